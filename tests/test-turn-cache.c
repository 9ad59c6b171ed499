/* test-turn-cache.c: what makes whole games fast changes no game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Automatic play resolves a chosen combat in one replay and keeps what the
 * turn sequence worked out for a state in a GmpTurnCache (gmp-turn.c). These
 * tests hold them to the plain question-and-answer path: the same questions,
 * the same games, whatever changes the state between two calls.
 */

#include "config.h"

#include "core/gmp-core.h"
#include "core/gmp-retreat.h"
#include "core/gmp-state-private.h"
#include "core/gmp-turn-private.h"

typedef struct {
  GmpBoard *board;
  GmpState *state;
  GmpLog   *log;
  GmpDice  *dice;
} Game;

static void
game_init (Game    *game,
           guint64  seed)
{
  g_autoptr(GError) error = NULL;

  game->board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  game->dice = gmp_dice_new_seeded (seed);
  game->state = gmp_setup_new_game (game->board, game->dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  game->log = gmp_log_new ();
  g_assert_true (gmp_turn_advance (game->state, game->log, &error));
  g_assert_no_error (error);
}

static void
game_clear (Game *game)
{
  g_clear_pointer (&game->state, gmp_state_free);
  g_clear_pointer (&game->log, gmp_log_free);
  g_clear_pointer (&game->dice, gmp_dice_free);
  g_clear_pointer (&game->board, gmp_board_unref);
}

static void
assert_same_question (const GmpQuestion *a,
                      const GmpQuestion *b)
{
  g_assert_cmpint (a->kind, ==, b->kind);
  g_assert_cmpint (a->side, ==, b->side);
  g_assert_cmpint (a->subject, ==, b->subject);
  g_assert_cmpint (a->suggested, ==, b->suggested);
  g_assert_cmpuint (a->answers->len, ==, b->answers->len);
  for (guint i = 0; i < a->answers->len; i++)
    g_assert_cmpint (g_array_index (a->answers, int, i), ==, g_array_index (b->answers, int, i));
}

/* Answer by answer through the public calls, each working everything out
 * afresh: the reference */
static void
play_by_answers (Game *game)
{
  while (!gmp_turn_is_over (game->state))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (game->state);

      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move (game->state, game->log, game->dice);
          gmp_question_free (question);
          question = gmp_turn_get_question (game->state);
        }
      g_assert_true (gmp_turn_answer (game->state, game->log, game->dice,
                                      gmp_turn_auto_answer (question, game->dice), &error));
      g_assert_no_error (error);
    }
}

/* Answer by answer with one cache for the whole game, every combat question
 * asked and answered on its own */
static void
play_with_cache (Game *game)
{
  g_autoptr(GmpTurnCache) cache = _gmp_turn_cache_new ();

  while (!gmp_turn_is_over (game->state))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpQuestion) question = _gmp_turn_get_question (game->state, cache, NULL);

      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move (game->state, game->log, game->dice);
          question = _gmp_turn_get_question (game->state, cache, g_steal_pointer (&question));
        }
      g_assert_true (_gmp_turn_apply_answer (game->state, game->log, game->dice, cache, question,
                                             gmp_turn_auto_answer (question, game->dice),
                                             &error));
      g_assert_no_error (error);
    }
}

/* Issue 8: gmp_turn_play_auto() plays a chosen combat to its end in one
 * replay, taking its FX, dice and decisions (rules notes 12-15, 18, 20) as
 * they come; the cached step-by-step path reuses replays. Both must play
 * the very game answering every question plays: same state, same log. */
static void
test_same_games (void)
{
  guint n = g_test_slow () ? 2000 : 150;
  guint combats = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      Game reference = { 0, }, cached = { 0, }, automatic = { 0, };

      game_init (&reference, 3000 + i);
      play_by_answers (&reference);
      game_init (&cached, 3000 + i);
      play_with_cache (&cached);
      game_init (&automatic, 3000 + i);
      g_assert_true (gmp_turn_play_auto (automatic.state, automatic.log, automatic.dice, 0,
                                         &error));
      g_assert_no_error (error);

      g_assert_true (gmp_state_equal (reference.state, cached.state));
      g_assert_true (gmp_log_equal (reference.log, cached.log));
      g_assert_true (gmp_state_equal (reference.state, automatic.state));
      g_assert_true (gmp_log_equal (reference.log, automatic.log));
      for (guint e = 0; e < gmp_log_get_n_entries (reference.log); e++)
        combats += gmp_log_get_entry (reference.log, e)->kind == GMP_LOG_COMBAT;

      game_clear (&reference);
      game_clear (&cached);
      game_clear (&automatic);
    }
  /* The games fought: the comparison covers combats */
  g_assert_cmpuint (combats, >, n);
}

/* A change to a unit of the map that leaves the game playable: Fresh to
 * Reduced and back, or a move to a neighbouring city. Returns the unit
 * changed (its old value in *saved), or GMP_NONE. */
