/* test-combat-rules.c: an independent referee of the combat rules
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Each test states a sentence of the rules (rules/ginormopod-rules.en.txt) or
 * a rules note (docs/rules-notes.md) and checks the core against it. The exact
 * odds are checked against a brute-force enumeration written here from the
 * rules text and the board's counter values, sharing no code with the core.
 */

#include "config.h"

#include <string.h>

#include "combat-fixture.h"
#include "core/gmp-movement.h"

static gboolean
has_option (GArray *options,
            guint   city)
{
  for (guint i = 0; i < options->len; i++)
    if (g_array_index (options, GmpRetreatOption, i).city == city)
      return TRUE;
  return FALSE;
}

/* "Fresh Tanks roll two dice and score one Hit if one or both dice are equal
 * to or greater than the indicated pips. If the Tank rolls doubles and is
 * within that range, it scores two Hits." Every pair of dice. */
static void
test_fresh_tank (void)
{
  Fixture f;
  const GmpUnitType *tank;

  fixture_init (&f);
  tank = utype (&f, "tank");
  g_assert_true (tank->paired_dice);
  g_assert_cmpuint (tank->n_fresh_dice, ==, 2);
  add (&f, "ant", "BNA");
  add (&f, "tank", "BNA");
  for (guint a = 1; a <= 6; a++)
    for (guint b = 1; b <= 6; b++)
      {
        g_autoptr(GmpCombat) combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
        guint8 dice[3] = { 1, a, b };
        guint t = tank->fresh_dice[0];
        guint expect = (a >= t && b >= t && a == b) ? 2 : (a >= t || b >= t) ? 1 : 0;

        g_assert_true (gmp_combat_set_dice (combat, dice, 3, NULL));
        g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, expect);
      }
  fixture_clear (&f);
}

/* A Reduced Tank rolls its reduced dice normally: no pair, no doubles rule. */
static void
test_reduced_tank (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  const GmpUnitType *tank;
  guint id;

  fixture_init (&f);
  tank = utype (&f, "tank");
  add (&f, "ant", "BNA");
  id = add (&f, "tank", "BNA");
  unit (&f, id)->reduced = TRUE;
  combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), ==, 1 + tank->n_reduced_dice);
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->unit == id)
        {
          g_assert_false (c->paired);
          g_assert_cmpuint (c->thresholds[0], ==, tank->reduced_dice[0]);
        }
    }
  set_dice (combat, "1 6");
  g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, 1);
  fixture_clear (&f);
}

/* "Guard Units do not have a reduced side and are Eliminated when they
 * suffer a Hit." */
static void
test_guard_one_hit (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint guard;

  fixture_init (&f);
  add (&f, "ant", "BNA");
  guard = add_guard (&f, "BNA", 6, TRUE);
  combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  set_dice (combat, "6 1");
  apply (&f, combat);
  g_assert_cmpint (unit (&f, guard)->place, ==, GMP_PLACE_ELIMINATED);
  fixture_clear (&f);
}

/* Rules note 12: the Fort absorbs only when no friendly unit is left; Hits
 * beyond that are lost. */
