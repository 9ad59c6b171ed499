/* test-lang-ui.c: the app in Brazilian Portuguese, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The whole process runs in pt_BR (LANGUAGE, with LANG=C.UTF-8, as on a
 * machine with no Portuguese locale): the language setting, then the
 * windows, walked for any English label.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "gmp-language.h"
#include "gmp-preferences-window.h"
#include "gmp-rules-window.h"

static void
wait_for_allocation (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (gtk_widget_get_width (widget) <= 0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
}

/* The setting overrides the desktop's language (here pt_BR) */
static void
test_language_setting (void)
{
  g_autoptr(GSettings) settings = g_settings_new (GMP_SETTINGS_SCHEMA_ID);
  g_autofree char *before = g_strdup (g_getenv ("LANGUAGE"));

  g_assert_cmpstr (_("Preferences"), ==, "Preferências");

  g_settings_set_string (settings, "language", GMP_LANGUAGE_ENGLISH);
  gmp_language_apply_preference ();
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "en");
  g_assert_cmpstr (_("Preferences"), ==, "Preferences");

  g_settings_set_string (settings, "language", GMP_LANGUAGE_PORTUGUESE);
  gmp_language_apply_preference ();
  g_assert_cmpstr (_("Preferences"), ==, "Preferências");

  /* "System" leaves the desktop's choice alone */
  g_setenv ("LANGUAGE", "en", TRUE);
  g_settings_set_string (settings, "language", GMP_LANGUAGE_SYSTEM);
  gmp_language_apply_preference ();
  g_assert_cmpstr (g_getenv ("LANGUAGE"), ==, "en");

  g_setenv ("LANGUAGE", before, TRUE);
  setlocale (LC_ALL, "");
  g_settings_reset (settings, "language");
}

static AdwComboRow *
find_combo_row (GtkWidget *widget)
{
  if (ADW_IS_COMBO_ROW (widget))
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *row = find_combo_row (child);

      if (row != NULL)
        return row;
    }
  return NULL;
}

/* The Preferences window writes the setting; the languages in their own words */
static void
test_preferences_window (void)
{
  g_autoptr(GSettings) settings = g_settings_new (GMP_SETTINGS_SCHEMA_ID);
  GtkWidget *window = gmp_preferences_window_new (NULL);
  AdwComboRow *row;
  GListModel *names;

  gtk_window_present (GTK_WINDOW (window));
  wait_for_allocation (window);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Preferências");
  row = find_combo_row (window);
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Idioma");
  names = adw_combo_row_get_model (row);
  g_assert_cmpuint (g_list_model_get_n_items (names), ==, 3);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 0), ==, "Do sistema");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 1), ==, "English");
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 2), ==,
                   "Português (Brasil)");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  adw_combo_row_set_selected (row, 2);
  g_assert_cmpstr (g_settings_get_string (settings, "language"), ==, "pt_BR");
  adw_combo_row_set_selected (row, 1);
  g_assert_cmpstr (g_settings_get_string (settings, "language"), ==, "en");
  g_settings_set_string (settings, "language", "");
  g_assert_cmpuint (adw_combo_row_get_selected (row), ==, 0);

  gtk_window_destroy (GTK_WINDOW (window));
}

/* The first label of a note's row: "13. Quem faz Retreat" */
static const char *
note_heading (GmpRulesWindow *window,
              guint           number)
{
  GtkWidget *row = gmp_rules_window_get_note_row (window, number);

  g_assert_nonnull (row);
  return gtk_label_get_text (GTK_LABEL (gtk_widget_get_first_child (row)));
}

static GtkScrolledWindow *
find_scroller (GtkWidget *widget)
{
  if (GTK_IS_SCROLLED_WINDOW (widget))
    return GTK_SCROLLED_WINDOW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkScrolledWindow *found = find_scroller (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Every rules note, in Portuguese; the window scrolls to the one asked for */
static void
test_rules_window (void)
{
  GmpRulesWindow *window = GMP_RULES_WINDOW (gmp_rules_window_new ());
  GtkAdjustment *adjustment;
  GtkWidget *row;
  gint64 end;
  double x, y;

  gtk_window_present (GTK_WINDOW (window));
  wait_for_allocation (GTK_WIDGET (window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (window)), ==, "Notas das regras");
  g_assert_cmpuint (gmp_rules_window_get_n_notes (window), ==, 39);
  g_assert_cmpstr (note_heading (window, 13), ==, "13. Quem faz Retreat");
  g_assert_cmpstr (note_heading (window, 1), ==, "1. O que o copo contém");

  adjustment = gtk_scrolled_window_get_vadjustment (find_scroller (GTK_WIDGET (window)));
  g_assert_cmpfloat (gtk_adjustment_get_value (adjustment), ==, 0.0);
  gmp_rules_window_show_note (window, 30);
  row = gmp_rules_window_get_note_row (window, 30);
  g_assert_true (gtk_widget_has_css_class (row, "current-note"));
  end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;
  while (gtk_adjustment_get_value (adjustment) == 0.0 && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  /* Note 30 is at the top of the view */
  g_assert_true (gtk_widget_translate_coordinates (row, GTK_WIDGET (find_scroller (GTK_WIDGET (window))),
                                                   0, 0, &x, &y));
  g_assert_cmpfloat (y, >=, 0.0);
  g_assert_cmpfloat (y, <, 50.0);

  /* Another note moves the mark; an unknown number changes nothing */
  gmp_rules_window_show_note (window, 2);
  g_assert_false (gtk_widget_has_css_class (row, "current-note"));
  gmp_rules_window_show_note (window, 400);
  g_assert_true (gtk_widget_has_css_class (gmp_rules_window_get_note_row (window, 2),
                                           "current-note"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Under English, the English notes */
static void
test_rules_window_english (void)
{
  g_autofree char *before = g_strdup (g_getenv ("LANGUAGE"));
  GmpRulesWindow *window;

  g_setenv ("LANGUAGE", "en", TRUE);
  window = GMP_RULES_WINDOW (gmp_rules_window_new ());
  g_setenv ("LANGUAGE", before, TRUE);
  g_assert_cmpstr (note_heading (window, 13), ==, "13. Who retreats");
  g_assert_cmpuint (gmp_rules_window_get_n_notes (window), ==, 39);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* One window for the app, shown again at each note asked for */
static void
test_rules_window_shared (void)
{
  GmpRulesWindow *first = gmp_rules_window_present (NULL, 5);
  GmpRulesWindow *second = gmp_rules_window_present (NULL, 14);

  g_assert_true (first == second);
  g_assert_true (gtk_widget_has_css_class (gmp_rules_window_get_note_row (first, 14),
                                           "current-note"));
  gtk_window_destroy (GTK_WINDOW (first));
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("GINORMOPOD_LOCALEDIR");
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-lang-data-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("LANGUAGE", "pt_BR", TRUE);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui/lang/preferences-window", test_preferences_window);
  g_test_add_func ("/ui/lang/rules-window", test_rules_window);
  g_test_add_func ("/ui/lang/rules-window-english", test_rules_window_english);
  g_test_add_func ("/ui/lang/rules-window-shared", test_rules_window_shared);
  g_test_add_func ("/ui/lang/language-setting", test_language_setting);

  return g_test_run ();
}
