/* gmp-render-board.c: the land, roads, the Fusion Fence, cities, forts, hives and flags
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>

#include "gmp-render-private.h"

/* How far the land reaches around cities and roads, in map units. */
#define LAND_RADIUS 52.0
#define FENCE_OVERHANG 45.0

static void
city_point (const GmpRenderContext *ctx,
            guint                   city,
            double                 *x,
            double                 *y)
{
  *x = ctx->board->cities[city].x;
  *y = ctx->board->cities[city].y;
}

static gboolean
fort_destroyed (const GmpRenderContext *ctx,
                int                     fort)
{
  return ctx->state != NULL && fort != GMP_NONE && ctx->state->fort_strength[fort] == 0;
}

/* Rules note 10: two adjacent destroyed fence forts open a hole between
 * fence[i] and fence[i + 1] */
static gboolean
fence_open (const GmpState *state,
            guint           i)
{
  const GmpBoard *board = state->board;
  int fa = board->cities[board->fence[i]].fort;
  int fb = board->cities[board->fence[i + 1]].fort;

  return fa != GMP_NONE && fb != GMP_NONE && state->fort_strength[fa] == 0
         && state->fort_strength[fb] == 0;
}

static void
roads_path (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;

  for (guint i = 0; i < board->n_roads; i++)
    {
      double ax, ay, bx, by;

      city_point (ctx, board->roads[i].a, &ax, &ay);
      city_point (ctx, board->roads[i].b, &bx, &by);
      cairo_move_to (ctx->cr, ax, ay);
      cairo_line_to (ctx->cr, bx, by);
    }
}

static int
compare_angles (gconstpointer a,
                gconstpointer b,
                gpointer      data)
{
  const double *angles = data;
  double da = angles[*(const guint *) a], db = angles[*(const guint *) b];

  return da < db ? -1 : da > db ? 1 : 0;
}

/* Each city's neighbours in the order they go round it. */
static guint **
neighbours_by_angle (const GmpBoard *board)
{
  guint **order = g_new0 (guint *, MAX (board->n_cities, 1));
  g_autofree double *angles = g_new0 (double, MAX (board->n_cities, 1));

  for (guint c = 0; c < board->n_cities; c++)
    {
      const GmpCity *city = &board->cities[c];

      for (guint k = 0; k < city->n_neighbours; k++)
        {
          const GmpCity *other = &board->cities[city->neighbours[k]];

          angles[city->neighbours[k]] = atan2 (other->y - city->y, other->x - city->x);
        }
      order[c] = g_memdup2 (city->neighbours, MAX (city->n_neighbours, 1) * sizeof (guint));
      g_qsort_with_data (order[c], (gint) city->n_neighbours, sizeof (guint),
                         compare_angles, angles);
    }
  return order;
}

/* Fills every face of the road network: each walk that keeps turning the same
 * way at every city closes a face, the outer walk the whole network, so the
 * land has no lakes between roads. Each face is filled on its own, which makes
 * the direction of the walk irrelevant. */
static void
fill_road_faces (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  guint n = board->n_cities;
  guint **order = neighbours_by_angle (board);
  g_autofree guint8 *walked = g_new0 (guint8, MAX ((gsize) n * n, 1));

  for (guint u = 0; u < n; u++)
    for (guint k = 0; k < board->cities[u].n_neighbours; k++)
      {
        guint a = u, b = order[u][k];

        if (walked[(gsize) a * n + b])
          continue;
        cairo_move_to (ctx->cr, board->cities[a].x, board->cities[a].y);
        while (!walked[(gsize) a * n + b])
          {
            const GmpCity *city = &board->cities[b];
            guint back = 0;

            walked[(gsize) a * n + b] = 1;
            cairo_line_to (ctx->cr, city->x, city->y);
            while (order[b][back] != a)
              back++;
            a = b;
            b = order[b][(back + 1) % city->n_neighbours];
          }
        cairo_close_path (ctx->cr);
        cairo_fill (ctx->cr);
      }

  for (guint c = 0; c < n; c++)
    g_free (order[c]);
  g_free (order);
}

/* Land: the road network's faces, widened by discs around the cities and
 * bands along the roads, so any board gets a plausible coastline without map
 * data in the code. */
