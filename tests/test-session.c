/* test-session.c: one way into a game, with undo, redo and replay
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"

#include "test-util.h"

/* What a position is, to compare: the state and the log's length (the log
 * only grows, so equal lengths on one history mean equal logs). */
typedef struct {
  GmpState *state;
  guint     log_length;
  char     *title;
} Position;

static Position *
position_take (GmpSession *session)
{
  Position *position = g_new0 (Position, 1);
  const GmpLog *log = gmp_session_get_log (session);

  position->state = gmp_state_copy (gmp_session_get_state (session));
  position->log_length = log != NULL ? gmp_log_get_n_entries (log) : 0;
  position->title = g_strdup (gmp_session_get_scenario (session)->title);
  return position;
}

static void
position_free (Position *position)
{
  gmp_state_free (position->state);
  g_free (position->title);
  g_free (position);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Position, position_free)

static void
assert_at (GmpSession     *session,
           const Position *position)
{
  const GmpLog *log = gmp_session_get_log (session);

  g_assert_true (gmp_state_equal (gmp_session_get_state (session), position->state));
  g_assert_cmpuint (log != NULL ? gmp_log_get_n_entries (log) : 0, ==, position->log_length);
  g_assert_cmpstr (gmp_session_get_scenario (session)->title, ==, position->title);
}

static GBytes *
session_bytes (GmpSession *session)
{
  return gmp_scenario_to_bytes (gmp_session_get_scenario (session));
}

/* Undoes the last action and checks the position before it comes back,
 * then redoes it and checks the position after it comes back; now and then
 * compares the saved bytes, log included. */
static void
check_undo_redo (GmpSession     *session,
                 const Position *before,
                 gboolean        compare_bytes)
{
  g_autoptr(Position) after = position_take (session);
  g_autoptr(GBytes) bytes_after = compare_bytes ? session_bytes (session) : NULL;
  g_autoptr(GError) error = NULL;
  guint n_done = gmp_session_get_n_done (session);

  g_assert_true (gmp_session_can_undo (session));
  gmp_session_undo (session, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, n_done - 1);
  assert_at (session, before);
  g_assert_true (gmp_session_can_redo (session));

  gmp_session_redo (session, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, n_done);
  assert_at (session, after);
  if (compare_bytes)
    {
      g_autoptr(GBytes) again = session_bytes (session);

      g_assert_true (g_bytes_equal (again, bytes_after));
    }
}

/* A player that undoes and redoes every action it takes */
typedef struct {
  GmpSession *session;
  guint       n_checked;
} Checker;

static const GmpState *
checker_get_state (gpointer data)
{
  return gmp_session_get_state (((Checker *) data)->session);
}

static gboolean
checker_apply (Checker         *checker,
               const GmpAction *action)
{
  g_autoptr(Position) before = position_take (checker->session);

  if (!gmp_session_apply (checker->session, action, NULL))
    {
      /* A refusal changes nothing */
      assert_at (checker->session, before);
      return FALSE;
    }
  check_undo_redo (checker->session, before, checker->n_checked++ % 97 == 0);
  return TRUE;
}

static gboolean
checker_move (gpointer     data,
              guint        unit,
              const guint *path,
              guint        n_path)
{
  g_autoptr(GmpAction) action = gmp_action_new_move (&unit, 1, path, n_path, GMP_NONE);

  return checker_apply (data, action);
}

static void
checker_use_fx (gpointer data,
                guint    chit,
                guint    city)
{
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_USE_FX);

  action->chit = (int) chit;
  action->city = (int) city;
  checker_apply (data, action);
}

/* Plays a seeded game through the session, each action undone and redone
 * before going on; Guards revealed by the players answer with their own
 * action (rules note 9). Returns the number of actions. */
static guint
play_checked (guint64       seed,
              GmpSetupFlags flags)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (seed),
                                                        flags, &error);
  Checker checker = { session, (guint) seed };
  GmpAutoPlayer player = { checker_get_state, checker_move, checker_use_fx, &checker };

  g_assert_no_error (error);
  for (;;)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (session);
      g_autoptr(GmpAction) action = NULL;
      int answer;

      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          gmp_turn_auto_move_with (&player, gmp_session_get_dice (session));
          gmp_question_free (question);
          question = gmp_session_get_question (session);
        }
      if (question->kind == GMP_QUESTION_NONE)
        break;
      answer = gmp_turn_auto_answer (question, gmp_session_get_dice (session));
      if (question->kind == GMP_QUESTION_GUARD_VALUE)
        {
          action = gmp_action_new (GMP_ACTION_REVEAL_GUARD);
          action->unit = question->subject;
          action->value = answer;
        }
      else
        action = gmp_action_new_answer (answer);
      g_assert_true (checker_apply (&checker, action));
    }
  g_assert_true (gmp_turn_is_over (gmp_session_get_state (session)));
  return gmp_session_get_n_done (session);
}

