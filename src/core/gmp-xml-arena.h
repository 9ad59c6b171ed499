/* gmp-xml-arena.h: xmlNodes built outside libxml2, in a few large blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * libxml2's tree builder mallocs each node, each attribute, each text and
 * each copy of a value, and freeing the tree frees each again: about 4,500
 * instructions an element with a few attributes (issue 19). The nodes the
 * lists (gmp-xml-lists.h) and the plain parser (gmp-xml-plain.h) build are
 * the same structs, taken from blocks freed at once. A document holding
 * them keeps its arena in doc->_private; gmp_xml_doc_free() unlinks the
 * arena's tops (the nodes built here whose parent is libxml2's, or the
 * document) so that xmlFreeDoc() never sees them, then frees the blocks.
 */

#pragma once

#include <stddef.h>

#include <glib.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef struct _GmpXmlArena GmpXmlArena;

GmpXmlArena *_gmp_xml_arena_new     (void);
void         _gmp_xml_arena_free    (GmpXmlArena *arena);
/* size bytes, not cleared */
gpointer     _gmp_xml_arena_alloc   (GmpXmlArena *arena,
                                     gsize        size);
/* A copy of length bytes of text, with a NUL after them */
xmlChar     *_gmp_xml_arena_strndup (GmpXmlArena   *arena,
                                     const xmlChar *text,
                                     gsize          length);
/* node, built here, has a parent that is not: unlinked before the
 * document is freed */
void         _gmp_xml_arena_add_top (GmpXmlArena *arena,
                                     xmlNode     *node);

#define _gmp_xml_arena_new0(arena, Type) \
  ((Type *) memset (_gmp_xml_arena_alloc ((arena), sizeof (Type)), 0, sizeof (Type)))

/* The line as libxml2's tree builder keeps it (xmlSAX2StartElementNs(),
 * xmlSAX2TextNode(), xmlSAX2Comment()): past 65,534 a node keeps 65,535,
 * and a text node its line in psvi (XML_PARSE_BIG_LINES), where
 * xmlGetLineNo() finds it */
static inline void
_gmp_xml_arena_set_line (xmlNode *node,
                         int      line)
{
  if (line < 65535)
    {
      node->line = (unsigned short) line;
      return;
    }
  node->line = 65535;
  if (node->type == XML_TEXT_NODE)
    node->psvi = (void *) (ptrdiff_t) line;
}

/* child, built here, as parent's last child (parent may be the document) */
static inline void
_gmp_xml_arena_append (xmlNode *parent,
                       xmlNode *child)
{
  child->parent = parent;
  child->doc = parent->doc;
  if (parent->last == NULL)
    parent->children = child;
  else
    {
      parent->last->next = child;
      child->prev = parent->last;
    }
  parent->last = child;
}

/* Unlinks the nodes of doc's arena (doc->_private) from doc and frees
 * them; nothing when doc has none. gmp_xml_doc_free() calls it. */
void         _gmp_xml_arena_unlink  (xmlDoc *doc);

G_END_DECLS
