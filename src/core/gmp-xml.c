/* gmp-xml.c: parsing untrusted XML safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No network, no DTD or entity, bounded sizes, and each error with its
 * file and line in the user's words (gmp-xml-errors.c). Reading a file is
 * gmp-xml-read.c, the schemas gmp-xml-schema.c, the accessors
 * gmp-xml-nodes.c.
 */

/* memmem() */
#define _GNU_SOURCE

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"
#include <libxml/parser.h>

#include "gmp-error.h"
#include "gmp-xml.h"
#include "gmp-xml-arena.h"
#include "gmp-xml-errors.h"
#include "gmp-xml-lists.h"
#include "gmp-xml-plain.h"

/* The first byte that is not white space (after a UTF-8 byte order mark),
 * or NUL when there is none: '<' begins anything XML. */
static char
first_visible_byte (const char *data,
                    gsize       length)
{
  gsize i = 0;

  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    i = 3;
  for (; i < length; i++)
    if (!g_ascii_isspace (data[i]))
      return data[i];
  return '\0';
}

static gboolean
contains (const char *data,
          gsize       length,
          const char *needle)
{
  return memmem (data, length, needle, strlen (needle)) != NULL;
}

/* The end of terminator after p, or end. memchr and memcmp, not memmem:
 * a sanitizer's memmem checks the whole rest of the file at every call,
 * which made a file of a million comments take minutes under ASan;
 * memchr is checked only as far as it reads. */
static const char *
skip_past (const char *p,
           const char *end,
           const char *terminator)
{
  gsize length = strlen (terminator);

  while ((p = memchr (p, terminator[0], (gsize) (end - p))) != NULL)
    {
      if ((gsize) (end - p) >= length && memcmp (p, terminator, length) == 0)
        return p + length;
      p++;
    }
  return end;
}

static gboolean
starts_with (const char *p,
             const char *end,
             const char *prefix)
{
  gsize length = strlen (prefix);

  return (gsize) (end - p) >= length && memcmp (p, prefix, length) == 0;
}

/* The attributes of the start tag at p (just past its '<'): each has one
 * '=' outside quotes; a quoted value is skipped at once. Leaves *p past
 * the tag. */
static guint
count_tag_attributes (const char **p,
                      const char  *end)
{
  /* The bytes that matter in a tag: quotes, '=' and '>' */
  static const gboolean special[256] = { ['"'] = TRUE, ['\''] = TRUE, ['='] = TRUE,
                                         ['>'] = TRUE };
  const char *q = *p;   /* a local: a char store could alias *p */
  guint n = 0;

  while (q < end)
    {
      char c;

      while (q < end && !special[(guchar) *q])
        q++;
      if (q == end)
        break;
      c = *q;

      if (c == '"' || c == '\'')
        {
          const char *close = memchr (q + 1, c, (gsize) (end - q - 1));

          q = close != NULL ? close + 1 : end;
          continue;
        }
      q++;
      if (c == '=')
        n++;
      else if (c == '>')
        break;
    }
  *p = q;
  return n;
}

/* The line of p, from 1: counted only for a message */
static int
line_at (const char *data,
         const char *p)
{
  int line = 1;

  for (const char *nl = data; (nl = memchr (nl, '\n', (gsize) (p - nl))) != NULL; nl++)
    line++;
  return line;
}

gboolean
gmp_xml_check_attributes (GBytes      *bytes,
                          const char  *display_name,
                          GError     **error)
{
  gsize length = 0;
  const char *data, *p, *end;
  char next;

  g_return_val_if_fail (bytes != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Empty bytes may have no data pointer at all */
  data = g_bytes_get_data (bytes, &length);
  if (length == 0)
    return TRUE;
  end = data + length;

  for (p = data; p < end;)
    {
      const char *tag = memchr (p, '<', (gsize) (end - p));

      if (tag == NULL)
        break;
      p = tag;
      /* Most tags are start and end tags: the byte after '<' first */
      next = p + 1 < end ? p[1] : '\0';
      if (next == '!' && starts_with (p, end, "<!--"))
        p = skip_past (p + 4, end, "-->");
      else if (next == '!' && starts_with (p, end, "<![CDATA["))
        p = skip_past (p + 9, end, "]]>");
      else if (next == '?')
        p = skip_past (p + 2, end, "?>");
      else if (next == '/' || next == '!')
        p = skip_past (p + 2, end, ">");
      else
        {
          p++;
          if (count_tag_attributes (&p, end) > GMP_XML_MAX_ATTRIBUTES)
            {
              g_autofree char *message =
                g_strdup_printf (_("An element has more than %d attributes"),
                                 GMP_XML_MAX_ATTRIBUTES);

              _gmp_xml_set_located_error (error, GMP_ERROR_TOO_LARGE,
                                          display_name != NULL ? display_name : _("(unnamed)"),
                                          line_at (data, tag), message);
              return FALSE;
            }
        }
    }
  return TRUE;
}

/* What the bytes may not be before a parser sees them: too large, UTF-16 or
 * UTF-32, or holding a DTD or an entity */
static gboolean
check_bytes (const char  *data,
             gsize        length,
             const char  *display_name,
             GError     **error)
{
  if (length > GMP_XML_MAX_SIZE)
    {
      g_autofree char *size_text = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *limit_text = g_format_size_full (GMP_XML_MAX_SIZE,
                                                        G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE,
                   _("“%s” is too large (%s; at most %s are allowed)"),
                   display_name, size_text, limit_text);
      return FALSE;
    }

  /* UTF-16 and UTF-32 text holds NUL bytes; refusing it keeps the byte
   * checks below meaningful. */
  if (memchr (data, '\0', length) != NULL)
    {
      _gmp_xml_set_located_error (error, GMP_ERROR_PARSE, display_name, 0,
                                  _("Not a UTF-8 XML file"));
      return FALSE;
    }

  /* Refused before the parser sees them, so that no entity is ever expanded
   * and no external file is ever loaded. */
  if (contains (data, length, "<!DOCTYPE") || contains (data, length, "<!ENTITY"))
    {
      _gmp_xml_set_located_error (error, GMP_ERROR_PARSE, display_name, 0,
                                  _("DTDs and entities are not allowed"));
      return FALSE;
    }

  if (length > G_MAXINT)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE, _("“%s” is too large"), display_name);
      return FALSE;
    }

  return TRUE;
}

