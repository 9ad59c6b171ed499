/* gmp-combat.c: a combat in a city: who fights, and its order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat, Fort Combat; rules notes 9, 11, 12, 15, 16, 17, 19. Who
 * takes part, the Fort, the dice each combatant rolls, and applying the
 * Hits once both sides have allocated them. The rest of one combat, by the
 * rulebook's parts: gmp-combat-dice.c, -allocation.c, -outcome.c (who
 * retreats, the overrun), -fx.c, gmp-fort.c, and -words.c (its words).
 */

#include "config.h"

#include "gmp-i18n.h"
#include <stdarg.h>
#include <string.h>

#include "gmp-combat-private.h"
#include "gmp-combat-needed-private.h"
#include "gmp-error.h"
#include "gmp-state-private.h"

void
gmp_die_request_free (GmpDieRequest *request)
{
  if (request == NULL)
    return;
  g_free (request->label);
  g_free (request);
}

/* Helpers */

static gboolean
side_rolls (const GmpCombat *combat,
            GmpSide          side)
{
  if (combat->mode != GMP_COMBAT_BARRAGE)
    return TRUE;
  /* Rules notes 18, 40: in a Barrage only the Fort rolls, unless the Swarm
   * plays an FX that fires back (Wasp): then every Swarm unit rolls as in a
   * normal combat, and the FX's own extra die too. */
  if (side == GMP_SIDE_SWARM)
    return side_effect (combat, side, GMP_FX_BARRAGE_RETURN_FIRE) != NULL;
  return FALSE;
}

guint8
gmp_combat_die_threshold (const GmpCombat *combat,
                          GmpSide          side,
                          guint            threshold)
{
  const GmpFxEffect *mod;
  int t = threshold;

  g_return_val_if_fail (combat != NULL, GMP_DIE_NEVER);

  /* An FX hit modifier (the Drone in the default board): never below its value.
   * The Fort's dice are Human dice and take it too (Rules note 30). */
  mod = side_effect (combat, side, GMP_FX_HIT_MODIFIER);
  if (mod != NULL && t > mod->value)
    t = MAX (t - mod->count, mod->value);
  return (guint8) CLAMP (t, 1, GMP_DIE_NEVER);
}

/* Sets every combatant's dice from its counter side, the Fort's strength,
 * the mode and the FX played. */
void
_gmp_combat_setup_dice (GmpCombat *combat)
{
  const GmpBoard *board = combat->board;

  for (guint i = 0; i < combat->combatants->len; i++)
    {
      GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      guint8 base[GMP_COMBAT_MAX_DICE];
      guint n = 0;

      c->paired = FALSE;
      switch (c->kind)
        {
        case GMP_COMBATANT_UNIT:
          if (!side_rolls (combat, c->side))
            break;
          if (c->guard)
            {
              /* A Guard rolls one die at its revealed value; a blank never fights. */
              const GmpUnitType *type = &board->unit_types[c->type];
              guint dice = MAX (type->n_fresh_dice, 1);
              if (c->blank || c->index <= 0)
                break;
              for (n = 0; n < dice && n < GMP_COMBAT_MAX_DICE; n++)
                base[n] = (guint8) c->index;   /* the Guard's value, kept in index */
            }
          else
            {
              const GmpUnitType *type = &board->unit_types[c->type];
              gboolean fresh = c->capacity == 2 || !type->has_reduced;
              const guint8 *dice = fresh ? type->fresh_dice : type->reduced_dice;
              guint count = fresh ? type->n_fresh_dice : type->n_reduced_dice;
              for (n = 0; n < count && n < GMP_COMBAT_MAX_DICE; n++)
                base[n] = dice[n];
              /* The Fresh Tank rule works on a pair of dice. */
              c->paired = fresh && type->paired_dice && count == 2;
            }
          break;

        case GMP_COMBATANT_FORT:
          {
            const GmpFxEffect *extra = side_effect (combat, c->side, GMP_FX_FORT_EXTRA_DICE);
            guint dice = combat->fort_strength + (extra != NULL ? MAX (extra->count, 0) : 0);
            /* Rules note 17: one die per strength point at the board's Fort hit. */
            for (n = 0; n < dice && n < GMP_COMBAT_MAX_DICE; n++)
              base[n] = (guint8) board->rules.fort_hit;
          }
          break;

        case GMP_COMBATANT_FX:
          {
            const GmpFxEffect *extra = side_effect (combat, c->side, GMP_FX_EXTRA_DICE);
            if (extra == NULL || !side_rolls (combat, c->side))
              break;
            for (n = 0; n < (guint) MAX (extra->count, 0) && n < GMP_COMBAT_MAX_DICE; n++)
              base[n] = (guint8) CLAMP (extra->value, 1, GMP_DIE_NEVER);
          }
          break;

        default:
          g_assert_not_reached ();
        }

      c->n_dice = n;
      for (guint d = 0; d < n; d++)
        c->thresholds[d] = gmp_combat_die_threshold (combat, c->side, base[d]);
    }
}

