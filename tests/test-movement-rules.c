/* test-movement-rules.c: the awkward corners of the movement rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Cases a referee checked against the rules text and docs/rules-notes.md (notes 7-10,
 * 15, 19, 20): what ends a move, the fence seen from both sides, stacking with
 * Forts, the overrun advance, movement FX, and that every refusal names its
 * rule and changes nothing. Boards come from movement-fixture.h.
 */

#include "config.h"

#include "movement-fixture.h"

/* Refusals: the message cites the rule; the state is unchanged */

/* Moves to a city by the cheapest path, expecting a refusal whose message
 * contains `rule`; checks the state did not change. */
static void
assert_move_to_refused (GmpState    *state,
                        const guint *units,
                        guint        n_units,
                        const char  *to,
                        const char  *rule)
{
  g_autoptr(GmpState) before = gmp_state_copy (state);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (gmp_movement_move_to (state, units, n_units, city (state, to), &error),
                   ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  if (strstr (error->message, rule) == NULL)
    g_error ("moving to %s: expected “%s” in “%s”", to, rule, error->message);
  g_assert_true (gmp_state_equal (state, before));
}

static void
assert_move_path_refused (GmpState    *state,
                          const guint *units,
                          guint        n_units,
                          const char  *path,
                          const char  *rule)
{
  g_autoptr(GmpState) before = gmp_state_copy (state);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (move_path (state, units, n_units, path, &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  if (strstr (error->message, rule) == NULL)
    g_error ("moving along %s: expected “%s” in “%s”", path, rule, error->message);
  g_assert_true (gmp_state_equal (state, before));
}

/* A far destination that only stacking forbids is refused for stacking, not
 * as "unreachable" (note 7). */
static void
test_refusal_far_stacking (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");

  for (guint i = 0; i < 6; i++)
    add (state, "worm", "2", "W3");
  activate (state, "1");
  assert_move_to_refused (state, &ant, 1, "W3", "Rules note 7");
}

/* A far east city behind a closed fence is refused for the fence (note 10). */
static void
test_refusal_far_fence (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W1");

  set_fort (state, "F1", 0);
  activate (state, "1");
  /* W1 -> F1 -> E1 -> E2 would be 3 MP, but F1 is no hole */
  assert_move_to_refused (state, &ant, 1, "E2", "Rules note 10");
  assert_move_path_refused (state, &ant, 1, "F1 E1 E2", "Rules note 10");
}

/* A far destination out of MP range is refused for MP. */
static void
test_refusal_far_no_mp (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint worm = add (state, "worm", "1", "W1");
  guint ant = add (state, "ant", "1", "W1");

  activate (state, "1");
  assert_move_to_refused (state, &worm, 1, "W3", "movement point");
  assert_move_to_refused (state, &ant, 1, "W5", "movement point");
}

/* The only way on is through a city where the move must end (note 8). */
static void
test_refusal_far_must_stop (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");

  add (state, "infantry", "A", "W2");
  activate (state, "1");
  assert_move_to_refused (state, &ant, 1, "W3", "Rules note 8:");
  assert_move_path_refused (state, &ant, 1, "W2 W3", "Rules note 8:");
}

/* move_to does not peek at unrevealed Guards on the way: it says to move
 * there first (notes 9, 34); an explicit path through them is accepted. */
static void
test_refusal_far_hidden_guards (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GError) error = NULL;

  add_guard (state, "W2", GMP_GUARD_BLANK);
  activate (state, "1");
  assert_move_to_refused (state, &ant, 1, "W3", "Rules note 9");
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W3"));
}

/* The query gives a reason for every neighbour that is not a target, and
 * only for those. */
static void
test_blocked_every_neighbour (void)
{
  g_autoptr(GmpState) state = make_state (
    "W1:west F1:fence:1 F2:fence:1 E1:east",
    "W1-F1 F1-F2 F1-E1", "F1 F2");
  guint ant = add (state, "ant", "1", "F1");
  g_autoptr(GmpMoveOptions) moves = NULL;

  for (guint i = 0; i < 6; i++)
    add (state, "worm", "2", "W1");
  add (state, "infantry", "A", "F1");
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
  g_assert_cmpuint (moves->n_blocked, ==, 2);
  g_assert_cmpint (blocked_reason (moves, city (state, "W1")), ==, GMP_MOVE_STACKING);
  g_assert_cmpint (blocked_reason (moves, city (state, "E1")), ==, GMP_MOVE_FENCE);
  g_assert_cmpuint (moves->n_targets, ==, 1);
  g_assert_true (gmp_move_options_find (moves, city (state, "F2"))->stops);
  g_clear_pointer (&moves, gmp_move_options_free);

  /* A unit that cannot move at all: every neighbour, with that reason */
  gmp_state_get_unit (state, ant)->stopped = TRUE;
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpuint (moves->n_blocked, ==, 3);
  g_assert_cmpuint (moves->n_targets, ==, 0);
  for (guint i = 0; i < moves->n_blocked; i++)
    g_assert_cmpint (moves->blocked[i].reason, ==, GMP_MOVE_STOPPED);
}

/* Every refusal cites the rules: MP and roads come from the rules text. */
static void
test_refusal_cites_rules (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint worm = add (state, "worm", "1", "W1");

  activate (state, "1");
  assert_move_path_refused (state, &worm, 1, "W3", "The rules");
  assert_move_path_refused (state, &worm, 1, "W2 W3", "The rules");
  g_assert_nonnull (strstr (gmp_move_reason_explain (GMP_MOVE_NO_MP), "The rules"));
  g_assert_nonnull (strstr (gmp_move_reason_explain (GMP_MOVE_NOT_ADJACENT), "The rules"));
  for (guint r = GMP_MOVE_NOT_ACTIVATED; r < GMP_MOVE_N_REASONS; r++)
    if (r != GMP_MOVE_NOT_ON_MAP && r != GMP_MOVE_NOT_TOGETHER)
      {
        const char *text = gmp_move_reason_explain (r);

        if (strstr (text, "Rules note") == NULL && strstr (text, "The rules") == NULL)
          g_error ("reason %s cites no rule: %s", gmp_move_reason_to_string (r), text);
      }
}

/* What ends a move (note 8) and what does not */

/* A city with only revealed Guards holds enemy units: the Swarm stops there. */
static void
test_stop_revealed_guard_only (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint guard = add_guard (state, "W2", 4);
  g_autoptr(GmpMoveOptions) moves = NULL;

  gmp_state_get_unit (state, guard)->revealed = TRUE;
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_true (gmp_move_options_find (moves, city (state, "W2"))->stops);
  g_assert_false (gmp_move_options_find (moves, city (state, "W2"))->reveals);
  g_assert_null (gmp_move_options_find (moves, city (state, "W3")));
  assert_move_path_refused (state, &ant, 1, "W2 W3", "Rules note 8");
}

/* Known blank and non-blank Guards beside each other: the blank one goes, the
 * other stops the unit; the unit keeps the MP it did not spend. */
static void
test_guards_two_one_blank_mp (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GError) error = NULL;

  add_guard (state, "W2", 4);
  add_guard (state, "W2", GMP_GUARD_BLANK);
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3 W4", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W2"));
  g_assert_true (gmp_state_get_unit (state, ant)->stopped);
  g_assert_cmpuint (gmp_state_units_in_city (state, city (state, "W2"), GMP_SIDE_HUMANS,
                                             NULL, 0), ==, 1);
  g_assert_cmpuint (gmp_movement_mp_left (state, ant), ==, 2);
}

