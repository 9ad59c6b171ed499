/* gmp-turn.c: the flow of play (Fade In, Action, Fade Out) as questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-movement.h"
#include "gmp-retreat.h"
#include "gmp-turn.h"

#define MAX_TRACKED_CITIES (8 * (guint) G_SIZEOF_MEMBER (GmpState, combat_done))

static const char * const question_ids[] = {
  [GMP_QUESTION_NONE] = "none",
  [GMP_QUESTION_DRAW_CHIT] = "draw-chit",
  [GMP_QUESTION_GUARD_VALUE] = "guard-value",
  [GMP_QUESTION_MOVEMENT] = "movement",
  [GMP_QUESTION_COMBAT] = "combat",
  [GMP_QUESTION_HOLD] = "hold",
  [GMP_QUESTION_RETURN_UNIT] = "return-unit",
  [GMP_QUESTION_DANGER] = "danger",
  [GMP_QUESTION_PLACE_ALLY] = "place-ally",
  [GMP_QUESTION_COMBAT_FX] = "combat-fx",
};

G_STATIC_ASSERT (G_N_ELEMENTS (question_ids) == GMP_N_QUESTIONS);

/* Helpers */

static const GmpUnit *
unit_at (const GmpState *state,
         guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

static void
log_add (GmpLog         *log,
         const GmpState *state,
         GmpLogKind      kind,
         int             p0,
         int             p1,
         int             p2,
         int             p3)
{
  int params[4] = { p0, p1, p2, p3 };

  gmp_log_add (log, state, kind, G_N_ELEMENTS (params), params);
}

static void
set_phase (GmpState *state,
           GmpLog   *log,
           GmpPhase  phase)
{
  state->phase = phase;
  state->step = GMP_STEP_BEGIN;
  log_add (log, state, GMP_LOG_PHASE_BEGINS, phase, 0, 0, 0);
}

static gboolean
combat_done (const GmpState *state,
             guint           city)
{
  if (city >= MAX_TRACKED_CITIES)
    return FALSE;
  return (state->combat_done[city / 8] & (1u << (city % 8))) != 0;
}

static void
mark_combat_done (GmpState *state,
                  guint     city)
{
  if (city < MAX_TRACKED_CITIES)
    state->combat_done[city / 8] |= 1u << (city % 8);
}

/* A chit of an Allied nation that has not come (rules note 23). */
static gboolean
chit_of_absent_ally (const GmpState *state,
                     guint           chit)
{
  const GmpChit *c = &state->board->chits[chit];

  return c->formation != GMP_NONE
         && state->board->formations[c->formation].allied
         && c->formation != state->allied_nation;
}

static void
end_game (GmpState     *state,
          GmpLog       *log,
          GmpWinner     winner,
          GmpEndReason  reason)
{
  state->winner = winner;
  state->end_reason = reason;
  state->active_formation = GMP_NONE;
  state->phase = GMP_PHASE_GAME_OVER;
  state->step = GMP_STEP_BEGIN;
  log_add (log, state, GMP_LOG_GAME_OVER, winner, reason,
           (int) gmp_state_destroyed_key_cities (state), 0);
}

/* Activations (rules note 4) */

static void
begin_activation (GmpState *state,
                  GmpLog   *log,
                  guint     chit,
                  gboolean  held)
{
  int formation = state->board->chits[chit].formation;

  state->active_formation = formation;
  if (formation >= 0 && formation < 32)
    state->activated |= 1u << formation;
  memset (state->combat_done, 0, sizeof state->combat_done);
  gmp_movement_reset_activation (state);
  state->step = GMP_STEP_MOVE;
  log_add (log, state, GMP_LOG_ACTIVATED, formation, (int) chit, held ? 1 : 0, 0);
}

/* Rules note 4: every combat in a city holding acting units, once each. */
static GArray *
pending_combats (const GmpState *state)
{
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (int));
  guint n_cities = state->board->n_cities;
  g_autofree guint8 *acting = g_new0 (guint8, MAX (n_cities, 1));

  /* One pass over the units: the cities that hold acting units */
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == GMP_PLACE_MAP && unit->formation == state->active_formation
          && !unit->retreated_in && unit->city >= 0 && (guint) unit->city < n_cities)
        acting[unit->city] = 1;
    }

  for (guint city = 0; city < n_cities; city++)
    {
      if (acting[city] && !combat_done (state, city) && gmp_combat_needed (state, city))
        {
          int c = city;
          g_array_append_val (cities, c);
        }
    }
  return cities;
}

static void
end_activation (GmpState *state,
                GmpLog   *log)
{
  GmpSide side = state->board->formations[state->active_formation].side;

  log_add (log, state, GMP_LOG_ACTIVATION_ENDS, state->active_formation, 0, 0, 0);
  state->active_formation = GMP_NONE;
  memset (state->combat_done, 0, sizeof state->combat_done);
  gmp_movement_reset_activation (state);

  if (state->phase == GMP_PHASE_FADE_IN)
    {
      /* Rules note 5: the Swarm's held chit first, then the Humans' */
      if (side == GMP_SIDE_SWARM)
        state->step = GMP_STEP_HELD_HUMANS;
      else
        set_phase (state, log, GMP_PHASE_ACTION);
    }
  else
    state->step = GMP_STEP_BEGIN;
}

