/* gmp-window-editor.c: the main window's editor mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-data-dirs.h"
#include "core/gmp-shipped.h"

#include "gmp-accessible.h"
#include "gmp-alert.h"
#include "gmp-balance-dialog.h"
#include "gmp-metadata-dialog.h"
#include "gmp-save-changes.h"
#include "gmp-state-editor.h"
#include "gmp-window-private.h"

/* The problems a save question lists before "and N more" */
#define MAX_LISTED 3

struct _GmpWindowEditor
{
  GmpWindow      *window;      /* owns this */
  GmpMapView     *map_view;
  GmpEditorPanel *panel;
  GmpStateEditor *state_editor; /* the panel's "game" page: cup, tracks, turn */
  GtkStack       *side_stack;
  GmpGame        *game;
  GFile          *pending_save; /* asked about, saved as a draft when the answer is yes */
  GtkWidget        *save_question; /* weak: the question about pending_save, while shown */
  GMenu          *shipped_section; /* New: the scenarios and the boards found */
  guint           menu_idle;    /* fills shipped_section once the window shows */
  guint           active : 1;
  guint           draft_confirmed : 1;
};

/* Problems ---------------------------------------------------------------- */

static GPtrArray *
dup_blocking_problems (GmpGame *game)
{
  g_autoptr(GPtrArray) all = gmp_session_dup_problems (gmp_game_get_session (game));
  GPtrArray *blocking = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_problem_free);

  for (guint i = 0; i < all->len; i++)
    if (gmp_problem_blocks_play (g_ptr_array_index (all, i)))
      g_ptr_array_add (blocking, g_ptr_array_steal_index (all, i--));
  return blocking;
}

/* "• first\n• second\n• third\nand 2 more" */
static char *
list_problems (GPtrArray *problems)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < problems->len && i < MAX_LISTED; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      /* TRANSLATORS: one problem of a list in a dialog */
      g_string_append_printf (text, _("• %s"), problem->message);
      g_string_append_c (text, '\n');
    }
  if (problems->len > MAX_LISTED)
    g_string_append_printf (text, ngettext ("and %u more", "and %u more",
                                            problems->len - MAX_LISTED),
                            problems->len - MAX_LISTED);
  while (text->len > 0 && text->str[text->len - 1] == '\n')
    g_string_truncate (text, text->len - 1);
  return g_string_free (text, FALSE);
}

/* The map --------------------------------------------------------------- */

/* In editor mode a click selects a city, or places the armed counter
 * there; units move by dragging them (the map view does that) */
static gboolean
on_edit_activated (GmpMapView      *map_view,
                   int              city,
                   GmpWindowEditor *editor)
{
  GmpEditorPalette *palette = gmp_editor_panel_get_palette (editor->panel);
  g_autoptr(GError) error = NULL;
  int type, formation;

  if (city != GMP_NONE && gmp_editor_palette_get_armed (palette, &type, &formation))
    {
      if (!gmp_editor_panel_place (editor->panel, type, formation, city, &error))
        gmp_window_add_toast (editor->window, error->message);
      return TRUE;
    }
  gmp_map_view_set_selected_city (map_view, city);
  return TRUE;
}

static gboolean
on_drop (GtkDropTarget   *target,
         const GValue    *value,
         double           x,
         double           y,
         GmpWindowEditor *editor)
{
  if (!G_VALUE_HOLDS_STRING (value))
    return FALSE;
  return _gmp_window_editor_drop (editor, g_value_get_string (value), x, y);
}

/* The city a dragged counter would land in: the keyboard's ring shows it */
static GdkDragAction
on_drop_motion (GtkDropTarget   *target,
                double           x,
                double           y,
                GmpWindowEditor *editor)
{
  int city = gmp_map_view_city_at (editor->map_view, x, y);

  gmp_map_view_set_focus_city (editor->map_view, city);
  return city != GMP_NONE ? GDK_ACTION_COPY : 0;
}

