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
#include "gmp-turn-common-private.h"
#include "gmp-turn-activation-private.h"
#include "gmp-turn-forts-private.h"
#include "gmp-turn-cache-private.h"
#include "gmp-turn-combat-private.h"
#include "gmp-turn-cup-private.h"
#include "gmp-turn-reinforcements-private.h"
#include "gmp-turn-victory-private.h"
#include "gmp-turn-danger-private.h"

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
          unit->place = GMP_PLACE_RETURNING;
          unit->city = GMP_NONE;
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

gboolean
_gmp_turn_advance (GmpState      *state,
                   GmpLog        *log,
                   GmpTurnCache  *cache,
                   GError       **error)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board = state->board;

  /* A log that begins here says where the game stands */
  if (log != NULL && gmp_log_get_n_entries (log) == 0 && state->phase != GMP_PHASE_SETUP
      && state->phase != GMP_PHASE_GAME_OVER)
    _gmp_turn_log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);

  for (;;)
    {
      /* An activation in progress waits for its movement and combats */
      if ((state->phase == GMP_PHASE_FADE_IN || state->phase == GMP_PHASE_ACTION)
          && (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
              || state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
              || state->step == GMP_STEP_COMBAT_RESOLVE))
        {
          if (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for an activation, but no formation is activated"));
              return FALSE;
            }
          if (state->step == GMP_STEP_FORT_OPTION)
            {
              if (_gmp_turn_fort_to_ask (state) != GMP_NONE)
                return TRUE;
              state->step = GMP_STEP_MOVE;
              continue;
            }
          if ((state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_COMBAT_RESOLVE)
              && (state->combat_city < 0 || (guint) state->combat_city >= board->n_cities))
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for a combat, but no combat city is chosen"));
              return FALSE;
            }
          if (state->step == GMP_STEP_COMBAT_FX
              && _gmp_turn_cached_fx_side (cache, state, NULL) == GMP_N_SIDES)
            {
              state->step = GMP_STEP_COMBAT_RESOLVE;
              continue;
            }
          if (state->step == GMP_STEP_COMBAT_RESOLVE)
            {
              if (!_gmp_turn_combat_continue (state, log, cache, NULL, error))
                return FALSE;
              if (state->step == GMP_STEP_COMBAT_RESOLVE)
                return TRUE;
              continue;
            }
          /* An overrun advance may wait for Guard values (note 9) */
          if (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT_FX
              || state->move_pending)
            return TRUE;
          if (_gmp_turn_cached_combats (cache, state)->len > 0)
            return TRUE;
          _gmp_turn_end_activation (state, log);
          continue;
        }

      switch (state->phase)
        {
        case GMP_PHASE_SETUP:
          state->turn = MAX (state->turn, 1);
          _gmp_turn_log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);
          _gmp_turn_set_phase (state, log, state->turn == 1 ? GMP_PHASE_ACTION : GMP_PHASE_FADE_IN);
          break;

        case GMP_PHASE_GAME_OVER:
          return TRUE;

        case GMP_PHASE_FADE_IN:
          switch (state->step)
            {
            case GMP_STEP_BEGIN:
              /* The rules: this phase is skipped on Turn 1 */
              if (state->turn <= 1)
                _gmp_turn_set_phase (state, log, GMP_PHASE_ACTION);
              else
                state->step = GMP_STEP_RETURN_UNITS;
              break;

            case GMP_STEP_RETURN_UNITS:
              {
                int id = _gmp_turn_first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);
                g_autoptr(GArray) hives = NULL;
                GmpUnit *unit;

                if (id == GMP_NONE)
                  {
                    state->step = GMP_STEP_HELD_SWARM;
                    break;
                  }
                hives = gmp_turn_legal_hives (state, id);
                if (hives->len > 0)
                  return TRUE;

                /* Rules note 6: no legal hive, it waits for the next turn's space */
                unit = &g_array_index (state->units, GmpUnit, id);
                if (state->turn < board->rules.turns)
                  {
                    unit->place = GMP_PLACE_TIME_TRACK;
                    unit->turn = state->turn + 1;
                  }
                else
                  unit->place = GMP_PLACE_ELIMINATED;
                _gmp_turn_log_add (log, state, GMP_LOG_UNIT_DELAYED, id,
                                   unit->place == GMP_PLACE_TIME_TRACK ? (int) unit->turn : 0,
                                   unit->type, unit->formation);
              }
              break;

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
              break;

            default:
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Fade In Phase"), state->step);
              return FALSE;
            }
          break;

        case GMP_PHASE_ACTION:
          if (state->step != GMP_STEP_BEGIN)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Action Phase"), state->step);
              return FALSE;
            }
          /* Rules note 1 */
          if (state->ends_drawn >= board->rules.ends_per_turn
              || _gmp_turn_count_cup (state, NULL) == 0)
            {
              _gmp_turn_set_phase (state, log, GMP_PHASE_FADE_OUT);
              break;
            }
          return TRUE;

        case GMP_PHASE_FADE_OUT:
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
              break;

            case GMP_STEP_HOLD_SWARM:
            case GMP_STEP_HOLD_HUMANS:
              {
                GmpSide side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
                g_autoptr(GArray) chits = _gmp_turn_holdable_chits (state, side);

                if (chits->len > 0)
                  return TRUE;
                state->step++;
              }
              break;

            case GMP_STEP_RETURN_CHITS:
              _gmp_turn_return_chits (state, log);
              state->step = GMP_STEP_DANGER;
              break;

            case GMP_STEP_DANGER:
              /* Rules note 21: before victory */
              if (_gmp_turn_danger_applies (state))
                return TRUE;
              _gmp_turn_log_add (log, state, GMP_LOG_NO_DANGER, 0, 0, 0, 0);
              state->step = GMP_STEP_VICTORY;
              break;

            case GMP_STEP_VICTORY:
              {
                /* Rules note 22 */
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
              break;

            case GMP_STEP_PLACE_ALLIES:
              {
                int waiting = 0;

                /* Rules note 23: the first unit that fits is asked about */
                if (state->allied_nation != GMP_NONE)
                  {
                    for (guint i = 0; i < state->units->len; i++)
                      {
                        const GmpUnit *unit = _gmp_turn_unit_at (state, i);
                        g_autoptr(GArray) cities = NULL;

                        if (unit->place != GMP_PLACE_RESERVE
                            || unit->formation != state->allied_nation)
                          continue;
                        cities = gmp_turn_legal_flag_cities (state, i);
                        if (cities->len > 0)
                          return TRUE;
                        waiting++;
                      }
                  }
                if (waiting > 0)
                  _gmp_turn_log_add (log, state, GMP_LOG_ALLY_WAITS, state->allied_nation, waiting,
                                     0, 0);
                state->step = GMP_STEP_ADVANCE;
              }
              break;

            case GMP_STEP_ADVANCE:
              advance_turn (state, log);
              break;

            default:
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Fade Out Phase"), state->step);
              return FALSE;
            }
          break;

        default:
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, _("The phase is not valid"));
          return FALSE;
        }
    }
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

  return _gmp_turn_apply_answer (state, log, dice, &cache, question, answer, error);
}

