/* test-play.c: a game played through the app's widgets, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players use their own dice and cup: they pick the chit they drew in
 * the side panel, select stacks and destinations on the map (by pointer and
 * by keyboard), resolve a combat in the side panel with the dice they rolled and
 * the allocation they chose, undo and redo, save and reopen, and get their
 * game back from the autosave.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>

#include "model/gmp-recovery.h"
#include "model/gmp-hit-picker.h"
#include "model/gmp-turn-info.h"
#include "gmp-alert.h"
#include "gmp-combat-view.h"
#include "gmp-outcome-view.h"
#include "gmp-rules-window.h"
#include "gmp-turn-panel.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  GmpGame   *game;
  GmpWindow *window;
  GmpMapView *map_view;
  char      *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;

  gmp_recovery_discard_unheld ();
  fixture->dir = g_dir_make_tmp ("gmp-test-play-XXXXXX", &error);
  g_assert_no_error (error);

  /* The players' own dice and cup (Rules note 9: the Guards stay unknown) */
  fixture->game = gmp_game_new_for_table (TRUE, dice, &error);
  g_assert_no_error (error);
  fixture->window = ui_window_show (fixture->game, TRUE, 1280, 800);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_window_close (&fixture->window, &fixture->game);
  gmp_recovery_discard_unheld ();
  g_rmdir (fixture->dir);
  g_clear_pointer (&fixture->dir, g_free);
}

static GmpGame *
game_of (Fixture *fixture)
{
  return gmp_window_get_game (fixture->window);
}

static GmpQuestion *
question_of (Fixture *fixture)
{
  return gmp_session_get_question (gmp_game_get_session (game_of (fixture)));
}

static int
city_id (Fixture    *fixture,
         const char *id)
{
  int city = gmp_board_find_city (gmp_game_get_board (game_of (fixture)), id);

  g_assert_cmpint (city, >=, 0);
  return city;
}

/* Clicks the button labelled `label` inside widget, as the player would */
static void
click_button (GtkWidget  *widget,
              const char *label)
{
  GtkButton *button = ui_find_button (widget, label);

  if (button == NULL)
    g_error ("No button “%s”", label);
  g_signal_emit_by_name (button, "clicked");
  spin ();
}

/* The button of unit in the Hit allocation (Rules note 12), or NULL */
static GtkWidget *
find_hit_unit (GtkWidget *widget,
               guint      unit)
{
  gpointer data = g_object_get_data (G_OBJECT (widget), "gmp-unit");

  /* The box keeps the unit's id plus one */
  if (GTK_IS_BUTTON (widget) && GPOINTER_TO_UINT (data) == unit + 1)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_hit_unit (child, unit);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Clicks a unit to give it a Hit, as the player would */
static void
click_hit_unit (GtkWidget *widget,
                guint      unit)
{
  GtkWidget *button = find_hit_unit (widget, unit);

  if (button == NULL)
    g_error ("No Hit button for unit #%u", unit);
  g_signal_emit_by_name (button, "clicked");
  spin ();
}

static GmpQuestionBox *
panel_question (Fixture *fixture)
{
  GmpTurnPanel *panel = NULL;

  for (GtkWidget *w = GTK_WIDGET (fixture->map_view); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_PANED (w))
      {
        GtkWidget *scroller = gtk_paned_get_end_child (GTK_PANED (w));

        for (GtkWidget *c = scroller; c != NULL; c = gtk_widget_get_first_child (c))
          if (GMP_IS_TURN_PANEL (c))
            panel = GMP_TURN_PANEL (c);
      }
  g_assert_nonnull (panel);
  return gmp_turn_panel_get_question_box (panel);
}

/* The players drew this chit from their cup: its button in the panel (Rules note 1) */
static void
draw_chit (Fixture    *fixture,
           const char *id)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int chit = gmp_board_find_chit (board, id);

  g_assert_cmpint (chit, >=, 0);
  click_button (GTK_WIDGET (panel_question (fixture)), board->chits[chit].name);
  g_assert_cmpint (gmp_game_get_state (game_of (fixture))->chits[chit].place, !=, GMP_CHIT_IN_CUP);
}

static void
click_city (Fixture *fixture,
            int      city)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
  double x, y;

  gmp_viewport_map_to_widget (viewport, board->cities[city].x, board->cities[city].y, &x, &y);
  gmp_map_view_click_at (fixture->map_view, x, y);
  spin ();
}

static guint
count_units_in (Fixture *fixture,
                int      city,
                GmpSide  side)
{
  guint ids[64];

  return gmp_state_units_in_city (gmp_game_get_state (game_of (fixture)), (guint) city, side,
                                  ids, G_N_ELEMENTS (ids));
}

static void collect_labels (GtkWidget *widget,
                            GString   *text);

/* Rules notes 4, 7: select a stack, its formation's units picked, legal
 * destinations lit with their cost; click one to move there */
static void
test_move_by_click (Fixture       *fixture,
                    gconstpointer  data)
{
  int msp = city_id (fixture, "MSP");
  int dsm = city_id (fixture, "DSM");
  int chi = city_id (fixture, "CHI");
  const GmpMoveOptions *moves;
  const GmpMoveTarget *target;
  const guint *picked;
  guint n_picked, before;
  g_autofree char *tooltip = NULL;
  g_autoptr(GmpQuestion) question = NULL;

  draw_chit (fixture, "swarm-1");
  question = question_of (fixture);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_MOVEMENT);
  /* The panel says how the app moves units; the core's question does not */
  {
    g_autoptr(GString) text = g_string_new (NULL);

    collect_labels (GTK_WIDGET (panel_question (fixture)), text);
    g_assert_nonnull (strstr (text->str, "on the map"));
    g_assert_null (strstr (text->str, "ginormopod-cli"));
  }

  click_city (fixture, msp);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, msp);
  picked = gmp_map_view_get_picked_units (fixture->map_view, &n_picked);
  before = count_units_in (fixture, msp, GMP_SIDE_SWARM);
  g_assert_cmpuint (n_picked, ==, before);
  g_assert_cmpuint (n_picked, >, 1);

  moves = gmp_map_view_get_move_options (fixture->map_view);
  g_assert_nonnull (moves);
  target = gmp_move_options_find (moves, (guint) dsm);
  g_assert_nonnull (target);
  g_assert_cmpuint (target->cost, ==, 1);

  /* Chicago's Fort: the move ends there and the battle's odds show on hover (Rules note 24) */
  tooltip = gmp_map_view_dup_city_tooltip (fixture->map_view, (guint) chi);
  g_assert_nonnull (strstr (tooltip, "MP to move here"));
  g_assert_nonnull (strstr (tooltip, "Battle:"));

  /* One unit stays behind */
  gmp_map_view_set_unit_picked (fixture->map_view, picked[0], FALSE);
  gmp_map_view_get_picked_units (fixture->map_view, &n_picked);
  g_assert_cmpuint (n_picked, ==, before - 1);

  click_city (fixture, dsm);
  g_assert_cmpuint (count_units_in (fixture, dsm, GMP_SIDE_SWARM), ==, before - 1);
  g_assert_cmpuint (count_units_in (fixture, msp, GMP_SIDE_SWARM), ==, 1);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, dsm);
  g_assert_true (gmp_game_get_modified (game_of (fixture)));
}

static GtkGesture *
map_drag_gesture (Fixture *fixture)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (fixture->map_view));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_DRAG (controller))
        return GTK_GESTURE (controller);
    }
  g_error ("The map has no drag gesture");
  return NULL;
}

