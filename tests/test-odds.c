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

static void assert_same_odds (const GmpOdds *a,
                              const GmpOdds *b);

/* A planned move and the list with and without each FX in hand; then as
 * the sides choose their FX. */
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

  /* The Swarm played Wasp: every line has it, the Humans still choose
   * (issue 16: the odds of the combat as it will be fought, Rules note 20) */
  {
    const gboolean swarm_chose[GMP_N_SIDES] = { TRUE, FALSE };
    const gboolean both_chose[GMP_N_SIDES] = { TRUE, TRUE };
    const int fx[GMP_N_SIDES] = { (int) chit_id (&f, "wasp"), (int) chit_id (&f, "drone") };
    const int wasp_pass[GMP_N_SIDES] = { (int) chit_id (&f, "wasp"), GMP_NONE };
    g_autoptr(GPtrArray) left = NULL;
    g_autoptr(GPtrArray) chosen = NULL;
    g_autoptr(GPtrArray) passed = NULL;
    g_autoptr(GmpOdds) both = NULL;

    g_assert_cmpint (GMP_SIDE_SWARM, ==, 0);
    left = gmp_odds_compute_fx_left (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM,
                                     GMP_COMBAT_NORMAL, swarm_chose, fx, NULL);
    g_assert_cmpuint (left->len, ==, 2);
    g_assert_cmpint (((GmpOdds *) g_ptr_array_index (left, 0))->fx[0], ==, fx[0]);
    g_assert_cmpint (((GmpOdds *) g_ptr_array_index (left, 0))->fx[1], ==, GMP_NONE);
    g_assert_cmpint (((GmpOdds *) g_ptr_array_index (left, 1))->fx[0], ==, fx[0]);
    g_assert_cmpint (((GmpOdds *) g_ptr_array_index (left, 1))->fx[1], ==, fx[1]);

    /* Both chose: one line, the same numbers as the combat computed alone */
    chosen = gmp_odds_compute_fx_left (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM,
                                       GMP_COMBAT_NORMAL, both_chose, fx, NULL);
    g_assert_cmpuint (chosen->len, ==, 1);
    both = gmp_odds_compute (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                             fx[0], fx[1], NULL, 0, NULL);
    assert_same_odds (g_ptr_array_index (chosen, 0), both);

    /* The Humans passed: Wasp alone */
    passed = gmp_odds_compute_fx_left (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM,
                                       GMP_COMBAT_NORMAL, both_chose, wasp_pass, NULL);
    g_assert_cmpuint (passed->len, ==, 1);
    g_assert_cmpint (((GmpOdds *) g_ptr_array_index (passed, 0))->fx[1], ==, GMP_NONE);
  }
  fixture_clear (&f);
}

/* What-ifs (rules note 24) */

/* Every number of two odds is the same, to the last bit. */
static void
assert_same_odds (const GmpOdds *a,
                  const GmpOdds *b)
{
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_assert_cmpint (a->fx[s], ==, b->fx[s]);
      g_assert_cmpuint (a->n_hits[s], ==, b->n_hits[s]);
      for (guint k = 0; k < a->n_hits[s]; k++)
        g_assert_cmpfloat (a->hits[s][k], ==, b->hits[s][k]);
      g_assert_cmpfloat (a->p_retreat[s], ==, b->p_retreat[s]);
      g_assert_cmpfloat (a->p_wiped[s], ==, b->p_wiped[s]);
    }
  g_assert_cmpint (a->overrun, ==, b->overrun);
  g_assert_cmpfloat (a->p_no_retreat, ==, b->p_no_retreat);
  g_assert_cmpfloat (a->p_overrun, ==, b->p_overrun);
  g_assert_cmpfloat (a->p_no_combat, ==, b->p_no_combat);
  g_assert_cmpuint (a->fort_strength, ==, b->fort_strength);
  for (guint k = 0; k < a->fort_strength + 1 && a->fort_strength > 0; k++)
    g_assert_cmpfloat (a->fort_loss[k], ==, b->fort_loss[k]);
  g_assert_cmpfloat (a->p_fort_falls, ==, b->p_fort_falls);
}

