/* gmp-save-changes.c: Save / Discard / Cancel before a changed game goes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"

#include "gmp-alert.h"
#include "gmp-save-changes.h"
#include "gmp-save-chooser.h"

/* What one question is about; the task's data, and the window's while it
 * is asked */
typedef struct
{
  GtkWindow            *window;   /* owned: the task lets its source object go first */
  GmpGame              *game;
  GtkWidget            *dialog;
  GtkFileChooserNative *chooser;
  gboolean              defer_discard;  /* ask_then(): a new game's setup comes after */
} Request;

static GQuark
request_quark (void)
{
  return g_quark_from_static_string ("gmp-save-changes-request");
}

/* On a game whose changes the players discarded before a new game's
 * setup: its autosave goes only once the new game is in its place */
static GQuark
discarded_quark (void)
{
  return g_quark_from_static_string ("gmp-save-changes-discarded");
}

static Request *
lookup_request (GtkWindow *window)
{
  return g_object_get_qdata (G_OBJECT (window), request_quark ());
}

static void
request_free (gpointer data)
{
  Request *request = data;

  if (lookup_request (request->window) == request)
    g_object_set_qdata (G_OBJECT (request->window), request_quark (), NULL);
  if (request->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (request->chooser));
  g_clear_object (&request->chooser);
  g_clear_object (&request->game);
  g_clear_object (&request->window);
  g_free (request);
}

/* The question is over: the window may ask again at once */
static void
finish (GTask    *task,
        gboolean  go_on)
{
  Request *request = g_task_get_task_data (task);

  g_object_set_qdata (G_OBJECT (request->window), request_quark (), NULL);
  request->dialog = NULL;
  if (go_on)
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             "The players keep the game");
  g_object_unref (task);
}

/* A position with problems asks whether to save it as a draft first
 * (gmp-window-editor.c): it goes on once it is saved */
static void
on_draft_answered (GtkWidget        *dialog,
                   const char       *response,
                   GTask            *task)
{
  Request *request = g_task_get_task_data (task);

  g_signal_handlers_disconnect_by_data (dialog, task);
  finish (task, !gmp_game_get_modified (request->game));
}

static void
save_to (GTask *task,
         GFile *file)
{
  Request *request = g_task_get_task_data (task);
  GmpGameHolder *holder = GMP_GAME_HOLDER (request->window);
  GtkWidget *draft;

  if (gmp_game_holder_save_to (holder, file))
    {
      finish (task, TRUE);
      return;
    }
  draft = gmp_game_holder_get_save_question (holder);
  if (draft != NULL)
    {
      /* Runs after the holder's own handler (the editor's), connected
       * first, which saves on "draft" */
      g_signal_connect (draft, "response", G_CALLBACK (on_draft_answered), task);
      return;
    }
  /* Not saved: the window says why, and the game stays */
  finish (task, FALSE);
}

static void
on_chooser_response (GtkFileChooserNative *chooser,
                     int                   response,
                     GTask                *task)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_signal_handlers_disconnect_by_data (chooser, task);
  gtk_native_dialog_hide (GTK_NATIVE_DIALOG (chooser));
  if (file == NULL)
    finish (task, FALSE);
  else
    save_to (task, file);
}

static void
save (GTask *task)
{
  Request *request = g_task_get_task_data (task);
  GFile *file = gmp_game_get_file (request->game);

  if (file != NULL)
    {
      save_to (task, file);
      return;
    }
  /* A game never saved: where to, first; replaced only once it is written */
  request->chooser = gmp_save_chooser_new (request->window, request->game);
  g_signal_connect (request->chooser, "response", G_CALLBACK (on_chooser_response), task);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (request->chooser));
}

