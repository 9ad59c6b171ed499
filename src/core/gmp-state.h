/* gmp-state.h: the state of one game on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmpState is plain data: where every unit is and which side is up, Fort
 * strengths, Guards, every chit's place (the cup is "the chits whose place is
 * GMP_CHIT_IN_CUP"), the Danger marker and the turn. It holds a reference to
 * its board. Rules that change it live in their own files (movement, combat,
 * turn); this file holds the data and the queries everything shares.
 */

#pragma once

#include "gmp-board.h"

G_BEGIN_DECLS

typedef enum {
  GMP_PLACE_MAP,          /* in GmpUnit.city */
  GMP_PLACE_RESERVE,      /* set aside: Allied units not yet arrived */
  GMP_PLACE_TIME_TRACK,   /* eliminated Swarm unit waiting for GmpUnit.turn (note 16) */
  GMP_PLACE_RETURNING,    /* taken off the Time Track, placed in the next Fade In (note 6) */
  GMP_PLACE_ELIMINATED,   /* out of the game */
} GmpPlace;

/* A Guard's hidden side: its die threshold, 0 for blank, or one of these. */
#define GMP_GUARD_BLANK   0
#define GMP_GUARD_UNKNOWN (-1)   /* face-to-face: only the counter knows (DESIGN.md) */
#define GMP_GUARD_DRAW    (-2)   /* the app draws it from the pool when the game starts */

typedef struct {
  guint     type;          /* GmpBoard.unit_types */
  int       formation;     /* GmpBoard.formations, GMP_NONE for Guards */
  GmpPlace  place;
  int       city;          /* GMP_PLACE_MAP: the city; else GMP_NONE */
  guint     turn;          /* GMP_PLACE_TIME_TRACK: the turn space */
  gint8     guard_value;   /* Guards: see GMP_GUARD_* */
  guint     reduced : 1;   /* showing its reduced side */
  guint     revealed : 1;  /* Guards: flipped face up */

  /* Bookkeeping for the current activation and game turn */
  int       moved_from;    /* city it last entered its city from this activation, or GMP_NONE */
  guint     mp_used;       /* MP spent this activation */
  guint     moved : 1;     /* moved this activation */
  guint     stopped : 1;   /* its move has ended this activation (note 8) */
  guint     stopped_turn : 1; /* it entered an enemy city by a move: no more movement, nor
                                 a Withdrawal, this game turn (note 44) */
  guint     retreated_in : 1; /* retreated into its city this activation: no combat (note 11) */
  guint     advanced : 1;  /* used its overrun advance this game turn (note 15) */
  guint     pending_move : 1; /* its move waits for Guard values (note 9; gmp-movement.h) */
} GmpUnit;

typedef enum {
  GMP_CHIT_IN_CUP,
  GMP_CHIT_ON_TIME_TRACK,  /* waits for GmpChitState.turn (note 2) */
  GMP_CHIT_WITH_ALLY,      /* not in play until its nation arrives (note 23) */
  GMP_CHIT_DRAWN,          /* drawn this turn: activation done, or an End on the turn end track */
  GMP_CHIT_IN_HAND,        /* FX held by its owner for this game turn (note 20) */
  GMP_CHIT_USED,           /* FX used this game turn */
  GMP_CHIT_HELD,           /* activation chit held for the next turn (note 5) */
  GMP_CHIT_REMOVED,        /* out of the game */
} GmpChitPlace;

typedef struct {
  GmpChitPlace place;
  guint        turn;       /* GMP_CHIT_ON_TIME_TRACK */
} GmpChitState;

typedef enum {
  GMP_PHASE_SETUP,
  GMP_PHASE_FADE_IN,
  GMP_PHASE_ACTION,
  GMP_PHASE_FADE_OUT,
  GMP_PHASE_GAME_OVER,
} GmpPhase;

typedef enum {
  GMP_WINNER_NONE,
  GMP_WINNER_SWARM,
  GMP_WINNER_HUMANS,
} GmpWinner;

