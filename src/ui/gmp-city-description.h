/* gmp-city-description.h: what a screen reader hears of the map's focused city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-movement.h"
#include "model/gmp-game.h"

G_BEGIN_DECLS

/* What the map shows around its focused city: the map view fills it in,
 * so this module needs nothing of the view (no include circle) */
typedef struct {
  GmpGame              *game;
  int                   selected_city;   /* GMP_NONE for none */
  const guint          *picked_units;
  guint                 n_picked;
  const GmpMoveOptions *moves;           /* where the picked units may go, or NULL */
  gboolean              edit_mode;
  gboolean              move_armed;      /* the editor's move waits for a city */
} GmpMapFocus;

/* Translated: the city's units, its Fort and Guards, and while a stack is
 * picked whether the city is a legal destination, its MP cost and the odds
 * of the battle the move would start (Rules notes 7, 24), or why not.
 * "Chicago: Fort A, strength 2; 2 Infantry A, 1 Tank A. A legal destination, 1 MP.
 * Battle: …" */
char *gmp_city_description_for_map (const GmpMapFocus *focus,
                                    guint              city);

G_END_DECLS
