/* gmp-turn-step.h: the steps of each phase of the turn (GmpState.step)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Flow of Play (Fade In, Action, Fade Out). The step is part of
 * the state, so the checks of a state (gmp-problems-position.c) read it
 * without importing the turn's state machine (gmp-turn.h).
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* GmpState.step inside each phase. Step 0 is where a phase begins. */
typedef enum {
  GMP_STEP_BEGIN = 0,       /* Action: the draw; other phases: bookkeeping */
  GMP_STEP_MOVE,            /* the active formation moves (note 4) */
  GMP_STEP_COMBAT,          /* its combats, in the acting player's order (note 4) */
  GMP_STEP_RETURN_UNITS,    /* Fade In: returning Swarm units (note 6) */
  GMP_STEP_HELD_SWARM,      /* Fade In: the Swarm's held chit activates (note 5) */
  GMP_STEP_HELD_HUMANS,     /* Fade In: then the Humans' */
  GMP_STEP_HOLD_SWARM,      /* Fade Out: the Swarm may hold a chit (note 5) */
  GMP_STEP_HOLD_HUMANS,     /* Fade Out: then the Humans */
  GMP_STEP_RETURN_CHITS,    /* Fade Out: the other chits go back into the cup */
  GMP_STEP_DANGER,          /* Fade Out: Roll For Danger (note 21) */
  GMP_STEP_VICTORY,         /* Fade Out: check for victory (note 22) */
  GMP_STEP_PLACE_ALLIES,    /* Fade Out: Allied units to their flags (note 23) */
  GMP_STEP_ADVANCE,         /* Fade Out: the Game Turn Marker moves (notes 2, 6) */
  GMP_STEP_COMBAT_FX,       /* each side may play an FX in the chosen combat (note 20) */
  GMP_STEP_FORT_OPTION,     /* the Humans choose each Fort's option (note 18) */
  GMP_STEP_COMBAT_RESOLVE,  /* the chosen combat's dice and decisions (notes 12-15, 18) */
  GMP_N_STEPS
} GmpTurnStep;

G_END_DECLS
