/* gmp-cli-combat-common.h: what the odds and combat commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-combat.h"

G_BEGIN_DECLS

/* NULL: the side of the activated formation, else the Swarm. */
gboolean gmp_cli_combat_parse_side (const GmpState *state,
                                    const char     *text,
                                    GmpSide        *side);
/* NULL: a normal combat. */
gboolean gmp_cli_combat_parse_mode (const char     *text,
                                    GmpCombatMode  *mode);

G_END_DECLS
