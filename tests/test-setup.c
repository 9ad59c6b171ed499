/* test-setup.c: a new game from the default board (the rules' Preparation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The expected numbers are the ones BOARD.md and docs/rules-notes.md state.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"

#include "test-util.h"

static guint
count_units (const GmpState *state,
             const char     *city_id,
             const char     *type_id,
             const char     *formation_id,
             GmpPlace        place)
{
  const GmpBoard *board = state->board;
  int city = city_id != NULL ? gmp_board_find_city (board, city_id) : GMP_NONE;
  int type = type_id != NULL ? gmp_board_find_unit_type (board, type_id) : GMP_NONE;
  int formation = formation_id != NULL ? gmp_board_find_formation (board, formation_id) : GMP_NONE;
  guint n = 0;

  g_assert_true (city_id == NULL || city != GMP_NONE);
  g_assert_true (type_id == NULL || type != GMP_NONE);
  g_assert_true (formation_id == NULL || formation != GMP_NONE);

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place != place)
        continue;
      if (city != GMP_NONE && unit->city != city)
        continue;
      if (type != GMP_NONE && unit->type != (guint) type)
        continue;
      if (formation_id != NULL && unit->formation != formation)
        continue;
      n++;
    }

  return n;
}

static void
assert_guards (const GmpState *state,
               gboolean        unknown)
{
  const GmpBoard *board = state->board;
  guint per_value[7] = { 0 };
  guint per_city[64] = { 0 };
  guint n = 0;

  g_assert_cmpuint (board->n_cities, <=, G_N_ELEMENTS (per_city));

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      gboolean in_table = FALSE;

      if (!board->unit_types[unit->type].guard)
        continue;

      n++;
      g_assert_cmpint (unit->place, ==, GMP_PLACE_MAP);
      g_assert_cmpint (unit->formation, ==, GMP_NONE);
      g_assert_false (unit->revealed);
      for (guint sum = 2; sum <= 12; sum++)
        in_table = in_table || board->guard_table[sum] == unit->city;
      g_assert_true (in_table);
      per_city[unit->city]++;

      if (unknown)
        g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_UNKNOWN);
      else
        {
          g_assert_cmpint (unit->guard_value, >=, 0);
          g_assert_cmpint (unit->guard_value, <=, 6);
          per_value[unit->guard_value]++;
        }
    }

  /* Rules note 3: twelve Guards, never a third in a city */
  g_assert_cmpuint (n, ==, 12);
  for (guint c = 0; c < board->n_cities; c++)
    g_assert_cmpuint (per_city[c], <=, 2);

  /* Drawn without replacement from 4 blank, 4 × 4, 4 × 5, 4 × 6 (BOARD.md) */
  if (!unknown)
    {
      g_assert_cmpuint (per_value[1] + per_value[2] + per_value[3], ==, 0);
      g_assert_cmpuint (per_value[0], <=, 4);
      g_assert_cmpuint (per_value[4], <=, 4);
      g_assert_cmpuint (per_value[5], <=, 4);
      g_assert_cmpuint (per_value[6], <=, 4);
    }
}

