/* test-autosave-kill.c: the app killed while it autosaves, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A child process plays a game through GmpGame and writes its recovery
 * file after every action, as the window does, telling the test over a
 * pipe how many actions each finished write holds. The test kills it with
 * SIGKILL at random moments, many times over. After every kill the file
 * must be a whole game that loads, either the last one the child reported
 * or the one it was writing (at most the action in flight is lost); once
 * the app has looked at it no temporary file may be left in the folder;
 * and the window's offer must give that game back.
 *
 * Then the test starts itself again as an app with two windows, each with
 * a game of its own played through the window, kills it with SIGKILL, and
 * both games must come back: offered at start, and listed under Unsaved
 * Games in the menu until each is saved or discarded.
 */

#include "config.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "model/gmp-recovery.h"
#include "gmp-alert.h"
#include "gmp-save-changes.h"
#include "gmp-unsaved-games.h"
#include "gmp-window.h"
#include "ui-util.h"

#define N_KILLS 50
/* Kills land anywhere in the child's life: while it loads the game, while
 * it plays and while it writes */
#define MAX_DELAY_US 40000
/* Every this many kills, the window's restore offer is checked too */
#define WINDOW_CHECK_EVERY 10

#define TWO_GAMES_CHILD "--two-unsaved-games"

static const char *self_path;

/* The child: plays on from the recovery file at path until the game is
 * over, writing it after every action and reporting the number of actions
 * written. Never returns; exits without running GTK's or the test's exit
 * handlers. */
static void G_GNUC_NORETURN
play_and_autosave (int         report_fd,
                   const char *path,
                   guint       seed)
{
  g_autoptr(GmpGame) game = gmp_recovery_restore (path, NULL);
  g_autoptr(GmpDice) choices = gmp_dice_new_seeded (seed);

  if (game == NULL || g_strcmp0 (gmp_recovery_get_path (game), path) != 0)
    _exit (2);
  while (gmp_game_get_state (game)->phase != GMP_PHASE_GAME_OVER)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (game));
      guint n_done;

      /* NULL dice: the app rolls and draws */
      if (!gmp_game_answer (game, gmp_turn_auto_answer (question, choices), NULL, NULL)
          || !gmp_recovery_write (game, NULL))
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

static void
kill_and_reap (pid_t pid)
{
  int status = 0;

  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  /* Killed, or the game came to its end: a child that failed is a failure */
  if (WIFEXITED (status))
    g_assert_cmpint (WEXITSTATUS (status), ==, 0);
  else
    g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
}

/* Starts the child, kills it after a random delay; returns the number of
 * actions of the last write it reported */
static guint
run_and_kill (const char *path,
              guint       before,
              guint       seed)
{
  int fds[2];
  pid_t pid;
  guint last;

  g_assert_cmpint (pipe (fds), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (fds[0]);
      play_and_autosave (fds[1], path, seed);
    }
  close (fds[1]);

  g_usleep (g_test_rand_int_range (0, MAX_DELAY_US));
  kill_and_reap (pid);
  last = read_last_report (fds[0], before);
  close (fds[0]);
  return last;
}

/* The names in the recovery folder other than keep */
static GPtrArray *
list_other_files (const char *keep)
{
  g_autofree char *dir_path = gmp_recovery_dup_dir ();
  g_autofree char *keep_name = g_path_get_basename (keep);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  GPtrArray *others = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (strcmp (name, keep_name) != 0)
      g_ptr_array_add (others, g_strdup (name));
  return others;
}

static guint
n_done_of (GmpGame *game)
{
  return gmp_session_get_n_done (gmp_game_get_session (game));
}

/* A fresh game, autosaved as the window does when it starts one; returns
 * its file, which stays when the game is gone */
static char *
autosave_new_game (guint seed)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = gmp_game_new_for_table (FALSE, g_steal_pointer (&dice), &error);
  g_assert_no_error (error);
  g_assert_true (gmp_recovery_write (game, &error));
  g_assert_no_error (error);
  return g_strdup (gmp_recovery_get_path (game));
}

