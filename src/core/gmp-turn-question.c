/* gmp-turn-question.c: the question a state asks: who decides, and every legal answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Flow of Play" (1. Fade In, 2. Action, 3. Fade Out). Derived from
 * the state alone (gmp-turn.h). Rules notes 1, 4, 5, 6, 9, 15, 18, 20, 21, 23,
 * 36. Its words for people are in gmp-turn-question-text.c.
 */

#include "config.h"

#include "gmp-movement.h"
#include "gmp-question-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-forts-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-cache-private.h"
#include "gmp-turn-cup-private.h"
#include "gmp-turn-reinforcements-private.h"
#include "gmp-turn-danger-private.h"

static void
add_uint_answers (GmpQuestion *question,
                  GArray      *values)
{
  for (guint i = 0; i < values->len; i++)
    _gmp_question_add_answer (question, g_array_index (values, guint, i));
}

/* The Guard values the pool can show: blank and each die value, once. */
static void
add_guard_values (GmpQuestion    *question,
                  const GmpState *state)
{
  /* Rules note 36: only values a counter is left in the pool for */
  for (int v = GMP_GUARD_BLANK; v < GMP_GUARD_N_VALUES; v++)
    if (gmp_state_guard_value_left (state, v))
      _gmp_question_add_answer (question, v);
}

GmpQuestion *
gmp_turn_get_question (const GmpState *state)
{
  g_auto(GmpTurnCache) cache = { 0, };

  return _gmp_turn_get_question (state, &cache, NULL);
}

