/* test-xml-fast.c: the hand checks of a file's long lists agree with its
 * schema (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-scenario-schema.c checks a saved game's <entry>, <action>, <unit>,
 * <fort> and <chit>,
 * gmp-board-schema.c a board's <city> and <road>, by hand, and leave the
 * rest to the schema (gmp-xml-fast.h); they must never take what the schema
 * refuses, and a refused file must get the schema's own message. Each case
 * compares _gmp_scenario_validate() or _gmp_board_validate() with the
 * schema on the whole file: every scenario and board the tests and the
 * fuzzer's corpus hold, and a played game and the default board with one
 * attribute, child or text of such an element changed in the ways a
 * stranger might (signs, spaces, leading zeros, long numbers, other
 * characters, unknown or missing attributes, namespaces, comments, CDATA).
 * Each also checks that gmp_xml_parse_lists() (the plain parser of
 * gmp-xml-plain.h, else the lists built outside libxml2's tree builder of
 * gmp-xml-lists.h) gives the very tree libxml2 gives, or its error.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"
#include "core/gmp-board-loader.h"
#include "core/gmp-scenario-loader.h"
#include "core/gmp-xml.h"
#include "xml-tree-check.h"

/* The version attribute of the root, as the loader reads it (1 if none) */
static guint
version_of (xmlDoc *doc)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *text = root != NULL ? gmp_xml_get_string (root, "version") : NULL;

  return g_strcmp0 (text, "2") == 0 ? 2 : 1;
}

/* The two ways agree: both take bytes, or both refuse them with the same
 * message. A board when its root is <board>, else a scenario. */
static void
assert_same_verdict (GBytes     *bytes,
                     const char *what)
{
  g_autoptr(GError) parse_error = NULL;
  g_autoptr(xmlDoc) doc = gmp_xml_parse (bytes, "case", NULL, &parse_error);
  g_autoptr(xmlDoc) copy = NULL;
  g_autoptr(GError) fast_error = NULL;
  g_autoptr(GError) schema_error = NULL;
  gboolean fast, schema, board;

  if (doc == NULL)
    return;   /* not XML: neither validator sees it */
  copy = xmlCopyDoc (doc, 1);
  board = gmp_xml_is_element (xmlDocGetRootElement (doc), "board");
  fast = board ? _gmp_board_validate (doc, "case", &fast_error)
               : _gmp_scenario_validate (doc, "case", version_of (doc), &fast_error);
  schema = gmp_xml_validate (copy, "case", board ? "board.rng" : "scenario.rng", &schema_error);
  if (fast != schema)
    g_error ("%s: the hand check says %s, the schema %s (%s)", what, fast ? "valid" : "invalid",
             schema ? "valid" : "invalid",
             fast_error != NULL ? fast_error->message
             : schema_error != NULL ? schema_error->message : "");
  if (!fast)
    g_assert_cmpstr (fast_error->message, ==, schema_error->message);
}

/* The long lists built outside libxml2 (gmp-xml-lists.h) give the tree
 * libxml2 gives, node for node, or the same error */
static void
assert_same_tree (GBytes     *bytes,
                  const char *what)
{
  g_autoptr(GError) plain_error = NULL;
  g_autoptr(GError) built_error = NULL;
  g_autoptr(xmlDoc) plain = gmp_xml_parse (bytes, "case", NULL, &plain_error);
  const GmpXmlList *lists = plain != NULL
                            && gmp_xml_is_element (xmlDocGetRootElement (plain), "board")
                            ? _gmp_board_lists : _gmp_scenario_lists;
  g_autoptr(xmlDoc) built = gmp_xml_parse_lists (bytes, "case", lists, &built_error);

  if (plain == NULL)
    {
      g_assert_null (built);
      g_assert_cmpstr (plain_error->message, ==, built_error->message);
      return;
    }
  g_assert_nonnull (built);
  assert_same_document (plain, built, what);
}

static void
check_file (GBytes     *bytes,
            const char *path,
            gpointer    data)
{
  assert_same_verdict (bytes, path);
  assert_same_tree (bytes, path);
}

