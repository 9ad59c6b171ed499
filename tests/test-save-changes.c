/* test-save-changes.c: a changed game is never replaced or closed unasked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Under Xvfb with the real window: every way a game leaves it (New of
 * every kind, Open, a dropped file, a recent game, the close button, Quit)
 * asks Save / Discard / Cancel when the game has unsaved changes. Cancel
 * keeps the game as it was, its changes and its autosave; Discard replaces
 * it and removes the autosave; Save writes the game (asking where, first,
 * when it never was saved) and only then replaces it. The question in both
 * languages, and its picture for docs/screenshots/.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"
#include <glib/gstdio.h>

#include "core/gmp-shipped.h"
#include "model/gmp-recovery.h"
#include "gmp-accessible.h"
#include "gmp-alert.h"
#include "gmp-application.h"
#include "gmp-quit.h"
#include "gmp-save-changes.h"
#include "gmp-window-private.h"
#include "test-util.h"
#include "ui-util.h"

/* The ways a game leaves its window */
typedef enum {
  LEAVE_NEW_DEFAULT,
  LEAVE_NEW_EMPTY,
  LEAVE_NEW_SCENARIO,   /* each shipped scenario in turn */
  LEAVE_NEW_OUR_DICE,   /* New while the players roll: the setup's dice asked after */
  LEAVE_NEW_SOLO,       /* New Game Against the Computer: who plays asked after */
  LEAVE_OPEN,
  LEAVE_DROP,
  LEAVE_RECENT,
  LEAVE_CLOSE,
  LEAVE_QUIT,
  N_LEAVES
} Leave;

static const char *leave_names[N_LEAVES] = {
  "new-default", "new-empty", "new-scenario", "new-our-dice", "new-solo", "open", "drop", "recent", "close", "quit",
};

typedef struct {
  GmpApplication *app;
  GmpWindow      *window;
  GmpGame        *game;      /* the changed game in the window */
  char           *dir;
  GFile          *other;     /* a saved game to open */
  guint           n_done;    /* the game's actions when asked */
  char           *kept;      /* the game's autosave */
} Fixture;

/* A few of the game's questions answered, as the table would: changed */
static void
play_some (GmpGame *game,
           guint    n)
{
  g_autoptr(GmpDice) choices = gmp_dice_new_seeded (7);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (game));
      g_autoptr(GError) error = NULL;

      g_assert_true (gmp_game_answer (game, gmp_turn_auto_answer (question, choices), NULL,
                                      &error));
      g_assert_no_error (error);
    }
}

static guint
n_done_of (GmpGame *game)
{
  return gmp_session_get_n_done (gmp_game_get_session (game));
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (20500);
  g_autoptr(GmpGame) other = NULL;
  g_autofree char *other_path = NULL;
  g_autoptr(GError) error = NULL;

  gmp_recovery_discard_unheld ();
  fixture->dir = g_dir_make_tmp ("gmp-test-save-changes-XXXXXX", &error);
  g_assert_no_error (error);

  /* Another game, saved, for Open, drop and recent */
  other = gmp_game_new_for_table (FALSE, NULL, &error);
  g_assert_no_error (error);
  gmp_game_set_title (other, "The Other Game");
  other_path = g_build_filename (fixture->dir, "other" GMP_SCENARIO_EXTENSION, NULL);
  fixture->other = g_file_new_for_path (other_path);
  g_assert_true (gmp_game_save (other, fixture->other, &error));
  g_assert_no_error (error);

  fixture->game = gmp_game_new_for_table (FALSE, g_steal_pointer (&dice), &error);
  g_assert_no_error (error);
  gmp_game_set_title (fixture->game, "Our Game");
  fixture->window = g_object_ref_sink (gmp_window_new (NULL, fixture->game));
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  wait_for_allocation (GTK_WIDGET (gmp_window_get_map_view (fixture->window)));
  spin ();

  /* Changed through the window: it autosaves after every action */
  play_some (fixture->game, 3);
  fixture->n_done = n_done_of (fixture->game);
  g_assert_true (gmp_game_get_modified (fixture->game));
  fixture->kept = g_strdup (gmp_recovery_get_path (fixture->game));
  g_assert_true (g_file_test (fixture->kept, G_FILE_TEST_IS_REGULAR));
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  if (fixture->window != NULL)
    {
      /* Nothing may ask any more, nor write the autosave */
      gmp_window_set_autosave (fixture->window, FALSE);
      gtk_window_destroy (GTK_WINDOW (fixture->window));
    }
  g_clear_object (&fixture->window);
  g_clear_object (&fixture->game);
  g_clear_object (&fixture->other);
  g_clear_object (&fixture->app);
  gmp_recovery_discard_unheld ();
  g_clear_pointer (&fixture->kept, g_free);
  remove_dir (fixture->dir);
  g_clear_pointer (&fixture->dir, g_free);
}

