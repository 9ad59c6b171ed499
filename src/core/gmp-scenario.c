/* gmp-scenario.c: a scenario: a game state with its metadata and history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * This file holds a scenario's lifetime. Its file format, .gmpscenario, is
 * apart: loading in gmp-scenario-load.c and the files it lists
 * (gmp-scenario-format.h), saving in gmp-scenario-save.c; starting its game
 * in gmp-setup-start.c.
 */

#include "config.h"

#include "gmp-scenario.h"

GmpScenario *
gmp_scenario_new (GmpState *state)
{
  GmpScenario *scenario;

  g_return_val_if_fail (state != NULL, NULL);

  scenario = g_new0 (GmpScenario, 1);
  scenario->state = state;

  return scenario;
}

void
gmp_scenario_free (GmpScenario *scenario)
{
  if (scenario == NULL)
    return;

  g_free (scenario->title);
  g_free (scenario->author);
  g_free (scenario->description);
  g_free (scenario->language);
  g_clear_pointer (&scenario->state, gmp_state_free);
  g_clear_pointer (&scenario->log, gmp_log_free);
  g_clear_pointer (&scenario->start, gmp_scenario_free);
  g_clear_pointer (&scenario->actions, g_ptr_array_unref);
  g_free (scenario);
}

GmpScenario *
gmp_scenario_copy (const GmpScenario *scenario)
{
  GmpScenario *copy;

  g_return_val_if_fail (scenario != NULL, NULL);

  copy = gmp_scenario_new (gmp_state_copy (scenario->state));
  copy->title = g_strdup (scenario->title);
  copy->author = g_strdup (scenario->author);
  copy->description = g_strdup (scenario->description);
  copy->language = g_strdup (scenario->language);
  copy->roll_guards_at_start = scenario->roll_guards_at_start;
  copy->draft = scenario->draft;
  for (guint side = 0; side < GMP_N_SIDES; side++)
    {
      copy->computer[side] = scenario->computer[side];
      copy->computer_level[side] = scenario->computer_level[side];
    }
  copy->log = scenario->log != NULL ? gmp_log_copy (scenario->log) : NULL;
  if (scenario->start != NULL)
    {
      copy->start = gmp_scenario_copy (scenario->start);
      copy->actions = g_ptr_array_new_full (scenario->actions->len,
                                            (GDestroyNotify) gmp_action_free);
      for (guint i = 0; i < scenario->actions->len; i++)
        g_ptr_array_add (copy->actions,
                         gmp_action_copy (g_ptr_array_index (scenario->actions, i)));
      copy->n_done = scenario->n_done;
    }

  return copy;
}

gboolean
gmp_scenario_is_draft (const GmpScenario *scenario)
{
  g_return_val_if_fail (scenario != NULL, FALSE);
  return scenario->draft;
}
