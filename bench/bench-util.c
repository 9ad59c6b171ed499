/* bench-util.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>

#include "bench-util.h"

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

double
bench_median_us (BenchFunc fn,
                 gpointer  data,
                 guint     runs)
{
  g_autofree double *times = g_new (double, runs);

  fn (data);
  for (guint i = 0; i < runs; i++)
    {
      gint64 start = g_get_monotonic_time ();

      fn (data);
      times[i] = (double) (g_get_monotonic_time () - start);
    }
  qsort (times, runs, sizeof *times, compare_doubles);
  return runs % 2 ? times[runs / 2] : (times[runs / 2 - 1] + times[runs / 2]) / 2;
}

void
bench_section (const char *title)
{
  g_print ("\n== %s ==\n", title);
}

void
bench_report (const char *name,
              double      median_us,
              guint       runs)
{
  if (median_us >= 10000)
    g_print ("%-68s %10.2f ms  (median of %u)\n", name, median_us / 1000, runs);
  else
    g_print ("%-68s %10.1f µs  (median of %u)\n", name, median_us, runs);
}