/* The first formation of a side, as add() gives its units */
static int
first_formation (Fixture *f,
                 GmpSide  side)
{
  for (guint i = 0; i < f->board->n_formations; i++)
    if (f->board->formations[i].side == side)
      return i;
  g_assert_not_reached ();
}

/* The what-if of a move, then the same move made: the odds of the battle it
 * starts, without FX and with each FX in hand, are the same numbers. */
static void
check_what_if_equals_move (Fixture     *f,
                           const guint *movers,
                           guint        n_movers,
                           const char  *from,
                           const char  *to)
{
  g_autoptr(GPtrArray) what_if = NULL;
  g_autoptr(GPtrArray) after = NULL;
  g_autoptr(GmpState) before = gmp_state_copy (f->state);
  g_autoptr(GError) error = NULL;

  what_if = gmp_odds_what_if_move (f->state, movers, n_movers, city_id (f, from), city_id (f, to),
                                   &error);
  g_assert_no_error (error);
  /* Nothing changed: the move was made on a copy */
  g_assert_true (gmp_state_equal (before, f->state));

  g_assert_cmpint (gmp_movement_move_to (f->state, movers, n_movers, city_id (f, to), &error),
                   ==, GMP_MOVE_DONE);
  g_assert_no_error (error);
  after = gmp_odds_compute_all_fx (f->state, city_id (f, to), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                                   &error);
  g_assert_no_error (error);
  g_assert_cmpuint (what_if->len, ==, after->len);
  for (guint i = 0; i < what_if->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (what_if, i);

      g_assert_cmpuint (variant->option, ==, 0);
      g_assert_cmpuint (variant->city, ==, city_id (f, to));
      g_assert_cmpint (variant->acting, ==, GMP_SIDE_SWARM);
      g_assert_cmpint (variant->formation, ==, f->state->active_formation);
      g_assert_cmpint (variant->mode, ==, GMP_COMBAT_NORMAL);
      g_assert_cmpuint (variant->hidden_guards, ==, 0);
      assert_same_odds (variant->odds, g_ptr_array_index (after, i));
    }
}

static void
test_what_if_move (void)
{
  Fixture f;
  guint movers[6];

  /* Three units into a city with Human units, FX in both hands */
  fixture_init (&f);
  f.state->active_formation = first_formation (&f, GMP_SIDE_SWARM);
  movers[0] = add (&f, "ant", "MSP");
  movers[1] = add (&f, "spider", "MSP");
  movers[2] = add (&f, "worm", "MSP");
  add (&f, "ant", "MSP");                 /* stays behind */
  add (&f, "infantry", "DSM");
  add (&f, "tank", "DSM");
  add_guard (&f, "DSM", 5, TRUE);
  f.state->chits[chit_id (&f, "wasp")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "drone")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "laser-tower")].place = GMP_CHIT_IN_HAND;   /* Fort only */
  check_what_if_equals_move (&f, movers, 3, "MSP", "DSM");
  fixture_clear (&f);

  /* Two units into an undestroyed Fort (rules notes 8, 17): its dice count */
  fixture_init (&f);
  f.state->active_formation = first_formation (&f, GMP_SIDE_SWARM);
  movers[0] = add (&f, "ant", "MSP");
  movers[1] = add (&f, "ant", "MSP");
  add (&f, "infantry", "CHI");
  f.state->chits[chit_id (&f, "laser-tower")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "roly-poly")].place = GMP_CHIT_IN_HAND;
  check_what_if_equals_move (&f, movers, 2, "MSP", "CHI");
  fixture_clear (&f);

  /* Six units against one: an overrun (rules note 15), where no FX is played (note 37) */
  fixture_init (&f);
  f.state->active_formation = first_formation (&f, GMP_SIDE_SWARM);
  for (guint i = 0; i < 6; i++)
    movers[i] = add (&f, i % 2 ? "ant" : "spider", "MSP");
  add (&f, "tank", "DSM");
  f.state->chits[chit_id (&f, "wasp")].place = GMP_CHIT_IN_HAND;
  check_what_if_equals_move (&f, movers, 6, "MSP", "DSM");
  fixture_clear (&f);
}

