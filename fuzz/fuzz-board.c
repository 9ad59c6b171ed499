/* fuzz-board.c: libFuzzer harness for gmp_board_load_bytes()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Board files come from strangers (DESIGN.md). Any input must either load
 * into a board that keeps the promises of gmp-board.h or fail with a
 * GMP_ERROR; a crash, a leak, a sanitizer report or a GLib critical is a bug.
 */

#include "config.h"

#include <glib.h>

#include "core/gmp-board.h"
#include "core/gmp-error.h"
#include "gmp-fuzz.h"

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  gmp_fuzz_setup ();
  return 0;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (data, size);
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GError) error = NULL;

  board = gmp_board_load_bytes (bytes, "fuzz.xml", &error);
  if (board == NULL)
    {
      gmp_fuzz_assert (error != NULL && error->domain == GMP_ERROR);
      return 0;
    }

  gmp_fuzz_assert (error == NULL);
  gmp_fuzz_check_board (board);
  return 0;
}
