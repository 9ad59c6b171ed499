/* gmp-fx.h: FX chits outside the dice: using them, the Danger marker, and
 * the FX that act without a combat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Combat FX (extra dice, modifiers, cancels, re-rolls, Fort dice, return
 * fire) are played with gmp_combat_set_fx(); this file holds what every FX
 * use shares (rules notes 20 and 21) and the FX that need no combat.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* The first effect of `kind` of the chit, or NULL (also for GMP_NONE). */
const GmpFxEffect *gmp_fx_find_effect (const GmpBoard  *board,
                                       int              chit,
                                       GmpFxEffectKind  kind);
/* The chit has an effect that acts in a combat (dice, Hits, the Fort's dice,
 * Barrage return fire), as opposed to movement or effects without combat. */
gboolean  gmp_fx_acts_in_combat   (const GmpChit  *chit);
/* The chit is an FX in `side`'s hand this game turn (rules note 20). */
gboolean  gmp_fx_in_hand          (const GmpState *state,
                                   int             chit,
                                   GmpSide         side);
/* Marks the FX used for this game turn and, for a Danger FX, moves the Danger
 * marker (rules notes 20, 21). Adds its rulings (GmpRuling) when not NULL. */
void      gmp_fx_use              (GmpState       *state,
                                   int             chit,
                                   GPtrArray      *rulings);
/* Rules note 21: flip the marker to this FX and move it one space right,
 * never past the last space. */
void      gmp_fx_advance_danger   (GmpState       *state,
                                   int             chit);
/* An FX with GMP_FX_FORT_DAMAGE: reduce the undestroyed Fort in city, no combat. */
gboolean  gmp_fx_fort_damage      (GmpState       *state,
                                   int             chit,
                                   guint           city,
                                   GPtrArray      *rulings,
                                   GError        **error);
/* An FX with GMP_FX_ELIMINATE_CITY: every unit of both sides in a city
 * without an undestroyed Fort is eliminated. */
gboolean  gmp_fx_eliminate_city   (GmpState       *state,
                                   int             chit,
                                   guint           city,
                                   GPtrArray      *rulings,
                                   GError        **error);

G_END_DECLS
