/* gmp-session.c: one game and its history, changed only by actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is the start position plus the actions. Positions in between
 * are rebuilt by replaying actions from a checkpoint: a copy of the state,
 * the log's length (the log only grows as actions are taken, so a shorter
 * log is a prefix of the current one) and the metadata. The position before
 * the last action is kept too, so undoing the last action replays nothing.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-edit.h"
#include "gmp-error.h"
#include "gmp-problems-game.h"
#include "gmp-session.h"
#include "gmp-state-private.h"

typedef struct {
  guint     step;          /* actions done when it was taken */
  GmpState *state;
  gboolean  has_log;
  guint     log_length;
  char     *title;
  char     *author;
  char     *description;
  char     *language;
  gboolean  roll_guards_at_start;
} Checkpoint;

struct _GmpSession
{
  GmpScenario *scenario;     /* the game now; its history fields stay NULL */
  GmpScenario *start;        /* where the history starts, without history */
  GPtrArray   *actions;      /* of GmpAction*: the first n_done are done */
  guint        n_done;
  GArray      *log_ends;     /* of guint per action: the log's length after it,
                                G_MAXUINT when not known */
  GPtrArray   *checkpoints;  /* of Checkpoint*, by step; the first is step 0 */
  Checkpoint  *before_last;  /* the position at step n_done - 1, or NULL */
  GArray      *playable;     /* of gboolean per step (0 .. actions->len): the position was
                                seen to keep the rules play needs, or came from one by play
                                (play never breaks them; edits may); FALSE: not known */
  GError      *broken;       /* why the file's history did not replay, or NULL */
  gboolean     dropped;      /* ...and so the game opened without it: undo at
                                the start says why */
  GmpDice     *dice;
};

/* Checkpoints */

static Checkpoint *
checkpoint_take (const GmpScenario *scenario,
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

static void
checkpoint_free (Checkpoint *checkpoint)
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

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Checkpoint, checkpoint_free)

/* Puts scenario back where checkpoint was. Its log must be the log the
 * checkpoint was taken on, or a longer one that grew from it. The state
 * object stays the one callers hold: a refused action, an undo or a step of
 * a replay changes what it says, never where it is. */
static void
checkpoint_restore (const Checkpoint *checkpoint,
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
static const Checkpoint *
checkpoint_at_or_before (GmpSession *session,
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

static void
maybe_add_checkpoint (GmpSession *session)
{
  const Checkpoint *last;

  if (session->n_done == 0 || session->n_done % GMP_SESSION_CHECKPOINT_EVERY != 0)
    return;
  last = g_ptr_array_index (session->checkpoints, session->checkpoints->len - 1);
  if (last->step < session->n_done)
    g_ptr_array_add (session->checkpoints, checkpoint_take (session->scenario, session->n_done));
}

/* Taking a new action after an undo: the undone actions and whatever was
 * known about them go. */
static void
drop_undone (GmpSession *session)
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

/* Answers: an action names the board items an answer means by their own
 * fields (a city, a chit, a unit), so a file can write them by id. */

static gboolean
answer_is_city (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_COMBAT || kind == GMP_QUESTION_RETURN_UNIT
         || kind == GMP_QUESTION_PLACE_ALLY || kind == GMP_QUESTION_RETREAT
         || kind == GMP_QUESTION_ADVANCE;
}

static gboolean
answer_is_chit (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_DRAW_CHIT || kind == GMP_QUESTION_HOLD
         || kind == GMP_QUESTION_COMBAT_FX;
}

static void
answer_to_fields (const GmpState    *state,
                  const GmpQuestion *question,
                  int                answer,
                  GmpAction         *action)
{
  guint n_cities = state->board->n_cities;

  action->value = answer;
  action->city = action->chit = action->unit = GMP_NONE;
  if (question->kind == GMP_QUESTION_GUARD_VALUE || question->kind == GMP_QUESTION_RETREAT
      || question->kind == GMP_QUESTION_RETURN_UNIT || question->kind == GMP_QUESTION_PLACE_ALLY)
    action->unit = question->subject;
  if (answer < 0)
    return;

  if (answer_is_city (question->kind))
    action->city = answer;
  else if (answer_is_chit (question->kind))
    action->chit = answer;
  else if (question->kind == GMP_QUESTION_DISPLACE)
    {
      action->unit = answer / (int) n_cities;
      action->city = answer % (int) n_cities;
    }
  else if (question->kind == GMP_QUESTION_FORT_OPTION && answer >= GMP_FORT_CHOICE_SORTIE_BASE)
    {
      action->city = answer - GMP_FORT_CHOICE_SORTIE_BASE;
      action->value = GMP_FORT_CHOICE_SORTIE_BASE;
      return;
    }
  else
    return;
  action->value = 0;
}

static int
answer_from_fields (const GmpState    *state,
                    const GmpQuestion *question,
                    const GmpAction   *action)
{
  if (question->kind == GMP_QUESTION_DISPLACE && action->unit >= 0 && action->city >= 0)
    return GMP_ANSWER_DISPLACE (action->unit, action->city, state->board->n_cities);
  if (question->kind == GMP_QUESTION_FORT_OPTION && action->city >= 0)
    return GMP_ANSWER_SORTIE (action->city);
  if (answer_is_city (question->kind) && action->city >= 0)
    return action->city;
  if (answer_is_chit (question->kind) && action->chit >= 0)
    return action->chit;
  return action->value;
}

static GmpQuestion *
question_of (GmpScenario  *scenario,
             GError      **error)
{
  if (!gmp_turn_advance (scenario->state, scenario->log, error))
    return NULL;
  return gmp_turn_get_question (scenario->state);
}

static gboolean
perform_answer (GmpScenario  *scenario,
                GmpAction    *action,
                gboolean      fresh,
                GmpDice      *dice,
                GError      **error)
{
  g_autoptr(GmpQuestion) question = question_of (scenario, error);

  if (question == NULL)
    return FALSE;
  /* A new answer given as a number is read as the question reads it */
  if (fresh && action->city == GMP_NONE && action->chit == GMP_NONE && action->unit == GMP_NONE)
    answer_to_fields (scenario->state, question, action->value, action);
  return gmp_turn_answer (scenario->state, scenario->log, dice,
                          answer_from_fields (scenario->state, question, action), error);
}

/* Rules note 9: the players say what a flipped Guard shows, in the order
 * the game asks (ids ascending). */
static gboolean
perform_reveal (GmpScenario      *scenario,
                const GmpAction  *action,
                GmpDice          *dice,
                GError          **error)
{
  g_autoptr(GmpQuestion) question = question_of (scenario, error);

  if (question == NULL)
    return FALSE;
  if (question->kind != GMP_QUESTION_GUARD_VALUE)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("No Guard waits to be revealed (Rules note 9)"));
      return FALSE;
    }
  if (action->unit != question->subject)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The game asks for the Guard %d first (Rules note 9)"), question->subject);
      return FALSE;
    }
  return gmp_turn_answer (scenario->state, scenario->log, dice, action->value, error);
}

