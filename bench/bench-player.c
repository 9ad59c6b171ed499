/* bench-player.c: the computer player's strength and speed (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Strength: 1,000 seeded games of the default scenario (the board's setup,
 * Guards rolled afresh for each seed, seeds 1 to 1,000) for each of the four
 * pairings of the two levels. Each seat's win rate is shown for both levels
 * against a simple opponent and against a strong one, and the gain of
 * "strong" over "simple" in the same seat against the same opponent, with
 * 95 % intervals (the target: 20 points or more). Against a simple Swarm
 * the Humans win almost every game at either level, so their gain is also
 * measured against the strong Swarm, where the game's balance does not hide
 * it.
 * Speed: the 1,000 strong-vs-strong games on every core (target under 10 s
 * on two cores), the slowest strong decision through the session (target
 * under 100 ms), simple games per second on one core by CPU time (target
 * 4,000). That the strong player's every choice is legal over 1,000 games
 * through the session is a test (tests/test-player.c).
 */

#include "config.h"

#include <math.h>
#include <time.h>

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"
#include "core/gmp-player-balance.h"

#define N_GAMES      1000
#define FIRST_SEED   1
#define N_DECISION_GAMES 100
#define N_SIMPLE_GAMES   4000

/* CPU time of the whole process (every thread), in seconds */
static double
cpu_now (void)
{
  struct timespec t;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

/* CPU time of the calling thread, in seconds */
static double
thread_cpu_now (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

typedef struct {
  GmpBalance *balance;
  double      wall;
  double      cpu;
} Pairing;

static void
run (GmpBoard       *board,
     GmpPlayerLevel  swarm,
     GmpPlayerLevel  humans,
     Pairing        *out)
{
  g_autoptr(GError) error = NULL;
  gint64 start = g_get_monotonic_time ();
  double cpu = cpu_now ();

  out->balance = gmp_balance_new (board, NULL, swarm, humans, N_GAMES, FIRST_SEED);
  /* One thread per core, as the balance check plays */
  gmp_balance_run (out->balance, 0, NULL, &error);
  g_assert_no_error (error);
  out->wall = (g_get_monotonic_time () - start) / 1e6;
  out->cpu = cpu_now () - cpu;
}

static guint
wins (const Pairing *pairing,
      GmpSide        side)
{
  return gmp_balance_get_report (pairing->balance)->wins[side];
}

static void
print_rate (const char *what,
            guint       won)
{
  double rate, low, high;

  gmp_balance_rate (won, N_GAMES, &rate, &low, &high);
  g_print ("  %-44s %5.1f %%  (95 %% interval %4.1f–%5.1f %%)\n", what, 100 * rate, 100 * low,
           100 * high);
}

/* The gain of one rate over another from independent games, in points,
 * with Newcombe's 95 % interval for a difference (built from each rate's
 * Wilson interval, sound near 0 and 100 % where the normal one is not) */
static void
print_gain (const char *what,
            guint       strong_won,
            guint       simple_won)
{
  double p1, l1, u1, p2, l2, u2, d, low, high;

  gmp_balance_rate (strong_won, N_GAMES, &p1, &l1, &u1);
  gmp_balance_rate (simple_won, N_GAMES, &p2, &l2, &u2);
  d = p1 - p2;
  low = d - sqrt ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2));
  high = d + sqrt ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2));
  g_print ("  %-44s %+5.1f points (95 %% interval %+.1f to %+.1f; target +20)\n", what, 100 * d,
           100 * low, 100 * high);
}

/* One seat, both levels, against one opponent */
static void
print_seat (const char    *title,
            GmpSide        side,
            const Pairing *simple,
            const Pairing *strong)
{
  g_print ("%s\n", title);
  print_rate ("simple", wins (simple, side));
  print_rate ("strong", wins (strong, side));
  print_gain ("gain of strong", wins (strong, side), wins (simple, side));
}

/* The slowest decision of the strong player over whole games, each
 * decision timed on its own through the session, as the app asks it */
