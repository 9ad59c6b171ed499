/* gmp-movement-search.c: the legal-move query
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement ("Activated Units move one at a time from City to
 * adjacent City"); rules notes 7, 8, 9, 10, 33, 34, 35. Every city a unit or
 * a group can reach with the MP it has left, and why each neighbour cannot
 * be entered, by a search that costs what it reaches (issue 19).
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include "gmp-i18n.h"

#include "gmp-movement-private.h"

static void
scratch_free (gpointer data)
{
  Scratch *scratch = data;

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
  scratch->dist_stamp = g_renew (guint32, scratch->dist_stamp, n_cities);
  memset (scratch->dist_stamp + scratch->n_cities, 0,
          (n_cities - scratch->n_cities) * sizeof (guint32));
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
    {
      scratch = g_new0 (Scratch, 1);
      scratch->spare = TRUE;
    }
  scratch->busy = TRUE;
  scratch_reserve (scratch, MAX (n_cities, 1));
  return scratch;
}

static void
scratch_release (Scratch *scratch)
{
  if (scratch == NULL)
    return;
  /* Known without asking the thread again: a query asks twice otherwise */
  if (scratch->spare)
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

/* The cities reached, cheapest first and then by city, as the targets are
 * listed: the search queues them by distance already, so only each
 * distance's cities are put in order, as numbers, an insertion sort that
 * moves few and allocates nothing (sorting the targets themselves moved
 * whole structures; qsort() allocates on every query). */
static void
sort_reached (const Search *search)
{
  const int *dist = search->scratch->dist;
  guint *order = search->order;

  for (guint i = 2; i < search->n_order; i++)
    {
      guint c = order[i];
      int d = dist[c];
      guint j = i;

      for (; j > 1 && dist[order[j - 1]] == d && order[j - 1] > c; j--)
        order[j] = order[j - 1];
      order[j] = c;
    }
}

/* The search behind the legal-move query: breadth-first over roads, every
 * city entered costs one MP. A city where the move ends (note 8), or may end
 * (unrevealed Guards, notes 9, 34: the search does not peek at hidden values), is
 * not left. Full cities are passed through; stacking is checked at the
 * destination by the caller (note 7). The relaxing flags drop one rule, to
 * tell a player which rule keeps a city out of reach. */
/* A search on state's units: their index, kept with the state */
void
_gmp_movement_search_init (Search         *search,
                           const GmpState *state)
{
  search->cities = _gmp_state_index_cities (_gmp_state_index_get (state));
  search->scratch = scratch_acquire (state->board->n_cities);
  search->order = search->scratch->order;
  search->n_order = 0;
}

void
_gmp_movement_search_clear (Search *search)
{
  g_clear_pointer (&search->scratch, scratch_release);
  search->order = NULL;
}

/* Entering city may end the move: the path cannot go on from there. */
static gboolean
may_end_move (const GmpState *state,
              const CityInfo *info,
              guint           city,
              GmpSide         side)
{
  return _gmp_movement_ends_move (state, info, city, side)
         || (side == GMP_SIDE_SWARM && info->hidden > 0);
}

