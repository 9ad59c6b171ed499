/* test-history.c: the history view and the log of a long game, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The real window and widgets: walking back through a game shows the map
 * as it stood, read-only, and changes nothing; Return to Now; Undo to Here
 * with redo after it; the log lists every entry of a finished game.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>

#include "model/gmp-history-model.h"
#include "model/gmp-log-model.h"
#include "gmp-turn-panel.h"
#include "gmp-window-private.h"
#include "gmp-wrapped-text.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  GmpGame    *game;
  GmpWindow  *window;
  GmpMapView *map_view;
} Fixture;

/* A game of the app's dice played through its first turn (to_turn 1) or
 * to its end (0), through the session, then shown as the window shows a
 * game that changed: the last action undone and done again through it */
static void
play (Fixture *fixture,
      guint    to_turn)
{
  GmpSession *session = gmp_game_get_session (fixture->game);
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_session_play_auto (session, to_turn, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_undo (session, &error));
  g_assert_true (gmp_game_redo (fixture->game, NULL, &error));
  g_assert_no_error (error);
  spin ();
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (GPOINTER_TO_UINT (data) != 0
                                                  ? GPOINTER_TO_UINT (data) : 20500);
  g_autoptr(GError) error = NULL;

  fixture->game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  fixture->window = ui_window_show (fixture->game, FALSE, 1280, 800);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_window_close (&fixture->window, &fixture->game);
}

static GmpHistoryView *
history_view (Fixture *fixture)
{
  return _gmp_window_history_get_view (_gmp_window_get_history (fixture->window));
}

static gboolean
looking_back (Fixture *fixture)
{
  return _gmp_window_history_get_active (_gmp_window_get_history (fixture->window));
}

static GtkWidget *
find_actionable (GtkWidget  *widget,
                 const char *action_name)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action_name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_actionable (child, action_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A window action's enabled state: from the window's action map, or for
 * the actions of the window's class, as a button bound to it shows it */
static gboolean
action_enabled (Fixture    *fixture,
                const char *name)
{
  g_autofree char *action_name = g_strdup_printf ("win.%s", name);
  GtkWidget *button;

  if (g_action_map_lookup_action (G_ACTION_MAP (fixture->window), name) != NULL)
    return g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window), name);
  button = find_actionable (GTK_WIDGET (fixture->window), action_name);
  g_assert_nonnull (button);
  return gtk_widget_get_sensitive (button);
}

static GtkWidget *
find_by_css_class (GtkWidget  *widget,
                   const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_css_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
collect_by_css_class (GtkWidget  *widget,
                      const char *css_class,
                      GPtrArray  *found)
{
  if (gtk_widget_has_css_class (widget, css_class))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_by_css_class (child, css_class, found);
}

/* A key pressed on widget, as its key controllers see it */
static void
press_key_on (GtkWidget *widget,
              guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; !handled && i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  g_assert_true (handled);
  spin ();
}

/* The banner's text over the map */
static const char *
banner_text (Fixture *fixture)
{
  GtkWidget *banner = find_by_css_class (GTK_WIDGET (fixture->window), "history-banner");
  GtkWidget *label;

  g_assert_nonnull (banner);
  g_assert_true (gtk_widget_get_visible (banner));
  label = gtk_widget_get_next_sibling (gtk_widget_get_first_child (banner));
  return gtk_label_get_text (GTK_LABEL (label));
}

/* The map shows the position after `step` actions of the game */
static void
assert_map_at_step (Fixture *fixture,
                    guint    step)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) then = gmp_session_scenario_at (gmp_game_get_session (fixture->game),
                                                         step, &error);
  GmpGame *shown = gmp_map_view_get_game (fixture->map_view);

  g_assert_no_error (error);
  g_assert_true (shown != fixture->game);
  g_assert_true (gmp_state_equal (gmp_game_get_state (shown), then->state));
}

/* No unit of the map can be picked or moved: the position is only looked at */
static void
assert_map_read_only (Fixture *fixture)
{
  const GmpState *state = gmp_game_get_state (gmp_map_view_get_game (fixture->map_view));

  g_assert_true (gmp_map_view_get_read_only (fixture->map_view));
  for (guint city = 0; city < state->board->n_cities; city++)
    {
      gmp_map_view_set_selected_city (fixture->map_view, (int) city);
      for (guint unit = 0; unit < state->units->len; unit++)
        g_assert_false (gmp_map_view_can_pick_unit (fixture->map_view, unit));
      g_assert_false (gmp_map_view_move_to (fixture->map_view, (city + 1) % state->board->n_cities));
    }
  gmp_map_view_set_selected_city (fixture->map_view, GMP_NONE);
}

