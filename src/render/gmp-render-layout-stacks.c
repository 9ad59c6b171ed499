/* gmp-render-layout-stacks.c: a side's counters beside a city, off everything else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gmp-render-layout-private.h"

/* Guards: the face shown (Rules note 9) */
static int
guard_face (const GmpRenderContext *ctx,
            const GmpUnit          *unit)
{
  if (!ctx->board->unit_types[unit->type].guard)
    return GMP_RENDER_GUARD_NOT_A_GUARD;
  if (unit->revealed || ctx->options->reveal_guards)
    return unit->guard_value;   /* a value, blank, or unknown/draw for the editor */
  return GMP_RENDER_GUARD_FACE_DOWN;
}

static gint
compare_groups (gconstpointer a,
                gconstpointer b)
{
  const GmpRenderGroup *ga = a, *gb = b;

  if (ga->type != gb->type)
    return ga->type < gb->type ? -1 : 1;
  if (ga->formation != gb->formation)
    return ga->formation < gb->formation ? -1 : 1;
  if (ga->reduced != gb->reduced)
    return ga->reduced ? 1 : -1;
  return gb->guard - ga->guard;
}

static gboolean
unit_picked (const GmpRenderOptions *options,
             guint                   unit)
{
  for (guint i = 0; options->picked_units != NULL && i < options->n_picked; i++)
    if (options->picked_units[i] == unit)
      return TRUE;
  return FALSE;
}

GArray *
_gmp_render_collect_groups (const GmpRenderContext *ctx,
                            guint                   city,
                            GmpSide                 side,
                            guint                  *ids,
                            guint                   max_ids)
{
  GArray *groups = g_array_new (FALSE, FALSE, sizeof (GmpRenderGroup));
  guint n = gmp_state_units_in_city (ctx->state, city, side, ids, max_ids);

  for (guint i = 0; i < n; i++)
    {
      const GmpUnit *unit = &g_array_index (ctx->state->units, GmpUnit, ids[i]);
      GmpRenderGroup key = { unit->type, unit->formation, unit->reduced,
                             guard_face (ctx, unit), 1, unit_picked (ctx->options, ids[i]) };
      gboolean merged = FALSE;

      for (guint j = 0; j < groups->len && !merged; j++)
        {
          GmpRenderGroup *g = &g_array_index (groups, GmpRenderGroup, j);

          if (compare_groups (g, &key) == 0)
            {
              g->count++;
              g->picked += key.picked;
              merged = TRUE;
            }
        }
      if (!merged)
        g_array_append_val (groups, key);
    }

  g_array_sort (groups, compare_groups);
  return groups;
}

/* How a side's counters stand: columns wide, rows going up or down, the
 * first row level with the city or moved up or down by a fraction of a
 * counter (when a neighbour's dot is in the way); as a last resort, on
 * the other side of the city */
typedef struct {
  guint    columns;
  int      direction;
  double   shift;
  gboolean across;
  double   out;        /* counters further from the city, in counters */
} Arrangement;

static const Arrangement arrangements[] = {
  { 2, -1, 0 }, { 2, 1, 0 }, { 3, -1, 0 }, { 3, 1, 0 }, { 1, -1, 0 }, { 1, 1, 0 },
  { 2, -1, -0.6 }, { 2, 1, 0.6 }, { 2, 1, -0.6 }, { 2, -1, 0.6 },
  { 3, -1, -0.6 }, { 3, 1, 0.6 }, { 4, -1, 0 }, { 4, 1, 0 },
  { 2, -1, -1.2 }, { 2, 1, 1.2 }, { 1, -1, -1.2 }, { 1, 1, 1.2 },
  { 2, -1, 0, TRUE }, { 2, 1, 0, TRUE }, { 2, -1, -0.6, TRUE }, { 2, 1, 0.6, TRUE },
  /* Where a stack has little room: further up or down, wider or
   * narrower, on either side */
  { 3, -1, -1.2 }, { 3, 1, 1.2 }, { 1, -1, -1.8 }, { 1, 1, 1.8 },
  { 2, -1, -1.8 }, { 2, 1, 1.8 }, { 3, -1, -1.8 }, { 3, 1, 1.8 },
  { 4, -1, -0.6 }, { 4, 1, 0.6 },
  { 3, -1, 0, TRUE }, { 3, 1, 0, TRUE }, { 1, -1, 0, TRUE }, { 1, 1, 0, TRUE },
  { 2, 1, -0.6, TRUE }, { 2, -1, 0.6, TRUE }, { 2, -1, -1.2, TRUE }, { 2, 1, 1.2, TRUE },
  { 3, -1, -0.6, TRUE }, { 3, 1, 0.6, TRUE }, { 1, -1, -1.2, TRUE }, { 1, 1, 1.2, TRUE },
  { 4, -1, 0, TRUE }, { 4, 1, 0, TRUE }, { 2, -1, -1.8, TRUE }, { 2, 1, 1.8, TRUE },
};

