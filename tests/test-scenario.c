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
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      g_assert_cmpint (loaded->computer[side], ==, scenario->computer[side]);
      if (scenario->computer[side])
        g_assert_cmpint (loaded->computer_level[side], ==, scenario->computer_level[side]);
    }

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
                                         "<scenario version=\"2\" board=\"ginormopod-2050\">\n"
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

  /* A unit of the Allied nation that came, on the map: it has arrived, so
   * its FX chit is no longer with it (Rules note 23) */
  state->chits[gmp_board_find_chit (board, "french-fx")].place = GMP_CHIT_IN_CUP;
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
    { 1, GMP_PHASE_ACTION, GMP_LOG_UNIT_HIT,
      { 3, stl, 1, 0, GMP_LOG_UNIT_TYPE (infantry), GMP_LOG_UNIT_FORMATION (formation) } },
    { 1, GMP_PHASE_ACTION, GMP_LOG_UNIT_HIT,
      { 4, stl, 0, 1, GMP_LOG_UNIT_TYPE (infantry), GMP_LOG_UNIT_FORMATION (formation) } },
    { 1, GMP_PHASE_ACTION, GMP_LOG_FORT_DAMAGED, { stl, 2, 0 } },
    { 1, GMP_PHASE_ACTION, GMP_LOG_DANGER_MOVED, { nuclear, 0, 1 } },
    { 1, GMP_PHASE_ACTION, GMP_LOG_GUARD_REMOVED, { 40, stl } },
    { 1, GMP_PHASE_FADE_OUT, GMP_LOG_VICTORY_CHECK, { 1, 2, GMP_WINNER_NONE } },
  };
  const char *names[] = {
    "unit-hit", "unit-hit", "fort-damaged", "danger-moved", "guard-removed", "victory-check"
  };
  GmpLogEntry bad = entries[5];

  g_assert_cmpint (stl, >=, 0);
  g_assert_cmpint (nuclear, >=, 0);
  g_assert_cmpint (infantry, >=, 0);
  g_assert_cmpint (formation, >=, 0);
  /* The game has reached the entries' turn: none is later than it */
  scenario->state->phase = GMP_PHASE_FADE_OUT;
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

/* Format version 2: board items by id */