/* A thousand seeded games (5,000 with -m slow), each action undone and
 * redone before going on */
static void
test_undo_redo_every_step (void)
{
  guint n_games = g_test_slow () ? 5000 : 1000;
  guint64 n_actions = 0;

  for (guint seed = 1; seed <= n_games; seed++)
    n_actions += play_checked (seed, seed % 3 == 0 ? GMP_SETUP_GUARDS_UNKNOWN : GMP_SETUP_DEFAULT);
  g_test_message ("%u games, %" G_GUINT64_FORMAT " actions undone and redone",
                  n_games, n_actions);
  g_assert_cmpuint (n_actions, >, n_games * 10);
}

/* The session's automatic play is the turn's: the same seed gives the same
 * game, byte for byte. */
static void
test_auto_play_matches_turn (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();

  for (guint seed = 1; seed <= 40; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
      g_autoptr(GmpLog) log = gmp_log_new ();
      g_autoptr(GmpScenario) direct = NULL;
      g_autoptr(GmpSession) session = NULL;
      g_autoptr(GBytes) direct_bytes = NULL;
      g_autoptr(GBytes) session_bytes_ = NULL;
      GmpState *state = gmp_setup_new_game_logged (board, dice, GMP_SETUP_DEFAULT, log, &error);

      g_assert_no_error (error);
      gmp_turn_play_auto (state, log, dice, 0, &error);
      g_assert_no_error (error);
      direct = gmp_scenario_new (state);
      direct->log = g_steal_pointer (&log);

      session = gmp_session_new_game (board, gmp_dice_new_seeded (seed), GMP_SETUP_DEFAULT, &error);
      g_assert_no_error (error);
      gmp_session_play_auto (session, 0, &error);
      g_assert_no_error (error);

      direct_bytes = gmp_scenario_to_bytes (direct);
      session_bytes_ = gmp_scenario_to_bytes (gmp_session_get_scenario (session));
      g_assert_true (g_bytes_equal (direct_bytes, session_bytes_));
    }
}

/* What the words for an answer to question must begin with or contain
 * (issue 16): the step as players say it, by what it did */
static void
assert_answer_words (const GmpQuestion *question,
                     const GmpState    *asked,
                     int                answer,
                     const char        *text)
{
  const char *city = question->subject >= 0 && (guint) question->subject < asked->board->n_cities
                     ? asked->board->cities[question->subject].name : NULL;

  switch (question->kind)
    {
    case GMP_QUESTION_ALLOCATION:
      /* The side that took the Hits, its units by name: never the
       * combat's first entry, which may be the other side's */
      g_assert_true (g_str_has_prefix (text, question->side == GMP_SIDE_SWARM
                                             ? "The Swarm takes its Hits in "
                                             : "The Humans take their Hits in "));
      g_assert_nonnull (strstr (text, city));
      g_assert_null (strstr (text, "allocation"));
      break;
    case GMP_QUESTION_COMBAT:
      g_assert_true (g_str_has_suffix (text, "is resolved next (Rules note 4)."));
      g_assert_nonnull (strstr (text, asked->board->cities[answer].name));
      break;
    case GMP_QUESTION_COMBAT_FX:
      if (answer == GMP_ANSWER_PASS)
        g_assert_true (g_str_has_prefix (text, question->side == GMP_SIDE_SWARM
                                               ? "The Swarm passes on FX in the Combat in "
                                               : "The Humans pass on FX in the Combat in "));
      else
        g_assert_nonnull (strstr (text, asked->board->chits[answer].name));
      break;
    case GMP_QUESTION_COMBAT_DICE:
      /* The dice, or the combat they ended */
      g_assert_true (g_str_has_prefix (text, "The dice for the Combat in ")
                     || g_str_has_prefix (text, "Combat in "));
      g_assert_nonnull (strstr (text, city));
      break;
    case GMP_QUESTION_RETREAT:
      g_assert_nonnull (strstr (text, "Retreat"));
      break;
    case GMP_QUESTION_DRAW_CHIT:
      g_assert_nonnull (strstr (text, "from the cup."));
      break;
    default:
      break;
    }
}

