/* gmp-log-model.c: a game's log as a GListModel, newest entry first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include <string.h>

#include "gmp-log-model.h"
#include "gmp-turn-info.h"

/* Items ------------------------------------------------------------------- */

struct _GmpLogItem
{
  GObject  parent_instance;

  guint    index;
  guint    turn;
  guint    note;
  char    *text;
};

G_DEFINE_FINAL_TYPE (GmpLogItem, gmp_log_item, G_TYPE_OBJECT)

static void
gmp_log_item_finalize (GObject *object)
{
  GmpLogItem *self = GMP_LOG_ITEM (object);

  g_free (self->text);
  G_OBJECT_CLASS (gmp_log_item_parent_class)->finalize (object);
}

static void
gmp_log_item_class_init (GmpLogItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = gmp_log_item_finalize;
}

static void
gmp_log_item_init (GmpLogItem *self)
{
}

static GmpLogItem *
gmp_log_item_new (const GmpLog   *log,
                  guint           index,
                  const GmpBoard *board)
{
  GmpLogItem *self = g_object_new (GMP_TYPE_LOG_ITEM, NULL);
  const GmpLogEntry *entry = gmp_log_get_entry (log, index);

  self->index = index;
  self->turn = entry->turn;
  self->note = gmp_turn_info_log_note (entry);
  /* In the log: an allocation names the units its Hits went on */
  self->text = gmp_log_entry_to_string_at (log, index, board);
  return self;
}

guint
gmp_log_item_get_index (GmpLogItem *self)
{
  g_return_val_if_fail (GMP_IS_LOG_ITEM (self), 0);

  return self->index;
}

guint
gmp_log_item_get_turn (GmpLogItem *self)
{
  g_return_val_if_fail (GMP_IS_LOG_ITEM (self), 0);

  return self->turn;
}

guint
gmp_log_item_get_note (GmpLogItem *self)
{
  g_return_val_if_fail (GMP_IS_LOG_ITEM (self), 0);

  return self->note;
}

const char *
gmp_log_item_get_text (GmpLogItem *self)
{
  g_return_val_if_fail (GMP_IS_LOG_ITEM (self), NULL);

  return self->text;
}

/* The model --------------------------------------------------------------- */

struct _GmpLogModel
{
  GObject   parent_instance;

  GmpGame  *game;
  /* The log as the model last reported it: what its positions mean until
   * the next "items-changed", whatever the session did meanwhile */
  GmpLog   *shown;
  /* The items made for the entries of `shown`, by index (NULL: not asked
   * for yet): a list view that is handed the same item for an entry keeps
   * its row as it is, where a new item, even for the same entry, makes it
   * bind the row again (every row in sight, at each action: issue 16) */
  GPtrArray *items;
  /* While another game's log comes in: the log it replaces, below the new
   * one, and its game (for the board its entries name) */
  GmpLog   *leaving;
  GmpGame  *leaving_game;
};

static void gmp_log_model_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (GmpLogModel, gmp_log_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      gmp_log_model_list_model_init))

static guint
n_shown (GmpLogModel *self)
{
  return self->shown != NULL ? gmp_log_get_n_entries (self->shown) : 0;
}

static GType
gmp_log_model_get_item_type (GListModel *model)
{
  return GMP_TYPE_LOG_ITEM;
}

static guint
n_leaving (GmpLogModel *self)
{
  return self->leaving != NULL ? gmp_log_get_n_entries (self->leaving) : 0;
}

static guint
gmp_log_model_get_n_items (GListModel *model)
{
  return n_shown (GMP_LOG_MODEL (model)) + n_leaving (GMP_LOG_MODEL (model));
}

static gpointer
gmp_log_model_get_item (GListModel *model,
                        guint       position)
{
  GmpLogModel *self = GMP_LOG_MODEL (model);
  guint n = n_shown (self);
  guint index;

  if (position >= n)
    {
      position -= n;
      if (position >= n_leaving (self))
        return NULL;
      index = n_leaving (self) - 1 - position;
      return gmp_log_item_new (self->leaving, index, gmp_game_get_board (self->leaving_game));
    }
  /* Newest first */
  index = n - 1 - position;
  if (g_ptr_array_index (self->items, index) == NULL)
    g_ptr_array_index (self->items, index) = gmp_log_item_new (self->shown, index,
                                                               gmp_game_get_board (self->game));
  return g_object_ref (g_ptr_array_index (self->items, index));
}

