/* gmp-player-move.c: the strong player's moves and FX for one activation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * First an FX that needs no combat, if the position it leaves is better
 * with the Danger it costs counted (rules notes 21, 45). Then the Swarm's
 * attacks: for each enemy city the formation's units can reach, the exact
 * odds of all of them that fit there (rules note 7) going in
 * (gmp_odds_compute), the best battle worth fighting first, again until
 * none is. The units left
 * move: the Swarm's toward its objective (the weakest pair of fence Forts,
 * then the weakest key city, gmp-player-eval.c), the Humans' to the Forts
 * the Swarm threatens most; a unit holding what it should stays. The
 * Humans only defend: they start no battle (see _gmp_player_move()). Every
 * move is one the legal-move query offers at that moment.
 */

#include "config.h"

#include "gmp-movement.h"
#include "gmp-player-private.h"

#define MAX_MOVERS 64

typedef struct {
  GmpPlayer            *player;
  const GmpPlayerHands *hands;
  const GmpState       *state;
  GmpSide               side;
  guint                 n_units;
  guint                 units[MAX_MOVERS];
  gboolean              done[MAX_MOVERS];
} Plan;

static void
refresh (Plan *plan)
{
  plan->state = plan->hands->get_state (plan->hands->data);
}

static gboolean
can_move (const GmpState *state,
          guint           id)
{
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, id);

  return u->place == GMP_PLACE_MAP && u->formation == state->active_formation
         && !u->stopped && !u->moved && !u->pending_move
         && !state->board->unit_types[u->type].guard;
}

/* Moves one unit to city by the path the legal-move query gives now; FALSE
 * (nothing done) when the query no longer offers it */
static gboolean
move_unit (Plan    *plan,
           guint    id,
           guint    city,
           GError **error)
{
  g_autoptr(GmpMoveOptions) options = NULL;
  const GmpMoveTarget *target;

  refresh (plan);
  if (plan->state->move_pending || !can_move (plan->state, id))
    return TRUE;
  options = gmp_movement_query (plan->state, &id, 1);
  target = options->reason == GMP_MOVE_OK ? gmp_move_options_find (options, city) : NULL;
  if (target == NULL)
    return TRUE;
  if (plan->hands->move (plan->hands->data, &id, 1, target->path, target->cost, error)
      == GMP_MOVE_FAILED)
    return FALSE;
  refresh (plan);
  return TRUE;
}

static guint
side_units_in (const GmpState *state,
               guint           city,
               GmpSide         side)
{
  return gmp_state_units_in_city (state, city, side, NULL, 0);
}

static GmpSide
other_side (GmpSide side)
{
  return side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
}

/* An FX that needs no combat: Tectonic on a Fort, Nuclear on a city
 * (rules notes 20, 21, 45), tried on a copy and kept when the position,
 * the Danger counted, gains enough */
static gboolean
use_city_fx (Plan    *plan,
             GError **error)
{
  const GmpBoard *board = plan->state->board;

  for (guint chit = 0; chit < board->n_chits; chit++)
    {
      const GmpChit *c = &board->chits[chit];
      double now, best_gain = 30.0;
      int best_city = GMP_NONE;

      if (plan->state->chits[chit].place != GMP_CHIT_IN_HAND || c->owner != plan->side
          || c->n_effects == 0
          || (c->effects[0].kind != GMP_FX_FORT_DAMAGE && c->effects[0].kind != GMP_FX_ELIMINATE_CITY))
        continue;
      now = _gmp_player_evaluate (plan->player, plan->state);
      for (guint city = 0; city < board->n_cities; city++)
        {
          g_autoptr(GmpState) work = NULL;
          double gain;

          if (c->effects[0].kind == GMP_FX_FORT_DAMAGE ? !gmp_state_has_fort (plan->state, city)
              : side_units_in (plan->state, city, GMP_SIDE_SWARM) == 0)
            continue;
          work = gmp_state_copy (plan->state);
          if (!gmp_turn_use_fx (work, NULL, (int) chit, city, NULL))
            continue;
          gain = _gmp_player_evaluate (plan->player, work) - now;
          if (plan->side == GMP_SIDE_HUMANS)
            gain = -gain;
          if (gain > best_gain)
            {
              best_gain = gain;
              best_city = (int) city;
            }
        }
      if (best_city != GMP_NONE)
        {
          if (!plan->hands->use_fx (plan->hands->data, chit, (guint) best_city, error))
            return FALSE;
          refresh (plan);
        }
    }
  return TRUE;
}

