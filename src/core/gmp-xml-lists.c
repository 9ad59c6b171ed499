/* gmp-xml-lists.c: a file's long lists built in one block of memory
 * (gmp-xml-lists.h says why and how)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>

#include "gmp-xml-arena.h"
#include "gmp-xml-errors.h"
#include "gmp-xml-lists.h"

/* The parse */

typedef struct {
  GmpXmlStop        stop;      /* first: stopped when something here is not built,
                                  to parse the usual way */
  const GmpXmlList *lists;
  GmpXmlArena      *arena;
  xmlNode          *current;   /* the element built here that is open, or NULL */
  startElementNsSAX2Func start_element;
  endElementNsSAX2Func   end_element;
  charactersSAXFunc      characters;
  commentSAXFunc         comment;
  cdataBlockSAXFunc      cdata_block;
  processingInstructionSAXFunc processing_instruction;
  referenceSAXFunc       reference;
} Build;

static void
spoil (xmlParserCtxt *parser)
{
  GmpXmlStop *stop = parser->_private;

  stop->stopped = TRUE;
  xmlStopParser (parser);
}

static void
set_line (xmlParserCtxt *parser,
          xmlNode       *node)
{
  _gmp_xml_arena_set_line (node, parser->input != NULL ? parser->input->line : 0);
}

/* Whether parent holds a list, and (name not NULL) name is its item */
static gboolean
is_listed (const GmpXmlList *lists,
           const xmlNode    *parent,
           const xmlChar    *name)
{
  if (parent == NULL || parent->type != XML_ELEMENT_NODE || parent->ns != NULL)
    return FALSE;
  for (; lists->parent != NULL; lists++)
    if ((name == NULL || strcmp ((const char *) name, lists->child) == 0)
        && strcmp ((const char *) parent->name, lists->parent) == 0)
      return TRUE;
  return FALSE;
}

static void
on_start_element (void           *user_data,
                  const xmlChar  *localname,
                  const xmlChar  *prefix,
                  const xmlChar  *uri,
                  int             n_namespaces,
                  const xmlChar **namespaces,
                  int             n_attributes,
                  int             n_defaulted,
                  const xmlChar **attributes)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;
  xmlNode *element;
  xmlAttr *last = NULL;

  if (build->current == NULL && !is_listed (build->lists, parser->node, localname))
    {
      build->start_element (user_data, localname, prefix, uri, n_namespaces, namespaces,
                            n_attributes, n_defaulted, attributes);
      return;
    }
  /* Namespaces the usual way */
  if (prefix != NULL || uri != NULL || n_namespaces > 0 || n_defaulted > 0)
    {
      spoil (parser);
      return;
    }

  element = _gmp_xml_arena_new0 (build->arena, xmlNode);
  element->type = XML_ELEMENT_NODE;
  element->name = localname;   /* in the document's dictionary */
  set_line (parser, element);
  for (int i = 0; i < n_attributes; i++)
    {
      const xmlChar **a = attributes + 5 * i;   /* localname, prefix, URI, value, end */
      xmlAttr *attribute;
      gsize length = (gsize) (a[4] - a[3]);

      /* A value with a reference comes decoded in part ("&#38;"): the
       * usual way; none of the lists' values takes a '&' */
      if (a[1] != NULL || memchr (a[3], '&', length) != NULL)
        {
          spoil (parser);
          return;
        }
      attribute = _gmp_xml_arena_new0 (build->arena, xmlAttr);
      attribute->type = XML_ATTRIBUTE_NODE;
      attribute->name = a[0];
      attribute->parent = element;
      attribute->doc = parser->myDoc;
      /* As libxml2: one text node, "" too */
      {
        xmlNode *text = _gmp_xml_arena_new0 (build->arena, xmlNode);

        text->type = XML_TEXT_NODE;
        text->name = xmlStringText;
        text->content = _gmp_xml_arena_strndup (build->arena, a[3], length);
        text->parent = (xmlNode *) attribute;
        text->doc = parser->myDoc;
        set_line (parser, text);
        attribute->children = attribute->last = text;
      }
      if (last == NULL)
        element->properties = attribute;
      else
        {
          last->next = attribute;
          attribute->prev = last;
        }
      last = attribute;
    }

  if (build->current == NULL)
    {
      _gmp_xml_arena_append (parser->node, element);
      _gmp_xml_arena_add_top (build->arena, element);
    }
  else
    _gmp_xml_arena_append (build->current, element);
  build->current = element;
}

static void
on_end_element (void          *user_data,
                const xmlChar *localname,
                const xmlChar *prefix,
                const xmlChar *uri)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;

  if (build->current == NULL)
    {
      build->end_element (user_data, localname, prefix, uri);
      return;
    }
  build->current = build->current->parent;
  if (build->current == parser->node)
    build->current = NULL;   /* the list element is over */
}

/* Text: one node for a run, as libxml2 makes it. The text between the
 * items of a list (white space) is built here too: libxml2 then never
 * sees a text node of that parent, so never joins text to one of ours
 * (xmlSAX2Characters() keeps the length of the last text it made). */
