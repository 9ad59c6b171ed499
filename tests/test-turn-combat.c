/* test-turn-combat.c: the questions of a combat in the turn sequence: Fort
 * options, dice, allocations, retreats, Sortie returns, overrun advances
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test builds a position on the default board by hand, draws the chit
 * that activates a formation and answers question after question. Every
 * question is checked the same way: its answers are listed, an answer it does
 * not list is refused with the state unchanged, and a save taken there loads
 * back asking the same question.
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include "core/gmp-i18n.h"

#include "core/gmp-core.h"
#include "core/gmp-combat.h"
#include "core/gmp-log.h"
#include "core/gmp-movement.h"
#include "core/gmp-odds.h"
#include "core/gmp-turn.h"

typedef struct {
  GmpBoard *board;
  GmpState *state;
  GmpLog   *log;
} Fix;

static void
fix_init (Fix *fix)
{
  g_autoptr(GError) error = NULL;

  fix->board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  fix->state = gmp_state_new (fix->board);
  fix->state->turn = 1;
  fix->state->phase = GMP_PHASE_ACTION;
  fix->state->step = GMP_STEP_BEGIN;
  fix->log = gmp_log_new ();
}

static void
fix_clear (Fix *fix)
{
  g_clear_pointer (&fix->state, gmp_state_free);
  g_clear_pointer (&fix->log, gmp_log_free);
  g_clear_pointer (&fix->board, gmp_board_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Fix, fix_clear)

static guint
city (Fix        *fix,
      const char *id)
{
  int c = gmp_board_find_city (fix->board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static guint
add (Fix        *fix,
     const char *type,
     const char *formation,
     const char *city_id)
{
  int t = gmp_board_find_unit_type (fix->board, type);
  int f = gmp_board_find_formation (fix->board, formation);

  g_assert_cmpint (t, >=, 0);
  g_assert_cmpint (f, >=, 0);
  return gmp_state_add_unit (fix->state, t, f, city (fix, city_id));
}

static const GmpUnit *
unit (Fix   *fix,
      guint  id)
{
  return gmp_state_get_unit (fix->state, id);
}

static gboolean
log_has (Fix        *fix,
         GmpLogKind  kind)
{
  for (guint i = 0; i < gmp_log_get_n_entries (fix->log); i++)
    if (gmp_log_get_entry (fix->log, i)->kind == kind)
      return TRUE;
  return FALSE;
}

/* The log entries of this kind, in order (the log keeps them). */
static GPtrArray *
log_entries (Fix        *fix,
             GmpLogKind  kind)
{
  GPtrArray *entries = g_ptr_array_new ();

  for (guint i = 0; i < gmp_log_get_n_entries (fix->log); i++)
    if (gmp_log_get_entry (fix->log, i)->kind == kind)
      g_ptr_array_add (entries, (gpointer) gmp_log_get_entry (fix->log, i));
  return entries;
}

/* Messages in a language of po/LINGUAS ("" for the untranslated one) until
 * speak_english() */
static void
speak (const char *language)
{
  if (*language != '\0')
    g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

static void
speak_english (void)
{
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
}

/* An entry's text in a language of po/LINGUAS ("" for the untranslated one) */
static char *
entry_text_in (const char        *language,
               const GmpLogEntry *entry,
               const GmpBoard    *board)
{
  char *text;

  speak (language);
  text = gmp_log_entry_to_string (entry, board);
  speak_english ();
  return text;
}

/* The entry reads in English as expected, and in Portuguese citing the same
 * rules note in its own words. */
static void
assert_entry_text (const GmpLogEntry *entry,
                   const GmpBoard    *board,
                   const char        *english,
                   const char        *portuguese_note)
{
  g_autofree char *en = entry_text_in ("", entry, board);
  g_autofree char *pt = entry_text_in ("pt_BR", entry, board);

  g_assert_cmpstr (en, ==, english);
  g_assert_cmpstr (pt, !=, en);
  g_assert_nonnull (strstr (pt, portuguese_note));
}

/* Human units in a hive before the first draw: a position these tests
 * build by hand, which no file may hold (test-bad-scenarios.c) */
static gboolean
humans_in_hive_at_start (const GmpState *state)
{
  g_autoptr(GPtrArray) problems = gmp_state_validate (state);

  for (guint i = 0; i < problems->len; i++)
    if (((const GmpProblem *) g_ptr_array_index (problems, i))->kind
        == GMP_PROBLEM_HIVE_AT_START)
      return TRUE;
  return FALSE;
}

/* Saves with the log, loads back, and goes on with the loaded game: it asks
 * the same question. A position no file may hold is saved from its first
 * draw on. */
static void
round_trip (Fix *fix)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_new (gmp_state_copy (fix->state));
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GmpQuestion) before = gmp_turn_get_question (fix->state);
  g_autoptr(GmpQuestion) after = NULL;

  if (humans_in_hive_at_start (fix->state))
    return;
  scenario->log = gmp_log_copy (fix->log);
  bytes = gmp_scenario_to_bytes (scenario);
  loaded = gmp_scenario_load_bytes (bytes, "combat.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (loaded->state, fix->state));
  g_assert_true (gmp_log_equal (loaded->log, fix->log));
  after = gmp_turn_get_question (loaded->state);
  g_assert_cmpint (after->kind, ==, before->kind);
  g_assert_cmpint (after->subject, ==, before->subject);
  g_assert_cmpuint (after->answers->len, ==, before->answers->len);
  gmp_state_free (fix->state);
  gmp_log_free (fix->log);
  fix->state = g_steal_pointer (&loaded->state);
  fix->log = g_steal_pointer (&loaded->log);
}

/* The pending question, of this kind; saved and loaded back first. */
static GmpQuestion *
ask (Fix             *fix,
     GmpQuestionKind  kind)
{
  g_autoptr(GError) error = NULL;
  GmpQuestion *question;

  g_assert_true (gmp_turn_advance (fix->state, fix->log, &error));
  g_assert_no_error (error);
  round_trip (fix);
  question = gmp_turn_get_question (fix->state);
  g_assert_cmpstr (gmp_question_kind_to_string (question->kind), ==,
                   gmp_question_kind_to_string (kind));
  g_assert_cmpuint (question->answers->len, >, 0);
  g_assert_true (gmp_question_allows (question, question->suggested));
  return question;
}

static void
reply (Fix        *fix,
       int         answer,
       const char *dice_text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpDice) dice = dice_text != NULL ? gmp_dice_new_from_string (dice_text, &error)
                                              : gmp_dice_new_seeded (1);

  g_assert_no_error (error);
  g_assert_true (gmp_turn_answer (fix->state, fix->log, dice, answer, &error));
  g_assert_no_error (error);
  if (dice_text != NULL)
    g_assert_cmpuint (gmp_dice_remaining (dice), ==, 0);
  g_assert_true (gmp_state_check (fix->state, &error));
  g_assert_no_error (error);
}

