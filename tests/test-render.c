/* test-render.c: drawing the map onto image surfaces and into files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "render/gmp-render.h"
#include "render/gmp-render-advice.h"
#include "render/gmp-render-private.h"

#define WIDTH  900
#define HEIGHT 720

typedef struct {
  GmpBoard *board;
  GmpState *state;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);

  fixture->board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  fixture->state = gmp_setup_new_game (fixture->board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  g_clear_pointer (&fixture->state, gmp_state_free);
  g_clear_pointer (&fixture->board, gmp_board_unref);
}

/* Draws onto a fresh width × height image with the map fitted. */
static cairo_surface_t *
draw (const GmpBoard   *board,
      const GmpState   *state,
      int               width,
      int               height,
      GmpRenderOptions *options)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cairo_t *cr = cairo_create (surface);

  gmp_render_fit (board, width, height, options);
  gmp_render_map (cr, board, state, options);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static guint32
pixel (cairo_surface_t *surface,
       int              x,
       int              y)
{
  const guint8 *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);

  g_assert_cmpint (x, >=, 0);
  g_assert_cmpint (y, >=, 0);
  g_assert_cmpint (x, <, cairo_image_surface_get_width (surface));
  g_assert_cmpint (y, <, cairo_image_surface_get_height (surface));
  return *(const guint32 *) (data + y * stride + x * 4);
}

static gboolean
pixel_is (guint32  p,
          GmpColor color)
{
  const GmpRgb *rgb = &_gmp_render_colors[color];
  int r = p >> 16 & 0xff, g = p >> 8 & 0xff, b = p & 0xff;

  return (p >> 24) == 0xff &&
         ABS (r - (int) round (rgb->red * 255)) <= 2 &&
         ABS (g - (int) round (rgb->green * 255)) <= 2 &&
         ABS (b - (int) round (rgb->blue * 255)) <= 2;
}

static guint
count_color (cairo_surface_t *surface,
             GmpColor         color)
{
  int width = cairo_image_surface_get_width (surface);
  int height = cairo_image_surface_get_height (surface);
  guint n = 0;

  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      n += pixel_is (pixel (surface, x, y), color);
  return n;
}

static void
city_device_point (const GmpBoard         *board,
                   const GmpRenderOptions *options,
                   guint                   city,
                   int                    *x,
                   int                    *y)
{
  *x = (int) floor (board->cities[city].x * options->scale + options->offset_x);
  *y = (int) floor (board->cities[city].y * options->scale + options->offset_y);
}

static void
test_not_blank (Fixture       *fixture,
                gconstpointer  data)
{
  GmpRenderOptions options;
  cairo_surface_t *surface;
  g_autoptr(GHashTable) colors = g_hash_table_new (NULL, NULL);

  gmp_render_options_init (&options);
  surface = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);
  for (int y = 0; y < HEIGHT; y++)
    for (int x = 0; x < WIDTH; x++)
      g_hash_table_add (colors, GUINT_TO_POINTER (pixel (surface, x, y)));

  /* Sea, land, roads, fence, forts, counters, text and their antialiasing. */
  g_assert_cmpuint (g_hash_table_size (colors), >, 200);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SEA), >, WIDTH * HEIGHT / 20);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_LAND), >, WIDTH * HEIGHT / 5);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_HUMANS), >, 0);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SWARM), >, 0);
  cairo_surface_destroy (surface);
}

static void
check_city_markers (const GmpBoard *board,
                    const GmpState *state)
{
  GmpRenderOptions options;
  cairo_surface_t *surface;
  guint checked = 0;

  gmp_render_options_init (&options);
  surface = draw (board, state, WIDTH, HEIGHT, &options);
  for (guint i = 0; i < board->n_cities; i++)
    {
      int x, y;

      if (board->cities[i].fort != GMP_NONE)
        continue;
      city_device_point (board, &options, i, &x, &y);
      if (!pixel_is (pixel (surface, x, y), GMP_COLOR_CITY))
        g_error ("%s at %d,%d is %08x, not the city colour", board->cities[i].id, x, y,
                 pixel (surface, x, y));
      checked++;
    }
  g_assert_cmpuint (checked, >, board->n_cities / 2);
  cairo_surface_destroy (surface);
}

