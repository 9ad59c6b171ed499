/* gmp-xml-limits.h: how many of each element a file may hold, checked
 * before the schema
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 2.9's RELAX NG validator takes time quadratic in the number of
 * siblings of some content models: a <log> of 90,000 entries took 16 s, a
 * <turn> of 200,000 <activated> over 95 s, though both fit the 8 MiB size
 * limit. So before a document meets its schema, one linear pass over the
 * parsed tree bounds every element's children, each list element's own
 * child by its limit below, every other child by GMP_XML_MAX_CHILDREN, the
 * items of every list attribute by GMP_XML_MAX_TOKENS and the comments and
 * processing instructions of a file by GMP_XML_MAX_COMMENTS
 * (docs/reliability.md, "Limits").
 */

#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "gmp-board.h"

G_BEGIN_DECLS

/* Children of one element besides its list (see the table in the .c) */
#define GMP_XML_MAX_CHILDREN 64
/* Space-separated items of one attribute or list text: a path or a
 * snapshot names each city at most once */
#define GMP_XML_MAX_TOKENS GMP_BOARD_MAX_CITIES
/* Comments and processing instructions in one file: the program writes
 * none */
#define GMP_XML_MAX_COMMENTS 1000

/* A saved game: about 5 times a finished 10-turn game (~900 log entries,
 * ~560 actions) and twice the units a board's setup may have. */
#define GMP_SCENARIO_MAX_LOG_ENTRIES 5000
#define GMP_SCENARIO_MAX_ACTIONS     5000
#define GMP_SCENARIO_MAX_UNITS       (2 * GMP_BOARD_MAX_SETUP_UNITS)

/* Refuses doc with GMP_ERROR_TOO_LARGE, naming the element, its line and
 * the limit, when it holds more than the limits of schema_name
 * ("board.rng", "scenario.rng"; another: the general limits only). */
gboolean gmp_xml_check_counts (xmlDoc      *doc,
                               const char  *display_name,
                               const char  *schema_name,
                               GError     **error);

G_END_DECLS
