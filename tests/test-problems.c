/* test-problems.c: gmp_state_validate() lists every problem of a state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * States are made from a new game on the default board and then broken in
 * several ways at once; every break must be listed, with its city, unit and
 * rules note. Only the ids of cities, counters and chits are named here.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"
#include "test-util.h"

static GmpState *
new_game (guint64 seed)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (seed);
  g_autoptr(GError) error = NULL;
  GmpState *state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);

  g_assert_no_error (error);
  g_assert_nonnull (state);
  return state;
}

static guint
city (const GmpState *state,
      const char     *id)
{
  int c = gmp_board_find_city (state->board, id);

  g_assert_cmpint (c, !=, GMP_NONE);
  return c;
}

static guint
chit (const GmpState *state,
      const char     *id)
{
  int c = gmp_board_find_chit (state->board, id);

  g_assert_cmpint (c, !=, GMP_NONE);
  return c;
}

static guint
add (GmpState   *state,
     const char *type,
     const char *formation,
     const char *city_id)
{
  int t = gmp_board_find_unit_type (state->board, type);
  int f = formation != NULL ? gmp_board_find_formation (state->board, formation) : GMP_NONE;

  g_assert_cmpint (t, !=, GMP_NONE);
  return gmp_state_add_unit (state, t, f, city (state, city_id));
}

/* A unit of the side on the map, not a Guard, after the first `skip` such
 * units (in the order of their ids). */
static guint
unit_of_side (GmpState *state,
              GmpSide   side,
              guint     skip)
{
  for (guint id = 0; id < gmp_state_n_units (state); id++)
    {
      const GmpUnit *unit = gmp_state_get_unit (state, id);

      if (unit->place != GMP_PLACE_MAP || gmp_state_unit_side (state, id) != side
          || state->board->unit_types[unit->type].guard)
        continue;
      if (skip-- == 0)
        return id;
    }
  g_assert_not_reached ();
}

static void
move_to (GmpState   *state,
         guint       unit,
         const char *city_id)
{
  gmp_state_get_unit (state, unit)->city = city (state, city_id);
}

/* The ids of the National Guards, ascending. */
static GArray *
guards_of (GmpState *state)
{
  GArray *guards = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint id = 0; id < gmp_state_n_units (state); id++)
    if (state->board->unit_types[gmp_state_get_unit (state, id)->type].guard)
      g_array_append_val (guards, id);
  return guards;
}

static GmpUnit *
guard (GmpState *state,
       GArray   *guards,
       guint     i)
{
  return gmp_state_get_unit (state, g_array_index (guards, guint, i));
}

static guint
count_kind (GPtrArray      *problems,
            GmpProblemKind  kind)
{
  guint n = 0;

  for (guint i = 0; i < problems->len; i++)
    if (((const GmpProblem *) g_ptr_array_index (problems, i))->kind == kind)
      n++;
  return n;
}

/* The problem of this kind about this city and unit (unit GMP_NONE: any);
 * asserts there is one, with the note cited, and that its message names the
 * city or the unit. */
static const GmpProblem *
assert_listed (GPtrArray      *problems,
               const GmpState *state,
               GmpProblemKind  kind,
               int             c,
               int             unit,
               guint           note)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (problem->kind != kind || problem->city != c
          || (unit != GMP_NONE && problem->unit != unit))
        continue;

      g_assert_cmpuint (problem->note, ==, note);
      g_assert_nonnull (problem->message);
      {
        g_autofree char *unit_named = g_strdup_printf ("unit %d ", problem->unit + 1);
        gboolean names_city = c != GMP_NONE
                              && strstr (problem->message, state->board->cities[c].name);
        gboolean names_unit = problem->unit != GMP_NONE
                              && strstr (problem->message, unit_named);

        g_assert_true (names_city || names_unit);
      }
      if (note != 0)
        {
          g_autofree char *cited = g_strdup_printf ("(Rules note %u)", note);

          g_assert_nonnull (strstr (problem->message, cited));
        }
      return problem;
    }

  g_test_message ("no %s problem in city %d for unit %d among:",
                  gmp_problem_kind_to_string (kind), c, unit);
  for (guint i = 0; i < problems->len; i++)
    g_test_message ("  %s", ((const GmpProblem *) g_ptr_array_index (problems, i))->message);
  g_assert_not_reached ();
}

