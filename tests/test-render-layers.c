/* test-render-layers.c: the map in two layers draws what the whole map draws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app keeps the board layer in a surface (issue 9); drawn under the
 * state layer it must give the very pixels of gmp_render_map().
 */

#include "config.h"

#include <string.h>

#include "render/gmp-render.h"

#include "test-util.h"

#define WIDTH  640
#define HEIGHT 400

static cairo_surface_t *
new_surface (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);

  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  return surface;
}

static gboolean
same_pixels (cairo_surface_t *a,
             cairo_surface_t *b)
{
  int stride = cairo_image_surface_get_stride (a);

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  return memcmp (cairo_image_surface_get_data (a), cairo_image_surface_get_data (b),
                 (size_t) stride * HEIGHT) == 0;
}

/* Rules notes 19, 10: a destroyed Fort changes the board layer too */
static void
test_layers_match_whole_map (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  int chicago = gmp_board_find_city (board, "CHI");
  guint highlight[2] = { 0, 1 }, costs[2] = { 1, 2 };
  GmpRenderOptions options;

  g_assert_no_error (error);
  state->fort_strength[gmp_board_fort_at (board, (guint) chicago)] = 0;
  gmp_render_options_init (&options);
  gmp_render_fit (board, WIDTH, HEIGHT, &options);
  options.selected_city = chicago;
  options.focus_city = 2;
  options.highlight_cities = highlight;
  options.highlight_costs = costs;
  options.n_highlight = 2;
  options.combat_cities = (const guint *) &chicago;
  options.n_combat = 1;

  {
    cairo_surface_t *whole = new_surface ();
    cairo_surface_t *board_layer = new_surface ();
    cairo_surface_t *layered = new_surface ();
    cairo_t *cr;

    cr = cairo_create (whole);
    gmp_render_map (cr, board, state, &options);
    cairo_destroy (cr);

    cr = cairo_create (board_layer);
    gmp_render_board_layer (cr, board, state, &options);
    cairo_destroy (cr);

    cr = cairo_create (layered);
    cairo_set_source_surface (cr, board_layer, 0, 0);
    cairo_paint (cr);
    gmp_render_state_layer (cr, board, state, &options);
    cairo_destroy (cr);

    g_assert_true (same_pixels (whole, layered));
    /* The state layer draws something: the layers are not the same picture */
    g_assert_false (same_pixels (board_layer, layered));

    cairo_surface_destroy (whole);
    cairo_surface_destroy (board_layer);
    cairo_surface_destroy (layered);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/render/layers/match-whole-map/note-19", test_layers_match_whole_map);

  return g_test_run ();
}
