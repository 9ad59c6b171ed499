/* gmp-window.c: the main window: header bar and the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"
#include "model/gmp-turn-info.h"

#include "gmp-accessible.h"
#include "gmp-alert.h"
#include "gmp-board-info-window.h"
#include "gmp-editor-panel.h"
#include "gmp-rules-window.h"
#include "gmp-save-changes.h"
#include "gmp-template.h"
#include "gmp-turn-panel.h"
#include "gmp-unsaved-games.h"
#include "gmp-window-keyboard.h"
#include "gmp-window-private.h"

/* The save question and the unsaved games reach the game through
 * GmpGameHolder (gmp-window-files.c), never through the window */
G_DEFINE_FINAL_TYPE_WITH_CODE (GmpWindow, gmp_window, ADW_TYPE_APPLICATION_WINDOW,
                               G_IMPLEMENT_INTERFACE (GMP_TYPE_GAME_HOLDER,
                                                      _gmp_window_game_holder_init))

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum {
  NARRATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

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

void
_gmp_window_update_title (GmpWindow *self)
{
  g_autofree char *status = NULL;
  const char *title = _("Ginormopod Rules Assistant");

  g_autofree char *marked = NULL;

  if (self->game != NULL)
    {
      title = gmp_game_get_title (self->game);
      status = gmp_game_dup_status (self->game);
      /* TRANSLATORS: the title of a game with unsaved changes */
      if (gmp_game_get_modified (self->game))
        marked = g_strdup_printf (_("• %s"), title);
    }

  adw_window_title_set_title (self->window_title, marked != NULL ? marked : title);
  adw_window_title_set_subtitle (self->window_title, status != NULL ? status : "");
  gtk_window_set_title (GTK_WINDOW (self), title);
}

static void
update_actions (GmpWindow *self)
{
  gboolean has_game = self->game != NULL;
  /* Nothing changes the game while its history is looked at */
  gboolean looking_back = _gmp_window_history_get_active (self->history);
  g_autoptr(GmpQuestion) question = NULL;
  GAction *edit_mode;

  if (has_game && !looking_back)
    question = gmp_session_get_question (gmp_game_get_session (self->game));
  _gmp_window_sync_solo (self, looking_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 has_game && !looking_back
                                 && (self->solo != NULL ? gmp_solo_can_undo (self->solo)
                                                        : gmp_game_can_undo (self->game)));
  /* What the computer still has to show of its decision is not redo's */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.redo",
                                 has_game && !looking_back && gmp_game_can_redo (self->game)
                                 && (self->solo == NULL
                                     || !gmp_solo_get_computer_turn (self->solo)));
  edit_mode = g_action_map_lookup_action (G_ACTION_MAP (self), "edit-mode");
  if (edit_mode != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (edit_mode), !looking_back);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save-as", has_game);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.combat",
                                 question != NULL
                                 && (gmp_turn_info_combat_under_way (gmp_game_get_state (self->game),
                                                                     question)
                                     || gmp_turn_info_fort_options_pending (
                                          gmp_game_get_state (self->game), question)));
}

/* BOARD.md: which values come from the rules and which are reconstructions. */
/* The rules notes, at the top (win.rules-notes) or at one note, from the
 * log's "Note N" tags (win.rules-note) */
static void
rules_notes_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *param)
{
  guint number = param != NULL ? g_variant_get_uint32 (param) : 0;

  gmp_rules_window_present (GTK_WINDOW (widget), number);
}

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
      GtkWidget *dialog = gmp_alert_new (GTK_WINDOW (self),
                                         _("Could Not Load the Board"),
                                         error->message);

      gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
      gmp_alert_present (dialog);
      return;
    }

  gtk_window_present (GTK_WINDOW (gmp_board_info_window_new (GTK_WINDOW (self), board)));
}

/* Toasts -------------------------------------------------------------- */

static void
on_toast_dismissed (AdwToast  *toast,
                    GmpWindow *self)
{
  if (self->toast == toast)
    g_clear_object (&self->toast);
}

