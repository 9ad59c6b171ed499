/* gmp-ruling.c: one explained ruling, a sentence and its rules note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: every part; rules notes: any (see gmp-ruling.h).
 */

#include "config.h"

#include "gmp-i18n.h"
#include <stdarg.h>

#include "gmp-ruling.h"

void
gmp_ruling_free (GmpRuling *ruling)
{
  if (ruling == NULL)
    return;
  g_free (ruling->text);
  g_free (ruling);
}

char *
gmp_ruling_to_string (const GmpRuling *ruling)
{
  g_return_val_if_fail (ruling != NULL, NULL);

  if (ruling->note > 0)
    /* Translators: a ruling and the rules note that decided it */
    return g_strdup_printf (_("%s (Rules note %d)"), ruling->text, ruling->note);
  /* Translators: a ruling decided by the rules text itself */
  return g_strdup_printf (_("%s (rules)"), ruling->text);
}

GPtrArray *
gmp_rulings_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_ruling_free);
}

void
_gmp_rulings_add (GPtrArray  *rulings,
                  int         note,
                  const char *format,
                  ...)
{
  GmpRuling *ruling;
  va_list args;

  if (rulings == NULL)
    return;

  ruling = g_new0 (GmpRuling, 1);
  ruling->note = note;
  va_start (args, format);
  ruling->text = g_strdup_vprintf (format, args);
  va_end (args);
  g_ptr_array_add (rulings, ruling);
}
