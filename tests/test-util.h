/* test-util.h: small helpers the tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-board.h"

/* The default board, as the app loads it; any failure fails the test. */
static inline GmpBoard *
test_default_board (void)
{
  g_autoptr(GError) error = NULL;
  GmpBoard *board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}
