/* gmp-render-layout.c: where names, counters and badges go, apart from each other
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every drawn thing of a city gets a rectangle in map units: its marker
 * (dot, Fort, hive, key ring), a Fort's strength boxes, a flag, its
 * counters (the Swarm to the left, the Humans to the right, rows growing
 * upwards), its name and, when it is a lit destination, its badge. The
 * markers and counters stand where the board puts the city; a name is
 * then placed where it overlaps nothing (below the city when it can,
 * else above, beside, further out), and a badge after it. Positions come
 * from the board's coordinates only. The hit test reads the same
 * rectangles, so a click on a city's name or counters selects it.
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>
#include <string.h>

#include "gmp-render-private.h"

#define COLUMNS 2

typedef struct {
  double left, top, right, bottom;
} Box;

/* What a thing being placed may sit on: its own items, [from, to) in the
 * layout's items (when it is placed again), and for a combat's or a
 * problem's mark, which sits half over its city's rings by design, any
 * city's rings and its own city's marker */
typedef struct {
  guint    from, to;
  guint    mark_city;
  gboolean over_names;   /* names count a hundredth: they move aside after */
} Own;

#define OWN_NOTHING ((Own) { 0, 0, G_MAXUINT, FALSE })

/* One side's counters in a city: their items and counters, in drawing
 * order (the far rows first), so the whole stack can be placed again */
typedef struct {
  guint   city;
  GmpSide side;
  guint   first_item, first_counter, n;
  double  inner, s;
} Stack;

/* A mark's item, so it can be placed again */
typedef struct {
  guint    city;
  gboolean problem;
  guint    item;
} Mark;

/* What the placer remembers while it computes a layout: where each city's
 * marker, rings and what stands over it reach, and which items each
 * movable thing (a stack, a mark, a name, a badge) owns */
typedef struct {
  GmpRenderContext *ctx;
  Box              *markers;
  Box              *crowns;
  Box              *flags;
  guint            *name_items;   /* per city, G_MAXUINT until placed */
  GArray           *stacks;       /* Stack */
  GArray           *marks;        /* Mark */
  GArray           *badge_items;  /* guint, as layout->badges */
} Placer;

static Box
box_of (const GmpMapItem *item)
{
  return (Box) { item->x, item->y, item->x + item->width, item->y + item->height };
}

static void
add_item (GmpRenderLayout *layout,
          GmpMapItemKind   kind,
          guint            city,
          Box              box)
{
  GmpMapItem item = { kind, city, box.left, box.top, box.right - box.left, box.bottom - box.top };

  g_array_append_val (layout->items, item);
}

static double
overlap_area (Box a,
              Box b)
{
  double w = MIN (a.right, b.right) - MAX (a.left, b.left);
  double h = MIN (a.bottom, b.bottom) - MAX (a.top, b.top);

  return w > 0 && h > 0 ? w * h : 0.0;
}

double
_gmp_render_counter_size (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, GMP_RENDER_COUNTER_SIZE, GMP_RENDER_COUNTER_MIN_PX);
}

double
_gmp_render_name_size (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 7.2, 8.0);
}

double
_gmp_render_badge_font (const GmpRenderContext *ctx)
{
  return _gmp_render_size (ctx, 6.0, 9.0);
}

char *
_gmp_render_badge_text (guint       cost,
                        const char *odds)
{
  /* TRANSLATORS: movement points it costs to reach a city, on the map */
  g_autofree char *mp = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u MP", "%u MP", cost),
                                         cost);

  if (odds == NULL)
    return g_steal_pointer (&mp);
  /* TRANSLATORS: a lit destination on the map: its cost, then the chance
   * to win the battle a move there starts ("2 MP · 56 %") */
  return g_strdup_printf (C_("map badge", "%s · %s"), mp, odds);
}

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

