/* gmp-movement.c: movement, legal moves, Guard reveals, the Fusion Fence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include "gmp-i18n.h"

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
  N_("The rules: each city entered costs one movement point, and no MP is left."),
  N_("The rules: units move along roads, from a city to an adjacent city."),
  N_("Rules note 8: entering a city with enemy units or a Fort ends the move there."),
  N_("Rules note 10: the Fusion Fence is closed here: Swarm units cannot enter cities east "
     "of the fence until two adjacent fence Forts are destroyed."),
  N_("Rules note 7: the move would end with more units of the side in the city than "
     "stacking allows (a Fort’s strength counts as Human units); passing through is allowed."),
  N_("Rules note 9: a move waits for the players to reveal the Guards it met."),
  N_("Rules note 15: a unit may advance after an overrun only once per game turn."),
  N_("The rules: no legal path reaches it with the movement points left."),
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

static inline void
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
  const GmpUnit *units = (const GmpUnit *) (gpointer) state->units->data;
  guint len = state->units->len;

  /* The array read once: stores into info might alias it, for the compiler */
  memset (info, 0, sizeof *info);
  for (guint i = 0; i < len; i++)
    {
      const GmpUnit *unit = &units[i];

      if (unit->city == (int) city && unit->place == GMP_PLACE_MAP)
        add_unit_info (state, unit, info);
    }
}

/* The per-city memory of the searches, kept per thread and reused (issue
 * 19): a query costs what it reaches, not the board's size, so it neither
 * allocates nor clears arrays of every city. An entry counts only while
 * its stamp is the current generation; a new generation forgets them all
 * at once. */
typedef struct {
  guint     n_cities;
  gboolean  busy;
  guint32   info_generation;
  guint32   dist_generation;
  guint32  *info_stamp;
  CityInfo *info;
  guint32  *dist_stamp;
  int      *dist;
  int      *pred;
  guint    *order;
} Scratch;

static void
scratch_free (gpointer data)
{
  Scratch *scratch = data;

  g_free (scratch->info_stamp);
  g_free (scratch->info);
  g_free (scratch->dist_stamp);
  g_free (scratch->dist);
  g_free (scratch->pred);
  g_free (scratch->order);
  g_free (scratch);
}

static GPrivate thread_scratch = G_PRIVATE_INIT (scratch_free);

/* Room for n_cities; new stamps are 0, which no generation is */
static void
scratch_reserve (Scratch *scratch,
                 guint    n_cities)
{
  if (scratch->n_cities >= n_cities)
    return;
  scratch->info_stamp = g_renew (guint32, scratch->info_stamp, n_cities);
  scratch->dist_stamp = g_renew (guint32, scratch->dist_stamp, n_cities);
  memset (scratch->info_stamp + scratch->n_cities, 0,
          (n_cities - scratch->n_cities) * sizeof (guint32));
  memset (scratch->dist_stamp + scratch->n_cities, 0,
          (n_cities - scratch->n_cities) * sizeof (guint32));
  scratch->info = g_renew (CityInfo, scratch->info, n_cities);
  scratch->dist = g_renew (int, scratch->dist, n_cities);
  scratch->pred = g_renew (int, scratch->pred, n_cities);
  scratch->order = g_renew (guint, scratch->order, n_cities);
  scratch->n_cities = n_cities;
}

/* The thread's scratch, or a new one when a search is already using it */
static Scratch *
scratch_acquire (guint n_cities)
{
  Scratch *scratch = g_private_get (&thread_scratch);

  if (scratch == NULL)
    {
      scratch = g_new0 (Scratch, 1);
      g_private_set (&thread_scratch, scratch);
    }
  if (scratch->busy)
    scratch = g_new0 (Scratch, 1);
  scratch->busy = TRUE;
  scratch_reserve (scratch, MAX (n_cities, 1));
  return scratch;
}

static void
scratch_release (Scratch *scratch)
{
  if (scratch == NULL)
    return;
  if (scratch != g_private_get (&thread_scratch))
    scratch_free (scratch);
  else
    scratch->busy = FALSE;
}

