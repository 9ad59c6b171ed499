/* gmp-movement.c: movement, legal moves, Guard reveals, the Fusion Fence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "gmp-error.h"
#include "gmp-movement.h"

/* What movement needs to know about a city. */
typedef struct {
  guint16 n[GMP_N_SIDES];  /* units on the map, per side (Guards are Human units) */
  guint16 hidden;          /* unrevealed Guards */
  guint16 unknown;         /* ...of which the hidden value is not known yet */
} CityInfo;

static const char *reason_names[GMP_MOVE_N_REASONS] = {
  "ok",
  "not-activated",
  "guard",
  "not-on-map",
  "not-together",
  "stopped",
  "no-mp",
  "not-adjacent",
  "must-stop",
  "fence",
  "stacking",
  "pending",
  "advanced",
  "unreachable",
};

static const char *reason_explanations[GMP_MOVE_N_REASONS] = {
  N_("The move is legal."),
  N_("Rules note 4: only the units of the activated formation may move."),
  N_("The rules: National Guards never move."),
  N_("The unit is not on the map."),
  N_("Units that move together must start in the same city."),
  N_("Rules note 8: its move has ended: it entered a city with enemy units or a Fort."),
  N_("Each city entered costs one movement point, and no MP is left."),
  N_("Units move only along roads, from a city to an adjacent city."),
  N_("Rules note 8: entering a city with enemy units or a Fort ends the move there."),
  N_("Rules note 10: the Fusion Fence is closed here: Swarm units cannot enter cities east "
     "of the fence until two adjacent fence Forts are destroyed."),
  N_("Rules note 7: the move would end with more units of the side in the city than "
     "stacking allows (a Fort’s strength counts as Human units); passing through is allowed."),
  N_("Rules note 9: a move waits for the players to reveal the Guards it met."),
  N_("Rules note 15: a unit may advance after an overrun only once per game turn."),
  N_("No legal path reaches it with the movement points left."),
};

/* Helpers */

static inline const GmpUnitType *
unit_type (const GmpState *state,
           const GmpUnit  *unit)
{
  return &state->board->unit_types[unit->type];
}

static inline const GmpUnit *
unit_at (const GmpState *state,
         guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

static inline GmpUnit *
unit_at_mut (GmpState *state,
             guint     id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

static inline GmpSide
side_of (const GmpState *state,
         guint           id)
{
  return unit_type (state, unit_at (state, id))->side;
}

static inline GmpSide
other_side (GmpSide side)
{
  return side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
}

static const char *
city_name (const GmpState *state,
           guint           city)
{
  return state->board->cities[city].name;
}

/* Strength of the undestroyed Fort in city, 0 when none (note 19). */
static guint
fort_strength_at (const GmpState *state,
                  guint           city)
{
  int fort = state->board->cities[city].fort;

  return fort == GMP_NONE ? 0 : state->fort_strength[fort];
}

static gboolean
fort_destroyed_at (const GmpState *state,
                   guint           city)
{
  int fort = state->board->cities[city].fort;

  return fort != GMP_NONE && state->fort_strength[fort] == 0;
}

static void
add_unit_info (const GmpState *state,
               const GmpUnit  *unit,
               CityInfo       *info)
{
  const GmpUnitType *type = unit_type (state, unit);

  info->n[type->side]++;
  if (type->guard && !unit->revealed)
    {
      info->hidden++;
      if (unit->guard_value < 0)
        info->unknown++;
    }
}

static void
city_info (const GmpState *state,
           guint           city,
           CityInfo       *info)
{
  memset (info, 0, sizeof *info);
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == GMP_PLACE_MAP && unit->city == (int) city)
        add_unit_info (state, unit, info);
    }
}

static CityInfo *
all_city_info (const GmpState *state)
{
  CityInfo *info = g_new0 (CityInfo, state->board->n_cities);

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == GMP_PLACE_MAP && unit->city >= 0)
        add_unit_info (state, unit, &info[unit->city]);
    }
  return info;
}

/* Units counted for stacking (note 7). */
static guint
stack_count (const GmpState *state,
             const CityInfo *info,
             guint           city,
             GmpSide         side)
{
  return info->n[side] + (side == GMP_SIDE_HUMANS ? fort_strength_at (state, city) : 0);
}

