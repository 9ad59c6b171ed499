/* gmp-edit.c: the editor's and the referee's changes to a scenario
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-correction.h"
#include "gmp-edit.h"
#include "gmp-error.h"
#include "gmp-movement.h"

/* An index into one of the board's (or the state's) lists; message is a
 * literal sentence with one %d, the index asked for. A macro, so the
 * compiler checks each message's format. */
#define CHECK_INDEX(index, n, message, error)                                   \
  (((index) >= 0 && (guint) (index) < (n))                                      \
   || (g_set_error ((error), GMP_ERROR, GMP_ERROR_USAGE, (message), (index)), FALSE))

static gboolean
check_city (const GmpState *state,
            int             city,
            GError        **error)
{
  return CHECK_INDEX (city, state->board->n_cities, _("There is no city %d on the board"), error);
}

static gboolean
check_unit (const GmpState *state,
            int             unit,
            GError        **error)
{
  return CHECK_INDEX (unit, gmp_state_n_units (state), _("There is no unit %d"), error);
}

/* A Guard's hidden side: blank, a value of the pool, unknown, or drawn at
 * the start (rules notes 3, 36). */
static gboolean
check_guard_value (const GmpState *state,
                   int             value,
                   GError        **error)
{
  if (value == GMP_GUARD_UNKNOWN || value == GMP_GUARD_DRAW || value == GMP_GUARD_BLANK)
    return TRUE;
  for (guint i = 0; i < state->board->n_guard_pool; i++)
    if (state->board->guard_pool[i] == value)
      return TRUE;
  g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
               _("No Guard counter shows %d (Rules note 36)"), value);
  return FALSE;
}

/* Edits that renumber or move units would leave a move or a combat under
 * way pointing at the wrong counters: they wait until it is over. */
static gboolean
check_nothing_under_way (const GmpState *state,
                         GError        **error)
{
  if (state->move_pending || state->combat_city >= 0)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("Finish the move or the Combat under way first"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
place_unit (GmpScenario      *scenario,
            const GmpAction  *action,
            GError          **error)
{
  GmpState *state = scenario->state;
  const GmpBoard *board = state->board;
  const GmpUnitType *type;
  GmpUnit *unit;
  guint id;

  if (!CHECK_INDEX (action->type, board->n_unit_types,
                    _("There is no unit type %d on the board"), error)
      || !check_city (state, action->city, error))
    return FALSE;
  type = &board->unit_types[action->type];
  if (type->guard)
    {
      if (!check_guard_value (state, action->value, error))
        return FALSE;
    }
  else if (!CHECK_INDEX (action->formation, board->n_formations,
                         _("There is no Formation %d on the board"), error))
    return FALSE;
  else if (board->formations[action->formation].side != type->side)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("A %s cannot belong to %s: they fight on different sides"),
                   type->name, board->formations[action->formation].name);
      return FALSE;
    }

  id = gmp_state_add_unit (state, (guint) action->type, type->guard ? GMP_NONE : action->formation,
                           action->city);
  unit = gmp_state_get_unit (state, id);
  if (type->guard)
    {
      unit->guard_value = (gint8) action->value;
      unit->revealed = action->flag;
    }
  return TRUE;
}

/* A unit the log never named leaves the scenario; one the game has already
 * used is eliminated instead, so the log keeps naming the right counters.
 * So is one whose removal the log is about to name (a correction). */
static gboolean
remove_unit (GmpScenario      *scenario,
             const GmpAction  *action,
             GError          **error)
{
  GmpState *state = scenario->state;
  GmpUnit *unit;

  if (!check_unit (state, action->unit, error) || !check_nothing_under_way (state, error))
    return FALSE;
  unit = gmp_state_get_unit (state, (guint) action->unit);
  if (scenario->log != NULL
      && (gmp_log_get_n_entries (scenario->log) > 0 || gmp_correction_is_logged (scenario, action)))
    {
      unit->place = GMP_PLACE_ELIMINATED;
      unit->city = GMP_NONE;
      return TRUE;
    }
  g_array_remove_index (state->units, (guint) action->unit);
  return TRUE;
}

static gboolean
set_unit (GmpScenario      *scenario,
          const GmpAction  *action,
          GError          **error)
{
  GmpState *state = scenario->state;
  const GmpUnitType *type;
  GmpUnit *unit;

  if (!check_unit (state, action->unit, error) || !check_nothing_under_way (state, error))
    return FALSE;
  unit = gmp_state_get_unit (state, (guint) action->unit);
  type = &state->board->unit_types[unit->type];
  if (action->city != GMP_NONE)
    {
      if (!check_city (state, action->city, error))
        return FALSE;
    }
  else if (action->place <= GMP_PLACE_MAP || action->place > GMP_PLACE_ELIMINATED)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE,
                           _("A unit off the map needs a place: reserve, Time Track, "
                             "returning or eliminated"));
      return FALSE;
    }
  if (action->place == GMP_PLACE_TIME_TRACK
      && (action->turn < 1 || action->turn > state->board->rules.turns))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("The Time Track has turns 1 to %u"), state->board->rules.turns);
      return FALSE;
    }
  if (action->value != 0 && !type->has_reduced)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("A %s has no reduced side"), type->name);
      return FALSE;
    }

  unit->city = action->city;
  unit->place = action->city != GMP_NONE ? GMP_PLACE_MAP : (GmpPlace) action->place;
  unit->turn = unit->place == GMP_PLACE_TIME_TRACK ? action->turn : 0;
  unit->reduced = action->value != 0;
  return TRUE;
}

