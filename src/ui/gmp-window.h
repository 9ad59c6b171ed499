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
/* Loads file into this window, in the place of the game once that may go
 * (Save / Discard / Cancel when it has unsaved changes, gmp-save-changes.h);
 * on failure shows why and keeps the game. */
gboolean    gmp_window_open_file    (GmpWindow      *self,
                                     GFile          *file);
/* Replaces the game with a fresh one on the default board, asking first
 * as gmp_window_open_file() does. */
gboolean    gmp_window_new_game     (GmpWindow      *self);
/* Saves the game to file (remembered among the recent games); on failure
 * shows why. */
gboolean    gmp_window_save_to      (GmpWindow      *self,
                                     GFile          *file);
/* Whether the game is written to its autosave after every action (on by
 * default; see gmp-recovery.h). */
void        gmp_window_set_autosave (GmpWindow      *self,
                                     gboolean        autosave);
/* Shows the combat under way in the side panel, its question focused. */
void        gmp_window_show_combat  (GmpWindow      *self);
/* Replaces the toast on screen, if any (widgets use win.toast, gmp-tell.h). */
void        gmp_window_add_toast    (GmpWindow      *self,
                                     const char     *text);

G_END_DECLS