static GArray *
collect_groups (const GmpRenderContext *ctx,
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

/* The marker and what the board draws around it */
static Box
marker_box (GmpRenderContext *ctx,
            guint             city)
{
  const GmpCity *c = &ctx->board->cities[city];
  double r = _gmp_render_city_radius (ctx, city);
  Box box;

  if (c->key)
    r += _gmp_render_key_ring_extent (ctx);
  box = (Box) { c->x - r, c->y - r, c->x + r, c->y + r };
  if (c->hive != GMP_NONE)
    {
      double hr = _gmp_render_hive_radius (ctx), tag = _gmp_render_hive_tag (ctx);

      box.left = MIN (box.left, c->x - hr * 0.87);
      box.right = MAX (box.right, c->x + hr * 0.87);
      box.top = MIN (box.top, c->y - hr - tag);
      box.bottom = MAX (box.bottom, c->y + hr);
    }
  return box;
}

/* The Fort's strength boxes (or "Destroyed"), as draw_fort() places them */
static void
add_fort (GmpRenderContext *ctx,
          guint             city)
{
  const GmpCity *c = &ctx->board->cities[city];
  const GmpFort *fort = &ctx->board->forts[c->fort];
  double bx, by, box, gap, row;
  double edge = _gmp_render_size (ctx, 0.6, 1.0) / 2;

  _gmp_render_fort_row (ctx, city, &bx, &by, &box, &gap);
  if (ctx->state != NULL && ctx->state->fort_strength[c->fort] == 0)
    {
      double size = _gmp_render_size (ctx, 6.0, 8.0), w, h;

      _gmp_render_text_extents (ctx, _("Destroyed"), size, TRUE, &w, &h);
      w += size * 0.28;
      add_item (ctx->placed, GMP_MAP_ITEM_FORT, city,
                (Box) { c->x - w / 2, by + box / 2 - h / 2, c->x + w / 2, by + box / 2 + h / 2 });
      return;
    }
  row = fort->strength * box + (fort->strength - 1) * gap;
  add_item (ctx->placed, GMP_MAP_ITEM_FORT, city,
            (Box) { bx - edge, by - edge, bx + row + edge, by + box + edge });
}

/* As draw_flag() draws it: the pennant over the city (the pole below it
 * stands on the marker) */
static Box
add_flag (GmpRenderContext *ctx,
          guint             city)
{
  double left, top, width, height, edge = _gmp_render_size (ctx, 0.5, 0.8) / 2;
  Box box;

  _gmp_render_flag_geometry (ctx, city, &left, &top, &width, &height);
  box = (Box) { left - edge, top - edge, left + width + edge, top + height + edge };
  add_item (ctx->placed, GMP_MAP_ITEM_FLAG, city, box);
  return box;
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

static gboolean nearer_another (GmpRenderContext *ctx,
                                double            x,
                                double            y,
                                guint             owner);
static double crowding (GmpRenderContext *ctx,
                        Box               box,
                        Own               own);

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
    score += crowding (ctx, tighten (counter_box (c, stack->side, stack->inner, stack->s,
                                                  arrangement, i, &x, &y),
                                     stack_group (ctx, stack, i), stack->s),
                       own);
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

      item->x = box.left;
      item->y = box.top;
      item->width = box.right - box.left;
      item->height = box.bottom - box.top;
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

static double
stack_present_crowding (GmpRenderContext *ctx,
                        const Stack      *stack,
                        gboolean          over_names)
{
  Own own = { stack->first_item, stack->first_item + stack->n, G_MAXUINT, over_names };
  double area = 0;

  for (guint k = 0; k < stack->n; k++)
    area += crowding (ctx, box_of (&g_array_index (ctx->placed->items, GmpMapItem,
                                                   stack->first_item + k)), own);
  return area;
}

/* The first arrangement that keeps off what stands there already, else
 * the least crowded; when none is free, one that is free but for names,
 * which are placed again after it (a name has many places, a stack few).
 * A stack placed again moves only to a less crowded place. */
static void
place_stack (GmpRenderContext *ctx,
             const Stack      *stack)
{
  double score;
  guint best = best_arrangement (ctx, stack, FALSE, &score);

  if (score > 1e-4 && !g_getenv ("NO_OVER"))
    {
      best = best_arrangement (ctx, stack, TRUE, &score);
      if (score >= stack_present_crowding (ctx, stack, TRUE))
        return;
    }
  else if (score >= stack_present_crowding (ctx, stack, FALSE))
    return;
  arrange_stack (ctx, stack, best);
}

/* The counters of one side beside the city, the Swarm's to the left, the
 * Humans' to the right: two columns with rows upwards, or the first
 * arrangement that keeps off what stands there already */
static void
add_counters (Placer  *placer,
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
      add_item (ctx->placed, GMP_MAP_ITEM_COUNTER, city, (Box) { c->x, c->y, c->x, c->y });
    }
  g_array_append_val (placer->stacks, stack);
  arrange_stack (ctx, &stack, 0);
  place_stack (ctx, &stack);
}

/* Overlap of box with every item but its own, and how far it leaves the
 * board; once past limit, only that it is */
static double
crowding_within (GmpRenderContext *ctx,
                 Box               box,
                 Own               own,
                 double            limit)
{
  GArray *items = ctx->placed->items;
  GArray *fence = ctx->placed->fence;
  Box sheet = { 0, 0, ctx->board->width, ctx->board->height };
  double area = ((box.right - box.left) * (box.bottom - box.top) - overlap_area (box, sheet)) * 0.5;

  for (guint i = 0; i < items->len && area <= limit; i++)
    {
      const GmpMapItem *item = &g_array_index (items, GmpMapItem, i);

      if (i >= own.from && i < own.to)
        continue;
      if (own.mark_city != G_MAXUINT
          && (item->kind == GMP_MAP_ITEM_RINGS
              || (item->kind == GMP_MAP_ITEM_MARKER && item->city == own.mark_city)))
        continue;
      area += overlap_area (box, box_of (item)) * (own.over_names && item->kind == GMP_MAP_ITEM_NAME
                                                   ? 0.01 : 1.0);
    }
  /* The Fusion Fence's glowing line: a label on it is hard to read */
  for (guint i = 0; i < fence->len && area <= limit; i++)
    area += overlap_area (box, g_array_index (fence, Box, i));
  return area;
}

static double
crowding (GmpRenderContext *ctx,
          Box               box,
          Own               own)
{
  return crowding_within (ctx, box, own, G_MAXDOUBLE);
}

/* The fence as squares along it, as wide as its glow (gmp-render-board.c),
 * from its end forts on past them as it is drawn */
static void
add_fence (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  double half = _gmp_render_size (ctx, 9.0, 5.0) / 2;

  for (guint i = 0; i + 1 < board->n_fence; i++)
    {
      const GmpCity *a = &board->cities[board->fence[i]], *b = &board->cities[board->fence[i + 1]];
      double len = hypot (b->x - a->x, b->y - a->y);
      guint steps = (guint) ceil (len / half);

      /* Not the cities' own squares: their markers stand there */
      for (guint k = 1; k < steps; k++)
        {
          double t = (double) k / steps, x = a->x + (b->x - a->x) * t, y = a->y + (b->y - a->y) * t;
          Box box = { x - half, y - half, x + half, y + half };

          if (hypot (x - a->x, y - a->y) > half * 2 && hypot (x - b->x, y - b->y) > half * 2)
            g_array_append_val (ctx->placed->fence, box);
        }
    }
}

/* A label there would be read as another city's */
static gboolean
nearer_another (GmpRenderContext *ctx,
                double            x,
                double            y,
                guint             owner)
{
  const GmpBoard *board = ctx->board;
  double own;

  if (owner >= board->n_cities)
    return FALSE;
  /* Squared distances: compared only */
  own = (board->cities[owner].x - x) * (board->cities[owner].x - x)
        + (board->cities[owner].y - y) * (board->cities[owner].y - y);
  for (guint i = 0; i < board->n_cities; i++)
    if (i != owner
        && (board->cities[i].x - x) * (board->cities[i].x - x)
           + (board->cities[i].y - y) * (board->cities[i].y - y) < own)
      return TRUE;
  return FALSE;
}

/* The best of the candidate centres for a w × h label: the first that
 * overlaps nothing and is nearer its owner than any other city, else the
 * first free one, else the one that overlaps least. A label placed again
 * (present not NULL) never moves to a place that overlaps more. */
static Box
place_label (GmpRenderContext *ctx,
             const double     *centres,
             guint             n_centres,
             double            w,
             double            h,
             Own               own,
             guint             owner,
             const Box        *present,
             double           *crowded)
{
  Box best = { 0 };
  double best_score = G_MAXDOUBLE, best_area = G_MAXDOUBLE, present_area;

  for (guint i = 0; i < n_centres; i++)
    {
      Box box = { centres[2 * i] - w / 2, centres[2 * i + 1] - h / 2,
                  centres[2 * i] + w / 2, centres[2 * i + 1] + h / 2 };
      gboolean nearer = nearer_another (ctx, centres[2 * i], centres[2 * i + 1], owner);
      double area, score;

      /* Once a free place is found, only a later free one nearer its
       * owner than any other city can be better */
      if (best_score < 1e6 && nearer)
        continue;
      /* Any overlap, however small, weighs more than a label nearer
       * another city than its own, and that more than the least preferred
       * free place; counting stops where it cannot be the best */
      area = crowding_within (ctx, box, own, best_score < 1e6 ? 1e-4 : (best_score - 1e6) / 1e4);
      score = (area > 1e-4 ? 1e6 + area * 1e4 : 0) + i + (nearer ? 5e3 : 0);

      if (score < best_score)
        {
          best_score = score;
          best_area = area;
          best = box;
        }
      if (score < 1e-6 + i)
        break;
    }
  if (present != NULL && (present_area = crowding (ctx, *present, own)) < best_area)
    {
      best = *present;
      best_area = present_area;
    }
  if (crowded != NULL)
    *crowded = best_area;
  return best;
}

#define GRID_COLUMNS 17   /* a quarter of the label's width apart */
#define GRID_ROWS 20      /* half its height apart */
#define MAX_CANDIDATES (GRID_COLUMNS * GRID_ROWS)

typedef struct {
  double x, y, distance;
} Candidate;

static gint
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *ca = a, *cb = b;

  return ca->distance < cb->distance ? -1 : ca->distance > cb->distance;
}

