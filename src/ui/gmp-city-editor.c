/* gmp-city-editor.c: the editor's page for one city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"

#include "gmp-accessible.h"
#include "gmp-city-editor.h"
#include "gmp-focus-group.h"
#include "gmp-editor-palette.h"
#include "gmp-tell.h"

#define PICTURE_SIZE 28

struct _GmpCityEditor
{
  GtkWidget   parent_instance;

  GtkWidget  *box;          /* rebuilt whenever the game or the city changes */
  GmpGame    *game;
  gulong      changed_handler;
  guint       rebuild_source;
  int         city;
  GHashTable *controls;     /* "kind:unit" -> widget, for the tests */
  GArray     *guard_values; /* of int: what the Guard drop-downs offer, in order */
};

G_DEFINE_FINAL_TYPE (GmpCityEditor, gmp_city_editor, GTK_TYPE_WIDGET)

static void rebuild (GmpCityEditor *self);

/* Every change is an edit through the game; a refusal says why */
static void
apply (GmpCityEditor *self,
       GmpAction     *action)
{
  g_autoptr(GError) error = NULL;

  if (!gmp_game_apply (self->game, action, &error))
    gmp_tell_toast (GTK_WIDGET (self), error->message);
}

static int
unit_of (gpointer widget)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "gmp-unit"));
}

static void
remember (GmpCityEditor *self,
          GtkWidget     *widget,
          const char    *kind,
          int            unit)
{
  g_object_set_data (G_OBJECT (widget), "gmp-unit", GINT_TO_POINTER (unit));
  g_hash_table_insert (self->controls, g_strdup_printf ("%s:%d", kind, unit), widget);
}

static void
on_reduced_toggled (GtkToggleButton *button,
                    GmpCityEditor   *self)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_UNIT);
  const GmpState *state = gmp_game_get_state (self->game);
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, unit_of (button));

  if ((gboolean) unit->reduced == gtk_toggle_button_get_active (button))
    return;
  action->unit = unit_of (button);
  action->city = unit->city;
  action->place = unit->place;
  action->turn = unit->turn;
  action->value = gtk_toggle_button_get_active (button);
  apply (self, action);
}

static void
on_remove_clicked (GtkButton     *button,
                   GmpCityEditor *self)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);

  action->unit = unit_of (button);
  apply (self, action);
}

static void
set_guard (GmpCityEditor *self,
           int            unit,
           int            value,
           gboolean       revealed)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_GUARD);

  action->unit = unit;
  action->value = value;
  /* A hidden side nobody knows cannot be face up (Rules note 9) */
  action->flag = revealed && value >= GMP_GUARD_BLANK;
  apply (self, action);
}

static void
on_guard_value_selected (GtkDropDown   *drop_down,
                         GParamSpec    *pspec,
                         GmpCityEditor *self)
{
  const GmpState *state = gmp_game_get_state (self->game);
  int unit = unit_of (drop_down);
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);
  guint selected = gtk_drop_down_get_selected (drop_down);
  int value;

  if (selected >= self->guard_values->len)
    return;
  value = g_array_index (self->guard_values, int, selected);
  if (value != u->guard_value)
    set_guard (self, unit, value, u->revealed);
}

static void
on_revealed_toggled (GtkCheckButton *check,
                     GmpCityEditor  *self)
{
  const GmpState *state = gmp_game_get_state (self->game);
  int unit = unit_of (check);
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);

  if ((gboolean) u->revealed != gtk_check_button_get_active (check))
    set_guard (self, unit, u->guard_value, gtk_check_button_get_active (check));
}

static void
set_fort (GmpCityEditor *self,
          int            strength)
{
  const GmpBoard *board = gmp_game_get_board (self->game);
  int fort = board->cities[self->city].fort;
  g_autoptr(GmpAction) action = NULL;

  if ((guint) strength == gmp_game_get_state (self->game)->fort_strength[fort])
    return;
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort;
  action->value = strength;
  apply (self, action);
}

static void
on_fort_value_changed (GtkSpinButton *spin,
                       GmpCityEditor *self)
{
  set_fort (self, gtk_spin_button_get_value_as_int (spin));
}

