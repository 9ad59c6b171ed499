/* gmp-combat.h: combat in a city, hit allocation, overrun and Fort options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmpCombat is built from a state and a city. It lists its participants
 * (rules note 11), says exactly which dice it needs and in which order, takes
 * them from a dice source or as values the players rolled, scores the Hits
 * (simultaneous, rules note 12), offers the legal hit allocations and applies
 * the chosen ones, then rules on the retreat (rules note 13). Every ruling
 * carries a translated explanation naming the rule or rules note behind it.
 *
 * The dice order: the acting side's participants first, then the other
 * side's; within a side its units by ascending id, then the Fort, then FX
 * dice; then, when a side plays an FX that re-rolls misses, its missed dice in
 * the same order.
 */

#pragma once

#include "gmp-dice.h"
#include "gmp-eliminate.h"
#include "gmp-ruling.h"
#include "gmp-state.h"

G_BEGIN_DECLS

#define GMP_COMBAT_MAX_DICE  16   /* per participant: Fort strength plus FX dice */
/* The strongest Fort a combat takes: the rest of its dice are an FX's (rules
 * note 17); a state with a stronger one is refused (gmp-problems.h). */
#define GMP_COMBAT_MAX_FORT_STRENGTH (GMP_COMBAT_MAX_DICE - 8)
#define GMP_COMBAT_MAX_UNITS 24   /* per side in one combat */
#define GMP_DIE_NEVER        7    /* a threshold no die reaches */

typedef enum {
  GMP_COMBAT_NORMAL,       /* the combat step of an activation (a Fort fights, note 17) */
  GMP_COMBAT_FULL_ATTACK,  /* Fort option: a normal Fort combat (note 18) */
  GMP_COMBAT_BARRAGE,      /* Fort option: only the Fort rolls, unless return fire (note 18) */
  GMP_COMBAT_SORTIE,       /* Humans from an adjacent Fort attack this city (note 18) */
} GmpCombatMode;

/* Fort options (note 18), as bits. */
typedef enum {
  GMP_FORT_OPTION_FULL_ATTACK = 1 << 0,
  GMP_FORT_OPTION_BARRAGE     = 1 << 1,
  GMP_FORT_OPTION_WITHDRAWAL  = 1 << 2,
  GMP_FORT_OPTION_SORTIE      = 1 << 3,
} GmpFortOptions;

typedef enum {
  GMP_COMBATANT_UNIT,
  GMP_COMBATANT_FORT,
  GMP_COMBATANT_FX,        /* extra dice of an FX */
} GmpCombatantKind;

typedef struct {
  GmpCombatantKind kind;
  GmpSide          side;
  guint            unit;        /* UNIT: unit id */
  int              index;       /* FORT: fort index; FX: chit index; else GMP_NONE */
  guint            type;        /* UNIT: its unit type */
  int              formation;   /* UNIT: its formation, or GMP_NONE */
  guint            capacity;    /* Hits it can absorb: 2 Fresh, 1 Reduced or Guard, 0 blank */
  gboolean         guard;       /* a National Guard */
  gboolean         blank;       /* a blank Guard: removed when revealed (note 9) */
  guint            n_dice;      /* 0: takes no part in the rolling (a Barrage) */
  guint8           thresholds[GMP_COMBAT_MAX_DICE];  /* after FX modifiers */
  gboolean         paired;      /* the Fresh Tank rule */
  gboolean         guard_hidden;/* an unrevealed Guard: value unknown to the players */
  /* results */
  guint8           dice[GMP_COMBAT_MAX_DICE];
  guint8           rerolls[GMP_COMBAT_MAX_DICE];  /* 0: not re-rolled */
  guint            hits;
} GmpCombatant;

typedef struct {
  GmpSide  side;
  guint    combatant;           /* index in GmpCombat.combatants */
  guint    n_dice;
  guint8   thresholds[GMP_COMBAT_MAX_DICE];
  gboolean reroll;              /* a re-roll of missed dice */
  gboolean count_known;         /* FALSE: a re-roll whose count depends on earlier dice */
  char    *label;               /* translated: "Tank (A) #3: 2 dice, hits on 4+" */
  /* Who rolls, as in its combatant, for structured output */
  GmpCombatantKind kind;
  guint    unit;                /* UNIT: unit id */
  int      index;               /* FORT: fort index; FX: chit index; else GMP_NONE */
  gboolean paired;              /* the Fresh Tank rule */
} GmpDieRequest;

