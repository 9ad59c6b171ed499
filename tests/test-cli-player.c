/* test-cli-player.c: the computer player on the command line (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * play --swarm/--humans LEVEL: the same game for the same seed, the simple
 * level by default, a bad level refused in the user's language. balance:
 * the same report on one thread and on two. next --suggest: its answers are
 * legal, its moves are made by `move`, its odds are those of `odds`.
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

/* balance: the same seed, the same report, one thread or two */
static void
test_balance (void)
{
  g_autofree char *game = new_game ("balance.gmpscenario", "6");
  g_auto(CliRun) one = { 0, };
  g_auto(CliRun) two = { 0, };
  g_auto(CliRun) text = { 0, };
  g_autoptr(JsonNode) node = NULL;
  JsonObject *report;
  JsonArray *ends;
  gint64 ended = 0;

  cli_run (&one, "balance", game, "--games", "24", "--threads", "1", "--seed", "5", "--json",
           NULL);
  cli_run (&two, "balance", game, "--games", "24", "--threads", "2", "--seed", "5", "--json",
           NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (one.out, ==, two.out);
  node = cli_parse_json (one.out);
  report = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (report, "games"), ==, 24);
  g_assert_cmpstr (json_object_get_string_member (report, "level"), ==, "strong");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (report, "swarm"),
                                               "wins")
                   + json_object_get_int_member (json_object_get_object_member (report, "humans"),
                                                 "wins"), ==, 24);
  ends = json_object_get_array_member (report, "ends");
  for (guint i = 0; i < json_array_get_length (ends); i++)
    ended += json_object_get_int_member (json_array_get_object_element (ends, i), "games");
  g_assert_cmpint (ended, ==, 24);

  cli_run_in (&text, "", "balance", game, "--games", "8", "--level", "simple", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "8 games, the simple computer player on both sides"));
  g_assert_nonnull (strstr (text.out, "Swarm wins: "));
  g_assert_nonnull (strstr (text.out, "95 % interval"));
  g_assert_nonnull (strstr (text.out, "How the games end:"));
  cli_run_in (&text, "pt_BR", "balance", game, "--games", "8", "--level", "simple", NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Como as partidas terminam:"));
}

static void
test_balance_bad (void)
{
  g_autofree char *game = new_game ("balance-bad.gmpscenario", "6");
  g_auto(CliRun) run = { 0, };

  cli_run_in (&run, "", "balance", game, "--games", "0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--games"));
  cli_run_in (&run, "", "balance", game, "--level", "hard", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“hard” is not a level"));
  cli_run_in (&run, "", "balance", game, "--threads", "x", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run_in (&run, "", "balance", "/nonexistent/file.gmpscenario", NULL);
  g_assert_cmpint (run.status, ==, 1);
}

static JsonNode *
next_json (const char *game,
           gboolean    suggest)
{
  g_auto(CliRun) run = { 0, };

  if (suggest)
    cli_run (&run, "next", game, "--suggest", "--json", NULL);
  else
    cli_run (&run, "next", game, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  return cli_parse_json (run.out);
}

static gboolean
choices_have (JsonObject *question,
              const char *token)
{
  JsonArray *choices = json_object_get_array_member (question, "choices");

  for (guint i = 0; i < json_array_get_length (choices); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (choices, i),
                                                  "token"), token) == 0)
      return TRUE;
  return FALSE;
}

/* next --suggest: every suggested answer is one the question allows, every
 * suggested move is one `move` makes, and a suggested battle's odds are
 * those `odds` gives. The game goes on by the first suggestion each time. */