static void
test_fort_absorbs_last (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint stl, fort, inf;

  fixture_init (&f);
  stl = city_id (&f, "STL");
  fort = gmp_board_fort_at (f.board, stl);
  f.state->fort_strength[fort] = 1;
  for (guint i = 0; i < 4; i++)
    add (&f, "ant", "STL");
  inf = add (&f, "infantry", "STL");
  combat = combat_new (&f, "STL", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  /* Four ants hit, the infantry and the Fort miss: 4 Hits against the
   * Humans: 2 for the infantry, 1 for the Fort, 1 lost. */
  set_dice (combat, "6 6 6 6 1 1");
  g_assert_cmpuint (combat->suffered[GMP_SIDE_HUMANS], ==, 4);
  apply (&f, combat);
  g_assert_cmpint (unit (&f, inf)->place, ==, GMP_PLACE_ELIMINATED);
  g_assert_cmpuint (f.state->fort_strength[fort], ==, 0);
  g_assert_true (combat->fort_destroyed);
  fixture_clear (&f);
}

/* "The side that suffered more Hits must Retreat (acting side if tied)." */
static void
test_retreat_tie (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;

  fixture_init (&f);
  add (&f, "ant", "BNA");
  add (&f, "infantry", "BNA");
  combat = combat_new (&f, "BNA", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
  set_dice (combat, "6 6");   /* Humans (acting) first, then the Swarm */
  apply (&f, combat);
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
  fixture_clear (&f);
}

/* Rules note 13: Hits suffered are counted after FX cancellation: a tie
 * broken by the Latin Coalition FX makes the Swarm retreat. */
static void
test_retreat_after_cancel (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  int latin;

  fixture_init (&f);
  latin = chit_id (&f, "latin-fx");
  f.state->chits[latin].place = GMP_CHIT_IN_HAND;
  add (&f, "ant", "BNA");
  add (&f, "ant", "BNA");
  add (&f, "infantry", "BNA");
  add (&f, "infantry", "BNA");
  combat = combat_new (&f, "BNA", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
  g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, latin, TRUE, NULL));
  set_dice (combat, "6 6 6 6");
  g_assert_cmpuint (combat->suffered[GMP_SIDE_HUMANS], ==, 1);
  g_assert_cmpuint (combat->suffered[GMP_SIDE_SWARM], ==, 2);
  apply (&f, combat);
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  g_assert_cmpint (f.state->chits[latin].place, ==, GMP_CHIT_USED);
  fixture_clear (&f);
}

/* "If the side that suffered fewer Hits has no Units left, the other side
 * does not Retreat." */
static void
test_no_retreat_when_winner_wiped (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint inf;

  fixture_init (&f);
  add (&f, "worm", "BNA");
  inf = add (&f, "infantry", "BNA");
  unit (&f, inf)->reduced = TRUE;
  combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  /* The worm hits twice, the reduced infantry once: the Humans suffered
   * fewer Hits but have nothing left. */
  set_dice (combat, "6 6 1 6");
  apply (&f, combat);
  g_assert_cmpuint (combat->survivors[GMP_SIDE_HUMANS], ==, 0);
  g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
  fixture_clear (&f);
}

/* Rules note 41: on a tie the non-acting side counts as the side that
 * suffered fewer Hits; wiped out, it keeps the acting side from retreating.
 * The Humans act: one Hit each, and the Swarm's one Reduced ant is gone. */
static void
test_retreat_tie_non_acting_wiped (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint ant, inf;

  fixture_init (&f);
  ant = add (&f, "ant", "BNA");
  unit (&f, ant)->reduced = TRUE;
  inf = add (&f, "infantry", "BNA");
  combat = combat_new (&f, "BNA", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
  {
    /* The Humans' dice first (acting), each combatant's in its order: the
     * infantry hits with its first die, the ant with its first */
    g_autoptr(GString) dice = g_string_new (NULL);
    const GmpUnitType *infantry = utype (&f, "infantry"), *reduced_ant = utype (&f, "ant");

    for (guint d = 0; d < infantry->n_fresh_dice; d++)
      g_string_append (dice, d == 0 ? "6 " : "1 ");
    for (guint d = 0; d < reduced_ant->n_reduced_dice; d++)
      g_string_append (dice, d == 0 ? "6 " : "1 ");
    set_dice (combat, dice->str);
  }
  g_assert_cmpuint (combat->suffered[GMP_SIDE_HUMANS], ==, combat->suffered[GMP_SIDE_SWARM]);
  apply (&f, combat);
  g_assert_cmpint (unit (&f, ant)->place, !=, GMP_PLACE_MAP);
  g_assert_cmpint (unit (&f, inf)->place, ==, GMP_PLACE_MAP);
  /* Note 13 alone would send the acting Humans back */
  g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
  g_assert_cmpint (unit (&f, inf)->city, ==, (int) city_id (&f, "BNA"));
  {
    gboolean cited = FALSE;

    for (guint i = 0; combat->rulings != NULL && i < combat->rulings->len; i++)
      cited |= ((const GmpRuling *) g_ptr_array_index (combat->rulings, i))->note == 41;
    g_assert_true (cited);
  }
  fixture_clear (&f);
}

/* Rules note 14 and the Fusion Fence (note 10): a Swarm unit that did not
 * move retreats to a neighbour of the owner's choice, but a retreat is a
 * move and may not cross an active fence into the east. */
static void
test_retreat_respects_fence (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autofree guint8 *snapshot = NULL;
  g_autoptr(GError) error = NULL;
  GmpRetreatKind kind;
  guint chi, ant;

  fixture_init (&f);
  chi = city_id (&f, "CHI");
  ant = add (&f, "ant", "CHI");
  add (&f, "infantry", "CHI");
  snapshot = gmp_retreat_snapshot (f.state);
  combat = combat_new (&f, "CHI", GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK);
  /* Humans: the infantry hits, the two Fort dice and the ant miss. */
  set_dice (combat, "6 1 1 1");
  apply (&f, combat);
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  {
    g_autoptr(GArray) options = gmp_retreat_options (combat, f.state, ant, snapshot, &kind);
    g_assert_cmpint (kind, ==, GMP_RETREAT_CHOOSE);
    g_assert_cmpuint (options->len, >, 0);
    for (guint i = 0; i < options->len; i++)
      {
        guint to = g_array_index (options, GmpRetreatOption, i).city;
        g_assert_true (gmp_movement_fence_allows (f.state, chi, to));
        g_assert_cmpint (f.board->cities[to].region, !=, GMP_REGION_EAST);
      }
  }
  g_assert_true (gmp_retreat_all_default (combat, f.state, snapshot, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_movement_check_fence (f.state, &error));
  g_assert_no_error (error);
  fixture_clear (&f);
}

/* Displacement after a retreat is a move too: not across the fence. */
static void
test_displace_respects_fence (void)
{
  Fixture f;
  g_autoptr(GError) error = NULL;
  guint chi, ant = 0;

  fixture_init (&f);
  chi = city_id (&f, "CHI");
  f.state->fort_strength[gmp_board_fort_at (f.board, chi)] = 0;   /* destroyed, no hole */
  for (guint i = 0; i <= f.board->rules.stacking_limit; i++)
    ant = add (&f, "ant", "CHI");
  g_assert_false (gmp_retreat_displace (f.state, ant, city_id (&f, "DTW"), NULL, NULL, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_true (gmp_retreat_displace (f.state, ant, city_id (&f, "MSP"), NULL, NULL, &error));
  g_assert_no_error (error);
  fixture_clear (&f);
}

/* "If the only possible Retreat option is an enemy City, the Retreating
 * Units each suffer an additional Hit and continue Retreating." */
static void
test_retreat_extra_hit (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autofree guint8 *snapshot = NULL;
  GmpRetreatKind kind;
  guint mia, ant;

  fixture_init (&f);
  /* Miami's only road goes to Tampa; Tampa holds Humans. */
  mia = city_id (&f, "MIA");
  g_assert_cmpuint (f.board->cities[mia].n_neighbours, ==, 1);
  ant = add (&f, "ant", "MIA");
  add (&f, "infantry", "MIA");
  add (&f, "infantry", "TPA");
  snapshot = gmp_retreat_snapshot (f.state);
  combat = combat_new (&f, "MIA", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);
  set_dice (combat, "6 1");
  apply (&f, combat);
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  {
    g_autoptr(GArray) options = gmp_retreat_options (combat, f.state, ant, snapshot, &kind);
    g_assert_true (has_option (options, city_id (&f, "JAX")));
    for (guint i = 0; i < options->len; i++)
      g_assert_cmpuint (g_array_index (options, GmpRetreatOption, i).extra_hits, ==, 1);
  }
  /* The ant is Reduced already: the extra Hit eliminates it. */
  g_assert_true (unit (&f, ant)->reduced);
  g_assert_true (gmp_retreat_unit (combat, f.state, ant, city_id (&f, "JAX"), snapshot, NULL));
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_TIME_TRACK);
  fixture_clear (&f);
}

/* Rules note 28: an acting ant that came into Minneapolis must retreat. Its
 * way back, Omaha, has been taken by Humans since the activation began: one
 * more Hit there, then on to the nearest cities that are not enemy, never
 * Omaha nor the battle. A Fort it came from was enemy all along (note 8) and
 * takes it back as note 14 says, with or without the snapshot. */
static void
test_retreat_past_origin (void)
{
  Fixture f;
  g_autofree guint8 *snapshot = NULL;
  GmpRetreatKind kind;
  guint ant, msp, oma, chi;

  fixture_init (&f);
  msp = city_id (&f, "MSP");
  oma = city_id (&f, "OMA");
  chi = city_id (&f, "CHI");
  ant = add (&f, "ant", "OMA");
  add (&f, "infantry", "MSP");
  snapshot = gmp_retreat_snapshot (f.state);
  /* The ant moves in; an infantry retreats into the Omaha it left */
  unit (&f, ant)->city = msp;
  unit (&f, ant)->moved = TRUE;
  unit (&f, ant)->moved_from = oma;
  add (&f, "infantry", "OMA");
  g_assert_true (gmp_state_city_is_enemy (f.state, oma, GMP_SIDE_SWARM));
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "MSP", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GArray) options = NULL;

    set_dice (combat, "1 6");
    apply (&f, combat);
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
    options = gmp_retreat_options (combat, f.state, ant, snapshot, &kind);
    g_assert_cmpint (kind, ==, GMP_RETREAT_PAST_ORIGIN);
    g_assert_cmpuint (options->len, >, 0);
    g_assert_false (has_option (options, oma));
    g_assert_false (has_option (options, msp));
    for (guint i = 0; i < options->len; i++)
      {
        const GmpRetreatOption *o = &g_array_index (options, GmpRetreatOption, i);

        g_assert_cmpuint (o->extra_hits, >=, 1);
        g_assert_true (gmp_board_adjacent (f.board, oma, o->city) || o->extra_hits > 1);
      }
    /* The Reduced ant takes its extra Hit: eliminated */
    g_assert_true (unit (&f, ant)->reduced);
    g_assert_true (gmp_retreat_unit (combat, f.state, ant,
                                     g_array_index (options, GmpRetreatOption, 0).city,
                                     snapshot, NULL));
    g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_TIME_TRACK);
    g_assert_true (has_ruling (combat, 28));
  }
  fixture_clear (&f);

  /* From the Fort of Chicago, which stands: back there, no extra Hit */
  for (guint with_snapshot = 0; with_snapshot < 2; with_snapshot++)
    {
      g_autoptr(GmpCombat) combat = NULL;
      g_autoptr(GArray) options = NULL;
      g_autofree guint8 *start = NULL;

      fixture_init (&f);
      ant = add (&f, "ant", "CHI");
      add (&f, "infantry", "MSP");
      start = with_snapshot ? gmp_retreat_snapshot (f.state) : NULL;
      unit (&f, ant)->city = msp;
      unit (&f, ant)->moved = TRUE;
      unit (&f, ant)->moved_from = chi;
      combat = combat_new (&f, "MSP", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
      set_dice (combat, "1 6");
      apply (&f, combat);
      options = gmp_retreat_options (combat, f.state, ant, start, &kind);
      g_assert_cmpint (kind, ==, GMP_RETREAT_TO_ORIGIN);
      g_assert_cmpuint (options->len, ==, 1);
      g_assert_cmpuint (g_array_index (options, GmpRetreatOption, 0).city, ==, chi);
      g_assert_cmpuint (g_array_index (options, GmpRetreatOption, 0).extra_hits, ==, 0);
      fixture_clear (&f);
    }
}

/* "National Guard cannot Retreat, and if required to do so are Eliminated." */
static void
test_guard_retreat_eliminated (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  guint guard;

  fixture_init (&f);
  add (&f, "ant", "BNA");
  add (&f, "ant", "BNA");
  guard = add_guard (&f, "BNA", 4, TRUE);
  add (&f, "infantry", "BNA");
  combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  /* Two ant Hits flip the infantry; the Guard and the infantry miss. */
  set_dice (combat, "6 6 1 1");
  apply (&f, combat);
  g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
  g_assert_true (gmp_retreat_all_default (combat, f.state, NULL, NULL));
  g_assert_cmpint (unit (&f, guard)->place, ==, GMP_PLACE_ELIMINATED);
  fixture_clear (&f);
}

/* Rules note 15: at least five acting units against exactly one enemy unit
 * (a Guard is a unit), and no undestroyed Fort. */
static void
test_overrun_counts (void)
{
  Fixture f;
  guint memfort;

  fixture_init (&f);
  for (guint i = 0; i < 5; i++)
    {
      add (&f, "ant", "BNA");
      add (&f, "ant", "MEM");
      add (&f, "ant", "BHM");
    }
  add_guard (&f, "BNA", 5, TRUE);
  add (&f, "infantry", "MEM");
  add (&f, "infantry", "BHM");
  add_guard (&f, "BHM", 4, TRUE);
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_true (combat->overrun);
    g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), ==, 0);
    apply (&f, combat);
    g_assert_cmpuint (gmp_state_units_in_city (f.state, city_id (&f, "BNA"), GMP_SIDE_HUMANS, NULL, 0), ==, 0);
    /* The overrunning side suffers no Hits. */
    for (guint i = 0; i < combat->combatants->len; i++)
      {
        const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
        if (c->side == GMP_SIDE_SWARM)
          g_assert_false (unit (&f, c->unit)->reduced);
      }
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "BHM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (combat->overrun);   /* an infantry and a Guard: two units */
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "MEM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (combat->overrun);   /* an undestroyed Fort */
  }
  memfort = gmp_board_fort_at (f.board, city_id (&f, "MEM"));
  f.state->fort_strength[memfort] = 0;
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "MEM", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_true (combat->overrun);    /* a destroyed Fort does not prevent it */
  }
  fixture_clear (&f);
}

