/* test-combat.c: combat, hit allocation, retreat, overrun, Forts and FX
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "combat-fixture.h"

static const GmpCombatant *
combatant_of_unit (GmpCombat *combat,
                   guint      id)
{
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->unit == id)
        return c;
    }
  return NULL;
}

/* Rules note 11: units that retreated in take no part. */
static void
test_participants (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint ant, inf, late;

  fixture_init (&f);
  ant = add (&f, "ant", "DSM");
  inf = add (&f, "infantry", "DSM");
  late = add (&f, "infantry", "DSM");
  unit (&f, late)->retreated_in = TRUE;
  g_assert_true (gmp_combat_needed (f.state, city_id (&f, "DSM")));
  combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_nonnull (combatant_of_unit (combat, ant));
  g_assert_nonnull (combatant_of_unit (combat, inf));
  g_assert_null (combatant_of_unit (combat, late));
  g_assert_true (has_ruling (combat, 11));

  /* Only retreated Humans: no combat. */
  unit (&f, inf)->retreated_in = TRUE;
  g_assert_false (gmp_combat_needed (f.state, city_id (&f, "DSM")));
  fixture_clear (&f);
}

/* Dice per counter side, in the stated order: acting side first. */
static void
test_dice_requests (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GPtrArray) requests = NULL;
  const GmpUnitType *worm, *inf;
  guint w, i1, i2;

  fixture_init (&f);
  worm = utype (&f, "worm");
  inf = utype (&f, "infantry");
  i1 = add (&f, "infantry", "DSM");
  w = add (&f, "worm", "DSM");
  i2 = add (&f, "infantry", "DSM");
  unit (&f, i2)->reduced = TRUE;

  combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  requests = gmp_combat_get_dice_requests (combat, NULL, 0);
  g_assert_cmpuint (requests->len, ==, 3);
  {
    GmpDieRequest *r0 = g_ptr_array_index (requests, 0);
    GmpDieRequest *r1 = g_ptr_array_index (requests, 1);
    GmpDieRequest *r2 = g_ptr_array_index (requests, 2);
    const GmpCombatant *c1 = &g_array_index (combat->combatants, GmpCombatant, r1->combatant);
    const GmpCombatant *c2 = &g_array_index (combat->combatants, GmpCombatant, r2->combatant);
    g_assert_cmpint (r0->side, ==, GMP_SIDE_SWARM);
    g_assert_cmpuint (r0->n_dice, ==, worm->n_fresh_dice);
    g_assert_cmpmem (r0->thresholds, r0->n_dice, worm->fresh_dice, worm->n_fresh_dice);
    g_assert_nonnull (strstr (r0->label, worm->name));
    g_assert_cmpuint (c1->unit, ==, i1);
    g_assert_cmpuint (c2->unit, ==, i2);
    g_assert_cmpmem (r1->thresholds, r1->n_dice, inf->fresh_dice, inf->n_fresh_dice);
    g_assert_cmpmem (r2->thresholds, r2->n_dice, inf->reduced_dice, inf->n_reduced_dice);
  }
  g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), ==,
                    worm->n_fresh_dice + inf->n_fresh_dice + inf->n_reduced_dice);
  (void) w;
  fixture_clear (&f);
}

/* The Fresh Tank rule, against every pair of dice. */
static void
test_tank (void)
{
  Fixture f;
  const GmpUnitType *tank, *ant;
  guint t;

  fixture_init (&f);
  tank = utype (&f, "tank");
  ant = utype (&f, "ant");
  g_assert_true (tank->paired_dice);
  add (&f, "ant", "DSM");
  t = add (&f, "tank", "DSM");
  for (guint a = 1; a <= 6; a++)
    for (guint b = 1; b <= 6; b++)
      {
        g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
        guint8 dice[GMP_MAX_DICE + 2];
        guint expect, th = tank->fresh_dice[0];

        memset (dice, 1, sizeof dice);
        dice[ant->n_fresh_dice] = a;
        dice[ant->n_fresh_dice + 1] = b;
        g_assert_true (gmp_combat_set_dice (combat, dice, ant->n_fresh_dice + 2, NULL));
        expect = (a >= th && b >= th && a == b) ? 2 : (a >= th || b >= th) ? 1 : 0;
        g_assert_cmpuint (combatant_of_unit (combat, t)->hits, ==, expect);
        g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, expect);
      }
  /* A Reduced Tank rolls its reduced dice, without the pair rule. */
  unit (&f, t)->reduced = TRUE;
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (combatant_of_unit (combat, t)->paired);
    g_assert_cmpuint (combatant_of_unit (combat, t)->n_dice, ==, tank->n_reduced_dice);
  }
  fixture_clear (&f);
}