/* All Guards blank, the unit goes on in a later move with the MP left (note 9). */
static void
test_guards_blank_then_later_move (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;

  add_guard (state, "W2", GMP_GUARD_BLANK);
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2", &error), ==, GMP_MOVE_DONE);
  g_assert_false (gmp_state_get_unit (state, ant)->stopped);
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
  g_assert_cmpuint (moves->mp_left, ==, 2);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W4")));
  g_assert_null (gmp_move_options_find (moves, city (state, "W5")));
}

/* A destroyed Fort with Human units still holds enemy units: the Swarm stops;
 * a destroyed empty Fort is no enemy any more (note 19) and is passed. */
static void
test_destroyed_fort (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W2");
  g_autoptr(GmpMoveOptions) moves = NULL;

  set_fort (state, "F1", 0);
  set_fort (state, "F2", 0);
  add (state, "infantry", "A", "F2");
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_true (gmp_move_options_find (moves, city (state, "F2"))->stops);
  g_assert_false (gmp_move_options_find (moves, city (state, "F1"))->stops);
  /* Not on through F2, where the move ends; east through the empty hole F1 */
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "E1"))->cost, ==, 3);
  g_assert_null (gmp_move_options_find (moves, city (state, "E2")));
  assert_move_path_refused (state, &ant, 1, "F2 E2", "Rules note 8");
}