/* Rules note 18: after a Fort combat the Humans may ignore a retreat, the
 * Swarm may not. */
static void
test_fort_ignore_retreat (void)
{
  Fixture f;

  fixture_init (&f);
  add (&f, "ant", "STL");
  add (&f, "infantry", "STL");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "6 1 1 1");   /* the ant hits; infantry and Fort miss */
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
    g_assert_true (combat->may_ignore_retreat);
    g_assert_true (gmp_retreat_ignore (combat, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    g_autoptr(GError) error = NULL;
    set_dice (combat, "1 6 1 1");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
    g_assert_false (combat->may_ignore_retreat);
    g_assert_false (gmp_retreat_ignore (combat, &error));
    g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  }
  fixture_clear (&f);
}

/* Rules note 25: note 13 with the rules' Fort Combat paragraph (note 18): "if the
 * side that suffered fewer Hits has no Units left, the other side does not
 * Retreat", and an undestroyed Fort counts as Units left for the Humans: "If
 * the Swarm would be forced to Retreat as the result of the Combat it does
 * so". A Fort destroyed in the combat does not count. */
static void
test_lone_fort_retreat (void)
{
  Fixture f;
  guint chi;
  int fort;

  fixture_init (&f);
  chi = city_id (&f, "CHI");
  fort = gmp_board_fort_at (f.board, chi);
  f.state->fort_strength[fort] = 2;
  add (&f, "worm", "CHI");
  {
    /* The Worm misses, the Fort hits once: the Worm is flipped, the Fort
     * stands, so the Swarm must retreat and may not ignore it. */
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "1 1 1  6 1");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpuint (combat->survivors[GMP_SIDE_HUMANS], ==, 0);
    g_assert_false (combat->fort_destroyed);
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
    g_assert_false (combat->may_ignore_retreat);
    g_assert_cmpint (combat->winner, ==, GMP_SIDE_HUMANS);
  }
  {
    /* Nobody hits: a tie, and the acting Swarm retreats from the Fort. */
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "1 1 1  1 1");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  }
  {
    /* The Worm scores more than it suffers: the Fort loses and the Worm stays. */
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "6 1 1  1 1");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpuint (copy->fort_strength[fort], ==, 1);
    g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
  }
  /* A Fort of strength 1 destroyed on a tie does not count: nobody retreats. */
  f.state->fort_strength[fort] = 1;
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "6 1 1  6");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpuint (combat->suffered[GMP_SIDE_SWARM], ==, combat->suffered[GMP_SIDE_HUMANS]);
    g_assert_true (combat->fort_destroyed);
    g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
    g_assert_cmpint (combat->winner, ==, GMP_SIDE_SWARM);
  }
  /* With a Human unit left the Fort changes nothing: the Humans stay and the
   * Swarm retreats, as before. */
  add (&f, "infantry", "CHI");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "CHI", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "1 1 1  6  1");   /* Worm; Infantry hits; Fort misses */
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  }
  fixture_clear (&f);
}

