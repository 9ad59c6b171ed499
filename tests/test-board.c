/* test-board.c: the board file, its loader and the default board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "core/gmp-board.h"
#include "core/gmp-error.h"
#include "core/gmp-xml.h"

#include "test-util.h"

static guint
city (const GmpBoard *board,
      const char     *id)
{
  int index = gmp_board_find_city (board, id);

  g_assert_cmpint (index, !=, GMP_NONE);
  return (guint) index;
}

static const GmpChit *
chit (const GmpBoard *board,
      const char     *id)
{
  int index = gmp_board_find_chit (board, id);

  g_assert_cmpint (index, !=, GMP_NONE);
  return &board->chits[index];
}

static const GmpUnitType *
unit_type (const GmpBoard *board,
           const char     *id)
{
  int index = gmp_board_find_unit_type (board, id);

  g_assert_cmpint (index, !=, GMP_NONE);
  return &board->unit_types[index];
}

static void
assert_dice (const guint8 *dice,
             guint         n_dice,
             const char   *expected)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_dice; i++)
    g_string_append_printf (text, i == 0 ? "%u" : " %u", dice[i]);
  g_assert_cmpstr (text->str, ==, expected);
}

/* The default board against BOARD.md */

static void
test_default_counts (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  const char *fence[] = { "CHI", "STL", "MEM", "JAN", "MSY" };
  const guint danger[] = { 0, 0, 12, 11, 10, 9, 8 };
  guint n_hives = 0, n_keys = 0, n_blank = 0, n_west = 0, n_east = 0;

  g_assert_cmpstr (board->id, ==, "ginormopod-2050");
  g_assert_cmpfloat (board->width, ==, 900);
  g_assert_cmpfloat (board->height, ==, 720);
  g_assert_cmpuint (board->n_cities, ==, 44);
  g_assert_cmpuint (board->n_roads, ==, 79);
  g_assert_cmpuint (board->n_forts, ==, 8);
  g_assert_cmpuint (board->n_chits, ==, 21);
  g_assert_cmpuint (board->n_formations, ==, 9);
  g_assert_cmpuint (board->n_unit_types, ==, 6);

  for (guint i = 0; i < board->n_cities; i++)
    {
      const GmpCity *c = &board->cities[i];

      if (c->hive != GMP_NONE)
        {
          n_hives++;
          g_assert_cmpint (board->formations[c->hive].side, ==, GMP_SIDE_SWARM);
        }
      if (c->key)
        n_keys++;
      if (c->region == GMP_REGION_WEST)
        n_west++;
      if (c->region == GMP_REGION_EAST)
        n_east++;
    }
  g_assert_cmpuint (n_hives, ==, 6);
  g_assert_cmpuint (n_keys, ==, 3);
  g_assert_cmpuint (n_west, ==, 11);
  g_assert_cmpuint (n_east, ==, 28);
  g_assert_true (board->cities[city (board, "NYC")].key);
  g_assert_true (board->cities[city (board, "WAS")].key);
  g_assert_true (board->cities[city (board, "ATL")].key);
  g_assert_cmpint (board->cities[city (board, "OKC")].hive, ==, gmp_board_find_formation (board, "2"));

  /* Fence forts in order (rules note 10) */
  g_assert_cmpuint (board->n_fence, ==, G_N_ELEMENTS (fence));
  for (guint i = 0; i < G_N_ELEMENTS (fence); i++)
    {
      g_assert_cmpuint (board->fence[i], ==, city (board, fence[i]));
      g_assert_cmpint (gmp_board_fence_position (board, city (board, fence[i])), ==, (int) i);
      g_assert_cmpint (board->cities[board->fence[i]].region, ==, GMP_REGION_FENCE);
      g_assert_cmpint (gmp_board_fort_at (board, board->fence[i]), !=, GMP_NONE);
    }
  g_assert_cmpint (gmp_board_fence_position (board, city (board, "ATL")), ==, GMP_NONE);

  /* Forts */
  {
    int nyc = gmp_board_fort_at (board, city (board, "NYC"));
    int jan = gmp_board_fort_at (board, city (board, "JAN"));

    g_assert_cmpint (nyc, !=, GMP_NONE);
    g_assert_cmpuint (board->forts[nyc].strength, ==, 3);
    g_assert_cmpint (board->forts[nyc].formation, ==, gmp_board_find_formation (board, "A"));
    g_assert_cmpuint (board->forts[nyc].city, ==, city (board, "NYC"));
    g_assert_cmpuint (board->forts[jan].strength, ==, 2);
    g_assert_cmpint (board->forts[jan].formation, ==, gmp_board_find_formation (board, "C"));
    g_assert_cmpint (gmp_board_fort_at (board, city (board, "DSM")), ==, GMP_NONE);
  }

  /* Flags */
  g_assert_cmpint (board->cities[city (board, "YYZ")].flag, ==, gmp_board_find_formation (board, "CAN"));
  g_assert_cmpint (board->cities[city (board, "YQB")].flag, ==, gmp_board_find_formation (board, "FRA"));
  g_assert_cmpint (board->cities[city (board, "MIA")].flag, ==, gmp_board_find_formation (board, "LAT"));
  g_assert_cmpint (board->cities[city (board, "BOS")].flag, ==, GMP_NONE);

  /* National Guard table and pool */
  g_assert_cmpint (board->guard_table[2], ==, (int) city (board, "MIA"));
  g_assert_cmpint (board->guard_table[7], ==, (int) city (board, "BNA"));
  g_assert_cmpint (board->guard_table[12], ==, (int) city (board, "DTW"));
  g_assert_cmpuint (board->n_guard_pool, ==, 16);
  for (guint i = 0; i < board->n_guard_pool; i++)
    {
      if (board->guard_pool[i] == 0)
        n_blank++;
      else
        g_assert_true (board->guard_pool[i] >= 4 && board->guard_pool[i] <= 6);
    }
  g_assert_cmpuint (n_blank, ==, 4);
  g_assert_cmpstr (board->unit_types[board->guard_type].id, ==, "guard");

  /* Danger Track (rules note 21) */
  g_assert_cmpuint (board->n_danger, ==, G_N_ELEMENTS (danger));
  for (guint i = 0; i < G_N_ELEMENTS (danger); i++)
    g_assert_cmpuint (board->danger[i], ==, danger[i]);

  /* Rule numbers */
  g_assert_cmpuint (board->rules.stacking_limit, ==, 6);
  g_assert_cmpuint (board->rules.turns, ==, 10);
  g_assert_cmpuint (board->rules.ends_per_turn, ==, 3);
  g_assert_cmpuint (board->rules.time_track_delay, ==, 2);
  g_assert_cmpuint (board->rules.time_track_last_turn, ==, 9);
  g_assert_cmpuint (board->rules.overrun_attackers, ==, 5);
  g_assert_cmpuint (board->rules.overrun_defenders, ==, 1);
  g_assert_cmpuint (board->rules.fort_hit, ==, 5);
  g_assert_cmpuint (board->rules.guard_rolls, ==, 12);
  g_assert_cmpuint (board->rules.guard_max_per_city, ==, 2);
  g_assert_cmpuint (board->rules.danger_dice, ==, 2);
  g_assert_cmpuint (board->rules.victory_key_cities, ==, 2);
}