static int
edit_unit (GmpState *state,
           GRand    *rand,
           GmpUnit  *saved)
{
  guint id = g_rand_int_range (rand, 0, state->units->len);
  GmpUnit *unit = gmp_state_get_unit (state, id);
  const GmpCity *city;

  if (unit->place != GMP_PLACE_MAP)
    return GMP_NONE;
  *saved = *unit;
  city = &state->board->cities[unit->city];
  if (g_rand_boolean (rand) || city->n_neighbours == 0)
    unit->reduced = !unit->reduced;
  else
    unit->city = city->neighbours[g_rand_int_range (rand, 0, city->n_neighbours)];
  return id;
}

/* Whatever changes the state between two calls, a cache answers as a fresh
 * look at the state does: the state is edited now and then (as the editor
 * does), asked about with the cache, put back and answered with it. */
static void
test_sees_changes (void)
{
  guint n = g_test_slow () ? 200 : 25;
  guint edits = 0;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GmpTurnCache) cache = _gmp_turn_cache_new ();
      g_autoptr(GRand) rand = g_rand_new_with_seed (i);
      Game game = { 0, };

      game_init (&game, 7000 + i);
      while (!gmp_turn_is_over (game.state))
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(GmpQuestion) question = _gmp_turn_get_question (game.state, cache, NULL);
          g_autoptr(GmpQuestion) fresh = gmp_turn_get_question (game.state);
          GmpUnit saved;
          int edited;

          assert_same_question (question, fresh);
          if (question->kind == GMP_QUESTION_MOVEMENT)
            {
              gmp_turn_auto_move (game.state, game.log, game.dice);
              question = _gmp_turn_get_question (game.state, cache, g_steal_pointer (&question));
            }

          edited = g_rand_int_range (rand, 0, 3) == 0
                   ? edit_unit (game.state, rand, &saved) : GMP_NONE;
          if (edited != GMP_NONE)
            {
              g_autoptr(GmpQuestion) after = _gmp_turn_get_question (game.state, cache, NULL);
              g_autoptr(GmpQuestion) after_fresh = gmp_turn_get_question (game.state);

              assert_same_question (after, after_fresh);
              *gmp_state_get_unit (game.state, edited) = saved;
              edits++;
            }

          g_assert_true (_gmp_turn_apply_answer (game.state, game.log, game.dice, cache, question,
                                                 gmp_turn_auto_answer (question, game.dice),
                                                 &error));
          g_assert_no_error (error);
        }
      game_clear (&game);
    }
  g_assert_cmpuint (edits, >, 0);
}

/* The check and the copy behind the cache: a copy made by
 * _gmp_state_copy_into() is identical, into arrays of any size, and a
 * change to any field or array is seen. */
static void
test_state_identical (void)
{
  Game game = { 0, };
  g_autoptr(GmpState) other = NULL;
  g_autoptr(GmpState) copy = NULL;
  GmpState *state;
  int answer = 2;
  guint8 die = 6;
  guint city = 3;

  game_init (&game, 11);
  state = game.state;
  /* Arrays of other lengths than the state's, no activation snapshot */
  other = gmp_state_new (game.board);
  gmp_state_add_unit (other, 0, GMP_NONE, GMP_NONE);
  g_array_append_val (other->combat_answers, answer);
  copy = gmp_state_copy (other);
  g_assert_true (_gmp_state_identical (copy, other));
  g_assert_false (_gmp_state_identical (copy, state));

  /* A snapshot of enemy cities appears (rules note 14), then goes */
  state->enemy_at_start = gmp_retreat_snapshot (state);
  _gmp_state_copy_into (copy, state);
  g_assert_true (_gmp_state_identical (copy, state));
  g_assert_true (gmp_state_equal (copy, state));
  g_assert_true (copy->units != state->units);
  g_clear_pointer (&state->enemy_at_start, g_free);
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  g_assert_true (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, other);
  g_assert_true (_gmp_state_identical (copy, other));
  _gmp_state_copy_into (copy, state);

  /* Each field and array, changed and put back */
  gmp_state_get_unit (state, 7)->mp_used++;
  g_assert_false (_gmp_state_identical (copy, state));
  gmp_state_get_unit (state, 7)->mp_used--;
  g_assert_true (_gmp_state_identical (copy, state));
  state->chits[2].place = GMP_CHIT_REMOVED;
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  state->fort_strength[0]--;
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  state->combat_done[city] = 1;
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  state->fort_choice[1] = GMP_FORT_CHOICE_PASS;
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  g_array_append_val (state->combat_dice, die);
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  g_array_append_val (state->combat_answers, answer);
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  g_array_append_val (state->move_pending_path, city);
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  state->danger_space++;
  g_assert_false (_gmp_state_identical (copy, state));
  _gmp_state_copy_into (copy, state);
  g_assert_true (_gmp_state_identical (copy, state));
  g_assert_true (gmp_state_equal (copy, state));

  game_clear (&game);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/turn/cache/same-games", test_same_games);
  g_test_add_func ("/core/turn/cache/sees-changes", test_sees_changes);
  g_test_add_func ("/core/turn/cache/state-identical", test_state_identical);

  return g_test_run ();
}
