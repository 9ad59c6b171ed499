/* test-editor.c: the scenario editor's core, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every edit through the session, undone and redone to the byte; each
 * problem the editor marks, made by edits, with its message and city;
 * drafts saved and loaded with their problems; the blank page and "Edit as
 * scenario"; the guard before play.
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "core/gmp-core.h"
#include "core/gmp-combat.h"
#include "core/gmp-edit.h"

#include "test-util.h"

static int
city (GmpBoard   *board,
      const char *id)
{
  int c = gmp_board_find_city (board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static int
type_of (GmpBoard   *board,
         const char *id)
{
  int t = gmp_board_find_unit_type (board, id);

  g_assert_cmpint (t, >=, 0);
  return t;
}

static int
formation (GmpBoard   *board,
           const char *id)
{
  int f = gmp_board_find_formation (board, id);

  g_assert_cmpint (f, >=, 0);
  return f;
}

static int
chit (GmpBoard   *board,
      const char *id)
{
  int c = gmp_board_find_chit (board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static int
fort (GmpBoard   *board,
      const char *city_id)
{
  int f = gmp_board_fort_at (board, (guint) city (board, city_id));

  g_assert_cmpint (f, >=, 0);
  return f;
}

static GmpAction *
place (GmpBoard   *board,
       const char *type_id,
       const char *formation_id,
       const char *city_id,
       int         value)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_PLACE_UNIT);

  action->type = type_of (board, type_id);
  action->formation = formation_id != NULL ? formation (board, formation_id) : GMP_NONE;
  action->city = city (board, city_id);
  action->value = value;
  return action;
}

static void
apply_ok (GmpSession *session,
          GmpAction  *action)
{
  g_autoptr(GmpAction) owned = action;
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_session_apply (session, owned, &error));
  g_assert_no_error (error);
}

static void
place_ok (GmpSession *session,
          const char *type_id,
          const char *formation_id,
          const char *city_id,
          int         value)
{
  apply_ok (session, place (gmp_session_get_board (session), type_id, formation_id, city_id,
                            value));
}

/* The position alone, as a file would have it without its history */
static GBytes *
position_bytes (GmpSession *session)
{
  gmp_session_is_draft (session);
  return gmp_scenario_to_bytes (gmp_session_get_scenario (session));
}

static void
assert_bytes_equal (GBytes *a,
                    GBytes *b)
{
  if (!g_bytes_equal (a, b))
    {
      g_autofree char *ta = g_strndup (g_bytes_get_data (a, NULL), g_bytes_get_size (a));
      g_autofree char *tb = g_strndup (g_bytes_get_data (b, NULL), g_bytes_get_size (b));

      g_assert_cmpstr (ta, ==, tb);
    }
}

/* Applies action, then undoes and redoes it: the undo gives back the
 * position before to the byte, the redo the whole file after. */
static void
check_edit (GmpSession *session,
            GmpAction  *action)
{
  g_autoptr(GmpAction) owned = action;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = position_bytes (session);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GBytes) after_file = NULL;
  g_autoptr(GBytes) undone = NULL;
  g_autoptr(GBytes) redone = NULL;
  g_autoptr(GBytes) redone_file = NULL;
  g_autofree char *description = NULL;

  g_assert_true (gmp_edit_is_edit (owned->kind));
  g_assert_true (gmp_session_apply (session, owned, &error));
  g_assert_no_error (error);
  after = position_bytes (session);
  after_file = gmp_session_to_bytes (session);
  /* Every edit here changes the scenario */
  g_assert_false (g_bytes_equal (before, after));

  description = gmp_session_describe_undo (session);
  g_assert_nonnull (description);
  g_assert_cmpstr (description, !=, "");

  g_assert_true (gmp_session_undo (session, &error));
  g_assert_no_error (error);
  undone = position_bytes (session);
  assert_bytes_equal (undone, before);

  g_assert_true (gmp_session_redo (session, &error));
  g_assert_no_error (error);
  redone = position_bytes (session);
  redone_file = gmp_session_to_bytes (session);
  assert_bytes_equal (redone, after);
  assert_bytes_equal (redone_file, after_file);
}

