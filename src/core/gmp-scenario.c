/* gmp-scenario.c: .gmpscenario files (setups and saved games)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is data/schema/scenario.rng. Loading: safe read, schema, then
 * every reference against the board (each error names the file and line),
 * then the rules (gmp_state_check). Saving writes every part in a fixed order
 * so that save -> load -> save gives the same bytes.
 */

#include "config.h"

#include <stdarg.h>
#include <string.h>
#include <glib/gi18n-lib.h>
#include <libxml/xmlwriter.h>

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-turn.h"
#include "gmp-scenario.h"
#include "gmp-xml.h"

#define SCENARIO_VERSION "1"

static const char * const winner_ids[] = {
  [GMP_WINNER_NONE] = NULL,
  [GMP_WINNER_SWARM] = "swarm",
  [GMP_WINNER_HUMANS] = "humans",
};

static const char * const end_reason_ids[] = {
  [GMP_END_NONE] = NULL,
  [GMP_END_KEY_CITIES] = "key-cities",
  [GMP_END_LAST_TURN] = "last-turn",
  [GMP_END_DANGER] = "danger",
};

GmpScenario *
gmp_scenario_new (GmpState *state)
{
  GmpScenario *scenario;

  g_return_val_if_fail (state != NULL, NULL);

  scenario = g_new0 (GmpScenario, 1);
  scenario->state = state;

  return scenario;
}

void
gmp_scenario_free (GmpScenario *scenario)
{
  if (scenario == NULL)
    return;

  g_free (scenario->title);
  g_free (scenario->author);
  g_free (scenario->description);
  g_clear_pointer (&scenario->state, gmp_state_free);
  g_clear_pointer (&scenario->log, gmp_log_free);
  g_clear_pointer (&scenario->start, gmp_scenario_free);
  g_clear_pointer (&scenario->actions, g_ptr_array_unref);
  g_free (scenario);
}

GmpScenario *
gmp_scenario_copy (const GmpScenario *scenario)
{
  GmpScenario *copy;

  g_return_val_if_fail (scenario != NULL, NULL);

  copy = gmp_scenario_new (gmp_state_copy (scenario->state));
  copy->title = g_strdup (scenario->title);
  copy->author = g_strdup (scenario->author);
  copy->description = g_strdup (scenario->description);
  copy->roll_guards_at_start = scenario->roll_guards_at_start;
  copy->log = scenario->log != NULL ? gmp_log_copy (scenario->log) : NULL;
  if (scenario->start != NULL)
    {
      copy->start = gmp_scenario_copy (scenario->start);
      copy->actions = g_ptr_array_new_full (scenario->actions->len,
                                            (GDestroyNotify) gmp_action_free);
      for (guint i = 0; i < scenario->actions->len; i++)
        g_ptr_array_add (copy->actions,
                         gmp_action_copy (g_ptr_array_index (scenario->actions, i)));
      copy->n_done = scenario->n_done;
    }

  return copy;
}

/* Loading */

typedef struct {
  const char  *file;      /* display name, for messages */
  GmpBoard    *board;
  GmpState    *state;
  GArray      *unit_lines; /* of long: the line of each unit, for stacking errors */
  gboolean    *chit_seen;  /* per board chit: listed in the file */
  GError     **error;
  guint        guards_showing[7]; /* Guards with each known hidden side so far (0: blank) */
  gboolean     rules_unchecked; /* schema and references only (gmp_scenario_load_bytes_unchecked) */
} Loader;

static gboolean fail (Loader     *loader,
                      xmlNode    *node,
                      GmpError    code,
                      const char *format,
                      ...) G_GNUC_PRINTF (4, 5);

static gboolean
fail (Loader     *loader,
      xmlNode    *node,
      GmpError    code,
      const char *format,
      ...)
{
  g_autofree char *message = NULL;
  va_list args;
  long line = node != NULL ? xmlGetLineNo (node) : 0;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    g_set_error (loader->error, GMP_ERROR, code, "%s:%ld: %s", loader->file, line, message);
  else
    g_set_error (loader->error, GMP_ERROR, code, "%s: %s", loader->file, message);

  return FALSE;
}

static char *
get_attr (xmlNode    *node,
          const char *name)
{
  return gmp_xml_get_string (node, name);
}

static gboolean
has_attr (xmlNode    *node,
          const char *name)
{
  return xmlHasProp (node, (const xmlChar *) name) != NULL;
}

static char *
get_text (xmlNode *node)
{
  xmlChar *content = xmlNodeGetContent (node);
  char *text = g_strdup (content != NULL ? (const char *) content : "");

  xmlFree (content);
  return text;
}

/* A number attribute; absent gives `fallback`. The schema allows digits of
 * any length, so the range is checked here. */
static gboolean
read_uint (Loader     *loader,
           xmlNode    *node,
           const char *name,
           guint       fallback,
           guint      *value)
{
  g_autofree char *text = get_attr (node, name);
  guint64 number;

  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL))
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("“%s” is not a valid number for %s"), text, name);

  *value = (guint) number;
  return TRUE;
}

static gboolean
read_bool (xmlNode    *node,
           const char *name)
{
  g_autofree char *text = get_attr (node, name);

  /* The schema allows only "true" and "false" */
  return g_strcmp0 (text, "true") == 0;
}

static gboolean
read_city (Loader     *loader,
           xmlNode    *node,
           const char *name,
           int        *city)
{
  g_autofree char *id = get_attr (node, name);

  *city = GMP_NONE;
  if (id == NULL)
    return TRUE;

  *city = gmp_board_find_city (loader->board, id);
  if (*city == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Unknown city “%s”: the board “%s” has no such city"),
                 id, loader->board->id);

  return TRUE;
}

static gboolean
read_formation (Loader     *loader,
                xmlNode    *node,
                const char *name,
                int        *formation)
{
  g_autofree char *id = get_attr (node, name);

  *formation = GMP_NONE;
  if (id == NULL)
    return TRUE;

  *formation = gmp_board_find_formation (loader->board, id);
  if (*formation == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Unknown formation “%s”: the board “%s” has no such formation"),
                 id, loader->board->id);

  return TRUE;
}

static gboolean
read_chit (Loader     *loader,
           xmlNode    *node,
           const char *name,
           int        *chit)
{
  g_autofree char *id = get_attr (node, name);

  *chit = GMP_NONE;
  if (id == NULL)
    return TRUE;

  *chit = gmp_board_find_chit (loader->board, id);
  if (*chit == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Unknown chit “%s”: the board “%s” has no such chit"),
                 id, loader->board->id);

  return TRUE;
}

