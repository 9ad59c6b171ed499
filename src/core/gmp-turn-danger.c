/* gmp-turn-danger.c: Danger
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Danger and Immediate Loss", "Flow of Play" (3. Fade Out: Roll For
 * Danger). Rules note 21 (the Danger marker moves for each Danger FX; the roll
 * reaching the space's value loses at once).
 */

#include "config.h"

#include "gmp-turn-common-private.h"
#include "gmp-turn-victory-private.h"
#include "gmp-turn-danger-private.h"

/* Rules note 21: the Danger marker moves one space right for each Danger FX
 * used (as gmp_fx_advance_danger() moves it), never past the last space.
 * Returns the space it is on after this FX. */
guint
_gmp_turn_log_danger_move (GmpLog         *log,
                           const GmpState *state,
                           int             chit,
                           guint           from)
{
  guint to = from + 1 < state->board->n_danger ? from + 1 : from;

  if (chit == GMP_NONE || !state->board->chits[chit].danger)
    return from;
  _gmp_turn_log_add (log, state, GMP_LOG_DANGER_MOVED, chit, from, to, 0);
  return to;
}

gboolean
_gmp_turn_danger_applies (const GmpState *state)
{
  const GmpBoard *board = state->board;

  return state->danger_face != GMP_NONE
         && (guint) state->danger_face < board->n_chits
         && state->danger_space < board->n_danger
         && board->danger[state->danger_space] > 0;
}

gboolean
_gmp_turn_roll_for_danger (GmpState  *state,
                           GmpLog    *log,
                           GmpDice   *dice,
                           GError   **error)
{
  const GmpBoard *board = state->board;
  GmpSide side = board->chits[state->danger_face].owner;
  guint8 values[GMP_MAX_DICE];
  guint n = MIN (board->rules.danger_dice, GMP_MAX_DICE);
  guint sum = 0;
  guint needed = board->danger[state->danger_space];
  gboolean lost;

  if (!gmp_dice_roll (dice, n, values, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    sum += values[i];

  /* Rules note 21: the sum reaching the symbols' value loses at once */
  lost = sum >= needed;
  gmp_log_add_dice (log, state, GMP_LOG_DANGER_ROLL, 4,
                    (const int[]) { side, (int) sum, (int) needed, lost }, n, values);
  if (lost)
    _gmp_turn_end_game (state, log, side == GMP_SIDE_SWARM ? GMP_WINNER_HUMANS : GMP_WINNER_SWARM,
                        GMP_END_DANGER);
  else
    state->step = GMP_STEP_VICTORY;
  return TRUE;
}