/* Entering the city ends the move: enemy units, or an undestroyed Fort for
 * the Swarm (note 8). */
static gboolean
ends_move (const GmpState *state,
           const CityInfo *info,
           guint           city,
           GmpSide         side)
{
  if (info->n[other_side (side)] > 0)
    return TRUE;
  return side == GMP_SIDE_SWARM && fort_strength_at (state, city) > 0;
}

/* Ends the move even if every unrevealed Guard there turns out blank (note 9). */
static gboolean
ends_move_after_reveal (const GmpState *state,
                        const CityInfo *info,
                        guint           city,
                        GmpSide         side)
{
  if (side == GMP_SIDE_HUMANS)
    return ends_move (state, info, city, side);
  return info->n[GMP_SIDE_HUMANS] > info->hidden || fort_strength_at (state, city) > 0;
}

static guint
mp_left (const GmpState *state,
         const GmpUnit  *unit)
{
  guint mp = unit_type (state, unit)->mp;

  if (state->fx_mp > 0 && unit->formation == state->fx_mp_formation)
    mp += state->fx_mp;
  return mp > unit->mp_used ? mp - unit->mp_used : 0;
}

static const char *
formation_name (const GmpState *state,
                int             formation)
{
  if (formation < 0 || (guint) formation >= state->board->n_formations)
    return "?";
  return state->board->formations[formation].name;
}

static const char *
type_name (const GmpState *state,
           guint           id)
{
  return unit_type (state, unit_at (state, id))->name;
}

/* Why the group cannot move at all, GMP_MOVE_OK if it can. *bad is the unit. */
static GmpMoveReason
group_reason (const GmpState *state,
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

  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = unit_at (state, units[i]);

      *bad = units[i];
      if (unit_type (state, unit)->guard)
        return GMP_MOVE_GUARD;
      /* Rules note 4 */
      if (state->active_formation == GMP_NONE || unit->formation != state->active_formation)
        return GMP_MOVE_NOT_ACTIVATED;
    }

  *bad = GMP_NONE;
  if (state->move_pending)
    return GMP_MOVE_PENDING;

  for (guint i = 0; i < n_units; i++)
    {
      *bad = units[i];
      /* Rules note 8 */
      if (unit_at (state, units[i])->stopped)
        return GMP_MOVE_STOPPED;
    }

  *bad = GMP_NONE;
  return GMP_MOVE_OK;
}

static guint
group_mp (const GmpState *state,
          const guint    *units,
          guint           n_units)
{
  guint mp = G_MAXUINT;

  for (guint i = 0; i < n_units; i++)
    mp = MIN (mp, mp_left (state, unit_at (state, units[i])));
  return n_units > 0 ? mp : 0;
}

/* The error for a reason, naming the units and cities it is about. */
static void
set_reason_error (GError        **error,
                  const GmpState *state,
                  GmpMoveReason   reason,
                  int             unit,
                  int             from,
                  int             to)
{
  switch (reason)
    {
    case GMP_MOVE_NOT_ACTIVATED:
      if (state->active_formation == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Rules note 4: no formation is activated now; units move only "
                       "when their formation’s chit is drawn."));
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Rules note 4: unit %d (%s) belongs to %s, but only %s is "
                       "activated now; only the activated formation’s units move."),
                     unit, type_name (state, unit),
                     formation_name (state, unit_at (state, unit)->formation),
                     formation_name (state, state->active_formation));
      return;
    case GMP_MOVE_GUARD:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The rules: unit %d is a National Guard, and National Guards never move."),
                   unit);
      return;
    case GMP_MOVE_NOT_ON_MAP:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Unit %d (%s) is not on the map."), unit, type_name (state, unit));
      return;
    case GMP_MOVE_NOT_TOGETHER:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Unit %d is not with the others: units that move together must "
                     "start in the same city, and each unit is listed once."), unit);
      return;
    case GMP_MOVE_STOPPED:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 8: unit %d (%s) cannot move again: its move ended when "
                     "it entered a city with enemy units or a Fort."),
                   unit, type_name (state, unit));
      return;
    case GMP_MOVE_PENDING:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 9: a move waits for the values of the Guards revealed "
                     "in %s; say what they show first."),
                   city_name (state, state->move_pending_city));
      return;
    case GMP_MOVE_ADVANCED:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 15: unit %d (%s) already advanced after an overrun this "
                     "turn; a unit may do so only once per game turn."),
                   unit, type_name (state, unit));
      return;
    case GMP_MOVE_NOT_ADJACENT:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("No road joins %s and %s: units move along roads from a city to an "
                     "adjacent city."),
                   city_name (state, from), city_name (state, to));
      return;
    case GMP_MOVE_MUST_STOP:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 8: entering %s ends the move (it holds enemy units or a "
                     "Fort), so the path cannot go on from there."),
                   city_name (state, to));
      return;
    case GMP_MOVE_FENCE:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 10: the Fusion Fence is closed between %s and %s: Swarm "
                     "units cannot enter cities east of the fence until two adjacent fence "
                     "Forts are destroyed."),
                   city_name (state, from), city_name (state, to));
      return;
    case GMP_MOVE_UNREACHABLE:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("No legal path reaches %s from %s with the movement points left "
                     "(each city entered costs one MP; rules note 8 ends a move in a city "
                     "with enemy units or a Fort)."),
                   city_name (state, to), city_name (state, from));
      return;
    case GMP_MOVE_NO_MP:
    case GMP_MOVE_STACKING:
    case GMP_MOVE_OK:
    case GMP_MOVE_N_REASONS:
    default:
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           gmp_move_reason_explain (reason));
      return;
    }
}

