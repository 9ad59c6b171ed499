/* gmp-turn-common-private.h: what gmp-turn-common.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-common.c: What every part of the turn uses.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"
#include "gmp-turn-step.h"

G_BEGIN_DECLS

static inline const GmpUnit *
_gmp_turn_unit_at (const GmpState *state,
                   guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}


void _gmp_turn_log_unit (GmpLog         *log,
                         const GmpState *state,
                         GmpLogKind      kind,
                         guint           unit,
                         int             p1,
                         int             p2,
                         int             p3);

void _gmp_turn_log_unit_hit (GmpLog         *log,
                             const GmpState *state,
                             guint           unit,
                             guint           city,
                             guint           hits);

void _gmp_turn_log_fort_damage (GmpLog         *log,
                                const GmpState *state,
                                guint           city,
                                guint           before);

void _gmp_turn_set_phase (GmpState *state,
                          GmpLog   *log,
                          GmpPhase  phase);

static inline gboolean
_gmp_turn_combat_done (const GmpState *state,
                       guint           city)
{
  return city < state->board->n_cities && state->combat_done[city] != 0;
}

void _gmp_turn_mark_combat_done (GmpState *state,
                                 guint     city);

void _gmp_turn_clear_combat (GmpState *state);

void _gmp_turn_clear_activation (GmpState *state);

guint8 *_gmp_turn_city_scratch (const GmpBoard  *board,
                                guint            per_city,
                                guint8          *small,
                                gsize            n_small,
                                guint8         **big);

guint *_gmp_turn_stack_counts_scratch (const GmpState  *state,
                                       guint           *small,
                                       gsize            n_small,
                                       guint          **big);

int _gmp_turn_int_in (GArray *answers,
                      int     answer);

/* Inline: every step logs, and automatic play has no log (bench turn) */
static inline void
_gmp_turn_log_add (GmpLog         *log,
                   const GmpState *state,
                   GmpLogKind      kind,
                   int             p0,
                   int             p1,
                   int             p2,
                   int             p3)
{
  int params[4] = { p0, p1, p2, p3 };

  /* Automatic play runs without a log: nothing to build */
  if (log == NULL)
    return;
  gmp_log_add (log, state, kind, G_N_ELEMENTS (params), params);
}

G_END_DECLS
