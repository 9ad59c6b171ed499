/* gmp-editor-panel.c: the side panel of the window's editor mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <adwaita.h>
#include "core/gmp-i18n.h"

#include "gmp-editor-panel.h"

struct _GmpEditorPanel
{
  GtkWidget         parent_instance;

  /* Children */
  GtkWidget        *box;
  GtkWidget        *switcher;
  AdwViewStack     *stack;
  GmpEditorPalette *palette;
  GmpCityEditor    *city_editor;
  GtkWidget        *problems_title;
  GtkListBox       *problems_list;
  GtkScrolledWindow *problems_scroller;

  /* Owned references */
  GmpGame          *game;
  GmpMapView       *map_view;
  gulong            changed_handler;
  gulong            selection_handler;
  GPtrArray        *problems;        /* of GmpProblem */
  GArray           *problem_cities;  /* of guint, each city once */

  guint             active : 1;
};

G_DEFINE_FINAL_TYPE (GmpEditorPanel, gmp_editor_panel, GTK_TYPE_WIDGET)

int
gmp_editor_problem_city (const GmpProblem *problem,
                         const GmpState   *state)
{
  g_return_val_if_fail (problem != NULL && state != NULL, GMP_NONE);

  if (problem->city >= 0 && (guint) problem->city < state->board->n_cities)
    return problem->city;
  if (problem->unit >= 0 && (guint) problem->unit < state->units->len)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, problem->unit);

      if (unit->place == GMP_PLACE_MAP && unit->city >= 0
          && (guint) unit->city < state->board->n_cities)
        return unit->city;
    }
  if (problem->fort >= 0 && (guint) problem->fort < state->board->n_forts)
    return (int) state->board->forts[problem->fort].city;
  return GMP_NONE;
}

static void
push_marks (GmpEditorPanel *self)
{
  if (self->map_view == NULL)
    return;
  if (self->active)
    gmp_map_view_set_problem_cities (self->map_view, (const guint *) self->problem_cities->data,
                                     self->problem_cities->len);
  else
    gmp_map_view_set_problem_cities (self->map_view, NULL, 0);
}

static GtkWidget *
problem_row (const GmpProblem *problem,
             gboolean          has_city)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name (gmp_problem_blocks_play (problem)
                                                  ? "dialog-error-symbolic"
                                                  : "dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (problem->message);

  gtk_widget_set_valign (icon, GTK_ALIGN_START);
  gtk_widget_add_css_class (icon, gmp_problem_blocks_play (problem) ? "error" : "warning");
  gtk_accessible_update_state (GTK_ACCESSIBLE (icon), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Wrapped text asks for no more width than the panel's */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), has_city);
  if (has_city)
    gtk_widget_set_tooltip_text (row, _("Select its city on the map"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  problem->message, -1);
  return row;
}

/* The list and the marks, after every change */
static void
update_problems (GmpEditorPanel *self)
{
  const GmpState *state;
  GtkWidget *child;
  g_autofree char *title = NULL;
  g_autofree guint8 *seen = NULL;

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_array_set_size (self->problem_cities, 0);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->problems_list))) != NULL)
    gtk_list_box_remove (self->problems_list, child);

  if (self->game == NULL)
    {
      self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_problem_free);
      push_marks (self);
      return;
    }
  state = gmp_game_get_state (self->game);
  self->problems = gmp_session_dup_problems (gmp_game_get_session (self->game));
  seen = g_new0 (guint8, MAX (state->board->n_cities, 1));
  for (guint i = 0; i < self->problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (self->problems, i);
      int city = gmp_editor_problem_city (problem, state);

      gtk_list_box_append (self->problems_list, problem_row (problem, city != GMP_NONE));
      if (city != GMP_NONE && !seen[city])
        {
          guint c = (guint) city;

          seen[city] = 1;
          g_array_append_val (self->problem_cities, c);
        }
    }
  if (self->problems->len == 0)
    title = g_strdup (_("No Problems"));
  else
    title = g_strdup_printf (ngettext ("%u Problem", "%u Problems", self->problems->len),
                             self->problems->len);
  gtk_label_set_text (GTK_LABEL (self->problems_title), title);
  /* Room for a few problems even when the page above wants all the height */
  gtk_scrolled_window_set_min_content_height (self->problems_scroller,
                                              MIN (self->problems->len, 3) * 48);
  push_marks (self);
}

static void
on_problem_activated (GtkListBox     *list,
                      GtkListBoxRow  *row,
                      GmpEditorPanel *self)
{
  int index = gtk_list_box_row_get_index (row);
  int city;

  if (self->game == NULL || self->map_view == NULL || index < 0
      || (guint) index >= self->problems->len)
    return;
  city = gmp_editor_problem_city (g_ptr_array_index (self->problems, index),
                                  gmp_game_get_state (self->game));
  if (city != GMP_NONE)
    {
      gmp_map_view_show_city (self->map_view, (guint) city);
      gmp_editor_panel_show_page (self, "city");
    }
}

static void
on_selection_changed (GmpEditorPanel *self)
{
  gmp_city_editor_set_city (self->city_editor, gmp_map_view_get_selected_city (self->map_view));
}

