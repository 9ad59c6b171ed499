/* bench.c: speed and memory figures (docs/performance.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench [SECTION…]; with no section, all of them.
 */

#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "bench.h"

typedef struct {
  const char *name;
  void      (*run) (void);
} BenchSection;

static const BenchSection sections[] = {
  { "data", bench_data },
  { "movement", bench_movement },
  { "combat", bench_combat },
  { "turn", bench_turn },
  { "map", bench_map },
};

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_print ("Ginormopod benchmarks, version %s\n", PACKAGE_VERSION);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      gboolean wanted = argc < 2;

      for (int a = 1; a < argc; a++)
        wanted |= strcmp (argv[a], sections[i].name) == 0;
      if (wanted)
        sections[i].run ();
    }
  return 0;
}
