/* test-turn.c: the flow of play (Fade In, Action, Fade Out) as questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"
#include "core/gmp-combat.h"
#include "core/gmp-log.h"
#include "core/gmp-turn.h"

typedef struct {
  GmpBoard *board;
  GmpState *state;
  GmpLog   *log;
  GmpDice  *dice;
} Game;

static GmpBoard *
default_board (void)
{
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

static void
game_init (Game    *game,
           guint64  seed)
{
  g_autoptr(GError) error = NULL;

  game->board = default_board ();
  game->dice = gmp_dice_new_seeded (seed);
  game->state = gmp_setup_new_game (game->board, game->dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  game->log = gmp_log_new ();
  g_assert_true (gmp_turn_advance (game->state, game->log, &error));
  g_assert_no_error (error);
}

static void
game_clear (Game *game)
{
  g_clear_pointer (&game->state, gmp_state_free);
  g_clear_pointer (&game->log, gmp_log_free);
  g_clear_pointer (&game->dice, gmp_dice_free);
  g_clear_pointer (&game->board, gmp_board_unref);
}

static GmpQuestionKind
question_kind (Game *game)
{
  g_autoptr(GmpQuestion) question = gmp_turn_get_question (game->state);
  return question->kind;
}

static int
chit (Game       *game,
      const char *id)
{
  int c = gmp_board_find_chit (game->board, id);

  g_assert_cmpint (c, !=, GMP_NONE);
  return c;
}

static void
answer (Game *game,
        int   value)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_turn_answer (game->state, game->log, game->dice, value, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_state_check (game->state, &error));
  g_assert_no_error (error);
}

/* Done moving, every combat in the order offered, no FX. */
static void
finish_activation (Game *game)
{
  gboolean moved = FALSE;

  for (;;)
    {
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (game->state);

      if (question->kind == GMP_QUESTION_COMBAT_FX || question->kind == GMP_QUESTION_FORT_OPTION)
        answer (game, GMP_ANSWER_PASS);
      else if (question->kind == GMP_QUESTION_COMBAT_DICE || question->kind == GMP_QUESTION_ALLOCATION
               || question->kind == GMP_QUESTION_IGNORE_RETREAT || question->kind == GMP_QUESTION_RETREAT
               || question->kind == GMP_QUESTION_DISPLACE || question->kind == GMP_QUESTION_SORTIE_RETURN
               || question->kind == GMP_QUESTION_ADVANCE)
        answer (game, question->suggested);
      else if (question->kind == GMP_QUESTION_COMBAT)
        answer (game, g_array_index (question->answers, int, 0));
      else if (question->kind == GMP_QUESTION_MOVEMENT && !moved)
        {
          answer (game, GMP_ANSWER_DONE);
          moved = TRUE;
        }
      else
        break;
    }
}

/* The players draw this chit; an activation is done at once (no moves). */
static void
draw (Game       *game,
      const char *id)
{
  g_assert_cmpint (question_kind (game), ==, GMP_QUESTION_DRAW_CHIT);
  answer (game, chit (game, id));
  finish_activation (game);
}

static void
pass_fade_out (Game *game)
{
  for (;;)
    {
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (game->state);

      if (question->kind == GMP_QUESTION_HOLD)
        answer (game, GMP_ANSWER_PASS);
      else if (question->kind == GMP_QUESTION_PLACE_ALLY)
        answer (game, g_array_index (question->answers, int, 0));
      else
        break;
    }
}

/* Draws the three Ends and answers the Fade Out without holding. */
static void
quiet_turn (Game *game)
{
  draw (game, "end-1");
  draw (game, "end-2");
  draw (game, "end-3");
  pass_fade_out (game);
}

static gboolean
log_has (Game       *game,
         GmpLogKind  kind,
         guint       turn,
         int         p0)
{
  for (guint i = 0; i < gmp_log_get_n_entries (game->log); i++)
    {
      const GmpLogEntry *e = gmp_log_get_entry (game->log, i);
      if (e->kind == kind && e->turn == turn && e->params[0] == p0)
        return TRUE;
    }
  return FALSE;
}

/* The last entry of this kind in the given turn, or NULL */
static const GmpLogEntry *
log_find (Game       *game,
          GmpLogKind  kind,
          guint       turn)
{
  const GmpLogEntry *found = NULL;

  for (guint i = 0; i < gmp_log_get_n_entries (game->log); i++)
    {
      const GmpLogEntry *e = gmp_log_get_entry (game->log, i);
      if (e->kind == kind && e->turn == turn)
        found = e;
    }
  return found;
}

/* Rules note 22: each Fade Out's victory check is logged: the destroyed key
 * cities, those the Swarm needs, and the result. */
static void
assert_victory_check (Game      *game,
                      guint      turn,
                      guint      destroyed,
                      GmpWinner  result)
{
  const GmpLogEntry *e = log_find (game, GMP_LOG_VICTORY_CHECK, turn);

  g_assert_nonnull (e);
  g_assert_cmpint (e->phase, ==, GMP_PHASE_FADE_OUT);
  g_assert_cmpint (e->params[0], ==, (int) destroyed);
  g_assert_cmpint (e->params[1], ==, (int) game->board->rules.victory_key_cities);
  g_assert_cmpint (e->params[2], ==, result);
}

static void
test_start (void)
{
  Game game = { 0, };
  g_autoptr(GmpQuestion) question = NULL;

  game_init (&game, 1);
  question = gmp_turn_get_question (game.state);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_DRAW_CHIT);
  g_assert_cmpuint (game.state->turn, ==, 1);
  g_assert_cmpint (game.state->phase, ==, GMP_PHASE_ACTION);
  /* Rules note 1: 13 chits in the cup, plus "draw for us" */
  g_assert_cmpuint (question->answers->len, ==, 14);
  g_assert_true (gmp_question_allows (question, GMP_ANSWER_RANDOM));
  g_assert_false (gmp_question_allows (question, chit (&game, "tectonic")));
  game_clear (&game);
}

