/* test-cli-moves.c: ginormopod-cli moves, run as the real program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `moves` says when no unit of the asked formation is in the city, and
 * how it lists a neighbour whose road is closed but that another path reaches.
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/gmp-core.h"
#include "cli-runner.h"

static char *tmp_dir;

/* Swarm 2 in Memphis, whose Fort stands; Chicago and St. Louis destroyed open a
 * hole in the fence at St. Louis (Rules note 10), so Nashville, closed by the
 * Memphis road, is reachable through St. Louis and Louisville. */
#define SCENARIO_HEAD \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<scenario version=\"1\" board=\"ginormopod-2050\">\n" \
  "  <title>moves</title>\n" \
  "  <turn number=\"3\" phase=\"action\" step=\"0\"/>\n" \
  "  <units>\n" \
  "    <unit type=\"ant\" formation=\"2\" city=\"MEM\"/>\n" \
  "    <unit type=\"worm\" formation=\"2\" city=\"MEM\"/>\n" \
  "    <unit type=\"ant\" formation=\"1\" city=\"MSP\"/>\n" \
  "    <unit type=\"spider\" formation=\"1\" city=\"MSP\"/>\n" \
  "    <unit type=\"worm\" formation=\"1\" city=\"MSP\"/>\n" \
  "    <unit type=\"infantry\" formation=\"A\" city=\"DTW\"/>\n" \
  "    <unit type=\"guard\" city=\"DTW\" guard=\"blank\"/>\n" \
  "    <unit type=\"guard\" city=\"IND\" guard=\"blank\"/>\n" \
  "    <unit type=\"guard\" city=\"IND\" guard=\"4\"/>\n" \
  "  </units>\n" \
  "  <forts>\n"

static const char hole_scenario[] =
  SCENARIO_HEAD
  "    <fort city=\"CHI\" strength=\"0\"/>\n"
  "    <fort city=\"STL\" strength=\"0\"/>\n"
  "    <fort city=\"MEM\" strength=\"2\"/>\n"
  "  </forts>\n"
  "</scenario>\n";

/* The same with the fence whole: no path east at all. */
static const char closed_scenario[] =
  SCENARIO_HEAD
  "    <fort city=\"CHI\" strength=\"2\"/>\n"
  "    <fort city=\"STL\" strength=\"2\"/>\n"
  "    <fort city=\"MEM\" strength=\"2\"/>\n"
  "  </forts>\n"
  "</scenario>\n";

static char *
write_scenario (const char *name,
                const char *contents)
{
  return cli_write_file (tmp_dir, name, contents);
}

static char *
formation_name (const char *path,
                const char *id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);
  int formation;

  g_assert_no_error (error);
  formation = gmp_board_find_formation (scenario->state->board, id);
  g_assert_cmpint (formation, !=, GMP_NONE);
  return g_strdup (scenario->state->board->formations[formation].name);
}

/* The "no_units" object of `moves --json`, checked to have no moves */
static JsonObject *
no_units_json (JsonNode *root)
{
  JsonObject *object = json_node_get_object (root);

  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "moves")),
                    ==, 0);
  g_assert_true (json_object_has_member (object, "no_units"));
  return json_object_get_object_member (object, "no_units");
}

