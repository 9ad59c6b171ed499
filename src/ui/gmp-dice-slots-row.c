/* gmp-dice-slots-row.c: one counter's dice as die faces, each in its slot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-dice-slots-row.h"
#include "gmp-wrapped-label.h"

/* Die faces as the Unicode dice, 1 to 6 */
static const char * const die_faces[] = { "⚀", "⚁", "⚂", "⚃", "⚄", "⚅" };

const char *
gmp_die_face (guint value)
{
  return value >= 1 && value <= 6 ? die_faces[value - 1] : "?";
}

/* One counter's dice as slots, each filled as it is typed: a hit or a miss
 * against the counter's threshold (Rules note 27) */
GtkWidget *
gmp_dice_slots_row_new (const GmpDiceSlots *slots)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *label = gtk_label_new (slots->label);
  GtkWidget *dice = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), GMP_PANEL_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gmp_wrapped_label_own_line (label);
  gtk_widget_add_css_class (label, "caption");
  gtk_box_append (GTK_BOX (row), label);
  for (guint d = 0; d < slots->n_dice; d++)
    {
      guint8 value = slots->values[d];
      GtkWidget *slot = gtk_label_new (value > 0 ? gmp_die_face (value) : "");
      g_autofree char *accessible = NULL;

      gtk_widget_add_css_class (slot, "die-slot");
      if (value > 0 && slots->thresholds[d] < GMP_DIE_NEVER)
        gtk_widget_add_css_class (slot, value >= slots->thresholds[d] ? "die-hit" : "die-miss");
      accessible = value > 0
                   /* TRANSLATORS: a die typed in its slot, and the threshold it needed */
                   ? g_strdup_printf (_("%u, needs %u+"), value, slots->thresholds[d])
                   : g_strdup_printf (_("Not typed, needs %u+"), slots->thresholds[d]);
      if (slots->thresholds[d] >= GMP_DIE_NEVER)
        {
          g_free (accessible);
          accessible = value > 0 ? g_strdup_printf ("%u", value) : g_strdup (_("Not typed"));
        }
      gtk_widget_set_tooltip_text (slot, accessible);
      gtk_accessible_update_property (GTK_ACCESSIBLE (slot), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
      gtk_box_append (GTK_BOX (dice), slot);
    }
  if (slots->n_dice > 0)
    gtk_box_append (GTK_BOX (row), dice);
  return row;
}
