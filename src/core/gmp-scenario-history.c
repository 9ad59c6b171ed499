/* gmp-scenario-history.c: a .gmpscenario's history, read and written
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The history (version 2, docs/session.md): the position the actions start
 * from, a state part of its own, and every action taken since, each with
 * the dice and draws it took; the checks before it is saved.
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"

#include "gmp-scenario-format.h"
#include "gmp-scenario-loader.h"
#include "gmp-scenario-writer.h"
#include "gmp-words.h"
#include "gmp-xml.h"

/* The record of an action's draws: "d4" a die, "c3/7" choice 3 of 7 */
static gboolean
parse_draw (const char  *token,
            GmpDiceDraw *draw)
{
  guint64 value, of;

  if (token[0] == 'd')
    {
      if (!gmp_words_to_unsigned (token + 1, 1, 6, &value))
        return FALSE;
      draw->value = value;
      draw->of = 0;
      return TRUE;
    }
  if (token[0] == 'c')
    {
      const char *slash = strchr (token + 1, '/');
      g_autofree char *chosen = NULL;

      if (slash == NULL)
        return FALSE;
      chosen = g_strndup (token + 1, (gsize) (slash - token - 1));
      if (!gmp_words_to_unsigned (slash + 1, 1, 255, &of)
          || !gmp_words_to_unsigned (chosen, 0, of - 1, &value))
        return FALSE;
      draw->value = value;
      draw->of = of;
      return TRUE;
    }
  return FALSE;
}

static gboolean
read_record (GmpScenarioLoader *loader,
             xmlNode           *node,
             GmpAction         *action)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, "record", &owned);
  g_auto(GmpWords) words = { 0, };
  const char *token;

  if (text == NULL)
    return TRUE;

  action->record = g_array_new (FALSE, FALSE, sizeof (GmpDiceDraw));
  gmp_words_init (&words, text, " \t\n");
  while ((token = gmp_words_next (&words)) != NULL)
    {
      GmpDiceDraw draw;

      if (!parse_draw (token, &draw))
        return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                   _("“%s” is neither a die (d1 to d6) nor a choice "
                                     "(cN/M: N of M, N < M ≤ 255)"), token);
      g_array_append_val (action->record, draw);
    }
  return TRUE;
}

static gboolean
read_units (GmpScenarioLoader *loader,
            xmlNode           *node,
            GmpAction         *action)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, "units", &owned);
  g_auto(GmpWords) words = { 0, };
  const char *token;

  if (text == NULL)
    return TRUE;

  action->units = g_array_new (FALSE, FALSE, sizeof (guint));
  gmp_words_init (&words, text, " \t\n");
  while ((token = gmp_words_next (&words)) != NULL)
    {
      guint64 number;
      guint unit;

      if (!gmp_words_to_unsigned (token, 0, G_MAXINT, &number))
        return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                                   _("“%s” is not a valid number for %s"), token, "units");
      unit = (guint) number;
      g_array_append_val (action->units, unit);
    }
  return TRUE;
}

/* `place` is the enum the action's kind uses (gmp-action.h) */
static gboolean
read_action_place (GmpScenarioLoader *loader,
                   xmlNode           *node,
                   GmpAction         *action)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, "place", &owned);
  gboolean ok;

  if (text == NULL)
    return TRUE;

  switch (action->kind)
    {
    case GMP_ACTION_SET_UNIT:
      {
        GmpPlace place;

        ok = gmp_place_from_string (text, &place);
        action->place = ok ? (int) place : 0;
      }
      break;
    case GMP_ACTION_SET_CHIT:
      {
        GmpChitPlace place;

        ok = gmp_chit_place_from_string (text, &place);
        action->place = ok ? (int) place : 0;
      }
      break;
    case GMP_ACTION_SET_TURN:
      {
        GmpPhase phase;

        ok = gmp_phase_from_string (text, &phase);
        action->place = ok ? (int) phase : 0;
      }
      break;
    default:
      return _gmp_scenario_read_int (loader, node, "place", 0, &action->place);
    }

  if (!ok)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID, _("Unknown place “%s”"), text);
  return TRUE;
}

/* An answer action's special answers by name; every other value a number */
static gboolean
read_action_value (GmpScenarioLoader *loader,
                   xmlNode           *node,
                   GmpAction         *action)
{
  g_autofree char *owned = NULL;
  const char *text = gmp_xml_peek_string (node, "value", &owned);

  if (text != NULL && action->kind == GMP_ACTION_ANSWER
      && _gmp_scenario_special_answer_from_name (text, &action->value))
    return TRUE;
  return _gmp_scenario_read_int (loader, node, "value", 0, &action->value);
}

