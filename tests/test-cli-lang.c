/* test-cli-lang.c: ginormopod-cli in Brazilian Portuguese
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run with LANGUAGE=pt_BR and LANG=C.UTF-8, as on a machine with no
 * Portuguese locale: show, moves, odds (with "0,7 %" numbers), a refusal,
 * a bad file and a Portuguese answer, with no English left in them.
 */

#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "cli-runner.h"

static char *tmp_dir;

static void
assert_contains (const char *text,
                 const char *part)
{
  if (strstr (text, part) == NULL)
    g_error ("“%s” is not in:\n%s", part, text);
}

static void
assert_lacks (const char *text,
              const char *part)
{
  if (strstr (text, part) != NULL)
    g_error ("“%s” is in:\n%s", part, text);
}

/* A game at Swarm 1's activation (Rules note 4): Minneapolis' units may move */
static char *
activated_game (const char *name)
{
  g_autofree char *game = g_build_filename (tmp_dir, "new.gmpscenario", NULL);
  char *active = g_build_filename (tmp_dir, name, NULL);
  g_auto(CliRun) run = { 0 };

  g_unlink (game);
  cli_run_in (&run, "pt_BR", "new", "--seed", "11", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_in (&run, "pt_BR", "next", game, "--chit", "swarm-1", "--out", active, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "(Nota das regras 4)");
  g_unlink (game);
  return active;
}

/* The title the CLI gave the game is shown in the reader's language */
static void
test_show (void)
{
  g_autofree char *game = activated_game ("show.gmpscenario");
  g_auto(CliRun) pt = { 0 };
  g_auto(CliRun) en = { 0 };

  cli_run_in (&pt, "pt_BR", "show", game, NULL);
  g_assert_cmpint (pt.status, ==, 0);
  g_assert_true (g_str_has_prefix (pt.out, "Novo jogo (semente 11)\nTabuleiro: "));
  assert_contains (pt.out, "Turno 1 de 10");
  assert_contains (pt.out, "Nova York (NYC)");
  assert_lacks (pt.out, "New game");
  assert_lacks (pt.out, "Turn 1");

  cli_run_in (&en, "", "show", game, NULL);
  g_assert_true (g_str_has_prefix (en.out, "New game (seed 11)\nBoard: "));
  g_unlink (game);
}

static void
test_moves (void)
{
  g_autofree char *game = activated_game ("moves.gmpscenario");
  g_auto(CliRun) run = { 0 };

  /* Rules note 8: the move into Chicago's Fort ends there */
  cli_run_in (&run, "pt_BR", "moves", game, "MSP", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "Enxame 1 ativada");
  assert_contains (run.out, "saldo de 3 MP");
  assert_contains (run.out, "o movimento termina ali (Nota das regras 8)");
  assert_lacks (run.out, "Rules note");
  g_unlink (game);
}

/* Rules note 24: the odds' percentages with the decimal comma */
static void
test_odds (void)
{
  g_autofree char *game = activated_game ("odds.gmpscenario");
  g_autoptr(GRegex) english_number = g_regex_new ("[0-9]\\.[0-9]", 0, 0, NULL);
  g_autoptr(GRegex) portuguese_number = g_regex_new ("[0-9]+,[0-9] %", 0, 0, NULL);
  g_auto(CliRun) pt = { 0 };
  g_auto(CliRun) en = { 0 };
  g_auto(CliRun) json = { 0 };

  cli_run_in (&pt, "pt_BR", "odds", game, "CHI", "--from", "MSP", "--units", "0,1,2,3", NULL);
  g_assert_cmpint (pt.status, ==, 0);
  assert_contains (pt.out, "probabilidades exatas (Nota das regras 24)");
  assert_contains (pt.out, "Ninguém faz Retreat: ");
  g_assert_true (g_regex_match (portuguese_number, pt.out, 0, NULL));
  g_assert_false (g_regex_match (english_number, pt.out, 0, NULL));
  assert_lacks (pt.out, "Nobody Retreats");

  /* The same odds in English, with the decimal point and no space */
  cli_run_in (&en, "", "odds", game, "CHI", "--from", "MSP", "--units", "0,1,2,3", NULL);
  g_assert_true (g_regex_match_simple ("Nobody Retreats: [0-9]+\\.[0-9]%\n", en.out, 0, 0));

  /* JSON is for programs: '.' in every language */
  cli_run_in (&json, "pt_BR", "odds", game, "CHI", "--from", "MSP", "--units", "0,1,2,3",
                   "--json", NULL);
  g_assert_cmpint (json.status, ==, 0);
  json_node_unref (cli_parse_json (json.out));
  g_assert_true (g_regex_match (english_number, json.out, 0, NULL));
  g_unlink (game);
}

/* A move the rules refuse says why in Portuguese; a Portuguese answer is taken */
static void
test_refusal_and_answer (void)
{
  g_autofree char *game = activated_game ("refusal.gmpscenario");
  g_autofree char *out = g_build_filename (tmp_dir, "refused.gmpscenario", NULL);
  g_auto(CliRun) run = { 0 };

  cli_run_in (&run, "pt_BR", "move", game, "MSP", "NYC", "--units", "0", "--out", out, NULL);
  g_assert_cmpint (run.status, !=, 0);
  assert_contains (run.err, "nenhum caminho permitido chega a Nova York a partir de Minneapolis");
  assert_lacks (run.err, "New York");
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  /* "feito" ends the movement, as "done" would (Rules note 4) */
  cli_run_in (&run, "pt_BR", "next", game, "--answer", "feito", "--out", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_contains (run.out, "terminou o movimento");
  assert_contains (run.out, "Sorteie um chit do copo (Nota das regras 1)");
  g_unlink (game);
  g_unlink (out);
}

/* A broken file: what is wrong, in Portuguese, without libxml2's English */
static void
test_bad_file (void)
{
  g_autofree char *broken = cli_write_file (tmp_dir, "broken.gmpscenario",
                                            "<scenario version=\"2\"><title>x</titl></scenario>");
  g_autofree char *invalid = cli_write_file (tmp_dir, "invalid.gmpscenario",
                                             "<scenarioo version=\"2\"/>");
  g_auto(CliRun) run = { 0 };

  cli_run_in (&run, "pt_BR", "show", broken, NULL);
  g_assert_cmpint (run.status, ==, 1);
  assert_contains (run.err, "broken.gmpscenario:1: Não é um XML bem formado: "
                            "o elemento <title> é fechado por </titl>");
  assert_lacks (run.err, "Opening and ending tag");

  cli_run_in (&run, "pt_BR", "validate", invalid, NULL);
  g_assert_cmpint (run.status, !=, 0);
  assert_contains (run.out[0] != '\0' ? run.out : run.err, "Não segue o formato de arquivo");
  assert_lacks (run.err, "Expecting");
  assert_lacks (run.out, "Expecting");
  g_unlink (broken);
  g_unlink (invalid);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-test-cli-lang-XXXXXX", NULL);

  g_test_add_func ("/cli/lang/pt-BR/show", test_show);
  g_test_add_func ("/cli/lang/pt-BR/moves", test_moves);
  g_test_add_func ("/cli/lang/pt-BR/odds", test_odds);
  g_test_add_func ("/cli/lang/pt-BR/refusal-and-answer", test_refusal_and_answer);
  g_test_add_func ("/cli/lang/pt-BR/bad-file", test_bad_file);

  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