/* Every kind of edit, each undone and redone */
static void
test_every_edit (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_empty (board, &error);
  const GmpState *state;
  GmpAction *action;
  int chi = city (board, "CHI");

  g_assert_no_error (error);
  state = gmp_session_get_state (session);

  check_edit (session, place (board, "infantry", "A", "CHI", 0));
  check_edit (session, place (board, "tank", "A", "CHI", 0));
  check_edit (session, place (board, "ant", "1", "MSP", 0));
  check_edit (session, place (board, "guard", NULL, "IND", GMP_GUARD_DRAW));
  check_edit (session, place (board, "guard", NULL, "PIT", GMP_GUARD_UNKNOWN));
  check_edit (session, place (board, "guard", NULL, "CMH", 5));
  g_assert_cmpuint (gmp_state_n_units (state), ==, 6);

  /* Flip to its reduced side, move it, set it aside */
  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = 0;
  action->city = chi;
  action->value = 1;
  check_edit (session, action);
  g_assert_true (gmp_state_get_unit ((GmpState *) state, 0)->reduced);
  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = 0;
  action->city = city (board, "STL");
  check_edit (session, action);
  g_assert_cmpint (gmp_state_get_unit ((GmpState *) state, 0)->city, ==, city (board, "STL"));
  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = 2;
  action->place = GMP_PLACE_TIME_TRACK;
  action->turn = 4;
  check_edit (session, action);

  /* A Guard's hidden side, then face up */
  action = gmp_action_new (GMP_ACTION_SET_GUARD);
  action->unit = 3;
  action->value = 4;
  check_edit (session, action);
  action = gmp_action_new (GMP_ACTION_SET_GUARD);
  action->unit = 4;
  action->value = GMP_GUARD_BLANK;
  action->flag = TRUE;
  check_edit (session, action);
  g_assert_true (gmp_state_get_unit ((GmpState *) state, 4)->revealed);

  /* Forts: damaged, destroyed */
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort (board, "NYC");
  action->value = 1;
  check_edit (session, action);
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort (board, "MEM");
  action->value = 0;
  check_edit (session, action);
  g_assert_true (gmp_state_fort_destroyed (state, (guint) fort (board, "MEM")));

  /* Chits: the Time Track, the hand, back into the cup */
  action = gmp_action_new (GMP_ACTION_SET_CHIT);
  action->chit = chit (board, "drone");
  action->place = GMP_CHIT_ON_TIME_TRACK;
  action->turn = 5;
  check_edit (session, action);
  action = gmp_action_new (GMP_ACTION_SET_CHIT);
  action->chit = chit (board, "wasp");
  action->place = GMP_CHIT_IN_HAND;
  check_edit (session, action);
  g_assert_cmpint (state->chits[chit (board, "wasp")].place, ==, GMP_CHIT_IN_HAND);
  action = gmp_action_new (GMP_ACTION_SET_CHIT);
  action->chit = chit (board, "nuclear");
  action->place = GMP_CHIT_IN_CUP;
  check_edit (session, action);

  action = gmp_action_new (GMP_ACTION_SET_DANGER);
  action->value = 3;
  check_edit (session, action);
  g_assert_cmpuint (state->danger_space, ==, 3);

  action = gmp_action_new (GMP_ACTION_SET_TURN);
  action->turn = 5;
  action->place = GMP_PHASE_ACTION;
  check_edit (session, action);
  g_assert_cmpuint (state->turn, ==, 5);
  g_assert_cmpint (state->phase, ==, GMP_PHASE_ACTION);

  action = gmp_action_new (GMP_ACTION_SET_METADATA);
  action->text = g_strdup ("Hold the line");
  action->text2 = g_strdup ("Ana");
  action->text3 = g_strdup ("Two lines\nof description.");
  action->text4 = g_strdup ("pt-BR");
  check_edit (session, action);
  g_assert_cmpstr (gmp_session_get_scenario (session)->language, ==, "pt-BR");
  g_assert_cmpstr (gmp_session_get_scenario (session)->description, ==,
                   "Two lines\nof description.");

  /* Empty text4: the language unsaid */
  action = gmp_action_new (GMP_ACTION_SET_METADATA);
  action->text = g_strdup ("Hold the line");
  action->text4 = g_strdup ("");
  check_edit (session, action);
  g_assert_null (gmp_session_get_scenario (session)->language);

  action = gmp_action_new (GMP_ACTION_SET_GUARD_RULE);
  action->flag = TRUE;
  check_edit (session, action);
  g_assert_true (gmp_session_get_scenario (session)->roll_guards_at_start);

  action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);
  action->unit = 1;
  check_edit (session, action);
  g_assert_cmpuint (gmp_state_n_units (state), ==, 5);

  /* The whole history, saved and loaded, undoes to the empty board */
  {
    g_autoptr(GBytes) bytes = gmp_session_to_bytes (session);
    g_autoptr(GmpSession) loaded = gmp_session_load_bytes (bytes, "edits.gmpscenario", &error);
    g_autoptr(GBytes) again = NULL;

    g_assert_no_error (error);
    again = gmp_session_to_bytes (loaded);
    assert_bytes_equal (again, bytes);
    g_assert_true (gmp_session_go_to (loaded, 0, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (gmp_state_n_units (gmp_session_get_state (loaded)), ==, 0);
    g_assert_true (gmp_session_go_to (loaded, gmp_session_get_n_actions (loaded), &error));
    g_assert_no_error (error);
    g_assert_cmpstr (gmp_session_get_scenario (loaded)->title, ==, "Hold the line");
  }
}

/* What the board does not have, and a language that is no tag, are
 * refused with a message, and change nothing */
static void
test_bad_edits (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = gmp_session_new_empty (board, NULL);
  g_autoptr(GBytes) before = gmp_session_to_bytes (session);
  g_autoptr(GBytes) after = NULL;
  GmpAction *actions[4];

  actions[0] = gmp_action_new (GMP_ACTION_SET_METADATA);
  actions[0]->text4 = g_strdup ("english please");
  actions[1] = gmp_action_new (GMP_ACTION_SET_FORT);
  actions[1]->fort = fort (board, "CHI");
  actions[1]->value = GMP_COMBAT_MAX_FORT_STRENGTH + 1;
  actions[2] = place (board, "guard", NULL, "IND", 3);
  actions[3] = place (board, "ant", "A", "IND", 0);

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(GmpAction) action = actions[i];
      g_autoptr(GError) error = NULL;

      g_assert_false (gmp_session_apply (session, action, &error));
      g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
      g_assert_cmpstr (error->message, !=, "");
    }
  after = gmp_session_to_bytes (session);
  assert_bytes_equal (after, before);
}

