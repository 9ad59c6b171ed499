/* gmp-player-eval.c: what the strong player thinks a position and a battle are worth
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Values are from the Swarm's side in one scale: a unit's expected Hits
 * per roll times UNIT, a Fort point, a key city, a hole in the fence; a
 * game won is GMP_PLAYER_WIN. The weights are the player's judgement, not
 * rules: the rules (stacking, the fence, victory) come from the board and
 * the core's queries.
 */

#include "config.h"

#include <math.h>

#include "gmp-movement.h"
#include "gmp-player-private.h"

#define UNIT          40.0   /* one expected Hit per roll, as a unit */
#define KEY_POINT    150.0   /* a key city's Fort point (rules note 22) */
#define KEY_FALLS   1500.0
#define FENCE_POINT   50.0   /* a fence Fort's point (rules note 10) */
#define FENCE_FALLS  120.0
#define HOLE         500.0   /* the fence open */
#define PROGRESS       8.0   /* per unit worth and step toward the objective */
#define MAX_STEPS      8

static double
die_chance (guint threshold)
{
  return threshold >= 7 ? 0.0 : threshold <= 1 ? 1.0 : (7.0 - threshold) / 6.0;
}

static double
dice_value (const guint8 *thresholds,
            guint         n)
{
  double v = 0.0;

  for (guint i = 0; i < n; i++)
    v += die_chance (thresholds[i]);
  return v;
}

void
_gmp_player_prepare (GmpPlayer *player,
                     GmpBoard  *board)
{
  guint n = board->n_cities;
  g_autofree guint *queue = g_new (guint, n);
  double pool = 0.0;

  if (player->board == board)
    return;
  g_clear_pointer (&player->board, gmp_board_unref);
  g_clear_pointer (&player->distance, g_free);
  g_clear_pointer (&player->type_value, g_free);
  player->board = gmp_board_ref (board);

  /* Road steps between every two cities, by a search from each */
  player->distance = g_new (guint, n * n);
  for (guint from = 0; from < n; from++)
    {
      guint *row = player->distance + from * n;
      guint head = 0, tail = 0;

      for (guint c = 0; c < n; c++)
        row[c] = G_MAXUINT;
      row[from] = 0;
      queue[tail++] = from;
      while (head < tail)
        {
          guint c = queue[head++];

          for (guint k = 0; k < board->cities[c].n_neighbours; k++)
            {
              guint next = board->cities[c].neighbours[k];

              if (row[next] == G_MAXUINT)
                {
                  row[next] = row[c] + 1;
                  queue[tail++] = next;
                }
            }
        }
    }

  player->type_value = g_new0 (double, 2 * board->n_unit_types);
  for (guint t = 0; t < board->n_unit_types; t++)
    {
      const GmpUnitType *type = &board->unit_types[t];
      double reduced = type->has_reduced ? dice_value (type->reduced_dice, type->n_reduced_dice)
                                         : 0.0;

      player->type_value[2 * t] = dice_value (type->fresh_dice, type->n_fresh_dice) + reduced;
      player->type_value[2 * t + 1] = reduced;
    }

  /* An unrevealed Guard counts as the pool's average (rules note 24) */
  for (guint i = 0; i < board->n_guard_pool; i++)
    pool += board->guard_pool[i] > 0 ? die_chance (board->guard_pool[i]) : 0.0;
  player->guard_value = board->n_guard_pool > 0 ? pool / board->n_guard_pool : 0.0;
}

guint
_gmp_player_distance (const GmpPlayer *player,
                      guint            from,
                      guint            to)
{
  return player->distance[from * player->board->n_cities + to];
}

double
_gmp_player_unit_value (const GmpPlayer *player,
                        const GmpState  *state,
                        guint            unit)
{
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);
  const GmpUnitType *type = &state->board->unit_types[u->type];

  if (type->guard)
    return u->revealed ? (u->guard_value > 0 ? die_chance ((guint) u->guard_value) : 0.0)
                       : player->guard_value;
  return player->type_value[2 * u->type + (u->reduced ? 1 : 0)];
}