/* Rules note 14: over-stacking a retreat caused is fixed by moving units of
 * that city to an adjacent legal city; a unit with nowhere to go is eliminated. */
static void
fix_overstacking (GmpState *state)
{
  const GmpBoard *board = state->board;
  g_autofree guint *count = g_new0 (guint, MAX (board->n_cities, 1) * GMP_N_SIDES);

  /* One pass over the units; a city without units of a side has nothing
   * to displace for that side */
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == GMP_PLACE_MAP && unit->city >= 0 && (guint) unit->city < board->n_cities)
        count[unit->city * GMP_N_SIDES + board->unit_types[unit->type].side]++;
    }

  for (guint city = 0; city < board->n_cities; city++)
    {
      for (GmpSide side = 0; side < GMP_N_SIDES; side++)
        {
          if (count[city * GMP_N_SIDES + side] == 0)
            continue;
          while (gmp_retreat_overstacked (state, city, side) > 0)
            {
              guint ids[64];
              guint n = gmp_state_units_in_city (state, city, side, ids, G_N_ELEMENTS (ids));
              gboolean moved = FALSE;

              if (n == 0)
                break;  /* only the Fort's strength: nothing can move */

              n = MIN (n, G_N_ELEMENTS (ids));
              for (guint k = 0; k < board->cities[city].n_neighbours && !moved; k++)
                moved = gmp_retreat_displace (state, ids[n - 1], board->cities[city].neighbours[k],
                                              NULL, NULL, NULL);
              if (!moved)
                gmp_combat_eliminate_unit (state, ids[n - 1]);
            }
        }
    }
}

static gboolean
resolve_combat (GmpState  *state,
                GmpLog    *log,
                GmpDice   *dice,
                guint      city,
                GError   **error)
{
  g_autoptr(GmpState) saved = gmp_state_copy (state);
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide acting = state->board->formations[state->active_formation].side;
  guint n_dice;
  int params[6];

  combat = gmp_combat_new (state, city, acting, GMP_COMBAT_NORMAL, error);
  if (combat == NULL)
    return FALSE;

  /* Rules note 20: one FX per side, chosen before the dice */
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (state->combat_fx[side] >= 0
          && !gmp_combat_set_fx (combat, state, side, state->combat_fx[side], TRUE, error))
        return FALSE;
    }

  n_dice = combat->overrun ? 0 : gmp_combat_count_dice (combat, NULL, 0);
  if (!combat->overrun && !gmp_combat_roll (combat, dice, error))
    return FALSE;

  /* Rules note 12: each owner keeps the most units in play */
  if (!gmp_combat_apply (combat, state, NULL, NULL, error)
      || !gmp_retreat_all_default (combat, state, NULL, error))
    {
      /* Leave the state as it was: the players can enter other dice */
      GmpState tmp = *state;
      *state = *saved;
      *saved = tmp;
      return FALSE;
    }
  fix_overstacking (state);
  mark_combat_done (state, city);
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (combat->fx[side] != GMP_NONE)
        log_add (log, state, GMP_LOG_FX_PLAYED, side, combat->fx[side], city, 0);
    }

  params[0] = city;
  params[1] = combat->suffered[GMP_SIDE_SWARM];
  params[2] = combat->suffered[GMP_SIDE_HUMANS];
  params[3] = combat->retreat < GMP_N_SIDES ? (int) combat->retreat : -1;
  params[4] = combat->overrun ? 1 : 0;
  params[5] = n_dice;
  gmp_log_add (log, state, GMP_LOG_COMBAT, G_N_ELEMENTS (params), params);
  return TRUE;
}

/* The FX chits side may play in the combat in city (rules note 20). */
static GArray *
usable_combat_fx (const GmpState *state,
                  guint           city,
                  GmpSide         side)
{
  GmpSide acting = state->board->formations[state->active_formation].side;
  g_autoptr(GmpCombat) combat = gmp_combat_new (state, city, acting, GMP_COMBAT_NORMAL, NULL);

  if (combat == NULL || combat->overrun)
    return g_array_new (FALSE, FALSE, sizeof (int));
  return gmp_combat_usable_fx (combat, state, side);
}

static gboolean
side_holds_fx (const GmpState *state,
               GmpSide         side)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    if (state->chits[i].place == GMP_CHIT_IN_HAND && state->board->chits[i].owner == side
        && state->board->chits[i].kind == GMP_CHIT_FX)
      return TRUE;
  return FALSE;
}

/* The side asked next about an FX for the pending combat, acting side first,
 * or GMP_N_SIDES when both have answered or have nothing to play. */
static GmpSide
combat_fx_side (const GmpState *state)
{
  GmpSide acting = state->board->formations[state->active_formation].side;

  for (guint k = 0; k < GMP_N_SIDES; k++)
    {
      GmpSide side = k == 0 ? acting : 1 - acting;
      g_autoptr(GArray) chits = NULL;

      if (state->combat_fx[side] != GMP_NONE || !side_holds_fx (state, side))
        continue;
      chits = usable_combat_fx (state, state->combat_city, side);
      if (chits->len > 0)
        return side;
    }
  return GMP_N_SIDES;
}

