/* test-cli.c: ginormopod-cli, run as the real program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/gmp-core.h"
#include "core/gmp-combat.h"
#include "cli-runner.h"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

/* A new game with this seed, written to name in the temporary directory. */
static char *
new_game (const char *name,
          const char *seed,
          gboolean    guards_unknown)
{
  g_auto(CliRun) run = { 0 };
  char *path = tmp_path (name);

  cli_run (&run, "new", "--seed", seed, path, guards_unknown ? "--guards-unknown" : NULL, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  return path;
}

static char *
write_tmp (const char *name,
           const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = tmp_path (name);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

static void
test_usage (void)
{
  g_auto(CliRun) none = { 0 };
  g_auto(CliRun) unknown = { 0 };
  g_auto(CliRun) missing = { 0 };
  g_auto(CliRun) extra = { 0 };
  g_auto(CliRun) option = { 0 };
  g_auto(CliRun) help = { 0 };

  cli_run (&none, NULL);
  g_assert_cmpint (none.status, ==, 2);
  g_assert_nonnull (strstr (none.err, "validate"));

  cli_run (&unknown, "frobnicate", "x", NULL);
  g_assert_cmpint (unknown.status, ==, 2);
  g_assert_nonnull (strstr (unknown.err, "frobnicate"));
  g_assert_cmpstr (unknown.out, ==, "");

  cli_run (&missing, "show", NULL);
  g_assert_cmpint (missing.status, ==, 2);
  g_assert_nonnull (strstr (missing.err, "SCENARIO"));

  cli_run (&extra, "validate", "a", "b", NULL);
  g_assert_cmpint (extra.status, ==, 2);
  g_assert_nonnull (strstr (extra.err, "“b”"));

  cli_run (&option, "new", "--no-such-option", "x.gmpscenario", NULL);
  g_assert_cmpint (option.status, ==, 2);
  g_assert_nonnull (strstr (option.err, "--no-such-option"));

  cli_run (&help, "--help", NULL);
  g_assert_cmpint (help.status, ==, 0);
  for (const char *c = "validate\0show\0new\0render\0"; *c != '\0'; c += strlen (c) + 1)
    g_assert_nonnull (strstr (help.out, c));
}

static void
test_command_help (void)
{
  const char *commands[] = { "validate", "show", "new", "render" };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(CliRun) run = { 0 };

      cli_run (&run, commands[i], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, commands[i]));
      g_assert_nonnull (strstr (run.out, "--help"));
      /* Only the commands that print data offer JSON. */
      g_assert_true ((strstr (run.out, "--json") != NULL) == !g_str_equal (commands[i], "render"));
    }
}

static void
test_version (void)
{
  g_auto(CliRun) run = { 0 };

  cli_run (&run, "--version", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_str_has_prefix (run.out, "ginormopod-cli " PACKAGE_VERSION "\n"));
  g_assert_nonnull (strstr (run.out, "\nGLib 2."));
  g_assert_nonnull (strstr (run.out, "\nlibxml2 2."));
  g_assert_nonnull (strstr (run.out, "\ncairo 1."));
}

static void
test_new (void)
{
  g_autofree char *a = new_game ("a.gmpscenario", "7", FALSE);
  g_autofree char *b = new_game ("b.gmpscenario", "7", FALSE);
  g_autofree char *c = new_game ("c.gmpscenario", "8", FALSE);
  g_autofree char *json_path = tmp_path ("d.gmpscenario");
  g_autofree char *text_a = NULL, *text_b = NULL, *text_c = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) json = { 0 };
  g_auto(CliRun) bad_seed = { 0 };
  g_auto(CliRun) unwritable = { 0 };
  JsonObject *object;

  /* The seed makes the game: same seed, same file. */
  g_assert_true (g_file_get_contents (a, &text_a, NULL, NULL));
  g_assert_true (g_file_get_contents (b, &text_b, NULL, NULL));
  g_assert_true (g_file_get_contents (c, &text_c, NULL, NULL));
  g_assert_cmpstr (text_a, ==, text_b);
  g_assert_cmpstr (text_a, !=, text_c);

  cli_run (&json, "new", "--json", "--seed=99", json_path, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = cli_parse_json (json.out);
  object = json_node_get_object (root);
  g_assert_cmpstr (json_object_get_string_member (object, "file"), ==, json_path);
  g_assert_cmpstr (json_object_get_string_member (object, "seed"), ==, "99");
  g_assert_cmpstr (json_object_get_string_member (object, "board"), ==, GMP_DEFAULT_BOARD_ID);

  cli_run (&bad_seed, "new", "--seed", "many", json_path, NULL);
  g_assert_cmpint (bad_seed.status, ==, 2);
  g_assert_nonnull (strstr (bad_seed.err, "many"));

  cli_run (&unwritable, "new", "/nonexistent-dir/x.gmpscenario", NULL);
  g_assert_cmpint (unwritable.status, ==, 1);
  g_assert_nonnull (strstr (unwritable.err, "/nonexistent-dir/x.gmpscenario"));

  g_unlink (a);
  g_unlink (b);
  g_unlink (c);
  g_unlink (json_path);
}

/* show lists which sides the computer plays in a solo game (issue 21),
 * and a game of people alone as none */
