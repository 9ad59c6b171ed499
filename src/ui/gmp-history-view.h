/* gmp-history-view.h: every action of the game, numbered, to walk back through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The side panel of the window's history mode (gmp-window-history.c): the
 * start of the game and each action after it, with what it did (the
 * session's description), undone ones marked. Selecting a row (click, or
 * the arrow keys: the list is one Tab stop) sets "selected-step", the
 * number of actions done at that row; the window shows the map as it
 * stood then. Below the list, *Undo to Here* (win.undo-to-here; *Redo to
 * Here* on an undone row) and *Return to Now* (win.history, also Escape).
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_HISTORY_VIEW (gmp_history_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpHistoryView, gmp_history_view, GMP, HISTORY_VIEW, GtkWidget)

GtkWidget  *gmp_history_view_new               (void);
GmpGame    *gmp_history_view_get_game          (GmpHistoryView *self);
void        gmp_history_view_set_game          (GmpHistoryView *self,
                                                GmpGame        *game);
/* Actions done at the selected row (0: the start). */
guint       gmp_history_view_get_selected_step (GmpHistoryView *self);
/* Selects the row of step and brings it into sight. */
void        gmp_history_view_set_selected_step (GmpHistoryView *self,
                                                guint           step);
/* The rows: GmpHistoryItem (gmp-history-model.h), for the tests. */
GListModel *gmp_history_view_get_model         (GmpHistoryView *self);
/* What the map shows, under the list ("After action 12 of 40 · Turn 2 ·
 * Action"), or an error. */
void        gmp_history_view_set_status        (GmpHistoryView *self,
                                                const char     *status);

G_END_DECLS