/* Resolves the pending combat once no side has an FX decision left. */
static gboolean
resolve_pending_combat (GmpState  *state,
                        GmpLog    *log,
                        GmpDice   *dice,
                        GError   **error)
{
  if (combat_fx_side (state) != GMP_N_SIDES)
    {
      state->step = GMP_STEP_COMBAT_FX;
      return TRUE;
    }
  if (!resolve_combat (state, log, dice, state->combat_city, error))
    return FALSE;
  state->step = GMP_STEP_COMBAT;
  state->combat_city = GMP_NONE;
  state->combat_fx[GMP_SIDE_SWARM] = state->combat_fx[GMP_SIDE_HUMANS] = GMP_NONE;
  return TRUE;
}

/* Fade In (rules notes 5, 6) */

static int
first_unit_in (const GmpState *state,
               GmpPlace        place,
               int             formation)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == place && (formation == GMP_NONE || unit->formation == formation))
        return i;
    }
  return GMP_NONE;
}

GArray *
gmp_turn_legal_hives (const GmpState *state,
                      guint           id)
{
  const GmpBoard *board;
  const GmpUnit *unit;
  GArray *cities;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  board = state->board;
  unit = unit_at (state, id);
  cities = g_array_new (FALSE, FALSE, sizeof (guint));
  if (unit->formation == GMP_NONE)
    return cities;

  /* Rules note 6: a hive of its formation holding no enemy unit, within stacking */
  for (guint city = 0; city < board->n_cities; city++)
    {
      if (board->cities[city].hive != unit->formation)
        continue;
      if (gmp_state_stack_count (state, city, GMP_SIDE_HUMANS) > 0)
        continue;
      if (gmp_state_stack_count (state, city, GMP_SIDE_SWARM) >= board->rules.stacking_limit)
        continue;
      g_array_append_val (cities, city);
    }
  return cities;
}

GArray *
gmp_turn_legal_flag_cities (const GmpState *state,
                            guint           id)
{
  const GmpBoard *board;
  const GmpUnit *unit;
  GArray *cities;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  board = state->board;
  unit = unit_at (state, id);
  cities = g_array_new (FALSE, FALSE, sizeof (guint));
  if (unit->formation == GMP_NONE)
    return cities;

  /* Rules note 23: a city with its flag, never Swarm-occupied, within stacking */
  for (guint city = 0; city < board->n_cities; city++)
    {
      if (board->cities[city].flag != unit->formation)
        continue;
      if (gmp_state_units_in_city (state, city, GMP_SIDE_SWARM, NULL, 0) > 0)
        continue;
      if (gmp_state_stack_count (state, city, GMP_SIDE_HUMANS) >= board->rules.stacking_limit)
        continue;
      g_array_append_val (cities, city);
    }
  return cities;
}

static int
held_chit (const GmpState *state,
           GmpSide         side)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    {
      const GmpChit *chit = &state->board->chits[i];

      if (state->chits[i].place == GMP_CHIT_HELD && chit->kind == GMP_CHIT_ACTIVATION
          && chit->owner == side)
        return i;
    }
  return GMP_NONE;
}

/* Fade Out (rules notes 5, 20–23) */

/* Rules note 5: one of the side's own activation chits whose formation was
 * not activated this turn (they are the ones still in the cup). */
static GArray *
holdable_chits (const GmpState *state,
                GmpSide         side)
{
  GArray *chits = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      const GmpChit *chit = &state->board->chits[i];
      int c = i;

      if (chit->kind != GMP_CHIT_ACTIVATION || chit->owner != side
          || state->chits[i].place != GMP_CHIT_IN_CUP || chit_of_absent_ally (state, i))
        continue;
      if (chit->formation >= 0 && chit->formation < 32
          && (state->activated & (1u << chit->formation)) != 0)
        continue;
      g_array_append_val (chits, c);
    }
  return chits;
}

static void
return_chits (GmpState *state,
              GmpLog   *log)
{
  const GmpBoard *board = state->board;
  int n = 0;

  /* Rules notes 5, 20: everything drawn, in hand or used goes back */
  for (guint i = 0; i < board->n_chits; i++)
    {
      switch (state->chits[i].place)
        {
        case GMP_CHIT_DRAWN:
        case GMP_CHIT_IN_HAND:
        case GMP_CHIT_USED:
          state->chits[i].place = GMP_CHIT_IN_CUP;
          n++;
          break;
        case GMP_CHIT_IN_CUP:
        case GMP_CHIT_ON_TIME_TRACK:
        case GMP_CHIT_WITH_ALLY:
        case GMP_CHIT_HELD:
        case GMP_CHIT_REMOVED:
        default:
          break;
        }
    }
  log_add (log, state, GMP_LOG_CHITS_TO_CUP, n, 0, 0, 0);

  /* Rules note 23: the nation that came brings its FX chit */
  if (state->allied_nation == GMP_NONE)
    return;
  for (guint i = 0; i < board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_WITH_ALLY
          && board->chits[i].formation == state->allied_nation)
        {
          state->chits[i].place = GMP_CHIT_IN_CUP;
          log_add (log, state, GMP_LOG_CHIT_ENTERS_CUP, i, 0, 0, 0);
        }
    }
}

static gboolean
danger_applies (const GmpState *state)
{
  const GmpBoard *board = state->board;

  return state->danger_face != GMP_NONE
         && (guint) state->danger_face < board->n_chits
         && state->danger_space < board->n_danger
         && board->danger[state->danger_space] > 0;
}