/* The bytes, past check_bytes() and the attributes' guard, parsed */
static xmlDoc *
parse_checked (const char  *data,
               gsize        length,
               const char  *display_name,
               GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  xmlParserCtxt *parser;
  GmpXmlFirstError first = { NULL, 0, 0 };
  GmpXmlSavedHandler saved;
  GmpXmlStop stop = { FALSE };

  saved = _gmp_xml_capture_errors (&first);
  parser = xmlNewParserCtxt ();
  if (parser == NULL)
    {
      _gmp_xml_restore_errors (saved);
      g_set_error (error, GMP_ERROR, GMP_ERROR_PARSE, _("Out of memory"));
      return NULL;
    }
  parser->_private = &stop;
  _gmp_xml_stop_at_dtd (parser->sax);
  doc = xmlCtxtReadMemory (parser, data, (int) length, NULL, NULL, GMP_XML_PARSE_OPTIONS);
  xmlFreeParserCtxt (parser);
  _gmp_xml_restore_errors (saved);

  if (stop.stopped || (doc != NULL && (doc->intSubset != NULL || doc->extSubset != NULL)))
    {
      _gmp_xml_set_located_error (error, GMP_ERROR_PARSE, display_name, 0,
                                  _("DTDs and entities are not allowed"));
      _gmp_xml_first_error_clear (&first);
      return NULL;
    }

  /* libxml2 calls both an empty file and one without a single tag "empty";
   * the user needs to know which they have. */
  if (doc == NULL && first.code == XML_ERR_DOCUMENT_EMPTY
      && first_visible_byte (data, length) != '<')
    {
      if (first_visible_byte (data, length) == '\0')
        g_set_error (error, GMP_ERROR, GMP_ERROR_PARSE, _("%s is empty"), display_name);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_PARSE,
                     _("%s is not a Ginormopod file: it is not XML"), display_name);
      _gmp_xml_first_error_clear (&first);
      return NULL;
    }

  if (doc == NULL || first.message != NULL)
    {
      g_autofree char *what = _gmp_xml_describe_parse_error (&first);

      _gmp_xml_set_located_error (error, GMP_ERROR_PARSE, display_name, first.line, what);
      _gmp_xml_first_error_clear (&first);
      return NULL;
    }

  return g_steal_pointer (&doc);
}

void
gmp_xml_doc_free (xmlDoc *doc)
{
  if (doc == NULL)
    return;
  _gmp_xml_arena_unlink (doc);
  xmlFreeDoc (doc);
}

xmlDoc *
gmp_xml_parse_lists (GBytes           *bytes,
                     const char       *display_name,
                     const GmpXmlList *lists,
                     GError          **error)
{
  const char *data;
  gsize length;
  xmlDoc *doc;

  g_return_val_if_fail (bytes != NULL && lists != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");
  data = g_bytes_get_data (bytes, &length);
  if (data == NULL)
    data = "";
  /* The plain XML the program writes needs neither libxml2's parser nor
   * the guards (gmp-xml-plain.h) */
  doc = length <= GMP_XML_MAX_SIZE ? _gmp_xml_plain_parse (data, length, GMP_XML_MAX_ATTRIBUTES)
                                    : NULL;
  if (doc != NULL)
    return doc;
  if (!check_bytes (data, length, display_name, error)
      || !gmp_xml_check_attributes (bytes, display_name, error))
    return NULL;
  doc = _gmp_xml_lists_parse (data, length, lists);
  /* Not taken: the usual way, for libxml2's own tree or message */
  return doc != NULL ? doc : parse_checked (data, length, display_name, error);
}

xmlDoc *
gmp_xml_parse (GBytes      *bytes,
               const char  *display_name,
               const char  *schema_name,
               GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  const char *data;
  gsize length;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  data = g_bytes_get_data (bytes, &length);
  if (data == NULL)
    data = "";  /* empty bytes may have no data at all */
  if (!check_bytes (data, length, display_name, error)
      || !gmp_xml_check_attributes (bytes, display_name, error))
    return NULL;

  doc = parse_checked (data, length, display_name, error);
  if (doc != NULL && schema_name != NULL
      && !gmp_xml_validate (doc, display_name, schema_name, error))
    return NULL;
  return g_steal_pointer (&doc);
}