/* Where nothing near is free (a crowded place at the smallest window): a
 * grid of places round the city, the nearest first, each clear of its
 * marker, rings and what stands over it */
static guint
grid_candidates (Box     marker,
                 Box     crown,
                 double  cx,
                 double  w,
                 double  h,
                 double  gap,
                 double *centres)
{
  Candidate grid[GRID_COLUMNS * GRID_ROWS];
  double cy = (crown.top + marker.bottom) / 2;
  guint n = 0;

  for (guint i = 0; i < GRID_COLUMNS; i++)
    for (guint j = 0; j < GRID_ROWS; j++)
      {
        double x = cx + ((int) i - GRID_COLUMNS / 2) * w / 4;
        double y = cy + ((int) j - GRID_ROWS / 2) * h / 2;
        /* How far the label's edge is from the city's marker */
        double dx = MAX (0, MAX (crown.left - (x + w / 2), (x - w / 2) - crown.right));
        double dy = MAX (0, MAX (crown.top - (y + h / 2), (y - h / 2) - marker.bottom));

        if (dx < gap && dy < gap)
          continue;
        grid[n++] = (Candidate) { x, y, hypot (dx, dy) };
      }
  qsort (grid, n, sizeof grid[0], compare_candidates);
  for (guint i = 0; i < n; i++)
    {
      centres[2 * i] = grid[i].x;
      centres[2 * i + 1] = grid[i].y;
    }
  return n;
}

