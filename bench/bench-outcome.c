/* bench-outcome.c: from an answer to its outcome on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage, under a display (docs/performance.md, "An answer's outcome on
 * screen, issue 16"):
 *   xvfb-run -a -s '-screen 0 1600x1000x24' bench/bench-outcome [ANSWERS]
 *
 * A game window with a game three turns in (the app's dice, the log
 * long), then ANSWERS answers (60 by default) the app rolls and draws for,
 * one at a time as a player's click would give them: each is timed from the
 * call to gmp_game_answer() to its return (the panel's and the map's
 * handlers of "changed" included), and to the end of the next frame drawn
 * (the frame clock's "after-paint"), when the outcome is on screen, in
 * wall-clock time and in the main thread's CPU time (what the answer costs
 * on a loaded machine). Prints the median and the slowest of each, and how
 * many times the outcome view was rebuilt (once per answer: it updates only
 * when the history moved).
 *
 * Instructions of the answers' paths alone, from the answer to the end of
 * its frame (built with valgrind's header, valgrind/callgrind.h):
 *   valgrind --tool=callgrind --collect-atstart=no bench/bench-outcome 60
 */

#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <time.h>
#ifdef GMP_HAVE_CALLGRIND_H
#include <valgrind/callgrind.h>
#else
#define CALLGRIND_TOGGLE_COLLECT
#endif

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"
#include "gmp-turn-panel.h"
#include "gmp-window.h"

#define DEFAULT_ANSWERS 60

typedef struct {
  GmpWindow     *window;
  GmpGame       *game;
  GmpOutcomeView *outcome;
  GArray        *handled;   /* double ms: the answer's call */
  GArray        *shown;     /* double ms: to the end of its frame */
  GArray        *cpu;       /* double ms: the main thread's CPU time to that frame */
  double         cpu_start;
  guint          wanted;
  gint64         start;
  gint64         returned;
  gboolean       waiting;
  GMainLoop     *loop;
} Bench;

static GmpTurnPanel *
find_turn_panel (GtkWidget *widget)
{
  if (GMP_IS_TURN_PANEL (widget))
    return GMP_TURN_PANEL (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GmpTurnPanel *found = find_turn_panel (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static void
print_figures (const char *what,
               GArray     *ms)
{
  g_array_sort (ms, compare_doubles);
  g_print ("%-34s median %7.2f ms, slowest %7.2f ms (%u answers)\n", what,
           g_array_index (ms, double, ms->len / 2), g_array_index (ms, double, ms->len - 1),
           ms->len);
}

static gboolean answer_next (gpointer data);

/* The main thread's CPU time, ms: what the answer costs, whatever else
 * runs on a loaded machine */
static double
thread_cpu_ms (void)
{
  struct timespec now;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now);
  return now.tv_sec * 1000.0 + now.tv_nsec / 1.0e6;
}

static void
on_after_paint (GdkFrameClock *clock,
                Bench         *bench)
{
  double ms;

  if (!bench->waiting)
    return;
  bench->waiting = FALSE;
  /* Under callgrind --collect-atstart=no: the answer's path ends here */
  CALLGRIND_TOGGLE_COLLECT;
  ms = (g_get_monotonic_time () - bench->start) / 1000.0;
  g_array_append_val (bench->shown, ms);
  ms = thread_cpu_ms () - bench->cpu_start;
  g_array_append_val (bench->cpu, ms);
  g_idle_add (answer_next, bench);
}

/* The answer a player gives at the table, the app rolling and drawing */
static int
pick_answer (const GmpQuestion *question)
{
  if (question->kind == GMP_QUESTION_MOVEMENT)
    return GMP_ANSWER_DONE;
  if (gmp_question_allows (question, GMP_ANSWER_RANDOM))
    return GMP_ANSWER_RANDOM;
  return question->suggested;
}

static gboolean
answer_next (gpointer data)
{
  Bench *bench = data;
  g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (bench->game));
  g_autoptr(GError) error = NULL;
  double ms;

  if (bench->handled->len >= bench->wanted || question->kind == GMP_QUESTION_NONE)
    {
      g_main_loop_quit (bench->loop);
      return G_SOURCE_REMOVE;
    }
  CALLGRIND_TOGGLE_COLLECT;
  bench->start = g_get_monotonic_time ();
  bench->cpu_start = thread_cpu_ms ();
  if (!gmp_game_answer (bench->game, pick_answer (question), NULL, &error))
    g_error ("%s", error->message);
  bench->returned = g_get_monotonic_time ();
  ms = (bench->returned - bench->start) / 1000.0;
  g_array_append_val (bench->handled, ms);
  bench->waiting = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (bench->window));
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (16);
  g_autoptr(GError) error = NULL;
  Bench bench = { 0 };
  guint before;

  setlocale (LC_ALL, "");
  gtk_init ();
  adw_init ();
  bench.wanted = argc > 1 ? (guint) atoi (argv[1]) : DEFAULT_ANSWERS;
  if (bench.wanted == 0)
    bench.wanted = DEFAULT_ANSWERS;

  bench.game = gmp_game_new_default (dice, &error);
  if (bench.game == NULL)
    g_error ("%s", error->message);
  /* Three turns in: the log is long, the panel full */
  if (!gmp_session_play_auto (gmp_game_get_session (bench.game), 3, &error))
    g_error ("%s", error->message);
  bench.window = g_object_ref_sink (gmp_window_new (NULL, bench.game));
  gmp_window_set_autosave (bench.window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (bench.window), 1280, 800);
  gtk_window_present (GTK_WINDOW (bench.window));
  bench.outcome = gmp_turn_panel_get_outcome_view (find_turn_panel (GTK_WIDGET (bench.window)));
  bench.handled = g_array_new (FALSE, FALSE, sizeof (double));
  bench.shown = g_array_new (FALSE, FALSE, sizeof (double));
  bench.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  bench.loop = g_main_loop_new (NULL, FALSE);

  /* The window shown and settled before the first answer */
  for (gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);
  g_signal_connect (gtk_widget_get_frame_clock (GTK_WIDGET (bench.window)), "after-paint",
                    G_CALLBACK (on_after_paint), &bench);
  before = gmp_outcome_view_get_n_updates (bench.outcome);
  g_idle_add (answer_next, &bench);
  g_main_loop_run (bench.loop);

  g_print ("Answers the app rolls and draws for, turn 4 on (seed 16)\n");
  print_figures ("answer handled (all handlers)", bench.handled);
  print_figures ("answer to its frame drawn", bench.shown);
  print_figures ("CPU (main thread) to that frame", bench.cpu);
  g_print ("outcome view rebuilt %u times for %u answers\n",
           gmp_outcome_view_get_n_updates (bench.outcome) - before, bench.handled->len);

  gtk_window_destroy (GTK_WINDOW (bench.window));
  g_clear_object (&bench.window);
  g_clear_object (&bench.game);
  g_array_unref (bench.handled);
  g_array_unref (bench.shown);
  g_array_unref (bench.cpu);
  g_main_loop_unref (bench.loop);
  return 0;
}