static gboolean
load_turn (Loader  *loader,
           xmlNode *node)
{
  GmpState *state = loader->state;
  g_autofree char *phase = get_attr (node, "phase");
  guint turn;

  if (!read_uint (loader, node, "number", 1, &turn)
      || !read_uint (loader, node, "step", 0, &state->step)
      || !read_uint (loader, node, "ends-drawn", 0, &state->ends_drawn)
      || !read_formation (loader, node, "active", &state->active_formation))
    return FALSE;

  if (turn < 1 || turn > loader->board->rules.turns)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Turn %u is not a turn of the game (1 to %u)"),
                 turn, loader->board->rules.turns);
  state->turn = turn;

  if (!gmp_phase_from_string (phase, &state->phase))
    return fail (loader, node, GMP_ERROR_INVALID, _("Unknown phase “%s”"), phase);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      int formation;

      if (!gmp_xml_is_element (child, "activated"))
        continue;

      if (!read_formation (loader, child, "formation", &formation))
        return FALSE;
      if (formation >= 32)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("This program keeps track of at most 32 formations"));
      state->activated |= 1u << formation;
    }

  return TRUE;
}

static gboolean
load_pending_move (Loader  *loader,
                   xmlNode *node)
{
  GmpState *state = loader->state;
  int city, to;

  if (!read_city (loader, node, "city", &city) || !read_city (loader, node, "to", &to))
    return FALSE;

  state->move_pending = TRUE;
  state->move_pending_city = city;
  state->move_pending_to = to;

  /* Rules note 9: the rest of the path the player chose, city ids */
  {
    g_autofree char *text = get_attr (node, "path");
    g_auto(GStrv) ids = g_strsplit_set (text != NULL ? text : "", " \t\n", -1);

    for (guint i = 0; ids[i] != NULL; i++)
      {
        int c;

        if (*ids[i] == '\0')
          continue;
        c = gmp_board_find_city (loader->board, ids[i]);
        if (c == GMP_NONE)
          return fail (loader, node, GMP_ERROR_INVALID,
                       _("Unknown city “%s”: the board “%s” has no such city"),
                       ids[i], loader->board->id);
        {
          guint u = c;
          g_array_append_val (state->move_pending_path, u);
        }
      }
    if (state->move_pending_path->len > 0
        && (int) g_array_index (state->move_pending_path, guint,
                                state->move_pending_path->len - 1) != to)
      return fail (loader, node, GMP_ERROR_INVALID,
                   _("The path of the waiting move must end in its “to” city (Rules note 9)"));
  }

  return TRUE;
}

/* Parses "1 2 3" into ints; FALSE on anything else. */
static gboolean
parse_ints (const char *text,
            GArray     *out)
{
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " \t\n", -1);

  for (guint i = 0; words[i] != NULL; i++)
    {
      gint64 v;

      if (*words[i] == '\0')
        continue;
      if (!g_ascii_string_to_signed (words[i], 10, -1000000, G_MAXINT32, &v, NULL))
        return FALSE;
      {
        int n = (int) v;
        g_array_append_val (out, n);
      }
    }
  return TRUE;
}

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

/* The activation under way: the snapshot (note 14), combats done, Fort
 * options (note 18), the combat being resolved. */
static gboolean
load_activation (Loader  *loader,
                 xmlNode *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (gmp_xml_is_element (child, "snapshot"))
        {
          g_autofree char *text = get_text (child);
          gsize n = text != NULL ? strlen (text) : 0;

          if (n != board->n_cities)
            return fail (loader, child, GMP_ERROR_INVALID,
                         _("The snapshot of enemy cities needs one digit per city (%u)"),
                         board->n_cities);
          state->enemy_at_start = g_new0 (guint8, MAX (n, 1));
          for (gsize i = 0; i < n; i++)
            {
              if (text[i] < '0' || text[i] > '3')
                return fail (loader, child, GMP_ERROR_INVALID,
                             _("The snapshot of enemy cities holds digits 0 to 3"));
              state->enemy_at_start[i] = text[i] - '0';
            }
        }
      else if (gmp_xml_is_element (child, "combat-done"))
        {
          int city;

          if (!read_city (loader, child, "city", &city))
            return FALSE;
          if (city != GMP_NONE)
            state->combat_done[city] = 1;
        }
      else if (gmp_xml_is_element (child, "fort-choice"))
        {
          g_autofree char *choice = get_attr (child, "choice");
          int city, target, fort, value;

          if (!read_city (loader, child, "city", &city) || !read_city (loader, child, "target", &target))
            return FALSE;
          fort = city != GMP_NONE ? gmp_board_fort_at (board, city) : GMP_NONE;
          if (fort == GMP_NONE)
            return fail (loader, child, GMP_ERROR_INVALID, _("A Fort option needs a Fort’s city"));
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
            return fail (loader, child, GMP_ERROR_INVALID, _("Unknown Fort option “%s”"), choice);
          state->fort_choice[fort] = value;
        }
      else if (gmp_xml_is_element (child, "combat"))
        {
          g_autofree char *fx_swarm = get_attr (child, "fx-swarm");
          g_autofree char *fx_humans = get_attr (child, "fx-humans");
          gboolean ok_s, ok_h;

          if (!read_city (loader, child, "city", &state->combat_city))
            return FALSE;
          state->combat_fx[GMP_SIDE_SWARM] = fx_choice_from_string (board, fx_swarm, &ok_s);
          state->combat_fx[GMP_SIDE_HUMANS] = fx_choice_from_string (board, fx_humans, &ok_h);
          if (!ok_s || !ok_h || state->combat_city == GMP_NONE)
            return fail (loader, child, GMP_ERROR_INVALID,
                         _("The combat under way names no city or an unknown FX chit"));
          state->combat_rolled = read_bool (child, "rolled");
          for (xmlNode *part = child->children; part != NULL; part = part->next)
            {
              g_autofree char *text = NULL;
              g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));

              if (!gmp_xml_is_element (part, "dice") && !gmp_xml_is_element (part, "answers"))
                continue;
              text = get_text (part);
              if (!parse_ints (text, values))
                return fail (loader, part, GMP_ERROR_INVALID, _("Numbers expected: “%s”"), text);
              if (gmp_xml_is_element (part, "answers"))
                g_array_append_vals (state->combat_answers, values->data, values->len);
              else
                for (guint i = 0; i < values->len; i++)
                  {
                    int v = g_array_index (values, int, i);
                    guint8 d = v;

                    if (v < 1 || v > 6)
                      return fail (loader, part, GMP_ERROR_INVALID,
                                   _("A die shows 1 to 6, not %d"), v);
                    g_array_append_val (state->combat_dice, d);
                  }
            }
        }
    }
  return TRUE;
}

