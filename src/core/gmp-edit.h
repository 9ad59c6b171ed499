/* gmp-edit.h: the editor's and the referee's changes to a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Edits are not moves of the game: they put the counters where the players
 * say, checked only against what the board has (a unit type, a city, a
 * Fort, a chit, a space of a track). The state may break rules afterwards;
 * gmp_state_validate() lists how, so the editor can mark each problem.
 */

#pragma once

#include "gmp-action.h"
#include "gmp-scenario.h"

G_BEGIN_DECLS

/* Whether action is an edit (GMP_ACTION_PLACE_UNIT .. GMP_ACTION_SET_GUARD_RULE). */
gboolean gmp_edit_is_edit (GmpActionKind      kind);

/* Applies an edit to scenario. On error (GMP_ERROR_USAGE: something the
 * board does not have; GMP_ERROR_ILLEGAL: not now) nothing changes. */
gboolean gmp_edit_apply   (GmpScenario       *scenario,
                           const GmpAction   *action,
                           GError           **error);

G_END_DECLS
