/* gmp-board-load-setup.c: the units a board's new game places (Rules notes 3 and 7)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-board-loader.h"

static gboolean
load_units (GmpBoardLoader  *loader,
            xmlNode         *node,
            gboolean         hive,
            gboolean         reserve,
            GmpSetupUnit    *units,
            guint           *n_units,
            GError         **error)
{
  GmpBoard *board = loader->board;

  FOR_EACH_ELEMENT (child, node, "units")
    {
      GmpSetupUnit *unit = &units[*n_units];
      int type;

      if (!lookup_unit_type (loader, child, "type", &type, error))
        return FALSE;
      /* Units of a hive or a city stack there (rules note 7); the reserve
       * waits, and only the total of the setup bounds it. */
      if (!_gmp_board_require_uint (loader, child, "count", 1,
                                    reserve ? GMP_BOARD_MAX_SETUP_UNITS
                                            : board->rules.stacking_limit,
                                    &unit->count, error))
        return FALSE;
      if (board->unit_types[type].guard)
        return _gmp_board_fail (loader, child, error,
                                _("Guards are placed by the National Guard table, not here"));
      unit->type = (guint) type;
      unit->city = GMP_NONE;
      unit->formation = GMP_NONE;

      if (hive)
        {
          if (board->unit_types[type].side != GMP_SIDE_SWARM)
            return _gmp_board_fail (loader, child, error, _("A hive holds Swarm units"));
        }
      else
        {
          if (!lookup_formation (loader, child, "formation", &unit->formation, error))
            return FALSE;
          if (board->formations[unit->formation].side != board->unit_types[type].side)
            return _gmp_board_fail (loader, child, error,
                                    _("The unit type “%s” is not on the side of Formation “%s”"),
                                    board->unit_types[type].id,
                                    board->formations[unit->formation].id);
          if (!reserve && !lookup_city (loader, child, "city", &unit->city, error))
            return FALSE;
        }
      (*n_units)++;
    }

  return TRUE;
}

/* Rules note 7: the Human units in each city before the Guards come, a
 * Fort counting its strength. Every term is bounded (a count by the stacking
 * limit, a Fort by GMP_BOARD_MAX_FORT_STRENGTH) and check_setup_size() has
 * bounded their number, so no sum here can wrap. */
static guint *
humans_at_start (const GmpBoard *board)
{
  guint *humans = g_new0 (guint, MAX (board->n_cities, 1));

  for (guint i = 0; i < board->n_forts; i++)
    humans[board->forts[i].city] += board->forts[i].strength;

  for (guint i = 0; i < board->n_setup_units; i++)
    if (board->setup_units[i].city != GMP_NONE)
      humans[board->setup_units[i].city] += board->setup_units[i].count;

  return humans;
}

static gboolean
check_stacking (GmpBoardLoader  *loader,
                xmlNode         *setup,
                GError         **error)
{
  GmpBoard *board = loader->board;
  guint limit = board->rules.stacking_limit;
  g_autofree guint *humans = humans_at_start (board);
  guint garrison = 0;

  for (guint i = 0; i < board->n_hive_garrison; i++)
    garrison += board->hive_garrison[i].count;
  if (garrison > limit)
    return _gmp_board_fail (loader, first_element (setup, "hive-garrison"), error,
                            _("The hive garrison has %u units; at most %u may "
                              "stack"), garrison, limit);

  for (guint c = 0; c < board->n_cities; c++)
    if (humans[c] > limit)
      return _gmp_board_fail (loader, first_element (setup, "placement"), error,
                              _("“%s” starts with %u Human units (a Fort counts its strength); "
                                "at most %u may stack"),
                              board->cities[c].id, humans[c], limit);

  return TRUE;
}

/* The units a new game starts with, Guards included: a board that asks for
 * more is refused before any game allocates them. */
static gboolean
check_setup_size (GmpBoardLoader  *loader,
                  xmlNode         *setup,
                  GError         **error)
{
  GmpBoard *board = loader->board;
  guint64 garrison = 0;
  guint64 total = board->rules.guard_rolls;

  for (guint i = 0; i < board->n_hive_garrison; i++)
    garrison += board->hive_garrison[i].count;
  for (guint c = 0; c < board->n_cities; c++)
    if (board->cities[c].hive != GMP_NONE)
      total += garrison;
  for (guint i = 0; i < board->n_setup_units; i++)
    total += board->setup_units[i].count;

  /* Each term is bounded by the limits above: a guint64 cannot wrap here. */
  if (total > GMP_BOARD_MAX_SETUP_UNITS)
    return _gmp_board_fail (loader, setup, error,
                            _("The setup has more than %u units (hive garrisons, placements, "
                              "reserves and Guards together)"),
                            (guint) GMP_BOARD_MAX_SETUP_UNITS);
  return TRUE;
}

gboolean
_gmp_board_load_setup (GmpBoardLoader  *loader,
                       xmlNode         *node,
                       GError         **error)
{
  GmpBoard *board = loader->board;
  xmlNode *garrison = first_element (node, "hive-garrison");
  xmlNode *placement = first_element (node, "placement");
  xmlNode *reserve = first_element (node, "reserve");

  board->hive_garrison = g_new0 (GmpSetupUnit, MAX (count_elements (garrison, "units"), 1));
  board->setup_units = g_new0 (GmpSetupUnit,
                               MAX (count_elements (placement, "units")
                                    + count_elements (reserve, "units"), 1));
  board->hive_garrison_source = _gmp_board_get_source (garrison);
  board->placement_source = _gmp_board_get_source (placement);
  board->reserve_source = _gmp_board_get_source (reserve);

  return load_units (loader, garrison, TRUE, FALSE,
                     board->hive_garrison, &board->n_hive_garrison, error)
         && load_units (loader, placement, FALSE, FALSE,
                        board->setup_units, &board->n_setup_units, error)
         && load_units (loader, reserve, FALSE, TRUE,
                        board->setup_units, &board->n_setup_units, error)
         && check_setup_size (loader, node, error)
         && check_stacking (loader, node, error);
}

/* Rules notes 3 and 7: the setup's Guards find room in the table's cities,
 * beside the Forts and units the board places there; otherwise the board's
 * own new game could not start. */
gboolean
_gmp_board_check_guard_room (GmpBoardLoader  *loader,
                             xmlNode         *table,
                             GError         **error)
{
  GmpBoard *board = loader->board;
  const GmpRules *rules = &board->rules;
  g_autofree guint *humans = humans_at_start (board);
  g_autofree gboolean *counted = g_new0 (gboolean, MAX (board->n_cities, 1));
  guint room = 0;

  for (guint sum = 2; sum <= 12; sum++)
    {
      int city = board->guard_table[sum];

      if (counted[city])
        continue;
      counted[city] = TRUE;
      if (humans[city] < rules->stacking_limit)
        room += MIN (rules->stacking_limit - humans[city], rules->guard_max_per_city);
    }

  if (room < rules->guard_rolls)
    return _gmp_board_fail (loader, table, error,
                            _("The National Guard table’s cities have room for %u Guards, but the "
                              "setup places %u (Rules notes 3 and 7)"),
                            room, rules->guard_rolls);
  return TRUE;
}
