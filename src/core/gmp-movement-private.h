/* gmp-movement-private.h: what the files of movement share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Movement (gmp-movement.h) is split by the rulebook's parts: gmp-movement.c
 * (moving, stacking, the bookkeeping), -search.c (the legal-move query),
 * gmp-fence.c, -guards.c, -advance.c, and -words.c (its words for people).
 * These are the helpers they share.
 */

#pragma once

#include "gmp-movement.h"
#include "gmp-state-private.h"

G_BEGIN_DECLS

/* What movement needs to know about a city: the state's index has it */
typedef GmpCityUnits CityInfo;

/* The per-city memory of the searches, kept per thread and reused (issue
 * 19): a query costs what it reaches, not the board's size, so it neither
 * allocates nor clears arrays of every city. An entry counts only while
 * its stamp is the current generation; a new generation forgets them all
 * at once. */
typedef struct {
  guint     n_cities;
  gboolean  busy;
  gboolean  spare;      /* not the thread's: freed when released */
  guint32   dist_generation;
  guint32  *dist_stamp;
  int      *dist;
  int      *pred;
  guint    *order;
} Scratch;

typedef enum {
  SEARCH_RULES = 0,
  SEARCH_ANY_MP = 1 << 0,     /* as far as the roads go */
  SEARCH_NO_FENCE = 1 << 1,   /* as if the Fusion Fence were down */
  SEARCH_NO_STOPS = 1 << 2,   /* as if no city ended the move */
} SearchFlags;

typedef struct {
  const CityInfo *cities; /* the state's index: every city's units */
  Scratch *scratch;       /* the distances and order */
  guint   *order;         /* cities in the order reached, the origin first */
  guint    n_order;
} Search;

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

static inline const char *
city_name (const GmpState *state,
           guint           city)
{
  return state->board->cities[city].name;
}

/* Strength of the undestroyed Fort in city, 0 when none (note 19). */
static inline guint
fort_strength_at (const GmpState *state,
                  guint           city)
{
  int fort = state->board->cities[city].fort;

  return fort == GMP_NONE ? 0 : state->fort_strength[fort];
}

static inline gboolean
fort_destroyed_at (const GmpState *state,
                   guint           city)
{
  int fort = state->board->cities[city].fort;

  return fort != GMP_NONE && state->fort_strength[fort] == 0;
}

/* Units counted for stacking (note 7). Inline, as the next two: the
 * search asks them of every city it reaches. */
static inline guint
_gmp_movement_stack_count (const GmpState *state,
                           const CityInfo *info,
                           guint           city,
                           GmpSide         side)
{
  return info->n[side] + (side == GMP_SIDE_HUMANS ? fort_strength_at (state, city) : 0);
}

/* Entering the city ends the move: enemy units, or an undestroyed Fort for
 * the Swarm (note 8). */
static inline gboolean
_gmp_movement_ends_move (const GmpState *state,
                         const CityInfo *info,
                         guint           city,
                         GmpSide         side)
{
  if (info->n[other_side (side)] > 0)
    return TRUE;
  return side == GMP_SIDE_SWARM && fort_strength_at (state, city) > 0;
}

/* Ends the move even if every unrevealed Guard there turns out blank (note 9). */
static inline gboolean
_gmp_movement_ends_move_after_reveal (const GmpState *state,
                                      const CityInfo *info,
                                      guint           city,
                                      GmpSide         side)
{
  if (side == GMP_SIDE_HUMANS)
    return _gmp_movement_ends_move (state, info, city, side);
  return info->n[GMP_SIDE_HUMANS] > info->hidden || fort_strength_at (state, city) > 0;
}

/* gmp-movement-guards.c */
/* Flips every unrevealed Guard in city; blank ones leave the game (note 9).
 * Each flip, and each removal, is told to reveal (may be NULL). */
void _gmp_movement_reveal_guards (GmpState      *state,
                                  GmpRevealFunc  reveal,
                                  gpointer       reveal_data,
                                  guint          city);
/* The move waits in city; it goes on along rest (n_rest cities) once the
 * Guard values are known: the path the player chose, not another one that
 * happens to be as cheap (note 9). */
void _gmp_movement_set_pending (GmpState    *state,
                                const guint *units,
                                guint        n_units,
                                guint        city,
                                const guint *rest,
                                guint        n_rest);

/* gmp-movement-search.c */
/* A search on state's units (its index of units by city) */
void _gmp_movement_search_init (Search         *search,
                                const GmpState *state);
void _gmp_movement_search_clear (Search *search);
/* What a search knows of city: its units.
 * Inline: the search and its callers ask millions of times a second. */