/* A new game breaks no rule, whatever the dice, and neither does its turn */
static void
test_new_game_valid (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(GmpState) state = new_game (seed);
      g_autoptr(GPtrArray) problems = gmp_state_validate (state);
      g_autoptr(GPtrArray) game_problems = gmp_state_validate_game (state);

      g_assert_cmpuint (problems->len, ==, 0);
      g_assert_cmpuint (game_problems->len, ==, 0);
      g_assert_true (gmp_state_check (state, NULL));
    }
}

/* The problem of this kind about this chit; asserts there is one. */
static const GmpProblem *
assert_chit_listed (GPtrArray      *problems,
                    GmpProblemKind  kind,
                    guint           c,
                    guint           note)
{
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (problem->kind == kind && problem->chit == (int) c)
        {
          g_assert_cmpuint (problem->note, ==, note);
          g_assert_cmpint (problem->city, ==, GMP_NONE);
          return problem;
        }
    }
  g_assert_not_reached ();
}

/* Rules notes 7, 9, 10, 19, 23 and 36, the counter mix, the hives at the
 * start and the Danger Track, all broken in one state and all listed. */
static void
test_several_at_once (void)
{
  g_autoptr(GmpState) state = new_game (3);
  const GmpBoard *board = state->board;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GArray) guards = guards_of (state);
  g_autoptr(GError) error = NULL;
  guint dsm = city (state, "DSM"), cvg = city (state, "CVG"), tul = city (state, "TUL");
  guint oma = city (state, "OMA"), nyc = city (state, "NYC"), chi = city (state, "CHI");
  guint in_east, with_guard, in_hive, extra_infantry, hidden_guard, wasp = chit (state, "wasp");
  guint limit = board->rules.stacking_limit;
  int nyc_fort = board->cities[nyc].fort;
  const GmpProblem *problem;

  g_assert_cmpint (board->cities[dsm].hive, ==, GMP_NONE);
  g_assert_cmpint (board->cities[tul].region, ==, GMP_REGION_WEST);
  g_assert_cmpint (board->cities[cvg].region, ==, GMP_REGION_EAST);
  g_assert_cmpint (board->cities[oma].hive, !=, GMP_NONE);
  g_assert_cmpuint (guards->len, >=, 6);

  /* Rules note 7: one Swarm unit more than stacking allows in Des Moines */
  for (guint i = 0; i <= limit; i++)
    move_to (state, unit_of_side (state, GMP_SIDE_SWARM, i), "DSM");
  /* Rules note 10: a Swarm unit east of the intact fence */
  in_east = unit_of_side (state, GMP_SIDE_SWARM, limit + 1);
  move_to (state, in_east, "CVG");
  /* Rules note 9: a Swarm unit with a Guard nobody has seen */
  with_guard = unit_of_side (state, GMP_SIDE_SWARM, limit + 2);
  move_to (state, with_guard, "TUL");
  hidden_guard = add (state, "guard", NULL, "TUL");
  /* Preparation: a Human unit in a hive before the game begins */
  in_hive = unit_of_side (state, GMP_SIDE_HUMANS, 0);
  move_to (state, in_hive, "OMA");
  /* The counter mix: one Infantry of formation A more than the board has */
  extra_infantry = add (state, "infantry", "A", "CHI");
  /* Rules note 19: a Fort above its starting strength */
  state->fort_strength[nyc_fort] = board->forts[nyc_fort].strength + 1;
  /* Rules note 36: five Guards show 6 (the pool has four), the sixth shows 3 */
  for (guint i = 0; i < guards->len; i++)
    guard (state, guards, i)->guard_value = i < 5 ? 6 : GMP_GUARD_UNKNOWN;
  guard (state, guards, 5)->guard_value = 3;
  /* Rules note 23: only an Allied nation's chits wait for it */
  state->chits[wasp].place = GMP_CHIT_WITH_ALLY;
  /* The Danger marker one space past its track */
  state->danger_space = board->n_danger;

  problems = gmp_state_validate (state);

  assert_listed (problems, state, GMP_PROBLEM_STACKING, dsm, GMP_NONE, 7);
  assert_listed (problems, state, GMP_PROBLEM_FENCE, cvg, in_east, 10);
  problem = assert_listed (problems, state, GMP_PROBLEM_UNREVEALED_GUARDS, tul, hidden_guard, 9);
  g_assert_nonnull (strstr (problem->message, "1 unrevealed National Guard,"));
  assert_listed (problems, state, GMP_PROBLEM_HIVE_AT_START, oma, in_hive, 0);
  assert_listed (problems, state, GMP_PROBLEM_COUNTER_MIX, chi, extra_infantry, 0);
  problem = assert_listed (problems, state, GMP_PROBLEM_FORT_STRENGTH, nyc, GMP_NONE, 19);
  g_assert_cmpint (problem->fort, ==, nyc_fort);
  problem = assert_listed (problems, state, GMP_PROBLEM_GUARD_VALUE, guard (state, guards, 4)->city,
                           g_array_index (guards, guint, 4), 36);
  g_assert_nonnull (strstr (problem->message, "earlier Guards"));
  problem = assert_listed (problems, state, GMP_PROBLEM_GUARD_VALUE, guard (state, guards, 5)->city,
                           g_array_index (guards, guint, 5), 36);
  g_assert_nonnull (strstr (problem->message, "no such counter"));
  problem = assert_chit_listed (problems, GMP_PROBLEM_CHIT_PLACE, wasp, 23);
  g_assert_nonnull (strstr (problem->message, board->chits[wasp].name));
  g_assert_cmpuint (count_kind (problems, GMP_PROBLEM_DANGER), ==, 1);
  /* Nothing else: the Swarm units that left their hives broke no rule */
  g_assert_cmpuint (problems->len, ==, 10);

  /* gmp_state_check() refuses the state with the first of them */
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   ((const GmpProblem *) g_ptr_array_index (problems, 0))->message);
}

