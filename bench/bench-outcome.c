/* bench-outcome.c: from an answer to the frame that shows its outcome
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Usage, under a display (docs/performance.md, "An answer's outcome on
 * screen, issue 16"):
 *   xvfb-run -a -s '-screen 0 1600x1000x24' bench/bench-outcome [--right-after-frame] [--each] [ANSWERS]
 *
 * A game window with a game three turns in (the app's dice, the log
 * long), then ANSWERS answers (60 by default) the app rolls and draws for,
 * one at a time as a player's click gives them: when the window is idle,
 * 100 ms after its last frame. Each is timed from the call to
 * gmp_game_answer() to
 *   - its return (the panel's, the log's and the map's handlers of
 *     "changed": "answer handled");
 *   - the start of the next frame (the frame clock's "before-paint");
 *   - the end of the first frame that drew the outcome view after the
 *     answer (the frame clock's "after-paint" of the frame in which the
 *     outcome view's snapshot was taken again: its new lines laid out and
 *     painted; an answer whose outcome reads as the last one's ends at the
 *     next frame), in wall-clock time and in the main thread's CPU time.
 * It counts the answers whose outcome needed more than one frame, and the
 * frames drawn after it before the next answer (what else the answer left
 * to later frames: none expected), and the main thread's CPU until the
 * next answer (the work done after the frame as well: the map's idle
 * preparation of a zoom's frame).
 *
 * --right-after-frame gives each answer as soon as the last one's frame
 * is painted instead, as the benchmark did before: the frame clock then
 * holds the next frame until one refresh interval (16.7 ms at 60 Hz) after
 * the last, so the wall time says more about the frame clock's pacing than
 * about the answer.
 *
 * --each prints each answer's figures as well.
 *
 * Instructions of the answers' paths alone, from the answer to the end of
 * its frame (built with valgrind's header, valgrind/callgrind.h):
 *   valgrind --tool=callgrind --collect-atstart=no bench/bench-outcome 60
 */

#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
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
/* A player's click comes when the window has been idle this long */
#define IDLE_MS 100

typedef struct {
  GmpWindow      *window;
  GmpGame        *game;
  GmpOutcomeView *outcome;
  gboolean        right_after_frame;
  gboolean        each;            /* --each: every answer's figures */
  GArray         *handled;   /* double ms: the answer's call */
  GArray         *to_frame;  /* double ms: to the start of the next frame */
  GArray         *shown;     /* double ms: to the end of the frame with the outcome */
  GArray         *cpu;       /* double ms: the main thread's CPU time to that frame */
  GArray         *cpu_all;   /* double ms: the main thread's CPU time to the next answer */
  GArray         *layout;    /* double ms: that frame's layout phase */
  GArray         *paint;     /* double ms: that frame's paint phase */
  double          cpu_start;
  guint           wanted;
  gint64          start;
  gint64          frame_start;
  gint64          last_paint;      /* while the window settles */
  gint64          layout_end;
  gint64          paint_end;
  char           *text_before;
  gboolean        waiting;         /* for the frame with the outcome */
  gboolean        outcome_drawn;   /* the outcome view's snapshot taken since the answer */
  gboolean        same_text;       /* the outcome reads as the last one's */
  guint           frames;          /* frames drawn since the answer */
  guint           late;            /* answers shown after their first frame */
  guint           extra_frames;    /* frames drawn after the outcome's, before the next answer */
  guint           extra_this_answer;
  guint           next_source;
  GMainLoop      *loop;
  void          (*outcome_snapshot) (GtkWidget *widget, GtkSnapshot *snapshot);
} Bench;

static Bench bench;

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
  g_print ("%-38s median %7.2f ms, slowest %7.2f ms (%u answers)\n", what,
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

/* The outcome view's own snapshot: a frame that takes it after the answer
 * lays out and paints the new outcome */
static void
timed_outcome_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  bench.outcome_snapshot (widget, snapshot);
  if (bench.waiting)
    bench.outcome_drawn = TRUE;
}

