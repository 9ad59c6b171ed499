/* test-board-info.c: the board's values listed for people, with their marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include "core/gmp-board.h"
#include "core/gmp-board-info.h"

#include "test-util.h"

static const GmpBoardInfoEntry *
find_entry (GPtrArray  *entries,
            const char *name)
{
  for (guint i = 0; i < entries->len; i++)
    {
      const GmpBoardInfoEntry *entry = g_ptr_array_index (entries, i);

      if (g_strcmp0 (entry->name, name) == 0)
        return entry;
    }
  g_error ("No entry “%s”", name);
}

static guint
count_entries (GPtrArray            *entries,
               GmpBoardInfoCategory  category,
               int                   source)   /* -1: any */
{
  guint n = 0;

  for (guint i = 0; i < entries->len; i++)
    {
      const GmpBoardInfoEntry *entry = g_ptr_array_index (entries, i);

      if (entry->category == category && (source < 0 || (int) entry->source == source))
        n++;
    }
  return n;
}

static void
test_categories (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GPtrArray) entries = gmp_board_info_list (board);
  g_autoptr(GHashTable) names = g_hash_table_new (g_str_hash, g_str_equal);
  GmpBoardInfoCategory last = GMP_BOARD_INFO_MAP;

  for (guint i = 0; i < entries->len; i++)
    {
      const GmpBoardInfoEntry *entry = g_ptr_array_index (entries, i);

      if (g_test_verbose ())
        g_test_message ("%s | %s | %s | %s", gmp_board_info_category_get_name (entry->category),
                        entry->name, entry->value, gmp_source_get_label (entry->source));
      /* Grouped: the window makes one group per run of a category. */
      g_assert_cmpint (entry->category, >=, last);
      g_assert_cmpint (entry->category, <, GMP_N_BOARD_INFO_CATEGORIES);
      last = entry->category;
      g_assert_nonnull (entry->name);
      g_assert_cmpstr (entry->name, !=, "");
      g_assert_nonnull (entry->value);
      g_assert_cmpstr (entry->value, !=, "");
      g_assert_true (entry->source == GMP_SOURCE_RULES
                     || entry->source == GMP_SOURCE_RECONSTRUCTED);
    }

  for (int c = 0; c < GMP_N_BOARD_INFO_CATEGORIES; c++)
    {
      const char *name = gmp_board_info_category_get_name (c);

      g_assert_cmpuint (count_entries (entries, c, -1), >, 0);
      g_assert_nonnull (name);
      g_assert_false (g_hash_table_contains (names, name));
      g_hash_table_add (names, (gpointer) name);
    }

  g_assert_cmpstr (gmp_source_get_label (GMP_SOURCE_RULES), ==, "From the rules");
  g_assert_cmpstr (gmp_source_get_label (GMP_SOURCE_RECONSTRUCTED), ==, "Reconstructed");
}

/* The marks follow the board, item by item (BOARD.md). */
static void
test_counts (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GPtrArray) entries = gmp_board_info_list (board);
  guint n_effects = 0, n_rules_effects = 0, n_rules_chits = 0;
  guint n_rules = 0, n_reconstructed = 0;

  for (guint i = 0; i < board->n_chits; i++)
    {
      n_effects += board->chits[i].n_effects;
      n_rules_chits += board->chits[i].source == GMP_SOURCE_RULES;
      for (guint e = 0; e < board->chits[i].n_effects; e++)
        n_rules_effects += board->chits[i].effects[e].source == GMP_SOURCE_RULES;
    }

  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_CHITS, -1), ==,
                    board->n_chits + n_effects);
  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_CHITS, GMP_SOURCE_RULES), ==,
                    n_rules_chits + n_rules_effects);
  /* Only the Wasp's return fire is an FX effect from the rules. */
  g_assert_cmpuint (n_rules_effects, ==, 1);

  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_FORTS, GMP_SOURCE_RECONSTRUCTED), ==,
                    board->n_forts);
  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_RULES, GMP_SOURCE_RULES), ==,
                    GMP_N_RULES);
  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_RULES, -1), ==, GMP_N_RULES);
  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_DANGER, GMP_SOURCE_RECONSTRUCTED), ==,
                    board->n_danger);
  /* 11 table rolls and the pool. */
  g_assert_cmpuint (count_entries (entries, GMP_BOARD_INFO_GUARD, GMP_SOURCE_RECONSTRUCTED), ==,
                    12);

  for (int c = 0; c < GMP_N_BOARD_INFO_CATEGORIES; c++)
    {
      n_rules += count_entries (entries, c, GMP_SOURCE_RULES);
      n_reconstructed += count_entries (entries, c, GMP_SOURCE_RECONSTRUCTED);
    }
  g_assert_cmpuint (n_rules + n_reconstructed, ==, entries->len);
  /* Much of the board is reconstructed, but far from all of it. */
  g_assert_cmpuint (n_rules, >=, 30);
  g_assert_cmpuint (n_reconstructed, >=, 40);
}

