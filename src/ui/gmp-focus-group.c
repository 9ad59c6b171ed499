/* gmp-focus-group.c: a part of the window that is one stop of the Tab cycle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-focus-group.h"

/* The window moves the focus on as if nothing in group could take it */
static void
leave_group (GtkWidget        *group,
             GtkDirectionType  direction)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (group));

  gtk_widget_set_can_focus (group, FALSE);
  g_signal_emit_by_name (root, "move-focus", direction);
  gtk_widget_set_can_focus (group, TRUE);
}

/* Home and End: the first or the last widget of group that takes the focus */
static void
focus_end (GtkWidget *group,
           gboolean   last)
{
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (group));
  GtkWidget *before = NULL;

  /* Moving on from where it is until it moves no more */
  for (guint i = 0; i < 1000 && gtk_widget_child_focus (group, last ? GTK_DIR_TAB_FORWARD
                                                                    : GTK_DIR_TAB_BACKWARD); i++)
    {
      GtkWidget *now = gtk_root_get_focus (gtk_widget_get_root (group));

      if (now == NULL || now == before || !gtk_widget_is_ancestor (now, group))
        break;
      before = now;
    }
  if (before == NULL && focus != NULL)
    gtk_widget_grab_focus (focus);
  else if (before != NULL)
    gtk_widget_grab_focus (before);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                GtkWidget             *group)
{
  GtkRoot *root = gtk_widget_get_root (group);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkDirectionType direction;

  if (focus == NULL || !gtk_widget_is_ancestor (focus, group))
    return FALSE;
  state &= gtk_accelerator_get_default_mod_mask ();

  switch (keyval)
    {
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
    case GDK_KEY_ISO_Left_Tab:
      if ((state & ~GDK_SHIFT_MASK) != 0)
        return FALSE;
      leave_group (group, (state & GDK_SHIFT_MASK) != 0 || keyval == GDK_KEY_ISO_Left_Tab
                          ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD);
      return TRUE;

    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      if (state != 0)
        return FALSE;
      focus_end (group, keyval == GDK_KEY_End || keyval == GDK_KEY_KP_End);
      return TRUE;

    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      direction = GTK_DIR_LEFT;
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      direction = GTK_DIR_RIGHT;
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      direction = GTK_DIR_UP;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      direction = GTK_DIR_DOWN;
      break;
    default:
      return FALSE;
    }
  if (state != 0)
    return FALSE;
  /* At the group's edge the focus stays: the arrows never leave it */
  if (!gtk_widget_child_focus (group, direction))
    gtk_widget_error_bell (group);
  return TRUE;
}

void
gmp_focus_group_install (GtkWidget *container)
{
  GtkEventController *controller;

  g_return_if_fail (GTK_IS_WIDGET (container));

  controller = gtk_event_controller_key_new ();
  /* Before the children's own bindings (a flow box's cursor keys) */
  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  g_signal_connect (controller, "key-pressed", G_CALLBACK (on_key_pressed), container);
  gtk_widget_add_controller (container, controller);
}
