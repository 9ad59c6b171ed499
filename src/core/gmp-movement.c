/* gmp-movement.c: activated units move, and what lasts an activation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement (Activation and movement); rules notes 4, 7, 8, 33, 35,
 * 44. Moving a unit or a group along a path, stacking where a move ends, the
 * movement FX, and the bookkeeping of an activation and a game turn. The
 * query of legal moves is gmp-movement-search.c; the Guards a move reveals,
 * gmp-movement-guards.c; the Fusion Fence, gmp-fence.c; the advance after an
 * overrun, gmp-movement-advance.c; the words, gmp-movement-words.c.
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement-private.h"

/* Helpers */

void
_gmp_movement_city_info (const GmpState *state,
                         guint           city,
                         CityInfo       *info)
{
  *info = *_gmp_state_city_units (state, city);
}

guint
_gmp_movement_mp_left (const GmpState *state,
                       const GmpUnit  *unit)
{
  guint mp = unit_type (state, unit)->mp;

  /* Rules note 33: what a unit has not spent stays, for later in the
   * activation; note 35: a movement FX helps the formation it was used for */
  if (state->fx_mp > 0 && unit->formation == state->fx_mp_formation)
    mp = state->fx_mp > G_MAXUINT - mp ? G_MAXUINT : mp + state->fx_mp;  /* never wraps */
  return mp > unit->mp_used ? mp - unit->mp_used : 0;
}

/* Whether the units stand together on the map, each listed once; *origin is
 * their city. *bad is the unit the answer is about. */
GmpMoveReason
_gmp_movement_group_place_reason (const GmpState *state,
                                  const guint    *units,
                                  guint           n_units,
                                  int            *origin,
                                  int            *bad)
{
  *origin = GMP_NONE;
  *bad = GMP_NONE;

  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = unit_at (state, units[i]);

      *bad = units[i];
      if (unit->place != GMP_PLACE_MAP || unit->city < 0)
        return GMP_MOVE_NOT_ON_MAP;
      if (i == 0)
        *origin = unit->city;
      else if (unit->city != *origin)
        return GMP_MOVE_NOT_TOGETHER;
      for (guint j = 0; j < i; j++)
        if (units[j] == units[i])
          return GMP_MOVE_NOT_TOGETHER;
    }

  *bad = GMP_NONE;
  return GMP_MOVE_OK;
}

/* Whether the units may act now: no Guards, all of the activated formation. */
/* Rules note 18: the unit stands in a Fort of the activated formation whose
 * option this activation is a Withdrawal (GmpState.fort_choice, gmp-turn.h).
 * Rules note 29: only Human units withdraw; Swarm units in the Fort wait for
 * their own activation. */
static gboolean
withdrawing (const GmpState *state,
             const GmpUnit  *unit)
{
  int fort;

  if (unit->place != GMP_PLACE_MAP || unit->city < 0 || state->fort_choice == NULL
      || unit_type (state, unit)->side != GMP_SIDE_HUMANS)
    return FALSE;
  fort = gmp_board_fort_at (state->board, unit->city);
  return fort != GMP_NONE
         && state->board->forts[fort].formation == state->active_formation
         && state->fort_choice[fort] == GMP_FORT_CHOICE_WITHDRAWAL;
}

GmpMoveReason
_gmp_movement_group_acting_reason (const GmpState *state,
                                   const guint    *units,
                                   guint           n_units,
                                   int            *bad)
{
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = unit_at (state, units[i]);

      *bad = units[i];
      if (unit_type (state, unit)->guard)
        return GMP_MOVE_GUARD;
      /* Rules note 4; notes 18, 29: a Withdrawal lets every Human unit leave
       * the Fort of the activated formation, whatever its own formation */
      if (state->active_formation == GMP_NONE
          || (unit->formation != state->active_formation && !withdrawing (state, unit)))
        return GMP_MOVE_NOT_ACTIVATED;
    }

  *bad = GMP_NONE;
  return GMP_MOVE_OK;
}

/* Why the group cannot move at all, GMP_MOVE_OK if it can. *bad is the unit. */
GmpMoveReason
_gmp_movement_group_reason (const GmpState *state,
                            const guint    *units,
                            guint           n_units,
                            int            *origin,
                            int            *bad)
{
  GmpMoveReason reason;

  reason = _gmp_movement_group_place_reason (state, units, n_units, origin, bad);
  if (reason == GMP_MOVE_OK)
    reason = _gmp_movement_group_acting_reason (state, units, n_units, bad);
  if (reason != GMP_MOVE_OK)
    return reason;

  if (state->move_pending)
    return GMP_MOVE_PENDING;

  for (guint i = 0; i < n_units; i++)
    {
      *bad = units[i];
      /* Rules notes 8, 44: for the activation, and for the rest of the game
       * turn once it entered an enemy city by a move (a later activation or
       * a Withdrawal does not let it leave) */
      if (unit_at (state, units[i])->stopped || unit_at (state, units[i])->stopped_turn)
        return GMP_MOVE_STOPPED;
    }

  *bad = GMP_NONE;
  return GMP_MOVE_OK;
}