static void
test_show_computer (void)
{
  g_autofree char *plain = new_game ("plain.gmpscenario", "7", FALSE);
  g_autofree char *solo = tmp_path ("solo.gmpscenario");
  g_autofree char *text = NULL;
  g_autoptr(GString) edited = NULL;
  g_autoptr(JsonNode) plain_root = NULL;
  g_autoptr(JsonNode) solo_root = NULL;
  g_auto(CliRun) plain_json = { 0 };
  g_auto(CliRun) solo_json = { 0 };
  g_auto(CliRun) solo_text = { 0 };
  JsonObject *computer;

  g_assert_true (g_file_get_contents (plain, &text, NULL, NULL));
  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "</log>\n",
                                      "</log>\n  <computer side=\"humans\" level=\"simple\"/>\n",
                                      1), ==, 1);
  g_assert_true (g_file_set_contents (solo, edited->str, -1, NULL));

  cli_run (&plain_json, "show", "--json", plain, NULL);
  g_assert_cmpint (plain_json.status, ==, 0);
  plain_root = cli_parse_json (plain_json.out);
  computer = json_object_get_object_member (json_node_get_object (plain_root), "computer");
  g_assert_true (json_object_get_null_member (computer, "swarm"));
  g_assert_true (json_object_get_null_member (computer, "humans"));

  cli_run (&solo_json, "show", "--json", solo, NULL);
  g_assert_cmpint (solo_json.status, ==, 0);
  solo_root = cli_parse_json (solo_json.out);
  computer = json_object_get_object_member (json_node_get_object (solo_root), "computer");
  g_assert_true (json_object_get_null_member (computer, "swarm"));
  g_assert_cmpstr (json_object_get_string_member (computer, "humans"), ==, "simple");

  cli_run (&solo_text, "show", solo, NULL);
  g_assert_cmpint (solo_text.status, ==, 0);
  g_assert_nonnull (strstr (solo_text.out, "Humans: played by the computer (Simple)\n"));
  g_assert_null (strstr (solo_text.out, "Swarm: played by"));

  g_unlink (plain);
  g_unlink (solo);
}

/* The players' own rolls for the National Guard table (Rules note 3) */
static void
test_new_dice (void)
{
  g_autofree char *path = tmp_path ("dice.gmpscenario");
  g_autofree char *unknown_path = tmp_path ("dice-unknown.gmpscenario");
  g_autofree char *short_path = tmp_path ("dice-short.gmpscenario");
  /* 2 MIA, 2 MIA, 2 MIA (a third: rolled again), 3 TPA, 4 JAX, 5 SAV, 6 BHM,
   * 7 BNA, 8 SDF, 9 IND, 10 CMH, 11 PIT, 12 DTW */
  const char *dice = "1 1  1 1  1 1  1 2  1 3  1 4  1 5  1 6  2 6  3 6  4 6  5 6  6 6";
  const char *expected[] = { "MIA", "MIA", "TPA", "JAX", "SAV", "BHM", "BNA", "SDF", "IND",
                             "CMH", "PIT", "DTW" };
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) unknown = { 0 };
  g_auto(CliRun) out_of_dice = { 0 };
  g_auto(CliRun) too_many = { 0 };
  g_auto(CliRun) both = { 0 };
  g_auto(CliRun) bad_die = { 0 };
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpScenario) unknown_scenario = NULL;
  g_autoptr(GError) error = NULL;
  guint n = 0;

  cli_run (&run, "new", "--dice", dice, path, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  scenario = gmp_scenario_load_file (path, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < scenario->state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (scenario->state->units, GmpUnit, i);

      if (!scenario->state->board->unit_types[unit->type].guard)
        continue;
      g_assert_cmpuint (n, <, G_N_ELEMENTS (expected));
      g_assert_cmpstr (scenario->state->board->cities[unit->city].id, ==, expected[n]);
      /* The hidden sides are drawn face down by the app */
      g_assert_cmpint (unit->guard_value, >=, 0);
      n++;
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected));

  /* Face to face: the same cities, sides unknown */
  cli_run (&unknown, "new", "--dice", dice, "--guards-unknown", unknown_path, NULL);
  g_assert_cmpint (unknown.status, ==, 0);
  unknown_scenario = gmp_scenario_load_file (unknown_path, &error);
  g_assert_no_error (error);
  n = 0;
  for (guint i = 0; i < unknown_scenario->state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (unknown_scenario->state->units, GmpUnit, i);

      if (!unknown_scenario->state->board->unit_types[unit->type].guard)
        continue;
      g_assert_cmpstr (unknown_scenario->state->board->cities[unit->city].id, ==, expected[n]);
      g_assert_cmpint (unit->guard_value, ==, GMP_GUARD_UNKNOWN);
      n++;
    }
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (expected));

  /* Five rolls place four Guards (one is rolled again): eight more needed */
  cli_run (&out_of_dice, "new", "--dice", "11 11 11 12 13", short_path, NULL);
  g_assert_cmpint (out_of_dice.status, ==, 1);
  g_assert_nonnull (strstr (out_of_dice.err, "at least 8 more rolls"));
  g_assert_false (g_file_test (short_path, G_FILE_TEST_EXISTS));

  cli_run (&too_many, "new", "--dice", "11 11 11 12 13 14 15 16 26 36 46 56 66 6", short_path, NULL);
  g_assert_cmpint (too_many.status, ==, 1);
  g_assert_nonnull (strstr (too_many.err, "1 die more than needed"));
  g_assert_false (g_file_test (short_path, G_FILE_TEST_EXISTS));

  cli_run (&both, "new", "--dice", dice, "--seed", "3", short_path, NULL);
  g_assert_cmpint (both.status, ==, 2);
  g_assert_nonnull (strstr (both.err, "--dice"));

  cli_run (&bad_die, "new", "--dice", "1 7", short_path, NULL);
  g_assert_cmpint (bad_die.status, ==, 1);
  g_assert_nonnull (strstr (bad_die.err, "7"));
  g_assert_false (g_file_test (short_path, G_FILE_TEST_EXISTS));

  g_unlink (path);
  g_unlink (unknown_path);
}

