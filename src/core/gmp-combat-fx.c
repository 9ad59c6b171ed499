/* gmp-combat-fx.c: the FX played in a combat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Special Effects (FX), Combat; rules notes 20, 30, 37, 40, 43, 45.
 * Which FX chit each side may play in this combat and what playing it does
 * to the dice; the FX outside combat are gmp-fx.c's.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat-private.h"
#include "gmp-error.h"
#include "gmp-fx.h"

/* FX */

static gboolean
effect_applies (const GmpCombat   *combat,
                GmpSide            side,
                const GmpFxEffect *effect)
{
  switch (effect->kind)
    {
    case GMP_FX_EXTRA_DICE:
    case GMP_FX_CANCEL_HITS:
    case GMP_FX_HIT_MODIFIER:
    case GMP_FX_REROLL_MISSES:
      return TRUE;
    case GMP_FX_FORT_EXTRA_DICE:
      return combat_is_fort_combat (combat) && side == GMP_SIDE_HUMANS;
    case GMP_FX_BARRAGE_RETURN_FIRE:
      return combat->mode == GMP_COMBAT_BARRAGE && side == GMP_SIDE_SWARM;
    case GMP_FX_EXTRA_MP:
    case GMP_FX_FORT_DAMAGE:
    case GMP_FX_ELIMINATE_CITY:
    default:
      return FALSE;
    }
}

/* Why an FX cannot act in the combat, or USABLE */
typedef enum {
  USABLE,
  NOT_OWN,
  IN_OVERRUN,
  NOT_FORT_COMBAT,
  NO_EFFECT,
} Refusal;

static Refusal
chit_refusal (const GmpCombat *combat,
              GmpSide          side,
              const GmpChit   *chit)
{
  gboolean any = FALSE;

  if (chit->kind != GMP_CHIT_FX || chit->owner != side)
    return NOT_OWN;
  /* Rules notes 15, 37: an overrun rolls no dice, so no FX can act in it. */
  if (combat->overrun)
    return IN_OVERRUN;
  if (chit->fort_only && !combat_is_fort_combat (combat))
    return NOT_FORT_COMBAT;
  for (guint i = 0; i < chit->n_effects; i++)
    any |= effect_applies (combat, side, &chit->effects[i]);
  return any ? USABLE : NO_EFFECT;
}

static gboolean
chit_usable (const GmpCombat  *combat,
             GmpSide           side,
             int               chit_index,
             GError          **error)
{
  const GmpChit *chit = &combat->board->chits[chit_index];
  Refusal refusal = chit_refusal (combat, side, chit);

  /* Worded only when someone reads it: the turn asks this for every FX in
   * hand at every combat, and a translation looks the language up */
  if (refusal == USABLE || error == NULL)
    return refusal == USABLE;
  switch (refusal)
    {
    case NOT_OWN:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   side == GMP_SIDE_SWARM ? _("%s is not an FX of the Swarm.")
                                          : _("%s is not an FX of the Humans."),
                   chit->name);
      break;
    case IN_OVERRUN:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s cannot be played in an overrun: no dice are rolled and the enemy is "
                     "simply eliminated (Rules note 15)."),
                   chit->name);
      break;
    case NOT_FORT_COMBAT:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s can only be used in a Fort Combat."), chit->name);
      break;
    case NO_EFFECT:
    case USABLE:
    default:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s has no effect in this Combat."), chit->name);
      break;
    }
  return FALSE;
}

gboolean
gmp_combat_set_fx (GmpCombat       *combat,
                   const GmpState  *state,
                   GmpSide          side,
                   int              chit,
                   gboolean         check_hand,
                   GError         **error)
{
  g_return_val_if_fail (combat != NULL, FALSE);
  g_return_val_if_fail (side < GMP_N_SIDES, FALSE);

  if (chit < 0 || (guint) chit >= combat->board->n_chits)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no chit number %d."), chit);
      return FALSE;
    }
  if (combat->stage != GMP_COMBAT_STAGE_DICE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("FX must be played before the dice are rolled."));
      return FALSE;
    }
  if (combat->fx[side] != GMP_NONE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   side == GMP_SIDE_SWARM
                   ? _("The Swarm already plays %s in this Combat: each side may use only one FX "
                       "in a Combat (Rules note 20).")
                   : _("The Humans already play %s in this Combat: each side may use only one FX "
                       "in a Combat (Rules note 20)."),
                   combat->board->chits[combat->fx[side]].name);
      return FALSE;
    }
  if (!chit_usable (combat, side, chit, error))
    return FALSE;
  if (check_hand && (state == NULL || state->chits[chit].place != GMP_CHIT_IN_HAND))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   side == GMP_SIDE_SWARM
                   ? _("%s is not in the Swarm’s hand: an FX may be used once per game turn, "
                       "after it was drawn (Rules note 20).")
                   : _("%s is not in the Humans’ hand: an FX may be used once per game turn, "
                       "after it was drawn (Rules note 20)."),
                   combat->board->chits[chit].name);
      return FALSE;
    }

  combat->fx[side] = chit;
  if (side_effect (combat, side, GMP_FX_EXTRA_DICE) != NULL)
    {
      GmpCombatant c = { 0, };
      c.kind = GMP_COMBATANT_FX;
      c.side = side;
      c.index = chit;
      g_array_append_val (combat->combatants, c);
      _gmp_combat_sort_combatants (combat);
    }
  _gmp_combat_setup_dice (combat);
  gmp_rulings_add (combat->rulings, 20,
                   side == GMP_SIDE_SWARM ? _("The Swarm plays %s in this Combat.")
                                          : _("The Humans play %s in this Combat."),
                   combat->board->chits[chit].name);
  if (combat->mode == GMP_COMBAT_BARRAGE && side_effect (combat, side, GMP_FX_BARRAGE_RETURN_FIRE))
    gmp_rulings_add (combat->rulings, 40,
                     _("%s fires back in the Barrage: every Swarm unit in the city rolls as in a "
                       "normal Combat, and %s’s own effect applies too."),
                     combat->board->chits[chit].name, combat->board->chits[chit].name);
  return TRUE;
}

GArray *
gmp_combat_usable_fx (const GmpCombat *combat,
                      const GmpState  *state,
                      GmpSide          side)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (combat != NULL, out);
  for (guint i = 0; i < combat->board->n_chits; i++)
    {
      int chit = i;
      if (state != NULL && state->chits[i].place != GMP_CHIT_IN_HAND)
        continue;
      if (combat->board->chits[i].kind != GMP_CHIT_FX || combat->board->chits[i].owner != side)
        continue;
      if (chit_usable (combat, side, chit, NULL))
        g_array_append_val (out, chit);
    }
  return out;
}