static void
test_dice_errors (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GError) error = NULL;
  guint8 few[] = { 3 };
  guint8 bad[] = { 3, 7 };
  guint need;

  fixture_init (&f);
  add (&f, "ant", "DSM");
  add (&f, "tank", "DSM");
  combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  need = gmp_combat_count_dice (combat, NULL, 0);
  g_assert_false (gmp_combat_set_dice (combat, few, 1, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, utype (&f, "tank")->name));
  g_clear_error (&error);
  g_assert_false (gmp_combat_set_dice (combat, bad, 2, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_clear_error (&error);
  {
    guint8 many[32];
    memset (many, 6, sizeof many);
    g_assert_false (gmp_combat_set_dice (combat, many, need + 1, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
    g_clear_error (&error);
  }
  /* A scripted source that runs out fails cleanly too. */
  {
    g_autoptr(GmpDice) dice = gmp_dice_new_scripted (few, 1);
    g_assert_false (gmp_combat_roll (combat, dice, &error));
    g_assert_nonnull (error);
  }
  g_assert_cmpint (combat->stage, ==, GMP_COMBAT_STAGE_DICE);
  fixture_clear (&f);
}

/* Guards roll at their revealed value; unknown ones must be revealed; blank
 * ones never fight (note 9). */
static void
test_guards (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  guint g5, gblank, gunknown, ant;

  fixture_init (&f);
  ant = add (&f, "ant", "BNA");
  g5 = add_guard (&f, "BNA", 5, TRUE);
  gblank = add_guard (&f, "BNA", GMP_GUARD_BLANK, FALSE);
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    const GmpCombatant *c = combatant_of_unit (combat, g5);
    g_assert_cmpuint (c->n_dice, ==, 1);
    g_assert_cmpuint (c->thresholds[0], ==, 5);
    g_assert_cmpuint (combatant_of_unit (combat, gblank)->n_dice, ==, 0);
    g_assert_cmpuint (combatant_of_unit (combat, gblank)->capacity, ==, 0);
    /* the ant misses, the Guard hits: the ant is flipped; the blank is removed */
    set_dice (combat, "1 5");
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, &error));
    g_assert_no_error (error);
    g_assert_true (unit (&f, ant)->reduced);
    g_assert_cmpint (unit (&f, gblank)->place, ==, GMP_PLACE_ELIMINATED);
    g_assert_true (has_ruling (combat, 9));
    g_assert_true (unit (&f, g5)->revealed);
  }
  gunknown = add_guard (&f, "BNA", GMP_GUARD_UNKNOWN, FALSE);
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    guint8 dice[] = { 1, 1, 1 };
    g_assert_false (gmp_combat_set_dice (combat, dice, 3, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
    g_clear_error (&error);
  }
  /* One Hit eliminates a Guard. */
  unit (&f, gunknown)->place = GMP_PLACE_ELIMINATED;
  unit (&f, gunknown)->city = GMP_NONE;
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    set_dice (combat, "6 1");
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (unit (&f, g5)->place, ==, GMP_PLACE_ELIMINATED);
  }
  fixture_clear (&f);
}