static void
test_validate (void)
{
  g_autofree char *game = new_game ("v.gmpscenario", "3", FALSE);
  g_autofree char *board = g_test_build_filename (G_TEST_DIST, "..", "data", "boards",
                                                  "ginormopod-2050.xml", NULL);
  g_autofree char *broken = write_tmp ("broken.gmpscenario", "<scenario><oops></scenario>");
  g_autofree char *bad_board = write_tmp ("bad-board.xml", "<board id=\"x\"/>");
  g_autofree char *expected = g_strdup_printf ("%s: valid\n", game);
  g_autofree char *missing = tmp_path ("missing.gmpscenario");
  g_autoptr(JsonNode) ok_json = NULL, bad_json = NULL;
  g_auto(CliRun) ok = { 0 };
  g_auto(CliRun) board_ok = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_auto(CliRun) bad_b = { 0 };
  g_auto(CliRun) gone = { 0 };
  g_auto(CliRun) ok_j = { 0 };
  g_auto(CliRun) bad_j = { 0 };

  cli_run (&ok, "validate", game, NULL);
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_cmpstr (ok.out, ==, expected);

  cli_run (&board_ok, "validate", board, NULL);
  g_assert_cmpint (board_ok.status, ==, 0);
  g_assert_true (g_str_has_suffix (board_ok.out, ": valid\n"));

  cli_run (&bad, "validate", broken, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, broken));
  g_assert_cmpstr (bad.out, ==, "");

  cli_run (&bad_b, "validate", bad_board, NULL);
  g_assert_cmpint (bad_b.status, ==, 1);
  g_assert_nonnull (strstr (bad_b.err, bad_board));

  cli_run (&gone, "validate", missing, NULL);
  g_assert_cmpint (gone.status, ==, 1);
  g_assert_nonnull (strstr (gone.err, missing));

  cli_run (&ok_j, "validate", "--json", board, NULL);
  g_assert_cmpint (ok_j.status, ==, 0);
  ok_json = cli_parse_json (ok_j.out);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (ok_json), "valid"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (ok_json), "kind"),
                   ==, "board");

  cli_run (&bad_j, "validate", "--json", broken, NULL);
  g_assert_cmpint (bad_j.status, ==, 1);
  bad_json = cli_parse_json (bad_j.out);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (bad_json), "valid"));
  g_assert_nonnull (strstr (json_object_get_string_member (json_node_get_object (bad_json),
                                                           "error"), broken));

  g_unlink (game);
  g_unlink (broken);
  g_unlink (bad_board);
}

/* The JSON problem of this kind in this city; asserts there is exactly one. */
static JsonObject *
json_problem (JsonArray  *problems,
              const char *kind,
              const char *city_id)
{
  JsonObject *found = NULL;

  for (guint i = 0; i < json_array_get_length (problems); i++)
    {
      JsonObject *problem = json_array_get_object_element (problems, i);
      JsonObject *city = json_object_get_null_member (problem, "city")
                         ? NULL : json_object_get_object_member (problem, "city");

      if (g_str_equal (json_object_get_string_member (problem, "kind"), kind)
          && city != NULL && g_str_equal (json_object_get_string_member (city, "id"), city_id))
        {
          g_assert_null (found);
          found = problem;
        }
    }
  g_assert_nonnull (found);
  return found;
}

/* validate lists every rules problem of a file, one line each, "FILE: CITY:
 * message (Rules note N)": Rules notes 7, 9, 10, 19 and 36 broken at once. */
