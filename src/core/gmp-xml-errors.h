/* gmp-xml-errors.h: libxml2's errors, caught and said in the user's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the XML readers (gmp-xml.c, gmp-xml-schema.c): libxml2 prints
 * its errors to stderr, in English; these catch the first one of a call and
 * tell it again in the user's language, with the file and the line.
 */

#pragma once

#include <glib.h>
#include <libxml/xmlerror.h>
#include <libxml/xmlversion.h>

#include "gmp-error.h"

G_BEGIN_DECLS

/* libxml2 2.12 made the structured error callback take a const error
 * (xmlStructuredErrorFunc); older releases pass a plain xmlErrorPtr. One
 * handler builds against both without a cast that would hide a real
 * mismatch. Debian 13's "2.12.7+really2.9.14" reports 2.9.14 here, which is
 * the API it has. */
#if LIBXML_VERSION >= 21200
typedef const xmlError *GmpXmlErrorArg;
#else
typedef xmlErrorPtr GmpXmlErrorArg;
#endif

/* The first error libxml2 reports during one call, instead of its default
 * printing to stderr. */
typedef struct {
  char *message;
  int   line;
  int   code;     /* xmlParserErrors, or xmlRelaxNGValidErr when validating */
  char *name;     /* the element, attribute or entity libxml2 names, or NULL */
  char *other;    /* a second name or value, or NULL */
  int   value;    /* libxml2's number for it: the character of XML_ERR_INVALID_CHAR */
} GmpXmlFirstError;

/* libxml2 keeps its error handler per thread; these save and restore it so
 * that nothing of ours outlives the call. */
typedef struct {
  xmlStructuredErrorFunc  func;
  void                   *data;
} GmpXmlSavedHandler;

/* libxml2's callback: keeps the error that tells best what to fix */
void _gmp_xml_on_structured_error (void           *user_data,
                                   GmpXmlErrorArg  error);
void _gmp_xml_first_error_clear (GmpXmlFirstError *first);

/* What the error says, translated: of the parser, of the schema validator */
char *_gmp_xml_describe_parse_error (const GmpXmlFirstError *first);
char *_gmp_xml_describe_schema_error (const GmpXmlFirstError *first);

/* Catches libxml2's errors into first, until restored */
GmpXmlSavedHandler _gmp_xml_capture_errors (GmpXmlFirstError *first);
void _gmp_xml_restore_errors (GmpXmlSavedHandler saved);

/* "file:line: message", or "file: message" when there is no line */
void _gmp_xml_set_located_error (GError     **error,
                                 GmpError     code,
                                 const char  *display_name,
                                 int          line,
                                 const char  *message);

G_END_DECLS
