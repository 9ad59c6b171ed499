/* test-editor-window.c: the window's editor mode, driven through its widgets under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>

#include "core/gmp-shipped.h"
#include "gmp-alert.h"
#include "gmp-state-editor.h"
#include "gmp-save-changes.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  GmpGame   *game;
  GmpWindow *window;
  GmpMapView *map_view;
  GmpEditorPanel *panel;
  char      *dir;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20501);
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("gmp-test-editor-XXXXXX", &error);
  g_assert_no_error (error);
  /* data "empty": a board with no unit on it, so that every unit placed
   * is one of the board's counters */
  if (g_strcmp0 (data, "empty") == 0)
    {
      g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

      g_assert_no_error (error);
      fixture->game = gmp_game_new (gmp_scenario_new (gmp_state_new (board)));
    }
  else
    fixture->game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  fixture->window = g_object_ref_sink (gmp_window_new (NULL, fixture->game));
  gmp_window_set_autosave (fixture->window, FALSE);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  fixture->panel = _gmp_window_get_editor_panel (fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_for_allocation (GTK_WIDGET (fixture->map_view));
  spin ();
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
close_dialogs (void)
{
  g_autoptr(GList) shown = gmp_alert_list_shown (NULL);

  for (GList *l = g_list_last (shown); l != NULL; l = l->prev)
    gmp_alert_close (l->data);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  close_dialogs ();
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->window);
  g_clear_object (&fixture->game);
  remove_dir (fixture->dir);
  g_clear_pointer (&fixture->dir, g_free);
}

static GmpGame *
game_of (Fixture *fixture)
{
  return gmp_window_get_game (fixture->window);
}

static int
city_id (Fixture    *fixture,
         const char *id)
{
  int city = gmp_board_find_city (gmp_game_get_board (game_of (fixture)), id);

  g_assert_cmpint (city, >=, 0);
  return city;
}

static int
type_id (Fixture    *fixture,
         const char *id)
{
  int type = gmp_board_find_unit_type (gmp_game_get_board (game_of (fixture)), id);

  g_assert_cmpint (type, >=, 0);
  return type;
}

static int
formation_id (Fixture    *fixture,
              const char *id)
{
  int formation = gmp_board_find_formation (gmp_game_get_board (game_of (fixture)), id);

  g_assert_cmpint (formation, >=, 0);
  return formation;
}

static void
city_point (Fixture *fixture,
            int      city,
            double  *x,
            double  *y)
{
  GmpBoard *board = gmp_game_get_board (game_of (fixture));

  gmp_viewport_map_to_widget (gmp_map_view_get_viewport (fixture->map_view),
                              board->cities[city].x, board->cities[city].y, x, y);
}

static void
click_city (Fixture *fixture,
            int      city)
{
  double x, y;

  city_point (fixture, city, &x, &y);
  gmp_map_view_click_at (fixture->map_view, x, y);
  spin ();
}

static guint
units_in (Fixture *fixture,
          int      city)
{
  guint ids[64];

  return gmp_state_units_in_city (gmp_game_get_state (game_of (fixture)), (guint) city,
                                  GMP_N_SIDES, ids, G_N_ELEMENTS (ids));
}

static guint
last_unit (Fixture *fixture)
{
  return gmp_state_n_units (gmp_game_get_state (game_of (fixture))) - 1;
}

static const GmpAction *
last_action (Fixture *fixture)
{
  GmpSession *session = gmp_game_get_session (game_of (fixture));

  g_assert_cmpuint (gmp_session_get_n_done (session), >, 0);
  return gmp_session_get_action (session, gmp_session_get_n_done (session) - 1);
}

static void
enter_editor (Fixture *fixture)
{
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  spin ();
  g_assert_true (gmp_map_view_get_edit_mode (fixture->map_view));
}

/* Clicks the palette's counter, then the city, as a player does */
static void
place_by_click (Fixture    *fixture,
                const char *type,
                const char *formation,
                int         city)
{
  GmpEditorPalette *palette = gmp_editor_panel_get_palette (fixture->panel);
  int t = type_id (fixture, type);
  int f = formation != NULL ? formation_id (fixture, formation) : GMP_NONE;
  GtkWidget *button = gmp_editor_palette_get_button (palette, t, f);
  int armed_type, armed_formation;

  g_assert_nonnull (button);
  if (!gtk_toggle_button_get_active (GTK_TOGGLE_BUTTON (button)))
    g_signal_emit_by_name (button, "clicked");
  g_assert_true (gmp_editor_palette_get_armed (palette, &armed_type, &armed_formation));
  g_assert_cmpint (armed_type, ==, t);
  g_assert_cmpint (armed_formation, ==, f);
  click_city (fixture, city);
}

