/* test-cli-history.c: a saved game keeps its history: undo, redo, replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "core/gmp-core.h"

#include "cli-runner.h"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static char *
contents_of (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The game part of a saved file: what comes before its history (or the
 * end of the scenario, in a file without one) */
static char *
game_part (const char *path)
{
  char *contents = contents_of (path);
  char *end = strstr (contents, "<history");

  if (end == NULL)
    end = strstr (contents, "</scenario>");
  g_assert_nonnull (end);
  *end = '\0';
  return g_strchomp (contents);
}

/* Whole files are long: say which differ, not what */
#define assert_same_game(a, b) g_assert_true (g_str_equal ((a), (b)))

/* Each step of a game written by the command line is an action of its
 * history: undo gives back the game as it was before the step, byte for
 * byte, and redo the game after it, dice and draws included; a game
 * played out by `play` can be undone to its first position and replayed. */
static void
test_undo_redo_replay (void)
{
  g_autofree char *game = tmp_path ("h.gmpscenario");
  g_autofree char *drawn = tmp_path ("h-drawn.gmpscenario");
  g_autofree char *moved = tmp_path ("h-moved.gmpscenario");
  g_autofree char *undone = tmp_path ("h-undone.gmpscenario");
  g_autofree char *undone2 = tmp_path ("h-undone2.gmpscenario");
  g_autofree char *redone = tmp_path ("h-redone.gmpscenario");
  g_autofree char *played = tmp_path ("h-played.gmpscenario");
  g_autofree char *step3 = tmp_path ("h-step3.gmpscenario");
  g_autofree char *at_start = tmp_path ("h-start.gmpscenario");
  g_autofree char *game_text = NULL, *drawn_text = NULL, *moved_text = NULL;
  g_autofree char *undone_text = NULL, *undone2_text = NULL, *redone_text = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  JsonObject *object;

  cli_run (&run, "new", "--seed", "5", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* The app draws the chit: its draw is recorded */
  cli_run (&run, "next", game, "--answer", "random", "--seed", "9", "--out", drawn, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run (&run, "next", drawn, "--answer", "random", "--seed", "10", "--out", moved, NULL);
  g_assert_cmpint (run.status, ==, 0);

  cli_run (&run, "undo", moved, "--out", undone, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "Undone: "));
  drawn_text = game_part (drawn);
  undone_text = game_part (undone);
  assert_same_game (undone_text, drawn_text);

  /* Back past the draw: the game as it was made */
  cli_run (&run, "undo", undone, "--out", undone2, NULL);
  g_assert_cmpint (run.status, ==, 0);
  game_text = game_part (game);
  undone2_text = game_part (undone2);
  assert_same_game (undone2_text, game_text);
  cli_run (&run, "undo", undone2, "--out", undone2, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "nothing to undo"));

  /* Redo twice: the same draw, whatever the seed now, and the same game */
  cli_run (&run, "redo", undone2, "--steps", "2", "--out", redone, NULL);
  g_assert_cmpint (run.status, ==, 0);
  moved_text = game_part (moved);
  redone_text = game_part (redone);
  assert_same_game (redone_text, moved_text);
  cli_run (&run, "redo", redone, "--out", redone, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "nothing to redo"));

  /* Three turns played by the app, then replayed from the start */
  cli_run (&run, "play", game, "--seed", "3", "--turns", "3", "--out", played, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run (&run, "replay", "--json", played, NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (object, "done"), >, 10);
  g_assert_cmpint (json_object_get_int_member (object, "done"), ==,
                   json_array_get_length (json_object_get_array_member (object, "actions")));

  cli_run (&run, "replay", played, "--step", "0", "--out", at_start, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "After step 0"));
  {
    g_autofree char *a = game_part (game);
    g_autofree char *b = game_part (at_start);

    assert_same_game (a, b);
  }
  cli_run (&run, "replay", played, "--step", "3", "--out", step3, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Last action: "));
  cli_run (&run, "replay", played, "--step", "100000", NULL);
  g_assert_cmpint (run.status, ==, 2);

  /* Undoing the played game all the way is the start again */
  {
    g_autofree char *steps = NULL;
    g_autofree char *all = tmp_path ("h-all.gmpscenario");
    g_autofree char *a = game_part (game);
    g_autofree char *b = NULL;

    steps = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (object, "done"));
    cli_run (&run, "undo", played, "--steps", steps, "--out", all, NULL);
    g_assert_cmpint (run.status, ==, 0);
    b = game_part (all);
    assert_same_game (a, b);
    g_unlink (all);
  }

  g_unlink (game);
  g_unlink (drawn);
  g_unlink (moved);
  g_unlink (undone);
  g_unlink (undone2);
  g_unlink (redone);
  g_unlink (played);
  g_unlink (step3);
  g_unlink (at_start);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-cli-history-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/history/undo-redo-replay", test_undo_redo_replay);

  status = g_test_run ();
  cli_tmp_dir_remove (g_steal_pointer (&tmp_dir));
  return status;
}