static void
land_path (GmpRenderContext *ctx,
           double            grow)
{
  cairo_t *cr = ctx->cr;
  const GmpBoard *board = ctx->board;
  double r = LAND_RADIUS + grow;
  double left, top, right, bottom;

  fill_road_faces (ctx);

  /* Only the discs and bands that reach the clip: a patch of the board's
   * image (a fence segment opened, gmp-render-cache.c) clips to a small
   * box, and cairo would flatten every disc of the board for it */
  cairo_clip_extents (cr, &left, &top, &right, &bottom);
  for (guint i = 0; i < board->n_cities; i++)
    {
      const GmpCity *city = &board->cities[i];

      if (city->x + r < left || city->x - r > right || city->y + r < top || city->y - r > bottom)
        continue;
      cairo_new_sub_path (cr);
      cairo_arc (cr, city->x, city->y, r, 0, 2 * G_PI);
    }
  cairo_fill (cr);

  /* Each road's band ends at its cities' centres, inside their discs just
   * filled: square ends draw the same land as round ones. One band per
   * stroke: cairo then has no overlaps of wide bands to work out, which
   * was about a fifth of the land's drawing (issue 9) */
  cairo_set_line_width (cr, 2.0 * r);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (guint i = 0; i < board->n_roads; i++)
    {
      double ax, ay, bx, by;

      city_point (ctx, board->roads[i].a, &ax, &ay);
      city_point (ctx, board->roads[i].b, &bx, &by);
      if (MAX (ax, bx) + r < left || MIN (ax, bx) - r > right
          || MAX (ay, by) + r < top || MIN (ay, by) - r > bottom)
        continue;
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_stroke (cr);
    }
}

void
_gmp_render_background (GmpRenderContext *ctx)
{
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  _gmp_render_set_color (cr, GMP_COLOR_SEA, 1.0);
  cairo_rectangle (cr, 0, 0, ctx->board->width, ctx->board->height);
  cairo_fill (cr);

  /* Clip to the sheet: land does not spill past the board's edge. */
  cairo_rectangle (cr, 0, 0, ctx->board->width, ctx->board->height);
  cairo_clip (cr);
  _gmp_render_set_color (cr, GMP_COLOR_LAND_EDGE, 1.0);
  land_path (ctx, 2.5);
  _gmp_render_set_color (cr, GMP_COLOR_LAND, 1.0);
  land_path (ctx, 0.0);
  cairo_restore (cr);
}

void
_gmp_render_roads (GmpRenderContext *ctx)
{
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.5, 1.0));
  _gmp_render_set_color (cr, GMP_COLOR_ROAD, 1.0);
  roads_path (ctx);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
fence_stroke (GmpRenderContext *ctx,
              double            ax,
              double            ay,
              double            bx,
              double            by)
{
  cairo_t *cr = ctx->cr;
  double dashes[2];

  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  _gmp_render_set_color (cr, GMP_COLOR_FENCE_GLOW, 0.55);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 9.0, 5.0));
  cairo_stroke_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_FENCE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 2.6, 2.0));
  cairo_stroke_preserve (cr);
  /* The "fusion" sparks along the line. */
  dashes[0] = _gmp_render_size (ctx, 1.0, 1.0);
  dashes[1] = _gmp_render_size (ctx, 6.0, 4.0);
  cairo_set_dash (cr, dashes, 2, 0);
  _gmp_render_set_color (cr, GMP_COLOR_FENCE_GLOW, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.2, 1.0));
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A breach: the line is broken, with red jagged ends (Rules note 10). */
static void
fence_hole (GmpRenderContext *ctx,
            double            ax,
            double            ay,
            double            bx,
            double            by)
{
  cairo_t *cr = ctx->cr;
  double len = hypot (bx - ax, by - ay);
  double ux = (bx - ax) / len, uy = (by - ay) / len;
  double w = _gmp_render_size (ctx, 5.0, 4.0);
  double dashes[2] = { _gmp_render_size (ctx, 3.0, 2.0), _gmp_render_size (ctx, 3.0, 2.0) };

  cairo_save (cr);
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_set_dash (cr, dashes, 2, 0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.5, 1.0));
  _gmp_render_set_color (cr, GMP_COLOR_FENCE_HOLE, 0.8);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);

  /* Zig-zags across the gap near each end. */
  for (int end = 0; end < 2; end++)
    {
      double t = end == 0 ? len * 0.3 : len * 0.7;
      double cx = ax + ux * t, cy = ay + uy * t;

      cairo_move_to (cr, cx - uy * w - ux * w * 0.3, cy + ux * w - uy * w * 0.3);
      cairo_line_to (cr, cx - uy * w * 0.3 + ux * w * 0.3, cy + ux * w * 0.3 + uy * w * 0.3);
      cairo_line_to (cr, cx + uy * w * 0.3 - ux * w * 0.3, cy - ux * w * 0.3 - uy * w * 0.3);
      cairo_line_to (cr, cx + uy * w + ux * w * 0.3, cy - ux * w + uy * w * 0.3);
    }
  cairo_set_line_width (cr, _gmp_render_size (ctx, 2.0, 1.5));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  _gmp_render_set_color (cr, GMP_COLOR_FENCE_HOLE, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);
}

