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
#include "gmp-turn-private.h"

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

/* Rules note 9: the players say what a flipped Guard shows */
static void
ask_guard_value (GmpQuestion    *question,
                 const GmpState *state,
                 guint           guard)
{
  question->kind = GMP_QUESTION_GUARD_VALUE;
  question->side = GMP_SIDE_HUMANS;
  question->subject = guard;
  add_guard_values (question, state);
}

/* Rules note 18: the next Fort's option, for the Humans */
static void
ask_fort_option (GmpQuestion    *question,
                 const GmpState *state)
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

/* The next decision of the combat being resolved, as its replay finds it
 * (rules notes 12-15, 18) */
static void
ask_combat_decision (GmpQuestion    *question,
                     const GmpState *state,
                     GmpTurnCache   *cache)
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

/* Rules note 4: the formation moves, then says it is done; a move that
 * flipped a Guard waits for its value first (note 9) */
static void
ask_movement (GmpQuestion    *question,
              const GmpState *state)
{
  question->side = state->board->formations[state->active_formation].side;
  question->subject = state->active_formation;
  if (state->move_pending)
    {
      guint guards[1];

      if (gmp_movement_pending_guards (state, guards, 1) > 0)
        {
          ask_guard_value (question, state, guards[0]);
          return;
        }
    }
  question->kind = GMP_QUESTION_MOVEMENT;
  _gmp_question_add_answer (question, GMP_ANSWER_DONE);
}

/* Rules note 4: the acting side chooses its next combat */
static void
ask_combat (GmpQuestion    *question,
            const GmpState *state,
            GmpTurnCache   *cache)
{
  const GArray *combats = _gmp_turn_cached_combats (cache, state);

  question->kind = GMP_QUESTION_COMBAT;
  question->side = state->board->formations[state->active_formation].side;
  question->subject = state->active_formation;
  g_array_append_vals (question->answers, combats->data, combats->len);
}

/* Rules note 1: a chit from the cup, or one the dice choose */
static void
ask_draw (GmpQuestion    *question,
          const GmpState *state)
{
  int chits[256];
  guint n;

  /* Listed in one pass when every chit fits, counted first otherwise */
  if (state->board->n_chits <= G_N_ELEMENTS (chits))
    n = _gmp_turn_count_cup (state, chits);
  else if ((n = _gmp_turn_count_cup (state, NULL)) <= G_N_ELEMENTS (chits))
    _gmp_turn_count_cup (state, chits);
  question->kind = GMP_QUESTION_DRAW_CHIT;
  if (n > 0 && n <= G_N_ELEMENTS (chits))
    {
      _gmp_question_add_answer (question, GMP_ANSWER_RANDOM);
      g_array_append_vals (question->answers, chits, n);
    }
}

/* Rules note 6: the hive the first returning Swarm unit goes to */
static void
ask_return_unit (GmpQuestion    *question,
                 const GmpState *state)
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

/* Fade In and Action: an activation's questions, the draw, the returning
 * units (rulebook, Fade In Phase and Action Phase) */
static void
ask_fade_in_or_action (GmpQuestion    *question,
                       const GmpState *state,
                       GmpTurnCache   *cache)
{
  gboolean active = state->active_formation >= 0;

  if (state->step == GMP_STEP_COMBAT && active && state->move_pending
      && gmp_movement_pending_guards (state, NULL, 0) > 0)
    {
      guint guards[1];

      /* Rules notes 9, 15: an overrun advance revealed Guards */
      gmp_movement_pending_guards (state, guards, 1);
      ask_guard_value (question, state, guards[0]);
    }
  else if (state->step == GMP_STEP_FORT_OPTION && active)
    ask_fort_option (question, state);
  else if (state->step == GMP_STEP_COMBAT_RESOLVE && active
           && state->combat_city >= 0 && (guint) state->combat_city < state->board->n_cities)
    ask_combat_decision (question, state, cache);
  else if (state->step == GMP_STEP_MOVE && active)
    ask_movement (question, state);
  else if (state->step == GMP_STEP_COMBAT_FX && active)
    {
      const GArray *chits = NULL;
      GmpSide side = _gmp_turn_cached_fx_side (cache, state, &chits);

      _gmp_turn_set_fx_question (question, state, side, chits);
    }
  else if (state->step == GMP_STEP_COMBAT && active)
    ask_combat (question, state, cache);
  else if (state->phase == GMP_PHASE_ACTION && state->step == GMP_STEP_BEGIN)
    ask_draw (question, state);
  else if (state->phase == GMP_PHASE_FADE_IN && state->step == GMP_STEP_RETURN_UNITS)
    ask_return_unit (question, state);
}

/* Rules note 23: the city with its flag the first Allied unit that fits
 * arrives in */
static void
ask_place_ally (GmpQuestion    *question,
                const GmpState *state)
{
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
}

/* Fade Out: holding (rules note 5), Danger (note 21), the Allied units
 * (note 23) (rulebook, Fade Out Phase) */
static void
ask_fade_out (GmpQuestion    *question,
              const GmpState *state)
{
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
      ask_place_ally (question, state);
      break;

    default:
      break;
    }
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
      ask_fade_in_or_action (question, state, cache);
      break;
    case GMP_PHASE_FADE_OUT:
      ask_fade_out (question, state);
      break;
    case GMP_PHASE_SETUP:
    case GMP_PHASE_GAME_OVER:
    default:
      break;
    }

  _gmp_question_settle (question);
  return question;
}
