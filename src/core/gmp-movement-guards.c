/* gmp-movement-guards.c: the National Guards a move reveals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement ("If a Swarm Unit enters a City occupied by unrevealed
 * National Guard, flip the Guard over"); rules notes 9, 34, 36. A move that
 * meets Guards whose values nobody knows waits here for the players.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement-private.h"

/* Flips every unrevealed Guard in city; blank ones leave the game (note 9).
 * Each flip, and each removal, is told to reveal (may be NULL). */
void
_gmp_movement_reveal_guards (GmpState      *state,
                             GmpRevealFunc  reveal,
                             gpointer       reveal_data,
                             guint          city)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place != GMP_PLACE_MAP || unit->city != (int) city
          || !unit_type (state, unit)->guard || unit->revealed)
        continue;
      _gmp_state_unit_reveal (state, i);
      if (reveal != NULL)
        reveal (state, i, city, FALSE, reveal_data);
      if (unit_at (state, i)->guard_value == GMP_GUARD_BLANK)
        {
          _gmp_state_unit_set_place (state, i, GMP_PLACE_ELIMINATED, GMP_NONE);
          if (reveal != NULL)
            reveal (state, i, city, TRUE, reveal_data);
        }
    }
}

/* The move waits in city; it goes on along rest (n_rest cities) once the
 * Guard values are known: the path the player chose, not another one that
 * happens to be as cheap (note 9). */
void
_gmp_movement_set_pending (GmpState    *state,
                           const guint *units,
                           guint        n_units,
                           guint        city,
                           const guint *rest,
                           guint        n_rest)
{
  state->move_pending = TRUE;
  state->move_pending_city = city;
  state->move_pending_to = n_rest > 0 ? (int) rest[n_rest - 1] : GMP_NONE;
  g_array_set_size (state->move_pending_path, 0);
  if (n_rest > 0)
    g_array_append_vals (state->move_pending_path, rest, n_rest);
  for (guint i = 0; i < n_units; i++)
    unit_at_mut (state, units[i])->pending_move = TRUE;
}

guint
gmp_movement_pending_guards (const GmpState *state,
                             guint          *ids,
                             guint           max_ids)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  if (!state->move_pending)
    return 0;
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == GMP_PLACE_MAP && unit->city == (int) state->move_pending_city
          && unit_type (state, unit)->guard && !unit->revealed && unit->guard_value < 0)
        {
          if (n < max_ids && ids != NULL)
            ids[n] = i;
          n++;
        }
    }
  return n;
}

static gboolean
guard_value_valid (const GmpBoard *board,
                   int             value)
{
  if (value == GMP_GUARD_BLANK)
    return TRUE;
  for (guint i = 0; i < board->n_guard_pool; i++)
    if (board->guard_pool[i] == value)
      return TRUE;
  return FALSE;
}

/* The players' answer for one Guard of the pending move: a Guard of it, a
 * value the board's pool can show and still holds (rules notes 9, 36). */
static gboolean
check_guard_answer (const GmpState  *state,
                    guint            guard,
                    int              value,
                    GError         **error)
{
  const GmpUnit *unit;
  guint city;

  if (!state->move_pending)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("No move is waiting for the value of a Guard."));
      return FALSE;
    }
  city = state->move_pending_city;
  if (guard >= state->units->len)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), guard);
      return FALSE;
    }
  unit = unit_at (state, guard);
  if (!unit_type (state, unit)->guard || unit->place != GMP_PLACE_MAP
      || unit->city != (int) city || unit->revealed || unit->guard_value >= 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("Unit %u is not one of the Guards being revealed in %s."),
                   guard, city_name (state, city));
      return FALSE;
    }
  if (!guard_value_valid (state->board, value))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("No National Guard counter shows %d: a Guard is blank or shows one "
                     "of the die values of the board’s Guard pool."),
                   value);
      return FALSE;
    }
  if (!gmp_state_guard_value_left (state, value))
    {
      g_autofree char *shown = value == GMP_GUARD_BLANK ? g_strdup (C_("guard", "blank"))
                                                        : g_strdup_printf ("%d", value);

      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("No National Guard counter showing %s is left in the pool: every one "
                     "is already on a Guard of the game (Rules note 36)."),
                   shown);
      return FALSE;
    }
  return TRUE;
}

GmpMoveStatus
gmp_movement_reveal_guard (GmpState  *state,
                           guint      guard,
                           int        value,
                           GError   **error)
{
  return gmp_movement_reveal_guard_full (state, NULL, NULL, guard, value, error);
}

GmpMoveStatus
gmp_movement_reveal_guard_full (GmpState       *state,
                                GmpRevealFunc   reveal,
                                gpointer        reveal_data,
                                guint           guard,
                                int             value,
                                GError        **error)
{
  g_autofree guint *units = NULL;
  g_autoptr(GArray) rest = NULL;
  guint n_units = 0, city;
  int destination;
  CityInfo info;
  GmpSide side;

  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  if (!check_guard_answer (state, guard, value, error))
    return GMP_MOVE_FAILED;
  city = state->move_pending_city;
  _gmp_state_unit_set_guard_value (state, guard, value);

  _gmp_movement_city_info (state, city, &info);
  if (info.unknown > 0)
    return GMP_MOVE_NEEDS_GUARD_VALUES;

  /* Every value is known: the Guards flip (Rules note 9) and the move goes on. */
  units = g_new (guint, state->units->len);
  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *u = unit_at_mut (state, i);

      if (u->pending_move)
        {
          u->pending_move = FALSE;
          units[n_units++] = i;
        }
    }
  destination = state->move_pending_to;
  rest = g_array_copy (state->move_pending_path);
  state->move_pending = FALSE;
  state->move_pending_city = 0;
  state->move_pending_to = GMP_NONE;
  g_array_set_size (state->move_pending_path, 0);
  _gmp_movement_reveal_guards (state, reveal, reveal_data, city);
  if (n_units == 0)
    return GMP_MOVE_DONE;

  side = side_of (state, units[0]);
  _gmp_movement_city_info (state, city, &info);
  if (_gmp_movement_ends_move (state, &info, city, side))
    {
      _gmp_movement_stop_units (state, units, n_units);
      return GMP_MOVE_DONE;
    }

  /* The rest of the path the player chose; when it is no longer legal the
   * move simply ends here. */
  if (rest->len > 0)
    {
      const guint *path = (const guint *) (gpointer) rest->data;

      if (_gmp_movement_validate_path (state, units, n_units, path, rest->len, NULL, NULL))
        return _gmp_movement_execute_path (state, reveal, reveal_data, units, n_units, path,
                                           rest->len, NULL);
      return GMP_MOVE_DONE;
    }
  /* A file without the path: to the destination by the cheapest path */
  if (destination != GMP_NONE && destination != (int) city)
    {
      g_autoptr(GmpMoveOptions) options = gmp_movement_query (state, units, n_units);
      const GmpMoveTarget *target = gmp_move_options_find (options, destination);

      /* When the rest of the way is no longer legal the move simply ends here. */
      if (options->reason == GMP_MOVE_OK && target != NULL)
        return _gmp_movement_execute_path (state, reveal, reveal_data, units, n_units,
                                           target->path, target->cost, NULL);
    }
  return GMP_MOVE_DONE;
}
