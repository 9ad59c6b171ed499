/* gmp-xml-fast.h: a file's long, flat lists checked by hand, the rest by
 * its schema
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2 2.9's RELAX NG validator spends tens of thousands of instructions
 * on each element with a few typed attributes (it looks each datatype up
 * again for every value, compiles a pattern again for every value it
 * checks, and tries every optional attribute in turn). A saved game's log
 * and history and a board's cities and roads are thousands of such
 * elements, all alike; the rest of a file is small (issue 19).
 *
 * So a loader checks those elements here, each against what its schema
 * says of it, sets them aside while the schema validates the rest, and puts
 * them back. The checks here are never looser than the schema: they take
 * only the plain forms the program writes (digits without sign, spaces or
 * exponent; ids of ASCII letters, digits and a few marks; lists with single
 * spaces), each of which the schema takes too. A file with an element they
 * do not take, or whose rest fails, is validated whole by the schema as
 * before, so a bad file gets the schema's own message and line. The
 * schemas stay the formats' one definition; test-xml-fast checks that the
 * two ways agree on every file the tests hold and on edits of them.
 */

#pragma once

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef gboolean (*GmpXmlValueCheck) (const char *value);

typedef struct {
  const char       *name;
  GmpXmlValueCheck  check;
  gboolean          required;
} GmpXmlAttributeRule;

/* Values: each a subset of the schema datatype it is named after */
gboolean _gmp_xml_fast_nmtoken     (const char *value);  /* NMTOKEN */
gboolean _gmp_xml_fast_id          (const char *value);  /* [A-Za-z0-9\-]+ */
gboolean _gmp_xml_fast_count       (const char *value);  /* nonNegativeInteger */
gboolean _gmp_xml_fast_positive    (const char *value);  /* positiveInteger */
gboolean _gmp_xml_fast_integer     (const char *value);  /* integer */
gboolean _gmp_xml_fast_double      (const char *value);  /* double */
gboolean _gmp_xml_fast_boolean     (const char *value);  /* "true" or "false" */
/* A list of items that each pass item, one space between, none around;
 * "" is the empty list */
gboolean _gmp_xml_fast_list        (const char       *value,
                                    GmpXmlValueCheck  item,
                                    guint             min,
                                    guint             max);
gboolean _gmp_xml_fast_is_one_of   (const char         *value,
                                    const char * const *values);

/* An element of no namespace named name */
gboolean _gmp_xml_fast_is_element  (const xmlNode *node,
                                    const char    *name);
/* Each attribute of node is one of rules, unqualified, with a value its
 * check takes, and every required one is there (at most 32 rules) */
gboolean _gmp_xml_fast_attributes  (const xmlNode             *node,
                                    const GmpXmlAttributeRule *rules);
/* White space or a comment, which a schema lets pass between elements */
gboolean _gmp_xml_fast_ignorable   (const xmlNode *node);
/* Elements checked, to be set aside: add one */
void     _gmp_xml_fast_set_aside   (GArray  *aside,
                                    xmlNode *node);
/* Validates doc against schema_name with the elements of aside (each
 * checked by hand already) set aside, then puts them back; when the rest
 * fails, validates the whole document for the schema's own error. The
 * counts (gmp_xml_check_counts()) are the caller's, on the whole file. */
gboolean _gmp_xml_fast_validate    (xmlDoc      *doc,
                                    const char  *display_name,
                                    const char  *schema_name,
                                    GArray      *aside,
                                    GError     **error);
/* Every child of parent, each an element checked already or what
 * _gmp_xml_fast_ignorable() takes, to be set aside at once (the schema
 * then sees parent empty, as it sees it with its elements set aside and
 * only white space left) */
void     _gmp_xml_fast_set_aside_children (GArray  *aside,
                                           xmlNode *parent);
/* A new array for _gmp_xml_fast_set_aside() */
GArray  *_gmp_xml_fast_aside_new   (void);

G_END_DECLS
