/* gmp-player-level.c: the computer player's levels by name
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-error.h"
#include "gmp-i18n.h"
#include "gmp-player-level.h"
#include "gmp-quote.h"

static const char *const level_names[GMP_N_PLAYER_LEVELS] = {
  [GMP_PLAYER_SIMPLE] = "simple",
  [GMP_PLAYER_STRONG] = "strong",
};

const char *
gmp_player_level_to_string (GmpPlayerLevel level)
{
  g_return_val_if_fail (level < GMP_N_PLAYER_LEVELS, NULL);
  return level_names[level];
}

const char *
gmp_player_level_get_name (GmpPlayerLevel level)
{
  g_return_val_if_fail (level < GMP_N_PLAYER_LEVELS, NULL);

  /* TRANSLATORS: the computer player's levels, as the app lists them */
  return level == GMP_PLAYER_SIMPLE ? _("Simple") : _("Strong");
}

gboolean
gmp_player_level_from_string (const char      *text,
                              GmpPlayerLevel  *level,
                              GError         **error)
{
  g_return_val_if_fail (level != NULL, FALSE);

  for (guint i = 0; text != NULL && i < GMP_N_PLAYER_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        *level = i;
        return TRUE;
      }
  {
    /* What was typed, as a message may quote it; the level names are what
     * players type, so they stay as they are in every language */
    g_autofree char *quoted = gmp_quote_excerpt (text != NULL ? text : "");

    g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                 _("“%s” is not a level of the computer player: use simple or strong"), quoted);
  }
  return FALSE;
}