/* A drag on the map from one widget point to another, through the map's own gesture */
static void
drag_on_map (Fixture *fixture,
             double   from_x,
             double   from_y,
             double   to_x,
             double   to_y)
{
  GtkGesture *drag = map_drag_gesture (fixture);

  g_signal_emit_by_name (drag, "drag-begin", from_x, from_y);
  g_signal_emit_by_name (drag, "drag-update", (to_x - from_x) / 2, (to_y - from_y) / 2);
  g_signal_emit_by_name (drag, "drag-update", to_x - from_x, to_y - from_y);
  g_signal_emit_by_name (drag, "drag-end", to_x - from_x, to_y - from_y);
  spin ();
}

static void
drag_city_to_city (Fixture *fixture,
                   int      from,
                   int      to)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
  double x0, y0, x1, y1;

  gmp_viewport_map_to_widget (viewport, board->cities[from].x, board->cities[from].y, &x0, &y0);
  gmp_viewport_map_to_widget (viewport, board->cities[to].x, board->cities[to].y, &x1, &y1);
  drag_on_map (fixture, x0, y0, x1, y1);
}

/* Rules notes 4, 7: a stack dragged onto a legal destination moves there,
 * all its formation's units or the group picked; a drop on a city it cannot
 * reach moves nothing; a drag from the bare map pans it */
static void
test_move_by_drag (Fixture       *fixture,
                   gconstpointer  data)
{
  int msp = city_id (fixture, "MSP");
  int dsm = city_id (fixture, "DSM");
  int oma = city_id (fixture, "OMA");
  int nyc = city_id (fixture, "NYC");
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
  g_autoptr(GmpState) before_drop = NULL;
  const guint *picked;
  guint n_picked, before;
  double cx, cy, cx2, cy2;

  draw_chit (fixture, "swarm-1");
  before = count_units_in (fixture, msp, GMP_SIDE_SWARM);
  g_assert_cmpuint (before, >, 2);

  /* A drop far beyond the units' reach moves nothing */
  before_drop = gmp_state_copy (gmp_game_get_state (game_of (fixture)));
  drag_city_to_city (fixture, msp, nyc);
  g_assert_true (gmp_state_equal (before_drop, gmp_game_get_state (game_of (fixture))));
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, msp);

  /* A group: one unit left out in the selected stack, the others dragged */
  picked = gmp_map_view_get_picked_units (fixture->map_view, &n_picked);
  g_assert_cmpuint (n_picked, ==, before);
  gmp_map_view_set_unit_picked (fixture->map_view, picked[0], FALSE);
  drag_city_to_city (fixture, msp, dsm);
  g_assert_cmpuint (count_units_in (fixture, dsm, GMP_SIDE_SWARM), ==, before - 1);
  g_assert_cmpuint (count_units_in (fixture, msp, GMP_SIDE_SWARM), ==, 1);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, dsm);

  /* An unselected stack dragged: the one unit left behind goes too */
  drag_city_to_city (fixture, msp, oma);
  g_assert_cmpuint (count_units_in (fixture, msp, GMP_SIDE_SWARM), ==, 0);
  g_assert_cmpuint (count_units_in (fixture, oma, GMP_SIDE_SWARM), >=, 1);

  /* From a corner of the map (no city there) the drag pans */
  gmp_viewport_get_center (viewport, &cx, &cy);
  g_assert_cmpint (gmp_map_view_select_at (fixture->map_view, 2, 2), ==, GMP_NONE);
  drag_on_map (fixture, 2, 2, 60, 40);
  gmp_viewport_get_center (viewport, &cx2, &cy2);
  g_assert_true (cx2 != cx || cy2 != cy);
}

/* The arrow keys move a focus between cities; Enter selects, then moves */
static void
test_move_by_keyboard (Fixture       *fixture,
                       gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int oma = city_id (fixture, "OMA");
  const GmpMoveOptions *moves;
  guint before, destination;
  int focus;

  draw_chit (fixture, "swarm-1");

  gmp_map_view_set_focus_city (fixture->map_view, oma);
  /* Right: a city further east */
  gmp_map_view_move_focus (fixture->map_view, 1, 0);
  focus = gmp_map_view_get_focus_city (fixture->map_view);
  g_assert_cmpint (focus, !=, oma);
  g_assert_cmpfloat (board->cities[focus].x, >, board->cities[oma].x);
  /* Left comes back west */
  gmp_map_view_move_focus (fixture->map_view, -1, 0);
  g_assert_cmpfloat (board->cities[gmp_map_view_get_focus_city (fixture->map_view)].x, <,
                     board->cities[focus].x);

  /* Enter on Omaha selects its stack */
  gmp_map_view_set_focus_city (fixture->map_view, oma);
  gmp_map_view_activate_focus (fixture->map_view);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, oma);
  moves = gmp_map_view_get_move_options (fixture->map_view);
  g_assert_nonnull (moves);
  g_assert_cmpuint (moves->n_targets, >, 0);
  destination = moves->targets[0].city;
  before = count_units_in (fixture, oma, GMP_SIDE_SWARM);

  /* Enter on a lit destination moves the stack there */
  gmp_map_view_set_focus_city (fixture->map_view, (int) destination);
  gmp_map_view_activate_focus (fixture->map_view);
  g_assert_cmpuint (count_units_in (fixture, oma, GMP_SIDE_SWARM), ==, 0);
  g_assert_cmpuint (count_units_in (fixture, (int) destination, GMP_SIDE_SWARM), >=, before);
}

static GmpTurnPanel *turn_panel (Fixture *fixture);

/* The side panel's view of the combat under way, or NULL when none is:
 * the combat is answered in the panel, never in a dialog (issue 16) */
static GmpCombatView *
find_combat_view (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GmpCombatView *view = gmp_turn_panel_get_combat_view (turn_panel (fixture));

  /* No window of the app's but the game window (and a rules window) */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      g_assert_false (gtk_window_get_modal (GTK_WINDOW (window))
                      && gtk_widget_get_visible (GTK_WIDGET (window)));
    }
  return gtk_widget_get_visible (GTK_WIDGET (view)) ? view : NULL;
}

static char *
repeat_die (guint n,
            char  face)
{
  char *text = g_malloc (n + 1);

  memset (text, face, n);
  text[n] = '\0';
  return text;
}

/* Swarm 1 drawn, its Minneapolis stack moved into Chicago, its movement
 * ended, and the combat there chosen: the way most tests reach a combat */
static void
swarm_1_into_chicago (Fixture *fixture)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int chi = city_id (fixture, "CHI");

  gmp_question_box_answer (panel_question (fixture), gmp_board_find_chit (board, "swarm-1"));
  click_city (fixture, city_id (fixture, "MSP"));
  click_city (fixture, chi);
  gmp_question_box_answer (panel_question (fixture), GMP_ANSWER_DONE);
  spin ();
  click_city (fixture, chi);
}

