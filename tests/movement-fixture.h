/* movement-fixture.h: small hand-built boards for the movement tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Small boards are built as XML strings: cities "ID:region[:fort strength]",
 * roads "A-B", and the fence order. Formations 1, 2 (Swarm) and A, B (Humans);
 * the unit types of the default board; a Human "boost" FX (+1 MP) and a Swarm
 * "sting" FX (extra dice).
 */

#pragma once

#include <string.h>

#include "core/gmp-core.h"
#include "core/gmp-movement.h"

/* Board builder */

static G_GNUC_UNUSED GmpBoard *
make_board (const char *cities,
            const char *roads,
            const char *fence)
{
  g_autoptr(GString) xml = g_string_new (NULL);
  g_auto(GStrv) city_specs = g_strsplit (cities, " ", -1);
  g_auto(GStrv) road_specs = g_strsplit (roads, " ", -1);
  g_auto(GStrv) fence_specs = g_strsplit (fence, " ", -1);
  g_autofree char *first_city = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  GmpBoard *board;

  g_string_append (xml,
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<board id=\"test-movement\" format=\"1\">\n"
    "  <title>Movement test</title>\n"
    "  <map width=\"100\" height=\"100\" source=\"rules\"/>\n"
    "  <rules source=\"rules\">\n"
    "    <stacking-limit value=\"6\"/><turns value=\"10\"/><ends-per-turn value=\"1\"/>\n"
    "    <time-track-delay value=\"2\"/><time-track-last-turn value=\"9\"/>\n"
    "    <overrun-attackers value=\"5\"/><overrun-defenders value=\"1\"/>\n"
    "    <fort-hit value=\"5\"/><guard-rolls value=\"2\"/><guard-max-per-city value=\"2\"/>\n"
    "    <danger-dice value=\"2\"/><victory-key-cities value=\"1\"/>\n"
    "  </rules>\n"
    "  <formations>\n"
    "    <formation id=\"1\" side=\"swarm\" source=\"rules\"><name>Swarm 1</name></formation>\n"
    "    <formation id=\"2\" side=\"swarm\" source=\"rules\"><name>Swarm 2</name></formation>\n"
    "    <formation id=\"A\" side=\"humans\" source=\"rules\"><name>Human A</name></formation>\n"
    "    <formation id=\"B\" side=\"humans\" source=\"rules\"><name>Human B</name></formation>\n"
    "  </formations>\n"
    "  <unit-types>\n"
    "    <unit-type id=\"ant\" side=\"swarm\" mp=\"3\" source=\"rules\"><name>Ant</name>"
    "<fresh dice=\"5\"/><reduced dice=\"6\"/></unit-type>\n"
    "    <unit-type id=\"spider\" side=\"swarm\" mp=\"2\" source=\"rules\"><name>Spider</name>"
    "<fresh dice=\"4 5\"/><reduced dice=\"5\"/></unit-type>\n"
    "    <unit-type id=\"worm\" side=\"swarm\" mp=\"1\" source=\"rules\"><name>Worm</name>"
    "<fresh dice=\"3 4 5\"/><reduced dice=\"4 5\"/></unit-type>\n"
    "    <unit-type id=\"infantry\" side=\"humans\" mp=\"2\" source=\"rules\"><name>Infantry</name>"
    "<fresh dice=\"5\"/><reduced dice=\"6\"/></unit-type>\n"
    "    <unit-type id=\"tank\" side=\"humans\" mp=\"3\" source=\"rules\"><name>Tank</name>"
    "<fresh dice=\"4 4\" paired=\"true\"/><reduced dice=\"5\"/></unit-type>\n"
    "    <unit-type id=\"guard\" side=\"humans\" mp=\"0\" guard=\"true\" source=\"rules\">"
    "<name>National Guard</name></unit-type>\n"
    "  </unit-types>\n"
    "  <cities>\n");

  for (guint i = 0; city_specs[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (city_specs[i], ":", -1);

      if (first_city == NULL)
        first_city = g_strdup (parts[0]);
      g_string_append_printf (xml,
                              "    <city id=\"%s\" x=\"%u\" y=\"%u\" region=\"%s\" source=\"rules\">"
                              "<name>%s</name>",
                              parts[0], i, i, parts[1], parts[0]);
      if (parts[2] != NULL)
        g_string_append_printf (xml, "<fort formation=\"A\" strength=\"%s\" source=\"rules\"/>",
                                parts[2]);
      if (i == 0)
        g_string_append (xml, "<key-city source=\"rules\"/>");
      g_string_append (xml, "</city>\n");
    }
  g_string_append (xml, "  </cities>\n  <roads>\n");
  for (guint i = 0; road_specs[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (road_specs[i], "-", 2);

      g_string_append_printf (xml, "    <road between=\"%s %s\" source=\"rules\"/>\n",
                              parts[0], parts[1]);
    }
  g_string_append (xml, "  </roads>\n  <fence source=\"rules\">\n");
  for (guint i = 0; fence_specs[i] != NULL; i++)
    if (*fence_specs[i] != '\0')
      g_string_append_printf (xml, "    <fence-city city=\"%s\"/>\n", fence_specs[i]);
  g_string_append (xml, "  </fence>\n  <national-guard unit-type=\"guard\">\n"
                        "    <table source=\"rules\">\n");
  for (guint sum = 2; sum <= 12; sum++)
    g_string_append_printf (xml, "      <roll sum=\"%u\" city=\"%s\"/>\n", sum, first_city);
  g_string_append (xml,
    "    </table>\n"
    "    <pool source=\"rules\"><counters die=\"blank\" count=\"4\"/>"
    "<counters die=\"4\" count=\"4\"/><counters die=\"5\" count=\"4\"/></pool>\n"
    "  </national-guard>\n"
    "  <danger-track source=\"rules\"><space/><space lose-on=\"12\"/></danger-track>\n"
    "  <chits>\n"
    "    <chit id=\"swarm-1\" kind=\"activation\" owner=\"swarm\" formation=\"1\" start=\"cup\" "
    "source=\"rules\"><name>Swarm 1</name></chit>\n"
    "    <chit id=\"swarm-2\" kind=\"activation\" owner=\"swarm\" formation=\"2\" start=\"cup\" "
    "source=\"rules\"><name>Swarm 2</name></chit>\n"
    "    <chit id=\"human-a\" kind=\"activation\" owner=\"humans\" formation=\"A\" start=\"cup\" "
    "source=\"rules\"><name>Human A</name></chit>\n"
    "    <chit id=\"human-b\" kind=\"activation\" owner=\"humans\" formation=\"B\" start=\"cup\" "
    "source=\"rules\"><name>Human B</name></chit>\n"
    "    <chit id=\"boost\" kind=\"fx\" owner=\"humans\" start=\"cup\" source=\"rules\">"
    "<name>Boost</name><effect kind=\"extra-mp\" count=\"1\" source=\"rules\"/></chit>\n"
    "    <chit id=\"sting\" kind=\"fx\" owner=\"swarm\" start=\"cup\" source=\"rules\">"
    "<name>Sting</name><effect kind=\"extra-dice\" count=\"1\" value=\"4\" source=\"rules\"/>"
    "</chit>\n"
    "    <chit id=\"end-1\" kind=\"end\" start=\"cup\" source=\"rules\"><name>The End</name></chit>\n"
    "  </chits>\n"
    "  <setup>\n"
    "    <hive-garrison source=\"rules\"/>\n"
    "    <placement source=\"rules\"/>\n"
    "    <reserve source=\"rules\"/>\n"
    "  </setup>\n"
    "</board>\n");

  bytes = g_bytes_new (xml->str, xml->len);
  board = gmp_board_load_bytes (bytes, "test-movement.xml", &error);
  g_assert_no_error (error);
  g_assert_nonnull (board);
  return board;
}

/* A fresh state on a board made as above. */
static G_GNUC_UNUSED GmpState *
make_state (const char *cities,
            const char *roads,
            const char *fence)
{
  g_autoptr(GmpBoard) board = make_board (cities, roads, fence);

  return gmp_state_new (board);
}

/* A line of six west cities: W1 - W2 - ... - W6. */
static G_GNUC_UNUSED GmpState *
line_state (void)
{
  return make_state ("W1:west W2:west W3:west W4:west W5:west W6:west",
                     "W1-W2 W2-W3 W3-W4 W4-W5 W5-W6", "");
}

/* West, a fence of three forts, and the east:
 *   W1 - F1 - E1        F1, F2, F3: the fence, in that order, strength 1
 *   W2 - F2 - E2        E1 - E2 - E3 - E4
 *   W3 - F3 - E3
 */
static G_GNUC_UNUSED GmpState *
fence_state (void)
{
  return make_state (
    "W1:west W2:west W3:west F1:fence:1 F2:fence:1 F3:fence:1 E1:east E2:east E3:east E4:east",
    "W1-W2 W2-W3 W1-F1 W2-F2 W3-F3 F1-F2 F2-F3 F1-E1 F2-E2 F3-E3 E1-E2 E2-E3 E3-E4",
    "F1 F2 F3");
}

static G_GNUC_UNUSED guint
city (const GmpState *state,
      const char     *id)
{
  int c = gmp_board_find_city (state->board, id);

  g_assert_cmpint (c, >=, 0);
  return c;
}

static G_GNUC_UNUSED int
formation (const GmpState *state,
           const char     *id)
{
  int f = gmp_board_find_formation (state->board, id);

  g_assert_cmpint (f, >=, 0);
  return f;
}

static G_GNUC_UNUSED guint
add (GmpState   *state,
     const char *type,
     const char *formation_id,
     const char *city_id)
{
  int t = gmp_board_find_unit_type (state->board, type);

  g_assert_cmpint (t, >=, 0);
  return gmp_state_add_unit (state, t,
                             formation_id != NULL ? formation (state, formation_id) : GMP_NONE,
                             city (state, city_id));
}

static G_GNUC_UNUSED guint
add_guard (GmpState   *state,
           const char *city_id,
           int         value)
{
  guint id = add (state, "guard", NULL, city_id);

  gmp_state_get_unit (state, id)->guard_value = value;
  return id;
}

static G_GNUC_UNUSED void
activate (GmpState   *state,
          const char *formation_id)
{
  gmp_movement_reset_activation (state);
  /* Each activation of a test is a situation of its own: a move ended for
   * the rest of an earlier one's game turn (Rules note 44) is not kept */
  for (guint i = 0; i < gmp_state_n_units (state); i++)
    gmp_state_get_unit (state, i)->stopped_turn = FALSE;
  state->active_formation = formation (state, formation_id);
}

static G_GNUC_UNUSED void
set_fort (GmpState   *state,
          const char *city_id,
          guint       strength)
{
  int fort = gmp_board_fort_at (state->board, city (state, city_id));

  g_assert_cmpint (fort, >=, 0);
  state->fort_strength[fort] = strength;
}

static G_GNUC_UNUSED GmpMoveReason
blocked_reason (const GmpMoveOptions *options,
                guint                 c)
{
  for (guint i = 0; i < options->n_blocked; i++)
    if (options->blocked[i].city == c)
      return options->blocked[i].reason;
  return GMP_MOVE_OK;
}

static G_GNUC_UNUSED void
assert_state_ok (const GmpState *state)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (gmp_state_check (state, &error));
  g_assert_no_error (error);
  g_assert_true (gmp_movement_check_fence (state, &error));
  g_assert_no_error (error);
}

/* Expects a move the rules refuse, its message citing `rule`; clears the error. */
static G_GNUC_UNUSED void
assert_refused (GmpMoveStatus   status,
                GError        **error,
                const char     *rule)
{
  g_assert_cmpint (status, ==, GMP_MOVE_FAILED);
  g_assert_error (*error, GMP_ERROR, GMP_ERROR_ILLEGAL);
  g_assert_nonnull (strstr ((*error)->message, rule));
  g_clear_error (error);
}

/* Moves along path "W2 W3 ..." and returns the status. */
static G_GNUC_UNUSED GmpMoveStatus
move_path (GmpState    *state,
           const guint *units,
           guint        n_units,
           const char  *path,
           GError     **error)
{
  g_auto(GStrv) ids = g_strsplit (path, " ", -1);
  guint cities[32];
  guint n = 0;

  for (; ids[n] != NULL; n++)
    cities[n] = city (state, ids[n]);
  return gmp_movement_move_path (state, units, n_units, cities, n, error);
}