static gboolean
load_log (Loader      *loader,
          xmlNode     *node,
          GmpScenario *scenario)
{
  scenario->log = gmp_log_new ();
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *kind = NULL;
      g_autofree char *phase = NULL;
      g_autofree char *params = NULL;
      g_autofree char *dice = NULL;
      g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GArray) dice_values = g_array_new (FALSE, FALSE, sizeof (int));
      g_autoptr(GError) local_error = NULL;
      GmpLogEntry entry = { 0, };

      if (!gmp_xml_is_element (child, "entry"))
        continue;
      kind = get_attr (child, "kind");
      phase = get_attr (child, "phase");
      params = get_attr (child, "params");
      dice = get_attr (child, "dice");
      if (!gmp_log_kind_from_string (kind, &entry.kind))
        return fail (loader, child, GMP_ERROR_INVALID, _("Unknown log entry “%s”"), kind);
      if (!read_uint (loader, child, "turn", 1, &entry.turn))
        return FALSE;
      if (entry.turn < 1 || entry.turn > loader->board->rules.turns)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("Turn %u is not a turn of the game (1 to %u)"),
                     entry.turn, loader->board->rules.turns);
      if (phase == NULL || !gmp_phase_from_string (phase, &entry.phase))
        return fail (loader, child, GMP_ERROR_INVALID, _("Unknown phase “%s”"), phase);
      if (!parse_ints (params, values) || values->len > GMP_LOG_MAX_PARAMS)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("A log entry has at most %d numbers"), GMP_LOG_MAX_PARAMS);
      if (values->len > 0)   /* an empty GArray's data is NULL: memcpy from NULL is undefined */
        memcpy (entry.params, values->data, sizeof (int) * values->len);
      /* The dice the entry rolled; older files have none */
      if (!parse_ints (dice, dice_values) || dice_values->len > GMP_LOG_MAX_DICE)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("A log entry keeps at most %d dice"), GMP_LOG_MAX_DICE);
      for (guint i = 0; i < dice_values->len; i++)
        {
          int v = g_array_index (dice_values, int, i);

          if (v < 1 || v > 6)
            return fail (loader, child, GMP_ERROR_INVALID,
                         _("A log entry’s die shows %d, not 1 to 6"), v);
          entry.dice[i] = (guint8) v;
        }
      entry.n_dice = dice_values->len;
      if (!gmp_log_entry_check (&entry, loader->board, &local_error))
        return fail (loader, child, GMP_ERROR_INVALID, "%s", local_error->message);
      gmp_log_append (scenario->log, &entry);
    }
  return TRUE;
}

static gboolean
load_fx_mp (Loader  *loader,
            xmlNode *node)
{
  GmpState *state = loader->state;

  if (!read_uint (loader, node, "mp", 0, &state->fx_mp)
      || !read_formation (loader, node, "formation", &state->fx_mp_formation))
    return FALSE;

  if (state->fx_mp == 0)
    return fail (loader, node, GMP_ERROR_INVALID, _("An FX gives at least 1 MP"));

  return TRUE;
}

static gboolean
load_result (Loader  *loader,
             xmlNode *node)
{
  g_autofree char *winner = get_attr (node, "winner");
  g_autofree char *reason = get_attr (node, "reason");

  for (guint i = 1; i < G_N_ELEMENTS (winner_ids); i++)
    if (g_strcmp0 (winner, winner_ids[i]) == 0)
      loader->state->winner = i;

  for (guint i = 1; i < G_N_ELEMENTS (end_reason_ids); i++)
    if (g_strcmp0 (reason, end_reason_ids[i]) == 0)
      loader->state->end_reason = i;

  if (loader->state->winner == GMP_WINNER_NONE || loader->state->end_reason == GMP_END_NONE)
    return fail (loader, node, GMP_ERROR_INVALID, _("Unknown winner or end of the game"));

  return TRUE;
}

static gboolean
load_guard_value (Loader      *loader,
                  xmlNode     *node,
                  const char  *text,
                  gint8       *value)
{
  guint64 number;

  if (text == NULL || g_str_equal (text, "unknown"))
    *value = GMP_GUARD_UNKNOWN;  /* face down: only the counter knows */
  else if (g_str_equal (text, "blank"))
    *value = GMP_GUARD_BLANK;
  else if (g_str_equal (text, "draw"))
    *value = GMP_GUARD_DRAW;
  else if (g_ascii_string_to_unsigned (text, 10, 1, 6, &number, NULL))
    *value = (gint8) number;
  else
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("“%s” is not a Guard value (1 to 6, blank, unknown or draw)"), text);

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

/* Rules note 3: every Guard is a counter of the board's pool, so a known
 * hidden side must be one the pool holds, and no more Guards can show a side
 * than the pool has counters of it. */
static gboolean
check_guard_value (Loader        *loader,
                   xmlNode       *node,
                   guint          id,
                   const GmpUnit *unit)
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

  /* Translators: a unit: type name and unit number, "National Guard #31" */
  name = g_strdup_printf (_("%s #%d"), board->unit_types[unit->type].name, (int) id);
  value = unit->guard_value == GMP_GUARD_BLANK ? g_strdup ("blank")
                                               : g_strdup_printf ("%d", unit->guard_value);

  if (in_pool == 0)
    {
      g_autofree char *allowed = pool_values_text (board);

      return fail (loader, node, GMP_ERROR_INVALID,
                   /* TRANSLATORS: the second %s is a guard= value of the file, the
                    * third the values the board's pool holds, e.g. "blank, 4, 5, 6" */
                   _("%s has guard=\"%s\", but the National Guard pool of the board has "
                     "no such counter: a Guard’s value is unknown, draw or one of %s "
                     "(Rules note 3)"), name, value, allowed);
    }

  if (++loader->guards_showing[unit->guard_value] > in_pool)
    return fail (loader, node, GMP_ERROR_INVALID,
                 g_dngettext (GETTEXT_PACKAGE,
                              "%s has guard=\"%s\", but the National Guard pool of the board "
                              "has only %u counter with that side, and an earlier Guard shows "
                              "it already (Rules note 3)",
                              "%s has guard=\"%s\", but the National Guard pool of the board "
                              "has only %u counters with that side, and earlier Guards show "
                              "them all already (Rules note 3)",
                              in_pool),
                 name, value, in_pool);

  return TRUE;
}

