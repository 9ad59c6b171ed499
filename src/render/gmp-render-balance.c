/* gmp-render-balance.c: the balance check's chart, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gmp-render-balance.h"
#include "gmp-render-private.h"

#define FONT_SIZE     11.0
#define MARGIN_LEFT   40.0
#define MARGIN_BOTTOM 20.0
#define MARGIN_TOP     8.0
#define MARGIN_RIGHT   4.0

/* The palette's own: the Swarm's marks of destruction, the Humans' blue,
 * the gold of the Danger and key-city marks */
static GmpColor
end_color (GmpEndReason reason)
{
  switch (reason)
    {
    case GMP_END_KEY_CITIES:
      return GMP_COLOR_DESTROYED_MARK;
    case GMP_END_LAST_TURN:
      return GMP_COLOR_HUMANS;
    case GMP_END_DANGER:
    case GMP_END_NONE:
    default:
      return GMP_COLOR_KEY;
    }
}

char *
gmp_render_balance_end_color (GmpEndReason reason)
{
  const GmpRgb *rgb = &_gmp_render_colors[end_color (reason)];

  return g_strdup_printf ("#%02x%02x%02x", (guint) lround (rgb->red * 255),
                          (guint) lround (rgb->green * 255), (guint) lround (rgb->blue * 255));
}

/* The games axis's top: the most games of a turn rounded up at its first
 * digit (245 → 300), even so that its half is a whole number */
static guint
nice_top (guint most)
{
  guint power = 1, top;

  while (most / power >= 10)
    power *= 10;
  top = (most + power - 1) / power * power;
  return top % 2 == 0 ? top : top + 1;
}

static void
show_text (cairo_t     *cr,
           PangoLayout *layout,
           const char  *text,
           double       x,
           double       y,
           double       align)   /* 0: left of x, 0.5: centred, 1: right of it */
{
  int width, height;

  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - align * width, y - height / 2.0);
  pango_cairo_show_layout (cr, layout);
}

void
gmp_render_balance_chart (cairo_t                *cr,
                          const GmpBalanceReport *report,
                          double                  width,
                          double                  height,
                          const double            ink[4])
{
  g_autoptr(PangoLayout) layout = NULL;
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string ("Sans");
  double plot_w = width - MARGIN_LEFT - MARGIN_RIGHT;
  double plot_h = height - MARGIN_TOP - MARGIN_BOTTOM;
  guint most = 0, top;
  double slot;

  g_return_if_fail (cr != NULL && report != NULL && ink != NULL);
  if (report->n_turns == 0 || plot_w <= 0 || plot_h <= 0)
    return;

  for (guint turn = 1; turn <= report->n_turns; turn++)
    {
      guint total = 0;

      for (guint reason = GMP_END_KEY_CITIES; reason <= GMP_END_DANGER; reason++)
        total += report->ends[reason * (report->n_turns + 1) + turn];
      most = MAX (most, total);
    }
  top = nice_top (MAX (most, 1u));
  slot = plot_w / report->n_turns;

  cairo_save (cr);
  layout = pango_cairo_create_layout (cr);
  pango_font_description_set_absolute_size (desc, FONT_SIZE * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);

  /* The games axis: 0, half and the top, with light rules across */
  cairo_set_line_width (cr, 1.0);
  for (guint k = 0; k <= 2; k++)
    {
      double y = MARGIN_TOP + plot_h - plot_h * k / 2.0;
      g_autofree char *text = g_strdup_printf ("%u", top * k / 2);

      cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], ink[3] * (k == 0 ? 0.8 : 0.2));
      cairo_move_to (cr, MARGIN_LEFT, floor (y) + 0.5);
      cairo_line_to (cr, MARGIN_LEFT + plot_w, floor (y) + 0.5);
      cairo_stroke (cr);
      cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], ink[3] * 0.8);
      show_text (cr, layout, text, MARGIN_LEFT - 6, y, 1.0);
    }

  /* A bar per turn, the reasons stacked in the report's order */
  for (guint turn = 1; turn <= report->n_turns; turn++)
    {
      double x = MARGIN_LEFT + slot * (turn - 1) + slot * 0.15;
      double y = MARGIN_TOP + plot_h;
      g_autofree char *number = g_strdup_printf ("%u", turn);

      for (guint reason = GMP_END_KEY_CITIES; reason <= GMP_END_DANGER; reason++)
        {
          guint n = report->ends[reason * (report->n_turns + 1) + turn];
          double h = plot_h * n / top;

          if (n == 0)
            continue;
          y -= h;
          cairo_rectangle (cr, x, y, slot * 0.7, h);
          _gmp_render_set_color (cr, end_color (reason), 1.0);
          cairo_fill (cr);
        }
      cairo_set_source_rgba (cr, ink[0], ink[1], ink[2], ink[3] * 0.8);
      show_text (cr, layout, number, x + slot * 0.35, MARGIN_TOP + plot_h + MARGIN_BOTTOM / 2 + 1,
                 0.5);
    }
  cairo_restore (cr);
}
