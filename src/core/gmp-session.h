/* gmp-session.h: one game and its history, changed only by actions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmpSession is the one way into a game for the app, the editor, the
 * command line and the tests. It holds a scenario (board, state, metadata,
 * log), the dice source for new actions (the app's dice, or the players'
 * own), and the history: the position the game started from and every
 * action taken since (gmp-action.h). The game changes only through
 * gmp_session_apply(); undo, redo and replay derive every earlier position
 * from the start and the actions, each of which carries the dice and draws
 * it consumed, so they never roll again.
 *
 * Undo is cheap: the position before the last action is kept, and every
 * GMP_SESSION_CHECKPOINT_EVERY actions a copy, so going back replays at most
 * that many actions. A file keeps the history (gmp-scenario.h), so a game
 * opened from a file can be undone to where the players were.
 */

#pragma once

#include "gmp-action.h"
#include "gmp-movement.h"
#include "gmp-problems.h"
#include "gmp-scenario.h"
#include "gmp-turn.h"

G_BEGIN_DECLS

#define GMP_SESSION_CHECKPOINT_EVERY 32

typedef struct _GmpSession GmpSession;

/* Takes ownership of scenario. Its history (scenario->start) is replayed
 * at once and kept; a scenario without one starts a history at its own
 * position. A history that does not replay (an illegal action, dice that
 * do not fit, a log or a position other than the file's) is dropped: the
 * game is as saved, its history starts there, undo at the start refuses
 * with the reason, and gmp_session_get_history_error() says it. Undone
 * actions that cannot be redone are dropped alone. */
GmpSession        *gmp_session_new           (GmpScenario      *scenario);
/* The same, the messages naming the file display_name (may be NULL) */
GmpSession        *gmp_session_new_named     (GmpScenario      *scenario,
                                              const char       *display_name);
/* A fresh game on board with the setup rolled (Rules note 3), its history
 * starting after the setup. dice: the source for the setup and for later
 * actions (taken; NULL: seeded from the clock). */
GmpSession        *gmp_session_new_game      (GmpBoard         *board,
                                              GmpDice          *dice,
                                              GmpSetupFlags     flags,
                                              GError          **error);
GmpSession        *gmp_session_load_file     (const char       *path,
                                              GError          **error);
GmpSession        *gmp_session_load_bytes    (GBytes           *bytes,
                                              const char       *display_name,
                                              GError          **error);
/* The editor's blank page: a scenario on board with no unit anywhere, every
 * Fort at its full strength, the chits where the board's setup puts them,
 * the Danger marker at its start, turn 1 Fade In, the Guard-table rule off,
 * a draft, its history starting there. */
GmpSession        *gmp_session_new_empty     (GmpBoard         *board,
                                              GError          **error);
/* "Edit as scenario": a new session whose scenario is the position of
 * session as it stands (state and metadata), with no log and no history; a
 * draft only if that position has problems a file cannot hold otherwise. */
GmpSession        *gmp_session_new_from_position (GmpSession   *session,
                                                  GError      **error);
/* Saves the game with its history, atomically. A position with problems
 * that block play (or Human units in a hive before the game begins) is
 * saved as a draft (draft="true", gmp-scenario.h), which loads with them
 * for the editor to mend; saving a position without clears the flag. */
gboolean           gmp_session_save_file     (GmpSession       *session,
                                              const char       *path,
                                              GError          **error);
/* The file gmp_session_save_file() writes, a draft as it says. */
GBytes            *gmp_session_to_bytes      (GmpSession       *session);
void               gmp_session_free          (GmpSession       *session);

const GmpScenario *gmp_session_get_scenario  (GmpSession       *session);
const GmpState    *gmp_session_get_state     (GmpSession       *session);
GmpBoard          *gmp_session_get_board     (GmpSession       *session);
/* The game's log, or NULL when it has none yet. */
const GmpLog      *gmp_session_get_log       (GmpSession       *session);

/* The source of dice and draws for new actions: seeded (the app rolls) or
 * scripted (the players' own dice). Takes ownership. */
void               gmp_session_set_dice      (GmpSession       *session,
                                              GmpDice          *dice);
GmpDice           *gmp_session_get_dice      (GmpSession       *session);

/* The pending question of the game as it stands (never NULL); nothing
 * (GMP_QUESTION_NONE) while the position has problems that block play. */
GmpQuestion       *gmp_session_get_question  (GmpSession       *session);

/* The one verb: applies a copy of action. Play actions follow the turn
 * (gmp-turn.h): a refusal is GMP_ERROR_ILLEGAL naming the rules note, and
 * leaves the game and the history as they were; on a position with
 * problems that block play they are refused with
 * gmp_session_check_playable()'s message. Edits always apply (gmp-edit.h).
 * Taking an action after an undo drops the undone actions. */
gboolean           gmp_session_apply         (GmpSession       *session,
                                              const GmpAction  *action,
                                              GError          **error);
/* Shorthands: an answer to the pending question; a move of units along path
 * (n_path 0: to destination by the cheapest path). The move's status tells
 * whether it waits for Guard values (Rules note 9). */
