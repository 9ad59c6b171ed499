/* test-file.c: gmp_file_replace_contents(), the way saves and pictures are written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A save keeps the old file's permissions, writes through symbolic links,
 * leaves no temporary file after an error, waits for or refuses a second
 * process saving in the same folder, and a process killed at any point of a
 * save leaves the old file or the new one, whole; a save that expects the
 * file as it was read refuses when another program saved over it since
 * (issue 11).
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <glib/gstdio.h>

#include "core/gmp-error.h"
#include "core/gmp-file.h"

#define KILL_ROUNDS 150
#define CONCURRENT_SAVES 40

/* A folder of its own per test, removed with what is left in it. */
typedef struct {
  char *dir;
} Fixture;

static void
fixture_setup (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  fixture->dir = g_dir_make_tmp ("gmp-file-XXXXXX", &error);
  g_assert_no_error (error);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_teardown (Fixture       *fixture,
                  gconstpointer  data)
{
  remove_tree (fixture->dir);
  g_free (fixture->dir);
}

static char *
path_in (Fixture    *fixture,
         const char *name)
{
  return g_build_filename (fixture->dir, name, NULL);
}

static void
write_plain (const char *path,
             const char *contents,
             mode_t      mode)
{
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, mode), ==, 0);
}

static char *
read_all (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static mode_t
mode_of (const char *path)
{
  GStatBuf st;

  g_assert_cmpint (g_stat (path, &st), ==, 0);
  return st.st_mode & 07777;
}

static void
save (const char *path,
      const char *contents)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_file_replace_contents (path, contents, strlen (contents), &error));
  g_assert_no_error (error);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in the folder, sorted and joined by spaces: what a save left. */
static char *
list_folder (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* Permissions */

static void
test_new_file_mode (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "new.gmpscenario");
  g_autofree char *private_path = path_in (fixture, "private.gmpscenario");
  g_autofree char *contents = NULL;
  mode_t old_mask = umask (022);

  save (path, "new");
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "new");
  /* As any program creates a file: 0666 minus the umask */
  g_assert_cmpuint (mode_of (path), ==, 0644);

  umask (077);
  save (private_path, "private");
  g_assert_cmpuint (mode_of (private_path), ==, 0600);
  umask (old_mask);
}

/* Issue 11: a 0600 game with hidden Guard values became 0644 */
static void
test_keeps_mode (Fixture       *fixture,
                 gconstpointer  data)
{
  const mode_t modes[] = { 0600, 0640, 0444, 0755 };
  mode_t old_mask = umask (022);

  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autofree char *name = g_strdup_printf ("game-%o.gmpscenario", (guint) modes[i]);
      g_autofree char *path = path_in (fixture, name);
      g_autofree char *contents = NULL;

      write_plain (path, "old", modes[i]);
      save (path, "new contents");
      contents = read_all (path);
      g_assert_cmpstr (contents, ==, "new contents");
      g_assert_cmpuint (mode_of (path), ==, modes[i]);
    }
  umask (old_mask);
}

/* Symbolic links */

static void
test_symlink (Fixture       *fixture,
              gconstpointer  data)
{
  g_autofree char *saves = path_in (fixture, "saves");
  g_autofree char *target = g_build_filename (saves, "game.gmpscenario", NULL);
  g_autofree char *link = path_in (fixture, "game.gmpscenario");
  g_autofree char *chain = path_in (fixture, "latest.gmpscenario");
  g_autofree char *read_back = NULL;
  g_autofree char *link_text = NULL;
  g_autofree char *listed = NULL;
  g_autofree char *listed_saves = NULL;

  g_assert_cmpint (g_mkdir (saves, 0755), ==, 0);
  write_plain (target, "old", 0600);
  /* A relative link, and a link to that link */
  g_assert_cmpint (symlink ("saves/game.gmpscenario", link), ==, 0);
  g_assert_cmpint (symlink (link, chain), ==, 0);

  save (chain, "through two links");

  read_back = read_all (target);
  g_assert_cmpstr (read_back, ==, "through two links");
  g_assert_cmpuint (mode_of (target), ==, 0600);
  /* The links are still links, pointing where they did */
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_test (chain, G_FILE_TEST_IS_SYMLINK));
  link_text = g_file_read_link (link, NULL);
  g_assert_cmpstr (link_text, ==, "saves/game.gmpscenario");
  /* The temporary file was beside the target, and is gone */
  listed = list_folder (fixture->dir);
  g_assert_cmpstr (listed, ==, "game.gmpscenario latest.gmpscenario saves");
  listed_saves = list_folder (saves);
  g_assert_cmpstr (listed_saves, ==, "game.gmpscenario");
}

