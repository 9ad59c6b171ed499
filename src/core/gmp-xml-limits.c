/* gmp-xml-limits.c: how many of each element a file may hold, checked
 * before the schema
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-xml-limits.h"

/* The elements that hold a list, and the most items of it a file may
 * have. A board's counts are its own limits (gmp-board.h), so a board
 * past one is refused here with the message its loader gave before. */
typedef struct {
  const char *parent;
  const char *child;
  guint       max;
} ListLimit;

static const ListLimit board_lists[] = {
  { "formations", "formation", GMP_BOARD_MAX_FORMATIONS },
  { "unit-types", "unit-type", GMP_BOARD_MAX_ITEMS },
  { "cities", "city", GMP_BOARD_MAX_CITIES },
  { "roads", "road", GMP_BOARD_MAX_ROADS },
  { "fence", "fence-city", GMP_BOARD_MAX_CITIES },
  { "pool", "counters", GMP_BOARD_MAX_GUARD_POOL },
  { "danger-track", "space", GMP_BOARD_MAX_DANGER_SPACES },
  { "chits", "chit", GMP_BOARD_MAX_ITEMS },
  { "hive-garrison", "units", GMP_BOARD_MAX_SETUP_UNITS },
  { "placement", "units", GMP_BOARD_MAX_SETUP_UNITS },
  { "reserve", "units", GMP_BOARD_MAX_SETUP_UNITS },
  { NULL, NULL, 0 },
};

/* The same in a history's <start> as at the root */
static const ListLimit scenario_lists[] = {
  /* each formation activates once a turn (Rules note 5) */
  { "turn", "activated", GMP_BOARD_MAX_FORMATIONS },
  { "units", "unit", GMP_SCENARIO_MAX_UNITS },
  { "forts", "fort", GMP_BOARD_MAX_CITIES },
  { "chits", "chit", GMP_BOARD_MAX_ITEMS },
  { "log", "entry", GMP_SCENARIO_MAX_LOG_ENTRIES },
  { "activation", "combat-done", GMP_BOARD_MAX_CITIES },
  { "activation", "fort-choice", GMP_BOARD_MAX_CITIES },
  { "history", "action", GMP_SCENARIO_MAX_ACTIONS },
  { NULL, NULL, 0 },
};

/* Elements whose text is a list of items (a combat's dice, its answers) */
static const char *const scenario_list_texts[] = { "dice", "answers", NULL };

typedef struct {
  const ListLimit   *lists;
  const char *const *list_texts;
  const char        *display_name;
  gboolean           is_board;
  guint              n_comments;
} Walk;

static gboolean
is_named (const xmlNode *node,
          const char    *name)
{
  /* The first letter first: every element is compared with every list */
  return node->name[0] == (xmlChar) name[0] && strcmp ((const char *) node->name, name) == 0;
}

static int
line_of (const xmlNode *node)
{
  return (int) xmlGetLineNo ((xmlNode *) node);
}

static void
fail_at (const Walk     *walk,
         const xmlNode  *node,
         GError        **error,
         const char     *message)
{
  int line = node != NULL ? line_of (node) : 0;

  if (line > 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE, "%s:%d: %s",
                 walk->display_name, line, message);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE, "%s: %s", walk->display_name, message);
}

/* Space-separated items of text, stopping once past the limit */
static guint
count_tokens (const xmlChar *text)
{
  guint n = 0;
  gboolean in_token = FALSE;

  for (const xmlChar *p = text; p != NULL && *p != '\0' && n <= GMP_XML_MAX_TOKENS; p++)
    {
      gboolean space = *p == ' ' || *p == '\t' || *p == '\n' || *p == '\r';

      n += !space && !in_token;
      in_token = !space;
    }
  return n;
}

/* Each item takes a character and a space: a shorter text cannot list
 * too many (most values are a few characters long) */
static gboolean
could_hold_too_many_tokens (const xmlChar *text)
{
  return text != NULL
         && strnlen ((const char *) text, 2 * GMP_XML_MAX_TOKENS) >= 2 * GMP_XML_MAX_TOKENS;
}

static gboolean
check_attributes (const Walk     *walk,
                  const xmlNode  *node,
                  GError        **error)
{
  for (const xmlAttr *attribute = node->properties; attribute != NULL;
       attribute = attribute->next)
    {
      /* No entities are ever expanded (gmp-xml.c): one text node */
      for (const xmlNode *text = attribute->children; text != NULL; text = text->next)
        if (could_hold_too_many_tokens (text->content)
            && count_tokens (text->content) > GMP_XML_MAX_TOKENS)
          {
            g_autofree char *message =
              /* TRANSLATORS: an attribute, then an element */
              g_strdup_printf (_("The attribute “%s” of <%s> lists more than %u items"),
                               (const char *) attribute->name, (const char *) node->name,
                               (guint) GMP_XML_MAX_TOKENS);

            fail_at (walk, node, error, message);
            return FALSE;
          }
    }
  return TRUE;
}

