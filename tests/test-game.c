/* test-game.c: the GmpGame model starts games by their setup rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "model/gmp-game.h"

#include "test-util.h"

static guint
count_guards (const GmpState *state,
              guint          *undrawn)
{
  guint n = 0;

  *undrawn = 0;
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (!state->board->unit_types[unit->type].guard)
        continue;
      n++;
      if (unit->guard_value < 0)
        (*undrawn)++;
    }
  return n;
}

/* Opening a scenario whose setup rule rolls the Guard table and whose Guard
 * is to be drawn (Rules note 3): both are done, and the game is modified. */
static void
test_open_applies_setup_rules (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
    "  <title>Rolled at start</title>\n"
    "  <setup roll-guards=\"true\"/>\n"
    "  <turn number=\"1\" phase=\"setup\"/>\n"
    "  <units>\n"
    "    <unit type=\"guard\" city=\"BOS\" guard=\"draw\"/>\n"
    "  </units>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-game-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "start.gmpscenario", NULL);
  g_autofree char *saved_path = g_build_filename (dir, "saved.gmpscenario", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) saved_file = NULL;
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GmpGame) reopened = NULL;
  guint undrawn;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  file = g_file_new_for_path (path);

  game = gmp_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_guards (gmp_game_get_state (game), &undrawn), ==, 1 + 12);
  g_assert_cmpuint (undrawn, ==, 0);
  g_assert_false (gmp_game_get_scenario (game)->roll_guards_at_start);
  g_assert_true (gmp_game_get_modified (game));

  /* Saved and opened again: nothing more is rolled, nothing is modified */
  saved_file = g_file_new_for_path (saved_path);
  g_assert_true (gmp_game_save (game, saved_file, &error));
  g_assert_no_error (error);
  reopened = gmp_game_new_from_file (saved_file, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (gmp_game_get_state (game), gmp_game_get_state (reopened)));
  g_assert_false (gmp_game_get_modified (reopened));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_remove (saved_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A draft whose problems block play opens as it is, for the editor: its
 * setup rules wait until it is mended and played */
static void
test_open_draft (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario version=\"2\" board=\"ginormopod-2050\" draft=\"true\">\n"
    "  <title>Work in progress</title>\n"
    "  <setup roll-guards=\"true\"/>\n"
    "  <turn number=\"1\" phase=\"setup\"/>\n"
    "  <units>\n"
    "    <unit type=\"guard\" city=\"BOS\" guard=\"draw\"/>\n"
    "    <unit type=\"spider\" formation=\"2\" city=\"IND\"/>\n"
    "  </units>\n"
    "</scenario>\n";
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-game-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "draft.gmpscenario", NULL);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GmpGame) game = NULL;
  guint undrawn;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, text, -1, &error));
  file = g_file_new_for_path (path);

  game = gmp_game_new_from_file (file, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_scenario_is_draft (gmp_game_get_scenario (game)));
  g_assert_cmpuint (count_guards (gmp_game_get_state (game), &undrawn), ==, 1);
  g_assert_cmpuint (undrawn, ==, 1);
  g_assert_true (gmp_game_get_scenario (game)->roll_guards_at_start);
  g_assert_false (gmp_game_get_modified (game));
  g_assert_false (gmp_session_check_playable (gmp_game_get_session (game), NULL));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A game won without a reason is not a state the file format can hold,
 * not even as a draft: saving refuses it and keeps the old file */
static void
test_save_refuses_invalid_result (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) fresh = gmp_game_new_default (dice, &error);
  g_autoptr(GmpGame) game = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "won.gmpscenario", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  GmpState *state;
  guint undrawn;

  g_assert_no_error (error);
  g_assert_cmpuint (count_guards (gmp_game_get_state (fresh), &undrawn), ==, 12);
  g_assert_cmpuint (undrawn, ==, 0);
  /* A game over without a reason: no action makes one, a hand-made
   * scenario can */
  state = gmp_state_copy (gmp_game_get_state (fresh));
  state->phase = GMP_PHASE_GAME_OVER;
  state->winner = GMP_WINNER_HUMANS;
  state->end_reason = GMP_END_NONE;
  game = gmp_game_new (gmp_scenario_new (state));

  /* Not even as a draft: a file has no way to say it */
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_false (gmp_game_save (game, file, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "won.gmpscenario"));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The game in file, as it loads */
static GmpState *
state_in_file (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_from_file (file, &error);

  g_assert_no_error (error);
  return gmp_state_copy (gmp_game_get_state (game));
}

/* Answers the pending question: the app's draw or dice where it may,
 * else the first answer */
static void
answer_next (GmpGame *game)
{
  g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (game));
  g_autoptr(GError) error = NULL;
  int answer;

  g_assert_cmpuint (question->answers->len, >, 0);
  answer = gmp_question_allows (question, GMP_ANSWER_RANDOM)
           ? GMP_ANSWER_RANDOM : g_array_index (question->answers, int, 0);
  g_assert_true (gmp_game_answer (game, answer, NULL, &error));
  g_assert_no_error (error);
}