guint
_gmp_movement_group_mp (const GmpState *state,
                        const guint    *units,
                        guint           n_units)
{
  guint mp = G_MAXUINT;

  for (guint i = 0; i < n_units; i++)
    mp = MIN (mp, _gmp_movement_mp_left (state, unit_at (state, units[i])));
  return n_units > 0 ? mp : 0;
}

gboolean
_gmp_movement_check_units_exist (const GmpState *state,
                                 const guint    *units,
                                 guint           n_units,
                                 GError        **error)
{
  for (guint i = 0; i < n_units; i++)
    if (units[i] >= state->units->len)
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), units[i]);
        return FALSE;
      }
  return TRUE;
}

void
_gmp_movement_stop_units (GmpState    *state,
                          const guint *units,
                          guint        n_units)
{
  /* Rules notes 8, 44: this activation, and the rest of the game turn */
  for (guint i = 0; i < n_units; i++)
    {
      unit_at_mut (state, units[i])->stopped = TRUE;
      unit_at_mut (state, units[i])->stopped_turn = TRUE;
    }
}

/* Units of the group not standing in city: the ones a move there adds. */
static guint
arriving (const GmpState *state,
          const guint    *units,
          guint           n_units,
          guint           city)
{
  guint n = 0;

  for (guint i = 0; i < n_units; i++)
    if (unit_at (state, units[i])->city != (int) city)
      n++;
  return n;
}

/* Rules note 7: the group may end its move (or an advance) in city. */
static gboolean
check_stacking_info (const GmpState *state,
                     const CityInfo *info,
                     const guint    *units,
                     guint           n_units,
                     guint           city,
                     GmpSide         side,
                     GError        **error)
{
  guint count;

  count = _gmp_movement_stack_count (state, info, city, side)
          + arriving (state, units, n_units, city);
  if (count <= state->board->rules.stacking_limit)
    return TRUE;
  _gmp_movement_set_stacking_error (error, state, city, side, count);
  return FALSE;
}

/* The same, counting the city's units */
gboolean
_gmp_movement_check_stacking (const GmpState *state,
                              const guint    *units,
                              guint           n_units,
                              guint           city,
                              GmpSide         side,
                              GError        **error)
{
  CityInfo info;

  _gmp_movement_city_info (state, city, &info);
  return check_stacking_info (state, &info, units, n_units, city, side, error);
}

/* Checks a path for the group; does not change the state. */
gboolean
_gmp_movement_validate_path (const GmpState *state,
                             const guint    *units,
                             guint           n_units,
                             const guint    *path,
                             guint           n_path,
                             CityInfo       *infos,
                             GError        **error)
{
  const GmpBoard *board = state->board;
  GmpMoveReason reason;
  GmpSide side;
  int origin, bad;
  guint mp, cur;

  reason = _gmp_movement_group_reason (state, units, n_units, &origin, &bad);
  if (reason != GMP_MOVE_OK)
    {
      _gmp_movement_set_reason_error (error, state, reason, bad, origin, origin);
      return FALSE;
    }
  if (n_path == 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("The move enters no city."));
      return FALSE;
    }

  side = side_of (state, units[0]);
  mp = _gmp_movement_group_mp (state, units, n_units);
  if (n_path > mp)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The rules: each city entered costs one movement point; the move enters "
                     "%u cities, but the units have %u MP left (a group has the MP of its "
                     "slowest unit)."),
                   n_path, mp);
      return FALSE;
    }

  cur = origin;
  for (guint i = 0; i < n_path; i++)
    {
      guint next = path[i];
      gboolean last = i + 1 == n_path;
      CityInfo info;

      if (next >= board->n_cities)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), next);
          return FALSE;
        }
      if (!gmp_board_adjacent (board, cur, next))
        {
          _gmp_movement_set_reason_error (error, state, GMP_MOVE_NOT_ADJACENT, GMP_NONE, cur, next);
          return FALSE;
        }
      /* Rules note 10 */
      if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, cur, next))
        {
          _gmp_movement_set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, cur, next);
          return FALSE;
        }

      /* Rules note 8; a city with unrevealed Guards may let the Swarm through
       * (note 9), but the move may end there too, so stacking must hold there. */
      _gmp_movement_city_info (state, next, &info);
      if (infos != NULL)
        infos[i] = info;
      if (!last && _gmp_movement_ends_move_after_reveal (state, &info, next, side))
        {
          _gmp_movement_set_reason_error (error, state, GMP_MOVE_MUST_STOP, GMP_NONE, cur, next);
          return FALSE;
        }
      /* Rules note 7: stacking is checked where the move ends. */
      if ((last || (side == GMP_SIDE_SWARM && info.hidden > 0))
          && !check_stacking_info (state, &info, units, n_units, next, side, error))
        return FALSE;
      cur = next;
    }

  return TRUE;
}

