/* gmp-board-loader.h: reading a board file, part by part
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Internal to the board's loader: gmp_xml_parse() has already checked the
 * shape against board.rng; these check what a schema cannot (unique ids,
 * references that name something, numbers in their ranges, docs/board-format.md)
 * and fill the GmpBoard. Every error names the file and the line.
 *   gmp-board-load.c           the document, the rules' numbers
 *   gmp-board-load-map.c       cities, roads, the Fusion Fence, key cities
 *   gmp-board-load-counters.c  formations, unit types, the National Guard, Danger, chits
 *   gmp-board-load-setup.c     the units a new game places
 *   gmp-board-loader.c         the helpers below
 */

#pragma once

#include <libxml/tree.h>

#include "gmp-board.h"
#include "gmp-xml.h"
#include "gmp-xml-lists.h"

G_BEGIN_DECLS

typedef struct {
  GmpBoard   *board;
  const char *name;       /* the file, for messages */
} GmpBoardLoader;

/* Always returns FALSE, for "return _gmp_board_fail (…);". */
gboolean _gmp_board_fail (GmpBoardLoader  *loader,
                          xmlNode         *node,
                          GError         **error,
                          const char      *format,
                          ...) G_GNUC_PRINTF (4, 5);

/* The children of an element named name, in document order */
static inline xmlNode *
next_element (xmlNode    *node,
              const char *name)
{
  for (; node != NULL; node = node->next)
    if (gmp_xml_is_element (node, name))
      return node;
  return NULL;
}

static inline xmlNode *
first_element (xmlNode    *parent,
               const char *name)
{
  return parent != NULL ? next_element (parent->children, name) : NULL;
}

#define FOR_EACH_ELEMENT(child, parent, name) \
  for (xmlNode *child = first_element ((parent), (name)); \
       child != NULL; \
       child = next_element (child->next, (name)))

static inline guint
count_elements (xmlNode    *parent,
                const char *name)
{
  guint n = 0;

  FOR_EACH_ELEMENT (child, parent, name)
    n++;
  return n;
}

gboolean _gmp_board_count_at_most (GmpBoardLoader  *loader,
                                   xmlNode         *parent,
                                   const char      *name,
                                   guint            max,
                                   guint           *n,
                                   GError         **error);
GmpSource _gmp_board_get_source (xmlNode *node);
GmpSide _gmp_board_get_side (xmlNode    *node,
                             const char *attribute);
gboolean _gmp_board_get_boolean (xmlNode    *node,
                                 const char *attribute);
gboolean _gmp_board_require_uint (GmpBoardLoader  *loader,
                                  xmlNode         *node,
                                  const char      *attribute,
                                  guint            min,
                                  guint            max,
                                  guint           *value,
                                  GError         **error);
gboolean _gmp_board_optional_uint (GmpBoardLoader  *loader,
                                   xmlNode         *node,
                                   const char      *attribute,
                                   guint            min,
                                   guint            max,
                                   guint           *value,
                                   GError         **error);
gboolean _gmp_board_get_name (GmpBoardLoader  *loader,
                              xmlNode         *node,
                              const char      *element,
                              char           **name,
                              GError         **error);
gboolean _gmp_board_parse_dice (GmpBoardLoader  *loader,
                                xmlNode         *node,
                                guint8          *dice,
                                guint           *n_dice,
                                GError         **error);
gboolean _gmp_board_claim_id (GmpBoardLoader  *loader,
                              xmlNode         *node,
                              GHashTable      *ids,
                              const char      *what,
                              char           **id,
                              guint           *n_items,
                              GError         **error);

typedef int (*GmpBoardFindFunc) (const GmpBoard *board,
                         const char     *id);

/* missing is the message for an unknown id, with one “%s” for it. */
gboolean _gmp_board_lookup_id (GmpBoardLoader    *loader,
                               xmlNode           *node,
                               const char        *attribute,
                               GmpBoardFindFunc   find,
                               const char        *missing,
                               int               *index,
                               GError           **error);

#define lookup_formation(loader, node, attribute, index, error) \
  _gmp_board_lookup_id ((loader), (node), (attribute), gmp_board_find_formation, \
                        _("There is no Formation “%s”"), (index), (error))
#define lookup_city(loader, node, attribute, index, error) \
  _gmp_board_lookup_id ((loader), (node), (attribute), gmp_board_find_city, \
                        _("There is no city “%s”"), (index), (error))
#define lookup_unit_type(loader, node, attribute, index, error) \
  _gmp_board_lookup_id ((loader), (node), (attribute), gmp_board_find_unit_type, \
                        _("There is no unit type “%s”"), (index), (error))

/* The parts of a board */
gboolean _gmp_board_load_cities (GmpBoardLoader  *loader,
                                 xmlNode         *node,
                                 GError         **error);
gboolean _gmp_board_load_roads (GmpBoardLoader  *loader,
                                xmlNode         *node,
                                GError         **error);
gboolean _gmp_board_load_fence (GmpBoardLoader  *loader,
                                xmlNode         *node,
                                GError         **error);
gboolean _gmp_board_check_fence_region (GmpBoardLoader  *loader,
                                        xmlNode         *cities,
                                        GError         **error);
gboolean _gmp_board_check_key_cities (GmpBoardLoader  *loader,
                                      xmlNode         *root,
                                      GError         **error);
gboolean _gmp_board_load_formations (GmpBoardLoader  *loader,
                                     xmlNode         *node,
                                     GError         **error);
gboolean _gmp_board_load_unit_types (GmpBoardLoader  *loader,
                                     xmlNode         *node,
                                     GError         **error);
gboolean _gmp_board_load_national_guard (GmpBoardLoader  *loader,
                                         xmlNode         *node,
                                         GError         **error);
gboolean _gmp_board_load_danger (GmpBoardLoader  *loader,
                                 xmlNode         *node,
                                 GError         **error);
gboolean _gmp_board_load_chits (GmpBoardLoader  *loader,
                                xmlNode         *node,
                                GError         **error);
gboolean _gmp_board_load_setup (GmpBoardLoader  *loader,
                                xmlNode         *node,
                                GError         **error);
gboolean _gmp_board_check_guard_room (GmpBoardLoader  *loader,
                                      xmlNode         *table,
                                      GError         **error);

/* A board's long lists, built outside libxml2's tree builder
 * (gmp-xml-lists.h): its cities and roads (gmp-board-load.c) */
extern const GmpXmlList _gmp_board_lists[];

/* Validates doc against board.rng, refusing it first when it holds more
 * than the limits (gmp-xml-limits.h); its cities and roads are checked by
 * hand, the rest by the schema (gmp-board-schema.c). The schema's error on
 * failure. */
gboolean _gmp_board_validate (xmlDoc      *doc,
                              const char  *display_name,
                              GError     **error);

G_END_DECLS