/* Opens file and draws a chit (Rules note 1): an answer worth keeping */
static GmpGame *
open_and_draw (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_from_file (file, &error);

  g_assert_no_error (error);
  answer_next (game);
  return g_steal_pointer (&game);
}

/* Issue 11: two windows (or programs) open the same game and both answer.
 * The first save gets through; the second would drop the first one's
 * answer without a word, so it is refused and the file keeps the first;
 * "Save As" still saves it, and each goes on saving its own file. */
static void
test_save_refuses_file_changed_since_opened (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) fresh = gmp_game_new_default (dice, &error);
  g_autofree char *dir = g_dir_make_tmp ("gmp-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "shared.gmpscenario", NULL);
  g_autofree char *other_path = g_build_filename (dir, "mine.gmpscenario", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) other_file = g_file_new_for_path (other_path);
  g_autoptr(GmpGame) first = NULL;
  g_autoptr(GmpGame) second = NULL;
  g_autoptr(GmpState) on_disk = NULL;
  g_autoptr(GmpState) in_other = NULL;

  g_assert_no_error (error);
  g_assert_true (gmp_game_save (fresh, file, &error));
  g_assert_no_error (error);

  first = open_and_draw (file);
  second = open_and_draw (file);
  g_assert_true (gmp_game_save (first, file, &error));
  g_assert_no_error (error);

  g_assert_false (gmp_game_save (second, file, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_CHANGED);
  g_assert_nonnull (strstr (error->message, "shared.gmpscenario"));
  g_assert_nonnull (strstr (error->message, "changed by another program"));
  g_clear_error (&error);
  g_assert_true (gmp_game_get_modified (second));
  g_assert_true (g_file_equal (gmp_game_get_file (second), file));
  on_disk = state_in_file (file);
  g_assert_true (gmp_state_equal (on_disk, gmp_game_get_state (first)));

  /* Save As: the second game's answer kept elsewhere, and saved there again */
  g_assert_true (gmp_game_save (second, other_file, &error));
  g_assert_no_error (error);
  g_assert_false (gmp_game_get_modified (second));
  answer_next (second);
  g_assert_true (gmp_game_save (second, other_file, &error));
  g_assert_no_error (error);
  in_other = state_in_file (other_file);
  g_assert_true (gmp_state_equal (in_other, gmp_game_get_state (second)));

  /* The first game's own save is what is on disk: it saves again */
  answer_next (first);
  g_assert_true (gmp_game_save (first, file, &error));
  g_assert_no_error (error);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_remove (other_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
count_changed (GmpGame  *game,
               gpointer  user_data)
{
  (*(guint *) user_data)++;
}

/* Every change goes through the session: undo and redo say what they took
 * back, the buttons' properties follow, and a saved game keeps its history
 * (opening it, undo works). */
static void
test_undo_redo (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (8);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_default (dice, &error);
  g_autoptr(GmpState) before = NULL;
  g_autoptr(GmpAction) draw = gmp_action_new_answer (GMP_ANSWER_RANDOM);
  g_autofree char *what = NULL;
  guint can_undo_changes = 0, changes = 0;

  g_assert_no_error (error);
  g_assert_false (gmp_game_can_undo (game));
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_notify), &can_undo_changes);
  g_signal_connect (game, "changed", G_CALLBACK (count_changed), &changes);

  before = gmp_state_copy (gmp_game_get_state (game));
  g_assert_true (gmp_game_apply (game, draw, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_game_can_undo (game));
  g_assert_true (gmp_game_get_modified (game));
  g_assert_cmpuint (changes, ==, 1);
  g_assert_cmpuint (can_undo_changes, >=, 1);

  g_assert_true (gmp_game_undo (game, &what, &error));
  g_assert_no_error (error);
  /* The first thing the draw logged: "Drew ..." */
  g_assert_nonnull (what);
  g_assert_true (g_str_has_prefix (what, "Drew "));
  g_assert_true (gmp_state_equal (gmp_game_get_state (game), before));
  g_assert_true (gmp_game_can_redo (game));
  g_assert_cmpuint (changes, ==, 2);

  g_assert_true (gmp_game_redo (game, NULL, &error));
  g_assert_no_error (error);
  g_assert_false (gmp_game_can_redo (game));
  g_assert_false (gmp_state_equal (gmp_game_get_state (game), before));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/game/open-applies-setup-rules", test_open_applies_setup_rules);
  g_test_add_func ("/model/game/open-draft", test_open_draft);
  g_test_add_func ("/model/game/save-refuses-invalid-result", test_save_refuses_invalid_result);
  g_test_add_func ("/model/game/undo-redo", test_undo_redo);
  g_test_add_func ("/model/game/save-refuses-file-changed-since-opened",
                   test_save_refuses_file_changed_since_opened);

  return g_test_run ();
}