/* Building -------------------------------------------------------------- */

static GtkWidget *
heading (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
build_city_page (GmpEditorPanel *self)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *hint;

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  gtk_box_append (GTK_BOX (box), heading (_("Counters")));
  hint = gtk_label_new (_("Click a counter, then a city; or drag it onto the map."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  /* Wrapped text asks for no more width than the panel's */
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 30);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "dim-label");
  gtk_widget_add_css_class (hint, "caption");
  gtk_box_append (GTK_BOX (box), hint);
  self->palette = GMP_EDITOR_PALETTE (gmp_editor_palette_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->palette));
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  self->city_editor = GMP_CITY_EDITOR (gmp_city_editor_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->city_editor));

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
  return scroller;
}

static GtkWidget *
build_problems (GmpEditorPanel *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  /* A group, not a plain scroller: GTK 4.18 (Debian 13) gives no name to
   * a scroller's own role, and the reader read an empty "scroll pane" */
  GtkWidget *scroller = g_object_new (GTK_TYPE_SCROLLED_WINDOW,
                                      "accessible-role", GTK_ACCESSIBLE_ROLE_GROUP,
                                      NULL);
  GtkWidget *placeholder = gtk_label_new (_("This position can be played."));

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  self->problems_title = heading (_("No Problems"));
  gtk_box_append (GTK_BOX (box), self->problems_title);

  self->problems_list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->problems_list, GTK_SELECTION_NONE);
  gtk_widget_add_css_class (GTK_WIDGET (self->problems_list), "boxed-list");
  gtk_widget_add_css_class (placeholder, "dim-label");
  gtk_widget_set_margin_top (placeholder, 8);
  gtk_widget_set_margin_bottom (placeholder, 8);
  gtk_list_box_set_placeholder (self->problems_list, placeholder);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->problems_list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Problems of the position"), -1);
  g_signal_connect (self->problems_list, "row-activated", G_CALLBACK (on_problem_activated), self);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 220);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (self->problems_list));
  /* It takes a Tab stop of its own (the list's rows, when there are any):
   * named, or a screen reader reads nothing there */
  gtk_accessible_update_property (GTK_ACCESSIBLE (scroller),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Problems of the position"), -1);
  self->problems_scroller = GTK_SCROLLED_WINDOW (scroller);
  gtk_box_append (GTK_BOX (box), scroller);
  return box;
}

/* Object ---------------------------------------------------------------- */

static void
gmp_editor_panel_dispose (GObject *object)
{
  GmpEditorPanel *self = GMP_EDITOR_PANEL (object);

  gmp_editor_panel_set_map_view (self, NULL);
  gmp_editor_panel_set_game (self, NULL);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (gmp_editor_panel_parent_class)->dispose (object);
}

static void
gmp_editor_panel_finalize (GObject *object)
{
  GmpEditorPanel *self = GMP_EDITOR_PANEL (object);

  g_clear_pointer (&self->problems, g_ptr_array_unref);
  g_clear_pointer (&self->problem_cities, g_array_unref);

  G_OBJECT_CLASS (gmp_editor_panel_parent_class)->finalize (object);
}

static void
gmp_editor_panel_class_init (GmpEditorPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_editor_panel_dispose;
  object_class->finalize = gmp_editor_panel_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "editor-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_editor_panel_init (GmpEditorPanel *self)
{
  AdwViewStackPage *page;

  self->problem_cities = g_array_new (FALSE, FALSE, sizeof (guint));
  self->problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_problem_free);

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  self->stack = ADW_VIEW_STACK (adw_view_stack_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->stack), TRUE);
  self->switcher = adw_view_switcher_new ();
  /* Read by a name, not its class ("AdwViewSwitcher") */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->switcher), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Pages"), -1);
  adw_view_switcher_set_stack (ADW_VIEW_SWITCHER (self->switcher), self->stack);
  adw_view_switcher_set_policy (ADW_VIEW_SWITCHER (self->switcher), ADW_VIEW_SWITCHER_POLICY_WIDE);
  gtk_widget_set_margin_top (self->switcher, 6);
  gtk_widget_set_margin_start (self->switcher, 12);
  gtk_widget_set_margin_end (self->switcher, 12);
  /* One page needs no switcher */
  gtk_widget_set_visible (self->switcher, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->switcher);

  page = adw_view_stack_add_titled (self->stack, build_city_page (self), "city", _("Setup"));
  adw_view_stack_page_set_icon_name (page, "find-location-symbolic");
  gtk_box_append (GTK_BOX (self->box), GTK_WIDGET (self->stack));
  gtk_box_append (GTK_BOX (self->box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (self->box), build_problems (self));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Scenario Editor"), -1);
}

GtkWidget *
gmp_editor_panel_new (void)
{
  return g_object_new (GMP_TYPE_EDITOR_PANEL, NULL);
}