static void
set_stacking_error (GError        **error,
                    const GmpState *state,
                    guint           city,
                    GmpSide         side,
                    guint           count)
{
  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("Rules note 7: the move would leave %u %s units in %s, and at most %u "
                 "may be there when a move ends (a Fort’s strength counts as Human units). "
                 "Passing through is allowed."),
               count, gmp_side_get_name (side), city_name (state, city),
               state->board->rules.stacking_limit);
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

/* Flips every unrevealed Guard in city; blank ones leave the game (note 9). */
static void
reveal_guards (GmpState *state,
               guint     city)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = unit_at_mut (state, i);

      if (unit->place != GMP_PLACE_MAP || unit->city != (int) city
          || !unit_type (state, unit)->guard || unit->revealed)
        continue;
      unit->revealed = TRUE;
      if (unit->guard_value == GMP_GUARD_BLANK)
        {
          unit->place = GMP_PLACE_ELIMINATED;
          unit->city = GMP_NONE;
        }
    }
}

static void
set_pending (GmpState    *state,
             const guint *units,
             guint        n_units,
             guint        city,
             int          destination)
{
  state->move_pending = TRUE;
  state->move_pending_city = city;
  state->move_pending_to = destination;
  for (guint i = 0; i < n_units; i++)
    unit_at_mut (state, units[i])->pending_move = TRUE;
}

/* Checks a path for the group; does not change the state. */
static gboolean
validate_path (const GmpState *state,
               const guint    *units,
               guint           n_units,
               const guint    *path,
               guint           n_path,
               GError        **error)
{
  const GmpBoard *board = state->board;
  GmpMoveReason reason;
  GmpSide side;
  int origin, bad;
  guint mp, cur;

  reason = group_reason (state, units, n_units, &origin, &bad);
  if (reason != GMP_MOVE_OK)
    {
      set_reason_error (error, state, reason, bad, origin, origin);
      return FALSE;
    }
  if (n_path == 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("The move enters no city."));
      return FALSE;
    }

  side = side_of (state, units[0]);
  mp = group_mp (state, units, n_units);
  if (n_path > mp)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Not enough movement points: the move enters %u cities and costs %u MP, "
                     "but the units have %u MP left (each city entered costs one MP; a "
                     "group has the MP of its slowest unit)."),
                   n_path, n_path, mp);
      return FALSE;
    }

  cur = origin;
  for (guint i = 0; i < n_path; i++)
    {
      guint next = path[i];
      CityInfo info;

      if (next >= board->n_cities)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), next);
          return FALSE;
        }
      if (!gmp_board_adjacent (board, cur, next))
        {
          set_reason_error (error, state, GMP_MOVE_NOT_ADJACENT, GMP_NONE, cur, next);
          return FALSE;
        }
      /* Rules note 10 */
      if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, cur, next))
        {
          set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, cur, next);
          return FALSE;
        }

      city_info (state, next, &info);
      if (i + 1 < n_path)
        {
          /* Rules note 8; a city with unrevealed Guards may let the Swarm through
           * (note 9), but the move may end there too, so stacking must hold. */
          if (ends_move_after_reveal (state, &info, next, side))
            {
              set_reason_error (error, state, GMP_MOVE_MUST_STOP, GMP_NONE, cur, next);
              return FALSE;
            }
          if (side == GMP_SIDE_SWARM && info.hidden > 0)
            {
              guint count = stack_count (state, &info, next, side)
                            + arriving (state, units, n_units, next);

              if (count > board->rules.stacking_limit)
                {
                  set_stacking_error (error, state, next, side, count);
                  return FALSE;
                }
            }
        }
      else
        {
          /* Rules note 7: stacking is checked where the move ends. */
          guint count = stack_count (state, &info, next, side)
                        + arriving (state, units, n_units, next);

          if (count > board->rules.stacking_limit)
            {
              set_stacking_error (error, state, next, side, count);
              return FALSE;
            }
        }
      cur = next;
    }

  return TRUE;
}

