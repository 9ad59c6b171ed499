/* gmp-dice-entry.h: the dice the players type, checked as they type them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * At the table one player reads the dice aloud and the other types them,
 * counter by counter in the order the counters show them (Rules note 27).
 * The entry reads what was typed so far against the pending question: each
 * die in its counter's slot (a hit or a miss against its threshold), how
 * many are still missing (re-rolls of misses counted once the first dice
 * say how many, Rules note 17), and at once what is wrong ("“7” is not a
 * die result (1 to 6)", too many dice). Plain data: the question box shows
 * it, the tests check it.
 */

#pragma once

#include "core/gmp-core.h"

G_BEGIN_DECLS

#define GMP_DICE_ENTRY_MAX_SLOTS 8

typedef struct {
  char    *label;                     /* translated: "Tank A: 2 dice, hits on 4+" */
  guint    n_dice;
  guint8   thresholds[GMP_DICE_ENTRY_MAX_SLOTS];   /* GMP_DIE_NEVER: cannot hit */
  guint8   values[GMP_DICE_ENTRY_MAX_SLOTS];       /* 0: not typed yet */
} GmpDiceSlots;

typedef struct {
  GPtrArray *rows;        /* GmpDiceSlots*, in the order the dice are typed */
  guint      needed;      /* dice the question takes with what was typed */
  guint      typed;       /* dice read from the text */
  gboolean   complete;    /* exactly the dice needed, all 1 to 6 */
  char      *problem;     /* translated: what is wrong or missing, NULL when complete */
  gboolean   refused;     /* problem is an error (not just dice still missing) */
} GmpDiceEntry;

/* NULL unless question takes dice (combat dice or Danger). */
GmpDiceEntry *gmp_dice_entry_new  (const GmpState    *state,
                                   const GmpQuestion *question,
                                   const char        *text);
void          gmp_dice_entry_free (GmpDiceEntry      *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpDiceEntry, gmp_dice_entry_free)

G_END_DECLS