static void
on_destroyed_toggled (GtkCheckButton *check,
                      GmpCityEditor  *self)
{
  const GmpBoard *board = gmp_game_get_board (self->game);
  const GmpFort *fort = &board->forts[board->cities[self->city].fort];

  /* Rules note 19: destroyed is strength 0; rebuilt, it is whole again */
  set_fort (self, gtk_check_button_get_active (check) ? 0 : (int) fort->strength);
}

/* Building -------------------------------------------------------------- */

static char *
guard_value_label (int value)
{
  switch (value)
    {
    case GMP_GUARD_DRAW:
      return g_strdup (_("Drawn from the pool at start"));
    case GMP_GUARD_UNKNOWN:
      return g_strdup (_("Unknown until flipped"));
    case GMP_GUARD_BLANK:
      /* TRANSLATORS: a Guard's hidden side with no die symbol */
      return g_strdup (_("Blank"));
    default:
      /* TRANSLATORS: a Guard's hidden side: its die hits on this or more */
      return g_strdup_printf (_("Hits on %d+"), value);
    }
}

static void
fill_guard_values (GmpCityEditor  *self,
                   const GmpBoard *board)
{
  int fixed[] = { GMP_GUARD_DRAW, GMP_GUARD_UNKNOWN, GMP_GUARD_BLANK };

  g_array_set_size (self->guard_values, 0);
  g_array_append_vals (self->guard_values, fixed, G_N_ELEMENTS (fixed));
  /* Each die the pool shows once, in order (Rules note 36) */
  for (int value = 1; value <= 6; value++)
    for (guint i = 0; i < board->n_guard_pool; i++)
      if (board->guard_pool[i] == value)
        {
          g_array_append_val (self->guard_values, value);
          break;
        }
}

static GtkWidget *
guard_controls (GmpCityEditor *self,
                guint          id,
                const GmpUnit *unit)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkStringList *labels = gtk_string_list_new (NULL);
  GtkWidget *drop_down, *check;
  guint selected = 0;

  for (guint i = 0; i < self->guard_values->len; i++)
    {
      int value = g_array_index (self->guard_values, int, i);
      g_autofree char *label = guard_value_label (value);

      gtk_string_list_append (labels, label);
      if (value == unit->guard_value)
        selected = i;
    }
  drop_down = gtk_drop_down_new (G_LIST_MODEL (labels), NULL);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop_down), selected);
  gtk_widget_set_hexpand (drop_down, TRUE);
  gtk_widget_set_tooltip_text (drop_down, _("The Guard’s hidden side"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("The Guard’s hidden side"), -1);
  remember (self, drop_down, "guard-value", (int) id);
  g_signal_connect (drop_down, "notify::selected", G_CALLBACK (on_guard_value_selected), self);
  gtk_box_append (GTK_BOX (box), drop_down);

  check = gtk_check_button_new_with_mnemonic (_("_Face up"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), unit->revealed);
  gtk_widget_set_sensitive (check, unit->guard_value >= GMP_GUARD_BLANK);
  gtk_widget_set_tooltip_text (check, _("Flipped: its hidden side is known to both players"));
  remember (self, check, "revealed", (int) id);
  g_signal_connect (check, "toggled", G_CALLBACK (on_revealed_toggled), self);
  gtk_box_append (GTK_BOX (box), check);
  return box;
}