static gboolean
roll_for_danger (GmpState  *state,
                 GmpLog    *log,
                 GmpDice   *dice,
                 GError   **error)
{
  const GmpBoard *board = state->board;
  GmpSide side = board->chits[state->danger_face].owner;
  guint8 values[GMP_MAX_DICE];
  guint n = MIN (board->rules.danger_dice, GMP_MAX_DICE);
  guint sum = 0;
  guint needed = board->danger[state->danger_space];
  gboolean lost;

  if (!gmp_dice_roll (dice, n, values, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    sum += values[i];

  /* Rules note 21: the sum reaching the symbols' value loses at once */
  lost = sum >= needed;
  log_add (log, state, GMP_LOG_DANGER_ROLL, side, sum, needed, lost);
  if (lost)
    end_game (state, log, side == GMP_SIDE_SWARM ? GMP_WINNER_HUMANS : GMP_WINNER_SWARM,
              GMP_END_DANGER);
  else
    state->step = GMP_STEP_VICTORY;
  return TRUE;
}

/* The Game Turn Marker moves on (rules notes 2, 6). */
static void
advance_turn (GmpState *state,
              GmpLog   *log)
{
  const GmpBoard *board = state->board;
  int off_track = 0;

  state->turn++;
  state->ends_drawn = 0;
  state->activated = 0;
  state->active_formation = GMP_NONE;
  gmp_movement_reset_turn (state);
  /* What comes off the Time Track is logged in the new turn */
  state->phase = GMP_PHASE_FADE_IN;
  state->step = GMP_STEP_BEGIN;
  log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);

  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place == GMP_PLACE_TIME_TRACK && unit->turn <= state->turn)
        {
          unit->place = GMP_PLACE_RETURNING;
          unit->city = GMP_NONE;
          unit->turn = 0;
          off_track++;
        }
    }
  if (off_track > 0)
    log_add (log, state, GMP_LOG_UNITS_OFF_TRACK, off_track, state->turn, 0, 0);

  for (guint i = 0; i < board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_ON_TIME_TRACK && state->chits[i].turn <= state->turn)
        {
          state->chits[i].place = GMP_CHIT_IN_CUP;
          state->chits[i].turn = 0;
          log_add (log, state, GMP_LOG_CHIT_ENTERS_CUP, i, 0, 0, 0);
        }
    }

  set_phase (state, log, GMP_PHASE_FADE_IN);
}

/* The cup */

static guint
count_cup (const GmpState *state,
           int            *chits)
{
  guint n = 0;

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_IN_CUP)
        {
          if (chits != NULL)
            chits[n] = i;
          n++;
        }
    }
  return n;
}

static void
draw_chit (GmpState *state,
           GmpLog   *log,
           guint     chit,
           gboolean  random)
{
  const GmpBoard *board = state->board;
  const GmpChit *c = &board->chits[chit];

  log_add (log, state, GMP_LOG_CHIT_DRAWN, chit, random ? 1 : 0, 0, 0);

  switch (c->kind)
    {
    case GMP_CHIT_END:
      /* Rules note 1: the phase ends the moment the last End is drawn */
      state->chits[chit].place = GMP_CHIT_DRAWN;
      state->ends_drawn++;
      log_add (log, state, GMP_LOG_END_DRAWN, chit, state->ends_drawn,
               board->rules.ends_per_turn, 0);
      break;

    case GMP_CHIT_FX:
      /* Rules notes 4, 20 */
      state->chits[chit].place = GMP_CHIT_IN_HAND;
      log_add (log, state, GMP_LOG_FX_TO_HAND, chit, 0, 0, 0);
      break;

    case GMP_CHIT_ACTIVATION:
    default:
      state->chits[chit].place = GMP_CHIT_DRAWN;
      if (c->formation != GMP_NONE && board->formations[c->formation].allied)
        {
          /* Rules note 23 */
          if (state->allied_nation == GMP_NONE)
            {
              state->allied_nation = c->formation;
              log_add (log, state, GMP_LOG_ALLY_CHOSEN, c->formation, chit, 0, 0);
              break;
            }
          if (state->allied_nation != c->formation)
            {
              state->chits[chit].place = GMP_CHIT_REMOVED;
              log_add (log, state, GMP_LOG_ALLY_REMOVED, chit, 0, 0, 0);
              break;
            }
        }
      begin_activation (state, log, chit, FALSE);
      break;
    }
}

/* The machine */

gboolean
gmp_turn_is_over (const GmpState *state)
{
  g_return_val_if_fail (state != NULL, TRUE);
  return state->phase == GMP_PHASE_GAME_OVER;
}

