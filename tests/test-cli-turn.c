/* test-cli-turn.c: ginormopod-cli next and play, run as the real program
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "core/gmp-core.h"
#include "cli-runner.h"

static char *tmp_dir;

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static char *
new_game (const char *name)
{
  g_auto(CliRun) run = { 0 };
  char *path = tmp_path (name);

  cli_run (&run, "new", "--seed", "11", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

static JsonObject *
question_of (JsonNode *root)
{
  return json_object_get_object_member (json_node_get_object (root), "question");
}

static JsonNode *
next_json (const char *path)
{
  g_auto(CliRun) run = { 0 };

  cli_run (&run, "next", path, "--json", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  return cli_parse_json (run.out);
}

/* The game's log as the file keeps it: how many entries of this kind. */
static guint
saved_log_count (const char *path,
                 GmpLogKind  kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);
  guint n = 0;

  g_assert_no_error (error);
  g_assert_nonnull (scenario->log);
  for (guint i = 0; i < gmp_log_get_n_entries (scenario->log); i++)
    n += gmp_log_get_entry (scenario->log, i)->kind == kind;
  return n;
}

/* A turn adjudicated one answer at a time, through files. */
static void
test_next (void)
{
  g_autofree char *game = new_game ("next.gmpscenario");
  g_autofree char *drawn = tmp_path ("next-drawn.gmpscenario");
  g_autofree char *moved = tmp_path ("next-moved.gmpscenario");
  g_autofree char *bad = tmp_path ("next-bad.gmpscenario");
  g_auto(CliRun) show = { 0 };
  g_auto(CliRun) draw = { 0 };
  g_auto(CliRun) pass = { 0 };
  g_auto(CliRun) done = { 0 };
  g_auto(CliRun) illegal = { 0 };
  g_auto(CliRun) no_out = { 0 };
  g_auto(CliRun) fx_alone = { 0 };
  g_auto(CliRun) fx_not_in_hand = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *question;
  JsonArray *answers;

  cli_run (&show, "next", game, NULL);
  g_assert_cmpint (show.status, ==, 0);
  g_assert_nonnull (strstr (show.out, "swarm-1"));
  g_assert_nonnull (strstr (show.out, "end-3"));

  root = next_json (game);
  question = question_of (root);
  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "draw-chit");
  answers = json_object_get_array_member (question, "answers");
  g_assert_cmpuint (json_array_get_length (answers), ==, 14);
  g_assert_cmpstr (json_array_get_string_element (answers, 0), ==, "random");

  cli_run (&draw, "next", game, "--chit", "human-a", "--out", drawn, NULL);
  g_assert_cmpstr (draw.err, ==, "");
  g_assert_cmpint (draw.status, ==, 0);
  g_assert_nonnull (strstr (draw.out, "Human A"));
  /* The file keeps the game's log, and each answer adds to it */
  g_assert_cmpuint (saved_log_count (drawn, GMP_LOG_CHIT_DRAWN), ==, 1);
  g_assert_cmpuint (saved_log_count (drawn, GMP_LOG_TURN_BEGINS), ==, 1);
  g_clear_pointer (&root, json_node_unref);
  root = next_json (drawn);
  /* Rules note 18: the Humans choose the Fort's option before moving */
  g_assert_cmpstr (json_object_get_string_member (question_of (root), "kind"), ==, "fort-option");
  cli_run (&pass, "next", drawn, "--answer", "pass", "--out", drawn, NULL);
  g_assert_cmpstr (pass.err, ==, "");
  g_assert_cmpint (pass.status, ==, 0);
  g_clear_pointer (&root, json_node_unref);
  root = next_json (drawn);
  g_assert_cmpstr (json_object_get_string_member (question_of (root), "kind"), ==, "movement");

  /* Out of order: a chit while the formation moves */
  cli_run (&illegal, "next", drawn, "--chit", "swarm-1", "--out", bad, NULL);
  g_assert_cmpint (illegal.status, !=, 0);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  cli_run (&no_out, "next", drawn, "--answer", "done", NULL);
  g_assert_cmpint (no_out.status, ==, 2);

  /* Rules note 4: "done" ends the moves, made first with "move" */
  {
    g_auto(CliRun) moving = { 0 };
    g_auto(CliRun) help = { 0 };

    cli_run (&moving, "next", drawn, NULL);
    g_assert_nonnull (strstr (moving.out, "ginormopod-cli move"));
    g_assert_nonnull (strstr (moving.out, "--answer done"));
    cli_run (&help, "next", "--help", NULL);
    g_assert_cmpint (help.status, ==, 0);
    g_assert_nonnull (strstr (help.out, "ginormopod-cli move"));
  }

  /* An FX needs its city, and must be in hand (rules note 20) */
  cli_run (&fx_alone, "next", drawn, "--fx", "tectonic", "--out", bad, NULL);
  g_assert_cmpint (fx_alone.status, ==, 2);
  cli_run (&fx_not_in_hand, "next", drawn, "--fx", "tectonic", "--city", "CHI", "--out", bad, NULL);
  g_assert_cmpint (fx_not_in_hand.status, ==, 1);
  g_assert_nonnull (strstr (fx_not_in_hand.err, "Rules note 20"));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  cli_run (&done, "next", drawn, "--answer", "done", "--out", moved, NULL);
  g_assert_cmpint (done.status, ==, 0);
  g_assert_cmpuint (saved_log_count (moved, GMP_LOG_CHIT_DRAWN), ==, 1);
  g_assert_cmpuint (saved_log_count (moved, GMP_LOG_TURN_BEGINS), ==, 1);
  g_assert_cmpuint (saved_log_count (moved, GMP_LOG_MOVEMENT_DONE), ==, 1);
  g_clear_pointer (&root, json_node_unref);
  root = next_json (moved);
  question = question_of (root);
  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "draw-chit");
  answers = json_object_get_array_member (question, "answers");
  /* human-a left the cup */
  g_assert_cmpuint (json_array_get_length (answers), ==, 13);
}

