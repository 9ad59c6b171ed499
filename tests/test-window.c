/* test-window.c: the main window and its map view, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "core/gmp-board-info.h"
#include "model/gmp-turn-info.h"
#include "test-util.h"
#include "gmp-alert.h"
#include "gmp-application-private.h"
#include "gmp-board-info-window.h"
#include "gmp-template.h"
#include "gmp-turn-panel.h"
#include "gmp-window-private.h"
#include "gmp-wrapped-text.h"
#include "ui-util.h"

typedef struct {
  GmpGame   *game;
  GmpWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;

  fixture->game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fixture->game);

  fixture->window = g_object_ref_sink (gmp_window_new (NULL, fixture->game));
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_for_allocation (GTK_WIDGET (gmp_window_get_map_view (fixture->window)));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_window_close (&fixture->window, &fixture->game);
}

static void
test_map_view (Fixture       *fixture,
               gconstpointer  data)
{
  GmpMapView *map_view = gmp_window_get_map_view (fixture->window);
  GtkRequisition minimum, natural;

  g_assert_true (GMP_IS_MAP_VIEW (map_view));
  g_assert_true (gmp_map_view_get_game (map_view) == fixture->game);
  g_assert_cmpstr (gtk_widget_get_css_name (GTK_WIDGET (map_view)), ==, "map-view");
  g_assert_true (gtk_widget_get_focusable (GTK_WIDGET (map_view)));

  gtk_widget_get_preferred_size (GTK_WIDGET (map_view), &minimum, &natural);
  g_assert_cmpint (minimum.width, >, 0);
  g_assert_cmpint (minimum.height, >, 0);
  g_assert_cmpint (natural.width, >=, minimum.width);
  g_assert_cmpint (natural.height, >=, minimum.height);

  gtk_test_accessible_assert_role (map_view, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_test_accessible_assert_property (map_view, GTK_ACCESSIBLE_PROPERTY_LABEL, "Map");

  /* Arrow keys and +/- reach the map from the start. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) == GTK_WIDGET (map_view));

  /* It fitted the map on its first allocation. */
  g_assert_cmpfloat (gmp_viewport_get_zoom (gmp_map_view_get_viewport (map_view)), ==, 1.0);
}

/* The board rectangle lies inside the map view, a margin from each edge */
static void
assert_map_inside (GmpMapView *map_view)
{
  GmpViewport *viewport = gmp_map_view_get_viewport (map_view);
  GmpBoard *board = gmp_game_get_board (gmp_map_view_get_game (map_view));
  int width = gtk_widget_get_width (GTK_WIDGET (map_view));
  int height = gtk_widget_get_height (GTK_WIDGET (map_view));
  double left, top, right, bottom;

  gmp_viewport_map_to_widget (viewport, 0, 0, &left, &top);
  gmp_viewport_map_to_widget (viewport, board->width, board->height, &right, &bottom);
  g_assert_cmpfloat (left, >=, 1.0);
  g_assert_cmpfloat (top, >=, 1.0);
  g_assert_cmpfloat (right, <=, width - 1.0);
  g_assert_cmpfloat (bottom, <=, height - 1.0);
}

/* Waits until the map view has this allocation, or a few seconds */
static void
wait_for_resize (GtkWidget *widget,
                 int        old_width,
                 int        old_height)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_width (widget) == old_width && gtk_widget_get_height (widget) == old_height
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  /* Let the frame clock finish the layout */
  for (guint i = 0; i < 10; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* The first view shows the whole board, and a new window size fits it again
 * until the user zooms (the first allocation may be provisional). */
static void
test_fit_whole_map (Fixture       *fixture,
                    gconstpointer  data)
{
  GmpMapView *map_view = gmp_window_get_map_view (fixture->window);
  GtkWidget *widget = GTK_WIDGET (map_view);
  GmpViewport *viewport = gmp_map_view_get_viewport (map_view);
  int width, height;

  g_assert_true (gmp_viewport_get_fitting (viewport));
  assert_map_inside (map_view);

  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 420, 360);
  wait_for_resize (widget, width, height);
  g_assert_cmpint (gtk_widget_get_height (widget), !=, height);
  g_assert_true (gmp_viewport_get_fitting (viewport));
  assert_map_inside (map_view);

  /* Zoomed in, the map overflows, and a resize keeps the zoom */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "map.zoom-in", NULL));
  g_assert_false (gmp_viewport_get_fitting (viewport));
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), >, 1.0);
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 900, 700);
  wait_for_resize (widget, width, height);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), >, 1.0);
}

