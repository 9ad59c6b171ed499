/* gmp-pace-row.c: the computer player's pace, as a row to choose it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One row for Preferences and for New ▸ Against the Computer…, so that
 * both list the same paces in the same words.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-pace-row.h"

static gboolean
setting_to_row (GValue   *value,
                GVariant *variant,
                gpointer  user_data)
{
  g_value_set_uint (value, gmp_solo_pace_from_string (g_variant_get_string (variant, NULL)));
  return TRUE;
}

static GVariant *
row_to_setting (const GValue       *value,
                const GVariantType *expected_type,
                gpointer            user_data)
{
  guint row = g_value_get_uint (value);

  if (row >= GMP_SOLO_N_PACES)
    return NULL;
  return g_variant_new_string (gmp_solo_pace_to_string (row));
}

GtkWidget *
gmp_pace_row_new (GSettings          *settings,
                  GSettingsBindFlags  flags)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

  for (GmpSoloPace pace = 0; pace < GMP_SOLO_N_PACES; pace++)
    gtk_string_list_append (choices, gmp_solo_pace_get_name (pace));
  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  adw_combo_row_set_selected (row, GMP_SOLO_PACE_STEADY);
  /* TRANSLATORS: the computer player's pace, a row of a dialog */
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Pace"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("How long each of the computer’s actions stays in view"));
  gtk_widget_set_name (GTK_WIDGET (row), "pace-row");
  if (settings != NULL)
    g_settings_bind_with_mapping (settings, "computer-pace", row, "selected", flags,
                                  setting_to_row, row_to_setting, NULL, NULL);
  return GTK_WIDGET (row);
}

GmpSoloPace
gmp_pace_row_get_pace (GtkWidget *row)
{
  guint selected;

  g_return_val_if_fail (ADW_IS_COMBO_ROW (row), GMP_SOLO_PACE_STEADY);

  selected = adw_combo_row_get_selected (ADW_COMBO_ROW (row));
  return selected < GMP_SOLO_N_PACES ? selected : GMP_SOLO_PACE_STEADY;
}
