/* test-odds.c: exact odds against brute force and Monte Carlo (rules note 24)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "combat-fixture.h"

#define EPS 1e-12
/* Brute-force weights are counted exactly, in units of 6^-BRUTE_DEPTH. */
#define BRUTE_DEPTH 16

typedef struct {
  double hits[GMP_N_SIDES][64];
  double p_retreat[GMP_N_SIDES];
  double p_no_retreat;
  double p_wiped[GMP_N_SIDES];
  double fort_loss[16];
  double p_fort_falls;
} Expect;

typedef struct {
  guint64 hits[GMP_N_SIDES][64];
  guint64 p_retreat[GMP_N_SIDES];
  guint64 p_no_retreat;
  guint64 p_wiped[GMP_N_SIDES];
  guint64 fort_loss[16];
  guint64 p_fort_falls;
} Count;

typedef struct {
  Fixture    *f;
  guint       city;
  GmpSide     acting;
  GmpCombatMode mode;
  int         fx[GMP_N_SIDES];
  Count      *e;
  guint8      dice[64];
} Brute;

static GmpCombat *
brute_combat (Brute          *b,
              const GmpState *state)
{
  g_autoptr(GError) error = NULL;
  GmpCombat *combat = gmp_combat_new (state, b->city, b->acting, b->mode, &error);

  g_assert_no_error (error);
  for (int s = 0; s < GMP_N_SIDES; s++)
    if (b->fx[s] != GMP_NONE)
      g_assert_true (gmp_combat_set_fx (combat, state, s, b->fx[s], FALSE, NULL));
  return combat;
}

/* One complete die sequence: resolve it through the real combat, on a copy
 * of the state, and check the core's scoring against the rules text. */
static void
brute_leaf (Brute   *b,
            guint    n,
            guint64  weight)
{
  g_autoptr(GmpState) copy = gmp_state_copy (b->f->state);
  g_autoptr(GmpCombat) combat = brute_combat (b, copy);
  g_autoptr(GError) error = NULL;
  guint scored[GMP_N_SIDES] = { 0, 0 };
  guint fort_before = 0;

  g_assert_true (gmp_combat_set_dice (combat, b->dice, n, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      guint8 final[GMP_COMBAT_MAX_DICE];
      for (guint d = 0; d < c->n_dice; d++)
        final[d] = c->rerolls[d] ? c->rerolls[d] : c->dice[d];
      scored[c->side] += test_hits (final, c->thresholds, c->n_dice, c->paired);
    }
  g_assert_cmpuint (scored[0], ==, combat->scored[0]);
  g_assert_cmpuint (scored[1], ==, combat->scored[1]);
  b->e->hits[0][scored[0]] += weight;
  b->e->hits[1][scored[1]] += weight;

  if (combat->fort != GMP_NONE)
    fort_before = copy->fort_strength[combat->fort];
  g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, &error));
  g_assert_no_error (error);
  if (combat->retreat == GMP_N_SIDES)
    b->e->p_no_retreat += weight;
  else
    b->e->p_retreat[combat->retreat] += weight;
  for (int s = 0; s < GMP_N_SIDES; s++)
    if (combat->survivors[s] == 0)
      b->e->p_wiped[s] += weight;
  if (combat->fort != GMP_NONE)
    {
      guint loss = fort_before - copy->fort_strength[combat->fort];
      b->e->fort_loss[loss] += weight;
      if (copy->fort_strength[combat->fort] == 0)
        b->e->p_fort_falls += weight;
    }
}

/* Every die outcome, the re-rolls included, each with its probability. */
static void
brute_walk (Brute           *b,
            const GmpCombat *shape,
            guint            pos,
            guint64          weight)
{
  guint need = gmp_combat_count_dice (shape, b->dice, pos);

  if (pos == need)
    {
      brute_leaf (b, pos, weight);
      return;
    }
  for (guint v = 1; v <= 6; v++)
    {
      b->dice[pos] = v;
      g_assert_cmpuint (weight % 6, ==, 0);
      brute_walk (b, shape, pos + 1, weight / 6);
    }
}