static const GmpProblem *
find_problem (GPtrArray      *problems,
              GmpProblemKind  kind)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (problem->kind == kind)
        return problem;
    }
  return NULL;
}

static void
assert_problem (GmpSession     *session,
                GmpProblemKind  kind,
                const char     *city_id,
                const char     *in_message)
{
  g_autoptr(GPtrArray) problems = gmp_session_dup_problems (session);
  const GmpProblem *problem = find_problem (problems, kind);

  g_assert_nonnull (problem);
  if (city_id != NULL)
    g_assert_cmpint (problem->city, ==, city (gmp_session_get_board (session), city_id));
  if (strstr (problem->message, in_message) == NULL)
    g_error ("“%s” not in “%s”", in_message, problem->message);
}

static void
assert_no_problem (GmpSession     *session,
                   GmpProblemKind  kind)
{
  g_autoptr(GPtrArray) problems = gmp_session_dup_problems (session);

  g_assert_null (find_problem (problems, kind));
}

/* A setup without problems to break: a Human unit in Atlanta, turn 2 */
static GmpSession *
clean_session (GmpBoard *board)
{
  g_autoptr(GError) error = NULL;
  GmpSession *session = gmp_session_new_empty (board, &error);
  g_autoptr(GPtrArray) problems = NULL;

  g_assert_no_error (error);
  place_ok (session, "infantry", "C", "ATL", 0);
  place_ok (session, "ant", "1", "MSP", 0);
  problems = gmp_session_dup_problems (session);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("unexpected: %s",
                    ((const GmpProblem *) g_ptr_array_index (problems, i))->message);
  g_assert_cmpuint (problems->len, ==, 0);
  g_assert_true (gmp_session_check_playable (session, NULL));
  g_assert_false (gmp_session_is_draft (session));
  return session;
}

/* Each problem the editor marks, made by edits, with its message naming the
 * city and citing the rules note */
