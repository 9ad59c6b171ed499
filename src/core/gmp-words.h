/* gmp-words.h: the words of an attribute, one at a time, without a copy of
 * the list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files' lists ("4 JAX", "d3 c2/6", "31 32") were split with
 * g_strsplit_set(), an array and a string per word: on opening a finished
 * game that was millions of instructions (issue 19). A GmpWords gives the
 * same words, in order, each NUL-terminated in a buffer of its own, and
 * allocates only for a word longer than the buffer.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *next;         /* where the rest of the text starts */
  const char *separators;
  gboolean    blank;        /* separators are " \t\n": read without strspn() */
  char       *long_word;    /* the current word when it does not fit buffer */
  char        buffer[64];
} GmpWords;

/* Words of text (NULL: none) between any of separators, as
 * g_strsplit_set (text, separators, -1) gives them less the empty ones */
void        gmp_words_init  (GmpWords   *words,
                             const char *text,
                             const char *separators);
/* The next word, valid until the next call; NULL after the last */
const char *gmp_words_next  (GmpWords   *words);
void        gmp_words_clear (GmpWords   *words);

/* As g_ascii_string_to_signed (text, 10, min, max, value, NULL) and
 * g_ascii_string_to_unsigned (…), the same verdict and value, for a
 * fraction of their cost on the plain digits files hold (a finished
 * game's open reads thousands) */
gboolean    gmp_words_to_signed   (const char *text,
                                   gint64      min,
                                   gint64      max,
                                   gint64     *value);
gboolean    gmp_words_to_unsigned (const char *text,
                                   guint64     min,
                                   guint64     max,
                                   guint64    *value);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GmpWords, gmp_words_clear)

G_END_DECLS