/* Issue 16: every action numbered; a step back shows the map as it stood,
 * read-only and marked so, and changes nothing; Return to Now */
static void
test_step_back (Fixture       *fixture,
                gconstpointer  data)
{
  GmpSession *session = gmp_game_get_session (fixture->game);
  g_autoptr(GBytes) before = NULL;
  g_autoptr(GmpHistoryItem) third = NULL;
  GListModel *model;
  guint now, n_actions;
  GtkStack *side;

  play (fixture, 1);
  now = gmp_session_get_n_done (session);
  n_actions = gmp_session_get_n_actions (session);
  g_assert_cmpuint (now, >, 10);
  g_assert_cmpuint (n_actions, ==, now);
  before = gmp_session_to_bytes (session);
  g_assert_true (action_enabled (fixture, "undo"));
  g_assert_true (action_enabled (fixture, "history"));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.history", NULL));
  spin ();
  g_assert_true (looking_back (fixture));
  /* The keyboard is in the list: the arrow keys walk it */
  g_assert_true (gtk_widget_is_focus (find_by_css_class (GTK_WIDGET (history_view (fixture)),
                                                         "history-list"))
                 || gtk_widget_get_focus_child (find_by_css_class (GTK_WIDGET (history_view (fixture)),
                                                                   "history-list")) != NULL);
  /* The list is one Tab stop: Tab goes on to the buttons under it */
  {
    GtkWidget *focus;

    g_assert_true (gtk_widget_child_focus (GTK_WIDGET (fixture->window), GTK_DIR_TAB_FORWARD));
    focus = gtk_root_get_focus (GTK_ROOT (fixture->window));
    g_assert_true (GTK_IS_BUTTON (focus));
    g_assert_true (gtk_widget_is_ancestor (focus, GTK_WIDGET (history_view (fixture))));
    gtk_widget_grab_focus (GTK_WIDGET (history_view (fixture)));
  }
  side = _gmp_window_get_side_stack (fixture->window);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (side), ==, "history");

  /* Every action, numbered from the start (0), each with what it did */
  model = gmp_history_view_get_model (history_view (fixture));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n_actions + 1);
  for (guint i = 1; i <= n_actions; i++)
    {
      g_autoptr(GmpHistoryItem) item = g_list_model_get_item (model, i);
      g_autofree char *what = gmp_game_describe_action (fixture->game, i - 1);

      g_assert_cmpuint (gmp_history_item_get_step (item), ==, i);
      g_assert_cmpstr (gmp_history_item_get_text (item), ==, what);
      /* An answer without a log entry is named, not told by its kind */
      g_assert_cmpstr (what, !=, "Answer the question");
      /* ...as players say it, not its question read back with the answer
       * after a colon, units as their counters name them (issue 16) */
      g_assert_false (g_str_has_prefix (what, "Swarm:") || g_str_has_prefix (what, "Humans:"));
      g_assert_null (strchr (what, '#'));
      g_assert_true (g_str_has_suffix (what, "."));
      g_assert_true (gmp_history_item_get_done (item));
    }
  /* It opens on now: the map shows the game as it stands, read-only */
  g_assert_cmpuint (gmp_history_view_get_selected_step (history_view (fixture)), ==, now);
  assert_map_at_step (fixture, now);
  g_assert_false (action_enabled (fixture, "undo-to-here"));

  /* Nothing can change the game while looking back */
  g_assert_false (action_enabled (fixture, "undo"));
  g_assert_false (action_enabled (fixture, "redo"));
  g_assert_false (action_enabled (fixture, "edit-mode"));

  /* Step 3, as a click on its row selects it */
  gmp_history_view_set_selected_step (history_view (fixture), 3);
  spin ();
  assert_map_at_step (fixture, 3);
  assert_map_read_only (fixture);
  g_assert_nonnull (strstr (banner_text (fixture), "Looking back"));
  g_assert_nonnull (strstr (banner_text (fixture), "After action 3 of"));
  g_assert_true (gtk_widget_has_css_class (gtk_widget_get_ancestor (GTK_WIDGET (fixture->map_view),
                                                                    GTK_TYPE_OVERLAY),
                                           "looking-back"));
  g_assert_true (action_enabled (fixture, "undo-to-here"));
  third = g_list_model_get_item (model, 3);
  g_assert_nonnull (gmp_history_item_get_text (third));

  /* The arrow keys step from the selected row */
  {
    GtkWidget *list = find_by_css_class (GTK_WIDGET (history_view (fixture)), "history-list");

    press_key_on (list, GDK_KEY_Up);
    g_assert_cmpuint (gmp_history_view_get_selected_step (history_view (fixture)), ==, 2);
    assert_map_at_step (fixture, 2);
    press_key_on (list, GDK_KEY_Down);
    press_key_on (list, GDK_KEY_Down);
    g_assert_cmpuint (gmp_history_view_get_selected_step (history_view (fixture)), ==, 4);
    assert_map_at_step (fixture, 4);
    press_key_on (list, GDK_KEY_End);
    g_assert_cmpuint (gmp_history_view_get_selected_step (history_view (fixture)), ==, now);
    press_key_on (list, GDK_KEY_Home);
    g_assert_cmpuint (gmp_history_view_get_selected_step (history_view (fixture)), ==, 0);
  }

  /* The start, then every step one by one, as the arrow keys walk them */
  gmp_history_view_set_selected_step (history_view (fixture), 0);
  spin ();
  assert_map_at_step (fixture, 0);
  for (guint step = 1; step <= now; step++)
    {
      gmp_history_view_set_selected_step (history_view (fixture), step);
      assert_map_at_step (fixture, step);
    }
  gmp_history_view_set_selected_step (history_view (fixture), now / 2);
  spin ();

  /* The game itself never moved */
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, now);
  {
    g_autoptr(GBytes) after = gmp_session_to_bytes (session);

    g_assert_true (g_bytes_equal (before, after));
  }

  /* Return to Now: the game, playable again */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.history", NULL));
  spin ();
  g_assert_false (looking_back (fixture));
  g_assert_true (gmp_map_view_get_game (fixture->map_view) == fixture->game);
  g_assert_false (gmp_map_view_get_read_only (fixture->map_view));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (side), ==, "turn");
  g_assert_false (gtk_widget_get_visible (find_by_css_class (GTK_WIDGET (fixture->window),
                                                             "history-banner")));
  g_assert_true (action_enabled (fixture, "undo"));
  g_assert_true (action_enabled (fixture, "edit-mode"));
  g_assert_false (action_enabled (fixture, "undo-to-here"));
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, now);
}

