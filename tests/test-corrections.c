/* test-corrections.c: the referee's corrections in the game's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every edit of the position applied to a game under way adds one
 * "correction" entry saying what changed; a scenario not started and the
 * metadata add none; undo takes the entry back and redo brings it back to
 * the byte; a saved game loads with the same log, even one the referee set
 * back to an earlier turn; the text is translated.
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include "core/gmp-i18n.h"

#include "core/gmp-core.h"

#include "test-util.h"

static int
city (GmpBoard   *board,
      const char *id)
{
  int c = gmp_board_find_city (board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

static GmpSession *
new_game (GmpBoard *board)
{
  g_autoptr(GError) error = NULL;
  GmpSession *session = gmp_session_new_game (board, gmp_dice_new_seeded (7),
                                              GMP_SETUP_DEFAULT, &error);

  g_assert_no_error (error);
  g_assert_nonnull (gmp_session_get_log (session));
  g_assert_cmpint (gmp_session_get_state (session)->phase, !=, GMP_PHASE_SETUP);
  return session;
}

static guint
n_entries (GmpSession *session)
{
  const GmpLog *log = gmp_session_get_log (session);

  return log != NULL ? gmp_log_get_n_entries (log) : 0;
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

/* The position and its log, without the history */
static GBytes *
position_bytes (GmpSession *session)
{
  /* Whether it is a draft is worked out when asked, as test-editor.c does */
  gmp_session_is_draft (session);
  return gmp_scenario_to_bytes (gmp_session_get_scenario (session));
}

/* Applies action (taken) to a game under way: one correction entry reading
 * expected, with params saved as expected_params; undone to the byte and
 * redone to the byte. */
static void
check_correction (GmpSession *session,
                  GmpAction  *action,
                  const char *expected,
                  const char *expected_params)
{
  g_autoptr(GmpAction) owned = action;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) before = position_bytes (session);
  g_autoptr(GBytes) after = NULL;
  g_autoptr(GBytes) undone = NULL;
  g_autoptr(GBytes) redone = NULL;
  g_autofree char *text = NULL;
  g_autofree char *params = NULL;
  g_autofree char *undo = NULL;
  guint n = n_entries (session);
  const GmpLogEntry *entry;
  gboolean ok;

  ok = gmp_session_apply (session, owned, &error);
  g_assert_no_error (error);
  g_assert_true (ok);
  g_assert_cmpuint (n_entries (session), ==, n + 1);
  entry = gmp_log_get_entry (gmp_session_get_log (session), n);
  g_assert_cmpint (entry->kind, ==, GMP_LOG_CORRECTION);
  g_assert_cmpstr (gmp_log_kind_to_string (entry->kind), ==, "correction");
  text = gmp_log_entry_to_string (entry, gmp_session_get_board (session));
  g_assert_cmpstr (text, ==, expected);
  params = gmp_log_entry_params_to_string (entry, gmp_session_get_board (session));
  g_assert_cmpstr (params, ==, expected_params);
  g_assert_true (gmp_log_entry_check (entry, gmp_session_get_board (session), &error));
  g_assert_no_error (error);
  /* The undo toast says what the entry says */
  undo = gmp_session_describe_undo (session);
  g_assert_cmpstr (undo, ==, expected);
  after = gmp_session_to_bytes (session);

  g_assert_true (gmp_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_entries (session), ==, n);
  /* The position and its log as they were; the file keeps the undone edit
   * to redo */
  undone = position_bytes (session);
  assert_bytes_equal (undone, before);
  g_assert_true (gmp_session_redo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_entries (session), ==, n + 1);
  redone = gmp_session_to_bytes (session);
  assert_bytes_equal (redone, after);
}

/* The file a session saves, loaded and saved again, is the same to the byte,
 * with the same log */
static void
check_round_trip (GmpSession *session)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = gmp_session_to_bytes (session);
  g_autoptr(GmpSession) loaded = gmp_session_load_bytes (bytes, "corrections.gmpscenario", &error);
  g_autoptr(GBytes) again = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  again = gmp_session_to_bytes (loaded);
  assert_bytes_equal (again, bytes);
  g_assert_true (gmp_log_equal (gmp_session_get_log (loaded), gmp_session_get_log (session)));
  /* And its history replays to the same log */
  g_assert_true (gmp_session_go_to (loaded, 0, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_session_go_to (loaded, gmp_session_get_n_actions (loaded), &error));
  g_assert_no_error (error);
  g_assert_true (gmp_log_equal (gmp_session_get_log (loaded), gmp_session_get_log (session)));
}