typedef enum {
  GMP_END_NONE,
  GMP_END_KEY_CITIES,      /* the Swarm destroyed enough key cities (note 22) */
  GMP_END_LAST_TURN,       /* the Humans held out to the end of the last turn */
  GMP_END_DANGER,          /* the player who rolled For Danger destroyed the Earth (note 21) */
} GmpEndReason;

/* GmpState.fort_choice: not asked, no option, a GmpFortOptions bit, or a
 * Sortie against city c: GMP_FORT_CHOICE_SORTIE_BASE + c (note 18). */
#define GMP_FORT_CHOICE_NONE        0
#define GMP_FORT_CHOICE_PASS        (-1)
#define GMP_FORT_CHOICE_SORTIE_BASE 64
#define GMP_FORT_CHOICE_WITHDRAWAL  4    /* GMP_FORT_OPTION_WITHDRAWAL (gmp-combat.h) */

/* Where the units stand, city by city: derived from the units, never saved
 * or compared (gmp-state-index.c) */
typedef struct _GmpStateIndex GmpStateIndex;

typedef struct {
  GmpBoard     *board;      /* owned reference */

  guint         turn;       /* 1..rules.turns */
  GmpPhase      phase;
  guint         step;       /* position inside the phase, owned by the turn sequence */

  GArray       *units;      /* of GmpUnit; a unit's id is its index */
  guint        *fort_strength;   /* per board fort; 0 = destroyed (note 19) */
  GmpChitState *chits;           /* per board chit */

  guint         danger_space;    /* 0 = first space */
  int           danger_face;     /* chit whose FX shows on the marker, or GMP_NONE */

  guint         ends_drawn;      /* "...The End???" drawn this turn (note 1) */
  int           active_formation;/* formation activated now, or GMP_NONE */
  guint32       activated;       /* bit per formation activated this turn (note 5) */
  int           allied_nation;   /* the Allied formation that came (note 23), or GMP_NONE */

  /* Movement (gmp-movement.h). Zero means "nothing pending, no FX". */
  gboolean      move_pending;     /* a move waits for Guard values in move_pending_city (note 9) */
  guint         move_pending_city;
  int           move_pending_to;  /* where that move continues once answered, or GMP_NONE */
  GArray       *move_pending_path;/* of guint: the cities it still enters after
                                     move_pending_city, in the order the player chose
                                     (the last is move_pending_to); empty: to move_pending_to
                                     by the cheapest path (files without it) */
  guint         fx_mp;            /* extra MP from an FX this activation (GMP_FX_EXTRA_MP) */
  int           fx_mp_formation;  /* the formation that gets fx_mp; meaningful when fx_mp > 0 */

  GmpWinner     winner;
  GmpEndReason  end_reason;

  /* Turn sequence (gmp-turn.h). Everything a pending question depends on is
   * here, so a game saved at any question continues identically. */
  guint8       *combat_done;      /* per board city: its combat was resolved this activation */
  guint8       *enemy_at_start;   /* per board city, gmp_retreat_snapshot() of the activation
                                     (note 14), or NULL when no activation is under way */
  int          *fort_choice;      /* per board fort: see GMP_FORT_CHOICE_* (note 18) */
  /* The combat being resolved (steps GMP_STEP_COMBAT_FX, GMP_STEP_COMBAT_RESOLVE):
   * its city, each side's FX (GMP_NONE not asked yet, GMP_ANSWER_PASS, or a
   * chit), its dice once rolled, and the decisions taken so far, in order.
   * The state itself changes only when its last decision is taken. */
  int           combat_city;
  int           combat_fx[GMP_N_SIDES];
  gboolean      combat_rolled;
  GArray       *combat_dice;      /* of guint8 */
  GArray       *combat_answers;   /* of int */

  /* Not part of the game: the units by city, kept by the core's changes
   * and built again after gmp_state_get_unit() or gmp_state_units_changed() */
  GmpStateIndex *index;
} GmpState;

