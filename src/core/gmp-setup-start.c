/* gmp-setup-start.c: a scenario's game begins (the rules' Preparation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp_scenario_start() (declared in gmp-scenario.h) applies a scenario's
 * setup rules when its game starts: the National Guard table rolled and the
 * hidden sides of the Guards marked "draw" drawn (Rules note 3), with the
 * dice of gmp-setup.c. The file format (gmp-scenario-*.c) only reads and
 * writes the rule ("roll the Guard table at start") and the Guards' values.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-scenario.h"
#include "gmp-state-private.h"

/* A game not begun: still in Preparation, or a scenario that waits at the
 * very start of turn 1 (where a new game starts) with nothing drawn, held,
 * activated or logged yet. */
static gboolean
not_started (const GmpScenario *scenario)
{
  const GmpState *state = scenario->state;
  const GmpBoard *board = state->board;

  if (state->phase == GMP_PHASE_SETUP)
    return TRUE;
  if (state->turn != 1 || state->phase != GMP_PHASE_ACTION || state->step != 0
      || state->activated != 0 || state->ends_drawn != 0 || state->active_formation != GMP_NONE
      || (scenario->log != NULL && gmp_log_get_n_entries (scenario->log) > 0))
    return FALSE;
  for (guint i = 0; i < board->n_chits; i++)
    {
      GmpChitPlace place = state->chits[i].place;

      if (place == GMP_CHIT_DRAWN || place == GMP_CHIT_IN_HAND || place == GMP_CHIT_USED
          || place == GMP_CHIT_HELD)
        return FALSE;
    }
  return TRUE;
}

static guint
count_guards_to_draw (const GmpState *state)
{
  guint n = 0;

  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (state->board->unit_types[unit->type].guard && unit->guard_value == GMP_GUARD_DRAW)
        n++;
    }
  return n;
}

/* Every Guard still marked "draw" gets its hidden side from the unseen
 * pool, or stays unknown face to face; when the pool runs short, they are
 * left as they were and the error says so. */
static gboolean
draw_waiting_guards (GmpState       *state,
                     GmpDice        *dice,
                     GmpSetupFlags   flags,
                     GError        **error)
{
  const GmpBoard *board = state->board;
  g_autoptr(GArray) to_draw = NULL;

  /* The Guards still waiting for their side */
  to_draw = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (board->unit_types[unit->type].guard && unit->guard_value == GMP_GUARD_DRAW)
        g_array_append_val (to_draw, u);
    }

  if (flags & GMP_SETUP_GUARDS_UNKNOWN)
    {
      /* Face to face: only the counters drawn at the table know */
      for (guint i = 0; i < to_draw->len; i++)
        {
          guint id = g_array_index (to_draw, guint, i);

          _gmp_state_unit_set_guard_value (state, id, GMP_GUARD_UNKNOWN);
        }
    }
  else if (to_draw->len > 0)
    {
      guint drawn = 0;

      gmp_setup_draw_guard_values (state, dice);
      for (guint i = 0; i < to_draw->len; i++)
        if (g_array_index (state->units, GmpUnit, g_array_index (to_draw, guint, i)).guard_value
            != GMP_GUARD_DRAW)
          drawn++;

      if (drawn < to_draw->len)
        {
          /* Not enough counters left: leave the scenario as it was (only
           * possible without a roll, which checks the pool first) */
          for (guint i = 0; i < to_draw->len; i++)
            {
              guint id = g_array_index (to_draw, guint, i);

              _gmp_state_unit_set_guard_value (state, id, GMP_GUARD_DRAW);
            }
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The National Guard pool has %u counters left, but %u Guards "
                         "need one (Rules note 3)"),
                       drawn, to_draw->len);
          return FALSE;
        }
    }
  return TRUE;
}

/* What the start did, in the scenario's log: rolls is the table's rolls and
 * placements, first_new the first Guard the table placed, n_draw the "draw"
 * Guards the file had. */
static void
log_start (GmpScenario   *scenario,
           const GmpLog  *rolls,
           guint          first_new,
           guint          n_draw,
           GmpSetupFlags  flags)
{
  GmpState *state = scenario->state;
  guint n_sides = 0;

  /* As gmp_turn_advance() does: a log that begins here says where the
   * game stands (in the setup phase, the turn sequence says it) */
  if (gmp_log_get_n_entries (scenario->log) == 0 && state->phase != GMP_PHASE_SETUP)
    {
      int turn = (int) state->turn;

      gmp_log_add (scenario->log, state, GMP_LOG_TURN_BEGINS, 1, &turn);
    }

  /* Each roll with its dice, rolls again for a full city included, and
   * the Guard it placed (Rules note 3) */
  for (guint i = 0; i < gmp_log_get_n_entries (rolls); i++)
    gmp_log_append (scenario->log, gmp_log_get_entry (rolls, i));

  /* The new Guards' sides, and those of the "draw" Guards the file had */
  n_sides = (state->units->len - first_new) + n_draw;
  if (n_sides > 0)
    {
      int params[] = { (int) n_sides, (flags & GMP_SETUP_GUARDS_UNKNOWN) ? 1 : 0 };

      gmp_log_add (scenario->log, state, GMP_LOG_GUARDS_DRAWN, G_N_ELEMENTS (params), params);
    }
}

gboolean
gmp_scenario_start (GmpScenario    *scenario,
                    GmpDice        *dice,
                    GmpSetupFlags   flags,
                    GError        **error)
{
  GmpState *state;
  gboolean roll;
  guint first_new, n_draw;
  g_autoptr(GmpLog) rolls = NULL;

  g_return_val_if_fail (scenario != NULL && scenario->state != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  state = scenario->state;
  roll = scenario->roll_guards_at_start && !(flags & GMP_SETUP_NO_GUARDS)
         && not_started (scenario);
  n_draw = count_guards_to_draw (state);
  if (!roll && n_draw == 0)
    return TRUE;

  first_new = state->units->len;
  /* The table's rolls and placements, for the log after "Turn 1 begins" */
  if (scenario->log != NULL)
    rolls = gmp_log_new ();
  if (roll)
    {
      /* Rolls the table, and draws (or leaves unknown) the new Guards' sides
       * and, unless face to face, those of the "draw" Guards already there;
       * it changes nothing when it fails. */
      if (!gmp_setup_roll_guards_logged (state, dice, flags, rolls, error))
        return FALSE;
      /* The rule is done: a game saved from here must not roll it again */
      scenario->roll_guards_at_start = FALSE;
    }

  if (!draw_waiting_guards (state, dice, flags, error))
    return FALSE;

  if (scenario->log != NULL)
    log_start (scenario, rolls, first_new, n_draw, flags);

  return TRUE;
}
