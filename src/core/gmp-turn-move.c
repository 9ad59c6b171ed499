/* gmp-turn-move.c: a move made while the turn waits for one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Moving is not an answer to a question: the formation moves while the
 * MOVEMENT question is pending (rules note 4), unit by unit or in groups
 * (rules note 33), and the log keeps each unit's way. This is that move with
 * its bookkeeping, for the session and automatic play alike.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-turn.h"

GmpMoveStatus
gmp_turn_move (GmpState     *state,
               GmpLog       *log,
               const guint  *units,
               guint         n_units,
               const guint  *path,
               guint         n_path,
               int           destination,
               GError      **error)
{
  g_autoptr(GmpQuestion) question = NULL;
  g_autofree guint *mp_before = NULL;
  g_autofree int *from = NULL;
  GmpMoveStatus status;

  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (units != NULL || n_units == 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  question = gmp_turn_get_question (state);
  if (question->kind != GMP_QUESTION_MOVEMENT)
    {
      g_autofree char *what = gmp_question_describe (state, question);

      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Units move only while their Formation moves (Rules note 4); "
                     "the game waits for: %s"), what);
      return GMP_MOVE_FAILED;
    }
  if (n_units == 0)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No units to move"));
      return GMP_MOVE_FAILED;
    }
  for (guint i = 0; i < n_units; i++)
    if (units[i] >= state->units->len)
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no unit %u"), units[i]);
        return GMP_MOVE_FAILED;
      }
  if (n_path == 0 && (destination < 0 || (guint) destination >= state->board->n_cities))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city"));
      return GMP_MOVE_FAILED;
    }

  mp_before = g_new (guint, n_units);
  from = g_new (int, n_units);
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, units[i]);

      mp_before[i] = unit->mp_used;
      from[i] = unit->city;
    }

  /* The Guards the move flips go to the log as they flip (rules note 9) */
  if (n_path > 0)
    status = gmp_movement_move_path_logged (state, log, units, n_units, path, n_path, error);
  else
    status = gmp_movement_move_to_logged (state, log, units, n_units, (guint) destination,
                                          error);
  if (status == GMP_MOVE_FAILED || log == NULL)
    return status;

  /* A move that waits for Guards (rules note 9) logs the way to them now;
   * the turn logs the rest once they are revealed. */
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, units[i]);

      if (unit->place == GMP_PLACE_MAP && unit->city != from[i])
        gmp_log_add_unit_move (log, state, units[i], from[i], unit->mp_used - mp_before[i]);
    }
  return status;
}
