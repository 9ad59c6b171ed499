/* test-scenario.c: .gmpscenario load and save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gstdio.h>

#include "core/gmp-core.h"

static GmpBoard *
default_board (void)
{
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

static GmpScenario *
new_game_scenario (guint64 seed)
{
  g_autoptr(GmpBoard) board = default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  GmpState *state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);

  g_assert_no_error (error);
  return gmp_scenario_new (state);
}

static GmpScenario *
load_text (const char  *text,
           GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return gmp_scenario_load_bytes (bytes, "test.gmpscenario", error);
}

/* save -> load -> save: the same bytes, and the same state */
static void
assert_round_trip (const GmpScenario *scenario)
{
  g_autoptr(GBytes) first = gmp_scenario_to_bytes (scenario);
  g_autoptr(GBytes) second = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = gmp_scenario_load_bytes (first, "first.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_true (gmp_state_equal (scenario->state, loaded->state));
  g_assert_cmpstr (loaded->title, ==, scenario->title != NULL ? scenario->title : "");
  g_assert_cmpstr (loaded->author, ==, scenario->author);
  g_assert_cmpstr (loaded->description, ==, scenario->description);
  g_assert_cmpint (loaded->roll_guards_at_start, ==, scenario->roll_guards_at_start);

  second = gmp_scenario_to_bytes (loaded);
  g_assert_cmpmem (g_bytes_get_data (first, NULL), g_bytes_get_size (first),
                   g_bytes_get_data (second, NULL), g_bytes_get_size (second));
}

static void
test_default_round_trip (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (2050);
  g_autoptr(GBytes) bytes = gmp_scenario_to_bytes (scenario);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  /* The shape DESIGN.md describes, pretty-printed UTF-8 */
  g_assert_true (g_str_has_prefix (text, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                         "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
                                         "  <title></title>\n"));
  g_assert_nonnull (strstr (text, "  <turn number=\"1\" phase=\"action\" step=\"0\"/>\n"));
  g_assert_nonnull (strstr (text, "    <unit type=\"ant\" formation=\"1\" city=\"MSP\"/>\n"));
  g_assert_nonnull (strstr (text,
                            "    <unit type=\"tank\" formation=\"CAN\" place=\"reserve\"/>\n"));
  g_assert_nonnull (strstr (text, "    <fort city=\"NYC\" strength=\"3\"/>\n"));
  g_assert_nonnull (strstr (text, "    <chit id=\"nuclear\" place=\"time-track\" turn=\"2\"/>\n"));
  g_assert_nonnull (strstr (text, "  <danger space=\"0\"/>\n"));
  g_assert_true (g_str_has_suffix (text, "</scenario>\n"));

  assert_round_trip (scenario);
}

static void
test_same_state_same_bytes (void)
{
  g_autoptr(GmpScenario) a = new_game_scenario (5);
  g_autoptr(GmpScenario) b = new_game_scenario (5);
  g_autoptr(GBytes) ba = gmp_scenario_to_bytes (a);
  g_autoptr(GBytes) bb = gmp_scenario_to_bytes (b);

  g_assert_true (g_bytes_equal (ba, bb));
}

/* Every field away from its default survives a save and a load */
static void
test_every_field (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (9);
  GmpState *state = scenario->state;
  const GmpBoard *board = state->board;
  g_autoptr(GError) error = NULL;
  GmpUnit *unit;
  int chi = gmp_board_find_city (board, "CHI");
  int dsm = gmp_board_find_city (board, "DSM");
  int msp = gmp_board_find_city (board, "MSP");
  int fra = gmp_board_find_formation (board, "FRA");
  guint id;

  scenario->title = g_strdup ("Fête à <Chicago> & “friends”");
  scenario->author = g_strdup ("Ana Lúcia");
  scenario->description = g_strdup ("  Line one\nline two\r\nwith\ttab and ]]> and 日本  ");
  scenario->roll_guards_at_start = TRUE;

  state->turn = 7;
  state->phase = GMP_PHASE_FADE_OUT;
  state->step = 3;
  state->ends_drawn = 2;
  state->active_formation = gmp_board_find_formation (board, "B");
  state->activated = (1u << gmp_board_find_formation (board, "1"))
                     | (1u << gmp_board_find_formation (board, "B"));
  state->allied_nation = fra;
  state->danger_space = board->n_danger - 1;
  state->danger_face = gmp_board_find_chit (board, "nuclear");
  state->fort_strength[gmp_board_fort_at (board, chi)] = 1;
  state->fort_strength[gmp_board_fort_at (board, gmp_board_find_city (board, "MEM"))] = 0;

  state->chits[gmp_board_find_chit (board, "tectonic")].place = GMP_CHIT_USED;
  state->chits[gmp_board_find_chit (board, "tectonic")].turn = 0;
  state->chits[gmp_board_find_chit (board, "nuclear")].place = GMP_CHIT_REMOVED;
  state->chits[gmp_board_find_chit (board, "nuclear")].turn = 0;
  state->chits[gmp_board_find_chit (board, "canadian")].place = GMP_CHIT_REMOVED;
  state->chits[gmp_board_find_chit (board, "canadian")].turn = 0;
  state->chits[gmp_board_find_chit (board, "french")].place = GMP_CHIT_DRAWN;
  state->chits[gmp_board_find_chit (board, "french")].turn = 0;
  state->chits[gmp_board_find_chit (board, "latin")].place = GMP_CHIT_ON_TIME_TRACK;
  state->chits[gmp_board_find_chit (board, "latin")].turn = 9;
  state->chits[gmp_board_find_chit (board, "human-a")].place = GMP_CHIT_HELD;
  state->chits[gmp_board_find_chit (board, "drone")].place = GMP_CHIT_IN_HAND;
  state->chits[gmp_board_find_chit (board, "end-1")].place = GMP_CHIT_DRAWN;
  state->chits[gmp_board_find_chit (board, "end-2")].place = GMP_CHIT_DRAWN;

  /* A Swarm unit with every bookkeeping flag set, in a city it moved into */
  unit = gmp_state_get_unit (state, 0);
  unit->city = dsm;
  unit->reduced = TRUE;
  unit->moved_from = msp;
  unit->mp_used = 2;
  unit->moved = TRUE;
  unit->stopped = TRUE;
  unit->retreated_in = TRUE;
  unit->advanced = TRUE;
  unit->pending_move = TRUE;

  /* A move that waits for Guard values (Rules note 9) and an FX's extra MP */
  state->move_pending = TRUE;
  state->move_pending_city = dsm;
  state->move_pending_to = chi;
  state->fx_mp = 1;
  state->fx_mp_formation = gmp_board_find_formation (board, "2");

  /* Off-map places */
  gmp_state_get_unit (state, 1)->place = GMP_PLACE_TIME_TRACK;
  gmp_state_get_unit (state, 1)->city = GMP_NONE;
  gmp_state_get_unit (state, 1)->turn = 9;
  gmp_state_get_unit (state, 2)->place = GMP_PLACE_RETURNING;
  gmp_state_get_unit (state, 2)->city = GMP_NONE;
  gmp_state_get_unit (state, 3)->place = GMP_PLACE_ELIMINATED;
  gmp_state_get_unit (state, 3)->city = GMP_NONE;

  /* Guards of every kind of value */
  id = gmp_state_add_unit (state, board->guard_type, GMP_NONE, gmp_board_find_city (board, "BOS"));
  gmp_state_get_unit (state, id)->guard_value = 5;
  gmp_state_get_unit (state, id)->revealed = TRUE;
  id = gmp_state_add_unit (state, board->guard_type, GMP_NONE, gmp_board_find_city (board, "BOS"));
  gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_BLANK;
  id = gmp_state_add_unit (state, board->guard_type, GMP_NONE, gmp_board_find_city (board, "PHL"));
  gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_DRAW;
  id = gmp_state_add_unit (state, board->guard_type, GMP_NONE, gmp_board_find_city (board, "PHL"));
  gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_UNKNOWN;

  /* A unit of the Allied nation that came, on the map */
  for (guint i = 0; i < state->units->len; i++)
    {
      unit = gmp_state_get_unit (state, i);
      if (unit->formation == fra && unit->place == GMP_PLACE_RESERVE)
        {
          unit->place = GMP_PLACE_MAP;
          unit->city = gmp_board_find_city (board, "YUL");
          break;
        }
    }

  gmp_state_check (state, &error);
  g_assert_no_error (error);
  assert_round_trip (scenario);

  /* And a finished game */
  state->phase = GMP_PHASE_GAME_OVER;
  state->winner = GMP_WINNER_SWARM;
  state->end_reason = GMP_END_KEY_CITIES;
  gmp_state_check (state, &error);
  g_assert_no_error (error);
  assert_round_trip (scenario);
}

/* What a person writes by hand: board defaults fill what is left out */
static void
test_minimal (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpBoard) board = default_board ();
  g_autoptr(GmpState) fresh = gmp_state_new (board);
  const GmpUnit *unit;

  scenario = load_text ("<?xml version=\"1.0\"?>\n"
                        "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
                        "  <title>Last stand</title>\n"
                        "  <turn number=\"4\" phase=\"action\"/>\n"
                        "  <units>\n"
                        "    <unit type=\"spider\" formation=\"2\" city=\"STL\""
                        " reduced=\"true\"/>\n"
                        "    <unit type=\"guard\" city=\"BNA\"/>\n"
                        "  </units>\n"
                        "</scenario>\n", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (scenario->title, ==, "Last stand");
  g_assert_null (scenario->author);
  g_assert_false (scenario->roll_guards_at_start);
  g_assert_cmpuint (scenario->state->turn, ==, 4);
  g_assert_cmpuint (gmp_state_n_units (scenario->state), ==, 2);

  unit = gmp_state_get_unit (scenario->state, 0);
  g_assert_cmpint (unit->place, ==, GMP_PLACE_MAP);
  g_assert_cmpint (unit->city, ==, gmp_board_find_city (board, "STL"));
  g_assert_true (unit->reduced);
  unit = gmp_state_get_unit (scenario->state, 1);
  g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_UNKNOWN);

  for (guint i = 0; i < board->n_forts; i++)
    g_assert_cmpuint (scenario->state->fort_strength[i], ==, board->forts[i].strength);
  for (guint i = 0; i < board->n_chits; i++)
    {
      /* Tectonic Telekinesis and Nuclear entered the cup on turn 2 (Rules note 2) */
      if (fresh->chits[i].place == GMP_CHIT_ON_TIME_TRACK && fresh->chits[i].turn <= 4)
        g_assert_cmpint (scenario->state->chits[i].place, ==, GMP_CHIT_IN_CUP);
      else
        g_assert_cmpint (scenario->state->chits[i].place, ==, fresh->chits[i].place);
    }

  assert_round_trip (scenario);
}

