/* gmp-solo.h: solo play, the computer taking one side of the game or both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 21: a GmpSolo watches a game and, when the question the game waits
 * for is a computer side's, has its player (gmp-player.h) decide it through
 * the game's session: the whole movement of a formation, or one answer.
 * The decision is then shown an action at a time, a pause (the pace) apart,
 * each through the game as a redo, so that the side panel tells what the
 * computer drew, moved and rolled as it tells the players' own actions.
 * Chance is the computer's to roll only when the app rolls: with their own
 * dice the players roll for it and say what a flipped Guard shows (rules
 * note 9); the cup is drawn from by whoever plays. Undo goes back to the
 * players' last decision, past the computer's actions since.
 *
 * Which sides the computer plays, and at which level, is saved with the
 * game (gmp_session_set_computer()): gmp_solo_new() takes them from it, and
 * tells its actions from the people's by the question each answered.
 */

#pragma once

#include "core/gmp-player.h"
#include "gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_SOLO (gmp_solo_get_type ())

G_DECLARE_FINAL_TYPE (GmpSolo, gmp_solo, GMP, SOLO, GObject)

/* The pause between two of the computer's actions unless told: long
 * enough to read what each did */
#define GMP_SOLO_DEFAULT_PACE_MS 1000

/* The paces offered (Preferences, New ▸ Against the Computer…): how long
 * each of the computer's actions stays in view. The settings name them
 * (the "computer-pace" key); steady is the default. */
typedef enum {
  GMP_SOLO_PACE_QUICK,
  GMP_SOLO_PACE_STEADY,
  GMP_SOLO_PACE_SLOW,
  GMP_SOLO_N_PACES
} GmpSoloPace;

guint        gmp_solo_pace_get_ms      (GmpSoloPace     pace);
/* "quick", "steady", "slow": the setting's values */
const char  *gmp_solo_pace_to_string   (GmpSoloPace     pace);
/* Steady for a name it does not know */
GmpSoloPace  gmp_solo_pace_from_string (const char     *text);
/* Translated, for people: "Quick" */
const char  *gmp_solo_pace_get_name    (GmpSoloPace     pace);

GmpSolo  *gmp_solo_new               (GmpGame        *game);
GmpGame  *gmp_solo_get_game          (GmpSolo        *self);
/* The computer plays side at level, or (computer FALSE) the people do */
void      gmp_solo_set_computer      (GmpSolo        *self,
                                      GmpSide         side,
                                      gboolean        computer,
                                      GmpPlayerLevel  level);
gboolean  gmp_solo_get_computer      (GmpSolo        *self,
                                      GmpSide         side,
                                      GmpPlayerLevel *level);
/* Milliseconds between two of its actions ("pace") */
void      gmp_solo_set_pace          (GmpSolo        *self,
                                      guint           pace_ms);
guint     gmp_solo_get_pace          (GmpSolo        *self);
/* Paused (the position edited, the history looked back at), it waits */
void      gmp_solo_set_paused        (GmpSolo        *self,
                                      gboolean        paused);
/* The game waits for the computer ("computer-turn") */
gboolean  gmp_solo_get_computer_turn (GmpSolo        *self);
/* The game waits for chance on the computer's behalf from the people
 * (they roll with their own dice, or say what a flipped Guard shows):
 * TRUE with the question's kind in *kind (may be NULL) */
gboolean  gmp_solo_get_table_turn    (GmpSolo         *self,
                                      GmpQuestionKind *kind);
/* The computer's next action now, whatever the pace (its timer calls it,
 * so do the tests): *acted FALSE when nothing was its to do. FALSE with
 * the session's error when a decision was refused; it then stops until
 * the game changes ("failed" is emitted from the timer). */
gboolean  gmp_solo_step              (GmpSolo        *self,
                                      gboolean       *acted,
                                      GError        **error);
/* Action index of the history was the computer's */
gboolean  gmp_solo_is_computer_action (GmpSolo       *self,
                                       guint          index);
/* Undo back to the players' last decision: the computer's actions since
 * and that decision are taken back (what: as gmp_game_undo() says it, or
 * NULL). Before the players' first decision there is nothing to undo
 * (the computer's opening is not played again with new dice): undo
 * refuses, saying so. Redo goes forward over one decision and the
 * computer's actions after it. */
gboolean  gmp_solo_can_undo          (GmpSolo        *self);
/* Only the computer has acted so far: what the undo button says then */
gboolean  gmp_solo_get_only_computer_done (GmpSolo   *self);
gboolean  gmp_solo_undo              (GmpSolo        *self,
                                      char          **what,
                                      GError        **error);
gboolean  gmp_solo_redo              (GmpSolo        *self,
                                      char          **what,
                                      GError        **error);

G_END_DECLS
