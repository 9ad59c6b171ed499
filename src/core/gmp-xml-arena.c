/* gmp-xml-arena.c: xmlNodes built outside libxml2, in a few large blocks
 * (gmp-xml-arena.h says why)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-xml-arena.h"

/* Blocks of the arena: under glibc's mmap threshold, so a process that
 * opens many files reuses them */
#define BLOCK_SIZE (60 * 1024)

struct _GmpXmlArena {
  GPtrArray *blocks;
  gsize      used;       /* bytes used of the last block */
  GPtrArray *tops;       /* each node built here whose parent is not, to unlink */
};

GmpXmlArena *
_gmp_xml_arena_new (void)
{
  GmpXmlArena *arena = g_new0 (GmpXmlArena, 1);

  arena->blocks = g_ptr_array_new_with_free_func (g_free);
  arena->tops = g_ptr_array_new ();
  return arena;
}

void
_gmp_xml_arena_free (GmpXmlArena *arena)
{
  g_ptr_array_unref (arena->blocks);
  g_ptr_array_unref (arena->tops);
  g_free (arena);
}

/* Not cleared: _gmp_xml_arena_new0() clears a node, which the compiler
 * does in a few stores (clearing whole blocks was 1.4 M instructions for
 * a finished game) */
gpointer
_gmp_xml_arena_alloc (GmpXmlArena *arena,
                      gsize        size)
{
  gpointer memory;

  size = (size + 15) & ~(gsize) 15;
  if (size > BLOCK_SIZE)
    {
      /* A long text: a block of its own, before the current one */
      memory = g_malloc (size);
      g_ptr_array_insert (arena->blocks, (gint) arena->blocks->len - 1, memory);
      return memory;
    }
  if (arena->blocks->len == 0 || arena->used + size > BLOCK_SIZE)
    {
      g_ptr_array_add (arena->blocks, g_malloc (BLOCK_SIZE));
      arena->used = 0;
    }
  memory = (char *) g_ptr_array_index (arena->blocks, arena->blocks->len - 1) + arena->used;
  arena->used += size;
  return memory;
}

xmlChar *
_gmp_xml_arena_strndup (GmpXmlArena   *arena,
                        const xmlChar *text,
                        gsize          length)
{
  xmlChar *copy = _gmp_xml_arena_alloc (arena, length + 1);

  memcpy (copy, text, length);
  copy[length] = '\0';
  return copy;
}

void
_gmp_xml_arena_add_top (GmpXmlArena *arena,
                        xmlNode     *node)
{
  g_ptr_array_add (arena->tops, node);
}

void
_gmp_xml_arena_unlink (xmlDoc *doc)
{
  GmpXmlArena *arena = doc->_private;

  if (arena == NULL)
    return;

  for (guint i = 0; i < arena->tops->len; i++)
    xmlUnlinkNode (g_ptr_array_index (arena->tops, i));
  doc->_private = NULL;
  _gmp_xml_arena_free (arena);
}
