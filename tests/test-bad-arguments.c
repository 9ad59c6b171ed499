/* test-bad-arguments.c: the catalogue of hostile command-line arguments
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each case is a command line, the exit status it must give (2: a usage
 * error, 1: a rules or file error, gmp-cli.h) and its exact message on
 * stderr, in English (issue 19). Unit ids and steps are non-negative
 * integers in range, "--" ends the options, an empty name says it is
 * empty, and no message repeats more than GMP_QUOTE_MAX_CHARS characters
 * of what was typed. Adding a case is adding a row.
 *
 * In the rows, "@LONG" stands for 100,000 "y", and "@Y80" in a message for
 * the 80 of them it quotes. Every command runs in a folder holding
 * game.gmpscenario (a new game, seed 7) and a copy named -game.gmpscenario.
 */

#include "config.h"

#include <string.h>

#include "cli-runner.h"
#include "core/gmp-quote.h"

#define MAX_ARGS 10
#define LONG_LENGTH 100000

typedef struct {
  const char *args[MAX_ARGS];   /* NULL-terminated */
  int         status;
  const char *message;          /* all of stderr */
} BadArguments;

#define TRY(command) "Try “ginormopod-cli " command " --help” for more information.\n"
#define UNIT_ID(text) "ginormopod-cli: “" text "” is not a unit id: name one unit per Hit, " \
                      "e.g. units:3,3,17 (Rules note 12)\n"

