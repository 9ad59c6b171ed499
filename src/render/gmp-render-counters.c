/* gmp-render-counters.c: unit counters stacked beside their city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Identical counters in a city (same type, formation and side up) are drawn
 * as one counter with a pile behind it and a count badge, so a full 6 + 6
 * stack stays readable. The Swarm stands to the left of its city, the
 * Humans to the right, two counters wide so they keep off the neighbours;
 * rows grow upwards, away from the city's name.
 */

#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "gmp-render-private.h"

#define COLUMNS 2

/* What one drawn counter shows. */
typedef struct {
  guint    type;
  int      formation;
  gboolean reduced;
  int      guard;     /* Guards: the face shown, see guard_face() */
  guint    count;
} Group;

enum {
  GUARD_NOT_A_GUARD = -100,
  GUARD_FACE_DOWN   = -101,
};

static int
guard_face (const GmpRenderContext *ctx,
            const GmpUnit          *unit)
{
  if (!ctx->board->unit_types[unit->type].guard)
    return GUARD_NOT_A_GUARD;
  if (unit->revealed || ctx->options->reveal_guards)
    return unit->guard_value;   /* a value, blank, or unknown/draw for the editor */
  return GUARD_FACE_DOWN;
}

static gint
compare_groups (gconstpointer a,
                gconstpointer b)
{
  const Group *ga = a, *gb = b;

  if (ga->type != gb->type)
    return ga->type < gb->type ? -1 : 1;
  if (ga->formation != gb->formation)
    return ga->formation < gb->formation ? -1 : 1;
  if (ga->reduced != gb->reduced)
    return ga->reduced ? 1 : -1;
  return gb->guard - ga->guard;
}

static GArray *
collect_groups (const GmpRenderContext *ctx,
                guint                   city,
                GmpSide                 side,
                guint                  *ids,
                guint                   max_ids)
{
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (Group));
  guint n = gmp_state_units_in_city (ctx->state, city, side, ids, max_ids);

  for (guint i = 0; i < n; i++)
    {
      const GmpUnit *unit = &g_array_index (ctx->state->units, GmpUnit, ids[i]);
      Group key = { unit->type, unit->formation, unit->reduced, guard_face (ctx, unit), 1 };
      gboolean merged = FALSE;

      for (guint j = 0; j < groups->len && !merged; j++)
        {
          Group *g = &g_array_index (groups, Group, j);

          if (compare_groups (g, &key) == 0)
            {
              g->count++;
              merged = TRUE;
            }
        }
      if (!merged)
        g_array_append_val (groups, key);
    }

  g_array_sort (groups, compare_groups);
  return groups;
}

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

static void
count_badge (GmpRenderContext *ctx,
             double            x,
             double            y,
             double            s,
             guint             count)
{
  cairo_t *cr = ctx->cr;
  char text[16];
  double r = s * 0.2;

  g_snprintf (text, sizeof text, "%u", count);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + s, y, r, 0, 2 * G_PI);
  _gmp_render_fill_and_edge (ctx, GMP_COLOR_COUNTER_EDGE, 1.0, GMP_COLOR_CITY_EDGE,
                             _gmp_render_size (ctx, 0.5, 1.0));
  _gmp_render_text (ctx, text, x + s, y, r * 1.5, TRUE,
                    GMP_COLOR_CITY_EDGE, FALSE);
}

static void
guard_texts (const Group *group,
             char        *bottom,
             gsize        size)
{
  if (group->guard == GUARD_FACE_DOWN)
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
              const Group      *group,
              GmpSide           side,
              double            x,
              double            y,
              double            s)
{
  const GmpBoard *board = ctx->board;
  const char *label = board->unit_types[group->type].short_name;
  GmpColor fill = side == GMP_SIDE_SWARM ? GMP_COLOR_SWARM : GMP_COLOR_HUMANS;
  GmpColor ink = side == GMP_SIDE_SWARM ? GMP_COLOR_SWARM_TEXT : GMP_COLOR_HUMANS_TEXT;
  double font = s * 0.36;
  guint piles = MIN (group->count, 3);

  /* The pile: counters peeking out behind the top one. */
  for (guint i = piles; i > 1; i--)
    counter_shape (ctx, x + (i - 1) * s * 0.09, y - (i - 1) * s * 0.09, s, fill);
  counter_shape (ctx, x, y, s, fill);

  if (group->guard != GUARD_NOT_A_GUARD)
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
    count_badge (ctx, x, y, s, group->count);
}

typedef struct {
  const Group *group;
  GmpSide      side;
} Face;

static void
draw_face (GmpRenderContext *ctx,
           gconstpointer     data,
           double            x,
           double            y,
           double            s)
{
  const Face *face = data;

  draw_counter (ctx, face->group, face->side, x, y, s);
}

/* From the image of its face when the caller keeps them (a view) */
static void
draw_counter_or_sprite (GmpRenderContext *ctx,
                        const Group      *group,
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
  g_snprintf (key, sizeof key, "%d %u %d %d %d %u", side, group->type, group->formation,
              group->reduced, group->guard, group->count);
  /* The pile reaches 0.18 s up and right, the badge 0.2 s and its edge */
  _gmp_render_sprite (ctx, key, x, y, s, s * 0.25 + 3 * ctx->px, draw_face, &face);
}

static void
draw_side (GmpRenderContext *ctx,
           guint             city,
           GmpSide           side,
           GArray           *groups)
{
  const GmpCity *c = &ctx->board->cities[city];
  double s = _gmp_render_size (ctx, GMP_RENDER_COUNTER_SIZE, 16.0);
  double gap = s * 0.28;
  double inner = _gmp_render_city_radius (ctx, city) + gap;

  if (c->hive != GMP_NONE)
    inner = MAX (inner, _gmp_render_size (ctx, 13.0, 10.0) * 0.87 + gap * 0.5);

  /* Draw the far rows first so nearer counters overlap them, not the other way. */
  for (guint k = groups->len; k > 0; k--)
    {
      guint i = k - 1;
      guint col = i % COLUMNS, row = i / COLUMNS;
      double y = c->y - s / 2 - row * (s + gap);
      double x;

      if (side == GMP_SIDE_SWARM)
        x = c->x - inner - s - col * (s + gap);
      else
        x = c->x + inner + col * (s + gap);
      draw_counter_or_sprite (ctx, &g_array_index (groups, Group, i), side, x, y, s);
    }
}

void
_gmp_render_stacks (GmpRenderContext *ctx)
{
  const GmpState *state = ctx->state;
  guint max_ids = gmp_state_n_units (state);
  g_autofree guint *ids = g_new (guint, MAX (max_ids, 1));
  cairo_t *cr = ctx->cr;

  cairo_save (cr);
  for (guint city = 0; city < ctx->board->n_cities; city++)
    for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
      {
        g_autoptr(GArray) groups = collect_groups (ctx, city, side, ids, max_ids);

        if (groups->len > 0)
          draw_side (ctx, city, side, groups);
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
  Group group = { type, formation, reduced, GUARD_NOT_A_GUARD, 1 };

  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (type < board->n_unit_types);
  g_return_if_fail (size > 0);

  unit_type = &board->unit_types[type];
  if (unit_type->guard)
    {
      group.formation = GMP_NONE;
      group.reduced = FALSE;
      group.guard = face_down ? GUARD_FACE_DOWN : guard_value;
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
