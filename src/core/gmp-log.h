/* gmp-log.h: the game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every draw, roll, decision and ruling of the turn sequence is a structured
 * entry: the turn and phase it happened in, its kind and a few integer
 * parameters (chit, city, unit, formation indices of the board, dice sums).
 * Each kind's comment below says what every parameter is: a chit, city,
 * unit, formation or Fort's city (the board's or the state's index), a
 * unit type + 1 or formation + 1 (0: none), a side, or a plain number.
 * The text is rendered on demand, so a saved log reads in the language of
 * whoever opens it. A scenario saves entries as (turn, phase, kind string,
 * params, dice).
 */

#pragma once

#include "gmp-combat.h"
#include "gmp-state.h"

G_BEGIN_DECLS

#define GMP_LOG_MAX_PARAMS 6
/* Dice an entry keeps (a combat's, a Danger roll's). Stacking (Rules note 7)
 * keeps a real combat far below this; a longer roll keeps its first values
 * and its count (the combat entry's p5). */
#define GMP_LOG_MAX_DICE   128

typedef enum {
  GMP_LOG_TURN_BEGINS,      /* p0 turn */
  GMP_LOG_PHASE_BEGINS,     /* p0 phase */
  GMP_LOG_CHIT_DRAWN,       /* p0 chit, p1 1 when the app drew it, 0 when the players said */
  GMP_LOG_ACTIVATED,        /* p0 formation, p1 chit, p2 1 when it was held (note 5) */
  GMP_LOG_FX_TO_HAND,       /* p0 chit (note 4) */
  GMP_LOG_END_DRAWN,        /* p0 chit, p1 ends drawn, p2 ends per turn (note 1) */
  GMP_LOG_ALLY_CHOSEN,      /* p0 formation, p1 chit (note 23) */
  GMP_LOG_ALLY_REMOVED,     /* p0 chit (note 23) */
  GMP_LOG_MOVEMENT_DONE,    /* p0 formation */
  GMP_LOG_GUARD_REVEALED,   /* p0 unit, p1 value, p2 city (note 9) */
  GMP_LOG_COMBAT,           /* p0 city, p1 Hits the Swarm took, p2 Hits the Humans took,
                               p3 side that retreats or -1, p4 GmpCombatOutcome (1 for an
                               overrun, as in logs that kept no reason), p5 dice rolled */
  GMP_LOG_ACTIVATION_ENDS,  /* p0 formation */
  GMP_LOG_HOLD,             /* p0 side, p1 chit (note 5) */
  GMP_LOG_NO_HOLD,          /* p0 side: passes */
  GMP_LOG_NOTHING_ACTIVATED,/* no formation activated: nobody holds (note 5) */
  GMP_LOG_CHITS_TO_CUP,     /* p0 count */
  GMP_LOG_DANGER_ROLL,      /* p0 side, p1 sum, p2 sum that loses, p3 1 when lost (note 21) */
  GMP_LOG_NO_DANGER,        /* the marker is on a space without die symbols */
  GMP_LOG_GAME_OVER,        /* p0 GmpWinner, p1 GmpEndReason, p2 destroyed key cities */
  GMP_LOG_UNITS_OFF_TRACK,  /* p0 count, p1 turn (note 6) */
  GMP_LOG_UNIT_RETURNED,    /* p0 unit, p1 hive city, p2 unit type, p3 formation (note 6) */
  GMP_LOG_UNIT_DELAYED,     /* p0 unit, p1 turn space or 0 (leaves the game), p2 type, p3 formation */
  GMP_LOG_CHIT_ENTERS_CUP,  /* p0 chit (notes 2, 23) */
  GMP_LOG_ALLY_PLACED,      /* p0 unit, p1 city, p2 unit type, p3 formation (note 23) */
  GMP_LOG_ALLY_WAITS,       /* p0 formation, p1 units that wait (note 23) */
  GMP_LOG_FX_PLAYED,        /* p0 side, p1 chit, p2 city: in a combat, or used on a city (note 20) */
  GMP_LOG_FORT_OPTION,      /* p0 Fort's city, p1 GMP_FORT_CHOICE_* but SORTIE_BASE, p2 sortie city or -1 (note 18) */
  GMP_LOG_ALLOCATION,       /* p0 side, p1 city, p2 allocation chosen (its place in the list the
                               command line shows: never said to players, issue 16), p3
                               allocations, p4 1 when it keeps the most units (note 12); the
                               units hit are the UNIT_HIT entries after its COMBAT entry */
  GMP_LOG_IGNORE_RETREAT,   /* p0 city (note 18) */
  GMP_LOG_RETREAT,          /* p0 unit, p1 city or -1 (eliminated), p2 extra Hits, p3 from,
                               p4 unit type + 1, p5 formation + 1 (note 14) */
  GMP_LOG_DISPLACED,        /* p0 unit, p1 from, p2 to or -1 (eliminated), p3 unit type + 1,
                               p4 formation + 1 (note 14) */
  GMP_LOG_SORTIE_RETURN,    /* p0 city, p1 1 back to the Fort, 0 staying (note 18) */
  GMP_LOG_ADVANCE,          /* p0 from, p1 to or -1 (declined), p2 units (note 15) */
  GMP_LOG_GUARD_PLACED,     /* p0 unit, p1 city: the Guard table placed it at the start (note 3) */
  GMP_LOG_GUARDS_DRAWN,     /* p0 Guards, p1 1 when their sides stay unknown (face to face),
                               0 when drawn face down from the pool (note 3) */
  GMP_LOG_UNIT_MOVED,       /* p0 unit, p1 from, p2 to, p3 MP spent, p4 unit type + 1,
                               p5 formation + 1: a move, an overrun advance (0 MP, note 15)
                               or a sortie's return to its Fort (0 MP, note 18) */
  GMP_LOG_GUARD_ROLL,       /* p0 sum, p1 table city or -1, p2 1 when rolled again (the city
                               was full or none): a National Guard table roll, with its two
                               dice (note 3) */
  GMP_LOG_UNIT_HIT,         /* p0 unit, p1 city, p2 Hits it took (number; 0: eliminated without
                               a Hit, by an overrun or a city-wide FX), p3 1 eliminated, 0
                               reduced (number), p4 unit type + 1, p5 formation + 1: one entry
                               per unit a combat or an FX hit (notes 12, 15, 16) */
  GMP_LOG_FORT_DAMAGED,     /* p0 Fort's city (city), p1 strength before (number), p2 strength
                               after (number; 0: destroyed): in a combat or by an FX (notes 12,
                               19) */
  GMP_LOG_DANGER_MOVED,     /* p0 chit: the FX whose side the marker now shows, p1 space before
                               (number, 0 the first), p2 space after (number; the same on the
                               last space) (note 21) */
  GMP_LOG_GUARD_REMOVED,    /* p0 unit: a blank Guard flipped by a move or a combat, p1 city it
                               leaves (note 9) */
  GMP_LOG_VICTORY_CHECK,    /* p0 destroyed key cities (number), p1 key cities the Swarm needs
                               (number), p2 GmpWinner (number: 0 the game goes on, 1 the Swarm
                               wins, 2 the Humans win at the end of the last turn) (note 22) */
  GMP_LOG_CORRECTION,       /* p0 GmpLogCorrection (files name it: "unit-moved"), the rest by
                               p0 (below): the referee changed the position of a game under
                               way with an edit (gmp-edit.h) */
  GMP_LOG_N_KINDS
} GmpLogKind;

