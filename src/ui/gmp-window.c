/* gmp-window.c: the main window: header bar and the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <glib/gi18n.h>

#include "gmp-board-info-window.h"
#include "gmp-window-private.h"

struct _GmpWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  GmpMapView           *map_view;
  AdwToastOverlay      *toast_overlay;
  AdwWindowTitle       *window_title;

  /* Owned references */
  GmpGame              *game;
  GSettings            *settings;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (GmpWindow, gmp_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The schema keeps the base id in both profiles, so a development build
 * shares the window size with the installed app. */
static GSettings *
lookup_settings (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, GMP_SETTINGS_SCHEMA_ID, TRUE);
  if (schema == NULL)
    {
      g_debug ("Schema %s not installed; the window size will not be kept",
               GMP_SETTINGS_SCHEMA_ID);
      return NULL;
    }

  return g_settings_new_full (schema, NULL, NULL);
}

static void
update_title (GmpWindow *self)
{
  g_autofree char *status = NULL;
  const char *title = _("Ginormopod Rules Assistant");

  if (self->game != NULL)
    {
      title = gmp_game_get_title (self->game);
      status = gmp_game_dup_status (self->game);
    }

  adw_window_title_set_title (self->window_title, title);
  adw_window_title_set_subtitle (self->window_title, status != NULL ? status : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

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

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);

  if (gmp_window_new_game (self))
    adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("New game set up")));
}

/* BOARD.md: which values come from the rules and which are reconstructions. */
static void
board_info_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL)
    board = gmp_board_ref (gmp_game_get_board (self->game));
  else
    board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);

  if (board == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                                  _("Could Not Load the Board"),
                                                  error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return;
    }

  gtk_window_present (GTK_WINDOW (gmp_board_info_window_new (GTK_WINDOW (self), board)));
}

static gboolean
gmp_window_close_request (GtkWindow *window)
{
  GmpWindow *self = GMP_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      g_settings_apply (self->settings);
    }

  return GTK_WINDOW_CLASS (gmp_window_parent_class)->close_request (window);
}

static void
gmp_window_dispose (GObject *object)
{
  GmpWindow *self = GMP_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), GMP_TYPE_WINDOW);

  G_OBJECT_CLASS (gmp_window_parent_class)->dispose (object);
}

static void
gmp_window_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  GmpWindow *self = GMP_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, gmp_window_get_game (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_window_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  GmpWindow *self = GMP_WINDOW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmp_window_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_window_class_init (GmpWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = gmp_window_dispose;
  object_class->get_property = gmp_window_get_property;
  object_class->set_property = gmp_window_set_property;

  window_class->close_request = gmp_window_close_request;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         GMP_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (GMP_TYPE_MAP_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PREFIX "/gmp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, window_title);

  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.board-info", NULL, board_info_action);
}

static void
gmp_window_init (GmpWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* Menus, header buttons and app shortcuts reach the map's actions. */
  gtk_widget_insert_action_group (GTK_WIDGET (self), "map",
                                  gmp_map_view_get_actions (self->map_view));

  /* Arrow keys and +/- reach the map from the start. */
  gtk_widget_grab_focus (GTK_WIDGET (self->map_view));

  if (g_strcmp0 (PROFILE, "development") == 0)
    gtk_widget_add_css_class (GTK_WIDGET (self), "devel");

  self->settings = lookup_settings ();
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }

  update_title (self);
}

GmpWindow *
gmp_window_new (GtkApplication *application,
                GmpGame        *game)
{
  g_return_val_if_fail (application == NULL || GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (game == NULL || GMP_IS_GAME (game), NULL);

  return g_object_new (GMP_TYPE_WINDOW,
                       "application", application,
                       "game", game,
                       NULL);
}

GmpGame *
gmp_window_get_game (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->game;
}

void
gmp_window_set_game (GmpWindow *self,
                     GmpGame   *game)
{
  g_return_if_fail (GMP_IS_WINDOW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "changed", G_CALLBACK (update_title), self);
      g_signal_connect_swapped (game, "notify::title", G_CALLBACK (update_title), self);
    }

  gmp_map_view_set_game (self->map_view, game);
  update_title (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

GmpMapView *
gmp_window_get_map_view (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->map_view;
}

AdwMessageDialog *
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
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");

  return ADW_MESSAGE_DIALOG (dialog);
}

const char *
_gmp_window_get_subtitle (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return adw_window_title_get_subtitle (self->window_title);
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
      AdwMessageDialog *dialog = _gmp_window_new_load_error_dialog (self, file, error);

      gtk_window_present (GTK_WINDOW (dialog));
      return FALSE;
    }

  gmp_window_set_game (self, game);
  return TRUE;
}

gboolean
gmp_window_new_game (GmpWindow *self)
{
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (GMP_IS_WINDOW (self), FALSE);

  game = gmp_game_new_default (NULL, &error);
  if (game == NULL)
    {
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                                  _("Could Not Set Up a New Game"),
                                                  error->message);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
      gtk_window_present (GTK_WINDOW (dialog));
      return FALSE;
    }

  gmp_window_set_game (self, game);
  return TRUE;
}
