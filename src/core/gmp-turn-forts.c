/* gmp-turn-forts.c: the Fort options and the Sortie
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Fort Combat". Rules note 18 (the options a Fort offers the
 * Humans when a formation activates: Full Attack, Barrage, Withdrawal, Sortie;
 * the Sortie's units and their return), note 7 (stacking in the city attacked
 * and in the Fort).
 */

#include "config.h"

#include "gmp-combat.h"
#include "gmp-question-private.h"
#include "gmp-state-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-forts-private.h"

/* The Fort city a Sortie into city came from (rules note 18), or GMP_NONE. */
static int
sortie_origin (const GmpState *state,
               guint           city)
{
  for (guint fort = 0; fort < state->board->n_forts; fort++)
    if (state->fort_choice[fort] == GMP_ANSWER_SORTIE (city))
      return state->board->forts[fort].city;
  return GMP_NONE;
}

/* The units that went out on the Sortie into the combat's city and are still
 * there: they left the Fort without spending MP (begin_sortie) and cannot
 * have moved since, so units of the formation that walked in are not among
 * them. Returns how many, ids in ids (at most GMP_COMBAT_MAX_UNITS). */
guint
_gmp_turn_sortie_units_left (const GmpState  *state,
                             const GmpCombat *combat,
                             guint           *ids)
{
  int from = sortie_origin (state, combat->city);
  guint n = 0;

  if (from == GMP_NONE)
    return 0;
  for (guint i = 0; i < combat->combatants->len && n < GMP_COMBAT_MAX_UNITS; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnit *unit;

      if (c->kind != GMP_COMBATANT_UNIT || c->side != GMP_SIDE_HUMANS)
        continue;
      unit = _gmp_turn_unit_at (state, c->unit);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) combat->city
          && unit->moved_from == from && unit->mp_used == 0)
        ids[n++] = c->unit;
    }
  return n;
}

/* Rules notes 7, 18: the return is offered only to a Fort still standing,
 * free of Swarm units, with room for every returning unit. */
gboolean
_gmp_turn_sortie_may_return (const GmpState  *state,
                             const GmpCombat *combat)
{
  guint ids[GMP_COMBAT_MAX_UNITS];
  guint n = _gmp_turn_sortie_units_left (state, combat, ids);
  int from = sortie_origin (state, combat->city);

  return n > 0 && gmp_state_has_fort (state, from)
         && gmp_state_units_in_city (state, from, GMP_SIDE_SWARM, NULL, 0) == 0
         && gmp_state_stack_count (state, from, GMP_SIDE_HUMANS) + n
            <= state->board->rules.stacking_limit;
}

void
_gmp_turn_sortie_return (GmpState        *state,
                         const GmpCombat *combat)
{
  guint ids[GMP_COMBAT_MAX_UNITS];
  guint n = _gmp_turn_sortie_units_left (state, combat, ids);
  int from = sortie_origin (state, combat->city);

  for (guint i = 0; i < n; i++)
    {
      _gmp_state_unit_set_place (state, ids[i], GMP_PLACE_MAP, from);
      g_array_index (state->units, GmpUnit, ids[i]).moved_from = combat->city;
    }
}

/* The next Fort whose option the Humans choose in this activation, or GMP_NONE. */
int
_gmp_turn_fort_to_ask (const GmpState *state)
{
  const GmpBoard *board = state->board;

  /* Rules note 18: options are offered for the Fort of the activated
   * formation, or one its units are in: gmp_fort_options() rules on that
   * from the Fort's own units (the state's index) */
  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      guint city = board->forts[fort].city;

      if (state->fort_choice[fort] == GMP_FORT_CHOICE_NONE
          && gmp_fort_options (state, city, state->active_formation) != 0)
        return fort;
    }
  return GMP_NONE;
}

/* The units that go out on a Sortie from city, ids ascending, into ids
 * (room for the city's units; NULL: only counted) */
static guint
sortie_units (const GmpState *state,
              guint           city,
              guint          *ids)
{
  GmpCityIter it;
  guint n = 0, id;

  for (_gmp_city_iter_init (&it, _gmp_state_index_get (state), city); _gmp_city_iter_next (&it, &id);)
    if (gmp_fort_sortie_unit (state, id, city))
      {
        if (ids != NULL)
          ids[n] = id;
        n++;
      }
  return n;
}