/* An illegal move has no odds: the movement's own error, naming its rule */
static void
test_what_if_illegal (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GmpState) before = NULL;
  guint ant, worm, other;
  guint two[2];

  fixture_init (&f);
  add (&f, "infantry", "DSM");
  ant = add (&f, "ant", "MSP");
  worm = add (&f, "worm", "MSP");
  before = gmp_state_copy (f.state);

  /* Rules note 4: no formation is activated */
  variants = gmp_odds_what_if_move (f.state, &ant, 1, city_id (&f, "MSP"), city_id (&f, "DSM"),
                                    &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 4"));
  g_clear_error (&error);

  /* Rules note 4: a unit of another formation */
  f.state->active_formation = first_formation (&f, GMP_SIDE_SWARM);
  other = gmp_state_add_unit (f.state, gmp_board_find_unit_type (f.board, "ant"),
                              first_formation (&f, GMP_SIDE_SWARM) + 1, city_id (&f, "MSP"));
  variants = gmp_odds_what_if_move (f.state, &other, 1, city_id (&f, "MSP"), city_id (&f, "DSM"),
                                    &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 4"));
  g_clear_error (&error);

  /* Rules note 7: six Swarm units in Des Moines already */
  for (guint i = 0; i < f.board->rules.stacking_limit; i++)
    add (&f, "ant", "DSM");
  variants = gmp_odds_what_if_move (f.state, &ant, 1, city_id (&f, "MSP"), city_id (&f, "DSM"),
                                    &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 7"));
  g_clear_error (&error);

  /* The group has the MP of its slowest unit: the Worm cannot go two cities */
  two[0] = ant;
  two[1] = worm;
  variants = gmp_odds_what_if_move (f.state, two, 2, city_id (&f, "MSP"), city_id (&f, "STL"),
                                    &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);

  /* Units that are not where the move starts */
  variants = gmp_odds_what_if_move (f.state, &ant, 1, city_id (&f, "OMA"), city_id (&f, "DSM"),
                                    &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_USAGE);
  g_clear_error (&error);

  /* An empty city: no combat to give odds for (rules notes 11, 17) */
  variants = gmp_odds_what_if_move (f.state, &ant, 1, city_id (&f, "MSP"), city_id (&f, "OMA"),
                                    &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules notes 11 and 17"));
  g_clear_error (&error);

  fixture_clear (&f);
}

/* Brute force for a move into face-down Guards: every ordered way the unseen
 * counters can lie under them, equally likely, each move really made (the
 * Guards flip, blank ones leave: rules note 9) and its battle's odds taken. */
typedef struct {
  double hits[GMP_N_SIDES][64];
  double p_retreat[GMP_N_SIDES];
  double p_wiped[GMP_N_SIDES];
  double p_no_retreat;
  double p_overrun;
  double p_no_combat;
} Mixture;

static void
brute_guard_draws (Fixture     *f,
                   const guint *movers,
                   guint        n_movers,
                   guint        to,
                   const guint *guards,
                   guint        n_guards,
                   int          fx,
                   Mixture     *m)
{
  g_autoptr(GArray) unseen = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree guint8 *used = NULL;
  guint pick[2];
  double n_ways = 0.0;

  g_assert_cmpuint (n_guards, ==, 2);
  /* The unseen counters, worked out here: the pool minus every revealed Guard */
  for (guint i = 0; i < f->board->n_guard_pool; i++)
    {
      int v = f->board->guard_pool[i];
      g_array_append_val (unseen, v);
    }
  for (guint u = 0; u < f->state->units->len; u++)
    {
      const GmpUnit *g = unit (f, u);

      if (!f->board->unit_types[g->type].guard || !g->revealed)
        continue;
      for (guint i = 0; i < unseen->len; i++)
        if (g_array_index (unseen, int, i) == g->guard_value)
          {
            g_array_remove_index (unseen, i);
            break;
          }
    }
  used = g_new0 (guint8, unseen->len);
  memset (m, 0, sizeof *m);

  for (pick[0] = 0; pick[0] < unseen->len; pick[0]++)
    for (pick[1] = 0; pick[1] < unseen->len; pick[1]++)
      {
        g_autoptr(GmpState) moved = gmp_state_copy (f->state);
        g_autoptr(GError) error = NULL;

        if (pick[0] == pick[1])
          continue;
        for (guint g = 0; g < n_guards; g++)
          gmp_state_get_unit (moved, guards[g])->guard_value = g_array_index (unseen, int, pick[g]);
        g_assert_cmpint (gmp_movement_move_to (moved, movers, n_movers, to, &error), ==,
                         GMP_MOVE_DONE);
        g_assert_no_error (error);
        n_ways += 1.0;
        if (!gmp_combat_needed (moved, to))
          {
            m->hits[0][0] += 1.0;
            m->hits[1][0] += 1.0;
            m->p_wiped[GMP_SIDE_HUMANS] += 1.0;
            m->p_no_retreat += 1.0;
            m->p_no_combat += 1.0;
            continue;
          }
        {
          g_autoptr(GPtrArray) all = gmp_odds_compute_all_fx (moved, to, GMP_SIDE_SWARM,
                                                              GMP_COMBAT_NORMAL, &error);
          const GmpOdds *odds;

          g_assert_no_error (error);
          odds = g_ptr_array_index (all, 0);
          /* The FX where it can be played; in an overrun it cannot (rules note 37) */
          for (guint i = 1; i < all->len; i++)
            {
              const GmpOdds *with = g_ptr_array_index (all, i);
              if (fx != GMP_NONE && (with->fx[0] == fx || with->fx[1] == fx))
                odds = with;
            }
          for (int s = 0; s < GMP_N_SIDES; s++)
            {
              for (guint k = 0; k < odds->n_hits[s]; k++)
                m->hits[s][k] += odds->hits[s][k];
              m->p_retreat[s] += odds->p_retreat[s];
              m->p_wiped[s] += odds->p_wiped[s];
            }
          m->p_no_retreat += odds->p_no_retreat;
          m->p_overrun += odds->overrun ? 1.0 : 0.0;
        }
      }

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      for (guint k = 0; k < 64; k++)
        m->hits[s][k] /= n_ways;
      m->p_retreat[s] /= n_ways;
      m->p_wiped[s] /= n_ways;
    }
  m->p_no_retreat /= n_ways;
  m->p_overrun /= n_ways;
  m->p_no_combat /= n_ways;
}

static void
compare_mixture (const GmpOdds *odds,
                 const Mixture *m)
{
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      double sum = 0.0;

      g_assert_cmpuint (odds->n_hits[s], <=, 64);
      for (guint k = 0; k < 64; k++)
        {
          double p = k < odds->n_hits[s] ? odds->hits[s][k] : 0.0;
          g_assert_cmpfloat_with_epsilon (p, m->hits[s][k], EPS);
          sum += p;
        }
      g_assert_cmpfloat_with_epsilon (sum, 1.0, EPS);
      g_assert_cmpfloat_with_epsilon (odds->p_retreat[s], m->p_retreat[s], EPS);
      g_assert_cmpfloat_with_epsilon (odds->p_wiped[s], m->p_wiped[s], EPS);
    }
  g_assert_cmpfloat_with_epsilon (odds->p_no_retreat, m->p_no_retreat, EPS);
  g_assert_cmpfloat_with_epsilon (odds->p_overrun, m->p_overrun, EPS);
  g_assert_cmpfloat_with_epsilon (odds->p_no_combat, m->p_no_combat, EPS);
  g_assert_cmpfloat_with_epsilon (odds->p_retreat[0] + odds->p_retreat[1] + odds->p_no_retreat,
                                  1.0, EPS);
}

/* The what-if of a move into face-down Guards, for each hidden value they
 * might carry: the same numbers every time (rules note 34: never peeked at). */
static GPtrArray *
what_if_whatever_hidden (Fixture     *f,
                         const guint *movers,
                         guint        n_movers,
                         guint        to,
                         const guint *guards,
                         guint        n_guards)
{
  static const int hidden[][2] = {
    { GMP_GUARD_UNKNOWN, GMP_GUARD_UNKNOWN }, { GMP_GUARD_BLANK, GMP_GUARD_BLANK }, { 6, 4 },
  };
  GPtrArray *first = NULL;

  for (guint h = 0; h < G_N_ELEMENTS (hidden); h++)
    {
      g_autoptr(GPtrArray) variants = NULL;
      g_autoptr(GError) error = NULL;

      for (guint g = 0; g < n_guards; g++)
        unit (f, guards[g])->guard_value = hidden[h][g];
      variants = gmp_odds_what_if_move (f->state, movers, n_movers,
                                        unit (f, movers[0])->city, to, &error);
      g_assert_no_error (error);
      if (first == NULL)
        {
          first = g_steal_pointer (&variants);
          continue;
        }
      g_assert_cmpuint (variants->len, ==, first->len);
      for (guint i = 0; i < first->len; i++)
        assert_same_odds (((GmpOddsVariant *) g_ptr_array_index (variants, i))->odds,
                          ((GmpOddsVariant *) g_ptr_array_index (first, i))->odds);
    }
  return first;
}

/* Rules notes 9, 24, 34: the Guards a move reveals are weighted by the
 * values the unseen pool can still show, blank ones leaving the game. */
static void
test_what_if_hidden_guards (void)
{
  Fixture f;
  g_autoptr(GPtrArray) variants = NULL;
  Mixture m;
  guint movers[5], guards[2];
  guint dsm;
  int wasp;

  /* Five units against an Infantry and two face-down Guards: two blanks make
   * it an overrun (rules note 15), one or none a battle with dice */
  fixture_init (&f);
  dsm = city_id (&f, "DSM");
  wasp = chit_id (&f, "wasp");
  f.state->active_formation = first_formation (&f, GMP_SIDE_SWARM);
  for (guint i = 0; i < G_N_ELEMENTS (movers); i++)
    movers[i] = add (&f, i < 3 ? "ant" : "spider", "MSP");
  add (&f, "infantry", "DSM");
  guards[0] = add_guard (&f, "DSM", GMP_GUARD_UNKNOWN, FALSE);
  guards[1] = add_guard (&f, "DSM", GMP_GUARD_UNKNOWN, FALSE);
  /* Guards seen elsewhere leave the pool, a blank one too though it left the game */
  add_guard (&f, "MIA", f.board->guard_pool[f.board->n_guard_pool - 1], TRUE);
  unit (&f, add_guard (&f, "TPA", GMP_GUARD_BLANK, TRUE))->place = GMP_PLACE_ELIMINATED;
  unit (&f, f.state->units->len - 1)->city = GMP_NONE;
  f.state->chits[wasp].place = GMP_CHIT_IN_HAND;

  variants = what_if_whatever_hidden (&f, movers, 5, dsm, guards, 2);
  g_assert_cmpuint (variants->len, ==, 2);
  for (guint i = 0; i < variants->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);

      g_assert_cmpuint (variant->hidden_guards, ==, 2);
      g_assert_cmpuint (variant->city, ==, dsm);
      brute_guard_draws (&f, movers, 5, dsm, guards, 2, i == 0 ? GMP_NONE : wasp, &m);
      g_assert_cmpfloat (m.p_overrun, >, 0.0);
      g_assert_cmpfloat (m.p_overrun, <, 1.0);
      compare_mixture (variant->odds, &m);
      g_assert_false (variant->odds->overrun);
    }
  g_assert_cmpint (((GmpOddsVariant *) g_ptr_array_index (variants, 1))->odds->fx[0], ==, wasp);
  g_clear_pointer (&variants, g_ptr_array_unref);
  fixture_clear (&f);

  /* Only two face-down Guards: two blanks leave nothing to fight (rules note 9) */
  fixture_init (&f);
  dsm = city_id (&f, "DSM");
  f.state->active_formation = first_formation (&f, GMP_SIDE_SWARM);
  movers[0] = add (&f, "ant", "MSP");
  movers[1] = add (&f, "worm", "MSP");
  guards[0] = add_guard (&f, "DSM", GMP_GUARD_UNKNOWN, FALSE);
  guards[1] = add_guard (&f, "DSM", GMP_GUARD_UNKNOWN, FALSE);
  variants = what_if_whatever_hidden (&f, movers, 2, dsm, guards, 2);
  g_assert_cmpuint (variants->len, ==, 1);
  brute_guard_draws (&f, movers, 2, dsm, guards, 2, GMP_NONE, &m);
  g_assert_cmpfloat (m.p_no_combat, >, 0.0);
  compare_mixture (((GmpOddsVariant *) g_ptr_array_index (variants, 0))->odds, &m);
  fixture_clear (&f);
}

