/* gmp-movement-log.h: a move, with what it reveals written to the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement (National Guard); rules note 9. The moves themselves
 * are gmp-movement.h's; these write each Guard a move flips
 * (GMP_LOG_GUARD_REVEALED) and each blank one it removes
 * (GMP_LOG_GUARD_REMOVED) to the game's log, so the movement rules import
 * nothing of the log (issue 20: imports go one way).
 */

#pragma once

#include "gmp-log.h"
#include "gmp-movement.h"

G_BEGIN_DECLS

/* The same, with what the move reveals in log (may be NULL): each Guard it
 * flips (GMP_LOG_GUARD_REVEALED, its value) and each blank one it removes
 * (GMP_LOG_GUARD_REMOVED), note 9. The moves themselves are the caller's to
 * log (gmp_log_add_unit_move), once it knows where the units stopped. */
GmpMoveStatus   gmp_movement_move_path_logged (GmpState       *state,
                                               GmpLog         *log,
                                               const guint    *units,
                                               guint           n_units,
                                               const guint    *path,
                                               guint           n_path,
                                               GError        **error);
GmpMoveStatus   gmp_movement_move_to_logged  (GmpState       *state,
                                              GmpLog         *log,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           destination,
                                              GError        **error);
/* Logs every Guard of the city when they flip, the values the players gave
 * included. */
GmpMoveStatus   gmp_movement_reveal_guard_logged (GmpState    *state,
                                                  GmpLog      *log,
                                                  guint        guard,
                                                  int          value,
                                                  GError     **error);
GmpMoveStatus   gmp_movement_advance_logged  (GmpState       *state,
                                              GmpLog         *log,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           to,
                                              GError        **error);

G_END_DECLS
