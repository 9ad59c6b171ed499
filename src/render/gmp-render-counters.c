/* gmp-render-counters.c: unit counters stacked beside their city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Identical counters in a city (same type, formation and side up) are drawn
 * as one counter with a pile behind it and a count badge, so a full 6 + 6
 * stack stays readable; gmp-render-layout.c says where each goes. Counters
 * picked to move wear a frame in the selection's colour, and a pile only
 * partly picked says how many of it are ("2/3").
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>
#include <string.h>

#include "gmp-render-private.h"

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static void
counter_shape (GmpRenderContext *ctx,
               double            x,
               double            y,
               double            s,
               GmpColor          fill)
{
  cairo_t *cr = ctx->cr;

  rounded_rect (cr, x, y, s, s, s * 0.12);
  _gmp_render_fill_and_edge (ctx, fill, 1.0, GMP_COLOR_COUNTER_EDGE,
                             _gmp_render_size (ctx, 0.7, 1.0));
}

/* The reduced side: a hatched band across the counter's foot. */
static void
reduced_band (GmpRenderContext *ctx,
              double            x,
              double            y,
              double            s)
{
  cairo_t *cr = ctx->cr;
  double top = y + s * 0.6;

  cairo_save (cr);
  rounded_rect (cr, x, y, s, s, s * 0.12);
  cairo_clip (cr);
  cairo_rectangle (cr, x, top, s, s * 0.4);
  _gmp_render_set_color (cr, GMP_COLOR_REDUCED_BAND, 1.0);
  cairo_fill (cr);
  for (double sx = x - s * 0.4; sx < x + s; sx += s * 0.16)
    {
      cairo_move_to (cr, sx, y + s);
      cairo_line_to (cr, sx + s * 0.4, top);
    }
  _gmp_render_set_color (cr, GMP_COLOR_SWARM_TEXT, 0.25);
  cairo_set_line_width (cr, s * 0.035);
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* How many the pile holds, and of them how many are picked when not all */
static void
count_badge (GmpRenderContext *ctx,
             double            x,
             double            y,
             double            s,
             guint             count,
             guint             picked)
{
  cairo_t *cr = ctx->cr;
  char text[32];
  double r = s * 0.2, half;

  if (picked > 0 && picked < count)
    g_snprintf (text, sizeof text, "%u/%u", picked, count);
  else
    g_snprintf (text, sizeof text, "%u", count);
  /* A pill as wide as the text, round for one digit */
  half = MAX (0.0, (strlen (text) - 1) * r * 0.45);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + s + half, y, r, -G_PI / 2, G_PI / 2);
  cairo_arc (cr, x + s - half, y, r, G_PI / 2, 3 * G_PI / 2);
  cairo_close_path (cr);
  _gmp_render_fill_and_edge (ctx, picked > 0 ? GMP_COLOR_SELECTED : GMP_COLOR_COUNTER_EDGE, 1.0,
                             picked > 0 ? GMP_COLOR_COUNTER_EDGE : GMP_COLOR_CITY_EDGE,
                             _gmp_render_size (ctx, 0.5, 1.0));
  _gmp_render_text (ctx, text, x + s, y, r * 1.5, TRUE,
                    picked > 0 ? GMP_COLOR_COUNTER_EDGE : GMP_COLOR_CITY_EDGE, FALSE);
}

/* Picked to move: a frame in the selection's colour round the counter,
 * outside it so the face stays as it is */
static void
picked_frame (GmpRenderContext *ctx,
              double            x,
              double            y,
              double            s)
{
  cairo_t *cr = ctx->cr;
  double w = MAX (s * 0.09, 2.0 * ctx->px);

  rounded_rect (cr, x - w / 2, y - w / 2, s + w, s + w, s * 0.12 + w / 2);
  _gmp_render_set_color (cr, GMP_COLOR_COUNTER_EDGE, 1.0);
  cairo_set_line_width (cr, w + 2.0 * ctx->px);
  cairo_stroke_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_SELECTED, 1.0);
  cairo_set_line_width (cr, w);
  cairo_stroke (cr);
}

static void
guard_texts (const GmpRenderGroup *group,
             char        *bottom,
             gsize        size)
{
  if (group->guard == GMP_RENDER_GUARD_FACE_DOWN)
    bottom[0] = '\0';
  else if (group->guard == GMP_GUARD_BLANK)
    /* A blank Guard shows nothing; it is removed when revealed (Rules note 9). */
    g_strlcpy (bottom, "–", size);
  else if (group->guard < 0)
    g_strlcpy (bottom, "?", size);
  else
    g_snprintf (bottom, size, "%d+", group->guard);
}

