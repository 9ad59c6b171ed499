/* gmp-turn-danger-private.h: what gmp-turn-danger.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-danger.c: Danger.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

guint _gmp_turn_log_danger_move (GmpLog         *log,
                                 const GmpState *state,
                                 int             chit,
                                 guint           from);

gboolean _gmp_turn_danger_applies (const GmpState *state);

gboolean _gmp_turn_roll_for_danger (GmpState  *state,
                                    GmpLog    *log,
                                    GmpDice   *dice,
                                    GError   **error);

G_END_DECLS
