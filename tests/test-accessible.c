/* test-accessible.c: what a screen reader reads of the window, under Xvfb
 *
 * The names are read through GTK's own accessible attributes, as GTK 4.8's
 * AT-SPI bridge puts them together: a button's label, then the names of
 * what labels it (its child), else the class name of its child.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-accessible.h"
#include "gmp-announcer.h"
#include "gmp-move-odds.h"
#include "gmp-turn-panel.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef UiWindowFixture Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  /* "table": the players' own dice and cup: the chit drawn is theirs */
  ui_window_fixture_set_up (fixture, g_strcmp0 (data, "table") == 0);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_window_fixture_tear_down (fixture);
}

/* The accessible label set on widget, or NULL */
static char *
dup_accessible_label (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL))
    return NULL;
  /* The check gives back the value it found when it is not the one asked */
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_LABEL, "\x01");
}

/* The name GTK 4.8's AT-SPI bridge gives button (as pyatspi reads it): its
 * accessible label, then its child's text when the child labels it; with
 * no label, a text child's text, a mnemonic one's twice ("_Open Open"),
 * else the class of the child ("GtkImage") */
static char *
dup_button_name (GtkWidget *button)
{
  g_autofree char *label = dup_accessible_label (button);
  GtkWidget *child = GTK_IS_BUTTON (button) ? gtk_button_get_child (GTK_BUTTON (button))
                                            : gtk_widget_get_first_child (button);
  gboolean text_child = GTK_IS_LABEL (child) && *gtk_label_get_text (GTK_LABEL (child)) != '\0';

  if (label != NULL && *label != '\0')
    {
      if (text_child && gtk_test_accessible_has_relation (GTK_ACCESSIBLE (button),
                                                          GTK_ACCESSIBLE_RELATION_LABELLED_BY))
        return g_strdup_printf ("%s %s", label, gtk_label_get_text (GTK_LABEL (child)));
      return g_steal_pointer (&label);
    }
  if (text_child && gtk_label_get_use_underline (GTK_LABEL (child)))
    return g_strdup_printf ("%s %s", gtk_label_get_label (GTK_LABEL (child)),
                            gtk_label_get_text (GTK_LABEL (child)));
  if (text_child)
    return g_strdup (gtk_label_get_text (GTK_LABEL (child)));
  return g_strdup (G_OBJECT_TYPE_NAME (child != NULL ? child : button));
}

/* "Open Open": a name said twice */
static gboolean
says_it_twice (const char *name)
{
  gsize len = strlen (name);

  return len % 2 == 1 && name[len / 2] == ' ' && strncmp (name, name + len / 2 + 1, len / 2) == 0;
}

/* Every button under widget, in sight or in a part hidden now (the dice
 * entry, the editor), has a name a person can hear; one hidden itself (a
 * toast's unused button) is not read at all */
static guint
check_button_names (GtkWidget *widget)
{
  GtkAccessibleRole role = gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (widget));
  GtkWidget *parent = gtk_widget_get_parent (widget);
  guint n = 0;

  if (!gtk_widget_get_visible (widget))
    return 0;

  /* A menu button's or a drop-down's own toggle is read as its parent; a
   * view switcher's buttons are tabs, named by their page */
  if (GTK_IS_DROP_DOWN (widget))
    {
      g_autofree char *label = dup_accessible_label (widget);

      if (label == NULL || *label == '\0' || strchr (label, '_') != NULL)
        g_error ("a drop-down is read as “%s”", label != NULL ? label : "");
    }
  if (((GTK_IS_BUTTON (widget) && !GTK_IS_MENU_BUTTON (parent) && !GTK_IS_DROP_DOWN (parent))
       || GTK_IS_MENU_BUTTON (widget))
      && role == GTK_ACCESSIBLE_ROLE_BUTTON)
    {
      g_autofree char *name = dup_button_name (widget);

      g_test_message ("%s: “%s”", G_OBJECT_TYPE_NAME (widget), name);
      if (*name == '\0' || g_str_has_prefix (name, "Gtk") || g_str_has_prefix (name, "Adw")
          || strchr (name, '_') != NULL || says_it_twice (name))
        g_error ("a %s in a %s in a %s is read as “%s”", G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (parent),
                 G_OBJECT_TYPE_NAME (gtk_widget_get_parent (parent)), name);
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += check_button_names (child);
  return n;
}

