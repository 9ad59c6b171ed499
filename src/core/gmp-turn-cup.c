/* gmp-turn-cup.c: the chit cup and holding
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Flow of Play" (2. Action: chits drawn one at a time; 3. Fade Out:
 * holding a chit, the others back into the cup). Rules note 1 (the Ends), note 4
 * (an activation chit activates its formation), note 5 (holding), note 20 (FX
 * chits to their owner's hand), notes 23 and 42 (Allied chits).
 */

#include "config.h"

#include "gmp-turn-common-private.h"
#include "gmp-turn-activation-private.h"
#include "gmp-turn-cup-private.h"

/* A chit of an Allied nation that has not come (rules note 23). */
static gboolean
chit_of_absent_ally (const GmpState *state,
                     guint           chit)
{
  const GmpChit *c = &state->board->chits[chit];

  return c->formation != GMP_NONE
         && state->board->formations[c->formation].allied
         && c->formation != state->allied_nation;
}

int
_gmp_turn_held_chit (const GmpState *state,
                     GmpSide         side)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    {
      const GmpChit *chit = &state->board->chits[i];

      if (state->chits[i].place == GMP_CHIT_HELD && chit->kind == GMP_CHIT_ACTIVATION
          && chit->owner == side)
        return i;
    }
  return GMP_NONE;
}

/* Rules note 5: one of the side's own activation chits whose formation was
 * not activated this turn (they are the ones still in the cup). */
GArray *
_gmp_turn_holdable_chits (const GmpState *state,
                          GmpSide         side)
{
  GArray *chits = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      const GmpChit *chit = &state->board->chits[i];
      int c = i;

      /* Rules note 42: an arriving ally's chit is drawn, not in the cup, and
       * its FX chit still with it: neither is held in the arrival turn */
      if (chit->kind != GMP_CHIT_ACTIVATION || chit->owner != side
          || state->chits[i].place != GMP_CHIT_IN_CUP || chit_of_absent_ally (state, i))
        continue;
      if (chit->formation >= 0 && chit->formation < 32
          && (state->activated & (1u << chit->formation)) != 0)
        continue;
      g_array_append_val (chits, c);
    }
  return chits;
}

void
_gmp_turn_return_chits (GmpState *state,
                        GmpLog   *log)
{
  const GmpBoard *board = state->board;
  int n = 0;

  /* Rules notes 5, 20: everything drawn, in hand or used goes back */
  for (guint i = 0; i < board->n_chits; i++)
    {
      switch (state->chits[i].place)
        {
        case GMP_CHIT_DRAWN:
        case GMP_CHIT_IN_HAND:
        case GMP_CHIT_USED:
          state->chits[i].place = GMP_CHIT_IN_CUP;
          n++;
          break;
        case GMP_CHIT_IN_CUP:
        case GMP_CHIT_ON_TIME_TRACK:
        case GMP_CHIT_WITH_ALLY:
        case GMP_CHIT_HELD:
        case GMP_CHIT_REMOVED:
        default:
          break;
        }
    }
  _gmp_turn_log_add (log, state, GMP_LOG_CHITS_TO_CUP, n, 0, 0, 0);

  /* Rules notes 23, 42: the nation that came brings its FX chit, after the
   * holding step */
  if (state->allied_nation == GMP_NONE)
    return;
  for (guint i = 0; i < board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_WITH_ALLY
          && board->chits[i].formation == state->allied_nation)
        {
          state->chits[i].place = GMP_CHIT_IN_CUP;
          _gmp_turn_log_add (log, state, GMP_LOG_CHIT_ENTERS_CUP, i, 0, 0, 0);
        }
    }
}

void
_gmp_turn_draw_chit (GmpState *state,
                     GmpLog   *log,
                     guint     chit,
                     gboolean  random)
{
  const GmpBoard *board = state->board;
  const GmpChit *c = &board->chits[chit];

  _gmp_turn_log_add (log, state, GMP_LOG_CHIT_DRAWN, chit, random ? 1 : 0, 0, 0);

  switch (c->kind)
    {
    case GMP_CHIT_END:
      /* Rules note 1: the phase ends the moment the last End is drawn */
      state->chits[chit].place = GMP_CHIT_DRAWN;
      state->ends_drawn++;
      _gmp_turn_log_add (log, state, GMP_LOG_END_DRAWN, chit, state->ends_drawn,
                         board->rules.ends_per_turn, 0);
      break;

    case GMP_CHIT_FX:
      /* Rules notes 4, 20 */
      state->chits[chit].place = GMP_CHIT_IN_HAND;
      _gmp_turn_log_add (log, state, GMP_LOG_FX_TO_HAND, chit, 0, 0, 0);
      break;

    case GMP_CHIT_ACTIVATION:
    default:
      state->chits[chit].place = GMP_CHIT_DRAWN;
      if (c->formation != GMP_NONE && board->formations[c->formation].allied)
        {
          /* Rules note 23 */
          if (state->allied_nation == GMP_NONE)
            {
              state->allied_nation = c->formation;
              _gmp_turn_log_add (log, state, GMP_LOG_ALLY_CHOSEN, c->formation, chit, 0, 0);
              break;
            }
          if (state->allied_nation != c->formation)
            {
              state->chits[chit].place = GMP_CHIT_REMOVED;
              _gmp_turn_log_add (log, state, GMP_LOG_ALLY_REMOVED, chit, 0, 0, 0);
              break;
            }
        }
      _gmp_turn_begin_activation (state, log, chit, FALSE);
      break;
    }
}

/* Rules note 5: side holds chit for the next turn's Fade In, or passes */
void
_gmp_turn_hold_chit (GmpState *state,
                     GmpLog   *log,
                     GmpSide   side,
                     int       chit)
{
  if (chit == GMP_ANSWER_PASS)
    _gmp_turn_log_add (log, state, GMP_LOG_NO_HOLD, side, 0, 0, 0);
  else
    {
      /* Rules note 5 */
      state->chits[chit].place = GMP_CHIT_HELD;
      _gmp_turn_log_add (log, state, GMP_LOG_HOLD, side, chit, 0, 0);
    }
}
