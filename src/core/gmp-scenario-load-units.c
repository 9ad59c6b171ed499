/* gmp-scenario-load-units.c: reading a .gmpscenario's units
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each <unit> against its type and formation, a Guard's value against the
 * board's pool (Rules notes 3, 36), and the stacking limit (Rules note 7)
 * with the line of the unit that breaks it.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-scenario-format.h"
#include "gmp-scenario-loader.h"
#include "gmp-words.h"

static gboolean
load_guard_value (GmpScenarioLoader *loader,
                  xmlNode           *node,
                  const char        *text,
                  gint8             *value)
{
  guint64 number;

  if (text == NULL || g_str_equal (text, "unknown"))
    *value = GMP_GUARD_UNKNOWN;  /* face down: only the counter knows */
  else if (g_str_equal (text, "blank"))
    *value = GMP_GUARD_BLANK;
  else if (g_str_equal (text, "draw"))
    *value = GMP_GUARD_DRAW;
  else if (gmp_words_to_unsigned (text, 1, 6, &number))
    *value = (gint8) number;
  else
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("“%s” is not a Guard value (1 to 6, blank, unknown "
                                 "or draw)"), text);

  return TRUE;
}

/* The hidden sides the board's pool holds, as a file writes them: "blank, 4, 5, 6" */
static char *
pool_values_text (const GmpBoard *board)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint v = 0; v <= 6; v++)
    {
      for (guint i = 0; i < board->n_guard_pool; i++)
        {
          if (board->guard_pool[i] != v)
            continue;
          if (text->len > 0)
            g_string_append (text, ", ");
          if (v == GMP_GUARD_BLANK)
            g_string_append (text, "blank");
          else
            g_string_append_printf (text, "%u", v);
          break;
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Rules notes 3, 36: every Guard is a counter of the board's pool, so a known
 * hidden side must be one the pool holds, and no more Guards can show a side
 * than the pool has counters of it. */
static gboolean
check_guard_value (GmpScenarioLoader *loader,
                   xmlNode           *node,
                   const GmpUnit     *unit)
{
  const GmpBoard *board = loader->board;
  g_autofree char *name = NULL;
  g_autofree char *value = NULL;
  guint in_pool = 0;

  if (unit->guard_value < 0)
    return TRUE;  /* unknown or to be drawn: no counter chosen yet */

  for (guint i = 0; i < board->n_guard_pool; i++)
    if (board->guard_pool[i] == unit->guard_value)
      in_pool++;

  /* The Guard as players know it, by its city; the file's line number
   * (which the message begins with) finds it in the file, never a number of
   * the app's own (issue 16) */
  if (unit->city >= 0 && (guint) unit->city < board->n_cities)
    /* Translators: a unit and the city it stands in, "National Guard in Omaha" */
    name = g_strdup_printf (_("%s in %s"), board->unit_types[unit->type].name,
                            board->cities[unit->city].name);
  else
    name = g_strdup (board->unit_types[unit->type].name);
  value = unit->guard_value == GMP_GUARD_BLANK ? g_strdup ("blank")
                                               : g_strdup_printf ("%d", unit->guard_value);

  if (in_pool == 0)
    {
      g_autofree char *allowed = pool_values_text (board);

      return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                 /* TRANSLATORS: the second %s is a guard= value of the file,
                                  * the third the values the board's pool holds, e.g.
                                  * "blank, 4, 5, 6" */
                                 _("%s has guard=\"%s\", but the National Guard pool of the board "
                                   "has no such counter: a Guard’s value is unknown, draw or one "
                                   "of %s (Rules note 3)"), name, value, allowed);
    }

  if (++loader->guards_showing[unit->guard_value] > in_pool)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               g_dngettext (GETTEXT_PACKAGE,
                                            "%s has guard=\"%s\", but the National Guard pool of "
                                            "the board has only %u counter with that side, and an "
                                            "earlier Guard shows it already (Rules note 3)",
                                            "%s has guard=\"%s\", but the National Guard pool of "
                                            "the board has only %u counters with that side, and "
                                            "earlier Guards show them all already (Rules note 3)",
                                            in_pool),
                               name, value, in_pool);

  return TRUE;
}

/* A Guard belongs to no formation; every other unit to one of its side */
static gboolean
check_unit_formation (GmpScenarioLoader *loader,
                      xmlNode           *node,
                      const GmpUnitType *type,
                      int                formation)
{
  const GmpBoard *board = loader->board;

  if (type->guard && formation != GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Units of type “%s” belong to no Formation"), type->name);
  if (!type->guard && formation == GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Units of type “%s” need a Formation"), type->name);
  if (formation != GMP_NONE && board->formations[formation].side != type->side)
    {
      /* Whole sentences per side: other languages inflect the side's name */
      if (type->side == GMP_SIDE_SWARM)
        return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                   _("Units of type “%s” are Swarm units and cannot belong to the "
                                     "Human Formation “%s”"),
                                   type->name, board->formations[formation].id);
      return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                 _("Units of type “%s” are Human units and cannot belong to the "
                                   "Swarm Formation “%s”"),
                                 type->name, board->formations[formation].id);
    }
  return TRUE;
}