static void
test_validate_problems (void)
{
  g_autofree char *path = write_tmp ("problems.gmpscenario",
    "<?xml version=\"1.0\"?>\n"
    "<scenario version=\"1\" board=\"ginormopod-2050\">\n"
    "  <title>Broken five ways</title>\n"
    "  <turn number=\"3\" phase=\"action\"/>\n"
    "  <units>\n"
    "    <unit type=\"ant\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"ant\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"ant\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"spider\" formation=\"1\" city=\"DSM\"/>\n"
    "    <unit type=\"spider\" formation=\"2\" city=\"DSM\"/>\n"
    "    <unit type=\"worm\" formation=\"2\" city=\"DSM\"/>\n"
    "    <unit type=\"worm\" formation=\"3\" city=\"DSM\"/>\n"
    "    <unit type=\"ant\" formation=\"2\" city=\"PIT\"/>\n"
    "    <unit type=\"guard\" city=\"PIT\"/>\n"
    "    <unit type=\"guard\" city=\"MIA\" guard=\"3\" revealed=\"true\"/>\n"
    "  </units>\n"
    "  <forts><fort city=\"CHI\" strength=\"3\"/></forts>\n"
    "</scenario>\n");
  const struct {
    const char *kind;
    const char *city_id;
    const char *city_name;
    guint       note;
  } expected[] = {
    { "fort-strength", "CHI", "Chicago", 19 },
    { "stacking", "DSM", "Des Moines", 7 },
    { "guard-value", "MIA", "Miami", 36 },
    { "fence", "PIT", "Pittsburgh", 10 },
    { "unrevealed-guards", "PIT", "Pittsburgh", 9 },
  };
  g_auto(GStrv) lines = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_auto(CliRun) text = { 0 };
  g_auto(CliRun) as_json = { 0 };
  JsonObject *root;
  JsonArray *problems;

  cli_run (&text, "validate", path, NULL);
  g_assert_cmpint (text.status, ==, 1);
  lines = g_strsplit (text.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, G_N_ELEMENTS (expected) + 1);
  g_assert_cmpstr (lines[G_N_ELEMENTS (expected)], ==, "");
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      g_autofree char *start = g_strdup_printf ("%s: %s: ", path, expected[i].city_name);
      g_autofree char *note = g_strdup_printf ("(Rules note %u)", expected[i].note);
      gboolean listed = FALSE;

      for (guint j = 0; lines[j] != NULL; j++)
        listed = listed || (g_str_has_prefix (lines[j], start) && g_str_has_suffix (lines[j], note));
      g_assert_true (listed);
    }

  cli_run (&as_json, "validate", "--json", path, NULL);
  g_assert_cmpint (as_json.status, ==, 1);
  json = cli_parse_json (as_json.out);
  root = json_node_get_object (json);
  g_assert_false (json_object_get_boolean_member (root, "valid"));
  problems = json_object_get_array_member (root, "problems");
  g_assert_cmpuint (json_array_get_length (problems), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *problem = json_problem (problems, expected[i].kind, expected[i].city_id);

      g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (problem,
                                                                                     "city"),
                                                      "name"), ==, expected[i].city_name);
      g_assert_cmpint (json_object_get_int_member (problem, "note"), ==, expected[i].note);
      g_assert_true (json_object_has_member (problem, "unit"));
      g_assert_true (json_object_has_member (problem, "fort"));
      g_assert_true (json_object_has_member (problem, "chit"));
      /* The message names the city, or the unit (a Guard's value) */
      g_assert_true (strstr (json_object_get_string_member (problem, "message"),
                             expected[i].city_name) != NULL
                     || g_str_has_prefix (json_object_get_string_member (problem, "message"),
                                          "unit "));
    }
  /* The Ant in Pittsburgh is unit 8 of the file, id 7; the Fort is Chicago's */
  g_assert_cmpint (json_object_get_int_member (json_problem (problems, "fence", "PIT"), "unit"),
                   ==, 7);
  g_assert_false (json_object_get_null_member (json_problem (problems, "fort-strength", "CHI"),
                                               "fort"));

  g_unlink (path);
}

static guint
count_chits (const GmpState *state,
             GmpChitPlace    place)
{
  guint n = 0;

  for (guint i = 0; i < state->board->n_chits; i++)
    n += state->chits[i].place == place;
  return n;
}

static void
test_show (void)
{
  g_autofree char *game = new_game ("s.gmpscenario", "11", FALSE);
  g_autofree char *unknown = new_game ("u.gmpscenario", "11", TRUE);
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL, reveal_root = NULL;
  g_autofree char *turn = NULL;
  g_auto(CliRun) text = { 0 };
  g_auto(CliRun) json = { 0 };
  g_auto(CliRun) reveal = { 0 };
  g_auto(CliRun) bad = { 0 };
  JsonObject *object;
  JsonArray *units;
  guint on_map = 0, guards = 0;

  scenario = gmp_scenario_load_file (game, &error);
  g_assert_no_error (error);

  cli_run (&text, "show", game, NULL);
  g_assert_cmpint (text.status, ==, 0);
  turn = g_strdup_printf ("Turn %u of %u", scenario->state->turn,
                          scenario->state->board->rules.turns);
  g_assert_nonnull (strstr (text.out, turn));
  g_assert_nonnull (strstr (text.out, "Chicago (CHI)"));
  g_assert_nonnull (strstr (text.out, "National Guard (face down)"));
  g_assert_nonnull (strstr (text.out, "Cup ("));
  g_assert_nonnull (strstr (text.out, "Danger: space 0"));

  cli_run (&json, "show", "--json", game, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = cli_parse_json (json.out);
  object = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (object, "turn"), ==, scenario->state->turn);
  g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==,
                   gmp_phase_to_string (scenario->state->phase));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "forts")),
                    ==, scenario->state->board->n_forts);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "cup")),
                    ==, count_chits (scenario->state, GMP_CHIT_IN_CUP));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "time_track")),
                    ==, count_chits (scenario->state, GMP_CHIT_ON_TIME_TRACK));

  units = json_object_get_array_member (object, "units");
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      on_map += g_str_equal (json_object_get_string_member (unit, "place"), "map");
      if (g_str_equal (json_object_get_string_member (unit, "type"), "guard"))
        {
          guards++;
          /* Hidden sides stay hidden unless asked for. */
          g_assert_false (json_object_has_member (unit, "value"));
        }
    }
  g_assert_cmpuint (guards, ==, scenario->state->board->rules.guard_rolls);
  g_assert_cmpuint (on_map, >, guards);

  /* Face to face, the app does not know the Guards' values either. */
  cli_run (&reveal, "show", "--json", "--reveal-guards", unknown, NULL);
  g_assert_cmpint (reveal.status, ==, 0);
  reveal_root = cli_parse_json (reveal.out);
  units = json_object_get_array_member (json_node_get_object (reveal_root), "units");
  guards = 0;
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      if (!g_str_equal (json_object_get_string_member (unit, "type"), "guard"))
        continue;
      guards++;
      g_assert_cmpstr (json_object_get_string_member (unit, "value"), ==, "unknown");
    }
  g_assert_cmpuint (guards, >, 0);

  cli_run (&bad, "show", "/nonexistent-dir/x.gmpscenario", NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "/nonexistent-dir/x.gmpscenario"));

  g_unlink (game);
  g_unlink (unknown);
}

