/* fuzz-scenario.c: libFuzzer harness for gmp_scenario_load_bytes()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saved games come from strangers too. Any input must either fail with a
 * GMP_ERROR or load into a scenario whose units and chits index the board;
 * and a loaded scenario keeps the promise of gmp-scenario.h: save -> load ->
 * save gives the same bytes.
 */

#include "config.h"

#include <stdio.h>
#include <string.h>

#include <glib.h>

#include "core/gmp-combat.h"
#include "core/gmp-error.h"
#include "core/gmp-problems-game.h"
#include "core/gmp-scenario.h"
#include "gmp-fuzz.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  gmp_fuzz_setup ();
  return 0;
}

static void
check_state (const GmpState *state,
             gboolean        draft)
{
  const GmpBoard *board = state->board;

  gmp_fuzz_assert (board != NULL);
  gmp_fuzz_check_board (board);

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      gmp_fuzz_assert (unit->type < board->n_unit_types);
      gmp_fuzz_assert (unit->formation == GMP_NONE
                       || (unit->formation >= 0 && (guint) unit->formation < board->n_formations));
      gmp_fuzz_assert (unit->city == GMP_NONE
                       || (unit->city >= 0 && (guint) unit->city < board->n_cities));
    }
  /* A draft may hold a Fort above its starting strength (note 19), for the
   * editor to mend, never above what a combat can roll (note 17) */
  for (guint i = 0; i < board->n_forts; i++)
    gmp_fuzz_assert (state->fort_strength[i] <= (draft ? GMP_COMBAT_MAX_FORT_STRENGTH
                                                       : board->forts[i].strength));
  gmp_fuzz_assert (board->n_danger == 0 || state->danger_space < board->n_danger);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpScenario) again = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GBytes) saved_again = NULL;
  g_autoptr(GError) error = NULL;

  scenario = gmp_scenario_load_bytes (bytes, "fuzz.gmpscenario", &error);
  if (scenario == NULL)
    {
      gmp_fuzz_assert (error != NULL && error->domain == GMP_ERROR);
      return 0;
    }
  gmp_fuzz_assert (error == NULL);
  check_state (scenario->state, scenario->draft);
  if (scenario->draft)
    {
      /* What the editor does with a draft: list its problems */
      g_autoptr(GPtrArray) problems = gmp_state_validate_game (scenario->state);

      gmp_fuzz_assert (problems != NULL);
    }

  /* Whatever loads must save into a file that loads again, to the same
   * bytes: otherwise a game the app accepted could not be reopened. */
  saved = gmp_scenario_to_bytes (scenario);
  gmp_fuzz_assert (saved != NULL);
  again = gmp_scenario_load_bytes (saved, "fuzz-saved.gmpscenario", &error);
  if (again == NULL)
    {
      fprintf (stderr, "The saved scenario does not load: %s\n", error->message);
      fwrite (g_bytes_get_data (saved, NULL), 1, g_bytes_get_size (saved), stderr);
      gmp_fuzz_assert (again != NULL);
    }
  saved_again = gmp_scenario_to_bytes (again);
  gmp_fuzz_assert (g_bytes_equal (saved, saved_again));
  return 0;
}
