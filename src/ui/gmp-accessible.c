/* gmp-accessible.c: names a screen reader reads for buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-accessible.h"

void
gmp_accessible_set_name (GtkWidget  *widget,
                         const char *name)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (name != NULL && *name != '\0');

  /* The child's own name would follow the label (GTK 4.8): "Open Open" */
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
gmp_accessible_name_mnemonic_button (GtkWidget *button)
{
  GtkWidget *child;

  g_return_if_fail (GTK_IS_BUTTON (button));

  child = gtk_button_get_child (GTK_BUTTON (button));
  g_return_if_fail (GTK_IS_LABEL (child));
  /* The label's text is without its underscores */
  gmp_accessible_set_name (button, gtk_label_get_text (GTK_LABEL (child)));
}

void
gmp_accessible_name_mnemonic_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_button_get_use_underline (GTK_BUTTON (child))
          && GTK_IS_LABEL (gtk_button_get_child (GTK_BUTTON (child))))
        gmp_accessible_name_mnemonic_button (child);
      else
        gmp_accessible_name_mnemonic_buttons (child);
    }
}

/* libadwaita 1.2 gives a toast's close button an icon and no name: it is
 * read as "GtkImage". Later releases name it themselves; ours is the same
 * words either way. */
void
gmp_accessible_name_toast_buttons (GtkWidget *root)
{
  g_return_if_fail (GTK_IS_WIDGET (root));

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child)
          && g_strcmp0 (gtk_button_get_icon_name (GTK_BUTTON (child)), "window-close-symbolic") == 0
          && gtk_widget_get_ancestor (child, g_type_from_name ("AdwToastWidget")) != NULL)
        /* TRANSLATORS: the close button of a notification at the map's foot */
        gmp_accessible_set_name (child, _("Close the Notification"));
      else
        gmp_accessible_name_toast_buttons (child);
    }
}
