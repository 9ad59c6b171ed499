/* test-cli-files.c: ginormopod-cli and the files it reads and writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 11: an error a file causes exits 1, never 2, with its message;
 * render writes its picture atomically: a full disk leaves the old picture
 * whole, and a picture keeps its permissions; a command that writes the
 * game back to the file it read does not overwrite another program's save.
 */

#include "config.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <glib/gstdio.h>

#include "core/gmp-core.h"
#include "bad-catalogue.h"
#include "cli-runner.h"

#define FILE_SIZE_LIMIT 4096

static const char png_signature[] = "\x89PNG\r\n\x1a\n";

/* Every bad board of the catalogue (bad-catalogue.h) that validate reads
 * as a board: exit 1 and the catalogue's message. */
static void
test_bad_boards_exit_1 (void)
{
  g_autoptr(GPtrArray) paths = catalogue_list_boards ();

  for (guint i = 0; i < paths->len; i++)
    {
      g_autoptr(Expectation) expected = read_expectation (g_ptr_array_index (paths, i));
      g_auto(CliRun) run = { 0, };
      g_autofree char *contents = NULL;

      /* A file whose root is not <board> is read as a scenario, and may be one */
      g_assert_true (g_file_get_contents (expected->path, &contents, NULL, NULL));
      if (strstr (contents, "<board") == NULL)
        continue;

      cli_run (&run, "validate", expected->path, NULL);
      g_test_message ("%s", run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, expected->message));
    }
}

/* Files that are not games at all, or name a board nobody has */
static void
test_file_errors_exit_1 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmp-cli-files-XXXXXX", NULL);
  g_autofree char *unknown = g_test_build_filename (G_TEST_DIST, "data", "bad",
                                                    "unknown-board.gmpscenario", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.gmpscenario", NULL);
  g_autofree char *out = g_build_filename (dir, "out.png", NULL);
  const char *commands[] = { "validate", "show", "log", "render" };
  const char *files[] = { unknown, missing, dir };

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    for (guint f = 0; f < G_N_ELEMENTS (files); f++)
      {
        g_auto(CliRun) run = { 0, };

        if (g_str_equal (commands[c], "render"))
          cli_run (&run, "render", files[f], out, NULL);
        else
          cli_run (&run, commands[c], files[f], NULL);
        g_test_message ("%s %s: %d %s", commands[c], files[f], run.status, run.err);
        g_assert_cmpint (run.status, ==, 1);
      }
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  g_rmdir (dir);
}

/* A map 1 unit wide and 100000 high: at 1600 pixels wide the picture would be
 * 160 million high. The board's doing, so 1; a bad width is the caller's, 2. */
static void
test_picture_too_large_exit_1 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmp-cli-files-XXXXXX", NULL);
  g_autofree char *tiny_path = g_test_build_filename (G_TEST_DIST, "..", "fuzz", "corpus",
                                                      "board", "tiny.xml", NULL);
  g_autofree char *tiny = NULL;
  g_autoptr(GString) tall = NULL;
  g_autofree char *board = NULL;
  g_autofree char *out = g_build_filename (dir, "tall.png", NULL);
  g_auto(CliRun) run = { 0, };

  g_assert_true (g_file_get_contents (tiny_path, &tiny, NULL, NULL));
  tall = g_string_new (tiny);
  g_assert_cmpuint (g_string_replace (tall, "<map width=\"100\"", "<map width=\"1\"", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (tall, "height=\"100\"", "height=\"100000\"", 1), ==, 1);
  g_string_replace (tall, "x=\"50\"", "x=\"1\"", 1);
  g_string_replace (tall, "x=\"90\"", "x=\"1\"", 1);
  g_string_replace (tall, "x=\"10\"", "x=\"1\"", 1);
  board = cli_write_file (dir, "tall.xml", tall->str);

  cli_run (&run, "validate", board, NULL);
  g_assert_cmpint (run.status, ==, 0);

  cli_run (&run, "render", board, out, NULL);
  g_test_message ("%s", run.err);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "too large"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  cli_run (&run, "render", board, out, "--width", "99999", NULL);
  g_assert_cmpint (run.status, ==, 2);

  g_unlink (board);
  g_rmdir (dir);
}

/* ginormopod-cli with a file size limit: every write past it fails, as on a
 * full disk. */
static void
limit_file_size (gpointer data)
{
  struct rlimit limit = { FILE_SIZE_LIMIT, FILE_SIZE_LIMIT };

  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &limit);
}

