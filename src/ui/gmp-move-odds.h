/* gmp-move-odds.h: the odds of the battle a move would start, for the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One small function between the map and the core's odds, so the core's
 * "what-if" odds for a move not yet made can take its place unchanged.
 */

#pragma once

#include "core/gmp-core.h"

G_BEGIN_DECLS

/* Translated: the exact odds of the battle in `to` if the units moved there
 * (Rules note 24), "Battle: the Swarm retreats 35 %, …", or NULL when the
 * move starts no battle or the odds cannot be computed. */
char *gmp_move_odds_describe (const GmpState *state,
                              const guint    *units,
                              guint           n_units,
                              guint           to);

/* The chance that the units win the battle a move to `to` starts: they
 * keep the city, the enemy retreats or is wiped out (Rules notes 13, 24).
 * FALSE when the move starts no battle or its odds cannot be computed. */
gboolean gmp_move_odds_chance          (const GmpState *state,
                                        const guint    *units,
                                        guint           n_units,
                                        guint           to,
                                        double         *chance);
/* The same as the map shows it, in the reader's language ("56 %"), or NULL */
char    *gmp_move_odds_describe_chance (const GmpState *state,
                                        const guint    *units,
                                        guint           n_units,
                                        guint           to);

G_END_DECLS