gboolean
gmp_turn_advance (GmpState  *state,
                  GmpLog    *log,
                  GError   **error)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board = state->board;

  for (;;)
    {
      /* An activation in progress waits for its movement and combats */
      if ((state->phase == GMP_PHASE_FADE_IN || state->phase == GMP_PHASE_ACTION)
          && (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
              || state->step == GMP_STEP_COMBAT_FX))
        {
          if (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for an activation, but no formation is activated"));
              return FALSE;
            }
          if (state->step == GMP_STEP_COMBAT_FX
              && (state->combat_city < 0 || (guint) state->combat_city >= board->n_cities
                  || combat_fx_side (state) == GMP_N_SIDES))
            {
              /* Nothing left to ask about that combat (a file that lost it):
               * the acting player chooses the combat again */
              state->step = GMP_STEP_COMBAT;
              continue;
            }
          if (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT_FX)
            return TRUE;
          {
            g_autoptr(GArray) combats = pending_combats (state);
            if (combats->len > 0)
              return TRUE;
          }
          end_activation (state, log);
          continue;
        }

      switch (state->phase)
        {
        case GMP_PHASE_SETUP:
          state->turn = MAX (state->turn, 1);
          log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);
          set_phase (state, log, state->turn == 1 ? GMP_PHASE_ACTION : GMP_PHASE_FADE_IN);
          break;

        case GMP_PHASE_GAME_OVER:
          return TRUE;

        case GMP_PHASE_FADE_IN:
          switch (state->step)
            {
            case GMP_STEP_BEGIN:
              /* The rules: this phase is skipped on Turn 1 */
              if (state->turn <= 1)
                set_phase (state, log, GMP_PHASE_ACTION);
              else
                state->step = GMP_STEP_RETURN_UNITS;
              break;

            case GMP_STEP_RETURN_UNITS:
              {
                int id = first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);
                g_autoptr(GArray) hives = NULL;
                GmpUnit *unit;

                if (id == GMP_NONE)
                  {
                    state->step = GMP_STEP_HELD_SWARM;
                    break;
                  }
                hives = gmp_turn_legal_hives (state, id);
                if (hives->len > 0)
                  return TRUE;

                /* Rules note 6: no legal hive, it waits for the next turn's space */
                unit = &g_array_index (state->units, GmpUnit, id);
                if (state->turn < board->rules.turns)
                  {
                    unit->place = GMP_PLACE_TIME_TRACK;
                    unit->turn = state->turn + 1;
                  }
                else
                  unit->place = GMP_PLACE_ELIMINATED;
                log_add (log, state, GMP_LOG_UNIT_DELAYED, id,
                         unit->place == GMP_PLACE_TIME_TRACK ? (int) unit->turn : 0,
                         unit->type, unit->formation);
              }
              break;

            case GMP_STEP_HELD_SWARM:
            case GMP_STEP_HELD_HUMANS:
              {
                GmpSide side = state->step == GMP_STEP_HELD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
                int chit = held_chit (state, side);

                if (chit != GMP_NONE)
                  {
                    /* Rules note 5: out of the cup until this turn's Fade Out */
                    state->chits[chit].place = GMP_CHIT_DRAWN;
                    begin_activation (state, log, chit, TRUE);
                  }
                else if (side == GMP_SIDE_SWARM)
                  state->step = GMP_STEP_HELD_HUMANS;
                else
                  set_phase (state, log, GMP_PHASE_ACTION);
              }
              break;

            default:
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Fade In Phase"), state->step);
              return FALSE;
            }
          break;

        case GMP_PHASE_ACTION:
          if (state->step != GMP_STEP_BEGIN)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Action Phase"), state->step);
              return FALSE;
            }
          /* Rules note 1 */
          if (state->ends_drawn >= board->rules.ends_per_turn || count_cup (state, NULL) == 0)
            {
              set_phase (state, log, GMP_PHASE_FADE_OUT);
              break;
            }
          return TRUE;

        case GMP_PHASE_FADE_OUT:
          switch (state->step)
            {
            case GMP_STEP_BEGIN:
              /* Rules note 5: holding only if something was activated */
              if (state->activated == 0)
                {
                  log_add (log, state, GMP_LOG_NOTHING_ACTIVATED, 0, 0, 0, 0);
                  state->step = GMP_STEP_RETURN_CHITS;
                }
              else
                state->step = GMP_STEP_HOLD_SWARM;
              break;

            case GMP_STEP_HOLD_SWARM:
            case GMP_STEP_HOLD_HUMANS:
              {
                GmpSide side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
                g_autoptr(GArray) chits = holdable_chits (state, side);

                if (chits->len > 0)
                  return TRUE;
                state->step++;
              }
              break;

            case GMP_STEP_RETURN_CHITS:
              return_chits (state, log);
              state->step = GMP_STEP_DANGER;
              break;

            case GMP_STEP_DANGER:
              /* Rules note 21: before victory */
              if (danger_applies (state))
                return TRUE;
              log_add (log, state, GMP_LOG_NO_DANGER, 0, 0, 0, 0);
              state->step = GMP_STEP_VICTORY;
              break;

            case GMP_STEP_VICTORY:
              /* Rules note 22 */
              if (gmp_state_destroyed_key_cities (state) >= board->rules.victory_key_cities)
                end_game (state, log, GMP_WINNER_SWARM, GMP_END_KEY_CITIES);
              else if (state->turn >= board->rules.turns)
                end_game (state, log, GMP_WINNER_HUMANS, GMP_END_LAST_TURN);
              else
                state->step = GMP_STEP_PLACE_ALLIES;
              break;

            case GMP_STEP_PLACE_ALLIES:
              {
                int waiting = 0;

                /* Rules note 23: the first unit that fits is asked about */
                if (state->allied_nation != GMP_NONE)
                  {
                    for (guint i = 0; i < state->units->len; i++)
                      {
                        const GmpUnit *unit = unit_at (state, i);
                        g_autoptr(GArray) cities = NULL;

                        if (unit->place != GMP_PLACE_RESERVE
                            || unit->formation != state->allied_nation)
                          continue;
                        cities = gmp_turn_legal_flag_cities (state, i);
                        if (cities->len > 0)
                          return TRUE;
                        waiting++;
                      }
                  }
                if (waiting > 0)
                  log_add (log, state, GMP_LOG_ALLY_WAITS, state->allied_nation, waiting, 0, 0);
                state->step = GMP_STEP_ADVANCE;
              }
              break;

            case GMP_STEP_ADVANCE:
              advance_turn (state, log);
              break;

            default:
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Fade Out Phase"), state->step);
              return FALSE;
            }
          break;

        default:
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, _("The phase is not valid"));
          return FALSE;
        }
    }
}

