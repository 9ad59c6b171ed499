/* gmp-save-chooser.h: the file chooser that asks where to save a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

/* A modal chooser, not yet shown, for where to save game: scenario files,
 * the game's title as the name, in the folder of its file when it has one. */
GtkFileChooserNative *gmp_save_chooser_new (GtkWindow *parent,
                                            GmpGame   *game);

G_END_DECLS