/* The variants of one Fort option (and Sortie target), in order */
static GPtrArray *
option_odds (GPtrArray      *variants,
             GmpFortOptions  option,
             guint           city)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < variants->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);

      if (variant->option == option && variant->city == city)
        g_ptr_array_add (out, variant->odds);
    }
  return out;
}

static void
assert_same_list (GPtrArray *what_if,
                  GPtrArray *direct)
{
  g_assert_cmpuint (what_if->len, ==, direct->len);
  for (guint i = 0; i < what_if->len; i++)
    assert_same_odds (g_ptr_array_index (what_if, i), g_ptr_array_index (direct, i));
}

/* Rules note 18: a Sortie against each city the Fort's question offers, each
 * with the numbers of the battle once the Humans choose it through the turn */
static void
test_what_if_sortie (void)
{
  Fixture f;
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (18);
  g_autoptr(GError) error = NULL;
  guint chi;
  guint n_sorties = 0;

  fixture_init (&f);
  chi = city_id (&f, "CHI");
  add (&f, "infantry", "CHI");
  add (&f, "tank", "CHI");
  add_guard (&f, "CHI", 5, TRUE);              /* Guards never go out */
  add (&f, "ant", "MSP");
  add (&f, "spider", "DSM");
  add (&f, "worm", "DSM");
  /* Detroit has Swarm units but no room for two more Human units (rules note 7) */
  add (&f, "ant", "DTW");
  for (guint i = 0; i + 1 < f.board->rules.stacking_limit; i++)
    add (&f, "infantry", "DTW");
  f.state->chits[chit_id (&f, "drone")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "laser-tower")].place = GMP_CHIT_IN_HAND;  /* Fort only */
  f.state->chits[chit_id (&f, "wasp")].place = GMP_CHIT_IN_HAND;

  /* No formation activated: the Fort's own (rules note 18) */
  variants = gmp_odds_what_if_fort (f.state, chi, GMP_NONE, &error);
  g_assert_no_error (error);

  f.state->active_formation = gmp_board_find_formation (f.board, "A");
  f.state->step = GMP_STEP_FORT_OPTION;
  question = gmp_turn_get_question (f.state);
  g_assert_cmpint (question->kind, ==, GMP_QUESTION_FORT_OPTION);
  g_assert_cmpint (question->subject, ==, (int) chi);
  for (guint a = 0; a < question->answers->len; a++)
    {
      int answer = g_array_index (question->answers, int, a);
      g_autoptr(GmpState) chosen = NULL;
      g_autoptr(GPtrArray) direct = NULL;
      g_autoptr(GPtrArray) what_if = NULL;
      guint target;

      if (answer < GMP_FORT_CHOICE_SORTIE_BASE)
        continue;
      target = answer - GMP_FORT_CHOICE_SORTIE_BASE;
      g_assert_cmpuint (target, !=, city_id (&f, "DTW"));
      chosen = gmp_state_copy (f.state);
      g_assert_true (gmp_turn_answer (chosen, NULL, dice, answer, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (gmp_state_units_in_city (chosen, target, GMP_SIDE_HUMANS, NULL, 0), ==, 2);
      direct = gmp_odds_compute_all_fx (chosen, target, GMP_SIDE_HUMANS, GMP_COMBAT_SORTIE, &error);
      g_assert_no_error (error);
      /* Without FX, with the Wasp and with the Drone: the Laser Tower needs a Fort */
      g_assert_cmpuint (direct->len, ==, 3);
      for (guint i = 0; i < direct->len; i++)
        g_assert_cmpint (((GmpOdds *) g_ptr_array_index (direct, i))->fx[GMP_SIDE_HUMANS], !=,
                         (int) chit_id (&f, "laser-tower"));
      what_if = option_odds (variants, GMP_FORT_OPTION_SORTIE, target);
      assert_same_list (what_if, direct);
      n_sorties++;
    }
  g_assert_cmpuint (n_sorties, ==, 2);
  g_assert_cmpuint (variants->len, ==, 3 * n_sorties);
  for (guint i = 0; i < variants->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);
      g_assert_cmpint (variant->acting, ==, GMP_SIDE_HUMANS);
      g_assert_cmpint (variant->formation, ==, f.state->active_formation);
      g_assert_cmpint (variant->mode, ==, GMP_COMBAT_SORTIE);
    }
  fixture_clear (&f);
}

