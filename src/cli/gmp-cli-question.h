/* gmp-cli-question.h: the pending question in words and as data, for next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-combat.h"
#include "core/gmp-turn.h"
#include "gmp-cli.h"

G_BEGIN_DECLS

/* "Tank A #3 is reduced, Infantry (B) #7 is eliminated, the Fort loses 1
 * strength point" (rules note 12) */
char      *gmp_cli_allocation_words     (const GmpState      *state,
                                         const GmpAllocation *allocation);
/* "Worm 1 #3: Fresh, absorbs two Hits" (rules note 12) */
char      *gmp_cli_unit_capacity_text   (const GmpState      *state,
                                         guint                unit);
/* The Hits an allocation gives units, one unit id per Hit: "3,3,17" */
char      *gmp_cli_allocation_hit_ids   (const GmpAllocation *allocation);
guint      gmp_cli_allocation_unit_hits (const GmpAllocation *allocation);
/* What a combat-dice or an allocation question needs besides its answers:
 * the dice in the order --dice reads them, or each allocation in words. */
GPtrArray *gmp_cli_question_details     (const GmpState      *state,
                                         const GmpQuestion   *question);
/* The question as next --json gives it: kind, side, what it concerns, and
 * each legal answer under "choices" */
void       gmp_cli_add_question_json    (JsonBuilder         *builder,
                                         const GmpState      *state,
                                         const GmpQuestion   *question);

G_END_DECLS