static void
test_default_units (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  const GmpUnitType *ant = unit_type (board, "ant");
  const GmpUnitType *spider = unit_type (board, "spider");
  const GmpUnitType *worm = unit_type (board, "worm");
  const GmpUnitType *infantry = unit_type (board, "infantry");
  const GmpUnitType *tank = unit_type (board, "tank");
  const GmpUnitType *guard = unit_type (board, "guard");
  guint garrison[3] = { 0, 0, 0 };
  guint placed = 0, reserve = 0;

  /* Counter labels come from the board's <short>, not from C. */
  g_assert_cmpstr (ant->short_name, ==, "Ant");
  g_assert_cmpstr (spider->short_name, ==, "Spi");
  g_assert_cmpstr (worm->short_name, ==, "Worm");
  g_assert_cmpstr (infantry->short_name, ==, "Inf");
  g_assert_cmpstr (tank->short_name, ==, "Tank");
  g_assert_cmpstr (guard->short_name, ==, "NG");

  g_assert_cmpint (ant->side, ==, GMP_SIDE_SWARM);
  g_assert_cmpuint (ant->mp, ==, 3);
  assert_dice (ant->fresh_dice, ant->n_fresh_dice, "5");
  assert_dice (ant->reduced_dice, ant->n_reduced_dice, "6");
  g_assert_cmpuint (spider->mp, ==, 2);
  assert_dice (spider->fresh_dice, spider->n_fresh_dice, "4 5");
  assert_dice (spider->reduced_dice, spider->n_reduced_dice, "5");
  g_assert_cmpuint (worm->mp, ==, 1);
  assert_dice (worm->fresh_dice, worm->n_fresh_dice, "3 4 5");
  assert_dice (worm->reduced_dice, worm->n_reduced_dice, "4 5");
  g_assert_cmpint (infantry->side, ==, GMP_SIDE_HUMANS);
  g_assert_cmpuint (infantry->mp, ==, 2);
  assert_dice (infantry->fresh_dice, infantry->n_fresh_dice, "5");
  g_assert_cmpuint (tank->mp, ==, 3);
  g_assert_true (tank->paired_dice);
  assert_dice (tank->fresh_dice, tank->n_fresh_dice, "4 4");
  assert_dice (tank->reduced_dice, tank->n_reduced_dice, "5");
  g_assert_false (infantry->paired_dice);
  g_assert_true (guard->guard);
  g_assert_false (guard->has_reduced);
  g_assert_cmpint (guard->side, ==, GMP_SIDE_HUMANS);
  g_assert_false (tank->guard);
  g_assert_true (tank->has_reduced);

  /* Hive garrison: 2 Ants, 1 Spider, 1 Worm */
  for (guint i = 0; i < board->n_hive_garrison; i++)
    {
      const char *id = board->unit_types[board->hive_garrison[i].type].id;

      if (g_str_equal (id, "ant"))
        garrison[0] += board->hive_garrison[i].count;
      else if (g_str_equal (id, "spider"))
        garrison[1] += board->hive_garrison[i].count;
      else if (g_str_equal (id, "worm"))
        garrison[2] += board->hive_garrison[i].count;
      else
        g_assert_not_reached ();
    }
  g_assert_cmpuint (garrison[0], ==, 2);
  g_assert_cmpuint (garrison[1], ==, 1);
  g_assert_cmpuint (garrison[2], ==, 1);

  /* Starting Human units and the Allied reserve */
  for (guint i = 0; i < board->n_setup_units; i++)
    {
      const GmpSetupUnit *unit = &board->setup_units[i];

      if (unit->city == GMP_NONE)
        {
          reserve += unit->count;
          g_assert_true (board->formations[unit->formation].allied);
        }
      else
        {
          placed += unit->count;
          g_assert_false (board->formations[unit->formation].allied);
        }
    }
  g_assert_cmpuint (placed, ==, 20);
  g_assert_cmpuint (reserve, ==, 9);
}

