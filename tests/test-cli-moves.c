/* test-cli-moves.c: ginormopod-cli moves, run as the real program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `moves` says when no unit of the asked formation is in the city, and
 * how it lists a neighbour whose road is closed but that another path reaches.
 * Then the what-ifs of `odds`: a move not made yet (--from, --units) and the
 * options of a Fort not chosen yet (--fort-options), rules notes 18 and 24.
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
  units = g_strsplit (run.out, "Worm 2 #", 2);
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

/* What-if odds (rules note 24) */

/* Every member of each entry of `plain` (the odds of `odds` without a
 * what-if) has the same value in the what-if's entry. */
static void
assert_same_odds_json (JsonArray *what_if,
                       JsonArray *plain)
{
  g_assert_cmpuint (json_array_get_length (what_if), ==, json_array_get_length (plain));
  for (guint i = 0; i < json_array_get_length (plain); i++)
    {
      JsonObject *a = json_array_get_object_element (what_if, i);
      JsonObject *b = json_array_get_object_element (plain, i);
      g_autoptr(GList) members = json_object_get_members (b);

      g_assert_cmpuint (g_list_length (members), >, 4);
      for (GList *m = members; m != NULL; m = m->next)
        {
          g_assert_true (json_object_has_member (a, m->data));
          g_assert_true (json_node_equal (json_object_get_member (a, m->data),
                                          json_object_get_member (b, m->data)));
        }
    }
}

static JsonArray *
odds_array (JsonNode *root)
{
  return json_object_get_array_member (json_node_get_object (root), "odds");
}

