/* test-export.c: the app's Export: its save dialog and what it writes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Outside a sandbox GtkFileChooserNative shows GTK's own file chooser
 * dialog, so the test answers that dialog as a user would. What the files
 * hold is tests/test-render-sheet.c's.
 */

#include "config.h"

#include <adwaita.h>
#include <string.h>
#include <glib/gstdio.h>

#include "gmp-export.h"
#include "gtk-test-setup.h"

#define TITLE "Last Stand / Washington"

static GmpGame *
new_game (const char *title)
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
  scenario->title = g_strdup (title);
  scenario->author = g_strdup ("Zoë");
  scenario->description = g_strdup ("A test of the export.");
  return gmp_game_new (scenario);
}

static char *
tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("gmp-export-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
assert_signature (const char *path,
                  const char *signature)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize length;

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, strlen (signature));
  g_assert_true (memcmp (data, signature, strlen (signature)) == 0);
}

static guint
n_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

static void
test_write (void)
{
  g_autoptr(GmpGame) game = new_game (TITLE);
  g_autofree char *dir = tmp_dir ();
  struct {
    const char     *name;
    GmpRenderFormat format;
    const char     *signature;
  } cases[] = {
    { "map.png", GMP_RENDER_FORMAT_PNG, "\x89PNG\r\n\x1a\n" },
    { "map.svg", GMP_RENDER_FORMAT_SVG, "<?xml" },
    { "sheet.pdf", GMP_RENDER_FORMAT_PDF, "%PDF-" },
    /* The format is the caller's, whatever the name */
    { "sheet", GMP_RENDER_FORMAT_PDF, "%PDF-" },
  };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_build_filename (dir, cases[i].name, NULL);
      g_autoptr(GFile) file = g_file_new_for_path (path);

      g_assert_true (gmp_export_write (game, file, cases[i].format, &error));
      g_assert_no_error (error);
      assert_signature (path, cases[i].signature);
    }
  g_assert_cmpuint (n_files (dir), ==, G_N_ELEMENTS (cases));
  remove_dir (dir);
}