/* Moves a validated group along a validated path. */
GmpMoveStatus
_gmp_movement_execute_path (GmpState       *state,
                            GmpRevealFunc   reveal,
                            gpointer        reveal_data,
                            const guint    *units,
                            guint           n_units,
                            const guint    *path,
                            guint           n_path,
                            const CityInfo *infos)
{
  GmpSide side = side_of (state, units[0]);
  guint cur = unit_at (state, units[0])->city;

  for (guint i = 0; i < n_path; i++)
    {
      guint next = path[i];
      CityInfo info;

      for (guint u = 0; u < n_units; u++)
        {
          GmpUnit *unit = unit_at_mut (state, units[u]);

          unit->moved_from = cur;
          _gmp_state_unit_set_place (state, units[u], GMP_PLACE_MAP, (int) next);
          unit->mp_used++;
          unit->moved = TRUE;
        }
      cur = next;

      /* What validation saw there is what is there now, but for the group
       * itself (its own side, which no test below reads) until Guards are
       * revealed: then the cities are counted again */
      if (infos != NULL)
        info = infos[i];
      else
        _gmp_movement_city_info (state, cur, &info);
      /* Rules note 9 */
      if (side == GMP_SIDE_SWARM && info.hidden > 0)
        {
          if (info.unknown > 0)
            {
              _gmp_movement_set_pending (state, units, n_units, cur, path + i + 1, n_path - i - 1);
              return GMP_MOVE_NEEDS_GUARD_VALUES;
            }
          _gmp_movement_reveal_guards (state, reveal, reveal_data, cur);
          _gmp_movement_city_info (state, cur, &info);
          infos = NULL;
        }

      /* Rules note 8; after a reveal the path may end early. */
      if (_gmp_movement_ends_move (state, &info, cur, side))
        {
          _gmp_movement_stop_units (state, units, n_units);
          break;
        }
    }

  return GMP_MOVE_DONE;
}

/* Public API */

void
gmp_move_options_free (GmpMoveOptions *options)
{
  if (options == NULL)
    return;
  g_free (options->units);
  g_free (options->targets);
  g_free (options->blocked);
  g_free (options->path_store);
  g_free (options->pred);
  g_free (options);
}

const GmpMoveTarget *
gmp_move_options_find (const GmpMoveOptions *options,
                       guint                 city)
{
  g_return_val_if_fail (options != NULL, NULL);

  for (guint i = 0; i < options->n_targets; i++)
    if (options->targets[i].city == city)
      return &options->targets[i];
  return NULL;
}

guint
gmp_movement_mp_left (const GmpState *state,
                      guint           unit)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (unit < state->units->len, 0);

  return _gmp_movement_mp_left (state, unit_at (state, unit));
}

GmpMoveStatus
gmp_movement_move_path (GmpState     *state,
                        const guint  *units,
                        guint         n_units,
                        const guint  *path,
                        guint         n_path,
                        GError      **error)
{
  return gmp_movement_move_path_full (state, NULL, NULL, units, n_units, path, n_path, error);
}

