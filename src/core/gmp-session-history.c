/* gmp-session-history.c: a history read from a file, replayed and checked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file's history is replayed once, when the session is made (issue 19):
 * every action from the start, with the dice it recorded; the log entries,
 * the position saved and the actions undone must all agree with it, or the
 * game opens without its history and says why.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-session-private.h"

guint
_gmp_session_log_length (const GmpScenario *scenario)
{
  return scenario->log != NULL ? gmp_log_get_n_entries (scenario->log) : 0;
}

/* Replays actions [from, to) onto the session's scenario, whose position is
 * step `from`, taking checkpoints as it passes them. */
gboolean
_gmp_session_replay_forward (GmpSession  *session,
                             guint        to,
                             GError     **error)
{
  gboolean checked = g_array_index (session->playable, gboolean, session->n_done);
  g_auto(GmpSessionScratch) scratch = { 0, };

  while (session->n_done < to)
    {
      const GmpAction *action = g_ptr_array_index (session->actions, session->n_done);
      g_autoptr(GError) local_error = NULL;

      g_clear_pointer (&session->before_last, _gmp_session_checkpoint_free);
      if (session->n_done + 1 == to)
        session->before_last = _gmp_session_checkpoint_take (session->scenario, session->n_done);
      if (!_gmp_session_perform_recorded (session->scenario, action, &checked, &scratch,
                                          &local_error))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("Action %u of the history cannot be taken again: %s"),
                       session->n_done + 1, local_error->message);
          return FALSE;
        }
      g_array_index (session->log_ends, guint, session->n_done) =
        _gmp_session_log_length (session->scenario);
      session->n_done++;
      g_array_index (session->playable, gboolean, session->n_done) |= checked;
      _gmp_session_maybe_add_checkpoint (session);
    }
  return TRUE;
}

static gboolean
same_game (const GmpScenario *a,
           const GmpScenario *b)
{
  if (!gmp_state_equal (a->state, b->state))
    return FALSE;
  if ((a->log == NULL) != (b->log == NULL))
    return (a->log == NULL || gmp_log_get_n_entries (a->log) == 0)
           && (b->log == NULL || gmp_log_get_n_entries (b->log) == 0);
  return a->log == NULL || gmp_log_equal (a->log, b->log);
}

/* The history cannot be trusted: the game opens as saved, its history
 * starting there. */
static void
drop_history (GmpSession *session)
{
  gmp_scenario_free (session->start);
  session->start = _gmp_session_copy_without_history (session->scenario);
  g_ptr_array_set_size (session->actions, 0);
  session->n_done = 0;
  g_array_set_size (session->log_ends, 0);
  g_array_set_size (session->playable, 1);
  g_array_index (session->playable, gboolean, 0) = FALSE;
  g_ptr_array_set_size (session->checkpoints, 0);
  g_ptr_array_add (session->checkpoints, _gmp_session_checkpoint_take (session->start, 0));
  g_clear_pointer (&session->before_last, _gmp_session_checkpoint_free);
  session->dropped = TRUE;
}

/* The undone actions that cannot be redone go; what was done stays. */
static void
drop_redo_branch (GmpSession *session)
{
  _gmp_session_drop_undone (session);
}

static char *
entry_text (const GmpLog   *log,
            guint           index,
            const GmpBoard *board)
{
  return gmp_log_entry_to_string_at (log, index, board);
}

/* The first of the log entries [from, to) of replayed that the file's log
 * does not have, as a reason; NULL when they are the file's. */
static char *
log_difference (const GmpLog   *replayed,
                const GmpLog   *saved,
                guint           from,
                guint           to,
                const GmpBoard *board)
{
  guint n_saved = saved != NULL ? gmp_log_get_n_entries (saved) : 0;

  for (guint i = from; i < to; i++)
    {
      /* Words only for the entry that differs: the others cost a compare */
      if (i >= n_saved)
        {
          g_autofree char *made = entry_text (replayed, i, board);

          /* TRANSLATORS: a log entry, then its number in the log */
          return g_strdup_printf (_("it logs “%s”, which the file’s log does not have "
                                    "(entry %u)"), made, i + 1);
        }
      if (!gmp_log_entry_equal (gmp_log_get_entry (replayed, i), gmp_log_get_entry (saved, i)))
        {
          g_autofree char *made = entry_text (replayed, i, board);
          g_autofree char *file = entry_text (saved, i, board);

          /* TRANSLATORS: two log entries, then the number of the entry */
          return g_strdup_printf (_("it logs “%s” where the file’s log has “%s” (entry %u)"),
                                  made, file, i + 1);
        }
    }
  return NULL;
}

