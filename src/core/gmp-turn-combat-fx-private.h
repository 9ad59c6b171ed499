/* gmp-turn-combat-fx-private.h: what gmp-turn-combat-fx.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-combat-fx.c: The combat the turn resolves, and the FX each side may play in it.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

GmpCombatMode _gmp_turn_combat_mode (const GmpState *state,
                                     guint           city);

GmpCombat *_gmp_turn_pending_combat_build (const GmpState  *state,
                                           GError         **error);

gboolean _gmp_turn_pending_combat_play_fx (GmpCombat       *combat,
                                           const GmpState  *state,
                                           GError         **error);

GmpCombat *_gmp_turn_pending_combat_new (const GmpState  *state,
                                         GError         **error);

GArray *_gmp_turn_usable_combat_fx (const GmpState  *state,
                                    guint            city,
                                    GmpSide          side,
                                    const GmpCombat *built);

GmpSide _gmp_turn_combat_fx_side (const GmpState   *state,
                                  const GmpCombat  *built,
                                  GArray          **usable);

void _gmp_turn_set_fx_question (GmpQuestion    *question,
                                const GmpState *state,
                                GmpSide         side,
                                const GArray   *chits);

G_END_DECLS
