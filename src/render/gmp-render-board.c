/* gmp-render-board.c: the land, roads, the Fusion Fence, cities, forts, hives and flags
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>
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

/* Land: the union of discs around the cities and wide bands along the roads,
 * so any board gets a plausible coastline without map data in the code. */
static void
land_path (GmpRenderContext *ctx,
           double            grow)
{
  cairo_t *cr = ctx->cr;
  const GmpBoard *board = ctx->board;

  for (guint i = 0; i < board->n_cities; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, board->cities[i].x, board->cities[i].y, LAND_RADIUS + grow, 0, 2 * G_PI);
    }
  cairo_fill (cr);

  cairo_set_line_width (cr, 2.1 * (LAND_RADIUS + grow));
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < board->n_roads; i++)
    {
      double ax, ay, bx, by;

      city_point (ctx, board->roads[i].a, &ax, &ay);
      city_point (ctx, board->roads[i].b, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_stroke (cr);
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
  const GmpBoard *board = ctx->board;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.5, 1.0));
  _gmp_render_set_color (cr, GMP_COLOR_ROAD, 1.0);
  for (guint i = 0; i < board->n_roads; i++)
    {
      double ax, ay, bx, by;

      city_point (ctx, board->roads[i].a, &ax, &ay);
      city_point (ctx, board->roads[i].b, &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
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
      int fa = board->cities[board->fence[i]].fort;
      int fb = board->cities[board->fence[i + 1]].fort;

      city_point (ctx, board->fence[i], &ax, &ay);
      city_point (ctx, board->fence[i + 1], &bx, &by);
      /* Rules note 10: two adjacent destroyed fence forts open a hole. */
      if (fort_destroyed (ctx, fa) && fort_destroyed (ctx, fb))
        fence_hole (ctx, ax, ay, bx, by);
      else
        fence_stroke (ctx, ax, ay, bx, by);
    }
  cairo_restore (cr);
}

static void
hexagon_path (cairo_t *cr,
              double   x,
              double   y,
              double   r)
{
  for (int k = 0; k < 6; k++)
    {
      double a = G_PI / 6.0 + k * G_PI / 3.0;

      if (k == 0)
        cairo_move_to (cr, x + r * cos (a), y + r * sin (a));
      else
        cairo_line_to (cr, x + r * cos (a), y + r * sin (a));
    }
  cairo_close_path (cr);
}

static void
draw_hive (GmpRenderContext *ctx,
           guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_size (ctx, 13.0, 10.0);
  double tag = _gmp_render_size (ctx, 4.2, 6.0);

  hexagon_path (cr, c->x, c->y, r);
  _gmp_render_set_color (cr, GMP_COLOR_HIVE, 0.45);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_HIVE_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.4, 1.0));
  cairo_stroke (cr);

  /* The hive's formation on a tag at the hexagon's top corner. */
  cairo_new_sub_path (cr);
  cairo_arc (cr, c->x, c->y - r, tag, 0, 2 * G_PI);
  _gmp_render_set_color (cr, GMP_COLOR_HIVE, 1.0);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_HIVE_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 0.8, 1.0));
  cairo_stroke (cr);
  _gmp_render_text (ctx, ctx->board->formations[c->hive].id, c->x, c->y - r,
                    tag * 1.5, TRUE, GMP_COLOR_SWARM_TEXT, FALSE);
}

static void
draw_flag (GmpRenderContext *ctx,
           guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  const char *label = ctx->board->formations[c->flag].id;
  double size = _gmp_render_size (ctx, 6.0, 6.0);
  double r = _gmp_render_city_radius (ctx, city);
  double pole_x = c->x + r * 0.5, pole_top = c->y - r - size * 2.4;
  double w, h;

  _gmp_render_text_extents (ctx, label, size, TRUE, &w, &h);
  w += size * 0.8;
  h = size * 1.5;

  cairo_move_to (cr, pole_x, c->y - r * 0.5);
  cairo_line_to (cr, pole_x, pole_top);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 0.9, 1.0));
  _gmp_render_set_color (cr, GMP_COLOR_COUNTER_EDGE, 1.0);
  cairo_stroke (cr);

  /* A pennant with a swallowtail. */
  cairo_move_to (cr, pole_x, pole_top);
  cairo_line_to (cr, pole_x + w + h * 0.35, pole_top);
  cairo_line_to (cr, pole_x + w, pole_top + h / 2);
  cairo_line_to (cr, pole_x + w + h * 0.35, pole_top + h);
  cairo_line_to (cr, pole_x, pole_top + h);
  cairo_close_path (cr);
  _gmp_render_set_color (cr, GMP_COLOR_FLAG, 1.0);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_COUNTER_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 0.5, 0.8));
  cairo_stroke (cr);
  _gmp_render_text (ctx, label, pole_x + w / 2, pole_top + h / 2, size, TRUE,
                    GMP_COLOR_FLAG_TEXT, FALSE);
}

