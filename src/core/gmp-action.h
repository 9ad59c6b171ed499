/* gmp-action.h: one thing the players (or the referee, or the editor) did
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every change to a game is a GmpAction given to gmp_session_apply()
 * (gmp-session.h). An action is plain data: what was done, to which units,
 * cities, chits or Forts (by their index in the state or the board; files
 * name them by id), and the dice and draws it consumed, so applying it again
 * to the same state gives the same result whatever the dice source. That is
 * how undo, redo and replay work: a game is its starting position plus the
 * list of actions taken since.
 */

#pragma once

#include "gmp-dice.h"
#include "gmp-state.h"

G_BEGIN_DECLS

typedef enum {
  /* Play */
  GMP_ACTION_ANSWER,        /* value: an answer to the pending question (gmp-turn.h) */
  GMP_ACTION_MOVE,          /* units move along path (cities entered, in order); an empty
                               path with `city` set: to `city` by the cheapest path */
  GMP_ACTION_REVEAL_GUARD,  /* unit: a Guard a move revealed; value: blank or a die (note 9) */
  GMP_ACTION_USE_FX,        /* chit: an FX in hand, used on `city` outside a combat (note 20),
                               or its MP for `formation` (GMP_FX_EXTRA_MP) */
  /* Editor and the referee's corrections: not checked against the turn,
   * only against what the board has; the state may break rules afterwards
   * and gmp_state_validate() lists how. */
  GMP_ACTION_PLACE_UNIT,    /* a new unit of `type` and `formation` in `city`; Guards take
                               `value` as their hidden side */
  GMP_ACTION_REMOVE_UNIT,   /* unit: taken out of the state (ids above it move down one) */
  GMP_ACTION_SET_UNIT,      /* unit: to `city` (GMP_NONE with `place`), reduced = value */
  GMP_ACTION_SET_GUARD,     /* unit: a Guard's hidden side `value` (GMP_GUARD_*),
                               revealed = flag */
  GMP_ACTION_SET_FORT,      /* fort: strength `value` (0: destroyed) */
  GMP_ACTION_SET_CHIT,      /* chit: to `place` (a GmpChitPlace), turn `turn` on the Time Track */
  GMP_ACTION_SET_DANGER,    /* value: the Danger marker's space */
  GMP_ACTION_SET_TURN,      /* turn and phase (`place` holds the GmpPhase) */
  GMP_ACTION_SET_METADATA,  /* text: the title, author (text2), description (text3) and the
                               language of that text (text4: "en", "pt-BR"; empty: unsaid) */
  GMP_ACTION_SET_GUARD_RULE,/* flag: roll the National Guard table at start (note 3) */
  /* The game starts: the setup rules apply (gmp_scenario_start(); value: the
   * GmpSetupFlags) */
  GMP_ACTION_START,
  GMP_N_ACTIONS
} GmpActionKind;

typedef struct {
  GmpActionKind kind;
  int       value;
  int       unit;         /* GMP_NONE when unused */
  int       city;         /* GMP_NONE when unused */
  int       fort;         /* GMP_NONE when unused */
  int       chit;         /* GMP_NONE when unused */
  int       type;         /* unit type, GMP_NONE when unused */
  int       formation;    /* GMP_NONE when unused (and for Guards) */
  int       place;        /* GmpPlace, GmpChitPlace or GmpPhase, by kind */
  guint     turn;
  gboolean  flag;
  GArray   *units;        /* of guint: GMP_ACTION_MOVE; NULL otherwise */
  GArray   *path;         /* of guint: GMP_ACTION_MOVE; may be empty */
  char     *text;         /* GMP_ACTION_SET_METADATA */
  char     *text2;
  char     *text3;
  char     *text4;
  /* What the action drew from the dice source, filled in when it is first
   * applied and replayed afterwards: each entry is a die (1..6) or, for a
   * choice among n (a chit from the cup, a Guard from the pool), the index
   * chosen. See GmpDiceRecord (gmp-dice.h). */
  GArray   *record;       /* of GmpDiceDraw; NULL: it drew nothing */
} GmpAction;

GmpAction  *gmp_action_new            (GmpActionKind    kind);
GmpAction  *gmp_action_copy           (const GmpAction *action);
void        gmp_action_free           (GmpAction       *action);
gboolean    gmp_action_equal          (const GmpAction *a,
                                       const GmpAction *b);

/* Shorthands for the common ones */
GmpAction  *gmp_action_new_answer     (int              answer);
GmpAction  *gmp_action_new_move       (const guint     *units,
                                       guint            n_units,
                                       const guint     *path,
                                       guint            n_path,
                                       int              destination);

/* Stable names for files ("answer", "move", "place-unit", ...) */
const char *gmp_action_kind_to_string (GmpActionKind    kind);
gboolean    gmp_action_kind_from_string (const char    *string,
                                         GmpActionKind *kind);
/* Whether kind is an edit of the editor or the referee (GMP_ACTION_PLACE_UNIT ..
 * GMP_ACTION_SET_GUARD_RULE, applied by gmp-edit.h) rather than a move of the game. */
gboolean    gmp_edit_is_edit          (GmpActionKind    kind);
/* Translated, for people: "Move 2 units to Chicago", for undo toasts. */
char       *gmp_action_describe       (const GmpAction *action,
                                       const GmpState  *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpAction, gmp_action_free)

G_END_DECLS