static void
draw_counter (GmpRenderContext *ctx,
              const GmpRenderGroup      *group,
              GmpSide           side,
              double            x,
              double            y,
              double            s)
{
  const GmpBoard *board = ctx->board;
  const char *label = board->unit_types[group->type].short_name;
  GmpColor fill = side == GMP_SIDE_SWARM ? GMP_COLOR_SWARM : GMP_COLOR_HUMANS;
  GmpColor ink = side == GMP_SIDE_SWARM ? GMP_COLOR_SWARM_TEXT : GMP_COLOR_HUMANS_TEXT;
  double font = s * 0.38;
  guint piles = MIN (group->count, 3);

  /* The pile: counters peeking out behind the top one. */
  for (guint i = piles; i > 1; i--)
    counter_shape (ctx, x + (i - 1) * s * 0.09, y - (i - 1) * s * 0.09, s, fill);
  counter_shape (ctx, x, y, s, fill);
  if (group->picked > 0)
    picked_frame (ctx, x, y, s);

  if (group->guard != GMP_RENDER_GUARD_NOT_A_GUARD)
    {
      char bottom[16];

      guard_texts (group, bottom, sizeof bottom);
      _gmp_render_text (ctx, label, x + s / 2,
                        y + (bottom[0] != '\0' ? s * 0.33 : s * 0.5),
                        font * (bottom[0] != '\0' ? 1.0 : 1.15), TRUE, ink, FALSE);
      if (bottom[0] != '\0')
        _gmp_render_text (ctx, bottom, x + s / 2, y + s * 0.72, font * 1.05, TRUE, ink, FALSE);
    }
  else
    {
      if (group->reduced)
        reduced_band (ctx, x, y, s);
      _gmp_render_text (ctx, label, x + s / 2, y + s * 0.32, font, TRUE, ink, FALSE);
      if (group->formation != GMP_NONE)
        _gmp_render_text (ctx, board->formations[group->formation].id, x + s / 2,
                          y + s * 0.78, font * 0.95, TRUE,
                          group->reduced ? GMP_COLOR_HUMANS_TEXT : ink, FALSE);
    }

  if (group->count > 1)
    count_badge (ctx, x, y, s, group->count, group->picked);
}

typedef struct {
  const GmpRenderGroup *group;
  GmpSide      side;
} Face;

static void
draw_face (GmpRenderContext *ctx,
           gconstpointer     data,
           double            x,
           double            y,
           double            s,
           double            h)
{
  const Face *face = data;

  draw_counter (ctx, face->group, face->side, x, y, s);
}

/* From the image of its face when the caller keeps them (a view) */
static void
draw_counter_or_sprite (GmpRenderContext *ctx,
                        const GmpRenderGroup      *group,
                        GmpSide           side,
                        double            x,
                        double            y,
                        double            s)
{
  Face face = { group, side };
  char key[80];

  if (ctx->options->sprites == NULL)
    {
      draw_counter (ctx, group, side, x, y, s);
      return;
    }
  /* Everything draw_counter() draws depends on: the pile and the badge on
   * the count */
  g_snprintf (key, sizeof key, "%d %u %d %d %d %u %u", side, group->type, group->formation,
              group->reduced, group->guard, group->count, group->picked);
  /* The pile reaches 0.18 s up and right, the badge 0.2 s and its edge
   * ("2/3": 0.4 s), the frame 0.09 s */
  _gmp_render_sprite (ctx, key, x, y, s, s, s * 0.45 + 3 * ctx->px, draw_face, &face);
}

void
_gmp_render_stacks (GmpRenderContext *ctx)
{
  GArray *counters = ctx->placed->counters;
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  for (guint i = 0; i < counters->len; i++)
    {
      const GmpRenderCounter *counter = &g_array_index (counters, GmpRenderCounter, i);

      draw_counter_or_sprite (ctx, &counter->group, counter->side, counter->x, counter->y,
                              counter->s);
    }
  cairo_restore (cr);
}

void
gmp_render_counter (cairo_t        *cr,
                    const GmpBoard *board,
                    guint           type,
                    int             formation,
                    gboolean        reduced,
                    gboolean        face_down,
                    int             guard_value,
                    double          x,
                    double          y,
                    double          size)
{
  GmpRenderOptions options;
  GmpRenderContext ctx = { 0 };
  g_autoptr(PangoLayout) layout = NULL;
  const GmpUnitType *unit_type;
  GmpRenderGroup group = { type, formation, reduced, GMP_RENDER_GUARD_NOT_A_GUARD, 1, 0 };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (type < board->n_unit_types);
  g_return_if_fail (size > 0);

  unit_type = &board->unit_types[type];
  if (unit_type->guard)
    {
      group.formation = GMP_NONE;
      group.reduced = FALSE;
      group.guard = face_down ? GMP_RENDER_GUARD_FACE_DOWN : guard_value;
    }
  else if (formation < 0 || (guint) formation >= board->n_formations)
    group.formation = GMP_NONE;

  gmp_render_options_init (&options);
  layout = _gmp_render_create_layout (cr);
  ctx.cr = cr;
  ctx.board = board;
  ctx.options = &options;
  ctx.layout = layout;
  ctx.px = 1.0;

  cairo_save (cr);
  draw_counter (&ctx, &group, unit_type->side, x, y, size);
  cairo_restore (cr);
}
