/* gmp-player.c: the computer player and the games it plays
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-error.h"
#include "gmp-i18n.h"
#include "gmp-player-private.h"
#include "gmp-turn-private.h"

GmpPlayer *
gmp_player_new (GmpPlayerLevel level)
{
  GmpPlayer *player;

  g_return_val_if_fail (level < GMP_N_PLAYER_LEVELS, NULL);

  player = g_new0 (GmpPlayer, 1);
  player->level = level;
  /* What-ifs answer questions that draw nothing; a fixed seed keeps them so */
  player->scratch = gmp_dice_new_seeded (0);
  return player;
}

void
gmp_player_free (GmpPlayer *player)
{
  if (player == NULL)
    return;
  g_clear_pointer (&player->board, gmp_board_unref);
  g_free (player->distance);
  g_free (player->type_value);
  gmp_dice_free (player->scratch);
  g_free (player);
}

GmpPlayerLevel
gmp_player_get_level (const GmpPlayer *player)
{
  g_return_val_if_fail (player != NULL, GMP_PLAYER_SIMPLE);
  return player->level;
}

/* A simple player's moves go through the same hands, one unit at a time */
static const GmpState *
auto_get_state (gpointer data)
{
  const GmpPlayerHands *hands = data;

  return hands->get_state (hands->data);
}

static gboolean
auto_move (gpointer     data,
           guint        unit,
           const guint *path,
           guint        n_path)
{
  const GmpPlayerHands *hands = data;

  /* The simple policy only tries: a refusal changes nothing */
  return hands->move (hands->data, &unit, 1, path, n_path, NULL) != GMP_MOVE_FAILED;
}

static void
auto_use_fx (gpointer data,
             guint    chit,
             guint    city)
{
  const GmpPlayerHands *hands = data;

  hands->use_fx (hands->data, chit, city, NULL);
}

static gboolean
is_simple (GmpPlayer *player)
{
  return player == NULL || player->level == GMP_PLAYER_SIMPLE;
}

/* One decision: the pending question, the moves when it is the movement,
 * an answer from the side it asks. *over: nothing was left to decide. */
static gboolean
play_step (const GmpPlayerHands  *hands,
           GmpPlayer             *players[GMP_N_SIDES],
           guint                  last_turn,
           gboolean              *over,
           GError               **error)
{
  GmpAutoPlayer simple_hands = { auto_get_state, auto_move, auto_use_fx, (gpointer) hands };
  g_autoptr(GmpQuestion) question = hands->get_question (hands->data);
  const GmpState *state = hands->get_state (hands->data);
  GmpPlayer *player;
  int answer;

  *over = question->kind == GMP_QUESTION_NONE || (last_turn != 0 && state->turn > last_turn);
  if (*over)
    return TRUE;
  player = players[question->side < GMP_N_SIDES ? question->side : GMP_SIDE_SWARM];
  if (question->kind == GMP_QUESTION_MOVEMENT)
    {
      if (is_simple (player))
        gmp_turn_auto_move_with (&simple_hands, hands->dice);
      else if (!_gmp_player_move (player, hands, error))
        return FALSE;
      /* Moving may have raised a Guard question */
      if (hands->get_state (hands->data)->move_pending)
        {
          gmp_question_free (question);
          question = hands->get_question (hands->data);
        }
      state = hands->get_state (hands->data);
      *over = question->kind == GMP_QUESTION_NONE;
      if (*over)
        return TRUE;
      player = players[question->side < GMP_N_SIDES ? question->side : GMP_SIDE_SWARM];
    }
  /* The draw, the dice and a Guard's face are chance, not a choice: the
   * strong player leaves them to the dice as the simple one does */
  if (is_simple (player) || question->kind == GMP_QUESTION_DRAW_CHIT
      || question->kind == GMP_QUESTION_DANGER || question->kind == GMP_QUESTION_COMBAT_DICE
      || question->kind == GMP_QUESTION_GUARD_VALUE)
    answer = gmp_turn_auto_answer (question, hands->dice);
  else
    answer = _gmp_player_choose (player, state, question);
  return hands->answer (hands->data, question, answer, error);
}

static gboolean
play_with (const GmpPlayerHands  *hands,
           GmpPlayer             *players[GMP_N_SIDES],
           guint                  last_turn,
           GError               **error)
{
  gboolean over = FALSE;

  while (!over)
    if (!play_step (hands, players, last_turn, &over, error))
      return FALSE;
  return TRUE;
}

/* On a bare state, with the turn sequence's cache (gmp-turn-private.h) */
typedef struct {
  GmpState     *state;
  GmpLog       *log;
  GmpDice      *dice;
  GmpTurnCache *cache;
} StatePlay;

static const GmpState *
state_get_state (gpointer data)
{
  return ((StatePlay *) data)->state;
}

