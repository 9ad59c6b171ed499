/* gmp-wrapped-label.c: a label that wraps its words, left-aligned
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-wrapped-label.h"

GtkWidget *
gmp_wrapped_label_new (const char *text,
                       const char *css_class,
                       int         max_width_chars)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), max_width_chars);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* Without a minimum width GTK 4.8 measures a wrapped label's minimum with
 * a line break at every word, which pango lays out word by word, shaping
 * what is left of the text again at each line: for a long sentence that is
 * most of the label's measure, paid again by every new label (a log row, a
 * line of what just happened; issue 16). The side panel is wider than
 * GMP_OWN_LINE_CHARS characters anyway, so the minimum changes nothing
 * on screen; a label beside another widget is left without it, as it would
 * widen its row. */
GtkWidget *
gmp_wrapped_label_own_line (GtkWidget *label)
{
  g_return_val_if_fail (GTK_IS_LABEL (label), label);

  gtk_label_set_width_chars (GTK_LABEL (label), GMP_OWN_LINE_CHARS);
  return label;
}