static void
set_broken (GmpSession *session,
            const char *display_name,
            const char *reason)
{
  g_clear_error (&session->broken);
  if (display_name != NULL)
    g_set_error (&session->broken, GMP_ERROR, GMP_ERROR_ILLEGAL, "%s: %s", display_name, reason);
  else
    g_set_error_literal (&session->broken, GMP_ERROR, GMP_ERROR_ILLEGAL, reason);
}

/* Action index (from 0) of the history failed: why, for people */
static char *
describe_failure (GmpSession      *session,
                  guint            index,
                  const GmpState  *state,
                  const char      *why)
{
  g_autofree char *what = gmp_action_describe (g_ptr_array_index (session->actions, index), state);
  g_autofree char *reason = g_strdup (why);
  gsize length = strlen (reason);

  /* the reason goes on in the sentence */
  while (length > 0 && reason[length - 1] == '.')
    reason[--length] = '\0';
  why = reason;

  if (index < session->n_done)
    /* TRANSLATORS: the action's number, the number of actions, what it is, why it fails */
    return g_strdup_printf (_("The game’s history cannot be replayed: action %u of %u (%s) "
                              "fails: %s; the game opens as it was saved, without its history"),
                            index + 1, session->actions->len, what, why);
  /* TRANSLATORS: the action's number, the number of actions, what it is, why it fails */
  return g_strdup_printf (_("The undone actions of the game’s history cannot be redone: "
                            "action %u of %u (%s) fails: %s; they are dropped, and the game "
                            "opens as it was saved"),
                          index + 1, session->actions->len, what, why);
}

void
_gmp_session_check_history (GmpSession *session,
                            const char *display_name)
{
  g_autoptr(GmpScenario) work = gmp_scenario_copy (session->start);
  const GmpScenario *saved = session->scenario;
  const GmpBoard *board = saved->state->board;
  guint n_done = session->n_done;
  gboolean checked = g_array_index (session->playable, gboolean, 0);
  guint log_from = 0;
  g_auto(GmpSessionScratch) scratch = { 0, };

  for (guint i = 0; i <= session->actions->len; i++)
    {
      g_autoptr(GError) local_error = NULL;
      g_autofree char *reason = NULL;

      if (i == n_done && !same_game (work, saved))
        {
          if (n_done == 0)
            reason = g_strdup (_("The game’s history starts from another position than the "
                                 "one saved, with no action done; the game opens as it was "
                                 "saved, without its history"));
          else
            reason = g_strdup_printf (ngettext ("The game’s history cannot be replayed: its "
                                                "%u action done leads to another position than "
                                                "the one saved; the game opens as it was saved, "
                                                "without its history",
                                                "The game’s history cannot be replayed: its "
                                                "%u actions done lead to another position than "
                                                "the one saved; the game opens as it was saved, "
                                                "without its history", n_done), n_done);
          set_broken (session, display_name, reason);
          drop_history (session);
          return;
        }
      if (i == session->actions->len)
        break;

      if (i + 1 == n_done)
        session->before_last = _gmp_session_checkpoint_take (work, i);
      if (!_gmp_session_perform_recorded (work, g_ptr_array_index (session->actions, i), &checked,
                                          &scratch, &local_error))
        {
          g_autofree char *why = describe_failure (session, i, work->state,
                                                   local_error->message);

          set_broken (session, display_name, why);
          if (i < n_done)
            drop_history (session);
          else
            {
              session->n_done = n_done;
              drop_redo_branch (session);
            }
          return;
        }
      g_array_index (session->log_ends, guint, i) = _gmp_session_log_length (work);
      g_array_index (session->playable, gboolean, i + 1) |= checked;
      if (i < n_done)
        {
          g_autofree char *difference = log_difference (work->log, saved->log, log_from,
                                                        _gmp_session_log_length (work), board);

          if (difference != NULL)
            {
              g_autofree char *why = describe_failure (session, i, work->state, difference);

              set_broken (session, display_name, why);
              drop_history (session);
              return;
            }
          log_from = _gmp_session_log_length (work);
        }
      if ((i + 1) % GMP_SESSION_CHECKPOINT_EVERY == 0)
        g_ptr_array_add (session->checkpoints, _gmp_session_checkpoint_take (work, i + 1));
    }
}

/* Creating and saving */

GmpScenario *
_gmp_session_copy_without_history (const GmpScenario *scenario)
{
  GmpScenario *copy = gmp_scenario_copy (scenario);

  g_clear_pointer (&copy->start, gmp_scenario_free);
  g_clear_pointer (&copy->actions, g_ptr_array_unref);
  copy->n_done = 0;
  return copy;
}