gboolean
_gmp_scenario_load_unit (GmpScenarioLoader *loader,
                         xmlNode           *node)
{
  const GmpBoard *board = loader->board;
  g_autofree char *type_id = _gmp_scenario_get_attr (node, "type");
  g_autofree char *place = _gmp_scenario_get_attr (node, "place");
  g_autofree char *guard = _gmp_scenario_get_attr (node, "guard");
  const GmpUnitType *type;
  GmpUnit *unit;
  int type_index, formation, city, moved_from;
  guint id, turn, mp_used;
  long line;

  type_index = gmp_board_find_unit_type (board, type_id);
  if (type_index == GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Unknown unit type “%s”: the board “%s” has no such unit type"),
                               type_id, board->id);
  type = &board->unit_types[type_index];

  if (!_gmp_scenario_read_formation (loader, node, "formation", &formation)
      || !_gmp_scenario_read_city (loader, node, "city", &city)
      || !_gmp_scenario_read_city (loader, node, "moved-from", &moved_from)
      || !_gmp_scenario_read_uint_in (loader, node, "turn", 0, 0, board->rules.turns, &turn)
      || !_gmp_scenario_read_uint_in (loader, node, "mp-used", 0, 0, GMP_SCENARIO_MAX_MP, &mp_used))
    return FALSE;

  if (!check_unit_formation (loader, node, type, formation))
    return FALSE;

  id = gmp_state_add_unit (loader->state, type_index, formation, GMP_NONE);
  unit = gmp_state_get_unit (loader->state, id);
  line = xmlGetLineNo (node);
  g_array_append_val (loader->unit_lines, line);

  if (place == NULL)
    unit->place = GMP_PLACE_MAP;
  else if (!gmp_place_from_string (place, &unit->place))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID, _("Unknown place “%s”"), place);

  if (unit->place == GMP_PLACE_MAP && city == GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("A unit on the map needs a city"));
  if (unit->place != GMP_PLACE_MAP && city != GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("A unit in the place “%s” is in no city"),
                               gmp_place_to_string (unit->place));
  unit->city = city;

  if (unit->place == GMP_PLACE_TIME_TRACK && turn == 0)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("A unit on the Time Track needs the turn it returns "
                                 "(Rules note 16)"));
  if (unit->place != GMP_PLACE_TIME_TRACK && turn != 0)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Only a unit on the Time Track has a turn"));
  unit->turn = turn;

  unit->reduced = _gmp_scenario_read_bool (node, "reduced");
  if (unit->reduced && !type->has_reduced)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Units of type “%s” have no reduced side"), type->name);

  if (!type->guard && (guard != NULL || _gmp_scenario_has_attr (node, "revealed")))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Only a National Guard has a Guard value"));
  if (type->guard)
    {
      if (!load_guard_value (loader, node, guard, &unit->guard_value))
        return FALSE;
      unit->revealed = _gmp_scenario_read_bool (node, "revealed");
      if (unit->revealed && unit->guard_value < 0)
        return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                   _("A revealed Guard shows its value: blank or 1 to 6"));
      if (!loader->rules_unchecked && !check_guard_value (loader, node, unit))
        return FALSE;
    }

  unit->moved_from = moved_from;
  unit->mp_used = mp_used;
  unit->moved = _gmp_scenario_read_bool (node, "moved");
  unit->stopped = _gmp_scenario_read_bool (node, "stopped");
  unit->stopped_turn = _gmp_scenario_read_bool (node, "stopped-turn");
  unit->retreated_in = _gmp_scenario_read_bool (node, "retreated-in");
  unit->advanced = _gmp_scenario_read_bool (node, "advanced");
  unit->pending_move = _gmp_scenario_read_bool (node, "pending-move");
  if (unit->pending_move && unit->place != GMP_PLACE_MAP)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Only a unit on the map can wait to move on"));

  return TRUE;
}

/* Rules note 7, checked here too so that the message points at the unit
 * that breaks the limit. */
gboolean
_gmp_scenario_check_stacking (GmpScenarioLoader *loader,
                              xmlNode           *root)
{
  const GmpBoard *board = loader->board;
  const GmpState *state = loader->state;

  for (guint c = 0; c < board->n_cities; c++)
    {
      for (GmpSide side = 0; side < GMP_N_SIDES; side++)
        {
          guint n = gmp_state_stack_count (state, c, side);
          g_autofree char *message = NULL;
          long line = 0;

          if (n <= board->rules.stacking_limit)
            continue;

          for (guint i = 0; i < state->units->len; i++)
            {
              const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

              if (unit->place == GMP_PLACE_MAP && unit->city == (int) c
                  && board->unit_types[unit->type].side == side)
                line = g_array_index (loader->unit_lines, long, i);
            }

          if (side == GMP_SIDE_HUMANS && gmp_state_has_fort (state, c))
            message = g_strdup_printf (_("Too many Human units in %s: %u counting the "
                                         "Fort’s strength of %u, at most %u (Rules note 7)"),
                                       board->cities[c].name, n,
                                       state->fort_strength[board->cities[c].fort],
                                       board->rules.stacking_limit);
          else
            message = g_strdup_printf (_("Too many %s units in %s: %u, at most %u "
                                         "(Rules note 7)"),
                                       gmp_side_get_name (side), board->cities[c].name, n,
                                       board->rules.stacking_limit);

          if (line > 0)
            g_set_error (loader->error, GMP_ERROR, GMP_ERROR_INVALID,
                         "%s:%ld: %s", loader->file, line, message);
          else
            _gmp_scenario_fail (loader, root, GMP_ERROR_INVALID, "%s", message);
          return FALSE;
        }
    }

  return TRUE;
}