void
_gmp_render_fence (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  cairo_t *cr = ctx->cr;

  if (board->n_fence < 2)
    return;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);

  /* The fence runs on past its end forts, as on the printed map. */
  for (int end = 0; end < 2; end++)
    {
      guint a = end == 0 ? board->fence[0] : board->fence[board->n_fence - 1];
      guint b = end == 0 ? board->fence[1] : board->fence[board->n_fence - 2];
      double ax, ay, bx, by, len;

      city_point (ctx, a, &ax, &ay);
      city_point (ctx, b, &bx, &by);
      len = hypot (ax - bx, ay - by);
      if (len > 0)
        fence_stroke (ctx, ax, ay,
                      ax + (ax - bx) / len * FENCE_OVERHANG,
                      ay + (ay - by) / len * FENCE_OVERHANG);
    }

  for (guint i = 0; i + 1 < board->n_fence; i++)
    {
      double ax, ay, bx, by;

      city_point (ctx, board->fence[i], &ax, &ay);
      city_point (ctx, board->fence[i + 1], &bx, &by);
      if (ctx->state != NULL && fence_open (ctx->state, i))
        fence_hole (ctx, ax, ay, bx, by);
      else
        fence_stroke (ctx, ax, ay, bx, by);
    }
  cairo_restore (cr);
}

/* A closed polygon of @n corners around (x, y), from angle @start; corners
 * alternate between the radii @r_even and @r_odd, which makes stars. */
static void
polygon_path (cairo_t *cr,
              double   x,
              double   y,
              int      n,
              double   start,
              double   r_even,
              double   r_odd)
{
  for (int k = 0; k < n; k++)
    {
      double a = start + k * 2.0 * G_PI / n;
      double d = k % 2 == 0 ? r_even : r_odd;

      if (k == 0)
        cairo_move_to (cr, x + d * cos (a), y + d * sin (a));
      else
        cairo_line_to (cr, x + d * cos (a), y + d * sin (a));
    }
  cairo_close_path (cr);
}

double
_gmp_render_hive_radius (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 13.0, 10.0);
}

double
_gmp_render_hive_tag (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 4.2, 6.0);
}

static void
draw_hive (GmpRenderContext *ctx,
           guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_hive_radius (ctx);
  double tag = _gmp_render_hive_tag (ctx);

  polygon_path (cr, c->x, c->y, 6, G_PI / 6.0, r, r);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_HIVE, 0.45, GMP_COLOR_HIVE_EDGE,
                             _gmp_render_size (ctx, 1.4, 1.0));

  /* The hive's formation on a tag at the hexagon's top corner. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, c->x, c->y - r, tag, 0, 2 * G_PI);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_HIVE, 1.0, GMP_COLOR_HIVE_EDGE,
                             _gmp_render_size (ctx, 0.8, 1.0));
  _gmp_render_text (ctx, ctx->board->formations[c->hive].id, c->x, c->y - r,
                    tag * 1.5, TRUE, GMP_COLOR_SWARM_TEXT, FALSE);
}

void
_gmp_render_flag_geometry (GmpRenderContext *ctx,
                           guint             city,
                           double           *left,
                           double           *top,
                           double           *width,
                           double           *height)
{
  const GmpCity *c = &ctx->board->cities[city];
  double size = _gmp_render_size (ctx, 6.0, 6.0);
  double r = _gmp_render_city_radius (ctx, city), w, h;

  _gmp_render_text_extents (ctx, ctx->board->formations[c->flag].id, size, TRUE, &w, &h);
  w += size * 0.8;
  h = size * 1.5;
  /* Over the city, centred, so it keeps off the counters on either side */
  *width = w + h * 0.35;
  *height = h;
  *left = c->x - *width / 2;
  *top = c->y - r - _gmp_render_ring_extent (ctx, city) - h - _gmp_render_size (ctx, 0.5, 0.8);
}