static void
test_title (Fixture       *fixture,
            gconstpointer  data)
{
  g_autofree char *status = gmp_game_dup_status (fixture->game);
  g_autofree char *expected = NULL;
  const GmpState *state = gmp_game_get_state (fixture->game);

  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==, "New Game");
  g_assert_cmpstr (_gmp_window_get_subtitle (fixture->window), ==, status);

  expected = g_strdup_printf ("Turn %u · %s", state->turn, gmp_phase_get_name (state->phase));
  g_assert_cmpstr (status, ==, expected);
  g_assert_cmpuint (state->turn, ==, 1);

  /* The header follows the game. */
  gmp_game_set_title (fixture->game, "Last Stand at the Fence");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (fixture->window)), ==,
                   "Last Stand at the Fence");
  g_assert_true (gmp_game_get_modified (fixture->game));
}

static void
test_zoom_actions (Fixture       *fixture,
                   gconstpointer  data)
{
  GmpMapView *map_view = gmp_window_get_map_view (fixture->window);
  GmpViewport *viewport = gmp_map_view_get_viewport (map_view);
  GmpBoard *board = gmp_game_get_board (fixture->game);
  GtkWidget *window = GTK_WIDGET (fixture->window);
  double cx, cy, cx2, cy2;

  /* The window holds the map actions: menus and shortcuts reach them. */
  g_assert_true (gtk_widget_activate_action (window, "map.zoom-in", NULL));
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), >, 1.0);
  g_assert_true (gtk_widget_activate_action (window, "map.zoom-in", NULL));
  g_assert_true (gtk_widget_activate_action (window, "map.pan", "(dd)", 40.0, -25.0));
  gmp_viewport_get_center (viewport, &cx, &cy);
  g_assert_cmpfloat (fabs (cx - board->width / 2), >, 1.0);

  g_assert_true (gtk_widget_activate_action (window, "map.fit", NULL));
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 1.0);
  gmp_viewport_get_center (viewport, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, board->width / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (cy, board->height / 2, 1e-9);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (map_view), "map.zoom-out", NULL));
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), <, 1.0);

  /* Zooming out stops at the minimum, and the action says so. */
  for (int i = 0; i < 50; i++)
    gmp_viewport_zoom_at (viewport, 0.5, 10, 10);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, gmp_viewport_get_min_zoom (viewport));
  g_assert_false (g_action_group_get_action_enabled (gmp_map_view_get_actions (map_view),
                                                     "zoom-out"));
  g_assert_true (g_action_group_get_action_enabled (gmp_map_view_get_actions (map_view),
                                                    "zoom-in"));

  /* Scrolling the wheel at a point keeps that point under the pointer. */
  gmp_viewport_fit (viewport);
  gmp_viewport_widget_to_map (viewport, 100, 80, &cx, &cy);
  gmp_viewport_zoom_at (viewport, 1.15, 100, 80);
  gmp_viewport_widget_to_map (viewport, 100, 80, &cx2, &cy2);
  g_assert_cmpfloat_with_epsilon (cx2, cx, 1e-6);
  g_assert_cmpfloat_with_epsilon (cy2, cy, 1e-6);
}