/* The first widget of the type named under widget, or NULL */
static GtkWidget *
find_type (GtkWidget  *widget,
           const char *type_name)
{
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), type_name))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_type (child, type_name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
test_says_it_twice (void)
{
  g_assert_true (says_it_twice ("Open Open"));
  g_assert_true (says_it_twice ("Main Menu Main Menu"));
  g_assert_false (says_it_twice ("Open"));
  g_assert_false (says_it_twice ("Zoom In"));
  g_assert_false (says_it_twice ("Note 3"));
}

/* The names GTK 4.8 made of the buttons before they had their own */
static void
test_button_name_rules (void)
{
  GtkWidget *icon = gtk_button_new_from_icon_name ("edit-undo-symbolic");
  GtkWidget *mnemonic = gtk_button_new_with_mnemonic ("_Open");
  g_autofree char *icon_name = NULL;
  g_autofree char *mnemonic_name = NULL;

  g_object_ref_sink (icon);
  g_object_ref_sink (mnemonic);
  icon_name = dup_button_name (icon);
  mnemonic_name = dup_button_name (mnemonic);
  g_assert_cmpstr (icon_name, ==, "GtkImage");
  g_assert_cmpstr (mnemonic_name, ==, "_Open Open");
  g_clear_pointer (&icon_name, g_free);
  g_clear_pointer (&mnemonic_name, g_free);

  /* Named, they say their names alone */
  gmp_accessible_set_name (icon, "Undo");
  gmp_accessible_name_mnemonic_button (mnemonic);
  icon_name = dup_button_name (icon);
  mnemonic_name = dup_button_name (mnemonic);
  g_assert_cmpstr (icon_name, ==, "Undo");
  g_assert_cmpstr (mnemonic_name, ==, "Open");
  g_object_unref (icon);
  g_object_unref (mnemonic);
}

static void
test_window_buttons (Fixture       *fixture,
                     gconstpointer  data)
{
  GmpEditorPanel *panel = _gmp_window_get_editor_panel (fixture->window);
  guint n_play, n_edit;

  /* A toast on screen: its close button is named too (libadwaita 1.2
   * leaves it unnamed) */
  gmp_window_add_toast (fixture->window, "Undone: Drew Swarm 1");
  spin ();
  g_assert_nonnull (find_type (GTK_WIDGET (fixture->window), "AdwToastWidget"));
  n_play = check_button_names (GTK_WIDGET (fixture->window));
  /* The header's nine, the zoom's three, the toast's close, the panel's
   * answers and dice */
  g_assert_cmpuint (n_play, >=, 21);

  /* The editor, with a city's units and its Fort in its page */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.edit-mode", NULL));
  spin ();
  gmp_map_view_set_selected_city (fixture->map_view,
                                  gmp_board_find_city (gmp_game_get_board (fixture->game), "CHI"));
  spin ();
  g_assert_cmpint (gmp_city_editor_get_city (gmp_editor_panel_get_city_editor (panel)), >=, 0);
  n_edit = check_button_names (GTK_WIDGET (fixture->window));
  g_assert_cmpuint (n_edit, >, n_play);
}

/* The side panel's question, found as a person would: beside the map */
static GmpQuestionBox *
panel_question (Fixture *fixture)
{
  for (GtkWidget *w = GTK_WIDGET (fixture->map_view); w != NULL; w = gtk_widget_get_parent (w))
    if (GTK_IS_PANED (w))
      for (GtkWidget *c = gtk_paned_get_end_child (GTK_PANED (w)); c != NULL;
           c = gtk_widget_get_first_child (c))
        if (GMP_IS_TURN_PANEL (c))
          return gmp_turn_panel_get_question_box (GMP_TURN_PANEL (c));
  g_error ("no turn panel beside the map");
}

static char *
dup_description (GtkWidget *widget)
{
  if (!gtk_test_accessible_has_property (GTK_ACCESSIBLE (widget),
                                         GTK_ACCESSIBLE_PROPERTY_DESCRIPTION))
    return NULL;
  return gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget),
                                             GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "\x01");
}