static void
compare (const GmpOdds *odds,
         const Expect  *e)
{
  double sum;

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      sum = 0.0;
      for (guint k = 0; k < odds->n_hits[s]; k++)
        {
          g_assert_cmpfloat_with_epsilon (odds->hits[s][k], e->hits[s][k], EPS);
          sum += odds->hits[s][k];
        }
      g_assert_cmpfloat_with_epsilon (sum, 1.0, EPS);
      g_assert_cmpfloat_with_epsilon (odds->p_retreat[s], e->p_retreat[s], EPS);
      g_assert_cmpfloat_with_epsilon (odds->p_wiped[s], e->p_wiped[s], EPS);
    }
  g_assert_cmpfloat_with_epsilon (odds->p_no_retreat, e->p_no_retreat, EPS);
  g_assert_cmpfloat_with_epsilon (odds->p_retreat[0] + odds->p_retreat[1] + odds->p_no_retreat, 1.0, EPS);
  if (odds->fort_strength > 0)
    {
      sum = 0.0;
      for (guint k = 0; k <= odds->fort_strength; k++)
        {
          g_assert_cmpfloat_with_epsilon (odds->fort_loss[k], e->fort_loss[k], EPS);
          sum += odds->fort_loss[k];
        }
      g_assert_cmpfloat_with_epsilon (sum, 1.0, EPS);
      g_assert_cmpfloat_with_epsilon (odds->p_fort_falls, e->p_fort_falls, EPS);
    }
}

static void
check_brute (Fixture       *f,
             const char    *city,
             GmpSide        acting,
             GmpCombatMode  mode,
             const char    *swarm_fx,
             const char    *humans_fx)
{
  Brute b = { 0, };
  Count count;
  Expect e;
  guint64 total = 1;
  g_autoptr(GmpCombat) shape = NULL;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;

  memset (&count, 0, sizeof count);
  memset (&e, 0, sizeof e);
  for (guint i = 0; i < BRUTE_DEPTH; i++)
    total *= 6;
  b.f = f;
  b.city = city_id (f, city);
  b.acting = acting;
  b.mode = mode;
  b.fx[GMP_SIDE_SWARM] = swarm_fx ? (int) chit_id (f, swarm_fx) : GMP_NONE;
  b.fx[GMP_SIDE_HUMANS] = humans_fx ? (int) chit_id (f, humans_fx) : GMP_NONE;
  b.e = &count;

  shape = brute_combat (&b, f->state);
  g_assert_cmpuint (gmp_combat_count_dice (shape, NULL, 0), <=, 7);
  brute_walk (&b, shape, 0, total);
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      for (guint k = 0; k < 64; k++)
        e.hits[s][k] = count.hits[s][k] / (double) total;
      e.p_retreat[s] = count.p_retreat[s] / (double) total;
      e.p_wiped[s] = count.p_wiped[s] / (double) total;
    }
  e.p_no_retreat = count.p_no_retreat / (double) total;
  for (guint k = 0; k < 16; k++)
    e.fort_loss[k] = count.fort_loss[k] / (double) total;
  e.p_fort_falls = count.p_fort_falls / (double) total;

  odds = gmp_odds_compute (f->state, b.city, acting, mode, b.fx[0], b.fx[1], NULL, 0, &error);
  g_assert_no_error (error);
  compare (odds, &e);
}

static void
test_brute_plain (void)
{
  Fixture f;

  fixture_init (&f);
  add (&f, "ant", "DSM");
  add (&f, "spider", "DSM");
  add (&f, "infantry", "DSM");
  add (&f, "tank", "DSM");
  check_brute (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, NULL, NULL);
  check_brute (&f, "DSM", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL, NULL, NULL);
  fixture_clear (&f);
}

