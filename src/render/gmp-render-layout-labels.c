/* gmp-render-layout-labels.c: where names, badges and marks go, off everything else
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "gmp-render-layout-private.h"

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

void
_gmp_render_place_name (Placer *placer,
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
      present = _gmp_render_box_of (&g_array_index (layout->items, GmpMapItem, name_items[city]));
    }
  box = _gmp_render_place_label (ctx, centres, n, w, h, own, city,
                                 name_items[city] != G_MAXUINT ? &present : NULL, &area);
  /* Nothing near is free: the grid round the city */
  if (area > 1e-4)
    {
      double further_area;
      Box further;

      n = grid_candidates (placer->markers[city], placer->crowns[city], c->x, w, h,
                           size * 0.15, centres);
      further = _gmp_render_place_label (ctx, centres, n, w, h, own, city, NULL,
                                         &further_area);
      if (further_area < area)
        box = further;
    }
  layout->name_x[city] = (box.left + box.right) / 2;
  layout->name_y[city] = (box.top + box.bottom) / 2;
  if (name_items[city] == G_MAXUINT)
    {
      name_items[city] = layout->items->len;
      _gmp_render_add_item (layout, GMP_MAP_ITEM_NAME, city, box);
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
void
_gmp_render_place_badge (Placer   *placer,
                         guint     i,
                         gboolean  again)
{
  GmpRenderContext *ctx = placer->ctx;
  GmpRenderBadge *badge = &g_array_index (ctx->placed->badges, GmpRenderBadge, i);
  guint item = g_array_index (placer->badge_items, guint, i);
  GmpMapItem *placed = &g_array_index (ctx->placed->items, GmpMapItem, item);
  const GmpCity *c = &ctx->board->cities[badge->city];
  Box marker = placer->markers[badge->city], present = _gmp_render_box_of (placed), box;
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

  box = _gmp_render_place_label (ctx, centres, G_N_ELEMENTS (centres) / 2, w, h,
                                 (Own) { item, item + 1, G_MAXUINT, FALSE }, badge->city,
                                 again ? &present : NULL, NULL);
  badge->x = box.left;
  badge->y = box.top;
  placed->x = box.left;
  placed->y = box.top;
}

void
_gmp_render_add_badge (Placer     *placer,
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
  _gmp_render_add_item (ctx->placed, GMP_MAP_ITEM_BADGE, city,
            (Box) { c->x, c->y, c->x + badge.width, c->y + badge.height });
  _gmp_render_place_badge (placer, ctx->placed->badges->len - 1, FALSE);
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
void
_gmp_render_place_mark (Placer   *placer,
                        guint     m,
                        gboolean  again)
{
  GmpRenderContext *ctx = placer->ctx;
  const Mark *mark = &g_array_index (placer->marks, Mark, m);
  guint city = mark->city;
  gboolean problem = mark->problem;
  GmpMapItem *item = &g_array_index (ctx->placed->items, GmpMapItem, mark->item);
  const GmpCity *c = &ctx->board->cities[city];
  Box marker = placer->markers[city], crown = placer->crowns[city];
  Box present = _gmp_render_box_of (item);
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
  box = _gmp_render_place_label (ctx, centres, n / 2, 2 * radius, 2 * radius,
                                 (Own) { mark->item, mark->item + 1, city, FALSE }, city,
                                 again ? &present : NULL, NULL);
  ctx->placed->mark_xy[4 * city + (problem ? 2 : 0)] = (box.left + box.right) / 2;
  ctx->placed->mark_xy[4 * city + (problem ? 3 : 1)] = (box.top + box.bottom) / 2;
  _gmp_render_set_item_box (item, box);
}

static void
add_mark (Placer   *placer,
          guint     city,
          gboolean  problem)
{
  Mark mark = { city, problem, placer->ctx->placed->items->len };
  const GmpCity *c = &placer->ctx->board->cities[city];

  _gmp_render_add_item (placer->ctx->placed, GMP_MAP_ITEM_MARK, city,
                        (Box) { c->x, c->y, c->x, c->y });
  g_array_append_val (placer->marks, mark);
  _gmp_render_place_mark (placer, placer->marks->len - 1, FALSE);
}

void
_gmp_render_add_marks (Placer *placer,
                       guint   city)
{
  const GmpRenderOptions *options = placer->ctx->options;

  if (listed (options->combat_cities, options->n_combat, city))
    add_mark (placer, city, FALSE);
  if (listed (options->problem_cities, options->n_problem, city))
    add_mark (placer, city, TRUE);
}