void gmp_die_request_free (GmpDieRequest *request);

/* How one side takes its Hits (rules note 12). */
typedef struct {
  GmpSide side;
  guint   n_units;
  guint   units[GMP_COMBAT_MAX_UNITS];  /* the side's participating units */
  guint8  hits[GMP_COMBAT_MAX_UNITS];   /* Hits each takes: 0, 1, or 2 for a Fresh unit */
  guint   fort_hits;
  guint   lost;                         /* Hits nothing could absorb */
} GmpAllocation;

typedef enum {
  GMP_COMBAT_STAGE_DICE,       /* waiting for dice */
  GMP_COMBAT_STAGE_ALLOCATE,   /* Hits scored, waiting for the allocations */
  GMP_COMBAT_STAGE_DONE,       /* applied to the state; retreat ruled */
} GmpCombatStage;

/* Why a combat ended as it did (rules notes 13, 15, 18), as rule_retreat
 * decides it; the game log keeps it (GMP_LOG_COMBAT p4), and logs saved
 * before the reasons were kept have 0 or 1 there. */
typedef enum {
  GMP_COMBAT_OUTCOME_NO_REASON = 0,     /* not decided yet, or a log that kept no reason */
  GMP_COMBAT_OUTCOME_OVERRUN,           /* note 15 */
  GMP_COMBAT_OUTCOME_MORE_HITS,         /* the side that took more Hits retreats */
  GMP_COMBAT_OUTCOME_TIE,               /* a tie: the acting side retreats */
  GMP_COMBAT_OUTCOME_MORE_HITS_FORT,    /* as MORE_HITS, the Humans' Fort alone holds the city
                                           (note 25) */
  GMP_COMBAT_OUTCOME_TIE_FORT,          /* as TIE, the Humans' Fort alone holds the city (note 25) */
  GMP_COMBAT_OUTCOME_SWARM_GONE,        /* nobody retreats: the Swarm has no units left */
  GMP_COMBAT_OUTCOME_HUMANS_GONE,       /* nobody retreats: the Humans have no units left */
  GMP_COMBAT_OUTCOME_FORT_DESTROYED,    /* as HUMANS_GONE, and their Fort was destroyed (note 18) */
  GMP_COMBAT_OUTCOME_BARRAGE_NO_HITS,   /* nobody retreats: no Hit in a Barrage (notes 18, 38) */
  GMP_COMBAT_OUTCOME_N_OUTCOMES
} GmpCombatOutcome;

typedef struct _GmpCombat GmpCombat;

/* Read-only for callers. */
struct _GmpCombat {
  GmpBoard      *board;        /* owned reference */
  guint          city;
  GmpSide        acting;
  GmpCombatMode  mode;
  int            fort;          /* participating undestroyed Fort, or GMP_NONE */
  guint          fort_strength; /* its strength when the combat began */
  int            fx[GMP_N_SIDES];  /* chit played by each side, or GMP_NONE */
  GArray        *combatants;    /* of GmpCombatant */
  gboolean       overrun;       /* rules note 15: no dice, the enemy is eliminated */
  GmpCombatStage stage;

  /* After the dice */
  guint          scored[GMP_N_SIDES];    /* Hits each side scored */
  guint          cancelled[GMP_N_SIDES]; /* Hits each side's FX cancelled */
  guint          suffered[GMP_N_SIDES];  /* Hits each side suffers (note 13) */

  /* After the allocation */
  guint          survivors[GMP_N_SIDES]; /* participating units left in the city */
  guint          eliminated[GMP_N_SIDES];
  GmpSide        retreat;       /* side that must retreat, or GMP_N_SIDES */
  GmpCombatOutcome outcome;     /* why (note 13), once resolved */
  gboolean       may_ignore_retreat;  /* Humans after a Fort combat (note 18) */
  gboolean       fort_destroyed;
  GmpSide        winner;        /* side that won the city, or GMP_N_SIDES */

  GPtrArray     *rulings;       /* of GmpRuling, in the order they were made */
};

/* A combat takes place in a city holding participating units of both sides,
 * or Swarm units and an undestroyed Fort (rules notes 11, 17). */
gboolean    gmp_combat_needed        (const GmpState  *state,
                                      guint            city);