/* Entering a city with a friendly unit and an enemy one (contested) ends the
 * move; so does a Human unit entering its own Fort where Swarm units are. */
static void
test_stop_contested (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint tank = add (state, "tank", "A", "E2");
  g_autoptr(GmpMoveOptions) moves = NULL;

  add (state, "ant", "2", "W2");
  add (state, "infantry", "B", "W2");
  add (state, "worm", "2", "F2");
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_true (gmp_move_options_find (moves, city (state, "W2"))->stops);
  g_assert_null (gmp_move_options_find (moves, city (state, "W3")));
  g_clear_pointer (&moves, gmp_move_options_free);

  activate (state, "A");
  moves = gmp_movement_query (state, &tank, 1);
  g_assert_true (gmp_move_options_find (moves, city (state, "F2"))->stops);
  g_assert_null (gmp_move_options_find (moves, city (state, "W2")));
  /* Around by F1 or F3 and their fences is fine for the Humans */
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "F1")));
}

/* Rules note 44: entering an enemy city ends the unit's movement for the rest
 * of the game turn: a later activation that turn does not let it go on; the
 * next turn does. */
static void
test_stop_for_the_turn (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;

  add (state, "infantry", "B", "W2");
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_state_get_unit (state, ant)->stopped_turn);

  /* Another activation of the same turn */
  gmp_movement_reset_activation (state);
  g_assert_false (gmp_state_get_unit (state, ant)->stopped);
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_STOPPED);
  assert_move_path_refused (state, &ant, 1, "W1", "Rules note 44");

  /* The next game turn */
  gmp_movement_reset_turn (state);
  activate (state, "1");
  g_clear_pointer (&moves, gmp_move_options_free);
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
}

/* Units that start the activation in a contested city may leave it. */
static void
test_leave_contested (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "F1");
  g_autoptr(GmpMoveOptions) moves = NULL;

  add (state, "infantry", "A", "F1");
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W2")));
}

/* Stacking (note 7) */

/* Humans pass through their own full Fort (its strength counts as units) but
 * may not end there. */
static void
test_stacking_own_fort_pass_through (void)
{
  g_autoptr(GmpState) state = make_state ("W1:west F:fence:3 W2:west", "W1-F F-W2", "F");
  guint tank;

  for (guint i = 0; i < 3; i++)
    add (state, "infantry", "B", "F");
  tank = add (state, "tank", "A", "W1");
  activate (state, "A");
  assert_move_to_refused (state, &tank, 1, "F", "Rules note 7");
  {
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (move_path (state, &tank, 1, "F W2", &error), ==, GMP_MOVE_DONE);
    g_assert_no_error (error);
  }
}

/* The Swarm's count ignores the Fort: six Swarm units may stand in a Fort city
 * whatever its strength. */
static void
test_stacking_swarm_ignores_fort (void)
{
  g_autoptr(GmpState) state = make_state ("W1:west F:fence:3", "W1-F", "F");
  guint group[6];
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 6; i++)
    group[i] = add (state, "ant", "1", "W1");
  activate (state, "1");
  g_assert_cmpint (gmp_movement_move_to (state, group, 6, city (state, "F"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
}

/* The Fusion Fence (note 10) */

/* Through a hole in one move: west, the destroyed fort, east. */
static void
test_fence_through_hole_one_move (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W2");
  g_autoptr(GError) error = NULL;

  set_fort (state, "F2", 0);
  set_fort (state, "F3", 0);
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "F2 E2 E1", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_movement_check_fence (state, NULL));
}

/* Either fort of the hole may be left eastward, by any of its roads. */
static void
test_fence_hole_both_forts (void)
{
  g_autoptr(GmpState) state = make_state (
    "W1:west F1:fence:1 F2:fence:1 F3:fence:1 E1:east E1b:east E2:east E3:east",
    "W1-F1 W1-F2 F1-F2 F2-F3 F1-E1 F1-E1b F2-E2 F3-E3 E1-E2 E2-E3",
    "F1 F2 F3");
  guint a1 = add (state, "ant", "1", "F1");
  guint a2 = add (state, "ant", "1", "F2");
  g_autoptr(GError) error = NULL;

  set_fort (state, "F1", 0);
  set_fort (state, "F2", 0);
  activate (state, "1");
  g_assert_true (gmp_movement_fence_allows (state, city (state, "F1"), city (state, "E1")));
  g_assert_true (gmp_movement_fence_allows (state, city (state, "F1"), city (state, "E1b")));
  g_assert_true (gmp_movement_fence_allows (state, city (state, "F2"), city (state, "E2")));
  g_assert_false (gmp_movement_fence_allows (state, city (state, "F3"), city (state, "E3")));
  g_assert_cmpint (move_path (state, &a1, 1, "E1b", &error), ==, GMP_MOVE_DONE);
  g_assert_cmpint (move_path (state, &a2, 1, "E2", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
}

/* A destroyed fence fort between two standing ones opens nothing. */
static void
test_fence_lone_destroyed (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W2");
  g_autoptr(GmpMoveOptions) moves = NULL;

  set_fort (state, "F2", 0);
  activate (state, "1");
  g_assert_false (gmp_movement_fence_hole_at (state, city (state, "F2")));
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "F2")));
  for (guint i = 0; i < moves->n_targets; i++)
    g_assert_cmpint (state->board->cities[moves->targets[i].city].region,
                     !=, GMP_REGION_EAST);
  assert_move_path_refused (state, &ant, 1, "F2 E2", "Rules note 10");
}