static void
test_select_city (Fixture       *fixture,
                  gconstpointer  data)
{
  GmpMapView *map_view = gmp_window_get_map_view (fixture->window);
  GmpViewport *viewport = gmp_map_view_get_viewport (map_view);
  GmpBoard *board = gmp_game_get_board (fixture->game);
  guint city = board->n_cities / 2;
  double x, y;

  g_assert_cmpuint (board->n_cities, >, 0);
  g_assert_cmpint (gmp_map_view_get_selected_city (map_view), ==, GMP_NONE);

  gmp_viewport_zoom_at (viewport, 2.0, 200, 200);
  gmp_viewport_map_to_widget (viewport, board->cities[city].x, board->cities[city].y, &x, &y);
  g_assert_cmpint (gmp_map_view_select_at (map_view, x, y), ==, (int) city);
  g_assert_cmpint (gmp_map_view_get_selected_city (map_view), ==, (int) city);
  /* The city and what stands there: "Chicago: Fort A, strength 3; 2 × Infantry A, Tank A" */
  {
    g_autofree char *described = gmp_turn_info_describe_city (gmp_game_get_state (fixture->game),
                                                              city);

    g_assert_true (g_str_has_prefix (described, board->cities[city].name));
    gtk_test_accessible_assert_property (map_view, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, described);
  }

  gmp_map_view_set_selected_city (map_view, board->n_cities + 5);
  g_assert_cmpint (gmp_map_view_get_selected_city (map_view), ==, GMP_NONE);
}

static GtkWidget *
find_dialog (GtkWindow *parent)
{
  g_autoptr(GList) shown = gmp_alert_list_shown (parent);

  if (shown != NULL)
    return shown->data;

  return NULL;
}

static void
check_bad_file (Fixture    *fixture,
                const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = NULL;
  g_autofree char *basename = g_path_get_basename (path);
  GtkWidget *dialog;

  game = gmp_game_new_from_file (file, &error);
  g_assert_null (game);
  g_assert_nonnull (error);

  dialog = g_object_ref_sink (_gmp_window_new_load_error_dialog (fixture->window, file, error));
  g_assert_nonnull (strstr (gmp_alert_get_heading (dialog), basename));
  g_assert_cmpstr (gmp_alert_get_body (dialog), ==, error->message);
  g_assert_true (gmp_alert_get_parent (dialog) == GTK_WINDOW (fixture->window));
  g_assert_true (gmp_alert_has_response (dialog, "close"));
#if !GMP_ALERT_IS_ADW_DIALOG
  /* Never shown, an AdwMessageDialog is still a toplevel window */
  gtk_window_destroy (GTK_WINDOW (dialog));
#endif
  g_object_unref (dialog);

  /* Opening it from the window keeps the game and shows the dialog. */
  g_assert_null (find_dialog (GTK_WINDOW (fixture->window)));
  g_assert_false (gmp_window_open_file (fixture->window, file));
  g_assert_true (gmp_window_get_game (fixture->window) == fixture->game);
  dialog = find_dialog (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gmp_alert_get_body (dialog), ==, error->message);
  gmp_alert_close (dialog);
}

