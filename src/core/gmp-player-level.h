/* gmp-player-level.h: the computer player's levels, and who plays a side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apart from the player (gmp-player.h) so that a scenario can say who
 * plays each side (gmp-scenario.h) without the player's headers.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum {
  GMP_PLAYER_SIMPLE,
  GMP_PLAYER_STRONG,
  GMP_N_PLAYER_LEVELS
} GmpPlayerLevel;

/* "simple", "strong": the names the command line takes */
const char *gmp_player_level_to_string   (GmpPlayerLevel   level);
/* Translated, for people: "Simple", "Strong" */
const char *gmp_player_level_get_name    (GmpPlayerLevel   level);
/* FALSE with a translated GMP_ERROR_USAGE naming the levels there are. */
gboolean    gmp_player_level_from_string (const char      *text,
                                          GmpPlayerLevel  *level,
                                          GError         **error);

G_END_DECLS