GmpCombat  *gmp_combat_new           (const GmpState  *state,
                                      guint            city,
                                      GmpSide          acting,
                                      GmpCombatMode    mode,
                                      GError         **error);
/* As gmp_combat_new(), explaining nothing from the start (combat->rulings
 * NULL): no sentence formatted or translated, for replays and automatic play. */
GmpCombat  *gmp_combat_new_unexplained (const GmpState *state,
                                        guint           city,
                                        GmpSide         acting,
                                        GmpCombatMode   mode,
                                        GError        **error);
void        gmp_combat_free          (GmpCombat       *combat);
/* Whether the combat writes its rulings (on by default). Off, combat->rulings
 * is NULL: for code that only needs the outcome. */
void        gmp_combat_set_explain   (GmpCombat       *combat,
                                      gboolean         explain);

/* Plays side's FX chit in this combat (rules note 20). With check_hand FALSE the
 * chit need not be in the side's hand: a "what if" for the odds. */
gboolean    gmp_combat_set_fx        (GmpCombat       *combat,
                                      const GmpState  *state,
                                      GmpSide          side,
                                      int              chit,
                                      gboolean         check_hand,
                                      GError         **error);
/* The FX chits in side's hand that could be played in this combat. */
GArray     *gmp_combat_usable_fx     (const GmpCombat *combat,
                                      const GmpState  *state,
                                      GmpSide          side);

/* The dice still needed, in order. `dice` are values already entered (may be
 * NULL); they decide how many misses a re-roll covers. Array of GmpDieRequest. */
GPtrArray  *gmp_combat_get_dice_requests (const GmpCombat *combat,
                                          const guint8    *dice,
                                          gsize            n_dice);
/* Total dice the combat takes with these entered values (re-rolls included). */
guint       gmp_combat_count_dice    (const GmpCombat *combat,
                                      const guint8    *dice,
                                      gsize            n_dice);
/* Resolves with these dice, in the order above: all of them, 1..6 each, or a
 * GMP_ERROR_DICE naming the first missing or wrong die. */
gboolean    gmp_combat_set_dice      (GmpCombat       *combat,
                                      const guint8    *dice,
                                      gsize            n_dice,
                                      GError         **error);
/* Room for every die one combat can take, re-rolls included. */
#define GMP_COMBAT_MAX_ROLLED (GMP_COMBAT_MAX_DICE * 2 * (GMP_COMBAT_MAX_UNITS + 2) * 2)
/* Rolls all the dice the combat takes from a source, in the same order, into
 * values (room for GMP_COMBAT_MAX_ROLLED); their number goes to n_values. */
gboolean    gmp_combat_roll_values   (const GmpCombat *combat,
                                      GmpDice         *dice,
                                      guint8          *values,
                                      guint           *n_values,
                                      GError         **error);
/* Resolves with dice from a source, in the same order. */
gboolean    gmp_combat_roll          (GmpCombat       *combat,
                                      GmpDice         *dice,
                                      GError         **error);

/* The legal allocations of side's suffered Hits (rules note 12). Array of
 * GmpAllocation*; may be long for big stacks (at most `max`, 0 = no limit). */
GPtrArray  *gmp_combat_list_allocations  (const GmpCombat *combat,
                                          GmpSide          side,
                                          guint            max);
/* As gmp_combat_list_allocations, but allocations that differ only by
 * swapping identical units (same type, formation, side shown, Guard value,
 * and, for the acting side, the city each came from: its retreat) are listed
 * once: within identical units, lower ids take at least as many Hits. The
 * default allocation is one of them (rules notes 12, 24). */
GPtrArray  *gmp_combat_list_distinct_allocations (const GmpCombat *combat,
                                                  const GmpState  *state,
                                                  GmpSide          side,
                                                  guint            max);
/* Keep the most units in play: flip Fresh units first, then eliminate
 * Reduced units and Guards, weakest first (rules note 24). */
void        gmp_combat_default_allocation (const GmpCombat *combat,
                                           GmpSide          side,
                                           GmpAllocation   *out);
gboolean    gmp_combat_check_allocation  (const GmpCombat     *combat,
                                          const GmpAllocation *allocation,
                                          GError             **error);
/* Applies both sides' allocations at once (NULL: the default one), uses the
 * FX chits, and rules on the retreat. */
