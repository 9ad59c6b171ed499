/* gmp-xml-plain.c: the plain XML the program writes, parsed without
 * libxml2 (gmp-xml-plain.h says what is taken and why)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Lines are kept as libxml2 2.9 keeps them: an element's is the line of
 * the '>' (or "/>") ending its start tag, where libxml2 calls its tree
 * builder; an attribute's text node has its element's; a text node has
 * the line where libxml2 handed over the text's first piece (see
 * text_line()). Past 65,534 a node keeps 65,535 and a text node its line
 * in psvi (XML_PARSE_BIG_LINES), as gmp-xml-lists.c does.
 */

#include "config.h"

#include <string.h>

#include <libxml/parser.h>
#include <libxml/parserInternals.h>

#include "gmp-xml-arena.h"
#include "gmp-xml-lists.h"
#include "gmp-xml-plain.h"

/* Taken here only well within libxml2's limits (256 levels, 50,000 bytes
 * a name) */
#define MAX_DEPTH 128
/* No more attributes an element than this are taken here at all */
#define MAX_ATTRIBUTES 256
#define MAX_NAME 1000
/* libxml2 hands over a text that begins with a byte past ASCII in pieces
 * of this many bytes (XML_PARSER_BIG_BUFFER_SIZE) */
#define BIG_BUFFER_SIZE 300

/* Bytes of a text taken as they are: ASCII but '<', '&', ']' and the
 * controls; the tab */
static const guint8 text_byte[256] = {
  ['\t'] = 1, [0x20 ... 0x25] = 1, [0x27 ... 0x3B] = 1, [0x3D ... 0x5C] = 1,
  [0x5E ... 0x7F] = 1,
};

/* Bytes of a value taken as they are: ASCII but '<', '&', the quotes and
 * the controls (a tab or a line break libxml2 turns into a space) */
static const guint8 value_byte[256] = {
  [0x20 ... 0x21] = 1, [0x23 ... 0x25] = 1, [0x28 ... 0x3B] = 1, [0x3D ... 0x7F] = 1,
};

/* Names: ASCII only, no ':' (a prefix is a namespace, the usual way) */
static const guint8 name_start[256] = {
  ['A' ... 'Z'] = 1, ['a' ... 'z'] = 1, ['_'] = 1,
};

static const guint8 name_byte[256] = {
  ['A' ... 'Z'] = 1, ['a' ... 'z'] = 1, ['_'] = 1, ['0' ... '9'] = 1, ['-'] = 1, ['.'] = 1,
};

/* Names kept once: a document has few, each used many times */
#define N_NAMES 64
/* Memory taken from the arena this many bytes at a time, and handed out
 * here without a call */
#define CHUNK_SIZE 8192

typedef struct {
  const xmlChar *name;
  gsize          length;
} Name;

typedef struct {
  const guchar *p;
  const guchar *end;
  int           line;    /* of p */
  GmpXmlArena  *arena;
  xmlDoc       *doc;
  guint         max_attributes;   /* an element's */
  guchar       *chunk;
  gsize         chunk_left;
  Name          names[N_NAMES];
} Plain;

static inline gpointer
plain_alloc (Plain *plain,
             gsize  size)
{
  gpointer memory;

  size = (size + 7) & ~(gsize) 7;
  if (size > plain->chunk_left)
    {
      if (size > CHUNK_SIZE / 4)
        return _gmp_xml_arena_alloc (plain->arena, size);
      plain->chunk = _gmp_xml_arena_alloc (plain->arena, CHUNK_SIZE);
      plain->chunk_left = CHUNK_SIZE;
    }
  memory = plain->chunk;
  plain->chunk += size;
  plain->chunk_left -= size;
  return memory;
}

#define plain_new0(plain, Type) ((Type *) memset (plain_alloc ((plain), sizeof (Type)), 0, \
                                                    sizeof (Type)))

/* length bytes of text to copy, with a NUL after them; short ones
 * without a call */
