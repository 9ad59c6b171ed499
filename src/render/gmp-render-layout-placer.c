/* gmp-render-layout-placer.c: how crowded a place is, and the best of a label's places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gmp-render-layout-private.h"

Box
_gmp_render_box_of (const GmpMapItem *item)
{
  return (Box) { item->x, item->y, item->x + item->width, item->y + item->height };
}

void
_gmp_render_set_item_box (GmpMapItem *item,
                          Box         box)
{
  item->x = box.left;
  item->y = box.top;
  item->width = box.right - box.left;
  item->height = box.bottom - box.top;
}

void
_gmp_render_add_item (GmpRenderLayout *layout,
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

/* Overlap of box with every item but its own, and how far it leaves the
 * board; once past limit, only that it is */
double
_gmp_render_crowding_within (GmpRenderContext *ctx,
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
      area += overlap_area (box, _gmp_render_box_of (item))
              * (own.over_names && item->kind == GMP_MAP_ITEM_NAME ? 0.01 : 1.0);
    }
  /* The Fusion Fence's glowing line: a label on it is hard to read */
  for (guint i = 0; i < fence->len && area <= limit; i++)
    area += overlap_area (box, g_array_index (fence, Box, i));
  return area;
}

double
_gmp_render_crowding (GmpRenderContext *ctx,
                      Box               box,
                      Own               own)
{
  return _gmp_render_crowding_within (ctx, box, own, G_MAXDOUBLE);
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
Box
_gmp_render_place_label (GmpRenderContext *ctx,
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
      area = _gmp_render_crowding_within (ctx, box, own,
                                          best_score < 1e6 ? 1e-4 : (best_score - 1e6) / 1e4);
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
  if (present != NULL && (present_area = _gmp_render_crowding (ctx, *present, own)) < best_area)
    {
      best = *present;
      best_area = present_area;
    }
  if (crowded != NULL)
    *crowded = best_area;
  return best;
}
