/* gmp-move-odds.c: the odds of the battle a move would start, for the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#ifndef G_LOG_DOMAIN
#define G_LOG_DOMAIN "Gmp-Ui"
#endif

#include "config.h"

#include <glib/gi18n.h>

#include "core/gmp-combat.h"
#include "core/gmp-odds.h"

#include "gmp-move-odds.h"

char *
gmp_move_odds_describe (const GmpState *state,
                        const guint    *units,
                        guint           n_units,
                        guint           to)
{
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  GmpSide acting, other;
  guint n_enemies;

  g_return_val_if_fail (state != NULL, NULL);

  if (n_units == 0 || to >= state->board->n_cities)
    return NULL;
  acting = gmp_state_unit_side (state, units[0]);
  other = acting == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
  n_enemies = gmp_state_stack_count (state, to, other);
  if (n_enemies == 0)
    return NULL;

  /* Rules notes 11, 17: the units as they would stand after the move */
  odds = gmp_odds_compute (state, to, acting, GMP_COMBAT_NORMAL, GMP_NONE, GMP_NONE,
                           units, n_units, &error);
  if (odds == NULL)
    {
      g_debug ("No odds for a move to %s: %s", state->board->cities[to].id, error->message);
      return NULL;
    }
  if (odds->overrun)
    /* TRANSLATORS: Rules note 15 */
    return g_strdup (_("Battle: an overrun, the enemy unit is eliminated (Rules note 15)"));

  /* TRANSLATORS: exact odds of a battle (Rules notes 13, 24), percentages */
  return g_strdup_printf (_("Battle: the Swarm retreats %.0f %%, the Humans retreat %.0f %%, "
                            "nobody %.0f %%; the Swarm is wiped out %.0f %%, the Humans %.0f %% "
                            "(Rules note 24)"),
                          100.0 * odds->p_retreat[GMP_SIDE_SWARM],
                          100.0 * odds->p_retreat[GMP_SIDE_HUMANS],
                          100.0 * odds->p_no_retreat,
                          100.0 * odds->p_wiped[GMP_SIDE_SWARM],
                          100.0 * odds->p_wiped[GMP_SIDE_HUMANS]);
}
