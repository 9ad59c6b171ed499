/* gmp-dice-slots-row.h: one counter's dice as die faces, each in its slot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The players' dice as they type them, in the side panel's question
 * (gmp-question-box.c), and the faces What Just Happened shows.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-dice-entry.h"

G_BEGIN_DECLS

/* The Unicode die face of value 1 to 6; "?" for anything else */
const char *gmp_die_face           (guint               value);
/* The counter's label over its dice, each a hit or a miss against its
 * threshold once typed (Rules note 27) */
GtkWidget  *gmp_dice_slots_row_new (const GmpDiceSlots *slots);

G_END_DECLS
