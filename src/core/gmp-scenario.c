/* gmp-scenario.c: .gmpscenario files (setups and saved games)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The format is data/schema/scenario.rng. Loading: safe read, the format
 * version, schema, then every reference against the board (each error names
 * the file and line), then the rules (gmp_state_check). Saving writes every
 * part in a fixed order so that save -> load -> save gives the same bytes.
 *
 * Version 2 names every board item by its id, so a game survives its board
 * being edited (a city appended, cities reordered); version 1 files named
 * some by their position in the board, and still load as they always did.
 */

#include "config.h"

#include <stdarg.h>
#include <string.h>
#include "gmp-i18n.h"
#include <libxml/xmlwriter.h>

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-file.h"
#include "gmp-problems.h"
#include "gmp-turn.h"
#include "gmp-scenario.h"
#include "gmp-xml.h"

/* The version this program writes, and the newest it reads */
#define SCENARIO_VERSION 2

/* Every number a scenario gives has a range, checked at load, so that no
 * sum of file numbers can wrap (docs/reliability.md, "Scenarios"). Most
 * ranges come from the board (turns, Danger spaces, chits); these do not:
 * MP spent this activation and an FX's extra MP, far above any board's
 * (whose MP are at most 99), far below what a sum of them could wrap. */
#define SCENARIO_MAX_MP 999

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
  g_free (scenario->language);
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
  copy->language = g_strdup (scenario->language);
  copy->roll_guards_at_start = scenario->roll_guards_at_start;
  copy->draft = scenario->draft;
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

gboolean
gmp_scenario_is_draft (const GmpScenario *scenario)
{
  g_return_val_if_fail (scenario != NULL, FALSE);
  return scenario->draft;
}

/* Answers that are no board item, by name: in combat decisions and in
 * answer actions */
static const struct {
  int         answer;
  const char *name;
} special_answers[] = {
  { GMP_ANSWER_RANDOM, "random" },
  { GMP_ANSWER_DONE, "done" },
  { GMP_ANSWER_PASS, "pass" },
  { GMP_ANSWER_YES, "yes" },
  { GMP_ANSWER_NO, "no" },
};

static const char *
special_answer_name (int answer)
{
  for (guint i = 0; i < G_N_ELEMENTS (special_answers); i++)
    if (special_answers[i].answer == answer)
      return special_answers[i].name;
  return NULL;
}

static gboolean
special_answer_from_name (const char *name,
                          int        *answer)
{
  for (guint i = 0; i < G_N_ELEMENTS (special_answers); i++)
    if (g_strcmp0 (special_answers[i].name, name) == 0)
      {
        *answer = special_answers[i].answer;
        return TRUE;
      }
  return FALSE;
}

/* The combat decisions a state records in combat_answers */
static gboolean
is_combat_decision (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_ALLOCATION || kind == GMP_QUESTION_IGNORE_RETREAT
         || kind == GMP_QUESTION_RETREAT || kind == GMP_QUESTION_DISPLACE
         || kind == GMP_QUESTION_SORTIE_RETURN || kind == GMP_QUESTION_ADVANCE;
}

/* A combat decision as version 2 writes it, by the question it answers:
 * "yes", "pass", a city id, "12:MEM" (unit 12 to Memphis), an allocation's
 * index */
static char *
combat_answer_to_token (const GmpBoard  *board,
                        GmpQuestionKind  kind,
                        int              answer)
{
  const char *special = special_answer_name (answer);

  if (special != NULL)
    return g_strdup (special);
  switch (kind)
    {
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      if (answer >= 0 && (guint) answer < board->n_cities)
        return g_strdup (board->cities[answer].id);
      break;
    case GMP_QUESTION_DISPLACE:
      /* GMP_ANSWER_DISPLACE() counts the board's cities: written apart */
      if (answer >= 0 && board->n_cities > 0)
        return g_strdup_printf ("%u:%s", (guint) answer / board->n_cities,
                                board->cities[(guint) answer % board->n_cities].id);
      break;
    default:
      break;
    }
  return g_strdup_printf ("%d", answer);
}

static gboolean
combat_answer_from_token (const GmpBoard  *board,
                          GmpQuestionKind  kind,
                          const char      *token,
                          int             *answer)
{
  guint64 number;
  int city;

  if (special_answer_from_name (token, answer))
    return TRUE;
  switch (kind)
    {
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      *answer = gmp_board_find_city (board, token);
      return *answer != GMP_NONE;
    case GMP_QUESTION_DISPLACE:
      {
        g_auto(GStrv) parts = g_strsplit (token, ":", 2);

        if (parts[0] == NULL || parts[1] == NULL || board->n_cities == 0
            || !g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXINT / board->n_cities - 1,
                                            &number, NULL))
          return FALSE;
        city = gmp_board_find_city (board, parts[1]);
        if (city == GMP_NONE)
          return FALSE;
        *answer = GMP_ANSWER_DISPLACE (number, city, board->n_cities);
        return TRUE;
      }
    case GMP_QUESTION_ALLOCATION:
      if (!g_ascii_string_to_unsigned (token, 10, 0, G_MAXINT, &number, NULL))
        return FALSE;
      *answer = (int) number;
      return TRUE;
    default:
      return FALSE;
    }
}

/* Loading */