static gboolean
perform_fx (GmpScenario      *scenario,
            const GmpAction  *action,
            GError          **error)
{
  g_autoptr(GmpQuestion) question = question_of (scenario, error);
  const GmpBoard *board = scenario->state->board;
  const GmpChit *chit;

  if (question == NULL)
    return FALSE;
  if (action->chit < 0 || (guint) action->chit >= board->n_chits)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such chit"));
      return FALSE;
    }
  chit = &board->chits[action->chit];
  /* An FX that adds MP works through movement (rules notes 20, 35) */
  if (chit->n_effects > 0 && chit->effects[0].kind == GMP_FX_EXTRA_MP)
    return gmp_movement_use_mp_fx (scenario->state, (guint) action->chit, action->formation,
                                   error);
  if (action->city < 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("%s is used on a city: which one?"),
                   chit->name);
      return FALSE;
    }
  return gmp_turn_use_fx (scenario->state, scenario->log, action->chit, (guint) action->city,
                          error);
}

static gboolean
perform_move (GmpScenario      *scenario,
              const GmpAction  *action,
              GError          **error)
{
  g_autoptr(GmpQuestion) question = question_of (scenario, error);

  if (question == NULL)
    return FALSE;
  if (action->units == NULL)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No units to move"));
      return FALSE;
    }
  return gmp_turn_move (scenario->state, scenario->log,
                        (const guint *) action->units->data, action->units->len,
                        action->path != NULL ? (const guint *) action->path->data : NULL,
                        action->path != NULL ? action->path->len : 0,
                        action->city, error) != GMP_MOVE_FAILED;
}

/* The automatic steps after a play action may end the game: the Fade Out's
 * victory check (Rules note 22) or a last turn over. The game then stands
 * ended, its winner and reason in the state and the log, as a file written
 * now says, not resting in a Fade Out that only an advanced copy shows over
 * (issue 19). A game that goes on rests where the action left it, so its
 * file is byte for byte what it was. Only the Action and Fade Out phases
 * lead to the end without a question. */