static void
test_render (void)
{
  g_autofree char *game = new_game ("r.gmpscenario", "5", FALSE);
  g_autofree char *png = tmp_path ("r.png");
  g_autofree char *pdf = tmp_path ("r.pdf");
  g_autofree char *gif = tmp_path ("r.gif");
  g_autofree char *broken = write_tmp ("broken.gmpscenario", "not xml at all");
  g_autofree char *contents = NULL;
  gsize length;
  guint32 width;
  g_auto(CliRun) ok = { 0 };
  g_auto(CliRun) vector = { 0 };
  g_auto(CliRun) bad_ext = { 0 };
  g_auto(CliRun) bad_width = { 0 };
  g_auto(CliRun) bad_file = { 0 };
  g_auto(CliRun) missing = { 0 };

  cli_run (&ok, "render", game, png, "--width", "320", NULL);
  g_assert_cmpstr (ok.err, ==, "");
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_true (g_file_get_contents (png, &contents, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  g_assert_cmpmem (contents, 4, "\x89PNG", 4);
  memcpy (&width, contents + 16, 4);
  g_assert_cmpuint (GUINT32_FROM_BE (width), ==, 320);

  cli_run (&vector, "render", game, pdf, NULL);
  g_assert_cmpint (vector.status, ==, 0);
  g_clear_pointer (&contents, g_free);
  g_assert_true (g_file_get_contents (pdf, &contents, &length, NULL));
  g_assert_true (g_str_has_prefix (contents, "%PDF-"));

  cli_run (&bad_ext, "render", game, gif, NULL);
  g_assert_cmpint (bad_ext.status, ==, 2);
  g_assert_nonnull (strstr (bad_ext.err, gif));
  g_assert_false (g_file_test (gif, G_FILE_TEST_EXISTS));

  cli_run (&bad_width, "render", game, png, "--width", "-3", NULL);
  g_assert_cmpint (bad_width.status, ==, 2);

  cli_run (&bad_file, "render", broken, png, NULL);
  g_assert_cmpint (bad_file.status, ==, 1);
  g_assert_nonnull (strstr (bad_file.err, broken));

  cli_run (&missing, "render", game, NULL);
  g_assert_cmpint (missing.status, ==, 2);

  g_unlink (game);
  g_unlink (png);
  g_unlink (pdf);
  g_unlink (broken);
}

/* The MP a unit of the game in path has before it moves (no FX played) */
static guint
unit_mp (const char *path,
         guint       id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);
  const GmpUnit *unit;

  g_assert_no_error (error);
  unit = gmp_state_get_unit (scenario->state, id);
  return scenario->state->board->unit_types[unit->type].mp - unit->mp_used;
}

/* A group that moves reports each unit's MP left, and a query about a
 * group says its MP are those of its slowest unit (rules notes 4, 8). */
static void
test_move (void)
{
  g_autofree char *game = new_game ("m.gmpscenario", "11", FALSE);
  g_autofree char *active = tmp_path ("m-active.gmpscenario");
  g_autofree char *group = tmp_path ("m-group.gmpscenario");
  g_autofree char *single = tmp_path ("m-single.gmpscenario");
  g_autofree char *line = NULL;
  g_auto(CliRun) draw = { 0 };
  g_auto(CliRun) moved = { 0 };
  g_auto(CliRun) one = { 0 };
  g_auto(CliRun) query = { 0 };
  const guint ids[] = { 0, 2, 3 };
  guint mp[G_N_ELEMENTS (ids)];

  /* Swarm 1 (units 0 to 3 in Minneapolis) activates */
  cli_run (&draw, "next", game, "--chit", "swarm-1", "--out", active, NULL);
  g_assert_cmpint (draw.status, ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      mp[i] = unit_mp (active, ids[i]);
      g_assert_cmpuint (mp[i], >=, 1);
    }
  /* Different MP, or the test shows nothing */
  g_assert_cmpuint (mp[0], !=, mp[2]);

  cli_run (&query, "moves", active, "MSP", "--unit", "0", "--unit", "3", NULL);
  g_assert_cmpint (query.status, ==, 0);
  line = g_strdup_printf ("Ant 1 #0, Worm 1 #3: %u MP left as a group",
                          MIN (mp[0], mp[2]));
  g_assert_nonnull (strstr (query.out, line));
  g_clear_pointer (&line, g_free);

  /* Des Moines is one MP away */
  cli_run (&moved, "move", active, "MSP", "DSM", "--units", "0,2,3", "--out", group, NULL);
  g_assert_cmpstr (moved.err, ==, "");
  g_assert_cmpint (moved.status, ==, 0);
  g_assert_true (g_str_has_prefix (moved.out, "Moved 3 units to Des Moines (DSM):\n"));
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *label = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (group, &error);

      g_assert_no_error (error);
      /* The counter's name, then the id the command takes (--units) */
      label = gmp_combat_unit_label (scenario->state, ids[i]);
      line = g_strdup_printf ("  %s #%u: %u MP left\n", label, ids[i], mp[i] - 1);
      g_assert_nonnull (strstr (moved.out, line));
      g_clear_pointer (&line, g_free);
      g_assert_cmpuint (unit_mp (group, ids[i]), ==, mp[i] - 1);
    }

  /* Into an enemy city: the move ends there */
  cli_run (&one, "move", active, "MSP", "CHI", "--units", "1", "--out", single, NULL);
  g_assert_cmpint (one.status, ==, 0);
  line = g_strdup_printf ("Moved 1 unit to Chicago (CHI); %u MP left; its move has ended "
                          "(Rules note 8)\n", unit_mp (active, 1) - 1);
  g_assert_cmpstr (one.out, ==, line);

  g_unlink (game);
  g_unlink (active);
  g_unlink (group);
  g_unlink (single);
}

