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

/* A game won without a reason is not a state the file format can hold:
 * saving refuses it and keeps the old file */
static void
test_save_refuses_invalid_result (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (3);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_default (dice, &error);
  g_autofree char *dir = g_dir_make_tmp ("gmp-game-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "won.gmpscenario", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *contents = NULL;
  GmpState *state;
  guint undrawn;

  g_assert_no_error (error);
  g_assert_cmpuint (count_guards (gmp_game_get_state (game), &undrawn), ==, 12);
  g_assert_cmpuint (undrawn, ==, 0);
  state = gmp_state_copy (gmp_game_get_state (game));
  state->phase = GMP_PHASE_GAME_OVER;
  state->winner = GMP_WINNER_HUMANS;
  state->end_reason = GMP_END_NONE;
  gmp_game_replace_state (game, state);

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_false (gmp_game_save (game, file, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "won.gmpscenario"));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");
  g_assert_true (gmp_game_get_modified (game));

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/game/open-applies-setup-rules", test_open_applies_setup_rules);
  g_test_add_func ("/model/game/save-refuses-invalid-result", test_save_refuses_invalid_result);

  return g_test_run ();
}