void
gmp_editor_panel_set_game (GmpEditorPanel *self,
                           GmpGame        *game)
{
  g_return_if_fail (GMP_IS_EDITOR_PANEL (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                      G_CALLBACK (update_problems), self);
  if (self->palette != NULL)
    gmp_editor_palette_set_game (self->palette, game);
  if (self->city_editor != NULL)
    {
      gmp_city_editor_set_game (self->city_editor, game);
      if (self->map_view != NULL)
        on_selection_changed (self);
    }
  if (self->problems_list != NULL)
    update_problems (self);
}

void
gmp_editor_panel_set_map_view (GmpEditorPanel *self,
                               GmpMapView     *map_view)
{
  g_return_if_fail (GMP_IS_EDITOR_PANEL (self));
  g_return_if_fail (map_view == NULL || GMP_IS_MAP_VIEW (map_view));

  if (self->map_view == map_view)
    return;
  if (self->map_view != NULL)
    {
      g_clear_signal_handler (&self->selection_handler, self->map_view);
      gmp_map_view_set_problem_cities (self->map_view, NULL, 0);
    }
  g_set_object (&self->map_view, map_view);
  if (map_view != NULL)
    {
      self->selection_handler = g_signal_connect_swapped (map_view, "selection-changed",
                                                          G_CALLBACK (on_selection_changed), self);
      on_selection_changed (self);
      push_marks (self);
    }
}

void
gmp_editor_panel_set_active (GmpEditorPanel *self,
                             gboolean        active)
{
  g_return_if_fail (GMP_IS_EDITOR_PANEL (self));

  self->active = !!active;
  if (!self->active)
    gmp_editor_palette_set_armed (self->palette, GMP_NONE, GMP_NONE);
  push_marks (self);
}

void
gmp_editor_panel_add_page (GmpEditorPanel *self,
                           GtkWidget      *page,
                           const char     *name,
                           const char     *title,
                           const char     *icon_name)
{
  AdwViewStackPage *stack_page;

  g_return_if_fail (GMP_IS_EDITOR_PANEL (self));
  g_return_if_fail (GTK_IS_WIDGET (page));
  g_return_if_fail (name != NULL && title != NULL);

  stack_page = adw_view_stack_add_titled (self->stack, page, name, title);
  if (icon_name != NULL)
    adw_view_stack_page_set_icon_name (stack_page, icon_name);
  gtk_widget_set_visible (self->switcher, TRUE);
}

void
gmp_editor_panel_show_page (GmpEditorPanel *self,
                            const char     *name)
{
  g_return_if_fail (GMP_IS_EDITOR_PANEL (self));
  g_return_if_fail (name != NULL);

  if (adw_view_stack_get_child_by_name (self->stack, name) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, name);
}

GmpEditorPalette *
gmp_editor_panel_get_palette (GmpEditorPanel *self)
{
  g_return_val_if_fail (GMP_IS_EDITOR_PANEL (self), NULL);

  return self->palette;
}

GmpCityEditor *
gmp_editor_panel_get_city_editor (GmpEditorPanel *self)
{
  g_return_val_if_fail (GMP_IS_EDITOR_PANEL (self), NULL);

  return self->city_editor;
}

gboolean
gmp_editor_panel_place (GmpEditorPanel *self,
                        int             type,
                        int             formation,
                        int             city,
                        GError        **error)
{
  g_autoptr(GmpAction) action = NULL;
  const GmpScenario *scenario;
  GmpBoard *board;

  g_return_val_if_fail (GMP_IS_EDITOR_PANEL (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->game == NULL)
    return FALSE;
  board = gmp_game_get_board (self->game);
  scenario = gmp_game_get_scenario (self->game);
  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = type;
  action->formation = formation;
  action->city = city;
  /* A Guard goes face down: its side drawn when the scenario starts, or,
   * in a game under way, asked when it is flipped (Rules notes 3, 9) */
  if (type >= 0 && (guint) type < board->n_unit_types && board->unit_types[type].guard)
    action->value = scenario->log != NULL && gmp_log_get_n_entries (scenario->log) > 0
                    ? GMP_GUARD_UNKNOWN : GMP_GUARD_DRAW;
  if (!gmp_game_apply (self->game, action, error))
    return FALSE;
  if (self->map_view != NULL)
    gmp_map_view_set_selected_city (self->map_view, city);
  return TRUE;
}

guint
gmp_editor_panel_get_n_problems (GmpEditorPanel *self)
{
  g_return_val_if_fail (GMP_IS_EDITOR_PANEL (self), 0);

  return self->problems->len;
}

const char *
gmp_editor_panel_get_problem_text (GmpEditorPanel *self,
                                   guint           index)
{
  g_return_val_if_fail (GMP_IS_EDITOR_PANEL (self), NULL);
  g_return_val_if_fail (index < self->problems->len, NULL);

  return ((const GmpProblem *) g_ptr_array_index (self->problems, index))->message;
}

GtkListBoxRow *
gmp_editor_panel_get_problem_row (GmpEditorPanel *self,
                                  guint           index)
{
  g_return_val_if_fail (GMP_IS_EDITOR_PANEL (self), NULL);

  return gtk_list_box_get_row_at_index (self->problems_list, (int) index);
}
