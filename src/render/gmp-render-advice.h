/* gmp-render-advice.h: the computer player's advice drawn over the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An overlay apart from the map's two layers (issue 21): for each suggested
 * move an arrow from the stack's city along the cities it enters, its rank
 * in a disc where it starts; for an answer fought in one city (a combat
 * chosen, a Fort's option) a ring round that city with its rank. Two
 * suggestions of the same stack or to the same city stay apart and
 * readable (gmp_render_advice_layout()). It draws
 * in device units, after the map, with the same options (scale, offset), so
 * a view lays it over its cached board without drawing the board again.
 */

#pragma once

#include "gmp-render.h"

G_BEGIN_DECLS

typedef struct {
  const guint *path;    /* the city the stack stands in, then each city entered;
                         * one city alone: a ring round it */
  guint        n_path;
  guint        rank;    /* 1 for the best: drawn on top and strongest */
} GmpRenderAdvice;

/* Where an advice is drawn, in device units. Advice that share a stack,
 * a road or a destination are drawn apart: each arrow in a lane of its
 * own beside the others (the best in the middle), its rank disc further
 * along than the ones of the same stack, and rings round the same city one
 * outside the other, their discs at different angles. */
typedef struct {
  double disc_x, disc_y;   /* the rank's disc */
  double end_x, end_y;     /* the arrow head's point; a ring's centre */
  double offset;           /* an arrow's lane: how far beside the road it runs */
  double radius;           /* a ring's radius; 0 for an arrow */
} GmpRenderAdviceSpot;

#define GMP_RENDER_ADVICE_DISC_RADIUS 10.0

/* spots: n_advice of them, filled */
void gmp_render_advice_layout (const GmpBoard         *board,
                               const GmpRenderOptions *options,
                               const GmpRenderAdvice  *advice,
                               guint                   n_advice,
                               GmpRenderAdviceSpot    *spots);
void gmp_render_advice (cairo_t                *cr,
                        const GmpBoard         *board,
                        const GmpRenderOptions *options,
                        const GmpRenderAdvice  *advice,
                        guint                   n_advice);

G_END_DECLS
