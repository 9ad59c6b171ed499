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

/* Rules note 18, for the odds of a Fort option before it is chosen
 * (gmp-odds.h): the answers the Fort's question offers the activated
 * formation (GMP_ANSWER_PASS first), and a Sortie carried out as choosing
 * it does, the Fort's Human units going out to target. */
GArray  *_gmp_turn_fort_answers  (const GmpState    *state,
                                  guint              fort);
void     _gmp_turn_begin_sortie  (GmpState          *state,
                                  guint              fort,
                                  guint              target);

G_END_DECLS