static void
test_write_errors (void)
{
  g_autoptr(GmpGame) game = new_game (TITLE);
  g_autofree char *dir = tmp_dir ();
  g_autofree char *blocker = g_build_filename (dir, "a-file", NULL);
  g_autofree char *path = g_build_filename (blocker, "map.pdf", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) remote = g_file_new_for_uri ("http://example.com/map.png");
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (blocker, "x", 1, NULL));
  g_assert_false (gmp_export_write (game, file, GMP_RENDER_FORMAT_PDF, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_assert_nonnull (strstr (error->message, path));
  g_clear_error (&error);
  g_assert_cmpuint (n_files (dir), ==, 1);

  /* Only local files can be replaced atomically */
  g_assert_false (gmp_export_write (game, remote, GMP_RENDER_FORMAT_PNG, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "http://example.com/map.png"));

  remove_dir (dir);
}

static void
test_names (void)
{
  g_autoptr(GmpGame) game = new_game (TITLE);
  g_autoptr(GmpGame) hidden = new_game ("..hidden\ttitle");
  g_autoptr(GmpGame) dots = new_game ("...");
  g_autoptr(GFile) pdf = g_file_new_for_path ("/tmp/Sheet.PDF");
  g_autoptr(GFile) svg = g_file_new_for_path ("/tmp/map.svg");
  g_autoptr(GFile) bare = g_file_new_for_path ("/tmp/map");
  g_autoptr(GFile) jpeg = g_file_new_for_path ("/tmp/map.jpeg");
  g_autofree char *png_name = gmp_export_default_name (game, GMP_RENDER_FORMAT_PNG);
  g_autofree char *pdf_name = gmp_export_default_name (game, GMP_RENDER_FORMAT_PDF);
  g_autofree char *hidden_name = gmp_export_default_name (hidden, GMP_RENDER_FORMAT_SVG);
  g_autofree char *dots_name = gmp_export_default_name (dots, GMP_RENDER_FORMAT_PNG);
  g_autofree char *message = gmp_export_done_message (pdf);

  g_assert_cmpstr (png_name, ==, "Last Stand - Washington.png");
  g_assert_cmpstr (pdf_name, ==, "Last Stand - Washington.pdf");
  g_assert_cmpstr (hidden_name, ==, "hidden-title.svg");
  g_assert_cmpstr (dots_name, ==, "map.png");
  g_assert_cmpstr (message, ==, "Exported “Sheet.PDF”");

  g_assert_cmpint (gmp_export_file_format (pdf, GMP_RENDER_FORMAT_PNG), ==, GMP_RENDER_FORMAT_PDF);
  g_assert_cmpint (gmp_export_file_format (svg, GMP_RENDER_FORMAT_PDF), ==, GMP_RENDER_FORMAT_SVG);
  g_assert_cmpint (gmp_export_file_format (bare, GMP_RENDER_FORMAT_PDF), ==, GMP_RENDER_FORMAT_PDF);
  g_assert_cmpint (gmp_export_file_format (jpeg, GMP_RENDER_FORMAT_SVG), ==, GMP_RENDER_FORMAT_SVG);
}

/* The dialog ---------------------------------------------------------- */

typedef struct {
  GtkWindow *parent;
  GFile     *file;
  guint      calls;
} Done;

static void
on_done (GtkWindow *parent,
         GFile     *file,
         gpointer   data)
{
  Done *done = data;

  done->calls++;
  done->parent = parent;
  g_set_object (&done->file, file);
}

static GtkFileChooser *
find_chooser (void)
{
  for (guint i = 0; i < 200; i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
        {
          g_autoptr(GObject) window = g_list_model_get_item (toplevels, t);

          if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
            return GTK_FILE_CHOOSER (window);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_error ("The export dialog did not open");
  return NULL;
}

static GtkFileFilter *
filter_named (GtkFileChooser *chooser,
              const char     *name)
{
  g_autoptr(GListModel) filters = gtk_file_chooser_get_filters (chooser);

  for (guint i = 0; i < g_list_model_get_n_items (filters); i++)
    {
      g_autoptr(GtkFileFilter) filter = g_list_model_get_item (filters, i);

      if (g_strcmp0 (gtk_file_filter_get_name (filter), name) == 0)
        return filter;
    }
  g_error ("No filter “%s”", name);
  return NULL;
}

static void
iterate (guint times)
{
  for (guint i = 0; i < times; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
}

/* Answers the dialog, open in the game's folder: @name with the filter
 * named @filter, then waits for the export to be done. */
static void
answer (GtkFileChooser *chooser,
        const char     *dir,
        const char     *name,
        const char     *filter,
        Done           *done)
{
  g_autoptr(GFile) folder = NULL;
  guint calls = done->calls;

  /* Changing the folder or answering while it loads makes GTK's chooser
   * show an error: let it load first */
  iterate (30);
  folder = gtk_file_chooser_get_current_folder (chooser);
  g_assert_nonnull (folder);
  g_assert_cmpstr (g_file_peek_path (folder), ==, dir);
  gtk_file_chooser_set_filter (chooser, filter_named (chooser, filter));
  gtk_file_chooser_set_current_name (chooser, name);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  for (guint i = 0; i < 500 && done->calls == calls; i++)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_assert_cmpuint (done->calls, ==, calls + 1);
}

static void
test_dialog (void)
{
  g_autoptr(GmpGame) game = new_game (TITLE);
  g_autofree char *dir = tmp_dir ();
  g_autofree char *png = g_build_filename (dir, "forum.png", NULL);
  g_autofree char *sheet = g_build_filename (dir, "sheet", NULL);
  g_autofree char *saved = g_build_filename (dir, "game.gmpscenario", NULL);
  g_autoptr(GFile) saved_file = g_file_new_for_path (saved);
  GtkWindow *parent = GTK_WINDOW (gtk_window_new ());
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  GtkFileChooser *chooser;
  Done done = { 0 };

  /* The dialog opens beside the game's file */
  g_assert_true (gmp_game_save (game, saved_file, &error));
  g_assert_no_error (error);
  gtk_window_present (parent);

  /* The title as the name, PNG first */
  gmp_export_present (parent, game, on_done, &done);
  chooser = find_chooser ();
  name = gtk_file_chooser_get_current_name (chooser);
  g_assert_cmpstr (name, ==, "Last Stand - Washington.png");
  g_assert_cmpstr (gtk_file_filter_get_name (gtk_file_chooser_get_filter (chooser)), ==,
                   "PNG Picture of the Map");

  /* The name's extension decides over the filter */
  answer (chooser, dir, "forum.png", "SVG Drawing of the Map", &done);
  g_assert_true (done.parent == parent);
  g_assert_cmpstr (g_file_peek_path (done.file), ==, png);
  assert_signature (png, "\x89PNG\r\n\x1a\n");

  /* A name without one: the filter's format */
  gmp_export_present (parent, game, on_done, &done);
  chooser = find_chooser ();
  answer (chooser, dir, "sheet", "PDF Sheet: Map and Setup", &done);
  g_assert_cmpstr (g_file_peek_path (done.file), ==, sheet);
  assert_signature (sheet, "%PDF-");
  g_assert_cmpuint (n_files (dir), ==, 3);

  /* Cancel writes nothing and calls nothing */
  gmp_export_present (parent, game, on_done, &done);
  chooser = find_chooser ();
  iterate (30);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  iterate (10);
  g_assert_cmpuint (done.calls, ==, 2);
  g_assert_cmpuint (n_files (dir), ==, 3);

  g_clear_object (&done.file);
  gtk_window_destroy (parent);
  remove_dir (dir);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_setup (&argc, &argv);
  adw_init ();

  g_test_add_func ("/ui/export/write", test_write);
  g_test_add_func ("/ui/export/write-errors", test_write_errors);
  g_test_add_func ("/ui/export/names", test_names);
  g_test_add_func ("/ui/export/dialog", test_dialog);

  return g_test_run ();
}
