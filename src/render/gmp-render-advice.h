/* gmp-render-advice.h: the computer player's advice drawn over the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * An overlay apart from the map's two layers (issue 21): for each suggested
 * move an arrow from the stack's city along the cities it enters, its rank
 * in a disc where it starts; for an answer fought in one city (a combat
 * chosen, a Fort's option) a ring round that city with its rank. It draws
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

void gmp_render_advice (cairo_t                *cr,
                        const GmpBoard         *board,
                        const GmpRenderOptions *options,
                        const GmpRenderAdvice  *advice,
                        guint                   n_advice);

G_END_DECLS
