/* gmp-cli-validate.c: ginormopod-cli validate FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n.h>

#include "gmp-cli.h"

static int
run_validate (const GmpCliCommand  *command,
              int                   argc,
              char                **argv)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  gboolean json = FALSE;
  const char *path;
  int status;

  if (!gmp_cli_parse (command, NULL, &json, &argc, &argv, 1, 1, &status))
    return status;
  path = argv[1];

  gmp_cli_load (path, &board, &scenario, &error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, path);
      json_builder_set_member_name (builder, "valid");
      json_builder_add_boolean_value (builder, error == NULL);
      if (error == NULL)
        {
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, board != NULL ? "board" : "scenario");
        }
      else
        {
          json_builder_set_member_name (builder, "error");
          json_builder_add_string_value (builder, error->message);
        }
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }

  if (error != NULL)
    return gmp_cli_fail (error);

  if (!json)
    {
      /* TRANSLATORS: the result of "ginormopod-cli validate FILE" */
      g_print (_("%s: valid"), path);
      g_print ("\n");
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_validate = {
  .name = "validate",
  .parameters = N_("FILE"),
  .summary = N_("Check a scenario or a board file against the schema and the rules"),
  .run = run_validate,
};
