/* gmp-setup.c: a new game from a board (the rules' Preparation)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-log.h"
#include "gmp-problems.h"
#include "gmp-setup.h"
#include "gmp-state-private.h"

/* The most units a new game places (docs/reliability.md): far above any
 * real board, far below what a count from a hostile board file asks for. */
#define SETUP_MAX_UNITS 1000000

static void
add_units (GmpState           *state,
           const GmpSetupUnit *setup,
           int                 formation,
           int                 city)
{
  for (guint i = 0; i < setup->count; i++)
    gmp_state_add_unit (state, setup->type, formation, city);
}

/* The units the Preparation places, counted without wrapping: a board's
 * counts (a reserve of 4294967295, garrisons whose total wraps) must give an
 * error, not an allocation that runs until the program aborts. */
static gboolean
check_setup_size (const GmpBoard  *board,
                  GError         **error)
{
  guint64 per_hive = 0, n_units = 0;

  for (guint i = 0; i < board->n_hive_garrison; i++)
    per_hive += board->hive_garrison[i].count;
  for (guint c = 0; c < board->n_cities; c++)
    if (board->cities[c].hive != GMP_NONE)
      n_units += per_hive;
  for (guint i = 0; i < board->n_setup_units; i++)
    n_units += board->setup_units[i].count;
  n_units += board->rules.guard_rolls;

  if (n_units > SETUP_MAX_UNITS)
    {
      /* A printf macro would cut the translatable string short */
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, n_units);

      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The board “%s” places %s units at the start; a game holds at most %u"),
                   board->id, count, SETUP_MAX_UNITS);
      return FALSE;
    }
  return TRUE;
}

/* A table city can take one more Guard: fewer than guard_max_per_city there
 * (Rules note 3) and room under the stacking limit (Rules note 7). */
static gboolean
has_room (const GmpState *state,
          const guint    *guards,
          int             city)
{
  const GmpRules *rules = &state->board->rules;

  return city >= 0
         && guards[city] < rules->guard_max_per_city
         && gmp_state_stack_count (state, city, GMP_SIDE_HUMANS) < rules->stacking_limit;
}

/* Guard counters not yet seen: the pool minus every known Guard value in
 * play. Returns the number of counters left in `left` (one entry per counter). */
static guint
unseen_pool (const GmpState *state,
             guint8         *left)
{
  const GmpBoard *board = state->board;
  guint n = board->n_guard_pool;
  gboolean *taken = g_newa (gboolean, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    taken[i] = FALSE;

  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (!board->unit_types[unit->type].guard || unit->guard_value < 0)
        continue;

      for (guint i = 0; i < n; i++)
        {
          if (!taken[i] && board->guard_pool[i] == unit->guard_value)
            {
              taken[i] = TRUE;
              break;
            }
        }
    }

  n = 0;
  for (guint i = 0; i < board->n_guard_pool; i++)
    {
      if (!taken[i])
        left[n++] = board->guard_pool[i];
    }

  return n;
}

void
gmp_setup_draw_guard_values (GmpState *state,
                             GmpDice  *dice)
{
  const GmpBoard *board;
  g_autofree guint8 *left = NULL;
  guint n_left;

  g_return_if_fail (state != NULL);
  g_return_if_fail (dice != NULL);

  board = state->board;
  left = g_new (guint8, MAX (board->n_guard_pool, 1));
  n_left = unseen_pool (state, left);

  /* Rules note 3: each Guard is drawn from the pool without replacement.
   * A Guard for which the pool has no counter left keeps GMP_GUARD_DRAW. */
  for (guint u = 0; u < state->units->len && n_left > 0; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);
      guint pick;

      if (!board->unit_types[unit->type].guard || unit->guard_value != GMP_GUARD_DRAW)
        continue;

      pick = gmp_dice_choose (dice, n_left);
      _gmp_state_unit_set_guard_value (state, u, left[pick]);
      left[pick] = left[--n_left];
    }
}

gboolean
gmp_setup_roll_guards (GmpState       *state,
                       GmpDice        *dice,
                       GmpSetupFlags   flags,
                       GError        **error)
{
  return gmp_setup_roll_guards_logged (state, dice, flags, NULL, error);
}

/* Rules note 3: every Guard the table places, and every Guard already
 * waiting for its value, needs a counter of the pool. */
