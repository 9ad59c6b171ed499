/* gmp-xml-fast.c: a file's long, flat lists checked by hand, the rest by
 * its schema (gmp-xml-fast.h says why and how)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-xml.h"
#include "gmp-xml-fast.h"

/* Digits of a number taken here: far below any bound the schemas or
 * libxml2 put on them */
#define MAX_DIGITS 9
/* Longest list item taken here */
#define MAX_ITEM 63

/* The characters of a name token taken here: ASCII letters, digits and
 * "-._:" */
static const guint8 nmtoken_char[256] = {
  ['A' ... 'Z'] = 1, ['a' ... 'z'] = 1, ['0' ... '9'] = 1, ['-'] = 1, ['.'] = 1, ['_'] = 1,
  [':'] = 1,
};

gboolean
_gmp_xml_fast_nmtoken (const char *value)
{
  if (*value == '\0')
    return FALSE;
  for (; *value != '\0'; value++)
    if (!nmtoken_char[(guchar) *value])
      return FALSE;
  return TRUE;
}

gboolean
_gmp_xml_fast_id (const char *value)
{
  if (*value == '\0')
    return FALSE;
  for (; *value != '\0'; value++)
    if (!g_ascii_isalnum (*value) && *value != '-')
      return FALSE;
  return TRUE;
}

/* 1 to MAX_DIGITS digits, then the end: the length, or 0 */
static gsize
digits (const char *value)
{
  gsize n = strspn (value, "0123456789");

  return n > 0 && n <= MAX_DIGITS ? n : 0;
}

gboolean
_gmp_xml_fast_count (const char *value)
{
  gsize n = digits (value);

  return n > 0 && value[n] == '\0';
}

gboolean
_gmp_xml_fast_positive (const char *value)
{
  return _gmp_xml_fast_count (value) && strspn (value, "0") < strlen (value);
}

gboolean
_gmp_xml_fast_integer (const char *value)
{
  return _gmp_xml_fast_count (value[0] == '-' ? value + 1 : value);
}

gboolean
_gmp_xml_fast_double (const char *value)
{
  gsize n;

  if (value[0] == '-')
    value++;
  n = digits (value);
  if (n == 0)
    return FALSE;
  if (value[n] == '\0')
    return TRUE;
  if (value[n] != '.')
    return FALSE;
  value += n + 1;
  n = digits (value);
  return n > 0 && value[n] == '\0';
}

gboolean
_gmp_xml_fast_is_one_of (const char         *value,
                         const char * const *values)
{
  for (; *values != NULL; values++)
    if (strcmp (value, *values) == 0)
      return TRUE;
  return FALSE;
}

gboolean
_gmp_xml_fast_boolean (const char *value)
{
  static const char * const values[] = { "true", "false", NULL };

  return _gmp_xml_fast_is_one_of (value, values);
}

/* _gmp_xml_fast_list (value, _gmp_xml_fast_nmtoken, min, G_MAXUINT) in
 * one pass, without copying each item: a finished game has thousands */
static gboolean
nmtoken_list (const char *value,
              guint       min)
{
  guint n = 0;
  gsize length = 0;

  for (const char *p = value;; p++)
    {
      if (*p == ' ' || *p == '\0')
        {
          if (length == 0 || length > MAX_ITEM)
            return *p == '\0' && p == value && min == 0;
          n++;
          if (*p == '\0')
            return n >= min;
          length = 0;
        }
      else if (!nmtoken_char[(guchar) *p])
        return FALSE;
      else
        length++;
    }
}

gboolean
_gmp_xml_fast_list (const char       *value,
                    GmpXmlValueCheck  item,
                    guint             min,
                    guint             max)
{
  char buffer[MAX_ITEM + 1];
  guint n = 0;

  if (*value == '\0')
    return min == 0;
  if (item == _gmp_xml_fast_nmtoken && max == G_MAXUINT)
    return nmtoken_list (value, min);
  for (;;)
    {
      const char *space = strchr (value, ' ');
      gsize length = space != NULL ? (gsize) (space - value) : strlen (value);

      if (length == 0 || length > MAX_ITEM || ++n > max)
        return FALSE;
      memcpy (buffer, value, length);
      buffer[length] = '\0';
      if (!item (buffer))
        return FALSE;
      if (space == NULL)
        return n >= min;
      value = space + 1;
    }
}

