/* bench-hash.c: fingerprints of whole seeded games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A speed-up of the turn sequence must not change a single die: this section
 * plays the seeded games of the property test (seeds 1000 on) from setup to
 * the end and prints the SHA-256 of each one's saved scenario
 * (gmp_scenario_to_bytes), then one digest over all of them. Each game is
 * played three ways: gmp_turn_play_auto() without a log, the same with the
 * log (saved with the scenario, so every move and die counts), and answer by
 * answer through gmp_turn_answer(), as the CLI and the UI play. Two builds
 * that print the same digest played the same games (docs/performance.md).
 */

#include "config.h"

#include "bench.h"
#include "core/gmp-core.h"
#include "core/gmp-turn.h"

#define FIRST_SEED 1000
#define N_GAMES    2000

static GmpState *
new_game (GmpBoard *board,
          GmpDice  *dice)
{
  g_autoptr(GError) error = NULL;
  GmpState *state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);

  g_assert_no_error (error);
  return state;
}

/* The saved scenario's bytes, with the log when there is one, into checksum */
static void
add_saved_game (GChecksum *checksum,
                GmpState  *state,
                GmpLog    *log)
{
  g_autoptr(GmpScenario) scenario = gmp_scenario_new (state);
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  const guchar *data;

  scenario->log = log;
  bytes = gmp_scenario_to_bytes (scenario);
  data = g_bytes_get_data (bytes, &size);
  g_checksum_update (checksum, data, size);
}

static void
play_auto (GmpBoard  *board,
           guint64    seed,
           gboolean   logged,
           GChecksum *checksum)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  GmpState *state = new_game (board, dice);
  GmpLog *log = logged ? gmp_log_new () : NULL;

  if (!gmp_turn_play_auto (state, log, dice, 0, &error))
    g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
  add_saved_game (checksum, state, log);
}

/* The way the property test plays (tests/test-turn.c): the public calls only */
static void
play_by_answers (GmpBoard  *board,
                 guint64    seed,
                 GChecksum *checksum)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  GmpState *state = new_game (board, dice);
  GmpLog *log = gmp_log_new ();

  if (!gmp_turn_advance (state, log, &error))
    g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
  while (!gmp_turn_is_over (state))
    {
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (state);

      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move (state, log, dice);
          gmp_question_free (question);
          question = gmp_turn_get_question (state);
        }
      if (!gmp_turn_answer (state, log, dice, gmp_turn_auto_answer (question, dice), &error))
        g_error ("seed %" G_GUINT64_FORMAT ": %s", seed, error->message);
    }
  add_saved_game (checksum, state, log);
}

void
bench_hash (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GChecksum) all = g_checksum_new (G_CHECKSUM_SHA256);
  gint64 start = g_get_monotonic_time ();

  g_assert_no_error (error);
  g_print ("\n== Fingerprints of %u seeded games (seed, SHA-256 of the saved games) ==\n",
           N_GAMES);
  for (guint64 seed = FIRST_SEED; seed < FIRST_SEED + N_GAMES; seed++)
    {
      g_autoptr(GChecksum) game = g_checksum_new (G_CHECKSUM_SHA256);
      const char *digest;

      play_auto (board, seed, FALSE, game);
      play_auto (board, seed, TRUE, game);
      play_by_answers (board, seed, game);
      digest = g_checksum_get_string (game);
      g_print ("%" G_GUINT64_FORMAT " %s\n", seed, digest);
      g_checksum_update (all, (const guchar *) digest, -1);
    }
  g_print ("digest of the %u games: %s (%.1f s)\n", N_GAMES, g_checksum_get_string (all),
           (g_get_monotonic_time () - start) / 1e6);
}
