/* gmp-combat-mode.c: who may fight a combat in which mode (rules note 18)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat-mode.h"
#include "gmp-error.h"

static gboolean
fort_has_option (const GmpState *state,
                 guint           city,
                 GmpCombatMode   mode,
                 int             formation)
{
  const GmpBoard *board = state->board;

  if (mode == GMP_COMBAT_SORTIE)
    {
      /* The Sortie comes from an adjacent Fort that has the option */
      for (guint n = 0; n < board->cities[city].n_neighbours; n++)
        if (gmp_fort_options (state, board->cities[city].neighbours[n], formation)
            & GMP_FORT_OPTION_SORTIE)
          return TRUE;
      return FALSE;
    }
  return (gmp_fort_options (state, city, formation)
          & (mode == GMP_COMBAT_BARRAGE ? GMP_FORT_OPTION_BARRAGE
                                        : GMP_FORT_OPTION_FULL_ATTACK)) != 0;
}

gboolean
gmp_combat_mode_allowed (const GmpState  *state,
                         guint            city,
                         GmpCombatMode    mode,
                         gboolean         acting_given,
                         GmpSide         *acting,
                         GError         **error)
{
  const GmpBoard *board;
  int formation;

  g_return_val_if_fail (state != NULL && acting != NULL, FALSE);
  g_return_val_if_fail (city < state->board->n_cities, FALSE);

  board = state->board;
  formation = state->active_formation;
  if (mode == GMP_COMBAT_NORMAL)
    return TRUE;
  if (acting_given && *acting != GMP_SIDE_HUMANS)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE,
                           _("A Full Attack, a Barrage or a Sortie is an option of the Humans’ "
                             "Fort: the Humans act (Rules note 18)"));
      return FALSE;
    }
  *acting = GMP_SIDE_HUMANS;
  if (formation == GMP_NONE)
    return TRUE;
  if (board->formations[formation].side != GMP_SIDE_HUMANS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Formation %s of the Swarm is activated: a Full Attack, a Barrage or a "
                     "Sortie is an option of the Humans’ Fort during a Human Activation "
                     "(Rules note 18)."), board->formations[formation].name);
      return FALSE;
    }
  if (fort_has_option (state, city, mode, formation))
    return TRUE;
  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("The activated Formation %s has no such option at %s: the Humans’ Fort "
                 "options belong to the Fort’s Formation or the Human units inside it, "
                 "with Swarm units in the Fort’s city (Sortie: next to it) (Rules note 18)."),
               board->formations[formation].name, board->cities[city].name);
  return FALSE;
}
