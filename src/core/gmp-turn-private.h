/* gmp-turn-private.h: shared between the turn sequence, its automatic player and the odds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-turn.h"
#include "gmp-turn-cache-private.h"

G_BEGIN_DECLS

/* gmp_turn_get_question() and gmp_turn_advance() with a cache; the
 * question is filled into reuse (taken) when there is one. */
GmpQuestion  *_gmp_turn_get_question (const GmpState   *state,
                                      GmpTurnCache     *cache,
                                      GmpQuestion      *reuse);
gboolean      _gmp_turn_advance     (GmpState          *state,
                                     GmpLog            *log,
                                     GmpTurnCache      *cache,
                                     GError           **error);

/* gmp_turn_answer() without working the question out again: question must be
 * the state's pending question and answer one it allows. Automatic play
 * already holds both, and a combat question costs a replay to work out. */
gboolean _gmp_turn_apply_answer (GmpState          *state,
                                 GmpLog            *log,
                                 GmpDice           *dice,
                                 GmpTurnCache      *cache,
                                 const GmpQuestion *question,
                                 int                answer,
                                 GError           **error);

/* gmp_turn_answer() once the state is advanced and question is its pending
 * question, worked out with cache: refuses an answer it does not allow,
 * with gmp_turn_answer()'s errors. For a caller that needed the question
 * first (the session reads an action's answer by it). */
gboolean _gmp_turn_answer_asked (GmpState          *state,
                                 GmpLog            *log,
                                 GmpDice           *dice,
                                 GmpTurnCache      *cache,
                                 const GmpQuestion *question,
                                 int                answer,
                                 GError           **error);

/* What gmp_turn_auto_move() lends its own GmpAutoPlayer */
typedef struct {
  GmpState *state;
  GmpLog   *log;
} GmpAutoPlay;

/* Automatic play answering the COMBAT question with city: the whole combat
 * is played, each side's FX, the dice and every decision taken by
 * gmp_turn_auto_answer() as they come, then advances. The same game as
 * answering each of its questions with _gmp_turn_apply_answer(), but the
 * combat is replayed once, not at every question. */
gboolean _gmp_turn_play_combat  (GmpState          *state,
                                 GmpLog            *log,
                                 GmpDice           *dice,
                                 GmpTurnCache      *cache,
                                 int                city,
                                 GError           **error);

G_END_DECLS