static void
test_illegal (void)
{
  Game game = { 0, };
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) before = NULL;

  game_init (&game, 2);
  before = gmp_state_copy (game.state);

  g_assert_false (gmp_turn_answer (game.state, game.log, game.dice, GMP_ANSWER_DONE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (gmp_turn_answer (game.state, game.log, game.dice, chit (&game, "nuclear"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_true (gmp_state_equal (before, game.state));

  /* Movement is answered with "done" only */
  g_clear_error (&error);
  answer (&game, chit (&game, "swarm-1"));
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_MOVEMENT);
  g_assert_false (gmp_turn_answer (game.state, game.log, game.dice, chit (&game, "swarm-2"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  game_clear (&game);
}

/* Rules note 4: the movement question is the same for the app and the
 * command line, so it names the formation and its note but no front end's
 * way of moving (each says its own). */
static void
test_movement_question_text (void)
{
  Game game = { 0, };
  g_autoptr(GmpQuestion) question = NULL;
  g_autofree char *text = NULL;
  int formation;

  game_init (&game, 2);
  answer (&game, chit (&game, "swarm-1"));
  question = gmp_turn_get_question (game.state);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_MOVEMENT);
  formation = gmp_board_find_formation (game.board, "1");
  g_assert_cmpint (formation, >=, 0);

  text = gmp_question_describe (game.state, question);
  g_assert_nonnull (strstr (text, game.board->formations[formation].name));
  g_assert_nonnull (strstr (text, "(Rules note 4)"));
  g_assert_null (strstr (text, "ginormopod-cli"));
  g_assert_null (strstr (text, "on the map"));
  game_clear (&game);
}

/* The order of steps: draws, activation, holding, Fade Out, Fade In with the
 * held chits, Swarm first (rules notes 1, 4, 5). */
static void
test_order (void)
{
  Game game = { 0, };
  g_autoptr(GmpQuestion) hold = NULL;
  int swarm_2 = 0, human_b = 0;

  game_init (&game, 3);
  swarm_2 = chit (&game, "swarm-2");
  human_b = chit (&game, "human-b");

  answer (&game, chit (&game, "swarm-1"));
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_MOVEMENT);
  g_assert_cmpint (game.state->active_formation, ==, gmp_board_find_formation (game.board, "1"));
  answer (&game, GMP_ANSWER_DONE);
  /* No enemy next to the hives on turn 1: back to the cup */
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_DRAW_CHIT);
  g_assert_cmpint (game.state->active_formation, ==, GMP_NONE);

  draw (&game, "wasp");
  g_assert_cmpint (game.state->chits[chit (&game, "wasp")].place, ==, GMP_CHIT_IN_HAND);
  draw (&game, "end-2");
  draw (&game, "end-1");
  g_assert_cmpint (game.state->phase, ==, GMP_PHASE_ACTION);
  draw (&game, "end-3");
  /* Rules note 1: the third End ends the phase at once */
  g_assert_cmpint (game.state->phase, ==, GMP_PHASE_FADE_OUT);

  hold = gmp_turn_get_question (game.state);
  g_assert_cmpint (hold->kind, ==, GMP_QUESTION_HOLD);
  g_assert_cmpint (hold->side, ==, GMP_SIDE_SWARM);
  /* Rules note 5: swarm-1 was activated; wasp is no activation chit */
  g_assert_true (gmp_question_allows (hold, GMP_ANSWER_PASS));
  g_assert_true (gmp_question_allows (hold, swarm_2));
  g_assert_false (gmp_question_allows (hold, chit (&game, "swarm-1")));
  g_assert_false (gmp_question_allows (hold, chit (&game, "wasp")));
  g_assert_false (gmp_question_allows (hold, human_b));
  answer (&game, swarm_2);
  g_assert_cmpint (game.state->chits[swarm_2].place, ==, GMP_CHIT_HELD);

  g_clear_pointer (&hold, gmp_question_free);
  hold = gmp_turn_get_question (game.state);
  g_assert_cmpint (hold->side, ==, GMP_SIDE_HUMANS);
  answer (&game, human_b);

  /* Turn 2: the turn-2 chits entered the cup (rules note 2); wasp went back */
  g_assert_cmpuint (game.state->turn, ==, 2);
  g_assert_cmpint (game.state->chits[chit (&game, "tectonic")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "nuclear")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "wasp")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "canadian")].place, ==, GMP_CHIT_ON_TIME_TRACK);

  /* Fade In: the Swarm's held chit first, then the Humans' */
  g_assert_cmpint (game.state->phase, ==, GMP_PHASE_FADE_IN);
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_MOVEMENT);
  g_assert_cmpint (game.state->active_formation, ==, gmp_board_find_formation (game.board, "2"));
  g_assert_cmpint (game.state->chits[swarm_2].place, ==, GMP_CHIT_DRAWN);
  finish_activation (&game);
  g_assert_cmpint (game.state->phase, ==, GMP_PHASE_FADE_IN);
  g_assert_cmpint (game.state->active_formation, ==, gmp_board_find_formation (game.board, "B"));
  finish_activation (&game);
  g_assert_cmpint (game.state->phase, ==, GMP_PHASE_ACTION);

  /* Held chits stay out of the cup until this turn's Fade Out */
  {
    g_autoptr(GmpQuestion) q = gmp_turn_get_question (game.state);
    g_assert_cmpint (q->kind, ==, GMP_QUESTION_DRAW_CHIT);
    g_assert_false (gmp_question_allows (q, swarm_2));
    g_assert_false (gmp_question_allows (q, human_b));
    g_assert_true (gmp_question_allows (q, chit (&game, "tectonic")));
  }
  g_assert_true (log_has (&game, GMP_LOG_HOLD, 1, GMP_SIDE_SWARM));
  g_assert_true (log_has (&game, GMP_LOG_PHASE_BEGINS, 2, GMP_PHASE_FADE_IN));
  game_clear (&game);
}

static void
test_turn_one_skips_fade_in (void)
{
  Game game = { 0, };

  game_init (&game, 4);
  quiet_turn (&game);
  g_assert_false (log_has (&game, GMP_LOG_PHASE_BEGINS, 1, GMP_PHASE_FADE_IN));
  g_assert_true (log_has (&game, GMP_LOG_PHASE_BEGINS, 1, GMP_PHASE_FADE_OUT));
  g_assert_true (log_has (&game, GMP_LOG_PHASE_BEGINS, 2, GMP_PHASE_FADE_IN));
  g_assert_cmpuint (game.state->turn, ==, 2);
  game_clear (&game);
}

/* Rules note 5: no holding when nothing was activated. */
static void
test_no_hold_without_activation (void)
{
  Game game = { 0, };

  game_init (&game, 5);
  draw (&game, "end-1");
  draw (&game, "drone");
  draw (&game, "end-2");
  draw (&game, "end-3");
  /* No HOLD question: straight to turn 2 */
  g_assert_cmpuint (game.state->turn, ==, 2);
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_DRAW_CHIT);
  g_assert_true (log_has (&game, GMP_LOG_NOTHING_ACTIVATED, 1, 0));
  g_assert_false (log_has (&game, GMP_LOG_NO_HOLD, 1, GMP_SIDE_SWARM));
  g_assert_false (log_has (&game, GMP_LOG_NO_HOLD, 1, GMP_SIDE_HUMANS));
  g_assert_cmpint (game.state->chits[chit (&game, "drone")].place, ==, GMP_CHIT_IN_CUP);
  game_clear (&game);
}

static guint
count_formation (const GmpState *state,
                 int             formation,
                 GmpPlace        place)
{
  guint n = 0;

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      n += unit->formation == formation && unit->place == place;
    }
  return n;
}

/* Rules note 23: the first Allied chit decides the nation; the others go. */
static void
test_allies (void)
{
  Game game = { 0, };
  int fra, can, lat;
  guint reserve;

  game_init (&game, 6);
  fra = gmp_board_find_formation (game.board, "FRA");
  can = gmp_board_find_formation (game.board, "CAN");
  lat = gmp_board_find_formation (game.board, "LAT");
  g_assert_cmpint (fra, !=, GMP_NONE);

  while (game.state->turn < 6)
    {
      g_assert_cmpint (game.state->chits[chit (&game, "french")].place, ==, GMP_CHIT_ON_TIME_TRACK);
      quiet_turn (&game);
    }
  /* Rules note 2: the Allied chits entered on turn 6 */
  g_assert_cmpint (game.state->chits[chit (&game, "french")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "canadian")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "latin")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "french-fx")].place, ==, GMP_CHIT_WITH_ALLY);

  reserve = count_formation (game.state, fra, GMP_PLACE_RESERVE);
  g_assert_cmpuint (reserve, >, 0);

  draw (&game, "french");
  /* Not activated when drawn */
  g_assert_cmpint (game.state->allied_nation, ==, fra);
  g_assert_cmpint (game.state->active_formation, ==, GMP_NONE);
  g_assert_cmpuint (game.state->activated, ==, 0);
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_DRAW_CHIT);

  draw (&game, "canadian");
  g_assert_cmpint (game.state->chits[chit (&game, "canadian")].place, ==, GMP_CHIT_REMOVED);
  g_assert_cmpint (game.state->allied_nation, ==, fra);

  draw (&game, "end-1");
  draw (&game, "end-2");
  draw (&game, "end-3");
  /* Fade Out: the French chits enter the cup, then their units arrive */
  g_assert_cmpint (game.state->chits[chit (&game, "french")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "french-fx")].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[chit (&game, "canadian-fx")].place, ==, GMP_CHIT_WITH_ALLY);
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_PLACE_ALLY);
  while (question_kind (&game) == GMP_QUESTION_PLACE_ALLY)
    {
      g_autoptr(GmpQuestion) q = gmp_turn_get_question (game.state);
      int city = g_array_index (q->answers, int, q->answers->len - 1);

      g_assert_cmpint (game.board->cities[city].flag, ==, fra);
      answer (&game, city);
    }
  g_assert_cmpuint (game.state->turn, ==, 7);
  g_assert_cmpuint (count_formation (game.state, fra, GMP_PLACE_MAP)
                    + count_formation (game.state, fra, GMP_PLACE_RESERVE), ==, reserve);
  g_assert_cmpuint (count_formation (game.state, fra, GMP_PLACE_MAP), >, 0);
  g_assert_cmpuint (count_formation (game.state, can, GMP_PLACE_MAP), ==, 0);
  g_assert_cmpuint (count_formation (game.state, lat, GMP_PLACE_MAP), ==, 0);

  /* Turn 7: the Latin chit is removed when drawn; the French one activates */
  draw (&game, "latin");
  g_assert_cmpint (game.state->chits[chit (&game, "latin")].place, ==, GMP_CHIT_REMOVED);
  answer (&game, chit (&game, "french"));
  g_assert_cmpint (game.state->active_formation, ==, fra);
  game_clear (&game);
}

