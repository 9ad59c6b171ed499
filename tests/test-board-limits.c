/* test-board-limits.c: a board at every size limit loads in under a second
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 11: no input may cost time quadratic in its size. The test builds
 * one board at every limit of gmp-board.h at once (cities, roads,
 * formations, unit types, chits, Danger spaces, Guard counters, setup
 * units, Fort strength, stacking, MP, map size), padded to the largest file
 * gmp-xml.h reads, and loads it and starts a game on it within a CPU time
 * budget; one more of anything is refused, quickly. The attribute limit is
 * tested on gmp_xml_check_attributes() itself.
 */

#include "config.h"

#include <string.h>
#include <time.h>

#include "core/gmp-core.h"
#include "core/gmp-xml.h"

/* Generous for a machine shared with other builds: today's figures are in
 * docs/reliability.md. */
#define BUDGET_USEC G_USEC_PER_SEC
#if defined(__SANITIZE_ADDRESS__)
#define BUDGET_FACTOR 10
#else
#define BUDGET_FACTOR 1
#endif

/* Cities, roads and ids the tiny board has already */
#define TINY_CITIES 3
#define TINY_ROADS 2
#define TINY_FORMATIONS 2
#define TINY_UNIT_TYPES 3
#define TINY_CHITS 4
#define TINY_DANGER_SPACES 2
/* 2 ants in its one hive, 1 infantry, 2 Guards */
#define TINY_SETUP_UNITS 5
/* Each city c<i> has roads to the next ROADS_PER_CITY cities */
#define ROADS_PER_CITY 4

static gint64
cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

/* Timing means nothing under valgrind: there it is reported, not checked. */
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

