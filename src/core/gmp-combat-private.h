/* gmp-combat-private.h: what the files of one combat share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A combat (GmpCombat, gmp-combat.h) is one object split by the rulebook's
 * parts: gmp-combat.c (who fights, the order of a combat), -dice.c,
 * -allocation.c, -outcome.c, -fx.c, gmp-fort.c, and -words.c (its words for
 * people). These are the helpers they share.
 */

#pragma once

#include "gmp-combat.h"
#include "gmp-fx.h"

G_BEGIN_DECLS

static inline GmpSide
other_side (GmpSide side)
{
  return side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
}

static inline const GmpUnitType *
unit_type_of (const GmpState *state,
              const GmpUnit  *unit)
{
  return &state->board->unit_types[unit->type];
}

static inline gboolean
combat_is_fort_combat (const GmpCombat *combat)
{
  return combat->fort != GMP_NONE;
}

/* The FX effect of `kind` in side's played chit, or NULL. */
static inline const GmpFxEffect *
side_effect (const GmpCombat *combat,
             GmpSide          side,
             GmpFxEffectKind  kind)
{
  return gmp_fx_find_effect (combat->board, combat->fx[side], kind);
}

/* gmp-combat-outcome.c */
void _gmp_combat_rule_retreat (GmpCombat *combat);
gboolean _gmp_combat_apply_overrun (GmpCombat *combat,
                                    GmpState  *state);

/* gmp-combat-words.c */
char *_gmp_combat_thresholds_text (const guint8 *thresholds,
                                   guint         n);
char *_gmp_combat_combatant_label (const GmpCombat    *combat,
                                   const GmpCombatant *c);
/* The ruling when `loser` must retreat (rules note 13). */
void _gmp_combat_rule_loser (GmpCombat *combat,
                             GmpSide    loser);
/* Why a Hit named a unit that is not one of side's units in the combat
 * (rules notes 11, 12). */
void _gmp_combat_set_not_in_combat_error (const GmpCombat  *combat,
                                          const GmpState   *state,
                                          GmpSide           side,
                                          guint             hit,
                                          guint             id,
                                          GError          **error);
/* A Hit on a unit that has already taken all it can absorb (rules note 12). */
void _gmp_combat_set_too_many_on_unit_error (const GmpState  *state,
                                             guint            hit,
                                             guint            id,
                                             guint            capacity,
                                             GError         **error);

/* gmp-combat.c */
/* Sets every combatant's dice from its counter side, the Fort's strength,
 * the mode and the FX played. */
void _gmp_combat_setup_dice (GmpCombat *combat);
void _gmp_combat_sort_combatants (GmpCombat *combat);
void _gmp_combat_add_unit_combatant (GmpCombat      *combat,
                                     const GmpState *state,
                                     guint           id);

/* gmp-combat-allocation.c */
/* gmp_combat_list_distinct_allocations() into list, room for max > 0 of
 * them, with no block per allocation: for the turn's replay, which lists
 * them for every combat. Returns how many. */
guint _gmp_combat_distinct_allocations_into (const GmpCombat *combat,
                                             const GmpState  *state,
                                             GmpSide          side,
                                             GmpAllocation   *list,
                                             guint            max);

G_END_DECLS