/* Units of another formation: say which, and how many */
static void
test_other_formation (void)
{
  g_autofree char *game = write_scenario ("other.gmpscenario", hole_scenario);
  g_autofree char *swarm1 = formation_name (game, "1");
  g_autofree char *swarm2 = formation_name (game, "2");
  g_autofree char *human_a = formation_name (game, "A");
  g_autofree char *human_b = formation_name (game, "B");
  g_autofree char *line = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  JsonObject *none;
  JsonArray *here;
  JsonObject *entry;

  cli_run (&run, "moves", game, "MSP", "--formation", "2", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  line = g_strdup_printf ("  No units of %s here: Minneapolis holds 3 units of %s.\n",
                          swarm2, swarm1);
  g_assert_nonnull (strstr (run.out, line));
  g_assert_null (strstr (run.out, "No units here."));
  g_clear_pointer (&line, g_free);

  cli_run (&run, "moves", game, "MSP", "--formation", "2", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  none = no_units_json (root);
  g_assert_cmpstr (json_object_get_string_member (none, "reason"), ==, "other-formations");
  g_assert_nonnull (strstr (json_object_get_string_member (none, "explanation"), swarm1));
  here = json_object_get_array_member (none, "units_here");
  g_assert_cmpuint (json_array_get_length (here), ==, 1);
  entry = json_array_get_object_element (here, 0);
  g_assert_cmpstr (json_object_get_string_member (entry, "formation"), ==, "1");
  g_assert_false (json_object_get_boolean_member (entry, "guards"));
  g_assert_cmpint (json_object_get_int_member (entry, "count"), ==, 3);
  g_clear_pointer (&root, json_node_unref);

  /* A formation and Guards together: both are named */
  cli_run (&run, "moves", game, "DTW", "--formation", "B", NULL);
  g_assert_cmpint (run.status, ==, 0);
  line = g_strdup_printf ("  No units of %s here: Detroit holds 1 unit of %s, "
                          "1 National Guard, who never moves.\n", human_b, human_a);
  g_assert_nonnull (strstr (run.out, line));

  cli_run (&run, "moves", game, "DTW", "--formation", "B", "--json", NULL);
  root = cli_parse_json (run.out);
  none = no_units_json (root);
  g_assert_cmpstr (json_object_get_string_member (none, "reason"), ==, "other-formations");
  here = json_object_get_array_member (none, "units_here");
  g_assert_cmpuint (json_array_get_length (here), ==, 2);
  entry = json_array_get_object_element (here, 1);
  g_assert_true (json_object_get_null_member (entry, "formation"));
  g_assert_true (json_object_get_boolean_member (entry, "guards"));
  g_assert_cmpint (json_object_get_int_member (entry, "count"), ==, 1);

  g_unlink (game);
}

/* Only Guards: they never move, whatever the formation */
static void
test_guards_only (void)
{
  g_autofree char *game = write_scenario ("guards.gmpscenario", hole_scenario);
  g_autofree char *human_a = formation_name (game, "A");
  g_autofree char *line = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  JsonObject *none;
  JsonObject *entry;

  cli_run (&run, "moves", game, "IND", "--formation", "A", NULL);
  g_assert_cmpint (run.status, ==, 0);
  line = g_strdup_printf ("  No units of %s here: Indianapolis holds only National Guards. %s\n",
                          human_a, gmp_move_reason_explain (GMP_MOVE_GUARD));
  g_assert_nonnull (strstr (run.out, line));

  cli_run (&run, "moves", game, "IND", "--formation", "A", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  none = no_units_json (root);
  g_assert_cmpstr (json_object_get_string_member (none, "reason"), ==, "guards-only");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (none, "units_here")),
                    ==, 1);
  entry = json_array_get_object_element (json_object_get_array_member (none, "units_here"), 0);
  g_assert_true (json_object_get_boolean_member (entry, "guards"));
  g_assert_cmpint (json_object_get_int_member (entry, "count"), ==, 2);

  g_unlink (game);
}

/* An empty city is simply empty */
static void
test_empty (void)
{
  g_autofree char *game = write_scenario ("empty.gmpscenario", hole_scenario);
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  JsonObject *none;

  cli_run (&run, "moves", game, "DSM", "--formation", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "  No units here.\n"));

  cli_run (&run, "moves", game, "DSM", "--formation", "2", "--json", NULL);
  root = cli_parse_json (run.out);
  none = no_units_json (root);
  g_assert_cmpstr (json_object_get_string_member (none, "reason"), ==, "no-units");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (none, "units_here")),
                    ==, 0);

  g_unlink (game);
}

/* Every blocked neighbour says whether a target reaches it, and with its path */
static void
check_blocked_json (JsonObject *move)
{
  JsonArray *targets = json_object_get_array_member (move, "targets");
  JsonArray *blocked = json_object_get_array_member (move, "blocked");

  for (guint b = 0; b < json_array_get_length (blocked); b++)
    {
      JsonObject *entry = json_array_get_object_element (blocked, b);
      const char *city = json_object_get_string_member (entry, "city");
      JsonObject *target = NULL;

      for (guint t = 0; t < json_array_get_length (targets); t++)
        if (g_str_equal (json_object_get_string_member (json_array_get_object_element (targets, t),
                                                        "city"), city))
          target = json_array_get_object_element (targets, t);
      g_assert_cmpint (json_object_get_boolean_member (entry, "reachable"), ==, target != NULL);
      if (target != NULL)
        {
          g_assert_cmpint (json_object_get_int_member (entry, "cost"), ==,
                           json_object_get_int_member (target, "cost"));
          g_assert_true (json_node_equal (json_object_get_member (entry, "path"),
                                          json_object_get_member (target, "path")));
        }
      else
        g_assert_false (json_object_has_member (entry, "path"));
    }
}

