/* ui-util.h: what the tests that drive real widgets share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include <gtk/gtk.h>

#include "gmp-window.h"
#include "gtk-test-setup.h"

/* Lets GTK handle what is pending: a few rounds of the main loop */
static inline void
spin (void)
{
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

/* Waits (at most five seconds) until widget has a size: it is laid out */
static inline void
wait_for_allocation (GtkWidget *widget)
{
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while ((gtk_widget_get_width (widget) <= 0 || gtk_widget_get_height (widget) <= 0)
         && g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
  g_assert_cmpint (gtk_widget_get_width (widget), >, 0);
  g_assert_cmpint (gtk_widget_get_height (widget), >, 0);
}

/* Waits (at most five seconds) until the stack widget is a page of has
 * ended its transition: until then both pages are in sight, and in the
 * Tab cycle */
static inline void
ui_wait_for_stack_page (GtkWidget *page)
{
  GtkStack *stack = GTK_STACK (gtk_widget_get_parent (page));
  gint64 end = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while ((gtk_stack_get_visible_child (stack) != page || gtk_stack_get_transition_running (stack))
         && g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  g_assert_true (gtk_stack_get_visible_child (stack) == page);
  g_assert_false (gtk_stack_get_transition_running (stack));
}

/* Lets the frame clock draw what changed: a second of the main loop */
static inline void
ui_wait_for_frames (void)
{
  gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

  while (g_get_monotonic_time () < end)
    g_main_context_iteration (NULL, FALSE);
}

/* The window drawn as it shows, through its own renderer (no screen grab,
 * so no window manager or other window gets in the picture) */
static inline GskRenderNode *
ui_window_node (GtkWindow *window)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  wait_for_allocation (widget);
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot),
                          gtk_widget_get_width (widget), gtk_widget_get_height (widget));
  return gtk_snapshot_free_to_node (snapshot);
}

/* Saves window as a PNG at path, with over (a dialog of it, or NULL) drawn
 * on top where a window manager would put it: centred on the window, as
 * GTK asks of a transient dialog. Both are rendered as one picture */
static inline void
ui_save_windows_png (GtkWindow  *window,
                     GtkWindow  *over,
                     const char *path)
{
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));
  GtkSnapshot *snapshot;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GskRenderNode) main_node = NULL;
  g_autoptr(GskRenderNode) over_node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  ui_wait_for_frames ();
  main_node = ui_window_node (window);
  g_assert_nonnull (main_node);
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_node (snapshot, main_node);
  if (over != NULL)
    {
      int over_width, over_height;

      over_node = ui_window_node (over);
      g_assert_nonnull (over_node);
      over_width = gtk_widget_get_width (GTK_WIDGET (over));
      over_height = gtk_widget_get_height (GTK_WIDGET (over));
      /* A dialog taller or wider than the window would be clipped */
      g_assert_cmpint (over_width, <=, width);
      g_assert_cmpint (over_height, <=, height);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - over_width) / 2,
                                                             (height - over_height) / 2));
      /* The dialog's edge, as a window manager's shadow would show it */
      gtk_snapshot_append_outset_shadow (snapshot,
                                         &GSK_ROUNDED_RECT_INIT (0, 0, over_width, over_height),
                                         &(GdkRGBA) { 0, 0, 0, 0.35 }, 0, 4, 2, 16);
      gtk_snapshot_append_node (snapshot, over_node);
      gtk_snapshot_restore (snapshot);
    }
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
  if (path != NULL)
    g_assert_true (gdk_texture_save_to_png (texture, path));
}

/* Where the screenshot called name goes: $GMP_SCREENSHOT_DIR/NAME-LANG.png,
 * LANG from $LANGUAGE ("en" when unset; "pt_BR:en" asks for pt_BR first),
 * or NULL without the directory (build-aux/screenshots sets it) */
static inline char *
ui_screenshot_path (const char *name)
{
  const char *dir = g_getenv ("GMP_SCREENSHOT_DIR");
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *lang = NULL;
  g_autofree char *file = NULL;

  if (dir == NULL || *dir == '\0')
    return NULL;
  if (language == NULL || *language == '\0')
    lang = g_strdup ("en");
  else
    lang = g_strndup (language, strcspn (language, ":"));
  file = g_strdup_printf ("%s-%s.png", name, lang);
  return g_build_filename (dir, file, NULL);
}

/* Ends a test's window and lets go of it and of its game */
static inline void
ui_window_close (GmpWindow **window,
                 GmpGame   **game)
{
  gtk_window_destroy (GTK_WINDOW (*window));
  g_clear_object (window);
  g_clear_object (game);
}

/* Saves window as a PNG at path (rendered all the same when path is NULL,
 * so that a test without a path still draws what it would save) */
static inline void
ui_save_window_png (GtkWindow  *window,
                    const char *path)
{
  ui_save_windows_png (window, NULL, path);
}

/* The widget named name (gtk_widget_set_name()) at or under widget, or NULL */
static inline GtkWidget *
ui_find_named (GtkWidget  *widget,
               const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (widget), name) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The first visible widget at or under widget (through visible ones only)
 * for which is_it (widget, data) is TRUE, or NULL: what a player can see */
static inline GtkWidget *
ui_find_widget (GtkWidget      *widget,
                gboolean      (*is_it) (GtkWidget *widget, gconstpointer data),
                gconstpointer   data)
{
  if (!gtk_widget_get_visible (widget))
    return NULL;
  if (is_it (widget, data))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_widget (child, is_it, data);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static inline gboolean
ui_is_button_labelled (GtkWidget     *widget,
                       gconstpointer  label)
{
  return GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

/* The visible button labelled label under widget, or NULL: what a player
 * would find and click */
static inline GtkButton *
ui_find_button (GtkWidget  *widget,
                const char *label)
{
  return (GtkButton *) ui_find_widget (widget, ui_is_button_labelled, label);
}

/* A window on game, width × height, shown and laid out (its map has a
 * size); its autosave on or off. The caller owns the reference. */
static inline GmpWindow *
ui_window_show (GmpGame  *game,
                gboolean  autosave,
                int       width,
                int       height)
{
  GmpWindow *window = g_object_ref_sink (gmp_window_new (NULL, game));

  gmp_window_set_autosave (window, autosave);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_allocation (GTK_WIDGET (gmp_window_get_map_view (window)));
  return window;
}

/* A window on a new game, 1280 × 800, and its map: the fixture of the
 * keyboard, accessibility and AT-SPI tests. table: the players' own dice
 * and cup, every chit an answer; else the app rolls and draws. */
typedef struct {
  GmpGame    *game;
  GmpWindow  *window;
  GmpMapView *map_view;
} UiWindowFixture;

static inline void
ui_window_fixture_set_up (UiWindowFixture *fixture,
                          gboolean         table)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;

  if (table)
    fixture->game = gmp_game_new_for_table (TRUE, dice, &error);
  else
    fixture->game = gmp_game_new_default (dice, &error);
  g_assert_no_error (error);
  fixture->window = ui_window_show (fixture->game, FALSE, 1280, 800);
  fixture->map_view = gmp_window_get_map_view (fixture->window);
  /* The log comes a frame after the rest of the panel */
  ui_wait_for_frames ();
}

static inline void
ui_window_fixture_tear_down (UiWindowFixture *fixture)
{
  gtk_window_destroy (GTK_WINDOW (fixture->window));
  g_clear_object (&fixture->window);
  g_clear_object (&fixture->game);
}
