/* test-file-limits.c: every saved game up to the size limit is refused or
 * accepted in under a second (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 2.9's RELAX NG validator takes time quadratic in some lists of
 * siblings: before, a <log> of 90,000 entries took 16 s, 120,000
 * eliminated units 50 s, 100,000 history actions 68 s and 200,000
 * <activated> over 95 s. gmp-xml-limits.h bounds every list before the
 * schema. Each case here grows one list of a real finished game (played in
 * the test) to the size of the files, and wants the exact message,
 * naming the file, the element's line and the limit, within a CPU budget;
 * a game with every list at its limit at once passes the counts.
 */

#include "config.h"

#include <string.h>
#include <time.h>

#include "core/gmp-core.h"
#include "core/gmp-xml.h"
#include "core/gmp-xml-limits.h"
#include "test-util.h"

/* Generous for a machine shared with other builds: the figures are in
 * docs/reliability.md. */
#define BUDGET_USEC G_USEC_PER_SEC
#if defined(__SANITIZE_ADDRESS__)
#define BUDGET_FACTOR 10
#else
#define BUDGET_FACTOR 1
#endif

#define NAME "hostile.gmpscenario"
/* The end of the root start tag: what follows is the first line inside */
#define ROOT_TAG "board=\"" GMP_DEFAULT_BOARD_ID "\">\n"

static gint64
cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

static void
assert_within_budget (const char *what,
                      gint64      usec)
{
  const char *preload = g_getenv ("LD_PRELOAD");

  g_test_message ("%s: %.3f s of CPU", what, usec / (double) G_USEC_PER_SEC);
  if (preload != NULL && strstr (preload, "vgpreload") != NULL)
    return;
  g_assert_cmpint (usec, <, BUDGET_USEC * BUDGET_FACTOR);
}

/* A finished game of the default board, with its log and history */
static const char *
finished_game (void)
{
  static char *text;

  if (text == NULL)
    {
      g_autoptr(GmpBoard) board = test_default_board ();
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpSession) session = gmp_session_new_game (board, gmp_dice_new_seeded (7),
                                                            GMP_SETUP_DEFAULT, &error);
      g_autoptr(GBytes) bytes = NULL;

      g_assert_no_error (error);
      g_assert_true (gmp_session_play_auto (session, 0, &error));
      g_assert_no_error (error);
      bytes = gmp_session_to_bytes (session);
      text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
    }
  return text;
}

/* The offset just past the n-th (from 1) occurrence of anchor */
static gsize
offset_after (const char *text,
              const char *anchor,
              guint       n)
{
  const char *p = text;

  for (guint i = 0; i < n; i++)
    {
      p = strstr (p, anchor);
      g_assert_nonnull (p);
      p += strlen (anchor);
    }
  return (gsize) (p - text);
}

static int
line_at (const char *text,
         gsize       offset)
{
  int line = 1;

  for (gsize i = 0; i < offset; i++)
    line += text[i] == '\n';
  return line;
}

/* Occurrences of needle from offset up to the first `until` after it */
static guint
count_until (const char *text,
             gsize       offset,
             const char *needle,
             const char *until)
{
  const char *end = strstr (text + offset, until);
  guint n = 0;

  g_assert_nonnull (end);
  for (const char *p = strstr (text + offset, needle); p != NULL && p < end;
       p = strstr (p + 1, needle))
    n++;
  return n;
}

static GString *
with_copies (const char *anchor,
             guint       nth,
             const char *item,
             guint       copies,
             gsize      *at)
{
  GString *text = g_string_new (finished_game ());
  g_autoptr(GString) items = g_string_sized_new (strlen (item) * copies);
  gsize offset = offset_after (text->str, anchor, nth);

  for (guint i = 0; i < copies; i++)
    g_string_append (items, item);
  g_string_insert (text, (gssize) offset, items->str);
  if (at != NULL)
    *at = offset;
  return text;
}