static void
count_signal (guint *count)
{
  (*count)++;
}

/* Undo to Here: one step of the game's undo back to the selected action;
 * redo still works after it, one action at a time or all at once from the
 * history (Redo to Here) */
static void
test_undo_to_here (Fixture       *fixture,
                   gconstpointer  data)
{
  GmpSession *session = gmp_game_get_session (fixture->game);
  g_autoptr(GmpState) final = NULL;
  g_autoptr(GmpScenario) at_here = NULL;
  g_autoptr(GmpScenario) after_here = NULL;
  g_autoptr(GError) error = NULL;
  guint changes = 0;
  guint now, here;

  play (fixture, 1);
  now = gmp_session_get_n_done (session);
  here = now / 2;
  final = gmp_state_copy (gmp_game_get_state (fixture->game));
  at_here = gmp_session_scenario_at (session, here, &error);
  after_here = gmp_session_scenario_at (session, here + 1, &error);
  g_assert_no_error (error);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.history", NULL));
  gmp_history_view_set_selected_step (history_view (fixture), here);
  spin ();
  g_signal_connect_swapped (fixture->game, "changed", G_CALLBACK (count_signal), &changes);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo-to-here", NULL));
  spin ();

  /* One change, back to here, and the history view closed */
  g_assert_cmpuint (changes, ==, 1);
  g_assert_false (looking_back (fixture));
  g_assert_true (gmp_map_view_get_game (fixture->map_view) == fixture->game);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, here);
  g_assert_cmpuint (gmp_session_get_n_actions (session), ==, now);
  g_assert_true (gmp_state_equal (gmp_game_get_state (fixture->game), at_here->state));
  g_assert_true (gmp_game_get_modified (fixture->game));

  /* Redo still works: the next action again */
  g_assert_true (action_enabled (fixture, "redo"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL));
  spin ();
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, here + 1);
  g_assert_true (gmp_state_equal (gmp_game_get_state (fixture->game), after_here->state));

  /* The undone actions stay in the history, marked; Redo to Here on the
   * last brings the game back to where it was */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.history", NULL));
  spin ();
  {
    GListModel *model = gmp_history_view_get_model (history_view (fixture));
    g_autoptr(GmpHistoryItem) done = g_list_model_get_item (model, here + 1);
    g_autoptr(GmpHistoryItem) undone = g_list_model_get_item (model, here + 2);

    g_assert_cmpuint (g_list_model_get_n_items (model), ==, now + 1);
    g_assert_true (gmp_history_item_get_done (done));
    g_assert_false (gmp_history_item_get_done (undone));
  }
  gmp_history_view_set_selected_step (history_view (fixture), now);
  spin ();
  assert_map_at_step (fixture, now);
  g_assert_nonnull (strstr (banner_text (fixture), "undone"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo-to-here", NULL));
  spin ();
  g_assert_false (looking_back (fixture));
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, now);
  g_assert_true (gmp_state_equal (gmp_game_get_state (fixture->game), final));

  /* And undo takes back the last action as before */
  g_assert_true (gmp_game_undo (fixture->game, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, now - 1);
}

/* A new game while looking back closes the history of the one before */
static void
test_new_game_closes (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  g_autoptr(GmpGame) other = NULL;
  g_autoptr(GError) error = NULL;

  play (fixture, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.history", NULL));
  gmp_history_view_set_selected_step (history_view (fixture), 2);
  spin ();
  other = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  gmp_window_set_game (fixture->window, other);
  spin ();
  g_assert_false (looking_back (fixture));
  g_assert_true (gmp_map_view_get_game (fixture->map_view) == other);
  g_assert_false (gmp_map_view_get_read_only (fixture->map_view));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (_gmp_window_get_side_stack (fixture->window)),
                   ==, "turn");
}

static GmpLogView *
log_view (Fixture *fixture)
{
  GPtrArray *found = g_ptr_array_new ();
  GmpLogView *view;

  collect_by_css_class (GTK_WIDGET (fixture->window), "log-list", found);
  g_assert_cmpuint (found->len, ==, 1);
  view = GMP_LOG_VIEW (gtk_widget_get_ancestor (found->pdata[0], GMP_TYPE_LOG_VIEW));
  g_ptr_array_unref (found);
  return view;
}

/* Lets the frame clock lay out and draw what changed: two frames */
static void
wait_for_two_frames (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 first = gdk_frame_clock_get_frame_counter (clock);
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

  gtk_widget_queue_draw (widget);
  while (gdk_frame_clock_get_frame_counter (clock) < first + 2 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* Issue 16: the log of a finished game lists every entry, newest first;
 * only the rows near those in sight are built */
static void
test_log_long_game (Fixture       *fixture,
                    gconstpointer  data)
{
  const GmpLog *log;
  const GmpBoard *board = gmp_game_get_board (fixture->game);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkScrolledWindow *scroller;
  GtkAdjustment *adjustment;
  GListModel *model;
  guint n, most_rows = 0;

  play (fixture, 0);
  g_assert_cmpint (gmp_game_get_state (fixture->game)->phase, ==, GMP_PHASE_GAME_OVER);
  log = gmp_session_get_log (gmp_game_get_session (fixture->game));
  n = gmp_log_get_n_entries (log);
  g_assert_cmpuint (n, >, 600);

  model = gmp_log_view_get_model (log_view (fixture));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GmpLogItem) item = g_list_model_get_item (model, i);
      g_autofree char *text = gmp_log_entry_to_string_at (log, n - 1 - i, board);

      g_assert_cmpuint (gmp_log_item_get_index (item), ==, n - 1 - i);
      g_assert_cmpstr (gmp_log_item_get_text (item), ==, text);
    }

  /* Scrolled from the newest to the oldest, the list shows each entry */
  scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (
               find_by_css_class (GTK_WIDGET (log_view (fixture)), "log-list"),
               GTK_TYPE_SCROLLED_WINDOW));
  adjustment = gtk_scrolled_window_get_vadjustment (scroller);
  wait_for_two_frames (GTK_WIDGET (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), <, 1);
  for (guint pages = 0; ; pages++)
    {
      double value = gtk_adjustment_get_value (adjustment);

      g_assert_cmpuint (pages, <, 5000);
      g_ptr_array_set_size (rows, 0);
      collect_by_css_class (GTK_WIDGET (scroller), "log-entry", rows);
      most_rows = MAX (most_rows, rows->len);
      for (guint i = 0; i < rows->len; i++)
        {
          GtkWidget *head = gtk_widget_get_first_child (rows->pdata[i]);
          GtkWidget *text = gtk_widget_get_next_sibling (head);

          if (gtk_widget_get_child_visible (rows->pdata[i]) || gtk_widget_get_mapped (rows->pdata[i]))
            g_hash_table_add (seen, g_strdup (gmp_wrapped_text_get_text (GMP_WRAPPED_TEXT (text))));
        }
      if (value >= gtk_adjustment_get_upper (adjustment) - gtk_adjustment_get_page_size (adjustment) - 1)
        break;
      gtk_adjustment_set_value (adjustment, value + gtk_adjustment_get_page_size (adjustment) * 0.8);
      wait_for_two_frames (GTK_WIDGET (scroller));
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = gmp_log_entry_to_string_at (log, i, board);

      if (!g_hash_table_contains (seen, text))
        g_error ("log entry %u of %u never shown: %s", i, n, text);
    }
  /* Built rows: a few dozen, not one per entry */
  g_assert_cmpuint (most_rows, <, 80);
}