static GtkDropTarget *
find_drop_target (GtkWidget *widget)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        return GTK_DROP_TARGET (controller);
    }
  g_assert_not_reached ();
}

/* Asks the window to let its game go, the way the players would */
static void
leave (Fixture *fixture,
       Leave    how,
       guint    scenario)
{
  GtkWidget *window = GTK_WIDGET (fixture->window);
  g_autofree char *uri = g_file_get_uri (fixture->other);

  switch (how)
    {
    case LEAVE_NEW_DEFAULT:
      g_assert_true (gtk_widget_activate_action (window, "win.new-game", NULL));
      break;
    case LEAVE_NEW_EMPTY:
      g_assert_true (gtk_widget_activate_action (window, "win.new-empty", NULL));
      break;
    case LEAVE_NEW_SCENARIO:
      g_assert_true (gtk_widget_activate_action (window, "win.new-scenario", "u", scenario));
      break;
    case LEAVE_NEW_OUR_DICE:
      /* "We Roll" in the header: the new game's setup is rolled by us */
      gmp_game_set_players_dice (fixture->game, TRUE);
      g_assert_true (gtk_widget_activate_action (window, "win.new-game", NULL));
      break;
    case LEAVE_NEW_SOLO:
      g_assert_true (gtk_widget_activate_action (window, "win.new-solo", NULL));
      break;
    case LEAVE_OPEN:
      /* What the Open chooser does with the file picked */
      g_assert_true (gmp_window_open_file (fixture->window, fixture->other));
      break;
    case LEAVE_DROP:
      {
        GValue value = G_VALUE_INIT;
        gboolean accepted = FALSE;

        g_value_init (&value, G_TYPE_FILE);
        g_value_set_object (&value, fixture->other);
        g_signal_emit_by_name (find_drop_target (window), "drop", &value, 10.0, 10.0, &accepted);
        g_value_unset (&value);
        g_assert_true (accepted);
      }
      break;
    case LEAVE_RECENT:
      g_action_group_activate_action (G_ACTION_GROUP (window), "open-recent",
                                      g_variant_new_string (uri));
      break;
    case LEAVE_CLOSE:
      gtk_window_close (GTK_WINDOW (window));
      break;
    case LEAVE_QUIT:
      g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
      break;
    case N_LEAVES:
    default:
      g_assert_not_reached ();
    }
  spin ();
}

/* The game is in the window as it was: same object, same actions, still
 * changed, and its autosave kept */
static void
assert_kept (Fixture *fixture)
{
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_true (gmp_window_get_game (fixture->window) == fixture->game);
  g_assert_cmpuint (n_done_of (fixture->game), ==, fixture->n_done);
  g_assert_true (gmp_game_get_modified (fixture->game));
  g_assert_cmpstr (gmp_recovery_get_path (fixture->game), ==, fixture->kept);
  g_assert_true (g_file_test (fixture->kept, G_FILE_TEST_IS_REGULAR));
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)));
}

/* After the save question, and only after it, what a New asks about the
 * new game (issue 16: found by real play, the setup's dice came first) */