/* Every step of a game is named by what it did, as the session says it
 * (undo and redo toasts, the History view, replay): never the kind of
 * action, never a question read back with its answer, never an app's
 * number for a unit; a combat's last step by its own answer, not by the
 * combat's first log entry (issue 16) */
static void
test_describe_steps (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  guint n_allocations = 0, n_combats = 0;

  for (guint seed = 1; seed <= 6; seed++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (seed),
                                                            GMP_SETUP_DEFAULT, &error);

      g_assert_no_error (error);
      g_assert_true (gmp_session_play_auto (session, 2, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < gmp_session_get_n_done (session); i++)
        {
          const GmpAction *action = gmp_session_get_action (session, i);
          g_autofree char *text = gmp_session_describe_action (session, i);
          g_autoptr(GmpScenario) before = NULL;
          g_autoptr(GmpQuestion) question = NULL;
          g_autofree char *undone = NULL;

          g_assert_nonnull (text);
          g_assert_cmpstr (text, !=, "Answer the question");
          g_assert_null (strchr (text, '#'));
          g_assert_false (g_str_has_prefix (text, "Swarm:") || g_str_has_prefix (text, "Humans:"));
          if (action->kind != GMP_ACTION_ANSWER)
            continue;
          before = gmp_session_scenario_at (session, i, &error);
          g_assert_no_error (error);
          g_assert_true (gmp_turn_advance (before->state, NULL, NULL));
          question = gmp_turn_get_question (before->state);
          assert_answer_words (question, before->state,
                               gmp_session_answer_of (before->state, question, action), text);
          n_allocations += question->kind == GMP_QUESTION_ALLOCATION;
          n_combats += question->kind == GMP_QUESTION_COMBAT;
          /* Undone, it reads the same: the toasts' "Undone:" and "Redone:" */
          if (i + 1 == gmp_session_get_n_done (session))
            {
              undone = gmp_session_describe_undo (session);
              g_assert_cmpstr (undone, ==, text);
            }
        }
      /* The step to redo is named as it was done */
      {
        guint last = gmp_session_get_n_done (session) - 1;
        g_autofree char *done = gmp_session_describe_action (session, last);
        g_autofree char *redo = NULL;
        g_autofree char *row = NULL;

        g_assert_true (gmp_session_undo (session, &error));
        redo = gmp_session_describe_redo (session);
        row = gmp_session_describe_action (session, last);
        g_assert_cmpstr (row, ==, redo);
        if (gmp_session_get_action (session, last)->kind == GMP_ACTION_ANSWER)
          g_assert_cmpstr (redo, !=, "Answer the question");
        g_assert_nonnull (done);
      }
    }
  /* The games had combats to tell */
  g_assert_cmpuint (n_combats, >, 3);
  g_assert_cmpuint (n_allocations, >, 3);
}

/* Replay: every earlier position comes back, from the first one on, and
 * going to a step and back is undo and redo. */
