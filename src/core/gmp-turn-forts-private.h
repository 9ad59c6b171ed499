/* gmp-turn-forts-private.h: what gmp-turn-forts.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-forts.c: The Fort options and the Sortie.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

guint _gmp_turn_sortie_units_left (const GmpState  *state,
                                   const GmpCombat *combat,
                                   guint           *ids);

gboolean _gmp_turn_sortie_may_return (const GmpState  *state,
                                      const GmpCombat *combat);

void _gmp_turn_sortie_return (GmpState        *state,
                              const GmpCombat *combat);

int _gmp_turn_fort_to_ask (const GmpState *state);

void _gmp_turn_add_fort_answers (GmpQuestion    *question,
                                 const GmpState *state,
                                 guint           fort);

void _gmp_turn_choose_fort_option (GmpState *state,
                                   GmpLog   *log,
                                   int       city,
                                   int       answer);

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
