/* bench-movement.c: legal-move queries
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The default board at the start of a game (target: every unit's legal moves
 * in under 100 µs), then generated grid boards up to 4,900 cities (a
 * board may have GMP_BOARD_MAX_CITIES, 5,000), to show how the cost of one
 * query grows with the board.
 */

#include "config.h"

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"

typedef struct {
  GmpState *state;
  guint    *units;      /* units to query, each with its formation activated */
  int      *formation;
  guint     n_units;
} MoveBench;

static void
query_all (gpointer data)
{
  MoveBench *bench = data;

  for (guint i = 0; i < bench->n_units; i++)
    {
      g_autoptr(GmpMoveOptions) options = NULL;

      bench->state->active_formation = bench->formation[i];
      options = gmp_movement_query (bench->state, &bench->units[i], 1);
      g_assert (options->reason == GMP_MOVE_OK);
    }
}

/* The clock ticks in microseconds: one query is timed as a batch. */
#define BATCH 100

static void
query_one_batch (gpointer data)
{
  MoveBench *bench = data;

  bench->state->active_formation = bench->formation[0];
  for (guint i = 0; i < BATCH; i++)
    {
      g_autoptr(GmpMoveOptions) options = gmp_movement_query (bench->state, &bench->units[0], 1);

      g_assert (options->reason == GMP_MOVE_OK);
    }
}

/* Every unit on the map that can move, with its own formation activated. */
static void
collect_units (MoveBench *bench)
{
  GmpState *state = bench->state;
  guint n = gmp_state_n_units (state);

  bench->units = g_new (guint, MAX (n, 1));
  bench->formation = g_new (int, MAX (n, 1));
  bench->n_units = 0;
  for (guint i = 0; i < n; i++)
    {
      const GmpUnit *unit = gmp_state_get_unit (state, i);

      if (unit->place != GMP_PLACE_MAP || state->board->unit_types[unit->type].guard)
        continue;
      bench->units[bench->n_units] = i;
      bench->formation[bench->n_units] = unit->formation;
      bench->n_units++;
    }
}

static void
move_bench_clear (MoveBench *bench)
{
  g_clear_pointer (&bench->state, gmp_state_free);
  g_clear_pointer (&bench->units, g_free);
  g_clear_pointer (&bench->formation, g_free);
}

/* A side × side grid of west cities, roads to the right and down
 * (bench-board.c) */
static GmpBoard *
grid_board (guint side)
{
  g_autoptr(GBytes) bytes = bench_grid_board_bytes (side);
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_load_bytes (bytes, "bench-grid.xml", &error);

  g_assert_no_error (error);
  return board;
}

void
bench_movement (void)
{
  /* 70 × 70: the largest square grid within GMP_BOARD_MAX_CITIES; 100 × 100
   * was refused by the board loader */
  static const guint sides[] = { 10, 32, 70 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  MoveBench bench = { 0 };
  char name[128];
  double us;

  bench_section ("Legal moves");
  g_assert_no_error (error);
  bench.state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  collect_units (&bench);
  us = bench_median_us (query_all, &bench, 2001);
  g_snprintf (name, sizeof name, "default board, start: all %u units (target < 100 µs)",
              bench.n_units);
  bench_report (name, us, 2001);
  move_bench_clear (&bench);

  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GmpBoard) grid = grid_board (sides[s]);
      guint side = sides[s], n_cities = side * side;
      int ant = gmp_board_find_unit_type (grid, "ant");
      int tank = gmp_board_find_unit_type (grid, "tank");
      guint runs = n_cities > 1000 ? 501 : 2001;

      bench.state = gmp_state_new (grid);
      /* A unit in the middle first, then one every 20 cities, both sides */
      gmp_state_add_unit (bench.state, ant, 0, (side / 2) * side + side / 2);
      for (guint c = 0; c < n_cities; c += 20)
        gmp_state_add_unit (bench.state, (c / 20) % 2 ? tank : ant, (c / 20) % 2, c);
      collect_units (&bench);

      us = bench_median_us (query_one_batch, &bench, runs / 10 + 1);
      g_snprintf (name, sizeof name, "grid %u cities, %u units: one unit (3 MP)", n_cities,
                  gmp_state_n_units (bench.state));
      bench_report (name, us / BATCH, runs / 10 + 1);
      us = bench_median_us (query_all, &bench, n_cities > 1000 ? 11 : 101);
      g_snprintf (name, sizeof name, "grid %u cities: all %u units", n_cities, bench.n_units);
      bench_report (name, us, n_cities > 1000 ? 11 : 101);
      move_bench_clear (&bench);
    }
}
