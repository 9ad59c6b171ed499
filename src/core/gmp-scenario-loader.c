/* gmp-scenario-loader.c: reading a .gmpscenario's attributes and board items
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema allows digits of any length and ids of any board: each number
 * is checked against its range and each id against the board here, with a
 * message that names the line.
 */

#include "config.h"

#include <stdarg.h>
#include "gmp-i18n.h"

#include "gmp-scenario-loader.h"
#include "gmp-words.h"
#include "gmp-xml.h"

gboolean
_gmp_scenario_fail (GmpScenarioLoader *loader,
                    xmlNode           *node,
                    GmpError           code,
                    const char        *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;
  long line = node != NULL ? xmlGetLineNo (node) : 0;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (loader->error, GMP_ERROR, code, "%s:%ld: %s", loader->file, line, message);
  else
    g_set_error (loader->error, GMP_ERROR, code, "%s: %s", loader->file, message);

  return FALSE;
}

char *
_gmp_scenario_get_attr (xmlNode    *node,
                        const char *name)
{
  return gmp_xml_get_string (node, name);
}

gboolean
_gmp_scenario_has_attr (xmlNode    *node,
                        const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

char *
_gmp_scenario_get_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

/* A number attribute; absent gives `fallback`. The schema allows digits of
 * any length, so the range is checked here. */
gboolean
_gmp_scenario_read_uint (GmpScenarioLoader *loader,
                         xmlNode           *node,
                         const char        *name,
                         guint              fallback,
                         guint             *value)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, name, &owned);
  guint64 number;

  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }

  if (!gmp_words_to_unsigned (text, 0, G_MAXUINT, &number))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("“%s” is not a valid number for %s"), text, name);

  *value = (guint) number;
  return TRUE;
}

/* _gmp_scenario_read_uint() within [min, max]; `fallback` (absent) is not checked */
gboolean
_gmp_scenario_read_uint_in (GmpScenarioLoader *loader,
                            xmlNode           *node,
                            const char        *name,
                            guint              fallback,
                            guint              min,
                            guint              max,
                            guint             *value)
{
  if (!_gmp_scenario_read_uint (loader, node, name, fallback, value))
    return FALSE;
  if (_gmp_scenario_has_attr (node, name) && (*value < min || *value > max))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("%s=\"%u\" is out of range: it must be from %u to %u"),
                               name, *value, min, max);
  return TRUE;
}

gboolean
_gmp_scenario_read_bool (xmlNode    *node,
                         const char *name)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, name, &owned);

  /* The schema allows only "true" and "false" */
  return g_strcmp0 (text, "true") == 0;
}

typedef int (*FindById) (const GmpBoard *board,
                          const char     *id);

/* An attribute naming a board item by its id: absent gives GMP_NONE.
 * FALSE with *unknown set (free it) when the board has no such item; the
 * caller says so in its own words. */
static gboolean
lookup_item (GmpScenarioLoader  *loader,
             xmlNode            *node,
             const char         *name,
             FindById            find,
             int                *item,
             char              **unknown)
{
  g_autofree char *owned = NULL;
  const char *id = gmp_xml_peek_string (node, name, &owned);

  *item = id != NULL ? find (loader->board, id) : GMP_NONE;
  if (id != NULL && *item == GMP_NONE)
    {
      *unknown = g_strdup (id);
      return FALSE;
    }
  return TRUE;
}

gboolean
_gmp_scenario_read_city (GmpScenarioLoader *loader,
                         xmlNode           *node,
                         const char        *name,
                         int               *city)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_city, city, &id))
    return TRUE;
  return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                             _("Unknown city “%s”: the board “%s” has no such "
                               "city"), id, loader->board->id);
}

gboolean
_gmp_scenario_read_formation (GmpScenarioLoader *loader,
                              xmlNode           *node,
                              const char        *name,
                              int               *formation)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_formation, formation, &id))
    return TRUE;
  return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                             _("Unknown Formation “%s”: the board “%s” has no such Formation"),
                             id, loader->board->id);
}

gboolean
_gmp_scenario_read_chit (GmpScenarioLoader *loader,
                         xmlNode           *node,
                         const char        *name,
                         int               *chit)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_chit, chit, &id))
    return TRUE;
  return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                             _("Unknown chit “%s”: the board “%s” has no such "
                               "chit"), id, loader->board->id);
}

gboolean
_gmp_scenario_read_unit_type (GmpScenarioLoader *loader,
                              xmlNode           *node,
                              const char        *name,
                              int               *type)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_unit_type, type, &id))
    return TRUE;
  return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                             _("Unknown unit type “%s”: the board “%s” has no such unit type"),
                             id, loader->board->id);
}

/* A Fort, named by its city's id */
gboolean
_gmp_scenario_read_fort (GmpScenarioLoader *loader,
                         xmlNode           *node,
                         const char        *name,
                         int               *fort)
{
  int city;

  *fort = GMP_NONE;
  if (!_gmp_scenario_read_city (loader, node, name, &city))
    return FALSE;
  if (city == GMP_NONE)
    return TRUE;

  *fort = gmp_board_fort_at (loader->board, city);
  if (*fort == GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("%s has no Fort"), loader->board->cities[city].name);

  return TRUE;
}

/* A signed number attribute; absent gives `fallback` */
gboolean
_gmp_scenario_read_int (GmpScenarioLoader *loader,
                        xmlNode           *node,
                        const char        *name,
                        int                fallback,
                        int               *value)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, name, &owned);
  gint64 number;

  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }

  if (!gmp_words_to_signed (text, G_MININT, G_MAXINT, &number))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("“%s” is not a valid number for %s"), text, name);

  *value = (int) number;
  return TRUE;
}

/* A list of city ids ("STL CHI") appended to cities (of guint) */
gboolean
_gmp_scenario_read_city_list (GmpScenarioLoader *loader,
                              xmlNode           *node,
                              const char        *name,
                              GArray            *cities)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, name, &owned);
  g_auto(GmpWords) words = { 0, };
  const char *id;

  gmp_words_init (&words, text, " \t\n");
  while ((id = gmp_words_next (&words)) != NULL)
    {
      int city = gmp_board_find_city (loader->board, id);
      guint c;

      if (city == GMP_NONE)
        return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                   _("Unknown city “%s”: the board “%s” has no such city"),
                                   id, loader->board->id);
      c = (guint) city;
      g_array_append_val (cities, c);
    }
  return TRUE;
}

/* Parses "1 2 3" into ints; FALSE on anything else. */
gboolean
_gmp_scenario_parse_ints (const char *text,
                          GArray     *out)
{
  g_auto(GmpWords) words = { 0, };
  const char *word;

  gmp_words_init (&words, text, " \t\n");
  while ((word = gmp_words_next (&words)) != NULL)
    {
      gint64 v;
      int n;

      if (!gmp_words_to_signed (word, -1000000, G_MAXINT32, &v))
        return FALSE;
      n = (int) v;
      g_array_append_val (out, n);
    }
  return TRUE;
}

gboolean
_gmp_scenario_parse_ints_into (const char *text,
                               int        *out,
                               guint       max,
                               guint      *n)
{
  g_auto(GmpWords) words = { 0, };
  const char *word;

  *n = 0;
  gmp_words_init (&words, text, " \t\n");
  while ((word = gmp_words_next (&words)) != NULL)
    {
      gint64 v;

      if (!gmp_words_to_signed (word, -1000000, G_MAXINT32, &v) || *n == max)
        return FALSE;
      out[(*n)++] = (int) v;
    }
  return TRUE;
}
