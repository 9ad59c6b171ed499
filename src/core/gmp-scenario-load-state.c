/* gmp-scenario-load-state.c: reading a .gmpscenario's state part
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The part that the root and a history's <start> both hold: metadata, the
 * turn, the pending move, the Forts, the chits and Danger, then the checks
 * of the whole state once it is read (the rules unless unchecked).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-problems.h"
#include "gmp-scenario-format.h"
#include "gmp-scenario-loader.h"
#include "gmp-xml.h"

static gboolean
load_turn (GmpScenarioLoader *loader,
           xmlNode           *node)
{
  GmpState *state = loader->state;
  g_autofree char *phase = _gmp_scenario_get_attr (node, "phase");
  guint turn;

  /* Rules note 1: no more "...The End???" chits drawn than the board has chits */
  if (!_gmp_scenario_read_uint (loader, node, "number", 1, &turn)
      || !_gmp_scenario_read_uint_in (loader, node, "step", 0, 0, GMP_N_STEPS - 1, &state->step)
      || !_gmp_scenario_read_uint_in (loader, node, "ends-drawn", 0, 0, loader->board->n_chits,
                                      &state->ends_drawn)
      || !_gmp_scenario_read_formation (loader, node, "active", &state->active_formation))
    return FALSE;

  if (turn < 1 || turn > loader->board->rules.turns)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Turn %u is not a turn of the game (1 to %u)"),
                               turn, loader->board->rules.turns);
  state->turn = turn;

  if (!gmp_phase_from_string (phase, &state->phase))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID, _("Unknown phase “%s”"), phase);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      int formation;

      if (!gmp_xml_is_element (child, "activated"))
        continue;

      if (!_gmp_scenario_read_formation (loader, child, "formation", &formation))
        return FALSE;
      if (formation >= 32)
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("This program keeps track of at most 32 Formations"));
      state->activated |= 1u << formation;
    }

  return TRUE;
}

static gboolean
load_pending_move (GmpScenarioLoader *loader,
                   xmlNode           *node)
{
  GmpState *state = loader->state;
  int city, to;

  if (!_gmp_scenario_read_city (loader, node, "city", &city)
      || !_gmp_scenario_read_city (loader, node, "to", &to))
    return FALSE;

  state->move_pending = TRUE;
  state->move_pending_city = city;
  state->move_pending_to = to;

  /* Rules note 9: the rest of the path the player chose, city ids */
  if (!_gmp_scenario_read_city_list (loader, node, "path", state->move_pending_path))
    return FALSE;
  if (state->move_pending_path->len > 0
      && (int) g_array_index (state->move_pending_path, guint,
                              state->move_pending_path->len - 1) != to)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("The path of the waiting move must end in its “to” "
                                 "city (Rules note 9)"));

  return TRUE;
}

static gboolean
load_fx_mp (GmpScenarioLoader *loader,
            xmlNode           *node)
{
  GmpState *state = loader->state;

  if (!_gmp_scenario_read_uint_in (loader, node, "mp", 0, 1, GMP_SCENARIO_MAX_MP, &state->fx_mp)
      || !_gmp_scenario_read_formation (loader, node, "formation", &state->fx_mp_formation))
    return FALSE;

  if (state->fx_mp == 0)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID, _("An FX gives at least 1 MP"));

  return TRUE;
}

static gboolean
load_result (GmpScenarioLoader *loader,
             xmlNode           *node)
{
  g_autofree char *winner = _gmp_scenario_get_attr (node, "winner");
  g_autofree char *reason = _gmp_scenario_get_attr (node, "reason");

  for (guint i = 1; i < G_N_ELEMENTS (_gmp_scenario_winner_ids); i++)
    if (g_strcmp0 (winner, _gmp_scenario_winner_ids[i]) == 0)
      loader->state->winner = i;

  for (guint i = 1; i < G_N_ELEMENTS (_gmp_scenario_end_reason_ids); i++)
    if (g_strcmp0 (reason, _gmp_scenario_end_reason_ids[i]) == 0)
      loader->state->end_reason = i;

  if (loader->state->winner == GMP_WINNER_NONE || loader->state->end_reason == GMP_END_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("Unknown winner or end of the game"));

  return TRUE;
}