static void
test_new_game (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = NULL;
  const char *hives[][2] = {
    { "MSP", "1" }, { "OMA", "1" }, { "MKC", "2" }, { "OKC", "2" }, { "DAL", "3" }, { "HOU", "3" },
  };
  struct { const char *city, *formation; guint infantry, tanks; } humans[] = {
    { "CHI", "A", 2, 1 }, { "NYC", "A", 1, 1 }, { "WAS", "A", 1, 1 },
    { "STL", "B", 2, 1 }, { "MEM", "B", 2, 1 },
    { "JAN", "C", 2, 0 }, { "MSY", "C", 2, 1 }, { "ATL", "C", 1, 1 },
  };
  const char *allies[] = { "CAN", "FRA", "LAT" };
  guint in_cup = 0, on_track = 0, with_ally = 0;

  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);

  /* Turn 1 skips Fade In */
  g_assert_cmpuint (state->turn, ==, 1);
  g_assert_cmpint (state->phase, ==, GMP_PHASE_ACTION);
  g_assert_cmpuint (state->step, ==, 0);
  g_assert_cmpuint (state->danger_space, ==, 0);
  g_assert_cmpint (state->danger_face, ==, GMP_NONE);
  g_assert_cmpint (state->active_formation, ==, GMP_NONE);
  g_assert_cmpint (state->winner, ==, GMP_WINNER_NONE);

  /* Swarm: 2 Ants, 1 Spider, 1 Worm of the hive's formation in each hive */
  for (guint i = 0; i < G_N_ELEMENTS (hives); i++)
    {
      int city = gmp_board_find_city (board, hives[i][0]);
      const char *id = hives[i][0], *formation = hives[i][1];

      g_assert_cmpuint (count_units (state, id, "ant", formation, GMP_PLACE_MAP), ==, 2);
      g_assert_cmpuint (count_units (state, id, "spider", formation, GMP_PLACE_MAP), ==, 1);
      g_assert_cmpuint (count_units (state, id, "worm", formation, GMP_PLACE_MAP), ==, 1);
      g_assert_cmpuint (gmp_state_units_in_city (state, city, GMP_N_SIDES, NULL, 0), ==, 4);
    }
  g_assert_cmpuint (count_units (state, NULL, "ant", NULL, GMP_PLACE_MAP), ==, 12);
  g_assert_cmpuint (count_units (state, NULL, "spider", NULL, GMP_PLACE_MAP), ==, 6);
  g_assert_cmpuint (count_units (state, NULL, "worm", NULL, GMP_PLACE_MAP), ==, 6);

  /* Humans: BOARD.md "Starting Human units" */
  for (guint i = 0; i < G_N_ELEMENTS (humans); i++)
    {
      g_assert_cmpuint (count_units (state, humans[i].city, "infantry", humans[i].formation,
                                     GMP_PLACE_MAP), ==, humans[i].infantry);
      g_assert_cmpuint (count_units (state, humans[i].city, "tank", humans[i].formation,
                                     GMP_PLACE_MAP), ==, humans[i].tanks);
    }
  g_assert_cmpuint (count_units (state, NULL, "infantry", NULL, GMP_PLACE_MAP), ==, 13);
  g_assert_cmpuint (count_units (state, NULL, "tank", NULL, GMP_PLACE_MAP), ==, 7);

  /* The Allied units are set aside */
  for (guint i = 0; i < G_N_ELEMENTS (allies); i++)
    {
      g_assert_cmpuint (count_units (state, NULL, "infantry", allies[i], GMP_PLACE_RESERVE), ==, 2);
      g_assert_cmpuint (count_units (state, NULL, "tank", allies[i], GMP_PLACE_RESERVE), ==, 1);
    }
  g_assert_cmpuint (count_units (state, NULL, NULL, NULL, GMP_PLACE_RESERVE), ==, 9);
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place == GMP_PLACE_RESERVE)
        g_assert_cmpint (unit->city, ==, GMP_NONE);
      g_assert_false (unit->reduced);
    }

  /* 24 Swarm + 20 Humans + 9 reserve + 12 Guards */
  g_assert_cmpuint (gmp_state_n_units (state), ==, 24 + 20 + 9 + 12);
  assert_guards (state, FALSE);

  /* Rules notes 1 and 2: 13 chits in the cup, the rest waiting */
  for (guint i = 0; i < board->n_chits; i++)
    {
      const GmpChitState *cs = &state->chits[i];
      const char *id = board->chits[i].id;

      if (cs->place == GMP_CHIT_IN_CUP)
        in_cup++;
      else if (cs->place == GMP_CHIT_ON_TIME_TRACK)
        {
          on_track++;
          if (g_str_equal (id, "tectonic") || g_str_equal (id, "nuclear"))
            g_assert_cmpuint (cs->turn, ==, 2);
          else
            g_assert_cmpuint (cs->turn, ==, 6);
        }
      else if (cs->place == GMP_CHIT_WITH_ALLY)
        with_ally++;
      else
        g_assert_not_reached ();
    }
  g_assert_cmpuint (in_cup, ==, 13);
  g_assert_cmpuint (on_track, ==, 5);
  g_assert_cmpuint (with_ally, ==, 3);

  /* Every Fort at full strength */
  for (guint i = 0; i < board->n_forts; i++)
    g_assert_cmpuint (state->fort_strength[i], ==, board->forts[i].strength);

  gmp_state_check (state, &error);
  g_assert_no_error (error);
}