static void
test_open_bad_file (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;

  check_bad_file (fixture, "/nonexistent/no-such-dir/missing.gmpscenario");

  dir = g_dir_make_tmp ("gmp-test-window-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "broken.gmpscenario", NULL);
  g_file_set_contents (path, "<?xml version=\"1.0\"?>\n<scenario version=\"1\"\n", -1, &error);
  g_assert_no_error (error);

  check_bad_file (fixture, path);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_open_good_file (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *dir = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GmpGame *opened;

  dir = g_dir_make_tmp ("gmp-test-window-XXXXXX", &error);
  g_assert_no_error (error);
  file = g_file_new_build_filename (dir, "saved.gmpscenario", NULL);

  gmp_game_set_title (fixture->game, "A Saved Game");
  g_assert_true (gmp_game_save (fixture->game, file, &error));
  g_assert_no_error (error);
  g_assert_false (gmp_game_get_modified (fixture->game));
  g_assert_true (gmp_game_get_file (fixture->game) == file);

  g_assert_true (gmp_window_open_file (fixture->window, file));
  opened = gmp_window_get_game (fixture->window);
  g_assert_true (opened != fixture->game);
  g_assert_true (gmp_map_view_get_game (gmp_window_get_map_view (fixture->window)) == opened);
  g_assert_cmpstr (gmp_game_get_title (opened), ==, "A Saved Game");
  g_assert_true (gmp_state_equal (gmp_game_get_state (opened), gmp_game_get_state (fixture->game)));
  g_assert_false (gmp_game_get_modified (opened));

  g_file_delete (file, NULL, NULL);
  g_rmdir (dir);
}

static void
test_window_size_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (GMP_SETTINGS_SCHEMA_ID);
  GmpWindow *window;
  int width, height;

  g_settings_set_int (settings, "window-width", 777);
  g_settings_set_int (settings, "window-height", 555);

  window = gmp_window_new (NULL, NULL);
  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  g_assert_cmpint (width, ==, 777);
  g_assert_cmpint (height, ==, 555);

  /* Only a shown window can be closed. */
  gtk_window_set_default_size (GTK_WINDOW (window), 640, 480);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_allocation (GTK_WIDGET (window));
  gtk_window_close (GTK_WINDOW (window));
  g_assert_cmpint (g_settings_get_int (settings, "window-width"), ==, 640);
  g_assert_cmpint (g_settings_get_int (settings, "window-height"), ==, 480);
  g_assert_false (g_settings_get_boolean (settings, "window-maximized"));
}

static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GObject *overlay;

  builder = gmp_builder_new_from_resource (RESOURCE_PREFIX "/gmp-shortcuts.ui");
  overlay = gtk_builder_get_object (builder, "help_overlay");
  g_assert_true (GTK_IS_SHORTCUTS_WINDOW (overlay));

  /* The Board Information shortcut is listed. */
  {
    g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
    gboolean board_info = FALSE;

    for (GSList *l = objects; l != NULL; l = l->next)
      if (GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        {
          g_autofree char *action = NULL;

          g_object_get (l->data, "action-name", &action, NULL);
          board_info |= g_strcmp0 (action, "win.board-info") == 0;
        }
    g_assert_true (board_info);
  }
  gtk_window_destroy (GTK_WINDOW (overlay));
}

/* Whether the shortcuts window lists accel: by its action's name (it then
 * shows every accelerator of the action) or among its accelerators */
static gboolean
shortcuts_list (GSList     *objects,
                const char *action,
                const char *accel)
{
  guint key = 0;
  GdkModifierType mods = 0;

  g_assert_true (gtk_accelerator_parse (accel, &key, &mods));
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *action_name = NULL;
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) listed = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action_name, "accelerator", &accelerator, NULL);
      if (g_strcmp0 (action_name, action) == 0)
        return TRUE;
      listed = g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
      for (guint i = 0; listed[i] != NULL; i++)
        {
          guint listed_key = 0;
          GdkModifierType listed_mods = 0;

          if (gtk_accelerator_parse (listed[i], &listed_key, &listed_mods)
              && listed_key == key && listed_mods == mods)
            return TRUE;
        }
    }
  return FALSE;
}

/* Every shortcut the application sets is in the shortcuts window: each
 * action by name, or its first accelerator (keypad twins aside) */
static void
test_shortcuts_window_lists_every_accel (void)
{
  g_autoptr(GmpApplication) app = gmp_application_new ();
  g_autoptr(GtkBuilder) builder = NULL;
  g_autoptr(GSList) objects = NULL;
  g_auto(GStrv) actions = NULL;
  g_autoptr(GError) error = NULL;

  /* Registered without a bus: the application's startup sets the accels */
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  builder = gmp_builder_new_from_resource (RESOURCE_PREFIX "/gmp-shortcuts.ui");
  objects = gtk_builder_get_objects (builder);
  actions = gtk_application_list_action_descriptions (GTK_APPLICATION (app));
  g_assert_cmpuint (g_strv_length (actions), >, 10);
  for (guint i = 0; actions[i] != NULL; i++)
    {
      g_auto(GStrv) accels = gtk_application_get_accels_for_action (GTK_APPLICATION (app),
                                                                   actions[i]);

      g_assert_nonnull (accels[0]);
      if (!shortcuts_list (objects, actions[i], accels[0]))
        g_error ("%s (%s) is not in the shortcuts window", actions[i], accels[0]);
    }
  /* The map's own keys and the combat dialog's Escape (widget bindings) */
  g_assert_true (shortcuts_list (objects, "", "plus"));
  g_assert_true (shortcuts_list (objects, "", "minus"));
  g_assert_true (shortcuts_list (objects, "", "Escape"));
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* The line of the credits that starts with prefix */
static const char *
credit_line (char       **lines,
             const char  *prefix)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return lines[i];
  g_error ("no line “%s…” in the board credits", prefix);
}