static GtkWidget *
unit_row (GmpCityEditor *self,
          guint          id)
{
  const GmpState *state = gmp_game_get_state (self->game);
  GmpBoard *board = gmp_game_get_board (self->game);
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  const GmpUnitType *type = &board->unit_types[unit->type];
  g_autofree char *name = gmp_editor_counter_name (board, (int) unit->type, unit->formation);
  g_autofree char *remove_label = NULL;
  g_autofree char *move_label = NULL;
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label, *button;

  gtk_box_append (GTK_BOX (line),
                  gmp_editor_counter_picture_new (board, unit->type, unit->formation,
                                                  unit->reduced, FALSE, unit->guard_value,
                                                  PICTURE_SIZE));
  label = gtk_label_new (name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (line), label);

  if (type->has_reduced)
    {
      button = gtk_toggle_button_new_with_mnemonic (_("_Reduced"));
      gmp_accessible_name_mnemonic_button (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), unit->reduced);
      gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (button, _("Fresh or Reduced: which side is up"));
      remember (self, button, "reduced", (int) id);
      g_signal_connect (button, "toggled", G_CALLBACK (on_reduced_toggled), self);
      gtk_box_append (GTK_BOX (line), button);
    }

  /* The editor's move by keyboard: then the arrows and Enter on the map */
  button = gtk_button_new_from_icon_name ("go-jump-symbolic");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* TRANSLATORS: the button that picks a unit to move it on the map, %s its name */
  move_label = g_strdup_printf (_("Move %s to Another City"), name);
  gtk_widget_set_tooltip_text (button, move_label);
  gmp_accessible_set_name (button, move_label);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "map.move-unit");
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button), g_variant_new_int32 ((int) id));
  remember (self, button, "move", (int) id);
  gtk_box_append (GTK_BOX (line), button);

  button = gtk_button_new_from_icon_name ("user-trash-symbolic");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  /* TRANSLATORS: the button that takes a unit off the map, %s its name */
  remove_label = g_strdup_printf (_("Remove %s"), name);
  gtk_widget_set_tooltip_text (button, remove_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  remove_label, -1);
  remember (self, button, "remove", (int) id);
  g_signal_connect (button, "clicked", G_CALLBACK (on_remove_clicked), self);
  gtk_box_append (GTK_BOX (line), button);

  gtk_box_append (GTK_BOX (lines), line);
  if (type->guard)
    gtk_box_append (GTK_BOX (lines), guard_controls (self, id, unit));
  gtk_widget_set_margin_top (lines, 6);
  gtk_widget_set_margin_bottom (lines, 6);
  gtk_widget_set_margin_start (lines, 6);
  gtk_widget_set_margin_end (lines, 6);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), lines);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  /* Its controls are the stops, not the row that does nothing itself */
  gtk_widget_set_focusable (row, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  return row;
}

static GtkWidget *
fort_box (GmpCityEditor *self,
          const GmpFort *fort,
          guint          strength)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label, *spin, *check;

  label = gtk_label_new_with_mnemonic (_("Fort _strength"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);

  /* Above its starting strength is a problem the panel lists (Rules note
   * 19); the core refuses more than a combat can roll */
  spin = gtk_spin_button_new_with_range (0, MAX (fort->strength, GMP_COMBAT_MAX_FORT_STRENGTH), 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), strength);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_widget_set_tooltip_text (spin, _("0 is destroyed (Rules note 19)"));
  remember (self, spin, "fort", GMP_NONE);
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_fort_value_changed), self);
  gtk_box_append (GTK_BOX (box), spin);

  check = gtk_check_button_new_with_mnemonic (_("_Destroyed"));
  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), strength == 0);
  remember (self, check, "destroyed", GMP_NONE);
  g_signal_connect (check, "toggled", G_CALLBACK (on_destroyed_toggled), self);
  gtk_box_append (GTK_BOX (box), check);
  return box;
}

static GtkWidget *
dim_label (const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Wrapped text asks for no more width than the panel's */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static void
rebuild (GmpCityEditor *self)
{
  const GmpState *state;
  GmpBoard *board;
  const GmpCity *city;
  GtkWidget *child, *label, *list;
  guint n, *ids;

  g_clear_handle_id (&self->rebuild_source, g_source_remove);

  g_hash_table_remove_all (self->controls);
  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);

  if (self->game == NULL || self->city == GMP_NONE)
    {
      gtk_box_append (GTK_BOX (self->box),
                      dim_label (_("Select a city on the map to see and change what stands "
                                   "there. Drag units between cities to move them.")));
      return;
    }
  state = gmp_game_get_state (self->game);
  board = gmp_game_get_board (self->game);
  city = &board->cities[self->city];
  fill_guard_values (self, board);

  label = gtk_label_new (city->name);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (self->box), label);

  if (city->fort != GMP_NONE)
    gtk_box_append (GTK_BOX (self->box),
                    fort_box (self, &board->forts[city->fort], state->fort_strength[city->fort]));

  ids = g_new (guint, MAX (state->units->len, 1));
  n = gmp_state_units_in_city (state, (guint) self->city, GMP_N_SIDES, ids, state->units->len);
  if (n == 0)
    gtk_box_append (GTK_BOX (self->box),
                    dim_label (_("No units here. Click a counter in the palette, then the "
                                 "city, or drag the counter onto it.")));
  else
    {
      list = gtk_list_box_new ();
      gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
      gtk_widget_add_css_class (list, "boxed-list");
      for (guint i = 0; i < n; i++)
        gtk_list_box_append (GTK_LIST_BOX (list), unit_row (self, ids[i]));
      /* The units are one Tab stop, the arrows among their controls, so the
       * map stays near in a full city (issue 17) */
      gmp_focus_group_install (list);
      gtk_box_append (GTK_BOX (self->box), list);
    }
  g_free (ids);
}

