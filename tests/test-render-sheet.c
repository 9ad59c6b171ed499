/* test-render-sheet.c: the printable PDF sheet of a scenario and the
 * exported pictures, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sheet's text is read back with pdftotext and its page sizes with
 * pdfinfo (poppler-utils, which build-aux/dev installs).
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

#include "render/gmp-render-sheet.h"
#include "test-util.h"

#define TITLE       "Last Stand at Washington"
#define AUTHOR      "Zoë Ramírez"
#define DESCRIPTION "The Swarm broke through the Fusion Fence in the north.\n" \
                    "Hold Washington and two more key cities — até o fim!"

/* As tests/test-i18n.c: LC_NUMERIC stays the C locale's. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

/* The default setup with a title, an author and a two-line description,
 * on the board as loaded in the current language. */
static GmpScenario *
default_scenario (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  GmpScenario *scenario;
  GmpState *state;

  g_assert_no_error (error);
  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  scenario = gmp_scenario_new (state);
  g_free (scenario->title);
  scenario->title = g_strdup (TITLE);
  scenario->author = g_strdup (AUTHOR);
  scenario->description = g_strdup (DESCRIPTION);
  return scenario;
}

static char *
tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("gmp-sheet-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static GBytes *
read_bytes (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *data;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  return g_bytes_new_take (data, length);
}

/* Page sizes as pdfinfo prints them, in points: A4 either way up */
#define PORTRAIT  "595.276 x 841.89 pts (A4)"
#define LANDSCAPE "841.89 x 595.276 pts (A4)"

/* A PDF whose pages are all A4, each @media_box. The page sizes are read
 * with pdfinfo (poppler-utils, which build-aux/dev installs), not from the
 * file's text: cairo 1.18 (Debian 13) compresses the page objects. */
static void
assert_pdf (const char *path,
            const char *media_box)
{
  g_autoptr(GBytes) bytes = read_bytes (path);
  g_autofree char *program = g_find_program_in_path ("pdfinfo");
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) lines = NULL;
  const char *argv[] = { program, "-f", "1", "-l", "1000", path, NULL };
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);
  guint n_pages = 0, n_sized = 0;
  int status;

  g_assert_cmpuint (length, >, 1000);
  g_assert_true (memcmp (data, "%PDF-", 5) == 0);
  if (program == NULL)
    g_error ("pdfinfo is missing: install poppler-utils (build-aux/dev does)");
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out, NULL,
                &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);

  /* "Pages: N", then "Page    1 size: W x H pts (A4)" for each page */
  lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "Pages:"))
      n_pages = (guint) g_ascii_strtoull (lines[i] + strlen ("Pages:"), NULL, 10);
    else if (g_str_has_prefix (lines[i], "Page ") && strstr (lines[i], " size: ") != NULL)
      {
        g_assert_nonnull (g_str_has_suffix (lines[i], media_box) ? lines[i] : NULL);
        n_sized++;
      }
  g_assert_cmpuint (n_pages, >, 0);
  g_assert_cmpuint (n_sized, ==, n_pages);
}

/* The PDF's text with every run of white space made one space (a line may
 * wrap anywhere), and its number of pages. pdftotext (poppler-utils) is one
 * of the packages build-aux/dev installs: without it the test fails. */