/* Moves a validated group along a validated path. */
static GmpMoveStatus
execute_path (GmpState    *state,
              const guint *units,
              guint        n_units,
              const guint *path,
              guint        n_path)
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
          unit->city = next;
          unit->mp_used++;
          unit->moved = TRUE;
        }
      cur = next;

      city_info (state, cur, &info);
      /* Rules note 9 */
      if (side == GMP_SIDE_SWARM && info.hidden > 0)
        {
          if (info.unknown > 0)
            {
              set_pending (state, units, n_units, cur,
                           i + 1 < n_path ? (int) path[n_path - 1] : GMP_NONE);
              return GMP_MOVE_NEEDS_GUARD_VALUES;
            }
          reveal_guards (state, cur);
          city_info (state, cur, &info);
        }

      /* Rules note 8; after a reveal the path may end early. */
      if (ends_move (state, &info, cur, side))
        {
          for (guint u = 0; u < n_units; u++)
            unit_at_mut (state, units[u])->stopped = TRUE;
          break;
        }
    }

  return GMP_MOVE_DONE;
}

static int
compare_targets (const void *a,
                 const void *b)
{
  const GmpMoveTarget *ta = a, *tb = b;

  if (ta->cost != tb->cost)
    return ta->cost < tb->cost ? -1 : 1;
  return ta->city < tb->city ? -1 : ta->city > tb->city;
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

const char *
gmp_move_reason_to_string (GmpMoveReason reason)
{
  g_return_val_if_fail (reason < GMP_MOVE_N_REASONS, NULL);
  return reason_names[reason];
}

const char *
gmp_move_reason_explain (GmpMoveReason reason)
{
  g_return_val_if_fail (reason < GMP_MOVE_N_REASONS, NULL);
  return _(reason_explanations[reason]);
}

guint
gmp_movement_mp_left (const GmpState *state,
                      guint           unit)
{
  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (unit < state->units->len, 0);

  return mp_left (state, unit_at (state, unit));
}

gboolean
gmp_movement_fence_hole_at (const GmpState *state,
                            guint           city)
{
  const GmpBoard *board;
  int pos;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;
  g_return_val_if_fail (city < board->n_cities, FALSE);

  /* Rules note 10: a destroyed fence Fort next to a destroyed fence neighbour. */
  pos = gmp_board_fence_position (board, city);
  if (pos == GMP_NONE || !fort_destroyed_at (state, city))
    return FALSE;
  if (pos > 0 && fort_destroyed_at (state, board->fence[pos - 1]))
    return TRUE;
  if ((guint) pos + 1 < board->n_fence && fort_destroyed_at (state, board->fence[pos + 1]))
    return TRUE;
  return FALSE;
}

gboolean
gmp_movement_fence_allows (const GmpState *state,
                           guint           from,
                           guint           to)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;
  g_return_val_if_fail (from < board->n_cities && to < board->n_cities, FALSE);

  /* Rules note 10: the fence keeps the Swarm from entering the east, except by
   * the roads leaving a hole. Once east, a unit moves freely there. */
  if (board->cities[to].region != GMP_REGION_EAST)
    return TRUE;
  if (board->cities[from].region == GMP_REGION_EAST)
    return TRUE;
  return gmp_movement_fence_hole_at (state, from);
}

