/* test-rules-notes.c: the rules notes the app shows, in both languages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "model/gmp-rules-notes.h"

/* The highest note number of docs/rules-notes.md; a new note raises it */
#define LAST_NOTE 46

static GPtrArray *
parse_doc (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return gmp_rules_notes_parse (text);
}

static void
assert_valid_markup (const char *markup)
{
  g_autofree char *wrapped = g_strdup_printf ("<markup>%s</markup>", markup);
  static const GMarkupParser parser = { NULL };
  g_autoptr(GMarkupParseContext) context = g_markup_parse_context_new (&parser, 0, NULL, NULL);
  g_autoptr(GError) error = NULL;

  g_markup_parse_context_parse (context, wrapped, -1, &error);
  g_assert_no_error (error);
}

/* Every note from 1 to the last, once, with a title, a reading and its
 * "Reads:" line, in valid markup */
static void
assert_complete (GPtrArray  *notes,
                 const char *reads)
{
  guint seen[LAST_NOTE + 1] = { 0 };

  for (guint i = 0; i < notes->len; i++)
    {
      const GmpRulesNote *note = g_ptr_array_index (notes, i);

      assert_valid_markup (note->markup);
      if (note->number == 0)
        {
          g_assert_null (note->title);
          continue;
        }
      g_assert_cmpuint (note->number, <=, LAST_NOTE);
      seen[note->number]++;
      g_assert_nonnull (note->title);
      g_assert_cmpstr (note->title, !=, "");
      g_assert_false (g_str_has_suffix (note->title, "."));
      assert_valid_markup (note->title);
      g_assert_nonnull (note->section);
      g_assert_nonnull (strstr (note->markup, reads));
    }
  for (guint n = 1; n <= LAST_NOTE; n++)
    g_assert_cmpuint (seen[n], ==, 1);
}

static void
test_english (void)
{
  g_autoptr(GPtrArray) notes = parse_doc ("rules-notes.md");
  const GmpRulesNote *note;

  assert_complete (notes, "\n<b>Reads:</b>");
  note = gmp_rules_notes_find (notes, 13);
  g_assert_nonnull (note);
  g_assert_cmpstr (note->title, ==, "Who Retreats");
  g_assert_cmpstr (note->section, ==, "Combat");
  g_assert_true (g_str_has_prefix (note->markup, "The side that suffered more Hits Retreats"));
  g_assert_null (gmp_rules_notes_find (notes, LAST_NOTE + 1));
  g_assert_null (gmp_rules_notes_find (notes, 0));
}

/* The translation has every note, each in Portuguese, in the same sections */
static void
test_portuguese (void)
{
  g_autoptr(GPtrArray) english = parse_doc ("rules-notes.md");
  g_autoptr(GPtrArray) portuguese = parse_doc ("rules-notes.pt_BR.md");
  const GmpRulesNote *note;

  assert_complete (portuguese, "\n<b>Trecho:</b>");
  note = gmp_rules_notes_find (portuguese, 13);
  g_assert_cmpstr (note->title, ==, "Quem faz Retreat");
  g_assert_cmpstr (note->section, ==, "O Combat");

  for (guint n = 1; n <= LAST_NOTE; n++)
    {
      const GmpRulesNote *en = gmp_rules_notes_find (english, n);
      const GmpRulesNote *pt = gmp_rules_notes_find (portuguese, n);

      g_assert_cmpstr (en->markup, !=, pt->markup);
    }
  g_assert_cmpuint (english->len, ==, portuguese->len);
}

static void
test_inline_markup (void)
{
  g_autofree char *markup =
    gmp_rules_notes_inline_markup ("a **b** *c* `/* d */` [e](f.md) <x> & 2*3 [g]");

  g_assert_cmpstr (markup, ==,
                   "a <b>b</b> <i>c</i> <tt>/* d */</tt> e &lt;x&gt; &amp; 2*3 [g]");
}

/* Issue 12: every citation of a note in a ruling becomes a link to it */
static void
test_link_citations (void)
{
  const struct { const char *text; const char *markup; } cases[] = {
    { "Humans: choose the option (Rules note 18)",
      "Humans: choose the option (<a href=\"rules-note:18\">Rules note 18</a>)" },
    { "Exact odds (Rules notes 18, 24)",
      "Exact odds (Rules notes <a href=\"rules-note:18\">18</a>, "
      "<a href=\"rules-note:24\">24</a>)" },
    { "Room (Rules notes 3 and 7); see rules note 14.",
      "Room (Rules notes <a href=\"rules-note:3\">3</a> and <a href=\"rules-note:7\">7</a>); "
      "see <a href=\"rules-note:14\">rules note 14</a>." },
    /* Escaped; no number, a word that only ends alike, or a list that
     * goes on in words: no link, or no link past the numbers */
    { "<Fort> & Rules note, Rules notes 2 and more",
      "&lt;Fort&gt; &amp; Rules note, Rules notes <a href=\"rules-note:2\">2</a> and more" },
    { "NoRules note 4", "NoRules note 4" },
    { "", "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *markup = gmp_rules_notes_link_citations (cases[i].text);

      g_assert_cmpstr (markup, ==, cases[i].markup);
      assert_valid_markup (markup);
    }
  g_assert_cmpuint (gmp_rules_notes_link_number ("rules-note:14"), ==, 14);
  g_assert_cmpuint (gmp_rules_notes_link_number ("rules-note:0"), ==, 0);
  g_assert_cmpuint (gmp_rules_notes_link_number ("rules-note:x"), ==, 0);
  g_assert_cmpuint (gmp_rules_notes_link_number ("https://example.org/14"), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/rules-notes/english", test_english);
  g_test_add_func ("/rules-notes/pt-BR", test_portuguese);
  g_test_add_func ("/rules-notes/inline-markup", test_inline_markup);
  g_test_add_func ("/rules-notes/link-citations", test_link_citations);

  return g_test_run ();
}
