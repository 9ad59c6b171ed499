/* gmp-xml-lists.h: a file's long lists built in one block of memory
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2's tree builder spends about 3,000 instructions on each element
 * with a few attributes (a node, and for each attribute a node, a text
 * node and a copy, each one malloc'd), and freeing the tree about 1,500
 * more. A finished game's log and history and a large board's cities and
 * roads are thousands of such elements (issue 19).
 *
 * So while libxml2 parses, the elements of those lists (and all they hold)
 * are built here, as the same xmlNode, xmlAttr and text nodes libxml2
 * builds, in a few large blocks, and linked into the tree where libxml2
 * would have put them: the schema, the hand checks (gmp-xml-fast.h) and
 * the loaders read the very same tree. gmp_xml_doc_free() unlinks them
 * before libxml2 frees the rest. Anything unusual inside a list element
 * (a namespace, CDATA, a processing instruction, a '&' in a value) and
 * any error at all make the file parse again the usual
 * way (gmp_xml_parse()), so every message stays libxml2's own.
 */

#pragma once

#include <glib.h>
#include <libxml/parser.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* How every file is parsed: no network, no entity expanded (no
 * XML_PARSE_NOENT, XML_PARSE_DTDLOAD, XML_PARSE_HUGE or XINCLUDE) */
#define GMP_XML_PARSE_OPTIONS \
  (XML_PARSE_NONET | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES | XML_PARSE_COMPACT)

/* The elements named child whose parent is named parent (no namespace) */
typedef struct _GmpXmlList GmpXmlList;
struct _GmpXmlList {
  const char *parent;
  const char *child;
};

/* data parsed with lists (ended by { NULL, NULL }) built here, or NULL
 * when libxml2 reports anything or something is not built here: then
 * gmp_xml_parse() gives the document or the error. The byte guards are
 * the caller's (gmp_xml_parse_lists()). */
xmlDoc *_gmp_xml_lists_parse (const char       *data,
                              gsize             length,
                              const GmpXmlList *lists);

/* What a parse's _private starts with: set when the parser was stopped */
typedef struct {
  gboolean stopped;
} GmpXmlStop;

/* Handlers on sax that stop the parser at a DOCTYPE or an entity
 * declaration, setting the GmpXmlStop its _private starts with: a second
 * guard behind the byte check (an encoding could hide the bytes) */
void    _gmp_xml_stop_at_dtd (xmlSAXHandler *sax);

G_END_DECLS
