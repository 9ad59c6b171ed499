/* gmp-quit.h: Quit asks once for every changed game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Quit with two or more windows whose games have unsaved changes asks one
 * question that lists them all, as GNOME Text Editor does: Save All (a
 * game never saved asks for its file first), Discard All (their autosaves
 * go too: thrown away on purpose) or Cancel (every window stays as it
 * was). With one changed game, that window asks alone
 * (gmp-save-changes.h); with none, every window closes.
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void       gmp_quit                  (GtkApplication *app);
/* The question on screen, or NULL (for the tests) */
GtkWidget *gmp_quit_get_question     (GtkApplication *app);

G_END_DECLS
