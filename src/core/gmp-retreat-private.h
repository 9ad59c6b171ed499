/* gmp-retreat-private.h: a retreat whose options the caller has already
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-retreat.h"

G_BEGIN_DECLS

/* gmp_retreat_unit() for a unit the caller knows must retreat (it is in
 * gmp_retreat_units() of this state), with gmp_retreat_options() of this
 * state in options and kind: the combat replay asks both before it moves
 * the unit, and working them out again was a tenth of a combat's cost. */
gboolean _gmp_retreat_unit_among (GmpCombat      *combat,
                                  GmpState       *state,
                                  guint           unit,
                                  int             city,
                                  const GArray   *options,
                                  GmpRetreatKind  kind,
                                  GError        **error);

/* gmp_retreat_units() into ids, room for GMP_COMBAT_MAX_UNITS; returns how
 * many. gmp_retreat_options() into out, emptied first. The combat replay
 * asks both for every combat and every retreating unit: an array made and
 * freed each time cost more than the answers. */
guint _gmp_retreat_units_into   (const GmpCombat *combat,
                                 const GmpState  *state,
                                 guint           *ids);
void  _gmp_retreat_options_into (const GmpCombat *combat,
                                 const GmpState  *state,
                                 guint            id,
                                 const guint8    *enemy_at_start,
                                 GmpRetreatKind  *kind,
                                 GArray          *out);

G_END_DECLS
