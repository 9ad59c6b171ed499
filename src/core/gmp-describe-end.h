/* gmp-describe-end.h: who won and why, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Victory Conditions, Danger and Immediate Loss; rules notes 21,
 * 22. The words are the log's (gmp_log_entry_to_string()), which use
 * gmp-describe.h's: this sits above both, so neither imports the other back.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* Who won and why, for a game over (Rules notes 21, 22): "The Swarm wins: 2
 * key cities are destroyed (Rules note 22)."; the words of the log's last
 * entry whether the game kept a log or not. NULL while the game goes on. */
char     *gmp_describe_end         (const GmpState    *state);

G_END_DECLS