static const BadArguments catalogue[] = {
  /* Hits by unit id: the '-' is part of what was typed, not a separator */
  { { "next", "game.gmpscenario", "--hits=-13", "--out", "out.gmpscenario" }, 2, UNIT_ID ("-13") },
  { { "next", "game.gmpscenario", "--hits=1-3", "--out", "out.gmpscenario" }, 2, UNIT_ID ("1-3") },
  { { "next", "game.gmpscenario", "--answer", "units:-13", "--out", "out.gmpscenario" }, 2,
    UNIT_ID ("-13") },
  { { "next", "game.gmpscenario", "--answer", "Unidades: 2,-0", "--out", "out.gmpscenario" }, 2,
    UNIT_ID ("-0") },
  { { "move", "game.gmpscenario", "MSP", "CHI", "--units=-1", "--out", "out.gmpscenario" }, 2,
    "ginormopod-cli move: There is no unit “-1”\n" TRY ("move") },
  { { "moves", "game.gmpscenario", "MSP", "--unit=-1" }, 2,
    "ginormopod-cli moves: There is no unit “-1”\n" TRY ("moves") },
  /* Steps and counts: digits only, in range */
  { { "replay", "game.gmpscenario", "--step", "-5" }, 2,
    "ginormopod-cli replay: --step wants a whole number from 0 to 4294967295, not “-5”\n"
    TRY ("replay") },
  { { "replay", "game.gmpscenario", "--step=+1" }, 2,
    "ginormopod-cli replay: --step wants a whole number from 0 to 4294967295, not “+1”\n"
    TRY ("replay") },
  { { "replay", "game.gmpscenario", "--step", " 1" }, 2,
    "ginormopod-cli replay: --step wants a whole number from 0 to 4294967295, not “ 1”\n"
    TRY ("replay") },
  { { "replay", "game.gmpscenario", "--step", "1.5" }, 2,
    "ginormopod-cli replay: --step wants a whole number from 0 to 4294967295, not “1.5”\n"
    TRY ("replay") },
  { { "replay", "game.gmpscenario", "--step", "99999999999999999999" }, 2,
    "ginormopod-cli replay: --step wants a whole number from 0 to 4294967295, "
    "not “99999999999999999999”\n" TRY ("replay") },
  /* A new game's history has no action yet */
  { { "replay", "game.gmpscenario", "--step", "1" }, 2,
    "ginormopod-cli replay: --step wants a whole number from 0 to 0, not “1”\n" TRY ("replay") },
  { { "undo", "game.gmpscenario", "--steps", "0", "--out", "out.gmpscenario" }, 2,
    "ginormopod-cli undo: --steps wants a whole number from 1 to 4294967295, not “0”\n"
    TRY ("undo") },
  { { "redo", "game.gmpscenario", "--steps=-1", "--out", "out.gmpscenario" }, 2,
    "ginormopod-cli redo: --steps wants a whole number from 1 to 4294967295, not “-1”\n"
    TRY ("redo") },
  { { "log", "game.gmpscenario", "--from", "0" }, 2,
    "ginormopod-cli log: --from wants a whole number from 1 to 4294967295, not “0”\n"
    TRY ("log") },
  { { "play", "game.gmpscenario", "--seed", "1", "--turns=-1" }, 2,
    "ginormopod-cli play: --turns wants a whole number from 0 to 65535, not “-1”\n"
    TRY ("play") },
  { { "new", "--seed=-1", "new.gmpscenario" }, 2,
    "ginormopod-cli new: --seed wants a whole number from 0 to 18446744073709551615, "
    "not “-1”\n" TRY ("new") },
  { { "new", "--seed", "1x", "new.gmpscenario" }, 2,
    "ginormopod-cli new: --seed wants a whole number from 0 to 18446744073709551615, "
    "not “1x”\n" TRY ("new") },
  /* "--" ends the options: a name that begins with "-" follows it */
  { { "show", "-game.gmpscenario" }, 2,
    "ginormopod-cli show: Unknown option -game.gmpscenario\n" TRY ("show") },
  { { "show", "--", "-game.gmpscenario" }, 0, "" },
  { { "validate", "--", "-game.gmpscenario" }, 0, "" },
  /* Empty names */
  { { "next", "game.gmpscenario", "--answer", "random", "--out", "" }, 2,
    "ginormopod-cli next: --out names no file: the name is empty\n" TRY ("next") },
  { { "replay", "game.gmpscenario", "--step", "0", "--out=" }, 2,
    "ginormopod-cli replay: --out names no file: the name is empty\n" TRY ("replay") },
  /* An empty positional argument is a usage error that names the argument */
  { { "show", "" }, 2, "ginormopod-cli show: The argument SCENARIO is empty: it names nothing\n"
    TRY ("show") },
  { { "new", "" }, 2, "ginormopod-cli new: The argument OUT is empty: it names nothing\n"
    TRY ("new") },
  { { "validate", "--", "" }, 2,
    "ginormopod-cli validate: The argument FILE is empty: it names nothing\n" TRY ("validate") },
  { { "render", "game.gmpscenario", "" }, 2,
    "ginormopod-cli render: The argument OUT.{png,svg,pdf} is empty: it names nothing\n"
    TRY ("render") },
  { { "moves", "game.gmpscenario", "" }, 2,
    "ginormopod-cli moves: The argument CITY is empty: it names nothing\n" TRY ("moves") },
  { { "move", "game.gmpscenario", "MSP", "", "--units=0", "--out", "out.gmpscenario" }, 2,
    "ginormopod-cli move: The argument TO is empty: it names nothing\n" TRY ("move") },
  /* What was typed is quoted at most 80 characters long, and harmless */
  { { "next", "game.gmpscenario", "--answer", "@LONG", "--out", "out.gmpscenario" }, 1,
    "ginormopod-cli: “@Y80” is not a legal answer to this question. The legal answers: "
    "random, swarm-1, swarm-2, swarm-3, wasp, roly-poly, human-a, human-b, human-c, drone, "
    "laser-tower, end-1, …\n" },
  { { "next", "game.gmpscenario", "--answer", "\033[2J", "--out", "out.gmpscenario" }, 1,
    "ginormopod-cli: “U+001B[2J” is not a legal answer to this question. The legal answers: "
    "random, swarm-1, swarm-2, swarm-3, wasp, roly-poly, human-a, human-b, human-c, drone, "
    "laser-tower, end-1, …\n" },
  { { "next", "game.gmpscenario", "--hits", "@LONG", "--out", "out.gmpscenario" }, 2,
    UNIT_ID ("@Y80") },
  { { "next", "game.gmpscenario", "--dice", "@LONG", "--answer", "random",
      "--out", "out.gmpscenario" }, 1,
    "ginormopod-cli: “@Y80” is not a die result (1 to 6)\n" },
  { { "moves", "game.gmpscenario", "@LONG" }, 2,
    "ginormopod-cli moves: There is no city “@Y80” on the board\n" TRY ("moves") },
  { { "odds", "game.gmpscenario", "CHI", "--fx", "@LONG" }, 2,
    "ginormopod-cli odds: There is no FX chit “@Y80” on the board\n" TRY ("odds") },
  { { "moves", "game.gmpscenario", "MSP", "--unit", "@LONG" }, 2,
    "ginormopod-cli moves: There is no unit “@Y80”\n" TRY ("moves") },
  { { "new", "--seed", "@LONG", "new.gmpscenario" }, 2,
    "ginormopod-cli new: --seed wants a whole number from 0 to 18446744073709551615, "
    "not “@Y80”\n" TRY ("new") },
  { { "show", "game.gmpscenario", "@LONG" }, 2,
    "ginormopod-cli show: Unexpected argument “@Y80”\n" TRY ("show") },
};

