/* gmp-movement-log.c: a move, with what it reveals written to the log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement (National Guard); rules note 9.
 */

#include "config.h"

#include "gmp-movement-log.h"

/* GmpRevealFunc: the entries the log has always had for a reveal */
static void
log_reveal (const GmpState *state,
            guint           guard,
            guint           city,
            gboolean        removed,
            gpointer        user_data)
{
  GmpLog *log = user_data;
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, guard);

  if (removed)
    gmp_log_add (log, state, GMP_LOG_GUARD_REMOVED, 2, (const int[]) { (int) guard, (int) city });
  else
    gmp_log_add (log, state, GMP_LOG_GUARD_REVEALED, 3,
                 (const int[]) { (int) guard, unit->guard_value, (int) city });
}

GmpMoveStatus
gmp_movement_move_path_logged (GmpState     *state,
                               GmpLog       *log,
                               const guint  *units,
                               guint         n_units,
                               const guint  *path,
                               guint         n_path,
                               GError      **error)
{
  return gmp_movement_move_path_full (state, log != NULL ? log_reveal : NULL, log,
                                      units, n_units, path, n_path, error);
}

GmpMoveStatus
gmp_movement_move_to_logged (GmpState     *state,
                             GmpLog       *log,
                             const guint  *units,
                             guint         n_units,
                             guint         destination,
                             GError      **error)
{
  return gmp_movement_move_to_full (state, log != NULL ? log_reveal : NULL, log,
                                    units, n_units, destination, error);
}

GmpMoveStatus
gmp_movement_reveal_guard_logged (GmpState  *state,
                                  GmpLog    *log,
                                  guint      guard,
                                  int        value,
                                  GError   **error)
{
  return gmp_movement_reveal_guard_full (state, log != NULL ? log_reveal : NULL, log,
                                         guard, value, error);
}

GmpMoveStatus
gmp_movement_advance_logged (GmpState     *state,
                             GmpLog       *log,
                             const guint  *units,
                             guint         n_units,
                             guint         to,
                             GError      **error)
{
  return gmp_movement_advance_full (state, log != NULL ? log_reveal : NULL, log,
                                    units, n_units, to, error);
}
