/* gmp-player-choose.c: the strong player's answer to each question of the turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every answer the question offers gets a worth for the side asked: a
 * battle's by its exact odds (which combat next, each FX, each Fort
 * option), an allocation by what it costs the side (rules note 12), a
 * retreat, displacement, advance, hive or flag city by the position it
 * leaves (one answer ahead, gmp_turn_preview()), a held chit by the
 * formation it keeps ready (rules note 5). The best is played.
 */

#include "config.h"

#include "gmp-player-private.h"

/* Larger is better for `side`: the Swarm's values as they are, the Humans'
 * turned round */
static double
for_side (GmpSide side,
          double  swarm_value)
{
  return side == GMP_SIDE_SWARM ? swarm_value : -swarm_value;
}

static GmpSide
acting_side (const GmpState *state)
{
  if (state->active_formation < 0 || (guint) state->active_formation >= state->board->n_formations)
    return GMP_SIDE_SWARM;
  return state->board->formations[state->active_formation].side;
}

static double
battle_value (GmpPlayer      *player,
              const GmpState *state,
              guint           city,
              GmpCombatMode   mode,
              int             swarm_fx,
              int             humans_fx)
{
  g_autoptr(GmpOdds) odds = gmp_odds_compute (state, city, acting_side (state), mode,
                                              swarm_fx, humans_fx, NULL, 0, NULL);

  if (odds == NULL)
    return 0.0;
  return _gmp_player_odds_value (player, state, city, odds);
}

static int
fx_of (int answer)
{
  return answer >= 0 ? answer : GMP_NONE;
}

/* Rules note 20: an FX returns to the cup at Fade Out, so it is played as
 * soon as it helps; a small margin keeps it for a battle it changes more */
#define FX_MARGIN 2.0

static void
score_fx (GmpPlayer         *player,
          const GmpState    *state,
          const GmpQuestion *question,
          double            *scores)
{
  guint city = (guint) state->combat_city;
  GmpCombatMode mode = _gmp_turn_combat_mode (state, city);
  GmpSide other = question->side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
  int other_fx = fx_of (state->combat_fx[other]);

  for (guint i = 0; i < question->answers->len; i++)
    {
      int answer = g_array_index (question->answers, int, i);
      int mine = fx_of (answer);
      double v = battle_value (player, state, city, mode,
                               question->side == GMP_SIDE_SWARM ? mine : other_fx,
                               question->side == GMP_SIDE_SWARM ? other_fx : mine);

      scores[i] = for_side (question->side, v) - (mine != GMP_NONE ? FX_MARGIN : 0.0);
    }
}

static void
score_combats (GmpPlayer         *player,
               const GmpState    *state,
               const GmpQuestion *question,
               double            *scores)
{
  for (guint i = 0; i < question->answers->len; i++)
    {
      guint city = (guint) g_array_index (question->answers, int, i);

      scores[i] = for_side (question->side,
                            battle_value (player, state, city,
                                          _gmp_turn_combat_mode (state, city),
                                          GMP_NONE, GMP_NONE));
    }
}

/* Human units of the activated formation in city, with Swarm units there:
 * without an option the city's combat is fought all the same (rules note 4) */
static gboolean
fights_anyway (const GmpState *state,
               guint           city)
{
  const GmpBoard *board = state->board;
  gboolean acting = FALSE;

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, i);

      if (u->place == GMP_PLACE_MAP && u->city == (int) city
          && u->formation == state->active_formation && !u->retreated_in)
        acting = TRUE;
    }
  (void) board;
  return acting && gmp_state_units_in_city (state, city, GMP_SIDE_SWARM, NULL, 0) > 0;
}

/* Below any worth a position or a battle has (GMP_PLAYER_WIN is the most) */
#define SORTIE_LAST (4.0 * GMP_PLAYER_WIN)

static void
score_fort_options (GmpPlayer         *player,
                    const GmpState    *state,
                    const GmpQuestion *question,
                    double            *scores)
{
  guint city = (guint) question->subject;
  g_autoptr(GPtrArray) variants = NULL;

  if ((guint) question->subject >= state->board->n_cities)
    city = state->board->forts[0].city;
  variants = gmp_odds_what_if_fort (state, city, GMP_NONE, NULL);
  for (guint i = 0; i < question->answers->len; i++)
    {
      int answer = g_array_index (question->answers, int, i);
      double v = 0.0;

      if (answer == GMP_ANSWER_PASS)
        v = fights_anyway (state, city)
            ? battle_value (player, state, city, GMP_COMBAT_NORMAL, GMP_NONE, GMP_NONE) : 0.0;
      else if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        /* The Fort stands alone: what it holds is given up */
        v = 200.0 * _gmp_player_fort_worth (player, state, city);
      else
        {
          v = 0.0;
          for (guint k = 0; variants != NULL && k < variants->len; k++)
            {
              const GmpOddsVariant *variant = g_ptr_array_index (variants, k);
              gboolean match = answer >= GMP_FORT_CHOICE_SORTIE_BASE
                               ? variant->option == GMP_FORT_OPTION_SORTIE
                                 && variant->city == (guint) (answer - GMP_FORT_CHOICE_SORTIE_BASE)
                               : variant->option == (GmpFortOptions) answer;

              if (!match || variant->odds == NULL || variant->odds->fx[GMP_SIDE_SWARM] != GMP_NONE
                  || variant->odds->fx[GMP_SIDE_HUMANS] != GMP_NONE)
                continue;
              v = _gmp_player_odds_value (player, state, variant->city, variant->odds);
              break;
            }
        }
      scores[i] = for_side (GMP_SIDE_HUMANS, v);
      /* A Sortie is a battle the Humans start: ranked after every other
       * answer, as the Humans start no battle by moving either
       * (gmp-player-move.c), though the odds still order the Sorties */
      if (answer >= GMP_FORT_CHOICE_SORTIE_BASE)
        scores[i] -= SORTIE_LAST;
    }
}

