/* gmp-retreat.h: retreat after a combat (rules notes 13, 14 and 18)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Contested cities may be retreated into only if they were not enemy at the
 * start of the activation, so the turn sequence takes a snapshot of the enemy
 * cities when an activation begins (gmp_retreat_snapshot) and passes it here.
 * Without one (NULL) contested cities count as enemy: the safe reading.
 */

#pragma once

#include "gmp-combat.h"

G_BEGIN_DECLS

/* Per city, bit (1 << side) set when the city is enemy to that side now.
 * n_cities bytes; free with g_free. */
guint8     *gmp_retreat_snapshot      (const GmpState  *state);

typedef struct {
  guint city;
  guint extra_hits;        /* enemy cities entered on the way, one Hit each (note 14) */
} GmpRetreatOption;

typedef enum {
  GMP_RETREAT_TO_ORIGIN,   /* an acting unit that moved in: back where it came from */
  GMP_RETREAT_CHOOSE,      /* the owner chooses among the options */
  GMP_RETREAT_ELIMINATED,  /* a Guard, or nowhere to go */
  GMP_RETREAT_PAST_ORIGIN, /* an acting unit whose way back has become an enemy city: one
                              Hit there, then on to the options, as the owner chooses (note 28) */
} GmpRetreatKind;

/* The units that must retreat from the combat (ids), after the ruling. */
GArray     *gmp_retreat_units         (const GmpCombat *combat,
                                       const GmpState  *state);
/* Where `unit` may retreat to: an array of GmpRetreatOption. */
GArray     *gmp_retreat_options       (const GmpCombat *combat,
                                       const GmpState  *state,
                                       guint            unit,
                                       const guint8    *enemy_at_start,
                                       GmpRetreatKind  *kind);
/* Retreats one unit to `city` (ignored for GMP_RETREAT_ELIMINATED). It takes
 * its extra Hits and is marked retreated_in. */
gboolean    gmp_retreat_unit          (GmpCombat       *combat,
                                       GmpState        *state,
                                       guint            unit,
                                       int              city,
                                       const guint8    *enemy_at_start,
                                       GError         **error);
/* Retreats every unit that must, each to its first option (for automatic play). */
gboolean    gmp_retreat_all_default   (GmpCombat       *combat,
                                       GmpState        *state,
                                       const guint8    *enemy_at_start,
                                       GError         **error);
/* The Humans choose to stay after a Fort combat (rules note 18). */
gboolean    gmp_retreat_ignore        (GmpCombat       *combat,
                                       GError         **error);

/* Units of `side` over the stacking limit in city (0 when within it). */
guint       gmp_retreat_overstacked   (const GmpState  *state,
                                       guint            city,
                                       GmpSide          side);
/* Whether gmp_retreat_displace() would move unit to `to`: the unit in an
 * over-stacked city, `to` adjacent, not enemy and with room (rules note 14).
 * Changes nothing. */
gboolean    gmp_retreat_may_displace  (const GmpState  *state,
                                       guint            unit,
                                       guint            to,
                                       const guint8    *enemy_at_start);
/* Displaces a unit out of an over-stacked city to an adjacent city that is
 * not enemy and stays within the limit (rules note 14). */
gboolean    gmp_retreat_displace      (GmpState        *state,
                                       guint            unit,
                                       guint            to,
                                       const guint8    *enemy_at_start,
                                       GPtrArray       *rulings,
                                       GError         **error);

/* Fixes every over-stacked city (rules note 14) the way automatic play
 * would: each time the first unit, by id, that can be displaced goes to the
 * first adjacent city that takes it; when none can, the city's last unit is
 * eliminated. Adds a ruling per unit to rulings (may be NULL). */
gboolean    gmp_retreat_displace_all_default (GmpState      *state,
                                              const guint8  *enemy_at_start,
                                              GPtrArray     *rulings,
                                              GError       **error);

G_END_DECLS
