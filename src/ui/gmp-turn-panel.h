/* gmp-turn-panel.h: the side panel: what happens now and where the game stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The pending question with its answers (GmpQuestionBox), a combat's dice
 * and odds under it (GmpCombatView), the units picked
 * on the map, the phase checklist, the cup and the chits drawn this turn,
 * the Time Track, the Turn End Track, the Danger Track, the FX in hand and
 * whether each can be used now, and the log, newest first, each entry with
 * the rules note it cites. What it says comes from gmp-turn-info.h.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"
#include "gmp-combat-view.h"
#include "gmp-log-view.h"
#include "gmp-map-view.h"
#include "gmp-outcome-view.h"
#include "gmp-question-box.h"
#include "gmp-suggest-view.h"

G_BEGIN_DECLS

#define GMP_TYPE_TURN_PANEL (gmp_turn_panel_get_type ())

G_DECLARE_FINAL_TYPE (GmpTurnPanel, gmp_turn_panel, GMP, TURN_PANEL, GtkBox)

GtkWidget      *gmp_turn_panel_new              (void);
GmpGame        *gmp_turn_panel_get_game         (GmpTurnPanel *self);
void            gmp_turn_panel_set_game         (GmpTurnPanel *self,
                                                 GmpGame      *game);
/* The map whose selected stack the panel lists, to pick units from. */
void            gmp_turn_panel_set_map_view     (GmpTurnPanel *self,
                                                 GmpMapView   *map_view);
GmpQuestionBox *gmp_turn_panel_get_question_box (GmpTurnPanel *self);
/* What just happened, at the panel's top. */
GmpOutcomeView *gmp_turn_panel_get_outcome_view (GmpTurnPanel *self);
/* The combat's dice and odds, under the question box. */
GmpCombatView  *gmp_turn_panel_get_combat_view  (GmpTurnPanel *self);
/* Moves the keyboard focus to the question's first control. */
void            gmp_turn_panel_focus_question   (GmpTurnPanel *self);
/* The computer player's advice, under the question (gmp-suggest-view.h). */
GmpSuggestView *gmp_turn_panel_get_suggest_view (GmpTurnPanel *self);
/* The log, newest first (gmp-log-view.h). */
GmpLogView     *gmp_turn_panel_get_log_view     (GmpTurnPanel *self);

G_END_DECLS
