/* gmp-save-changes.h: Save / Discard / Cancel before a changed game goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every way a game leaves its window comes through here: New of every
 * kind, Open, a dropped file, a recent game, the close button and Quit.
 * When the game has changes that are not saved, the window asks first, as
 * GNOME Text Editor does: Save (asking for a file name first when the game
 * has none, and going on only once it is saved), Discard (its autosave is
 * removed too: the changes are thrown away on purpose) or Cancel (the game
 * stays as it was, changes, file and autosave alike).
 *
 * window is any window that holds a game (gmp-game-holder.h): the question
 * reaches the game through it, never through GmpWindow.
 */

#pragma once

#include "gmp-game-holder.h"

G_BEGIN_DECLS

/* Asks about the game in window, when it has unsaved changes; at once
 * done (TRUE) when it has none. One question at a time per window: a
 * second request while one is asked brings it to the front and fails with
 * G_IO_ERROR_PENDING. (Where the question is an AdwDialog, libadwaita
 * 1.5 on, closing the window while it asks closes the question first, as
 * Escape does: the players keep the game.) */
void              gmp_save_changes_ask_async     (GtkWindow           *window,
                                                  GCancellable        *cancellable,
                                                  GAsyncReadyCallback  callback,
                                                  gpointer             user_data);
/* TRUE: the game was saved or its changes discarded, or it had none: it
 * may go. FALSE with G_IO_ERROR_CANCELLED: the players want it kept. */
gboolean          gmp_save_changes_ask_finish    (GtkWindow           *window,
                                                  GAsyncResult        *result,
                                                  GError             **error);

typedef void (*GmpSaveChangesDone) (GtkWindow *window,
                                    gpointer   user_data);

/* Puts game in the place of window's game once the question allows it (at
 * once, before returning, when there is nothing to ask), then calls done;
 * when the players cancel, game is dropped and done is not called.
 * destroy frees user_data either way. */
void              gmp_save_changes_replace_game  (GtkWindow           *window,
                                                  GmpGame             *game,
                                                  GmpSaveChangesDone   done,
                                                  gpointer             user_data,
                                                  GDestroyNotify       destroy);

/* For a New that asks about the new game itself (its setup dice, who
 * plays it): the save question comes first, before anything about the new
 * game (issue 16). Calls then once the question allows it (at once, before
 * returning, when there is nothing to ask); when the players cancel, then
 * is not called. then puts its game in place with
 * gmp_save_changes_put_game(), not gmp_save_changes_replace_game(): after
 * Discard the old game keeps its changes, and would be asked about again.
 * destroy frees user_data either way. */
void              gmp_save_changes_ask_then      (GtkWindow           *window,
                                                  GmpSaveChangesDone   then,
                                                  gpointer             user_data,
                                                  GDestroyNotify       destroy);

/* After gmp_save_changes_ask_then(): puts game, set up, in the place of
 * window's. The old game's autosave is removed only now when the players
 * discarded its changes: a setup cancelled keeps the game and its
 * autosave as they were (issue 16) */
void              gmp_save_changes_put_game      (GtkWindow           *window,
                                                  GmpGame             *game);

/* "Save Changes?" with body and the answers "cancel" (Escape too),
 * "discard" (destructive) and "save" (suggested, the default), as both this
 * window's question and Quit's (gmp-quit.h) ask it */
GtkWidget        *gmp_save_changes_new_question  (GtkWindow           *parent,
                                                  const char          *body,
                                                  const char          *discard_label,
                                                  const char          *save_label);

/* The question on screen for window, or NULL; and the chooser its Save
 * opened for a game with no file yet, or NULL (for the tests) */
GtkWidget        *gmp_save_changes_get_question  (GtkWindow           *window);
GtkFileChooserNative *gmp_save_changes_get_chooser (GtkWindow         *window);

G_END_DECLS