static void
test_brute_reduced_reroll (void)
{
  Fixture f;
  guint w;

  fixture_init (&f);
  w = add (&f, "worm", "DSM");
  unit (&f, w)->reduced = TRUE;
  add (&f, "ant", "DSM");
  add (&f, "tank", "DSM");
  check_brute (&f, "DSM", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL, NULL, "canadian-fx");
  check_brute (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, "wasp", "latin-fx");
  fixture_clear (&f);
}

static void
test_brute_modifier_cancel_guard (void)
{
  Fixture f;
  guint i;

  fixture_init (&f);
  add (&f, "ant", "BNA");
  add (&f, "ant", "BNA");
  i = add (&f, "infantry", "BNA");
  unit (&f, i)->reduced = TRUE;
  add_guard (&f, "BNA", 5, TRUE);
  check_brute (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, "roly-poly", "drone");
  check_brute (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, NULL, NULL);
  fixture_clear (&f);
}

static void
test_brute_fort (void)
{
  Fixture f;
  int fort;

  fixture_init (&f);
  fort = gmp_board_fort_at (f.board, city_id (&f, "CHI"));
  f.state->fort_strength[fort] = 1;
  add (&f, "ant", "CHI");
  add (&f, "ant", "CHI");
  add (&f, "infantry", "CHI");
  check_brute (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, NULL, "laser-tower");
  check_brute (&f, "CHI", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE, "wasp", NULL);
  check_brute (&f, "CHI", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE, NULL, NULL);
  f.state->fort_strength[fort] = 2;
  check_brute (&f, "CHI", GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK, NULL, NULL);
  fixture_clear (&f);

  /* Swarm only against a Fort: no Human unit at all */
  fixture_init (&f);
  add (&f, "worm", "CHI");
  add (&f, "spider", "CHI");
  check_brute (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, NULL, NULL);
  fixture_clear (&f);
}

/* Unrevealed Guards: weighted by the unseen pool, drawn without replacement. */
static void
test_hidden_guards (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GArray) unseen = g_array_new (FALSE, FALSE, sizeof (int));
  Expect e;
  guint g1, g2, seen;
  guint bna;
  double pairs = 0.0;

  fixture_init (&f);
  bna = city_id (&f, "BNA");
  add (&f, "ant", "BNA");
  add (&f, "spider", "BNA");
  g1 = add_guard (&f, "BNA", GMP_GUARD_UNKNOWN, FALSE);
  g2 = add_guard (&f, "BNA", GMP_GUARD_UNKNOWN, FALSE);
  seen = add_guard (&f, "MIA", f.board->guard_pool[f.board->n_guard_pool - 1], TRUE);
  odds = gmp_odds_compute (f.state, bna, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, GMP_NONE, GMP_NONE,
                           NULL, 0, NULL);
  g_assert_nonnull (odds);

  /* The unseen pool, worked out here: the board's pool minus the revealed Guard. */
  {
    gboolean removed = FALSE;
    for (guint i = 0; i < f.board->n_guard_pool; i++)
      {
        int v = f.board->guard_pool[i];
        if (!removed && v == unit (&f, seen)->guard_value)
          {
            removed = TRUE;
            continue;
          }
        g_array_append_val (unseen, v);
      }
  }
  memset (&e, 0, sizeof e);
  for (guint i = 0; i < unseen->len; i++)
    for (guint j = 0; j < unseen->len; j++)
      {
        g_autoptr(GmpOdds) known = NULL;
        if (i == j)
          continue;
        unit (&f, g1)->guard_value = g_array_index (unseen, int, i);
        unit (&f, g2)->guard_value = g_array_index (unseen, int, j);
        unit (&f, g1)->revealed = unit (&f, g2)->revealed = TRUE;
        known = gmp_odds_compute (f.state, bna, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, GMP_NONE, GMP_NONE,
                                  NULL, 0, NULL);
        for (int s = 0; s < GMP_N_SIDES; s++)
          {
            for (guint k = 0; k < known->n_hits[s]; k++)
              e.hits[s][k] += known->hits[s][k];
            e.p_retreat[s] += known->p_retreat[s];
            e.p_wiped[s] += known->p_wiped[s];
          }
        e.p_no_retreat += known->p_no_retreat;
        pairs += 1.0;
      }
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      for (guint k = 0; k < 64; k++)
        e.hits[s][k] /= pairs;
      e.p_retreat[s] /= pairs;
      e.p_wiped[s] /= pairs;
    }
  e.p_no_retreat /= pairs;
  compare (odds, &e);
  fixture_clear (&f);
}

