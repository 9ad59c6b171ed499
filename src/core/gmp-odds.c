/* gmp-odds.c: exact combat odds (rules note 24); the what-ifs of combats
 * not begun are gmp-odds-what-if.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"
#include <string.h>

#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-odds-private.h"
#include "gmp-state-private.h"

#define MAX_HITS 512

typedef struct {
  double dist[MAX_HITS];
  guint  max;            /* highest possible Hits */
} Dist;

/* What the survivors of one side depend on, for a given Guard draw. */
typedef struct {
  guint units;           /* participating units */
  guint fresh;           /* of them, Fresh units that take two Hits */
  guint capacity;        /* Hits the units can absorb */
  guint cancel;          /* Hits its FX cancels */
} SideShape;

typedef struct {
  const GmpBoard *board;
  const GmpCombat *combat;
  GmpSide         acting;
  gboolean        reroll[GMP_N_SIDES];
  Dist            known[GMP_N_SIDES];     /* every participant but hidden Guards */
  SideShape       shape[GMP_N_SIDES];
  guint           fort_strength;
  guint           n_hidden;               /* unrevealed Guards (Humans) */
  guint           guard_dice;
  GuardPool       pool;
} Battle;

void
gmp_odds_free (GmpOdds *odds)
{
  if (odds == NULL)
    return;
  g_free (odds->hits[0]);
  g_free (odds->hits[1]);
  g_free (odds->fort_loss);
  g_free (odds);
}

/* Probability that one die ends at value v (1..6), re-rolled once on a miss. */
static double
final_value (guint    v,
             guint    threshold,
             gboolean reroll)
{
  double miss = (MIN (threshold, 7) - 1) / 6.0;

  if (!reroll)
    return 1.0 / 6.0;
  return (v >= threshold ? 1.0 / 6.0 : 0.0) + miss / 6.0;
}

static double
hit_chance (guint    threshold,
            gboolean reroll)
{
  double p = (7 - MIN (threshold, 7)) / 6.0;
  /* Rules note 24: a re-rolled miss hits with p again: p' = p + (1 - p) p. */
  return reroll ? p + (1.0 - p) * p : p;
}

static void
dist_init (Dist *d)
{
  d->dist[0] = 1.0;
  d->max = 0;
}

/* Convolves d with a small distribution of 0..n Hits. */
static void
dist_add (Dist         *d,
          const double *p,
          guint         n)
{
  double out[MAX_HITS];
  guint max = MIN (d->max + n, MAX_HITS - 1);

  memset (out, 0, (max + 1) * sizeof (double));
  for (guint i = 0; i <= d->max; i++)
    for (guint k = 0; k <= n && i + k <= max; k++)
      out[i + k] += d->dist[i] * p[k];
  memcpy (d->dist, out, (max + 1) * sizeof (double));
  d->max = max;
}

static void
dist_add_die (Dist   *d,
              double  p)
{
  /* In place, from the top: the common case of a single die. */
  if (d->max + 1 >= MAX_HITS)
    return;
  d->dist[d->max + 1] = d->dist[d->max] * p;
  for (guint i = d->max; i > 0; i--)
    d->dist[i] = d->dist[i] * (1.0 - p) + d->dist[i - 1] * p;
  d->dist[0] *= 1.0 - p;
  d->max++;
}

static void
add_combatant (Dist               *d,
               const GmpCombatant *c,
               gboolean            reroll)
{
  if (c->paired)
    {
      /* The Fresh Tank rule over the final values of both dice. */
      double p[3] = { 0.0, 0.0, 0.0 };
      for (guint a = 1; a <= 6; a++)
        for (guint b = 1; b <= 6; b++)
          {
            double w = final_value (a, c->thresholds[0], reroll)
                       * final_value (b, c->thresholds[1], reroll);
            gboolean ha = a >= c->thresholds[0], hb = b >= c->thresholds[1];
            p[(ha && hb && a == b) ? 2 : (ha || hb) ? 1 : 0] += w;
          }
      dist_add (d, p, 2);
      return;
    }
  for (guint i = 0; i < c->n_dice; i++)
    dist_add_die (d, hit_chance (c->thresholds[i], reroll));
}

static guint
survivors (const SideShape *s,
           guint            hits)
{
  guint taken = MIN (hits, s->capacity);
  return taken > s->fresh ? s->units - (taken - s->fresh) : s->units;
}

/* Whether `loser` must retreat (rules note 13): the other side needs Units
 * left, and for the Humans an undestroyed Fort counts (rules note 25, the
 * same reading as gmp-combat.c); the loser needs units to retreat; and a
 * Barrage in which nobody suffered a Hit moves nobody (rules note 38). */