gboolean
gmp_movement_check_fence (const GmpState *state,
                          GError        **error)
{
  const GmpBoard *board;
  g_autofree guint8 *open = NULL;
  g_autofree guint *queue = NULL;
  guint head = 0, tail = 0;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;

  /* East cities joined by east roads to a hole (Rules note 10). */
  open = g_new0 (guint8, board->n_cities);
  queue = g_new (guint, board->n_cities);
  for (guint f = 0; f < board->n_fence; f++)
    {
      guint fort_city = board->fence[f];
      const GmpCity *c = &board->cities[fort_city];

      if (!gmp_movement_fence_hole_at (state, fort_city))
        continue;
      for (guint j = 0; j < c->n_neighbours; j++)
        {
          guint nb = c->neighbours[j];

          if (board->cities[nb].region == GMP_REGION_EAST && !open[nb])
            {
              open[nb] = TRUE;
              queue[tail++] = nb;
            }
        }
    }
  while (head < tail)
    {
      const GmpCity *c = &board->cities[queue[head++]];

      for (guint j = 0; j < c->n_neighbours; j++)
        {
          guint nb = c->neighbours[j];

          if (board->cities[nb].region == GMP_REGION_EAST && !open[nb])
            {
              open[nb] = TRUE;
              queue[tail++] = nb;
            }
        }
    }

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place != GMP_PLACE_MAP || unit->city < 0
          || unit_type (state, unit)->side != GMP_SIDE_SWARM)
        continue;
      if (board->cities[unit->city].region == GMP_REGION_EAST && !open[unit->city])
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Rules note 10: Swarm unit %u stands in %s, east of the Fusion "
                         "Fence, but no hole in the fence leads there."),
                       i, city_name (state, unit->city));
          return FALSE;
        }
    }
  return TRUE;
}