static void
test_default_roads (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  guint n_ends = 0;

  for (guint i = 0; i < board->n_roads; i++)
    {
      const GmpRoad *road = &board->roads[i];
      const GmpCity *a = &board->cities[road->a];
      const GmpCity *b = &board->cities[road->b];
      gboolean a_sees_b = FALSE, b_sees_a = FALSE;

      g_assert_cmpuint (road->a, <, road->b);
      for (guint k = 0; k < a->n_neighbours; k++)
        a_sees_b |= a->neighbours[k] == road->b;
      for (guint k = 0; k < b->n_neighbours; k++)
        b_sees_a |= b->neighbours[k] == road->a;
      g_assert_true (a_sees_b);
      g_assert_true (b_sees_a);
      g_assert_true (gmp_board_adjacent (board, road->a, road->b));
      g_assert_true (gmp_board_adjacent (board, road->b, road->a));
    }

  for (guint c = 0; c < board->n_cities; c++)
    {
      const GmpCity *cc = &board->cities[c];

      g_assert_cmpuint (cc->n_neighbours, >, 0);
      g_assert_false (gmp_board_adjacent (board, c, c));
      for (guint k = 1; k < cc->n_neighbours; k++)
        g_assert_cmpuint (cc->neighbours[k - 1], <, cc->neighbours[k]);
      n_ends += cc->n_neighbours;
    }
  g_assert_cmpuint (n_ends, ==, 2 * board->n_roads);

  /* BOARD.md: no road joins a west city straight to an east city */
  for (guint i = 0; i < board->n_roads; i++)
    {
      GmpRegion a = board->cities[board->roads[i].a].region;
      GmpRegion b = board->cities[board->roads[i].b].region;

      g_assert_false ((a == GMP_REGION_WEST && b == GMP_REGION_EAST)
                      || (a == GMP_REGION_EAST && b == GMP_REGION_WEST));
    }

  g_assert_true (gmp_board_adjacent (board, city (board, "CHI"), city (board, "STL")));
  g_assert_true (gmp_board_adjacent (board, city (board, "MIA"), city (board, "TPA")));
  g_assert_false (gmp_board_adjacent (board, city (board, "MIA"), city (board, "NYC")));
  g_assert_false (gmp_board_adjacent (board, 0, board->n_cities));
}

static void
test_default_chits (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  const char *cup[] = { "swarm-1", "swarm-2", "swarm-3", "wasp", "roly-poly",
                        "human-a", "human-b", "human-c", "drone", "laser-tower",
                        "end-1", "end-2", "end-3" };
  const GmpChit *c;
  guint n_cup = 0;

  /* Rules note 1: thirteen chits in the cup */
  for (guint i = 0; i < board->n_chits; i++)
    if (board->chits[i].start == GMP_CHIT_START_CUP)
      n_cup++;
  g_assert_cmpuint (n_cup, ==, G_N_ELEMENTS (cup));
  for (guint i = 0; i < G_N_ELEMENTS (cup); i++)
    g_assert_cmpint (chit (board, cup[i])->start, ==, GMP_CHIT_START_CUP);

  c = chit (board, "swarm-2");
  g_assert_cmpint (c->kind, ==, GMP_CHIT_ACTIVATION);
  g_assert_cmpint (c->owner, ==, GMP_SIDE_SWARM);
  g_assert_cmpint (c->formation, ==, gmp_board_find_formation (board, "2"));

  c = chit (board, "end-3");
  g_assert_cmpint (c->kind, ==, GMP_CHIT_END);

  c = chit (board, "wasp");
  g_assert_cmpint (c->kind, ==, GMP_CHIT_FX);
  g_assert_cmpuint (c->n_effects, ==, 2);
  g_assert_cmpint (c->effects[0].kind, ==, GMP_FX_EXTRA_DICE);
  g_assert_cmpint (c->effects[0].count, ==, 1);
  g_assert_cmpint (c->effects[0].value, ==, 4);
  g_assert_cmpint (c->effects[1].kind, ==, GMP_FX_BARRAGE_RETURN_FIRE);

  c = chit (board, "drone");
  g_assert_cmpint (c->owner, ==, GMP_SIDE_HUMANS);
  g_assert_cmpint (c->effects[0].kind, ==, GMP_FX_HIT_MODIFIER);
  g_assert_cmpint (c->effects[0].count, ==, 1);
  g_assert_cmpint (c->effects[0].value, ==, 2);

  c = chit (board, "laser-tower");
  g_assert_true (c->fort_only);
  g_assert_cmpint (c->effects[0].kind, ==, GMP_FX_FORT_EXTRA_DICE);
  g_assert_cmpint (c->effects[0].count, ==, 2);

  /* Rules notes 2 and 21 */
  c = chit (board, "tectonic");
  g_assert_cmpint (c->start, ==, GMP_CHIT_START_TIME_TRACK);
  g_assert_cmpuint (c->start_turn, ==, 2);
  g_assert_true (c->danger);
  g_assert_cmpint (c->effects[0].kind, ==, GMP_FX_FORT_DAMAGE);
  c = chit (board, "nuclear");
  g_assert_cmpuint (c->start_turn, ==, 2);
  g_assert_true (c->danger);
  g_assert_cmpint (c->effects[0].kind, ==, GMP_FX_ELIMINATE_CITY);
  g_assert_false (chit (board, "wasp")->danger);

  /* Rule note 23 */
  c = chit (board, "french");
  g_assert_cmpint (c->kind, ==, GMP_CHIT_ACTIVATION);
  g_assert_cmpint (c->start, ==, GMP_CHIT_START_TIME_TRACK);
  g_assert_cmpuint (c->start_turn, ==, 6);
  g_assert_cmpint (c->formation, ==, gmp_board_find_formation (board, "FRA"));
  c = chit (board, "latin-fx");
  g_assert_cmpint (c->kind, ==, GMP_CHIT_FX);
  g_assert_cmpint (c->start, ==, GMP_CHIT_START_WITH_ALLY);
  g_assert_cmpint (c->formation, ==, gmp_board_find_formation (board, "LAT"));
  g_assert_cmpint (c->effects[0].kind, ==, GMP_FX_CANCEL_HITS);
  g_assert_cmpint (chit (board, "canadian-fx")->effects[0].kind, ==, GMP_FX_REROLL_MISSES);
  g_assert_cmpint (chit (board, "french-fx")->effects[0].kind, ==, GMP_FX_EXTRA_MP);
  g_assert_cmpint (chit (board, "roly-poly")->effects[0].kind, ==, GMP_FX_CANCEL_HITS);
}

