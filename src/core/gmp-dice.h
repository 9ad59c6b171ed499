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

/* One thing a source gave: a die, or a choice among `of` (which chit came
 * out of the cup, which Guard counter was drawn). Recorded while an action
 * is applied, so the action replays identically (gmp-action.h). */
typedef struct {
  guint8 value;   /* a die: 1..6; a choice: the index chosen, < of */
  guint8 of;      /* 0 for a die; a choice: how many there were (at most 255) */
} GmpDiceDraw;

GmpDice  *gmp_dice_new_seeded    (guint64        seed);
/* Dice the players rolled, in order; values must be 1..6. */
GmpDice  *gmp_dice_new_scripted  (const guint8  *values,
                                  gsize          n_values);
/* The dice in "3 5 6", "3,5,6" or "356", up to the first word that is not
 * dice (then error says which: a die shows 1 to 6). Never NULL. */
GByteArray *gmp_dice_parse       (const char    *text,
                                  GError       **error);
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

/* While record is set (not owned), every die and choice the source gives is
 * appended to it as a GmpDiceDraw; NULL stops recording. */
void      gmp_dice_set_record    (GmpDice       *dice,
                                  GArray        *record);
/* A source that gives back exactly what was recorded, in order. Asking it
 * for something else (a die where a choice was recorded, a choice among a
 * different number, more than it holds) is a mismatch: rolls fail with
 * GMP_ERROR_DICE, choices give 0, and gmp_dice_replay_check() says so. */
GmpDice  *gmp_dice_new_replay    (const GmpDiceDraw *draws,
                                  gsize          n_draws);
/* A replay source was asked exactly what it holds, all of it. */
gboolean  gmp_dice_replay_check  (const GmpDice *dice,
                                  GError       **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpDice, gmp_dice_free)

G_END_DECLS
