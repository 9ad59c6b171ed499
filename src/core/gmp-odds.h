/* gmp-odds.h: exact combat odds (rules note 24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Exact probabilities, no sampling: each participant's Hit distribution
 * (the Fresh Tank's 0/1/2 with doubles, re-rolled misses, FX modifiers and
 * extra dice, the Fort's dice) is convolved per side; unrevealed Guards are
 * weighted by the pool of Guards still unseen (drawn without replacement);
 * survivors follow the default "keep the most units" allocation.
 */

#pragma once

#include "gmp-combat.h"

G_BEGIN_DECLS

typedef struct {
  int      fx[GMP_N_SIDES];          /* the FX each side plays, or GMP_NONE */
  gboolean overrun;                  /* no dice: rules note 15 */
  guint    n_hits[GMP_N_SIDES];      /* length of hits[s] */
  double  *hits[GMP_N_SIDES];        /* P(side s scores k Hits), before cancellation */
  double   p_retreat[GMP_N_SIDES];   /* side s must retreat (and has units to do so) */
  double   p_no_retreat;
  double   p_wiped[GMP_N_SIDES];     /* no participating unit of side s left */
  guint    fort_strength;            /* 0: no Fort in this combat */
  double  *fort_loss;                /* P(the Fort loses k), k = 0..fort_strength */
  double   p_fort_falls;
} GmpOdds;

void      gmp_odds_free           (GmpOdds          *odds);

/* The odds of a combat as set up (its mode and FX), before its dice. */
GmpOdds  *gmp_odds_for_combat     (const GmpCombat  *combat,
                                   const GmpState   *state);

/* The odds of the battle in city, as it stands or, with movers, as it would
 * be if those units had moved there. swarm_fx / humans_fx: a chit or
 * GMP_NONE (a "what if": it need not be in hand). */
GmpOdds  *gmp_odds_compute        (const GmpState   *state,
                                   guint             city,
                                   GmpSide           acting,
                                   GmpCombatMode     mode,
                                   int               swarm_fx,
                                   int               humans_fx,
                                   const guint      *movers,
                                   guint             n_movers,
                                   GError          **error);

/* The odds without FX first, then with each FX in either side's hand that
 * could be played in this battle. Array of GmpOdds. */
GPtrArray *gmp_odds_compute_all_fx (const GmpState  *state,
                                    guint            city,
                                    GmpSide          acting,
                                    GmpCombatMode    mode,
                                    GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpOdds, gmp_odds_free)

G_END_DECLS
