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

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"
#include "model/gmp-turn-info.h"
#include "gmp-combat-view.h"
#include "gmp-language.h"
#include "gmp-note-tag.h"
#include "gmp-preferences-window.h"
#include "gmp-rules-window.h"
#include "gmp-template.h"
#include "gmp-turn-panel.h"
#include "gmp-window.h"
#include "lang-check.h"
#include "ui-util.h"
#include "test-util.h"

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
  g_assert_cmpuint (gmp_rules_window_get_n_notes (window), ==, 46);
  g_assert_cmpstr (note_heading (window, 13), ==, "13. Quem faz Retreat");
  g_assert_cmpstr (note_heading (window, 46), ==,
                   "46. Toda eliminação do Enxame vai para a Time Track");
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
  g_assert_cmpstr (note_heading (window, 13), ==, "13. Who Retreats");
  g_assert_cmpuint (gmp_rules_window_get_n_notes (window), ==, 46);
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

/* The checker itself finds English, and lets the kept terms through */
static void
test_english_finder (void)
{
  g_autofree char *english = find_english ("Done Moving");
  g_autofree char *number = find_english ("o Enxame faz Retreat 12.5 %");
  g_autofree char *kept = find_english ("Fade Out: o Danger Marker na Time Track, …The End???");
  g_autofree char *portuguese = find_english ("o Enxame faz Retreat 12,5 %");

  g_assert_cmpstr (english, ==, "Done");
  g_assert_nonnull (number);
  g_assert_null (kept);
  g_assert_null (portuguese);
}

static void
click_button (GtkWidget  *widget,
              const char *label)
{
  GtkButton *button = ui_find_button (widget, label);

  if (button == NULL)
    g_error ("No button “%s”", label);
  g_signal_emit_by_name (button, "clicked");
  spin ();
}

static GmpTurnPanel *
find_turn_panel (GtkWidget *widget)
{
  if (GMP_IS_TURN_PANEL (widget))
    return GMP_TURN_PANEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GmpTurnPanel *panel = find_turn_panel (child);

      if (panel != NULL)
        return panel;
    }
  return NULL;
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WINDOW (window);
    }
  return NULL;
}

static void
click_city (GmpMapView *map_view,
            const GmpBoard *board,
            const char *id)
{
  GmpViewport *viewport = gmp_map_view_get_viewport (map_view);
  int city = gmp_board_find_city (board, id);
  double x, y;

  g_assert_cmpint (city, >=, 0);
  gmp_viewport_map_to_widget (viewport, board->cities[city].x, board->cities[city].y, &x, &y);
  gmp_map_view_click_at (map_view, x, y);
  spin ();
}

/* A "Note N" tag of the log (a rules note's number, the Portuguese "Nota") */
static GmpNoteTag *
find_note_tag (GtkWidget *widget)
{
  if (GMP_IS_NOTE_TAG (widget) && gtk_widget_get_visible (widget))
    return GMP_NOTE_TAG (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GmpNoteTag *tag = find_note_tag (child);

      if (tag != NULL)
        return tag;
    }
  return NULL;
}

/* The first visible label under widget with a link to a rules note; its
 * note number in *note */
