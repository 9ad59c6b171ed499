/* test-cli-table.c: ginormopod-cli at the table: cities and answers as
 * players say them, in English or Portuguese, Hits by unit id, dice counter
 * by counter, questions as data, and files that are not games
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
new_game (const char *name,
          const char *seed)
{
  g_auto(CliRun) run = { 0 };
  char *path = tmp_path (name);

  g_unlink (path);
  cli_run (&run, "new", "--seed", seed, path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  return path;
}

/* Answers the pending question of in, writing out; asserts it succeeds. */
static void
answer_ok (const char *language,
           const char *in,
           const char *option,
           const char *value,
           const char *out)
{
  g_auto(CliRun) run = { 0 };

  cli_run_in (&run, language, "next", in, option, value, "--seed", "1", "--out", out, NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
}

static char *
file_contents (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* Answering with `value` writes the same game as answering with the
 * answer's own token: they are the same answer. */
static void
assert_same_answer (const char *language,
                    const char *in,
                    const char *token,
                    const char *value)
{
  g_autofree char *by_token = tmp_path ("same-token.gmpscenario");
  g_autofree char *by_value = tmp_path ("same-value.gmpscenario");
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  answer_ok ("", in, "--answer", token, by_token);
  answer_ok (language, in, "--answer", value, by_value);
  a = file_contents (by_token);
  b = file_contents (by_value);
  g_assert_cmpstr (a, ==, b);
  g_unlink (by_token);
  g_unlink (by_value);
}

static JsonNode *
next_json (const char *language,
           const char *path)
{
  g_auto(CliRun) run = { 0 };

  cli_run_in (&run, language, "next", path, "--json", NULL);
  g_assert_cmpstr (run.err, ==, "");
  g_assert_cmpint (run.status, ==, 0);
  return cli_parse_json (run.out);
}

static JsonObject *
question_of (JsonNode *root)
{
  return json_object_get_object_member (json_node_get_object (root), "question");
}

static char *
question_kind (const char *path)
{
  g_autoptr(JsonNode) root = next_json ("", path);

  return g_strdup (json_object_get_string_member (question_of (root), "kind"));
}

/* The game at the Humans' Fort option in Chicago: Human A drawn (Rules
 * note 18); seed 11 as in test-cli-turn.c. */
static char *
game_at_fort_option (void)
{
  g_autofree char *game = new_game ("fort-game.gmpscenario", "11");
  char *step = tmp_path ("fort-option.gmpscenario");

  answer_ok ("", game, "--chit", "human-a", step);
  return step;
}

/* The Sortie from Chicago into Minneapolis, at its dice (Rules note 18). */
static char *
game_at_sortie_dice (void)
{
  g_autofree char *fort = game_at_fort_option ();
  char *step = tmp_path ("sortie-dice.gmpscenario");

  answer_ok ("", fort, "--answer", "sortie:MSP", step);
  answer_ok ("", step, "--answer", "done", step);
  answer_ok ("", step, "--answer", "MSP", step);
  return step;
}

/* The dice for the question at path: sixes for the Humans, ones for the
 * Swarm, so only the Humans hit and the Swarm allocates. */
static char *
humans_hit_dice (const char *path)
{
  g_autoptr(JsonNode) root = next_json ("", path);
  JsonArray *requests = json_object_get_array_member (question_of (root), "dice");
  GString *dice = g_string_new (NULL);

  for (guint i = 0; i < json_array_get_length (requests); i++)
    {
      JsonObject *request = json_array_get_object_element (requests, i);
      gboolean humans = g_str_equal (json_object_get_string_member (request, "side"), "humans");

      for (gint64 d = 0; d < json_object_get_int_member (request, "dice"); d++)
        g_string_append (dice, humans ? "6 " : "1 ");
    }
  return g_string_free (dice, FALSE);
}

/* The Swarm's allocation question after the Sortie (Rules note 12). */
static char *
game_at_allocation (void)
{
  g_autofree char *dice_step = game_at_sortie_dice ();
  g_autofree char *dice = humans_hit_dice (dice_step);
  char *step = tmp_path ("allocation.gmpscenario");

  answer_ok ("", dice_step, "--dice", dice, step);
  return step;
}

/* The id of the first unit of side in city (or, with in_city FALSE, on the
 * map anywhere else), as "show --json" lists them. */
static guint
unit_id (const char *path,
         const char *side,
         const char *city,
         gboolean    in_city)
{
  g_autoptr(JsonNode) root = NULL;
  g_auto(CliRun) run = { 0 };
  JsonArray *units;

  cli_run (&run, "show", path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = cli_parse_json (run.out);
  units = json_object_get_array_member (json_node_get_object (root), "units");
  for (guint i = 0; i < json_array_get_length (units); i++)
    {
      JsonObject *unit = json_array_get_object_element (units, i);

      if (g_str_equal (json_object_get_string_member (unit, "side"), side)
          && json_object_has_member (unit, "city")
          && g_str_equal (json_object_get_string_member (unit, "city"), city) == in_city)
        return json_object_get_int_member (unit, "id");
    }
  g_assert_not_reached ();
}

/* Item 1: cities by code or name, any case, either language, accents or
 * not, a unique beginning; several or none are refused with close matches. */
static void
test_cities (void)
{
  g_autofree char *game = new_game ("cities.gmpscenario", "11");
  g_autofree char *moved = tmp_path ("cities-moved.gmpscenario");
  struct {
    const char *text;
    const char *heading;
  } names[] = {
    { "chi", "Chicago (CHI)" },
    { "CHI", "Chicago (CHI)" },
    { "Chicago", "Chicago (CHI)" },
    { "chicago", "Chicago (CHI)" },
    { "Nova York", "New York City (NYC)" },
    { "new york city", "New York City (NYC)" },
    { "FILADÉLFIA", "Philadelphia (PHL)" },
    { "filadelfia", "Philadelphia (PHL)" },
    { "st louis", "St. Louis (STL)" },
    { "Washington D.C.", "Washington DC (WAS)" },
    { "phila", "Philadelphia (PHL)" },
    /* A name that is whole wins over the longer one it begins */
    { "jackson", "Jackson (JAN)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_auto(CliRun) run = { 0 };

      cli_run (&run, "moves", game, names[i].text, NULL);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_true (g_str_has_prefix (run.out, names[i].heading));
    }

  {
    g_auto(CliRun) several = { 0 };
    g_auto(CliRun) close = { 0 };
    g_auto(CliRun) none = { 0 };

    cli_run (&several, "moves", game, "nova", NULL);
    g_assert_cmpint (several.status, ==, 2);
    g_assert_nonnull (strstr (several.err, "could be several cities"));
    g_assert_nonnull (strstr (several.err, "New Orleans (MSY)"));
    g_assert_nonnull (strstr (several.err, "New York City (NYC)"));
    cli_run (&close, "odds", game, "chicgo", NULL);
    g_assert_cmpint (close.status, ==, 2);
    g_assert_nonnull (strstr (close.err, "Close matches: Chicago (CHI)"));
    cli_run (&none, "moves", game, "Xyzzyville", NULL);
    g_assert_cmpint (none.status, ==, 2);
    g_assert_nonnull (strstr (none.err, "There is no city “Xyzzyville” on the board"));
  }

  /* The same in Portuguese: the names the players read */
  {
    g_auto(CliRun) run = { 0 };
    g_auto(CliRun) several = { 0 };

    cli_run_in (&run, "pt_BR", "moves", game, "new york", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_str_has_prefix (run.out, "Nova York (NYC)"));
    cli_run_in (&several, "pt_BR", "moves", game, "NOVA", NULL);
    g_assert_cmpint (several.status, ==, 2);
    g_assert_nonnull (strstr (several.err, "pode ser várias cidades"));
    g_assert_nonnull (strstr (several.err, "Nova Orleans (MSY)"));
    g_assert_nonnull (strstr (several.err, "Nova York (NYC)"));
  }

  /* move and the chit drawn, by name (Rules notes 4, 8) */
  {
    g_auto(CliRun) move = { 0 };

    answer_ok ("pt_BR", game, "--chit", "enxame 1", moved);
    cli_run (&move, "move", moved, "minneapolis", "Chicago", "--units", "0", "--out", moved, NULL);
    g_assert_cmpstr (move.err, ==, "");
    g_assert_cmpint (move.status, ==, 0);
    g_assert_nonnull (strstr (move.out, "Chicago (CHI)"));
  }
}

/* Item 2, Rules notes 4, 18: answers in Portuguese are the same answers as
 * the English tokens, whatever the language the app speaks. */
static void
test_answers_in_portuguese (void)
{
  g_autofree char *game = new_game ("answers.gmpscenario", "11");
  g_autofree char *fort = game_at_fort_option ();
  g_autofree char *moving = tmp_path ("answers-moving.gmpscenario");
  const char *languages[] = { "", "pt_BR" };

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      /* The draw: at random, or a chit by name in either language */
      assert_same_answer (languages[l], game, "random", "aleatório");
      assert_same_answer (languages[l], game, "random", "ALEATORIO");
      assert_same_answer (languages[l], game, "swarm-1", "Enxame 1");
      assert_same_answer (languages[l], game, "swarm-1", "swarm 1");
      assert_same_answer (languages[l], game, "roly-poly", "Pill bug");
      assert_same_answer (languages[l], game, "human-a", "humanos a");
      /* The three "…The End???" chits are one thing to the players */
      assert_same_answer (languages[l], game, "end-1", "the end");

      /* Rules note 18: the Fort's options */
      assert_same_answer (languages[l], fort, "pass", "passar");
      assert_same_answer (languages[l], fort, "sortie:MSP", "surtida:minneapolis");
      assert_same_answer (languages[l], fort, "sortie:MSP", "Sortie:Minneapolis");
    }

  /* Rules note 4: done moving */
  answer_ok ("", fort, "--answer", "pass", moving);
  assert_same_answer ("pt_BR", moving, "done", "feito");
  assert_same_answer ("", moving, "done", "FEITO");

  /* A beginning that could be several answers, and one that is none */
  {
    g_auto(CliRun) several = { 0 };
    g_auto(CliRun) wrong = { 0 };
    g_autofree char *bad = tmp_path ("answers-bad.gmpscenario");

    cli_run (&several, "next", game, "--answer", "enxame", "--out", bad, NULL);
    g_assert_cmpint (several.status, ==, 1);
    g_assert_nonnull (strstr (several.err, "could be several answers"));
    g_assert_nonnull (strstr (several.err, "swarm-2"));
    cli_run (&wrong, "next", fort, "--answer", "barragem", "--out", bad, NULL);
    g_assert_cmpint (wrong.status, ==, 1);
    g_assert_nonnull (strstr (wrong.err, "The legal answers: pass, sortie:MSP"));
    g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  }
}

/* Rules note 18: after a Fort combat the Humans may ignore the retreat:
 * sim / não. Swarm 1 attacks Chicago; the Swarm's sixes hit twice. */
static void
test_yes_no (void)
{
  g_autofree char *game = new_game ("yes-no.gmpscenario", "7");
  g_autofree char *asked = tmp_path ("yes-no-asked.gmpscenario");
  g_autofree char *kind = NULL;
  g_auto(CliRun) move = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *requests;
  g_autoptr(GString) dice = g_string_new (NULL);

  answer_ok ("", game, "--chit", "swarm-1", asked);
  cli_run (&move, "move", asked, "MSP", "CHI", "--units", "0,1", "--out", asked, NULL);
  g_assert_cmpint (move.status, ==, 0);
  answer_ok ("", asked, "--answer", "done", asked);
  answer_ok ("", asked, "--answer", "chicago", asked);
  root = next_json ("", asked);
  requests = json_object_get_array_member (question_of (root), "dice");
  for (guint i = 0; i < json_array_get_length (requests); i++)
    {
      JsonObject *request = json_array_get_object_element (requests, i);
      gboolean swarm = g_str_equal (json_object_get_string_member (request, "side"), "swarm");

      for (gint64 d = 0; d < json_object_get_int_member (request, "dice"); d++)
        g_string_append (dice, swarm ? "6 " : "1 ");
    }
  answer_ok ("", asked, "--dice", dice->str, asked);
  /* The Humans take their Hits as suggested, then choose */
  while (g_str_equal ((kind = question_kind (asked)), "allocation"))
    {
      g_autoptr(JsonNode) allocation = next_json ("", asked);

      answer_ok ("", asked, "--answer",
                 json_object_get_string_member (question_of (allocation), "suggested"), asked);
      g_free (kind);
    }
  g_assert_cmpstr (kind, ==, "ignore-retreat");

  assert_same_answer ("pt_BR", asked, "yes", "sim");
  assert_same_answer ("", asked, "yes", "SIM");
  assert_same_answer ("pt_BR", asked, "no", "não");
  assert_same_answer ("", asked, "no", "nao");
}

/* Rules note 9: a move waiting for Guard values; the players say what the
 * Guard shows: blank, "em branco", or the token 0. Also move --guard. */
static void
test_guard_blank (void)
{
  g_autofree char *game = tmp_path ("guard.gmpscenario");
  g_autofree char *pending = tmp_path ("guard-pending.gmpscenario");
  g_autofree char *placed = tmp_path ("guard-placed.gmpscenario");
  g_autofree char *moved = tmp_path ("guard-moved.gmpscenario");
  g_autofree char *text = NULL;
  g_autoptr(GString) edited = NULL;
  g_autofree char *guard_answer = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) move = { 0 };
  const char *guard = "<unit type=\"guard\" city=\"JAX\" guard=\"unknown\"/>";
  const char *ant = "<unit type=\"ant\" formation=\"1\" city=\"MSP\"/>";
  GError *error = NULL;

  g_unlink (game);
  cli_run (&run, "new", "--seed", "7", "--guards-unknown", game, NULL);
  g_assert_cmpint (run.status, ==, 0);
  answer_ok ("", game, "--chit", "swarm-1", game);
  text = file_contents (game);
  g_assert_nonnull (strstr (text, guard));
  g_assert_nonnull (strstr (text, ant));

  /* A Guard put in Des Moines, next to the Swarm's hive; by hand, so the
   * history goes: it would not lead there (issue 19) */
  edited = g_string_new (text);
  g_string_replace (edited, guard, "<unit type=\"guard\" city=\"DSM\" guard=\"unknown\"/>", 1);
  {
    const char *from = strstr (edited->str, "<history");
    const char *to = strstr (edited->str, "</history>\n");

    g_assert_nonnull (from);
    g_assert_nonnull (to);
    g_string_erase (edited, from - edited->str, to + strlen ("</history>\n") - from);
  }
  g_file_set_contents (placed, edited->str, -1, &error);
  g_assert_no_error (error);
  /* A unit's id is its place in the file */
  guard_answer = g_strdup_printf ("%u=em branco", unit_id (placed, "humans", "DSM", TRUE));
  cli_run (&move, "move", placed, "minneapolis", "des moines", "--units", "0",
           "--guard", guard_answer, "--out", moved, NULL);
  g_assert_cmpstr (move.err, ==, "");
  g_assert_cmpint (move.status, ==, 0);

  /* The same move saved while it waits for the Guard's value */
  g_string_replace (edited, "  </turn>\n", "  </turn>\n  <pending-move city=\"DSM\"/>\n", 1);
  g_string_replace (edited, ant, "<unit type=\"ant\" formation=\"1\" city=\"DSM\" moved-from=\"MSP\" "
                    "mp-used=\"1\" moved=\"true\" pending-move=\"true\"/>", 1);
  g_file_set_contents (pending, edited->str, -1, &error);
  g_assert_no_error (error);
  {
    g_autofree char *kind = question_kind (pending);

    g_assert_cmpstr (kind, ==, "guard-value");
  }
  assert_same_answer ("pt_BR", pending, "0", "em branco");
  assert_same_answer ("", pending, "0", "blank");
}

/* Item 3, Rules note 12: Hits one by one by unit id, in any order. */
static void
test_hits_by_unit (void)
{
  g_autofree char *game = game_at_allocation ();
  g_autofree char *bad = tmp_path ("hits-bad.gmpscenario");
  g_autofree char *by_token = tmp_path ("hits-token.gmpscenario");
  g_autofree char *by_hits = tmp_path ("hits-ids.gmpscenario");
  g_autoptr(JsonNode) root = next_json ("", game);
  JsonObject *question = question_of (root);
  JsonArray *choices = json_object_get_array_member (question, "choices");
  JsonArray *units = json_object_get_array_member (question, "units");
  guint to_take = json_object_get_int_member (question, "hits_to_take");
  g_auto(CliRun) text = { 0 };

  g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "allocation");
  g_assert_cmpuint (to_take, >, 0);
  g_assert_cmpuint (json_array_get_length (units), >, 1);

  /* The question shows each unit's id and what it absorbs */
  cli_run (&text, "next", game, NULL);
  g_assert_nonnull (strstr (text.out, "--hits"));
  for (guint u = 0; u < json_array_get_length (units); u++)
    {
      JsonObject *unit = json_array_get_object_element (units, u);
      /* Named as the counter is, then the id --hits takes */
      g_autofree char *line = g_strdup_printf ("  %s #%d: %s", json_object_get_string_member (unit, "name"),
                                               (int) json_object_get_int_member (unit, "id"),
                                               json_object_get_int_member (unit, "capacity") == 2
                                               ? "Fresh, absorbs two Hits" : "");

      g_assert_nonnull (strstr (text.out, line));
    }

  /* A '-' is no separator and no sign (issue 19): "-ID" is not unit ID,
   * "A-B" not units A and B, even where the game asks for Hits */
  {
    gint64 first = json_object_get_int_member (json_array_get_object_element (units, 0), "id");
    gint64 second = json_object_get_int_member (json_array_get_object_element (units, 1), "id");
    g_autofree char *negative = g_strdup_printf ("-%" G_GINT64_FORMAT, first);
    g_autofree char *range = g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT,
                                              first, second);
    const char *typed[] = { negative, range };

    for (guint t = 0; t < G_N_ELEMENTS (typed); t++)
      {
        g_autofree char *option = g_strdup_printf ("--hits=%s", typed[t]);
        g_autofree char *quoted = g_strdup_printf ("“%s” is not a unit id", typed[t]);
        g_auto(CliRun) run = { 0 };

        cli_run_in (&run, "", "next", game, option, "--out", bad, NULL);
        g_assert_cmpint (run.status, ==, 2);
        g_assert_nonnull (strstr (run.err, quoted));
        g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
      }
  }

  /* Every allocation, given by its Hits backwards, is the allocation */
  for (guint c = 0; c < json_array_get_length (choices); c++)
    {
      JsonObject *choice = json_array_get_object_element (choices, c);
      JsonArray *hits = json_object_get_array_member (choice, "hits");
      g_autoptr(GString) ids = g_string_new (NULL);
      g_autofree char *a = NULL;
      g_autofree char *b = NULL;
      g_auto(CliRun) run = { 0 };

      g_assert_cmpuint (json_array_get_length (hits), ==, to_take);
      for (guint h = json_array_get_length (hits); h-- > 0;)
        g_string_append_printf (ids, "%s%" G_GINT64_FORMAT, ids->len > 0 ? "," : "",
                                json_array_get_int_element (hits, h));
      answer_ok ("", game, "--answer", json_object_get_string_member (choice, "token"), by_token);
      cli_run (&run, "next", game, "--hits", ids->str, "--out", by_hits, NULL);
      g_assert_cmpstr (run.err, ==, "");
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, json_object_get_string_member (choice, "label")));
      a = file_contents (by_token);
      b = file_contents (by_hits);
      g_assert_cmpstr (a, ==, b);
      if (c == 0)
        {
          g_autofree char *units_answer = g_strdup_printf ("units:%s", ids->str);
          g_autofree char *unidades = g_strdup_printf ("Unidades: %s", ids->str);

          assert_same_answer ("", game, json_object_get_string_member (choice, "token"),
                              units_answer);
          assert_same_answer ("pt_BR", game, json_object_get_string_member (choice, "token"),
                              unidades);
        }
    }

  /* Identical counters: two Fresh Ants that did not move (the Swarm does
   * not act). Hits named on one are the Hits the list gives the other. */
  {
    gint64 ants[2];
    guint n_ants = 0;
    gboolean checked = FALSE;

    for (guint u = 0; u < json_array_get_length (units) && n_ants < 2; u++)
      {
        JsonObject *unit = json_array_get_object_element (units, u);

        if (g_str_equal (json_object_get_string_member (unit, "type"), "ant"))
          ants[n_ants++] = json_object_get_int_member (unit, "id");
      }
    g_assert_cmpuint (n_ants, ==, 2);
    for (guint c = 0; c < json_array_get_length (choices) && !checked; c++)
      {
        JsonObject *choice = json_array_get_object_element (choices, c);
        JsonArray *hits = json_object_get_array_member (choice, "hits");
        g_autoptr(GString) swapped = g_string_new ("units:");
        guint on[2] = { 0, 0 };

        for (guint h = 0; h < json_array_get_length (hits); h++)
          {
            gint64 id = json_array_get_int_element (hits, h);

            on[0] += id == ants[0];
            on[1] += id == ants[1];
            g_string_append_printf (swapped, "%s%" G_GINT64_FORMAT, h > 0 ? "," : "",
                                    id == ants[0] ? ants[1] : id == ants[1] ? ants[0] : id);
          }
        /* The list gives the lower id at least as many (gmp-combat.h) */
        g_assert_cmpuint (on[0], >=, on[1]);
        if (on[0] > on[1])
          {
            assert_same_answer ("", game, json_object_get_string_member (choice, "token"),
                                swapped->str);
            checked = TRUE;
          }
      }
    g_assert_true (checked);
  }

  /* Illegal Hits are refused with the reason, and nothing is written */
  {
    JsonObject *first_unit = json_array_get_object_element (units, 0);
    JsonArray *first_hits = json_object_get_array_member (
      json_array_get_object_element (choices, 0), "hits");
    guint id = json_object_get_int_member (first_unit, "id");
    guint human = unit_id (game, "humans", "MSP", TRUE);
    guint elsewhere = unit_id (game, "swarm", "MSP", FALSE);
    g_autofree char *thrice = g_strdup_printf ("%u,%u,%u", id, id, id);
    g_autofree char *one = g_strdup_printf ("%u", id);
    g_autofree char *fewer = g_strdup_printf ("must take %u", to_take);
    g_autofree char *human_hit = g_strdup_printf ("%u", human);
    g_autofree char *elsewhere_hit = g_strdup_printf ("%u", elsewhere);
    g_autofree char *one_more = g_strdup_printf ("Hit %u is one too many", to_take + 1);
    g_autoptr(GString) too_many = g_string_new (NULL);
    struct {
      const char *language;
      const char *hits;
      int         status;
      const char *reason;
      const char *note;
    } refused[] = {
      { "", thrice, 1, "Hit 3 is illegal", "(Rules note 12)" },
      { "", one, 1, fewer, "(Rules note 12)" },
      { "", NULL, 1, one_more, "(Rules note 12)" },
      { "", "9999", 1, "there is no such unit", "(Rules note 12)" },
      { "", human_hit, 1, "a unit of the other side", "(Rules note 12)" },
      { "", elsewhere_hit, 1, "takes no part in the Combat in Minneapolis",
        "(Rules notes 11, 12)" },
      { "", "3,x", 2, "“x” is not a unit id", "(Rules note 12)" },
      { "pt_BR", thrice, 1, "O Hit 3 não é permitido", "(Nota das regras 12)" },
    };

    /* The first allocation's Hits and one more on a unit with room left */
    for (guint h = 0; h < json_array_get_length (first_hits); h++)
      g_string_append_printf (too_many, "%" G_GINT64_FORMAT ",",
                              json_array_get_int_element (first_hits, h));
    for (guint u = 0; u < json_array_get_length (units); u++)
      {
        JsonObject *unit = json_array_get_object_element (units, u);
        gint64 unit_hits = 0;

        for (guint h = 0; h < json_array_get_length (first_hits); h++)
          unit_hits += json_array_get_int_element (first_hits, h)
                       == json_object_get_int_member (unit, "id");
        if (unit_hits < json_object_get_int_member (unit, "capacity"))
          {
            g_string_append_printf (too_many, "%" G_GINT64_FORMAT,
                                    json_object_get_int_member (unit, "id"));
            break;
          }
      }
    refused[2].hits = too_many->str;

    for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
      {
        g_auto(CliRun) run = { 0 };

        cli_run_in (&run, refused[i].language, "next", game, "--hits", refused[i].hits,
                    "--out", bad, NULL);
        g_assert_cmpint (run.status, ==, refused[i].status);
        g_assert_nonnull (strstr (run.err, refused[i].reason));
        g_assert_nonnull (strstr (run.err, refused[i].note));
        g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
      }
  }

  /* Hits answer an allocation, and nothing else */
  {
    g_autofree char *fort = game_at_fort_option ();
    g_auto(CliRun) run = { 0 };

    cli_run (&run, "next", fort, "--hits", "24", "--out", bad, NULL);
    g_assert_cmpint (run.status, ==, 1);
    g_assert_nonnull (strstr (run.err, "does not ask that now"));
    g_assert_false (g_file_test (bad, G_FILE_TEST_EXISTS));
  }
}

