/* bench-data.c: loading, saving and drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bench-util.h"
#include "bench.h"
#include "render/gmp-render.h"

typedef struct {
  GmpScenario *scenario;
  GBytes      *scenario_bytes;
  GBytes      *saved_game_bytes;  /* three turns played, with their log */
  GBytes      *board_bytes;
  GmpBoard    *board;
} DataBench;

static void
load_board (gpointer data)
{
  DataBench *bench = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_load_bytes (bench->board_bytes, "bench.xml", &error);

  g_assert_no_error (error);
}

static void
look_up_board (gpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

  g_assert_no_error (error);
}

static void
load_scenario (gpointer data)
{
  DataBench *bench = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario =
    gmp_scenario_load_bytes (bench->scenario_bytes, "bench.gmpscenario", &error);

  g_assert_no_error (error);
}

static void
load_saved_game (gpointer data)
{
  DataBench *bench = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario =
    gmp_scenario_load_bytes (bench->saved_game_bytes, "bench-saved.gmpscenario", &error);

  g_assert_no_error (error);
}

/* Issue 8: a game as players save it, three turns in, with its log */
static GBytes *
saved_game_bytes (GmpBoard *board)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (8);
  g_autoptr(GmpScenario) scenario = NULL;
  GmpState *state;

  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  scenario = gmp_scenario_new (state);
  scenario->log = gmp_log_new ();
  gmp_turn_play_auto (state, scenario->log, dice, 3, &error);
  g_assert_no_error (error);
  return gmp_scenario_to_bytes (scenario);
}

static void
save_scenario (gpointer data)
{
  DataBench *bench = data;
  g_autoptr(GBytes) bytes = gmp_scenario_to_bytes (bench->scenario);

  g_assert (g_bytes_get_size (bytes) > 0);
}

static void
render_full_map (gpointer data)
{
  DataBench *bench = data;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1920, 1080);
  cairo_t *cr = cairo_create (surface);
  GmpRenderOptions options;

  gmp_render_options_init (&options);
  gmp_render_fit (bench->board, 1920, 1080, &options);
  gmp_render_map (cr, bench->board, bench->scenario->state, &options);
  cairo_surface_flush (surface);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

void
bench_data (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  DataBench bench = { 0 };
  GmpState *state;

  bench.board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  bench.board_bytes = g_resources_lookup_data (RESOURCE_PREFIX "/data/boards/"
                                               GMP_DEFAULT_BOARD_ID ".xml",
                                               G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  state = gmp_setup_new_game (bench.board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  bench.scenario = gmp_scenario_new (state);
  bench.scenario_bytes = gmp_scenario_to_bytes (bench.scenario);
  bench.saved_game_bytes = saved_game_bytes (bench.board);

  bench_section ("Data: load, save, draw");
  bench_report ("load + validate the default board",
                bench_median_us (load_board, &bench, 200), 200);
  bench_report ("look the default board up again (cached, issue 8)",
                bench_median_us (look_up_board, &bench, 200), 200);
  bench_report ("load + validate the default scenario (board included)",
                bench_median_us (load_scenario, &bench, 200), 200);
  bench_report ("load + validate a saved game, 3 turns and their log (issue 8)",
                bench_median_us (load_saved_game, &bench, 200), 200);
  bench_report ("save the default scenario to bytes",
                bench_median_us (save_scenario, &bench, 500), 500);
  bench_report ("render the full map at 1920x1080",
                bench_median_us (render_full_map, &bench, 50), 50);

  g_bytes_unref (bench.scenario_bytes);
  g_bytes_unref (bench.saved_game_bytes);
  g_bytes_unref (bench.board_bytes);
  gmp_scenario_free (bench.scenario);
  gmp_board_unref (bench.board);
}
