/* test-movement.c: movement, legal moves, Guards, the Fusion Fence, overrun advance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The small boards come from movement-fixture.h; tests of the rules' awkward
 * corners are in test-movement-rules.c.
 */

#include "config.h"

#include "movement-fixture.h"

/* MP per unit type, from the board; each city entered costs one MP */

static void
test_mp_per_type (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint worm = add (state, "worm", "1", "W1");
  guint spider = add (state, "spider", "1", "W1");
  g_autoptr(GmpMoveOptions) ant_moves = NULL;
  g_autoptr(GmpMoveOptions) worm_moves = NULL;
  g_autoptr(GmpMoveOptions) spider_moves = NULL;

  activate (state, "1");
  g_assert_cmpuint (gmp_movement_mp_left (state, ant), ==, 3);
  g_assert_cmpuint (gmp_movement_mp_left (state, worm), ==, 1);
  g_assert_cmpuint (gmp_movement_mp_left (state, spider), ==, 2);

  ant_moves = gmp_movement_query (state, &ant, 1);
  worm_moves = gmp_movement_query (state, &worm, 1);
  spider_moves = gmp_movement_query (state, &spider, 1);
  g_assert_cmpint (ant_moves->reason, ==, GMP_MOVE_OK);
  g_assert_cmpuint (ant_moves->n_targets, ==, 3);
  g_assert_cmpuint (worm_moves->n_targets, ==, 1);
  g_assert_cmpuint (spider_moves->n_targets, ==, 2);

  /* Cheapest first; the path lists every city entered */
  g_assert_cmpuint (ant_moves->targets[0].city, ==, city (state, "W2"));
  g_assert_cmpuint (ant_moves->targets[2].city, ==, city (state, "W4"));
  g_assert_cmpuint (ant_moves->targets[2].cost, ==, 3);
  g_assert_cmpuint (ant_moves->targets[2].path[0], ==, city (state, "W2"));
  g_assert_cmpuint (ant_moves->targets[2].path[1], ==, city (state, "W3"));
  g_assert_cmpuint (ant_moves->targets[2].path[2], ==, city (state, "W4"));
  g_assert_null (gmp_move_options_find (ant_moves, city (state, "W5")));
}

static void
test_mp_each_city_costs_one (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;

  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W3"));
  g_assert_cmpuint (gmp_state_get_unit (state, ant)->mp_used, ==, 2);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->moved_from, ==, city (state, "W2"));
  g_assert_true (gmp_state_get_unit (state, ant)->moved);
  g_assert_false (gmp_state_get_unit (state, ant)->stopped);
  g_assert_cmpuint (gmp_movement_mp_left (state, ant), ==, 1);

  /* The unit may go on with the MP it has left */
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpuint (moves->n_targets, ==, 2);   /* W2 and W4, one MP each */
  g_assert_cmpint (move_path (state, &ant, 1, "W4", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);

  /* And no further */
  g_assert_cmpint (move_path (state, &ant, 1, "W5", &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W4"));
  g_clear_pointer (&moves, gmp_move_options_free);
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_NO_MP);
  g_assert_cmpint (blocked_reason (moves, city (state, "W5")), ==, GMP_MOVE_NO_MP);
}

static void
test_roads_only (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) before = NULL;

  activate (state, "1");
  before = gmp_state_copy (state);
  assert_refused (move_path (state, &ant, 1, "W3", &error), &error, "road");
  g_assert_true (gmp_state_equal (state, before));
}

/* A group moves together with the MP of its slowest unit */
static void
test_group_smallest_mp (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[2];
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;

  group[0] = add (state, "ant", "1", "W1");
  group[1] = add (state, "worm", "1", "W1");
  activate (state, "1");
  moves = gmp_movement_query (state, group, 2);
  g_assert_cmpuint (moves->mp_left, ==, 1);
  g_assert_cmpuint (moves->n_targets, ==, 1);
  g_assert_cmpint (blocked_reason (moves, city (state, "W2")), ==, GMP_MOVE_OK);

  g_assert_cmpint (move_path (state, group, 2, "W2 W3", &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (gmp_movement_move_to (state, group, 2, city (state, "W2"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, group[0])->city, ==, city (state, "W2"));
  g_assert_cmpint (gmp_state_get_unit (state, group[1])->city, ==, city (state, "W2"));

  /* Units not in the same city cannot move as one group */
  g_clear_pointer (&moves, gmp_move_options_free);
  group[1] = add (state, "ant", "1", "W1");
  moves = gmp_movement_query (state, group, 2);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_NOT_TOGETHER);
}

static void
test_guards_never_move (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint guard = add_guard (state, "W2", 5);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;

  activate (state, "A");
  moves = gmp_movement_query (state, &guard, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_GUARD);
  g_assert_cmpuint (moves->n_targets, ==, 0);
  g_assert_cmpuint (moves->n_blocked, ==, 2);
  g_assert_cmpint (blocked_reason (moves, city (state, "W1")), ==, GMP_MOVE_GUARD);
  assert_refused (move_path (state, &guard, 1, "W3", &error), &error, "Guard");
}

/* Rules note 4: only the activated formation's units move */
static void
test_not_activated (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GmpState) before = NULL;

  /* Nothing activated */
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_NOT_ACTIVATED);
  g_assert_cmpint (moves->reason_unit, ==, (int) ant);
  g_clear_pointer (&moves, gmp_move_options_free);

  activate (state, "2");
  before = gmp_state_copy (state);
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_NOT_ACTIVATED);
  g_assert_cmpuint (moves->n_targets, ==, 0);
  g_assert_cmpint (blocked_reason (moves, city (state, "W2")), ==, GMP_MOVE_NOT_ACTIVATED);
  g_assert_nonnull (strstr (gmp_move_reason_explain (moves->reason), "Rules note 4"));

  assert_refused (move_path (state, &ant, 1, "W2", &error), &error, "Rules note 4");
  g_assert_true (gmp_state_equal (state, before));
}

