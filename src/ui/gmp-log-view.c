/* gmp-log-view.c: the game's log as a list that builds only the rows in sight
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-log-model.h"

#include "gmp-log-view.h"
#include "gmp-accessible.h"
#include "gmp-note-tag.h"
#include "gmp-wrapped-text.h"

/* Tall enough for a dozen rows; a longer log scrolls inside it */
#define MAX_LIST_HEIGHT 420
/* About a row of one line of text, for a short log's height */
#define ROW_HEIGHT_GUESS 44
/* No row is under 14 pixels high, its turn's line and its text's at the
 * smallest font: a log this long fills the list's height */
#define LONG_LOG_ROWS (MAX_LIST_HEIGHT / 14)

struct _GmpLogView
{
  GtkWidget    parent_instance;

  /* Built in code: one of the two is shown */
  GtkWidget   *empty;
  GtkWidget   *scroller;
  GtkGridView *list;

  /* Owned references */
  GmpLogModel *model;

  /* The newest entry is in sight: new ones stay in sight as they come */
  guint        at_top : 1;
};

G_DEFINE_FINAL_TYPE (GmpLogView, gmp_log_view, GTK_TYPE_WIDGET)

static void
update_empty (GmpLogView *self)
{
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (self->model)) == 0;
  guint n_rows;

  gtk_widget_set_visible (self->empty, empty);
  gtk_widget_set_visible (self->scroller, !empty);
  /* The side panel's scrolled window gives it its minimum height, not its
   * natural one (GTK_SCROLL_MINIMUM): the list asks for its rows' height,
   * up to its maximum, as its minimum */
  n_rows = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (self->scroller),
                                              (int) MIN (n_rows * ROW_HEIGHT_GUESS, MAX_LIST_HEIGHT));
}

static void
on_vadjustment_value_changed (GtkAdjustment *adjustment,
                              GmpLogView    *self)
{
  self->at_top = gtk_adjustment_get_value (adjustment) < 1;
}

/* A list view keeps its rows on the items they show: entries added above
 * the newest would push it out of sight. While the newest was in sight,
 * the new newest is brought there (after the list's own handler) */
static void
on_selection_items_changed (GListModel *model,
                            guint       position,
                            guint       removed,
                            guint       added,
                            GmpLogView *self)
{
  if (position == 0 && added > 0 && self->at_top)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", 0);
}

/* The turn and the rules note's tag on a line above the explanation: a
 * wrapping label beside other widgets in a row is measured at many widths
 * (issue 9) */
static void
on_factory_setup (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  GmpLogView               *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *turn = gtk_label_new (NULL);
  GtkWidget *badge = gmp_note_tag_new ();
  GtkWidget *text = gmp_wrapped_text_new ();

  gtk_label_set_xalign (GTK_LABEL (turn), 0);
  gtk_widget_add_css_class (turn, "dim-label");
  gtk_widget_set_hexpand (turn, TRUE);
  /* On one line with the taller note button */
  gtk_widget_set_valign (turn, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (head), turn);

  /* Opens the note in the rules window (gmp-rules-window.c). Not a Tab
   * stop of its own: the row is, and Enter on it does the same */
  gtk_widget_set_valign (badge, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (head), badge);

  gtk_box_append (GTK_BOX (row), head);
  gtk_box_append (GTK_BOX (row), text);
  gtk_widget_add_css_class (row, "log-entry");
  gtk_list_item_set_child (item, row);
}

static void
on_factory_bind (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 GmpLogView               *self)
{
  GmpLogItem *entry = gtk_list_item_get_item (item);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *head = gtk_widget_get_first_child (row);
  GtkWidget *turn = gtk_widget_get_first_child (head);
  GtkWidget *badge = gtk_widget_get_next_sibling (turn);
  GtkWidget *text = gtk_widget_get_next_sibling (head);
  guint note = gmp_log_item_get_note (entry);
  g_autofree char *when = NULL;

  g_autofree char *accessible = NULL;

  /* GTK 4.8's signal factory binds every row in sight again when an entry
   * comes in above them (their positions moved); the model hands each
   * row the item it already shows (gmp-log-model.c), which it keeps: its
   * labels need not be set, measured and drawn again (issue 16) */
  if (g_object_get_data (G_OBJECT (row), "gmp-log-item") == entry)
    return;
  /* A reference: no other item can come at the same address meanwhile */
  g_object_set_data_full (G_OBJECT (row), "gmp-log-item", g_object_ref (entry), g_object_unref);

  /* TRANSLATORS: when a log entry happened: turn number, short */
  when = g_strdup_printf (_("T%u"), gmp_log_item_get_turn (entry));
  gtk_label_set_text (GTK_LABEL (turn), when);
  gmp_wrapped_text_set_text (GMP_WRAPPED_TEXT (text), gmp_log_item_get_text (entry));
  gtk_widget_set_visible (badge, note > 0);
  if (note > 0)
    {
      gmp_note_tag_set_note (GMP_NOTE_TAG (badge), note);
      /* TRANSLATORS: a log entry read aloud: its turn, the rules note it
       * cites, what happened ("Turn 3, Rules note 5: Swarm held …") */
      accessible = g_strdup_printf (_("Turn %u, Rules note %u: %s"), gmp_log_item_get_turn (entry),
                                    note, gmp_log_item_get_text (entry));
    }
  else
    /* TRANSLATORS: a log entry read aloud: its turn, what happened */
    accessible = g_strdup_printf (_("Turn %u: %s"), gmp_log_item_get_turn (entry),
                                  gmp_log_item_get_text (entry));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  gmp_accessible_name_list_item (item, accessible);
}