static void
test_replay (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (11),
                                                        GMP_SETUP_DEFAULT, &error);
  g_autoptr(GPtrArray) positions = g_ptr_array_new_with_free_func ((GDestroyNotify) position_free);
  guint n;

  g_assert_no_error (error);
  g_ptr_array_add (positions, position_take (session));
  /* One action at a time, remembering each position */
  for (;;)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (session);

      if (question->kind == GMP_QUESTION_NONE || positions->len > 300)
        break;
      if (question->kind == GMP_QUESTION_MOVEMENT)
        gmp_session_answer (session, GMP_ANSWER_DONE, &error);
      else
        gmp_session_answer (session, gmp_turn_auto_answer (question, gmp_session_get_dice (session)),
                            &error);
      g_assert_no_error (error);
      g_ptr_array_add (positions, position_take (session));
    }
  n = gmp_session_get_n_done (session);
  g_assert_cmpuint (n + 1, ==, positions->len);

  for (guint step = 0; step <= n; step += 7)
    {
      g_autoptr(GmpScenario) then = gmp_session_scenario_at (session, step, &error);
      const Position *expected = g_ptr_array_index (positions, step);

      g_assert_no_error (error);
      g_assert_true (gmp_state_equal (then->state, expected->state));
      g_assert_cmpuint (gmp_log_get_n_entries (then->log), ==, expected->log_length);
    }
  /* The session did not move */
  assert_at (session, g_ptr_array_index (positions, n));

  /* Back to the start and forward again, in big jumps */
  gmp_session_go_to (session, 0, &error);
  g_assert_no_error (error);
  assert_at (session, g_ptr_array_index (positions, 0));
  g_assert_false (gmp_session_can_undo (session));
  gmp_session_go_to (session, n / 2, &error);
  g_assert_no_error (error);
  assert_at (session, g_ptr_array_index (positions, n / 2));
  gmp_session_go_to (session, n, &error);
  g_assert_no_error (error);
  assert_at (session, g_ptr_array_index (positions, n));
  g_assert_false (gmp_session_can_redo (session));

  /* A new action after undoing drops what was undone */
  gmp_session_go_to (session, 3, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GmpQuestion) question = gmp_session_get_question (session);

    gmp_session_answer (session, g_array_index (question->answers, int, 0), &error);
    g_assert_no_error (error);
  }
  g_assert_cmpuint (gmp_session_get_n_actions (session), ==, 4);
  g_assert_false (gmp_session_can_redo (session));
}

