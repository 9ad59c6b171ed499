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

/* max_width_chars: -1 for no limit; css_class may be NULL */
GtkWidget *gmp_wrapped_label_new (const char *text,
                                  const char *css_class,
                                  int         max_width_chars);

G_END_DECLS
