/* gmp-wrapped-label.h: a label that wraps its words, left-aligned
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the side panel and the dialogs show in sentences: wrapped by word
 * (a long name by character), aligned to the start. In the side panel it
 * asks for no more than GMP_PANEL_CHARS characters, so that wrapped text
 * never widens the panel.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GMP_PANEL_CHARS 30
/* The minimum width of a wrapped label with its line to itself */
#define GMP_OWN_LINE_CHARS 20

/* max_width_chars: -1 for no limit; css_class may be NULL */
GtkWidget *gmp_wrapped_label_new (const char *text,
                                  const char *css_class,
                                  int         max_width_chars);
/* For a wrapped label with its line to itself (nothing beside it): at
 * least GMP_OWN_LINE_CHARS characters wide. Returns label. */
GtkWidget *gmp_wrapped_label_own_line (GtkWidget  *label);

G_END_DECLS
