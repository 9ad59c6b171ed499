/* fuzz-replay.c: feeds files to a fuzz harness without libFuzzer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: fuzz-HARNESS-replay PATH…
 * Each PATH is a file or a folder (read recursively, in name order; names
 * starting with "." or "README" are skipped). Built with the project's usual
 * compiler, so the seed corpus and the crash reproducers in fuzz/regressions/
 * run as the 'fuzz' test suite, under ASan and UBSan in build-aux/sanitize.
 * A harness that finds a bug aborts, which fails the test.
 */

#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "gmp-fuzz.h"

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static gboolean
replay_path (const char  *path,
             guint       *count,
             GError     **error)
{
  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, error);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      if (dir == NULL)
        return FALSE;
      while ((name = g_dir_read_name (dir)) != NULL)
        if (name[0] != '.' && !g_str_has_prefix (name, "README"))
          g_ptr_array_add (names, g_strdup (name));
      /* The order of a folder is the file system's; a sorted one makes
       * failures reproducible. */
      g_ptr_array_sort (names, compare_names);
      for (guint i = 0; i < names->len; i++)
        {
          g_autofree char *child = g_build_filename (path, g_ptr_array_index (names, i), NULL);

          if (!replay_path (child, count, error))
            return FALSE;
        }
      return TRUE;
    }
  else
    {
      g_autofree char *contents = NULL;
      gsize length = 0;

      if (!g_file_get_contents (path, &contents, &length, error))
        return FALSE;
      printf ("replaying %s (%" G_GSIZE_FORMAT " bytes)\n", path, length);
      fflush (stdout);
      /* A copy of exactly the file's size, so that ASan catches a read one
       * byte past the end, as it does under libFuzzer. */
      {
        g_autofree guint8 *exact = g_memdup2 (contents, length);

        LLVMFuzzerTestOneInput (exact, length);
      }
      (*count)++;
      return TRUE;
    }
}

int
main (int   argc,
      char *argv[])
{
  guint count = 0;

  LLVMFuzzerInitialize (&argc, &argv);

  if (argc < 2)
    {
      fprintf (stderr, "Usage: %s FILE-OR-FOLDER…\n", argv[0]);
      return 2;
    }

  for (int i = 1; i < argc; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!replay_path (argv[i], &count, &error))
        {
          fprintf (stderr, "%s\n", error->message);
          return 1;
        }
    }

  /* A corpus that went missing must not pass as "nothing crashed". */
  if (count == 0)
    {
      fprintf (stderr, "No input found in the paths given\n");
      return 1;
    }
  printf ("%u inputs replayed without a failure\n", count);
  return 0;
}
