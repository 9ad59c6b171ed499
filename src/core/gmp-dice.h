/* gmp-dice.h: where dice and random choices come from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The core never rolls by itself: it asks a dice source. A seeded source gives
 * reproducible games and tests (its generator is our own, so a seed gives the
 * same game on every platform and GLib version); a scripted source replays
 * the dice the players rolled at the table, and fails cleanly when the
 * script runs out or holds an impossible value.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _GmpDice GmpDice;

GmpDice  *gmp_dice_new_seeded    (guint64        seed);
/* Dice the players rolled, in order; values must be 1..6. */
GmpDice  *gmp_dice_new_scripted  (const guint8  *values,
                                  gsize          n_values);
/* Parses "3 5 6", "3,5,6" or "356" into a scripted source. */
GmpDice  *gmp_dice_new_from_string (const char  *text,
                                    GError     **error);
GmpDice  *gmp_dice_copy          (const GmpDice *dice);
void      gmp_dice_free          (GmpDice       *dice);

gboolean  gmp_dice_is_scripted   (const GmpDice *dice);
/* Scripted: values not yet used. Seeded: G_MAXSIZE. */
gsize     gmp_dice_remaining     (const GmpDice *dice);

/* Rolls n six-sided dice into out. */
gboolean  gmp_dice_roll          (GmpDice       *dice,
                                  guint          n,
                                  guint8        *out,
                                  GError       **error);
/* A uniform choice in [0, n): which chit comes out of the cup, which Guard
 * counter is drawn. Scripted sources take it from the PRNG seeded by their
 * script, so replays agree. */
guint     gmp_dice_choose        (GmpDice       *dice,
                                  guint          n);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpDice, gmp_dice_free)

G_END_DECLS