/* The last n entries of a saved game's log are unit-moved ones: unit ids[i]
 * from `from` to `to` spending mp[i] MP. */
static void
assert_moves_logged (const char  *path,
                     guint        n_before,
                     const guint *ids,
                     guint        n,
                     const char  *from,
                     const char  *to,
                     const guint *mp)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);
  const GmpBoard *board;

  g_assert_no_error (error);
  g_assert_nonnull (scenario->log);
  board = scenario->state->board;
  g_assert_cmpuint (gmp_log_get_n_entries (scenario->log), ==, n_before + n);
  for (guint i = 0; i < n; i++)
    {
      const GmpLogEntry *e = gmp_log_get_entry (scenario->log, n_before + i);
      const GmpUnit *unit = gmp_state_get_unit (scenario->state, ids[i]);

      g_assert_cmpint (e->kind, ==, GMP_LOG_UNIT_MOVED);
      g_assert_cmpint (e->params[0], ==, ids[i]);
      g_assert_cmpint (e->params[1], ==, gmp_board_find_city (board, from));
      g_assert_cmpint (e->params[2], ==, gmp_board_find_city (board, to));
      g_assert_cmpint (e->params[3], ==, mp[i]);
      g_assert_cmpint (e->params[4], ==, GMP_LOG_UNIT_TYPE (unit->type));
      g_assert_cmpint (e->params[5], ==, GMP_LOG_UNIT_FORMATION (unit->formation));
    }
}

static guint
log_length (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return scenario->log != NULL ? gmp_log_get_n_entries (scenario->log) : 0;
}

/* move --out adds a log entry per unit moved (a game without a log gets
 * one), and `log` prints them with their turn and phase. */