static GmpWindow *
new_started_window (void)
{
  GmpWindow *window = g_object_ref_sink (gmp_window_new (NULL, NULL));

  g_assert_true (gmp_window_new_game (window));
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

/* The window of the next start offers the game and restores it: the game
 * with the actions its file holds */
static void
check_window_restores (const char *path,
                       guint       n_done)
{
  GmpWindow *window = new_started_window ();
  GtkWidget *dialog;
  GmpGame *restored;

  /* The kill test's child owns the file: this window must not write it */
  gmp_window_set_autosave (window, FALSE);
  dialog = gmp_unsaved_games_offer (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gmp_alert_get_heading (dialog), ==, "Restore the Unsaved Game?");
  gmp_alert_respond (dialog, "restore");
  restored = gmp_window_get_game (window);
  g_assert_nonnull (restored);
  g_assert_cmpstr (gmp_recovery_get_path (restored), ==, path);
  g_assert_cmpuint (n_done_of (restored), ==, n_done);
  g_assert_true (gmp_game_get_modified (restored));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

static void
test_autosave_kill (void)
{
  guint written, leftovers_seen = 0, games = 1;
  g_autofree char *path = NULL;

  gmp_recovery_discard_unheld ();
  path = autosave_new_game (g_test_rand_int ());
  written = 0;

  for (guint kill_count = 1; kill_count <= N_KILLS; kill_count++)
    {
      guint reported = run_and_kill (path, written, g_test_rand_int ());
      g_autoptr(GmpGame) restored = NULL;
      g_autoptr(GPtrArray) others = NULL;
      g_autoptr(GPtrArray) entries = NULL;
      g_autoptr(GError) error = NULL;

      /* A kill in the middle of a write may leave its temporary file... */
      others = list_other_files (path);
      leftovers_seen += others->len > 0;

      /* ...the old game or the new, whole: it loads and validates */
      entries = gmp_recovery_list ();
      g_assert_cmpuint (entries->len, ==, 1);
      g_assert_cmpstr (((GmpRecoveryEntry *) entries->pdata[0])->path, ==, path);
      restored = gmp_recovery_restore (path, &error);
      g_assert_no_error (error);
      g_assert_nonnull (restored);
      g_assert_cmpuint (n_done_of (restored), >=, reported);
      g_assert_cmpuint (n_done_of (restored), <=, reported + 1);
      written = n_done_of (restored);
      /* Held here now: not offered twice */
      g_clear_pointer (&entries, g_ptr_array_unref);
      entries = gmp_recovery_list ();
      g_assert_cmpuint (entries->len, ==, 0);

      /* ...and once the app has looked at it, no temporary file is left */
      g_clear_pointer (&others, g_ptr_array_unref);
      others = list_other_files (path);
      for (guint i = 0; i < others->len; i++)
        g_test_message ("left in the recovery folder: %s", (char *) others->pdata[i]);
      g_assert_cmpuint (others->len, ==, 0);

      if (gmp_game_get_state (restored)->phase == GMP_PHASE_GAME_OVER)
        {
          /* Played out: thrown away on purpose, and a new game begins */
          gmp_recovery_discard (restored);
          g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
          g_clear_object (&restored);
          g_free (path);
          path = autosave_new_game (g_test_rand_int ());
          written = 0;
          games++;
          continue;
        }
      /* Given up by this process: the next one may take it */
      g_clear_object (&restored);
      if (kill_count % WINDOW_CHECK_EVERY == 0)
        check_window_restores (path, written);
    }
  g_test_message ("%d kills over %u games; %u of them during a write (temporary file left)",
                  N_KILLS, games, leftovers_seen);
  gmp_recovery_discard_path (path);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* Two windows, two games ----------------------------------------------- */

static const char *two_titles[2] = { "First Unsaved Game", "Second Unsaved Game" };

/* The child: the app with two windows, each with a new game played for a
 * few actions through the window (which autosaves after each); reports the
 * actions of each on stdout, then waits to be killed */
static int
run_two_games (void)
{
  g_autoptr(GmpDice) choices = gmp_dice_new_seeded (11);

  gtk_init ();
  adw_init ();
  for (guint w = 0; w < 2; w++)
    {
      GmpWindow *window = new_started_window ();
      GmpGame *game = gmp_window_get_game (window);

      gmp_game_set_title (game, two_titles[w]);
      for (guint i = 0; i < 3 + 2 * w; i++)
        {
          g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (game));

          if (!gmp_game_answer (game, gmp_turn_auto_answer (question, choices), NULL, NULL))
            return 3;
        }
      printf ("%s=%u\n", two_titles[w], n_done_of (game));
    }
  printf ("ready\n");
  fflush (stdout);
  for (;;)
    g_main_context_iteration (NULL, TRUE);
}

static guint
reported_n_done (char        **lines,
                 const char   *title)
{
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], title) && lines[i][strlen (title)] == '=')
      return (guint) g_ascii_strtoull (lines[i] + strlen (title) + 1, NULL, 10);
  g_assert_not_reached ();
}

