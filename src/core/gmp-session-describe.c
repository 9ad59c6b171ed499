/* gmp-session-describe.c: the history's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What undo, redo and the history list say about an action: the first log
 * entry it made (gmp-log-text.c); an answer that made none, or whose first
 * entry is its combat's, in a sentence of its own for its question and
 * answer (gmp-turn-answer-words.c); else the action's own description
 * (gmp-action.c). Words only.
 */

#include "config.h"

#include "gmp-session-private.h"

/* Whether the action's first log entry tells what it did: not when it made
 * none, nor when it ended a combat, whose entries begin with the combat's
 * own (its Hits, its result), not the step that ended it (issue 16) */
static gboolean
told_by_first_entry (const GmpAction *action,
                     const GmpLog    *log,
                     guint            first,
                     guint            end)
{
  if (first >= end)
    return FALSE;
  if (action->kind != GMP_ACTION_ANSWER)
    return TRUE;
  for (guint i = first; i < end; i++)
    if (gmp_log_get_entry (log, i)->kind == GMP_LOG_COMBAT)
      return FALSE;
  /* Hits taken: the units by name, not the allocation's place in a list */
  return gmp_log_get_entry (log, first)->kind != GMP_LOG_ALLOCATION;
}

/* The entry among the action's that tells its answer, where the answer's
 * outcome is known only from the log: the chit drawn, the dice rolled */
static const GmpLogEntry *
own_entry (const GmpLog      *log,
           guint              first,
           guint              end,
           const GmpQuestion *question)
{
  for (guint i = first; i < end; i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);

      if ((question->kind == GMP_QUESTION_DRAW_CHIT && entry->kind == GMP_LOG_CHIT_DRAWN)
          || (question->kind == GMP_QUESTION_DANGER && entry->kind == GMP_LOG_DANGER_ROLL)
          || (question->kind == GMP_QUESTION_COMBAT_DICE && entry->kind == GMP_LOG_COMBAT
              && entry->params[0] == question->subject))
        return entry;
    }
  return NULL;
}

/* An answer as the session says it: the position it was given in
 * replayed, its question and answer in a sentence (gmp_answer_describe()),
 * or the entry that tells what chance gave it. first == end: no entries
 * (not done, or none made). NULL when the answer does not fit its
 * position (a history an edit broke). */
static char *
describe_answer (GmpSession *session,
                 guint       index,
                 guint       first,
                 guint       end)
{
  const GmpAction *action = g_ptr_array_index (session->actions, index);
  g_autoptr(GmpScenario) before = gmp_session_scenario_at (session, index, NULL);
  g_autoptr(GmpQuestion) question = NULL;
  const GmpLogEntry *entry;
  int answer;

  if (before == NULL || !gmp_turn_advance (before->state, NULL, NULL))
    return NULL;
  question = gmp_turn_get_question (before->state);
  answer = gmp_session_answer_of (before->state, question, action);
  if (!gmp_question_allows (question, answer) && action->value != GMP_ANSWER_RANDOM)
    return NULL;
  entry = first < end ? own_entry (session->scenario->log, first, end, question) : NULL;
  if (entry != NULL)
    return gmp_log_entry_to_string (entry, session->scenario->state->board);
  return gmp_answer_describe (before->state, question, answer);
}

/* What action index did: its first log entry, which says best what most
 * actions did (a move of several units: all its moves); an answer the
 * entry does not tell, in the session's own words for it (issue 16) */
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
  gboolean known = log != NULL && first != G_MAXUINT && end != G_MAXUINT && first <= end
                   && end <= gmp_log_get_n_entries (log);
  char *said;

  if (known && told_by_first_entry (action, log, first, end))
    {
      const GmpBoard *board = session->scenario->state->board;
      /* A move of several units is one step: all of them, not the first */
      char *moves = gmp_log_describe_moves (log, first, end, board, NULL);

      return moves != NULL ? moves : gmp_log_entry_to_string_at (log, first, board);
    }
  said = action->kind == GMP_ACTION_ANSWER
         ? describe_answer (session, index, known ? first : 0, known ? end : 0) : NULL;
  if (said != NULL)
    return said;
  if (known && first < end)
    return gmp_log_entry_to_string_at (log, first, session->scenario->state->board);
  return gmp_action_describe (action, session->scenario->state);
}

/* An action not done (undone, or to redo): what it would do */
static char *
describe_not_done (GmpSession *session,
                   guint       index)
{
  const GmpAction *action = g_ptr_array_index (session->actions, index);
  char *said = action->kind == GMP_ACTION_ANSWER ? describe_answer (session, index, 0, 0) : NULL;

  return said != NULL ? said : gmp_action_describe (action, session->scenario->state);
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
    return describe_not_done (session, index);
  return describe_done (session, index);
}

char *
gmp_session_describe_redo (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);

  if (session->n_done == session->actions->len)
    return NULL;
  return describe_not_done (session, session->n_done);
}
