/* gmp-title.h: titles the programs give the games they make
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *gmp_title_new_game_seed    (guint64     seed);
char *gmp_title_new_game_dice    (void);
char *gmp_title_for_display      (const char *title);

G_END_DECLS
