/* gmp-describe-end.c: who won and why, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Victory Conditions, Danger and Immediate Loss; rules notes 21, 22.
 */

#include "config.h"

#include "gmp-describe-end.h"
#include "gmp-log.h"

char *
gmp_describe_end (const GmpState *state)
{
  GmpLogEntry entry = { 0, };

  g_return_val_if_fail (state != NULL, NULL);

  if (state->phase != GMP_PHASE_GAME_OVER || state->winner == GMP_WINNER_NONE)
    return NULL;
  entry.turn = state->turn;
  entry.phase = GMP_PHASE_GAME_OVER;
  entry.kind = GMP_LOG_GAME_OVER;
  entry.params[0] = state->winner;
  entry.params[1] = state->end_reason;
  entry.params[2] = (int) gmp_state_destroyed_key_cities (state);
  return gmp_log_entry_to_string (&entry, state->board);
}
