/* test-computer.c: the computer player in the app, under Xvfb (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Advice at the table: the Suggest button shows the strong player's best
 * answers under the question and draws a suggested move on the map, and a
 * click on a suggestion answers with it. Check Balance…: many games of the
 * scenario on every core, with a progress bar that moves and a Cancel that
 * stops them, and a report that the same seed gives again. With
 * $GMP_SCREENSHOT_DIR set the advice and the report are saved as
 * advice-LANG.png and balance-LANG.png.
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <glib/gstdio.h>

#include "core/gmp-describe.h"
#include "core/gmp-format.h"
#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"
#include "core/gmp-player-balance.h"
#include "gmp-alert.h"
#include "gmp-balance-dialog.h"
#include "gmp-pace-row.h"
#include "gmp-preferences-window.h"
#include "gmp-suggest-view.h"
#include "gmp-turn-panel.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  GmpGame    *game;
  GmpWindow  *window;
  GmpMapView *map_view;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GError) error = NULL;

  gmp_recovery_discard_unheld ();
  /* The app rolls and draws */
  fixture->game = gmp_game_new_for_table (FALSE, dice, &error);
  g_assert_no_error (error);
  fixture->window = ui_window_show (fixture->game, FALSE, 1280, 800);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  /* The settings live as long as the process: each test from the default */
  if (fixture->window->settings != NULL)
    g_settings_reset (fixture->window->settings, "computer-pace");
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_window_close (&fixture->window, &fixture->game);
  gmp_recovery_discard_unheld ();
}

static void
save_window_screenshot (GtkWindow  *window,
                        const char *name)
{
  g_autofree char *path = ui_screenshot_path (name);

  ui_save_window_png (window, path);
}

static void
save_screenshot (Fixture    *fixture,
                 const char *name)
{
  save_window_screenshot (GTK_WINDOW (fixture->window), name);
}

static GmpTurnPanel *
turn_panel (Fixture *fixture)
{
  GtkWidget *stack = GTK_WIDGET (_gmp_window_get_side_stack (fixture->window));
  GtkWidget *page = gtk_stack_get_child_by_name (GTK_STACK (stack), "turn");

  g_assert_true (GMP_IS_TURN_PANEL (page));
  return GMP_TURN_PANEL (page);
}

static GmpQuestionKind
question_kind (Fixture *fixture)
{
  g_autoptr(GmpQuestion) question =
    gmp_session_get_question (gmp_game_get_session (gmp_window_get_game (fixture->window)));

  return question->kind;
}

/* The suggestion rows under widget, in order */
static void
collect_rows (GtkWidget *widget,
              GPtrArray *rows)
{
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "suggestion"))
    g_ptr_array_add (rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

/* Clicks Suggest as the player would; the rows it shows */
static GPtrArray *
click_suggest (Fixture *fixture)
{
  GtkWidget *view = GTK_WIDGET (gmp_turn_panel_get_suggest_view (turn_panel (fixture)));
  /* With the question's answers, in their Tab stop */
  GtkButton *button = ui_find_button (GTK_WIDGET (gmp_turn_panel_get_question_box (turn_panel (fixture))),
                                      _("S_uggest"));
  GPtrArray *rows = g_ptr_array_new ();

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  spin ();
  collect_rows (view, rows);
  g_assert_cmpuint (rows->len, ==, gmp_suggest_view_get_n_shown (GMP_SUGGEST_VIEW (view)));
  return rows;
}

/* The movement: the plan's moves under the question, the first drawn on
 * the map from its stack's city along its way; a click on it moves those
 * units there, through the session, and the advice goes */
static void
test_suggest_move (Fixture       *fixture,
                   gconstpointer  data)
{
  GmpGame *game = gmp_window_get_game (fixture->window);
  GmpSession *session = gmp_game_get_session (game);
  GmpSuggestView *view = gmp_turn_panel_get_suggest_view (turn_panel (fixture));
  g_autoptr(GPtrArray) rows = NULL;
  const GmpAction *action;
  const guint *path;
  guint n_path, n_done, to;
  g_autofree char *title = NULL;

  /* Advice is off unless asked */
  g_assert_cmpuint (gmp_suggest_view_get_n_shown (view), ==, 0);
  g_assert_cmpuint (gmp_map_view_get_n_advice (fixture->map_view), ==, 0);
  /* Swarm 1 drawn: its units move first */
  g_assert_true (gmp_question_box_answer (gmp_turn_panel_get_question_box (turn_panel (fixture)),
                                          gmp_board_find_chit (gmp_game_get_board (game),
                                                               "swarm-1")));
  spin ();
  g_assert_cmpint (question_kind (fixture), ==, GMP_QUESTION_MOVEMENT);

  rows = click_suggest (fixture);
  g_assert_cmpuint (rows->len, >=, 2);
  g_assert_cmpuint (gmp_map_view_get_n_advice (fixture->map_view), >=, 1);
  path = gmp_map_view_get_advice_path (fixture->map_view, 0, &n_path);
  g_assert_cmpuint (n_path, >=, 2);
  g_assert_nonnull (strstr (gmp_suggest_view_get_title (view, 0),
                            gmp_game_get_board (game)->cities[path[n_path - 1]].name));
  to = path[n_path - 1];
  title = g_strdup (gmp_suggest_view_get_title (view, 0));
  save_screenshot (fixture, "advice");

  n_done = gmp_session_get_n_done (session);
  g_signal_emit_by_name (g_ptr_array_index (rows, 0), "clicked");
  spin ();
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, n_done + 1);
  action = gmp_session_get_action (session, n_done);
  g_assert_cmpint (action->kind, ==, GMP_ACTION_MOVE);
  g_assert_cmpuint (g_array_index (action->path, guint, action->path->len - 1), ==, to);
  /* Its title named the units it moved, as their counters do, not a count
   * ("Move 2 units", twice, read alike) */
  {
    const GmpState *state = gmp_session_get_state (session);
    guint id = g_array_index (action->units, guint, 0);
    const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
    g_autofree char *counter = gmp_describe_counter (state->board, unit->type, unit->formation);

    g_test_message ("suggested: %s", title);
    g_assert_nonnull (strstr (title, counter));
  }
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, (int) to);
  /* The advice was for the question answered */
  g_assert_cmpuint (gmp_suggest_view_get_n_shown (view), ==, 0);
  g_assert_cmpuint (gmp_map_view_get_n_advice (fixture->map_view), ==, 0);
}

