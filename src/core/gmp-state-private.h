/* gmp-state-private.h: state helpers for the core's caches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn sequence keeps what it worked out for a state while the state
 * stays byte for byte the same (gmp-turn.c, GmpTurnCache). The first two
 * keep that check and the copy it compares against cheap: no allocation
 * once the buffers exist, one memcmp per array.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* Makes dst a copy of src, reusing dst's arrays (dst: a state of any board,
 * from gmp_state_new() or gmp_state_copy()). */
void     _gmp_state_copy_into (GmpState       *dst,
                               const GmpState *src);
/* Whether a and b hold the same bytes in every field and array: stricter
 * than gmp_state_equal(), which compares what a file keeps. A state that
 * tests identical to a copy made by _gmp_state_copy_into() or
 * gmp_state_copy() has not changed since. */
gboolean _gmp_state_identical (const GmpState *a,
                               const GmpState *b);

/* gmp_state_stack_counts() into counts (GMP_N_SIDES per board city), for
 * callers with a buffer of their own. */
void     _gmp_state_stack_counts_into (const GmpState *state,
                                       guint          *counts);

/* gmp_state_has_fort() without its checks, for loops over every city: an
 * undestroyed Fort stands in city (rules note 19) */
static inline gboolean
_gmp_state_fort_stands (const GmpState *state,
                        guint           city)
{
  int fort = state->board->cities[city].fort;

  return fort != GMP_NONE && state->fort_strength[fort] > 0;
}

G_END_DECLS
