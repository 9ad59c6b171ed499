/* gmp-log-model.h: a game's log as a GListModel, newest entry first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The items are GmpLogItem: one log entry each, with its turn, the rules
 * note it cites and its text, rendered when the item is asked for (a list
 * view asks only for the rows in sight). The model follows its game: an
 * action adds entries at the top, an undo takes them away from there, and
 * only those positions are reported as changed.
 */

#pragma once

#include <gio/gio.h>

#include "gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_LOG_ITEM (gmp_log_item_get_type ())

G_DECLARE_FINAL_TYPE (GmpLogItem, gmp_log_item, GMP, LOG_ITEM, GObject)

/* The entry's index in the log, oldest first (0: the first entry). */
guint        gmp_log_item_get_index (GmpLogItem *self);
guint        gmp_log_item_get_turn  (GmpLogItem *self);
/* The rules note the entry cites, or 0. */
guint        gmp_log_item_get_note  (GmpLogItem *self);
/* Translated: "Drew Swarm 1 (drawn by the app)". */
const char  *gmp_log_item_get_text  (GmpLogItem *self);

#define GMP_TYPE_LOG_MODEL (gmp_log_model_get_type ())

G_DECLARE_FINAL_TYPE (GmpLogModel, gmp_log_model, GMP, LOG_MODEL, GObject)

GmpLogModel *gmp_log_model_new      (GmpGame     *game);
GmpGame     *gmp_log_model_get_game (GmpLogModel *self);
void         gmp_log_model_set_game (GmpLogModel *self,
                                     GmpGame     *game);

G_END_DECLS