/* What a GMP_LOG_CORRECTION entry says was changed, and its parameters
 * after p0. Each has its own row of parameter types (gmp-log.c), so files
 * name its board items by id. Units keep their type + 1 and formation + 1,
 * as other entries do, so the text survives the unit's removal. */
typedef enum {
  GMP_CORRECTION_UNIT_PLACED,     /* p1 unit, p2 city, p3 unit type + 1, p4 formation + 1 */
  GMP_CORRECTION_UNIT_REMOVED,    /* p1 unit, p2 city it stood in or -1, p3 unit type + 1,
                                     p4 formation + 1 */
  GMP_CORRECTION_UNIT_MOVED,      /* p1 unit, p2 city it came from or -1 (off the map), p3 city
                                     it went to, p4 unit type + 1, p5 formation + 1 */
  GMP_CORRECTION_UNIT_OFF_MAP,    /* p1 unit, p2 city it left or -1, p3 GmpPlace (reserve,
                                     returning or eliminated; number), p4 type + 1, p5 formation + 1 */
  GMP_CORRECTION_UNIT_DELAYED,    /* p1 unit, p2 city it left or -1, p3 turn of the Time Track
                                     (number), p4 unit type + 1, p5 formation + 1 */
  GMP_CORRECTION_UNIT_FLIPPED,    /* p1 unit, p2 city or -1, p3 1 to its Reduced side, 0 to its
                                     Fresh side, p4 unit type + 1, p5 formation + 1 */
  GMP_CORRECTION_GUARD_SET,       /* p1 unit, p2 city or -1, p3 1 face up, 0 face down, p4 the
                                     value it shows face up (0 face down: a hidden side stays out
                                     of the log, Rules note 3) */
  GMP_CORRECTION_FORT_SET,        /* p1 Fort's city (city), p2 strength before, p3 after (numbers) */
  GMP_CORRECTION_CHIT_SET,        /* p1 chit, p2 GmpChitPlace (number), p3 turn of the Time Track
                                     or 0 */
  GMP_CORRECTION_DANGER_SET,      /* p1 space before, p2 space after (numbers, 0 the first) */
  GMP_CORRECTION_TURN_SET,        /* p1 turn (number), p2 phase */
  GMP_CORRECTION_GUARD_RULE_SET,  /* p1 1: the National Guard table is rolled at the start */
  GMP_CORRECTION_N
} GmpLogCorrection;

