/* gmp-board-load.c: a board XML file into a GmpBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp_xml_parse() has already checked the shape against board.rng; this file
 * checks what a schema cannot: unique ids, references that name something,
 * numbers that make sense, and builds the road graph. Every error names the
 * file and the line.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-board.h"
#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-xml.h"

/* What loads, plays: a board within the limits always fits a combat. */
G_STATIC_ASSERT (GMP_BOARD_MAX_STACKING <= GMP_COMBAT_MAX_UNITS);
G_STATIC_ASSERT (GMP_BOARD_MAX_FORT_STRENGTH + GMP_MAX_DICE <= GMP_COMBAT_MAX_DICE);
G_STATIC_ASSERT (GMP_BOARD_MAX_FORMATIONS <= sizeof (((GmpState *) NULL)->activated) * 8);

typedef struct {
  GmpBoard   *board;
  const char *name;       /* the file, for messages */
} Loader;

static gboolean fail (Loader      *loader,
                      xmlNode     *node,
                      GError     **error,
                      const char  *format,
                      ...) G_GNUC_PRINTF (4, 5);

/* Always returns FALSE, for "return fail (…);". */
static gboolean
fail (Loader      *loader,
      xmlNode     *node,
      GError     **error,
      const char  *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;
  long line = node != NULL ? xmlGetLineNo (node) : -1;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, "%s:%ld: %s", loader->name, line, message);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, "%s: %s", loader->name, message);
  return FALSE;
}

static xmlNode *
next_element (xmlNode    *node,
              const char *name)
{
  for (; node != NULL; node = node->next)
    if (gmp_xml_is_element (node, name))
      return node;
  return NULL;
}

static xmlNode *
first_element (xmlNode    *parent,
               const char *name)
{
  return parent != NULL ? next_element (parent->children, name) : NULL;
}

#define FOR_EACH_ELEMENT(child, parent, name) \
  for (xmlNode *child = first_element ((parent), (name)); \
       child != NULL; \
       child = next_element (child->next, (name)))

static guint
count_elements (xmlNode    *parent,
                const char *name)
{
  guint n = 0;

  FOR_EACH_ELEMENT (child, parent, name)
    n++;
  return n;
}

/* Counts the <name> children of @parent into *@n, refusing more than @max
 * (docs/board-format.md, “Limits”). */
static gboolean
count_at_most (Loader      *loader,
               xmlNode     *parent,
               const char  *name,
               guint        max,
               guint       *n,
               GError     **error)
{
  *n = count_elements (parent, name);
  if (*n > max)
    return fail (loader, parent, error,
                 _("<%s> holds %u <%s> elements; a board may have at most %u"),
                 (const char *) parent->name, *n, name, max);
  return TRUE;
}

/* An optional mark that is left out counts as reconstructed
 * (docs/board-format.md): a board never claims the rules by accident. */
static GmpSource
get_source (xmlNode *node)
{
  g_autofree char *text = node != NULL ? gmp_xml_get_string (node, "source") : NULL;

  return g_strcmp0 (text, "rules") == 0 ? GMP_SOURCE_RULES : GMP_SOURCE_RECONSTRUCTED;
}

static GmpSide
get_side (xmlNode    *node,
          const char *attribute)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);

  return g_strcmp0 (text, "swarm") == 0 ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
}

static gboolean
get_boolean (xmlNode    *node,
             const char *attribute)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);

  return g_strcmp0 (text, "true") == 0;
}

/* Every whole number of a board has a range (docs/board-format.md), checked
 * as it is read: nothing a file says can make a sum or a product wrap. */
static gboolean
require_uint (Loader      *loader,
              xmlNode     *node,
              const char  *attribute,
              guint        min,
              guint        max,
              guint       *value,
              GError     **error)
{
  guint number;

  if (!gmp_xml_get_uint (node, attribute, &number) || number < min || number > max)
    return fail (loader, node, error,
                 _("<%s> needs a whole number from %u to %u in its “%s” attribute"),
                 (const char *) node->name, min, max, attribute);
  *value = number;
  return TRUE;
}

/* A whole-number attribute that may be absent (then 0). */
static gboolean
optional_uint (Loader      *loader,
               xmlNode     *node,
               const char  *attribute,
               guint        min,
               guint        max,
               guint       *value,
               GError     **error)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);

  *value = 0;
  if (text == NULL)
    return TRUE;
  return require_uint (loader, node, attribute, min, max, value, error);
}

/* A name without xml:lang must exist, so the board reads the same in every
 * language that it does not translate. */
static gboolean
get_name (Loader      *loader,
          xmlNode     *node,
          const char  *element,
          char       **name,
          GError     **error)
{
  gboolean untagged = FALSE;

  FOR_EACH_ELEMENT (child, node, element)
    {
      xmlChar *lang = xmlGetNsProp (child, (const xmlChar *) "lang", XML_XML_NAMESPACE);

      if (lang == NULL)
        untagged = TRUE;
      xmlFree (lang);
    }
  if (!untagged)
    return fail (loader, node, error, _("<%s> needs a <%s> without xml:lang"),
                 (const char *) node->name, element);

  *name = gmp_xml_get_localized (node, element);
  return TRUE;
}

typedef int (*FindFunc) (const GmpBoard *board,
                         const char     *id);