/* Past the table, for the most crowded places: the simplest arrangements
 * moved out from the city and up or down, on either side */
#define N_OUT 2
#define N_SHIFTS 9
#define N_BASES 6
#define N_ARRANGEMENTS (G_N_ELEMENTS (arrangements) + 2 * N_BASES * N_OUT * N_SHIFTS)

static Arrangement
arrangement_get (guint a)
{
  guint k = a - G_N_ELEMENTS (arrangements);
  Arrangement arrangement;

  if (a < G_N_ELEMENTS (arrangements))
    return arrangements[a];
  arrangement = arrangements[k % N_BASES];
  k /= N_BASES;
  arrangement.shift = ((int) (k % N_SHIFTS) - (int) N_SHIFTS / 2) * 0.6;
  k /= N_SHIFTS;
  arrangement.out = 0.6 * (1 + k % N_OUT);
  arrangement.across = k / N_OUT > 0;
  return arrangement;
}

/* The i-th counter of a side: its square's corner, and the rectangle its
 * pile and count badge reach (0.18 s and 0.2 s up and right; "2/3" 0.4 s) */
static Box
counter_box (const GmpCity *c,
             GmpSide        side,
             double         inner,
             double         s,
             guint          arrangement,
             guint          i,
             double        *x,
             double        *y)
{
  Arrangement a = arrangement_get (arrangement);
  guint col = i % a.columns, row = i / a.columns;
  double gap = s * 0.28;

  *y = c->y - s / 2 + a.shift * s + a.direction * (double) row * (s + gap);
  if (a.across)
    side = side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
  inner += a.out * s;
  if (side == GMP_SIDE_SWARM)
    *x = c->x - inner - s - col * (s + gap);
  else
    *x = c->x + inner + col * (s + gap);
  return (Box) { *x, *y - 0.2 * s, *x + 1.2 * s, *y + s };
}

/* A counter alone has no pile and no count badge: only its frame when
 * picked reaches past it */
static Box
tighten (Box                   box,
         const GmpRenderGroup *group,
         double                s)
{
  if (group->count > 1)
    return box;
  box.top += 0.2 * s - 0.06 * s;
  box.right -= 0.2 * s - 0.06 * s;
  box.left -= 0.06 * s;
  box.bottom += 0.06 * s;
  return box;
}

static const GmpRenderGroup *
stack_group (GmpRenderContext *ctx,
             const Stack      *stack,
             guint             i)
{
  /* Drawn far rows first: the i-th group is counted from the end */
  return &g_array_index (ctx->placed->counters, GmpRenderCounter,
                         stack->first_counter + stack->n - 1 - i).group;
}

/* How crowded a stack would be in an arrangement, its own counters apart */
static double
stack_crowding (GmpRenderContext *ctx,
                const Stack      *stack,
                guint             arrangement,
                gboolean          over_names)
{
  const GmpCity *c = &ctx->board->cities[stack->city];
  Own own = { stack->first_item, stack->first_item + stack->n, G_MAXUINT, over_names };
  double score = 0, x, y;

  for (guint i = 0; i < stack->n; i++)
    {
      Box box = counter_box (c, stack->side, stack->inner, stack->s, arrangement, i, &x, &y);

      box = tighten (box, stack_group (ctx, stack, i), stack->s);
      score += _gmp_render_crowding (ctx, box, own);
    }
  return score;
}

