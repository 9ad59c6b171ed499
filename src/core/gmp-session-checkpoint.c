/* gmp-session-checkpoint.c: the positions undo and redo start from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A checkpoint is a copy of the state, the log's length (the log only grows
 * as actions are taken, so a shorter log is a prefix of the current one) and
 * the metadata, taken every GMP_SESSION_CHECKPOINT_EVERY actions; the position
 * before the last action is kept too, so undoing it replays nothing. No rule
 * lives here.
 */

#include "config.h"

#include "gmp-state-private.h"
#include "gmp-session-private.h"

Checkpoint *
_gmp_session_checkpoint_take (const GmpScenario *scenario,
                              guint              step)
{
  Checkpoint *checkpoint = g_new0 (Checkpoint, 1);

  checkpoint->step = step;
  checkpoint->state = gmp_state_copy (scenario->state);
  checkpoint->has_log = scenario->log != NULL;
  checkpoint->log_length = scenario->log != NULL ? gmp_log_get_n_entries (scenario->log) : 0;
  checkpoint->title = g_strdup (scenario->title);
  checkpoint->author = g_strdup (scenario->author);
  checkpoint->description = g_strdup (scenario->description);
  checkpoint->language = g_strdup (scenario->language);
  checkpoint->roll_guards_at_start = scenario->roll_guards_at_start;
  return checkpoint;
}

void
_gmp_session_checkpoint_free (Checkpoint *checkpoint)
{
  if (checkpoint == NULL)
    return;
  gmp_state_free (checkpoint->state);
  g_free (checkpoint->title);
  g_free (checkpoint->author);
  g_free (checkpoint->description);
  g_free (checkpoint->language);
  g_free (checkpoint);
}

/* Puts scenario back where checkpoint was. Its log must be the log the
 * checkpoint was taken on, or a longer one that grew from it. The state
 * object stays the one callers hold: a refused action, an undo or a step of
 * a replay changes what it says, never where it is. */
void
_gmp_session_checkpoint_restore (const Checkpoint *checkpoint,
                                 GmpScenario      *scenario)
{
  _gmp_state_copy_into (scenario->state, checkpoint->state);
  if (!checkpoint->has_log)
    g_clear_pointer (&scenario->log, gmp_log_free);
  else
    {
      if (scenario->log == NULL)
        scenario->log = gmp_log_new ();
      gmp_log_truncate (scenario->log,
                        MIN (checkpoint->log_length, gmp_log_get_n_entries (scenario->log)));
    }
  g_free (scenario->title);
  scenario->title = g_strdup (checkpoint->title);
  g_free (scenario->author);
  scenario->author = g_strdup (checkpoint->author);
  g_free (scenario->description);
  scenario->description = g_strdup (checkpoint->description);
  g_free (scenario->language);
  scenario->language = g_strdup (checkpoint->language);
  scenario->roll_guards_at_start = checkpoint->roll_guards_at_start;
}

/* The last checkpoint at or before step */
const Checkpoint *
_gmp_session_checkpoint_at_or_before (GmpSession *session,
                                      guint       step)
{
  const Checkpoint *found = g_ptr_array_index (session->checkpoints, 0);

  for (guint i = 1; i < session->checkpoints->len; i++)
    {
      const Checkpoint *checkpoint = g_ptr_array_index (session->checkpoints, i);

      if (checkpoint->step > step)
        break;
      found = checkpoint;
    }
  return found;
}

void
_gmp_session_maybe_add_checkpoint (GmpSession *session)
{
  const Checkpoint *last;

  if (session->n_done == 0 || session->n_done % GMP_SESSION_CHECKPOINT_EVERY != 0)
    return;
  last = g_ptr_array_index (session->checkpoints, session->checkpoints->len - 1);
  if (last->step < session->n_done)
    g_ptr_array_add (session->checkpoints,
                     _gmp_session_checkpoint_take (session->scenario, session->n_done));
}

/* Taking a new action after an undo: the undone actions and whatever was
 * known about them go. */
void
_gmp_session_drop_undone (GmpSession *session)
{
  while (session->checkpoints->len > 1)
    {
      const Checkpoint *last = g_ptr_array_index (session->checkpoints,
                                                  session->checkpoints->len - 1);

      if (last->step <= session->n_done)
        break;
      g_ptr_array_remove_index (session->checkpoints, session->checkpoints->len - 1);
    }
  g_ptr_array_set_size (session->actions, session->n_done);
  g_array_set_size (session->log_ends, session->n_done);
  g_array_set_size (session->playable, session->n_done + 1);
}