GmpMoveStatus
gmp_movement_move_path_full (GmpState       *state,
                             GmpRevealFunc   reveal,
                             gpointer        reveal_data,
                             const guint    *units,
                             guint           n_units,
                             const guint    *path,
                             guint           n_path,
                             GError        **error)
{
  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (units != NULL && n_units > 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (path != NULL || n_path == 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  if (!_gmp_movement_check_units_exist (state, units, n_units, error))
    return GMP_MOVE_FAILED;

  {
    /* The cities as validation counts them, for the move itself: a path is
     * seldom longer than a unit's MP */
    CityInfo small[16];
    g_autofree CityInfo *big = NULL;
    CityInfo *infos = n_path <= G_N_ELEMENTS (small) ? small
                      : (big = g_new (CityInfo, n_path));

    if (!_gmp_movement_validate_path (state, units, n_units, path, n_path, infos, error))
      return GMP_MOVE_FAILED;
    return _gmp_movement_execute_path (state, reveal, reveal_data, units, n_units, path, n_path,
                                       infos);
  }
}

GmpMoveStatus
gmp_movement_move_to (GmpState     *state,
                      const guint  *units,
                      guint         n_units,
                      guint         destination,
                      GError      **error)
{
  return gmp_movement_move_to_full (state, NULL, NULL, units, n_units, destination, error);
}

GmpMoveStatus
gmp_movement_move_to_full (GmpState       *state,
                           GmpRevealFunc   reveal,
                           gpointer        reveal_data,
                           const guint    *units,
                           guint           n_units,
                           guint           destination,
                           GError        **error)
{
  g_autoptr(GmpMoveOptions) options = NULL;
  const GmpMoveTarget *target;

  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (units != NULL && n_units > 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  if (!_gmp_movement_check_units_exist (state, units, n_units, error))
    return GMP_MOVE_FAILED;
  if (destination >= state->board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), destination);
      return GMP_MOVE_FAILED;
    }

  options = gmp_movement_query (state, units, n_units);
  if (options->reason != GMP_MOVE_OK)
    {
      _gmp_movement_set_reason_error (error, state, options->reason, options->reason_unit,
                                      options->origin, options->origin);
      return GMP_MOVE_FAILED;
    }

  target = gmp_move_options_find (options, destination);
  if (target == NULL)
    {
      if (destination == (guint) options->origin)
        g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                     _("The units are already in %s."), city_name (state, destination));
      else
        _gmp_movement_set_unreachable_error (error, state, units, n_units, options->origin,
                                             destination);
      return GMP_MOVE_FAILED;
    }

  return gmp_movement_move_path_full (state, reveal, reveal_data, units, n_units, target->path,
                                      target->cost, error);
}

gboolean
gmp_movement_use_mp_fx (GmpState  *state,
                        guint      chit,
                        int        formation,
                        GError   **error)
{
  const GmpBoard *board;
  const GmpChit *c;
  int extra = 0;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  board = state->board;

  if (chit >= board->n_chits)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such chit: %u."), chit);
      return FALSE;
    }
  c = &board->chits[chit];
  if (c->kind == GMP_CHIT_FX)
    for (guint i = 0; i < c->n_effects; i++)
      if (c->effects[i].kind == GMP_FX_EXTRA_MP)
        extra += c->effects[i].count;
  if (extra <= 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s does not change movement."), c->name);
      return FALSE;
    }
  /* Rules note 20 */
  if (state->chits[chit].place != GMP_CHIT_IN_HAND)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 20: %s is not in its owner’s hand: an FX is used after it "
                     "is drawn, once per game turn."),
                   c->name);
      return FALSE;
    }
  /* Rules note 35: the formation activated now, and no other */
  if (formation == GMP_NONE)
    formation = state->active_formation;
  if (formation == GMP_NONE || formation != state->active_formation)
    {
      if (formation == GMP_NONE)
        _gmp_movement_set_reason_error (error, state, GMP_MOVE_NOT_ACTIVATED, GMP_NONE, GMP_NONE,
                                        GMP_NONE);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Rules note 4: %s gives movement points to the activated Formation, "
                       "and %s is not activated."),
                     c->name, _gmp_movement_formation_name (state, formation));
      return FALSE;
    }
  if ((guint) formation >= board->n_formations
      || board->formations[formation].side != c->owner)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   c->owner == GMP_SIDE_SWARM ? _("%s helps only the Formations of the Swarm.")
                                              : _("%s helps only the Formations of the Humans."),
                   c->name);
      return FALSE;
    }

  /* Saturates: a file's fx-mp has a range, a state built by hand may not */
  state->fx_mp = (guint) extra > G_MAXUINT - state->fx_mp ? G_MAXUINT
                                                         : state->fx_mp + (guint) extra;
  state->fx_mp_formation = formation;
  state->chits[chit].place = GMP_CHIT_USED;
  return TRUE;
}

void
gmp_movement_reset_activation (GmpState *state)
{
  GmpUnit *units;
  guint len;

  g_return_if_fail (state != NULL);

  /* Read once: the stores below could be the array's length, for the compiler */
  units = (GmpUnit *) (gpointer) state->units->data;
  len = state->units->len;
  for (guint i = 0; i < len; i++)
    {
      GmpUnit *unit = &units[i];

      unit->moved_from = GMP_NONE;
      unit->mp_used = 0;
      unit->moved = FALSE;
      unit->stopped = FALSE;
      unit->retreated_in = FALSE;
    }
  state->fx_mp = 0;
  state->fx_mp_formation = GMP_NONE;
}

void
gmp_movement_reset_turn (GmpState *state)
{
  g_return_if_fail (state != NULL);

  for (guint i = 0; i < state->units->len; i++)
    {
      unit_at_mut (state, i)->advanced = FALSE;
      unit_at_mut (state, i)->stopped_turn = FALSE;
    }
}
