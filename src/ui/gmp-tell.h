/* gmp-tell.h: how a widget tells the players something, without the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A panel or dialog does not know the window that holds it (so each can be
 * built and tested alone, as GNOME Text Editor's pages are): it activates
 * an action the window installs. `win.toast` (a string) shows a short
 * message, a refusal say, one at a time; `win.narrate` (a string) tells
 * what just happened in the game, for the window to pass on (the screen
 * reader's announcement). A test installs its own "win" group to listen.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

static inline void
gmp_tell_toast (GtkWidget  *widget,
                const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  /* Outside a window (a widget built alone) the message is not lost */
  if (!gtk_widget_activate_action (widget, "win.toast", "s", text))
    g_message ("%s", text);
}

static inline void
gmp_tell_narrate (GtkWidget  *widget,
                  const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  if (!gtk_widget_activate_action (widget, "win.narrate", "s", text))
    g_debug ("%s", text);
}

G_END_DECLS
