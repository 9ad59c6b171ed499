/* gmp-move-odds.c: the odds of the battle a move would start, for the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#ifndef G_LOG_DOMAIN
#define G_LOG_DOMAIN "Gmp-Ui"
#endif

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-format.h"
#include "core/gmp-odds.h"

#include "gmp-move-odds.h"

/* The percentages in the reader's language ("12 %" in Portuguese) */
static char *
describe_battle_odds (const GmpOdds *odds)
{
  g_autofree char *swarm_retreats = gmp_format_percent (odds->p_retreat[GMP_SIDE_SWARM], 0);
  g_autofree char *humans_retreat = gmp_format_percent (odds->p_retreat[GMP_SIDE_HUMANS], 0);
  g_autofree char *nobody = gmp_format_percent (odds->p_no_retreat, 0);
  g_autofree char *swarm_wiped = gmp_format_percent (odds->p_wiped[GMP_SIDE_SWARM], 0);
  g_autofree char *humans_wiped = gmp_format_percent (odds->p_wiped[GMP_SIDE_HUMANS], 0);

  /* TRANSLATORS: exact odds of a battle (Rules notes 13, 24); each %s is a
   * percentage, already formatted ("12%") */
  return g_strdup_printf (_("Battle: the Swarm Retreats %s, the Humans Retreat %s, "
                            "nobody %s; the Swarm is wiped out %s, the Humans %s "
                            "(Rules note 24)"),
                          swarm_retreats, humans_retreat, nobody, swarm_wiped, humans_wiped);
}

/* The core's what-if for the move, or NULL when it starts no battle */
static GPtrArray *
what_if (const GmpState *state,
         const guint    *units,
         guint           n_units,
         guint           to,
         GmpSide        *acting)
{
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;
  const GmpUnit *first;
  GmpSide other;

  if (n_units == 0 || to >= state->board->n_cities || units[0] >= state->units->len)
    return NULL;
  first = &g_array_index (state->units, GmpUnit, units[0]);
  if (first->place != GMP_PLACE_MAP || first->city < 0)
    return NULL;
  *acting = gmp_state_unit_side (state, units[0]);
  other = *acting == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
  if (gmp_state_stack_count (state, to, other) == 0)
    return NULL;

  /* The core's what-if: the move made on a copy, face-down Guards weighed
   * over what the pool can show, never peeked at (rules notes 9, 34) */
  variants = gmp_odds_what_if_move (state, units, n_units, (guint) first->city, to, &error);
  if (variants == NULL || variants->len == 0
      || ((const GmpOddsVariant *) g_ptr_array_index (variants, 0))->odds == NULL)
    {
      g_debug ("No odds for a move to %s: %s", state->board->cities[to].id,
               error != NULL ? error->message : "no combat");
      return NULL;
    }
  return g_steal_pointer (&variants);
}

char *
gmp_move_odds_describe (const GmpState *state,
                        const guint    *units,
                        guint           n_units,
                        guint           to)
{
  g_autoptr(GPtrArray) variants = NULL;
  const GmpOdds *odds;
  GmpSide acting;

  g_return_val_if_fail (state != NULL, NULL);

  variants = what_if (state, units, n_units, to, &acting);
  if (variants == NULL)
    return NULL;
  odds = ((const GmpOddsVariant *) g_ptr_array_index (variants, 0))->odds;
  if (odds->overrun || odds->p_overrun >= 1.0)
    /* TRANSLATORS: Rules note 15 */
    return g_strdup (_("Battle: an overrun, the enemy unit is eliminated (Rules note 15)"));

  return describe_battle_odds (odds);
}

gboolean
gmp_move_odds_chance (const GmpState *state,
                      const guint    *units,
                      guint           n_units,
                      guint           to,
                      double         *chance)
{
  g_autoptr(GPtrArray) variants = NULL;
  const GmpOdds *odds;
  GmpSide acting;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (chance != NULL, FALSE);

  variants = what_if (state, units, n_units, to, &acting);
  if (variants == NULL)
    return FALSE;
  odds = ((const GmpOddsVariant *) g_ptr_array_index (variants, 0))->odds;
  /* Rules note 13: the movers lose the city only by retreating or being
   * wiped out (a side with no units left cannot be made to retreat), so
   * these two never overlap; an overrun wipes the enemy out (note 15) */
  *chance = CLAMP (1.0 - odds->p_retreat[acting] - odds->p_wiped[acting], 0.0, 1.0);
  return TRUE;
}

char *
gmp_move_odds_describe_chance (const GmpState *state,
                               const guint    *units,
                               guint           n_units,
                               guint           to)
{
  double chance;

  g_return_val_if_fail (state != NULL, NULL);

  if (!gmp_move_odds_chance (state, units, n_units, to, &chance))
    return NULL;
  return gmp_format_percent (chance, 0);
}
