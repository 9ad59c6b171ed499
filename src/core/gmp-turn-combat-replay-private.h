/* gmp-turn-combat-replay-private.h: what gmp-turn-combat-replay.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-combat-replay.c: The combat replayed inside the turn.
 */

#pragma once

#include "gmp-turn.h"

G_BEGIN_DECLS

/* gmp-turn.c: the flow of play (Fade In, Action, Fade Out) as questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-movement.h"
#include "gmp-quote.h"
#include "gmp-retreat.h"
#include "gmp-state-private.h"
#include "gmp-turn-private.h"

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
