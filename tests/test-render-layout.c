/* test-render-layout.c: nothing the map draws sits on anything else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 17: city names, counters, MP badges and Fort markers never overlap
 * on the default board, at "fit" and closer, at the window sizes the app
 * is used at, in both languages. The rectangles are the ones the drawing
 * uses (the layout), and each name's rectangle is checked against the
 * pixels its drawing covers, so the rectangles measure what is drawn.
 */

#include "config.h"

#include <math.h>

#include "core/gmp-i18n.h"
#include "render/gmp-render.h"
#include "render/gmp-render-private.h"

#include "test-util.h"

/* The map's part of windows from 1024×600 (661 × 511 inside the viewport's
 * fit margin) to 1920×1080, as the app lays them out (the side panel beside
 * the map), and a little smaller */
static const struct {
  int width, height;
} sizes[] = {
  { 661, 511 },
  { 700, 540 },
  { 760, 580 },
  { 900, 700 },
  { 1200, 900 },
  { 1560, 1020 },
};

static const double zooms[] = { 1.0, 2.0, 4.0 };

static const char *
kind_name (GmpMapItemKind kind)
{
  switch (kind)
    {
    case GMP_MAP_ITEM_MARKER: return "marker";
    case GMP_MAP_ITEM_RINGS: return "rings";
    case GMP_MAP_ITEM_FORT: return "fort";
    case GMP_MAP_ITEM_FLAG: return "flag";
    case GMP_MAP_ITEM_NAME: return "name";
    case GMP_MAP_ITEM_COUNTER: return "counter";
    case GMP_MAP_ITEM_BADGE: return "badge";
    case GMP_MAP_ITEM_MARK: return "mark";
    default: return "?";
    }
}

static void
check_counter_sizes (const GmpBoard         *board,
                     GmpRenderLayout        *layout,
                     const GmpRenderOptions *options,
                     const char             *where)
{
  for (guint i = 0; i < layout->counters->len; i++)
    {
      const GmpRenderCounter *counter = &g_array_index (layout->counters, GmpRenderCounter, i);
      double expected = MAX (GMP_RENDER_COUNTER_SIZE,
                             GMP_RENDER_COUNTER_MIN_PX / options->scale);

      if (fabs (counter->s - expected) > 1e-9)
        g_error ("%s: a counter of %s is %.2f map units (%.1f px), not %.2f", where,
                 board->cities[counter->city].id, counter->s, counter->s * options->scale,
                 expected);
    }
}

/* Fails on the first two drawn things that overlap, naming both
 * rectangles; returns how many pairs were checked */
static guint
check_no_overlap (const GmpBoard  *board,
                  GmpRenderLayout *layout,
                  const char      *where)
{
  guint n_items, pairs = 0;
  const GmpMapItem *items = gmp_render_layout_get_items (layout, &n_items);

  for (guint i = 0; i < n_items; i++)
    for (guint j = i + 1; j < n_items; j++)
      {
        const GmpMapItem *a = &items[i], *b = &items[j];
        gboolean round_a = a->kind == GMP_MAP_ITEM_MARKER || a->kind == GMP_MAP_ITEM_RINGS;
        gboolean round_b = b->kind == GMP_MAP_ITEM_MARKER || b->kind == GMP_MAP_ITEM_RINGS;
        double w = MIN (a->x + a->width, b->x + b->width) - MAX (a->x, b->x);
        double h = MIN (a->y + a->height, b->y + b->height) - MAX (a->y, b->y);

        gboolean mark_a = a->kind == GMP_MAP_ITEM_MARK, mark_b = b->kind == GMP_MAP_ITEM_MARK;

        /* Touching edges are not an overlap: a hundredth of a map unit. A
         * city's rings may cross a near neighbour's (the dots never
         * overlap), and its own marker */
        if (round_a && round_b && (a->city != b->city || a->kind != b->kind)
            && !(a->kind == GMP_MAP_ITEM_MARKER && b->kind == GMP_MAP_ITEM_MARKER))
          continue;
        /* A combat's or a problem's mark sits half over its own city's
         * rings, by design; a neighbour's rings may reach under it */
        if ((mark_a && b->kind == GMP_MAP_ITEM_RINGS) || (mark_b && a->kind == GMP_MAP_ITEM_RINGS)
            || (mark_a && b->kind == GMP_MAP_ITEM_MARKER && a->city == b->city)
            || (mark_b && a->kind == GMP_MAP_ITEM_MARKER && a->city == b->city))
          continue;
        if (w > 0.01 && h > 0.01)
          g_error ("%s: the %s of %s at (%.1f, %.1f) %.1f × %.1f overlaps the %s of %s "
                   "at (%.1f, %.1f) %.1f × %.1f by %.1f × %.1f map units", where,
                   kind_name (a->kind), board->cities[a->city].id, a->x, a->y, a->width, a->height,
                   kind_name (b->kind), board->cities[b->city].id, b->x, b->y, b->width, b->height,
                   w, h);
        pairs++;
      }
  return pairs;
}

