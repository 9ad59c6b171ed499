/* gmp-cup-view.h: the side panel's chits: in the cup, drawn this turn, held
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each chit as a pill of its owner's colour; while the game asks for a
 * draw, each chit in the cup is a button ("We drew this one", issue 16)
 * that emits "chit-clicked". An update moves only the chits whose place
 * changed: a draw takes one pill out of the cup's row and puts one in the
 * drawn row, and every other pill stays as it is, measured and drawn
 * (issue 16: the panel updates only what changed). A chit keeps its pill
 * and its button while the board is the same, to be shown again.
 */

#pragma once

#include <gtk/gtk.h>

#include "core/gmp-question.h"
#include "core/gmp-state.h"

G_BEGIN_DECLS

#define GMP_TYPE_CUP_VIEW (gmp_cup_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpCupView, gmp_cup_view, GMP, CUP_VIEW, GtkBox)

GtkWidget *gmp_cup_view_new    (void);
/* question: what the game asks (the cup's chits are buttons while it asks
 * for a draw), or NULL; players_cup: the players draw from their own cup,
 * listed with the question, not here */
void       gmp_cup_view_update (GmpCupView        *self,
                                const GmpState    *state,
                                const GmpQuestion *question,
                                gboolean           players_cup);

G_END_DECLS
