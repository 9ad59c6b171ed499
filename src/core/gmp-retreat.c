/* gmp-retreat.c: retreat after a combat (rules notes 13, 14 and 18)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement.h"
#include "gmp-retreat.h"
#include "gmp-retreat-private.h"
#include "gmp-state-private.h"

guint8 *
gmp_retreat_snapshot (const GmpState *state)
{
  const GmpBoard *board;
  const GmpStateIndex *index;
  const guint64 *swarm, *humans;
  guint8 *map;

  g_return_val_if_fail (state != NULL, NULL);

  /* gmp_state_city_is_enemy() for every city, from the index's cities of
   * each side: enemy to the Swarm, an undestroyed Fort (rules note 8) or
   * Human units without Swarm ones; enemy to the Humans, Swarm units
   * without Human ones nor a Fort, which counts as Human units (note 7) */
  board = state->board;
  index = _gmp_state_index_get (state);
  swarm = _gmp_state_index_side_cities (index, GMP_SIDE_SWARM);
  humans = _gmp_state_index_side_cities (index, GMP_SIDE_HUMANS);
  map = g_new0 (guint8, MAX (board->n_cities, 1));
  for (guint w = 0; w < (board->n_cities + 63) / 64; w++)
    {
      for (guint64 bits = humans[w] & ~swarm[w]; bits != 0; bits &= bits - 1)
        map[w * 64 + __builtin_ctzll (bits)] |= 1 << GMP_SIDE_SWARM;
      for (guint64 bits = swarm[w] & ~humans[w]; bits != 0; bits &= bits - 1)
        if (!_gmp_state_fort_stands (state, w * 64 + __builtin_ctzll (bits)))
          map[w * 64 + __builtin_ctzll (bits)] |= 1 << GMP_SIDE_HUMANS;
    }
  for (guint fort = 0; fort < board->n_forts; fort++)
    if (_gmp_state_fort_stands (state, board->forts[fort].city))
      map[board->forts[fort].city] |= 1 << GMP_SIDE_SWARM;
  return map;
}

/* Rules note 14: a retreat may end in a city that is not enemy; a contested
 * city only if it was not enemy at the start of the activation. */
static gboolean
may_end_in (const GmpState *state,
            guint           city,
            GmpSide         side,
            const guint8   *enemy_at_start)
{
  GmpSide other = side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
  gboolean contested;

  if (gmp_state_city_is_enemy (state, city, side))
    return FALSE;
  contested = gmp_state_units_in_city (state, city, other, NULL, 0) > 0;
  if (!contested)
    return TRUE;
  return enemy_at_start != NULL && !(enemy_at_start[city] & (1 << side));
}

/* A retreat or a displacement is a move: the Swarm may not cross an active
 * Fusion Fence (rules note 10). */
static gboolean
may_step (const GmpState *state,
          guint           from,
          guint           to,
          GmpSide         side)
{
  return side != GMP_SIDE_SWARM || gmp_movement_fence_allows (state, from, to);
}

guint
_gmp_retreat_units_into (const GmpCombat *combat,
                         const GmpState  *state,
                         guint           *ids)
{
  guint n = 0;

  if (combat->stage != GMP_COMBAT_STAGE_DONE || combat->retreat == GMP_N_SIDES)
    return 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnit *unit;
      if (c->kind != GMP_COMBATANT_UNIT || c->side != combat->retreat)
        continue;
      unit = &g_array_index (state->units, GmpUnit, c->unit);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) combat->city)
        ids[n++] = c->unit;
    }
  return n;
}

GArray *
gmp_retreat_units (const GmpCombat *combat,
                   const GmpState  *state)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (guint));
  guint small[GMP_COMBAT_MAX_UNITS];

  g_return_val_if_fail (combat != NULL && state != NULL, ids);
  g_array_append_vals (ids, small, _gmp_retreat_units_into (combat, state, small));
  return ids;
}