static void
test_reproducible (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpState) first = NULL;
  g_autoptr(GmpState) again = NULL;
  gboolean some_differ = FALSE;

  {
    g_autoptr(GmpDice) a = gmp_dice_new_seeded (7);
    g_autoptr(GmpDice) b = gmp_dice_new_seeded (7);

    first = gmp_setup_new_game (board, a, GMP_SETUP_DEFAULT, NULL);
    again = gmp_setup_new_game (board, b, GMP_SETUP_DEFAULT, NULL);
    g_assert_nonnull (first);
    g_assert_nonnull (again);
    g_assert_true (gmp_state_equal (first, again));
  }

  for (guint64 seed = 8; seed < 12 && !some_differ; seed++)
    {
      g_autoptr(GmpDice) d = gmp_dice_new_seeded (seed);
      g_autoptr(GmpState) other = gmp_setup_new_game (board, d, GMP_SETUP_DEFAULT, NULL);

      g_assert_nonnull (other);
      assert_guards (other, FALSE);
      some_differ = !gmp_state_equal (first, other);
    }
  g_assert_true (some_differ);
}

/* Rules note 3: a roll that would put a third Guard in a city is rolled again */
static void
test_rerolls (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  /* MIA MIA (MIA again: reroll) TPA TPA (TPA again: reroll) JAX JAX SAV SAV BHM BHM BNA BNA */
  g_autoptr(GmpDice) dice = gmp_dice_new_from_string ("11 11 11 12 21 12 22 22 23 32 33 33 34 43",
                                                      NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = NULL;
  const char *cities[] = { "MIA", "TPA", "JAX", "SAV", "BHM", "BNA" };

  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 28);
  state = gmp_setup_new_game (board, dice, GMP_SETUP_GUARDS_UNKNOWN, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 0);
  assert_guards (state, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (cities); i++)
    g_assert_cmpuint (count_units (state, cities[i], "guard", NULL, GMP_PLACE_MAP), ==, 2);
}

/* Rules note 3, logged: every roll with its dice, the rerolls flagged, the
 * same game as without a log, and a failure that leaves the log alone */