static gboolean
load_forts (GmpScenarioLoader *loader,
            xmlNode           *node)
{
  const GmpBoard *board = loader->board;
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (board->n_forts, 1));

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      int city, fort;
      guint strength;

      if (!gmp_xml_is_element (child, "fort"))
        continue;

      if (!_gmp_scenario_read_city (loader, child, "city", &city)
          || !_gmp_scenario_read_uint (loader, child, "strength", 0, &strength))
        return FALSE;

      fort = gmp_board_fort_at (board, city);
      if (fort == GMP_NONE)
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("%s has no Fort"), board->cities[city].name);
      if (seen[fort])
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("The Fort in %s is listed twice"), board->cities[city].name);
      seen[fort] = TRUE;

      /* Rules note 17: one die per strength point, in a combat that must
       * fit; this is what the program can play, whatever the board says */
      if (strength > GMP_COMBAT_MAX_FORT_STRENGTH)
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("The Fort in %s has strength %u, but a Fort fights with at "
                                     "most %u, one die per strength point (Rules note 17)"),
                                   board->cities[city].name, strength,
                                   GMP_COMBAT_MAX_FORT_STRENGTH);

      /* Rules note 19: 0 (destroyed) up to its starting strength */
      if (strength > board->forts[fort].strength && !loader->rules_unchecked)
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("The Fort in %s has strength %u, but its largest strength is "
                                     "%u (Rules note 19)"),
                                   board->cities[city].name, strength, board->forts[fort].strength);
      loader->state->fort_strength[fort] = strength;
    }

  return TRUE;
}

static gboolean
load_chits (GmpScenarioLoader *loader,
            xmlNode           *node)
{
  const GmpBoard *board = loader->board;
  gboolean *seen = loader->chit_seen;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *place = NULL;
      GmpChitState *cs;
      int chit;
      guint turn;

      if (!gmp_xml_is_element (child, "chit"))
        continue;

      if (!_gmp_scenario_read_chit (loader, child, "id", &chit)
          || !_gmp_scenario_read_uint_in (loader, child, "turn", 0, 0, board->rules.turns, &turn))
        return FALSE;

      if (seen[chit])
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("The chit “%s” is listed twice"), board->chits[chit].id);
      seen[chit] = TRUE;

      cs = &loader->state->chits[chit];
      place = _gmp_scenario_get_attr (child, "place");
      if (!gmp_chit_place_from_string (place, &cs->place))
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("Unknown chit place “%s”"), place);

      if ((cs->place == GMP_CHIT_ON_TIME_TRACK) != (turn != 0))
        return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                   _("A chit on the Time Track, and only such a chit, has the turn "
                                     "it enters the cup (Rules note 2)"));
      cs->turn = turn;
    }

  return TRUE;
}

static gboolean
load_danger (GmpScenarioLoader *loader,
             xmlNode           *node)
{
  const GmpBoard *board = loader->board;
  guint space;

  if (!_gmp_scenario_read_uint (loader, node, "space", 0, &space)
      || !_gmp_scenario_read_chit (loader, node, "face", &loader->state->danger_face))
    return FALSE;

  /* A space of the track (the first, of a board without one); validate lists
   * the others with every other problem */
  if (space >= MAX (board->n_danger, 1)
      && (!loader->rules_unchecked || loader->draft || loader->in_start))
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("The Danger Track has spaces 0 to %u, not %u"),
                               MAX (board->n_danger, 1) - 1, space);
  loader->state->danger_space = space;

  if (loader->state->danger_face != GMP_NONE && !board->chits[loader->state->danger_face].danger
      && !loader->rules_unchecked)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("The chit “%s” does not advance the Danger marker "
                                 "(Rules note 21)"),
                               board->chits[loader->state->danger_face].id);

  return TRUE;
}

/* The steps of an activation under way, as gmp_turn_check() counts them */
static gboolean
in_activation (const GmpState *state)
{
  if (state->phase != GMP_PHASE_FADE_IN && state->phase != GMP_PHASE_ACTION)
    return FALSE;
  return state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
         || state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
         || state->step == GMP_STEP_COMBAT_RESOLVE;
}

