/* gmp-cli-balance.c: ginormopod-cli balance SCENARIO [--games N] [--level L] [--seed S]
 *                    [--threads T] [--json]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays N games of the scenario with the computer player at one level on
 * both sides, on every core (gmp-player-balance.h), and says how balanced it
 * is: each side's win rate with its 95 % interval, how the games ended and
 * on which turn, and the cities whose Forts fell most often. The same seed
 * gives the same report whatever the number of threads.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-player-balance.h"
#include "gmp-cli.h"

static const char *const end_ids[] = { "none", "key-cities", "last-turn", "danger" };

static void
add_rate_json (JsonBuilder *builder,
               const char  *name,
               guint        wins,
               guint        games)
{
  double rate, low, high;

  gmp_balance_rate (wins, games, &rate, &low, &high);
  json_builder_set_member_name (builder, name);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "wins");
  json_builder_add_int_value (builder, wins);
  json_builder_set_member_name (builder, "rate");
  json_builder_add_double_value (builder, rate);
  json_builder_set_member_name (builder, "low");
  json_builder_add_double_value (builder, low);
  json_builder_set_member_name (builder, "high");
  json_builder_add_double_value (builder, high);
  json_builder_end_object (builder);
}

static void
print_json (const GmpBalanceReport *report,
            const GmpBoard         *board,
            GmpPlayerLevel          level,
            guint64                 seed)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autofree guint *order = g_new0 (guint, report->n_cities);
  guint n_ranked = gmp_balance_report_rank_destroyed (report, order);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_add_int_value (builder, report->games);
  json_builder_set_member_name (builder, "level");
  json_builder_add_string_value (builder, gmp_player_level_to_string (level));
  json_builder_set_member_name (builder, "seed");
  json_builder_add_int_value (builder, (gint64) seed);
  add_rate_json (builder, "swarm", report->wins[GMP_SIDE_SWARM], report->games);
  add_rate_json (builder, "humans", report->wins[GMP_SIDE_HUMANS], report->games);

  json_builder_set_member_name (builder, "ends");
  json_builder_begin_array (builder);
  for (guint reason = GMP_END_KEY_CITIES; reason <= GMP_END_DANGER; reason++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder, end_ids[reason]);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, gmp_balance_end_name (reason));
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, gmp_balance_report_count_ends (report, reason));
      json_builder_set_member_name (builder, "turns");
      json_builder_begin_array (builder);
      for (guint turn = 1; turn <= report->n_turns; turn++)
        json_builder_add_int_value (builder, report->ends[reason * (report->n_turns + 1) + turn]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "destroyed");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_ranked; i++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[order[i]].id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, board->cities[order[i]].name);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, report->destroyed[order[i]]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  gmp_cli_print_json (builder);
}

static void
print_rate (const char *side,
            guint       wins,
            guint       games)
{
  double rate, low, high;

  gmp_balance_rate (wins, games, &rate, &low, &high);
  /* TRANSLATORS: "Swarm: 61.2 % of games (95 % interval 58.1–64.2 %)" */
  g_print (_("%s: %.1f %% of games (95 %% interval %.1f–%.1f %%)"), side, 100 * rate,
           100 * low, 100 * high);
  g_print ("\n");
}