/* Below the city, then above it, beside it, then further out, never so
 * far that it leaves the city's side */
static guint
name_candidates (Box     marker,
                 Box     crown,
                 double  cx,
                 double  cy,
                 double  w,
                 double  h,
                 double  gap,
                 double *centres)
{
  double below = marker.bottom + gap + h / 2, above = crown.top - gap - h / 2;
  double right = marker.right + gap + w / 2, left = marker.left - gap - w / 2;
  double levels[] = { below, above, below + h, above - h, below + 2 * h, above - 2 * h };
  double shifts[] = { 0, w * 0.35, -w * 0.35, w * 0.7, -w * 0.7 };
  double sides[] = { cy, cy - h * 0.6, cy + h * 0.6 };
  guint n = 0;

  for (guint l = 0; l < 2; l++)
    for (guint k = 0; k < G_N_ELEMENTS (shifts); k++)
      {
        centres[n++] = cx + shifts[k];
        centres[n++] = levels[l];
      }
  for (guint k = 0; k < G_N_ELEMENTS (sides); k++)
    {
      centres[n++] = right;
      centres[n++] = sides[k];
      centres[n++] = left;
      centres[n++] = sides[k];
    }
  /* The corners: beside and below or above */
  for (guint l = 0; l < 2; l++)
    {
      centres[n++] = right;
      centres[n++] = levels[l];
      centres[n++] = left;
      centres[n++] = levels[l];
    }
  for (guint l = 2; l < G_N_ELEMENTS (levels); l++)
    for (guint k = 0; k < G_N_ELEMENTS (shifts); k++)
      {
        centres[n++] = cx + shifts[k];
        centres[n++] = levels[l];
      }
  return n / 2;
}

static void
place_name (Placer *placer,
            guint   city)
{
  GmpRenderContext *ctx = placer->ctx;
  GmpRenderLayout *layout = ctx->placed;
  guint *name_items = placer->name_items;
  Own own = OWN_NOTHING;
  Box present = { 0 };
  const GmpCity *c = &ctx->board->cities[city];
  double size = layout->name_size, w, h, centres[2 * MAX_CANDIDATES], area;
  guint n;
  Box box;

  _gmp_render_text_extents (ctx, c->name, size, c->key, &w, &h);
  /* The letters' ink (centred on the point) and the halo around them */
  w += size * 0.3;
  h = size * 1.3;
  n = name_candidates (placer->markers[city], placer->crowns[city], c->x, c->y, w, h,
                       size * 0.15, centres);
  if (name_items[city] != G_MAXUINT)
    {
      own = (Own) { name_items[city], name_items[city] + 1, G_MAXUINT, FALSE };
      present = box_of (&g_array_index (layout->items, GmpMapItem, name_items[city]));
    }
  box = place_label (ctx, centres, n, w, h, own, city,
                     name_items[city] != G_MAXUINT ? &present : NULL, &area);
  /* Nothing near is free: the grid round the city */
  if (area > 1e-4)
    {
      double further_area;
      Box further;

      n = grid_candidates (placer->markers[city], placer->crowns[city], c->x, w, h,
                           size * 0.15, centres);
      further = place_label (ctx, centres, n, w, h, own, city, NULL, &further_area);
      if (further_area < area)
        box = further;
    }
  layout->name_x[city] = (box.left + box.right) / 2;
  layout->name_y[city] = (box.top + box.bottom) / 2;
  if (name_items[city] == G_MAXUINT)
    {
      name_items[city] = layout->items->len;
      add_item (layout, GMP_MAP_ITEM_NAME, city, box);
    }
  else
    {
      GmpMapItem *item = &g_array_index (layout->items, GmpMapItem, name_items[city]);

      item->x = box.left;
      item->y = box.top;
    }
}