static void
answer_ok (const char *in,
           const char *option,
           const char *value,
           const char *out)
{
  g_auto(CliRun) run = { 0 };

  cli_run (&run, "next", in, option, value, "--out", out, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
}

/* The dice a label asks for: "Tank (A) #26: 2 dice, hits on 4+" */
static guint
label_dice (const char *label)
{
  const char *colon = strchr (label, ':');

  g_assert_nonnull (colon);
  return (guint) g_ascii_strtoull (colon + 1, NULL, 10);
}

/* Units of side on the map in city, as the file says */
static guint
units_in (const char *path,
          const char *city,
          GmpSide     side)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);

  g_assert_no_error (error);
  return gmp_state_units_in_city (scenario->state,
                                  gmp_board_find_city (scenario->state->board, city), side, NULL, 0);
}

/* "combat --out" carries out the retreat before writing (rules notes 13,
 * 14): the Humans took more Hits (the Swarm acts here and rolled the sixes),
 * so none is left in Minneapolis, and it says where each went. */
static void
check_hand_made_retreat (const char *hand_made,
                         const char *dice,
                         const char *out,
                         const char *after)
{
  g_autofree char *chosen = tmp_path ("dice-hand-made-chosen.gmpscenario");
  g_auto(CliRun) choose = { 0 };
  g_auto(CliRun) wrong = { 0 };
  g_auto(CliRun) ignore = { 0 };

  g_assert_nonnull (strstr (out, "must Retreat"));
  g_assert_nonnull (strstr (out, "Where the units went:"));
  g_assert_nonnull (strstr (out, "Minneapolis → "));
  g_assert_nonnull (strstr (out, "(Rules note 14)"));
  g_assert_cmpuint (units_in (hand_made, "MSP", GMP_SIDE_HUMANS), >, 0);
  g_assert_cmpuint (units_in (after, "MSP", GMP_SIDE_HUMANS), ==, 0);
  g_assert_cmpuint (units_in (after, "MSP", GMP_SIDE_SWARM), >, 0);

  /* The owner's choice, where it has one */
  cli_run (&choose, "combat", hand_made, "MSP", "--dice", dice, "--retreat", "25=CHI", "--out", chosen,
       NULL);
  g_assert_cmpstr (choose.err, ==, "");
  g_assert_cmpint (choose.status, ==, 0);
  g_assert_nonnull (strstr (choose.out, "#25: Minneapolis → Chicago (Rules note 14)"));
  g_assert_cmpuint (units_in (chosen, "MSP", GMP_SIDE_HUMANS), ==, 0);
  g_unlink (chosen);
  /* An enemy city is no retreat; the command names the cities it may reach */
  cli_run (&wrong, "combat", hand_made, "MSP", "--dice", dice, "--retreat", "25=OMA", "--out", chosen,
       NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_nonnull (strstr (wrong.err, "Rules note 14"));
  g_assert_nonnull (strstr (wrong.err, "CHI"));
  g_assert_false (g_file_test (chosen, G_FILE_TEST_EXISTS));
  /* No Fort fought here: the Humans may not stay (rules note 18) */
  cli_run (&ignore, "combat", hand_made, "MSP", "--dice", dice, "--ignore-retreat", "--out", chosen,
       NULL);
  g_assert_cmpint (ignore.status, ==, 1);
  g_assert_nonnull (strstr (ignore.err, "Rules note 18"));
  g_assert_false (g_file_test (chosen, G_FILE_TEST_EXISTS));
}

/* The same position with no activation under way (a hand-made scenario):
 * "combat --out" resolves the combat and writes the game. */
static void
hand_made_combat (const char *game,
                  const char *dice)
{
  g_autofree char *hand_made = tmp_path ("dice-hand-made.gmpscenario");
  g_autofree char *after = tmp_path ("dice-hand-made-after.gmpscenario");
  g_autofree char *contents = NULL;
  g_autofree char *stripped = NULL;
  g_autoptr(GRegex) turn = NULL;
  g_autoptr(GRegex) activation = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };

  g_assert_true (g_file_get_contents (game, &contents, NULL, &error));
  turn = g_regex_new ("<turn .*?</turn>", G_REGEX_DOTALL, 0, &error);
  g_assert_no_error (error);
  activation = g_regex_new ("<activation>.*?</activation>", G_REGEX_DOTALL, 0, &error);
  g_assert_no_error (error);
  stripped = g_regex_replace_literal (turn, contents, -1, 0, "<turn number=\"1\" phase=\"action\"/>",
                                      0, &error);
  g_assert_no_error (error);
  g_free (contents);
  contents = g_regex_replace_literal (activation, stripped, -1, 0, "", 0, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (contents, "<activation>"));
  g_file_set_contents (hand_made, contents, -1, &error);
  g_assert_no_error (error);

  cli_run (&run, "combat", hand_made, "MSP", "--dice", dice, "--out", after, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_file_test (after, G_FILE_TEST_IS_REGULAR));
  root = next_json (after);
  g_assert_cmpstr (json_object_get_string_member (question_of (root), "kind"), ==, "draw-chit");
  check_hand_made_retreat (hand_made, dice, run.out, after);

  /* Rules note 18: a Barrage is the Humans' Fort option. With no activation
   * under way it is a "what if" for odds and combat alike; the Humans act. */
  {
    g_autofree char *fort = tmp_path ("dice-barrage.gmpscenario");
    g_autofree char *barraged = tmp_path ("dice-barrage-after.gmpscenario");
    g_autoptr(GRegex) ant = g_regex_new ("<unit type=\"ant\" formation=\"1\" city=\"MSP\"/>", 0, 0,
                                         NULL);
    g_autofree char *moved = g_regex_replace_literal (ant, contents, -1, 0,
                                                      "<unit type=\"ant\" formation=\"1\" "
                                                      "city=\"CHI\"/>",
                                                      0, NULL);
    g_auto(CliRun) odds = { 0 };
    g_auto(CliRun) combat = { 0 };
    g_auto(CliRun) swarm = { 0 };

    g_assert_cmpstr (moved, !=, contents);
    g_file_set_contents (fort, moved, -1, &error);
    g_assert_no_error (error);
    cli_run (&odds, "odds", fort, "CHI", "--mode", "barrage", NULL);
    g_assert_cmpint (odds.status, ==, 0);
    g_assert_nonnull (strstr (odds.out, "the Humans acting"));
    cli_run (&combat, "combat", fort, "CHI", "--mode", "barrage", "--dice", "6 6", "--out", barraged, NULL);
    g_assert_cmpstr (combat.err, ==, "");
    g_assert_cmpint (combat.status, ==, 0);
    g_assert_nonnull (strstr (combat.out, "Barrage"));
    cli_run (&swarm, "odds", fort, "CHI", "--mode", "barrage", "--attacker", "swarm", NULL);
    g_assert_cmpint (swarm.status, ==, 2);
    g_assert_nonnull (strstr (swarm.err, "Rules note 18"));
    g_unlink (fort);
    g_unlink (barraged);
  }
  g_unlink (hand_made);
  g_unlink (after);
}

