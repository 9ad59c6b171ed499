/* bench-map-whole.c: the whole map drawn at once, for a side-by-side run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench-map-whole [RUNS]
 *
 * The scene of `bench map` (bench-map.c): the default board at 1920×1080,
 * a new game from dice seeded with 1, Swarm 1 activated and its stack in
 * Minneapolis selected. It draws the whole map with gmp_render_map() RUNS
 * times (50 unless given) and prints the median. It uses only API that
 * commit a5e4555 has, so that bench/compare-map.sh can build it against
 * that commit's libraries as well as this tree's (docs/performance.md, "The
 * map view (issue 9)").
 */

#include <locale.h>
#include <stdlib.h>

#include "core/gmp-core.h"
#include "render/gmp-render.h"

#define WIDTH  1920
#define HEIGHT 1080

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  guint runs = argc > 1 ? (guint) atoi (argv[1]) : 50;
  g_autofree double *times = NULL;
  GmpRenderOptions options;
  cairo_surface_t *target;
  GmpBoard *board;
  GmpState *state;
  guint n_on_map = 0;
  int msp;

  setlocale (LC_ALL, "");
  if (runs == 0)
    runs = 50;
  times = g_new (double, runs);
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  gmp_turn_answer (state, NULL, dice, gmp_board_find_chit (board, "swarm-1"), &error);
  g_assert_no_error (error);
  msp = gmp_board_find_city (board, "MSP");
  for (guint i = 0; i < state->units->len; i++)
    n_on_map += g_array_index (state->units, GmpUnit, i).place == GMP_PLACE_MAP;

  gmp_render_options_init (&options);
  gmp_render_fit (board, WIDTH, HEIGHT, &options);
  options.selected_city = msp;
  target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);

  /* One warm-up drawing (fonts, glyph caches), then the timed ones */
  for (guint i = 0; i <= runs; i++)
    {
      gint64 start = g_get_monotonic_time ();
      cairo_t *cr = cairo_create (target);

      gmp_render_map (cr, board, state, &options);
      cairo_surface_flush (target);
      cairo_destroy (cr);
      if (i > 0)
        times[i - 1] = (double) (g_get_monotonic_time () - start);
    }
  qsort (times, runs, sizeof *times, compare_doubles);
  g_print ("whole map at %dx%d, %u units on the map: %.1f µs (median of %u)\n", WIDTH, HEIGHT,
           n_on_map, runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2,
           runs);

  cairo_surface_destroy (target);
  gmp_state_free (state);
  gmp_board_unref (board);
  return 0;
}
