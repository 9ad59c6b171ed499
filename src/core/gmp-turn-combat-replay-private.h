/* gmp-turn-combat-replay-private.h: what gmp-turn-combat-replay.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-combat-replay.c: The combat replayed inside the turn.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

/* Allocations offered per side; big stacks have many (gmp-combat.h) */
#define MAX_ALLOCATIONS 64

GmpState *_gmp_turn_combat_replay (const GmpState  *state,
                                   GmpState        *reuse,
                                   GmpCombat      **pending,
                                   GmpDice         *dice,
                                   GmpLog          *log,
                                   GmpQuestion     *ask,
                                   GError         **error);

G_END_DECLS
