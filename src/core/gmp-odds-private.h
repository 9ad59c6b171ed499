/* gmp-odds-private.h: what the exact odds and the what-ifs share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rules note 24: unrevealed Guards are weighted by the pool of Guards still
 * unseen; gmp-odds.c draws them for a combat, gmp-odds-what-if.c for a move.
 */

#pragma once

#include "gmp-odds.h"

G_BEGIN_DECLS

#define MAX_POOL_VALUES 8

/* The Guards the players have not seen, by value (rules note 24). */
typedef struct {
  guint n_values;
  int   values[MAX_POOL_VALUES];
  guint counts[MAX_POOL_VALUES];
  guint total;
} GuardPool;

/* One draw of hidden Guards from the pool: taken[v] of them show values[v];
 * p is its probability. */
typedef void (*DrawFunc) (const GuardPool *pool,
                          const guint     *taken,
                          double           p,
                          gpointer         data);

/* gmp-odds.c */
/* Every multiset of n values drawn from the pool without replacement, with
 * its (hypergeometric) probability. */
void _gmp_odds_for_each_draw (const GuardPool *pool,
                              guint            n,
                              DrawFunc         func,
                              gpointer         data);
/* Rules note 24: the board's pool minus the Guards the players have already
 * seen (blank ones too, though they left the game: note 9), for n_hidden
 * Guards still face down. */
void _gmp_odds_unseen_pool (GuardPool      *pool,
                            const GmpState *state,
                            guint           n_hidden);

G_END_DECLS
