/* gmp-odds.c: exact combat odds (rules note 24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"
#include <string.h>

#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-movement.h"
#include "gmp-odds.h"
#include "gmp-turn-private.h"

#define MAX_HITS 512
#define MAX_POOL_VALUES 8

typedef struct {
  double dist[MAX_HITS];
  guint  max;            /* highest possible Hits */
} Dist;

/* The Guards the players have not seen, by value (rules note 24). */
typedef struct {
  guint n_values;
  int   values[MAX_POOL_VALUES];
  guint counts[MAX_POOL_VALUES];
  guint total;
} GuardPool;

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

/* One draw of hidden Guards from the pool: taken[v] of them show values[v];
 * p is its probability. */
typedef void (*DrawFunc) (const GuardPool *pool,
                          const guint     *taken,
                          double           p,
                          gpointer         data);

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
static void
for_each_draw (const GuardPool *pool,
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
static void
unseen_pool (GuardPool      *pool,
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
      unseen_pool (&b.pool, state, b.n_hidden);
      /* More hidden Guards than the pool holds can only come from a bad file. */
      for_each_draw (&b.pool, MIN (b.n_hidden, b.pool.total), accumulate_draw, &draws);
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
          unit = gmp_state_get_unit (planned, movers[i]);
          if (unit->place != GMP_PLACE_MAP || unit->city == (int) city)
            continue;
          unit->moved_from = unit->city;
          unit->city = (int) city;
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
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_free);
  g_autoptr(GmpCombat) combat = NULL;
  GmpOdds *odds;

  g_return_val_if_fail (state != NULL, NULL);

  combat = gmp_combat_new (state, city, acting, mode, error);
  if (combat == NULL)
    return NULL;
  g_ptr_array_add (out, gmp_odds_for_combat (combat, state));
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_autoptr(GArray) fx = gmp_combat_usable_fx (combat, state, s);
      for (guint i = 0; i < fx->len; i++)
        {
          int chit = g_array_index (fx, int, i);
          odds = gmp_odds_compute (state, city, acting, mode,
                                   s == GMP_SIDE_SWARM ? chit : GMP_NONE,
                                   s == GMP_SIDE_HUMANS ? chit : GMP_NONE,
                                   NULL, 0, error);
          if (odds == NULL)
            return NULL;
          g_ptr_array_add (out, odds);
        }
    }
  return g_steal_pointer (&out);
}

/* What-ifs: combats that have not begun (rules note 24) */

void
gmp_odds_variant_free (GmpOddsVariant *variant)
{
  if (variant == NULL)
    return;
  gmp_odds_free (variant->odds);
  g_free (variant);
}

static GmpOddsVariant *
variant_new (GmpFortOptions option,
             guint          city,
             GmpSide        acting,
             GmpCombatMode  mode,
             GmpOdds       *odds)
{
  GmpOddsVariant *variant = g_new0 (GmpOddsVariant, 1);

  variant->option = option;
  variant->city = city;
  variant->acting = acting;
  variant->formation = GMP_NONE;
  variant->mode = mode;
  variant->odds = odds;
  return variant;
}

/* Adds the odds of the combat in city, without FX and with each usable FX in
 * hand, one variant each. */
static gboolean
add_combat_variants (GPtrArray      *out,
                     const GmpState *state,
                     GmpFortOptions  option,
                     guint           city,
                     GmpSide         acting,
                     GmpCombatMode   mode,
                     GError        **error)
{
  g_autoptr(GPtrArray) all = gmp_odds_compute_all_fx (state, city, acting, mode, error);

  if (all == NULL)
    return FALSE;
  /* The array frees what it still holds: take each one out. */
  g_ptr_array_set_free_func (all, NULL);
  for (guint i = 0; i < all->len; i++)
    g_ptr_array_add (out, variant_new (option, city, acting, mode, g_ptr_array_index (all, i)));
  return TRUE;
}

static void
set_formation (GPtrArray *variants,
               int        formation)
{
  for (guint i = 0; i < variants->len; i++)
    ((GmpOddsVariant *) g_ptr_array_index (variants, i))->formation = formation;
}

/* Makes *array at least n long, the new entries zero. */
static void
grow_doubles (double **array,
              guint   *len,
              guint    n)
{
  if (n <= *len)
    return;
  *array = g_renew (double, *array, n);
  memset (*array + *len, 0, (n - *len) * sizeof (double));
  *len = n;
}