static inline const CityInfo *
_gmp_movement_search_info (const Search *search,
                           guint         city)
{
  return &search->cities[city];
}

/* MP to get to city, -1 if not reached */
static inline int
_gmp_movement_search_dist (const Search *search,
                           guint         city)
{
  const Scratch *scratch = search->scratch;

  return scratch->dist_stamp[city] == scratch->dist_generation ? scratch->dist[city] : -1;
}
void _gmp_movement_search_run (Search         *search,
                               const GmpState *state,
                               guint           origin,
                               GmpSide         side,
                               guint           mp,
                               SearchFlags     flags);
/* The cities entered on the way to city, in order; returns how many. */
guint _gmp_movement_search_path (const Search *search,
                                 guint         city,
                                 guint        *path);

/* gmp_movement_query_into() for one unit, its targets without their paths
 * (path NULL): for a player that takes one of them, whose path
 * _gmp_move_options_path() then gives. */
gboolean _gmp_movement_query_targets_into (GmpMoveOptions *options,
                                           const GmpState *state,
                                           guint           unit);
/* The path of target, one of options' (cost cities), into path */
void     _gmp_move_options_path           (const GmpMoveOptions *options,
                                           const GmpMoveTarget  *target,
                                           guint                *path);

/* gmp-movement-words.c */
const char *_gmp_movement_formation_name (const GmpState *state,
                                          int             formation);
/* The error for a reason, naming the units and cities it is about. */
void _gmp_movement_set_reason_error (GError         **error,
                                     const GmpState  *state,
                                     GmpMoveReason    reason,
                                     int              unit,
                                     int              from,
                                     int              to);
void _gmp_movement_set_stacking_error (GError         **error,
                                       const GmpState  *state,
                                       guint            city,
                                       GmpSide          side,
                                       guint            count);
/* The error for a destination the group cannot reach from origin: the rule
 * that keeps it out, found by searching again with that rule dropped. */
void _gmp_movement_set_unreachable_error (GError         **error,
                                          const GmpState  *state,
                                          const guint     *units,
                                          guint            n_units,
                                          guint            origin,
                                          guint            destination);

/* gmp-movement.c */
void _gmp_movement_city_info (const GmpState *state,
                              guint           city,
                              CityInfo       *info);
guint _gmp_movement_mp_left (const GmpState *state,
                             const GmpUnit  *unit);
/* Whether the units stand together on the map, each listed once; *origin is
 * their city. *bad is the unit the answer is about. */
GmpMoveReason _gmp_movement_group_place_reason (const GmpState *state,
                                                const guint    *units,
                                                guint           n_units,
                                                int            *origin,
                                                int            *bad);
GmpMoveReason _gmp_movement_group_acting_reason (const GmpState *state,
                                                 const guint    *units,
                                                 guint           n_units,
                                                 int            *bad);
/* Why the group cannot move at all, GMP_MOVE_OK if it can. *bad is the unit. */
GmpMoveReason _gmp_movement_group_reason (const GmpState *state,
                                          const guint    *units,
                                          guint           n_units,
                                          int            *origin,
                                          int            *bad);
guint _gmp_movement_group_mp (const GmpState *state,
                              const guint    *units,
                              guint           n_units);
gboolean _gmp_movement_check_units_exist (const GmpState  *state,
                                          const guint     *units,
                                          guint            n_units,
                                          GError         **error);
void _gmp_movement_stop_units (GmpState    *state,
                               const guint *units,
                               guint        n_units);
/* The same, counting the city's units */
gboolean _gmp_movement_check_stacking (const GmpState  *state,
                                       const guint     *units,
                                       guint            n_units,
                                       guint            city,
                                       GmpSide          side,
                                       GError         **error);
/* Checks a path for the group; does not change the state. infos (NULL, or
 * room for n_path) gets what it counted in each city of the path. */
gboolean _gmp_movement_validate_path (const GmpState  *state,
                                      const guint     *units,
                                      guint            n_units,
                                      const guint     *path,
                                      guint            n_path,
                                      CityInfo        *infos,
                                      GError         **error);
/* Moves a validated group along a validated path; infos: the validation's,
 * from the same state, or NULL to count each city again. */
GmpMoveStatus _gmp_movement_execute_path (GmpState       *state,
                                          GmpRevealFunc   reveal,
                                          gpointer        reveal_data,
                                          const guint    *units,
                                          guint           n_units,
                                          const guint    *path,
                                          guint           n_path,
                                          const CityInfo *infos);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Search, _gmp_movement_search_clear)

G_END_DECLS