static guint32
next_generation (guint32 *generation,
                 guint32 *stamps,
                 guint    n)
{
  if (++*generation == 0)
    {
      /* after 2^32 searches: every stamp is old again */
      memset (stamps, 0, n * sizeof (guint32));
      *generation = 1;
    }
  return *generation;
}

static const CityInfo no_units;

static inline const CityInfo *
scratch_info (const Scratch *scratch,
              guint          city)
{
  return scratch->info_stamp[city] == scratch->info_generation ? &scratch->info[city] : &no_units;
}

/* What the search needs of every city with units: the units once over,
 * never the cities */
static void
fill_city_info (Scratch        *scratch,
                const GmpState *state)
{
  const GmpUnit *units = (const GmpUnit *) (gpointer) state->units->data;
  guint len = state->units->len;
  guint32 generation = next_generation (&scratch->info_generation, scratch->info_stamp,
                                        scratch->n_cities);

  for (guint i = 0; i < len; i++)
    {
      const GmpUnit *unit = &units[i];
      guint c;

      if (unit->place != GMP_PLACE_MAP || unit->city < 0)
        continue;
      c = (guint) unit->city;
      if (scratch->info_stamp[c] != generation)
        {
          memset (&scratch->info[c], 0, sizeof scratch->info[c]);
          scratch->info_stamp[c] = generation;
        }
      add_unit_info (state, unit, &scratch->info[c]);
    }
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

  /* Rules note 33: what a unit has not spent stays, for later in the
   * activation; note 35: a movement FX helps the formation it was used for */
  if (state->fx_mp > 0 && unit->formation == state->fx_mp_formation)
    mp = state->fx_mp > G_MAXUINT - mp ? G_MAXUINT : mp + state->fx_mp;  /* never wraps */
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

/* Whether the units stand together on the map, each listed once; *origin is
 * their city. *bad is the unit the answer is about. */
static GmpMoveReason
group_place_reason (const GmpState *state,
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

static GmpMoveReason
group_acting_reason (const GmpState *state,
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
static GmpMoveReason
group_reason (const GmpState *state,
              const guint    *units,
              guint           n_units,
              int            *origin,
              int            *bad)
{
  GmpMoveReason reason;

  reason = group_place_reason (state, units, n_units, origin, bad);
  if (reason == GMP_MOVE_OK)
    reason = group_acting_reason (state, units, n_units, bad);
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
                     "it entered a city with enemy units or a Fort, for the rest of the game "
                     "turn (Rules note 44)."),
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
                   _("The rules: no road joins %s and %s, and units move along roads from "
                     "a city to an adjacent city."),
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
                   _("The rules: no legal path reaches %s from %s with the movement points "
                     "left."),
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
  if (side == GMP_SIDE_SWARM)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 ngettext ("Rules note 7: the move would leave %u Swarm unit in %s, and at most %u "
                           "may be there when a move ends. Passing through is allowed.",
                           "Rules note 7: the move would leave %u Swarm units in %s, and at most %u "
                           "may be there when a move ends. Passing through is allowed.", count),
                 count, city_name (state, city), state->board->rules.stacking_limit);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 ngettext ("Rules note 7: the move would leave %u Human unit in %s, and at most %u "
                           "may be there when a move ends (a Fort’s strength counts as Human units). "
                           "Passing through is allowed.",
                           "Rules note 7: the move would leave %u Human units in %s, and at most %u "
                           "may be there when a move ends (a Fort’s strength counts as Human units). "
                           "Passing through is allowed.", count),
                 count, city_name (state, city), state->board->rules.stacking_limit);
}

