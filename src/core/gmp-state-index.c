/* gmp-state-index.c: the units by city, kept with the state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Most questions of the rules are about one city or its neighbours: who
 * stands there, how many of each side (rules note 7), unrevealed Guards
 * (note 9). The index answers them without a pass over every unit. The
 * core's changes keep it (the setters below, one per kind of change); a
 * unit changed by hand through gmp_state_get_unit() or followed by
 * gmp_state_units_changed(), or a units array of another length, makes it
 * stale, and it is built again from the units when next read. Nothing of
 * it is saved or compared: it is always what a pass over the units gives
 * (tests/test-state-index.c checks that after every action of many games).
 */

#include "config.h"

#include <string.h>

#include "gmp-state-private.h"

static GmpCityUnits *
index_cities (GmpStateIndex *index)
{
  return (GmpCityUnits *) (gpointer) (index + 1);
}

static guint64 *
index_members (GmpStateIndex *index,
               guint          city)
{
  return (guint64 *) (gpointer) (index_cities (index) + index->n_cities)
         + (gsize) city * index->n_words;
}

/* Keeps city's bit among side's cities as its count says: called where
 * the count may have left or reached 0 */
static inline void
mark_side_city (GmpStateIndex *index,
                guint          city,
                GmpSide        side)
{
  guint64 *words = (guint64 *) (gpointer) _gmp_state_index_side_cities (index, side);
  guint64 bit = G_GUINT64_CONSTANT (1) << (city % 64);

  if (index_cities (index)[city].n[side] > 0)
    words[city / 64] |= bit;
  else
    words[city / 64] &= ~bit;
}

/* The city a unit counts in, or GMP_NONE: on the map, in a city of the
 * board, of a type the board has (a state read from a file is indexed
 * before its checks) */
static int
indexed_city (const GmpState *state,
              const GmpUnit  *unit)
{
  if (unit->place != GMP_PLACE_MAP || unit->city < 0
      || (guint) unit->city >= state->board->n_cities
      || unit->type >= state->board->n_unit_types)
    return GMP_NONE;
  return unit->city;
}

/* Adds (delta 1) or takes away (delta -1) what unit id counts for */
static void
count_unit (const GmpState *state,
            GmpStateIndex  *index,
            guint           id,
            int             delta)
{
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  int city = indexed_city (state, unit);
  const GmpUnitType *type;
  GmpCityUnits *units;
  guint64 bit = G_GUINT64_CONSTANT (1) << (id % 64);

  if (city == GMP_NONE)
    return;
  type = &state->board->unit_types[unit->type];
  units = &index_cities (index)[city];
  units->n[type->side] += delta;
  mark_side_city (index, city, type->side);
  if (type->guard && !unit->revealed)
    {
      units->hidden += delta;
      if (unit->guard_value < 0)
        units->unknown += delta;
    }
  if (delta > 0)
    index_members (index, city)[id / 64] |= bit;
  else
    index_members (index, city)[id / 64] &= ~bit;
}

/* A block for the board and this many units, counting nothing */
static GmpStateIndex *
index_new (const GmpState *state)
{
  guint n_cities = state->board->n_cities;
  /* Room for a unit more: a setup adds them one by one */
  guint n_words = state->units->len / 64 + 1;
  gsize size = sizeof (GmpStateIndex) + n_cities * sizeof (GmpCityUnits)
               + (gsize) n_cities * n_words * sizeof (guint64)
               + GMP_N_SIDES * ((gsize) (n_cities + 63) / 64) * sizeof (guint64);
  GmpStateIndex *index = g_malloc0 (size);

  index->size = size;
  index->n_cities = n_cities;
  index->n_units = state->units->len;
  index->n_words = n_words;
  return index;
}

static GmpStateIndex *
index_build (const GmpState *state)
{
  GmpStateIndex *index = index_new (state);

  for (guint id = 0; id < state->units->len; id++)
    count_unit (state, index, id, 1);
  return index;
}

/* _gmp_state_index_get()'s when the index is missing or stale */
const GmpStateIndex *
_gmp_state_index_build (const GmpState *state)
{
  /* Derived data: building it leaves the game as it was */
  g_free (state->index);
  ((GmpState *) state)->index = index_build (state);
  return state->index;
}

/* The index to change along with unit id, NULL when it is to be built
 * again anyway */
