/* bench-startup.c: from main() to the app's first drawn frame
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage, under a display (docs/performance.md, "The app, issue 9"):
 *   xvfb-run -a -s '-screen 0 1600x1000x24' dbus-run-session bench/bench-startup [RUNS] [FILE [open]]
 * With GMP_BENCH_FIRST_FRAME_ONLY set, a start ends at the first frame: for
 * callgrind, `bench-startup --once` under valgrind counts that alone.
 *
 * Starts the app RUNS times (9 by default), each in a process of its own
 * (bench-startup --once), and prints each start's time and their median.
 * A start runs what the real program runs: the application with the default
 * board, its window, a new game and the restore check; the time is taken
 * from the first line of main() to the end of the first frame the map view
 * is drawn in (the frame clock's "after-paint" of that frame). The first
 * snapshot of the map view is timed too: the board layer is drawn in it.
 * The end of the first frame with the log's rows laid out is timed as well.
 * With FILE (a saved game: a finished game's long log and history, issue
 * 16), each start opens it as `ginormopod FILE` does instead of a new game.
 * With FILE open, each start comes up with a new game and then opens FILE
 * as Open… does: the time from the open to the end of the first frame with
 * the opened game's map and log (bench-startup --open-once FILE is one).
 * Under callgrind, `--open-once` counts the start too: subtract a plain
 * `--once` start's count, or (built with valgrind's header) run it with
 * `--collect-atstart=no` to count the open to its frame alone.
 */

#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#ifdef GMP_HAVE_CALLGRIND_H
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_TOGGLE_COLLECT
#endif

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>

#include "gmp-application.h"
#include "gmp-window.h"

#define DEFAULT_RUNS 9

typedef struct {
  gint64        start;
  gint64        map_snapshot;
  gint64        painted;
  double        cpu_ms;
  GApplication *app;
  void        (*map_snapshot_func) (GtkWidget *widget, GtkSnapshot *snapshot);
  /* "open" mode: the saved game opened in the running app, and when */
  const char   *open_file;
  gint64        open_start;
  double        open_cpu_start;
} StartTimes;

static StartTimes times;

/* A row of the log laid out in a mapped window */
static gboolean
has_log_row (GtkWidget *widget)
{
  if (gtk_widget_has_css_class (widget, "log-entry"))
    return gtk_widget_get_mapped (widget) && gtk_widget_get_height (widget) > 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_log_row (child))
      return TRUE;
  return FALSE;
}

static double
cpu_ms_now (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
         + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
}

/* "open" mode: the first frame after the open, with the opened game's log */
static void
on_opened_after_paint (GdkFrameClock *clock,
                       GtkWidget     *map_view)
{
  gint64 now = g_get_monotonic_time ();

  if (!has_log_row (GTK_WIDGET (gtk_widget_get_root (map_view))))
    return;
  g_signal_handlers_disconnect_by_func (clock, on_opened_after_paint, map_view);
  CALLGRIND_TOGGLE_COLLECT;
  g_print ("%.1f %.1f\n", (now - times.open_start) / 1000.0, cpu_ms_now () - times.open_cpu_start);
  g_application_quit (times.app);
}

/* "open" mode: the app is up with a new game; the saved game is opened as
 * Open… does, timed from here */
static void
open_in_running_app (GdkFrameClock *clock,
                     GtkWidget     *map_view)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (times.open_file);

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_opened_after_paint), map_view);
  CALLGRIND_TOGGLE_COLLECT;
  times.open_start = g_get_monotonic_time ();
  times.open_cpu_start = cpu_ms_now ();
  if (!gmp_window_open_file (GMP_WINDOW (gtk_widget_get_root (map_view)), file))
    {
      g_printerr ("could not open %s\n", times.open_file);
      exit (1);
    }
}

