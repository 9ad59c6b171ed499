/* gmp-scenario.h: .gmpscenario files (setups and saved games)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A scenario is a game state plus its metadata, saved as XML that follows
 * data/schema/scenario.rng. Loading validates the schema, then the rules
 * (gmp_state_check), except in a draft (draft="true"), whose rules problems
 * load as they are. Saving is deterministic: save -> load -> save gives the
 * same bytes.
 */

#pragma once

#include "gmp-action.h"
#include "gmp-dice.h"
#include "gmp-log.h"
#include "gmp-player-level.h"
#include "gmp-setup.h"
#include "gmp-state.h"

G_BEGIN_DECLS

#define GMP_SCENARIO_MIME_TYPE "application/x-ginormopod-scenario"
#define GMP_SCENARIO_EXTENSION ".gmpscenario"

typedef struct _GmpScenario GmpScenario;

struct _GmpScenario {
  char     *title;
  char     *author;
  char     *description;
  char     *language;              /* of the title and description ("en", "pt-BR"); NULL: unsaid */
  gboolean  roll_guards_at_start;  /* setup rule: roll the Guard table when the game starts */
  /* Saved with problems on purpose (the editor's work in progress): it
   * loads with every rules problem as it is, for gmp_state_validate_game()
   * to list; only structural errors are refused. Never play a draft before
   * that list has no problem that blocks play (gmp_session_check_playable()). */
  gboolean  draft;
  /* Who plays each side (solo play, issue 21): the people at the table
   * (FALSE), or the computer at computer_level[side]. Not part of the
   * position: a history's start has none, and undo leaves it alone. */
  gboolean        computer[GMP_N_SIDES];
  GmpPlayerLevel  computer_level[GMP_N_SIDES];
  GmpState *state;                 /* owned */
  GmpLog   *log;                   /* owned; the game so far, or NULL */
  /* The history (gmp-session.h): the position the actions start from (a
   * scenario without history of its own), and every action taken since, of
   * which the first n_done lead to this scenario and the rest were undone
   * (redo takes them again). start NULL: no history is kept. */
  GmpScenario *start;              /* owned */
  GPtrArray   *actions;            /* of GmpAction*, owned; NULL when start is NULL */
  guint        n_done;
};

GmpScenario *gmp_scenario_new          (GmpState        *state);   /* takes ownership */
void         gmp_scenario_free         (GmpScenario     *scenario);
GmpScenario *gmp_scenario_copy         (const GmpScenario *scenario);
gboolean     gmp_scenario_is_draft     (const GmpScenario *scenario);

/* The board is found by its id with gmp_board_lookup(). */
GmpScenario *gmp_scenario_load_file    (const char      *path,
                                        GError         **error);
GmpScenario *gmp_scenario_load_bytes   (GBytes          *bytes,
                                        const char      *display_name,
                                        GError         **error);
/* As gmp_scenario_load_bytes(): a safe read, the schema and every reference
 * against the board (each error names the file and line), but the rules are
 * left unchecked, so that gmp_state_validate_game() (gmp-problems.h) can list
 * every rules problem of the file at once. Never play such a scenario before
 * that list is empty. */
GmpScenario *gmp_scenario_load_bytes_unchecked (GBytes          *bytes,
                                                const char      *display_name,
                                                GError         **error);
GBytes      *gmp_scenario_to_bytes     (const GmpScenario *scenario);
/* Whether the scenario can be saved as a file that loads back: its state
 * keeps the rules gmp_state_check() checks (a game over has a winner and a
 * reason, ...), unless it is a draft. gmp_scenario_save_file() checks it
 * first. */
gboolean     gmp_scenario_check_saveable (const GmpScenario *scenario,
                                          GError         **error);
/* Writes atomically: a failed save never destroys the previous file. */
gboolean     gmp_scenario_save_file    (const GmpScenario *scenario,
                                        const char      *path,
                                        GError         **error);

/* In gmp-setup-start.c, apart from the file format.
 * Applies the setup rules when a game starts (Rules note 3): a game not yet
 * begun (phase setup, or turn 1 at the start of the Action Phase with
 * nothing drawn or logged) whose rule says so rolls the National Guard table,
 * and the rule is cleared so it is not rolled twice; then every Guard still
 * marked "draw" gets its hidden side from the unseen pool (or stays unknown
 * with GMP_SETUP_GUARDS_UNKNOWN, face to face). Logs what it did when the
 * scenario has a log. Anything else is left alone, so calling it on a game
 * under way changes nothing. On error the scenario is unchanged. */
gboolean     gmp_scenario_start        (GmpScenario     *scenario,
                                        GmpDice         *dice,
                                        GmpSetupFlags    flags,
                                        GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpScenario, gmp_scenario_free)

G_END_DECLS
