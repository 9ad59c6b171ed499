/* gmp-combat-allocation.c: who takes the Hits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat (Hits: flip a Fresh unit, eliminate a Reduced one), Fort
 * Combat (a Fort loses strength only when no unit is left to absorb the
 * Hit); rules notes 12, 19, 24 (the allocations that keep the most units).
 */

#include "config.h"

#include "gmp-i18n.h"
#include <string.h>

#include "gmp-combat-private.h"
#include "gmp-error.h"

/* Allocation (rules note 12) */

static guint
side_capacity (const GmpCombat *combat,
               GmpSide          side)
{
  guint cap = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        cap += c->capacity;
    }
  return cap;
}

static void
allocation_init (const GmpCombat *combat,
                 GmpSide          side,
                 GmpAllocation   *a,
                 guint           *caps)
{
  memset (a, 0, sizeof *a);
  a->side = side;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        {
          if (caps != NULL)
            caps[a->n_units] = c->capacity;
          a->units[a->n_units++] = c->unit;
        }
    }
}

/* Hits left for the Fort and lost, once the units took theirs. */
static void
allocation_finish (const GmpCombat *combat,
                   GmpAllocation   *a,
                   guint            absorbed)
{
  guint rest = combat->suffered[a->side] - absorbed;
  guint fort = 0;

  /* Rules note 12: the Fort absorbs only when no friendly unit is left. */
  if (a->side == GMP_SIDE_HUMANS && combat->fort != GMP_NONE)
    fort = MIN (rest, combat->fort_strength);
  a->fort_hits = fort;
  a->lost = rest - fort;
}

static double
combatant_strength (const GmpCombat    *combat,
                    const GmpCombatant *c)
{
  double e = 0.0;
  for (guint d = 0; d < c->n_dice; d++)
    e += (7 - MIN (c->thresholds[d], 7)) / 6.0;
  return e + (c->capacity == 2 ? 10.0 : 0.0);
}

void
gmp_combat_default_allocation (const GmpCombat *combat,
                               GmpSide          side,
                               GmpAllocation   *out)
{
  guint caps[GMP_COMBAT_MAX_UNITS];
  double strength[GMP_COMBAT_MAX_UNITS];
  guint order[GMP_COMBAT_MAX_UNITS];
  guint left, absorbed = 0;

  g_return_if_fail (combat != NULL && out != NULL);

  allocation_init (combat, side, out, caps);
  /* No Hits: nobody takes any, and no order of the units is needed (most
   * combats' other side: the replay asks for it in every one) */
  if (combat->suffered[side] == 0)
    {
      allocation_finish (combat, out, 0);
      return;
    }
  for (guint u = 0, k = 0; k < combat->combatants->len; k++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, k);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        strength[u++] = combatant_strength (combat, c);
    }
  /* Weakest first, then by id: a stable, explainable order. */
  for (guint i = 0; i < out->n_units; i++)
    order[i] = i;
  for (guint i = 1; i < out->n_units; i++)
    for (guint j = i; j > 0 && strength[order[j - 1]] > strength[order[j]]; j--)
      {
        guint t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  left = combat->suffered[side];
  /* Rules note 24: keep the most units in play: flip Fresh units first... */
  for (guint i = 0; i < out->n_units && left > 0; i++)
    if (caps[order[i]] == 2)
      {
        out->hits[order[i]] = 1;
        left--;
      }
  /* ...then eliminate units showing one Hit of life, weakest first... */
  for (guint i = 0; i < out->n_units && left > 0; i++)
    if (caps[order[i]] == 1)
      {
        out->hits[order[i]] = 1;
        left--;
      }
  /* ...then the flipped ones. */
  for (guint i = 0; i < out->n_units && left > 0; i++)
    if (caps[order[i]] == 2)
      {
        out->hits[order[i]] = 2;
        left--;
      }
  for (guint i = 0; i < out->n_units; i++)
    absorbed += out->hits[i];
  allocation_finish (combat, out, absorbed);
}