/* An Allied flag (Rules note 23): a pennant with a swallowtail on a short
 * pole standing on the city */
static void
draw_flag (GmpRenderContext *ctx,
           guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  const char *label = ctx->board->formations[c->flag].id;
  double size = _gmp_render_size (ctx, 6.0, 6.0);
  double r = _gmp_render_city_radius (ctx, city);
  double left, top, width, h, w;

  _gmp_render_flag_geometry (ctx, city, &left, &top, &width, &h);
  w = width - h * 0.35;

  cairo_move_to (cr, left, c->y - r * 0.5);
  cairo_line_to (cr, left, top);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 0.9, 1.0));
  _gmp_render_set_color (cr, GMP_COLOR_COUNTER_EDGE, 1.0);
  cairo_stroke (cr);

  cairo_move_to (cr, left, top);
  cairo_line_to (cr, left + w + h * 0.35, top);
  cairo_line_to (cr, left + w, top + h / 2);
  cairo_line_to (cr, left + w + h * 0.35, top + h);
  cairo_line_to (cr, left, top + h);
  cairo_close_path (cr);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_FLAG, 1.0, GMP_COLOR_COUNTER_EDGE,
                             _gmp_render_size (ctx, 0.5, 0.8));
  _gmp_render_text (ctx, label, left + w / 2, top + h / 2, size, TRUE,
                    GMP_COLOR_FLAG_TEXT, FALSE);
}

void
_gmp_render_fort_row (GmpRenderContext *ctx,
                      guint             city,
                      double           *x,
                      double           *y,
                      double           *box,
                      double           *gap)
{
  const GmpCity *c = &ctx->board->cities[city];
  const GmpFort *fort = &ctx->board->forts[c->fort];
  double r = _gmp_render_city_radius (ctx, city), row;

  /* Above the rings round the city (a key city's gold one, the selection,
   * a lit destination's, the focus), not on them */
  r += _gmp_render_ring_extent (ctx, city);
  *box = _gmp_render_size (ctx, 5.0, 5.0);
  *gap = *box * 0.35;
  row = fort->strength * *box + (fort->strength - 1) * *gap;
  *x = c->x - row / 2;
  *y = c->y - r - *box - *gap * 1.5;
}

/* A star fort: a square with corner bastions; standing, its formation's
 * letter; destroyed (Rules note 19), a red cross and the word under it,
 * where its strength boxes were */
static void
draw_fort_star (GmpRenderContext *ctx,
                guint             city,
                gboolean          destroyed)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  const GmpFort *fort = &ctx->board->forts[c->fort];
  double r = _gmp_render_city_radius (ctx, city);
  double box, gap, bx, by, d = r * 0.8;

  polygon_path (cr, c->x, c->y, 8, -G_PI / 2.0, r * 0.72, r);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  _gmp_render_fill_and_edge (ctx, destroyed ? GMP_COLOR_FORT_DESTROYED : GMP_COLOR_FORT, 1.0,
                             GMP_COLOR_FORT_EDGE, _gmp_render_size (ctx, 1.2, 1.0));
  if (!destroyed)
    {
      _gmp_render_text (ctx, ctx->board->formations[fort->formation].id, c->x, c->y,
                        r * 1.05, TRUE, GMP_COLOR_CITY_EDGE, FALSE);
      return;
    }

  _gmp_render_fort_row (ctx, city, &bx, &by, &box, &gap);
  cairo_move_to (cr, c->x - d, c->y - d);
  cairo_line_to (cr, c->x + d, c->y + d);
  cairo_move_to (cr, c->x + d, c->y - d);
  cairo_line_to (cr, c->x - d, c->y + d);
  _gmp_render_set_color (cr, GMP_COLOR_DESTROYED_MARK, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 2.2, 2.0));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  /* TRANSLATORS: under a destroyed Fort on the map (Rules note 19) */
  _gmp_render_text (ctx, _("Destroyed"), c->x, by + box / 2,
                    _gmp_render_size (ctx, 6.0, 8.0), TRUE,
                    GMP_COLOR_DESTROYED_MARK, TRUE);
}

