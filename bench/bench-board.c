/* bench-board.c: loading a board, by its number of cities (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Grid boards of 100, 1,024 and 4,900 cities (bench_grid_board_bytes(),
 * which the movement section plays on too), each loaded from its bytes:
 * parsing, the schema (cities and roads checked by hand, gmp-xml-fast.h),
 * the loader's checks and the road graph. The figure per city is what
 * issue 19 asked to cut by 3; callgrind gives it in instructions
 * (docs/performance.md, "Board load").
 */

#include "config.h"

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"

GBytes *
bench_grid_board_bytes (guint side)
{
  g_autoptr(GString) xml = g_string_new (NULL);

  g_string_append (xml,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<board id=\"bench-grid\" format=\"1\"><title>Grid</title>"
    "<map width=\"1000\" height=\"1000\" source=\"rules\"/>"
    "<rules source=\"rules\"><stacking-limit value=\"6\"/><turns value=\"10\"/>"
    "<ends-per-turn value=\"1\"/><time-track-delay value=\"2\"/>"
    "<time-track-last-turn value=\"9\"/><overrun-attackers value=\"5\"/>"
    "<overrun-defenders value=\"1\"/><fort-hit value=\"5\"/><guard-rolls value=\"2\"/>"
    "<guard-max-per-city value=\"2\"/><danger-dice value=\"2\"/>"
    "<victory-key-cities value=\"1\"/></rules>"
    "<formations><formation id=\"1\" side=\"swarm\" source=\"rules\"><name>S</name></formation>"
    "<formation id=\"A\" side=\"humans\" source=\"rules\"><name>H</name></formation></formations>"
    "<unit-types>"
    "<unit-type id=\"ant\" side=\"swarm\" mp=\"3\" source=\"rules\"><name>Ant</name>"
    "<fresh dice=\"5\"/></unit-type>"
    "<unit-type id=\"tank\" side=\"humans\" mp=\"3\" source=\"rules\"><name>Tank</name>"
    "<fresh dice=\"4\"/></unit-type>"
    "<unit-type id=\"guard\" side=\"humans\" mp=\"0\" guard=\"true\" source=\"rules\">"
    "<name>Guard</name></unit-type></unit-types><cities>");
  for (guint y = 0; y < side; y++)
    for (guint x = 0; x < side; x++)
      g_string_append_printf (xml,
                              "<city id=\"c%u-%u\" x=\"%u\" y=\"%u\" region=\"west\" "
                              "source=\"rules\"><name>c</name>%s</city>",
                              x, y, x, y, x + y == 0 ? "<key-city source=\"rules\"/>" : "");
  g_string_append (xml, "</cities><roads>");
  for (guint y = 0; y < side; y++)
    for (guint x = 0; x < side; x++)
      {
        if (x + 1 < side)
          g_string_append_printf (xml, "<road between=\"c%u-%u c%u-%u\" source=\"rules\"/>",
                                  x, y, x + 1, y);
        if (y + 1 < side)
          g_string_append_printf (xml, "<road between=\"c%u-%u c%u-%u\" source=\"rules\"/>",
                                  x, y, x, y + 1);
      }
  g_string_append (xml, "</roads><fence source=\"rules\"/>"
                        "<national-guard unit-type=\"guard\"><table source=\"rules\">");
  for (guint sum = 2; sum <= 12; sum++)
    g_string_append_printf (xml, "<roll sum=\"%u\" city=\"c0-0\"/>", sum);
  g_string_append (xml,
    "</table><pool source=\"rules\"><counters die=\"blank\" count=\"4\"/></pool>"
    "</national-guard><danger-track source=\"rules\"><space/></danger-track><chits>"
    "<chit id=\"s\" kind=\"activation\" owner=\"swarm\" formation=\"1\" start=\"cup\" "
    "source=\"rules\"><name>S</name></chit>"
    "<chit id=\"h\" kind=\"activation\" owner=\"humans\" formation=\"A\" start=\"cup\" "
    "source=\"rules\"><name>H</name></chit>"
    "<chit id=\"e\" kind=\"end\" start=\"cup\" source=\"rules\"><name>E</name></chit></chits>"
    "<setup><hive-garrison source=\"rules\"/><placement source=\"rules\"/>"
    "<reserve source=\"rules\"/></setup></board>\n");
  return g_bytes_new (xml->str, xml->len);
}

static void
load_grid (gpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_load_bytes (data, "bench-grid.xml", &error);

  g_assert_no_error (error);
}

void
bench_board (void)
{
  static const guint sides[] = { 10, 32, 70 };
  char name[128];

  bench_section ("Board load by its cities (issue 19)");
  for (guint s = 0; s < G_N_ELEMENTS (sides); s++)
    {
      g_autoptr(GBytes) bytes = bench_grid_board_bytes (sides[s]);
      guint n_cities = sides[s] * sides[s];
      guint runs = n_cities > 1000 ? 11 : 101;
      double us = bench_median_us (load_grid, bytes, runs);

      g_snprintf (name, sizeof name, "grid of %u cities (%zu bytes): load", n_cities,
                  g_bytes_get_size (bytes));
      bench_report (name, us, runs);
      g_snprintf (name, sizeof name, "  per city");
      bench_report (name, us / n_cities, runs);
    }
}
