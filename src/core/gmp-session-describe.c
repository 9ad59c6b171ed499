/* gmp-session-describe.c: the history's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What undo, redo and the history list say about an action: the first log
 * entry it made (gmp-log-text.c), else the action's own description
 * (gmp-action.c). Words only.
 */

#include "config.h"

#include "gmp-session-private.h"

/* The first log entry an action made says best what it did; a move of
 * several units, all its moves. */
static char *
describe_done (GmpSession *session,
               guint       index)
{
  const GmpAction *action = g_ptr_array_index (session->actions, index);
  const Checkpoint *start = g_ptr_array_index (session->checkpoints, 0);
  guint first = index == 0 ? start->log_length
                           : g_array_index (session->log_ends, guint, index - 1);
  guint end = g_array_index (session->log_ends, guint, index);
  const GmpLog *log = session->scenario->log;

  if (log != NULL && first != G_MAXUINT && end != G_MAXUINT && first < end
      && end <= gmp_log_get_n_entries (log))
    {
      const GmpBoard *board = session->scenario->state->board;
      /* A move of several units is one step: all of them, not the first */
      char *moves = gmp_log_describe_moves (log, first, end, board, NULL);

      return moves != NULL ? moves : gmp_log_entry_to_string (gmp_log_get_entry (log, first), board);
    }
  return gmp_action_describe (action, session->scenario->state);
}

gboolean
gmp_session_get_action_log (GmpSession *session,
                            guint       index,
                            guint      *first,
                            guint      *end)
{
  const Checkpoint *start;
  guint from, to;

  g_return_val_if_fail (session != NULL, FALSE);

  if (index >= session->n_done)
    return FALSE;
  start = g_ptr_array_index (session->checkpoints, 0);
  from = index == 0 ? start->log_length : g_array_index (session->log_ends, guint, index - 1);
  to = g_array_index (session->log_ends, guint, index);
  if (from == G_MAXUINT || to == G_MAXUINT || from > to || session->scenario->log == NULL
      || to > gmp_log_get_n_entries (session->scenario->log))
    return FALSE;
  if (first != NULL)
    *first = from;
  if (end != NULL)
    *end = to;
  return TRUE;
}

char *
gmp_session_describe_undo (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (session->n_done == 0)
    return NULL;
  return describe_done (session, session->n_done - 1);
}

char *
gmp_session_describe_action (GmpSession *session,
                             guint       index)
{
  g_return_val_if_fail (session != NULL, NULL);
  g_return_val_if_fail (index < session->actions->len, NULL);

  if (index >= session->n_done)
    return gmp_action_describe (g_ptr_array_index (session->actions, index),
                                session->scenario->state);
  return describe_done (session, index);
}

char *
gmp_session_describe_redo (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (session->n_done == session->actions->len)
    return NULL;
  return gmp_action_describe (g_ptr_array_index (session->actions, session->n_done),
                              session->scenario->state);
}