/* Answers one combat question in the panel; returns the allocation chosen, or -1 */
static int
answer_in_panel (Fixture *fixture)
{
  GmpQuestionBox *box = panel_question (fixture);
  g_autoptr(GmpQuestion) question = question_of (fixture);
  const GmpState *state = gmp_game_get_state (game_of (fixture));

  switch (question->kind)
    {
    case GMP_QUESTION_COMBAT_DICE:
      {
        /* Rules note 27: the dice the players rolled, in counter order */
        g_autofree char *dice = repeat_die (gmp_turn_info_dice_needed (state, question), '5');

        gmp_question_box_set_dice_text (box, dice);
        g_assert_true (gmp_question_box_apply_dice (box));
        return -1;
      }
    case GMP_QUESTION_ALLOCATION:
      {
        /* Rules note 12: the default keeps the most units; the players pick another */
        int chosen = g_array_index (question->answers, int, question->answers->len - 1);
        g_autoptr(GmpHitPicker) wanted = gmp_hit_picker_new (state, question);

        g_assert_cmpint (gmp_question_box_get_allocation (box), ==, question->suggested);
        /* The players clear the Hits and click the units of another allocation */
        g_assert_true (gmp_hit_picker_set_allocation (wanted, chosen));
        click_button (GTK_WIDGET (box), "_Clear the Hits");
        g_assert_cmpint (gmp_question_box_get_allocation (box), ==, GMP_NONE);
        for (guint i = 0; i < gmp_hit_picker_get_n_units (wanted); i++)
          for (guint h = 0; h < gmp_hit_picker_get_hits (wanted, i); h++)
            click_hit_unit (GTK_WIDGET (box), gmp_hit_picker_get_unit (wanted, i));
        g_assert_cmpint (gmp_question_box_get_allocation (box), ==, chosen);
        click_button (GTK_WIDGET (box), "_Take These Hits");
        return chosen;
      }
    default:
      {
        int answer = gmp_question_allows (question, GMP_ANSWER_PASS)
                     ? GMP_ANSWER_PASS : g_array_index (question->answers, int, 0);
        g_autofree char *label = gmp_turn_info_answer_label (state, question, answer);

        click_button (GTK_WIDGET (box), label);
        return -1;
      }
    }
}

/* Every label's text under widget, one a line */
static void
collect_labels (GtkWidget *widget,
                GString   *text)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget))
    g_string_append_printf (text, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, text);
}

/* Rules notes 18, 24: as a Fort's formation activates, the combat dialog
 * compares the Fort's options with their exact odds, and answers */
static void
test_fort_options (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *sortie = NULL;
  g_autofree char *pass = NULL;
  GmpCombatView *view;
  const GmpState *state;

  draw_chit (fixture, "human-a");
  question = question_of (fixture);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_FORT_OPTION);
  view = find_combat_view (fixture);
  g_assert_nonnull (view);
  g_assert_nonnull (strstr (gmp_combat_view_get_title (view), "Fort"));
  g_assert_nonnull (strstr (gmp_combat_view_get_title (view), "Chicago"));

  state = gmp_game_get_state (game_of (fixture));
  sortie = gmp_turn_info_answer_label (state, question,
                                       GMP_ANSWER_SORTIE (city_id (fixture, "MSP")));
  collect_labels (GTK_WIDGET (view), text);
  g_assert_nonnull (strstr (text->str, sortie));
  g_assert_nonnull (strstr (text->str, "Without FX"));
  g_assert_nonnull (strstr (text->str, "the Swarm Retreats"));

  pass = gmp_turn_info_answer_label (state, question, GMP_ANSWER_PASS);
  click_button (GTK_WIDGET (panel_question (fixture)), pass);
  g_assert_null (find_combat_view (fixture));
  gmp_question_free (g_steal_pointer (&question));
  question = question_of (fixture);
  g_assert_cmpint (question->kind, !=, GMP_QUESTION_FORT_OPTION);
}

/* The visible label under widget whose markup links to the rules note */
static GtkLabel *
find_note_link (GtkWidget *widget,
                guint      note)
{
  g_autofree char *href = g_strdup_printf ("href=\"rules-note:%u\"", note);

  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && strstr (gtk_label_get_label (GTK_LABEL (widget)), href) != NULL)
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_note_link (child, note);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static GmpRulesWindow *
find_rules_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (GMP_IS_RULES_WINDOW (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GMP_RULES_WINDOW (window);
    }
  return NULL;
}

/* Clicks the label's link to the note, as the player would */
static void
activate_note_link (GtkLabel *label,
                    guint     note)
{
  g_autofree char *uri = g_strdup_printf ("rules-note:%u", note);
  gboolean handled = FALSE;

  g_signal_emit_by_name (label, "activate-link", uri, &handled);
  g_assert_true (handled);
  spin ();
}

/* Issue 12, Rules notes 18 and 24: in the combat's view in the panel each
 * ruling's note ("Rules note 18", "Rules notes 18, 24") is a link that
 * opens the rules window at that note, over the main window */
static void
test_combat_view_note_links (Fixture       *fixture,
                             gconstpointer  data)
{
  const guint notes[] = { 18, 24 };
  GmpCombatView *view;
  GtkLabel *question_label;

  draw_chit (fixture, "human-a");
  view = find_combat_view (fixture);
  g_assert_nonnull (view);
  g_assert_null (find_rules_window ());

  /* The question cites note 18 as a whole */
  question_label = find_note_link (GTK_WIDGET (panel_question (fixture)), 18);
  g_assert_nonnull (question_label);
  g_assert_nonnull (strstr (gtk_label_get_label (question_label),
                            "<a href=\"rules-note:18\">Rules note 18</a>"));

  for (guint i = 0; i < G_N_ELEMENTS (notes); i++)
    {
      GtkLabel *link = find_note_link (GTK_WIDGET (view), notes[i]);
      GmpRulesWindow *rules;

      g_assert_nonnull (link);
      activate_note_link (link, notes[i]);
      rules = find_rules_window ();
      g_assert_nonnull (rules);
      g_assert_true (gtk_widget_has_css_class (gmp_rules_window_get_note_row (rules, notes[i]),
                                               "current-note"));
      g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (rules))
                     == GTK_WINDOW (fixture->window));
    }
  gtk_window_destroy (GTK_WINDOW (find_rules_window ()));
  spin ();
  g_assert_nonnull (find_combat_view (fixture));
}

static GtkWidget *find_message_dialog (GtkWindow  *parent,
                                              const char *heading);

/* The dice the Guard table takes from values, rolls again included (Rules note 3) */
static char *
setup_dice_text (const guint8 *values,
                 gsize         n_values)
{
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, NULL);
  g_autoptr(GmpSession) probe = gmp_session_new_game (board, gmp_dice_new_scripted (values, n_values),
                                                      GMP_SETUP_GUARDS_UNKNOWN, NULL);
  gsize needed = n_values - gmp_dice_remaining (gmp_session_get_dice (probe));
  GString *text = g_string_new (NULL);

  for (gsize i = 0; i < needed; i++)
    g_string_append_printf (text, "%u ", values[i]);
  return g_string_free (text, FALSE);
}

/* Rules note 3: a new game with the players' dice asks for the National
 * Guard table's rolls; a short entry is asked again */
static void
test_new_game_setup_dice (Fixture       *fixture,
                          gconstpointer  data)
{
  GmpGame *old = game_of (fixture);
  g_autofree char *dice = NULL;
  guint8 values[64];
  GtkWidget *dialog;

  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = (guint8) (1 + (i * 5 + i / 3) % 6);
  dice = setup_dice_text (values, G_N_ELEMENTS (values));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-game", NULL));
  spin ();
  dialog = find_message_dialog (GTK_WINDOW (fixture->window), "The National Guard Setup");
  g_assert_nonnull (dialog);
  gtk_editable_set_text (GTK_EDITABLE (gmp_alert_get_extra_child (dialog)), "3 4");
  click_button (GTK_WIDGET (dialog), "_Set Up With Our Dice");
  g_assert_true (game_of (fixture) == old);

  /* Asked again with what was typed */
  dialog = find_message_dialog (GTK_WINDOW (fixture->window), "The National Guard Setup");
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (gmp_alert_get_extra_child (dialog))),
                   ==, "3 4");
  gtk_editable_set_text (GTK_EDITABLE (gmp_alert_get_extra_child (dialog)), dice);
  click_button (GTK_WIDGET (dialog), "_Set Up With Our Dice");
  g_assert_true (game_of (fixture) != old);
  g_assert_true (gmp_game_get_players_dice (game_of (fixture)));
  g_assert_null (find_message_dialog (GTK_WINDOW (fixture->window), "The National Guard Setup"));
}