static gboolean
fence_has_hole (const GmpState *state)
{
  const GmpBoard *board = state->board;

  for (guint i = 0; i < board->n_fence; i++)
    if (gmp_movement_fence_hole_at (state, board->fence[i]))
      return TRUE;
  return FALSE;
}

/* What stands in the Swarm's way in city: the Fort and the Human units */
static double
defence (const GmpPlayer *player,
         const GmpState  *state,
         guint            city)
{
  const GmpBoard *board = state->board;
  int fort = board->cities[city].fort;
  double d = fort >= 0 ? state->fort_strength[fort] * die_chance (board->rules.fort_hit) * 2.0
                       : 0.0;

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, i);

      if (u->place == GMP_PLACE_MAP && u->city == (int) city
          && board->unit_types[u->type].side == GMP_SIDE_HUMANS)
        d += _gmp_player_unit_value (player, state, i);
    }
  return d;
}

static gboolean
fort_standing (const GmpState *state,
               guint           city)
{
  return gmp_state_has_fort (state, city);
}

/* The objective cities: a pair of fence Forts, or a key city */
typedef struct {
  guint n;
  guint cities[2];
  gboolean east;      /* a key city beyond an open fence */
} Objective;

static void
find_objective (const GmpPlayer *player,
                const GmpState  *state,
                Objective       *objective)
{
  const GmpBoard *board = state->board;
  double best = G_MAXDOUBLE;

  objective->n = 0;
  objective->east = fence_has_hole (state);
  if (!objective->east)
    {
      /* Rules note 10: two adjacent fence Forts destroyed open the fence */
      for (guint i = 0; i + 1 < board->n_fence; i++)
        {
          guint a = board->fence[i], b = board->fence[i + 1];
          double cost = (fort_standing (state, a) ? defence (player, state, a) : 0.0)
                        + (fort_standing (state, b) ? defence (player, state, b) : 0.0);

          if (cost < best)
            {
              best = cost;
              objective->n = 0;
              if (fort_standing (state, a))
                objective->cities[objective->n++] = a;
              if (fort_standing (state, b))
                objective->cities[objective->n++] = b;
            }
        }
      return;
    }

  /* Rules note 22: the key cities still standing, the weakest and nearest
   * to a hole first */
  for (guint c = 0; c < board->n_cities; c++)
    {
      guint near = G_MAXUINT;
      double cost;

      if (!board->cities[c].key || !fort_standing (state, c))
        continue;
      for (guint i = 0; i < board->n_fence; i++)
        if (gmp_movement_fence_hole_at (state, board->fence[i]))
          near = MIN (near, _gmp_player_distance (player, board->fence[i], c));
      cost = defence (player, state, c) + 0.5 * MIN (near, (guint) MAX_STEPS);
      if (cost < best)
        {
          best = cost;
          objective->n = 1;
          objective->cities[0] = c;
        }
    }
}

static guint
objective_steps (const GmpPlayer *player,
                 const GmpState  *state,
                 const Objective *objective,
                 guint            from,
                 int             *city)
{
  const GmpBoard *board = state->board;
  guint best = MAX_STEPS;

  *city = GMP_NONE;
  for (guint k = 0; k < objective->n; k++)
    {
      guint to = objective->cities[k];
      guint steps = _gmp_player_distance (player, from, to);

      /* From the west, the way east runs through a hole (rules note 10) */
      if (objective->east && board->cities[from].region == GMP_REGION_WEST)
        {
          steps = G_MAXUINT;
          for (guint i = 0; i < board->n_fence; i++)
            if (gmp_movement_fence_hole_at (state, board->fence[i]))
              steps = MIN (steps, _gmp_player_distance (player, from, board->fence[i])
                                  + _gmp_player_distance (player, board->fence[i], to));
        }
      if (steps <= best)
        {
          best = MIN (steps, (guint) MAX_STEPS);
          *city = (int) to;
        }
    }
  return best;
}