static int
combatant_order (const GmpCombatant *a,
                 const GmpCombatant *b,
                 GmpSide             acting)
{
  if (a->side != b->side)
    return a->side == acting ? -1 : 1;
  if (a->kind != b->kind)
    return (int) a->kind - (int) b->kind;
  if (a->kind == GMP_COMBATANT_UNIT)
    return a->unit < b->unit ? -1 : a->unit > b->unit;
  return a->index - b->index;
}

void
_gmp_combat_sort_combatants (GmpCombat *combat)
{
  GArray *array = combat->combatants;

  /* Insertion sort: a handful of entries, and it keeps no global state. */
  for (guint i = 1; i < array->len; i++)
    for (guint j = i; j > 0; j--)
      {
        GmpCombatant *a = &g_array_index (array, GmpCombatant, j - 1);
        GmpCombatant *b = &g_array_index (array, GmpCombatant, j);
        GmpCombatant tmp;
        if (combatant_order (a, b, combat->acting) <= 0)
          break;
        tmp = *a;
        *a = *b;
        *b = tmp;
      }
}

gboolean
gmp_combat_needed (const GmpState *state,
                   guint           city)
{
  guint sides = 0, i;
  GmpCityIter it;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (city < state->board->n_cities, FALSE);

  for (_gmp_city_iter_init (&it, _gmp_state_index_get (state), city); _gmp_city_iter_next (&it, &i);)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      if (_gmp_combat_unit_takes_part (unit))
        sides |= 1u << state->board->unit_types[unit->type].side;
    }
  return _gmp_combat_needed_by_sides (state, city, sides);
}

void
_gmp_combat_add_unit_combatant (GmpCombat      *combat,
                                const GmpState *state,
                                guint           id)
{
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  const GmpUnitType *type = unit_type_of (state, unit);
  GmpCombatant c = { 0, };

  c.kind = GMP_COMBATANT_UNIT;
  c.side = type->side;
  c.unit = id;
  c.type = unit->type;
  c.formation = unit->formation;
  c.index = GMP_NONE;
  c.guard = type->guard;
  if (type->guard)
    {
      c.guard_hidden = !unit->revealed;
      c.blank = unit->guard_value == GMP_GUARD_BLANK;
      c.index = unit->guard_value;
      c.capacity = c.blank ? 0 : 1;
    }
  else
    c.capacity = (type->has_reduced && !unit->reduced) ? 2 : 1;
  g_array_append_val (combat->combatants, c);
}

void
gmp_combat_set_explain (GmpCombat *combat,
                        gboolean   explain)
{
  g_return_if_fail (combat != NULL);

  if (!explain)
    g_clear_pointer (&combat->rulings, g_ptr_array_unref);
  else if (combat->rulings == NULL)
    combat->rulings = gmp_rulings_new ();
}

/* Every unit in the city joins the combat but those that retreated into it
 * (rules note 11); counts each side's combatants and every enemy unit there. */
static gboolean
add_units (GmpCombat       *combat,
           const GmpState  *state,
           guint            n_units[GMP_N_SIDES],
           guint           *n_enemy_all,
           GError         **error)
{
  const GmpBoard *board = state->board;
  guint city = combat->city, i;
  GmpCityIter it;

  /* The city's units, ids ascending (the state's index) */
  for (_gmp_city_iter_init (&it, _gmp_state_index_get (state), city); _gmp_city_iter_next (&it, &i);)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      GmpSide side;

      side = unit_type_of (state, unit)->side;
      if (side != combat->acting)
        (*n_enemy_all)++;
      if (unit->retreated_in)
        {
          if (combat->rulings != NULL)
            {
              g_autofree char *label = gmp_combat_unit_label (state, i);
              gmp_rulings_add (combat->rulings, 11,
                               _("%s Retreated into %s during this Activation and takes no part "
                                 "in the Combat."),
                               label, board->cities[city].name);
            }
          continue;
        }
      n_units[side]++;
      if (n_units[side] > GMP_COMBAT_MAX_UNITS)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Too many units in %s for one Combat."), board->cities[city].name);
          return FALSE;
        }
      _gmp_combat_add_unit_combatant (combat, state, i);
    }
  return TRUE;
}