/* Strength boxes: filled for the strength it has, empty for what it lost */
static void
draw_fort_boxes (GmpRenderContext *ctx,
                 guint             city,
                 guint             strength)
{
  cairo_t *cr = ctx->cr;
  const GmpFort *fort = &ctx->board->forts[ctx->board->cities[city].fort];
  double box, gap, bx, by;

  _gmp_render_fort_row (ctx, city, &bx, &by, &box, &gap);
  for (guint i = 0; i < fort->strength; i++)
    {
      cairo_rectangle (cr, bx + i * (box + gap), by, box, box);
      _gmp_render_fill_and_edge (ctx, i < strength ? GMP_COLOR_FORT : GMP_COLOR_CITY_EDGE, 1.0,
                                 GMP_COLOR_FORT_EDGE, _gmp_render_size (ctx, 0.6, 1.0));
    }
}

static void
draw_city_dot (GmpRenderContext *ctx,
               guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city);

  cairo_new_sub_path (cr);
  cairo_arc (cr, c->x, c->y, r, 0, 2 * G_PI);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_CITY, 1.0, GMP_COLOR_CITY_EDGE,
                             _gmp_render_size (ctx, 1.2, 1.0));
}

/* A ring @gap outside the city's marker: @color on a wider @outline. */
static void
city_ring (GmpRenderContext *ctx,
           guint             city,
           double            gap,
           GmpColor          outline,
           double            outline_width,
           GmpColor          color,
           double            width)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];

  cairo_new_sub_path (cr);
  cairo_arc (cr, c->x, c->y, _gmp_render_city_radius (ctx, city) + gap, 0, 2 * G_PI);
  _gmp_render_set_color (cr, outline, 1.0);
  cairo_set_line_width (cr, outline_width);
  cairo_stroke_preserve (cr);
  _gmp_render_set_color (cr, color, 1.0);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

double
_gmp_render_ring_extent (const GmpRenderContext *ctx,
                         guint                   city)
{
  /* The focus ring reaches furthest: 4.75 out and half its 2.5-wide halo */
  double rings = _gmp_render_size (ctx, 4.75, 4.75) + _gmp_render_size (ctx, 2.5, 2.5) / 2;

  if (ctx->board->cities[city].key)
    return MAX (rings, _gmp_render_key_ring_extent (ctx) + _gmp_render_size (ctx, 4.0, 4.4));
  return rings;
}

double
_gmp_render_key_ring_extent (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 2.6, 3.0) + _gmp_render_size (ctx, 3.4, 3.0) / 2;
}

/* Rules note 22: a key city wears a gold ring. */
static void
draw_key_ring (GmpRenderContext *ctx,
               guint             city)
{
  city_ring (ctx, city, _gmp_render_size (ctx, 2.6, 3.0),
             GMP_COLOR_FORT_EDGE, _gmp_render_size (ctx, 3.4, 3.0),
             GMP_COLOR_KEY, _gmp_render_size (ctx, 2.2, 2.0));
}

void
_gmp_render_cities (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  for (guint i = 0; i < board->n_cities; i++)
    if (board->cities[i].hive != GMP_NONE)
      draw_hive (ctx, i);

  for (guint i = 0; i < board->n_cities; i++)
    {
      if (board->cities[i].key)
        draw_key_ring (ctx, i);
      /* A Fort as it stands at the start: its damage is the state
       * layer's (_gmp_render_forts), so a game whose Forts differ draws
       * the board layer it had (issue 16) */
      if (board->cities[i].fort != GMP_NONE)
        draw_fort_star (ctx, i, FALSE);
      else
        draw_city_dot (ctx, i);
      if (board->cities[i].flag != GMP_NONE)
        draw_flag (ctx, i);
    }
  cairo_restore (cr);
}

void
_gmp_render_forts (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  for (guint i = 0; i < board->n_forts; i++)
    {
      guint city = board->forts[i].city;
      guint strength = ctx->state != NULL ? ctx->state->fort_strength[i] : board->forts[i].strength;

      /* Drawn over the standing Fort of the board layer: a destroyed one
       * covers it whole (Rules note 19) */
      if (fort_destroyed (ctx, (int) i))
        draw_fort_star (ctx, city, TRUE);
      else
        draw_fort_boxes (ctx, city, strength);
      /* A flag stands over the Fort, as the board layer drew it */
      if (board->cities[city].flag != GMP_NONE)
        draw_flag (ctx, city);
    }
  cairo_restore (cr);
}