/* A neighbour the fence closes but a hole reaches is not "out of reach" */
static void
test_detour (void)
{
  g_autofree char *game = write_scenario ("hole.gmpscenario", hole_scenario);
  g_autofree char *closed = write_scenario ("closed.gmpscenario", closed_scenario);
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) units = NULL;
  JsonArray *moves;
  JsonObject *ant;
  JsonArray *blocked;
  gboolean seen_bna = FALSE, seen_bhm = FALSE;

  /* The Ant (3 MP) gets to Nashville through the hole; the Worm (1 MP) does not */
  cli_run (&run, "moves", game, "MEM", "--formation", "2", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  units = g_strsplit (run.out, "Worm (2)", 2);
  g_assert_nonnull (units[1]);
  g_assert_nonnull (strstr (units[0], "  Nashville (BNA): 3 MP, STL → SDF → BNA\n"));
  g_assert_nonnull (strstr (units[0], "  Nashville (BNA): not by this road: Rules note 10"));
  g_assert_nonnull (strstr (units[0], "Reachable another way: 3 MP, STL → SDF → BNA"));
  g_assert_null (strstr (units[0], "Nashville (BNA): out of reach"));
  /* Birmingham takes 4 MP: out of reach */
  g_assert_nonnull (strstr (units[0], "  Birmingham (BHM): out of reach: Rules note 10"));
  g_assert_nonnull (strstr (units[1], "  Nashville (BNA): out of reach: Rules note 10"));
  g_assert_null (strstr (units[1], "Reachable another way"));

  cli_run (&run, "moves", game, "MEM", "--formation", "2", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  moves = json_object_get_array_member (json_node_get_object (root), "moves");
  g_assert_cmpuint (json_array_get_length (moves), ==, 2);
  for (guint m = 0; m < json_array_get_length (moves); m++)
    check_blocked_json (json_array_get_object_element (moves, m));
  ant = json_array_get_object_element (moves, 0);
  blocked = json_object_get_array_member (ant, "blocked");
  for (guint b = 0; b < json_array_get_length (blocked); b++)
    {
      JsonObject *entry = json_array_get_object_element (blocked, b);
      const char *city = json_object_get_string_member (entry, "city");

      g_assert_cmpstr (json_object_get_string_member (entry, "reason"), ==, "fence");
      if (g_str_equal (city, "BNA"))
        {
          JsonArray *path = json_object_get_array_member (entry, "path");

          seen_bna = TRUE;
          g_assert_true (json_object_get_boolean_member (entry, "reachable"));
          g_assert_cmpint (json_object_get_int_member (entry, "cost"), ==, 3);
          g_assert_cmpuint (json_array_get_length (path), ==, 3);
          g_assert_cmpstr (json_array_get_string_element (path, 0), ==, "STL");
          g_assert_cmpstr (json_array_get_string_element (path, 1), ==, "SDF");
          g_assert_cmpstr (json_array_get_string_element (path, 2), ==, "BNA");
        }
      else if (g_str_equal (city, "BHM"))
        {
          seen_bhm = TRUE;
          g_assert_false (json_object_get_boolean_member (entry, "reachable"));
        }
    }
  g_assert_true (seen_bna && seen_bhm);
  g_clear_pointer (&root, json_node_unref);

  /* The fence whole: Nashville is out of reach for both */
  cli_run (&run, "moves", closed, "MEM", "--formation", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "Reachable another way"));
  g_assert_null (strstr (run.out, "Nashville (BNA): 3 MP"));
  g_assert_nonnull (strstr (run.out, "  Nashville (BNA): out of reach: Rules note 10"));
  cli_run (&run, "moves", closed, "MEM", "--formation", "2", "--json", NULL);
  root = cli_parse_json (run.out);
  moves = json_object_get_array_member (json_node_get_object (root), "moves");
  for (guint m = 0; m < json_array_get_length (moves); m++)
    check_blocked_json (json_array_get_object_element (moves, m));

  g_unlink (game);
  g_unlink (closed);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-cli-moves-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/moves/no-units/other-formation", test_other_formation);
  g_test_add_func ("/cli/moves/no-units/guards-only", test_guards_only);
  g_test_add_func ("/cli/moves/no-units/empty", test_empty);
  g_test_add_func ("/cli/moves/blocked/detour", test_detour);

  status = g_test_run ();
  g_rmdir (tmp_dir);
  g_free (tmp_dir);
  return status;
}
