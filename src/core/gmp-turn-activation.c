/* gmp-turn-activation.c: an activation: a formation moves, then fights
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Flow of Play" (2. Action: "Units from that Formation are activated
 * for Movement and Combat"), "Movement", "Combat". Rules note 4 (an activation,
 * its combats once each, in the acting player's order), note 5 (the held chits'
 * activations in Fade In), note 14 (enemy cities judged as at the start).
 */

#include "config.h"

#include "gmp-combat.h"
#include "gmp-combat-needed-private.h"
#include "gmp-movement.h"
#include "gmp-retreat.h"
#include "gmp-state-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-activation-private.h"

void
_gmp_turn_begin_activation (GmpState *state,
                            GmpLog   *log,
                            guint     chit,
                            gboolean  held)
{
  int formation = state->board->chits[chit].formation;

  state->active_formation = formation;
  if (formation >= 0 && formation < 32)
    state->activated |= 1u << formation;
  _gmp_turn_clear_activation (state);
  gmp_movement_reset_activation (state);
  /* Rules note 14: contested cities are judged as they were now */
  state->enemy_at_start = gmp_retreat_snapshot (state);
  state->step = GMP_STEP_FORT_OPTION;
  _gmp_turn_log_add (log, state, GMP_LOG_ACTIVATED, formation, (int) chit, held ? 1 : 0, 0);
}

/* The sides taking part in city's combat (bit 1 << side each) and whether
 * units of the active formation stand there, from the city's units */
static guint
city_sides (const GmpState      *state,
            const GmpStateIndex *index,
            guint                city,
            gboolean            *acting)
{
  const GmpUnit *units = (const GmpUnit *) (gpointer) state->units->data;
  const GmpUnitType *types = state->board->unit_types;
  guint sides = 0, id;
  GmpCityIter it;

  for (_gmp_city_iter_init (&it, index, city); _gmp_city_iter_next (&it, &id);)
    {
      const GmpUnit *unit = &units[id];

      if (_gmp_combat_unit_takes_part (unit))
        sides |= 1u << types[unit->type].side;
      if (unit->formation == state->active_formation && !unit->retreated_in)
        *acting = TRUE;
    }
  return sides;
}

/* Rules note 18: a Full Attack or a Barrage the Humans chose in city's
 * Fort, or a Sortie against city */
static gboolean
fort_acting (const GmpState *state,
             guint           city)
{
  const GmpBoard *board = state->board;

  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if ((choice == GMP_FORT_OPTION_FULL_ATTACK || choice == GMP_FORT_OPTION_BARRAGE)
          && board->forts[fort].city == city)
        return TRUE;
      if (choice >= GMP_FORT_CHOICE_SORTIE_BASE
          && (guint) (choice - GMP_FORT_CHOICE_SORTIE_BASE) == city)
        return TRUE;
    }
  return FALSE;
}

/* Rules note 4: every combat in a city holding acting units, once each:
 * their cities, into cities (emptied first). */
void
_gmp_turn_pending_combats_into (const GmpState *state,
                                GArray         *cities)
{
  const GmpStateIndex *index = _gmp_state_index_get (state);
  const GmpCityUnits *counts = _gmp_state_index_cities (index);
  const guint64 *swarm = _gmp_state_index_side_cities (index, GMP_SIDE_SWARM);

  if (cities->len > 0)
    g_array_set_size (cities, 0);
  /* gmp_combat_needed() of every city with Swarm units (the index's) and
   * Human units or a Fort, from the units themselves there; cities in
   * order, each word's bits from the lowest */
  for (guint w = 0; w < (index->n_cities + 63) / 64; w++)
    for (guint64 bits = swarm[w]; bits != 0; bits &= bits - 1)
      {
        guint city = w * 64 + (guint) __builtin_ctzll (bits);
        gboolean acting;
        guint sides;

        if ((counts[city].n[GMP_SIDE_HUMANS] == 0 && !_gmp_state_fort_stands (state, city))
            || _gmp_turn_combat_done (state, city))
          continue;
        acting = fort_acting (state, city);
        sides = city_sides (state, index, city, &acting);
        if (acting && _gmp_combat_needed_by_sides (state, city, sides))
          {
            int c = city;
            g_array_append_val (cities, c);
          }
      }
}

GArray *
_gmp_turn_pending_combats (const GmpState *state)
{
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (int));

  _gmp_turn_pending_combats_into (state, cities);
  return cities;
}

void
_gmp_turn_end_activation (GmpState *state,
                          GmpLog   *log)
{
  GmpSide side = state->board->formations[state->active_formation].side;

  _gmp_turn_log_add (log, state, GMP_LOG_ACTIVATION_ENDS, state->active_formation, 0, 0, 0);
  state->active_formation = GMP_NONE;
  _gmp_turn_clear_activation (state);
  gmp_movement_reset_activation (state);

  if (state->phase == GMP_PHASE_FADE_IN)
    {
      /* Rules note 5: the Swarm's held chit first, then the Humans' */
      if (side == GMP_SIDE_SWARM)
        state->step = GMP_STEP_HELD_HUMANS;
      else
        _gmp_turn_set_phase (state, log, GMP_PHASE_ACTION);
    }
  else
    state->step = GMP_STEP_BEGIN;
}