/* "3+, 4+, 5+" */
static char *
symbols_of (JsonArray *thresholds)
{
  GString *text = g_string_new (NULL);

  for (guint d = 0; d < json_array_get_length (thresholds); d++)
    g_string_append_printf (text, "%s%" G_GINT64_FORMAT "+", d > 0 ? ", " : "",
                            json_array_get_int_element (thresholds, d));
  return g_string_free (text, FALSE);
}

/* Item 4, Rules note 27: the players' dice, counter by counter, each
 * counter's dice in the order of its die symbols. */
static void
test_dice_by_counter (void)
{
  g_autofree char *game = game_at_sortie_dice ();
  g_autoptr(JsonNode) root = next_json ("", game);
  g_autoptr(JsonNode) pt_root = next_json ("pt_BR", game);
  JsonArray *requests = json_object_get_array_member (question_of (root), "dice");
  JsonArray *pt_requests = json_object_get_array_member (question_of (pt_root), "dice");
  g_auto(CliRun) text = { 0 };
  const char *last = NULL;
  gboolean three = FALSE;

  cli_run (&text, "next", game, NULL);
  g_assert_nonnull (strstr (text.out, "in the order of its die symbols (Rules note 27)"));
  last = text.out;
  for (guint i = 0; i < json_array_get_length (requests); i++)
    {
      JsonObject *request = json_array_get_object_element (requests, i);
      JsonObject *pt_request = json_array_get_object_element (pt_requests, i);
      const char *prompt = json_object_get_string_member (request, "prompt");
      const char *pt_prompt = json_object_get_string_member (pt_request, "prompt");
      g_autofree char *symbols = symbols_of (json_object_get_array_member (request,
                                                                           "thresholds"));
      g_autofree char *line = g_strdup_printf ("  %u. %s\n", i + 1, prompt);
      gint64 n = json_object_get_int_member (request, "dice");
      const char *found;

      /* Each symbol in the counter's order, then what to enter */
      g_assert_nonnull (strstr (prompt, symbols));
      g_assert_nonnull (strstr (pt_prompt, symbols));
      if (n > 1)
        {
          g_assert_nonnull (strstr (prompt, "dice in this order"));
          g_assert_nonnull (strstr (pt_prompt, "dados nesta ordem"));
        }
      else
        g_assert_nonnull (strstr (prompt, "enter one die"));
      if (n == 3)
        {
          /* The Worm: 3+, 4+, 5+ */
          three = TRUE;
          g_assert_nonnull (strstr (prompt, "enter three dice in this order"));
          g_assert_nonnull (strstr (pt_prompt, "digite três dados nesta ordem"));
        }
      /* One line per counter, in the order the answer reads them */
      found = strstr (last, line);
      g_assert_nonnull (found);
      last = found + strlen (line);
    }
  g_assert_true (three);
}

