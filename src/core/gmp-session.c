/* gmp-session.c: one game and its history, changed only by actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history is the start position plus the actions (gmp-session.h). This
 * file makes sessions, applies actions, undoes and redoes them; the
 * positions they start from are gmp-session-checkpoint.c, what an action does
 * gmp-session-perform.c, a file's history checked gmp-session-history.c, the
 * actions' words for people gmp-session-describe.c.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-edit.h"
#include "gmp-error.h"
#include "gmp-problems-game.h"
#include "gmp-session-private.h"

GmpSession *
gmp_session_new_named (GmpScenario *scenario,
                       const char  *display_name)
{
  g_auto(GmpSessionScratch) scratch = { 0, };
  GmpSession *session;

  g_return_val_if_fail (scenario != NULL, NULL);

  session = g_new0 (GmpSession, 1);
  session->scenario = scenario;
  session->checkpoints =
    g_ptr_array_new_with_free_func ((GDestroyNotify) _gmp_session_checkpoint_free);
  session->log_ends = g_array_new (FALSE, FALSE, sizeof (guint));

  if (scenario->start != NULL && scenario->actions != NULL
      && scenario->n_done <= scenario->actions->len)
    {
      session->start = g_steal_pointer (&scenario->start);
      /* Taken over, not copied: both arrays free their actions with
       * gmp_action_free() (gmp-scenario-history.c) */
      session->actions = g_steal_pointer (&scenario->actions);
      session->n_done = scenario->n_done;
      /* Replaying settles the end the last action led to: so does opening
       * a file an earlier version saved before it (issue 19) */
      if (session->n_done > 0 && !scenario->draft)
        _gmp_session_settle_end (scenario, TRUE, &scratch, NULL);
    }
  else
    {
      /* A file an earlier version wrote in the Fade Out of a game already
       * over (issue 19) opens ended */
      if (!scenario->draft)
        _gmp_session_settle_end (scenario, TRUE, &scratch, NULL);
      g_clear_pointer (&scenario->start, gmp_scenario_free);
      session->start = _gmp_session_copy_without_history (scenario);
      session->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_action_free);
    }
  g_clear_pointer (&scenario->actions, g_ptr_array_unref);
  scenario->n_done = 0;

  g_array_set_size (session->log_ends, session->actions->len);
  for (guint i = 0; i < session->log_ends->len; i++)
    g_array_index (session->log_ends, guint, i) = G_MAXUINT;
  g_ptr_array_add (session->checkpoints, _gmp_session_checkpoint_take (session->start, 0));
  session->playable = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_array_set_size (session->playable, session->actions->len + 1);
  session->dice = gmp_dice_new_seeded ((guint64) g_get_real_time ());
  if (session->actions->len > 0 || session->n_done > 0)
    _gmp_session_check_history (session, display_name);
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
   * opened (_gmp_session_check_history()): the file starts from the game as it stood
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
  _gmp_session_checkpoint_free (session->before_last);
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
  g_auto(GmpSessionScratch) scratch = { 0, };
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
  before = _gmp_session_checkpoint_take (session->scenario, session->n_done);
  record = g_array_new (FALSE, FALSE, sizeof (GmpDiceDraw));

  gmp_dice_set_record (session->dice, record);
  ok = _gmp_session_perform (session->scenario, copy, copy, session->dice, &scratch, error);
  gmp_dice_set_record (session->dice, NULL);
  if (!ok)
    {
      _gmp_session_checkpoint_restore (before, session->scenario);
      return FALSE;
    }

  if (record->len > 0)
    copy->record = g_steal_pointer (&record);
  /* Play keeps a playable position playable; an edit may break anything */
  playable = !gmp_edit_is_edit (copy->kind);
  _gmp_session_drop_undone (session);
  g_ptr_array_add (session->actions, g_steal_pointer (&copy));
  log_end = _gmp_session_log_length (session->scenario);
  g_array_append_val (session->log_ends, log_end);
  g_array_append_val (session->playable, playable);
  session->n_done++;
  g_clear_pointer (&session->before_last, _gmp_session_checkpoint_free);
  session->before_last = g_steal_pointer (&before);
  _gmp_session_maybe_add_checkpoint (session);
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
  g_autoptr(GmpScenario) copy = _gmp_session_copy_without_history (scenario);
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
      _gmp_session_checkpoint_restore (session->before_last, session->scenario);
      g_clear_pointer (&session->before_last, _gmp_session_checkpoint_free);
      session->n_done = step;
      return TRUE;
    }
  checkpoint = _gmp_session_checkpoint_at_or_before (session, step);
  _gmp_session_checkpoint_restore (checkpoint, session->scenario);
  session->n_done = checkpoint->step;
  return _gmp_session_replay_forward (session, step, error);
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
  return _gmp_session_replay_forward (session, step, error);
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

GmpScenario *
gmp_session_scenario_at (GmpSession  *session,
                         guint        step,
                         GError     **error)
{
  g_autoptr(GmpScenario) result = NULL;
  g_auto(GmpSessionScratch) scratch = { 0, };
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
  result = _gmp_session_copy_without_history (session->scenario);
  position = session->n_done;
  if (step < session->n_done)
    {
      const Checkpoint *checkpoint = _gmp_session_checkpoint_at_or_before (session, step);

      _gmp_session_checkpoint_restore (checkpoint, result);
      position = checkpoint->step;
    }
  for (gboolean checked = g_array_index (session->playable, gboolean, position);
       position < step; position++)
    if (!_gmp_session_perform_recorded (result, g_ptr_array_index (session->actions, position),
                                        &checked, &scratch, error))
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
  scenario = _gmp_session_copy_without_history (session->scenario);
  g_clear_pointer (&scenario->log, gmp_log_free);
  scenario->draft = FALSE;
  /* Nor who played it: a scenario is played by whoever opens it */
  for (guint side = 0; side < GMP_N_SIDES; side++)
    scenario->computer[side] = FALSE;
  result = gmp_session_new (scenario);
  gmp_session_is_draft (result);
  return result;
}
