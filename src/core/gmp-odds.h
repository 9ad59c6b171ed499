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
  /* What-ifs whose combat depends on Guards a move reveals (rules note 9):
   * overrun is then TRUE only when every draw overruns. */
  double   p_overrun;                /* an overrun: no dice (rules note 15) */
  double   p_no_combat;              /* every Guard blank and nothing else Human there:
                                        no combat, nobody retreats, the Humans count as
                                        wiped out and nobody scores */
} GmpOdds;

/* One line of a what-if (rules note 24): the odds of a combat that has not
 * begun, under one choice and one FX pairing (odds->fx). */
typedef struct {
  GmpFortOptions option;             /* 0: the move asked about; else the Fort option (note 18) */
  guint          city;               /* where it is fought: the move's destination, the
                                        Fort's city, or the city a Sortie attacks */
  GmpSide        acting;
  int            formation;          /* the formation that acts: the movers', or the Human
                                        formation the Fort's options are offered to */
  GmpCombatMode  mode;
  guint          hidden_guards;      /* unrevealed Guards the move reveals there, weighted by
                                        the values the pool can still show (notes 9, 24, 34) */
  GmpOdds       *odds;               /* NULL: no combat follows (a Withdrawal) */
} GmpOddsVariant;

void      gmp_odds_free           (GmpOdds          *odds);
void      gmp_odds_variant_free   (GmpOddsVariant   *variant);

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
/* The same as the sides' FX choices stand (rules note 20): a side that
 * decided (decided[side]) keeps fx[side], a chit or GMP_NONE (it passed),
 * in every line; first the combat with no FX for the sides still to
 * choose, then with each FX of theirs that could be played. Once both have
 * chosen: one line, the combat as it will be fought (issue 16: not each FX
 * alone after the FX are played). Array of GmpOdds. */
GPtrArray *gmp_odds_compute_fx_left (const GmpState  *state,
                                     guint            city,
                                     GmpSide          acting,
                                     GmpCombatMode    mode,
                                     const gboolean  *decided,
                                     const int       *fx,
                                     GError         **error);

/* What if these units, standing in `from`, moved to `to` (by the cheapest
 * legal path, as gmp_movement_move_to() takes it)? The odds of the combat
 * there without FX, then with each FX in either side's hand that could be
 * played in it. The move is checked and made on a copy; an illegal one
 * returns the movement's error. Unrevealed Guards the move would reveal are
 * never peeked at (rules note 34): the odds are weighted over the values the
 * unseen pool can still show (rules notes 9, 24). Array of GmpOddsVariant. */
GPtrArray *gmp_odds_what_if_move   (const GmpState  *state,
                                    const guint     *units,
                                    guint            n_units,
                                    guint            from,
                                    guint            to,
                                    GError         **error);

/* The odds of every option the undestroyed Fort in city could choose (rules
 * note 18), before the Humans choose: Full Attack, Barrage, Withdrawal (no
 * combat: odds NULL) and a Sortie against each city it may sortie to, each
 * without FX and with each usable FX in hand. formation: the Human formation
 * activated; GMP_NONE: the activated one if it is Human, else the Fort's own.
 * Array of GmpOddsVariant. */
GPtrArray *gmp_odds_what_if_fort   (const GmpState  *state,
                                    guint            city,
                                    int              formation,
                                    GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpOdds, gmp_odds_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpOddsVariant, gmp_odds_variant_free)

G_END_DECLS