/* Loads text and wants it refused with exactly message, in budget */
static void
assert_refused (GString    *text,
                GmpError    code,
                const char *message)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text->str, text->len);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  gint64 start = cpu_time ();

  g_assert_cmpuint (text->len, <=, GMP_XML_MAX_SIZE);
  scenario = gmp_scenario_load_bytes (bytes, NAME, &error);
  assert_within_budget ("refusing it", cpu_time () - start);
  g_assert_null (scenario);
  g_assert_error (error, GMP_ERROR, (gint) code);
  g_assert_cmpstr (error->message, ==, message);
}

/* One list grown: refused at its parent's line, the count and the limit
 * named. The parent's start tag is `anchor` (its nth), the list items are
 * `item` ending in `until`. */
static void
assert_list_refused (const char *anchor,
                     guint       nth,
                     const char *item,
                     guint       copies,
                     const char *child,
                     const char *until,
                     guint       limit)
{
  gsize at;
  g_autoptr(GString) text = with_copies (anchor, nth, item, copies, &at);
  g_autofree char *parent = g_strndup (anchor + 1, strcspn (anchor + 1, " >"));
  g_autofree char *needle = g_strdup_printf ("<%s ", child);
  g_autofree char *message =
    g_strdup_printf (NAME ":%d: <%s> holds %u <%s> elements; a game file may have at most %u",
                     line_at (text->str, at), parent,
                     count_until (text->str, at, needle, until), child, limit);

  g_test_message ("%zu bytes", text->len);
  assert_refused (text, GMP_ERROR_TOO_LARGE, message);
}

static void
test_log (void)
{
  /* 90,000 entries took 16 s */
  assert_list_refused ("<log>", 1,
                       "<entry turn=\"1\" phase=\"setup\" kind=\"guard-roll\" params=\"4 JAX\" "
                       "dice=\"1 3\"/>\n", 90000, "entry", "</log>",
                       GMP_SCENARIO_MAX_LOG_ENTRIES);
}

static void
test_start_log (void)
{
  /* The history's start holds a log of its own: the same limit */
  assert_list_refused ("<log>", 2,
                       "<entry turn=\"1\" phase=\"setup\" kind=\"guard-roll\" params=\"4 JAX\" "
                       "dice=\"1 3\"/>\n", GMP_SCENARIO_MAX_LOG_ENTRIES + 1, "entry", "</log>",
                       GMP_SCENARIO_MAX_LOG_ENTRIES);
}

static void
test_units (void)
{
  /* 120,000 eliminated units took 50 s */
  assert_list_refused ("<units>", 1,
                       "<unit type=\"ant\" formation=\"1\" place=\"eliminated\"/>\n", 120000,
                       "unit", "</units>", GMP_SCENARIO_MAX_UNITS);
}

static void
test_actions (void)
{
  /* 100,000 history actions took 68 s: added after the history's start */
  gsize at;
  g_autoptr(GString) text = with_copies ("</start>\n", 1,
                                         "<action kind=\"answer\" value=\"random\" "
                                         "record=\"c1/2\"/>\n", 100000, &at);
  gsize history = offset_after (text->str, "<history ", 1);
  g_autofree char *message =
    g_strdup_printf (NAME ":%d: <history> holds %u <action> elements; a game file may have "
                     "at most %u", line_at (text->str, history),
                     count_until (text->str, at, "<action ", "</history>"),
                     (guint) GMP_SCENARIO_MAX_ACTIONS);

  assert_refused (text, GMP_ERROR_TOO_LARGE, message);
}

static void
test_activated (void)
{
  /* 200,000 <activated> took over 95 s; one per formation a turn (Rules
   * note 5). The game's own <turn> is an empty element: one is added. */
  g_autoptr(GString) text = g_string_new (finished_game ());
  gsize at = offset_after (text->str, ROOT_TAG, 1);
  g_autoptr(GString) turn = g_string_new ("<turn number=\"1\" phase=\"action\">\n");
  g_autofree char *message = NULL;

  for (guint i = 0; i < 200000; i++)
    g_string_append (turn, "<activated formation=\"3\"/>\n");
  g_string_append (turn, "</turn>\n");
  g_string_insert (text, (gssize) at, turn->str);
  message = g_strdup_printf (NAME ":%d: <turn> holds 200000 <activated> elements; a game file "
                             "may have at most %u", line_at (text->str, at),
                             (guint) GMP_BOARD_MAX_FORMATIONS);
  assert_refused (text, GMP_ERROR_TOO_LARGE, message);
}

