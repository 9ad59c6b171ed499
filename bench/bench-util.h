/* bench-util.h: timing helpers shared by the benchmark sections
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

typedef void (*BenchFunc) (gpointer data);

/* Runs fn `runs` times (after a warm-up) and returns the median in microseconds. */
double bench_median_us (BenchFunc fn,
                        gpointer  data,
                        guint     runs);
/* Prints a section heading. */
void   bench_section   (const char *title);
/* Prints one result line: "name: median µs (runs runs)". */
void   bench_report    (const char *name,
                        double      median_us,
                        guint       runs);
