/* test-xml-plain.c: the plain parser gives libxml2's tree, or nothing
 * (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * _gmp_xml_plain_parse() (gmp-xml-plain.h) reads the plain XML the program
 * writes without libxml2, and must never take bytes libxml2 finds fault
 * with, nor build another tree: whenever it takes bytes, libxml2 (through
 * gmp_xml_parse(), the usual way) must take them without a word and give
 * the same document node for node, lines included. Compared here on every
 * file the tests and the fuzzer's corpus hold, on played games and the
 * default board, on texts past ASCII around the lengths where libxml2
 * hands a text over in pieces, and on tens of thousands of random
 * mutations (bytes replaced, inserted, deleted, spans repeated) of a game
 * and of a small document using every form it takes. It must also take
 * what the program writes, or it would be tested on nothing.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"
#include "core/gmp-scenario-loader.h"
#include "core/gmp-xml.h"
#include "core/gmp-xml-plain.h"
#include "xml-tree-check.h"

typedef struct {
  guint taken;
  guint refused;
} Tally;

/* Whether the plain parser takes bytes; when it does, libxml2 takes them
 * too and gives the same document */
static gboolean
compare (GBytes     *bytes,
         const char *what,
         Tally      *tally)
{
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  g_autoptr(xmlDoc) plain = _gmp_xml_plain_parse (data != NULL ? data : "", length,
                                                     GMP_XML_MAX_ATTRIBUTES);
  g_autoptr(xmlDoc) usual = NULL;
  g_autoptr(GError) error = NULL;

  if (plain == NULL)
    {
      tally->refused++;
      return FALSE;
    }
  tally->taken++;
  usual = gmp_xml_parse (bytes, "case", NULL, &error);
  if (usual == NULL)
    g_error ("%s: the plain parser takes it, libxml2 says: %s", what, error->message);
  assert_same_document (usual, plain, what);
  return TRUE;
}

static gboolean
compare_text (const char *text,
              gsize       length,
              const char *what,
              Tally      *tally)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, length);

  return compare (bytes, what, tally);
}

static void
check_file (GBytes     *bytes,
            const char *path,
            gpointer    data)
{
  compare (bytes, path, data);
}

static void
test_files (void)
{
  const char *folders[][2] = {
    { "data", "scenarios" },
    { "data", "boards" },
    { "tests", "data" },
    { "fuzz", "corpus" },
    { "fuzz", "regressions" },
  };
  Tally tally = { 0, 0 };
  guint n = 0;

  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *folder = g_test_build_filename (G_TEST_DIST, "..", folders[i][0],
                                                       folders[i][1], NULL);

      n += xml_test_each_file (folder, TRUE, check_file, &tally);
    }
  g_test_message ("%u files: %u taken, %u left to libxml2", n, tally.taken, tally.refused);
  g_assert_cmpuint (n, >, 100);
  /* Most files of the tests are written by the program */
  g_assert_cmpuint (tally.taken, >, 50);
  g_assert_cmpuint (tally.refused, >, 10);
}

/* A game turns in, as the program writes it */
static GBytes *
played_game (guint turns)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpSession) session = NULL;

  g_assert_no_error (error);
  session = gmp_session_new_game (board, gmp_dice_new_seeded (7), GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  g_assert_true (gmp_session_play_auto (session, turns, &error));
  g_assert_no_error (error);
  return gmp_session_to_bytes (session);
}

static void
test_written (void)
{
  g_autoptr(GBytes) game = played_game (3);
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GBytes) saved = NULL;
  g_autoptr(GError) error = NULL;
  Tally tally = { 0, 0 };

  g_assert_true (compare (game, "a game three turns in", &tally));
  /* A scenario in Portuguese, as written */
  scenario = gmp_scenario_load_bytes (game, "game.gmpscenario", &error);
  g_assert_no_error (error);
  g_free (scenario->title);
  scenario->title = g_strdup ("Jogo à noite: “Ação”\nem duas linhas");
  saved = gmp_scenario_to_bytes (scenario);
  g_assert_true (compare (saved, "a game with a title past ASCII", &tally));
}