/* Adds part, weighted by p, to a mixture of combats. */
static void
mix_in (GmpOdds       *mix,
        const GmpOdds *part,
        double         p)
{
  guint n_loss = mix->fort_loss != NULL ? mix->fort_strength + 1 : 0;

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      grow_doubles (&mix->hits[s], &mix->n_hits[s], part->n_hits[s]);
      for (guint k = 0; k < part->n_hits[s]; k++)
        mix->hits[s][k] += p * part->hits[s][k];
      mix->p_retreat[s] += p * part->p_retreat[s];
      mix->p_wiped[s] += p * part->p_wiped[s];
    }
  mix->p_no_retreat += p * part->p_no_retreat;
  mix->p_overrun += p * part->p_overrun;
  mix->p_no_combat += p * part->p_no_combat;
  if (part->fort_strength > 0)
    {
      grow_doubles (&mix->fort_loss, &n_loss, part->fort_strength + 1);
      mix->fort_strength = MAX (mix->fort_strength, part->fort_strength);
      for (guint k = 0; k <= part->fort_strength; k++)
        mix->fort_loss[k] += p * part->fort_loss[k];
      mix->p_fort_falls += p * part->p_fort_falls;
    }
}

/* Rules note 9: every Guard turned out blank and nothing Human is left there:
 * no combat, no dice, nobody retreats. */
static void
mix_in_no_combat (GmpOdds *mix,
                  double   p)
{
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      grow_doubles (&mix->hits[s], &mix->n_hits[s], 1);
      mix->hits[s][0] += p;
    }
  mix->p_wiped[GMP_SIDE_HUMANS] += p;
  mix->p_no_retreat += p;
  mix->p_no_combat += p;
}

/* One draw of the Guards a move reveals: its probability, and the odds of
 * the combat that follows (without FX, then each FX), or NULL for none. */
typedef struct {
  double     p;
  GPtrArray *all;
} GuardDraw;

static void
guard_draw_clear (GuardDraw *draw)
{
  g_clear_pointer (&draw->all, g_ptr_array_unref);
}

typedef struct {
  const GmpState *moved;      /* the move made, waiting for the Guards' values */
  const guint    *guards;     /* the Guards it waits for */
  guint           city;
  GmpSide         acting;
  GArray         *draws;      /* of GuardDraw */
  GError         *error;
} MoveDraws;

/* The move goes on with the Guards showing one draw's values (rules note 9):
 * they flip, blank ones leave the game; then the combat there, if any. */
static void
odds_after_draw (const GuardPool *pool,
                 const guint     *taken,
                 double           p,
                 gpointer         data)
{
  MoveDraws *d = data;
  g_autoptr(GmpState) revealed = NULL;
  GuardDraw draw = { p, NULL };
  guint next = 0;

  if (d->error != NULL)
    return;
  revealed = gmp_state_copy (d->moved);
  for (guint v = 0; v < pool->n_values; v++)
    for (guint k = 0; k < taken[v]; k++)
      if (gmp_movement_reveal_guard (revealed, d->guards[next++], pool->values[v], &d->error)
          == GMP_MOVE_FAILED)
        return;
  if (gmp_combat_needed (revealed, d->city))
    {
      draw.all = gmp_odds_compute_all_fx (revealed, d->city, d->acting, GMP_COMBAT_NORMAL,
                                          &d->error);
      if (draw.all == NULL)
        return;
    }
  g_array_append_val (d->draws, draw);
}

/* An FX pairing as one number: GMP_NONE for no FX, else Swarm FX before
 * Human FX, each by chit, the order gmp_odds_compute_all_fx() lists them. */
static int
fx_key (const GmpBoard *board,
        const GmpOdds  *odds)
{
  if (odds->fx[GMP_SIDE_SWARM] != GMP_NONE)
    return odds->fx[GMP_SIDE_SWARM];
  if (odds->fx[GMP_SIDE_HUMANS] != GMP_NONE)
    return (int) board->n_chits + odds->fx[GMP_SIDE_HUMANS];
  return GMP_NONE;
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* Every FX pairing some draw lists, GMP_NONE first. */
static GArray *
fx_keys_of_draws (const GmpBoard *board,
                  GArray         *draws)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint d = 0; d < draws->len; d++)
    {
      const GuardDraw *draw = &g_array_index (draws, GuardDraw, d);

      for (guint i = 0; draw->all != NULL && i < draw->all->len; i++)
        {
          int key = fx_key (board, g_ptr_array_index (draw->all, i));
          gboolean known = FALSE;

          for (guint j = 0; j < keys->len && !known; j++)
            known = g_array_index (keys, int, j) == key;
          if (!known)
            g_array_append_val (keys, key);
        }
    }
  g_array_sort (keys, compare_ints);
  return keys;
}

