/* gmp-render-advice.c: the computer player's advice drawn over the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gmp-render-advice.h"
#include "gmp-render-private.h"

/* Device pixels: the advice keeps its size at every zoom, as a pointer does */
#define LINE_WIDTH   5.0
#define HALO_WIDTH   3.0
#define HEAD_LENGTH 16.0
#define DISC_RADIUS 10.0
#define RING_RADIUS 22.0

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

/* The line through the cities, stopping short of the last so the head ends on it */
static void
trace_path (cairo_t                *cr,
            const GmpBoard         *board,
            const GmpRenderOptions *options,
            const GmpRenderAdvice  *advice,
            double                 *end_x,
            double                 *end_y,
            double                 *angle)
{
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;

  for (guint i = 0; i < advice->n_path; i++)
    {
      x0 = x1;
      y0 = y1;
      city_point (board, options, advice->path[i], &x1, &y1);
      if (i == 0)
        cairo_move_to (cr, x1, y1);
      else if (i + 1 < advice->n_path)
        cairo_line_to (cr, x1, y1);
    }
  *angle = atan2 (y1 - y0, x1 - x0);
  *end_x = x1;
  *end_y = y1;
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
draw_arrow (cairo_t                *cr,
            const GmpBoard         *board,
            const GmpRenderOptions *options,
            const GmpRenderAdvice  *advice)
{
  double alpha = rank_alpha (advice->rank);
  double x, y, angle, start_x, start_y;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  /* A light halo first, so the arrow reads over roads, names and counters */
  trace_path (cr, board, options, advice, &x, &y, &angle);
  cairo_set_line_width (cr, LINE_WIDTH + 2 * HALO_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, alpha);
  cairo_stroke (cr);
  trace_head (cr, x, y, angle);
  cairo_set_line_width (cr, 2 * HALO_WIDTH);
  cairo_stroke_preserve (cr);
  cairo_fill (cr);

  trace_path (cr, board, options, advice, &x, &y, &angle);
  cairo_set_line_width (cr, LINE_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_ADVICE, alpha);
  cairo_stroke (cr);
  trace_head (cr, x, y, angle);
  cairo_fill (cr);

  city_point (board, options, advice->path[0], &start_x, &start_y);
  draw_disc (cr, start_x, start_y, advice->rank, alpha);
}

static void
draw_ring (cairo_t                *cr,
           const GmpBoard         *board,
           const GmpRenderOptions *options,
           const GmpRenderAdvice  *advice)
{
  double alpha = rank_alpha (advice->rank);
  double x, y;

  city_point (board, options, advice->path[0], &x, &y);
  cairo_arc (cr, x, y, RING_RADIUS, 0, 2 * G_PI);
  cairo_set_line_width (cr, LINE_WIDTH + 2 * HALO_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, alpha);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, LINE_WIDTH);
  _gmp_render_set_color (cr, GMP_COLOR_ADVICE, alpha);
  cairo_stroke (cr);
  /* The rank on the ring's upper left, off the city's own marks */
  draw_disc (cr, x - RING_RADIUS * M_SQRT1_2, y - RING_RADIUS * M_SQRT1_2, advice->rank, alpha);
}

void
gmp_render_advice (cairo_t                *cr,
                   const GmpBoard         *board,
                   const GmpRenderOptions *options,
                   const GmpRenderAdvice  *advice,
                   guint                   n_advice)
{
  g_return_if_fail (cr != NULL && board != NULL && options != NULL);
  g_return_if_fail (advice != NULL || n_advice == 0);

  cairo_save (cr);
  /* The worst first, so the best is drawn over it */
  for (guint i = n_advice; i-- > 0;)
    {
      const GmpRenderAdvice *a = &advice[i];
      gboolean valid = a->n_path > 0;

      for (guint k = 0; k < a->n_path; k++)
        valid &= a->path[k] < board->n_cities;
      g_return_if_fail (valid);
      if (a->n_path == 1)
        draw_ring (cr, board, options, a);
      else
        draw_arrow (cr, board, options, a);
    }
  cairo_restore (cr);
}
