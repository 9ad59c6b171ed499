/* gmp-window.h: the main window: header bar and the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "model/gmp-game.h"
#include "gmp-map-view.h"

G_BEGIN_DECLS

#define GMP_TYPE_WINDOW (gmp_window_get_type ())

G_DECLARE_FINAL_TYPE (GmpWindow, gmp_window, GMP, WINDOW, AdwApplicationWindow)

GmpWindow  *gmp_window_new          (GtkApplication *application,
                                     GmpGame        *game);
GmpGame    *gmp_window_get_game     (GmpWindow      *self);
void        gmp_window_set_game     (GmpWindow      *self,
                                     GmpGame        *game);
GmpMapView *gmp_window_get_map_view (GmpWindow      *self);
/* Loads file into this window; on failure shows why and keeps the game. */
gboolean    gmp_window_open_file    (GmpWindow      *self,
                                     GFile          *file);
/* Replaces the game with a fresh one on the default board. */
gboolean    gmp_window_new_game     (GmpWindow      *self);

G_END_DECLS