/* Where the allocations found go: each its own block in ptrs (the public
 * lists), or, with ptrs NULL, items, room for max (the replay's: some
 * 20,000 lists in 300 games, each block allocated and freed was most of
 * a list's cost). */
typedef struct {
  GPtrArray     *ptrs;
  GmpAllocation *items;
  guint          len;
  guint          max;    /* 0: no limit (ptrs only) */
} Sink;

static void
sink_add (const GmpCombat     *combat,
          Sink                *sink,
          const GmpAllocation *a,
          guint                absorb)
{
  GmpAllocation *copy = sink->ptrs != NULL ? g_new (GmpAllocation, 1) : &sink->items[sink->len];

  *copy = *a;
  allocation_finish (combat, copy, absorb);
  if (sink->ptrs != NULL)
    g_ptr_array_add (sink->ptrs, copy);
  sink->len++;
}

static void
enumerate (const GmpCombat *combat,
           GmpAllocation   *a,
           const guint     *caps,
           const int       *same,
           guint            i,
           guint            left,
           guint            cap_after,
           guint            absorb,
           Sink            *out)
{
  if (out->max > 0 && out->len >= out->max)
    return;
  if (i == a->n_units)
    {
      if (left == 0)
        sink_add (combat, out, a, absorb);
      return;
    }
  for (guint h = 0; h <= caps[i] && h <= left; h++)
    {
      /* The remaining units must be able to take the rest. */
      if (left - h > cap_after - caps[i])
        continue;
      /* One allocation per swap of identical units: never more Hits than
       * the identical unit before it took */
      if (same != NULL && same[i] >= 0 && h > a->hits[same[i]])
        continue;
      a->hits[i] = h;
      enumerate (combat, a, caps, same, i + 1, left - h, cap_after - caps[i], absorb, out);
    }
  a->hits[i] = 0;
}

GPtrArray *
gmp_combat_list_allocations (const GmpCombat *combat,
                             GmpSide          side,
                             guint            max)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  Sink sink = { out, NULL, 0, max };
  GmpAllocation a;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint cap, absorb;

  g_return_val_if_fail (combat != NULL, out);

  allocation_init (combat, side, &a, caps);
  cap = side_capacity (combat, side);
  /* Rules note 12: every Hit the units can take must be taken by them. */
  absorb = MIN (combat->suffered[side], cap);
  enumerate (combat, &a, caps, NULL, 0, absorb, cap, absorb, &sink);
  return out;
}

/* Whether two participants of one side are interchangeable in an allocation:
 * the same counter showing the same side, and for the acting side the same
 * retreat (an acting unit that moved in goes back where it came from, note 14). */
static gboolean
identical_units (const GmpCombat    *combat,
                 const GmpState     *state,
                 const GmpCombatant *a,
                 const GmpCombatant *b)
{
  const GmpUnit *ua = &g_array_index (state->units, GmpUnit, a->unit);
  const GmpUnit *ub = &g_array_index (state->units, GmpUnit, b->unit);

  if (a->type != b->type || a->formation != b->formation || a->capacity != b->capacity
      || a->guard != b->guard || a->blank != b->blank || a->guard_hidden != b->guard_hidden
      || a->n_dice != b->n_dice || a->paired != b->paired
      || memcmp (a->thresholds, b->thresholds, a->n_dice) != 0)
    return FALSE;
  if (ua->reduced != ub->reduced || ua->guard_value != ub->guard_value
      || ua->revealed != ub->revealed || ua->advanced != ub->advanced)
    return FALSE;
  if (a->side == combat->acting
      && (ua->moved != ub->moved || ua->moved_from != ub->moved_from))
    return FALSE;
  return TRUE;
}

