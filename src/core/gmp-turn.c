/* gmp-turn.c: the turn's sequence (Fade In, Action, Fade Out) as a state machine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Flow of Play" and its three phases, "Fade In Phase", "Action
 * Phase", "Fade Out Phase". The steps alone: each rule they apply lives in the
 * part of the turn named beside it (gmp-turn-cup.c, gmp-turn-activation.c,
 * gmp-turn-forts.c, gmp-turn-combat.c, gmp-turn-reinforcements.c,
 * gmp-turn-danger.c, gmp-turn-victory.c). Rules notes 1, 2, 4, 5, 6, 21, 22,
 * 23.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement.h"
#include "gmp-state-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-activation-private.h"
#include "gmp-turn-forts-private.h"
#include "gmp-turn-cache-private.h"
#include "gmp-turn-combat-private.h"
#include "gmp-turn-cup-private.h"
#include "gmp-turn-reinforcements-private.h"
#include "gmp-turn-victory-private.h"
#include "gmp-turn-danger-private.h"
#include "gmp-turn-private.h"

/* The Game Turn Marker moves on (rules notes 2, 6). */
static void
advance_turn (GmpState *state,
              GmpLog   *log)
{
  const GmpBoard *board = state->board;
  int off_track = 0;

  state->turn++;
  state->ends_drawn = 0;
  state->activated = 0;
  state->active_formation = GMP_NONE;
  gmp_movement_reset_turn (state);
  /* What comes off the Time Track is logged in the new turn */
  state->phase = GMP_PHASE_FADE_IN;
  state->step = GMP_STEP_BEGIN;
  _gmp_turn_log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);

  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place == GMP_PLACE_TIME_TRACK && unit->turn <= state->turn)
        {
          _gmp_state_unit_set_place (state, i, GMP_PLACE_RETURNING, GMP_NONE);
          unit->turn = 0;
          off_track++;
        }
    }
  if (off_track > 0)
    _gmp_turn_log_add (log, state, GMP_LOG_UNITS_OFF_TRACK, off_track, state->turn, 0, 0);

  for (guint i = 0; i < board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_ON_TIME_TRACK && state->chits[i].turn <= state->turn)
        {
          state->chits[i].place = GMP_CHIT_IN_CUP;
          state->chits[i].turn = 0;
          _gmp_turn_log_add (log, state, GMP_LOG_CHIT_ENTERS_CUP, i, 0, 0, 0);
        }
    }

  _gmp_turn_set_phase (state, log, GMP_PHASE_FADE_IN);
}

gboolean
gmp_turn_combat_pending (const GmpState *state,
                         guint           city)
{
  g_autoptr(GArray) cities = NULL;

  g_return_val_if_fail (state != NULL, FALSE);

  if ((state->phase != GMP_PHASE_FADE_IN && state->phase != GMP_PHASE_ACTION)
      || state->active_formation < 0
      || (guint) state->active_formation >= state->board->n_formations
      || city >= state->board->n_cities)
    return FALSE;
  switch (state->step)
    {
    case GMP_STEP_COMBAT_FX:
    case GMP_STEP_COMBAT_RESOLVE:
      if (state->combat_city == (int) city)
        return TRUE;
      break;
    case GMP_STEP_MOVE:
    case GMP_STEP_COMBAT:
    case GMP_STEP_FORT_OPTION:
      break;
    default:
      return FALSE;
    }
  cities = _gmp_turn_pending_combats (state);
  return _gmp_turn_int_in (cities, (int) city);
}

gboolean
gmp_turn_is_over (const GmpState *state)
{
  g_return_val_if_fail (state != NULL, TRUE);
  return state->phase == GMP_PHASE_GAME_OVER;
}

gboolean
gmp_turn_advance (GmpState  *state,
                  GmpLog    *log,
                  GError   **error)
{
  g_auto(GmpTurnCache) cache = { 0, };

  return _gmp_turn_advance (state, log, &cache, error);
}

/* What one step of the sequence did: the game moved on (the machine takes
 * the next step), it rests on a question now, or it failed (error set). */
typedef enum {
  STEP_DONE,
  STEP_WAITS,
  STEP_FAILED,
} StepResult;

/* Whether the state rests inside an activation: its Fort options, movement
 * and combats (rules notes 4, 18, 20) */
static gboolean
in_activation (const GmpState *state)
{
  return (state->phase == GMP_PHASE_FADE_IN || state->phase == GMP_PHASE_ACTION)
         && (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
             || state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
             || state->step == GMP_STEP_COMBAT_RESOLVE);
}

/* An activation in progress waits for its Fort options, its movement and
 * its combats, then ends (rules notes 4, 18, 20). */
