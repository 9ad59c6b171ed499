/* gmp-player-private.h: what the computer player's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-odds.h"
#include "gmp-player.h"
/* _gmp_turn_combat_mode(): the combat's mode as the turn sets it up (note 18) */
#include "gmp-turn-combat-fx-private.h"

G_BEGIN_DECLS

/* The hands a player acts through: a bare state (gmp_player_play_state) or
 * a session (gmp_player_play_session). The player reads the game with
 * get_state and get_question, and changes it only with the other three. */
typedef struct {
  const GmpState *(*get_state)    (gpointer           data);
  GmpQuestion    *(*get_question) (gpointer           data);
  gboolean        (*answer)       (gpointer           data,
                                   const GmpQuestion *question,
                                   int                answer,
                                   GError           **error);
  GmpMoveStatus   (*move)         (gpointer           data,
                                   const guint       *units,
                                   guint              n_units,
                                   const guint       *path,
                                   guint              n_path,
                                   GError           **error);
  gboolean        (*use_fx)       (gpointer           data,
                                   guint              chit,
                                   guint              city,
                                   GError           **error);
  GmpDice          *dice;   /* the game's dice: a simple player's choices */
  gpointer          data;
} GmpPlayerHands;

struct _GmpPlayer {
  GmpPlayerLevel level;
  /* Tables for the board last played on (gmp-player-eval.c) */
  GmpBoard      *board;
  guint         *distance;      /* n_cities * n_cities road steps, G_MAXUINT: no road */
  double        *type_value;    /* per unit type: [2 * type] Fresh, [2 * type + 1] Reduced */
  double         guard_value;   /* an unrevealed Guard: the pool's average (rules note 24) */
  GmpDice       *scratch;       /* dice for what-ifs that draw nothing that matters */
};

/* Position values, from the Swarm's side (the Humans want them low) */
#define GMP_PLAYER_WIN 5000.0

/* gmp-player-eval.c */
void     _gmp_player_prepare        (GmpPlayer       *player,
                                     GmpBoard        *board);
guint    _gmp_player_distance       (const GmpPlayer *player,
                                     guint            from,
                                     guint            to);
/* What a unit is worth as it stands: its dice's expected Hits, counting the
 * Reduced side it still has; an unrevealed Guard by the pool's average. */
double   _gmp_player_unit_value     (const GmpPlayer *player,
                                     const GmpState  *state,
                                     guint            unit);
/* The city the Swarm works toward from `from`, and how many steps away it
 * is: the weakest pair of fence Forts while the Fusion Fence holds (rules
 * note 10), then the weakest key city (rules note 22) through a hole. */
guint    _gmp_player_swarm_distance (const GmpPlayer *player,
                                     const GmpState  *state,
                                     guint            from,
                                     int             *objective);
/* The worth of a Fort's city to the Humans: a key city (rules note 22), a
 * fence Fort whose fall opens a hole (rules note 10), other Forts; 0 for a
 * destroyed Fort or a city without one. */
double   _gmp_player_fort_worth     (const GmpPlayer *player,
                                     const GmpState  *state,
                                     guint            city);
/* The whole position, from the Swarm's side: key cities and Forts taken,
 * holes in the fence, units left on either side, the Swarm's way to its
 * objectives against the turns left, the Danger track. */
double   _gmp_player_evaluate       (const GmpPlayer *player,
                                     const GmpState  *state);
/* The expected worth of a battle (exact odds) for the Swarm: Hits each side
 * scores, Fort strength lost and the Fort falling, who retreats. */
double   _gmp_player_odds_value     (const GmpPlayer *player,
                                     const GmpState  *state,
                                     guint            city,
                                     const GmpOdds   *odds);
/* The chance the side that rolls For Danger loses in one Fade Out with the
 * marker on space (rules note 21). */
double   _gmp_player_danger_chance  (const GmpState  *state,
                                     guint            space);

/* gmp-player-choose.c: the strong player's answer to a question; always
 * one of question->answers. */
int      _gmp_player_choose         (GmpPlayer         *player,
                                     const GmpState    *state,
                                     const GmpQuestion *question);
/* Each answer's worth for the side asked (higher is better), in the order
 * of question->answers; NULL when the question is chance (a draw, dice). */
double  *_gmp_player_score_answers  (GmpPlayer         *player,
                                     const GmpState    *state,
                                     const GmpQuestion *question);

/* gmp-player-move.c: the strong player's moves and FX for the formation
 * that moves now, through hands; stops when a move waits for Guard values. */
gboolean _gmp_player_move           (GmpPlayer             *player,
                                     const GmpPlayerHands  *hands,
                                     GError               **error);

G_END_DECLS