/* At every window size and zoom: nothing overlaps, and the counters are
 * 18 map units square, never under 19 device pixels (so they grow with
 * the zoom from where 18 map units reach 19 pixels). Returns how many
 * layouts were checked. */
static guint
check_state (const GmpBoard   *board,
             const GmpState   *state,
             GmpRenderOptions *options,
             const char       *what)
{
  guint layouts = 0;

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      gmp_render_fit (board, sizes[s].width, sizes[s].height, options);
      for (guint z = 0; z < G_N_ELEMENTS (zooms); z++)
        {
          GmpRenderOptions zoomed = *options;
          g_autoptr(GmpRenderLayout) layout = NULL;
          g_autofree char *where = NULL;

          zoomed.scale = options->scale * zooms[z];
          layout = gmp_render_layout_new (board, state, &zoomed);
          where = g_strdup_printf ("%s, %d×%d, zoom %.0f", what, sizes[s].width,
                                   sizes[s].height, zooms[z]);
          check_no_overlap (board, layout, where);
          check_counter_sizes (board, layout, &zoomed, where);
          layouts++;
        }
    }
  return layouts;
}

/* The board as a new game has it, and with Swarm 1's stack selected: its
 * legal destinations lit with their costs */
static void
test_no_overlaps (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GArray) cities = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) costs = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GmpRenderOptions options;
  guint stack[16], n_stack, layouts = 0;
  int msp;

  g_assert_no_error (error);
  gmp_render_options_init (&options);
  layouts += check_state (board, NULL, &options, "bare board");
  layouts += check_state (board, state, &options, "new game");
  /* Other Guard setups (Rules note 3): other stacks of Guards */
  for (guint seed = 1; seed <= 8; seed++)
    {
      g_autoptr(GmpDice) other_dice = gmp_dice_new_seeded (20500 + seed - 1);
      g_autoptr(GmpState) other = gmp_setup_new_game (board, other_dice, GMP_SETUP_DEFAULT, &error);
      g_autofree char *what = g_strdup_printf ("new game from seed %u", 20500 + seed - 1);

      g_assert_no_error (error);
      layouts += check_state (board, other, &options, what);
    }

  gmp_turn_answer (state, NULL, dice, gmp_board_find_chit (board, "swarm-1"), &error);
  g_assert_no_error (error);
  msp = gmp_board_find_city (board, "MSP");
  n_stack = gmp_state_units_in_city (state, (guint) msp, GMP_SIDE_SWARM, stack, G_N_ELEMENTS (stack));
  moves = gmp_movement_query (state, stack, n_stack);
  g_assert_nonnull (moves);
  g_assert_cmpuint (moves->n_targets, >, 1);
  for (guint i = 0; i < moves->n_targets; i++)
    {
      g_array_append_val (cities, moves->targets[i].city);
      g_array_append_val (costs, moves->targets[i].cost);
      /* Every other lit city as a battle, with the longest label there is */
      g_ptr_array_add (labels, i % 2 ? (gpointer) "100 %" : NULL);
    }
  options.selected_city = msp;
  options.picked_units = stack;
  options.n_picked = n_stack;
  options.highlight_cities = (const guint *) cities->data;
  options.highlight_costs = (const guint *) costs->data;
  options.highlight_labels = (const char *const *) labels->pdata;
  options.n_highlight = cities->len;
  layouts += check_state (board, state, &options, "Swarm 1 selected in Minneapolis");

  /* The bare board, the new game, eight other Guard setups and the
   * selected stack, each at every size and zoom */
  g_assert_cmpuint (layouts, ==, 11 * G_N_ELEMENTS (sizes) * G_N_ELEMENTS (zooms));
}