static void
answer_about_new_game (Fixture *fixture,
                       Leave    how)
{
  g_autoptr(GList) shown = gmp_alert_list_shown (GTK_WINDOW (fixture->window));

  if (how != LEAVE_NEW_OUR_DICE && how != LEAVE_NEW_SOLO)
    return;
  g_assert_cmpuint (g_list_length (shown), ==, 1);
  g_assert_cmpstr (gmp_alert_get_heading (shown->data), ==,
                   how == LEAVE_NEW_OUR_DICE ? "The National Guard Setup"
                                             : "New Game Against the Computer");
  /* Not replaced before it is answered */
  g_assert_true (gmp_window_get_game (fixture->window) == fixture->game);
  gmp_alert_respond (shown->data, how == LEAVE_NEW_OUR_DICE ? "app" : "start");
  spin ();
  /* Asked once: a Discard is not asked about again */
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)));
}

/* The game left the window: another is shown, or the window closed */
static void
assert_left (Fixture *fixture,
             Leave    how)
{
  answer_about_new_game (fixture, how);
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)));
  if (how == LEAVE_CLOSE || how == LEAVE_QUIT)
    {
      g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
      return;
    }
  g_assert_true (gmp_window_get_game (fixture->window) != fixture->game);
  if (how == LEAVE_OPEN || how == LEAVE_DROP || how == LEAVE_RECENT)
    g_assert_cmpstr (gmp_game_get_title (gmp_window_get_game (fixture->window)), ==,
                     "The Other Game");
  /* An empty board opens the editor; a scenario starts a game */
  if (how == LEAVE_NEW_EMPTY)
    g_assert_cmpstr (gtk_stack_get_visible_child_name (_gmp_window_get_side_stack (fixture->window)),
                     ==, "editor");
  if (how == LEAVE_NEW_SCENARIO)
    g_assert_cmpstr (gtk_stack_get_visible_child_name (_gmp_window_get_side_stack (fixture->window)),
                     ==, "turn");
}

/* Each of the dialog's buttons labelled label ("_Discard") is read by a
 * screen reader as name ("Discard"), not "_Discard Discard" (GTK 4.8) */
static guint
assert_read_as (GtkWidget  *root,
                const char *label,
                const char *name)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        {
          gtk_test_accessible_assert_property (child, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
          g_assert_false (gtk_test_accessible_has_relation (GTK_ACCESSIBLE (child),
                                                            GTK_ACCESSIBLE_RELATION_LABELLED_BY));
          n++;
        }
      else
        n += assert_read_as (child, label, name);
    }
  return n;
}

static GtkWidget *
asked (Fixture *fixture)
{
  GtkWidget *dialog = gmp_save_changes_get_question (GTK_WINDOW (fixture->window));
  g_autoptr(GList) shown = gmp_alert_list_shown (GTK_WINDOW (fixture->window));

  g_assert_nonnull (dialog);
  g_assert_true (gtk_widget_get_visible (dialog));
  g_assert_true (gmp_alert_get_parent (dialog) == GTK_WINDOW (fixture->window));
  /* Over the window, the window held back while it asks; first, before
   * anything about a new game (issue 16) */
  g_assert_true (g_list_find (shown, dialog) != NULL);
  g_assert_cmpuint (g_list_length (shown), ==, 1);
#if GMP_ALERT_IS_ADW_DIALOG
  g_assert_true (gtk_widget_get_root (dialog) == GTK_ROOT (fixture->window));
#else
  g_assert_true (gtk_window_get_transient_for (GTK_WINDOW (dialog)) == GTK_WINDOW (fixture->window));
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));
#endif
  g_assert_cmpstr (gmp_alert_get_heading (dialog), ==, "Save Changes?");
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), "Our Game"));
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "cancel"), ==, "_Cancel");
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "discard"), ==, "_Discard");
  g_assert_cmpint (gmp_alert_get_response_appearance (dialog, "discard"), ==,
                   ADW_RESPONSE_DESTRUCTIVE);
  g_assert_cmpint (gmp_alert_get_response_appearance (dialog, "save"), ==,
                   ADW_RESPONSE_SUGGESTED);
  /* Escape keeps everything as it was */
  g_assert_cmpstr (gmp_alert_get_close_response (dialog), ==, "cancel");
  g_assert_cmpuint (assert_read_as (GTK_WIDGET (dialog), "_Cancel", "Cancel"), >, 0);
  g_assert_cmpuint (assert_read_as (GTK_WIDGET (dialog), "_Discard", "Discard"), >, 0);
  g_assert_cmpuint (assert_read_as (GTK_WIDGET (dialog), "_Save", "Save")
                    + assert_read_as (GTK_WIDGET (dialog), "_Save As…", "Save As…"), >, 0);
  /* Nothing happened yet */
  g_assert_true (gmp_window_get_game (fixture->window) == fixture->game);
  return dialog;
}

