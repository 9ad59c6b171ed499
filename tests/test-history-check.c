/* test-history-check.c: a saved game's history is replayed when it is
 * opened (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each file of tests/data/bad/histories/ is a game two turns in whose
 * history was changed by hand (its second line says how). Opening it
 * replays the history: the message names the file, the action and why; a
 * history whose done part does not replay is dropped, so the game opens as
 * saved, its undo refuses with the reason and it is never written again;
 * undone actions that cannot be redone are dropped alone. validate exits 1
 * with the message, and a command that writes the game writes it without
 * the broken history.
 */

#include "config.h"

#include <string.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "core/gmp-core.h"

typedef struct {
  const char *name;      /* history-NAME.gmpscenario */
  gboolean    dropped;   /* the whole history, else only its redo branch */
  const char *message;   /* after "FILE: " */
} BadHistory;

static const BadHistory catalogue[] = {
  { "illegal-move", TRUE,
    "The game’s history cannot be replayed: action 6 of 76 (Move 1 unit to "
    "Boston) fails: The rules: each city entered costs one movement point; "
    "reaching Boston costs at least 8 MP, but the units have 2 MP left (a "
    "group has the MP of its slowest unit); the game opens as it was "
    "saved, without its history" },
  { "dice", TRUE,
    "The game’s history cannot be replayed: action 12 of 76 (Answer the "
    "question) fails: The recorded dice and draws do not fit this game: it "
    "did not go the way it was recorded; the game opens as it was saved, "
    "without its history" },
  { "log", TRUE,
    "The game’s history cannot be replayed: action 14 of 76 (Answer the "
    "question) fails: it logs “Combat in Houston (11 dice). Hits taken: "
    "the Swarm 1, the Humans 3. The Humans Retreat: they took more Hits "
    "(Rules note 13). Dice: 3 4 4 5 5 1 5 1 4 2 4.” where the file’s log "
    "has “Combat in Houston (11 dice). Hits taken: the Swarm 1, the Humans "
    "3. The Humans Retreat: they took more Hits (Rules note 13). Dice: 3 4 "
    "4 5 6 1 5 1 4 2 4.” (entry 54); the game opens as it was saved, "
    "without its history" },
  { "middle", TRUE,
    "The game’s history cannot be replayed: action 24 of 76 (Answer the "
    "question) fails: it logs “Drew Human A from the cup.” where the "
    "file’s log has “Drew Roly Poly from the cup.” (entry 80); the game "
    "opens as it was saved, without its history" },
  { "position", TRUE,
    "The game’s history cannot be replayed: its 76 actions done lead to "
    "another position than the one saved; the game opens as it was saved, "
    "without its history" },
  { "start", TRUE,
    "The game’s history starts from another position than the one saved, "
    "with no action done; the game opens as it was saved, without its "
    "history" },
  { "redo", FALSE,
    "The undone actions of the game’s history cannot be redone: action 71 "
    "of 76 (Answer the question) fails: That is not a legal answer to "
    "“Swarm: choose the Combat of Formation Swarm 1 to resolve next (Rules "
    "note 4)”; they are dropped, and the game opens as it was saved" },
};

static char *
catalogue_path (const BadHistory *bad)
{
  g_autofree char *file = g_strdup_printf ("history-%s.gmpscenario", bad->name);

  return g_test_build_filename (G_TEST_DIST, "data", "bad", "histories", file, NULL);
}

static char *
expected_message (const BadHistory *bad,
                  const char       *path)
{
  g_autofree char *display = g_filename_display_name (path);

  return g_strdup_printf ("%s: %s", display, bad->message);
}