static void
test_mode (Fixture       *fixture,
           gconstpointer  data)
{
  GtkStack *stack = _gmp_window_get_side_stack (fixture->window);

  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "turn");
  enter_editor (fixture);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "editor");
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (fixture->panel)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  spin ();
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "turn");
  g_assert_false (gmp_map_view_get_edit_mode (fixture->map_view));
}

/* The spot for the state editor: a page beside "city", and a switcher */
static void over_stack (Fixture *fixture,
                        int      city);

static GtkWidget *
find_descendant_of_type (GtkWidget *widget,
                         GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Waits (at most five seconds) until widget is no longer on screen */
static void
wait_for_unmap (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_mapped (widget) && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
}

/* The panel's "game" page is the state editor of the window's game */
static void
test_game_page (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *palette = GTK_WIDGET (gmp_editor_panel_get_palette (fixture->panel));
  GtkWidget *page = find_descendant_of_type (GTK_WIDGET (fixture->panel), GMP_TYPE_STATE_EDITOR);

  g_assert_nonnull (page);
  /* The pages follow the game only while the editor is shown */
  g_assert_null (gmp_state_editor_get_game (GMP_STATE_EDITOR (page)));
  enter_editor (fixture);
  g_assert_true (gmp_state_editor_get_game (GMP_STATE_EDITOR (page)) == game_of (fixture));
  g_assert_true (gtk_widget_get_mapped (palette));
  gmp_editor_panel_show_page (fixture->panel, "game");
  spin ();
  g_assert_true (gtk_widget_get_mapped (page));
  /* libadwaita 1.7 crossfades the pages: the old one stays on screen (and
   * mapped) until the fade ends */
  wait_for_unmap (palette);
  g_assert_false (gtk_widget_get_mapped (palette));
  /* A problem's click brings the city page back */
  over_stack (fixture, city_id (fixture, "TUL"));
  gmp_editor_panel_show_page (fixture->panel, "game");
  spin ();
  gtk_widget_activate (GTK_WIDGET (gmp_editor_panel_get_problem_row (fixture->panel, 0)));
  spin ();
  g_assert_true (gtk_widget_get_mapped (palette));
}

/* Every unit type per formation the board has, and the National Guard */
static void
test_palette_lists_every_counter (Fixture       *fixture,
                                  gconstpointer  data)
{
  GmpEditorPalette *palette = gmp_editor_panel_get_palette (fixture->panel);
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int guard = type_id (fixture, "guard");
  GtkWidget *button;
  g_autofree char *name = NULL;

  enter_editor (fixture);
  for (guint f = 0; f < board->n_formations; f++)
    {
      GtkWidget *any = NULL;

      for (guint t = 0; t < board->n_unit_types; t++)
        if (!board->unit_types[t].guard && board->unit_types[t].side == board->formations[f].side)
          any = any != NULL ? any : gmp_editor_palette_get_button (palette, (int) t, (int) f);
      g_assert_nonnull (any);
    }
  button = gmp_editor_palette_get_button (palette, guard, GMP_NONE);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "National Guard");
  /* No Swarm counter in a Human formation */
  g_assert_null (gmp_editor_palette_get_button (palette, type_id (fixture, "ant"),
                                                formation_id (fixture, "A")));
  name = gmp_editor_counter_name (board, type_id (fixture, "infantry"), formation_id (fixture, "CAN"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (
                     gmp_editor_palette_get_button (palette, type_id (fixture, "infantry"),
                                                    formation_id (fixture, "CAN"))), ==, name);
}

static void
test_place_by_click (Fixture       *fixture,
                     gconstpointer  data)
{
  GmpEditorPalette *palette = gmp_editor_panel_get_palette (fixture->panel);
  int ict = city_id (fixture, "ICT");
  int ant = type_id (fixture, "ant");
  int one = formation_id (fixture, "1");
  g_autofree char *before = NULL;
  guint placed, available;
  const GmpUnit *unit;

  enter_editor (fixture);
  before = g_strdup (gmp_editor_palette_get_count_text (palette, ant, one));
  g_assert_cmpuint (units_in (fixture, ict), ==, 0);
  place_by_click (fixture, "ant", "1", ict);
  g_assert_cmpuint (units_in (fixture, ict), ==, 1);
  g_assert_cmpint (last_action (fixture)->kind, ==, GMP_ACTION_PLACE_UNIT);
  unit = gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)), last_unit (fixture));
  g_assert_cmpuint (unit->type, ==, (guint) ant);
  g_assert_cmpint (unit->formation, ==, one);
  /* The city is selected and its page lists the new unit */
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, ict);
  g_assert_cmpint (gmp_city_editor_get_city (gmp_editor_panel_get_city_editor (fixture->panel)),
                   ==, ict);
  g_assert_nonnull (gmp_city_editor_get_control (gmp_editor_panel_get_city_editor (fixture->panel),
                                                 "remove", (int) last_unit (fixture)));
  /* The count went up by one */
  g_assert_cmpint (sscanf (before, "%u / %u", &placed, &available), ==, 2);
  {
    g_autofree char *expected = g_strdup_printf ("%u / %u", placed + 1, available);

    g_assert_cmpstr (gmp_editor_palette_get_count_text (palette, ant, one), ==, expected);
  }

  /* Still armed: a second click places another; clicking the counter again disarms */
  place_by_click (fixture, "ant", "1", ict);
  g_assert_cmpuint (units_in (fixture, ict), ==, 2);
  g_signal_emit_by_name (gmp_editor_palette_get_button (palette, ant, one), "clicked");
  g_assert_false (gmp_editor_palette_get_armed (palette, NULL, NULL));
  click_city (fixture, ict);
  g_assert_cmpuint (units_in (fixture, ict), ==, 2);

  /* Undone like any action */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  g_assert_cmpuint (units_in (fixture, ict), ==, 1);
}

