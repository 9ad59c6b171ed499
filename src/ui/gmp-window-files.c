/* gmp-window-files.c: the window's files: Open, a dropped file, recent games, Save, Save As,
 * Export; the window as a GmpGameHolder (its game, saved, for the save question)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opening a file asks first about a changed game (gmp-save-changes.h).
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"

#include "gmp-alert.h"
#include "gmp-export.h"
#include "gmp-save-changes.h"
#include "gmp-save-chooser.h"
#include "gmp-window-private.h"


/* Opening -------------------------------------------------------------- */

static void
on_chooser_response (GmpWindow            *self,
                     int                   response,
                     GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        gmp_window_open_file (self, file);
    }

  g_clear_object (&self->chooser);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);
  g_autoptr(GtkFileFilter) scenarios = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  if (self->chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
      return;
    }

  gtk_file_filter_set_name (scenarios, _("Ginormopod Scenarios"));
  gtk_file_filter_add_mime_type (scenarios, GMP_SCENARIO_MIME_TYPE);
  gtk_file_filter_add_pattern (scenarios, "*" GMP_SCENARIO_EXTENSION);
  gtk_file_filter_set_name (all, _("All Files"));
  gtk_file_filter_add_pattern (all, "*");

  self->chooser = gtk_file_chooser_native_new (_("Open Scenario"),
                                               GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_OPEN,
                                               _("_Open"),
                                               _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), scenarios);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), all);
  gtk_file_chooser_set_filter (GTK_FILE_CHOOSER (self->chooser), scenarios);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (on_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

GtkWidget *
_gmp_window_new_load_error_dialog (GmpWindow    *self,
                                   GFile        *file,
                                   const GError *error)
{
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error != NULL, NULL);

  name = g_file_get_basename (file);
  /* Translators: %s is a file name */
  heading = g_strdup_printf (_("Could Not Open “%s”"), name);

  /* The message names the file, the line and what is wrong with it. */
  dialog = gmp_alert_new (GTK_WINDOW (self), heading, error->message);
  gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
  gmp_alert_set_default_response (dialog, "close");
  gmp_alert_set_close_response (dialog, "close");

  return dialog;
}

gboolean
gmp_window_open_file (GmpWindow *self,
                      GFile     *file)
{
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (GMP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  game = gmp_game_new_from_file (file, &error);
  if (game == NULL)
    {
      GtkWidget *dialog = _gmp_window_new_load_error_dialog (self, file, error);

      gmp_alert_present (dialog);
      return FALSE;
    }

  /* Loaded first: a file that does not load replaces nothing */
  gmp_save_changes_replace_game (GTK_WINDOW (self), game, _gmp_window_remember_opened_file,
                                 g_object_ref (file), g_object_unref);
  return TRUE;
}

gboolean
gmp_window_save_to (GmpWindow *self,
                    GFile     *file)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (GMP_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  if (self->game == NULL)
    return FALSE;
  /* A position with problems is saved as a draft, once the player says so */
  if (!_gmp_window_editor_confirm_save (self->editor, file))
    return FALSE;
  if (!gmp_game_save (self->game, file, &error))
    {
      GtkWidget *dialog = gmp_alert_new (GTK_WINDOW (self), _("Could Not Save the Game"),
                                         error->message);

      gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
      gmp_alert_present (dialog);
      return FALSE;
    }
  /* Saved: its copy kept for a crash has served */
  gmp_recovery_discard (self->game);
  _gmp_window_remember_file (self, file);
  _gmp_window_update_title (self);
  return TRUE;
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         GmpWindow     *self)
{
  if (!G_VALUE_HOLDS (value, G_TYPE_FILE))
    return FALSE;
  return gmp_window_open_file (self, g_value_get_object (value));
}

/* A saved game dropped on the window opens in it */
void
_gmp_window_add_drop_target (GmpWindow *self)
{
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_FILE, GDK_ACTION_COPY);

  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

/* Recent games --------------------------------------------------------- */

void
_gmp_window_update_recent_menu (GmpWindow *self)
{
  GtkRecentManager *manager = gtk_recent_manager_get_default ();
  GList *items = gtk_recent_manager_get_items (manager);
  guint n = 0;

  g_menu_remove_all (self->recent_section);
  for (GList *l = items; l != NULL && n < MAX_RECENT; l = l->next)
    {
      GtkRecentInfo *info = l->data;
      const char *uri = gtk_recent_info_get_uri (info);
      g_autoptr(GMenuItem) item = NULL;

      if (!g_str_has_suffix (uri, GMP_SCENARIO_EXTENSION) || !gtk_recent_info_exists (info))
        continue;
      item = g_menu_item_new (gtk_recent_info_get_display_name (info), NULL);
      g_menu_item_set_action_and_target (item, "win.open-recent", "s", uri);
      g_menu_append_item (self->recent_section, item);
      n++;
    }
  g_list_free_full (items, (GDestroyNotify) gtk_recent_info_unref);
}

void
_gmp_window_remember_file (GmpWindow *self,
               GFile     *file)
{
  g_autofree char *uri = g_file_get_uri (file);
  GtkRecentData data = {
    .display_name = NULL,
    .mime_type = (char *) GMP_SCENARIO_MIME_TYPE,
    .app_name = (char *) g_get_application_name (),
    .app_exec = (char *) "ginormopod %u",
  };

  gtk_recent_manager_add_full (gtk_recent_manager_get_default (), uri, &data);
  _gmp_window_update_recent_menu (self);
}

void
_gmp_window_remember_opened_file (GtkWindow *window,
                                  gpointer   file)
{
  GmpWindow *self = GMP_WINDOW (window);
  const GError *history_error = NULL;

  _gmp_window_remember_file (self, file);
  /* A history that did not replay was dropped: say so (issue 19) */
  if (self->game != NULL)
    history_error = gmp_session_get_history_error (gmp_game_get_session (self->game));
  if (history_error != NULL)
    gmp_window_add_toast (self, history_error->message);
}

void
_gmp_window_open_recent_activated (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  GmpWindow *self = GMP_WINDOW (user_data);
  g_autoptr(GFile) file = g_file_new_for_uri (g_variant_get_string (param, NULL));

  gmp_window_open_file (self, file);
}

static void
on_save_chooser_response (GmpWindow            *self,
                          int                   response,
                          GtkFileChooserNative *chooser)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        gmp_window_save_to (self, file);
    }
  g_clear_object (&self->save_chooser);
}