static void
test_opened (gconstpointer data)
{
  const BadHistory *bad = data;
  g_autofree char *path = catalogue_path (bad);
  g_autofree char *message = expected_message (bad, path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) saved = gmp_scenario_load_file (path, &error);
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const GError *history_error;
  guint n_done;

  g_assert_no_error (error);
  n_done = saved->n_done;
  session = gmp_session_load_file (path, &error);
  g_assert_no_error (error);
  history_error = gmp_session_get_history_error (session);
  g_assert_nonnull (history_error);
  g_test_message ("%s", history_error->message);
  g_assert_cmpstr (history_error->message, ==, message);

  /* The game is as saved, whatever its history */
  g_assert_true (gmp_state_equal (gmp_session_get_state (session), saved->state));
  bytes = gmp_session_to_bytes (session);
  if (bad->dropped)
    {
      g_assert_cmpuint (gmp_session_get_n_actions (session), ==, 0);
      g_assert_false (gmp_session_can_undo (session));
      g_assert_false (gmp_session_undo (session, &error));
      g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
      g_assert_cmpstr (error->message, ==, message);
      /* Never written again */
      g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), (gssize) g_bytes_get_size (bytes),
                                   "<history"));
    }
  else
    {
      /* What was done stays undoable; the undone actions are gone */
      g_assert_cmpuint (gmp_session_get_n_done (session), ==, n_done);
      g_assert_cmpuint (gmp_session_get_n_actions (session), ==, n_done);
      g_assert_true (gmp_session_undo (session, &error));
      g_assert_no_error (error);
    }
}

static guint
count_actions (const char *text)
{
  guint n = 0;

  for (const char *p = strstr (text, "<action "); p != NULL; p = strstr (p + 1, "<action "))
    n++;
  return n;
}

static int
run_cli (const char *const *args,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) CLI_PATH);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                               NULL, NULL, NULL, err, &status, &error));
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static void
test_cli (gconstpointer data)
{
  const BadHistory *bad = data;
  g_autofree char *path = catalogue_path (bad);
  g_autofree char *message = expected_message (bad, path);
  g_autofree char *line = g_strdup_printf ("ginormopod-cli: %s\n", message);
  g_autofree char *dir = g_dir_make_tmp ("gmp-history-XXXXXX", NULL);
  g_autofree char *out = g_build_filename (dir, "out.gmpscenario", NULL);
  g_autofree char *written = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;

  /* validate: the reason, exit 1 */
  g_assert_cmpint (run_cli ((const char *[]) { "validate", path, NULL }, &err), ==, 1);
  g_assert_cmpstr (err, ==, line);
  g_clear_pointer (&err, g_free);

  /* undo: refused with the reason when the history was dropped */
  g_assert_cmpint (run_cli ((const char *[]) { "undo", path, "--out", out, NULL }, &err), ==,
                   bad->dropped ? 1 : 0);
  if (bad->dropped)
    {
      g_autofree char *twice = g_strconcat (line, line, NULL);

      /* said when opened, and as undo's refusal */
      g_assert_cmpstr (err, ==, twice);
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }
  g_clear_pointer (&err, g_free);

  /* a command that writes the game: its history starts from the game as
   * saved, the broken one is not written on; undone actions that could
   * not be redone are not either */
  if (bad->dropped)
    {
      g_assert_cmpint (run_cli ((const char *[]) { "next", path, "--answer", "pass", "--out",
                                                    out, NULL }, &err), ==, 0);
      g_assert_cmpstr (err, ==, line);
    }
  g_assert_true (g_file_get_contents (out, &written, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (written, bad->dropped ? "<history done=\"1\">" : "<history done=\"69\">"));
  g_assert_cmpuint (count_actions (written), ==, bad->dropped ? 1 : 70);
  g_assert_cmpint (g_unlink (out), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (catalogue); i++)
    {
      g_autofree char *opened = g_strdup_printf ("/core/history-check/opened/%s",
                                                 catalogue[i].name);
      g_autofree char *cli = g_strdup_printf ("/core/history-check/cli/%s", catalogue[i].name);

      g_test_add_data_func (opened, &catalogue[i], test_opened);
      g_test_add_data_func (cli, &catalogue[i], test_cli);
    }

  return g_test_run ();
}
