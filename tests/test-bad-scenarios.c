/* test-bad-scenarios.c: the catalogue of bad scenarios (issue 11)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file of tests/data/bad/scenarios/ breaks one range or one rule. It is
 * refused with a translated message that names the file (and the line where
 * there is one) and what is wrong, the rules note included; the unchecked
 * loader (validate) never crashes on it either; and every command of the
 * command line that opens a game exits 1, never 2, on it. Run under valgrind
 * with `meson test --setup valgrind bad-scenarios`.
 */

#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "core/gmp-core.h"
#include "core/gmp-xml.h"

typedef struct {
  const char *name;   /* scenario-NAME.gmpscenario */
  int         code;   /* GMP_ERROR_* */
  int         line;   /* 0: the message names no line */
  const char *what;   /* a part of the message */
} BadScenario;

static const BadScenario catalogue[] = {
  /* Numbers that would wrap a sum, each with its range (docs/reliability.md) */
  { "fort-huge", GMP_ERROR_INVALID, 6, "Rules note 17" },
  { "fort-too-strong", GMP_ERROR_INVALID, 6, "at most 8, one die per strength point" },
  { "mp-used", GMP_ERROR_INVALID, 6, "mp-used=\"4294967295\" is out of range" },
  { "fx-mp", GMP_ERROR_INVALID, 5, "mp=\"4294967295\" is out of range" },
  { "step", GMP_ERROR_INVALID, 4, "step=\"4294967295\" is out of range" },
  { "ends-drawn", GMP_ERROR_INVALID, 4, "ends-drawn=\"4294967295\" is out of range" },
  { "unit-turn", GMP_ERROR_INVALID, 6, "from 0 to 10" },
  { "chit-turn", GMP_ERROR_INVALID, 6, "from 0 to 10" },
  { "danger-space", GMP_ERROR_INVALID, 5, "spaces 0 to 6" },
  { "history-done", GMP_ERROR_INVALID, 5, "more actions done (3)" },
  /* Clear messages */
  { "board-path", GMP_ERROR_INVALID, 2, "board=\"../x\" is not a board id" },
  { "board-unknown", GMP_ERROR_UNKNOWN_BOARD, 2, "which is not installed" },
  { "newer-version", GMP_ERROR_SCHEMA, 0, "made by a newer version of the app" },
  /* A schema error inside an optional part names its line and element
   * (issue 19); before, <scenario> was blamed for holding <log> or <chits> */
  { "history-record", GMP_ERROR_SCHEMA, 424,
    "Does not follow the file format: the attribute “record” is not allowed on the element "
    "<action>, or its value is wrong" },
  { "danger-attribute", GMP_ERROR_SCHEMA, 112,
    "Does not follow the file format: the attribute “colour” is not allowed on the element "
    "<danger>, or its value is wrong" },
  /* Solo play (issue 21): who the computer plays, each value named */
  { "computer-level", GMP_ERROR_INVALID, 6,
    "<computer level=\"mighty\">: “mighty” is not a level of the computer player" },
  { "computer-side", GMP_ERROR_INVALID, 6, "<computer side=\"aliens\">: the computer plays a side" },
  { "computer-twice", GMP_ERROR_INVALID, 7, "<computer side=\"humans\"> is given twice" },
  { "snapshot-v1", GMP_ERROR_INVALID, 6, "Rules note 39" },
  { "snapshot-v2", GMP_ERROR_INVALID, 6, "ATLANTIS" },
  /* Rules note 9: a waiting move needs its units, and no combat beside it */
  { "pending-no-units", GMP_ERROR_INVALID, 0, "no unit waits to go on with it (Rules note 9)" },
  { "pending-beside-combat", GMP_ERROR_INVALID, 0, "beside a Combat under way" },
  /* Rules-impossible states */
  { "fence", GMP_ERROR_INVALID, 0, "Rules note 10" },
  { "hive-at-start", GMP_ERROR_INVALID, 0, "a hive of the Swarm, before the game has begun" },
  { "log-later-turn", GMP_ERROR_INVALID, 9, "from turn 5" },
  { "log-unknown-unit", GMP_ERROR_INVALID, 9, "names unit 99" },
  { "ally-activated", GMP_ERROR_INVALID, 0, "has not arrived (Rules note 23)" },
  { "ally-on-map", GMP_ERROR_INVALID, 0, "has not arrived (Rules note 23)" },
};