/* Editing the position answers no question: the advice goes from the
 * panel and the map (its arrows once stayed on the map) */
static void
test_suggest_edit_mode (Fixture       *fixture,
                        gconstpointer  data)
{
  GmpGame *game = gmp_window_get_game (fixture->window);
  GmpSuggestView *view = gmp_turn_panel_get_suggest_view (turn_panel (fixture));
  g_autoptr(GPtrArray) rows = NULL;

  g_assert_true (gmp_question_box_answer (gmp_turn_panel_get_question_box (turn_panel (fixture)),
                                          gmp_board_find_chit (gmp_game_get_board (game),
                                                               "swarm-1")));
  spin ();
  rows = click_suggest (fixture);
  g_assert_cmpuint (rows->len, >=, 1);
  g_assert_cmpuint (gmp_map_view_get_n_advice (fixture->map_view), >=, 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  spin ();
  g_assert_true (gmp_map_view_get_edit_mode (fixture->map_view));
  g_assert_cmpuint (gmp_map_view_get_n_advice (fixture->map_view), ==, 0);
  g_assert_cmpuint (gmp_suggest_view_get_n_shown (view), ==, 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  spin ();
  g_assert_false (gmp_map_view_get_edit_mode (fixture->map_view));
  g_assert_cmpuint (gmp_map_view_get_n_advice (fixture->map_view), ==, 0);
}

/* The best suggestion taken at every question, whatever it asks: each
 * click answers it (one action of the session or more, never refused),
 * through draws, moves, combats and what they ask */
static void
test_suggest_answers (Fixture       *fixture,
                      gconstpointer  data)
{
  GmpSession *session = gmp_game_get_session (gmp_window_get_game (fixture->window));
  GmpSuggestView *view = gmp_turn_panel_get_suggest_view (turn_panel (fixture));
  guint kinds = 0, n_kinds = 0;

  for (guint step = 0; step < 40 && question_kind (fixture) != GMP_QUESTION_NONE; step++)
    {
      g_autoptr(GPtrArray) rows = NULL;
      guint n_done = gmp_session_get_n_done (session);

      kinds |= 1u << question_kind (fixture);
      rows = click_suggest (fixture);
      g_assert_cmpuint (rows->len, >=, 1);
      g_assert_cmpuint (rows->len, <=, 3);
      for (guint i = 0; i < rows->len; i++)
        g_assert_cmpstr (gmp_suggest_view_get_title (view, i), !=, "");
      g_signal_emit_by_name (g_ptr_array_index (rows, 0), "clicked");
      spin ();
      g_assert_cmpuint (gmp_session_get_n_done (session), >, n_done);
    }
  for (guint k = 0; k < GMP_N_QUESTIONS; k++)
    n_kinds += (kinds >> k) & 1;
  g_assert_true (kinds & (1u << GMP_QUESTION_DRAW_CHIT));
  g_assert_true (kinds & (1u << GMP_QUESTION_MOVEMENT));
  g_assert_cmpuint (n_kinds, >=, 4);
}

/* Runs the main loop until the dialog shows page, at most `seconds` */
static void
wait_for_page (GmpBalanceDialog *dialog,
               const char       *page,
               guint             seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (g_strcmp0 (gmp_balance_dialog_get_page (dialog), page) != 0
         && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  g_assert_cmpstr (gmp_balance_dialog_get_page (dialog), ==, page);
}

static void
click (GtkWidget  *widget,
       const char *label)
{
  GtkButton *button = ui_find_button (widget, label);

  if (button == NULL)
    g_error ("No button “%s”", label);
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (button)));
  g_signal_emit_by_name (button, "clicked");
  spin ();
}

/* Check Balance… is the editor's: offered while editing only, it opens
 * the dialog on the window's scenario */
static GmpBalanceDialog *
open_balance (Fixture *fixture)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  GtkWidget *dialog = NULL;
  g_autoptr(GList) toplevels = NULL;

  g_assert_false (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "check-balance"));
  g_assert_true (gtk_widget_activate_action (window, "win.edit-mode", NULL));
  spin ();
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (window), "check-balance"));
  g_assert_true (gtk_widget_activate_action (window, "win.check-balance", NULL));
  spin ();
  toplevels = gtk_window_list_toplevels ();
  for (GList *l = toplevels; l != NULL; l = l->next)
    if (GMP_IS_BALANCE_DIALOG (l->data))
      dialog = l->data;
  g_assert_nonnull (dialog);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (window));
  wait_for_allocation (dialog);
  return GMP_BALANCE_DIALOG (dialog);
}

