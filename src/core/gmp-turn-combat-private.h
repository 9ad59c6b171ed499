/* gmp-turn-combat-private.h: what gmp-turn-combat.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-combat.c: The combat inside the turn: chosen, rolled, continued, committed.
 */

#pragma once

#include "gmp-turn-private.h"

G_BEGIN_DECLS

gboolean _gmp_turn_combat_continue (GmpState      *state,
                                    GmpLog        *log,
                                    GmpTurnCache  *cache,
                                    GmpCombat     *built,
                                    GError       **error);

GmpCombat *_gmp_turn_combat_roll (GmpState      *state,
                                  GmpDice       *dice,
                                  GmpTurnCache  *cache,
                                  GError       **error);

gboolean _gmp_turn_resolve_pending_combat (GmpState      *state,
                                           GmpLog        *log,
                                           GmpTurnCache  *cache,
                                           GError       **error);

G_END_DECLS
