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
static const struct {
  guint    columns;
  int      direction;
  double   shift;
  gboolean across;
} arrangements[] = {
  { 2, -1, 0 }, { 2, 1, 0 }, { 3, -1, 0 }, { 3, 1, 0 }, { 1, -1, 0 }, { 1, 1, 0 },
  { 2, -1, -0.6 }, { 2, 1, 0.6 }, { 2, 1, -0.6 }, { 2, -1, 0.6 },
  { 3, -1, -0.6 }, { 3, 1, 0.6 }, { 4, -1, 0 }, { 4, 1, 0 },
  { 2, -1, -1.2 }, { 2, 1, 1.2 }, { 1, -1, -1.2 }, { 1, 1, 1.2 },
  { 2, -1, 0, TRUE }, { 2, 1, 0, TRUE }, { 2, -1, -0.6, TRUE }, { 2, 1, 0.6, TRUE },
};

static gboolean nearer_another (GmpRenderContext *ctx,
                                double            x,
                                double            y,
                                guint             owner);
static double crowding (GmpRenderContext *ctx,
                        Box               box,
                        GmpMapItemKind    skip_kind,
                        guint             skip_city);

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
  guint columns = arrangements[arrangement].columns;
  guint col = i % columns, row = i / columns;
  double gap = s * 0.28;

  *y = c->y - s / 2 + arrangements[arrangement].shift * s
       + arrangements[arrangement].direction * (double) row * (s + gap);
  if (arrangements[arrangement].across)
    side = side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
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

/* The counters of one side beside the city, the Swarm's to the left, the
 * Humans' to the right: two columns with rows upwards, or the first
 * arrangement that keeps off what stands there already */
static void
add_counters (GmpRenderContext *ctx,
              guint             city,
              GmpSide           side,
              GArray           *groups,
              Box               marker,
              Box               flag)
{
  const GmpCity *c = &ctx->board->cities[city];
  double s = _gmp_render_counter_size (ctx);
  double gap = s * 0.28;
  double inner = (side == GMP_SIDE_SWARM ? c->x - marker.left : marker.right - c->x) + gap;
  double best_score = G_MAXDOUBLE;
  guint best = 0;

  /* A flag over the city is wider than its dot */
  if (flag.right > flag.left)
    inner = MAX (inner, (flag.right - flag.left) / 2 + gap * 0.5);
  for (guint a = 0; a < G_N_ELEMENTS (arrangements) && best_score > 0; a++)
    {
      double score = 0, x, y;

      for (guint i = 0; i < groups->len; i++)
        {
          Box box = tighten (counter_box (c, side, inner, s, a, i, &x, &y),
                             &g_array_index (groups, GmpRenderGroup, i), s);

          score += crowding (ctx, box, GMP_MAP_ITEM_COUNTER, G_MAXUINT);
        }
      if (score < best_score)
        {
          best_score = score;
          best = a;
        }
    }

  /* The far rows first, so nearer counters overlap them in a pile */
  for (guint k = groups->len; k > 0; k--)
    {
      GmpRenderCounter counter = { g_array_index (groups, GmpRenderGroup, k - 1), side, city,
                                   0, 0, s };
      Box box = tighten (counter_box (c, side, inner, s, best, k - 1, &counter.x, &counter.y),
                         &counter.group, s);

      g_array_append_val (ctx->placed->counters, counter);
      add_item (ctx->placed, GMP_MAP_ITEM_COUNTER, city, box);
    }
}

/* Overlap of box with every item but those of kind `skip_kind` in `skip_city`,
 * and how far it leaves the board */
static double
crowding (GmpRenderContext *ctx,
          Box               box,
          GmpMapItemKind    skip_kind,
          guint             skip_city)
{
  GArray *items = ctx->placed->items;
  GArray *fence = ctx->placed->fence;
  double area = 0, outside;
  Box sheet = { 0, 0, ctx->board->width, ctx->board->height };

  for (guint i = 0; i < items->len; i++)
    {
      const GmpMapItem *item = &g_array_index (items, GmpMapItem, i);

      if (item->kind == skip_kind && item->city == skip_city)
        continue;
      area += overlap_area (box, box_of (item));
    }
  /* The Fusion Fence's glowing line: a label on it is hard to read */
  for (guint i = 0; i < fence->len; i++)
    area += overlap_area (box, g_array_index (fence, Box, i));
  outside = (box.right - box.left) * (box.bottom - box.top) - overlap_area (box, sheet);
  return area + outside * 0.5;
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

/* The best of the candidate centres for a w × h label: the first that
 * overlaps nothing, else the one that overlaps least */
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
  own = hypot (board->cities[owner].x - x, board->cities[owner].y - y);
  for (guint i = 0; i < board->n_cities; i++)
    if (i != owner && hypot (board->cities[i].x - x, board->cities[i].y - y) < own)
      return TRUE;
  return FALSE;
}

