/* gmp-suggest-view.h: the computer player's advice for the question the game waits for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Off unless asked (issue 21): a Suggest button with the question's answers
 * (in their Tab stop, gmp_question_box_set_extra()); a click
 * shows the strong computer player's best answers, up to three, best
 * first, each with one line on why and the exact odds of the battle it
 * leads to (gmp_player_suggest(), the advice `next --suggest` prints). A
 * suggested move is drawn on the map as an arrow, a battle's city ringed.
 * Clicking a suggestion answers with it, as its answer's button, the map
 * or the FX's Use button would; any change of the game takes the advice
 * away, since it was for the question that was asked.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"
#include "gmp-map-view.h"
#include "gmp-question-box.h"

G_BEGIN_DECLS

#define GMP_TYPE_SUGGEST_VIEW (gmp_suggest_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpSuggestView, gmp_suggest_view, GMP, SUGGEST_VIEW, GtkBox)

/* question_box: where an answer goes, as its own button would send it */
GtkWidget *gmp_suggest_view_new          (GmpQuestionBox *question_box);
void       gmp_suggest_view_set_game     (GmpSuggestView *self,
                                          GmpGame        *game);
/* The map the suggested moves are drawn on (may be NULL) */
void       gmp_suggest_view_set_map_view (GmpSuggestView *self,
                                          GmpMapView     *map_view);
/* Asks the computer player, as the Suggest button does; FALSE with a
 * translated error when it cannot advise (a game with problems) */
gboolean   gmp_suggest_view_suggest      (GmpSuggestView *self,
                                          GError        **error);
/* How many suggestions are shown; the index'th one's title and why */
guint      gmp_suggest_view_get_n_shown  (GmpSuggestView *self);
const char *gmp_suggest_view_get_title   (GmpSuggestView *self,
                                          guint           index);
/* Takes the index'th suggestion, as a click on it does */
gboolean   gmp_suggest_view_take         (GmpSuggestView *self,
                                          guint           index);

G_END_DECLS