/* Only a palette's counter, in editor mode: a file dropped on the map goes
 * on to the window, which opens it */
static gboolean
on_drop_accept (GtkDropTarget   *target,
                GdkDrop         *drop,
                GmpWindowEditor *editor)
{
  GdkContentFormats *formats = gdk_drop_get_formats (drop);

  return editor->active && !gdk_content_formats_contain_gtype (formats, G_TYPE_FILE)
         && gdk_content_formats_contain_gtype (formats, G_TYPE_STRING);
}

/* Actions --------------------------------------------------------------- */

static void
show_message (GmpWindowEditor *editor,
              const char      *heading,
              const char      *body)
{
  GtkWidget *dialog = gmp_alert_new (GTK_WINDOW (editor->window), heading, body);

  gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
  gmp_alert_set_close_response (dialog, "close");
  gmp_alert_present (dialog);
}

static void
set_edit_mode (GmpWindowEditor *editor,
               gboolean         edit)
{
  g_action_group_change_action_state (G_ACTION_GROUP (editor->window), "edit-mode",
                                      g_variant_new_boolean (edit));
}

/* What follows a New once the game it replaces may go (gmp-save-changes.h) */
static void
enter_edit_mode (GtkWindow *window,
                 gpointer   user_data)
{
  set_edit_mode (user_data, TRUE);
}

static void
leave_edit_mode (GtkWindow *window,
                 gpointer   user_data)
{
  set_edit_mode (user_data, FALSE);
}

static void
play_scenario_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;
  g_autoptr(GPtrArray) problems = NULL;
  g_autoptr(GError) error = NULL;
  gboolean started = FALSE;

  if (editor->game == NULL)
    return;
  /* A position the rules cannot play stays in the editor, with the reasons */
  if (!gmp_session_check_playable (gmp_game_get_session (editor->game), &error))
    {
      problems = dup_blocking_problems (editor->game);
      if (problems->len > 0)
        {
          g_autofree char *body = list_problems (problems);

          show_message (editor, _("This Scenario Cannot Be Played Yet"), body);
        }
      else
        show_message (editor, _("This Scenario Cannot Be Played Yet"), error->message);
      return;
    }
  if (!gmp_game_start (editor->game, &started, &error))
    {
      show_message (editor, _("This Scenario Cannot Be Played Yet"), error->message);
      return;
    }
  set_edit_mode (editor, FALSE);
  gmp_window_add_toast (editor->window,
                        started ? _("The game begins: the setup rules were applied")
                                : _("The game goes on from this position"));
}

static void
new_empty_activated (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpGame) game = NULL;
  GmpSession *session;
  g_autoptr(GError) error = NULL;

  board = editor->game != NULL ? gmp_board_ref (gmp_game_get_board (editor->game))
                               : gmp_board_lookup (GMP_DEFAULT_BOARD_ID, &error);
  session = board != NULL ? gmp_session_new_empty (board, &error) : NULL;
  if (session == NULL)
    {
      show_message (editor, _("Could Not Make an Empty Board"), error->message);
      return;
    }
  game = gmp_game_new_from_session (session);
  gmp_game_set_title (game, _("New Scenario"));
  /* An empty board is for building a scenario: the editor opens */
  gmp_save_changes_replace_game (GTK_WINDOW (editor->window), game, enter_edit_mode, editor, NULL);
}

/* A scenario that comes with the app, from the New menu: ready to play,
 * its setup rules applied as when a file is opened (Rules note 3) */
