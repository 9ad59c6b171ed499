/* test-table.c: at the table: widgets that tell without the window, one
 * place for the question, what just happened, answers as players say them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Issue 16, under Xvfb with the real widgets. A panel is built alone in a
 * plain window with a "win" action group of the test's own, which hears
 * what it says through win.toast and win.narrate (gmp-tell.h); the game
 * window's own actions are checked through the window.
 */

#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gi18n.h>

#include "model/gmp-autosave.h"
#include "gmp-question-box.h"
#include "gmp-turn-panel.h"
#include "gmp-window-private.h"
#include "ui-util.h"
#include "test-util.h"

/* What a widget built alone told its window ------------------------------ */

typedef struct {
  GPtrArray *toasts;
  GPtrArray *narrations;
} Heard;

static void
on_heard_toast (GSimpleAction *action,
                GVariant      *param,
                gpointer       data)
{
  g_ptr_array_add (((Heard *) data)->toasts, g_variant_dup_string (param, NULL));
}

static void
on_heard_narration (GSimpleAction *action,
                    GVariant      *param,
                    gpointer       data)
{
  g_ptr_array_add (((Heard *) data)->narrations, g_variant_dup_string (param, NULL));
}

/* A plain window holding widget, with a "win" group that listens */
static GtkWindow *
new_listening_window (GtkWidget *widget,
                      Heard     *heard)
{
  const GActionEntry entries[] = {
    { "toast", on_heard_toast, "s" },
    { "narrate", on_heard_narration, "s" },
  };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());

  heard->toasts = g_ptr_array_new_with_free_func (g_free);
  heard->narrations = g_ptr_array_new_with_free_func (g_free);
  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), heard);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "win", G_ACTION_GROUP (group));
  gtk_window_set_child (window, widget);
  gtk_window_set_default_size (window, 360, 700);
  gtk_window_present (window);
  wait_for_allocation (widget);
  return window;
}

static void
heard_clear (Heard *heard)
{
  g_clear_pointer (&heard->toasts, g_ptr_array_unref);
  g_clear_pointer (&heard->narrations, g_ptr_array_unref);
}

static GmpGame *
new_table_game (gboolean players_dice)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GError) error = NULL;
  GmpGame *game = gmp_game_new_for_table (players_dice, dice, &error);

  g_assert_no_error (error);
  return game;
}

/* A question box alone says a refusal through win.toast, not by finding
 * the game window (issue 16) */
static void
test_question_box_alone (void)
{
  g_autoptr(GmpGame) game = new_table_game (TRUE);
  GtkWidget *box = gmp_question_box_new ();
  Heard heard = { 0 };
  GtkWindow *window = new_listening_window (box, &heard);

  gmp_question_box_set_game (GMP_QUESTION_BOX (box), game);
  /* Not an answer the draw takes */
  g_assert_false (gmp_question_box_answer (GMP_QUESTION_BOX (box), 9999));
  g_assert_cmpuint (heard.toasts->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (heard.toasts, 0), !=, "");

  gtk_window_destroy (window);
  heard_clear (&heard);
}

/* The turn panel alone: a refusal of its own (an FX without a city) is
 * told the same way */
static void
test_turn_panel_alone (void)
{
  g_autoptr(GmpGame) game = new_table_game (FALSE);
  GtkWidget *panel = gmp_turn_panel_new ();
  Heard heard = { 0 };
  GtkWindow *window = new_listening_window (panel, &heard);

  gmp_turn_panel_set_game (GMP_TURN_PANEL (panel), game);
  spin ();
  /* The app draws: the first answer of Fade In */
  g_assert_true (gmp_question_box_answer (gmp_turn_panel_get_question_box (GMP_TURN_PANEL (panel)),
                                          GMP_ANSWER_RANDOM));
  spin ();
  g_assert_cmpuint (heard.toasts->len, ==, 0);

  gtk_window_destroy (window);
  heard_clear (&heard);
}

/* The game window shows one toast at a time: a new one replaces the one
 * on screen, which would be stale (issue 16); win.narrate is kept and
 * passed on */
static void
on_narrated (GmpWindow  *window,
             const char *text,
             char      **last)
{
  g_free (*last);
  *last = g_strdup (text);
}

static void
test_window_toasts (void)
{
  g_autoptr(GmpGame) game = new_table_game (FALSE);
  g_autoptr(GmpWindow) window = g_object_ref_sink (gmp_window_new (NULL, game));
  g_autofree char *narrated = NULL;

  gmp_window_set_autosave (window, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_allocation (GTK_WIDGET (window));
  g_signal_connect (window, "narrated", G_CALLBACK (on_narrated), &narrated);

  gtk_widget_activate_action (GTK_WIDGET (gmp_window_get_map_view (window)), "win.toast", "s",
                              "first & <one>");
  g_assert_cmpstr (_gmp_window_get_toast_text (window), ==, "first &amp; &lt;one&gt;");
  gtk_widget_activate_action (GTK_WIDGET (gmp_window_get_map_view (window)), "win.toast", "s",
                              "second");
  g_assert_cmpstr (_gmp_window_get_toast_text (window), ==, "second");
  spin ();
  g_assert_cmpstr (_gmp_window_get_toast_text (window), ==, "second");

  gtk_widget_activate_action (GTK_WIDGET (gmp_window_get_map_view (window)), "win.narrate", "s",
                              "Drew Swarm 1");
  g_assert_cmpstr (_gmp_window_get_narration (window), ==, "Drew Swarm 1");
  g_assert_cmpstr (narrated, ==, "Drew Swarm 1");

  gtk_window_destroy (GTK_WINDOW (window));
}

/* Undo and redo name the same step, as the session describes it */
static void
test_window_undo_toasts (void)
{
  g_autoptr(GmpGame) game = new_table_game (FALSE);
  g_autoptr(GmpWindow) window = g_object_ref_sink (gmp_window_new (NULL, game));
  GmpSession *session = gmp_game_get_session (game);
  g_autoptr(GError) error = NULL;
  g_autofree char *step = NULL;
  g_autofree char *escaped = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;

  gmp_window_set_autosave (window, FALSE);
  gtk_window_present (GTK_WINDOW (window));
  wait_for_allocation (GTK_WIDGET (window));
  g_assert_true (gmp_game_answer (game, GMP_ANSWER_RANDOM, NULL, &error));
  g_assert_no_error (error);
  step = gmp_session_describe_action (session, gmp_session_get_n_done (session) - 1);
  escaped = g_markup_escape_text (step, -1);
  undone = g_strdup_printf ("Undone: %s", escaped);
  redone = g_strdup_printf ("Redone: %s", escaped);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL);
  g_assert_cmpstr (_gmp_window_get_toast_text (window), ==, undone);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.redo", NULL);
  g_assert_cmpstr (_gmp_window_get_toast_text (window), ==, redone);

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-table-data-XXXXXX", NULL);

  /* The autosave goes to a folder of the test's own */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  gtk_test_init (&argc, &argv, NULL);
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();

  g_test_add_func ("/ui/table/alone/question-box", test_question_box_alone);
  g_test_add_func ("/ui/table/alone/turn-panel", test_turn_panel_alone);
  g_test_add_func ("/ui/table/window/toasts", test_window_toasts);
  g_test_add_func ("/ui/table/window/undo-redo-toasts", test_window_undo_toasts);

  return g_test_run ();
}