static void
test_move_log (void)
{
  g_autofree char *game = new_game ("ml.gmpscenario", "11", FALSE);
  g_autofree char *active = tmp_path ("ml-active.gmpscenario");
  g_autofree char *bare = tmp_path ("ml-bare.gmpscenario");
  g_autofree char *group = tmp_path ("ml-group.gmpscenario");
  g_autofree char *single = tmp_path ("ml-single.gmpscenario");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) draw = { 0 };
  g_auto(CliRun) moved = { 0 };
  g_auto(CliRun) one = { 0 };
  g_auto(CliRun) text = { 0 };
  g_auto(CliRun) json = { 0 };
  g_auto(CliRun) from = { 0 };
  g_auto(CliRun) bad = { 0 };
  const guint ids[] = { 0, 2, 3 };
  const guint ones[] = { 1, 1, 1 };
  guint n_before;
  JsonArray *log;
  JsonObject *last;

  cli_run (&draw, "next", game, "--chit", "swarm-1", "--out", active, NULL);
  g_assert_cmpint (draw.status, ==, 0);
  n_before = log_length (active);
  g_assert_cmpuint (n_before, >, 0);

  /* Des Moines is one MP away */
  cli_run (&moved, "move", active, "MSP", "DSM", "--units", "0,2,3", "--out", group, NULL);
  g_assert_cmpint (moved.status, ==, 0);
  assert_moves_logged (group, n_before, ids, G_N_ELEMENTS (ids), "MSP", "DSM", ones);

  cli_run (&text, "log", group, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_cmpstr (text.err, ==, "");
  /* Units as their counters name them (issue 16) */
  g_assert_nonnull (strstr (text.out, "Turn 1, Action: Ant 1 moves from Minneapolis to "
                                      "Des Moines, spending 1 MP.\n"));
  g_assert_nonnull (strstr (text.out, "Worm 1 moves from Minneapolis to Des Moines"));

  cli_run (&json, "log", "--json", group, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = cli_parse_json (json.out);
  log = json_object_get_array_member (json_node_get_object (root), "log");
  g_assert_cmpuint (json_array_get_length (log), ==, n_before + G_N_ELEMENTS (ids));
  last = json_array_get_object_element (log, json_array_get_length (log) - 1);
  g_assert_cmpstr (json_object_get_string_member (last, "kind"), ==, "unit-moved");
  g_assert_cmpstr (json_object_get_string_member (last, "phase"), ==, "action");
  g_assert_cmpint (json_object_get_int_member (last, "turn"), ==, 1);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (last, "params"), 0),
                   ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (last, "dice")), ==, 0);
  g_assert_true (g_str_has_prefix (json_object_get_string_member (last, "text"), "Worm 1 moves"));

  /* --from N begins at entry N */
  cli_run (&from, "log", group, "--from", "2", NULL);
  g_assert_cmpint (from.status, ==, 0);
  g_assert_true (g_str_has_prefix (from.out, "   2. "));
  cli_run (&bad, "log", group, "--from", "0", NULL);
  g_assert_cmpint (bad.status, ==, 2);

  /* A game saved without a log gets one */
  scenario = gmp_scenario_load_file (active, &error);
  g_assert_no_error (error);
  g_clear_pointer (&scenario->log, gmp_log_free);
  g_assert_true (gmp_scenario_save_file (scenario, bare, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (log_length (bare), ==, 0);
  cli_run (&one, "move", bare, "MSP", "DSM", "--units", "1", "--out", single, NULL);
  g_assert_cmpint (one.status, ==, 0);
  /* The log it gets starts with the turn, then the move */
  assert_moves_logged (single, 1, (const guint[]) { 1 }, 1, "MSP", "DSM", ones);

  g_unlink (game);
  g_unlink (active);
  g_unlink (bare);
  g_unlink (group);
  g_unlink (single);
}

/* A played game: its log keeps every die of every combat, and `show` says
 * who won and why (rules notes 21, 22). */
/* Issue 5, Rules note 3: a new game's log holds every roll on the National
 * Guard table with its dice, the rerolls flagged, and survives save -> load */
static void
test_new_guard_rolls (void)
{
  /* Seed 7 rolls Nashville a third time (BOARD.md: a 7) */
  g_autofree char *game = new_game ("guard-rolls.gmpscenario", "7", FALSE);
  g_autofree char *contents = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) text = { 0 };
  g_autofree guint *per_city = NULL;
  const GmpBoard *board;
  const GmpLog *log;
  guint n_rolls = 0, n_rerolls = 0, n_lines = 0, n;
  gsize length;
  const char *line;

  scenario = gmp_scenario_load_file (game, &error);
  g_assert_no_error (error);
  board = scenario->state->board;
  log = scenario->log;
  g_assert_nonnull (log);
  per_city = g_new0 (guint, board->n_cities);
  n = gmp_log_get_n_entries (log);
  for (guint i = 0; i < n; i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);

      g_assert_true (gmp_log_entry_check (entry, board, NULL));
      if (entry->kind == GMP_LOG_GUARD_ROLL)
        {
          int city = entry->params[1];

          g_assert_cmpuint (entry->n_dice, ==, 2);
          g_assert_cmpint (entry->params[0], ==, entry->dice[0] + entry->dice[1]);
          g_assert_cmpint (city, ==, board->guard_table[entry->params[0]]);
          /* Rolled again exactly when the city already had its Guards */
          g_assert_cmpint (entry->params[2], ==,
                           per_city[city] >= board->rules.guard_max_per_city);
          n_rolls++;
          if (entry->params[2])
            n_rerolls++;
        }
      else if (entry->kind == GMP_LOG_GUARD_PLACED)
        {
          const GmpLogEntry *roll = gmp_log_get_entry (log, i - 1);

          g_assert_cmpint (roll->kind, ==, GMP_LOG_GUARD_ROLL);
          g_assert_cmpint (roll->params[1], ==, entry->params[1]);
          per_city[entry->params[1]]++;
        }
    }
  g_assert_cmpuint (n_rolls, >=, board->rules.guard_rolls);
  g_assert_cmpuint (n_rerolls, >=, 1);
  g_assert_cmpuint (n_rolls, ==, board->rules.guard_rolls + n_rerolls);
  /* The game begins once, after its setup: "next" must not say it again */
  g_assert_cmpint (gmp_log_get_entry (log, n - 1)->kind, ==, GMP_LOG_TURN_BEGINS);

  /* Save -> load keeps every byte */
  g_file_get_contents (game, &contents, &length, &error);
  g_assert_no_error (error);
  saved = gmp_scenario_to_bytes (scenario);
  g_assert_cmpmem (contents, length, g_bytes_get_data (saved, NULL), g_bytes_get_size (saved));

  /* "log" prints each roll with its dice */
  cli_run (&text, "log", game, NULL);
  g_assert_cmpint (text.status, ==, 0);
  for (line = strstr (text.out, "National Guard table: rolled"); line != NULL;
       line = strstr (line + 1, "National Guard table: rolled"))
    {
      const char *end = strchr (line, '\n');

      g_assert_nonnull (g_strstr_len (line, end != NULL ? end - line : -1, "Dice: "));
      n_lines++;
    }
  g_assert_cmpuint (n_lines, ==, n_rolls);
  g_assert_nonnull (strstr (text.out, "which is full: rolled again (Rules note 3)"));
}