static void
new_scenario_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;
  guint index = g_variant_get_uint32 (param);
  g_autoptr(GmpGame) game = NULL;
  GmpSession *session;
  g_autoptr(GError) error = NULL;

  session = index < gmp_shipped_count () ? gmp_shipped_load (index, &error) : NULL;
  if (session == NULL)
    {
      show_message (editor, _("Could Not Open the Scenario"),
                    error != NULL ? error->message : _("There is no such scenario"));
      return;
    }
  game = gmp_game_new_from_session (session);
  /* Who rolls carries over to the new game (docs/session.md) */
  if (editor->game != NULL)
    gmp_game_set_players_dice (game, gmp_game_get_players_dice (editor->game));
  if (!gmp_game_start (game, NULL, &error))
    {
      show_message (editor, _("Could Not Open the Scenario"), error->message);
      return;
    }
  gmp_save_changes_replace_game (GTK_WINDOW (editor->window), game, leave_edit_mode, editor, NULL);
}

/* A scenario a person or a package put in the data folders
 * (gmp-data-dirs.h), from the New menu: loaded and checked again, as the
 * file may have changed since the menu was made */
static void
new_data_scenario_activated (GSimpleAction *action,
                             GVariant      *param,
                             gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;
  const char *path = g_variant_get_string (param, NULL);
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  scenario = gmp_scenario_load_file (path, &error);
  if (scenario == NULL)
    {
      show_message (editor, _("Could Not Open the Scenario"), error->message);
      return;
    }
  game = gmp_game_new_from_session (gmp_session_new (g_steal_pointer (&scenario)));
  if (editor->game != NULL)
    gmp_game_set_players_dice (game, gmp_game_get_players_dice (editor->game));
  if (!gmp_game_start (game, NULL, &error))
    {
      show_message (editor, _("Could Not Open the Scenario"), error->message);
      return;
    }
  gmp_save_changes_replace_game (GTK_WINDOW (editor->window), game, leave_edit_mode, editor, NULL);
}

/* A new game on a board of the data folders, set up as the default one */
static void
new_on_board_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;
  const char *id = g_variant_get_string (param, NULL);
  gboolean players_dice = editor->game != NULL && gmp_game_get_players_dice (editor->game);
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;
  GmpSession *session = NULL;

  board = gmp_board_lookup (id, &error);
  if (board != NULL)
    /* Face to face, the Guards keep their hidden sides (Rules note 9) */
    session = gmp_session_new_game (board, NULL,
                                    players_dice ? GMP_SETUP_GUARDS_UNKNOWN : GMP_SETUP_DEFAULT,
                                    &error);
  if (session == NULL)
    {
      show_message (editor, _("Could Not Set Up a New Game"), error->message);
      return;
    }
  game = gmp_game_new_from_session (session);
  gmp_game_set_players_dice (game, players_dice);
  /* The game on screen is asked about first, as for any New */
  gmp_save_changes_replace_game (GTK_WINDOW (editor->window), game, leave_edit_mode, editor, NULL);
}

/* Each title is read from its scenario, which is loaded and validated: done
 * once the window is on screen (3 % of a start otherwise). After the
 * scenarios that come with the app, those of the data folders and a game on
 * each board there; a file that cannot be used is left out, and a toast
 * says which and why. */