static void
slowest_decision (GmpBoard *board,
                  guint     games,
                  guint    *decisions,
                  double   *wall_ms,
                  double   *cpu_ms)
{
  *decisions = 0;
  *wall_ms = *cpu_ms = 0.0;
  for (guint g = 0; g < games; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpPlayer) player = gmp_player_new (GMP_PLAYER_STRONG);
      g_autoptr(GmpSession) session = gmp_session_new_game (board,
                                                            gmp_dice_new_seeded (FIRST_SEED + g),
                                                            GMP_SETUP_DEFAULT, &error);
      gboolean over = FALSE;

      g_assert_no_error (error);
      while (!over)
        {
          gint64 start = g_get_monotonic_time ();
          double cpu = thread_cpu_now ();

          if (!gmp_player_play_step (player, session, &over, &error))
            g_error ("%s", error->message);
          *cpu_ms = MAX (*cpu_ms, (thread_cpu_now () - cpu) * 1000.0);
          *wall_ms = MAX (*wall_ms, (g_get_monotonic_time () - start) / 1000.0);
          (*decisions)++;
        }
    }
}

/* Whole simple games per second on this thread, by its CPU time */
static double
simple_games_per_second (GmpBoard *board)
{
  double cpu = thread_cpu_now ();

  for (guint g = 0; g < N_SIMPLE_GAMES; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (FIRST_SEED + g);
      g_autoptr(GmpState) state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);

      g_assert_no_error (error);
      if (!gmp_turn_play_auto (state, NULL, dice, 0, &error))
        g_error ("%s", error->message);
    }
  return N_SIMPLE_GAMES / (thread_cpu_now () - cpu);
}

void
bench_player (void)
{
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  /* [swarm level][humans level] */
  Pairing pairings[GMP_N_PLAYER_LEVELS][GMP_N_PLAYER_LEVELS];
  const Pairing *simple_simple, *strong_simple, *simple_strong, *strong_strong;
  guint decisions;
  double wall_ms, cpu_ms;

  g_assert_no_error (error);
  bench_section ("Computer player: strength over 1,000 seeded games per pairing");
  for (guint s = 0; s < GMP_N_PLAYER_LEVELS; s++)
    for (guint h = 0; h < GMP_N_PLAYER_LEVELS; h++)
      run (board, s, h, &pairings[s][h]);
  simple_simple = &pairings[GMP_PLAYER_SIMPLE][GMP_PLAYER_SIMPLE];
  strong_simple = &pairings[GMP_PLAYER_STRONG][GMP_PLAYER_SIMPLE];
  simple_strong = &pairings[GMP_PLAYER_SIMPLE][GMP_PLAYER_STRONG];
  strong_strong = &pairings[GMP_PLAYER_STRONG][GMP_PLAYER_STRONG];
  print_seat ("Swarm wins against simple Humans:", GMP_SIDE_SWARM, simple_simple, strong_simple);
  print_seat ("Humans win against a simple Swarm:", GMP_SIDE_HUMANS, simple_simple, simple_strong);
  print_seat ("Swarm wins against strong Humans:", GMP_SIDE_SWARM, simple_strong, strong_strong);
  print_seat ("Humans win against a strong Swarm:", GMP_SIDE_HUMANS, strong_simple, strong_strong);

  bench_section ("Computer player: speed");
  g_print ("1,000 games strong vs strong on %u threads: %.2f s wall, %.2f s CPU "
           "(target < 10 s on 2 cores)\n", g_get_num_processors (), strong_strong->wall,
           strong_strong->cpu);
  slowest_decision (board, N_DECISION_GAMES, &decisions, &wall_ms, &cpu_ms);
  g_print ("slowest strong decision in %u games (%u decisions): %.1f ms wall, %.1f ms CPU "
           "(target < 100 ms)\n", N_DECISION_GAMES, decisions, wall_ms, cpu_ms);
  g_print ("simple games on one core: %.0f a second by CPU time, %u games (target 4,000)\n",
           simple_games_per_second (board), N_SIMPLE_GAMES);

  for (guint s = 0; s < GMP_N_PLAYER_LEVELS; s++)
    for (guint h = 0; h < GMP_N_PLAYER_LEVELS; h++)
      gmp_balance_free (pairings[s][h].balance);
  gmp_board_unref (board);
}