static void
answer (Fixture    *fixture,
        const char *response)
{
  gmp_alert_respond (asked (fixture), response);
  spin ();
}

/* A window of the application, so that Quit can be asked for: one
 * application for the whole test, registered once */
static void
join_application (Fixture *fixture)
{
  static GmpApplication *app;

  if (app == NULL)
    {
      g_autoptr(GError) error = NULL;

      app = gmp_application_new ();
      g_application_set_flags (G_APPLICATION (app),
                               G_APPLICATION_HANDLES_OPEN | G_APPLICATION_NON_UNIQUE);
      g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
      g_assert_no_error (error);
    }
  fixture->app = g_object_ref (app);
  gtk_application_add_window (GTK_APPLICATION (app), GTK_WINDOW (fixture->window));
}

static guint
n_ways (Leave how)
{
  return how == LEAVE_NEW_SCENARIO ? gmp_shipped_count () : 1;
}

/* Cancel, and the dialog's Escape, keep the game; Discard lets it go and
 * removes its autosave */
static void
test_cancel_then_discard (Fixture       *fixture,
                          gconstpointer  data)
{
  Leave how = GPOINTER_TO_UINT (data);

  if (how == LEAVE_QUIT)
    join_application (fixture);
  for (guint i = 0; i < n_ways (how); i++)
    {
      leave (fixture, how, i);
      answer (fixture, "cancel");
      assert_kept (fixture);

      /* The dialog closed with Escape or its close button */
      leave (fixture, how, i);
      gmp_alert_close (asked (fixture));
      spin ();
      assert_kept (fixture);
    }

  /* A second request while one is asked does not ask twice. Closing the
   * window (Close, Quit) while an AdwDialog asks closes the question as
   * Escape does (libadwaita's dialogs take the window's close request
   * first): the game stays, and is asked about again */
  leave (fixture, how, 0);
  asked (fixture);
  leave (fixture, how, 0);
#if GMP_ALERT_IS_ADW_DIALOG
  if (how == LEAVE_CLOSE || how == LEAVE_QUIT)
    {
      spin ();
      assert_kept (fixture);
      leave (fixture, how, 0);
    }
#endif
  answer (fixture, "discard");
  assert_left (fixture, how);
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_assert_null (gmp_recovery_get_path (fixture->game));
  /* The changes were not written anywhere */
  g_assert_null (gmp_game_get_file (fixture->game));
}