static void
on_question_response (GtkWidget        *dialog,
                      const char       *response,
                      GTask            *task)
{
  Request *request = g_task_get_task_data (task);

  request->dialog = NULL;
  if (g_strcmp0 (response, "save") == 0)
    save (task);
  else if (g_strcmp0 (response, "discard") == 0)
    {
      /* Thrown away on purpose: its copy kept for a crash goes too, but
       * after a setup the players may still cancel only once the new game
       * is in place (gmp_save_changes_put_game()): nothing may be lost */
      if (request->defer_discard)
        g_object_set_qdata (G_OBJECT (request->game), discarded_quark (), GINT_TO_POINTER (TRUE));
      else
        gmp_recovery_discard (request->game);
      finish (task, TRUE);
    }
  else
    finish (task, FALSE);
}

static GtkWidget *
new_question (GtkWindow *window,
              GmpGame   *game)
{
  g_autofree char *body = NULL;

  /* TRANSLATORS: %s is the game's title */
  body = g_strdup_printf (_("“%s” has changes that are not saved. If you go on without "
                            "saving, they are lost."), gmp_game_get_title (game));
  /* A game never saved asks for a name first */
  return gmp_save_changes_new_question (window, body, _("_Discard"),
                                        gmp_game_get_file (game) != NULL ? _("_Save")
                                                                         : _("_Save As…"));
}

GtkWidget *
gmp_save_changes_new_question (GtkWindow  *parent,
                               const char *body,
                               const char *discard_label,
                               const char *save_label)
{
  GtkWidget *dialog = gmp_alert_new (parent, _("Save Changes?"), body);

  gmp_alert_add_responses (dialog,
                           "cancel", _("_Cancel"),
                           "discard", discard_label,
                           "save", save_label,
                           NULL);
  gmp_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  gmp_alert_set_response_appearance (dialog, "save", ADW_RESPONSE_SUGGESTED);
  gmp_alert_set_default_response (dialog, "save");
  /* Escape and the dialog's close button keep everything as it was */
  gmp_alert_set_close_response (dialog, "cancel");
  gtk_widget_add_css_class (dialog, "save-changes");
  return dialog;
}

static void
ask_async (GtkWindow           *window,
           gboolean             defer_discard,
           GCancellable        *cancellable,
           GAsyncReadyCallback  callback,
           gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  Request *request, *asked;
  GmpGame *game;

  g_return_if_fail (GMP_IS_GAME_HOLDER (window));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (window, cancellable, callback, user_data);
  g_task_set_source_tag (task, gmp_save_changes_ask_async);
  game = gmp_game_holder_get_game (GMP_GAME_HOLDER (window));
  if (game == NULL || !gmp_game_get_modified (game))
    {
      g_task_return_boolean (task, TRUE);
      return;
    }
  /* Asked again: an earlier Discard whose setup was cancelled holds no more */
  g_object_set_qdata (G_OBJECT (game), discarded_quark (), NULL);
  asked = lookup_request (window);
  if (asked != NULL)
    {
      if (asked->dialog != NULL)
        gmp_alert_present (asked->dialog);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_PENDING,
                               "The window already asks about its game");
      return;
    }

  request = g_new0 (Request, 1);
  request->window = g_object_ref (window);
  request->game = g_object_ref (game);
  request->defer_discard = defer_discard;
  request->dialog = new_question (window, game);
  g_task_set_task_data (task, request, request_free);
  g_object_set_qdata (G_OBJECT (window), request_quark (), request);
  g_signal_connect (request->dialog, "response", G_CALLBACK (on_question_response),
                    g_steal_pointer (&task));
  gmp_alert_present (request->dialog);
}

void
gmp_save_changes_ask_async (GtkWindow           *window,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  ask_async (window, FALSE, cancellable, callback, user_data);
}