static StepResult
activation_step (GmpState      *state,
                 GmpLog        *log,
                 GmpTurnCache  *cache,
                 GError       **error)
{
  const GmpBoard *board = state->board;

  if (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The game waits for an Activation, but no Formation is activated"));
      return STEP_FAILED;
    }
  if (state->step == GMP_STEP_FORT_OPTION)
    {
      if (_gmp_turn_fort_to_ask (state) != GMP_NONE)
        return STEP_WAITS;
      state->step = GMP_STEP_MOVE;
      return STEP_DONE;
    }
  if ((state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_COMBAT_RESOLVE)
      && (state->combat_city < 0 || (guint) state->combat_city >= board->n_cities))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The game waits for a Combat, but no Combat city is chosen"));
      return STEP_FAILED;
    }
  if (state->step == GMP_STEP_COMBAT_FX
      && _gmp_turn_cached_fx_side (cache, state, NULL) == GMP_N_SIDES)
    {
      state->step = GMP_STEP_COMBAT_RESOLVE;
      return STEP_DONE;
    }
  if (state->step == GMP_STEP_COMBAT_RESOLVE)
    {
      if (!_gmp_turn_combat_continue (state, log, cache, NULL, error))
        return STEP_FAILED;
      return state->step == GMP_STEP_COMBAT_RESOLVE ? STEP_WAITS : STEP_DONE;
    }
  /* An overrun advance may wait for Guard values (note 9) */
  if (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT_FX || state->move_pending)
    return STEP_WAITS;
  if (_gmp_turn_cached_combats (cache, state)->len > 0)
    return STEP_WAITS;
  _gmp_turn_end_activation (state, log);
  return STEP_DONE;
}

/* The game begins: its first turn, or the turn a scenario starts in */
static void
begin_game (GmpState *state,
            GmpLog   *log)
{
  state->turn = MAX (state->turn, 1);
  _gmp_turn_log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);
  _gmp_turn_set_phase (state, log, state->turn == 1 ? GMP_PHASE_ACTION : GMP_PHASE_FADE_IN);
}

/* Rulebook, Fade In Phase: returning Swarm units to their hives (rules
 * note 6), then the Swarm's held chit activates, then the Humans' (note 5). */
static StepResult
fade_in_step (GmpState  *state,
              GmpLog    *log,
              GError   **error)
{
  switch (state->step)
    {
    case GMP_STEP_BEGIN:
      /* The rules: this phase is skipped on Turn 1 */
      if (state->turn <= 1)
        _gmp_turn_set_phase (state, log, GMP_PHASE_ACTION);
      else
        state->step = GMP_STEP_RETURN_UNITS;
      return STEP_DONE;

    case GMP_STEP_RETURN_UNITS:
      {
        int id = _gmp_turn_first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);

        if (id == GMP_NONE)
          state->step = GMP_STEP_HELD_SWARM;
        else if (_gmp_turn_hive_for_returning (state, log, id))
          return STEP_WAITS;
      }
      return STEP_DONE;

    case GMP_STEP_HELD_SWARM:
    case GMP_STEP_HELD_HUMANS:
      {
        GmpSide side = state->step == GMP_STEP_HELD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
        int chit = _gmp_turn_held_chit (state, side);

        if (chit != GMP_NONE)
          {
            /* Rules note 5: out of the cup until this turn's Fade Out */
            state->chits[chit].place = GMP_CHIT_DRAWN;
            _gmp_turn_begin_activation (state, log, chit, TRUE);
          }
        else if (side == GMP_SIDE_SWARM)
          state->step = GMP_STEP_HELD_HUMANS;
        else
          _gmp_turn_set_phase (state, log, GMP_PHASE_ACTION);
      }
      return STEP_DONE;

    default:
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Step %u is not a step of the Fade In Phase"), state->step);
      return STEP_FAILED;
    }
}

/* Rulebook, Action Phase: chits are drawn until the last End (rules note 1) */
static StepResult
action_step (GmpState  *state,
             GmpLog    *log,
             GError   **error)
{
  if (state->step != GMP_STEP_BEGIN)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Step %u is not a step of the Action Phase"), state->step);
      return STEP_FAILED;
    }
  /* Rules note 1 */
  if (state->ends_drawn >= state->board->rules.ends_per_turn
      || _gmp_turn_count_cup (state, NULL) == 0)
    {
      _gmp_turn_set_phase (state, log, GMP_PHASE_FADE_OUT);
      return STEP_DONE;
    }
  return STEP_WAITS;
}

/* Rulebook, Fade Out Phase, in its order: holding (rules note 5), the other
 * chits back into the cup, Roll For Danger (note 21), Check For Victory
 * (note 22), Allied units to their flags (note 23), the Game Turn Marker. */
