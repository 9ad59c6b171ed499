/* gmp-movement.h: movement, legal moves, Guard reveals, the Fusion Fence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Activated units move one at a time, or as a group standing in one city,
 * along roads; each city entered costs one MP (the unit type's MP from the
 * board, plus a movement FX). Entering a city with enemy units, or an
 * undestroyed Fort for the Swarm, ends the move (Rules note 8). Stacking is
 * checked where a move ends; passing through a full city is allowed (note 7).
 * A Swarm unit entering a city with unrevealed Guards reveals them (note 9):
 * when a hidden value is unknown (face-to-face play) the move stops and waits
 * for the players to say what the counters show (gmp_movement_reveal_guard).
 * The Fusion Fence keeps the Swarm out of the east until two adjacent fence
 * Forts are destroyed (note 10).
 *
 * The question a pending move asks is part of the state (GmpState.move_pending,
 * .move_pending_city, .move_pending_to and GmpUnit.pending_move), so a game
 * can be saved while it waits.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

/* Why a unit or a group cannot go somewhere. */
typedef enum {
  GMP_MOVE_OK,
  GMP_MOVE_NOT_ACTIVATED,   /* not of the activated formation (note 4) */
  GMP_MOVE_GUARD,           /* National Guards never move */
  GMP_MOVE_NOT_ON_MAP,      /* the unit is not on the map */
  GMP_MOVE_NOT_TOGETHER,    /* a group must stand in one city */
  GMP_MOVE_STOPPED,         /* its move already ended this activation (note 8) */
  GMP_MOVE_NO_MP,           /* not enough MP left */
  GMP_MOVE_NOT_ADJACENT,    /* no road joins the two cities */
  GMP_MOVE_MUST_STOP,       /* the path goes on after a city where the move ends (note 8) */
  GMP_MOVE_FENCE,           /* the Fusion Fence is closed there (note 10) */
  GMP_MOVE_STACKING,        /* the city would hold too many units at the end (note 7) */
  GMP_MOVE_PENDING,         /* a move waits for Guard values (note 9) */
  GMP_MOVE_ADVANCED,        /* already advanced after an overrun this turn (note 15) */
  GMP_MOVE_UNREACHABLE,     /* no legal path within the MP left */
  GMP_MOVE_N_REASONS
} GmpMoveReason;

/* What executing a move did. */
typedef enum {
  GMP_MOVE_FAILED,              /* refused: error set, state unchanged */
  GMP_MOVE_DONE,                /* the move is over (it may have ended early: note 9) */
  GMP_MOVE_NEEDS_GUARD_VALUES,  /* waits: see gmp_movement_pending_guards() */
} GmpMoveStatus;

typedef struct {
  guint         city;
  guint         cost;      /* MP it costs: the cities entered */
  const guint  *path;      /* the cities entered, in order, the last is `city`; n = cost */
  guint         stops : 1; /* the move ends there: enemy units or a Fort (note 8) */
  guint         reveals : 1; /* unrevealed Guards there: they flip (note 9) */
} GmpMoveTarget;

typedef struct {
  guint          city;
  GmpMoveReason  reason;
} GmpMoveBlocked;

/* The answer of a legal-move query for one unit or a group in one city. */
typedef struct {
  int             origin;      /* the city, or GMP_NONE when the units are off the map */
  guint          *units;       /* the units asked about */
  guint           n_units;
  guint           mp_left;     /* the group's MP: the smallest of its units' */
  GmpMoveReason   reason;      /* GMP_MOVE_OK, or why none of them can move at all */
  int             reason_unit; /* the unit `reason` is about, or GMP_NONE */
  GmpMoveTarget  *targets;     /* every legal destination, cheapest first, then by city */
  guint           n_targets;
  GmpMoveBlocked *blocked;     /* every neighbour of the origin that is not a target */
  guint           n_blocked;
  /*< private >*/
  guint          *path_store;
  /* Per city, the city it is reached from: _gmp_movement_query_targets_into()'s */
  int            *pred;
  /* Room in the buffers, kept by gmp_movement_query_into() */
  guint           units_size, targets_size, blocked_size, path_size, pred_size;
} GmpMoveOptions;

void            gmp_move_options_free        (GmpMoveOptions *options);
/* The target for city, or NULL. */
const GmpMoveTarget *gmp_move_options_find   (const GmpMoveOptions *options,
                                              guint                 city);

/* "fence", "stacking", ...: stable names for files and --json. */
const char     *gmp_move_reason_to_string    (GmpMoveReason   reason);
/* Translated, for people, citing the rules note: "Rules note 10: ..." */
const char     *gmp_move_reason_explain      (GmpMoveReason   reason);

/* MP a unit has left this activation (type MP + movement FX - MP used). */
guint           gmp_movement_mp_left         (const GmpState *state,
                                              guint           unit);
/* Whether a Swarm unit may go from `from` to the adjacent `to` (note 10). */
gboolean        gmp_movement_fence_allows    (const GmpState *state,
                                              guint           from,
                                              guint           to);
/* A fence Fort destroyed next to a destroyed fence neighbour (note 10). */
gboolean        gmp_movement_fence_hole_at   (const GmpState *state,
                                              guint           city);
