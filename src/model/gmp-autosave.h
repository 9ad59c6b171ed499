/* gmp-autosave.h: the game written after every action, for a crash
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The app writes the game with its history to one file in the user's data
 * folder after every action, atomically (a temporary file renamed over the
 * old one), and removes it when the window closes cleanly. A file found at
 * start-up means the app did not close cleanly: it offers to restore it,
 * losing at most the action in flight. The temporary file of a write the
 * app was killed in is removed by the next write, restore or discard.
 */

#pragma once

#include "gmp-game.h"

G_BEGIN_DECLS

/* g_get_user_data_dir()/ginormopod/autosave.gmpscenario */
char     *gmp_autosave_get_path (void);
/* Whether an autosave is there to restore. */
gboolean  gmp_autosave_exists   (void);
/* Writes game to the autosave file, atomically. */
gboolean  gmp_autosave_write    (GmpGame  *game,
                                 GError  **error);
/* The game the autosave holds: modified, and tied to no file, so saving
 * it asks where. */
GmpGame  *gmp_autosave_restore  (GError  **error);
/* Removes the autosave: the app closed cleanly. */
void      gmp_autosave_discard  (void);

G_END_DECLS