gboolean
_gmp_render_fence_open (const GmpState *state,
                        guint           segment)
{
  g_return_val_if_fail (state != NULL && segment + 1 < state->board->n_fence, FALSE);

  return fence_open (state, segment);
}

void
_gmp_render_fence_segment_box (const GmpBoard         *board,
                               const GmpRenderOptions *options,
                               guint                   segment,
                               double                 *x0,
                               double                 *y0,
                               double                 *x1,
                               double                 *y1)
{
  GmpRenderContext ctx = { 0 };
  const GmpCity *a = &board->cities[board->fence[segment]];
  const GmpCity *b = &board->cities[board->fence[segment + 1]];
  /* Past the glow (9 wide) and a breach's zig-zags (fence_hole()) */
  double margin;

  ctx.board = board;
  ctx.options = options;
  ctx.px = 1.0 / options->scale;
  margin = _gmp_render_size (&ctx, 12.0, 10.0);
  *x0 = MIN (a->x, b->x) - margin;
  *y0 = MIN (a->y, b->y) - margin;
  *x1 = MAX (a->x, b->x) + margin;
  *y1 = MAX (a->y, b->y) + margin;
}

static void
draw_name (GmpRenderContext *ctx,
           gconstpointer     data,
           double            x,
           double            y,
           double            w,
           double            h)
{
  const GmpCity *c = &ctx->board->cities[GPOINTER_TO_UINT (data)];

  _gmp_render_text (ctx, c->name, x + w / 2, y + h / 2, ctx->placed->name_size, c->key,
                    GMP_COLOR_TEXT, TRUE);
}

/* Where the label placer put them (gmp-render-layout.c), from their
 * images when the caller keeps them */
void
_gmp_render_city_names (GmpRenderContext *ctx)
{
  GArray *items = ctx->placed->items;

  for (guint i = 0; i < items->len; i++)
    {
      const GmpMapItem *item = &g_array_index (items, GmpMapItem, i);
      gconstpointer city = GUINT_TO_POINTER (item->city);

      if (item->kind != GMP_MAP_ITEM_NAME)
        continue;
      if (ctx->options->sprites != NULL)
        {
          char key[32];

          g_snprintf (key, sizeof key, "name %u", item->city);
          _gmp_render_sprite (ctx, key, item->x, item->y, item->width, item->height,
                              ctx->placed->name_size * 0.3 + 2 * ctx->px, draw_name, city);
        }
      else
        draw_name (ctx, city, item->x, item->y, item->width, item->height);
    }
}

/* A lit destination's cost, and the chance to win the battle a move there
 * starts, in a pill where the layout put it; a battle's pill is red */
static void
draw_badge (GmpRenderContext     *ctx,
            const GmpRenderBadge *badge)
{
  cairo_t *cr = ctx->cr;
  g_autofree char *label = _gmp_render_badge_text (badge->cost, badge->odds);
  double size = _gmp_render_badge_font (ctx);
  double x = badge->x, y = badge->y, w = badge->width, h = badge->height;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + h / 2, y + h / 2, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + w - h / 2, y + h / 2, h / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  _gmp_render_fill_and_edge (ctx, badge->odds != NULL ? GMP_COLOR_DESTROYED_MARK
                                                      : GMP_COLOR_HIGHLIGHT,
                             1.0, GMP_COLOR_HIGHLIGHT_TEXT, _gmp_render_size (ctx, 0.8, 1.0));
  _gmp_render_text (ctx, label, x + w / 2, y + h / 2, size, TRUE,
                    GMP_COLOR_HIGHLIGHT_TEXT, FALSE);
}

/* The selected stack, under its counters and name so they stay readable:
 * a soft cyan field round the city and its counters, and a cyan ring close
 * round the marker (outside a key city's gold ring, inside the counters) */
