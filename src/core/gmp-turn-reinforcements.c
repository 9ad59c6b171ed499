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

#include "gmp-turn-common-private.h"
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

/* counts: gmp_state_stack_counts() of state */
typedef gboolean (*CityAccepts) (const GmpState *state,
                                 const guint    *counts,
                                 guint           city,
                                 int             formation);

/* Rules note 6: a hive of its formation holding no enemy unit, within stacking */
static gboolean
hive_accepts (const GmpState *state,
              const guint    *counts,
              guint           city,
              int             formation)
{
  const GmpBoard *board = state->board;

  return board->cities[city].hive == formation
         && counts[city * GMP_N_SIDES + GMP_SIDE_HUMANS] == 0
         && counts[city * GMP_N_SIDES + GMP_SIDE_SWARM] < board->rules.stacking_limit;
}

/* Rules note 23: a city with its flag, never Swarm-occupied, within stacking
 * (the Swarm's count is of units alone) */
static gboolean
flag_city_accepts (const GmpState *state,
                   const guint    *counts,
                   guint           city,
                   int             formation)
{
  const GmpBoard *board = state->board;

  return board->cities[city].flag == formation
         && counts[city * GMP_N_SIDES + GMP_SIDE_SWARM] == 0
         && counts[city * GMP_N_SIDES + GMP_SIDE_HUMANS] < board->rules.stacking_limit;
}

/* The cities that accept unit id, by its formation; none without one. */
static GArray *
cities_accepting (const GmpState *state,
                  guint           id,
                  CityAccepts     accepts)
{
  const GmpUnit *unit = _gmp_turn_unit_at (state, id);
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (guint));
  guint small[256];
  g_autofree guint *big = NULL;
  const guint *counts;

  if (unit->formation == GMP_NONE)
    return cities;
  /* Every city's stacking from one pass over the units */
  counts = _gmp_turn_stack_counts_scratch (state, small, G_N_ELEMENTS (small), &big);
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