static GmpScenario *
load_test_file (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", name, NULL);
  g_autoptr(GError) error = NULL;
  GmpScenario *scenario = gmp_scenario_load_file (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  return scenario;
}

/* Where gmp_board_lookup() finds the board: a test board folder, or the
 * board built into the program (NULL) */
static void
use_boards (const char *folder)
{
  if (folder == NULL)
    {
      g_unsetenv ("GINORMOPOD_BOARD_PATH");
      return;
    }
  {
    g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", folder, NULL);

    g_setenv ("GINORMOPOD_BOARD_PATH", path, TRUE);
  }
}

static const char *
city_id (const GmpBoard *board,
         int             city)
{
  return city >= 0 ? board->cities[city].id : "-";
}

static const char *
formation_id (const GmpBoard *board,
              int             formation)
{
  return formation >= 0 ? board->formations[formation].id : "-";
}

/* An action with its board items by id, to compare across boards */
static char *
action_by_ids (const GmpBoard  *board,
               const GmpAction *action)
{
  GString *text = g_string_new (gmp_action_kind_to_string (action->kind));

  g_string_append_printf (text, " value=%d unit=%d city=%s fort=%s chit=%s type=%s "
                          "formation=%s place=%d turn=%u flag=%d",
                          action->value, action->unit, city_id (board, action->city),
                          action->fort >= 0 ? city_id (board, board->forts[action->fort].city)
                                            : "-",
                          action->chit >= 0 ? board->chits[action->chit].id : "-",
                          action->type >= 0 ? board->unit_types[action->type].id : "-",
                          formation_id (board, action->formation),
                          action->place, action->turn, action->flag);
  for (guint i = 0; action->units != NULL && i < action->units->len; i++)
    g_string_append_printf (text, " u%u", g_array_index (action->units, guint, i));
  for (guint i = 0; action->path != NULL && i < action->path->len; i++)
    g_string_append_printf (text, " >%s", city_id (board, g_array_index (action->path, guint, i)));
  return g_string_free (text, FALSE);
}

/* The question a state waits for, as people read it: its text and answers */
static char *
question_text (const GmpState *state)
{
  g_autoptr(GmpQuestion) question = gmp_turn_get_question (state);
  g_autofree char *describe = gmp_question_describe (state, question);
  GString *text = g_string_new (describe);

  for (guint i = 0; i < question->answers->len; i++)
    {
      g_autofree char *answer = gmp_answer_to_string (state, question,
                                                      g_array_index (question->answers, int, i));

      g_string_append_printf (text, " %s", answer);
    }
  return g_string_free (text, FALSE);
}

/* Two scenarios on boards with the same id but other city orders mean the
 * same game: every unit, Fort, chit, snapshot entry, log line, the question
 * the game waits for and the combat it replays, and the history. */
static void
assert_same_game (const GmpScenario *a,
                  const GmpScenario *b)
{
  const GmpState *sa = a->state;
  const GmpState *sb = b->state;
  const GmpBoard *ba = sa->board;
  const GmpBoard *bb = sb->board;

  g_assert_cmpstr (ba->id, ==, bb->id);
  g_assert_cmpstr (a->title, ==, b->title);
  g_assert_cmpuint (sa->turn, ==, sb->turn);
  g_assert_cmpint (sa->phase, ==, sb->phase);
  g_assert_cmpuint (sa->step, ==, sb->step);
  g_assert_cmpstr (formation_id (ba, sa->active_formation), ==,
                   formation_id (bb, sb->active_formation));
  g_assert_cmpstr (city_id (ba, sa->combat_city), ==, city_id (bb, sb->combat_city));

  g_assert_cmpuint (gmp_state_n_units (sa), ==, gmp_state_n_units (sb));
  for (guint i = 0; i < gmp_state_n_units (sa); i++)
    {
      const GmpUnit *ua = &g_array_index (sa->units, GmpUnit, i);
      const GmpUnit *ub = &g_array_index (sb->units, GmpUnit, i);

      g_assert_cmpstr (ba->unit_types[ua->type].id, ==, bb->unit_types[ub->type].id);
      g_assert_cmpstr (formation_id (ba, ua->formation), ==, formation_id (bb, ub->formation));
      g_assert_cmpint (ua->place, ==, ub->place);
      g_assert_cmpstr (city_id (ba, ua->city), ==, city_id (bb, ub->city));
      g_assert_cmpstr (city_id (ba, ua->moved_from), ==, city_id (bb, ub->moved_from));
      g_assert_cmpint (ua->reduced, ==, ub->reduced);
      g_assert_cmpint (ua->guard_value, ==, ub->guard_value);
    }

  for (guint f = 0; f < ba->n_forts; f++)
    {
      int city = gmp_board_find_city (bb, ba->cities[ba->forts[f].city].id);

      g_assert_cmpuint (sa->fort_strength[f], ==,
                        sb->fort_strength[gmp_board_fort_at (bb, city)]);
    }
  for (guint c = 0; c < ba->n_chits; c++)
    g_assert_cmpint (sa->chits[c].place, ==,
                     sb->chits[gmp_board_find_chit (bb, ba->chits[c].id)].place);

  /* Rules note 14: the same cities were enemy when the activation began, and
   * a city the board gained since was enemy to nobody */
  g_assert_true ((sa->enemy_at_start == NULL) == (sb->enemy_at_start == NULL));
  for (guint c = 0; sb->enemy_at_start != NULL && c < bb->n_cities; c++)
    {
      int in_a = gmp_board_find_city (ba, bb->cities[c].id);

      g_assert_cmpuint (sb->enemy_at_start[c], ==, in_a >= 0 ? sa->enemy_at_start[in_a] : 0);
    }

  /* The combat replays its decisions to the same place: the same question */
  g_assert_cmpuint (sa->combat_answers->len, ==, sb->combat_answers->len);
  {
    g_autofree char *qa = question_text (sa);
    g_autofree char *qb = question_text (sb);

    g_assert_cmpstr (qa, ==, qb);
  }

  g_assert_true ((a->log == NULL) == (b->log == NULL));
  for (guint i = 0; a->log != NULL && i < gmp_log_get_n_entries (a->log); i++)
    {
      g_autofree char *ta = gmp_log_entry_to_string (gmp_log_get_entry (a->log, i), ba);
      g_autofree char *tb = gmp_log_entry_to_string (gmp_log_get_entry (b->log, i), bb);

      g_assert_cmpstr (ta, ==, tb);
    }
  if (a->log != NULL)
    g_assert_cmpuint (gmp_log_get_n_entries (a->log), ==, gmp_log_get_n_entries (b->log));

  g_assert_true ((a->start == NULL) == (b->start == NULL));
  if (a->start != NULL)
    {
      assert_same_game (a->start, b->start);
      g_assert_cmpuint (a->n_done, ==, b->n_done);
      g_assert_cmpuint (a->actions->len, ==, b->actions->len);
      for (guint i = 0; i < a->actions->len; i++)
        {
          g_autofree char *xa = action_by_ids (ba, g_ptr_array_index (a->actions, i));
          g_autofree char *xb = action_by_ids (bb, g_ptr_array_index (b->actions, i));

          g_assert_cmpstr (xa, ==, xb);
        }
    }
}

/* A version 1 game, waiting in the middle of a combat's retreats: its log,
 * snapshot and decisions name cities by position, read on the board it was
 * made on. */
static void
test_v1_still_loads (void)
{
  g_autoptr(GmpScenario) scenario = NULL;
  const GmpBoard *board;
  GmpState *state;
  g_autoptr(GmpQuestion) question = NULL;
  g_autofree char *first_move = NULL;

  use_boards (NULL);
  scenario = load_test_file ("v1-retreat.gmpscenario");
  state = scenario->state;
  board = state->board;

  g_assert_cmpint (state->combat_city, ==, gmp_board_find_city (board, "CHI"));
  /* Allocation 2 (from 0), no (the Humans do not ignore the retreat, Rules
   * note 18), Infantry #24 to St. Louis (city 12, Rules note 14) */
  g_assert_cmpuint (state->combat_answers->len, ==, 3);
  g_assert_cmpint (g_array_index (state->combat_answers, int, 0), ==, 2);
  g_assert_cmpint (g_array_index (state->combat_answers, int, 1), ==, GMP_ANSWER_NO);
  g_assert_cmpint (g_array_index (state->combat_answers, int, 2), ==,
                   gmp_board_find_city (board, "STL"));
  /* Rules note 14: Minneapolis was enemy to the Humans, Chicago to the Swarm */
  g_assert_nonnull (state->enemy_at_start);
  g_assert_cmpuint (state->enemy_at_start[gmp_board_find_city (board, "MSP")], ==,
                    1u << GMP_SIDE_HUMANS);
  g_assert_cmpuint (state->enemy_at_start[gmp_board_find_city (board, "CHI")], ==,
                    1u << GMP_SIDE_SWARM);

  question = gmp_turn_get_question (state);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_RETREAT);
  g_assert_cmpint (question->subject, ==, 25);

  for (guint i = 0; i < gmp_log_get_n_entries (scenario->log) && first_move == NULL; i++)
    if (gmp_log_get_entry (scenario->log, i)->kind == GMP_LOG_UNIT_MOVED)
      first_move = gmp_log_entry_to_string (gmp_log_get_entry (scenario->log, i), board);
  g_assert_cmpstr (first_move, ==, "Ant 1 moves from Minneapolis to Chicago, spending 1 MP.");

  /* Saved again: version 2, by id, and the same game */
  assert_round_trip (scenario);
}

