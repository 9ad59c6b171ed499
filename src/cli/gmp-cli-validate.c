/* gmp-cli-validate.c: ginormopod-cli validate FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A file that breaks the schema or names what the board does not have is
 * refused with one message, as every command refuses it. A scenario that
 * gets that far is loaded without its rules checked, so that every rules
 * problem is listed at once (gmp_state_validate_game()). A draft (saved
 * with problems on purpose by the editor) is said to be one.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-cli.h"

static void
add_problem_json (JsonBuilder      *builder,
                  const GmpBoard   *board,
                  const GmpProblem *problem)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, gmp_problem_kind_to_string (problem->kind));

  json_builder_set_member_name (builder, "city");
  if (problem->city != GMP_NONE)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, board->cities[problem->city].id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, board->cities[problem->city].name);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "unit");
  if (problem->unit != GMP_NONE)
    json_builder_add_int_value (builder, problem->unit);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "fort");
  if (problem->fort != GMP_NONE)
    json_builder_add_int_value (builder, problem->fort);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "chit");
  if (problem->chit != GMP_NONE)
    json_builder_add_string_value (builder, board->chits[problem->chit].id);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "note");
  json_builder_add_int_value (builder, problem->note);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, problem->message);
  json_builder_end_object (builder);
}

/* {file, valid, kind or error, draft, problems: [...]} */
static void
print_json (const char     *path,
            gboolean        is_board,
            gboolean        draft,
            const GmpBoard *board,
            GPtrArray      *problems,
            const GError   *error)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  gboolean valid = error == NULL && problems->len == 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "file");
  json_builder_add_string_value (builder, path);
  json_builder_set_member_name (builder, "valid");
  json_builder_add_boolean_value (builder, valid);
  if (error != NULL)
    {
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder, error->message);
    }
  else
    {
      json_builder_set_member_name (builder, "kind");
      json_builder_add_string_value (builder, is_board ? "board" : "scenario");
      json_builder_set_member_name (builder, "draft");
      json_builder_add_boolean_value (builder, draft);
    }
  if (!valid && error == NULL)
    {
      /* As before problems were listed: an invalid file has an error */
      json_builder_set_member_name (builder, "error");
      json_builder_add_string_value (builder,
                                     ((const GmpProblem *) problems->pdata[0])->message);
    }
  json_builder_set_member_name (builder, "problems");
  json_builder_begin_array (builder);
  for (guint i = 0; i < problems->len; i++)
    add_problem_json (builder, board, g_ptr_array_index (problems, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  gmp_cli_print_json (builder);
}

/* One line a problem: "FILE: CITY: message", or "FILE: message" where no
 * city applies; the message cites the rules note. */
static void
print_problems (const char     *path,
                const GmpBoard *board,
                GPtrArray      *problems)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (problem->city != GMP_NONE)
        g_print ("%s: %s: %s\n", path, board->cities[problem->city].name, problem->message);
      else
        g_print ("%s: %s\n", path, problem->message);
    }
}

static int
run_validate (const GmpCliCommand  *command,
              int                   argc,
              char                **argv)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  const GmpBoard *problems_board;
  gboolean json = FALSE;
  gboolean draft;
  const char *path;
  int status;

  if (!gmp_cli_parse (command, NULL, &json, &argc, &argv, 1, 1, &status))
    return status;
  path = argv[1];

  gmp_cli_load_unchecked (path, &board, &scenario, &error);
  /* The history is replayed, every action of it (issue 19) */
  if (scenario != NULL && scenario->start != NULL)
    {
      g_autoptr(GmpSession) session = gmp_session_new_named (gmp_scenario_copy (scenario), path);
      const GError *history_error = gmp_session_get_history_error (session);

      if (history_error != NULL)
        error = g_error_copy (history_error);
    }
  if (scenario != NULL)
    problems = gmp_state_validate_game (scenario->state);
  else
    problems = g_ptr_array_new ();
  problems_board = scenario != NULL ? scenario->state->board : board;
  draft = scenario != NULL && gmp_scenario_is_draft (scenario);

  if (json)
    print_json (path, board != NULL, draft, problems_board, problems, error);

  if (error != NULL)
    return gmp_cli_fail (error);

  if (json)
    return problems->len == 0 ? GMP_CLI_EXIT_OK : GMP_CLI_EXIT_ERROR;

  if (draft)
    {
      /* TRANSLATORS: "ginormopod-cli validate FILE" on a draft, before its problems */
      g_print (_("%s: a draft: saved with its problems on purpose, for the scenario editor "
                 "to mend; it cannot be played while a problem blocks play"), path);
      g_print ("\n");
    }

  if (problems->len > 0)
    {
      print_problems (path, problems_board, problems);
      return GMP_CLI_EXIT_ERROR;
    }

  /* TRANSLATORS: the result of "ginormopod-cli validate FILE" */
  g_print (_("%s: valid"), path);
  g_print ("\n");
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_validate = {
  .name = "validate",
  .parameters = N_("FILE"),
  .summary = N_("Check a scenario or a board file against the schema and the rules"),
  .run = run_validate,
};