/* The counter mix and the hives at the start are listed but do not stop a
 * game: test positions and what-if setups build such states on purpose. */
static void
test_listed_not_refused (void)
{
  g_autoptr(GmpState) state = new_game (5);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  guint in_hive = unit_of_side (state, GMP_SIDE_HUMANS, 1);
  guint extra;

  move_to (state, in_hive, "HOU");
  extra = add (state, "tank", "B", "MEM");

  problems = gmp_state_validate (state);
  g_assert_cmpuint (problems->len, ==, 2);
  assert_listed (problems, state, GMP_PROBLEM_HIVE_AT_START, city (state, "HOU"), in_hive, 0);
  assert_listed (problems, state, GMP_PROBLEM_COUNTER_MIX, city (state, "MEM"), extra, 0);
  for (guint i = 0; i < problems->len; i++)
    g_assert_false (gmp_problem_blocks_play (g_ptr_array_index (problems, i)));
  g_assert_true (gmp_state_check (state, &error));
  g_assert_no_error (error);

  /* Once a chit is drawn the game has begun: a Human unit may stand in a hive */
  state->chits[chit (state, "human-b")].place = GMP_CHIT_DRAWN;
  g_clear_pointer (&problems, g_ptr_array_unref);
  problems = gmp_state_validate (state);
  g_assert_cmpuint (problems->len, ==, 1);
  g_assert_cmpuint (count_kind (problems, GMP_PROBLEM_COUNTER_MIX), ==, 1);
}

