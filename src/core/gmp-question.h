/* gmp-question.h: the question a turn asks, and its legal answers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the state machine (gmp-turn.h) asks the players, as data: its kind,
 * who decides, what it is about and every legal answer. Apart from the
 * turn, so that each part of the turn (gmp-turn-*.c) can build and answer
 * one without importing the state machine that calls it: the turn's files
 * form no circle (docs/architecture.md). Made, reset and settled in
 * gmp-question.c; which question a state asks is gmp-turn-question.c, its
 * words for people gmp-turn-question-text.c.
 */

#pragma once

#include "gmp-dice.h"
#include "gmp-state.h"

G_BEGIN_DECLS

typedef enum {
  GMP_QUESTION_NONE,         /* the game is over */
  GMP_QUESTION_DRAW_CHIT,    /* a chit in the cup, or GMP_ANSWER_RANDOM */
  GMP_QUESTION_GUARD_VALUE,  /* subject: a Guard a move revealed; a value of the pool (note 9) */
  GMP_QUESTION_MOVEMENT,     /* subject: the formation; GMP_ANSWER_DONE */
  GMP_QUESTION_COMBAT,       /* the city whose combat is resolved next */
  GMP_QUESTION_HOLD,         /* side: a chit of its own to hold, or GMP_ANSWER_PASS (note 5) */
  GMP_QUESTION_RETURN_UNIT,  /* subject: a returning Swarm unit; a hive city (note 6) */
  GMP_QUESTION_DANGER,       /* side: who rolls; GMP_ANSWER_RANDOM (dice from the source) */
  GMP_QUESTION_PLACE_ALLY,   /* subject: an Allied unit; a city with its flag (note 23) */
  GMP_QUESTION_COMBAT_FX,    /* side; subject: the city; an FX in hand, or GMP_ANSWER_PASS (note 20) */
  GMP_QUESTION_FORT_OPTION,  /* subject: the Fort's city; GMP_ANSWER_PASS, a GmpFortOptions bit,
                                or GMP_ANSWER_SORTIE (city) (note 18) */
  GMP_QUESTION_COMBAT_DICE,  /* subject: the city; GMP_ANSWER_RANDOM: the dice, from the source
                                (see gmp_turn_get_dice_requests) */
  GMP_QUESTION_ALLOCATION,   /* side; subject: the city; an index of gmp_combat_list_allocations()
                                (note 12) */
  GMP_QUESTION_IGNORE_RETREAT, /* Humans; subject: the Fort's city; YES or NO (note 18) */
  GMP_QUESTION_RETREAT,      /* side; subject: a retreating unit; a city (note 14) */
  GMP_QUESTION_DISPLACE,     /* side; subject: an over-stacked city; GMP_ANSWER_DISPLACE (unit,
                                city) (note 14) */
  GMP_QUESTION_SORTIE_RETURN,/* Humans; subject: the city; YES: back to the Fort (note 18) */
  GMP_QUESTION_ADVANCE,      /* side; subject: the city; a city to advance to, or PASS (note 15) */
  GMP_N_QUESTIONS
} GmpQuestionKind;

/* Answers that are not a chit, city or value */
#define GMP_ANSWER_RANDOM (-10)   /* draw or roll with the dice source */
#define GMP_ANSWER_DONE   (-11)
#define GMP_ANSWER_PASS   (-12)
#define GMP_ANSWER_YES    (-13)
#define GMP_ANSWER_NO     (-14)
/* A Sortie against city (GMP_QUESTION_FORT_OPTION) */
#define GMP_ANSWER_SORTIE(city) (GMP_FORT_CHOICE_SORTIE_BASE + (int) (city))
/* Unit `unit` moves to city `to` (GMP_QUESTION_DISPLACE) on a board of n_cities */
#define GMP_ANSWER_DISPLACE(unit, to, n_cities) ((int) (unit) * (int) (n_cities) + (int) (to))

typedef struct {
  GmpQuestionKind kind;
  GmpSide         side;      /* who decides */
  int             subject;   /* unit or formation the question is about, or GMP_NONE */
  GArray         *answers;   /* of int: every legal answer */
  int             suggested; /* the answer automatic play gives when it does not choose at
                                random: for an allocation, the one that keeps the most units
                                (note 12); else the first answer */
} GmpQuestion;

void         gmp_question_free         (GmpQuestion       *question);
gboolean     gmp_question_allows       (const GmpQuestion *question,
                                        int                answer);
const char  *gmp_question_kind_to_string (GmpQuestionKind  kind);
/* A legal answer: the app draws and rolls, other choices at random. */
int          gmp_turn_auto_answer      (const GmpQuestion *question,
                                        GmpDice           *dice);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpQuestion, gmp_question_free)

G_END_DECLS