static void
save_as (GmpWindow *self)
{
  if (self->game == NULL)
    return;
  if (self->save_chooser != NULL)
    {
      gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->save_chooser));
      return;
    }
  self->save_chooser = gmp_save_chooser_new (GTK_WINDOW (self), self->game);
  g_signal_connect_swapped (self->save_chooser, "response",
                            G_CALLBACK (on_save_chooser_response), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->save_chooser));
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);

  if (self->game == NULL)
    return;
  if (gmp_game_get_file (self->game) != NULL)
    gmp_window_save_to (self, gmp_game_get_file (self->game));
  else
    save_as (self);
}

static void
save_as_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *param)
{
  save_as (GMP_WINDOW (widget));
}

static void
on_export_done (GtkWindow *parent,
                GFile     *file,
                gpointer   data)
{
  g_autofree char *message = gmp_export_done_message (file);

  gmp_window_add_toast (GMP_WINDOW (parent), message);
}

/* The map with the setup as a picture, or the A4 sheet (issue 10) */
static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);

  if (self->game != NULL)
    gmp_export_present (GTK_WINDOW (self), self->game, on_export_done, NULL);
}

/* win.save, win.save-as and win.export */
void
_gmp_window_class_add_file_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "win.export", NULL, export_action);
}

/* The window as the save question and the unsaved games see it ---------- */

static GmpGame *
holder_get_game (GmpGameHolder *holder)
{
  return gmp_window_get_game (GMP_WINDOW (holder));
}

static void
holder_set_game (GmpGameHolder *holder,
                 GmpGame       *game)
{
  gmp_window_set_game (GMP_WINDOW (holder), game);
}

static gboolean
holder_save_to (GmpGameHolder *holder,
                GFile         *file)
{
  return gmp_window_save_to (GMP_WINDOW (holder), file);
}

/* A position with problems: the editor asks whether to save it as a draft */
static GtkWidget *
holder_get_save_question (GmpGameHolder *holder)
{
  GmpWindow *self = GMP_WINDOW (holder);

  return _gmp_window_editor_get_shown_save_question (self->editor);
}

static GtkWindow *
holder_new_window (GmpGameHolder *holder,
                   GmpGame       *game)
{
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (holder));

  return GTK_WINDOW (gmp_window_new (app, game));
}

void
_gmp_window_game_holder_init (GmpGameHolderInterface *iface)
{
  iface->get_game = holder_get_game;
  iface->set_game = holder_set_game;
  iface->save_to = holder_save_to;
  iface->get_save_question = holder_get_save_question;
  iface->new_window = holder_new_window;
}