/* A refused action changes neither the game nor its history */
static void
test_refusal_changes_nothing (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (5),
                                                        GMP_SETUP_DEFAULT, &error);
  g_autoptr(Position) before = NULL;
  g_autoptr(GmpAction) move = NULL;
  guint unit = 0;

  g_assert_no_error (error);
  before = position_take (session);

  /* Nothing moves before a formation is activated (rules note 4) */
  move = gmp_action_new_move (&unit, 1, NULL, 0, 0);
  g_assert_false (gmp_session_apply (session, move, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "note 4"));
  g_clear_error (&error);
  assert_at (session, before);
  g_assert_cmpuint (gmp_session_get_n_actions (session), ==, 0);

  /* "Done" is not an answer to a draw */
  g_assert_false (gmp_session_answer (session, GMP_ANSWER_DONE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  assert_at (session, before);

  /* The players' dice run out: nothing is drawn */
  gmp_session_set_dice (session, gmp_dice_new_scripted (NULL, 0));
  g_assert_true (gmp_session_answer (session, GMP_ANSWER_RANDOM, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, 1);
  /* a draw with a scripted source comes from its own generator: recorded */
  g_assert_nonnull (gmp_session_get_action (session, 0)->record);
}

static void
apply_ok (GmpSession      *session,
          const GmpAction *action)
{
  g_autoptr(Position) before = position_take (session);
  g_autoptr(GError) error = NULL;

  gmp_session_apply (session, action, &error);
  g_assert_no_error (error);
  check_undo_redo (session, before, TRUE);
}

static int
find (int index,
      const char *what)
{
  g_assert_cmpint (index, >=, 0);
  (void) what;
  return index;
}

/* Every edit through the session, each undone and redone exactly */
static void
test_every_edit (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GmpAction) action = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_new (gmp_state_new (board));
  int chicago = find (gmp_board_find_city (board, "CHI"), "CHI");
  int tank = find (gmp_board_find_unit_type (board, "tank"), "tank");
  int guard = find (gmp_board_find_unit_type (board, "guard"), "guard");
  int formation_a = find (gmp_board_find_formation (board, "A"), "A");
  int nuclear = find (gmp_board_find_chit (board, "nuclear"), "nuclear");
  guint n_units;

  scenario->state->phase = GMP_PHASE_SETUP;
  session = gmp_session_new (g_steal_pointer (&scenario));

  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = tank;
  action->formation = formation_a;
  action->city = chicago;
  apply_ok (session, action);
  n_units = gmp_state_n_units (gmp_session_get_state (session));
  g_assert_cmpuint (n_units, ==, 1);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = guard;
  action->city = chicago;
  action->value = GMP_GUARD_UNKNOWN;
  apply_ok (session, action);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_GUARD);
  action->unit = 1;
  action->value = GMP_GUARD_BLANK;
  action->flag = TRUE;
  apply_ok (session, action);
  g_assert_true (gmp_session_get_state (session)->units->len == 2);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = 0;
  action->city = find (gmp_board_find_city (board, "NYC"), "NYC");
  action->value = 1;
  apply_ok (session, action);
  g_assert_true (gmp_state_get_unit ((GmpState *) gmp_session_get_state (session), 0)->reduced);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);
  action->unit = 1;
  apply_ok (session, action);
  g_assert_cmpuint (gmp_state_n_units (gmp_session_get_state (session)), ==, 1);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = board->cities[chicago].fort;
  action->value = 0;
  apply_ok (session, action);
  g_assert_true (gmp_state_fort_destroyed (gmp_session_get_state (session),
                                           (guint) board->cities[chicago].fort));
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_CHIT);
  action->chit = nuclear;
  action->place = GMP_CHIT_ON_TIME_TRACK;
  action->turn = 4;
  apply_ok (session, action);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_DANGER);
  action->value = 2;
  apply_ok (session, action);
  g_assert_cmpuint (gmp_session_get_state (session)->danger_space, ==, 2);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_TURN);
  action->turn = 3;
  action->place = GMP_PHASE_FADE_IN;
  apply_ok (session, action);
  g_assert_cmpuint (gmp_session_get_state (session)->turn, ==, 3);
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_METADATA);
  action->text = g_strdup ("Last stand");
  action->text2 = g_strdup ("Ana");
  action->text3 = g_strdup ("Washington holds.\nOr not.");
  apply_ok (session, action);
  g_assert_cmpstr (gmp_session_get_scenario (session)->author, ==, "Ana");
  g_clear_pointer (&action, gmp_action_free);

  action = gmp_action_new (GMP_ACTION_SET_GUARD_RULE);
  action->flag = TRUE;
  apply_ok (session, action);
  g_assert_true (gmp_session_get_scenario (session)->roll_guards_at_start);
  g_clear_pointer (&action, gmp_action_free);

  /* What the board does not have is refused, naming it */
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = board->cities[chicago].fort;
  action->value = 99;
  g_assert_false (gmp_session_apply (session, action, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_assert_nonnull (strstr (error->message, "note 19"));
  g_assert_nonnull (strstr (error->message, "note 17"));
  g_clear_error (&error);
  g_clear_pointer (&action, gmp_action_free);

  g_assert_cmpuint (gmp_session_get_n_done (session), ==, 11);
}

/* Starting a scenario is an action: the Guard table's rolls are recorded
 * and come back the same on redo (rules note 3). */
static void
test_start_is_recorded (void)
{
  static const char text[] =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
    "  <title>Rolled at start</title>\n"
    "  <setup roll-guards=\"true\"/>\n"
    "  <turn number=\"1\" phase=\"setup\"/>\n"
    "  <units>\n"
    "    <unit type=\"guard\" city=\"BOS\" guard=\"draw\"/>\n"
    "  </units>\n"
    "</scenario>\n";
  g_autoptr(GBytes) bytes = g_bytes_new_static (text, sizeof text - 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_load_bytes (bytes, "start.gmpscenario", &error);
  g_autoptr(GmpAction) start = gmp_action_new (GMP_ACTION_START);
  guint n_units;

  g_assert_no_error (error);
  gmp_session_set_dice (session, gmp_dice_new_seeded (3));
  apply_ok (session, start);
  n_units = gmp_state_n_units (gmp_session_get_state (session));
  g_assert_cmpuint (n_units, >, 1);
  g_assert_false (gmp_session_get_scenario (session)->roll_guards_at_start);
  g_assert_nonnull (gmp_session_get_action (session, 0)->record);

  /* Undo goes back to the unrolled scenario */
  gmp_session_undo (session, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_state_n_units (gmp_session_get_state (session)), ==, 1);
  g_assert_true (gmp_session_get_scenario (session)->roll_guards_at_start);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/refusal-changes-nothing", test_refusal_changes_nothing);
  g_test_add_func ("/session/every-edit", test_every_edit);
  g_test_add_func ("/session/start-is-recorded", test_start_is_recorded);
  g_test_add_func ("/session/replay", test_replay);
  g_test_add_func ("/session/describe-steps", test_describe_steps);
  g_test_add_func ("/session/auto-play-matches-turn", test_auto_play_matches_turn);
  g_test_add_func ("/session/undo-redo-every-step", test_undo_redo_every_step);

  return g_test_run ();
}