/* Rules note 10: a hole opens when two adjacent fence Forts are destroyed,
 * and the east cities its roads lead to are open to the Swarm. */
static void
test_fence_hole (void)
{
  g_autoptr(GmpState) state = new_game (7);
  const GmpBoard *board = state->board;
  guint chi = city (state, "CHI"), stl = city (state, "STL");
  int east = GMP_NONE;
  guint ant;
  g_autoptr(GPtrArray) closed = NULL;
  g_autoptr(GPtrArray) open = NULL;

  g_assert_cmpuint (board->n_fence, >=, 2);
  g_assert_cmpuint (board->fence[0], ==, chi);
  g_assert_cmpuint (board->fence[1], ==, stl);
  for (guint i = 0; i < board->cities[chi].n_neighbours && east == GMP_NONE; i++)
    if (board->cities[board->cities[chi].neighbours[i]].region == GMP_REGION_EAST)
      east = board->cities[chi].neighbours[i];
  g_assert_cmpint (east, !=, GMP_NONE);

  ant = unit_of_side (state, GMP_SIDE_SWARM, 0);
  gmp_state_get_unit (state, ant)->city = east;
  /* The ant would have revealed the Guards there (note 9) */
  for (guint id = 0; id < gmp_state_n_units (state); id++)
    if (gmp_state_get_unit (state, id)->city == east
        && board->unit_types[gmp_state_get_unit (state, id)->type].guard)
      gmp_state_get_unit (state, id)->revealed = TRUE;
  closed = gmp_state_validate (state);
  g_assert_cmpuint (closed->len, ==, 1);
  assert_listed (closed, state, GMP_PROBLEM_FENCE, east, ant, 10);

  /* One destroyed fence Fort is no hole yet; two adjacent ones are */
  state->fort_strength[board->cities[chi].fort] = 0;
  g_clear_pointer (&closed, g_ptr_array_unref);
  closed = gmp_state_validate (state);
  g_assert_cmpuint (count_kind (closed, GMP_PROBLEM_FENCE), ==, 1);
  state->fort_strength[board->cities[stl].fort] = 0;
  open = gmp_state_validate (state);
  g_assert_cmpuint (open->len, ==, 0);
}

/* Rules note 9: a move that waits for the players to reveal the Guards it met
 * stands with them unrevealed; a revealed Guard is no problem either. */
static void
test_guards_waiting (void)
{
  g_autoptr(GmpState) state = new_game (11);
  g_autoptr(GArray) guards = guards_of (state);
  guint tul = city (state, "TUL");
  guint ant = unit_of_side (state, GMP_SIDE_SWARM, 0);
  guint first = add (state, "guard", NULL, "TUL");
  guint second = add (state, "guard", NULL, "TUL");
  g_autoptr(GPtrArray) listed = NULL;
  g_autoptr(GPtrArray) waiting = NULL;
  g_autoptr(GPtrArray) revealed = NULL;
  const GmpProblem *problem;

  /* Nobody knows the other Guards: the pool has every value left (note 36) */
  for (guint i = 0; i < guards->len; i++)
    guard (state, guards, i)->guard_value = GMP_GUARD_UNKNOWN;
  move_to (state, ant, "TUL");
  listed = gmp_state_validate (state);
  g_assert_cmpuint (listed->len, ==, 1);
  problem = assert_listed (listed, state, GMP_PROBLEM_UNREVEALED_GUARDS, tul, first, 9);
  g_assert_nonnull (strstr (problem->message, "2 unrevealed National Guards"));

  state->move_pending = TRUE;
  state->move_pending_city = tul;
  state->move_pending_to = GMP_NONE;
  gmp_state_get_unit (state, ant)->pending_move = TRUE;
  waiting = gmp_state_validate (state);
  g_assert_cmpuint (waiting->len, ==, 0);

  state->move_pending = FALSE;
  gmp_state_get_unit (state, ant)->pending_move = FALSE;
  gmp_state_get_unit (state, first)->revealed = TRUE;
  gmp_state_get_unit (state, first)->guard_value = 4;
  gmp_state_get_unit (state, second)->revealed = TRUE;
  gmp_state_get_unit (state, second)->guard_value = 5;
  revealed = gmp_state_validate (state);
  g_assert_cmpuint (revealed->len, ==, 0);
}