/* Notes 12 and 24: legal allocations, and the default one. */
static void
test_allocation (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;
  GmpAllocation def, bad;
  guint a1, a2;
  guint8 dice[32];
  guint n;

  fixture_init (&f);
  a1 = add (&f, "ant", "DSM");
  a2 = add (&f, "ant", "DSM");
  add (&f, "infantry", "DSM");
  add (&f, "infantry", "DSM");
  add (&f, "infantry", "DSM");
  combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  /* Swarm misses everything, Humans hit with all three dice. */
  n = gmp_combat_count_dice (combat, NULL, 0);
  memset (dice, 6, sizeof dice);
  memset (dice, 1, utype (&f, "ant")->n_fresh_dice * 2);
  g_assert_true (gmp_combat_set_dice (combat, dice, n, NULL));
  g_assert_cmpuint (combat->suffered[GMP_SIDE_SWARM], ==, 3);
  g_assert_cmpuint (combat->suffered[GMP_SIDE_HUMANS], ==, 0);

  list = gmp_combat_list_allocations (combat, GMP_SIDE_SWARM, 0);
  /* two Fresh ants and three Hits: (2,1) or (1,2) */
  g_assert_cmpuint (list->len, ==, 2);
  for (guint i = 0; i < list->len; i++)
    g_assert_true (gmp_combat_check_allocation (combat, g_ptr_array_index (list, i), NULL));

  gmp_combat_default_allocation (combat, GMP_SIDE_SWARM, &def);
  g_assert_cmpuint (def.hits[0] + def.hits[1], ==, 3);

  bad = def;
  bad.hits[0] = 1;
  bad.hits[1] = 1;
  g_assert_false (gmp_combat_check_allocation (combat, &bad, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);

  g_assert_true (gmp_combat_apply (combat, f.state, g_ptr_array_index (list, 0), NULL, &error));
  g_assert_no_error (error);
  /* one ant eliminated, the other flipped */
  g_assert_true ((unit (&f, a1)->place == GMP_PLACE_TIME_TRACK && unit (&f, a2)->reduced)
                 || (unit (&f, a2)->place == GMP_PLACE_TIME_TRACK && unit (&f, a1)->reduced));
  g_assert_cmpuint (combat->survivors[GMP_SIDE_SWARM], ==, 1);
  g_assert_true (has_ruling (combat, 12));
  fixture_clear (&f);
}

/* Default allocation: flip Fresh units first. */
static void
test_allocation_default_flips_first (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint r, fr1, fr2;
  guint8 dice[32];

  fixture_init (&f);
  add (&f, "infantry", "DSM");
  add (&f, "infantry", "DSM");
  r = add (&f, "ant", "DSM");
  fr1 = add (&f, "ant", "DSM");
  fr2 = add (&f, "ant", "DSM");
  unit (&f, r)->reduced = TRUE;
  combat = combat_new (&f, "DSM", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
  memset (dice, 1, sizeof dice);
  /* Humans are acting: their two infantry roll first; both hit. */
  dice[0] = dice[1] = 6;
  g_assert_true (gmp_combat_set_dice (combat, dice, gmp_combat_count_dice (combat, NULL, 0), NULL));
  g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
  g_assert_true (unit (&f, fr1)->reduced);
  g_assert_true (unit (&f, fr2)->reduced);
  g_assert_cmpint (unit (&f, r)->place, ==, GMP_PLACE_MAP);
  g_assert_cmpuint (combat->survivors[GMP_SIDE_SWARM], ==, 3);
  fixture_clear (&f);
}

/* Note 12: the Fort absorbs only when no unit is left; excess Hits are lost.
 * Note 19: at 0 it is destroyed. */
static void
test_fort_absorbs (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint inf, fort_city = 0;
  int fort;
  guint8 dice[64];
  guint n;

  fixture_init (&f);
  fort_city = city_id (&f, "CHI");
  fort = gmp_board_fort_at (f.board, fort_city);
  g_assert_cmpint (fort, >=, 0);
  for (guint i = 0; i < 6; i++)
    add (&f, "worm", "CHI");
  inf = add (&f, "infantry", "CHI");
  combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_cmpint (combat->fort, ==, fort);
  {
    /* the Fort rolls one die per strength point at the board's Fort hit (note 17) */
    for (guint i = 0; i < combat->combatants->len; i++)
      {
        const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
        if (c->kind == GMP_COMBATANT_FORT)
          {
            g_assert_cmpuint (c->n_dice, ==, f.state->fort_strength[fort]);
            g_assert_cmpuint (c->thresholds[0], ==, f.board->rules.fort_hit);
          }
      }
  }
  g_assert_true (has_ruling (combat, 17));
  n = gmp_combat_count_dice (combat, NULL, 0);
  memset (dice, 1, sizeof dice);
  memset (dice, 6, 6 * utype (&f, "worm")->n_fresh_dice);
  g_assert_true (gmp_combat_set_dice (combat, dice, n, NULL));
  g_assert_cmpuint (combat->suffered[GMP_SIDE_HUMANS], ==, 6 * utype (&f, "worm")->n_fresh_dice);
  {
    GmpAllocation a;
    guint strength = f.state->fort_strength[fort];
    gmp_combat_default_allocation (combat, GMP_SIDE_HUMANS, &a);
    g_assert_cmpuint (a.hits[0], ==, 2);
    g_assert_cmpuint (a.fort_hits, ==, MIN (strength, combat->suffered[GMP_SIDE_HUMANS] - 2));
    g_assert_cmpuint (a.lost, ==, combat->suffered[GMP_SIDE_HUMANS] - 2 - a.fort_hits);
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, &a, NULL));
  }
  g_assert_cmpint (unit (&f, inf)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_true (gmp_state_fort_destroyed (f.state, fort));
  g_assert_true (combat->fort_destroyed);
  g_assert_true (has_ruling (combat, 19));
  /* nobody is left to make the Swarm retreat (note 13) */
  g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
  fixture_clear (&f);
}

/* Note 16: the Time Track. */
static void
test_time_track (void)
{
  Fixture f;
  guint ant, inf;

  fixture_init (&f);
  ant = add (&f, "ant", "DSM");
  inf = add (&f, "infantry", "DSM");
  f.state->turn = 5;
  gmp_combat_eliminate_unit (f.state, ant);
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpuint (unit (&f, ant)->turn, ==, 5 + f.board->rules.time_track_delay);
  g_assert_cmpint (unit (&f, ant)->city, ==, GMP_NONE);
  gmp_combat_eliminate_unit (f.state, inf);
  g_assert_cmpint (unit (&f, inf)->place, ==, GMP_PLACE_ELIMINATED);

  ant = add (&f, "ant", "DSM");
  f.state->turn = f.board->rules.time_track_last_turn;
  gmp_combat_eliminate_unit (f.state, ant);
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_ELIMINATED);
  fixture_clear (&f);
}

/* Note 13: who retreats. */
static void
test_retreat_ruling (void)
{
  Fixture f;
  guint8 dice[16];

  fixture_init (&f);
  add (&f, "ant", "ICT");
  add (&f, "ant", "ICT");
  add (&f, "infantry", "ICT");
  add (&f, "infantry", "ICT");
  /* tie at 0: the acting side retreats */
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "ICT", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    set_dice (combat, "1 1 1 1");
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
    g_assert_true (has_ruling (combat, 13));
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "ICT", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
    set_dice (combat, "1 1 1 1");
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
  }
  /* more Hits suffered: that side retreats (Swarm acting, Humans suffer 1) */
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "ICT", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    set_dice (combat, "6 1 1 1");
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
    g_assert_cmpint (combat->winner, ==, GMP_SIDE_SWARM);
  }
  /* the side with fewer Hits has no unit left: nobody retreats */
  {
    g_autoptr(GmpCombat) combat = NULL;
    guint n;
    combat = combat_new (&f, "ICT", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    n = gmp_combat_count_dice (combat, NULL, 0);
    memset (dice, 6, sizeof dice);
    g_assert_true (gmp_combat_set_dice (combat, dice, n, NULL));
    /* both suffer 2: the ants are flipped, the reduced infantry... both sides survive */
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpuint (combat->suffered[0], ==, combat->suffered[1]);
  }
  fixture_clear (&f);
}

