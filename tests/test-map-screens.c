/* test-map-screens.c: the window at a small and a large screen's size (issue 17)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case brings the whole window to what its picture shows and checks
 * what matters there: the map fits and nothing on it overlaps, a stack
 * selected shows its battles' odds on the map and the destination under
 * the keyboard's focus in the side panel. With $GMP_SCREENSHOT_DIR set
 * (build-aux/screenshots) the picture is written there as
 * map-WIDTHxHEIGHT-LANG.png or map-odds-LANG.png.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"
#include "render/gmp-render.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  int width, height;
} Size;

typedef struct {
  GmpGame    *game;
  GmpWindow  *window;
  GmpMapView *map_view;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  const Size *size = data;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;

  gmp_recovery_discard_unheld ();
  fixture->game = gmp_game_new_for_table (FALSE, dice, &error);
  g_assert_no_error (error);
  fixture->window = ui_window_show (fixture->game, TRUE, size->width, size->height);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  ui_wait_for_frames ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_window_close (&fixture->window, &fixture->game);
  gmp_recovery_discard_unheld ();
}

static void
save_screenshot (Fixture    *fixture,
                 const char *name)
{
  g_autofree char *path = ui_screenshot_path (name);

  ui_save_window_png (GTK_WINDOW (fixture->window), path);
}

/* The options the view draws with, for its layout */
static GmpRenderLayout *
view_layout (Fixture *fixture)
{
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
  GmpRenderOptions options;

  gmp_render_options_init (&options);
  options.scale = gmp_viewport_get_scale (viewport);
  gmp_viewport_get_offset (viewport, &options.offset_x, &options.offset_y);
  return gmp_render_layout_new (gmp_game_get_board (fixture->game),
                                gmp_game_get_state (fixture->game), &options);
}

static guint
count_overlaps (GmpRenderLayout *layout)
{
  guint n, overlaps = 0;
  const GmpMapItem *items = gmp_render_layout_get_items (layout, &n);

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        gboolean round_i = items[i].kind == GMP_MAP_ITEM_MARKER || items[i].kind == GMP_MAP_ITEM_RINGS;
        gboolean round_j = items[j].kind == GMP_MAP_ITEM_MARKER || items[j].kind == GMP_MAP_ITEM_RINGS;
        double w = MIN (items[i].x + items[i].width, items[j].x + items[j].width)
                   - MAX (items[i].x, items[j].x);
        double h = MIN (items[i].y + items[i].height, items[j].y + items[j].height)
                   - MAX (items[i].y, items[j].y);

        /* Rings may cross a neighbour's, and their own marker */
        if (round_i && round_j
            && !(items[i].kind == GMP_MAP_ITEM_MARKER && items[j].kind == GMP_MAP_ITEM_MARKER))
          continue;
        if (w > 0.01 && h > 0.01)
          {
            g_test_message ("items %u (kind %d, city %u) and %u (kind %d, city %u) overlap",
                            i, items[i].kind, items[i].city, j, items[j].kind, items[j].city);
            overlaps++;
          }
      }
  return overlaps;
}

/* The new game, the whole map in view */
static void
test_screen (Fixture       *fixture,
             gconstpointer  data)
{
  const Size *size = data;
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);
  g_autoptr(GmpRenderLayout) layout = view_layout (fixture);
  g_autofree char *name = g_strdup_printf ("map-%dx%d", size->width, size->height);

  g_assert_true (gmp_viewport_get_fitting (viewport));
  g_test_message ("map %d × %d, scale %.3f", gtk_widget_get_width (GTK_WIDGET (fixture->map_view)),
                  gtk_widget_get_height (GTK_WIDGET (fixture->map_view)),
                  gmp_viewport_get_scale (viewport));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (fixture->window)), <=, size->width);
  g_assert_cmpuint (count_overlaps (layout), ==, 0);
  save_screenshot (fixture, name);
}

/* Swarm 1's stack in Minneapolis selected: its destinations lit with their
 * cost, Chicago's battle with its chance to win, and Chicago under the
 * keyboard's focus described in the panel */
static void
test_screen_odds (Fixture       *fixture,
                  gconstpointer  data)
{
  GmpBoard *board = gmp_game_get_board (fixture->game);
  int msp = gmp_board_find_city (board, "MSP"), chi = gmp_board_find_city (board, "CHI");
  g_autoptr(GmpAction) action = gmp_action_new_answer (gmp_board_find_chit (board, "swarm-1"));
  g_autoptr(GError) error = NULL;
  GmpViewport *viewport = gmp_map_view_get_viewport (fixture->map_view);

  g_assert_true (gmp_game_apply (fixture->game, action, &error));
  g_assert_no_error (error);
  /* Closer, on the Midwest */
  gmp_viewport_set_zoom (viewport, 1.8);
  gmp_viewport_set_center (viewport, (board->cities[msp].x + board->cities[chi].x) / 2,
                           (board->cities[msp].y + board->cities[chi].y) / 2 + 40);
  gmp_map_view_set_selected_city (fixture->map_view, msp);
  gmp_map_view_set_focus_city (fixture->map_view, chi);
  g_assert_nonnull (gmp_map_view_get_highlight_odds (fixture->map_view, (guint) chi));
  gtk_widget_grab_focus (GTK_WIDGET (fixture->map_view));
  ui_wait_for_frames ();
  save_screenshot (fixture, "map-odds");
}

static const Size small = { 1024, 600 }, large = { 1920, 1080 };

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-map-screens-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("GTK_A11Y", "none", TRUE);
  gtk_test_setup (&argc, &argv);
  /* The screenshots in the language asked (LANGUAGE=pt_BR) */
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();

  g_test_add ("/ui/map/screenshot/1024x600", Fixture, &small,
              fixture_set_up, test_screen, fixture_tear_down);
  g_test_add ("/ui/map/screenshot/1920x1080", Fixture, &large,
              fixture_set_up, test_screen, fixture_tear_down);
  g_test_add ("/ui/map/screenshot/odds/note-24", Fixture, &large,
              fixture_set_up, test_screen_odds, fixture_tear_down);

  return g_test_run ();
}