/* A lit destination's badge: above and to the left of the city, else
 * round it; placed again (again), it moves only to overlap less */
static void
place_badge (Placer   *placer,
             guint     i,
             gboolean  again)
{
  GmpRenderContext *ctx = placer->ctx;
  GmpRenderBadge *badge = &g_array_index (ctx->placed->badges, GmpRenderBadge, i);
  guint item = g_array_index (placer->badge_items, guint, i);
  GmpMapItem *placed = &g_array_index (ctx->placed->items, GmpMapItem, item);
  const GmpCity *c = &ctx->board->cities[badge->city];
  Box marker = placer->markers[badge->city], present = box_of (placed), box;
  double w = badge->width, h = badge->height, gap = _gmp_render_size (ctx, 2.0, 2.0);
  double l = marker.left - w / 2, r = marker.right + w / 2;
  double t = marker.top - h / 2, b = marker.bottom + h / 2;
  const double centres[] = {
    l, t, r, t, l, b, r, b,
    c->x, marker.top - gap - h / 2, c->x, marker.bottom + gap + h / 2,
    marker.left - gap - w / 2, c->y, marker.right + gap + w / 2, c->y,
    l, t - h, r, t - h, l, b + h, r, b + h,
    c->x, marker.top - gap - 1.5 * h, c->x, marker.bottom + gap + 1.5 * h,
    l - w / 2, t - h, r + w / 2, t - h,
    l - w / 2, b + h, r + w / 2, b + h,
    c->x, marker.top - gap - 2.5 * h, c->x, marker.bottom + gap + 2.5 * h,
  };

  box = place_label (ctx, centres, G_N_ELEMENTS (centres) / 2, w, h,
                     (Own) { item, item + 1, G_MAXUINT, FALSE }, badge->city, again ? &present : NULL, NULL);
  badge->x = box.left;
  badge->y = box.top;
  placed->x = box.left;
  placed->y = box.top;
}

static void
add_badge (Placer     *placer,
           guint       city,
           guint       cost,
           const char *odds)
{
  GmpRenderContext *ctx = placer->ctx;
  const GmpCity *c = &ctx->board->cities[city];
  double size = _gmp_render_badge_font (ctx), w, h;
  g_autofree char *text = _gmp_render_badge_text (cost, odds);
  GmpRenderBadge badge = { city, cost, g_strdup (odds) };
  guint item = ctx->placed->items->len;

  _gmp_render_text_extents (ctx, text, size, TRUE, &w, &h);
  badge.width = w + size * 0.8;
  badge.height = size * 1.45;
  g_array_append_val (ctx->placed->badges, badge);
  g_array_append_val (placer->badge_items, item);
  add_item (ctx->placed, GMP_MAP_ITEM_BADGE, city,
            (Box) { c->x, c->y, c->x + badge.width, c->y + badge.height });
  place_badge (placer, ctx->placed->badges->len - 1, FALSE);
}

/* A number that changes when any Fort's strength does (Rules note 19):
 * the board layer draws Forts and the fence's holes */
guint
_gmp_render_forts_hash (const GmpState *state)
{
  guint hash = 17;

  for (guint i = 0; state != NULL && i < state->board->n_forts; i++)
    hash = hash * 31 + state->fort_strength[i];
  return hash;
}

static guint
hash_uints (guint        hash,
            const guint *values,
            guint        n)
{
  for (guint i = 0; values != NULL && i < n; i++)
    hash = hash * 31 + values[i];
  return hash * 31 + n;
}

/* What the state layer shows besides the scale: the units, the Forts and
 * the options' marks. A frame kept for scaling is made again when it
 * changes (a move during a pinch) */
guint
_gmp_render_content_hash (const GmpState         *state,
                          const GmpRenderOptions *options)
{
  guint hash = _gmp_render_forts_hash (state);

  for (guint i = 0; state != NULL && i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      hash = hash * 31 + (guint) unit->place;
      hash = hash * 31 + (guint) unit->city;
      hash = hash * 31 + (guint) unit->reduced * 2 + (guint) unit->revealed;
      hash = hash * 31 + (guint) unit->guard_value;
    }
  hash = hash * 31 + (guint) options->selected_city;
  hash = hash * 31 + (guint) options->focus_city;
  hash = hash * 31 + (guint) options->reveal_guards;
  hash = hash_uints (hash, options->highlight_cities, options->n_highlight);
  hash = hash_uints (hash, options->highlight_costs, options->n_highlight);
  hash = hash_uints (hash, options->combat_cities, options->n_combat);
  hash = hash_uints (hash, options->problem_cities, options->n_problem);
  hash = hash_uints (hash, options->picked_units, options->n_picked);
  for (guint i = 0; options->highlight_labels != NULL && i < options->n_highlight; i++)
    hash = hash * 31 + (options->highlight_labels[i] != NULL
                        ? g_str_hash (options->highlight_labels[i]) : 0);
  return hash;
}