/* Rules note 38 (notes 13 and 18): a Barrage in which nobody suffered a Hit moves
 * nobody (the acting Humans' tie retreat could be ignored anyway); a Barrage
 * that hurts the Swarm sends it back. */
static void
test_barrage_no_hits (void)
{
  Fixture f;
  guint stl;
  int fort;

  fixture_init (&f);
  stl = city_id (&f, "STL");
  fort = gmp_board_fort_at (f.board, stl);
  f.state->fort_strength[fort] = 2;
  add (&f, "spider", "STL");
  add (&f, "infantry", "STL");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), ==, 2);
    set_dice (combat, "1 1");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_N_SIDES);
    g_assert_false (combat->may_ignore_retreat);
    g_assert_true (has_ruling (combat, 18));
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "6 1");
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
  }
  /* Outside a Barrage a tie with no Hits still sends the acting side back. */
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK);
    g_autoptr(GmpState) copy = gmp_state_copy (f.state);
    set_dice (combat, "1  1 1  1 1");   /* Infantry, Fort; Spider */
    g_assert_true (gmp_combat_apply (combat, copy, NULL, NULL, NULL));
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_HUMANS);
    g_assert_true (combat->may_ignore_retreat);
  }
  fixture_clear (&f);
}

/* Rules notes 18, 40: in a Barrage only the Fort rolls, unless the Swarm
 * plays Wasp: then every Swarm unit rolls as in a normal combat, and the
 * Wasp's extra die too. */
static void
test_barrage (void)
{
  Fixture f;
  int wasp;
  guint fort;

  fixture_init (&f);
  wasp = chit_id (&f, "wasp");
  f.state->chits[wasp].place = GMP_CHIT_IN_HAND;
  fort = gmp_board_fort_at (f.board, city_id (&f, "STL"));
  add (&f, "ant", "STL");
  add (&f, "spider", "STL");
  add (&f, "infantry", "STL");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE);
    g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), ==, f.state->fort_strength[fort]);
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE);
    const GmpUnitType *ant = utype (&f, "ant"), *spider = utype (&f, "spider");
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_SWARM, wasp, TRUE, NULL));
    g_assert_cmpuint (gmp_combat_count_dice (combat, NULL, 0), ==,
                      f.state->fort_strength[fort] + ant->n_fresh_dice + spider->n_fresh_dice + 1);
  }
  fixture_clear (&f);
}

/* Drone: Human dice hit on one pip less, never below 2 (BOARD.md); the
 * Fresh Tank keeps its pair. */
static void
test_drone (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  int drone;

  fixture_init (&f);
  drone = chit_id (&f, "drone");
  add (&f, "ant", "BNA");
  add (&f, "tank", "BNA");
  add (&f, "infantry", "BNA");
  add_guard (&f, "BNA", 6, TRUE);
  combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, drone, FALSE, NULL));
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnitType *type = &f.board->unit_types[c->type];
      for (guint d = 0; d < c->n_dice; d++)
        {
          guint base = c->guard ? 6 : type->fresh_dice[d];
          guint expect = c->side == GMP_SIDE_HUMANS ? MAX (base - 1, 2) : base;
          g_assert_cmpuint (c->thresholds[d], ==, expect);
        }
    }
  /* Ant, Tank 3-3 (doubles at the Drone's 3+), infantry 4, Guard 5. */
  set_dice (combat, "1 3 3 4 5");
  g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, 4);
  fixture_clear (&f);
}

/* Laser Tower only in a Fort combat; FX once per game turn, one per side per
 * combat (rules note 20). */
static void
test_fx_limits (void)
{
  Fixture f;
  int laser, drone;

  fixture_init (&f);
  laser = chit_id (&f, "laser-tower");
  drone = chit_id (&f, "drone");
  f.state->chits[laser].place = GMP_CHIT_IN_HAND;
  f.state->chits[drone].place = GMP_CHIT_IN_HAND;
  add (&f, "ant", "BNA");
  add (&f, "infantry", "BNA");
  add (&f, "ant", "STL");
  add (&f, "infantry", "STL");
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, laser, TRUE, NULL));
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, laser, TRUE, NULL));
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, drone, TRUE, NULL));
    set_dice (combat, "1 1 1 1 1 1");
    apply (&f, combat);
  }
  {
    g_autoptr(GmpCombat) combat = combat_new (&f, "STL", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
    g_assert_false (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, laser, TRUE, NULL));
  }
  fixture_clear (&f);
}

/* Canadian FX: Human units re-roll all missed dice once. */
static void
test_canadian_reroll (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  int canadian;

  fixture_init (&f);
  canadian = chit_id (&f, "canadian-fx");
  add (&f, "ant", "BNA");
  add (&f, "infantry", "BNA");
  add (&f, "infantry", "BNA");
  combat = combat_new (&f, "BNA", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, canadian, FALSE, NULL));
  {
    guint8 first[3] = { 1, 6, 2 };
    /* The ant's miss is not re-rolled; one infantry miss is. */
    g_assert_cmpuint (gmp_combat_count_dice (combat, first, 3), ==, 4);
  }
  set_dice (combat, "1 6 2 6");
  g_assert_cmpuint (combat->scored[GMP_SIDE_HUMANS], ==, 2);
  g_assert_cmpuint (combat->scored[GMP_SIDE_SWARM], ==, 0);
  fixture_clear (&f);
}

/* Rules note 43: in a Fort combat the Canadian Kingdom FX re-rolls the
 * misses of the Human units, a Guard's too, never the Fort's dice. */
static void
test_canadian_not_fort (void)
{
  Fixture f;
  g_autoptr(GmpCombat) combat = NULL;
  g_autofree guint8 *misses = NULL;
  int canadian;
  guint n, unit_dice = 0, fort_dice = 0;

  fixture_init (&f);
  canadian = chit_id (&f, "canadian-fx");
  add (&f, "ant", "STL");
  add (&f, "infantry", "STL");
  add_guard (&f, "STL", 5, TRUE);
  combat = combat_new (&f, "STL", GMP_SIDE_SWARM, GMP_COMBAT_NORMAL);
  g_assert_true (gmp_combat_set_fx (combat, f.state, GMP_SIDE_HUMANS, canadian, FALSE, NULL));
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);

      if (c->side == GMP_SIDE_HUMANS && c->kind == GMP_COMBATANT_UNIT)
        unit_dice += c->n_dice;
      else if (c->kind == GMP_COMBATANT_FORT)
        fort_dice += c->n_dice;
    }
  g_assert_cmpuint (fort_dice, >, 0);
  g_assert_cmpuint (unit_dice, >=, 2);
  /* Every first die a miss: the infantry's and the Guard's come again, the
   * Fort's do not */
  n = gmp_combat_count_dice (combat, NULL, 0);
  misses = g_malloc0 (n);
  memset (misses, 1, n);
  g_assert_cmpuint (gmp_combat_count_dice (combat, misses, n), ==, n + unit_dice);
  fixture_clear (&f);
}

