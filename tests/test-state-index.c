/* test-state-index.c: the state's index of units by city is what the units say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core keeps the index (gmp-state-index.c) as it changes units, one
 * setter per kind of change. After every action of many seeded games (each
 * move, FX and answer, the automatic player's whole combats too, and every
 * decision of strong players through the session) it must equal an index
 * built afresh from the units, without having been thrown away and built
 * again. A unit changed by hand makes it stale, and the next read sees the
 * change.
 */

#include "config.h"

#include "core/gmp-core.h"
#include "core/gmp-movement.h"
#include "core/gmp-player.h"
#include "core/gmp-state-private.h"
#include "core/gmp-turn-private.h"

typedef struct {
  GmpState *state;
  GmpLog   *log;
  guint     checks;
} Game;

static void
check_index (Game *game)
{
  g_assert_true (_gmp_state_index_matches (game->state));
  game->checks++;
}

static const GmpState *
game_get_state (gpointer data)
{
  return ((Game *) data)->state;
}

static gboolean
game_move (gpointer     data,
           guint        unit,
           const guint *path,
           guint        n_path)
{
  Game *game = data;
  GmpMoveStatus status = gmp_movement_move_path_logged (game->state, game->log, &unit, 1,
                                                        path, n_path, NULL);

  check_index (game);
  return status != GMP_MOVE_FAILED;
}

static void
game_use_fx (gpointer data,
             guint    chit,
             guint    city)
{
  Game *game = data;

  gmp_turn_use_fx (game->state, game->log, (int) chit, city, NULL);
  check_index (game);
}

/* One seeded game of the simple policy, through the public calls, a whole
 * combat at once every other game (the automatic player's way) */
static guint
play_simple (GmpBoard *board,
             guint64   seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  g_autoptr(GmpState) state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_autoptr(GmpLog) log = gmp_log_new ();
  g_autoptr(GmpTurnCache) cache = _gmp_turn_cache_new ();
  Game game = { state, log, 0 };
  GmpAutoPlayer player = { game_get_state, game_move, game_use_fx, &game };

  g_assert_no_error (error);
  /* The index is built when first read; from then on the core keeps it */
  _gmp_state_index_get (state);
  g_assert_true (gmp_turn_advance (state, log, &error));
  check_index (&game);
  while (!gmp_turn_is_over (state))
    {
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (state);
      int answer;

      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move_with (&player, dice);
          gmp_question_free (question);
          question = gmp_turn_get_question (state);
        }
      answer = gmp_turn_auto_answer (question, dice);
      if (question->kind == GMP_QUESTION_COMBAT && seed % 2 == 0)
        g_assert_true (_gmp_turn_play_combat (state, log, dice, cache, answer, &error));
      else
        g_assert_true (gmp_turn_answer (state, log, dice, answer, &error));
      g_assert_no_error (error);
      check_index (&game);
    }
  return game.checks;
}

static void
test_simple_games (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  guint n = g_test_slow () ? 1000 : 200;
  guint checks = 0;

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    checks += play_simple (board, 7000 + i);
  g_test_message ("%u games, %u actions checked", n, checks);
  /* Some 270 actions a game: the check ran on whole games */
  g_assert_cmpuint (checks, >, n * 100);
}

/* Strong players through the session: their moves, Fort options, FX,
 * retreats and displacements, each an action the session performs */
static void
test_strong_games (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  guint n = g_test_slow () ? 60 : 12, checks = 0;

  g_assert_no_error (error);
  for (guint g = 0; g < n; g++)
    {
      g_autoptr(GmpPlayer) player = gmp_player_new (GMP_PLAYER_STRONG);
      g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (500 + g),
                                                            GMP_SETUP_DEFAULT, &error);
      gboolean over = FALSE;

      g_assert_no_error (error);
      _gmp_state_index_get (gmp_session_get_state (session));
      while (!over)
        {
          g_assert_true (gmp_player_play_step (player, session, &over, &error));
          g_assert_no_error (error);
          g_assert_true (_gmp_state_index_matches (gmp_session_get_state (session)));
          checks++;
        }
    }
  g_test_message ("%u strong games, %u decisions checked", n, checks);
  g_assert_cmpuint (checks, >, n * 50);
}

/* A unit changed by hand: the index goes stale and the next read counts it */
static void
test_changed_by_hand (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpState) state = gmp_state_new (board);
  guint ids[4];
  guint id;

  g_assert_no_error (error);
  id = gmp_state_add_unit (state, board->guard_type == 0 ? 1 : 0, 0, 0);
  gmp_state_add_unit (state, board->guard_type, GMP_NONE, 0);
  g_assert_cmpuint (gmp_state_units_in_city (state, 0, GMP_N_SIDES, ids, 4), ==, 2);
  g_assert_cmpuint (_gmp_state_city_units (state, 0)->hidden, ==, 1);
  g_assert_cmpuint (_gmp_state_city_units (state, 0)->unknown, ==, 1);
  g_assert_true (_gmp_state_index_matches (state));

  gmp_state_get_unit (state, id)->city = 1;
  g_assert_false (_gmp_state_index_matches (state));
  g_assert_cmpuint (gmp_state_units_in_city (state, 0, GMP_N_SIDES, ids, 4), ==, 1);
  g_assert_cmpuint (ids[0], ==, id + 1);
  g_assert_cmpuint (gmp_state_units_in_city (state, 1, GMP_N_SIDES, ids, 4), ==, 1);
  g_assert_cmpuint (ids[0], ==, id);
  g_assert_true (_gmp_state_index_matches (state));

  /* Written without gmp_state_get_unit(), then said */
  g_array_index (state->units, GmpUnit, id + 1).revealed = TRUE;
  gmp_state_units_changed (state);
  g_assert_cmpuint (_gmp_state_city_units (state, 0)->hidden, ==, 0);

  /* A copy holds the same index, built or not */
  {
    g_autoptr(GmpState) copy = gmp_state_copy (state);

    g_assert_true (_gmp_state_index_matches (copy));
    g_assert_true (_gmp_state_identical (copy, state));
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/state-index/simple-games", test_simple_games);
  g_test_add_func ("/core/state-index/strong-games", test_strong_games);
  g_test_add_func ("/core/state-index/changed-by-hand", test_changed_by_hand);

  return g_test_run ();
}
