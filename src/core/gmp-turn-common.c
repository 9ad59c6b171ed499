/* gmp-turn-common.c: what every part of the turn uses
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn's log entries (gmp-log.h) about units, Forts and phases, what lasts
 * one combat and one activation (rules note 4), and per-city scratch space.
 * Rulebook: "Flow of Play". Below every other gmp-turn-*.c file.
 */

#include "config.h"

#include <string.h>

#include "gmp-state-private.h"
#include "gmp-turn-common-private.h"

/* An entry about a unit: its type and formation go with it, so the log can
 * name it as the combat does ("Ant (1) #4") */
void
_gmp_turn_log_unit (GmpLog         *log,
                    const GmpState *state,
                    GmpLogKind      kind,
                    guint           unit,
                    int             p1,
                    int             p2,
                    int             p3)
{
  const GmpUnit *u = _gmp_turn_unit_at (state, unit);
  int params[GMP_LOG_MAX_PARAMS] = { unit, p1, p2, p3 };
  guint n = kind == GMP_LOG_DISPLACED ? 3 : 4;

  if (log == NULL)
    return;
  params[n] = GMP_LOG_UNIT_TYPE (u->type);
  params[n + 1] = GMP_LOG_UNIT_FORMATION (u->formation);
  gmp_log_add (log, state, kind, n + 2, params);
}

/* Rules notes 12, 15, 16: a unit a combat or an FX hit, or eliminated
 * without a Hit (hits 0), and whether it is still on the map, Reduced. */
void
_gmp_turn_log_unit_hit (GmpLog         *log,
                        const GmpState *state,
                        guint           unit,
                        guint           city,
                        guint           hits)
{
  const GmpUnit *u = _gmp_turn_unit_at (state, unit);
  int params[GMP_LOG_MAX_PARAMS] = {
    unit, city, hits, u->place != GMP_PLACE_MAP,
    GMP_LOG_UNIT_TYPE (u->type), GMP_LOG_UNIT_FORMATION (u->formation)
  };

  gmp_log_add (log, state, GMP_LOG_UNIT_HIT, G_N_ELEMENTS (params), params);
}

/* Rules note 19: a Fort's strength before and after, once it changed */
void
_gmp_turn_log_fort_damage (GmpLog         *log,
                           const GmpState *state,
                           guint           city,
                           guint           before)
{
  int fort = gmp_board_fort_at (state->board, city);

  if (fort != GMP_NONE && state->fort_strength[fort] != before)
    _gmp_turn_log_add (log, state, GMP_LOG_FORT_DAMAGED, city, before,
                       state->fort_strength[fort], 0);
}

void
_gmp_turn_set_phase (GmpState *state,
                     GmpLog   *log,
                     GmpPhase  phase)
{
  state->phase = phase;
  state->step = GMP_STEP_BEGIN;
  _gmp_turn_log_add (log, state, GMP_LOG_PHASE_BEGINS, phase, 0, 0, 0);
}

void
_gmp_turn_mark_combat_done (GmpState *state,
                            guint     city)
{
  if (city < state->board->n_cities)
    state->combat_done[city] = 1;
}

void
_gmp_turn_clear_combat (GmpState *state)
{
  state->combat_city = GMP_NONE;
  state->combat_fx[GMP_SIDE_SWARM] = state->combat_fx[GMP_SIDE_HUMANS] = GMP_NONE;
  state->combat_rolled = FALSE;
  /* Emptied only when not empty: the turn clears after nearly every step,
   * and GLib empties an array by removing a range */
  if (state->combat_dice->len > 0)
    g_array_set_size (state->combat_dice, 0);
  if (state->combat_answers->len > 0)
    g_array_set_size (state->combat_answers, 0);
}

/* What lasts one activation: combats done, the Fort options, the snapshot of
 * enemy cities (rules note 14) */
void
_gmp_turn_clear_activation (GmpState *state)
{
  memset (state->combat_done, 0, MAX (state->board->n_cities, 1));
  memset (state->fort_choice, 0, sizeof (int) * MAX (state->board->n_forts, 1));
  g_clear_pointer (&state->enemy_at_start, g_free);
  _gmp_turn_clear_combat (state);
}

/* Per-city scratch bytes, zeroed: in small (of size n_small) for boards of the
 * usual size, else allocated into *big. The turn asks per city on every step. */
guint8 *
_gmp_turn_city_scratch (const GmpBoard  *board,
                        guint            per_city,
                        guint8          *small,
                        gsize            n_small,
                        guint8         **big)
{
  gsize n = (gsize) per_city * MAX (board->n_cities, 1);
  guint8 *bytes = n <= n_small ? small : (*big = g_malloc (n));

  memset (bytes, 0, n);
  return bytes;
}

/* gmp_state_stack_counts() of state, in small (n_small counts) for boards of
 * the usual size, else allocated into *big */
guint *
_gmp_turn_stack_counts_scratch (const GmpState  *state,
                                guint           *small,
                                gsize            n_small,
                                guint          **big)
{
  gsize n = (gsize) GMP_N_SIDES * MAX (state->board->n_cities, 1);
  guint *counts = n <= n_small ? small : (*big = g_new (guint, n));

  _gmp_state_stack_counts_into (state, counts);
  return counts;
}

int
_gmp_turn_int_in (GArray *answers,
                  int     answer)
{
  for (guint i = 0; i < answers->len; i++)
    if (g_array_index (answers, int, i) == answer)
      return TRUE;
  return FALSE;
}