/* GTK's own chooser, which GtkFileChooserNative shows outside a sandbox */
static GtkFileChooser *
find_chooser (void)
{
  for (guint i = 0; i < 300; i++)
    {
      GListModel *toplevels = gtk_window_get_toplevels ();

      for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
        {
          g_autoptr(GObject) window = g_list_model_get_item (toplevels, t);

          if (GTK_IS_FILE_CHOOSER_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
            return GTK_FILE_CHOOSER (window);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (10000);
    }
  g_error ("The save dialog did not open");
  return NULL;
}

static void
iterate (guint times)
{
  for (guint i = 0; i < times; i++)
    {
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (10000);
    }
}

/* The game, as the file holds it */
static guint
n_done_in (GFile *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpGame) saved = gmp_game_new_from_file (file, &error);

  g_assert_no_error (error);
  return n_done_of (saved);
}

/* The game, as its autosave holds it */
static guint
n_done_kept (Fixture *fixture)
{
  g_autoptr(GFile) file = g_file_new_for_path (fixture->kept);

  return n_done_in (file);
}

/* Discard, then Cancel on the new game's setup (its dice, who plays it):
 * the game stays, and so does its autosave, still changed; found by real
 * play (issue 16): the Discard had removed the autosave already. Discard
 * then the setup confirmed removes it */
static void
test_discard_then_cancel_setup (Fixture       *fixture,
                                gconstpointer  data)
{
  Leave how = GPOINTER_TO_UINT (data);

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GList) shown = NULL;

      leave (fixture, how, 0);
      answer (fixture, "discard");
      shown = gmp_alert_list_shown (GTK_WINDOW (fixture->window));
      g_assert_cmpuint (g_list_length (shown), ==, 1);
      if (round == 0)
        gmp_alert_respond (shown->data, "cancel");
      else
        gmp_alert_close (shown->data);
      spin ();
      assert_kept (fixture);
      g_assert_cmpuint (n_done_kept (fixture), ==, fixture->n_done);
    }

  /* Written again after a change, and still asked about */
  play_some (fixture->game, 1);
  fixture->n_done = n_done_of (fixture->game);
  spin ();
  g_assert_cmpuint (n_done_kept (fixture), ==, fixture->n_done);

  leave (fixture, how, 0);
  answer (fixture, "discard");
  assert_left (fixture, how);
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_assert_null (gmp_recovery_get_path (fixture->game));
}

/* Save on a game that has its file: written there, then replaced */
static void
test_save_to_its_file (Fixture       *fixture,
                       gconstpointer  data)
{
  Leave how = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_build_filename (fixture->dir, "ours" GMP_SCENARIO_EXTENSION, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  GtkWidget *dialog;

  if (how == LEAVE_QUIT)
    join_application (fixture);
  g_assert_true (gmp_window_save_to (fixture->window, file));
  /* Saved: its autosave has served; the next action makes a new one */
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  play_some (fixture->game, 2);
  fixture->n_done = n_done_of (fixture->game);
  g_free (fixture->kept);
  fixture->kept = g_strdup (gmp_recovery_get_path (fixture->game));
  g_assert_true (g_file_test (fixture->kept, G_FILE_TEST_IS_REGULAR));
  g_assert_cmpuint (n_done_in (file), <, fixture->n_done);

  leave (fixture, how, gmp_shipped_count () - 1);
  dialog = asked (fixture);
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "save"), ==, "_Save");
  answer (fixture, "save");
  assert_left (fixture, how);
  g_assert_cmpuint (n_done_in (file), ==, fixture->n_done);
  g_assert_false (gmp_game_get_modified (fixture->game));
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
}

/* Save on a game never saved asks where first: cancelling that keeps
 * everything; a name given writes the game there, then it goes */
