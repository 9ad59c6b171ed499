/* gmp-turn-combat-private.h: what gmp-turn-combat.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-combat.c: The combat inside the turn: chosen, rolled, continued, committed.
 */

#pragma once

#include "gmp-turn-cache-private.h"

G_BEGIN_DECLS

gboolean _gmp_turn_combat_continue (GmpState      *state,
                                    GmpLog        *log,
                                    GmpTurnCache  *cache,
                                    GmpCombat     *built,
                                    GError       **error);

gboolean _gmp_turn_choose_combat (GmpState      *state,
                                  GmpLog        *log,
                                  GmpTurnCache  *cache,
                                  int            city,
                                  GError       **error);

gboolean _gmp_turn_choose_combat_fx (GmpState      *state,
                                     GmpLog        *log,
                                     GmpTurnCache  *cache,
                                     GmpSide        side,
                                     int            chit,
                                     GError       **error);

gboolean _gmp_turn_roll_combat (GmpState      *state,
                                GmpLog        *log,
                                GmpDice       *dice,
                                GmpTurnCache  *cache,
                                GError       **error);

gboolean _gmp_turn_take_combat_decision (GmpState      *state,
                                         GmpLog        *log,
                                         GmpTurnCache  *cache,
                                         int            answer,
                                         GError       **error);

/* _gmp_turn_play_combat() (gmp-turn-private.h) before the turn goes on:
 * the whole combat with city played, its FX, dice and decisions taken by
 * gmp_turn_auto_answer() as they come, and committed to state. */
gboolean _gmp_turn_resolve_combat (GmpState      *state,
                                   GmpLog        *log,
                                   GmpDice       *dice,
                                   GmpTurnCache  *cache,
                                   int            city,
                                   GError       **error);

G_END_DECLS
