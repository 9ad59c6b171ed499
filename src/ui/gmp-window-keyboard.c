/* gmp-window-keyboard.c: the main window without a mouse
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include "gmp-announcer.h"
#include "gmp-focus-group.h"
#include "gmp-window-keyboard.h"

/* The city nearest the middle of what the map shows */
static int
city_in_view (GmpMapView *map_view)
{
  GmpGame *game = gmp_map_view_get_game (map_view);
  const GmpBoard *board;
  double x, y, best = G_MAXDOUBLE;
  int found = GMP_NONE;

  if (game == NULL)
    return GMP_NONE;
  board = gmp_game_get_board (game);
  gmp_viewport_widget_to_map (gmp_map_view_get_viewport (map_view),
                              gtk_widget_get_width (GTK_WIDGET (map_view)) / 2.0,
                              gtk_widget_get_height (GTK_WIDGET (map_view)) / 2.0, &x, &y);
  for (guint i = 0; i < board->n_cities; i++)
    {
      double distance = hypot (board->cities[i].x - x, board->cities[i].y - y);

      if (distance < best)
        {
          best = distance;
          found = (int) i;
        }
    }
  return found;
}

static void
focus_map_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  GmpMapView *map_view = user_data;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (map_view));

  if (!gtk_widget_get_visible (GTK_WIDGET (map_view)))
    return;
  /* The keyboard's ring goes where the eye already is: the selected city,
   * or the one in the middle of the view */
  if (gmp_map_view_get_focus_city (map_view) == GMP_NONE)
    {
      int city = gmp_map_view_get_selected_city (map_view);

      gmp_map_view_set_focus_city (map_view, city != GMP_NONE ? city : city_in_view (map_view));
    }
  gtk_widget_grab_focus (GTK_WIDGET (map_view));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
}

void
gmp_window_keyboard_init (GtkApplicationWindow *window,
                          GmpMapView           *map_view,
                          GtkWidget            *zoom_box)
{
  const GActionEntry entries[] = {
    { "focus-map", focus_map_activated },
  };

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));
  g_return_if_fail (GMP_IS_MAP_VIEW (map_view));
  g_return_if_fail (GTK_IS_WIDGET (zoom_box));

  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries),
                                   map_view);
  gmp_focus_group_install (zoom_box);
  /* The map's overlay holds the screen reader's live region */
  if (GTK_IS_OVERLAY (gtk_widget_get_parent (zoom_box)))
    gmp_announcer_install (GTK_WINDOW (window), GTK_OVERLAY (gtk_widget_get_parent (zoom_box)));
}
