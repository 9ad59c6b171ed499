/* gmp-autosave.c: the game written after every action, for a crash
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "gmp-autosave.h"

char *
gmp_autosave_get_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "ginormopod",
                           "autosave" GMP_SCENARIO_EXTENSION, NULL);
}

gboolean
gmp_autosave_exists (void)
{
  g_autofree char *path = gmp_autosave_get_path ();

  return g_file_test (path, G_FILE_TEST_IS_REGULAR);
}

/* A save writes beside the file and renames it over it (gmp-file.h); an
 * app killed in the instant between leaves a complete ".<name>.saving".
 * Whoever next writes, restores or discards the autosave removes it: one
 * process at a time owns the autosave (the application is unique), so it is
 * never a write still under way. */
static void
remove_leftovers (const char *path)
{
  g_autofree char *dir_path = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *saving_name = g_strconcat (".", base, ".saving", NULL);
  g_autofree char *leftover = g_build_filename (dir_path, saving_name, NULL);

  if (g_unlink (leftover) != 0 && errno != ENOENT)
    g_warning ("Cannot remove the unfinished autosave “%s”: %s", leftover, g_strerror (errno));
}

gboolean
gmp_autosave_write (GmpGame  *game,
                    GError  **error)
{
  g_autofree char *path = gmp_autosave_get_path ();
  g_autofree char *dir = g_path_get_dirname (path);

  g_return_val_if_fail (GMP_IS_GAME (game), FALSE);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Cannot create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  remove_leftovers (path);
  /* The session writes a temporary file and renames it over the old one */
  return gmp_session_save_file (gmp_game_get_session (game), path, error);
}

GmpGame *
gmp_autosave_restore (GError **error)
{
  g_autofree char *path = gmp_autosave_get_path ();
  GmpScenario *scenario;
  GmpGame *game;

  remove_leftovers (path);
  scenario = gmp_scenario_load_file (path, error);
  if (scenario == NULL)
    return NULL;
  game = gmp_game_new (scenario);
  gmp_game_mark_modified (game);
  return game;
}

void
gmp_autosave_discard (void)
{
  g_autofree char *path = gmp_autosave_get_path ();

  remove_leftovers (path);
  if (g_unlink (path) != 0 && errno != ENOENT)
    g_warning ("Cannot remove the autosave “%s”: %s", path, g_strerror (errno));
}
