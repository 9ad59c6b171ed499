/* bad-catalogue.h: reading the catalogue of bad files in tests/data/bad/
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

#pragma once

#include <stdlib.h>
#include <string.h>

#include <glib.h>

#include "core/gmp-error.h"

typedef struct {
  char     *path;
  GmpError  code;
  int       line;      /* 0: the message names no line */
  char     *message;
} Expectation;

static inline void
expectation_free (Expectation *expectation)
{
  g_free (expectation->path);
  g_free (expectation->message);
  g_free (expectation);
}

static const struct {
  const char *name;
  GmpError    code;
} expectation_codes[] = {
  { "IO", GMP_ERROR_IO },
  { "TOO_LARGE", GMP_ERROR_TOO_LARGE },
  { "PARSE", GMP_ERROR_PARSE },
  { "SCHEMA", GMP_ERROR_SCHEMA },
  { "INVALID", GMP_ERROR_INVALID },
  { "UNKNOWN_BOARD", GMP_ERROR_UNKNOWN_BOARD },
};

static inline Expectation *
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
  for (i = 0; i < G_N_ELEMENTS (expectation_codes); i++)
    if (g_str_equal (code, expectation_codes[i].name))
      break;
  g_assert_cmpuint (i, <, G_N_ELEMENTS (expectation_codes));

  expectation->path = g_strdup (path);
  expectation->code = expectation_codes[i].code;
  expectation->line = line[0] != '\0' ? atoi (line) : 0;
  expectation->message = g_match_info_fetch (match, 3);
  return expectation;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Expectation, expectation_free)

static inline int
catalogue_compare_names (gconstpointer a,
                         gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The bad boards' paths, in name order; never empty. */
static inline GPtrArray *
catalogue_list_boards (void)
{
  g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "data", "bad", NULL);
  g_autoptr(GDir) dir = g_dir_open (folder, 0, NULL);
  GPtrArray *paths = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "board-") && g_str_has_suffix (name, ".xml"))
      g_ptr_array_add (paths, g_build_filename (folder, name, NULL));
  g_ptr_array_sort (paths, catalogue_compare_names);
  /* A catalogue that went missing must not pass as "nothing failed" */
  g_assert_cmpuint (paths->len, >, 0);
  return paths;
}
