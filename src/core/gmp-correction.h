/* gmp-correction.h: the referee's corrections in the game's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An edit (gmp-edit.h) applied to a game under way changes the position
 * the players read the log of: the log says so, with one GMP_LOG_CORRECTION
 * entry per edit (gmp-log.h). The entry is added by the edit itself, so the
 * session's undo takes it back with the edit and redo brings it back.
 */

#pragma once

#include "gmp-action.h"
#include "gmp-scenario.h"

G_BEGIN_DECLS

/* Whether applying action to scenario now is a correction the log keeps:
 * an edit of the position (not of the metadata) in a game that has begun
 * (past its setup phase) and has a log. */
gboolean gmp_correction_is_logged (const GmpScenario *scenario,
                                   const GmpAction   *action);

/* Adds the entry saying what action changed: before is the state the edit
 * was applied to, scenario's state the one it gave. */
void     gmp_correction_log       (GmpScenario       *scenario,
                                   const GmpAction   *action,
                                   const GmpState    *before);

G_END_DECLS