/* Rules note 18: with Swarm units in the Fort's city, Full Attack, Barrage
 * and Withdrawal; a formation without the option is refused */
static void
test_what_if_fort_in_city (void)
{
  Fixture f;
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GPtrArray) full = NULL;
  g_autoptr(GPtrArray) barrage = NULL;
  g_autoptr(GPtrArray) withdrawal = NULL;
  g_autoptr(GPtrArray) direct_full = NULL;
  g_autoptr(GPtrArray) direct_barrage = NULL;
  g_autoptr(GError) error = NULL;
  guint stl;

  fixture_init (&f);
  stl = city_id (&f, "STL");
  gmp_state_add_unit (f.state, gmp_board_find_unit_type (f.board, "infantry"),
                      gmp_board_find_formation (f.board, "B"), stl);
  add (&f, "ant", "STL");
  add (&f, "worm", "STL");
  f.state->chits[chit_id (&f, "laser-tower")].place = GMP_CHIT_IN_HAND;
  f.state->chits[chit_id (&f, "wasp")].place = GMP_CHIT_IN_HAND;

  /* Formation A activated: the Fort of St. Louis is B's, and no A unit is inside */
  f.state->active_formation = gmp_board_find_formation (f.board, "A");
  variants = gmp_odds_what_if_fort (f.state, stl, GMP_NONE, &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "Rules note 18"));
  g_clear_error (&error);

  variants = gmp_odds_what_if_fort (f.state, stl, gmp_board_find_formation (f.board, "B"), &error);
  g_assert_no_error (error);
  full = option_odds (variants, GMP_FORT_OPTION_FULL_ATTACK, stl);
  barrage = option_odds (variants, GMP_FORT_OPTION_BARRAGE, stl);
  withdrawal = option_odds (variants, GMP_FORT_OPTION_WITHDRAWAL, stl);
  direct_full = gmp_odds_compute_all_fx (f.state, stl, GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK,
                                         &error);
  g_assert_no_error (error);
  direct_barrage = gmp_odds_compute_all_fx (f.state, stl, GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE,
                                            &error);
  g_assert_no_error (error);
  /* Laser Tower in a Fort combat; Wasp fires back in the Barrage */
  g_assert_cmpuint (full->len, ==, 3);
  g_assert_cmpuint (barrage->len, ==, 3);
  assert_same_list (full, direct_full);
  assert_same_list (barrage, direct_barrage);
  /* Withdrawal: no combat */
  g_assert_cmpuint (withdrawal->len, ==, 1);
  g_assert_null (g_ptr_array_index (withdrawal, 0));
  g_assert_cmpuint (variants->len, ==, full->len + barrage->len + withdrawal->len);

  /* A destroyed Fort has no options (rules note 19) */
  g_clear_pointer (&variants, g_ptr_array_unref);
  f.state->fort_strength[gmp_board_fort_at (f.board, stl)] = 0;
  variants = gmp_odds_what_if_fort (f.state, stl, GMP_NONE, &error);
  g_assert_null (variants);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
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
  g_test_add_func ("/core/odds/what-if/move-equals-moved", test_what_if_move);
  g_test_add_func ("/core/odds/what-if/illegal-move", test_what_if_illegal);
  g_test_add_func ("/core/odds/what-if/note-34-hidden-guards-brute-force",
                   test_what_if_hidden_guards);
  g_test_add_func ("/core/odds/what-if/note-18-sortie", test_what_if_sortie);
  g_test_add_func ("/core/odds/what-if/note-18-fort-in-city", test_what_if_fort_in_city);

  ret = g_test_run ();
  g_clear_pointer (&fixture_board, gmp_board_unref);
  return ret;
}