/* Every form the plain parser takes, and some it does not */
static const char small_document[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<root a=\"1\" b='two' c=\"\" d=\"it's\" e='say \"hi\"'>\n"
  "  <item id=\"x-1\" name=\"Ação é\"/>\n"
  "  <item\n     id=\"x-2\"\n     name = \"spaced\" ></item>\n"
  "  <text>plain text, with ] and > in it</text>\n"
  "  <text>Ação\nem linhas\n</text>\n"
  "  <text>\n   ao pé da letra\tcom tab</text>\n"
  "  <nest><a><b><c>deep</c></b></a></nest>\n"
  "  <_under.score-name x_y.z-w=\"v\"/>\n"
  "  <!-- a comment -->\n"
  "</root>\n";

/* What a mutation puts in */
static const char *const insertions[] = {
  "<", ">", "/", "/>", "&", "&amp;", "&#233;", "&#x1F600;", "\"", "'", "=", " ", "\n", "\r",
  "\r\n", "\t", "\x01", "\x7f", "\xc2\x85", "\xc3\xa9", "\xc3", "\xa9", "\xef\xbf\xbf",
  "\xef\xbf\xbe", "\xed\xa0\x80", "\xf0\x9f\x98\x80", "\xf4\x90\x80\x80", "\xc0\xaf",
  "\xe0\x80\xaf", "]]>", "]", ":", "x:", "xmlns", "xmlns=\"urn:x\"", "xml:lang=\"pt\"",
  "<!--c-->", "<?pi x?>", "<![CDATA[x]]>", "<a/>", "</a>", "<a>", "<!DOCTYPE a>",
  "<!ENTITY e \"x\">", " a=\"1\"", " a=\"1\" a=\"2\"", "a", "9", "-", ".", "_", "é", "\xe2\x80\x9c",
  "<?xml version=\"1.0\"?>", "\xef\xbb\xbf",
};

static GString *
mutated (GRand      *rand,
         const char *text,
         gsize       length)
{
  GString *out = g_string_new_len (text, (gssize) length);
  guint n = (guint) g_rand_int_range (rand, 1, 4);

  for (guint i = 0; i < n; i++)
    {
      gsize at = (gsize) g_rand_int_range (rand, 0, (gint32) out->len + 1);
      gsize wanted = (gsize) g_rand_int_range (rand, 1, 40);
      gsize span = MIN (out->len - at, wanted);
      const char *insert = insertions[g_rand_int_range (rand, 0, G_N_ELEMENTS (insertions))];

      switch (g_rand_int_range (rand, 0, 5))
        {
        case 0:   /* a byte replaced */
          if (at < out->len)
            g_string_erase (out, (gssize) at, 1);
          g_string_insert (out, (gssize) at, insert);
          break;
        case 1:   /* bytes put in */
          g_string_insert (out, (gssize) at, insert);
          break;
        case 2:   /* bytes taken out */
          g_string_erase (out, (gssize) at, (gssize) MIN (span, 7));
          break;
        case 3:   /* a span repeated: attributes, tags, texts twice */
          {
            g_autofree char *copy = g_strndup (out->str + at, span);

            g_string_insert_len (out, (gssize) at, copy, (gssize) span);
          }
          break;
        default:   /* a NUL */
          g_string_insert_c (out, (gssize) at, '\0');
          break;
        }
    }
  return out;
}

static void
mutate_many (const char *text,
             gsize       length,
             guint       n,
             guint32     seed,
             const char *what)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  Tally tally = { 0, 0 };

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) out = mutated (rand, text, length);
      g_autofree char *name = g_strdup_printf ("%s, mutation %u", what, i);

      compare_text (out->str, out->len, name, &tally);
    }
  g_test_message ("%s: %u mutations taken, %u left to libxml2", what, tally.taken,
                  tally.refused);
  /* Both ways are tried many times */
  g_assert_cmpuint (tally.taken, >, n / 20);
  g_assert_cmpuint (tally.refused, >, n / 20);
}

