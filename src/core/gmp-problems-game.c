/* gmp-problems-game.c: every rules problem of a game, the turn under way too
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Flow of Play. gmp_state_validate() (gmp-problems.c) sits under the
 * turn and knows nothing of it; this adds the turn's own check
 * (gmp_turn_check()) on top, so the imports go one way: state, then the
 * rules, then the turn, then this.
 */

#include "config.h"

#include "gmp-problems-game.h"
#include "gmp-problems-private.h"
#include "gmp-turn.h"

GPtrArray *
gmp_state_validate_game (const GmpState *state)
{
  GPtrArray *problems;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  problems = gmp_state_validate (state);
  /* The turn's checks replay a combat under way: they need a sound state */
  if (problems->len == 0 && !gmp_turn_check (state, &error))
    _gmp_problem_add (problems, GMP_PROBLEM_TURN, 0, "%s", error->message);

  return problems;
}