static gboolean
listed (const guint *cities,
        guint        n,
        guint        city)
{
  for (guint i = 0; cities != NULL && i < n; i++)
    if (cities[i] == city)
      return TRUE;
  return FALSE;
}

/* A combat's mark and a problem's badge: at an upper corner of the city
 * (gmp-render-board.c), else the other corners or beside it, whichever is
 * freest of the Forts, flags, counters and markers; when a stack stands on
 * both sides and the Fort's boxes above, straight below the city, or
 * further out past what stands round it. The names are placed off it
 * after */
static void
place_mark (Placer   *placer,
            guint     m,
            gboolean  again)
{
  GmpRenderContext *ctx = placer->ctx;
  const Mark *mark = &g_array_index (placer->marks, Mark, m);
  guint city = mark->city;
  gboolean problem = mark->problem;
  GmpMapItem *item = &g_array_index (ctx->placed->items, GmpMapItem, mark->item);
  const GmpCity *c = &ctx->board->cities[city];
  Box marker = placer->markers[city], crown = placer->crowns[city], present = box_of (item);
  double x, y, radius, dx, dy, d, centres[2 * 14];
  guint n = 0;
  Box box;

  if (problem)
    _gmp_render_problem_mark_geometry (ctx, city, &x, &y, &radius);
  else
    _gmp_render_combat_mark_geometry (ctx, city, &x, &y, &radius);
  dx = x - c->x;
  dy = y - c->y;
  d = hypot (dx, dy) * (dx > 0 ? 1 : -1);
#define CENTRE(cx, cy) G_STMT_START { centres[n++] = (cx); centres[n++] = (cy); } G_STMT_END
  /* Its own corner, the mirrored ones, then straight beside */
  CENTRE (c->x + dx, c->y + dy);
  CENTRE (c->x - dx, c->y + dy);
  CENTRE (c->x + dx, c->y - dy);
  CENTRE (c->x - dx, c->y - dy);
  CENTRE (c->x + d, c->y);
  CENTRE (c->x - d, c->y);
  /* Straight below or above the city, half over its rings, then clear of
   * them and of what stands over it (a Fort's boxes, a flag) */
  CENTRE (c->x, c->y + fabs (d));
  CENTRE (c->x, marker.bottom + radius);
  CENTRE (c->x, crown.top - radius);
  /* The corners past the rings */
  CENTRE (marker.right + radius, marker.bottom + radius);
  CENTRE (marker.left - radius, marker.bottom + radius);
  CENTRE (marker.right + radius, crown.top - radius);
  CENTRE (marker.left - radius, crown.top - radius);
  CENTRE (c->x, marker.bottom + 3 * radius);
#undef CENTRE
  box = place_label (ctx, centres, n / 2, 2 * radius, 2 * radius,
                     (Own) { mark->item, mark->item + 1, city, FALSE }, city, again ? &present : NULL, NULL);
  ctx->placed->mark_xy[4 * city + (problem ? 2 : 0)] = (box.left + box.right) / 2;
  ctx->placed->mark_xy[4 * city + (problem ? 3 : 1)] = (box.top + box.bottom) / 2;
  item->x = box.left;
  item->y = box.top;
  item->width = box.right - box.left;
  item->height = box.bottom - box.top;
}

static void
add_mark (Placer   *placer,
          guint     city,
          gboolean  problem)
{
  Mark mark = { city, problem, placer->ctx->placed->items->len };
  const GmpCity *c = &placer->ctx->board->cities[city];

  add_item (placer->ctx->placed, GMP_MAP_ITEM_MARK, city, (Box) { c->x, c->y, c->x, c->y });
  g_array_append_val (placer->marks, mark);
  place_mark (placer, placer->marks->len - 1, FALSE);
}

static void
add_marks (Placer *placer,
           guint   city)
{
  const GmpRenderOptions *options = placer->ctx->options;

  if (listed (options->combat_cities, options->n_combat, city))
    add_mark (placer, city, FALSE);
  if (listed (options->problem_cities, options->n_problem, city))
    add_mark (placer, city, TRUE);
}

static gboolean
item_crowded (GmpRenderContext *ctx,
              guint             item,
              guint             mark_city)
{
  return crowding (ctx, box_of (&g_array_index (ctx->placed->items, GmpMapItem, item)),
                   (Own) { item, item + 1, mark_city, FALSE }) > 1e-4;
}