/* Every unit in a place that makes no sense is listed, not only the first;
 * Rules note 16: only Swarm units wait on the Time Track, for a later turn. */
static void
test_unit_places (void)
{
  g_autoptr(GmpState) state = new_game (13);
  guint nowhere = unit_of_side (state, GMP_SIDE_SWARM, 0);
  guint off_map = unit_of_side (state, GMP_SIDE_SWARM, 1);
  guint early = unit_of_side (state, GMP_SIDE_SWARM, 2);
  guint human = unit_of_side (state, GMP_SIDE_HUMANS, 0);
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  int off_map_city = gmp_state_get_unit (state, off_map)->city;

  gmp_state_get_unit (state, nowhere)->city = GMP_NONE;
  gmp_state_get_unit (state, off_map)->place = GMP_PLACE_ELIMINATED;
  gmp_state_get_unit (state, early)->place = GMP_PLACE_TIME_TRACK;
  gmp_state_get_unit (state, early)->city = GMP_NONE;
  gmp_state_get_unit (state, early)->turn = state->turn;
  gmp_state_get_unit (state, human)->place = GMP_PLACE_TIME_TRACK;
  gmp_state_get_unit (state, human)->city = GMP_NONE;
  gmp_state_get_unit (state, human)->turn = state->turn + 2;

  problems = gmp_state_validate (state);
  g_assert_cmpuint (problems->len, ==, 4);
  g_assert_cmpuint (count_kind (problems, GMP_PROBLEM_UNIT_PLACE), ==, 4);
  assert_listed (problems, state, GMP_PROBLEM_UNIT_PLACE, GMP_NONE, nowhere, 0);
  assert_listed (problems, state, GMP_PROBLEM_UNIT_PLACE, off_map_city, off_map, 0);
  assert_listed (problems, state, GMP_PROBLEM_UNIT_PLACE, GMP_NONE, early, 16);
  assert_listed (problems, state, GMP_PROBLEM_UNIT_PLACE, GMP_NONE, human, 16);

  g_assert_false (gmp_state_check (state, &error));
  g_assert_cmpstr (error->message, ==,
                   ((const GmpProblem *) g_ptr_array_index (problems, 0))->message);
}

/* The turn under way is checked once the state itself is sound */
static void
test_turn_under_way (void)
{
  g_autoptr(GmpState) state = new_game (17);
  g_autoptr(GPtrArray) state_only = NULL;
  g_autoptr(GPtrArray) with_turn = NULL;
  g_autoptr(GPtrArray) broken = NULL;

  /* A combat recorded while no combat is being resolved */
  state->combat_city = city (state, "CHI");
  state_only = gmp_state_validate (state);
  g_assert_cmpuint (state_only->len, ==, 0);
  with_turn = gmp_state_validate_game (state);
  g_assert_cmpuint (with_turn->len, ==, 1);
  g_assert_cmpint (((const GmpProblem *) g_ptr_array_index (with_turn, 0))->kind, ==,
                   GMP_PROBLEM_TURN);

  /* Rules note 21: with a problem of the state, the turn is not replayed */
  state->danger_face = chit (state, "wasp");
  broken = gmp_state_validate_game (state);
  g_assert_cmpuint (broken->len, ==, 1);
  g_assert_cmpint (((const GmpProblem *) g_ptr_array_index (broken, 0))->kind, ==,
                   GMP_PROBLEM_DANGER);
  g_assert_cmpuint (((const GmpProblem *) g_ptr_array_index (broken, 0))->note, ==, 21);
}