static gboolean
fill_shipped_menu (gpointer data)
{
  GmpWindowEditor *editor = data;
  GMenu *section = editor->shipped_section;
  g_autoptr(GPtrArray) problems = g_ptr_array_new_with_free_func ((GDestroyNotify) g_error_free);
  g_autoptr(GPtrArray) scenarios = gmp_data_list_scenarios (problems);
  g_autoptr(GPtrArray) boards = gmp_data_list_boards (problems);

  for (guint i = 0; i < gmp_shipped_count (); i++)
    {
      g_autofree char *title = gmp_shipped_title (i);
      g_autoptr(GMenuItem) item = g_menu_item_new (title, NULL);

      g_menu_item_set_action_and_target (item, "win.new-scenario", "u", i);
      g_menu_append_item (section, item);
    }
  for (guint i = 0; i < scenarios->len; i++)
    {
      GmpDataEntry *entry = g_ptr_array_index (scenarios, i);
      g_autoptr(GMenuItem) item = g_menu_item_new (entry->title, NULL);

      g_menu_item_set_action_and_target (item, "win.new-data-scenario", "s", entry->path);
      g_menu_append_item (section, item);
    }
  for (guint i = 0; i < boards->len; i++)
    {
      GmpDataEntry *entry = g_ptr_array_index (boards, i);
      g_autofree char *label = NULL;
      g_autoptr(GMenuItem) item = NULL;

      /* The default board has its own item, Default Setup */
      if (g_str_equal (entry->id, GMP_DEFAULT_BOARD_ID))
        continue;
      /* TRANSLATORS: a New menu item: a game on a board someone added */
      label = g_strdup_printf (_("New Game on %s"), entry->title);
      item = g_menu_item_new (label, NULL);
      g_menu_item_set_action_and_target (item, "win.new-on-board", "s", entry->id);
      g_menu_append_item (section, item);
    }
  for (guint i = 0; i < problems->len; i++)
    {
      g_autofree char *text = g_strdup_printf (_("Left out of the New menu: %s"),
                                               ((GError *) g_ptr_array_index (problems, i))->message);

      g_message ("%s", text);
      gmp_window_add_toast (editor->window, text);
    }
  editor->menu_idle = 0;
  return G_SOURCE_REMOVE;
}

/* Title, author, description and the language of the text: one undo step */
static void
scenario_details_activated (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;

  if (editor->game != NULL)
    gmp_metadata_dialog_present (GTK_WINDOW (editor->window), editor->game);
}

/* Check Balance…: many games of the scenario as it stands (issue 21) */
static void
check_balance_activated (GSimpleAction *action,
                         GVariant      *param,
                         gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;

  if (editor->game != NULL)
    gtk_window_present (GTK_WINDOW (gmp_balance_dialog_new (GTK_WINDOW (editor->window),
                                                            editor->game)));
}

/* The editor's Game page: the state editor, Check Balance… under it */
static GtkWidget *
new_game_page (GmpWindowEditor *editor)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Check Balance…"));

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.check-balance");
  gmp_accessible_name_mnemonic_button (button);
  gtk_widget_set_tooltip_text (button, _("Play many games of this scenario with the computer "
                                         "player on both sides"));
  gtk_widget_set_margin_top (button, 6);
  gtk_widget_set_margin_bottom (button, 12);
  gtk_widget_set_margin_start (button, 12);
  gtk_widget_set_margin_end (button, 12);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (editor->state_editor));
  gtk_box_append (GTK_BOX (box), button);
  return box;
}

/* "Edit as Scenario": the position as it stands, a new scenario in a new
 * window, the game kept as it was in this one */
static void
edit_as_scenario_activated (GSimpleAction *action,
                            GVariant      *param,
                            gpointer       user_data)
{
  GmpWindowEditor *editor = user_data;
  g_autoptr(GmpGame) game = NULL;
  g_autofree char *title = NULL;
  GmpSession *session;
  g_autoptr(GError) error = NULL;
  GmpWindow *window;

  if (editor->game == NULL)
    return;
  session = gmp_session_new_from_position (gmp_game_get_session (editor->game), &error);
  if (session == NULL)
    {
      show_message (editor, _("Could Not Make a Scenario of This Position"), error->message);
      return;
    }
  game = gmp_game_new_from_session (session);
  gmp_game_set_players_dice (game, gmp_game_get_players_dice (editor->game));
  /* TRANSLATORS: the title of a scenario made from a game's position */
  title = g_strdup_printf (_("Scenario from %s"), gmp_game_get_title (editor->game));
  gmp_game_set_title (game, title);
  window = gmp_window_new (gtk_window_get_application (GTK_WINDOW (editor->window)), game);
  gtk_window_present (GTK_WINDOW (window));
  g_action_group_change_action_state (G_ACTION_GROUP (window), "edit-mode",
                                      g_variant_new_boolean (TRUE));
}