/* BOARD.md's R / P marks */
static void
test_default_sources (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  int can = gmp_board_find_formation (board, "CAN");
  int one = gmp_board_find_formation (board, "1");

  g_assert_cmpint (board->rules_source, ==, GMP_SOURCE_RULES);
  g_assert_cmpint (board->fence_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->guard_table_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->guard_pool_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->danger_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->formations[can].source, ==, GMP_SOURCE_RULES);
  g_assert_cmpint (board->formations[one].source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->cities[city (board, "MSP")].source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->roads[0].source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (unit_type (board, "guard")->source, ==, GMP_SOURCE_RULES);
  g_assert_cmpint (chit (board, "swarm-1")->source, ==, GMP_SOURCE_RULES);
  g_assert_cmpint (chit (board, "tectonic")->source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (chit (board, "end-1")->source, ==, GMP_SOURCE_RECONSTRUCTED);

  /* Movement points R, dice P; the Tank rule R but its numbers P. */
  for (guint i = 0; i < board->n_unit_types; i++)
    {
      const GmpUnitType *type = &board->unit_types[i];

      g_assert_cmpint (type->source, ==, GMP_SOURCE_RULES);
      if (type->guard)
        continue;
      g_assert_cmpint (type->fresh_source, ==, GMP_SOURCE_RECONSTRUCTED);
      g_assert_cmpint (type->reduced_source, ==, GMP_SOURCE_RECONSTRUCTED);
    }

  /* Every rule number is R. */
  for (guint i = 0; i < GMP_N_RULES; i++)
    g_assert_cmpint (board->rules_sources[i], ==, GMP_SOURCE_RULES);

  /* The map is P; key cities R; hives and flags P (the rules name neither). */
  g_assert_cmpint (board->map_source, ==, GMP_SOURCE_RECONSTRUCTED);
  for (guint i = 0; i < board->n_cities; i++)
    {
      const GmpCity *c = &board->cities[i];

      if (c->key)
        g_assert_cmpint (c->key_source, ==, GMP_SOURCE_RULES);
      if (c->hive != GMP_NONE)
        g_assert_cmpint (c->hive_source, ==, GMP_SOURCE_RECONSTRUCTED);
      if (c->flag != GMP_NONE)
        g_assert_cmpint (c->flag_source, ==, GMP_SOURCE_RECONSTRUCTED);
    }
  g_assert_true (board->cities[city (board, "ATL")].key);
  g_assert_cmpint (board->cities[city (board, "YUL")].flag, !=, GMP_NONE);

  /* FX effects are P, except the Wasp's return fire in a Barrage (rules note 18). */
  for (guint i = 0; i < board->n_chits; i++)
    for (guint e = 0; e < board->chits[i].n_effects; e++)
      {
        const GmpFxEffect *effect = &board->chits[i].effects[e];

        if (effect->kind == GMP_FX_BARRAGE_RETURN_FIRE)
          g_assert_cmpstr (board->chits[i].id, ==, "wasp");
        g_assert_cmpint (effect->source, ==,
                         effect->kind == GMP_FX_BARRAGE_RETURN_FIRE
                         ? GMP_SOURCE_RULES : GMP_SOURCE_RECONSTRUCTED);
      }
  g_assert_cmpint (chit (board, "wasp")->effects[1].source, ==, GMP_SOURCE_RULES);

  /* Setup: the hive garrison R, the Human placement and reserve P. */
  g_assert_cmpint (board->hive_garrison_source, ==, GMP_SOURCE_RULES);
  g_assert_cmpint (board->placement_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->reserve_source, ==, GMP_SOURCE_RECONSTRUCTED);

  g_assert_cmpstr (gmp_source_to_string (GMP_SOURCE_RULES), ==, "rules");
  g_assert_cmpstr (gmp_source_to_string (GMP_SOURCE_RECONSTRUCTED), ==, "reconstructed");
  g_assert_cmpstr (gmp_side_to_string (GMP_SIDE_SWARM), ==, "swarm");
  g_assert_cmpstr (gmp_side_to_string (GMP_SIDE_HUMANS), ==, "humans");
  g_assert_cmpstr (gmp_side_get_name (GMP_SIDE_SWARM), ==, "Swarm");
  g_assert_cmpstr (gmp_side_get_name (GMP_SIDE_HUMANS), ==, "Humans");
}

static void
test_find (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();

  g_assert_cmpint (gmp_board_find_city (board, "nyc"), ==, GMP_NONE);
  g_assert_cmpint (gmp_board_find_city (board, NULL), ==, GMP_NONE);
  g_assert_cmpint (gmp_board_find_formation (board, "D"), ==, GMP_NONE);
  g_assert_cmpint (gmp_board_find_unit_type (board, "beetle"), ==, GMP_NONE);
  g_assert_cmpint (gmp_board_find_chit (board, "end-4"), ==, GMP_NONE);
  g_assert_cmpstr (board->cities[city (board, "SDF")].name, ==, "Louisville");
  g_assert_cmpint (gmp_board_fort_at (board, board->n_cities), ==, GMP_NONE);

  /* Shared by reference */
  g_assert_true (gmp_board_ref (board) == board);
  gmp_board_unref (board);
  g_assert_cmpstr (board->id, ==, GMP_DEFAULT_BOARD_ID);
}

/* Names in the user's language */
static void
test_localized_names (void)
{
  g_autoptr(GmpBoard) english = NULL;
  g_autoptr(GmpBoard) portuguese = NULL;

  g_setenv ("LANG", "C.UTF-8", TRUE);
  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");
  english = test_default_board ();

  g_setenv ("LANGUAGE", "pt_BR", TRUE);
  setlocale (LC_ALL, "");
  portuguese = test_default_board ();

  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, "");

  g_assert_cmpstr (english->cities[city (english, "NYC")].name, ==, "New York City");
  g_assert_cmpstr (english->cities[city (english, "MSY")].name, ==, "New Orleans");
  g_assert_cmpstr (english->cities[city (english, "WAS")].name, ==, "Washington DC");
  g_assert_cmpstr (english->chits[gmp_board_find_chit (english, "roly-poly")].name, ==,
                   "Roly Poly");

  g_assert_cmpstr (portuguese->cities[city (portuguese, "NYC")].name, ==, "Nova York");
  g_assert_cmpstr (portuguese->cities[city (portuguese, "MSY")].name, ==, "Nova Orleans");
  g_assert_cmpstr (portuguese->cities[city (portuguese, "WAS")].name, ==, "Washington D.C.");
  g_assert_cmpstr (portuguese->cities[city (portuguese, "PHL")].name, ==, "Filadélfia");
  /* No translation: the untagged name */
  g_assert_cmpstr (portuguese->cities[city (portuguese, "CHI")].name, ==, "Chicago");
  g_assert_cmpstr (portuguese->chits[gmp_board_find_chit (portuguese, "roly-poly")].name, ==,
                   "Pill bug");
  /* The Portuguese rules keep the Allied nations' names in English. */
  g_assert_cmpstr (portuguese->formations[gmp_board_find_formation (portuguese, "LAT")].name, ==,
                   "Latin Coalition");
  g_assert_cmpstr (portuguese->formations[gmp_board_find_formation (portuguese, "1")].name, ==,
                   "Enxame 1");
}

/* Looking boards up */

static char *
default_board_text (void)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data (RESOURCE_PREFIX "/data/boards/ginormopod-2050.xml",
                                                     G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  gsize length;
  const char *data;

  g_assert_nonnull (bytes);
  data = g_bytes_get_data (bytes, &length);
  return g_strndup (data, length);
}

static char *
replace_once (const char *text,
              const char *old,
              const char *new)
{
  const char *at = strstr (text, old);

  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, new, at + strlen (old));
}