gboolean
gmp_save_changes_ask_finish (GtkWindow     *window,
                             GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (GMP_IS_GAME_HOLDER (window), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, window), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

GtkWidget *
gmp_save_changes_get_question (GtkWindow *window)
{
  Request *request;

  g_return_val_if_fail (GMP_IS_GAME_HOLDER (window), NULL);

  request = lookup_request (window);
  return request != NULL ? request->dialog : NULL;
}

GtkFileChooserNative *
gmp_save_changes_get_chooser (GtkWindow *window)
{
  Request *request;

  g_return_val_if_fail (GMP_IS_GAME_HOLDER (window), NULL);

  request = lookup_request (window);
  return request != NULL ? request->chooser : NULL;
}

/* Replacing ------------------------------------------------------------- */

typedef struct
{
  GmpGame            *game;
  GmpSaveChangesDone  done;
  gpointer            user_data;
  GDestroyNotify      destroy;
} Replacement;

static void
replacement_free (Replacement *replacement)
{
  g_clear_object (&replacement->game);
  if (replacement->destroy != NULL)
    replacement->destroy (replacement->user_data);
  g_free (replacement);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Replacement, replacement_free)

static void
replace_now (GtkWindow   *window,
             Replacement *replacement)
{
  /* No game: the caller sets up the new one after asking (ask_then) */
  if (replacement->game != NULL)
    gmp_game_holder_set_game (GMP_GAME_HOLDER (window), replacement->game);
  if (replacement->done != NULL)
    replacement->done (window, replacement->user_data);
}

static void
on_asked_to_replace (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(Replacement) replacement = user_data;

  if (gmp_save_changes_ask_finish (GTK_WINDOW (source), result, NULL))
    replace_now (GTK_WINDOW (source), replacement);
}

/* Replaced (or done) at once when there is nothing to ask, else once the
 * players allow it. No game: a setup comes between the answer and the new
 * game (ask_then()) */
static void
replace_when_allowed (GtkWindow   *window,
                      Replacement *replacement)
{
  GmpGame *shown = gmp_game_holder_get_game (GMP_GAME_HOLDER (window));

  if (shown == NULL || !gmp_game_get_modified (shown))
    {
      g_autoptr(Replacement) now = replacement;

      replace_now (window, now);
      return;
    }
  ask_async (window, replacement->game == NULL, NULL, on_asked_to_replace, replacement);
}

void
gmp_save_changes_replace_game (GtkWindow          *window,
                               GmpGame            *game,
                               GmpSaveChangesDone  done,
                               gpointer            user_data,
                               GDestroyNotify      destroy)
{
  Replacement *replacement;

  g_return_if_fail (GMP_IS_GAME_HOLDER (window));
  g_return_if_fail (GMP_IS_GAME (game));

  replacement = g_new0 (Replacement, 1);
  replacement->game = g_object_ref (game);
  replacement->done = done;
  replacement->user_data = user_data;
  replacement->destroy = destroy;
  /* Nothing to ask: replaced before this returns, as callers expect */
  replace_when_allowed (window, replacement);
}

void
gmp_save_changes_ask_then (GtkWindow          *window,
                           GmpSaveChangesDone  then,
                           gpointer            user_data,
                           GDestroyNotify      destroy)
{
  Replacement *replacement;

  g_return_if_fail (GMP_IS_GAME_HOLDER (window));
  g_return_if_fail (then != NULL);

  replacement = g_new0 (Replacement, 1);
  replacement->done = then;
  replacement->user_data = user_data;
  replacement->destroy = destroy;
  replace_when_allowed (window, replacement);
}

void
gmp_save_changes_put_game (GtkWindow *window,
                           GmpGame   *game)
{
  g_autoptr(GmpGame) old = NULL;

  g_return_if_fail (GMP_IS_GAME_HOLDER (window));
  g_return_if_fail (GMP_IS_GAME (game));

  /* Held until its autosave is dealt with: the window lets it go */
  g_set_object (&old, gmp_game_holder_get_game (GMP_GAME_HOLDER (window)));
  gmp_game_holder_set_game (GMP_GAME_HOLDER (window), game);
  if (old != NULL && old != game && g_object_steal_qdata (G_OBJECT (old), discarded_quark ()) != NULL)
    gmp_recovery_discard (old);
}