static void
test_values (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GPtrArray) entries = gmp_board_info_list (board);
  const GmpBoardInfoEntry *entry;
  gboolean return_fire = FALSE, extra_die = FALSE;

  entry = find_entry (entries, "Spider: movement");
  g_assert_cmpint (entry->category, ==, GMP_BOARD_INFO_COUNTERS);
  g_assert_cmpstr (entry->value, ==, "2 MP");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RULES);

  entry = find_entry (entries, "Spider: dice");
  g_assert_cmpstr (entry->value, ==, "Fresh 4+ 5+ · Reduced 5+");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RECONSTRUCTED);

  entry = find_entry (entries, "Tank: dice");
  g_assert_nonnull (strstr (entry->value, "Fresh 4+ 4+, paired"));
  g_assert_nonnull (strstr (entry->value, "Reduced 5+"));

  entry = find_entry (entries, "Fort dice");
  g_assert_cmpint (entry->category, ==, GMP_BOARD_INFO_RULES);
  g_assert_cmpstr (entry->value, ==, "One die per strength point, hitting on 5+");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RULES);

  entry = find_entry (entries, "Key cities");
  g_assert_cmpstr (entry->value, ==, "Atlanta, New York City, Washington DC");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RULES);

  entry = find_entry (entries, "Fusion Fence");
  g_assert_cmpstr (entry->value, ==, "Chicago – St. Louis – Memphis – Jackson – New Orleans");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RECONSTRUCTED);

  entry = find_entry (entries, "Map sheet");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RECONSTRUCTED);

  entry = find_entry (entries, "Chicago");
  g_assert_cmpint (entry->category, ==, GMP_BOARD_INFO_FORTS);
  g_assert_cmpstr (entry->value, ==, "Human A, strength 2");

  entry = find_entry (entries, "Roll 7");
  g_assert_cmpstr (entry->value, ==, "Nashville");

  entry = find_entry (entries, "Space 6");
  g_assert_cmpstr (entry->value, ==, "Lose on a roll of 8 or more with 2 dice");

  entry = find_entry (entries, "Each hive");
  g_assert_cmpstr (entry->value, ==, "2 Ant, 1 Spider, 1 Worm of the hive’s Formation");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RULES);

  entry = find_entry (entries, "Set aside: French");
  g_assert_cmpstr (entry->value, ==, "2 Infantry, 1 Tank");
  g_assert_cmpint (entry->source, ==, GMP_SOURCE_RECONSTRUCTED);

  entry = find_entry (entries, "Nuclear");
  g_assert_nonnull (strstr (entry->value, "enters the cup on turn 2"));
  g_assert_nonnull (strstr (entry->value, "Danger"));

  for (guint i = 0; i < entries->len; i++)
    {
      entry = g_ptr_array_index (entries, i);
      if (g_strcmp0 (entry->name, "Wasp: effect") != 0)
        continue;
      if (g_str_has_prefix (entry->value, "The Swarm fires back"))
        {
          return_fire = TRUE;
          g_assert_cmpint (entry->source, ==, GMP_SOURCE_RULES);
        }
      else
        {
          extra_die = TRUE;
          g_assert_cmpstr (entry->value, ==, "In one Combat, roll 1 extra die hitting on 4+");
          g_assert_cmpint (entry->source, ==, GMP_SOURCE_RECONSTRUCTED);
        }
    }
  g_assert_true (return_fire && extra_die);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/board-info/categories", test_categories);
  g_test_add_func ("/board-info/counts", test_counts);
  g_test_add_func ("/board-info/values", test_values);

  return g_test_run ();
}