static void
test_forts_and_chits (void)
{
  assert_list_refused ("<forts>", 1, "<fort city=\"CHI\" strength=\"1\"/>\n", 100000, "fort",
                       "</forts>", GMP_BOARD_MAX_CITIES);
  assert_list_refused ("<chits>", 1, "<chit id=\"wasp\" place=\"cup\"/>\n", 100000, "chit",
                       "</chits>", GMP_BOARD_MAX_ITEMS);
}

static void
test_activation (void)
{
  /* Combats resolved and Fort options of an activation: one a city */
  static const char *const items[] = { "combat-done city=\"CHI\"",
                                       "fort-choice city=\"CHI\" choice=\"pass\"" };

  for (guint c = 0; c < G_N_ELEMENTS (items); c++)
    {
      g_autoptr(GString) text = g_string_new (finished_game ());
      gsize at = offset_after (text->str, ROOT_TAG, 1);
      g_autoptr(GString) activation = g_string_new ("<activation>\n");
      g_autofree char *child = g_strndup (items[c], strcspn (items[c], " "));
      g_autofree char *message = NULL;

      for (guint i = 0; i < 100000; i++)
        g_string_append_printf (activation, "<%s/>\n", items[c]);
      g_string_append (activation, "</activation>\n");
      g_string_insert (text, (gssize) at, activation->str);
      message = g_strdup_printf (NAME ":%d: <activation> holds 100000 <%s> elements; a game "
                                 "file may have at most %u", line_at (text->str, at), child,
                                 (guint) GMP_BOARD_MAX_CITIES);
      assert_refused (text, GMP_ERROR_TOO_LARGE, message);
    }
}

/* Items of list attributes and list texts */
static void
test_tokens (void)
{
  static const struct {
    const char *anchor;
    const char *element;
    const char *attribute;   /* NULL: the element's text */
    const char *before;      /* the element's start, before the attribute */
  } cases[] = {
    { "<log>\n", "entry", "params", "<entry turn=\"1\" phase=\"setup\" kind=\"guard-roll\" " },
    { "</start>\n", "action", "units", "<action kind=\"move\" " },
    { "</start>\n", "action", "record", "<action kind=\"answer\" " },
    { "</start>\n", "action", "path", "<action kind=\"move\" " },
    { ROOT_TAG, "dice", NULL, NULL },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(GString) text = g_string_new (finished_game ());
      g_autoptr(GString) list = g_string_new (NULL);
      gsize at = offset_after (text->str, cases[c].anchor, 1);
      g_autofree char *message = NULL;

      for (guint i = 0; i < 1000000; i++)
        g_string_append (list, c == 2 ? " d1" : c == 3 ? " CHI" : " 1");
      if (cases[c].attribute != NULL)
        {
          g_autofree char *element = g_strdup_printf ("%s%s=\"%s\"/>\n", cases[c].before,
                                                      cases[c].attribute, list->str);

          g_string_insert (text, (gssize) at, element);
          message = g_strdup_printf (NAME ":%d: The attribute “%s” of <%s> lists more than "
                                     "%u items", line_at (text->str, at), cases[c].attribute,
                                     cases[c].element, (guint) GMP_XML_MAX_TOKENS);
        }
      else
        {
          g_autofree char *element = g_strdup_printf ("<%s>%s</%s>", cases[c].element,
                                                      list->str, cases[c].element);

          g_string_insert (text, (gssize) at, element);
          message = g_strdup_printf (NAME ":%d: <%s> lists more than %u items",
                                     line_at (text->str, at), cases[c].element,
                                     (guint) GMP_XML_MAX_TOKENS);
        }
      assert_refused (text, GMP_ERROR_TOO_LARGE, message);
    }
}