/* A star fort: a square with corner bastions. */
static void
fort_path (cairo_t *cr,
           double   x,
           double   y,
           double   r)
{
  for (int k = 0; k < 8; k++)
    {
      double a = -G_PI / 2.0 + k * G_PI / 4.0;
      double d = k % 2 == 0 ? r * 0.72 : r;

      if (k == 0)
        cairo_move_to (cr, x + d * cos (a), y + d * sin (a));
      else
        cairo_line_to (cr, x + d * cos (a), y + d * sin (a));
    }
  cairo_close_path (cr);
}

static void
draw_fort (GmpRenderContext *ctx,
           guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  const GmpFort *fort = &ctx->board->forts[c->fort];
  guint strength = ctx->state != NULL ? ctx->state->fort_strength[c->fort] : fort->strength;
  gboolean destroyed = ctx->state != NULL && strength == 0;
  double r = _gmp_render_city_radius (ctx, city);
  double box = _gmp_render_size (ctx, 5.0, 5.0);
  double gap = box * 0.35;
  double row = fort->strength * box + (fort->strength - 1) * gap;
  double bx = c->x - row / 2, by = c->y - r - box - gap * 1.5;

  fort_path (cr, c->x, c->y, r);
  _gmp_render_set_color (cr, destroyed ? GMP_COLOR_FORT_DESTROYED : GMP_COLOR_FORT, 1.0);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_FORT_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.2, 1.0));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_MITER);
  cairo_stroke (cr);

  if (!destroyed)
    _gmp_render_text (ctx, ctx->board->formations[fort->formation].id, c->x, c->y,
                      r * 1.05, TRUE, GMP_COLOR_CITY_EDGE, FALSE);

  if (destroyed)
    {
      /* Rules note 19: destroyed for the rest of the game. */
      double d = r * 0.8;

      cairo_move_to (cr, c->x - d, c->y - d);
      cairo_line_to (cr, c->x + d, c->y + d);
      cairo_move_to (cr, c->x + d, c->y - d);
      cairo_line_to (cr, c->x - d, c->y + d);
      _gmp_render_set_color (cr, GMP_COLOR_DESTROYED_MARK, 1.0);
      cairo_set_line_width (cr, _gmp_render_size (ctx, 2.2, 2.0));
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      _gmp_render_text (ctx, _("Destroyed"), c->x, by + box / 2,
                        _gmp_render_size (ctx, 6.0, 8.0), TRUE,
                        GMP_COLOR_DESTROYED_MARK, TRUE);
      return;
    }

  /* Strength boxes: filled for the strength it has, empty for what it lost. */
  for (guint i = 0; i < fort->strength; i++)
    {
      cairo_rectangle (cr, bx + i * (box + gap), by, box, box);
      _gmp_render_set_color (cr, i < strength ? GMP_COLOR_FORT : GMP_COLOR_CITY_EDGE, 1.0);
      cairo_fill_preserve (cr);
      _gmp_render_set_color (cr, GMP_COLOR_FORT_EDGE, 1.0);
      cairo_set_line_width (cr, _gmp_render_size (ctx, 0.6, 1.0));
      cairo_stroke (cr);
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
  _gmp_render_set_color (cr, GMP_COLOR_CITY, 1.0);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_CITY_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 1.2, 1.0));
  cairo_stroke (cr);
}

