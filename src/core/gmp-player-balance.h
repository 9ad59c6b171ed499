/* gmp-player-balance.h: many games of one scenario, to see how balanced it is
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A balance run plays N games of a scenario with the computer player on
 * both sides (gmp-player.h), spread over threads, and counts who wins, how
 * and on which turn the games end, and which cities' Forts fall. Game i is
 * seeded with seed + i and its result is added to the report whatever
 * thread played it, so a seed gives the same report on one thread or many.
 */

#pragma once

#include <gio/gio.h>

#include "gmp-player.h"

G_BEGIN_DECLS

typedef struct {
  guint      games;                    /* games played (fewer than asked when cancelled) */
  guint      wins[GMP_N_SIDES];
  /* by GmpEndReason (rules notes 21, 22): [reason * (n_turns + 1) + turn] */
  guint      n_turns;
  guint     *ends;
  /* per board city: games in which its Fort ended destroyed (rules note 19) */
  guint      n_cities;
  guint     *destroyed;
} GmpBalanceReport;

/* Games that ended for reason, whatever the turn */
guint   gmp_balance_report_count_ends (const GmpBalanceReport *report,
                                       GmpEndReason            reason);
/* How many of those cities a report names */
#define GMP_BALANCE_CITIES_SHOWN 5

/* The cities whose Fort fell in some game, most often first, ties in board
 * order: order (report->n_cities long) is filled, their count returned */
guint   gmp_balance_report_rank_destroyed (const GmpBalanceReport *report,
                                           guint                  *order);
/* Translated: how a game ended, with its rules note ("Key cities destroyed
 * (Rules note 22)"), for the balance's reports */
const char *gmp_balance_end_name      (GmpEndReason            reason);
/* A win rate with its 95 % interval (Wilson's): wins of games */
void    gmp_balance_rate              (guint                   wins,
                                       guint                   games,
                                       double                 *rate,
                                       double                 *low,
                                       double                 *high);

typedef struct _GmpBalance GmpBalance;

/* scenario: the games start from it, its setup rules applied with each
 * game's dice (rules note 3); NULL: the board's own setup, rolled afresh for
 * every game (gmp_setup_new_game()). */
GmpBalance *gmp_balance_new        (GmpBoard           *board,
                                    const GmpScenario  *scenario,
                                    GmpPlayerLevel      swarm,
                                    GmpPlayerLevel      humans,
                                    guint               games,
                                    guint64             seed);
void        gmp_balance_free       (GmpBalance         *balance);
/* Plays the games on `threads` threads (0: one per core); blocks until
 * they are over or cancellable is cancelled (then the report holds the
 * games finished, and FALSE with G_IO_ERROR_CANCELLED). */
gboolean    gmp_balance_run        (GmpBalance         *balance,
                                    guint               threads,
                                    GCancellable       *cancellable,
                                    GError            **error);
/* Games finished so far: may be read from any thread while it runs */
guint       gmp_balance_get_done   (GmpBalance         *balance);
guint       gmp_balance_get_games  (GmpBalance         *balance);
const GmpBalanceReport *gmp_balance_get_report (GmpBalance *balance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpBalance, gmp_balance_free)

G_END_DECLS
