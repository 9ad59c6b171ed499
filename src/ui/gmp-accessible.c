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

/* The cell round a row is GTK's own widget: unnamed, a screen reader says
 * "GtkListItemWidget" (seen over AT-SPI on GTK 4.8). From GTK 4.12 the list
 * item owns its cell's name (its "accessible-label" property) and puts it on
 * the cell again at every update, so a name set on the cell itself is lost:
 * GTK 4.24 read the log's cell by its children's text ("T1 Turn 1
 * begins."). The property is looked up at run time, as the build is held to
 * the GTK 4.8 API. */
void
gmp_accessible_name_list_item (GtkListItem *item,
                               const char  *name)
{
  /* Looked up once: a list binds a row at every scroll */
  static gsize has_label = 0;
  GtkWidget *row, *cell;

  g_return_if_fail (GTK_IS_LIST_ITEM (item));

  if (g_once_init_enter (&has_label))
    g_once_init_leave (&has_label,
                       g_object_class_find_property (G_OBJECT_GET_CLASS (item),
                                                     "accessible-label") != NULL ? 2 : 1);
  if (has_label == 2)
    {
      g_object_set (item, "accessible-label", name, NULL);
      return;
    }
  row = gtk_list_item_get_child (item);
  cell = row != NULL ? gtk_widget_get_parent (row) : NULL;
  if (cell != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (cell), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

void
gmp_accessible_name_cell (GtkWidget  *child,
                          const char *name)
{
  GtkWidget *cell;

  g_return_if_fail (GTK_IS_WIDGET (child));

  cell = gtk_widget_get_parent (child);
  g_return_if_fail (GTK_IS_FLOW_BOX_CHILD (cell));
  gmp_accessible_set_name (cell, name);
}

GtkWidget *
gmp_accessible_new_decoration (const char *icon_name)
{
  return g_object_new (GTK_TYPE_IMAGE, "icon-name", icon_name,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
}