static void
on_save_question_response (GtkWidget        *dialog,
                           const char       *response,
                           GmpWindowEditor  *editor)
{
  g_autoptr(GFile) file = g_steal_pointer (&editor->pending_save);

  if (g_strcmp0 (response, "draft") != 0 || file == NULL)
    return;
  editor->draft_confirmed = TRUE;
  gmp_window_save_to (editor->window, file);
  editor->draft_confirmed = FALSE;
}

/* Object ---------------------------------------------------------------- */

GmpWindowEditor *
_gmp_window_editor_new (GmpWindow      *window,
                        GmpMapView     *map_view,
                        GmpEditorPanel *panel,
                        GtkStack       *side_stack,
                        GMenu          *shipped_section)
{
  static const GActionEntry entries[] = {
    { "play-scenario", play_scenario_activated },
    { "new-empty", new_empty_activated },
    { "new-scenario", new_scenario_activated, "u" },
    { "new-data-scenario", new_data_scenario_activated, "s" },
    { "new-on-board", new_on_board_activated, "s" },
    { "edit-as-scenario", edit_as_scenario_activated },
    { "scenario-details", scenario_details_activated },
    { "check-balance", check_balance_activated },
  };
  GmpWindowEditor *editor = g_new0 (GmpWindowEditor, 1);
  GtkDropTarget *drop;

  editor->window = window;
  editor->map_view = map_view;
  editor->panel = panel;
  editor->side_stack = side_stack;

  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), editor);
  gmp_editor_panel_set_map_view (panel, map_view);
  editor->state_editor = GMP_STATE_EDITOR (gmp_state_editor_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (editor->state_editor), TRUE);
  gmp_editor_panel_add_page (panel, new_game_page (editor), "game",
                             _("Game"), "view-list-symbolic");
  editor->shipped_section = g_object_ref (shipped_section);
  editor->menu_idle = g_idle_add_full (G_PRIORITY_LOW, fill_shipped_menu, editor, NULL);
  g_signal_connect (map_view, "edit-activated", G_CALLBACK (on_edit_activated), editor);

  /* A counter dragged from the palette lands in the city under the pointer */
  drop = gtk_drop_target_new (G_TYPE_STRING, GDK_ACTION_COPY);
  g_signal_connect (drop, "accept", G_CALLBACK (on_drop_accept), editor);
  g_signal_connect (drop, "motion", G_CALLBACK (on_drop_motion), editor);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), editor);
  gtk_widget_add_controller (GTK_WIDGET (map_view), GTK_EVENT_CONTROLLER (drop));
  return editor;
}

void
_gmp_window_editor_free (GmpWindowEditor *editor)
{
  if (editor == NULL)
    return;
  g_signal_handlers_disconnect_by_data (editor->map_view, editor);
  g_clear_handle_id (&editor->menu_idle, g_source_remove);
  g_clear_object (&editor->shipped_section);
  g_clear_object (&editor->game);
  g_clear_object (&editor->pending_save);
  g_clear_weak_pointer (&editor->save_question);
  g_free (editor);
}

void
_gmp_window_editor_update_actions (GmpWindowEditor *editor)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (editor->window), "play-scenario");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), editor->game != NULL && editor->active);
  action = g_action_map_lookup_action (G_ACTION_MAP (editor->window), "edit-as-scenario");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), editor->game != NULL);
  action = g_action_map_lookup_action (G_ACTION_MAP (editor->window), "scenario-details");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), editor->game != NULL);
  /* The scenario being built is what is checked: only while editing */
  action = g_action_map_lookup_action (G_ACTION_MAP (editor->window), "check-balance");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), editor->game != NULL && editor->active);
}

/* The panel follows the game only while the editor is shown: built and
 * measured for a hidden page, its counters, rows and problems were a third
 * of the app's start (docs/performance.md), and every action of a game in
 * play would refresh them for nobody. */