/* The drop handler the map's GtkDropTarget calls with a palette drag's content */
static void
test_place_by_drop (Fixture       *fixture,
                    gconstpointer  data)
{
  GmpWindowEditor *editor = _gmp_window_get_editor (fixture->window);
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int tul = city_id (fixture, "TUL");
  int tank = type_id (fixture, "tank");
  int fra = formation_id (fixture, "FRA");
  g_autofree char *content = gmp_editor_counter_to_string (board, tank, fra);
  int t, f;
  double x, y;

  g_assert_true (gmp_editor_counter_from_string (board, content, &t, &f));
  g_assert_cmpint (t, ==, tank);
  g_assert_cmpint (f, ==, fra);
  g_assert_false (gmp_editor_counter_from_string (board, "ginormopod-counter:dragon:1", &t, &f));
  g_assert_false (gmp_editor_counter_from_string (board, "hello", &t, &f));

  enter_editor (fixture);
  city_point (fixture, tul, &x, &y);
  g_assert_cmpuint (units_in (fixture, tul), ==, 0);
  g_assert_true (_gmp_window_editor_drop (editor, content, x, y));
  g_assert_cmpuint (units_in (fixture, tul), ==, 1);
  g_assert_cmpint (last_action (fixture)->kind, ==, GMP_ACTION_PLACE_UNIT);
  /* Nowhere near a city, or not a counter: nothing happens */
  g_assert_false (_gmp_window_editor_drop (editor, content, 2, 2));
  g_assert_false (_gmp_window_editor_drop (editor, "some text", x, y));
  g_assert_cmpuint (units_in (fixture, tul), ==, 1);
}

static guint
index_of_value (GmpCityEditor *city_editor,
                int            value)
{
  guint n;
  const int *values = gmp_city_editor_get_guard_values (city_editor, &n);

  for (guint i = 0; i < n; i++)
    if (values[i] == value)
      return i;
  g_error ("No Guard value %d offered", value);
}