static void
test_save_file (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (1);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-scenario-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.gmpscenario", NULL);
  g_autofree char *bad = g_build_filename (dir, "missing", "game.gmpscenario", NULL);
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GBytes) expected = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  g_assert_no_error (error);
  scenario->title = g_strdup ("Saved");

  /* Overwrites an existing file */
  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_true (gmp_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);

  loaded = gmp_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded->title, ==, "Saved");
  g_assert_true (gmp_state_equal (loaded->state, scenario->state));

  /* The file holds exactly what gmp_scenario_to_bytes() gives */
  expected = gmp_scenario_to_bytes (scenario);
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpmem (contents, length,
                   g_bytes_get_data (expected, NULL), g_bytes_get_size (expected));

  /* A folder that does not exist: an error, and nothing else happens */
  g_assert_false (gmp_scenario_save_file (scenario, bad, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_clear_error (&error);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_state_check (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (3);
  GmpState *state = scenario->state;
  const GmpBoard *board = state->board;
  int chi = gmp_board_find_city (board, "CHI");
  int msp = gmp_board_find_city (board, "MSP");
  g_autoptr(GError) error = NULL;

  /* Chicago: 3 Human units + a Fort of strength 2; three more make 8 > 6 */
  for (guint i = 0; i < 3; i++)
    gmp_state_add_unit (state, gmp_board_find_unit_type (board, "infantry"),
                        gmp_board_find_formation (board, "A"), chi);
  g_assert_cmpuint (gmp_state_stack_count (state, chi, GMP_SIDE_HUMANS), ==, 8);
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Chicago"));
  g_assert_nonnull (strstr (error->message, "Rules note 7"));
  g_clear_error (&error);

  /* A destroyed Fort no longer counts (Rules note 19) */
  state->fort_strength[gmp_board_fort_at (board, chi)] = 0;
  g_assert_cmpuint (gmp_state_stack_count (state, chi, GMP_SIDE_HUMANS), ==, 6);
  g_assert_true (gmp_state_check (state, &error));
  g_assert_no_error (error);

  /* A Guard value on a unit that is not a Guard */
  gmp_state_get_unit (state, 0)->guard_value = 5;
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_clear_error (&error);
  gmp_state_get_unit (state, 0)->guard_value = GMP_GUARD_BLANK;

  /* A reserve unit with a city */
  for (guint i = 0; i < state->units->len; i++)
    if (gmp_state_get_unit (state, i)->place == GMP_PLACE_RESERVE)
      {
        gmp_state_get_unit (state, i)->city = msp;
        g_assert_false (gmp_state_check (state, &error));
        g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
        g_clear_error (&error);
        gmp_state_get_unit (state, i)->city = GMP_NONE;
        break;
      }

  /* A Time Track turn past the end of the game */
  gmp_state_get_unit (state, 0)->place = GMP_PLACE_TIME_TRACK;
  gmp_state_get_unit (state, 0)->city = GMP_NONE;
  gmp_state_get_unit (state, 0)->turn = board->rules.turns + 1;
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Rules note 16"));
  g_clear_error (&error);
  gmp_state_get_unit (state, 0)->turn = 3;
  g_assert_true (gmp_state_check (state, NULL));

  /* Fort strength above its start */
  state->fort_strength[0] = board->forts[0].strength + 1;
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Rules note 19"));
}

static void
test_enemy_cities (void)
{
  g_autoptr(GmpBoard) board = default_board ();
  g_autoptr(GmpState) state = gmp_state_new (board);
  int chi = gmp_board_find_city (board, "CHI");
  int dsm = gmp_board_find_city (board, "DSM");
  int ant = gmp_board_find_unit_type (board, "ant");
  int inf = gmp_board_find_unit_type (board, "infantry");

  /* An empty city is enemy to nobody */
  g_assert_false (gmp_state_city_is_enemy (state, dsm, GMP_SIDE_SWARM));
  g_assert_false (gmp_state_city_is_enemy (state, dsm, GMP_SIDE_HUMANS));
  /* An undestroyed Fort is always enemy to the Swarm */
  g_assert_true (gmp_state_city_is_enemy (state, chi, GMP_SIDE_SWARM));
  g_assert_false (gmp_state_city_is_enemy (state, chi, GMP_SIDE_HUMANS));

  gmp_state_add_unit (state, ant, gmp_board_find_formation (board, "1"), dsm);
  g_assert_true (gmp_state_city_is_enemy (state, dsm, GMP_SIDE_HUMANS));
  g_assert_false (gmp_state_city_is_enemy (state, dsm, GMP_SIDE_SWARM));
  /* Contested: enemy to nobody */
  gmp_state_add_unit (state, inf, gmp_board_find_formation (board, "A"), dsm);
  g_assert_false (gmp_state_city_is_enemy (state, dsm, GMP_SIDE_HUMANS));
  g_assert_false (gmp_state_city_is_enemy (state, dsm, GMP_SIDE_SWARM));

  /* A destroyed Fort is just a city */
  state->fort_strength[gmp_board_fort_at (board, chi)] = 0;
  g_assert_false (gmp_state_city_is_enemy (state, chi, GMP_SIDE_SWARM));
  g_assert_false (gmp_state_has_fort (state, chi));
  g_assert_true (gmp_state_fort_destroyed (state, gmp_board_fort_at (board, chi)));
  g_assert_cmpuint (gmp_state_destroyed_key_cities (state), ==, 0);
  state->fort_strength[gmp_board_fort_at (board, gmp_board_find_city (board, "NYC"))] = 0;
  g_assert_cmpuint (gmp_state_destroyed_key_cities (state), ==, 1);
}

static void
test_copy_equal (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (4);
  g_autoptr(GmpScenario) copy = gmp_scenario_copy (scenario);

  g_assert_true (gmp_state_equal (scenario->state, copy->state));
  g_assert_true (scenario->state->units != copy->state->units);
  gmp_state_get_unit (copy->state, 5)->stopped = TRUE;
  g_assert_false (gmp_state_equal (scenario->state, copy->state));
  gmp_state_get_unit (copy->state, 5)->stopped = FALSE;
  copy->state->chits[0].place = GMP_CHIT_DRAWN;
  g_assert_false (gmp_state_equal (scenario->state, copy->state));
  g_assert_cmpint (scenario->state->chits[0].place, ==, GMP_CHIT_IN_CUP);
}

static void
test_strings (void)
{
  for (GmpPhase p = GMP_PHASE_SETUP; p <= GMP_PHASE_GAME_OVER; p++)
    {
      GmpPhase back;

      g_assert_true (gmp_phase_from_string (gmp_phase_to_string (p), &back));
      g_assert_cmpint (back, ==, p);
      g_assert_nonnull (gmp_phase_get_name (p));
    }
  g_assert_cmpstr (gmp_phase_to_string (GMP_PHASE_FADE_IN), ==, "fade-in");
  g_assert_cmpstr (gmp_phase_get_name (GMP_PHASE_FADE_IN), ==, "Fade In");

  for (GmpPlace p = GMP_PLACE_MAP; p <= GMP_PLACE_ELIMINATED; p++)
    {
      GmpPlace back;

      g_assert_true (gmp_place_from_string (gmp_place_to_string (p), &back));
      g_assert_cmpint (back, ==, p);
    }
  for (GmpChitPlace p = GMP_CHIT_IN_CUP; p <= GMP_CHIT_REMOVED; p++)
    {
      GmpChitPlace back;

      g_assert_true (gmp_chit_place_from_string (gmp_chit_place_to_string (p), &back));
      g_assert_cmpint (back, ==, p);
    }
  {
    GmpPhase phase;
    GmpChitPlace place;

    g_assert_false (gmp_phase_from_string ("Action", &phase));
    g_assert_false (gmp_phase_from_string (NULL, &phase));
    g_assert_false (gmp_chit_place_from_string ("hand", &place));
  }
}

/* The log's entries of what happened to whom (a unit hit, a Fort's lost
 * strength, the Danger marker's move, a blank Guard removed, the victory
 * check; rules notes 9, 12, 19, 21, 22) are saved by their stable names and
 * load back the same; a parameter out of range is refused. */
static void
test_log_what_to_whom (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (5);
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) again = NULL;
  g_autoptr(GError) error = NULL;
  GmpBoard *board = scenario->state->board;
  int stl = gmp_board_find_city (board, "STL");
  int nuclear = gmp_board_find_chit (board, "nuclear");
  int infantry = gmp_board_find_unit_type (board, "infantry");
  int formation = gmp_board_find_formation (board, "B");
  const GmpLogEntry entries[] = {
    { 2, GMP_PHASE_ACTION, GMP_LOG_UNIT_HIT,
      { 3, stl, 1, 0, GMP_LOG_UNIT_TYPE (infantry), GMP_LOG_UNIT_FORMATION (formation) } },
    { 2, GMP_PHASE_ACTION, GMP_LOG_UNIT_HIT,
      { 4, stl, 0, 1, GMP_LOG_UNIT_TYPE (infantry), GMP_LOG_UNIT_FORMATION (formation) } },
    { 2, GMP_PHASE_ACTION, GMP_LOG_FORT_DAMAGED, { stl, 2, 0 } },
    { 2, GMP_PHASE_ACTION, GMP_LOG_DANGER_MOVED, { nuclear, 0, 1 } },
    { 2, GMP_PHASE_ACTION, GMP_LOG_GUARD_REMOVED, { 40, stl } },
    { 2, GMP_PHASE_FADE_OUT, GMP_LOG_VICTORY_CHECK, { 1, 2, GMP_WINNER_NONE } },
  };
  const char *names[] = {
    "unit-hit", "unit-hit", "fort-damaged", "danger-moved", "guard-removed", "victory-check"
  };
  GmpLogEntry bad = entries[5];

  g_assert_cmpint (stl, >=, 0);
  g_assert_cmpint (nuclear, >=, 0);
  g_assert_cmpint (infantry, >=, 0);
  g_assert_cmpint (formation, >=, 0);
  scenario->log = gmp_log_new ();
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      GmpLogKind kind;

      g_assert_cmpstr (gmp_log_kind_to_string (entries[i].kind), ==, names[i]);
      g_assert_true (gmp_log_kind_from_string (names[i], &kind));
      g_assert_cmpint (kind, ==, entries[i].kind);
      g_assert_true (gmp_log_entry_check (&entries[i], board, &error));
      g_assert_no_error (error);
      gmp_log_append (scenario->log, &entries[i]);
    }
  bytes = gmp_scenario_to_bytes (scenario);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                  "kind=\"victory-check\""));
  loaded = gmp_scenario_load_bytes (bytes, "log.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_true (gmp_log_equal (loaded->log, scenario->log));
  again = gmp_scenario_to_bytes (loaded);
  g_assert_true (g_bytes_equal (bytes, again));

  /* A result that is no GmpWinner, a unit both reduced and eliminated, a
   * Fort's city that is no city */
  bad.params[2] = GMP_WINNER_HUMANS + 1;
  g_assert_false (gmp_log_entry_check (&bad, board, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_clear_error (&error);
  bad = entries[0];
  bad.params[3] = 2;
  g_assert_false (gmp_log_entry_check (&bad, board, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_clear_error (&error);
  bad = entries[2];
  bad.params[0] = (int) board->n_cities;
  g_assert_false (gmp_log_entry_check (&bad, board, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
}

/* The schema needs a <result> with both winner and reason. A game won with
 * no reason (GMP_END_NONE) is not a state the rules allow: saving refuses it
 * and keeps the old file, and the bytes never hold half a <result>. A game
 * over with both round-trips. */
static void
test_result (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (4);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-scenario-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.gmpscenario", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;

  g_assert_no_error (error);
  scenario->state->phase = GMP_PHASE_GAME_OVER;
  scenario->state->winner = GMP_WINNER_SWARM;
  scenario->state->end_reason = GMP_END_NONE;

  g_assert_true (g_file_set_contents (path, "old", -1, NULL));
  g_assert_false (gmp_scenario_check_saveable (scenario, NULL));
  g_assert_false (gmp_scenario_save_file (scenario, path, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "game.gmpscenario"));
  g_clear_error (&error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "old");

  /* What gmp_scenario_to_bytes() writes passes the schema: only the rules refuse it */
  bytes = gmp_scenario_to_bytes (scenario);
  {
    gsize size;
    const char *data = g_bytes_get_data (bytes, &size);

    g_assert_null (g_strstr_len (data, size, "<result"));
  }
  loaded = gmp_scenario_load_bytes (bytes, "half.gmpscenario", &error);
  g_assert_null (loaded);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_clear_error (&error);
  g_clear_pointer (&bytes, g_bytes_unref);

  /* With a reason: saved, and the same game comes back */
  scenario->state->end_reason = GMP_END_DANGER;
  g_assert_true (gmp_scenario_save_file (scenario, path, &error));
  g_assert_no_error (error);
  loaded = gmp_scenario_load_file (path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (loaded->state->winner, ==, GMP_WINNER_SWARM);
  g_assert_cmpint (loaded->state->end_reason, ==, GMP_END_DANGER);
  assert_round_trip (scenario);

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/scenario/round-trip/default", test_default_round_trip);
  g_test_add_func ("/core/scenario/round-trip/deterministic", test_same_state_same_bytes);
  g_test_add_func ("/core/scenario/round-trip/every-field", test_every_field);
  g_test_add_func ("/core/scenario/load/minimal", test_minimal);
  g_test_add_func ("/core/scenario/save-file", test_save_file);
  g_test_add_func ("/core/scenario/save-result", test_result);
  g_test_add_func ("/core/scenario/log/what-to-whom", test_log_what_to_whom);
  g_test_add_func ("/core/state/check", test_state_check);
  g_test_add_func ("/core/state/enemy-cities", test_enemy_cities);
  g_test_add_func ("/core/state/copy-equal", test_copy_equal);
  g_test_add_func ("/core/state/strings", test_strings);

  return g_test_run ();
}