/* Questions */

void
gmp_question_free (GmpQuestion *question)
{
  if (question == NULL)
    return;
  g_clear_pointer (&question->answers, g_array_unref);
  g_free (question);
}

gboolean
gmp_question_allows (const GmpQuestion *question,
                     int                answer)
{
  g_return_val_if_fail (question != NULL, FALSE);

  for (guint i = 0; i < question->answers->len; i++)
    if (g_array_index (question->answers, int, i) == answer)
      return TRUE;
  return FALSE;
}

const char *
gmp_question_kind_to_string (GmpQuestionKind kind)
{
  g_return_val_if_fail ((guint) kind < GMP_N_QUESTIONS, NULL);
  return question_ids[kind];
}

static void
add_answer (GmpQuestion *question,
            int          answer)
{
  g_array_append_val (question->answers, answer);
}

static void
add_uint_answers (GmpQuestion *question,
                  GArray      *values)
{
  for (guint i = 0; i < values->len; i++)
    add_answer (question, g_array_index (values, guint, i));
}

/* The Guard values the pool can show: blank and each die value, once. */
static void
add_guard_values (GmpQuestion    *question,
                  const GmpBoard *board)
{
  gboolean seen[256] = { FALSE, };

  add_answer (question, GMP_GUARD_BLANK);
  seen[GMP_GUARD_BLANK] = TRUE;
  for (guint i = 0; i < board->n_guard_pool; i++)
    {
      if (!seen[board->guard_pool[i]])
        {
          seen[board->guard_pool[i]] = TRUE;
          add_answer (question, board->guard_pool[i]);
        }
    }
}

GmpQuestion *
gmp_turn_get_question (const GmpState *state)
{
  GmpQuestion *question;

  g_return_val_if_fail (state != NULL, NULL);

  question = g_new0 (GmpQuestion, 1);
  question->kind = GMP_QUESTION_NONE;
  question->side = GMP_SIDE_SWARM;
  question->subject = GMP_NONE;
  question->answers = g_array_new (FALSE, FALSE, sizeof (int));

  switch (state->phase)
    {
    case GMP_PHASE_ACTION:
    case GMP_PHASE_FADE_IN:
      if (state->step == GMP_STEP_MOVE && state->active_formation >= 0)
        {
          question->side = state->board->formations[state->active_formation].side;
          question->subject = state->active_formation;
          if (state->move_pending)
            {
              guint guards[1];

              /* Rules note 9: the players say what the flipped Guard shows */
              if (gmp_movement_pending_guards (state, guards, 1) > 0)
                {
                  question->kind = GMP_QUESTION_GUARD_VALUE;
                  question->side = GMP_SIDE_HUMANS;
                  question->subject = guards[0];
                  add_guard_values (question, state->board);
                  break;
                }
            }
          question->kind = GMP_QUESTION_MOVEMENT;
          add_answer (question, GMP_ANSWER_DONE);
        }
      else if (state->step == GMP_STEP_COMBAT_FX && state->active_formation >= 0)
        {
          GmpSide side = combat_fx_side (state);

          question->kind = GMP_QUESTION_COMBAT_FX;
          question->subject = state->combat_city;
          if (side != GMP_N_SIDES)
            {
              g_autoptr(GArray) chits = usable_combat_fx (state, state->combat_city, side);

              question->side = side;
              add_answer (question, GMP_ANSWER_PASS);
              g_array_append_vals (question->answers, chits->data, chits->len);
            }
        }
      else if (state->step == GMP_STEP_COMBAT && state->active_formation >= 0)
        {
          g_autoptr(GArray) combats = pending_combats (state);

          question->kind = GMP_QUESTION_COMBAT;
          question->side = state->board->formations[state->active_formation].side;
          question->subject = state->active_formation;
          g_array_append_vals (question->answers, combats->data, combats->len);
        }
      else if (state->phase == GMP_PHASE_ACTION && state->step == GMP_STEP_BEGIN)
        {
          int chits[256];
          guint n = count_cup (state, NULL);

          question->kind = GMP_QUESTION_DRAW_CHIT;
          if (n > 0 && n <= G_N_ELEMENTS (chits))
            {
              count_cup (state, chits);
              add_answer (question, GMP_ANSWER_RANDOM);
              g_array_append_vals (question->answers, chits, n);
            }
        }
      else if (state->phase == GMP_PHASE_FADE_IN && state->step == GMP_STEP_RETURN_UNITS)
        {
          int id = first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);

          question->kind = GMP_QUESTION_RETURN_UNIT;
          question->subject = id;
          if (id != GMP_NONE)
            {
              g_autoptr(GArray) hives = gmp_turn_legal_hives (state, id);
              add_uint_answers (question, hives);
            }
        }
      break;

    case GMP_PHASE_FADE_OUT:
      switch (state->step)
        {
        case GMP_STEP_HOLD_SWARM:
        case GMP_STEP_HOLD_HUMANS:
          {
            g_autoptr(GArray) chits = NULL;

            question->kind = GMP_QUESTION_HOLD;
            question->side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
            chits = holdable_chits (state, question->side);
            add_answer (question, GMP_ANSWER_PASS);
            g_array_append_vals (question->answers, chits->data, chits->len);
          }
          break;

        case GMP_STEP_DANGER:
          question->kind = GMP_QUESTION_DANGER;
          if (danger_applies (state))
            {
              question->side = state->board->chits[state->danger_face].owner;
              add_answer (question, GMP_ANSWER_RANDOM);
            }
          break;

        case GMP_STEP_PLACE_ALLIES:
          question->kind = GMP_QUESTION_PLACE_ALLY;
          question->side = GMP_SIDE_HUMANS;
          for (guint i = 0; i < state->units->len && state->allied_nation != GMP_NONE; i++)
            {
              const GmpUnit *unit = unit_at (state, i);
              g_autoptr(GArray) cities = NULL;

              if (unit->place != GMP_PLACE_RESERVE || unit->formation != state->allied_nation)
                continue;
              cities = gmp_turn_legal_flag_cities (state, i);
              if (cities->len > 0)
                {
                  question->subject = i;
                  add_uint_answers (question, cities);
                  break;
                }
            }
          break;

        default:
          break;
        }
      break;

    case GMP_PHASE_SETUP:
    case GMP_PHASE_GAME_OVER:
    default:
      break;
    }

  /* A state resting between steps (not advanced) has no legal answer */
  if (question->kind != GMP_QUESTION_NONE && question->answers->len == 0)
    question->kind = GMP_QUESTION_NONE;
  return question;
}