/* Screenshots (docs/screenshots/, build-aux/screenshots): a game looked
 * back at in the middle of its second turn; written to
 * $GMP_SCREENSHOT_DIR/history-LANG.png when that is set */
static void
test_screenshot (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *dir = g_getenv ("GMP_SCREENSHOT_DIR");
  const char *language = g_getenv ("LANGUAGE");
  GmpSession *session = gmp_game_get_session (fixture->game);
  g_autofree char *lang = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  guint step;
  guint moves = 0;

  play (fixture, 2);
  /* The third move of the second turn */
  for (step = 1; step <= gmp_session_get_n_done (session) && moves < 3; step++)
    {
      g_autoptr(GmpScenario) then = gmp_session_scenario_at (session, step, &error);

      g_assert_no_error (error);
      if (then->state->turn == 2 && gmp_session_get_action (session, step - 1)->kind == GMP_ACTION_MOVE)
        moves++;
    }
  step--;
  g_assert_cmpuint (moves, ==, 3);
  g_assert_cmpuint (step, >, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.history", NULL));
  gmp_history_view_set_selected_step (history_view (fixture), step);
  spin ();
  assert_map_at_step (fixture, step);
  g_assert_true (action_enabled (fixture, "undo-to-here"));
  /* The selected row in sight, once the list is laid out */
  ui_wait_for_frames ();
  {
    g_autoptr(GPtrArray) rows = g_ptr_array_new ();
    g_autofree char *number = g_strdup_printf ("%u", step);
    gboolean shown = FALSE;

    collect_by_css_class (GTK_WIDGET (history_view (fixture)), "history-step", rows);
    for (guint i = 0; i < rows->len; i++)
      shown |= gtk_widget_get_mapped (rows->pdata[i])
               && g_strcmp0 (gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (rows->pdata[i]))),
                             number) == 0;
    g_assert_true (shown);
  }

  if (language == NULL || *language == '\0')
    lang = g_strdup ("en");
  else
    lang = g_strndup (language, strcspn (language, ":"));
  if (dir != NULL && *dir != '\0')
    {
      g_autofree char *file = g_strdup_printf ("history-%s.png", lang);

      path = g_build_filename (dir, file, NULL);
    }
  ui_save_windows_png (GTK_WINDOW (fixture->window), NULL, path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-history-data-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_setup (&argc, &argv);
  /* The screenshots in the language asked (LANGUAGE=pt_BR) */
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();
  /* The app's own style sheet, as the application loads it from its
   * resources: the banner and the marked map as people see them */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/ginormopod/Assistant/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }

  g_test_add ("/ui/history/step-back", Fixture, NULL,
              fixture_set_up, test_step_back, fixture_tear_down);
  g_test_add ("/ui/history/undo-to-here", Fixture, NULL,
              fixture_set_up, test_undo_to_here, fixture_tear_down);
  g_test_add ("/ui/history/new-game-closes", Fixture, NULL,
              fixture_set_up, test_new_game_closes, fixture_tear_down);
  g_test_add ("/ui/history/log-long-game", Fixture, NULL,
              fixture_set_up, test_log_long_game, fixture_tear_down);
  g_test_add ("/ui/history/screenshot", Fixture, NULL,
              fixture_set_up, test_screenshot, fixture_tear_down);

  return g_test_run ();
}