static void
test_guard (Fixture       *fixture,
            gconstpointer  data)
{
  GmpCityEditor *city_editor = gmp_editor_panel_get_city_editor (fixture->panel);
  int tul = city_id (fixture, "TUL");
  GtkWidget *drop_down, *revealed;
  const GmpUnit *unit;
  guint guard;

  enter_editor (fixture);
  place_by_click (fixture, "guard", NULL, tul);
  guard = last_unit (fixture);
  unit = gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)), guard);
  /* In a game under way (its setup is logged) it is asked when flipped */
  g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_UNKNOWN);
  g_assert_false (unit->revealed);

  drop_down = gmp_city_editor_get_control (city_editor, "guard-value", (int) guard);
  g_assert_true (GTK_IS_DROP_DOWN (drop_down));
  revealed = gmp_city_editor_get_control (city_editor, "revealed", (int) guard);
  g_assert_false (gtk_widget_get_sensitive (revealed));
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), index_of_value (city_editor, 4));
  spin ();
  unit = gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)), guard);
  g_assert_cmpint (unit->guard_value, ==, 4);
  g_assert_cmpint (last_action (fixture)->kind, ==, GMP_ACTION_SET_GUARD);

  revealed = gmp_city_editor_get_control (city_editor, "revealed", (int) guard);
  g_assert_true (gtk_widget_get_sensitive (revealed));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (revealed), TRUE);
  spin ();
  unit = gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)), guard);
  g_assert_true (unit->revealed);
  g_assert_cmpint (unit->guard_value, ==, 4);

  /* Unknown until flipped: face down again */
  drop_down = gmp_city_editor_get_control (city_editor, "guard-value", (int) guard);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down),
                              index_of_value (city_editor, GMP_GUARD_UNKNOWN));
  spin ();
  unit = gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)), guard);
  g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_UNKNOWN);
  g_assert_false (unit->revealed);
}

static gboolean marked       (Fixture    *fixture,
                              int         city);
static int      find_problem (Fixture    *fixture,
                              const char *city_name);

static void
test_fort_and_reduced (Fixture       *fixture,
                       gconstpointer  data)
{
  GmpCityEditor *city_editor = gmp_editor_panel_get_city_editor (fixture->panel);
  const GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int tul = city_id (fixture, "TUL");
  int fort_city = (int) board->forts[0].city;
  GtkWidget *spin_button, *destroyed, *reduced;

  enter_editor (fixture);
  place_by_click (fixture, "infantry", "A", tul);
  reduced = gmp_city_editor_get_control (city_editor, "reduced", (int) last_unit (fixture));
  g_assert_nonnull (reduced);
  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (reduced), TRUE);
  spin ();
  g_assert_true (gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)),
                                     last_unit (fixture))->reduced);

  gmp_editor_palette_set_armed (gmp_editor_panel_get_palette (fixture->panel), GMP_NONE, GMP_NONE);
  click_city (fixture, fort_city);
  spin_button = gmp_city_editor_get_control (city_editor, "fort", GMP_NONE);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin_button));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin_button), 1);
  spin ();
  g_assert_cmpuint (gmp_game_get_state (game_of (fixture))->fort_strength[0], ==, 1);
  /* Above its starting strength: listed and marked, not refused */
  spin_button = gmp_city_editor_get_control (city_editor, "fort", GMP_NONE);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin_button), board->forts[0].strength + 1);
  spin ();
  g_assert_cmpuint (gmp_game_get_state (game_of (fixture))->fort_strength[0], ==,
                    board->forts[0].strength + 1);
  g_assert_true (marked (fixture, fort_city));
  g_assert_cmpint (find_problem (fixture, board->cities[fort_city].name), >=, 0);
  destroyed = gmp_city_editor_get_control (city_editor, "destroyed", GMP_NONE);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (destroyed), TRUE);
  spin ();
  g_assert_cmpuint (gmp_game_get_state (game_of (fixture))->fort_strength[0], ==, 0);
  g_assert_cmpint (last_action (fixture)->kind, ==, GMP_ACTION_SET_FORT);
}

static gboolean
marked (Fixture *fixture,
        int      city)
{
  guint n;
  const guint *cities = gmp_map_view_get_problem_cities (fixture->map_view, &n);

  for (guint i = 0; i < n; i++)
    if (cities[i] == (guint) city)
      return TRUE;
  return FALSE;
}

/* Over-stacking a city: listed, marked, selected by a click on it, mended by
 * removing a unit in its page */
static void
over_stack (Fixture *fixture,
            int      city)
{
  /* Counters the board has: no problem but the stacking */
  static const char * const counters[][2] = {
    { "infantry", "B" }, { "infantry", "B" }, { "infantry", "B" }, { "infantry", "B" },
    { "tank", "B" }, { "tank", "B" }, { "infantry", "C" }, { "infantry", "C" },
  };
  guint limit = gmp_game_get_board (game_of (fixture))->rules.stacking_limit;
  guint before = units_in (fixture, city);

  g_assert_cmpuint (limit + 1, <=, G_N_ELEMENTS (counters));
  for (guint i = 0; i <= limit; i++)
    place_by_click (fixture, counters[i][0], counters[i][1], city);
  g_assert_cmpuint (units_in (fixture, city), ==, before + limit + 1);
}