static gboolean
check_units_exist (const GmpState *state,
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

static void
stop_units (GmpState    *state,
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

  count = stack_count (state, info, city, side) + arriving (state, units, n_units, city);
  if (count <= state->board->rules.stacking_limit)
    return TRUE;
  set_stacking_error (error, state, city, side, count);
  return FALSE;
}

/* The same, counting the city's units */
static gboolean
check_stacking (const GmpState *state,
                const guint    *units,
                guint           n_units,
                guint           city,
                GmpSide         side,
                GError        **error)
{
  CityInfo info;

  city_info (state, city, &info);
  return check_stacking_info (state, &info, units, n_units, city, side, error);
}

/* Flips every unrevealed Guard in city; blank ones leave the game (note 9).
 * Each flip, and each removal, is told to reveal (may be NULL). */
static void
reveal_guards (GmpState      *state,
               GmpRevealFunc  reveal,
               gpointer       reveal_data,
               guint          city)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = unit_at_mut (state, i);

      if (unit->place != GMP_PLACE_MAP || unit->city != (int) city
          || !unit_type (state, unit)->guard || unit->revealed)
        continue;
      unit->revealed = TRUE;
      if (reveal != NULL)
        reveal (state, i, city, FALSE, reveal_data);
      if (unit->guard_value == GMP_GUARD_BLANK)
        {
          unit->place = GMP_PLACE_ELIMINATED;
          unit->city = GMP_NONE;
          if (reveal != NULL)
            reveal (state, i, city, TRUE, reveal_data);
        }
    }
}

/* The move waits in city; it goes on along rest (n_rest cities) once the
 * Guard values are known: the path the player chose, not another one that
 * happens to be as cheap (note 9). */
