/* gmp-question.c: the question a state asks, as a value
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The GmpQuestion itself: made, reset, filled with answers and settled (its
 * suggested answer), freed, asked whether it allows an answer; the stable names
 * of its kinds; the answer automatic play gives it (gmp_turn_auto_answer()):
 * a question and the dice are all it needs, so the combat replayed in
 * automatic play takes its decisions here, below the turn. Which question a state asks is
 * gmp-turn-question.c, its words for people gmp-turn-question-text.c.
 */

#include "config.h"

#include "gmp-question-private.h"

static const char * const question_ids[] = {
  [GMP_QUESTION_NONE] = "none",
  [GMP_QUESTION_DRAW_CHIT] = "draw-chit",
  [GMP_QUESTION_GUARD_VALUE] = "guard-value",
  [GMP_QUESTION_MOVEMENT] = "movement",
  [GMP_QUESTION_COMBAT] = "combat",
  [GMP_QUESTION_HOLD] = "hold",
  [GMP_QUESTION_RETURN_UNIT] = "return-unit",
  [GMP_QUESTION_DANGER] = "danger",
  [GMP_QUESTION_PLACE_ALLY] = "place-ally",
  [GMP_QUESTION_COMBAT_FX] = "combat-fx",
  [GMP_QUESTION_FORT_OPTION] = "fort-option",
  [GMP_QUESTION_COMBAT_DICE] = "combat-dice",
  [GMP_QUESTION_ALLOCATION] = "allocation",
  [GMP_QUESTION_IGNORE_RETREAT] = "ignore-retreat",
  [GMP_QUESTION_RETREAT] = "retreat",
  [GMP_QUESTION_DISPLACE] = "displace",
  [GMP_QUESTION_SORTIE_RETURN] = "sortie-return",
  [GMP_QUESTION_ADVANCE] = "advance",
};

G_STATIC_ASSERT (G_N_ELEMENTS (question_ids) == GMP_N_QUESTIONS);

GmpQuestion *
_gmp_question_new (void)
{
  GmpQuestion *question = g_new0 (GmpQuestion, 1);

  question->kind = GMP_QUESTION_NONE;
  question->side = GMP_SIDE_SWARM;
  question->subject = GMP_NONE;
  question->answers = g_array_new (FALSE, FALSE, sizeof (int));
  return question;
}

/* A question as _gmp_question_new() makes it, its array kept */
void
_gmp_question_reset (GmpQuestion *question)
{
  question->kind = GMP_QUESTION_NONE;
  question->side = GMP_SIDE_SWARM;
  question->subject = GMP_NONE;
  question->suggested = 0;
  /* Emptied only when not empty (GLib removes a range) */
  if (question->answers->len > 0)
    g_array_set_size (question->answers, 0);
}

void
gmp_question_free (GmpQuestion *question)
{
  if (question == NULL)
    return;
  g_clear_pointer (&question->answers, g_array_unref);
  g_free (question);
}

gboolean
gmp_question_allows (const GmpQuestion *question,
                     int                answer)
{
  g_return_val_if_fail (question != NULL, FALSE);

  for (guint i = 0; i < question->answers->len; i++)
    if (g_array_index (question->answers, int, i) == answer)
      return TRUE;
  return FALSE;
}

const char *
gmp_question_kind_to_string (GmpQuestionKind kind)
{
  g_return_val_if_fail ((guint) kind < GMP_N_QUESTIONS, NULL);
  return question_ids[kind];
}

/* The last touch to a question worked out: what it says when nothing can
 * answer it, and the answer suggested. */
void
_gmp_question_settle (GmpQuestion *question)
{
  /* A state resting between steps (not advanced) has no legal answer */
  if (question->kind != GMP_QUESTION_NONE && question->answers->len == 0)
    question->kind = GMP_QUESTION_NONE;
  if (question->answers->len > 0 && !gmp_question_allows (question, question->suggested))
    question->suggested = g_array_index (question->answers, int, 0);
}

/* A legal answer: the app draws and rolls, other choices at random */
int
gmp_turn_auto_answer (const GmpQuestion *question,
                      GmpDice           *dice)
{
  g_return_val_if_fail (question != NULL, GMP_ANSWER_DONE);
  g_return_val_if_fail (dice != NULL, GMP_ANSWER_DONE);
  g_return_val_if_fail (question->answers->len > 0, GMP_ANSWER_DONE);

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_COMBAT_DICE:
      return GMP_ANSWER_RANDOM;
    case GMP_QUESTION_ALLOCATION:
      /* Mostly the owner keeps the most units (rules note 12), now and then
       * another legal allocation */
      if (gmp_dice_choose (dice, 4) != 0)
        return question->suggested;
      return g_array_index (question->answers, int,
                            gmp_dice_choose (dice, question->answers->len));
    case GMP_QUESTION_MOVEMENT:
      return GMP_ANSWER_DONE;
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_array_index (question->answers, int,
                            gmp_dice_choose (dice, question->answers->len));
    }
}