/* Applies an answer the question allows, then advances. */
gboolean
_gmp_turn_apply_answer (GmpState          *state,
                        GmpLog            *log,
                        GmpDice           *dice,
                        GmpTurnCache      *cache,
                        const GmpQuestion *question,
                        int                answer,
                        GError           **error)
{
  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      if (answer == GMP_ANSWER_RANDOM)
        {
          /* Answers after RANDOM are the chits in the cup, in board order */
          guint n = question->answers->len - 1;
          guint pick = gmp_dice_choose (dice, n);
          _gmp_turn_draw_chit (state, log, g_array_index (question->answers, int, pick + 1), TRUE);
        }
      else
        _gmp_turn_draw_chit (state, log, answer, FALSE);
      break;

    case GMP_QUESTION_GUARD_VALUE:
      {
        int city = _gmp_turn_unit_at (state, question->subject)->city;
        g_autofree guint *mp_before = g_new (guint, state->units->len);
        g_autofree guint8 *waiting = g_new0 (guint8, state->units->len);

        /* The units whose move waits for the Guards may go on (Rules note 9) */
        for (guint u = 0; u < state->units->len; u++)
          {
            waiting[u] = _gmp_turn_unit_at (state, u)->pending_move;
            mp_before[u] = _gmp_turn_unit_at (state, u)->mp_used;
          }
        /* The Guards are logged when they flip: with the last value given */
        if (gmp_movement_reveal_guard_logged (state, log, question->subject, answer, error)
            == GMP_MOVE_FAILED)
          return FALSE;
        for (guint u = 0; u < state->units->len; u++)
          if (waiting[u] && _gmp_turn_unit_at (state, u)->place == GMP_PLACE_MAP
              && _gmp_turn_unit_at (state, u)->city != city)
            gmp_log_add_unit_move (log, state, u, city,
                                   _gmp_turn_unit_at (state, u)->mp_used - mp_before[u]);
      }
      break;

    case GMP_QUESTION_MOVEMENT:
      _gmp_turn_log_add (log, state, GMP_LOG_MOVEMENT_DONE, state->active_formation, 0, 0, 0);
      state->step = GMP_STEP_COMBAT;
      break;

    case GMP_QUESTION_COMBAT:
      _gmp_turn_clear_combat (state);
      state->combat_city = answer;
      if (!_gmp_turn_resolve_pending_combat (state, log, cache, error))
        {
          _gmp_turn_clear_combat (state);
          return FALSE;
        }
      break;

    case GMP_QUESTION_COMBAT_FX:
      state->combat_fx[question->side] = answer;
      if (!_gmp_turn_resolve_pending_combat (state, log, cache, error))
        {
          state->combat_fx[question->side] = GMP_NONE;
          return FALSE;
        }
      break;

    case GMP_QUESTION_FORT_OPTION:
      {
        int fort = gmp_board_fort_at (state->board, question->subject);
        int target = answer >= GMP_FORT_CHOICE_SORTIE_BASE ? answer - GMP_FORT_CHOICE_SORTIE_BASE : -1;

        /* Rules note 18 */
        state->fort_choice[fort] = answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer;
        if (target >= 0)
          _gmp_turn_sortie_begin (state, fort, target);
        _gmp_turn_log_add (log, state, GMP_LOG_FORT_OPTION, question->subject,
                           target >= 0 ? GMP_FORT_OPTION_SORTIE
                           : answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer, target, 0);
      }
      break;

    case GMP_QUESTION_COMBAT_DICE:
      {
        GmpCombat *rolled = _gmp_turn_combat_roll (state, dice, cache, error);

        if (rolled == NULL)
          return FALSE;
        /* The combat built before its dice is the one they are for: nothing
         * else changed (_gmp_turn_combat_replay() takes it) */
        if (!_gmp_turn_combat_continue (state, log, cache, rolled, error))
          {
            /* Dice the combat cannot take: the players may roll again */
            state->combat_rolled = FALSE;
            g_array_set_size (state->combat_dice, 0);
            return FALSE;
          }
      }
      break;

    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      g_array_append_val (state->combat_answers, answer);
      if (!_gmp_turn_combat_continue (state, log, cache, NULL, error))
        {
          g_array_set_size (state->combat_answers, state->combat_answers->len - 1);
          return FALSE;
        }
      break;

    case GMP_QUESTION_HOLD:
      if (answer == GMP_ANSWER_PASS)
        _gmp_turn_log_add (log, state, GMP_LOG_NO_HOLD, question->side, 0, 0, 0);
      else
        {
          /* Rules note 5 */
          state->chits[answer].place = GMP_CHIT_HELD;
          _gmp_turn_log_add (log, state, GMP_LOG_HOLD, question->side, answer, 0, 0);
        }
      state->step++;
      break;

    case GMP_QUESTION_RETURN_UNIT:
      {
        GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

        /* Rules notes 6, 32: back on the map, Fresh */
        unit->place = GMP_PLACE_MAP;
        unit->city = answer;
        unit->turn = 0;
        unit->reduced = FALSE;
        _gmp_turn_log_add (log, state, GMP_LOG_UNIT_RETURNED, question->subject, answer,
                           unit->type, unit->formation);
      }
      break;

    case GMP_QUESTION_DANGER:
      if (!_gmp_turn_roll_for_danger (state, log, dice, error))
        return FALSE;
      break;

    case GMP_QUESTION_PLACE_ALLY:
      {
        GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

        /* Rules note 23 */
        unit->place = GMP_PLACE_MAP;
        unit->city = answer;
        _gmp_turn_log_add (log, state, GMP_LOG_ALLY_PLACED, question->subject, answer,
                           unit->type, unit->formation);
      }
      break;

    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      g_assert_not_reached ();
    }

  return _gmp_turn_advance (state, log, cache, error);
}
