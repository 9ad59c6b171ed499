/* gmp-note-tag.h: a log entry's rules note tag ("Note 12"), a flat button that opens the note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Styled as the flat button it was (CSS node "button", classes "flat" and
 * "note-tag"), hovered, pressed and clicked as one, read by screen readers
 * as a button named by its text; a click, or gtk_widget_activate(), opens
 * the note (win.rules-note). It draws its text itself, laid out once per
 * note: the log's rows bind their tags to other entries as the list
 * scrolls, and a GtkButton with its label child was about a twentieth of
 * opening a finished game (issue 16). Not a Tab stop: Enter on the log's
 * row opens the same note.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define GMP_TYPE_NOTE_TAG (gmp_note_tag_get_type ())
G_DECLARE_FINAL_TYPE (GmpNoteTag, gmp_note_tag, GMP, NOTE_TAG, GtkWidget)

GtkWidget  *gmp_note_tag_new       (void);
/* note: the rules note's number, above 0 */
void        gmp_note_tag_set_note  (GmpNoteTag *self,
                                    guint       note);
guint       gmp_note_tag_get_note  (GmpNoteTag *self);
/* What the tag shows ("Note 12", translated) */
const char *gmp_note_tag_get_label (GmpNoteTag *self);

G_END_DECLS