static gboolean
settle_end (GmpScenario  *scenario,
            gboolean      check,
            GError      **error)
{
  g_autoptr(GmpState) ahead = NULL;

  if (scenario->state->phase != GMP_PHASE_ACTION && scenario->state->phase != GMP_PHASE_FADE_OUT)
    return TRUE;
  /* check: after an edit or on opening, a position that breaks the rules
   * (a draft) is left as it is for the editor to mend */
  if (check && (!gmp_state_check (scenario->state, NULL) || !gmp_turn_check (scenario->state, NULL)))
    return TRUE;
  ahead = gmp_state_copy (scenario->state);
  if (!gmp_turn_advance (ahead, NULL, NULL) || !gmp_turn_is_over (ahead))
    return TRUE;
  return gmp_turn_advance (scenario->state, scenario->log, error);
}

static gboolean perform_action (GmpScenario  *scenario,
                                GmpAction    *action,
                                gboolean      fresh,
                                GmpDice      *dice,
                                GError      **error);

/* Does what action says on scenario, then settles an end it led to. fresh:
 * a new action, whose answer may still be a plain number. On failure
 * scenario may be half changed: the caller puts it back. */
static gboolean
perform (GmpScenario  *scenario,
         GmpAction    *action,
         gboolean      fresh,
         GmpDice      *dice,
         GError      **error)
{
  if (!perform_action (scenario, action, fresh, dice, error))
    return FALSE;
  /* An edit may make the position one the game has already ended in (the
   * referee sets turn 10's Fade Out): it stands ended too, or never fails */
  if (gmp_edit_is_edit (action->kind))
    {
      settle_end (scenario, TRUE, NULL);
      return TRUE;
    }
  return settle_end (scenario, FALSE, error);
}

static gboolean
perform_action (GmpScenario  *scenario,
                GmpAction    *action,
                gboolean      fresh,
                GmpDice      *dice,
                GError      **error)
{
  /* The game's log keeps what play does; a scenario without one gets one */
  if (!gmp_edit_is_edit (action->kind) && scenario->log == NULL)
    scenario->log = gmp_log_new ();

  switch (action->kind)
    {
    case GMP_ACTION_ANSWER:
      return perform_answer (scenario, action, fresh, dice, error);
    case GMP_ACTION_MOVE:
      return perform_move (scenario, action, error);
    case GMP_ACTION_REVEAL_GUARD:
      return perform_reveal (scenario, action, dice, error);
    case GMP_ACTION_USE_FX:
      return perform_fx (scenario, action, error);
    case GMP_ACTION_START:
      return gmp_scenario_start (scenario, dice, (GmpSetupFlags) action->value, error);
    case GMP_ACTION_PLACE_UNIT:
    case GMP_ACTION_REMOVE_UNIT:
    case GMP_ACTION_SET_UNIT:
    case GMP_ACTION_SET_GUARD:
    case GMP_ACTION_SET_FORT:
    case GMP_ACTION_SET_CHIT:
    case GMP_ACTION_SET_DANGER:
    case GMP_ACTION_SET_TURN:
    case GMP_ACTION_SET_METADATA:
    case GMP_ACTION_SET_GUARD_RULE:
      return gmp_edit_apply (scenario, action, error);
    case GMP_N_ACTIONS:
    default:
      break;
    }
  g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("Unknown action"));
  return FALSE;
}

/* Applies a recorded action again, with the dice it drew the first time.
 * *checked: the position was seen to keep the rules play needs. A history
 * may start from a draft and mend it with edits; its play actions only
 * ever came from playable positions, and a file that says otherwise is
 * refused here rather than played. */
static gboolean
perform_recorded (GmpScenario      *scenario,
                  const GmpAction  *action,
                  gboolean         *checked,
                  GError          **error)
{
  g_autoptr(GmpAction) copy = gmp_action_copy (action);
  g_autoptr(GmpDice) dice = NULL;

  if (gmp_edit_is_edit (action->kind))
    *checked = FALSE;
  else if (!*checked)
    {
      if (!gmp_state_check (scenario->state, error) || !gmp_turn_check (scenario->state, error))
        return FALSE;
      *checked = TRUE;
    }

  dice = gmp_dice_new_replay (action->record != NULL
                              ? (const GmpDiceDraw *) action->record->data : NULL,
                              action->record != NULL ? action->record->len : 0);
  return perform (scenario, copy, FALSE, dice, error)
         && gmp_dice_replay_check (dice, error);
}

static guint
log_length (const GmpScenario *scenario)
{
  return scenario->log != NULL ? gmp_log_get_n_entries (scenario->log) : 0;
}

/* Replays actions [from, to) onto the session's scenario, whose position is
 * step `from`, taking checkpoints as it passes them. */