/* Note 14: where to. */
static void
test_retreat_where (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree guint8 *snapshot = NULL;
  guint mover, stayer, guard, inf;
  guint ict, oma;

  fixture_init (&f);
  ict = city_id (&f, "ICT");
  oma = city_id (&f, "OMA");
  mover = add (&f, "ant", "ICT");
  unit (&f, mover)->moved = TRUE;
  unit (&f, mover)->moved_from = oma;
  stayer = add (&f, "ant", "ICT");
  inf = add (&f, "infantry", "ICT");
  guard = add_guard (&f, "ICT", 6, TRUE);
  /* Humans hold OKC and TUL: enemy to the Swarm */
  add (&f, "infantry", "OKC");
  add (&f, "infantry", "TUL");
  snapshot = gmp_retreat_snapshot (f.state);

  combat = combat_new (&f, "ICT", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  set_dice (combat, "1 1 6 6");   /* ants miss, Humans hit twice */
  g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  {
    g_autoptr(GArray) units = gmp_retreat_units (combat, f.state);
    g_assert_cmpuint (units->len, ==, 2);
  }
  {
    GmpRetreatKind kind;
    g_autoptr(GArray) options = gmp_retreat_options (combat, f.state, mover, snapshot, &kind);
    g_assert_cmpint (kind, ==, GMP_RETREAT_TO_ORIGIN);
    g_assert_cmpuint (options->len, ==, 1);
    g_assert_cmpuint (g_array_index (options, GmpRetreatOption, 0).city, ==, oma);
  }
  {
    GmpRetreatKind kind;
    g_autoptr(GArray) options = gmp_retreat_options (combat, f.state, stayer, snapshot, &kind);
    g_assert_cmpint (kind, ==, GMP_RETREAT_CHOOSE);
    for (guint i = 0; i < options->len; i++)
      {
        const GmpRetreatOption *o = &g_array_index (options, GmpRetreatOption, i);
        g_assert_true (gmp_board_adjacent (f.board, ict, o->city));
        g_assert_false (gmp_state_city_is_enemy (f.state, o->city, GMP_SIDE_SWARM));
        g_assert_cmpuint (o->extra_hits, ==, 0);
      }
    g_assert_cmpuint (options->len, ==, f.board->cities[ict].n_neighbours - 2);
  }
  /* the wrong city is refused, naming the note */
  g_assert_false (gmp_retreat_unit (combat, f.state, mover, city_id (&f, "MKC"), snapshot, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, "14"));
  g_clear_error (&error);
  g_assert_false (gmp_retreat_unit (combat, f.state, stayer, city_id (&f, "OKC"), snapshot, &error));
  g_clear_error (&error);
  g_assert_true (gmp_retreat_unit (combat, f.state, mover, oma, snapshot, &error));
  g_assert_no_error (error);
  g_assert_cmpint (unit (&f, mover)->city, ==, oma);
  g_assert_true (unit (&f, mover)->retreated_in);
  g_assert_true (gmp_retreat_all_default (combat, f.state, snapshot, &error));
  g_assert_cmpint (unit (&f, stayer)->city, !=, (int) ict);
  g_assert_true (unit (&f, stayer)->retreated_in);
  (void) guard;
  (void) inf;
  fixture_clear (&f);
}

/* Note 14: only enemy cities around: one more Hit per enemy city entered;
 * Guards are eliminated instead. */
static void
test_retreat_through_enemy (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  const GmpCity *ict;
  guint ant, guard;

  fixture_init (&f);
  ict = &f.board->cities[city_id (&f, "ICT")];
  ant = add (&f, "ant", "ICT");
  guard = add_guard (&f, "ICT", 6, TRUE);
  for (guint i = 0; i < ict->n_neighbours; i++)
    gmp_state_add_unit (f.state, gmp_board_find_unit_type (f.board, "infantry"), GMP_NONE,
                        ict->neighbours[i]);
  combat = combat_new (&f, "ICT", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
  set_dice (combat, "1 1");   /* Guard misses, ant misses: tie, Humans act and retreat */
  g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
  g_assert_true (gmp_retreat_all_default (combat, f.state, NULL, NULL));
  g_assert_cmpint (unit (&f, guard)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_true (has_ruling (combat, 14));
  (void) ant;
  fixture_clear (&f);

  fixture_init (&f);
  ict = &f.board->cities[city_id (&f, "ICT")];
  ant = add (&f, "ant", "ICT");
  add (&f, "infantry", "ICT");
  for (guint i = 0; i < ict->n_neighbours; i++)
    add (&f, "infantry", f.board->cities[ict->neighbours[i]].id);
  {
    g_autoptr(GmpCombat) c2 = combat_new (&f, "ICT", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    GmpRetreatKind kind;
    g_autoptr(GArray) options = NULL;
    set_dice (c2, "1 1");
    g_assert_true (gmp_combat_apply (c2, f.state, NULL, NULL, NULL));
    g_assert_cmpint (c2->retreat, ==, GMP_SIDE_SWARM);
    options = gmp_retreat_options (c2, f.state, ant, NULL, &kind);
    g_assert_cmpuint (options->len, >, 0);
    for (guint i = 0; i < options->len; i++)
      g_assert_cmpuint (g_array_index (options, GmpRetreatOption, i).extra_hits, ==, 1);
    g_assert_true (gmp_retreat_unit (c2, f.state, ant,
                                     g_array_index (options, GmpRetreatOption, 0).city, NULL, NULL));
    g_assert_true (unit (&f, ant)->reduced);
    g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_MAP);
  }
  fixture_clear (&f);
}

/* Note 14: contested cities only if not enemy at the start of the activation. */
static void
test_retreat_contested (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autofree guint8 *snap_before = NULL;
  guint ant, okc;
  GmpRetreatKind kind;

  fixture_init (&f);
  okc = city_id (&f, "OKC");
  ant = add (&f, "ant", "ICT");
  add (&f, "infantry", "ICT");
  add (&f, "ant", "OKC");
  snap_before = gmp_retreat_snapshot (f.state);   /* OKC friendly at the start */
  add (&f, "infantry", "OKC");                      /* now contested */
  combat = combat_new (&f, "ICT", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  set_dice (combat, "1 1");
  g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
  {
    g_autoptr(GArray) options = gmp_retreat_options (combat, f.state, ant, snap_before, &kind);
    gboolean found = FALSE;
    for (guint i = 0; i < options->len; i++)
      found |= g_array_index (options, GmpRetreatOption, i).city == okc;
    g_assert_true (found);
  }
  {
    g_autofree guint8 *enemy_snap = gmp_retreat_snapshot (f.state);
    g_autoptr(GArray) options = NULL;
    gboolean found = FALSE;
    enemy_snap[okc] |= 1 << GMP_SIDE_SWARM;   /* as if OKC had been enemy at the start */
    options = gmp_retreat_options (combat, f.state, ant, enemy_snap, &kind);
    for (guint i = 0; i < options->len; i++)
      found |= g_array_index (options, GmpRetreatOption, i).city == okc;
    g_assert_false (found);
  }
  fixture_clear (&f);
}

/* Over-stacking after a retreat is fixed by displacement (note 14). */
static void
test_displace (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rulings = gmp_rulings_new ();
  guint extra = 0;

  fixture_init (&f);
  for (guint i = 0; i <= f.board->rules.stacking_limit; i++)
    extra = add (&f, "ant", "ICT");
  g_assert_cmpuint (gmp_retreat_overstacked (f.state, city_id (&f, "ICT"), GMP_SIDE_SWARM), ==, 1);
  g_assert_false (gmp_retreat_displace (f.state, extra, city_id (&f, "DAL"), NULL, rulings, &error));
  g_clear_error (&error);
  g_assert_true (gmp_retreat_displace (f.state, extra, city_id (&f, "OKC"), NULL, rulings, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (gmp_retreat_overstacked (f.state, city_id (&f, "ICT"), GMP_SIDE_SWARM), ==, 0);
  fixture_clear (&f);
}

/* Note 15: overrun. */
static void
test_overrun (void)
{
  Fixture f;
  guint enemy;

  fixture_init (&f);
  for (guint i = 0; i < f.board->rules.overrun_attackers; i++)
    add (&f, "ant", "DSM");
  enemy = add (&f, "infantry", "DSM");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GPtrArray) req = gmp_combat_get_dice_requests (combat, NULL, 0);
    g_assert_true (combat->overrun);
    g_assert_cmpuint (req->len, ==, 0);
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (unit (&f, enemy)->place, ==, GMP_PLACE_ELIMINATED);
    g_assert_cmpuint (combat->survivors[GMP_SIDE_SWARM], ==, f.board->rules.overrun_attackers);
    g_assert_true (has_ruling (combat, 15));
  }
  /* the Humans are not acting: no overrun */
  enemy = add (&f, "infantry", "DSM");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
    g_assert_false (combat->overrun);
  }
  /* one attacker fewer: no overrun */
  {
    g_autoptr(GmpCombat) combat = NULL;
    guint ids[16];
    gmp_state_units_in_city (f.state, city_id (&f, "DSM"), GMP_SIDE_SWARM, ids, 16);
    unit (&f, ids[0])->retreated_in = TRUE;
    combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (combat->overrun);
  }
  fixture_clear (&f);

  /* a Fort prevents it */
  fixture_init (&f);
  for (guint i = 0; i < f.board->rules.overrun_attackers; i++)
    add (&f, "ant", "CHI");
  add (&f, "infantry", "CHI");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (combat->overrun);
  }
  fixture_clear (&f);
}

/* Rules notes 15, 37: an overrun rolls no dice, so no FX can be played in it,
 * and the chit stays in hand. */
static void
test_overrun_fx (void)
{
  Fixture f;
  int wasp, drone;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GArray) swarm_fx = NULL;
  g_autoptr(GArray) humans_fx = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GPtrArray) all = NULL;

  fixture_init (&f);
  wasp = chit_id (&f, "wasp");
  drone = chit_id (&f, "drone");
  f.state->chits[wasp].place = GMP_CHIT_IN_HAND;
  f.state->chits[drone].place = GMP_CHIT_IN_HAND;
  for (guint i = 0; i < f.board->rules.overrun_attackers; i++)
    add (&f, "ant", "DSM");
  add (&f, "infantry", "DSM");

  combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_true (combat->overrun);
  swarm_fx = gmp_combat_usable_fx (combat, f.state, GMP_SIDE_SWARM);
  humans_fx = gmp_combat_usable_fx (combat, f.state, GMP_SIDE_HUMANS);
  g_assert_cmpuint (swarm_fx->len, ==, 0);
  g_assert_cmpuint (humans_fx->len, ==, 0);
  g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_SWARM, wasp, TRUE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr (error->message, f.board->chits[wasp].name));
  g_clear_error (&error);
  g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, drone, FALSE, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpint (combat->fx[GMP_SIDE_SWARM], ==, GMP_NONE);
  g_assert_cmpint (combat->fx[GMP_SIDE_HUMANS], ==, GMP_NONE);

  apply (&f, combat);
  g_assert_cmpint (f.state->chits[wasp].place, ==, GMP_CHIT_IN_HAND);
  g_assert_cmpint (f.state->chits[drone].place, ==, GMP_CHIT_IN_HAND);
  g_assert_false (has_ruling (combat, 20));

  /* The odds agree: no "what if" with an FX in an overrun. */
  add (&f, "infantry", "OMA");   /* elsewhere: DSM is empty of Humans now */
  for (guint i = 0; i < f.board->rules.overrun_attackers; i++)
    add (&f, "ant", "OMA");
  all = gmp_odds_compute_all_fx (f.state, city_id (&f, "OMA"), GMP_SIDE_SWARM,
                                 GMP_COMBAT_NORMAL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all->len, ==, 1);
  g_assert_true (((GmpOdds *) g_ptr_array_index (all, 0))->overrun);
  odds = gmp_odds_compute (f.state, city_id (&f, "OMA"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                           wasp, GMP_NONE, NULL, 0, &error);
  g_assert_null (odds);
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  fixture_clear (&f);
}