static void
distinct_allocations (const GmpCombat *combat,
                      const GmpState  *state,
                      GmpSide          side,
                      Sink            *out)
{
  const GmpCombatant *who[GMP_COMBAT_MAX_UNITS];
  int same[GMP_COMBAT_MAX_UNITS];
  GmpAllocation a;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint cap, absorb, n = 0;

  allocation_init (combat, side, &a, caps);
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);

      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        who[n++] = c;
    }
  g_assert (n == a.n_units);
  /* same[i]: the last unit before i identical to it, or -1 */
  for (guint i = 0; i < n; i++)
    {
      same[i] = -1;
      for (guint j = i; j-- > 0;)
        if (identical_units (combat, state, who[j], who[i]))
          {
            same[i] = (int) j;
            break;
          }
    }
  cap = side_capacity (combat, side);
  /* Rules note 12: every Hit the units can take must be taken by them. */
  absorb = MIN (combat->suffered[side], cap);
  enumerate (combat, &a, caps, same, 0, absorb, cap, absorb, out);
}

GPtrArray *
gmp_combat_list_distinct_allocations (const GmpCombat *combat,
                                      const GmpState  *state,
                                      GmpSide          side,
                                      guint            max)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  Sink sink = { out, NULL, 0, max };

  g_return_val_if_fail (combat != NULL && state != NULL, out);
  distinct_allocations (combat, state, side, &sink);
  return out;
}

guint
_gmp_combat_distinct_allocations_into (const GmpCombat *combat,
                                       const GmpState  *state,
                                       GmpSide          side,
                                       GmpAllocation   *list,
                                       guint            max)
{
  Sink sink = { NULL, list, 0, max };

  g_return_val_if_fail (combat != NULL && state != NULL && list != NULL && max > 0, 0);
  distinct_allocations (combat, state, side, &sink);
  return sink.len;
}

gboolean
gmp_combat_check_allocation (const GmpCombat     *combat,
                             const GmpAllocation *allocation,
                             GError             **error)
{
  GmpAllocation ref;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint sum = 0, cap, need;

  g_return_val_if_fail (combat != NULL && allocation != NULL, FALSE);

  allocation_init (combat, allocation->side, &ref, caps);
  if (allocation->n_units != ref.n_units
      || memcmp (allocation->units, ref.units, ref.n_units * sizeof (guint)) != 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The allocation does not list the units in this Combat."));
      return FALSE;
    }
  for (guint i = 0; i < ref.n_units; i++)
    {
      if (allocation->hits[i] > caps[i])
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       /* Translators: the plural follows the second number, the Hits */
                       ngettext ("Unit #%u cannot take %u Hit: a Fresh unit takes two, a Reduced "
                                 "unit or a Guard one, a blank Guard none (Rules note 12).",
                                 "Unit #%u cannot take %u Hits: a Fresh unit takes two, a Reduced "
                                 "unit or a Guard one, a blank Guard none (Rules note 12).",
                                 allocation->hits[i]),
                       ref.units[i], allocation->hits[i]);
          return FALSE;
        }
      sum += allocation->hits[i];
    }
  cap = side_capacity (combat, allocation->side);
  need = MIN (combat->suffered[allocation->side], cap);
  if (sum != need)
    {
      /* Translators: the plural follows the first number */
      if (allocation->side == GMP_SIDE_SWARM)
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     ngettext ("The Swarm must allocate %u Hit to its units, not %u (Rules note 12).",
                               "The Swarm must allocate %u Hits to its units, not %u (Rules note 12).",
                               need),
                     need, sum);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     ngettext ("The Humans must allocate %u Hit to their units, not %u (Rules note 12).",
                               "The Humans must allocate %u Hits to their units, not %u (Rules note 12).",
                               need),
                     need, sum);
      return FALSE;
    }
  allocation_finish (combat, &ref, sum);
  if (allocation->fort_hits != ref.fort_hits || allocation->lost != ref.lost)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The Fort loses strength only when no unit is left to absorb a Hit; "
                     "Hits nothing can absorb are lost (Rules note 12)."));
      return FALSE;
    }
  return TRUE;
}

