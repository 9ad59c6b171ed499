/* gmp-hit-picker.h: Hits given to units one click at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the table the owner of the Hits points at counters: "one on this Tank,
 * two on that Worm". The picker keeps those Hits for the pending allocation
 * question, starts from the allocation that keeps the most units (Rules
 * note 12), and finds the answer that matches them with
 * gmp_allocation_find_by_units(), or says in a GError why they are not a
 * legal allocation. Plain data over a state: the combat dialog shows it and
 * the tests check it without a display.
 */

#pragma once

#include "core/gmp-core.h"

G_BEGIN_DECLS

typedef struct _GmpHitPicker GmpHitPicker;

/* NULL unless question is a GMP_QUESTION_ALLOCATION of state. */
GmpHitPicker *gmp_hit_picker_new            (const GmpState     *state,
                                             const GmpQuestion  *question);
void          gmp_hit_picker_free           (GmpHitPicker       *picker);

GmpSide       gmp_hit_picker_get_side       (const GmpHitPicker *picker);
/* The side's units in the combat, in the order the combat lists them. */
guint         gmp_hit_picker_get_n_units    (const GmpHitPicker *picker);
guint         gmp_hit_picker_get_unit       (const GmpHitPicker *picker,
                                             guint               i);
guint         gmp_hit_picker_get_hits       (const GmpHitPicker *picker,
                                             guint               i);
/* Hits unit i can absorb: 2 Fresh, 1 Reduced or a Guard, 0 a blank Guard. */
guint         gmp_hit_picker_get_capacity   (const GmpHitPicker *picker,
                                             guint               i);
/* Hits the units must take in all (the rest go to a Fort or are lost), and
 * how many are placed now. */
guint         gmp_hit_picker_get_needed     (const GmpHitPicker *picker);
guint         gmp_hit_picker_get_placed     (const GmpHitPicker *picker);

/* A click on unit i: one more Hit on it while it and the side can take one;
 * on a unit that cannot, its Hits are taken back. */
void          gmp_hit_picker_click          (GmpHitPicker       *picker,
                                             guint               i);
/* One Hit fewer on unit i (a click on a Hit placed). */
void          gmp_hit_picker_take_back      (GmpHitPicker       *picker,
                                             guint               i);
void          gmp_hit_picker_clear          (GmpHitPicker       *picker);
/* The Hits of the answer `allocation` (an index of the question's list). */
gboolean      gmp_hit_picker_set_allocation (GmpHitPicker       *picker,
                                             int                 allocation);
/* The answer the placed Hits make, or FALSE with a translated
 * GMP_ERROR_ILLEGAL naming the rules note. */
gboolean      gmp_hit_picker_get_answer     (const GmpHitPicker *picker,
                                             int                *answer,
                                             GError            **error);

/* Translated: "Tank A: flipped (1 Hit)". */
char         *gmp_hit_picker_describe_unit  (const GmpHitPicker *picker,
                                             guint               i);
/* Translated: "2 of 3 Hits placed". */
char         *gmp_hit_picker_describe_placed (const GmpHitPicker *picker);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpHitPicker, gmp_hit_picker_free)

G_END_DECLS