/* The checks of a whole state, once all of it is read */
static gboolean
check_state_part (GmpScenarioLoader *loader,
                  xmlNode           *parent)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;
  g_autoptr(GError) local_error = NULL;

  /* Rules note 2: a chit the file leaves out has entered the cup once the
   * game has reached its Time Track turn. */
  for (guint i = 0; i < board->n_chits; i++)
    {
      GmpChitState *cs = &state->chits[i];

      if (!loader->chit_seen[i] && cs->place == GMP_CHIT_ON_TIME_TRACK
          && cs->turn <= state->turn)
        {
          cs->place = GMP_CHIT_IN_CUP;
          cs->turn = 0;
        }
    }

  /* Rules note 39: retreats (note 14) need the activation's start. A file
   * without it lacks part of the game, whichever checks are asked for. */
  if (in_activation (state) && state->enemy_at_start == NULL)
    return _gmp_scenario_fail (loader, loader->turn, GMP_ERROR_INVALID,
                               _("The game was saved in the middle of an Activation, but the file "
                                 "has no snapshot of the cities that were enemy when it began "
                                 "(<snapshot> in <activation>), which its Retreats need "
                                 "(Rules note 39)"));

  /* The rules are left to gmp_state_validate_game(), which lists them all.
   * A combat's decisions are read by replaying it, which needs a state
   * sound enough: otherwise that list names what to mend first. */
  if (loader->rules_unchecked)
    {
      if (!gmp_state_check (state, NULL) || !gmp_turn_check (state, NULL))
        return TRUE;
      return _gmp_scenario_load_combat_answers (loader);
    }

  if (!_gmp_scenario_check_stacking (loader, parent))
    return FALSE;

  if (!_gmp_scenario_check_rules (state, &local_error))
    return _gmp_scenario_fail (loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);

  if (!_gmp_scenario_load_combat_answers (loader))
    return FALSE;

  /* The turn under way, and a combat's recorded dice and decisions, replayed */
  if (!gmp_turn_check (state, &local_error))
    return _gmp_scenario_fail (loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);

  return TRUE;
}

/* The state part of a scenario, the same in the root and in a history's
 * <start>: metadata, the state and the log (everything but <history>). */
gboolean
_gmp_scenario_load_state_part (GmpScenarioLoader *loader,
                               xmlNode           *parent,
                               GmpScenario       *scenario)
{
  const GmpBoard *board = loader->board;
  g_autoptr(GArray) unit_lines = g_array_new (FALSE, FALSE, sizeof (long));
  g_autofree gboolean *chit_seen = g_new0 (gboolean, MAX (board->n_chits, 1));

  loader->state = scenario->state;
  loader->unit_lines = unit_lines;
  loader->chit_seen = chit_seen;
  memset (loader->guards_showing, 0, sizeof loader->guards_showing);
  loader->turn = NULL;
  loader->answers = NULL;

  g_clear_pointer (&scenario->language, g_free);
  if (_gmp_scenario_has_attr (parent, "language"))
    scenario->language = _gmp_scenario_get_attr (parent, "language");

  for (xmlNode *node = parent->children; node != NULL; node = node->next)
    {
      gboolean ok = TRUE;

      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (gmp_xml_is_element (node, "title"))
        scenario->title = _gmp_scenario_get_text (node);
      else if (gmp_xml_is_element (node, "author"))
        scenario->author = _gmp_scenario_get_text (node);
      else if (gmp_xml_is_element (node, "description"))
        scenario->description = _gmp_scenario_get_text (node);
      else if (gmp_xml_is_element (node, "setup"))
        scenario->roll_guards_at_start = _gmp_scenario_read_bool (node, "roll-guards");
      else if (gmp_xml_is_element (node, "turn"))
        {
          loader->turn = node;
          ok = load_turn (loader, node);
        }
      else if (gmp_xml_is_element (node, "pending-move"))
        ok = load_pending_move (loader, node);
      else if (gmp_xml_is_element (node, "fx-mp"))
        ok = load_fx_mp (loader, node);
      else if (gmp_xml_is_element (node, "allied-nation"))
        ok = _gmp_scenario_read_formation (loader, node, "formation",
                                           &scenario->state->allied_nation);
      else if (gmp_xml_is_element (node, "result"))
        ok = load_result (loader, node);
      else if (gmp_xml_is_element (node, "units"))
        {
          for (xmlNode *child = node->children; child != NULL && ok; child = child->next)
            if (gmp_xml_is_element (child, "unit"))
              ok = _gmp_scenario_load_unit (loader, child);
        }
      else if (gmp_xml_is_element (node, "forts"))
        ok = load_forts (loader, node);
      else if (gmp_xml_is_element (node, "chits"))
        ok = load_chits (loader, node);
      else if (gmp_xml_is_element (node, "danger"))
        ok = load_danger (loader, node);
      else if (gmp_xml_is_element (node, "activation"))
        ok = _gmp_scenario_load_activation (loader, node);
      else if (gmp_xml_is_element (node, "log"))
        ok = _gmp_scenario_load_log (loader, node, scenario);

      if (!ok)
        return FALSE;
    }

  return check_state_part (loader, parent);
}
