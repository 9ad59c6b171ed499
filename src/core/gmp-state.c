/* gmp-state.c: the state of one game on a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-state-private.h"

static const char * const phase_ids[] = {
  [GMP_PHASE_SETUP] = "setup",
  [GMP_PHASE_FADE_IN] = "fade-in",
  [GMP_PHASE_ACTION] = "action",
  [GMP_PHASE_FADE_OUT] = "fade-out",
  [GMP_PHASE_GAME_OVER] = "game-over",
};

static const char * const place_ids[] = {
  [GMP_PLACE_MAP] = "map",
  [GMP_PLACE_RESERVE] = "reserve",
  [GMP_PLACE_TIME_TRACK] = "time-track",
  [GMP_PLACE_RETURNING] = "returning",
  [GMP_PLACE_ELIMINATED] = "eliminated",
};

static const char * const chit_place_ids[] = {
  [GMP_CHIT_IN_CUP] = "cup",
  [GMP_CHIT_ON_TIME_TRACK] = "time-track",
  [GMP_CHIT_WITH_ALLY] = "with-ally",
  [GMP_CHIT_DRAWN] = "drawn",
  [GMP_CHIT_IN_HAND] = "in-hand",
  [GMP_CHIT_USED] = "used",
  [GMP_CHIT_HELD] = "held",
  [GMP_CHIT_REMOVED] = "removed",
};

static gboolean
lookup_id (const char * const *ids,
           guint               n_ids,
           const char         *string,
           guint              *value)
{
  if (string == NULL)
    return FALSE;

  for (guint i = 0; i < n_ids; i++)
    {
      if (g_str_equal (ids[i], string))
        {
          *value = i;
          return TRUE;
        }
    }

  return FALSE;
}

static void
init_unit (GmpUnit *unit)
{
  memset (unit, 0, sizeof *unit);
  unit->formation = GMP_NONE;
  unit->city = GMP_NONE;
  unit->moved_from = GMP_NONE;
  unit->guard_value = GMP_GUARD_BLANK;
}

GmpState *
gmp_state_new (GmpBoard *board)
{
  GmpState *state;

  g_return_val_if_fail (board != NULL, NULL);

  state = g_new0 (GmpState, 1);
  state->board = gmp_board_ref (board);
  state->turn = 1;
  state->phase = GMP_PHASE_SETUP;
  state->step = 0;
  state->units = g_array_new (FALSE, TRUE, sizeof (GmpUnit));

  state->fort_strength = g_new0 (guint, MAX (board->n_forts, 1));
  for (guint i = 0; i < board->n_forts; i++)
    state->fort_strength[i] = board->forts[i].strength;

  /* Rules note 2 and note 23: where each chit waits before it enters the cup */
  state->chits = g_new0 (GmpChitState, MAX (board->n_chits, 1));
  for (guint i = 0; i < board->n_chits; i++)
    {
      const GmpChit *chit = &board->chits[i];

      switch (chit->start)
        {
        case GMP_CHIT_START_TIME_TRACK:
          state->chits[i].place = GMP_CHIT_ON_TIME_TRACK;
          state->chits[i].turn = chit->start_turn;
          break;
        case GMP_CHIT_START_WITH_ALLY:
          state->chits[i].place = GMP_CHIT_WITH_ALLY;
          break;
        case GMP_CHIT_START_CUP:
        default:
          state->chits[i].place = GMP_CHIT_IN_CUP;
          break;
        }
    }

  state->danger_space = 0;
  state->danger_face = GMP_NONE;
  state->ends_drawn = 0;
  state->active_formation = GMP_NONE;
  state->activated = 0;
  state->allied_nation = GMP_NONE;
  state->move_pending_to = GMP_NONE;
  state->fx_mp_formation = GMP_NONE;
  state->winner = GMP_WINNER_NONE;
  state->end_reason = GMP_END_NONE;

  /* Sized by the board: boards of thousands of cities exist */
  state->combat_done = g_new0 (guint8, MAX (board->n_cities, 1));
  state->enemy_at_start = NULL;
  state->fort_choice = g_new0 (int, MAX (board->n_forts, 1));
  state->combat_city = GMP_NONE;
  state->combat_fx[GMP_SIDE_SWARM] = state->combat_fx[GMP_SIDE_HUMANS] = GMP_NONE;
  state->combat_rolled = FALSE;
  state->combat_dice = g_array_new (FALSE, FALSE, sizeof (guint8));
  state->combat_answers = g_array_new (FALSE, FALSE, sizeof (int));
  state->move_pending_path = g_array_new (FALSE, FALSE, sizeof (guint));

  return state;
}

