/* test-render-cache.c: the map view's kept board, moved, scaled and made sharp again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: a zoom scales the last sharp frame instead of drawing the board
 * layer again; once it settles the board is drawn sharp (in a worker
 * thread in the app). Each frame must show what a full drawing shows: the
 * sharp ones the same pixels, the scaled ones nearly so.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "render/gmp-render.h"
#include "render/gmp-render-cache.h"

#include "test-util.h"

#define WIDTH  640
#define HEIGHT 400

typedef struct {
  GmpBoard         *board;
  GmpState         *state;
  GmpRenderOptions  options;
  GmpRenderCache   *cache;
  double            fit_scale, fit_x, fit_y;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  g_autoptr(GError) error = NULL;

  fixture->board = test_default_board ();
  fixture->state = gmp_setup_new_game (fixture->board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  gmp_render_options_init (&fixture->options);
  gmp_render_fit (fixture->board, WIDTH, HEIGHT, &fixture->options);
  fixture->fit_scale = fixture->options.scale;
  fixture->fit_x = fixture->options.offset_x;
  fixture->fit_y = fixture->options.offset_y;
  fixture->options.selected_city = gmp_board_find_city (fixture->board, "CHI");
  fixture->cache = gmp_render_cache_new ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gmp_render_cache_free (fixture->cache);
  gmp_state_free (fixture->state);
  gmp_board_unref (fixture->board);
}

/* Zoom z around the view's centre, as the viewport does */
static void
zoom (Fixture *fixture,
      double   z)
{
  double cx = WIDTH / 2.0, cy = HEIGHT / 2.0;
  double map_x = (cx - fixture->fit_x) / fixture->fit_scale;
  double map_y = (cy - fixture->fit_y) / fixture->fit_scale;

  fixture->options.scale = fixture->fit_scale * z;
  fixture->options.offset_x = cx - map_x * fixture->options.scale;
  fixture->options.offset_y = cy - map_y * fixture->options.scale;
}

static cairo_surface_t *
new_surface (void)
{
  return cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
}

