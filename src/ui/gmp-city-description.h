/* gmp-city-description.h: what a screen reader hears of the map's focused city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-map-view.h"

G_BEGIN_DECLS

/* Translated: the city's units, its Fort and Guards, and while a stack is
 * picked whether the city is a legal destination, its MP cost and the odds
 * of the battle the move would start (Rules notes 7, 24), or why not.
 * "Chicago: Fort A, strength 2; 2 Infantry A, 1 Tank A. A legal destination, 1 MP.
 * Battle: …" */
char *gmp_city_description_for_map (GmpMapView *map_view,
                                    guint       city);

G_END_DECLS