/* Note 18: Fort options, Barrage, ignoring a retreat, Sortie. */
static void
test_fort_options (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  int fort;
  guint chi, ant;
  GmpFortOptions options;

  fixture_init (&f);
  chi = city_id (&f, "CHI");
  fort = gmp_board_fort_at (f.board, chi);
  ant = add (&f, "ant", "CHI");
  add (&f, "infantry", "CHI");
  options = gmp_fort_options (f.state, chi, f.board->forts[fort].formation);
  g_assert_true (options & GMP_FORT_OPTION_FULL_ATTACK);
  g_assert_true (options & GMP_FORT_OPTION_BARRAGE);
  g_assert_true (options & GMP_FORT_OPTION_WITHDRAWAL);
  g_assert_false (options & GMP_FORT_OPTION_SORTIE);
  g_assert_cmpint (gmp_fort_options (f.state, chi, gmp_board_find_formation (f.board, "1")), ==, 0);

  /* Barrage: only the Fort rolls */
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE);
    for (guint i = 0; i < combat->combatants->len; i++)
      {
        const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
        g_assert_cmpuint (c->n_dice, ==, c->kind == GMP_COMBATANT_FORT ? f.state->fort_strength[fort] : 0);
      }
    /* ... unless the Swarm plays an FX that fires back */
    f.state->chits[chit_id (&f, "wasp")].place = GMP_CHIT_IN_HAND;
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_SWARM, chit_id (&f, "wasp"), TRUE, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (combatant_of_unit (combat, ant)->n_dice, ==, utype (&f, "ant")->n_fresh_dice);
    g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), >, f.state->fort_strength[fort]);
  }
  /* A Human loss in a Fort combat: they may ignore the retreat; the Swarm may not. */
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK);
    guint8 dice[16] = { 1, 1, 1, 1, 1, 1, 1, 1 };
    g_assert_true (gmp_combat_set_dice (combat, dice, gmp_combat_count_dice (combat, NULL, 0), NULL));
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
    g_assert_true (combat->may_ignore_retreat);
    g_assert_true (gmp_retreat_ignore (combat, &error));
    g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    guint8 dice[16] = { 1, 1, 1, 1, 1, 1, 1, 1 };
    g_assert_true (gmp_combat_set_dice (combat, dice, gmp_combat_count_dice (combat, NULL, 0), NULL));
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
    g_assert_false (gmp_retreat_ignore (combat, &error));
    g_clear_error (&error);
  }
  /* Sortie: no Swarm in the Fort, Swarm next door */
  unit (&f, ant)->city = city_id (&f, "DSM");
  options = gmp_fort_options (f.state, chi, f.board->forts[fort].formation);
  g_assert_cmpint (options, ==, GMP_FORT_OPTION_SORTIE);
  {
    guint ids[8];
    g_autoptr(GmpCombat) combat = NULL;
    gmp_state_units_in_city (f.state, chi, GMP_SIDE_HUMANS, ids, 8);
    unit (&f, ids[0])->city = city_id (&f, "DSM");
    unit (&f, ids[0])->moved_from = chi;
    unit (&f, ids[0])->moved = TRUE;
    combat = combat_new (&f, "DSM", GMP_SIDE_HUMANS, GMP_COMBAT_SORTIE);
    set_dice (combat, "6 1");   /* infantry hits, ant misses */
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (combat->winner, ==, GMP_SIDE_HUMANS);
    g_assert_true (gmp_combat_sortie_return (combat, f.state, TRUE, &error));
    g_assert_no_error (error);
    g_assert_cmpint (unit (&f, ids[0])->city, ==, chi);
  }
  fixture_clear (&f);
}