/* Rules note 14: breadth first from `start` through enemy cities, each one
 * entered costing one Hit, and only when no city at the current depth may
 * end the retreat. Cities marked in seen are not entered; every option
 * costs `hits` more Hits on top. Appends the options of the shallowest depth
 * that has any. */
static void
search_retreat (const GmpState *state,
                guint           start,
                GmpSide         side,
                const guint8   *enemy_at_start,
                guint8         *seen,
                guint           hits,
                GArray         *out)
{
  const GmpBoard *board = state->board;
  /* The levels one after the other in one queue, [begin, end) the current
   * one: each city is queued once at most (seen), so n_cities is room */
  guint small[256];
  g_autofree guint *big = NULL;
  guint *queue = board->n_cities <= G_N_ELEMENTS (small) ? small
                 : (big = g_new (guint, board->n_cities));
  guint begin = 0, end = 1;

  queue[0] = start;
  seen[start] = 1;
  for (guint depth = hits; begin < end; depth++)
    {
      guint next = end;

      for (guint i = begin; i < end; i++)
        {
          guint at = queue[i];
          const GmpCity *from = &board->cities[at];
          for (guint n = 0; n < from->n_neighbours; n++)
            {
              guint to = from->neighbours[n];
              if (seen[to] || !may_step (state, at, to, side))
                continue;
              if (may_end_in (state, to, side, enemy_at_start))
                {
                  GmpRetreatOption o = { to, depth };
                  g_array_append_val (out, o);
                  seen[to] = 1;
                }
            }
        }
      if (out->len > 0)
        break;
      for (guint i = begin; i < end; i++)
        {
          guint at = queue[i];
          const GmpCity *from = &board->cities[at];
          for (guint n = 0; n < from->n_neighbours; n++)
            {
              guint to = from->neighbours[n];
              if (!seen[to] && may_step (state, at, to, side))
                {
                  seen[to] = 1;
                  queue[next++] = to;
                }
            }
        }
      begin = end;
      end = next;
    }
}

/* Rules note 28: the city an acting unit came from has become an enemy city
 * since the activation began. A city that was enemy then (an undestroyed
 * Fort, always enemy to the Swarm) has not become one; without a snapshot
 * only the Fort is known to have been enemy all along. */
static gboolean
origin_became_enemy (const GmpState *state,
                     guint           origin,
                     GmpSide         side,
                     const guint8   *enemy_at_start)
{
  if (!gmp_state_city_is_enemy (state, origin, side))
    return FALSE;
  if (enemy_at_start != NULL)
    return !(enemy_at_start[origin] & (1 << side));
  return side != GMP_SIDE_SWARM || !gmp_state_has_fort (state, origin);
}

GArray *
gmp_retreat_options (const GmpCombat *combat,
                     const GmpState  *state,
                     guint            id,
                     const guint8    *enemy_at_start,
                     GmpRetreatKind  *kind)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (GmpRetreatOption));

  _gmp_retreat_options_into (combat, state, id, enemy_at_start, kind, out);
  return out;
}

