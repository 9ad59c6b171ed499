/* gmp-cli-log.c: ginormopod-cli log SCENARIO [--from N] [--json]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints a saved game's log: every draw, move, roll, decision and ruling,
 * with its turn and phase, in the reader's language (the file keeps the
 * entries, not their text), so a saved game can be followed step by step.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-cli.h"

static void
add_entry_json (JsonBuilder    *builder,
                const GmpLog   *log,
                guint           index,
                const GmpBoard *board)
{
  const GmpLogEntry *entry = gmp_log_get_entry (log, index);
  g_autofree char *text = gmp_log_entry_to_string_at (log, index, board);
  guint n = GMP_LOG_MAX_PARAMS;

  /* Trailing zeros are left out, as the file does */
  while (n > 0 && entry->params[n - 1] == 0)
    n--;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "index");
  json_builder_add_int_value (builder, index + 1);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, entry->turn);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, gmp_phase_to_string (entry->phase));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, gmp_log_kind_to_string (entry->kind));
  json_builder_set_member_name (builder, "params");
  json_builder_begin_array (builder);
  for (guint k = 0; k < n; k++)
    json_builder_add_int_value (builder, entry->params[k]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "dice");
  json_builder_begin_array (builder);
  for (guint k = 0; k < MIN (entry->n_dice, GMP_LOG_MAX_DICE); k++)
    json_builder_add_int_value (builder, entry->dice[k]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_end_object (builder);
}

static int
run_log (const GmpCliCommand  *command,
         int                   argc,
         char                **argv)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  gboolean json = FALSE;
  g_autofree char *from_text = NULL;
  guint64 from = 1;
  int status;
  guint n;
  const GOptionEntry entries[] = {
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_text,
      N_("Begin at this entry (the first is 1)"), N_("N") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;
  if (from_text != NULL
      && !gmp_cli_parse_number (command, "--from", from_text, 1, G_MAXUINT, &from, &status))
    return status;

  scenario = gmp_cli_load_game (argv[1], &error);
  if (scenario == NULL)
    return gmp_cli_fail (error);

  n = scenario->log != NULL ? gmp_log_get_n_entries (scenario->log) : 0;
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "entries");
      json_builder_add_int_value (builder, n);
      json_builder_set_member_name (builder, "log");
      json_builder_begin_array (builder);
      for (guint i = (guint) from - 1; i < n; i++)
        add_entry_json (builder, scenario->log, i, scenario->state->board);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
      return GMP_CLI_EXIT_OK;
    }

  if (n == 0)
    {
      g_print ("%s\n", _("The game has no log yet."));
      return GMP_CLI_EXIT_OK;
    }
  for (guint i = (guint) from - 1; i < n; i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (scenario->log, i);
      g_autofree char *line = gmp_log_entry_to_string_at (scenario->log, i, scenario->state->board);

      /* TRANSLATORS: a log line: entry number, turn, phase name and what happened */
      g_print (_("%4u. Turn %u, %s: %s"), i + 1, entry->turn, gmp_phase_get_name (entry->phase),
               line);
      g_print ("\n");
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_log = {
  .name = "log",
  .parameters = N_("SCENARIO"),
  .summary = N_("Print a saved game’s log: every draw, move, roll, decision and ruling"),
  .run = run_log,
};
