/* gmp-fort.c: the Fort's options and the Sortie's way back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Fort Combat (the Fort options: Full Attack, Barrage,
 * Withdrawal, Sortie); rules notes 17, 18, 19, 29.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat-private.h"
#include "gmp-error.h"
#include "gmp-state-private.h"

/* Forts (rules notes 17-19) */

gboolean
gmp_fort_sortie_unit (const GmpState *state,
                      guint           id,
                      guint           city)
{
  const GmpUnit *unit;

  g_return_val_if_fail (state != NULL && id < state->units->len, FALSE);

  unit = &g_array_index (state->units, GmpUnit, id);
  /* Rules note 44: a Sortie takes the unit out of its city into an enemy
   * one, which is movement; a unit that entered an enemy city by a move
   * this game turn stays in the Fort, as a Withdrawal would keep it */
  return unit->place == GMP_PLACE_MAP && unit->city == (int) city
         && gmp_state_unit_side (state, id) == GMP_SIDE_HUMANS
         && !state->board->unit_types[unit->type].guard
         && !unit->stopped_turn;
}

GmpFortOptions
gmp_fort_options (const GmpState *state,
                  guint           city,
                  int             formation)
{
  const GmpBoard *board;
  const GmpUnit *units;
  GmpCityIter it;
  int fort;
  guint n_humans = 0, n_swarm = 0, n_going = 0, i;
  gboolean inside = FALSE, adjacent_swarm = FALSE;
  GmpFortOptions options = 0;

  g_return_val_if_fail (state != NULL, 0);
  board = state->board;
  g_return_val_if_fail (city < board->n_cities, 0);

  fort = gmp_board_fort_at (board, city);
  if (fort == GMP_NONE || gmp_state_fort_destroyed (state, fort))
    return 0;
  /* Rules note 18 below: neither the Fort's formation nor Human units
   * inside, so nothing is offered; the turn asks of every Fort at every
   * step, and most hold no Human unit */
  if (board->forts[fort].formation != formation
      && _gmp_state_city_units (state, city)->n[GMP_SIDE_HUMANS] == 0)
    return 0;

  /* Both sides in the city from its units: the turn asks this of every
   * Fort at every activation */
  units = (const GmpUnit *) (gpointer) state->units->data;
  for (_gmp_city_iter_init (&it, _gmp_state_index_get (state), city); _gmp_city_iter_next (&it, &i);)
    {
      const GmpUnitType *type = &board->unit_types[units[i].type];

      if (type->side == GMP_SIDE_HUMANS)
        {
          inside |= units[i].formation == formation;
          n_humans++;
          /* gmp_fort_sortie_unit() of a Human unit in the city */
          n_going += !type->guard && !units[i].stopped_turn;
        }
      else
        n_swarm++;
    }
  /* Rules note 18: offered when the Fort's formation is activated, or Human
   * units inside it. */
  if (board->forts[fort].formation != formation && !inside)
    return 0;

  if (n_swarm > 0)
    {
      options |= GMP_FORT_OPTION_FULL_ATTACK | GMP_FORT_OPTION_BARRAGE;
      if (n_humans > 0)
        options |= GMP_FORT_OPTION_WITHDRAWAL;
      return options;
    }
  /* A Sortie needs a unit that may go out: not a Guard (note 18), nor one
   * whose movement ended for the game turn (note 44) */
  for (guint j = 0; n_going > 0 && !adjacent_swarm
                    && j < board->cities[city].n_neighbours; j++)
    if (_gmp_state_city_units (state, board->cities[city].neighbours[j])->n[GMP_SIDE_SWARM] > 0)
      adjacent_swarm = TRUE;
  if (adjacent_swarm)
    options |= GMP_FORT_OPTION_SORTIE;
  return options;
}

gboolean
gmp_combat_sortie_return (GmpCombat  *combat,
                          GmpState   *state,
                          gboolean    go_back,
                          GError    **error)
{
  g_return_val_if_fail (combat != NULL && state != NULL, FALSE);

  if (combat->mode != GMP_COMBAT_SORTIE || combat->stage != GMP_COMBAT_STAGE_DONE
      || combat->winner != GMP_SIDE_HUMANS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Only Humans who won a Sortie may choose to return to their Fort (Rules note 18)."));
      return FALSE;
    }
  if (!go_back)
    {
      gmp_rulings_add (combat->rulings, 18, _("The Sortie units remain in %s."),
                       combat->board->cities[combat->city].name);
      return TRUE;
    }
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      GmpUnit *unit;
      if (c->kind != GMP_COMBATANT_UNIT || c->side != GMP_SIDE_HUMANS)
        continue;
      unit = &g_array_index (state->units, GmpUnit, c->unit);
      if (unit->place != GMP_PLACE_MAP || unit->city != (int) combat->city
          || unit->moved_from == GMP_NONE || !gmp_state_has_fort (state, unit->moved_from))
        continue;
      _gmp_state_unit_set_place (state, c->unit, GMP_PLACE_MAP, unit->moved_from);
      unit->moved_from = (int) combat->city;
    }
  gmp_rulings_add (combat->rulings, 18, _("The Sortie units return to their Fort."));
  return TRUE;
}
