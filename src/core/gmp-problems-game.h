/* gmp-problems-game.h: the problems of a state and of the turn under way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-problems.h"

G_BEGIN_DECLS

/* gmp_state_validate(), then, once the state itself is sound, the turn under
 * way (gmp_turn_check()): every rules problem a scenario loader refuses. */
GPtrArray   *gmp_state_validate_game       (const GmpState  *state);

G_END_DECLS
