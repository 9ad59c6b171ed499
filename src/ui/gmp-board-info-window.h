/* gmp-board-info-window.h: the board's values and where each comes from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "core/gmp-board.h"

G_BEGIN_DECLS

#define GMP_TYPE_BOARD_INFO_WINDOW (gmp_board_info_window_get_type ())

G_DECLARE_FINAL_TYPE (GmpBoardInfoWindow, gmp_board_info_window, GMP, BOARD_INFO_WINDOW,
                      AdwPreferencesWindow)

GmpBoardInfoWindow *gmp_board_info_window_new       (GtkWindow          *parent,
                                                     GmpBoard           *board);
GmpBoard           *gmp_board_info_window_get_board (GmpBoardInfoWindow *self);

G_END_DECLS