/* What the view's frame shows, and whether it was sharp */
static cairo_surface_t *
draw_cached (Fixture  *fixture,
             gboolean *sharp)
{
  cairo_surface_t *surface = new_surface ();
  cairo_t *cr = cairo_create (surface);

  *sharp = gmp_render_cache_draw (fixture->cache, cr, fixture->board, fixture->state,
                                  &fixture->options, WIDTH, HEIGHT, 1.0);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static cairo_surface_t *
draw_whole (Fixture *fixture)
{
  cairo_surface_t *surface = new_surface ();
  cairo_t *cr = cairo_create (surface);

  gmp_render_map (cr, fixture->board, fixture->state, &fixture->options);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The mean difference per channel (0–255), and the share of pixels that
 * differ by more than 8 in a channel */
static double
difference (cairo_surface_t *a,
            cairo_surface_t *b,
            double          *share_off)
{
  const guint8 *pa = cairo_image_surface_get_data (a), *pb = cairo_image_surface_get_data (b);
  int stride = cairo_image_surface_get_stride (a);
  double sum = 0;
  guint off = 0;

  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++)
      {
        int most = 0;

        for (int c = 0; c < 4; c++)
          {
            int d = abs (pa[y * stride + x * 4 + c] - pb[y * stride + x * 4 + c]);

            sum += d;
            most = MAX (most, d);
          }
        off += most > 8;
      }
  if (share_off != NULL)
    *share_off = (double) off / (WIDTH * HEIGHT);
  return sum / (WIDTH * HEIGHT * 4.0);
}

static void
assert_same_picture (cairo_surface_t *a,
                     cairo_surface_t *b)
{
  double share;
  double mean = difference (a, b, &share);

  /* The board drawn into an image of its own at a whole-pixel offset, the
   * counters and names copied from their images (placed to the pixel,
   * within an eighth of one: gmp-render-sprites.c): the same drawing up
   * to antialiasing at the edges of those */
  g_test_message ("same picture: mean difference %.3f, %.2f %% of pixels off", mean, share * 100);
  g_assert_cmpfloat (mean, <, 1.0);
  g_assert_cmpfloat (share, <, 0.05);
}

/* The first frame draws the board's image and is sharp: the very picture
 * of a whole drawing */
static void
test_first_frame_sharp (Fixture       *fixture,
                        gconstpointer  data)
{
  gboolean sharp;
  cairo_surface_t *cached = draw_cached (fixture, &sharp);
  cairo_surface_t *whole = draw_whole (fixture);

  g_assert_true (sharp);
  assert_same_picture (cached, whole);
  cairo_surface_destroy (cached);
  cairo_surface_destroy (whole);
}

/* A zoom scales the last frame (not sharp), close to what the full
 * drawing at that scale shows; once updated it is sharp and the same.
 * From 3× to 4×, where every size is in map units (below, the smallest
 * legible sizes in pixels differ from the scaled ones until it settles) */
static void
test_zoom_scaled_then_sharp (Fixture       *fixture,
                             gconstpointer  data)
{
  gboolean sharp;
  cairo_surface_t *first, *scaled, *whole, *after;
  double mean_scaled, mean_unscaled;

  zoom (fixture, 3.0);
  first = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  zoom (fixture, 4.0);
  g_assert_false (gmp_render_cache_is_sharp (fixture->cache, fixture->board, fixture->state, &fixture->options,
                                             WIDTH, HEIGHT, 1.0));
  scaled = draw_cached (fixture, &sharp);
  g_assert_false (sharp);
  whole = draw_whole (fixture);
  mean_scaled = difference (scaled, whole, NULL);
  /* The unscaled first frame is far from it: the scaling is what makes
   * the scaled frame close */
  mean_unscaled = difference (first, whole, NULL);
  g_test_message ("scaled frame: mean difference %.2f, unscaled %.2f", mean_scaled, mean_unscaled);
  g_assert_cmpfloat (mean_scaled, <, 6.0);
  g_assert_cmpfloat (mean_scaled * 3, <, mean_unscaled);

  gmp_render_cache_update (fixture->cache, fixture->board, fixture->state, &fixture->options,
                           WIDTH, HEIGHT, 1.0);
  after = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  assert_same_picture (after, whole);

  cairo_surface_destroy (first);
  cairo_surface_destroy (scaled);
  cairo_surface_destroy (whole);
  cairo_surface_destroy (after);
}

/* A pan by whole pixels within the image's margin needs no new image */
static void
test_pan_moves_image (Fixture       *fixture,
                      gconstpointer  data)
{
  gboolean sharp;
  cairo_surface_t *frame, *whole;

  zoom (fixture, 2.0);
  cairo_surface_destroy (draw_cached (fixture, &sharp));
  g_assert_true (sharp);
  fixture->options.offset_x += 40;
  fixture->options.offset_y -= 30;
  frame = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  whole = draw_whole (fixture);
  assert_same_picture (frame, whole);
  cairo_surface_destroy (frame);
  cairo_surface_destroy (whole);

  /* Past the margin: the last frame moved, then a new image */
  fixture->options.offset_x += WIDTH;
  frame = draw_cached (fixture, &sharp);
  g_assert_false (sharp);
  cairo_surface_destroy (frame);
}

/* Rules note 19: a Fort destroyed shows at once (the state layer draws
 * the damage over the board layer's standing Fort) */
static void
test_fort_redraws (Fixture       *fixture,
                   gconstpointer  data)
{
  int chicago = gmp_board_find_city (fixture->board, "CHI");
  gboolean sharp;
  cairo_surface_t *frame, *whole;

  cairo_surface_destroy (draw_cached (fixture, &sharp));
  fixture->state->fort_strength[gmp_board_fort_at (fixture->board, (guint) chicago)] = 0;
  frame = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  whole = draw_whole (fixture);
  assert_same_picture (frame, whole);
  cairo_surface_destroy (frame);
  cairo_surface_destroy (whole);
}

/* Rules note 10: two adjacent fence Forts destroyed open the fence; the
 * board's image is drawn again where the segment is, and closing it
 * again (an undo) draws it back */
static void
test_fence_hole_patched (Fixture       *fixture,
                         gconstpointer  data)
{
  int forts[2] = { gmp_board_fort_at (fixture->board, (guint) gmp_board_find_city (fixture->board, "CHI")),
                   gmp_board_fort_at (fixture->board, (guint) gmp_board_find_city (fixture->board, "STL")) };
  gboolean sharp;
  cairo_surface_t *intact, *frame, *whole;

  intact = draw_cached (fixture, &sharp);
  for (guint i = 0; i < 2; i++)
    fixture->state->fort_strength[forts[i]] = 0;
  frame = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  whole = draw_whole (fixture);
  assert_same_picture (frame, whole);
  /* The hole shows: the picture changed */
  g_assert_cmpfloat (difference (frame, intact, NULL), >, 0.0);
  cairo_surface_destroy (frame);
  cairo_surface_destroy (whole);

  for (guint i = 0; i < 2; i++)
    fixture->state->fort_strength[forts[i]] = fixture->board->forts[forts[i]].strength;
  frame = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  assert_same_picture (frame, intact);
  cairo_surface_destroy (frame);
  cairo_surface_destroy (intact);
}

static void
on_updated (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  Fixture *fixture = user_data;
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_render_cache_update_finish (fixture->cache, result, &error));
  g_assert_no_error (error);
  fixture->options.n_highlight = 1;   /* done */
}

/* The sharp image drawn in a worker thread replaces the kept one */
static void
test_update_async (Fixture       *fixture,
                   gconstpointer  data)
{
  gint64 end = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  gboolean sharp;
  cairo_surface_t *frame, *whole;

  cairo_surface_destroy (draw_cached (fixture, &sharp));
  zoom (fixture, 1.25);
  cairo_surface_destroy (draw_cached (fixture, &sharp));
  g_assert_false (sharp);
  gmp_render_cache_update_async (fixture->cache, fixture->board, fixture->state,
                                 &fixture->options, WIDTH, HEIGHT, 1.0, NULL, on_updated,
                                 fixture);
  while (fixture->options.n_highlight == 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (fixture->options.n_highlight, ==, 1);
  fixture->options.n_highlight = 0;
  frame = draw_cached (fixture, &sharp);
  g_assert_true (sharp);
  whole = draw_whole (fixture);
  assert_same_picture (frame, whole);
  cairo_surface_destroy (frame);
  cairo_surface_destroy (whole);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/render/cache/first-frame-sharp", Fixture, NULL,
              fixture_set_up, test_first_frame_sharp, fixture_tear_down);
  g_test_add ("/render/cache/zoom-scaled-then-sharp", Fixture, NULL,
              fixture_set_up, test_zoom_scaled_then_sharp, fixture_tear_down);
  g_test_add ("/render/cache/pan-moves-image", Fixture, NULL,
              fixture_set_up, test_pan_moves_image, fixture_tear_down);
  g_test_add ("/render/cache/fort-redraws/note-19", Fixture, NULL,
              fixture_set_up, test_fort_redraws, fixture_tear_down);
  g_test_add ("/render/cache/fence-hole-patched/note-10", Fixture, NULL,
              fixture_set_up, test_fence_hole_patched, fixture_tear_down);
  g_test_add ("/render/cache/update-async", Fixture, NULL,
              fixture_set_up, test_update_async, fixture_tear_down);

  return g_test_run ();
}