/* The cities that have units, for problem marks on all of them */
static GArray *
cities_with_units (const GmpState *state)
{
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (guint));
  guint ids[64];

  for (guint c = 0; c < state->board->n_cities; c++)
    if (gmp_state_units_in_city (state, c, GMP_N_SIDES, ids, G_N_ELEMENTS (ids)) > 0)
      g_array_append_val (cities, c);
  return cities;
}

/* Games in their first four turns, stopped each time combats wait (Rules
 * note 4): the stacks as they stand mid-game, both sides in the combat
 * cities, with the combat marks on them; and the same stacks with a
 * problem's "!" on every city that has units, as the editor marks them */
static void
test_mid_game (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  guint layouts = 0, n_states = 0, n_marked = 0;

  for (guint seed = 0; seed < 4; seed++)
    {
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7000 + seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpState) state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
      guint shown = 0;

      g_assert_no_error (error);
      g_assert_true (gmp_turn_advance (state, NULL, &error));
      for (guint step = 0; step < 4000 && state->turn <= 4 && shown < 6; step++)
        {
          g_autoptr(GmpQuestion) question = gmp_turn_get_question (state);
          int answer;

          if (question->kind == GMP_QUESTION_MOVEMENT)
            {
              gmp_turn_auto_move (state, NULL, dice);
              /* Moving may have raised a Guard question (Rules note 9) */
              gmp_question_free (question);
              question = gmp_turn_get_question (state);
            }
          if (question->kind == GMP_QUESTION_NONE)
            break;
          if (question->kind == GMP_QUESTION_COMBAT && question->answers->len > 0)
            {
              g_autoptr(GArray) problems = cities_with_units (state);
              g_autofree char *what = g_strdup_printf ("seed %u, turn %u, %u combats",
                                                       7000 + seed, state->turn,
                                                       question->answers->len);
              g_autofree char *with_problems = g_strdup_printf ("%s, problems marked", what);
              GmpRenderOptions options;

              gmp_render_options_init (&options);
              options.combat_cities = (const guint *) question->answers->data;
              options.n_combat = question->answers->len;
              layouts += check_state (board, state, &options, what);
              gmp_render_options_init (&options);
              options.problem_cities = (const guint *) problems->data;
              options.n_problem = problems->len;
              layouts += check_state (board, state, &options, with_problems);
              n_marked += question->answers->len + problems->len;
              n_states++;
              shown++;
            }
          answer = question->kind == GMP_QUESTION_MOVEMENT ? GMP_ANSWER_DONE
                                                           : gmp_turn_auto_answer (question, dice);
          g_assert_true (gmp_turn_answer (state, NULL, dice, answer, &error));
          g_assert_no_error (error);
        }
    }
  g_test_message ("%u mid-game positions, %u marks, %u layouts without an overlap",
                  n_states, n_marked, layouts);
  /* Something was measured: positions with combats waiting, each with
   * its combat marks and with problem marks, at every size and zoom */
  g_assert_cmpuint (n_states, >=, 8);
  g_assert_cmpuint (layouts, ==, n_states * 2 * G_N_ELEMENTS (sizes) * G_N_ELEMENTS (zooms));
}

/* The pixels a name's drawing covers lie in its rectangle: the rectangles
 * the placer keeps apart are what the reader sees */
