/* gmp-xml-errors.c: libxml2's errors, caught and said in the user's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"
#include <libxml/parser.h>
#include <libxml/relaxng.h>

#include "gmp-xml-errors.h"

/* How well a validator error tells what to fix. It reports a wrong
 * attribute as a string of errors, the first often a guess ("Expecting an
 * element activated") and the last a summary ("failed to validate
 * content"): the attribute or value it names is the one to show. */
static int
validity_error_rank (int code)
{
  switch (code)
    {
    case XML_RELAXNG_ERR_INVALIDATTR:
    case XML_RELAXNG_ERR_TYPEVAL:
    case XML_RELAXNG_ERR_VALUE:
      return 2;
    case XML_RELAXNG_ERR_ATTRVALID:
    case XML_RELAXNG_ERR_CONTENTVALID:
      return 0;
    default:
      return 1;
    }
}

void
_gmp_xml_on_structured_error (void           *user_data,
                              GmpXmlErrorArg  error)
{
  GmpXmlFirstError *first = user_data;
  g_autofree char *message = NULL;

  if (error == NULL || error->level == XML_ERR_WARNING)
    return;
  if (first->message != NULL
      && !(error->domain == XML_FROM_RELAXNGV
           && validity_error_rank (error->code) > validity_error_rank (first->code)))
    return;

  message = g_strdup (error->message != NULL ? error->message : "");
  g_strstrip (message);
  g_free (first->message);
  first->message = g_steal_pointer (&message);
  first->code = error->code;
  g_free (first->name);
  first->name = g_strdup (error->str1);
  g_free (first->other);
  first->other = g_strdup (error->str2);
  first->value = error->int1;
  first->line = error->line;
  if (first->line <= 0 && error->node != NULL)
    first->line = (int) xmlGetLineNo ((xmlNode *) error->node);
}

void
_gmp_xml_first_error_clear (GmpXmlFirstError *first)
{
  g_clear_pointer (&first->message, g_free);
  g_clear_pointer (&first->name, g_free);
  g_clear_pointer (&first->other, g_free);
  first->line = 0;
  first->code = 0;
  first->value = 0;
}

/* libxml2 speaks English only: the common errors are said again in the
 * user's language with the names libxml2 found (tags, attributes, entities);
 * its own words are kept only for the errors not listed here. */
static char *
describe_parse_error_in_words (const GmpXmlFirstError *first)
{
  const char *name = first->name, *other = first->other;

  switch (first->code)
    {
    case XML_ERR_TAG_NAME_MISMATCH:
      if (name == NULL || other == NULL)
        return NULL;
      /* TRANSLATORS: XML tags: "<title>" is closed by "</titl>" */
      return g_strdup_printf (_("Not well-formed XML: the element <%s> is closed by </%s>"),
                              name, other);
    case XML_ERR_TAG_NOT_FINISHED:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the file ends before the element <%s> "
                                "is closed"), name);
    case XML_ERR_GT_REQUIRED:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the tag <%s> is not finished "
                                "(a missing “>”, or an attribute written wrong)"), name);
    case XML_ERR_DOCUMENT_END:
      return g_strdup (_("Not well-formed XML: there is more after the end of the document"));
    case XML_ERR_DOCUMENT_EMPTY:
      return g_strdup (_("Not well-formed XML: there is no element in the file"));
    case XML_ERR_ATTRIBUTE_REDEFINED:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the attribute “%s” appears twice in "
                                "one element"), name);
    case XML_ERR_ATTRIBUTE_NOT_STARTED:
    case XML_ERR_ATTRIBUTE_WITHOUT_VALUE:
      return g_strdup (_("Not well-formed XML: an attribute’s value is not in quotes"));
    case XML_ERR_LT_IN_ATTRIBUTE:
      return g_strdup (_("Not well-formed XML: an attribute’s value holds a “<” "
                         "(write it “&lt;”)"));
    case XML_ERR_UNDECLARED_ENTITY:
      if (name == NULL)
        return NULL;
      return g_strdup_printf (_("Not well-formed XML: the entity “&%s;” is not defined"), name);
    case XML_ERR_INVALID_CHAR:
      /* Valid UTF-8, but XML allows no control character (but tab and line
       * ends), nor U+FFFE, U+FFFF, lone surrogates (issue 19) */
      if (first->value > 0 && first->value <= 0x10FFFF)
        /* TRANSLATORS: %04X is the character's code point: "U+0001", "U+FFFF" */
        return g_strdup_printf (_("The character U+%04X is not allowed in XML (no control "
                                  "character but tab and line breaks, nor U+FFFE or U+FFFF)"),
                                (guint) first->value);
      /* libxml2 2.9 reports bytes that are not UTF-8 with this code and no character */
      return g_strdup (_("Not valid UTF-8 text"));
    case XML_ERR_INVALID_ENCODING:
    case XML_ERR_UNSUPPORTED_ENCODING:
      return g_strdup (_("Not valid UTF-8 text"));
    default:
      return NULL;
    }
}