void
_gmp_movement_search_run (Search         *search,
                          const GmpState *state,
                          guint           origin,
                          GmpSide         side,
                          guint           mp,
                          SearchFlags     flags)
{
  const GmpBoard *board = state->board;
  Scratch *scratch = search->scratch;
  /* In locals: the stores below could be any of these, for the compiler
   * (-fno-strict-aliasing), which would read them again at each city */
  guint32 *stamps = scratch->dist_stamp;
  int *dist = scratch->dist;
  int *pred = scratch->pred;
  guint *order = search->order;
  guint32 generation;
  guint head = 0, n_order = 0;

  generation = next_generation (&scratch->dist_generation, stamps, scratch->n_cities);
  stamps[origin] = generation;
  dist[origin] = 0;
  pred[origin] = GMP_NONE;
  order[n_order++] = origin;

  while (head < n_order)
    {
      guint c = order[head++];
      const GmpCity *city = &board->cities[c];

      if (!(flags & SEARCH_ANY_MP) && (guint) dist[c] >= mp)
        continue;
      if (c != origin && !(flags & SEARCH_NO_STOPS)
          && may_end_move (state, _gmp_movement_search_info (search, c), c, side))
        continue;

      for (guint j = 0; j < city->n_neighbours; j++)
        {
          guint nb = city->neighbours[j];

          if (stamps[nb] == generation)
            continue;
          /* Rules note 10: only a road from the west into the east asks
           * about the fence (gmp_movement_fence_allows()) */
          if (side == GMP_SIDE_SWARM && !(flags & SEARCH_NO_FENCE)
              && board->cities[nb].region == GMP_REGION_EAST
              && city->region != GMP_REGION_EAST
              && !gmp_movement_fence_allows (state, c, nb))
            continue;
          stamps[nb] = generation;
          dist[nb] = dist[c] + 1;
          pred[nb] = (int) c;
          order[n_order++] = nb;
        }
    }
  search->n_order = n_order;
}

/* The cities entered on the way to city, in order; returns how many. */
guint
_gmp_movement_search_path (const Search *search,
                           guint         city,
                           guint        *path)
{
  guint n = (guint) _gmp_movement_search_dist (search, city);
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
  const CityInfo *info = _gmp_movement_search_info (search, city);

  return _gmp_movement_stack_count (state, info, city, side) + n_units
         <= state->board->rules.stacking_limit;
}

/* Makes room for n elements of size in *buffer, which has *size */
static void
reserve (gpointer *buffer,
         guint    *size,
         guint     n,
         gsize     element)
{
  if (*size >= n && *buffer != NULL)
    return;
  *size = MAX (MAX (n, 1), *size * 2);
  g_free (*buffer);
  *buffer = g_malloc_n (*size, element);
}

/* Fills options->targets from a search under the rules, in one pass over
 * the cities reached: room is made first for all of them and, with paths,
 * their paths; without, path is NULL and options->pred keeps the way. */
static void
collect_targets (GmpMoveOptions *options,
                 const GmpState *state,
                 const Search   *search,
                 GmpSide         side,
                 gboolean        paths)
{
  guint total = 0, off = 0;

  for (guint q = 1; paths && q < search->n_order; q++)
    total += _gmp_movement_search_dist (search, search->order[q]);
  reserve ((gpointer *) &options->targets, &options->targets_size, search->n_order,
           sizeof (GmpMoveTarget));
  if (paths)
    reserve ((gpointer *) &options->path_store, &options->path_size, total, sizeof (guint));
  else
    {
      guint n_cities = state->board->n_cities;

      reserve ((gpointer *) &options->pred, &options->pred_size, n_cities, sizeof (int));
      memcpy (options->pred, search->scratch->pred, n_cities * sizeof (int));
    }
  sort_reached (search);
  for (guint q = 1; q < search->n_order; q++)
    {
      guint c = search->order[q];
      const CityInfo *info = _gmp_movement_search_info (search, c);
      GmpMoveTarget *t;

      if (!fits (state, search, c, side, options->n_units))
        continue;
      t = &options->targets[options->n_targets++];
      t->city = c;
      t->path = paths ? &options->path_store[off] : NULL;
      t->cost = paths ? _gmp_movement_search_path (search, c, &options->path_store[off])
                      : (guint) _gmp_movement_search_dist (search, c);
      t->stops = _gmp_movement_ends_move_after_reveal (state, info, c, side);
      t->reveals = side == GMP_SIDE_SWARM && info->hidden > 0;
      off += t->cost;
    }
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

  reserve ((gpointer *) &options->blocked, &options->blocked_size, origin->n_neighbours,
           sizeof (GmpMoveBlocked));
  for (guint j = 0; j < origin->n_neighbours; j++)
    {
      guint nb = origin->neighbours[j];
      GmpMoveBlocked *b;

      if (options->reason == GMP_MOVE_OK && _gmp_movement_search_dist (search, nb) == 1
          && fits (state, search, nb, side, options->n_units))
        continue;
      b = &options->blocked[options->n_blocked++];
      b->city = nb;
      if (options->reason != GMP_MOVE_OK)
        b->reason = options->reason;
      else if (side == GMP_SIDE_SWARM && !gmp_movement_fence_allows (state, options->origin, nb))
        b->reason = GMP_MOVE_FENCE;
      else if (_gmp_movement_search_dist (search, nb) >= 0)
        b->reason = GMP_MOVE_STACKING;
      else
        b->reason = GMP_MOVE_UNREACHABLE;
    }
}

