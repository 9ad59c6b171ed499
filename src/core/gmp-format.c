/* gmp-format.c: numbers written for people, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A number sits inside a translated sentence, so it follows the language
 * of that sentence ("0.7%" in English, "0,7 %" in Brazilian Portuguese),
 * not LC_NUMERIC: a Portuguese table on a machine set to English (or to
 * the C locale) still reads its own decimal comma. Machine-readable output
 * (JSON, files) never goes through here and keeps '.'.
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"

#include "gmp-format.h"

/* The formatted value with '.' whatever the locale, then the language's mark. */
char *
gmp_format_decimal (double value,
                    guint  decimals)
{
  char format[16];
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  /* TRANSLATORS: the decimal mark in numbers such as 0.7 ("," in Portuguese) */
  const char *mark = C_("decimal mark", ".");
  GString *text;

  g_return_val_if_fail (decimals <= 6, NULL);

  g_snprintf (format, sizeof format, "%%.%uf", decimals);
  g_ascii_formatd (buffer, sizeof buffer, format, value);
  /* "-0.0" reads as a bug to people */
  if (buffer[0] == '-' && strspn (buffer + 1, "0.") == strlen (buffer + 1))
    memmove (buffer, buffer + 1, strlen (buffer));

  text = g_string_new (buffer);
  if (strcmp (mark, ".") != 0)
    g_string_replace (text, ".", mark, 1);
  return g_string_free (text, FALSE);
}

/* A probability (0 to 1) as a percentage with the given decimals. */
char *
gmp_format_percent (double probability,
                    guint  decimals)
{
  g_autofree char *number = NULL;

  g_return_val_if_fail (decimals <= 6, NULL);

  number = gmp_format_decimal (100.0 * probability, decimals);
  /* TRANSLATORS: a percentage; %s is the number, already written with your
   * decimal mark. Brazilian Portuguese writes a space before the sign. */
  return g_strdup_printf (C_("percentage", "%s%%"), number);
}
