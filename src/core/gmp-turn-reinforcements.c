/* gmp-turn-reinforcements.c: returning Swarm units and Allied reinforcements
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Fade In Phase" (Swarm units back to their Hives) and "Allied
 * Reinforcements". Rules note 6 (a Hive of its formation, not enemy-occupied,
 * within stacking), note 23 (a city with the nation's flag, never
 * Swarm-occupied, within stacking).
 */

#include "config.h"

#include "gmp-state-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-reinforcements.h"
#include "gmp-turn-reinforcements-private.h"

int
_gmp_turn_first_unit_in (const GmpState *state,
                         GmpPlace        place,
                         int             formation)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = _gmp_turn_unit_at (state, i);

      if (unit->place == place && (formation == GMP_NONE || unit->formation == formation))
        return i;
    }
  return GMP_NONE;
}

/* cities: the state's index */
typedef gboolean (*CityAccepts) (const GmpState     *state,
                                 const GmpCityUnits *cities,
                                 guint               city,
                                 int                 formation);

/* Rules note 6: a hive of its formation holding no enemy unit, within stacking */
static gboolean
hive_accepts (const GmpState     *state,
              const GmpCityUnits *cities,
              guint               city,
              int                 formation)
{
  const GmpBoard *board = state->board;

  return board->cities[city].hive == formation
         && _gmp_state_stack_at (state, cities, city, GMP_SIDE_HUMANS) == 0
         && _gmp_state_stack_at (state, cities, city, GMP_SIDE_SWARM) < board->rules.stacking_limit;
}

/* Rules note 23: a city with its flag, never Swarm-occupied, within stacking
 * (the Swarm's count is of units alone) */
static gboolean
flag_city_accepts (const GmpState     *state,
                   const GmpCityUnits *cities,
                   guint               city,
                   int                 formation)
{
  const GmpBoard *board = state->board;

  return board->cities[city].flag == formation
         && _gmp_state_stack_at (state, cities, city, GMP_SIDE_SWARM) == 0
         && _gmp_state_stack_at (state, cities, city, GMP_SIDE_HUMANS) < board->rules.stacking_limit;
}

/* The cities that accept unit id, by its formation; none without one. */
static GArray *
cities_accepting (const GmpState *state,
                  guint           id,
                  CityAccepts     accepts)
{
  const GmpUnit *unit = _gmp_turn_unit_at (state, id);
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (guint));
  const GmpCityUnits *counts;

  if (unit->formation == GMP_NONE)
    return cities;
  /* Every city's stacking from the state's index */
  counts = _gmp_state_index_cities (_gmp_state_index_get (state));
  for (guint city = 0; city < state->board->n_cities; city++)
    {
      if (accepts (state, counts, city, unit->formation))
        g_array_append_val (cities, city);
    }
  return cities;
}

GArray *
gmp_turn_legal_hives (const GmpState *state,
                      guint           id)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  return cities_accepting (state, id, hive_accepts);
}

GArray *
gmp_turn_legal_flag_cities (const GmpState *state,
                            guint           id)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  return cities_accepting (state, id, flag_city_accepts);
}

/* Rules note 6: whether the returning unit id has a hive to go to (its
 * question is pending). With none it waits for the next turn's space of the
 * Time Track, or leaves the game after the last turn. */
gboolean
_gmp_turn_hive_for_returning (GmpState *state,
                              GmpLog   *log,
                              guint     id)
{
  g_autoptr(GArray) hives = gmp_turn_legal_hives (state, id);
  GmpUnit *unit;

  if (hives->len > 0)
    return TRUE;

  /* Rules note 6: no legal hive, it waits for the next turn's space */
  unit = &g_array_index (state->units, GmpUnit, id);
  if (state->turn < state->board->rules.turns)
    {
      _gmp_state_unit_set_place (state, id, GMP_PLACE_TIME_TRACK, unit->city);
      unit->turn = state->turn + 1;
    }
  else
    _gmp_state_unit_set_place (state, id, GMP_PLACE_ELIMINATED, unit->city);
  _gmp_turn_log_add (log, state, GMP_LOG_UNIT_DELAYED, id,
                     unit->place == GMP_PLACE_TIME_TRACK ? (int) unit->turn : 0,
                     unit->type, unit->formation);
  return FALSE;
}

/* Rules notes 6, 32: the returning unit goes to the hive city, Fresh */
void
_gmp_turn_return_unit (GmpState *state,
                       GmpLog   *log,
                       int       id,
                       int       city)
{
  GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);

  /* Rules notes 6, 32: back on the map, Fresh */
  _gmp_state_unit_set_place (state, id, GMP_PLACE_MAP, city);
  unit->turn = 0;
  unit->reduced = FALSE;
  _gmp_turn_log_add (log, state, GMP_LOG_UNIT_RETURNED, id, city, unit->type, unit->formation);
}

/* Rules note 23: whether an Allied unit waits for the city it arrives in
 * (its question is pending: the first unit that fits is asked about); the
 * units that find no room wait for a later Fade Out. */
gboolean
_gmp_turn_ally_to_place (GmpState *state,
                         GmpLog   *log)
{
  int waiting = 0;

  if (state->allied_nation != GMP_NONE)
    {
      for (guint i = 0; i < state->units->len; i++)
        {
          const GmpUnit *unit = _gmp_turn_unit_at (state, i);
          g_autoptr(GArray) cities = NULL;

          if (unit->place != GMP_PLACE_RESERVE || unit->formation != state->allied_nation)
            continue;
          cities = gmp_turn_legal_flag_cities (state, i);
          if (cities->len > 0)
            return TRUE;
          waiting++;
        }
    }
  if (waiting > 0)
    _gmp_turn_log_add (log, state, GMP_LOG_ALLY_WAITS, state->allied_nation, waiting, 0, 0);
  return FALSE;
}

/* Rules note 23: the Allied unit id arrives in city, which has its flag */
void
_gmp_turn_place_ally (GmpState *state,
                      GmpLog   *log,
                      int       id,
                      int       city)
{
  GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);

  /* Rules note 23 */
  _gmp_state_unit_set_place (state, id, GMP_PLACE_MAP, city);
  _gmp_turn_log_add (log, state, GMP_LOG_ALLY_PLACED, id, city, unit->type, unit->formation);
}
