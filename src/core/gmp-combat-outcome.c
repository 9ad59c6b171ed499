/* gmp-combat-outcome.c: who retreats after a combat, and the overrun
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat ("The side that suffered more Hits must Retreat",
 * Overrun), Fort Combat (the Humans may ignore a retreat); rules notes 13,
 * 15, 18, 25, 37, 38, 41. Where the retreating units go is gmp-retreat.c's.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat-private.h"
#include "gmp-error.h"

/* Rules note 13: "if the side that suffered fewer Hits has no Units left,
 * the other side does not Retreat". Rules note 25: an undestroyed Fort counts
 * as Units left for the Humans: the rules' Fort Combat paragraph has a Swarm forced to
 * retreat from a Fort (rules note 18), which a Fort standing alone could
 * not do otherwise. A Fort destroyed in this combat does not count. */
static gboolean
side_holds_city (const GmpCombat *combat,
                 GmpSide          side)
{
  if (combat->survivors[side] > 0)
    return TRUE;
  return side == GMP_SIDE_HUMANS && combat->fort != GMP_NONE && !combat->fort_destroyed;
}

/* The ruling when the side that did better has nothing left (rules note 13). */
static void
rule_winner_gone (GmpCombat *combat,
                  GmpSide    side,
                  gboolean   tie)
{
  const char *city = combat->board->cities[combat->city].name;

  /* Rules note 41: on a tie the non-acting side counts as the one that
   * suffered fewer Hits, so its being wiped out keeps the acting side in */
  int note = tie ? 41 : 13;

  combat->outcome = side == GMP_SIDE_SWARM ? GMP_COMBAT_OUTCOME_SWARM_GONE
                    : combat->fort != GMP_NONE ? GMP_COMBAT_OUTCOME_FORT_DESTROYED
                    : GMP_COMBAT_OUTCOME_HUMANS_GONE;
  if (side == GMP_SIDE_SWARM)
    gmp_rulings_add (combat->rulings, note,
                     tie ? _("The Swarm has no units left in %s: nobody Retreats.")
                         : _("The Swarm suffered fewer Hits but has no units left in %s: nobody Retreats."),
                     city);
  else if (combat->fort != GMP_NONE)
    gmp_rulings_add (combat->rulings, note,
                     tie ? _("The Humans have no units left in %s and their Fort was destroyed, "
                             "so it does not count as Units left: nobody Retreats.")
                         : _("The Humans suffered fewer Hits but have no units left in %s and their "
                             "Fort was destroyed, so it does not count as Units left: nobody Retreats."),
                     city);
  else
    gmp_rulings_add (combat->rulings, note,
                     tie ? _("The Humans have no units left in %s: nobody Retreats.")
                         : _("The Humans suffered fewer Hits but have no units left in %s: nobody Retreats."),
                     city);
}