static void
test_city_markers (Fixture       *fixture,
                   gconstpointer  data)
{
  check_city_markers (fixture->board, fixture->state);
  check_city_markers (fixture->board, NULL);
}

static void
test_forts (Fixture       *fixture,
            gconstpointer  data)
{
  GmpRenderOptions options;
  cairo_surface_t *surface;
  int fort = gmp_board_fort_at (fixture->board, gmp_board_find_city (fixture->board, "CHI"));
  int other = gmp_board_fort_at (fixture->board, gmp_board_find_city (fixture->board, "ATL"));
  int x, y;

  g_assert_cmpint (fort, !=, GMP_NONE);
  g_assert_cmpint (other, !=, GMP_NONE);
  fixture->state->fort_strength[fort] = 0;

  gmp_render_options_init (&options);
  surface = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);

  /* Rules note 19: the destroyed fort wears a red cross over its centre. */
  city_device_point (fixture->board, &options, fixture->board->forts[fort].city, &x, &y);
  g_assert_true (pixel_is (pixel (surface, x, y), GMP_COLOR_DESTROYED_MARK));
  /* A standing fort is stone, below its formation letter. */
  city_device_point (fixture->board, &options, fixture->board->forts[other].city, &x, &y);
  g_assert_true (pixel_is (pixel (surface, x, y + (int) (GMP_RENDER_FORT_RADIUS * 0.5 *
                                                          options.scale)), GMP_COLOR_FORT));
  cairo_surface_destroy (surface);
}

static guint
fence_pixels (Fixture    *fixture,
              const char *destroyed_a,
              const char *destroyed_b)
{
  g_autoptr(GmpState) state = gmp_state_copy (fixture->state);
  GmpRenderOptions options;
  cairo_surface_t *surface;
  guint n;

  if (destroyed_a != NULL)
    state->fort_strength[gmp_board_fort_at (state->board,
                                            gmp_board_find_city (state->board, destroyed_a))] = 0;
  if (destroyed_b != NULL)
    state->fort_strength[gmp_board_fort_at (state->board,
                                            gmp_board_find_city (state->board, destroyed_b))] = 0;
  gmp_render_options_init (&options);
  surface = draw (state->board, state, WIDTH, HEIGHT, &options);
  n = count_color (surface, GMP_COLOR_FENCE);
  cairo_surface_destroy (surface);
  return n;
}

static void
test_fence_hole (Fixture       *fixture,
                 gconstpointer  data)
{
  guint intact = fence_pixels (fixture, NULL, NULL);
  guint one = fence_pixels (fixture, "CHI", NULL);
  guint hole = fence_pixels (fixture, "CHI", "STL");

  g_assert_cmpuint (intact, >, 100);
  /* Rules note 10: one destroyed fence fort is not a hole; two adjacent ones are. */
  g_assert_cmpuint (one, >, intact * 9 / 10);
  g_assert_cmpuint (hole, <, one * 9 / 10);
}