static void
print_text (const GmpBalanceReport *report,
            const GmpBoard         *board,
            const char             *title,
            GmpPlayerLevel          level,
            guint64                 seed)
{
  g_autofree guint *order = g_new0 (guint, report->n_cities);
  guint n_ranked = gmp_balance_report_rank_destroyed (report, order);
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  g_print (g_dngettext (GETTEXT_PACKAGE,
                        "%s: %u game, the %s computer player on both sides, seed %s",
                        "%s: %u games, the %s computer player on both sides, seed %s",
                        report->games),
           title, report->games, gmp_player_level_to_string (level), seed_text);
  g_print ("\n");
  print_rate (_("Swarm wins"), report->wins[GMP_SIDE_SWARM], report->games);
  print_rate (_("Humans win"), report->wins[GMP_SIDE_HUMANS], report->games);

  g_print ("%s\n", _("How the games end:"));
  for (guint reason = GMP_END_KEY_CITIES; reason <= GMP_END_DANGER; reason++)
    {
      guint n = gmp_balance_report_count_ends (report, reason);
      g_autoptr(GString) turns = g_string_new (NULL);

      for (guint turn = 1; turn <= report->n_turns; turn++)
        {
          guint k = report->ends[reason * (report->n_turns + 1) + turn];

          if (k == 0)
            continue;
          if (turns->len > 0)
            g_string_append (turns, ", ");
          /* TRANSLATORS: games that ended on a turn: "turn 6: 120" */
          g_string_append_printf (turns, _("turn %u: %u"), turn, k);
        }
      g_print ("  %s: %u", gmp_balance_end_name (reason), n);
      if (turns->len > 0)
        g_print (" (%s)", turns->str);
      g_print ("\n");
    }

  if (n_ranked == 0)
    g_print ("%s\n", _("No Fort fell in any game."));
  else
    g_print ("%s\n", _("Cities whose Fort fell most often (Rules note 19):"));
  for (guint i = 0; i < MIN (n_ranked, (guint) GMP_BALANCE_CITIES_SHOWN); i++)
    {
      g_print ("  ");
      g_print (g_dngettext (GETTEXT_PACKAGE, "%s: %u game (%.1f %%)", "%s: %u games (%.1f %%)",
                            report->destroyed[order[i]]),
               board->cities[order[i]].name, report->destroyed[order[i]],
               report->games > 0 ? 100.0 * report->destroyed[order[i]] / report->games : 0.0);
      g_print ("\n");
    }
}

static int
run_balance (const GmpCliCommand  *command,
             int                   argc,
             char                **argv)
{
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GmpBalance) balance = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *games_text = NULL;
  g_autofree char *level_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *threads_text = NULL;
  g_autofree char *basename = NULL;
  guint64 games = 1000, seed = 1, threads = 0;
  GmpPlayerLevel level = GMP_PLAYER_STRONG;
  const GmpScenario *scenario;
  const char *title;
  gboolean json = FALSE;
  int status;
  const GOptionEntry entries[] = {
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games_text,
      N_("How many games to play (default: 1000)"), N_("N") },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level_text,
      N_("The computer player’s level on both sides: simple or strong (default)"), N_("LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the first game; game i has seed S + i (default: 1)"), N_("S") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &threads_text,
      N_("Threads to play on (default: one per core); the report is the same"), N_("T") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;
  if (games_text != NULL
      && !gmp_cli_parse_number (command, "--games", games_text, 1, 1000000, &games, &status))
    return status;
  if (seed_text != NULL && !gmp_cli_parse_seed (command, seed_text, &seed, &status))
    return status;
  if (threads_text != NULL
      && !gmp_cli_parse_number (command, "--threads", threads_text, 1, 256, &threads, &status))
    return status;
  if (level_text != NULL && !gmp_player_level_from_string (level_text, &level, &error))
    return gmp_cli_usage_error (command, "--level: %s", error->message);

  session = gmp_cli_load_playable_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);
  scenario = gmp_session_get_scenario (session);
  if (gmp_turn_is_over (scenario->state))
    {
      gmp_cli_printerr (_("%s: the game is over: there is nothing to play"), gmp_cli_quote (argv[1]));
      return GMP_CLI_EXIT_ERROR;
    }

  balance = gmp_balance_new (gmp_session_get_board (session), scenario, level, level,
                             (guint) games, seed);
  if (!gmp_balance_run (balance, (guint) threads, NULL, &error))
    return gmp_cli_fail (error);

  basename = g_path_get_basename (argv[1]);
  title = scenario->title != NULL && scenario->title[0] != '\0' ? scenario->title : basename;
  if (json)
    print_json (gmp_balance_get_report (balance), gmp_session_get_board (session), level, seed);
  else
    print_text (gmp_balance_get_report (balance), gmp_session_get_board (session),
                gmp_cli_quote (title), level, seed);
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_balance = {
  .name = "balance",
  .parameters = N_("SCENARIO"),
  .summary = N_("Play many games with the computer player on both sides and show the balance"),
  .run = run_balance,
};