static StepResult
fade_out_step (GmpState  *state,
               GmpLog    *log,
               GError   **error)
{
  switch (state->step)
    {
    case GMP_STEP_BEGIN:
      /* Rules note 5: holding only if something was activated */
      if (state->activated == 0)
        {
          _gmp_turn_log_add (log, state, GMP_LOG_NOTHING_ACTIVATED, 0, 0, 0, 0);
          state->step = GMP_STEP_RETURN_CHITS;
        }
      else
        state->step = GMP_STEP_HOLD_SWARM;
      return STEP_DONE;

    case GMP_STEP_HOLD_SWARM:
    case GMP_STEP_HOLD_HUMANS:
      {
        GmpSide side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
        g_autoptr(GArray) chits = _gmp_turn_holdable_chits (state, side);

        if (chits->len > 0)
          return STEP_WAITS;
        state->step++;
      }
      return STEP_DONE;

    case GMP_STEP_RETURN_CHITS:
      _gmp_turn_return_chits (state, log);
      state->step = GMP_STEP_DANGER;
      return STEP_DONE;

    case GMP_STEP_DANGER:
      /* Rules note 21: before victory */
      if (_gmp_turn_danger_applies (state))
        return STEP_WAITS;
      _gmp_turn_log_add (log, state, GMP_LOG_NO_DANGER, 0, 0, 0, 0);
      state->step = GMP_STEP_VICTORY;
      return STEP_DONE;

    case GMP_STEP_VICTORY:
      _gmp_turn_check_victory (state, log);
      return STEP_DONE;

    case GMP_STEP_PLACE_ALLIES:
      if (_gmp_turn_ally_to_place (state, log))
        return STEP_WAITS;
      state->step = GMP_STEP_ADVANCE;
      return STEP_DONE;

    case GMP_STEP_ADVANCE:
      advance_turn (state, log);
      return STEP_DONE;

    default:
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Step %u is not a step of the Fade Out Phase"), state->step);
      return STEP_FAILED;
    }
}

gboolean
_gmp_turn_advance (GmpState      *state,
                   GmpLog        *log,
                   GmpTurnCache  *cache,
                   GError       **error)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A log that begins here says where the game stands */
  if (log != NULL && gmp_log_get_n_entries (log) == 0 && state->phase != GMP_PHASE_SETUP
      && state->phase != GMP_PHASE_GAME_OVER)
    _gmp_turn_log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);

  for (;;)
    {
      StepResult result;

      if (in_activation (state))
        result = activation_step (state, log, cache, error);
      else
        switch (state->phase)
          {
          case GMP_PHASE_SETUP:
            begin_game (state, log);
            result = STEP_DONE;
            break;
          case GMP_PHASE_GAME_OVER:
            return TRUE;
          case GMP_PHASE_FADE_IN:
            result = fade_in_step (state, log, error);
            break;
          case GMP_PHASE_ACTION:
            result = action_step (state, log, error);
            break;
          case GMP_PHASE_FADE_OUT:
            result = fade_out_step (state, log, error);
            break;
          default:
            g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, _("The phase is not valid"));
            return FALSE;
          }
      if (result != STEP_DONE)
        return result == STEP_WAITS;
    }
}

/* The whole combat is played in one go, then the turn goes on */
gboolean
_gmp_turn_play_combat (GmpState      *state,
                       GmpLog        *log,
                       GmpDice       *dice,
                       GmpTurnCache  *cache,
                       int            city,
                       GError       **error)
{
  return _gmp_turn_resolve_combat (state, log, dice, cache, city, error)
         && _gmp_turn_advance (state, log, cache, error);
}

gboolean
gmp_turn_answer (GmpState  *state,
                 GmpLog    *log,
                 GmpDice   *dice,
                 int        answer,
                 GError   **error)
{
  g_auto(GmpTurnCache) cache = { 0, };
  g_autoptr(GmpQuestion) question = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* One cache for the three: the question advancing worked out is the one
   * asked and answered */
  if (!_gmp_turn_advance (state, log, &cache, error))
    return FALSE;

  question = _gmp_turn_get_question (state, &cache, NULL);
  return _gmp_turn_answer_asked (state, log, dice, &cache, question, answer, error);
}

gboolean
_gmp_turn_answer_asked (GmpState          *state,
                        GmpLog            *log,
                        GmpDice           *dice,
                        GmpTurnCache      *cache,
                        const GmpQuestion *question,
                        int                answer,
                        GError           **error)
{
  g_return_val_if_fail (state != NULL && cache != NULL && question != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (question->kind == GMP_QUESTION_NONE)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("The game is over: there is nothing to answer"));
      return FALSE;
    }
  if (!gmp_question_allows (question, answer))
    {
      g_autofree char *what = gmp_question_describe (state, question);
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("That is not a legal answer to “%s”"), what);
      return FALSE;
    }
  if (dice == NULL && answer == GMP_ANSWER_RANDOM)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_DICE,
                           _("This answer needs dice, and none were given"));
      return FALSE;
    }

  return _gmp_turn_apply_answer (state, log, dice, cache, question, answer, error);
}