static gboolean
load_unit (Loader  *loader,
           xmlNode *node)
{
  const GmpBoard *board = loader->board;
  g_autofree char *type_id = get_attr (node, "type");
  g_autofree char *place = get_attr (node, "place");
  g_autofree char *guard = get_attr (node, "guard");
  const GmpUnitType *type;
  GmpUnit *unit;
  int type_index, formation, city, moved_from;
  guint id, turn, mp_used;
  long line;

  type_index = gmp_board_find_unit_type (board, type_id);
  if (type_index == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Unknown unit type “%s”: the board “%s” has no such unit type"),
                 type_id, board->id);
  type = &board->unit_types[type_index];

  if (!read_formation (loader, node, "formation", &formation)
      || !read_city (loader, node, "city", &city)
      || !read_city (loader, node, "moved-from", &moved_from)
      || !read_uint (loader, node, "turn", 0, &turn)
      || !read_uint (loader, node, "mp-used", 0, &mp_used))
    return FALSE;

  if (type->guard && formation != GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Units of type “%s” belong to no formation"), type->name);
  if (!type->guard && formation == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Units of type “%s” need a formation"), type->name);
  if (formation != GMP_NONE && board->formations[formation].side != type->side)
    {
      /* Whole sentences per side: other languages inflect the side's name */
      if (type->side == GMP_SIDE_SWARM)
        return fail (loader, node, GMP_ERROR_INVALID,
                     _("Units of type “%s” are Swarm units and cannot belong to the Human "
                       "formation “%s”"), type->name, board->formations[formation].id);
      return fail (loader, node, GMP_ERROR_INVALID,
                   _("Units of type “%s” are Human units and cannot belong to the Swarm "
                     "formation “%s”"), type->name, board->formations[formation].id);
    }

  id = gmp_state_add_unit (loader->state, type_index, formation, GMP_NONE);
  unit = gmp_state_get_unit (loader->state, id);
  line = xmlGetLineNo (node);
  g_array_append_val (loader->unit_lines, line);

  if (place == NULL)
    unit->place = GMP_PLACE_MAP;
  else if (!gmp_place_from_string (place, &unit->place))
    return fail (loader, node, GMP_ERROR_INVALID, _("Unknown place “%s”"), place);

  if (unit->place == GMP_PLACE_MAP && city == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID, _("A unit on the map needs a city"));
  if (unit->place != GMP_PLACE_MAP && city != GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("A unit in the place “%s” is in no city"),
                 gmp_place_to_string (unit->place));
  unit->city = city;

  if (unit->place == GMP_PLACE_TIME_TRACK && turn == 0)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("A unit on the Time Track needs the turn it returns (Rules note 16)"));
  if (unit->place != GMP_PLACE_TIME_TRACK && turn != 0)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Only a unit on the Time Track has a turn"));
  unit->turn = turn;

  unit->reduced = read_bool (node, "reduced");
  if (unit->reduced && !type->has_reduced)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Units of type “%s” have no reduced side"), type->name);

  if (!type->guard && (guard != NULL || has_attr (node, "revealed")))
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Only a National Guard has a Guard value"));
  if (type->guard)
    {
      if (!load_guard_value (loader, node, guard, &unit->guard_value))
        return FALSE;
      unit->revealed = read_bool (node, "revealed");
      if (unit->revealed && unit->guard_value < 0)
        return fail (loader, node, GMP_ERROR_INVALID,
                     _("A revealed Guard shows its value: blank or 1 to 6"));
      if (!loader->rules_unchecked && !check_guard_value (loader, node, id, unit))
        return FALSE;
    }

  unit->moved_from = moved_from;
  unit->mp_used = mp_used;
  unit->moved = read_bool (node, "moved");
  unit->stopped = read_bool (node, "stopped");
  unit->retreated_in = read_bool (node, "retreated-in");
  unit->advanced = read_bool (node, "advanced");
  unit->pending_move = read_bool (node, "pending-move");
  if (unit->pending_move && unit->place != GMP_PLACE_MAP)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("Only a unit on the map can wait to move on"));

  return TRUE;
}

static gboolean
load_forts (Loader  *loader,
            xmlNode *node)
{
  const GmpBoard *board = loader->board;
  g_autofree gboolean *seen = g_new0 (gboolean, MAX (board->n_forts, 1));

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      int city, fort;
      guint strength;

      if (!gmp_xml_is_element (child, "fort"))
        continue;

      if (!read_city (loader, child, "city", &city)
          || !read_uint (loader, child, "strength", 0, &strength))
        return FALSE;

      fort = gmp_board_fort_at (board, city);
      if (fort == GMP_NONE)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("%s has no Fort"), board->cities[city].name);
      if (seen[fort])
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("The Fort in %s is listed twice"), board->cities[city].name);
      seen[fort] = TRUE;

      /* Rules note 19: 0 (destroyed) up to its starting strength */
      if (strength > board->forts[fort].strength && !loader->rules_unchecked)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("The Fort in %s has strength %u, but its largest strength is %u "
                       "(Rules note 19)"),
                     board->cities[city].name, strength, board->forts[fort].strength);
      loader->state->fort_strength[fort] = strength;
    }

  return TRUE;
}

static gboolean
load_chits (Loader  *loader,
            xmlNode *node)
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

      if (!read_chit (loader, child, "id", &chit)
          || !read_uint (loader, child, "turn", 0, &turn))
        return FALSE;

      if (seen[chit])
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("The chit “%s” is listed twice"), board->chits[chit].id);
      seen[chit] = TRUE;

      cs = &loader->state->chits[chit];
      place = get_attr (child, "place");
      if (!gmp_chit_place_from_string (place, &cs->place))
        return fail (loader, child, GMP_ERROR_INVALID, _("Unknown chit place “%s”"), place);

      if ((cs->place == GMP_CHIT_ON_TIME_TRACK) != (turn != 0))
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("A chit on the Time Track, and only such a chit, has the turn it "
                       "enters the cup (Rules note 2)"));
      cs->turn = turn;
    }

  return TRUE;
}