static JsonObject *
choice_with_token (JsonArray  *choices,
                   const char *token)
{
  for (guint i = 0; i < json_array_get_length (choices); i++)
    {
      JsonObject *choice = json_array_get_object_element (choices, i);

      if (g_str_equal (json_object_get_string_member (choice, "token"), token))
        return choice;
    }
  g_assert_not_reached ();
}

/* Item 5: the question as data: what it concerns, and each legal answer
 * as an object with its token, label and ids, in the order of "answers". */
static void
test_question_json (void)
{
  g_autofree char *game = new_game ("json.gmpscenario", "11");
  g_autofree char *fort = game_at_fort_option ();
  g_autofree char *allocation = game_at_allocation ();
  g_autofree char *retreat = tmp_path ("json-retreat.gmpscenario");

  /* The draw: chits */
  {
    g_autoptr(JsonNode) root = next_json ("", game);
    g_autoptr(JsonNode) pt_root = next_json ("pt_BR", game);
    JsonObject *question = question_of (root);
    JsonArray *answers = json_object_get_array_member (question, "answers");
    JsonArray *choices = json_object_get_array_member (question, "choices");
    JsonArray *pt_choices = json_object_get_array_member (question_of (pt_root), "choices");
    JsonObject *chit;

    g_assert_cmpuint (json_array_get_length (choices), ==, json_array_get_length (answers));
    for (guint i = 0; i < json_array_get_length (answers); i++)
      g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (choices, i),
                                                      "token"),
                       ==, json_array_get_string_element (answers, i));
    g_assert_true (json_object_get_null_member (question, "unit"));
    g_assert_true (json_object_get_null_member (question, "city"));
    chit = json_object_get_object_member (choice_with_token (choices, "swarm-1"), "chit");
    g_assert_cmpstr (json_object_get_string_member (chit, "id"), ==, "swarm-1");
    g_assert_cmpstr (json_object_get_string_member (chit, "name"), ==, "Swarm 1");
    g_assert_cmpstr (json_object_get_string_member (chit, "kind"), ==, "activation");
    chit = json_object_get_object_member (choice_with_token (pt_choices, "swarm-1"), "chit");
    g_assert_cmpstr (json_object_get_string_member (chit, "name"), ==, "Enxame 1");
    g_assert_cmpstr (json_object_get_string_member (choice_with_token (pt_choices, "random"),
                                                    "label"),
                     ==, "Sortear um chit ao acaso");
  }

  /* The Fort option (Rules note 18): its Fort and city; a Sortie names its
   * target */
  {
    g_autoptr(JsonNode) root = next_json ("", fort);
    JsonObject *question = question_of (root);
    JsonArray *choices = json_object_get_array_member (question, "choices");
    JsonObject *sortie = choice_with_token (choices, "sortie:MSP");

    g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (question, "fort"), "city"), ==, "CHI");
    g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (question, "city"), "name"), ==, "Chicago");
    g_assert_cmpstr (json_object_get_string_member (sortie, "fort_option"), ==, "sortie");
    g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (sortie, "city"), "id"), ==, "MSP");
    g_assert_cmpstr (json_object_get_string_member (sortie, "label"), ==,
                     "Sortie against Minneapolis");
  }

  /* A retreat (Rules note 14): the unit, where it is, and the cities */
  {
    g_autoptr(JsonNode) alloc_root = next_json ("", allocation);
    g_autoptr(JsonNode) root = NULL;
    JsonObject *question;
    JsonObject *unit;
    JsonArray *choices;

    answer_ok ("", allocation, "--answer",
               json_object_get_string_member (question_of (alloc_root), "suggested"), retreat);
    root = next_json ("", retreat);
    question = question_of (root);
    g_assert_cmpstr (json_object_get_string_member (question, "kind"), ==, "retreat");
    unit = json_object_get_object_member (question, "unit");
    g_assert_nonnull (strstr (json_object_get_string_member (question, "text"),
                              json_object_get_string_member (unit, "name")));
    g_assert_cmpstr (json_object_get_string_member (unit, "formation"), ==, "1");
    g_assert_cmpstr (json_object_get_string_member (
                       json_object_get_object_member (question, "city"), "id"), ==, "MSP");
    choices = json_object_get_array_member (question, "choices");
    g_assert_cmpuint (json_array_get_length (choices), >, 0);
    for (guint i = 0; i < json_array_get_length (choices); i++)
      {
        JsonObject *choice = json_array_get_object_element (choices, i);
        JsonObject *city = json_object_get_object_member (choice, "city");

        g_assert_cmpstr (json_object_get_string_member (city, "id"), ==,
                         json_object_get_string_member (choice, "token"));
        g_assert_cmpstr (json_object_get_string_member (city, "name"), ==,
                         json_object_get_string_member (choice, "label"));
      }
  }
}