static void
arrange_stack (GmpRenderContext *ctx,
               const Stack      *stack,
               guint             arrangement)
{
  const GmpCity *c = &ctx->board->cities[stack->city];

  for (guint i = 0; i < stack->n; i++)
    {
      guint k = stack->n - 1 - i;
      GmpRenderCounter *counter = &g_array_index (ctx->placed->counters, GmpRenderCounter,
                                                  stack->first_counter + k);
      GmpMapItem *item = &g_array_index (ctx->placed->items, GmpMapItem, stack->first_item + k);
      Box box = tighten (counter_box (c, stack->side, stack->inner, stack->s, arrangement, i,
                                      &counter->x, &counter->y),
                         &counter->group, stack->s);

      _gmp_render_set_item_box (item, box);
    }
}

/* The best arrangement for a stack: the first free one, else the least
 * crowded; the present one (as its items stand) when none is better */
static guint
best_arrangement (GmpRenderContext *ctx,
                  const Stack      *stack,
                  gboolean          over_names,
                  double           *best_score)
{
  guint best = 0;

  *best_score = stack_crowding (ctx, stack, 0, over_names);
  for (guint a = 1; a < N_ARRANGEMENTS && *best_score > 0; a++)
    {
      double score = stack_crowding (ctx, stack, a, over_names);

      if (score < *best_score)
        {
          *best_score = score;
          best = a;
        }
    }
  return best;
}

double
_gmp_render_stack_present_crowding (GmpRenderContext *ctx,
                                    const Stack      *stack,
                                    gboolean          over_names)
{
  Own own = { stack->first_item, stack->first_item + stack->n, G_MAXUINT, over_names };
  double area = 0;

  for (guint k = 0; k < stack->n; k++)
    area += _gmp_render_crowding (ctx, _gmp_render_box_of (&g_array_index (ctx->placed->items,
                                                                           GmpMapItem,
                                                                           stack->first_item + k)),
                                  own);
  return area;
}

/* The first arrangement that keeps off what stands there already, else
 * the least crowded; when none is free, one that is free but for names,
 * which are placed again after it (a name has many places, a stack few).
 * A stack placed again moves only to a less crowded place. */
void
_gmp_render_place_stack (GmpRenderContext *ctx,
                         const Stack      *stack)
{
  double score;
  guint best = best_arrangement (ctx, stack, FALSE, &score);

  if (score > 1e-4 && !g_getenv ("NO_OVER"))
    {
      best = best_arrangement (ctx, stack, TRUE, &score);
      if (score >= _gmp_render_stack_present_crowding (ctx, stack, TRUE))
        return;
    }
  else if (score >= _gmp_render_stack_present_crowding (ctx, stack, FALSE))
    return;
  arrange_stack (ctx, stack, best);
}

/* The counters of one side beside the city, the Swarm's to the left, the
 * Humans' to the right: two columns with rows upwards, or the first
 * arrangement that keeps off what stands there already */
void
_gmp_render_add_counters (Placer  *placer,
                          guint    city,
                          GmpSide  side,
                          GArray  *groups)
{
  GmpRenderContext *ctx = placer->ctx;
  const GmpCity *c = &ctx->board->cities[city];
  Box marker = placer->markers[city], flag = placer->flags[city];
  double s = _gmp_render_counter_size (ctx);
  double gap = s * 0.28;
  Stack stack = { city, side, ctx->placed->items->len, ctx->placed->counters->len, groups->len,
                  (side == GMP_SIDE_SWARM ? c->x - marker.left : marker.right - c->x) + gap, s };

  /* A flag over the city is wider than its dot */
  if (flag.right > flag.left)
    stack.inner = MAX (stack.inner, (flag.right - flag.left) / 2 + gap * 0.5);

  /* The far rows first, so nearer counters overlap them in a pile; each
   * counter is then put where its arrangement says */
  for (guint k = groups->len; k > 0; k--)
    {
      GmpRenderCounter counter = { g_array_index (groups, GmpRenderGroup, k - 1), side, city,
                                   c->x, c->y, s };

      g_array_append_val (ctx->placed->counters, counter);
      _gmp_render_add_item (ctx->placed, GMP_MAP_ITEM_COUNTER, city,
                            (Box) { c->x, c->y, c->x, c->y });
    }
  g_array_append_val (placer->stacks, stack);
  arrange_stack (ctx, &stack, 0);
  _gmp_render_place_stack (ctx, &stack);
}
