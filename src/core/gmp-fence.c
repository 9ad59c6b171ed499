/* gmp-fence.c: the Fusion Fence and its holes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement ("Swarm movement is hindered by the Fusion Fence");
 * rules note 10 (and BOARD.md).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement-private.h"

gboolean
gmp_movement_fence_hole_at (const GmpState *state,
                            guint           city)
{
  const GmpBoard *board;
  int pos;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;
  g_return_val_if_fail (city < board->n_cities, FALSE);

  /* Rules note 10: a destroyed fence Fort next to a destroyed fence neighbour. */
  pos = gmp_board_fence_position (board, city);
  if (pos == GMP_NONE || !fort_destroyed_at (state, city))
    return FALSE;
  if (pos > 0 && fort_destroyed_at (state, board->fence[pos - 1]))
    return TRUE;
  if ((guint) pos + 1 < board->n_fence && fort_destroyed_at (state, board->fence[pos + 1]))
    return TRUE;
  return FALSE;
}

gboolean
gmp_movement_fence_allows (const GmpState *state,
                           guint           from,
                           guint           to)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;
  g_return_val_if_fail (from < board->n_cities && to < board->n_cities, FALSE);

  /* Rules note 10: the fence keeps the Swarm from entering the east, except by
   * the roads leaving a hole. Once east, a unit moves freely there. */
  if (board->cities[to].region != GMP_REGION_EAST)
    return TRUE;
  if (board->cities[from].region == GMP_REGION_EAST)
    return TRUE;
  return gmp_movement_fence_hole_at (state, from);
}

guint8 *
gmp_movement_fence_open_east (const GmpState *state)
{
  const GmpBoard *board;
  guint8 *open;
  g_autofree guint *queue = NULL;
  guint head = 0, tail = 0;

  g_return_val_if_fail (state != NULL, NULL);
  board = state->board;

  /* East cities joined by east roads to a hole (Rules note 10). */
  open = g_new0 (guint8, MAX (board->n_cities, 1));
  queue = g_new (guint, board->n_cities);
  for (guint f = 0; f < board->n_fence; f++)
    {
      guint fort_city = board->fence[f];
      const GmpCity *c = &board->cities[fort_city];

      if (!gmp_movement_fence_hole_at (state, fort_city))
        continue;
      for (guint j = 0; j < c->n_neighbours; j++)
        {
          guint nb = c->neighbours[j];

          if (board->cities[nb].region == GMP_REGION_EAST && !open[nb])
            {
              open[nb] = TRUE;
              queue[tail++] = nb;
            }
        }
    }
  while (head < tail)
    {
      const GmpCity *c = &board->cities[queue[head++]];

      for (guint j = 0; j < c->n_neighbours; j++)
        {
          guint nb = c->neighbours[j];

          if (board->cities[nb].region == GMP_REGION_EAST && !open[nb])
            {
              open[nb] = TRUE;
              queue[tail++] = nb;
            }
        }
    }
  return open;
}

gboolean
gmp_movement_check_fence (const GmpState *state,
                          GError        **error)
{
  const GmpBoard *board;
  g_autofree guint8 *open = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;
  open = gmp_movement_fence_open_east (state);

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place != GMP_PLACE_MAP || unit->city < 0
          || unit_type (state, unit)->side != GMP_SIDE_SWARM)
        continue;
      if (board->cities[unit->city].region == GMP_REGION_EAST && !open[unit->city])
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Rules note 10: Swarm unit %u stands in %s, east of the Fusion "
                         "Fence, but no hole in the fence leads there."),
                       i, city_name (state, unit->city));
          return FALSE;
        }
    }
  return TRUE;
}
