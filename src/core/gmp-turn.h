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
#include "gmp-state.h"
#include "gmp-turn-step.h"

G_BEGIN_DECLS

typedef enum {
  GMP_QUESTION_NONE,         /* the game is over */
  GMP_QUESTION_DRAW_CHIT,    /* a chit in the cup, or GMP_ANSWER_RANDOM */
  GMP_QUESTION_GUARD_VALUE,  /* subject: a Guard a move revealed; a value of the pool (note 9) */
  GMP_QUESTION_MOVEMENT,     /* subject: the formation; GMP_ANSWER_DONE */
  GMP_QUESTION_COMBAT,       /* the city whose combat is resolved next */
  GMP_QUESTION_HOLD,         /* side: a chit of its own to hold, or GMP_ANSWER_PASS (note 5) */
  GMP_QUESTION_RETURN_UNIT,  /* subject: a returning Swarm unit; a hive city (note 6) */
  GMP_QUESTION_DANGER,       /* side: who rolls; GMP_ANSWER_RANDOM (dice from the source) */
  GMP_QUESTION_PLACE_ALLY,   /* subject: an Allied unit; a city with its flag (note 23) */
  GMP_QUESTION_COMBAT_FX,    /* side; subject: the city; an FX in hand, or GMP_ANSWER_PASS (note 20) */
  GMP_QUESTION_FORT_OPTION,  /* subject: the Fort's city; GMP_ANSWER_PASS, a GmpFortOptions bit,
                                or GMP_ANSWER_SORTIE (city) (note 18) */
  GMP_QUESTION_COMBAT_DICE,  /* subject: the city; GMP_ANSWER_RANDOM: the dice, from the source
                                (see gmp_turn_get_dice_requests) */
  GMP_QUESTION_ALLOCATION,   /* side; subject: the city; an index of gmp_combat_list_allocations()
                                (note 12) */
  GMP_QUESTION_IGNORE_RETREAT, /* Humans; subject: the Fort's city; YES or NO (note 18) */
  GMP_QUESTION_RETREAT,      /* side; subject: a retreating unit; a city (note 14) */
  GMP_QUESTION_DISPLACE,     /* side; subject: an over-stacked city; GMP_ANSWER_DISPLACE (unit,
                                city) (note 14) */
  GMP_QUESTION_SORTIE_RETURN,/* Humans; subject: the city; YES: back to the Fort (note 18) */
  GMP_QUESTION_ADVANCE,      /* side; subject: the city; a city to advance to, or PASS (note 15) */
  GMP_N_QUESTIONS
} GmpQuestionKind;

/* Answers that are not a chit, city or value */
#define GMP_ANSWER_RANDOM (-10)   /* draw or roll with the dice source */
#define GMP_ANSWER_DONE   (-11)
#define GMP_ANSWER_PASS   (-12)
#define GMP_ANSWER_YES    (-13)
#define GMP_ANSWER_NO     (-14)
/* A Sortie against city (GMP_QUESTION_FORT_OPTION) */
#define GMP_ANSWER_SORTIE(city) (GMP_FORT_CHOICE_SORTIE_BASE + (int) (city))
/* Unit `unit` moves to city `to` (GMP_QUESTION_DISPLACE) on a board of n_cities */
#define GMP_ANSWER_DISPLACE(unit, to, n_cities) ((int) (unit) * (int) (n_cities) + (int) (to))

typedef struct {
  GmpQuestionKind kind;
  GmpSide         side;      /* who decides */
  int             subject;   /* unit or formation the question is about, or GMP_NONE */
  GArray         *answers;   /* of int: every legal answer */
  int             suggested; /* the answer automatic play gives when it does not choose at
                                random: for an allocation, the one that keeps the most units
                                (note 12); else the first answer */
} GmpQuestion;

void         gmp_question_free         (GmpQuestion       *question);
gboolean     gmp_question_allows       (const GmpQuestion *question,
                                        int                answer);
const char  *gmp_question_kind_to_string (GmpQuestionKind  kind);
/* Translated, for people: "Draw a chit from the cup". */
char        *gmp_question_describe     (const GmpState    *state,
                                        const GmpQuestion *question);
/* The same for a table that sees the combat's dice as die faces beside the
 * question (the app's combat view): the rolls are not repeated in words. */
char        *gmp_question_describe_without_dice (const GmpState    *state,
                                                 const GmpQuestion *question);
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

/* The cities a returning Swarm unit may go to (note 6), or an Allied unit
 * (note 23). Arrays of guint. */
GArray      *gmp_turn_legal_hives      (const GmpState    *state,
                                        guint              unit);
GArray      *gmp_turn_legal_flag_cities (const GmpState   *state,
                                         guint             unit);

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
/* A legal answer: the app draws and rolls, other choices at random. */
int          gmp_turn_auto_answer      (const GmpQuestion *question,
                                        GmpDice           *dice);
/* Plays until the game is over or the turn after last_turn begins
 * (0: to the end). */
gboolean     gmp_turn_play_auto        (GmpState          *state,
                                        GmpLog            *log,
                                        GmpDice           *dice,
                                        guint              last_turn,
                                        GError           **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpQuestion, gmp_question_free)

G_END_DECLS