/* The frame with the log in it: the app is complete */
static void
on_log_after_paint (GdkFrameClock *clock,
                    GtkWidget     *map_view)
{
  gint64 now = g_get_monotonic_time ();

  if (!has_log_row (GTK_WIDGET (gtk_widget_get_root (map_view))))
    return;
  g_signal_handlers_disconnect_by_func (clock, on_log_after_paint, map_view);
  if (times.open_file != NULL)
    {
      open_in_running_app (clock, map_view);
      return;
    }
  g_print ("%.1f %.1f %.1f %.1f\n",
           (times.painted - times.start) / 1000.0, (times.map_snapshot - times.start) / 1000.0,
           times.cpu_ms, (now - times.start) / 1000.0);
  g_application_quit (times.app);
}

static void
on_after_paint (GdkFrameClock *clock,
                GtkWidget     *map_view)
{
  struct rusage usage;

  times.painted = g_get_monotonic_time ();
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, map_view);
  /* The CPU time includes the dynamic linking before main(): on a busy
   * machine it says more than the wall-clock time */
  getrusage (RUSAGE_SELF, &usage);
  times.cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000.0
                 + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000.0;
  if (g_getenv ("GMP_BENCH_FIRST_FRAME_ONLY") != NULL)
    {
      /* For callgrind: the instructions to the first frame alone */
      g_print ("%.1f %.1f %.1f %.1f\n", (times.painted - times.start) / 1000.0,
               (times.map_snapshot - times.start) / 1000.0, times.cpu_ms,
               (times.painted - times.start) / 1000.0);
      g_application_quit (times.app);
      return;
    }
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_log_after_paint), map_view);
}

/* The map view's own snapshot, timed: the first one ends the frame the
 * app's start is measured to */
static void
timed_map_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  times.map_snapshot_func (widget, snapshot);
  if (times.map_snapshot != 0)
    return;
  times.map_snapshot = g_get_monotonic_time ();
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (on_after_paint), widget);
}

/* After the application's own startup (GTK is up), before any window */
static void
time_map_snapshots (GApplication *app,
                    gpointer      user_data)
{
  GtkWidgetClass *map_class = g_type_class_ref (GMP_TYPE_MAP_VIEW);

  times.map_snapshot_func = map_class->snapshot;
  map_class->snapshot = timed_map_snapshot;
}

/* One start, as main.c does it, timed; file: the game it opens, or NULL;
 * open_file: the game to open once the app is up ("open" mode), or NULL */
