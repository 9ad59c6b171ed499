/* bench-solo.c: a computer decision in the app, through the game object (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solo play (model/gmp-solo.h) decides through the session, takes the
 * decision back and shows its first action as a redo of the GmpGame, so
 * that the app tells it: that step is what the people wait for after their
 * own decision (target under 100 ms); each further action of it is a redo.
 * Whole seeded games, the strong player on both sides, the app rolling,
 * every step timed in wall-clock and thread CPU time. The side panel's
 * rebuild after each action is the app's and is measured by
 * bench-outcome; here nothing listens to the game but the solo. The
 * Suggest button's advice (gmp_player_suggest(), up to three answers with
 * their odds) is timed at every question of the same games.
 */

#include "config.h"

#include <time.h>

#include "bench.h"
#include "bench-util.h"
#include "model/gmp-solo.h"

#define N_GAMES    20
#define FIRST_SEED 1

static double
thread_cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
report (const char *name,
        GArray     *wall,
        GArray     *cpu)
{
  g_array_sort (wall, compare_doubles);
  g_array_sort (cpu, compare_doubles);
  g_print ("%s: %u, median %.2f ms, 99th percentile %.1f ms, slowest %.1f ms wall "
           "(%.1f ms CPU)\n", name, wall->len, g_array_index (wall, double, wall->len / 2),
           g_array_index (wall, double, wall->len * 99 / 100),
           g_array_index (wall, double, wall->len - 1), g_array_index (cpu, double, cpu->len - 1));
}

void
bench_solo (void)
{
  g_autoptr(GArray) decision_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) decision_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) shown_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) shown_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) advice_wall = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) advice_cpu = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GmpPlayer) adviser = gmp_player_new (GMP_PLAYER_STRONG);

  bench_section ("Solo play: a computer decision in the app (issue 21)");
  for (guint game_index = 0; game_index < N_GAMES; game_index++)
    {
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (FIRST_SEED + game_index);
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpGame) game = gmp_game_new_for_table (FALSE, dice, &error);
      g_autoptr(GmpSolo) solo = NULL;
      GmpSession *session;

      g_assert_no_error (error);
      solo = gmp_solo_new (game);
      session = gmp_game_get_session (game);
      /* No timer: the steps are taken here */
      gmp_solo_set_paused (solo, TRUE);
      for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
        gmp_solo_set_computer (solo, side, TRUE, GMP_PLAYER_STRONG);
      while (gmp_game_get_state (game)->phase != GMP_PHASE_GAME_OVER)
        {
          /* Nothing left to show of the last decision: this step decides */
          gboolean decides = !gmp_session_can_redo (session);
          gint64 start;
          double cpu;
          double wall_ms;
          gboolean acted;

          if (decides)
            {
              g_autoptr(GPtrArray) advice = NULL;

              start = g_get_monotonic_time ();
              cpu = thread_cpu_ms ();
              advice = gmp_player_suggest (adviser, session, 3, &error);
              g_assert_no_error (error);
              wall_ms = (g_get_monotonic_time () - start) / 1e3;
              cpu = thread_cpu_ms () - cpu;
              g_array_append_val (advice_wall, wall_ms);
              g_array_append_val (advice_cpu, cpu);
            }
          start = g_get_monotonic_time ();
          cpu = thread_cpu_ms ();

          if (!gmp_solo_step (solo, &acted, &error))
            g_error ("seed %u: %s", FIRST_SEED + game_index, error->message);
          g_assert_true (acted);
          wall_ms = (g_get_monotonic_time () - start) / 1e3;
          cpu = thread_cpu_ms () - cpu;
          g_array_append_val (decides ? decision_wall : shown_wall, wall_ms);
          g_array_append_val (decides ? decision_cpu : shown_cpu, cpu);
        }
    }
  g_print ("%u seeded games, the strong player on both sides, the app rolling\n", N_GAMES);
  report ("decisions (decided, taken back, the first action shown; target < 100 ms)",
          decision_wall, decision_cpu);
  report ("each further action shown (a redo)", shown_wall, shown_cpu);
  report ("advice at each of those questions (Suggest)", advice_wall, advice_cpu);
}
