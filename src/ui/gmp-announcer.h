/* gmp-announcer.h: what the screen reader says when the game changes
 *
 * GTK 4.14 has gtk_accessible_announce(); before it (Debian 12's 4.8, and
 * whenever GDK_VERSION_MAX_ALLOWED pins an older API) the window holds a
 * live region: a status label, out of sight, whose text the reader speaks
 * when it changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Whether announcements go through gtk_accessible_announce() */
#if GTK_CHECK_VERSION (4, 14, 0) && defined (GDK_VERSION_4_14) \
    && GDK_VERSION_MAX_ALLOWED >= GDK_VERSION_4_14
#define GMP_ANNOUNCER_USES_GTK 1
#else
#define GMP_ANNOUNCER_USES_GTK 0
#endif

/* Gives window its live region, in overlay (any overlay of the window),
 * and announces what win.narrate tells (GmpWindow::narrated). */
void        gmp_announcer_install  (GtkWindow  *window,
                                    GtkOverlay *overlay);
/* Says text to the screen reader, from any widget of an installed window. */
void        gmp_announcer_announce (GtkWidget  *widget,
                                    const char *text);
/* The live region's label (NULL where GTK announces), for the tests. */
GtkLabel   *gmp_announcer_get_live_region (GtkWindow *window);

G_END_DECLS