/* A unit of the state on the map, of the side's type given, other than skip */
static guint
find_unit (const GmpState *state,
           const char     *type_id,
           int             skip)
{
  int type = gmp_board_find_unit_type (state->board, type_id);

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);

      if ((int) unit->type == type && unit->place == GMP_PLACE_MAP && (int) id != skip)
        return id;
    }
  g_assert_not_reached ();
}

static void
test_every_correction (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = new_game (board);
  const GmpState *state = gmp_session_get_state (session);
  int chi = city (board, "CHI"), dtw = city (board, "DTW"), tul = city (board, "TUL");
  int fort_chi = gmp_board_fort_at (board, (guint) chi);
  guint tank, ant, guard, n;
  g_autofree char *expected = NULL;
  g_autofree char *params = NULL;
  GmpAction *action;

  use_language ("");

  /* Placed: a Tank of formation A in Chicago, a Guard in Tulsa */
  n = state->units->len;
  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = gmp_board_find_unit_type (board, "tank");
  action->formation = gmp_board_find_formation (board, "A");
  action->city = chi;
  expected = g_strdup_printf ("Referee’s correction: Tank A placed in Chicago.");
  params = g_strdup_printf ("unit-placed %u CHI tank A", n);
  check_correction (session, action, expected, params);
  tank = n;
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = gmp_board_find_unit_type (board, "guard");
  action->formation = GMP_NONE;
  action->city = tul;
  action->value = GMP_GUARD_UNKNOWN;
  expected = g_strdup_printf ("Referee’s correction: National Guard placed in Tulsa.");
  params = g_strdup_printf ("unit-placed %u TUL guard", n + 1);
  check_correction (session, action, expected, params);
  guard = n + 1;
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  /* Moved, then flipped where it stands, then set aside and back */
  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = (int) tank;
  action->city = dtw;
  expected = g_strdup_printf ("Referee’s correction: Tank A moved from Chicago to Detroit.");
  params = g_strdup_printf ("unit-moved %u CHI DTW tank A", tank);
  check_correction (session, action, expected, params);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  ant = find_unit (state, "ant", -1);
  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = (int) ant;
  action->city = g_array_index (state->units, GmpUnit, ant).city;
  action->value = 1;
  {
    const GmpUnit *u = &g_array_index (state->units, GmpUnit, ant);

    expected = g_strdup_printf ("Referee’s correction: Ant %s in %s flipped to its Reduced "
                                "side.", board->formations[u->formation].id,
                                board->cities[u->city].name);
    params = g_strdup_printf ("unit-flipped %u %s 1 ant %s", ant, board->cities[u->city].id,
                              board->formations[u->formation].id);
  }
  check_correction (session, action, expected, params);
  g_assert_true (g_array_index (state->units, GmpUnit, ant).reduced);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = (int) tank;
  action->city = GMP_NONE;
  action->place = GMP_PLACE_RESERVE;
  expected = g_strdup_printf ("Referee’s correction: Tank A in Detroit put in reserve.");
  params = g_strdup_printf ("unit-off-map %u DTW %d tank A", tank, GMP_PLACE_RESERVE);
  check_correction (session, action, expected, params);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = (int) tank;
  action->city = chi;
  expected = g_strdup_printf ("Referee’s correction: Tank A put on the map in Chicago.");
  params = g_strdup_printf ("unit-moved %u - CHI tank A", tank);
  check_correction (session, action, expected, params);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  /* An Ant to the Time Track (Rules note 16) */
  action = gmp_action_new (GMP_ACTION_SET_UNIT);
  action->unit = (int) ant;
  action->city = GMP_NONE;
  action->place = GMP_PLACE_TIME_TRACK;
  action->turn = 4;
  action->value = 1;
  {
    const GmpUnit *u = &g_array_index (state->units, GmpUnit, ant);

    expected = g_strdup_printf ("Referee’s correction: Ant %s in %s put on the Time Track, "
                                "turn 4.", board->formations[u->formation].id,
                                board->cities[u->city].name);
    params = g_strdup_printf ("unit-delayed %u %s 4 ant %s", ant, board->cities[u->city].id,
                              board->formations[u->formation].id);
  }
  check_correction (session, action, expected, params);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  /* The Guard face up, showing its value, then face down: its side hidden */
  action = gmp_action_new (GMP_ACTION_SET_GUARD);
  action->unit = (int) guard;
  action->value = 5;
  action->flag = TRUE;
  expected = g_strdup_printf ("Referee’s correction: National Guard in Tulsa turned face up, "
                              "showing 5+.");
  params = g_strdup_printf ("guard-set %u TUL 1 5", guard);
  check_correction (session, action, expected, params);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  action = gmp_action_new (GMP_ACTION_SET_GUARD);
  action->unit = (int) guard;
  action->value = 4;
  expected = g_strdup_printf ("Referee’s correction: National Guard in Tulsa turned face "
                              "down.");
  params = g_strdup_printf ("guard-set %u TUL", guard);
  check_correction (session, action, expected, params);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  /* Forts by their city's id */
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort_chi;
  action->value = 1;
  check_correction (session, action, "Referee’s correction: Chicago’s Fort set to strength 1.",
                    "fort-set CHI 2 1");
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = fort_chi;
  action->value = 0;
  check_correction (session, action, "Referee’s correction: Chicago’s Fort set to strength 0: "
                    "destroyed (Rules note 19).", "fort-set CHI 1");

  /* Chits by id */
  action = gmp_action_new (GMP_ACTION_SET_CHIT);
  action->chit = gmp_board_find_chit (board, "swarm-1");
  action->place = GMP_CHIT_ON_TIME_TRACK;
  action->turn = 3;
  check_correction (session, action, "Referee’s correction: Swarm 1 put on the Time Track, turn 3.",
                    "chit-set swarm-1 1 3");
  action = gmp_action_new (GMP_ACTION_SET_CHIT);
  action->chit = gmp_board_find_chit (board, "swarm-1");
  action->place = GMP_CHIT_IN_CUP;
  check_correction (session, action, "Referee’s correction: Swarm 1 put in the cup.",
                    "chit-set swarm-1");

  action = gmp_action_new (GMP_ACTION_SET_DANGER);
  action->value = 2;
  params = g_strdup_printf ("danger-set %u 2", state->danger_space);
  check_correction (session, action, "Referee’s correction: the Danger marker set to space 3.",
                    params);
  g_clear_pointer (&params, g_free);

  action = gmp_action_new (GMP_ACTION_SET_GUARD_RULE);
  action->flag = TRUE;
  check_correction (session, action, "Referee’s correction: the National Guard table is rolled "
                    "at the start (Rules note 3).", "guard-rule-set 1");

  /* Removed: a unit the game named is eliminated, so no id moves */
  n = state->units->len;
  action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);
  action->unit = (int) tank;
  expected = g_strdup_printf ("Referee’s correction: Tank A removed from Chicago.");
  params = g_strdup_printf ("unit-removed %u CHI tank A", tank);
  check_correction (session, action, expected, params);
  g_assert_cmpuint (state->units->len, ==, n);
  g_assert_cmpint (g_array_index (state->units, GmpUnit, tank).place, ==, GMP_PLACE_ELIMINATED);
  g_clear_pointer (&expected, g_free);
  g_clear_pointer (&params, g_free);

  /* The turn, last: it is logged at the turn it sets */
  action = gmp_action_new (GMP_ACTION_SET_TURN);
  action->turn = 4;
  action->place = GMP_PHASE_ACTION;
  check_correction (session, action, "Referee’s correction: turn 4, Action.", "turn-set 4 action");
  g_assert_cmpuint (gmp_log_get_entry (gmp_session_get_log (session),
                                       n_entries (session) - 1)->turn, ==, 4);

  check_round_trip (session);

  /* Set back: the entries of turn 4 stay before it, and the game loads */
  action = gmp_action_new (GMP_ACTION_SET_TURN);
  action->turn = 2;
  action->place = GMP_PHASE_FADE_IN;
  check_correction (session, action, "Referee’s correction: turn 2, Fade In.",
                    "turn-set 2 fade-in");
  check_round_trip (session);
}

