/* gmp-cli-new.c: ginormopod-cli new [--seed N | --dice "…"] [--guards-unknown]
 *                                  [--board ID] OUT | new --list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-data-dirs.h"
#include "core/gmp-title.h"
#include "gmp-cli.h"

/* "new --list": the boards --board takes and the scenarios of the data
 * folders (gmp-data-dirs.h), each checked; a file that does not load is
 * named on stderr with the reason, and the exit status says so. */
static int
list_data (gboolean json)
{
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) boards = gmp_data_list_boards (problems);
  g_autoptr(GPtrArray) scenarios = gmp_data_list_scenarios (problems);
  GPtrArray *lists[] = { boards, scenarios };
  const char *members[] = { "boards", "scenarios" };

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
        {
          json_builder_set_member_name (builder, members[l]);
          json_builder_begin_array (builder);
          for (guint i = 0; i < lists[l]->len; i++)
            {
              GmpDataEntry *entry = g_ptr_array_index (lists[l], i);

              json_builder_begin_object (builder);
              json_builder_set_member_name (builder, "id");
              json_builder_add_string_value (builder, entry->id);
              json_builder_set_member_name (builder, "title");
              json_builder_add_string_value (builder, entry->title);
              json_builder_set_member_name (builder, "path");
              if (entry->path != NULL)
                json_builder_add_string_value (builder, entry->path);
              else
                json_builder_add_null_value (builder);
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
        }
      json_builder_set_member_name (builder, "problems");
      json_builder_begin_array (builder);
      for (guint i = 0; i < problems->len; i++)
        json_builder_add_string_value (builder, ((GError *) g_ptr_array_index (problems, i))->message);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  else
    {
      /* TRANSLATORS: "ginormopod-cli new --list": the heading of the boards --board takes */
      g_print ("%s\n", _("Boards (--board ID):"));
      for (guint i = 0; i < boards->len; i++)
        {
          GmpDataEntry *entry = g_ptr_array_index (boards, i);

          g_print ("  %s  %s  (%s)\n", entry->id, entry->title,
                   entry->path != NULL ? entry->path : _("built in"));
        }
      /* TRANSLATORS: "ginormopod-cli new --list": scenarios people added */
      g_print ("%s\n", _("Scenarios in the data folders:"));
      if (scenarios->len == 0)
        g_print ("  %s\n", _("none"));
      for (guint i = 0; i < scenarios->len; i++)
        {
          GmpDataEntry *entry = g_ptr_array_index (scenarios, i);

          g_print ("  %s  %s  (%s)\n", entry->id, entry->title, entry->path);
        }
    }
  for (guint i = 0; i < problems->len; i++)
    gmp_cli_printerr (_("Not listed: %s"), ((GError *) g_ptr_array_index (problems, i))->message);
  return problems->len > 0 ? GMP_CLI_EXIT_ERROR : GMP_CLI_EXIT_OK;
}