/* A few actions naming cities, Forts, chits and unit types, for a history
 * that must survive a board edit */
static void
add_some_history (GmpScenario *scenario)
{
  const GmpBoard *board = scenario->state->board;
  guint units[] = { 0, 1 };
  guint path[] = { (guint) gmp_board_find_city (board, "DSM"),
                   (guint) gmp_board_find_city (board, "CHI") };
  GmpAction *action;

  scenario->start = gmp_scenario_copy (scenario);
  scenario->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_action_free);

  action = gmp_action_new_move (units, G_N_ELEMENTS (units), path, G_N_ELEMENTS (path),
                                gmp_board_find_city (board, "CHI"));
  g_ptr_array_add (scenario->actions, action);
  action = gmp_action_new_answer (gmp_board_find_city (board, "MSP"));
  action->city = gmp_board_find_city (board, "MSP");
  g_ptr_array_add (scenario->actions, action);
  action = gmp_action_new (GMP_ACTION_SET_FORT);
  action->fort = gmp_board_fort_at (board, gmp_board_find_city (board, "CHI"));
  action->value = 1;
  g_ptr_array_add (scenario->actions, action);
  action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  action->type = gmp_board_find_unit_type (board, "tank");
  action->formation = gmp_board_find_formation (board, "B");
  action->city = gmp_board_find_city (board, "MSP");
  g_ptr_array_add (scenario->actions, action);
  scenario->n_done = 2;
}

/* The game above, saved in version 2 on the board it was made on, loads on
 * that board edited (same id, another file): with a city appended, and with
 * Minneapolis and Chicago swapped. It means the same cities. */
static void
test_ids_survive_board_edits (void)
{
  g_autoptr(GmpScenario) original = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *folders[] = { "boards-appended", "boards-reordered" };

  use_boards (NULL);
  original = load_test_file ("v1-retreat.gmpscenario");
  add_some_history (original);
  bytes = gmp_scenario_to_bytes (original);

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpScenario) loaded = NULL;
      g_autoptr(GBytes) again = NULL;
      const GmpBoard *board;

      use_boards (folders[i]);
      loaded = gmp_scenario_load_bytes (bytes, "edited-board.gmpscenario", &error);
      g_assert_no_error (error);
      board = loaded->state->board;
      g_assert_true (board != original->state->board);
      if (i == 0)
        g_assert_cmpuint (board->n_cities, ==, original->state->board->n_cities + 1);
      else
        g_assert_cmpint (gmp_board_find_city (board, "CHI"), ==,
                         gmp_board_find_city (original->state->board, "MSP"));

      assert_same_game (original, loaded);

      /* A city appended changes no order: the same file */
      again = gmp_scenario_to_bytes (loaded);
      if (i == 0)
        g_assert_true (g_bytes_equal (bytes, again));
      assert_round_trip (loaded);
    }
  use_boards (NULL);
}

/* A file of a newer format than this program reads is refused for that,
 * before its schema (which it may well not follow) is checked */
static void
test_newer_version (void)
{
  const char *versions[] = { "3", "12", "123456789012345678901234567890" };

  for (guint i = 0; i < G_N_ELEMENTS (versions); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpScenario) scenario = NULL;
      g_autofree char *text = g_strdup_printf ("<?xml version=\"1.0\"?>\n"
                                               "<scenario version=\"%s\" board=\"x\">\n"
                                               "  <something-new/>\n"
                                               "</scenario>\n", versions[i]);
      g_autofree char *expected = g_strdup_printf ("test.gmpscenario was made by a newer "
                                                   "version of the app (file format %s; this "
                                                   "version reads up to 2)", versions[i]);

      scenario = load_text (text, &error);
      g_assert_null (scenario);
      g_assert_error (error, GMP_ERROR, GMP_ERROR_SCHEMA);
      g_assert_cmpstr (error->message, ==, expected);
    }

  /* Version 2 and 1 are read; a version that is no number is the schema's */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GmpScenario) scenario = load_text ("<scenario version=\"two\" board=\"x\"/>",
                                                 &error);

    g_assert_null (scenario);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_SCHEMA);
    g_assert_nonnull (strstr (error->message, "Does not follow the file format"));
  }
}

