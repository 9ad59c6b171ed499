/* gmp-turn-combat-asked.c: the combat a question asks about, seen from outside the turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Combat". What the app and the command line ask about the
 * combat under way while the turn asks for its dice or its Hits (rules
 * note 12): the dice requests, the allocations the players choose from,
 * and the position after the combat as far as it is known. They read the
 * question the turn asks (gmp-turn.h), so they sit above the turn, apart
 * from the combat's steps that the turn calls (gmp-turn-combat.c).
 */

#include "config.h"

#include "gmp-combat.h"
#include "gmp-question-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn.h"

/* The pending combat while the question asked is of this kind (and its side),
 * or NULL. */
static GmpCombat *
combat_asked (const GmpState  *state,
              GmpQuestionKind  kind,
              GmpSide         *side)
{
  g_autoptr(GmpQuestion) question = gmp_turn_get_question (state);

  if (question->kind != kind)
    return NULL;
  *side = question->side;
  return _gmp_turn_pending_combat_new (state, NULL);
}

/* No die rolled yet */
GPtrArray *
gmp_turn_get_dice_requests (const GmpState *state)
{
  g_return_val_if_fail (state != NULL, NULL);

  return gmp_turn_get_dice_requests_for (state, NULL, 0);
}

GPtrArray *
gmp_turn_get_dice_requests_for (const GmpState *state,
                                const guint8   *dice,
                                gsize           n_dice)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide side;

  g_return_val_if_fail (state != NULL, NULL);

  combat = combat_asked (state, GMP_QUESTION_COMBAT_DICE, &side);
  if (combat == NULL)
    return NULL;
  return gmp_combat_get_dice_requests (combat, dice, n_dice);
}

GPtrArray *
gmp_turn_get_allocations (const GmpState *state)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide side;

  g_return_val_if_fail (state != NULL, NULL);

  combat = combat_asked (state, GMP_QUESTION_ALLOCATION, &side);
  if (combat == NULL
      || !gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, NULL))
    return NULL;
  return gmp_combat_list_distinct_allocations (combat, state, side, MAX_ALLOCATIONS);
}

GmpState *
gmp_turn_preview (const GmpState *state)
{
  g_autoptr(GmpQuestion) ask = _gmp_question_new ();
  GmpState *work = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  if (state->step == GMP_STEP_COMBAT_RESOLVE && state->active_formation >= 0
      && state->combat_city >= 0 && (guint) state->combat_city < state->board->n_cities)
    work = _gmp_turn_combat_replay (state, NULL, NULL, NULL, NULL, ask, NULL);
  return work != NULL ? work : gmp_state_copy (state);
}
