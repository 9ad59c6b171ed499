/* gmp-log-view.h: the game's log, newest entry first, each with its turn,
 * the rules note it cites and what happened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A virtual list over GmpLogModel (a one-column GtkGridView: see
 * gmp-log-view.c): only the rows near those in sight are built and laid
 * out, so a finished game's log of a thousand entries costs what a few
 * dozen do. The list is one Tab stop; the arrow keys walk its rows, and Enter on
 * a row opens the rules note it cites (win.rules-note), as clicking the
 * note's tag does.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_LOG_VIEW (gmp_log_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpLogView, gmp_log_view, GMP, LOG_VIEW, GtkWidget)

GtkWidget  *gmp_log_view_new        (void);
GmpGame    *gmp_log_view_get_game   (GmpLogView *self);
void        gmp_log_view_set_game   (GmpLogView *self,
                                     GmpGame    *game);
/* The entries the log lists (every entry of the game, newest first): its
 * model, for the tests. */
GListModel *gmp_log_view_get_model  (GmpLogView *self);

G_END_DECLS
