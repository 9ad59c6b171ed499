/* gmp-balance-dialog.h: Check Balance…, many games of the scenario in the editor
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The editor's balance check (issue 21): plays N games of the scenario
 * (1,000 unless told) with the computer player at the chosen level on both
 * sides, on every core (gmp_balance_run() in a GTask, its own GThreadPool
 * inside), with a progress bar and Cancel; then each side's win rate with
 * its 95 % interval, how the games ended and on which turn (a chart drawn
 * by gmp-render-balance.h), and the cities whose Forts fell most often.
 * The same seed gives the same report. The scenario is copied when the
 * dialog opens: editing on meanwhile changes nothing of a check.
 */

#pragma once

#include <adwaita.h>

#include "core/gmp-player.h"
#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_BALANCE_DIALOG (gmp_balance_dialog_get_type ())

G_DECLARE_FINAL_TYPE (GmpBalanceDialog, gmp_balance_dialog, GMP, BALANCE_DIALOG, AdwWindow)

/* Not yet shown: a dialog for game's scenario, transient for parent */
GtkWidget  *gmp_balance_dialog_new          (GtkWindow        *parent,
                                             GmpGame          *game);
/* What the check plays: games, the level on both sides, the first seed */
void        gmp_balance_dialog_set_options  (GmpBalanceDialog *self,
                                             guint             games,
                                             GmpPlayerLevel    level,
                                             guint             seed);
/* The page shown: "setup", "running" or "report" */
const char *gmp_balance_dialog_get_page     (GmpBalanceDialog *self);
/* The progress bar's fraction while it runs */
double      gmp_balance_dialog_get_fraction (GmpBalanceDialog *self);
/* The report in words, one line each (NULL before the first report);
 * what the setup page says under its options (why it cannot play, or
 * how far a cancelled check got), or NULL */
const char *gmp_balance_dialog_get_report_text (GmpBalanceDialog *self);
const char *gmp_balance_dialog_get_status   (GmpBalanceDialog *self);

G_END_DECLS
