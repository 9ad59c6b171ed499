/* gmp-recovery.c: every unsaved game kept, each in its own file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include <errno.h>
#include <string.h>

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>

#include "gmp-recovery.h"

/* The games' files held by games of this process: not offered back */
static GHashTable *held;

/* What a game carries: the path of its file; dropped with the game */
static GQuark
path_quark (void)
{
  return g_quark_from_static_string ("gmp-recovery-path");
}

static void
release_path (gpointer data)
{
  char *path = data;

  if (held != NULL)
    g_hash_table_remove (held, path);
  g_free (path);
}

static void
hold_path (GmpGame    *game,
           const char *path)
{
  if (held == NULL)
    held = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_add (held, g_strdup (path));
  g_object_set_qdata_full (G_OBJECT (game), path_quark (), g_strdup (path), release_path);
}

void
gmp_recovery_entry_free (GmpRecoveryEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->path);
  g_free (entry->title);
  g_clear_pointer (&entry->written, g_date_time_unref);
  g_free (entry);
}

char *
gmp_recovery_dup_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginormopod", "unsaved", NULL);
}

/* A save writes beside the file and renames it over it (gmp-file.h); an
 * app killed in the instant between leaves a complete ".<name>.saving",
 * whose file is whole too: removed by whoever next writes, restores or
 * discards that file. */
static void
remove_leftover (const char *path)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *saving_name = g_strconcat (".", base, ".saving", NULL);
  g_autofree char *leftover = g_build_filename (dir_path, saving_name, NULL);

  if (g_unlink (leftover) != 0 && errno != ENOENT)
    g_warning ("Cannot remove the unfinished autosave “%s”: %s", leftover, g_strerror (errno));
}

static void
remove_file (const char *path)
{
  remove_leftover (path);
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove the autosave “%s”: %s", path, g_strerror (errno));
}

const char *
gmp_recovery_get_path (GmpGame *game)
{
  g_return_val_if_fail (GMP_IS_GAME (game), NULL);

  return g_object_get_qdata (G_OBJECT (game), path_quark ());
}

static gboolean
make_dir (const char  *dir,
          GError     **error)
{
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Cannot create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return TRUE;
}

gboolean
gmp_recovery_write (GmpGame  *game,
                    GError  **error)
{
  const char *path;

  g_return_val_if_fail (GMP_IS_GAME (game), FALSE);

  path = gmp_recovery_get_path (game);
  if (path == NULL)
    {
      g_autofree char *dir = gmp_recovery_dup_dir ();
      g_autofree char *uuid = g_uuid_string_random ();
      g_autofree char *name = g_strconcat (uuid, GMP_SCENARIO_EXTENSION, NULL);
      g_autofree char *new_path = g_build_filename (dir, name, NULL);

      if (!make_dir (dir, error))
        return FALSE;
      hold_path (game, new_path);
      path = gmp_recovery_get_path (game);
    }
  remove_leftover (path);
  /* The session writes a temporary file and renames it over the old one */
  return gmp_session_save_file (gmp_game_get_session (game), path, error);
}

void
gmp_recovery_discard (GmpGame *game)
{
  const char *path;

  g_return_if_fail (GMP_IS_GAME (game));

  path = gmp_recovery_get_path (game);
  if (path == NULL)
    return;
  remove_file (path);
  g_object_set_qdata (G_OBJECT (game), path_quark (), NULL);
}

void
gmp_recovery_discard_path (const char *path)
{
  g_return_if_fail (path != NULL);
  g_return_if_fail (held == NULL || !g_hash_table_contains (held, path));

  remove_file (path);
}

/* The one autosave file of the app before every game had its own */
static void
adopt_old_autosave (const char *dir)
{
  g_autofree char *old = g_build_filename (g_get_user_data_dir (), "ginormopod",
                                           "autosave" GMP_SCENARIO_EXTENSION, NULL);
  g_autofree char *uuid = NULL;
  g_autofree char *name = NULL;
  g_autofree char *path = NULL;

  if (!g_file_test (old, G_FILE_TEST_IS_REGULAR) || !make_dir (dir, NULL))
    return;
  remove_leftover (old);
  uuid = g_uuid_string_random ();
  name = g_strconcat (uuid, GMP_SCENARIO_EXTENSION, NULL);
  path = g_build_filename (dir, name, NULL);
  if (g_rename (old, path) != 0)
    g_warning ("Cannot move the autosave “%s” to “%s”: %s", old, path, g_strerror (errno));
}

static GmpRecoveryEntry *
new_entry (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  GmpScenario *scenario;
  GmpRecoveryEntry *entry;

  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  if (info == NULL)
    return NULL;
  entry = g_new0 (GmpRecoveryEntry, 1);
  entry->path = g_strdup (path);
  entry->written = g_file_info_get_modification_date_time (info);
  /* A file that does not load is still listed: restoring it says why */
  scenario = gmp_scenario_load_file (path, NULL);
  if (scenario != NULL)
    {
      /* Titled as its window would title it: "New Game" when untitled */
      g_autoptr(GmpGame) game = gmp_game_new (scenario);

      entry->title = g_strdup (gmp_game_get_title (game));
    }
  else
    entry->title = g_path_get_basename (path);
  return entry;
}

static int
newest_first (gconstpointer a,
              gconstpointer b)
{
  const GmpRecoveryEntry *first = *(GmpRecoveryEntry **) a;
  const GmpRecoveryEntry *second = *(GmpRecoveryEntry **) b;
  int order = g_date_time_compare (second->written, first->written);

  return order != 0 ? order : strcmp (first->path, second->path);
}

GPtrArray *
gmp_recovery_list (void)
{
  g_autofree char *dir_path = gmp_recovery_dup_dir ();
  GPtrArray *entries = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_recovery_entry_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  adopt_old_autosave (dir_path);
  dir = g_dir_open (dir_path, 0, NULL);
  if (dir == NULL)
    return entries;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir_path, name, NULL);
      GmpRecoveryEntry *entry;

      /* Temporary files, and the files of the games open here */
      if (name[0] == '.' || !g_str_has_suffix (name, GMP_SCENARIO_EXTENSION)
          || (held != NULL && g_hash_table_contains (held, path)))
        continue;
      remove_leftover (path);
      entry = new_entry (path);
      if (entry != NULL)
        g_ptr_array_add (entries, entry);
    }
  g_ptr_array_sort (entries, newest_first);
  return entries;
}

GmpGame *
gmp_recovery_restore (const char  *path,
                      GError     **error)
{
  GmpScenario *scenario;
  GmpGame *game;

  g_return_val_if_fail (path != NULL, NULL);

  if (held != NULL && g_hash_table_contains (held, path))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BUSY,
                           _("This unsaved game is open already"));
      return NULL;
    }
  remove_leftover (path);
  scenario = gmp_scenario_load_file (path, error);
  if (scenario == NULL)
    return NULL;
  game = gmp_game_new (scenario);
  gmp_game_mark_modified (game);
  hold_path (game, path);
  return game;
}

void
gmp_recovery_discard_unheld (void)
{
  g_autoptr(GPtrArray) entries = gmp_recovery_list ();

  for (guint i = 0; i < entries->len; i++)
    remove_file (((GmpRecoveryEntry *) g_ptr_array_index (entries, i))->path);
}
