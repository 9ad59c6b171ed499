/* gmp-board-lookup.c: a board found by its id, loaded once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp_board_lookup() looks in $GINORMOPOD_BOARD_PATH, the user's and the
 * system's data folders (gmp-data-dirs.c), then the boards compiled into
 * the program, and keeps each board it loaded for as long as its file
 * holds the same bytes. Reading the file is the file format's part
 * (gmp-xml.h), so it lives here, above the board's lifetime and lookups
 * (gmp-board.c), which import nothing of the format.
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"
#include <gio/gio.h>

#include "gmp-board.h"
#include "gmp-data-dirs.h"
#include "gmp-error.h"
#include "gmp-xml.h"

#define BOARD_RESOURCE_PREFIX RESOURCE_PREFIX "/data/boards/"

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

/* The board in source (a file path, or a resource URI with its bytes),
 * loaded once as long as the file holds the same bytes and the user's
 * languages are the same (names are loaded in them). bytes NULL: the file
 * at source is read. */
static GmpBoard *
load_cached (const char  *source,
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

static gboolean
valid_board_id (const char *id)
{
  if (id == NULL || *id == '\0' || strlen (id) > 100)
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-'))
      return FALSE;
  return TRUE;
}

/* A file found under the board's name must also carry its id, or a scenario
 * naming one board would silently get another. */
static GmpBoard *
check_id (GmpBoard    *board,
          const char  *id,
          GError     **error)
{
  if (board != NULL && g_strcmp0 (board->id, id) != 0)
    {
      g_autofree char *display = g_filename_display_name (board->path);

      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("%s: the board id is “%s”, but the file is named for “%s”"),
                   display, board->id, id);
      gmp_board_unref (board);
      return NULL;
    }
  return board;
}

GmpBoard *
gmp_board_lookup (const char  *id,
                  GError     **error)
{
  g_autoptr(GPtrArray) dirs = NULL;
  g_autofree char *file_name = NULL;
  g_autofree char *resource = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Ids become file names: no '/', no "..", nothing but [a-z0-9-]. */
  if (!valid_board_id (id))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD,
                   _("“%s” is not a valid board id (use lowercase letters, digits and “-”)"),
                   id != NULL ? id : "");
      return NULL;
    }

  file_name = g_strconcat (id, ".xml", NULL);

  /* $GINORMOPOD_BOARD_PATH, the user's and the system's (gmp-data-dirs.c) */
  dirs = gmp_data_dirs ("boards");
  for (guint i = 0; i < dirs->len; i++)
    {
      g_autofree char *path = g_build_filename (g_ptr_array_index (dirs, i), file_name, NULL);

      /* A file that exists but is broken is an error to report, not a
       * reason to fall back silently on another copy. */
      if (g_file_test (path, G_FILE_TEST_EXISTS))
        return check_id (load_cached (path, NULL, error), id, error);
    }

  resource = g_strconcat (BOARD_RESOURCE_PREFIX, file_name, NULL);
  bytes = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (bytes != NULL)
    {
      g_autofree char *uri = g_strconcat ("resource://", resource, NULL);

      return check_id (load_cached (uri, bytes, error), id, error);
    }

  g_set_error (error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD,
               _("There is no board “%s”"), id);
  return NULL;
}
