/* gmp-render-advice.c: the computer player's advice drawn over the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gmp-render-advice.h"
#include "gmp-render-private.h"

/* Device pixels: the advice keeps its size at every zoom, as a pointer does */
#define LINE_WIDTH   5.0
#define HALO_WIDTH   3.0
#define HEAD_LENGTH 16.0
#define DISC_RADIUS GMP_RENDER_ADVICE_DISC_RADIUS
#define RING_RADIUS 22.0
/* Apart: one arrow's lane beside another's, halos not touching; a disc
 * further along than the one before it of the same stack; a ring outside
 * the one before it round the same city */
#define LANE_WIDTH  (LINE_WIDTH + 2 * HALO_WIDTH + 4.0)
#define DISC_STEP   (2 * DISC_RADIUS + 6.0)
#define RING_STEP   (LINE_WIDTH + 2 * HALO_WIDTH + 3.0)

/* The best suggestion strongest; the others fainter, so the eye finds the first */
static double
rank_alpha (guint rank)
{
  return rank <= 1 ? 1.0 : rank == 2 ? 0.75 : 0.6;
}

static void
city_point (const GmpBoard         *board,
            const GmpRenderOptions *options,
            guint                   city,
            double                 *x,
            double                 *y)
{
  *x = board->cities[city].x * options->scale + options->offset_x;
  *y = board->cities[city].y * options->scale + options->offset_y;
}

static gboolean
same_road (const guint *a,
           const guint *b)
{
  return (a[0] == b[0] && a[1] == b[1]) || (a[0] == b[1] && a[1] == b[0]);
}

/* Two arrows would be drawn over each other: the same stack, the same
 * destination or a road both take; two rings: the same city */
static gboolean
overlaps (const GmpRenderAdvice *a,
          const GmpRenderAdvice *b)
{
  if (a->n_path == 1 || b->n_path == 1)
    return a->n_path == b->n_path && a->path[0] == b->path[0];
  if (a->path[0] == b->path[0] || a->path[a->n_path - 1] == b->path[b->n_path - 1])
    return TRUE;
  for (guint i = 0; i + 1 < a->n_path; i++)
    for (guint k = 0; k + 1 < b->n_path; k++)
      if (same_road (&a->path[i], &b->path[k]))
        return TRUE;
  return FALSE;
}

/* The k-th lane tried: the middle, then one side and the other, further out */
static int
lane_of (guint k)
{
  return k % 2 == 1 ? (int) (k + 1) / 2 : -(int) (k / 2);
}

/* The arrow's points: each city's, moved `offset` to the left of the way
 * (the mean of the roads' normals at a city on the way) */
static double *
lane_points (const GmpBoard         *board,
             const GmpRenderOptions *options,
             const GmpRenderAdvice  *advice,
             double                  offset)
{
  double *points = g_new (double, 2 * advice->n_path);
  g_autofree double *cities = g_new (double, 2 * advice->n_path);

  for (guint i = 0; i < advice->n_path; i++)
    city_point (board, options, advice->path[i], &cities[2 * i], &cities[2 * i + 1]);
  for (guint i = 0; i < advice->n_path; i++)
    {
      double nx = 0, ny = 0, length;

      for (guint k = i > 0 ? i - 1 : i; k <= i && k + 1 < advice->n_path; k++)
        {
          double dx = cities[2 * k + 2] - cities[2 * k], dy = cities[2 * k + 3] - cities[2 * k + 1];
          double d = hypot (dx, dy);

          if (d > 0)
            {
              nx += dy / d;
              ny -= dx / d;
            }
        }
      length = hypot (nx, ny);
      points[2 * i] = cities[2 * i] + (length > 0 ? offset * nx / length : 0);
      points[2 * i + 1] = cities[2 * i + 1] + (length > 0 ? offset * ny / length : 0);
    }
  return points;
}

/* The point `along` the polyline from its start, short of its head */
static void
point_along (const double *points,
             guint         n_points,
             double        along,
             double       *x,
             double       *y)
{
  *x = points[0];
  *y = points[1];
  for (guint i = 0; i + 1 < n_points; i++)
    {
      double dx = points[2 * i + 2] - points[2 * i], dy = points[2 * i + 3] - points[2 * i + 1];
      double d = hypot (dx, dy);
      /* The last road's room stops before the head */
      double room = i + 2 == n_points ? MAX (d - HEAD_LENGTH - DISC_RADIUS, 0) : d;

      if (along <= room || i + 2 == n_points)
        {
          double t = d > 0 ? MIN (along, room) / d : 0;

          *x = points[2 * i] + t * dx;
          *y = points[2 * i + 1] + t * dy;
          return;
        }
      along -= d;
    }
}

/* How far (x, y) is from the polyline */
static double
distance_to_path (const double *points,
                  guint         n_points,
                  double        x,
                  double        y)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i + 1 < n_points; i++)
    {
      double ax = points[2 * i], ay = points[2 * i + 1];
      double dx = points[2 * i + 2] - ax, dy = points[2 * i + 3] - ay;
      double d2 = dx * dx + dy * dy;
      double t = d2 > 0 ? CLAMP (((x - ax) * dx + (y - ay) * dy) / d2, 0, 1) : 0;

      best = MIN (best, hypot (x - ax - t * dx, y - ay - t * dy));
    }
  return best;
}

