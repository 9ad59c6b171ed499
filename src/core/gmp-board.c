/* gmp-board.c: the immutable game board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loading lives in gmp-board-load.c; this file holds lookups and lifetime.
 */

#include "config.h"

#include <stdlib.h>

#include <glib/gi18n-lib.h>

#include "gmp-board.h"

GmpBoard *
gmp_board_ref (GmpBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (board->ref_count > 0, NULL);

  g_atomic_int_inc (&board->ref_count);
  return board;
}

static void
gmp_board_free (GmpBoard *board)
{
  guint i;

  for (i = 0; i < board->n_formations; i++)
    {
      g_free (board->formations[i].id);
      g_free (board->formations[i].name);
    }
  g_free (board->formations);

  for (i = 0; i < board->n_unit_types; i++)
    {
      g_free (board->unit_types[i].id);
      g_free (board->unit_types[i].name);
      g_free (board->unit_types[i].short_name);
    }
  g_free (board->unit_types);

  for (i = 0; i < board->n_cities; i++)
    {
      g_free (board->cities[i].id);
      g_free (board->cities[i].name);
      g_free (board->cities[i].neighbours);
    }
  g_free (board->cities);

  for (i = 0; i < board->n_chits; i++)
    {
      g_free (board->chits[i].id);
      g_free (board->chits[i].name);
    }
  g_free (board->chits);

  g_free (board->roads);
  g_free (board->forts);
  g_free (board->fence);
  g_free (board->guard_pool);
  g_free (board->danger);
  g_free (board->hive_garrison);
  g_free (board->setup_units);
  g_clear_pointer (&board->city_ids, g_hash_table_unref);
  g_clear_pointer (&board->formation_ids, g_hash_table_unref);
  g_clear_pointer (&board->unit_type_ids, g_hash_table_unref);
  g_clear_pointer (&board->chit_ids, g_hash_table_unref);
  g_free (board->fence_positions);
  g_free (board->id);
  g_free (board->title);
  g_free (board->description);
  g_free (board->path);
  g_free (board);
}

void
gmp_board_unref (GmpBoard *board)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (board->ref_count > 0);

  if (g_atomic_int_dec_and_test (&board->ref_count))
    gmp_board_free (board);
}

/* The loader fills the tables as it reads the ids: a board of thousands of
 * cities is looked up as fast as a small one (docs/reliability.md). */
static int
find_id (GHashTable *ids,
         const char *id)
{
  gpointer index_plus_one;

  if (id == NULL || ids == NULL)
    return GMP_NONE;
  index_plus_one = g_hash_table_lookup (ids, id);
  return index_plus_one != NULL ? GPOINTER_TO_INT (index_plus_one) - 1 : GMP_NONE;
}

int
gmp_board_find_city (const GmpBoard *board,
                     const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->city_ids, id);
}

int
gmp_board_find_formation (const GmpBoard *board,
                          const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->formation_ids, id);
}

int
gmp_board_find_unit_type (const GmpBoard *board,
                          const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->unit_type_ids, id);
}

int
gmp_board_find_chit (const GmpBoard *board,
                     const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->chit_ids, id);
}

int
gmp_board_fort_at (const GmpBoard *board,
                   guint           city)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  if (city >= board->n_cities)
    return GMP_NONE;
  return board->cities[city].fort;
}

static int
compare_uints (const void *a,
               const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

gboolean
gmp_board_adjacent (const GmpBoard *board,
                    guint           a,
                    guint           b)
{
  g_return_val_if_fail (board != NULL, FALSE);

  if (a >= board->n_cities || b >= board->n_cities)
    return FALSE;
  /* Neighbours are sorted: a binary search, with no n × n matrix behind it. */
  return bsearch (&b, board->cities[a].neighbours, board->cities[a].n_neighbours,
                  sizeof (guint), compare_uints) != NULL;
}

int
gmp_board_fence_position (const GmpBoard *board,
                          guint           city)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  if (city >= board->n_cities || board->fence_positions == NULL)
    return GMP_NONE;
  return board->fence_positions[city];
}

const char *
gmp_source_to_string (GmpSource source)
{
  switch (source)
    {
    case GMP_SOURCE_RULES:
      return "rules";
    case GMP_SOURCE_RECONSTRUCTED:
      return "reconstructed";
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_side_to_string (GmpSide side)
{
  switch (side)
    {
    case GMP_SIDE_SWARM:
      return "swarm";
    case GMP_SIDE_HUMANS:
      return "humans";
    case GMP_N_SIDES:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_side_get_name (GmpSide side)
{
  switch (side)
    {
    case GMP_SIDE_SWARM:
      return _("Swarm");
    case GMP_SIDE_HUMANS:
      return _("Humans");
    case GMP_N_SIDES:
    default:
      g_return_val_if_reached (NULL);
    }
}