static gboolean
replay_forward (GmpSession  *session,
                guint        to,
                GError     **error)
{
  gboolean checked = g_array_index (session->playable, gboolean, session->n_done);

  while (session->n_done < to)
    {
      const GmpAction *action = g_ptr_array_index (session->actions, session->n_done);
      g_autoptr(GError) local_error = NULL;

      g_clear_pointer (&session->before_last, checkpoint_free);
      if (session->n_done + 1 == to)
        session->before_last = checkpoint_take (session->scenario, session->n_done);
      if (!perform_recorded (session->scenario, action, &checked, &local_error))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("Action %u of the history cannot be taken again: %s"),
                       session->n_done + 1, local_error->message);
          return FALSE;
        }
      g_array_index (session->log_ends, guint, session->n_done) = log_length (session->scenario);
      session->n_done++;
      g_array_index (session->playable, gboolean, session->n_done) |= checked;
      maybe_add_checkpoint (session);
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

/* A history read from a file is replayed once, when the session is made
 * (issue 19): every action from the start, with the dice it recorded. The
 * log entries each action done makes must be the file's, the actions done
 * must lead to the position saved, and the undone ones must still be
 * possible. The replay leaves a checkpoint every
 * GMP_SESSION_CHECKPOINT_EVERY actions, the log's length after each action
 * and the position before the last, so undo, redo and replay later cost at
 * most that many actions, never the whole game again. */

static GmpScenario *copy_without_history (const GmpScenario *scenario);

/* The history cannot be trusted: the game opens as saved, its history
 * starting there. */
static void
drop_history (GmpSession *session)
{
  gmp_scenario_free (session->start);
  session->start = copy_without_history (session->scenario);
  g_ptr_array_set_size (session->actions, 0);
  session->n_done = 0;
  g_array_set_size (session->log_ends, 0);
  g_array_set_size (session->playable, 1);
  g_array_index (session->playable, gboolean, 0) = FALSE;
  g_ptr_array_set_size (session->checkpoints, 0);
  g_ptr_array_add (session->checkpoints, checkpoint_take (session->start, 0));
  g_clear_pointer (&session->before_last, checkpoint_free);
  session->dropped = TRUE;
}

/* The undone actions that cannot be redone go; what was done stays. */
static void
drop_redo_branch (GmpSession *session)
{
  drop_undone (session);
}

static char *
entry_text (const GmpLog   *log,
            guint           index,
            const GmpBoard *board)
{
  return gmp_log_entry_to_string (gmp_log_get_entry (log, index), board);
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

static void
check_history (GmpSession *session,
               const char *display_name)
{
  g_autoptr(GmpScenario) work = gmp_scenario_copy (session->start);
  const GmpScenario *saved = session->scenario;
  const GmpBoard *board = saved->state->board;
  guint n_done = session->n_done;
  gboolean checked = g_array_index (session->playable, gboolean, 0);
  guint log_from = 0;

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
        session->before_last = checkpoint_take (work, i);
      if (!perform_recorded (work, g_ptr_array_index (session->actions, i), &checked,
                             &local_error))
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
      g_array_index (session->log_ends, guint, i) = log_length (work);
      g_array_index (session->playable, gboolean, i + 1) |= checked;
      if (i < n_done)
        {
          g_autofree char *difference = log_difference (work->log, saved->log, log_from,
                                                        log_length (work), board);

          if (difference != NULL)
            {
              g_autofree char *why = describe_failure (session, i, work->state, difference);

              set_broken (session, display_name, why);
              drop_history (session);
              return;
            }
          log_from = log_length (work);
        }
      if ((i + 1) % GMP_SESSION_CHECKPOINT_EVERY == 0)
        g_ptr_array_add (session->checkpoints, checkpoint_take (work, i + 1));
    }
}

/* Creating and saving */

static GmpScenario *
copy_without_history (const GmpScenario *scenario)
{
  GmpScenario *copy = gmp_scenario_copy (scenario);

  g_clear_pointer (&copy->start, gmp_scenario_free);
  g_clear_pointer (&copy->actions, g_ptr_array_unref);
  copy->n_done = 0;
  return copy;
}

