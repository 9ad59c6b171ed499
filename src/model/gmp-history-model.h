/* gmp-history-model.h: a game's history as a GListModel, for the history view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Item 0 is the start of the history; item k (1 ≤ k ≤ the session's
 * actions, done and undone) is the position after action k. Each is a
 * GmpHistoryItem: its step, what its action did (the session's own
 * description, gmp_session_describe_action(), rendered when the item is
 * asked for) and whether it is done or undone (redo would do it again).
 * After each change of the game the whole list is reported changed.
 */

#pragma once

#include <gio/gio.h>

#include "gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_HISTORY_ITEM (gmp_history_item_get_type ())

G_DECLARE_FINAL_TYPE (GmpHistoryItem, gmp_history_item, GMP, HISTORY_ITEM, GObject)

/* Actions done at this point: 0 for the start. */
guint        gmp_history_item_get_step (GmpHistoryItem *self);
/* What the step's action did, translated; NULL for the start. */
const char  *gmp_history_item_get_text (GmpHistoryItem *self);
/* Undone: after an undo, redo would do it again. */
gboolean     gmp_history_item_get_done (GmpHistoryItem *self);

#define GMP_TYPE_HISTORY_MODEL (gmp_history_model_get_type ())

G_DECLARE_FINAL_TYPE (GmpHistoryModel, gmp_history_model, GMP, HISTORY_MODEL, GObject)

GmpHistoryModel *gmp_history_model_new      (GmpGame         *game);
GmpGame         *gmp_history_model_get_game (GmpHistoryModel *self);
void             gmp_history_model_set_game (GmpHistoryModel *self,
                                             GmpGame         *game);

G_END_DECLS