void
gmp_window_add_toast (GmpWindow  *self,
                      const char *text)
{
  g_autofree char *escaped = NULL;
  AdwToast *toast;

  g_return_if_fail (GMP_IS_WINDOW (self));
  g_return_if_fail (text != NULL);

  /* libadwaita 1.2 reads a toast's title as Pango markup: a message naming
   * a file "A&B <draft>.gmpscenario" would not show at all unescaped */
  escaped = g_markup_escape_text (text, -1);

  /* One toast at a time, never a stale one: the toast on screen says the
   * new message (issue 16). libadwaita would queue a second toast behind it,
   * and 1.2 reads freed memory when a toast is dismissed while it slides in */
  if (self->toast != NULL)
    {
      adw_toast_set_title (self->toast, escaped);
      return;
    }

  toast = adw_toast_new (escaped);
  /* A refusal names its rules note: long enough to read it */
  adw_toast_set_timeout (toast, 6);
  g_set_object (&self->toast, toast);
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
  /* None was on screen: its widget is made at once, and named here */
  gmp_accessible_name_toast_buttons (GTK_WIDGET (self->toast_overlay));
}

const char *
_gmp_window_get_toast_text (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->toast != NULL ? adw_toast_get_title (self->toast) : NULL;
}

/* win.toast: what a widget of the window says in a toast (gmp-tell.h) */
static void
toast_activated (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  gmp_window_add_toast (GMP_WINDOW (user_data), g_variant_get_string (param, NULL));
}

/* win.narrate: what just happened, told by the panel; the window keeps it
 * and passes it on (GmpWindow::narrated: the screen reader's announcement) */
static void
narrate_activated (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  GmpWindow *self = GMP_WINDOW (user_data);

  g_free (self->narration);
  self->narration = g_variant_dup_string (param, NULL);
  g_signal_emit (self, signals[NARRATED], 0, self->narration);
}

const char *
_gmp_window_get_narration (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->narration;
}

/* Undo and redo --------------------------------------------------------- */

static void
step_history (GmpWindow *self,
              gboolean   undo)
{
  g_autofree char *what = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;

  if (self->game == NULL)
    return;
  /* Against the computer: by the people's decisions (gmp-window-solo.c) */
  if (self->solo != NULL ? !(undo ? gmp_solo_undo (self->solo, &what, &error)
                                  : gmp_solo_redo (self->solo, &what, &error))
                         : !(undo ? gmp_game_undo (self->game, &what, &error)
                                  : gmp_game_redo (self->game, &what, &error)))
    {
      gmp_window_add_toast (self, error->message);
      return;
    }
  /* TRANSLATORS: a toast naming what undo took back ("Undone: Drew Swarm 1") */
  text = undo ? g_strdup_printf (_("Undone: %s"), what != NULL ? what : "")
              : g_strdup_printf (_("Redone: %s"), what != NULL ? what : "");
  gmp_window_add_toast (self, text);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  step_history (GMP_WINDOW (widget), TRUE);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *param)
{
  step_history (GMP_WINDOW (widget), FALSE);
}

/* The turn ------------------------------------------------------------- */

void
gmp_window_show_combat (GmpWindow *self)
{
  g_autoptr(GmpQuestion) question = NULL;

  g_return_if_fail (GMP_IS_WINDOW (self));

  if (self->game == NULL)
    return;
  question = gmp_session_get_question (gmp_game_get_session (self->game));
  if (!gmp_turn_info_combat_under_way (gmp_game_get_state (self->game), question)
      && !gmp_turn_info_fort_options_pending (gmp_game_get_state (self->game), question))
    return;
  /* One place for the question: the side panel, never a dialog over the
   * city fought for; undo, the log and the map stay at hand (issue 16) */
  gtk_widget_set_visible (GTK_WIDGET (self->side_stack), TRUE);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->side_stack), "turn") == 0)
    gmp_turn_panel_focus_question (self->turn_panel);
}

static void
combat_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *param)
{
  gmp_window_show_combat (GMP_WINDOW (widget));
}