/* A change made by one of the rows' own controls (a drop-down still
 * finishing its selection) must not destroy it under its feet: the rows
 * are rebuilt once the change is over */
static gboolean
rebuild_idle (gpointer data)
{
  GmpCityEditor *self = data;

  self->rebuild_source = 0;
  rebuild (self);
  return G_SOURCE_REMOVE;
}

static void
queue_rebuild (GmpCityEditor *self)
{
  if (self->rebuild_source == 0)
    self->rebuild_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, rebuild_idle, self, NULL);
}

/* Object ---------------------------------------------------------------- */

static void
gmp_city_editor_dispose (GObject *object)
{
  GmpCityEditor *self = GMP_CITY_EDITOR (object);

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->rebuild_source, g_source_remove);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (gmp_city_editor_parent_class)->dispose (object);
}

static void
gmp_city_editor_finalize (GObject *object)
{
  GmpCityEditor *self = GMP_CITY_EDITOR (object);

  g_clear_pointer (&self->controls, g_hash_table_unref);
  g_clear_pointer (&self->guard_values, g_array_unref);

  G_OBJECT_CLASS (gmp_city_editor_parent_class)->finalize (object);
}

static void
gmp_city_editor_class_init (GmpCityEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_city_editor_dispose;
  object_class->finalize = gmp_city_editor_finalize;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "city-editor");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_city_editor_init (GmpCityEditor *self)
{
  self->city = GMP_NONE;
  self->controls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->guard_values = g_array_new (FALSE, FALSE, sizeof (int));
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("The selected city"), -1);
  rebuild (self);
}

GtkWidget *
gmp_city_editor_new (void)
{
  return g_object_new (GMP_TYPE_CITY_EDITOR, NULL);
}

void
gmp_city_editor_set_game (GmpCityEditor *self,
                          GmpGame       *game)
{
  g_return_if_fail (GMP_IS_CITY_EDITOR (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);
  if (game != NULL)
    self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                      G_CALLBACK (queue_rebuild), self);
  self->city = GMP_NONE;
  rebuild (self);
}

int
gmp_city_editor_get_city (GmpCityEditor *self)
{
  g_return_val_if_fail (GMP_IS_CITY_EDITOR (self), GMP_NONE);

  return self->city;
}

void
gmp_city_editor_set_city (GmpCityEditor *self,
                          int            city)
{
  g_return_if_fail (GMP_IS_CITY_EDITOR (self));

  if (self->game == NULL || city < 0 || (guint) city >= gmp_game_get_board (self->game)->n_cities)
    city = GMP_NONE;
  if (self->city == city)
    return;
  self->city = city;
  rebuild (self);
}

GtkWidget *
gmp_city_editor_get_control (GmpCityEditor *self,
                             const char    *kind,
                             int            unit)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (GMP_IS_CITY_EDITOR (self), NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  key = g_strdup_printf ("%s:%d", kind, unit);
  return g_hash_table_lookup (self->controls, key);
}

const int *
gmp_city_editor_get_guard_values (GmpCityEditor *self,
                                  guint         *n_values)
{
  g_return_val_if_fail (GMP_IS_CITY_EDITOR (self), NULL);

  if (n_values != NULL)
    *n_values = self->guard_values->len;
  return (const int *) self->guard_values->data;
}