static gboolean
retreat_needed (const Battle *b,
                const guint   surv[GMP_N_SIDES],
                GmpSide       loser,
                guint         suffered_s,
                guint         suffered_h,
                guint         fort_loss)
{
  GmpSide winner = loser == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
  gboolean holds = surv[winner] > 0
                   || (winner == GMP_SIDE_HUMANS && b->fort_strength > 0
                       && fort_loss < b->fort_strength);

  if (b->combat->mode == GMP_COMBAT_BARRAGE && suffered_s == 0 && suffered_h == 0)
    return FALSE;
  return holds && surv[loser] > 0;
}

/* Accumulates the outcome of one Guard draw, weighted by w. */
static void
accumulate (const Battle    *b,
            const Dist       dist[GMP_N_SIDES],
            const SideShape  shape[GMP_N_SIDES],
            double           w,
            GmpOdds         *odds)
{
  const GmpSide S = GMP_SIDE_SWARM, H = GMP_SIDE_HUMANS;

  for (int s = 0; s < GMP_N_SIDES; s++)
    for (guint k = 0; k <= dist[s].max; k++)
      odds->hits[s][k] += w * dist[s].dist[k];

  for (guint hs = 0; hs <= dist[S].max; hs++)
    {
      double ps = w * dist[S].dist[hs];
      guint suffered_h = hs > shape[H].cancel ? hs - shape[H].cancel : 0;
      guint surv_h = survivors (&shape[H], suffered_h);
      guint fort_loss = 0;

      if (ps == 0.0)
        continue;
      if (b->fort_strength > 0 && suffered_h > shape[H].capacity)
        fort_loss = MIN (b->fort_strength, suffered_h - shape[H].capacity);

      for (guint hh = 0; hh <= dist[H].max; hh++)
        {
          double p = ps * dist[H].dist[hh];
          guint suffered_s = hh > shape[S].cancel ? hh - shape[S].cancel : 0;
          guint surv_s = survivors (&shape[S], suffered_s);
          guint surv[GMP_N_SIDES];
          GmpSide loser;

          surv[S] = surv_s;
          surv[H] = surv_h;
          if (surv_s == 0)
            odds->p_wiped[S] += p;
          if (surv_h == 0)
            odds->p_wiped[H] += p;
          if (b->fort_strength > 0)
            {
              odds->fort_loss[fort_loss] += p;
              if (fort_loss == b->fort_strength)
                odds->p_fort_falls += p;
            }
          /* Rules note 13, as gmp-combat.c rules it */
          if (suffered_s != suffered_h)
            loser = suffered_s > suffered_h ? S : H;
          else
            loser = b->acting;
          if (retreat_needed (b, surv, loser, suffered_s, suffered_h, fort_loss))
            odds->p_retreat[loser] += p;
          else
            odds->p_no_retreat += p;
        }
    }
}

static double
choose (guint n,
        guint k)
{
  double r = 1.0;
  if (k > n)
    return 0.0;
  for (guint i = 1; i <= k; i++)
    r = r * (n - k + i) / i;
  return r;
}

static void
draws_from (const GuardPool *pool,
            guint            cls,
            guint            left,
            guint           *taken,
            double           weight,
            DrawFunc         func,
            gpointer         data)
{
  if (cls == pool->n_values)
    {
      if (left == 0)
        func (pool, taken, weight, data);
      return;
    }
  for (guint k = 0; k <= MIN (left, pool->counts[cls]); k++)
    {
      taken[cls] = k;
      draws_from (pool, cls + 1, left - k, taken, weight * choose (pool->counts[cls], k),
                  func, data);
    }
  taken[cls] = 0;
}

/* Every multiset of n values drawn from the pool without replacement, with
 * its (hypergeometric) probability. */
void
_gmp_odds_for_each_draw (const GuardPool *pool,
                         guint            n,
                         DrawFunc         func,
                         gpointer         data)
{
  guint taken[MAX_POOL_VALUES] = { 0, };

  draws_from (pool, 0, n, taken, 1.0 / choose (pool->total, n), func, data);
}

typedef struct {
  const Battle *b;
  GmpOdds      *odds;
} BattleDraws;

/* The battle with the hidden Guards showing one draw's values. */
static void
accumulate_draw (const GuardPool *pool,
                 const guint     *taken,
                 double           weight,
                 gpointer         data)
{
  const BattleDraws *d = data;
  const Battle *b = d->b;
  Dist dist[GMP_N_SIDES];
  SideShape shape[GMP_N_SIDES];
  const GmpSide H = GMP_SIDE_HUMANS;

  dist[0] = b->known[0];
  dist[1] = b->known[1];
  shape[0] = b->shape[0];
  shape[1] = b->shape[1];
  for (guint v = 0; v < pool->n_values; v++)
    {
      int value = pool->values[v];
      if (value == GMP_GUARD_BLANK || taken[v] == 0)
        continue;   /* a blank Guard is removed when revealed: no unit (note 9) */
      shape[H].units += taken[v];
      shape[H].capacity += taken[v];
      if (b->guard_dice > 0)
        {
          guint t = gmp_combat_die_threshold (b->combat, H, value);
          for (guint g = 0; g < taken[v] * b->guard_dice; g++)
            dist_add_die (&dist[H], hit_chance (t, b->reroll[H]));
        }
    }
  accumulate (b, dist, shape, weight, d->odds);
}