/* PNG: width and height from the IHDR chunk */
static void
png_size (const char *path,
          guint      *width,
          guint      *height)
{
  g_autofree char *data = NULL;
  gsize length;
  const guint8 *bytes;

  g_assert_true (g_file_get_contents (path, &data, &length, NULL));
  g_assert_cmpuint (length, >, 24);
  bytes = (const guint8 *) data;
  *width = (guint) bytes[16] << 24 | bytes[17] << 16 | bytes[18] << 8 | bytes[19];
  *height = (guint) bytes[20] << 24 | bytes[21] << 16 | bytes[22] << 8 | bytes[23];
}

/* Item 6: new keeps a game that exists; render says what it wrote. */
static void
test_new_and_render (void)
{
  g_autofree char *game = new_game ("keep.gmpscenario", "5");
  g_autofree char *before = file_contents (game);
  g_autofree char *map = tmp_path ("map.png");
  g_autofree char *after = NULL;
  g_autofree char *written = NULL;
  g_auto(CliRun) again = { 0 };
  g_auto(CliRun) pt = { 0 };
  g_auto(CliRun) force = { 0 };
  g_auto(CliRun) render = { 0 };
  guint width, height;

  cli_run (&again, "new", "--seed", "6", game, NULL);
  g_assert_cmpint (again.status, ==, 1);
  g_assert_nonnull (strstr (again.err, "already exists"));
  g_assert_nonnull (strstr (again.err, "--force"));
  cli_run_in (&pt, "pt_BR", "new", "--seed", "6", game, NULL);
  g_assert_cmpint (pt.status, ==, 1);
  g_assert_nonnull (strstr (pt.err, "já existe"));
  after = file_contents (game);
  g_assert_cmpstr (after, ==, before);

  cli_run (&force, "new", "--seed", "6", "--force", game, NULL);
  g_assert_cmpint (force.status, ==, 0);
  g_clear_pointer (&after, g_free);
  after = file_contents (game);
  g_assert_cmpstr (after, !=, before);

  cli_run (&render, "render", game, map, "--width", "900", NULL);
  g_assert_cmpint (render.status, ==, 0);
  png_size (map, &width, &height);
  g_assert_cmpuint (width, ==, 900);
  written = g_strdup_printf ("Wrote %s (%u × %u)\n", map, width, height);
  g_assert_cmpstr (render.out, ==, written);
}