/* The odds of a move before it is made are those of the battle once it is */
static void
test_odds_what_if_move (void)
{
  g_autofree char *game = g_build_filename (tmp_dir, "what-if.gmpscenario", NULL);
  g_autofree char *active = g_build_filename (tmp_dir, "what-if-active.gmpscenario", NULL);
  g_autofree char *moved = g_build_filename (tmp_dir, "what-if-moved.gmpscenario", NULL);
  g_autoptr(JsonNode) what_if_root = NULL;
  g_autoptr(JsonNode) moved_root = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) what_if = { 0 };
  g_auto(CliRun) plain = { 0 };
  JsonObject *object;

  cli_run (&run, "new", "--seed", "11", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Swarm 1 (units 0 to 3 in Minneapolis) activates */
  cli_run (&run, "next", game, "--chit", "swarm-1", "--out", active, NULL);
  g_assert_cmpint (run.status, ==, 0);

  cli_run (&what_if, "odds", active, "CHI", "--from", "MSP", "--units", "0,1,2,3", NULL);
  g_assert_cmpstr (what_if.err, ==, "");
  g_assert_cmpint (what_if.status, ==, 0);
  g_assert_true (g_str_has_prefix (what_if.out, "If 4 units move from Minneapolis (MSP) into "
                                   "Chicago (CHI), the Swarm acting: exact odds (Rules note 24)\n"));
  cli_run (&run, "odds", active, "CHI", "--from", "MSP", "--units", "0,1,2,3", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  what_if_root = cli_parse_json (run.out);
  object = json_node_get_object (what_if_root);
  g_assert_cmpstr (json_object_get_string_member (object, "city"), ==, "CHI");
  g_assert_cmpstr (json_object_get_string_member (object, "from"), ==, "MSP");
  g_assert_cmpstr (json_object_get_string_member (object, "acting"), ==, "swarm");
  g_assert_cmpint (json_object_get_int_member (object, "hidden_guards"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "units")), ==, 4);

  /* The move made; the battle's odds, without a what-if */
  cli_run (&run, "move", active, "MSP", "CHI", "--units", "0,1,2,3", "--out", moved, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run (&plain, "odds", moved, "CHI", NULL);
  g_assert_cmpint (plain.status, ==, 0);
  /* The same numbers under a different first line */
  g_assert_cmpstr (strchr (what_if.out, '\n'), ==, strchr (plain.out, '\n'));
  cli_run (&run, "odds", moved, "CHI", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  moved_root = cli_parse_json (run.out);
  assert_same_odds_json (odds_array (what_if_root), odds_array (moved_root));

  g_unlink (game);
  g_unlink (active);
  g_unlink (moved);
}

/* Rules notes 9, 24, 34: a move into face-down Guards weighs every value the
 * pool can still show; two blanks leave nothing there to fight */
static void
test_odds_what_if_guards (void)
{
  g_autofree char *game = g_build_filename (tmp_dir, "guards-what-if.gmpscenario", NULL);
  g_autofree char *active = g_build_filename (tmp_dir, "guards-what-if-active.gmpscenario", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *edited = NULL;
  g_autofree char *with_guards = NULL;
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  JsonObject *object;
  double blanks = 0.0, total;

  cli_run (&run, "new", "--seed", "11", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run (&run, "next", game, "--chit", "swarm-1", "--out", active, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Two more Guards, face down and unknown to the app, in Des Moines */
  g_file_get_contents (active, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "  </units>"));
  {
    g_auto(GStrv) parts = g_strsplit (contents, "  </units>", 2);

    edited = g_strconcat (parts[0],
                          "    <unit type=\"guard\" city=\"DSM\" guard=\"unknown\"/>\n"
                          "    <unit type=\"guard\" city=\"DSM\" guard=\"unknown\"/>\n"
                          "  </units>", parts[1], NULL);
  }
  with_guards = write_scenario ("guards-what-if-edited.gmpscenario", edited);

  cli_run (&run, "odds", with_guards, "DSM", "--from", "MSP", "--units", "0,1", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nThe move reveals 2 face-down National Guards there: "
                                     "the odds weigh every value the Guard pool can still show, "
                                     "without looking at theirs (Rules notes 9, 24 and 34).\n"));
  g_assert_nonnull (strstr (run.out, "\n  No Combat: "));

  cli_run (&run, "odds", with_guards, "DSM", "--from", "MSP", "--units", "0,1", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (object, "hidden_guards"), ==, 2);
  /* No Guard is face up yet: both blank, from the whole pool */
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  total = board->n_guard_pool;
  for (guint i = 0; i < board->n_guard_pool; i++)
    blanks += board->guard_pool[i] == GMP_GUARD_BLANK;
  g_assert_cmpfloat (blanks, >=, 2.0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (
                                    json_array_get_object_element (odds_array (root), 0),
                                    "no_combat"),
                                  blanks / total * (blanks - 1.0) / (total - 1.0), 1e-12);

  g_unlink (game);
  g_unlink (active);
  g_unlink (with_guards);
}

/* An illegal move has no odds: refused with the rule that forbids it */
static void
test_odds_what_if_refused (void)
{
  g_autofree char *game = g_build_filename (tmp_dir, "refused.gmpscenario", NULL);
  g_autofree char *active = g_build_filename (tmp_dir, "refused-active.gmpscenario", NULL);
  g_auto(CliRun) run = { 0 };

  cli_run (&run, "new", "--seed", "11", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run (&run, "next", game, "--chit", "swarm-1", "--out", active, NULL);
  g_assert_cmpint (run.status, ==, 0);

  /* Rules note 4: unit 8 is of Swarm 2, in Kansas City */
  cli_run (&run, "odds", active, "STL", "--from", "MKC", "--units", "8", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "This move cannot be made, so it has no odds"));
  g_assert_nonnull (strstr (run.err, "Rules note 4"));

  /* Usage: the options that go together, and those that do not */
  cli_run (&run, "odds", active, "CHI", "--from", "MSP", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run (&run, "odds", active, "CHI", "--from", "MSP", "--units", "0", "--fx", "wasp", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run (&run, "odds", active, "CHI", "--from", "MSP", "--units", "99", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run (&run, "odds", active, "CHI", "--fort-options", "--from", "MSP", "--units", "0", NULL);
  g_assert_cmpint (run.status, ==, 2);

  g_unlink (game);
  g_unlink (active);
}

/* Formation A's Fort in Chicago with two Human units inside, Swarm units in
 * Minneapolis and Des Moines next to it (%s: where the Human units stand) */
#define FORT_SCENARIO \
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" \
  "<scenario version=\"1\" board=\"ginormopod-2050\">\n" \
  "  <title>fort options</title>\n" \
  "  <turn number=\"3\" phase=\"action\" step=\"0\"/>\n" \
  "  <units>\n" \
  "    <unit type=\"infantry\" formation=\"A\" city=\"%s\"/>\n" \
  "    <unit type=\"tank\" formation=\"A\" city=\"%s\"/>\n" \
  "    <unit type=\"ant\" formation=\"1\" city=\"%s\"/>\n" \
  "    <unit type=\"spider\" formation=\"1\" city=\"MSP\"/>\n" \
  "    <unit type=\"worm\" formation=\"1\" city=\"DSM\"/>\n" \
  "  </units>\n" \
  "</scenario>\n"

static char *
write_fort_scenario (const char *name,
                     const char *humans,
                     const char *ant)
{
  g_autofree char *contents = g_strdup_printf (FORT_SCENARIO, humans, humans, ant);

  return write_scenario (name, contents);
}

/* Rules note 18: a Sortie against each neighbour with Swarm units, with the
 * numbers of the battle once the Humans have gone out */
static void
test_odds_fort_sortie (void)
{
  g_autofree char *fort = write_fort_scenario ("sortie.gmpscenario", "CHI", "MSP");
  g_autofree char *out = write_fort_scenario ("sortie-out.gmpscenario", "MSP", "MSP");
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) direct = NULL;
  g_auto(CliRun) run = { 0 };
  JsonArray *options;
  gboolean seen_msp = FALSE, seen_dsm = FALSE;

  cli_run (&run, "odds", fort, "CHI", "--fort-options", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Options of the Fort in Chicago (CHI) for "));
  g_assert_nonnull (strstr (run.out, "exact odds (Rules notes 18 and 24)\n"));
  g_assert_nonnull (strstr (run.out, "\nSortie against Minneapolis (MSP), the Humans acting:\n"
                                     "Without FX:\n"));
  g_assert_nonnull (strstr (run.out, "\nSortie against Des Moines (DSM), the Humans acting:\n"));
  g_assert_null (strstr (run.out, "Full Attack"));

  cli_run (&run, "odds", fort, "CHI", "--fort-options", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (root), "formation"), ==,
                   "A");
  options = json_object_get_array_member (json_node_get_object (root), "options");
  g_assert_cmpuint (json_array_get_length (options), ==, 2);
  cli_run (&run, "odds", out, "MSP", "--mode", "sortie", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  direct = cli_parse_json (run.out);
  for (guint i = 0; i < json_array_get_length (options); i++)
    {
      JsonObject *option = json_array_get_object_element (options, i);
      const char *target = json_object_get_string_member (option, "target");

      g_assert_cmpstr (json_object_get_string_member (option, "option"), ==, "sortie");
      g_assert_true (json_object_get_boolean_member (option, "combat"));
      seen_msp |= g_str_equal (target, "MSP");
      seen_dsm |= g_str_equal (target, "DSM");
      if (g_str_equal (target, "MSP"))
        assert_same_odds_json (json_object_get_array_member (option, "odds"),
                               odds_array (direct));
    }
  g_assert_true (seen_msp && seen_dsm);

  g_unlink (fort);
  g_unlink (out);
}

/* Rules note 18: Swarm units in the Fort's city: Full Attack, Barrage and
 * Withdrawal; a formation that has no option there is refused */
static void
test_odds_fort_in_city (void)
{
  g_autofree char *fort = write_fort_scenario ("fort-in-city.gmpscenario", "CHI", "CHI");
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) direct = NULL;
  g_auto(CliRun) run = { 0 };
  JsonArray *options;
  JsonObject *withdrawal;

  cli_run (&run, "odds", fort, "CHI", "--fort-options", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "\nFull Attack, the Humans acting:\nWithout FX:\n"));
  g_assert_nonnull (strstr (run.out, "\nBarrage, the Humans acting"));
  g_assert_nonnull (strstr (run.out, "\nWithdrawal: no Combat; the Human units in the Fort may "
                                     "leave it.\n"));

  cli_run (&run, "odds", fort, "CHI", "--fort-options", "--json", NULL);
  root = cli_parse_json (run.out);
  options = json_object_get_array_member (json_node_get_object (root), "options");
  g_assert_cmpuint (json_array_get_length (options), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (options, 0),
                                                  "option"), ==, "full-attack");
  cli_run (&run, "odds", fort, "CHI", "--mode", "full-attack", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  direct = cli_parse_json (run.out);
  assert_same_odds_json (json_object_get_array_member (json_array_get_object_element (options, 0),
                                                       "odds"),
                         odds_array (direct));
  withdrawal = json_array_get_object_element (options, 2);
  g_assert_cmpstr (json_object_get_string_member (withdrawal, "option"), ==, "withdrawal");
  g_assert_false (json_object_get_boolean_member (withdrawal, "combat"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (withdrawal, "odds")),
                    ==, 0);

  /* Formation B has no unit in Chicago, and the Fort is A's */
  cli_run (&run, "odds", fort, "CHI", "--fort-options", "--formation", "B", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "Rules note 18"));
  /* No Fort in Des Moines */
  cli_run (&run, "odds", fort, "DSM", "--fort-options", NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, "Rules notes 18 and 19"));

  g_unlink (fort);
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
  g_test_add_func ("/cli/odds/what-if/move", test_odds_what_if_move);
  g_test_add_func ("/cli/odds/what-if/note-34-face-down-guards", test_odds_what_if_guards);
  g_test_add_func ("/cli/odds/what-if/refused", test_odds_what_if_refused);
  g_test_add_func ("/cli/odds/what-if/note-18-sortie", test_odds_fort_sortie);
  g_test_add_func ("/cli/odds/what-if/note-18-fort-in-city", test_odds_fort_in_city);

  status = g_test_run ();
  cli_tmp_dir_remove (g_steal_pointer (&tmp_dir));
  return status;
}
