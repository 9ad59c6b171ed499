/* gmp-history-model.c: a game's history as a GListModel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include "gmp-history-model.h"

/* Items ------------------------------------------------------------------- */

struct _GmpHistoryItem
{
  GObject   parent_instance;

  guint     step;
  char     *text;
  gboolean  done;
};

G_DEFINE_FINAL_TYPE (GmpHistoryItem, gmp_history_item, G_TYPE_OBJECT)

static void
gmp_history_item_finalize (GObject *object)
{
  g_free (GMP_HISTORY_ITEM (object)->text);
  G_OBJECT_CLASS (gmp_history_item_parent_class)->finalize (object);
}

static void
gmp_history_item_class_init (GmpHistoryItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gmp_history_item_finalize;
}

static void
gmp_history_item_init (GmpHistoryItem *self)
{
}

guint
gmp_history_item_get_step (GmpHistoryItem *self)
{
  g_return_val_if_fail (GMP_IS_HISTORY_ITEM (self), 0);

  return self->step;
}

const char *
gmp_history_item_get_text (GmpHistoryItem *self)
{
  g_return_val_if_fail (GMP_IS_HISTORY_ITEM (self), NULL);

  return self->text;
}

gboolean
gmp_history_item_get_done (GmpHistoryItem *self)
{
  g_return_val_if_fail (GMP_IS_HISTORY_ITEM (self), FALSE);

  return self->done;
}

/* The model --------------------------------------------------------------- */

struct _GmpHistoryModel
{
  GObject   parent_instance;

  GmpGame  *game;
  guint     n_items;   /* as last reported */
};

static void gmp_history_model_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GmpHistoryModel, gmp_history_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      gmp_history_model_list_model_init))

static GType
gmp_history_model_get_item_type (GListModel *model)
{
  return GMP_TYPE_HISTORY_ITEM;
}

static guint
gmp_history_model_get_n_items (GListModel *model)
{
  return GMP_HISTORY_MODEL (model)->n_items;
}

static gpointer
gmp_history_model_get_item (GListModel *model,
                            guint       position)
{
  GmpHistoryModel *self = GMP_HISTORY_MODEL (model);
  GmpSession *session;
  GmpHistoryItem *item;

  if (position >= self->n_items || self->game == NULL)
    return NULL;
  session = gmp_game_get_session (self->game);
  item = g_object_new (GMP_TYPE_HISTORY_ITEM, NULL);
  item->step = position;
  item->done = position <= gmp_session_get_n_done (session);
  if (position > 0)
    item->text = gmp_game_describe_action (self->game, position - 1);
  return item;
}

static void
gmp_history_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = gmp_history_model_get_item_type;
  iface->get_n_items = gmp_history_model_get_n_items;
  iface->get_item = gmp_history_model_get_item;
}

/* An action done after an undo drops the undone ones, and undo or redo
 * changes which are done: every row may have changed */
static void
sync_history (GmpHistoryModel *self)
{
  guint n_old = self->n_items;

  self->n_items = self->game != NULL
                  ? gmp_session_get_n_actions (gmp_game_get_session (self->game)) + 1 : 0;
  if (n_old > 0 || self->n_items > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_old, self->n_items);
}

static void
gmp_history_model_dispose (GObject *object)
{
  GmpHistoryModel *self = GMP_HISTORY_MODEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (gmp_history_model_parent_class)->dispose (object);
}

static void
gmp_history_model_class_init (GmpHistoryModelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = gmp_history_model_dispose;
}

static void
gmp_history_model_init (GmpHistoryModel *self)
{
}

GmpHistoryModel *
gmp_history_model_new (GmpGame *game)
{
  GmpHistoryModel *self;

  g_return_val_if_fail (game == NULL || GMP_IS_GAME (game), NULL);

  self = g_object_new (GMP_TYPE_HISTORY_MODEL, NULL);
  gmp_history_model_set_game (self, game);
  return self;
}

GmpGame *
gmp_history_model_get_game (GmpHistoryModel *self)
{
  g_return_val_if_fail (GMP_IS_HISTORY_MODEL (self), NULL);

  return self->game;
}

void
gmp_history_model_set_game (GmpHistoryModel *self,
                            GmpGame         *game)
{
  g_return_if_fail (GMP_IS_HISTORY_MODEL (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (sync_history), self);
  sync_history (self);
}