/* Wakes the settling loop to look at the time */
static gboolean
keep_waking (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

static void
on_settling_paint (GdkFrameClock *clock,
                   gpointer       data)
{
  bench.last_paint = g_get_monotonic_time ();
}

static void
on_before_paint (GdkFrameClock *clock,
                 gpointer       data)
{
  if (bench.waiting)
    bench.frame_start = g_get_monotonic_time ();
}

/* Connected after the window's own handlers: the end of each phase */
static void
on_layout (GdkFrameClock *clock,
           gpointer       data)
{
  if (bench.waiting)
    bench.layout_end = g_get_monotonic_time ();
}

static void
on_paint (GdkFrameClock *clock,
          gpointer       data)
{
  if (bench.waiting)
    bench.paint_end = g_get_monotonic_time ();
}

/* The next answer: right away, or once the window has been idle for
 * IDLE_MS (each frame drawn meanwhile puts it off) */
static void
schedule_next (void)
{
  g_clear_handle_id (&bench.next_source, g_source_remove);
  if (bench.right_after_frame)
    bench.next_source = g_idle_add (answer_next, NULL);
  else
    bench.next_source = g_timeout_add (IDLE_MS, answer_next, NULL);
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  double ms;

  if (!bench.waiting)
    {
      /* A frame the answer left for later: an animation, a deferred update */
      if (bench.handled->len > 0)
        {
          bench.extra_frames++;
          /* An endless animation does not hold the answers back */
          if (++bench.extra_this_answer < 30)
            schedule_next ();
        }
      return;
    }
  bench.frames++;
  if (!bench.outcome_drawn && !bench.same_text)
    return;
  bench.waiting = FALSE;
  /* Under callgrind --collect-atstart=no: the answer's path ends here */
  CALLGRIND_TOGGLE_COLLECT;
  if (bench.frames > 1)
    bench.late++;
  ms = (g_get_monotonic_time () - bench.start) / 1000.0;
  g_array_append_val (bench.shown, ms);
  ms = (bench.frame_start - bench.start) / 1000.0;
  g_array_append_val (bench.to_frame, ms);
  ms = (bench.layout_end - bench.frame_start) / 1000.0;
  g_array_append_val (bench.layout, ms);
  ms = (bench.paint_end - bench.layout_end) / 1000.0;
  g_array_append_val (bench.paint, ms);
  ms = thread_cpu_ms () - bench.cpu_start;
  g_array_append_val (bench.cpu, ms);
  if (bench.each)
    g_print ("answer %2u: handled %6.2f, frame start %6.2f, layout end %6.2f, paint end %6.2f, "
             "drawn %6.2f ms; CPU %6.2f ms; %u frames\n", bench.handled->len,
             g_array_index (bench.handled, double, bench.handled->len - 1),
             (bench.frame_start - bench.start) / 1000.0, (bench.layout_end - bench.start) / 1000.0,
             (bench.paint_end - bench.start) / 1000.0,
             g_array_index (bench.shown, double, bench.shown->len - 1), ms, bench.frames);
  schedule_next ();
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
  g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (bench.game));
  g_autoptr(GError) error = NULL;
  double ms;

  bench.next_source = 0;
  if (bench.handled->len > 0)
    {
      ms = thread_cpu_ms () - bench.cpu_start;
      g_array_append_val (bench.cpu_all, ms);
    }
  if (bench.handled->len >= bench.wanted || question->kind == GMP_QUESTION_NONE)
    {
      g_main_loop_quit (bench.loop);
      return G_SOURCE_REMOVE;
    }
  g_free (bench.text_before);
  bench.text_before = g_strdup (gmp_outcome_view_get_text (bench.outcome));
  bench.outcome_drawn = FALSE;
  bench.frames = 0;
  bench.extra_this_answer = 0;
  CALLGRIND_TOGGLE_COLLECT;
  bench.start = g_get_monotonic_time ();
  bench.cpu_start = thread_cpu_ms ();
  if (!gmp_game_answer (bench.game, pick_answer (question), NULL, &error))
    g_error ("%s", error->message);
  ms = (g_get_monotonic_time () - bench.start) / 1000.0;
  g_array_append_val (bench.handled, ms);
  bench.same_text = g_strcmp0 (bench.text_before, gmp_outcome_view_get_text (bench.outcome)) == 0;
  bench.waiting = TRUE;
  return G_SOURCE_REMOVE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (16);
  g_autoptr(GError) error = NULL;
  GtkWidgetClass *outcome_class;
  GdkFrameClock *clock;
  guint before, waking;
  int arg = 1;

  setlocale (LC_ALL, "");
  gtk_init ();
  adw_init ();
  for (; arg < argc && g_str_has_prefix (argv[arg], "--"); arg++)
    {
      if (strcmp (argv[arg], "--right-after-frame") == 0)
        bench.right_after_frame = TRUE;
      else if (strcmp (argv[arg], "--each") == 0)
        bench.each = TRUE;
      else
        g_error ("Unknown option %s", argv[arg]);
    }
  bench.wanted = arg < argc ? (guint) atoi (argv[arg]) : DEFAULT_ANSWERS;
  if (bench.wanted == 0)
    bench.wanted = DEFAULT_ANSWERS;

  bench.game = gmp_game_new_default (dice, &error);
  if (bench.game == NULL)
    g_error ("%s", error->message);
  /* Three turns in: the log is long, the panel full */
  if (!gmp_session_play_auto (gmp_game_get_session (bench.game), 3, &error))
    g_error ("%s", error->message);
  outcome_class = g_type_class_ref (GMP_TYPE_OUTCOME_VIEW);
  bench.outcome_snapshot = outcome_class->snapshot;
  outcome_class->snapshot = timed_outcome_snapshot;
  bench.window = g_object_ref_sink (gmp_window_new (NULL, bench.game));
  gmp_window_set_autosave (bench.window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (bench.window), 1280, 800);
  gtk_window_present (GTK_WINDOW (bench.window));
  bench.outcome = gmp_turn_panel_get_outcome_view (find_turn_panel (GTK_WIDGET (bench.window)));
  bench.handled = g_array_new (FALSE, FALSE, sizeof (double));
  bench.to_frame = g_array_new (FALSE, FALSE, sizeof (double));
  bench.shown = g_array_new (FALSE, FALSE, sizeof (double));
  bench.cpu = g_array_new (FALSE, FALSE, sizeof (double));
  bench.cpu_all = g_array_new (FALSE, FALSE, sizeof (double));
  bench.layout = g_array_new (FALSE, FALSE, sizeof (double));
  bench.paint = g_array_new (FALSE, FALSE, sizeof (double));
  bench.loop = g_main_loop_new (NULL, FALSE);

  /* The window shown and settled before the first answer: drawn, and no
   * frame for a second (under valgrind the first frames take seconds) */
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (bench.window));
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_settling_paint), NULL);
  waking = g_timeout_add (50, keep_waking, NULL);
  while (bench.last_paint == 0 || g_get_monotonic_time () - bench.last_paint < G_USEC_PER_SEC)
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (waking);
  g_signal_handlers_disconnect_by_func (clock, on_settling_paint, NULL);
  g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
  g_signal_connect (clock, "layout", G_CALLBACK (on_layout), NULL);
  g_signal_connect (clock, "paint", G_CALLBACK (on_paint), NULL);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  before = gmp_outcome_view_get_n_updates (bench.outcome);
  schedule_next ();
  g_main_loop_run (bench.loop);

  g_print ("Answers the app rolls and draws for, turn 4 on (seed 16), %s\n",
           bench.right_after_frame ? "each right after the last one's frame"
                                   : "each when the window has been idle " G_STRINGIFY (IDLE_MS) " ms");
  print_figures ("answer handled (all handlers)", bench.handled);
  print_figures ("answer to the next frame's start", bench.to_frame);
  print_figures ("its frame's layout (the window's)", bench.layout);
  print_figures ("its frame's paint", bench.paint);
  print_figures ("answer to its outcome's frame drawn", bench.shown);
  print_figures ("CPU (main thread) to that frame", bench.cpu);
  print_figures ("CPU (main thread) to the next answer", bench.cpu_all);
  g_print ("outcome view rebuilt %u times for %u answers; %u outcomes drawn after their first "
           "frame; %u frames drawn after the outcome's, before the next answer\n",
           gmp_outcome_view_get_n_updates (bench.outcome) - before, bench.handled->len,
           bench.late, bench.extra_frames);

  g_clear_handle_id (&bench.next_source, g_source_remove);
  gtk_window_destroy (GTK_WINDOW (bench.window));
  g_clear_object (&bench.window);
  g_clear_object (&bench.game);
  g_clear_pointer (&bench.text_before, g_free);
  g_array_unref (bench.handled);
  g_array_unref (bench.to_frame);
  g_array_unref (bench.shown);
  g_array_unref (bench.cpu);
  g_array_unref (bench.cpu_all);
  g_array_unref (bench.layout);
  g_array_unref (bench.paint);
  g_main_loop_unref (bench.loop);
  g_type_class_unref (outcome_class);
  return 0;
}
