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

/* gmp_edit_is_edit(), whether an action kind is an edit, is declared with
 * the kinds in gmp-action.h: the log's corrections (gmp-correction.h) ask it
 * too, below the edits. */

/* Applies an edit to scenario. On error (GMP_ERROR_USAGE: something the
 * board does not have; GMP_ERROR_ILLEGAL: not now) nothing changes. */
gboolean gmp_edit_apply   (GmpScenario       *scenario,
                           const GmpAction   *action,
                           GError           **error);

/* How many units of one type and formation a state holds (wherever they
 * are: on the map, in reserve, on the Time Track, eliminated), against how
 * many counters the board has: what the editor's palette shows as
 * "placed / board". formation is GMP_NONE for the National Guard, whose
 * counters are the pool. */
typedef struct {
  int   type;
  int   formation;
  guint placed;
  guint available;
} GmpCounterCount;

/* One GmpCounterCount per unit type and formation of the board, in board
 * order (types, then formations of the type's side), leaving out the
 * pairs of which the board has no counter and the state no unit. */
GArray  *gmp_edit_count_counters (const GmpState *state);

G_END_DECLS