static void
test_save_asks_for_a_name (Fixture       *fixture,
                           gconstpointer  data)
{
  Leave how = GPOINTER_TO_UINT (data);
  g_autofree char *path = g_build_filename (fixture->dir, "named" GMP_SCENARIO_EXTENSION, NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (fixture->dir);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;
  GtkFileChooser *chooser;

  if (how == LEAVE_QUIT)
    join_application (fixture);
  leave (fixture, how, 0);
  dialog = asked (fixture);
  /* More to answer after it: the ellipsis says so */
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "save"), ==, "_Save As…");
  answer (fixture, "save");
  g_assert_nonnull (gmp_save_changes_get_chooser (GTK_WINDOW (fixture->window)));
  chooser = find_chooser ();
  iterate (20);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  iterate (5);
  assert_kept (fixture);
  g_assert_null (gmp_save_changes_get_chooser (GTK_WINDOW (fixture->window)));

  leave (fixture, how, 0);
  answer (fixture, "save");
  chooser = find_chooser ();
  /* Changing the folder while it loads makes GTK's chooser complain */
  iterate (30);
  g_assert_true (gtk_file_chooser_set_current_folder (chooser, folder, &error));
  g_assert_no_error (error);
  iterate (10);
  gtk_file_chooser_set_current_name (chooser, "named" GMP_SCENARIO_EXTENSION);
  /* Not replaced before the game is written */
  g_assert_true (gmp_window_get_game (fixture->window) == fixture->game);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  for (guint i = 0; i < 300 && gmp_save_changes_get_chooser (GTK_WINDOW (fixture->window)) != NULL; i++)
    iterate (1);
  assert_left (fixture, how);
  g_assert_true (g_file_equal (gmp_game_get_file (fixture->game), file));
  g_assert_cmpuint (n_done_in (file), ==, fixture->n_done);
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
}

/* Open… itself: the file picked in GTK's chooser is loaded, then asked
 * about before it replaces the changed game */
static void
test_open_chooser (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GtkFileChooser *chooser;

  for (guint round = 0; round < 2; round++)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (fixture->window), "win.open", NULL));
      chooser = find_chooser ();
      iterate (30);
      g_assert_true (gtk_file_chooser_set_file (chooser, fixture->other, &error));
      g_assert_no_error (error);
      iterate (10);
      gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
      for (guint i = 0; i < 300 && gmp_save_changes_get_question (GTK_WINDOW (fixture->window)) == NULL; i++)
        iterate (1);
      answer (fixture, round == 0 ? "cancel" : "discard");
      if (round == 0)
        assert_kept (fixture);
    }
  assert_left (fixture, LEAVE_OPEN);
}

/* The question speaks the players' language (Rules text glossary) */
static void
test_translated (Fixture       *fixture,
                 gconstpointer  data)
{
  g_autofree char *before = g_strdup (g_getenv ("LANGUAGE"));
  GtkWidget *dialog;

  g_setenv ("LANGUAGE", "pt_BR", TRUE);
  setlocale (LC_ALL, "");
  leave (fixture, LEAVE_NEW_DEFAULT, 0);
  dialog = gmp_save_changes_get_question (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  g_assert_cmpstr (gmp_alert_get_heading (dialog), ==, "Salvar as alterações?");
  g_assert_cmpstr (gmp_alert_get_body (dialog), ==,
                   "“Our Game” tem alterações que não foram salvas. Se você continuar sem "
                   "salvar, elas serão perdidas.");
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "cancel"), ==, "_Cancelar");
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "discard"), ==, "_Descartar");
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "save"), ==, "_Salvar como…");
  gmp_alert_respond (dialog, "cancel");
  spin ();
  g_setenv ("LANGUAGE", before != NULL ? before : "", TRUE);
  setlocale (LC_ALL, "");
  assert_kept (fixture);
}

/* Quit with two changed games asks once, listing both, as GNOME Text
 * Editor does: Cancel keeps both; Discard All closes both and removes
 * their autosaves; Save All saves both, then closes (issue 16) */
typedef struct {
  GmpWindow *window;
  GmpGame   *game;
  char      *kept;
} Second;

static void
second_set_up (Fixture *fixture,
               Second  *second)
{
  g_autoptr(GError) error = NULL;

  second->game = gmp_game_new_for_table (FALSE, gmp_dice_new_seeded (31), &error);
  g_assert_no_error (error);
  gmp_game_set_title (second->game, "Second Game");
  second->window = g_object_ref_sink (gmp_window_new (NULL, second->game));
  gtk_application_add_window (GTK_APPLICATION (fixture->app), GTK_WINDOW (second->window));
  gtk_window_present (GTK_WINDOW (second->window));
  wait_for_allocation (GTK_WIDGET (gmp_window_get_map_view (second->window)));
  play_some (second->game, 2);
  second->kept = g_strdup (gmp_recovery_get_path (second->game));
  g_assert_true (g_file_test (second->kept, G_FILE_TEST_IS_REGULAR));
}

