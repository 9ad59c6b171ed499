/* test-cli-player.c: the computer player on the command line (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * play --swarm/--humans LEVEL: the same game for the same seed, the simple
 * level by default, a bad level refused in the user's language.
 */

#include "config.h"

#include "cli-runner.h"

static char *tmp_dir;

static char *
new_game (const char *name,
          const char *seed)
{
  g_auto(CliRun) run = { 0, };
  char *path = g_build_filename (tmp_dir, name, NULL);

  cli_run (&run, "new", "--seed", seed, "--force", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

static void
test_play_levels (void)
{
  g_autofree char *game = new_game ("levels.gmpscenario", "4");
  g_autofree char *out = g_build_filename (tmp_dir, "levels-out.gmpscenario", NULL);
  g_auto(CliRun) one = { 0, };
  g_auto(CliRun) two = { 0, };
  g_auto(CliRun) plain = { 0, };
  g_auto(CliRun) simple = { 0, };
  g_auto(CliRun) show = { 0, };
  g_autoptr(JsonNode) node = NULL;
  const char *winner;

  cli_run (&one, "play", game, "--seed", "9", "--swarm", "strong", "--humans", "strong",
           "--json", NULL);
  cli_run (&two, "play", game, "--seed", "9", "--swarm", "strong", "--humans", "strong",
           "--json", "--out", out, NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (one.out, ==, two.out);
  node = cli_parse_json (one.out);
  winner = json_object_get_string_member (json_node_get_object (node), "winner");
  g_assert_true (g_strcmp0 (winner, "swarm") == 0 || g_strcmp0 (winner, "humans") == 0);

  /* Every move and answer is in the file's history: undo works */
  cli_run (&show, "undo", out, "--out", out, NULL);
  g_assert_cmpint (show.status, ==, 0);

  /* The simple level is the default: the game of before */
  cli_run (&plain, "play", game, "--seed", "9", NULL);
  cli_run (&simple, "play", game, "--seed", "9", "--swarm", "simple", "--humans", "SIMPLE", NULL);
  g_assert_cmpint (plain.status, ==, 0);
  g_assert_cmpstr (plain.out, ==, simple.out);
}

static void
test_play_bad_level (void)
{
  g_autofree char *game = new_game ("bad-level.gmpscenario", "4");
  g_auto(CliRun) run = { 0, };

  cli_run_in (&run, "", "play", game, "--seed", "1", "--humans", "expert", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--humans"));
  g_assert_nonnull (strstr (run.err, "“expert” is not a level of the computer player"));
  cli_run_in (&run, "pt_BR", "play", game, "--seed", "1", "--swarm", "expert", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“expert” não é um nível do jogador do computador"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-cli-player-XXXXXX", NULL);
  g_test_add_func ("/cli/player/play-levels", test_play_levels);
  g_test_add_func ("/cli/player/play-bad-level", test_play_bad_level);
  status = g_test_run ();
  cli_tmp_dir_remove (tmp_dir);
  return status;
}
