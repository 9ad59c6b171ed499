/* test-cli-sheet.c: ginormopod-cli render --sheet writes the A4 PDF sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What the sheet holds is tests/test-render-sheet.c's; this checks the
 * command: what it prints, and the options it refuses.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "cli-runner.h"

static void
assert_pdf (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (data, "%PDF-", 5) == 0);
}

static void
test_sheet (void)
{
  g_autofree char *dir = g_dir_make_tmp ("gmp-cli-sheet-XXXXXX", NULL);
  g_autofree char *game = g_build_filename (dir, "game.gmpscenario", NULL);
  g_autofree char *pdf = g_build_filename (dir, "sheet.pdf", NULL);
  g_autofree char *png = g_build_filename (dir, "sheet.png", NULL);
  g_autofree char *board = g_test_build_filename (G_TEST_DIST, "..", "data", "boards",
                                                  "ginormopod-2050.xml", NULL);
  g_autofree char *expected = NULL;
  CliRun run = { 0 };

  cli_run (&run, "new", game, "--seed", "7", NULL);
  g_assert_cmpint (run.status, ==, 0);

  cli_run (&run, "render", game, pdf, "--sheet", NULL);
  g_assert_cmpint (run.status, ==, 0);
  expected = g_strdup_printf ("Wrote %s (A4 sheet)\n", pdf);
  g_assert_cmpstr (run.out, ==, expected);
  assert_pdf (pdf);

  /* A board file: its sheet has the bare map */
  g_unlink (pdf);
  cli_run (&run, "render", board, pdf, "--sheet", NULL);
  g_assert_cmpint (run.status, ==, 0);
  assert_pdf (pdf);

  /* A sheet is an A4 PDF: another format or a width is a usage error, and
   * nothing is written */
  cli_run (&run, "render", game, png, "--sheet", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, ".pdf"));
  g_assert_false (g_file_test (png, G_FILE_TEST_EXISTS));

  g_unlink (pdf);
  cli_run (&run, "render", game, pdf, "--sheet", "--width", "800", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--width"));
  g_assert_false (g_file_test (pdf, G_FILE_TEST_EXISTS));

  /* Without --sheet a .pdf is still the map picture, as wide as asked */
  cli_run (&run, "render", game, pdf, "--width", "800", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "800 × "));
  assert_pdf (pdf);

  cli_run_clear (&run);
  cli_tmp_dir_remove (g_steal_pointer (&dir));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/cli/render/sheet", test_sheet);

  return g_test_run ();
}
