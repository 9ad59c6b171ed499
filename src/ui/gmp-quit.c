/* gmp-quit.c: Quit asks once for every changed game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"

#include "gmp-alert.h"
#include "gmp-quit.h"
#include "gmp-save-changes.h"
#include "gmp-save-chooser.h"
#include "gmp-window-private.h"

/* One Quit asked; the application's while it is asked */
typedef struct
{
  GtkApplication       *app;
  GPtrArray            *windows;   /* GmpWindow, owned: their games had changes */
  guint                 next;      /* Save All: the next window to save */
  GtkWidget            *dialog;
  GtkFileChooserNative *chooser;
} Quit;

static GQuark
quit_quark (void)
{
  return g_quark_from_static_string ("gmp-quit");
}

static void
quit_free (Quit *quit)
{
  if (g_object_get_qdata (G_OBJECT (quit->app), quit_quark ()) == quit)
    g_object_set_qdata (G_OBJECT (quit->app), quit_quark (), NULL);
  if (quit->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (quit->chooser));
  g_clear_object (&quit->chooser);
  g_ptr_array_unref (quit->windows);
  g_object_unref (quit->app);
  g_free (quit);
}

/* Every window closes; closing each lets it save its size. Not from
 * within the question's "response": the dialog still holds its window */
static gboolean
close_all (gpointer data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (data));

  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (GTK_WINDOW (windows->data));
      windows = next;
    }
  return G_SOURCE_REMOVE;
}

static void
finish (Quit     *quit,
        gboolean  go_on)
{
  if (go_on)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_all, g_object_ref (quit->app), g_object_unref);
  quit_free (quit);
}

static void save_next (Quit *quit);

static void
on_chooser_response (GtkFileChooserNative *chooser,
                     int                   response,
                     Quit                 *quit)
{
  g_autoptr(GFile) file = NULL;
  GmpWindow *window = g_ptr_array_index (quit->windows, quit->next);

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_signal_handlers_disconnect_by_data (chooser, quit);
  gtk_native_dialog_hide (GTK_NATIVE_DIALOG (chooser));
  gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (chooser));
  g_clear_object (&quit->chooser);
  /* Not saved (cancelled, or the window says why): nothing closes */
  if (file == NULL || !gmp_window_save_to (window, file))
    {
      finish (quit, FALSE);
      return;
    }
  quit->next++;
  save_next (quit);
}

/* Save All: each game to its file, a game never saved where the players
 * say; the windows close only once every game is saved */
static void
save_next (Quit *quit)
{
  for (; quit->next < quit->windows->len; quit->next++)
    {
      GmpWindow *window = g_ptr_array_index (quit->windows, quit->next);
      GmpGame *game = gmp_window_get_game (window);
      GFile *file;

      if (game == NULL || !gmp_game_get_modified (game))
        continue;
      file = gmp_game_get_file (game);
      if (file == NULL)
        {
          gtk_window_present (GTK_WINDOW (window));
          quit->chooser = gmp_save_chooser_new (GTK_WINDOW (window), game);
          g_signal_connect (quit->chooser, "response", G_CALLBACK (on_chooser_response), quit);
          gtk_native_dialog_show (GTK_NATIVE_DIALOG (quit->chooser));
          return;
        }
      if (!gmp_window_save_to (window, file))
        {
          finish (quit, FALSE);
          return;
        }
    }
  finish (quit, TRUE);
}

static void
on_question_response (GtkWidget  *dialog,
                      const char *response,
                      Quit       *quit)
{
  quit->dialog = NULL;
  if (g_strcmp0 (response, "save") == 0)
    save_next (quit);
  else if (g_strcmp0 (response, "discard") == 0)
    {
      /* Thrown away on purpose: their copies kept for a crash go too, and
       * their windows close without asking again */
      for (guint i = 0; i < quit->windows->len; i++)
        {
          GmpWindow *window = g_ptr_array_index (quit->windows, i);

          if (gmp_window_get_game (window) != NULL)
            gmp_recovery_discard (gmp_window_get_game (window));
          window->closing = TRUE;
        }
      finish (quit, TRUE);
    }
  else
    finish (quit, FALSE);
}

static GtkWidget *
new_question (GtkWindow *parent,
              GPtrArray *windows)
{
  g_autoptr(GString) body = g_string_new (_("These games have changes that are not saved. If "
                                            "you quit without saving, they are lost."));

  g_string_append_c (body, '\n');
  for (guint i = 0; i < windows->len; i++)
    /* TRANSLATORS: a game with unsaved changes in the Quit question's list */
    g_string_append_printf (body, _("\n• “%s”"),
                            gmp_game_get_title (gmp_window_get_game (g_ptr_array_index (windows, i))));
  return gmp_save_changes_new_question (parent, body->str, _("_Discard All"), _("_Save All"));
}

void
gmp_quit (GtkApplication *app)
{
  g_autoptr(GPtrArray) changed = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWindow *parent;
  Quit *quit;

  g_return_if_fail (GTK_IS_APPLICATION (app));

  quit = g_object_get_qdata (G_OBJECT (app), quit_quark ());
  if (quit != NULL)
    {
      if (quit->dialog != NULL)
        gmp_alert_present (quit->dialog);
      return;
    }
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (GMP_IS_WINDOW (l->data) && !GMP_WINDOW (l->data)->closing
        && gmp_window_get_game (l->data) != NULL
        && gmp_game_get_modified (gmp_window_get_game (l->data)))
      g_ptr_array_add (changed, g_object_ref (l->data));
  /* One changed game: its window asks alone, with its own Save As… */
  if (changed->len < 2)
    {
      close_all (app);
      return;
    }

  quit = g_new0 (Quit, 1);
  quit->app = g_object_ref (app);
  quit->windows = g_steal_pointer (&changed);
  parent = gtk_application_get_active_window (app);
  if (parent == NULL || !g_ptr_array_find (quit->windows, parent, NULL))
    parent = g_ptr_array_index (quit->windows, 0);
  quit->dialog = new_question (parent, quit->windows);
  g_object_set_qdata (G_OBJECT (app), quit_quark (), quit);
  g_signal_connect (quit->dialog, "response", G_CALLBACK (on_question_response), quit);
  gmp_alert_present (quit->dialog);
}

GtkWidget *
gmp_quit_get_question (GtkApplication *app)
{
  Quit *quit;

  g_return_val_if_fail (GTK_IS_APPLICATION (app), NULL);

  quit = g_object_get_qdata (G_OBJECT (app), quit_quark ());
  return quit != NULL ? quit->dialog : NULL;
}
