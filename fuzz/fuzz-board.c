/* fuzz-board.c: libFuzzer harness for gmp_board_load_bytes()
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Board files come from strangers (DESIGN.md). Any input must either load
 * into a board that keeps the promises of gmp-board.h or fail with a
 * GMP_ERROR; a crash, a leak, a sanitizer report or a GLib critical is a bug.
 * What loads must also play (issue 11): a new game starts on it, and the map
 * draws, on a small surface so that the drawing costs little.
 */

#include "config.h"

#include <glib.h>

#include "core/gmp-board.h"
#include "core/gmp-error.h"
#include "core/gmp-setup.h"
#include "render/gmp-render.h"
#include "gmp-fuzz.h"

#define SURFACE_WIDTH 64
#define SURFACE_HEIGHT 48

int
LLVMFuzzerInitialize (int    *argc,
                      char ***argv)
{
  gmp_fuzz_setup ();
  return 0;
}

static void
check_draws (GmpBoard       *board,
             const GmpState *state)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                                         SURFACE_WIDTH, SURFACE_HEIGHT);
  cairo_t *cr = cairo_create (surface);
  GmpRenderOptions options;

  gmp_render_options_init (&options);
  gmp_render_fit (board, SURFACE_WIDTH, SURFACE_HEIGHT, &options);
  gmp_fuzz_assert (options.scale > 0);
  gmp_render_map (cr, board, state, &options);
  gmp_fuzz_assert (cairo_status (cr) == CAIRO_STATUS_SUCCESS);

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* A board that loads starts a game: the setup never meets a number or a
 * placement the loader let through but the rules cannot play. */
static void
check_plays (GmpBoard *board)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (1);
  g_autoptr(GmpState) state = NULL;
  g_autoptr(GError) error = NULL;

  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, &error);
  if (state == NULL)
    {
      g_printerr ("A board that loads does not start a game: %s\n", error->message);
      gmp_fuzz_assert (state != NULL);
    }
  gmp_fuzz_assert (state->units->len <= GMP_BOARD_MAX_SETUP_UNITS);
  check_draws (board, state);
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
  check_plays (board);
  return 0;
}
