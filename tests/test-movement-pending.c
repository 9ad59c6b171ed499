/* test-movement-pending.c: a move waiting for Guard values goes on the way
 * the player chose (rules note 9), also after a save
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "movement-fixture.h"

/*        A
 *       / \
 *  O - G   D       G holds Guards the players must flip (face-to-face).
 *       \ /        Both ways G-A-D and G-B-D cost 2 MP; A comes first in
 *        B         the board's order, so the cheapest-path search takes it.
 */
static GmpState *
fork_state (void)
{
  return make_state ("O:west G:west A:west B:west D:west", "O-G G-A G-B A-D B-D", "");
}

static guint
path_city (const GmpState *state,
           guint           i)
{
  return g_array_index (state->move_pending_path, guint, i);
}

/* The move O-G-B-D stops in G; once the Guards are blank it goes on by B,
 * not by A. */
static void
test_chosen_path (void)
{
  g_autoptr(GmpState) state = fork_state ();
  guint ant = add (state, "ant", "1", "O");
  guint guard = add_guard (state, "G", GMP_GUARD_UNKNOWN);
  g_autoptr(GmpState) copy = NULL;
  g_autoptr(GError) error = NULL;

  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "G B D", &error), ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_no_error (error);
  g_assert_cmpuint (state->move_pending_city, ==, city (state, "G"));
  g_assert_cmpint (state->move_pending_to, ==, city (state, "D"));
  g_assert_cmpuint (state->move_pending_path->len, ==, 2);
  g_assert_cmpuint (path_city (state, 0), ==, city (state, "B"));
  g_assert_cmpuint (path_city (state, 1), ==, city (state, "D"));
  assert_state_ok (state);

  /* The rest of the path is part of the state: a copy keeps it, and a
   * different path makes a different state */
  copy = gmp_state_copy (state);
  g_assert_true (gmp_state_equal (copy, state));
  g_array_index (copy->move_pending_path, guint, 0) = city (copy, "A");
  g_assert_false (gmp_state_equal (copy, state));

  g_assert_cmpint (gmp_movement_reveal_guard (state, guard, GMP_GUARD_BLANK, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_false (state->move_pending);
  g_assert_cmpuint (state->move_pending_path->len, ==, 0);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "D"));
  /* It came by B, the last city of the chosen path */
  g_assert_cmpint (gmp_state_get_unit (state, ant)->moved_from, ==, city (state, "B"));
  g_assert_cmpuint (gmp_state_get_unit (state, ant)->mp_used, ==, 3);
  assert_state_ok (state);

  /* The same move by A comes by A: the path decides, not the board order */
  {
    g_autoptr(GmpState) other = fork_state ();
    guint ant2 = add (other, "ant", "1", "O");
    guint guard2 = add_guard (other, "G", GMP_GUARD_UNKNOWN);

    activate (other, "1");
    g_assert_cmpint (move_path (other, &ant2, 1, "G A D", &error), ==,
                     GMP_MOVE_NEEDS_GUARD_VALUES);
    g_assert_cmpint (gmp_movement_reveal_guard (other, guard2, GMP_GUARD_BLANK, &error),
                     ==, GMP_MOVE_DONE);
    g_assert_no_error (error);
    g_assert_cmpint (gmp_state_get_unit (other, ant2)->moved_from, ==, city (other, "A"));
  }
}

/* A Guard with a value stops the move where the Guards are; the rest of the
 * path is dropped with the question (rules note 9). */
static void
test_guard_stops (void)
{
  g_autoptr(GmpState) state = fork_state ();
  guint ant = add (state, "ant", "1", "O");
  guint guard = add_guard (state, "G", GMP_GUARD_UNKNOWN);
  g_autoptr(GError) error = NULL;
  int value = GMP_GUARD_BLANK;

  for (guint i = 0; i < state->board->n_guard_pool; i++)
    if (state->board->guard_pool[i] != GMP_GUARD_BLANK)
      value = state->board->guard_pool[i];
  g_assert_cmpint (value, !=, GMP_GUARD_BLANK);
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "G B D", &error), ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  g_assert_cmpint (gmp_movement_reveal_guard (state, guard, value, &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_state_get_unit (state, ant)->city, ==, city (state, "G"));
  g_assert_true (gmp_state_get_unit (state, ant)->stopped);
  g_assert_false (state->move_pending);
  g_assert_cmpuint (state->move_pending_path->len, ==, 0);
}