typedef struct {
  const char  *file;      /* display name, for messages */
  GmpBoard    *board;
  guint        version;   /* the file's format: 1 names some items by position, 2 by id */
  GError     **error;
  /* The state part being read: the scenario's, or its history's start */
  GmpState    *state;
  GArray      *unit_lines; /* of long: the line of each unit, for stacking errors */
  gboolean    *chit_seen;  /* per board chit: listed in the file */
  guint        guards_showing[7]; /* Guards with each known hidden side so far (0: blank) */
  xmlNode     *turn;       /* <turn>, for messages about where the game stands */
  xmlNode     *answers;    /* version 2 <answers>: read by their questions once the state is */
  gboolean     rules_unchecked; /* schema and references only (gmp_scenario_load_bytes_unchecked,
                                 and drafts) */
  gboolean     draft;      /* draft="true": its rules problems load, its structure does not */
  gboolean     in_start;   /* reading a history's <start>: its rules are not checked either */
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

/* read_uint() within [min, max]; `fallback` (absent) is not checked */
static gboolean
read_uint_in (Loader     *loader,
              xmlNode    *node,
              const char *name,
              guint       fallback,
              guint       min,
              guint       max,
              guint      *value)
{
  if (!read_uint (loader, node, name, fallback, value))
    return FALSE;
  if (has_attr (node, name) && (*value < min || *value > max))
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("%s=\"%u\" is out of range: it must be from %u to %u"),
                 name, *value, min, max);
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

typedef int (*FindById) (const GmpBoard *board,
                          const char     *id);

/* An attribute naming a board item by its id: absent gives GMP_NONE.
 * FALSE with *unknown set (free it) when the board has no such item; the
 * caller says so in its own words. */
static gboolean
lookup_item (Loader      *loader,
             xmlNode     *node,
             const char  *name,
             FindById     find,
             int         *item,
             char       **unknown)
{
  g_autofree char *id = get_attr (node, name);

  *item = id != NULL ? find (loader->board, id) : GMP_NONE;
  if (id != NULL && *item == GMP_NONE)
    {
      *unknown = g_steal_pointer (&id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
read_city (Loader     *loader,
           xmlNode    *node,
           const char *name,
           int        *city)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_city, city, &id))
    return TRUE;
  return fail (loader, node, GMP_ERROR_INVALID,
               _("Unknown city “%s”: the board “%s” has no such city"), id, loader->board->id);
}

static gboolean
read_formation (Loader     *loader,
                xmlNode    *node,
                const char *name,
                int        *formation)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_formation, formation, &id))
    return TRUE;
  return fail (loader, node, GMP_ERROR_INVALID,
               _("Unknown formation “%s”: the board “%s” has no such formation"),
               id, loader->board->id);
}

static gboolean
read_chit (Loader     *loader,
           xmlNode    *node,
           const char *name,
           int        *chit)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_chit, chit, &id))
    return TRUE;
  return fail (loader, node, GMP_ERROR_INVALID,
               _("Unknown chit “%s”: the board “%s” has no such chit"), id, loader->board->id);
}

static gboolean
read_unit_type (Loader     *loader,
                xmlNode    *node,
                const char *name,
                int        *type)
{
  g_autofree char *id = NULL;

  if (lookup_item (loader, node, name, gmp_board_find_unit_type, type, &id))
    return TRUE;
  return fail (loader, node, GMP_ERROR_INVALID,
               _("Unknown unit type “%s”: the board “%s” has no such unit type"),
               id, loader->board->id);
}

/* A Fort, named by its city's id */
static gboolean
read_fort (Loader     *loader,
           xmlNode    *node,
           const char *name,
           int        *fort)
{
  int city;

  *fort = GMP_NONE;
  if (!read_city (loader, node, name, &city))
    return FALSE;
  if (city == GMP_NONE)
    return TRUE;

  *fort = gmp_board_fort_at (loader->board, city);
  if (*fort == GMP_NONE)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("%s has no Fort"), loader->board->cities[city].name);

  return TRUE;
}

/* A signed number attribute; absent gives `fallback` */
static gboolean
read_int (Loader     *loader,
          xmlNode    *node,
          const char *name,
          int         fallback,
          int        *value)
{
  g_autofree char *text = get_attr (node, name);
  gint64 number;

  if (text == NULL)
    {
      *value = fallback;
      return TRUE;
    }

  if (!g_ascii_string_to_signed (text, 10, G_MININT, G_MAXINT, &number, NULL))
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("“%s” is not a valid number for %s"), text, name);

  *value = (int) number;
  return TRUE;
}

/* A list of city ids ("STL CHI") appended to cities (of guint) */
static gboolean
read_city_list (Loader     *loader,
                xmlNode    *node,
                const char *name,
                GArray     *cities)
{
  g_autofree char *text = get_attr (node, name);
  g_auto(GStrv) ids = g_strsplit_set (text != NULL ? text : "", " \t\n", -1);

  for (guint i = 0; ids[i] != NULL; i++)
    {
      int city;

      if (*ids[i] == '\0')
        continue;
      city = gmp_board_find_city (loader->board, ids[i]);
      if (city == GMP_NONE)
        return fail (loader, node, GMP_ERROR_INVALID,
                     _("Unknown city “%s”: the board “%s” has no such city"),
                     ids[i], loader->board->id);
      {
        guint c = city;

        g_array_append_val (cities, c);
      }
    }
  return TRUE;
}

static gboolean
load_turn (Loader  *loader,
           xmlNode *node)
{
  GmpState *state = loader->state;
  g_autofree char *phase = get_attr (node, "phase");
  guint turn;

  /* Rules note 1: no more "...The End???" chits drawn than the board has chits */
  if (!read_uint (loader, node, "number", 1, &turn)
      || !read_uint_in (loader, node, "step", 0, 0, GMP_N_STEPS - 1, &state->step)
      || !read_uint_in (loader, node, "ends-drawn", 0, 0, loader->board->n_chits,
                        &state->ends_drawn)
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
  if (!read_city_list (loader, node, "path", state->move_pending_path))
    return FALSE;
  if (state->move_pending_path->len > 0
      && (int) g_array_index (state->move_pending_path, guint,
                              state->move_pending_path->len - 1) != to)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("The path of the waiting move must end in its “to” city (Rules note 9)"));

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

/* Version 1: one digit per city, in board order */
static gboolean
load_snapshot_digits (Loader  *loader,
                      xmlNode *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;
  g_autofree char *text = get_text (node);
  gsize n = text != NULL ? strlen (text) : 0;

  if (n != board->n_cities)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("The snapshot of enemy cities needs one digit per city (%u)"),
                 board->n_cities);
  state->enemy_at_start = g_new0 (guint8, MAX (n, 1));
  for (gsize i = 0; i < n; i++)
    {
      if (text[i] < '0' || text[i] > '3')
        return fail (loader, node, GMP_ERROR_INVALID,
                     _("The snapshot of enemy cities holds digits 0 to 3"));
      state->enemy_at_start[i] = text[i] - '0';
    }
  return TRUE;
}

