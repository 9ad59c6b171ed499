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
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  GmpGame   *game;
  GmpWindow *window;
  GmpMapView *map_view;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;

  fixture->game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  fixture->window = g_object_ref_sink (gmp_window_new (NULL, fixture->game));
  gmp_window_set_autosave (fixture->window, FALSE);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_for_allocation (GTK_WIDGET (fixture->map_view));
  spin ();
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->window);
  g_clear_object (&fixture->game);
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
  /* libadwaita 1.2's toasts leave their close button unnamed: theirs */
  if (g_str_equal (G_OBJECT_TYPE_NAME (widget), "AdwToastWidget"))
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

  n_play = check_button_names (GTK_WIDGET (fixture->window));
  /* The header's nine, the zoom's three, the panel's answers and dice */
  g_assert_cmpuint (n_play, >=, 20);

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

int
main (int   argc,
      char *argv[])
{
  /* GTK's in-process accessibility backend: the attributes kept, no bus */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_init (&argc, &argv, NULL);
  test_bind_translations ();

  g_test_add_func ("/ui/accessible/says-it-twice", test_says_it_twice);
  g_test_add_func ("/ui/accessible/button-name-rules", test_button_name_rules);
  g_test_add ("/ui/accessible/window-buttons", Fixture, NULL,
              fixture_set_up, test_window_buttons, fixture_tear_down);

  return g_test_run ();
}
