/* gmp-unsaved-games.h: the unsaved games offered back, at start and in the menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every unsaved game keeps its own file (gmp-recovery.h). Those no window
 * holds (the app was killed, or crashed) are offered back when the app
 * starts, and listed under Unsaved Games with New and Open in the primary
 * menu, until each is saved or discarded on purpose.
 *
 * window is any application window that holds a game (gmp-game-holder.h).
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Lists the unsaved games in section (a submenu, Unsaved Games, or nothing
 * when there are none), again each time the window becomes active; adds
 * win.restore-unsaved (the file's path), which opens one in the window in
 * the place of its game (gmp-save-changes.h). */
void              gmp_unsaved_games_attach   (GtkWindow *window,
                                              GMenu     *section);
/* Lists them again now */
void              gmp_unsaved_games_update   (GtkWindow *window);
/* The section attach() fills (for the tests) */
GMenu            *gmp_unsaved_games_get_menu (GtkWindow *window);
/* When there are unsaved games, asks whether to restore them: Restore
 * opens the first in window and each other in a window of its own;
 * Discard removes them; Not Now leaves them in the menu. Returns the
 * dialog shown, or NULL. */
GtkWidget        *gmp_unsaved_games_offer    (GtkWindow *window);

G_END_DECLS