GmpMoveOptions *
gmp_movement_query (const GmpState *state,
                    const guint    *units,
                    guint           n_units)
{
  const GmpBoard *board;
  GmpMoveOptions *options;
  g_autofree CityInfo *info = NULL;
  g_autofree int *dist = NULL;
  g_autofree int *pred = NULL;
  g_autofree guint *queue = NULL;
  const GmpCity *origin_city;
  guint head = 0, tail = 0, total = 0, n_targets = 0, limit;
  GmpSide side;
  int origin;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (units != NULL && n_units > 0, NULL);
  board = state->board;
  for (guint i = 0; i < n_units; i++)
    g_return_val_if_fail (units[i] < state->units->len, NULL);

  options = g_new0 (GmpMoveOptions, 1);
  options->units = g_memdup2 (units, n_units * sizeof (guint));
  options->n_units = n_units;
  options->reason = group_reason (state, units, n_units, &origin, &options->reason_unit);
  options->origin = origin;
  /* Units off the map or apart have no neighbours to list. */
  if (options->reason == GMP_MOVE_NOT_ON_MAP || options->reason == GMP_MOVE_NOT_TOGETHER)
    return options;

  origin_city = &board->cities[origin];
  options->mp_left = group_mp (state, units, n_units);
  if (options->reason == GMP_MOVE_OK && options->mp_left == 0)
    options->reason = GMP_MOVE_NO_MP;
  if (options->reason != GMP_MOVE_OK)
    {
      options->blocked = g_new (GmpMoveBlocked, origin_city->n_neighbours);
      options->n_blocked = origin_city->n_neighbours;
      for (guint j = 0; j < origin_city->n_neighbours; j++)
        {
          options->blocked[j].city = origin_city->neighbours[j];
          options->blocked[j].reason = options->reason;
        }
      return options;
    }

  /* Breadth-first over roads: every city entered costs one MP. A city where
   * the move ends (note 8), or may end (unrevealed Guards, note 9: the query
   * does not peek at hidden values), is not left. Full cities are passed
   * through; stacking is checked at the destination (note 7). */
  side = side_of (state, units[0]);
  limit = board->rules.stacking_limit;
  info = all_city_info (state);
  dist = g_new (int, board->n_cities);
  pred = g_new (int, board->n_cities);
  queue = g_new (guint, board->n_cities);
  for (guint c = 0; c < board->n_cities; c++)
    dist[c] = -1;
  dist[origin] = 0;
  pred[origin] = GMP_NONE;
  queue[tail++] = origin;

  while (head < tail)
    {
      guint c = queue[head++];
      const GmpCity *city = &board->cities[c];

      if ((guint) dist[c] >= options->mp_left)
        continue;
      if (c != (guint) origin
          && (ends_move (state, &info[c], c, side)
              || (side == GMP_SIDE_SWARM && info[c].hidden > 0)))
        continue;

      for (guint j = 0; j < city->n_neighbours; j++)
        {
          guint nb = city->neighbours[j];

          if (dist[nb] >= 0)
            continue;
          if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, c, nb))
            continue;
          dist[nb] = dist[c] + 1;
          pred[nb] = c;
          queue[tail++] = nb;
          if (stack_count (state, &info[nb], nb, side) + n_units <= limit)
            {
              n_targets++;
              total += dist[nb];
            }
        }
    }

  options->targets = g_new (GmpMoveTarget, MAX (n_targets, 1));
  options->path_store = g_new (guint, MAX (total, 1));
  for (guint q = 1, off = 0; q < tail; q++)
    {
      guint c = queue[q];
      GmpMoveTarget *t;
      int p;

      if (stack_count (state, &info[c], c, side) + n_units > limit)
        continue;
      t = &options->targets[options->n_targets++];
      t->city = c;
      t->cost = dist[c];
      t->stops = ends_move_after_reveal (state, &info[c], c, side);
      t->reveals = side == GMP_SIDE_SWARM && info[c].hidden > 0;
      t->path = &options->path_store[off];
      p = c;
      for (guint k = t->cost; k > 0; k--)
        {
          options->path_store[off + k - 1] = p;
          p = pred[p];
        }
      off += t->cost;
    }
  g_assert (options->n_targets == n_targets);
  qsort (options->targets, options->n_targets, sizeof (GmpMoveTarget), compare_targets);

  options->blocked = g_new (GmpMoveBlocked, origin_city->n_neighbours);
  for (guint j = 0; j < origin_city->n_neighbours; j++)
    {
      guint nb = origin_city->neighbours[j];
      GmpMoveBlocked *b;

      if (dist[nb] == 1 && stack_count (state, &info[nb], nb, side) + n_units <= limit)
        continue;
      b = &options->blocked[options->n_blocked++];
      b->city = nb;
      if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, origin, nb))
        b->reason = GMP_MOVE_FENCE;
      else if (dist[nb] >= 0)
        b->reason = GMP_MOVE_STACKING;
      else
        b->reason = GMP_MOVE_UNREACHABLE;
    }

  return options;
}

GmpMoveStatus
gmp_movement_move_path (GmpState     *state,
                        const guint  *units,
                        guint         n_units,
                        const guint  *path,
                        guint         n_path,
                        GError      **error)
{
  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (units != NULL && n_units > 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (path != NULL || n_path == 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  for (guint i = 0; i < n_units; i++)
    if (units[i] >= state->units->len)
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), units[i]);
        return GMP_MOVE_FAILED;
      }

  if (!validate_path (state, units, n_units, path, n_path, error))
    return GMP_MOVE_FAILED;
  return execute_path (state, units, n_units, path, n_path);
}

GmpMoveStatus
gmp_movement_move_to (GmpState     *state,
                      const guint  *units,
                      guint         n_units,
                      guint         destination,
                      GError      **error)
{
  g_autoptr(GmpMoveOptions) options = NULL;
  const GmpMoveTarget *target;
  g_autofree guint *path = NULL;
  guint n_path;

  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (units != NULL && n_units > 0, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  for (guint i = 0; i < n_units; i++)
    if (units[i] >= state->units->len)
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), units[i]);
        return GMP_MOVE_FAILED;
      }
  if (destination >= state->board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), destination);
      return GMP_MOVE_FAILED;
    }

  options = gmp_movement_query (state, units, n_units);
  if (options->reason != GMP_MOVE_OK)
    {
      if (options->reason == GMP_MOVE_NO_MP)
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Not enough movement points: the units have no MP left this "
                       "activation (each city entered costs one MP)."));
      else
        set_reason_error (error, state, options->reason, options->reason_unit,
                          options->origin, options->origin);
      return GMP_MOVE_FAILED;
    }

  target = gmp_move_options_find (options, destination);
  if (target == NULL)
    {
      GmpMoveReason reason = GMP_MOVE_UNREACHABLE;

      for (guint i = 0; i < options->n_blocked; i++)
        if (options->blocked[i].city == destination)
          reason = options->blocked[i].reason;
      if (destination == (guint) options->origin)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("The units are already in %s."),
                       city_name (state, destination));
          return GMP_MOVE_FAILED;
        }
      if (reason == GMP_MOVE_STACKING)
        {
          CityInfo info;
          GmpSide side = side_of (state, units[0]);

          city_info (state, destination, &info);
          set_stacking_error (error, state, destination, side,
                              stack_count (state, &info, destination, side) + n_units);
        }
      else
        set_reason_error (error, state, reason, GMP_NONE, options->origin, destination);
      return GMP_MOVE_FAILED;
    }

  n_path = target->cost;
  path = g_memdup2 (target->path, n_path * sizeof (guint));
  return gmp_movement_move_path (state, units, n_units, path, n_path, error);
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

