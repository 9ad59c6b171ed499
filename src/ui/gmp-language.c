/* gmp-language.c: the app's own language, chosen in its preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Portuguese-speaking table may play on a machine set to English: the
 * "language" setting overrides the desktop's for this app. It is applied in
 * main() before anything is translated; what is already on screen keeps its
 * language, so a change takes effect when the app starts again.
 *
 * The app's own messages take the language explicitly
 * (gmp_i18n_set_language(), which reads the catalogue itself): that works
 * whatever locales the machine has, even C.UTF-8 alone, where glibc 2.41's
 * gettext ignores LANGUAGE. LANGUAGE is set too, for what chooses by it
 * (the rules notes, the shipped scenarios, GTK's and libadwaita's own
 * strings), and LC_MESSAGES is the language's locale when one is installed,
 * so that GTK's strings follow on every C library.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <gio/gio.h>

#include "core/gmp-i18n.h"
#include "gmp-language.h"

gboolean
gmp_language_is_known (const char *language)
{
  return language != NULL
         && (g_str_equal (language, GMP_LANGUAGE_SYSTEM)
             || g_str_equal (language, GMP_LANGUAGE_ENGLISH)
             || g_str_equal (language, GMP_LANGUAGE_PORTUGUESE));
}

/* The setting's value, GMP_LANGUAGE_SYSTEM when the schema is not installed
 * or the value is not one this version knows. The string is static. */
const char *
gmp_language_get_preference (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, GMP_SETTINGS_SCHEMA_ID, TRUE);
  if (schema == NULL || !g_settings_schema_has_key (schema, "language"))
    return GMP_LANGUAGE_SYSTEM;

  settings = g_settings_new_full (schema, NULL, NULL);
  language = g_settings_get_string (settings, "language");
  if (g_str_equal (language, GMP_LANGUAGE_ENGLISH))
    return GMP_LANGUAGE_ENGLISH;
  if (g_str_equal (language, GMP_LANGUAGE_PORTUGUESE))
    return GMP_LANGUAGE_PORTUGUESE;
  return GMP_LANGUAGE_SYSTEM;
}

/* A locale of language ("pt_BR.UTF-8") that setlocale() accepts, for
 * GTK's own strings; NULL when none is installed. */
static const char *
set_messages_locale (const char *language)
{
  g_auto(GStrv) variants = g_get_locale_variants (language);
  const char *suffixes[] = { ".UTF-8", ".utf8" };

  for (guint i = 0; variants[i] != NULL; i++)
    for (guint k = 0; k < G_N_ELEMENTS (suffixes); k++)
      {
        g_autofree char *name = g_strconcat (variants[i], suffixes[k], NULL);
        const char *set = setlocale (LC_MESSAGES, name);

        if (set != NULL)
          return g_intern_string (set);
      }
  return NULL;
}

/* Makes language the one of every message translated from now on; call
 * before setlocale(). GMP_LANGUAGE_SYSTEM leaves the environment alone. */
void
gmp_language_apply (const char *language)
{
  const char *messages;

  g_return_if_fail (gmp_language_is_known (language));

  /* NULL for GMP_LANGUAGE_SYSTEM: the environment's again */
  gmp_i18n_set_language (language[0] != '\0' ? language : NULL);
  if (language[0] == '\0')
    return;
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  messages = setlocale (LC_MESSAGES, NULL);
  if (messages != NULL && !g_str_equal (messages, "C") && !g_str_equal (messages, "POSIX")
      && !g_str_has_prefix (messages, "C."))
    return;
  /* Under C, gettext ignores LANGUAGE (and under C.UTF-8 from glibc 2.41):
   * the language's own locale, else C.UTF-8, which older glibc lets choose.
   * Set in the environment too, as main() and gtk_init() call setlocale()
   * again after this. */
  messages = set_messages_locale (language);
  if (messages == NULL && setlocale (LC_MESSAGES, "C.UTF-8") != NULL)
    messages = "C.UTF-8";
  if (messages != NULL)
    g_setenv ("LC_MESSAGES", messages, TRUE);
}

void
gmp_language_apply_preference (void)
{
  gmp_language_apply (gmp_language_get_preference ());
}