GmpSession *
gmp_session_new_named (GmpScenario *scenario,
                       const char  *display_name)
{
  GmpSession *session;

  g_return_val_if_fail (scenario != NULL, NULL);

  session = g_new0 (GmpSession, 1);
  session->scenario = scenario;
  session->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_action_free);
  session->checkpoints = g_ptr_array_new_with_free_func ((GDestroyNotify) checkpoint_free);
  session->log_ends = g_array_new (FALSE, FALSE, sizeof (guint));

  if (scenario->start != NULL && scenario->actions != NULL
      && scenario->n_done <= scenario->actions->len)
    {
      session->start = g_steal_pointer (&scenario->start);
      for (guint i = 0; i < scenario->actions->len; i++)
        g_ptr_array_add (session->actions,
                         gmp_action_copy (g_ptr_array_index (scenario->actions, i)));
      session->n_done = scenario->n_done;
      /* Replaying settles the end the last action led to: so does opening
       * a file an earlier version saved before it (issue 19) */
      if (session->n_done > 0 && !scenario->draft)
        settle_end (scenario, TRUE, NULL);
    }
  else
    {
      /* A file an earlier version wrote in the Fade Out of a game already
       * over (issue 19) opens ended */
      if (!scenario->draft)
        settle_end (scenario, TRUE, NULL);
      g_clear_pointer (&scenario->start, gmp_scenario_free);
      session->start = copy_without_history (scenario);
    }
  g_clear_pointer (&scenario->actions, g_ptr_array_unref);
  scenario->n_done = 0;

  g_array_set_size (session->log_ends, session->actions->len);
  for (guint i = 0; i < session->log_ends->len; i++)
    g_array_index (session->log_ends, guint, i) = G_MAXUINT;
  g_ptr_array_add (session->checkpoints, checkpoint_take (session->start, 0));
  session->playable = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_array_set_size (session->playable, session->actions->len + 1);
  session->dice = gmp_dice_new_seeded ((guint64) g_get_real_time ());
  if (session->actions->len > 0 || session->n_done > 0)
    check_history (session, display_name);
  return session;
}

GmpSession *
gmp_session_new (GmpScenario *scenario)
{
  return gmp_session_new_named (scenario, NULL);
}

GmpSession *
gmp_session_new_game (GmpBoard       *board,
                      GmpDice        *dice,
                      GmpSetupFlags   flags,
                      GError        **error)
{
  g_autoptr(GmpDice) owned = dice;
  g_autoptr(GmpLog) log = gmp_log_new ();
  GmpScenario *scenario;
  GmpSession *session;
  GmpState *state;

  g_return_val_if_fail (board != NULL, NULL);

  if (owned == NULL)
    owned = gmp_dice_new_seeded ((guint64) g_get_real_time ());
  /* The log starts with the setup: every National Guard roll (rules note 3) */
  state = gmp_setup_new_game_logged (board, owned, flags, log, error);
  if (state == NULL)
    return NULL;
  scenario = gmp_scenario_new (state);
  scenario->log = g_steal_pointer (&log);
  session = gmp_session_new (scenario);
  gmp_session_set_dice (session, g_steal_pointer (&owned));
  return session;
}

GmpSession *
gmp_session_load_file (const char  *path,
                       GError     **error)
{
  GmpScenario *scenario = gmp_scenario_load_file (path, error);
  g_autofree char *display_name = g_filename_display_name (path);

  return scenario != NULL ? gmp_session_new_named (scenario, display_name) : NULL;
}

GmpSession *
gmp_session_load_bytes (GBytes      *bytes,
                        const char  *display_name,
                        GError     **error)
{
  GmpScenario *scenario = gmp_scenario_load_bytes (bytes, display_name, error);

  return scenario != NULL ? gmp_session_new_named (scenario, display_name) : NULL;
}

/* The scenario with the history lent to it, for writing. */
static void
lend_history (GmpSession *session,
              gboolean    lend)
{
  GmpScenario *scenario = session->scenario;

  /* A position with problems is saved as a draft, a clean one as none */
  if (lend)
    scenario->draft = gmp_session_is_draft (session);

  /* A history that could not be replayed was dropped when the file was
   * opened (check_history()): the file starts from the game as it stood
   * then. An empty one is not written: the start is the game. */
  if (lend && session->actions->len > 0)
    {
      scenario->start = session->start;
      scenario->actions = session->actions;
      scenario->n_done = session->n_done;
    }
  else
    {
      scenario->start = NULL;
      scenario->actions = NULL;
      scenario->n_done = 0;
    }
}

gboolean
gmp_session_save_file (GmpSession  *session,
                       const char  *path,
                       GError     **error)
{
  gboolean ok;

  g_return_val_if_fail (session != NULL && path != NULL, FALSE);

  lend_history (session, TRUE);
  ok = gmp_scenario_save_file (session->scenario, path, error);
  lend_history (session, FALSE);
  return ok;
}

GBytes *
gmp_session_to_bytes (GmpSession *session)
{
  GBytes *bytes;

  g_return_val_if_fail (session != NULL, NULL);

  lend_history (session, TRUE);
  bytes = gmp_scenario_to_bytes (session->scenario);
  lend_history (session, FALSE);
  return bytes;
}

void
gmp_session_free (GmpSession *session)
{
  if (session == NULL)
    return;

  gmp_scenario_free (session->scenario);
  gmp_scenario_free (session->start);
  g_ptr_array_unref (session->actions);
  g_ptr_array_unref (session->checkpoints);
  g_array_unref (session->log_ends);
  g_array_unref (session->playable);
  checkpoint_free (session->before_last);
  g_clear_error (&session->broken);
  gmp_dice_free (session->dice);
  g_free (session);
}

