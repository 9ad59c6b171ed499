/* gmp-state-private.h: state helpers for the core's caches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn sequence keeps what it worked out for a state while the state
 * stays byte for byte the same (gmp-turn.c, GmpTurnCache). The first two
 * keep that check and the copy it compares against cheap: no allocation
 * once the buffers exist, one memcmp per array.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* Makes dst a copy of src, reusing dst's arrays (dst: a state of any board,
 * from gmp_state_new() or gmp_state_copy()). */
void     _gmp_state_copy_into (GmpState       *dst,
                               const GmpState *src);
/* The same without the index of units by city, for a copy only compared
 * (_gmp_state_identical() leaves the index out) */
void     _gmp_state_copy_game_into (GmpState       *dst,
                                    const GmpState *src);
/* Whether a and b hold the same bytes in every field and array: stricter
 * than gmp_state_equal(), which compares what a file keeps. A state that
 * tests identical to a copy made by _gmp_state_copy_into() or
 * gmp_state_copy() has not changed since. */
gboolean _gmp_state_identical (const GmpState *a,
                               const GmpState *b);

/* gmp_state_stack_counts() into counts (GMP_N_SIDES per board city), for
 * callers with a buffer of their own. */
void     _gmp_state_stack_counts_into (const GmpState *state,
                                       guint          *counts);

/* gmp_state_has_fort() without its checks, for loops over every city: an
 * undestroyed Fort stands in city (rules note 19) */
static inline gboolean
_gmp_state_fort_stands (const GmpState *state,
                        guint           city)
{
  int fort = state->board->cities[city].fort;

  return fort != GMP_NONE && state->fort_strength[fort] > 0;
}

/* The index of units by city (gmp-state-index.c): what every city holds,
 * kept by the changes below so that nobody passes over all the units to
 * learn about one city. It is derived data: built from the units when
 * missing or stale, copied with the state, never saved or compared. */

/* A city's units on the map */
typedef struct {
  guint16 n[GMP_N_SIDES];  /* per side (Guards are Human units) */
  guint16 hidden;          /* unrevealed Guards */
  guint16 unknown;         /* ...of which the hidden value is not known yet */
} GmpCityUnits;

struct _GmpStateIndex {
  gsize         size;      /* bytes of the block, this struct included */
  guint         n_cities;
  guint         n_units;   /* units->len it holds: another length is stale */
  guint         n_words;   /* guint64 of members per city */
  gboolean      stale;     /* a unit was changed by hand */
  /* then, in the same block: GmpCityUnits[n_cities], guint64[n_cities * n_words]
   * (the members), and per side guint64[(n_cities + 63) / 64] (its cities) */
};

/* Builds the index again when it is missing or stale (that changes the
 * state's cache, not the game: the state is const to its callers). A
 * state read by two threads at once must have a fresh index: a copy from
 * gmp_state_copy() has one. */
const GmpStateIndex *_gmp_state_index_build (const GmpState *state);

/* Fresh: built for these units and board, no unit changed by hand since */
static inline gboolean
_gmp_state_index_fresh (const GmpState *state)
{
  const GmpStateIndex *index = state->index;

  return index != NULL && !index->stale && index->n_units == state->units->len
         && index->n_cities == state->board->n_cities;
}

/* Inline: asked wherever a city's units are */
static inline const GmpStateIndex *
_gmp_state_index_get (const GmpState *state)
{
  return G_LIKELY (_gmp_state_index_fresh (state)) ? state->index : _gmp_state_index_build (state);
}

static inline const GmpCityUnits *
_gmp_state_index_cities (const GmpStateIndex *index)
{
  return (const GmpCityUnits *) (gconstpointer) (index + 1);
}

/* Bit id % 64 of word id / 64: unit id is on the map in the city */
static inline const guint64 *
_gmp_state_index_members (const GmpStateIndex *index,
                          guint                city)
{
  const GmpCityUnits *end = _gmp_state_index_cities (index) + index->n_cities;

  return (const guint64 *) (gconstpointer) end + (gsize) city * index->n_words;
}

/* Bit city % 64 of word city / 64: units of side stand in the city */
static inline const guint64 *
_gmp_state_index_side_cities (const GmpStateIndex *index,
                              GmpSide              side)
{
  const guint64 *end = _gmp_state_index_members (index, index->n_cities);

  return end + (gsize) side * ((index->n_cities + 63) / 64);
}

/* The units on the map in a city, ids ascending:
 *   GmpCityIter it;
 *   for (_gmp_city_iter_init (&it, index, city); _gmp_city_iter_next (&it, &id);) */
typedef struct {
  const guint64 *words;
  guint          n_words;
  guint          w;
  guint64        bits;
} GmpCityIter;

static inline void
_gmp_city_iter_init (GmpCityIter         *it,
                     const GmpStateIndex *index,
                     guint                city)
{
  it->words = _gmp_state_index_members (index, city);
  it->n_words = index->n_words;
  it->w = 0;
  it->bits = it->words[0];
}

static inline gboolean
_gmp_city_iter_next (GmpCityIter *it,
                     guint       *id)
{
  while (it->bits == 0)
    {
      if (++it->w >= it->n_words)
        return FALSE;
      it->bits = it->words[it->w];
    }
  *id = it->w * 64 + (guint) __builtin_ctzll (it->bits);
  it->bits &= it->bits - 1;
  return TRUE;
}

/* What city holds: the index read once */
static inline const GmpCityUnits *
_gmp_state_city_units (const GmpState *state,
                       guint           city)
{
  return &_gmp_state_index_cities (_gmp_state_index_get (state))[city];
}

/* gmp_state_stack_count() without its checks, for loops over the cities:
 * cities is the index's (rules note 7: Guards are Human units, and an
 * undestroyed Fort's strength counts as Human units; a sum that would wrap
 * stays at G_MAXUINT, for states built by hand) */
static inline guint
_gmp_state_stack_at (const GmpState     *state,
                     const GmpCityUnits *cities,
                     guint               city,
                     GmpSide             side)
{
  guint n = cities[city].n[side];
  int fort = state->board->cities[city].fort;

  if (side != GMP_SIDE_HUMANS || fort == GMP_NONE)
    return n;
  return n > G_MAXUINT - state->fort_strength[fort] ? G_MAXUINT : n + state->fort_strength[fort];
}

/* The one place for each kind of change of what the index counts */
void _gmp_state_unit_set_place       (GmpState *state,
                                      guint     id,
                                      GmpPlace  place,
                                      int       city);
void _gmp_state_unit_reveal          (GmpState *state,
                                      guint     id);
void _gmp_state_unit_set_guard_value (GmpState *state,
                                      guint     id,
                                      int       value);
/* gmp_state_add_unit()'s: the last unit of the array is new */
void _gmp_state_index_unit_added     (GmpState *state);

/* The index of a copy of src: gmp_state_copy()'s, fresh; and
 * _gmp_state_copy_into()'s, built when next read if src's is stale */
void _gmp_state_index_copy           (GmpState       *copy,
                                      const GmpState *src);
void _gmp_state_index_copy_into      (GmpState       *dst,
                                      const GmpState *src);
/* Whether the state's index is fresh (not stale) and equals one built
 * from its units now: the test of every change above */
gboolean _gmp_state_index_matches    (const GmpState *state);

G_END_DECLS
