/* bench-combat.c: exact combat odds against Monte Carlo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The largest battle the default board allows (six Swarm units against six
 * Human units in a Fort; Fort stacking is ignored to make it as large as the
 * dice allow): exact odds (target: under 50 µs), and a Monte Carlo of the
 * same battle through the combat resolution, 10^4 and 10^5 samples. Then
 * the odds of every battle one hive's stack could start next door, and the
 * what-if of a 6-unit move (the move checked and made on a copy, the odds
 * with and without each FX in hand; target: well under 1 ms), into Human
 * units and then into face-down Guards, weighted over the unseen pool.
 */

#include "config.h"

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"
#include "core/gmp-combat.h"
#include "core/gmp-odds.h"

typedef struct {
  GmpState  *state;
  GmpCombat *combat;
  GmpDice   *dice;
  guint      samples;
  guint      city;
  guint     *movers;
  guint      n_movers;
  guint      from;
  double     sink;
} CombatBench;

/* The clock ticks in microseconds: time batches and divide. */
#define BATCH 1000

static void
exact (gpointer data)
{
  CombatBench *b = data;

  for (guint i = 0; i < BATCH; i++)
    {
      g_autoptr(GmpOdds) odds = gmp_odds_for_combat (b->combat, b->state);
      b->sink += odds->p_retreat[0];
    }
}

static void
exact_from_state (gpointer data)
{
  CombatBench *b = data;

  for (guint i = 0; i < BATCH; i++)
    {
      g_autoptr(GmpOdds) odds = gmp_odds_compute (b->state, b->city, GMP_SIDE_SWARM,
                                                  GMP_COMBAT_NORMAL, GMP_NONE, GMP_NONE,
                                                  NULL, 0, NULL);
      b->sink += odds->p_retreat[0];
    }
}

static void
monte_carlo (gpointer data)
{
  CombatBench *b = data;
  guint retreats = 0;

  for (guint i = 0; i < b->samples; i++)
    {
      GmpAllocation a;
      if (!gmp_combat_roll (b->combat, b->dice, NULL))
        g_assert_not_reached ();
      gmp_combat_default_allocation (b->combat, GMP_SIDE_HUMANS, &a);
      retreats += b->combat->suffered[0] >= b->combat->suffered[1];
    }
  b->sink += retreats;
}

static void
stack_battles (gpointer data)
{
  CombatBench *b = data;
  const GmpCity *from = &b->state->board->cities[b->city];

  for (guint r = 0; r < BATCH; r++)
    {
      for (guint n = 0; n < from->n_neighbours; n++)
        {
          guint to = from->neighbours[n];
          g_autoptr(GmpOdds) odds = NULL;

          if (gmp_state_units_in_city (b->state, to, GMP_SIDE_HUMANS, NULL, 0) == 0
              && !gmp_state_has_fort (b->state, to))
            continue;
          odds = gmp_odds_compute (b->state, to, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                                   GMP_NONE, GMP_NONE, b->movers, b->n_movers, NULL);
          g_assert (odds != NULL);
          b->sink += odds->p_retreat[0];
        }
    }
}

static void
add_units (GmpState   *state,
           const char *type,
           guint       count,
           guint       city)
{
  int t = gmp_board_find_unit_type (state->board, type);
  int formation = GMP_NONE;

  for (guint i = 0; i < state->board->n_formations && formation == GMP_NONE; i++)
    if (state->board->formations[i].side == state->board->unit_types[t].side)
      formation = i;
  for (guint i = 0; i < count; i++)
    gmp_state_add_unit (state, t, formation, city);
}

static void
what_if_move (gpointer data)
{
  CombatBench *b = data;

  for (guint i = 0; i < BATCH; i++)
    {
      g_autoptr(GPtrArray) variants = gmp_odds_what_if_move (b->state, b->movers, b->n_movers,
                                                             b->from, b->city, NULL);
      const GmpOddsVariant *first;

      g_assert (variants != NULL);
      first = g_ptr_array_index (variants, 0);
      b->sink += first->odds->p_retreat[0];
    }
}

/* Six units of the activated formation in Minneapolis, Wasp and Drone in
 * hand, and what the move to Des Moines meets there: Human units, or
 * Human units with two face-down Guards. */