static void
lay_out_arrow (const GmpBoard         *board,
               const GmpRenderOptions *options,
               const GmpRenderAdvice  *a,
               int                     lane,
               guint                   same_start,
               GmpRenderAdviceSpot    *spot)
{
  g_autofree double *points = NULL;

  spot->offset = lane * LANE_WIDTH;
  points = lane_points (board, options, a, spot->offset);
  spot->end_x = points[2 * a->n_path - 2];
  spot->end_y = points[2 * a->n_path - 1];
  point_along (points, a->n_path, same_start * DISC_STEP, &spot->disc_x, &spot->disc_y);
}

/* A ring's disc: the first of the angles round it (upper left first) that
 * keeps clear of every arrow and of the discs already placed */
static void
lay_out_ring (const GmpBoard         *board,
              const GmpRenderOptions *options,
              const GmpRenderAdvice  *advice,
              guint                   index,
              guint                   same_ring,
              GmpRenderAdviceSpot    *spots)
{
  GmpRenderAdviceSpot *spot = &spots[index];
  gboolean clear = FALSE;

  city_point (board, options, advice[index].path[0], &spot->end_x, &spot->end_y);
  spot->radius = RING_RADIUS + same_ring * RING_STEP;
  for (guint k = 0; k < 8 && !clear; k++)
    {
      double angle = -0.75 * G_PI + (k + same_ring) * 0.25 * G_PI * 3;

      spot->disc_x = spot->end_x + spot->radius * cos (angle);
      spot->disc_y = spot->end_y + spot->radius * sin (angle);
      clear = TRUE;
      for (guint j = 0; j < index && clear; j++)
        {
          clear = hypot (spots[j].disc_x - spot->disc_x,
                         spots[j].disc_y - spot->disc_y) >= DISC_STEP;
          if (clear && advice[j].n_path > 1)
            {
              g_autofree double *points = lane_points (board, options, &advice[j],
                                                       spots[j].offset);

              clear = distance_to_path (points, advice[j].n_path, spot->disc_x, spot->disc_y)
                      >= DISC_RADIUS + LANE_WIDTH / 2;
            }
        }
    }
}

void
gmp_render_advice_layout (const GmpBoard         *board,
                          const GmpRenderOptions *options,
                          const GmpRenderAdvice  *advice,
                          guint                   n_advice,
                          GmpRenderAdviceSpot    *spots)
{
  g_autofree int *lanes = g_new0 (int, MAX (n_advice, 1));
  g_autofree guint *order = g_new (guint, MAX (n_advice, 1));
  guint n_order = 0;

  g_return_if_fail (board != NULL && options != NULL);
  g_return_if_fail ((advice != NULL && spots != NULL) || n_advice == 0);

  /* The arrows first, then the rings, whose discs keep clear of them;
   * each kind in the order given (the best first) */
  for (guint i = 0; i < n_advice; i++)
    if (advice[i].n_path > 1)
      order[n_order++] = i;
  for (guint i = 0; i < n_advice; i++)
    if (advice[i].n_path == 1)
      order[n_order++] = i;

  memset (spots, 0, n_advice * sizeof *spots);
  for (guint o = 0; o < n_advice; o++)
    {
      guint i = order[o];
      const GmpRenderAdvice *a = &advice[i];
      guint same_start = 0, same_ring = 0;
      gboolean taken = TRUE;

      for (guint p = 0; p < o; p++)
        {
          const GmpRenderAdvice *before = &advice[order[p]];

          same_ring += a->n_path == 1 && before->n_path == 1 && before->path[0] == a->path[0];
          same_start += a->n_path > 1 && before->n_path > 1 && before->path[0] == a->path[0];
        }
      if (a->n_path == 1)
        {
          /* Placed among the spots laid out so far: those before it in order */
          g_autofree GmpRenderAdviceSpot *placed = g_new0 (GmpRenderAdviceSpot, o + 1);
          g_autofree GmpRenderAdvice *placed_advice = g_new0 (GmpRenderAdvice, o + 1);

          for (guint p = 0; p < o; p++)
            {
              placed[p] = spots[order[p]];
              placed_advice[p] = advice[order[p]];
            }
          placed_advice[o] = *a;
          lay_out_ring (board, options, placed_advice, o, same_ring, placed);
          spots[i] = placed[o];
          continue;
        }
      /* The first lane no arrow it would overlap has taken */
      for (guint k = 0; taken; k++)
        {
          lanes[i] = lane_of (k);
          taken = FALSE;
          for (guint p = 0; p < o && !taken; p++)
            taken = lanes[order[p]] == lanes[i] && overlaps (a, &advice[order[p]]);
        }
      lay_out_arrow (board, options, a, lanes[i], same_start, &spots[i]);
    }
}

