/* test-util.h: small helpers the tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "config.h"

#include <libintl.h>
#include <locale.h>

#include "core/gmp-board.h"

/* The default board, as the app loads it; any failure fails the test. */
static inline GmpBoard *
test_default_board (void)
{
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

/* The user's locale and the project's translations: from the build tree
 * under meson (GINORMOPOD_LOCALEDIR) or where they are installed. The
 * project's messages are then in the language LANGUAGE names (a test sets
 * it, or gmp_i18n_set_language() as the app's setting does), read by
 * gmp-i18n.c whatever locales the machine has: C.UTF-8 alone is enough, on
 * every glibc. A GTK test calls it after gtk_test_init(), which sets
 * LC_MESSAGES to C. */
static inline void
test_bind_translations (void)
{
  const char *localedir = g_getenv ("GINORMOPOD_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
}

/* Messages in language from now on ("pt_BR"; "" for the environment's),
 * as the app's language setting does (gmp-language.c): the project's own
 * through its catalogue whatever the locale (gmp-i18n.c); GTK's and
 * libadwaita's through the C library, which needs a real locale of the
 * language from glibc 2.41 on (build-aux/dev generates pt_BR.UTF-8), so
 * LC_MESSAGES is that locale when it is installed. */
static inline void
test_use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
  if (language[0] != '\0')
    {
      g_autofree char *locale = g_strconcat (language, ".UTF-8", NULL);

      if (setlocale (LC_MESSAGES, locale) == NULL)
        g_test_message ("No %s locale: GTK's own strings stay in English on glibc 2.41", locale);
    }
}