/* About credits the board data as the board file marks it: the <rules>
 * numbers are source="rules", the map source="reconstructed" */
static void
test_about_board_credits (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autofree char *credits = _gmp_application_dup_board_credits (board);
  g_auto(GStrv) lines = g_strsplit (credits, "\n", -1);
  const char *from_rules = credit_line (lines, "From the rules text:");
  const char *reconstructed = credit_line (lines, "Reconstructed");

  g_assert_cmpstr (lines[0], ==, board->title);
  g_assert_cmpint (board->rules_source, ==, GMP_SOURCE_RULES);
  g_assert_nonnull (strstr (from_rules, "Rules Numbers"));
  g_assert_null (strstr (reconstructed, "Rules Numbers"));
  g_assert_nonnull (strstr (reconstructed, "Map"));
}

/* About links to the project's website and its issues, the metainfo's
 * homepage and bugtracker (meson.build) */
static void
test_about_links (void)
{
  g_autoptr(GmpApplication) app = gmp_application_new ();
  GtkWidget *about = _gmp_application_new_about_window (GTK_APPLICATION (app));

  g_assert_true (ADW_IS_ABOUT_WINDOW (about));
  g_assert_cmpstr (adw_about_window_get_website (ADW_ABOUT_WINDOW (about)), ==, PACKAGE_WEBSITE);
  g_assert_cmpstr (adw_about_window_get_issue_url (ADW_ABOUT_WINDOW (about)), ==,
                   PACKAGE_ISSUE_URL);
  g_assert_true (g_str_has_prefix (PACKAGE_WEBSITE, "https://"));
  g_assert_true (g_str_has_prefix (PACKAGE_ISSUE_URL, PACKAGE_WEBSITE));
  gtk_window_destroy (GTK_WINDOW (about));
}

static GtkWidget *
find_dialog_of (GtkWindow *parent)
{
  g_autoptr(GList) shown = gmp_alert_list_shown (parent);

  if (shown != NULL)
    return shown->data;
  return NULL;
}

/* Rules notes 21-22: the end of the game is announced with who won, the
 * turn and the reason the log gives */
static void
test_game_over (Fixture       *fixture,
                gconstpointer  data)
{
  GmpSession *session = gmp_game_get_session (fixture->game);
  g_autoptr(GError) error = NULL;
  const GmpState *state;
  const GmpLog *log;
  g_autofree char *reason = NULL;
  g_autofree char *turn = NULL;
  GtkWidget *dialog;

  /* Played to the end behind the window's back, the last action taken
   * back, then done again through the game, as the players would */
  g_assert_true (gmp_session_play_auto (session, 0, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_null (find_dialog_of (GTK_WINDOW (fixture->window)));
  g_assert_true (gmp_game_redo (fixture->game, NULL, &error));
  g_assert_no_error (error);

  state = gmp_game_get_state (fixture->game);
  g_assert_cmpint (state->phase, ==, GMP_PHASE_GAME_OVER);
  log = gmp_session_get_log (session);
  for (guint i = gmp_log_get_n_entries (log); i > 0 && reason == NULL; i--)
    if (gmp_log_get_entry (log, i - 1)->kind == GMP_LOG_GAME_OVER)
      reason = gmp_log_entry_to_string (gmp_log_get_entry (log, i - 1), state->board);
  g_assert_nonnull (reason);

  dialog = find_dialog_of (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gmp_alert_get_heading (dialog), ==,
                   state->winner == GMP_WINNER_SWARM ? "The Swarm Wins" : "The Humans Win");
  turn = g_strdup_printf ("Turn %u", state->turn);
  g_assert_true (g_str_has_prefix (gmp_alert_get_body (dialog), turn));
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), reason));
  gmp_alert_close (dialog);
}