void
_gmp_render_selection_under (GmpRenderContext *ctx)
{
  const GmpRenderOptions *options = ctx->options;
  GArray *items = ctx->placed->items;
  cairo_t *cr = ctx->cr;
  double pad = _gmp_render_size (ctx, 3.0, 3.0);
  double left = G_MAXDOUBLE, top = G_MAXDOUBLE, right = -G_MAXDOUBLE, bottom = -G_MAXDOUBLE;
  guint city;

  if (options->selected_city < 0 || (guint) options->selected_city >= ctx->board->n_cities)
    return;
  city = (guint) options->selected_city;
  for (guint i = 0; i < items->len; i++)
    {
      const GmpMapItem *item = &g_array_index (items, GmpMapItem, i);

      if (item->city != city
          || (item->kind != GMP_MAP_ITEM_MARKER && item->kind != GMP_MAP_ITEM_COUNTER))
        continue;
      left = MIN (left, item->x);
      top = MIN (top, item->y);
      right = MAX (right, item->x + item->width);
      bottom = MAX (bottom, item->y + item->height);
    }
  if (left > right)
    return;
  left -= pad;
  top -= pad;
  right += pad;
  bottom += pad;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, right - pad * 2, top + pad * 2, pad * 2, -G_PI / 2, 0);
  cairo_arc (cr, right - pad * 2, bottom - pad * 2, pad * 2, 0, G_PI / 2);
  cairo_arc (cr, left + pad * 2, bottom - pad * 2, pad * 2, G_PI / 2, G_PI);
  cairo_arc (cr, left + pad * 2, top + pad * 2, pad * 2, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  _gmp_render_set_color (cr, GMP_COLOR_SELECTED, 0.28);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_SELECTED, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.2, 1.5));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* The selected city's marker: a solid cyan ring on a dark edge, just
 * outside the marker (and a key city's gold ring) */
static void
draw_selection (GmpRenderContext *ctx,
                guint             city)
{
  double gap = _gmp_render_size (ctx, 1.5, 1.5);
  double width = _gmp_render_size (ctx, 2.2, 2.5);

  if (ctx->board->cities[city].key)
    gap += _gmp_render_key_ring_extent (ctx);
  city_ring (ctx, city, gap + width / 2, GMP_COLOR_COUNTER_EDGE,
             width + _gmp_render_size (ctx, 1.4, 2.0), GMP_COLOR_SELECTED, width);
}

/* The keyboard's city: a solid dark ring on a white halo, inside where
 * the selection's ring goes, seen on land and sea alike (issue 17: the
 * dotted ring was hard to find). */
static void
draw_focus (GmpRenderContext *ctx,
            guint             city)
{
  /* Within the rings' room the layout keeps round the city
   * (_gmp_render_ring_extent), outside a lit destination's green ring so
   * that both show on a lit city that has the focus */
  city_ring (ctx, city, _gmp_render_size (ctx, 4.75, 4.75), GMP_COLOR_TEXT_HALO,
             _gmp_render_size (ctx, 2.5, 2.5), GMP_COLOR_COUNTER_EDGE, _gmp_render_size (ctx, 1.5, 1.5));
}

void
_gmp_render_combat_mark_geometry (const GmpRenderContext *ctx,
                                  guint                   city,
                                  double                 *x,
                                  double                 *y,
                                  double                 *radius)
{
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city) + _gmp_render_size (ctx, 3.0, 3.0);

  /* Up and right of the city, half over its ring */
  *x = c->x + r * 0.75;
  *y = c->y - r * 0.75;
  *radius = r * 0.45 * 1.2 + _gmp_render_size (ctx, 0.8, 1.0) / 2;
}

void
_gmp_render_problem_mark_geometry (const GmpRenderContext *ctx,
                                   guint                   city,
                                   double                 *x,
                                   double                 *y,
                                   double                 *radius)
{
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city) + _gmp_render_size (ctx, 4.5, 4.0);

  /* Up and left of the city, apart from the combat mark's corner */
  *x = c->x - r * 0.75;
  *y = c->y - r * 0.75;
  *radius = _gmp_render_size (ctx, 4.2, 7.0) + _gmp_render_size (ctx, 0.8, 1.0) / 2;
}