static int
run_new (const GmpCliCommand  *command,
         int                   argc,
         char                **argv)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpDice) dice = NULL;
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpLog) log = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *dice_text = NULL;
  g_autofree char *seed_string = NULL;
  g_autofree char *board_id = NULL;
  gboolean json = FALSE, guards_unknown = FALSE, force = FALSE, list = FALSE;
  guint64 seed;
  const char *out;
  int status;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed for the dice, for a game that can be repeated (default: from the clock)"),
      N_("N") },
    { "dice", 'd', 0, G_OPTION_ARG_STRING, &dice_text,
      N_("The players’ own rolls for the National Guard table, two dice a roll, in order, "
         "e.g. \"3 4 6 6\" (a roll for a full city is rolled again, Rules note 3)"),
      N_("D") },
    { "guards-unknown", 0, 0, G_OPTION_ARG_NONE, &guards_unknown,
      N_("Face to face: the Guards’ hidden sides stay unknown until flipped at the table"),
      NULL },
    { "board", 'b', 0, G_OPTION_ARG_STRING, &board_id,
      N_("The board to play on, by its id (default: the game’s own board); "
         "--list shows them"), N_("ID") },
    { "list", 'l', 0, G_OPTION_ARG_NONE, &list,
      N_("List the boards and the scenarios found in the data folders "
         "($XDG_DATA_HOME and $XDG_DATA_DIRS, ginormopod/boards and ginormopod/scenarios), "
         "and say why any file there cannot be used"), NULL },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &force,
      N_("Overwrite OUT if it exists"), NULL },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 0, 1, &status))
    return status;
  if (list)
    {
      if (argc > 1)
        return gmp_cli_usage_error (command, _("--list takes no file"));
      return list_data (json);
    }
  if (argc < 2)
    return gmp_cli_usage_error (command, _("Missing arguments: %s"), _(command->parameters));
  out = argv[1];

  if (seed_text != NULL && dice_text != NULL)
    return gmp_cli_usage_error (command, _("Give --seed or --dice, not both"));

  if (!gmp_cli_parse_seed (command, seed_text, &seed, &status))
    return status;
  /* A game in progress is one typo away: "new game.gmpscenario" */
  if (!force && g_file_test (out, G_FILE_TEST_EXISTS))
    {
      gmp_cli_printerr (_("%s already exists: a new game does not overwrite it unless you "
                          "give --force"), out);
      return GMP_CLI_EXIT_ERROR;
    }

  board = gmp_board_lookup (board_id != NULL ? board_id : GMP_DEFAULT_BOARD_ID, &error);
  if (board == NULL)
    return gmp_cli_fail (error);

  /* The players' dice: the Guard table's rolls; the face-down draws from
   * the pool are the app's, from a generator seeded by those dice */
  if (dice_text != NULL)
    dice = gmp_dice_new_from_string (dice_text, &error);
  else
    dice = gmp_dice_new_seeded (seed);
  if (dice == NULL)
    return gmp_cli_fail (error);

  /* The game's log starts with the setup: every roll on the National Guard
   * table with its dice (Rules note 3), then "Turn 1 begins" */
  log = gmp_log_new ();
  state = gmp_setup_new_game_logged (board, dice,
                                     guards_unknown ? GMP_SETUP_GUARDS_UNKNOWN : GMP_SETUP_DEFAULT,
                                     log, &error);
  if (state == NULL)
    return gmp_cli_fail (error);

  if (!gmp_cli_check_dice_used (dice))
    return GMP_CLI_EXIT_ERROR;

  /* A string, so the translatable messages need no 64-bit format macro. */
  seed_string = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  scenario = gmp_scenario_new (g_steal_pointer (&state));
  scenario->log = g_steal_pointer (&log);
  /* A made title: saved as a pattern, shown in each reader's language */
  if (dice_text != NULL)
    scenario->title = gmp_title_new_game_dice ();
  else
    scenario->title = gmp_title_new_game_seed (seed);
  if (!gmp_scenario_save_file (scenario, out, &error))
    return gmp_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "file");
      json_builder_add_string_value (builder, out);
      json_builder_set_member_name (builder, "board");
      json_builder_add_string_value (builder, board->id);
      /* A string: a 64-bit seed does not survive JSON numbers in every reader. */
      if (dice_text == NULL)
        {
          json_builder_set_member_name (builder, "seed");
          json_builder_add_string_value (builder, seed_string);
        }
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  else
    {
      if (dice_text != NULL)
        g_print (_("Wrote %s"), out);
      else
        /* TRANSLATORS: after "ginormopod-cli new": the file and the dice seed */
        g_print (_("Wrote %s (seed %s)"), out, seed_string);
      g_print ("\n");
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_new = {
  .name = "new",
  .parameters = N_("OUT"),
  .summary = N_("Start a new game on the default board and save it as a scenario"),
  .run = run_new,
};