/* Rules note 22: a key city wears a gold ring. */
static void
draw_key_ring (GmpRenderContext *ctx,
               guint             city)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city) + _gmp_render_size (ctx, 2.6, 3.0);

  cairo_new_sub_path (cr);
  cairo_arc (cr, c->x, c->y, r, 0, 2 * G_PI);
  _gmp_render_set_color (cr, GMP_COLOR_FORT_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 3.4, 3.0));
  cairo_stroke_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_KEY, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 2.2, 2.0));
  cairo_stroke (cr);
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
      if (board->cities[i].fort != GMP_NONE)
        draw_fort (ctx, i);
      else
        draw_city_dot (ctx, i);
      if (board->cities[i].flag != GMP_NONE)
        draw_flag (ctx, i);
    }
  cairo_restore (cr);
}

void
_gmp_render_city_names (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  double size = _gmp_render_size (ctx, 7.2, 8.5);

  for (guint i = 0; i < board->n_cities; i++)
    {
      const GmpCity *c = &board->cities[i];
      double r = _gmp_render_city_radius (ctx, i);
      double y = c->y + r + size * 0.85;

      if (c->key)
        y += _gmp_render_size (ctx, 2.6, 3.0);
      _gmp_render_text (ctx, c->name, c->x, y, size, c->key, GMP_COLOR_TEXT, TRUE);
    }
}

static void
draw_cost (GmpRenderContext *ctx,
           guint             city,
           guint             cost)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  g_autofree char *label = NULL;
  double size = _gmp_render_size (ctx, 6.0, 9.0);
  double r = _gmp_render_city_radius (ctx, city) + _gmp_render_size (ctx, 4.0, 4.0);
  double w, h, x, y;

  /* TRANSLATORS: movement points it costs to reach a city, on the map */
  label = g_strdup_printf (_("%u MP"), cost);
  _gmp_render_text_extents (ctx, label, size, TRUE, &w, &h);
  w += size * 0.8;
  h = size * 1.45;
  x = c->x - r * 0.7 - w;
  y = c->y - r * 0.7 - h;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + h / 2, y + h / 2, h / 2, G_PI / 2, 3 * G_PI / 2);
  cairo_arc (cr, x + w - h / 2, y + h / 2, h / 2, -G_PI / 2, G_PI / 2);
  cairo_close_path (cr);
  _gmp_render_set_color (cr, GMP_COLOR_HIGHLIGHT, 1.0);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_HIGHLIGHT_TEXT, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 0.8, 1.0));
  cairo_stroke (cr);
  _gmp_render_text (ctx, label, x + w / 2, y + h / 2, size, TRUE,
                    GMP_COLOR_HIGHLIGHT_TEXT, FALSE);
}

static void
ring (GmpRenderContext *ctx,
      guint             city,
      GmpColor          color,
      double            width)
{
  cairo_t *cr = ctx->cr;
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city) + _gmp_render_size (ctx, 4.0, 4.0);

  cairo_new_sub_path (cr);
  cairo_arc (cr, c->x, c->y, r, 0, 2 * G_PI);
  _gmp_render_set_color (cr, GMP_COLOR_CITY_EDGE, 1.0);
  cairo_set_line_width (cr, width + _gmp_render_size (ctx, 1.6, 2.0));
  cairo_stroke_preserve (cr);
  _gmp_render_set_color (cr, color, 1.0);
  cairo_set_line_width (cr, width);
  cairo_stroke (cr);
}

void
_gmp_render_highlights (GmpRenderContext *ctx)
{
  const GmpRenderOptions *options = ctx->options;
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  for (guint i = 0; i < options->n_highlight; i++)
    {
      guint city = options->highlight_cities[i];

      if (city >= ctx->board->n_cities)
        continue;
      ring (ctx, city, GMP_COLOR_HIGHLIGHT, _gmp_render_size (ctx, 2.2, 2.0));
      if (options->highlight_costs != NULL)
        draw_cost (ctx, city, options->highlight_costs[i]);
    }

  if (options->selected_city >= 0 && (guint) options->selected_city < ctx->board->n_cities)
    ring (ctx, options->selected_city, GMP_COLOR_SELECTED, _gmp_render_size (ctx, 3.0, 3.0));
  cairo_restore (cr);
}
