/* gmp-scenario-schema.c: a saved game checked against scenario.rng, its log
 * entries, history actions, units, Forts and chits by hand (gmp-xml-fast.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The schema spent about 50,000 instructions on each <entry> and <action>,
 * 50 M for a finished 10-turn game, most of its opening, and about 13,000
 * on each unit, Fort and chit of its two states (issue 19). Here they are
 * checked against what scenario.rng's "log-v2", "action", "unit", "forts"
 * and "chits" say, for version 2 files; version 1 files go to the schema
 * whole.
 */

#include "config.h"

#include <string.h>

#include "gmp-scenario-loader.h"
#include "gmp-xml.h"
#include "gmp-xml-fast.h"
#include "gmp-xml-limits.h"

#define SCHEMA "scenario.rng"

static gboolean
check_phase (const char *value)
{
  static const char * const values[] = { "setup", "fade-in", "action", "fade-out",
                                         "game-over", NULL };

  return _gmp_xml_fast_is_one_of (value, values);
}

/* "log-dice": [1-6]( [1-6]){0,127} */
static gboolean
check_die (const char *value)
{
  return value[0] >= '1' && value[0] <= '6' && value[1] == '\0';
}

static gboolean
check_log_dice (const char *value)
{
  return _gmp_xml_fast_list (value, check_die, 1, 128);
}

static gboolean
check_params (const char *value)
{
  return _gmp_xml_fast_list (value, _gmp_xml_fast_nmtoken, 1, G_MAXUINT);
}

static gboolean
check_ids (const char *value)
{
  return _gmp_xml_fast_list (value, _gmp_xml_fast_nmtoken, 0, G_MAXUINT);
}

static gboolean
check_counts (const char *value)
{
  return _gmp_xml_fast_list (value, _gmp_xml_fast_count, 0, G_MAXUINT);
}

/* An action's value: a word of the list, or an integer */
static gboolean
check_action_value (const char *value)
{
  static const char * const values[] = { "random", "done", "pass", "yes", "no", NULL };

  return _gmp_xml_fast_is_one_of (value, values) || _gmp_xml_fast_integer (value);
}

/* An action's place: [a-z\-]+|-?[0-9]+ */
static gboolean
check_place (const char *value)
{
  gsize n = strspn (value, "abcdefghijklmnopqrstuvwxyz-");

  if (n > 0 && value[n] == '\0')
    return TRUE;
  return _gmp_xml_fast_integer (value);
}

/* One draw of an action's record: d[1-6]|c[0-9]{1,3}/[0-9]{1,3} */
static gboolean
check_draw (const char *value)
{
  gsize n, m;

  if (value[0] == 'd')
    return check_die (value + 1);
  if (value[0] != 'c')
    return FALSE;
  n = strspn (value + 1, "0123456789");
  if (n < 1 || n > 3 || value[1 + n] != '/')
    return FALSE;
  m = strspn (value + 2 + n, "0123456789");
  return m >= 1 && m <= 3 && value[2 + n + m] == '\0';
}

static gboolean
check_record (const char *value)
{
  return _gmp_xml_fast_list (value, check_draw, 0, G_MAXUINT);
}

static const GmpXmlAttributeRule entry_rules[] = {
  { "turn", _gmp_xml_fast_positive, TRUE },
  { "phase", check_phase, TRUE },
  { "kind", _gmp_xml_fast_nmtoken, TRUE },
  { "dice", check_log_dice, FALSE },
  { "params", check_params, FALSE },
  { NULL }
};

static const GmpXmlAttributeRule action_rules[] = {
  { "kind", _gmp_xml_fast_nmtoken, TRUE },
  { "value", check_action_value, FALSE },
  { "unit", _gmp_xml_fast_count, FALSE },
  { "city", _gmp_xml_fast_nmtoken, FALSE },
  { "fort", _gmp_xml_fast_nmtoken, FALSE },
  { "chit", _gmp_xml_fast_nmtoken, FALSE },
  { "type", _gmp_xml_fast_nmtoken, FALSE },
  { "formation", _gmp_xml_fast_nmtoken, FALSE },
  { "place", check_place, FALSE },
  { "turn", _gmp_xml_fast_count, FALSE },
  { "flag", _gmp_xml_fast_boolean, FALSE },
  { "units", check_counts, FALSE },
  { "path", check_ids, FALSE },
  { "record", check_record, FALSE },
  { NULL }
};

/* "unit": a Guard's hidden side, a word or a die 1 to 6 */
static gboolean
check_guard (const char *value)
{
  static const char * const values[] = { "blank", "unknown", "draw", NULL };

  return _gmp_xml_fast_is_one_of (value, values) || check_die (value);
}

static gboolean
check_unit_place (const char *value)
{
  static const char * const values[] = { "map", "reserve", "time-track", "returning",
                                         "eliminated", NULL };

  return _gmp_xml_fast_is_one_of (value, values);
}

static gboolean
check_chit_place (const char *value)
{
  static const char * const values[] = { "cup", "time-track", "with-ally", "drawn", "in-hand",
                                         "used", "held", "removed", NULL };

  return _gmp_xml_fast_is_one_of (value, values);
}

static const GmpXmlAttributeRule unit_rules[] = {
  { "type", _gmp_xml_fast_nmtoken, TRUE },
  { "formation", _gmp_xml_fast_nmtoken, FALSE },
  { "place", check_unit_place, FALSE },
  { "city", _gmp_xml_fast_nmtoken, FALSE },
  { "turn", _gmp_xml_fast_positive, FALSE },
  { "reduced", _gmp_xml_fast_boolean, FALSE },
  { "guard", check_guard, FALSE },
  { "revealed", _gmp_xml_fast_boolean, FALSE },
  { "moved-from", _gmp_xml_fast_nmtoken, FALSE },
  { "mp-used", _gmp_xml_fast_count, FALSE },
  { "moved", _gmp_xml_fast_boolean, FALSE },
  { "stopped", _gmp_xml_fast_boolean, FALSE },
  { "stopped-turn", _gmp_xml_fast_boolean, FALSE },
  { "retreated-in", _gmp_xml_fast_boolean, FALSE },
  { "advanced", _gmp_xml_fast_boolean, FALSE },
  { "pending-move", _gmp_xml_fast_boolean, FALSE },
  { NULL }
};

