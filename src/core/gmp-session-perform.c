/* gmp-session-perform.c: an action done on a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What each kind of action (gmp-action.h) does to a scenario: an answer to
 * the pending question (gmp-turn.h), a move, a Guard's value, an FX, the
 * start, an edit (gmp-edit.h); then an end it led to is settled. Actions name
 * answers by board items so that a file can write them by id. The rules
 * themselves are the turn's (gmp-turn*.c) and the edits' (gmp-edit.c).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-edit.h"
#include "gmp-error.h"
#include "gmp-problems.h"
#include "gmp-session-private.h"
#include "gmp-state-private.h"

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

int
gmp_session_answer_of (const GmpState    *state,
                       const GmpQuestion *question,
                       const GmpAction   *action)
{
  g_return_val_if_fail (state != NULL && question != NULL && action != NULL, GMP_NONE);

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

void
_gmp_session_scratch_clear (GmpSessionScratch *scratch)
{
  g_clear_pointer (&scratch->cache, _gmp_turn_cache_free);
  g_clear_pointer (&scratch->ahead, gmp_state_free);
  g_clear_pointer (&scratch->question, gmp_question_free);
}

static GmpTurnCache *
scratch_cache (GmpSessionScratch *scratch)
{
  if (scratch->cache == NULL)
    scratch->cache = _gmp_turn_cache_new ();
  return scratch->cache;
}

/* The pending question, the game advanced to it, worked out with the
 * scratch's cache, which the answer then uses again. The scratch's: valid
 * until the next call (a replay asks hundreds, each in the same memory). */
static const GmpQuestion *
question_of (GmpScenario        *scenario,
             GmpSessionScratch  *scratch,
             GError            **error)
{
  if (!_gmp_turn_advance (scenario->state, scenario->log, scratch_cache (scratch), error))
    return NULL;
  scratch->question = _gmp_turn_get_question (scenario->state, scratch_cache (scratch),
                                              scratch->question);
  return scratch->question;
}

static gboolean
perform_answer (GmpScenario        *scenario,
                const GmpAction    *action,
                GmpAction          *fresh,
                GmpDice            *dice,
                GmpSessionScratch  *scratch,
                GError            **error)
{
  const GmpQuestion *question = question_of (scenario, scratch, error);

  if (question == NULL)
    return FALSE;
  /* A new answer given as a number is read as the question reads it */
  if (fresh != NULL && action->city == GMP_NONE && action->chit == GMP_NONE
      && action->unit == GMP_NONE)
    answer_to_fields (scenario->state, question, action->value, fresh);
  return _gmp_turn_answer_asked (scenario->state, scenario->log, dice, scratch_cache (scratch),
                                 question, gmp_session_answer_of (scenario->state, question, action),
                                 error);
}

/* Rules note 9: the players say what a flipped Guard shows, in the order
 * the game asks (ids ascending). */
static gboolean
perform_reveal (GmpScenario        *scenario,
                const GmpAction    *action,
                GmpDice            *dice,
                GmpSessionScratch  *scratch,
                GError            **error)
{
  const GmpQuestion *question = question_of (scenario, scratch, error);

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
  return _gmp_turn_answer_asked (scenario->state, scenario->log, dice, scratch_cache (scratch),
                                 question, action->value, error);
}

static gboolean
perform_fx (GmpScenario        *scenario,
            const GmpAction    *action,
            GmpSessionScratch  *scratch,
            GError            **error)
{
  const GmpQuestion *question = question_of (scenario, scratch, error);
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
perform_move (GmpScenario        *scenario,
              const GmpAction    *action,
              GmpSessionScratch  *scratch,
              GError            **error)
{
  const GmpQuestion *question = question_of (scenario, scratch, error);

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
gboolean
_gmp_session_settle_end (GmpScenario        *scenario,
                         gboolean            check,
                         GmpSessionScratch  *scratch,
                         GError            **error)
{
  if (scenario->state->phase != GMP_PHASE_ACTION && scenario->state->phase != GMP_PHASE_FADE_OUT)
    return TRUE;
  /* check: after an edit or on opening, a position that breaks the rules
   * (a draft) is left as it is for the editor to mend */
  if (check && (!gmp_state_check (scenario->state, NULL) || !gmp_turn_check (scenario->state, NULL)))
    return TRUE;
  /* Looked at on the scratch's spare state, its arrays reused: the same
   * position as the game's, so the cache's questions serve both */
  if (scratch->ahead == NULL)
    scratch->ahead = gmp_state_copy (scenario->state);
  else
    _gmp_state_copy_into (scratch->ahead, scenario->state);
  if (!_gmp_turn_advance (scratch->ahead, NULL, scratch_cache (scratch), NULL)
      || !gmp_turn_is_over (scratch->ahead))
    return TRUE;
  return _gmp_turn_advance (scenario->state, scenario->log, scratch_cache (scratch), error);
}

static gboolean perform_action (GmpScenario        *scenario,
                                const GmpAction    *action,
                                GmpAction          *fresh,
                                GmpDice            *dice,
                                GmpSessionScratch  *scratch,
                                GError            **error);

/* Does what action says on scenario, then settles an end it led to. fresh:
 * the action when new, whose answer may still be a plain number. On
 * failure scenario may be half changed: the caller puts it back. */
gboolean
_gmp_session_perform (GmpScenario        *scenario,
                      const GmpAction    *action,
                      GmpAction          *fresh,
                      GmpDice            *dice,
                      GmpSessionScratch  *scratch,
                      GError            **error)
{
  if (!perform_action (scenario, action, fresh, dice, scratch, error))
    return FALSE;
  /* An edit may make the position one the game has already ended in (the
   * referee sets turn 10's Fade Out): it stands ended too, or never fails */
  if (gmp_edit_is_edit (action->kind))
    {
      _gmp_session_settle_end (scenario, TRUE, scratch, NULL);
      return TRUE;
    }
  return _gmp_session_settle_end (scenario, FALSE, scratch, error);
}

static gboolean
perform_action (GmpScenario        *scenario,
                const GmpAction    *action,
                GmpAction          *fresh,
                GmpDice            *dice,
                GmpSessionScratch  *scratch,
                GError            **error)
{
  /* The game's log keeps what play does; a scenario without one gets one */
  if (!gmp_edit_is_edit (action->kind) && scenario->log == NULL)
    scenario->log = gmp_log_new ();

  switch (action->kind)
    {
    case GMP_ACTION_ANSWER:
      return perform_answer (scenario, action, fresh, dice, scratch, error);
    case GMP_ACTION_MOVE:
      return perform_move (scenario, action, scratch, error);
    case GMP_ACTION_REVEAL_GUARD:
      return perform_reveal (scenario, action, dice, scratch, error);
    case GMP_ACTION_USE_FX:
      return perform_fx (scenario, action, scratch, error);
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
gboolean
_gmp_session_perform_recorded (GmpScenario        *scenario,
                               const GmpAction    *action,
                               gboolean           *checked,
                               GmpSessionScratch  *scratch,
                               GError            **error)
{
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
  /* Replayed as it was: the action is only read */
  return _gmp_session_perform (scenario, action, NULL, dice, scratch, error)
         && gmp_dice_replay_check (dice, error);
}
