/* gmp-movement-advance.c: the advance after an overrun
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat (Overrun: "the acting Units may advance one more
 * space"); rules notes 15, 26, 44 (an advance is not movement).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement-private.h"

/* Rules note 15: the units advancing after one overrun keep together. Combat
 * is resolved once per city per activation, so units of the activated
 * formation that advanced out of `from` this activation did so after the same
 * overrun, and the others may only follow them. */
static int
advanced_from (const GmpState *state,
               guint           from)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->advanced && unit->moved_from == (int) from && unit->place == GMP_PLACE_MAP
          && unit->city != (int) from && unit->formation == state->active_formation)
        return unit->city;
    }
  return GMP_NONE;
}

gboolean
gmp_movement_can_advance (const GmpState *state,
                          const guint    *units,
                          guint           n_units,
                          guint           to,
                          GError        **error)
{
  const GmpBoard *board;
  GmpMoveReason reason;
  int from, bad, together;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (units != NULL && n_units > 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  board = state->board;

  if (to >= board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), to);
      return FALSE;
    }
  if (state->move_pending)
    {
      _gmp_movement_set_reason_error (error, state, GMP_MOVE_PENDING, GMP_NONE, GMP_NONE, GMP_NONE);
      return FALSE;
    }
  if (!_gmp_movement_check_units_exist (state, units, n_units, error))
    return FALSE;

  /* Rules note 15: the advancing units keep together; only acting units
   * advance, each once per game turn, regardless of MP (and of a move that
   * ended: the advance may start another battle). */
  reason = _gmp_movement_group_place_reason (state, units, n_units, &from, &bad);
  if (reason == GMP_MOVE_OK)
    reason = _gmp_movement_group_acting_reason (state, units, n_units, &bad);
  for (guint i = 0; reason == GMP_MOVE_OK && i < n_units; i++)
    if (unit_at (state, units[i])->advanced)
      {
        reason = GMP_MOVE_ADVANCED;
        bad = units[i];
      }
  if (reason != GMP_MOVE_OK)
    {
      _gmp_movement_set_reason_error (error, state, reason, bad, GMP_NONE, GMP_NONE);
      return FALSE;
    }

  if (!gmp_board_adjacent (board, from, to))
    {
      _gmp_movement_set_reason_error (error, state, GMP_MOVE_NOT_ADJACENT, GMP_NONE, from, to);
      return FALSE;
    }
  together = advanced_from (state, from);
  if (together != GMP_NONE && together != (int) to)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 15: units advancing after an overrun keep together, and "
                     "units from %s already advanced to %s; the others may only follow them "
                     "there."),
                   city_name (state, from), city_name (state, together));
      return FALSE;
    }
  /* Rules note 10: the advance ignores MP, not the fence. */
  if (side_of (state, units[0]) == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, from, to))
    {
      _gmp_movement_set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, from, to);
      return FALSE;
    }
  /* Rules note 7: stacking after every advance. */
  return _gmp_movement_check_stacking (state, units, n_units, to, side_of (state, units[0]), error);
}

GmpMoveStatus
gmp_movement_advance (GmpState     *state,
                      const guint  *units,
                      guint         n_units,
                      guint         to,
                      GError      **error)
{
  return gmp_movement_advance_full (state, NULL, NULL, units, n_units, to, error);
}

GmpMoveStatus
gmp_movement_advance_full (GmpState       *state,
                           GmpRevealFunc   reveal,
                           gpointer        reveal_data,
                           const guint    *units,
                           guint           n_units,
                           guint           to,
                           GError        **error)
{
  GmpSide side;
  guint from;
  CityInfo info;

  if (!gmp_movement_can_advance (state, units, n_units, to, error))
    return GMP_MOVE_FAILED;

  side = side_of (state, units[0]);
  from = unit_at (state, units[0])->city;
  for (guint i = 0; i < n_units; i++)
    {
      GmpUnit *unit = unit_at_mut (state, units[i]);

      unit->moved_from = from;
      _gmp_state_unit_set_place (state, units[i], GMP_PLACE_MAP, (int) to);
      unit->moved = TRUE;
      unit->stopped = TRUE;   /* one space, no more */
      unit->advanced = TRUE;
    }

  /* Rules note 9: an advance into unrevealed Guards flips them too. */
  _gmp_movement_city_info (state, to, &info);
  if (side == GMP_SIDE_SWARM && info.hidden > 0)
    {
      if (info.unknown > 0)
        {
          _gmp_movement_set_pending (state, units, n_units, to, NULL, 0);
          return GMP_MOVE_NEEDS_GUARD_VALUES;
        }
      _gmp_movement_reveal_guards (state, reveal, reveal_data, to);
    }
  return GMP_MOVE_DONE;
}
