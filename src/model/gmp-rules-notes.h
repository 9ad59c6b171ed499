/* gmp-rules-notes.h: the rules notes (docs/rules-notes*.md) for the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* One paragraph of the rules notes: a numbered note, or a paragraph of the
 * introduction (number 0, no title). Text is Pango markup. */
typedef struct {
  guint  number;
  char  *section;   /* the heading it comes under, or NULL */
  char  *title;     /* "What the cup holds"; NULL for an introduction paragraph */
  char  *markup;    /* the reading and its "Reads:" */
} GmpRulesNote;

void        gmp_rules_note_free             (GmpRulesNote *note);
GPtrArray  *gmp_rules_notes_parse           (const char   *markdown);
char       *gmp_rules_notes_inline_markup   (const char   *text);
const GmpRulesNote *gmp_rules_notes_find    (GPtrArray    *notes,
                                             guint         number);
char       *gmp_rules_notes_resource_for_language (const char *resource_dir);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRulesNote, gmp_rules_note_free)

G_END_DECLS