/* Rules note 18: who may choose a Fort option or a Sortie. */
static gboolean
check_mode (const GmpState  *state,
            guint            city,
            GmpSide          acting,
            GmpCombatMode    mode,
            const guint      n_units[GMP_N_SIDES],
            GError         **error)
{
  if (mode == GMP_COMBAT_FULL_ATTACK || mode == GMP_COMBAT_BARRAGE)
    {
      if (!gmp_state_has_fort (state, city) || n_units[GMP_SIDE_SWARM] == 0
          || acting != GMP_SIDE_HUMANS)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("A Full Attack or a Barrage needs an undestroyed Fort with Swarm units in it, "
                         "during a Human Activation (Rules note 18)."));
          return FALSE;
        }
    }
  if (mode == GMP_COMBAT_SORTIE && acting != GMP_SIDE_HUMANS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Only Human units in a Fort may Sortie (Rules note 18)."));
      return FALSE;
    }
  return TRUE;
}

/* Rules note 17: the Fort fights when Swarm units are in its city. */
static gboolean
add_fort (GmpCombat       *combat,
          const GmpState  *state,
          const guint      n_units[GMP_N_SIDES],
          GError         **error)
{
  const GmpBoard *board = state->board;
  guint city = combat->city;
  GmpCombatant c = { 0, };

  if (!gmp_state_has_fort (state, city) || n_units[GMP_SIDE_SWARM] == 0)
    return TRUE;
  combat->fort = gmp_board_fort_at (board, city);
  combat->fort_strength = state->fort_strength[combat->fort];
  /* Compared without a sum, which a strength near 2^32 would wrap */
  if (combat->fort_strength > GMP_COMBAT_MAX_FORT_STRENGTH)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The Fort in %s is too strong for this program."), board->cities[city].name);
      return FALSE;
    }
  c.kind = GMP_COMBATANT_FORT;
  c.side = GMP_SIDE_HUMANS;
  c.index = combat->fort;
  g_array_append_val (combat->combatants, c);
  gmp_rulings_add (combat->rulings, 17,
                   _("The Fort in %s rolls one die per strength point (%u), hitting on %u+."),
                   board->cities[city].name, combat->fort_strength, board->rules.fort_hit);
  return TRUE;
}

/* A freed combat's combatants, kept for the thread's next combat: whole
 * games build some 60 combats each, and the array's room was a tenth of a
 * combat's cost. The array is the combat's alone (never shared), so reuse
 * is invisible. */
static GPrivate spare_combatants = G_PRIVATE_INIT ((GDestroyNotify) g_array_unref);

static GArray *
combatants_new (void)
{
  GArray *array = g_private_get (&spare_combatants);

  if (array == NULL)
    /* Room for both sides, a Fort and FX dice: no reallocation on the hot path */
    return g_array_sized_new (FALSE, TRUE, sizeof (GmpCombatant), 2 * GMP_COMBAT_MAX_UNITS + 4);
  g_private_set (&spare_combatants, NULL);
  g_array_set_size (array, 0);
  return array;
}

static void
combatants_free (GArray *array)
{
  g_private_replace (&spare_combatants, array);
}