static void
set_pending (GmpState    *state,
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
          set_reason_error (error, state, GMP_MOVE_NOT_ADJACENT, GMP_NONE, cur, next);
          return FALSE;
        }
      /* Rules note 10 */
      if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, cur, next))
        {
          set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, cur, next);
          return FALSE;
        }

      /* Rules note 8; a city with unrevealed Guards may let the Swarm through
       * (note 9), but the move may end there too, so stacking must hold there. */
      city_info (state, next, &info);
      if (!last && ends_move_after_reveal (state, &info, next, side))
        {
          set_reason_error (error, state, GMP_MOVE_MUST_STOP, GMP_NONE, cur, next);
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
static GmpMoveStatus
execute_path (GmpState      *state,
              GmpRevealFunc  reveal,
              gpointer       reveal_data,
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
              set_pending (state, units, n_units, cur, path + i + 1, n_path - i - 1);
              return GMP_MOVE_NEEDS_GUARD_VALUES;
            }
          reveal_guards (state, reveal, reveal_data, cur);
          city_info (state, cur, &info);
        }

      /* Rules note 8; after a reveal the path may end early. */
      if (ends_move (state, &info, cur, side))
        {
          stop_units (state, units, n_units);
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

/* Cheapest first, then by city: the search lists them cheapest first
 * already, so an insertion sort moves few of them, and allocates nothing
 * (qsort() does, on every query). */
static void
sort_targets (GmpMoveTarget *targets,
              guint          n)
{
  for (guint i = 1; i < n; i++)
    {
      GmpMoveTarget t = targets[i];
      guint j = i;

      for (; j > 0 && compare_targets (&targets[j - 1], &t) > 0; j--)
        targets[j] = targets[j - 1];
      targets[j] = t;
    }
}

/* The search behind the legal-move query: breadth-first over roads, every
 * city entered costs one MP. A city where the move ends (note 8), or may end
 * (unrevealed Guards, notes 9, 34: the search does not peek at hidden values), is
 * not left. Full cities are passed through; stacking is checked at the
 * destination by the caller (note 7). The relaxing flags drop one rule, to
 * tell a player which rule keeps a city out of reach. */
typedef enum {
  SEARCH_RULES = 0,
  SEARCH_ANY_MP = 1 << 0,     /* as far as the roads go */
  SEARCH_NO_FENCE = 1 << 1,   /* as if the Fusion Fence were down */
  SEARCH_NO_STOPS = 1 << 2,   /* as if no city ended the move */
} SearchFlags;

typedef struct {
  Scratch *scratch;       /* the cities' info, distances and order */
  guint   *order;         /* cities in the order reached, the origin first */
  guint    n_order;
} Search;

/* A search on state's units (fill_city_info()) */
static void
search_init (Search         *search,
             const GmpState *state)
{
  search->scratch = scratch_acquire (state->board->n_cities);
  fill_city_info (search->scratch, state);
  search->order = search->scratch->order;
  search->n_order = 0;
}

static void
search_clear (Search *search)
{
  g_clear_pointer (&search->scratch, scratch_release);
  search->order = NULL;
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Search, search_clear)

static inline const CityInfo *
search_info (const Search *search,
             guint         city)
{
  return scratch_info (search->scratch, city);
}

/* MP to get to city, -1 if not reached */
static inline int
search_dist (const Search *search,
             guint         city)
{
  const Scratch *scratch = search->scratch;

  return scratch->dist_stamp[city] == scratch->dist_generation ? scratch->dist[city] : -1;
}

static inline void
search_reach (Search *search,
              guint   city,
              int     dist,
              int     pred)
{
  Scratch *scratch = search->scratch;

  scratch->dist_stamp[city] = scratch->dist_generation;
  scratch->dist[city] = dist;
  scratch->pred[city] = pred;
  search->order[search->n_order++] = city;
}

/* Entering city may end the move: the path cannot go on from there. */
static gboolean
may_end_move (const GmpState *state,
              const CityInfo *info,
              guint           city,
              GmpSide         side)
{
  return ends_move (state, info, city, side) || (side == GMP_SIDE_SWARM && info->hidden > 0);
}

static void
search_run (Search         *search,
            const GmpState *state,
            guint           origin,
            GmpSide         side,
            guint           mp,
            SearchFlags     flags)
{
  const GmpBoard *board = state->board;
  guint head = 0;

  next_generation (&search->scratch->dist_generation, search->scratch->dist_stamp,
                   search->scratch->n_cities);
  search->n_order = 0;
  search_reach (search, origin, 0, GMP_NONE);

  while (head < search->n_order)
    {
      guint c = search->order[head++];
      const GmpCity *city = &board->cities[c];

      if (!(flags & SEARCH_ANY_MP) && (guint) search_dist (search, c) >= mp)
        continue;
      if (c != origin && !(flags & SEARCH_NO_STOPS)
          && may_end_move (state, search_info (search, c), c, side))
        continue;

      for (guint j = 0; j < city->n_neighbours; j++)
        {
          guint nb = city->neighbours[j];

          if (search_dist (search, nb) >= 0)
            continue;
          /* Rules note 10 */
          if (side == GMP_SIDE_SWARM && !(flags & SEARCH_NO_FENCE)
              && !gmp_movement_fence_allows (state, c, nb))
            continue;
          search_reach (search, nb, search_dist (search, c) + 1, (int) c);
        }
    }
}

/* The cities entered on the way to city, in order; returns how many. */
static guint
search_path (const Search *search,
             guint         city,
             guint        *path)
{
  guint n = (guint) search_dist (search, city);
  int c = city;

  for (guint k = n; k > 0; k--)
    {
      path[k - 1] = c;
      c = search->scratch->pred[c];
    }
  return n;
}

/* Whether the group fits in city when its move ends there (note 7). */
static gboolean
fits (const GmpState *state,
      const Search   *search,
      guint           city,
      GmpSide         side,
      guint           n_units)
{
  return stack_count (state, search_info (search, city), city, side) + n_units
         <= state->board->rules.stacking_limit;
}

/* Fills options->targets from a search under the rules. */
static void
collect_targets (GmpMoveOptions *options,
                 const GmpState *state,
                 const Search   *search,
                 GmpSide         side)
{
  guint n = 0, total = 0, off = 0;

  for (guint q = 1; q < search->n_order; q++)
    if (fits (state, search, search->order[q], side, options->n_units))
      {
        n++;
        total += search_dist (search, search->order[q]);
      }

  options->targets = g_new (GmpMoveTarget, MAX (n, 1));
  options->path_store = g_new (guint, MAX (total, 1));
  for (guint q = 1; q < search->n_order; q++)
    {
      guint c = search->order[q];
      const CityInfo *info = search_info (search, c);
      GmpMoveTarget *t;

      if (!fits (state, search, c, side, options->n_units))
        continue;
      t = &options->targets[options->n_targets++];
      t->city = c;
      t->path = &options->path_store[off];
      t->cost = search_path (search, c, &options->path_store[off]);
      t->stops = ends_move_after_reveal (state, info, c, side);
      t->reveals = side == GMP_SIDE_SWARM && info->hidden > 0;
      off += t->cost;
    }
  sort_targets (options->targets, options->n_targets);
}

/* Fills options->blocked: every neighbour of the origin that is not a target,
 * with its reason. */
static void
collect_blocked (GmpMoveOptions *options,
                 const GmpState *state,
                 const Search   *search,
                 GmpSide         side)
{
  const GmpCity *origin = &state->board->cities[options->origin];

  options->blocked = g_new (GmpMoveBlocked, MAX (origin->n_neighbours, 1));
  for (guint j = 0; j < origin->n_neighbours; j++)
    {
      guint nb = origin->neighbours[j];
      GmpMoveBlocked *b;

      if (options->reason == GMP_MOVE_OK && search_dist (search, nb) == 1
          && fits (state, search, nb, side, options->n_units))
        continue;
      b = &options->blocked[options->n_blocked++];
      b->city = nb;
      if (options->reason != GMP_MOVE_OK)
        b->reason = options->reason;
      else if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, options->origin, nb))
        b->reason = GMP_MOVE_FENCE;
      else if (search_dist (search, nb) >= 0)
        b->reason = GMP_MOVE_STACKING;
      else
        b->reason = GMP_MOVE_UNREACHABLE;
    }
}