/* Rules note 12: the worth an allocation takes from the side */
static void
score_allocations (GmpPlayer         *player,
                   const GmpState    *state,
                   const GmpQuestion *question,
                   double            *scores)
{
  g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);
  const GmpBoard *board = state->board;

  for (guint i = 0; i < question->answers->len; i++)
    {
      int answer = g_array_index (question->answers, int, i);
      const GmpAllocation *allocation;
      double loss = 0.0;

      if (allocations == NULL || answer < 0 || (guint) answer >= allocations->len)
        {
          scores[i] = -G_MAXDOUBLE / 4;
          continue;
        }
      allocation = g_ptr_array_index (allocations, answer);
      for (guint k = 0; k < allocation->n_units; k++)
        {
          guint id = allocation->units[k];
          const GmpUnit *u = &g_array_index (state->units, GmpUnit, id);
          const GmpUnitType *type = &board->unit_types[u->type];
          guint capacity = type->has_reduced && !u->reduced ? 2 : 1;
          double now = _gmp_player_unit_value (player, state, id);

          if (allocation->hits[k] == 0)
            continue;
          loss += allocation->hits[k] >= capacity ? now : now - player->type_value[2 * u->type + 1];
        }
      loss += allocation->fort_hits * 3.0;
      /* The default keeps the most units: it wins a tie */
      scores[i] = -loss + (answer == question->suggested ? 1e-6 : 0.0);
    }
}

/* Rules note 5: the formation kept ready for the next Fade In */
static void
score_holds (GmpPlayer         *player,
             const GmpState    *state,
             const GmpQuestion *question,
             double            *scores)
{
  const GmpBoard *board = state->board;

  for (guint i = 0; i < question->answers->len; i++)
    {
      int answer = g_array_index (question->answers, int, i);
      double v = 0.0;

      if (answer >= 0 && (guint) answer < board->n_chits)
        {
          int formation = board->chits[answer].formation;

          for (guint u = 0; u < state->units->len; u++)
            {
              const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

              if (unit->place != GMP_PLACE_MAP || unit->formation != formation)
                continue;
              if (question->side == GMP_SIDE_SWARM)
                v += _gmp_player_unit_value (player, state, u)
                     * (9.0 - _gmp_player_swarm_distance (player, state, (guint) unit->city, NULL));
              else
                v += _gmp_player_unit_value (player, state, u)
                     * (1.0 + _gmp_player_fort_worth (player, state, (guint) unit->city));
            }
          v += 0.01;
        }
      scores[i] = v;
    }
}

/* One answer ahead: the position each answer leaves */
static void
score_by_position (GmpPlayer         *player,
                   const GmpState    *state,
                   const GmpQuestion *question,
                   double            *scores)
{
  for (guint i = 0; i < question->answers->len; i++)
    {
      int answer = g_array_index (question->answers, int, i);
      g_autoptr(GmpState) work = gmp_state_copy (state);
      g_autoptr(GmpState) preview = NULL;

      if (!gmp_turn_answer (work, NULL, player->scratch, answer, NULL))
        {
          scores[i] = -G_MAXDOUBLE / 4;
          continue;
        }
      preview = gmp_turn_preview (work);
      scores[i] = for_side (question->side, _gmp_player_evaluate (player, preview));
    }
}

double *
_gmp_player_score_answers (GmpPlayer         *player,
                           const GmpState    *state,
                           const GmpQuestion *question)
{
  g_autofree double *scores = NULL;

  g_return_val_if_fail (player != NULL && state != NULL && question != NULL, NULL);

  _gmp_player_prepare (player, state->board);
  switch (question->kind)
    {
    case GMP_QUESTION_NONE:
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_N_QUESTIONS:
    default:
      return NULL;
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_COMBAT_FX:
    case GMP_QUESTION_FORT_OPTION:
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      break;
    }

  scores = g_new0 (double, MAX (question->answers->len, 1));
  switch (question->kind)
    {
    case GMP_QUESTION_COMBAT:
      score_combats (player, state, question, scores);
      break;
    case GMP_QUESTION_COMBAT_FX:
      score_fx (player, state, question, scores);
      break;
    case GMP_QUESTION_FORT_OPTION:
      score_fort_options (player, state, question, scores);
      break;
    case GMP_QUESTION_ALLOCATION:
      score_allocations (player, state, question, scores);
      break;
    case GMP_QUESTION_HOLD:
      score_holds (player, state, question, scores);
      break;
    case GMP_QUESTION_NONE:
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
    case GMP_N_QUESTIONS:
    default:
      score_by_position (player, state, question, scores);
      break;
    }
  return g_steal_pointer (&scores);
}

int
_gmp_player_choose (GmpPlayer         *player,
                    const GmpState    *state,
                    const GmpQuestion *question)
{
  g_autofree double *scores = NULL;
  guint best = 0;

  g_return_val_if_fail (question->answers->len > 0, GMP_ANSWER_DONE);

  /* A question with one answer needs no thought */
  if (question->answers->len == 1)
    return g_array_index (question->answers, int, 0);
  scores = _gmp_player_score_answers (player, state, question);
  if (scores == NULL)
    return g_array_index (question->answers, int, 0);
  for (guint i = 1; i < question->answers->len; i++)
    if (scores[i] > scores[best])
      best = i;
  return g_array_index (question->answers, int, best);
}