static const GmpXmlAttributeRule fort_rules[] = {
  { "city", _gmp_xml_fast_nmtoken, TRUE },
  { "strength", _gmp_xml_fast_count, TRUE },
  { NULL }
};

static const GmpXmlAttributeRule chit_rules[] = {
  { "id", _gmp_xml_fast_nmtoken, TRUE },
  { "place", check_chit_place, TRUE },
  { "turn", _gmp_xml_fast_positive, FALSE },
  { NULL }
};

/* An action's optional texts, in this order */
static const char * const action_texts[] = { "text", "text2", "text3", "text4", NULL };

/* An element of attributes only ("log-v2"'s entry, "unit", a fort, a chit) */
static gboolean
check_empty (const xmlNode             *node,
             const GmpXmlAttributeRule *rules)
{
  if (!_gmp_xml_fast_attributes (node, rules))
    return FALSE;
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (!_gmp_xml_fast_ignorable (child))
      return FALSE;
  return TRUE;
}

static gboolean
check_entry (const xmlNode *entry)
{
  return check_empty (entry, entry_rules);
}

static gboolean
check_unit (const xmlNode *unit)
{
  return check_empty (unit, unit_rules);
}

static gboolean
check_fort (const xmlNode *fort)
{
  return check_empty (fort, fort_rules);
}

static gboolean
check_chit (const xmlNode *chit)
{
  return check_empty (chit, chit_rules);
}

/* <text>…</text>: text only, no attribute */
static gboolean
check_text_element (const xmlNode *node)
{
  if (node->properties != NULL)
    return FALSE;
  for (const xmlNode *child = node->children; child != NULL; child = child->next)
    if (child->type != XML_TEXT_NODE)
      return FALSE;
  return TRUE;
}

static gboolean
check_action (const xmlNode *action)
{
  guint next_text = 0;

  if (!_gmp_xml_fast_attributes (action, action_rules))
    return FALSE;
  for (const xmlNode *child = action->children; child != NULL; child = child->next)
    {
      if (_gmp_xml_fast_ignorable (child))
        continue;
      while (action_texts[next_text] != NULL
             && !_gmp_xml_fast_is_element (child, action_texts[next_text]))
        next_text++;
      if (action_texts[next_text] == NULL || !check_text_element (child))
        return FALSE;
      next_text++;
    }
  return TRUE;
}

/* The children of parent named name into aside when each checks; FALSE
 * at the first that does not. When the rest is white space or comments,
 * which the schema passes over, all the children go aside at once. */
static gboolean
collect (xmlNode     *parent,
         const char  *name,
         gboolean   (*check) (const xmlNode *node),
         GArray      *aside)
{
  gboolean only_items = TRUE;

  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    {
      if (!_gmp_xml_fast_is_element (child, name))
        only_items = only_items && _gmp_xml_fast_ignorable (child);
      else if (!check (child))
        return FALSE;
    }
  if (only_items)
    {
      _gmp_xml_fast_set_aside_children (aside, parent);
      return TRUE;
    }
  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    if (_gmp_xml_fast_is_element (child, name))
      _gmp_xml_fast_set_aside (aside, child);
  return TRUE;
}

/* The lists of a state part, the root's or a history's <start>'s: its
 * log's entries, its units, Forts and chits */
static gboolean
collect_state (xmlNode *parent,
               GArray  *aside)
{
  static const struct {
    const char *list;
    const char *item;
    gboolean  (*check) (const xmlNode *node);
  } lists[] = {
    { "log", "entry", check_entry },
    { "units", "unit", check_unit },
    { "forts", "fort", check_fort },
    { "chits", "chit", check_chit },
  };

  for (xmlNode *child = parent->children; child != NULL; child = child->next)
    for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
      if (_gmp_xml_fast_is_element (child, lists[i].list)
          && !collect (child, lists[i].item, lists[i].check, aside))
        return FALSE;
  return TRUE;
}

/* The lists of the root's state and of its history's start, and the
 * history's <action>, each checked */
static gboolean
collect_lists (xmlNode *root,
               GArray  *aside)
{
  if (!collect_state (root, aside))
    return FALSE;
  for (xmlNode *child = root->children; child != NULL; child = child->next)
    {
      if (!_gmp_xml_fast_is_element (child, "history"))
        continue;
      if (!collect (child, "action", check_action, aside))
        return FALSE;
      for (xmlNode *part = child->children; part != NULL; part = part->next)
        if (_gmp_xml_fast_is_element (part, "start") && !collect_state (part, aside))
          return FALSE;
    }
  return TRUE;
}

gboolean
_gmp_scenario_validate (xmlDoc      *doc,
                        const char  *display_name,
                        guint        version,
                        GError     **error)
{
  g_autoptr(GArray) aside = _gmp_xml_fast_aside_new ();
  xmlNode *root = xmlDocGetRootElement (doc);

  /* The counts first, on the whole file (gmp-xml-limits.h) */
  if (!gmp_xml_check_counts (doc, display_name, SCHEMA, error))
    return FALSE;
  if (version != 2 || root == NULL || !collect_lists (root, aside))
    g_array_set_size (aside, 0);
  return _gmp_xml_fast_validate (doc, display_name, SCHEMA, aside, error);
}
