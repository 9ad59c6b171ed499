/* gmp-turn.h: the flow of play (Fade In, Action, Fade Out) as questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The turn sequence is a state machine over GmpState.phase and .step. After
 * gmp_turn_advance() a state always rests on exactly one pending question
 * (or the game is over): which chit was drawn, "done moving", which combat
 * next, which chit to hold, which hive, where an Allied unit goes, the
 * Danger roll. The question is derived from the state alone, so a game saved
 * at any question continues identically after loading. The UI and the CLI
 * only answer questions; gmp_turn_answer() refuses anything out of order.
 *
 * Movement itself happens through gmp-movement.h while the MOVEMENT question
 * is pending; the answer "done" closes it.
 */

#pragma once

#include "gmp-dice.h"
#include "gmp-log.h"
#include "gmp-movement.h"
#include "gmp-movement-log.h"
#include "gmp-question.h"
#include "gmp-turn-reinforcements.h"
#include "gmp-state.h"
#include "gmp-turn-step.h"

G_BEGIN_DECLS

/* Translated, for people: "Draw a chit from the cup". */
char        *gmp_question_describe     (const GmpState    *state,
                                        const GmpQuestion *question);
/* The same for a table that sees the combat's dice as die faces beside the
 * question (the app's combat view): the rolls are not repeated in words. */
char        *gmp_question_describe_without_dice (const GmpState    *state,
                                                 const GmpQuestion *question);
/* The same with what its combat did so far apart, in *so_far (NULL outside
 * a combat), so that a small window shows the question's answers before
 * the combat's growing story (issue 16). */
char        *gmp_question_describe_apart (const GmpState    *state,
                                          const GmpQuestion *question,
                                          char             **so_far);
/* What an answer did, in a sentence as players say it ("The Humans pass
 * on FX in the combat in Chicago (Rules note 20).", "Ant 1 retreats from
 * St. Louis to Memphis (Rules note 14)."), told in the position it was
 * given in: for the history's toasts and rows (issue 16). NULL when the
 * game is over. */
char        *gmp_answer_describe       (const GmpState    *state,
                                        const GmpQuestion *question,
                                        int                answer);
/* A stable name for an answer ("swarm-1", "NYC", "done", "pass", "random",
 * a Guard value), and back. */
char        *gmp_answer_to_string      (const GmpState    *state,
                                        const GmpQuestion *question,
                                        int                answer);
gboolean     gmp_answer_from_string    (const GmpState    *state,
                                        const GmpQuestion *question,
                                        const char        *text,
                                        int               *answer,
                                        GError           **error);

/* The pending question, derived from the state. Never NULL. Call
 * gmp_turn_advance() first on a state that may rest between steps. */
GmpQuestion *gmp_turn_get_question     (const GmpState    *state);

/* Performs every automatic step until a question is needed or the game is
 * over. log may be NULL. */
gboolean     gmp_turn_advance          (GmpState          *state,
                                        GmpLog            *log,
                                        GError           **error);

/* Answers the pending question (GMP_ERROR_ILLEGAL for an answer it does not
 * allow), then advances to the next question. Dice and random draws come
 * from dice: a seeded source, or the players' own rolls (scripted). */
gboolean     gmp_turn_answer           (GmpState          *state,
                                        GmpLog            *log,
                                        GmpDice           *dice,
                                        int                answer,
                                        GError           **error);

gboolean     gmp_turn_is_over          (const GmpState    *state);

/* Whether the combat in city is one the current activation still has to
 * resolve, or is resolving (rules note 4): the turn sequence asks for it, so
 * it must not be resolved elsewhere. */
gboolean     gmp_turn_combat_pending   (const GmpState    *state,
                                        guint              city);

/* Checks what the turn sequence keeps in a state (a loaded file): the step
 * fits the phase, the Fort options fit their Forts, and a combat under way
 * has a city to fight in, FX its sides hold, the dice it takes and decisions
 * it allows, replayed in order (rules notes 12-15, 18, 20). */
gboolean     gmp_turn_check            (const GmpState    *state,
                                        GError           **error);

/* For GMP_QUESTION_COMBAT_DICE: the dice the combat takes, in the order the
 * answer reads them (GmpDieRequest*, gmp-combat.h), or NULL for another question. */
GPtrArray   *gmp_turn_get_dice_requests (const GmpState   *state);
/* The same, with the dice typed so far deciding how many misses each
 * re-roll covers (Rules note 17). */
GPtrArray   *gmp_turn_get_dice_requests_for (const GmpState *state,
                                             const guint8   *dice,
                                             gsize           n_dice);
/* For GMP_QUESTION_ALLOCATION: the allocations the answer indexes (GmpAllocation*),
 * or NULL for another question. */
GPtrArray   *gmp_turn_get_allocations  (const GmpState    *state);
/* The state as the combat being resolved has left it so far (the decisions
 * already taken applied), for showing it; a copy of state otherwise. */
GmpState    *gmp_turn_preview          (const GmpState    *state);

/* An FX that acts without a combat (GMP_FX_FORT_DAMAGE, GMP_FX_ELIMINATE_CITY),
 * used by its owner on city while a formation moves (rules notes 20, 21). */
gboolean     gmp_turn_use_fx           (GmpState          *state,
                                        GmpLog            *log,
                                        int                chit,
                                        guint              city,
                                        GError           **error);

/* Moves units of the formation that moves now (the MOVEMENT question is
 * pending; rules notes 4, 33) along path, or to destination by the cheapest
 * path when n_path is 0, and logs each unit's way. The status says whether
 * the move waits for Guard values (rules note 9). */
GmpMoveStatus gmp_turn_move            (GmpState          *state,
                                        GmpLog            *log,
                                        const guint       *units,
                                        guint              n_units,
                                        const guint       *path,
                                        guint              n_path,
                                        int                destination,
                                        GError           **error);

/* A simple legal policy for automatic play (the CLI's `play`, tests,
 * benchmarks), random but reproducible with a seeded source. */

/* Moves some units of the active formation to random legal destinations;
 * now and then plays an FX that needs no combat; stops early when a move
 * waits for Guard values. */
void         gmp_turn_auto_move        (GmpState          *state,
                                        GmpLog            *log,
                                        GmpDice           *dice);
/* The same policy through other hands (the session's actions): it reads
 * the game with get_state after each move or FX it makes. */
typedef struct {
  const GmpState *(*get_state) (gpointer     data);
  gboolean        (*move)      (gpointer     data,
                                guint        unit,
                                const guint *path,
                                guint        n_path);
  void            (*use_fx)    (gpointer     data,
                                guint        chit,
                                guint        city);
  gpointer          data;
} GmpAutoPlayer;
void         gmp_turn_auto_move_with   (const GmpAutoPlayer *player,
                                        GmpDice           *dice);
/* A legal answer to a question, gmp_turn_auto_answer(), is in
 * gmp-question.h */
/* Plays until the game is over or the turn after last_turn begins
 * (0: to the end). */
gboolean     gmp_turn_play_auto        (GmpState          *state,
                                        GmpLog            *log,
                                        GmpDice           *dice,
                                        guint              last_turn,
                                        GError           **error);

G_END_DECLS