static void
test_problem_kinds (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();

  /* Over-stacked: seven Human units in Des Moines (limit 6) */
  {
    g_autoptr(GmpSession) session = clean_session (board);

    for (guint i = 0; i < 4; i++)
      place_ok (session, "infantry", "B", "DSM", 0);
    for (guint i = 0; i < 3; i++)
      place_ok (session, "infantry", "C", "DSM", 0);
    assert_problem (session, GMP_PROBLEM_STACKING, "DSM", "Des Moines");
    assert_problem (session, GMP_PROBLEM_STACKING, "DSM", "Rules note 7");
  }

  /* Units the board does not have: a fourth tank of formation A. Listed,
   * but no reason to refuse play (gmp_problem_blocks_play()). */
  {
    g_autoptr(GmpSession) session = clean_session (board);

    for (guint i = 0; i < 4; i++)
      place_ok (session, "tank", "A", "BOS", 0);
    assert_problem (session, GMP_PROBLEM_COUNTER_MIX, "BOS", "one unit too many");
    assert_problem (session, GMP_PROBLEM_COUNTER_MIX, "BOS", "Formation A");
    g_assert_true (gmp_session_check_playable (session, NULL));
    g_assert_false (gmp_session_is_draft (session));
  }

  /* Swarm east of an intact fence */
  {
    g_autoptr(GmpSession) session = clean_session (board);

    place_ok (session, "spider", "2", "IND", 0);
    assert_problem (session, GMP_PROBLEM_FENCE, "IND", "Indianapolis");
    assert_problem (session, GMP_PROBLEM_FENCE, "IND", "Rules note 10");
  }

  /* Swarm with unrevealed Guards: through a hole in the fence (two
   * neighbouring fence Forts destroyed, rules note 10), so that the fence
   * is no problem */
  {
    g_autoptr(GmpSession) session = clean_session (board);
    GmpAction *action = gmp_action_new (GMP_ACTION_SET_FORT);

    action->fort = fort (board, "CHI");
    action->value = 0;
    apply_ok (session, action);
    action = gmp_action_new (GMP_ACTION_SET_FORT);
    action->fort = fort (board, "STL");
    action->value = 0;
    apply_ok (session, action);
    place_ok (session, "guard", NULL, "IND", GMP_GUARD_DRAW);
    place_ok (session, "ant", "1", "IND", 0);
    assert_no_problem (session, GMP_PROBLEM_FENCE);
    assert_problem (session, GMP_PROBLEM_UNREVEALED_GUARDS, "IND", "Indianapolis");
    assert_problem (session, GMP_PROBLEM_UNREVEALED_GUARDS, "IND", "Rules note 9");
  }

  /* An impossible Fort strength: Chicago's Fort starts at 2 */
  {
    g_autoptr(GmpSession) session = clean_session (board);
    GmpAction *action = gmp_action_new (GMP_ACTION_SET_FORT);

    action->fort = fort (board, "CHI");
    action->value = 4;
    apply_ok (session, action);
    assert_problem (session, GMP_PROBLEM_FORT_STRENGTH, "CHI", "Chicago");
    assert_problem (session, GMP_PROBLEM_FORT_STRENGTH, "CHI", "Rules note 19");
  }

  /* Guard values the pool cannot show: five Guards showing 4, of which the
   * pool has four */
  {
    g_autoptr(GmpSession) session = clean_session (board);

    place_ok (session, "guard", NULL, "MIA", 4);
    place_ok (session, "guard", NULL, "MIA", 4);
    place_ok (session, "guard", NULL, "TPA", 4);
    place_ok (session, "guard", NULL, "TPA", 4);
    place_ok (session, "guard", NULL, "JAX", 4);
    assert_problem (session, GMP_PROBLEM_GUARD_VALUE, "JAX", "Rules note 36");
    assert_problem (session, GMP_PROBLEM_GUARD_VALUE, "JAX", "unit 7 (National Guard)");
  }
}

/* The guard before play: every play action, the start and automatic play
 * are refused on a position with problems, with the list of them; nothing
 * the turn sequence does sees it. */