GmpState *
gmp_state_copy (const GmpState *state)
{
  GmpState *copy;
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, NULL);

  board = state->board;
  copy = g_memdup2 (state, sizeof *state);
  copy->board = gmp_board_ref (state->board);
  copy->units = g_array_sized_new (FALSE, TRUE, sizeof (GmpUnit), state->units->len);
  g_array_append_vals (copy->units, state->units->data, state->units->len);
  copy->fort_strength = g_memdup2 (state->fort_strength,
                                   sizeof (guint) * MAX (board->n_forts, 1));
  copy->chits = g_memdup2 (state->chits, sizeof (GmpChitState) * MAX (board->n_chits, 1));
  copy->combat_done = g_memdup2 (state->combat_done, MAX (board->n_cities, 1));
  copy->enemy_at_start = state->enemy_at_start != NULL
                         ? g_memdup2 (state->enemy_at_start, MAX (board->n_cities, 1)) : NULL;
  copy->fort_choice = g_memdup2 (state->fort_choice, sizeof (int) * MAX (board->n_forts, 1));
  copy->combat_dice = g_array_copy (state->combat_dice);
  copy->combat_answers = g_array_copy (state->combat_answers);
  copy->move_pending_path = g_array_copy (state->move_pending_path);
  _gmp_state_index_copy (copy, state);

  return copy;
}

void
gmp_state_free (GmpState *state)
{
  if (state == NULL)
    return;

  g_clear_pointer (&state->units, g_array_unref);
  g_clear_pointer (&state->fort_strength, g_free);
  g_clear_pointer (&state->chits, g_free);
  g_clear_pointer (&state->combat_done, g_free);
  g_clear_pointer (&state->enemy_at_start, g_free);
  g_clear_pointer (&state->fort_choice, g_free);
  g_clear_pointer (&state->combat_dice, g_array_unref);
  g_clear_pointer (&state->combat_answers, g_array_unref);
  g_clear_pointer (&state->move_pending_path, g_array_unref);
  g_clear_pointer (&state->index, g_free);
  g_clear_pointer (&state->board, gmp_board_unref);
  g_free (state);
}

/* An array's bytes into a GArray of the same element size, reusing it */
static void
array_copy_into (GArray       *dst,
                 const GArray *src)
{
  if (dst->len != src->len)
    g_array_set_size (dst, src->len);
  if (src->len > 0)
    memcpy (dst->data, src->data, (gsize) g_array_get_element_size (dst) * src->len);
}

void
_gmp_state_copy_into (GmpState       *dst,
                      const GmpState *src)
{
  g_return_if_fail (dst != NULL && src != NULL);

  _gmp_state_copy_game_into (dst, src);
  _gmp_state_index_copy_into (dst, src);
}

/* Field by field, so that a field added to GmpState and not named here is
 * left out of the copy: _gmp_state_identical() then sees the copy differ
 * (a cache miss), where a copy of the whole struct would share a new
 * pointer between two states. */
void
_gmp_state_copy_game_into (GmpState       *dst,
                           const GmpState *src)
{
  const GmpBoard *board = src->board;

  g_return_if_fail (dst != NULL && src != NULL);

  if (dst->board != src->board)
    {
      /* Arrays sized for another board: a fresh copy, whose struct then goes */
      GmpState *copy = gmp_state_copy (src);
      GmpState own = *dst;

      *dst = *copy;
      *copy = own;
      gmp_state_free (copy);
      return;
    }

  dst->turn = src->turn;
  dst->phase = src->phase;
  dst->step = src->step;
  array_copy_into (dst->units, src->units);
  memcpy (dst->fort_strength, src->fort_strength, sizeof (guint) * MAX (board->n_forts, 1));
  memcpy (dst->chits, src->chits, sizeof (GmpChitState) * MAX (board->n_chits, 1));
  dst->danger_space = src->danger_space;
  dst->danger_face = src->danger_face;
  dst->ends_drawn = src->ends_drawn;
  dst->active_formation = src->active_formation;
  dst->activated = src->activated;
  dst->allied_nation = src->allied_nation;
  dst->move_pending = src->move_pending;
  dst->move_pending_city = src->move_pending_city;
  dst->move_pending_to = src->move_pending_to;
  array_copy_into (dst->move_pending_path, src->move_pending_path);
  dst->fx_mp = src->fx_mp;
  dst->fx_mp_formation = src->fx_mp_formation;
  dst->winner = src->winner;
  dst->end_reason = src->end_reason;
  memcpy (dst->combat_done, src->combat_done, MAX (board->n_cities, 1));
  if (src->enemy_at_start == NULL)
    g_clear_pointer (&dst->enemy_at_start, g_free);
  else
    {
      if (dst->enemy_at_start == NULL)
        dst->enemy_at_start = g_malloc (MAX (board->n_cities, 1));
      memcpy (dst->enemy_at_start, src->enemy_at_start, MAX (board->n_cities, 1));
    }
  memcpy (dst->fort_choice, src->fort_choice, sizeof (int) * MAX (board->n_forts, 1));
  dst->combat_city = src->combat_city;
  memcpy (dst->combat_fx, src->combat_fx, sizeof dst->combat_fx);
  dst->combat_rolled = src->combat_rolled;
  array_copy_into (dst->combat_dice, src->combat_dice);
  array_copy_into (dst->combat_answers, src->combat_answers);
  /* The units changed: the index is built again if ever read */
  gmp_state_units_changed (dst);
}