/* Rules note 42: the arriving ally's chits enter the cup after the holding
 * step, so neither is held in the arrival turn; from the next turn on its
 * activation chit is held like any other Human one. */
static void
test_allies_held_from_next_turn (void)
{
  Game game = { 0, };
  int french, french_fx;

  game_init (&game, 6);
  french = chit (&game, "french");
  french_fx = chit (&game, "french-fx");
  while (game.state->turn < 6)
    quiet_turn (&game);

  draw (&game, "french");
  /* Something activated, so both sides are asked to hold (note 5) */
  draw (&game, "human-a");
  draw (&game, "end-1");
  draw (&game, "end-2");
  draw (&game, "end-3");
  for (;;)
    {
      g_autoptr(GmpQuestion) hold = gmp_turn_get_question (game.state);

      if (hold->kind != GMP_QUESTION_HOLD)
        break;
      if (hold->side == GMP_SIDE_HUMANS)
        {
          g_assert_true (gmp_question_allows (hold, chit (&game, "human-b")));
          g_assert_false (gmp_question_allows (hold, french));
          g_assert_false (gmp_question_allows (hold, french_fx));
          g_assert_cmpint (game.state->chits[french_fx].place, ==, GMP_CHIT_WITH_ALLY);
        }
      answer (&game, GMP_ANSWER_PASS);
    }
  pass_fade_out (&game);
  g_assert_cmpuint (game.state->turn, ==, 7);
  g_assert_cmpint (game.state->chits[french].place, ==, GMP_CHIT_IN_CUP);
  g_assert_cmpint (game.state->chits[french_fx].place, ==, GMP_CHIT_IN_CUP);

  /* Turn 7: the French chit stays in the cup, and may be held */
  draw (&game, "human-a");
  draw (&game, "end-1");
  draw (&game, "end-2");
  draw (&game, "end-3");
  for (;;)
    {
      g_autoptr(GmpQuestion) hold = gmp_turn_get_question (game.state);

      g_assert_cmpint (hold->kind, ==, GMP_QUESTION_HOLD);
      if (hold->side == GMP_SIDE_HUMANS)
        {
          g_assert_true (gmp_question_allows (hold, french));
          answer (&game, french);
          break;
        }
      answer (&game, GMP_ANSWER_PASS);
    }
  /* Held, it activates in turn 8's Fade In (note 5) */
  g_assert_true (log_has (&game, GMP_LOG_HOLD, 7, GMP_SIDE_HUMANS));
  g_assert_cmpuint (game.state->turn, ==, 8);
  g_assert_cmpint (game.state->active_formation, ==, gmp_board_find_formation (game.board, "FRA"));
  game_clear (&game);
}

/* Rules note 45: Tectonic Telekinesis and Nuclear are not combat FX: in the
 * Action phase before a draw, or in the movement of one of the owner's own
 * formations; never in the other side's movement nor inside a combat. */
static void
test_tectonic_nuclear_when (void)
{
  Game game = { 0, };
  g_autoptr(GError) error = NULL;
  int tectonic, nuclear;
  guint msp;

  game_init (&game, 12);
  tectonic = chit (&game, "tectonic");
  nuclear = chit (&game, "nuclear");
  msp = gmp_board_find_city (game.board, "MSP");
  quiet_turn (&game);
  g_assert_cmpuint (game.state->turn, ==, 2);
  draw (&game, "tectonic");
  draw (&game, "nuclear");

  /* Before a draw: Nuclear on the Swarm in Minneapolis */
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_DRAW_CHIT);
  g_assert_cmpuint (gmp_state_units_in_city (game.state, msp, GMP_SIDE_SWARM, NULL, 0), >, 0);
  g_assert_true (gmp_turn_use_fx (game.state, game.log, nuclear, msp, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_state_units_in_city (game.state, msp, GMP_SIDE_SWARM, NULL, 0), ==, 0);

  /* Not in the Humans' movement: Tectonic is the Swarm's */
  answer (&game, chit (&game, "human-a"));
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_MOVEMENT);
  for (guint f = 0; f < game.board->n_forts; f++)
    if (game.state->fort_strength[f] > 0)
      {
        g_assert_false (gmp_turn_use_fx (game.state, game.log, tectonic,
                                         game.board->forts[f].city, &error));
        g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
        g_assert_nonnull (strstr (error->message, "Rules note 45"));
        g_clear_error (&error);
        break;
      }
  g_assert_cmpint (game.state->chits[tectonic].place, ==, GMP_CHIT_IN_HAND);
  finish_activation (&game);
  game_clear (&game);
}

static void
destroy_key_cities (GmpState *state,
                    guint     n)
{
  for (guint f = 0; f < state->board->n_forts && n > 0; f++)
    {
      if (state->board->cities[state->board->forts[f].city].key && state->fort_strength[f] > 0)
        {
          state->fort_strength[f] = 0;
          n--;
        }
    }
  g_assert_cmpuint (n, ==, 0);
}

/* Rules note 21: Danger is rolled before victory. */
static void
test_danger_before_victory (void)
{
  for (guint lose = 0; lose < 2; lose++)
    {
      Game game = { 0, };
      static const guint8 high[] = { 6, 6 };
      static const guint8 low[] = { 1, 1 };
      g_autoptr(GmpQuestion) q = NULL;

      game_init (&game, 7);
      destroy_key_cities (game.state, 2);
      game.state->danger_face = chit (&game, "tectonic");
      game.state->danger_space = 2;   /* loses on 12 */
      g_assert_cmpuint (game.board->danger[2], ==, 12);

      draw (&game, "end-1");
      draw (&game, "end-2");
      draw (&game, "end-3");
      q = gmp_turn_get_question (game.state);
      g_assert_cmpint (q->kind, ==, GMP_QUESTION_DANGER);
      g_assert_cmpint (q->side, ==, GMP_SIDE_SWARM);
      gmp_dice_free (game.dice);
      game.dice = lose ? gmp_dice_new_scripted (high, 2) : gmp_dice_new_scripted (low, 2);
      answer (&game, GMP_ANSWER_RANDOM);

      g_assert_true (gmp_turn_is_over (game.state));
      if (lose)
        {
          g_assert_cmpint (game.state->winner, ==, GMP_WINNER_HUMANS);
          g_assert_cmpint (game.state->end_reason, ==, GMP_END_DANGER);
        }
      else
        {
          g_assert_cmpint (game.state->winner, ==, GMP_WINNER_SWARM);
          g_assert_cmpint (game.state->end_reason, ==, GMP_END_KEY_CITIES);
        }
      game_clear (&game);
    }
}

