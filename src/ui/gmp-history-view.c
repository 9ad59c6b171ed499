/* gmp-history-view.c: every action of the game, numbered, to walk back through
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-history-model.h"

#include "gmp-accessible.h"
#include "gmp-history-view.h"

struct _GmpHistoryView
{
  GtkWidget           parent_instance;

  /* Built in code */
  GtkWidget          *box;
  GtkGridView        *list;
  GtkLabel           *status;
  GtkButton          *undo_button;
  GtkWidget          *buttons;

  /* Owned references */
  GmpHistoryModel    *model;
  GtkSingleSelection *selection;
  guint               scroll_tick;  /* brings the selected row into sight */
  guint               ticks_left;   /* frames to wait for the selected row */
  guint               scrolled : 1;
  guint               focus_wanted : 1;  /* the keyboard goes to the selected row */
};

G_DEFINE_FINAL_TYPE (GmpHistoryView, gmp_history_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SELECTED_STEP,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static guint
n_done (GmpHistoryView *self)
{
  GmpGame *game = gmp_history_model_get_game (self->model);

  return game != NULL ? gmp_session_get_n_done (gmp_game_get_session (game)) : 0;
}

static void
update_undo_button (GmpHistoryView *self)
{
  gtk_button_set_label (self->undo_button,
                        gmp_history_view_get_selected_step (self) > n_done (self)
                        ? _("_Redo to Here") : _("_Undo to Here"));
  gmp_accessible_name_mnemonic_button (GTK_WIDGET (self->undo_button));
}

static void
on_factory_setup (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  GmpHistoryView           *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *number = gtk_label_new (NULL);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *text = gtk_label_new (NULL);
  GtkWidget *undone = gtk_label_new (_("undone: redo does it again"));

  gtk_label_set_xalign (GTK_LABEL (number), 1);
  gtk_label_set_width_chars (GTK_LABEL (number), 4);
  gtk_widget_set_valign (number, GTK_ALIGN_START);
  gtk_widget_add_css_class (number, "dim-label");
  gtk_widget_add_css_class (number, "numeric");

  gtk_label_set_wrap (GTK_LABEL (text), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (text), PANGO_WRAP_WORD_CHAR);
  /* Wrapped text must not widen the side panel */
  gtk_label_set_max_width_chars (GTK_LABEL (text), 30);
  gtk_label_set_xalign (GTK_LABEL (text), 0);
  gtk_widget_set_hexpand (texts, TRUE);

  gtk_label_set_xalign (GTK_LABEL (undone), 0);
  gtk_widget_add_css_class (undone, "caption");
  gtk_widget_add_css_class (undone, "dim-label");

  gtk_box_append (GTK_BOX (texts), text);
  gtk_box_append (GTK_BOX (texts), undone);
  gtk_box_append (GTK_BOX (row), number);
  gtk_box_append (GTK_BOX (row), texts);
  gtk_widget_add_css_class (row, "history-step");
  gtk_list_item_set_child (item, row);
}

static void
on_factory_bind (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 GmpHistoryView           *self)
{
  GmpHistoryItem *step = gtk_list_item_get_item (item);
  GtkWidget *row = gtk_list_item_get_child (item);
  GtkWidget *number = gtk_widget_get_first_child (row);
  GtkWidget *texts = gtk_widget_get_next_sibling (number);
  GtkWidget *text = gtk_widget_get_first_child (texts);
  GtkWidget *undone = gtk_widget_get_next_sibling (text);
  guint n = gmp_history_item_get_step (step);
  gboolean done = gmp_history_item_get_done (step);
  g_autofree char *shown_number = g_strdup_printf ("%u", n);
  g_autofree char *accessible = NULL;
  const char *what = n > 0 ? gmp_history_item_get_text (step)
                           : _("The start: the position the history begins with");

  /* Which step the row shows, to give it the keyboard's focus */
  g_object_set_data (G_OBJECT (row), "gmp-step", GUINT_TO_POINTER (n + 1));
  gtk_label_set_text (GTK_LABEL (number), shown_number);
  gtk_label_set_text (GTK_LABEL (text), what);
  gtk_widget_set_visible (undone, !done);
  if (done)
    gtk_widget_remove_css_class (row, "history-undone");
  else
    gtk_widget_add_css_class (row, "history-undone");
  accessible = done
               /* TRANSLATORS: a step of the history read aloud: its number, what it did */
               ? g_strdup_printf (_("Step %u: %s"), n, what)
               /* TRANSLATORS: an undone step of the history read aloud */
               : g_strdup_printf (_("Step %u, undone: %s"), n, what);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  gmp_accessible_name_list_item (item, accessible);
}

/* The selected row into sight, once the list is laid out: scrolling a grid
 * view of GTK 4.8 before that leaves it showing its first row alone */
/* The keyboard's focus on the selected row, so that the arrow keys go on
 * from there (a grid view's own focus stays on the row it last had); FALSE
 * while that row is not built */
static gboolean
focus_selected_row (GmpHistoryView *self)
{
  guint selected = gtk_single_selection_get_selected (self->selection);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *row = gtk_widget_get_first_child (child);

      if (row != NULL && gtk_widget_get_child_visible (child)
          && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "gmp-step")) == selected + 1)
        return gtk_widget_grab_focus (child);
    }
  return FALSE;
}