/* Rules notes 4, 12, 17, 27: a combat resolved in the panel with entered
 * dice and a chosen allocation; then undo and redo take it back and again */
static void
test_combat (Fixture       *fixture,
             gconstpointer  data)
{
  int msp = city_id (fixture, "MSP");
  int chi = city_id (fixture, "CHI");
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpState) before_dice = NULL;
  g_autoptr(GmpState) after = NULL;
  GmpCombatView *view;
  const GmpLog *log;
  int chosen = -1;
  gboolean allocation_logged = FALSE;

  draw_chit (fixture, "swarm-1");
  click_city (fixture, msp);
  click_city (fixture, chi);
  g_assert_cmpuint (count_units_in (fixture, chi, GMP_SIDE_SWARM), >, 0);
  click_button (GTK_WIDGET (panel_question (fixture)), "Done Moving");

  /* The combat is marked on the map: clicking it chooses it; the panel shows it */
  question = question_of (fixture);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_COMBAT);
  click_city (fixture, chi);
  view = find_combat_view (fixture);
  g_assert_nonnull (view);
  g_assert_nonnull (strstr (gmp_combat_view_get_title (view), "Chicago"));

  for (guint steps = 0; find_combat_view (fixture) != NULL; steps++)
    {
      int allocation;

      g_assert_cmpuint (steps, <, 64);
      g_clear_pointer (&question, gmp_question_free);
      question = question_of (fixture);
      if (!gmp_turn_info_is_combat_question (question->kind))
        break;
      if (question->kind == GMP_QUESTION_COMBAT_DICE)
        before_dice = gmp_state_copy (gmp_game_get_state (game_of (fixture)));
      allocation = answer_in_panel (fixture);
      if (allocation >= 0)
        chosen = allocation;
    }
  g_assert_null (find_combat_view (fixture));
  g_assert_nonnull (before_dice);

  /* The log keeps the allocation the players chose */
  log = gmp_session_get_log (gmp_game_get_session (game_of (fixture)));
  for (guint i = 0; i < gmp_log_get_n_entries (log); i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);

      if (entry->kind == GMP_LOG_ALLOCATION && entry->params[2] == chosen)
        allocation_logged = TRUE;
    }
  g_assert_cmpint (chosen, >=, 0);
  g_assert_true (allocation_logged);

  /* Undo back to before the dice, then redo to where the combat ended */
  after = gmp_state_copy (gmp_game_get_state (game_of (fixture)));
  while (!gmp_state_equal (gmp_game_get_state (game_of (fixture)), before_dice))
    {
      g_assert_true (gmp_game_can_undo (game_of (fixture)));
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
      spin ();
    }
  while (gmp_game_can_redo (game_of (fixture)))
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.redo", NULL));
      spin ();
    }
  g_assert_true (gmp_state_equal (gmp_game_get_state (game_of (fixture)), after));
  /* The redone combat is over: the panel shows none */
  g_assert_null (find_combat_view (fixture));
}

/* Undo and redo of every action, dice included, through the header's actions */
static void
test_undo_redo (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpState) start = gmp_state_copy (gmp_game_get_state (fixture->game));
  g_autoptr(GmpState) drawn = NULL;
  g_autoptr(GmpState) moved = NULL;
  GtkWidget *window = GTK_WIDGET (fixture->window);

  g_assert_false (gmp_game_can_undo (fixture->game));
  draw_chit (fixture, "swarm-2");
  drawn = gmp_state_copy (gmp_game_get_state (fixture->game));
  click_city (fixture, city_id (fixture, "MKC"));
  click_city (fixture, city_id (fixture, "ICT"));
  moved = gmp_state_copy (gmp_game_get_state (fixture->game));
  g_assert_false (gmp_state_equal (moved, drawn));

  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_true (gmp_state_equal (gmp_game_get_state (fixture->game), drawn));
  g_assert_true (gtk_widget_activate_action (window, "win.undo", NULL));
  g_assert_true (gmp_state_equal (gmp_game_get_state (fixture->game), start));
  g_assert_false (gmp_game_can_undo (fixture->game));
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_true (gtk_widget_activate_action (window, "win.redo", NULL));
  g_assert_true (gmp_state_equal (gmp_game_get_state (fixture->game), moved));
  g_assert_false (gmp_game_can_redo (fixture->game));
}

static GBytes *
read_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (contents, length);
}

/* Save, reopen and save again: the same bytes, history included */
static void
test_save_reopen (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *first = g_build_filename (fixture->dir, "first.gmpscenario", NULL);
  g_autofree char *second = g_build_filename (fixture->dir, "second.gmpscenario", NULL);
  g_autoptr(GFile) first_file = g_file_new_for_path (first);
  g_autoptr(GFile) second_file = g_file_new_for_path (second);
  g_autoptr(GBytes) first_bytes = NULL;
  g_autoptr(GBytes) second_bytes = NULL;
  g_autoptr(GmpState) state = NULL;

  draw_chit (fixture, "swarm-1");
  click_city (fixture, city_id (fixture, "MSP"));
  click_city (fixture, city_id (fixture, "DSM"));
  state = gmp_state_copy (gmp_game_get_state (fixture->game));

  g_assert_true (gmp_game_get_modified (fixture->game));
  /* The title marks unsaved changes */
  g_assert_cmpstr (_gmp_window_get_shown_title (fixture->window), ==, "• New Game");
  g_assert_true (gmp_window_save_to (fixture->window, first_file));
  g_assert_false (gmp_game_get_modified (fixture->game));
  g_assert_cmpstr (_gmp_window_get_shown_title (fixture->window), ==, "first");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "first");

  g_assert_true (gmp_window_open_file (fixture->window, first_file));
  g_assert_true (game_of (fixture) != fixture->game);
  g_assert_true (gmp_state_equal (gmp_game_get_state (game_of (fixture)), state));
  g_assert_true (gmp_game_get_players_dice (game_of (fixture)));
  g_assert_true (gmp_window_save_to (fixture->window, second_file));

  first_bytes = read_bytes (first);
  second_bytes = read_bytes (second);
  g_assert_true (g_bytes_equal (first_bytes, second_bytes));

  g_unlink (first);
  g_unlink (second);
}

static GtkWidget *
find_message_dialog (GtkWindow  *parent,
                     const char *heading)
{
  g_autoptr(GList) shown = gmp_alert_list_shown (parent);

  for (GList *l = shown; l != NULL; l = l->next)
    if (g_strcmp0 (gmp_alert_get_heading (l->data), heading) == 0)
      return l->data;
  return NULL;
}

/* After every action the game is in its autosave (coming back after a kill
 * is tests/test-autosave-kill.c's); closing with its changes discarded on
 * purpose removes it */
