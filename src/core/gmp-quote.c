/* gmp-quote.c: what a user typed, quoted back in a message
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An answer of 100,000 characters, or one holding terminal escapes, is
 * never echoed whole: the message says what was wrong with the start of it.
 */

#include "config.h"

#include "gmp-quote.h"

/* A character a terminal or a message should not show raw */
static gboolean
is_unprintable (gunichar c)
{
  return g_unichar_type (c) == G_UNICODE_CONTROL
         || (c >= 0xFDD0 && c <= 0xFDEF)
         || (c & 0xFFFE) == 0xFFFE;
}

char *
gmp_quote_excerpt (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *quoted = g_string_new (NULL);
  guint n = 0;

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p), n++)
    {
      gunichar c = g_utf8_get_char (p);

      if (n == GMP_QUOTE_MAX_CHARS)
        {
          g_string_append (quoted, "…");
          break;
        }
      if (is_unprintable (c))
        g_string_append_printf (quoted, "U+%04X", c);
      else
        g_string_append_unichar (quoted, c);
    }
  return g_string_free (quoted, FALSE);
}