static GmpStateIndex *
index_to_keep (GmpState *state,
               guint     id)
{
  g_return_val_if_fail (state != NULL && id < state->units->len, NULL);

  return _gmp_state_index_fresh (state) ? state->index : NULL;
}

/* A unit on the map goes from one city to another: what it counts for
 * goes with it (the move's every step comes here) */
static void
move_unit (GmpState      *state,
           GmpStateIndex *index,
           guint          id,
           int            to)
{
  GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  const GmpUnitType *type = &state->board->unit_types[unit->type];
  GmpCityUnits *from_units = &index_cities (index)[unit->city];
  GmpCityUnits *to_units = &index_cities (index)[to];
  guint64 bit = G_GUINT64_CONSTANT (1) << (id % 64);

  from_units->n[type->side]--;
  to_units->n[type->side]++;
  if (type->guard && !unit->revealed)
    {
      from_units->hidden--;
      to_units->hidden++;
      if (unit->guard_value < 0)
        {
          from_units->unknown--;
          to_units->unknown++;
        }
    }
  index_members (index, unit->city)[id / 64] &= ~bit;
  index_members (index, to)[id / 64] |= bit;
  if (from_units->n[type->side] == 0)
    mark_side_city (index, unit->city, type->side);
  if (to_units->n[type->side] == 1)
    mark_side_city (index, to, type->side);
  unit->city = to;
}

void
_gmp_state_unit_set_place (GmpState *state,
                           guint     id,
                           GmpPlace  place,
                           int       city)
{
  GmpStateIndex *index = index_to_keep (state, id);
  GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);

  if (index != NULL && place == GMP_PLACE_MAP && city >= 0 && (guint) city < index->n_cities
      && indexed_city (state, unit) != GMP_NONE)
    {
      move_unit (state, index, id, city);
      return;
    }
  if (index != NULL)
    count_unit (state, index, id, -1);
  unit->place = place;
  unit->city = city;
  if (index != NULL)
    count_unit (state, index, id, 1);
}

void
_gmp_state_unit_reveal (GmpState *state,
                        guint     id)
{
  GmpStateIndex *index = index_to_keep (state, id);

  if (index != NULL)
    count_unit (state, index, id, -1);
  g_array_index (state->units, GmpUnit, id).revealed = TRUE;
  if (index != NULL)
    count_unit (state, index, id, 1);
}

void
_gmp_state_unit_set_guard_value (GmpState *state,
                                 guint     id,
                                 int       value)
{
  GmpStateIndex *index = index_to_keep (state, id);

  if (index != NULL)
    count_unit (state, index, id, -1);
  g_array_index (state->units, GmpUnit, id).guard_value = (gint8) value;
  if (index != NULL)
    count_unit (state, index, id, 1);
}

void
_gmp_state_index_unit_added (GmpState *state)
{
  GmpStateIndex *index = state->index;
  guint id = state->units->len - 1;

  if (index == NULL || index->stale || index->n_units != id || id / 64 >= index->n_words)
    return;
  index->n_units++;
  count_unit (state, index, id, 1);
}

void
gmp_state_units_changed (GmpState *state)
{
  g_return_if_fail (state != NULL);

  if (state->index != NULL)
    state->index->stale = TRUE;
}

/* A fresh copy, or one built for the copy: a copy is often handed to
 * another thread, which then never builds what the original might too */
void
_gmp_state_index_copy (GmpState       *copy,
                       const GmpState *src)
{
  copy->index = _gmp_state_index_fresh (src) ? g_memdup2 (src->index, src->index->size)
                                  : index_build (copy);
}

void
_gmp_state_index_copy_into (GmpState       *dst,
                            const GmpState *src)
{
  const GmpStateIndex *from = src->index;

  if (!_gmp_state_index_fresh (src))
    {
      g_clear_pointer (&dst->index, g_free);
      return;
    }
  if (dst->index == NULL || dst->index->size != from->size)
    {
      g_free (dst->index);
      dst->index = g_malloc (from->size);
    }
  memcpy (dst->index, from, from->size);
}

gboolean
_gmp_state_index_matches (const GmpState *state)
{
  g_autofree GmpStateIndex *fresh = NULL;

  g_return_val_if_fail (state != NULL, FALSE);

  if (!_gmp_state_index_fresh (state))
    return FALSE;
  fresh = index_build (state);
  return fresh->size == state->index->size && memcmp (fresh, state->index, fresh->size) == 0;
}