/* What found no free place at first (a name whose every candidate the
 * counters placed before it took) is placed again among all the others,
 * for a few rounds: each stack, mark, name and badge that overlaps
 * something moves where it overlaps less, if there is such a place, which
 * may free a place for another in the next round */
static void
place_again (Placer *placer)
{
  GmpRenderContext *ctx = placer->ctx;

  for (guint round = 0; round < 4; round++)
    {
      gboolean crowded = FALSE;

      for (guint i = 0; i < placer->stacks->len; i++)
        {
          const Stack *stack = &g_array_index (placer->stacks, Stack, i);

          if (stack_present_crowding (ctx, stack, FALSE) > 1e-4)
            {
              crowded = TRUE;
              place_stack (ctx, stack);
            }
        }
      for (guint i = 0; i < placer->marks->len; i++)
        {
          const Mark *mark = &g_array_index (placer->marks, Mark, i);

          if (item_crowded (ctx, mark->item, mark->city))
            {
              crowded = TRUE;
              place_mark (placer, i, TRUE);
            }
        }
      for (guint city = 0; city < ctx->board->n_cities; city++)
        if (item_crowded (ctx, placer->name_items[city], G_MAXUINT))
          {
            crowded = TRUE;
            place_name (placer, city);
          }
      for (guint i = 0; i < placer->badge_items->len; i++)
        if (item_crowded (ctx, g_array_index (placer->badge_items, guint, i), G_MAXUINT))
          {
            crowded = TRUE;
            place_badge (placer, i, TRUE);
          }
      if (!crowded)
        break;
    }
}

GmpRenderLayout *
_gmp_render_layout_compute (GmpRenderContext *ctx)
{
  const GmpBoard *board = ctx->board;
  const GmpRenderOptions *options = ctx->options;
  GmpRenderLayout *layout = g_new0 (GmpRenderLayout, 1);
  guint n = board->n_cities;
  g_autofree Box *markers = g_new0 (Box, MAX (n, 1));
  g_autofree Box *crowns = g_new0 (Box, MAX (n, 1));
  g_autofree Box *flags = g_new0 (Box, MAX (n, 1));
  g_autofree guint *name_items = g_new (guint, MAX (n, 1));
  g_autoptr(GArray) stacks = g_array_new (FALSE, FALSE, sizeof (Stack));
  g_autoptr(GArray) marks = g_array_new (FALSE, FALSE, sizeof (Mark));
  g_autoptr(GArray) badge_items = g_array_new (FALSE, FALSE, sizeof (guint));
  Placer placer = { ctx, markers, crowns, flags, name_items, stacks, marks, badge_items };
  g_autofree guint *ids = NULL;
  g_autofree double *crowding_of = NULL;
  g_autofree guint *order = NULL;
  guint max_ids = ctx->state != NULL ? gmp_state_n_units (ctx->state) : 0;

  layout->items = g_array_new (FALSE, FALSE, sizeof (GmpMapItem));
  layout->counters = g_array_new (FALSE, FALSE, sizeof (GmpRenderCounter));
  layout->badges = g_array_new (FALSE, FALSE, sizeof (GmpRenderBadge));
  layout->fence = g_array_new (FALSE, FALSE, sizeof (Box));
  layout->name_x = g_new0 (double, MAX (n, 1));
  layout->name_y = g_new0 (double, MAX (n, 1));
  layout->mark_xy = g_new0 (double, 4 * MAX (n, 1));
  layout->n_cities = n;
  layout->name_size = _gmp_render_name_size (ctx);
  ctx->placed = layout;
  ids = g_new (guint, MAX (max_ids, 1));
  add_fence (ctx);

  /* What stands where the board puts it */
  for (guint i = 0; i < n; i++)
    {
      guint first = layout->items->len;

      const GmpCity *c = &board->cities[i];
      double rings = _gmp_render_city_radius (ctx, i) + _gmp_render_ring_extent (ctx, i);
      Box marker = marker_box (ctx, i);

      add_item (layout, GMP_MAP_ITEM_MARKER, i, marker);
      /* What stands round the city keeps out of its rings */
      markers[i] = (Box) { MIN (marker.left, c->x - rings), MIN (marker.top, c->y - rings),
                           MAX (marker.right, c->x + rings), MAX (marker.bottom, c->y + rings) };
      add_item (layout, GMP_MAP_ITEM_RINGS, i, markers[i]);
      if (board->cities[i].fort != GMP_NONE)
        add_fort (ctx, i);
      if (board->cities[i].flag != GMP_NONE)
        flags[i] = add_flag (ctx, i);
      crowns[i] = markers[i];
      for (guint k = first; k < layout->items->len; k++)
        crowns[i].top = MIN (crowns[i].top, g_array_index (layout->items, GmpMapItem, k).y);
      name_items[i] = G_MAXUINT;
    }
  for (guint i = 0; ctx->state != NULL && i < n; i++)
    for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
      {
        g_autoptr(GArray) groups = collect_groups (ctx, i, side, ids, max_ids);

        if (groups->len > 0)
          add_counters (&placer, i, side, groups);
      }

  /* The marks before the names, which are placed off them */
  for (guint i = 0; i < n; i++)
    add_marks (&placer, i);

  /* Names, the most crowded places first, then each placed again among
   * all the others */
  crowding_of = g_new0 (double, MAX (n, 1));
  order = g_new (guint, MAX (n, 1));
  for (guint i = 0; i < n; i++)
    {
      double w, h, size = layout->name_size;
      const GmpCity *c = &board->cities[i];
      Box below;

      _gmp_render_text_extents (ctx, c->name, size, c->key, &w, &h);
      below = (Box) { c->x - w / 2, markers[i].bottom, c->x + w / 2, markers[i].bottom + h };
      crowding_of[i] = crowding (ctx, below, OWN_NOTHING);
      order[i] = i;
    }
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && crowding_of[order[j]] > crowding_of[order[j - 1]]; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  for (guint pass = 0; pass < 2; pass++)
    for (guint k = 0; k < n; k++)
      place_name (&placer, order[k]);

  for (guint i = 0; options->highlight_costs != NULL && i < options->n_highlight; i++)
    {
      guint city = options->highlight_cities[i];
      const char *odds = options->highlight_labels != NULL ? options->highlight_labels[i] : NULL;

      if (city < n)
        add_badge (&placer, city, options->highlight_costs[i], odds);
    }
  if (!g_getenv ("NO_AGAIN")) place_again (&placer);

  return layout;
}