static void
on_characters (void          *user_data,
               const xmlChar *text,
               int            length)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;
  xmlNode *parent = build->current;
  xmlNode *last;

  if (parent == NULL && is_listed (build->lists, parser->node, NULL))
    parent = parser->node;
  if (parent == NULL)
    {
      build->characters (user_data, text, length);
      return;
    }
  last = parent->last;
  if (last != NULL && last->type == XML_TEXT_NODE)
    {
      gsize had = strlen ((const char *) last->content);
      xmlChar *content = _gmp_xml_arena_alloc (build->arena, had + (gsize) length + 1);

      memcpy (content, last->content, had);
      memcpy (content + had, text, (gsize) length);
      content[had + (gsize) length] = '\0';
      last->content = content;
      return;
    }
  last = _gmp_xml_arena_new0 (build->arena, xmlNode);
  last->type = XML_TEXT_NODE;
  last->name = xmlStringText;
  last->content = _gmp_xml_arena_strndup (build->arena, text, (gsize) length);
  set_line (parser, last);
  _gmp_xml_arena_append (parent, last);
  if (parent == parser->node)
    _gmp_xml_arena_add_top (build->arena, last);
}

static void
on_comment (void          *user_data,
            const xmlChar *value)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;
  xmlNode *comment;

  if (build->current == NULL)
    {
      build->comment (user_data, value);
      return;
    }
  comment = _gmp_xml_arena_new0 (build->arena, xmlNode);
  comment->type = XML_COMMENT_NODE;
  /* Our own "comment": libxml2 2.15 deprecates xmlStringComment, and the
   * arena, not xmlFreeNode(), frees these nodes, so no pointer identity is
   * needed. */
  comment->name = BAD_CAST "comment";
  comment->content = _gmp_xml_arena_strndup (build->arena, value, strlen ((const char *) value));
  set_line (parser, comment);
  _gmp_xml_arena_append (build->current, comment);
}

/* CDATA, processing instructions and references inside a list element:
 * the usual way */
static void
on_cdata_block (void          *user_data,
                const xmlChar *value,
                int            length)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;

  if (build->current != NULL)
    spoil (parser);
  else
    build->cdata_block (user_data, value, length);
}

static void
on_processing_instruction (void          *user_data,
                           const xmlChar *target,
                           const xmlChar *data)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;

  if (build->current != NULL)
    spoil (parser);
  else
    build->processing_instruction (user_data, target, data);
}

static void
on_reference (void          *user_data,
              const xmlChar *name)
{
  xmlParserCtxt *parser = user_data;
  Build *build = parser->_private;

  if (build->current != NULL)
    spoil (parser);
  else if (build->reference != NULL)
    build->reference (user_data, name);
}

static void
on_internal_subset (void          *user_data,
                    const xmlChar *name,
                    const xmlChar *external_id,
                    const xmlChar *system_id)
{
  spoil (user_data);
}

static void
on_entity_decl (void          *user_data,
                const xmlChar *name,
                int            type,
                const xmlChar *public_id,
                const xmlChar *system_id,
                xmlChar       *content)
{
  spoil (user_data);
}

void
_gmp_xml_stop_at_dtd (xmlSAXHandler *sax)
{
  sax->internalSubset = on_internal_subset;
  sax->externalSubset = on_internal_subset;
  sax->entityDecl = on_entity_decl;
}

static void
install (xmlSAXHandler *sax,
         Build         *build)
{
  build->start_element = sax->startElementNs;
  build->end_element = sax->endElementNs;
  build->characters = sax->characters;
  build->comment = sax->comment;
  build->cdata_block = sax->cdataBlock;
  build->processing_instruction = sax->processingInstruction;
  build->reference = sax->reference;

  sax->startElementNs = on_start_element;
  sax->endElementNs = on_end_element;
  /* One function for both, as libxml2's own: the parser then never
   * tells white space apart (areBlanks()) */
  g_assert (sax->ignorableWhitespace == sax->characters);
  sax->characters = on_characters;
  sax->ignorableWhitespace = on_characters;
  sax->comment = on_comment;
  sax->cdataBlock = on_cdata_block;
  sax->processingInstruction = on_processing_instruction;
  sax->reference = on_reference;
  /* A DTD or an entity: gmp_xml_parse() refuses it with its message */
  _gmp_xml_stop_at_dtd (sax);
}

xmlDoc *
_gmp_xml_lists_parse (const char       *data,
                      gsize             length,
                      const GmpXmlList *lists)
{
  GmpXmlFirstError first = { NULL, 0, 0 };
  GmpXmlSavedHandler saved;
  xmlParserCtxt *parser;
  Build build = { { FALSE }, lists, NULL, NULL, };
  xmlDoc *doc;
  gboolean taken;

  g_return_val_if_fail (length <= G_MAXINT, NULL);

  saved = _gmp_xml_capture_errors (&first);
  parser = xmlCreateMemoryParserCtxt (data, (int) length);
  if (parser == NULL)
    {
      _gmp_xml_restore_errors (saved);
      return NULL;
    }
  build.arena = _gmp_xml_arena_new ();
  parser->_private = &build;
  install (parser->sax, &build);
  xmlCtxtUseOptions (parser, GMP_XML_PARSE_OPTIONS);
  xmlParseDocument (parser);
  doc = g_steal_pointer (&parser->myDoc);
  taken = doc != NULL && parser->wellFormed && !build.stop.stopped && first.message == NULL
          && doc->intSubset == NULL && doc->extSubset == NULL && build.current == NULL;
  xmlFreeParserCtxt (parser);
  _gmp_xml_restore_errors (saved);
  _gmp_xml_first_error_clear (&first);

  if (doc == NULL)
    {
      _gmp_xml_arena_free (build.arena);
      return NULL;
    }
  doc->_private = build.arena;
  if (!taken)
    {
      _gmp_xml_arena_unlink (doc);
      xmlFreeDoc (doc);
      return NULL;
    }
  return doc;
}
