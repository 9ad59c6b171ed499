/* gmp-data-dirs.c: boards and scenarios that people and packages add
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <gio/gio.h>
#include "gmp-i18n.h"

#include "gmp-data-dirs.h"
#include "gmp-error.h"
#include "gmp-shipped.h"

#define BOARD_PATH_VARIABLE   "GINORMOPOD_BOARD_PATH"
#define BOARD_RESOURCE_PREFIX RESOURCE_PREFIX "/data/boards/"
#define SCENARIO_SUFFIX       ".gmpscenario"

void
gmp_data_entry_free (GmpDataEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->id);
  g_free (entry->title);
  g_free (entry->path);
  g_free (entry);
}

static GmpDataEntry *
entry_new (const char *id,
           const char *title,
           const char *path)
{
  GmpDataEntry *entry = g_new0 (GmpDataEntry, 1);

  entry->id = g_strdup (id);
  entry->title = g_strdup (title != NULL && title[0] != '\0' ? title : id);
  entry->path = g_strdup (path);
  return entry;
}

GPtrArray *
gmp_data_dirs (const char *kind)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (kind != NULL, dirs);

  if (g_str_equal (kind, "boards"))
    {
      const char *env = g_getenv (BOARD_PATH_VARIABLE);

      if (env != NULL)
        {
          g_auto(GStrv) parts = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);

          for (guint i = 0; parts[i] != NULL; i++)
            if (parts[i][0] != '\0')
              g_ptr_array_add (dirs, g_strdup (parts[i]));
        }
    }
  g_ptr_array_add (dirs, g_build_filename (g_get_user_data_dir (), "ginormopod", kind, NULL));
  for (const char * const *sys = g_get_system_data_dirs (); *sys != NULL; sys++)
    g_ptr_array_add (dirs, g_build_filename (*sys, "ginormopod", kind, NULL));
  return dirs;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in dir ending in suffix, sorted (a missing folder has none) */
static GPtrArray *
list_dir (const char *dir,
          const char *suffix)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  if (handle == NULL)
    return names;
  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, suffix) && strlen (name) > strlen (suffix) && name[0] != '.')
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  return names;
}

static void
add_problem (GPtrArray  *problems,
             GError    **error)
{
  if (problems != NULL)
    g_ptr_array_add (problems, g_steal_pointer (error));
  else
    g_clear_error (error);
}

/* Where gmp_board_lookup() found the board: its file, or NULL when built in */
static char *
board_file (const GmpBoard *board)
{
  if (board->path == NULL || g_str_has_prefix (board->path, "resource://"))
    return NULL;
  return g_strdup (board->path);
}

/* The board gmp_board_lookup() finds for id, once; file is where the id
 * was seen, for the message when it is not a usable name */
static void
add_board (GPtrArray  *boards,
           GHashTable *seen,
           const char *id,
           const char *file,
           GPtrArray  *problems)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (g_hash_table_contains (seen, id))
    return;
  g_hash_table_add (seen, g_strdup (id));
  board = gmp_board_lookup (id, &error);
  if (board == NULL)
    {
      if (file != NULL && g_error_matches (error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD))
        {
          g_autofree char *display = g_filename_display_name (file);

          g_clear_error (&error);
          g_set_error (&error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD,
                       _("%s: a board file is named ID.xml after the board’s id, written "
                         "with lowercase letters, digits and “-”"), display);
        }
      add_problem (problems, &error);
      return;
    }
  path = board_file (board);
  g_ptr_array_add (boards, entry_new (board->id, board->title, path));
}

GPtrArray *
gmp_data_list_boards (GPtrArray *problems)
{
  GPtrArray *boards = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_data_entry_free);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) dirs = gmp_data_dirs ("boards");
  g_auto(GStrv) built_in = g_resources_enumerate_children (BOARD_RESOURCE_PREFIX,
                                                           G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);

  add_board (boards, seen, GMP_DEFAULT_BOARD_ID, NULL, problems);
  for (guint i = 0; built_in != NULL && built_in[i] != NULL; i++)
    if (g_str_has_suffix (built_in[i], ".xml"))
      {
        g_autofree char *id = g_strndup (built_in[i], strlen (built_in[i]) - strlen (".xml"));

        add_board (boards, seen, id, NULL, problems);
      }
  for (guint d = 0; d < dirs->len; d++)
    {
      g_autoptr(GPtrArray) names = list_dir (g_ptr_array_index (dirs, d), ".xml");

      for (guint i = 0; i < names->len; i++)
        {
          const char *name = g_ptr_array_index (names, i);
          g_autofree char *id = g_strndup (name, strlen (name) - strlen (".xml"));
          g_autofree char *file = g_build_filename (g_ptr_array_index (dirs, d), name, NULL);

          add_board (boards, seen, id, file, problems);
        }
    }
  return boards;
}

/* The file names of the scenarios that come with the app, which
 * `meson install` also copies to share/ginormopod/scenarios */
static GHashTable *
shipped_names (void)
{
  GHashTable *names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  const char *languages[] = { "en", "pt-BR" };

  for (guint i = 0; i < gmp_shipped_count (); i++)
    for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
      {
        const char *path = gmp_shipped_resource_path_in (i, languages[l]);

        if (path != NULL)
          g_hash_table_add (names, g_path_get_basename (path));
      }
  return names;
}

GPtrArray *
gmp_data_list_scenarios (GPtrArray *problems)
{
  GPtrArray *scenarios = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_data_entry_free);
  g_autoptr(GHashTable) seen = shipped_names ();
  g_autoptr(GPtrArray) dirs = gmp_data_dirs ("scenarios");

  for (guint d = 0; d < dirs->len; d++)
    {
      const char *dir = g_ptr_array_index (dirs, d);
      g_autoptr(GPtrArray) names = list_dir (dir, SCENARIO_SUFFIX);

      for (guint i = 0; i < names->len; i++)
        {
          const char *name = g_ptr_array_index (names, i);
          g_autofree char *path = NULL;
          g_autofree char *id = NULL;
          g_autoptr(GmpScenario) scenario = NULL;
          g_autoptr(GError) error = NULL;

          if (g_hash_table_contains (seen, name))
            continue;
          g_hash_table_add (seen, g_strdup (name));
          path = g_build_filename (dir, name, NULL);
          scenario = gmp_scenario_load_file (path, &error);
          if (scenario == NULL)
            {
              add_problem (problems, &error);
              continue;
            }
          id = g_strndup (name, strlen (name) - strlen (SCENARIO_SUFFIX));
          g_ptr_array_add (scenarios, entry_new (id, scenario->title, path));
        }
    }
  return scenarios;
}