static int
find_problem (Fixture    *fixture,
              const char *city_name)
{
  for (guint i = 0; i < gmp_editor_panel_get_n_problems (fixture->panel); i++)
    if (strstr (gmp_editor_panel_get_problem_text (fixture->panel, i), city_name) != NULL)
      return (int) i;
  return -1;
}

static void
test_problem_fixed_by_click (Fixture       *fixture,
                             gconstpointer  data)
{
  GmpCityEditor *city_editor = gmp_editor_panel_get_city_editor (fixture->panel);
  GmpBoard *board = gmp_game_get_board (game_of (fixture));
  int tul = city_id (fixture, "TUL");
  int other = city_id (fixture, "ICT");
  guint ids[64];
  int problem;

  enter_editor (fixture);
  g_assert_cmpuint (gmp_editor_panel_get_n_problems (fixture->panel), ==, 0);
  g_assert_false (marked (fixture, tul));
  over_stack (fixture, tul);

  problem = find_problem (fixture, board->cities[tul].name);
  g_assert_cmpint (problem, >=, 0);
  g_assert_true (marked (fixture, tul));

  /* A click on the problem selects its city, wherever the map was */
  gmp_editor_palette_set_armed (gmp_editor_panel_get_palette (fixture->panel), GMP_NONE, GMP_NONE);
  click_city (fixture, other);
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, other);
  gtk_widget_activate (GTK_WIDGET (gmp_editor_panel_get_problem_row (fixture->panel,
                                                                      (guint) problem)));
  spin ();
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, tul);
  g_assert_cmpint (gmp_city_editor_get_city (city_editor), ==, tul);

  /* Remove one unit in the city's page: mended, unmarked */
  gmp_state_units_in_city (gmp_game_get_state (game_of (fixture)), (guint) tul, GMP_N_SIDES,
                           ids, G_N_ELEMENTS (ids));
  g_signal_emit_by_name (gmp_city_editor_get_control (city_editor, "remove", (int) ids[0]),
                         "clicked");
  spin ();
  g_assert_cmpint (last_action (fixture)->kind, ==, GMP_ACTION_REMOVE_UNIT);
  g_assert_cmpint (find_problem (fixture, board->cities[tul].name), <, 0);
  g_assert_false (marked (fixture, tul));

  /* Leaving the editor takes the marks off the map */
  over_stack (fixture, tul);
  g_assert_true (marked (fixture, tul));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  g_assert_false (marked (fixture, tul));
}

static GBytes *
read_bytes (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_get_contents (path, &contents, &length, &error));
  g_assert_no_error (error);
  return g_bytes_new_take (g_steal_pointer (&contents), length);
}

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
  GmpCityEditor *city_editor = gmp_editor_panel_get_city_editor (fixture->panel);
  int tul = city_id (fixture, "TUL");
  guint guard;

  enter_editor (fixture);
  place_by_click (fixture, "tank", "C", tul);
  place_by_click (fixture, "guard", NULL, tul);
  guard = last_unit (fixture);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (gmp_city_editor_get_control (city_editor,
                                                                          "guard-value",
                                                                          (int) guard)),
                              index_of_value (city_editor, GMP_GUARD_UNKNOWN));
  spin ();
  g_assert_true (gmp_window_save_to (fixture->window, first_file));
  g_assert_false (gmp_game_get_modified (game_of (fixture)));

  g_assert_true (gmp_window_open_file (fixture->window, first_file));
  g_assert_true (game_of (fixture) != fixture->game);
  g_assert_cmpuint (units_in (fixture, tul), ==, 2);
  g_assert_cmpint (gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)),
                                       guard)->guard_value, ==, GMP_GUARD_UNKNOWN);
  g_assert_true (gmp_window_save_to (fixture->window, second_file));
  first_bytes = read_bytes (first);
  second_bytes = read_bytes (second);
  g_assert_true (g_bytes_equal (first_bytes, second_bytes));
}

static GtkWidget *
find_dialog (const char *heading_start)
{
  g_autoptr(GList) shown = gmp_alert_list_shown (NULL);

  for (GList *l = shown; l != NULL; l = l->next)
    if (g_str_has_prefix (gmp_alert_get_heading (l->data), heading_start))
      return l->data;
  return NULL;
}