gboolean
gmp_turn_answer (GmpState  *state,
                 GmpLog    *log,
                 GmpDice   *dice,
                 int        answer,
                 GError   **error)
{
  g_autoptr(GmpQuestion) question = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!gmp_turn_advance (state, log, error))
    return FALSE;

  question = gmp_turn_get_question (state);
  if (question->kind == GMP_QUESTION_NONE)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("The game is over: there is nothing to answer"));
      return FALSE;
    }
  if (!gmp_question_allows (question, answer))
    {
      g_autofree char *what = gmp_question_describe (state, question);
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("That is not a legal answer to “%s”"), what);
      return FALSE;
    }
  if (dice == NULL
      && (answer == GMP_ANSWER_RANDOM || question->kind == GMP_QUESTION_COMBAT
          || question->kind == GMP_QUESTION_COMBAT_FX))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_DICE,
                           _("This answer needs dice, and none were given"));
      return FALSE;
    }

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      if (answer == GMP_ANSWER_RANDOM)
        {
          /* Answers after RANDOM are the chits in the cup, in board order */
          guint n = question->answers->len - 1;
          guint pick = gmp_dice_choose (dice, n);
          draw_chit (state, log, g_array_index (question->answers, int, pick + 1), TRUE);
        }
      else
        draw_chit (state, log, answer, FALSE);
      break;

    case GMP_QUESTION_GUARD_VALUE:
      {
        int city = unit_at (state, question->subject)->city;

        if (gmp_movement_reveal_guard (state, question->subject, answer, error) == GMP_MOVE_FAILED)
          return FALSE;
        log_add (log, state, GMP_LOG_GUARD_REVEALED, question->subject, answer, city, 0);
      }
      break;

    case GMP_QUESTION_MOVEMENT:
      log_add (log, state, GMP_LOG_MOVEMENT_DONE, state->active_formation, 0, 0, 0);
      state->step = GMP_STEP_COMBAT;
      break;

    case GMP_QUESTION_COMBAT:
      state->combat_city = answer;
      state->combat_fx[GMP_SIDE_SWARM] = state->combat_fx[GMP_SIDE_HUMANS] = GMP_NONE;
      if (!resolve_pending_combat (state, log, dice, error))
        {
          state->combat_city = GMP_NONE;
          return FALSE;
        }
      break;

    case GMP_QUESTION_COMBAT_FX:
      state->combat_fx[question->side] = answer;
      if (!resolve_pending_combat (state, log, dice, error))
        {
          /* The players may answer again, with other dice */
          state->combat_fx[question->side] = GMP_NONE;
          return FALSE;
        }
      break;

    case GMP_QUESTION_HOLD:
      if (answer == GMP_ANSWER_PASS)
        log_add (log, state, GMP_LOG_NO_HOLD, question->side, 0, 0, 0);
      else
        {
          /* Rules note 5 */
          state->chits[answer].place = GMP_CHIT_HELD;
          log_add (log, state, GMP_LOG_HOLD, question->side, answer, 0, 0);
        }
      state->step++;
      break;

    case GMP_QUESTION_RETURN_UNIT:
      {
        GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

        /* Rules note 6 */
        unit->place = GMP_PLACE_MAP;
        unit->city = answer;
        unit->turn = 0;
        unit->reduced = FALSE;
        log_add (log, state, GMP_LOG_UNIT_RETURNED, question->subject, answer,
                 unit->type, unit->formation);
      }
      break;

    case GMP_QUESTION_DANGER:
      if (!roll_for_danger (state, log, dice, error))
        return FALSE;
      break;

    case GMP_QUESTION_PLACE_ALLY:
      {
        GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

        /* Rules note 23 */
        unit->place = GMP_PLACE_MAP;
        unit->city = answer;
        log_add (log, state, GMP_LOG_ALLY_PLACED, question->subject, answer,
                 unit->type, unit->formation);
      }
      break;

    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      g_assert_not_reached ();
    }

  return gmp_turn_advance (state, log, error);
}

