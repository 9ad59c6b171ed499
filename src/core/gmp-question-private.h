/* gmp-question-private.h: what gmp-question.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-question.c: The question a state asks, as a value.
 */

#pragma once

#include "gmp-question.h"

G_BEGIN_DECLS

GmpQuestion *_gmp_question_new (void);

void _gmp_question_reset (GmpQuestion *question);

void _gmp_question_settle (GmpQuestion *question);

/* Inline: every question is filled answer by answer */
static inline void
_gmp_question_add_answer (GmpQuestion *question,
                          int          answer)
{
  g_array_append_val (question->answers, answer);
}

G_END_DECLS