/* A Swarm unit already east moves freely there and back onto the fence; it
 * crosses back east only through a hole (the fence is active elsewhere). */
static void
test_fence_east_and_back (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "E2");
  g_autoptr(GError) error = NULL;

  set_fort (state, "F1", 0);
  set_fort (state, "F2", 0);
  activate (state, "1");
  g_assert_true (gmp_movement_check_fence (state, NULL));
  /* East to the hole, back east through it */
  g_assert_cmpint (move_path (state, &ant, 1, "E1 F1 E1", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);

  /* F3 stands, no hole: entering it from the east ends the move (note 8);
   * in the next activation it may leave westward, not back east */
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "E2 E3 F3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_state_get_unit (state, ant)->stopped);
  activate (state, "1");
  assert_move_path_refused (state, &ant, 1, "E3", "Rules note 10");
  g_assert_cmpint (move_path (state, &ant, 1, "W3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
}

/* The fence never holds the Humans, whatever the forts. */
static void
test_fence_not_for_humans (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint group[2];
  g_autoptr(GmpMoveOptions) moves = NULL;

  group[0] = add (state, "tank", "A", "W1");
  group[1] = add (state, "tank", "A", "W1");
  activate (state, "A");
  moves = gmp_movement_query (state, group, 2);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "E1")));
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "E2"))->cost, ==, 3);
  g_assert_cmpint (blocked_reason (moves, city (state, "F1")), ==, GMP_MOVE_OK);
}

/* Movement points */

/* A group moves with its slowest unit's MP; afterwards each unit keeps its own
 * (note 33: units move one at a time). */