static const char * const snapshot_attributes[GMP_N_SIDES] = {
  [GMP_SIDE_SWARM] = "enemy-to-swarm",
  [GMP_SIDE_HUMANS] = "enemy-to-humans",
};

/* Version 2: the cities enemy to each side, by id; the others were enemy
 * to nobody (a city the board gained since included) */
static gboolean
load_snapshot_ids (Loader  *loader,
                   xmlNode *node)
{
  GmpState *state = loader->state;
  const GmpBoard *board = loader->board;

  state->enemy_at_start = g_new0 (guint8, MAX (board->n_cities, 1));
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      g_autoptr(GArray) cities = g_array_new (FALSE, FALSE, sizeof (guint));

      if (!read_city_list (loader, node, snapshot_attributes[side], cities))
        return FALSE;
      for (guint i = 0; i < cities->len; i++)
        state->enemy_at_start[g_array_index (cities, guint, i)] |= 1u << side;
    }
  return TRUE;
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
          if (!(loader->version >= 2 ? load_snapshot_ids (loader, child)
                                     : load_snapshot_digits (loader, child)))
            return FALSE;
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
              if (loader->version >= 2 && gmp_xml_is_element (part, "answers"))
                {
                  /* Each names what its question asks: read them by replaying
                   * the combat once the rest of the state is read */
                  loader->answers = part;
                  continue;
                }
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
check_log_entry_in_game (Loader            *loader,
                         xmlNode           *node,
                         const GmpLogEntry *entry,
                         gboolean           before_turn_set)
{
  const GmpState *state = loader->state;
  int unit;

  if (!before_turn_set
      && (entry->turn > state->turn
          || (entry->turn == state->turn && entry->phase > state->phase)))
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("This log entry is from turn %u (%s), but the game is only at turn %u (%s)"),
                 entry->turn, gmp_phase_get_name (entry->phase),
                 state->turn, gmp_phase_get_name (state->phase));

  unit = gmp_log_entry_get_unit (entry);
  if (unit != GMP_NONE && (guint) unit >= state->units->len)
    return fail (loader, node, GMP_ERROR_INVALID,
                 g_dngettext (GETTEXT_PACKAGE,
                              "This log entry names unit %d, but the file has %u unit "
                              "(numbered from 0)",
                              "This log entry names unit %d, but the file has %u units "
                              "(numbered from 0)",
                              state->units->len),
                 unit, state->units->len);

  return TRUE;
}

static gboolean
load_log (Loader      *loader,
          xmlNode     *node,
          GmpScenario *scenario)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new ();
  guint last_turn_set = 0;   /* entries before it: none, or up to the last turn correction */

  scenario->log = gmp_log_new ();
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      g_autofree char *kind = NULL;
      g_autofree char *phase = NULL;
      g_autofree char *params = NULL;
      g_autofree char *dice = NULL;
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
      if (loader->version >= 2)
        {
          if (!gmp_log_entry_params_from_string (&entry, loader->board, params, &local_error))
            return fail (loader, child, GMP_ERROR_INVALID, "%s", local_error->message);
        }
      else
        {
          g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (int));

          if (!parse_ints (params, values) || values->len > GMP_LOG_MAX_PARAMS)
            return fail (loader, child, GMP_ERROR_INVALID,
                         _("A log entry has at most %d numbers"), GMP_LOG_MAX_PARAMS);
          if (values->len > 0)   /* an empty GArray's data is NULL: memcpy from NULL is undefined */
            memcpy (entry.params, values->data, sizeof (int) * values->len);
        }
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

static gboolean
load_fx_mp (Loader  *loader,
            xmlNode *node)
{
  GmpState *state = loader->state;

  if (!read_uint_in (loader, node, "mp", 0, 1, SCENARIO_MAX_MP, &state->fx_mp)
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

/* Rules notes 3, 36: every Guard is a counter of the board's pool, so a known
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
      || !read_uint_in (loader, node, "turn", 0, 0, board->rules.turns, &turn)
      || !read_uint_in (loader, node, "mp-used", 0, 0, SCENARIO_MAX_MP, &mp_used))
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
  unit->stopped_turn = read_bool (node, "stopped-turn");
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

      /* Rules note 17: one die per strength point, in a combat that must
       * fit; this is what the program can play, whatever the board says */
      if (strength > GMP_COMBAT_MAX_FORT_STRENGTH)
        return fail (loader, child, GMP_ERROR_INVALID,
                     _("The Fort in %s has strength %u, but a Fort fights with at most %u, "
                       "one die per strength point (Rules note 17)"),
                     board->cities[city].name, strength, GMP_COMBAT_MAX_FORT_STRENGTH);

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
          || !read_uint_in (loader, child, "turn", 0, 0, board->rules.turns, &turn))
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

  /* A space of the track (the first, of a board without one); validate lists
   * the others with every other problem */
  if (space >= MAX (board->n_danger, 1)
      && (!loader->rules_unchecked || loader->draft || loader->in_start))
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("The Danger Track has spaces 0 to %u, not %u"),
                 MAX (board->n_danger, 1) - 1, space);
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