static gboolean
load_danger (Loader  *loader,
             xmlNode *node)
{
  const GmpBoard *board = loader->board;
  guint space;

  if (!read_uint (loader, node, "space", 0, &space)
      || !read_chit (loader, node, "face", &loader->state->danger_face))
    return FALSE;

  if (board->n_danger > 0 && space >= board->n_danger && !loader->rules_unchecked)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("The Danger Track has spaces 0 to %u, not %u"), board->n_danger - 1, space);
  loader->state->danger_space = space;

  if (loader->state->danger_face != GMP_NONE && !board->chits[loader->state->danger_face].danger
      && !loader->rules_unchecked)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("The chit “%s” does not advance the Danger marker (Rules note 21)"),
                 board->chits[loader->state->danger_face].id);

  return TRUE;
}

/* Rules note 7, checked here too so that the message points at the unit
 * that breaks the limit. */
static gboolean
check_stacking (Loader  *loader,
                xmlNode *root)
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
            fail (loader, root, GMP_ERROR_INVALID, "%s", message);
          return FALSE;
        }
    }

  return TRUE;
}

static GmpScenario *
load_document (xmlDoc      *doc,
               const char  *file,
               gboolean     rules_unchecked,
               GError     **error)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GArray) unit_lines = g_array_new (FALSE, FALSE, sizeof (long));
  g_autofree char *board_id = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree gboolean *chit_seen = NULL;
  Loader loader = { file, NULL, NULL, unit_lines, NULL, error, { 0 }, rules_unchecked };

  board_id = get_attr (root, "board");
  board = gmp_board_lookup (board_id, &local_error);
  if (board == NULL)
    {
      fail (&loader, root, local_error->domain == GMP_ERROR
                           ? (GmpError) local_error->code : GMP_ERROR_UNKNOWN_BOARD,
            "%s", local_error->message);
      return NULL;
    }

  scenario = gmp_scenario_new (gmp_state_new (board));
  loader.board = board;
  loader.state = scenario->state;
  loader.chit_seen = chit_seen = g_new0 (gboolean, MAX (board->n_chits, 1));

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      gboolean ok = TRUE;

      if (node->type != XML_ELEMENT_NODE)
        continue;

      if (gmp_xml_is_element (node, "title"))
        scenario->title = get_text (node);
      else if (gmp_xml_is_element (node, "author"))
        scenario->author = get_text (node);
      else if (gmp_xml_is_element (node, "description"))
        scenario->description = get_text (node);
      else if (gmp_xml_is_element (node, "setup"))
        scenario->roll_guards_at_start = read_bool (node, "roll-guards");
      else if (gmp_xml_is_element (node, "turn"))
        ok = load_turn (&loader, node);
      else if (gmp_xml_is_element (node, "pending-move"))
        ok = load_pending_move (&loader, node);
      else if (gmp_xml_is_element (node, "fx-mp"))
        ok = load_fx_mp (&loader, node);
      else if (gmp_xml_is_element (node, "allied-nation"))
        ok = read_formation (&loader, node, "formation", &scenario->state->allied_nation);
      else if (gmp_xml_is_element (node, "result"))
        ok = load_result (&loader, node);
      else if (gmp_xml_is_element (node, "units"))
        {
          for (xmlNode *child = node->children; child != NULL && ok; child = child->next)
            if (gmp_xml_is_element (child, "unit"))
              ok = load_unit (&loader, child);
        }
      else if (gmp_xml_is_element (node, "forts"))
        ok = load_forts (&loader, node);
      else if (gmp_xml_is_element (node, "chits"))
        ok = load_chits (&loader, node);
      else if (gmp_xml_is_element (node, "danger"))
        ok = load_danger (&loader, node);
      else if (gmp_xml_is_element (node, "activation"))
        ok = load_activation (&loader, node);
      else if (gmp_xml_is_element (node, "log"))
        ok = load_log (&loader, node, scenario);

      if (!ok)
        return NULL;
    }

  /* Rules note 2: a chit the file leaves out has entered the cup once the
   * game has reached its Time Track turn. */
  for (guint i = 0; i < board->n_chits; i++)
    {
      GmpChitState *cs = &scenario->state->chits[i];

      if (!chit_seen[i] && cs->place == GMP_CHIT_ON_TIME_TRACK
          && cs->turn <= scenario->state->turn)
        {
          cs->place = GMP_CHIT_IN_CUP;
          cs->turn = 0;
        }
    }

  /* The rules are left to gmp_state_validate_game(), which lists them all */
  if (rules_unchecked)
    return g_steal_pointer (&scenario);

  if (!check_stacking (&loader, root))
    return NULL;

  if (!gmp_state_check (scenario->state, &local_error))
    {
      fail (&loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);
      return NULL;
    }

  /* The turn under way, and a combat's recorded dice and decisions, replayed */
  if (!gmp_turn_check (scenario->state, &local_error))
    {
      fail (&loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);
      return NULL;
    }

  return g_steal_pointer (&scenario);
}

GmpScenario *
gmp_scenario_load_bytes (GBytes      *bytes,
                         const char  *display_name,
                         GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  doc = gmp_xml_parse (bytes, display_name, "scenario.rng", error);
  if (doc == NULL)
    return NULL;

  return load_document (doc, display_name, FALSE, error);
}

GmpScenario *
gmp_scenario_load_bytes_unchecked (GBytes      *bytes,
                                   const char  *display_name,
                                   GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  doc = gmp_xml_parse (bytes, display_name, "scenario.rng", error);
  if (doc == NULL)
    return NULL;

  return load_document (doc, display_name, TRUE, error);
}

GmpScenario *
gmp_scenario_load_file (const char  *path,
                        GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *display_name = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = gmp_xml_read_file (path, error);
  if (bytes == NULL)
    return NULL;

  display_name = g_filename_display_name (path);
  return gmp_scenario_load_bytes (bytes, display_name, error);
}

/* Saving */

/* Text XML 1.0 can hold: valid UTF-8 without C0 controls other than tab,
 * newline and carriage return. Anything else becomes U+FFFD. */
