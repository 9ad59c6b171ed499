/* test-data-menu.c: the New menu lists the boards and scenarios of the
 * data folders, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Run by tests/test-user-data after it installed the project into a
 * temporary prefix (its share/ in XDG_DATA_DIRS) and put a board and a
 * scenario in a temporary XDG_DATA_HOME; it names them in
 * GMP_EXPECT_BOARD_ID, GMP_EXPECT_BOARD_TITLE and GMP_EXPECT_SCENARIO_TITLE.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"
#include "core/gmp-shipped.h"
#include "gmp-window.h"
#include "ui-util.h"
#include "test-util.h"

typedef struct {
  char     *label;
  char     *action;
  GVariant *target;
} MenuItem;

static void
menu_item_free (MenuItem *item)
{
  g_free (item->label);
  g_free (item->action);
  g_clear_pointer (&item->target, g_variant_unref);
  g_free (item);
}

/* Every item of model and its sections and submenus */
static void
collect_items (GMenuModel *model,
               GPtrArray  *items)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      MenuItem *item = g_new0 (MenuItem, 1);
      GMenuModel *link;

      g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &item->label);
      g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item->action);
      item->target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      g_ptr_array_add (items, item);
      while (g_menu_link_iter_get_next (links, NULL, &link))
        {
          collect_items (link, items);
          g_object_unref (link);
        }
    }
}

static void
find_menu_buttons (GtkWidget *widget,
                   GPtrArray *items)
{
  if (GTK_IS_MENU_BUTTON (widget) && gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)))
    collect_items (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (widget)), items);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_menu_buttons (child, items);
}

static guint
count_action (GPtrArray  *items,
              const char *action,
              const char *label)
{
  guint n = 0;

  for (guint i = 0; i < items->len; i++)
    {
      MenuItem *item = g_ptr_array_index (items, i);

      if (g_strcmp0 (item->action, action) == 0 && (label == NULL || g_strcmp0 (item->label, label) == 0))
        n++;
    }
  return n;
}

static const MenuItem *
find_item (GPtrArray  *items,
           const char *action)
{
  for (guint i = 0; i < items->len; i++)
    {
      MenuItem *item = g_ptr_array_index (items, i);

      if (g_strcmp0 (item->action, action) == 0)
        return item;
    }
  return NULL;
}

static void
test_new_menu (void)
{
  const char *board_id = g_getenv ("GMP_EXPECT_BOARD_ID");
  const char *board_title = g_getenv ("GMP_EXPECT_BOARD_TITLE");
  const char *scenario_title = g_getenv ("GMP_EXPECT_SCENARIO_TITLE");
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) game = gmp_game_new_default (dice, &error);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) menu_item_free);
  g_autofree char *board_label = NULL;
  GmpWindow *window;
  const MenuItem *item;
  gint64 end = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  if (board_id == NULL || board_title == NULL || scenario_title == NULL)
    {
      g_test_fail_printf ("GMP_EXPECT_BOARD_ID, GMP_EXPECT_BOARD_TITLE and "
                          "GMP_EXPECT_SCENARIO_TITLE are unset: run this through "
                          "tests/test-user-data, which installs the data first");
      return;
    }
  g_assert_no_error (error);
  window = g_object_ref_sink (gmp_window_new (NULL, game));
  gmp_window_set_autosave (window, FALSE);
  gtk_window_present (GTK_WINDOW (window));

  /* The menu is filled once the window shows (gmp-window-editor.c) */
  board_label = g_strdup_printf ("New Game on %s", board_title);
  while (count_action (items, "win.new-on-board", NULL) == 0 && g_get_monotonic_time () < end)
    {
      g_ptr_array_set_size (items, 0);
      g_main_context_iteration (NULL, FALSE);
      find_menu_buttons (GTK_WIDGET (window), items);
    }
  g_assert_cmpuint (count_action (items, "win.new-on-board", board_label), ==, 1);
  g_assert_cmpuint (count_action (items, "win.new-data-scenario", scenario_title), ==, 1);
  /* The shipped scenarios once each, though `meson install` copied them to
   * the installed data folder too */
  g_assert_cmpuint (count_action (items, "win.new-scenario", NULL), ==, gmp_shipped_count ());
  g_assert_cmpuint (count_action (items, "win.new-data-scenario", NULL), ==, 1);
  /* The default board is Default Setup, not a second item */
  g_assert_cmpuint (count_action (items, "win.new-on-board", NULL), ==, 1);

  /* Each starts a game on the user's board */
  item = find_item (items, "win.new-on-board");
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), item->action, item->target));
  spin ();
  g_assert_cmpstr (gmp_game_get_board (gmp_window_get_game (window))->id, ==, board_id);
  item = find_item (items, "win.new-data-scenario");
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (window), item->action, item->target));
  spin ();
  g_assert_cmpstr (gmp_game_get_title (gmp_window_get_game (window)), ==, scenario_title);
  g_assert_cmpstr (gmp_game_get_board (gmp_window_get_game (window))->id, ==, board_id);

  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_setup (&argc, &argv);
  test_bind_translations ();
  adw_init ();

  g_test_add_func ("/ui/data-menu/new", test_new_menu);

  return g_test_run ();
}
