/* gmp-question-box.h: the game's pending question with a control per answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shows what the game waits for in plain words and every legal answer: a
 * button each, the units that take the Hits as buttons to click (the
 * allocation that keeps the most units pre-selected, Rules note 12), and for the dice the players roll at the
 * table a quick entry (type the digits or click die faces) in the order the
 * counters show them (Rules note 27). Answers go through gmp_game_answer();
 * a refusal is shown as a toast in the window.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_QUESTION_BOX (gmp_question_box_get_type ())

G_DECLARE_FINAL_TYPE (GmpQuestionBox, gmp_question_box, GMP, QUESTION_BOX, GtkBox)

GtkWidget *gmp_question_box_new        (void);
GmpGame   *gmp_question_box_get_game   (GmpQuestionBox *self);
void       gmp_question_box_set_game   (GmpQuestionBox *self,
                                        GmpGame        *game);
/* Answers as a click on the answer's button would (tests, the map). */
gboolean   gmp_question_box_answer     (GmpQuestionBox *self,
                                        int             answer);
/* The dice entry's text, and applying it (as its button does). */
void       gmp_question_box_set_dice_text (GmpQuestionBox *self,
                                           const char     *text);
gboolean   gmp_question_box_apply_dice (GmpQuestionBox *self);
/* The allocation the Hits clicked so far make (GMP_NONE: not a legal one
 * yet), setting the Hits of one, and taking them (Rules note 12). */
int        gmp_question_box_get_allocation (GmpQuestionBox *self);
void       gmp_question_box_set_allocation (GmpQuestionBox *self,
                                            int             allocation);
gboolean   gmp_question_box_apply_allocation (GmpQuestionBox *self);

/* A control of another widget shown after the answers, in their Tab stop
 * (the Suggest button, issue 21); NULL: none. The box keeps a reference. */
void       gmp_question_box_set_extra  (GmpQuestionBox *self,
                                        GtkWidget      *extra);

G_END_DECLS