/* The log lines an answer printed that contain `what` */
static gboolean
has_line (const char *out,
          const char *what)
{
  return strstr (out, what) != NULL;
}

/* An allocation question (rules notes 12, 13): it says what the dice did,
 * numbers its allocations from 1, lists identical units' swaps once, and
 * the log tells its answer by the units it names. */
static void
check_allocation_question (const char *rolled,
                           JsonObject *question,
                           JsonArray  *allocations)
{
  g_autofree char *after = tmp_path ("dice-allocated.gmpscenario");
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GRegex) ids = g_regex_new ("#[0-9]+", 0, 0, NULL);
  g_autoptr(JsonNode) root = NULL;
  JsonArray *answers = json_object_get_array_member (question, "answers");
  const char *text = json_object_get_string_member (question, "text");
  const char *suggested = json_object_get_string_member (question, "suggested");
  g_auto(CliRun) show = { 0 };
  g_auto(CliRun) answer = { 0 };
  g_autofree char *line = NULL;
  guint pick = 0;

  /* What happened so far: the dice and the Hits to take */
  g_assert_nonnull (strstr (text, "So far in this Combat"));
  g_assert_nonnull (strstr (text, "rolled 6"));
  g_assert_nonnull (strstr (text, "Hits to take: the Swarm"));

  for (guint i = 0; i < json_array_get_length (answers); i++)
    {
      g_autofree char *number = g_strdup_printf ("%u", i + 1);
      g_autofree char *units = NULL;

      g_assert_cmpstr (json_array_get_string_element (answers, i), ==, number);
      /* The Swarm's units here are Fresh and not acting: two allocations
       * that differ only in the ids of same-type units are one */
      units = g_regex_replace_literal (ids, json_array_get_string_element (allocations, i), -1, 0,
                                       "#", 0, NULL);
      g_assert_false (g_hash_table_contains (seen, units));
      g_hash_table_add (seen, g_steal_pointer (&units));
      if (g_strcmp0 (number, suggested) != 0 && pick == 0)
        pick = i + 1;
    }
  g_assert_cmpuint (pick, >, 0);

  cli_run (&show, "next", rolled, NULL);
  line = g_strdup_printf ("  %u: %s", pick, json_array_get_string_element (allocations, pick - 1));
  g_assert_nonnull (strstr (show.out, line));
  g_clear_pointer (&line, g_free);

  /* Answer "pick": the log says what it did */
  line = g_strdup_printf ("%u", pick);
  cli_run (&answer, "next", rolled, "--answer", line, "--out", after, NULL);
  g_assert_cmpstr (answer.err, ==, "");
  g_assert_cmpint (answer.status, ==, 0);
  g_clear_pointer (&line, g_free);
  /* The log names the units as their counters do, with what became of
   * them: never the allocation's number, which only this list shows (issue 16) */
  {
    g_autoptr(GRegex) id_words = g_regex_new (" #[0-9]+", 0, 0, NULL);
    g_autofree char *units = g_regex_replace_literal (id_words,
                                                      json_array_get_string_element (allocations,
                                                                                     pick - 1),
                                                      -1, 0, "", 0, NULL);

    line = g_strdup_printf (": %s (Rules note 12).", units);
  }
  g_assert_true (has_line (answer.out, "The Swarm takes its Hits in "));
  g_assert_true (has_line (answer.out, line));
  g_assert_false (has_line (answer.out, "listed, Rules note 12"));

  /* The next question still tells the combat so far: who retreats and why */
  root = next_json (after);
  question = question_of (root);
  /* Two Ants are left: they retreat, and the Swarm chooses where */
  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "retreat");
    {
      text = json_object_get_string_member (question, "text");
      g_assert_nonnull (strstr (text, "So far in this Combat"));
      g_assert_nonnull (strstr (text, line));
      g_assert_nonnull (strstr (text, "Retreats"));
      g_assert_nonnull (strstr (text, "Rules note 13"));
    }
  g_unlink (after);
}