/* A link to a file not written yet: the file is created where it points */
static void
test_dangling_symlink (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *link = path_in (fixture, "game.gmpscenario");
  g_autofree char *target = path_in (fixture, "real.gmpscenario");
  g_autofree char *contents = NULL;

  g_assert_cmpint (symlink (target, link), ==, 0);
  save (link, "first save");
  contents = read_all (target);
  g_assert_cmpstr (contents, ==, "first save");
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
}

static void
test_symlink_loop (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autofree char *a = path_in (fixture, "a");
  g_autofree char *b = path_in (fixture, "b");
  g_autofree char *listed = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (symlink ("b", a), ==, 0);
  g_assert_cmpint (symlink ("a", b), ==, 0);
  g_assert_false (gmp_file_replace_contents (a, "x", 1, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  listed = list_folder (fixture->dir);
  g_assert_cmpstr (listed, ==, "a b");
}

/* Errors leave the old file and nothing else */

static void
test_not_a_file (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *folder = path_in (fixture, "folder.gmpscenario");
  g_autofree char *missing = g_build_filename (fixture->dir, "no-such-folder", "game", NULL);
  g_autofree char *listed = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_false (gmp_file_replace_contents (folder, "x", 1, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "folder"));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  g_clear_error (&error);

  g_assert_false (gmp_file_replace_contents (missing, "x", 1, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);

  listed = list_folder (fixture->dir);
  g_assert_cmpstr (listed, ==, "folder.gmpscenario");
}

/* A full disk, as a file size limit: the write fails half-way. Done in a
 * child, as the limit is the process's. */
static void
test_full_disk (Fixture       *fixture,
                gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *contents = NULL;
  g_autofree char *listed = NULL;
  int status;
  pid_t pid;

  write_plain (path, "the old game, whole", 0600);

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      struct rlimit limit = { 4096, 4096 };
      g_autofree char *big = g_malloc0 (64 * 1024);
      GError *error = NULL;
      gboolean saved;

      signal (SIGXFSZ, SIG_IGN);
      setrlimit (RLIMIT_FSIZE, &limit);
      saved = gmp_file_replace_contents (path, big, 64 * 1024, &error);
      /* 0: refused with an I/O error, as it must be */
      _exit (!saved && g_error_matches (error, GMP_ERROR, GMP_ERROR_IO) ? 0 : 1);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "the old game, whole");
  g_assert_cmpuint (mode_of (path), ==, 0600);
  listed = list_folder (fixture->dir);
  g_assert_cmpstr (listed, ==, "game.gmpscenario");
}

/* Kills */

/* Two games of 256 KiB that differ in every byte: a mixture of the two, or
 * a short file, is neither. */
static char *
make_game (char fill)
{
  gsize length = 256 * 1024;
  char *game = g_malloc (length + 1);

  memset (game, fill, length);
  memcpy (game, "<scenario>", 10);
  memcpy (game + length - 11, "</scenario>", 11);
  game[length] = '\0';
  return game;
}

static G_NORETURN void
save_forever (const char *path,
              const char *a,
              const char *b)
{
  for (guint i = 0;; i++)
    {
      const char *game = i % 2 == 0 ? b : a;

      if (!gmp_file_replace_contents (path, game, strlen (game), NULL))
        _exit (1);
    }
}

/* Issue 11: a child saves in a loop and is killed (SIGKILL) at random
 * points. The game is always one of the two complete files. The only file
 * a kill may leave is the fully written ".NAME.saving" of the instant
 * between linking it and renaming it, which the next save removes. */
static void
test_kill_while_saving (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *temp = path_in (fixture, ".game.gmpscenario.saving");
  g_autofree char *a = make_game ('a');
  g_autofree char *b = make_game ('b');
  guint n_a = 0, n_b = 0, n_left = 0;

  save (path, a);

  for (guint round = 0; round < KILL_ROUNDS; round++)
    {
      g_autofree char *contents = NULL;
      g_autofree char *listed = NULL;
      int status;
      pid_t pid = fork ();

      g_assert_cmpint (pid, >=, 0);
      if (pid == 0)
        save_forever (path, a, b);

      g_usleep (g_test_rand_int_range (0, 20000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
      /* Killed, not failed: a save that fails exits 1 */
      g_assert_true (WIFSIGNALED (status));

      contents = read_all (path);
      g_assert_true (strcmp (contents, a) == 0 || strcmp (contents, b) == 0);
      if (contents[20] == 'a')
        n_a++;
      else
        n_b++;

      if (g_file_test (temp, G_FILE_TEST_EXISTS))
        {
          g_autofree char *left = read_all (temp);

          g_assert_true (strcmp (left, a) == 0 || strcmp (left, b) == 0);
          n_left++;
          save (path, contents);
        }
      listed = list_folder (fixture->dir);
      g_assert_cmpstr (listed, ==, "game.gmpscenario");
    }

  g_test_message ("%u kills: game A whole %u times, game B whole %u times, "
                  "%u complete file(s) left between link and rename, removed by the next save",
                  KILL_ROUNDS, n_a, n_b, n_left);
}

/* Saving what was read: the file's stamp */

static void
stamp_of (GmpFileStamp *stamp,
          const char   *contents)
{
  gmp_file_stamp_init (stamp, contents, strlen (contents));
}

/* Saves contents expecting the file to be as expected says; the stamp of
 * what was written goes to out_new. */
static gboolean
save_checked (const char          *path,
              const char          *contents,
              const GmpFileStamp  *expected,
              GmpFileStamp        *out_new,
              GError             **error)
{
  return gmp_file_replace_contents_checked (path, contents, strlen (contents), expected, out_new,
                                            error);
}

static void
test_stamp (Fixture       *fixture,
            gconstpointer  data)
{
  GmpFileStamp a, same_a, b, longer;

  stamp_of (&a, "game A");
  stamp_of (&same_a, "game A");
  stamp_of (&b, "game B");
  stamp_of (&longer, "game A, longer");
  g_assert_true (gmp_file_stamp_equal (&a, &same_a));
  g_assert_false (gmp_file_stamp_equal (&a, &b));
  g_assert_false (gmp_file_stamp_equal (&a, &longer));
}

/* Issue 11: A and B open the same game; A saves; B's save would silently
 * drop A's answer. It is refused, and the file keeps A's save. */
static void
test_changed_since_read (Fixture       *fixture,
                         gconstpointer  data)
{
  const char *changes[] = {
    "answered by A",      /* another size */
    "LOADED GAME",        /* the same size as what was read, other bytes */
  };
  g_autofree char *path = path_in (fixture, "game.gmpscenario");

  for (guint i = 0; i < G_N_ELEMENTS (changes); i++)
    {
      g_autofree char *contents = NULL;
      g_autofree char *listed = NULL;
      g_autoptr(GError) error = NULL;
      GmpFileStamp loaded, untouched = { 0 };

      write_plain (path, "loaded game", 0644);
      stamp_of (&loaded, "loaded game");
      g_assert_cmpuint (strlen (changes[1]), ==, strlen ("loaded game"));
      write_plain (path, changes[i], 0644);

      g_assert_false (save_checked (path, "answered by B", &loaded, &untouched, &error));
      g_assert_error (error, GMP_ERROR, GMP_ERROR_CHANGED);
      g_assert_nonnull (strstr (error->message, "changed by another program"));
      contents = read_all (path);
      g_assert_cmpstr (contents, ==, changes[i]);
      /* Nothing left behind, and no new stamp given */
      listed = list_folder (fixture->dir);
      g_assert_cmpstr (listed, ==, "game.gmpscenario");
      g_assert_cmpuint (untouched.size, ==, 0);
    }
}

/* The same bytes on the same size would hide a change from the size alone */
static void
test_same_size_change (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GmpFileStamp loaded;

  write_plain (path, "turn 3, answer 1", 0644);
  stamp_of (&loaded, "turn 3, answer 1");
  write_plain (path, "turn 3, answer 2", 0644);
  g_assert_false (save_checked (path, "turn 4", &loaded, NULL, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_CHANGED);
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "turn 3, answer 2");
}

/* Each save expects what the last one wrote; a stale stamp is refused.
 * A file rewritten with the very same bytes (a new inode, new times) lost
 * nothing, so it is saved over. */
static void
test_saves_in_a_row (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GmpFileStamp loaded, first, second, expected_second;

  write_plain (path, "loaded", 0644);
  stamp_of (&loaded, "loaded");
  g_assert_true (save_checked (path, "first save", &loaded, &first, &error));
  g_assert_no_error (error);
  g_assert_true (save_checked (path, "second save", &first, &second, &error));
  g_assert_no_error (error);
  stamp_of (&expected_second, "second save");
  g_assert_true (gmp_file_stamp_equal (&second, &expected_second));

  g_assert_false (save_checked (path, "from the stale stamp", &first, NULL, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_CHANGED);
  g_clear_error (&error);

  g_assert_cmpint (g_unlink (path), ==, 0);
  write_plain (path, "second save", 0600);
  g_assert_true (save_checked (path, "third save", &second, NULL, &error));
  g_assert_no_error (error);
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "third save");
  g_assert_cmpuint (mode_of (path), ==, 0600);
}

/* No stamp, or no file any more: saved as gmp_file_replace_contents() does */
static void
test_nothing_expected (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GmpFileStamp loaded, written;

  write_plain (path, "changed by someone", 0644);
  g_assert_true (save_checked (path, "no stamp", NULL, &written, &error));
  g_assert_no_error (error);
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "no stamp");

  stamp_of (&loaded, "no stamp");
  g_assert_cmpint (g_unlink (path), ==, 0);
  g_assert_true (save_checked (path, "written again", &loaded, NULL, &error));
  g_assert_no_error (error);
  g_clear_pointer (&contents, g_free);
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "written again");
}

/* The check reads the file the link leads to */
static void
test_changed_through_symlink (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *target = path_in (fixture, "game.gmpscenario");
  g_autofree char *link = path_in (fixture, "latest.gmpscenario");
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  GmpFileStamp loaded, written;

  write_plain (target, "loaded", 0644);
  g_assert_cmpint (symlink ("game.gmpscenario", link), ==, 0);
  stamp_of (&loaded, "loaded");
  g_assert_true (save_checked (link, "saved through the link", &loaded, &written, &error));
  g_assert_no_error (error);
  write_plain (target, "saved by another program", 0644);
  g_assert_false (save_checked (link, "lost?", &written, NULL, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_CHANGED);
  contents = read_all (target);
  g_assert_cmpstr (contents, ==, "saved by another program");
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
}

/* Two processes */

/* A save while another process holds the folder: it waits, then refuses
 * and writes nothing. */
static void
test_busy_folder (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *contents = NULL;
  g_autofree char *listed = NULL;
  g_autoptr(GError) error = NULL;
  int held = open (fixture->dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  gint64 start;

  write_plain (path, "old", 0644);
  g_assert_cmpint (held, >=, 0);
  /* A lock of another open file description conflicts, as another
   * process's would. */
  g_assert_cmpint (flock (held, LOCK_EX), ==, 0);

  start = g_get_monotonic_time ();
  g_assert_false (gmp_file_replace_contents (path, "new", 3, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "Another program is saving"));
  g_assert_cmpint (g_get_monotonic_time () - start, >=,
                   GMP_FILE_LOCK_TIMEOUT_MS * G_TIME_SPAN_MILLISECOND);
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "old");
  g_clear_pointer (&contents, g_free);

  close (held);
  save (path, "new");
  contents = read_all (path);
  g_assert_cmpstr (contents, ==, "new");
  listed = list_folder (fixture->dir);
  g_assert_cmpstr (listed, ==, "game.gmpscenario");
}

/* Two processes saving the same game at once, over and over: each save
 * either replaces the file whole or says it did not; none is interleaved
 * with the other's. */
static void
test_concurrent_saves (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *a = make_game ('a');
  g_autofree char *b = make_game ('b');
  g_autofree char *contents = NULL;
  g_autofree char *listed = NULL;
  pid_t pids[2];

  save (path, a);
  for (guint i = 0; i < G_N_ELEMENTS (pids); i++)
    {
      pids[i] = fork ();
      g_assert_cmpint (pids[i], >=, 0);
      if (pids[i] == 0)
        {
          const char *game = i == 0 ? a : b;
          guint failed = 0;

          for (guint n = 0; n < CONCURRENT_SAVES; n++)
            {
              GError *error = NULL;

              if (!gmp_file_replace_contents (path, game, strlen (game), &error))
                {
                  /* Refusing is allowed; any other failure is not */
                  if (strstr (error->message, "Another program is saving") == NULL)
                    _exit (2);
                  failed++;
                  g_error_free (error);
                }
            }
          _exit (failed < CONCURRENT_SAVES ? 0 : 1);
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (pids); i++)
    {
      int status;

      g_assert_cmpint (waitpid (pids[i], &status, 0), ==, pids[i]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }

  contents = read_all (path);
  g_assert_true (strcmp (contents, a) == 0 || strcmp (contents, b) == 0);
  listed = list_folder (fixture->dir);
  g_assert_cmpstr (listed, ==, "game.gmpscenario");
}

/* Issue 11: two processes open the same game and both save it, at once:
 * the folder's lock orders them, the first one's save gets through and
 * the second is refused; one of the two games is whole on disk. */
static void
test_two_saves_from_one_read (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autofree char *path = path_in (fixture, "game.gmpscenario");
  g_autofree char *loaded_game = make_game ('l');
  g_autofree char *a = make_game ('a');
  g_autofree char *b = make_game ('b');
  g_autofree char *contents = NULL;
  const char *games[] = { a, b };
  GmpFileStamp loaded;
  pid_t pids[2];
  guint saved = 0, refused = 0;

  save (path, loaded_game);
  gmp_file_stamp_init (&loaded, loaded_game, strlen (loaded_game));
  for (guint i = 0; i < G_N_ELEMENTS (pids); i++)
    {
      pids[i] = fork ();
      g_assert_cmpint (pids[i], >=, 0);
      if (pids[i] == 0)
        {
          const char *game = games[i];
          GError *error = NULL;

          if (gmp_file_replace_contents_checked (path, game, strlen (game), &loaded, NULL, &error))
            _exit (0);
          _exit (g_error_matches (error, GMP_ERROR, GMP_ERROR_CHANGED) ? 1 : 2);
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (pids); i++)
    {
      int status;

      g_assert_cmpint (waitpid (pids[i], &status, 0), ==, pids[i]);
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), <=, 1);
      if (WEXITSTATUS (status) == 0)
        saved++;
      else
        refused++;
    }
  g_assert_cmpuint (saved, ==, 1);
  g_assert_cmpuint (refused, ==, 1);
  contents = read_all (path);
  g_assert_true (strcmp (contents, a) == 0 || strcmp (contents, b) == 0);
}

#define ADD(path, func) \
  g_test_add ((path), Fixture, NULL, fixture_setup, (func), fixture_teardown)

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/core/file/mode/new", test_new_file_mode);
  ADD ("/core/file/mode/kept", test_keeps_mode);
  ADD ("/core/file/symlink/chain", test_symlink);
  ADD ("/core/file/symlink/dangling", test_dangling_symlink);
  ADD ("/core/file/symlink/loop", test_symlink_loop);
  ADD ("/core/file/error/not-a-file", test_not_a_file);
  ADD ("/core/file/error/full-disk", test_full_disk);
  ADD ("/core/file/kill", test_kill_while_saving);
  ADD ("/core/file/busy", test_busy_folder);
  ADD ("/core/file/concurrent", test_concurrent_saves);
  ADD ("/core/file/stamp/equal", test_stamp);
  ADD ("/core/file/stamp/changed-since-read", test_changed_since_read);
  ADD ("/core/file/stamp/same-size-change", test_same_size_change);
  ADD ("/core/file/stamp/saves-in-a-row", test_saves_in_a_row);
  ADD ("/core/file/stamp/nothing-expected", test_nothing_expected);
  ADD ("/core/file/stamp/symlink", test_changed_through_symlink);
  ADD ("/core/file/stamp/two-saves-from-one-read", test_two_saves_from_one_read);

  return g_test_run ();
}
