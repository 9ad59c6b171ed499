/* gmp-language.c: the app's own language, chosen in its preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A Portuguese-speaking table may play on a machine set to English: the
 * "language" setting overrides the desktop's for this app. It is applied in
 * main() before anything is translated, through LANGUAGE, which gettext,
 * GTK and libadwaita all read; what is already on screen keeps its language,
 * so a change takes effect when the app starts again.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <locale.h>
#include <string.h>

#include <gio/gio.h>

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

/* Makes language the one of every message translated from now on; call
 * before setlocale(). GMP_LANGUAGE_SYSTEM leaves the environment alone. */
void
gmp_language_apply (const char *language)
{
  const char *messages;

  g_return_if_fail (gmp_language_is_known (language));

  if (language[0] == '\0')
    return;
  g_setenv ("LANGUAGE", language, TRUE);
  /* gettext ignores LANGUAGE under the plain C locale; C.UTF-8 is C enough
   * for everything else and lets it choose. Set in the environment too, as
   * main() and gtk_init() call setlocale() again after this. */
  setlocale (LC_ALL, "");
  messages = setlocale (LC_MESSAGES, NULL);
  if (messages == NULL || g_str_equal (messages, "C") || g_str_equal (messages, "POSIX"))
    {
      if (setlocale (LC_MESSAGES, "C.UTF-8") == NULL)
        g_debug ("No C.UTF-8 locale: the language setting needs a locale other than C");
      else
        g_setenv ("LC_MESSAGES", "C.UTF-8", TRUE);
    }
}

void
gmp_language_apply_preference (void)
{
  gmp_language_apply (gmp_language_get_preference ());
}