static inline xmlChar *
copy_text (xmlChar      *copy,
           const guchar *text,
           gsize         length)
{
  if (length <= 16)
    for (gsize i = 0; i < length; i++)
      copy[i] = text[i];
  else
    memcpy (copy, text, length);
  copy[length] = '\0';
  return copy;
}

static inline xmlChar *
plain_strndup (Plain        *plain,
               const guchar *text,
               gsize         length)
{
  return copy_text (plain_alloc (plain, length + 1), text, length);
}

/* The name of length bytes at text, copied once a document (or again
 * when another took its place) */
/* Whether the name kept (NUL-terminated, in a piece of the arena of at
 * least length + 1 bytes rounded up to 8) is the length bytes at text: a
 * word at a time when the bytes are there to read */
static inline gboolean
same_name (const xmlChar *kept,
           const guchar  *text,
           gsize          length,
           const guchar  *end)
{
  guint64 a, b, mask;

  if (G_BYTE_ORDER != G_LITTLE_ENDIAN || length > 16 || end - text < 16)
    {
      for (gsize i = 0; i < length; i++)
        if (kept[i] != text[i])
          return FALSE;
      return TRUE;
    }
  memcpy (&a, kept, 8);
  memcpy (&b, text, 8);
  if (length < 8)
    return ((a ^ b) & ((G_GUINT64_CONSTANT (1) << (8 * length)) - 1)) == 0;
  if (a != b)
    return FALSE;
  if (length == 8)
    return TRUE;
  memcpy (&a, kept + 8, 8);
  memcpy (&b, text + 8, 8);
  mask = length == 16 ? G_MAXUINT64 : (G_GUINT64_CONSTANT (1) << (8 * (length - 8))) - 1;
  return ((a ^ b) & mask) == 0;
}

static inline const xmlChar *
plain_name (Plain        *plain,
            const guchar *text,
            gsize         length,
            guint        *slot_index)
{
  guint index = (guint) ((length + text[0] * 5u + text[length - 1] * 3u) % N_NAMES);
  Name *slot = &plain->names[index];
  if (slot->length != length || !same_name (slot->name, text, length, plain->end))
    {
      slot->name = plain_strndup (plain, text, length);
      slot->length = length;
    }
  *slot_index = index;
  return slot->name;
}

/* The length of the UTF-8 character at p past ASCII if it is one XML
 * allows (no surrogate, U+FFFE or U+FFFF; nothing overlong), else 0 */
static guint
utf8_char (const guchar *p,
           const guchar *end)
{
  gsize left = (gsize) (end - p);
  guint32 c;

  if (p[0] >= 0xC2 && p[0] <= 0xDF)
    return left >= 2 && (p[1] & 0xC0) == 0x80 ? 2 : 0;
  if (p[0] >= 0xE0 && p[0] <= 0xEF)
    {
      if (left < 3 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80)
        return 0;
      c = ((guint32) (p[0] & 0x0F) << 12) | ((guint32) (p[1] & 0x3F) << 6) | (p[2] & 0x3F);
      if (c < 0x800 || (c >= 0xD800 && c <= 0xDFFF) || c == 0xFFFE || c == 0xFFFF)
        return 0;
      return 3;
    }
  if (p[0] >= 0xF0 && p[0] <= 0xF4)
    {
      if (left < 4 || (p[1] & 0xC0) != 0x80 || (p[2] & 0xC0) != 0x80
          || (p[3] & 0xC0) != 0x80)
        return 0;
      c = ((guint32) (p[0] & 0x07) << 18) | ((guint32) (p[1] & 0x3F) << 12)
          | ((guint32) (p[2] & 0x3F) << 6) | (p[3] & 0x3F);
      return c >= 0x10000 && c <= 0x10FFFF ? 4 : 0;
    }
  return 0;
}

static inline xmlNode *
new_text (Plain         *plain,
          const guchar  *text,
          gsize          length,
          int            line)
{
  /* The node and its content in one piece */
  xmlNode *node = plain_alloc (plain, sizeof (xmlNode) + length + 1);
  xmlChar *content = (xmlChar *) (node + 1);

  memset (node, 0, sizeof (xmlNode));
  node->type = XML_TEXT_NODE;
  node->name = xmlStringText;
  node->content = copy_text (content, text, length);
  node->doc = plain->doc;
  _gmp_xml_arena_set_line (node, line);
  return node;
}