static GtkLabel *
find_note_link (GtkWidget *widget,
                guint     *note)
{
  const char *link;

  if (GTK_IS_LABEL (widget) && gtk_widget_get_visible (widget)
      && (link = strstr (gtk_label_get_label (GTK_LABEL (widget)), "href=\"rules-note:")) != NULL)
    {
      *note = (guint) g_ascii_strtoull (link + strlen ("href=\"rules-note:"), NULL, 10);
      return GTK_LABEL (widget);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_note_link (child, note);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Issue 12: in Portuguese too, a ruling of the combat's view cites its
 * note as a link ("Nota das regras 24") that opens the notes there */
static void
assert_note_link_opens_note (GtkWidget *view)
{
  g_autofree char *uri = NULL;
  gboolean handled = FALSE;
  GtkWindow *rules;
  GtkLabel *label;
  guint note = 0;

  label = find_note_link (view, &note);
  g_assert_nonnull (label);
  g_assert_cmpuint (note, >, 0);
  g_assert_nonnull (strstr (gtk_label_get_text (label), "das regras"));
  uri = g_strdup_printf ("rules-note:%u", note);
  g_signal_emit_by_name (label, "activate-link", uri, &handled);
  g_assert_true (handled);
  spin ();
  rules = find_toplevel (GMP_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  g_assert_true (gtk_widget_has_css_class (gmp_rules_window_get_note_row (GMP_RULES_WINDOW (rules),
                                                                          note),
                                           "current-note"));
  gtk_window_destroy (rules);
  spin ();
}

/* The main window and its turn panel, played in pt_BR into a combat
 * answered in the panel (Rules notes 4, 24), have no English label; the
 * log's note tags and the combat view's note links open the rules window
 * at their note */
static void
test_no_english (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_for_table (TRUE, dice, &error);
  g_autoptr(GmpQuestion) question = NULL;
  GmpWindow *window;
  GmpMapView *map_view;
  GmpTurnPanel *panel;
  GmpCombatView *view;
  GtkWindow *rules;
  GmpNoteTag *tag;
  const GmpBoard *board;
  int chit;
  g_autofree char *done = NULL;

  g_assert_no_error (error);
  gmp_recovery_discard_unheld ();
  board = gmp_game_get_board (game);
  window = gmp_window_new (NULL, game);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  map_view = gmp_window_get_map_view (window);
  wait_for_allocation (GTK_WIDGET (map_view));
  spin ();
  panel = find_turn_panel (GTK_WIDGET (window));
  g_assert_nonnull (panel);
  g_assert_cmpuint (assert_no_english (GTK_WIDGET (window)), >, 20);

  /* Swarm 1 drawn, by its Portuguese name; Minneapolis into Chicago */
  chit = gmp_board_find_chit (board, "swarm-1");
  click_button (GTK_WIDGET (gmp_turn_panel_get_question_box (panel)), board->chits[chit].name);
  assert_no_english (GTK_WIDGET (window));
  click_city (map_view, board, "MSP");
  assert_no_english (GTK_WIDGET (window));
  click_city (map_view, board, "CHI");
  question = gmp_session_get_question (gmp_game_get_session (game));
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_MOVEMENT);
  done = gmp_turn_info_answer_label (gmp_game_get_state (game), question, GMP_ANSWER_DONE);
  click_button (GTK_WIDGET (gmp_turn_panel_get_question_box (panel)), done);
  assert_no_english (GTK_WIDGET (window));

  /* The combat in Chicago, in the panel, with its odds */
  click_city (map_view, board, "CHI");
  view = gmp_turn_panel_get_combat_view (panel);
  g_assert_nonnull (gmp_combat_view_get_title (view));
  spin ();
  g_assert_cmpuint (assert_no_english (GTK_WIDGET (view)), >, 10);
  assert_no_english (GTK_WIDGET (window));
  assert_note_link_opens_note (GTK_WIDGET (view));
  spin ();

  /* A note tag of the log opens its note */
  tag = find_note_tag (GTK_WIDGET (panel));
  g_assert_nonnull (tag);
  g_assert_true (g_str_has_prefix (gmp_note_tag_get_label (tag), "Nota "));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (tag)));
  spin ();
  rules = find_toplevel (GMP_TYPE_RULES_WINDOW);
  g_assert_nonnull (rules);
  g_assert_cmpstr (gtk_window_get_title (rules), ==, "Notas das regras");
  assert_no_english (GTK_WIDGET (rules));
  gtk_window_destroy (rules);

  gtk_window_destroy (GTK_WINDOW (window));
  spin ();
  gmp_recovery_discard_unheld ();
}

/* The shortcuts window's titles are all translated ("Zoom" included) */
static void
test_shortcuts_window (void)
{
  g_autoptr(GtkBuilder) builder = gmp_builder_new_from_resource (RESOURCE_PREFIX
                                                                 "/gmp-shortcuts.ui");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  gboolean zoom = FALSE;
  guint n_titles = 0;

  for (GSList *l = objects; l != NULL; l = l->next)
    if (GTK_IS_SHORTCUTS_SHORTCUT (l->data) || GTK_IS_SHORTCUTS_GROUP (l->data))
      {
        g_autofree char *title = NULL;
        g_autofree char *english = NULL;

        g_object_get (l->data, "title", &title, NULL);
        english = find_english (title);
        if (english != NULL)
          g_error ("English in the shortcuts window: “%s” in “%s”", english, title);
        zoom |= g_strcmp0 (title, "Ampliar ou reduzir") == 0;
        n_titles++;
      }
  g_assert_true (zoom);
  g_assert_cmpuint (n_titles, >, 10);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* A city as a screen reader says it, in Portuguese: the units' names are
 * the board's, as the rules keep them, framed in Portuguese (issue 17) */
static void
test_city_description (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_default (dice, &error);
  const GmpState *state;
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;
  int chicago, fort;

  g_assert_no_error (error);
  state = gmp_game_get_state (game);
  chicago = gmp_board_find_city (state->board, "CHI");
  fort = gmp_board_fort_at (state->board, (guint) chicago);
  text = gmp_turn_info_describe_city (state, (guint) chicago);
  expected = g_strdup_printf ("Chicago: Fort A, força %u; 2 × Infantry A, Tank A",
                              state->fort_strength[fort]);
  g_assert_cmpstr (text, ==, expected);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-lang-data-XXXXXX", NULL);

  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_setenv ("LANGUAGE", "pt_BR", TRUE);
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  gtk_test_setup (&argc, &argv);
  adw_init ();

  g_test_add_func ("/ui/lang/english-finder", test_english_finder);
  g_test_add_func ("/ui/lang/no-english", test_no_english);
  g_test_add_func ("/ui/lang/shortcuts-window", test_shortcuts_window);
  g_test_add_func ("/ui/lang/preferences-window", test_preferences_window);
  g_test_add_func ("/ui/lang/rules-window", test_rules_window);
  g_test_add_func ("/ui/lang/rules-window-english", test_rules_window_english);
  g_test_add_func ("/ui/lang/rules-window-shared", test_rules_window_shared);
  g_test_add_func ("/ui/lang/language-setting", test_language_setting);
  g_test_add_func ("/ui/lang/city-description", test_city_description);

  return g_test_run ();
}