GmpMoveStatus
gmp_movement_reveal_guard (GmpState  *state,
                           guint      guard,
                           int        value,
                           GError   **error)
{
  g_autofree guint *units = NULL;
  guint n_units = 0, city;
  int destination;
  GmpUnit *unit;
  CityInfo info;
  GmpSide side;

  g_return_val_if_fail (state != NULL, GMP_MOVE_FAILED);
  g_return_val_if_fail (error == NULL || *error == NULL, GMP_MOVE_FAILED);

  if (!state->move_pending)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("No move is waiting for the value of a Guard."));
      return GMP_MOVE_FAILED;
    }
  city = state->move_pending_city;
  if (guard >= state->units->len)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), guard);
      return GMP_MOVE_FAILED;
    }
  unit = unit_at_mut (state, guard);
  if (!unit_type (state, unit)->guard || unit->place != GMP_PLACE_MAP
      || unit->city != (int) city || unit->revealed || unit->guard_value >= 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("Unit %u is not one of the Guards being revealed in %s."),
                   guard, city_name (state, city));
      return GMP_MOVE_FAILED;
    }
  if (!guard_value_valid (state->board, value))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("No National Guard counter shows %d: a Guard is blank or shows one "
                     "of the die values of the board’s Guard pool."),
                   value);
      return GMP_MOVE_FAILED;
    }
  unit->guard_value = value;

  city_info (state, city, &info);
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
  state->move_pending = FALSE;
  state->move_pending_city = 0;
  state->move_pending_to = GMP_NONE;
  reveal_guards (state, city);
  if (n_units == 0)
    return GMP_MOVE_DONE;

  side = side_of (state, units[0]);
  city_info (state, city, &info);
  if (ends_move (state, &info, city, side))
    {
      for (guint u = 0; u < n_units; u++)
        unit_at_mut (state, units[u])->stopped = TRUE;
      return GMP_MOVE_DONE;
    }

  if (destination != GMP_NONE && destination != (int) city)
    {
      g_autoptr(GmpMoveOptions) options = gmp_movement_query (state, units, n_units);
      const GmpMoveTarget *target = gmp_move_options_find (options, destination);

      /* When the rest of the way is no longer legal the move simply ends here. */
      if (options->reason == GMP_MOVE_OK && target != NULL)
        return execute_path (state, units, n_units, target->path, target->cost);
    }
  return GMP_MOVE_DONE;
}