/* An attribute, its text node and its value's copy, in one piece of the
 * arena */
typedef struct {
  xmlAttr attribute;
  xmlNode text;
  xmlChar value[];
} AttributeBlock;

static inline xmlAttr *
new_attribute (Plain         *plain,
               const xmlChar *name,
               const guchar  *value,
               gsize          length)
{
  AttributeBlock *block = plain_alloc (plain, sizeof (AttributeBlock) + length + 1);

  /* Every other field zero; one text node, "" too, as libxml2 makes it,
   * its line set with the element's */
  block->attribute = (xmlAttr) { .type = XML_ATTRIBUTE_NODE, .name = name,
                                 .children = &block->text, .last = &block->text,
                                 .doc = plain->doc };
  block->text = (xmlNode) { .type = XML_TEXT_NODE, .name = xmlStringText,
                            .parent = (xmlNode *) &block->attribute, .doc = plain->doc,
                            .content = copy_text (block->value, value, length) };
  return &block->attribute;
}

/* White space between markup: space, tab, line feed (a carriage return
 * libxml2 folds: the usual way) */
static void
skip_space (Plain *plain)
{
  const guchar *p = plain->p;

  for (; p < plain->end; p++)
    {
      if (*p == '\n')
        plain->line++;
      else if (*p != ' ' && *p != '\t')
        break;
    }
  plain->p = p;
}

/* A name at p: its length, with p past it, or 0 when it is not one taken
 * here (what ends it is the caller's to check) */
static gsize
scan_name (Plain *plain)
{
  const guchar *start = plain->p, *p = start;

  if (p == plain->end || !name_start[*p])
    return 0;
  for (p++; p < plain->end && name_byte[*p]; p++)
    ;
  if (p - start > MAX_NAME)
    return 0;
  plain->p = p;
  return (gsize) (p - start);
}

/* The line libxml2 gives the text node of text (which begins on line):
 * an ASCII text is handed over whole, at its end; a text with a byte past
 * ASCII, its ASCII beginning first, at the first such byte; a text that
 * begins with one, in pieces of BIG_BUFFER_SIZE bytes or more (whole
 * characters), the first at the character that fills the piece. The text
 * is valid UTF-8 already. */
static int
text_line (const guchar *text,
           gsize         length,
           int           line)
{
  gsize i = 0;

  if (text[0] < 0x80)
    {
      for (; i < length && text[i] < 0x80; i++)
        if (text[i] == '\n')
          line++;
      return line;
    }
  for (;;)
    {
      gsize n = text[i] < 0x80 ? 1 : text[i] < 0xE0 ? 2 : text[i] < 0xF0 ? 3 : 4;

      if (i + n >= BIG_BUFFER_SIZE || i + n >= length)
        return i + n >= BIG_BUFFER_SIZE ? line : line + (text[i] == '\n');
      if (text[i] == '\n')
        line++;
      i += n;
    }
}

/* The text from p to the next '<' of its parent (none: no text), as
 * libxml2 builds it; FALSE when it is not taken here */
static gboolean
parse_text (Plain   *plain,
            xmlNode *parent)
{
  const guchar *start = plain->p, *p = start, *end = plain->end;
  int line = plain->line, lines = 0;
  gboolean ascii = TRUE;

  while (p < end)
    {
      guchar c = *p;

      if (text_byte[c])
        p++;
      else if (c == '\n')
        {
          lines++;
          p++;
        }
      else if (c == '<')
        break;
      else if (c == ']')
        {
          if (end - p >= 3 && p[1] == ']' && p[2] == '>')
            return FALSE;
          p++;
        }
      else if (c >= 0x80)
        {
          guint n = utf8_char (p, end);

          if (n == 0)
            return FALSE;
          ascii = FALSE;
          p += n;
        }
      else
        return FALSE;   /* a reference, a carriage return, a control */
    }
  if (p == end)
    return FALSE;   /* the element is not closed */
  plain->p = p;
  plain->line = line + lines;
  if (p > start)
    _gmp_xml_arena_append (parent, new_text (plain, start, (gsize) (p - start),
                                    ascii ? plain->line
                                          : text_line (start, (gsize) (p - start), line)));
  return TRUE;
}