/* Rules note 8: entering a city with enemy units ends the move */
static void
test_stop_enemy_units (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;
  const GmpMoveTarget *target;

  add (state, "infantry", "A", "W2");
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpuint (moves->n_targets, ==, 1);
  target = gmp_move_options_find (moves, city (state, "W2"));
  g_assert_nonnull (target);
  g_assert_true (target->stops);

  /* A path that goes on after the enemy city is refused */
  assert_refused (move_path (state, &ant, 1, "W2 W3", &error), &error, "Rules note 8");

  g_assert_cmpint (move_path (state, &ant, 1, "W2", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_state_get_unit (state, ant)->stopped);
  g_assert_cmpuint (gmp_movement_mp_left (state, ant), ==, 2);

  /* Units that ended their move cannot move again */
  g_clear_pointer (&moves, gmp_move_options_free);
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_STOPPED);
  g_assert_cmpint (blocked_reason (moves, city (state, "W3")), ==, GMP_MOVE_STOPPED);
  assert_refused (move_path (state, &ant, 1, "W3", &error), &error, "Rules note 8");
}

/* Rules note 8: the Humans stop when they enter a city with Swarm units */
static void
test_stop_humans (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint tank = add (state, "tank", "A", "W1");
  g_autoptr(GError) error = NULL;

  add (state, "worm", "1", "W3");
  activate (state, "A");
  g_assert_cmpint (gmp_movement_move_to (state, &tank, 1, city (state, "W4"), &error),
                   ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (gmp_movement_move_to (state, &tank, 1, city (state, "W3"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_state_get_unit (state, tank)->stopped);
}

/* Rules note 8: an undestroyed Fort stops the Swarm, a destroyed one does not;
 * Human units pass through their own Forts. */
static void
test_stop_fort (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint tank = add (state, "tank", "A", "E1");
  g_autoptr(GmpMoveOptions) moves = NULL;
  const GmpMoveTarget *target;

  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  target = gmp_move_options_find (moves, city (state, "F1"));
  g_assert_nonnull (target);
  g_assert_true (target->stops);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "F2")));
  /* F2 only by W2: cost 2 */
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "F2"))->cost, ==, 2);
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "F2"))->path[0],
                    ==, city (state, "W2"));
  g_clear_pointer (&moves, gmp_move_options_free);

  set_fort (state, "F1", 0);
  moves = gmp_movement_query (state, &ant, 1);
  target = gmp_move_options_find (moves, city (state, "F1"));
  g_assert_nonnull (target);
  g_assert_false (target->stops);
  /* Through the destroyed Fort along the fence, but not east: no hole yet */
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "F2"))->cost, ==, 2);
  g_assert_null (gmp_move_options_find (moves, city (state, "E1")));
  g_clear_pointer (&moves, gmp_move_options_free);

  activate (state, "A");
  set_fort (state, "F1", 1);
  moves = gmp_movement_query (state, &tank, 1);
  target = gmp_move_options_find (moves, city (state, "F1"));
  g_assert_nonnull (target);
  g_assert_false (target->stops);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W2")));
}

/* Rules note 8: a Tank next to an enemy city with 3 MP enters it for 1 MP and
 * stops; cities behind it are reached only around it. */
