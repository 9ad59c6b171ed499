/* gmp-cli-play.c: ginormopod-cli play SCENARIO --seed N [--turns K] [--swarm L] [--humans L]
 *                 [--out FILE]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Plays automatically with seeded dice and prints the log. Each side is
 * played by the computer player at a level (gmp-player.h): --swarm and
 * --humans, simple (random legal moves and choices) unless told.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-player.h"
#include "core/gmp-turn.h"
#include "gmp-cli.h"

static int
run_play (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpSession) session = NULL;
  const GmpLog *log;
  guint first, last_turn;
  g_autoptr(GError) error = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *out = NULL;
  gboolean json = FALSE;
  g_autofree char *turns_text = NULL;
  g_autofree char *swarm_text = NULL;
  g_autofree char *humans_text = NULL;
  g_autoptr(GmpPlayer) swarm = NULL;
  g_autoptr(GmpPlayer) humans = NULL;
  GmpPlayer *players[GMP_N_SIDES];
  GmpPlayerLevel levels[GMP_N_SIDES] = { GMP_PLAYER_SIMPLE, GMP_PLAYER_SIMPLE };
  int status;
  guint64 seed, turns = 0;
  const GmpState *state;
  const GOptionEntry entries[] = {
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed for the dice and the choices"), N_("N") },
    { "turns", 't', 0, G_OPTION_ARG_STRING, &turns_text,
      N_("Stop when this many more turns are over (default: play to the end)"), N_("K") },
    { "swarm", 0, 0, G_OPTION_ARG_STRING, &swarm_text,
      N_("The computer player’s level for the Swarm: simple (default) or strong"), N_("LEVEL") },
    { "humans", 0, 0, G_OPTION_ARG_STRING, &humans_text,
      N_("The computer player’s level for the Humans: simple (default) or strong"), N_("LEVEL") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Where to write the game at the end"), N_("FILE") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;
  if (seed_text == NULL)
    return gmp_cli_usage_error (command, _("--seed is required"));
  if (!gmp_cli_parse_seed (command, seed_text, &seed, &status))
    return status;
  if (turns_text != NULL
      && !gmp_cli_parse_number (command, "--turns", turns_text, 0, G_MAXUINT16, &turns, &status))
    return status;
  for (guint side = 0; side < GMP_N_SIDES; side++)
    {
      const char *text = side == GMP_SIDE_SWARM ? swarm_text : humans_text;

      if (text != NULL && !gmp_player_level_from_string (text, &levels[side], &error))
        return gmp_cli_usage_error (command, "%s: %s", side == GMP_SIDE_SWARM ? "--swarm" : "--humans",
                                    error->message);
    }
  swarm = gmp_player_new (levels[GMP_SIDE_SWARM]);
  humans = gmp_player_new (levels[GMP_SIDE_HUMANS]);
  players[GMP_SIDE_SWARM] = swarm;
  players[GMP_SIDE_HUMANS] = humans;

  session = gmp_cli_load_playable_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);

  /* The game's log goes on in the file; this run prints its own entries */
  first = gmp_session_get_log (session) != NULL
          ? gmp_log_get_n_entries (gmp_session_get_log (session)) : 0;
  last_turn = turns > 0 ? gmp_session_get_state (session)->turn + (guint) turns - 1 : 0;
  /* One seeded source for the dice and the policy's choices, so a seed
   * plays the same game every time */
  gmp_session_set_dice (session, gmp_dice_new_seeded (seed));
  /* A game that starts here gets its setup rules first (Rules note 3) */
  if (!gmp_session_start (session, GMP_SETUP_DEFAULT, NULL, &error))
    return gmp_cli_fail (error);
  /* Every move and answer is an action of the game's history: undo works */
  if (!gmp_player_play_session (session, players, last_turn, &error))
    return gmp_cli_fail (error);
  if (out != NULL && !gmp_cli_save_session (session, out, &error))
    return gmp_cli_fail (error);
  state = gmp_session_get_state (session);
  log = gmp_session_get_log (session);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, state->turn);
      json_builder_set_member_name (builder, "phase");
      json_builder_add_string_value (builder, gmp_phase_to_string (state->phase));
      json_builder_set_member_name (builder, "winner");
      json_builder_add_string_value (builder, state->winner == GMP_WINNER_SWARM ? "swarm"
                                              : state->winner == GMP_WINNER_HUMANS ? "humans"
                                              : "none");
      gmp_cli_add_end_json (builder, state);
      json_builder_set_member_name (builder, "log");
      json_builder_begin_array (builder);
      for (guint i = first; log != NULL && i < gmp_log_get_n_entries (log); i++)
        {
          const GmpLogEntry *entry = gmp_log_get_entry (log, i);
          g_autofree char *line = gmp_log_entry_to_string_at (log, i, state->board);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "turn");
          json_builder_add_int_value (builder, entry->turn);
          json_builder_set_member_name (builder, "phase");
          json_builder_add_string_value (builder, gmp_phase_to_string (entry->phase));
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, gmp_log_kind_to_string (entry->kind));
          json_builder_set_member_name (builder, "text");
          json_builder_add_string_value (builder, line);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  else
    {
      for (guint i = first; log != NULL && i < gmp_log_get_n_entries (log); i++)
        {
          const GmpLogEntry *entry = gmp_log_get_entry (log, i);
          g_autofree char *line = gmp_log_entry_to_string_at (log, i, state->board);

          g_print ("%2u %-9s %s\n", entry->turn, gmp_phase_get_name (entry->phase), line);
        }
      if (out != NULL)
        {
          g_print (_("Wrote %s"), out);
          g_print ("\n");
        }
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_play = {
  .name = "play",
  .parameters = N_("SCENARIO"),
  .summary = N_("Play automatically with seeded dice and print the game log"),
  .run = run_play,
};