static char *
catalogue_path (const BadScenario *bad)
{
  g_autofree char *file = g_strdup_printf ("scenario-%s.gmpscenario", bad->name);

  return g_test_build_filename (G_TEST_DIST, "data", "bad", "scenarios", file, NULL);
}

static void
test_refused (gconstpointer data)
{
  const BadScenario *bad = data;
  g_autofree char *path = catalogue_path (bad);
  g_autofree char *base = g_filename_display_name (path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);

  g_assert_null (scenario);
  g_assert_error (error, GMP_ERROR, bad->code);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, base));
  if (bad->line > 0)
    {
      g_autofree char *located = g_strdup_printf ("%s:%d: ", base, bad->line);

      g_assert_true (g_str_has_prefix (error->message, located));
    }
  g_assert_nonnull (strstr (error->message, bad->what));
}

/* validate's loader keeps what breaks only the rules so that all of it is
 * listed: such a file must list a problem that blocks play, or be refused
 * as the checked loader refuses it, and nothing crashes on the way. */
static void
test_unchecked (gconstpointer data)
{
  const BadScenario *bad = data;
  g_autofree char *path = catalogue_path (bad);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  gboolean blocked = FALSE;

  bytes = gmp_xml_read_file (path, &error);
  g_assert_no_error (error);
  scenario = gmp_scenario_load_bytes_unchecked (bytes, path, &error);
  if (scenario == NULL)
    {
      g_assert_nonnull (error);
      return;
    }

  problems = gmp_state_validate_game (scenario->state);
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      blocked |= gmp_problem_blocks_play (problem)
                 || problem->kind == GMP_PROBLEM_HIVE_AT_START;
    }
  g_assert_true (blocked);
}

/* Every command that opens a game: a file's fault is exit status 1, a
 * usage error's 2 (gmp-cli.h) */
static void
test_cli_exit_status (gconstpointer data)
{
  const BadScenario *bad = data;
  g_autofree char *path = catalogue_path (bad);
  g_autofree char *dir = g_dir_make_tmp ("gmp-bad-scenarios-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "out.gmpscenario", NULL);
  g_autofree char *out_arg = g_strconcat ("--out=", out, NULL);
  g_autofree char *png = g_build_filename (dir, "out.png", NULL);
  const char *commands[][6] = {
    { "validate", path, NULL },
    { "show", path, NULL },
    { "log", path, NULL },
    { "next", path, NULL },
    { "replay", path, NULL },
    { "moves", path, "CHI", NULL },
    { "odds", path, "CHI", NULL },
    { "combat", path, "CHI", "--dice=1", NULL },
    { "move", path, "MSP", "DSM", "--units=0", NULL },
    { "play", path, "--seed=1", NULL },
    { "undo", path, NULL },
    { "redo", path, NULL },
    { "render", path, png, NULL },
  };

  g_assert_nonnull (dir);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_autoptr(GPtrArray) argv = g_ptr_array_new ();
      g_autoptr(GError) error = NULL;
      g_autofree char *err = NULL;
      int status;

      g_ptr_array_add (argv, (gpointer) CLI_PATH);
      for (guint k = 0; commands[i][k] != NULL; k++)
        g_ptr_array_add (argv, (gpointer) commands[i][k]);
      if (g_str_equal (commands[i][0], "move") || g_str_equal (commands[i][0], "undo")
          || g_str_equal (commands[i][0], "redo"))
        g_ptr_array_add (argv, out_arg);
      g_ptr_array_add (argv, NULL);

      g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                                   G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err,
                                   &status, &error));
      g_assert_no_error (error);
      g_test_message ("%s %s: %s", commands[i][0], bad->name, err);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 1);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
      g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    {
      g_autofree char *refused = g_strdup_printf ("/core/bad-scenarios/refused/%s",
                                                  catalogue[i].name);
      g_autofree char *unchecked = g_strdup_printf ("/core/bad-scenarios/unchecked/%s",
                                                    catalogue[i].name);
      g_autofree char *cli = g_strdup_printf ("/core/bad-scenarios/cli-exit-1/%s",
                                              catalogue[i].name);

      g_test_add_data_func (refused, &catalogue[i], test_refused);
      g_test_add_data_func (unchecked, &catalogue[i], test_unchecked);
      g_test_add_data_func (cli, &catalogue[i], test_cli_exit_status);
    }

  return g_test_run ();
}