/* Rules note 22: one key city is not enough; the second wins. */
static void
test_victory_second_key_city (void)
{
  Game game = { 0, };

  game_init (&game, 8);
  destroy_key_cities (game.state, 1);
  quiet_turn (&game);
  g_assert_false (gmp_turn_is_over (game.state));
  g_assert_cmpuint (game.state->turn, ==, 2);
  assert_victory_check (&game, 1, 1, GMP_WINNER_NONE);

  destroy_key_cities (game.state, 1);
  quiet_turn (&game);
  g_assert_true (gmp_turn_is_over (game.state));
  assert_victory_check (&game, 2, 2, GMP_WINNER_SWARM);
  g_assert_cmpint (game.state->winner, ==, GMP_WINNER_SWARM);
  g_assert_cmpint (game.state->end_reason, ==, GMP_END_KEY_CITIES);
  g_assert_cmpuint (game.state->turn, ==, 2);
  game_clear (&game);
}

static void
test_last_turn (void)
{
  Game game = { 0, };

  game_init (&game, 9);
  while (!gmp_turn_is_over (game.state))
    quiet_turn (&game);
  g_assert_cmpuint (game.state->turn, ==, game.board->rules.turns);
  g_assert_cmpint (game.state->winner, ==, GMP_WINNER_HUMANS);
  g_assert_cmpint (game.state->end_reason, ==, GMP_END_LAST_TURN);
  assert_victory_check (&game, game.board->rules.turns - 1, 0, GMP_WINNER_NONE);
  assert_victory_check (&game, game.board->rules.turns, 0, GMP_WINNER_HUMANS);
  game_clear (&game);
}

/* Rules note 6: returning Swarm units go to a free hive of their formation. */
static void
test_return_to_hive (void)
{
  Game game = { 0, };
  GmpUnit *unit = NULL;
  guint id = 0;
  g_autoptr(GmpQuestion) q = NULL;

  game_init (&game, 10);
  for (id = 0; id < game.state->units->len; id++)
    {
      unit = gmp_state_get_unit (game.state, id);
      if (gmp_state_unit_side (game.state, id) == GMP_SIDE_SWARM && unit->place == GMP_PLACE_MAP)
        break;
    }
  g_assert_nonnull (unit);
  unit->place = GMP_PLACE_TIME_TRACK;
  unit->city = GMP_NONE;
  unit->turn = 2;
  quiet_turn (&game);
  q = gmp_turn_get_question (game.state);
  g_assert_cmpint (q->kind, ==, GMP_QUESTION_RETURN_UNIT);
  g_assert_cmpint (q->subject, ==, (int) id);
  g_assert_cmpuint (q->answers->len, >, 0);
  for (guint i = 0; i < q->answers->len; i++)
    g_assert_cmpint (game.board->cities[g_array_index (q->answers, int, i)].hive, ==, unit->formation);
  answer (&game, g_array_index (q->answers, int, 0));
  unit = gmp_state_get_unit (game.state, id);
  g_assert_cmpint (unit->place, ==, GMP_PLACE_MAP);
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_DRAW_CHIT);
  game_clear (&game);
}

