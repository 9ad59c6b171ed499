/* gmp-game-holder.c: a window that holds one game, as the questions about it see it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-game-holder.h"

G_DEFINE_INTERFACE (GmpGameHolder, gmp_game_holder, GTK_TYPE_WINDOW)

static void
gmp_game_holder_default_init (GmpGameHolderInterface *iface)
{
}

GmpGame *
gmp_game_holder_get_game (GmpGameHolder *self)
{
  g_return_val_if_fail (GMP_IS_GAME_HOLDER (self), NULL);

  return GMP_GAME_HOLDER_GET_IFACE (self)->get_game (self);
}

void
gmp_game_holder_set_game (GmpGameHolder *self,
                          GmpGame       *game)
{
  g_return_if_fail (GMP_IS_GAME_HOLDER (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  GMP_GAME_HOLDER_GET_IFACE (self)->set_game (self, game);
}

gboolean
gmp_game_holder_save_to (GmpGameHolder *self,
                         GFile         *file)
{
  g_return_val_if_fail (GMP_IS_GAME_HOLDER (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  return GMP_GAME_HOLDER_GET_IFACE (self)->save_to (self, file);
}

GtkWidget *
gmp_game_holder_get_save_question (GmpGameHolder *self)
{
  GmpGameHolderInterface *iface;

  g_return_val_if_fail (GMP_IS_GAME_HOLDER (self), NULL);

  iface = GMP_GAME_HOLDER_GET_IFACE (self);
  return iface->get_save_question != NULL ? iface->get_save_question (self) : NULL;
}

GtkWindow *
gmp_game_holder_new_window (GmpGameHolder *self,
                            GmpGame       *game)
{
  g_return_val_if_fail (GMP_IS_GAME_HOLDER (self), NULL);
  g_return_val_if_fail (GMP_IS_GAME (game), NULL);

  return GMP_GAME_HOLDER_GET_IFACE (self)->new_window (self, game);
}
