/* bench.h: the benchmark sections
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

void bench_data (void);
void bench_movement (void);
void bench_combat (void);
void bench_turn (void);
void bench_player (void);
void bench_solo (void);
void bench_map (void);
void bench_map_zoom (void);
void bench_hash (void);
void bench_history (void);
void bench_limits (void);
void bench_board (void);

/* A grid board of side × side cities (bench-board.c) */
GBytes *bench_grid_board_bytes (guint side);