/* The title and description are no part of the position */
static void
test_metadata_not_logged (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = new_game (board);
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_METADATA);
  g_autoptr(GError) error = NULL;
  guint n = n_entries (session);

  action->text = g_strdup ("Hold the line");
  action->text2 = g_strdup ("Ana");
  g_assert_true (gmp_session_apply (session, action, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_entries (session), ==, n);
  g_assert_cmpstr (gmp_session_get_scenario (session)->title, ==, "Hold the line");
}

/* The editor's blank page has no log: setting a scenario up logs nothing.
 * A game set back to its setup phase is a scenario again. */
static void
test_not_started_not_logged (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) empty = gmp_session_new_empty (board, &error);
  g_autoptr(GmpSession) game = NULL;
  GmpAction *action;
  guint n;

  g_assert_no_error (error);
  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = gmp_board_find_unit_type (board, "tank");
  action->formation = gmp_board_find_formation (board, "A");
  action->city = city (board, "CHI");
  g_assert_true (gmp_session_apply (empty, action, &error));
  g_assert_no_error (error);
  gmp_action_free (action);
  g_assert_cmpuint (n_entries (empty), ==, 0);
  /* Nothing named it: it leaves the scenario */
  action = gmp_action_new (GMP_ACTION_REMOVE_UNIT);
  action->unit = 0;
  g_assert_true (gmp_session_apply (empty, action, &error));
  g_assert_no_error (error);
  gmp_action_free (action);
  g_assert_cmpuint (gmp_session_get_state (empty)->units->len, ==, 0);
  g_assert_cmpuint (n_entries (empty), ==, 0);

  game = new_game (board);
  action = gmp_action_new (GMP_ACTION_SET_TURN);
  action->turn = 1;
  action->place = GMP_PHASE_SETUP;
  g_assert_true (gmp_session_apply (game, action, &error));
  g_assert_no_error (error);
  gmp_action_free (action);
  n = n_entries (game);
  action = gmp_action_new (GMP_ACTION_SET_DANGER);
  action->value = 1;
  g_assert_true (gmp_session_apply (game, action, &error));
  g_assert_no_error (error);
  gmp_action_free (action);
  g_assert_cmpuint (n_entries (game), ==, n);
}

