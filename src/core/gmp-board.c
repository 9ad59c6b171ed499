/* gmp-board.c: the immutable game board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loading lives in gmp-board-load.c; this file holds lookups and lifetime.
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "gmp-board-private.h"
#include "gmp-xml.h"

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
  g_free (board->adjacency);
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

/* The lookup cache. Validating a board costs a millisecond; reading its
 * file and comparing the bytes costs microseconds, and keeps a board file
 * edited while the program runs (or another file under the same id, from
 * another $GINORMOPOD_BOARD_PATH) from being served stale. */
typedef struct {
  GBytes   *bytes;
  GmpBoard *board;
} CachedBoard;

G_LOCK_DEFINE_STATIC (board_cache);
static GHashTable *board_cache;   /* "languages\nsource" -> CachedBoard* */

static void
cached_board_free (gpointer data)
{
  CachedBoard *cached = data;

  g_bytes_unref (cached->bytes);
  gmp_board_unref (cached->board);
  g_free (cached);
}

static char *
cache_key (const char *source)
{
  g_autofree char *languages = g_strjoinv (":", (char **) g_get_language_names ());

  return g_strconcat (languages, "\n", source, NULL);
}

static GmpBoard *
cache_find (const char *key,
            GBytes     *bytes)
{
  GmpBoard *board = NULL;
  CachedBoard *cached;

  G_LOCK (board_cache);
  cached = board_cache != NULL ? g_hash_table_lookup (board_cache, key) : NULL;
  if (cached != NULL && g_bytes_equal (cached->bytes, bytes))
    board = gmp_board_ref (cached->board);
  G_UNLOCK (board_cache);
  return board;
}

static void
cache_add (const char *key,
           GBytes     *bytes,
           GmpBoard   *board)
{
  CachedBoard *cached = g_new0 (CachedBoard, 1);

  cached->bytes = g_bytes_ref (bytes);
  cached->board = gmp_board_ref (board);
  G_LOCK (board_cache);
  if (board_cache == NULL)
    board_cache = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, cached_board_free);
  g_hash_table_replace (board_cache, g_strdup (key), cached);
  G_UNLOCK (board_cache);
}

GmpBoard *
_gmp_board_load_cached (const char  *source,
                        GBytes      *bytes,
                        GError     **error)
{
  g_autoptr(GBytes) contents = NULL;
  g_autofree char *key = NULL;
  g_autofree char *display = NULL;
  GmpBoard *board;

  g_return_val_if_fail (source != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  contents = bytes != NULL ? g_bytes_ref (bytes) : gmp_xml_read_file (source, error);
  if (contents == NULL)
    return NULL;

  key = cache_key (source);
  board = cache_find (key, contents);
  if (board != NULL)
    return board;

  /* As gmp_board_load_file() names a file, without reading it again */
  display = bytes != NULL ? g_strdup (source) : g_filename_display_name (source);
  board = gmp_board_load_bytes (contents, display, error);
  if (board == NULL)
    return NULL;
  g_free (board->path);
  board->path = g_strdup (source);

  cache_add (key, contents, board);
  return board;
}

/* Boards are small: a linear scan of the ids is fast enough. */
static int
find_id (const void *items,
         guint       n_items,
         gsize       item_size,
         gsize       id_offset,
         const char *id)
{
  if (id == NULL)
    return GMP_NONE;
  for (guint i = 0; i < n_items; i++)
    {
      const char *item = (const char *) items + (gsize) i * item_size;

      if (g_strcmp0 (*(char * const *) (item + id_offset), id) == 0)
        return (int) i;
    }
  return GMP_NONE;
}

#define FIND_ID(array, n, wanted) \
  find_id ((array), (n), sizeof *(array), G_STRUCT_OFFSET (__typeof__ (*(array)), id), (wanted))

int
gmp_board_find_city (const GmpBoard *board,
                     const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return FIND_ID (board->cities, board->n_cities, id);
}

int
gmp_board_find_formation (const GmpBoard *board,
                          const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return FIND_ID (board->formations, board->n_formations, id);
}

int
gmp_board_find_unit_type (const GmpBoard *board,
                          const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return FIND_ID (board->unit_types, board->n_unit_types, id);
}

int
gmp_board_find_chit (const GmpBoard *board,
                     const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return FIND_ID (board->chits, board->n_chits, id);
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

gboolean
gmp_board_adjacent (const GmpBoard *board,
                    guint           a,
                    guint           b)
{
  g_return_val_if_fail (board != NULL, FALSE);

  if (a >= board->n_cities || b >= board->n_cities)
    return FALSE;
  return board->adjacency[(gsize) a * board->n_cities + b] != 0;
}

int
gmp_board_fence_position (const GmpBoard *board,
                          guint           city)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  for (guint i = 0; i < board->n_fence; i++)
    if (board->fence[i] == city)
      return (int) i;
  return GMP_NONE;
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
