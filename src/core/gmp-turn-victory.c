/* gmp-turn-victory.c: the end of the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Victory Conditions", "Flow of Play" (3. Fade Out: Check For
 * Victory). Rules note 22 (key cities destroyed, the last turn over), note 21
 * (the Danger roll ends the game too: gmp-turn-danger.c).
 */

#include "config.h"

#include "gmp-turn-common-private.h"
#include "gmp-turn-victory-private.h"

void
_gmp_turn_end_game (GmpState     *state,
                    GmpLog       *log,
                    GmpWinner     winner,
                    GmpEndReason  reason)
{
  state->winner = winner;
  state->end_reason = reason;
  state->active_formation = GMP_NONE;
  state->phase = GMP_PHASE_GAME_OVER;
  state->step = GMP_STEP_BEGIN;
  _gmp_turn_log_add (log, state, GMP_LOG_GAME_OVER, winner, reason,
                     (int) gmp_state_destroyed_key_cities (state), 0);
}

/* Rulebook, Check For Victory (rules note 22): the Swarm wins with enough key
 * cities destroyed, the Humans when the last turn is over; else the game
 * goes on to the Allied reinforcements. */
void
_gmp_turn_check_victory (GmpState *state,
                         GmpLog   *log)
{
  const GmpBoard *board = state->board;
  guint destroyed = gmp_state_destroyed_key_cities (state);
  GmpWinner winner = destroyed >= board->rules.victory_key_cities ? GMP_WINNER_SWARM
                     : state->turn >= board->rules.turns ? GMP_WINNER_HUMANS
                     : GMP_WINNER_NONE;

  _gmp_turn_log_add (log, state, GMP_LOG_VICTORY_CHECK, destroyed,
                     board->rules.victory_key_cities, winner, 0);
  if (winner == GMP_WINNER_SWARM)
    _gmp_turn_end_game (state, log, GMP_WINNER_SWARM, GMP_END_KEY_CITIES);
  else if (winner == GMP_WINNER_HUMANS)
    _gmp_turn_end_game (state, log, GMP_WINNER_HUMANS, GMP_END_LAST_TURN);
  else
    state->step = GMP_STEP_PLACE_ALLIES;
}