static GmpAction *
load_action (GmpScenarioLoader *loader,
             xmlNode           *node)
{
  g_autofree char *owned = NULL;
  const char *kind = gmp_xml_peek_string (node, "kind", &owned);
  g_autoptr(GmpAction) action = NULL;
  GmpActionKind action_kind;

  if (!gmp_action_kind_from_string (kind, &action_kind))
    {
      _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID, _("Unknown action “%s”"), kind);
      return NULL;
    }
  action = gmp_action_new (action_kind);

  if (!read_action_value (loader, node, action)
      || !_gmp_scenario_read_int (loader, node, "unit", GMP_NONE, &action->unit)
      || !_gmp_scenario_read_city (loader, node, "city", &action->city)
      || !_gmp_scenario_read_fort (loader, node, "fort", &action->fort)
      || !_gmp_scenario_read_chit (loader, node, "chit", &action->chit)
      || !_gmp_scenario_read_unit_type (loader, node, "type", &action->type)
      || !_gmp_scenario_read_formation (loader, node, "formation", &action->formation)
      || !read_action_place (loader, node, action)
      || !_gmp_scenario_read_uint_in (loader, node, "turn", 0, 0, loader->board->rules.turns,
                                      &action->turn)
      || !read_units (loader, node, action)
      || !read_record (loader, node, action))
    return NULL;

  action->flag = _gmp_scenario_read_bool (node, "flag");
  if (_gmp_scenario_has_attr (node, "path"))
    {
      action->path = g_array_new (FALSE, FALSE, sizeof (guint));
      if (!_gmp_scenario_read_city_list (loader, node, "path", action->path))
        return NULL;
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (gmp_xml_is_element (child, "text"))
        action->text = _gmp_scenario_get_text (child);
      else if (gmp_xml_is_element (child, "text2"))
        action->text2 = _gmp_scenario_get_text (child);
      else if (gmp_xml_is_element (child, "text3"))
        action->text3 = _gmp_scenario_get_text (child);
      else if (gmp_xml_is_element (child, "text4"))
        action->text4 = _gmp_scenario_get_text (child);
    }

  return g_steal_pointer (&action);
}

/* The history (version 2): the position the actions start from, and every
 * action taken since, of which the first `done` lead to the scenario. */
gboolean
_gmp_scenario_load_history (GmpScenarioLoader *loader,
                            xmlNode           *node,
                            GmpScenario       *scenario)
{
  guint done;

  if (!_gmp_scenario_read_uint (loader, node, "done", 0, &done))
    return FALSE;

  scenario->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_action_free);
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (gmp_xml_is_element (child, "start") && scenario->start == NULL)
        {
          gboolean rules_unchecked = loader->rules_unchecked;
          gboolean ok;

          /* A history may start from a draft that edits mended: the start's
           * structure is checked, its rules are not; the session refuses
           * to replay a play action from a position that breaks them */
          scenario->start = gmp_scenario_new (gmp_state_new (loader->board));
          loader->rules_unchecked = TRUE;
          loader->in_start = TRUE;
          ok = _gmp_scenario_load_state_part (loader, child, scenario->start);
          loader->rules_unchecked = rules_unchecked;
          loader->in_start = FALSE;
          if (!ok)
            return FALSE;
        }
      else if (gmp_xml_is_element (child, "action"))
        {
          GmpAction *action = load_action (loader, child);

          if (action == NULL)
            return FALSE;
          g_ptr_array_add (scenario->actions, action);
        }
    }

  if (scenario->start == NULL)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID, _("The history has no start"));
  if (done > scenario->actions->len)
    return _gmp_scenario_fail (loader, node, GMP_ERROR_INVALID,
                               _("The history marks more actions done (%u) than it holds (%u)"),
                               done, scenario->actions->len);
  scenario->n_done = done;
  return TRUE;
}

/* `place` by the enum the action's kind uses (gmp-action.h) */
static void
write_action_place (xmlTextWriter   *writer,
                    const GmpAction *action)
{
  const char *name = NULL;

  if (action->kind == GMP_ACTION_SET_UNIT)
    name = gmp_place_to_string (action->place);
  else if (action->kind == GMP_ACTION_SET_CHIT)
    name = gmp_chit_place_to_string (action->place);
  else if (action->kind == GMP_ACTION_SET_TURN)
    name = gmp_phase_to_string (action->place);
  if (name != NULL)
    _gmp_scenario_write_attr (writer, "place", name);
  else
    _gmp_scenario_write_int (writer, "place", action->place);
}

/* "d4 d6 c3/7": dice, and choices as index/among */
static void
write_record (xmlTextWriter *writer,
              const GArray  *record)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < record->len; i++)
    {
      const GmpDiceDraw *draw = &g_array_index (record, GmpDiceDraw, i);

      if (i > 0)
        g_string_append_c (text, ' ');
      if (draw->of == 0)
        g_string_append_printf (text, "d%u", draw->value);
      else
        g_string_append_printf (text, "c%u/%u", draw->value, draw->of);
    }
  _gmp_scenario_write_attr (writer, "record", text->str);
}

/* Every field away from gmp_action_new()'s defaults, board items by id
 * (gmp_scenario_check_saveable() checked they are the board's) */
