/* ui-util.h: what the tests that drive real widgets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

/* Lets GTK handle what is pending: a few rounds of the main loop */
static inline void
spin (void)
{
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Waits (at most five seconds) until widget has a size: it is laid out */
static inline void
wait_for_allocation (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while ((gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
  g_assert_cmpint (gtk_widget_get_height (widget), >, 0);
}