/* Words for people and for files */

char *
gmp_question_describe (const GmpState    *state,
                       const GmpQuestion *question)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  board = state->board;
  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      return g_strdup (_("Draw a chit from the cup (Rules note 1)"));
    case GMP_QUESTION_GUARD_VALUE:
      return g_strdup_printf (_("Flip National Guard #%d in %s: what does it show? (Rules note 9)"),
                              question->subject,
                              board->cities[unit_at (state, question->subject)->city].name);
    case GMP_QUESTION_MOVEMENT:
      return g_strdup_printf (_("Move the units of formation %s, then say done (Rules note 4)"),
                              board->formations[question->subject].name);
    case GMP_QUESTION_COMBAT:
      return g_strdup_printf (_("%s: choose the combat of formation %s to resolve next (Rules note 4)"),
                              gmp_side_get_name (question->side),
                              board->formations[question->subject].name);
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup_printf (_("%s: play an FX in the combat in %s, or pass (Rules note 20)"),
                              gmp_side_get_name (question->side),
                              board->cities[question->subject].name);
    case GMP_QUESTION_HOLD:
      return g_strdup_printf (_("%s: hold one activation chit for the next turn, or pass (Rules note 5)"),
                              gmp_side_get_name (question->side));
    case GMP_QUESTION_RETURN_UNIT:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        return g_strdup_printf (_("Swarm: choose the hive %s returns to (Rules note 6)"), label);
      }
    case GMP_QUESTION_DANGER:
      return g_strdup_printf (_("%s: Roll For Danger, %u or more loses (Rules note 21)"),
                              gmp_side_get_name (question->side),
                              board->danger[state->danger_space]);
    case GMP_QUESTION_PLACE_ALLY:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        return g_strdup_printf (_("Humans: choose the city with its flag where %s arrives "
                                  "(Rules note 23)"), label);
      }
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup (_("The game is over"));
    }
}

char *
gmp_answer_to_string (const GmpState    *state,
                      const GmpQuestion *question,
                      int                answer)
{
  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      return g_strdup ("random");
    case GMP_ANSWER_DONE:
      return g_strdup ("done");
    case GMP_ANSWER_PASS:
      return g_strdup ("pass");
    default:
      break;
    }

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup (state->board->chits[answer].id);
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
      return g_strdup (state->board->cities[answer].id);
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup_printf ("%d", answer);
    }
}

gboolean
gmp_answer_from_string (const GmpState    *state,
                        const GmpQuestion *question,
                        const char        *text,
                        int               *answer,
                        GError           **error)
{
  g_return_val_if_fail (state != NULL && question != NULL && text != NULL, FALSE);

  for (guint i = 0; i < question->answers->len; i++)
    {
      int a = g_array_index (question->answers, int, i);
      g_autofree char *name = gmp_answer_to_string (state, question, a);

      if (g_ascii_strcasecmp (name, text) == 0)
        {
          if (answer != NULL)
            *answer = a;
          return TRUE;
        }
    }
  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("“%s” is not a legal answer to this question"), text);
  return FALSE;
}

gboolean
gmp_turn_use_fx (GmpState  *state,
                 GmpLog    *log,
                 int        chit,
                 guint      city,
                 GError   **error)
{
  g_autoptr(GmpQuestion) question = NULL;
  const GmpChit *c;
  gboolean ok = FALSE;
  GmpSide owner;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (chit < 0 || (guint) chit >= state->board->n_chits || city >= state->board->n_cities)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such chit or city"));
      return FALSE;
    }
  c = &state->board->chits[chit];
  owner = c->owner;
  question = gmp_turn_get_question (state);
  if (question->kind != GMP_QUESTION_MOVEMENT)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s may be used only while a formation moves"), c->name);
      return FALSE;
    }
  if (!gmp_fx_in_hand (state, chit, owner))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s is not in its owner’s hand this turn (Rules note 20)"), c->name);
      return FALSE;
    }

  for (guint i = 0; i < c->n_effects; i++)
    {
      if (c->effects[i].kind == GMP_FX_FORT_DAMAGE)
        ok = gmp_fx_fort_damage (state, chit, city, NULL, error);
      else if (c->effects[i].kind == GMP_FX_ELIMINATE_CITY)
        ok = gmp_fx_eliminate_city (state, chit, city, NULL, error);
      else
        continue;
      if (!ok)
        return FALSE;
      log_add (log, state, GMP_LOG_FX_PLAYED, owner, chit, city, 0);
      return TRUE;
    }

  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("%s is played in a combat, not on its own"), c->name);
  return FALSE;
}