/* Note 20 and the board's FX effects. */
static void
test_fx (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  guint drone, roly, wasp, inf, ant;
  const GmpFxEffect *mod;

  fixture_init (&f);
  drone = chit_id (&f, "drone");
  roly = chit_id (&f, "roly-poly");
  wasp = chit_id (&f, "wasp");
  mod = &f.board->chits[drone].effects[0];
  g_assert_cmpint (mod->kind, ==, GMP_FX_HIT_MODIFIER);
  ant = add (&f, "ant", "DSM");
  inf = add (&f, "infantry", "DSM");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    /* not in hand */
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, drone, TRUE, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
    g_clear_error (&error);
    /* not the side's FX */
    f.state->chits[drone].place = GMP_CHIT_IN_HAND;
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_SWARM, drone, TRUE, &error));
    g_clear_error (&error);
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, drone, TRUE, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (combatant_of_unit (combat, inf)->thresholds[0], ==,
                      MAX (utype (&f, "infantry")->fresh_dice[0] - mod->count, mod->value));
    g_assert_cmpuint (combatant_of_unit (combat, ant)->thresholds[0], ==, utype (&f, "ant")->fresh_dice[0]);
    /* a second FX for the same side in the same combat */
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, chit_id (&f, "nuclear"), FALSE, &error));
    g_clear_error (&error);
    /* Roly Poly cancels the Hit the Swarm suffers */
    f.state->chits[roly].place = GMP_CHIT_IN_HAND;
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_SWARM, roly, TRUE, &error));
    set_dice (combat, "1 6");
    g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, 1);
    g_assert_cmpuint (combat->suffered[GMP_SIDE_SWARM], ==, 1 - MIN (1, f.board->chits[roly].effects[0].count));
    g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, NULL));
    g_assert_cmpint (f.state->chits[drone].place, ==, GMP_CHIT_USED);
    g_assert_cmpint (f.state->chits[roly].place, ==, GMP_CHIT_USED);
    g_assert_true (has_ruling (combat, 20));
  }
  /* once per game turn */
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, drone, TRUE, &error));
    g_clear_error (&error);
    /* Wasp: one extra die */
    f.state->chits[wasp].place = GMP_CHIT_IN_HAND;
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_SWARM, wasp, TRUE, NULL));
    {
      g_autoptr(GPtrArray) req = gmp_combat_get_dice_requests (combat, NULL, 0);
      GmpDieRequest *last = g_ptr_array_index (req, 1);
      g_assert_cmpint (last->side, ==, GMP_SIDE_SWARM);
      g_assert_cmpuint (last->n_dice, ==, f.board->chits[wasp].effects[0].count);
    }
    /* Laser Tower is Fort-only */
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, chit_id (&f, "laser-tower"),
                                       FALSE, &error));
    g_clear_error (&error);
  }
  fixture_clear (&f);
}

