/* gmp-board-load-map.c: a board's map: cities, roads, the Fusion Fence (Rules note 10), key cities
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <stdlib.h>

#include "gmp-i18n.h"

#include "gmp-board-loader.h"

static gboolean
load_city_features (GmpBoardLoader  *loader,
                    xmlNode         *node,
                    GmpCity         *city,
                    guint            index,
                    GError         **error)
{
  GmpBoard *board = loader->board;
  xmlNode *hive = first_element (node, "hive");
  xmlNode *fort = first_element (node, "fort");
  xmlNode *flag = first_element (node, "flag");

  city->hive = city->fort = city->flag = GMP_NONE;
  city->key = first_element (node, "key-city") != NULL;
  city->hive_source = _gmp_board_get_source (hive);
  city->flag_source = _gmp_board_get_source (flag);
  city->key_source = _gmp_board_get_source (first_element (node, "key-city"));

  if (hive != NULL)
    {
      if (!lookup_formation (loader, hive, "formation", &city->hive, error))
        return FALSE;
      if (board->formations[city->hive].side != GMP_SIDE_SWARM)
        return _gmp_board_fail (loader, hive, error, _("A hive needs a Swarm Formation"));
    }

  if (fort != NULL)
    {
      GmpFort *f = &board->forts[board->n_forts];
      int formation;

      if (!lookup_formation (loader, fort, "formation", &formation, error))
        return FALSE;
      if (board->formations[formation].side != GMP_SIDE_HUMANS)
        return _gmp_board_fail (loader, fort, error, _("A Fort needs a Human Formation"));
      /* Rules note 17: one die per strength point, in a combat that must fit */
      if (!_gmp_board_require_uint (loader, fort, "strength", 1, GMP_BOARD_MAX_FORT_STRENGTH,
                                    &f->strength, error))
        return FALSE;
      f->city = index;
      f->formation = formation;
      f->source = _gmp_board_get_source (fort);
      city->fort = (int) board->n_forts++;
    }

  if (flag != NULL)
    {
      if (!lookup_formation (loader, flag, "formation", &city->flag, error))
        return FALSE;
      if (!board->formations[city->flag].allied)
        return _gmp_board_fail (loader, flag, error, _("A flag needs an Allied Formation"));
    }

  return TRUE;
}

gboolean
_gmp_board_load_cities (GmpBoardLoader  *loader,
                        xmlNode         *node,
                        GError         **error)
{
  GmpBoard *board = loader->board;
  /* Said only in a message, looked up once rather than for each city */
  const char *what = _("city");
  guint n;

  if (!_gmp_board_count_at_most (loader, node, "city", GMP_BOARD_MAX_CITIES, &n, error))
    return FALSE;
  board->cities = g_new0 (GmpCity, MAX (n, 1));
  board->forts = g_new0 (GmpFort, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "city")
    {
      GmpCity *city = &board->cities[board->n_cities];
      g_autofree char *region = gmp_xml_get_string (child, "region");

      if (!_gmp_board_claim_id (loader, child, board->city_ids, what,
                                &city->id, &board->n_cities, error))
        return FALSE;

      if (!gmp_xml_get_double (child, "x", &city->x)
          || !gmp_xml_get_double (child, "y", &city->y))
        return _gmp_board_fail (loader, child, error, _("The city “%s” needs numbers in x and y"),
                                city->id);
      if (city->x < 0 || city->y < 0 || city->x > board->width || city->y > board->height)
        return _gmp_board_fail (loader, child, error,
                                _("The city “%s” is off the map (%g × %g)"),
                                city->id, board->width, board->height);

      if (g_strcmp0 (region, "west") == 0)
        city->region = GMP_REGION_WEST;
      else if (g_strcmp0 (region, "fence") == 0)
        city->region = GMP_REGION_FENCE;
      else
        city->region = GMP_REGION_EAST;

      city->source = _gmp_board_get_source (child);
      if (!_gmp_board_get_name (loader, child, "name", &city->name, error))
        return FALSE;
      city->names = gmp_xml_get_all (child, "name");
      if (!load_city_features (loader, child, city, board->n_cities - 1, error))
        return FALSE;
    }

  return TRUE;
}

/* A road by its two ends (a < b), for the table of roads already read. */
static guint
road_hash (gconstpointer key)
{
  static gsize salt = 0;
  const GmpRoad *road = key;
  guint64 v = ((guint64) road->a << 32) | road->b;

  /* A salt per process: a file cannot choose roads that all collide. */
  if (g_once_init_enter (&salt))
    g_once_init_leave (&salt, (gsize) g_random_int () | 1);
  v ^= salt;
  /* A mix of all 64 bits: boards of numbered cities give very regular pairs. */
  v ^= v >> 33;
  v *= G_GUINT64_CONSTANT (0xff51afd7ed558ccd);
  v ^= v >> 33;
  v *= G_GUINT64_CONSTANT (0xc4ceb9fe1a85ec53);
  v ^= v >> 33;
  return (guint) v;
}

static gboolean
road_equal (gconstpointer a,
            gconstpointer b)
{
  const GmpRoad *x = a, *y = b;

  return x->a == y->a && x->b == y->b;
}