static int
run_with_full_disk (const char * const *argv,
                    char              **err)
{
  g_autoptr(GSubprocessLauncher) launcher =
    g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_subprocess_launcher_set_child_setup (launcher, limit_file_size, NULL, NULL);
  process = g_subprocess_launcher_spawnv (launcher, argv, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, NULL, err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  return g_subprocess_get_exit_status (process);
}

static char *
list_folder (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, catalogue_compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* Issue 11: a full disk truncated an existing PNG to 0 bytes. Now the old
 * picture stays whole, the command exits 1, and nothing is left beside it.
 * A picture written keeps the old one's permissions. */
static void
test_render_atomic (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmp-cli-files-XXXXXX", NULL);
  g_autofree char *picture = g_build_filename (dir, "map.png", NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *err = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *board = g_test_build_filename (G_TEST_DIST, "..", "data", "boards",
                                                  GMP_DEFAULT_BOARD_ID ".xml", NULL);
  const char *argv[] = { CLI_PATH, "render", board, picture, NULL };
  gsize before_length, after_length;
  g_auto(CliRun) run = { 0, };
  GStatBuf st;

  /* A small first picture, private */
  cli_run (&run, "render", board, picture, "--width", "64", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpint (g_chmod (picture, 0600), ==, 0);
  g_assert_true (g_file_get_contents (picture, &before, &before_length, NULL));

  /* The full picture does not fit under the limit */
  g_assert_cmpint (run_with_full_disk (argv, &err), ==, 1);
  g_test_message ("%s", err);
  g_assert_true (g_file_get_contents (picture, &after, &after_length, NULL));
  g_assert_cmpuint (after_length, ==, before_length);
  g_assert_cmpmem (after, after_length, before, before_length);
  listed = list_folder (dir);
  g_assert_cmpstr (listed, ==, "map.png");
  g_clear_pointer (&after, g_free);

  /* Without the limit it is written, and stays private */
  cli_run (&run, "render", board, picture, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_get_contents (picture, &after, &after_length, NULL));
  g_assert_cmpuint (after_length, >, before_length);
  g_assert_cmpmem (after, 8, png_signature, 8);
  g_assert_cmpint (g_stat (picture, &st), ==, 0);
  g_assert_cmpuint (st.st_mode & 0777, ==, 0600);

  g_unlink (picture);
  g_rmdir (dir);
}

static char *
read_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

/* The game written back to the file it was read from, by one name or
 * another (a symbolic link, "./"): nobody else saved it, so each save
 * goes through. */
static void
test_same_file_saves (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmp-cli-files-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game.gmpscenario", NULL);
  g_autofree char *link = g_build_filename (dir, "latest.gmpscenario", NULL);
  g_autofree char *dotted = g_build_filename (dir, ".", "game.gmpscenario", NULL);
  g_autofree char *made = NULL;
  g_autofree char *drawn = NULL;
  g_autofree char *moved = NULL;
  g_auto(CliRun) run = { 0, };

  cli_run (&run, "new", "--seed", "5", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  made = read_text (game);
  g_assert_cmpint (symlink ("game.gmpscenario", link), ==, 0);

  /* The app draws the chit (Rules note 1), then the formation moves (note 4) */
  cli_run (&run, "next", game, "--answer", "random", "--seed", "9", "--out", dotted, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  drawn = read_text (game);
  g_assert_cmpstr (drawn, !=, made);
  cli_run (&run, "next", link, "--answer", "random", "--seed", "10", "--out", game, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  moved = read_text (game);
  g_assert_cmpstr (moved, !=, drawn);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));

  g_unlink (link);
  g_unlink (game);
  g_rmdir (dir);
}

/* Waits until a process has read path and closed it: the command has the
 * game in memory. */
static void
wait_for_read (int inotify_fd)
{
  struct pollfd ready = { inotify_fd, POLLIN, 0 };
  char events[4096];

  g_assert_cmpint (poll (&ready, 1, 60 * 1000), ==, 1);
  g_assert_cmpint (read (inotify_fd, events, sizeof events), >, 0);
}

/* Issue 11: another program saves the game while a command that read it
 * works on it: the command's save refuses (exit 1) and the other save is
 * kept. The folder's lock (gmp-file.h) holds the command's save back
 * until the other save is on disk. */
static void
test_same_file_changed_meanwhile (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmp-cli-files-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game.gmpscenario", NULL);
  g_autofree char *other = g_build_filename (dir, "other.gmpscenario", NULL);
  g_autofree char *other_text = NULL;
  g_autofree char *left = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0, };
  int inotify_fd, folder;

  cli_run (&run, "new", "--seed", "5", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run (&run, "new", "--seed", "6", other, NULL);
  g_assert_cmpint (run.status, ==, 0);
  other_text = read_text (other);

  folder = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  g_assert_cmpint (folder, >=, 0);
  g_assert_cmpint (flock (folder, LOCK_EX), ==, 0);
  inotify_fd = inotify_init1 (IN_CLOEXEC);
  g_assert_cmpint (inotify_fd, >=, 0);
  g_assert_cmpint (inotify_add_watch (inotify_fd, game, IN_CLOSE_NOWRITE), >=, 0);

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                              &error, CLI_PATH, "next", game, "--answer", "random",
                              "--seed", "9", "--out", game, NULL);
  g_assert_no_error (error);
  wait_for_read (inotify_fd);
  /* The other program's save, then the command may save */
  g_assert_true (g_file_set_contents (game, other_text, -1, &error));
  g_assert_no_error (error);
  close (folder);

  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_test_message ("%s", err);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_nonnull (strstr (err, "game.gmpscenario"));
  g_assert_nonnull (strstr (err, "changed by another program"));
  left = read_text (game);
  g_assert_cmpstr (left, ==, other_text);

  close (inotify_fd);
  g_unlink (game);
  g_unlink (other);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/cli/files/bad-boards-exit-1", test_bad_boards_exit_1);
  g_test_add_func ("/cli/files/file-errors-exit-1", test_file_errors_exit_1);
  g_test_add_func ("/cli/files/picture-too-large-exit-1", test_picture_too_large_exit_1);
  g_test_add_func ("/cli/files/render-atomic", test_render_atomic);
  g_test_add_func ("/cli/files/same-file-saves", test_same_file_saves);
  g_test_add_func ("/cli/files/same-file-changed-meanwhile", test_same_file_changed_meanwhile);

  return g_test_run ();
}
