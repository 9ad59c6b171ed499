/* bench-map.c: what the app's map draws at each frame (issue 9)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The map view keeps the board layer (land, roads, fence, cities, names) in
 * a surface and draws only the counters and highlights on top of it, each
 * counter copied from an image of its face (GmpRenderSprites); a selected
 * stack adds its legal moves and the odds of each battle they
 * would start. Both are timed here beside the whole drawing the view did
 * before (gmp_render_map, as at a5e4555), in one run.
 */

#include "config.h"

#include "core/gmp-core.h"
#include "render/gmp-render.h"
#include "ui/gmp-move-odds.h"

#include "bench-util.h"
#include "bench.h"

#define WIDTH  1920
#define HEIGHT 1080

typedef struct {
  GmpBoard         *board;
  GmpState         *state;
  GmpRenderOptions  options;
  cairo_surface_t  *target;
  cairo_surface_t  *board_layer;
  GmpRenderSprites *sprites;
  guint             stack[16];
  guint             n_stack;
} MapBench;

static void
draw_whole_map (gpointer data)
{
  MapBench *bench = data;
  cairo_t *cr = cairo_create (bench->target);

  gmp_render_map (cr, bench->board, bench->state, &bench->options);
  cairo_surface_flush (bench->target);
  cairo_destroy (cr);
}

static void
draw_board_layer (gpointer data)
{
  MapBench *bench = data;
  cairo_t *cr = cairo_create (bench->board_layer);

  cairo_save (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_restore (cr);
  gmp_render_board_layer (cr, bench->board, bench->state, &bench->options);
  cairo_surface_flush (bench->board_layer);
  cairo_destroy (cr);
}

/* A frame as the map view draws it: the kept board layer, then the state,
 * its counters from their faces' images */
static void
draw_cached_frame (gpointer data)
{
  MapBench *bench = data;
  GmpRenderOptions options = bench->options;
  cairo_t *cr = cairo_create (bench->target);

  options.sprites = bench->sprites;
  cairo_set_source_surface (cr, bench->board_layer, 0, 0);
  cairo_paint (cr);
  gmp_render_state_layer (cr, bench->board, bench->state, &options);
  cairo_surface_flush (bench->target);
  cairo_destroy (cr);
}

/* The same with every counter drawn anew (the frame before the sprites) */
static void
draw_cached_frame_vector (gpointer data)
{
  MapBench *bench = data;
  cairo_t *cr = cairo_create (bench->target);

  cairo_set_source_surface (cr, bench->board_layer, 0, 0);
  cairo_paint (cr);
  gmp_render_state_layer (cr, bench->board, bench->state, &bench->options);
  cairo_surface_flush (bench->target);
  cairo_destroy (cr);
}

/* A stack selected: its legal destinations, and the odds of every battle
 * one of them would start (Rules notes 4, 24) */
static void
overlay_for_stack (gpointer data)
{
  MapBench *bench = data;
  g_autoptr(GmpMoveOptions) moves = gmp_movement_query (bench->state, bench->stack, bench->n_stack);

  for (guint i = 0; i < moves->n_targets; i++)
    if (moves->targets[i].stops)
      g_free (gmp_move_odds_describe (bench->state, bench->stack, bench->n_stack,
                                      moves->targets[i].city));
}

static guint
units_on_map (const GmpState *state)
{
  guint n = 0;

  for (guint i = 0; i < state->units->len; i++)
    n += g_array_index (state->units, GmpUnit, i).place == GMP_PLACE_MAP;
  return n;
}

void
bench_map (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  g_autofree char *title = NULL;
  int msp;
  double whole, cached;

  MapBench bench = { 0 };

  bench.board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  bench.state = gmp_setup_new_game (bench.board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  /* Swarm 1 activated, its stack in Minneapolis selected */
  gmp_turn_answer (bench.state, NULL, dice, gmp_board_find_chit (bench.board, "swarm-1"), &error);
  g_assert_no_error (error);
  msp = gmp_board_find_city (bench.board, "MSP");
  bench.n_stack = gmp_state_units_in_city (bench.state, (guint) msp, GMP_SIDE_SWARM,
                                           bench.stack, G_N_ELEMENTS (bench.stack));

  gmp_render_options_init (&bench.options);
  gmp_render_fit (bench.board, WIDTH, HEIGHT, &bench.options);
  bench.options.selected_city = msp;
  bench.target = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  bench.board_layer = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, WIDTH, HEIGHT);
  bench.sprites = gmp_render_sprites_new ();

  title = g_strdup_printf ("Map view at %dx%d, %u units on the map", WIDTH, HEIGHT,
                           units_on_map (bench.state));
  bench_section (title);
  whole = bench_median_us (draw_whole_map, &bench, 50);
  bench_report ("whole map, every layer (the drawing before issue 9)", whole, 50);
  bench_report ("board layer alone (zoom, resize or a Fort's change)",
                bench_median_us (draw_board_layer, &bench, 50), 50);
  draw_board_layer (&bench);
  cached = bench_median_us (draw_cached_frame, &bench, 200);
  bench_report ("frame with the board layer kept (a move, a selection, a hover)", cached, 200);
  g_print ("  ratio whole / kept: %.1f×\n", whole / cached);
  bench_report ("the same, every counter drawn anew (no sprites)",
                bench_median_us (draw_cached_frame_vector, &bench, 200), 200);
  bench_report ("legal moves and battle odds of a selected stack",
                bench_median_us (overlay_for_stack, &bench, 200), 200);

  gmp_render_sprites_free (bench.sprites);
  cairo_surface_destroy (bench.board_layer);
  cairo_surface_destroy (bench.target);
  gmp_state_free (bench.state);
  gmp_board_unref (bench.board);
}