/* A combat adjudicated with the players' own dice: the question lists the
 * dice in order, --dice must give exactly those, and the allocations read
 * in words (rules notes 12, 18). */
static void
test_combat_dice (void)
{
  g_autofree char *game = new_game ("dice.gmpscenario");
  g_autofree char *step = tmp_path ("dice-step.gmpscenario");
  g_autofree char *rolled = tmp_path ("dice-rolled.gmpscenario");
  g_autofree char *bad = tmp_path ("dice-bad.gmpscenario");
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GString) dice = g_string_new (NULL);
  g_autoptr(GString) too_many = NULL;
  g_auto(CliRun) show = { 0 };
  g_auto(CliRun) few = { 0 };
  g_auto(CliRun) many = { 0 };
  g_auto(CliRun) alloc = { 0 };
  g_auto(CliRun) preview = { 0 };
  g_auto(CliRun) outside = { 0 };
  JsonObject *question;
  JsonArray *labels, *answers, *allocations;
  guint n = 0;

  answer_ok (game, "--chit", "human-a", step);
  root = next_json (step);
  question = question_of (root);
  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "fort-option");
  answers = json_object_get_array_member (question, "answers");
  g_assert_cmpuint (json_array_get_length (answers), ==, 2);
  g_assert_cmpstr (json_array_get_string_element (answers, 1), ==, "sortie:MSP");
  answer_ok (step, "--answer", "sortie:MSP", step);
  answer_ok (step, "--answer", "done", step);
  answer_ok (step, "--answer", "MSP", step);

  g_clear_pointer (&root, json_node_unref);
  root = next_json (step);
  question = question_of (root);
  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "combat-dice");
  labels = json_object_get_array_member (question, "dice");
  g_assert_cmpuint (json_array_get_length (labels), >=, 2);
  for (guint i = 0; i < json_array_get_length (labels); i++)
    {
      /* Each request as data: who rolls, how many dice, the numbers to reach */
      JsonObject *request = json_array_get_object_element (labels, i);
      const char *label = json_object_get_string_member (request, "label");
      guint k = label_dice (label);
      JsonArray *thresholds = json_object_get_array_member (request, "thresholds");

      g_assert_cmpuint (k, >=, 1);
      g_assert_cmpint (json_object_get_int_member (request, "dice"), ==, k);
      g_assert_cmpuint (json_array_get_length (thresholds), ==, k);
      for (guint d = 0; d < k; d++)
        g_assert_true (json_array_get_int_element (thresholds, d) >= 2
                       && json_array_get_int_element (thresholds, d) <= 7);
      g_assert_false (json_object_get_boolean_member (request, "reroll"));
      g_assert_cmpstr (json_object_get_string_member (request, "kind"), ==, "unit");
      /* Named as the counter is, not by the app's number: that is "unit" */
      g_assert_null (strstr (label, "#"));
      g_assert_cmpint (json_object_get_int_member (request, "unit"), >=, 0);
      g_assert_cmpstr (json_object_get_string_member (request, "side"), ==,
                       g_str_has_prefix (label, "Infantry") || g_str_has_prefix (label, "Tank")
                       ? "humans" : "swarm");
      /* Humans roll sixes, the Swarm ones: only the Humans hit */
      for (guint d = 0; d < k; d++)
        g_string_append (dice, g_str_has_prefix (label, "Infantry") || g_str_has_prefix (label, "Tank")
                         ? "6 " : "1 ");
      n += k;
    }
  cli_run (&show, "next", step, NULL);
  g_assert_cmpint (show.status, ==, 0);
  /* Rules note 27: each counter on its own line, its die symbols in order */
  g_assert_nonnull (strstr (show.out, json_object_get_string_member (
                                        json_array_get_object_element (labels, 0), "prompt")));
  g_assert_nonnull (strstr (show.out, "1. "));

  /* Too few dice, or too many: refused, nothing written */
  cli_run (&few, "next", step, "--dice", "6", "--out", bad, NULL);
  g_assert_cmpint (few.status, ==, 1);
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  too_many = g_string_new (dice->str);
  g_string_append (too_many, "6");
  cli_run (&many, "next", step, "--dice", too_many->str, "--out", bad, NULL);
  g_assert_cmpint (many.status, ==, 1);
  g_assert_nonnull (strstr (many.err, "1 die more"));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));

  /* Rules note 4: the activation's combat belongs to "next"; "combat" may
   * show it, but not write a game that "next" would ask to roll again */
  cli_run (&preview, "combat", step, "MSP", "--dice", dice->str, NULL);
  g_assert_cmpint (preview.status, ==, 0);
  g_assert_nonnull (strstr (preview.out, "Minneapolis"));
  cli_run (&outside, "combat", step, "MSP", "--dice", dice->str, "--out", bad, NULL);
  g_assert_cmpint (outside.status, ==, 1);
  g_assert_nonnull (strstr (outside.err, "Rules note 4"));
  g_assert_nonnull (strstr (outside.err, "next"));
  g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  hand_made_combat (step, dice->str);

  /* Exactly the dice listed */
  g_assert_cmpuint (n, >, json_array_get_length (labels));
  answer_ok (step, "--dice", dice->str, rolled);
  g_clear_pointer (&root, json_node_unref);
  root = next_json (rolled);
  question = question_of (root);
  /* The Swarm missed everything, the Humans hit: the Swarm allocates */
  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "allocation");
  g_assert_cmpstr (json_object_get_string_member (question, "side"), ==, "swarm");
  answers = json_object_get_array_member (question, "answers");
  allocations = json_object_get_array_member (question, "allocations");
  g_assert_cmpuint (json_array_get_length (allocations), ==, json_array_get_length (answers));
  g_assert_cmpuint (json_array_get_length (allocations), >, 1);
  for (guint i = 0; i < json_array_get_length (allocations); i++)
    g_assert_true (strstr (json_array_get_string_element (allocations, i), "reduced") != NULL
                   || strstr (json_array_get_string_element (allocations, i), "eliminated") != NULL);
  cli_run (&alloc, "next", rolled, NULL);
  g_assert_nonnull (strstr (alloc.out, "Allocations"));
  g_assert_nonnull (strstr (alloc.out, "suggested"));
  check_allocation_question (rolled, question, allocations);
}