static void
write_file (const char *dir,
            const char *name,
            const char *text)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
}

static void
test_lookup_path (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-board-XXXXXX", &error);
  g_autofree char *base = default_board_text ();
  g_autofree char *renamed = replace_once (base, "id=\"ginormopod-2050\"", "id=\"house-rules\"");
  g_autofree char *edited = replace_once (renamed, "<name>Boston</name>", "<name>Beantown</name>");
  g_autofree char *title = replace_once (base, "<title>Ginormopod 2050 A.D.</title>",
                                         "<title>Corrected</title>");
  g_autofree char *search = NULL;
  g_autofree char *expected_path = NULL;
  GmpBoard *board;

  g_assert_no_error (error);
  write_file (dir, "house-rules.xml", edited);
  write_file (dir, "wrong-id.xml", edited);
  search = g_strjoin (G_SEARCHPATH_SEPARATOR_S, "/nonexistent/gmp", dir, NULL);
  g_setenv ("GINORMOPOD_BOARD_PATH", search, TRUE);

  board = gmp_board_lookup ("house-rules", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (board->id, ==, "house-rules");
  g_assert_cmpstr (board->cities[city (board, "BOS")].name, ==, "Beantown");
  expected_path = g_build_filename (dir, "house-rules.xml", NULL);
  g_assert_cmpstr (board->path, ==, expected_path);
  gmp_board_unref (board);

  /* A file named for one id but declaring another */
  board = gmp_board_lookup ("wrong-id", &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "house-rules"));
  g_clear_error (&error);

  /* A copy in the path replaces the built-in board */
  write_file (dir, "ginormopod-2050.xml", title);
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (board->title, ==, "Corrected");
  gmp_board_unref (board);

  /* ...and a broken copy is reported, not silently skipped */
  write_file (dir, "ginormopod-2050.xml", "<board>");
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_PARSE);
  g_clear_error (&error);

  g_unsetenv ("GINORMOPOD_BOARD_PATH");
  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (board->title, ==, "Ginormopod 2050 A.D.");
  gmp_board_unref (board);

  {
    const char *names[] = { "house-rules.xml", "wrong-id.xml", "ginormopod-2050.xml" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *path = g_build_filename (dir, names[i], NULL);

        g_unlink (path);
      }
  }
  g_rmdir (dir);
}

static void
test_lookup_bad_ids (void)
{
  const char *bad[] = { "../ginormopod-2050", "boards/ginormopod-2050", "..", "",
                        "Ginormopod-2050", "ginormopod.2050", "a b" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      GmpBoard *board = gmp_board_lookup (bad[i], &error);

      g_assert_null (board);
      g_assert_error (error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD);
    }

  {
    g_autoptr(GError) error = NULL;
    GmpBoard *board = gmp_board_lookup ("no-such-board", &error);

    g_assert_null (board);
    g_assert_error (error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD);
    g_assert_nonnull (strstr (error->message, "no-such-board"));
  }
}

/* Integrity errors on small hand-written boards */