/* Rules note 1: the chit the players drew, or one the dice choose */
static void
answer_draw (GmpState          *state,
             GmpLog            *log,
             GmpDice           *dice,
             const GmpQuestion *question,
             int                answer)
{
  if (answer == GMP_ANSWER_RANDOM)
    {
      /* Answers after RANDOM are the chits in the cup, in board order */
      guint n = question->answers->len - 1;
      guint pick = gmp_dice_choose (dice, n);
      _gmp_turn_draw_chit (state, log, g_array_index (question->answers, int, pick + 1), TRUE);
    }
  else
    _gmp_turn_draw_chit (state, log, answer, FALSE);
}

/* Rules note 9: what the flipped Guard shows; the moves that waited for it
 * go on, and the log keeps their ways. */
static gboolean
answer_guard_value (GmpState  *state,
                    GmpLog    *log,
                    guint      guard,
                    int        value,
                    GError   **error)
{
  int city = _gmp_turn_unit_at (state, guard)->city;
  g_autofree guint *mp_before = g_new (guint, state->units->len);
  g_autofree guint8 *waiting = g_new0 (guint8, state->units->len);

  /* The units whose move waits for the Guards may go on (Rules note 9) */
  for (guint u = 0; u < state->units->len; u++)
    {
      waiting[u] = _gmp_turn_unit_at (state, u)->pending_move;
      mp_before[u] = _gmp_turn_unit_at (state, u)->mp_used;
    }
  /* The Guards are logged when they flip: with the last value given */
  if (gmp_movement_reveal_guard_logged (state, log, guard, value, error) == GMP_MOVE_FAILED)
    return FALSE;
  for (guint u = 0; u < state->units->len; u++)
    if (waiting[u] && _gmp_turn_unit_at (state, u)->place == GMP_PLACE_MAP
        && _gmp_turn_unit_at (state, u)->city != city)
      gmp_log_add_unit_move (log, state, u, city,
                             _gmp_turn_unit_at (state, u)->mp_used - mp_before[u]);
  return TRUE;
}

/* Applies an answer the question allows, then advances. Each answer is the
 * rule of its part of the turn (gmp-turn-cup.c, gmp-turn-forts.c,
 * gmp-turn-combat.c, gmp-turn-reinforcements.c, gmp-turn-danger.c). */
gboolean
_gmp_turn_apply_answer (GmpState          *state,
                        GmpLog            *log,
                        GmpDice           *dice,
                        GmpTurnCache      *cache,
                        const GmpQuestion *question,
                        int                answer,
                        GError           **error)
{
  gboolean ok = TRUE;

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      answer_draw (state, log, dice, question, answer);
      break;
    case GMP_QUESTION_GUARD_VALUE:
      ok = answer_guard_value (state, log, question->subject, answer, error);
      break;
    case GMP_QUESTION_MOVEMENT:
      _gmp_turn_log_add (log, state, GMP_LOG_MOVEMENT_DONE, state->active_formation, 0, 0, 0);
      state->step = GMP_STEP_COMBAT;
      break;
    case GMP_QUESTION_COMBAT:
      ok = _gmp_turn_choose_combat (state, log, cache, answer, error);
      break;
    case GMP_QUESTION_COMBAT_FX:
      ok = _gmp_turn_choose_combat_fx (state, log, cache, question->side, answer, error);
      break;
    case GMP_QUESTION_FORT_OPTION:
      _gmp_turn_choose_fort_option (state, log, question->subject, answer);
      break;
    case GMP_QUESTION_COMBAT_DICE:
      ok = _gmp_turn_roll_combat (state, log, dice, cache, error);
      break;
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      ok = _gmp_turn_take_combat_decision (state, log, cache, answer, error);
      break;
    case GMP_QUESTION_HOLD:
      _gmp_turn_hold_chit (state, log, question->side, answer);
      state->step++;
      break;
    case GMP_QUESTION_RETURN_UNIT:
      _gmp_turn_return_unit (state, log, question->subject, answer);
      break;
    case GMP_QUESTION_DANGER:
      ok = _gmp_turn_roll_for_danger (state, log, dice, error);
      break;
    case GMP_QUESTION_PLACE_ALLY:
      _gmp_turn_place_ally (state, log, question->subject, answer);
      break;
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      g_assert_not_reached ();
    }

  return ok && _gmp_turn_advance (state, log, cache, error);
}