void
_gmp_retreat_options_into (const GmpCombat *combat,
                           const GmpState  *state,
                           guint            id,
                           const guint8    *enemy_at_start,
                           GmpRetreatKind  *kind,
                           GArray          *out)
{
  const GmpBoard *board;
  const GmpUnit *unit;
  GmpSide side;
  guint8 small[256];
  g_autofree guint8 *big = NULL;
  guint8 *seen;
  GmpRetreatKind dummy;

  g_return_if_fail (combat != NULL && state != NULL && out != NULL);
  g_return_if_fail (id < state->units->len);
  if (out->len > 0)
    g_array_set_size (out, 0);
  if (kind == NULL)
    kind = &dummy;

  board = state->board;
  unit = &g_array_index (state->units, GmpUnit, id);
  side = board->unit_types[unit->type].side;

  if (board->unit_types[unit->type].guard)
    {
      *kind = GMP_RETREAT_ELIMINATED;
      return;
    }
  if (board->n_cities <= sizeof small)
    seen = memset (small, 0, board->n_cities);
  else
    seen = big = g_new0 (guint8, board->n_cities);
  if (side == combat->acting && unit->moved && unit->moved_from != GMP_NONE)
    {
      GmpRetreatOption o = { (guint) unit->moved_from, 0 };

      if (!origin_became_enemy (state, o.city, side, enemy_at_start))
        {
          *kind = GMP_RETREAT_TO_ORIGIN;
          g_array_append_val (out, o);
          return;
        }
      /* Rules note 28: one Hit for entering it, then on from there as from
       * any enemy city (note 14), never back into the battle */
      *kind = GMP_RETREAT_PAST_ORIGIN;
      seen[combat->city] = 1;
      search_retreat (state, o.city, side, enemy_at_start, seen, 1, out);
    }
  else
    {
      *kind = GMP_RETREAT_CHOOSE;
      search_retreat (state, combat->city, side, enemy_at_start, seen, 0, out);
    }
  if (out->len == 0)
    *kind = GMP_RETREAT_ELIMINATED;
}

gboolean
gmp_retreat_unit (GmpCombat     *combat,
                  GmpState      *state,
                  guint          id,
                  int            city,
                  const guint8  *enemy_at_start,
                  GError       **error)
{
  g_autoptr(GArray) units = NULL;
  g_autoptr(GArray) options = NULL;
  GmpRetreatKind kind;
  gboolean must = FALSE;

  g_return_val_if_fail (combat != NULL && state != NULL, FALSE);

  units = gmp_retreat_units (combat, state);
  for (guint i = 0; i < units->len; i++)
    must |= g_array_index (units, guint, i) == id;
  if (!must)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Unit #%u does not have to Retreat from this Combat (Rules note 13)."), id);
      return FALSE;
    }

  options = gmp_retreat_options (combat, state, id, enemy_at_start, &kind);
  return _gmp_retreat_unit_among (combat, state, id, city, options, kind, error);
}

gboolean
_gmp_retreat_unit_among (GmpCombat     *combat,
                         GmpState      *state,
                         guint          id,
                         int            city,
                         const GArray  *options,
                         GmpRetreatKind kind,
                         GError       **error)
{
  g_autofree char *label = NULL;
  const GmpRetreatOption *chosen = NULL;
  GmpUnit *unit;

  /* Named for the rulings, or an error: automatic play formats nothing */
  label = combat->rulings != NULL ? gmp_combat_unit_label (state, id) : NULL;
  if (kind == GMP_RETREAT_ELIMINATED)
    {
      if (state->board->unit_types[g_array_index (state->units, GmpUnit, id).type].guard)
        /* "National Guard cannot Retreat, and if required to do so are Eliminated." */
        gmp_rulings_add (combat->rulings, 14, _("%s cannot Retreat and is eliminated instead."), label);
      else
        gmp_rulings_add (combat->rulings, 14, _("%s has nowhere to Retreat to and is eliminated."), label);
      gmp_combat_eliminate_unit (state, id);
      gmp_combat_rule_elimination (combat->rulings, state, id);
      return TRUE;
    }
  for (guint i = 0; i < options->len; i++)
    if ((int) g_array_index (options, GmpRetreatOption, i).city == city)
      chosen = &g_array_index (options, GmpRetreatOption, i);
  unit = &g_array_index (state->units, GmpUnit, id);
  if (chosen == NULL && kind == GMP_RETREAT_PAST_ORIGIN)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s cannot Retreat there: %s, the city it came from, has become an enemy "
                     "city, so it takes one more Hit there and must go on to the nearest city "
                     "that is not enemy (Rules note 28)."),
                   label, state->board->cities[unit->moved_from].name);
      return FALSE;
    }
  if (chosen == NULL)
    {
      if (label == NULL)
        label = gmp_combat_unit_label (state, id);
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   kind == GMP_RETREAT_TO_ORIGIN
                   ? _("%s moved into the battle and must Retreat to the city it came from (Rules note 14).")
                   : _("%s cannot Retreat there: it must end in an adjacent city that is not enemy "
                       "(Rules note 14)."),
                   label);
      return FALSE;
    }

  if (kind == GMP_RETREAT_PAST_ORIGIN)
    gmp_rulings_add (combat->rulings, 28,
                     _("%s came from %s, which has become an enemy city: it takes one more Hit "
                       "there and keeps Retreating."),
                     label, state->board->cities[unit->moved_from].name);
  _gmp_state_unit_set_place (state, id, GMP_PLACE_MAP, (int) chosen->city);
  unit->moved_from = (int) combat->city;
  unit->retreated_in = TRUE;
  unit->stopped = TRUE;
  gmp_rulings_add (combat->rulings, 14,
                   kind == GMP_RETREAT_TO_ORIGIN
                   ? _("%s Retreats to %s, where it came from.")
                   : _("%s Retreats to %s."),
                   label, state->board->cities[chosen->city].name);
  for (guint h = 0; h < chosen->extra_hits && unit->place == GMP_PLACE_MAP; h++)
    {
      /* Rules note 14: one more Hit per enemy city entered. */
      if (!unit->reduced && state->board->unit_types[unit->type].has_reduced)
        unit->reduced = TRUE;
      else
        gmp_combat_eliminate_unit (state, id);
    }
  if (chosen->extra_hits > 0)
    gmp_rulings_add (combat->rulings, 14,
                     ngettext ("%s had to cross %u enemy city and takes %u more Hit.",
                               "%s had to cross %u enemy cities and takes %u more Hits.",
                               chosen->extra_hits),
                     label, chosen->extra_hits, chosen->extra_hits);
  if (unit->place != GMP_PLACE_MAP)
    gmp_combat_rule_elimination (combat->rulings, state, id);
  return TRUE;
}