static gboolean
set_guard (GmpScenario      *scenario,
           const GmpAction  *action,
           GError          **error)
{
  GmpState *state = scenario->state;
  GmpUnit *unit;

  if (!check_unit (state, action->unit, error))
    return FALSE;
  unit = gmp_state_get_unit (state, (guint) action->unit);
  if (!state->board->unit_types[unit->type].guard)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("Unit %d is not a Guard"), action->unit);
      return FALSE;
    }
  if (!check_guard_value (state, action->value, error))
    return FALSE;
  if (action->flag && action->value < GMP_GUARD_BLANK)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE,
                           _("A Guard flipped face up shows its value: blank or a die"));
      return FALSE;
    }
  unit->guard_value = (gint8) action->value;
  unit->revealed = action->flag;
  return TRUE;
}

static gboolean
set_fort (GmpScenario      *scenario,
          const GmpAction  *action,
          GError          **error)
{
  GmpState *state = scenario->state;
  const GmpFort *fort;

  if (!CHECK_INDEX (action->fort, state->board->n_forts,
                    _("There is no Fort %d on the board"), error))
    return FALSE;
  fort = &state->board->forts[action->fort];
  /* Above the Fort's own strength (rules note 19) is a problem the editor
   * shows, as a draft file keeps it; above what a combat can roll (rules
   * note 17) no file holds. */
  if (action->value < 0 || action->value > GMP_COMBAT_MAX_FORT_STRENGTH)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("The Fort in %s can have strength 0 (destroyed) to %u, its starting "
                     "strength (Rules note 19), and never more than %u, one die per strength "
                     "point (Rules note 17)"),
                   state->board->cities[fort->city].name, fort->strength,
                   GMP_COMBAT_MAX_FORT_STRENGTH);
      return FALSE;
    }
  state->fort_strength[action->fort] = (guint) action->value;
  return TRUE;
}

static gboolean
set_chit (GmpScenario      *scenario,
          const GmpAction  *action,
          GError          **error)
{
  GmpState *state = scenario->state;

  if (!CHECK_INDEX (action->chit, state->board->n_chits,
                    _("There is no chit %d on the board"), error))
    return FALSE;
  if (action->place < GMP_CHIT_IN_CUP || action->place > GMP_CHIT_REMOVED)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such place for a chit"));
      return FALSE;
    }
  if (action->place == GMP_CHIT_ON_TIME_TRACK
      && (action->turn < 1 || action->turn > state->board->rules.turns))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("The Time Track has turns 1 to %u"), state->board->rules.turns);
      return FALSE;
    }
  state->chits[action->chit].place = (GmpChitPlace) action->place;
  state->chits[action->chit].turn = action->place == GMP_CHIT_ON_TIME_TRACK ? action->turn : 0;
  return TRUE;
}

static gboolean
set_danger (GmpScenario      *scenario,
            const GmpAction  *action,
            GError          **error)
{
  GmpState *state = scenario->state;

  if (action->value < 0 || (guint) action->value >= state->board->n_danger)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("The Danger Track has spaces 1 to %u"), state->board->n_danger);
      return FALSE;
    }
  state->danger_space = (guint) action->value;
  return TRUE;
}

/* A new turn or phase starts at its beginning, with nothing under way
 * (rules note 39: edited scenarios start at a phase boundary). */
static gboolean
set_turn (GmpScenario      *scenario,
          const GmpAction  *action,
          GError          **error)
{
  GmpState *state = scenario->state;

  if (action->turn < 1 || action->turn > state->board->rules.turns)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("The game has turns 1 to %u"), state->board->rules.turns);
      return FALSE;
    }
  if (action->place < GMP_PHASE_SETUP || action->place > GMP_PHASE_FADE_OUT)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such phase"));
      return FALSE;
    }
  if (!check_nothing_under_way (state, error))
    return FALSE;

  state->turn = action->turn;
  state->phase = (GmpPhase) action->place;
  state->step = 0;
  state->active_formation = GMP_NONE;
  state->activated = 0;
  state->ends_drawn = 0;
  g_clear_pointer (&state->enemy_at_start, g_free);
  for (guint c = 0; c < state->board->n_cities; c++)
    state->combat_done[c] = 0;
  for (guint f = 0; f < state->board->n_forts; f++)
    state->fort_choice[f] = GMP_FORT_CHOICE_NONE;
  gmp_movement_reset_activation (state);
  return TRUE;
}

