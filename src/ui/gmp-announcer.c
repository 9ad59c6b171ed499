/* gmp-announcer.c: what the screen reader says when the game changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-announcer.h"

#define LIVE_REGION_KEY "gmp-announcer-live-region"

GtkLabel *
gmp_announcer_get_live_region (GtkWindow *window)
{
  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);

  return g_object_get_data (G_OBJECT (window), LIVE_REGION_KEY);
}

void
gmp_announcer_announce (GtkWidget  *widget,
                        const char *text)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (text != NULL);

  if (*text == '\0')
    return;
#if GMP_ANNOUNCER_USES_GTK
  gtk_accessible_announce (GTK_ACCESSIBLE (widget), text,
                           GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
  (void) root;
#else
  root = gtk_widget_get_root (widget);
  if (GTK_IS_WINDOW (root) && gmp_announcer_get_live_region (GTK_WINDOW (root)) != NULL)
    {
      GtkLabel *live = gmp_announcer_get_live_region (GTK_WINDOW (root));

      /* The same news twice is still news: the reader hears a change */
      if (g_strcmp0 (gtk_label_get_text (live), text) == 0)
        gtk_label_set_text (live, "");
      gtk_label_set_text (live, text);
    }
#endif
}

static void
on_narrated (GtkWindow  *window,
             const char *text)
{
  gmp_announcer_announce (GTK_WIDGET (window), text);
}

void
gmp_announcer_install (GtkWindow  *window,
                       GtkOverlay *overlay)
{
  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (GTK_IS_OVERLAY (overlay));

#if !GMP_ANNOUNCER_USES_GTK
  {
    /* A status is a live region: the reader speaks its changes. It is in
     * the tree (a widget out of it is not read) but takes no room, no
     * pointer and no focus. */
    GtkWidget *live = g_object_new (GTK_TYPE_LABEL,
                                    "accessible-role", GTK_ACCESSIBLE_ROLE_STATUS,
                                    "halign", GTK_ALIGN_START,
                                    "valign", GTK_ALIGN_START,
                                    "can-target", FALSE,
                                    "focusable", FALSE,
                                    NULL);

    /* Empty, GTK 4.8 would name it by its class */
    gtk_label_set_text (GTK_LABEL (live), _("Nothing has happened yet."));
    gtk_widget_add_css_class (live, "announcer");
    /* Unseen without the app's style sheet too (the screenshots' windows
     * have none): still in the tree, so still read */
    gtk_widget_set_opacity (live, 0.0);
    gtk_overlay_add_overlay (overlay, live);
    g_object_set_data (G_OBJECT (window), LIVE_REGION_KEY, live);
  }
#endif
  if (g_signal_lookup ("narrated", G_OBJECT_TYPE (window)) != 0)
    g_signal_connect (window, "narrated", G_CALLBACK (on_narrated), NULL);
}