/* The rules every file keeps: each problem that blocks play, and Human
 * units in a hive before the game begins, which C code builds on purpose
 * (gmp_problem_blocks_play()) but no game played by the rules reaches. The
 * counter mix is left free for what-if setups. */
static gboolean
check_rules_for_file (const GmpState  *state,
                      GError         **error)
{
  g_autoptr(GPtrArray) problems = gmp_state_validate (state);

  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (gmp_problem_blocks_play (problem) || problem->kind == GMP_PROBLEM_HIVE_AT_START)
        {
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, problem->message);
          return FALSE;
        }
    }
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

/* As gmp_turn_check() refuses a version 1 file's decision: the file and
 * the combat's city, no line */
static gboolean
refuse_combat_answer (Loader     *loader,
                      const char *token)
{
  int city = loader->state->combat_city;

  if (city < 0 || (guint) city >= loader->board->n_cities)
    return fail (loader, NULL, GMP_ERROR_INVALID,
                 _("A combat is recorded as under way, but the game is not resolving a "
                   "combat"));
  return fail (loader, NULL, GMP_ERROR_INVALID,
               _("The decision “%s” recorded for the combat in %s is not legal"),
               token, loader->board->cities[city].name);
}

/* Version 2 combat decisions: each is read by the question it answers,
 * found by replaying the combat with the decisions before it. */
static gboolean
load_combat_answers (Loader *loader)
{
  GmpState *state = loader->state;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) tokens = NULL;

  if (loader->answers == NULL)
    return TRUE;

  /* The replay needs a combat the turn sequence accepts, so far */
  if (!gmp_turn_check (state, &local_error))
    return fail (loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);

  text = get_text (loader->answers);
  tokens = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr(GmpQuestion) question = NULL;
      int answer;

      if (*tokens[i] == '\0')
        continue;
      question = gmp_turn_get_question (state);
      if (!is_combat_decision (question->kind)
          || !combat_answer_from_token (loader->board, question->kind, tokens[i], &answer)
          || !gmp_question_allows (question, answer))
        return refuse_combat_answer (loader, tokens[i]);
      g_array_append_val (state->combat_answers, answer);
    }
  return TRUE;
}

/* The checks of a whole state, once all of it is read */
static gboolean
check_state_part (Loader  *loader,
                  xmlNode *parent)
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
    return fail (loader, loader->turn, GMP_ERROR_INVALID,
                 _("The game was saved in the middle of an activation, but the file has no "
                   "snapshot of the cities that were enemy when it began (<snapshot> in "
                   "<activation>), which its retreats need (Rules note 39)"));

  /* The rules are left to gmp_state_validate_game(), which lists them all.
   * A combat's decisions are read by replaying it, which needs a state
   * sound enough: otherwise that list names what to mend first. */
  if (loader->rules_unchecked)
    {
      if (!gmp_state_check (state, NULL) || !gmp_turn_check (state, NULL))
        return TRUE;
      return load_combat_answers (loader);
    }

  if (!check_stacking (loader, parent))
    return FALSE;

  if (!check_rules_for_file (state, &local_error))
    return fail (loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);

  if (!load_combat_answers (loader))
    return FALSE;

  /* The turn under way, and a combat's recorded dice and decisions, replayed */
  if (!gmp_turn_check (state, &local_error))
    return fail (loader, NULL, GMP_ERROR_INVALID, "%s", local_error->message);

  return TRUE;
}

/* The state part of a scenario, the same in the root and in a history's
 * <start>: metadata, the state and the log (everything but <history>). */
static gboolean
load_state_part (Loader      *loader,
                 xmlNode     *parent,
                 GmpScenario *scenario)
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
  if (has_attr (parent, "language"))
    scenario->language = get_attr (parent, "language");

  for (xmlNode *node = parent->children; node != NULL; node = node->next)
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
        {
          loader->turn = node;
          ok = load_turn (loader, node);
        }
      else if (gmp_xml_is_element (node, "pending-move"))
        ok = load_pending_move (loader, node);
      else if (gmp_xml_is_element (node, "fx-mp"))
        ok = load_fx_mp (loader, node);
      else if (gmp_xml_is_element (node, "allied-nation"))
        ok = read_formation (loader, node, "formation", &scenario->state->allied_nation);
      else if (gmp_xml_is_element (node, "result"))
        ok = load_result (loader, node);
      else if (gmp_xml_is_element (node, "units"))
        {
          for (xmlNode *child = node->children; child != NULL && ok; child = child->next)
            if (gmp_xml_is_element (child, "unit"))
              ok = load_unit (loader, child);
        }
      else if (gmp_xml_is_element (node, "forts"))
        ok = load_forts (loader, node);
      else if (gmp_xml_is_element (node, "chits"))
        ok = load_chits (loader, node);
      else if (gmp_xml_is_element (node, "danger"))
        ok = load_danger (loader, node);
      else if (gmp_xml_is_element (node, "activation"))
        ok = load_activation (loader, node);
      else if (gmp_xml_is_element (node, "log"))
        ok = load_log (loader, node, scenario);

      if (!ok)
        return FALSE;
    }

  return check_state_part (loader, parent);
}

