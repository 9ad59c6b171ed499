/* gmp-sized-bin.h: a bin whose width is given, not measured from its child
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For a part of the window whose words wrap to the width it is given, such
 * as the side panel and its sections. GTK 4.8 asks a widget for the width
 * its contents would like (a wrapped GtkLabel lays its text out two or three
 * times over to say it) whenever a label inside changes: the window does,
 * for its own size before each frame (GtkWindow's "compute-size"), and so do
 * a scrolled window, a viewport and a clamp as they allocate. A GmpSizedBin
 * answers with the width it was made with, and asks its child only for its
 * height at the width the child is given (or for none at all), so a changed
 * label is laid out at the width it is drawn at (issue 16).
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GMP_TYPE_SIZED_BIN (gmp_sized_bin_get_type ())

G_DECLARE_FINAL_TYPE (GmpSizedBin, gmp_sized_bin, GMP, SIZED_BIN, GtkWidget)

/* What the bin asks for: natural_width, and natural_height, or with
 * natural_height -1 its child's height at the width the child gets. Its
 * minimum width is none, and its minimum height none or its child's (a
 * width-request on it or above it sets one). */
GtkWidget *gmp_sized_bin_new                 (int          natural_width,
                                              int          natural_height);
void       gmp_sized_bin_set_child           (GmpSizedBin *self,
                                              GtkWidget   *child);
GtkWidget *gmp_sized_bin_get_child           (GmpSizedBin *self);
/* The child is given at most max_width, centred: a wider bin leaves room
 * on both sides (as AdwClamp does); -1, the default, for the whole width */
void       gmp_sized_bin_set_max_child_width (GmpSizedBin *self,
                                              int          max_width);

G_END_DECLS
