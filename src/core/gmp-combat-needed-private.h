/* gmp-combat-needed-private.h: which cities need a combat (rules notes 11, 17)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rule of gmp_combat_needed(), in two parts, so that the turn can apply
 * it to every city from one pass over the units (gmp-turn-activation.c).
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* Rules note 11: a unit takes part in the combat of its city unless it
 * retreated in this activation. The caller knows it is on the map. */
static inline gboolean
_gmp_combat_unit_takes_part (const GmpUnit *unit)
{
  return !unit->retreated_in;
}

/* Rules notes 11, 17: a combat needs Swarm units in the city, and Human
 * units or an undestroyed Fort. sides: the sides with units taking part
 * there, bit 1 << side each. */
static inline gboolean
_gmp_combat_needed_by_sides (const GmpState *state,
                             guint           city,
                             guint           sides)
{
  if ((sides & (1u << GMP_SIDE_SWARM)) == 0)
    return FALSE;
  return (sides & (1u << GMP_SIDE_HUMANS)) != 0 || gmp_state_has_fort (state, city);
}

G_END_DECLS
