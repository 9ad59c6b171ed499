/* bench-map-zoom.c: the frames of a zoom, as the map view draws them (issue 17)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The scene of `bench map` (1920×1080, a new game, Swarm 1's stack in
 * Minneapolis selected with its legal moves lit). A pinch is played as the
 * view sees it: 30 frames from "fit" to 2× (or 2.8×) around a point, then
 * 30 back out, each drawn by gmp_render_cache_draw(). Then the zoom
 * settles: the sharp board image and the counters' and names' images are
 * made (in the app, in a worker thread), and the first sharp frame after
 * it copies them. The frame a zoom scales is made before the pinch, as
 * the view does when idle after a change. Beside them, a zoom frame as
 * the view drew it before issue 17 (the board layer drawn again at every
 * new scale).
 *
 * Each is timed by the CPU time of this thread (CLOCK_THREAD_CPUTIME_ID),
 * so that on the project's shared 2-core machine the time other processes
 * take the core from us does not count, and by the wall clock.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

#include "core/gmp-core.h"
#include "render/gmp-render.h"
#include "render/gmp-render-cache.h"

#include "bench-util.h"
#include "bench.h"

#define WIDTH  1920
#define HEIGHT 1080
#define STEPS  30
#define PINCHES 5

typedef struct {
  GmpBoard         *board;
  GmpState         *state;
  GmpRenderOptions  options;
  cairo_surface_t  *target;
  GmpRenderCache   *cache;
  GmpRenderSprites *sprites;
  GmpMoveOptions   *moves;
  guint             cities[64];
  guint             costs[64];
  double            fit_scale;
  double            fit_x;
  double            fit_y;
} ZoomBench;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The options at zoom z around the widget point (cx, cy), as the viewport
 * puts them: the map point under it stays there */
static void
zoom_options (ZoomBench *bench,
              double     z,
              double     cx,
              double     cy)
{
  double scale = bench->fit_scale * z;
  double map_x = (cx - bench->fit_x) / bench->fit_scale;
  double map_y = (cy - bench->fit_y) / bench->fit_scale;

  bench->options.scale = scale;
  bench->options.offset_x = cx - map_x * scale;
  bench->options.offset_y = cy - map_y * scale;
}

