/* test-atspi.c: the window as a screen reader reads it, over AT-SPI (issue 17)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * test-accessible reads GTK's own accessible attributes; this test reads
 * what a screen reader gets. The window is brought here to a state (a
 * stack selected, the keyboard's city on a destination), then
 * tests/atspi-read.py, another process as a screen reader is, walks the
 * accessibility tree over the bus with pyatspi while this process's main
 * loop answers it. Run inside dbus-run-session, under Xvfb.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"
#include "model/gmp-rules-notes.h"
#include "gmp-log-view.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef UiWindowFixture Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  language)
{
  test_use_language (language);
  ui_window_fixture_set_up (fixture, TRUE);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  language)
{
  ui_window_fixture_tear_down (fixture);
  test_use_language ("");
}

typedef struct {
  char     *out;
  GError   *error;
  gboolean  done;
} Reading;

static void
on_read (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  Reading *reading = user_data;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, &reading->out, NULL,
                                        &reading->error);
  reading->done = TRUE;
}

/* The lines atspi-read.py prints for this process, read while the main
 * loop runs (the reader's questions are answered here) */
static char **
read_over_atspi (void)
{
  const char *python = g_getenv ("GMP_ATSPI_PYTHON");
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "atspi-read.py", NULL);
  g_autoptr(GSubprocess) reader = NULL;
  g_autoptr(GError) error = NULL;
  Reading reading = { 0 };

  g_assert_nonnull (python);
  reader = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                             python, script, g_get_application_name (), NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8_async (reader, NULL, NULL, on_read, &reading);
  while (!reading.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (reading.error);
  if (!g_subprocess_get_successful (reader))
    g_error ("atspi-read.py failed: %s", reading.out);
  return g_strsplit (g_steal_pointer (&reading.out), "\n", -1);
}

/* Every button a screen reader meets has a name, of words: no mnemonic
 * underscore, not a class name (GTK 4.8 falls back to one) */
static void
test_button_names (Fixture       *fixture,
                   gconstpointer  language)
{
  g_auto(GStrv) lines = read_over_atspi ();
  guint buttons = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);

      if (g_strcmp0 (fields[0], "button") != 0)
        continue;
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      if (fields[2][0] == '\0' || strchr (fields[2], '_') != NULL
          || g_str_has_prefix (fields[2], "Gtk") || g_str_has_prefix (fields[2], "Adw"))
        g_error ("A %s is named \u201c%s\u201d", fields[1], fields[2]);
      buttons++;
    }
  g_test_message ("%u buttons read", buttons);
  /* The header's, the zoom's and the cup's chits at least */
  g_assert_cmpuint (buttons, >=, 20);
}

/* No node of the window is read by a class name during a game: GTK 4.8
 * reads an unnamed cell, table, image, page or widget of ours as
 * "GtkFlowBoxChild", "GtkFlowBox", "GtkImage", "GtkStackPage",
 * "GmpLogView" (issue 16). Left are the parts GTK and libadwaita build
 * inside their own widgets, which the app cannot name: a scroll bar and its
 * range, the header bar's boxes and title, the paned's handle, a view
 * switcher's page tabs. The fixture is a game at the table, where every
 * chit in the cup is an answer button in a flow box's cell. */
static void
test_no_class_names (Fixture       *fixture,
                     gconstpointer  language)
{
  static const char * const internal[] = {
    "GtkScrollbar", "GtkRange", "AdwGizmo", "AdwIndicatorBin", "GtkPanedHandle",
    "AdwWindowTitle", NULL
  };
  static const char * const in_page_tab[] = { "GtkStackPage", "GtkImage", NULL };
  g_auto(GStrv) lines = NULL;
  guint cells = 0;

  lines = read_over_atspi ();
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], "\t", -1);

      if (g_strcmp0 (fields[0], "button") == 0)
        cells++;
      if (g_strcmp0 (fields[0], "class") != 0)
        continue;
      g_assert_cmpuint (g_strv_length (fields), ==, 4);
      if (g_strv_contains (internal, fields[2])
          || (g_strcmp0 (fields[3], "page tab") == 0 && g_strv_contains (in_page_tab, fields[2])))
        continue;
      g_error ("A %s is read as \u201c%s\u201d", fields[1], fields[2]);
    }
  /* The tree was read: the header's buttons and the cup's chits, each in
   * the question's flow box */
  g_assert_cmpuint (cells, >=, 20);
}