static gboolean
is_list_text (const Walk    *walk,
              const xmlNode *node)
{
  for (guint i = 0; walk->list_texts != NULL && walk->list_texts[i] != NULL; i++)
    if (is_named (node, walk->list_texts[i]))
      return TRUE;
  return FALSE;
}

/* One element: its attributes and its children, counted once each */
static gboolean
check_element (Walk           *walk,
               const xmlNode  *node,
               GError        **error)
{
  const ListLimit *lists[2] = { NULL, NULL };
  guint counts[2] = { 0, 0 };
  guint n_elements = 0, max_elements = GMP_XML_MAX_CHILDREN, n_tokens = 0;
  gboolean list_text = is_list_text (walk, node);

  if (!check_attributes (walk, node, error))
    return FALSE;

  for (const ListLimit *list = walk->lists; list->parent != NULL; list++)
    if (is_named (node, list->parent))
      {
        guint slot = lists[0] == NULL ? 0 : 1;

        g_assert (lists[slot] == NULL);
        lists[slot] = list;
        max_elements += list->max;
      }

  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    switch (child->type)
      {
      case XML_ELEMENT_NODE:
        n_elements++;
        for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
          if (lists[i] != NULL && is_named (child, lists[i]->child))
            counts[i]++;
        break;
      case XML_COMMENT_NODE:
      case XML_PI_NODE:
        walk->n_comments++;
        break;
      case XML_TEXT_NODE:
      case XML_CDATA_SECTION_NODE:
        if (list_text && n_tokens <= GMP_XML_MAX_TOKENS)
          n_tokens += count_tokens (child->content);
        break;
      default:
        break;
      }

  for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
    if (lists[i] != NULL && counts[i] > lists[i]->max)
      {
        g_autofree char *message =
          walk->is_board
          ? g_strdup_printf (_("<%s> holds %u <%s> elements; a board may have at most %u"),
                             lists[i]->parent, counts[i], lists[i]->child, lists[i]->max)
          /* TRANSLATORS: a saved game or a scenario; "<log> holds 5001 <entry> elements" */
          : g_strdup_printf (_("<%s> holds %u <%s> elements; a game file may have at most %u"),
                             lists[i]->parent, counts[i], lists[i]->child, lists[i]->max);

        fail_at (walk, node, error, message);
        return FALSE;
      }
  if (n_elements > max_elements)
    {
      g_autofree char *message =
        g_strdup_printf (_("<%s> holds %u elements; at most %u may be there"),
                         (const char *) node->name, n_elements, max_elements);

      fail_at (walk, node, error, message);
      return FALSE;
    }
  if (n_tokens > GMP_XML_MAX_TOKENS)
    {
      g_autofree char *message =
        g_strdup_printf (_("<%s> lists more than %u items"), (const char *) node->name,
                         (guint) GMP_XML_MAX_TOKENS);

      fail_at (walk, node, error, message);
      return FALSE;
    }
  if (walk->n_comments > GMP_XML_MAX_COMMENTS)
    {
      g_autofree char *message =
        g_strdup_printf (_("The file holds more than %u comments and processing instructions"),
                         (guint) GMP_XML_MAX_COMMENTS);

      fail_at (walk, node, error, message);
      return FALSE;
    }
  return TRUE;
}

static const xmlNode *
first_element (const xmlNode *node)
{
  while (node != NULL && node->type != XML_ELEMENT_NODE)
    node = node->next;
  return node;
}

/* The element after node in document order, within root */
static const xmlNode *
next_element (const xmlNode *node,
              const xmlNode *root)
{
  const xmlNode *child = first_element (node->children);

  if (child != NULL)
    return child;
  for (; node != root; node = node->parent)
    {
      const xmlNode *sibling = first_element (node->next);

      if (sibling != NULL)
        return sibling;
    }
  return NULL;
}

gboolean
gmp_xml_check_counts (xmlDoc      *doc,
                      const char  *display_name,
                      const char  *schema_name,
                      GError     **error)
{
  static const ListLimit no_lists[] = { { NULL, NULL, 0 } };
  Walk walk = { no_lists, NULL, display_name != NULL ? display_name : _("(unnamed)"),
                FALSE, 0 };
  const xmlNode *root;

  g_return_val_if_fail (doc != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_strcmp0 (schema_name, "board.rng") == 0)
    {
      walk.lists = board_lists;
      walk.is_board = TRUE;
    }
  else if (g_strcmp0 (schema_name, "scenario.rng") == 0)
    {
      walk.lists = scenario_lists;
      walk.list_texts = scenario_list_texts;
    }

  /* Comments before and after the root count too */
  for (const xmlNode *node = doc->children; node != NULL; node = node->next)
    walk.n_comments += node->type == XML_COMMENT_NODE || node->type == XML_PI_NODE;

  root = xmlDocGetRootElement (doc);
  for (const xmlNode *node = root; node != NULL; node = next_element (node, root))
    if (!check_element (&walk, node, error))
      return FALSE;
  return TRUE;
}