static void
on_combat_activated (GmpWindow  *self,
                     int         city,
                     GmpMapView *map_view)
{
  g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (self->game));
  g_autoptr(GError) error = NULL;

  /* A combat the acting player may choose: clicking it chooses it (Rules note 4) */
  if (question->kind == GMP_QUESTION_COMBAT && gmp_question_allows (question, city)
      && !gmp_game_answer (self->game, city, NULL, &error))
    {
      gmp_window_add_toast (self, error->message);
      return;
    }
  gmp_window_show_combat (self);
}

/* Rules notes 21, 22: the end of the game, with its reason and turn */
static void
announce_end (GmpWindow *self)
{
  const GmpState *state = gmp_game_get_state (self->game);
  const GmpLog *log = gmp_session_get_log (gmp_game_get_session (self->game));
  g_autofree char *reason = NULL;
  g_autofree char *body = NULL;
  const char *heading;
  GtkWidget *dialog;

  for (guint i = log != NULL ? gmp_log_get_n_entries (log) : 0; i > 0 && reason == NULL; i--)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (log, i - 1);

      if (entry->kind == GMP_LOG_GAME_OVER)
        reason = gmp_log_entry_to_string (entry, state->board);
    }
  heading = state->winner == GMP_WINNER_SWARM ? _("The Swarm Wins") : _("The Humans Win");
  /* TRANSLATORS: the turn the game ended in, then why */
  body = g_strdup_printf (_("Turn %u: %s\nThe log in the side panel tells how it came to this."),
                          state->turn, reason != NULL ? reason : "");
  dialog = gmp_alert_new (GTK_WINDOW (self), heading, body);
  gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
  gmp_alert_set_close_response (dialog, "close");
  gtk_widget_add_css_class (dialog, "game-over");
  gmp_alert_present (dialog);
}

static void
autosave (GmpWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (!self->autosave || self->game == NULL)
    return;
  /* Nothing is lost: the game stays open; the players are told why the
   * copy kept for a crash is not up to date (a position the referee made
   * that breaks a rule cannot be saved, say). */
  if (!gmp_recovery_write (self->game, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Not autosaved: %s"), error->message);

      g_message ("%s", text);
      gmp_window_add_toast (self, text);
    }
}

static void
on_game_changed (GmpWindow *self)
{
  g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (self->game));
  gboolean over = gmp_game_get_state (self->game)->phase == GMP_PHASE_GAME_OVER;
  gboolean combat;

  autosave (self);
  _gmp_window_update_title (self);
  update_actions (self);
  if (over && !self->announced_end)
    announce_end (self);
  self->announced_end = over;
  /* A combat brings the panel in sight as it begins, and so do a Fort's
   * options (Rules note 18), to compare their odds */
  combat = gmp_turn_info_combat_under_way (gmp_game_get_state (self->game), question)
           || gmp_turn_info_fort_options_pending (gmp_game_get_state (self->game), question);
  if (combat && !self->in_combat)
    gtk_widget_set_visible (GTK_WIDGET (self->side_stack), TRUE);
  self->in_combat = combat;
}

static void sync_players_dice_action (GmpWindow *self);

static void
players_dice_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  GmpWindow *self = GMP_WINDOW (user_data);
  gboolean players = !g_variant_get_boolean (g_action_get_state (G_ACTION (action)));

  if (self->game != NULL)
    gmp_game_set_players_dice (self->game, players);
  sync_players_dice_action (self);
}

/* Editor mode: the editor panel beside the map (gmp-window-editor.c) */
static void
edit_mode_change_state (GSimpleAction *action,
                        GVariant      *value,
                        gpointer       user_data)
{
  GmpWindow *self = GMP_WINDOW (user_data);
  gboolean edit = g_variant_get_boolean (value);
  const GmpLog *log;

  g_simple_action_set_state (action, value);
  _gmp_window_editor_set_active (self->editor, edit);
  /* The computer waits while the position is edited */
  update_actions (self);
  log = self->game != NULL ? gmp_session_get_log (gmp_game_get_session (self->game)) : NULL;
  /* In a game under way the editor is the referee's override */
  if (edit && log != NULL && gmp_log_get_n_entries (log) > 0)
    gmp_window_add_toast (self, _("Referee’s override: every change is written in the log "
                                  "as a correction, and can be undone"));
}

static void
edit_mode_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  g_action_change_state (G_ACTION (action), g_variant_new_boolean (!g_variant_get_boolean (state)));
}