/* A combat to resolve (Rules note 4): a red ring with crossed strokes. */
static void
draw_combat_mark (GmpRenderContext *ctx,
                  guint             city)
{
  cairo_t *cr = ctx->cr;
  double r = _gmp_render_city_radius (ctx, city) + _gmp_render_size (ctx, 3.0, 3.0);
  double arm = r * 0.45;
  double x, y, reach;

  _gmp_render_combat_mark_geometry (ctx, city, &x, &y, &reach);
  /* Where the layout placed it, off the names and counters */
  if (ctx->placed != NULL && city < ctx->placed->n_cities)
    {
      x = ctx->placed->mark_xy[4 * city];
      y = ctx->placed->mark_xy[4 * city + 1];
    }

  city_ring (ctx, city, _gmp_render_size (ctx, 3.0, 3.0), GMP_COLOR_CITY_EDGE,
             _gmp_render_size (ctx, 3.6, 3.0), GMP_COLOR_DESTROYED_MARK, _gmp_render_size (ctx, 2.0, 2.0));
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, arm * 1.2, 0, 2 * G_PI);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_DESTROYED_MARK, 1.0, GMP_COLOR_CITY_EDGE,
                             _gmp_render_size (ctx, 0.8, 1.0));
  cairo_move_to (cr, x - arm * 0.6, y - arm * 0.6);
  cairo_line_to (cr, x + arm * 0.6, y + arm * 0.6);
  cairo_move_to (cr, x + arm * 0.6, y - arm * 0.6);
  cairo_line_to (cr, x - arm * 0.6, y + arm * 0.6);
  _gmp_render_set_color (cr, GMP_COLOR_CITY_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.0, 1.5));
  cairo_stroke (cr);
}

/* A problem of the position (the editor's validation): a red ring and a
 * "!" badge above the city, apart from the combat mark's corner. */
static void
draw_problem_mark (GmpRenderContext *ctx,
                   guint             city)
{
  cairo_t *cr = ctx->cr;
  double badge = _gmp_render_size (ctx, 4.2, 7.0);
  double x, y, reach;

  _gmp_render_problem_mark_geometry (ctx, city, &x, &y, &reach);
  if (ctx->placed != NULL && city < ctx->placed->n_cities)
    {
      x = ctx->placed->mark_xy[4 * city + 2];
      y = ctx->placed->mark_xy[4 * city + 3];
    }

  city_ring (ctx, city, _gmp_render_size (ctx, 4.5, 4.0), GMP_COLOR_CITY_EDGE,
             _gmp_render_size (ctx, 4.0, 4.0), GMP_COLOR_PROBLEM, _gmp_render_size (ctx, 2.4, 2.5));
  cairo_new_sub_path (cr);
  cairo_arc (cr, x, y, badge, 0, 2 * G_PI);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_PROBLEM, 1.0, GMP_COLOR_CITY_EDGE,
                             _gmp_render_size (ctx, 0.8, 1.0));
  _gmp_render_text (ctx, "!", x, y, badge * 1.5, TRUE, GMP_COLOR_CITY_EDGE, FALSE);
}

void
_gmp_render_highlights (GmpRenderContext *ctx)
{
  const GmpRenderOptions *options = ctx->options;
  cairo_t *cr = ctx->cr;
  double width = _gmp_render_size (ctx, 2.2, 2.0);

  cairo_save (cr);
  for (guint i = 0; options->problem_cities != NULL && i < options->n_problem; i++)
    if (options->problem_cities[i] < ctx->board->n_cities)
      draw_problem_mark (ctx, options->problem_cities[i]);
  for (guint i = 0; i < options->n_combat; i++)
    if (options->combat_cities[i] < ctx->board->n_cities)
      draw_combat_mark (ctx, options->combat_cities[i]);
  for (guint i = 0; i < options->n_highlight; i++)
    {
      guint city = options->highlight_cities[i];

      if (city >= ctx->board->n_cities)
        continue;
      /* Within the rings' room the layout keeps (_gmp_render_ring_extent) */
      city_ring (ctx, city, _gmp_render_size (ctx, 2.5, 2.5),
                 GMP_COLOR_CITY_EDGE, width + _gmp_render_size (ctx, 1.6, 2.0),
                 GMP_COLOR_HIGHLIGHT, width);
    }
  for (guint i = 0; i < ctx->placed->badges->len; i++)
    draw_badge (ctx, &g_array_index (ctx->placed->badges, GmpRenderBadge, i));

  if (options->selected_city >= 0 && (guint) options->selected_city < ctx->board->n_cities)
    draw_selection (ctx, (guint) options->selected_city);
  if (options->focus_city >= 0 && (guint) options->focus_city < ctx->board->n_cities
      && options->focus_city != options->selected_city)
    draw_focus (ctx, (guint) options->focus_city);
  cairo_restore (cr);
}