/* The fields (role, name, description) of what has the focus, as the
 * reader reads it */
static char **
read_focused (void)
{
  g_auto(GStrv) lines = read_over_atspi ();
  char **focused = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "focused\t"))
      {
        g_assert_null (focused);
        focused = g_strsplit (lines[i] + strlen ("focused\t"), "\t", -1);
        g_assert_cmpuint (g_strv_length (focused), ==, 3);
      }
  g_assert_nonnull (focused);
  g_test_message ("focused: %s \u201c%s\u201d: %s", focused[0], focused[1], focused[2]);
  return focused;
}

/* What the reader reads of the map with the keyboard's city on it */
static char *
focused_description (Fixture *fixture,
                     int      city)
{
  g_auto(GStrv) focused = NULL;

  gmp_map_view_set_focus_city (fixture->map_view, city);
  ui_wait_for_frames ();
  focused = read_focused ();
  g_assert_cmpstr (focused[1], ==, _("Map"));
  return g_strdup (focused[2]);
}

/* Rules notes 7, 24: with Swarm 1's stack picked in Minneapolis, the
 * reader hears of Chicago that it is a legal destination, its cost and the
 * battle's odds, and of St. Louis that it is out of reach */
static void
test_focused_city (Fixture       *fixture,
                   gconstpointer  language)
{
  const GmpBoard *board = gmp_game_get_board (fixture->game);
  g_autoptr(GmpAction) action = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *battle = NULL;
  g_autofree char *illegal = NULL;
  /* The words of gmp-city-description.c, in the language in use */
  g_autofree char *legal = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                         "A legal destination, %u MP.",
                                                         "A legal destination, %u MP.", 1), 1);
  g_autofree char *out_of_reach = g_strdup (_("Not a legal destination."));

  /* Whether a reason follows or not */
  out_of_reach[strlen (out_of_reach) - 1] = '\0';

  action = gmp_action_new_answer (gmp_board_find_chit (board, "swarm-1"));
  g_assert_true (gmp_game_apply (fixture->game, action, &error));
  g_assert_no_error (error);
  gmp_map_view_set_selected_city (fixture->map_view, gmp_board_find_city (board, "MSP"));
  gtk_widget_grab_focus (GTK_WIDGET (fixture->map_view));

  battle = focused_description (fixture, gmp_board_find_city (board, "CHI"));
  g_assert_true (g_str_has_prefix (battle, "Chicago"));
  g_assert_nonnull (strstr (battle, legal));
  g_assert_nonnull (strstr (battle, "%"));

  illegal = focused_description (fixture, gmp_board_find_city (board, "STL"));
  g_assert_true (g_str_has_prefix (illegal, "St. Louis"));
  g_assert_nonnull (strstr (illegal, out_of_reach));
}

/* The first widget in widget's tree that is_it says is the one */
static GtkWidget *
find_widget (GtkWidget *widget,
             gboolean (*is_it) (GtkWidget *))
{
  if (is_it (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, is_it);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_log (GtkWidget *widget)
{
  return GMP_IS_LOG_VIEW (widget);
}

/* The log is one Tab stop, a row of it takes the focus: the reader reads
 * that row's turn and words, not a class name */
static void
test_log_row (Fixture       *fixture,
              gconstpointer  language)
{
  GtkWidget *log = find_widget (GTK_WIDGET (fixture->window), is_log);
  g_autofree char *turn = g_strdup_printf (_("Turn %u: %s"), 1, "");
  g_auto(GStrv) focused = NULL;

  g_assert_nonnull (log);
  g_assert_true (gtk_widget_child_focus (log, GTK_DIR_TAB_FORWARD));
  ui_wait_for_frames ();
  focused = read_focused ();
  /* "Turn 1: …" or "Turn 1, Rules note 3: …": the words before the colon
   * or comma */
  turn[strcspn (turn, ":,")] = '\0';
  g_assert_true (g_str_has_prefix (focused[1], turn));
}

/* The scrolled list of the editor's problems: a list box in a scroller */
static gboolean
is_problems (GtkWidget *widget)
{
  GtkWidget *child;

  if (!GTK_IS_SCROLLED_WINDOW (widget))
    return FALSE;
  child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));
  return GTK_IS_VIEWPORT (child) && GTK_IS_LIST_BOX (gtk_viewport_get_child (GTK_VIEWPORT (child)));
}