GmpState   *gmp_state_new              (GmpBoard        *board);
GmpState   *gmp_state_copy             (const GmpState  *state);
void        gmp_state_free             (GmpState        *state);
gboolean    gmp_state_equal            (const GmpState  *a,
                                        const GmpState  *b);

/* Adds a unit, Fresh, on the map in city (or placed as `place` when city is GMP_NONE).
 * Returns its id. */
guint       gmp_state_add_unit         (GmpState        *state,
                                        guint            type,
                                        int              formation,
                                        int              city);
/* For changing a unit by hand (editors, tests): the state's index of units
 * by city is built again the next time it is read. */
GmpUnit    *gmp_state_get_unit         (GmpState        *state,
                                        guint            id);
/* Code that wrote into state->units without gmp_state_get_unit() says so */
void        gmp_state_units_changed    (GmpState        *state);
guint       gmp_state_n_units          (const GmpState  *state);
GmpSide     gmp_state_unit_side        (const GmpState  *state,
                                        guint            id);

/* Units of `side` on the map in `city` (all sides: GMP_N_SIDES), ids ascending. */
guint       gmp_state_units_in_city    (const GmpState  *state,
                                        guint            city,
                                        GmpSide          side,
                                        guint           *ids,
                                        guint            max_ids);
/* Units counted for stacking: units of `side` in `city`, plus the undestroyed
 * Fort's strength for the Humans (rules note 7). */
guint       gmp_state_stack_count      (const GmpState  *state,
                                        guint            city,
                                        GmpSide          side);
/* Stacking counts of every city in one pass over the units, for code that
 * looks at all cities: counts[city * GMP_N_SIDES + side], as
 * gmp_state_stack_count() gives them. Free with g_free(). */
guint      *gmp_state_stack_counts     (const GmpState  *state);
gboolean    gmp_state_fort_destroyed   (const GmpState  *state,
                                        guint            fort);
/* The city holds an undestroyed Fort. */
gboolean    gmp_state_has_fort         (const GmpState  *state,
                                        guint            city);
/* "A City is enemy if it only contains enemy Units"; an undestroyed Fort is
 * always enemy to the Swarm. */
gboolean    gmp_state_city_is_enemy    (const GmpState  *state,
                                        guint            city,
                                        GmpSide          side);
guint       gmp_state_destroyed_key_cities (const GmpState *state);

/* Rules note 36: Guard values run from GMP_GUARD_BLANK to a die's 6. */
#define GMP_GUARD_N_VALUES 7
/* How many counters of each value the board's pool has (in_pool), and how
 * many Guards of the state hold each value, revealed or known face down
 * (known): the counters already taken out of the pool. */
void        gmp_state_guard_counts     (const GmpState  *state,
                                        guint            in_pool[GMP_GUARD_N_VALUES],
                                        guint            known[GMP_GUARD_N_VALUES]);
/* Whether a Guard whose value is unknown may turn out to show `value`: a
 * counter of it is left in the pool. When none of any value is left (a
 * state holding more Guards than the pool, which gmp_state_validate()
 * lists), every value of the pool may. */
gboolean    gmp_state_guard_value_left (const GmpState  *state,
                                        int              value);

const char *gmp_phase_to_string        (GmpPhase         phase);
gboolean    gmp_phase_from_string      (const char      *string,
                                        GmpPhase        *phase);
/* Translated, for people: "Fade In", "Action", ... */
const char *gmp_phase_get_name         (GmpPhase         phase);
const char *gmp_place_to_string        (GmpPlace         place);
gboolean    gmp_place_from_string      (const char      *string,
                                        GmpPlace        *place);
const char *gmp_chit_place_to_string   (GmpChitPlace     place);
gboolean    gmp_chit_place_from_string (const char      *string,
                                        GmpChitPlace    *place);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpState, gmp_state_free)

G_END_DECLS
