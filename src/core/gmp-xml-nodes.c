/* gmp-xml-nodes.c: small accessors for the loaders
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Attributes as strings and numbers, and texts in the user's language
 * (xml:lang) among a node's children.
 */

#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "gmp-xml.h"
#include "gmp-words.h"

char *
gmp_xml_get_string (xmlNode    *node,
                    const char *attribute)
{
  xmlChar *value;
  char *result;
  const char *peeked;
  gboolean simple;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (attribute != NULL, NULL);

  /* Loading a board or a game reads thousands of attributes: one copy each */
  peeked = _gmp_xml_peek_attribute (node, attribute, &simple);
  if (simple)
    return g_strdup (peeked);

  value = xmlGetNoNsProp (node, (const xmlChar *) attribute);
  if (value == NULL)
    return NULL;
  result = g_strdup ((const char *) value);
  xmlFree (value);
  return result;
}

gboolean
gmp_xml_has_value (xmlNode    *node,
                   const char *attribute,
                   const char *value)
{
  g_autofree char *copy = NULL;
  gboolean simple;
  const char *peeked;

  g_return_val_if_fail (node != NULL && attribute != NULL && value != NULL, FALSE);

  peeked = _gmp_xml_peek_attribute (node, attribute, &simple);
  if (!simple)
    peeked = copy = gmp_xml_get_string (node, attribute);
  return peeked != NULL && strcmp (peeked, value) == 0;
}

gboolean
gmp_xml_get_uint (xmlNode    *node,
                  const char *attribute,
                  guint      *value)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);
  guint64 number;

  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  if (!gmp_words_to_unsigned (text, 0, G_MAXUINT, &number))
    return FALSE;
  if (value != NULL)
    *value = (guint) number;
  return TRUE;
}

gboolean
gmp_xml_get_double (xmlNode    *node,
                    const char *attribute,
                    double     *value)
{
  g_autofree char *copy = NULL;
  char buffer[64];
  char *text = NULL;
  char *end = NULL;
  double number;
  gboolean simple;
  const char *peeked = _gmp_xml_peek_attribute (node, attribute, &simple);

  /* A short value is read where it is, a longer one from a copy */
  if (simple && peeked != NULL && strlen (peeked) < sizeof buffer)
    text = strcpy (buffer, peeked);
  else
    text = copy = gmp_xml_get_string (node, attribute);
  if (text == NULL)
    return FALSE;
  g_strstrip (text);
  if (*text == '\0')
    return FALSE;
  /* A whole number of a few digits (a board's every coordinate) is read
   * as such: the same double, without g_ascii_strtod()'s work */
  {
    gboolean negative = text[0] == '-';
    const char *digits = text + negative;
    gsize n = strspn (digits, "0123456789");

    if (n > 0 && n <= 9 && digits[n] == '\0')
      {
        double whole = (double) strtoul (digits, NULL, 10);

        if (value != NULL)
          *value = negative ? -whole : whole;
        return TRUE;
      }
  }
  number = g_ascii_strtod (text, &end);
  if (end == NULL || *end != '\0' || !isfinite (number))
    return FALSE;
  if (value != NULL)
    *value = number;
  return TRUE;
}

gboolean
gmp_xml_language_matches (const char *tag,
                          const char *language)
{
  gsize i;

  for (i = 0; tag[i] != '\0' && language[i] != '\0'; i++)
    {
      char a = tag[i] == '-' ? '_' : g_ascii_tolower (tag[i]);
      char b = language[i] == '-' ? '_' : g_ascii_tolower (language[i]);

      if (a != b)
        return FALSE;
    }
  return tag[i] == '\0' && (language[i] == '\0' || language[i] == '.' || language[i] == '@');
}

char **
gmp_xml_get_all (xmlNode    *node,
                 const char *name)
{
  GPtrArray *texts;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  texts = g_ptr_array_new ();
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      xmlChar *text;

      if (!gmp_xml_is_element (child, name))
        continue;
      /* Most hold one text node: copied once */
      if (child->children != NULL && child->children->next == NULL
          && child->children->type == XML_TEXT_NODE && child->children->content != NULL)
        {
          g_ptr_array_add (texts, g_strstrip (g_strdup ((const char *) child->children->content)));
          continue;
        }
      text = xmlNodeGetContent (child);
      g_ptr_array_add (texts, g_strstrip (g_strdup ((const char *) text)));
      xmlFree (text);
    }
  g_ptr_array_add (texts, NULL);
  return (char **) g_ptr_array_free (texts, FALSE);
}

char *
gmp_xml_get_localized (xmlNode    *node,
                       const char *name)
{
  /* Asked of GLib (which reads the environment) only for a tagged text */
  const char * const *languages = NULL;
  xmlNode *untagged = NULL;
  xmlNode *best = NULL;
  guint best_rank = G_MAXUINT;
  xmlNode *child;
  xmlChar *text;
  char *result;

  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  for (child = node->children; child != NULL; child = child->next)
    {
      xmlChar *lang;
      guint rank;

      if (!gmp_xml_is_element (child, name))
        continue;

      /* Most names have no attribute at all: nothing to look up */
      lang = child->properties != NULL
             ? xmlGetNsProp (child, (const xmlChar *) "lang", XML_XML_NAMESPACE) : NULL;
      if (lang == NULL || *lang == '\0')
        {
          if (untagged == NULL)
            untagged = child;
          xmlFree (lang);
          continue;
        }

      if (languages == NULL)
        languages = g_get_language_names ();
      for (rank = 0; languages[rank] != NULL && rank < best_rank; rank++)
        {
          if (gmp_xml_language_matches ((const char *) lang, languages[rank]))
            {
              best = child;
              best_rank = rank;
              break;
            }
        }
      xmlFree (lang);
    }

  if (best == NULL)
    best = untagged;
  if (best == NULL)
    return NULL;

  if (best->children != NULL && best->children->next == NULL
      && best->children->type == XML_TEXT_NODE && best->children->content != NULL)
    return g_strstrip (g_strdup ((const char *) best->children->content));
  text = xmlNodeGetContent (best);
  result = g_strstrip (g_strdup ((const char *) text));
  xmlFree (text);
  return result;
}