static void
test_stacks (Fixture       *fixture,
             gconstpointer  data)
{
  GmpBoard *board = fixture->board;
  g_autoptr(GmpState) state = gmp_state_new (board);
  int city = gmp_board_find_city (board, "LIT");
  int ant = gmp_board_find_unit_type (board, "ant");
  int infantry = gmp_board_find_unit_type (board, "infantry");
  GmpRenderOptions options;
  cairo_surface_t *surface;

  g_assert_cmpint (city, !=, GMP_NONE);
  gmp_render_options_init (&options);
  surface = draw (board, state, WIDTH, HEIGHT, &options);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_HUMANS), ==, 0);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_REDUCED_BAND), ==, 0);
  cairo_surface_destroy (surface);

  /* A full 6 + 6 stack, half of it reduced. */
  for (guint i = 0; i < 6; i++)
    {
      guint a = gmp_state_add_unit (state, ant, gmp_board_find_formation (board, "1"), city);
      guint b = gmp_state_add_unit (state, infantry, gmp_board_find_formation (board, "A"), city);

      gmp_state_get_unit (state, a)->reduced = i % 2;
      gmp_state_get_unit (state, b)->reduced = i % 2;
    }
  surface = draw (board, state, WIDTH, HEIGHT, &options);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_HUMANS), >, 100);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SWARM), >, 100);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_REDUCED_BAND), >, 20);
  cairo_surface_destroy (surface);
}

static void
test_selection (Fixture       *fixture,
                gconstpointer  data)
{
  GmpRenderOptions options;
  cairo_surface_t *surface;
  guint cities[2] = { 0, 1 };
  guint costs[2] = { 1, 2 };

  gmp_render_options_init (&options);
  surface = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SELECTED), ==, 0);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_HIGHLIGHT), ==, 0);
  cairo_surface_destroy (surface);

  options.selected_city = 2;
  options.highlight_cities = cities;
  options.highlight_costs = costs;
  options.n_highlight = G_N_ELEMENTS (cities);
  surface = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SELECTED), >, 20);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_HIGHLIGHT), >, 40);
  cairo_surface_destroy (surface);
}

static void
test_small (Fixture       *fixture,
            gconstpointer  data)
{
  GmpRenderOptions options;
  cairo_surface_t *surface;

  /* Clamped sizes must still draw sanely at thumbnail size. */
  gmp_render_options_init (&options);
  surface = draw (fixture->board, fixture->state, 200, 160, &options);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SEA), >, 0);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_LAND), >, 0);
  cairo_surface_destroy (surface);
}

static void
test_fit (Fixture       *fixture,
          gconstpointer  data)
{
  const double sizes[][2] = { { 900, 720 }, { 300, 200 }, { 1600, 900 }, { 500, 1000 }, { 1, 1 } };
  const GmpBoard *board = fixture->board;

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      double w = sizes[i][0], h = sizes[i][1];
      GmpRenderOptions options;
      double right, bottom;

      gmp_render_options_init (&options);
      gmp_render_fit (board, w, h, &options);
      right = options.offset_x + board->width * options.scale;
      bottom = options.offset_y + board->height * options.scale;

      g_assert_cmpfloat (options.scale, >, 0);
      g_assert_cmpfloat (options.offset_x, >=, -1e-9);
      g_assert_cmpfloat (options.offset_y, >=, -1e-9);
      g_assert_cmpfloat (right, <=, w + 1e-9);
      g_assert_cmpfloat (bottom, <=, h + 1e-9);
      /* As large as it can be: it touches one pair of edges, and is centred. */
      g_assert_true (fabs (right - w) < 1e-6 || fabs (bottom - h) < 1e-6);
      g_assert_cmpfloat (fabs (options.offset_x - (w - right)), <, 1e-6);
      g_assert_cmpfloat (fabs (options.offset_y - (h - bottom)), <, 1e-6);
    }
}

static void
test_city_at (Fixture       *fixture,
              gconstpointer  data)
{
  const GmpBoard *board = fixture->board;
  GmpRenderOptions options;

  gmp_render_options_init (&options);
  gmp_render_fit (board, 1600, 1000, &options);
  for (guint i = 0; i < board->n_cities; i++)
    {
      double x = board->cities[i].x * options.scale + options.offset_x;
      double y = board->cities[i].y * options.scale + options.offset_y;

      g_assert_cmpint (gmp_render_city_at (board, &options, x, y), ==, i);
      g_assert_cmpint (gmp_render_city_at (board, &options, x + 2, y - 2), ==, i);
    }
  /* The sea in the map's corners, and outside the map. */
  g_assert_cmpint (gmp_render_city_at (board, &options, options.offset_x + 3,
                                       options.offset_y + 3), ==, GMP_NONE);
  g_assert_cmpint (gmp_render_city_at (board, &options,
                                       options.offset_x + board->width * options.scale - 3,
                                       options.offset_y + board->height * options.scale - 3),
                   ==, GMP_NONE);
  g_assert_cmpint (gmp_render_city_at (board, &options, -500, -500), ==, GMP_NONE);
}