/* Rules note 6: a unit without a legal hive waits for the next turn. */
static void
test_return_blocked (void)
{
  Game game = { 0, };
  GmpUnit *unit = NULL;
  guint id = 0;

  game_init (&game, 11);
  for (id = 0; id < game.state->units->len; id++)
    {
      unit = gmp_state_get_unit (game.state, id);
      if (gmp_state_unit_side (game.state, id) == GMP_SIDE_SWARM && unit->place == GMP_PLACE_MAP)
        break;
    }
  unit->place = GMP_PLACE_TIME_TRACK;
  unit->city = GMP_NONE;
  unit->turn = 2;
  /* An infantry unit in every hive of its formation */
  for (guint c = 0; c < game.board->n_cities; c++)
    if (game.board->cities[c].hive == unit->formation)
      gmp_state_add_unit (game.state, gmp_board_find_unit_type (game.board, "infantry"),
                          gmp_board_find_formation (game.board, "A"), c);
  quiet_turn (&game);
  unit = gmp_state_get_unit (game.state, id);
  g_assert_cmpint (unit->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpuint (unit->turn, ==, 3);
  g_assert_true (log_has (&game, GMP_LOG_UNIT_DELAYED, 2, id));
  game_clear (&game);
}

/* Rules notes 20, 21: an FX without a combat, while a formation moves. */
static void
test_use_fx (void)
{
  Game game = { 0, };
  g_autoptr(GError) error = NULL;
  int tectonic, fort_city = GMP_NONE, fort = GMP_NONE;
  guint strength;

  game_init (&game, 12);
  tectonic = chit (&game, "tectonic");
  quiet_turn (&game);
  g_assert_cmpuint (game.state->turn, ==, 2);
  for (guint f = 0; f < game.board->n_forts; f++)
    if (game.state->fort_strength[f] > 1)
      {
        fort = f;
        fort_city = game.board->forts[f].city;
        break;
      }
  g_assert_cmpint (fort, !=, GMP_NONE);
  strength = game.state->fort_strength[fort];

  draw (&game, "tectonic");
  g_assert_cmpint (game.state->chits[tectonic].place, ==, GMP_CHIT_IN_HAND);

  answer (&game, chit (&game, "swarm-1"));
  g_assert_cmpint (question_kind (&game), ==, GMP_QUESTION_MOVEMENT);
  g_assert_true (gmp_turn_use_fx (game.state, game.log, tectonic, fort_city, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (game.state->fort_strength[fort], ==, strength - 1);
  g_assert_cmpint (game.state->danger_face, ==, tectonic);
  g_assert_cmpuint (game.state->danger_space, ==, 1);
  g_assert_cmpint (game.state->chits[tectonic].place, ==, GMP_CHIT_USED);
  g_assert_true (log_has (&game, GMP_LOG_FX_PLAYED, 2, GMP_SIDE_SWARM));
  /* The log says what it did: the Fort's strength, the Danger marker's move
   * (rules notes 19, 21) */
  {
    const GmpLogEntry *fort_entry = log_find (&game, GMP_LOG_FORT_DAMAGED, 2);
    const GmpLogEntry *danger = log_find (&game, GMP_LOG_DANGER_MOVED, 2);

    g_assert_nonnull (fort_entry);
    g_assert_cmpint (fort_entry->params[0], ==, fort_city);
    g_assert_cmpint (fort_entry->params[1], ==, (int) strength);
    g_assert_cmpint (fort_entry->params[2], ==, (int) strength - 1);
    g_assert_nonnull (danger);
    g_assert_cmpint (danger->params[0], ==, tectonic);
    g_assert_cmpint (danger->params[1], ==, 0);
    g_assert_cmpint (danger->params[2], ==, 1);
  }

  /* Once per game turn */
  g_assert_false (gmp_turn_use_fx (game.state, game.log, tectonic, fort_city, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  finish_activation (&game);
  /* A combat FX is not played on its own */
  draw (&game, "end-1");
  draw (&game, "wasp");
  answer (&game, chit (&game, "swarm-2"));
  g_assert_false (gmp_turn_use_fx (game.state, game.log, chit (&game, "wasp"), fort_city, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  game_clear (&game);
}

/* Every entry of a played game renders, in the kinds' stable names too. */
/* Entries that name a unit name it as its counter does ("Ant 1", no
 * number of the app's own: issue 16), and
 * a combat entry says which Hits each side took and why who retreats does
 * (rules note 13). */
static void
check_log_entry_text (const GmpLogEntry *e,
                      const char        *full_text,
                      const GmpBoard    *board)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = g_strdup (full_text);
  const int *p = e->params;
  int type = GMP_NONE;
  int formation = GMP_NONE;

  g_assert_true (gmp_log_entry_check (e, board, &error));
  g_assert_no_error (error);
  /* A roll ends with its dice, as rolled: "… Dice: 4 6 1." */
  if (e->n_dice > 0)
    {
      g_autofree char *dice = gmp_log_entry_dice_to_string (e);
      g_autofree char *tail = g_strdup_printf (" Dice: %s.", dice);

      g_assert_true (g_str_has_suffix (text, tail));
      text[strlen (text) - strlen (tail)] = '\0';
      for (guint i = 0; i < e->n_dice; i++)
        g_assert_true (e->dice[i] >= 1 && e->dice[i] <= 6);
    }
  if (e->kind == GMP_LOG_COMBAT && p[4] != GMP_COMBAT_OUTCOME_OVERRUN)
    /* Every die a combat rolled is in the log */
    g_assert_cmpuint (e->n_dice, ==, MIN (p[5], GMP_LOG_MAX_DICE));
  if (e->kind == GMP_LOG_DANGER_ROLL)
    {
      int sum = 0;

      g_assert_cmpuint (e->n_dice, >, 0);
      for (guint i = 0; i < e->n_dice; i++)
        sum += e->dice[i];
      g_assert_cmpint (sum, ==, p[1]);
    }
  if (e->kind == GMP_LOG_UNIT_MOVED)
    g_assert_cmpint (p[1], !=, p[2]);
  g_assert_null (strstr (text, "#"));
  if (e->kind == GMP_LOG_UNIT_MOVED || e->kind == GMP_LOG_RETREAT || e->kind == GMP_LOG_UNIT_HIT)
    {
      type = p[4] - 1;
      formation = p[5] - 1;
    }
  else if (e->kind == GMP_LOG_DISPLACED)
    {
      type = p[3] - 1;
      formation = p[4] - 1;
    }
  if (type != GMP_NONE)
    {
      g_autofree char *counter = gmp_describe_counter (board, type, formation);

      g_assert_cmpint (type, >=, 0);
      g_assert_true (g_str_has_prefix (text, counter));
    }
  if (e->kind != GMP_LOG_COMBAT || p[4] == GMP_COMBAT_OUTCOME_OVERRUN)
    return;

  g_assert_nonnull (strstr (text, "Hits taken: the Swarm"));
  g_assert_nonnull (strstr (text, "(Rules note"));
  switch (p[4])
    {
    case GMP_COMBAT_OUTCOME_MORE_HITS:
    case GMP_COMBAT_OUTCOME_MORE_HITS_FORT:
      g_assert_cmpint (p[3], >=, 0);
      g_assert_cmpint (p[1 + p[3]], >, p[2 - p[3]]);
      g_assert_nonnull (strstr (text, "took more Hits"));
      break;
    case GMP_COMBAT_OUTCOME_TIE:
    case GMP_COMBAT_OUTCOME_TIE_FORT:
      g_assert_cmpint (p[3], >=, 0);
      g_assert_cmpint (p[1], ==, p[2]);
      g_assert_nonnull (strstr (text, "A tie: the acting side"));
      break;
    case GMP_COMBAT_OUTCOME_SWARM_GONE:
    case GMP_COMBAT_OUTCOME_HUMANS_GONE:
    case GMP_COMBAT_OUTCOME_FORT_DESTROYED:
    case GMP_COMBAT_OUTCOME_BARRAGE_NO_HITS:
      g_assert_cmpint (p[3], ==, -1);
      g_assert_true (g_str_has_suffix (text, ")."));
      g_assert_nonnull (strstr (text, "Nobody Retreats: "));
      break;
    default:
      g_assert_not_reached ();
    }
}

/* Entries of a log saved before they kept a retreat's reason or a unit's
 * type still load and read. */
/* A chit drawn says what it does in the rulebook's words: an FX whose
 * hand it goes to (Rules note 20; new players do not know every FX's
 * side), a "…The End???" the Turn End Track (note 1) (issue 16) */
static void
test_log_text_drawn (void)
{
  g_autoptr(GmpBoard) board = default_board ();
  GmpLogEntry swarm = { 1, GMP_PHASE_ACTION, GMP_LOG_FX_TO_HAND,
                        { gmp_board_find_chit (board, "roly-poly") } };
  GmpLogEntry humans = { 1, GMP_PHASE_ACTION, GMP_LOG_FX_TO_HAND,
                         { gmp_board_find_chit (board, "laser-tower") } };
  GmpLogEntry end = { 1, GMP_PHASE_ACTION, GMP_LOG_END_DRAWN, { 0, 1, 3 } };
  g_autofree char *text = NULL;
  g_autofree char *expected = NULL;

  g_assert_cmpint (swarm.params[0], >=, 0);
  g_assert_cmpint (humans.params[0], >=, 0);
  text = gmp_log_entry_to_string (&swarm, board);
  expected = g_strdup_printf ("%s goes to the Swarm’s hand for this turn (Rules note 20).",
                              board->chits[swarm.params[0]].name);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&expected, g_free);
  text = gmp_log_entry_to_string (&humans, board);
  expected = g_strdup_printf ("%s goes to the Humans’ hand for this turn (Rules note 20).",
                              board->chits[humans.params[0]].name);
  g_assert_cmpstr (text, ==, expected);
  g_clear_pointer (&text, g_free);

  /* The rulebook's Turn End Track, and what its chits do */
  text = gmp_log_entry_to_string (&end, board);
  g_assert_cmpstr (text, ==, "“…The End???” goes on the Turn End Track: 1 of the 3 that end the "
                             "Action Phase (Rules note 1).");
}

static void
test_log_text_old (void)
{
  g_autoptr(GmpBoard) board = default_board ();
  g_autoptr(GError) error = NULL;
  int ant = gmp_board_find_unit_type (board, "ant");
  int swarm_1 = gmp_board_find_formation (board, "1");
  int msp = gmp_board_find_city (board, "MSP");
  int oma = gmp_board_find_city (board, "OMA");
  GmpLogEntry old_combat = { 1, GMP_PHASE_ACTION, GMP_LOG_COMBAT,
                             { msp, 2, 1, GMP_SIDE_SWARM, 0, 5 } };
  GmpLogEntry old_retreat = { 1, GMP_PHASE_ACTION, GMP_LOG_RETREAT, { 4, oma, 0, msp } };
  GmpLogEntry new_retreat = { 1, GMP_PHASE_ACTION, GMP_LOG_RETREAT,
                              { 4, oma, 0, msp, GMP_LOG_UNIT_TYPE (ant),
                                GMP_LOG_UNIT_FORMATION (swarm_1) } };
  GmpLogEntry old_displaced = { 1, GMP_PHASE_ACTION, GMP_LOG_DISPLACED, { 4, msp, -1 } };
  GmpLogEntry tie = { 1, GMP_PHASE_ACTION, GMP_LOG_COMBAT,
                      { msp, 1, 1, GMP_SIDE_HUMANS, GMP_COMBAT_OUTCOME_TIE, 1 } };
  GmpLogEntry bad = { 1, GMP_PHASE_ACTION, GMP_LOG_COMBAT,
                      { msp, 1, 1, -1, GMP_COMBAT_OUTCOME_N_OUTCOMES, 5 } };
  g_autofree char *text = NULL;
  g_autofree char *unit = g_strdup_printf ("%s %s Retreats from Minneapolis to Omaha",
                                           board->unit_types[ant].name,
                                           board->formations[swarm_1].id);

  g_assert_cmpint (ant, >=, 0);
  g_assert_cmpint (swarm_1, >=, 0);
  g_assert_true (gmp_log_entry_check (&old_combat, board, &error));
  text = gmp_log_entry_to_string (&old_combat, board);
  g_assert_cmpstr (text, ==, "Combat in Minneapolis (5 dice). Hits taken: the Swarm 2, the "
                             "Humans 1. The Swarm Retreats.");
  g_clear_pointer (&text, g_free);

  g_assert_true (gmp_log_entry_check (&tie, board, &error));
  text = gmp_log_entry_to_string (&tie, board);
  g_assert_cmpstr (text, ==, "Combat in Minneapolis (1 die). Hits taken: the Swarm 1, the "
                             "Humans 1. A tie: the acting side, the Humans, Retreat (Rules note 13).");
  g_clear_pointer (&text, g_free);

  g_assert_true (gmp_log_entry_check (&old_retreat, board, &error));
  text = gmp_log_entry_to_string (&old_retreat, board);
  g_assert_cmpstr (text, ==, "Unit #4 Retreats from Minneapolis to Omaha (Rules note 14).");
  g_clear_pointer (&text, g_free);

  g_assert_true (gmp_log_entry_check (&new_retreat, board, &error));
  text = gmp_log_entry_to_string (&new_retreat, board);
  g_assert_true (g_str_has_prefix (text, unit));
  g_clear_pointer (&text, g_free);

  g_assert_true (gmp_log_entry_check (&old_displaced, board, &error));
  text = gmp_log_entry_to_string (&old_displaced, board);
  g_assert_true (g_str_has_prefix (text, "Unit #4 is over the stacking limit in Minneapolis"));
  g_assert_no_error (error);

  g_assert_false (gmp_log_entry_check (&bad, board, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
}

static void
test_log_text (void)
{
  Game game = { 0, };
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpLog) copy = NULL;
  gboolean seen[GMP_LOG_N_KINDS] = { FALSE, };

  game_init (&game, 13);
  g_assert_true (gmp_turn_play_auto (game.state, game.log, game.dice, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_log_get_n_entries (game.log), >, 100);

  for (guint i = 0; i < gmp_log_get_n_entries (game.log); i++)
    {
      const GmpLogEntry *e = gmp_log_get_entry (game.log, i);
      g_autofree char *text = gmp_log_entry_to_string (e, game.board);
      GmpLogKind kind;

      g_assert_nonnull (text);
      g_assert_cmpstr (text, !=, "?");
      g_assert_null (strstr (text, " ? "));
      g_assert_true (gmp_log_kind_from_string (gmp_log_kind_to_string (e->kind), &kind));
      g_assert_cmpint (kind, ==, e->kind);
      g_assert_cmpuint (e->turn, >=, 1);
      g_assert_cmpuint (e->turn, <=, game.board->rules.turns);
      seen[e->kind] = TRUE;
      check_log_entry_text (e, text, game.board);
    }
  g_assert_true (seen[GMP_LOG_CHIT_DRAWN]);
  g_assert_true (seen[GMP_LOG_GAME_OVER]);
  g_assert_true (seen[GMP_LOG_TURN_BEGINS]);
  g_assert_true (seen[GMP_LOG_COMBAT]);
  g_assert_true (seen[GMP_LOG_RETREAT]);
  /* Every move and every die is in the log */
  g_assert_true (seen[GMP_LOG_UNIT_MOVED]);
  /* What happened to whom: the units hit, each Fade Out's victory check */
  g_assert_true (seen[GMP_LOG_UNIT_HIT]);
  g_assert_true (seen[GMP_LOG_VICTORY_CHECK]);

  copy = gmp_log_copy (game.log);
  g_assert_true (gmp_log_equal (copy, game.log));
  gmp_log_clear (copy);
  g_assert_false (gmp_log_equal (copy, game.log));
  g_assert_false (gmp_log_kind_from_string ("no-such-kind", NULL));
  game_clear (&game);
}

/* The moves and the dice of a seeded game are in its log and survive a save
 * and a load: the file written again is the same, byte for byte. */
static void
test_log_moves_dice (void)
{
  Game game = { 0, };
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GmpLog) changed = NULL;
  guint moves = 0, combats = 0, first_combat = G_MAXUINT;

  game_init (&game, 13);
  g_assert_true (gmp_turn_play_auto (game.state, game.log, game.dice, 2, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < gmp_log_get_n_entries (game.log); i++)
    {
      const GmpLogEntry *e = gmp_log_get_entry (game.log, i);

      if (e->kind == GMP_LOG_UNIT_MOVED)
        {
          moves++;
          /* From a city, along roads, to another (Rules note 8) */
          g_assert_cmpint (e->params[1], >=, 0);
          g_assert_cmpint (e->params[2], >=, 0);
          g_assert_cmpint (e->params[1], !=, e->params[2]);
          g_assert_cmpint (e->params[4], >, 0);
          g_assert_cmpint (e->params[4] - 1, ==,
                           g_array_index (game.state->units, GmpUnit, e->params[0]).type);
          g_assert_cmpint (e->params[3], >=, 0);
        }
      if (e->kind == GMP_LOG_COMBAT && e->params[4] != GMP_COMBAT_OUTCOME_OVERRUN)
        {
          combats++;
          g_assert_cmpuint (e->n_dice, ==, e->params[5]);
          g_assert_cmpuint (e->n_dice, >, 0);
          if (first_combat == G_MAXUINT)
            first_combat = i;
        }
    }
  g_assert_cmpuint (moves, >, 0);
  g_assert_cmpuint (combats, >, 0);

  scenario = gmp_scenario_new (gmp_state_copy (game.state));
  scenario->log = gmp_log_copy (game.log);
  bytes = gmp_scenario_to_bytes (scenario);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "kind=\"unit-moved\""));
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  " dice=\""));
  loaded = gmp_scenario_load_bytes (bytes, "saved", &error);
  g_assert_no_error (error);
  g_assert_true (gmp_log_equal (loaded->log, game.log));
  again = gmp_scenario_to_bytes (loaded);
  g_assert_true (g_bytes_equal (bytes, again));

  /* Another die is another log */
  {
    GmpLogEntry e = *gmp_log_get_entry (game.log, first_combat);
    g_autoptr(GmpLog) one = gmp_log_new ();

    changed = gmp_log_new ();
    gmp_log_append (one, &e);
    e.dice[0] = e.dice[0] % 6 + 1;
    gmp_log_append (changed, &e);
    g_assert_false (gmp_log_equal (one, changed));
    /* A die that is no die does not load */
    e.dice[0] = 7;
    g_assert_false (gmp_log_entry_check (&e, game.board, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  }
  game_clear (&game);
}

/* Answers by name, as the CLI takes them. */
static void
test_answer_names (void)
{
  Game game = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  int a = 0;

  game_init (&game, 14);
  q = gmp_turn_get_question (game.state);
  g_assert_true (gmp_answer_from_string (game.state, q, "swarm-2", &a, &error));
  g_assert_cmpint (a, ==, chit (&game, "swarm-2"));
  g_assert_true (gmp_answer_from_string (game.state, q, "random", &a, &error));
  g_assert_cmpint (a, ==, GMP_ANSWER_RANDOM);
  g_assert_false (gmp_answer_from_string (game.state, q, "tectonic", &a, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  for (guint i = 0; i < q->answers->len; i++)
    {
      int value = g_array_index (q->answers, int, i);
      g_autofree char *name = gmp_answer_to_string (game.state, q, value);

      g_assert_true (gmp_answer_from_string (game.state, q, name, &a, NULL));
      g_assert_cmpint (a, ==, value);
    }
  game_clear (&game);
}

/* The property test */

static void
check_invariants (const GmpState *state,
                  guint           n_units,
                  const guint8   *gone_before)
{
  g_autoptr(GError) error = NULL;

  gmp_state_check (state, &error);
  g_assert_no_error (error);
  /* Unit conservation: nobody appears or vanishes, the eliminated stay out */
  g_assert_cmpuint (state->units->len, ==, n_units);
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      g_assert_cmpuint (unit->place, <=, GMP_PLACE_ELIMINATED);
      if (gone_before[i])
        g_assert_cmpint (unit->place, ==, GMP_PLACE_ELIMINATED);
    }
  for (guint f = 0; f < state->board->n_forts; f++)
    g_assert_cmpuint (state->fort_strength[f], <=, state->board->forts[f].strength);
}

typedef struct {
  guint ends[GMP_END_DANGER + 1];
  guint combats;
  guint returned;
  guint allies;
  guint holds;
  guint key_destroyed;
  guint forts_destroyed;
} Stats;

/* Every answer a question offers is legal for its kind. */
static void
check_question (const GmpState    *state,
                const GmpQuestion *q)
{
  const GmpBoard *board = state->board;

  g_assert_cmpuint (q->answers->len, >, 0);
  for (guint i = 0; i < q->answers->len; i++)
    {
      int a = g_array_index (q->answers, int, i);

      switch (q->kind)
        {
        case GMP_QUESTION_DRAW_CHIT:
          g_assert_true (a == GMP_ANSWER_RANDOM || state->chits[a].place == GMP_CHIT_IN_CUP);
          break;
        case GMP_QUESTION_HOLD:
          /* Rules note 5: own activation chits, not activated this turn */
          if (a == GMP_ANSWER_PASS)
            break;
          g_assert_cmpint (board->chits[a].kind, ==, GMP_CHIT_ACTIVATION);
          g_assert_cmpint (board->chits[a].owner, ==, q->side);
          g_assert_cmpint (state->chits[a].place, ==, GMP_CHIT_IN_CUP);
          g_assert_false (state->activated & (1u << board->chits[a].formation));
          g_assert_cmpuint (state->activated, !=, 0);
          break;
        case GMP_QUESTION_COMBAT_FX:
          /* Rules note 20: an FX in the side's hand */
          if (a == GMP_ANSWER_PASS)
            break;
          g_assert_cmpint (board->chits[a].kind, ==, GMP_CHIT_FX);
          g_assert_cmpint (board->chits[a].owner, ==, q->side);
          g_assert_cmpint (state->chits[a].place, ==, GMP_CHIT_IN_HAND);
          break;
        case GMP_QUESTION_COMBAT:
          g_assert_true (gmp_combat_needed (state, a));
          break;
        case GMP_QUESTION_RETURN_UNIT:
          /* Rules note 6 */
          g_assert_cmpint (board->cities[a].hive, ==,
                           gmp_state_get_unit ((GmpState *) state, q->subject)->formation);
          g_assert_cmpuint (gmp_state_stack_count (state, a, GMP_SIDE_HUMANS), ==, 0);
          break;
        case GMP_QUESTION_PLACE_ALLY:
          /* Rules note 23 */
          g_assert_cmpint (board->cities[a].flag, ==, state->allied_nation);
          g_assert_cmpuint (gmp_state_units_in_city (state, a, GMP_SIDE_SWARM, NULL, 0), ==, 0);
          break;
        case GMP_QUESTION_MOVEMENT:
          g_assert_cmpint (a, ==, GMP_ANSWER_DONE);
          break;
        case GMP_QUESTION_DANGER:
          g_assert_cmpint (a, ==, GMP_ANSWER_RANDOM);
          g_assert_cmpint (state->phase, ==, GMP_PHASE_FADE_OUT);
          break;
        case GMP_QUESTION_GUARD_VALUE:
        case GMP_QUESTION_NONE:
        case GMP_N_QUESTIONS:
        default:
          break;
        }
    }
}

/* Saves the game with its log, loads it back, checks that nothing was lost,
 * and goes on with the loaded game. */
static void
save_and_load (Game *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_new (gmp_state_copy (game->state));
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;

  scenario->log = gmp_log_copy (game->log);
  bytes = gmp_scenario_to_bytes (scenario);
  loaded = gmp_scenario_load_bytes (bytes, "saved", &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->log);
  g_assert_true (gmp_state_equal (loaded->state, game->state));
  g_assert_true (gmp_log_equal (loaded->log, game->log));
  gmp_state_free (game->state);
  gmp_log_free (game->log);
  game->state = g_steal_pointer (&loaded->state);
  game->log = g_steal_pointer (&loaded->log);
}

/* The questions of a combat (rules notes 12-15, 18): every answer listed is
 * taken, on a copy, and leaves a state that keeps the rules; an answer not
 * listed is refused and changes nothing. */
static void
check_answers (const Game        *game,
               const GmpQuestion *q)
{
  g_autoptr(GmpState) before = NULL;
  g_autoptr(GmpDice) dice = NULL;
  g_autoptr(GError) error = NULL;
  GmpState *copy;

  switch (q->kind)
    {
    case GMP_QUESTION_FORT_OPTION:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      break;
    case GMP_QUESTION_NONE:
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_COMBAT_FX:
    case GMP_N_QUESTIONS:
    default:
      return;
    }

  dice = gmp_dice_copy (game->dice);
  for (guint i = 0; i < MIN (q->answers->len, 6); i++)
    {
      copy = gmp_state_copy (game->state);
      g_assert_true (gmp_turn_answer (copy, NULL, dice, g_array_index (q->answers, int, i), &error));
      g_assert_no_error (error);
      g_assert_true (gmp_state_check (copy, &error));
      g_assert_no_error (error);
      gmp_state_free (copy);
    }

  before = gmp_state_copy (game->state);
  g_assert_false (gmp_turn_answer (game->state, NULL, dice, 100000, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_true (gmp_state_equal (before, game->state));
}

/* Plays a game with the automatic policy, checking every question and the
 * invariants. With a save_rate (per thousand), the game is saved and loaded
 * back at that many steps, chosen by a source of its own, and goes on from
 * the loaded copy; saved_at counts the question kinds it was saved at. */
static void
play_checked (guint64  seed,
              guint    save_rate,
              Stats   *stats,
              guint   *saved_at)
{
  Game game = { 0, };
  g_autofree guint8 *gone = NULL;
  g_autoptr(GRand) saves = g_rand_new_with_seed ((guint32) seed ^ 0x5a5a5a5au);
  guint n_units, steps = 0;

  game_init (&game, seed);
  n_units = game.state->units->len;
  gone = g_new0 (guint8, n_units);

  while (!gmp_turn_is_over (game.state))
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpQuestion) q = gmp_turn_get_question (game.state);

      g_assert_cmpint (q->kind, !=, GMP_QUESTION_NONE);
      check_question (game.state, q);
      if (save_rate > 0)
        check_answers (&game, q);
      if (save_rate > 0 && (guint) g_rand_int_range (saves, 0, 1000) < save_rate)
        {
          g_autoptr(GmpQuestion) again = NULL;

          save_and_load (&game);
          saved_at[q->kind]++;
          /* The loaded game asks the same question */
          again = gmp_turn_get_question (game.state);
          g_assert_cmpint (again->kind, ==, q->kind);
          g_assert_cmpint (again->subject, ==, q->subject);
          g_assert_cmpuint (again->answers->len, ==, q->answers->len);
        }
      if (q->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move (game.state, game.log, game.dice);
          check_invariants (game.state, n_units, gone);
          /* Saved while the units stand where they moved, or a move waits */
          if (save_rate > 0 && (guint) g_rand_int_range (saves, 0, 1000) < save_rate)
            save_and_load (&game);
          gmp_question_free (q);
          q = gmp_turn_get_question (game.state);
        }
      g_assert_true (gmp_turn_answer (game.state, game.log, game.dice,
                                      gmp_turn_auto_answer (q, game.dice), &error));
      g_assert_no_error (error);
      check_invariants (game.state, n_units, gone);
      for (guint i = 0; i < n_units; i++)
        gone[i] = g_array_index (game.state->units, GmpUnit, i).place == GMP_PLACE_ELIMINATED;
      steps++;
      g_assert_cmpuint (steps, <, 100000);
    }

  if (save_rate > 0)
    {
      Game ref = { 0, };
      g_autoptr(GError) error = NULL;

      /* The same seed played without saving: the same game, the same log */
      game_init (&ref, seed);
      g_assert_true (gmp_turn_play_auto (ref.state, ref.log, ref.dice, 0, &error));
      g_assert_no_error (error);
      g_assert_true (gmp_state_equal (ref.state, game.state));
      g_assert_true (gmp_log_equal (ref.log, game.log));
      game_clear (&ref);
    }

/* Exactly one end condition */
  switch (game.state->end_reason)
    {
    case GMP_END_KEY_CITIES:
      g_assert_cmpint (game.state->winner, ==, GMP_WINNER_SWARM);
      g_assert_cmpuint (gmp_state_destroyed_key_cities (game.state), >=,
                        game.board->rules.victory_key_cities);
      break;
    case GMP_END_LAST_TURN:
      g_assert_cmpint (game.state->winner, ==, GMP_WINNER_HUMANS);
      g_assert_cmpuint (game.state->turn, ==, game.board->rules.turns);
      g_assert_cmpuint (gmp_state_destroyed_key_cities (game.state), <,
                        game.board->rules.victory_key_cities);
      break;
    case GMP_END_DANGER:
      g_assert_cmpint (game.state->winner, !=, GMP_WINNER_NONE);
      break;
    case GMP_END_NONE:
    default:
      g_assert_not_reached ();
    }

  stats->ends[game.state->end_reason]++;
  stats->key_destroyed += gmp_state_destroyed_key_cities (game.state);
  for (guint f = 0; f < game.board->n_forts; f++)
    stats->forts_destroyed += game.state->fort_strength[f] == 0;
  for (guint i = 0; i < gmp_log_get_n_entries (game.log); i++)
    {
      const GmpLogEntry *e = gmp_log_get_entry (game.log, i);
      stats->combats += e->kind == GMP_LOG_COMBAT;
      stats->returned += e->kind == GMP_LOG_UNIT_RETURNED;
      stats->allies += e->kind == GMP_LOG_ALLY_PLACED;
      stats->holds += e->kind == GMP_LOG_HOLD;
    }

  game_clear (&game);
}

static void
test_random_games (void)
{
  /* Issue 5: thousands of seeded games, every step checked */
  guint n = g_test_slow () ? 20000 : 2000;
  Stats stats = { { 0, }, };

  for (guint i = 0; i < n; i++)
    play_checked (1000 + i, 0, &stats, NULL);

  g_test_message ("%u games: %u key cities, %u last turn, %u danger; %u combats, "
                  "%u units back to hives, %u Allied units placed, %u chits held, "
                  "%u key cities and %u Forts destroyed",
                  n, stats.ends[GMP_END_KEY_CITIES], stats.ends[GMP_END_LAST_TURN],
                  stats.ends[GMP_END_DANGER], stats.combats, stats.returned, stats.allies,
                  stats.holds, stats.key_destroyed, stats.forts_destroyed);
  /* The random policy reaches every part of the turn */
  g_assert_cmpuint (stats.combats, >, n);
  g_assert_cmpuint (stats.returned, >, 0);
  g_assert_cmpuint (stats.allies, >, 0);
  g_assert_cmpuint (stats.holds, >, 0);
}

/* A game saved and loaded back at random steps, every kind of question
 * included (in the middle of a combat too), plays the same game and writes
 * the same log as one played straight through; a few games are saved at
 * every step. */
static void
test_save_continues (void)
{
  static const GmpQuestionKind combat_kinds[] = {
    GMP_QUESTION_COMBAT, GMP_QUESTION_COMBAT_FX, GMP_QUESTION_FORT_OPTION,
    GMP_QUESTION_COMBAT_DICE, GMP_QUESTION_ALLOCATION, GMP_QUESTION_RETREAT,
    GMP_QUESTION_IGNORE_RETREAT, GMP_QUESTION_MOVEMENT, GMP_QUESTION_DRAW_CHIT,
    GMP_QUESTION_HOLD, GMP_QUESTION_RETURN_UNIT,
  };
  guint n = g_test_slow () ? 400 : 30;
  guint saved_at[GMP_N_QUESTIONS] = { 0, };
  Stats stats = { { 0, }, };

  for (guint i = 0; i < n; i++)
    play_checked (5000 + i, i < 1 ? 1000 : 50, &stats, saved_at);

  for (guint k = 0; k < GMP_N_QUESTIONS; k++)
    g_test_message ("saved at %s: %u", gmp_question_kind_to_string (k), saved_at[k]);
  for (guint k = 0; k < G_N_ELEMENTS (combat_kinds); k++)
    g_assert_cmpuint (saved_at[combat_kinds[k]], >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/turn/start", test_start);
  g_test_add_func ("/core/turn/illegal", test_illegal);
  g_test_add_func ("/core/turn/movement-question/note-4", test_movement_question_text);
  g_test_add_func ("/core/turn/order", test_order);
  g_test_add_func ("/core/turn/turn-one-skips-fade-in", test_turn_one_skips_fade_in);
  g_test_add_func ("/core/turn/no-hold-without-activation", test_no_hold_without_activation);
  g_test_add_func ("/core/turn/allies", test_allies);
  g_test_add_func ("/core/turn/allies-held-next-turn", test_allies_held_from_next_turn);
  g_test_add_func ("/core/turn/danger-before-victory", test_danger_before_victory);
  g_test_add_func ("/core/turn/victory-second-key-city", test_victory_second_key_city);
  g_test_add_func ("/core/turn/last-turn", test_last_turn);
  g_test_add_func ("/core/turn/return-to-hive", test_return_to_hive);
  g_test_add_func ("/core/turn/return-blocked", test_return_blocked);
  g_test_add_func ("/core/turn/use-fx", test_use_fx);
  g_test_add_func ("/core/turn/tectonic-nuclear-when", test_tectonic_nuclear_when);
  g_test_add_func ("/core/turn/log-text", test_log_text);
  g_test_add_func ("/core/turn/log-text-old", test_log_text_old);
  g_test_add_func ("/core/turn/log-moves-dice", test_log_moves_dice);
  g_test_add_func ("/core/turn/answer-names", test_answer_names);
  g_test_add_func ("/core/turn/log-text-drawn", test_log_text_drawn);
  g_test_add_func ("/core/turn/random-games", test_random_games);
  g_test_add_func ("/core/turn/save-continues", test_save_continues);

  return g_test_run ();
}