static void
test_suggest (void)
{
  g_autofree char *game = new_game ("suggest.gmpscenario", "8");
  guint moves = 0, answers = 0, with_odds = 0;

  for (guint step = 0; step < 40; step++)
    {
      g_autoptr(JsonNode) node = next_json (game, TRUE);
      JsonObject *root = json_node_get_object (node);
      JsonObject *question = json_object_get_object_member (root, "question");
      JsonArray *suggestions;
      JsonObject *first;
      g_auto(CliRun) run = { 0, };

      if (g_strcmp0 (json_object_get_string_member (question, "kind"), "none") == 0)
        break;
      suggestions = json_object_get_array_member (root, "suggestions");
      g_assert_cmpuint (json_array_get_length (suggestions), >=, 1);
      g_assert_cmpuint (json_array_get_length (suggestions), <=, 3);
      for (guint i = 0; i < json_array_get_length (suggestions); i++)
        {
          JsonObject *s = json_array_get_object_element (suggestions, i);
          const char *kind = json_object_get_string_member (s, "kind");

          g_assert_true (strlen (json_object_get_string_member (s, "why")) > 0);
          if (g_strcmp0 (kind, "answer") == 0)
            {
              g_assert_true (choices_have (question, json_object_get_string_member (s, "token")));
              answers++;
            }
          else if (g_strcmp0 (kind, "move") == 0)
            {
              g_autofree char *units = NULL;
              g_autofree char *out = g_build_filename (tmp_dir, "suggest-moved.gmpscenario", NULL);
              JsonArray *ids = json_object_get_array_member (s, "units");
              g_autoptr(GString) list = g_string_new (NULL);
              g_auto(CliRun) odds = { 0, };

              for (guint k = 0; k < json_array_get_length (ids); k++)
                g_string_append_printf (list, k > 0 ? ",%" G_GINT64_FORMAT : "%" G_GINT64_FORMAT,
                                        json_array_get_int_element (ids, k));
              units = g_strdup (list->str);
              /* Legal: the move is made */
              cli_run (&run, "move", game, json_object_get_string_member (s, "from"),
                       json_object_get_string_member (s, "to"), "--units", units, "--out", out,
                       NULL);
              g_assert_cmpint (run.status, ==, 0);
              if (!json_object_get_null_member (s, "odds"))
                {
                  g_autoptr(JsonNode) theirs = NULL;
                  JsonObject *mine = json_object_get_object_member (s, "odds");

                  cli_run (&odds, "odds", game, json_object_get_string_member (s, "to"), "--from",
                           json_object_get_string_member (s, "from"), "--units", units, "--json",
                           NULL);
                  g_assert_cmpint (odds.status, ==, 0);
                  theirs = cli_parse_json (odds.out);
                  g_assert_true (json_node_equal (
                    json_object_get_member (mine, "battle"),
                    json_array_get_element (json_object_get_array_member (
                      json_node_get_object (theirs), "odds"), 0)));
                  with_odds++;
                }
              moves++;
            }
        }

      /* On by the first suggestion */
      first = json_array_get_object_element (suggestions, 0);
      if (g_strcmp0 (json_object_get_string_member (first, "kind"), "move") == 0)
        {
          JsonArray *ids = json_object_get_array_member (first, "units");
          g_autoptr(GString) list = g_string_new (NULL);

          for (guint k = 0; k < json_array_get_length (ids); k++)
            g_string_append_printf (list, k > 0 ? ",%" G_GINT64_FORMAT : "%" G_GINT64_FORMAT,
                                    json_array_get_int_element (ids, k));
          cli_run (&run, "move", game, json_object_get_string_member (first, "from"),
                   json_object_get_string_member (first, "to"), "--units", list->str,
                   "--out", game, NULL);
        }
      else if (g_strcmp0 (json_object_get_string_member (first, "kind"), "fx") == 0)
        cli_run (&run, "next", game, "--fx", json_object_get_string_member (first, "chit"),
                 "--city", json_object_get_string_member (first, "to"), "--out", game, NULL);
      else
        cli_run (&run, "next", game, "--answer", json_object_get_string_member (first, "token"),
                 "--seed", "3", "--out", game, NULL);
      g_assert_cmpint (run.status, ==, 0);
    }
  g_assert_cmpuint (moves, >, 0);
  g_assert_cmpuint (answers, >, 0);
  (void) with_odds;
}

static void
test_suggest_text (void)
{
  g_autofree char *game = new_game ("suggest-text.gmpscenario", "8");
  g_auto(CliRun) run = { 0, };

  cli_run_in (&run, "", "next", game, "--suggest", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "The strong computer player suggests:"));
  g_assert_nonnull (strstr (run.out, "--answer random"));
  cli_run_in (&run, "pt_BR", "next", game, "--suggest", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "O jogador forte do computador sugere:"));
  /* With an answer: the advice is for the question that follows */
  cli_run_in (&run, "", "next", game, "--suggest", "--answer", "random", "--seed", "2", "--out",
              game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "The strong computer player suggests:"));
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
  g_test_add_func ("/cli/player/balance", test_balance);
  g_test_add_func ("/cli/player/balance-bad", test_balance_bad);
  g_test_add_func ("/cli/player/suggest", test_suggest);
  g_test_add_func ("/cli/player/suggest-text", test_suggest_text);
  status = g_test_run ();
  cli_tmp_dir_remove (tmp_dir);
  return status;
}