/* @missing is the message for an unknown id, with one “%s” for it. */
static gboolean
lookup (Loader      *loader,
        xmlNode     *node,
        const char  *attribute,
        FindFunc     find,
        const char  *missing,
        int         *index,
        GError     **error)
{
  g_autofree char *id = gmp_xml_get_string (node, attribute);

  *index = find (loader->board, id);
  if (*index != GMP_NONE)
    return TRUE;

  /* The callers pass translated literals, each with one “%s”. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return fail (loader, node, error, missing, id != NULL ? id : "");
#pragma GCC diagnostic pop
}

#define lookup_formation(loader, node, attribute, index, error) \
  lookup ((loader), (node), (attribute), gmp_board_find_formation, \
          _("There is no formation “%s”"), (index), (error))
#define lookup_city(loader, node, attribute, index, error) \
  lookup ((loader), (node), (attribute), gmp_board_find_city, \
          _("There is no city “%s”"), (index), (error))
#define lookup_unit_type(loader, node, attribute, index, error) \
  lookup ((loader), (node), (attribute), gmp_board_find_unit_type, \
          _("There is no unit type “%s”"), (index), (error))

/* "4 5": one die per number, each hitting on that result or more. A 1 would
 * hit on every roll, which no counter does. */
static gboolean
parse_dice (Loader      *loader,
            xmlNode     *node,
            guint8      *dice,
            guint       *n_dice,
            GError     **error)
{
  g_autofree char *text = gmp_xml_get_string (node, "dice");
  g_auto(GStrv) parts = NULL;
  guint n = 0;

  parts = g_strsplit_set (text != NULL ? text : "", " \t\r\n", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (parts[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, 99, &value, NULL)
          || value < 2 || value > 6)
        return fail (loader, node, error,
                     _("The dice “%s” must be numbers from 2 to 6"), text);
      if (n == GMP_MAX_DICE)
        return fail (loader, node, error, _("At most %d dice are allowed"), GMP_MAX_DICE);
      dice[n++] = (guint8) value;
    }
  if (n == 0)
    return fail (loader, node, error, _("<%s> needs at least one die"),
                 (const char *) node->name);
  *n_dice = n;
  return TRUE;
}

/* Reads the "id" of @node into *@id, enters it in @ids (the board's table
 * for its kind) and counts the item, at once, so that a failure later frees
 * what the item holds. */
static gboolean
claim_id (Loader      *loader,
          xmlNode     *node,
          GHashTable  *ids,
          const char  *what,
          char       **id,
          guint       *n_items,
          GError     **error)
{
  g_autofree char *text = gmp_xml_get_string (node, "id");

  /* The schema requires the id; an empty one keeps the table's keys valid. */
  if (text == NULL)
    text = g_strdup ("");
  if (g_hash_table_contains (ids, text))
    return fail (loader, node, error, _("The %s id “%s” is used twice"), what, text);
  *id = g_steal_pointer (&text);
  g_hash_table_insert (ids, *id, GUINT_TO_POINTER (*n_items + 1));
  (*n_items)++;
  return TRUE;
}

/* Sections */

static gboolean
load_rules (Loader   *loader,
            xmlNode  *node,
            GError  **error)
{
  struct {
    const char *element;
    guint      *value;
    guint       min;
    guint       max;
  } fields[GMP_N_RULES] = {
    { "stacking-limit", &loader->board->rules.stacking_limit, 1, GMP_BOARD_MAX_STACKING },
    { "turns", &loader->board->rules.turns, 1, 99 },
    { "ends-per-turn", &loader->board->rules.ends_per_turn, 1, 99 },
    { "time-track-delay", &loader->board->rules.time_track_delay, 1, 99 },
    { "time-track-last-turn", &loader->board->rules.time_track_last_turn, 1, 99 },
    { "overrun-attackers", &loader->board->rules.overrun_attackers, 1, 99 },
    { "overrun-defenders", &loader->board->rules.overrun_defenders, 1, 99 },
    { "fort-hit", &loader->board->rules.fort_hit, 2, 6 },
    { "guard-rolls", &loader->board->rules.guard_rolls, 0, 99 },
    { "guard-max-per-city", &loader->board->rules.guard_max_per_city, 1, 99 },
    { "danger-dice", &loader->board->rules.danger_dice, 1, GMP_MAX_DICE },
    { "victory-key-cities", &loader->board->rules.victory_key_cities, 1, 99 },
  };

  loader->board->rules_source = get_source (node);

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      xmlNode *child = first_element (node, fields[i].element);

      if (child == NULL)
        return fail (loader, node, error, _("<rules> needs <%s>"), fields[i].element);
      if (!require_uint (loader, child, "value", fields[i].min, fields[i].max,
                         fields[i].value, error))
        return FALSE;
      loader->board->rules_sources[i] = get_source (child);
    }

  if (loader->board->rules.time_track_last_turn > loader->board->rules.turns)
    return fail (loader, first_element (node, "time-track-last-turn"), error,
                 _("<time-track-last-turn> is after the last turn"));

  return TRUE;
}

