/* gmp-scenario-load-log.c: reading a .gmpscenario's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every entry of the game so far, each checked against the board and
 * against where the game stands.
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-correction.h"
#include "gmp-scenario-loader.h"
#include "gmp-xml.h"

/* Whether entry is the referee's correction of the turn (gmp-correction.h):
 * it may set the game back, so entries before it may be from later turns */
static gboolean
is_turn_correction (const GmpLogEntry *entry)
{
  return entry->kind == GMP_LOG_CORRECTION && entry->params[0] == GMP_CORRECTION_TURN_SET;
}

/* What happened so far: no entry from a later turn or phase than the game's
 * (each entry has the turn and phase of the state it was logged in), unless
 * the referee set the turn back since (after_turn_set), and every unit an
 * entry names is one of the file's (units are never taken out of a game,
 * only eliminated). The log comes after the units. */
static gboolean
check_log_entry_in_game (GmpScenarioLoader *loader,
                         xmlNode           *node,
                         const GmpLogEntry *entry,
                         gboolean           before_turn_set)
{
  const GmpState *state = loader->state;
  int unit;

  if (!before_turn_set
      && (entry->turn > state->turn
          || (entry->turn == state->turn && entry->phase > state->phase)))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("This log entry is from turn %u (%s), but the game is "
                                 "only at turn %u (%s)"),
                               entry->turn, gmp_phase_get_name (entry->phase),
                               state->turn, gmp_phase_get_name (state->phase));

  unit = gmp_log_entry_get_unit (entry);
  if (unit != GMP_NONE && (guint) unit >= state->units->len)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               g_dngettext (GETTEXT_PACKAGE,
                                            "This log entry names unit %d, but the file has %u "
                                            "unit (numbered from 0)",
                                            "This log entry names unit %d, but the file has %u "
                                            "units (numbered from 0)",
                                            state->units->len),
                               unit, state->units->len);

  return TRUE;
}

gboolean
_gmp_scenario_load_log (GmpScenarioLoader *loader,
                        xmlNode           *node,
                        GmpScenario       *scenario)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  guint last_turn_set = 0;   /* entries before it: none, or up to the last turn correction */

  scenario->log = gmp_log_new ();
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *kind_owned = NULL;
      g_autofree char *phase_owned = NULL;
      g_autofree char *params_owned = NULL;
      g_autofree char *dice_owned = NULL;
      const char *kind, *phase, *params, *dice;
      int dice_values[GMP_LOG_MAX_DICE];
      guint n_dice;
      g_autoptr(GError) local_error = NULL;
      GmpLogEntry entry = { 0, };

      if (!gmp_xml_is_element (child, "entry"))
        continue;
      kind = gmp_xml_peek_string (child, "kind", &kind_owned);
      phase = gmp_xml_peek_string (child, "phase", &phase_owned);
      params = gmp_xml_peek_string (child, "params", &params_owned);
      dice = gmp_xml_peek_string (child, "dice", &dice_owned);
      if (!gmp_log_kind_from_string (kind, &entry.kind))
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("Unknown log entry “%s”"), kind);
      if (!_gmp_scenario_read_uint (loader, child, "turn", 1, &entry.turn))
        return FALSE;
      if (entry.turn < 1 || entry.turn > loader->board->rules.turns)
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("Turn %u is not a turn of the game (1 to %u)"),
                                   entry.turn, loader->board->rules.turns);
      if (phase == NULL || !gmp_phase_from_string (phase, &entry.phase))
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("Unknown phase “%s”"), phase);
      if (loader->version >= 2)
        {
          if (!gmp_log_entry_params_from_string (&entry, loader->board, params, &local_error))
            return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID, "%s",
                                       local_error->message);
        }
      else
        {
          g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));

          if (!_gmp_scenario_parse_ints (params, values) || values->len > GMP_LOG_MAX_PARAMS)
            return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                       _("A log entry has at most %d numbers"), GMP_LOG_MAX_PARAMS);
          if (values->len > 0)   /* an empty GArray's data is NULL: memcpy from NULL is undefined */
            memcpy (entry.params, values->data, sizeof (int) * values->len);
        }
      /* The dice the entry rolled; older files have none */
      if (!_gmp_scenario_parse_ints_into (dice, dice_values, GMP_LOG_MAX_DICE, &n_dice))
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("A log entry keeps at most %d dice"), GMP_LOG_MAX_DICE);
      for (guint i = 0; i < n_dice; i++)
        {
          int v = dice_values[i];

          if (v < 1 || v > 6)
            return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                       _("A log entry’s die shows %d, not 1 to 6"), v);
          entry.dice[i] = (guint8) v;
        }
      entry.n_dice = n_dice;
      if (!gmp_log_entry_check (&entry, loader->board, &local_error))
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID, "%s", local_error->message);
      if (is_turn_correction (&entry))
        last_turn_set = nodes->len;
      g_ptr_array_add (nodes, child);
      gmp_log_append (scenario->log, &entry);
    }
  for (guint i = 0; i < nodes->len; i++)
    if (!check_log_entry_in_game (loader, g_ptr_array_index (nodes, i),
                                  gmp_log_get_entry (scenario->log, i), i < last_turn_set))
      return FALSE;
  return TRUE;
}
