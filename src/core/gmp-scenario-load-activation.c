/* gmp-scenario-load-activation.c: reading a .gmpscenario's activation under way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The snapshot of the cities enemy when the activation began (Rules notes
 * 14, 39), the combats done, the Fort options (Rules note 18), and the
 * combat being resolved: its dice, and its decisions, which version 2
 * names by the questions they answer (read by replaying the combat).
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-scenario-format.h"
#include "gmp-scenario-loader.h"
#include "gmp-xml.h"

static int
fx_choice_from_string (const GmpBoard *board,
                       const char     *text,
                       gboolean       *ok)
{
  *ok = TRUE;
  if (text == NULL)
    return GMP_NONE;
  if (g_strcmp0 (text, "pass") == 0)
    return GMP_ANSWER_PASS;
  for (guint i = 0; i < board->n_chits; i++)
    if (g_strcmp0 (board->chits[i].id, text) == 0)
      return i;
  *ok = FALSE;
  return GMP_NONE;
}

/* Version 1: one digit per city, in board order */
static gboolean
load_snapshot_digits (GmpScenarioLoader *loader,
                      xmlNode           *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;
  g_autofree char *text = _gmp_scenario_get_text (node);
  gsize n = text != NULL ? strlen (text) : 0;

  if (n != board->n_cities)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("The snapshot of enemy cities needs one digit per city (%u)"),
                               board->n_cities);
  state->enemy_at_start = g_new0 (guint8, MAX (n, 1));
  for (gsize i = 0; i < n; i++)
    {
      if (text[i] < '0' || text[i] > '3')
        return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                   _("The snapshot of enemy cities holds digits 0 to 3"));
      state->enemy_at_start[i] = text[i] - '0';
    }
  return TRUE;
}

/* Version 2: the cities enemy to each side, by id; the others were enemy
 * to nobody (a city the board gained since included) */
static gboolean
load_snapshot_ids (GmpScenarioLoader *loader,
                   xmlNode           *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;

  state->enemy_at_start = g_new0 (guint8, MAX (board->n_cities, 1));
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      g_autoptr(GArray) cities = g_array_new (FALSE, FALSE, sizeof (guint));

      if (!_gmp_scenario_read_city_list (loader, node, _gmp_scenario_snapshot_attributes[side],
                                         cities))
        return FALSE;
      for (guint i = 0; i < cities->len; i++)
        state->enemy_at_start[g_array_index (cities, guint, i)] |= 1u << side;
    }
  return TRUE;
}

/* The combat being resolved: its city, FX, dice and decisions */
static gboolean
load_combat (GmpScenarioLoader *loader,
             xmlNode           *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;

  g_autofree char *fx_swarm = _gmp_scenario_get_attr (node, "fx-swarm");
  g_autofree char *fx_humans = _gmp_scenario_get_attr (node, "fx-humans");
  gboolean ok_s, ok_h;

  if (!_gmp_scenario_read_city (loader, node, "city", &state->combat_city))
    return FALSE;
  state->combat_fx[GMP_SIDE_SWARM] = fx_choice_from_string (board, fx_swarm, &ok_s);
  state->combat_fx[GMP_SIDE_HUMANS] = fx_choice_from_string (board, fx_humans, &ok_h);
  if (!ok_s || !ok_h || state->combat_city == GMP_NONE)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("The Combat under way names no city or an unknown FX chit"));
  state->combat_rolled = _gmp_scenario_read_bool (node, "rolled");
  for (xmlNode *part = node->children; part != NULL; part = part->next)
    {
      g_autofree char *text = NULL;
      g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));

      if (!gmp_xml_is_element (part, "dice") && !gmp_xml_is_element (part, "answers"))
        continue;
      if (loader->version >= 2 && gmp_xml_is_element (part, "answers"))
        {
          /* Each names what its question asks: read them by replaying
           * the combat once the rest of the state is read */
          loader->answers = part;
          continue;
        }
      text = _gmp_scenario_get_text (part);
      if (!_gmp_scenario_parse_ints (text, values))
        return _gmp_scenario_fail (loader, part, GMP_ERROR_INVALID,
                                   _("Numbers expected: “%s”"), text);
      if (gmp_xml_is_element (part, "answers"))
        g_array_append_vals (state->combat_answers, values->data, values->len);
      else
        for (guint i = 0; i < values->len; i++)
          {
            int v = g_array_index (values, int, i);
            guint8 d = v;

            if (v < 1 || v > 6)
              return _gmp_scenario_fail (loader, part, GMP_ERROR_INVALID,
                                         _("A die shows 1 to 6, not %d"), v);
            g_array_append_val (state->combat_dice, d);
          }
    }
  return TRUE;
}