const GError *
gmp_session_get_history_error (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return session->broken;
}

const GmpScenario *
gmp_session_get_scenario (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return session->scenario;
}

const GmpState *
gmp_session_get_state (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return session->scenario->state;
}

GmpBoard *
gmp_session_get_board (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return session->scenario->state->board;
}

const GmpLog *
gmp_session_get_log (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return session->scenario->log;
}

void
gmp_session_set_dice (GmpSession *session,
                      GmpDice    *dice)
{
  g_return_if_fail (session != NULL && dice != NULL);

  gmp_dice_free (session->dice);
  session->dice = dice;
}

GmpDice *
gmp_session_get_dice (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return session->dice;
}

GmpQuestion *
gmp_session_get_question (GmpSession *session)
{
  g_autoptr(GmpState) state = NULL;

  g_return_val_if_fail (session != NULL, NULL);

  /* A position whose problems block play (a draft) asks nothing until it
   * is mended: the turn sequence never sees it */
  if (!gmp_session_check_playable (session, NULL))
    {
      state = gmp_state_new (session->scenario->state->board);
      state->phase = GMP_PHASE_GAME_OVER;
      return gmp_turn_get_question (state);
    }

  /* The state may rest between steps (a scenario from the editor): the
   * question is the one the automatic steps lead to. */
  state = gmp_state_copy (session->scenario->state);
  if (!gmp_turn_advance (state, NULL, NULL))
    return gmp_turn_get_question (session->scenario->state);
  return gmp_turn_get_question (state);
}

/* The verb */

gboolean
gmp_session_apply (GmpSession       *session,
                   const GmpAction  *action,
                   GError          **error)
{
  g_autoptr(GmpAction) copy = NULL;
  g_autoptr(Checkpoint) before = NULL;
  g_autoptr(GArray) record = NULL;
  guint log_end;
  gboolean ok, playable;

  g_return_val_if_fail (session != NULL && action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Rules are played only from a position that keeps them: a draft, or a
   * scenario the editor broke, is mended first */
  if (!gmp_edit_is_edit (action->kind) && !gmp_session_check_playable (session, error))
    return FALSE;

  copy = gmp_action_copy (action);
  g_clear_pointer (&copy->record, g_array_unref);
  before = checkpoint_take (session->scenario, session->n_done);
  record = g_array_new (FALSE, FALSE, sizeof (GmpDiceDraw));

  gmp_dice_set_record (session->dice, record);
  ok = perform (session->scenario, copy, TRUE, session->dice, error);
  gmp_dice_set_record (session->dice, NULL);
  if (!ok)
    {
      checkpoint_restore (before, session->scenario);
      return FALSE;
    }

  if (record->len > 0)
    copy->record = g_steal_pointer (&record);
  /* Play keeps a playable position playable; an edit may break anything */
  playable = !gmp_edit_is_edit (copy->kind);
  drop_undone (session);
  g_ptr_array_add (session->actions, g_steal_pointer (&copy));
  log_end = log_length (session->scenario);
  g_array_append_val (session->log_ends, log_end);
  g_array_append_val (session->playable, playable);
  session->n_done++;
  g_clear_pointer (&session->before_last, checkpoint_free);
  session->before_last = g_steal_pointer (&before);
  maybe_add_checkpoint (session);
  return TRUE;
}

gboolean
gmp_session_answer (GmpSession  *session,
                    int          answer,
                    GError     **error)
{
  g_autoptr(GmpAction) action = gmp_action_new_answer (answer);

  return gmp_session_apply (session, action, error);
}

GmpMoveStatus
gmp_session_move (GmpSession   *session,
                  const guint  *units,
                  guint         n_units,
                  const guint  *path,
                  guint         n_path,
                  int           destination,
                  GError      **error)
{
  g_autoptr(GmpAction) action = gmp_action_new_move (units, n_units, path, n_path, destination);

  if (!gmp_session_apply (session, action, error))
    return GMP_MOVE_FAILED;
  return session->scenario->state->move_pending ? GMP_MOVE_NEEDS_GUARD_VALUES : GMP_MOVE_DONE;
}

/* Whether the scenario's setup rules still have something to do: tried on
 * a copy, so a game under way gets no empty action. */
static gboolean
needs_start (const GmpScenario *scenario,
             GmpSetupFlags      flags)
{
  g_autoptr(GmpScenario) copy = copy_without_history (scenario);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (0);

  if (!gmp_scenario_start (copy, dice, flags, NULL))
    return TRUE;   /* the real start says why */
  return !gmp_state_equal (copy->state, scenario->state)
         || copy->roll_guards_at_start != scenario->roll_guards_at_start
         || (copy->log != NULL) != (scenario->log != NULL)
         || (copy->log != NULL && !gmp_log_equal (copy->log, scenario->log));
}

gboolean
gmp_session_start (GmpSession     *session,
                   GmpSetupFlags   flags,
                   gboolean       *started,
                   GError        **error)
{
  g_autoptr(GmpAction) start = NULL;

  g_return_val_if_fail (session != NULL, FALSE);

  if (started != NULL)
    *started = FALSE;
  if (!gmp_session_check_playable (session, error))
    return FALSE;
  if (!needs_start (session->scenario, flags))
    return TRUE;
  start = gmp_action_new (GMP_ACTION_START);
  start->value = (int) flags;
  if (!gmp_session_apply (session, start, error))
    return FALSE;
  if (started != NULL)
    *started = TRUE;
  return TRUE;
}

/* History */

guint
gmp_session_get_n_done (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, 0);
  return session->n_done;
}