static void
second_tear_down (Second *second)
{
  gmp_window_set_autosave (second->window, FALSE);
  gtk_window_destroy (GTK_WINDOW (second->window));
  g_clear_object (&second->window);
  g_clear_object (&second->game);
  g_clear_pointer (&second->kept, g_free);
}

/* Quit's one question, and no window's own */
static GtkWidget *
asked_to_quit (Fixture *fixture,
               Second  *second)
{
  GtkWidget *dialog;

  g_action_group_activate_action (G_ACTION_GROUP (fixture->app), "quit", NULL);
  spin ();
  dialog = gmp_quit_get_question (GTK_APPLICATION (fixture->app));
  g_assert_nonnull (dialog);
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)));
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (second->window)));
  g_assert_cmpstr (gmp_alert_get_heading (dialog), ==, "Save Changes?");
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), "“Our Game”"));
  g_assert_nonnull (strstr (gmp_alert_get_body (dialog), "“Second Game”"));
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "cancel"), ==, "_Cancel");
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "discard"), ==, "_Discard All");
  g_assert_cmpstr (gmp_alert_get_response_label (dialog, "save"), ==, "_Save All");
  g_assert_cmpstr (gmp_alert_get_close_response (dialog), ==, "cancel");
  return dialog;
}

static void
test_quit_two_discard (Fixture       *fixture,
                       gconstpointer  data)
{
  Second second = { 0 };

  join_application (fixture);
  second_set_up (fixture, &second);

  gmp_alert_respond (asked_to_quit (fixture, &second), "cancel");
  spin ();
  g_assert_null (gmp_quit_get_question (GTK_APPLICATION (fixture->app)));
  assert_kept (fixture);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (second.window)));
  g_assert_true (gmp_game_get_modified (second.game));
  g_assert_true (g_file_test (second.kept, G_FILE_TEST_IS_REGULAR));

  gmp_alert_respond (asked_to_quit (fixture, &second), "discard");
  spin ();
  /* Both closed at once: no window asked again */
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (fixture->window)));
  g_assert_null (gmp_save_changes_get_question (GTK_WINDOW (second.window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (second.window)));
  g_assert_false (g_file_test (fixture->kept, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (second.kept, G_FILE_TEST_EXISTS));
  second_tear_down (&second);
}

static void
test_quit_two_save (Fixture       *fixture,
                    gconstpointer  data)
{
  g_autofree char *ours_path = g_build_filename (fixture->dir, "ours" GMP_SCENARIO_EXTENSION, NULL);
  g_autofree char *second_path = g_build_filename (fixture->dir, "second" GMP_SCENARIO_EXTENSION, NULL);
  g_autoptr(GFile) ours = g_file_new_for_path (ours_path);
  g_autoptr(GFile) second_file = g_file_new_for_path (second_path);
  Second second = { 0 };
  guint ours_done, second_done;

  join_application (fixture);
  second_set_up (fixture, &second);
  /* Both have files, and changes since */
  g_assert_true (gmp_window_save_to (fixture->window, ours));
  g_assert_true (gmp_window_save_to (second.window, second_file));
  play_some (fixture->game, 1);
  play_some (second.game, 1);
  ours_done = n_done_of (fixture->game);
  second_done = n_done_of (second.game);

  gmp_alert_respond (asked_to_quit (fixture, &second), "save");
  spin ();
  g_assert_cmpuint (n_done_in (ours), ==, ours_done);
  g_assert_cmpuint (n_done_in (second_file), ==, second_done);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (fixture->window)));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (second.window)));
  second_tear_down (&second);
}

/* docs/screenshots/save-changes-LANG.png when $GMP_SCREENSHOT_DIR is set
 * (build-aux/screenshots), in the language of $LANGUAGE */