static gboolean
arrays_identical (const GArray *a,
                  const GArray *b)
{
  guint size = g_array_get_element_size ((GArray *) a);

  /* An empty GArray's data may be NULL, and memcmp (NULL, NULL, 0) is undefined */
  return a->len == b->len && (a->len == 0 || memcmp (a->data, b->data, (gsize) size * a->len) == 0);
}

/* The struct's own bytes, its pointers left out: every scalar field, those
 * added later too (a pointer added later is compared as an address: two
 * states never share one, so they differ, and a cache only misses) */
static void
scalars_of (const GmpState *state,
            GmpState       *out)
{
  memcpy (out, state, sizeof *out);
  out->board = NULL;
  out->units = NULL;
  out->fort_strength = NULL;
  out->chits = NULL;
  out->combat_done = NULL;
  out->enemy_at_start = NULL;
  out->fort_choice = NULL;
  out->combat_dice = NULL;
  out->combat_answers = NULL;
  out->move_pending_path = NULL;
  /* Derived from the units, which are compared */
  out->index = NULL;
}

gboolean
_gmp_state_identical (const GmpState *a,
                      const GmpState *b)
{
  const GmpBoard *board;
  GmpState sa, sb;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->board != b->board)
    return FALSE;
  board = a->board;
  scalars_of (a, &sa);
  scalars_of (b, &sb);
  return memcmp (&sa, &sb, sizeof sa) == 0
         && arrays_identical (a->units, b->units)
         && arrays_identical (a->combat_answers, b->combat_answers)
         && arrays_identical (a->combat_dice, b->combat_dice)
         && arrays_identical (a->move_pending_path, b->move_pending_path)
         && memcmp (a->fort_strength, b->fort_strength,
                    sizeof (guint) * MAX (board->n_forts, 1)) == 0
         && memcmp (a->chits, b->chits, sizeof (GmpChitState) * MAX (board->n_chits, 1)) == 0
         && memcmp (a->combat_done, b->combat_done, MAX (board->n_cities, 1)) == 0
         && memcmp (a->fort_choice, b->fort_choice, sizeof (int) * MAX (board->n_forts, 1)) == 0
         && (a->enemy_at_start == NULL) == (b->enemy_at_start == NULL)
         && (a->enemy_at_start == NULL
             || memcmp (a->enemy_at_start, b->enemy_at_start, MAX (board->n_cities, 1)) == 0);
}

static gboolean
unit_equal (const GmpUnit *a,
            const GmpUnit *b)
{
  return a->type == b->type
      && a->formation == b->formation
      && a->place == b->place
      && a->city == b->city
      && a->turn == b->turn
      && a->guard_value == b->guard_value
      && a->reduced == b->reduced
      && a->revealed == b->revealed
      && a->moved_from == b->moved_from
      && a->mp_used == b->mp_used
      && a->moved == b->moved
      && a->stopped == b->stopped
      && a->stopped_turn == b->stopped_turn
      && a->retreated_in == b->retreated_in
      && a->advanced == b->advanced
      && a->pending_move == b->pending_move;
}

