/* gmp-board-schema.c: a board checked against board.rng, its cities and
 * roads by hand (gmp-xml-fast.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema compiled the id pattern again for each value and spent about
 * 60,000 instructions per city of a grid board with its two roads, over
 * half a board's load (issue 19). Here every <city> but the first (the
 * schema wants one or more, so it keeps one to check) and every <road> are
 * checked against what board.rng's "cities" and "roads" say.
 */

#include "config.h"

#include <string.h>

#include "gmp-board-loader.h"
#include "gmp-xml-fast.h"
#include "gmp-xml-limits.h"

#define SCHEMA "board.rng"
#define XML_NAMESPACE "http://www.w3.org/XML/1998/namespace"

static gboolean
check_source (const char *value)
{
  static const char * const values[] = { "rules", "reconstructed", NULL };

  return _gmp_xml_fast_is_one_of (value, values);
}

static gboolean
check_region (const char *value)
{
  static const char * const values[] = { "west", "fence", "east", NULL };

  return _gmp_xml_fast_is_one_of (value, values);
}

/* Two ids */
static gboolean
check_between (const char *value)
{
  return _gmp_xml_fast_list (value, _gmp_xml_fast_id, 2, 2);
}

static const GmpXmlAttributeRule city_rules[] = {
  { "id", _gmp_xml_fast_id, TRUE },
  { "x", _gmp_xml_fast_double, TRUE },
  { "y", _gmp_xml_fast_double, TRUE },
  { "region", check_region, TRUE },
  { "source", check_source, TRUE },
  { NULL }
};

static const GmpXmlAttributeRule road_rules[] = {
  { "between", check_between, TRUE },
  { "source", check_source, TRUE },
  { NULL }
};

/* A city's parts after its names, each optional, in this order */
static const struct {
  const char          *name;
  GmpXmlAttributeRule  rules[4];
} city_parts[] = {
  { "hive", { { "formation", _gmp_xml_fast_id, TRUE }, { "source", check_source, FALSE } } },
  { "fort", { { "formation", _gmp_xml_fast_id, TRUE },
              { "strength", _gmp_xml_fast_positive, TRUE },
              { "source", check_source, TRUE } } },
  { "flag", { { "formation", _gmp_xml_fast_id, TRUE }, { "source", check_source, FALSE } } },
  { "key-city", { { "source", check_source, FALSE } } },
};

/* "lang": a gettext locale name, [a-z]{2,3}([_\-][A-Za-z0-9]+)* */
static gboolean
check_lang (const char *value)
{
  gsize n = strspn (value, "abcdefghijklmnopqrstuvwxyz");

  if (n < 2 || n > 3)
    return FALSE;
  for (value += n; *value != '\0'; value += n)
    {
      if (*value != '_' && *value != '-')
        return FALSE;
      value++;
      for (n = 0; g_ascii_isalnum (value[n]); n++)
        ;
      if (n == 0)
        return FALSE;
    }
  return TRUE;
}

/* <name>: one text node, not empty, and at most an xml:lang */
static gboolean
check_name (const xmlNode *node)
{
  const xmlAttr *lang = node->properties;
  const xmlNode *text = node->children;

  if (lang != NULL)
    {
      if (lang->next != NULL || lang->ns == NULL
          || g_strcmp0 ((const char *) lang->ns->href, XML_NAMESPACE) != 0
          || strcmp ((const char *) lang->name, "lang") != 0 || lang->children == NULL
          || lang->children->type != XML_TEXT_NODE || lang->children->next != NULL
          || !check_lang ((const char *) lang->children->content))
        return FALSE;
    }
  return text != NULL && text->next == NULL && text->type == XML_TEXT_NODE
         && text->content != NULL && text->content[0] != '\0';
}

static gboolean
check_empty (const xmlNode *node)
{
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (!_gmp_xml_fast_ignorable (child))
      return FALSE;
  return TRUE;
}

static gboolean
check_city (const xmlNode *city)
{
  guint n_names = 0, part = 0;

  if (!_gmp_xml_fast_attributes (city, city_rules))
    return FALSE;
  for (const xmlNode *child = city->children; child != NULL; child = child->next)
    {
      if (_gmp_xml_fast_ignorable (child))
        continue;
      if (part == 0 && _gmp_xml_fast_is_element (child, "name"))
        {
          if (!check_name (child))
            return FALSE;
          n_names++;
          continue;
        }
      if (n_names == 0)
        return FALSE;
      while (part < G_N_ELEMENTS (city_parts)
             && !_gmp_xml_fast_is_element (child, city_parts[part].name))
        part++;
      if (part == G_N_ELEMENTS (city_parts)
          || !_gmp_xml_fast_attributes (child, city_parts[part].rules) || !check_empty (child))
        return FALSE;
      part++;
    }
  return n_names > 0;
}

static gboolean
check_road (const xmlNode *road)
{
  return _gmp_xml_fast_attributes (road, road_rules) && check_empty (road);
}

/* Every city but the first of the root's <cities>, every road of its
 * <roads>, each checked; FALSE at the first that does not */
static gboolean
collect_lists (xmlNode *root,
               GArray  *aside)
{
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      gboolean cities = _gmp_xml_fast_is_element (child, "cities");
      gboolean first = TRUE;

      if (!cities && !_gmp_xml_fast_is_element (child, "roads"))
        continue;
      for (xmlNode *item = child->children; item != NULL; item = item->next)
        {
          if (!_gmp_xml_fast_is_element (item, cities ? "city" : "road"))
            continue;
          if (!(cities ? check_city (item) : check_road (item)))
            return FALSE;
          if (!(cities && first))
            _gmp_xml_fast_set_aside (aside, item);
          first = FALSE;
        }
    }
  return TRUE;
}

gboolean
_gmp_board_validate (xmlDoc      *doc,
                     const char  *display_name,
                     GError     **error)
{
  g_autoptr(GArray) aside = _gmp_xml_fast_aside_new ();
  xmlNode *root = xmlDocGetRootElement (doc);

  /* The counts first, on the whole file (gmp-xml-limits.h) */
  if (!gmp_xml_check_counts (doc, display_name, SCHEMA, error))
    return FALSE;
  if (root == NULL || !_gmp_xml_fast_is_element (root, "board") || !collect_lists (root, aside))
    g_array_set_size (aside, 0);
  return _gmp_xml_fast_validate (doc, display_name, SCHEMA, aside, error);
}