/* The strong player's games, many: the bar moves on while they play on
 * every core, Cancel stops them part way and says how far they got */
static void
test_balance_cancel (Fixture       *fixture,
                     gconstpointer  data)
{
  GmpBalanceDialog *dialog = open_balance (fixture);
  gint64 end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  double fraction;

  g_assert_cmpstr (gmp_balance_dialog_get_page (dialog), ==, "setup");
  gmp_balance_dialog_set_options (dialog, 20000, GMP_PLAYER_STRONG, 1);
  click (GTK_WIDGET (dialog), _("_Play the Games"));
  g_assert_cmpstr (gmp_balance_dialog_get_page (dialog), ==, "running");
  while (gmp_balance_dialog_get_fraction (dialog) == 0.0 && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  fraction = gmp_balance_dialog_get_fraction (dialog);
  g_assert_cmpfloat (fraction, >, 0.0);
  g_assert_cmpfloat (fraction, <, 1.0);

  click (GTK_WIDGET (dialog), _("_Cancel"));
  wait_for_page (dialog, "setup", 60);
  g_assert_nonnull (strstr (gmp_balance_dialog_get_status (dialog), "20000"));
  g_assert_null (gmp_balance_dialog_get_report_text (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Every percentage of report is written as gmp_format_percent() writes
 * one ("63.0%" in English): the lists once wrote "(62.5 %)" under it */
static void
assert_percentages_alike (const char *report)
{
  g_autofree char *sample = gmp_format_percent (0.125, 1);
  /* What follows the four characters of "12.5": "%" or " %" */
  const char *suffix = sample + 4;
  gsize before = strlen (suffix) - 1;

  for (const char *p = strchr (report, '%'); p != NULL; p = strchr (p + 1, '%'))
    {
      g_assert_cmpuint ((gsize) (p - report), >=, before + 1);
      if (strncmp (p - before, suffix, strlen (suffix)) != 0
          || !g_ascii_isdigit (*(p - before - 1)))
        g_error ("A percentage not written as \u201c%s\u201d: \u2026%.12s", sample,
                 p - MIN ((gsize) (p - report), 8));
    }
}

/* Simple games to the end: the report names both sides' rates and how the
 * games ended; played again with the same seed, it is the same report */
static void
test_balance_report (Fixture       *fixture,
                     gconstpointer  data)
{
  GmpBalanceDialog *dialog = open_balance (fixture);
  g_autofree char *first = NULL;

  gmp_balance_dialog_set_options (dialog, 200, GMP_PLAYER_SIMPLE, 7);
  click (GTK_WIDGET (dialog), _("_Play the Games"));
  wait_for_page (dialog, "report", 120);
  g_assert_cmpfloat (gmp_balance_dialog_get_fraction (dialog), ==, 1.0);
  first = g_strdup (gmp_balance_dialog_get_report_text (dialog));
  g_assert_nonnull (first);
  g_test_message ("%s", first);
  g_assert_nonnull (strstr (first, "200"));
  g_assert_nonnull (strstr (first, _("Swarm wins")));
  g_assert_nonnull (strstr (first, _("Humans win")));
  g_assert_nonnull (strstr (first, gmp_balance_end_name (GMP_END_KEY_CITIES)));
  assert_percentages_alike (first);
  save_window_screenshot (GTK_WINDOW (dialog), "balance");

  click (GTK_WIDGET (dialog), _("Check _Again"));
  g_assert_cmpstr (gmp_balance_dialog_get_page (dialog), ==, "setup");
  click (GTK_WIDGET (dialog), _("_Play the Games"));
  wait_for_page (dialog, "report", 120);
  g_assert_cmpstr (gmp_balance_dialog_get_report_text (dialog), ==, first);

  /* Another seed, other games */
  click (GTK_WIDGET (dialog), _("Check _Again"));
  gmp_balance_dialog_set_options (dialog, 200, GMP_PLAYER_SIMPLE, 8);
  click (GTK_WIDGET (dialog), _("_Play the Games"));
  wait_for_page (dialog, "report", 120);
  g_assert_cmpstr (gmp_balance_dialog_get_report_text (dialog), !=, first);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Closed while its games go on: they stop, and nothing is told to a
 * dialog that is gone */
static void
test_balance_close_running (Fixture       *fixture,
                            gconstpointer  data)
{
  GmpBalanceDialog *dialog = open_balance (fixture);

  gmp_balance_dialog_set_options (dialog, 20000, GMP_PLAYER_STRONG, 3);
  click (GTK_WIDGET (dialog), _("_Play the Games"));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_destroy (GTK_WINDOW (dialog));
  {
    gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

    while (dialog != NULL && g_get_monotonic_time () < end)
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
  }
  g_assert_null (dialog);
}

/* Runs the main loop until the computer has nothing left to do, at most
 * `seconds` */
static void
wait_for_people (GmpSolo *solo,
                 guint    seconds)
{
  gint64 end = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  while (gmp_solo_get_computer_turn (solo) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_false (gmp_solo_get_computer_turn (solo));
}

/* New ▸ Against the Computer…: the dialog's choices make the game's solo */
static GmpSolo *
start_solo_from_dialog (Fixture *fixture)
{
  g_autoptr(GList) shown = NULL;
  GtkWidget *dialog;
  GmpSolo *solo;
  GmpPlayerLevel level;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-solo", NULL));
  spin ();
  shown = gmp_alert_list_shown (GTK_WINDOW (fixture->window));
  g_assert_cmpuint (g_list_length (shown), ==, 1);
  dialog = shown->data;
  /* The Swarm to the strong computer, the Humans to the people: as offered */
  gmp_alert_respond (dialog, "start");
  spin ();
  solo = _gmp_window_get_solo (fixture->window);
  g_assert_nonnull (solo);
  g_assert_true (gmp_solo_get_game (solo) == gmp_window_get_game (fixture->window));
  g_assert_true (gmp_window_get_game (fixture->window) != fixture->game);
  g_assert_true (gmp_solo_get_computer (solo, GMP_SIDE_SWARM, &level));
  g_assert_cmpint (level, ==, GMP_PLAYER_STRONG);
  g_assert_false (gmp_solo_get_computer (solo, GMP_SIDE_HUMANS, NULL));
  g_assert_cmpuint (gmp_solo_get_pace (solo), ==, GMP_SOLO_DEFAULT_PACE_MS);
  return solo;
}

/* The New dialog makes a game of its own, seeded from the clock */
static void
test_solo_dialog (Fixture       *fixture,
                  gconstpointer  data)
{
  start_solo_from_dialog (fixture);
}

/* A solo on the fixture's seeded game, as the dialog makes it: the same
 * game every run */
static GmpSolo *
start_solo (Fixture  *fixture,
            gboolean  swarm,
            gboolean  humans,
            guint     pace_ms)
{
  g_autoptr(GmpSolo) solo = gmp_solo_new (fixture->game);

  gmp_solo_set_pace (solo, pace_ms);
  gmp_solo_set_computer (solo, GMP_SIDE_SWARM, swarm, GMP_PLAYER_STRONG);
  gmp_solo_set_computer (solo, GMP_SIDE_HUMANS, humans, GMP_PLAYER_STRONG);
  _gmp_window_set_solo (fixture->window, solo);
  return solo;
}

/* The computer plays the Swarm: it draws, moves and fights as a turn goes,
 * each action told in the panel, while the people's answers are not
 * theirs to give; the people decide; undo takes back to that decision, past
 * everything the computer did after it, and redo goes forward over both */
static void
test_solo_turn (Fixture       *fixture,
                gconstpointer  data)
{
  /* Quick, for the test: the timer is the app's own */
  GmpSolo *solo = start_solo (fixture, TRUE, FALSE, 5);
  GmpGame *game = gmp_window_get_game (fixture->window);
  GmpSession *session = gmp_game_get_session (game);
  GtkWidget *question_box = GTK_WIDGET (gmp_turn_panel_get_question_box (turn_panel (fixture)));
  guint n_computer = 0, n_moves = 0, n_decisions = 0, asked_at = 0, after_computer;
  GmpQuestionKind asked = GMP_QUESTION_NONE;
  gint64 end;

  g_assert_cmpuint (gmp_session_get_n_done (session), ==, 0);

  /* The people's decisions until one comes after something the computer
   * did: their first answer is that one, undo's target */
  end = g_get_monotonic_time () + 120 * G_USEC_PER_SEC;
  while (g_get_monotonic_time () < end && n_decisions < 40)
    {
      g_autoptr(GmpQuestion) question = NULL;

      wait_for_people (solo, 60);
      question = gmp_session_get_question (session);
      g_assert_cmpint (question->kind, !=, GMP_QUESTION_NONE);
      g_assert_true (gtk_widget_get_sensitive (question_box));
      if (gmp_session_get_n_done (session) > 0
          && gmp_solo_is_computer_action (solo, gmp_session_get_n_done (session) - 1)
          && gmp_session_get_n_done (session) > 2)
        {
          asked = question->kind;
          asked_at = gmp_session_get_n_done (session);
          break;
        }
      /* The people take the best answer the computer suggests */
      gmp_suggest_view_suggest (gmp_turn_panel_get_suggest_view (turn_panel (fixture)), NULL);
      g_assert_true (gmp_suggest_view_take (gmp_turn_panel_get_suggest_view (turn_panel (fixture)),
                                            0));
      n_decisions++;
    }
  g_assert_cmpuint (asked_at, >, 0);
  for (guint i = 0; i < asked_at; i++)
    if (gmp_solo_is_computer_action (solo, i))
      {
        n_computer++;
        n_moves += gmp_session_get_action (session, i)->kind == GMP_ACTION_MOVE;
      }
  g_test_message ("%u actions, %u of them the computer's (%u moves), %u decisions of the people",
                  asked_at, n_computer, n_moves, n_decisions);
  g_assert_cmpuint (n_computer, >, 0);
  /* Told in the panel as the people's own actions are */
  g_assert_nonnull (_gmp_window_get_narration (fixture->window));

  /* The people decide; the computer plays on until it is theirs again */
  g_assert_true (gmp_suggest_view_suggest (gmp_turn_panel_get_suggest_view (turn_panel (fixture)),
                                           NULL));
  g_assert_true (gmp_suggest_view_take (gmp_turn_panel_get_suggest_view (turn_panel (fixture)), 0));
  g_assert_false (gmp_solo_is_computer_action (solo, asked_at));
  wait_for_people (solo, 60);
  after_computer = gmp_session_get_n_done (session);
  g_assert_cmpuint (after_computer, >, asked_at);

  /* Undo: back to the people's decision, whatever the computer did since */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  spin ();
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, asked_at);
  {
    g_autoptr(GmpQuestion) question = gmp_session_get_question (session);

    g_assert_cmpint (question->kind, ==, asked);
  }
  g_assert_false (gmp_solo_get_computer_turn (solo));
  g_assert_true (gtk_widget_get_sensitive (question_box));
  {
    g_autofree char *status = gmp_game_dup_status (game);

    g_assert_cmpstr (_gmp_window_get_subtitle (fixture->window), ==, status);
  }
  /* Nothing of the computer's comes back by itself */
  ui_wait_for_frames ();
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, asked_at);

  /* Redo: the decision and the computer's actions after it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL));
  spin ();
  g_assert_cmpuint (gmp_session_get_n_done (session), >=, after_computer);
}

/* The pace: an action of the computer at a time, each a pause apart */
static void
test_solo_pace (Fixture       *fixture,
                gconstpointer  data)
{
  GmpSession *session = gmp_game_get_session (gmp_window_get_game (fixture->window));
  gint64 start = g_get_monotonic_time ();
  /* Both sides the computer's: every action is */
  GmpSolo *solo = start_solo (fixture, TRUE, TRUE, 400);
  gint64 end = start + 10 * G_USEC_PER_SEC;

  g_assert_true (gmp_solo_get_computer_turn (solo));
  /* Said under the title while the computer decides */
  {
    g_autofree char *status = gmp_game_dup_status (gmp_window_get_game (fixture->window));
    g_autofree char *playing = g_strdup_printf (_("%s · The computer is playing"), status);

    g_assert_cmpstr (_gmp_window_get_subtitle (fixture->window), ==, playing);
  }
  while (gmp_session_get_n_done (session) < 2 && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, 2);
  /* Two actions, each after its pause */
  g_assert_cmpint (g_get_monotonic_time () - start, >=, 800 * 1000);

  /* Nothing of the people's to undo: the computer's opening is not played
   * again with new dice, and the undo button says why it is off */
  gmp_solo_set_paused (solo, TRUE);
  g_assert_false (gmp_solo_can_undo (solo));
  g_assert_true (gmp_solo_get_only_computer_done (solo));
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (gmp_solo_undo (solo, NULL, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  }
  _gmp_window_update_actions (fixture->window);
  g_assert_false (gtk_widget_get_sensitive (fixture->window->undo_button));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (fixture->window->undo_button), ==,
                   _("Nothing of yours to undo yet: undo takes back your last decision "
                     "and the computer’s actions after it"));
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, 2);
}

/* The people take the computer's best suggestion until they have decided
 * `decisions` times, the computer playing between */
static void
play_decisions (Fixture *fixture,
                GmpSolo *solo,
                guint    decisions)
{
  GmpSuggestView *suggest = gmp_turn_panel_get_suggest_view (turn_panel (fixture));

  for (guint i = 0; i < decisions; i++)
    {
      wait_for_people (solo, 60);
      g_assert_true (gmp_suggest_view_suggest (suggest, NULL));
      g_assert_true (gmp_suggest_view_take (suggest, 0));
    }
  wait_for_people (solo, 60);
}

/* The window's solo once game is its game: the same sides at the same
 * levels, and the same actions told the computer's */
static GmpSolo *
assert_resumed (Fixture  *fixture,
                GmpGame  *game,
                GArray   *by_computer)
{
  GmpSolo *solo;
  GmpPlayerLevel level;
  GmpSession *session = gmp_game_get_session (game);

  gmp_window_set_game (fixture->window, game);
  spin ();
  solo = _gmp_window_get_solo (fixture->window);
  g_assert_nonnull (solo);
  g_assert_true (gmp_solo_get_game (solo) == game);
  g_assert_true (gmp_solo_get_computer (solo, GMP_SIDE_SWARM, &level));
  g_assert_cmpint (level, ==, GMP_PLAYER_SIMPLE);
  g_assert_false (gmp_solo_get_computer (solo, GMP_SIDE_HUMANS, NULL));
  g_assert_cmpuint (gmp_session_get_n_actions (session), ==, by_computer->len);
  for (guint i = 0; i < by_computer->len; i++)
    g_assert_cmpint (gmp_solo_is_computer_action (solo, i), ==,
                     g_array_index (by_computer, gboolean, i));
  return solo;
}

/* A solo game saved, or kept as an unsaved game, opens with the computer
 * playing the same side at the same level; undo then goes back to the
 * people's last decision as before; a game of people alone has no
 * computer */
static void
test_solo_reopen (Fixture       *fixture,
                  gconstpointer  data)
{
  GmpSolo *solo = start_solo (fixture, TRUE, FALSE, 5);
  GmpGame *game = gmp_window_get_game (fixture->window);
  GmpSession *session = gmp_game_get_session (game);
  g_autoptr(GArray) by_computer = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_autofree char *dir = g_dir_make_tmp ("gmp-solo-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "solo.gmpscenario", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GmpGame) opened = NULL;
  g_autoptr(GmpGame) restored = NULL;
  g_autoptr(GmpGame) people = NULL;
  g_autoptr(GError) error = NULL;
  guint last_people = 0, n_computer = 0;

  gmp_solo_set_computer (solo, GMP_SIDE_SWARM, TRUE, GMP_PLAYER_SIMPLE);
  play_decisions (fixture, solo, 3);
  for (guint i = 0; i < gmp_session_get_n_actions (session); i++)
    {
      gboolean computer = gmp_solo_is_computer_action (solo, i);

      g_array_append_val (by_computer, computer);
      n_computer += computer;
      if (!computer)
        last_people = i;
    }
  g_assert_cmpuint (n_computer, >, 0);
  g_assert_cmpuint (n_computer, <, by_computer->len);

  /* Saved and opened again */
  g_assert_true (gmp_game_save (game, file, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_recovery_write (game, &error));
  g_assert_no_error (error);
  {
    /* As a kill leaves it: a file no game of this process holds */
    g_autofree char *recovery_dir = gmp_recovery_dup_dir ();
    g_autofree char *kept = g_build_filename (recovery_dir, "killed.gmpscenario", NULL);
    g_autofree char *contents = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (gmp_recovery_get_path (game), &contents, &length, NULL));
    g_assert_nonnull (strstr (contents, "<computer side=\"swarm\" level=\"simple\"/>"));
    g_assert_true (g_file_set_contents (kept, contents, length, NULL));
    restored = gmp_recovery_restore (kept, &error);
    g_assert_no_error (error);
  }
  opened = gmp_game_new_from_file (file, &error);
  g_assert_no_error (error);
  solo = assert_resumed (fixture, opened, by_computer);
  /* At the pace of the settings */
  g_assert_cmpuint (gmp_solo_get_pace (solo), ==,
                    gmp_solo_pace_get_ms (GMP_SOLO_PACE_STEADY));
  g_assert_false (gmp_solo_get_computer_turn (solo));
  /* Undo: back before the people's last decision, past the computer's
   * actions after it */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  spin ();
  g_assert_cmpuint (gmp_session_get_n_done (gmp_game_get_session (opened)), ==, last_people);
  g_assert_false (gmp_solo_get_computer_turn (solo));

  /* An unsaved game recovered after a kill */
  assert_resumed (fixture, restored, by_computer);

  /* People alone: no computer */
  people = gmp_game_new_for_table (FALSE, NULL, &error);
  g_assert_no_error (error);
  gmp_window_set_game (fixture->window, people);
  spin ();
  g_assert_null (_gmp_window_get_solo (fixture->window));

  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* New ▸ Against the Computer… opens at the pace of the settings; the pace
 * chosen at Start is remembered, a Cancel keeps the old one */
static GtkWidget *
open_solo_dialog (Fixture     *fixture,
                  GmpSoloPace  expected)
{
  g_autoptr(GList) shown = NULL;
  GtkWidget *row;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-solo", NULL));
  spin ();
  shown = gmp_alert_list_shown (GTK_WINDOW (fixture->window));
  g_assert_cmpuint (g_list_length (shown), ==, 1);
  row = ui_find_named (gmp_alert_get_extra_child (shown->data), "pace-row");
  g_assert_nonnull (row);
  g_assert_cmpint (gmp_pace_row_get_pace (row), ==, expected);
  return shown->data;
}

/* The pace: in Preferences, the default of New ▸ Against the Computer…,
 * remembered from it, and taken at once by the game under way */
static void
test_solo_pace_setting (Fixture       *fixture,
                        gconstpointer  data)
{
  GSettings *settings = fixture->window->settings;
  GtkWidget *dialog, *preferences, *row;
  g_autofree char *pace = NULL;
  GmpSolo *solo;

  g_assert_nonnull (settings);
  g_settings_set_string (settings, "computer-pace", "slow");

  /* Cancel: nothing remembered */
  dialog = open_solo_dialog (fixture, GMP_SOLO_PACE_SLOW);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_named (gmp_alert_get_extra_child (dialog),
                                                         "pace-row")),
                              GMP_SOLO_PACE_STEADY);
  gmp_alert_respond (dialog, "cancel");
  spin ();
  pace = g_settings_get_string (settings, "computer-pace");
  g_assert_cmpstr (pace, ==, "slow");
  g_clear_pointer (&pace, g_free);

  /* Start: the game's pace, and the next one's */
  dialog = open_solo_dialog (fixture, GMP_SOLO_PACE_SLOW);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_named (gmp_alert_get_extra_child (dialog),
                                                         "pace-row")),
                              GMP_SOLO_PACE_QUICK);
  gmp_alert_respond (dialog, "start");
  spin ();
  solo = _gmp_window_get_solo (fixture->window);
  g_assert_nonnull (solo);
  g_assert_cmpuint (gmp_solo_get_pace (solo), ==, gmp_solo_pace_get_ms (GMP_SOLO_PACE_QUICK));
  pace = g_settings_get_string (settings, "computer-pace");
  g_assert_cmpstr (pace, ==, "quick");

  /* Preferences shows it; a change there reaches the game under way */
  preferences = gmp_preferences_window_new (GTK_WINDOW (fixture->window));
  gtk_window_present (GTK_WINDOW (preferences));
  spin ();
  row = ui_find_named (preferences, "pace-row");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_sensitive (row));
  g_assert_cmpint (gmp_pace_row_get_pace (row), ==, GMP_SOLO_PACE_QUICK);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), GMP_SOLO_PACE_SLOW);
  spin ();
  g_clear_pointer (&pace, g_free);
  pace = g_settings_get_string (settings, "computer-pace");
  g_assert_cmpstr (pace, ==, "slow");
  g_assert_cmpuint (gmp_solo_get_pace (solo), ==, gmp_solo_pace_get_ms (GMP_SOLO_PACE_SLOW));
  gtk_window_destroy (GTK_WINDOW (preferences));
  spin ();
}