static void
test_small_mutations (void)
{
  Tally tally = { 0, 0 };
  /* Without its comment the document is taken */
  g_autoptr(GString) bare = g_string_new (small_document);

  g_string_replace (bare, "  <!-- a comment -->\n", "", 1);
  g_assert_true (compare_text (bare->str, bare->len, "the small document", &tally));
  g_assert_false (compare_text (small_document, strlen (small_document), "with a comment",
                                &tally));
  mutate_many (bare->str, bare->len, 40000, 19, "the small document");
}

static void
test_game_mutations (void)
{
  g_autoptr(GBytes) game = played_game (1);
  gsize length;
  const char *text = g_bytes_get_data (game, &length);

  mutate_many (text, length, 3000, 7, "a game");
}

/* libxml2 hands a text that begins past ASCII over in pieces of 300 bytes,
 * and keeps the line where it handed over the first: texts of every
 * length around it, with a line break at every place around it, and
 * characters of 1 to 4 bytes across it */
static void
test_text_lines (void)
{
  static const char *const firsts[] = { "é", "a", "\xe2\x80\x9c", "\xf0\x9f\x98\x80", "\n" };
  static const char *const fills[] = { "é", "a", "\xe2\x80\x9c", "\xf0\x9f\x98\x80" };
  Tally tally = { 0, 0 };

  for (guint f = 0; f < G_N_ELEMENTS (firsts); f++)
    for (guint g = 0; g < G_N_ELEMENTS (fills); g++)
      for (guint length = 280; length <= 320; length += 3)
        for (guint line_at = 0; line_at <= length; line_at += 1 + (line_at < 290 || line_at > 305) * 40)
          {
            g_autoptr(GString) text = g_string_new ("<r>\n<t>");
            gsize start = text->len;

            g_string_append (text, firsts[f]);
            while (text->len - start < length)
              g_string_append (text, fills[g]);
            g_string_insert_c (text, (gssize) (start + MIN (line_at, text->len - start)), '\n');
            /* the line break may split a character: then it is not UTF-8, and
             * libxml2 has the word */
            g_string_append (text, "</t>\n</r>\n");
            compare_text (text->str, text->len, "a text across 300 bytes", &tally);
          }
  g_test_message ("%u texts taken, %u left to libxml2", tally.taken, tally.refused);
  g_assert_cmpuint (tally.taken, >, 1000);
}

/* The attributes' guard: GMP_XML_MAX_ATTRIBUTES are taken, one more is
 * left to the guard and its message */
static void
test_attributes (void)
{
  Tally tally = { 0, 0 };

  for (guint n = GMP_XML_MAX_ATTRIBUTES; n <= GMP_XML_MAX_ATTRIBUTES + 1; n++)
    {
      g_autoptr(GString) text = g_string_new ("<r");
      g_autoptr(GBytes) bytes = NULL;
      g_autoptr(xmlDoc) doc = NULL;
      g_autoptr(GError) error = NULL;

      for (guint i = 0; i < n; i++)
        g_string_append_printf (text, " a%u=\"%u\"", i, i);
      g_string_append (text, "/>");
      bytes = g_bytes_new (text->str, text->len);
      g_assert_true (compare (bytes, "attributes", &tally) == (n == GMP_XML_MAX_ATTRIBUTES));
      doc = gmp_xml_parse_lists (bytes, "many.xml", _gmp_scenario_lists, &error);
      if (n > GMP_XML_MAX_ATTRIBUTES)
        g_assert_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE);
      else
        g_assert_no_error (error);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/xml-plain/files", test_files);
  g_test_add_func ("/core/xml-plain/written", test_written);
  g_test_add_func ("/core/xml-plain/attributes", test_attributes);
  g_test_add_func ("/core/xml-plain/text-lines", test_text_lines);
  g_test_add_func ("/core/xml-plain/small-mutations", test_small_mutations);
  g_test_add_func ("/core/xml-plain/game-mutations", test_game_mutations);

  return g_test_run ();
}
