/* gmp-turn-combat-fx.c: the combat the turn resolves, and the FX each side may play in it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Combat", "Fort Combat". Rules note 18 (the combat's mode from the
 * Fort option chosen), note 20 (one FX per side, chosen before the dice, acting
 * side first), note 37 (no FX in an overrun).
 */

#include "config.h"

#include "gmp-combat.h"
#include "gmp-fx.h"
#include "gmp-question-private.h"
#include "gmp-turn-combat-fx-private.h"

/* The mode of the combat in city: a Fort option the Humans chose (note 18).
 * The computer player (gmp-player*.c) weighs combats by it too. */
GmpCombatMode
_gmp_turn_combat_mode (const GmpState *state,
                       guint           city)
{
  const GmpBoard *board = state->board;

  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if (board->forts[fort].city == city && choice == GMP_FORT_OPTION_FULL_ATTACK)
        return GMP_COMBAT_FULL_ATTACK;
      if (board->forts[fort].city == city && choice == GMP_FORT_OPTION_BARRAGE)
        return GMP_COMBAT_BARRAGE;
      if (choice == GMP_ANSWER_SORTIE (city))
        return GMP_COMBAT_SORTIE;
    }
  return GMP_COMBAT_NORMAL;
}

/* The combat in the pending combat's city, before any FX is played. */
GmpCombat *
_gmp_turn_pending_combat_build (const GmpState  *state,
                                GError         **error)
{
  GmpSide acting = state->board->formations[state->active_formation].side;

  /* The turn logs its own structured entries (gmp-log.h); the combat's
   * sentences would be formatted on every replay for nothing. */
  return gmp_combat_new_unexplained (state, state->combat_city, acting,
                                     _gmp_turn_combat_mode (state, state->combat_city), error);
}

/* Rules note 20: one FX per side, chosen before the dice */
gboolean
_gmp_turn_pending_combat_play_fx (GmpCombat       *combat,
                                  const GmpState  *state,
                                  GError         **error)
{
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (state->combat_fx[side] >= 0
          && !gmp_combat_set_fx (combat, state, side, state->combat_fx[side], TRUE, error))
        return FALSE;
    }
  return TRUE;
}

GmpCombat *
_gmp_turn_pending_combat_new (const GmpState  *state,
                              GError         **error)
{
  g_autoptr(GmpCombat) combat = _gmp_turn_pending_combat_build (state, error);

  if (combat == NULL || !_gmp_turn_pending_combat_play_fx (combat, state, error))
    return NULL;
  return g_steal_pointer (&combat);
}

/* The FX chits side may play in the combat in city (rules note 20); built:
 * that combat as _gmp_turn_pending_combat_build() builds it, or NULL. */
GArray *
_gmp_turn_usable_combat_fx (const GmpState  *state,
                            guint            city,
                            GmpSide          side,
                            const GmpCombat *built)
{
  GmpSide acting = state->board->formations[state->active_formation].side;
  g_autoptr(GmpCombat) own = NULL;
  const GmpCombat *combat = built;

  if (combat == NULL)
    combat = own = gmp_combat_new_unexplained (state, city, acting, _gmp_turn_combat_mode (state, city),
                                               NULL);
  /* Rules note 37: no FX in an overrun */
  if (combat == NULL || combat->overrun)
    return g_array_new (FALSE, FALSE, sizeof (int));
  return gmp_combat_usable_fx (combat, state, side);
}

/* Whether the side holds an FX that could act in a combat at all: the cheap
 * test before building the combat to ask which ones fit this one. */
static gboolean
side_holds_fx (const GmpState *state,
               GmpSide         side)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    if (state->chits[i].place == GMP_CHIT_IN_HAND && state->board->chits[i].owner == side
        && state->board->chits[i].kind == GMP_CHIT_FX
        && gmp_fx_acts_in_combat (&state->board->chits[i]))
      return TRUE;
  return FALSE;
}

/* The side asked next about an FX for the pending combat, acting side first,
 * or GMP_N_SIDES when both have answered or have nothing to play; with
 * usable, the FX that side may play go there (else NULL). built: the
 * combat as _gmp_turn_pending_combat_build() builds it, or NULL. */
GmpSide
_gmp_turn_combat_fx_side (const GmpState   *state,
                          const GmpCombat  *built,
                          GArray          **usable)
{
  GmpSide acting = state->board->formations[state->active_formation].side;

  for (guint k = 0; k < GMP_N_SIDES; k++)
    {
      GmpSide side = k == 0 ? acting : 1 - acting;
      g_autoptr(GArray) chits = NULL;

      if (state->combat_fx[side] != GMP_NONE || !side_holds_fx (state, side))
        continue;
      chits = _gmp_turn_usable_combat_fx (state, state->combat_city, side, built);
      if (chits->len > 0)
        {
          if (usable != NULL)
            *usable = g_steal_pointer (&chits);
          return side;
        }
    }
  if (usable != NULL)
    *usable = NULL;
  return GMP_N_SIDES;
}

/* The FX question of the pending combat, for side, which may play chits
 * (rules note 20). */
void
_gmp_turn_set_fx_question (GmpQuestion    *question,
                           const GmpState *state,
                           GmpSide         side,
                           const GArray   *chits)
{
  question->kind = GMP_QUESTION_COMBAT_FX;
  question->subject = state->combat_city;
  if (side != GMP_N_SIDES)
    {
      question->side = side;
      _gmp_question_add_answer (question, GMP_ANSWER_PASS);
      g_array_append_vals (question->answers, chits->data, chits->len);
    }
}