guint
_gmp_player_swarm_distance (const GmpPlayer *player,
                            const GmpState  *state,
                            guint            from,
                            int             *objective_city)
{
  Objective objective;
  int city;

  find_objective (player, state, &objective);
  city = GMP_NONE;
  if (objective.n == 0)
    {
      if (objective_city != NULL)
        *objective_city = GMP_NONE;
      return 0;
    }
  {
    guint steps = objective_steps (player, state, &objective, from, &city);

    if (objective_city != NULL)
      *objective_city = city;
    return steps;
  }
}

double
_gmp_player_fort_worth (const GmpPlayer *player,
                        const GmpState  *state,
                        guint            city)
{
  const GmpBoard *board = state->board;
  int position;

  (void) player;
  if (!gmp_state_has_fort (state, city))
    return 0.0;
  if (board->cities[city].key)
    return 1.0;
  position = gmp_board_fence_position (board, city);
  if (position >= 0)
    {
      /* Rules note 10: its fall next to a fallen neighbour opens the fence */
      if ((position > 0 && !gmp_state_has_fort (state, board->fence[position - 1]))
          || ((guint) position + 1 < board->n_fence
              && !gmp_state_has_fort (state, board->fence[position + 1])))
        return 0.9;
      return 0.6;
    }
  return 0.3;
}

double
_gmp_player_danger_chance (const GmpState *state,
                           guint           space)
{
  const GmpBoard *board = state->board;
  guint need, dice, total = 1, hits = 0;

  if (space >= board->n_danger || board->danger[space] == 0)
    return 0.0;
  need = board->danger[space];
  dice = MIN (board->rules.danger_dice, 4u);
  for (guint i = 0; i < dice; i++)
    total *= 6;
  /* Every roll of the dice, counted */
  for (guint roll = 0; roll < total; roll++)
    {
      guint sum = 0, r = roll;

      for (guint i = 0; i < dice; i++, r /= 6)
        sum += r % 6 + 1;
      hits += sum >= need;
    }
  return (double) hits / total;
}

/* Eliminated Swarm units come back two turns later (rules note 16) */
static gboolean
swarm_returns (const GmpState *state,
               guint           turn)
{
  const GmpRules *rules = &state->board->rules;

  return turn < rules->time_track_last_turn && turn + rules->time_track_delay <= rules->turns;
}

double
_gmp_player_evaluate (const GmpPlayer *player,
                      const GmpState  *state)
{
  const GmpBoard *board = state->board;
  Objective objective;
  double v = 0.0;
  gboolean hole;

  if (state->winner == GMP_WINNER_SWARM)
    return GMP_PLAYER_WIN;
  if (state->winner == GMP_WINNER_HUMANS)
    return -GMP_PLAYER_WIN;

  /* Forts taken: key cities (rules note 22), the fence (rules note 10) */
  for (guint f = 0; f < board->n_forts; f++)
    {
      guint city = board->forts[f].city;
      guint lost = board->forts[f].strength - MIN (state->fort_strength[f], board->forts[f].strength);

      if (board->cities[city].key)
        v += lost * KEY_POINT + (state->fort_strength[f] == 0 ? KEY_FALLS : 0.0);
      else if (gmp_board_fence_position (board, city) >= 0)
        v += lost * FENCE_POINT + (state->fort_strength[f] == 0 ? FENCE_FALLS : 0.0);
    }
  hole = fence_has_hole (state);
  if (hole)
    v += HOLE;

  find_objective (player, state, &objective);
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, i);
      GmpSide side = board->unit_types[u->type].side;
      double worth = _gmp_player_unit_value (player, state, i);

      if (side == GMP_SIDE_SWARM)
        {
          if (u->place == GMP_PLACE_MAP)
            {
              int city;
              guint steps = objective_steps (player, state, &objective, (guint) u->city, &city);

              v += UNIT * worth - PROGRESS * worth * steps;
            }
          else if ((u->place == GMP_PLACE_TIME_TRACK && u->turn <= board->rules.turns)
                   || u->place == GMP_PLACE_RETURNING)
            v += 0.6 * UNIT * worth - PROGRESS * worth * MAX_STEPS;
        }
      else if (u->place == GMP_PLACE_MAP)
        {
          /* Human units count for more where they hold a Fort */
          v -= UNIT * worth * (1.0 + 0.5 * _gmp_player_fort_worth (player, state, (guint) u->city));
        }
      else if (u->place == GMP_PLACE_RESERVE)
        v -= 0.5 * UNIT * worth;
    }

  /* Rules note 21: the side whose FX shows rolls at every Fade Out left */
  if (state->danger_face >= 0 && (guint) state->danger_face < board->n_chits)
    {
      double p = _gmp_player_danger_chance (state, state->danger_space);
      guint left = state->turn <= board->rules.turns ? board->rules.turns - state->turn + 1 : 0;
      double lose = 1.0 - pow (1.0 - p, left);
      GmpSide roller = board->chits[state->danger_face].owner;

      v += (roller == GMP_SIDE_HUMANS ? 1.0 : -1.0) * lose * GMP_PLAYER_WIN;
    }
  return v;
}

