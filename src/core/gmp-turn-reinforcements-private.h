/* gmp-turn-reinforcements-private.h: what gmp-turn-reinforcements.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-reinforcements.c: returning Swarm units and Allied reinforcements.
 */

#pragma once

#include "gmp-turn.h"

G_BEGIN_DECLS

int _gmp_turn_first_unit_in (const GmpState *state,
                             GmpPlace        place,
                             int             formation);

G_END_DECLS