static GmpCombat *
combat_new (const GmpState  *state,
            guint            city,
            GmpSide          acting,
            GmpCombatMode    mode,
            gboolean         explain,
            GError         **error)
{
  g_autoptr(GmpCombat) combat = NULL;
  const GmpBoard *board;
  guint n_units[GMP_N_SIDES] = { 0, 0 };
  guint n_enemy_all = 0;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (acting < GMP_N_SIDES, NULL);
  board = state->board;

  if (city >= board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no city number %u."), city);
      return NULL;
    }

  combat = g_new0 (GmpCombat, 1);
  combat->board = gmp_board_ref (state->board);
  combat->city = city;
  combat->acting = acting;
  combat->mode = mode;
  combat->fort = GMP_NONE;
  combat->fx[0] = combat->fx[1] = GMP_NONE;
  combat->combatants = combatants_new ();
  combat->retreat = GMP_N_SIDES;
  combat->winner = GMP_N_SIDES;
  combat->rulings = explain ? gmp_rulings_new () : NULL;

  if (!add_units (combat, state, n_units, &n_enemy_all, error)
      || !check_mode (state, city, acting, mode, n_units, error)
      || !add_fort (combat, state, n_units, error))
    return NULL;

  if (mode == GMP_COMBAT_BARRAGE)
    gmp_rulings_add (combat->rulings, 18,
                     _("Barrage: only the Fort rolls, unless the Swarm plays an FX that fires back."));

  if (n_units[GMP_SIDE_SWARM] == 0 || (n_units[GMP_SIDE_HUMANS] == 0 && combat->fort == GMP_NONE))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("There is no Combat in %s: it needs units of both sides, or Swarm units "
                     "and an undestroyed Fort (Rules notes 11 and 17)."),
                   board->cities[city].name);
      return NULL;
    }

  /* Rules note 15: an overrun is counted per city at combat time, the acting
   * side against all enemy units there; a Fort prevents it. */
  if (n_units[acting] >= board->rules.overrun_attackers
      && n_enemy_all >= 1 && n_enemy_all <= board->rules.overrun_defenders
      && combat->fort == GMP_NONE && mode != GMP_COMBAT_BARRAGE)
    {
      combat->overrun = TRUE;
      gmp_rulings_add (combat->rulings, 15,
                       /* Translators: the plural follows the enemy count; the
                        * acting count is always the board's overrun minimum or more */
                       ngettext ("Overrun: %u acting units against %u enemy unit and no Fort; "
                                 "the enemy is eliminated, the acting units suffer no Hits.",
                                 "Overrun: %u acting units against %u enemy units and no Fort; "
                                 "the enemy is eliminated, the acting units suffer no Hits.",
                                 n_enemy_all),
                       n_units[acting], n_enemy_all);
    }

  _gmp_combat_sort_combatants (combat);
  _gmp_combat_setup_dice (combat);
  return g_steal_pointer (&combat);
}

GmpCombat *
gmp_combat_new (const GmpState  *state,
                guint            city,
                GmpSide          acting,
                GmpCombatMode    mode,
                GError         **error)
{
  return combat_new (state, city, acting, mode, TRUE, error);
}

GmpCombat *
gmp_combat_new_unexplained (const GmpState  *state,
                            guint            city,
                            GmpSide          acting,
                            GmpCombatMode    mode,
                            GError         **error)
{
  return combat_new (state, city, acting, mode, FALSE, error);
}

void
gmp_combat_free (GmpCombat *combat)
{
  if (combat == NULL)
    return;
  g_clear_pointer (&combat->board, gmp_board_unref);
  g_clear_pointer (&combat->combatants, combatants_free);
  g_clear_pointer (&combat->rulings, g_ptr_array_unref);
  g_free (combat);
}

/* Hidden Guards are flipped now; a blank one is removed (rules note 9). */
static void
reveal_guards (GmpCombat *combat,
               GmpState  *state)
{
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind != GMP_COMBATANT_UNIT || !c->guard)
        continue;
      _gmp_state_unit_reveal (state, c->unit);
      if (c->blank)
        {
          g_autofree char *label = combat->rulings ? gmp_combat_unit_label (state, c->unit) : NULL;
          gmp_combat_eliminate_unit (state, c->unit);
          gmp_rulings_add (combat->rulings, 9, _("%s is blank and is removed."), label);
        }
    }
}