static void
test_group_then_alone (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[2];
  g_autoptr(GError) error = NULL;

  group[0] = add (state, "ant", "1", "W1");
  group[1] = add (state, "worm", "1", "W1");
  activate (state, "1");
  g_assert_cmpint (move_path (state, group, 2, "W2", &error), ==, GMP_MOVE_DONE);
  g_assert_cmpuint (gmp_movement_mp_left (state, group[0]), ==, 2);
  g_assert_cmpuint (gmp_movement_mp_left (state, group[1]), ==, 0);
  assert_move_path_refused (state, group, 2, "W3", "movement point");
  g_assert_cmpint (move_path (state, group, 1, "W3 W4", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_movement_mp_left (state, group[0]), ==, 0);
}

/* A movement FX lasts one activation, for one formation (notes 4, 20, 35). */
static void
test_fx_one_formation_one_activation (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint a = add (state, "infantry", "A", "W1");
  guint b = add (state, "infantry", "B", "W1");
  int boost = gmp_board_find_chit (state->board, "boost");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) before = NULL;

  state->chits[boost].place = GMP_CHIT_IN_HAND;
  activate (state, "1");
  /* Not for a Swarm formation, and the refusal changes nothing */
  before = gmp_state_copy (state);
  g_assert_false (gmp_movement_use_mp_fx (state, boost, GMP_NONE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (gmp_state_equal (state, before));

  activate (state, "A");
  g_assert_true (gmp_movement_use_mp_fx (state, boost, GMP_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_movement_mp_left (state, a), ==, 3);
  g_assert_cmpuint (gmp_movement_mp_left (state, b), ==, 2);

  activate (state, "B");
  g_assert_cmpuint (gmp_movement_mp_left (state, b), ==, 2);
  g_assert_cmpuint (gmp_movement_mp_left (state, a), ==, 2);
}

/* The overrun advance (note 15) */

/* The advancing units keep together: once some advanced from a city, the
 * others of that overrun may follow only to the same city. */
static void
test_advance_together (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[5];
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) before = NULL;

  for (guint i = 0; i < 5; i++)
    group[i] = add (state, "ant", "1", "W3");
  activate (state, "1");
  g_assert_cmpint (gmp_movement_advance (state, group, 3, city (state, "W4"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);

  before = gmp_state_copy (state);
  g_assert_false (gmp_movement_can_advance (state, group + 3, 2, city (state, "W2"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 15"));
  g_clear_error (&error);
  g_assert_cmpint (gmp_movement_advance (state, group + 3, 2, city (state, "W2"), &error),
                   ==, GMP_MOVE_FAILED);
  g_clear_error (&error);
  g_assert_true (gmp_state_equal (state, before));

  g_assert_cmpint (gmp_movement_advance (state, group + 3, 2, city (state, "W4"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);

  /* Next game turn, next activation: free to go anywhere again */
  gmp_movement_reset_turn (state);
  activate (state, "1");
  g_assert_true (gmp_movement_can_advance (state, group, 1, city (state, "W5"), &error));
  g_assert_no_error (error);
}

/* The advance ignores MP and enters an enemy city (another battle), but not
 * the fence. */
static void
test_advance_into_enemy (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[5];
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 5; i++)
    group[i] = add (state, "worm", "1", "W1");
  add (state, "infantry", "A", "W3");
  activate (state, "1");
  g_assert_cmpint (move_path (state, group, 5, "W2", &error), ==, GMP_MOVE_DONE);
  g_assert_cmpint (gmp_movement_advance (state, group, 5, city (state, "W3"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, group[0])->moved_from, ==, city (state, "W2"));
  g_assert_cmpuint (gmp_state_get_unit (state, group[0])->mp_used, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/movement/rules/refusal/far-stacking", test_refusal_far_stacking);
  g_test_add_func ("/movement/rules/refusal/far-fence", test_refusal_far_fence);
  g_test_add_func ("/movement/rules/refusal/far-no-mp", test_refusal_far_no_mp);
  g_test_add_func ("/movement/rules/refusal/far-must-stop", test_refusal_far_must_stop);
  g_test_add_func ("/movement/rules/refusal/far-hidden-guards", test_refusal_far_hidden_guards);
  g_test_add_func ("/movement/rules/refusal/cites-rules", test_refusal_cites_rules);
  g_test_add_func ("/movement/rules/query/blocked-every-neighbour", test_blocked_every_neighbour);
  g_test_add_func ("/movement/rules/stop/revealed-guard-only", test_stop_revealed_guard_only);
  g_test_add_func ("/movement/rules/guards/two-one-blank-mp", test_guards_two_one_blank_mp);
  g_test_add_func ("/movement/rules/guards/blank-then-later-move",
                   test_guards_blank_then_later_move);
  g_test_add_func ("/movement/rules/stop/destroyed-fort", test_destroyed_fort);
  g_test_add_func ("/movement/rules/stop/contested", test_stop_contested);
  g_test_add_func ("/movement/rules/stop/leave-contested", test_leave_contested);
  g_test_add_func ("/movement/rules/stop/for-the-turn", test_stop_for_the_turn);
  g_test_add_func ("/movement/rules/stacking/own-fort-pass-through",
                   test_stacking_own_fort_pass_through);
  g_test_add_func ("/movement/rules/stacking/swarm-ignores-fort",
                   test_stacking_swarm_ignores_fort);
  g_test_add_func ("/movement/rules/fence/through-hole-one-move",
                   test_fence_through_hole_one_move);
  g_test_add_func ("/movement/rules/fence/hole-both-forts", test_fence_hole_both_forts);
  g_test_add_func ("/movement/rules/fence/lone-destroyed", test_fence_lone_destroyed);
  g_test_add_func ("/movement/rules/fence/east-and-back", test_fence_east_and_back);
  g_test_add_func ("/movement/rules/fence/not-for-humans", test_fence_not_for_humans);
  g_test_add_func ("/movement/rules/mp/group-then-alone", test_group_then_alone);
  g_test_add_func ("/movement/rules/fx/one-formation-one-activation",
                   test_fx_one_formation_one_activation);
  g_test_add_func ("/movement/rules/advance/together", test_advance_together);
  g_test_add_func ("/movement/rules/advance/into-enemy", test_advance_into_enemy);

  return g_test_run ();
}