static void
test_check_playable (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = clean_session (board);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpAction) answer = gmp_action_new_answer (GMP_ANSWER_RANDOM);
  g_autoptr(GmpAction) undo_fort = gmp_action_new (GMP_ACTION_SET_FORT);
  GmpAction *action;
  guint n_done;
  g_auto(GStrv) lines = NULL;

  for (guint i = 0; i < 7; i++)
    place_ok (session, "infantry", i < 4 ? "B" : "C", "DSM", 0);
  place_ok (session, "worm", "3", "BOS", 0);
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort (board, "WAS");
  action->value = 5;
  apply_ok (session, action);
  n_done = gmp_session_get_n_done (session);

  g_assert_false (gmp_session_check_playable (session, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_true (g_str_has_prefix (error->message,
                                   "This scenario cannot be played: it has 3 problems that "
                                   "block play, to be mended first:\n"));
  lines = g_strsplit (error->message, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_nonnull (strstr (lines[1], "Rules note 19"));
  g_assert_nonnull (strstr (lines[2], "Rules note 7"));
  g_assert_nonnull (strstr (lines[3], "Rules note 10"));
  g_clear_error (&error);

  g_assert_false (gmp_session_apply (session, answer, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "cannot be played"));
  g_clear_error (&error);
  g_assert_false (gmp_session_play_auto (session, 0, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (gmp_session_start (session, 0, NULL, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  question = gmp_session_get_question (session);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_NONE);
  g_assert_cmpuint (gmp_session_get_n_done (session), ==, n_done);
  g_assert_true (gmp_session_is_draft (session));

  /* Mended by undoing the edits that broke it: playable again */
  g_assert_true (gmp_session_go_to (session, 2, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_check_playable (session, &error));
  g_assert_no_error (error);
  g_assert_false (gmp_session_is_draft (session));
  g_assert_true (gmp_session_play_auto (session, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_state (session)->turn, ==, 2);
}

/* A draft saves its problems and loads with them; the plain loader refuses
 * the same file without draft="true"; structure is refused in a draft too */
static void
test_draft_files (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = clean_session (board);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GmpSession) loaded = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GPtrArray) loaded_problems = NULL;
  g_autofree char *text = NULL;
  g_autofree char *tmp = NULL;
  g_autofree char *path = NULL;
  GmpAction *action;

  action = gmp_action_new (GMP_ACTION_SET_METADATA);
  action->text = g_strdup ("Work in progress");
  action->text4 = g_strdup ("en");
  apply_ok (session, action);
  for (guint i = 0; i < 7; i++)
    place_ok (session, "infantry", i < 4 ? "B" : "C", "DSM", 0);
  place_ok (session, "spider", "2", "IND", 0);

  bytes = gmp_session_to_bytes (session);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_assert_nonnull (strstr (text, "<scenario version=\"2\" board=\"ginormopod-2050\" "
                                  "draft=\"true\" language=\"en\">"));
  g_assert_true (gmp_session_is_draft (session));
  g_assert_true (gmp_session_get_scenario (session)->draft);

  /* Saved as a file too, and read back */
  tmp = g_dir_make_tmp ("gmp-editor-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (tmp, "draft.gmpscenario", NULL);
  g_assert_true (gmp_session_save_file (session, path, &error));
  g_assert_no_error (error);
  loaded = gmp_session_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_scenario_is_draft (gmp_session_get_scenario (loaded)));
  g_assert_cmpstr (gmp_session_get_scenario (loaded)->language, ==, "en");
  again = gmp_session_to_bytes (loaded);
  assert_bytes_equal (again, bytes);
  problems = gmp_session_dup_problems (session);
  loaded_problems = gmp_session_dup_problems (loaded);
  g_assert_cmpuint (loaded_problems->len, ==, problems->len);
  g_assert_nonnull (find_problem (loaded_problems, GMP_PROBLEM_STACKING));
  g_assert_nonnull (find_problem (loaded_problems, GMP_PROBLEM_FENCE));
  g_assert_false (gmp_session_check_playable (loaded, NULL));
  g_remove (path);
  g_rmdir (tmp);

  /* Its undo history works: back to the clean setup */
  g_assert_true (gmp_session_go_to (loaded, 3, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_check_playable (loaded, NULL));
  g_clear_pointer (&again, g_bytes_unref);
  again = gmp_session_to_bytes (loaded);
  g_clear_pointer (&text, g_free);
  text = g_strndup (g_bytes_get_data (again, NULL), g_bytes_get_size (again));
  /* Mended: saved without the flag, and the plain loader takes it, its
   * history starting from a draft's position or not */
  g_assert_null (strstr (text, "draft="));
  {
    g_autoptr(GmpScenario) plain = gmp_scenario_load_bytes (again, "mended.gmpscenario", &error);

    g_assert_no_error (error);
    g_assert_false (plain->draft);
  }

  /* Without draft="true" the same problems are refused */
  {
    g_autofree char *plain_text = NULL;
    g_autoptr(GBytes) plain_bytes = NULL;
    g_autoptr(GmpScenario) plain = NULL;
    g_autofree char *draft_text = g_strndup (g_bytes_get_data (bytes, NULL),
                                             g_bytes_get_size (bytes));
    g_auto(GStrv) parts = g_strsplit (draft_text, " draft=\"true\"", 2);

    plain_text = g_strjoinv ("", parts);
    plain_bytes = g_bytes_new (plain_text, strlen (plain_text));
    plain = gmp_scenario_load_bytes (plain_bytes, "plain.gmpscenario", &error);
    g_assert_null (plain);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_clear_error (&error);
  }

  /* Structure is refused in a draft: an unknown city, a Danger space off
   * the track, a Fort above what a combat can roll */
  {
    const char *bad[] = {
      "<units><unit type=\"ant\" formation=\"1\" city=\"XXX\"/></units>",
      "<danger space=\"40\"/>",
      "<forts><fort city=\"CHI\" strength=\"99\"/></forts>",
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_autofree char *draft = g_strdup_printf ("<scenario version=\"2\" "
                                                  "board=\"ginormopod-2050\" draft=\"true\">\n"
                                                  "<title>x</title>\n"
                                                  "<turn number=\"1\" phase=\"fade-in\" "
                                                  "step=\"0\"/>\n%s\n</scenario>\n", bad[i]);
        g_autoptr(GBytes) draft_bytes = g_bytes_new (draft, strlen (draft));
        g_autoptr(GmpScenario) scenario = gmp_scenario_load_bytes (draft_bytes, "bad.gmpscenario",
                                                                   &error);

        g_assert_null (scenario);
        g_assert_nonnull (error);
        g_test_message ("%s", error->message);
        g_clear_error (&error);
      }
  }
}

/* A draft mended by edits saves as a plain scenario whose history starts
 * from the draft: it loads, undoes to the draft, and plays from the end */
static void
test_mended_draft_history (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = clean_session (board);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) draft = NULL;
  g_autoptr(GBytes) mended = NULL;
  g_autoptr(GmpSession) loaded = NULL;
  g_autoptr(GmpSession) reloaded = NULL;
  guint n_units;

  place_ok (session, "spider", "2", "IND", 0);
  draft = gmp_session_to_bytes (session);
  /* Opened as the editor opens it: the history starts at the draft */
  {
    g_autoptr(GmpScenario) scenario = gmp_scenario_load_bytes (draft, "draft.gmpscenario",
                                                               &error);

    g_assert_no_error (error);
    g_clear_pointer (&scenario->start, gmp_scenario_free);
    g_clear_pointer (&scenario->actions, g_ptr_array_unref);
    scenario->n_done = 0;
    loaded = gmp_session_new (g_steal_pointer (&scenario));
  }
  g_assert_false (gmp_session_check_playable (loaded, NULL));
  n_units = gmp_state_n_units (gmp_session_get_state (loaded));
  {
    GmpAction *action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);

    action->unit = (int) n_units - 1;
    apply_ok (loaded, action);
  }
  g_assert_true (gmp_session_check_playable (loaded, NULL));
  g_assert_false (gmp_session_is_draft (loaded));
  mended = gmp_session_to_bytes (loaded);

  reloaded = gmp_session_load_bytes (mended, "mended.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_false (gmp_scenario_is_draft (gmp_session_get_scenario (reloaded)));
  g_assert_true (gmp_session_undo (reloaded, &error));
  g_assert_no_error (error);
  g_assert_false (gmp_session_check_playable (reloaded, NULL));
  g_assert_true (gmp_session_redo (reloaded, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_play_auto (reloaded, 1, &error));
  g_assert_no_error (error);
}

/* A history that plays from a position that breaks the rules (made by
 * hand: the session never takes such an action) is refused on replay,
 * never played: the game stays as saved */
static void
test_history_play_from_broken_start (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = clean_session (board);
  g_autoptr(GmpSession) broken = clean_session (board);
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpSession) loaded = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 7; i++)
    place_ok (broken, "ant", "1", "DSM", 0);
  scenario = gmp_scenario_copy (gmp_session_get_scenario (session));
  scenario->draft = FALSE;
  scenario->start = gmp_scenario_copy (gmp_session_get_scenario (broken));
  scenario->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_action_free);
  g_ptr_array_add (scenario->actions, gmp_action_new_answer (GMP_ANSWER_RANDOM));
  scenario->n_done = 1;
  bytes = gmp_scenario_to_bytes (scenario);

  loaded = gmp_session_load_bytes (bytes, "hand-made.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_false (gmp_session_undo (loaded, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "cannot be replayed"));
  g_assert_true (gmp_state_equal (gmp_session_get_state (loaded), scenario->state));
}

/* What reads a position (the map's moves, the turn's question) does not
 * break on a draft with every kind of problem, in every phase the editor
 * can set */
static void
test_draft_read_safely (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = clean_session (board);
  const GmpPhase phases[] = {
    GMP_PHASE_SETUP, GMP_PHASE_FADE_IN, GMP_PHASE_ACTION, GMP_PHASE_FADE_OUT,
  };
  GmpAction *action;

  for (guint i = 0; i < 7; i++)
    place_ok (session, "infantry", i < 4 ? "B" : "C", "DSM", 0);
  place_ok (session, "spider", "2", "IND", 0);
  place_ok (session, "guard", NULL, "IND", GMP_GUARD_DRAW);
  for (guint i = 0; i < 5; i++)
    place_ok (session, "guard", NULL, i < 2 ? "MIA" : "TPA", 6);
  for (guint i = 0; i < 5; i++)
    place_ok (session, "tank", "A", "BOS", 0);
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort (board, "WAS");
  action->value = GMP_COMBAT_MAX_FORT_STRENGTH;
  apply_ok (session, action);
  place_ok (session, "infantry", "A", "MSP", 0);

  for (guint p = 0; p < G_N_ELEMENTS (phases); p++)
    {
      const GmpState *state;
      g_autoptr(GmpQuestion) question = NULL;
      g_autoptr(GmpQuestion) raw = NULL;
      g_autoptr(GPtrArray) problems = NULL;

      action = gmp_action_new (GMP_ACTION_SET_TURN);
      action->turn = 4;
      action->place = phases[p];
      apply_ok (session, action);
      state = gmp_session_get_state (session);

      problems = gmp_session_dup_problems (session);
      g_assert_cmpuint (problems->len, >=, 6);
      question = gmp_session_get_question (session);
      g_assert_cmpint (question->kind, ==, GMP_QUESTION_NONE);
      raw = gmp_turn_get_question (state);
      g_assert_nonnull (raw);
      for (guint u = 0; u < gmp_state_n_units (state); u++)
        {
          g_autoptr(GmpMoveOptions) options = gmp_movement_query (state, &u, 1);

          g_assert_nonnull (options);
        }
    }
}

/* The blank page: nothing placed, Forts whole, chits as the board starts
 * them, turn 1 Fade In, no Guard table, a draft */
static void
test_new_empty (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_empty (board, &error);
  g_autoptr(GmpState) fresh = gmp_state_new (board);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  const GmpState *state;

  g_assert_no_error (error);
  state = gmp_session_get_state (session);
  g_assert_cmpuint (gmp_state_n_units (state), ==, 0);
  for (guint i = 0; i < board->n_forts; i++)
    g_assert_cmpuint (state->fort_strength[i], ==, board->forts[i].strength);
  for (guint i = 0; i < board->n_chits; i++)
    {
      g_assert_cmpint (state->chits[i].place, ==, fresh->chits[i].place);
      g_assert_cmpuint (state->chits[i].turn, ==, fresh->chits[i].turn);
    }
  g_assert_cmpuint (state->danger_space, ==, 0);
  g_assert_cmpuint (state->turn, ==, 1);
  g_assert_cmpint (state->phase, ==, GMP_PHASE_FADE_IN);
  g_assert_false (gmp_session_get_scenario (session)->roll_guards_at_start);
  g_assert_true (gmp_scenario_is_draft (gmp_session_get_scenario (session)));
  g_assert_cmpuint (gmp_session_get_n_actions (session), ==, 0);
  g_assert_false (gmp_session_can_undo (session));

  /* Saved: a draft while the page is blank, as the editor left it */
  bytes = gmp_session_to_bytes (session);
  loaded = gmp_scenario_load_bytes (bytes, "empty.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (loaded->state, state));
}

/* "Edit as scenario": the position of a game under way, without its log
 * and history */
static void
test_new_from_position (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) game = gmp_session_new_game (board, gmp_dice_new_seeded (7), 0, &error);
  g_autoptr(GmpSession) scenario = NULL;
  GmpAction *action;

  g_assert_no_error (error);
  action = gmp_action_new (GMP_ACTION_SET_METADATA);
  action->text = g_strdup ("Our game");
  action->text2 = g_strdup ("Bia");
  action->text4 = g_strdup ("pt-BR");
  apply_ok (game, action);
  g_assert_true (gmp_session_play_auto (game, 3, &error));
  g_assert_no_error (error);

  scenario = gmp_session_new_from_position (game, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (gmp_session_get_state (scenario),
                                  gmp_session_get_state (game)));
  g_assert_cmpstr (gmp_session_get_scenario (scenario)->title, ==, "Our game");
  g_assert_cmpstr (gmp_session_get_scenario (scenario)->author, ==, "Bia");
  g_assert_cmpstr (gmp_session_get_scenario (scenario)->language, ==, "pt-BR");
  g_assert_null (gmp_session_get_log (scenario));
  g_assert_cmpuint (gmp_session_get_n_actions (scenario), ==, 0);
  g_assert_false (gmp_session_is_draft (scenario));
  g_assert_false (gmp_scenario_is_draft (gmp_session_get_scenario (scenario)));

  /* It plays on from there, as a scenario of its own */
  g_assert_true (gmp_session_play_auto (scenario, 0, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_turn_is_over (gmp_session_get_state (scenario)));
  /* The game it came from is untouched */
  g_assert_cmpuint (gmp_session_get_state (game)->turn, <=, 4);

  /* A broken position makes a draft: seven Swarm units in one city */
  for (guint i = 0; i < 7; i++)
    apply_ok (game, place (board, "ant", "1", "DSM", 0));
  g_clear_pointer (&scenario, gmp_session_free);
  scenario = gmp_session_new_from_position (game, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_scenario_is_draft (gmp_session_get_scenario (scenario)));
}

/* The palette's "placed / board" */
static void
test_count_counters (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_empty (board, &error);
  g_autoptr(GmpState) setup = gmp_setup_new_game (board, NULL, GMP_SETUP_NO_GUARDS, &error);
  g_autoptr(GArray) counts = NULL;
  g_autoptr(GArray) full = NULL;
  int last_type = -1;
  int last_formation = -2;
  gboolean saw_guard = FALSE;

  g_assert_no_error (error);
  place_ok (session, "tank", "A", "NYC", 0);
  place_ok (session, "tank", "A", "WAS", 0);
  place_ok (session, "guard", NULL, "MIA", GMP_GUARD_DRAW);
  counts = gmp_edit_count_counters (gmp_session_get_state (session));

  for (guint i = 0; i < counts->len; i++)
    {
      const GmpCounterCount *count = &g_array_index (counts, GmpCounterCount, i);
      const GmpUnitType *type = &board->unit_types[count->type];

      /* Board order */
      g_assert_true (count->type > last_type
                     || (count->type == last_type && count->formation > last_formation));
      last_type = count->type;
      last_formation = count->formation;

      if (type->guard)
        {
          saw_guard = TRUE;
          g_assert_cmpint (count->formation, ==, GMP_NONE);
          g_assert_cmpuint (count->placed, ==, 1);
          g_assert_cmpuint (count->available, ==, board->n_guard_pool);
          continue;
        }
      g_assert_cmpint (board->formations[count->formation].side, ==, type->side);
      if (count->type == type_of (board, "tank") && count->formation == formation (board, "A"))
        {
          g_assert_cmpuint (count->placed, ==, 2);
          g_assert_cmpuint (count->available, ==, 3);
        }
      else
        g_assert_cmpuint (count->placed, ==, 0);
    }
  g_assert_true (saw_guard);

  /* The board's own setup holds every counter but the Guards */
  full = gmp_edit_count_counters (setup);
  g_assert_cmpuint (full->len, ==, counts->len);
  for (guint i = 0; i < full->len; i++)
    {
      const GmpCounterCount *count = &g_array_index (full, GmpCounterCount, i);

      if (!board->unit_types[count->type].guard)
        g_assert_cmpuint (count->placed, ==, count->available);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/editor/every-edit", test_every_edit);
  g_test_add_func ("/core/editor/bad-edits", test_bad_edits);
  g_test_add_func ("/core/editor/problem-kinds", test_problem_kinds);
  g_test_add_func ("/core/editor/check-playable", test_check_playable);
  g_test_add_func ("/core/editor/draft-files", test_draft_files);
  g_test_add_func ("/core/editor/mended-draft-history", test_mended_draft_history);
  g_test_add_func ("/core/editor/history-from-broken-start", test_history_play_from_broken_start);
  g_test_add_func ("/core/editor/draft-read-safely", test_draft_read_safely);
  g_test_add_func ("/core/editor/new-empty", test_new_empty);
  g_test_add_func ("/core/editor/new-from-position", test_new_from_position);
  g_test_add_func ("/core/editor/count-counters", test_count_counters);

  return g_test_run ();
}