static Box
place_label (GmpRenderContext *ctx,
             const double     *centres,
             guint             n_centres,
             double            w,
             double            h,
             GmpMapItemKind    kind,
             guint             city,
             guint             owner)
{
  Box best = { 0 };
  double best_score = G_MAXDOUBLE;

  for (guint i = 0; i < n_centres; i++)
    {
      Box box = { centres[2 * i] - w / 2, centres[2 * i + 1] - h / 2,
                  centres[2 * i] + w / 2, centres[2 * i + 1] + h / 2 };
      /* Any overlap weighs more than the least preferred free place, and
       * a label nearer another city than its own more than both */
      double score = crowding (ctx, box, kind, city) * 1e4 + i
                     + (nearer_another (ctx, centres[2 * i], centres[2 * i + 1], owner) ? 5e3 : 0);

      if (score < best_score)
        {
          best_score = score;
          best = box;
        }
      if (score < 1e-6 + i)
        break;
    }
  return best;
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

#define MAX_CANDIDATES 64

static void
place_name (GmpRenderContext *ctx,
            guint             city,
            const Box        *markers,
            const Box        *crowns,
            guint            *name_items)
{
  GmpRenderLayout *layout = ctx->placed;
  const GmpCity *c = &ctx->board->cities[city];
  double size = layout->name_size, w, h, centres[2 * MAX_CANDIDATES];
  guint n;
  Box box;

  _gmp_render_text_extents (ctx, c->name, size, c->key, &w, &h);
  /* The letters' ink (centred on the point) and the halo around them */
  w += size * 0.3;
  h = size * 1.3;
  n = name_candidates (markers[city], crowns[city], c->x, c->y, w, h, size * 0.15, centres);
  box = place_label (ctx, centres, n, w, h, GMP_MAP_ITEM_NAME, city, city);
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
 * round it */
static void
place_badge (GmpRenderContext *ctx,
             guint             city,
             guint             cost,
             const char       *odds,
             Box               marker)
{
  const GmpCity *c = &ctx->board->cities[city];
  double size = _gmp_render_badge_font (ctx), w, h, gap = _gmp_render_size (ctx, 2.0, 2.0);
  g_autofree char *text = _gmp_render_badge_text (cost, odds);
  GmpRenderBadge badge = { city, cost, g_strdup (odds) };
  double centres[2 * 16];
  guint n = 0;
  Box box;

  _gmp_render_text_extents (ctx, text, size, TRUE, &w, &h);
  w += size * 0.8;
  h = size * 1.45;
  {
    double l = marker.left - w / 2, r = marker.right + w / 2;
    double t = marker.top - h / 2, b = marker.bottom + h / 2;
    double candidates[] = {
      l, t, r, t, l, b, r, b,
      c->x, marker.top - gap - h / 2, c->x, marker.bottom + gap + h / 2,
      marker.left - gap - w / 2, c->y, marker.right + gap + w / 2, c->y,
      l, t - h, r, t - h, l, b + h, r, b + h,
      c->x, marker.top - gap - 1.5 * h, c->x, marker.bottom + gap + 1.5 * h,
      l - w / 2, t - h, r + w / 2, t - h,
    };

    memcpy (centres, candidates, sizeof candidates);
    n = G_N_ELEMENTS (candidates) / 2;
  }
  box = place_label (ctx, centres, n, w, h, GMP_MAP_ITEM_BADGE, G_MAXUINT, city);
  badge.x = box.left;
  badge.y = box.top;
  badge.width = w;
  badge.height = h;
  g_array_append_val (ctx->placed->badges, badge);
  add_item (ctx->placed, GMP_MAP_ITEM_BADGE, city, box);
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
 * freest of the Forts, flags, counters and markers; the names are placed
 * off it after */
static void
place_mark (GmpRenderContext *ctx,
            guint             city,
            gboolean          problem)
{
  const GmpCity *c = &ctx->board->cities[city];
  double x, y, radius, dx, dy, centres[12];
  Box box;

  if (problem)
    _gmp_render_problem_mark_geometry (ctx, city, &x, &y, &radius);
  else
    _gmp_render_combat_mark_geometry (ctx, city, &x, &y, &radius);
  dx = x - c->x;
  dy = y - c->y;
  /* Its own corner, the mirrored ones, then straight beside and below */
  centres[0] = c->x + dx;  centres[1] = c->y + dy;
  centres[2] = c->x + dx;  centres[3] = c->y - dy;
  centres[4] = c->x - dx;  centres[5] = c->y - dy;
  centres[6] = c->x - dx;  centres[7] = c->y + dy;
  centres[8] = c->x + hypot (dx, dy) * (dx > 0 ? 1 : -1);  centres[9] = c->y;
  centres[10] = c->x - hypot (dx, dy) * (dx > 0 ? 1 : -1); centres[11] = c->y;
  box = place_label (ctx, centres, 6, 2 * radius, 2 * radius, GMP_MAP_ITEM_MARK, city, city);
  ctx->placed->mark_xy[4 * city + (problem ? 2 : 0)] = (box.left + box.right) / 2;
  ctx->placed->mark_xy[4 * city + (problem ? 3 : 1)] = (box.top + box.bottom) / 2;
  add_item (ctx->placed, GMP_MAP_ITEM_MARK, city, box);
}

static void
add_marks (GmpRenderContext *ctx,
           guint             city)
{
  const GmpRenderOptions *options = ctx->options;

  if (listed (options->combat_cities, options->n_combat, city))
    place_mark (ctx, city, FALSE);
  if (listed (options->problem_cities, options->n_problem, city))
    place_mark (ctx, city, TRUE);
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
          add_counters (ctx, i, side, groups, markers[i], flags[i]);
      }

  /* The marks before the names, which are placed off them */
  for (guint i = 0; i < n; i++)
    add_marks (ctx, i);

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
      crowding_of[i] = crowding (ctx, below, GMP_MAP_ITEM_NAME, i);
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
      place_name (ctx, order[k], markers, crowns, name_items);

  for (guint i = 0; options->highlight_costs != NULL && i < options->n_highlight; i++)
    {
      guint city = options->highlight_cities[i];
      const char *odds = options->highlight_labels != NULL ? options->highlight_labels[i] : NULL;

      if (city < n)
        place_badge (ctx, city, options->highlight_costs[i], odds, markers[city]);
    }

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
