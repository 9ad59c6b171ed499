/* gmp-window-keyboard.h: the main window without a mouse
 *
 * win.focus-map (Ctrl+M) puts the focus on the map from anywhere, with its
 * focus ring showing; the zoom buttons are one Tab stop (gmp-focus-group.h);
 * what win.narrate tells is announced to the screen reader (gmp-announcer.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "gmp-map-view.h"

G_BEGIN_DECLS

void gmp_window_keyboard_init (GtkApplicationWindow *window,
                               GmpMapView           *map_view,
                               GtkWidget            *zoom_box);

G_END_DECLS