/* Log entries that name a unit keep its type and formation + 1 (0: not
 * kept, in an older log; a formation 0 also means none, as for a Guard). */
#define GMP_LOG_UNIT_TYPE(type)           ((int) (type) + 1)
#define GMP_LOG_UNIT_FORMATION(formation) ((formation) >= 0 ? (int) (formation) + 1 : 0)

typedef struct {
  guint       turn;
  GmpPhase    phase;
  GmpLogKind  kind;
  int         params[GMP_LOG_MAX_PARAMS];
  guint       n_dice;                  /* 0: the entry rolled nothing (or an older log) */
  guint8      dice[GMP_LOG_MAX_DICE];  /* die values 1..6, in the order rolled */
} GmpLogEntry;

typedef struct _GmpLog GmpLog;

GmpLog            *gmp_log_new          (void);
GmpLog            *gmp_log_copy         (const GmpLog      *log);
void               gmp_log_free         (GmpLog            *log);
guint              gmp_log_get_n_entries (const GmpLog     *log);
const GmpLogEntry *gmp_log_get_entry    (const GmpLog      *log,
                                         guint              index);
/* Appends a copy of entry (for loading a saved log). */
void               gmp_log_append       (GmpLog            *log,
                                         const GmpLogEntry *entry);
/* Appends an entry at the state's turn and phase; params beyond n are 0. */
void               gmp_log_add          (GmpLog            *log,
                                         const GmpState    *state,
                                         GmpLogKind         kind,
                                         guint              n_params,
                                         const int         *params);
/* As gmp_log_add(), with the dice the entry rolled (at most
 * GMP_LOG_MAX_DICE are kept). */
