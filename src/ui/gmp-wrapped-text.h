/* gmp-wrapped-text.h: a paragraph of plain text, wrapped, measured once a width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What a log row says (issue 16): plain text wrapped by word (a long name
 * by character), aligned to the start, drawn as a GtkLabel with the same
 * text, wrapping and font draws it. A GtkLabel in GTK 4.8 lays its text
 * out again for each of the sizes a list asks it for (its widest, its
 * narrowest, a search for its natural width, the height at the column's
 * width), each a new pango layout shaped anew; this widget asks pango for
 * one layout per width it is given and keeps it: its width comes from the
 * font's character width alone (GMP_OWN_LINE_CHARS at least,
 * GMP_PANEL_CHARS at most, as gmp-wrapped-label.h's labels), its height is
 * the text laid out at that width, and it draws the layout it measured.
 * Not selectable, no markup, no mnemonic: a label of the side panel's.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GMP_TYPE_WRAPPED_TEXT (gmp_wrapped_text_get_type ())
G_DECLARE_FINAL_TYPE (GmpWrappedText, gmp_wrapped_text, GMP, WRAPPED_TEXT, GtkWidget)

GtkWidget  *gmp_wrapped_text_new      (void);
/* text: plain UTF-8, or NULL for none */
void        gmp_wrapped_text_set_text (GmpWrappedText *self,
                                       const char     *text);
const char *gmp_wrapped_text_get_text (GmpWrappedText *self);

G_END_DECLS