static int
start_once (char       *program,
            char       *file,
            const char *open_file)
{
  g_autoptr(GmpApplication) app = NULL;
  const char *localedir = g_getenv ("GINORMOPOD_LOCALEDIR");
  char *app_argv[] = { program, file, NULL };

  times.start = g_get_monotonic_time ();
  times.open_file = open_file;
  gmp_application_prepare_environment ();
  if (localedir == NULL || localedir[0] == '\0')
    localedir = LOCALEDIR;
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = gmp_application_new ();
  times.app = G_APPLICATION (app);
  g_signal_connect (app, "startup", G_CALLBACK (time_map_snapshots), NULL);
  return g_application_run (G_APPLICATION (app), file != NULL ? 2 : 1, app_argv);
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
median_of (GArray *values)
{
  g_array_sort (values, compare_doubles);
  if (values->len % 2 == 1)
    return g_array_index (values, double, values->len / 2);
  return (g_array_index (values, double, values->len / 2 - 1)
          + g_array_index (values, double, values->len / 2)) / 2;
}

/* Runs `runs` starts, each in a new process with an empty data folder (no
 * autosave to offer back), and prints their median */
/* "open" mode: `runs` starts, each opening file once it is up, and their
 * median */
static int
run_opens (const char *self_path,
           guint       runs,
           const char *file)
{
  g_autoptr(GArray) walls = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *data_home = g_dir_make_tmp ("gmp-bench-startup-XXXXXX", NULL);
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", data_home, TRUE);
  const char *child_argv[] = { self_path, "--open-once", file, NULL };

  g_print ("Opening %s in the running app, as Open… does (ms from the open to the end of "
           "the first frame with its map and log; then the CPU time of the open)\n", file);
  for (guint i = 0; i < runs; i++)
    {
      g_autofree char *out = NULL;
      g_autoptr(GError) error = NULL;
      double wall, cpu;
      int status;

      if (!g_spawn_sync (NULL, (char **) child_argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                         &out, NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error))
        {
          g_printerr ("open %u failed: %s\n", i + 1, error->message);
          return 1;
        }
      if (sscanf (out, "%lf %lf", &wall, &cpu) != 2)
        {
          g_printerr ("open %u printed no times: %s\n", i + 1, out);
          return 1;
        }
      g_print ("  open %u: %.1f ms, CPU %.1f ms\n", i + 1, wall, cpu);
      g_array_append_val (walls, wall);
      g_array_append_val (cpu_times, cpu);
    }
  g_print ("median of %u opens: %.1f ms, CPU %.1f ms\n", runs, median_of (walls),
           median_of (cpu_times));
  g_rmdir (data_home);
  return 0;
}

static int
run_starts (const char *self_path,
            guint       runs,
            const char *file)
{
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) snapshots = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) complete = g_array_new (FALSE, FALSE, sizeof (double));
  g_autofree char *data_home = g_dir_make_tmp ("gmp-bench-startup-XXXXXX", NULL);
  g_auto(GStrv) env = g_environ_setenv (g_get_environ (), "XDG_DATA_HOME", data_home, TRUE);
  const char *child_argv[] = { self_path, "--once", file, NULL };

  g_print ("Start to first drawn frame (ms from main() to the end of the first frame "
           "with the map; in brackets, to the end of the map's first snapshot; then the "
           "process's CPU time to that frame; last, to the end of the first frame with "
           "the log)\n");
  if (file != NULL)
    g_print ("Each start opens %s\n", file);
  for (guint i = 0; i < runs; i++)
    {
      g_autofree char *out = NULL;
      g_autoptr(GError) error = NULL;
      double frame, snapshot, cpu, with_log;
      int status;

      if (!g_spawn_sync (NULL, (char **) child_argv, env, G_SPAWN_DEFAULT, NULL, NULL,
                         &out, NULL, &status, &error)
          || !g_spawn_check_wait_status (status, &error))
        {
          g_printerr ("start %u failed: %s\n", i + 1, error->message);
          return 1;
        }
      if (sscanf (out, "%lf %lf %lf %lf", &frame, &snapshot, &cpu, &with_log) != 4)
        {
          g_printerr ("start %u printed no times: %s\n", i + 1, out);
          return 1;
        }
      g_print ("  start %u: %.1f ms (%.1f ms), CPU %.1f ms; with the log %.1f ms\n", i + 1,
               frame, snapshot, cpu, with_log);
      g_array_append_val (frames, frame);
      g_array_append_val (snapshots, snapshot);
      g_array_append_val (cpu_times, cpu);
      g_array_append_val (complete, with_log);
    }
  g_print ("median of %u starts: %.1f ms (%.1f ms), CPU %.1f ms; with the log %.1f ms\n", runs,
           median_of (frames), median_of (snapshots), median_of (cpu_times), median_of (complete));
  g_rmdir (data_home);
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  if (argc > 1 && strcmp (argv[1], "--once") == 0)
    return start_once (argv[0], argc > 2 ? argv[2] : NULL, NULL);
  if (argc > 2 && strcmp (argv[1], "--open-once") == 0)
    return start_once (argv[0], NULL, argv[2]);
  if (argc > 3 && strcmp (argv[3], "open") == 0)
    return run_opens (argv[0], (guint) atoi (argv[1]), argv[2]);
  return run_starts (argv[0], argc > 1 ? (guint) atoi (argv[1]) : DEFAULT_RUNS,
                     argc > 2 ? argv[2] : NULL);
}
