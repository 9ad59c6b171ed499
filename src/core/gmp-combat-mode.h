/* gmp-combat-mode.h: who may fight a combat in which mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-combat.h"

G_BEGIN_DECLS

/* Rules note 18: Full Attack, Barrage and Sortie are options of the Humans'
 * Fort, taken when its formation or units inside it are activated. So the
 * Humans act in those modes (*acting becomes GMP_SIDE_HUMANS; acting_given:
 * the caller named the side, and naming the Swarm is an error); while a
 * formation is activated, it must be one that has the option. Without an
 * activation (a hand-made position) the combat itself checks the Fort and
 * the Swarm. GMP_COMBAT_NORMAL is always allowed here. */
gboolean gmp_combat_mode_allowed (const GmpState  *state,
                                  guint            city,
                                  GmpCombatMode    mode,
                                  gboolean         acting_given,
                                  GmpSide         *acting,
                                  GError         **error);

G_END_DECLS