static void
gmp_log_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = gmp_log_model_get_item_type;
  iface->get_n_items = gmp_log_model_get_n_items;
  iface->get_item = gmp_log_model_get_item;
}

static gboolean
entries_equal (const GmpLogEntry *a,
               const GmpLogEntry *b)
{
  return a->turn == b->turn && a->phase == b->phase && a->kind == b->kind
         && memcmp (a->params, b->params, sizeof a->params) == 0
         && a->n_dice == b->n_dice && memcmp (a->dice, b->dice, MIN (a->n_dice, GMP_LOG_MAX_DICE)) == 0;
}

/* The log only grows at its end and is cut back by undo, so the entries
 * both logs share from the start stay where they are (at the bottom, newest
 * first) and only the top changes */
static void
sync_log (GmpLogModel *self)
{
  const GmpLog *log = self->game != NULL ? gmp_session_get_log (gmp_game_get_session (self->game))
                                         : NULL;
  guint n_old = n_shown (self);
  guint n_new = log != NULL ? gmp_log_get_n_entries (log) : 0;
  guint common = 0;

  while (common < n_old && common < n_new
         && entries_equal (gmp_log_get_entry (self->shown, common), gmp_log_get_entry (log, common)))
    common++;
  g_clear_pointer (&self->shown, gmp_log_free);
  if (log != NULL)
    self->shown = gmp_log_copy (log);
  /* The entries shared keep their items; the others are made when asked */
  g_ptr_array_set_size (self->items, common);
  g_ptr_array_set_size (self->items, n_new);
  if (n_old != common || n_new != common)
    g_list_model_items_changed (G_LIST_MODEL (self), 0, n_old - common, n_new - common);
}

static void
gmp_log_model_dispose (GObject *object)
{
  GmpLogModel *self = GMP_LOG_MODEL (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  G_OBJECT_CLASS (gmp_log_model_parent_class)->dispose (object);
}

static void
gmp_log_model_finalize (GObject *object)
{
  GmpLogModel *self = GMP_LOG_MODEL (object);

  g_clear_pointer (&self->shown, gmp_log_free);
  g_clear_pointer (&self->items, g_ptr_array_unref);
  G_OBJECT_CLASS (gmp_log_model_parent_class)->finalize (object);
}

static void
gmp_log_model_class_init (GmpLogModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmp_log_model_dispose;
  object_class->finalize = gmp_log_model_finalize;
}

static void
unref_item (gpointer item)
{
  if (item != NULL)
    g_object_unref (item);
}

static void
gmp_log_model_init (GmpLogModel *self)
{
  self->items = g_ptr_array_new_with_free_func (unref_item);
}

GmpLogModel *
gmp_log_model_new (GmpGame *game)
{
  GmpLogModel *self;

  g_return_val_if_fail (game == NULL || GMP_IS_GAME (game), NULL);

  self = g_object_new (GMP_TYPE_LOG_MODEL, NULL);
  gmp_log_model_set_game (self, game);
  return self;
}

GmpGame *
gmp_log_model_get_game (GmpLogModel *self)
{
  g_return_val_if_fail (GMP_IS_LOG_MODEL (self), NULL);

  return self->game;
}

void
gmp_log_model_set_game (GmpLogModel *self,
                        GmpGame     *game)
{
  guint n_old, n_new;

  g_return_if_fail (GMP_IS_LOG_MODEL (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  /* Another game: every row is another. Its entries come first, above the
   * old game's, which then go: a list view in sight of the top hands the
   * old game's rows, pushed out of sight, to the new entries and binds
   * them again, where removing them first would destroy every row and
   * build as many again (a third of the log view's part of opening a
   * finished game, issue 16) */
  self->leaving = g_steal_pointer (&self->shown);
  self->leaving_game = g_steal_pointer (&self->game);
  n_old = n_leaving (self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (sync_log), self);
  sync_log (self);
  n_new = n_shown (self);
  g_clear_pointer (&self->leaving, gmp_log_free);
  g_clear_object (&self->leaving_game);
  if (n_old > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), n_new, n_old, 0);
}