void
gmp_render_layout_free (GmpRenderLayout *layout)
{
  if (layout == NULL)
    return;
  g_array_unref (layout->items);
  g_array_unref (layout->counters);
  for (guint i = 0; i < layout->badges->len; i++)
    g_free (g_array_index (layout->badges, GmpRenderBadge, i).odds);
  g_array_unref (layout->badges);
  g_array_unref (layout->fence);
  g_free (layout->name_x);
  g_free (layout->name_y);
  g_free (layout->mark_xy);
  g_free (layout);
}

GmpRenderLayout *
gmp_render_layout_new (const GmpBoard         *board,
                       const GmpState         *state,
                       const GmpRenderOptions *options)
{
  GmpRenderContext ctx = { 0 };
  g_autoptr(PangoLayout) text = NULL;
  cairo_surface_t *surface;
  GmpRenderLayout *layout;
  cairo_t *cr;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (options != NULL && options->scale > 0, NULL);
  g_return_val_if_fail (state == NULL || state->board == board, NULL);

  /* Text is measured in map units, unhinted: any surface serves */
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cr = cairo_create (surface);
  cairo_scale (cr, options->scale, options->scale);
  text = _gmp_render_create_layout (cr);
  ctx.cr = cr;
  ctx.board = board;
  ctx.state = state;
  ctx.options = options;
  ctx.layout = text;
  ctx.px = 1.0 / options->scale;
  layout = _gmp_render_layout_compute (&ctx);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return layout;
}

const GmpMapItem *
gmp_render_layout_get_items (GmpRenderLayout *layout,
                             guint           *n_items)
{
  g_return_val_if_fail (layout != NULL, NULL);

  if (n_items != NULL)
    *n_items = layout->items->len;
  return (const GmpMapItem *) layout->items->data;
}

int
gmp_render_layout_city_at (GmpRenderLayout *layout,
                           double           map_x,
                           double           map_y)
{
  g_return_val_if_fail (layout != NULL, GMP_NONE);

  /* The last drawn is on top: badges, counters, names, then markers and
   * the rings round them */
  for (guint k = layout->items->len; k > 0; k--)
    {
      const GmpMapItem *item = &g_array_index (layout->items, GmpMapItem, k - 1);

      if (map_x >= item->x && map_x <= item->x + item->width
          && map_y >= item->y && map_y <= item->y + item->height)
        return (int) item->city;
    }
  return GMP_NONE;
}

int
gmp_render_stack_at (const GmpBoard         *board,
                     const GmpState         *state,
                     const GmpRenderOptions *options,
                     double                  x,
                     double                  y)
{
  g_autoptr(GmpRenderLayout) layout = NULL;
  int city;

  g_return_val_if_fail (board != NULL, GMP_NONE);
  g_return_val_if_fail (options != NULL && options->scale > 0, GMP_NONE);

  /* A dot is easy to hit: its disc of a few pixels first */
  city = gmp_render_city_at (board, options, x, y);
  if (city != GMP_NONE)
    return city;
  layout = gmp_render_layout_new (board, state, options);
  return gmp_render_layout_city_at (layout, (x - options->offset_x) / options->scale,
                                    (y - options->offset_y) / options->scale);
}