/* Re-roll misses: the missed dice, in order, after the first roll. */
static void
test_fx_reroll (void)
{
  Fixture f;
  guint can, inf1;
  const GmpUnitType *it;

  fixture_init (&f);
  can = chit_id (&f, "canadian-fx");
  it = utype (&f, "infantry");
  add (&f, "ant", "DSM");
  add (&f, "ant", "DSM");
  inf1 = add (&f, "infantry", "DSM");
  add (&f, "infantry", "DSM");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "DSM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GPtrArray) req = NULL;
    guint8 first[] = { 1, 1, 1, 6 };
    guint8 all[] = { 1, 1, 1, 6, 6 };
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, can, FALSE, NULL));
    req = gmp_combat_get_dice_requests (combat, first, 4);
    /* one missed Infantry die is re-rolled */
    g_assert_cmpuint (gmp_combat_count_dice (combat, first, 4), ==, 5);
    g_assert_true (((GmpDieRequest *) g_ptr_array_index (req, req->len - 1))->reroll);
    g_assert_true (gmp_combat_set_dice (combat, all, 5, NULL));
    g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, 2);
    g_assert_cmpuint (combatant_of_unit (combat, inf1)->rerolls[0], ==, 6);
  }
  (void) it;
  fixture_clear (&f);
}