static void
test_play_refuses_problems (Fixture       *fixture,
                            gconstpointer  data)
{
  GtkWidget *dialog;
  int tul = city_id (fixture, "TUL");

  enter_editor (fixture);
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (fixture->window),
                                                    "play-scenario"));
  over_stack (fixture, tul);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-scenario",
                                             NULL));
  spin ();
  dialog = find_dialog ("This Scenario Cannot Be Played Yet");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog),
                            gmp_game_get_board (game_of (fixture))->cities[tul].name));
  /* Still in the editor */
  g_assert_true (gmp_map_view_get_edit_mode (fixture->map_view));
  gmp_alert_respond (dialog, "close");
  spin ();

  /* Mended, it plays: the editor closes */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.undo", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.play-scenario",
                                             NULL));
  spin ();
  g_assert_false (gmp_map_view_get_edit_mode (fixture->map_view));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (_gmp_window_get_side_stack (fixture->window)),
                   ==, "turn");
}

static void
test_new_empty (Fixture       *fixture,
                gconstpointer  data)
{
  const GmpState *state;
  const GmpUnit *unit;
  int tul = city_id (fixture, "TUL");

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-empty", NULL));
  spin ();
  g_assert_true (game_of (fixture) != fixture->game);
  state = gmp_game_get_state (game_of (fixture));
  g_assert_cmpuint (gmp_state_n_units (state), ==, 0);
  /* It opens in the editor, with nothing wrong */
  g_assert_true (gmp_map_view_get_edit_mode (fixture->map_view));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (_gmp_window_get_side_stack (fixture->window)),
                   ==, "editor");
  g_assert_cmpuint (gmp_editor_panel_get_n_problems (fixture->panel), ==, 0);
  g_assert_cmpstr (gmp_editor_palette_get_count_text (gmp_editor_panel_get_palette (fixture->panel),
                                                      type_id (fixture, "ant"),
                                                      formation_id (fixture, "1")), ==, "0 / 4");
  /* A Guard of a scenario not yet begun is drawn from the pool at start */
  place_by_click (fixture, "guard", NULL, tul);
  unit = gmp_state_get_unit ((GmpState *) gmp_game_get_state (game_of (fixture)), 0);
  g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_DRAW);
}

/* The New menu lists the scenarios that come with the app; each opens ready to play */
static void
test_new_shipped (Fixture       *fixture,
                  gconstpointer  data)
{
  guint n = gmp_shipped_count ();

  g_assert_cmpuint (n, >=, 3);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *title = gmp_shipped_title (i);
      GmpGame *before = game_of (fixture);

      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-scenario",
                                                 "u", i));
      spin ();
      /* The scenario before began with its setup rolled: a change, asked
       * about (gmp-save-changes.h) */
      if (i > 0)
        {
          g_assert_true (game_of (fixture) == before);
          gmp_alert_respond (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)), "discard");
          spin ();
        }
      g_assert_true (game_of (fixture) != before);
      g_assert_cmpstr (gmp_game_get_title (game_of (fixture)), ==, title);
      g_assert_false (gmp_map_view_get_edit_mode (fixture->map_view));
      g_assert_true (gmp_session_check_playable (gmp_game_get_session (game_of (fixture)), NULL));
    }
}