/* The record of an action's draws: "d4" a die, "c3/7" choice 3 of 7 */
static gboolean
parse_draw (const char  *token,
            GmpDiceDraw *draw)
{
  guint64 value, of;

  if (token[0] == 'd')
    {
      if (!g_ascii_string_to_unsigned (token + 1, 10, 1, 6, &value, NULL))
        return FALSE;
      draw->value = value;
      draw->of = 0;
      return TRUE;
    }
  if (token[0] == 'c')
    {
      g_auto(GStrv) parts = g_strsplit (token + 1, "/", 2);

      if (parts[0] == NULL || parts[1] == NULL
          || !g_ascii_string_to_unsigned (parts[1], 10, 1, 255, &of, NULL)
          || !g_ascii_string_to_unsigned (parts[0], 10, 0, of - 1, &value, NULL))
        return FALSE;
      draw->value = value;
      draw->of = of;
      return TRUE;
    }
  return FALSE;
}

static gboolean
read_record (Loader    *loader,
             xmlNode   *node,
             GmpAction *action)
{
  g_autofree char *text = get_attr (node, "record");
  g_auto(GStrv) tokens = NULL;

  if (text == NULL)
    return TRUE;

  action->record = g_array_new (FALSE, FALSE, sizeof (GmpDiceDraw));
  tokens = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      GmpDiceDraw draw;

      if (*tokens[i] == '\0')
        continue;
      if (!parse_draw (tokens[i], &draw))
        return fail (loader, node, GMP_ERROR_INVALID,
                     _("“%s” is neither a die (d1 to d6) nor a choice (cN/M: N of M, "
                       "N < M ≤ 255)"), tokens[i]);
      g_array_append_val (action->record, draw);
    }
  return TRUE;
}

static gboolean
read_units (Loader    *loader,
            xmlNode   *node,
            GmpAction *action)
{
  g_autofree char *text = get_attr (node, "units");
  g_auto(GStrv) tokens = NULL;

  if (text == NULL)
    return TRUE;

  action->units = g_array_new (FALSE, FALSE, sizeof (guint));
  tokens = g_strsplit_set (text, " \t\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      guint64 number;
      guint unit;

      if (*tokens[i] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (tokens[i], 10, 0, G_MAXINT, &number, NULL))
        return fail (loader, node, GMP_ERROR_INVALID,
                     _("“%s” is not a valid number for %s"), tokens[i], "units");
      unit = (guint) number;
      g_array_append_val (action->units, unit);
    }
  return TRUE;
}

/* `place` is the enum the action's kind uses (gmp-action.h) */
static gboolean
read_action_place (Loader    *loader,
                   xmlNode   *node,
                   GmpAction *action)
{
  g_autofree char *text = get_attr (node, "place");
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
      return read_int (loader, node, "place", 0, &action->place);
    }

  if (!ok)
    return fail (loader, node, GMP_ERROR_INVALID, _("Unknown place “%s”"), text);
  return TRUE;
}

/* An answer action's special answers by name; every other value a number */
static gboolean
read_action_value (Loader    *loader,
                   xmlNode   *node,
                   GmpAction *action)
{
  g_autofree char *text = get_attr (node, "value");

  if (text != NULL && action->kind == GMP_ACTION_ANSWER
      && special_answer_from_name (text, &action->value))
    return TRUE;
  return read_int (loader, node, "value", 0, &action->value);
}

static GmpAction *
load_action (Loader  *loader,
             xmlNode *node)
{
  g_autofree char *kind = get_attr (node, "kind");
  g_autoptr(GmpAction) action = NULL;
  GmpActionKind action_kind;

  if (!gmp_action_kind_from_string (kind, &action_kind))
    {
      fail (loader, node, GMP_ERROR_INVALID, _("Unknown action “%s”"), kind);
      return NULL;
    }
  action = gmp_action_new (action_kind);

  if (!read_action_value (loader, node, action)
      || !read_int (loader, node, "unit", GMP_NONE, &action->unit)
      || !read_city (loader, node, "city", &action->city)
      || !read_fort (loader, node, "fort", &action->fort)
      || !read_chit (loader, node, "chit", &action->chit)
      || !read_unit_type (loader, node, "type", &action->type)
      || !read_formation (loader, node, "formation", &action->formation)
      || !read_action_place (loader, node, action)
      || !read_uint_in (loader, node, "turn", 0, 0, loader->board->rules.turns, &action->turn)
      || !read_units (loader, node, action)
      || !read_record (loader, node, action))
    return NULL;

  action->flag = read_bool (node, "flag");
  if (has_attr (node, "path"))
    {
      action->path = g_array_new (FALSE, FALSE, sizeof (guint));
      if (!read_city_list (loader, node, "path", action->path))
        return NULL;
    }

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      if (gmp_xml_is_element (child, "text"))
        action->text = get_text (child);
      else if (gmp_xml_is_element (child, "text2"))
        action->text2 = get_text (child);
      else if (gmp_xml_is_element (child, "text3"))
        action->text3 = get_text (child);
      else if (gmp_xml_is_element (child, "text4"))
        action->text4 = get_text (child);
    }

  return g_steal_pointer (&action);
}

/* The history (version 2): the position the actions start from, and every
 * action taken since, of which the first `done` lead to the scenario. */
static gboolean
load_history (Loader      *loader,
              xmlNode     *node,
              GmpScenario *scenario)
{
  guint done;

  if (!read_uint (loader, node, "done", 0, &done))
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
          ok = load_state_part (loader, child, scenario->start);
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
    return fail (loader, node, GMP_ERROR_INVALID, _("The history has no start"));
  if (done > scenario->actions->len)
    return fail (loader, node, GMP_ERROR_INVALID,
                 _("The history marks more actions done (%u) than it holds (%u)"),
                 done, scenario->actions->len);
  scenario->n_done = done;
  return TRUE;
}