static void
test_new_game_logged (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  const char *rolls = "11 11 11 12 21 12 22 22 23 32 33 33 34 43";
  g_autoptr(GmpDice) dice = gmp_dice_new_from_string (rolls, NULL);
  g_autoptr(GmpDice) same = gmp_dice_new_from_string (rolls, NULL);
  g_autoptr(GmpDice) short_dice = gmp_dice_new_from_string ("11 11 11 12 21", NULL);
  g_autoptr(GmpLog) log = gmp_log_new ();
  g_autoptr(GmpLog) other = gmp_log_new ();
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GmpState) unlogged = NULL;
  g_autoptr(GmpState) failed = NULL;
  g_autoptr(GError) error = NULL;
  const int expected_sums[] = { 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7 };
  guint n_rolls = 0, n_placed = 0, n;
  int turn = 1;

  state = gmp_setup_new_game_logged (board, dice, GMP_SETUP_GUARDS_UNKNOWN, log, &error);
  g_assert_no_error (error);
  unlogged = gmp_setup_new_game (board, same, GMP_SETUP_GUARDS_UNKNOWN, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (state, unlogged));

  n = gmp_log_get_n_entries (log);
  for (guint i = 0; i < n; i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);
      g_autofree char *text = gmp_log_entry_to_string (entry, board);

      g_assert_true (gmp_log_entry_check (entry, board, NULL));
      if (entry->kind == GMP_LOG_GUARD_ROLL)
        {
          g_autofree char *sum = g_strdup_printf ("rolled %d", entry->params[0]);

          g_assert_cmpuint (n_rolls, <, G_N_ELEMENTS (expected_sums));
          g_assert_cmpuint (entry->n_dice, ==, 2);
          g_assert_cmpint (entry->dice[0], ==, rolls[n_rolls * 3] - '0');
          g_assert_cmpint (entry->dice[1], ==, rolls[n_rolls * 3 + 1] - '0');
          g_assert_cmpint (entry->params[0], ==, expected_sums[n_rolls]);
          g_assert_cmpint (entry->params[1], ==, board->guard_table[entry->params[0]]);
          /* The third roll for Miami and for Tampa is rolled again */
          g_assert_cmpint (entry->params[2], ==, n_rolls == 2 || n_rolls == 5);
          g_assert_cmpint (entry->phase, ==, GMP_PHASE_SETUP);
          g_assert_nonnull (strstr (text, sum));
          g_assert_nonnull (strstr (text, "Rules note 3"));
          g_assert_nonnull (strstr (text, entry->params[2] ? "rolled again" : "Dice:"));
          n_rolls++;
        }
      else if (entry->kind == GMP_LOG_GUARD_PLACED)
        n_placed++;
    }
  g_assert_cmpuint (n_rolls, ==, G_N_ELEMENTS (expected_sums));
  g_assert_cmpuint (n_placed, ==, 12);
  g_assert_cmpint (gmp_log_get_entry (log, n - 2)->kind, ==, GMP_LOG_GUARDS_DRAWN);
  g_assert_cmpint (gmp_log_get_entry (log, n - 2)->params[0], ==, 12);
  g_assert_cmpint (gmp_log_get_entry (log, n - 1)->kind, ==, GMP_LOG_TURN_BEGINS);
  g_assert_cmpint (gmp_log_get_entry (log, n - 1)->params[0], ==, 1);

  /* The dice run out: no game, and the log keeps only what it had */
  gmp_log_add (other, state, GMP_LOG_TURN_BEGINS, 1, &turn);
  failed = gmp_setup_new_game_logged (board, short_dice, GMP_SETUP_DEFAULT, other, &error);
  g_assert_null (failed);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_assert_cmpuint (gmp_log_get_n_entries (other), ==, 1);
}

static void
test_dice_run_out (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_from_string ("11 11 11 12 21", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = NULL;

  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_null (state);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
}

/* A table that cannot take every roll (here: a scenario whose table cities
 * already hold their Guards) fails instead of rerolling forever, and leaves
 * the state as it was. */
static void
test_table_full (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpState) state = gmp_state_new (board);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  g_autoptr(GError) error = NULL;
  int dtw = gmp_board_find_city (board, "DTW");
  guint before;

  for (guint sum = 2; sum <= 12; sum++)
    {
      if (board->guard_table[sum] == dtw)
        continue;
      for (guint i = 0; i < board->rules.guard_max_per_city; i++)
        gmp_state_add_unit (state, board->guard_type, GMP_NONE, board->guard_table[sum]);
    }
  before = gmp_state_n_units (state);

  /* Only Detroit (a roll of 12) has room, for two of the twelve Guards */
  g_assert_false (gmp_setup_roll_guards (state, dice, GMP_SETUP_GUARDS_UNKNOWN, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Guard 3 of 12"));
  g_assert_nonnull (strstr (error->message, "Rules note"));
  g_assert_cmpuint (gmp_state_n_units (state), ==, before);
}

static void
test_no_guards (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) state = NULL;

  state = gmp_setup_new_game (board, NULL, GMP_SETUP_NO_GUARDS, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_units (state, NULL, "guard", NULL, GMP_PLACE_MAP), ==, 0);
  g_assert_cmpuint (gmp_state_n_units (state), ==, 24 + 20 + 9);

  /* The Guard table rolled later onto the same state */
  {
    g_autoptr(GmpDice) dice = gmp_dice_new_seeded (3);

    g_assert_true (gmp_setup_roll_guards (state, dice, GMP_SETUP_DEFAULT, &error));
    g_assert_no_error (error);
    assert_guards (state, FALSE);
  }
}

/* Drawn values come from the pool minus the values already in play */
static void
test_draw_guard_values (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpState) state = gmp_state_new (board);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (11);
  const char *cities[] = { "MIA", "TPA", "JAX", "SAV", "BHM", "BNA", "SDF", "IND" };
  guint per_value[7] = { 0 };

  for (guint i = 0; i < 16; i++)
    {
      guint id = gmp_state_add_unit (state, board->guard_type, GMP_NONE,
                                     gmp_board_find_city (board, cities[i / 2]));

      /* Four 6s already known; the other twelve to draw */
      gmp_state_get_unit (state, id)->guard_value = i < 4 ? 6 : GMP_GUARD_DRAW;
    }

  gmp_setup_draw_guard_values (state, dice);
  for (guint i = 0; i < 16; i++)
    {
      gint8 v = gmp_state_get_unit (state, i)->guard_value;

      g_assert_cmpint (v, >=, 0);
      per_value[v]++;
    }
  /* The whole pool is used: no 6 was left to draw */
  g_assert_cmpuint (per_value[0], ==, 4);
  g_assert_cmpuint (per_value[4], ==, 4);
  g_assert_cmpuint (per_value[5], ==, 4);
  g_assert_cmpuint (per_value[6], ==, 4);
}