static void
collect_rows (GtkWidget *widget,
              GPtrArray *rows)
{
  if (ADW_IS_ACTION_ROW (widget))
    g_ptr_array_add (rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_rows (child, rows);
}

static GtkLabel *
find_source_tag (GtkWidget *widget)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "source-tag"))
    return GTK_LABEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *tag = find_source_tag (child);

      if (tag != NULL)
        return tag;
    }
  return NULL;
}

static GtkWidget *
find_row (GPtrArray  *rows,
          const char *title)
{
  for (guint i = 0; i < rows->len; i++)
    if (g_strcmp0 (adw_preferences_row_get_title (g_ptr_array_index (rows, i)), title) == 0)
      return g_ptr_array_index (rows, i);
  g_error ("No row “%s”", title);
}

static GmpBoardInfoWindow *
find_board_info_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (GMP_IS_BOARD_INFO_WINDOW (window))
        return GMP_BOARD_INFO_WINDOW (window);
    }
  return NULL;
}

/* BOARD.md: the app says which values come from the rules and which are
 * reconstructions; the menu's Board Information lists them. */
static void
test_board_info (Fixture       *fixture,
                 gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (fixture->game);
  g_autoptr(GPtrArray) entries = gmp_board_info_list (board);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GmpBoardInfoWindow *info;
  GtkWidget *row;
  GtkLabel *tag;

  g_assert_null (find_board_info_window ());
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.board-info", NULL));
  info = find_board_info_window ();
  g_assert_nonnull (info);
  g_assert_true (gmp_board_info_window_get_board (info) == board);
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (info)) == GTK_WINDOW (fixture->window));
  g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (info)), board->title));
  wait_for_allocation (GTK_WIDGET (info));

  /* One row per value, each with its source tag. */
  collect_rows (GTK_WIDGET (info), rows);
  g_assert_cmpuint (rows->len, ==, entries->len);
  for (guint i = 0; i < rows->len; i++)
    g_assert_nonnull (find_source_tag (g_ptr_array_index (rows, i)));

  row = find_row (rows, "Spider: dice");
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "Fresh 4+ 5+ · Reduced 5+");
  tag = find_source_tag (row);
  g_assert_cmpstr (gtk_label_get_text (tag), ==, "Reconstructed");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (tag), "warning"));

  row = find_row (rows, "Spider: movement");
  tag = find_source_tag (row);
  g_assert_cmpstr (gtk_label_get_text (tag), ==, "From the rules");
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (tag), "warning"));

  gtk_window_destroy (GTK_WINDOW (info));
  g_assert_null (find_board_info_window ());
}

