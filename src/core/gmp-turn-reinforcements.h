/* gmp-turn-reinforcements.h: where a returning Swarm unit or an Allied unit may go
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of the turn's public face (gmp-turn.h includes it), declared beside
 * the file that holds the rule, so that the reinforcements need not import
 * the state machine that calls them (docs/architecture.md).
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* The cities a returning Swarm unit may go to (note 6), or an Allied unit
 * (note 23). Arrays of guint. */
GArray      *gmp_turn_legal_hives      (const GmpState    *state,
                                        guint              unit);
GArray      *gmp_turn_legal_flag_cities (const GmpState   *state,
                                         guint             unit);

G_END_DECLS