/* Queries */

/* Units of side, of both sides for GMP_N_SIDES */
static guint
city_count (const GmpCityUnits *units,
            GmpSide             side)
{
  if ((guint) side < GMP_N_SIDES)
    return units->n[side];
  return (guint) units->n[GMP_SIDE_SWARM] + units->n[GMP_SIDE_HUMANS];
}

/* Returns how many units match; fills at most max_ids of them into ids. */
guint
gmp_state_units_in_city (const GmpState *state,
                         guint           city,
                         GmpSide         side,
                         guint          *ids,
                         guint           max_ids)
{
  const GmpStateIndex *index;
  const GmpUnit *units;
  const GmpUnitType *types;
  GmpCityIter it;
  guint n = 0, id;

  g_return_val_if_fail (state != NULL, 0);

  if (city >= state->board->n_cities)
    return 0;
  index = _gmp_state_index_get (state);
  if (ids == NULL || max_ids == 0)
    return city_count (&_gmp_state_index_cities (index)[city], side);
  units = (const GmpUnit *) (gpointer) state->units->data;
  types = state->board->unit_types;
  for (_gmp_city_iter_init (&it, index, city); _gmp_city_iter_next (&it, &id);)
    {
      if (side != GMP_N_SIDES && types[units[id].type].side != side)
        continue;
      if (ids != NULL && n < max_ids)
        ids[n] = id;
      n++;
    }
  return n;
}

/* A Fort's strength added to a count of units: a state built by hand (or a
 * file's number before its range is checked) must not wrap the sum to a
 * count that passes the stacking limit. */
static guint
add_saturated (guint a,
               guint b)
{
  return a > G_MAXUINT - b ? G_MAXUINT : a + b;
}

guint *
gmp_state_stack_counts (const GmpState *state)
{
  guint *counts;

  g_return_val_if_fail (state != NULL, NULL);

  counts = g_new (guint, MAX (state->board->n_cities, 1) * GMP_N_SIDES);
  _gmp_state_stack_counts_into (state, counts);
  return counts;
}

void
_gmp_state_stack_counts_into (const GmpState *state,
                              guint          *counts)
{
  const GmpBoard *board;
  const GmpCityUnits *cities;

  g_return_if_fail (state != NULL && counts != NULL);

  board = state->board;
  cities = _gmp_state_index_cities (_gmp_state_index_get (state));
  counts[0] = counts[1] = 0;
  for (guint city = 0; city < board->n_cities; city++)
    {
      counts[city * GMP_N_SIDES + GMP_SIDE_SWARM] = cities[city].n[GMP_SIDE_SWARM];
      counts[city * GMP_N_SIDES + GMP_SIDE_HUMANS] = cities[city].n[GMP_SIDE_HUMANS];
    }
  /* Rules note 7 */
  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      guint *humans = &counts[board->forts[fort].city * GMP_N_SIDES + GMP_SIDE_HUMANS];

      *humans = add_saturated (*humans, state->fort_strength[fort]);
    }
}

/* Rules note 7: Guards are Human units, and each point of an undestroyed
 * Fort's strength counts as one Human unit. */
guint
gmp_state_stack_count (const GmpState *state,
                       guint           city,
                       GmpSide         side)
{
  guint n;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (city < state->board->n_cities, 0);

  n = city_count (_gmp_state_city_units (state, city), side);
  if (side == GMP_SIDE_HUMANS)
    {
      int fort = state->board->cities[city].fort;

      if (fort != GMP_NONE)
        n = add_saturated (n, state->fort_strength[fort]);
    }
  return n;
}

gboolean
gmp_state_city_is_enemy (const GmpState *state,
                         guint           city,
                         GmpSide         side)
{
  const GmpCityUnits *units;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (city < state->board->n_cities, FALSE);
  g_return_val_if_fail (side == GMP_SIDE_SWARM || side == GMP_SIDE_HUMANS, FALSE);

  /* "Undestroyed Forts are always enemy to the Swarm" (Rules note 8); for
   * the Humans their own undestroyed Fort is a friendly presence, as it is
   * for stacking (Rules note 7) */
  if (_gmp_state_fort_stands (state, city))
    return side == GMP_SIDE_SWARM;
  /* "A City is enemy if it only contains enemy Units" */
  units = _gmp_state_city_units (state, city);
  return units->n[side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM] > 0
         && units->n[side] == 0;
}