/* A quoted value at p, p left past it; FALSE when it is not taken here */
static gboolean
scan_value (Plain         *plain,
            const guchar **value,
            gsize         *length)
{
  const guchar *p = plain->p, *end = plain->end;
  guchar quote;

  if (p == end || (*p != '"' && *p != '\''))
    return FALSE;
  quote = *p++;
  *value = p;
  while (p < end)
    {
      guchar c = *p;

      if (value_byte[c])
        p++;
      else if (c == quote)
        {
          *length = (gsize) (p - *value);
          plain->p = p + 1;
          return TRUE;
        }
      else if (c == '"' || c == '\'')
        p++;
      else if (c >= 0x80)
        {
          guint n = utf8_char (p, end);

          if (n == 0)
            return FALSE;
          p += n;
        }
      else
        return FALSE;
    }
  return FALSE;
}

/* The attributes of the start tag at p (past its name), its end, and
 * its element: NULL when it is not taken here; *empty when it ended in
 * "/>" */
static xmlNode *
parse_start_tag (Plain        *plain,
                 const guchar *name,
                 gsize         name_length,
                 gboolean     *empty)
{
  xmlNode *element = plain_new0 (plain, xmlNode);
  xmlAttr *last = NULL;
  guint64 slots = 0;   /* of the names seen in plain->names */
  guint n = 0, slot;

  element->type = XML_ELEMENT_NODE;
  element->name = plain_name (plain, name, name_length, &slot);
  element->doc = plain->doc;
  for (;;)
    {
      const guchar *before = plain->p, *attribute_name, *value;
      const xmlChar *interned;
      gsize length, value_length;
      xmlAttr *attribute;

      skip_space (plain);
      if (plain->p == plain->end)
        return NULL;
      if (*plain->p == '>' || *plain->p == '/')
        break;
      /* An attribute: after white space, never a namespace */
      if (plain->p == before || n == plain->max_attributes)
        return NULL;
      attribute_name = plain->p;
      length = scan_name (plain);
      if (length == 0 || (length >= 5 && memcmp (attribute_name, "xmlns", 5) == 0))
        return NULL;
      /* A name twice lands in the same slot: only then are the names
       * compared */
      interned = plain_name (plain, attribute_name, length, &slot);
      if (slots & (G_GUINT64_CONSTANT (1) << slot))
        for (const xmlAttr *had = element->properties; had != NULL; had = had->next)
          if (strcmp ((const char *) had->name, (const char *) interned) == 0)
            return NULL;
      slots |= G_GUINT64_CONSTANT (1) << slot;
      n++;
      skip_space (plain);
      if (plain->p == plain->end || *plain->p != '=')
        return NULL;
      plain->p++;
      skip_space (plain);
      if (!scan_value (plain, &value, &value_length))
        return NULL;

      attribute = new_attribute (plain, interned, value, value_length);
      attribute->parent = element;
      if (last == NULL)
        element->properties = attribute;
      else
        {
          last->next = attribute;
          attribute->prev = last;
        }
      last = attribute;
    }
  if (*plain->p == '/')
    {
      if (plain->end - plain->p < 2 || plain->p[1] != '>')
        return NULL;
      *empty = TRUE;
    }
  else
    *empty = FALSE;
  _gmp_xml_arena_set_line (element, plain->line);
  for (xmlAttr *attribute = element->properties; attribute != NULL; attribute = attribute->next)
    _gmp_xml_arena_set_line (attribute->children, plain->line);
  plain->p += *empty ? 2 : 1;
  return element;
}

/* The end tag at p (past "</") of element; FALSE when it is not its
 * end or not taken here */