/* Sets the error for the first step of path (from origin) that breaks the
 * rule a relaxed search dropped; FALSE if none does. */
static gboolean
set_broken_rule_error (GError        **error,
                       const GmpState *state,
                       const Search   *search,
                       GmpSide         side,
                       SearchFlags     dropped,
                       guint           origin,
                       const guint    *path,
                       guint           n_path)
{
  guint cur = origin;

  for (guint k = 0; k < n_path; cur = path[k++])
    {
      guint next = path[k];
      gboolean passes = k + 1 < n_path;

      if ((dropped & SEARCH_NO_FENCE) && side == GMP_SIDE_SWARM
          && !gmp_movement_fence_allows (state, cur, next))
        {
          set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, cur, next);
          return TRUE;
        }
      if ((dropped & SEARCH_NO_STOPS) && passes
          && ends_move_after_reveal (state, search_info (search, next), next, side))
        {
          set_reason_error (error, state, GMP_MOVE_MUST_STOP, GMP_NONE, cur, next);
          return TRUE;
        }
      if ((dropped & SEARCH_NO_STOPS) && passes && side == GMP_SIDE_SWARM
          && search_info (search, next)->hidden > 0)
        {
          /* Rules notes 9, 34: they may stop it, and the query does not peek */
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("Rules note 9: the way to %s leads through %s, where unrevealed "
                         "National Guards may end the move; move to %s first, and go on "
                         "if they all turn out blank."),
                       city_name (state, path[n_path - 1]), city_name (state, next),
                       city_name (state, next));
          return TRUE;
        }
    }
  return FALSE;
}

/* The error for a destination the group cannot reach from origin: the rule
 * that keeps it out, found by searching again with that rule dropped. */
