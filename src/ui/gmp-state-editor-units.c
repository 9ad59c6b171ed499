/* gmp-state-editor-units.c: the state editor's units off the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Part of GmpStateEditor (gmp-state-editor-private.h): a row per unit off
 * the map (in reserve, on the Time Track, returning, eliminated), its place
 * and the turn it returns (rules note 16), rebuilt only when which units
 * are off the map changes.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"

#include "gmp-editor-palette.h"
#include "gmp-place-names.h"
#include "gmp-state-editor-private.h"

/* The places of a unit off the map, in the order its list shows them */
static const GmpPlace unit_places[] = {
  GMP_PLACE_RESERVE,
  GMP_PLACE_TIME_TRACK,
  GMP_PLACE_RETURNING,
  GMP_PLACE_ELIMINATED,
};

static void
apply_unit (GmpStateEditor *self,
            guint           id,
            GmpPlace        place,
            guint           turn)
{
  const GmpState *state = _gmp_state_editor_current_state (self);
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  GmpAction *action = gmp_action_new (GMP_ACTION_SET_UNIT);

  action->unit = (int) id;
  action->city = GMP_NONE;
  action->place = (int) place;
  action->turn = place == GMP_PLACE_TIME_TRACK ? turn : 0;
  action->value = unit->reduced;
  _gmp_state_editor_apply (self, action);
}

static void
on_unit_place_selected (AdwComboRow    *row,
                        GParamSpec     *pspec,
                        GmpStateEditor *self)
{
  guint index = _gmp_state_editor_widget_index (row);
  guint selected = adw_combo_row_get_selected (row);
  const PlaceRows *rows;

  if (self->updating || self->game == NULL || selected >= G_N_ELEMENTS (unit_places))
    return;
  rows = &g_array_index (self->units, PlaceRows, index);
  apply_unit (self, g_array_index (self->unit_ids, guint, index), unit_places[selected],
              (guint) gtk_spin_button_get_value_as_int (rows->turn_spin));
}

static void
on_unit_turn_changed (GtkSpinButton  *spin,
                      GmpStateEditor *self)
{
  if (self->updating || self->game == NULL)
    return;
  apply_unit (self, g_array_index (self->unit_ids, guint, _gmp_state_editor_widget_index (spin)),
              GMP_PLACE_TIME_TRACK, (guint) gtk_spin_button_get_value_as_int (spin));
}

static PlaceRows
build_unit_rows (GmpStateEditor *self,
                 const GmpState *state,
                 guint           index,
                 guint           id)
{
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  /* Named as the palette names its counter: "Infantry (Canadian Kingdom)" */
  g_autofree char *title = gmp_editor_counter_name (state->board, unit->type, unit->formation);
  g_autofree char *place_name = g_strdup_printf ("unit-place-%u", id);
  g_autofree char *turn_name = g_strdup_printf ("unit-turn-%u", id);
  PlaceRows rows;
  GtkWidget *spin;

  for (guint i = 0; i < G_N_ELEMENTS (unit_places); i++)
    gtk_string_list_append (names, gmp_place_name_of_unit (unit_places[i]));
  rows.expander = ADW_EXPANDER_ROW (adw_expander_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows.expander), title);

  rows.place_row = ADW_COMBO_ROW (adw_combo_row_new ());
  gtk_widget_set_name (GTK_WIDGET (rows.place_row), place_name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows.place_row), _("Where"));
  adw_combo_row_set_model (rows.place_row, G_LIST_MODEL (names));
  g_object_set_data (G_OBJECT (rows.place_row), "gmp-index", GUINT_TO_POINTER (index));
  g_signal_connect (rows.place_row, "notify::selected", G_CALLBACK (on_unit_place_selected), self);
  adw_expander_row_add_row (rows.expander, GTK_WIDGET (rows.place_row));

  spin = _gmp_state_editor_new_spin (1, self->board->rules.turns, turn_name, _("Turn it returns"));
  g_object_set_data (G_OBJECT (spin), "gmp-index", GUINT_TO_POINTER (index));
  g_signal_connect (spin, "value-changed", G_CALLBACK (on_unit_turn_changed), self);
  rows.turn_spin = GTK_SPIN_BUTTON (spin);
  rows.turn_row = ADW_ACTION_ROW (adw_action_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (rows.turn_row),
                                 _("Returns on turn (Rules note 16)"));
  adw_action_row_add_suffix (rows.turn_row, spin);
  adw_action_row_set_activatable_widget (rows.turn_row, spin);
  adw_expander_row_add_row (rows.expander, GTK_WIDGET (rows.turn_row));
  return rows;
}

/* Rebuilds the unit rows when the units off the map are not the ones shown */
static void
rebuild_units (GmpStateEditor *self,
               const GmpState *state)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean same;

  for (guint u = 0; u < gmp_state_n_units (state); u++)
    if (g_array_index (state->units, GmpUnit, u).place != GMP_PLACE_MAP)
      g_array_append_val (ids, u);
  same = ids->len == self->unit_ids->len
         && (ids->len == 0 || memcmp (ids->data, self->unit_ids->data,
                                      ids->len * sizeof (guint)) == 0)
         && (ids->len > 0 || self->no_units_row != NULL);
  if (same)
    return;

  for (guint i = 0; i < self->units->len; i++)
    adw_preferences_group_remove (self->units_group,
                                  GTK_WIDGET (g_array_index (self->units, PlaceRows, i).expander));
  g_array_set_size (self->units, 0);
  if (self->no_units_row != NULL)
    adw_preferences_group_remove (self->units_group, self->no_units_row);
  self->no_units_row = NULL;
  g_array_set_size (self->unit_ids, 0);
  g_array_append_vals (self->unit_ids, ids->data, ids->len);

  for (guint i = 0; i < ids->len; i++)
    {
      PlaceRows rows = build_unit_rows (self, state, i, g_array_index (ids, guint, i));

      g_array_append_val (self->units, rows);
      adw_preferences_group_add (self->units_group, GTK_WIDGET (rows.expander));
    }
  if (ids->len == 0)
    {
      self->no_units_row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->no_units_row),
                                     _("Every unit is on the map"));
      adw_preferences_group_add (self->units_group, self->no_units_row);
    }
}

AdwPreferencesGroup *
_gmp_state_editor_new_units_group (GmpStateEditor *self)
{
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());

  adw_preferences_group_set_title (group, _("Units off the Map"));
  adw_preferences_group_set_description (group, _("Place units on the map from the palette"));
  self->units_group = group;
  return group;
}

void
_gmp_state_editor_refresh_units (GmpStateEditor *self,
                                 const GmpState *state)
{
  rebuild_units (self, state);
  for (guint i = 0; i < self->units->len; i++)
    {
      const PlaceRows *rows = &g_array_index (self->units, PlaceRows, i);
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit,
                                            g_array_index (self->unit_ids, guint, i));
      guint selected = GTK_INVALID_LIST_POSITION;

      for (guint p = 0; p < G_N_ELEMENTS (unit_places); p++)
        if (unit_places[p] == unit->place)
          selected = p;
      _gmp_state_editor_show_place (self, rows, selected,
                                    gmp_place_name_of_unit (unit->place),
                                    unit->place == GMP_PLACE_TIME_TRACK, unit->turn);
    }
}