static char *
write_file (Fixture    *fixture,
            const char *dir,
            const char *name,
            int         width,
            gsize      *length)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *contents = NULL;

  g_assert_true (gmp_render_to_file (fixture->board, fixture->state, path, width, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, length, &error));
  g_assert_no_error (error);
  g_unlink (path);
  return contents;
}

static void
test_to_file (Fixture       *fixture,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-render-XXXXXX", &error);
  g_autofree char *png = NULL, *svg = NULL, *pdf = NULL;
  g_autofree char *gif = NULL, *missing = NULL;
  gsize length;
  guint32 width, height;

  g_assert_no_error (error);

  png = write_file (fixture, dir, "map.png", 640, &length);
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (png, 8, "\x89PNG\r\n\x1a\n", 8);
  memcpy (&width, png + 16, 4);
  memcpy (&height, png + 20, 4);
  g_assert_cmpuint (GUINT32_FROM_BE (width), ==, 640);
  g_assert_cmpuint (GUINT32_FROM_BE (height), ==,
                    (guint) round (640 * fixture->board->height / fixture->board->width));

  svg = write_file (fixture, dir, "map.SVG", 800, &length);
  g_assert_nonnull (g_strstr_len (svg, MIN (length, 512), "<svg"));

  pdf = write_file (fixture, dir, "map.pdf", 800, &length);
  g_assert_cmpuint (length, >, 5);
  g_assert_cmpmem (pdf, 5, "%PDF-", 5);

  gif = g_build_filename (dir, "map.gif", NULL);
  g_assert_false (gmp_render_to_file (fixture->board, fixture->state, gif, 800, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_assert_nonnull (strstr (error->message, "map.gif"));
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));
  g_clear_error (&error);

  g_assert_false (gmp_render_to_file (fixture->board, fixture->state, gif, 0, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_clear_error (&error);

  missing = g_build_filename (dir, "no", "such", "dir", "map.png", NULL);
  g_assert_false (gmp_render_to_file (fixture->board, fixture->state, missing, 100, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_clear_error (&error);

  g_rmdir (dir);
}

/* The editor's problem marks: red only where a city is marked */
static void
test_problem_marks (Fixture       *fixture,
                    gconstpointer  data)
{
  GmpRenderOptions options;
  cairo_surface_t *plain, *marked;
  guint city = (guint) gmp_board_find_city (fixture->board, "TUL");
  guint before, after;

  gmp_render_options_init (&options);
  plain = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);
  before = count_color (plain, GMP_COLOR_PROBLEM);
  g_assert_cmpuint (before, ==, 0);

  options.problem_cities = &city;
  options.n_problem = 1;
  marked = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);
  after = count_color (marked, GMP_COLOR_PROBLEM);
  g_assert_cmpuint (after, >, 40);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (marked);
}

/* The computer player's advice over the map (issue 21): an arrow along the
 * path, halfway between two cities, and a ring round a battle's city; the
 * best suggestion strongest */
/* A neighbour of city other than the cities of avoid */
static guint
neighbour_except (const GmpBoard *board,
                  guint           city,
                  const guint    *avoid,
                  guint           n_avoid)
{
  for (guint i = 0; i < board->cities[city].n_neighbours; i++)
    {
      guint n = board->cities[city].neighbours[i];
      gboolean avoided = FALSE;

      for (guint k = 0; k < n_avoid; k++)
        avoided |= avoid[k] == n;
      if (!avoided)
        return n;
    }
  g_assert_not_reached ();
}

/* Suggestions of the same stack, along the same road, to the same city,
 * or rings round the same city are drawn apart: every rank readable in a
 * disc of its own, arrows in lanes of their own, rings one outside the
 * other (issue 21) */
static void
test_advice_apart (Fixture       *fixture,
                   gconstpointer  data)
{
  GmpRenderOptions options;
  const GmpBoard *board = fixture->board;
  guint a = (guint) gmp_board_find_city (board, "STL");
  guint n1 = neighbour_except (board, a, NULL, 0);
  guint m = neighbour_except (board, n1, &a, 1);
  guint b = neighbour_except (board, n1, (guint[]) { a, m }, 2);
  guint stay[] = { a, n1 }, on[] = { a, n1, m }, meet[] = { b, n1 };
  GmpRenderAdvice advice[] = {
    { stay, 2, 1 }, { on, 3, 2 }, { meet, 2, 3 },
    { &m, 1, 1 }, { &m, 1, 2 }, { &m, 1, 3 },
  };
  GmpRenderAdviceSpot spots[G_N_ELEMENTS (advice)];
  cairo_surface_t *surface;

  gmp_render_options_init (&options);
  surface = draw (board, fixture->state, WIDTH, HEIGHT, &options);
  gmp_render_advice_layout (board, &options, advice, G_N_ELEMENTS (advice), spots);
  for (guint i = 0; i < G_N_ELEMENTS (advice); i++)
    for (guint k = i + 1; k < G_N_ELEMENTS (advice); k++)
      {
        double apart = hypot (spots[i].disc_x - spots[k].disc_x, spots[i].disc_y - spots[k].disc_y);

        g_test_message ("discs %u and %u: %.1f px apart", i, k, apart);
        g_assert_cmpfloat (apart, >=, 2 * GMP_RENDER_ADVICE_DISC_RADIUS);
      }
  /* The best in the middle of its road, the others beside it */
  g_assert_cmpfloat (spots[0].offset, ==, 0);
  g_assert_cmpfloat (fabs (spots[1].offset), >=, 12);
  g_assert_cmpfloat (fabs (spots[2].offset), >=, 12);
  /* Two heads on the same city, apart */
  g_assert_cmpfloat (hypot (spots[0].end_x - spots[2].end_x, spots[0].end_y - spots[2].end_y),
                     >=, 12);
  /* Rings round one city, one outside the other */
  g_assert_cmpfloat (spots[4].radius, >, spots[3].radius + 10);
  g_assert_cmpfloat (spots[5].radius, >, spots[4].radius + 10);
  /* Drawn as laid out: every lane's colour where the layout puts it */
  {
    cairo_t *cr = cairo_create (surface);
    int x0, y0, x1, y1;

    gmp_render_advice (cr, board, &options, advice, G_N_ELEMENTS (advice));
    cairo_destroy (cr);
    cairo_surface_flush (surface);

    city_device_point (board, &options, a, &x0, &y0);
    city_device_point (board, &options, n1, &x1, &y1);
    g_assert_true (pixel_is (pixel (surface, (x0 + x1) / 2, (y0 + y1) / 2), GMP_COLOR_ADVICE));
  }
  /* To look at: GMP_SCREENSHOT_DIR=DIR */
  if (g_getenv ("GMP_SCREENSHOT_DIR") != NULL)
    {
      g_autofree char *png = g_build_filename (g_getenv ("GMP_SCREENSHOT_DIR"),
                                               "advice-apart.png", NULL);

      g_assert_cmpint (cairo_surface_write_to_png (surface, png), ==, CAIRO_STATUS_SUCCESS);
    }
  cairo_surface_destroy (surface);
}

static void
test_advice (Fixture       *fixture,
             gconstpointer  data)
{
  GmpRenderOptions options;
  guint path[] = { (guint) gmp_board_find_city (fixture->board, "MSP"),
                   (guint) gmp_board_find_city (fixture->board, "DSM") };
  GmpRenderAdvice advice[] = { { path, 2, 1 }, { &path[1], 1, 2 } };
  cairo_surface_t *surface;
  cairo_t *cr;
  int x0, y0, x1, y1;
  guint32 before, after;
  guint n_arrow;
  GmpRenderAdviceSpot spots[2];
  double away;
  int ring_x, ring_y;

  gmp_render_options_init (&options);
  surface = draw (fixture->board, fixture->state, WIDTH, HEIGHT, &options);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_ADVICE), ==, 0);
  cr = cairo_create (surface);
  gmp_render_advice (cr, fixture->board, &options, advice, 1);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  n_arrow = count_color (surface, GMP_COLOR_ADVICE);
  g_assert_cmpuint (n_arrow, >, 100);
  city_device_point (fixture->board, &options, path[0], &x0, &y0);
  city_device_point (fixture->board, &options, path[1], &x1, &y1);
  g_assert_true (pixel_is (pixel (surface, (x0 + x1) / 2, (y0 + y1) / 2), GMP_COLOR_ADVICE));

  /* The second, a ring round its city, fainter: reddish where it passes,
   * never the full colour. Read on its far side from its rank's disc,
   * whose number's glyphs differ between font releases */
  gmp_render_advice_layout (fixture->board, &options, advice, 2, spots);
  away = atan2 (spots[1].end_y - spots[1].disc_y, spots[1].end_x - spots[1].disc_x);
  ring_x = (int) floor (spots[1].end_x + spots[1].radius * cos (away));
  ring_y = (int) floor (spots[1].end_y + spots[1].radius * sin (away));
  before = pixel (surface, ring_x, ring_y);
  cr = cairo_create (surface);
  gmp_render_advice (cr, fixture->board, &options, advice, 2);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  after = pixel (surface, ring_x, ring_y);
  g_assert_cmpuint (before, !=, after);
  g_assert_false (pixel_is (after, GMP_COLOR_ADVICE));
  g_assert_cmpint ((int) (after >> 16 & 0xff), >, (int) (after >> 8 & 0xff) + 60);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_ADVICE), >=, n_arrow);
  cairo_surface_destroy (surface);
}

