/* gmp-cli-history.c: ginormopod-cli undo, redo and replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A saved game keeps its history: the position it started from and every
 * action since (gmp-session.h). undo and redo step it back and forth and
 * write the game; replay lists the history or shows the game as it stood
 * after any step, from the first position on.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-cli.h"

/* undo and redo: the same command going one way or the other */
static int
run_step (const GmpCliCommand  *command,
          int                   argc,
          char                **argv,
          gboolean              undo)
{
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *steps_text = NULL;
  guint64 steps = 1;
  int status;
  const GOptionEntry entries[] = {
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
      N_("Where to write the game (it may be the same file)"), N_("FILE") },
    { "steps", 'n', 0, G_OPTION_ARG_STRING, &steps_text,
      N_("How many actions (default: 1)"), N_("N") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, NULL, &argc, &argv, 1, 1, &status))
    return status;
  if (out == NULL)
    return gmp_cli_usage_error (command, _("--out is required"));
  if (steps_text != NULL
      && !gmp_cli_parse_number (command, "--steps", steps_text, 1, G_MAXUINT, &steps, &status))
    return status;

  session = gmp_cli_load_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);

  for (guint64 i = 0; i < steps; i++)
    {
      g_autofree char *what = undo ? gmp_session_describe_undo (session)
                                   : gmp_session_describe_redo (session);

      if (!(undo ? gmp_session_undo (session, &error) : gmp_session_redo (session, &error)))
        return gmp_cli_fail (error);
      /* TRANSLATORS: after "ginormopod-cli undo": what was taken back */
      g_print (undo ? _("Undone: %s") : _("Redone: %s"), what);
      g_print ("\n");
    }
  if (!gmp_cli_save_session (session, out, &error))
    return gmp_cli_fail (error);
  return GMP_CLI_EXIT_OK;
}

static int
run_undo (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  return run_step (command, argc, argv, TRUE);
}

static int
run_redo (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  return run_step (command, argc, argv, FALSE);
}

static void
print_history (GmpSession *session,
               gboolean    json)
{
  guint n = gmp_session_get_n_actions (session);
  guint done = gmp_session_get_n_done (session);
  g_autoptr(JsonBuilder) builder = json ? json_builder_new () : NULL;

  if (json)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "done");
      json_builder_add_int_value (builder, done);
      json_builder_set_member_name (builder, "actions");
      json_builder_begin_array (builder);
    }
  else
    {
      g_print (ngettext ("%u action, %u of them done", "%u actions, %u of them done", n),
               n, done);
      g_print ("\n");
    }
  for (guint i = 0; i < n; i++)
    {
      const GmpAction *action = gmp_session_get_action (session, i);
      g_autofree char *text = gmp_session_describe_action (session, i);

      if (json)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "step");
          json_builder_add_int_value (builder, i + 1);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, gmp_action_kind_to_string (action->kind));
          json_builder_set_member_name (builder, "done");
          json_builder_add_boolean_value (builder, i < done);
          json_builder_end_object (builder);
        }
      else
        /* ↶ marks an action undo took back: redo takes it again */
        g_print ("%4u %s %s\n", i + 1, i < done ? " " : "↶", text);
    }
  if (json)
    {
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
}

static int
run_replay (const GmpCliCommand  *command,
            int                   argc,
            char                **argv)
{
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GmpScenario) then = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *step_text = NULL;
  gboolean json = FALSE;
  guint64 step;
  int status;
  const GOptionEntry entries[] = {
    { "step", 0, 0, G_OPTION_ARG_STRING, &step_text,
      N_("The game after this many actions (0: where its history starts)"), N_("N") },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
      N_("Write the game as it stood then (without its later history)"), N_("FILE") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;
  if (out != NULL && step_text == NULL)
    return gmp_cli_usage_error (command, _("--out needs --step"));
  /* A sign or a stray character is a usage error before any file is read */
  if (step_text != NULL
      && !gmp_cli_parse_number (command, "--step", step_text, 0, G_MAXUINT, &step, &status))
    return status;

  session = gmp_cli_load_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);
  if (step_text == NULL)
    {
      print_history (session, json);
      return GMP_CLI_EXIT_OK;
    }
  /* In range: from the start (0) to the last action, undone ones included */
  if (!gmp_cli_parse_number (command, "--step", step_text, 0,
                             gmp_session_get_n_actions (session), &step, &status))
    return status;

  then = gmp_session_scenario_at (session, (guint) step, &error);
  if (then == NULL)
    return gmp_cli_fail (error);
  if (out != NULL && !gmp_cli_save_scenario (then, out, &error))
    return gmp_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "step");
      json_builder_add_int_value (builder, step);
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, then->state->turn);
      json_builder_set_member_name (builder, "phase");
      json_builder_add_string_value (builder, gmp_phase_to_string (then->state->phase));
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  else
    {
      /* TRANSLATORS: "After step 12 of 40: turn 2, Action" */
      g_print (_("After step %d of %u: turn %u, %s"), (int) step,
               gmp_session_get_n_actions (session), then->state->turn,
               gmp_phase_get_name (then->state->phase));
      g_print ("\n");
      if (step > 0)
        {
          g_autofree char *what = gmp_session_describe_action (session, (guint) step - 1);

          /* TRANSLATORS: the action that led to the position replay shows */
          g_print (_("Last action: %s"), what);
          g_print ("\n");
        }
      if (out != NULL)
        {
          g_print (_("Wrote %s"), out);
          g_print ("\n");
        }
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_undo = {
  .name = "undo",
  .parameters = N_("SCENARIO"),
  .summary = N_("Take back the last action of a saved game (its dice and draws too)"),
  .run = run_undo,
};

const GmpCliCommand gmp_cli_command_redo = {
  .name = "redo",
  .parameters = N_("SCENARIO"),
  .summary = N_("Take again an action that undo took back"),
  .run = run_redo,
};

const GmpCliCommand gmp_cli_command_replay = {
  .name = "replay",
  .parameters = N_("SCENARIO"),
  .summary = N_("List a saved game’s history, or show the game after any step of it"),
  .run = run_replay,
};
