/* gmp-turn-private.h: shared between the turn sequence and its automatic player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-turn.h"

G_BEGIN_DECLS

/* gmp_turn_answer() without working the question out again: question must be
 * the state's pending question and answer one it allows. Automatic play
 * already holds both, and a combat question costs a replay to work out. */
gboolean _gmp_turn_apply_answer (GmpState          *state,
                                 GmpLog            *log,
                                 GmpDice           *dice,
                                 const GmpQuestion *question,
                                 int                answer,
                                 GError           **error);

/* What gmp_turn_auto_move() lends its own GmpAutoPlayer */
typedef struct {
  GmpState *state;
  GmpLog   *log;
} GmpAutoPlay;

G_END_DECLS