static void
bench_what_if (GmpBoard *board)
{
  const char *swarm[] = { "ant", "ant", "spider", "spider", "worm", "worm" };
  g_autoptr(GmpState) state = gmp_state_new (board);
  CombatBench b = { 0, };
  guint movers[G_N_ELEMENTS (swarm)];
  int formation = gmp_board_find_formation (board, "1");
  guint msp = gmp_board_find_city (board, "MSP");
  guint dsm = gmp_board_find_city (board, "DSM");
  double us;

  state->phase = GMP_PHASE_ACTION;
  state->active_formation = formation;
  for (guint i = 0; i < G_N_ELEMENTS (swarm); i++)
    movers[i] = gmp_state_add_unit (state, gmp_board_find_unit_type (board, swarm[i]), formation,
                                    msp);
  add_units (state, "infantry", 2, dsm);
  add_units (state, "tank", 1, dsm);
  state->chits[gmp_board_find_chit (board, "wasp")].place = GMP_CHIT_IN_HAND;
  state->chits[gmp_board_find_chit (board, "drone")].place = GMP_CHIT_IN_HAND;
  b.state = state;
  b.movers = movers;
  b.n_movers = G_N_ELEMENTS (movers);
  b.from = msp;
  b.city = dsm;

  us = bench_median_us (what_if_move, &b, 11);
  bench_report ("what-if odds of a 6-unit move, with and without FX (per call)", us / BATCH, 11);

  for (guint g = 0; g < 2; g++)
    {
      guint id = gmp_state_add_unit (state, board->guard_type, GMP_NONE, dsm);
      gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_UNKNOWN;
    }
  us = bench_median_us (what_if_move, &b, 11);
  bench_report ("the same into two face-down Guards, every draw of the pool (per call)",
                us / BATCH, 11);
  if (b.sink == 42.4242)
    g_print ("\n");
}

void
bench_combat (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  CombatBench b = { 0, };
  double us;

  if (board == NULL)
    {
      g_printerr ("bench-combat: %s\n", error->message);
      return;
    }
  bench_section ("Combat odds");

  b.state = gmp_state_new (board);
  b.city = gmp_board_find_city (board, "NYC");
  add_units (b.state, "worm", 6, b.city);
  add_units (b.state, "tank", 6, b.city);
  b.combat = gmp_combat_new (b.state, b.city, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, &error);
  g_assert_no_error (error);
  gmp_combat_set_fx (b.combat, b.state, GMP_SIDE_HUMANS, gmp_board_find_chit (board, "laser-tower"),
                     FALSE, NULL);
  b.dice = gmp_dice_new_seeded (1);

  us = bench_median_us (exact, &b, 21);
  bench_report ("exact odds, 6 Worms vs 6 Tanks + Fort + Laser Tower (per call)", us / BATCH, 21);
  us = bench_median_us (exact_from_state, &b, 21);
  bench_report ("exact odds from the state, combat set-up included (per call)", us / BATCH, 21);
  b.samples = 10000;
  us = bench_median_us (monte_carlo, &b, 11);
  bench_report ("Monte Carlo, 10^4 samples, same battle", us, 11);
  b.samples = 100000;
  us = bench_median_us (monte_carlo, &b, 5);
  bench_report ("Monte Carlo, 10^5 samples, same battle", us, 5);

  /* A hive's stack at the start of a game, against each neighbour it could attack. */
  {
    g_autoptr(GmpDice) setup_dice = gmp_dice_new_seeded (7);
    g_autoptr(GmpState) game = gmp_setup_new_game (board, setup_dice, GMP_SETUP_DEFAULT, &error);
    guint ids[16];
    int city = gmp_board_find_city (board, "HOU");

    if (game != NULL && city >= 0)
      {
        gmp_state_free (b.state);
        b.state = g_steal_pointer (&game);
        b.city = city;
        b.n_movers = gmp_state_units_in_city (b.state, city, GMP_SIDE_SWARM, ids, G_N_ELEMENTS (ids));
        b.movers = ids;
        us = bench_median_us (stack_battles, &b, 21);
        bench_report ("exact odds of every battle the Houston stack could start next door",
                      us / BATCH, 21);
      }
  }

  bench_what_if (board);

  gmp_combat_free (b.combat);
  gmp_dice_free (b.dice);
  gmp_state_free (b.state);
  if (b.sink == 42.4242)
    g_print ("\n");
}