static char *tmp_dir;

/* The row's text with its placeholders filled in */
static char *
expand (const char *text)
{
  g_autofree char *y80 = g_strnfill (GMP_QUOTE_MAX_CHARS, 'y');
  g_autofree char *quoted = g_strconcat (y80, "…", NULL);
  g_autoptr(GString) expanded = g_string_new (text);

  if (g_str_equal (text, "@LONG"))
    {
      g_autofree char *long_text = g_strnfill (LONG_LENGTH, 'y');

      return g_strdup (long_text);
    }
  g_string_replace (expanded, "@Y80", quoted, 0);
  return g_string_free (g_steal_pointer (&expanded), FALSE);
}

static void
run_in_tmp_dir (CliRun            *run,
                const char *const *args)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, g_strdup (CLI_PATH));
  for (guint i = 0; i < MAX_ARGS && args[i] != NULL; i++)
    g_ptr_array_add (argv, expand (args[i]));
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_cwd (launcher, tmp_dir);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
test_case (gconstpointer data)
{
  const BadArguments *bad = data;
  g_autofree char *expected = expand (bad->message);
  g_autofree char *out = g_build_filename (tmp_dir, "out.gmpscenario", NULL);
  g_autofree char *created = g_build_filename (tmp_dir, "new.gmpscenario", NULL);
  g_auto(CliRun) run = { 0 };

  run_in_tmp_dir (&run, bad->args);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_cmpint (run.status, ==, bad->status);
  /* A refused command writes nothing */
  if (bad->status != 0)
    {
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (created, G_FILE_TEST_EXISTS));
    }
}

/* The messages are the user's language's: one of them in Portuguese */
static void
test_translated (void)
{
  g_autofree char *game = g_build_filename (tmp_dir, "game.gmpscenario", NULL);
  g_auto(CliRun) en = { 0 };
  g_auto(CliRun) pt = { 0 };

  cli_run_in (&en, "", "replay", game, "--step", "-5", NULL);
  cli_run_in (&pt, "pt_BR", "replay", game, "--step", "-5", NULL);
  g_assert_cmpint (pt.status, ==, 2);
  g_assert_nonnull (strstr (pt.err, "“-5”"));
  g_assert_cmpstr (pt.err, !=, en.err);
  g_assert_null (strstr (pt.err, "wants a whole number"));

  /* An empty argument is named by its Portuguese name in --help */
  g_clear_pointer (&pt.out, g_free);
  g_clear_pointer (&pt.err, g_free);
  cli_run_in (&pt, "pt_BR", "show", "", NULL);
  g_assert_cmpint (pt.status, ==, 2);
  g_assert_nonnull (strstr (pt.err, "O argumento CENÁRIO está vazio"));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *game = NULL;
  g_autofree char *dashed = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  int status;

  g_test_init (&argc, &argv, NULL);

  tmp_dir = g_dir_make_tmp ("gmp-bad-arguments-XXXXXX", &error);
  g_assert_no_error (error);
  game = g_build_filename (tmp_dir, "game.gmpscenario", NULL);
  cli_run (&run, "new", "--seed", "7", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_file_get_contents (game, &contents, NULL, &error);
  g_assert_no_error (error);
  dashed = cli_write_file (tmp_dir, "-game.gmpscenario", contents);

  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    {
      g_autofree char *path = g_strdup_printf ("/cli/bad-arguments/%02u-%s", i,
                                               catalogue[i].args[0]);

      g_test_add_data_func (path, &catalogue[i], test_case);
    }
  g_test_add_func ("/cli/bad-arguments/translated", test_translated);

  status = g_test_run ();
  cli_tmp_dir_remove (tmp_dir);
  return status;
}