static void
test_log_dice_and_end (void)
{
  g_autofree char *game = new_game ("ld.gmpscenario", "11", FALSE);
  g_autofree char *played = tmp_path ("ld-played.gmpscenario");
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) show_root = NULL;
  g_auto(CliRun) play = { 0 };
  g_auto(CliRun) text = { 0 };
  g_auto(CliRun) json = { 0 };
  g_auto(CliRun) show = { 0 };
  g_auto(CliRun) show_json = { 0 };
  g_autofree char *why = NULL;
  JsonArray *log;
  JsonObject *object;
  guint combats = 0, moves = 0;
  const GmpLogEntry *over;

  cli_run (&play, "play", game, "--seed", "5", "--out", played, NULL);
  g_assert_cmpint (play.status, ==, 0);
  scenario = gmp_scenario_load_file (played, &error);
  g_assert_no_error (error);
  g_assert_cmpint (scenario->state->phase, ==, GMP_PHASE_GAME_OVER);

  cli_run (&json, "log", "--json", played, NULL);
  g_assert_cmpint (json.status, ==, 0);
  root = cli_parse_json (json.out);
  log = json_object_get_array_member (json_node_get_object (root), "log");
  g_assert_cmpuint (json_array_get_length (log), ==, gmp_log_get_n_entries (scenario->log));
  for (guint i = 0; i < json_array_get_length (log); i++)
    {
      JsonObject *entry = json_array_get_object_element (log, i);
      JsonArray *params = json_object_get_array_member (entry, "params");
      JsonArray *dice = json_object_get_array_member (entry, "dice");
      const GmpLogEntry *e = gmp_log_get_entry (scenario->log, i);

      g_assert_cmpstr (json_object_get_string_member (entry, "kind"), ==,
                       gmp_log_kind_to_string (e->kind));
      g_assert_cmpuint (json_array_get_length (dice), ==, e->n_dice);
      for (guint k = 0; k < e->n_dice; k++)
        g_assert_cmpint (json_array_get_int_element (dice, k), ==, e->dice[k]);
      moves += e->kind == GMP_LOG_UNIT_MOVED;
      if (e->kind != GMP_LOG_COMBAT || e->params[4] == GMP_COMBAT_OUTCOME_OVERRUN)
        continue;
      combats++;
      /* The combat keeps as many dice as it says it rolled */
      g_assert_cmpint (json_array_get_int_element (params, 5), ==, json_array_get_length (dice));
      g_assert_cmpuint (json_array_get_length (dice), >, 0);
    }
  g_assert_cmpuint (combats, >, 0);
  g_assert_cmpuint (moves, >, 0);

  cli_run (&text, "log", played, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, ". Dice: "));
  g_assert_nonnull (strstr (text.out, " MP.\n"));

  /* The end, as the log's last entry says it */
  over = gmp_log_get_entry (scenario->log, gmp_log_get_n_entries (scenario->log) - 1);
  g_assert_cmpint (over->kind, ==, GMP_LOG_GAME_OVER);
  why = gmp_log_entry_to_string (over, scenario->state->board);
  g_assert_nonnull (strstr (why, "(Rules note 2"));
  cli_run (&show, "show", played, NULL);
  g_assert_cmpint (show.status, ==, 0);
  g_assert_nonnull (strstr (show.out, "Winner: "));
  g_assert_nonnull (strstr (show.out, why));
  cli_run (&show_json, "show", "--json", played, NULL);
  g_assert_cmpint (show_json.status, ==, 0);
  show_root = cli_parse_json (show_json.out);
  object = json_node_get_object (show_root);
  g_assert_cmpstr (json_object_get_string_member (object, "end_text"), ==, why);
  g_assert_cmpstr (json_object_get_string_member (object, "end_reason"), ==,
                   scenario->state->end_reason == GMP_END_KEY_CITIES ? "key-cities"
                   : scenario->state->end_reason == GMP_END_LAST_TURN ? "last-turn" : "danger");
  g_assert_cmpstr (json_object_get_string_member (object, "winner"), ==,
                   scenario->state->winner == GMP_WINNER_SWARM ? "swarm" : "humans");

  g_unlink (game);
  g_unlink (played);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-cli-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/help", test_command_help);
  g_test_add_func ("/cli/version", test_version);
  g_test_add_func ("/cli/show/computer", test_show_computer);
  g_test_add_func ("/cli/new", test_new);
  g_test_add_func ("/cli/new-dice", test_new_dice);
  g_test_add_func ("/cli/validate", test_validate);
  g_test_add_func ("/cli/validate/problems", test_validate_problems);
  g_test_add_func ("/cli/show", test_show);
  g_test_add_func ("/cli/render", test_render);
  g_test_add_func ("/cli/move", test_move);
  g_test_add_func ("/cli/move-log", test_move_log);
  g_test_add_func ("/cli/log-dice-and-end", test_log_dice_and_end);
  g_test_add_func ("/cli/new-guard-rolls", test_new_guard_rolls);

  status = g_test_run ();
  cli_tmp_dir_remove (g_steal_pointer (&tmp_dir));
  return status;
}