guint
gmp_session_get_n_actions (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, 0);
  return session->actions->len;
}

const GmpAction *
gmp_session_get_action (GmpSession *session,
                        guint       index)
{
  g_return_val_if_fail (session != NULL, NULL);
  g_return_val_if_fail (index < session->actions->len, NULL);
  return g_ptr_array_index (session->actions, index);
}

gboolean
gmp_session_can_undo (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);
  return session->n_done > 0;
}

gboolean
gmp_session_can_redo (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, FALSE);
  return session->n_done < session->actions->len;
}

/* Rebuilds the position after `step` actions (step <= n_done) from the
 * nearest checkpoint. */
static gboolean
rebuild (GmpSession  *session,
         guint        step,
         GError     **error)
{
  const Checkpoint *checkpoint;

  if (session->before_last != NULL && session->before_last->step == step)
    {
      checkpoint_restore (session->before_last, session->scenario);
      g_clear_pointer (&session->before_last, checkpoint_free);
      session->n_done = step;
      return TRUE;
    }
  checkpoint = checkpoint_at_or_before (session, step);
  checkpoint_restore (checkpoint, session->scenario);
  session->n_done = checkpoint->step;
  return replay_forward (session, step, error);
}

gboolean
gmp_session_go_to (GmpSession  *session,
                   guint        step,
                   GError     **error)
{
  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (step > session->actions->len)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   ngettext ("The game’s history has %u step", "The game’s history has %u steps",
                             session->actions->len),
                   session->actions->len);
      return FALSE;
    }
  if (step == session->n_done)
    return TRUE;
  if (step < session->n_done)
    return rebuild (session, step, error);
  return replay_forward (session, step, error);
}

gboolean
gmp_session_undo (GmpSession  *session,
                  GError     **error)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (session->n_done == 0 && session->dropped)
    {
      /* The file's history did not replay: undo stops where it opened */
      g_propagate_error (error, g_error_copy (session->broken));
      return FALSE;
    }
  if (session->n_done == 0)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL, _("There is nothing to undo"));
      return FALSE;
    }
  return gmp_session_go_to (session, session->n_done - 1, error);
}

gboolean
gmp_session_redo (GmpSession  *session,
                  GError     **error)
{
  g_return_val_if_fail (session != NULL, FALSE);

  if (session->n_done == session->actions->len)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL, _("There is nothing to redo"));
      return FALSE;
    }
  return gmp_session_go_to (session, session->n_done + 1, error);
}

/* The first log entry an action made says best what it did. */
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
    return gmp_log_entry_to_string (gmp_log_get_entry (log, first), session->scenario->state->board);
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

GmpScenario *
gmp_session_scenario_at (GmpSession  *session,
                         guint        step,
                         GError     **error)
{
  g_autoptr(GmpScenario) result = NULL;
  guint position;

  g_return_val_if_fail (session != NULL, NULL);

  if (step > session->actions->len)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   ngettext ("The game’s history has %u step", "The game’s history has %u steps",
                             session->actions->len),
                   session->actions->len);
      return NULL;
    }
  result = copy_without_history (session->scenario);
  position = session->n_done;
  if (step < session->n_done)
    {
      const Checkpoint *checkpoint = checkpoint_at_or_before (session, step);

      checkpoint_restore (checkpoint, result);
      position = checkpoint->step;
    }
  for (gboolean checked = g_array_index (session->playable, gboolean, position);
       position < step; position++)
    if (!perform_recorded (result, g_ptr_array_index (session->actions, position), &checked,
                           error))
      return NULL;
  return g_steal_pointer (&result);
}

/* Automatic play through the session: the policy of gmp-turn-auto.c, each
 * of its moves, FX and answers an action of the history. */

static const GmpState *
session_get_state (gpointer data)
{
  return ((GmpSession *) data)->scenario->state;
}

