/* gmp-turn-fx.c: an FX used without a combat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Danger and Immediate Loss" (the FX that endanger the planet).
 * Rules note 20 (FX in hand), note 21 (Danger), note 45 (when an FX that needs
 * no combat may be used), notes 16 and 19 (what it did, for the log).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-danger-private.h"
#include "gmp-turn.h"

gboolean
gmp_turn_use_fx (GmpState  *state,
                 GmpLog    *log,
                 int        chit,
                 guint      city,
                 GError   **error)
{
  g_autoptr(GmpQuestion) question = NULL;
  const GmpChit *c;
  gboolean ok = FALSE;
  GmpSide owner;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (chit < 0 || (guint) chit >= state->board->n_chits || city >= state->board->n_cities)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such chit or city"));
      return FALSE;
    }
  c = &state->board->chits[chit];
  owner = c->owner;
  question = gmp_turn_get_question (state);
  if (!gmp_fx_in_hand (state, chit, owner))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s is not in its owner’s hand this turn (Rules note 20)"), c->name);
      return FALSE;
    }
  /* Rules note 45: not a combat FX. In the Action phase before a draw, or
   * while one of its owner's own formations moves; never in the other
   * side's movement nor inside a combat. */
  if (!(question->kind == GMP_QUESTION_DRAW_CHIT && state->phase == GMP_PHASE_ACTION)
      && !(question->kind == GMP_QUESTION_MOVEMENT && state->active_formation >= 0
           && (guint) state->active_formation < state->board->n_formations
           && state->board->formations[state->active_formation].side == owner))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s may be used in the Action phase before a chit is drawn, or while one "
                     "of its owner’s own Formations moves; never in the other side’s movement "
                     "nor in a Combat (Rules note 45)"), c->name);
      return FALSE;
    }

  for (guint i = 0; i < c->n_effects; i++)
    {
      guint danger = state->danger_space;
      int fort = gmp_board_fort_at (state->board, city);
      guint strength = fort != GMP_NONE ? state->fort_strength[fort] : 0;
      guint ids[64];
      guint n = 0;

      if (c->effects[i].kind == GMP_FX_FORT_DAMAGE)
        ok = gmp_fx_fort_damage (state, chit, city, NULL, error);
      else if (c->effects[i].kind == GMP_FX_ELIMINATE_CITY)
        {
          n = MIN (gmp_state_units_in_city (state, city, GMP_N_SIDES, ids, G_N_ELEMENTS (ids)),
                   G_N_ELEMENTS (ids));
          ok = gmp_fx_eliminate_city (state, chit, city, NULL, error);
        }
      else
        continue;
      if (!ok)
        return FALSE;
      _gmp_turn_log_add (log, state, GMP_LOG_FX_PLAYED, owner, chit, city, 0);
      /* What it did to whom (Rules notes 16, 19, 21) */
      _gmp_turn_log_fort_damage (log, state, city, strength);
      for (guint k = 0; k < n; k++)
        _gmp_turn_log_unit_hit (log, state, ids[k], city, 0);
      _gmp_turn_log_danger_move (log, state, chit, danger);
      return TRUE;
    }

  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("%s is played in a Combat, not on its own"), c->name);
  return FALSE;
}