/* The line through the lane's points, stopping short of the last so the head ends on it */
static void
trace_path (cairo_t      *cr,
            const double *points,
            guint         n_points,
            double       *angle)
{
  double x0 = points[2 * n_points - 4], y0 = points[2 * n_points - 3];
  double x1 = points[2 * n_points - 2], y1 = points[2 * n_points - 1];

  cairo_move_to (cr, points[0], points[1]);
  for (guint i = 1; i + 1 < n_points; i++)
    cairo_line_to (cr, points[2 * i], points[2 * i + 1]);
  *angle = atan2 (y1 - y0, x1 - x0);
  cairo_line_to (cr, x1 - HEAD_LENGTH * 0.8 * cos (*angle), y1 - HEAD_LENGTH * 0.8 * sin (*angle));
}

static void
trace_head (cairo_t *cr,
            double   x,
            double   y,
            double   angle)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x - HEAD_LENGTH * cos (angle - 0.45), y - HEAD_LENGTH * sin (angle - 0.45));
  cairo_line_to (cr, x - HEAD_LENGTH * cos (angle + 0.45), y - HEAD_LENGTH * sin (angle + 0.45));
  cairo_close_path (cr);
}

/* The rank in a disc: "1" */
static void
draw_disc (cairo_t *cr,
           double   x,
           double   y,
           guint    rank,
           double   alpha)
{
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string ("Sans Bold");
  g_autoptr(PangoLayout) layout = pango_cairo_create_layout (cr);
  g_autofree char *text = g_strdup_printf ("%u", rank);
  int width, height;

  cairo_arc (cr, x, y, DISC_RADIUS, 0, 2 * G_PI);
  _gmp_render_set_color (cr, GMP_COLOR_ADVICE, alpha);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, 1.0);
  cairo_set_line_width (cr, 2.0);
  cairo_stroke (cr);

  pango_font_description_set_absolute_size (desc, 13 * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - width / 2.0, y - height / 2.0);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, 1.0);
  pango_cairo_show_layout (cr, layout);
}

static void
draw_arrow (cairo_t                   *cr,
            const GmpBoard            *board,
            const GmpRenderOptions    *options,
            const GmpRenderAdvice     *advice,
            const GmpRenderAdviceSpot *spot)
{
  double alpha = rank_alpha (advice->rank);
  g_autofree double *points = lane_points (board, options, advice, spot->offset);
  double angle;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* A light halo first, so the arrow reads over roads, names and counters */
  trace_path (cr, points, advice->n_path, &angle);
  cairo_set_line_width (cr, LINE_WIDTH + 2 * HALO_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, alpha);
  cairo_stroke (cr);
  trace_head (cr, spot->end_x, spot->end_y, angle);
  cairo_set_line_width (cr, 2 * HALO_WIDTH);
  cairo_stroke_preserve (cr);
  cairo_fill (cr);

  trace_path (cr, points, advice->n_path, &angle);
  cairo_set_line_width (cr, LINE_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_ADVICE, alpha);
  cairo_stroke (cr);
  trace_head (cr, spot->end_x, spot->end_y, angle);
  cairo_fill (cr);
}

static void
draw_ring (cairo_t                   *cr,
           const GmpRenderAdvice     *advice,
           const GmpRenderAdviceSpot *spot)
{
  double alpha = rank_alpha (advice->rank);

  cairo_new_sub_path (cr);
  cairo_arc (cr, spot->end_x, spot->end_y, spot->radius, 0, 2 * G_PI);
  cairo_set_line_width (cr, LINE_WIDTH + 2 * HALO_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, alpha);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, LINE_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_ADVICE, alpha);
  cairo_stroke (cr);
}

void
gmp_render_advice (cairo_t                *cr,
                   const GmpBoard         *board,
                   const GmpRenderOptions *options,
                   const GmpRenderAdvice  *advice,
                   guint                   n_advice)
{
  g_autofree GmpRenderAdviceSpot *spots = NULL;

  g_return_if_fail (cr != NULL && board != NULL && options != NULL);
  g_return_if_fail (advice != NULL || n_advice == 0);

  for (guint i = 0; i < n_advice; i++)
    {
      gboolean valid = advice[i].n_path > 0;

      for (guint k = 0; k < advice[i].n_path; k++)
        valid &= advice[i].path[k] < board->n_cities;
      g_return_if_fail (valid);
    }
  spots = g_new (GmpRenderAdviceSpot, MAX (n_advice, 1));
  gmp_render_advice_layout (board, options, advice, n_advice, spots);

  cairo_save (cr);
  /* The worst first, so the best is drawn over it */
  for (guint i = n_advice; i-- > 0;)
    {
      if (advice[i].n_path == 1)
        draw_ring (cr, &advice[i], &spots[i]);
      else
        draw_arrow (cr, board, options, &advice[i], &spots[i]);
      draw_disc (cr, spots[i].disc_x, spots[i].disc_y, advice[i].rank,
                 rank_alpha (advice[i].rank));
    }
  cairo_restore (cr);
}