static void
test_save_draft (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *first = g_build_filename (fixture->dir, "draft.gmpscenario", NULL);
  g_autofree char *second = g_build_filename (fixture->dir, "draft-again.gmpscenario", NULL);
  g_autoptr(GFile) first_file = g_file_new_for_path (first);
  g_autoptr(GFile) second_file = g_file_new_for_path (second);
  g_autoptr(GBytes) first_bytes = NULL;
  g_autoptr(GBytes) second_bytes = NULL;
  int tul = city_id (fixture, "TUL");
  GtkWidget *dialog;

  enter_editor (fixture);
  over_stack (fixture, tul);
  /* Asked first, saying why; nothing written yet */
  g_assert_false (gmp_window_save_to (fixture->window, first_file));
  spin ();
  g_assert_false (g_file_test (first, G_FILE_TEST_EXISTS));
  dialog = find_dialog ("This Scenario Has 1 Problem");
  g_assert_nonnull (dialog);
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), "Tulsa"));
  gmp_alert_respond (dialog, "cancel");
  spin ();
  g_assert_false (g_file_test (first, G_FILE_TEST_EXISTS));

  g_assert_false (gmp_window_save_to (fixture->window, first_file));
  spin ();
  dialog = find_dialog ("This Scenario Has 1 Problem");
  g_assert_nonnull (dialog);
  gmp_alert_respond (dialog, "draft");
  spin ();
  g_assert_true (g_file_test (first, G_FILE_TEST_EXISTS));
  g_assert_false (gmp_game_get_modified (game_of (fixture)));

  /* The draft opens with its problem, listed and marked */
  g_assert_true (gmp_window_open_file (fixture->window, first_file));
  spin ();
  g_assert_true (find_problem (fixture, "Tulsa") >= 0);
  g_assert_true (marked (fixture, tul));
  g_assert_false (gmp_window_save_to (fixture->window, second_file));
  spin ();
  gmp_alert_respond (find_dialog ("This Scenario Has 1 Problem"), "draft");
  spin ();
  first_bytes = read_bytes (first);
  second_bytes = read_bytes (second);
  g_assert_true (g_bytes_equal (first_bytes, second_bytes));
  g_assert_nonnull (strstr (g_bytes_get_data (first_bytes, NULL), "draft=\"true\""));
}

/* Save in the question before a New, on a position with problems, asks
 * about the draft first (gmp-save-changes.h): cancelling that keeps the
 * game as it was; saving it as a draft writes it, and only then the New
 * replaces it */
static void
test_save_changes_draft (Fixture       *fixture,
                         gconstpointer  data)
{
  g_autofree char *path = g_build_filename (fixture->dir, "asked.gmpscenario", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GmpGame) saved = NULL;
  g_autoptr(GError) error = NULL;
  int tul = city_id (fixture, "TUL");
  GtkWidget *draft;
  GmpGame *before;
  guint units;

  enter_editor (fixture);
  over_stack (fixture, tul);
  g_assert_false (gmp_window_save_to (fixture->window, file));
  spin ();
  gmp_alert_respond (find_dialog ("This Scenario Has 1 Problem"), "draft");
  spin ();
  g_assert_false (gmp_game_get_modified (game_of (fixture)));
  /* Changed since: one more counter in Tulsa */
  place_by_click (fixture, "infantry", "C", tul);
  units = units_in (fixture, tul);
  before = game_of (fixture);
  g_assert_true (gmp_game_get_modified (before));

  for (guint round = 0; round < 2; round++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.new-empty",
                                                 NULL));
      spin ();
      g_assert_true (game_of (fixture) == before);
      gmp_alert_respond (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)), "save");
      spin ();
      g_assert_true (game_of (fixture) == before);
      /* The question about this save, not one closed before */
      draft = _gmp_window_editor_get_shown_save_question (_gmp_window_get_editor (fixture->window));
      g_assert_nonnull (draft);
      g_assert_cmpstr (gmp_alert_get_heading (draft), ==, "This Scenario Has 1 Problem");
      gmp_alert_respond (draft, round == 0 ? "cancel" : "draft");
      spin ();
      g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)));
      if (round == 0)
        {
          /* Kept, changes and all, nothing written */
          g_assert_true (game_of (fixture) == before);
          g_assert_true (gmp_game_get_modified (before));
          g_assert_cmpuint (units_in (fixture, tul), ==, units);
        }
    }
  g_assert_true (game_of (fixture) != before);
  saved = gmp_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_n_done (gmp_game_get_session (saved)), ==,
                    gmp_session_get_n_done (gmp_game_get_session (before)));
}

static GmpWindow *
other_window (Fixture *fixture)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (GMP_IS_WINDOW (window) && GMP_WINDOW (window) != fixture->window)
        return GMP_WINDOW (window);
    }
  return NULL;
}