static void
set_text (char       **field,
          const char  *text)
{
  g_free (*field);
  *field = text != NULL && *text != '\0' ? g_strdup (text) : NULL;
}

/* A language tag as the scenario format takes it ("en", "pt-BR"): letters,
 * then subtags of letters and digits after hyphens (data/schema/scenario.rng) */
static gboolean
is_language_tag (const char *tag)
{
  guint n = 0;
  gboolean first = TRUE;

  for (const char *p = tag; ; p++)
    {
      if (*p == '-' || *p == '\0')
        {
          if ((first && n < 2) || n < 1 || n > 8)
            return FALSE;
          if (*p == '\0')
            return TRUE;
          first = FALSE;
          n = 0;
        }
      else if (g_ascii_isalpha (*p) || (!first && g_ascii_isdigit (*p)))
        n++;
      else
        return FALSE;
    }
}

static gboolean
set_metadata (GmpScenario      *scenario,
              const GmpAction  *action,
              GError          **error)
{
  if (action->text4 != NULL && *action->text4 != '\0' && !is_language_tag (action->text4))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("“%s” is not a language tag: write a language code such as “en” or "
                     "“pt-BR”"), action->text4);
      return FALSE;
    }
  set_text (&scenario->title, action->text);
  set_text (&scenario->author, action->text2);
  set_text (&scenario->description, action->text3);
  set_text (&scenario->language, action->text4);
  return TRUE;
}

static gboolean
apply (GmpScenario      *scenario,
       const GmpAction  *action,
       GError          **error)
{
  switch (action->kind)
    {
    case GMP_ACTION_PLACE_UNIT:
      return place_unit (scenario, action, error);
    case GMP_ACTION_REMOVE_UNIT:
      return remove_unit (scenario, action, error);
    case GMP_ACTION_SET_UNIT:
      return set_unit (scenario, action, error);
    case GMP_ACTION_SET_GUARD:
      return set_guard (scenario, action, error);
    case GMP_ACTION_SET_FORT:
      return set_fort (scenario, action, error);
    case GMP_ACTION_SET_CHIT:
      return set_chit (scenario, action, error);
    case GMP_ACTION_SET_DANGER:
      return set_danger (scenario, action, error);
    case GMP_ACTION_SET_TURN:
      return set_turn (scenario, action, error);
    case GMP_ACTION_SET_METADATA:
      return set_metadata (scenario, action, error);
    case GMP_ACTION_SET_GUARD_RULE:
      scenario->roll_guards_at_start = action->flag;
      return TRUE;
    case GMP_ACTION_ANSWER:
    case GMP_ACTION_MOVE:
    case GMP_ACTION_REVEAL_GUARD:
    case GMP_ACTION_USE_FX:
    case GMP_ACTION_START:
    case GMP_N_ACTIONS:
    default:
      break;
    }
  g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("That is not an edit"));
  return FALSE;
}

gboolean
gmp_edit_apply (GmpScenario      *scenario,
                const GmpAction  *action,
                GError          **error)
{
  g_autoptr(GmpState) before = NULL;

  g_return_val_if_fail (scenario != NULL && action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The log of a game under way says what the referee changed */
  if (gmp_correction_is_logged (scenario, action))
    before = gmp_state_copy (scenario->state);
  if (!apply (scenario, action, error))
    return FALSE;
  if (before != NULL)
    gmp_correction_log (scenario, action, before);
  return TRUE;
}

GArray *
gmp_edit_count_counters (const GmpState *state)
{
  const GmpBoard *board;
  GArray *counts;

  g_return_val_if_fail (state != NULL, NULL);

  board = state->board;
  counts = g_array_new (FALSE, FALSE, sizeof (GmpCounterCount));
  for (guint t = 0; t < board->n_unit_types; t++)
    {
      const GmpUnitType *type = &board->unit_types[t];

      /* Guards belong to no formation: one entry for the pool */
      for (int f = type->guard ? GMP_NONE : 0;
           f < (type->guard ? GMP_NONE + 1 : (int) board->n_formations); f++)
        {
          GmpCounterCount count = { (int) t, f, 0, gmp_board_count_counters (board, t, f) };

          if (f != GMP_NONE && board->formations[f].side != type->side)
            continue;
          for (guint id = 0; id < state->units->len; id++)
            {
              const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);

              if (unit->type == t && (type->guard || unit->formation == f))
                count.placed++;
            }
          /* A formation that has none of this type, and none placed, is
           * no entry of the palette */
          if (count.available > 0 || count.placed > 0)
            g_array_append_val (counts, count);
        }
    }
  return counts;
}
