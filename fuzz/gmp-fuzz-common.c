/* gmp-fuzz-common.c: set-up and board checks shared by the harnesses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include <glib.h>

#include "gmp-fuzz.h"

void
gmp_fuzz_fail (const char *file,
               int         line,
               const char *expression)
{
  fprintf (stderr, "%s:%d: fuzz check failed: %s\n", file, line, expression);
  fflush (stderr);
  abort ();
}

void
gmp_fuzz_setup (void)
{
  /* Every GLib slice goes through malloc, so ASan sees its overflows and
   * LeakSanitizer its leaks (GLib 2.74 still has the slice allocator). */
  g_setenv ("G_SLICE", "always-malloc", TRUE);
  /* Scenarios name their board; it must come from the copy built into the
   * binary, not from whatever the machine has installed, so that a crash
   * reproduces anywhere. */
  g_unsetenv ("GINORMOPOD_BOARD_PATH");
  g_setenv ("XDG_DATA_HOME", "/nonexistent/ginormopod-fuzz", TRUE);
  g_setenv ("XDG_DATA_DIRS", "/nonexistent/ginormopod-fuzz", TRUE);
  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  /* A critical or a warning from the core means a file got past a check it
   * should have failed: a bug, even when nothing crashes. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
}

static void
check_formation (const GmpBoard *board,
                 int             formation,
                 gboolean        none_ok)
{
  if (formation == GMP_NONE)
    gmp_fuzz_assert (none_ok);
  else
    gmp_fuzz_assert (formation >= 0 && (guint) formation < board->n_formations);
}

static void
check_city (const GmpBoard *board,
            int             city,
            gboolean        none_ok)
{
  if (city == GMP_NONE)
    gmp_fuzz_assert (none_ok);
  else
    gmp_fuzz_assert (city >= 0 && (guint) city < board->n_cities);
}

static void
check_setup_units (const GmpBoard     *board,
                   const GmpSetupUnit *units,
                   guint               n_units)
{
  for (guint i = 0; i < n_units; i++)
    {
      check_city (board, units[i].city, TRUE);
      gmp_fuzz_assert (units[i].type < board->n_unit_types);
      check_formation (board, units[i].formation, TRUE);
    }
}

/* What gmp-board.h promises about a loaded board: every index names an
 * element of its array, the road graph is symmetric, ids are set and found,
 * numbers are within the board limits. The rest of the core indexes arrays
 * with these numbers without checking them. */
void
gmp_fuzz_check_board (const GmpBoard *board)
{
  gmp_fuzz_assert (board->id != NULL);

  /* Each id finds its own item: the lookup tables agree with the arrays. */
  for (guint i = 0; i < board->n_formations; i++)
    {
      gmp_fuzz_assert (board->formations[i].id != NULL);
      gmp_fuzz_assert (gmp_board_find_formation (board, board->formations[i].id) == (int) i);
    }

  for (guint i = 0; i < board->n_unit_types; i++)
    {
      const GmpUnitType *type = &board->unit_types[i];

      gmp_fuzz_assert (type->id != NULL);
      gmp_fuzz_assert (gmp_board_find_unit_type (board, type->id) == (int) i);
      gmp_fuzz_assert (type->mp <= GMP_BOARD_MAX_MP);
      gmp_fuzz_assert (type->n_fresh_dice <= GMP_MAX_DICE);
      gmp_fuzz_assert (type->n_reduced_dice <= GMP_MAX_DICE);
    }

  for (guint i = 0; i < board->n_cities; i++)
    {
      const GmpCity *city = &board->cities[i];

      gmp_fuzz_assert (city->id != NULL);
      gmp_fuzz_assert (gmp_board_find_city (board, city->id) == (int) i);
      gmp_fuzz_assert (city->x >= 0 && city->x <= board->width);
      gmp_fuzz_assert (city->y >= 0 && city->y <= board->height);
      check_formation (board, city->hive, TRUE);
      check_formation (board, city->flag, TRUE);
      if (city->fort != GMP_NONE)
        {
          gmp_fuzz_assert (city->fort >= 0 && (guint) city->fort < board->n_forts);
          gmp_fuzz_assert (board->forts[city->fort].city == i);
        }
      for (guint n = 0; n < city->n_neighbours; n++)
        {
          guint other = city->neighbours[n];

          gmp_fuzz_assert (other < board->n_cities);
          gmp_fuzz_assert (n == 0 || city->neighbours[n - 1] < other);
          gmp_fuzz_assert (gmp_board_adjacent (board, i, other));
          gmp_fuzz_assert (gmp_board_adjacent (board, other, i));
        }
    }

  gmp_fuzz_assert (board->n_cities <= GMP_BOARD_MAX_CITIES);
  gmp_fuzz_assert (board->n_roads <= GMP_BOARD_MAX_ROADS);
  gmp_fuzz_assert (board->rules.stacking_limit <= GMP_BOARD_MAX_STACKING);
  for (guint i = 0; i < board->n_roads; i++)
    {
      gmp_fuzz_assert (board->roads[i].a < board->roads[i].b);
      gmp_fuzz_assert (board->roads[i].b < board->n_cities);
      gmp_fuzz_assert (gmp_board_adjacent (board, board->roads[i].a, board->roads[i].b));
    }

  for (guint i = 0; i < board->n_forts; i++)
    {
      gmp_fuzz_assert (board->forts[i].city < board->n_cities);
      gmp_fuzz_assert (board->forts[i].strength >= 1
                       && board->forts[i].strength <= GMP_BOARD_MAX_FORT_STRENGTH);
      check_formation (board, board->forts[i].formation, TRUE);
    }

  for (guint i = 0; i < board->n_chits; i++)
    {
      const GmpChit *chit = &board->chits[i];

      gmp_fuzz_assert (chit->id != NULL);
      gmp_fuzz_assert (gmp_board_find_chit (board, chit->id) == (int) i);
      check_formation (board, chit->formation, TRUE);
      gmp_fuzz_assert (chit->n_effects <= GMP_MAX_FX_EFFECTS);
    }

  for (guint i = 0; i < board->n_fence; i++)
    {
      gmp_fuzz_assert (board->fence[i] < board->n_cities);
      gmp_fuzz_assert (gmp_board_fence_position (board, board->fence[i]) == (int) i);
    }

  for (guint i = 0; i < G_N_ELEMENTS (board->guard_table); i++)
    check_city (board, board->guard_table[i], TRUE);
  if (board->n_unit_types > 0)
    gmp_fuzz_assert (board->guard_type < board->n_unit_types);

  check_setup_units (board, board->hive_garrison, board->n_hive_garrison);
  check_setup_units (board, board->setup_units, board->n_setup_units);
}