static gboolean
session_move (gpointer     data,
              guint        unit,
              const guint *path,
              guint        n_path)
{
  return gmp_session_move (data, &unit, 1, path, n_path, GMP_NONE, NULL) != GMP_MOVE_FAILED;
}

static void
session_use_fx (gpointer data,
                guint    chit,
                guint    city)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_USE_FX);

  action->chit = (int) chit;
  action->city = (int) city;
  /* The policy only tries: a refusal changes nothing */
  gmp_session_apply (data, action, NULL);
}

gboolean
gmp_session_play_auto (GmpSession  *session,
                       guint        last_turn,
                       GError     **error)
{
  GmpAutoPlayer player = { session_get_state, session_move, session_use_fx, session };

  g_return_val_if_fail (session != NULL, FALSE);

  if (!gmp_session_check_playable (session, error))
    return FALSE;

  for (;;)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (session);
      const GmpState *state = session->scenario->state;

      if (question->kind == GMP_QUESTION_NONE
          || (last_turn != 0 && state->turn > last_turn))
        return TRUE;
      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move_with (&player, session->dice);
          /* Moving may have raised a Guard question */
          if (session->scenario->state->move_pending)
            {
              gmp_question_free (question);
              question = gmp_session_get_question (session);
            }
        }
      if (question->kind == GMP_QUESTION_NONE)
        return TRUE;
      if (!gmp_session_answer (session, gmp_turn_auto_answer (question, session->dice), error))
        return FALSE;
    }
}

/* Scenarios from the editor */

/* Problems a non-draft file cannot hold: what blocks play, and Human units
 * in a hive before the game begins (gmp-scenario.c refuses both). */
static gboolean
refused_in_file (const GmpProblem *problem)
{
  return gmp_problem_blocks_play (problem) || problem->kind == GMP_PROBLEM_HIVE_AT_START;
}

GPtrArray *
gmp_session_dup_problems (GmpSession *session)
{
  g_return_val_if_fail (session != NULL, NULL);
  return gmp_state_validate_game (session->scenario->state);
}

gboolean
gmp_session_check_playable (GmpSession  *session,
                            GError     **error)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GString) list = NULL;
  guint n = 0;

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_array_index (session->playable, gboolean, session->n_done))
    return TRUE;

  problems = gmp_state_validate_game (session->scenario->state);
  list = g_string_new (NULL);
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (!gmp_problem_blocks_play (problem))
        continue;
      g_string_append_c (list, '\n');
      g_string_append (list, problem->message);
      n++;
    }
  if (n == 0)
    {
      g_array_index (session->playable, gboolean, session->n_done) = TRUE;
      return TRUE;
    }
  /* Each problem's message names its city or unit and cites its rules note */
  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               g_dngettext (GETTEXT_PACKAGE,
                            "This scenario cannot be played: it has %u problem that blocks "
                            "play, to be mended first:%s",
                            "This scenario cannot be played: it has %u problems that block "
                            "play, to be mended first:%s", n),
               n, list->str);
  return FALSE;
}

gboolean
gmp_session_is_draft (GmpSession *session)
{
  g_autoptr(GPtrArray) problems = NULL;
  gboolean draft = FALSE;

  g_return_val_if_fail (session != NULL, FALSE);

  /* Play never breaks a rule, but a hive may hold Humans before the game
   * begins, which a playable position can: a position known to be
   * playable needs only the checks of the state itself */
  if (g_array_index (session->playable, gboolean, session->n_done))
    problems = gmp_state_validate (session->scenario->state);
  else
    problems = gmp_state_validate_game (session->scenario->state);
  for (guint i = 0; i < problems->len && !draft; i++)
    draft = refused_in_file (g_ptr_array_index (problems, i));
  session->scenario->draft = draft;
  return draft;
}

GmpSession *
gmp_session_new_empty (GmpBoard  *board,
                       GError   **error)
{
  GmpScenario *scenario;
  GmpState *state;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* gmp_state_new(): every Fort at its strength, the chits where the
   * board starts them, the Danger marker on its first space, no unit */
  state = gmp_state_new (board);
  state->turn = 1;
  state->phase = GMP_PHASE_FADE_IN;
  state->step = 0;
  scenario = gmp_scenario_new (state);
  scenario->roll_guards_at_start = FALSE;
  scenario->draft = TRUE;
  return gmp_session_new (scenario);
}

GmpSession *
gmp_session_new_from_position (GmpSession  *session,
                               GError     **error)
{
  GmpScenario *scenario;
  GmpSession *result;

  g_return_val_if_fail (session != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* A new scenario starts here: the game that led to it is no part of it */
  scenario = copy_without_history (session->scenario);
  g_clear_pointer (&scenario->log, gmp_log_free);
  scenario->draft = FALSE;
  result = gmp_session_new (scenario);
  gmp_session_is_draft (result);
  return result;
}