static GmpWindow *
find_other_window (GmpWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) other = g_list_model_get_item (toplevels, i);

      if (GMP_IS_WINDOW (other) && other != GTK_WINDOW (window))
        return GMP_WINDOW (other);
    }
  return NULL;
}

/* The labels of the Unsaved Games submenu, one a line; "" when none */
static char *
dup_menu_labels (GmpWindow *window)
{
  GMenuModel *section = G_MENU_MODEL (gmp_unsaved_games_get_menu (GTK_WINDOW (window)));
  g_autoptr(GString) labels = g_string_new (NULL);
  g_autoptr(GMenuModel) games = NULL;

  gmp_unsaved_games_update (GTK_WINDOW (window));
  if (g_menu_model_get_n_items (section) == 0)
    return g_strdup ("");
  g_assert_cmpint (g_menu_model_get_n_items (section), ==, 1);
  games = g_menu_model_get_item_link (section, 0, G_MENU_LINK_SUBMENU);
  g_assert_nonnull (games);
  for (int i = 0; i < g_menu_model_get_n_items (games); i++)
    {
      g_autofree char *label = NULL;

      g_assert_true (g_menu_model_get_item_attribute (games, i, G_MENU_ATTRIBUTE_LABEL, "s",
                                                      &label));
      g_string_append_printf (labels, "%s\n", label);
    }
  return g_string_free (g_steal_pointer (&labels), FALSE);
}

