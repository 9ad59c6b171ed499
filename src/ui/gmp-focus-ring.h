/* gmp-focus-ring.h: the keyboard's focus, drawn over a custom widget
 *
 * A CSS outline goes under what the map draws; this ring goes over it, in
 * the widget's CSS colour (style.css gives the map the accent). The widget
 * redraws when the focus comes and goes (gmp_focus_ring_watch).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* When widget shows the keyboard's focus: a 3 px ring of its colour inside
 * its edge, on a white line, so it shows on any picture. */
void gmp_focus_ring_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot);
/* Redraws widget when it takes or loses the focus. */
void gmp_focus_ring_watch    (GtkWidget   *widget);

G_END_DECLS
