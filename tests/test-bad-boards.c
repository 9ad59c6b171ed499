/* test-bad-boards.c: the catalogue of bad boards in tests/data/bad/
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every tests/data/bad/board-*.xml says on its second line what loading it
 * must give (issue 11):
 *
 *   <!-- expect CODE[ line N]: MESSAGE -->
 *
 * CODE is a GmpError name without its prefix (INVALID, SCHEMA, TOO_LARGE…),
 * N the line the message names, MESSAGE what follows "FILE:N: ". Our own
 * messages must match exactly; for SCHEMA and PARSE, whose details are
 * libxml2's words, MESSAGE is how the message starts. Adding a case is
 * adding a file.
 */

#include "config.h"

#include <string.h>
#include <unistd.h>

#include "core/gmp-core.h"

/* A load that blocks or loops ends the test with SIGALRM */
#define LOAD_SECONDS 5

typedef struct {
  char     *path;
  GmpError  code;
  int       line;      /* 0: the message names no line */
  char     *message;
} Expectation;

static void
expectation_free (Expectation *expectation)
{
  g_free (expectation->path);
  g_free (expectation->message);
  g_free (expectation);
}

static const struct {
  const char *name;
  GmpError    code;
} codes[] = {
  { "IO", GMP_ERROR_IO },
  { "TOO_LARGE", GMP_ERROR_TOO_LARGE },
  { "PARSE", GMP_ERROR_PARSE },
  { "SCHEMA", GMP_ERROR_SCHEMA },
  { "INVALID", GMP_ERROR_INVALID },
  { "UNKNOWN_BOARD", GMP_ERROR_UNKNOWN_BOARD },
};

static Expectation *
read_expectation (const char *path)
{
  g_autoptr(GRegex) regex = g_regex_new ("^<!-- expect ([A-Z_]+)(?: line ([0-9]+))?: (.*) -->$",
                                         G_REGEX_MULTILINE, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *code = NULL;
  g_autofree char *line = NULL;
  g_autoptr(GError) error = NULL;
  Expectation *expectation = g_new0 (Expectation, 1);
  guint i;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  if (!g_regex_match (regex, contents, 0, &match))
    g_error ("%s has no “<!-- expect CODE[ line N]: MESSAGE -->” line", path);

  code = g_match_info_fetch (match, 1);
  line = g_match_info_fetch (match, 2);
  for (i = 0; i < G_N_ELEMENTS (codes); i++)
    if (g_str_equal (code, codes[i].name))
      break;
  g_assert_cmpuint (i, <, G_N_ELEMENTS (codes));

  expectation->path = g_strdup (path);
  expectation->code = codes[i].code;
  expectation->line = line[0] != '\0' ? atoi (line) : 0;
  expectation->message = g_match_info_fetch (match, 3);
  return expectation;
}

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

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *folder = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func ((GDestroyNotify) expectation_free);
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  folder = g_test_build_filename (G_TEST_DIST, "data", "bad", NULL);
  dir = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "board-") && g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  /* A catalogue that went missing must not pass as "nothing failed" */
  g_assert_cmpuint (names->len, >, 0);

  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (folder, file, NULL);
      g_autofree char *test_path = g_strdup_printf ("/core/bad-boards/%.*s",
                                                    (int) (strlen (file) - strlen (".xml")),
                                                    file);
      Expectation *expectation = read_expectation (path);

      g_ptr_array_add (cases, expectation);
      g_test_add_data_func (test_path, expectation, test_bad_board);
    }

  return g_test_run ();
}
