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
/* A fresh game on the default board; dice NULL means time-seeded dice. */
GmpGame           *gmp_game_new_default      (GmpDice      *dice,
                                              GError      **error);
GmpGame           *gmp_game_new_from_file    (GFile        *file,
                                              GError      **error);
gboolean           gmp_game_save             (GmpGame      *self,
                                              GFile        *file,
                                              GError      **error);

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
gboolean           gmp_game_can_undo         (GmpGame      *self);
gboolean           gmp_game_can_redo         (GmpGame      *self);
/* what: NULL, or where to put what was undone or redone, for people */
gboolean           gmp_game_undo             (GmpGame      *self,
                                              char        **what,
                                              GError      **error);
gboolean           gmp_game_redo             (GmpGame      *self,
                                              char        **what,
                                              GError      **error);

const char        *gmp_game_get_title        (GmpGame      *self);
void               gmp_game_set_title        (GmpGame      *self,
                                              const char   *title);
GFile             *gmp_game_get_file         (GmpGame      *self);
gboolean           gmp_game_get_modified     (GmpGame      *self);
/* "Turn 3 · Action": for headers and window titles. */
char              *gmp_game_dup_status       (GmpGame      *self);

G_END_DECLS
