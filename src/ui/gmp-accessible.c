/* gmp-accessible.c: names a screen reader reads for buttons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <gmodule.h>

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

/* From GTK 4.22 a label's links are accessible objects of their own
 * (GtkAccessibleHyperlink), which the label makes the first time anything
 * asks for its accessible children. GTK 4.24.1 registers a label's AT-SPI
 * context twice, under two object paths, when that first time comes while
 * the context registers itself: a screen reader is reading the window, the
 * AT-SPI cache announces the label and counts its children, the new links
 * announce themselves and name their parent, and naming the label
 * registers its context again, from inside its first registration (seen
 * in gdb: GTK marks a context realized once its realization returns). When
 * the label goes, one path leaves the cache; the other keeps the freed
 * context, and the next reader that asks for the whole cache
 * (org.a11y.atspi.Cache.GetItems) is served it: "gtk_at_spi_context_to_ref:
 * assertion 'GTK_IS_AT_SPI_CONTEXT (self)' failed", a use after free.
 * Asking for the children here, once the label is on screen (so in a
 * window: asked before, the label's context is registered before GTK
 * gives it its role, which GTK refuses) and again after each new markup,
 * makes the links before a reader can ask: the context's registration then
 * finds them made. The functions are GTK 4.10's, looked up at run time as
 * the build is held to the 4.8 API; before 4.22 there is nothing to make.
 * docs/platform-notes.md has how it was found. */
typedef GtkAccessible *(*AccessibleStep) (GtkAccessible *accessible);

static AccessibleStep first_child;   /* gtk_accessible_get_first_accessible_child */
static AccessibleStep next_sibling;  /* gtk_accessible_get_next_accessible_sibling */

/* Whether labels have links to make (GTK 4.22 on), the functions found */
static gboolean
link_steps_found (void)
{
  static gsize looked_up = 0;

  if (g_once_init_enter (&looked_up))
    {
      GModule *program = gtk_check_version (4, 22, 0) == NULL
                         ? g_module_open (NULL, G_MODULE_BIND_LAZY) : NULL;

      if (program != NULL)
        {
          if (!g_module_symbol (program, "gtk_accessible_get_first_accessible_child",
                                (gpointer *) &first_child)
              || !g_module_symbol (program, "gtk_accessible_get_next_accessible_sibling",
                                   (gpointer *) &next_sibling))
            first_child = next_sibling = NULL;
          g_module_close (program);
        }
      g_once_init_leave (&looked_up, 1);
    }
  return first_child != NULL && next_sibling != NULL;
}

static void
make_links (GtkWidget *label)
{
  GtkAccessible *child = first_child (GTK_ACCESSIBLE (label));

  while (child != NULL)
    {
      GtkAccessible *next = next_sibling (child);

      g_object_unref (child);
      child = next;
    }
}

static void
on_label_mapped (GtkWidget *label,
                 gpointer   user_data)
{
  make_links (label);
}

void
gmp_accessible_prepare_links (GtkLabel *label)
{
  g_return_if_fail (GTK_IS_LABEL (label));

  if (!link_steps_found ())
    return;
  if (g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL, on_label_mapped, NULL) == 0)
    g_signal_connect (label, "map", G_CALLBACK (on_label_mapped), NULL);
  if (gtk_widget_get_mapped (GTK_WIDGET (label)))
    make_links (GTK_WIDGET (label));
}