static gboolean
parse_end_tag (Plain   *plain,
               xmlNode *element)
{
  const guchar *name = plain->p;
  gsize length = scan_name (plain);

  if (length == 0 || strncmp ((const char *) element->name, (const char *) name, length) != 0
      || element->name[length] != '\0')
    return FALSE;
  skip_space (plain);
  if (plain->p == plain->end || *plain->p != '>')
    return FALSE;
  plain->p++;
  return TRUE;
}

/* The root element and all it holds, at p ('<'); FALSE when it is not
 * taken here */
static gboolean
parse_root (Plain *plain)
{
  xmlNode *current = (xmlNode *) plain->doc;
  guint depth = 0;

  for (;;)
    {
      /* At a '<' */
      if (plain->end - plain->p < 2)
        return FALSE;
      plain->p++;
      if (*plain->p == '/')
        {
          plain->p++;
          if (depth == 0 || !parse_end_tag (plain, current))
            return FALSE;
          current = current->parent;
          if (--depth == 0)
            return TRUE;
        }
      else
        {
          const guchar *name = plain->p;
          gsize length = scan_name (plain);
          gboolean empty;
          xmlNode *element;

          /* A comment, CDATA, a processing instruction, a prefix, a
           * name past ASCII: the usual way */
          if (length == 0 || plain->p == plain->end
              || (*plain->p != '>' && *plain->p != '/' && *plain->p != ' '
                  && *plain->p != '\t' && *plain->p != '\n'))
            return FALSE;
          element = parse_start_tag (plain, name, length, &empty);
          if (element == NULL)
            return FALSE;
          _gmp_xml_arena_append (current, element);
          if (empty && depth == 0)
            return TRUE;   /* an empty root */
          if (!empty)
            {
              if (++depth > MAX_DEPTH)
                return FALSE;
              current = element;
            }
        }
      if (!parse_text (plain, current))
        return FALSE;
    }
}

/* The declarations the program writes, or none */
static gboolean
parse_declaration (Plain *plain)
{
  static const char with_encoding[] = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>";
  static const char without[] = "<?xml version=\"1.0\"?>";
  gsize left = (gsize) (plain->end - plain->p);

  if (left >= 5 && memcmp (plain->p, "<?xml", 5) != 0)
    return TRUE;
  /* libxml2's "no standalone said" when there is a declaration */
  plain->doc->standalone = -2;
  if (left >= sizeof with_encoding - 1
      && memcmp (plain->p, with_encoding, sizeof with_encoding - 1) == 0)
    {
      plain->p += sizeof with_encoding - 1;
      plain->doc->encoding = xmlStrdup ((const xmlChar *) "UTF-8");
      return TRUE;
    }
  if (left >= sizeof without - 1 && memcmp (plain->p, without, sizeof without - 1) == 0)
    {
      plain->p += sizeof without - 1;
      return TRUE;
    }
  return FALSE;
}

xmlDoc *
_gmp_xml_plain_parse (const char *data,
                      gsize       length,
                      guint       max_attributes)
{
  Plain plain = { (const guchar *) data, (const guchar *) data + length, 1, NULL, NULL,
                  MIN (max_attributes, MAX_ATTRIBUTES), NULL, 0, { { NULL, 0 } } };
  gboolean taken;

  if (length == 0)
    return NULL;
  plain.doc = xmlNewDoc ((const xmlChar *) "1.0");
  plain.arena = _gmp_xml_arena_new ();
  plain.doc->_private = plain.arena;
  plain.doc->parseFlags = GMP_XML_PARSE_OPTIONS;
  taken = parse_declaration (&plain);
  if (taken)
    {
      skip_space (&plain);
      taken = plain.p < plain.end && *plain.p == '<' && parse_root (&plain);
    }
  if (taken)
    {
      skip_space (&plain);
      taken = plain.p == plain.end;
    }
  if (plain.doc->children != NULL)
    _gmp_xml_arena_add_top (plain.arena, plain.doc->children);
  if (!taken)
    {
      _gmp_xml_arena_unlink (plain.doc);
      xmlFreeDoc (plain.doc);
      return NULL;
    }
  plain.doc->properties = XML_DOC_WELLFORMED | XML_DOC_NSVALID;
  return plain.doc;
}
