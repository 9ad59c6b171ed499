/* gmp-referee-tools.h: the referee's override in the side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In Editor mode during a game, the stack of the city selected on the map
 * gets tools to flip or remove each unit, set the city's Fort strength and
 * add a unit. Each is an action the game's history keeps and undo takes
 * back, as any other (a correction in the log).
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

/* A row of unit's check button (check, already made) with its Flip and
 * Remove buttons */
GtkWidget *gmp_referee_unit_row (GmpGame   *game,
                                 GtkWidget *check,
                                 guint      unit);
/* Appends to box the Fort strength of city (when it has a Fort) and the
 * row that adds a unit there */
void       gmp_referee_add_city_tools (GmpGame        *game,
                                       GtkBox         *box,
                                       const GmpState *state,
                                       guint           city);

G_END_DECLS