/* An answer the question does not list: refused, nothing changes. */
static void
refuse (Fix *fix,
        int  answer)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) before = gmp_state_copy (fix->state);
  g_autoptr(GmpLog) log_before = gmp_log_copy (fix->log);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);

  g_assert_false (gmp_turn_answer (fix->state, fix->log, dice, answer, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_true (gmp_state_equal (before, fix->state));
  g_assert_true (gmp_log_equal (log_before, fix->log));
}

static void
draw (Fix        *fix,
      const char *chit_id)
{
  g_autoptr(GmpQuestion) q = ask (fix, GMP_QUESTION_DRAW_CHIT);
  int chit = gmp_board_find_chit (fix->board, chit_id);

  g_assert_cmpint (chit, >=, 0);
  reply (fix, chit, NULL);
}

static void
done_moving (Fix *fix)
{
  g_autoptr(GmpQuestion) q = ask (fix, GMP_QUESTION_MOVEMENT);

  reply (fix, GMP_ANSWER_DONE, NULL);
}

static void
choose_combat (Fix        *fix,
               const char *city_id)
{
  g_autoptr(GmpQuestion) q = ask (fix, GMP_QUESTION_COMBAT);

  g_assert_true (gmp_question_allows (q, city (fix, city_id)));
  reply (fix, city (fix, city_id), NULL);
}

/* The dice the pending combat takes, as many as the requests say. */
static guint
dice_needed (Fix *fix)
{
  g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests (fix->state);
  guint n = 0;

  g_assert_nonnull (requests);
  for (guint i = 0; i < requests->len; i++)
    {
      const GmpDieRequest *request = g_ptr_array_index (requests, i);

      g_assert_true (request->count_known);
      g_assert_nonnull (request->label);
      n += request->n_dice;
    }
  return n;
}

static void
roll (Fix        *fix,
      guint       n,
      const char *dice)
{
  g_autoptr(GmpQuestion) q = ask (fix, GMP_QUESTION_COMBAT_DICE);

  g_assert_cmpuint (q->answers->len, ==, 1);
  g_assert_cmpint (g_array_index (q->answers, int, 0), ==, GMP_ANSWER_RANDOM);
  g_assert_cmpuint (dice_needed (fix), ==, n);
  refuse (fix, GMP_ANSWER_DONE);
  reply (fix, GMP_ANSWER_RANDOM, dice);
}

/* Two infantry of B, an ant and a second Swarm unit of formation 1 in St.
 * Louis, whose Fort B makes a Full Attack (rules note 18) with these dice.
 * The infantry go to inf; returns the allocation question that follows. */
static GmpQuestion *
full_attack_in_st_louis (Fix        *fix,
                         guint       inf[2],
                         const char *second,
                         guint       n_dice,
                         const char *dice)
{
  g_autoptr(GmpQuestion) fort_option = NULL;

  inf[0] = add (fix, "infantry", "B", "STL");
  inf[1] = add (fix, "infantry", "B", "STL");
  add (fix, "ant", "1", "STL");
  add (fix, second, "1", "STL");
  draw (fix, "human-b");
  fort_option = ask (fix, GMP_QUESTION_FORT_OPTION);
  reply (fix, GMP_FORT_OPTION_FULL_ATTACK, NULL);
  done_moving (fix);
  choose_combat (fix, "STL");
  roll (fix, n_dice, dice);
  return ask (fix, GMP_QUESTION_ALLOCATION);
}

static GmpQuestion *
full_attack_only_ants_hit (Fix   *fix,
                           guint  inf[2])
{
  /* Two infantry, the Fort's two dice, then the two ants: only the ants hit */
  return full_attack_in_st_louis (fix, inf, "ant", 6, "1 1 1 1 6 6");
}

/* Rules notes 7, 18: the Fort of Memphis could sortie into Little Rock,
 * but four Human units already stand there and three would come: over the
 * limit of six. Only the pass is left, and the question says why instead
 * of an empty list of options (found by real play, issue 16). */
static void
test_sortie_no_room_text (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;

  fix_init (&fix);
  add (&fix, "infantry", "B", "MEM");
  add (&fix, "infantry", "B", "MEM");
  add (&fix, "tank", "B", "MEM");
  add (&fix, "ant", "1", "LIT");
  for (guint i = 0; i < 4; i++)
    add (&fix, "infantry", "A", "LIT");
  draw (&fix, "human-b");
  q = ask (&fix, GMP_QUESTION_FORT_OPTION);
  g_assert_cmpint (q->subject, ==, (int) city (&fix, "MEM"));
  g_assert_cmpuint (q->answers->len, ==, 1);
  g_assert_true (gmp_question_allows (q, GMP_ANSWER_PASS));
  text = gmp_question_describe (fix.state, q);
  g_assert_cmpstr (text, ==, "Humans: the Fort in Memphis has no option now: its units cannot make "
                             "a Sortie without going over the stacking limit where they attack (a "
                             "Fort’s strength points count as units there, Rules notes 7, 18); pass");
  /* The odds of its options say the same */
  variants = gmp_odds_what_if_fort (fix.state, city (&fix, "MEM"), GMP_NONE, &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "stacking limit"));
  g_assert_nonnull (strstr (error->message, "Rules notes 7, 18"));
}

/* Rules note 18: a Withdrawal lets the Human units of any formation leave the
 * Fort of the activated formation. */