static gboolean
check_pool_is_enough (const GmpState  *state,
                      GError         **error)
{
  const GmpBoard *board = state->board;
  g_autofree guint8 *left = NULL;
  guint n_left, needed = board->rules.guard_rolls;

  /* Guards already waiting for their value need counters too */
  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (board->unit_types[unit->type].guard && unit->guard_value == GMP_GUARD_DRAW)
        needed++;
    }

  left = g_new (guint8, MAX (board->n_guard_pool, 1));
  n_left = unseen_pool (state, left);
  if (n_left < needed)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The National Guard pool has %u counters left, but %u Guards "
                     "need one (Rules note 3)"),
                   n_left, needed);
      return FALSE;
    }
  return TRUE;
}

/* How many Guards each city holds already: of guint, one per city */
static guint *
count_guards_per_city (const GmpState *state)
{
  const GmpBoard *board = state->board;
  guint *guards = g_new0 (guint, MAX (board->n_cities, 1));

  for (guint u = 0; u < state->units->len; u++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, u);

      if (board->unit_types[unit->type].guard && unit->place == GMP_PLACE_MAP)
        guards[unit->city]++;
    }
  return guards;
}

/* A custom board whose table cities are all full would reroll forever */
static gboolean
table_has_room (const GmpState *state,
                const guint    *guards)
{
  gboolean room = FALSE;

  for (guint sum = 2; sum <= 12; sum++)
    room = room || has_room (state, guards, state->board->guard_table[sum]);
  return room;
}

/* The players' own rolls ran out: the error says how many the table still
 * needs, so they can roll them and try again. Rerolls (Rules note 3) may
 * need more still. Any other failure of the dice is left as it is. */
static void
say_how_many_rolls_are_missing (GmpDice  *dice,
                                guint     more,
                                GError  **error)
{
  if (gmp_dice_is_scripted (dice) && gmp_dice_remaining (dice) < 2
      && error != NULL && g_error_matches (*error, GMP_ERROR, GMP_ERROR_DICE))
    {
      g_clear_error (error);
      g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The dice ran out on the National Guard table: "
                                "at least %u more roll of two dice is needed, "
                                "and more if a roll is for a full city (Rules note 3)",
                                "The dice ran out on the National Guard table: "
                                "at least %u more rolls of two dice are needed, "
                                "and more if a roll is for a full city (Rules note 3)",
                                more),
                   more);
    }
}

/* Rules note 3: the table's two dice for Guard roll (from 0), rolled again
 * while they name a city holding its most Guards; each roll logged into
 * rolls when not NULL. The city, or -1 with error set. */
static int
roll_guard_city (const GmpState  *state,
                 GmpDice         *dice,
                 const guint     *guards,
                 guint            roll,
                 GmpLog          *rolls,
                 GError         **error)
{
  const GmpBoard *board = state->board;
  gboolean full;
  int city;

  do
    {
      guint8 d[2];

      if (!gmp_dice_roll (dice, 2, d, error))
        {
          say_how_many_rolls_are_missing (dice, board->rules.guard_rolls - roll, error);
          return -1;
        }
      city = board->guard_table[d[0] + d[1]];
      full = !has_room (state, guards, city);
      if (rolls != NULL)
        {
          /* Every roll, the ones rolled again too (Rules note 3) */
          int params[] = { d[0] + d[1], city >= 0 ? city : -1, full ? 1 : 0 };

          gmp_log_add_dice (rolls, state, GMP_LOG_GUARD_ROLL, G_N_ELEMENTS (params), params,
                            G_N_ELEMENTS (d), d);
        }
    }
  while (full);
  return city;
}

/* A new Guard in city, its value drawn later or never known; logged into
 * rolls when not NULL */
static void
place_guard (GmpState      *state,
             GmpSetupFlags  flags,
             guint         *guards,
             int            city,
             GmpLog        *rolls)
{
  guint id;

  guards[city]++;
  id = gmp_state_add_unit (state, state->board->guard_type, GMP_NONE, city);
  _gmp_state_unit_set_guard_value (state, id, (flags & GMP_SETUP_GUARDS_UNKNOWN)
                                               ? GMP_GUARD_UNKNOWN : GMP_GUARD_DRAW);
  if (rolls != NULL)
    {
      int params[] = { (int) id, city };

      gmp_log_add (rolls, state, GMP_LOG_GUARD_PLACED, G_N_ELEMENTS (params), params);
    }
}