static GmpScenario *
load_document (xmlDoc      *doc,
               const char  *file,
               guint        version,
               gboolean     rules_unchecked,
               GError     **error)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *board_id = NULL;
  xmlNode *root = xmlDocGetRootElement (doc);
  Loader loader = { 0, };

  loader.file = file;
  loader.version = version;
  loader.error = error;
  /* A draft keeps its rules problems on purpose, for the editor to show
   * and mend: only its structure is checked (its history's start too) */
  loader.draft = read_bool (root, "draft");
  loader.rules_unchecked = rules_unchecked || loader.draft;

  board_id = get_attr (root, "board");
  board = gmp_board_lookup (board_id, &local_error);
  if (board == NULL && g_error_matches (local_error, GMP_ERROR, GMP_ERROR_UNKNOWN_BOARD))
    {
      g_autofree char *folder = g_build_filename (g_get_user_data_dir (), "ginormopod", "boards",
                                                  NULL);

      fail (&loader, root, GMP_ERROR_UNKNOWN_BOARD,
            _("This game is played on the board “%s”, which is not installed: put its file "
              "%s.xml in %s"), board_id, board_id, folder);
      return NULL;
    }
  if (board == NULL)
    {
      fail (&loader, root, local_error->domain == GMP_ERROR
                           ? (GmpError) local_error->code : GMP_ERROR_UNKNOWN_BOARD,
            "%s", local_error->message);
      return NULL;
    }
  loader.board = board;

  scenario = gmp_scenario_new (gmp_state_new (board));
  scenario->draft = read_bool (root, "draft");
  if (!load_state_part (&loader, root, scenario))
    return NULL;

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    if (gmp_xml_is_element (node, "history") && !load_history (&loader, node, scenario))
      return NULL;

  return g_steal_pointer (&scenario);
}

/* Refuses a file of a newer format before its schema would call it broken,
 * and gives the version of the others (the schema checks it). */
static gboolean
read_version (xmlDoc      *doc,
              const char  *file,
              guint       *version,
              GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *text = NULL;
  guint64 number = 0;
  gboolean digits;

  *version = 0;
  if (!gmp_xml_is_element (root, "scenario"))
    return TRUE;
  text = get_attr (root, "version");
  digits = text != NULL && *text != '\0';
  for (const char *p = text; digits && *p != '\0'; p++)
    digits = g_ascii_isdigit (*p);
  if (!digits)
    return TRUE;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXUINT, &number, NULL)
      || number > SCENARIO_VERSION)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_SCHEMA,
                   _("%s was made by a newer version of the app (file format %s; this "
                     "version reads up to %d)"), file, text, SCENARIO_VERSION);
      return FALSE;
    }
  *version = (guint) number;
  return TRUE;
}

static gboolean
is_board_id (const char *id)
{
  if (id == NULL || *id == '\0')
    return FALSE;
  for (const char *p = id; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '-')
      return FALSE;
  return TRUE;
}

static gboolean
fail_before_schema (xmlNode     *node,
                    const char  *file,
                    GError     **error,
                    const char  *message)
{
  g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, "%s:%ld: %s", file,
               xmlGetLineNo (node), message);
  return FALSE;
}

/* What the schema would only call "not the file format": the board's id (a
 * path such as "../x" is never one, and never becomes a file name), and a
 * version 1 snapshot's digits (Rules note 39) */
static gboolean
check_before_schema (xmlDoc      *doc,
                     const char  *file,
                     guint        version,
                     GError     **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *board_id = NULL;

  if (!gmp_xml_is_element (root, "scenario"))
    return TRUE;

  board_id = get_attr (root, "board");
  if (board_id != NULL && !is_board_id (board_id))
    {
      g_autofree char *message =
        g_strdup_printf (_("board=\"%s\" is not a board id: a scenario names its board by "
                           "id (lowercase letters, digits and “-”, such as “%s”), never by a "
                           "file or a path"), board_id, GMP_DEFAULT_BOARD_ID);

      return fail_before_schema (root, file, error, message);
    }

  if (version != 1)
    return TRUE;
  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      if (!gmp_xml_is_element (node, "activation"))
        continue;
      for (xmlNode *child = node->children; child != NULL; child = child->next)
        {
          g_autofree char *text = NULL;

          if (!gmp_xml_is_element (child, "snapshot"))
            continue;
          text = get_text (child);
          for (const char *p = text; *p != '\0'; p++)
            if (*p < '0' || *p > '3')
              return fail_before_schema (child, file, error,
                                         _("The snapshot of enemy cities holds one digit "
                                           "0 to 3 per city (Rules note 39)"));
        }
    }
  return TRUE;
}

/* The define of data/schema/scenario.rng that each element of a file of
 * this version follows, or NULL when the schema writes it inline */
static const char *
define_of (const xmlNode *node,
           guint          version)
{
  static const struct {
    const char *element;
    const char *v1;
    const char *v2;
  } defines[] = {
    { "setup", "setup", "setup" },
    { "turn", "turn", "turn" },
    { "pending-move", "pending-move", "pending-move" },
    { "fx-mp", "fx-mp", "fx-mp" },
    { "allied-nation", "allied-nation", "allied-nation" },
    { "result", "result", "result" },
    { "units", "units", "units" },
    { "unit", "unit", "unit" },
    { "forts", "forts", "forts" },
    { "chits", "chits", "chits" },
    { "danger", "danger", "danger" },
    { "log", "log-v1", "log-v2" },
    { "activation", "activation-v1", "activation-v2" },
    { "history", NULL, "history" },
    { "action", NULL, "action" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (defines); i++)
    if (gmp_xml_is_element ((xmlNode *) node, defines[i].element))
      return version == 1 ? defines[i].v1 : defines[i].v2;
  return NULL;
}

/* The deepest part of node that fails the schema on its own, in document
 * order: its error, which names its line and element, in *error. FALSE
 * when every part passes alone (the fault is in how they are put
 * together, which the whole file's error says). */
static gboolean
locate_schema_error (xmlNode     *node,
                     const char  *display_name,
                     guint        version,
                     GError     **error)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      const char *define;

      if (child->type != XML_ELEMENT_NODE)
        continue;
      define = define_of (child, version);
      if (define != NULL)
        {
          g_autoptr(GError) part_error = NULL;

          if (gmp_xml_validate_part (child, display_name, "scenario.rng", define, &part_error))
            continue;
          if (!locate_schema_error (child, display_name, version, error))
            g_propagate_error (error, g_steal_pointer (&part_error));
          return TRUE;
        }
      /* A history's <start> holds a state, as the root does */
      if (locate_schema_error (child, display_name, version, error))
        return TRUE;
    }
  return FALSE;
}

