/* gmp-turn-info.h: what the turn panel and the map say, without widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plain functions over a state and its pending question: the phase
 * checklist, the chits in each place, the Time Track, the FX in hand and
 * whether each can be used now, the words on each answer's button, the rules
 * note each log entry cites, and the accessible name of a city's stack. The
 * app's panel shows them; the tests check them without a display.
 */

#pragma once

#include "core/gmp-core.h"
#include "core/gmp-odds.h"

G_BEGIN_DECLS

typedef enum {
  GMP_PHASE_MARK_DONE,
  GMP_PHASE_MARK_NOW,
  GMP_PHASE_MARK_NEXT,
} GmpPhaseMark;

/* Where phase (Fade In, Action or Fade Out) stands in the current turn. */
GmpPhaseMark gmp_turn_info_phase_mark        (const GmpState    *state,
                                              GmpPhase           phase);

/* The state the pending question is asked in: a state resting between
 * steps (a scenario just begun: "Fade In" with nothing to do there) moved
 * on through its automatic steps, as the question is; a copy to free. The
 * phase checklist and the header show its phase (issue 16). */
GmpState    *gmp_turn_info_state_asked       (const GmpState    *state);

/* The chits in place, by board index (guint), in board order. */
GArray      *gmp_turn_info_chits             (const GmpState    *state,
                                              GmpChitPlace       place);

/* Translated: what waits on the Time Track's space for turn: "Tectonic
 * Telekinesis, Nuclear; 2 Swarm units" (Rules notes 2, 16), or NULL. */
char        *gmp_turn_info_describe_turn_space (const GmpState  *state,
                                                guint            turn);

typedef struct {
  guint        chit;
  GmpSide      owner;
  gboolean     usable;    /* it can be used now (Rules note 20) */
  const char  *why;       /* translated: when it can be used, or why not now */
} GmpFxStatus;

/* Every FX in hand (GMP_CHIT_IN_HAND), in board order: an array of GmpFxStatus. */
GArray      *gmp_turn_info_fx_in_hand        (const GmpState    *state,
                                              const GmpQuestion *question);

/* Translated words for an answer's button: "Draw for Us", "Wasp", "Memphis",
 * "Barrage", "Infantry A is reduced"... */
char        *gmp_turn_info_answer_label      (const GmpState    *state,
                                              const GmpQuestion *question,
                                              int                answer);

/* More about an answer than its label, for its tooltip and its accessible
 * description: what an FX offered in a combat does ("In one combat, roll 1
 * extra die hitting on 4+."); NULL when the label says all. */
char        *gmp_turn_info_answer_details    (const GmpState    *state,
                                              const GmpQuestion *question,
                                              int                answer);

/* The answers that need dice or a draw from the app (GMP_ANSWER_RANDOM on a
 * draw, combat dice or Danger question). */
gboolean     gmp_turn_info_answer_rolls      (const GmpQuestion *question,
                                              int                answer);
/* How many dice the players roll for the pending question (combat dice or
 * Danger), not counting re-rolls whose number depends on the first dice;
 * 0 for other questions. */
guint        gmp_turn_info_dice_needed       (const GmpState    *state,
                                              const GmpQuestion *question);

/* The rules note a log entry cites (0: the rules text itself). */
guint        gmp_turn_info_log_note          (const GmpLogEntry *entry);

/* Translated accessible name of a city and what stands there:
 * "Chicago: Fort A, strength 3; 2 Infantry A, 1 Tank A". */
char        *gmp_turn_info_describe_city     (const GmpState    *state,
                                              guint              city);

/* The combat being resolved as the turn sets it up (its mode from the Fort
 * option, Rules note 18; each side's FX, Rules note 20), with its
 * participants, dice and thresholds in counter order (Rules note 27), or
 * NULL when no combat is under way. */
GmpCombat   *gmp_turn_info_combat_new        (const GmpState    *state);

/* A combat is being resolved and asks question (the combat dialog's
 * business); a Fort option asked as a formation activates is not yet one. */
gboolean     gmp_turn_info_combat_under_way  (const GmpState    *state,
                                              const GmpQuestion *question);

/* The Humans choose their Fort's option now (Rules note 18): the combat
 * dialog compares the options' odds before the combat begins. */
gboolean     gmp_turn_info_fort_options_pending (const GmpState    *state,
                                                 const GmpQuestion *question);
/* The answer to the Fort option question that a variant of
 * gmp_odds_what_if_fort() stands for: its option bit, or a Sortie's city. */
int          gmp_turn_info_fort_variant_answer (const GmpOddsVariant *variant);

/* The combat-related questions, which the combat dialog answers. */
gboolean     gmp_turn_info_is_combat_question (GmpQuestionKind   kind);

G_END_DECLS