/* Rules note 18: during a Swarm activation no Fort option is open, and
 * "odds" and "combat" refuse a Barrage alike. */
static void
test_barrage_activation (void)
{
  g_autofree char *game = new_game ("barrage.gmpscenario");
  g_autofree char *swarm = tmp_path ("barrage-swarm.gmpscenario");
  const char *commands[] = { "odds", "combat" };

  answer_ok (game, "--chit", "swarm-1", swarm);
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(CliRun) run = { 0 };

      cli_run (&run, commands[i], swarm, "CHI", "--mode", "barrage", "--attacker", "humans",
           i == 1 ? "--dice" : NULL, "6 6", NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, "Swarm 1"));
      g_assert_nonnull (strstr (run.err, "Rules note 18"));
    }
}

/* A whole game played by the policy; the same seed plays the same game. */
static void
test_play (void)
{
  g_autofree char *game = new_game ("play.gmpscenario");
  g_autofree char *end = tmp_path ("play-end.gmpscenario");
  g_auto(CliRun) a = { 0 };
  g_auto(CliRun) b = { 0 };
  g_auto(CliRun) after = { 0 };
  g_auto(CliRun) partial = { 0 };
  g_auto(CliRun) no_seed = { 0 };

  cli_run (&a, "play", game, "--seed", "5", "--out", end, NULL);
  g_assert_cmpstr (a.err, ==, "");
  g_assert_cmpint (a.status, ==, 0);
  g_assert_nonnull (strstr (a.out, "Turn 10 begins."));
  g_assert_nonnull (strstr (a.out, "win"));
  g_assert_true (g_file_test (end, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (saved_log_count (end, GMP_LOG_GAME_OVER), ==, 1);

  cli_run (&b, "play", game, "--seed", "5", NULL);
  g_assert_cmpint (b.status, ==, 0);
  /* The same log; only the "Wrote" line differs */
  g_assert_true (g_str_has_prefix (a.out, b.out));

  cli_run (&after, "next", end, NULL);
  g_assert_cmpint (after.status, ==, 0);
  g_assert_nonnull (strstr (after.out, "over"));

  cli_run (&partial, "play", game, "--seed", "5", "--turns", "1", NULL);
  g_assert_cmpint (partial.status, ==, 0);
  g_assert_null (strstr (partial.out, "Turn 3 begins."));
  g_assert_nonnull (strstr (partial.out, "Turn 2 begins."));

  cli_run (&no_seed, "play", game, NULL);
  g_assert_cmpint (no_seed.status, ==, 2);
}

/* A game file at the setup phase whose rules roll the Guard table and draw
 * a Guard the author put in Boston (Rules note 3) */
static char *
setup_rules_game (const char *name)
{
  g_autofree char *base = new_game (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (base, &error);
  GmpState *state;
  guint n = 0, id;

  g_assert_no_error (error);
  state = scenario->state;
  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (!state->board->unit_types[unit->type].guard)
        g_array_index (state->units, GmpUnit, n++) = *unit;
    }
  g_array_set_size (state->units, n);
  id = gmp_state_add_unit (state, state->board->guard_type, GMP_NONE,
                           gmp_board_find_city (state->board, "BOS"));
  gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_DRAW;
  state->phase = GMP_PHASE_SETUP;
  scenario->roll_guards_at_start = TRUE;
  /* "new" logged the Guards taken off above: this game has not been set up */
  g_clear_pointer (&scenario->log, gmp_log_free);
  g_assert_true (gmp_scenario_save_file (scenario, base, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&base);
}

/* The Guards of a game file: how many, and how many have no known side yet */
static guint
saved_guards (const char *path,
              guint      *undrawn,
              gboolean   *rule)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_file (path, &error);
  guint n = 0;

  g_assert_no_error (error);
  *undrawn = 0;
  for (guint i = 0; i < scenario->state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (scenario->state->units, GmpUnit, i);

      if (!scenario->state->board->unit_types[unit->type].guard)
        continue;
      n++;
      if (unit->guard_value < 0)
        (*undrawn)++;
    }
  *rule = scenario->roll_guards_at_start;
  return n;
}

/* `next` and `play` apply the setup rules before the first question, once */
static void
test_setup_rules (void)
{
  g_autofree char *game = setup_rules_game ("setup-rules.gmpscenario");
  g_autofree char *started = tmp_path ("setup-started.gmpscenario");
  g_autofree char *again = tmp_path ("setup-again.gmpscenario");
  g_autofree char *played = tmp_path ("setup-played.gmpscenario");
  g_autofree char *text_started = NULL, *text_again = NULL;
  g_auto(CliRun) next = { 0 };
  g_auto(CliRun) next_again = { 0 };
  g_auto(CliRun) play = { 0 };
  guint undrawn;
  gboolean rule;

  g_assert_cmpuint (saved_guards (game, &undrawn, &rule), ==, 1);
  g_assert_cmpuint (undrawn, ==, 1);
  g_assert_true (rule);

  cli_run (&next, "next", game, "--seed", "3", "--json", "--out", started, NULL);
  g_assert_cmpstr (next.err, ==, "");
  g_assert_cmpint (next.status, ==, 0);
  g_assert_nonnull (strstr (next.out, "\"guard-placed\""));
  g_assert_nonnull (strstr (next.out, "\"guards-drawn\""));
  g_assert_cmpuint (saved_guards (started, &undrawn, &rule), ==, 13);
  g_assert_cmpuint (undrawn, ==, 0);
  g_assert_false (rule);
  g_assert_cmpuint (saved_log_count (started, GMP_LOG_GUARD_PLACED), ==, 12);
  g_assert_cmpuint (saved_log_count (started, GMP_LOG_GUARDS_DRAWN), ==, 1);

  /* Started once: the next run rolls nothing more */
  cli_run (&next_again, "next", started, "--seed", "4", "--out", again, NULL);
  g_assert_cmpint (next_again.status, ==, 0);
  g_assert_null (strstr (next_again.out, "National Guard table"));
  g_assert_true (g_file_get_contents (started, &text_started, NULL, NULL));
  g_assert_true (g_file_get_contents (again, &text_again, NULL, NULL));
  g_assert_cmpstr (text_started, ==, text_again);

  cli_run (&play, "play", game, "--seed", "5", "--turns", "1", "--out", played, NULL);
  g_assert_cmpstr (play.err, ==, "");
  g_assert_cmpint (play.status, ==, 0);
  g_assert_nonnull (strstr (play.out, "placed in"));
  g_assert_nonnull (strstr (play.out, "National Guard table"));
  g_assert_cmpuint (saved_guards (played, &undrawn, &rule), ==, 13);
  g_assert_cmpuint (undrawn, ==, 0);
  g_assert_false (rule);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-cli-turn-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/turn/next", test_next);
  g_test_add_func ("/cli/turn/play", test_play);
  g_test_add_func ("/cli/turn/combat-dice", test_combat_dice);
  g_test_add_func ("/cli/turn/setup-rules", test_setup_rules);
  g_test_add_func ("/cli/turn/barrage-activation", test_barrage_activation);

  status = g_test_run ();
  cli_tmp_dir_remove (g_steal_pointer (&tmp_dir));
  return status;
}
