/* test-bad-boards.c: the catalogue of bad boards in tests/data/bad/
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loads every board of the catalogue (bad-catalogue.h says how each one
 * states what it must give) and checks the error code, the file, the line
 * and the message (issue 11).
 */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include "core/gmp-core.h"
#include "bad-catalogue.h"

/* A load that blocks or loops ends the test with SIGALRM */
#define LOAD_SECONDS 5

static void
test_bad_board (gconstpointer data)
{
  const Expectation *expected = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *display = g_filename_display_name (expected->path);
  g_autofree char *prefix = NULL;
  GmpBoard *board;
  const char *rest;

  alarm (LOAD_SECONDS);
  board = gmp_board_load_file (expected->path, &error);
  alarm (0);

  g_assert_null (board);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_error (error, GMP_ERROR, (gint) expected->code);

  /* The file, the line, then the message */
  prefix = expected->line > 0 ? g_strdup_printf ("%s:%d: ", display, expected->line)
                              : g_strdup_printf ("%s: ", display);
  if (!g_str_has_prefix (error->message, prefix))
    g_test_message ("expected the message to start with “%s”", prefix);
  g_assert_true (g_str_has_prefix (error->message, prefix));
  rest = error->message + strlen (prefix);
  if (expected->code == GMP_ERROR_SCHEMA || expected->code == GMP_ERROR_PARSE)
    g_assert_true (g_str_has_prefix (rest, expected->message));
  else
    g_assert_cmpstr (rest, ==, expected->message);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func ((GDestroyNotify) expectation_free);

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  paths = catalogue_list_boards ();
  for (guint i = 0; i < paths->len; i++)
    {
      Expectation *expectation = read_expectation (g_ptr_array_index (paths, i));
      g_autofree char *name = g_path_get_basename (expectation->path);
      g_autofree char *test_path = g_strdup_printf ("/core/bad-boards/%.*s",
                                                    (int) (strlen (name) - strlen (".xml")),
                                                    name);

      g_ptr_array_add (cases, expectation);
      g_test_add_data_func (test_path, expectation, test_bad_board);
    }

  return g_test_run ();
}