static void
test_autosave_restore (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GmpGame) kept = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  GtkWidget *dialog;

  g_assert_null (gmp_recovery_get_path (fixture->game));
  draw_chit (fixture, "swarm-3");
  click_city (fixture, city_id (fixture, "DAL"));
  click_city (fixture, city_id (fixture, "SHV"));
  state = gmp_state_copy (gmp_game_get_state (fixture->game));
  path = g_strdup (gmp_recovery_get_path (fixture->game));
  g_assert_nonnull (path);
  file = g_file_new_for_path (path);
  kept = gmp_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (gmp_game_get_state (kept), state));

  /* Closing with unsaved changes asks; discarding closes and removes the autosave */
  gtk_window_close (GTK_WINDOW (fixture->window));
  spin ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  dialog = find_message_dialog (GTK_WINDOW (fixture->window), "Save Changes?");
  g_assert_nonnull (dialog);
  gmp_alert_respond (dialog, "discard");
  spin ();
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Rules note 9: a Swarm unit entering a city with a face-down Guard flips
 * it; the players say what it shows when it is flipped, not before */
static void
test_guard_reveal (Fixture       *fixture,
                   gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (fixture->game);
  int dsm = city_id (fixture, "DSM");
  g_autoptr(GmpAction) place = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GError) error = NULL;

  /* The referee puts a face-down Guard in Des Moines */
  place->type = (int) board->guard_type;
  place->city = dsm;
  place->value = GMP_GUARD_UNKNOWN;
  g_assert_true (gmp_game_apply (fixture->game, place, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_units_in (fixture, dsm, GMP_SIDE_HUMANS), ==, 1);

  draw_chit (fixture, "swarm-1");
  click_city (fixture, city_id (fixture, "MSP"));
  click_city (fixture, dsm);
  question = question_of (fixture);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_GUARD_VALUE);

  /* Blank: the Guard leaves the game */
  click_button (GTK_WIDGET (panel_question (fixture)), "Blank");
  g_assert_cmpuint (count_units_in (fixture, dsm, GMP_SIDE_HUMANS), ==, 0);
  g_assert_cmpuint (count_units_in (fixture, dsm, GMP_SIDE_SWARM), >, 0);
}

/* The referee's override: pick units and put them anywhere, as edits */
static void
test_edit_mode (Fixture       *fixture,
                gconstpointer  data)
{
  int msp = city_id (fixture, "MSP");
  /* Wichita: empty, west of the fence (an ant in Boston would break rules
   * note 10, and such a game could not be saved) */
  int ict = city_id (fixture, "ICT");
  guint n_picked, before = count_units_in (fixture, msp, GMP_SIDE_SWARM);
  const GmpAction *last;
  GmpSession *session = gmp_game_get_session (fixture->game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  g_assert_true (gmp_map_view_get_edit_mode (fixture->map_view));
  click_city (fixture, msp);
  gmp_map_view_get_picked_units (fixture->map_view, &n_picked);
  g_assert_cmpuint (n_picked, ==, before);
  /* In the editor a click on another city selects it; a drag moves */
  click_city (fixture, ict);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, ict);
  g_assert_cmpuint (count_units_in (fixture, ict, GMP_SIDE_SWARM), ==, 0);
  drag_city_to_city (fixture, msp, ict);
  g_assert_cmpuint (count_units_in (fixture, ict, GMP_SIDE_SWARM), ==, before);
  last = gmp_session_get_action (session, gmp_session_get_n_done (session) - 1);
  g_assert_cmpint (last->kind, ==, GMP_ACTION_SET_UNIT);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  g_assert_false (gmp_map_view_get_edit_mode (fixture->map_view));
}

/* Screenshots (docs/screenshots/, build-aux/screenshots): each case brings
 * the window to what its picture shows and checks it is so; the picture is
 * written to $GMP_SCREENSHOT_DIR/NAME-LANG.png only when that is set, LANG
 * from $LANGUAGE ("en" when unset) */
static void
save_screenshot (Fixture    *fixture,
                 GtkWindow  *over,
                 const char *name)
{
  g_autofree char *path = ui_screenshot_path (name);

  ui_save_windows_png (GTK_WINDOW (fixture->window), over, path);
}

static GmpTurnPanel *
turn_panel (Fixture *fixture)
{
  return GMP_TURN_PANEL (gtk_widget_get_ancestor (GTK_WIDGET (panel_question (fixture)),
                                                  GMP_TYPE_TURN_PANEL));
}

/* The entries the side panel's log lists */
static guint
n_log_rows (Fixture *fixture)
{
  return g_list_model_get_n_items (gmp_log_view_get_model (gmp_turn_panel_get_log_view (
                                     turn_panel (fixture))));
}

static GtkWidget *
find_css_class (GtkWidget  *widget,
                const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class) && gtk_widget_get_visible (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_css_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An icon button, found by its tooltip */
static gboolean
is_button_with_tooltip (GtkWidget     *widget,
                        gconstpointer  tooltip)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_widget_get_tooltip_text (widget), tooltip) == 0;
}

static gboolean
is_spin_button (GtkWidget     *widget,
                gconstpointer  data)
{
  return GTK_IS_SPIN_BUTTON (widget);
}

static GtkWidget *
find_tooltip_button (GtkWidget  *widget,
                     const char *tooltip)
{
  return ui_find_widget (widget, is_button_with_tooltip, tooltip);
}

static guint
count_reduced_in (Fixture *fixture,
                  int      city)
{
  const GmpState *state = gmp_game_get_state (fixture->game);
  guint n = 0;

  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      n += unit->place == GMP_PLACE_MAP && unit->city == city && unit->reduced;
    }
  return n;
}

/* The referee's tools beside the stack in Editor mode (gmp-referee-tools.c):
 * each button is an edit the history keeps */
static void
test_referee_tools (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkWidget *panel = GTK_WIDGET (turn_panel (fixture));
  int msp = city_id (fixture, "MSP");
  int chi = city_id (fixture, "CHI");
  guint units = count_units_in (fixture, msp, GMP_SIDE_SWARM);
  guint reduced = count_reduced_in (fixture, msp);
  const GmpState *state;
  int fort;
  GtkWidget *spin;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  click_city (fixture, msp);
  g_assert_nonnull (find_tooltip_button (panel, _("Flip")));
  g_signal_emit_by_name (find_tooltip_button (panel, _("Flip")), "clicked");
  g_assert_cmpuint (count_reduced_in (fixture, msp), ==, reduced + 1);
  g_signal_emit_by_name (find_tooltip_button (panel, _("Remove")), "clicked");
  g_assert_cmpuint (count_units_in (fixture, msp, GMP_SIDE_SWARM), ==, units - 1);
  g_signal_emit_by_name (ui_find_button (panel, _("_Add")), "clicked");
  g_assert_cmpuint (count_units_in (fixture, msp, GMP_SIDE_SWARM)
                    + count_units_in (fixture, msp, GMP_SIDE_HUMANS), ==, units);

  click_city (fixture, chi);
  state = gmp_game_get_state (fixture->game);
  fort = gmp_board_fort_at (state->board, (guint) chi);
  g_assert_cmpint (fort, >=, 0);
  spin = ui_find_widget (panel, is_spin_button, NULL);
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), state->fort_strength[fort] - 1);
  state = gmp_game_get_state (fixture->game);
  g_assert_cmpuint (state->fort_strength[fort], ==, state->board->forts[fort].strength - 1);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
}