static char *
clean_text (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text != NULL ? text : "", -1);
  GString *clean = g_string_sized_new (strlen (valid));

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xFFFE || c == 0xFFFF)
        c = 0xFFFD;
      g_string_append_unichar (clean, c);
    }

  return g_string_free (clean, FALSE);
}

static void
write_text_element (xmlTextWriter *writer,
                    const char    *name,
                    const char    *text)
{
  g_autofree char *clean = clean_text (text);

  xmlTextWriterWriteElement (writer, (const xmlChar *) name, (const xmlChar *) clean);
}

static void
write_attr (xmlTextWriter *writer,
            const char    *name,
            const char    *value)
{
  xmlTextWriterWriteAttribute (writer, (const xmlChar *) name, (const xmlChar *) value);
}

static void
write_uint (xmlTextWriter *writer,
            const char    *name,
            guint          value)
{
  char buffer[16];

  g_snprintf (buffer, sizeof buffer, "%u", value);
  write_attr (writer, name, buffer);
}

static void
start (xmlTextWriter *writer,
       const char    *name)
{
  xmlTextWriterStartElement (writer, (const xmlChar *) name);
}

static void
end (xmlTextWriter *writer)
{
  xmlTextWriterEndElement (writer);
}

static void
write_unit (xmlTextWriter  *writer,
            const GmpBoard *board,
            const GmpUnit  *unit)
{
  const GmpUnitType *type = &board->unit_types[unit->type];

  start (writer, "unit");
  write_attr (writer, "type", type->id);
  if (unit->formation != GMP_NONE)
    write_attr (writer, "formation", board->formations[unit->formation].id);
  if (unit->place != GMP_PLACE_MAP)
    write_attr (writer, "place", gmp_place_to_string (unit->place));
  if (unit->place == GMP_PLACE_MAP && unit->city != GMP_NONE)
    write_attr (writer, "city", board->cities[unit->city].id);
  if (unit->turn != 0)
    write_uint (writer, "turn", unit->turn);
  if (unit->reduced)
    write_attr (writer, "reduced", "true");
  if (type->guard)
    {
      switch (unit->guard_value)
        {
        case GMP_GUARD_UNKNOWN:
          write_attr (writer, "guard", "unknown");
          break;
        case GMP_GUARD_DRAW:
          write_attr (writer, "guard", "draw");
          break;
        case GMP_GUARD_BLANK:
          write_attr (writer, "guard", "blank");
          break;
        default:
          write_uint (writer, "guard", (guint) unit->guard_value);
          break;
        }
      if (unit->revealed)
        write_attr (writer, "revealed", "true");
    }
  if (unit->moved_from != GMP_NONE)
    write_attr (writer, "moved-from", board->cities[unit->moved_from].id);
  if (unit->mp_used != 0)
    write_uint (writer, "mp-used", unit->mp_used);
  if (unit->moved)
    write_attr (writer, "moved", "true");
  if (unit->stopped)
    write_attr (writer, "stopped", "true");
  if (unit->retreated_in)
    write_attr (writer, "retreated-in", "true");
  if (unit->advanced)
    write_attr (writer, "advanced", "true");
  if (unit->pending_move)
    write_attr (writer, "pending-move", "true");
  end (writer);
}

static void
write_fx_choice (xmlTextWriter  *writer,
                 const GmpBoard *board,
                 const char     *name,
                 int             fx)
{
  if (fx == GMP_ANSWER_PASS)
    write_attr (writer, name, "pass");
  else if (fx >= 0)
    write_attr (writer, name, board->chits[fx].id);
}

static void
write_ints (xmlTextWriter *writer,
            const char    *name,
            GString       *text)
{
  start (writer, name);
  xmlTextWriterWriteString (writer, (const xmlChar *) text->str);
  end (writer);
}

static void
write_activation (xmlTextWriter  *writer,
                  const GmpState *state)
{
  const GmpBoard *board = state->board;

  start (writer, "activation");
  if (state->enemy_at_start != NULL)
    {
      g_autoptr(GString) text = g_string_sized_new (board->n_cities);

      for (guint i = 0; i < board->n_cities; i++)
        g_string_append_c (text, '0' + (state->enemy_at_start[i] & 3));
      write_ints (writer, "snapshot", text);
    }
  for (guint i = 0; i < board->n_cities; i++)
    if (state->combat_done[i])
      {
        start (writer, "combat-done");
        write_attr (writer, "city", board->cities[i].id);
        end (writer);
      }
  for (guint f = 0; f < board->n_forts; f++)
    {
      int choice = state->fort_choice[f];

      if (choice == GMP_FORT_CHOICE_NONE)
        continue;
      start (writer, "fort-choice");
      write_attr (writer, "city", board->cities[board->forts[f].city].id);
      write_attr (writer, "choice",
                  choice == GMP_FORT_OPTION_FULL_ATTACK ? "full-attack"
                  : choice == GMP_FORT_OPTION_BARRAGE ? "barrage"
                  : choice == GMP_FORT_OPTION_WITHDRAWAL ? "withdrawal"
                  : choice >= GMP_FORT_CHOICE_SORTIE_BASE ? "sortie" : "pass");
      if (choice >= GMP_FORT_CHOICE_SORTIE_BASE)
        write_attr (writer, "target", board->cities[choice - GMP_FORT_CHOICE_SORTIE_BASE].id);
      end (writer);
    }
  if (state->combat_city != GMP_NONE)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      start (writer, "combat");
      write_attr (writer, "city", board->cities[state->combat_city].id);
      write_fx_choice (writer, board, "fx-swarm", state->combat_fx[GMP_SIDE_SWARM]);
      write_fx_choice (writer, board, "fx-humans", state->combat_fx[GMP_SIDE_HUMANS]);
      if (state->combat_rolled)
        write_attr (writer, "rolled", "true");
      for (guint i = 0; i < state->combat_dice->len; i++)
        g_string_append_printf (text, i > 0 ? " %u" : "%u",
                                g_array_index (state->combat_dice, guint8, i));
      if (text->len > 0)
        write_ints (writer, "dice", text);
      g_string_truncate (text, 0);
      for (guint i = 0; i < state->combat_answers->len; i++)
        g_string_append_printf (text, i > 0 ? " %d" : "%d",
                                g_array_index (state->combat_answers, int, i));
      if (text->len > 0)
        write_ints (writer, "answers", text);
      end (writer);
    }
  end (writer);
}