/* The activation under way: the snapshot (note 14), combats done, Fort
 * options (note 18), the combat being resolved. */
gboolean
_gmp_scenario_load_activation (GmpScenarioLoader *loader,
                               xmlNode           *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (gmp_xml_is_element (child, "snapshot"))
        {
          if (!(loader->version >= 2 ? load_snapshot_ids (loader, child)
                                     : load_snapshot_digits (loader, child)))
            return FALSE;
        }
      else if (gmp_xml_is_element (child, "combat-done"))
        {
          int city;

          if (!_gmp_scenario_read_city (loader, child, "city", &city))
            return FALSE;
          if (city != GMP_NONE)
            state->combat_done[city] = 1;
        }
      else if (gmp_xml_is_element (child, "fort-choice"))
        {
          g_autofree char *choice = _gmp_scenario_get_attr (child, "choice");
          int city, target, fort, value;

          if (!_gmp_scenario_read_city (loader, child, "city", &city)
              || !_gmp_scenario_read_city (loader, child, "target", &target))
            return FALSE;
          fort = city != GMP_NONE ? gmp_board_fort_at (board, city) : GMP_NONE;
          if (fort == GMP_NONE)
            return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                       _("A Fort option needs a Fort’s city"));
          if (g_strcmp0 (choice, "pass") == 0)
            value = GMP_FORT_CHOICE_PASS;
          else if (g_strcmp0 (choice, "full-attack") == 0)
            value = GMP_FORT_OPTION_FULL_ATTACK;
          else if (g_strcmp0 (choice, "barrage") == 0)
            value = GMP_FORT_OPTION_BARRAGE;
          else if (g_strcmp0 (choice, "withdrawal") == 0)
            value = GMP_FORT_OPTION_WITHDRAWAL;
          else if (g_strcmp0 (choice, "sortie") == 0 && target != GMP_NONE)
            value = GMP_ANSWER_SORTIE (target);
          else
            return _gmp_scenario_fail (loader, child, GMP_ERROR_INVALID,
                                       _("Unknown Fort option “%s”"), choice);
          state->fort_choice[fort] = value;
        }
      else if (gmp_xml_is_element (child, "combat"))
        {
          if (!load_combat (loader, child))
            return FALSE;
        }
    }
  return TRUE;
}

/* As gmp_turn_check() refuses a version 1 file's decision: the file and
 * the combat's city, no line */
static gboolean
refuse_combat_answer (GmpScenarioLoader *loader,
                      const char        *token)
{
  int city = loader->state->combat_city;

  if (city < 0 || (guint) city >= loader->board->n_cities)
    return _gmp_scenario_fail (loader, NULL, GMP_ERROR_INVALID,
                               _("A Combat is recorded as under way, but the game is "
                                 "not resolving a Combat"));
  return _gmp_scenario_fail (loader, NULL, GMP_ERROR_INVALID,
                             _("The decision “%s” recorded for the Combat in %s is not legal"),
                             token, loader->board->cities[city].name);
}

/* Version 2 combat decisions: each is read by the question it answers,
 * found by replaying the combat with the decisions before it. */
gboolean
_gmp_scenario_load_combat_answers (GmpScenarioLoader *loader)
{
  GmpState *state = loader->state;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) tokens = NULL;

  if (loader->answers == NULL)
    return TRUE;

  /* The replay needs a combat the turn sequence accepts, so far */
  if (!gmp_turn_check (state, &local_error))
    return _gmp_scenario_fail (loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);

  text = _gmp_scenario_get_text (loader->answers);
  tokens = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr(GmpQuestion) question = NULL;
      int answer;

      if (*tokens[i] == '\0')
        continue;
      question = gmp_turn_get_question (state);
      if (!_gmp_scenario_is_combat_decision (question->kind)
          || !_gmp_scenario_combat_answer_from_token (loader->board, question->kind, tokens[i],
                                                      &answer)
          || !gmp_question_allows (question, answer))
        return refuse_combat_answer (loader, tokens[i]);
      g_array_append_val (state->combat_answers, answer);
    }
  return TRUE;
}