gboolean    gmp_combat_apply         (GmpCombat           *combat,
                                      GmpState            *state,
                                      const GmpAllocation *swarm,
                                      const GmpAllocation *humans,
                                      GError             **error);

/* Adds the ruling for a unit just eliminated: where it went (rules note 16). */
void        gmp_combat_rule_elimination (GPtrArray      *rulings,
                                         const GmpState *state,
                                         guint           unit);
/* The number a die of `side` must reach, from its counter's number, after the
 * side's FX hit modifier (never below the FX's floor). */
guint8      gmp_combat_die_threshold (const GmpCombat *combat,
                                      GmpSide          side,
                                      guint            threshold);

/* Whether unit id goes out on a Sortie from the Fort in city: every Human
 * unit there but the National Guards, who never move (note 18), and the
 * units whose movement ended for the game turn (note 44). */
gboolean    gmp_fort_sortie_unit      (const GmpState  *state,
                                       guint            id,
                                       guint            city);
/* Fort options open to `formation` (activated now) for the Fort in city (note 18). */
GmpFortOptions gmp_fort_options      (const GmpState  *state,
                                      guint            city,
                                      int              formation);
/* After a Sortie the Humans won, the sortie units stay (return FALSE) or go
 * back to the Fort they came from (note 18). */
gboolean    gmp_combat_sortie_return (GmpCombat       *combat,
                                      GmpState        *state,
                                      gboolean         go_back,
                                      GError         **error);

/* A unit as its counter names it and the narration says it: "Tank A",
 * "National Guard" (gmp_describe_counter()); no number of the app's own,
 * which only commands that type unit ids show (issue 16). */
char       *gmp_combat_unit_label    (const GmpState  *state,
                                      guint            unit);

/* How a unit is named in words: gmp_combat_unit_label(), or the command
 * line's label that adds the id it takes */
typedef char *(*GmpUnitLabelFunc) (const GmpState *state,
                                   guint           unit);

/* An allocation in words (rules note 12): "Tank A is reduced, Infantry B
 * is eliminated, the Fort loses 1 strength point", or "no Hits"; units
 * named by unit_label (NULL: as their counters are). */
char       *gmp_combat_allocation_words (const GmpState      *state,
                                         const GmpAllocation *allocation,
                                         GmpUnitLabelFunc     unit_label);

/* The Hits a side takes in words, its units named by the caller: "Tank A
 * is reduced, 2 × Infantry B are eliminated, the Fort loses 1 strength
 * point", or "no Hits". Units of one name and fate are said once with
 * their number. gmp_combat_allocation_words() and the log both say it so. */
char       *gmp_combat_hits_words    (const char *const *names,
                                      const gboolean    *eliminated,
                                      guint              n_units,
                                      guint              fort_hits,
                                      guint              lost);
/* The sentence of the Hits a side took in city, hits in the words above:
 * "The Humans take their Hits in Chicago: Infantry A is reduced (Rules note
 * 12)."; most_units: the Hits were placed as keeping the most units in play
 * (rules note 24), which the sentence says. The log and the history (undo
 * toasts, the History view) both say it so. */
char       *gmp_combat_hits_taken_sentence (GmpSide     side,
                                            const char *city,
                                            const char *hits,
                                            gboolean    most_units);

/* The Hits a unit can absorb (rules note 12): 2 Fresh, 1 Reduced or a
 * Guard, 0 a blank Guard. */
guint       gmp_combat_unit_capacity (const GmpState  *state,
                                      guint            unit);

/* At the table players say where each Hit goes: one unit id per Hit, in any
 * order ("3, 3, 17": two Hits on #3, one on #17). Finds the allocation of
 * allocations (side's, as gmp_combat_list_distinct_allocations lists them)
 * that gives exactly those Hits, and its index; or FALSE with a translated
 * GMP_ERROR_ILLEGAL naming the first illegal Hit and why (rules note 12).
 * The distinct list holds one of each set of swaps of identical units, so
 * Hits on identical counters are matched as that list orders them. */
gboolean    gmp_allocation_find_by_units (const GmpCombat *combat,
                                          const GmpState  *state,
                                          GmpSide          side,
                                          const GPtrArray *allocations,
                                          const guint     *unit_ids,
                                          guint            n_ids,
                                          guint           *index,
                                          GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpCombat, gmp_combat_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpDieRequest, gmp_die_request_free)

G_END_DECLS
