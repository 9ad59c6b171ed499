/* gmp-render-balance.h: the balance check's chart, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * On which turn the games of a balance check ended (gmp-player-balance.h):
 * a bar per turn, stacked by how they ended (key cities destroyed, the
 * last turn held, Danger; rules notes 21, 22), the turns numbered under
 * it and the games counted beside it. The editor's Check Balance… dialog
 * draws it; the tests draw it onto an image.
 */

#pragma once

#include <cairo.h>

#include "core/gmp-player-balance.h"

G_BEGIN_DECLS

/* Draws into the width × height rectangle at the origin; ink (red, green,
 * blue, alpha) for the axes and the numbers, the theme's text colour. */
void        gmp_render_balance_chart     (cairo_t                *cr,
                                          const GmpBalanceReport *report,
                                          double                  width,
                                          double                  height,
                                          const double            ink[4]);
/* The colour of reason's bars, "#rrggbb", for a legend beside the chart */
char       *gmp_render_balance_end_color (GmpEndReason            reason);

G_END_DECLS