/* In editor mode the problems' scroller is a Tab stop: the reader reads
 * its name (it read an empty "scroll pane") */
static void
test_problems (Fixture       *fixture,
               gconstpointer  language)
{
  GtkWidget *problems;
  g_auto(GStrv) focused = NULL;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  ui_wait_for_frames ();
  problems = find_widget (GTK_WIDGET (_gmp_window_get_editor_panel (fixture->window)), is_problems);
  g_assert_nonnull (problems);
  g_assert_true (gtk_widget_grab_focus (problems));
  ui_wait_for_frames ();
  focused = read_focused ();
  g_assert_cmpstr (focused[1], ==, _("Problems of the position"));
}

/* A label with a rules note's link in it */
static gboolean
is_note_link (GtkWidget     *widget,
              gconstpointer  data)
{
  return GTK_IS_LABEL (widget)
         && strstr (gtk_label_get_label (GTK_LABEL (widget)), "<a href=\"" GMP_RULES_NOTE_LINK) != NULL;
}

/* A screen reader that starts after windows were read and closed asks for
 * the app's whole AT-SPI cache first (org.a11y.atspi.Cache.GetItems): none
 * of the closed windows' parts is left in it. GTK 4.24 left a freed label
 * with a link there when a reader's walk had made the link's accessible
 * object (gmp_accessible_prepare_links()): the next reader's GetItems met
 * it, a fatal critical here. Three readers, so that two windows are read
 * after the first: in a program of one such label, GTK 4.24 left the first
 * window's label out of harm and the second's in the cache. */
static void
test_closed_windows (Fixture       *fixture,
                     gconstpointer  language)
{
  for (guint i = 0; i < 3; i++)
    {
      g_auto(GStrv) lines = NULL;

      if (i > 0)
        {
          ui_window_fixture_tear_down (fixture);
          /* The closed window is freed: GTK drops its last references in
           * the main loop */
          ui_wait_for_frames ();
          ui_window_fixture_set_up (fixture, TRUE);
        }
      /* The question of the draw cites its rules note as a link */
      g_assert_nonnull (ui_find_widget (GTK_WIDGET (fixture->window), is_note_link, NULL));
      lines = read_over_atspi ();
      g_assert_cmpuint (g_strv_length (lines), >=, 20);
    }
}

int
main (int   argc,
      char *argv[])
{
  /* A screen reader's view: GTK's accessibility bridge on (the other UI
   * tests turn it off) */
  g_unsetenv ("GTK_A11Y");
  g_unsetenv ("NO_AT_BRIDGE");
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  test_bind_translations ();

  g_test_add ("/ui/atspi/button-names", Fixture, "",
              fixture_set_up, test_button_names, fixture_tear_down);
  g_test_add ("/ui/atspi/button-names/pt_BR", Fixture, "pt_BR",
              fixture_set_up, test_button_names, fixture_tear_down);
  g_test_add ("/ui/atspi/no-class-names", Fixture, "",
              fixture_set_up, test_no_class_names, fixture_tear_down);
  g_test_add ("/ui/atspi/no-class-names/pt_BR", Fixture, "pt_BR",
              fixture_set_up, test_no_class_names, fixture_tear_down);
  g_test_add ("/ui/atspi/log-row", Fixture, "",
              fixture_set_up, test_log_row, fixture_tear_down);
  g_test_add ("/ui/atspi/log-row/pt_BR", Fixture, "pt_BR",
              fixture_set_up, test_log_row, fixture_tear_down);
  g_test_add ("/ui/atspi/closed-windows", Fixture, "",
              fixture_set_up, test_closed_windows, fixture_tear_down);
  g_test_add ("/ui/atspi/editor-problems", Fixture, "",
              fixture_set_up, test_problems, fixture_tear_down);
  g_test_add ("/ui/atspi/focused-city/notes-7-24", Fixture, "",
              fixture_set_up, test_focused_city, fixture_tear_down);
  g_test_add ("/ui/atspi/focused-city/notes-7-24/pt_BR", Fixture, "pt_BR",
              fixture_set_up, test_focused_city, fixture_tear_down);

  return g_test_run ();
}
