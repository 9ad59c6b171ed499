/* gmp-words.c: the words of an attribute, one at a time (gmp-words.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-words.h"

void
gmp_words_init (GmpWords   *words,
                const char *text,
                const char *separators)
{
  words->next = text != NULL ? text : "";
  words->separators = separators;
  words->blank = strcmp (separators, " \t\n") == 0;
  words->long_word = NULL;
  words->buffer[0] = '\0';
}

const char *
gmp_words_next (GmpWords *words)
{
  const char *start;
  gsize length;

  g_clear_pointer (&words->long_word, g_free);
  if (words->blank)
    {
      const char *p = words->next;
      gsize n = 0;

      while (*p == ' ' || *p == '\t' || *p == '\n')
        p++;
      if (*p == '\0')
        {
          words->next = p;
          return NULL;
        }
      /* Copied as it is read; a word too long for the buffer below */
      for (; n < sizeof words->buffer - 1; n++)
        {
          char c = p[n];

          if (c == '\0' || c == ' ' || c == '\t' || c == '\n')
            {
              words->buffer[n] = '\0';
              words->next = p + n;
              return words->buffer;
            }
          words->buffer[n] = c;
        }
    }
  start = words->next + strspn (words->next, words->separators);
  if (*start == '\0')
    {
      words->next = start;
      return NULL;
    }
  length = strcspn (start, words->separators);
  words->next = start + length;
  if (length < sizeof words->buffer)
    {
      memcpy (words->buffer, start, length);
      words->buffer[length] = '\0';
      return words->buffer;
    }
  words->long_word = g_strndup (start, length);
  return words->long_word;
}

void
gmp_words_clear (GmpWords *words)
{
  g_clear_pointer (&words->long_word, g_free);
}

/* Up to 18 digits: no overflow of 64 bits */
#define MAX_FAST_DIGITS 18

/* The digits of text, its whole, as a number: FALSE when text is not 1 to
 * MAX_FAST_DIGITS digits */
static gboolean
plain_digits (const char *text,
              guint64    *number)
{
  guint64 n = 0;
  guint i;

  for (i = 0; text[i] >= '0' && text[i] <= '9'; i++)
    {
      if (i == MAX_FAST_DIGITS)
        return FALSE;
      n = n * 10 + (guint64) (text[i] - '0');
    }
  *number = n;
  return i > 0 && text[i] == '\0';
}

gboolean
gmp_words_to_signed (const char *text,
                     gint64      min,
                     gint64      max,
                     gint64     *value)
{
  gboolean negative = text[0] == '-';
  guint64 digits;
  gint64 number;

  /* Signs, spaces, other bases, long numbers: GLib's own */
  if (!plain_digits (text + negative, &digits))
    return g_ascii_string_to_signed (text, 10, min, max, value, NULL);
  number = negative ? -(gint64) digits : (gint64) digits;
  if (number < min || number > max)
    return FALSE;
  *value = number;
  return TRUE;
}

gboolean
gmp_words_to_unsigned (const char *text,
                       guint64     min,
                       guint64     max,
                       guint64    *value)
{
  guint64 number;

  if (!plain_digits (text, &number))
    return g_ascii_string_to_unsigned (text, 10, min, max, value, NULL);
  if (number < min || number > max)
    return FALSE;
  *value = number;
  return TRUE;
}