static gboolean
scroll_to_selected (GtkWidget     *widget,
                    GdkFrameClock *clock,
                    gpointer       data)
{
  GmpHistoryView *self = GMP_HISTORY_VIEW (widget);
  guint selected = gtk_single_selection_get_selected (self->selection);

  if (gtk_widget_get_height (GTK_WIDGET (self->list)) <= 0)
    return G_SOURCE_CONTINUE;
  if (!self->scrolled && selected != GTK_INVALID_LIST_POSITION)
    gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u", selected);
  self->scrolled = TRUE;
  /* The row is built and placed in a frame or two */
  if (self->focus_wanted && !focus_selected_row (self) && self->ticks_left-- > 0)
    return G_SOURCE_CONTINUE;
  self->focus_wanted = FALSE;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
schedule_scroll (GmpHistoryView *self)
{
  self->scrolled = FALSE;
  self->ticks_left = 10;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_selected,
                                                      NULL, NULL);
}

/* The arrow keys step through the history from the selected row, whichever
 * row the grid's own focus was left on; Page Up/Down by ten, Home and End */
static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GmpHistoryView        *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  guint step = gmp_history_view_get_selected_step (self);

  if (n == 0 || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      step = step > 0 ? step - 1 : 0;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      step = MIN (step + 1, n - 1);
      break;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      step = step > 10 ? step - 10 : 0;
      break;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
      step = MIN (step + 10, n - 1);
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      step = 0;
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      step = n - 1;
      break;
    default:
      return FALSE;
    }
  gmp_history_view_set_selected_step (self, step);
  if (!focus_selected_row (self))
    self->focus_wanted = TRUE;
  return TRUE;
}

static void
on_selected_changed (GmpHistoryView *self)
{
  update_undo_button (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_STEP]);
}

/* A new game, or the game changed (Undo to Here): "now" is selected */
static void
on_model_items_changed (GmpHistoryView *self)
{
  gmp_history_view_set_selected_step (self, n_done (self));
}