static void
test_screenshot (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *dir = g_getenv ("GMP_SCREENSHOT_DIR");
  const char *language = g_getenv ("LANGUAGE");
  g_autofree char *lang = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  GtkWidget *dialog;
  GtkWindow *over;

  if (language == NULL || *language == '\0')
    lang = g_strdup ("en");
  else
    lang = g_strndup (language, strcspn (language, ":"));
  file = g_strdup_printf ("save-changes-%s.png", lang);
  if (dir != NULL && *dir != '\0')
    path = g_build_filename (dir, file, NULL);

  leave (fixture, LEAVE_NEW_DEFAULT, 0);
  dialog = gmp_save_changes_get_question (GTK_WINDOW (fixture->window));
  g_assert_nonnull (dialog);
  /* A window of its own under libadwaita 1.2, inside the window after */
  over = GTK_WINDOW (gtk_widget_get_root (dialog));
  ui_save_windows_png (GTK_WINDOW (fixture->window), over != GTK_WINDOW (fixture->window) ? over : NULL,
                       path);
  gmp_alert_respond (dialog, "cancel");
  spin ();
  assert_kept (fixture);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("gmp-test-save-changes-data-XXXXXX", NULL);
  int ok;

  /* The autosave and the recent games go to a folder of the test's own */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  /* What a screen reader reads, through GTK's test backend */
  g_setenv ("GTK_A11Y", "test", TRUE);
  gtk_test_setup (&argc, &argv);
  test_bind_translations ();
  textdomain (GETTEXT_PACKAGE);
  adw_init ();
  /* An answered alert is gone at once, not at the end of its closing
   * animation (an AdwDialog, libadwaita 1.5 on): while it closes, the
   * window's next close request would only finish closing it */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);

  for (Leave how = 0; how < N_LEAVES; how++)
    {
      g_autofree char *cancel = g_strdup_printf ("/ui/save-changes/%s/cancel-then-discard",
                                                 leave_names[how]);
      g_autofree char *save = g_strdup_printf ("/ui/save-changes/%s/save", leave_names[how]);
      g_autofree char *save_as = g_strdup_printf ("/ui/save-changes/%s/save-as",
                                                  leave_names[how]);

      g_test_add (cancel, Fixture, GUINT_TO_POINTER (how),
                  fixture_set_up, test_cancel_then_discard, fixture_tear_down);
      g_test_add (save, Fixture, GUINT_TO_POINTER (how),
                  fixture_set_up, test_save_to_its_file, fixture_tear_down);
      g_test_add (save_as, Fixture, GUINT_TO_POINTER (how),
                  fixture_set_up, test_save_asks_for_a_name, fixture_tear_down);
    }
  g_test_add ("/ui/save-changes/new-our-dice/discard-then-cancel-setup", Fixture,
              GUINT_TO_POINTER (LEAVE_NEW_OUR_DICE),
              fixture_set_up, test_discard_then_cancel_setup, fixture_tear_down);
  g_test_add ("/ui/save-changes/new-solo/discard-then-cancel-setup", Fixture,
              GUINT_TO_POINTER (LEAVE_NEW_SOLO),
              fixture_set_up, test_discard_then_cancel_setup, fixture_tear_down);
  g_test_add ("/ui/save-changes/open/chooser", Fixture, NULL,
              fixture_set_up, test_open_chooser, fixture_tear_down);
  g_test_add ("/ui/save-changes/quit/two-games/cancel-then-discard-all", Fixture, NULL,
              fixture_set_up, test_quit_two_discard, fixture_tear_down);
  g_test_add ("/ui/save-changes/quit/two-games/save-all", Fixture, NULL,
              fixture_set_up, test_quit_two_save, fixture_tear_down);
  g_test_add ("/ui/save-changes/translated", Fixture, NULL,
              fixture_set_up, test_translated, fixture_tear_down);
  g_test_add ("/ui/save-changes/screenshot", Fixture, NULL,
              fixture_set_up, test_screenshot, fixture_tear_down);

  ok = g_test_run ();
  remove_dir (data_home);
  return ok;
}
