/* gmp-xml.h: reading untrusted XML files safely
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Boards and scenarios come from strangers. These helpers read them with no
 * network, no DTDs or entities (so no entity bombs and no external files),
 * a bounded size, and validate them against a RELAX NG schema compiled into
 * the binary. Errors name the file and the line.
 */

#pragma once

#include <string.h>

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

#define GMP_XML_MAX_SIZE (8 * 1024 * 1024)
/* Attributes per element: no element of ours has more than 16. */
#define GMP_XML_MAX_ATTRIBUTES 64

/* Reads path: a missing file, a directory, an unreadable path or a file over
 * GMP_XML_MAX_SIZE are GMP_ERROR_IO / GMP_ERROR_TOO_LARGE. */
GBytes  *gmp_xml_read_file      (const char  *path,
                                 GError     **error);
/* Refuses an element with more than GMP_XML_MAX_ATTRIBUTES attributes
 * (GMP_ERROR_TOO_LARGE), in one pass over the bytes, before any XML parser
 * sees them: libxml2 2.9 checks attributes for duplicates pairwise, in time
 * quadratic in their number. gmp_xml_parse() calls it. */
gboolean gmp_xml_check_attributes (GBytes      *bytes,
                                   const char  *display_name,
                                   GError     **error);
/* Parses and validates against the schema resource (e.g. "board.rng");
 * schema_name NULL: parses only, for a caller that looks at the document
 * (its format version) before gmp_xml_validate(). */
xmlDoc  *gmp_xml_parse          (GBytes      *bytes,
                                 const char  *display_name,
                                 const char  *schema_name,
                                 GError     **error);
/* As gmp_xml_parse (bytes, display_name, NULL, error), cheaper: the plain
 * XML the program writes is parsed without libxml2 (gmp-xml-plain.h);
 * any other file is parsed by libxml2 with the elements of lists (each a
 * parent and a child name, ended by { NULL, NULL }) built outside its tree
 * builder (gmp-xml-lists.h). The same tree, the same errors. */
typedef struct _GmpXmlList GmpXmlList;
xmlDoc  *gmp_xml_parse_lists    (GBytes           *bytes,
                                 const char       *display_name,
                                 const GmpXmlList *lists,
                                 GError          **error);
/* Validates against the schema resource, compiled once per process. */
gboolean gmp_xml_validate       (xmlDoc      *doc,
                                 const char  *display_name,
                                 const char  *schema_name,
                                 GError     **error);

/* Validates node alone against the part of the schema resource that
 * `define` names (an element's define): libxml2 reports an error inside an
 * optional part of a file as the whole file's, at an unrelated line ("the
 * element <scenario> holds <log>"); checked alone, the part tells the line
 * and the element at fault. TRUE when it passes, or when there is nothing
 * more precise to say. */
gboolean gmp_xml_validate_part  (xmlNode     *node,
                                 const char  *display_name,
                                 const char  *schema_name,
                                 const char  *define,
                                 GError     **error);

/* Small accessors for the loaders. */
/* The value of the attribute in no namespace, as the parser left it (one
 * text node, or none for ""), without copying it: what xmlGetNoNsProp()
 * would copy. *simple FALSE: the value is in another form, which only
 * xmlGetNoNsProp() reads. NULL with *simple TRUE: no such attribute.
 * Inline: opening a finished game reads ~10,000 values, and the call cost
 * as much as the walk. */
static inline const char *
_gmp_xml_peek_attribute (const xmlNode *node,
                         const char    *attribute,
                         gboolean      *simple)
{
  *simple = TRUE;
  for (const xmlAttr *property = node->properties; property != NULL; property = property->next)
    {
      const xmlNode *text = property->children;

      /* The first letter first: a loader asks for every attribute a
       * kind of element may have, most of them absent */
      if (property->name[0] != (xmlChar) attribute[0] || property->ns != NULL
          || strcmp ((const char *) property->name, attribute) != 0)
        continue;
      if (text == NULL)
        return "";
      if (text->type == XML_TEXT_NODE && text->next == NULL && text->content != NULL)
        return (const char *) text->content;
      *simple = FALSE;
      return NULL;
    }
  return NULL;
}

char    *gmp_xml_get_string     (xmlNode     *node,
                                 const char  *attribute);

/* The attribute's value without a copy, valid while the document is: NULL
 * when absent. A value libxml2 keeps in parts is copied into *owned (free
 * it; NULL otherwise). */
static inline const char *
gmp_xml_peek_string (xmlNode     *node,
                     const char  *attribute,
                     char       **owned)
{
  gboolean simple;
  const char *peeked = _gmp_xml_peek_attribute (node, attribute, &simple);

  *owned = NULL;
  if (simple)
    return peeked;
  *owned = gmp_xml_get_string (node, attribute);
  return *owned;
}
/* Whether the attribute is there and holds exactly value; copies nothing */
gboolean gmp_xml_has_value      (xmlNode     *node,
                                 const char  *attribute,
                                 const char  *value);
gboolean gmp_xml_get_uint       (xmlNode     *node,
                                 const char  *attribute,
                                 guint       *value);
gboolean gmp_xml_get_double     (xmlNode     *node,
                                 const char  *attribute,
                                 double      *value);
/* Whether a language tag of a file ("pt-BR", "en") names a language of
 * g_get_language_names() ("pt_BR", "pt_BR.UTF-8", "pt_BR@euro", "en"):
 * "pt-BR" and "pt_BR" are the same language. */
gboolean    gmp_xml_language_matches (const char *tag,
                                      const char *language);
/* The text of the first child element `name` in the user's language
 * (xml:lang), else the one without xml:lang. */
char    *gmp_xml_get_localized  (xmlNode     *node,
                                 const char  *name);
/* The texts of every child element `name`, each language, in document
 * order (NULL-terminated; g_strfreev). */
char   **gmp_xml_get_all        (xmlNode     *node,
                                 const char  *name);
/* Inline: a loader asks it of every child of a long list */
static inline gboolean
gmp_xml_is_element (xmlNode    *node,
                    const char *name)
{
  return node != NULL && node->type == XML_ELEMENT_NODE
         && (name == NULL
             || (node->name != NULL && strcmp ((const char *) node->name, name) == 0));
}

/* Frees a document of gmp_xml_parse() or gmp_xml_parse_lists(): the
 * lists built outside libxml2 first (gmp-xml-lists.h) */
void     gmp_xml_doc_free       (xmlDoc      *doc);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (xmlDoc, gmp_xml_doc_free)

G_END_DECLS