static void
sync_panel_game (GmpWindowEditor *editor)
{
  GmpGame *game = editor->active ? editor->game : NULL;

  gmp_editor_panel_set_game (editor->panel, game);
  gmp_state_editor_set_game (editor->state_editor, game);
}

void
_gmp_window_editor_set_game (GmpWindowEditor *editor,
                             GmpGame         *game)
{
  g_set_object (&editor->game, game);
  sync_panel_game (editor);
  _gmp_window_editor_update_actions (editor);
}

void
_gmp_window_editor_set_active (GmpWindowEditor *editor,
                               gboolean         active)
{
  editor->active = !!active;
  gtk_stack_set_visible_child_name (editor->side_stack, active ? "editor" : "turn");
  gmp_map_view_set_edit_mode (editor->map_view, active);
  sync_panel_game (editor);
  gmp_editor_panel_set_active (editor->panel, active);
  _gmp_window_editor_update_actions (editor);
}

gboolean
_gmp_window_editor_get_active (GmpWindowEditor *editor)
{
  return editor->active;
}

gboolean
_gmp_window_editor_drop (GmpWindowEditor *editor,
                         const char      *text,
                         double           x,
                         double           y)
{
  g_autoptr(GError) error = NULL;
  int type, formation, city;

  if (editor->game == NULL || !editor->active
      || !gmp_editor_counter_from_string (gmp_game_get_board (editor->game), text,
                                          &type, &formation))
    return FALSE;
  city = gmp_map_view_city_at (editor->map_view, x, y);
  if (city == GMP_NONE)
    {
      gmp_window_add_toast (editor->window, _("Drop the counter on a city"));
      return FALSE;
    }
  if (!gmp_editor_panel_place (editor->panel, type, formation, city, &error))
    {
      gmp_window_add_toast (editor->window, error->message);
      return FALSE;
    }
  return TRUE;
}

GtkWidget *
_gmp_window_editor_get_save_question (GmpWindowEditor *editor)
{
  g_autoptr(GPtrArray) problems = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *list = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;

  /* What the session would save as a draft (gmp_session_is_draft()) */
  if (editor->game == NULL || !gmp_session_is_draft (gmp_game_get_session (editor->game)))
    return NULL;
  problems = gmp_session_dup_problems (gmp_game_get_session (editor->game));
  if (problems->len == 0)
    return NULL;
  heading = g_strdup_printf (ngettext ("This Scenario Has %u Problem",
                                       "This Scenario Has %u Problems", problems->len),
                             problems->len);
  list = list_problems (problems);
  /* TRANSLATORS: %s lists the problems, one a line */
  body = g_strdup_printf (_("%s\n\nSave it as a draft? A draft opens in the editor as it is; "
                            "it cannot be played until its problems are mended."), list);
  dialog = gmp_alert_new (GTK_WINDOW (editor->window), heading, body);
  gmp_alert_add_responses (dialog,
                           "cancel", _("_Cancel"),
                           "draft", _("Save as _Draft"),
                           NULL);
  gmp_alert_set_response_appearance (dialog, "draft", ADW_RESPONSE_SUGGESTED);
  gmp_alert_set_default_response (dialog, "draft");
  gmp_alert_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_question_response), editor);
  gmp_alert_present (dialog);
  return dialog;
}

gboolean
_gmp_window_editor_confirm_save (GmpWindowEditor *editor,
                                 GFile           *file)
{
  /* Asked once: the answer "draft" saves through here again */
  if (editor->draft_confirmed)
    return TRUE;
  g_set_object (&editor->pending_save, file);
  g_clear_weak_pointer (&editor->save_question);
  editor->save_question = _gmp_window_editor_get_save_question (editor);
  if (editor->save_question != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (editor->save_question),
                                 (gpointer *) &editor->save_question);
      return FALSE;
    }
  g_clear_object (&editor->pending_save);
  return TRUE;
}

GtkWidget *
_gmp_window_editor_get_shown_save_question (GmpWindowEditor *editor)
{
  return editor->save_question;
}