void               gmp_log_add_dice     (GmpLog            *log,
                                         const GmpState    *state,
                                         GmpLogKind         kind,
                                         guint              n_params,
                                         const int         *params,
                                         guint              n_dice,
                                         const guint8      *dice);
/* A GMP_LOG_UNIT_MOVED entry: unit went from `from` to the city it stands in
 * now, spending mp; its type and formation come from state. */
void               gmp_log_add_unit_move (GmpLog           *log,
                                          const GmpState   *state,
                                          guint             unit,
                                          int               from,
                                          guint             mp);
void               gmp_log_clear        (GmpLog            *log);
/* Keeps the first n_entries (undo takes the later ones back). */
void               gmp_log_truncate     (GmpLog            *log,
                                         guint              n_entries);
gboolean           gmp_log_equal        (const GmpLog      *a,
                                         const GmpLog      *b);
gboolean           gmp_log_entry_equal  (const GmpLogEntry *a,
                                         const GmpLogEntry *b);

/* Translated, for people: "Drew Swarm 1 (drawn by the app)"; an entry with
 * dice ends with them ("Dice: 4 6 1."). */
char              *gmp_log_entry_to_string (const GmpLogEntry *entry,
                                            const GmpBoard    *board);
/* As gmp_log_entry_to_string(), for entry index of log: an allocation
 * entry names the units that took its side's Hits and what became of them,
 * from the entries of its combat that follow it ("The Humans take their
 * Hits in Chicago: 2 × Infantry B are reduced (Rules note 12).", issue 16).
 * Whatever shows a log shows it so. */
char              *gmp_log_entry_to_string_at (const GmpLog   *log,
                                               guint           index,
                                               const GmpBoard *board);
/* Units moved together by one action, in one sentence: "Ant 1, Worm 1 move
 * from Minneapolis to Chicago, spending 1 MP each." when entries first to
 * end begin with two or more moves of the same from, to and MP (*n_told,
 * may be NULL: how many entries it tells); else NULL (issue 16: an undo
 * toast names the whole move, not its first unit). */
char              *gmp_log_describe_moves (const GmpLog      *log,
                                           guint              first,
                                           guint              end,
                                           const GmpBoard    *board,
                                           guint             *n_told);
/* The entry's dice as a file keeps them: "4 6 1" ("" without dice). */
char              *gmp_log_entry_dice_to_string (const GmpLogEntry *entry);
/* The entry's parameters as a file (format version 2) keeps them: board
 * items by id, a Fort by its city's id, sides and phases by name, "-" for
 * none, numbers for the rest ("CHI 2 0 swarm 2 14"); trailing parameters at
 * their default (0 or none) left out. A kind without a row of parameter
 * types in gmp-log.c: numbers. */
char              *gmp_log_entry_params_to_string (const GmpLogEntry *entry,
                                                   const GmpBoard    *board);
/* And back into entry->params (entry->kind set first). Unknown ids are
 * errors; so is leaving out a parameter that names a board item. Check the
 * ranges with gmp_log_entry_check(). */
gboolean           gmp_log_entry_params_from_string (GmpLogEntry    *entry,
                                                     const GmpBoard *board,
                                                     const char     *text,
                                                     GError        **error);
/* Whether the entry's parameters name things the board has (a log read
 * from a file); the message says which. */
gboolean           gmp_log_entry_check     (const GmpLogEntry *entry,
                                            const GmpBoard    *board,
                                            GError           **error);
/* The unit a log entry names (its index in the state), or GMP_NONE: for
 * checking a log against the units of its file. */
int                gmp_log_entry_get_unit  (const GmpLogEntry *entry);
/* Stable names for files: "chit-drawn", "combat", ... */
const char        *gmp_log_kind_to_string  (GmpLogKind         kind);
gboolean           gmp_log_kind_from_string (const char       *string,
                                             GmpLogKind       *kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpLog, gmp_log_free)

G_END_DECLS