GmpQuestion *
_gmp_turn_get_question (const GmpState *state,
                        GmpTurnCache   *cache,
                        GmpQuestion    *reuse)
{
  GmpQuestion *question = reuse;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (cache != NULL, NULL);

  if (question == NULL)
    question = _gmp_question_new ();
  else
    _gmp_question_reset (question);
  question->suggested = GMP_NONE;

  switch (state->phase)
    {
    case GMP_PHASE_ACTION:
    case GMP_PHASE_FADE_IN:
      if (state->step == GMP_STEP_COMBAT && state->active_formation >= 0 && state->move_pending
          && gmp_movement_pending_guards (state, NULL, 0) > 0)
        {
          guint guards[1];

          /* Rules notes 9, 15: an overrun advance revealed Guards */
          gmp_movement_pending_guards (state, guards, 1);
          question->kind = GMP_QUESTION_GUARD_VALUE;
          question->side = GMP_SIDE_HUMANS;
          question->subject = guards[0];
          add_guard_values (question, state);
        }
      else if (state->step == GMP_STEP_FORT_OPTION && state->active_formation >= 0)
        {
          int fort = _gmp_turn_fort_to_ask (state);

          question->kind = GMP_QUESTION_FORT_OPTION;
          question->side = GMP_SIDE_HUMANS;
          if (fort != GMP_NONE)
            {
              question->subject = state->board->forts[fort].city;
              _gmp_turn_add_fort_answers (question, state, fort);
            }
        }
      else if (state->step == GMP_STEP_COMBAT_RESOLVE && state->active_formation >= 0
               && state->combat_city >= 0 && (guint) state->combat_city < state->board->n_cities)
        {
          const GmpQuestion *ask = NULL;

          if (_gmp_turn_cached_replay (cache, state, NULL, &ask, NULL, NULL) != NULL
              && ask->kind != GMP_QUESTION_NONE)
            {
              question->kind = ask->kind;
              question->side = ask->side;
              question->subject = ask->subject;
              question->suggested = ask->suggested;
              g_array_append_vals (question->answers, ask->answers->data, ask->answers->len);
            }
        }
      else if (state->step == GMP_STEP_MOVE && state->active_formation >= 0)
        {
          question->side = state->board->formations[state->active_formation].side;
          question->subject = state->active_formation;
          if (state->move_pending)
            {
              guint guards[1];

              /* Rules note 9: the players say what the flipped Guard shows */
              if (gmp_movement_pending_guards (state, guards, 1) > 0)
                {
                  question->kind = GMP_QUESTION_GUARD_VALUE;
                  question->side = GMP_SIDE_HUMANS;
                  question->subject = guards[0];
                  add_guard_values (question, state);
                  break;
                }
            }
          question->kind = GMP_QUESTION_MOVEMENT;
          _gmp_question_add_answer (question, GMP_ANSWER_DONE);
        }
      else if (state->step == GMP_STEP_COMBAT_FX && state->active_formation >= 0)
        {
          const GArray *chits = NULL;
          GmpSide side = _gmp_turn_cached_fx_side (cache, state, &chits);

          _gmp_turn_set_fx_question (question, state, side, chits);
        }
      else if (state->step == GMP_STEP_COMBAT && state->active_formation >= 0)
        {
          const GArray *combats = _gmp_turn_cached_combats (cache, state);

          question->kind = GMP_QUESTION_COMBAT;
          question->side = state->board->formations[state->active_formation].side;
          question->subject = state->active_formation;
          g_array_append_vals (question->answers, combats->data, combats->len);
        }
      else if (state->phase == GMP_PHASE_ACTION && state->step == GMP_STEP_BEGIN)
        {
          int chits[256];
          guint n = _gmp_turn_count_cup (state, NULL);

          question->kind = GMP_QUESTION_DRAW_CHIT;
          if (n > 0 && n <= G_N_ELEMENTS (chits))
            {
              _gmp_turn_count_cup (state, chits);
              _gmp_question_add_answer (question, GMP_ANSWER_RANDOM);
              g_array_append_vals (question->answers, chits, n);
            }
        }
      else if (state->phase == GMP_PHASE_FADE_IN && state->step == GMP_STEP_RETURN_UNITS)
        {
          int id = _gmp_turn_first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);

          question->kind = GMP_QUESTION_RETURN_UNIT;
          question->subject = id;
          if (id != GMP_NONE)
            {
              g_autoptr(GArray) hives = gmp_turn_legal_hives (state, id);
              add_uint_answers (question, hives);
            }
        }
      break;

    case GMP_PHASE_FADE_OUT:
      switch (state->step)
        {
        case GMP_STEP_HOLD_SWARM:
        case GMP_STEP_HOLD_HUMANS:
          {
            g_autoptr(GArray) chits = NULL;

            question->kind = GMP_QUESTION_HOLD;
            question->side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
            chits = _gmp_turn_holdable_chits (state, question->side);
            _gmp_question_add_answer (question, GMP_ANSWER_PASS);
            g_array_append_vals (question->answers, chits->data, chits->len);
          }
          break;

        case GMP_STEP_DANGER:
          question->kind = GMP_QUESTION_DANGER;
          if (_gmp_turn_danger_applies (state))
            {
              question->side = state->board->chits[state->danger_face].owner;
              _gmp_question_add_answer (question, GMP_ANSWER_RANDOM);
            }
          break;

        case GMP_STEP_PLACE_ALLIES:
          question->kind = GMP_QUESTION_PLACE_ALLY;
          question->side = GMP_SIDE_HUMANS;
          for (guint i = 0; i < state->units->len && state->allied_nation != GMP_NONE; i++)
            {
              const GmpUnit *unit = _gmp_turn_unit_at (state, i);
              g_autoptr(GArray) cities = NULL;

              if (unit->place != GMP_PLACE_RESERVE || unit->formation != state->allied_nation)
                continue;
              cities = gmp_turn_legal_flag_cities (state, i);
              if (cities->len > 0)
                {
                  question->subject = i;
                  add_uint_answers (question, cities);
                  break;
                }
            }
          break;

        default:
          break;
        }
      break;

    case GMP_PHASE_SETUP:
    case GMP_PHASE_GAME_OVER:
    default:
      break;
    }

  _gmp_question_settle (question);
  return question;
}