gboolean           gmp_session_answer        (GmpSession       *session,
                                              int               answer,
                                              GError          **error);
GmpMoveStatus      gmp_session_move          (GmpSession       *session,
                                              const guint      *units,
                                              guint             n_units,
                                              const guint      *path,
                                              guint             n_path,
                                              int               destination,
                                              GError          **error);

/* The setup rules of a scenario that has not begun (rules note 3): the
 * Guard table rolled, "draw" Guards drawn; a GMP_ACTION_START when they
 * change anything, nothing for a game under way. *started (may be NULL)
 * says whether they did. */
gboolean           gmp_session_start         (GmpSession       *session,
                                              GmpSetupFlags     flags,
                                              gboolean         *started,
                                              GError          **error);

/* Plays with the automatic policy of gmp_turn_play_auto() until the game
 * is over or the turn after last_turn begins (0: to the end), each step an
 * action of the history. The session's dice decide both the game's rolls
 * and the policy's choices, so a seeded game plays as gmp_turn_play_auto(). */
gboolean           gmp_session_play_auto     (GmpSession       *session,
                                              guint             last_turn,
                                              GError          **error);

/* Who plays (solo play, issue 21; gmp-session-players.c) */

/* The computer plays side at level, or (computer FALSE) the people do:
 * saved with the game (gmp-scenario.h), not an action of its history. */
void               gmp_session_set_computer  (GmpSession       *session,
                                              GmpSide           side,
                                              gboolean          computer,
                                              GmpPlayerLevel    level);
/* The question each action of the history was taken at, done and undone,
 * in order: a replay from the history's start, for telling afterwards
 * whose decision each action was. An action the replay cannot take
 * again, and those after it, are left out. */
typedef struct {
  GmpQuestionKind kind;
  GmpSide         side;       /* who decides */
  gboolean        edit;       /* an edit of the editor or the referee, no question's */
} GmpAsked;
GArray            *gmp_session_dup_asked     (GmpSession       *session);

/* Validation, for the editor and before play */

/* Every problem of the position as it stands (gmp_state_validate_game()),
 * in a stable order; free the array, which frees its problems. */
GPtrArray         *gmp_session_dup_problems  (GmpSession       *session);
/* TRUE when the position has no problem that blocks play; otherwise FALSE
 * with a translated GMP_ERROR_ILLEGAL listing each of them, one a line,
 * each citing its rules note. The guard before playing a draft or a
 * scenario with problems: gmp_session_apply() (play actions),
 * gmp_session_start() and gmp_session_play_auto() ask it. */
gboolean           gmp_session_check_playable (GmpSession      *session,
                                               GError         **error);
/* Whether the position would be saved as a draft: it has problems a file
 * cannot hold otherwise. Also sets the scenario's draft flag to match. */
gboolean           gmp_session_is_draft      (GmpSession       *session);

/* History */
/* Why the history the file held did not replay when the session was made
 * ("game.gmpscenario: The game’s history cannot be replayed: action 12 of
 * 546 (…) fails: …"), or NULL when it did (or there was none). */
const GError      *gmp_session_get_history_error (GmpSession   *session);
guint              gmp_session_get_n_done    (GmpSession       *session);
/* Actions done and undone */
guint              gmp_session_get_n_actions (GmpSession       *session);
const GmpAction   *gmp_session_get_action    (GmpSession       *session,
                                              guint             index);
gboolean           gmp_session_can_undo      (GmpSession       *session);
gboolean           gmp_session_can_redo      (GmpSession       *session);
/* Translated, for people: what undo or redo would take back or do again
 * ("Drew Swarm 1 (drawn by the app)"), or NULL when there is nothing. */
char              *gmp_session_describe_undo (GmpSession       *session);
char              *gmp_session_describe_redo (GmpSession       *session);
/* What action `index` did, for a history list: what its first log entry
 * says, or what the action is when it is undone or made no entry. */
char              *gmp_session_describe_action (GmpSession     *session,
                                                guint           index);
/* The answer an answer action gave to question, asked in state, as the
 * question lists it (a combat by its city, an FX by its chit): an action
 * keeps such answers in fields of their own so a file names them by id. */
int                gmp_session_answer_of     (const GmpState    *state,
                                              const GmpQuestion *question,
                                              const GmpAction   *action);
/* The log entries done action `index` made: [*first, *end) of the log, or
 * FALSE when it is undone or its entries are not known. */
gboolean           gmp_session_get_action_log (GmpSession      *session,
                                               guint            index,
                                               guint           *first,
                                               guint           *end);
gboolean           gmp_session_undo          (GmpSession       *session,
                                              GError          **error);
gboolean           gmp_session_redo          (GmpSession       *session,
                                              GError          **error);
/* Undoes or redoes until `step` actions are done (0: the start). */
gboolean           gmp_session_go_to         (GmpSession       *session,
                                              guint             step,
                                              GError          **error);
/* Replay: the game as it stood after `step` actions, without history.
 * The session itself does not change. */
GmpScenario       *gmp_session_scenario_at   (GmpSession       *session,
                                              guint             step,
                                              GError          **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpSession, gmp_session_free)

G_END_DECLS
