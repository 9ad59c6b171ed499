/* gmp-game-holder.h: a window that holds one game, as the questions about it see it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The question before a changed game goes (gmp-save-changes.h) and the
 * unsaved games offered back (gmp-unsaved-games.h) work on any window that
 * holds a game, through this interface, not on GmpWindow: the window
 * includes them, and they never include the window (no circle of files,
 * docs/architecture.md), as GNOME Text Editor's save-changes dialog takes
 * a parent window and the pages to save, not the editor window.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_GAME_HOLDER (gmp_game_holder_get_type ())

G_DECLARE_INTERFACE (GmpGameHolder, gmp_game_holder, GMP, GAME_HOLDER, GtkWindow)

struct _GmpGameHolderInterface
{
  GTypeInterface parent_iface;

  GmpGame   *(*get_game)          (GmpGameHolder *self);
  void       (*set_game)          (GmpGameHolder *self,
                                   GmpGame       *game);
  gboolean   (*save_to)           (GmpGameHolder *self,
                                   GFile         *file);
  GtkWidget *(*get_save_question) (GmpGameHolder *self);
  GtkWindow *(*new_window)        (GmpGameHolder *self,
                                   GmpGame       *game);
};

/* The game shown, or NULL */
GmpGame   *gmp_game_holder_get_game          (GmpGameHolder *self);
/* Puts game in the place of the one shown, without asking */
void       gmp_game_holder_set_game          (GmpGameHolder *self,
                                              GmpGame       *game);
/* Saves the game to file; on failure the holder shows why */
gboolean   gmp_game_holder_save_to           (GmpGameHolder *self,
                                              GFile         *file);
/* The question a refused save left on screen, whose answer may save after
 * all (a position with problems: save it as a draft?), or NULL */
GtkWidget *gmp_game_holder_get_save_question (GmpGameHolder *self);
/* A new window of the same kind, holding game, not yet shown */
GtkWindow *gmp_game_holder_new_window        (GmpGameHolder *self,
                                              GmpGame       *game);

G_END_DECLS