static char *
read_tiny_board (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "fuzz", "corpus", "board",
                                                 "tiny.xml", NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

/* Puts @insert before the first @anchor of @text. */
static void
insert_before (GString    *text,
               const char *anchor,
               const char *insert)
{
  const char *at = strstr (text->str, anchor);

  g_assert_nonnull (at);
  g_string_insert (text, at - text->str, insert);
}

static void
replace (GString    *text,
         const char *old,
         const char *new)
{
  g_assert_cmpuint (g_string_replace (text, old, new, 1), ==, 1);
}

static void
add_cities_and_roads (GString *text,
                      guint    n_cities,
                      guint    n_roads)
{
  g_autoptr(GString) cities = g_string_new (NULL);
  g_autoptr(GString) roads = g_string_new (NULL);
  guint n = n_cities - TINY_CITIES;
  guint added = 0;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (cities,
                            "<city id=\"c%u\" x=\"%u\" y=\"%u\" region=\"east\" source=\"rules\">"
                            "<name>C%u</name></city>\n",
                            i, i % 1000 * 100, i / 1000 * 100, i);
  /* Distinct pairs: i with i+1 … i+4, around the ring */
  for (guint i = 0; i < n && added < n_roads - TINY_ROADS; i++)
    for (guint d = 1; d <= ROADS_PER_CITY && added < n_roads - TINY_ROADS; d++, added++)
      g_string_append_printf (roads, "<road between=\"c%u c%u\" source=\"rules\"/>\n",
                              i, (i + d) % n);
  for (guint i = 0; added < n_roads - TINY_ROADS; i++, added++)
    g_string_append_printf (roads, "<road between=\"W c%u\" source=\"rules\"/>\n", i);

  insert_before (text, "  </cities>", cities->str);
  insert_before (text, "  </roads>", roads->str);
}

static void
add_ids (GString *text,
         guint    n_formations,
         guint    n_unit_types,
         guint    n_chits)
{
  g_autoptr(GString) formations = g_string_new (NULL);
  g_autoptr(GString) types = g_string_new (NULL);
  g_autoptr(GString) chits = g_string_new (NULL);

  for (guint i = TINY_FORMATIONS; i < n_formations; i++)
    g_string_append_printf (formations, "<formation id=\"f%u\" side=\"swarm\" source=\"rules\">"
                            "<name>F</name></formation>\n", i);
  for (guint i = TINY_UNIT_TYPES; i < n_unit_types; i++)
    g_string_append_printf (types, "<unit-type id=\"t%u\" side=\"humans\" mp=\"%d\" "
                            "source=\"rules\"><name>T</name>"
                            "<fresh dice=\"2 2 2 2 2 2 2 2\"/></unit-type>\n",
                            i, GMP_BOARD_MAX_MP);
  for (guint i = TINY_CHITS; i < n_chits; i++)
    g_string_append_printf (chits, "<chit id=\"x%u\" kind=\"end\" start=\"cup\" "
                            "source=\"rules\"><name>X</name></chit>\n", i);

  insert_before (text, "  </formations>", formations->str);
  insert_before (text, "  </unit-types>", types->str);
  insert_before (text, "  </chits>", chits->str);
}

static void
add_tracks_and_setup (GString *text,
                      guint    n_danger,
                      guint    n_pool,
                      guint    n_setup_units)
{
  g_autoptr(GString) spaces = g_string_new (NULL);
  g_autofree char *pool = g_strdup_printf ("<counters die=\"blank\" count=\"%u\"/>", n_pool);
  g_autofree char *reserve = g_strdup_printf ("<reserve source=\"rules\"><units formation=\"A\" "
                                              "type=\"infantry\" count=\"%u\"/></reserve>",
                                              n_setup_units - TINY_SETUP_UNITS);

  for (guint i = TINY_DANGER_SPACES; i < n_danger; i++)
    g_string_append (spaces, "<space/>\n");
  insert_before (text, "  </danger-track>", spaces->str);
  replace (text, "<counters die=\"blank\" count=\"2\"/>", pool);
  replace (text, "<reserve source=\"rules\"/>", reserve);
}

/* Pads the board with a description up to @size bytes exactly. */
static void
pad_to (GString *text,
        gsize    size)
{
  const char *open = "<description>";
  const char *close = "</description>";
  g_autofree char *filler = NULL;
  g_autofree char *description = NULL;

  g_assert_cmpuint (text->len + strlen (open) + strlen (close), <=, size);
  filler = g_strnfill (size - text->len - strlen (open) - strlen (close), 'x');
  description = g_strconcat (open, filler, close, NULL);
  insert_before (text, "  <map ", description);
  g_assert_cmpuint (text->len, ==, size);
}

/* One board at every limit; @over names the one that goes one past it. */
typedef enum {
  OVER_NOTHING,
  OVER_CITIES,
  OVER_ROADS,
  OVER_UNIT_TYPES,
  OVER_CHITS,
  OVER_POOL,
  OVER_SIZE,
} Over;

static GString *
build_board (Over over)
{
  g_autofree char *tiny = read_tiny_board ();
  GString *text = g_string_new (tiny);
  g_autofree char *map = g_strdup_printf ("<map width=\"%d\" height=\"%d\"",
                                          GMP_BOARD_MAX_MAP_SIZE, GMP_BOARD_MAX_MAP_SIZE);
  g_autofree char *stacking = g_strdup_printf ("<stacking-limit value=\"%d\"/>",
                                               GMP_BOARD_MAX_STACKING);
  g_autofree char *fort = g_strdup_printf ("strength=\"%d\"", GMP_BOARD_MAX_FORT_STRENGTH);

  replace (text, "<map width=\"100\" height=\"100\"", map);
  replace (text, "<stacking-limit value=\"6\"/>", stacking);
  replace (text, "strength=\"1\"", fort);
  add_cities_and_roads (text, GMP_BOARD_MAX_CITIES + (over == OVER_CITIES),
                        GMP_BOARD_MAX_ROADS + (over == OVER_ROADS));
  add_ids (text, GMP_BOARD_MAX_FORMATIONS, GMP_BOARD_MAX_ITEMS + (over == OVER_UNIT_TYPES),
           GMP_BOARD_MAX_ITEMS + (over == OVER_CHITS));
  add_tracks_and_setup (text, GMP_BOARD_MAX_DANGER_SPACES,
                        GMP_BOARD_MAX_GUARD_POOL + (over == OVER_POOL),
                        GMP_BOARD_MAX_SETUP_UNITS);
  pad_to (text, GMP_XML_MAX_SIZE + (over == OVER_SIZE));
  return text;
}

static GmpBoard *
load (GString  *text,
      gint64   *usec,
      GError  **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text->str, text->len);
  gint64 start = cpu_time ();
  GmpBoard *board = gmp_board_load_bytes (bytes, "limits.xml", error);

  *usec = cpu_time () - start;
  return board;
}

static void
test_at_every_limit (void)
{
  g_autoptr(GString) text = build_board (OVER_NOTHING);
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GError) error = NULL;
  gint64 usec, start;

  board = load (text, &usec, &error);
  g_assert_no_error (error);
  assert_within_budget ("loading a board at every limit", usec);

  g_assert_cmpuint (board->n_cities, ==, GMP_BOARD_MAX_CITIES);
  g_assert_cmpuint (board->n_roads, ==, GMP_BOARD_MAX_ROADS);
  g_assert_cmpuint (board->n_formations, ==, GMP_BOARD_MAX_FORMATIONS);
  g_assert_cmpuint (board->n_unit_types, ==, GMP_BOARD_MAX_ITEMS);
  g_assert_cmpuint (board->n_chits, ==, GMP_BOARD_MAX_ITEMS);
  g_assert_cmpuint (board->n_danger, ==, GMP_BOARD_MAX_DANGER_SPACES);
  g_assert_cmpuint (board->n_guard_pool, ==, GMP_BOARD_MAX_GUARD_POOL);
  /* The lookups stay right on a large board */
  g_assert_cmpint (gmp_board_find_city (board, "c4996"), ==, GMP_BOARD_MAX_CITIES - 1);
  g_assert_cmpint (gmp_board_find_unit_type (board, "t999"), ==, GMP_BOARD_MAX_ITEMS - 1);
  g_assert_true (gmp_board_adjacent (board, (guint) gmp_board_find_city (board, "c0"),
                                     (guint) gmp_board_find_city (board, "c4")));
  g_assert_false (gmp_board_adjacent (board, (guint) gmp_board_find_city (board, "c0"),
                                      (guint) gmp_board_find_city (board, "c5")));

  /* What loads, plays: a game starts on it, with every unit of the setup */
  start = cpu_time ();
  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  assert_within_budget ("starting a game on it", cpu_time () - start);
  g_assert_cmpuint (state->units->len, ==, GMP_BOARD_MAX_SETUP_UNITS);
}