static void
test_overrun_odds (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;

  fixture_init (&f);
  for (guint i = 0; i < f.board->rules.overrun_attackers; i++)
    add (&f, "ant", "DSM");
  add (&f, "tank", "DSM");
  odds = gmp_odds_compute (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                           GMP_NONE, GMP_NONE, NULL, 0, NULL);
  g_assert_true (odds->overrun);
  g_assert_cmpfloat (odds->p_wiped[GMP_SIDE_HUMANS], ==, 1.0);
  g_assert_cmpfloat (odds->p_wiped[GMP_SIDE_SWARM], ==, 0.0);
  fixture_clear (&f);
}

/* A planned move and the list with and without each FX in hand. */
static void
test_planned_and_all_fx (void)
{
  Fixture f;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GmpOdds) planned = NULL;
  g_autoptr(GmpOdds) direct = NULL;
  guint mover;

  fixture_init (&f);
  mover = add (&f, "spider", "MSP");
  add (&f, "ant", "DSM");
  add (&f, "infantry", "DSM");
  planned = gmp_odds_compute (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                              GMP_NONE, GMP_NONE, &mover, 1, NULL);
  unit (&f, mover)->city = city_id (&f, "DSM");
  direct = gmp_odds_compute (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                             GMP_NONE, GMP_NONE, NULL, 0, NULL);
  g_assert_cmpuint (planned->n_hits[0], ==, direct->n_hits[0]);
  for (guint k = 0; k < planned->n_hits[0]; k++)
    g_assert_cmpfloat_with_epsilon (planned->hits[0][k], direct->hits[0][k], EPS);

  f.state->chits[chit_id (&f, "wasp")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "drone")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "laser-tower")].place = GMP_CHIT_IN_HAND;   /* Fort only: not here */
  all = gmp_odds_compute_all_fx (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, NULL);
  g_assert_cmpuint (all->len, ==, 3);
  g_assert_cmpint (((GmpOdds *) g_ptr_array_index (all, 0))->fx[0], ==, GMP_NONE);
  g_assert_cmpint (((GmpOdds *) g_ptr_array_index (all, 1))->fx[0], ==, (int) chit_id (&f, "wasp"));
  g_assert_cmpint (((GmpOdds *) g_ptr_array_index (all, 2))->fx[1], ==, (int) chit_id (&f, "drone"));
  fixture_clear (&f);
}

/* The retreat rule from the rules text, for the Monte Carlo check. */
static void
mc_outcome (GmpCombat *combat,
            guint      surv[GMP_N_SIDES],
            guint     *fort_loss)
{
  *fort_loss = 0;
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      GmpAllocation a;
      guint k = 0;
      gmp_combat_default_allocation (combat, s, &a);
      surv[s] = 0;
      for (guint i = 0; i < combat->combatants->len; i++)
        {
          const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
          if (c->kind != GMP_COMBATANT_UNIT || c->side != (GmpSide) s)
            continue;
          g_assert_cmpuint (a.units[k], ==, c->unit);
          if (a.hits[k] < c->capacity)
            surv[s]++;
          k++;
        }
      if (s == GMP_SIDE_HUMANS)
        *fort_loss = a.fort_hits;
    }
}