/* The units of the formation that may move, strongest first */
static void
collect_units (Plan *plan)
{
  const GmpState *state = plan->state;

  plan->n_units = 0;
  for (guint id = 0; id < state->units->len && plan->n_units < MAX_MOVERS; id++)
    if (can_move (state, id))
      {
        guint k = plan->n_units++;
        double v = _gmp_player_unit_value (plan->player, state, id);

        /* Insertion by worth, so the best fill a city first */
        while (k > 0 && _gmp_player_unit_value (plan->player, state, plan->units[k - 1]) < v)
          {
            plan->units[k] = plan->units[k - 1];
            k--;
          }
        plan->units[k] = id;
        plan->done[k] = FALSE;
      }
  for (guint k = 0; k < plan->n_units; k++)
    plan->done[k] = FALSE;
}

/* Where the Humans are needed: a Fort's worth times how far the Swarm
 * around it outweighs what holds it */
static double
human_need (const GmpPlayer *player,
            const GmpState  *state,
            guint            city)
{
  const GmpBoard *board = state->board;
  double threat = 0.0, hold = 0.0, worth = _gmp_player_fort_worth (player, state, city);

  if (worth == 0.0)
    return -1.0;
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, i);
      guint steps;

      if (u->place != GMP_PLACE_MAP)
        continue;
      steps = _gmp_player_distance (player, (guint) u->city, city);
      if (board->unit_types[u->type].side == GMP_SIDE_SWARM)
        threat += steps == 0 ? 1.5 * _gmp_player_unit_value (player, state, i)
                  : steps == 1 ? _gmp_player_unit_value (player, state, i)
                  : steps <= 3 ? 0.4 * _gmp_player_unit_value (player, state, i) : 0.0;
      else if (steps == 0)
        hold += _gmp_player_unit_value (player, state, i);
    }
  hold += state->fort_strength[board->cities[city].fort] * 0.5;
  /* A key city is worth holding even before the Swarm comes (rules note 22) */
  return worth * (threat - hold + (board->cities[city].key ? 1.0 : 0.0));
}

/* Humans hold what they guard: a key city's garrison never leaves it (the
 * Swarm wins by two of them, rules note 22; its Fort's strength leaves
 * room for few units, note 7, so a unit that leaves seldom gets back in);
 * another Fort's units leave only when they are not needed there */
static gboolean
human_stays (Plan  *plan,
             guint  id)
{
  const GmpState *state = plan->state;
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, id);
  guint city = (guint) u->city;

  if (side_units_in (state, city, GMP_SIDE_SWARM) > 0)
    return TRUE;
  if (!gmp_state_has_fort (state, city))
    return FALSE;
  if (state->board->cities[city].key)
    return TRUE;
  return human_need (plan->player, state, city) + _gmp_player_unit_value (plan->player, state, id)
         > -0.5;
}

/* The best battle the Swarm's formation can start now: its city and worth,
 * the units that go in marked in `going` */
static gboolean
best_attack (Plan     *plan,
             gboolean *going,
             guint    *city_out,
             double   *value_out)
{
  const GmpState *state = plan->state;
  const GmpBoard *board = state->board;
  g_autofree GmpMoveOptions **options = g_new0 (GmpMoveOptions *, plan->n_units);
  g_autofree guint8 *tried = g_new0 (guint8, board->n_cities);
  double best = 0.0;
  gboolean found = FALSE;

  for (guint k = 0; k < plan->n_units; k++)
    if (!plan->done[k] && can_move (state, plan->units[k]))
      options[k] = gmp_movement_query (state, &plan->units[k], 1);

  for (guint k = 0; k < plan->n_units; k++)
    for (guint t = 0; options[k] != NULL && t < options[k]->n_targets; t++)
      {
        guint city = options[k]->targets[t].city;
        guint movers[MAX_MOVERS], n = 0, room;
        g_autoptr(GmpOdds) odds = NULL;
        double v;
        int objective = GMP_NONE;

        if (!options[k]->targets[t].stops || tried[city])
          continue;
        tried[city] = 1;
        /* Rules note 7: as many as fit at the end of the move */
        room = board->rules.stacking_limit
               - MIN (board->rules.stacking_limit, gmp_state_stack_count (state, city, plan->side));
        for (guint j = 0; j < plan->n_units && n < room; j++)
          if (options[j] != NULL && gmp_move_options_find (options[j], city) != NULL)
            movers[n++] = plan->units[j];
        if (n == 0)
          continue;
        odds = gmp_odds_compute (state, city, plan->side, GMP_COMBAT_NORMAL, GMP_NONE, GMP_NONE,
                                 movers, n, NULL);
        if (odds == NULL)
          continue;
        v = _gmp_player_odds_value (plan->player, state, city, odds);
        /* The objective is worth pressing on, more as the turns run out */
        _gmp_player_swarm_distance (plan->player, state, city, &objective);
        if (objective == (int) city)
          v += 10.0 + 4.0 * state->turn;
        if (v > best)
          {
            best = v;
            found = TRUE;
            *city_out = city;
            for (guint j = 0; j < plan->n_units; j++)
              going[j] = FALSE;
            for (guint j = 0, m = 0; j < plan->n_units && m < n; j++)
              if (plan->units[j] == movers[m])
                {
                  going[j] = TRUE;
                  m++;
                }
          }
      }
  for (guint k = 0; k < plan->n_units; k++)
    g_clear_pointer (&options[k], gmp_move_options_free);
  *value_out = best;
  return found;
}