/* One side's Hits on its units, then on its Fort (rules notes 12, 19). */
static void
apply_allocation (GmpCombat           *combat,
                  GmpState            *state,
                  const GmpAllocation *a)
{
  const char *city = combat->board->cities[combat->city].name;

  for (guint i = 0; i < a->n_units; i++)
    {
      /* Its Reduced side is not in the state's index: no gmp_state_get_unit() */
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, a->units[i]);
      gboolean guard = state->board->unit_types[unit->type].guard;
      if (a->hits[i] == 0)
        continue;
      if (a->hits[i] == 1 && !unit->reduced && !guard)
        {
          g_autofree char *label = combat->rulings ? gmp_combat_unit_label (state, a->units[i])
                                                   : NULL;
          unit->reduced = TRUE;
          gmp_rulings_add (combat->rulings, 12, _("%s takes a Hit and is flipped to its Reduced side."),
                           label);
          continue;
        }
      gmp_combat_eliminate_unit (state, a->units[i]);
      if (guard)
        gmp_rulings_add (combat->rulings, 12,
                         _("Guards have no Reduced side: one Hit eliminates them."));
      gmp_combat_rule_elimination (combat->rulings, state, a->units[i]);
      combat->eliminated[a->side]++;
    }
  if (a->fort_hits > 0)
    {
      state->fort_strength[combat->fort] -= MIN (a->fort_hits, state->fort_strength[combat->fort]);
      gmp_rulings_add (combat->rulings, 12,
                       ngettext ("No Human unit is left to absorb it: the Fort in %s loses %u strength.",
                                 "No Human unit is left to absorb them: the Fort in %s loses %u strength.",
                                 a->fort_hits),
                       city, a->fort_hits);
      if (state->fort_strength[combat->fort] == 0)
        {
          combat->fort_destroyed = TRUE;
          gmp_rulings_add (combat->rulings, 19,
                           _("The Fort in %s is destroyed for the rest of the game."), city);
        }
    }
  if (a->lost > 0 && a->side == GMP_SIDE_SWARM)
    gmp_rulings_add (combat->rulings, 12,
                     ngettext ("%u Hit against the Swarm cannot be absorbed and is lost.",
                               "%u Hits against the Swarm cannot be absorbed and are lost.", a->lost),
                     a->lost);
  else if (a->lost > 0)
    gmp_rulings_add (combat->rulings, 12,
                     ngettext ("%u Hit against the Humans cannot be absorbed and is lost.",
                               "%u Hits against the Humans cannot be absorbed and are lost.", a->lost),
                     a->lost);
}

static void
count_survivors (GmpCombat      *combat,
                 const GmpState *state)
{
  combat->survivors[0] = combat->survivors[1] = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnit *unit;
      if (c->kind != GMP_COMBATANT_UNIT)
        continue;
      unit = &g_array_index (state->units, GmpUnit, c->unit);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) combat->city)
        combat->survivors[c->side]++;
    }
}

gboolean
gmp_combat_apply (GmpCombat           *combat,
                  GmpState            *state,
                  const GmpAllocation *swarm,
                  const GmpAllocation *humans,
                  GError             **error)
{
  GmpAllocation defaults[GMP_N_SIDES];
  const GmpAllocation *alloc[GMP_N_SIDES] = { swarm, humans };

  g_return_val_if_fail (combat != NULL && state != NULL, FALSE);
  g_return_val_if_fail (state->board == combat->board, FALSE);

  if (combat->overrun && combat->stage != GMP_COMBAT_STAGE_DONE)
    return _gmp_combat_apply_overrun (combat, state);
  if (combat->stage != GMP_COMBAT_STAGE_ALLOCATE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   combat->stage == GMP_COMBAT_STAGE_DICE
                   ? _("Roll the dice before applying the Hits.")
                   : _("This Combat is already resolved."));
      return FALSE;
    }

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      /* The default allocation is legal as built (rules notes 12, 24):
       * only the players' own are checked */
      if (alloc[s] == NULL)
        {
          gmp_combat_default_allocation (combat, s, &defaults[s]);
          alloc[s] = &defaults[s];
        }
      else if (alloc[s]->side != (GmpSide) s)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("The allocation is for the wrong side."));
          return FALSE;
        }
      else if (!gmp_combat_check_allocation (combat, alloc[s], error))
        return FALSE;
    }

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      guint n = combat->cancelled[s];
      const char *fx = n > 0 ? combat->board->chits[combat->fx[s]].name : NULL;
      if (n > 0 && s == GMP_SIDE_SWARM)
        gmp_rulings_add (combat->rulings, 20,
                         ngettext ("%s cancels %u Hit against the Swarm.",
                                   "%s cancels %u Hits against the Swarm.", n), fx, n);
      else if (n > 0)
        gmp_rulings_add (combat->rulings, 20,
                         ngettext ("%s cancels %u Hit against the Humans.",
                                   "%s cancels %u Hits against the Humans.", n), fx, n);
    }
  gmp_rulings_add (combat->rulings, 12,
                   _("Hits scored: the Swarm %u, the Humans %u; they are applied at the same time."),
                   combat->scored[GMP_SIDE_SWARM], combat->scored[GMP_SIDE_HUMANS]);

  reveal_guards (combat, state);
  for (int s = 0; s < GMP_N_SIDES; s++)
    apply_allocation (combat, state, alloc[s]);
  for (int s = 0; s < GMP_N_SIDES; s++)
    if (combat->fx[s] != GMP_NONE)
      gmp_fx_use (state, combat->fx[s], combat->rulings);

  count_survivors (combat, state);
  _gmp_combat_rule_retreat (combat);
  combat->stage = GMP_COMBAT_STAGE_DONE;
  return TRUE;
}