/* What one Hit costs a side in the battle in city: its units' worth per
 * Hit they can take */
static double
hit_cost (const GmpPlayer *player,
          const GmpState  *state,
          guint            city,
          GmpSide          side)
{
  const GmpBoard *board = state->board;
  double worth = 0.0;
  guint capacity = 0;

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, i);
      const GmpUnitType *type = &board->unit_types[u->type];

      if (u->place != GMP_PLACE_MAP || u->city != (int) city || type->side != side)
        continue;
      worth += _gmp_player_unit_value (player, state, i);
      capacity += type->has_reduced && !u->reduced ? 2 : 1;
    }
  if (capacity == 0)
    return 0.0;
  return UNIT * worth / capacity;
}

double
_gmp_player_odds_value (const GmpPlayer *player,
                        const GmpState  *state,
                        guint            city,
                        const GmpOdds   *odds)
{
  const GmpBoard *board = state->board;
  double scored[GMP_N_SIDES] = { 0.0, 0.0 };
  double fort_lost = 0.0, v, swarm_cost;
  gboolean key = board->cities[city].key;

  if (odds->overrun)
    return UNIT * defence (player, state, city);

  for (guint s = 0; s < GMP_N_SIDES; s++)
    for (guint k = 0; k < odds->n_hits[s]; k++)
      scored[s] += k * odds->hits[s][k];
  for (guint k = 0; odds->fort_loss != NULL && k <= odds->fort_strength; k++)
    fort_lost += k * odds->fort_loss[k];

  swarm_cost = hit_cost (player, state, city, GMP_SIDE_SWARM);
  if (swarm_cost == 0.0)
    swarm_cost = 0.3 * UNIT;
  /* Rules note 16: early on, what the Swarm loses comes back */
  if (swarm_returns (state, state->turn))
    swarm_cost *= 0.6;

  v = MAX (0.0, scored[GMP_SIDE_SWARM] - fort_lost) * hit_cost (player, state, city, GMP_SIDE_HUMANS)
      - scored[GMP_SIDE_HUMANS] * swarm_cost
      + 15.0 * (odds->p_retreat[GMP_SIDE_HUMANS] - odds->p_retreat[GMP_SIDE_SWARM]);
  if (odds->fort_strength > 0)
    {
      double point = key ? KEY_POINT : gmp_board_fence_position (board, city) >= 0 ? FENCE_POINT
                                                                                   : 10.0;
      double falls = key ? KEY_FALLS
                     : _gmp_player_fort_worth (player, state, city) > 0.8 ? FENCE_FALLS + HOLE
                     : gmp_board_fence_position (board, city) >= 0 ? FENCE_FALLS : 10.0;

      v += fort_lost * point + odds->p_fort_falls * falls;
    }
  return v;
}
