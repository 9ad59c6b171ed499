/* gmp-cli-new.c: ginormopod-cli new [--seed N | --dice "…"] [--guards-unknown] OUT
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-title.h"
#include "gmp-cli.h"

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
  gboolean json = FALSE, guards_unknown = FALSE, force = FALSE;
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
      N_("The board to play on, by its id (default: the game’s own board)"), N_("ID") },
    { "force", 'f', 0, G_OPTION_ARG_NONE, &force,
      N_("Overwrite OUT if it exists"), NULL },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;
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
