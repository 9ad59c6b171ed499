/* gmp-combat-view.h: the combat under way, its dice and odds, in the panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both sides' participants with their dice and thresholds in the order the
 * counters show them (Rules note 27) and the exact odds without FX and with
 * each FX either side could play (Rules note 24). While the Humans choose
 * their Fort's option it shows each option the question offers with its
 * exact odds (Rules notes 18, 24). The side panel holds it under the
 * question box, which answers the combat's questions: one place for the
 * question, never a dialog over the map (issue 16). It hides itself when
 * no combat is under way.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_COMBAT_VIEW (gmp_combat_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpCombatView, gmp_combat_view, GMP, COMBAT_VIEW, GtkBox)

GtkWidget  *gmp_combat_view_new       (void);
void        gmp_combat_view_set_game  (GmpCombatView *self,
                                       GmpGame       *game);
/* "Combat in Chicago", "Fort Options in Chicago", or NULL when hidden. */
const char *gmp_combat_view_get_title (GmpCombatView *self);

G_END_DECLS
