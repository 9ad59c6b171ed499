/* gmp-scenario-format.h: what reading and writing a .gmpscenario share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the file format, whose parts are:
 *   gmp-scenario-load.c             the document: a safe read, the version, the schema
 *   gmp-scenario-loader.c           reading attributes and board items (gmp-scenario-loader.h)
 *   gmp-scenario-load-state.c       a state part: turn, Forts, chits, Danger, the checks
 *   gmp-scenario-load-units.c       units and Guards' values, stacking
 *   gmp-scenario-load-activation.c  the activation under way and its combat
 *   gmp-scenario-load-log.c         the log
 *   gmp-scenario-load-computer.c    the sides the computer plays (solo play)
 *   gmp-scenario-history.c          the history: its start and actions, both ways
 *   gmp-scenario-save.c             writing a scenario, and the checks before a save
 *   gmp-scenario-writer.c           writing elements and attributes (gmp-scenario-writer.h)
 *   gmp-scenario-format.c           this header's names and checks
 */

#pragma once

#include "gmp-scenario.h"
#include "gmp-turn.h"

G_BEGIN_DECLS

/* The version this program writes, and the newest it reads */
#define GMP_SCENARIO_VERSION 2

/* Every number a scenario gives has a range, checked at load, so that no
 * sum of file numbers can wrap (docs/reliability.md, "Scenarios"). Most
 * ranges come from the board (turns, Danger spaces, chits); these do not:
 * MP spent this activation and an FX's extra MP, far above any board's
 * (whose MP are at most 99), far below what a sum of them could wrap. */
#define GMP_SCENARIO_MAX_MP 999

/* The format's names for values: a game's winner and why it ended */
extern const char * const _gmp_scenario_winner_ids[GMP_WINNER_HUMANS + 1];
extern const char * const _gmp_scenario_end_reason_ids[GMP_END_DANGER + 1];
/* Rules note 14: the attributes of a version 2 <snapshot>, by side */
extern const char * const _gmp_scenario_snapshot_attributes[GMP_N_SIDES];

const char *_gmp_scenario_special_answer_name (int answer);
gboolean _gmp_scenario_special_answer_from_name (const char *name,
                                                 int        *answer);
gboolean _gmp_scenario_is_combat_decision (GmpQuestionKind kind);
char *_gmp_scenario_combat_answer_to_token (const GmpBoard  *board,
                                            GmpQuestionKind  kind,
                                            int              answer);
gboolean _gmp_scenario_combat_answer_from_token (const GmpBoard  *board,
                                                 GmpQuestionKind  kind,
                                                 const char      *token,
                                                 int             *answer);
gboolean _gmp_scenario_check_rules (const GmpState  *state,
                                    GError         **error);
gboolean _gmp_scenario_check_log (const GmpLog    *log,
                                  const GmpBoard  *board,
                                  GError         **error);

G_END_DECLS