/* Rules note 39: a game saved in the middle of an activation carries the
 * snapshot of its start; without it the file is refused, saying so */
static void
test_note_39_snapshot_needed (void)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "v1-retreat.gmpscenario",
                                                 NULL);
  g_autofree char *v1 = NULL;
  g_autoptr(GRegex) snapshot = g_regex_new ("<snapshot>[0-3]*</snapshot>", 0, 0, NULL);
  g_autofree char *without = NULL;

  use_boards (NULL);
  scenario = load_test_file ("v1-retreat.gmpscenario");
  g_clear_pointer (&scenario->state->enemy_at_start, g_free);
  bytes = gmp_scenario_to_bytes (scenario);
  loaded = gmp_scenario_load_bytes (bytes, "no-snapshot.gmpscenario", &error);
  g_assert_null (loaded);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "no-snapshot.gmpscenario:"));
  g_assert_nonnull (strstr (error->message, "middle of an Activation"));
  g_assert_nonnull (strstr (error->message, "snapshot"));
  g_assert_nonnull (strstr (error->message, "Rules note 39"));
  g_clear_error (&error);

  /* The same in a version 1 file */
  g_assert_true (g_file_get_contents (path, &v1, NULL, NULL));
  without = g_regex_replace_literal (snapshot, v1, -1, 0, "", 0, NULL);
  g_assert_cmpstr (without, !=, v1);
  g_clear_pointer (&scenario, gmp_scenario_free);
  scenario = load_text (without, &error);
  g_assert_null (scenario);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Rules note 39"));
}

/* A start, several actions of every kind, some of them undone: save -> load
 * -> save gives the same bytes and the same history */