char *
_gmp_xml_describe_parse_error (const GmpXmlFirstError *first)
{
  const char *detail = first->message;
  char *in_words;

  if (detail == NULL)
    return g_strdup (_("Not a well-formed XML file"));
  if (first->code == XML_ERR_INTERNAL_ERROR && strstr (detail, "depth") != NULL)
    return g_strdup (_("Its elements are nested too deeply"));
  in_words = describe_parse_error_in_words (first);
  if (in_words != NULL)
    return in_words;
  /* TRANSLATORS: %s is the XML parser's own English description */
  return g_strdup_printf (_("Not well-formed XML (%s)"), detail);
}

/* As describe_parse_error_in_words(), for the schema validator's errors */
static char *
describe_schema_error_in_words (const GmpXmlFirstError *first)
{
  const char *name = first->name, *other = first->other;

  if (name == NULL)
    return NULL;
  switch (first->code)
    {
    case XML_RELAXNG_ERR_ELEMNAME:
      if (other == NULL)
        return NULL;
      return g_strdup_printf (_("Does not follow the file format: the element <%s> was "
                                "expected, not <%s>"), name, other);
    case XML_RELAXNG_ERR_NOELEM:
      return g_strdup_printf (_("Does not follow the file format: the element <%s> is "
                                "missing"), name);
    case XML_RELAXNG_ERR_INVALIDATTR:
      if (other == NULL)
        return NULL;
      /* TRANSLATORS: the attribute, then the element */
      return g_strdup_printf (_("Does not follow the file format: the attribute “%s” is not "
                                "allowed on the element <%s>, or its value is wrong"),
                              name, other);
    case XML_RELAXNG_ERR_TYPEVAL:
    case XML_RELAXNG_ERR_VALUE:
      /* TYPEVAL names the type first and the value second; VALUE the value */
      return g_strdup_printf (_("Does not follow the file format: the value “%s” is not "
                                "allowed there"),
                              first->code == XML_RELAXNG_ERR_TYPEVAL && other != NULL
                              ? other : name);
    case XML_RELAXNG_ERR_EXTRACONTENT:
      if (other == NULL)
        return NULL;
      return g_strdup_printf (_("Does not follow the file format: the element <%s> holds "
                                "<%s>, which it may not hold there"), name, other);
    case XML_RELAXNG_ERR_ELEMWRONG:
    case XML_RELAXNG_ERR_INTEREXTRA:
      return g_strdup_printf (_("Does not follow the file format: the element <%s> is not "
                                "allowed there"), name);
    case XML_RELAXNG_ERR_TEXTWRONG:
      return g_strdup_printf (_("Does not follow the file format: the element <%s> may not "
                                "hold text"), name);
    case XML_RELAXNG_ERR_ATTRVALID:
      return g_strdup_printf (_("Does not follow the file format: an attribute of the "
                                "element <%s> is missing or wrong"), name);
    case XML_RELAXNG_ERR_CONTENTVALID:
      return g_strdup_printf (_("Does not follow the file format: what the element <%s> "
                                "holds is wrong"), name);
    default:
      return NULL;
    }
}

char *
_gmp_xml_describe_schema_error (const GmpXmlFirstError *first)
{
  char *in_words;

  if (first->message == NULL)
    return g_strdup (_("Does not follow the file format"));
  in_words = describe_schema_error_in_words (first);
  if (in_words != NULL)
    return in_words;
  /* TRANSLATORS: %s is the schema validator's own English description */
  return g_strdup_printf (_("Does not follow the file format (%s)"), first->message);
}

GmpXmlSavedHandler
_gmp_xml_capture_errors (GmpXmlFirstError *first)
{
  GmpXmlSavedHandler saved = { xmlStructuredError, xmlStructuredErrorContext };

  xmlSetStructuredErrorFunc (first, _gmp_xml_on_structured_error);
  return saved;
}

void
_gmp_xml_restore_errors (GmpXmlSavedHandler saved)
{
  xmlSetStructuredErrorFunc (saved.data, saved.func);
}

void
_gmp_xml_set_located_error (GError     **error,
                            GmpError     code,
                            const char  *display_name,
                            int          line,
                            const char  *message)
{
  if (line > 0)
    g_set_error (error, GMP_ERROR, code, "%s:%d: %s", display_name, line, message);
  else
    g_set_error (error, GMP_ERROR, code, "%s: %s", display_name, message);
}
