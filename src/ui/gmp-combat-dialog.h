/* gmp-combat-dialog.h: the combat under way, with its odds and questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Both sides' participants with their dice and thresholds in the order the
 * counters show them (Rules note 27), the exact odds without FX and with
 * each FX either side could play (Rules note 24), and the combat's pending
 * question (FX, Fort option, dice, Hit allocation, retreat, displacement,
 * overrun advance) answered as in the side panel. While the Humans choose
 * their Fort's option it shows each option with its exact odds, without FX
 * and with each usable FX (Rules notes 18, 24). It closes itself when the
 * combat is over.
 */

#pragma once

#include <adwaita.h>

#include "model/gmp-game.h"
#include "gmp-question-box.h"

G_BEGIN_DECLS

#define GMP_TYPE_COMBAT_DIALOG (gmp_combat_dialog_get_type ())

G_DECLARE_FINAL_TYPE (GmpCombatDialog, gmp_combat_dialog, GMP, COMBAT_DIALOG, AdwWindow)

GmpCombatDialog *gmp_combat_dialog_new              (GtkWindow       *parent,
                                                     GmpGame         *game);
GmpQuestionBox  *gmp_combat_dialog_get_question_box (GmpCombatDialog *self);

G_END_DECLS
