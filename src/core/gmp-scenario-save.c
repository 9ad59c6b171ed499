/* gmp-scenario-save.c: saving a .gmpscenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saving writes every part in a fixed order, so that save -> load -> save
 * gives the same bytes, and refuses what could not be loaded back.
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-file.h"
#include "gmp-scenario-format.h"
#include "gmp-scenario-writer.h"

static void
write_unit (xmlTextWriter  *writer,
            const GmpBoard *board,
            const GmpUnit  *unit)
{
  const GmpUnitType *type = &board->unit_types[unit->type];

  _gmp_scenario_start_element (writer, "unit");
  _gmp_scenario_write_attr (writer, "type", type->id);
  if (unit->formation != GMP_NONE)
    _gmp_scenario_write_attr (writer, "formation", board->formations[unit->formation].id);
  if (unit->place != GMP_PLACE_MAP)
    _gmp_scenario_write_attr (writer, "place", gmp_place_to_string (unit->place));
  if (unit->place == GMP_PLACE_MAP && unit->city != GMP_NONE)
    _gmp_scenario_write_attr (writer, "city", board->cities[unit->city].id);
  if (unit->turn != 0)
    _gmp_scenario_write_uint (writer, "turn", unit->turn);
  if (unit->reduced)
    _gmp_scenario_write_attr (writer, "reduced", "true");
  if (type->guard)
    {
      switch (unit->guard_value)
        {
        case GMP_GUARD_UNKNOWN:
          _gmp_scenario_write_attr (writer, "guard", "unknown");
          break;
        case GMP_GUARD_DRAW:
          _gmp_scenario_write_attr (writer, "guard", "draw");
          break;
        case GMP_GUARD_BLANK:
          _gmp_scenario_write_attr (writer, "guard", "blank");
          break;
        default:
          _gmp_scenario_write_uint (writer, "guard", (guint) unit->guard_value);
          break;
        }
      if (unit->revealed)
        _gmp_scenario_write_attr (writer, "revealed", "true");
    }
  if (unit->moved_from != GMP_NONE)
    _gmp_scenario_write_attr (writer, "moved-from", board->cities[unit->moved_from].id);
  if (unit->mp_used != 0)
    _gmp_scenario_write_uint (writer, "mp-used", unit->mp_used);
  if (unit->moved)
    _gmp_scenario_write_attr (writer, "moved", "true");
  if (unit->stopped)
    _gmp_scenario_write_attr (writer, "stopped", "true");
  if (unit->stopped_turn)
    _gmp_scenario_write_attr (writer, "stopped-turn", "true");
  if (unit->retreated_in)
    _gmp_scenario_write_attr (writer, "retreated-in", "true");
  if (unit->advanced)
    _gmp_scenario_write_attr (writer, "advanced", "true");
  if (unit->pending_move)
    _gmp_scenario_write_attr (writer, "pending-move", "true");
  _gmp_scenario_end_element (writer);
}

static void
write_fx_choice (xmlTextWriter  *writer,
                 const GmpBoard *board,
                 const char     *name,
                 int             fx)
{
  if (fx == GMP_ANSWER_PASS)
    _gmp_scenario_write_attr (writer, name, "pass");
  else if (fx >= 0)
    _gmp_scenario_write_attr (writer, name, board->chits[fx].id);
}

/* Rules note 14: the cities enemy to each side when the activation began,
 * by id (the others were enemy to nobody) */
static void
write_snapshot (xmlTextWriter  *writer,
                const GmpState *state)
{
  const GmpBoard *board = state->board;
  g_autofree guint *cities = g_new (guint, MAX (board->n_cities, 1));

  _gmp_scenario_start_element (writer, "snapshot");
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      guint n = 0;

      for (guint i = 0; i < board->n_cities; i++)
        if (state->enemy_at_start[i] & (1u << side))
          cities[n++] = i;
      if (n > 0)
        _gmp_scenario_write_city_list (writer, board, _gmp_scenario_snapshot_attributes[side],
                                       cities, n);
    }
  _gmp_scenario_end_element (writer);
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
      g_autofree char *token = _gmp_scenario_combat_answer_to_token (state->board, question->kind,
                                                                     answer);

      if (i > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, token);
      g_array_append_val (work->combat_answers, answer);
    }
  _gmp_scenario_write_ints (writer, "answers", text);
}