static char *
pdf_text (const char *path,
          guint      *n_pages)
{
  g_autofree char *program = g_find_program_in_path ("pdftotext");
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GString) text = NULL;
  const char *argv[] = { program, "-enc", "UTF-8", path, "-", NULL };
  gboolean space = FALSE;
  int status;

  if (program == NULL)
    g_error ("pdftotext is missing: install poppler-utils (build-aux/dev does)");
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                &status, &error);
  g_assert_no_error (error);
  g_spawn_check_wait_status (status, &error);
  g_assert_no_error (error);
  g_assert_true (g_utf8_validate (out, -1, NULL));

  text = g_string_new (NULL);
  *n_pages = 0;
  for (const char *p = out; *p != '\0'; p++)
    {
      if (*p == '\f')
        (*n_pages)++;
      if (g_ascii_isspace (*p))
        space = TRUE;
      else
        {
          if (space && text->len > 0)
            g_string_append_c (text, ' ');
          space = FALSE;
          g_string_append_c (text, *p);
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
assert_contains (const char *text,
                 const char *expected)
{
  if (strstr (text, expected) == NULL)
    g_error ("“%s” is not in the sheet's text: %s", expected, text);
}

/* Writes the sheet of the default scenario in the current language and
 * returns its text. */
static char *
sheet_text (guint *n_pages)
{
  g_autoptr(GmpScenario) scenario = default_scenario ();
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  char *text;

  g_assert_true (gmp_render_sheet_pdf (scenario, scenario->state->board, path, &error));
  g_assert_no_error (error);
  /* The map is wider than high, but under a title block it is as large
   * upright, and the setup's columns read better so */
  assert_pdf (path, PORTRAIT);

  text = pdf_text (path, n_pages);
  g_unlink (path);
  g_rmdir (dir);
  return text;
}

static void
test_sheet_english (void)
{
  g_autofree char *text = NULL;
  guint n_pages;

  use_language ("");
  text = sheet_text (&n_pages);

  assert_contains (text, TITLE);
  assert_contains (text, "By " AUTHOR);
  assert_contains (text, "The Swarm broke through the Fusion Fence in the north.");
  assert_contains (text, "até o fim!");
  assert_contains (text, "Board: Ginormopod 2050 A.D.");
  assert_contains (text, "Setup");
  /* Cities with their units and Forts; a face-down Guard without its value */
  assert_contains (text, "Minneapolis (MSP)");
  assert_contains (text, "Swarm: 2 × Ant 1 (fresh), Spider 1 (fresh), Worm 1 (fresh)");
  assert_contains (text, "Chicago (CHI) Fort (A): strength 2 of 2 Humans:");
  assert_contains (text, "New York City (NYC)");
  assert_contains (text, "National Guard (face down)");
  g_assert_null (strstr (text, "revealed"));
  /* Off the map */
  assert_contains (text, "Off the map");
  assert_contains (text, "Reserve: 2 × Infantry CAN (fresh)");
  assert_contains (text, "Time Track: Tectonic Telekinesis (turn 2)");
  assert_contains (text, "Cup (13): Swarm 1,");
  assert_contains (text, "FX in hand (Swarm): none");
  assert_contains (text, "Danger: space 0 of 6");
  assert_contains (text, "Turn: 1 of 10, Action");
  g_assert_cmpuint (n_pages, ==, 2);
  assert_contains (text, "Page 1 of 2");
  assert_contains (text, "Page 2 of 2");
}

static void
test_sheet_portuguese (void)
{
  g_autofree char *text = NULL;
  guint n_pages;

  use_language ("pt_BR");
  text = sheet_text (&n_pages);
  use_language ("");

  assert_contains (text, TITLE);
  assert_contains (text, "Por " AUTHOR);
  assert_contains (text, "Tabuleiro: Ginormopod 2050 A.D.");
  assert_contains (text, "Preparação");
  /* The board's Portuguese names; the unit names stay English in the
   * pt_BR rules, their sides are Portuguese */
  assert_contains (text, "Nova York (NYC)");
  assert_contains (text, "Enxame: 2 × Ant 1 (lado Fresh), Spider 1 (lado Fresh)");
  assert_contains (text, "Fort (A): força 2 de 2 Humanos:");
  assert_contains (text, "National Guard (virada para baixo)");
  assert_contains (text, "Fora do mapa");
  assert_contains (text, "Reserva: 2 × Infantry CAN (lado Fresh)");
  assert_contains (text, "Copo (13): Enxame 1,");
  assert_contains (text, "Página 1 de 2");
  g_assert_null (strstr (text, "Setup"));
  g_assert_null (strstr (text, "(fresh)"));
}

/* A description longer than a page: the sheet goes on over more pages,
 * and nothing is lost. */
static void
test_sheet_long (void)
{
  g_autoptr(GmpScenario) scenario = default_scenario ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) description = g_string_new (NULL);
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "long.pdf", NULL);
  g_autofree char *text = NULL;
  guint n_pages;

  for (guint i = 1; i <= 120; i++)
    g_string_append_printf (description, "Line %u of a long description.\n", i);
  g_free (scenario->description);
  scenario->description = g_string_free (g_steal_pointer (&description), FALSE);

  g_assert_true (gmp_render_sheet_pdf (scenario, scenario->state->board, path, &error));
  g_assert_no_error (error);
  /* The map goes on a page of its own, larger across it */
  assert_pdf (path, LANDSCAPE);
  text = pdf_text (path, &n_pages);
  g_unlink (path);
  g_rmdir (dir);
  assert_contains (text, "Line 1 of a long description.");
  assert_contains (text, "Line 120 of a long description.");
  assert_contains (text, "Turn: 1 of 10, Action");
  g_assert_cmpuint (n_pages, >=, 3);
}