gboolean
gmp_state_equal (const GmpState *a,
                 const GmpState *b)
{
  const GmpBoard *board;

  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  if (a == b)
    return TRUE;

  /* A state loaded from a file holds its own copy of the same board */
  if (a->board != b->board && g_strcmp0 (a->board->id, b->board->id) != 0)
    return FALSE;

  board = a->board;
  if (board->n_forts != b->board->n_forts || board->n_chits != b->board->n_chits)
    return FALSE;

  if (a->turn != b->turn
      || a->phase != b->phase
      || a->step != b->step
      || a->danger_space != b->danger_space
      || a->danger_face != b->danger_face
      || a->ends_drawn != b->ends_drawn
      || a->active_formation != b->active_formation
      || a->activated != b->activated
      || a->allied_nation != b->allied_nation
      || a->move_pending != b->move_pending
      || (a->move_pending && (a->move_pending_city != b->move_pending_city
                              || a->move_pending_to != b->move_pending_to
                              || a->move_pending_path->len != b->move_pending_path->len
                              || (a->move_pending_path->len > 0
                                  && memcmp (a->move_pending_path->data,
                                             b->move_pending_path->data,
                                             sizeof (guint) * a->move_pending_path->len) != 0)))
      || a->fx_mp != b->fx_mp
      || (a->fx_mp > 0 && a->fx_mp_formation != b->fx_mp_formation)
      || a->winner != b->winner
      || a->end_reason != b->end_reason
      || a->units->len != b->units->len
      || board->n_cities != b->board->n_cities
      || a->combat_city != b->combat_city
      || a->combat_fx[GMP_SIDE_SWARM] != b->combat_fx[GMP_SIDE_SWARM]
      || a->combat_fx[GMP_SIDE_HUMANS] != b->combat_fx[GMP_SIDE_HUMANS]
      || a->combat_rolled != b->combat_rolled
      || a->combat_dice->len != b->combat_dice->len
      || a->combat_answers->len != b->combat_answers->len
      || (a->enemy_at_start == NULL) != (b->enemy_at_start == NULL))
    return FALSE;

  if (memcmp (a->combat_done, b->combat_done, MAX (board->n_cities, 1)) != 0
      || (a->enemy_at_start != NULL
          && memcmp (a->enemy_at_start, b->enemy_at_start, MAX (board->n_cities, 1)) != 0)
      || memcmp (a->fort_choice, b->fort_choice, sizeof (int) * MAX (board->n_forts, 1)) != 0
      /* An empty GArray's data is NULL, and memcmp (NULL, NULL, 0) is undefined */
      || (a->combat_dice->len > 0
          && memcmp (a->combat_dice->data, b->combat_dice->data, a->combat_dice->len) != 0)
      || (a->combat_answers->len > 0
          && memcmp (a->combat_answers->data, b->combat_answers->data,
                     sizeof (int) * a->combat_answers->len) != 0))
    return FALSE;

  for (guint i = 0; i < a->units->len; i++)
    {
      if (!unit_equal (&g_array_index (a->units, GmpUnit, i),
                       &g_array_index (b->units, GmpUnit, i)))
        return FALSE;
    }

  for (guint i = 0; i < board->n_forts; i++)
    {
      if (a->fort_strength[i] != b->fort_strength[i])
        return FALSE;
    }

  for (guint i = 0; i < board->n_chits; i++)
    {
      if (a->chits[i].place != b->chits[i].place || a->chits[i].turn != b->chits[i].turn)
        return FALSE;
    }

  return TRUE;
}

guint
gmp_state_add_unit (GmpState *state,
                    guint     type,
                    int       formation,
                    int       city)
{
  GmpUnit unit;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (type < state->board->n_unit_types, 0);
  g_return_val_if_fail (city == GMP_NONE || (guint) city < state->board->n_cities, 0);

  init_unit (&unit);
  unit.type = type;
  unit.formation = formation;
  unit.city = city;
  unit.place = city == GMP_NONE ? GMP_PLACE_RESERVE : GMP_PLACE_MAP;
  /* A Guard placed without a value is face down and nobody knows it yet */
  if (state->board->unit_types[type].guard)
    unit.guard_value = GMP_GUARD_UNKNOWN;

  g_array_append_val (state->units, unit);
  _gmp_state_index_unit_added (state);

  return state->units->len - 1;
}

GmpUnit *
gmp_state_get_unit (GmpState *state,
                    guint     id)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  /* The caller may change anything of it */
  gmp_state_units_changed (state);
  return &g_array_index (state->units, GmpUnit, id);
}

guint
gmp_state_n_units (const GmpState *state)
{
  g_return_val_if_fail (state != NULL, 0);

  return state->units->len;
}

GmpSide
gmp_state_unit_side (const GmpState *state,
                     guint           id)
{
  const GmpUnit *unit;

  g_return_val_if_fail (state != NULL, GMP_SIDE_SWARM);
  g_return_val_if_fail (id < state->units->len, GMP_SIDE_SWARM);

  unit = &g_array_index (state->units, GmpUnit, id);

  return state->board->unit_types[unit->type].side;
}