/* A rest of path that leaves the roads, or ends elsewhere than the move's
 * destination, is not a state the rules allow. */
static void
test_check (void)
{
  g_autoptr(GmpState) state = fork_state ();
  guint ant = add (state, "ant", "1", "O");
  g_autoptr(GError) error = NULL;

  add_guard (state, "G", GMP_GUARD_UNKNOWN);
  activate (state, "1");
  g_assert_cmpint (move_path (state, &ant, 1, "G B D", &error), ==, GMP_MOVE_NEEDS_GUARD_VALUES);
  assert_state_ok (state);

  /* G - D: no road */
  g_array_remove_index (state->move_pending_path, 0);
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Rules note 9"));
  g_clear_error (&error);

  /* G - B, but the move goes to D */
  g_array_index (state->move_pending_path, guint, 0) = city (state, "B");
  g_assert_false (gmp_state_check (state, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
}

/* On the default board the rest of the path survives a save, and a file
 * whose path does not end at its "to" city is refused. */
static void
test_saved (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GBytes) bad_bytes = NULL;
  g_autofree char *xml = NULL;
  g_autofree char *bad = NULL;
  const char *attr;
  guint c0 = 0, c1, c2 = 0;

  g_assert_no_error (error);
  state = gmp_state_new (board);
  /* Any city with a two-road walk away from it */
  c1 = board->cities[c0].neighbours[0];
  for (guint k = 0; k < board->cities[c1].n_neighbours; k++)
    if (board->cities[c1].neighbours[k] != c0)
      c2 = board->cities[c1].neighbours[k];
  g_assert_cmpuint (c2, !=, c0);
  state->turn = 1;
  state->phase = GMP_PHASE_ACTION;
  state->move_pending = TRUE;
  state->move_pending_city = c0;
  state->move_pending_to = c2;
  g_array_append_val (state->move_pending_path, c1);
  g_array_append_val (state->move_pending_path, c2);
  /* The unit that waits: a move without one is refused (Rules note 9) */
  gmp_state_get_unit (state, gmp_state_add_unit (state,
                                                 gmp_board_find_unit_type (board, "ant"),
                                                 gmp_board_find_formation (board, "1"),
                                                 c0))->pending_move = TRUE;
  assert_state_ok (state);

  scenario = gmp_scenario_new (gmp_state_copy (state));
  bytes = gmp_scenario_to_bytes (scenario);
  loaded = gmp_scenario_load_bytes (bytes, "pending.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_true (gmp_state_equal (loaded->state, state));
  g_assert_cmpuint (loaded->state->move_pending_path->len, ==, 2);
  g_assert_cmpuint (path_city (loaded->state, 0), ==, c1);

  /* path="c1 c2" becomes path="c1": it no longer ends at "to" */
  xml = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  attr = strstr (xml, " path=\"");
  g_assert_nonnull (attr);
  {
    g_autofree char *head = g_strndup (xml, attr - xml);
    const char *tail = strchr (attr + 7, '"');

    bad = g_strdup_printf ("%s path=\"%s%s", head, board->cities[c1].id, tail);
  }
  bad_bytes = g_bytes_new (bad, strlen (bad));
  g_assert_null (gmp_scenario_load_bytes (bad_bytes, "bad.gmpscenario", &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "bad.gmpscenario"));
  g_assert_nonnull (strstr (error->message, "Rules note 9"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/movement/pending/chosen-path", test_chosen_path);
  g_test_add_func ("/core/movement/pending/guard-stops", test_guard_stops);
  g_test_add_func ("/core/movement/pending/check", test_check);
  g_test_add_func ("/core/movement/pending/saved", test_saved);

  return g_test_run ();
}