static void
write_activation (xmlTextWriter  *writer,
                  const GmpState *state)
{
  const GmpBoard *board = state->board;

  _gmp_scenario_start_element (writer, "activation");
  if (state->enemy_at_start != NULL)
    write_snapshot (writer, state);
  for (guint i = 0; i < board->n_cities; i++)
    if (state->combat_done[i])
      {
        _gmp_scenario_start_element (writer, "combat-done");
        _gmp_scenario_write_attr (writer, "city", board->cities[i].id);
        _gmp_scenario_end_element (writer);
      }
  for (guint f = 0; f < board->n_forts; f++)
    {
      int choice = state->fort_choice[f];

      if (choice == GMP_FORT_CHOICE_NONE)
        continue;
      _gmp_scenario_start_element (writer, "fort-choice");
      _gmp_scenario_write_attr (writer, "city", board->cities[board->forts[f].city].id);
      _gmp_scenario_write_attr (writer, "choice",
                                choice == GMP_FORT_OPTION_FULL_ATTACK ? "full-attack"
                                : choice == GMP_FORT_OPTION_BARRAGE ? "barrage"
                                : choice == GMP_FORT_OPTION_WITHDRAWAL ? "withdrawal"
                                : choice >= GMP_FORT_CHOICE_SORTIE_BASE ? "sortie" : "pass");
      if (choice >= GMP_FORT_CHOICE_SORTIE_BASE)
        _gmp_scenario_write_attr (writer, "target",
                                  board->cities[choice - GMP_FORT_CHOICE_SORTIE_BASE].id);
      _gmp_scenario_end_element (writer);
    }
  if (state->combat_city != GMP_NONE)
    {
      g_autoptr(GString) text = g_string_new (NULL);

      _gmp_scenario_start_element (writer, "combat");
      _gmp_scenario_write_attr (writer, "city", board->cities[state->combat_city].id);
      write_fx_choice (writer, board, "fx-swarm", state->combat_fx[GMP_SIDE_SWARM]);
      write_fx_choice (writer, board, "fx-humans", state->combat_fx[GMP_SIDE_HUMANS]);
      if (state->combat_rolled)
        _gmp_scenario_write_attr (writer, "rolled", "true");
      for (guint i = 0; i < state->combat_dice->len; i++)
        g_string_append_printf (text, i > 0 ? " %u" : "%u",
                                g_array_index (state->combat_dice, guint8, i));
      if (text->len > 0)
        _gmp_scenario_write_ints (writer, "dice", text);
      if (state->combat_answers->len > 0)
        write_combat_answers (writer, state);
      _gmp_scenario_end_element (writer);
    }
  _gmp_scenario_end_element (writer);
}

static void
write_log (xmlTextWriter  *writer,
           const GmpBoard *board,
           const GmpLog   *log)
{
  _gmp_scenario_start_element (writer, "log");
  for (guint i = 0; i < gmp_log_get_n_entries (log); i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i);
      g_autofree char *params = gmp_log_entry_params_to_string (entry, board);

      _gmp_scenario_start_element (writer, "entry");
      _gmp_scenario_write_uint (writer, "turn", entry->turn);
      _gmp_scenario_write_attr (writer, "phase", gmp_phase_to_string (entry->phase));
      _gmp_scenario_write_attr (writer, "kind", gmp_log_kind_to_string (entry->kind));
      if (*params != '\0')
        _gmp_scenario_write_attr (writer, "params", params);
      if (entry->n_dice > 0)
        {
          g_autofree char *dice = gmp_log_entry_dice_to_string (entry);

          _gmp_scenario_write_attr (writer, "dice", dice);
        }
      _gmp_scenario_end_element (writer);
    }
  _gmp_scenario_end_element (writer);
}

/* Where the game stands: turn, phase, step, and the formations activated */
static void
write_turn (xmlTextWriter  *writer,
            const GmpState *state)
{
  const GmpBoard *board = state->board;

  _gmp_scenario_start_element (writer, "turn");
  _gmp_scenario_write_uint (writer, "number", state->turn);
  _gmp_scenario_write_attr (writer, "phase", gmp_phase_to_string (state->phase));
  _gmp_scenario_write_uint (writer, "step", state->step);
  if (state->ends_drawn != 0)
    _gmp_scenario_write_uint (writer, "ends-drawn", state->ends_drawn);
  if (state->active_formation != GMP_NONE)
    _gmp_scenario_write_attr (writer, "active", board->formations[state->active_formation].id);
  for (guint f = 0; f < board->n_formations && f < 32; f++)
    {
      if (state->activated & (1u << f))
        {
          _gmp_scenario_start_element (writer, "activated");
          _gmp_scenario_write_attr (writer, "formation", board->formations[f].id);
          _gmp_scenario_end_element (writer);
        }
    }
  _gmp_scenario_end_element (writer);
}

/* A move that waits to go on (Rules note 9) */
static void
write_pending_move (xmlTextWriter  *writer,
                    const GmpState *state)
{
  const GmpBoard *board = state->board;

  _gmp_scenario_start_element (writer, "pending-move");
  _gmp_scenario_write_attr (writer, "city", board->cities[state->move_pending_city].id);
  if (state->move_pending_to != GMP_NONE)
    _gmp_scenario_write_attr (writer, "to", board->cities[state->move_pending_to].id);
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
      _gmp_scenario_write_attr (writer, "path", path->str);
    }
  _gmp_scenario_end_element (writer);
}

/* The state part of a scenario, the same in the root and in a history's
 * <start>: metadata, the state and the log */