void
_gmp_combat_rule_retreat (GmpCombat *combat)
{
  GmpSide loser, winner;
  gboolean tie = combat->suffered[GMP_SIDE_SWARM] == combat->suffered[GMP_SIDE_HUMANS];
  const char *city = combat->board->cities[combat->city].name;

  loser = tie ? combat->acting
              : combat->suffered[GMP_SIDE_SWARM] > combat->suffered[GMP_SIDE_HUMANS]
                ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
  winner = other_side (loser);
  combat->retreat = GMP_N_SIDES;

  if (combat->mode == GMP_COMBAT_BARRAGE && tie && combat->suffered[loser] == 0)
    {
      /* Rules note 38: the tie would send back the acting Humans, whom a Fort
       * combat lets ignore a retreat, while the Swarm suffered nothing: no retreat. */
      combat->outcome = GMP_COMBAT_OUTCOME_BARRAGE_NO_HITS;
      gmp_rulings_add (combat->rulings, 18,
                       _("Nobody suffered a Hit in the Barrage, so nobody Retreats: the tie would "
                         "make the acting Humans Retreat (Rules note 13), but after a Fort Combat "
                         "they may ignore that Retreat."));
    }
  else if (!side_holds_city (combat, winner))
    rule_winner_gone (combat, winner, tie);
  else if (combat->survivors[loser] == 0)
    {
      combat->outcome = loser == GMP_SIDE_SWARM ? GMP_COMBAT_OUTCOME_SWARM_GONE
                        : combat->fort != GMP_NONE && combat->fort_destroyed
                          ? GMP_COMBAT_OUTCOME_FORT_DESTROYED : GMP_COMBAT_OUTCOME_HUMANS_GONE;
      gmp_rulings_add (combat->rulings, 13,
                       loser == GMP_SIDE_SWARM
                       ? _("The Swarm has no units left in %s: nobody Retreats.")
                       : _("The Humans have no units left in %s: nobody Retreats."),
                       city);
    }
  else
    {
      /* Rules notes 13, 25: an undestroyed Fort alone counts as Units left */
      gboolean fort_only = combat->survivors[winner] == 0;

      combat->outcome = tie ? (fort_only ? GMP_COMBAT_OUTCOME_TIE_FORT : GMP_COMBAT_OUTCOME_TIE)
                            : (fort_only ? GMP_COMBAT_OUTCOME_MORE_HITS_FORT
                                         : GMP_COMBAT_OUTCOME_MORE_HITS);
      combat->retreat = loser;
      _gmp_combat_rule_loser (combat, loser);
      if (fort_only)
        /* Only the Fort is left: Rules note 25, reading notes 13 and 18. */
        gmp_rulings_add (combat->rulings, 13,
                         _("The Humans have no units left in %s, but their Fort still stands: an "
                           "undestroyed Fort counts as Units left, so the Swarm must Retreat, as "
                           "the rules’ Fort Combat paragraph and Rules note 18 expect; a Fort "
                           "destroyed in the Combat would not count."),
                         city);
      /* Rules note 18: after a Fort combat the Humans may ignore a retreat. */
      if (loser == GMP_SIDE_HUMANS && combat->fort != GMP_NONE)
        {
          combat->may_ignore_retreat = TRUE;
          gmp_rulings_add (combat->rulings, 18,
                           _("After a Fort Combat the Humans may choose to ignore the Retreat."));
        }
    }

  if (combat->retreat != GMP_N_SIDES)
    combat->winner = other_side (combat->retreat);
  else if (combat->survivors[GMP_SIDE_SWARM] > 0 && combat->survivors[GMP_SIDE_HUMANS] == 0)
    combat->winner = (combat->fort != GMP_NONE && !combat->fort_destroyed)
                     ? GMP_N_SIDES : GMP_SIDE_SWARM;
  else if (combat->survivors[GMP_SIDE_HUMANS] > 0 && combat->survivors[GMP_SIDE_SWARM] == 0)
    combat->winner = GMP_SIDE_HUMANS;
}

gboolean
_gmp_combat_apply_overrun (GmpCombat  *combat,
                           GmpState   *state)
{
  GmpSide enemy = other_side (combat->acting);
  guint ids[64];
  guint n = gmp_state_units_in_city (state, combat->city, enemy, ids, G_N_ELEMENTS (ids));

  for (guint i = 0; i < n; i++)
    {
      gmp_combat_eliminate_unit (state, ids[i]);
      gmp_combat_rule_elimination (combat->rulings, state, ids[i]);
      combat->eliminated[enemy]++;
    }
  combat->survivors[enemy] = 0;
  combat->survivors[combat->acting] = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == combat->acting)
        combat->survivors[combat->acting]++;
    }
  combat->winner = combat->acting;
  combat->outcome = GMP_COMBAT_OUTCOME_OVERRUN;
  gmp_rulings_add (combat->rulings, 15,
                   _("The acting units may advance one more space together, each once per game turn."));
  combat->stage = GMP_COMBAT_STAGE_DONE;
  return TRUE;
}