guint
gmp_combat_unit_capacity (const GmpState *state,
                          guint           id)
{
  const GmpUnit *unit;
  const GmpUnitType *type;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (id < state->units->len, 0);

  unit = &g_array_index (state->units, GmpUnit, id);
  type = unit_type_of (state, unit);
  /* Rules note 12, as _gmp_combat_add_unit_combatant counts it */
  if (type->guard)
    return unit->guard_value == GMP_GUARD_BLANK ? 0 : 1;
  return type->has_reduced && !unit->reduced ? 2 : 1;
}

/* Gives each run of identical units (as the distinct list groups them) its
 * Hits in the order that list uses: lower ids take at least as many. */
static void
order_identical_hits (const GmpCombat *combat,
                      const GmpState  *state,
                      GmpAllocation   *allocation)
{
  const GmpCombatant *who[GMP_COMBAT_MAX_UNITS];
  guint n = 0;

  for (guint i = 0; i < combat->combatants->len && n < allocation->n_units; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);

      if (c->kind == GMP_COMBATANT_UNIT && c->side == allocation->side)
        who[n++] = c;
    }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (identical_units (combat, state, who[i], who[j])
          && allocation->hits[j] > allocation->hits[i])
        {
          guint8 hits = allocation->hits[i];

          allocation->hits[i] = allocation->hits[j];
          allocation->hits[j] = hits;
        }
}

gboolean
gmp_allocation_find_by_units (const GmpCombat *combat,
                              const GmpState  *state,
                              GmpSide          side,
                              const GPtrArray *allocations,
                              const guint     *unit_ids,
                              guint            n_ids,
                              guint           *index,
                              GError         **error)
{
  GmpAllocation wanted;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint need;

  g_return_val_if_fail (combat != NULL && state != NULL && allocations != NULL, FALSE);
  g_return_val_if_fail (unit_ids != NULL || n_ids == 0, FALSE);

  allocation_init (combat, side, &wanted, caps);
  /* Rules note 12: every Hit the units can take must be taken by them */
  need = MIN (combat->suffered[side], side_capacity (combat, side));
  for (guint k = 0; k < n_ids; k++)
    {
      guint i;

      for (i = 0; i < wanted.n_units && wanted.units[i] != unit_ids[k]; i++)
        ;
      if (i == wanted.n_units)
        {
          _gmp_combat_set_not_in_combat_error (combat, state, side, k + 1, unit_ids[k], error);
          return FALSE;
        }
      if (wanted.hits[i] >= caps[i])
        {
          _gmp_combat_set_too_many_on_unit_error (state, k + 1, unit_ids[k], caps[i], error);
          return FALSE;
        }
      if (k >= need)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       ngettext ("Hit %u is one too many: the units here take %u Hit in all; "
                                 "a Fort absorbs Hits only when no unit is left, and Hits "
                                 "nothing can absorb are lost (Rules note 12).",
                                 "Hit %u is one too many: the units here take %u Hits in all; "
                                 "a Fort absorbs Hits only when no unit is left, and Hits "
                                 "nothing can absorb are lost (Rules note 12).", need),
                       k + 1, need);
          return FALSE;
        }
      wanted.hits[i]++;
    }
  if (n_ids < need)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   ngettext ("%u Hit given, but the units here must take %u: every Hit they "
                             "can absorb is theirs (Rules note 12).",
                             "%u Hits given, but the units here must take %u: every Hit they "
                             "can absorb is theirs (Rules note 12).", n_ids),
                   n_ids, need);
      return FALSE;
    }
  allocation_finish (combat, &wanted, need);
  order_identical_hits (combat, state, &wanted);

  for (guint a = 0; a < allocations->len; a++)
    {
      const GmpAllocation *listed = g_ptr_array_index ((GPtrArray *) allocations, a);

      if (listed->side == wanted.side && listed->n_units == wanted.n_units
          && memcmp (listed->units, wanted.units, wanted.n_units * sizeof (guint)) == 0
          && memcmp (listed->hits, wanted.hits, wanted.n_units) == 0)
        {
          *index = a;
          return TRUE;
        }
    }
  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("These Hits are legal, but beyond the %u allocations the app lists: "
                 "answer with one of those (Rules note 12)."), allocations->len);
  return FALSE;
}