static void
test_history_round_trip (void)
{
  g_autoptr(GmpScenario) scenario = new_game_scenario (11);
  const GmpBoard *board = scenario->state->board;
  const int specials[] = { GMP_ANSWER_RANDOM, GMP_ANSWER_DONE, GMP_ANSWER_PASS,
                           GMP_ANSWER_YES, GMP_ANSWER_NO, 3 };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *history = NULL;

  /* Without a start: no history written */
  bytes = gmp_scenario_to_bytes (scenario);
  g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               "<history"));
  g_clear_pointer (&bytes, g_bytes_unref);

  scenario->start = gmp_scenario_copy (scenario);
  scenario->start->title = g_strdup ("Where it began");
  scenario->start->log = gmp_log_new ();
  scenario->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_action_free);
  for (guint round = 0; round < 2; round++)
    for (GmpActionKind kind = 0; kind < GMP_N_ACTIONS; kind++)
      {
        GmpAction *action = gmp_action_new (kind);
        GmpDiceDraw draws[] = { { 4, 0 }, { 6, 0 }, { 3, 7 }, { 0, 1 } };

        switch (kind)
          {
          case GMP_ACTION_ANSWER:
            action->value = specials[(round * 3) % G_N_ELEMENTS (specials)];
            if (round == 1)
              action->chit = gmp_board_find_chit (board, "wasp");
            break;
          case GMP_ACTION_MOVE:
            {
              guint units[] = { 4, 5 + round };
              guint path[] = { (guint) gmp_board_find_city (board, "STL"),
                               (guint) gmp_board_find_city (board, "CHI") };

              gmp_action_free (action);
              /* The second: no path, by the cheapest way */
              action = gmp_action_new_move (units, G_N_ELEMENTS (units), path,
                                            round == 0 ? G_N_ELEMENTS (path) : 0,
                                            gmp_board_find_city (board, "CHI"));
              action->record = g_array_new (FALSE, FALSE, sizeof (GmpDiceDraw));
              g_array_append_vals (action->record, draws, G_N_ELEMENTS (draws));
            }
            break;
          case GMP_ACTION_REVEAL_GUARD:
            action->unit = 60;
            action->value = round == 0 ? GMP_GUARD_BLANK : 5;
            action->city = gmp_board_find_city (board, "BNA");
            break;
          case GMP_ACTION_USE_FX:
            action->chit = gmp_board_find_chit (board, "nuclear");
            action->city = gmp_board_find_city (board, "MEM");
            action->formation = gmp_board_find_formation (board, "A");
            break;
          case GMP_ACTION_PLACE_UNIT:
            action->type = gmp_board_find_unit_type (board, round == 0 ? "tank" : "guard");
            action->formation = round == 0 ? gmp_board_find_formation (board, "C") : GMP_NONE;
            action->city = gmp_board_find_city (board, "ATL");
            action->value = round == 0 ? 0 : GMP_GUARD_UNKNOWN;
            break;
          case GMP_ACTION_REMOVE_UNIT:
            action->unit = 7;
            break;
          case GMP_ACTION_SET_UNIT:
            action->unit = 3;
            action->place = round == 0 ? GMP_PLACE_TIME_TRACK : GMP_PLACE_MAP;
            action->city = round == 0 ? GMP_NONE : gmp_board_find_city (board, "DSM");
            action->turn = round == 0 ? 5 : 0;
            action->value = 1;
            break;
          case GMP_ACTION_SET_GUARD:
            action->unit = 61;
            action->value = round == 0 ? GMP_GUARD_DRAW : 4;
            action->flag = round == 1;
            break;
          case GMP_ACTION_SET_FORT:
            action->fort = gmp_board_fort_at (board, gmp_board_find_city (board, "STL"));
            action->value = round;
            break;
          case GMP_ACTION_SET_CHIT:
            action->chit = gmp_board_find_chit (board, "latin");
            action->place = round == 0 ? GMP_CHIT_ON_TIME_TRACK : GMP_CHIT_REMOVED;
            action->turn = round == 0 ? 8 : 0;
            break;
          case GMP_ACTION_SET_DANGER:
            action->value = 2 + round;
            break;
          case GMP_ACTION_SET_TURN:
            action->turn = 3 + round;
            action->place = round == 0 ? GMP_PHASE_FADE_OUT : GMP_PHASE_SETUP;
            break;
          case GMP_ACTION_SET_METADATA:
            action->text = g_strdup (round == 0 ? "Fête <à> & “Chicago”" : "");
            action->text2 = round == 0 ? g_strdup ("Ana") : NULL;
            action->text3 = g_strdup ("  two\nlines\twith ]]> 日本 ");
            break;
          case GMP_ACTION_SET_GUARD_RULE:
            action->flag = round == 0;
            break;
          case GMP_ACTION_START:
            action->value = round;
            action->record = g_array_new (FALSE, FALSE, sizeof (GmpDiceDraw));
            if (round == 1)
              g_array_append_vals (action->record, draws, 2);
            break;
          case GMP_N_ACTIONS:
          default:
            g_assert_not_reached ();
          }
        g_ptr_array_add (scenario->actions, action);
      }
  scenario->n_done = GMP_N_ACTIONS + 3;

  bytes = gmp_scenario_to_bytes (scenario);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  history = g_strdup_printf ("  <history done=\"%u\">\n    <start>\n"
                             "      <title>Where it began</title>\n", scenario->n_done);
  g_assert_nonnull (strstr (text, history));
  g_assert_nonnull (strstr (text, "<action kind=\"move\" city=\"CHI\" units=\"4 5\" "
                                  "path=\"STL CHI\" record=\"d4 d6 c3/7 c0/1\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"move\" city=\"CHI\" units=\"4 6\" path=\"\""));
  g_assert_nonnull (strstr (text, "<action kind=\"answer\" value=\"random\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"answer\" value=\"yes\" chit=\"wasp\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"set-fort\" value=\"1\" fort=\"STL\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"set-unit\" value=\"1\" unit=\"3\" "
                                  "place=\"time-track\" turn=\"5\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"set-chit\" chit=\"latin\" place=\"removed\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"set-turn\" place=\"fade-out\" turn=\"3\"/>"));
  g_assert_nonnull (strstr (text, "<action kind=\"start\" record=\"\"/>"));

  loaded = gmp_scenario_load_bytes (bytes, "history.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded->start);
  g_assert_null (loaded->start->start);
  g_assert_cmpstr (loaded->start->title, ==, "Where it began");
  g_assert_true (gmp_state_equal (loaded->start->state, scenario->start->state));
  g_assert_nonnull (loaded->start->log);
  g_assert_cmpuint (loaded->n_done, ==, scenario->n_done);
  g_assert_cmpuint (loaded->actions->len, ==, scenario->actions->len);
  for (guint i = 0; i < scenario->actions->len; i++)
    {
      GmpAction *a = g_ptr_array_index (scenario->actions, i);
      GmpAction *b = g_ptr_array_index (loaded->actions, i);

      g_assert_true (gmp_action_equal (a, b));
      /* NULL and empty arrays and texts are told apart */
      g_assert_true ((a->path == NULL) == (b->path == NULL));
      g_assert_true ((a->record == NULL) == (b->record == NULL));
      g_assert_true ((a->text2 == NULL) == (b->text2 == NULL));
    }
  assert_round_trip (scenario);
  assert_round_trip (loaded);

  /* More done than there are is refused */
  scenario->n_done = scenario->actions->len + 1;
  g_assert_false (gmp_scenario_check_saveable (scenario, NULL));
}

/* Every reference in a history is checked on load, naming the file and line */
static void
test_history_bad_references (void)
{
  const struct {
    const char *action;
    const char *message;
  } bad[] = {
    { "<action kind=\"move\" units=\"0\" path=\"MSP ZZZ\"/>", "Unknown city “ZZZ”" },
    { "<action kind=\"set-fort\" fort=\"DSM\"/>", "Des Moines has no Fort" },
    { "<action kind=\"use-fx\" chit=\"joker\"/>", "Unknown chit “joker”" },
    { "<action kind=\"place-unit\" type=\"dragon\"/>", "Unknown unit type “dragon”" },
    { "<action kind=\"place-unit\" formation=\"Z\"/>", "Unknown Formation “Z”" },
    { "<action kind=\"set-chit\" place=\"pocket\"/>", "Unknown place “pocket”" },
    { "<action kind=\"fly\"/>", "Unknown action “fly”" },
    { "<action kind=\"start\" record=\"c7/7\"/>", "“c7/7” is neither a die" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpScenario) scenario = NULL;
      g_autofree char *text = g_strdup_printf ("<scenario version=\"2\" board=\"ginormopod-2050\">\n"
                                               "<title/><turn number=\"1\" phase=\"setup\"/>\n"
                                               "<history done=\"0\">\n"
                                               "<start><title/><turn number=\"1\" phase=\"setup\"/></start>\n"
                                               "%s\n"
                                               "</history>\n"
                                               "</scenario>\n", bad[i].action);

      scenario = load_text (text, &error);
      g_assert_null (scenario);
      g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
      g_assert_true (g_str_has_prefix (error->message, "test.gmpscenario:5: "));
      g_assert_nonnull (strstr (error->message, bad[i].message));
    }

  /* More actions done than the history holds */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GmpScenario) scenario =
      load_text ("<scenario version=\"2\" board=\"ginormopod-2050\">\n"
                 "<title/><turn number=\"1\" phase=\"setup\"/>\n"
                 "<history done=\"2\"><start><title/><turn number=\"1\" phase=\"setup\"/></start>"
                 "<action kind=\"set-danger\" value=\"1\"/></history>\n"
                 "</scenario>\n", &error);

    g_assert_null (scenario);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "more actions done (2) than it holds (1)"));
  }
}

