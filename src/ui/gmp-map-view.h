/* gmp-map-view.h: the map, drawn by src/render/, with zoom, pan and selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"
#include "gmp-viewport.h"

G_BEGIN_DECLS

#define GMP_TYPE_MAP_VIEW (gmp_map_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpMapView, gmp_map_view, GMP, MAP_VIEW, GtkWidget)

GtkWidget    *gmp_map_view_new               (void);
GmpGame      *gmp_map_view_get_game          (GmpMapView *self);
void          gmp_map_view_set_game          (GmpMapView *self,
                                              GmpGame    *game);
GmpViewport  *gmp_map_view_get_viewport      (GmpMapView *self);
/* The "map" actions (zoom-in, zoom-out, fit, pan): the window inserts them
 * too, so menus and shortcuts reach them wherever the focus is. */
GActionGroup *gmp_map_view_get_actions       (GmpMapView *self);
int           gmp_map_view_get_selected_city (GmpMapView *self);
void          gmp_map_view_set_selected_city (GmpMapView *self,
                                              int         city);
/* Selects the city under the widget point, or clears the selection. */
int           gmp_map_view_select_at         (GmpMapView *self,
                                              double      x,
                                              double      y);

G_END_DECLS
