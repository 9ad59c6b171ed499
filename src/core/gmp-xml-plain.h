/* gmp-xml-plain.h: the plain XML the program writes, parsed without libxml2
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2's parser spends about 4,600 instructions on each element with a
 * few attributes it tokenizes; a finished game is thousands of them, and
 * opening it is to take under 2 ms (issue 19). The files the program
 * writes use a small part of XML: UTF-8, the declaration
 * `<?xml version="1.0" encoding="UTF-8"?>` or none, elements and
 * attributes of ASCII names without a prefix, values and texts without
 * references, no comment, CDATA, processing instruction or DTD.
 *
 * _gmp_xml_plain_parse() reads exactly that, and builds the tree libxml2
 * builds for it (GMP_XML_PARSE_OPTIONS: the same nodes, names, contents
 * and lines) in an arena (gmp-xml-arena.h). Anything else, or anything
 * libxml2 could find fault with (a bad character, a tag that does not
 * match, a duplicate attribute, too many attributes, a carriage return
 * libxml2 would fold, a line or depth past its limits), makes it give
 * NULL without a word: the caller then parses the usual way, byte guards
 * first, so every message stays libxml2's and the guards' own. A file it
 * takes passes the byte guards of gmp-xml.c too (no NUL, no "<!", at most
 * max_attributes attributes an element). test-xml-plain compares
 * its trees with libxml2's on every file the tests hold and on many
 * thousands of mutations of them.
 */

#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

/* The document, or NULL when data is not the plain XML taken here or an
 * element has more than max_attributes attributes. The size limit is the
 * caller's. */
xmlDoc *_gmp_xml_plain_parse (const char *data,
                              gsize       length,
                              guint       max_attributes);

G_END_DECLS