GmpMoveOptions *
gmp_move_options_new (void)
{
  GmpMoveOptions *options = g_new0 (GmpMoveOptions, 1);

  options->origin = GMP_NONE;
  options->reason_unit = GMP_NONE;
  return options;
}

static gboolean
query_into (GmpMoveOptions *options,
            const GmpState *state,
            const guint    *units,
            guint           n_units,
            gboolean        with_blocked,
            gboolean        paths)
{
  g_auto(Search) search = { 0 };
  GmpSide side;
  int origin;

  g_return_val_if_fail (options != NULL, FALSE);
  options->n_units = 0;
  options->n_targets = 0;
  options->n_blocked = 0;
  options->mp_left = 0;
  options->origin = GMP_NONE;
  options->reason_unit = GMP_NONE;
  options->reason = GMP_MOVE_NOT_ON_MAP;
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (units != NULL && n_units > 0, FALSE);
  for (guint i = 0; i < n_units; i++)
    g_return_val_if_fail (units[i] < state->units->len, FALSE);

  reserve ((gpointer *) &options->units, &options->units_size, n_units, sizeof (guint));
  memcpy (options->units, units, n_units * sizeof (guint));
  options->n_units = n_units;
  options->reason = _gmp_movement_group_reason (state, units, n_units, &origin,
                                                &options->reason_unit);
  options->origin = origin;
  /* Units off the map or apart have no neighbours to list. */
  if (options->reason == GMP_MOVE_NOT_ON_MAP || options->reason == GMP_MOVE_NOT_TOGETHER)
    return TRUE;

  options->mp_left = _gmp_movement_group_mp (state, units, n_units);
  if (options->reason == GMP_MOVE_OK && options->mp_left == 0)
    options->reason = GMP_MOVE_NO_MP;
  side = side_of (state, units[0]);
  _gmp_movement_search_init (&search, state);
  if (options->reason == GMP_MOVE_OK)
    {
      _gmp_movement_search_run (&search, state, origin, side, options->mp_left, SEARCH_RULES);
      collect_targets (options, state, &search, side, paths);
    }
  if (with_blocked)
    collect_blocked (options, state, &search, side);
  return TRUE;
}

gboolean
gmp_movement_query_into (GmpMoveOptions *options,
                         const GmpState *state,
                         const guint    *units,
                         guint           n_units,
                         gboolean        with_blocked)
{
  return query_into (options, state, units, n_units, with_blocked, TRUE);
}

gboolean
_gmp_movement_query_targets_into (GmpMoveOptions *options,
                                  const GmpState *state,
                                  guint           unit)
{
  return query_into (options, state, &unit, 1, FALSE, FALSE);
}

void
_gmp_move_options_path (const GmpMoveOptions *options,
                        const GmpMoveTarget  *target,
                        guint                *path)
{
  int c = (int) target->city;

  for (guint k = target->cost; k > 0; k--)
    {
      path[k - 1] = (guint) c;
      c = options->pred[c];
    }
}

GmpMoveOptions *
gmp_movement_query (const GmpState *state,
                    const guint    *units,
                    guint           n_units)
{
  g_autoptr(GmpMoveOptions) options = NULL;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (units != NULL && n_units > 0, NULL);
  for (guint i = 0; i < n_units; i++)
    g_return_val_if_fail (units[i] < state->units->len, NULL);

  options = gmp_move_options_new ();
  gmp_movement_query_into (options, state, units, n_units, TRUE);
  return g_steal_pointer (&options);
}