static void
sync_players_dice_action (GmpWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "players-dice");

  gboolean players = self->game != NULL && gmp_game_get_players_dice (self->game);

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (players));
  /* The header says who rolls and draws (issue 16); a click switches it */
  gtk_button_set_label (GTK_BUTTON (self->dice_mode_button),
                        players ? _("We Roll") : _("App Rolls"));
}

/* Closing --------------------------------------------------------------- */

static gboolean
close_when_asked (gpointer data)
{
  gtk_window_close (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

static void
on_asked_to_close (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  GmpWindow *self = GMP_WINDOW (source);

  /* Saved, or discarded on purpose: the close goes on, once the question
   * is gone. Closed from within its "response", the window was freed
   * before the dialog let go of it: GTK then read the freed window
   * ("g_signal_handlers_disconnect_matched: assertion
   * 'G_TYPE_CHECK_INSTANCE (instance)' failed" at quit, issue 16) */
  if (gmp_save_changes_ask_finish (GTK_WINDOW (self), result, NULL))
    {
      self->closing = TRUE;
      g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, close_when_asked, g_object_ref (self),
                       g_object_unref);
    }
}

static gboolean
gmp_window_close_request (GtkWindow *window)
{
  GmpWindow *self = GMP_WINDOW (window);

  if (!self->closing && self->game != NULL && gmp_game_get_modified (self->game))
    {
      gmp_save_changes_ask_async (window, NULL, on_asked_to_close, NULL);
      return TRUE;
    }
  /* An unsaved game's autosave stays until it is saved or discarded on
   * purpose (gmp-recovery.h): asked above */
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
  if (self->save_chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->save_chooser));
  g_clear_object (&self->save_chooser);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_pointer (&self->editor, _gmp_window_editor_free);
  g_clear_pointer (&self->history, _gmp_window_history_free);
  if (self->solo != NULL)
    g_signal_handlers_disconnect_by_data (self->solo, self);
  g_clear_object (&self->solo);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  if (self->toast != NULL)
    g_signal_handlers_disconnect_by_data (self->toast, self);
  g_clear_object (&self->toast);
  g_clear_pointer (&self->narration, g_free);

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

  /* What win.narrate was told: what just happened in the game */
  signals[NARRATED] =
    g_signal_new ("narrated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (GMP_TYPE_MAP_VIEW);
  g_type_ensure (GMP_TYPE_TURN_PANEL);
  g_type_ensure (GMP_TYPE_EDITOR_PANEL);

  gmp_widget_class_set_template (widget_class, RESOURCE_PREFIX "/gmp-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, dice_mode_button);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, editor_panel);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, recent_section);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, shipped_section);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, turn_panel);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, unsaved_section);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, GmpWindow, zoom_box);

  _gmp_window_class_add_new_game_action (widget_class);
  _gmp_window_class_add_solo_action (widget_class);
  gtk_widget_class_install_action (widget_class, "win.board-info", NULL, board_info_action);
  gtk_widget_class_install_action (widget_class, "win.rules-notes", NULL, rules_notes_action);
  gtk_widget_class_install_action (widget_class, "win.rules-note", "u", rules_notes_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.redo", NULL, redo_action);
  _gmp_window_class_add_file_actions (widget_class);
  gtk_widget_class_install_action (widget_class, "win.combat", NULL, combat_action);
}

/* The side panel's pages are read by what they show, not their class
 * ("GtkStackPage", issue 16) */
static void
name_side_pages (GtkStack *side_stack)
{
  static const struct { const char *page; const char *name; } pages[] = {
    { "turn", N_("Turn") }, { "editor", N_("Scenario Editor") }, { "history", N_("History") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      GtkWidget *child = gtk_stack_get_child_by_name (side_stack, pages[i].page);

      if (child != NULL)
        gtk_accessible_update_property (GTK_ACCESSIBLE (gtk_stack_get_page (side_stack, child)),
                                        GTK_ACCESSIBLE_PROPERTY_LABEL, _(pages[i].name), -1);
    }
}

static void
gmp_window_init (GmpWindow *self)
{
  static const GActionEntry entries[] = {
    { "open-recent", _gmp_window_open_recent_activated, "s" },
    { "toast", toast_activated, "s" },
    { "narrate", narrate_activated, "s" },
    { "players-dice", players_dice_activated, NULL, "false" },
    { "edit-mode", edit_mode_activated, NULL, "false", edit_mode_change_state },
  };
  gtk_widget_init_template (GTK_WIDGET (self));
  gmp_window_set_help_overlay_from_resource (GTK_APPLICATION_WINDOW (self),
                                             RESOURCE_PREFIX "/gmp-shortcuts.ui");
  gmp_accessible_name_mnemonic_button (self->open_button);
  gmp_window_keyboard_init (GTK_APPLICATION_WINDOW (self), self->map_view, self->zoom_box);

  self->autosave = TRUE;
  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  gmp_turn_panel_set_map_view (self->turn_panel, self->map_view);
  self->editor = _gmp_window_editor_new (self, self->map_view, self->editor_panel,
                                         self->side_stack, self->shipped_section);
  self->history = _gmp_window_history_new (self, self->map_view, self->side_stack);
  name_side_pages (self->side_stack);
  g_signal_connect_swapped (self->map_view, "combat-activated", G_CALLBACK (on_combat_activated), self);
  _gmp_window_update_recent_menu (self);
  gmp_unsaved_games_attach (GTK_WINDOW (self), self->unsaved_section);

  _gmp_window_add_drop_target (self);

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

  sync_players_dice_action (self);
  _gmp_window_update_title (self);
  update_actions (self);
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

/* Issue 19: a game opened over says who won, why and when, where the
 * players look (the panel shows the end too) */
static void
announce_end_on_open (GmpWindow *self)
{
  const GmpState *state = gmp_game_get_state (self->game);
  g_autofree char *why = gmp_describe_end (state);
  g_autofree char *text = NULL;

  if (why == NULL)
    return;
  /* TRANSLATORS: a game opened that is over: "This game ended in turn 4. The Swarm wins: …" */
  text = g_strdup_printf (_("This game ended in turn %u. %s"), state->turn, why);
  gmp_window_add_toast (self, text);
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
      g_signal_connect_swapped (game, "changed", G_CALLBACK (on_game_changed), self);
      g_signal_connect_swapped (game, "notify::title", G_CALLBACK (_gmp_window_update_title),
                                self);
      g_signal_connect_swapped (game, "notify::modified", G_CALLBACK (_gmp_window_update_title),
                                self);
      g_signal_connect_swapped (game, "notify::players-dice",
                                G_CALLBACK (sync_players_dice_action), self);
    }

  self->announced_end = game != NULL && gmp_game_get_state (game)->phase == GMP_PHASE_GAME_OVER;
  if (self->announced_end)
    announce_end_on_open (self);
  _gmp_window_history_set_game (self->history, game);
  gmp_map_view_set_game (self->map_view, game);
  gmp_turn_panel_set_game (self->turn_panel, game);
  _gmp_window_editor_set_game (self->editor, game);
  _gmp_window_resume_solo (self);
  sync_players_dice_action (self);
  _gmp_window_update_title (self);
  update_actions (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

void
_gmp_window_update_actions (GmpWindow *self)
{
  g_return_if_fail (GMP_IS_WINDOW (self));

  update_actions (self);
}

GmpWindowHistory *
_gmp_window_get_history (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->history;
}

GmpMapView *
gmp_window_get_map_view (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->map_view;
}

const char *
_gmp_window_get_shown_title (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return adw_window_title_get_title (self->window_title);
}

const char *
_gmp_window_get_subtitle (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return adw_window_title_get_subtitle (self->window_title);
}

void
gmp_window_set_autosave (GmpWindow *self,
                         gboolean   autosave)
{
  g_return_if_fail (GMP_IS_WINDOW (self));

  self->autosave = !!autosave;
}


GmpEditorPanel *
_gmp_window_get_editor_panel (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->editor_panel;
}

GmpWindowEditor *
_gmp_window_get_editor (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->editor;
}

GtkStack *
_gmp_window_get_side_stack (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->side_stack;
}
