/* gmp-turn-check.c: what the turn keeps in a loaded state, checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Flow of Play". A saved game holds the step it rests on and a
 * combat under way (its FX, dice and decisions): they must fit the rules
 * (rules notes 4, 11, 12-15, 18, 20) before the game goes on.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-question-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn.h"

/* Rules note 18: a Sortie goes from a Fort to an adjacent city */
static gboolean
check_sorties (const GmpState  *state,
               GError         **error)
{
  const GmpBoard *board = state->board;

  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if (choice >= GMP_FORT_CHOICE_SORTIE_BASE
          && ((guint) (choice - GMP_FORT_CHOICE_SORTIE_BASE) >= board->n_cities
              || !gmp_board_adjacent (board, board->forts[fort].city,
                                      choice - GMP_FORT_CHOICE_SORTIE_BASE)))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The Sortie from the Fort in %s goes to a city that is not adjacent "
                         "(Rules note 18)"), board->cities[board->forts[fort].city].name);
          return FALSE;
        }
    }
  return TRUE;
}

/* Rules notes 4, 11: the combat under way is one to resolve */
static gboolean
check_combat_city (const GmpState  *state,
                   GError         **error)
{
  const GmpBoard *board = state->board;

  if (state->combat_city < 0 || (guint) state->combat_city >= board->n_cities)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for a Combat, but no Combat city is chosen"));
      return FALSE;
    }
  if (_gmp_turn_combat_done (state, state->combat_city)
      || !gmp_combat_needed (state, state->combat_city))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("There is no Combat to resolve in %s (Rules notes 4 and 11)"),
                   board->cities[state->combat_city].name);
      return FALSE;
    }
  return TRUE;
}

/* Rules note 20: an FX a side holds and may play in this combat */
static gboolean
check_combat_fx (const GmpState  *state,
                 GError         **error)
{
  const GmpBoard *board = state->board;

  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      int fx = state->combat_fx[side];
      g_autoptr(GArray) usable = NULL;

      if (fx == GMP_NONE || fx == GMP_ANSWER_PASS)
        continue;
      usable = _gmp_turn_usable_combat_fx (state, state->combat_city, side, NULL);
      if (fx < 0 || !_gmp_turn_int_in (usable, fx))
        {
          /* One sentence per side: the words around a side's name agree with it */
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       side == GMP_SIDE_SWARM
                       ? _("The FX chit played by the Swarm in the Combat in %s cannot be played "
                           "there (Rules note 20)")
                       : _("The FX chit played by the Humans in the Combat in %s cannot be "
                           "played there (Rules note 20)"),
                       board->cities[state->combat_city].name);
          return FALSE;
        }
    }
  return TRUE;
}

/* Rules note 20: the FX are chosen before the dice */
static gboolean
check_fx_before_dice (const GmpState  *state,
                      GError         **error)
{
  const GmpBoard *board = state->board;

  if (state->step == GMP_STEP_COMBAT_FX)
    {
      if (state->combat_rolled || state->combat_answers->len > 0)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The Combat in %s records dice or decisions before its FX are "
                         "chosen (Rules note 20)"), board->cities[state->combat_city].name);
          return FALSE;
        }
      return TRUE;
    }
  if (_gmp_turn_combat_fx_side (state, NULL, NULL) != GMP_N_SIDES)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The Combat in %s is resolved before a side chose its FX (Rules note 20)"),
                   board->cities[state->combat_city].name);
      return FALSE;
    }
  return TRUE;
}

/* Its dice: exactly the number the combat takes (rules notes 12, 15, 17);
 * its decisions: each one legal where it was taken */
static gboolean
check_combat_record (const GmpState  *state,
                     GError         **error)
{
  const GmpBoard *board = state->board;
  g_autoptr(GmpCombat) combat = _gmp_turn_pending_combat_new (state, error);
  g_autoptr(GmpQuestion) ask = _gmp_question_new ();
  g_autoptr(GmpState) work = NULL;

  if (combat == NULL)
    return FALSE;
  /* An overrun takes no dice (rules note 15); its advance is a decision */
  if (!state->combat_rolled
      && (state->combat_dice->len > 0 || (state->combat_answers->len > 0 && !combat->overrun)))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The Combat in %s records dice or decisions but was not rolled"),
                   board->cities[state->combat_city].name);
      return FALSE;
    }
  if (state->combat_rolled && !combat->overrun
      && gmp_combat_count_dice (combat, (const guint8 *) state->combat_dice->data,
                                state->combat_dice->len) != state->combat_dice->len)
    {
      guint needed = gmp_combat_count_dice (combat, (const guint8 *) state->combat_dice->data,
                                            state->combat_dice->len);
      guint recorded = state->combat_dice->len;
      g_autofree char *takes = NULL;
      g_autofree char *has = NULL;

      takes = g_strdup_printf (ngettext ("The Combat in %s takes %u die",
                                         "The Combat in %s takes %u dice", needed),
                               board->cities[state->combat_city].name, needed);
      has = g_strdup_printf (ngettext ("%u is recorded", "%u are recorded", recorded),
                             recorded);
      /* TRANSLATORS: "The combat in Chicago takes 4 dice" and "3 are recorded" */
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, _("%s; %s"), takes, has);
      return FALSE;
    }

  /* Its decisions: each one legal where it was taken */
  work = _gmp_turn_combat_replay (state, NULL, NULL, NULL, NULL, ask, error);
  return work != NULL;
}

gboolean
gmp_turn_check (const GmpState  *state,
                GError         **error)
{
  const GmpBoard *board;
  gboolean in_activation, in_combat;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board = state->board;
  if (state->step >= GMP_N_STEPS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Step %u is not a step of the turn"), state->step);
      return FALSE;
    }
  in_activation = (state->phase == GMP_PHASE_FADE_IN || state->phase == GMP_PHASE_ACTION)
                  && (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
                      || state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
                      || state->step == GMP_STEP_COMBAT_RESOLVE);
  in_combat = in_activation && (state->step == GMP_STEP_COMBAT_FX
                                || state->step == GMP_STEP_COMBAT_RESOLVE);
  if (in_activation
      && (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for an Activation, but no Formation is activated"));
      return FALSE;
    }
  if (!check_sorties (state, error))
    return FALSE;

  if (!in_combat)
    {
      if (state->combat_city != GMP_NONE || state->combat_rolled
          || state->combat_answers->len > 0 || state->combat_dice->len > 0)
        {
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                               _("A Combat is recorded as under way, but the game is not "
                                 "resolving a Combat"));
          return FALSE;
        }
      return TRUE;
    }

  if (!check_combat_city (state, error) || !check_combat_fx (state, error)
      || !check_fx_before_dice (state, error))
    return FALSE;
  if (state->step == GMP_STEP_COMBAT_FX)
    return TRUE;
  return check_combat_record (state, error);
}