/* Tectonic (Fort damage, no combat) and Nuclear (city-wide), and note 21. */
static void
test_fx_danger (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rulings = gmp_rulings_new ();
  guint tect, nuke, chi, a, h;
  int fort;

  fixture_init (&f);
  tect = chit_id (&f, "tectonic");
  nuke = chit_id (&f, "nuclear");
  chi = city_id (&f, "CHI");
  fort = gmp_board_fort_at (f.board, chi);
  g_assert_false (gmp_fx_fort_damage (f.state, tect, chi, rulings, &error));
  g_clear_error (&error);
  f.state->chits[tect].place = GMP_CHIT_IN_HAND;
  g_assert_true (gmp_fx_fort_damage (f.state, tect, chi, rulings, &error));
  g_assert_cmpuint (f.state->fort_strength[fort], ==,
                    f.board->forts[fort].strength - (guint) f.board->chits[tect].effects[0].count);
  g_assert_cmpuint (f.state->danger_space, ==, 1);
  g_assert_cmpint (f.state->danger_face, ==, tect);
  g_assert_cmpint (f.state->chits[tect].place, ==, GMP_CHIT_USED);

  a = add (&f, "ant", "DSM");
  h = add (&f, "infantry", "DSM");
  f.state->chits[nuke].place = GMP_CHIT_IN_HAND;
  g_assert_false (gmp_fx_eliminate_city (f.state, nuke, chi, rulings, &error));   /* a Fort */
  g_clear_error (&error);
  g_assert_true (gmp_fx_eliminate_city (f.state, nuke, city_id (&f, "DSM"), rulings, &error));
  g_assert_cmpint (unit (&f, a)->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpint (unit (&f, h)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_cmpuint (f.state->danger_space, ==, 2);
  g_assert_cmpint (f.state->danger_face, ==, nuke);
  /* never past the last space */
  for (guint i = 0; i < f.board->n_danger + 3; i++)
    gmp_fx_advance_danger (f.state, nuke);
  g_assert_cmpuint (f.state->danger_space, ==, f.board->n_danger - 1);
  fixture_clear (&f);
}

/* Thousands of seeded combats: units before = after + eliminated + Time Track. */
static void
test_conservation (void)
{
  const char *types[] = { "ant", "spider", "worm", "infantry", "tank" };
  const char *cities[] = { "DSM", "CHI", "ICT", "NYC", "MKC" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);
  guint n_combats = 0;

  for (guint round = 0; round < 3000; round++)
    {
      Fixture f;
      g_autoptr(GmpDice) dice = gmp_dice_new_seeded (round);
      g_autoptr(GmpCombat) combat = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree guint8 *snap = NULL;
      const char *city = cities[g_rand_int_range (rand, 0, G_N_ELEMENTS (cities))];
      guint ns = g_rand_int_range (rand, 1, 7), nh = g_rand_int_range (rand, 0, 5);
      guint before, on_map = 0, gone = 0;
      GmpSide acting = g_rand_boolean (rand) ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;

      fixture_init (&f);
      f.state->turn = g_rand_int_range (rand, 1, 11);
      for (guint i = 0; i < ns; i++)
        {
          guint id = add (&f, types[g_rand_int_range (rand, 0, 3)], city);
          unit (&f, id)->reduced = g_rand_boolean (rand);
        }
      for (guint i = 0; i < nh; i++)
        {
          guint id = add (&f, types[g_rand_int_range (rand, 3, 5)], city);
          unit (&f, id)->reduced = g_rand_boolean (rand);
        }
      if (g_rand_boolean (rand))
        add_guard (&f, city, g_rand_int_range (rand, 4, 7), TRUE);
      before = f.state->units->len;
      snap = gmp_retreat_snapshot (f.state);
      if (!gmp_combat_needed (f.state, city_id (&f, city)))
        {
          fixture_clear (&f);
          continue;
        }
      combat = gmp_combat_new (f.state, city_id (&f, city), acting, GMP_COMBAT_NORMAL, &error);
      g_assert_no_error (error);
      g_assert_true (gmp_combat_roll (combat, dice, &error));
      g_assert_no_error (error);
      g_assert_true (gmp_combat_apply (combat, f.state, NULL, NULL, &error));
      g_assert_no_error (error);
      if (combat->may_ignore_retreat && g_rand_boolean (rand))
        g_assert_true (gmp_retreat_ignore (combat, NULL));
      g_assert_true (gmp_retreat_all_default (combat, f.state, snap, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < f.state->units->len; i++)
        {
          const GmpUnit *u = &g_array_index (f.state->units, GmpUnit, i);
          if (u->place == GMP_PLACE_MAP)
            on_map++;
          else if (u->place == GMP_PLACE_ELIMINATED)
            gone++;
          else
            {
              g_assert_cmpint (u->place, ==, GMP_PLACE_TIME_TRACK);
              g_assert_cmpint (gmp_state_unit_side (f.state, i), ==, GMP_SIDE_SWARM);
              g_assert_cmpuint (u->turn, ==, f.state->turn + f.board->rules.time_track_delay);
              gone++;
            }
        }
      g_assert_cmpuint (before, ==, on_map + gone);
      g_assert_cmpuint (combat->eliminated[0] + combat->eliminated[1], <=, gone);
      /* After a retreat no unit of the retreating side is left in the city */
      if (combat->retreat != GMP_N_SIDES)
        g_assert_cmpuint (gmp_state_units_in_city (f.state, city_id (&f, city), combat->retreat, NULL, 0),
                          ==, 0);
      if (combat->fort != GMP_NONE)
        g_assert_cmpuint (f.state->fort_strength[combat->fort], <=, combat->fort_strength);
      n_combats++;
      fixture_clear (&f);
    }
  g_assert_cmpuint (n_combats, >, 2000);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/combat/participants/retreated-in", test_participants);
  g_test_add_func ("/core/combat/dice/requests", test_dice_requests);
  g_test_add_func ("/core/combat/dice/fresh-tank", test_tank);
  g_test_add_func ("/core/combat/dice/errors", test_dice_errors);
  g_test_add_func ("/core/combat/guards", test_guards);
  g_test_add_func ("/core/combat/allocation/legal", test_allocation);
  g_test_add_func ("/core/combat/allocation/default", test_allocation_default_flips_first);
  g_test_add_func ("/core/combat/fort/absorbs", test_fort_absorbs);
  g_test_add_func ("/core/combat/time-track", test_time_track);
  g_test_add_func ("/core/combat/retreat/ruling", test_retreat_ruling);
  g_test_add_func ("/core/combat/retreat/where", test_retreat_where);
  g_test_add_func ("/core/combat/retreat/through-enemy", test_retreat_through_enemy);
  g_test_add_func ("/core/combat/retreat/contested", test_retreat_contested);
  g_test_add_func ("/core/combat/retreat/displace", test_displace);
  g_test_add_func ("/core/combat/overrun", test_overrun);
  g_test_add_func ("/core/combat/overrun/no-fx", test_overrun_fx);
  g_test_add_func ("/core/combat/fort/options", test_fort_options);
  g_test_add_func ("/core/combat/fx/combat", test_fx);
  g_test_add_func ("/core/combat/fx/reroll", test_fx_reroll);
  g_test_add_func ("/core/combat/fx/danger", test_fx_danger);
  g_test_add_func ("/core/combat/conservation", test_conservation);

  {
    int ret = g_test_run ();
    g_clear_pointer (&fixture_board, gmp_board_unref);
    return ret;
  }
}