/* Enter on a row, or a double click: the rules note it cites */
static void
on_list_activate (GtkGridView *list,
                  guint        position,
                  GmpLogView  *self)
{
  g_autoptr(GmpLogItem) entry = g_list_model_get_item (G_LIST_MODEL (self->model), position);

  if (entry != NULL && gmp_log_item_get_note (entry) > 0)
    gtk_widget_activate_action (GTK_WIDGET (self), "win.rules-note", "u",
                                gmp_log_item_get_note (entry));
}

/* One Tab stop: GTK 4.8's list widgets move the focus from row to row with
 * Tab too; a Tab from a row leaves the list, the arrows walk it */
static gboolean
gmp_log_view_focus (GtkWidget        *widget,
                    GtkDirectionType  direction)
{
  if ((direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
      && gtk_widget_get_focus_child (widget) != NULL)
    return FALSE;
  return GTK_WIDGET_CLASS (gmp_log_view_parent_class)->focus (widget, direction);
}

/* The empty log's words or the list, whichever is shown */
static GtkWidget *
shown_child (GmpLogView *self)
{
  return gtk_widget_get_visible (self->empty) ? self->empty : self->scroller;
}

/* A log of LONG_LOG_ROWS entries or more fills the list's maximum height,
 * whatever its rows. Its height is not measured: a scrolled window
 * measures its child's height with no width given, and a grid view given
 * none measures every row it built at its narrowest column, a layout of
 * every row's text at a width it is never shown at (issue 16) */
static void
gmp_log_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GmpLogView *self = GMP_LOG_VIEW (widget);

  if (orientation == GTK_ORIENTATION_VERTICAL
      && g_list_model_get_n_items (G_LIST_MODEL (self->model)) >= LONG_LOG_ROWS)
    {
      *minimum = *natural = MAX_LIST_HEIGHT;
      return;
    }
  gtk_widget_measure (shown_child (self), orientation, for_size, minimum, natural,
                      minimum_baseline, natural_baseline);
}

/* The scrolled window is given its size without its height asked (see
 * above): it measures the list at the width it is given */
static void
gmp_log_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  gtk_widget_allocate (shown_child (GMP_LOG_VIEW (widget)), width, height, baseline, NULL);
}

static void
gmp_log_view_dispose (GObject *object)
{
  GmpLogView *self = GMP_LOG_VIEW (object);

  g_clear_pointer (&self->empty, gtk_widget_unparent);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (gmp_log_view_parent_class)->dispose (object);
}

static void
gmp_log_view_class_init (GmpLogViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_log_view_dispose;
  widget_class->focus = gmp_log_view_focus;
  widget_class->measure = gmp_log_view_measure;
  widget_class->size_allocate = gmp_log_view_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "log-view");
  /* A named group, not its class name ("GmpLogView", issue 16) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_log_view_init (GmpLogView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkNoSelection *selection;

  gmp_accessible_set_name (GTK_WIDGET (self), _("Log, Newest First"));
  self->model = gmp_log_model_new (NULL);
  g_signal_connect_object (self->model, "items-changed", G_CALLBACK (update_empty), self,
                           G_CONNECT_SWAPPED);

  self->empty = gtk_label_new (_("Nothing has happened yet."));
  gtk_label_set_xalign (GTK_LABEL (self->empty), 0);
  gtk_widget_add_css_class (self->empty, "dim-label");
  gtk_widget_set_parent (self->empty, GTK_WIDGET (self));

  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind), self);
  selection = gtk_no_selection_new (G_LIST_MODEL (g_object_ref (self->model)));
  /* A one-column grid, not a GtkListView: in GTK 4.8 a list view keeps 200
   * rows built around its anchor (GTK_LIST_VIEW_MAX_LIST_ITEMS) whatever
   * its height, and measuring them cost more than the 150 rows the panel
   * had before; a grid view keeps 30 rows a column and 3 more
   * (GTK_GRID_VIEW_MAX_VISIBLE_ROWS), the same keyboard and model API */
  self->list = GTK_GRID_VIEW (gtk_grid_view_new (GTK_SELECTION_MODEL (selection), factory));
  gtk_grid_view_set_max_columns (self->list, 1);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "log-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Log, newest first"), -1);
  g_signal_connect (self->list, "activate", G_CALLBACK (on_list_activate), self);
  self->at_top = TRUE;
  g_signal_connect_object (selection, "items-changed", G_CALLBACK (on_selection_items_changed),
                           self, G_CONNECT_AFTER);

  /* The list scrolls in a window of its own: a list view lays out only
   * the rows of its scrolled window's page */
  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scroller),
                                              MAX_LIST_HEIGHT);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->list));
  g_signal_connect_object (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller)),
                           "value-changed", G_CALLBACK (on_vadjustment_value_changed), self, 0);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  update_empty (self);
}

GtkWidget *
gmp_log_view_new (void)
{
  return g_object_new (GMP_TYPE_LOG_VIEW, NULL);
}

GmpGame *
gmp_log_view_get_game (GmpLogView *self)
{
  g_return_val_if_fail (GMP_IS_LOG_VIEW (self), NULL);

  return gmp_log_model_get_game (self->model);
}

void
gmp_log_view_set_game (GmpLogView *self,
                       GmpGame    *game)
{
  g_return_if_fail (GMP_IS_LOG_VIEW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  /* Another game opens on its newest entry, in sight (and the rows of the
   * game it replaces serve its newest entries: gmp-log-model.c) */
  if (game != gmp_log_model_get_game (self->model))
    self->at_top = TRUE;
  gmp_log_model_set_game (self->model, game);
}

GListModel *
gmp_log_view_get_model (GmpLogView *self)
{
  g_return_val_if_fail (GMP_IS_LOG_VIEW (self), NULL);

  return G_LIST_MODEL (self->model);
}