static void
test_two_games_killed (void)
{
  const char *argv[] = { self_path, TWO_GAMES_CHILD, NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GPtrArray) entries = NULL;
  g_autofree char *labels = NULL;
  GmpWindow *window, *other;
  GtkWidget *dialog;
  GPid pid;
  int out_fd;
  FILE *stream;
  char line[256];
  guint first_done, second_done;
  GmpGame *shown, *second;

  gmp_recovery_discard_unheld ();
  g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                                           NULL, NULL, &pid, NULL, &out_fd, NULL, &error));
  g_assert_no_error (error);
  stream = fdopen (out_fd, "r");
  while (fgets (line, sizeof line, stream) != NULL && strcmp (line, "ready\n") != 0)
    g_string_append (out, line);
  g_assert_cmpstr (line, ==, "ready\n");
  /* kill -9, with both windows open and both games unsaved */
  kill_and_reap (pid);
  fclose (stream);
  g_spawn_close_pid (pid);
  lines = g_strsplit (out->str, "\n", -1);
  first_done = reported_n_done (lines, two_titles[0]);
  second_done = reported_n_done (lines, two_titles[1]);

  entries = gmp_recovery_list ();
  g_assert_cmpuint (entries->len, ==, 2);

  /* The next start lists both in the menu, and offers both */
  window = new_started_window ();
  labels = dup_menu_labels (window);
  g_assert_nonnull (strstr (labels, two_titles[0]));
  g_assert_nonnull (strstr (labels, two_titles[1]));
  dialog = gmp_unsaved_games_offer (GTK_WINDOW (window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gmp_alert_get_heading (dialog), ==, "Restore the 2 Unsaved Games?");
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), two_titles[0]));
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), two_titles[1]));
  g_assert_cmpstr (gmp_alert_get_close_response (dialog), ==, "later");
  gmp_alert_respond (dialog, "restore");
  spin ();

  /* One in this window, the other in a window of its own: as they were */
  other = find_other_window (window);
  g_assert_nonnull (other);
  shown = gmp_window_get_game (window);
  second = gmp_window_get_game (other);
  g_assert_cmpstr (gmp_game_get_title (shown), !=, gmp_game_get_title (second));
  for (guint w = 0; w < 2; w++)
    {
      GmpGame *game = w == 0 ? shown : second;

      g_assert_true (gmp_game_get_modified (game));
      g_assert_null (gmp_game_get_file (game));
      g_assert_cmpuint (n_done_of (game), ==,
                        strcmp (gmp_game_get_title (game), two_titles[0]) == 0 ? first_done
                                                                               : second_done);
    }
  /* Open, so no longer offered */
  g_free (labels);
  labels = dup_menu_labels (window);
  g_assert_cmpstr (labels, ==, "");
  g_assert_null (gmp_unsaved_games_offer (GTK_WINDOW (window)));

  /* A window closed with its changes discarded on purpose: gone for good */
  {
    g_autofree char *path = g_strdup (gmp_recovery_get_path (second));

    gtk_window_close (GTK_WINDOW (other));
    spin ();
    gmp_alert_respond (gmp_save_changes_get_question (GTK_WINDOW (other)), "discard");
    spin ();
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  }

  /* A window gone without asking (as if killed): its game stays unsaved,
   * listed in the menu of the next window, which opens it */
  {
    g_autofree char *title = g_strdup (gmp_game_get_title (shown));
    GmpWindow *next;

    gtk_window_destroy (GTK_WINDOW (window));
    g_object_unref (window);
    spin ();
    next = new_started_window ();
    g_free (labels);
    labels = dup_menu_labels (next);
    g_assert_nonnull (strstr (labels, title));
    g_clear_pointer (&entries, g_ptr_array_unref);
    entries = gmp_recovery_list ();
    g_assert_cmpuint (entries->len, ==, 1);
    g_action_group_activate_action (G_ACTION_GROUP (next), "restore-unsaved",
                                    g_variant_new_string (((GmpRecoveryEntry *) entries->pdata[0])->path));
    spin ();
    g_assert_cmpstr (gmp_game_get_title (gmp_window_get_game (next)), ==, title);
    g_assert_true (gmp_game_get_modified (gmp_window_get_game (next)));
    g_free (labels);
    labels = dup_menu_labels (next);
    g_assert_cmpstr (labels, ==, "");
    gmp_window_set_autosave (next, FALSE);
    gtk_window_destroy (GTK_WINDOW (next));
    g_object_unref (next);
  }
  gmp_recovery_discard_unheld ();
  g_clear_pointer (&entries, g_ptr_array_unref);
  entries = gmp_recovery_list ();
  g_assert_cmpuint (entries->len, ==, 0);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = NULL;
  int ok;

  if (argc == 2 && strcmp (argv[1], TWO_GAMES_CHILD) == 0)
    return run_two_games ();

  self_path = argv[0];
  /* The recovery files go to a folder of the test's own */
  data_home = g_dir_make_tmp ("gmp-test-autosave-kill-XXXXXX", NULL);
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_setup (&argc, &argv);
  adw_init ();

  g_test_add_func ("/ui/autosave/kill-and-restore", test_autosave_kill);
  g_test_add_func ("/ui/autosave/two-games-killed", test_two_games_killed);

  ok = g_test_run ();
  remove_tree (data_home);
  return ok;
}
