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

/* The links to notes gmp_rules_notes_link_citations() makes: "rules-note:14" */
#define GMP_RULES_NOTE_LINK "rules-note:"

/* text as Pango markup (escaped), each citation of a rules note in it, as
 * the messages write them in the user's language or in English, a link
 * (GMP_RULES_NOTE_LINK): "Rules note 14" as a whole; in "Rules notes 18,
 * 24" or "Rules notes 3 and 7", each number. */
char       *gmp_rules_notes_link_citations (const char *text);
/* The note a link made by gmp_rules_notes_link_citations() opens, or 0 for
 * any other link. */
guint       gmp_rules_notes_link_number (const char *uri);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRulesNote, gmp_rules_note_free)

G_END_DECLS