/* Log parameters in version 2: board items by id, checked on load */
static void
test_log_params_by_id (void)
{
  g_autoptr(GmpBoard) board = default_board ();
  GmpLogEntry entry = { 0, };
  GmpLogEntry back = { 0, };
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  entry.kind = GMP_LOG_RETREAT;
  entry.params[0] = 12;
  entry.params[1] = -1;
  entry.params[2] = 2;
  entry.params[3] = gmp_board_find_city (board, "CHI");
  entry.params[4] = GMP_LOG_UNIT_TYPE (gmp_board_find_unit_type (board, "tank"));
  entry.params[5] = GMP_LOG_UNIT_FORMATION (gmp_board_find_formation (board, "A"));
  text = gmp_log_entry_params_to_string (&entry, board);
  g_assert_cmpstr (text, ==, "12 - 2 CHI tank A");
  back.kind = entry.kind;
  g_assert_true (gmp_log_entry_params_from_string (&back, board, text, &error));
  g_assert_no_error (error);
  g_assert_cmpmem (back.params, sizeof back.params, entry.params, sizeof entry.params);

  /* Trailing defaults (0, none) are left out, and read back as such */
  entry.params[4] = 0;
  entry.params[5] = 0;
  g_clear_pointer (&text, g_free);
  text = gmp_log_entry_params_to_string (&entry, board);
  g_assert_cmpstr (text, ==, "12 - 2 CHI");
  g_assert_true (gmp_log_entry_params_from_string (&back, board, text, &error));
  g_assert_cmpmem (back.params, sizeof back.params, entry.params, sizeof entry.params);

  /* A board item may not be left out: its position would mean another */
  g_assert_false (gmp_log_entry_params_from_string (&back, board, "12 - 2", &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_false (gmp_log_entry_params_from_string (&back, board, "12 CHX", &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Unknown city “CHX”"));
  g_clear_error (&error);

  /* Sides and phases by name */
  entry.kind = GMP_LOG_HOLD;
  memset (entry.params, 0, sizeof entry.params);
  entry.params[0] = GMP_SIDE_HUMANS;
  entry.params[1] = gmp_board_find_chit (board, "human-b");
  g_clear_pointer (&text, g_free);
  text = gmp_log_entry_params_to_string (&entry, board);
  g_assert_cmpstr (text, ==, "humans human-b");
  entry.kind = GMP_LOG_PHASE_BEGINS;
  entry.params[0] = GMP_PHASE_FADE_OUT;
  entry.params[1] = 0;
  g_clear_pointer (&text, g_free);
  text = gmp_log_entry_params_to_string (&entry, board);
  g_assert_cmpstr (text, ==, "fade-out");

  /* A kind this build has no row of types for: numbers */
  entry.kind = GMP_LOG_N_KINDS;
  entry.params[0] = 3;
  entry.params[1] = -1;
  g_clear_pointer (&text, g_free);
  text = gmp_log_entry_params_to_string (&entry, board);
  g_assert_cmpstr (text, ==, "3 -1");
  back.kind = entry.kind;
  g_assert_true (gmp_log_entry_params_from_string (&back, board, "3 -1", &error));
  g_assert_cmpint (back.params[0], ==, 3);
  g_assert_cmpint (back.params[1], ==, -1);

  /* In a file: the line of the entry */
  {
    g_autoptr(GmpScenario) scenario =
      load_text ("<scenario version=\"2\" board=\"ginormopod-2050\">\n"
                 "<title/><turn number=\"1\" phase=\"setup\"/>\n"
                 "<log>\n"
                 "<entry turn=\"1\" phase=\"setup\" kind=\"guard-placed\" params=\"60 ATLANTIS\"/>\n"
                 "</log>\n"
                 "</scenario>\n", &error);

    g_assert_null (scenario);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_assert_true (g_str_has_prefix (error->message, "test.gmpscenario:4: "));
    g_assert_nonnull (strstr (error->message, "Unknown city “ATLANTIS”"));
  }
}

/* A file that is no XML at all is said to be so, not "empty" */
/* Solo play (issue 21): which sides the computer plays goes with the
 * game, after its state and before its history; a file without says the
 * people play both; the history's start never holds it */
static void
test_computer_sides (void)
{
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GmpSession) again = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) bytes_again = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) plain = new_game_scenario (3);
  g_autoptr(GmpScenario) loaded = NULL;
  g_autofree char *text = NULL;
  const char *computer, *history;

  /* Two players: nothing written, nothing read */
  bytes = gmp_scenario_to_bytes (plain);
  g_assert_null (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                               "<computer"));
  loaded = gmp_scenario_load_bytes (bytes, "plain.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_false (loaded->computer[GMP_SIDE_SWARM]);
  g_assert_false (loaded->computer[GMP_SIDE_HUMANS]);
  g_clear_pointer (&bytes, g_bytes_unref);

  plain->computer[GMP_SIDE_HUMANS] = TRUE;
  plain->computer_level[GMP_SIDE_HUMANS] = GMP_PLAYER_SIMPLE;
  assert_round_trip (plain);

  /* A game under way, with its history */
  session = gmp_session_new_game (gmp_board_ref (plain->state->board), gmp_dice_new_seeded (8),
                                  GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  gmp_session_set_computer (session, GMP_SIDE_SWARM, TRUE, GMP_PLAYER_STRONG);
  g_assert_true (gmp_session_play_auto (session, 1, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_session_get_n_done (session), >, 0);
  g_assert_true (gmp_session_undo (session, &error));
  /* Undo leaves who plays alone */
  g_assert_true (gmp_session_get_scenario (session)->computer[GMP_SIDE_SWARM]);
  bytes = gmp_session_to_bytes (session);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  computer = strstr (text, "  <computer side=\"swarm\" level=\"strong\"/>\n");
  history = strstr (text, "<history");
  g_assert_nonnull (computer);
  g_assert_nonnull (history);
  g_assert_true (computer < history);
  g_assert_null (strstr (computer + strlen ("  <computer"), "<computer"));
  g_assert_null (strstr (text, "side=\"humans\" level="));

  again = gmp_session_load_bytes (bytes, "solo.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_null (gmp_session_get_history_error (again));
  g_assert_true (gmp_session_get_scenario (again)->computer[GMP_SIDE_SWARM]);
  g_assert_cmpint (gmp_session_get_scenario (again)->computer_level[GMP_SIDE_SWARM], ==,
                   GMP_PLAYER_STRONG);
  g_assert_false (gmp_session_get_scenario (again)->computer[GMP_SIDE_HUMANS]);
  bytes_again = gmp_session_to_bytes (again);
  g_assert_true (g_bytes_equal (bytes, bytes_again));

  /* The people again: the element goes */
  gmp_session_set_computer (again, GMP_SIDE_SWARM, FALSE, GMP_PLAYER_STRONG);
  g_clear_pointer (&bytes_again, g_bytes_unref);
  bytes_again = gmp_session_to_bytes (again);
  g_assert_null (g_strstr_len (g_bytes_get_data (bytes_again, NULL),
                               g_bytes_get_size (bytes_again), "<computer"));
}

/* Whose each action was is told by the question it answered: the replay
 * asks the questions the game asked */
static void
test_session_asked (void)
{
  g_autoptr(GmpBoard) board = default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (21),
                                                        GMP_SETUP_DEFAULT, &error);
  g_autoptr(GArray) expected = g_array_new (FALSE, TRUE, sizeof (GmpAsked));
  g_autoptr(GArray) asked = NULL;
  guint moves = 0;

  g_assert_no_error (error);
  /* Answered a question at a time, each noted as it is asked */
  while (gmp_session_get_n_done (session) < 150)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (session);
      GmpAsked item = { question->kind, question->side, FALSE };
      guint before = gmp_session_get_n_done (session);

      if (question->kind == GMP_QUESTION_NONE)
        break;
      if (question->kind == GMP_QUESTION_MOVEMENT)
        {
          moves++;
          g_assert_true (gmp_session_answer (session, GMP_ANSWER_DONE, &error));
        }
      else
        g_assert_true (gmp_session_answer (session,
                                           gmp_turn_auto_answer (question,
                                                                 gmp_session_get_dice (session)),
                                           &error));
      g_assert_no_error (error);
      g_assert_cmpuint (gmp_session_get_n_done (session), ==, before + 1);
      g_array_append_val (expected, item);
    }
  g_assert_cmpuint (moves, >, 0);
  /* Undone actions are asked too */
  g_assert_true (gmp_session_go_to (session, 40, &error));
  asked = gmp_session_dup_asked (session);
  g_assert_cmpuint (asked->len, ==, expected->len);
  for (guint i = 0; i < asked->len; i++)
    {
      const GmpAsked *a = &g_array_index (asked, GmpAsked, i);
      const GmpAsked *e = &g_array_index (expected, GmpAsked, i);

      g_assert_cmpint (a->kind, ==, e->kind);
      g_assert_cmpint (a->side, ==, e->side);
      g_assert_false (a->edit);
    }
}

static void
test_not_xml (void)
{
  const struct {
    const char *text;
    const char *message;
  } files[] = {
    { "garbage<<<", "test.gmpscenario is not a Ginormopod file: it is not XML" },
    { "{\"json\": true}", "test.gmpscenario is not a Ginormopod file: it is not XML" },
    { "", "test.gmpscenario is empty" },
    { "  \n\t\n", "test.gmpscenario is empty" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpScenario) scenario = load_text (files[i].text, &error);

      g_assert_null (scenario);
      g_assert_error (error, GMP_ERROR, GMP_ERROR_PARSE);
      g_assert_cmpstr (error->message, ==, files[i].message);
    }
}

/* gmp_board_lookup() keeps boards it loaded, but never serves one stale: a
 * board file changed on disk is loaded again */
static void
test_board_lookup_cache (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-boards-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, GMP_DEFAULT_BOARD_ID ".xml", NULL);
  g_autofree char *appended = g_test_build_filename (G_TEST_DIST, "data", "boards-appended",
                                                     GMP_DEFAULT_BOARD_ID ".xml", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GmpBoard) first = NULL;
  g_autoptr(GmpBoard) second = NULL;
  g_autoptr(GmpBoard) third = NULL;
  g_autoptr(GmpBoard) builtin = NULL;

  g_assert_no_error (error);
  builtin = default_board ();
  g_assert_true (g_file_get_contents (appended, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_setenv ("GINORMOPOD_BOARD_PATH", dir, TRUE);

  first = default_board ();
  second = default_board ();
  g_assert_true (first == second);
  g_assert_true (first != builtin);
  g_assert_cmpuint (first->n_cities, ==, builtin->n_cities + 1);

  /* Edited: the city is gone again */
  {
    g_autoptr(GString) edited = g_string_new (contents);

    g_string_replace (edited, "TST", "TSU", 0);
    g_assert_true (g_file_set_contents (path, edited->str, -1, NULL));
  }
  third = default_board ();
  g_assert_true (third != first);
  g_assert_cmpint (gmp_board_find_city (third, "TSU"), >=, 0);
  g_assert_cmpint (gmp_board_find_city (first, "TST"), >=, 0);

  g_unsetenv ("GINORMOPOD_BOARD_PATH");
  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Whole games played through a session keep their history in the file:
 * saved mid-game with some actions undone, it loads with the same start,
 * actions (answers, moves, FX, their draws) and done count, saves to the
 * same bytes, and redoing and replaying the loaded history reaches the same
 * game as the session that made it. */
static void
test_session_history_file (void)
{
  for (guint64 seed = 1; seed <= 3; seed++)
    {
      g_autoptr(GmpBoard) board = default_board ();
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpSession) session = NULL;
      g_autoptr(GmpSession) loaded = NULL;
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(GBytes) again = NULL;
      g_autoptr(GmpScenario) end = NULL;
      guint n_actions;

      /* The session takes the dice */
      session = gmp_session_new_game (board, g_steal_pointer (&dice), GMP_SETUP_DEFAULT, &error);
      g_assert_no_error (error);
      g_assert_true (gmp_session_play_auto (session, 3, &error));
      g_assert_no_error (error);
      n_actions = gmp_session_get_n_actions (session);
      g_assert_cmpuint (n_actions, >, 10);
      end = gmp_scenario_copy (gmp_session_get_scenario (session));
      for (guint i = 0; i < 4; i++)
        g_assert_true (gmp_session_undo (session, &error));

      bytes = gmp_session_to_bytes (session);
      loaded = gmp_session_load_bytes (bytes, "session.gmpscenario", &error);
      g_assert_no_error (error);
      g_assert_nonnull (g_strstr_len (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes),
                                      "<history"));
      g_assert_cmpuint (gmp_session_get_n_actions (loaded), ==, n_actions);
      g_assert_cmpuint (gmp_session_get_n_done (loaded), ==, n_actions - 4);
      for (guint i = 0; i < n_actions; i++)
        g_assert_true (gmp_action_equal (gmp_session_get_action (session, i),
                                         gmp_session_get_action (loaded, i)));
      g_assert_true (gmp_state_equal (gmp_session_get_state (loaded),
                                      gmp_session_get_state (session)));
      again = gmp_session_to_bytes (loaded);
      g_assert_true (g_bytes_equal (bytes, again));

      /* The undone actions come back from the file */
      for (guint i = 0; i < 4; i++)
        g_assert_true (gmp_session_redo (loaded, &error));
      g_assert_no_error (error);
      g_assert_true (gmp_state_equal (gmp_session_get_state (loaded), end->state));
      g_assert_true (gmp_log_equal (gmp_session_get_log (loaded), end->log));
    }
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
  g_test_add_func ("/core/scenario/v1/still-loads", test_v1_still_loads);
  g_test_add_func ("/core/scenario/v2/board-edited", test_ids_survive_board_edits);
  g_test_add_func ("/core/scenario/v2/history", test_history_round_trip);
  g_test_add_func ("/core/scenario/v2/history-references", test_history_bad_references);
  g_test_add_func ("/core/scenario/v2/session-history", test_session_history_file);
  g_test_add_func ("/core/scenario/v2/log-params", test_log_params_by_id);
  g_test_add_func ("/core/scenario/version/newer", test_newer_version);
  g_test_add_func ("/core/scenario/rules-note-39/snapshot-needed", test_note_39_snapshot_needed);
  g_test_add_func ("/core/scenario/load/not-xml", test_not_xml);
  g_test_add_func ("/core/scenario/v2/computer-sides", test_computer_sides);
  g_test_add_func ("/core/session/asked", test_session_asked);
  g_test_add_func ("/core/board/lookup-cache", test_board_lookup_cache);
  g_test_add_func ("/core/state/check", test_state_check);
  g_test_add_func ("/core/state/enemy-cities", test_enemy_cities);
  g_test_add_func ("/core/state/copy-equal", test_copy_equal);
  g_test_add_func ("/core/state/strings", test_strings);

  return g_test_run ();
}