gboolean
gmp_state_fort_destroyed (const GmpState *state,
                          guint           fort)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (fort < state->board->n_forts, FALSE);

  /* Rules note 19 */
  return state->fort_strength[fort] == 0;
}

gboolean
gmp_state_has_fort (const GmpState *state,
                    guint           city)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (city < state->board->n_cities, FALSE);

  return _gmp_state_fort_stands (state, city);
}

void
gmp_state_guard_counts (const GmpState *state,
                        guint           in_pool[GMP_GUARD_N_VALUES],
                        guint           known[GMP_GUARD_N_VALUES])
{
  const GmpBoard *board = state->board;

  memset (in_pool, 0, GMP_GUARD_N_VALUES * sizeof (guint));
  memset (known, 0, GMP_GUARD_N_VALUES * sizeof (guint));
  for (guint i = 0; i < board->n_guard_pool; i++)
    if (board->guard_pool[i] < GMP_GUARD_N_VALUES)
      in_pool[board->guard_pool[i]]++;
  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);

      /* Unknown or to be drawn: no counter taken yet */
      if (unit->type < board->n_unit_types && board->unit_types[unit->type].guard
          && unit->guard_value >= 0 && unit->guard_value < GMP_GUARD_N_VALUES)
        known[unit->guard_value]++;
    }
}

gboolean
gmp_state_guard_value_left (const GmpState *state,
                            int             value)
{
  guint in_pool[GMP_GUARD_N_VALUES], known[GMP_GUARD_N_VALUES];
  gboolean any_left = FALSE;

  g_return_val_if_fail (state != NULL, FALSE);

  if (value < 0 || value >= GMP_GUARD_N_VALUES)
    return FALSE;
  gmp_state_guard_counts (state, in_pool, known);
  for (int v = 0; v < GMP_GUARD_N_VALUES; v++)
    any_left = any_left || known[v] < in_pool[v];
  if (!any_left)
    return in_pool[value] > 0 || value == GMP_GUARD_BLANK;
  return known[value] < in_pool[value];
}

guint
gmp_state_destroyed_key_cities (const GmpState *state)
{
  guint n = 0;

  g_return_val_if_fail (state != NULL, 0);

  /* Rules note 19: a key city is destroyed when its Fort is */
  for (guint i = 0; i < state->board->n_cities; i++)
    {
      const GmpCity *city = &state->board->cities[i];

      if (city->key && city->fort != GMP_NONE && state->fort_strength[city->fort] == 0)
        n++;
    }

  return n;
}

/* Strings */

const char *
gmp_phase_to_string (GmpPhase phase)
{
  g_return_val_if_fail ((guint) phase < G_N_ELEMENTS (phase_ids), NULL);

  return phase_ids[phase];
}

gboolean
gmp_phase_from_string (const char *string,
                       GmpPhase   *phase)
{
  guint value;

  if (!lookup_id (phase_ids, G_N_ELEMENTS (phase_ids), string, &value))
    return FALSE;

  *phase = value;
  return TRUE;
}

const char *
gmp_phase_get_name (GmpPhase phase)
{
  switch (phase)
    {
    case GMP_PHASE_SETUP:
      return _("Setup");
    case GMP_PHASE_FADE_IN:
      /* Translators: a phase of the turn; the Portuguese rules keep it in English */
      return _("Fade In");
    case GMP_PHASE_ACTION:
      /* Translators: a phase of the turn; the Portuguese rules keep it in English */
      return _("Action");
    case GMP_PHASE_FADE_OUT:
      /* Translators: a phase of the turn; the Portuguese rules keep it in English */
      return _("Fade Out");
    case GMP_PHASE_GAME_OVER:
      return _("Game over");
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_place_to_string (GmpPlace place)
{
  g_return_val_if_fail ((guint) place < G_N_ELEMENTS (place_ids), NULL);

  return place_ids[place];
}

gboolean
gmp_place_from_string (const char *string,
                       GmpPlace   *place)
{
  guint value;

  if (!lookup_id (place_ids, G_N_ELEMENTS (place_ids), string, &value))
    return FALSE;

  *place = value;
  return TRUE;
}

const char *
gmp_chit_place_to_string (GmpChitPlace place)
{
  g_return_val_if_fail ((guint) place < G_N_ELEMENTS (chit_place_ids), NULL);

  return chit_place_ids[place];
}

gboolean
gmp_chit_place_from_string (const char   *string,
                            GmpChitPlace *place)
{
  guint value;

  if (!lookup_id (chit_place_ids, G_N_ELEMENTS (chit_place_ids), string, &value))
    return FALSE;

  *place = value;
  return TRUE;
}