gboolean
gmp_movement_can_advance (const GmpState *state,
                          const guint    *units,
                          guint           n_units,
                          guint           to,
                          GError        **error)
{
  const GmpBoard *board;
  GmpSide side;
  CityInfo info;
  guint count;
  int from = GMP_NONE;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (units != NULL && n_units > 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  board = state->board;

  if (to >= board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), to);
      return FALSE;
    }
  if (state->move_pending)
    {
      set_reason_error (error, state, GMP_MOVE_PENDING, GMP_NONE, GMP_NONE, GMP_NONE);
      return FALSE;
    }
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit;

      if (units[i] >= state->units->len)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), units[i]);
          return FALSE;
        }
      unit = unit_at (state, units[i]);
      if (unit->place != GMP_PLACE_MAP || unit->city < 0)
        {
          set_reason_error (error, state, GMP_MOVE_NOT_ON_MAP, units[i], GMP_NONE, GMP_NONE);
          return FALSE;
        }
      if (i == 0)
        from = unit->city;
      /* Rules note 15: the advancing units keep together. */
      if (unit->city != from)
        {
          set_reason_error (error, state, GMP_MOVE_NOT_TOGETHER, units[i], GMP_NONE, GMP_NONE);
          return FALSE;
        }
      for (guint j = 0; j < i; j++)
        if (units[j] == units[i])
          {
            set_reason_error (error, state, GMP_MOVE_NOT_TOGETHER, units[i],
                              GMP_NONE, GMP_NONE);
            return FALSE;
          }
      if (unit_type (state, unit)->guard)
        {
          set_reason_error (error, state, GMP_MOVE_GUARD, units[i], GMP_NONE, GMP_NONE);
          return FALSE;
        }
      /* Only acting units advance. */
      if (state->active_formation == GMP_NONE || unit->formation != state->active_formation)
        {
          set_reason_error (error, state, GMP_MOVE_NOT_ACTIVATED, units[i], GMP_NONE,
                            GMP_NONE);
          return FALSE;
        }
      if (unit->advanced)
        {
          set_reason_error (error, state, GMP_MOVE_ADVANCED, units[i], GMP_NONE, GMP_NONE);
          return FALSE;
        }
    }

  if (!gmp_board_adjacent (board, from, to))
    {
      set_reason_error (error, state, GMP_MOVE_NOT_ADJACENT, GMP_NONE, from, to);
      return FALSE;
    }
  side = side_of (state, units[0]);
  /* Rules note 10: the advance ignores MP, not the fence. */
  if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, from, to))
    {
      set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, from, to);
      return FALSE;
    }
  /* Rules note 7: stacking after every advance. */
  city_info (state, to, &info);
  count = stack_count (state, &info, to, side) + n_units;
  if (count > board->rules.stacking_limit)
    {
      set_stacking_error (error, state, to, side, count);
      return FALSE;
    }
  return TRUE;
}

GmpMoveStatus
gmp_movement_advance (GmpState     *state,
                      const guint  *units,
                      guint         n_units,
                      guint         to,
                      GError      **error)
{
  GmpSide side;
  guint from;
  CityInfo info;

  if (!gmp_movement_can_advance (state, units, n_units, to, error))
    return GMP_MOVE_FAILED;

  side = side_of (state, units[0]);
  from = unit_at (state, units[0])->city;
  for (guint i = 0; i < n_units; i++)
    {
      GmpUnit *unit = unit_at_mut (state, units[i]);

      unit->moved_from = from;
      unit->city = to;
      unit->moved = TRUE;
      unit->stopped = TRUE;   /* one space, no more */
      unit->advanced = TRUE;
    }

  /* Rules note 9: an advance into unrevealed Guards flips them too. */
  city_info (state, to, &info);
  if (side == GMP_SIDE_SWARM && info.hidden > 0)
    {
      if (info.unknown > 0)
        {
          set_pending (state, units, n_units, to, GMP_NONE);
          return GMP_MOVE_NEEDS_GUARD_VALUES;
        }
      reveal_guards (state, to);
    }
  return GMP_MOVE_DONE;
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
  if (formation == GMP_NONE)
    formation = state->active_formation;
  if (formation == GMP_NONE || formation != state->active_formation)
    {
      if (formation == GMP_NONE)
        set_reason_error (error, state, GMP_MOVE_NOT_ACTIVATED, GMP_NONE, GMP_NONE, GMP_NONE);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Rules note 4: %s gives movement points to the activated formation, "
                       "and %s is not activated."),
                     c->name, formation_name (state, formation));
      return FALSE;
    }
  if ((guint) formation >= board->n_formations
      || board->formations[formation].side != c->owner)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s helps only the formations of the %s."),
                   c->name, gmp_side_get_name (c->owner));
      return FALSE;
    }

  state->fx_mp += extra;
  state->fx_mp_formation = formation;
  state->chits[chit].place = GMP_CHIT_USED;
  return TRUE;
}

void
gmp_movement_reset_activation (GmpState *state)
{
  g_return_if_fail (state != NULL);

  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = unit_at_mut (state, i);

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
    unit_at_mut (state, i)->advanced = FALSE;
}