static int
city_id (Fixture    *fixture,
         const char *id)
{
  int city = gmp_board_find_city (gmp_game_get_board (fixture->game), id);

  g_assert_cmpint (city, >=, 0);
  return city;
}

/* The focused city says what stands there and, with a stack picked,
 * whether it can go there, the cost and the odds (Rules notes 7, 24) */
static void
test_focused_city_description (Fixture       *fixture,
                               gconstpointer  data)
{
  const GmpBoard *board = gmp_game_get_board (fixture->game);
  GmpQuestionBox *question_box = panel_question (fixture);
  const GmpState *state;
  const GmpMoveOptions *moves;
  int msp = city_id (fixture, "MSP");
  int battle = GMP_NONE, quiet = GMP_NONE, illegal = GMP_NONE;
  g_autofree char *description = NULL;
  g_autofree char *odds = NULL;
  g_autofree char *cost = NULL;

  g_assert_true (gmp_question_box_answer (question_box, gmp_board_find_chit (board, "swarm-1")));
  state = gmp_game_get_state (fixture->game);

  /* Nothing picked: what stands there, Fort and Guards included */
  gmp_map_view_set_focus_city (fixture->map_view, city_id (fixture, "CHI"));
  description = dup_description (GTK_WIDGET (fixture->map_view));
  g_assert_nonnull (description);
  g_assert_nonnull (strstr (description, "Chicago"));
  g_assert_nonnull (strstr (description, "Fort"));
  g_assert_null (strstr (description, "destination"));
  g_clear_pointer (&description, g_free);

  gmp_map_view_set_selected_city (fixture->map_view, msp);
  moves = gmp_map_view_get_move_options (fixture->map_view);
  g_assert_nonnull (moves);
  for (guint i = 0; i < moves->n_targets; i++)
    {
      guint n = moves->targets[i].city;
      guint n_picked;
      const guint *picked = gmp_map_view_get_picked_units (fixture->map_view, &n_picked);
      g_autofree char *battle_odds = gmp_move_odds_describe (state, picked, n_picked, n);

      if (battle_odds != NULL && battle == GMP_NONE)
        {
          battle = (int) n;
          odds = g_steal_pointer (&battle_odds);
          cost = g_strdup_printf ("%u MP", moves->targets[i].cost);
        }
      else if (battle_odds == NULL && quiet == GMP_NONE)
        quiet = (int) n;
    }
  for (guint i = 0; i < board->n_cities && illegal == GMP_NONE; i++)
    if ((int) i != msp && gmp_move_options_find (moves, i) == NULL)
      illegal = (int) i;
  g_assert_cmpint (battle, !=, GMP_NONE);
  g_assert_cmpint (quiet, !=, GMP_NONE);
  g_assert_cmpint (illegal, !=, GMP_NONE);

  /* A battle: legal, its cost, its odds, as the map's tooltip has them */
  gmp_map_view_set_focus_city (fixture->map_view, battle);
  description = dup_description (GTK_WIDGET (fixture->map_view));
  g_test_message ("%s", description);
  g_assert_nonnull (strstr (description, board->cities[battle].name));
  g_assert_nonnull (strstr (description, "A legal destination"));
  g_assert_nonnull (strstr (description, cost));
  g_assert_nonnull (strstr (description, odds));
  g_assert_nonnull (strstr (description, "%"));
  g_clear_pointer (&description, g_free);

  /* A quiet move: legal and its cost, no odds */
  gmp_map_view_set_focus_city (fixture->map_view, quiet);
  description = dup_description (GTK_WIDGET (fixture->map_view));
  g_assert_nonnull (strstr (description, "A legal destination"));
  g_assert_null (strstr (description, "%"));
  g_clear_pointer (&description, g_free);

  /* Out of reach: said so */
  gmp_map_view_set_focus_city (fixture->map_view, illegal);
  description = dup_description (GTK_WIDGET (fixture->map_view));
  g_test_message ("%s", description);
  g_assert_nonnull (strstr (description, "Not a legal destination"));
  g_clear_pointer (&description, g_free);

  /* The stack itself */
  gmp_map_view_set_focus_city (fixture->map_view, msp);
  description = dup_description (GTK_WIDGET (fixture->map_view));
  g_assert_nonnull (strstr (description, "Selected"));
}

