/* gmp-focus-hold.h: the keyboard focus kept while a widget's children are
 * replaced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A button clicked often goes with what it answered (an answer, a chit in
 * the cup, a Hit taken back). Were the focus left to go with it, the window
 * would have none, and GTK 4.8's viewport around the side panel, following
 * the focus, says "gtk_widget_is_ancestor: assertion 'GTK_IS_WIDGET
 * (widget)' failed" at the next frame (issue 16). The container holds the
 * focus meanwhile, then gives it to its first control, where a keyboard
 * player goes on.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* TRUE when the focus was inside container: it holds it now. */
static inline gboolean
gmp_focus_hold (GtkWidget *container)
{
  GtkRoot *root = gtk_widget_get_root (container);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  if (focus == NULL || focus == container || !gtk_widget_is_ancestor (focus, container))
    return FALSE;
  gtk_widget_set_focusable (container, TRUE);
  gtk_widget_grab_focus (container);
  return TRUE;
}

/* After gmp_focus_hold(): the focus to container's first control. */
static inline void
gmp_focus_release (GtkWidget *container,
                   gboolean   held)
{
  if (!held)
    return;
  gtk_widget_child_focus (container, GTK_DIR_TAB_FORWARD);
  gtk_widget_set_focusable (container, FALSE);
}

G_END_DECLS