void
_gmp_scenario_write_state_part (xmlTextWriter     *writer,
                                const GmpScenario *scenario)
{
  const GmpState *state = scenario->state;
  const GmpBoard *board = state->board;

  /* An attribute of the element the part is in, written before any child */
  if (scenario->language != NULL && *scenario->language != '\0')
    _gmp_scenario_write_attr (writer, "language", scenario->language);

  _gmp_scenario_write_text_element (writer, "title", scenario->title);
  if (scenario->author != NULL && *scenario->author != '\0')
    _gmp_scenario_write_text_element (writer, "author", scenario->author);
  if (scenario->description != NULL && *scenario->description != '\0')
    _gmp_scenario_write_text_element (writer, "description", scenario->description);

  _gmp_scenario_start_element (writer, "setup");
  _gmp_scenario_write_attr (writer, "roll-guards",
                            scenario->roll_guards_at_start ? "true" : "false");
  _gmp_scenario_end_element (writer);

  write_turn (writer, state);

  if (state->move_pending)
    write_pending_move (writer, state);

  if (state->enemy_at_start != NULL || state->combat_city != GMP_NONE
      || memchr (state->combat_done, 1, MAX (board->n_cities, 1)) != NULL)
    write_activation (writer, state);

  if (state->fx_mp > 0)
    {
      _gmp_scenario_start_element (writer, "fx-mp");
      _gmp_scenario_write_uint (writer, "mp", state->fx_mp);
      _gmp_scenario_write_attr (writer, "formation", board->formations[state->fx_mp_formation].id);
      _gmp_scenario_end_element (writer);
    }

  if (state->allied_nation != GMP_NONE)
    {
      _gmp_scenario_start_element (writer, "allied-nation");
      _gmp_scenario_write_attr (writer, "formation", board->formations[state->allied_nation].id);
      _gmp_scenario_end_element (writer);
    }

  /* The schema needs both: gmp_scenario_save_file() refuses a winner
   * without a reason, and this never writes half a <result>. */
  if (state->winner != GMP_WINNER_NONE && state->end_reason != GMP_END_NONE)
    {
      _gmp_scenario_start_element (writer, "result");
      _gmp_scenario_write_attr (writer, "winner", _gmp_scenario_winner_ids[state->winner]);
      _gmp_scenario_write_attr (writer, "reason", _gmp_scenario_end_reason_ids[state->end_reason]);
      _gmp_scenario_end_element (writer);
    }

  _gmp_scenario_start_element (writer, "units");
  for (guint i = 0; i < state->units->len; i++)
    write_unit (writer, board, &g_array_index (state->units, GmpUnit, i));
  _gmp_scenario_end_element (writer);

  _gmp_scenario_start_element (writer, "forts");
  for (guint i = 0; i < board->n_forts; i++)
    {
      _gmp_scenario_start_element (writer, "fort");
      _gmp_scenario_write_attr (writer, "city", board->cities[board->forts[i].city].id);
      _gmp_scenario_write_uint (writer, "strength", state->fort_strength[i]);
      _gmp_scenario_end_element (writer);
    }
  _gmp_scenario_end_element (writer);

  _gmp_scenario_start_element (writer, "chits");
  for (guint i = 0; i < board->n_chits; i++)
    {
      _gmp_scenario_start_element (writer, "chit");
      _gmp_scenario_write_attr (writer, "id", board->chits[i].id);
      _gmp_scenario_write_attr (writer, "place", gmp_chit_place_to_string (state->chits[i].place));
      if (state->chits[i].place == GMP_CHIT_ON_TIME_TRACK)
        _gmp_scenario_write_uint (writer, "turn", state->chits[i].turn);
      _gmp_scenario_end_element (writer);
    }
  _gmp_scenario_end_element (writer);

  _gmp_scenario_start_element (writer, "danger");
  _gmp_scenario_write_uint (writer, "space", state->danger_space);
  if (state->danger_face != GMP_NONE)
    _gmp_scenario_write_attr (writer, "face", board->chits[state->danger_face].id);
  _gmp_scenario_end_element (writer);

  if (scenario->log != NULL)
    write_log (writer, board, scenario->log);
}

static void
write_scenario (xmlTextWriter     *writer,
                const GmpScenario *scenario)
{
  xmlTextWriterStartDocument (writer, NULL, "UTF-8", NULL);
  _gmp_scenario_start_element (writer, "scenario");
  _gmp_scenario_write_uint (writer, "version", GMP_SCENARIO_VERSION);
  _gmp_scenario_write_attr (writer, "board", scenario->state->board->id);
  if (scenario->draft)
    _gmp_scenario_write_attr (writer, "draft", "true");
  _gmp_scenario_write_state_part (writer, scenario);
  /* Who the computer plays, so that a solo game goes on as it was */
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (!scenario->computer[side])
        continue;
      _gmp_scenario_start_element (writer, "computer");
      _gmp_scenario_write_attr (writer, "side", gmp_side_to_string (side));
      _gmp_scenario_write_attr (writer, "level",
                                gmp_player_level_to_string (scenario->computer_level[side]));
      _gmp_scenario_end_element (writer);
    }
  if (scenario->start != NULL)
    _gmp_scenario_write_history (writer, scenario);
  _gmp_scenario_end_element (writer);
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
                          : _gmp_scenario_check_rules (scenario->state, error))
         && _gmp_scenario_check_log (scenario->log, scenario->state->board, error)
         && (scenario->start == NULL || _gmp_scenario_check_history (scenario, error));
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