static void
test_comments (void)
{
  /* 1,000,000 comments: the parser reads them, the validator is not asked */
  gsize at;
  g_autoptr(GString) text = with_copies ("<log>", 1, "<!---->", 1000000, &at);
  g_autofree char *message =
    g_strdup_printf (NAME ":%d: The file holds more than %u comments and processing "
                     "instructions", line_at (text->str, at), (guint) GMP_XML_MAX_COMMENTS);

  assert_refused (text, GMP_ERROR_TOO_LARGE, message);
}

static void
test_unknown_children (void)
{
  /* Elements the schema does not know count too, past a list's limit */
  gsize at;
  g_autoptr(GString) text = with_copies ("<log>", 1, "<x/>", 200000, &at);
  guint entries = count_until (text->str, at, "<entry ", "</log>");
  g_autofree char *message =
    g_strdup_printf (NAME ":%d: <log> holds %u elements; at most %u may be there",
                     line_at (text->str, at), 200000 + entries,
                     GMP_SCENARIO_MAX_LOG_ENTRIES + GMP_XML_MAX_CHILDREN);

  assert_refused (text, GMP_ERROR_TOO_LARGE, message);
  g_string_free (g_steal_pointer (&text), TRUE);

  /* An element that holds no list: GMP_XML_MAX_CHILDREN */
  text = with_copies ("<title>", 1, "<x/>", 200000, &at);
  g_free (message);
  message = g_strdup_printf (NAME ":%d: <title> holds 200000 elements; at most %u may be there",
                             line_at (text->str, at), (guint) GMP_XML_MAX_CHILDREN);
  assert_refused (text, GMP_ERROR_TOO_LARGE, message);
}

/* Every list at its limit at once, in the game and in its history's start:
 * the counts pass, the schema and the loader answer within the budget. The
 * copies break the rules (a Fort listed twice), which the loader says. */
static void
test_at_every_limit (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *game = finished_game ();
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  gchar **lines = g_strsplit (game, "\n", -1);
  gint64 start;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strstrip (lines[i]);

      g_string_append_printf (text, "%s\n", line);
      if (strcmp (line, "<log>") == 0)
        for (guint n = count_until (game, offset_after (game, "<log>", 1), "<entry ", "</log>");
             n < GMP_SCENARIO_MAX_LOG_ENTRIES; n++)
          g_string_append (text, "<entry turn=\"1\" phase=\"setup\" kind=\"guard-roll\" "
                                 "params=\"4 JAX\" dice=\"1 3\"/>\n");
      else if (strcmp (line, "<units>") == 0)
        for (guint n = 100; n < GMP_SCENARIO_MAX_UNITS; n++)
          g_string_append (text, "<unit type=\"ant\" formation=\"1\" place=\"eliminated\"/>\n");
      else if (strcmp (line, "<forts>") == 0)
        for (guint n = 20; n < GMP_BOARD_MAX_CITIES; n++)
          g_string_append (text, "<fort city=\"CHI\" strength=\"1\"/>\n");
    }
  g_strfreev (lines);

  bytes = g_bytes_new (text->str, text->len);
  start = cpu_time ();
  scenario = gmp_scenario_load_bytes (bytes, NAME, &error);
  assert_within_budget ("loading it", cpu_time () - start);
  g_test_message ("%zu bytes: %s", text->len, error != NULL ? error->message : "loaded");
  g_assert_null (scenario);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "listed twice"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/file-limits/log", test_log);
  g_test_add_func ("/core/file-limits/start-log", test_start_log);
  g_test_add_func ("/core/file-limits/units", test_units);
  g_test_add_func ("/core/file-limits/actions", test_actions);
  g_test_add_func ("/core/file-limits/activated", test_activated);
  g_test_add_func ("/core/file-limits/forts-and-chits", test_forts_and_chits);
  g_test_add_func ("/core/file-limits/activation", test_activation);
  g_test_add_func ("/core/file-limits/tokens", test_tokens);
  g_test_add_func ("/core/file-limits/comments", test_comments);
  g_test_add_func ("/core/file-limits/unknown-children", test_unknown_children);
  g_test_add_func ("/core/file-limits/at-every-limit", test_at_every_limit);

  return g_test_run ();
}