gboolean
_gmp_xml_fast_is_element (const xmlNode *node,
                          const char    *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns == NULL && node->nsDef == NULL
         && strcmp ((const char *) node->name, name) == 0;
}

gboolean
_gmp_xml_fast_attributes (const xmlNode             *node,
                          const GmpXmlAttributeRule *rules)
{
  guint32 seen = 0, required = 0;

  for (guint i = 0; rules[i].name != NULL; i++)
    if (rules[i].required)
      required |= 1u << i;

  for (const xmlAttr *attribute = node->properties; attribute != NULL;
       attribute = attribute->next)
    {
      const xmlNode *text = attribute->children;
      const char *value;
      guint i;

      if (attribute->ns != NULL)
        return FALSE;
      for (i = 0; rules[i].name != NULL; i++)
        if (attribute->name[0] == (xmlChar) rules[i].name[0]
            && strcmp ((const char *) attribute->name, rules[i].name) == 0)
          break;
      if (rules[i].name == NULL)
        return FALSE;
      /* libxml2 gives an attribute's value as one text node, an empty one
       * for ""; an attribute with no text node at all reads as "" too */
      if (text == NULL)
        value = "";
      else if (text->type == XML_TEXT_NODE && text->next == NULL && text->content != NULL)
        value = (const char *) text->content;
      else
        return FALSE;
      if (!rules[i].check (value))
        return FALSE;
      seen |= 1u << i;
    }
  return (seen & required) == required;
}

gboolean
_gmp_xml_fast_ignorable (const xmlNode *node)
{
  if (node->type == XML_COMMENT_NODE)
    return TRUE;
  return node->type == XML_TEXT_NODE && node->content != NULL
         && strspn ((const char *) node->content, " \t\r\n")
            == strlen ((const char *) node->content);
}

/* Setting elements aside */

typedef struct {
  xmlNode *node;
  xmlNode *parent;
  xmlNode *next;   /* its next sibling when set aside, or NULL: the last */
  xmlNode *last;   /* non-NULL: node is parent's first child, last its last, and
                      all from one to the other are set aside at once */
} SetAside;

GArray *
_gmp_xml_fast_aside_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (SetAside));
}

void
_gmp_xml_fast_set_aside (GArray  *aside,
                         xmlNode *node)
{
  SetAside item = { node, node->parent, NULL, NULL };

  g_array_append_val (aside, item);
}

void
_gmp_xml_fast_set_aside_children (GArray  *aside,
                                  xmlNode *parent)
{
  SetAside item = { parent->children, parent, NULL, parent->last };

  if (parent->children != NULL)
    g_array_append_val (aside, item);
}

static void
unlink_all (GArray *aside)
{
  for (guint i = 0; i < aside->len; i++)
    {
      SetAside *item = &g_array_index (aside, SetAside, i);

      if (item->last != NULL)
        {
          /* The whole list: the chain stays as it is, out of the tree */
          item->parent->children = item->parent->last = NULL;
          continue;
        }
      item->next = item->node->next;
      xmlUnlinkNode (item->node);
    }
}

/* Back where each was, the last first, so that each one's next sibling is
 * in place again when it is */
static void
put_back (GArray *aside)
{
  for (guint i = aside->len; i-- > 0;)
    {
      SetAside *item = &g_array_index (aside, SetAside, i);

      if (item->last != NULL)
        {
          item->parent->children = item->node;
          item->parent->last = item->last;
        }
      else if (item->next != NULL)
        xmlAddPrevSibling (item->next, item->node);
      else
        xmlAddChild (item->parent, item->node);
    }
}

gboolean
_gmp_xml_fast_validate (xmlDoc      *doc,
                        const char  *display_name,
                        const char  *schema_name,
                        GArray      *aside,
                        GError     **error)
{
  gboolean valid;

  if (aside->len == 0)
    return gmp_xml_validate (doc, display_name, schema_name, error);
  unlink_all (aside);
  valid = gmp_xml_validate (doc, display_name, schema_name, NULL);
  put_back (aside);
  /* The rest fails: the whole file, for the schema's own words */
  return valid || gmp_xml_validate (doc, display_name, schema_name, error);
}
