/* gmp-turn-reinforcements-private.h: what gmp-turn-reinforcements.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-reinforcements.c: returning Swarm units and Allied reinforcements.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

int _gmp_turn_first_unit_in (const GmpState *state,
                             GmpPlace        place,
                             int             formation);

gboolean _gmp_turn_hive_for_returning (GmpState *state,
                                       GmpLog   *log,
                                       guint     id);

void _gmp_turn_return_unit (GmpState *state,
                            GmpLog   *log,
                            int       id,
                            int       city);

gboolean _gmp_turn_ally_to_place (GmpState *state,
                                  GmpLog   *log);

void _gmp_turn_place_ally (GmpState *state,
                           GmpLog   *log,
                           int       id,
                           int       city);

G_END_DECLS