static void
set_unreachable_error (GError        **error,
                       const GmpState *state,
                       const guint    *units,
                       guint           n_units,
                       guint           origin,
                       guint           destination)
{
  static const SearchFlags relaxed[] = { SEARCH_NO_FENCE, SEARCH_NO_STOPS };
  g_autofree guint *path = g_new (guint, state->board->n_cities);
  g_auto(Search) search = { 0 };
  GmpSide side = side_of (state, units[0]);
  guint mp = group_mp (state, units, n_units);

  search_init (&search, state);
  search_run (&search, state, origin, side, mp, SEARCH_RULES);
  if (search_dist (&search, destination) >= 0)
    {
      /* Rules note 7: reachable, but it would hold too many */
      set_stacking_error (error, state, destination, side,
                          stack_count (state, search_info (&search, destination), destination,
                                       side) + n_units);
      return;
    }

  for (guint r = 0; r < G_N_ELEMENTS (relaxed); r++)
    {
      search_run (&search, state, origin, side, mp, relaxed[r]);
      if (search_dist (&search, destination) >= 0
          && set_broken_rule_error (error, state, &search, side, relaxed[r], origin, path,
                                    search_path (&search, destination, path)))
        return;
    }

  search_run (&search, state, origin, side, mp, SEARCH_ANY_MP);
  if (search_dist (&search, destination) >= 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("The rules: each city entered costs one movement point; reaching %s "
                   "costs at least %d MP, but the units have %u MP left (a group has the MP "
                   "of its slowest unit)."),
                 city_name (state, destination), search_dist (&search, destination), mp);
  else
    set_reason_error (error, state, GMP_MOVE_UNREACHABLE, GMP_NONE, origin, destination);
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

guint8 *
gmp_movement_fence_open_east (const GmpState *state)
{
  const GmpBoard *board;
  guint8 *open;
  g_autofree guint *queue = NULL;
  guint head = 0, tail = 0;

  g_return_val_if_fail (state != NULL, NULL);
  board = state->board;

  /* East cities joined by east roads to a hole (Rules note 10). */
  open = g_new0 (guint8, MAX (board->n_cities, 1));
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
  return open;
}

gboolean
gmp_movement_check_fence (const GmpState *state,
                          GError        **error)
{
  const GmpBoard *board;
  g_autofree guint8 *open = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  board = state->board;
  open = gmp_movement_fence_open_east (state);

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
  GmpMoveOptions *options;
  g_auto(Search) search = { 0 };
  GmpSide side;
  int origin;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (units != NULL && n_units > 0, NULL);
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

  options->mp_left = group_mp (state, units, n_units);
  if (options->reason == GMP_MOVE_OK && options->mp_left == 0)
    options->reason = GMP_MOVE_NO_MP;
  side = side_of (state, units[0]);
  search_init (&search, state);
  if (options->reason == GMP_MOVE_OK)
    {
      search_run (&search, state, origin, side, options->mp_left, SEARCH_RULES);
      collect_targets (options, state, &search, side);
    }
  collect_blocked (options, state, &search, side);
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

  if (!check_units_exist (state, units, n_units, error))
    return GMP_MOVE_FAILED;

  if (!validate_path (state, units, n_units, path, n_path, error))
    return GMP_MOVE_FAILED;
  return execute_path (state, reveal, reveal_data, units, n_units, path, n_path);
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

  if (!check_units_exist (state, units, n_units, error))
    return GMP_MOVE_FAILED;
  if (destination >= state->board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such city: %u."), destination);
      return GMP_MOVE_FAILED;
    }

  options = gmp_movement_query (state, units, n_units);
  if (options->reason != GMP_MOVE_OK)
    {
      set_reason_error (error, state, options->reason, options->reason_unit,
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
        set_unreachable_error (error, state, units, n_units, options->origin, destination);
      return GMP_MOVE_FAILED;
    }

  return gmp_movement_move_path_full (state, reveal, reveal_data, units, n_units, target->path,
                                      target->cost, error);
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
  if (!gmp_state_guard_value_left (state, value))
    {
      g_autofree char *shown = value == GMP_GUARD_BLANK ? g_strdup (C_("guard", "blank"))
                                                        : g_strdup_printf ("%d", value);

      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("No National Guard counter showing %s is left in the pool: every one "
                     "is already on a Guard of the game (Rules note 36)."),
                   shown);
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
  rest = g_array_copy (state->move_pending_path);
  state->move_pending = FALSE;
  state->move_pending_city = 0;
  state->move_pending_to = GMP_NONE;
  g_array_set_size (state->move_pending_path, 0);
  reveal_guards (state, reveal, reveal_data, city);
  if (n_units == 0)
    return GMP_MOVE_DONE;

  side = side_of (state, units[0]);
  city_info (state, city, &info);
  if (ends_move (state, &info, city, side))
    {
      stop_units (state, units, n_units);
      return GMP_MOVE_DONE;
    }

  /* The rest of the path the player chose; when it is no longer legal the
   * move simply ends here. */
  if (rest->len > 0)
    {
      const guint *path = (const guint *) (gpointer) rest->data;

      if (validate_path (state, units, n_units, path, rest->len, NULL))
        return execute_path (state, reveal, reveal_data, units, n_units, path, rest->len);
      return GMP_MOVE_DONE;
    }
  /* A file without the path: to the destination by the cheapest path */
  if (destination != GMP_NONE && destination != (int) city)
    {
      g_autoptr(GmpMoveOptions) options = gmp_movement_query (state, units, n_units);
      const GmpMoveTarget *target = gmp_move_options_find (options, destination);

      /* When the rest of the way is no longer legal the move simply ends here. */
      if (options->reason == GMP_MOVE_OK && target != NULL)
        return execute_path (state, reveal, reveal_data, units, n_units, target->path, target->cost);
    }
  return GMP_MOVE_DONE;
}

/* Rules note 15: the units advancing after one overrun keep together. Combat
 * is resolved once per city per activation, so units of the activated
 * formation that advanced out of `from` this activation did so after the same
 * overrun, and the others may only follow them. */
static int
advanced_from (const GmpState *state,
               guint           from)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->advanced && unit->moved_from == (int) from && unit->place == GMP_PLACE_MAP
          && unit->city != (int) from && unit->formation == state->active_formation)
        return unit->city;
    }
  return GMP_NONE;
}