static void
test_tank_next_to_enemy (void)
{
  g_autoptr(GmpState) state = make_state ("T:west X:west A:west B:west C:west D:west",
                                          "T-X X-C T-A A-B B-C C-D", "");
  guint tank = add (state, "tank", "A", "T");
  g_autoptr(GmpMoveOptions) moves = NULL;
  const GmpMoveTarget *target;
  g_autoptr(GError) error = NULL;

  add (state, "ant", "1", "X");
  activate (state, "A");
  moves = gmp_movement_query (state, &tank, 1);
  g_assert_cmpuint (moves->mp_left, ==, 3);

  target = gmp_move_options_find (moves, city (state, "X"));
  g_assert_nonnull (target);
  g_assert_cmpuint (target->cost, ==, 1);
  g_assert_true (target->stops);

  /* C is two cities away through X, three around it */
  target = gmp_move_options_find (moves, city (state, "C"));
  g_assert_nonnull (target);
  g_assert_cmpuint (target->cost, ==, 3);
  g_assert_cmpuint (target->path[0], ==, city (state, "A"));
  g_assert_cmpuint (target->path[1], ==, city (state, "B"));
  g_assert_false (target->stops);
  /* D would need a fourth MP */
  g_assert_null (gmp_move_options_find (moves, city (state, "D")));
  g_assert_cmpuint (moves->n_targets, ==, 4);   /* X, A, B, C */

  g_assert_cmpint (gmp_movement_move_to (state, &tank, 1, city (state, "C"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_state_get_unit (state, tank)->mp_used, ==, 3);
  g_assert_cmpint (gmp_state_get_unit (state, tank)->moved_from, ==, city (state, "B"));
}

/* Rules note 7: a stack passes through a full city, but may not end there */
static void
test_stacking_pass_through (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[3];
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;
  const GmpMoveTarget *target;

  for (guint i = 0; i < 6; i++)
    add (state, "worm", "2", "W2");
  for (guint i = 0; i < 3; i++)
    group[i] = add (state, "ant", "1", "W1");
  assert_state_ok (state);
  activate (state, "1");

  moves = gmp_movement_query (state, group, 3);
  g_assert_null (gmp_move_options_find (moves, city (state, "W2")));
  g_assert_cmpint (blocked_reason (moves, city (state, "W2")), ==, GMP_MOVE_STACKING);
  g_assert_nonnull (strstr (gmp_move_reason_explain (GMP_MOVE_STACKING), "Rules note 7"));
  target = gmp_move_options_find (moves, city (state, "W3"));
  g_assert_nonnull (target);
  g_assert_cmpuint (target->cost, ==, 2);
  g_assert_cmpuint (target->path[0], ==, city (state, "W2"));

  assert_refused (gmp_movement_move_to (state, group, 3, city (state, "W2"), &error),
                  &error, "Rules note 7");

  g_assert_cmpint (move_path (state, group, 3, "W2 W3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (gmp_state_get_unit (state, group[i])->city, ==, city (state, "W3"));
  assert_state_ok (state);
}

/* Rules note 7: checked per side; the end city holds at most six after the move */
static void
test_stacking_end_city (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[3];
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 4; i++)
    add (state, "worm", "2", "W2");
  for (guint i = 0; i < 6; i++)
    add (state, "infantry", "B", "W3");   /* the other side does not count */
  for (guint i = 0; i < 3; i++)
    group[i] = add (state, "ant", "1", "W1");
  activate (state, "1");

  /* 4 + 2 fit, 4 + 3 do not */
  moves = gmp_movement_query (state, group, 2);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W2")));
  g_clear_pointer (&moves, gmp_move_options_free);
  moves = gmp_movement_query (state, group, 3);
  g_assert_null (gmp_move_options_find (moves, city (state, "W2")));
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W3")));

  g_assert_cmpint (gmp_movement_move_to (state, group, 2, city (state, "W2"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  assert_state_ok (state);
}

/* Rules note 7: a Fort's strength counts as Human units */
static void
test_stacking_fort_counts (void)
{
  g_autoptr(GmpState) state = make_state ("W1:west F:fence:2 W2:west", "W1-F F-W2", "F");
  guint group[2];
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 3; i++)
    add (state, "infantry", "B", "F");
  group[0] = add (state, "infantry", "A", "W1");
  group[1] = add (state, "infantry", "A", "W1");
  activate (state, "A");

  /* 2 (Fort) + 3 + 1 = 6 fits; + 2 does not */
  moves = gmp_movement_query (state, group, 1);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "F")));
  g_clear_pointer (&moves, gmp_move_options_free);
  moves = gmp_movement_query (state, group, 2);
  g_assert_null (gmp_move_options_find (moves, city (state, "F")));
  g_assert_cmpint (blocked_reason (moves, city (state, "F")), ==, GMP_MOVE_STACKING);
  /* ...but passes through it */
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W2")));

  /* A destroyed Fort counts for nothing (note 19) */
  set_fort (state, "F", 0);
  g_clear_pointer (&moves, gmp_move_options_free);
  moves = gmp_movement_query (state, group, 2);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "F")));
  g_assert_cmpint (gmp_movement_move_to (state, group, 2, city (state, "F"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
}

/* Rules note 9: two Guards revealed, one blank: the blank one is removed, the
 * other stays and the Swarm unit stops. */
static void
test_guards_reveal_one_blank (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint blank = add_guard (state, "W2", GMP_GUARD_BLANK);
  guint five = add_guard (state, "W2", 5);
  g_autoptr(GmpMoveOptions) moves = NULL;
  const GmpMoveTarget *target;
  g_autoptr(GError) error = NULL;

  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  target = gmp_move_options_find (moves, city (state, "W2"));
  g_assert_nonnull (target);
  g_assert_true (target->reveals);
  g_assert_false (target->stops);   /* it may go on if they are all blank */
  /* The query does not peek at hidden values: no target beyond the Guards */
  g_assert_null (gmp_move_options_find (moves, city (state, "W3")));

  /* A path past them is accepted: the Guards decide where it ends */
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W2"));
  g_assert_true (gmp_state_get_unit (state, ant)->stopped);
  g_assert_cmpuint (gmp_state_get_unit (state, ant)->mp_used, ==, 1);
  g_assert_cmpint (gmp_state_get_unit (state, blank)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_cmpint (gmp_state_get_unit (state, blank)->city, ==, GMP_NONE);
  g_assert_true (gmp_state_get_unit (state, five)->revealed);
  g_assert_cmpint (gmp_state_get_unit (state, five)->place, ==, GMP_PLACE_MAP);
  assert_state_ok (state);
}

/* Rules note 9: all blank and nothing Human left: the unit keeps moving */
static void
test_guards_all_blank_keep_moving (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint g1 = add_guard (state, "W2", GMP_GUARD_BLANK);
  guint g2 = add_guard (state, "W2", GMP_GUARD_BLANK);
  g_autoptr(GError) error = NULL;

  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3 W4", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W4"));
  g_assert_false (gmp_state_get_unit (state, ant)->stopped);
  g_assert_cmpint (gmp_state_get_unit (state, g1)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_cmpint (gmp_state_get_unit (state, g2)->place, ==, GMP_PLACE_ELIMINATED);
}

/* Rules note 9: blank Guards go, but a Human unit there still stops the Swarm */
static void
test_guards_blank_with_humans (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint guard = add_guard (state, "W2", GMP_GUARD_BLANK);
  g_autoptr(GError) error = NULL;

  add (state, "infantry", "A", "W2");
  activate (state, "1");
  /* Known to stop whatever the Guards show */
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3", &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (move_path (state, &ant, 1, "W2", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_state_get_unit (state, ant)->stopped);
  g_assert_cmpint (gmp_state_get_unit (state, guard)->place, ==, GMP_PLACE_ELIMINATED);
}

/* Rules note 9: face-to-face, the hidden values are unknown: the move stops
 * and asks; the question is in the state; the answers let it go on. */
static void
test_guards_unknown_question (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint worm = add (state, "worm", "1", "W6");
  guint g1 = add_guard (state, "W2", GMP_GUARD_UNKNOWN);
  guint g2 = add_guard (state, "W2", GMP_GUARD_UNKNOWN);
  guint pending[4];
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpState) saved = NULL;
  g_autoptr(GmpMoveOptions) moves = NULL;

  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3 W4", &error),
                   ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_no_error (error);
  g_assert_true (state->move_pending);
  g_assert_cmpuint (state->move_pending_city, ==, city (state, "W2"));
  g_assert_cmpint (state->move_pending_to, ==, city (state, "W4"));
  g_assert_true (gmp_state_get_unit (state, ant)->pending_move);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W2"));
  g_assert_cmpuint (gmp_movement_pending_guards (state, pending, G_N_ELEMENTS (pending)), ==, 2);
  g_assert_cmpuint (pending[0], ==, g1);
  g_assert_cmpuint (pending[1], ==, g2);
  g_assert_false (gmp_state_get_unit (state, g1)->revealed);

  /* Nothing else moves while the question waits */
  moves = gmp_movement_query (state, &worm, 1);
  g_assert_cmpint (moves->reason, ==, GMP_MOVE_PENDING);
  assert_refused (move_path (state, &worm, 1, "W5", &error), &error, "Rules note 9");

  /* The question survives a copy (what a save holds) */
  saved = gmp_state_copy (state);
  g_assert_true (saved->move_pending);
  g_assert_true (gmp_state_get_unit (saved, ant)->pending_move);

  /* Only a value of the pool, only for these Guards */
  g_assert_cmpint (gmp_movement_reveal_guard (state, g1, 3, &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_clear_error (&error);
  g_assert_cmpint (gmp_movement_reveal_guard (state, worm, GMP_GUARD_BLANK, &error),
                   ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_clear_error (&error);

  /* Both blank: the ant goes on to W4 */
  g_assert_cmpint (gmp_movement_reveal_guard (state, g1, GMP_GUARD_BLANK, &error),
                   ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_movement_pending_guards (state, pending, G_N_ELEMENTS (pending)), ==, 1);
  g_assert_cmpuint (pending[0], ==, g2);
  g_assert_cmpint (gmp_movement_reveal_guard (state, g2, GMP_GUARD_BLANK, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_false (state->move_pending);
  g_assert_false (gmp_state_get_unit (state, ant)->pending_move);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "W4"));
  g_assert_cmpuint (gmp_state_get_unit (state, ant)->mp_used, ==, 3);
  g_assert_cmpint (gmp_state_get_unit (state, g1)->place, ==, GMP_PLACE_ELIMINATED);
  assert_state_ok (state);

  /* From the saved copy, a Guard showing a die: the ant stops where it is */
  g_assert_cmpint (gmp_movement_reveal_guard (saved, g1, 4, &error),
                   ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_cmpint (gmp_movement_reveal_guard (saved, g2, GMP_GUARD_BLANK, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (saved, ant)->city, ==, city (saved, "W2"));
  g_assert_true (gmp_state_get_unit (saved, ant)->stopped);
  g_assert_true (gmp_state_get_unit (saved, g1)->revealed);
  g_assert_cmpint (gmp_state_get_unit (saved, g1)->place, ==, GMP_PLACE_MAP);
  g_assert_cmpint (gmp_state_get_unit (saved, g2)->place, ==, GMP_PLACE_ELIMINATED);

  /* No question, no answer */
  g_assert_cmpint (gmp_movement_reveal_guard (saved, g1, 4, &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
}

/* Rules note 36: a Guard turns out to show only a value whose counters are
 * not all on other Guards already; the question offers no other. */
static void
test_guards_value_left_in_pool (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint ant = add (state, "ant", "1", "W1");
  guint guard = add_guard (state, "W2", GMP_GUARD_UNKNOWN);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpQuestion) question = NULL;
  gboolean offers_four = FALSE, offers_five = FALSE;

  /* The pool's four 4s are on Guards far away, two revealed, two known face down */
  for (guint i = 0; i < 4; i++)
    {
      guint other = add_guard (state, "W6", 4);

      gmp_state_get_unit (state, other)->revealed = i < 2;
    }
  g_assert_false (gmp_state_guard_value_left (state, 4));
  g_assert_true (gmp_state_guard_value_left (state, 5));
  g_assert_true (gmp_state_guard_value_left (state, GMP_GUARD_BLANK));
  g_assert_false (gmp_state_guard_value_left (state, 6));

  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "W2 W3", &error), ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_no_error (error);
  /* The turn asks it while the formation moves */
  state->phase = GMP_PHASE_ACTION;
  state->step = GMP_STEP_MOVE;
  question = gmp_turn_get_question (state);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_GUARD_VALUE);
  for (guint i = 0; i < question->answers->len; i++)
    {
      offers_four = offers_four || g_array_index (question->answers, int, i) == 4;
      offers_five = offers_five || g_array_index (question->answers, int, i) == 5;
    }
  g_assert_false (offers_four);
  g_assert_true (offers_five);

  g_assert_cmpint (gmp_movement_reveal_guard (state, guard, 4, &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_assert_nonnull (strstr (error->message, "Rules note 36"));
  g_clear_error (&error);
  g_assert_cmpint (gmp_movement_reveal_guard (state, guard, 5, &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
}

/* Humans do not reveal their own Guards */
static void
test_guards_humans_pass (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint tank = add (state, "tank", "A", "W1");
  guint guard = add_guard (state, "W2", GMP_GUARD_UNKNOWN);
  g_autoptr(GError) error = NULL;

  activate (state, "A");
  g_assert_cmpint (move_path (state, &tank, 1, "W2 W3", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_false (gmp_state_get_unit (state, guard)->revealed);
  g_assert_false (state->move_pending);
}

/* Rules note 10: while the fence is active the Swarm stays out of the east */
static void
test_fence_closed (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint ant = add (state, "ant", "1", "F1");
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;

  add (state, "infantry", "A", "F1");
  activate (state, "1");
  moves = gmp_movement_query (state, &ant, 1);
  g_assert_cmpint (blocked_reason (moves, city (state, "E1")), ==, GMP_MOVE_FENCE);
  g_assert_nonnull (strstr (gmp_move_reason_explain (GMP_MOVE_FENCE), "Rules note 10"));
  for (guint i = 0; i < moves->n_targets; i++)
    g_assert_cmpint (state->board->cities[moves->targets[i].city].region, !=, GMP_REGION_EAST);

  assert_refused (move_path (state, &ant, 1, "E1", &error), &error, "Rules note 10");
  g_assert_true (gmp_movement_check_fence (state, NULL));

  /* One destroyed Fort is no hole */
  set_fort (state, "F1", 0);
  g_assert_false (gmp_movement_fence_hole_at (state, city (state, "F1")));
  g_assert_false (gmp_movement_fence_allows (state, city (state, "F1"), city (state, "E1")));

  /* A Swarm unit east with no hole breaks the fence */
  add (state, "worm", "2", "E3");
  g_assert_false (gmp_movement_check_fence (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
}

/* Rules note 10: two adjacent destroyed Forts open a hole; a third stays */
static void
test_fence_hole (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint a1 = add (state, "ant", "1", "F1");
  guint a2 = add (state, "ant", "1", "F2");
  guint a3 = add (state, "ant", "1", "F3");
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GError) error = NULL;

  /* F1 and F3 destroyed are not adjacent in the fence order */
  set_fort (state, "F1", 0);
  set_fort (state, "F3", 0);
  g_assert_false (gmp_movement_fence_hole_at (state, city (state, "F1")));
  g_assert_false (gmp_movement_fence_hole_at (state, city (state, "F3")));

  /* F1 and F2 destroyed, F3 stands */
  set_fort (state, "F3", 1);
  set_fort (state, "F2", 0);
  g_assert_true (gmp_movement_fence_hole_at (state, city (state, "F1")));
  g_assert_true (gmp_movement_fence_hole_at (state, city (state, "F2")));
  g_assert_false (gmp_movement_fence_hole_at (state, city (state, "F3")));
  g_assert_false (gmp_movement_fence_hole_at (state, city (state, "W1")));

  activate (state, "1");
  moves = gmp_movement_query (state, &a1, 1);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "E1")));
  /* Once east, on by east roads */
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "E2"))->cost, ==, 2);
  g_clear_pointer (&moves, gmp_move_options_free);

  moves = gmp_movement_query (state, &a3, 1);
  g_assert_cmpint (blocked_reason (moves, city (state, "E3")), ==, GMP_MOVE_FENCE);
  /* The third ant reaches the east through the hole: F3 -> F2 -> E2 */
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "E2"))->cost, ==, 2);
  g_assert_cmpuint (gmp_move_options_find (moves, city (state, "E3"))->cost, ==, 3);
  g_clear_pointer (&moves, gmp_move_options_free);

  g_assert_cmpint (move_path (state, &a2, 1, "E2 E3 E4", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (move_path (state, &a3, 1, "E3", &error), ==, GMP_MOVE_FAILED);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  assert_state_ok (state);
}

/* The fence does not hold the Humans */
static void
test_fence_humans (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint tank = add (state, "tank", "A", "W3");
  g_autoptr(GError) error = NULL;

  activate (state, "A");
  g_assert_cmpint (move_path (state, &tank, 1, "F3 E3 E4", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
}

/* Rules note 15: the overrun advance */
static void
test_advance (void)
{
  g_autoptr(GmpState) state = fence_state ();
  guint group[5];
  guint other;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 5; i++)
    group[i] = add (state, "worm", "1", "W2");
  other = add (state, "worm", "2", "W2");
  activate (state, "1");
  g_assert_cmpint (move_path (state, group, 5, "W1", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_movement_mp_left (state, group[0]), ==, 0);

  /* Regardless of MP, together, one space */
  g_assert_true (gmp_movement_can_advance (state, group, 5, city (state, "W2"), &error));
  g_assert_no_error (error);
  g_assert_false (gmp_movement_can_advance (state, group, 5, city (state, "W3"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (gmp_movement_advance (state, group, 5, city (state, "W2"), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_cmpint (gmp_state_get_unit (state, group[i])->city, ==, city (state, "W2"));
      g_assert_true (gmp_state_get_unit (state, group[i])->advanced);
      g_assert_cmpint (gmp_state_get_unit (state, group[i])->moved_from, ==, city (state, "W1"));
    }

  /* Once per unit per game turn */
  gmp_movement_reset_activation (state);
  assert_refused (gmp_movement_advance (state, group, 1, city (state, "W3"), &error),
                  &error, "Rules note 15");

  /* Only acting units */
  g_assert_false (gmp_movement_can_advance (state, &other, 1, city (state, "W3"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);

  gmp_movement_reset_turn (state);
  g_assert_false (gmp_state_get_unit (state, group[0])->advanced);

  /* Not through the fence */
  g_assert_cmpint (move_path (state, group, 1, "F2", &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_false (gmp_movement_can_advance (state, group, 1, city (state, "E2"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 10"));
  g_clear_error (&error);

  /* Stacking after the advance (note 7): 6 Swarm units in W3 already */
  for (guint i = 0; i < 6; i++)
    add (state, "worm", "2", "W3");
  g_assert_false (gmp_movement_can_advance (state, group + 1, 4, city (state, "W3"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 7"));
}

/* An advance into unknown Guards asks too (note 9) */
static void
test_advance_reveals (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint group[5];
  guint guard;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 5; i++)
    group[i] = add (state, "ant", "1", "W1");
  guard = add_guard (state, "W2", GMP_GUARD_UNKNOWN);
  activate (state, "1");
  g_assert_cmpint (gmp_movement_advance (state, group, 5, city (state, "W2"), &error),
                   ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_cmpint (gmp_movement_reveal_guard (state, guard, 5, &error), ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_true (gmp_state_get_unit (state, guard)->revealed);
  g_assert_true (gmp_state_get_unit (state, group[0])->stopped);
  g_assert_cmpint (gmp_state_get_unit (state, group[0])->city, ==, city (state, "W2"));
}

/* A movement FX from the board's bindings: +count MP for one formation */
static void
test_fx_extra_mp (void)
{
  g_autoptr(GmpState) state = line_state ();
  guint inf = add (state, "infantry", "A", "W1");
  guint other = add (state, "infantry", "B", "W6");
  int boost = gmp_board_find_chit (state->board, "boost");
  int sting = gmp_board_find_chit (state->board, "sting");
  g_autoptr(GmpMoveOptions) moves = NULL;
  g_autoptr(GmpState) copy = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (boost, >=, 0);
  activate (state, "A");

  /* Still in the cup: not usable */
  g_assert_false (gmp_movement_use_mp_fx (state, boost, GMP_NONE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 20"));
  g_clear_error (&error);

  state->chits[boost].place = GMP_CHIT_IN_HAND;
  state->chits[sting].place = GMP_CHIT_IN_HAND;
  g_assert_false (gmp_movement_use_mp_fx (state, sting, GMP_NONE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  /* Only for the activated formation */
  g_assert_false (gmp_movement_use_mp_fx (state, boost, formation (state, "B"), &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);

  g_assert_true (gmp_movement_use_mp_fx (state, boost, GMP_NONE, &error));
  g_assert_no_error (error);
  g_assert_cmpint (state->chits[boost].place, ==, GMP_CHIT_USED);
  g_assert_cmpuint (state->fx_mp, ==, 1);
  g_assert_cmpint (state->fx_mp_formation, ==, formation (state, "A"));
  g_assert_cmpuint (gmp_movement_mp_left (state, inf), ==, 3);
  g_assert_cmpuint (gmp_movement_mp_left (state, other), ==, 2);
  moves = gmp_movement_query (state, &inf, 1);
  g_assert_nonnull (gmp_move_options_find (moves, city (state, "W4")));
  copy = gmp_state_copy (state);
  g_assert_cmpuint (gmp_movement_mp_left (copy, inf), ==, 3);

  /* Once per game turn */
  g_assert_false (gmp_movement_use_mp_fx (state, boost, GMP_NONE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Only this activation */
  activate (state, "A");
  g_assert_cmpuint (gmp_movement_mp_left (state, inf), ==, 2);
}

/* The default board: the French FX is bound to extra MP; legal moves at the start */
static void
test_default_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  g_autoptr(GmpState) state = NULL;
  int french_fx;
  guint n_swarm = 0;

  g_assert_no_error (error);
  french_fx = gmp_board_find_chit (board, "french-fx");
  g_assert_cmpint (french_fx, >=, 0);
  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  assert_state_ok (state);

  activate (state, "1");
  for (guint i = 0; i < gmp_state_n_units (state); i++)
    {
      const GmpUnit *unit = gmp_state_get_unit (state, i);
      g_autoptr(GmpMoveOptions) moves = NULL;

      if (unit->place != GMP_PLACE_MAP)
        continue;
      moves = gmp_movement_query (state, &i, 1);
      if (unit->formation != state->active_formation)
        {
          g_assert_cmpint (moves->reason, !=, GMP_MOVE_OK);
          continue;
        }
      n_swarm++;
      g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);
      g_assert_cmpuint (moves->n_targets, >, 0);
      /* Rules note 10: nothing east at the start; Chicago's Fort stops them */
      for (guint t = 0; t < moves->n_targets; t++)
        {
          const GmpCity *c = &board->cities[moves->targets[t].city];

          g_assert_cmpint (c->region, !=, GMP_REGION_EAST);
          if (c->region == GMP_REGION_FENCE)
            g_assert_true (moves->targets[t].stops);
        }
    }
  g_assert_cmpuint (n_swarm, ==, 8);   /* two hives of four */

  /* The French FX: +1 MP for a Human formation */
  activate (state, "A");
  state->chits[french_fx].place = GMP_CHIT_IN_HAND;
  g_assert_true (gmp_movement_use_mp_fx (state, french_fx, GMP_NONE, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < gmp_state_n_units (state); i++)
    {
      const GmpUnit *unit = gmp_state_get_unit (state, i);

      if (unit->place == GMP_PLACE_MAP && unit->formation == state->active_formation)
        g_assert_cmpuint (gmp_movement_mp_left (state, i), ==,
                          board->unit_types[unit->type].mp + 1);
    }
}

/* Seeded random walk on the default game: random formations, random legal
 * moves and groups, Forts destroyed now and then; stacking and the fence hold
 * after every step, refused moves change nothing. */
static void
test_random_walk (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500101);
  g_autoptr(GmpState) state = NULL;
  g_autofree guint *candidates = NULL;
  guint n_moves = 0, n_refused = 0, n_reveals = 0, n_east = 0;

  g_assert_no_error (error);
  state = gmp_setup_new_game (board, dice, GMP_SETUP_GUARDS_UNKNOWN, &error);
  g_assert_no_error (error);
  candidates = g_new (guint, gmp_state_n_units (state));

  for (guint step = 0; step < 4000; step++)
    {
      g_autoptr(GmpMoveOptions) moves = NULL;
      guint n_candidates = 0, unit, group[6], n_group = 0;
      int origin;

      if (step % 25 == 0)
        {
          activate (state, board->formations[gmp_dice_choose (dice, board->n_formations)].id);
          if (step % 200 == 0)
            gmp_movement_reset_turn (state);
        }
      /* Open the fence now and then (Rules note 19: destroyed for good) */
      if (step % 250 == 249)
        state->fort_strength[gmp_dice_choose (dice, board->n_forts)] = 0;

      for (guint i = 0; i < gmp_state_n_units (state); i++)
        {
          const GmpUnit *u = gmp_state_get_unit (state, i);

          if (u->place == GMP_PLACE_MAP && u->formation == state->active_formation
              && !u->stopped && !u->stopped_turn && gmp_movement_mp_left (state, i) > 0)
            candidates[n_candidates++] = i;
        }
      if (n_candidates == 0)
        {
          activate (state, board->formations[gmp_dice_choose (dice, board->n_formations)].id);
          continue;
        }

      unit = candidates[gmp_dice_choose (dice, n_candidates)];
      origin = gmp_state_get_unit (state, unit)->city;
      group[n_group++] = unit;
      /* Sometimes take its companions along as a group */
      if (gmp_dice_choose (dice, 3) == 0)
        for (guint i = 0; i < n_candidates && n_group < G_N_ELEMENTS (group); i++)
          if (candidates[i] != unit && gmp_state_get_unit (state, candidates[i])->city == origin)
            group[n_group++] = candidates[i];

      moves = gmp_movement_query (state, group, n_group);
      g_assert_cmpint (moves->reason, ==, GMP_MOVE_OK);

      /* A neighbour that is not a target is refused and changes nothing */
      if (moves->n_blocked > 0)
        {
          const GmpMoveBlocked *b = &moves->blocked[gmp_dice_choose (dice, moves->n_blocked)];
          g_autoptr(GmpState) before = gmp_state_copy (state);

          g_assert_cmpint (gmp_movement_move_path (state, group, n_group, &b->city, 1, &error),
                           ==, GMP_MOVE_FAILED);
          g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
          g_clear_error (&error);
          g_assert_true (gmp_state_equal (state, before));
          n_refused++;
        }

      if (moves->n_targets > 0)
        {
          const GmpMoveTarget *t = &moves->targets[gmp_dice_choose (dice, moves->n_targets)];
          guint mp_before = gmp_state_get_unit (state, unit)->mp_used;
          GmpMoveStatus status;

          status = gmp_movement_move_to (state, group, n_group, t->city, &error);
          g_assert_no_error (error);
          while (status == GMP_MOVE_NEEDS_GUARD_VALUES)
            {
              guint pending[8];

              g_assert_true (t->reveals);
              g_assert_cmpuint (gmp_movement_pending_guards (state, pending, 8), >, 0);
              status = gmp_movement_reveal_guard (
                state, pending[0],
                board->guard_pool[gmp_dice_choose (dice, board->n_guard_pool)], &error);
              g_assert_no_error (error);
              n_reveals++;
            }
          g_assert_cmpint (status, ==, GMP_MOVE_DONE);
          g_assert_cmpint (gmp_state_get_unit (state, unit)->city, ==, t->city);
          g_assert_cmpuint (gmp_state_get_unit (state, unit)->mp_used, ==, mp_before + t->cost);
          if (t->stops)
            g_assert_true (gmp_state_get_unit (state, unit)->stopped);
          if (board->cities[t->city].region == GMP_REGION_EAST
              && board->unit_types[gmp_state_get_unit (state, unit)->type].side == GMP_SIDE_SWARM)
            n_east++;
          n_moves++;
        }

      assert_state_ok (state);
    }

  g_test_message ("%u moves, %u refused, %u Guard answers, %u Swarm moves east",
                  n_moves, n_refused, n_reveals, n_east);
  g_assert_cmpuint (n_moves, >, 1000);
  g_assert_cmpuint (n_refused, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/movement/mp/per-type", test_mp_per_type);
  g_test_add_func ("/core/movement/mp/each-city-costs-one", test_mp_each_city_costs_one);
  g_test_add_func ("/core/movement/roads/adjacent-only", test_roads_only);
  g_test_add_func ("/core/movement/group/smallest-mp", test_group_smallest_mp);
  g_test_add_func ("/core/movement/guard/never-moves", test_guards_never_move);
  g_test_add_func ("/core/movement/activation/not-activated", test_not_activated);
  g_test_add_func ("/core/movement/stop/enemy-units", test_stop_enemy_units);
  g_test_add_func ("/core/movement/stop/humans", test_stop_humans);
  g_test_add_func ("/core/movement/stop/fort", test_stop_fort);
  g_test_add_func ("/core/movement/stop/tank-next-to-enemy", test_tank_next_to_enemy);
  g_test_add_func ("/core/movement/stacking/pass-through-full", test_stacking_pass_through);
  g_test_add_func ("/core/movement/stacking/end-city", test_stacking_end_city);
  g_test_add_func ("/core/movement/stacking/fort-counts", test_stacking_fort_counts);
  g_test_add_func ("/core/movement/guards/two-one-blank", test_guards_reveal_one_blank);
  g_test_add_func ("/core/movement/guards/all-blank-keep-moving",
                   test_guards_all_blank_keep_moving);
  g_test_add_func ("/core/movement/guards/blank-with-humans", test_guards_blank_with_humans);
  g_test_add_func ("/core/movement/guards/unknown-question", test_guards_unknown_question);
  g_test_add_func ("/core/movement/guards/value-left-in-pool", test_guards_value_left_in_pool);
  g_test_add_func ("/core/movement/guards/humans-pass", test_guards_humans_pass);
  g_test_add_func ("/core/movement/fence/closed", test_fence_closed);
  g_test_add_func ("/core/movement/fence/hole-two-of-three", test_fence_hole);
  g_test_add_func ("/core/movement/fence/humans", test_fence_humans);
  g_test_add_func ("/core/movement/advance/overrun", test_advance);
  g_test_add_func ("/core/movement/advance/reveals", test_advance_reveals);
  g_test_add_func ("/core/movement/fx/extra-mp", test_fx_extra_mp);
  g_test_add_func ("/core/movement/default-board/start", test_default_board);
  g_test_add_func ("/core/movement/random-walk", test_random_walk);

  return g_test_run ();
}
