/* bench-history.c: a finished game's history (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A seeded game played to its end through the session, saved with its
 * history, then: opening it (load, the schema, the history), undo on it,
 * replay --step at 10 %, 50 % and 100 % of the game, each in a fresh
 * session as the command line does it; and refusing the 90,000-entry log
 * that took 16 s before the counts were checked before RELAX NG. Uses only
 * API that the commit before issue 19 has, so the same file builds on both
 * sides. GMP_BENCH_RUNS=N runs each N times (1 under callgrind:
 * docs/performance.md, "History").
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bench-util.h"
#include "bench.h"
#include "core/gmp-core.h"

typedef struct {
  GBytes *bytes;
  guint   step;
} HistoryBench;

static GBytes *
finished_game (guint *n_actions,
               guint *n_entries)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpBoard) board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  g_autoptr(GmpSession) session = NULL;

  g_assert_no_error (error);
  session = gmp_session_new_game (board, gmp_dice_new_seeded (7), GMP_SETUP_DEFAULT, &error);
  g_assert_no_error (error);
  if (!gmp_session_play_auto (session, 0, &error))
    g_error ("%s", error->message);
  *n_actions = gmp_session_get_n_actions (session);
  *n_entries = gmp_log_get_n_entries (gmp_session_get_log (session));
  return gmp_session_to_bytes (session);
}

static GmpSession *
open_game (GBytes *bytes)
{
  g_autoptr(GError) error = NULL;
  GmpSession *session = gmp_session_load_bytes (bytes, "finished.gmpscenario", &error);

  g_assert_no_error (error);
  return session;
}

static void
open_only (gpointer data)
{
  HistoryBench *bench = data;
  g_autoptr(GmpSession) session = open_game (bench->bytes);

  g_assert (gmp_session_get_n_done (session) > 0);
}

static void
open_and_undo (gpointer data)
{
  HistoryBench *bench = data;
  g_autoptr(GmpSession) session = open_game (bench->bytes);
  g_autoptr(GError) error = NULL;

  if (!gmp_session_undo (session, &error))
    g_error ("%s", error->message);
}

static void
open_and_replay (gpointer data)
{
  HistoryBench *bench = data;
  g_autoptr(GmpSession) session = open_game (bench->bytes);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) then = gmp_session_scenario_at (session, bench->step, &error);

  if (then == NULL)
    g_error ("%s", error->message);
}

/* Refused now; accepted before issue 19, after 16 s */
static void
load_long_log (gpointer data)
{
  HistoryBench *bench = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpScenario) scenario = gmp_scenario_load_bytes (bench->bytes, "log.gmpscenario",
                                                             &error);
}

/* The finished game with 90,000 log entries more: 7 MB */
static GBytes *
long_log (GBytes *game)
{
  g_autoptr(GString) text = g_string_new_len (g_bytes_get_data (game, NULL),
                                              (gssize) g_bytes_get_size (game));
  g_autoptr(GString) entries = g_string_new (NULL);
  const char *log = strstr (text->str, "<log>");

  g_assert (log != NULL);
  for (guint i = 0; i < 90000; i++)
    g_string_append (entries, "    <entry turn=\"1\" phase=\"setup\" kind=\"guard-roll\" "
                              "params=\"4 JAX\" dice=\"1 3\"/>\n");
  g_string_insert (text, log - text->str + (gssize) strlen ("<log>\n"), entries->str);
  return g_bytes_new (text->str, text->len);
}

void
bench_history (void)
{
  guint n_actions, n_entries;
  g_autoptr(GBytes) game = finished_game (&n_actions, &n_entries);
  HistoryBench bench = { game, 0 };
  static const guint percents[] = { 10, 50, 100 };
  const char *runs_text = g_getenv ("GMP_BENCH_RUNS");
  guint runs = runs_text != NULL ? (guint) MAX (atoi (runs_text), 1) : 101;
  char name[160];
  double us;

  bench_section ("History of a finished game (issue 19)");
  g_print ("  a finished 10-turn game: %u actions, %u log entries, %zu bytes\n", n_actions,
           n_entries, g_bytes_get_size (game));

  us = bench_median_us (open_only, &bench, runs);
  bench_report ("open it (load, schema, the history)", us, runs);
  us = bench_median_us (open_and_undo, &bench, runs);
  bench_report ("open it and undo", us, runs);
  for (guint i = 0; i < G_N_ELEMENTS (percents); i++)
    {
      bench.step = n_actions * percents[i] / 100;
      us = bench_median_us (open_and_replay, &bench, runs);
      g_snprintf (name, sizeof name, "open it and replay --step %u (%u %%)", bench.step,
                  percents[i]);
      bench_report (name, us, runs);
    }
}

/* A section of its own: before issue 19 one run took 16 s */
void
bench_limits (void)
{
  guint n_actions, n_entries;
  g_autoptr(GBytes) game = finished_game (&n_actions, &n_entries);
  g_autoptr(GBytes) refused = long_log (game);
  HistoryBench bench = { refused, 0 };
  char name[160];
  double us;

  bench_section ("Files at the size limit (issue 19)");
  us = bench_median_us (load_long_log, &bench, 3);
  g_snprintf (name, sizeof name, "refuse the game with 90,000 more log entries (%zu bytes)",
              g_bytes_get_size (refused));
  bench_report (name, us, 3);
}
