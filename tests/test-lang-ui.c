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
  g_test_add_func ("/ui/lang/language-setting", test_language_setting);

  return g_test_run ();
}