/* This thread's CPU time in µs */
static double
cpu_us (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static double wall_start;

/* One frame as the view's snapshot draws it; its CPU time in µs */
static double
frame (ZoomBench *bench,
       gboolean  *sharp)
{
  double start = cpu_us ();
  cairo_t *cr = cairo_create (bench->target);
  gboolean is_sharp;

  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  is_sharp = gmp_render_cache_draw (bench->cache, cr, bench->board, bench->state, &bench->options,
                                    WIDTH, HEIGHT, 1.0);
  cairo_destroy (cr);
  cairo_surface_flush (bench->target);
  if (sharp != NULL)
    *sharp = is_sharp;
  return cpu_us () - start;
}

/* The frame of a zoom before issue 17: the board layer drawn again at the
 * new scale, then the state */
static double
frame_before (ZoomBench *bench)
{
  double start = cpu_us ();
  cairo_surface_t *layer = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  cairo_t *cr = cairo_create (layer);

  gmp_render_board_layer (cr, bench->board, bench->state, &bench->options);
  cairo_destroy (cr);
  cr = cairo_create (bench->target);
  cairo_set_source_surface (cr, layer, 0, 0);
  cairo_paint (cr);
  gmp_render_state_layer (cr, bench->board, bench->state, &bench->options);
  cairo_destroy (cr);
  cairo_surface_flush (bench->target);
  cairo_surface_destroy (layer);
  return cpu_us () - start;
}

static void
report (const char *name,
        double     *times,
        guint       n)
{
  qsort (times, n, sizeof *times, compare_doubles);
  g_print ("  %s: median %.2f ms, 90th %.2f ms, slowest %.2f ms (%u, CPU time)\n", name,
           times[n / 2] / 1000.0, times[(n * 9) / 10] / 1000.0, times[n - 1] / 1000.0, n);
}

void
bench_map_zoom (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  g_autofree double *zoom_frames = g_new (double, PINCHES * 2 * STEPS);
  double first_frames[PINCHES], settle_frames[PINCHES], updates[PINCHES], prepares[PINCHES];
  double before[8];
  guint n_zoom = 0, stack[16], n_stack;
  ZoomBench bench = { 0 };
  int msp;

  bench.board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  bench.state = gmp_setup_new_game (bench.board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  gmp_turn_answer (bench.state, NULL, dice, gmp_board_find_chit (bench.board, "swarm-1"), &error);
  g_assert_no_error (error);
  msp = gmp_board_find_city (bench.board, "MSP");
  n_stack = gmp_state_units_in_city (bench.state, (guint) msp, GMP_SIDE_SWARM, stack,
                                     G_N_ELEMENTS (stack));
  bench.moves = gmp_movement_query (bench.state, stack, n_stack);

  gmp_render_options_init (&bench.options);
  gmp_render_fit (bench.board, WIDTH, HEIGHT, &bench.options);
  bench.fit_scale = bench.options.scale;
  bench.fit_x = bench.options.offset_x;
  bench.fit_y = bench.options.offset_y;
  bench.options.selected_city = msp;
  bench.options.picked_units = stack;
  bench.options.n_picked = n_stack;
  for (guint i = 0; i < bench.moves->n_targets && i < G_N_ELEMENTS (bench.cities); i++)
    {
      bench.cities[i] = bench.moves->targets[i].city;
      bench.costs[i] = bench.moves->targets[i].cost;
      bench.options.n_highlight = i + 1;
    }
  bench.options.highlight_cities = bench.cities;
  bench.options.highlight_costs = bench.costs;
  bench.sprites = gmp_render_sprites_new ();
  bench.options.sprites = bench.sprites;
  bench.target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  bench.cache = gmp_render_cache_new ();

  bench_section ("Frames of a zoom at 1920x1080 (issue 17)");
  wall_start = (double) g_get_monotonic_time ();
  /* Settled at fit: the first frame draws the board's image, then warm */
  frame (&bench, NULL);
  frame (&bench, NULL);

  for (guint p = 0; p < PINCHES; p++)
    {
      /* In to 2× and back out, around a point off the centre */
      double cx = WIDTH * 0.4, cy = HEIGHT * 0.45;
      gboolean sharp;
      double start;

      /* Idle after the last change: the frame a zoom scales */
      start = cpu_us ();
      gmp_render_cache_prepare (bench.cache, bench.board, bench.state, &bench.options);
      prepares[p] = cpu_us () - start;

      for (guint i = 1; i <= 2 * STEPS; i++)
        {
          double t = i <= STEPS ? (double) i / STEPS : (double) (2 * STEPS - i) / STEPS;
          double z = pow (2.0, t * (p % 2 ? 1.5 : 1.0));
          double time;

          zoom_options (&bench, z, cx, cy);
          time = frame (&bench, &sharp);
          if (i == 1)
            first_frames[p] = time;
          else
            zoom_frames[n_zoom++] = time;
        }
      /* Settled (at 1× again on even pinches, or a bit in, on odd ones) */
      zoom_options (&bench, p % 2 ? 1.3 : 1.0, cx, cy);
      frame (&bench, &sharp);
      start = cpu_us ();
      gmp_render_cache_update (bench.cache, bench.board, bench.state, &bench.options,
                               WIDTH, HEIGHT, 1.0);
      updates[p] = cpu_us () - start;
      settle_frames[p] = frame (&bench, &sharp);
      g_assert_true (sharp);
    }
  report ("the frame a zoom scales, made when idle (not a frame)", prepares, PINCHES);
  report ("first frame of a pinch", first_frames, PINCHES);
  report ("frames of a pinch, in to 2x or 2.8x and out", zoom_frames, n_zoom);
  report ("first sharp frame once it settles (names, counters at the new scale)",
          settle_frames, PINCHES);
  report ("the sharp board image, in the view's worker thread (not a frame)", updates, PINCHES);
  for (guint i = 0; i < G_N_ELEMENTS (before); i++)
    {
      zoom_options (&bench, 1.0 + 0.1 * i, WIDTH / 2.0, HEIGHT / 2.0);
      before[i] = frame_before (&bench);
    }
  report ("a zoom frame before issue 17 (board layer drawn again)", before, G_N_ELEMENTS (before));
  g_print ("  (%.1f s of wall-clock time for %.1f s of CPU time: the machine's load)\n",
           ((double) g_get_monotonic_time () - wall_start) / 1e6, cpu_us () / 1e6);

  gmp_render_cache_free (bench.cache);
  gmp_render_sprites_free (bench.sprites);
  gmp_move_options_free (bench.moves);
  cairo_surface_destroy (bench.target);
  gmp_state_free (bench.state);
  gmp_board_unref (bench.board);
}