/* The odds of one FX pairing over every draw. A draw in which the FX cannot
 * be played (an overrun rolls no dice, rules note 37) counts without it. */
static GmpOdds *
mix_draws (const GmpBoard *board,
           GArray         *draws,
           int             key)
{
  GmpOdds *mix = g_new0 (GmpOdds, 1);
  gboolean every_overrun = TRUE;

  mix->fx[0] = mix->fx[1] = GMP_NONE;
  for (guint d = 0; d < draws->len; d++)
    {
      const GuardDraw *draw = &g_array_index (draws, GuardDraw, d);
      const GmpOdds *part;

      if (draw->all == NULL)
        {
          mix_in_no_combat (mix, draw->p);
          every_overrun = FALSE;
          continue;
        }
      part = g_ptr_array_index (draw->all, 0);
      for (guint i = 1; i < draw->all->len; i++)
        if (fx_key (board, g_ptr_array_index (draw->all, i)) == key)
          {
            part = g_ptr_array_index (draw->all, i);
            mix->fx[0] = part->fx[0];
            mix->fx[1] = part->fx[1];
          }
      mix_in (mix, part, draw->p);
      every_overrun &= part->overrun;
    }
  mix->overrun = every_overrun && draws->len > 0;
  return mix;
}

/* Rules notes 9, 24, 34: the Guards the move waits for are weighted by the
 * values the unseen pool can still show. */
static gboolean
add_guard_draw_variants (GPtrArray      *out,
                         const GmpState *state,
                         const GmpState *moved,
                         guint           city,
                         GmpSide         acting,
                         GError        **error)
{
  g_autoptr(GArray) draws = g_array_new (FALSE, FALSE, sizeof (GuardDraw));
  g_autoptr(GArray) keys = NULL;
  guint guards[GMP_COMBAT_MAX_UNITS];
  GuardPool pool;
  MoveDraws d = { moved, guards, city, acting, draws, NULL };
  guint n;

  g_array_set_clear_func (draws, (GDestroyNotify) guard_draw_clear);
  n = gmp_movement_pending_guards (moved, guards, G_N_ELEMENTS (guards));
  /* From the state before the move: the players' knowledge, not the copy's */
  unseen_pool (&pool, state, n);
  if (n > G_N_ELEMENTS (guards) || n > pool.total)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("More National Guards are face down in %s than the Guard pool holds "
                     "(Rules note 36)."),
                   state->board->cities[city].name);
      return FALSE;
    }
  for_each_draw (&pool, n, odds_after_draw, &d);
  if (d.error != NULL)
    {
      g_propagate_error (error, d.error);
      return FALSE;
    }
  keys = fx_keys_of_draws (state->board, draws);
  for (guint i = 0; i < keys->len; i++)
    {
      GmpOddsVariant *variant = variant_new (0, city, acting, GMP_COMBAT_NORMAL,
                                             mix_draws (state->board, draws,
                                                        g_array_index (keys, int, i)));
      variant->hidden_guards = n;
      g_ptr_array_add (out, variant);
    }
  return TRUE;
}

/* Rules note 34: a what-if never peeks. Every face-down Guard's value becomes
 * unknown on the copy, so a move that reveals some waits for their values. */
static void
hide_guard_values (GmpState *state)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (state->board->unit_types[unit->type].guard && !unit->revealed)
        unit->guard_value = GMP_GUARD_UNKNOWN;
    }
}

static gboolean
check_movers (const GmpState *state,
              const guint    *units,
              guint           n_units,
              guint           from,
              GError        **error)
{
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit;

      if (units[i] >= state->units->len)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), units[i]);
          return FALSE;
        }
      unit = &g_array_index (state->units, GmpUnit, units[i]);
      if (unit->place != GMP_PLACE_MAP || unit->city != (int) from)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("Unit %u is not in %s."),
                       units[i], state->board->cities[from].name);
          return FALSE;
        }
    }
  return TRUE;
}

