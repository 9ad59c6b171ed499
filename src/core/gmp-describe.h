/* gmp-describe.h: the pieces of a state in words, for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `ginormopod-cli show` prints and the printed scenario sheet lists
 * (gmp-render-sheet.c) name units, Guards and chits the same way; the words
 * live here once. Everything returned is translated and newly allocated.
 */

#pragma once

#include "gmp-state.h"

G_BEGIN_DECLS

typedef enum {
  GMP_DESCRIBE_DEFAULT      = 0,
  /* The referee's view: a face-down Guard's value too ("face down: 5+") */
  GMP_DESCRIBE_HIDDEN_SIDES = 1 << 0,
  /* Say "(fresh)" of a unit on its Fresh side, not only "(reduced)" */
  GMP_DESCRIBE_FRESH        = 1 << 1,
} GmpDescribeFlags;

/* "blank", "unknown", "drawn at start", "5+" */
char     *gmp_describe_guard_value (int                value);
/* A unit as its counter names it, as players see it on the map: "Ant 1",
 * "Tank A", "National Guard" (no number of the app's own, issue 16).
 * type and formation may be GMP_NONE or out of range ("?"). */
char     *gmp_describe_counter     (const GmpBoard    *board,
                                    int                type,
                                    int                formation);
/* "Ant 1", "Tank A (reduced)", "National Guard (face down)",
 * "National Guard (revealed: 5+)"; a unit on the Time Track says its turn. */
char     *gmp_describe_unit        (const GmpState    *state,
                                    guint              id,
                                    GmpDescribeFlags   flags);
/* Names listed once each, in the order first met, with how many bear it:
 * "2 × Ant 1, Spider 1" (the players cannot tell identical counters apart). */
char     *gmp_describe_names_counted (const char *const *names,
                                      guint              n);
/* "2 × Ant 1, Spider 1 (reduced)": identical units counted once. */
char     *gmp_describe_units       (const GmpState    *state,
                                    const guint       *ids,
                                    guint              n,
                                    GmpDescribeFlags   flags);
/* Whether chit i is at place and, unless owner is GMP_NONE, is an activation
 * or FX chit of that side ("…The End???" chits have no owner). */
gboolean  gmp_describe_chit_is_at  (const GmpState    *state,
                                    guint              i,
                                    GmpChitPlace       place,
                                    int                owner);
/* "Swarm 1, Nuclear (turn 2)" or "none": the chits at place (of owner). */
char     *gmp_describe_chits       (const GmpState    *state,
                                    GmpChitPlace       place,
                                    int                owner);

G_END_DECLS
