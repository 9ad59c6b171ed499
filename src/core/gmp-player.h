/* gmp-player.h: the computer player, at a named level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GmpPlayer takes one side's decisions: the moves of its formations, the
 * FX it plays, which combat comes next, the Fort options, how it takes its
 * Hits, where it retreats, displaces and advances, which chit it holds and
 * where its returning and Allied units go. It only ever picks among what
 * the game offers (the pending question's answers, the legal-move query's
 * targets), so it cannot break a rule; a game played through a session has
 * every choice checked again by the session.
 *
 * Levels: "simple" is the random legal policy of gmp_turn_play_auto()
 * (gmp-turn.h), its choices drawn from the game's own dice; "strong" weighs
 * each choice by the exact odds (gmp-odds.h) and an evaluation of the
 * position (gmp-player-private.h). The strong player draws nothing: with
 * seeded dice a game is the same every time. It never reads an unrevealed
 * Guard's value: the odds weigh the pool (rules note 24) and the evaluation
 * counts such a Guard by the pool's average.
 */

#pragma once

#include "gmp-odds.h"
#include "gmp-player-level.h"
#include "gmp-session.h"

G_BEGIN_DECLS

typedef struct _GmpPlayer GmpPlayer;

GmpPlayer      *gmp_player_new           (GmpPlayerLevel   level);
void            gmp_player_free          (GmpPlayer       *player);
GmpPlayerLevel  gmp_player_get_level     (const GmpPlayer *player);

/* Plays a state (no history: benchmarks, the balance check) until the game
 * is over or the turn after last_turn begins (0: to the end). players[side]
 * decides for that side; dice rolls and draws, and makes a simple player's
 * choices. log may be NULL. Two simple players play gmp_turn_play_auto()'s
 * game. */
gboolean        gmp_player_play_state    (GmpState        *state,
                                          GmpLog          *log,
                                          GmpDice         *dice,
                                          GmpPlayer       *players[GMP_N_SIDES],
                                          guint            last_turn,
                                          GError         **error);
/* The same through the session: every move, FX and answer is an action of
 * its history, checked by the session; the session's dice roll. Two simple
 * players play gmp_session_play_auto()'s game. */
gboolean        gmp_player_play_session  (GmpSession      *session,
                                          GmpPlayer       *players[GMP_N_SIDES],
                                          guint            last_turn,
                                          GError         **error);

/* One decision of the game through the session, whichever side it is:
 * the moves and "done" for a formation that moves, else an answer to the
 * pending question (the draw and the dice from the session's dice). Solo
 * play at the table takes the computer's side a step at a time. *over
 * (may be NULL): the game was over, nothing was done. */
gboolean        gmp_player_play_step     (GmpPlayer       *player,
                                          GmpSession      *session,
                                          gboolean        *over,
                                          GError         **error);

/* Advice at the table: the strong player's best answers to the pending
 * question, best first. */
typedef enum {
  GMP_SUGGESTION_ANSWER,   /* answer: an answer the question allows */
  GMP_SUGGESTION_MOVE,     /* units, standing in from, move to `to` along path */
  GMP_SUGGESTION_FX,       /* chit: an FX that needs no combat, played on `to` (note 45) */
} GmpSuggestionKind;

typedef struct {
  GmpSuggestionKind kind;
  int        answer;
  GArray    *units;       /* of guint */
  GArray    *path;        /* of guint: the cities entered, the last is `to` */
  int        from;
  int        to;
  int        chit;
  double     score;       /* the player's worth of it for the side, higher is better */
  GmpOdds   *odds;        /* the exact odds of the battle it leads to, or NULL */
  int        odds_city;   /* where that battle is fought */
  char      *why;         /* translated: one line on why */
} GmpSuggestion;

void        gmp_suggestion_free (GmpSuggestion *suggestion);
/* Up to max suggestions (GmpSuggestion*) for the session's pending
 * question: the best answers by the player's count; for the movement, the
 * stacks it would move (then "done"); for a draw or dice, chance. Empty
 * when the game is over. Nothing of the session changes. */
GPtrArray  *gmp_player_suggest  (GmpPlayer     *player,
                                 GmpSession    *session,
                                 guint          max,
                                 GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpPlayer, gmp_player_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpSuggestion, gmp_suggestion_free)

G_END_DECLS
