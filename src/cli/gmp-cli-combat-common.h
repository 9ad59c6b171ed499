/* gmp-cli-combat-common.h: what the odds and combat commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-combat.h"
#include "gmp-cli.h"

G_BEGIN_DECLS

/* NULL: the side of the activated formation, else the Swarm. */
gboolean gmp_cli_combat_parse_side (const GmpState *state,
                                    const char     *text,
                                    GmpSide        *side);
/* NULL: a normal combat. */
gboolean gmp_cli_combat_parse_mode (const char     *text,
                                    GmpCombatMode  *mode);

/* What both commands do first: parses the options (entries, which fill
 * *attacker_arg and *mode_arg) and the two arguments, loads SCENARIO
 * (argv[1]) and reads CITY (argv[2]), --attacker and --mode. A Fort mode
 * (full-attack, barrage, sortie) makes the Humans act and, during an
 * activation, needs a Human formation with that Fort option (Rules note 18).
 * FALSE: stop and return *exit_code (the message is printed). */
gboolean gmp_cli_combat_open       (const GmpCliCommand  *command,
                                    const GOptionEntry   *entries,
                                    gboolean             *json,
                                    int                  *argc,
                                    char               ***argv,
                                    char *const          *attacker_arg,
                                    char *const          *mode_arg,
                                    GmpScenario         **scenario,
                                    guint                *city,
                                    GmpSide              *acting,
                                    GmpCombatMode        *mode,
                                    int                  *exit_code);

G_END_DECLS