/* A scenario that starts with the setup rules: the Guard table to roll, two
 * Guards to draw (in Miami and Tampa, both table cities) and two known 6s. */
static const char start_scenario[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
  "  <title>Start</title>\n"
  "  <setup roll-guards=\"true\"/>\n"
  "  <turn number=\"1\" phase=\"%s\"/>\n"
  "  <units>\n"
  "    <unit type=\"guard\" city=\"MIA\" guard=\"draw\"/>\n"
  "    <unit type=\"guard\" city=\"TPA\" guard=\"draw\"/>\n"
  "    <unit type=\"guard\" city=\"BOS\" guard=\"6\"/>\n"
  "    <unit type=\"guard\" city=\"NYC\" guard=\"6\" revealed=\"true\"/>\n"
  "  </units>\n"
  "</scenario>\n";

static GmpScenario *
load_start_scenario (const char *phase,
                     gboolean    roll)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GBytes) bytes = NULL;
  GmpScenario *scenario;

  g_string_printf (text, start_scenario, phase);
  if (!roll)
    g_assert_cmpuint (g_string_replace (text, "  <setup roll-guards=\"true\"/>\n", "", 1), ==, 1);
  bytes = g_bytes_new (text->str, text->len);
  scenario = gmp_scenario_load_bytes (bytes, "start.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_nonnull (scenario);
  g_assert_cmpint (scenario->roll_guards_at_start, ==, roll);
  return scenario;
}

static guint
count_log (const GmpLog *log,
           GmpLogKind    kind)
{
  guint n = 0;

  for (guint i = 0; i < gmp_log_get_n_entries (log); i++)
    if (gmp_log_get_entry (log, i)->kind == kind)
      n++;
  return n;
}

/* Rules note 3: twelve Guards placed by the table, no third in a city, and
 * every hidden side drawn from the pool without replacement. */