GPtrArray *
gmp_odds_what_if_move (const GmpState  *state,
                       const guint     *units,
                       guint            n_units,
                       guint            from,
                       guint            to,
                       GError         **error)
{
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(GmpState) moved = NULL;
  GmpMoveStatus status;
  GmpSide acting;
  guint city;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (units != NULL && n_units > 0, NULL);
  g_return_val_if_fail (from < state->board->n_cities && to < state->board->n_cities, NULL);

  if (!check_movers (state, units, n_units, from, error))
    return NULL;
  moved = gmp_state_copy (state);
  hide_guard_values (moved);
  status = gmp_movement_move_to (moved, units, n_units, to, error);
  if (status == GMP_MOVE_FAILED)
    return NULL;

  acting = gmp_state_unit_side (state, units[0]);
  city = (guint) gmp_state_get_unit (moved, units[0])->city;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_variant_free);
  if (status == GMP_MOVE_NEEDS_GUARD_VALUES)
    {
      if (!add_guard_draw_variants (out, state, moved, city, acting, error))
        return NULL;
    }
  else if (!add_combat_variants (out, moved, 0, city, acting, GMP_COMBAT_NORMAL, error))
    return NULL;
  set_formation (out, gmp_state_get_unit (moved, units[0])->formation);
  return g_steal_pointer (&out);
}

/* The Human formation whose Fort options a what-if shows (rules note 18). */
static int
fort_formation (const GmpState *state,
                guint           fort,
                int             formation)
{
  int active = state->active_formation;

  if (formation != GMP_NONE)
    return formation;
  if (active >= 0 && state->board->formations[active].side == GMP_SIDE_HUMANS)
    return active;
  return state->board->forts[fort].formation;
}

/* The variants of one answer to the Fort's question (rules note 18). */
static gboolean
add_fort_answer_variants (GPtrArray      *out,
                          const GmpState *state,
                          guint           fort,
                          int             answer,
                          GError        **error)
{
  guint city = state->board->forts[fort].city;
  g_autoptr(GmpState) sortie = NULL;
  guint target;

  switch (answer)
    {
    case GMP_FORT_OPTION_FULL_ATTACK:
      return add_combat_variants (out, state, GMP_FORT_OPTION_FULL_ATTACK, city,
                                  GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK, error);
    case GMP_FORT_OPTION_BARRAGE:
      return add_combat_variants (out, state, GMP_FORT_OPTION_BARRAGE, city,
                                  GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE, error);
    case GMP_FORT_OPTION_WITHDRAWAL:
      g_ptr_array_add (out, variant_new (GMP_FORT_OPTION_WITHDRAWAL, city, GMP_SIDE_HUMANS,
                                         GMP_COMBAT_NORMAL, NULL));
      return TRUE;
    default:
      break;
    }
  if (answer < GMP_FORT_CHOICE_SORTIE_BASE)
    return TRUE;   /* a pass: the Fort does nothing */
  target = answer - GMP_FORT_CHOICE_SORTIE_BASE;
  sortie = gmp_state_copy (state);
  _gmp_turn_begin_sortie (sortie, fort, target);
  /* Guards never go out (rules note 18): a Fort holding only Guards fights no Sortie */
  if (!gmp_combat_needed (sortie, target))
    return TRUE;
  return add_combat_variants (out, sortie, GMP_FORT_OPTION_SORTIE, target, GMP_SIDE_HUMANS,
                              GMP_COMBAT_SORTIE, error);
}

GPtrArray *
gmp_odds_what_if_fort (const GmpState  *state,
                       guint            city,
                       int              formation,
                       GError         **error)
{
  const GmpBoard *board;
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(GmpState) asked = NULL;
  g_autoptr(GArray) answers = NULL;
  int fort;

  g_return_val_if_fail (state != NULL, NULL);
  board = state->board;
  g_return_val_if_fail (city < board->n_cities, NULL);
  g_return_val_if_fail (formation == GMP_NONE || (guint) formation < board->n_formations, NULL);

  fort = gmp_board_fort_at (board, city);
  if (fort == GMP_NONE || gmp_state_fort_destroyed (state, fort))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s has no undestroyed Fort: only an undestroyed Fort has options "
                     "(Rules notes 18 and 19)."),
                   board->cities[city].name);
      return NULL;
    }

  /* The question as the turn sequence would ask it of that formation */
  asked = gmp_state_copy (state);
  asked->active_formation = fort_formation (state, fort, formation);
  answers = _gmp_turn_fort_answers (asked, fort);
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_variant_free);
  for (guint i = 0; i < answers->len; i++)
    if (!add_fort_answer_variants (out, asked, fort, g_array_index (answers, int, i), error))
      return NULL;
  if (out->len == 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The Fort in %s has no option for %s now: its options need Swarm units "
                     "in its city, or next to it for a Sortie, and belong to the Fort’s "
                     "formation or the Human units inside it (Rules note 18)."),
                   board->cities[city].name,
                   board->formations[asked->active_formation].name);
      return NULL;
    }
  set_formation (out, asked->active_formation);
  return g_steal_pointer (&out);
}