static const char minimal_board[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<board id=\"tiny\" format=\"1\">\n"
  "  <title>Tiny</title>\n"
  "  <map width=\"100\" height=\"100\" source=\"reconstructed\"/>\n"
  "  <rules source=\"rules\">\n"
  "    <stacking-limit value=\"6\"/>\n"
  "    <turns value=\"10\"/>\n"
  "    <ends-per-turn value=\"1\"/>\n"
  "    <time-track-delay value=\"2\"/>\n"
  "    <time-track-last-turn value=\"9\"/>\n"
  "    <overrun-attackers value=\"5\"/>\n"
  "    <overrun-defenders value=\"1\"/>\n"
  "    <fort-hit value=\"5\"/>\n"
  "    <guard-rolls value=\"2\"/>\n"
  "    <guard-max-per-city value=\"2\"/>\n"
  "    <danger-dice value=\"2\"/>\n"
  "    <victory-key-cities value=\"1\"/>\n"
  "  </rules>\n"
  "  <formations>\n"
  "    <formation id=\"1\" side=\"swarm\" source=\"rules\"><name>One</name></formation>\n"
  "    <formation id=\"A\" side=\"humans\" source=\"rules\"><name>A</name></formation>\n"
  "  </formations>\n"
  "  <unit-types>\n"
  "    <unit-type id=\"ant\" side=\"swarm\" mp=\"3\" source=\"rules\"><name>Ant</name>\n"
  "      <fresh dice=\"5\"/>\n"
  "    </unit-type>\n"
  "    <unit-type id=\"infantry\" side=\"humans\" mp=\"2\" source=\"rules\"><name>Inf</name>\n"
  "      <fresh dice=\"5\"/><reduced dice=\"6\"/>\n"
  "    </unit-type>\n"
  "    <unit-type id=\"guard\" side=\"humans\" mp=\"0\" guard=\"true\" source=\"rules\">\n"
  "      <name>Guard</name>\n"
  "    </unit-type>\n"
  "  </unit-types>\n"
  "  <cities>\n"
  "    <city id=\"W\" x=\"10\" y=\"10\" region=\"west\" source=\"rules\"><name>W</name>\n"
  "      <hive formation=\"1\"/>\n"
  "    </city>\n"
  "    <city id=\"F\" x=\"50\" y=\"10\" region=\"fence\" source=\"rules\"><name>F</name>\n"
  "      <fort formation=\"A\" strength=\"1\" source=\"rules\"/>\n"
  "    </city>\n"
  "    <city id=\"E\" x=\"90\" y=\"10\" region=\"east\" source=\"rules\"><name>E</name>\n"
  "      <key-city/>\n"
  "    </city>\n"
  "  </cities>\n"
  "  <roads>\n"
  "    <road between=\"W F\" source=\"rules\"/>\n"
  "    <road between=\"F E\" source=\"rules\"/>\n"
  "  </roads>\n"
  "  <fence source=\"rules\">\n"
  "    <fence-city city=\"F\"/>\n"
  "  </fence>\n"
  "  <national-guard unit-type=\"guard\">\n"
  "    <table source=\"rules\">\n"
  "      <roll sum=\"2\" city=\"E\"/><roll sum=\"3\" city=\"E\"/><roll sum=\"4\" city=\"E\"/>\n"
  "      <roll sum=\"5\" city=\"E\"/><roll sum=\"6\" city=\"E\"/><roll sum=\"7\" city=\"E\"/>\n"
  "      <roll sum=\"8\" city=\"E\"/><roll sum=\"9\" city=\"E\"/><roll sum=\"10\" city=\"E\"/>\n"
  "      <roll sum=\"11\" city=\"E\"/>\n"
  "      <roll sum=\"12\" city=\"E\"/>\n"
  "    </table>\n"
  "    <pool source=\"rules\">\n"
  "      <counters die=\"blank\" count=\"2\"/>\n"
  "    </pool>\n"
  "  </national-guard>\n"
  "  <danger-track source=\"rules\">\n"
  "    <space/>\n"
  "    <space lose-on=\"12\"/>\n"
  "  </danger-track>\n"
  "  <chits>\n"
  "    <chit id=\"s1\" kind=\"activation\" owner=\"swarm\" formation=\"1\" start=\"cup\" source=\"rules\">\n"
  "      <name>S1</name>\n"
  "    </chit>\n"
  "    <chit id=\"ha\" kind=\"activation\" owner=\"humans\" formation=\"A\" start=\"cup\" source=\"rules\">\n"
  "      <name>HA</name>\n"
  "    </chit>\n"
  "    <chit id=\"fx\" kind=\"fx\" owner=\"humans\" start=\"time-track\" turn=\"2\" source=\"rules\">\n"
  "      <name>FX</name>\n"
  "      <effect kind=\"extra-dice\" count=\"1\" value=\"4\" source=\"rules\"/>\n"
  "    </chit>\n"
  "    <chit id=\"end\" kind=\"end\" start=\"cup\" source=\"rules\"><name>End</name></chit>\n"
  "  </chits>\n"
  "  <setup>\n"
  "    <hive-garrison source=\"rules\">\n"
  "      <units type=\"ant\" count=\"2\"/>\n"
  "    </hive-garrison>\n"
  "    <placement source=\"rules\">\n"
  "      <units city=\"F\" formation=\"A\" type=\"infantry\" count=\"1\"/>\n"
  "    </placement>\n"
  "    <reserve source=\"rules\"/>\n"
  "  </setup>\n"
  "</board>\n";

static int
line_of (const char *text,
         const char *fragment)
{
  const char *at = strstr (text, fragment);
  int line = 1;

  g_assert_nonnull (at);
  for (const char *p = text; p < at; p++)
    if (*p == '\n')
      line++;
  return line;
}

static GmpBoard *
load_text (const char  *text,
           GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, strlen (text));

  return gmp_board_load_bytes (bytes, "tiny.xml", error);
}

