/* gmp-problems.h: every problem of a game state, not just the first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp_state_check() stops at the first broken rule; an editor or
 * `ginormopod-cli validate` wants them all. A GmpProblem says what is wrong
 * (its kind), where (city, unit, Fort, chit: GMP_NONE where it does not
 * apply), which rules note says so (0 when none does) and a translated
 * sentence naming the city or unit, with the note cited as in every other
 * message of the rules core.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

typedef enum {
  GMP_PROBLEM_GAME,              /* the turn, the phase and the game's bookkeeping */
  GMP_PROBLEM_UNIT,              /* a unit's own data: type, formation, sides, reduced */
  GMP_PROBLEM_UNIT_PLACE,        /* a unit where it cannot be (on the map without a city, ...) */
  GMP_PROBLEM_COUNTER_MIX,       /* more units of a type and formation than the board has */
  GMP_PROBLEM_STACKING,          /* over-stacked city (note 7) */
  GMP_PROBLEM_FENCE,             /* Swarm east of the fence with no hole to come through (note 10) */
  GMP_PROBLEM_UNREVEALED_GUARDS, /* Swarm units with unrevealed Guards (note 9) */
  GMP_PROBLEM_HIVE_AT_START,     /* Human units in a hive before the game has begun */
  GMP_PROBLEM_FORT_STRENGTH,     /* above the Fort's largest strength (note 19) */
  GMP_PROBLEM_GUARD_VALUE,       /* a Guard value the pool cannot show (note 36) */
  GMP_PROBLEM_CHIT_PLACE,        /* a chit where it cannot be */
  GMP_PROBLEM_DANGER,            /* the Danger marker off its track, or its face (note 21) */
  GMP_PROBLEM_PENDING_MOVE,      /* a move waiting for Guard values that cannot go on (note 9) */
  GMP_PROBLEM_TURN,              /* the turn under way (gmp_turn_check()) */
  GMP_N_PROBLEM_KINDS
} GmpProblemKind;

typedef struct {
  GmpProblemKind  kind;
  int             city;
  int             unit;
  int             fort;
  int             chit;
  guint           note;      /* the rules note, or 0 */
  char           *message;   /* translated; names the city or unit and cites the note */
} GmpProblem;

void         gmp_problem_free              (GmpProblem      *problem);
/* Whether the rules core cannot play a state with this problem: those are
 * what gmp_state_check() and the scenario loader refuse. The others (more
 * units than the board's counters, Human units in a hive before the game
 * begins) describe a position the board's own Preparation cannot produce,
 * which test positions and what-if setups build on purpose; they are listed,
 * not refused. */
gboolean     gmp_problem_blocks_play       (const GmpProblem *problem);
/* "stacking", "fence", ...: stable ids for files and JSON */
const char  *gmp_problem_kind_to_string    (GmpProblemKind   kind);

/* Every problem of the state, in a stable order (gmp_state_check() reports
 * the first that blocks play); an empty array when it is valid. The array
 * frees its problems. */
GPtrArray   *gmp_state_validate            (const GmpState  *state);

/* Checks the rules every saved state must keep: stacking, unit places,
 * Fort strengths, Guard values, chit places. The message names the city and
 * the rule: the first problem gmp_state_validate() lists that blocks play
 * (gmp_problem_blocks_play()). gmp_state_validate_game() (gmp-problems-game.h)
 * adds the turn under way. */
gboolean     gmp_state_check               (const GmpState  *state,
                                            GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpProblem, gmp_problem_free)

G_END_DECLS
