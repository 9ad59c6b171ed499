/* gmp-focus-group.h: a part of the window that is one stop of the Tab cycle
 *
 * The chits, the tracks, the log: each is one stop, as a GTK list is, and
 * the arrow keys move among what is inside (issue 17: the window's Tab
 * cycle had 49 stops, the map 45 Tabs away from the panel).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Tab and Shift+Tab leave container; the arrows, Home and End move the
 * focus among the widgets inside it that take it. */
void gmp_focus_group_install (GtkWidget *container);

G_END_DECLS