static void
write_log (xmlTextWriter *writer,
           const GmpLog  *log)
{
  start (writer, "log");
  for (guint i = 0; i < gmp_log_get_n_entries (log); i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);
      g_autoptr(GString) params = g_string_new (NULL);
      guint n = GMP_LOG_MAX_PARAMS;

      /* Trailing zeros are left out: a shorter, still exact file */
      while (n > 0 && entry->params[n - 1] == 0)
        n--;
      for (guint k = 0; k < n; k++)
        g_string_append_printf (params, k > 0 ? " %d" : "%d", entry->params[k]);
      start (writer, "entry");
      write_uint (writer, "turn", entry->turn);
      write_attr (writer, "phase", gmp_phase_to_string (entry->phase));
      write_attr (writer, "kind", gmp_log_kind_to_string (entry->kind));
      if (n > 0)
        write_attr (writer, "params", params->str);
      if (entry->n_dice > 0)
        {
          g_autofree char *dice = gmp_log_entry_dice_to_string (entry);

          write_attr (writer, "dice", dice);
        }
      end (writer);
    }
  end (writer);
}

static void
write_scenario (xmlTextWriter     *writer,
                const GmpScenario *scenario)
{
  const GmpState *state = scenario->state;
  const GmpBoard *board = state->board;

  xmlTextWriterStartDocument (writer, NULL, "UTF-8", NULL);
  start (writer, "scenario");
  write_attr (writer, "version", SCENARIO_VERSION);
  write_attr (writer, "board", board->id);

  write_text_element (writer, "title", scenario->title);
  if (scenario->author != NULL && *scenario->author != '\0')
    write_text_element (writer, "author", scenario->author);
  if (scenario->description != NULL && *scenario->description != '\0')
    write_text_element (writer, "description", scenario->description);

  start (writer, "setup");
  write_attr (writer, "roll-guards", scenario->roll_guards_at_start ? "true" : "false");
  end (writer);

  start (writer, "turn");
  write_uint (writer, "number", state->turn);
  write_attr (writer, "phase", gmp_phase_to_string (state->phase));
  write_uint (writer, "step", state->step);
  if (state->ends_drawn != 0)
    write_uint (writer, "ends-drawn", state->ends_drawn);
  if (state->active_formation != GMP_NONE)
    write_attr (writer, "active", board->formations[state->active_formation].id);
  for (guint f = 0; f < board->n_formations && f < 32; f++)
    {
      if (state->activated & (1u << f))
        {
          start (writer, "activated");
          write_attr (writer, "formation", board->formations[f].id);
          end (writer);
        }
    }
  end (writer);

  if (state->move_pending)
    {
      start (writer, "pending-move");
      write_attr (writer, "city", board->cities[state->move_pending_city].id);
      if (state->move_pending_to != GMP_NONE)
        write_attr (writer, "to", board->cities[state->move_pending_to].id);
      if (state->move_pending_path->len > 0)
        {
          g_autoptr(GString) path = g_string_new (NULL);

          /* Rules note 9: the move goes on the way the player chose */
          for (guint i = 0; i < state->move_pending_path->len; i++)
            {
              if (i > 0)
                g_string_append_c (path, ' ');
              g_string_append (path,
                               board->cities[g_array_index (state->move_pending_path, guint, i)].id);
            }
          write_attr (writer, "path", path->str);
        }
      end (writer);
    }

  if (state->enemy_at_start != NULL || state->combat_city != GMP_NONE
      || memchr (state->combat_done, 1, MAX (board->n_cities, 1)) != NULL)
    write_activation (writer, state);

  if (state->fx_mp > 0)
    {
      start (writer, "fx-mp");
      write_uint (writer, "mp", state->fx_mp);
      write_attr (writer, "formation", board->formations[state->fx_mp_formation].id);
      end (writer);
    }

  if (state->allied_nation != GMP_NONE)
    {
      start (writer, "allied-nation");
      write_attr (writer, "formation", board->formations[state->allied_nation].id);
      end (writer);
    }

  /* The schema needs both: gmp_scenario_save_file() refuses a winner
   * without a reason, and this never writes half a <result>. */
  if (state->winner != GMP_WINNER_NONE && state->end_reason != GMP_END_NONE)
    {
      start (writer, "result");
      write_attr (writer, "winner", winner_ids[state->winner]);
      write_attr (writer, "reason", end_reason_ids[state->end_reason]);
      end (writer);
    }

  start (writer, "units");
  for (guint i = 0; i < state->units->len; i++)
    write_unit (writer, board, &g_array_index (state->units, GmpUnit, i));
  end (writer);

  start (writer, "forts");
  for (guint i = 0; i < board->n_forts; i++)
    {
      start (writer, "fort");
      write_attr (writer, "city", board->cities[board->forts[i].city].id);
      write_uint (writer, "strength", state->fort_strength[i]);
      end (writer);
    }
  end (writer);

  start (writer, "chits");
  for (guint i = 0; i < board->n_chits; i++)
    {
      start (writer, "chit");
      write_attr (writer, "id", board->chits[i].id);
      write_attr (writer, "place", gmp_chit_place_to_string (state->chits[i].place));
      if (state->chits[i].place == GMP_CHIT_ON_TIME_TRACK)
        write_uint (writer, "turn", state->chits[i].turn);
      end (writer);
    }
  end (writer);

  start (writer, "danger");
  write_uint (writer, "space", state->danger_space);
  if (state->danger_face != GMP_NONE)
    write_attr (writer, "face", board->chits[state->danger_face].id);
  end (writer);

  if (scenario->log != NULL)
    write_log (writer, scenario->log);

  end (writer);
  xmlTextWriterEndDocument (writer);
}

GBytes *
gmp_scenario_to_bytes (const GmpScenario *scenario)
{
  xmlBuffer *buffer;
  xmlTextWriter *writer;
  GBytes *bytes;

  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (scenario->state != NULL, NULL);

  buffer = xmlBufferCreate ();
  writer = xmlNewTextWriterMemory (buffer, 0);
  xmlTextWriterSetIndent (writer, 1);
  xmlTextWriterSetIndentString (writer, (const xmlChar *) "  ");

  write_scenario (writer, scenario);

  xmlFreeTextWriter (writer);  /* flushes into buffer */
  bytes = g_bytes_new (xmlBufferContent (buffer), xmlBufferLength (buffer));
  xmlBufferFree (buffer);

  return bytes;
}