/* The east cities a Swarm unit can have reached: joined by east roads to a
 * hole (note 10). One byte per board city, 1 for such a city; g_free() it. */
guint8         *gmp_movement_fence_open_east (const GmpState *state);
/* Every Swarm unit in an east city could have come through a hole: it stands
 * in an east city joined by east cities to a hole (note 10). */
gboolean        gmp_movement_check_fence     (const GmpState *state,
                                              GError        **error);

/* Legal moves of a unit, or a group standing in one city that moves together.
 * Never NULL. */
GmpMoveOptions *gmp_movement_query           (const GmpState *state,
                                              const guint    *units,
                                              guint           n_units);
/* The same answer into options (from gmp_move_options_new(), or an earlier
 * query), reusing its buffers: a player asking thousands of times allocates
 * only when a query needs more room than any before. With_blocked FALSE
 * leaves options->blocked empty, for callers that only pick a target.
 * FALSE (options emptied) on bad arguments. */
gboolean        gmp_movement_query_into      (GmpMoveOptions *options,
                                              const GmpState *state,
                                              const guint    *units,
                                              guint           n_units,
                                              gboolean        with_blocked);
/* Empty options, to fill with gmp_movement_query_into(). */
GmpMoveOptions *gmp_move_options_new         (void);

/* Moves the units together along path (the cities entered, in order). On
 * GMP_MOVE_FAILED the error names the rule and the state is unchanged. A path
 * through a city with unrevealed Guards is legal; if they do not all turn out
 * blank there, the move ends there (note 9). */
GmpMoveStatus   gmp_movement_move_path       (GmpState       *state,
                                              const guint    *units,
                                              guint           n_units,
                                              const guint    *path,
                                              guint           n_path,
                                              GError        **error);
/* Moves the units to destination by the cheapest legal path. */
GmpMoveStatus   gmp_movement_move_to         (GmpState       *state,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           destination,
                                              GError        **error);

/* The Guards whose hidden value the pending move waits for, ids ascending. */
guint           gmp_movement_pending_guards  (const GmpState *state,
                                              guint          *ids,
                                              guint           max_ids);
/* Answers the pending question for one Guard: value is GMP_GUARD_BLANK or a
 * die value of the board's Guard pool. When every Guard there is answered
 * they flip, blank ones leave the game, and the move goes on if nothing Human
 * is left there (note 9). */
GmpMoveStatus   gmp_movement_reveal_guard    (GmpState       *state,
                                              guint           guard,
                                              int             value,
                                              GError        **error);

/* Overrun advance (note 15): the acting units, together, one space regardless
 * of MP, once per unit per game turn. Combat decides when it is allowed. */
gboolean        gmp_movement_can_advance     (const GmpState *state,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           to,
                                              GError        **error);
GmpMoveStatus   gmp_movement_advance         (GmpState       *state,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           to,
                                              GError        **error);

/* What a move reveals, as it happens (note 9): each Guard as it flips
 * (removed FALSE; its value is in the state), then each blank one as it
 * leaves the game (removed TRUE). gmp-movement-log.h writes them to the
 * game's log; the rules know nothing of the log. */
typedef void (*GmpRevealFunc) (const GmpState *state,
                               guint           guard,
                               guint           city,
                               gboolean        removed,
                               gpointer        user_data);

/* The same, telling reveal (may be NULL) what the move reveals. */
GmpMoveStatus   gmp_movement_move_path_full  (GmpState       *state,
                                              GmpRevealFunc   reveal,
                                              gpointer        reveal_data,
                                              const guint    *units,
                                              guint           n_units,
                                              const guint    *path,
                                              guint           n_path,
                                              GError        **error);
GmpMoveStatus   gmp_movement_move_to_full    (GmpState       *state,
                                              GmpRevealFunc   reveal,
                                              gpointer        reveal_data,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           destination,
                                              GError        **error);
GmpMoveStatus   gmp_movement_reveal_guard_full (GmpState     *state,
                                                GmpRevealFunc reveal,
                                                gpointer      reveal_data,
                                                guint         guard,
                                                int           value,
                                                GError      **error);
GmpMoveStatus   gmp_movement_advance_full    (GmpState       *state,
                                              GmpRevealFunc   reveal,
                                              gpointer        reveal_data,
                                              const guint    *units,
                                              guint           n_units,
                                              guint           to,
                                              GError        **error);

/* Uses a movement FX chit (GMP_FX_EXTRA_MP) held in hand: the units of
 * formation (GMP_NONE: the activated one) get its MP this activation
 * (GmpState.fx_mp, .fx_mp_formation); the chit becomes GMP_CHIT_USED. The
 * formation must be activated and of the chit's side (note 20). */
gboolean        gmp_movement_use_mp_fx       (GmpState       *state,
                                              guint           chit,
                                              int             formation,
                                              GError        **error);

/* Bookkeeping for the turn sequence: clears what lasts one activation (MP
 * used, moved, stopped, retreated, movement FX), or one game turn (advances). */
void            gmp_movement_reset_activation (GmpState      *state);
void            gmp_movement_reset_turn       (GmpState      *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpMoveOptions, gmp_move_options_free)

G_END_DECLS