/* A safe read, the format version, then the schema */
static xmlDoc *
parse_scenario (GBytes      *bytes,
                const char  *display_name,
                guint       *version,
                GError     **error)
{
  g_autoptr(xmlDoc) doc = gmp_xml_parse (bytes, display_name, NULL, error);
  g_autoptr(GError) schema_error = NULL;

  if (doc == NULL
      || !read_version (doc, display_name, version, error)
      || !check_before_schema (doc, display_name, *version, error))
    return NULL;
  if (!gmp_xml_validate (doc, display_name, "scenario.rng", &schema_error))
    {
      /* libxml2 blames the root for an error inside an optional part:
       * the part that fails alone says where it is (issue 19) */
      if (g_error_matches (schema_error, GMP_ERROR, GMP_ERROR_SCHEMA)
          && locate_schema_error (xmlDocGetRootElement (doc), display_name, *version, error))
        return NULL;
      g_propagate_error (error, g_steal_pointer (&schema_error));
      return NULL;
    }
  return g_steal_pointer (&doc);
}

GmpScenario *
gmp_scenario_load_bytes (GBytes      *bytes,
                         const char  *display_name,
                         GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  guint version;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  doc = parse_scenario (bytes, display_name, &version, error);
  if (doc == NULL)
    return NULL;

  return load_document (doc, display_name, version, FALSE, error);
}

GmpScenario *
gmp_scenario_load_bytes_unchecked (GBytes      *bytes,
                                   const char  *display_name,
                                   GError     **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  guint version;

  g_return_val_if_fail (bytes != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (display_name == NULL)
    display_name = _("(unnamed)");

  doc = parse_scenario (bytes, display_name, &version, error);
  if (doc == NULL)
    return NULL;

  return load_document (doc, display_name, version, TRUE, error);
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
  if (unit->stopped_turn)
    write_attr (writer, "stopped-turn", "true");
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

/* "CHI NYC": the cities whose indices are given */
static void
write_city_list (xmlTextWriter  *writer,
                 const GmpBoard *board,
                 const char     *name,
                 const guint    *cities,
                 guint           n_cities)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n_cities; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, board->cities[cities[i]].id);
    }
  write_attr (writer, name, text->str);
}

/* Rules note 14: the cities enemy to each side when the activation began,
 * by id (the others were enemy to nobody) */
static void
write_snapshot (xmlTextWriter  *writer,
                const GmpState *state)
{
  const GmpBoard *board = state->board;
  g_autofree guint *cities = g_new (guint, MAX (board->n_cities, 1));

  start (writer, "snapshot");
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      guint n = 0;

      for (guint i = 0; i < board->n_cities; i++)
        if (state->enemy_at_start[i] & (1u << side))
          cities[n++] = i;
      if (n > 0)
        write_city_list (writer, board, snapshot_attributes[side], cities, n);
    }
  end (writer);
}

/* The combat's decisions, each named as its question asks it (a city by
 * id, a displacement as unit and city): the questions come from replaying
 * the combat with the decisions before it */
static void
write_combat_answers (xmlTextWriter  *writer,
                      const GmpState *state)
{
  g_autoptr(GmpState) work = gmp_state_copy (state);
  g_autoptr(GString) text = g_string_new (NULL);

  g_array_set_size (work->combat_answers, 0);
  for (guint i = 0; i < state->combat_answers->len; i++)
    {
      int answer = g_array_index (state->combat_answers, int, i);
      g_autoptr(GmpQuestion) question = gmp_turn_get_question (work);
      g_autofree char *token = combat_answer_to_token (state->board, question->kind, answer);

      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, token);
      g_array_append_val (work->combat_answers, answer);
    }
  write_ints (writer, "answers", text);
}

static void
write_activation (xmlTextWriter  *writer,
                  const GmpState *state)
{
  const GmpBoard *board = state->board;

  start (writer, "activation");
  if (state->enemy_at_start != NULL)
    write_snapshot (writer, state);
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
      if (state->combat_answers->len > 0)
        write_combat_answers (writer, state);
      end (writer);
    }
  end (writer);
}

static void
write_log (xmlTextWriter  *writer,
           const GmpBoard *board,
           const GmpLog   *log)
{
  start (writer, "log");
  for (guint i = 0; i < gmp_log_get_n_entries (log); i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);
      g_autofree char *params = gmp_log_entry_params_to_string (entry, board);

      start (writer, "entry");
      write_uint (writer, "turn", entry->turn);
      write_attr (writer, "phase", gmp_phase_to_string (entry->phase));
      write_attr (writer, "kind", gmp_log_kind_to_string (entry->kind));
      if (*params != '\0')
        write_attr (writer, "params", params);
      if (entry->n_dice > 0)
        {
          g_autofree char *dice = gmp_log_entry_dice_to_string (entry);

          write_attr (writer, "dice", dice);
        }
      end (writer);
    }
  end (writer);
}

/* The state part of a scenario, the same in the root and in a history's
 * <start>: metadata, the state and the log */