/* Scrolls the side panel down to its log, newest entry under its heading */
static void
scroll_to_log (Fixture *fixture)
{
  GtkWidget *panel = GTK_WIDGET (turn_panel (fixture));
  /* The sections scroll under the pinned outcome, inside the panel */
  GtkWidget *scrolled = find_css_class (panel, "turn-panel-scroller");
  GtkAdjustment *adjustment;
  GtkWidget *row;
  double x, y;

  ui_wait_for_frames ();
  row = find_css_class (panel, "log-entry");
  g_assert_nonnull (row);
  g_assert_nonnull (scrolled);
  g_assert_true (gtk_widget_translate_coordinates (row, gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scrolled)),
                                                   0, 0, &x, &y));
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  /* Room for the log's heading above the newest entry */
  gtk_adjustment_set_value (adjustment, y - 48);
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  spin ();
}

/* The map closer (the whole board is small at 1280×800), centred (dx, dy)
 * widget pixels away from the city, so that no bare margin shows */
static void
zoom_on (Fixture *fixture,
         int      city,
         double   zoom,
         double   dx,
         double   dy)
{
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
  const GmpCity *c = &gmp_game_get_board (game_of (fixture))->cities[city];
  double scale;

  gmp_viewport_set_zoom (viewport, zoom);
  scale = gmp_viewport_get_scale (viewport);
  g_assert_cmpfloat (scale, >, 0);
  gmp_viewport_set_center (viewport, c->x + dx / scale, c->y + dy / scale);
  spin ();
}

/* A chit to draw: the panel asks for it and shows the cup's chits as buttons */
static void
test_screenshot_draw (Fixture       *fixture,
                      gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  const GmpState *state = gmp_game_get_state (game_of (fixture));
  g_autoptr(GmpQuestion) question = NULL;
  guint in_cup = 0;

  /* One turn played: the log has rows under the question */
  gmp_question_box_answer (panel_question (fixture), gmp_board_find_chit (board, "swarm-1"));
  click_city (fixture, city_id (fixture, "MSP"));
  click_city (fixture, city_id (fixture, "DSM"));
  gmp_question_box_answer (panel_question (fixture), GMP_ANSWER_DONE);
  /* Nothing selected: the panel is the question and the cup */
  gmp_map_view_set_selected_city (fixture->map_view, GMP_NONE);
  spin ();
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, GMP_NONE);
  question = question_of (fixture);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_DRAW_CHIT);
  state = gmp_game_get_state (game_of (fixture));
  for (guint i = 0; i < board->n_chits; i++)
    if (state->chits[i].place == GMP_CHIT_IN_CUP)
      {
        in_cup++;
        g_assert_nonnull (ui_find_button (GTK_WIDGET (panel_question (fixture)), board->chits[i].name));
      }
  g_assert_cmpuint (in_cup, >, 0);
  g_assert_cmpuint (n_log_rows (fixture), >, 0);
  save_screenshot (fixture, NULL, "draw");
}

/* A stack selected, its legal destinations lit with their cost */
static void
test_screenshot_move (Fixture       *fixture,
                      gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int msp = city_id (fixture, "MSP");
  const GmpMoveOptions *moves;

  gmp_question_box_answer (panel_question (fixture), gmp_board_find_chit (board, "swarm-1"));
  zoom_on (fixture, city_id (fixture, "DSM"), 1.5, 112, 110);
  click_city (fixture, msp);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, msp);
  moves = gmp_map_view_get_move_options (fixture->map_view);
  g_assert_nonnull (moves);
  g_assert_cmpuint (moves->n_targets, >, 1);
  g_assert_nonnull (gmp_move_options_find (moves, (guint) city_id (fixture, "CHI")));
  save_screenshot (fixture, NULL, "move");
}

/* A combat under way: in the side panel, the dice being entered in their
 * counters' slots and the exact odds of every result */
static void
test_screenshot_combat (Fixture       *fixture,
                        gconstpointer  data)
{
  GmpCombatView *view;
  GmpQuestionBox *box;
  g_autofree char *dice = NULL;

  swarm_1_into_chicago (fixture);
  view = find_combat_view (fixture);
  g_assert_nonnull (view);
  box = panel_question (fixture);
  /* The questions before the dice (FX, the Fort's options): each passed */
  for (guint steps = 0; ; steps++)
    {
      g_autoptr(GmpQuestion) question = question_of (fixture);

      g_assert_cmpuint (steps, <, 16);
      g_assert_true (gmp_turn_info_is_combat_question (question->kind));
      if (question->kind == GMP_QUESTION_COMBAT_DICE)
        {
          dice = repeat_die (gmp_turn_info_dice_needed (gmp_game_get_state (game_of (fixture)),
                                                        question), '5');
          break;
        }
      g_assert_true (gmp_question_box_answer (box, gmp_question_allows (question, GMP_ANSWER_PASS)
                                                   ? GMP_ANSWER_PASS
                                                   : g_array_index (question->answers, int, 0)));
      spin ();
      g_assert_true (find_combat_view (fixture) == view);
    }
  /* The players type their roll; it is not applied yet */
  gmp_question_box_set_dice_text (box, dice);
  spin ();
  {
    g_autoptr(GmpQuestion) question = question_of (fixture);

    g_assert_cmpint (question->kind, ==, GMP_QUESTION_COMBAT_DICE);
  }
  save_screenshot (fixture, NULL, "combat");
}

/* What just happened after a draw: the chit drawn and what it does, at the
 * panel's top (issue 16) */
static void
test_screenshot_drawn (Fixture       *fixture,
                       gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  GmpOutcomeView *outcome = gmp_turn_panel_get_outcome_view (turn_panel (fixture));

  gmp_map_view_set_selected_city (fixture->map_view, GMP_NONE);
  gmp_question_box_answer (panel_question (fixture), gmp_board_find_chit (board, "swarm-1"));
  spin ();
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (outcome)));
  g_assert_nonnull (strstr (gmp_outcome_view_get_text (outcome), board->chits[gmp_board_find_chit (board, "swarm-1")].name));
  save_screenshot (fixture, NULL, "drawn");
}

/* What just happened stays in sight with the panel scrolled to its end: it
 * is pinned above the scrolled sections, inside the window (issue 16) */
static void
test_outcome_pinned (Fixture       *fixture,
                     gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  GtkWidget *panel = GTK_WIDGET (turn_panel (fixture));
  GtkWidget *outcome = GTK_WIDGET (gmp_turn_panel_get_outcome_view (turn_panel (fixture)));
  GtkWidget *scrolled = find_css_class (panel, "turn-panel-scroller");
  GtkAdjustment *adjustment;
  graphene_rect_t bounds;

  g_assert_false (gtk_widget_get_visible (outcome));
  gmp_question_box_answer (panel_question (fixture), gmp_board_find_chit (board, "swarm-1"));
  ui_wait_for_frames ();
  g_assert_true (gtk_widget_get_mapped (outcome));
  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  /* The panel is longer than the window: there is somewhere to scroll to */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adjustment), >,
                     gtk_adjustment_get_page_size (adjustment));
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_wait_for_frames ();
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  g_assert_true (gtk_widget_compute_bounds (outcome, GTK_WIDGET (fixture->window), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.size.height, >, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (fixture->window)));
  /* Not inside the scrolled part: scrolling did not move it out */
  g_assert_false (gtk_widget_is_ancestor (outcome, scrolled));
}

/* One side's Hits, then the other's, in the same city: the second is a new
 * question, and "Now" comes back into sight with it, wherever the panel
 * was scrolled (found by real play after an undo, issue 16) */
