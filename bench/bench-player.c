/* bench-player.c: the computer player's strength and speed (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Strength: 1,000 seeded games of the default scenario (the board's setup,
 * Guards rolled afresh for each seed, seeds 1 to 1,000) for each pairing;
 * "strong" in a seat against "simple" is compared with "simple" in the same
 * seat against "simple" (the target: 20 points more, for either side).
 * Speed: 1,000 strong-vs-strong games on every core (target under 10 s on
 * two cores), the slowest strong decision met in 50 games (target under
 * 100 ms), and simple games per second on one core.
 */

#include "config.h"

#include <time.h>

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"
#include "core/gmp-player-balance.h"
#include "core/gmp-player-private.h"

#define N_GAMES    1000
#define FIRST_SEED 1

static const GmpBalanceReport *
run (GmpBoard       *board,
     GmpPlayerLevel  swarm,
     GmpPlayerLevel  humans,
     guint           threads,
     GmpBalance    **out,
     double         *seconds,
     double         *cpu_seconds)
{
  g_autoptr(GError) error = NULL;
  GmpBalance *balance = gmp_balance_new (board, NULL, swarm, humans, N_GAMES, FIRST_SEED);
  gint64 start = g_get_monotonic_time ();
  /* The process's CPU time over every thread: the wall time on idle cores */
  clock_t cpu = clock ();

  gmp_balance_run (balance, threads, NULL, &error);
  g_assert_no_error (error);
  *seconds = (g_get_monotonic_time () - start) / 1e6;
  *cpu_seconds = (double) (clock () - cpu) / CLOCKS_PER_SEC;
  *out = balance;
  return gmp_balance_get_report (balance);
}

static void
print_rate (const char *what,
            guint       wins,
            guint       games)
{
  double rate, low, high;

  gmp_balance_rate (wins, games, &rate, &low, &high);
  g_print ("%-40s %5.1f %%  (95 %% interval %.1f–%.1f %%, %u of %u games)\n",
           what, 100 * rate, 100 * low, 100 * high, wins, games);
}

/* The slowest decision of the strong player over some whole games, each
 * decision timed on its own through the session, as the app asks it */
static double
slowest_decision_ms (GmpBoard *board,
                     guint     games,
                     guint    *decisions)
{
  double slowest = 0.0;

  *decisions = 0;
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

          if (!gmp_player_play_step (player, session, &over, &error))
            g_error ("%s", error->message);
          slowest = MAX (slowest, (g_get_monotonic_time () - start) / 1000.0);
          (*decisions)++;
        }
    }
  return slowest;
}

void
bench_player (void)
{
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpBalance) simple = NULL;
  g_autoptr(GmpBalance) strong_swarm = NULL;
  g_autoptr(GmpBalance) strong_humans = NULL;
  g_autoptr(GmpBalance) strong = NULL;
  const GmpBalanceReport *base, *swarm, *humans, *both;
  double seconds, cpu, ms;
  guint decisions;

  g_assert_no_error (error);
  bench_section ("Computer player: strength over 1,000 seeded games per pairing");
  base = run (board, GMP_PLAYER_SIMPLE, GMP_PLAYER_SIMPLE, 0, &simple, &seconds, &cpu);
  swarm = run (board, GMP_PLAYER_STRONG, GMP_PLAYER_SIMPLE, 0, &strong_swarm, &seconds, &cpu);
  humans = run (board, GMP_PLAYER_SIMPLE, GMP_PLAYER_STRONG, 0, &strong_humans, &seconds, &cpu);
  print_rate ("Swarm wins, simple vs simple", base->wins[GMP_SIDE_SWARM], base->games);
  print_rate ("Swarm wins, strong vs simple", swarm->wins[GMP_SIDE_SWARM], swarm->games);
  print_rate ("Humans win, simple vs simple", base->wins[GMP_SIDE_HUMANS], base->games);
  print_rate ("Humans win, strong vs simple", humans->wins[GMP_SIDE_HUMANS], humans->games);
  g_print ("gain for the Swarm %+.1f points, for the Humans %+.1f points (target +20 each)\n",
           100.0 * ((double) swarm->wins[GMP_SIDE_SWARM] - base->wins[GMP_SIDE_SWARM]) / N_GAMES,
           100.0 * ((double) humans->wins[GMP_SIDE_HUMANS] - base->wins[GMP_SIDE_HUMANS]) / N_GAMES);

  bench_section ("Computer player: speed");
  both = run (board, GMP_PLAYER_STRONG, GMP_PLAYER_STRONG, 0, &strong, &seconds, &cpu);
  g_print ("1,000 games strong vs strong on %u threads: %.2f s wall, %.2f s CPU "
           "(target < 10 s on 2 cores)\n", g_get_num_processors (), seconds, cpu);
  print_rate ("Swarm wins, strong vs strong", both->wins[GMP_SIDE_SWARM], both->games);
  ms = slowest_decision_ms (board, 20, &decisions);
  g_print ("slowest strong answer in 20 games: %.2f ms of %u decisions (target < 100 ms)\n",
           ms, decisions);

  gmp_board_unref (board);
}