static void
test_withdrawal (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GmpState) passed = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;
  guint inf, mem_city;

  fix_init (&fix);
  inf = add (&fix, "infantry", "C", "STL");
  add (&fix, "ant", "1", "STL");
  draw (&fix, "human-b");

  q = ask (&fix, GMP_QUESTION_FORT_OPTION);
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  g_assert_cmpint (q->subject, ==, city (&fix, "STL"));
  g_assert_cmpuint (q->answers->len, ==, 4);
  g_assert_true (gmp_question_allows (q, GMP_ANSWER_PASS));
  g_assert_true (gmp_question_allows (q, GMP_FORT_OPTION_FULL_ATTACK));
  g_assert_true (gmp_question_allows (q, GMP_FORT_OPTION_BARRAGE));
  g_assert_true (gmp_question_allows (q, GMP_FORT_OPTION_WITHDRAWAL));
  /* No Sortie from a Fort with Swarm units in it */
  mem_city = city (&fix, "MEM");
  refuse (&fix, GMP_ANSWER_SORTIE (mem_city));
  refuse (&fix, GMP_ANSWER_DONE);

  /* Passing: the infantry of formation C stays where it is */
  passed = gmp_state_copy (fix.state);
  g_assert_true (gmp_turn_answer (passed, NULL, NULL, GMP_ANSWER_PASS, &error));
  g_assert_no_error (error);
  moves = gmp_movement_query (passed, &inf, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_NOT_ACTIVATED);
  g_clear_pointer (&moves, gmp_move_options_free);

  reply (&fix, GMP_FORT_OPTION_WITHDRAWAL, NULL);
  g_assert_true (log_has (&fix, GMP_LOG_FORT_OPTION));
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
  moves = gmp_movement_query (fix.state, &inf, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
  g_assert_nonnull (gmp_move_options_find (moves, city (&fix, "SDF")));
  g_assert_cmpint (gmp_movement_move_to (fix.state, &inf, 1, city (&fix, "SDF"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (unit (&fix, inf)->city, ==, city (&fix, "SDF"));
  /* The choice survives a save while the units move */
  round_trip (&fix);
  g_assert_cmpint (fix.state->fort_choice[gmp_board_fort_at (fix.board, city (&fix, "STL"))],
                   ==, GMP_FORT_CHOICE_WITHDRAWAL);
  done_moving (&fix);
  /* No combat: nothing of formation B fights, the Fort was not chosen to */
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_DRAW_CHIT);
}

/* Rules note 29: a Withdrawal moves Human units only; the Swarm units in the
 * Fort's city stay until their own formation is activated. */
static void
test_withdrawal_humans_only (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;
  guint inf, ant, stl;

  fix_init (&fix);
  stl = city (&fix, "STL");
  inf = add (&fix, "infantry", "C", "STL");
  ant = add (&fix, "ant", "1", "STL");
  draw (&fix, "human-b");
  q = ask (&fix, GMP_QUESTION_FORT_OPTION);
  reply (&fix, GMP_FORT_OPTION_WITHDRAWAL, NULL);
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_MOVEMENT);

  /* The ant is not offered a move, and a move it is told to make is refused */
  moves = gmp_movement_query (fix.state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_NOT_ACTIVATED);
  g_assert_cmpuint (moves->n_targets, ==, 0);
  g_clear_pointer (&moves, gmp_move_options_free);
  g_assert_cmpint (gmp_movement_move_to (fix.state, &ant, 1, city (&fix, "SDF"), &error),
                   ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (unit (&fix, ant)->city, ==, (int) stl);
  /* Nor together with the withdrawing infantry */
  {
    guint both[2] = { inf, ant };

    moves = gmp_movement_query (fix.state, both, 2);
    g_assert_cmpint (moves->reason, ==, GMP_MOVE_NOT_ACTIVATED);
    g_assert_cmpint (moves->reason_unit, ==, (int) ant);
    g_clear_pointer (&moves, gmp_move_options_free);
  }

  /* The infantry withdraws */
  moves = gmp_movement_query (fix.state, &inf, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
  g_assert_cmpint (gmp_movement_move_to (fix.state, &inf, 1, city (&fix, "SDF"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (unit (&fix, inf)->city, ==, city (&fix, "SDF"));
  g_assert_cmpint (unit (&fix, ant)->city, ==, (int) stl);
}

/* A Sortie position: two infantry of formation A in the Fort in Chicago, an
 * ant in Minneapolis; Des Moines holds five Humans and an ant. */
static void
sortie_setup (Fix   *fix,
              guint *inf)
{
  fix_init (fix);
  inf[0] = add (fix, "infantry", "A", "CHI");
  inf[1] = add (fix, "infantry", "A", "CHI");
  add (fix, "ant", "1", "MSP");
  for (guint i = 0; i < 5; i++)
    add (fix, "infantry", "C", "DSM");
  add (fix, "ant", "2", "DSM");
  draw (fix, "human-a");
}

/* Rules notes 7, 18: the Sortie goes where the Humans fit; after a win they
 * stay or go back to the Fort. */
static void
test_sortie_return (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GmpState) stay = NULL;
  g_autoptr(GError) error = NULL;
  guint inf[2], msp, dsm;

  sortie_setup (&fix, inf);
  msp = city (&fix, "MSP");
  dsm = city (&fix, "DSM");
  q = ask (&fix, GMP_QUESTION_FORT_OPTION);
  g_assert_cmpint (q->subject, ==, city (&fix, "CHI"));
  g_assert_true (gmp_question_allows (q, GMP_ANSWER_PASS));
  g_assert_true (gmp_question_allows (q, GMP_ANSWER_SORTIE (msp)));
  /* Des Moines: 5 Humans and 2 more would be 7, over the limit of 6 */
  g_assert_false (gmp_question_allows (q, GMP_ANSWER_SORTIE (dsm)));
  refuse (&fix, GMP_ANSWER_SORTIE (dsm));
  refuse (&fix, GMP_FORT_OPTION_WITHDRAWAL);

  reply (&fix, GMP_ANSWER_SORTIE (msp), NULL);
  g_assert_cmpint (unit (&fix, inf[0])->city, ==, (int) msp);
  g_assert_cmpint (unit (&fix, inf[1])->city, ==, (int) msp);
  done_moving (&fix);
  choose_combat (&fix, "MSP");
  /* The Humans first (they act), then the ant: both infantry hit, the ant misses */
  roll (&fix, 3, "6 6 1");
  /* The ant is gone in the preview; the state waits for the last decision */
  g_assert_cmpint (unit (&fix, 2)->place, ==, GMP_PLACE_MAP);
  {
    g_autoptr(GmpState) preview = gmp_turn_preview (fix.state);

    g_assert_cmpint (gmp_state_get_unit (preview, 2)->place, ==, GMP_PLACE_TIME_TRACK);
  }

  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_SORTIE_RETURN);
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  g_assert_cmpint (q->subject, ==, (int) msp);
  g_assert_cmpuint (q->answers->len, ==, 2);
  refuse (&fix, GMP_ANSWER_PASS);
  refuse (&fix, city (&fix, "CHI"));

  /* Staying */
  stay = gmp_state_copy (fix.state);
  g_assert_true (gmp_turn_answer (stay, NULL, NULL, GMP_ANSWER_NO, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (stay, inf[0])->city, ==, (int) msp);
  g_assert_cmpint (gmp_state_get_unit (stay, inf[1])->city, ==, (int) msp);

  /* Going back */
  reply (&fix, GMP_ANSWER_YES, NULL);
  g_assert_true (log_has (&fix, GMP_LOG_SORTIE_RETURN));
  g_assert_cmpint (unit (&fix, inf[0])->city, ==, city (&fix, "CHI"));
  g_assert_cmpint (unit (&fix, inf[1])->city, ==, city (&fix, "CHI"));
  g_assert_cmpint (unit (&fix, 2)->place, ==, GMP_PLACE_TIME_TRACK);
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_DRAW_CHIT);
}

/* Rules note 44: a unit that entered an enemy city by a move this game turn
 * (as these two did, into Chicago) may not leave it again that turn; a
 * Sortie takes units out of the Fort into the enemy's city, so it stays
 * behind, and with no unit left to go out no Sortie is offered. */
static void
test_sortie_stopped_for_the_turn (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  guint inf[2], msp, chi;

  fix_init (&fix);
  msp = city (&fix, "MSP");
  chi = city (&fix, "CHI");
  inf[0] = add (&fix, "infantry", "A", "CHI");
  inf[1] = add (&fix, "infantry", "A", "CHI");
  add (&fix, "ant", "1", "MSP");
  g_array_index (fix.state->units, GmpUnit, inf[0]).stopped_turn = TRUE;
  g_assert_false (gmp_fort_sortie_unit (fix.state, inf[0], chi));
  g_assert_true (gmp_fort_sortie_unit (fix.state, inf[1], chi));
  draw (&fix, "human-a");

  /* One may go: the Sortie is offered, and only that one goes out */
  q = ask (&fix, GMP_QUESTION_FORT_OPTION);
  g_assert_true (gmp_question_allows (q, GMP_ANSWER_SORTIE (msp)));
  reply (&fix, GMP_ANSWER_SORTIE (msp), NULL);
  g_assert_cmpint (unit (&fix, inf[0])->city, ==, (int) chi);
  g_assert_cmpint (unit (&fix, inf[1])->city, ==, (int) msp);

  /* Neither may go: no Sortie */
  g_clear_pointer (&fix.state, gmp_state_free);
  g_clear_pointer (&fix.log, gmp_log_free);
  g_clear_pointer (&fix.board, gmp_board_unref);
  g_clear_pointer (&q, gmp_question_free);
  fix_init (&fix);
  inf[0] = add (&fix, "infantry", "A", "CHI");
  inf[1] = add (&fix, "infantry", "A", "CHI");
  add (&fix, "ant", "1", "MSP");
  g_array_index (fix.state->units, GmpUnit, inf[0]).stopped_turn = TRUE;
  g_array_index (fix.state->units, GmpUnit, inf[1]).stopped_turn = TRUE;
  g_assert_cmpint (gmp_fort_options (fix.state, chi, gmp_board_find_formation (fix.board, "A")),
                   ==, 0);
  draw (&fix, "human-a");
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
}

/* Rules notes 7, 18: when the Fort filled up while the formation moved, the
 * return would over-stack it and is not offered. */
static void
test_sortie_no_room (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  guint inf[2], walkers[3], msp, chi;

  sortie_setup (&fix, inf);
  msp = city (&fix, "MSP");
  chi = city (&fix, "CHI");
  for (guint i = 0; i < 3; i++)
    walkers[i] = add (&fix, "infantry", "A", "DTW");
  reply (&fix, GMP_ANSWER_SORTIE (msp), NULL);
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
  /* Three more in Chicago: 3 + the Fort's 2 = 5; the two back would make 7 */
  g_assert_cmpint (gmp_movement_move_to (fix.state, walkers, 3, chi, &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  done_moving (&fix);
  choose_combat (&fix, "MSP");
  roll (&fix, 3, "6 6 1");

  /* No question: they stay, and stacking holds everywhere */
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_DRAW_CHIT);
  g_assert_cmpint (unit (&fix, inf[0])->city, ==, (int) msp);
  g_assert_cmpint (unit (&fix, inf[1])->city, ==, (int) msp);
  g_assert_cmpuint (gmp_state_stack_count (fix.state, chi, GMP_SIDE_HUMANS), ==, 5);
  g_assert_false (log_has (&fix, GMP_LOG_SORTIE_RETURN));
}

/* Rules notes 12, 18: the Humans take Hits their way after a Full Attack,
 * then may ignore the retreat a Fort combat demands. */
static void
test_ignore_retreat (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GmpState) retreat = NULL;
  g_autoptr(GPtrArray) allocations = NULL;
  g_autoptr(GError) error = NULL;
  guint inf[2], stl;

  fix_init (&fix);
  q = full_attack_only_ants_hit (&fix, inf);
  stl = city (&fix, "STL");

  /* Two Hits on two Fresh infantry: one eliminated, or both reduced */
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  allocations = gmp_turn_get_allocations (fix.state);
  g_assert_nonnull (allocations);
  g_assert_cmpuint (allocations->len, ==, q->answers->len);
  g_assert_cmpuint (allocations->len, >=, 2);
  {
    /* The suggestion keeps the most units: both stay, reduced (note 12) */
    const GmpAllocation *suggested = g_ptr_array_index (allocations, q->suggested);

    g_assert_cmpuint (suggested->n_units, ==, 2);
    g_assert_cmpuint (suggested->hits[0], ==, 1);
    g_assert_cmpuint (suggested->hits[1], ==, 1);
  }
  refuse (&fix, (int) allocations->len);
  refuse (&fix, GMP_ANSWER_PASS);
  /* Nothing changes before the last decision; the preview shows the dice */
  g_assert_false (unit (&fix, inf[0])->reduced);
  reply (&fix, q->suggested, NULL);
  g_assert_false (unit (&fix, inf[0])->reduced);
  {
    g_autoptr(GmpState) preview = gmp_turn_preview (fix.state);

    g_assert_true (gmp_state_get_unit (preview, inf[0])->reduced);
    g_assert_true (gmp_state_get_unit (preview, inf[1])->reduced);
  }

  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_IGNORE_RETREAT);
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  g_assert_cmpint (q->subject, ==, (int) stl);
  g_assert_cmpuint (q->answers->len, ==, 2);
  refuse (&fix, GMP_ANSWER_PASS);

  /* Not ignored: they leave Saint Louis */
  retreat = gmp_state_copy (fix.state);
  g_assert_true (gmp_turn_answer (retreat, NULL, NULL, GMP_ANSWER_NO, &error));
  g_assert_no_error (error);
  for (;;)
    {
      g_autoptr(GmpQuestion) r = gmp_turn_get_question (retreat);

      if (r->kind != GMP_QUESTION_RETREAT)
        break;
      g_assert_true (gmp_turn_answer (retreat, NULL, NULL, r->suggested, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (gmp_state_get_unit (retreat, inf[0])->city, !=, (int) stl);
  g_assert_cmpint (gmp_state_get_unit (retreat, inf[1])->city, !=, (int) stl);

  /* Ignored: they stay (rules note 18) */
  reply (&fix, GMP_ANSWER_YES, NULL);
  g_assert_true (log_has (&fix, GMP_LOG_IGNORE_RETREAT));
  g_assert_cmpint (unit (&fix, inf[0])->city, ==, (int) stl);
  g_assert_true (unit (&fix, inf[0])->reduced);
  g_assert_true (unit (&fix, inf[1])->reduced);
}

/* Rules note 14: a contested city may be retreated into only if it was not
 * enemy when the activation began. */
static void
test_retreat_snapshot (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  guint ant, walker, oma, mkc, msp;

  fix_init (&fix);
  ant = add (&fix, "ant", "1", "DSM");
  add (&fix, "infantry", "A", "DSM");
  walker = add (&fix, "ant", "1", "MSP");
  add (&fix, "infantry", "A", "OMA");     /* Human, so enemy to the Swarm at the start */
  add (&fix, "infantry", "A", "MKC");     /* contested at the start: not enemy */
  add (&fix, "ant", "2", "MKC");
  oma = city (&fix, "OMA");
  mkc = city (&fix, "MKC");
  msp = city (&fix, "MSP");
  draw (&fix, "swarm-1");

  /* The walker makes Omaha contested */
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
  g_assert_cmpint (gmp_movement_move_to (fix.state, &walker, 1, oma, &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_false (gmp_state_city_is_enemy (fix.state, oma, GMP_SIDE_SWARM));
  done_moving (&fix);
  choose_combat (&fix, "DSM");
  /* The ant misses, the infantry hits: the Swarm retreats (note 13) */
  roll (&fix, 2, "1 6");

  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_RETREAT);
  g_assert_cmpint (q->side, ==, GMP_SIDE_SWARM);
  g_assert_cmpint (q->subject, ==, (int) ant);
  g_assert_false (gmp_question_allows (q, oma));
  g_assert_true (gmp_question_allows (q, mkc));
  g_assert_true (gmp_question_allows (q, msp));
  refuse (&fix, oma);
  refuse (&fix, city (&fix, "HOU"));
  reply (&fix, mkc, NULL);
  g_assert_true (log_has (&fix, GMP_LOG_RETREAT));
  g_assert_cmpint (unit (&fix, ant)->city, ==, (int) mkc);
  g_assert_true (unit (&fix, ant)->retreated_in);
  g_assert_true (unit (&fix, ant)->reduced);

  /* Omaha's combat is still to come */
  choose_combat (&fix, "OMA");
}

/* Rules note 28: an infantry of the acting formation goes from Omaha into
 * Minneapolis; an ant beaten in Des Moines retreats into the empty Omaha. When
 * the infantry must retreat from Minneapolis, its way back is an enemy city:
 * it takes one more Hit there and keeps retreating, the Humans choosing where
 * among the cities next to Omaha that are not enemy. */
static void
test_retreat_past_origin (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  guint walker, beaten, oma, msp, ict;

  fix_init (&fix);
  oma = city (&fix, "OMA");
  msp = city (&fix, "MSP");
  ict = city (&fix, "ICT");
  walker = add (&fix, "infantry", "A", "OMA");
  add (&fix, "ant", "1", "MSP");
  add (&fix, "infantry", "A", "DSM");
  add (&fix, "infantry", "A", "DSM");
  beaten = add (&fix, "ant", "2", "DSM");
  draw (&fix, "human-a");
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
  g_assert_cmpint (gmp_movement_move_to (fix.state, &walker, 1, msp, &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  done_moving (&fix);

  /* Des Moines: one infantry hits, the ant misses and retreats into Omaha */
  choose_combat (&fix, "DSM");
  roll (&fix, 3, "6 1 1");
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_RETREAT);
  g_assert_cmpint (q->subject, ==, (int) beaten);
  reply (&fix, oma, NULL);
  g_assert_true (gmp_state_city_is_enemy (fix.state, oma, GMP_SIDE_HUMANS));

  /* Minneapolis: both miss; on the tie the acting Humans retreat (note 13) */
  choose_combat (&fix, "MSP");
  roll (&fix, 2, "1 1");
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_RETREAT);
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  g_assert_cmpint (q->subject, ==, (int) walker);
  /* Not back into Omaha, nor into the battle: on from Omaha */
  g_assert_false (gmp_question_allows (q, oma));
  g_assert_false (gmp_question_allows (q, msp));
  g_assert_true (gmp_question_allows (q, city (&fix, "DSM")));
  g_assert_true (gmp_question_allows (q, city (&fix, "MKC")));
  g_assert_true (gmp_question_allows (q, ict));
  {
    g_autofree char *text = gmp_question_describe (fix.state, q);

    g_assert_nonnull (strstr (text, "(Rules note 28)"));
  }
  refuse (&fix, oma);
  refuse (&fix, msp);
  reply (&fix, ict, NULL);

  g_assert_cmpint (unit (&fix, walker)->city, ==, (int) ict);
  g_assert_true (unit (&fix, walker)->reduced);
  {
    const GmpLogEntry *e = NULL;

    for (guint i = 0; i < gmp_log_get_n_entries (fix.log); i++)
      if (gmp_log_get_entry (fix.log, i)->kind == GMP_LOG_RETREAT
          && gmp_log_get_entry (fix.log, i)->params[0] == (int) walker)
        e = gmp_log_get_entry (fix.log, i);
    g_assert_nonnull (e);
    g_assert_cmpint (e->params[1], ==, (int) ict);
    g_assert_cmpint (e->params[2], ==, 1);
    g_assert_cmpint (e->params[3], ==, (int) msp);
  }
}

/* Rules note 15: five acting units against one overrun it, then may advance
 * one space together. */
static void
test_overrun_advance (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GmpState) passed = NULL;
  g_autoptr(GError) error = NULL;
  guint ants[5], human, to;

  fix_init (&fix);
  for (guint i = 0; i < G_N_ELEMENTS (ants); i++)
    ants[i] = add (&fix, "ant", "1", "OMA");
  human = add (&fix, "infantry", "A", "OMA");
  draw (&fix, "swarm-1");
  done_moving (&fix);
  choose_combat (&fix, "OMA");

  /* No dice: the enemy is eliminated */
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_ADVANCE);
  g_assert_cmpint (q->side, ==, GMP_SIDE_SWARM);
  g_assert_cmpint (q->subject, ==, city (&fix, "OMA"));
  g_assert_cmpint (g_array_index (q->answers, int, 0), ==, GMP_ANSWER_PASS);
  g_assert_cmpuint (q->answers->len, >=, 2);
  for (guint i = 1; i < q->answers->len; i++)
    g_assert_true (gmp_board_adjacent (fix.board, city (&fix, "OMA"),
                                       g_array_index (q->answers, int, i)));
  refuse (&fix, city (&fix, "NYC"));
  refuse (&fix, GMP_ANSWER_DONE);
  g_assert_cmpint (unit (&fix, human)->place, ==, GMP_PLACE_MAP);

  passed = gmp_state_copy (fix.state);
  g_assert_true (gmp_turn_answer (passed, NULL, NULL, GMP_ANSWER_PASS, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (passed, ants[0])->city, ==, city (&fix, "OMA"));
  g_assert_cmpint (gmp_state_get_unit (passed, human)->place, ==, GMP_PLACE_ELIMINATED);

  to = g_array_index (q->answers, int, 1);
  reply (&fix, to, NULL);
  g_assert_true (log_has (&fix, GMP_LOG_ADVANCE));
  g_assert_cmpint (unit (&fix, human)->place, ==, GMP_PLACE_ELIMINATED);
  /* The log names the unit the overrun eliminated, without a Hit */
  {
    g_autoptr(GPtrArray) hits = log_entries (&fix, GMP_LOG_UNIT_HIT);
    const GmpLogEntry *e;

    g_assert_cmpuint (hits->len, ==, 1);
    e = g_ptr_array_index (hits, 0);
    g_assert_cmpint (e->params[0], ==, (int) human);
    g_assert_cmpint (e->params[1], ==, city (&fix, "OMA"));
    g_assert_cmpint (e->params[2], ==, 0);
    g_assert_cmpint (e->params[3], ==, 1);
  }
  for (guint i = 0; i < G_N_ELEMENTS (ants); i++)
    {
      g_assert_cmpint (unit (&fix, ants[i])->city, ==, (int) to);
      g_assert_true (unit (&fix, ants[i])->advanced);
    }
}

/* Rules note 26: an overrun by units some of which already advanced this game
 * turn offers the advance to the others; those that advanced stay. Five ants
 * overrun Omaha and advance into Des Moines, where a sixth ant of the same
 * formation stands with one infantry: the six overrun it, and the sixth ant
 * alone may advance on. */
static void
test_overrun_advance_again (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  guint ants[5], last, dsm, to;

  fix_init (&fix);
  dsm = city (&fix, "DSM");
  for (guint i = 0; i < G_N_ELEMENTS (ants); i++)
    ants[i] = add (&fix, "ant", "1", "OMA");
  add (&fix, "infantry", "A", "OMA");
  last = add (&fix, "ant", "1", "DSM");
  add (&fix, "infantry", "A", "DSM");
  draw (&fix, "swarm-1");
  done_moving (&fix);
  choose_combat (&fix, "OMA");
  q = ask (&fix, GMP_QUESTION_ADVANCE);
  reply (&fix, dsm, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (ants); i++)
    g_assert_true (unit (&fix, ants[i])->advanced);
  g_assert_false (unit (&fix, last)->advanced);

  choose_combat (&fix, "DSM");
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_ADVANCE);
  g_assert_cmpint (q->subject, ==, (int) dsm);
  g_assert_true (gmp_question_allows (q, GMP_ANSWER_PASS));
  g_assert_cmpuint (q->answers->len, >=, 2);
  /* Omaha, where the five came from, is free again: one ant may go there */
  g_assert_true (gmp_question_allows (q, city (&fix, "OMA")));
  to = g_array_index (q->answers, int, 1);
  reply (&fix, to, NULL);
  g_assert_cmpint (unit (&fix, last)->city, ==, (int) to);
  g_assert_true (unit (&fix, last)->advanced);
  for (guint i = 0; i < G_N_ELEMENTS (ants); i++)
    g_assert_cmpint (unit (&fix, ants[i])->city, ==, (int) dsm);
  /* The log counts the one unit that advanced */
  {
    const GmpLogEntry *e = NULL;

    for (guint i = 0; i < gmp_log_get_n_entries (fix.log); i++)
      if (gmp_log_get_entry (fix.log, i)->kind == GMP_LOG_ADVANCE)
        e = gmp_log_get_entry (fix.log, i);
    g_assert_nonnull (e);
    g_assert_cmpint (e->params[0], ==, (int) dsm);
    g_assert_cmpint (e->params[1], ==, (int) to);
    g_assert_cmpint (e->params[2], ==, 1);
  }
}

/* The log says which units took the Hits of a combat, and what became of
 * them (rules notes 12, 16): three ants hit twice Fresh infantry in the Fort
 * of Saint Louis; the Humans keep the most units, so the first is eliminated
 * by two Hits and the other reduced by one. */
static void
test_log_unit_hits (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GString) dice = g_string_new ("6 6 6 1 1");
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  const GmpLogEntry *e;
  guint inf[2], stl, strength;
  int type, formation;

  fix_init (&fix);
  stl = city (&fix, "STL");
  for (guint i = 0; i < 3; i++)
    add (&fix, "ant", "1", "STL");
  inf[0] = add (&fix, "infantry", "B", "STL");
  inf[1] = add (&fix, "infantry", "B", "STL");
  strength = fix.state->fort_strength[gmp_board_fort_at (fix.board, stl)];
  draw (&fix, "swarm-1");
  done_moving (&fix);
  choose_combat (&fix, "STL");
  /* The ants hit, the infantry and the Fort miss */
  for (guint i = 0; i < strength; i++)
    g_string_append (dice, " 1");
  roll (&fix, 5 + strength, dice->str);
  /* The Fort combat lets the beaten Humans stay (note 18) */
  q = ask (&fix, GMP_QUESTION_IGNORE_RETREAT);
  reply (&fix, GMP_ANSWER_YES, NULL);

  hits = log_entries (&fix, GMP_LOG_UNIT_HIT);
  g_assert_cmpuint (hits->len, ==, 2);
  type = GMP_LOG_UNIT_TYPE (unit (&fix, inf[0])->type);
  formation = GMP_LOG_UNIT_FORMATION (unit (&fix, inf[0])->formation);
  for (guint i = 0; i < 2; i++)
    {
      e = g_ptr_array_index (hits, i);
      g_assert_cmpint (e->params[0], ==, (int) inf[i]);
      g_assert_cmpint (e->params[1], ==, (int) stl);
      g_assert_cmpint (e->params[2], ==, 2 - (int) i);
      g_assert_cmpint (e->params[3], ==, i == 0);
      g_assert_cmpint (e->params[4], ==, type);
      g_assert_cmpint (e->params[5], ==, formation);
    }
  g_assert_cmpint (unit (&fix, inf[0])->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_true (unit (&fix, inf[1])->reduced);
  /* No Hit reached the Fort */
  g_assert_false (log_has (&fix, GMP_LOG_FORT_DAMAGED));

  first = g_strdup_printf ("Infantry B in %s: eliminated by 2 Hits (Rules notes 12, 16).",
                           fix.board->cities[stl].name);
  second = g_strdup_printf ("Infantry B in %s: reduced by a Hit (Rules note 12).",
                            fix.board->cities[stl].name);
  assert_entry_text (g_ptr_array_index (hits, 0), fix.board, first, "(Notas das regras 12, 16)");
  assert_entry_text (g_ptr_array_index (hits, 1), fix.board, second, "(Nota das regras 12)");
}

/* An entry's text read in its log, in a language of po/LINGUAS ("" for
 * the untranslated one) */
static char *
entry_at_text_in (const char     *language,
                  const GmpLog   *log,
                  guint           index,
                  const GmpBoard *board)
{
  char *text;

  speak (language);
  text = gmp_log_entry_to_string_at (log, index, board);
  speak_english ();
  return text;
}

/* The Humans' two Hits in the Full Attack on St. Louis, taken as answer
 * (the suggestion, or the other allocation); the combat played to its end.
 * Returns the allocation entry's index in the log. */
static guint
hits_taken_as (Fix      *fix,
               gboolean  suggested)
{
  g_autoptr(GmpQuestion) q = NULL;
  guint inf[2];
  int answer = -1;

  q = full_attack_only_ants_hit (fix, inf);
  for (guint i = 0; i < q->answers->len && answer < 0; i++)
    if ((g_array_index (q->answers, int, i) == q->suggested) == suggested)
      answer = g_array_index (q->answers, int, i);
  g_assert_cmpint (answer, >=, 0);
  reply (fix, answer, NULL);
  for (guint steps = 0;; steps++)
    {
      g_autoptr(GmpQuestion) next = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (steps, <, 8);
      g_assert_true (gmp_turn_advance (fix->state, fix->log, &error));
      g_assert_no_error (error);
      next = gmp_turn_get_question (fix->state);
      if (next->kind != GMP_QUESTION_IGNORE_RETREAT && next->kind != GMP_QUESTION_RETREAT)
        break;
      reply (fix, next->suggested, NULL);
    }
  for (guint i = 0; i < gmp_log_get_n_entries (fix->log); i++)
    if (gmp_log_get_entry (fix->log, i)->kind == GMP_LOG_ALLOCATION)
      return i;
  g_assert_not_reached ();
}

/* Issue 16: the log names the units that took a side's Hits as players say
 * them, never the allocation's place in a list they never see (rules note
 * 12): in the Full Attack on St. Louis the Humans take two Hits on two
 * Fresh infantry of B: both reduced (the suggestion, keeping the most
 * units), or one eliminated. */
static void
test_log_allocation (void)
{
  g_auto(Fix) kept = { 0, };
  g_auto(Fix) chosen = { 0, };
  g_autofree char *en = NULL;
  g_autofree char *pt = NULL;
  g_autofree char *alone = NULL;
  g_autofree char *expected = NULL;
  const char *stl;
  guint index;

  fix_init (&kept);
  stl = kept.board->cities[city (&kept, "STL")].name;
  index = hits_taken_as (&kept, TRUE);
  en = entry_at_text_in ("", kept.log, index, kept.board);
  expected = g_strdup_printf ("The Humans take their Hits in %s keeping the most units: "
                              "2 × Infantry B are reduced (Rules note 12).", stl);
  g_assert_cmpstr (en, ==, expected);
  pt = entry_at_text_in ("pt_BR", kept.log, index, kept.board);
  g_assert_nonnull (strstr (pt, "2 × Infantry B são reduzidas"));
  g_assert_nonnull (strstr (pt, "(Nota das regras 12)"));
  g_clear_pointer (&en, g_free);
  g_clear_pointer (&pt, g_free);
  g_clear_pointer (&expected, g_free);

  fix_init (&chosen);
  index = hits_taken_as (&chosen, FALSE);
  en = entry_at_text_in ("", chosen.log, index, chosen.board);
  expected = g_strdup_printf ("The Humans take their Hits in %s: Infantry B is eliminated "
                              "(Rules note 12).", stl);
  g_assert_cmpstr (en, ==, expected);
  pt = entry_at_text_in ("pt_BR", chosen.log, index, chosen.board);
  g_assert_nonnull (strstr (pt, "Infantry B é eliminada"));

  /* Without the entries after it: whose choice, and no number of a list */
  alone = entry_text_in ("", gmp_log_get_entry (chosen.log, index), chosen.board);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("The Humans take their Hits in %s on the units they chose "
                              "(Rules note 12).", stl);
  g_assert_cmpstr (alone, ==, expected);
  g_clear_pointer (&alone, g_free);
  alone = entry_text_in ("pt_BR", gmp_log_get_entry (chosen.log, index), chosen.board);
  {
    /* No number but the rules note's */
    char *note = strstr (alone, " (Nota das regras 12).");

    g_assert_nonnull (note);
    *note = '\0';
    g_assert_null (strpbrk (alone, "0123456789#"));
  }
}

/* While the Swarm still has to take its Hit, what the combat did so far
 * names the infantry the Humans' Hits went on (issue 16): the log names them
 * only once the combat is applied. An ant and a spider face two infantry of
 * B in the Fort of St. Louis, in a Full Attack (rules notes 12, 18). */
static void
test_so_far_allocation (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autofree char *text = NULL;
  g_autofree char *so_far = NULL;
  g_autofree char *expected = NULL;
  guint inf[2];
  int eliminate = -1;

  fix_init (&fix);
  /* One infantry hits, the Fort misses; the ant and the spider score two */
  q = full_attack_in_st_louis (&fix, inf, "spider", 7, "6 1 1 1 6 6 1");
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  for (guint i = 0; i < q->answers->len && eliminate < 0; i++)
    if (g_array_index (q->answers, int, i) != q->suggested)
      eliminate = g_array_index (q->answers, int, i);
  reply (&fix, eliminate, NULL);
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_ALLOCATION);
  g_assert_cmpint (q->side, ==, GMP_SIDE_SWARM);

  text = gmp_question_describe_apart (fix.state, q, &so_far);
  g_assert_nonnull (so_far);
  expected = g_strdup_printf ("The Humans take their Hits in %s: Infantry B is eliminated "
                              "(Rules note 12).",
                              fix.board->cities[city (&fix, "STL")].name);
  g_assert_nonnull (strstr (so_far, expected));
  g_assert_null (strstr (so_far, "they chose"));
}

/* The log says what a combat revealed and what the Fort lost (rules notes 9,
 * 19): two ants attack the Fort of Saint Louis, held by a face-down Guard
 * showing 4 and a blank one. Both flip, the blank one leaves, the Guard takes
 * one Hit and the Fort the other. */
static void
test_log_fort_and_guards (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GPtrArray) revealed = NULL;
  g_autoptr(GPtrArray) removed = NULL;
  g_autoptr(GPtrArray) fort = NULL;
  g_autoptr(GPtrArray) hits = NULL;
  g_autoptr(GString) dice = g_string_new ("6 6 1");
  g_autofree char *lost = NULL;
  const GmpLogEntry *e;
  g_autoptr(GError) error = NULL;
  guint guard, blank, stl, strength, ants[2];
  int guard_type;

  fix_init (&fix);
  stl = city (&fix, "STL");
  guard_type = gmp_board_find_unit_type (fix.board, "guard");
  ants[0] = add (&fix, "ant", "1", "MKC");
  ants[1] = add (&fix, "ant", "1", "MKC");
  guard = gmp_state_add_unit (fix.state, guard_type, GMP_NONE, stl);
  gmp_state_get_unit (fix.state, guard)->guard_value = 4;
  blank = gmp_state_add_unit (fix.state, guard_type, GMP_NONE, stl);
  gmp_state_get_unit (fix.state, blank)->guard_value = GMP_GUARD_BLANK;
  strength = fix.state->fort_strength[gmp_board_fort_at (fix.board, stl)];
  g_assert_cmpuint (strength, >, 1);
  draw (&fix, "swarm-1");
  /* The ants' entering flips the Guards (Rules note 9): Swarm units never
   * stand beside unrevealed Guards */
  g_assert_cmpint (gmp_movement_move_to_logged (fix.state, fix.log, ants, 2, stl, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  done_moving (&fix);
  choose_combat (&fix, "STL");
  /* The ants, the Guard showing 4, then the Fort: only the ants hit */
  for (guint i = 0; i < strength; i++)
    g_string_append (dice, " 1");
  roll (&fix, 3 + strength, dice->str);

  revealed = log_entries (&fix, GMP_LOG_GUARD_REVEALED);
  g_assert_cmpuint (revealed->len, ==, 2);
  e = g_ptr_array_index (revealed, 0);
  g_assert_cmpint (e->params[0], ==, (int) guard);
  g_assert_cmpint (e->params[1], ==, 4);
  g_assert_cmpint (e->params[2], ==, (int) stl);
  e = g_ptr_array_index (revealed, 1);
  g_assert_cmpint (e->params[0], ==, (int) blank);
  g_assert_cmpint (e->params[1], ==, GMP_GUARD_BLANK);
  removed = log_entries (&fix, GMP_LOG_GUARD_REMOVED);
  g_assert_cmpuint (removed->len, ==, 1);
  e = g_ptr_array_index (removed, 0);
  g_assert_cmpint (e->params[0], ==, (int) blank);
  g_assert_cmpint (e->params[1], ==, (int) stl);

  hits = log_entries (&fix, GMP_LOG_UNIT_HIT);
  g_assert_cmpuint (hits->len, ==, 1);
  e = g_ptr_array_index (hits, 0);
  g_assert_cmpint (e->params[0], ==, (int) guard);
  g_assert_cmpint (e->params[2], ==, 1);
  g_assert_cmpint (e->params[3], ==, 1);
  g_assert_cmpint (e->params[5], ==, 0);

  fort = log_entries (&fix, GMP_LOG_FORT_DAMAGED);
  g_assert_cmpuint (fort->len, ==, 1);
  e = g_ptr_array_index (fort, 0);
  g_assert_cmpint (e->params[0], ==, (int) stl);
  g_assert_cmpint (e->params[1], ==, (int) strength);
  g_assert_cmpint (e->params[2], ==, (int) strength - 1);
  g_assert_cmpuint (fix.state->fort_strength[gmp_board_fort_at (fix.board, stl)], ==,
                    strength - 1);
  lost = g_strdup_printf ("The Fort in %s goes from strength %u to %u.",
                          fix.board->cities[stl].name, strength, strength - 1);
  assert_entry_text (e, fix.board, lost, "força");
  {
    g_autofree char *text = g_strdup_printf ("National Guard is blank and is removed from "
                                             "%s (Rules note 9).",
                                             fix.board->cities[stl].name);

    assert_entry_text (g_ptr_array_index (removed, 0), fix.board, text, "(Nota das regras 9)");
  }
}

/* The Guards a move flips are in the log with their values, and a blank one
 * with its removal (rules note 9): an ant goes from Minneapolis through Des
 * Moines, where a blank Guard hides, to Kansas City; another enters Omaha,
 * whose Guard shows 5, and stops there. */
static void
test_log_move_reveals (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GPtrArray) revealed = NULL;
  g_autoptr(GPtrArray) removed = NULL;
  g_autoptr(GError) error = NULL;
  const GmpLogEntry *e;
  guint through, into, blank, five, dsm, oma, path[2];
  int guard_type;

  fix_init (&fix);
  dsm = city (&fix, "DSM");
  oma = city (&fix, "OMA");
  guard_type = gmp_board_find_unit_type (fix.board, "guard");
  through = add (&fix, "ant", "1", "MSP");
  into = add (&fix, "ant", "1", "ICT");
  blank = gmp_state_add_unit (fix.state, guard_type, GMP_NONE, dsm);
  gmp_state_get_unit (fix.state, blank)->guard_value = GMP_GUARD_BLANK;
  five = gmp_state_add_unit (fix.state, guard_type, GMP_NONE, oma);
  gmp_state_get_unit (fix.state, five)->guard_value = 5;
  draw (&fix, "swarm-1");
  q = ask (&fix, GMP_QUESTION_MOVEMENT);

  path[0] = dsm;
  path[1] = city (&fix, "MKC");
  g_assert_cmpint (gmp_movement_move_path_logged (fix.state, fix.log, &through, 1, path, 2, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (unit (&fix, through)->city, ==, (int) path[1]);
  g_assert_cmpint (gmp_movement_move_to_logged (fix.state, fix.log, &into, 1, oma, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (unit (&fix, into)->city, ==, (int) oma);

  revealed = log_entries (&fix, GMP_LOG_GUARD_REVEALED);
  g_assert_cmpuint (revealed->len, ==, 2);
  e = g_ptr_array_index (revealed, 0);
  g_assert_cmpint (e->params[0], ==, (int) blank);
  g_assert_cmpint (e->params[1], ==, GMP_GUARD_BLANK);
  g_assert_cmpint (e->params[2], ==, (int) dsm);
  e = g_ptr_array_index (revealed, 1);
  g_assert_cmpint (e->params[0], ==, (int) five);
  g_assert_cmpint (e->params[1], ==, 5);
  g_assert_cmpint (e->params[2], ==, (int) oma);
  removed = log_entries (&fix, GMP_LOG_GUARD_REMOVED);
  g_assert_cmpuint (removed->len, ==, 1);
  e = g_ptr_array_index (removed, 0);
  g_assert_cmpint (e->params[0], ==, (int) blank);
  g_assert_cmpint (e->params[1], ==, (int) dsm);
  /* And they load back (round_trip checks the log) */
  round_trip (&fix);
}

/* A file whose combat under way records decisions the combat does not allow,
 * or the wrong number of dice, is refused when it loads, naming the file. */
static void
test_load_checks_combat (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  guint inf[2];

  fix_init (&fix);
  q = full_attack_only_ants_hit (&fix, inf);

  /* An allocation that is not on the list */
  {
    g_autoptr(GmpState) bad = gmp_state_copy (fix.state);
    int wrong = 999;

    g_array_append_val (bad->combat_answers, wrong);
    scenario = gmp_scenario_new (g_steal_pointer (&bad));
    bytes = gmp_scenario_to_bytes (scenario);
    loaded = gmp_scenario_load_bytes (bytes, "bad-answer.gmpscenario", &error);
    g_assert_null (loaded);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, "bad-answer.gmpscenario: "));
    g_assert_nonnull (strstr (error->message, fix.board->cities[city (&fix, "STL")].name));
    g_assert_nonnull (strstr (error->message, "not legal"));
    g_clear_error (&error);
    g_clear_pointer (&scenario, gmp_scenario_free);
    g_clear_pointer (&bytes, g_bytes_unref);
  }

  /* One die short */
  {
    g_autoptr(GmpState) bad = gmp_state_copy (fix.state);

    g_array_set_size (bad->combat_dice, bad->combat_dice->len - 1);
    scenario = gmp_scenario_new (g_steal_pointer (&bad));
    bytes = gmp_scenario_to_bytes (scenario);
    loaded = gmp_scenario_load_bytes (bytes, "short.gmpscenario", &error);
    g_assert_null (loaded);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, "short.gmpscenario: "));
    g_clear_error (&error);
    g_clear_pointer (&scenario, gmp_scenario_free);
    g_clear_pointer (&bytes, g_bytes_unref);
  }

  /* A combat recorded outside the combat steps */
  {
    g_autoptr(GmpState) bad = gmp_state_copy (fix.state);

    bad->step = GMP_STEP_MOVE;
    scenario = gmp_scenario_new (g_steal_pointer (&bad));
    bytes = gmp_scenario_to_bytes (scenario);
    loaded = gmp_scenario_load_bytes (bytes, "outside.gmpscenario", &error);
    g_assert_null (loaded);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_clear_error (&error);
  }

  /* The real one loads */
  round_trip (&fix);
}

/* Rules note 9: a move that flips Guards face-to-face waits for their values,
 * survives a save, and then goes on the way the player chose (Des Moines,
 * Kansas City, Wichita; not by Omaha, which is as short). */
static void
test_guard_value (void)
{
  g_auto(Fix) fix = { 0, };
  g_autoptr(GmpQuestion) q = NULL;
  g_autoptr(GError) error = NULL;
  guint ant, guard, path[3];

  fix_init (&fix);
  ant = add (&fix, "ant", "1", "MSP");
  guard = gmp_state_add_unit (fix.state, gmp_board_find_unit_type (fix.board, "guard"),
                              GMP_NONE, city (&fix, "DSM"));
  gmp_state_get_unit (fix.state, guard)->guard_value = GMP_GUARD_UNKNOWN;
  draw (&fix, "swarm-1");
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
  path[0] = city (&fix, "DSM");
  path[1] = city (&fix, "MKC");
  path[2] = city (&fix, "ICT");
  g_assert_cmpint (gmp_movement_move_path (fix.state, &ant, 1, path, 3, &error),
                   ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_no_error (error);

  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_GUARD_VALUE);
  g_assert_cmpint (q->side, ==, GMP_SIDE_HUMANS);
  g_assert_cmpint (q->subject, ==, (int) guard);
  g_assert_true (gmp_question_allows (q, GMP_GUARD_BLANK));
  refuse (&fix, 9);
  refuse (&fix, GMP_ANSWER_DONE);
  reply (&fix, GMP_GUARD_BLANK, NULL);
  g_assert_true (log_has (&fix, GMP_LOG_GUARD_REVEALED));
  g_assert_cmpint (unit (&fix, guard)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_cmpint (unit (&fix, ant)->city, ==, city (&fix, "ICT"));
  g_assert_cmpint (unit (&fix, ant)->moved_from, ==, city (&fix, "MKC"));
  g_clear_pointer (&q, gmp_question_free);
  q = ask (&fix, GMP_QUESTION_MOVEMENT);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  /* The log's text in Portuguese, from the catalogue the build made, as the
   * programs set it up (ngettext() reads the default domain) */
  bindtextdomain (GETTEXT_PACKAGE, g_getenv ("GINORMOPOD_LOCALEDIR"));
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_test_add_func ("/core/turn-combat/withdrawal", test_withdrawal);
  g_test_add_func ("/core/turn-combat/withdrawal-humans-only", test_withdrawal_humans_only);
  g_test_add_func ("/core/turn-combat/sortie-return", test_sortie_return);
  g_test_add_func ("/core/turn-combat/sortie-no-room", test_sortie_no_room);
  g_test_add_func ("/core/turn-combat/sortie-no-room-text", test_sortie_no_room_text);
  g_test_add_func ("/core/turn-combat/sortie-note-44", test_sortie_stopped_for_the_turn);
  g_test_add_func ("/core/turn-combat/ignore-retreat", test_ignore_retreat);
  g_test_add_func ("/core/turn-combat/retreat-snapshot", test_retreat_snapshot);
  g_test_add_func ("/core/turn-combat/retreat-past-origin", test_retreat_past_origin);
  g_test_add_func ("/core/turn-combat/overrun-advance", test_overrun_advance);
  g_test_add_func ("/core/turn-combat/overrun-advance-again", test_overrun_advance_again);
  g_test_add_func ("/core/turn-combat/log/unit-hits", test_log_unit_hits);
  g_test_add_func ("/core/turn-combat/log/fort-and-guards", test_log_fort_and_guards);
  g_test_add_func ("/core/turn-combat/log/allocation", test_log_allocation);
  g_test_add_func ("/core/turn-combat/so-far-allocation", test_so_far_allocation);
  g_test_add_func ("/core/turn-combat/log/move-reveals", test_log_move_reveals);
  g_test_add_func ("/core/turn-combat/load-checks-combat", test_load_checks_combat);
  g_test_add_func ("/core/turn-combat/guard-value", test_guard_value);

  return g_test_run ();
}
