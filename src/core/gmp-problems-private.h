/* gmp-problems-private.h: what the files of gmp_state_validate() share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-problems.h"

G_BEGIN_DECLS

/* Appends a problem that is nowhere in particular; callers say where. */
GmpProblem *_gmp_problem_add             (GPtrArray      *problems,
                                          GmpProblemKind  kind,
                                          guint           note,
                                          const char     *format,
                                          ...) G_GNUC_PRINTF (4, 5);
/* The problem is about unit id, and about its city when it names one. */
void        _gmp_problem_at_unit         (GmpProblem     *problem,
                                          const GmpState *state,
                                          guint           id);
gboolean    _gmp_problems_is_city        (const GmpBoard *board,
                                          int             city);
const GmpUnit *_gmp_problems_unit_at     (const GmpState *state,
                                          guint           id);
/* "Chicago (CHI)"; "#id" for a city the board does not have. */
char       *_gmp_problems_describe_city  (const GmpBoard *board,
                                          int             city);
/* "unit 3 (Ant, formation 1)" */
char       *_gmp_problems_describe_unit  (const GmpState *state,
                                          guint           id);

/* gmp-problems-position.c: the turn's bookkeeping (notes 1, 4, 9), then how
 * the pieces sit together (notes 9, 10, 23, 36: run only when every unit's
 * type is the board's). */
void        _gmp_problems_check_turn     (const GmpState *state,
                                          GPtrArray      *problems);
void        _gmp_problems_check_position (const GmpState *state,
                                          GPtrArray      *problems);

G_END_DECLS