static void
write_action (xmlTextWriter   *writer,
              const GmpBoard  *board,
              const GmpAction *action)
{
  const char *special = action->kind == GMP_ACTION_ANSWER
                        ? _gmp_scenario_special_answer_name (action->value) : NULL;

  _gmp_scenario_start_element (writer, "action");
  _gmp_scenario_write_attr (writer, "kind", gmp_action_kind_to_string (action->kind));
  if (special != NULL)
    _gmp_scenario_write_attr (writer, "value", special);
  else if (action->value != 0)
    _gmp_scenario_write_int (writer, "value", action->value);
  if (action->unit != GMP_NONE)
    _gmp_scenario_write_int (writer, "unit", action->unit);
  if (action->city != GMP_NONE)
    _gmp_scenario_write_attr (writer, "city", board->cities[action->city].id);
  if (action->fort != GMP_NONE)
    _gmp_scenario_write_attr (writer, "fort", board->cities[board->forts[action->fort].city].id);
  if (action->chit != GMP_NONE)
    _gmp_scenario_write_attr (writer, "chit", board->chits[action->chit].id);
  if (action->type != GMP_NONE)
    _gmp_scenario_write_attr (writer, "type", board->unit_types[action->type].id);
  if (action->formation != GMP_NONE)
    _gmp_scenario_write_attr (writer, "formation", board->formations[action->formation].id);
  if (action->place != 0)
    write_action_place (writer, action);
  if (action->turn != 0)
    _gmp_scenario_write_uint (writer, "turn", action->turn);
  if (action->flag)
    _gmp_scenario_write_attr (writer, "flag", "true");
  if (action->units != NULL)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < action->units->len; i++)
        g_string_append_printf (text, i > 0 ? " %u" : "%u",
                                g_array_index (action->units, guint, i));
      _gmp_scenario_write_attr (writer, "units", text->str);
    }
  if (action->path != NULL)
    _gmp_scenario_write_city_list (writer, board, "path",
                                   (const guint *) (gpointer) action->path->data,
                                   action->path->len);
  if (action->record != NULL)
    write_record (writer, action->record);
  if (action->text != NULL)
    _gmp_scenario_write_text_element (writer, "text", action->text);
  if (action->text2 != NULL)
    _gmp_scenario_write_text_element (writer, "text2", action->text2);
  if (action->text3 != NULL)
    _gmp_scenario_write_text_element (writer, "text3", action->text3);
  if (action->text4 != NULL)
    _gmp_scenario_write_text_element (writer, "text4", action->text4);
  _gmp_scenario_end_element (writer);
}

void
_gmp_scenario_write_history (xmlTextWriter     *writer,
                             const GmpScenario *scenario)
{
  const GmpBoard *board = scenario->start->state->board;

  _gmp_scenario_start_element (writer, "history");
  _gmp_scenario_write_uint (writer, "done", scenario->n_done);
  _gmp_scenario_start_element (writer, "start");
  _gmp_scenario_write_state_part (writer, scenario->start);
  _gmp_scenario_end_element (writer);
  for (guint i = 0; scenario->actions != NULL && i < scenario->actions->len; i++)
    write_action (writer, board, g_ptr_array_index (scenario->actions, i));
  _gmp_scenario_end_element (writer);
}

static gboolean
index_fits (int   index,
            guint n)
{
  return index == GMP_NONE || (index >= 0 && (guint) index < n);
}

/* The board items an action names are the board's: a file names them by id */
static gboolean
action_fits_board (const GmpAction *action,
                   const GmpBoard  *board)
{
  if (!index_fits (action->city, board->n_cities) || !index_fits (action->fort, board->n_forts)
      || !index_fits (action->chit, board->n_chits)
      || !index_fits (action->type, board->n_unit_types)
      || !index_fits (action->formation, board->n_formations))
    return FALSE;
  for (guint i = 0; action->path != NULL && i < action->path->len; i++)
    if (g_array_index (action->path, guint, i) >= board->n_cities)
      return FALSE;
  return TRUE;
}

gboolean
_gmp_scenario_check_history (const GmpScenario  *scenario,
                             GError            **error)
{
  const GmpBoard *board = scenario->state->board;
  guint n_actions;

  if (scenario->start->state->board != board
      && g_strcmp0 (scenario->start->state->board->id, board->id) != 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The history starts on the board “%s”, but the game is on “%s”"),
                   scenario->start->state->board->id, board->id);
      return FALSE;
    }
  /* The start's rules are not the file's to keep (_gmp_scenario_load_history()) */
  if (!_gmp_scenario_check_log (scenario->start->log, board, error))
    {
      g_prefix_error (error, _("The start of the history: "));
      return FALSE;
    }
  n_actions = scenario->actions != NULL ? scenario->actions->len : 0;
  if (scenario->n_done > n_actions)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The history marks more actions done (%u) than it holds (%u)"),
                   scenario->n_done, n_actions);
      return FALSE;
    }
  for (guint i = 0; i < n_actions; i++)
    if (!action_fits_board (g_ptr_array_index (scenario->actions, i), board))
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Action %u of the history names a city, Fort, chit, unit type or "
                       "Formation that the board “%s” does not have"), i + 1, board->id);
        return FALSE;
      }
  return TRUE;
}