static int
compare_cities (const void *a,
                const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

/* Each city's neighbours from the roads, ascending (gmp-board.h), in time and
 * memory linear in the roads. */
static void
link_neighbours (GmpBoard *board)
{
  for (guint r = 0; r < board->n_roads; r++)
    {
      board->cities[board->roads[r].a].n_neighbours++;
      board->cities[board->roads[r].b].n_neighbours++;
    }
  for (guint c = 0; c < board->n_cities; c++)
    {
      board->cities[c].neighbours = g_new0 (guint, MAX (board->cities[c].n_neighbours, 1));
      board->cities[c].n_neighbours = 0;
    }
  for (guint r = 0; r < board->n_roads; r++)
    {
      GmpCity *a = &board->cities[board->roads[r].a];
      GmpCity *b = &board->cities[board->roads[r].b];

      a->neighbours[a->n_neighbours++] = board->roads[r].b;
      b->neighbours[b->n_neighbours++] = board->roads[r].a;
    }
  for (guint c = 0; c < board->n_cities; c++)
    qsort (board->cities[c].neighbours, board->cities[c].n_neighbours, sizeof (guint),
           compare_cities);
}

/* The first two words of text, which is cut at white space in place; how
 * many there are, at most two (a board has thousands of roads: no array
 * of words for each) */
static guint
first_two_words (char        *text,
                 const char  *words[2])
{
  static const char space[] = " \t\r\n";
  guint k = 0;

  while (k < 2)
    {
      text += strspn (text, space);
      if (*text == '\0')
        break;
      words[k++] = text;
      text += strcspn (text, space);
      if (*text == '\0')
        break;
      *text++ = '\0';
    }
  return k;
}

gboolean
_gmp_board_load_roads (GmpBoardLoader  *loader,
                       xmlNode         *node,
                       GError         **error)
{
  GmpBoard *board = loader->board;
  g_autoptr(GHashTable) listed = g_hash_table_new (road_hash, road_equal);
  guint n;

  if (!_gmp_board_count_at_most (loader, node, "road", GMP_BOARD_MAX_ROADS, &n, error))
    return FALSE;
  board->roads = g_new0 (GmpRoad, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "road")
    {
      g_autofree char *between = gmp_xml_get_string (child, "between");
      const char *names[2] = { NULL, NULL };
      int ends[2];
      guint k = between != NULL ? first_two_words (between, names) : 0;
      GmpRoad *road = &board->roads[board->n_roads];

      if (k != 2)
        return _gmp_board_fail (loader, child, error, _("A road joins exactly two cities"));

      for (k = 0; k < 2; k++)
        {
          ends[k] = gmp_board_find_city (board, names[k]);
          if (ends[k] == GMP_NONE)
            return _gmp_board_fail (loader, child, error,
                                    _("The road names a city “%s” that does not exist"),
                                    names[k]);
        }
      if (ends[0] == ends[1])
        return _gmp_board_fail (loader, child, error, _("The road joins “%s” to itself"), names[0]);

      road->a = (guint) MIN (ends[0], ends[1]);
      road->b = (guint) MAX (ends[0], ends[1]);
      road->source = _gmp_board_get_source (child);
      /* The key is the road itself: the array does not move while loading. */
      if (!g_hash_table_add (listed, road))
        return _gmp_board_fail (loader, child, error,
                                _("The road between “%s” and “%s” is listed twice"),
                                names[0], names[1]);
      board->n_roads++;
    }

  link_neighbours (board);
  return TRUE;
}

/* Rules note 10 */
gboolean
_gmp_board_load_fence (GmpBoardLoader  *loader,
                       xmlNode         *node,
                       GError         **error)
{
  GmpBoard *board = loader->board;

  board->fence_source = _gmp_board_get_source (node);
  board->fence = g_new0 (guint, MAX (count_elements (node, "fence-city"), 1));
  board->fence_positions = g_new (int, MAX (board->n_cities, 1));
  for (guint c = 0; c < board->n_cities; c++)
    board->fence_positions[c] = GMP_NONE;

  FOR_EACH_ELEMENT (child, node, "fence-city")
    {
      int city;

      if (!lookup_city (loader, child, "city", &city, error))
        return FALSE;
      if (board->cities[city].fort == GMP_NONE)
        return _gmp_board_fail (loader, child, error, _("The fence city “%s” has no Fort"),
                                board->cities[city].id);
      if (board->cities[city].region != GMP_REGION_FENCE)
        return _gmp_board_fail (loader, child, error,
                                _("The fence city “%s” is not in the fence region"),
                                board->cities[city].id);
      if (gmp_board_fence_position (board, (guint) city) != GMP_NONE)
        return _gmp_board_fail (loader, child, error, _("The fence city “%s” is listed twice"),
                                board->cities[city].id);
      board->fence_positions[city] = (int) board->n_fence;
      board->fence[board->n_fence++] = (guint) city;
    }

  return TRUE;
}

gboolean
_gmp_board_check_fence_region (GmpBoardLoader  *loader,
                               xmlNode         *cities,
                               GError         **error)
{
  GmpBoard *board = loader->board;
  guint i = 0;

  FOR_EACH_ELEMENT (child, cities, "city")
    {
      if (board->cities[i].region == GMP_REGION_FENCE
          && gmp_board_fence_position (board, i) == GMP_NONE)
        return _gmp_board_fail (loader, child, error,
                                _("The city “%s” is in the fence region but not in <fence>"),
                                board->cities[i].id);
      i++;
    }
  return TRUE;
}

gboolean
_gmp_board_check_key_cities (GmpBoardLoader  *loader,
                             xmlNode         *root,
                             GError         **error)
{
  GmpBoard *board = loader->board;
  guint n_key = 0;

  for (guint i = 0; i < board->n_cities; i++)
    if (board->cities[i].key)
      n_key++;

  /* Rules note 22 */
  if (n_key < board->rules.victory_key_cities)
    return _gmp_board_fail (loader,
                            first_element (first_element (root, "rules"), "victory-key-cities"),
                            error, _("<victory-key-cities> is %u, but only %u cities have "
                                     "<key-city>"),
                            board->rules.victory_key_cities, n_key);
  return TRUE;
}
