/* gmp-board-private.h: shared between the board's lifetime and its loader
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-board.h"

G_BEGIN_DECLS

/* gmp_board_lookup()'s cache: the board in source (a file path, or a
 * resource URI with its bytes), loaded once as long as the file holds the
 * same bytes and the user's languages are the same (names are loaded in
 * them). bytes NULL: the file at source is read. */
GmpBoard *_gmp_board_load_cached (const char  *source,
                                  GBytes      *bytes,
                                  GError     **error);

G_END_DECLS