static void
test_monte_carlo (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  const char *swarm[] = { "worm", "worm", "spider", "spider", "ant", "ant" };
  const char *humans[] = { "tank", "tank", "infantry", "infantry" };
  guint nyc;
  const guint N = 1000000;
  double hits[GMP_N_SIDES][64] = { { 0 } };
  double retreat[GMP_N_SIDES + 1] = { 0 }, wiped[GMP_N_SIDES] = { 0 }, loss[16] = { 0 };

  fixture_init (&f);
  nyc = city_id (&f, "NYC");
  for (guint i = 0; i < G_N_ELEMENTS (swarm); i++)
    add (&f, swarm[i], "NYC");
  for (guint i = 0; i < G_N_ELEMENTS (humans); i++)
    add (&f, humans[i], "NYC");
  add_guard (&f, "NYC", 5, TRUE);
  unit (&f, 1)->reduced = TRUE;
  unit (&f, 7)->reduced = TRUE;

  combat = gmp_combat_new (f.state, nyc, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL, NULL);
  g_assert_nonnull (combat);
  g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, chit_id (&f, "canadian-fx"),
                                    FALSE, NULL));
  odds = gmp_odds_for_combat (combat, f.state);

  for (guint n = 0; n < N; n++)
    {
      guint surv[GMP_N_SIDES], fl;
      GmpSide loser;
      g_assert_true (gmp_combat_roll (combat, dice, NULL));
      hits[0][combat->scored[0]]++;
      hits[1][combat->scored[1]]++;
      mc_outcome (combat, surv, &fl);
      /* Rules note 13, read from the rules text: the side that did better
       * must have Units left, and a Fort still standing counts for the
       * Humans (rules note 18); the loser needs units to retreat. */
      if (combat->suffered[0] != combat->suffered[1])
        loser = combat->suffered[0] > combat->suffered[1] ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
      else
        loser = combat->acting;
      if (surv[loser] == 0
          || (surv[1 - loser] == 0 && (loser == GMP_SIDE_HUMANS || fl >= odds->fort_strength)))
        retreat[GMP_N_SIDES]++;
      else
        retreat[loser]++;
      for (int s = 0; s < GMP_N_SIDES; s++)
        wiped[s] += surv[s] == 0;
      loss[fl]++;
    }

#define CHECK(p_exact, count) G_STMT_START {                               \
    double p_mc = (count) / (double) N;                                    \
    double se = sqrt (MAX (p_exact * (1.0 - p_exact), 1e-12) / N);         \
    if (fabs (p_mc - p_exact) > 4.0 * se + 1e-9)                           \
      g_error ("%s: exact %g, Monte Carlo %g (se %g)", #count, p_exact, p_mc, se); \
  } G_STMT_END

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      for (guint k = 0; k < odds->n_hits[s]; k++)
        CHECK (odds->hits[s][k], hits[s][k]);
      CHECK (odds->p_retreat[s], retreat[s]);
      CHECK (odds->p_wiped[s], wiped[s]);
    }
  CHECK (odds->p_no_retreat, retreat[GMP_N_SIDES]);
  g_assert_cmpuint (odds->fort_strength, >, 0);
  for (guint k = 0; k <= odds->fort_strength; k++)
    CHECK (odds->fort_loss[k], loss[k]);
#undef CHECK
  fixture_clear (&f);
}

int
main (int   argc,
      char *argv[])
{
  int ret;

  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/odds/brute/plain", test_brute_plain);
  g_test_add_func ("/core/odds/brute/reduced-reroll", test_brute_reduced_reroll);
  g_test_add_func ("/core/odds/brute/modifier-cancel-guard", test_brute_modifier_cancel_guard);
  g_test_add_func ("/core/odds/brute/fort", test_brute_fort);
  g_test_add_func ("/core/odds/hidden-guards", test_hidden_guards);
  g_test_add_func ("/core/odds/overrun", test_overrun_odds);
  g_test_add_func ("/core/odds/planned-and-fx", test_planned_and_all_fx);
  g_test_add_func ("/core/odds/monte-carlo", test_monte_carlo);

  ret = g_test_run ();
  g_clear_pointer (&fixture_board, gmp_board_unref);
  return ret;
}