/* Every widget under widget with the CSS class, in order */
static void
collect_with_class (GtkWidget  *widget,
                    const char *css_class,
                    GPtrArray  *found)
{
  if (gtk_widget_has_css_class (widget, css_class))
    g_ptr_array_add (found, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_with_class (child, css_class, found);
}

static GtkWidget *
find_by_type (GtkWidget *widget,
              GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The text of a log row: below its line with the turn and the tag */
static const char *
log_row_text (GtkWidget *row)
{
  GtkWidget *head = gtk_widget_get_first_child (row);
  GtkWidget *text = gtk_widget_get_next_sibling (head);

  g_assert_true (GMP_IS_WRAPPED_TEXT (text));
  return gmp_wrapped_text_get_text (GMP_WRAPPED_TEXT (text));
}

/* Issue 16: the log is a list (gmp-log-view.c) in the window's first
 * frames; it lists every entry, newest first, each with its explanation
 * and its rules note's tag, which is no Tab stop of its own */
static void
test_log (Fixture       *fixture,
          gconstpointer  data)
{
  const GmpLog *log = gmp_session_get_log (gmp_game_get_session (fixture->game));
  const GmpBoard *board = gmp_game_get_board (fixture->game);
  GmpTurnPanel *panel = NULL;
  GListModel *model;
  guint n = gmp_log_get_n_entries (log), n_notes = 0;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  g_autoptr(GPtrArray) tags = g_ptr_array_new ();

  g_assert_cmpuint (n, >, 1);
  ui_wait_for_frames ();
  collect_with_class (GTK_WIDGET (fixture->window), "log-entry", rows);
  /* The rows in sight, from the newest: not necessarily all of them */
  g_assert_cmpuint (rows->len, >, 0);
  g_assert_cmpuint (rows->len, <=, n);
  panel = GMP_TURN_PANEL (find_by_type (GTK_WIDGET (fixture->window), GMP_TYPE_TURN_PANEL));
  g_assert_nonnull (panel);
  model = gmp_log_view_get_model (gmp_turn_panel_get_log_view (panel));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);

  for (guint i = 0; i < rows->len; i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, n - 1 - i);
      g_autofree char *text = gmp_log_entry_to_string_at (log, n - 1 - i, board);

      g_assert_cmpstr (log_row_text (rows->pdata[i]), ==, text);
      n_notes += gmp_turn_info_log_note (entry) > 0;
    }
  for (guint i = 0; i < rows->len; i++)
    collect_with_class (rows->pdata[i], "note-tag", tags);
  for (guint i = 0; i < tags->len; i++)
    if (!gtk_widget_get_visible (tags->pdata[i]))
      g_ptr_array_remove_index (tags, i--);
  g_assert_cmpuint (n_notes, >, 0);
  g_assert_cmpuint (tags->len, ==, n_notes);
  for (guint i = 0; i < tags->len; i++)
    g_assert_false (gtk_widget_get_focusable (tags->pdata[i]));

  /* A change adds its entries at the top: Swarm 1 drawn from the cup */
  g_assert_true (gmp_game_answer (fixture->game, gmp_board_find_chit (board, "swarm-1"), NULL, NULL));
  g_assert_cmpuint (gmp_log_get_n_entries (log), >, n);
  n = gmp_log_get_n_entries (log);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);
  ui_wait_for_frames ();
  g_ptr_array_set_size (rows, 0);
  collect_with_class (GTK_WIDGET (fixture->window), "log-entry", rows);
  g_assert_cmpuint (rows->len, >, 0);
  {
    g_autofree char *newest = gmp_log_entry_to_string_at (log, n - 1, board);

    g_assert_cmpstr (log_row_text (rows->pdata[0]), ==, newest);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-window-data-XXXXXX", NULL);

  /* The window autosaves after every action: into a folder of the test's own */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* GTK's in-process accessibility context: no bus, and its properties can be read. */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_setup (&argc, &argv);
  adw_init ();

  g_test_add ("/ui/window/map-view", Fixture, NULL, fixture_set_up, test_map_view, fixture_tear_down);
  g_test_add ("/ui/window/fit-whole-map", Fixture, NULL,
              fixture_set_up, test_fit_whole_map, fixture_tear_down);
  g_test_add ("/ui/window/title", Fixture, NULL, fixture_set_up, test_title, fixture_tear_down);
  g_test_add ("/ui/window/zoom-actions", Fixture, NULL,
              fixture_set_up, test_zoom_actions, fixture_tear_down);
  g_test_add ("/ui/window/select-city", Fixture, NULL,
              fixture_set_up, test_select_city, fixture_tear_down);
  g_test_add ("/ui/window/open-bad-file", Fixture, NULL,
              fixture_set_up, test_open_bad_file, fixture_tear_down);
  g_test_add ("/ui/window/open-good-file", Fixture, NULL,
              fixture_set_up, test_open_good_file, fixture_tear_down);
  g_test_add ("/ui/window/board-info", Fixture, NULL,
              fixture_set_up, test_board_info, fixture_tear_down);
  g_test_add_func ("/ui/window/size-setting", test_window_size_setting);
  g_test_add_func ("/ui/window/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/window/shortcuts-window/every-accel",
                   test_shortcuts_window_lists_every_accel);
  g_test_add_func ("/ui/window/about/board-credits", test_about_board_credits);
  g_test_add_func ("/ui/window/about/links", test_about_links);
  g_test_add ("/ui/window/log", Fixture, NULL,
              fixture_set_up, test_log, fixture_tear_down);
  g_test_add ("/ui/window/game-over/notes-21-22", Fixture, NULL,
              fixture_set_up, test_game_over, fixture_tear_down);

  return g_test_run ();
}