/* One counter for a palette: the side's colour fills most of it */
static void
test_counter (Fixture       *fixture,
              gconstpointer  data)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 40, 40);
  cairo_t *cr = cairo_create (surface);
  int infantry = gmp_board_find_unit_type (fixture->board, "infantry");
  int ant = gmp_board_find_unit_type (fixture->board, "ant");

  gmp_render_counter (cr, fixture->board, (guint) infantry, 0, FALSE, FALSE, 0, 2, 2, 36);
  cairo_surface_flush (surface);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_HUMANS), >, 36 * 36 / 3);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SWARM), ==, 0);

  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  gmp_render_counter (cr, fixture->board, (guint) ant, 0, FALSE, FALSE, 0, 2, 2, 36);
  cairo_surface_flush (surface);
  g_assert_cmpuint (count_color (surface, GMP_COLOR_SWARM), >, 36 * 36 / 3);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/render/map/not-blank", test_not_blank);
  ADD ("/render/map/city-markers", test_city_markers);
  ADD ("/render/map/forts", test_forts);
  ADD ("/render/map/fence-hole", test_fence_hole);
  ADD ("/render/map/stacks", test_stacks);
  ADD ("/render/map/selection", test_selection);
  ADD ("/render/map/small", test_small);
  ADD ("/render/fit", test_fit);
  ADD ("/render/city-at", test_city_at);
  ADD ("/render/to-file", test_to_file);
  ADD ("/render/map/problem-marks", test_problem_marks);
  ADD ("/render/counter", test_counter);
  ADD ("/render/advice", test_advice);
  ADD ("/render/advice/apart", test_advice_apart);

  return g_test_run ();
}