gboolean
gmp_retreat_all_default (GmpCombat     *combat,
                         GmpState      *state,
                         const guint8  *enemy_at_start,
                         GError       **error)
{
  g_autoptr(GArray) units = NULL;

  g_return_val_if_fail (combat != NULL && state != NULL, FALSE);

  units = gmp_retreat_units (combat, state);
  for (guint i = 0; i < units->len; i++)
    {
      guint id = g_array_index (units, guint, i);
      GmpRetreatKind kind;
      g_autoptr(GArray) options = gmp_retreat_options (combat, state, id, enemy_at_start, &kind);
      int city = options->len > 0 ? (int) g_array_index (options, GmpRetreatOption, 0).city : GMP_NONE;
      if (!gmp_retreat_unit (combat, state, id, city, enemy_at_start, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
gmp_retreat_ignore (GmpCombat  *combat,
                    GError    **error)
{
  g_return_val_if_fail (combat != NULL, FALSE);

  if (!combat->may_ignore_retreat)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Only the Humans, after a Fort Combat, may ignore a Retreat (Rules note 18)."));
      return FALSE;
    }
  combat->retreat = GMP_N_SIDES;
  combat->may_ignore_retreat = FALSE;
  combat->winner = GMP_N_SIDES;
  gmp_rulings_add (combat->rulings, 18, _("The Humans ignore the Retreat and stay in their Fort."));
  return TRUE;
}

guint
gmp_retreat_overstacked (const GmpState *state,
                         guint           city,
                         GmpSide         side)
{
  guint n;

  g_return_val_if_fail (state != NULL, 0);
  n = gmp_state_stack_count (state, city, side);
  return n > state->board->rules.stacking_limit ? n - state->board->rules.stacking_limit : 0;
}

/* Why unit may not be displaced to `to`: the city it is in is not
 * over-stacked (1), or `to` does not take it (2); 0 when it may go */
static int
displace_refused (const GmpState *state,
                  guint           id,
                  guint           to,
                  const guint8   *enemy_at_start)
{
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  GmpSide side = state->board->unit_types[unit->type].side;

  if (unit->place != GMP_PLACE_MAP || gmp_retreat_overstacked (state, unit->city, side) == 0)
    return 1;
  if (state->board->unit_types[unit->type].guard
      || !gmp_board_adjacent (state->board, unit->city, to)
      || !may_step (state, unit->city, to, side)
      || !may_end_in (state, to, side, enemy_at_start)
      || gmp_state_stack_count (state, to, side) + 1 > state->board->rules.stacking_limit)
    return 2;
  return 0;
}

gboolean
gmp_retreat_may_displace (const GmpState *state,
                          guint           id,
                          guint           to,
                          const guint8   *enemy_at_start)
{
  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (id < state->units->len && to < state->board->n_cities, FALSE);

  return displace_refused (state, id, to, enemy_at_start) == 0;
}

gboolean
gmp_retreat_displace (GmpState      *state,
                      guint          id,
                      guint          to,
                      const guint8  *enemy_at_start,
                      GPtrArray     *rulings,
                      GError       **error)
{
  GmpUnit *unit;
  g_autofree char *label = NULL;
  int refused;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (id < state->units->len && to < state->board->n_cities, FALSE);

  unit = &g_array_index (state->units, GmpUnit, id);
  /* Named for the rulings, or an error: a trial displacement formats nothing */
  label = rulings != NULL || error != NULL ? gmp_combat_unit_label (state, id) : NULL;
  refused = displace_refused (state, id, to, enemy_at_start);
  /* Worded only when someone reads it: a trial asks thousands of times */
  if (refused == 1 && error != NULL)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("%s is not in an over-stacked city (Rules note 14)."), label);
  else if (refused == 2 && error != NULL)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("%s cannot be displaced to %s: it must go to an adjacent city that is not enemy, "
                   "has room and is not behind the Fusion Fence (Rules notes 7, 10 and 14)."),
                 label, state->board->cities[to].name);
  if (refused != 0)
    return FALSE;
  unit->moved_from = unit->city;
  _gmp_state_unit_set_place (state, id, GMP_PLACE_MAP, (int) to);
  unit->retreated_in = TRUE;
  gmp_rulings_add (rulings, 14, _("%s is displaced to %s to keep the stacking limit."),
                   label, state->board->cities[to].name);
  return TRUE;
}

gboolean
gmp_retreat_displace_all_default (GmpState      *state,
                                  const guint8  *enemy_at_start,
                                  GPtrArray     *rulings,
                                  GError       **error)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, FALSE);

  board = state->board;
  for (guint city = 0; city < board->n_cities; city++)
    for (GmpSide side = 0; side < GMP_N_SIDES; side++)
      while (gmp_retreat_overstacked (state, city, side) > 0)
        {
          guint ids[64];
          guint n = gmp_state_units_in_city (state, city, side, ids, G_N_ELEMENTS (ids));
          gboolean done = FALSE;

          if (n == 0)
            break;  /* only the Fort's strength: nothing can move */
          n = MIN (n, G_N_ELEMENTS (ids));
          for (guint u = 0; u < n && !done; u++)
            for (guint k = 0; k < board->cities[city].n_neighbours && !done; k++)
              {
                guint to = board->cities[city].neighbours[k];

                if (gmp_retreat_may_displace (state, ids[u], to, enemy_at_start))
                  {
                    if (!gmp_retreat_displace (state, ids[u], to, enemy_at_start, rulings, error))
                      return FALSE;
                    done = TRUE;
                  }
              }
          if (!done)
            {
              if (rulings != NULL)
                {
                  g_autofree char *label = gmp_combat_unit_label (state, ids[n - 1]);

                  gmp_rulings_add (rulings, 14, _("%s cannot be displaced out of over-stacked %s "
                                                  "and is eliminated."),
                                   label, board->cities[city].name);
                }
              gmp_combat_eliminate_unit (state, ids[n - 1]);
              gmp_combat_rule_elimination (rulings, state, ids[n - 1]);
            }
        }
  return TRUE;
}