gboolean
gmp_scenario_check_saveable (const GmpScenario  *scenario,
                             GError            **error)
{
  g_return_val_if_fail (scenario != NULL && scenario->state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return gmp_state_check (scenario->state, error);
}

gboolean
gmp_scenario_save_file (const GmpScenario  *scenario,
                        const char         *path,
                        GError            **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  gconstpointer data;
  gsize length;

  g_return_val_if_fail (scenario != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* A file that could not be loaded back is never written (nor does it
   * replace a good one) */
  if (!gmp_scenario_check_saveable (scenario, &local_error))
    {
      g_autofree char *display_name = g_filename_display_name (path);

      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Cannot save “%s”: %s"), display_name, local_error->message);
      return FALSE;
    }

  bytes = gmp_scenario_to_bytes (scenario);
  data = g_bytes_get_data (bytes, &length);

  /* Written to a temporary file and renamed over the old one */
  if (!g_file_set_contents (path, data, length, &local_error))
    {
      g_autofree char *display_name = g_filename_display_name (path);

      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot save “%s”: %s"), display_name, local_error->message);
      return FALSE;
    }

  return TRUE;
}

/* Starting a game: the setup rules (Rules note 3) */

/* A game not begun: still in Preparation, or a scenario that waits at the
 * very start of turn 1 (where a new game starts) with nothing drawn, held,
 * activated or logged yet. */
static gboolean
not_started (const GmpScenario *scenario)
{
  const GmpState *state = scenario->state;
  const GmpBoard *board = state->board;

  if (state->phase == GMP_PHASE_SETUP)
    return TRUE;
  if (state->turn != 1 || state->phase != GMP_PHASE_ACTION || state->step != 0
      || state->activated != 0 || state->ends_drawn != 0 || state->active_formation != GMP_NONE
      || (scenario->log != NULL && gmp_log_get_n_entries (scenario->log) > 0))
    return FALSE;
  for (guint i = 0; i < board->n_chits; i++)
    {
      GmpChitPlace place = state->chits[i].place;

      if (place == GMP_CHIT_DRAWN || place == GMP_CHIT_IN_HAND || place == GMP_CHIT_USED
          || place == GMP_CHIT_HELD)
        return FALSE;
    }
  return TRUE;
}

static guint
count_guards_to_draw (const GmpState *state)
{
  guint n = 0;

  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (state->board->unit_types[unit->type].guard && unit->guard_value == GMP_GUARD_DRAW)
        n++;
    }
  return n;
}

gboolean
gmp_scenario_start (GmpScenario    *scenario,
                    GmpDice        *dice,
                    GmpSetupFlags   flags,
                    GError        **error)
{
  GmpState *state;
  const GmpBoard *board;
  gboolean roll;
  guint first_new, n_draw;
  g_autoptr(GArray) to_draw = NULL;
  g_autoptr(GmpLog) rolls = NULL;

  g_return_val_if_fail (scenario != NULL && scenario->state != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  state = scenario->state;
  board = state->board;
  roll = scenario->roll_guards_at_start && !(flags & GMP_SETUP_NO_GUARDS)
         && not_started (scenario);
  n_draw = count_guards_to_draw (state);
  if (!roll && n_draw == 0)
    return TRUE;

  first_new = state->units->len;
  /* The table's rolls and placements, for the log after "Turn 1 begins" */
  if (scenario->log != NULL)
    rolls = gmp_log_new ();
  if (roll)
    {
      /* Rolls the table, and draws (or leaves unknown) the new Guards' sides
       * and, unless face to face, those of the "draw" Guards already there;
       * it changes nothing when it fails. */
      if (!gmp_setup_roll_guards_logged (state, dice, flags, rolls, error))
        return FALSE;
      /* The rule is done: a game saved from here must not roll it again */
      scenario->roll_guards_at_start = FALSE;
    }

  /* The Guards still waiting for their side */
  to_draw = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (board->unit_types[unit->type].guard && unit->guard_value == GMP_GUARD_DRAW)
        g_array_append_val (to_draw, u);
    }

  if (flags & GMP_SETUP_GUARDS_UNKNOWN)
    {
      /* Face to face: only the counters drawn at the table know */
      for (guint i = 0; i < to_draw->len; i++)
        {
          guint id = g_array_index (to_draw, guint, i);

          gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_UNKNOWN;
        }
    }
  else if (to_draw->len > 0)
    {
      guint drawn = 0;

      gmp_setup_draw_guard_values (state, dice);
      for (guint i = 0; i < to_draw->len; i++)
        if (gmp_state_get_unit (state, g_array_index (to_draw, guint, i))->guard_value
            != GMP_GUARD_DRAW)
          drawn++;

      if (drawn < to_draw->len)
        {
          /* Not enough counters left: leave the scenario as it was (only
           * possible without a roll, which checks the pool first) */
          for (guint i = 0; i < to_draw->len; i++)
            {
              guint id = g_array_index (to_draw, guint, i);

              gmp_state_get_unit (state, id)->guard_value = GMP_GUARD_DRAW;
            }
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The National Guard pool has %u counters left, but %u Guards "
                         "need one (Rules note 3)"),
                       drawn, to_draw->len);
          return FALSE;
        }
    }

  if (scenario->log != NULL)
    {
      guint n_sides = 0;

      /* As gmp_turn_advance() does: a log that begins here says where the
       * game stands (in the setup phase, the turn sequence says it) */
      if (gmp_log_get_n_entries (scenario->log) == 0 && state->phase != GMP_PHASE_SETUP)
        {
          int turn = (int) state->turn;

          gmp_log_add (scenario->log, state, GMP_LOG_TURN_BEGINS, 1, &turn);
        }

      /* Each roll with its dice, rolls again for a full city included, and
       * the Guard it placed (Rules note 3) */
      for (guint i = 0; i < gmp_log_get_n_entries (rolls); i++)
        gmp_log_append (scenario->log, gmp_log_get_entry (rolls, i));

      /* The new Guards' sides, and those of the "draw" Guards the file had */
      n_sides = (state->units->len - first_new) + n_draw;
      if (n_sides > 0)
        {
          int params[] = { (int) n_sides, (flags & GMP_SETUP_GUARDS_UNKNOWN) ? 1 : 0 };

          gmp_log_add (scenario->log, state, GMP_LOG_GUARDS_DRAWN, G_N_ELEMENTS (params), params);
        }
    }

  return TRUE;
}