static void
test_names_inside_rectangles (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  GmpRenderOptions options;
  g_autoptr(GmpRenderLayout) layout = NULL;
  const GmpMapItem *items;
  guint n_items, checked = 0;

  gmp_render_options_init (&options);
  gmp_render_fit (board, sizes[0].width, sizes[0].height, &options);
  layout = gmp_render_layout_new (board, NULL, &options);
  items = gmp_render_layout_get_items (layout, &n_items);
  for (guint i = 0; i < n_items; i++)
    {
      const GmpMapItem *item = &items[i];
      const GmpCity *c = &board->cities[item->city];
      cairo_surface_t *surface;
      GmpRenderContext ctx = { 0 };
      g_autoptr(PangoLayout) text = NULL;
      double x0 = item->x * options.scale, y0 = item->y * options.scale;
      double x1 = (item->x + item->width) * options.scale;
      double y1 = (item->y + item->height) * options.scale;
      int w = 1600, h = 1300, stride;
      const guint8 *data;
      cairo_t *cr;

      if (item->kind != GMP_MAP_ITEM_NAME)
        continue;
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
      cr = cairo_create (surface);
      cairo_scale (cr, options.scale, options.scale);
      text = _gmp_render_create_layout (cr);
      ctx.cr = cr;
      ctx.board = board;
      ctx.options = &options;
      ctx.layout = text;
      ctx.px = 1.0 / options.scale;
      _gmp_render_text (&ctx, c->name, item->x + item->width / 2, item->y + item->height / 2,
                        _gmp_render_name_size (&ctx), c->key, GMP_COLOR_TEXT, TRUE);
      cairo_destroy (cr);
      cairo_surface_flush (surface);
      data = cairo_image_surface_get_data (surface);
      stride = cairo_image_surface_get_stride (surface);
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++)
          {
            guint8 alpha = data[y * stride + x * 4 + 3];

            /* Antialiasing may spill a pixel */
            if (alpha > 32 && (x < x0 - 1 || x > x1 + 1 || y < y0 - 1 || y > y1 + 1))
              g_error ("%s's name drawn at (%d, %d), outside (%.0f, %.0f)–(%.0f, %.0f)",
                       c->id, x, y, x0, y0, x1, y1);
          }
      cairo_surface_destroy (surface);
      checked++;
    }
  g_assert_cmpuint (checked, ==, board->n_cities);
}

/* A click on a city's name or on one of its counters finds the city, not
 * only one on its dot */
static void
test_stack_at (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_autoptr(GmpRenderLayout) layout = NULL;
  GmpRenderOptions options;
  const GmpMapItem *items;
  guint n_items, counters = 0, names = 0;

  g_assert_no_error (error);
  gmp_render_options_init (&options);
  gmp_render_fit (board, sizes[1].width, sizes[1].height, &options);
  layout = gmp_render_layout_new (board, state, &options);
  items = gmp_render_layout_get_items (layout, &n_items);
  for (guint i = 0; i < n_items; i++)
    {
      const GmpMapItem *item = &items[i];
      double x = (item->x + item->width / 2) * options.scale + options.offset_x;
      double y = (item->y + item->height / 2) * options.scale + options.offset_y;

      if (item->kind != GMP_MAP_ITEM_COUNTER && item->kind != GMP_MAP_ITEM_NAME)
        continue;
      g_assert_cmpint (gmp_render_stack_at (board, state, &options, x, y), ==, item->city);
      /* Far from the dot: the old hit test did not see it */
      if (gmp_render_city_at (board, &options, x, y) == GMP_NONE)
        {
          counters += item->kind == GMP_MAP_ITEM_COUNTER;
          names += item->kind == GMP_MAP_ITEM_NAME;
        }
    }
  g_assert_cmpuint (counters, >, 10);
  g_assert_cmpuint (names, >, 10);
  g_assert_cmpint (gmp_render_stack_at (board, state, &options, -500, -500), ==, GMP_NONE);
}

/* Messages in language from now on; Portuguese is seen to be in use */
static void
use_language (const char *language)
{
  test_use_language (language);
  if (g_strcmp0 (language, "pt_BR") == 0)
    g_assert_cmpstr (_("Destroyed"), ==, "Destruído");
}

static void
in_language (gconstpointer language)
{
  use_language (language);
  test_no_overlaps ();
}

static void
mid_game_in_language (gconstpointer language)
{
  use_language (language);
  test_mid_game ();
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  test_bind_translations ();
  /* Both languages: a badge's and a destroyed Fort's words differ */
  g_test_add_data_func ("/render/layout/no-overlaps", "", in_language);
  g_test_add_data_func ("/render/layout/no-overlaps/pt_BR", "pt_BR", in_language);
  g_test_add_data_func ("/render/layout/no-overlaps/mid-game", "", mid_game_in_language);
  g_test_add_data_func ("/render/layout/no-overlaps/mid-game/pt_BR", "pt_BR",
                        mid_game_in_language);
  g_test_add_func ("/render/layout/names-inside-rectangles", test_names_inside_rectangles);
  g_test_add_func ("/render/layout/stack-at", test_stack_at);

  return g_test_run ();
}