static void
test_now_in_sight_each_side (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWidget *scrolled = find_css_class (GTK_WIDGET (turn_panel (fixture)), "turn-panel-scroller");
  GtkAdjustment *adjustment;
  g_autoptr(GmpQuestion) swarm = NULL;
  g_autoptr(GmpQuestion) humans = NULL;
  guint needed;

  swarm_1_into_chicago (fixture);
  spin ();
  {
    g_autoptr(GmpQuestion) dice = question_of (fixture);

    /* Rules note 27, counter order: two Ants, the Spider, the Worm (7 dice),
     * then two Infantry, the Tank and the Fort (6): one Hit each way */
    g_assert_cmpint (dice->kind, ==, GMP_QUESTION_COMBAT_DICE);
    needed = gmp_turn_info_dice_needed (gmp_game_get_state (game_of (fixture)), dice);
    g_assert_cmpuint (needed, ==, 13);
  }
  gmp_question_box_set_dice_text (panel_question (fixture), "6111111611111");
  spin ();
  g_assert_true (gmp_question_box_apply_dice (panel_question (fixture)));
  spin ();
  swarm = question_of (fixture);
  g_assert_cmpint (swarm->kind, ==, GMP_QUESTION_ALLOCATION);
  g_assert_cmpint (swarm->side, ==, GMP_SIDE_SWARM);

  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  ui_wait_for_frames ();
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_wait_for_frames ();
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);

  g_assert_true (gmp_question_box_apply_allocation (panel_question (fixture)));
  spin ();
  humans = question_of (fixture);
  g_assert_cmpint (humans->kind, ==, GMP_QUESTION_ALLOCATION);
  g_assert_cmpint (humans->subject, ==, swarm->subject);
  g_assert_cmpint (humans->side, ==, GMP_SIDE_HUMANS);
  ui_wait_for_frames ();
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
}

/* A draw after a draw is the same question asked again: "Now" comes back
 * into sight with it too (found by real play, issue 16: the panel stayed
 * scrolled where the chit clicked had been) */
static void
test_now_in_sight_each_draw (Fixture       *fixture,
                             gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  GtkWidget *scrolled = find_css_class (GTK_WIDGET (turn_panel (fixture)), "turn-panel-scroller");
  GtkAdjustment *adjustment;

  g_assert_nonnull (scrolled);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  g_assert_true (gmp_question_box_answer (panel_question (fixture),
                                          gmp_board_find_chit (board, "wasp")));
  spin ();
  ui_wait_for_frames ();
  gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
  ui_wait_for_frames ();
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), >, 0);
  g_assert_true (gmp_question_box_answer (panel_question (fixture),
                                          gmp_board_find_chit (board, "drone")));
  spin ();
  ui_wait_for_frames ();
  {
    g_autoptr(GmpQuestion) question = question_of (fixture);

    g_assert_cmpint (question->kind, ==, GMP_QUESTION_DRAW_CHIT);
  }
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0);
}

/* What just happened after a combat: its dice, Hits, losses and retreat,
 * at the panel's top; the combat is over (issue 16) */
static void
test_screenshot_combat_over (Fixture       *fixture,
                             gconstpointer  data)
{
  GmpOutcomeView *outcome = gmp_turn_panel_get_outcome_view (turn_panel (fixture));
  gboolean told_combat = FALSE;

  swarm_1_into_chicago (fixture);
  g_assert_nonnull (find_combat_view (fixture));
  for (guint steps = 0; find_combat_view (fixture) != NULL; steps++)
    {
      g_autoptr(GmpQuestion) question = question_of (fixture);

      g_assert_cmpuint (steps, <, 32);
      if (!gmp_turn_info_is_combat_question (question->kind))
        break;
      if (question->kind == GMP_QUESTION_COMBAT_DICE)
        {
          /* The players' roll, typed as read aloud */
          static const char roll[] = "6526143562514632652614356251463265261435";
          guint needed = gmp_turn_info_dice_needed (gmp_game_get_state (game_of (fixture)), question);
          g_autofree char *dice = g_strndup (roll, needed);

          g_assert_cmpuint (needed, <=, strlen (roll));
          gmp_question_box_set_dice_text (panel_question (fixture), dice);
          spin ();
          g_assert_true (gmp_question_box_apply_dice (panel_question (fixture)));
          spin ();
          continue;
        }
      if (question->kind == GMP_QUESTION_ALLOCATION)
        {
          g_assert_true (gmp_question_box_apply_allocation (panel_question (fixture)));
          spin ();
          continue;
        }
      g_assert_true (gmp_question_box_answer (panel_question (fixture),
                                              gmp_question_allows (question, GMP_ANSWER_PASS)
                                              ? GMP_ANSWER_PASS
                                              : g_array_index (question->answers, int, 0)));
      spin ();
    }
  g_assert_null (find_combat_view (fixture));
  gmp_map_view_set_selected_city (fixture->map_view, GMP_NONE);
  spin ();
  told_combat = strstr (gmp_outcome_view_get_text (outcome), "Chicago") != NULL;
  g_assert_true (told_combat);
  save_screenshot (fixture, NULL, "combat-over");
}

/* The accessible label set on widget, or NULL */
static char *
dup_accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  /* The check gives back the value it found when it is not the one asked */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