/* Worth of a unit ending in city, for the side's plain moves */
static double
place_value (Plan  *plan,
             guint  id,
             guint  city)
{
  const GmpState *state = plan->state;
  const GmpBoard *board = state->board;

  if (plan->side == GMP_SIDE_SWARM)
    {
      guint steps = _gmp_player_swarm_distance (plan->player, state, city, NULL);

      /* Nearer the objective, and together: a stack attacks better */
      return -10.0 * steps + 0.5 * side_units_in (state, city, GMP_SIDE_SWARM);
    }
  else
    {
      double best = -G_MAXDOUBLE;

      (void) id;
      /* Toward the Fort that needs it most, counting the way there */
      for (guint f = 0; f < board->n_forts; f++)
        {
          guint fort_city = board->forts[f].city;
          double need = human_need (plan->player, state, fort_city);
          guint steps = _gmp_player_distance (plan->player, city, fort_city);
          double v;

          if (need <= -1.0 || steps == G_MAXUINT)
            continue;
          v = need - 1.5 * steps;
          best = MAX (best, v);
        }
      return best;
    }
}

static gboolean
plain_moves (Plan    *plan,
             GError **error)
{
  for (guint k = 0; k < plan->n_units; k++)
    {
      guint id = plan->units[k];
      g_autoptr(GmpMoveOptions) options = NULL;
      const GmpUnit *u;
      double stay, best;
      int best_city = GMP_NONE;

      refresh (plan);
      if (plan->done[k] || plan->state->move_pending || !can_move (plan->state, id))
        continue;
      u = &g_array_index (plan->state->units, GmpUnit, id);
      if (side_units_in (plan->state, (guint) u->city, other_side (plan->side)) > 0
          || gmp_state_city_is_enemy (plan->state, (guint) u->city, plan->side))
        continue;
      if (plan->side == GMP_SIDE_HUMANS && human_stays (plan, id))
        continue;
      options = gmp_movement_query (plan->state, &id, 1);
      if (options->reason != GMP_MOVE_OK)
        continue;
      stay = place_value (plan, id, (guint) u->city);
      best = stay + 0.25;
      for (guint t = 0; t < options->n_targets; t++)
        {
          double v;

          if (options->targets[t].stops)
            continue;
          v = place_value (plan, id, options->targets[t].city) - 0.01 * options->targets[t].cost;
          if (v > best)
            {
              best = v;
              best_city = (int) options->targets[t].city;
            }
        }
      plan->done[k] = TRUE;
      if (best_city != GMP_NONE && !move_unit (plan, id, (guint) best_city, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
_gmp_player_move (GmpPlayer            *player,
                  const GmpPlayerHands *hands,
                  GError              **error)
{
  Plan plan = { player, hands, NULL, GMP_SIDE_SWARM, 0, };
  gboolean going[MAX_MOVERS];

  refresh (&plan);
  if (plan.state->active_formation < 0)
    return TRUE;
  _gmp_player_prepare (player, plan.state->board);
  plan.side = plan.state->board->formations[plan.state->active_formation].side;

  if (!use_city_fx (&plan, error))
    return FALSE;

  collect_units (&plan);
  /* The Humans start no battle by moving: the Swarm's losses come back two
   * turns later (rules note 16) and theirs never do, so a battle the odds
   * favour still trades away what holds the key cities. Played out over
   * 1,000 games against the strong Swarm, attacking lost a third of the
   * Humans' wins (docs/performance.md). */
  while (plan.side == GMP_SIDE_SWARM)
    {
      guint city = 0;
      double value;

      refresh (&plan);
      if (plan.state->move_pending || !best_attack (&plan, going, &city, &value))
        break;
      for (guint k = 0; k < plan.n_units; k++)
        if (going[k])
          {
            plan.done[k] = TRUE;
            if (!move_unit (&plan, plan.units[k], city, error))
              return FALSE;
          }
    }
  return plain_moves (&plan, error);
}