static void
write_state_part (xmlTextWriter     *writer,
                  const GmpScenario *scenario)
{
  const GmpState *state = scenario->state;
  const GmpBoard *board = state->board;

  /* An attribute of the element the part is in, written before any child */
  if (scenario->language != NULL && *scenario->language != '\0')
    write_attr (writer, "language", scenario->language);

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
    write_log (writer, board, scenario->log);
}

static void
write_int (xmlTextWriter *writer,
           const char    *name,
           int            value)
{
  char buffer[16];

  g_snprintf (buffer, sizeof buffer, "%d", value);
  write_attr (writer, name, buffer);
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
    write_attr (writer, "place", name);
  else
    write_int (writer, "place", action->place);
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
  write_attr (writer, "record", text->str);
}

/* Every field away from gmp_action_new()'s defaults, board items by id
 * (gmp_scenario_check_saveable() checked they are the board's) */
static void
write_action (xmlTextWriter   *writer,
              const GmpBoard  *board,
              const GmpAction *action)
{
  const char *special = action->kind == GMP_ACTION_ANSWER ? special_answer_name (action->value)
                                                          : NULL;

  start (writer, "action");
  write_attr (writer, "kind", gmp_action_kind_to_string (action->kind));
  if (special != NULL)
    write_attr (writer, "value", special);
  else if (action->value != 0)
    write_int (writer, "value", action->value);
  if (action->unit != GMP_NONE)
    write_int (writer, "unit", action->unit);
  if (action->city != GMP_NONE)
    write_attr (writer, "city", board->cities[action->city].id);
  if (action->fort != GMP_NONE)
    write_attr (writer, "fort", board->cities[board->forts[action->fort].city].id);
  if (action->chit != GMP_NONE)
    write_attr (writer, "chit", board->chits[action->chit].id);
  if (action->type != GMP_NONE)
    write_attr (writer, "type", board->unit_types[action->type].id);
  if (action->formation != GMP_NONE)
    write_attr (writer, "formation", board->formations[action->formation].id);
  if (action->place != 0)
    write_action_place (writer, action);
  if (action->turn != 0)
    write_uint (writer, "turn", action->turn);
  if (action->flag)
    write_attr (writer, "flag", "true");
  if (action->units != NULL)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      for (guint i = 0; i < action->units->len; i++)
        g_string_append_printf (text, i > 0 ? " %u" : "%u",
                                g_array_index (action->units, guint, i));
      write_attr (writer, "units", text->str);
    }
  if (action->path != NULL)
    write_city_list (writer, board, "path", (const guint *) (gpointer) action->path->data,
                     action->path->len);
  if (action->record != NULL)
    write_record (writer, action->record);
  if (action->text != NULL)
    write_text_element (writer, "text", action->text);
  if (action->text2 != NULL)
    write_text_element (writer, "text2", action->text2);
  if (action->text3 != NULL)
    write_text_element (writer, "text3", action->text3);
  if (action->text4 != NULL)
    write_text_element (writer, "text4", action->text4);
  end (writer);
}

static void
write_history (xmlTextWriter     *writer,
               const GmpScenario *scenario)
{
  const GmpBoard *board = scenario->start->state->board;

  start (writer, "history");
  write_uint (writer, "done", scenario->n_done);
  start (writer, "start");
  write_state_part (writer, scenario->start);
  end (writer);
  for (guint i = 0; scenario->actions != NULL && i < scenario->actions->len; i++)
    write_action (writer, board, g_ptr_array_index (scenario->actions, i));
  end (writer);
}

static void
write_scenario (xmlTextWriter     *writer,
                const GmpScenario *scenario)
{
  xmlTextWriterStartDocument (writer, NULL, "UTF-8", NULL);
  start (writer, "scenario");
  write_uint (writer, "version", SCENARIO_VERSION);
  write_attr (writer, "board", scenario->state->board->id);
  if (scenario->draft)
    write_attr (writer, "draft", "true");
  write_state_part (writer, scenario);
  if (scenario->start != NULL)
    write_history (writer, scenario);
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

/* A log that loads back: its entries name what the board has */
static gboolean
check_log (const GmpLog    *log,
           const GmpBoard  *board,
           GError         **error)
{
  for (guint i = 0; log != NULL && i < gmp_log_get_n_entries (log); i++)
    if (!gmp_log_entry_check (gmp_log_get_entry (log, i), board, error))
      return FALSE;
  return TRUE;
}

static gboolean
check_history (const GmpScenario  *scenario,
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
  /* The start's rules are not the file's to keep (load_history()) */
  if (!check_log (scenario->start->log, board, error))
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
                       "formation that the board “%s” does not have"), i + 1, board->id);
        return FALSE;
      }
  return TRUE;
}

/* A draft keeps its problems, but only what the format can write: a
 * <result> has both a winner and a reason (the schema says so) */
static gboolean
check_draft_writable (const GmpState  *state,
                      GError         **error)
{
  if ((state->winner == GMP_WINNER_NONE) != (state->end_reason == GMP_END_NONE))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("A game that is over needs a winner and a reason, "
                             "and only a game that is over has them"));
      return FALSE;
    }
  return TRUE;
}

gboolean
gmp_scenario_check_saveable (const GmpScenario  *scenario,
                             GError            **error)
{
  g_return_val_if_fail (scenario != NULL && scenario->state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return (scenario->draft ? check_draft_writable (scenario->state, error)
                          : check_rules_for_file (scenario->state, error))
         && check_log (scenario->log, scenario->state->board, error)
         && (scenario->start == NULL || check_history (scenario, error));
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

  /* Written beside it and renamed over the old one, keeping its
   * permissions and links, locked against another save (gmp-file.h) */
  if (!gmp_file_replace_contents (path, data, length, &local_error))
    {
      g_autofree char *display_name = g_filename_display_name (path);

      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot save “%s”: %s"), display_name, local_error->message);
      return FALSE;
    }

  return TRUE;
}
