/* gmp-board-load.c: a board XML file into a GmpBoard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * _gmp_board_validate() has already checked the shape against board.rng; the
 * loader checks what a schema cannot: unique ids, references that name
 * something, numbers that make sense, and builds the road graph. Every
 * error names the file and the line. This file reads the document and the
 * rules' numbers; each other part has a file of its own (gmp-board-loader.h).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-board-loader.h"
#include "gmp-combat.h"

/* What loads, plays: a board within the limits always fits a combat. */
G_STATIC_ASSERT (GMP_BOARD_MAX_STACKING <= GMP_COMBAT_MAX_UNITS);
G_STATIC_ASSERT (GMP_BOARD_MAX_FORT_STRENGTH + GMP_MAX_DICE <= GMP_COMBAT_MAX_DICE);
G_STATIC_ASSERT (GMP_BOARD_MAX_FORMATIONS <= sizeof (((GmpState *) NULL)->activated) * 8);

static gboolean
load_rules (GmpBoardLoader  *loader,
            xmlNode         *node,
            GError         **error)
{
  struct {
    const char *element;
    guint      *value;
    guint       min;
    guint       max;
  } fields[GMP_N_RULES] = {
    { "stacking-limit", &loader->board->rules.stacking_limit, 1, GMP_BOARD_MAX_STACKING },
    { "turns", &loader->board->rules.turns, 1, 99 },
    { "ends-per-turn", &loader->board->rules.ends_per_turn, 1, 99 },
    { "time-track-delay", &loader->board->rules.time_track_delay, 1, 99 },
    { "time-track-last-turn", &loader->board->rules.time_track_last_turn, 1, 99 },
    { "overrun-attackers", &loader->board->rules.overrun_attackers, 1, 99 },
    { "overrun-defenders", &loader->board->rules.overrun_defenders, 1, 99 },
    { "fort-hit", &loader->board->rules.fort_hit, 2, 6 },
    { "guard-rolls", &loader->board->rules.guard_rolls, 0, 99 },
    { "guard-max-per-city", &loader->board->rules.guard_max_per_city, 1, 99 },
    { "danger-dice", &loader->board->rules.danger_dice, 1, GMP_MAX_DICE },
    { "victory-key-cities", &loader->board->rules.victory_key_cities, 1, 99 },
  };

  loader->board->rules_source = _gmp_board_get_source (node);

  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      xmlNode *child = first_element (node, fields[i].element);

      if (child == NULL)
        return _gmp_board_fail (loader, node, error, _("<rules> needs <%s>"), fields[i].element);
      if (!_gmp_board_require_uint (loader, child, "value", fields[i].min, fields[i].max,
                                    fields[i].value, error))
        return FALSE;
      loader->board->rules_sources[i] = _gmp_board_get_source (child);
    }

  if (loader->board->rules.time_track_last_turn > loader->board->rules.turns)
    return _gmp_board_fail (loader, first_element (node, "time-track-last-turn"), error,
                            _("<time-track-last-turn> is after the last turn"));

  return TRUE;
}

static gboolean
load_board (GmpBoardLoader  *loader,
            xmlDoc          *doc,
            GError         **error)
{
  GmpBoard *board = loader->board;
  xmlNode *root = xmlDocGetRootElement (doc);
  xmlNode *map = first_element (root, "map");

  board->id = gmp_xml_get_string (root, "id");
  if (!_gmp_board_get_name (loader, root, "title", &board->title, error))
    return FALSE;
  board->description = gmp_xml_get_localized (root, "description");
  if (board->description == NULL)
    board->description = g_strdup ("");

  board->map_source = _gmp_board_get_source (map);
  /* Bounded both ways, so that fitting the map to a window or a picture
   * always gives a finite, non-zero scale. */
  if (!gmp_xml_get_double (map, "width", &board->width)
      || !gmp_xml_get_double (map, "height", &board->height)
      || board->width < 1 || board->height < 1
      || board->width > GMP_BOARD_MAX_MAP_SIZE || board->height > GMP_BOARD_MAX_MAP_SIZE)
    return _gmp_board_fail (loader, map, error,
                            _("The map needs a width and a height from 1 to %d"),
                            GMP_BOARD_MAX_MAP_SIZE);

  return load_rules (loader, first_element (root, "rules"), error)
         && _gmp_board_load_formations (loader, first_element (root, "formations"), error)
         && _gmp_board_load_unit_types (loader, first_element (root, "unit-types"), error)
         && _gmp_board_load_cities (loader, first_element (root, "cities"), error)
         && _gmp_board_check_key_cities (loader, root, error)
         && _gmp_board_load_roads (loader, first_element (root, "roads"), error)
         && _gmp_board_load_fence (loader, first_element (root, "fence"), error)
         && _gmp_board_check_fence_region (loader, first_element (root, "cities"), error)
         && _gmp_board_load_national_guard (loader, first_element (root, "national-guard"), error)
         && _gmp_board_load_danger (loader, first_element (root, "danger-track"), error)
         && _gmp_board_load_chits (loader, first_element (root, "chits"), error)
         && _gmp_board_load_setup (loader, first_element (root, "setup"), error)
         && _gmp_board_check_guard_room (loader,
                                         first_element (first_element (root, "national-guard"),
                                                        "table"),
                                         error);
}

const GmpXmlList _gmp_board_lists[] = {
  { "cities", "city" },
  { "roads", "road" },
  { NULL, NULL },
};

GmpBoard *
gmp_board_load_bytes (GBytes      *bytes,
                      const char  *display_name,
                      GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GmpBoard) board = NULL;
  GmpBoardLoader loader;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed board)");

  doc = gmp_xml_parse_lists (bytes, display_name, _gmp_board_lists, error);
  if (doc == NULL || !_gmp_board_validate (doc, display_name, error))
    return NULL;

  board = g_new0 (GmpBoard, 1);
  board->ref_count = 1;
  board->path = g_strdup (display_name);
  /* Keyed by the ids the arrays own: the tables copy nothing. */
  board->city_ids = g_hash_table_new (g_str_hash, g_str_equal);
  board->formation_ids = g_hash_table_new (g_str_hash, g_str_equal);
  board->unit_type_ids = g_hash_table_new (g_str_hash, g_str_equal);
  board->chit_ids = g_hash_table_new (g_str_hash, g_str_equal);

  loader.board = board;
  loader.name = display_name;
  if (!load_board (&loader, doc, error))
    return NULL;

  return g_steal_pointer (&board);
}

GmpBoard *
gmp_board_load_file (const char  *path,
                     GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display = NULL;
  GmpBoard *board;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = gmp_xml_read_file (path, error);
  if (bytes == NULL)
    return NULL;

  display = g_filename_display_name (path);
  board = gmp_board_load_bytes (bytes, display, error);
  if (board != NULL)
    {
      g_free (board->path);
      board->path = g_strdup (path);
    }
  return board;
}
