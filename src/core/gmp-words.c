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
  words->long_word = NULL;
  words->buffer[0] = '\0';
}

const char *
gmp_words_next (GmpWords *words)
{
  const char *start;
  gsize length;

  g_clear_pointer (&words->long_word, g_free);
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