static GmpScenario *
load_text (const char  *text,
           gboolean     unchecked,
           GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  if (unchecked)
    return gmp_scenario_load_bytes_unchecked (bytes, "problems.gmpscenario", error);
  return gmp_scenario_load_bytes (bytes, "problems.gmpscenario", error);
}

/* A file whose rules are broken in several ways: the loader refuses it at
 * the first, the unchecked loader keeps it so that all are listed (Rules
 * notes 7, 19 and 36); a file that breaks the schema is refused by both. */
static void
test_load_unchecked (void)
{
  static const char text[] =
    "<?xml version=\"1.0\"?>\n"
    "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
    "  <title>Broken in four ways</title>\n"
    "  <turn number=\"3\" phase=\"action\"/>\n"
    "  <units>\n"
    "    <unit type=\"ant\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"ant\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"ant\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"spider\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"spider\" formation=\"2\" city=\"DSM\"/>\n"
    "    <unit type=\"worm\" formation=\"2\" city=\"DSM\"/>\n"
    "    <unit type=\"worm\" formation=\"3\" city=\"DSM\"/>\n"
    "    <unit type=\"guard\" city=\"MIA\" guard=\"3\" revealed=\"true\"/>\n"
    "  </units>\n"
    "  <forts><fort city=\"CHI\" strength=\"3\"/></forts>\n"
    "  <danger space=\"99\"/>\n"
    "</scenario>\n";
  g_autoptr(GmpScenario) checked = NULL;
  g_autoptr(GmpScenario) unchecked = NULL;
  g_autoptr(GmpScenario) bad_schema = NULL;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;

  checked = load_text (text, FALSE, &error);
  g_assert_null (checked);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_clear_error (&error);

  unchecked = load_text (text, TRUE, &error);
  g_assert_no_error (error);
  problems = gmp_state_validate_game (unchecked->state);
  g_assert_cmpuint (problems->len, ==, 4);
  assert_listed (problems, unchecked->state, GMP_PROBLEM_STACKING,
                 city (unchecked->state, "DSM"), 6, 7);
  assert_listed (problems, unchecked->state, GMP_PROBLEM_FORT_STRENGTH,
                 city (unchecked->state, "CHI"), GMP_NONE, 19);
  assert_listed (problems, unchecked->state, GMP_PROBLEM_GUARD_VALUE,
                 city (unchecked->state, "MIA"), 7, 36);
  g_assert_cmpuint (count_kind (problems, GMP_PROBLEM_DANGER), ==, 1);

  bad_schema = load_text ("<scenario><oops/></scenario>", TRUE, &error);
  g_assert_null (bad_schema);
  g_assert_nonnull (error);
}

/* Every kind has its own stable name */
static void
test_kind_names (void)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  for (GmpProblemKind kind = 0; kind < GMP_N_PROBLEM_KINDS; kind++)
    {
      const char *name = gmp_problem_kind_to_string (kind);

      g_assert_nonnull (name);
      g_assert_true (g_hash_table_add (seen, (gpointer) name));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/problems/new-game-valid", test_new_game_valid);
  g_test_add_func ("/core/problems/several-at-once", test_several_at_once);
  g_test_add_func ("/core/problems/listed-not-refused", test_listed_not_refused);
  g_test_add_func ("/core/problems/fence-hole-note-10", test_fence_hole);
  g_test_add_func ("/core/problems/guards-waiting-note-9", test_guards_waiting);
  g_test_add_func ("/core/problems/unit-places-note-16", test_unit_places);
  g_test_add_func ("/core/problems/turn-under-way", test_turn_under_way);
  g_test_add_func ("/core/problems/load-unchecked", test_load_unchecked);
  g_test_add_func ("/core/problems/kind-names", test_kind_names);

  return g_test_run ();
}