/* Every dice line under widget, in order */
static void
collect_dice_lines (GtkWidget *widget,
                    GPtrArray *lines)
{
  if (gtk_widget_has_css_class (widget, "outcome-dice"))
    g_ptr_array_add (lines, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_dice_lines (child, lines);
}

static guint
count_in (const char *text,
          const char *part)
{
  guint n = 0;

  for (const char *at = strstr (text, part); at != NULL; at = strstr (at + 1, part))
    n++;
  return n;
}

/* After a combat ends, What Just Happened still shows each counter's dice
 * as faces, hits marked, with its Hits, as while the dice were on the
 * table (issue 16: found by real play, one unmarked row of every die) */
static void
test_outcome_after_combat (Fixture       *fixture,
                           gconstpointer  data)
{
  GmpOutcomeView *outcome = gmp_turn_panel_get_outcome_view (turn_panel (fixture));
  g_autoptr(GPtrArray) lines = g_ptr_array_new ();
  guint n_swarm = 0, n_humans = 0, n_dice = 0;

  swarm_1_into_chicago (fixture);
  for (guint steps = 0; find_combat_view (fixture) != NULL; steps++)
    {
      g_autoptr(GmpQuestion) question = question_of (fixture);

      g_assert_cmpuint (steps, <, 32);
      if (question->kind == GMP_QUESTION_COMBAT_DICE)
        {
          /* Rules note 27, counter order: two Ants, the Spider, the Worm
           * (7 dice), then two Infantry, the Tank and the Fort (6) */
          g_assert_cmpuint (gmp_turn_info_dice_needed (gmp_game_get_state (game_of (fixture)),
                                                       question), ==, 13);
          gmp_question_box_set_dice_text (panel_question (fixture), "6111111611111");
          spin ();
          g_assert_true (gmp_question_box_apply_dice (panel_question (fixture)));
        }
      else if (question->kind == GMP_QUESTION_ALLOCATION)
        g_assert_true (gmp_question_box_apply_allocation (panel_question (fixture)));
      else
        g_assert_true (gmp_question_box_answer (panel_question (fixture),
                                                gmp_question_allows (question, GMP_ANSWER_PASS)
                                                ? GMP_ANSWER_PASS
                                                : g_array_index (question->answers, int, 0)));
      spin ();
    }
  spin ();
  g_assert_nonnull (strstr (gmp_outcome_view_get_text (outcome), "Chicago"));
  /* The dice are told counter by counter, not once more as a list */
  g_assert_null (strstr (gmp_outcome_view_get_text (outcome), "Dice:"));

  collect_dice_lines (GTK_WIDGET (outcome), lines);
  for (guint i = 0; i < lines->len; i++)
    {
      GtkWidget *line = g_ptr_array_index (lines, i);
      const char *markup = gtk_label_get_label (GTK_LABEL (line));
      const char *said = gtk_label_get_text (GTK_LABEL (line));
      g_autofree char *name = dup_accessible_label (line);
      g_autofree char *head = NULL;
      guint hits, hit_words;

      /* Each line names its counter and its Hits, and a screen reader
       * reads every die of it in words, a Hit or not */
      g_assert_true (gtk_widget_has_css_class (line, "outcome-dice-said"));
      n_swarm += gtk_widget_has_css_class (line, "outcome-swarm");
      n_humans += gtk_widget_has_css_class (line, "outcome-humans");
      g_assert_nonnull (name);
      g_assert_nonnull (strstr (said, "  "));
      head = g_strndup (said, strstr (said, "  ") - said);
      g_test_message ("%s", name);
      g_assert_true (g_str_has_prefix (name, head));
      hits = (guint) g_ascii_strtoull (strstr (said, ": ") + 2, NULL, 10);
      hit_words = count_in (name, " (Hit)");
      /* Each die that hit is bold, each that missed dimmed */
      g_assert_cmpuint (count_in (markup, "weight='bold'"), ==, hit_words);
      g_assert_cmpuint (count_in (markup, "alpha="), ==, count_in (name, " (no Hit)"));
      g_assert_cmpuint (hit_words, ==, hits);
      n_dice += hit_words + count_in (name, " (no Hit)");
    }
  /* Two Ants, the Spider and the Worm; two Infantry, the Tank, the Fort */
  g_assert_cmpuint (n_swarm, ==, 4);
  g_assert_cmpuint (n_humans, ==, 4);
  g_assert_cmpuint (n_dice, ==, 13);
  {
    g_autofree char *first = dup_accessible_label (g_ptr_array_index (lines, 0));

    g_assert_cmpstr (first, ==, "Ant 1: 1 Hit. Dice: 6 (Hit).");
  }
}

/* The end of a game: who won, the turn and the reason, the log beside */
static void
test_screenshot_victory (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *reason = NULL;
  GmpSession *session;
  const GmpState *state;
  const GmpLog *log;
  GtkWidget *dialog = NULL;
  g_autoptr(GList) shown = NULL;

  /* Played to its end by the app's dice, the last action taken back and
   * done again through the window, as the players would */
  game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  gmp_window_set_game (fixture->window, game);
  session = gmp_game_get_session (game);
  g_assert_true (gmp_session_play_auto (session, 0, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_game_redo (game, NULL, &error));
  g_assert_no_error (error);
  spin ();

  state = gmp_game_get_state (game);
  g_assert_cmpint (state->phase, ==, GMP_PHASE_GAME_OVER);
  log = gmp_session_get_log (session);
  for (guint i = gmp_log_get_n_entries (log); i > 0 && reason == NULL; i--)
    if (gmp_log_get_entry (log, i - 1)->kind == GMP_LOG_GAME_OVER)
      reason = gmp_log_entry_to_string (gmp_log_get_entry (log, i - 1), state->board);
  g_assert_nonnull (reason);

  shown = gmp_alert_list_shown (GTK_WINDOW (fixture->window));
  if (shown != NULL)
    dialog = g_list_last (shown)->data;
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), reason));
  g_assert_cmpuint (n_log_rows (fixture), >, 0);
  scroll_to_log (fixture);
  /* A window of its own under libadwaita 1.2, inside the window after */
  save_screenshot (fixture, GTK_WINDOW (gtk_widget_get_root (dialog)), "victory");
  gmp_alert_close (dialog);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-play-data-XXXXXX", NULL);

  /* The autosave goes to a folder of the test's own */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_setup (&argc, &argv);
  /* The screenshots in the language asked (LANGUAGE=pt_BR) */
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();

  g_test_add ("/ui/play/move-by-click/note-4", Fixture, NULL,
              fixture_set_up, test_move_by_click, fixture_tear_down);
  g_test_add ("/ui/play/move-by-drag/note-4", Fixture, NULL,
              fixture_set_up, test_move_by_drag, fixture_tear_down);
  g_test_add ("/ui/play/move-by-keyboard", Fixture, NULL,
              fixture_set_up, test_move_by_keyboard, fixture_tear_down);
  g_test_add ("/ui/play/combat/notes-12-27", Fixture, NULL,
              fixture_set_up, test_combat, fixture_tear_down);
  g_test_add ("/ui/play/fort-options/notes-18-24", Fixture, NULL,
              fixture_set_up, test_fort_options, fixture_tear_down);
  g_test_add ("/ui/play/combat-view/note-links/notes-18-24", Fixture, NULL,
              fixture_set_up, test_combat_view_note_links, fixture_tear_down);
  g_test_add ("/ui/play/new-game-setup-dice/note-3", Fixture, NULL,
              fixture_set_up, test_new_game_setup_dice, fixture_tear_down);
  g_test_add ("/ui/play/outcome-after-combat/notes-17-27", Fixture, NULL,
              fixture_set_up, test_outcome_after_combat, fixture_tear_down);
  g_test_add ("/ui/play/undo-redo", Fixture, NULL,
              fixture_set_up, test_undo_redo, fixture_tear_down);
  g_test_add ("/ui/play/save-reopen", Fixture, NULL,
              fixture_set_up, test_save_reopen, fixture_tear_down);
  g_test_add ("/ui/play/autosave-restore", Fixture, NULL,
              fixture_set_up, test_autosave_restore, fixture_tear_down);
  g_test_add ("/ui/play/guard-reveal/note-9", Fixture, NULL,
              fixture_set_up, test_guard_reveal, fixture_tear_down);
  g_test_add ("/ui/play/edit-mode", Fixture, NULL,
              fixture_set_up, test_edit_mode, fixture_tear_down);
  g_test_add ("/ui/play/referee-tools", Fixture, NULL,
              fixture_set_up, test_referee_tools, fixture_tear_down);
  g_test_add ("/ui/play/screenshot/draw", Fixture, NULL,
              fixture_set_up, test_screenshot_draw, fixture_tear_down);
  g_test_add ("/ui/play/screenshot/move", Fixture, NULL,
              fixture_set_up, test_screenshot_move, fixture_tear_down);
  g_test_add ("/ui/play/screenshot/combat", Fixture, NULL,
              fixture_set_up, test_screenshot_combat, fixture_tear_down);
  g_test_add ("/ui/play/screenshot/drawn", Fixture, NULL,
              fixture_set_up, test_screenshot_drawn, fixture_tear_down);
  g_test_add ("/ui/play/outcome-pinned", Fixture, NULL,
              fixture_set_up, test_outcome_pinned, fixture_tear_down);
  g_test_add ("/ui/play/now-in-sight-each-side", Fixture, NULL,
              fixture_set_up, test_now_in_sight_each_side, fixture_tear_down);
  g_test_add ("/ui/play/now-in-sight-each-draw", Fixture, NULL,
              fixture_set_up, test_now_in_sight_each_draw, fixture_tear_down);
  g_test_add ("/ui/play/screenshot/combat-over", Fixture, NULL,
              fixture_set_up, test_screenshot_combat_over, fixture_tear_down);
  g_test_add ("/ui/play/screenshot/victory", Fixture, NULL,
              fixture_set_up, test_screenshot_victory, fixture_tear_down);

  return g_test_run ();
}
