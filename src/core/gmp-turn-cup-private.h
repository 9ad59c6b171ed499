/* gmp-turn-cup-private.h: what gmp-turn-cup.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-cup.c: The chit cup and holding.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

int _gmp_turn_held_chit (const GmpState *state,
                         GmpSide         side);

GArray *_gmp_turn_holdable_chits (const GmpState *state,
                                  GmpSide         side);

void _gmp_turn_return_chits (GmpState *state,
                             GmpLog   *log);


void _gmp_turn_draw_chit (GmpState *state,
                          GmpLog   *log,
                          guint     chit,
                          gboolean  random);

void _gmp_turn_hold_chit (GmpState *state,
                          GmpLog   *log,
                          GmpSide   side,
                          int       chit);

/* The chits in the cup, into chits when not NULL; how many. Inline: the
 * question and the sequence count the cup at every draw (bench turn) */
static inline guint
_gmp_turn_count_cup (const GmpState *state,
                     int            *chits)
{
  guint n = 0;

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_IN_CUP)
        {
          if (chits != NULL)
            chits[n] = i;
          n++;
        }
    }
  return n;
}

G_END_DECLS
