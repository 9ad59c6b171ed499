/* bench-turn.c: whole seeded games through the turn sequence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Full games from setup to the end, with the random legal policy of
 * gmp_turn_play_auto() (target: over 1,000 games per second on one core),
 * a single answer, and the memory one game state takes.
 */

#include "config.h"

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"
#include "core/gmp-turn.h"

typedef struct {
  GmpBoard *board;
  GmpState *start;
  guint64   seed;
  guint     games;
  guint     answers;
} TurnBench;

#define GAMES_PER_RUN 20

static void
play_games (gpointer data)
{
  TurnBench *bench = data;

  for (guint i = 0; i < GAMES_PER_RUN; i++)
    {
      g_autoptr(GmpState) state = gmp_state_copy (bench->start);
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (bench->seed++);
      gboolean ok = gmp_turn_play_auto (state, NULL, dice, 0, NULL);

      g_assert (ok && gmp_turn_is_over (state));
      bench->games++;
    }
}

static void
play_games_logged (gpointer data)
{
  TurnBench *bench = data;

  for (guint i = 0; i < GAMES_PER_RUN; i++)
    {
      g_autoptr(GmpState) state = gmp_state_copy (bench->start);
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (bench->seed++);
      g_autoptr(GmpLog) log = gmp_log_new ();

      gmp_turn_play_auto (state, log, dice, 0, NULL);
      bench->answers += gmp_log_get_n_entries (log);
    }
}

/* The pending question alone: what the UI asks after every action. */
static void
get_questions (gpointer data)
{
  TurnBench *bench = data;

  for (guint i = 0; i < 1000; i++)
    {
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (bench->start);
      g_assert (question->kind == GMP_QUESTION_DRAW_CHIT);
    }
}

static gsize
state_bytes (const GmpState *state)
{
  return sizeof *state
         + state->units->len * sizeof (GmpUnit)
         + state->board->n_forts * sizeof (guint)
         + state->board->n_chits * sizeof (GmpChitState);
}

void
bench_turn (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = NULL;
  g_autofree char *line = NULL;
  TurnBench bench = { 0, };
  double us;

  bench.board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  dice = gmp_dice_new_seeded (1);
  bench.start = gmp_setup_new_game (bench.board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  gmp_turn_advance (bench.start, NULL, &error);
  g_assert_no_error (error);

  bench_section ("Full games");
  us = bench_median_us (play_games, &bench, 15);
  bench_report ("20 full seeded games, no log", us, 15);
  line = g_strdup_printf ("%.0f full games per second on one core (target > 1,000)",
                          GAMES_PER_RUN * 1e6 / us);
  g_print ("%s\n", line);

  us = bench_median_us (play_games_logged, &bench, 15);
  bench_report ("20 full seeded games, with the log", us, 15);

  us = bench_median_us (get_questions, &bench, 15);
  bench_report ("1,000 pending questions at the first draw", us, 15);

  g_print ("one game state takes %" G_GSIZE_FORMAT " bytes (%u units, %u chits, "
           "%u forts; the board is shared)\n",
           state_bytes (bench.start), bench.start->units->len, bench.board->n_chits,
           bench.board->n_forts);

  gmp_state_free (bench.start);
  gmp_board_unref (bench.board);
}
