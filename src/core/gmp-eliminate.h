/* gmp-eliminate.h: where an eliminated unit goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat (Losses), Retreat, the Nuclear FX; rules notes 16, 32, 46.
 * Every elimination comes here: combat, Nuclear, a Hit taken while
 * retreating, nowhere to retreat or be displaced to. The name keeps its
 * combat prefix from when it lived in gmp-combat.c.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* Eliminates a unit: Swarm units to the Time Track, Humans and Guards out of
 * the game (rules note 16). */
void        gmp_combat_eliminate_unit (GmpState       *state,
                                       guint           unit);

G_END_DECLS