static void
test_start_rolls_and_draws (void)
{
  g_autoptr(GmpScenario) scenario = load_start_scenario ("setup", TRUE);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (42);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) after = NULL;
  g_autoptr(GmpScenario) reloaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const GmpState *state;
  const GmpBoard *board;
  guint per_value[7] = { 0 };
  guint per_city[64] = { 0 };
  guint n_log;

  scenario->log = gmp_log_new ();
  g_assert_true (gmp_scenario_start (scenario, dice, GMP_SETUP_DEFAULT, &error));
  g_assert_no_error (error);
  state = scenario->state;
  board = state->board;
  g_assert_cmpuint (board->n_cities, <=, G_N_ELEMENTS (per_city));

  /* The rule is done */
  g_assert_false (scenario->roll_guards_at_start);
  g_assert_cmpuint (gmp_state_n_units (state), ==, 4 + 12);

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      g_assert_true (board->unit_types[unit->type].guard);
      g_assert_cmpint (unit->place, ==, GMP_PLACE_MAP);
      g_assert_cmpint (unit->guard_value, >=, 0);
      g_assert_cmpint (unit->guard_value, <=, 6);
      per_value[unit->guard_value]++;
      per_city[unit->city]++;
      if (i >= 4)
        {
          gboolean in_table = FALSE;

          g_assert_false (unit->revealed);
          for (guint sum = 2; sum <= 12; sum++)
            in_table = in_table || board->guard_table[sum] == unit->city;
          g_assert_true (in_table);
        }
    }
  /* The Guards the file knew keep their sides */
  g_assert_cmpint (gmp_state_get_unit (scenario->state, 2)->guard_value, ==, 6);
  g_assert_cmpint (gmp_state_get_unit (scenario->state, 3)->guard_value, ==, 6);
  g_assert_true (gmp_state_get_unit (scenario->state, 3)->revealed);
  for (guint c = 0; c < board->n_cities; c++)
    g_assert_cmpuint (per_city[c], <=, board->rules.guard_max_per_city);
  /* 16 Guards, 16 counters: each counter exactly once (BOARD.md: 4 blank,
   * 4 × 4, 4 × 5, 4 × 6) */
  g_assert_cmpuint (per_value[0], ==, 4);
  g_assert_cmpuint (per_value[4], ==, 4);
  g_assert_cmpuint (per_value[5], ==, 4);
  g_assert_cmpuint (per_value[6], ==, 4);

  /* The log says each roll and where each Guard went, but not the hidden sides */
  g_assert_cmpuint (count_log (scenario->log, GMP_LOG_GUARD_PLACED), ==, 12);
  g_assert_cmpuint (count_log (scenario->log, GMP_LOG_GUARD_ROLL), >=, 12);
  g_assert_cmpuint (count_log (scenario->log, GMP_LOG_GUARDS_DRAWN), ==, 1);
  for (guint i = 0, placed = 0; i < gmp_log_get_n_entries (scenario->log); i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (scenario->log, i);
      g_autofree char *text = gmp_log_entry_to_string (entry, board);

      g_assert_true (gmp_log_entry_check (entry, board, NULL));
      g_assert_null (strstr (text, "?"));
      if (entry->kind == GMP_LOG_GUARD_ROLL)
        {
          const GmpLogEntry *next = gmp_log_get_entry (scenario->log, i + 1);

          /* The roll that places a Guard comes just before its placement */
          g_assert_cmpuint (entry->n_dice, ==, 2);
          g_assert_cmpint (entry->params[0], ==, entry->dice[0] + entry->dice[1]);
          g_assert_cmpint (entry->params[1], ==, board->guard_table[entry->params[0]]);
          g_assert_cmpint (next->kind, ==, entry->params[2] ? GMP_LOG_GUARD_ROLL
                                                            : GMP_LOG_GUARD_PLACED);
          if (!entry->params[2])
            g_assert_cmpint (next->params[1], ==, entry->params[1]);
        }
      else if (entry->kind == GMP_LOG_GUARD_PLACED)
        {
          g_assert_cmpint (entry->params[0], ==, 4 + (int) placed);
          g_assert_cmpint (entry->params[1], ==,
                           gmp_state_get_unit (scenario->state, 4 + placed)->city);
          placed++;
          g_assert_nonnull (strstr (text, board->cities[entry->params[1]].name));
          g_assert_nonnull (strstr (text, "Rules note 3"));
        }
      else
        {
          g_assert_cmpint (entry->kind, ==, GMP_LOG_GUARDS_DRAWN);
          g_assert_cmpint (entry->params[0], ==, 14);
          g_assert_cmpint (entry->params[1], ==, 0);
          g_assert_nonnull (strstr (text, "14"));
        }
    }

  /* Running it again changes nothing */
  after = gmp_state_copy (scenario->state);
  n_log = gmp_log_get_n_entries (scenario->log);
  g_assert_true (gmp_scenario_start (scenario, dice, GMP_SETUP_DEFAULT, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (after, scenario->state));
  g_assert_cmpuint (gmp_log_get_n_entries (scenario->log), ==, n_log);

  /* Nor after saving and loading: the file says the rule is done */
  bytes = gmp_scenario_to_bytes (scenario);
  reloaded = gmp_scenario_load_bytes (bytes, "saved.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_false (reloaded->roll_guards_at_start);
  g_assert_true (gmp_scenario_start (reloaded, dice, GMP_SETUP_DEFAULT, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (after, reloaded->state));
}

/* Face to face: the rolled and the "draw" Guards stay unknown */
static void
test_start_guards_unknown (void)
{
  g_autoptr(GmpScenario) scenario = load_start_scenario ("setup", TRUE);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (5);
  g_autoptr(GError) error = NULL;
  const GmpLogEntry *last;

  scenario->log = gmp_log_new ();
  g_assert_true (gmp_scenario_start (scenario, dice, GMP_SETUP_GUARDS_UNKNOWN, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_state_n_units (scenario->state), ==, 16);
  for (guint i = 0; i < 16; i++)
    g_assert_cmpint (gmp_state_get_unit (scenario->state, i)->guard_value, ==,
                     i == 2 || i == 3 ? 6 : GMP_GUARD_UNKNOWN);
  last = gmp_log_get_entry (scenario->log, gmp_log_get_n_entries (scenario->log) - 1);
  g_assert_cmpint (last->kind, ==, GMP_LOG_GUARDS_DRAWN);
  g_assert_cmpint (last->params[0], ==, 14);
  g_assert_cmpint (last->params[1], ==, 1);
}

/* A hand-made scenario at the start of turn 1 with "draw" Guards and no rule:
 * only the draw, and a log that begins by saying where the game stands */
static void
test_start_draw_only (void)
{
  g_autoptr(GmpScenario) scenario = load_start_scenario ("action", FALSE);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (9);
  g_autoptr(GError) error = NULL;

  scenario->log = gmp_log_new ();
  g_assert_true (gmp_scenario_start (scenario, dice, GMP_SETUP_DEFAULT, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_state_n_units (scenario->state), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      gint8 v = gmp_state_get_unit (scenario->state, i)->guard_value;

      g_assert_true (v == 0 || v == 4 || v == 5 || v == 6);
    }
  g_assert_cmpuint (gmp_log_get_n_entries (scenario->log), ==, 2);
  g_assert_cmpint (gmp_log_get_entry (scenario->log, 0)->kind, ==, GMP_LOG_TURN_BEGINS);
  g_assert_cmpint (gmp_log_get_entry (scenario->log, 1)->kind, ==, GMP_LOG_GUARDS_DRAWN);
  g_assert_cmpint (gmp_log_get_entry (scenario->log, 1)->params[0], ==, 2);

  /* The same start with the rule: now in the Action Phase of turn 1, the
   * game has not begun, so the table is rolled */
  {
    g_autoptr(GmpScenario) rule = load_start_scenario ("action", TRUE);

    g_assert_true (gmp_scenario_start (rule, dice, GMP_SETUP_DEFAULT, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (gmp_state_n_units (rule->state), ==, 16);
    g_assert_false (rule->roll_guards_at_start);
  }
}

/* A game under way is left alone, even if its file still has the rule */
static void
test_start_under_way (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) logged = NULL;
  g_autoptr(GmpScenario) activated = NULL;
  g_autoptr(GmpScenario) later = NULL;
  GmpScenario *cases[3];

  logged = gmp_scenario_new (gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error));
  g_assert_no_error (error);
  logged->log = gmp_log_new ();
  {
    int turn = 1;

    gmp_log_add (logged->log, logged->state, GMP_LOG_TURN_BEGINS, 1, &turn);
  }
  activated = gmp_scenario_copy (logged);
  gmp_log_clear (activated->log);
  activated->state->activated = 1;
  later = gmp_scenario_copy (activated);
  later->state->activated = 0;
  later->state->turn = 2;
  cases[0] = logged;
  cases[1] = activated;
  cases[2] = later;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GmpState) before = gmp_state_copy (cases[i]->state);
      guint n_log = gmp_log_get_n_entries (cases[i]->log);

      cases[i]->roll_guards_at_start = TRUE;
      g_assert_true (gmp_scenario_start (cases[i], dice, GMP_SETUP_DEFAULT, &error));
      g_assert_no_error (error);
      g_assert_true (gmp_state_equal (before, cases[i]->state));
      g_assert_cmpuint (gmp_log_get_n_entries (cases[i]->log), ==, n_log);
      g_assert_true (cases[i]->roll_guards_at_start);
    }
}

/* Failures leave the scenario as it was: the players' dice run out (the
 * message says how many more rolls the table needs), or the pool has too
 * few counters for the "draw" Guards. */
static void
test_start_fails_cleanly (void)
{
  g_autoptr(GmpScenario) scenario = load_start_scenario ("setup", TRUE);
  g_autoptr(GmpState) before = gmp_state_copy (scenario->state);
  /* MIA (its second Guard), MIA again: rerolled, TPA; then the dice run out */
  g_autoptr(GmpDice) dice = gmp_dice_new_from_string ("11 11 12", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (gmp_scenario_start (scenario, dice, GMP_SETUP_GUARDS_UNKNOWN, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, "at least 10 more rolls"));
  g_assert_true (gmp_state_equal (before, scenario->state));
  g_assert_true (scenario->roll_guards_at_start);
  g_clear_error (&error);

  /* Sixteen counters: four known 6s and thirteen to draw */
  {
    g_autoptr(GmpBoard) board = test_default_board ();
    g_autoptr(GmpScenario) many = gmp_scenario_new (gmp_state_new (board));
    g_autoptr(GmpState) many_before = NULL;
    g_autoptr(GmpDice) seeded = gmp_dice_new_seeded (1);

    for (guint i = 0; i < 17; i++)
      {
        guint id = gmp_state_add_unit (many->state, board->guard_type, GMP_NONE, (int) (i / 2));

        gmp_state_get_unit (many->state, id)->guard_value = i < 4 ? 6 : GMP_GUARD_DRAW;
      }
    many_before = gmp_state_copy (many->state);
    g_assert_false (gmp_scenario_start (many, seeded, GMP_SETUP_DEFAULT, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "12 counters left, but 13 Guards"));
    g_assert_true (gmp_state_equal (many_before, many->state));
  }
}

/* The players' own rolls: exactly the cities the table gives for them */
static void
test_start_scripted_cities (void)
{
  g_autoptr(GmpScenario) scenario = load_start_scenario ("setup", TRUE);
  /* 2 MIA, 2 MIA (full: rerolled), 3 TPA, 3 TPA (full: rerolled), 4 JAX, 5 SAV,
   * 6 BHM, 7 BNA, 8 SDF, 9 IND, 10 CMH, 11 PIT, 12 DTW, 12 DTW */
  g_autoptr(GmpDice) dice = gmp_dice_new_from_string ("11 11 12 12 13 14 15 16 26 36 46 56 66 66",
                                                      NULL);
  const char *expected[] = { "MIA", "TPA", "JAX", "SAV", "BHM", "BNA", "SDF", "IND", "CMH",
                             "PIT", "DTW", "DTW" };
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_scenario_start (scenario, dice, GMP_SETUP_DEFAULT, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      int city = gmp_state_get_unit (scenario->state, 4 + i)->city;

      g_assert_cmpstr (scenario->state->board->cities[city].id, ==, expected[i]);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/setup/new-game", test_new_game);
  g_test_add_func ("/core/setup/reproducible", test_reproducible);
  g_test_add_func ("/core/setup/guards/rerolls", test_rerolls);
  g_test_add_func ("/core/setup/guards/dice-run-out", test_dice_run_out);
  g_test_add_func ("/core/setup/guards/table-full", test_table_full);
  g_test_add_func ("/core/setup/guards/none", test_no_guards);
  g_test_add_func ("/core/setup/guards/draw-values", test_draw_guard_values);
  g_test_add_func ("/core/setup/start/rolls-and-draws", test_start_rolls_and_draws);
  g_test_add_func ("/core/setup/new-game-logged", test_new_game_logged);
  g_test_add_func ("/core/setup/start/guards-unknown", test_start_guards_unknown);
  g_test_add_func ("/core/setup/start/draw-only", test_start_draw_only);
  g_test_add_func ("/core/setup/start/under-way", test_start_under_way);
  g_test_add_func ("/core/setup/start/fails-cleanly", test_start_fails_cleanly);
  g_test_add_func ("/core/setup/start/scripted-cities", test_start_scripted_cities);

  return g_test_run ();
}
