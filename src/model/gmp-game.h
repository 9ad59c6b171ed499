/* gmp-game.h: the GObject wrapping one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmpGame owns a GmpSession (the game, its history and its dice) and the
 * file it came from. Every change goes through the session's actions; this
 * object emits "changed", marks the game modified and tells whether undo and
 * redo can be done, for the app's buttons and menus.
 */

#pragma once

#include <gio/gio.h>

#include "core/gmp-core.h"

G_BEGIN_DECLS

#define GMP_TYPE_GAME (gmp_game_get_type ())

G_DECLARE_FINAL_TYPE (GmpGame, gmp_game, GMP, GAME, GObject)

/* Takes ownership of scenario. */
GmpGame           *gmp_game_new              (GmpScenario  *scenario);
/* Takes ownership of session (a new scenario from the editor, say). */
GmpGame           *gmp_game_new_from_session (GmpSession   *session);
/* A fresh game on the default board; dice NULL means time-seeded dice. */
GmpGame           *gmp_game_new_default      (GmpDice      *dice,
                                              GError      **error);
/* A fresh game for the table: with players_dice the players roll their own
 * dice and draw from their own cup, and the Guards' hidden sides stay
 * unknown until flipped (Rules note 9); otherwise the app rolls and draws.
 * dice: the app's source (NULL: seeded from the clock). */
GmpGame           *gmp_game_new_for_table    (gboolean      players_dice,
                                              GmpDice      *dice,
                                              GError      **error);
/* A fresh game for the table whose National Guard setup the players rolled
 * with their own dice: setup_dice holds the 2d6 rolls of the Guard table in
 * order ("3 4 6 6 …"), a roll for a full city rolled again and added (Rules
 * note 3). Too few or too many dice give a translated GMP_ERROR_DICE. The
 * game then goes on with the players' dice; the Guards stay face down
 * (Rules note 9). */
GmpGame           *gmp_game_new_with_setup_dice (const char *setup_dice,
                                                 GError    **error);
GmpGame           *gmp_game_new_from_file    (GFile        *file,
                                              GError      **error);
/* Saves to file and makes it the game's file. Saving over the game's own
 * file fails with GMP_ERROR_CHANGED, writing nothing, when another program
 * saved over it since it was opened or last saved here (issue 11): the
 * window offers to save it under another name. */
gboolean           gmp_game_save             (GmpGame      *self,
                                              GFile        *file,
                                              GError      **error);

/* What action index of the history did, for people: its first log entry,
 * or for an answer that made none (an FX passed, a combat chosen, its
 * dice) the question it answered and the answer ("…: Pass"), never the
 * bare kind of action ("Answer the question", issue 16). */
char              *gmp_game_describe_action  (GmpGame      *self,
                                              guint         index);

const GmpScenario *gmp_game_get_scenario     (GmpGame      *self);
const GmpState    *gmp_game_get_state        (GmpGame      *self);
GmpBoard          *gmp_game_get_board        (GmpGame      *self);
/* The session every change goes through (gmp-session.h) */
GmpSession        *gmp_game_get_session      (GmpGame      *self);
/* Applies an action through the session; emits "changed" and marks the
 * game modified. */
gboolean           gmp_game_apply            (GmpGame         *self,
                                              const GmpAction *action,
                                              GError         **error);
/* The setup rules of a scenario not yet begun (gmp_session_start(), Rules
 * note 3), with the Guards left unknown when the players roll their own
 * dice; emits "changed" when they changed anything (*started, may be NULL). */
gboolean           gmp_game_start            (GmpGame      *self,
                                              gboolean     *started,
                                              GError      **error);
/* Answers the pending question. dice_text: the dice the players rolled
 * ("3 5 6" or "356") for an answer that rolls (gmp_turn_info_answer_rolls()),
 * or NULL for the app's dice. */
gboolean           gmp_game_answer           (GmpGame      *self,
                                              int           answer,
                                              const char   *dice_text,
                                              GError      **error);
/* Who rolls the dice and draws the chits: the players (TRUE) or the app. */
gboolean           gmp_game_get_players_dice (GmpGame      *self);
void               gmp_game_set_players_dice (GmpGame      *self,
                                              gboolean      players_dice);
gboolean           gmp_game_can_undo         (GmpGame      *self);
gboolean           gmp_game_can_redo         (GmpGame      *self);
/* what: NULL, or where to put what was undone or redone, for people */
gboolean           gmp_game_undo             (GmpGame      *self,
                                              char        **what,
                                              GError      **error);
gboolean           gmp_game_redo             (GmpGame      *self,
                                              char        **what,
                                              GError      **error);
/* Undoes or redoes in one go until `step` actions are done (0: the start;
 * the history view's Undo to Here): one "changed", and redo works after
 * it as after any undo. *what, when not NULL, says how many actions and
 * where it stands. A step where the game already stands is refused. */
gboolean           gmp_game_go_to            (GmpGame      *self,
                                              guint         step,
                                              char        **what,
                                              GError      **error);

const char        *gmp_game_get_title        (GmpGame      *self);
void               gmp_game_set_title        (GmpGame      *self,
                                              const char   *title);
GFile             *gmp_game_get_file         (GmpGame      *self);
gboolean           gmp_game_get_modified     (GmpGame      *self);
/* The game differs from its file (a game restored from the autosave). */
void               gmp_game_mark_modified    (GmpGame      *self);
/* "Turn 3 · Action": for headers and window titles. */
char              *gmp_game_dup_status       (GmpGame      *self);

G_END_DECLS