static void
test_files (void)
{
  const char *folders[][2] = {
    { "data", "scenarios" },
    { "tests", "data" },
    { "fuzz", "corpus" },
    { "fuzz", "regressions" },
  };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "..", folders[i][0],
                                                       folders[i][1], NULL);

      n += xml_test_each_file (folder, FALSE, check_file, NULL);
    }
  g_test_message ("%u files", n);
  g_assert_cmpuint (n, >, 100);
}

/* A game two turns in, with its log and history */
static char *
played_game (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_no_error (error);
  session = gmp_session_new_game (board, gmp_dice_new_seeded (7), GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_session_play_auto (session, 2, &error));
  g_assert_no_error (error);
  bytes = gmp_session_to_bytes (session);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The text with the first element tagged `tag` (its "<name " start) given
 * attribute = value: replaced when it has one, added otherwise; value
 * NULL: removed */
static char *
with_attribute (const char *text,
                const char *tag,
                const char *attribute,
                const char *value)
{
  const char *start = strstr (text, tag);
  const char *end;
  g_autofree char *open = NULL;
  g_autofree char *needle = g_strdup_printf (" %s=\"", attribute);
  const char *found;
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_nonnull (start);
  end = strchr (start, '>');
  open = g_strndup (start, (gsize) (end - start));
  found = strstr (open, needle);
  g_string_append_len (out, text, start - text);
  if (found != NULL)
    {
      const char *value_end = strchr (found + strlen (needle), '"');

      g_string_append_len (out, open, found - open);
      if (value != NULL)
        g_string_append_printf (out, "%s%s\"", needle, value);
      g_string_append (out, value_end + 1);
    }
  else
    {
      gsize name_end = strlen (tag);

      g_string_append_len (out, open, (gssize) name_end);
      if (value != NULL)
        g_string_append_printf (out, "%s%s\"", needle + 1, value);
      g_string_append_c (out, ' ');
      g_string_append (out, open + name_end);
    }
  g_string_append (out, end);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The text with `insert` put right after the first start tag `tag` (which
 * must not be empty-element: "<action …/>" becomes "<action …>insert</action>") */
static char *
with_content (const char *text,
              const char *tag,
              const char *element,
              const char *insert)
{
  const char *start = strstr (text, tag);
  const char *end = strchr (start, '>');
  g_autoptr(GString) out = g_string_new_len (text, start - text);

  if (end[-1] == '/')
    {
      g_string_append_len (out, start, end - 1 - start);
      g_string_append_printf (out, ">%s</%s>", insert, element);
    }
  else
    {
      g_string_append_len (out, start, end + 1 - start);
      g_string_append (out, insert);
    }
  g_string_append (out, end + 1);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* "<city @" marks the board's second city (see test_board_mutations) */
static void
check_text (const char *text,
            const char *what)
{
  g_autoptr(GString) unmarked = g_string_new (text);
  g_autoptr(GBytes) bytes = NULL;

  g_string_replace (unmarked, "<city @", "<city ", 0);
  bytes = g_bytes_new (unmarked->str, unmarked->len);
  assert_same_verdict (bytes, what);
  assert_same_tree (bytes, what);
}

/* Values tried on every attribute of an entry, an action, a unit, a Fort
 * and a chit */
static const char *const odd_values[] = {
  "", " ", "0", "1", "6", "7", "01", "000", "+1", "-1", "-0", " 1", "1 ", "1.0", "1e3",
  "999999999", "1000000000", "99999999999999999999999999", "x", "X-1", "a b", "a  b",
  " a", "a ", "a\tb", "é", "a/b", "a,b", "true", "false", "True", "yes", "no", "random",
  "pass", "done", "setup", "fade-out", "game-over", "Game-over", "d1", "d6", "d7", "d0",
  "c1/7", "c123/999", "c1234/1", "c/1", "c1/", "d1 c0/3", "d1  d2", "1 2 3", "1 7",
  "-", "--", "a-b", "A.B_C:D", "&#233;", "1&#10;2", "map", "Map", "eliminated", "cup",
  "in-hand", "blank", "unknown", "draw", "3",
};

typedef struct {
  const char *tag;              /* "<city " */
  const char *name;             /* "city" */
  const char *attributes[20];
} Element;

/* Every odd value on every attribute of the first element tagged tag,
 * each attribute removed, qualified attributes, and each of contents put
 * inside it */
static guint
mutate (const char          *text,
        const Element       *element,
        const char * const  *contents,
        guint                n_contents)
{
  guint n = 0;

  for (guint a = 0; element->attributes[a] != NULL; a++)
    {
      g_autofree char *removed = with_attribute (text, element->tag, element->attributes[a],
                                                 NULL);

      check_text (removed, "removed");
      for (guint v = 0; v < G_N_ELEMENTS (odd_values); v++)
        {
          g_autofree char *changed = with_attribute (text, element->tag, element->attributes[a],
                                                     odd_values[v]);
          g_autofree char *what = g_strdup_printf ("%s%s=\"%s\"", element->tag,
                                                   element->attributes[a], odd_values[v]);

          check_text (changed, what);
          n++;
        }
    }
  /* Qualified attributes and namespaces */
  {
    g_autofree char *lang = with_attribute (text, element->tag, "xml:lang", "en");
    g_autofree char *ns = with_attribute (text, element->tag, "xmlns", "urn:x");
    g_autofree char *prefixed = with_attribute (text, element->tag, "xmlns:p", "urn:x");

    check_text (lang, "xml:lang");
    check_text (ns, "xmlns");
    check_text (prefixed, "xmlns:p");
  }
  for (guint c = 0; c < n_contents; c++)
    {
      g_autofree char *changed = with_content (text, element->tag, element->name, contents[c]);

      check_text (changed, contents[c]);
      n++;
    }
  return n;
}

static void
test_game_mutations (void)
{
  g_autofree char *game = played_game ();
  static const Element elements[] = {
    { "<entry ", "entry", { "turn", "phase", "kind", "dice", "params", "colour", NULL } },
    { "<action ", "action", { "kind", "value", "unit", "city", "fort", "chit", "type",
                              "formation", "place", "turn", "flag", "units", "path", "record",
                              "colour", NULL } },
    { "<unit ", "unit", { "type", "formation", "place", "city", "turn", "reduced", "guard",
                          "revealed", "moved-from", "mp-used", "moved", "stopped", "stopped-turn",
                          "retreated-in", "advanced", "pending-move", "colour", NULL } },
    { "<fort ", "fort", { "city", "strength", "colour", NULL } },
    { "<chit ", "chit", { "id", "place", "turn", "colour", NULL } },
  };
  static const char *const contents[] = {
    "<text>a</text>", "<text2>b</text2>", "<text4/>", "<text>a</text><text>b</text>",
    "<text2>b</text2><text>a</text>", "<text>a<b/></text>", "<text x=\"1\">a</text>",
    "<!-- c -->", "<?pi x?>", "<![CDATA[ ]]>", "x", " \n ", "<other/>",
    "<text><!-- c --></text>", "<text><![CDATA[a]]></text>",
  };

  /* Between a list's items: what the schema passes over lets the whole
   * list go aside at once, anything else leaves each item to go alone */
  static const char *const lists[] = { "<log>", "<units>", "<forts>", "<chits>", "<history " };
  static const char *const between[] = {
    "<!-- c -->", "<?pi x?>", "x", " \r\n ", "<![CDATA[ ]]>", "<![CDATA[x]]>", "<other/>", "",
    "<entry/>", "<unit/>", "<action/>",
  };
  guint n = 0;

  check_text (game, "the game");
  for (guint e = 0; e < G_N_ELEMENTS (elements); e++)
    n += mutate (game, &elements[e], contents, G_N_ELEMENTS (contents));
  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    for (guint b = 0; b < G_N_ELEMENTS (between); b++)
      {
        const char *at = strstr (game, lists[l]);
        g_autofree char *changed = NULL;
        g_autofree char *what = g_strdup_printf ("%s then %s", lists[l], between[b]);

        if (at == NULL)
          continue;   /* a list this game leaves empty */
        at = strchr (at, '>') + 1;   /* past the start tag */
        changed = g_strdup_printf ("%.*s%s%s", (int) (at - game), game, between[b], at);
        check_text (changed, what);
        n++;
      }
  g_assert_nonnull (strstr (game, "<log>"));
  g_assert_nonnull (strstr (game, "<history "));
  g_test_message ("%u changed games", n);
}

/* Lines past 65,534: libxml2 keeps 65,535 in a node and a text node's line
 * aside (XML_PARSE_BIG_LINES); the lists built outside it and the plain
 * parser do the same, so every node's line (xmlGetLineNo()) is the same
 * both ways. With a comment, which the plain parser leaves to the lists. */
static void
test_big_lines (void)
{
  g_autofree char *game = played_game ();
  g_autofree char *lines = g_strnfill (70000, '\n');

  for (guint commented = 0; commented < 2; commented++)
    {
      g_autoptr(GString) text = g_string_new (game);
      const char *log = strstr (text->str, "<log>");
      g_autoptr(GBytes) bytes = NULL;

      g_assert_nonnull (log);
      g_string_insert (text, log - text->str, lines);
      if (commented)
        g_string_insert (text, log - text->str, "<!-- not plain -->");
      bytes = g_bytes_new (text->str, text->len);
      assert_same_tree (bytes, commented ? "70,000 lines and a comment" : "70,000 lines");
    }
}

static GBytes *
default_board (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "data", "boards",
                                                 "ginormopod-2050.xml", NULL);
  g_autoptr(GError) error = NULL;
  GBytes *bytes = gmp_xml_read_file (path, &error);

  g_assert_no_error (error);
  return bytes;
}

/* The second city (the first stays with the schema) and a road */
static void
test_board_mutations (void)
{
  g_autoptr(GBytes) bytes = default_board ();
  g_autofree char *board = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  const char *second = strstr (strstr (board, "<city ") + 1, "<city ");
  g_autofree char *tagged = NULL;
  static const Element elements[] = {
    { "<city @", "city", { "id", "x", "y", "region", "source", "colour", NULL } },
    { "<road ", "road", { "between", "source", "colour", NULL } },
    { "<fort ", "fort", { "formation", "strength", "source", "colour", NULL } },
  };
  static const char *const contents[] = {
    "<name>A</name>", "<name></name>", "<name xml:lang=\"pt_BR\">A</name>",
    "<name xml:lang=\"PT\">A</name>", "<name xml:lang=\"pt-\">A</name>",
    "<name lang=\"pt\">A</name>", "<name><![CDATA[A]]></name>", "<name>A<b/></name>",
    "<hive formation=\"1\"/>", "<key-city/>", "<key-city source=\"rules\"/><hive formation=\"1\"/>",
    "<flag formation=\"CAN\" colour=\"red\"/>", "<fort formation=\"A\" source=\"rules\"/>",
    "<!-- c -->", "x", "<other/>",
  };
  guint n = 0;

  /* The mark is no XML: check_text() puts "<city " back */
  tagged = g_strdup_printf ("%.*s<city @%s", (int) (second - board), board,
                            second + strlen ("<city "));
  check_text (board, "the board");
  for (guint e = 0; e < G_N_ELEMENTS (elements); e++)
    n += mutate (tagged, &elements[e], e == 0 ? contents : NULL,
                 e == 0 ? G_N_ELEMENTS (contents) : 0);
  g_test_message ("%u changed boards", n);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/xml-fast/files", test_files);
  g_test_add_func ("/core/xml-fast/game-mutations", test_game_mutations);
  g_test_add_func ("/core/xml-fast/board-mutations", test_board_mutations);
  g_test_add_func ("/core/xml-fast/big-lines", test_big_lines);

  return g_test_run ();
}