/* What win.narrate tells reaches the screen reader: here (GTK 4.8) through
 * the live region, a status the reader follows */
static void
test_announcements (Fixture       *fixture,
                    gconstpointer  data)
{
  GtkLabel *live = gmp_announcer_get_live_region (GTK_WINDOW (fixture->window));

#if GMP_ANNOUNCER_USES_GTK
  /* GTK announces itself: no live region may be left in the window */
  g_assert_null (live);
  return;
#endif
  g_assert_nonnull (live);
  g_assert_cmpint (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (live)), ==,
                   GTK_ACCESSIBLE_ROLE_STATUS);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (live)));
  g_assert_false (gtk_widget_get_focusable (GTK_WIDGET (live)));

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->map_view), "win.narrate", "s",
                                             "Drew Swarm 1 from the cup."));
  g_assert_cmpstr (gtk_label_get_text (live), ==, "Drew Swarm 1 from the cup.");
  /* The same news again is a change the reader hears */
  gmp_announcer_announce (GTK_WIDGET (fixture->map_view), "Drew Swarm 1 from the cup.");
  g_assert_cmpstr (gtk_label_get_text (live), ==, "Drew Swarm 1 from the cup.");
  gmp_announcer_announce (GTK_WIDGET (fixture->map_view), "The Swarm wins in Chicago.");
  g_assert_cmpstr (gtk_label_get_text (live), ==, "The Swarm wins in Chicago.");

  /* A game's own narration: the chit drawn from the panel */
  {
    const GmpBoard *board = gmp_game_get_board (fixture->game);
    GmpQuestionBox *question_box = panel_question (fixture);

    gtk_label_set_text (live, "");
    g_assert_true (gmp_question_box_answer (question_box, gmp_board_find_chit (board, "swarm-2")));
    spin ();
    g_test_message ("announced: %s", gtk_label_get_text (live));
    g_assert_cmpstr (gtk_label_get_text (live), !=, "");
    g_assert_cmpstr (gtk_label_get_text (live), ==, _gmp_window_get_narration (fixture->window));
  }
}

int
main (int   argc,
      char *argv[])
{
  /* GTK's in-process accessibility backend: the attributes kept, no bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_setup (&argc, &argv);
  adw_init ();
  test_bind_translations ();

  g_test_add_func ("/ui/accessible/says-it-twice", test_says_it_twice);
  g_test_add_func ("/ui/accessible/button-name-rules", test_button_name_rules);
  g_test_add ("/ui/accessible/window-buttons", Fixture, NULL,
              fixture_set_up, test_window_buttons, fixture_tear_down);
  g_test_add ("/ui/accessible/focused-city", Fixture, "table",
              fixture_set_up, test_focused_city_description, fixture_tear_down);
  g_test_add ("/ui/accessible/announcements", Fixture, "table",
              fixture_set_up, test_announcements, fixture_tear_down);

  return g_test_run ();
}
