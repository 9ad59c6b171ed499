/* gmp-outcome-view.h: what just happened, at the top of the side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The outcome of the last action, where the players look: what its log
 * entries say (the chit drawn and what it does, Hits taken, units flipped
 * and eliminated, Fort damage, retreats, overruns, Guards revealed, Danger
 * rolls, reinforcements, the end of a phase, turn or game), each roll as
 * die faces, and while a combat's dice are on the table each counter's
 * dice with its hits marked (Rules note 27). It is rebuilt only when the
 * history moved (an action done, undone or redone), and tells its text
 * through win.narrate (gmp-tell.h) for the screen reader.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_OUTCOME_VIEW (gmp_outcome_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpOutcomeView, gmp_outcome_view, GMP, OUTCOME_VIEW, GtkBox)

GtkWidget  *gmp_outcome_view_new       (void);
void        gmp_outcome_view_set_game  (GmpOutcomeView *self,
                                        GmpGame        *game);
/* The outcome shown, one line a log entry or counter (tests, narration);
 * NULL before the first action. */
const char *gmp_outcome_view_get_text  (GmpOutcomeView *self);
/* How many times it was rebuilt (the benchmark: only when it changed). */
guint       gmp_outcome_view_get_n_updates (GmpOutcomeView *self);

G_END_DECLS
