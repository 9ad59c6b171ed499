/* gmp-turn-victory-private.h: what gmp-turn-victory.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-victory.c: The end of the game.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

void _gmp_turn_end_game (GmpState     *state,
                         GmpLog       *log,
                         GmpWinner     winner,
                         GmpEndReason  reason);

void _gmp_turn_check_victory (GmpState *state,
                              GmpLog   *log);

G_END_DECLS