/* A board without a scenario: its title and map, no setup. */
static void
test_sheet_bare_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "board.pdf", NULL);
  g_autofree char *text = NULL;
  guint n_pages;

  g_assert_no_error (error);
  g_assert_true (gmp_render_sheet_pdf (NULL, board, path, &error));
  g_assert_no_error (error);
  /* Only a title above it: the map is larger across the page */
  assert_pdf (path, LANDSCAPE);
  text = pdf_text (path, &n_pages);
  g_unlink (path);
  g_rmdir (dir);
  assert_contains (text, "Ginormopod 2050 A.D.");
  g_assert_null (strstr (text, "Setup"));
  g_assert_cmpuint (n_pages, ==, 1);
  assert_contains (text, "Page 1 of 1");
}

static guint
n_files (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDir) d = g_dir_open (dir, 0, &error);
  guint n = 0;

  g_assert_no_error (error);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

/* A path that cannot be written gives an error that names it, and no file
 * (no temporary one either) is left behind. */
static void
test_unwritable (void)
{
  g_autoptr(GmpScenario) scenario = default_scenario ();
  g_autofree char *dir = tmp_dir ();
  g_autofree char *blocker = g_build_filename (dir, "not-a-folder", NULL);
  g_autofree char *path = g_build_filename (blocker, "sheet.pdf", NULL);
  const GmpRenderFormat formats[] = {
    GMP_RENDER_FORMAT_PDF, GMP_RENDER_FORMAT_PNG, GMP_RENDER_FORMAT_SVG,
  };
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (blocker, "x", 1, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_assert_false (gmp_render_export (scenario, scenario->state->board, path, formats[i],
                                         320, &error));
      g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
      g_assert_nonnull (strstr (error->message, path));
      g_clear_error (&error);
      g_assert_cmpuint (n_files (dir), ==, 1);
    }

  g_assert_false (gmp_render_sheet_pdf (scenario, scenario->state->board, path, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_clear_error (&error);
  g_assert_cmpuint (n_files (dir), ==, 1);

  g_unlink (blocker);
  g_rmdir (dir);
}

/* Replacing a sheet keeps the old file's permissions. */
static void
test_keeps_permissions (void)
{
  g_autoptr(GmpScenario) scenario = default_scenario ();
  g_autofree char *dir = tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "sheet.pdf", NULL);
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  g_assert_true (g_file_set_contents (path, "old", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0640), ==, 0);

  g_assert_true (gmp_render_export (scenario, scenario->state->board, path,
                                    GMP_RENDER_FORMAT_PDF, 0, &error));
  g_assert_no_error (error);
  assert_pdf (path, PORTRAIT);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  g_assert_cmpuint (n_files (dir), ==, 1);

  g_unlink (path);
  g_rmdir (dir);
}

static guint32
be32 (const guint8 *p)
{
  return (guint32) p[0] << 24 | (guint32) p[1] << 16 | (guint32) p[2] << 8 | p[3];
}

/* PNG and SVG: the map with the setup, as wide as asked, the height in the
 * board's proportions, whatever the file's name says. */
static void
test_export_pictures (void)
{
  g_autoptr(GmpScenario) scenario = default_scenario ();
  const GmpBoard *board = scenario->state->board;
  g_autofree char *dir = tmp_dir ();
  /* No extension: the format is the caller's choice, not the name's */
  g_autofree char *png = g_build_filename (dir, "map-picture", NULL);
  g_autofree char *svg = g_build_filename (dir, "map.svg", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) png_bytes = NULL;
  g_autoptr(GBytes) svg_bytes = NULL;
  g_autofree char *svg_text = NULL;
  g_autofree char *svg_height = NULL;
  const guint8 *data;
  gsize length;
  int height = (int) round (640.0 * board->height / board->width);

  g_assert_true (gmp_render_export (scenario, board, png, GMP_RENDER_FORMAT_PNG, 640, &error));
  g_assert_no_error (error);
  png_bytes = read_bytes (png);
  data = g_bytes_get_data (png_bytes, &length);
  g_assert_cmpuint (length, >, 24);
  g_assert_true (memcmp (data, "\x89PNG\r\n\x1a\n", 8) == 0);
  g_assert_true (memcmp (data + 12, "IHDR", 4) == 0);
  g_assert_cmpuint (be32 (data + 16), ==, 640);
  g_assert_cmpuint (be32 (data + 20), ==, (guint) height);

  g_assert_true (gmp_render_export (scenario, board, svg, GMP_RENDER_FORMAT_SVG, 640, &error));
  g_assert_no_error (error);
  svg_bytes = read_bytes (svg);
  svg_text = g_strndup (g_bytes_get_data (svg_bytes, NULL), g_bytes_get_size (svg_bytes));
  g_assert_true (g_str_has_prefix (svg_text, "<?xml"));
  g_assert_nonnull (strstr (svg_text, "<svg"));
  svg_height = g_strdup_printf ("height=\"%d\"", height);
  g_assert_nonnull (strstr (svg_text, "width=\"640\""));
  g_assert_nonnull (strstr (svg_text, svg_height));

  /* A bad width is the caller's error, and writes nothing */
  g_assert_false (gmp_render_export (scenario, board, svg, GMP_RENDER_FORMAT_PNG, 0, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_clear_error (&error);
  g_assert_cmpuint (n_files (dir), ==, 2);

  g_unlink (png);
  g_unlink (svg);
  g_rmdir (dir);
}

static void
test_format_from_path (void)
{
  GmpRenderFormat format;

  g_assert_true (gmp_render_format_from_path ("a/b.PDF", &format));
  g_assert_cmpint (format, ==, GMP_RENDER_FORMAT_PDF);
  g_assert_true (gmp_render_format_from_path ("map.svg", &format));
  g_assert_cmpint (format, ==, GMP_RENDER_FORMAT_SVG);
  g_assert_true (gmp_render_format_from_path ("map.png", &format));
  g_assert_cmpint (format, ==, GMP_RENDER_FORMAT_PNG);
  g_assert_false (gmp_render_format_from_path ("map.jpeg", &format));
  g_assert_false (gmp_render_format_from_path ("dir.png/map", &format));
  g_assert_false (gmp_render_format_from_path ("map", &format));
}

int
main (int   argc,
      char *argv[])
{
  test_bind_translations ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/render/sheet/english", test_sheet_english);
  g_test_add_func ("/render/sheet/pt-BR", test_sheet_portuguese);
  g_test_add_func ("/render/sheet/long", test_sheet_long);
  g_test_add_func ("/render/sheet/bare-board", test_sheet_bare_board);
  g_test_add_func ("/render/export/unwritable", test_unwritable);
  g_test_add_func ("/render/export/keeps-permissions", test_keeps_permissions);
  g_test_add_func ("/render/export/pictures", test_export_pictures);
  g_test_add_func ("/render/export/format-from-path", test_format_from_path);

  return g_test_run ();
}