void
_gmp_turn_add_fort_answers (GmpQuestion    *question,
                            const GmpState *state,
                            guint           fort)
{
  const GmpBoard *board = state->board;
  guint city = board->forts[fort].city;
  GmpFortOptions options = gmp_fort_options (state, city, state->active_formation);

  _gmp_question_add_answer (question, GMP_ANSWER_PASS);
  if (options & GMP_FORT_OPTION_FULL_ATTACK)
    _gmp_question_add_answer (question, GMP_FORT_OPTION_FULL_ATTACK);
  if (options & GMP_FORT_OPTION_BARRAGE)
    _gmp_question_add_answer (question, GMP_FORT_OPTION_BARRAGE);
  if (options & GMP_FORT_OPTION_WITHDRAWAL)
    _gmp_question_add_answer (question, GMP_FORT_OPTION_WITHDRAWAL);
  if (options & GMP_FORT_OPTION_SORTIE)
    {
      /* The same units go out whatever the target: counted once, if asked */
      int going = -1;

      for (guint k = 0; k < board->cities[city].n_neighbours; k++)
        {
          guint next = board->cities[city].neighbours[k];

          if (gmp_state_units_in_city (state, next, GMP_SIDE_SWARM, NULL, 0) == 0)
            continue;
          if (going < 0)
            going = sortie_units (state, city, NULL);
          /* Rules note 7: the sortie units must fit in the city they attack */
          if (gmp_state_stack_count (state, next, GMP_SIDE_HUMANS) + going
              <= board->rules.stacking_limit)
            _gmp_question_add_answer (question, GMP_ANSWER_SORTIE (next));
        }
    }
}

/* Rules note 18: the Human units in the Fort go out together to fight in
 * the adjacent Swarm city; from there they may go back after winning. */
static void
begin_sortie (GmpState *state,
              guint     fort,
              guint     target)
{
  guint from = state->board->forts[fort].city;
  guint small[64];
  g_autofree guint *big = NULL;
  guint n_in = gmp_state_units_in_city (state, from, GMP_N_SIDES, NULL, 0);
  guint *ids = n_in <= G_N_ELEMENTS (small) ? small : (big = g_new (guint, n_in));
  guint n = sortie_units (state, from, ids);

  /* Listed first: moving them changes the city's units */
  for (guint k = 0; k < n; k++)
    {
      guint i = ids[k];
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      _gmp_state_unit_set_place (state, i, GMP_PLACE_MAP, (int) target);
      unit->moved_from = from;
      unit->moved = TRUE;
      unit->stopped = TRUE;
    }
}

GArray *
_gmp_turn_fort_answers (const GmpState *state,
                        guint           fort)
{
  g_autoptr(GmpQuestion) question = _gmp_question_new ();

  g_return_val_if_fail (state != NULL && fort < state->board->n_forts, NULL);

  _gmp_turn_add_fort_answers (question, state, fort);
  return g_array_ref (question->answers);
}

void
_gmp_turn_begin_sortie (GmpState *state,
                        guint     fort,
                        guint     target)
{
  g_return_if_fail (state != NULL && fort < state->board->n_forts);
  g_return_if_fail (target < state->board->n_cities);

  begin_sortie (state, fort, target);
}

/* Rules note 18: the Humans' option for the Fort in city (a GmpFortOptions
 * bit, a Sortie against a city, or GMP_ANSWER_PASS); a Sortie's units go out
 * at once. */
void
_gmp_turn_choose_fort_option (GmpState *state,
                              GmpLog   *log,
                              int       city,
                              int       answer)
{
  int fort = gmp_board_fort_at (state->board, city);
  int target = answer >= GMP_FORT_CHOICE_SORTIE_BASE ? answer - GMP_FORT_CHOICE_SORTIE_BASE : -1;

  /* Rules note 18 */
  state->fort_choice[fort] = answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer;
  if (target >= 0)
    begin_sortie (state, fort, target);
  _gmp_turn_log_add (log, state, GMP_LOG_FORT_OPTION, city,
                     target >= 0 ? GMP_FORT_OPTION_SORTIE
                     : answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer, target, 0);
}