/* Item 7: a file that is not XML at all is not called empty. */
static void
test_not_xml (void)
{
  struct {
    const char *name;
    const char *contents;
    const char *language;
    const char *says;
  } files[] = {
    { "garbage.gmpscenario", "garbage<<<", "", "is not a Ginormopod file: it is not XML" },
    { "garbage.xml", "garbage<<<", "pt_BR", "não é um arquivo do Ginormopod: não é XML" },
    { "empty.gmpscenario", "", "", "is empty" },
    { "blank.gmpscenario", "  \n\t\n", "pt_BR", "está vazio" },
    /* XML, broken: libxml2's own words stay the detail */
    { "broken.gmpscenario", "<scenario", "", "Not well-formed XML" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = cli_write_file (tmp_dir, files[i].name, files[i].contents);
      g_autofree char *expected = NULL;
      g_auto(CliRun) run = { 0 };

      cli_run_in (&run, files[i].language, "show", path, NULL);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, files[i].says));
      if (files[i].says[0] != 'N')
        {
          expected = g_strdup_printf ("%s %s", path, files[i].says);
          g_assert_nonnull (strstr (run.err, expected));
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  tmp_dir = g_dir_make_tmp ("gmp-cli-table-XXXXXX", &error);
  g_assert_no_error (error);

  g_test_add_func ("/cli/table/cities", test_cities);
  g_test_add_func ("/cli/table/answers-in-portuguese", test_answers_in_portuguese);
  g_test_add_func ("/cli/table/note-18/yes-no", test_yes_no);
  g_test_add_func ("/cli/table/note-9/guard-blank", test_guard_blank);
  g_test_add_func ("/cli/table/note-12/hits-by-unit", test_hits_by_unit);
  g_test_add_func ("/cli/table/note-27/dice-by-counter", test_dice_by_counter);
  g_test_add_func ("/cli/table/question-json", test_question_json);
  g_test_add_func ("/cli/table/new-and-render", test_new_and_render);
  g_test_add_func ("/cli/table/not-xml", test_not_xml);

  status = g_test_run ();
  cli_tmp_dir_remove (g_steal_pointer (&tmp_dir));
  return status;
}
