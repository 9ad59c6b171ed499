/* main.c: the ginormopod program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <locale.h>

#include "core/gmp-i18n.h"

#include "gmp-application.h"
#include "gmp-language.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GmpApplication) app = NULL;
  const char *localedir;

  /* meson devenv points this at the build tree's catalogues. */
  localedir = g_getenv ("GINORMOPOD_LOCALEDIR");
  if (localedir == NULL || localedir[0] == '\0')
    localedir = LOCALEDIR;

  gmp_application_prepare_environment ();
  /* The app's own language setting, before anything is translated */
  gmp_language_apply_preference ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = gmp_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
