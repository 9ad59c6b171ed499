/* gmp-board-loader.c: reading a board file's elements and attributes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every whole number of a board has a range (docs/board-format.md), checked
 * as it is read, and every id is claimed once: nothing a file says can make
 * a sum wrap or two items share a name.
 */

#include "config.h"

#include <stdarg.h>

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-board-loader.h"

/* Always returns FALSE, for "return _gmp_board_fail (…);". */
gboolean
_gmp_board_fail (GmpBoardLoader  *loader,
                 xmlNode         *node,
                 GError         **error,
                 const char      *format,
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

/* Counts the <name> children of @parent into *@n, refusing more than @max
 * (docs/board-format.md, “Limits”). */
gboolean
_gmp_board_count_at_most (GmpBoardLoader  *loader,
                          xmlNode         *parent,
                          const char      *name,
                          guint            max,
                          guint           *n,
                          GError         **error)
{
  *n = count_elements (parent, name);
  if (*n > max)
    return _gmp_board_fail (loader, parent, error,
                            _("<%s> holds %u <%s> elements; a board may have at most %u"),
                            (const char *) parent->name, *n, name, max);
  return TRUE;
}

/* An optional mark that is left out counts as reconstructed
 * (docs/board-format.md): a board never claims the rules by accident. */
GmpSource
_gmp_board_get_source (xmlNode *node)
{
  return node != NULL && gmp_xml_has_value (node, "source", "rules")
         ? GMP_SOURCE_RULES : GMP_SOURCE_RECONSTRUCTED;
}

GmpSide
_gmp_board_get_side (xmlNode    *node,
                     const char *attribute)
{
  return gmp_xml_has_value (node, attribute, "swarm") ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
}

gboolean
_gmp_board_get_boolean (xmlNode    *node,
                        const char *attribute)
{
  return gmp_xml_has_value (node, attribute, "true");
}

/* Every whole number of a board has a range (docs/board-format.md), checked
 * as it is read: nothing a file says can make a sum or a product wrap. */
gboolean
_gmp_board_require_uint (GmpBoardLoader  *loader,
                         xmlNode         *node,
                         const char      *attribute,
                         guint            min,
                         guint            max,
                         guint           *value,
                         GError         **error)
{
  guint number;

  if (!gmp_xml_get_uint (node, attribute, &number) || number < min || number > max)
    return _gmp_board_fail (loader, node, error,
                            _("<%s> needs a whole number from %u to %u in its “%s” attribute"),
                            (const char *) node->name, min, max, attribute);
  *value = number;
  return TRUE;
}

/* A whole-number attribute that may be absent (then 0). */
gboolean
_gmp_board_optional_uint (GmpBoardLoader  *loader,
                          xmlNode         *node,
                          const char      *attribute,
                          guint            min,
                          guint            max,
                          guint           *value,
                          GError         **error)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);

  *value = 0;
  if (text == NULL)
    return TRUE;
  return _gmp_board_require_uint (loader, node, attribute, min, max, value, error);
}

/* A name without xml:lang must exist, so the board reads the same in every
 * language that it does not translate. */
gboolean
_gmp_board_get_name (GmpBoardLoader  *loader,
                     xmlNode         *node,
                     const char      *element,
                     char           **name,
                     GError         **error)
{
  gboolean untagged = FALSE;

  FOR_EACH_ELEMENT (child, node, element)
    {
      /* Most names have no attribute at all: nothing to look up */
      xmlChar *lang = child->properties != NULL
                      ? xmlGetNsProp (child, (const xmlChar *) "lang", XML_XML_NAMESPACE)
                      : NULL;

      if (lang == NULL)
        untagged = TRUE;
      xmlFree (lang);
    }
  if (!untagged)
    return _gmp_board_fail (loader, node, error, _("<%s> needs a <%s> without xml:lang"),
                            (const char *) node->name, element);

  *name = gmp_xml_get_localized (node, element);
  return TRUE;
}

/* @missing is the message for an unknown id, with one “%s” for it. */
gboolean
_gmp_board_lookup_id (GmpBoardLoader    *loader,
                      xmlNode           *node,
                      const char        *attribute,
                      GmpBoardFindFunc   find,
                      const char        *missing,
                      int               *index,
                      GError           **error)
{
  g_autofree char *id = gmp_xml_get_string (node, attribute);

  *index = find (loader->board, id);
  if (*index != GMP_NONE)
    return TRUE;

  /* The callers pass translated literals, each with one “%s”. */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  return _gmp_board_fail (loader, node, error, missing, id != NULL ? id : "");
#pragma GCC diagnostic pop
}

/* "4 5": one die per number, each hitting on that result or more. A 1 would
 * hit on every roll, which no counter does. */
gboolean
_gmp_board_parse_dice (GmpBoardLoader  *loader,
                       xmlNode         *node,
                       guint8          *dice,
                       guint           *n_dice,
                       GError         **error)
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
        return _gmp_board_fail (loader, node, error,
                                _("The dice “%s” must be numbers from 2 to 6"), text);
      if (n == GMP_MAX_DICE)
        return _gmp_board_fail (loader, node, error,
                                _("At most %d dice are allowed"), GMP_MAX_DICE);
      dice[n++] = (guint8) value;
    }
  if (n == 0)
    return _gmp_board_fail (loader, node, error, _("<%s> needs at least one die"),
                            (const char *) node->name);
  *n_dice = n;
  return TRUE;
}

/* Reads the "id" of @node into *@id, enters it in @ids (the board's table
 * for its kind) and counts the item, at once, so that a failure later frees
 * what the item holds. */
gboolean
_gmp_board_claim_id (GmpBoardLoader  *loader,
                     xmlNode         *node,
                     GHashTable      *ids,
                     const char      *what,
                     char           **id,
                     guint           *n_items,
                     GError         **error)
{
  g_autofree char *text = gmp_xml_get_string (node, "id");

  /* The schema requires the id; an empty one keeps the table's keys valid. */
  if (text == NULL)
    text = g_strdup ("");
  if (g_hash_table_contains (ids, text))
    return _gmp_board_fail (loader, node, error, _("The %s id “%s” is used twice"), what, text);
  *id = g_steal_pointer (&text);
  g_hash_table_insert (ids, *id, GUINT_TO_POINTER (*n_items + 1));
  (*n_items)++;
  return TRUE;
}
