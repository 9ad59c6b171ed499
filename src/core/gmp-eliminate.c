/* gmp-eliminate.c: where an eliminated unit goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat (Losses), Retreat, the Nuclear FX; rules notes 16, 32, 46.
 */

#include "config.h"

#include "gmp-eliminate.h"
#include "gmp-state-private.h"

void
gmp_combat_eliminate_unit (GmpState *state,
                           guint     id)
{
  GmpUnit *unit;
  const GmpRules *rules;

  g_return_if_fail (state != NULL);
  g_return_if_fail (id < state->units->len);

  unit = &g_array_index (state->units, GmpUnit, id);
  rules = &state->board->rules;
  unit->moved_from = GMP_NONE;
  unit->moved = unit->stopped = unit->stopped_turn = unit->retreated_in = FALSE;
  /* Rules notes 16, 46: Swarm units to the Time Track two turns ahead, or
   * out of the game from the board's last Time Track turn on; Humans and
   * Guards out. Every elimination comes here: combat, Nuclear, a Hit taken
   * while retreating, nowhere to retreat or be displaced to. */
  if (state->board->unit_types[unit->type].side == GMP_SIDE_SWARM
      && state->turn < rules->time_track_last_turn)
    {
      _gmp_state_unit_set_place (state, id, GMP_PLACE_TIME_TRACK, GMP_NONE);
      unit->turn = state->turn + rules->time_track_delay;
      unit->reduced = FALSE;   /* it comes back Fresh (Rules note 32) */
    }
  else
    {
      _gmp_state_unit_set_place (state, id, GMP_PLACE_ELIMINATED, GMP_NONE);
      unit->turn = 0;
    }
}
