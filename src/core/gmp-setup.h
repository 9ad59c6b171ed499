/* gmp-setup.h: a new game from a board (the rules' Preparation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-dice.h"
#include "gmp-log.h"
#include "gmp-state.h"

G_BEGIN_DECLS

typedef enum {
  GMP_SETUP_DEFAULT        = 0,
  /* Face-to-face: Guards' hidden values stay unknown until flipped at the table. */
  GMP_SETUP_GUARDS_UNKNOWN = 1 << 0,
  /* Leave Guards off the map (an editor setup to which Guards are added by hand). */
  GMP_SETUP_NO_GUARDS      = 1 << 1,
} GmpSetupFlags;

/* Swarm units in their hives, Human units where the board places them,
 * the reserve set aside, twelve rolls on the National Guard table with
 * rerolls (rules note 3), Guards drawn face down from the pool, the cup and
 * the Time Track filled, turn 1, Danger marker on its first space. */
GmpState *gmp_setup_new_game   (GmpBoard       *board,
                                GmpDice        *dice,
                                GmpSetupFlags   flags,
                                GError        **error);

/* As gmp_setup_new_game(), and when log is not NULL appends the setup to it
 * (Rules note 3): a "guard-roll" entry with its two dice for every roll,
 * rolls again for a full city included, a "guard-placed" entry for each
 * Guard, "guards-drawn", then "Turn 1 begins". A failure leaves log as it was. */
GmpState *gmp_setup_new_game_logged (GmpBoard       *board,
                                     GmpDice        *dice,
                                     GmpSetupFlags   flags,
                                     GmpLog         *log,
                                     GError        **error);

/* Rolls the Guard table onto an existing state (a scenario whose setup
 * rule says "roll the Guard table at start"). */
gboolean  gmp_setup_roll_guards (GmpState      *state,
                                 GmpDice       *dice,
                                 GmpSetupFlags  flags,
                                 GError       **error);

/* As gmp_setup_roll_guards(), and when log is not NULL appends a
 * "guard-roll" entry (sum, city, rolled again, the two dice) for every roll
 * and a "guard-placed" entry after each Guard placed (Rules note 3); a
 * failure leaves log as it was. */
gboolean  gmp_setup_roll_guards_logged (GmpState      *state,
                                        GmpDice       *dice,
                                        GmpSetupFlags  flags,
                                        GmpLog        *log,
                                        GError       **error);

/* Draws every GMP_GUARD_DRAW Guard's hidden value from the unseen pool. */
void      gmp_setup_draw_guard_values (GmpState *state,
                                       GmpDice  *dice);

G_END_DECLS