static void
test_edit_as_scenario (Fixture       *fixture,
                       gconstpointer  data)
{
  GmpWindow *window;
  GmpGame *game;

  g_assert_null (other_window (fixture));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-as-scenario",
                                             NULL));
  spin ();
  window = other_window (fixture);
  g_assert_nonnull (window);
  game = gmp_window_get_game (window);
  /* The same position, no log, no history, in the editor; the game stays here */
  g_assert_cmpuint (gmp_state_n_units (gmp_game_get_state (game)), ==,
                    gmp_state_n_units (gmp_game_get_state (fixture->game)));
  g_assert_null (gmp_session_get_log (gmp_game_get_session (game)));
  /* Its one action: the title it was given */
  g_assert_cmpuint (gmp_session_get_n_done (gmp_game_get_session (game)), <=, 1);
  g_assert_true (g_str_has_prefix (gmp_game_get_title (game), "Scenario from "));
  g_assert_true (gmp_map_view_get_edit_mode (gmp_window_get_map_view (window)));
  g_assert_true (game_of (fixture) == fixture->game);
  gmp_window_set_autosave (window, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The editor with a problem marked, drawn as the window shows it: written to
 * $GMP_SCREENSHOT (docs/screenshots/editor-*.png) when that is set */
static void
test_screenshot (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *path = g_getenv ("GMP_SCREENSHOT");
  int tul = city_id (fixture, "TUL");

  enter_editor (fixture);
  over_stack (fixture, tul);
  place_by_click (fixture, "guard", NULL, city_id (fixture, "LIT"));
  gmp_editor_palette_set_armed (gmp_editor_panel_get_palette (fixture->panel),
                                type_id (fixture, "tank"), formation_id (fixture, "B"));
  click_city (fixture, tul);
  gmp_editor_palette_set_armed (gmp_editor_panel_get_palette (fixture->panel), GMP_NONE, GMP_NONE);
  gtk_widget_activate (GTK_WIDGET (gmp_editor_panel_get_problem_row (fixture->panel, 0)));
  g_assert_cmpint (gmp_map_view_get_selected_city (fixture->map_view), ==, tul);
  /* Closer, and Little Rock's Guard in the panel, so the mark stands alone */
  {
    GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
    const GmpCity *city = &gmp_game_get_board (game_of (fixture))->cities[tul];

    gmp_viewport_set_zoom (viewport, 1.8);
    gmp_viewport_set_center (viewport, city->x + 170, city->y);
  }
  click_city (fixture, city_id (fixture, "LIT"));
  ui_save_window_png (GTK_WINDOW (fixture->window), path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-editor-data-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_setup (&argc, &argv);
  /* The screenshot in the language asked (LANGUAGE=pt_BR) */
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();

  g_test_add ("/ui/editor/mode", Fixture, NULL, fixture_set_up, test_mode, fixture_tear_down);
  g_test_add ("/ui/editor/game-page", Fixture, NULL,
              fixture_set_up, test_game_page, fixture_tear_down);
  g_test_add ("/ui/editor/palette/every-counter", Fixture, NULL,
              fixture_set_up, test_palette_lists_every_counter, fixture_tear_down);
  g_test_add ("/ui/editor/palette/click", Fixture, NULL,
              fixture_set_up, test_place_by_click, fixture_tear_down);
  g_test_add ("/ui/editor/palette/drop", Fixture, NULL,
              fixture_set_up, test_place_by_drop, fixture_tear_down);
  g_test_add ("/ui/editor/city/guard", Fixture, NULL, fixture_set_up, test_guard, fixture_tear_down);
  g_test_add ("/ui/editor/city/fort-and-reduced", Fixture, NULL,
              fixture_set_up, test_fort_and_reduced, fixture_tear_down);
  g_test_add ("/ui/editor/problems/fix-by-click", Fixture, "empty",
              fixture_set_up, test_problem_fixed_by_click, fixture_tear_down);
  g_test_add ("/ui/editor/save-reopen", Fixture, NULL,
              fixture_set_up, test_save_reopen, fixture_tear_down);
  g_test_add ("/ui/editor/play/refuses-problems", Fixture, NULL,
              fixture_set_up, test_play_refuses_problems, fixture_tear_down);

  g_test_add ("/ui/editor/new-empty", Fixture, NULL,
              fixture_set_up, test_new_empty, fixture_tear_down);
  g_test_add ("/ui/editor/new-shipped", Fixture, NULL,
              fixture_set_up, test_new_shipped, fixture_tear_down);
  g_test_add ("/ui/editor/save-draft", Fixture, "empty",
              fixture_set_up, test_save_draft, fixture_tear_down);
  g_test_add ("/ui/editor/save-changes/draft", Fixture, "empty",
              fixture_set_up, test_save_changes_draft, fixture_tear_down);
  g_test_add ("/ui/editor/edit-as-scenario", Fixture, NULL,
              fixture_set_up, test_edit_as_scenario, fixture_tear_down);
  g_test_add ("/ui/editor/screenshot", Fixture, "empty",
              fixture_set_up, test_screenshot, fixture_tear_down);

  return g_test_run ();
}
