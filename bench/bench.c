/* bench.c: speed and memory figures (docs/performance.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage: bench [SECTION…]; with no section, all the timings ("hash" only
 * when named).
 */

#include "config.h"

#include <glib.h>
#include <locale.h>
#include <string.h>

#include "bench.h"

typedef struct {
  const char *name;
  void      (*run) (void);
  gboolean    on_request;   /* not a timing: run only when named */
} BenchSection;

static const BenchSection sections[] = {
  { "data", bench_data, FALSE },
  { "movement", bench_movement, FALSE },
  { "combat", bench_combat, FALSE },
  { "turn", bench_turn, FALSE },
  { "map", bench_map, FALSE },
  { "zoom", bench_map_zoom, FALSE },
  { "history", bench_history, FALSE },
  { "limits", bench_limits, FALSE },
  { "board", bench_board, FALSE },
  { "hash", bench_hash, TRUE },
  { "player", bench_player, TRUE },
  { "solo", bench_solo, FALSE },
};

int
main (int   argc,
      char *argv[])
{
  setlocale (LC_ALL, "");
  g_print ("Ginormopod benchmarks, version %s\n", PACKAGE_VERSION);
  for (guint i = 0; i < G_N_ELEMENTS (sections); i++)
    {
      gboolean wanted = argc < 2 && !sections[i].on_request;

      for (int a = 1; a < argc; a++)
        wanted |= strcmp (argv[a], sections[i].name) == 0;
      if (wanted)
        sections[i].run ();
    }
  return 0;
}