/* A log entry from a later turn than the game's is refused, unless the
 * referee set the turn back after it */
static GmpScenario *
load_with_entries (GmpSession  *session,
                   const char  *entries,
                   GError     **error)
{
  g_autoptr(GBytes) bytes = position_bytes (session);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_auto(GStrv) parts = g_strsplit (text, "  </log>", 2);
  g_autofree char *edited = NULL;
  g_autoptr(GBytes) edited_bytes = NULL;

  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  edited = g_strconcat (parts[0], entries, "  </log>", parts[1], NULL);
  edited_bytes = g_bytes_new (edited, strlen (edited));
  return gmp_scenario_load_bytes (edited_bytes, "later.gmpscenario", error);
}

static void
test_turn_set_back_file (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = new_game (board);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) refused = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  const char *later = "    <entry turn=\"3\" phase=\"action\" kind=\"chits-to-cup\" params=\"2\"/>\n";

  refused = load_with_entries (session, later, &error);
  g_assert_null (refused);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "from turn 3"));
  g_clear_error (&error);

  /* Set back to turn 1 afterwards: the game is at turn 1 again */
  {
    g_autofree char *entries =
      g_strconcat (later, "    <entry turn=\"1\" phase=\"action\" kind=\"correction\" "
                   "params=\"turn-set 1 action\"/>\n", NULL);

    loaded = load_with_entries (session, entries, &error);
  }
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_cmpuint (gmp_log_get_n_entries (loaded->log), ==, n_entries (session) + 2);

  /* But not an entry later than the game after the last correction */
  {
    g_autoptr(GmpScenario) again = NULL;
    g_autofree char *entries =
      g_strconcat ("    <entry turn=\"1\" phase=\"action\" kind=\"correction\" "
                   "params=\"turn-set 1 action\"/>\n", later, NULL);

    again = load_with_entries (session, entries, &error);
    g_assert_null (again);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  }
}

/* The text is the reader's language; the file is the same */
static void
test_portuguese (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpSession) session = new_game (board);
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_FORT);
  g_autoptr(GmpAction) turn = gmp_action_new (GMP_ACTION_SET_TURN);
  g_autoptr(GError) error = NULL;
  const GmpLog *log = gmp_session_get_log (session);
  g_autofree char *fort = NULL;
  g_autofree char *text = NULL;
  guint n = n_entries (session);

  action->fort = gmp_board_fort_at (board, (guint) city (board, "CHI"));
  action->value = 2;
  g_assert_true (gmp_session_apply (session, action, &error));
  g_assert_no_error (error);
  turn->turn = 4;
  turn->place = GMP_PHASE_ACTION;
  g_assert_true (gmp_session_apply (session, turn, &error));
  g_assert_no_error (error);

  use_language ("pt_BR");
  fort = gmp_log_entry_to_string (gmp_log_get_entry (log, n), board);
  text = gmp_log_entry_to_string (gmp_log_get_entry (log, n + 1), board);
  use_language ("");
  g_assert_cmpstr (fort, ==, "Correção do árbitro: Fort em Chicago com força 2.");
  g_assert_cmpstr (text, ==, "Correção do árbitro: turno 4, Action.");
}

int
main (int   argc,
      char *argv[])
{
  test_bind_translations ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/core/corrections/every-edit", test_every_correction);
  g_test_add_func ("/core/corrections/metadata", test_metadata_not_logged);
  g_test_add_func ("/core/corrections/not-started", test_not_started_not_logged);
  g_test_add_func ("/core/corrections/turn-set-back-file", test_turn_set_back_file);
  g_test_add_func ("/core/corrections/pt-BR", test_portuguese);

  return g_test_run ();
}