static void
test_minimal_board (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = load_text (minimal_board, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (board->n_cities, ==, 3);
  g_assert_cmpuint (board->n_roads, ==, 2);
  g_assert_true (gmp_board_adjacent (board, 0, 1));
  g_assert_false (gmp_board_adjacent (board, 0, 2));
  g_assert_cmpstr (board->path, ==, "tiny.xml");
  /* Without <short>, a counter shows the type's name. */
  for (guint i = 0; i < board->n_unit_types; i++)
    g_assert_cmpstr (board->unit_types[i].short_name, ==, board->unit_types[i].name);
}

/* An optional mark left out counts as reconstructed (docs/board-format.md);
 * one that is there is read. */
static void
test_minimal_sources (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *marked = replace_once (minimal_board, "<fort-hit value=\"5\"/>",
                                          "<fort-hit value=\"5\" source=\"rules\"/>");
  g_autoptr(GmpBoard) board = load_text (minimal_board, &error);
  g_autoptr(GmpBoard) marked_board = NULL;
  int ant = gmp_board_find_unit_type (board, "ant");

  g_assert_no_error (error);
  g_assert_cmpint (board->rules_source, ==, GMP_SOURCE_RULES);
  for (guint i = 0; i < GMP_N_RULES; i++)
    g_assert_cmpint (board->rules_sources[i], ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->unit_types[ant].source, ==, GMP_SOURCE_RULES);
  g_assert_cmpint (board->unit_types[ant].fresh_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->cities[0].hive_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->cities[2].key_source, ==, GMP_SOURCE_RECONSTRUCTED);
  g_assert_cmpint (board->map_source, ==, GMP_SOURCE_RECONSTRUCTED);

  marked_board = load_text (marked, &error);
  g_assert_no_error (error);
  g_assert_cmpint (marked_board->rules_sources[GMP_RULE_FORT_HIT], ==, GMP_SOURCE_RULES);
  g_assert_cmpint (marked_board->rules_sources[GMP_RULE_TURNS], ==, GMP_SOURCE_RECONSTRUCTED);
}

typedef struct {
  const char *name;
  const char *old;        /* a fragment of minimal_board */
  const char *new;        /* what replaces it */
  GmpError    code;
  const char *message;    /* a part of the message */
  const char *at;         /* where the error is, if not where `old` was */
} BadBoard;

static const BadBoard bad_boards[] = {
  { "duplicate-city", "<city id=\"E\"", "<city id=\"W\"",
    GMP_ERROR_INVALID, "“W”", NULL },
  { "duplicate-formation", "<formation id=\"A\"", "<formation id=\"1\"",
    GMP_ERROR_INVALID, "“1”", NULL },
  { "road-unknown-city", "<road between=\"F E\"", "<road between=\"F X\"",
    GMP_ERROR_INVALID, "“X”", NULL },
  { "road-to-itself", "<road between=\"F E\"", "<road between=\"F F\"",
    GMP_ERROR_INVALID, "“F”", NULL },
  { "road-twice", "<road between=\"F E\"", "<road between=\"F W\"",
    GMP_ERROR_INVALID, "“F”", NULL },
  { "fort-unknown-formation", "<fort formation=\"A\"", "<fort formation=\"Q\"",
    GMP_ERROR_INVALID, "“Q”", NULL },
  { "fort-swarm-formation", "<fort formation=\"A\"", "<fort formation=\"1\"",
    GMP_ERROR_INVALID, "Human", NULL },
  { "hive-human-formation", "<hive formation=\"1\"", "<hive formation=\"A\"",
    GMP_ERROR_INVALID, "Swarm", NULL },
  { "guard-roll-13", "<roll sum=\"12\" city=\"E\"/>", "<roll sum=\"13\" city=\"E\"/>",
    GMP_ERROR_INVALID, "13", NULL },
  { "guard-roll-1", "<roll sum=\"12\" city=\"E\"/>", "<roll sum=\"1\" city=\"E\"/>",
    GMP_ERROR_INVALID, "1", NULL },
  { "guard-roll-twice", "<roll sum=\"12\" city=\"E\"/>", "<roll sum=\"11\" city=\"W\"/>",
    GMP_ERROR_INVALID, "11", NULL },
  { "guard-roll-unknown-city", "<roll sum=\"12\" city=\"E\"/>", "<roll sum=\"12\" city=\"Z\"/>",
    GMP_ERROR_INVALID, "“Z”", NULL },
  { "guard-pool-too-small", "<counters die=\"blank\" count=\"2\"/>",
    "<counters die=\"blank\" count=\"1\"/>", GMP_ERROR_INVALID, "1", "<pool" },
  { "guard-die-7", "<counters die=\"blank\"", "<counters die=\"7\"",
    GMP_ERROR_INVALID, "7", NULL },
  { "fence-without-fort", "<fence-city city=\"F\"/>", "<fence-city city=\"E\"/>",
    GMP_ERROR_INVALID, "“E”", NULL },
  { "fence-region-missing", "<fence-city city=\"F\"/>", "",
    GMP_ERROR_INVALID, "“F”", "<city id=\"F\"" },
  { "dice-7", "<fresh dice=\"5\"/>\n", "<fresh dice=\"5 7\"/>\n",
    GMP_ERROR_INVALID, "5 7", NULL },
  { "dice-1", "<fresh dice=\"5\"/>\n", "<fresh dice=\"1\"/>\n",
    GMP_ERROR_INVALID, "1", NULL },
  { "reduced-dice-0", "<reduced dice=\"6\"/>", "<reduced dice=\"0\"/>",
    GMP_ERROR_INVALID, "0", NULL },
  { "chit-unknown-formation", "formation=\"A\" start=\"cup\"", "formation=\"Z\" start=\"cup\"",
    GMP_ERROR_INVALID, "“Z”", NULL },
  { "chit-turn-after-end", "turn=\"2\"", "turn=\"11\"",
    GMP_ERROR_INVALID, "10", NULL },
  { "activation-without-formation", "owner=\"swarm\" formation=\"1\" start=\"cup\"",
    "owner=\"swarm\" start=\"cup\"", GMP_ERROR_INVALID, "Formation", NULL },
  { "fx-value-8", "value=\"4\"", "value=\"8\"",
    GMP_ERROR_INVALID, "extra-dice", NULL },
  { "too-few-end-chits", "<ends-per-turn value=\"1\"/>", "<ends-per-turn value=\"2\"/>",
    GMP_ERROR_INVALID, "2", "<chits>" },
  { "too-few-key-cities", "<key-city/>", "",
    GMP_ERROR_INVALID, "1", "<victory-key-cities" },
  { "over-stacked", "type=\"infantry\" count=\"1\"", "type=\"infantry\" count=\"6\"",
    GMP_ERROR_INVALID, "“F”", "<placement" },
  { "setup-unknown-city", "<units city=\"F\"", "<units city=\"Q\"",
    GMP_ERROR_INVALID, "“Q”", NULL },
  { "setup-wrong-side", "formation=\"A\" type=\"infantry\"", "formation=\"A\" type=\"ant\"",
    GMP_ERROR_INVALID, "“ant”", NULL },
  { "city-off-map", "x=\"90\"", "x=\"190\"",
    GMP_ERROR_INVALID, "“E”", NULL },
  { "untagged-name-missing", "<name>Ant</name>", "<name xml:lang=\"pt_BR\">Formiga</name>",
    GMP_ERROR_INVALID, "name", NULL },
  { "untagged-short-missing", "<name>Ant</name>",
    "<name>Ant</name><short xml:lang=\"pt_BR\">Fo</short>", GMP_ERROR_INVALID, "short", NULL },
  { "schema-short-too-long", "<name>Ant</name>", "<name>Ant</name><short>Antelope</short>",
    GMP_ERROR_SCHEMA, "", NULL },
  { "schema-missing-attribute", "<city id=\"E\" x=\"90\"", "<city id=\"E\"",
    GMP_ERROR_SCHEMA, "", NULL },
  { "schema-unknown-element", "<key-city/>", "<capital/>",
    GMP_ERROR_SCHEMA, "", NULL },
  { "malformed", "</cities>", "</citiez>",
    GMP_ERROR_PARSE, "", NULL },
};

static void
test_bad_board (gconstpointer data)
{
  const BadBoard *bad = data;
  g_autofree char *text = replace_once (minimal_board, bad->old, bad->new);
  g_autofree char *where = NULL;
  g_autoptr(GError) error = NULL;
  GmpBoard *board;
  int line;

  board = load_text (text, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, (gint) bad->code);

  /* The replacement starts where the fragment it replaced started. */
  line = bad->at != NULL ? line_of (text, bad->at) : line_of (minimal_board, bad->old);
  where = g_strdup_printf ("tiny.xml:%d: ", line);
  if (!g_str_has_prefix (error->message, where) || strstr (error->message, bad->message) == NULL)
    {
      g_test_message ("%s: expected “%s…%s”, got “%s”",
                      bad->name, where, bad->message, error->message);
      g_test_fail ();
    }
  g_test_message ("%s", error->message);
}

/* Reading files */

static void
test_file_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("gmp-board-XXXXXX", &error);
  g_autofree char *big = g_build_filename (dir, "big.xml", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.xml", NULL);
  g_autofree char *below_file = g_build_filename (big, "child.xml", NULL);
  g_autofree char *bomb = g_build_filename (dir, "bomb.xml", NULL);
  GmpBoard *board;
  FILE *file;

  g_assert_no_error (error);

  /* Several hundred MiB, sparse: refused by its size before any reading */
  file = fopen (big, "w");
  g_assert_nonnull (file);
  g_assert_cmpint (ftruncate (fileno (file), (off_t) 512 * 1024 * 1024), ==, 0);
  fclose (file);
  board = gmp_board_load_file (big, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE);
  g_assert_nonnull (strstr (error->message, "big.xml"));
  g_clear_error (&error);

  board = gmp_board_load_file (missing, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "missing.xml"));
  g_clear_error (&error);

  board = gmp_board_load_file (dir, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_clear_error (&error);

  board = gmp_board_load_file (below_file, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_IO);
  g_clear_error (&error);

  write_file (dir, "bomb.xml",
              "<?xml version=\"1.0\"?>\n"
              "<!DOCTYPE b [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;\">]>\n"
              "<board>&b;</board>\n");
  board = gmp_board_load_file (bomb, &error);
  g_assert_null (board);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_PARSE);
  g_clear_error (&error);

  g_unlink (big);
  g_unlink (bomb);
  g_rmdir (dir);
}

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/board/default/counts", test_default_counts);
  g_test_add_func ("/board/default/units", test_default_units);
  g_test_add_func ("/board/default/roads", test_default_roads);
  g_test_add_func ("/board/default/chits", test_default_chits);
  g_test_add_func ("/board/default/sources", test_default_sources);
  g_test_add_func ("/board/find", test_find);
  g_test_add_func ("/board/i18n/pt-BR", test_localized_names);
  g_test_add_func ("/board/lookup/path", test_lookup_path);
  g_test_add_func ("/board/lookup/bad-ids", test_lookup_bad_ids);
  g_test_add_func ("/board/load/minimal", test_minimal_board);
  g_test_add_func ("/board/load/minimal-sources", test_minimal_sources);
  g_test_add_func ("/board/load/file-errors", test_file_errors);
  for (guint i = 0; i < G_N_ELEMENTS (bad_boards); i++)
    {
      g_autofree char *path = g_strdup_printf ("/board/invalid/%s", bad_boards[i].name);

      g_test_add_data_func (path, &bad_boards[i], test_bad_board);
    }

  return g_test_run ();
}