static gboolean
load_formations (Loader   *loader,
                 xmlNode  *node,
                 GError  **error)
{
  GmpBoard *board = loader->board;
  guint n;

  if (!count_at_most (loader, node, "formation", GMP_BOARD_MAX_FORMATIONS, &n, error))
    return FALSE;
  board->formations = g_new0 (GmpFormation, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "formation")
    {
      GmpFormation *formation = &board->formations[board->n_formations];

      if (!claim_id (loader, child, board->formation_ids, _("formation"),
                     &formation->id, &board->n_formations, error))
        return FALSE;

      formation->side = get_side (child, "side");
      formation->allied = get_boolean (child, "allied");
      formation->source = get_source (child);
      if (!get_name (loader, child, "name", &formation->name, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
load_unit_types (Loader   *loader,
                 xmlNode  *node,
                 GError  **error)
{
  GmpBoard *board = loader->board;
  guint n;

  if (!count_at_most (loader, node, "unit-type", GMP_BOARD_MAX_ITEMS, &n, error))
    return FALSE;
  board->unit_types = g_new0 (GmpUnitType, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "unit-type")
    {
      GmpUnitType *type = &board->unit_types[board->n_unit_types];
      xmlNode *fresh = first_element (child, "fresh");
      xmlNode *reduced = first_element (child, "reduced");

      if (!claim_id (loader, child, board->unit_type_ids, _("unit type"),
                     &type->id, &board->n_unit_types, error))
        return FALSE;

      type->side = get_side (child, "side");
      type->guard = get_boolean (child, "guard");
      type->source = get_source (child);
      if (!require_uint (loader, child, "mp", 0, GMP_BOARD_MAX_MP, &type->mp, error))
        return FALSE;
      if (!get_name (loader, child, "name", &type->name, error))
        return FALSE;
      /* The map draws the board's own short names; C makes up none. */
      if (first_element (child, "short") == NULL)
        type->short_name = g_strdup (type->name);
      else if (!get_name (loader, child, "short", &type->short_name, error))
        return FALSE;

      if (type->guard)
        {
          /* A Guard rolls one die at its revealed value (the pool). */
          if (fresh != NULL)
            return fail (loader, fresh, error,
                         _("A guard unit type takes its dice from the National Guard pool, "
                           "not from <fresh>"));
        }
      else
        {
          if (fresh == NULL)
            return fail (loader, child, error, _("The unit type “%s” needs <fresh> dice"),
                         type->id);
          if (!parse_dice (loader, fresh, type->fresh_dice, &type->n_fresh_dice, error))
            return FALSE;
          type->fresh_source = get_source (fresh);
          type->paired_dice = get_boolean (fresh, "paired");
          if (type->paired_dice && type->n_fresh_dice != 2)
            return fail (loader, fresh, error, _("paired=\"true\" needs exactly two dice"));
          if (reduced != NULL)
            {
              if (!parse_dice (loader, reduced, type->reduced_dice, &type->n_reduced_dice, error))
                return FALSE;
              type->reduced_source = get_source (reduced);
              type->has_reduced = TRUE;
            }
        }
    }

  return TRUE;
}

static gboolean
load_city_features (Loader   *loader,
                    xmlNode  *node,
                    GmpCity  *city,
                    guint     index,
                    GError  **error)
{
  GmpBoard *board = loader->board;
  xmlNode *hive = first_element (node, "hive");
  xmlNode *fort = first_element (node, "fort");
  xmlNode *flag = first_element (node, "flag");

  city->hive = city->fort = city->flag = GMP_NONE;
  city->key = first_element (node, "key-city") != NULL;
  city->hive_source = get_source (hive);
  city->flag_source = get_source (flag);
  city->key_source = get_source (first_element (node, "key-city"));

  if (hive != NULL)
    {
      if (!lookup_formation (loader, hive, "formation", &city->hive, error))
        return FALSE;
      if (board->formations[city->hive].side != GMP_SIDE_SWARM)
        return fail (loader, hive, error, _("A hive needs a Swarm formation"));
    }

  if (fort != NULL)
    {
      GmpFort *f = &board->forts[board->n_forts];
      int formation;

      if (!lookup_formation (loader, fort, "formation", &formation, error))
        return FALSE;
      if (board->formations[formation].side != GMP_SIDE_HUMANS)
        return fail (loader, fort, error, _("A fort needs a Human formation"));
      /* Rules note 17: one die per strength point, in a combat that must fit */
      if (!require_uint (loader, fort, "strength", 1, GMP_BOARD_MAX_FORT_STRENGTH,
                         &f->strength, error))
        return FALSE;
      f->city = index;
      f->formation = formation;
      f->source = get_source (fort);
      city->fort = (int) board->n_forts++;
    }

  if (flag != NULL)
    {
      if (!lookup_formation (loader, flag, "formation", &city->flag, error))
        return FALSE;
      if (!board->formations[city->flag].allied)
        return fail (loader, flag, error, _("A flag needs an Allied formation"));
    }

  return TRUE;
}

static gboolean
load_cities (Loader   *loader,
             xmlNode  *node,
             GError  **error)
{
  GmpBoard *board = loader->board;
  guint n;

  if (!count_at_most (loader, node, "city", GMP_BOARD_MAX_CITIES, &n, error))
    return FALSE;
  board->cities = g_new0 (GmpCity, MAX (n, 1));
  board->forts = g_new0 (GmpFort, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "city")
    {
      GmpCity *city = &board->cities[board->n_cities];
      g_autofree char *region = gmp_xml_get_string (child, "region");

      if (!claim_id (loader, child, board->city_ids, _("city"),
                     &city->id, &board->n_cities, error))
        return FALSE;

      if (!gmp_xml_get_double (child, "x", &city->x)
          || !gmp_xml_get_double (child, "y", &city->y))
        return fail (loader, child, error, _("The city “%s” needs numbers in x and y"),
                     city->id);
      if (city->x < 0 || city->y < 0 || city->x > board->width || city->y > board->height)
        return fail (loader, child, error,
                     _("The city “%s” is off the map (%g × %g)"),
                     city->id, board->width, board->height);

      if (g_strcmp0 (region, "west") == 0)
        city->region = GMP_REGION_WEST;
      else if (g_strcmp0 (region, "fence") == 0)
        city->region = GMP_REGION_FENCE;
      else
        city->region = GMP_REGION_EAST;

      city->source = get_source (child);
      if (!get_name (loader, child, "name", &city->name, error))
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

static gboolean
load_roads (Loader   *loader,
            xmlNode  *node,
            GError  **error)
{
  GmpBoard *board = loader->board;
  g_autoptr(GHashTable) listed = g_hash_table_new (road_hash, road_equal);
  guint n;

  if (!count_at_most (loader, node, "road", GMP_BOARD_MAX_ROADS, &n, error))
    return FALSE;
  board->roads = g_new0 (GmpRoad, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "road")
    {
      g_autofree char *between = gmp_xml_get_string (child, "between");
      g_auto(GStrv) ids = g_strsplit_set (between != NULL ? between : "", " \t\r\n", -1);
      const char *names[2] = { NULL, NULL };
      int ends[2];
      guint k = 0;
      GmpRoad *road = &board->roads[board->n_roads];

      for (guint i = 0; ids[i] != NULL; i++)
        if (ids[i][0] != '\0' && k < 2)
          names[k++] = ids[i];
      if (k != 2)
        return fail (loader, child, error, _("A road joins exactly two cities"));

      for (k = 0; k < 2; k++)
        {
          ends[k] = gmp_board_find_city (board, names[k]);
          if (ends[k] == GMP_NONE)
            return fail (loader, child, error, _("The road names a city “%s” that does not exist"),
                         names[k]);
        }
      if (ends[0] == ends[1])
        return fail (loader, child, error, _("The road joins “%s” to itself"), names[0]);

      road->a = (guint) MIN (ends[0], ends[1]);
      road->b = (guint) MAX (ends[0], ends[1]);
      road->source = get_source (child);
      /* The key is the road itself: the array does not move while loading. */
      if (!g_hash_table_add (listed, road))
        return fail (loader, child, error, _("The road between “%s” and “%s” is listed twice"),
                     names[0], names[1]);
      board->n_roads++;
    }

  link_neighbours (board);
  return TRUE;
}

/* Rules note 10 */
static gboolean
load_fence (Loader   *loader,
            xmlNode  *node,
            GError  **error)
{
  GmpBoard *board = loader->board;

  board->fence_source = get_source (node);
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
        return fail (loader, child, error, _("The fence city “%s” has no fort"),
                     board->cities[city].id);
      if (board->cities[city].region != GMP_REGION_FENCE)
        return fail (loader, child, error, _("The fence city “%s” is not in the fence region"),
                     board->cities[city].id);
      if (gmp_board_fence_position (board, (guint) city) != GMP_NONE)
        return fail (loader, child, error, _("The fence city “%s” is listed twice"),
                     board->cities[city].id);
      board->fence_positions[city] = (int) board->n_fence;
      board->fence[board->n_fence++] = (guint) city;
    }

  return TRUE;
}

static gboolean
check_fence_region (Loader   *loader,
                    xmlNode  *cities,
                    GError  **error)
{
  GmpBoard *board = loader->board;
  guint i = 0;

  FOR_EACH_ELEMENT (child, cities, "city")
    {
      if (board->cities[i].region == GMP_REGION_FENCE
          && gmp_board_fence_position (board, i) == GMP_NONE)
        return fail (loader, child, error,
                     _("The city “%s” is in the fence region but not in <fence>"),
                     board->cities[i].id);
      i++;
    }
  return TRUE;
}

/* Rules note 3 */
static gboolean
load_national_guard (Loader   *loader,
                     xmlNode  *node,
                     GError  **error)
{
  GmpBoard *board = loader->board;
  xmlNode *table = first_element (node, "table");
  xmlNode *pool = first_element (node, "pool");
  g_autoptr(GHashTable) table_cities = g_hash_table_new (NULL, NULL);
  int type;
  guint n_pool = 0;

  if (!lookup_unit_type (loader, node, "unit-type", &type, error))
    return FALSE;
  if (!board->unit_types[type].guard)
    return fail (loader, node, error, _("The unit type “%s” is not a guard"),
                 board->unit_types[type].id);
  board->guard_type = (guint) type;

  for (guint i = 0; i < G_N_ELEMENTS (board->guard_table); i++)
    board->guard_table[i] = GMP_NONE;
  board->guard_table_source = get_source (table);

  FOR_EACH_ELEMENT (roll, table, "roll")
    {
      g_autofree char *text = gmp_xml_get_string (roll, "sum");
      guint64 sum;
      int city;

      if (!g_ascii_string_to_unsigned (text != NULL ? text : "", 10, 0, 99, &sum, NULL)
          || sum < 2 || sum > 12)
        return fail (loader, roll, error, _("A roll of two dice is between 2 and 12, not %s"),
                     text != NULL ? text : "");
      if (board->guard_table[sum] != GMP_NONE)
        return fail (loader, roll, error, _("The roll %u is listed twice"), (guint) sum);
      if (!lookup_city (loader, roll, "city", &city, error))
        return FALSE;
      board->guard_table[sum] = city;
      g_hash_table_add (table_cities, GINT_TO_POINTER (city + 1));
    }

  for (guint sum = 2; sum <= 12; sum++)
    if (board->guard_table[sum] == GMP_NONE)
      return fail (loader, table, error, _("The National Guard table has no city for %u"), sum);

  /* Otherwise re-rolling full cities at setup could never end. */
  if (board->rules.guard_rolls
      > board->rules.guard_max_per_city * g_hash_table_size (table_cities))
    return fail (loader, table, error,
                 _("%u Guards do not fit in the table's cities at %u per city"),
                 board->rules.guard_rolls, board->rules.guard_max_per_city);

  board->guard_pool_source = get_source (pool);
  FOR_EACH_ELEMENT (counters, pool, "counters")
    {
      guint count;

      if (!require_uint (loader, counters, "count", 0, GMP_BOARD_MAX_GUARD_POOL, &count, error))
        return FALSE;
      if (n_pool + count > GMP_BOARD_MAX_GUARD_POOL)
        return fail (loader, counters, error, _("The National Guard pool is too large"));
      n_pool += count;
    }
  if (n_pool < board->rules.guard_rolls)
    return fail (loader, pool, error,
                 _("Too few National Guard counters: the setup draws %u, the pool holds %u"),
                 board->rules.guard_rolls, n_pool);

  board->guard_pool = g_new0 (guint8, MAX (n_pool, 1));
  FOR_EACH_ELEMENT (counters, pool, "counters")
    {
      g_autofree char *die = gmp_xml_get_string (counters, "die");
      guint count = 0;
      guint64 value = 0;

      gmp_xml_get_uint (counters, "count", &count);
      if (g_strcmp0 (die, "blank") != 0
          && (!g_ascii_string_to_unsigned (die != NULL ? die : "", 10, 0, 99, &value, NULL)
              || value < 2 || value > 6))
        return fail (loader, counters, error,
                     _("A Guard's die is “blank” or a number from 2 to 6, not “%s”"),
                     die != NULL ? die : "");
      for (guint i = 0; i < count; i++)
        board->guard_pool[board->n_guard_pool++] = (guint8) value;
    }

  return TRUE;
}

/* Rules note 21 */
static gboolean
load_danger (Loader   *loader,
             xmlNode  *node,
             GError  **error)
{
  GmpBoard *board = loader->board;
  guint lowest = board->rules.danger_dice;
  guint highest = board->rules.danger_dice * 6;
  guint n;

  board->danger_source = get_source (node);
  if (!count_at_most (loader, node, "space", GMP_BOARD_MAX_DANGER_SPACES, &n, error))
    return FALSE;
  board->danger = g_new0 (guint, MAX (n, 1));

  FOR_EACH_ELEMENT (space, node, "space")
    {
      guint value;

      if (!optional_uint (loader, space, "lose-on", lowest, highest, &value, error))
        return FALSE;
      board->danger[board->n_danger++] = value;
    }

  return TRUE;
}

static const struct {
  const char      *name;
  GmpFxEffectKind  kind;
  gboolean         needs_count;
  gboolean         needs_value;
} effect_kinds[] = {
  { "extra-dice", GMP_FX_EXTRA_DICE, TRUE, TRUE },
  { "cancel-hits", GMP_FX_CANCEL_HITS, TRUE, FALSE },
  { "hit-modifier", GMP_FX_HIT_MODIFIER, TRUE, TRUE },
  { "fort-extra-dice", GMP_FX_FORT_EXTRA_DICE, TRUE, FALSE },
  { "reroll-misses", GMP_FX_REROLL_MISSES, FALSE, FALSE },
  { "barrage-return-fire", GMP_FX_BARRAGE_RETURN_FIRE, FALSE, FALSE },
  { "extra-mp", GMP_FX_EXTRA_MP, TRUE, FALSE },
  { "fort-damage", GMP_FX_FORT_DAMAGE, TRUE, FALSE },
  { "eliminate-city", GMP_FX_ELIMINATE_CITY, FALSE, FALSE },
};

/* 0 when absent, G_MAXUINT when not a whole number. */
static guint
effect_number (xmlNode    *node,
               const char *attribute)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);
  guint number;

  if (text == NULL)
    return 0;
  return gmp_xml_get_uint (node, attribute, &number) ? number : G_MAXUINT;
}

static gboolean
load_effect (Loader       *loader,
             xmlNode      *node,
             GmpFxEffect  *effect,
             GError      **error)
{
  g_autofree char *kind = gmp_xml_get_string (node, "kind");
  guint count, value;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (effect_kinds); i++)
    if (g_strcmp0 (kind, effect_kinds[i].name) == 0)
      break;
  if (i == G_N_ELEMENTS (effect_kinds))
    return fail (loader, node, error, _("There is no effect “%s”"), kind != NULL ? kind : "");

  /* Checked even where the kind ignores them, since they are stored: a
   * number given is in range, and one that is not a number is out of it. */
  count = effect_number (node, "count");
  value = effect_number (node, "value");

  if ((effect_kinds[i].needs_count || count != 0) && (count < 1 || count > GMP_MAX_DICE))
    return fail (loader, node, error, _("The effect “%s” needs a count from 1 to %d"),
                 kind, GMP_MAX_DICE);
  if ((effect_kinds[i].needs_value || value != 0) && (value < 2 || value > 6))
    return fail (loader, node, error, _("The effect “%s” needs a value from 2 to 6"), kind);

  effect->kind = effect_kinds[i].kind;
  effect->count = (int) count;
  effect->value = (int) value;
  effect->source = get_source (node);
  return TRUE;
}

static gboolean
load_chit (Loader   *loader,
           xmlNode  *node,
           GmpChit  *chit,
           GError  **error)
{
  GmpBoard *board = loader->board;
  g_autofree char *kind = gmp_xml_get_string (node, "kind");
  g_autofree char *start = gmp_xml_get_string (node, "start");
  g_autofree char *owner = gmp_xml_get_string (node, "owner");
  g_autofree char *formation = gmp_xml_get_string (node, "formation");

  if (g_strcmp0 (kind, "activation") == 0)
    chit->kind = GMP_CHIT_ACTIVATION;
  else if (g_strcmp0 (kind, "fx") == 0)
    chit->kind = GMP_CHIT_FX;
  else
    chit->kind = GMP_CHIT_END;

  if (chit->kind != GMP_CHIT_END && owner == NULL)
    return fail (loader, node, error, _("The chit needs an owner"));
  chit->owner = get_side (node, "owner");

  chit->formation = GMP_NONE;
  if (formation != NULL)
    {
      if (!lookup_formation (loader, node, "formation", &chit->formation, error))
        return FALSE;
      if (board->formations[chit->formation].side != chit->owner)
        return fail (loader, node, error, _("The formation “%s” is not on the chit owner’s side"),
                     formation);
    }
  if (chit->kind == GMP_CHIT_ACTIVATION && chit->formation == GMP_NONE)
    return fail (loader, node, error, _("An activation chit needs a formation"));

  if (g_strcmp0 (start, "time-track") == 0)
    {
      chit->start = GMP_CHIT_START_TIME_TRACK;
      /* Rules note 2: it enters when the marker advances onto its space,
       * which it never does onto turn 1. */
      if (!require_uint (loader, node, "turn", 2, board->rules.turns, &chit->start_turn, error))
        return FALSE;
    }
  else if (g_strcmp0 (start, "with-ally") == 0)
    {
      chit->start = GMP_CHIT_START_WITH_ALLY;
      if (chit->formation == GMP_NONE || !board->formations[chit->formation].allied)
        return fail (loader, node, error,
                     _("A chit that enters with its ally needs an Allied formation"));
    }
  else
    {
      chit->start = GMP_CHIT_START_CUP;
    }

  chit->danger = get_boolean (node, "danger");
  chit->fort_only = get_boolean (node, "fort-only");
  chit->source = get_source (node);

  if (chit->kind != GMP_CHIT_FX)
    {
      if (first_element (node, "effect") != NULL)
        return fail (loader, first_element (node, "effect"), error,
                     _("Only FX chits have effects"));
      if (chit->danger || chit->fort_only)
        return fail (loader, node, error, _("danger and fort-only are for FX chits"));
    }
  else
    {
      if (first_element (node, "effect") == NULL)
        return fail (loader, node, error, _("An FX chit needs an <effect>"));
      FOR_EACH_ELEMENT (effect, node, "effect")
        {
          if (chit->n_effects == GMP_MAX_FX_EFFECTS)
            return fail (loader, effect, error, _("At most %d effects are allowed"),
                         GMP_MAX_FX_EFFECTS);
          if (!load_effect (loader, effect, &chit->effects[chit->n_effects], error))
            return FALSE;
          chit->n_effects++;
        }
    }

  chit->names = gmp_xml_get_all (node, "name");
  return get_name (loader, node, "name", &chit->name, error);
}

static gboolean
load_chits (Loader   *loader,
            xmlNode  *node,
            GError  **error)
{
  GmpBoard *board = loader->board;
  guint n_end = 0;
  guint n;

  if (!count_at_most (loader, node, "chit", GMP_BOARD_MAX_ITEMS, &n, error))
    return FALSE;
  board->chits = g_new0 (GmpChit, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "chit")
    {
      GmpChit *chit = &board->chits[board->n_chits];

      if (!claim_id (loader, child, board->chit_ids, _("chit"),
                     &chit->id, &board->n_chits, error))
        return FALSE;
      if (!load_chit (loader, child, chit, error))
        return FALSE;
      if (chit->kind == GMP_CHIT_END)
        n_end++;
    }

  /* Rules note 1 */
  if (n_end < board->rules.ends_per_turn)
    return fail (loader, node, error,
                 _("The Action Phase ends after %u “…The End???” chits but the board has %u"),
                 board->rules.ends_per_turn, n_end);

  return TRUE;
}

static gboolean
load_units (Loader        *loader,
            xmlNode       *node,
            gboolean       hive,
            gboolean       reserve,
            GmpSetupUnit  *units,
            guint         *n_units,
            GError       **error)
{
  GmpBoard *board = loader->board;

  FOR_EACH_ELEMENT (child, node, "units")
    {
      GmpSetupUnit *unit = &units[*n_units];
      int type;

      if (!lookup_unit_type (loader, child, "type", &type, error))
        return FALSE;
      /* Units of a hive or a city stack there (rules note 7); the reserve
       * waits, and only the total of the setup bounds it. */
      if (!require_uint (loader, child, "count", 1,
                         reserve ? GMP_BOARD_MAX_SETUP_UNITS : board->rules.stacking_limit,
                         &unit->count, error))
        return FALSE;
      if (board->unit_types[type].guard)
        return fail (loader, child, error,
                     _("Guards are placed by the National Guard table, not here"));
      unit->type = (guint) type;
      unit->city = GMP_NONE;
      unit->formation = GMP_NONE;

      if (hive)
        {
          if (board->unit_types[type].side != GMP_SIDE_SWARM)
            return fail (loader, child, error, _("A hive holds Swarm units"));
        }
      else
        {
          if (!lookup_formation (loader, child, "formation", &unit->formation, error))
            return FALSE;
          if (board->formations[unit->formation].side != board->unit_types[type].side)
            return fail (loader, child, error,
                         _("The unit type “%s” is not on the side of formation “%s”"),
                         board->unit_types[type].id, board->formations[unit->formation].id);
          if (!reserve && !lookup_city (loader, child, "city", &unit->city, error))
            return FALSE;
        }
      (*n_units)++;
    }

  return TRUE;
}

/* Rules note 7: the Human units in each city before the Guards come, a
 * Fort counting its strength. Every term is bounded (a count by the stacking
 * limit, a Fort by GMP_BOARD_MAX_FORT_STRENGTH) and check_setup_size() has
 * bounded their number, so no sum here can wrap. */
static guint *
humans_at_start (const GmpBoard *board)
{
  guint *humans = g_new0 (guint, MAX (board->n_cities, 1));

  for (guint i = 0; i < board->n_forts; i++)
    humans[board->forts[i].city] += board->forts[i].strength;

  for (guint i = 0; i < board->n_setup_units; i++)
    if (board->setup_units[i].city != GMP_NONE)
      humans[board->setup_units[i].city] += board->setup_units[i].count;

  return humans;
}

static gboolean
check_stacking (Loader   *loader,
                xmlNode  *setup,
                GError  **error)
{
  GmpBoard *board = loader->board;
  guint limit = board->rules.stacking_limit;
  g_autofree guint *humans = humans_at_start (board);
  guint garrison = 0;

  for (guint i = 0; i < board->n_hive_garrison; i++)
    garrison += board->hive_garrison[i].count;
  if (garrison > limit)
    return fail (loader, first_element (setup, "hive-garrison"), error,
                 _("The hive garrison has %u units; at most %u may stack"), garrison, limit);

  for (guint c = 0; c < board->n_cities; c++)
    if (humans[c] > limit)
      return fail (loader, first_element (setup, "placement"), error,
                   _("“%s” starts with %u Human units (a Fort counts its strength); "
                     "at most %u may stack"),
                   board->cities[c].id, humans[c], limit);

  return TRUE;
}

/* The units a new game starts with, Guards included: a board that asks for
 * more is refused before any game allocates them. */
static gboolean
check_setup_size (Loader   *loader,
                  xmlNode  *setup,
                  GError  **error)
{
  GmpBoard *board = loader->board;
  guint64 garrison = 0;
  guint64 total = board->rules.guard_rolls;

  for (guint i = 0; i < board->n_hive_garrison; i++)
    garrison += board->hive_garrison[i].count;
  for (guint c = 0; c < board->n_cities; c++)
    if (board->cities[c].hive != GMP_NONE)
      total += garrison;
  for (guint i = 0; i < board->n_setup_units; i++)
    total += board->setup_units[i].count;

  /* Each term is bounded by the limits above: a guint64 cannot wrap here. */
  if (total > GMP_BOARD_MAX_SETUP_UNITS)
    return fail (loader, setup, error,
                 _("The setup has more than %u units (hive garrisons, placements, reserves "
                   "and Guards together)"),
                 (guint) GMP_BOARD_MAX_SETUP_UNITS);
  return TRUE;
}

static gboolean
load_setup (Loader   *loader,
            xmlNode  *node,
            GError  **error)
{
  GmpBoard *board = loader->board;
  xmlNode *garrison = first_element (node, "hive-garrison");
  xmlNode *placement = first_element (node, "placement");
  xmlNode *reserve = first_element (node, "reserve");

  board->hive_garrison = g_new0 (GmpSetupUnit, MAX (count_elements (garrison, "units"), 1));
  board->setup_units = g_new0 (GmpSetupUnit,
                               MAX (count_elements (placement, "units")
                                    + count_elements (reserve, "units"), 1));
  board->hive_garrison_source = get_source (garrison);
  board->placement_source = get_source (placement);
  board->reserve_source = get_source (reserve);

  return load_units (loader, garrison, TRUE, FALSE,
                     board->hive_garrison, &board->n_hive_garrison, error)
         && load_units (loader, placement, FALSE, FALSE,
                        board->setup_units, &board->n_setup_units, error)
         && load_units (loader, reserve, FALSE, TRUE,
                        board->setup_units, &board->n_setup_units, error)
         && check_setup_size (loader, node, error)
         && check_stacking (loader, node, error);
}

/* Rules notes 3 and 7: the setup's Guards find room in the table's cities,
 * beside the Forts and units the board places there; otherwise the board's
 * own new game could not start. */
static gboolean
check_guard_room (Loader   *loader,
                  xmlNode  *table,
                  GError  **error)
{
  GmpBoard *board = loader->board;
  const GmpRules *rules = &board->rules;
  g_autofree guint *humans = humans_at_start (board);
  g_autofree gboolean *counted = g_new0 (gboolean, MAX (board->n_cities, 1));
  guint room = 0;

  for (guint sum = 2; sum <= 12; sum++)
    {
      int city = board->guard_table[sum];

      if (counted[city])
        continue;
      counted[city] = TRUE;
      if (humans[city] < rules->stacking_limit)
        room += MIN (rules->stacking_limit - humans[city], rules->guard_max_per_city);
    }

  if (room < rules->guard_rolls)
    return fail (loader, table, error,
                 _("The National Guard table’s cities have room for %u Guards, but the "
                   "setup places %u (Rules notes 3 and 7)"),
                 room, rules->guard_rolls);
  return TRUE;
}

static gboolean
check_key_cities (Loader   *loader,
                  xmlNode  *root,
                  GError  **error)
{
  GmpBoard *board = loader->board;
  guint n_key = 0;

  for (guint i = 0; i < board->n_cities; i++)
    if (board->cities[i].key)
      n_key++;

  /* Rules note 22 */
  if (n_key < board->rules.victory_key_cities)
    return fail (loader, first_element (first_element (root, "rules"), "victory-key-cities"),
                 error, _("<victory-key-cities> is %u, but only %u cities have <key-city>"),
                 board->rules.victory_key_cities, n_key);
  return TRUE;
}

static gboolean
load_board (Loader   *loader,
            xmlDoc   *doc,
            GError  **error)
{
  GmpBoard *board = loader->board;
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *map = first_element (root, "map");

  board->id = gmp_xml_get_string (root, "id");
  if (!get_name (loader, root, "title", &board->title, error))
    return FALSE;
  board->description = gmp_xml_get_localized (root, "description");
  if (board->description == NULL)
    board->description = g_strdup ("");

  board->map_source = get_source (map);
  /* Bounded both ways, so that fitting the map to a window or a picture
   * always gives a finite, non-zero scale. */
  if (!gmp_xml_get_double (map, "width", &board->width)
      || !gmp_xml_get_double (map, "height", &board->height)
      || board->width < 1 || board->height < 1
      || board->width > GMP_BOARD_MAX_MAP_SIZE || board->height > GMP_BOARD_MAX_MAP_SIZE)
    return fail (loader, map, error, _("The map needs a width and a height from 1 to %d"),
                 GMP_BOARD_MAX_MAP_SIZE);

  return load_rules (loader, first_element (root, "rules"), error)
         && load_formations (loader, first_element (root, "formations"), error)
         && load_unit_types (loader, first_element (root, "unit-types"), error)
         && load_cities (loader, first_element (root, "cities"), error)
         && check_key_cities (loader, root, error)
         && load_roads (loader, first_element (root, "roads"), error)
         && load_fence (loader, first_element (root, "fence"), error)
         && check_fence_region (loader, first_element (root, "cities"), error)
         && load_national_guard (loader, first_element (root, "national-guard"), error)
         && load_danger (loader, first_element (root, "danger-track"), error)
         && load_chits (loader, first_element (root, "chits"), error)
         && load_setup (loader, first_element (root, "setup"), error)
         && check_guard_room (loader,
                              first_element (first_element (root, "national-guard"), "table"),
                              error);
}

GmpBoard *
gmp_board_load_bytes (GBytes      *bytes,
                      const char  *display_name,
                      GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GmpBoard) board = NULL;
  Loader loader;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed board)");

  doc = gmp_xml_parse (bytes, display_name, "board.rng", error);
  if (doc == NULL)
    return NULL;

  board = g_new0 (GmpBoard, 1);
  board->ref_count = 1;
  board->path = g_strdup (display_name);
  /* Keyed by the ids the arrays own: the tables copy nothing. */
  board->city_ids = g_hash_table_new (g_str_hash, g_str_equal);
  board->formation_ids = g_hash_table_new (g_str_hash, g_str_equal);
  board->unit_type_ids = g_hash_table_new (g_str_hash, g_str_equal);
  board->chit_ids = g_hash_table_new (g_str_hash, g_str_equal);

  loader.board = board;
  loader.name = display_name;
  if (!load_board (&loader, doc, error))
    return NULL;

  return g_steal_pointer (&board);
}

GmpBoard *
gmp_board_load_file (const char  *path,
                     GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display = NULL;
  GmpBoard *board;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = gmp_xml_read_file (path, error);
  if (bytes == NULL)
    return NULL;

  display = g_filename_display_name (path);
  board = gmp_board_load_bytes (bytes, display, error);
  if (board != NULL)
    {
      g_free (board->path);
      board->path = g_strdup (path);
    }
  return board;
}