gboolean
gmp_movement_can_advance (const GmpState *state,
                          const guint    *units,
                          guint           n_units,
                          guint           to,
                          GError        **error)
{
  const GmpBoard *board;
  GmpMoveReason reason;
  int from, bad, together;

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
  if (!check_units_exist (state, units, n_units, error))
    return FALSE;

  /* Rules note 15: the advancing units keep together; only acting units
   * advance, each once per game turn, regardless of MP (and of a move that
   * ended: the advance may start another battle). */
  reason = group_place_reason (state, units, n_units, &from, &bad);
  if (reason == GMP_MOVE_OK)
    reason = group_acting_reason (state, units, n_units, &bad);
  for (guint i = 0; reason == GMP_MOVE_OK && i < n_units; i++)
    if (unit_at (state, units[i])->advanced)
      {
        reason = GMP_MOVE_ADVANCED;
        bad = units[i];
      }
  if (reason != GMP_MOVE_OK)
    {
      set_reason_error (error, state, reason, bad, GMP_NONE, GMP_NONE);
      return FALSE;
    }

  if (!gmp_board_adjacent (board, from, to))
    {
      set_reason_error (error, state, GMP_MOVE_NOT_ADJACENT, GMP_NONE, from, to);
      return FALSE;
    }
  together = advanced_from (state, from);
  if (together != GMP_NONE && together != (int) to)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 15: units advancing after an overrun keep together, and "
                     "units from %s already advanced to %s; the others may only follow them "
                     "there."),
                   city_name (state, from), city_name (state, together));
      return FALSE;
    }
  /* Rules note 10: the advance ignores MP, not the fence. */
  if (side_of (state, units[0]) == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, from, to))
    {
      set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, from, to);
      return FALSE;
    }
  /* Rules note 7: stacking after every advance. */
  return check_stacking (state, units, n_units, to, side_of (state, units[0]), error);
}

GmpMoveStatus
gmp_movement_advance (GmpState     *state,
                      const guint  *units,
                      guint         n_units,
                      guint         to,
                      GError      **error)
{
  return gmp_movement_advance_full (state, NULL, NULL, units, n_units, to, error);
}

GmpMoveStatus
gmp_movement_advance_full (GmpState       *state,
                           GmpRevealFunc   reveal,
                           gpointer        reveal_data,
                           const guint    *units,
                           guint           n_units,
                           guint           to,
                           GError        **error)
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
          set_pending (state, units, n_units, to, NULL, 0);
          return GMP_MOVE_NEEDS_GUARD_VALUES;
        }
      reveal_guards (state, reveal, reveal_data, to);
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
  /* Rules note 35: the formation activated now, and no other */
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
                   c->owner == GMP_SIDE_SWARM ? _("%s helps only the formations of the Swarm.")
                                              : _("%s helps only the formations of the Humans."),
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