/* Rules note 24: the board's pool minus the Guards the players have already
 * seen (blank ones too, though they left the game: note 9), for n_hidden
 * Guards still face down. */
void
_gmp_odds_unseen_pool (GuardPool      *pool,
                       const GmpState *state,
                       guint           n_hidden)
{
  const GmpBoard *board = state->board;
  int counts[MAX_POOL_VALUES] = { 0, };

  pool->n_values = 0;
  for (guint i = 0; i < board->n_guard_pool; i++)
    {
      guint v;
      for (v = 0; v < pool->n_values; v++)
        if (pool->values[v] == board->guard_pool[i])
          break;
      if (v == pool->n_values)
        {
          if (pool->n_values == MAX_POOL_VALUES)
            continue;
          pool->values[pool->n_values++] = board->guard_pool[i];
        }
      counts[v]++;
    }
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      if (!board->unit_types[unit->type].guard || !unit->revealed || unit->guard_value < 0)
        continue;
      for (guint v = 0; v < pool->n_values; v++)
        if (pool->values[v] == unit->guard_value && counts[v] > 0)
          counts[v]--;
    }
  pool->total = 0;
  for (guint v = 0; v < pool->n_values; v++)
    {
      pool->counts[v] = counts[v];
      pool->total += counts[v];
    }
  /* A state that shows more Guards than the pool holds: fall back on the whole pool. */
  if (pool->total < n_hidden)
    {
      pool->total = 0;
      for (guint v = 0; v < pool->n_values; v++)
        pool->counts[v] = 0;
      for (guint i = 0; i < board->n_guard_pool; i++)
        for (guint v = 0; v < pool->n_values; v++)
          if (pool->values[v] == board->guard_pool[i])
            {
              pool->counts[v]++;
              pool->total++;
            }
    }
}

GmpOdds *
gmp_odds_for_combat (const GmpCombat *combat,
                     const GmpState  *state)
{
  GmpOdds *odds;
  Battle b;
  guint max_hits[GMP_N_SIDES] = { 0, 0 };

  g_return_val_if_fail (combat != NULL && state != NULL, NULL);

  memset (&b, 0, sizeof b);
  b.board = combat->board;
  b.combat = combat;
  b.acting = combat->acting;
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      const GmpFxEffect *cancel = gmp_fx_find_effect (b.board, combat->fx[s], GMP_FX_CANCEL_HITS);
      b.reroll[s] = gmp_fx_find_effect (b.board, combat->fx[s], GMP_FX_REROLL_MISSES) != NULL;
      b.shape[s].cancel = cancel != NULL ? (guint) MAX (cancel->count, 0) : 0;
      dist_init (&b.known[s]);
    }
  b.fort_strength = combat->fort != GMP_NONE ? combat->fort_strength : 0;
  b.guard_dice = combat->mode == GMP_COMBAT_BARRAGE
                 ? 0 : MAX (b.board->unit_types[b.board->guard_type].n_fresh_dice, 1);

  odds = g_new0 (GmpOdds, 1);
  odds->fx[0] = combat->fx[0];
  odds->fx[1] = combat->fx[1];
  odds->fort_strength = b.fort_strength;

  if (combat->overrun)
    {
      GmpSide enemy = combat->acting == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
      odds->overrun = TRUE;
      for (int s = 0; s < GMP_N_SIDES; s++)
        {
          odds->n_hits[s] = 1;
          odds->hits[s] = g_new0 (double, 1);
          odds->hits[s][0] = 1.0;
        }
      odds->p_wiped[enemy] = 1.0;
      odds->p_no_retreat = 1.0;
      odds->p_overrun = 1.0;
      return odds;
    }

  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      SideShape *shape = &b.shape[c->side];

      if (c->kind == GMP_COMBATANT_UNIT && c->guard && c->guard_hidden)
        {
          b.n_hidden++;
          max_hits[c->side] += b.guard_dice;
          continue;
        }
      if (c->kind == GMP_COMBATANT_UNIT && !c->blank)
        {
          shape->units++;
          shape->capacity += c->capacity;
          if (c->capacity == 2)
            shape->fresh++;
        }
      /* Rules note 43: a Fort's dice are not re-rolled */
      add_combatant (&b.known[c->side], c,
                     b.reroll[c->side] && c->kind == GMP_COMBATANT_UNIT);
      max_hits[c->side] += c->paired ? 2 : c->n_dice;
    }

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      odds->n_hits[s] = MIN (max_hits[s], MAX_HITS - 1) + 1;
      odds->hits[s] = g_new0 (double, odds->n_hits[s]);
    }
  if (b.fort_strength > 0)
    odds->fort_loss = g_new0 (double, b.fort_strength + 1);

  if (b.n_hidden == 0)
    {
      accumulate (&b, b.known, b.shape, 1.0, odds);
    }
  else
    {
      BattleDraws draws = { &b, odds };
      _gmp_odds_unseen_pool (&b.pool, state, b.n_hidden);
      /* More hidden Guards than the pool holds can only come from a bad file. */
      _gmp_odds_for_each_draw (&b.pool, MIN (b.n_hidden, b.pool.total), accumulate_draw, &draws);
    }
  return odds;
}

