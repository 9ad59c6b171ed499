/* test-autosave-kill.c: the app killed while it autosaves, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process plays a game through GmpGame and writes the autosave
 * after every action, as the window does, telling the test over a pipe how
 * many actions each finished write holds. The test kills it with SIGKILL at
 * random moments, many times over. After every kill the autosave must be a
 * whole game that loads, either the last one the child reported or the one
 * it was writing (at most the action in flight is lost); once the app has
 * looked at it no temporary file may be left in the folder; and the
 * window's restore offer must give that game back.
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "model/gmp-autosave.h"
#include "gmp-window.h"

#define N_KILLS 50
/* Kills land anywhere in the child's life: while it loads the game, while
 * it plays and while it writes */
#define MAX_DELAY_US 40000
/* Every this many kills, the window's restore offer is checked too */
#define WINDOW_CHECK_EVERY 10

/* The child: plays on from the autosave until the game is over, writing it
 * after every action and reporting the number of actions written. Never
 * returns; exits without running GTK's or the test's exit handlers. */
static void G_GNUC_NORETURN
play_and_autosave (int    report_fd,
                   guint  seed)
{
  g_autoptr(GmpGame) game = gmp_autosave_restore (NULL);
  g_autoptr(GmpDice) choices = gmp_dice_new_seeded (seed);

  if (game == NULL)
    _exit (2);
  while (gmp_game_get_state (game)->phase != GMP_PHASE_GAME_OVER)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (game));
      guint n_done;

      /* NULL dice: the app rolls and draws */
      if (!gmp_game_answer (game, gmp_turn_auto_answer (question, choices), NULL, NULL)
          || !gmp_autosave_write (game, NULL))
        _exit (3);
      n_done = gmp_session_get_n_done (gmp_game_get_session (game));
      if (write (report_fd, &n_done, sizeof n_done) != sizeof n_done)
        _exit (4);
    }
  _exit (0);
}

/* Reads every report the child made; returns the last, or fallback when it
 * wrote nothing before it was killed */
static guint
read_last_report (int   fd,
                  guint fallback)
{
  guint last = fallback, n_done;
  gssize got;

  while ((got = read (fd, &n_done, sizeof n_done)) == sizeof n_done)
    last = n_done;
  g_assert_cmpint (got, ==, 0);
  return last;
}

/* Starts the child, kills it after a random delay; returns the number of
 * actions of the last autosave it reported as written */
static guint
run_and_kill (guint before,
              guint seed)
{
  int fds[2];
  pid_t pid;
  int status = 0;
  guint last;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      play_and_autosave (fds[1], seed);
    }
  close (fds[1]);

  g_usleep (g_test_rand_int_range (0, MAX_DELAY_US));
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  /* Killed, or the game came to its end: a child that failed is a failure */
  if (WIFEXITED (status))
    g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  else
    g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);

  last = read_last_report (fds[0], before);
  close (fds[0]);
  return last;
}

/* The names in the autosave's folder other than the autosave itself */
static GPtrArray *
list_other_files (void)
{
  g_autofree char *path = gmp_autosave_get_path ();
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *autosave_name = g_path_get_basename (path);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *others = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (strcmp (name, autosave_name) != 0)
      g_ptr_array_add (others, g_strdup (name));
  return others;
}

static guint
n_done_of (GmpGame *game)
{
  return gmp_session_get_n_done (gmp_game_get_session (game));
}

/* A fresh game, autosaved as the window does when it starts one */
static void
autosave_new_game (guint seed)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = gmp_game_new_for_table (FALSE, g_steal_pointer (&dice), &error);
  g_assert_no_error (error);
  g_assert_true (gmp_autosave_write (game, &error));
  g_assert_no_error (error);
}

/* The window of the next start offers the autosave and restores it: the
 * game with the actions the autosave holds */
static void
check_window_restores (guint n_done)
{
  GmpWindow *window = g_object_ref_sink (gmp_window_new (NULL, NULL));
  AdwMessageDialog *dialog;
  GmpGame *restored;

  /* The kill test's child owns the autosave: this window must not write it */
  gmp_window_set_autosave (window, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  dialog = gmp_window_offer_restore (window);
  g_assert_nonnull (dialog);
  adw_message_dialog_response (dialog, "restore");
  restored = gmp_window_get_game (window);
  g_assert_nonnull (restored);
  g_assert_cmpuint (n_done_of (restored), ==, n_done);
  g_assert_true (gmp_game_get_modified (restored));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

static void
test_autosave_kill (void)
{
  guint written, leftovers_seen = 0, games = 1;

  gmp_autosave_discard ();
  autosave_new_game (g_test_rand_int ());
  written = 0;

  for (guint kill_count = 1; kill_count <= N_KILLS; kill_count++)
    {
      guint reported = run_and_kill (written, g_test_rand_int ());
      g_autoptr(GmpGame) restored = NULL;
      g_autoptr(GPtrArray) others = NULL;
      g_autoptr(GError) error = NULL;

      /* A kill in the middle of a write may leave its temporary file... */
      others = list_other_files ();
      leftovers_seen += others->len > 0;

      /* ...the old game or the new, whole: it loads and validates */
      g_assert_true (gmp_autosave_exists ());
      restored = gmp_autosave_restore (&error);
      g_assert_no_error (error);
      g_assert_nonnull (restored);
      g_assert_cmpuint (n_done_of (restored), >=, reported);
      g_assert_cmpuint (n_done_of (restored), <=, reported + 1);
      written = n_done_of (restored);

      /* ...and once the app has looked at the autosave, none is left */
      g_clear_pointer (&others, g_ptr_array_unref);
      others = list_other_files ();
      for (guint i = 0; i < others->len; i++)
        g_test_message ("left in the autosave folder: %s", (char *) others->pdata[i]);
      g_assert_cmpuint (others->len, ==, 0);

      if (kill_count % WINDOW_CHECK_EVERY == 0)
        check_window_restores (written);

      if (gmp_game_get_state (restored)->phase == GMP_PHASE_GAME_OVER)
        {
          autosave_new_game (g_test_rand_int ());
          written = 0;
          games++;
        }
    }
  g_test_message ("%d kills over %u games; %u of them during a write (temporary file left)",
                  N_KILLS, games, leftovers_seen);
  gmp_autosave_discard ();
  g_assert_false (gmp_autosave_exists ());
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-autosave-kill-XXXXXX", NULL);
  g_autofree char *folder = g_build_filename (data_home, "ginormopod", NULL);
  int ok;

  /* The autosave goes to a folder of the test's own */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/autosave/kill-and-restore", test_autosave_kill);

  ok = g_test_run ();
  g_rmdir (folder);
  g_rmdir (data_home);
  return ok;
}