/* Rules note 21: Tectonic Telekinesis and Nuclear flip the Danger marker and
 * move it one space; Nuclear only in a city without an undestroyed Fort. */
static void
test_danger_fx (void)
{
  Fixture f;
  g_autoptr(GPtrArray) rulings = gmp_rulings_new ();
  g_autoptr(GError) error = NULL;
  int tectonic, nuclear;
  guint ant;

  fixture_init (&f);
  tectonic = chit_id (&f, "tectonic");
  nuclear = chit_id (&f, "nuclear");
  f.state->chits[tectonic].place = GMP_CHIT_IN_HAND;
  f.state->chits[nuclear].place = GMP_CHIT_IN_HAND;
  ant = add (&f, "ant", "BNA");
  add (&f, "ant", "STL");

  g_assert_false (gmp_fx_eliminate_city (f.state, nuclear, city_id (&f, "STL"), rulings, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (f.state->danger_space, ==, 0);

  g_assert_true (gmp_fx_fort_damage (f.state, tectonic, city_id (&f, "STL"), rulings, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f.state->danger_space, ==, 1);
  g_assert_cmpint (f.state->danger_face, ==, tectonic);

  g_assert_true (gmp_fx_eliminate_city (f.state, nuclear, city_id (&f, "BNA"), rulings, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (f.state->danger_space, ==, 2);
  g_assert_cmpint (f.state->danger_face, ==, nuclear);
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_TIME_TRACK);
  fixture_clear (&f);
}

/* Rules note 16: the ruling of a city-wide elimination on a late turn says the
 * Swarm units leave the game, not that they go on the Time Track. */
static void
test_nuclear_late_turn (void)
{
  Fixture f;
  g_autoptr(GPtrArray) rulings = gmp_rulings_new ();
  int nuclear;
  guint ant;
  gboolean time_track_said = FALSE;

  fixture_init (&f);
  f.state->turn = f.board->rules.time_track_last_turn;
  nuclear = chit_id (&f, "nuclear");
  f.state->chits[nuclear].place = GMP_CHIT_IN_HAND;
  ant = add (&f, "ant", "BNA");
  g_assert_true (gmp_fx_eliminate_city (f.state, nuclear, city_id (&f, "BNA"), rulings, NULL));
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_ELIMINATED);
  for (guint i = 0; i < rulings->len; i++)
    {
      const GmpRuling *r = g_ptr_array_index (rulings, i);
      time_track_said |= strstr (r->text, "Time Track") != NULL;
    }
  g_assert_false (time_track_said);
  fixture_clear (&f);
}

/* Rules note 16: to the Time Track two turns ahead, out of the game on the
 * last turns. */
static void
test_time_track (void)
{
  Fixture f;
  guint a, b;

  fixture_init (&f);
  a = add (&f, "ant", "BNA");
  b = add (&f, "ant", "BNA");
  f.state->turn = 5;
  gmp_combat_eliminate_unit (f.state, a);
  g_assert_cmpint (unit (&f, a)->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpuint (unit (&f, a)->turn, ==, 7);
  f.state->turn = 9;
  gmp_combat_eliminate_unit (f.state, b);
  g_assert_cmpint (unit (&f, b)->place, ==, GMP_PLACE_ELIMINATED);
  fixture_clear (&f);
}

/* Rules note 46: note 16 holds for every elimination, not only a combat's:
 * Nuclear, and a Hit taken while retreating, send a Swarm unit two turns
 * ahead on the Time Track. */
static void
test_every_elimination_to_time_track (void)
{
  Fixture f;
  int nuclear;
  guint ant;

  fixture_init (&f);
  f.state->turn = 3;
  nuclear = chit_id (&f, "nuclear");
  f.state->chits[nuclear].place = GMP_CHIT_IN_HAND;
  ant = add (&f, "ant", "BNA");
  g_assert_true (gmp_fx_eliminate_city (f.state, nuclear, city_id (&f, "BNA"), NULL, NULL));
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpuint (unit (&f, ant)->turn, ==, 3 + f.board->rules.time_track_delay);
  fixture_clear (&f);

  /* Miami's only road leads to Humans in Tampa (test_retreat_extra_hit):
   * the ant that must retreat takes one more Hit there, its last */
  fixture_init (&f);
  f.state->turn = 4;
  ant = add (&f, "ant", "MIA");
  add (&f, "infantry", "MIA");
  add (&f, "infantry", "TPA");
  {
    g_autofree guint8 *snapshot = gmp_retreat_snapshot (f.state);
    g_autoptr(GmpCombat) combat = combat_new (&f, "MIA", GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL);

    set_dice (combat, "6 1");
    apply (&f, combat);
    g_assert_cmpint (combat->retreat, ==, GMP_SIDE_SWARM);
    g_assert_true (gmp_retreat_unit (combat, f.state, ant, city_id (&f, "JAX"), snapshot, NULL));
  }
  g_assert_cmpint (unit (&f, ant)->place, ==, GMP_PLACE_TIME_TRACK);
  g_assert_cmpuint (unit (&f, ant)->turn, ==, 4 + f.board->rules.time_track_delay);
  fixture_clear (&f);
}

/* Independent brute force (rules note 24) */

typedef struct {
  guint8   t[GMP_COMBAT_MAX_DICE];
  guint    n;
  gboolean paired;
  GmpSide  side;
  gboolean fort;     /* a Fort's dice are never re-rolled (Rules note 43) */
} Roller;

typedef struct {
  guint units, fresh, capacity;
} Side;

typedef struct {
  Roller   rollers[16];
  guint    n_rollers;
  gboolean reroll[GMP_N_SIDES];
  guint    cancel[GMP_N_SIDES];
  Side     side[GMP_N_SIDES];
  guint    fort;
  GmpSide  acting;
  gboolean barrage;
  /* results */
  double   hits[GMP_N_SIDES][64];
  double   retreat[GMP_N_SIDES], no_retreat, wiped[GMP_N_SIDES];
  double   fort_loss[16];
  guint8   final[64];
} Ref;

static void
ref_roller (Ref          *r,
            GmpSide       side,
            const guint8 *t,
            guint         n,
            gboolean      paired)
{
  Roller *x = &r->rollers[r->n_rollers++];
  x->side = side;
  x->n = n;
  x->paired = paired;
  memcpy (x->t, t, n);
}

static void
ref_unit (Ref        *r,
          GmpSide     side,
          guint       capacity)
{
  r->side[side].units++;
  r->side[side].capacity += capacity;
  r->side[side].fresh += capacity == 2;
}

/* The most units a side keeps with `hits` to absorb, by trying every split. */
static guint
ref_keep (const Side *s,
          guint       hits)
{
  guint best = 0;

  for (guint flips = 0; flips <= s->fresh; flips++)
    for (guint kills = 0; kills <= s->units; kills++)
      {
        /* kills of units: the cheapest kills are the flipped/Reduced ones
         * (1 Hit); a Fresh unflipped one costs 2. */
        guint single = s->units - s->fresh + flips;   /* units one Hit from death */
        guint cost = flips + MIN (kills, single) + 2 * (kills > single ? kills - single : 0);
        if (kills > s->units || cost != MIN (hits, s->capacity))
          continue;
        best = MAX (best, s->units - kills);
      }
  return best;
}

static void
ref_leaf (Ref    *r,
          double  w)
{
  guint scored[GMP_N_SIDES] = { 0, 0 }, suffered[GMP_N_SIDES], keep[GMP_N_SIDES];
  guint pos = 0, fort_loss = 0;
  gboolean left;
  GmpSide loser;

  for (guint i = 0; i < r->n_rollers; i++)
    {
      const Roller *x = &r->rollers[i];
      if (x->paired)
        {
          gboolean a = r->final[pos] >= x->t[0], b = r->final[pos + 1] >= x->t[1];
          scored[x->side] += (a && b && r->final[pos] == r->final[pos + 1]) ? 2 : (a || b);
        }
      else
        for (guint d = 0; d < x->n; d++)
          scored[x->side] += r->final[pos + d] >= x->t[d];
      pos += x->n;
    }
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      guint against = scored[1 - s];
      r->hits[s][scored[s]] += w;
      suffered[s] = against > r->cancel[s] ? against - r->cancel[s] : 0;
      keep[s] = ref_keep (&r->side[s], suffered[s]);
      if (keep[s] == 0)
        r->wiped[s] += w;
    }
  if (r->fort > 0 && suffered[GMP_SIDE_HUMANS] > r->side[GMP_SIDE_HUMANS].capacity)
    fort_loss = MIN (r->fort, suffered[GMP_SIDE_HUMANS] - r->side[GMP_SIDE_HUMANS].capacity);
  r->fort_loss[fort_loss] += w;
  loser = suffered[0] == suffered[1] ? r->acting : suffered[0] > suffered[1] ? 0 : 1;
  /* "If the side that suffered fewer Hits has no Units left, the other side
   * does not Retreat"; a Fort still standing counts for the Humans (rules
   * notes 13 and 18: a Swarm forced to retreat from a Fort does so). */
  left = keep[1 - loser] > 0
         || (1 - loser == GMP_SIDE_HUMANS && r->fort > 0 && fort_loss < r->fort);
  if (r->barrage && suffered[0] == 0 && suffered[1] == 0)
    r->no_retreat += w;   /* a Barrage nobody was hurt in moves nobody */
  else if (!left || keep[loser] == 0)
    r->no_retreat += w;
  else
    r->retreat[loser] += w;
}

static void
ref_walk (Ref    *r,
          guint   roller,
          guint   die,
          guint   pos,
          double  w)
{
  const Roller *x;

  if (roller == r->n_rollers)
    {
      ref_leaf (r, w);
      return;
    }
  x = &r->rollers[roller];
  if (die == x->n)
    {
      ref_walk (r, roller + 1, 0, pos, w);
      return;
    }
  for (guint v = 1; v <= 6; v++)
    {
      if (v < x->t[die] && r->reroll[x->side] && !x->fort)
        for (guint again = 1; again <= 6; again++)
          {
            r->final[pos] = again;
            ref_walk (r, roller, die + 1, pos + 1, w / 36.0);
          }
      else
        {
          r->final[pos] = v;
          ref_walk (r, roller, die + 1, pos + 1, w / 6.0);
        }
    }
}

static void
ref_add (Ref       *sum,
         const Ref *r,
         double     w)
{
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      for (guint k = 0; k < 64; k++)
        sum->hits[s][k] += w * r->hits[s][k];
      sum->retreat[s] += w * r->retreat[s];
      sum->wiped[s] += w * r->wiped[s];
    }
  sum->no_retreat += w * r->no_retreat;
}

static void
ref_compare (Ref           *r,
             const GmpOdds *odds,
             double         scale)
{
  /* The reference sums up to millions of tiny weights: allow its rounding. */
  const double eps = 1e-10;

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      for (guint k = 0; k < 64; k++)
        g_assert_cmpfloat_with_epsilon (k < odds->n_hits[s] ? odds->hits[s][k] : 0.0,
                                        r->hits[s][k] / scale, eps);
      g_assert_cmpfloat_with_epsilon (odds->p_retreat[s], r->retreat[s] / scale, eps);
      g_assert_cmpfloat_with_epsilon (odds->p_wiped[s], r->wiped[s] / scale, eps);
    }
  g_assert_cmpfloat_with_epsilon (odds->p_no_retreat, r->no_retreat / scale, eps);
  if (r->fort > 0)
    {
      g_assert_cmpuint (odds->fort_strength, ==, r->fort);
      for (guint k = 0; k <= r->fort; k++)
        g_assert_cmpfloat_with_epsilon (odds->fort_loss[k], r->fort_loss[k] / scale, eps);
      g_assert_cmpfloat_with_epsilon (odds->p_fort_falls, r->fort_loss[r->fort] / scale, eps);
    }
}

/* A Spider that moved in and a Reduced Ant against a Fresh Tank and an
 * unrevealed Guard, the Humans playing the Latin Coalition FX. The Guard is
 * weighted by the unseen pool: the board's pool less the Guards revealed on
 * the map or eliminated after being revealed. */
static void
test_odds_brute_hidden_guard (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  const GmpUnitType *spider, *ant, *tank;
  guint pool[8] = { 0, }, pool_values[8];
  guint n_values = 0, total = 0, gone;
  guint id;
  int latin;
  Ref *r = g_new0 (Ref, 1);
  Ref *sum = g_new0 (Ref, 1);

  fixture_init (&f);
  spider = utype (&f, "spider");
  ant = utype (&f, "ant");
  tank = utype (&f, "tank");
  latin = chit_id (&f, "latin-fx");
  id = add (&f, "spider", "BNA");
  unit (&f, id)->moved = TRUE;
  unit (&f, id)->moved_from = city_id (&f, "SDF");
  id = add (&f, "ant", "BNA");
  unit (&f, id)->reduced = TRUE;
  add (&f, "tank", "BNA");
  add_guard (&f, "BNA", 6, FALSE);              /* its value is the app's secret */
  add_guard (&f, "SDF", 5, TRUE);               /* seen */
  gone = add_guard (&f, "IND", GMP_GUARD_BLANK, TRUE);
  gmp_combat_eliminate_unit (f.state, gone);    /* seen, then removed */
  add_guard (&f, "CMH", 4, FALSE);              /* unseen */

  for (guint i = 0; i < f.board->n_guard_pool; i++)
    {
      guint v;
      for (v = 0; v < n_values && pool_values[v] != f.board->guard_pool[i]; v++)
        ;
      if (v == n_values)
        pool_values[n_values++] = f.board->guard_pool[i];
      pool[v]++;
      total++;
    }
  for (guint v = 0; v < n_values; v++)
    if (pool_values[v] == 5 || pool_values[v] == GMP_GUARD_BLANK)
      {
        pool[v]--;
        total--;
      }

  odds = gmp_odds_compute (f.state, city_id (&f, "BNA"), GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                           GMP_NONE, latin, NULL, 0, &error);
  g_assert_no_error (error);

  for (guint v = 0; v < n_values; v++)
    {
      guint8 g = pool_values[v];
      memset (r, 0, sizeof *r);
      r->acting = GMP_SIDE_SWARM;
      r->cancel[GMP_SIDE_HUMANS] = 1;
      ref_roller (r, GMP_SIDE_SWARM, spider->fresh_dice, spider->n_fresh_dice, FALSE);
      ref_unit (r, GMP_SIDE_SWARM, 2);
      ref_roller (r, GMP_SIDE_SWARM, ant->reduced_dice, ant->n_reduced_dice, FALSE);
      ref_unit (r, GMP_SIDE_SWARM, 1);
      ref_roller (r, GMP_SIDE_HUMANS, tank->fresh_dice, 2, TRUE);
      ref_unit (r, GMP_SIDE_HUMANS, 2);
      if (g != GMP_GUARD_BLANK)   /* a blank Guard is removed when revealed */
        {
          ref_roller (r, GMP_SIDE_HUMANS, &g, 1, FALSE);
          ref_unit (r, GMP_SIDE_HUMANS, 1);
        }
      ref_walk (r, 0, 0, 0, 1.0);
      /* Weight this draw by the unseen pool (drawn without replacement). */
      ref_add (sum, r, pool[v] / (double) total);
    }
  ref_compare (sum, odds, 1.0);
  g_free (sum);
  g_free (r);
  fixture_clear (&f);
}

/* A Worm that did not move against a Reduced Tank in a Fort of strength 1;
 * the Humans re-roll misses (Canadian FX) and the Swarm cancels a Hit (Roly
 * Poly). */
static void
test_odds_brute_fort_reroll (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  const GmpUnitType *worm, *tank;
  guint stl, id;
  guint8 fort_die;
  Ref *r = g_new0 (Ref, 1);

  fixture_init (&f);
  worm = utype (&f, "worm");
  tank = utype (&f, "tank");
  stl = city_id (&f, "STL");
  f.state->fort_strength[gmp_board_fort_at (f.board, stl)] = 1;
  add (&f, "worm", "STL");
  id = add (&f, "tank", "STL");
  unit (&f, id)->reduced = TRUE;

  odds = gmp_odds_compute (f.state, stl, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                           chit_id (&f, "roly-poly"), chit_id (&f, "canadian-fx"), NULL, 0, &error);
  g_assert_no_error (error);

  r->acting = GMP_SIDE_SWARM;
  r->reroll[GMP_SIDE_HUMANS] = TRUE;
  r->cancel[GMP_SIDE_SWARM] = 1;
  r->fort = 1;
  fort_die = f.board->rules.fort_hit;
  ref_roller (r, GMP_SIDE_SWARM, worm->fresh_dice, worm->n_fresh_dice, FALSE);
  ref_unit (r, GMP_SIDE_SWARM, 2);
  ref_roller (r, GMP_SIDE_HUMANS, tank->reduced_dice, tank->n_reduced_dice, FALSE);
  ref_unit (r, GMP_SIDE_HUMANS, 1);
  ref_roller (r, GMP_SIDE_HUMANS, &fort_die, 1, FALSE);
  r->rollers[r->n_rollers - 1].fort = TRUE;
  ref_walk (r, 0, 0, 0, 1.0);
  ref_compare (r, odds, 1.0);
  g_free (r);
  fixture_clear (&f);
}

/* A Fresh Tank with the Drone against an Ant with the Wasp; the Humans act. */
static void
test_odds_brute_tank_drone (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  const GmpUnitType *ant, *tank;
  const GmpChit *wasp;
  guint8 t[2], wasp_die;
  Ref *r = g_new0 (Ref, 1);

  fixture_init (&f);
  ant = utype (&f, "ant");
  tank = utype (&f, "tank");
  wasp = &f.board->chits[chit_id (&f, "wasp")];
  add (&f, "ant", "BNA");
  add (&f, "tank", "BNA");
  odds = gmp_odds_compute (f.state, city_id (&f, "BNA"), GMP_SIDE_HUMANS, GMP_COMBAT_NORMAL,
                           chit_id (&f, "wasp"), chit_id (&f, "drone"), NULL, 0, &error);
  g_assert_no_error (error);

  r->acting = GMP_SIDE_HUMANS;
  ref_roller (r, GMP_SIDE_SWARM, ant->fresh_dice, ant->n_fresh_dice, FALSE);
  ref_unit (r, GMP_SIDE_SWARM, 2);
  g_assert_cmpint (wasp->effects[0].kind, ==, GMP_FX_EXTRA_DICE);
  wasp_die = wasp->effects[0].value;
  ref_roller (r, GMP_SIDE_SWARM, &wasp_die, 1, FALSE);
  t[0] = MAX (tank->fresh_dice[0] - 1, 2);    /* the Drone, BOARD.md */
  t[1] = MAX (tank->fresh_dice[1] - 1, 2);
  ref_roller (r, GMP_SIDE_HUMANS, t, 2, TRUE);
  ref_unit (r, GMP_SIDE_HUMANS, 2);
  ref_walk (r, 0, 0, 0, 1.0);
  ref_compare (r, odds, 1.0);
  g_free (r);
  fixture_clear (&f);
}

/* A Worm alone against a Fort of strength 2, the Swarm acting: the Fort
 * still standing counts as Units left (rules notes 13 and 18), so the Worm
 * retreats when it suffers as many Hits as it scores or more. */
static void
test_odds_brute_lone_fort (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  const GmpUnitType *worm;
  guint chi;
  guint8 fort_die;
  Ref *r = g_new0 (Ref, 1);

  fixture_init (&f);
  worm = utype (&f, "worm");
  chi = city_id (&f, "CHI");
  f.state->fort_strength[gmp_board_fort_at (f.board, chi)] = 2;
  add (&f, "worm", "CHI");
  odds = gmp_odds_compute (f.state, chi, GMP_SIDE_SWARM, GMP_COMBAT_NORMAL,
                           GMP_NONE, GMP_NONE, NULL, 0, &error);
  g_assert_no_error (error);

  r->acting = GMP_SIDE_SWARM;
  r->fort = 2;
  fort_die = f.board->rules.fort_hit;
  ref_roller (r, GMP_SIDE_SWARM, worm->fresh_dice, worm->n_fresh_dice, FALSE);
  ref_unit (r, GMP_SIDE_SWARM, 2);
  ref_roller (r, GMP_SIDE_HUMANS, &fort_die, 1, FALSE);
  r->rollers[r->n_rollers - 1].fort = TRUE;
  ref_roller (r, GMP_SIDE_HUMANS, &fort_die, 1, FALSE);
  r->rollers[r->n_rollers - 1].fort = TRUE;
  ref_walk (r, 0, 0, 0, 1.0);
  ref_compare (r, odds, 1.0);
  /* The decision makes a difference: the Swarm retreats at times. */
  g_assert_cmpfloat (odds->p_retreat[GMP_SIDE_SWARM], >, 0.1);
  g_assert_cmpfloat (odds->p_retreat[GMP_SIDE_HUMANS], ==, 0.0);
  g_free (r);
  fixture_clear (&f);
}

/* A Barrage with the Wasp's return fire: Ant and Infantry in a Fort of
 * strength 1, the Humans acting. A Barrage nobody suffered a Hit in moves
 * nobody. */
static void
test_odds_brute_barrage (void)
{
  Fixture f;
  g_autoptr(GmpOdds) odds = NULL;
  g_autoptr(GError) error = NULL;
  const GmpUnitType *ant;
  const GmpChit *wasp;
  guint stl;
  guint8 fort_die, wasp_die;
  Ref *r = g_new0 (Ref, 1);

  fixture_init (&f);
  ant = utype (&f, "ant");
  wasp = &f.board->chits[chit_id (&f, "wasp")];
  stl = city_id (&f, "STL");
  f.state->fort_strength[gmp_board_fort_at (f.board, stl)] = 1;
  add (&f, "ant", "STL");
  add (&f, "infantry", "STL");
  odds = gmp_odds_compute (f.state, stl, GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE,
                           chit_id (&f, "wasp"), GMP_NONE, NULL, 0, &error);
  g_assert_no_error (error);

  r->acting = GMP_SIDE_HUMANS;
  r->barrage = TRUE;
  r->fort = 1;
  fort_die = f.board->rules.fort_hit;
  g_assert_cmpint (wasp->effects[0].kind, ==, GMP_FX_EXTRA_DICE);
  wasp_die = wasp->effects[0].value;
  /* Only the Fort rolls, and the Swarm fires back with the Wasp. */
  ref_roller (r, GMP_SIDE_SWARM, ant->fresh_dice, ant->n_fresh_dice, FALSE);
  ref_unit (r, GMP_SIDE_SWARM, 2);
  ref_roller (r, GMP_SIDE_SWARM, &wasp_die, 1, FALSE);
  ref_unit (r, GMP_SIDE_HUMANS, 2);
  ref_roller (r, GMP_SIDE_HUMANS, &fort_die, 1, FALSE);
  r->rollers[r->n_rollers - 1].fort = TRUE;
  ref_walk (r, 0, 0, 0, 1.0);
  ref_compare (r, odds, 1.0);
  g_free (r);
  fixture_clear (&f);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/combat/rules/dice/fresh-tank", test_fresh_tank);
  g_test_add_func ("/combat/rules/dice/reduced-tank", test_reduced_tank);
  g_test_add_func ("/combat/rules/hits/guard-one-hit", test_guard_one_hit);
  g_test_add_func ("/combat/rules/hits/fort-absorbs-last", test_fort_absorbs_last);
  g_test_add_func ("/combat/rules/retreat/tie", test_retreat_tie);
  g_test_add_func ("/combat/rules/retreat/after-cancel", test_retreat_after_cancel);
  g_test_add_func ("/combat/rules/retreat/winner-wiped", test_no_retreat_when_winner_wiped);
  g_test_add_func ("/combat/rules/retreat/tie-non-acting-wiped", test_retreat_tie_non_acting_wiped);
  g_test_add_func ("/combat/rules/eliminations-to-time-track", test_every_elimination_to_time_track);
  g_test_add_func ("/combat/rules/retreat/fence", test_retreat_respects_fence);
  g_test_add_func ("/combat/rules/retreat/displace-fence", test_displace_respects_fence);
  g_test_add_func ("/combat/rules/retreat/extra-hit", test_retreat_extra_hit);
  g_test_add_func ("/combat/rules/retreat/guard", test_guard_retreat_eliminated);
  g_test_add_func ("/combat/rules/retreat/past-origin", test_retreat_past_origin);
  g_test_add_func ("/combat/rules/overrun/counts", test_overrun_counts);
  g_test_add_func ("/combat/rules/fort/ignore-retreat", test_fort_ignore_retreat);
  g_test_add_func ("/combat/rules/fort/barrage", test_barrage);
  g_test_add_func ("/combat/rules/fort/barrage-no-hits", test_barrage_no_hits);
  g_test_add_func ("/combat/rules/fort/lone-fort-retreat", test_lone_fort_retreat);
  g_test_add_func ("/combat/rules/fx/drone", test_drone);
  g_test_add_func ("/combat/rules/fx/limits", test_fx_limits);
  g_test_add_func ("/combat/rules/fx/canadian", test_canadian_reroll);
  g_test_add_func ("/combat/rules/fx/canadian-not-fort", test_canadian_not_fort);
  g_test_add_func ("/combat/rules/fx/danger", test_danger_fx);
  g_test_add_func ("/combat/rules/fx/nuclear-late-turn", test_nuclear_late_turn);
  g_test_add_func ("/combat/rules/time-track", test_time_track);
  g_test_add_func ("/combat/rules/odds/brute-hidden-guard", test_odds_brute_hidden_guard);
  g_test_add_func ("/combat/rules/odds/brute-fort-reroll", test_odds_brute_fort_reroll);
  g_test_add_func ("/combat/rules/odds/brute-tank-drone", test_odds_brute_tank_drone);
  g_test_add_func ("/combat/rules/odds/brute-lone-fort", test_odds_brute_lone_fort);
  g_test_add_func ("/combat/rules/odds/brute-barrage", test_odds_brute_barrage);

  {
    int ret = g_test_run ();
    g_clear_pointer (&fixture_board, gmp_board_unref);
    return ret;
  }
}