static void
assert_over (Over        over,
             GmpError    code,
             const char *message)
{
  g_autoptr(GString) text = build_board (over);
  g_autoptr(GError) error = NULL;
  GmpBoard *board;
  gint64 usec;

  board = load (text, &usec, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, (gint) code);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "limits.xml"));
  g_assert_nonnull (strstr (error->message, message));
  assert_within_budget ("refusing it", usec);
}

static void
test_over_cities (void)
{
  assert_over (OVER_CITIES, GMP_ERROR_TOO_LARGE, "a board may have at most 5000");
}

static void
test_over_roads (void)
{
  assert_over (OVER_ROADS, GMP_ERROR_TOO_LARGE, "a board may have at most 20000");
}

static void
test_over_unit_types (void)
{
  assert_over (OVER_UNIT_TYPES, GMP_ERROR_TOO_LARGE, "1001 <unit-type> elements");
}

static void
test_over_chits (void)
{
  assert_over (OVER_CHITS, GMP_ERROR_TOO_LARGE, "1001 <chit> elements");
}

static void
test_over_pool (void)
{
  assert_over (OVER_POOL, GMP_ERROR_INVALID, "from 0 to 1000");
}

static void
test_over_size (void)
{
  assert_over (OVER_SIZE, GMP_ERROR_TOO_LARGE, "too large");
}

/* Attributes */

static gboolean
check_attributes (const char  *text,
                  GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return gmp_xml_check_attributes (bytes, "attributes.xml", error);
}

static char *
element_with_attributes (guint n)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<board\n  ");

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, " a%u=\"x\"", i);
  g_string_append (text, "/>\n");
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
test_attributes_limit (void)
{
  g_autofree char *at_limit = element_with_attributes (GMP_XML_MAX_ATTRIBUTES);
  g_autofree char *over = element_with_attributes (GMP_XML_MAX_ATTRIBUTES + 1);
  g_autoptr(GError) error = NULL;

  g_assert_true (check_attributes (at_limit, &error));
  g_assert_no_error (error);

  g_assert_false (check_attributes (over, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE);
  /* The line where the element starts */
  g_assert_cmpstr (error->message, ==, "attributes.xml:2: An element has more than 64 attributes");
}

/* What is not an attribute is not counted: '=' in quoted values, comments,
 * CDATA, processing instructions and end tags; nor '>' inside a value. */
static void
test_attributes_not_counted (void)
{
  g_autoptr(GString) text = g_string_new ("<?xml version=\"1.0\"?>\n<board a='=>=' b=\"'=\">\n");
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 100; i++)
    g_string_append (text, "<!-- x=1 --><![CDATA[ y=2 ]]><?pi z=3?>");
  g_string_append (text, "text = more</board>\n");
  g_assert_true (check_attributes (text->str, &error));
  g_assert_no_error (error);
}

/* Issue 11: 100,000 attributes in 1 MiB took two minutes in libxml2 */
static void
test_attributes_quadratic (void)
{
  g_autofree char *text = element_with_attributes (100000);
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));
  g_autoptr(GError) error = NULL;
  gint64 start = cpu_time ();
  xmlDoc *doc = gmp_xml_parse (bytes, "attributes.xml", "board.rng", &error);

  g_assert_null (doc);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE);
  assert_within_budget ("refusing 100,000 attributes", cpu_time () - start);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/board-limits/at-every-limit", test_at_every_limit);
  g_test_add_func ("/core/board-limits/over/cities", test_over_cities);
  g_test_add_func ("/core/board-limits/over/roads", test_over_roads);
  g_test_add_func ("/core/board-limits/over/unit-types", test_over_unit_types);
  g_test_add_func ("/core/board-limits/over/chits", test_over_chits);
  g_test_add_func ("/core/board-limits/over/guard-pool", test_over_pool);
  g_test_add_func ("/core/board-limits/over/size", test_over_size);
  g_test_add_func ("/core/board-limits/attributes/limit", test_attributes_limit);
  g_test_add_func ("/core/board-limits/attributes/not-counted", test_attributes_not_counted);
  g_test_add_func ("/core/board-limits/attributes/quadratic", test_attributes_quadratic);

  return g_test_run ();
}