static GmpQuestion *
state_get_question (gpointer data)
{
  StatePlay *play = data;

  return _gmp_turn_get_question (play->state, play->cache, NULL);
}

static gboolean
state_answer (gpointer           data,
              const GmpQuestion *question,
              int                answer,
              GError           **error)
{
  StatePlay *play = data;

  /* The turn's own check, which _gmp_turn_apply_answer() leaves to its caller */
  if (!gmp_question_allows (question, answer))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The computer player gave an answer the question does not allow: %d"),
                   answer);
      return FALSE;
    }
  return _gmp_turn_apply_answer (play->state, play->log, play->dice, play->cache, question,
                                 answer, error);
}

static GmpMoveStatus
state_move (gpointer     data,
            const guint *units,
            guint        n_units,
            const guint *path,
            guint        n_path,
            GError     **error)
{
  StatePlay *play = data;

  return gmp_turn_move (play->state, play->log, units, n_units, path, n_path, GMP_NONE, error);
}

static gboolean
state_use_fx (gpointer data,
              guint    chit,
              guint    city,
              GError **error)
{
  StatePlay *play = data;

  return gmp_turn_use_fx (play->state, play->log, (int) chit, city, error);
}

gboolean
gmp_player_play_state (GmpState   *state,
                       GmpLog     *log,
                       GmpDice    *dice,
                       GmpPlayer  *players[GMP_N_SIDES],
                       guint       last_turn,
                       GError    **error)
{
  g_autoptr(GmpTurnCache) cache = NULL;
  StatePlay play;
  GmpPlayerHands hands = { state_get_state, state_get_question, state_answer, state_move,
                           state_use_fx, dice, &play };

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);

  /* Two simple players: the automatic game itself, fingerprint and all */
  if (is_simple (players[GMP_SIDE_SWARM]) && is_simple (players[GMP_SIDE_HUMANS]))
    return gmp_turn_play_auto (state, log, dice, last_turn, error);

  cache = _gmp_turn_cache_new ();
  play = (StatePlay) { state, log, dice, cache };
  if (!_gmp_turn_advance (state, log, cache, error))
    return FALSE;
  return play_with (&hands, players, last_turn, error);
}

/* Through the session: each step an action of its history */
static const GmpState *
session_get_state (gpointer data)
{
  return gmp_session_get_state (data);
}

static GmpQuestion *
session_get_question (gpointer data)
{
  return gmp_session_get_question (data);
}

static gboolean
session_answer (gpointer           data,
                const GmpQuestion *question,
                int                answer,
                GError           **error)
{
  (void) question;
  return gmp_session_answer (data, answer, error);
}

static GmpMoveStatus
session_move (gpointer     data,
              const guint *units,
              guint        n_units,
              const guint *path,
              guint        n_path,
              GError     **error)
{
  return gmp_session_move (data, units, n_units, path, n_path, GMP_NONE, error);
}

static gboolean
session_use_fx (gpointer data,
                guint    chit,
                guint    city,
                GError **error)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_USE_FX);

  action->chit = (int) chit;
  action->city = (int) city;
  return gmp_session_apply (data, action, error);
}

gboolean
gmp_player_play_session (GmpSession  *session,
                         GmpPlayer   *players[GMP_N_SIDES],
                         guint        last_turn,
                         GError     **error)
{
  GmpPlayerHands hands = { session_get_state, session_get_question, session_answer,
                           session_move, session_use_fx, NULL, session };

  g_return_val_if_fail (session != NULL, FALSE);
  g_return_val_if_fail (players != NULL, FALSE);

  if (is_simple (players[GMP_SIDE_SWARM]) && is_simple (players[GMP_SIDE_HUMANS]))
    return gmp_session_play_auto (session, last_turn, error);
  if (!gmp_session_check_playable (session, error))
    return FALSE;
  hands.dice = gmp_session_get_dice (session);
  return play_with (&hands, players, last_turn, error);
}

gboolean
gmp_player_play_step (GmpPlayer   *player,
                      GmpSession  *session,
                      gboolean    *over,
                      GError     **error)
{
  GmpPlayerHands hands = { session_get_state, session_get_question, session_answer,
                           session_move, session_use_fx, NULL, session };
  GmpPlayer *players[GMP_N_SIDES] = { player, player };
  gboolean done = FALSE;

  g_return_val_if_fail (player != NULL, FALSE);
  g_return_val_if_fail (session != NULL, FALSE);

  if (!gmp_session_check_playable (session, error))
    return FALSE;
  hands.dice = gmp_session_get_dice (session);
  if (!play_step (&hands, players, 0, &done, error))
    return FALSE;
  if (over != NULL)
    *over = done;
  return TRUE;
}