static void
gmp_history_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GmpHistoryView *self = GMP_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED_STEP:
      g_value_set_uint (value, gmp_history_view_get_selected_step (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_history_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GmpHistoryView *self = GMP_HISTORY_VIEW (object);

  switch (prop_id)
    {
    case PROP_SELECTED_STEP:
      gmp_history_view_set_selected_step (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_history_view_dispose (GObject *object)
{
  GmpHistoryView *self = GMP_HISTORY_VIEW (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->box, gtk_widget_unparent);
  g_clear_object (&self->selection);
  g_clear_object (&self->model);
  G_OBJECT_CLASS (gmp_history_view_parent_class)->dispose (object);
}

/* The list is one Tab stop: GTK 4.8's list widgets move the focus from row
 * to row with Tab too; a Tab from a row goes on to the buttons (or out),
 * the arrows walk the rows */
static gboolean
gmp_history_view_focus (GtkWidget        *widget,
                        GtkDirectionType  direction)
{
  GmpHistoryView *self = GMP_HISTORY_VIEW (widget);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (widget));

  if ((direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD)
      && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->list)))
    return direction == GTK_DIR_TAB_FORWARD && gtk_widget_child_focus (self->buttons, direction);
  return GTK_WIDGET_CLASS (gmp_history_view_parent_class)->focus (widget, direction);
}

/* The focus goes to the selected row: the arrow keys walk the history */
static gboolean
gmp_history_view_grab_focus (GtkWidget *widget)
{
  GmpHistoryView *self = GMP_HISTORY_VIEW (widget);

  if (focus_selected_row (self))
    return TRUE;
  /* Not built yet: once it is */
  self->focus_wanted = TRUE;
  schedule_scroll (self);
  return gtk_widget_grab_focus (GTK_WIDGET (self->list));
}

static void
gmp_history_view_class_init (GmpHistoryViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = gmp_history_view_get_property;
  object_class->set_property = gmp_history_view_set_property;
  object_class->dispose = gmp_history_view_dispose;
  widget_class->grab_focus = gmp_history_view_grab_focus;
  widget_class->focus = gmp_history_view_focus;

  properties[PROP_SELECTED_STEP] =
    g_param_spec_uint ("selected-step", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Escape: back to the game as it stands */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.history", NULL);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "history-view");
  /* A named group, not its class name ("GmpHistoryView", issue 16) */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_history_view_init (GmpHistoryView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkWidget *heading, *hint, *scroller, *buttons, *now;
  GtkEventController *key;

  gmp_accessible_set_name (GTK_WIDGET (self), _("History"));
  self->model = gmp_history_model_new (NULL);
  self->selection = gtk_single_selection_new (G_LIST_MODEL (g_object_ref (self->model)));
  gtk_single_selection_set_can_unselect (self->selection, FALSE);
  g_signal_connect_object (self->selection, "notify::selected", G_CALLBACK (on_selected_changed),
                           self, G_CONNECT_SWAPPED);
  /* After the list's own handler: it must know the rows before one is selected */
  g_signal_connect_object (self->selection, "items-changed", G_CALLBACK (on_model_items_changed),
                           self, G_CONNECT_SWAPPED | G_CONNECT_AFTER);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_widget_set_margin_start (self->box, 12);
  gtk_widget_set_margin_end (self->box, 12);
  gtk_widget_set_margin_top (self->box, 12);
  gtk_widget_set_margin_bottom (self->box, 12);

  heading = gtk_label_new (_("History"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  hint = gtk_label_new (_("Every action of the game. Select one to see the map as it stood "
                          "after it; nothing can be changed while looking back."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 30);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_box_append (GTK_BOX (self->box), hint);

  g_signal_connect (factory, "setup", G_CALLBACK (on_factory_setup), self);
  g_signal_connect (factory, "bind", G_CALLBACK (on_factory_bind), self);
  /* One column of a grid view: it builds 33 rows where a GTK 4.8 list
   * view builds 200 (gmp-log-view.c) */
  self->list = GTK_GRID_VIEW (gtk_grid_view_new (GTK_SELECTION_MODEL (g_object_ref (self->selection)),
                                                 factory));
  gtk_grid_view_set_max_columns (self->list, 1);
  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list), key);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "history-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The game’s actions"), -1);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_add_css_class (scroller, "card");
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->list));
  gtk_box_append (GTK_BOX (self->box), scroller);

  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_max_width_chars (self->status, 30);
  gtk_label_set_xalign (self->status, 0);
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->status));
  /* Empty until the view is shown: not read as "GtkLabel" meanwhile */
  gtk_widget_set_visible (GTK_WIDGET (self->status), FALSE);

  buttons = self->buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  gtk_box_set_homogeneous (GTK_BOX (buttons), TRUE);
  self->undo_button = GTK_BUTTON (gtk_button_new_with_mnemonic (_("_Undo to Here")));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (self->undo_button), "win.undo-to-here");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->undo_button),
                               _("Take the game back to this step in one go; redo still works"));
  now = gtk_button_new_with_mnemonic (_("_Return to Now"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (now), "win.history");
  gtk_widget_set_tooltip_text (now, _("Back to the game as it stands (Escape)"));
  gtk_widget_add_css_class (now, "suggested-action");
  gmp_accessible_name_mnemonic_button (GTK_WIDGET (self->undo_button));
  gmp_accessible_name_mnemonic_button (now);
  gtk_box_append (GTK_BOX (buttons), GTK_WIDGET (self->undo_button));
  gtk_box_append (GTK_BOX (buttons), now);
  gtk_box_append (GTK_BOX (self->box), buttons);
}

GtkWidget *
gmp_history_view_new (void)
{
  return g_object_new (GMP_TYPE_HISTORY_VIEW, NULL);
}

GmpGame *
gmp_history_view_get_game (GmpHistoryView *self)
{
  g_return_val_if_fail (GMP_IS_HISTORY_VIEW (self), NULL);

  return gmp_history_model_get_game (self->model);
}

void
gmp_history_view_set_game (GmpHistoryView *self,
                           GmpGame        *game)
{
  g_return_if_fail (GMP_IS_HISTORY_VIEW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  gmp_history_model_set_game (self->model, game);
}

guint
gmp_history_view_get_selected_step (GmpHistoryView *self)
{
  guint selected;

  g_return_val_if_fail (GMP_IS_HISTORY_VIEW (self), 0);

  selected = gtk_single_selection_get_selected (self->selection);
  return selected != GTK_INVALID_LIST_POSITION ? selected : n_done (self);
}

void
gmp_history_view_set_selected_step (GmpHistoryView *self,
                                    guint           step)
{
  guint n;

  g_return_if_fail (GMP_IS_HISTORY_VIEW (self));

  n = g_list_model_get_n_items (G_LIST_MODEL (self->model));
  if (n == 0)
    return;
  step = MIN (step, n - 1);
  gtk_single_selection_set_selected (self->selection, step);
  schedule_scroll (self);
}

GListModel *
gmp_history_view_get_model (GmpHistoryView *self)
{
  g_return_val_if_fail (GMP_IS_HISTORY_VIEW (self), NULL);

  return G_LIST_MODEL (self->model);
}

void
gmp_history_view_set_status (GmpHistoryView *self,
                             const char     *status)
{
  g_return_if_fail (GMP_IS_HISTORY_VIEW (self));

  gtk_label_set_text (self->status, status);
  gtk_widget_set_visible (GTK_WIDGET (self->status), status != NULL && *status != '\0');
}