GmpOdds *
gmp_odds_compute (const GmpState  *state,
                  guint            city,
                  GmpSide          acting,
                  GmpCombatMode    mode,
                  int              swarm_fx,
                  int              humans_fx,
                  const guint     *movers,
                  guint            n_movers,
                  GError         **error)
{
  g_autoptr(GmpState) planned = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  const GmpState *use = state;

  g_return_val_if_fail (state != NULL, NULL);

  if (n_movers > 0)
    {
      planned = gmp_state_copy (state);
      for (guint i = 0; i < n_movers; i++)
        {
          GmpUnit *unit;
          if (movers[i] >= planned->units->len)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no unit #%u."), movers[i]);
              return NULL;
            }
          unit = &g_array_index (planned->units, GmpUnit, movers[i]);
          if (unit->place != GMP_PLACE_MAP || unit->city == (int) city)
            continue;
          unit->moved_from = unit->city;
          _gmp_state_unit_set_place (planned, movers[i], GMP_PLACE_MAP, (int) city);
          unit->moved = TRUE;
          unit->retreated_in = FALSE;
        }
      use = planned;
    }

  combat = gmp_combat_new (use, city, acting, mode, error);
  if (combat == NULL)
    return NULL;
  if (swarm_fx != GMP_NONE
      && !gmp_combat_set_fx (combat, use, GMP_SIDE_SWARM, swarm_fx, FALSE, error))
    return NULL;
  if (humans_fx != GMP_NONE
      && !gmp_combat_set_fx (combat, use, GMP_SIDE_HUMANS, humans_fx, FALSE, error))
    return NULL;
  return gmp_odds_for_combat (combat, use);
}

GPtrArray *
gmp_odds_compute_all_fx (const GmpState  *state,
                         guint            city,
                         GmpSide          acting,
                         GmpCombatMode    mode,
                         GError         **error)
{
  const gboolean decided[GMP_N_SIDES] = { FALSE, FALSE };
  const int fx[GMP_N_SIDES] = { GMP_NONE, GMP_NONE };

  return gmp_odds_compute_fx_left (state, city, acting, mode, decided, fx, error);
}

GPtrArray *
gmp_odds_compute_fx_left (const GmpState  *state,
                          guint            city,
                          GmpSide          acting,
                          GmpCombatMode    mode,
                          const gboolean  *decided,
                          const int       *fx,
                          GError         **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_free);
  g_autoptr(GmpCombat) combat = NULL;
  int base[GMP_N_SIDES];
  GmpOdds *odds;

  g_return_val_if_fail (state != NULL && decided != NULL && fx != NULL, NULL);

  combat = gmp_combat_new (state, city, acting, mode, error);
  if (combat == NULL)
    return NULL;
  /* A side that chose keeps its FX (or none); one still to choose, none */
  for (int s = 0; s < GMP_N_SIDES; s++)
    base[s] = decided[s] ? fx[s] : GMP_NONE;
  odds = gmp_odds_compute (state, city, acting, mode, base[GMP_SIDE_SWARM],
                           base[GMP_SIDE_HUMANS], NULL, 0, error);
  if (odds == NULL)
    return NULL;
  g_ptr_array_add (out, odds);
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_autoptr(GArray) usable = NULL;

      if (decided[s])
        continue;
      usable = gmp_combat_usable_fx (combat, state, s);
      for (guint i = 0; i < usable->len; i++)
        {
          int chit = g_array_index (usable, int, i);

          odds = gmp_odds_compute (state, city, acting, mode,
                                   s == GMP_SIDE_SWARM ? chit : base[GMP_SIDE_SWARM],
                                   s == GMP_SIDE_HUMANS ? chit : base[GMP_SIDE_HUMANS],
                                   NULL, 0, error);
          if (odds == NULL)
            return NULL;
          g_ptr_array_add (out, odds);
        }
    }
  return g_steal_pointer (&out);
}
