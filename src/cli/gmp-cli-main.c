/* gmp-cli-main.c: ginormopod-cli, the rules core without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <locale.h>
#include <cairo.h>
#include <pango/pango.h>
#include <libxml/parser.h>

#include "gmp-cli.h"

/* Every command; a new one is a file and a row here. */
static const GmpCliCommand *commands[] = {
  &gmp_cli_command_validate,
  &gmp_cli_command_show,
  &gmp_cli_command_new,
  &gmp_cli_command_render,
  &gmp_cli_command_moves,
  &gmp_cli_command_move,
  &gmp_cli_command_odds,
  &gmp_cli_command_combat,
  &gmp_cli_command_next,
  &gmp_cli_command_play,
  &gmp_cli_command_balance,
  &gmp_cli_command_log,
  &gmp_cli_command_undo,
  &gmp_cli_command_redo,
  &gmp_cli_command_replay,
};

static void
print_usage (FILE *stream)
{
  const char *prgname = g_get_prgname ();

  fprintf (stream, _("Usage: %s COMMAND [OPTION…] [ARGUMENT…]"), prgname);
  fprintf (stream, "\n\n%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (stream, "  %-10s %s\n", commands[i]->name, _(commands[i]->summary));
  fprintf (stream, "\n");
  fprintf (stream, _("Run “%s COMMAND --help” for a command’s options; "
                     "“%s --version” for the versions."), prgname, prgname);
  fprintf (stream, "\n");
}

static void
print_version (void)
{
  guint64 xml = g_ascii_strtoull (xmlParserVersion, NULL, 10);

  g_print ("ginormopod-cli %s\n", PACKAGE_VERSION);
  g_print ("GLib %u.%u.%u\n", glib_major_version, glib_minor_version, glib_micro_version);
  g_print ("libxml2 %u.%u.%u\n",
           (guint) (xml / 10000), (guint) (xml / 100 % 100), (guint) (xml % 100));
  g_print ("cairo %s\n", cairo_version_string ());
  g_print ("Pango %s\n", pango_version_string ());
  g_print ("json-glib %s\n", JSON_VERSION_S);
}

static void
setup_gettext (void)
{
  const char *localedir = g_getenv ("GINORMOPOD_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int   argc,
      char *argv[])
{
  const char *name;

  setup_gettext ();
  g_set_prgname ("ginormopod-cli");

  if (argc < 2)
    {
      print_usage (stderr);
      return GMP_CLI_EXIT_USAGE;
    }

  name = argv[1];
  if (g_str_equal (name, "--help") || g_str_equal (name, "-h") || g_str_equal (name, "help"))
    {
      print_usage (stdout);
      return GMP_CLI_EXIT_OK;
    }
  if (g_str_equal (name, "--version"))
    {
      print_version ();
      return GMP_CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (name, commands[i]->name))
      return commands[i]->run (commands[i], argc - 1, argv + 1);

  gmp_cli_printerr (_("Unknown command “%s”"), gmp_cli_quote (name));
  print_usage (stderr);
  return GMP_CLI_EXIT_USAGE;
}