gboolean
gmp_setup_roll_guards_logged (GmpState       *state,
                              GmpDice        *dice,
                              GmpSetupFlags   flags,
                              GmpLog         *log,
                              GError        **error)
{
  const GmpBoard *board;
  g_autofree guint *guards = NULL;
  g_autoptr(GmpLog) rolls = NULL;
  guint first_new;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board = state->board;
  if (!(flags & GMP_SETUP_GUARDS_UNKNOWN) && !check_pool_is_enough (state, error))
    return FALSE;

  guards = count_guards_per_city (state);
  first_new = state->units->len;
  /* The entries wait here, so a failed roll leaves the caller's log as it was */
  if (log != NULL)
    rolls = gmp_log_new ();

  for (guint roll = 0; roll < board->rules.guard_rolls; roll++)
    {
      int city;

      if (!table_has_room (state, guards))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The National Guard table has no city left for Guard %u of %u: "
                         "each holds %u Guards or is full (Rules notes 3 and 7)"),
                       roll + 1, board->rules.guard_rolls, board->rules.guard_max_per_city);
          goto fail;
        }
      city = roll_guard_city (state, dice, guards, roll, rolls, error);
      if (city < 0)
        goto fail;
      place_guard (state, flags, guards, city, rolls);
    }

  if (!(flags & GMP_SETUP_GUARDS_UNKNOWN))
    gmp_setup_draw_guard_values (state, dice);

  for (guint i = 0; rolls != NULL && i < gmp_log_get_n_entries (rolls); i++)
    gmp_log_append (log, gmp_log_get_entry (rolls, i));

  return TRUE;

fail:
  /* Leave the state as it was */
  g_array_set_size (state->units, first_new);
  return FALSE;
}

GmpState *
gmp_setup_new_game (GmpBoard       *board,
                    GmpDice        *dice,
                    GmpSetupFlags   flags,
                    GError        **error)
{
  return gmp_setup_new_game_logged (board, dice, flags, NULL, error);
}

GmpState *
gmp_setup_new_game_logged (GmpBoard       *board,
                           GmpDice        *dice,
                           GmpSetupFlags   flags,
                           GmpLog         *log,
                           GError        **error)
{
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GmpLog) setup_log = NULL;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (dice != NULL || (flags & GMP_SETUP_NO_GUARDS), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!check_setup_size (board, error))
    return NULL;

  state = gmp_state_new (board);

  /* "Into each Hive City, place two ants, one spider, and one worm of the
   * matching formation": the board says which units. */
  for (guint c = 0; c < board->n_cities; c++)
    {
      if (board->cities[c].hive == GMP_NONE)
        continue;

      for (guint i = 0; i < board->n_hive_garrison; i++)
        add_units (state, &board->hive_garrison[i], board->cities[c].hive, c);
    }

  /* Human units where the board places them; the rest set aside */
  for (guint i = 0; i < board->n_setup_units; i++)
    add_units (state, &board->setup_units[i], board->setup_units[i].formation,
               board->setup_units[i].city);

  if (log != NULL)
    setup_log = gmp_log_new ();

  if (!(flags & GMP_SETUP_NO_GUARDS))
    {
      guint first_new = state->units->len;

      if (!gmp_setup_roll_guards_logged (state, dice, flags, setup_log, error))
        return NULL;
      if (setup_log != NULL && state->units->len > first_new)
        {
          /* As gmp_scenario_start() says it: the Guards' sides, not their values */
          int params[] = { (int) (state->units->len - first_new),
                           (flags & GMP_SETUP_GUARDS_UNKNOWN) ? 1 : 0 };

          gmp_log_add (setup_log, state, GMP_LOG_GUARDS_DRAWN, G_N_ELEMENTS (params), params);
        }
    }

  /* The Fade In Phase "is skipped on Turn 1": the game starts in the Action Phase */
  state->turn = 1;
  state->phase = GMP_PHASE_ACTION;
  state->step = 0;

  if (!gmp_state_check (state, error))
    return NULL;

  if (log != NULL)
    {
      int turn = (int) state->turn;

      /* Preparation done, turn 1 begins, as the turn sequence says when it
       * leaves the setup phase; a log that is not empty keeps gmp_turn_advance()
       * from saying it again */
      for (guint i = 0; i < gmp_log_get_n_entries (setup_log); i++)
        gmp_log_append (log, gmp_log_get_entry (setup_log, i));
      gmp_log_add (log, state, GMP_LOG_TURN_BEGINS, 1, &turn);
    }

  return g_steal_pointer (&state);
}