/* We Roll in a game against the computer: chosen in the dialog (carried
 * over from the game as New does), and then the people roll and draw for
 * the computer too, told so under the title while the computer waits */
static void
test_solo_we_roll (Fixture       *fixture,
                   gconstpointer  data)
{
  GtkWidget *dialog = open_solo_dialog (fixture, GMP_SOLO_PACE_STEADY);
  GtkWidget *row = ui_find_named (gmp_alert_get_extra_child (dialog), "dice-row");
  GmpGame *game;
  GmpSolo *solo;
  GmpQuestionKind kind;
  g_autofree char *status = NULL;
  g_autofree char *waiting = NULL;

  g_assert_nonnull (row);
  /* The app rolls in the fixture's game */
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  gmp_alert_respond (dialog, "start");
  spin ();
  game = gmp_window_get_game (fixture->window);
  solo = _gmp_window_get_solo (fixture->window);
  g_assert_nonnull (solo);
  g_assert_true (gmp_game_get_players_dice (game));

  /* The cup is the table's: the computer waits for the people's draw
   * (and would not act in this test if it did not) */
  gmp_solo_set_pace (solo, 60000);
  g_assert_false (gmp_solo_get_computer_turn (solo));
  g_assert_true (gmp_solo_get_table_turn (solo, &kind));
  g_assert_cmpint (kind, ==, GMP_QUESTION_DRAW_CHIT);
  status = gmp_game_dup_status (game);
  waiting = g_strdup_printf (_("%s · The computer waits for your draw"), status);
  g_assert_cmpstr (_gmp_window_get_subtitle (fixture->window), ==, waiting);
  ui_wait_for_frames ();
  g_assert_cmpuint (gmp_session_get_n_done (gmp_game_get_session (game)), ==, 0);

  /* The app rolling, the computer draws itself: no wait is said */
  gmp_game_set_players_dice (game, FALSE);
  spin ();
  g_assert_false (gmp_solo_get_table_turn (solo, NULL));
  g_assert_true (gmp_solo_get_computer_turn (solo));
  gmp_game_set_players_dice (game, TRUE);
  spin ();

  /* Carried over to the next game against the computer */
  dialog = open_solo_dialog (fixture, GMP_SOLO_PACE_STEADY);
  row = ui_find_named (gmp_alert_get_extra_child (dialog), "dice-row");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 1);
  gmp_alert_respond (dialog, "cancel");
  spin ();
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-computer-data-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_setup (&argc, &argv);
  /* The screenshots in the language asked (LANGUAGE=pt_BR) */
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();

  g_test_add ("/ui/computer/suggest/move", Fixture, NULL,
              fixture_set_up, test_suggest_move, fixture_tear_down);
  g_test_add ("/ui/computer/suggest/edit-mode", Fixture, NULL,
              fixture_set_up, test_suggest_edit_mode, fixture_tear_down);
  g_test_add ("/ui/computer/suggest/answers", Fixture, NULL,
              fixture_set_up, test_suggest_answers, fixture_tear_down);

  g_test_add ("/ui/computer/balance/cancel", Fixture, NULL,
              fixture_set_up, test_balance_cancel, fixture_tear_down);
  g_test_add ("/ui/computer/balance/report", Fixture, NULL,
              fixture_set_up, test_balance_report, fixture_tear_down);
  g_test_add ("/ui/computer/balance/close-running", Fixture, NULL,
              fixture_set_up, test_balance_close_running, fixture_tear_down);

  g_test_add ("/ui/computer/solo/dialog", Fixture, NULL,
              fixture_set_up, test_solo_dialog, fixture_tear_down);
  g_test_add ("/ui/computer/solo/turn-and-undo", Fixture, NULL,
              fixture_set_up, test_solo_turn, fixture_tear_down);
  g_test_add ("/ui/computer/solo/pace", Fixture, NULL,
              fixture_set_up, test_solo_pace, fixture_tear_down);
  g_test_add ("/ui/computer/solo/pace-setting", Fixture, NULL,
              fixture_set_up, test_solo_pace_setting, fixture_tear_down);
  g_test_add ("/ui/computer/solo/we-roll", Fixture, NULL,
              fixture_set_up, test_solo_we_roll, fixture_tear_down);
  g_test_add ("/ui/computer/solo/reopen", Fixture, NULL,
              fixture_set_up, test_solo_reopen, fixture_tear_down);

  return g_test_run ();
}
