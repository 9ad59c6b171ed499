/* gmp-window-history.c: the main window's history mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-window-private.h"

struct _GmpWindowHistory
{
  GmpWindow      *window;      /* owns this */
  GmpMapView     *map_view;
  GtkStack       *side_stack;
  GmpHistoryView *view;
  GtkWidget      *map_overlay; /* the map's, which the banner goes over */
  GtkWidget      *banner;
  GtkLabel       *banner_label;
  GmpGame        *game;        /* the game as it stands */
  GmpGame        *past;        /* a copy of it, replayed to the selected step */
  char           *page_before; /* the side panel's page before the history */
  guint           active : 1;
};

static void
set_action_state (GmpWindowHistory *history)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (history->window), "history");

  g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (history->active));
}

static void
update_actions (GmpWindowHistory *history)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (history->window), "undo-to-here");
  guint step = gmp_history_view_get_selected_step (history->view);

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               history->active && history->past != NULL
                               && step != gmp_session_get_n_done (gmp_game_get_session (history->game)));
  action = g_action_map_lookup_action (G_ACTION_MAP (history->window), "history");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), history->game != NULL);
  _gmp_window_update_actions (history->window);
}

/* The map, the banner and the status say which step it is */
static void
show_step (GmpWindowHistory *history)
{
  guint step = gmp_history_view_get_selected_step (history->view);
  guint now = gmp_session_get_n_done (gmp_game_get_session (history->game));
  guint n_actions = gmp_session_get_n_actions (gmp_game_get_session (history->game));
  g_autoptr(GError) error = NULL;
  g_autofree char *status = NULL;
  g_autofree char *banner = NULL;
  g_autofree char *where = NULL;

  if (!history->active || history->past == NULL)
    return;
  if (step != gmp_session_get_n_done (gmp_game_get_session (history->past))
      && !gmp_game_go_to (history->past, step, NULL, &error))
    {
      /* TRANSLATORS: the history view could not rebuild a step's position */
      status = g_strdup_printf (_("This step cannot be shown: %s"), error->message);
      gmp_history_view_set_status (history->view, status);
      gtk_label_set_text (history->banner_label, status);
      update_actions (history);
      return;
    }
  where = gmp_game_dup_status (history->past);
  if (step == 0)
    /* TRANSLATORS: the history view shows the start; then "Turn 1 · Fade In" */
    status = g_strdup_printf (_("The start of the game’s history · %s"), where);
  else
    /* TRANSLATORS: the step the history view shows: "After action 12 of 40 · Turn 2 · Action" */
    status = g_strdup_printf (_("After action %u of %u · %s"), step, n_actions, where);
  gmp_history_view_set_status (history->view, status);
  if (step == now)
    /* TRANSLATORS: the banner over the map while the history is open, at the present step */
    banner = g_strdup_printf (_("History: the game as it stands now. %s. Read-only until you "
                                "return to now."), status);
  else if (step > now)
    /* TRANSLATORS: the banner over the map at an undone step */
    banner = g_strdup_printf (_("Looking ahead at an undone step: %s. Read-only."), status);
  else
    /* TRANSLATORS: the banner over the map while looking at an earlier position */
    banner = g_strdup_printf (_("Looking back: %s. Read-only."), status);
  gtk_label_set_text (history->banner_label, banner);
  update_actions (history);
}

/* The map keeps its zoom and centre when it changes game */
static void
set_map_game (GmpWindowHistory *history,
              GmpGame          *game)
{
  GmpViewport *viewport = gmp_map_view_get_viewport (history->map_view);
  gboolean fitting = gmp_viewport_get_fitting (viewport);
  double zoom = gmp_viewport_get_zoom (viewport);
  double x, y;

  gmp_viewport_get_center (viewport, &x, &y);
  gmp_map_view_set_game (history->map_view, game);
  if (!fitting)
    {
      gmp_viewport_set_zoom (viewport, zoom);
      gmp_viewport_set_center (viewport, x, y);
    }
}

/* A copy of the game's session to replay: the game itself never moves
 * while it is looked at */
static GmpGame *
copy_game (GmpGame  *game,
           GError  **error)
{
  GmpSession *session = gmp_game_get_session (game);
  g_autoptr(GBytes) bytes = NULL;
  GmpSession *copy;

  /* A history that cannot be replayed says why (the session stays as it is) */
  if (gmp_session_get_n_done (session) > 0 && !gmp_session_can_undo (session))
    {
      g_autoptr(GmpScenario) start = gmp_session_scenario_at (session, 0, error);

      if (start == NULL)
        return NULL;
    }
  bytes = gmp_session_to_bytes (session);
  copy = gmp_session_load_bytes (bytes, gmp_game_get_title (game), error);
  if (copy == NULL)
    return NULL;
  return gmp_game_new_from_session (copy);
}

static void
set_active (GmpWindowHistory *history,
            gboolean          active)
{
  g_autoptr(GError) error = NULL;

  active = active && history->game != NULL;
  if (history->active == active)
    {
      set_action_state (history);
      return;
    }
  if (active)
    {
      history->past = copy_game (history->game, &error);
      if (history->past == NULL)
        {
          g_autofree char *text = g_strdup_printf (_("The history cannot be shown: %s"),
                                                   error->message);

          gmp_window_add_toast (history->window, text);
          set_action_state (history);
          return;
        }
      /* Nothing changes the game while it is looked back at: no editing */
      g_action_group_change_action_state (G_ACTION_GROUP (history->window), "edit-mode",
                                          g_variant_new_boolean (FALSE));
      history->active = TRUE;
      g_free (history->page_before);
      history->page_before = g_strdup (gtk_stack_get_visible_child_name (history->side_stack));
      gmp_map_view_set_read_only (history->map_view, TRUE);
      set_map_game (history, history->past);
      gmp_history_view_set_game (history->view, history->game);
      gmp_history_view_set_selected_step (history->view,
                                          gmp_session_get_n_done (gmp_game_get_session (history->game)));
      gtk_stack_set_visible_child (history->side_stack, GTK_WIDGET (history->view));
      gtk_widget_set_visible (history->banner, TRUE);
      gtk_widget_add_css_class (history->map_overlay, "looking-back");
      show_step (history);
      gtk_widget_grab_focus (GTK_WIDGET (history->view));
    }
  else
    {
      history->active = FALSE;
      gtk_widget_set_visible (history->banner, FALSE);
      gtk_widget_remove_css_class (history->map_overlay, "looking-back");
      gmp_history_view_set_game (history->view, NULL);
      gtk_stack_set_visible_child_name (history->side_stack,
                                        history->page_before != NULL ? history->page_before : "turn");
      set_map_game (history, history->game);
      gmp_map_view_set_read_only (history->map_view, FALSE);
      g_clear_object (&history->past);
      gtk_widget_grab_focus (GTK_WIDGET (history->map_view));
    }
  set_action_state (history);
  update_actions (history);
}

static void
history_change_state (GSimpleAction *action,
                      GVariant      *value,
                      gpointer       user_data)
{
  set_active (user_data, g_variant_get_boolean (value));
}

static void
history_activated (GSimpleAction *action,
                   GVariant      *param,
                   gpointer       user_data)
{
  g_autoptr(GVariant) state = g_action_get_state (G_ACTION (action));

  g_action_change_state (G_ACTION (action),
                                g_variant_new_boolean (!g_variant_get_boolean (state)));
}

/* One step of the game's own undo history: redo brings the rest back */
static void
undo_to_here_activated (GSimpleAction *action,
                        GVariant      *param,
                        gpointer       user_data)
{
  GmpWindowHistory *history = user_data;
  guint step = gmp_history_view_get_selected_step (history->view);
  g_autoptr(GmpGame) game = g_object_ref (history->game);
  g_autoptr(GError) error = NULL;
  g_autofree char *what = NULL;

  set_active (history, FALSE);
  if (!gmp_game_go_to (game, step, &what, &error))
    {
      gmp_window_add_toast (history->window, error->message);
      return;
    }
  gmp_window_add_toast (history->window, what);
}

static GtkWidget *
new_banner (GmpWindowHistory *history)
{
  GtkWidget *banner = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name ("document-open-recent-symbolic");
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (banner), icon);
  gtk_box_append (GTK_BOX (banner), label);
  gtk_widget_set_halign (banner, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (banner, GTK_ALIGN_START);
  gtk_widget_set_margin_top (banner, 12);
  gtk_widget_set_margin_start (banner, 12);
  gtk_widget_set_margin_end (banner, 12);
  gtk_widget_add_css_class (banner, "history-banner");
  gtk_widget_set_can_target (banner, FALSE);
  gtk_widget_set_visible (banner, FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (banner), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Looking back: the map shows an earlier position"), -1);
  history->banner_label = GTK_LABEL (label);
  return banner;
}

GmpWindowHistory *
_gmp_window_history_new (GmpWindow  *window,
                         GmpMapView *map_view,
                         GtkStack   *side_stack)
{
  static const GActionEntry entries[] = {
    { "history", history_activated, NULL, "false", history_change_state },
    { "undo-to-here", undo_to_here_activated },
  };
  GmpWindowHistory *history = g_new0 (GmpWindowHistory, 1);

  history->window = window;
  history->map_view = map_view;
  history->side_stack = side_stack;
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries), history);

  history->view = GMP_HISTORY_VIEW (gmp_history_view_new ());
  gtk_widget_set_size_request (GTK_WIDGET (history->view), 340, -1);
  gtk_widget_add_css_class (GTK_WIDGET (history->view), "background");
  gtk_stack_add_named (side_stack, GTK_WIDGET (history->view), "history");
  g_signal_connect_swapped (history->view, "notify::selected-step", G_CALLBACK (show_step), history);

  /* The banner goes over the map, where the players look */
  history->map_overlay = gtk_widget_get_ancestor (GTK_WIDGET (map_view), GTK_TYPE_OVERLAY);
  g_assert (history->map_overlay != NULL);
  history->banner = new_banner (history);
  gtk_overlay_add_overlay (GTK_OVERLAY (history->map_overlay), history->banner);
  update_actions (history);
  return history;
}

void
_gmp_window_history_free (GmpWindowHistory *history)
{
  if (history == NULL)
    return;
  g_signal_handlers_disconnect_by_data (history->view, history);
  g_clear_object (&history->past);
  g_clear_object (&history->game);
  g_free (history->page_before);
  g_free (history);
}

void
_gmp_window_history_set_game (GmpWindowHistory *history,
                              GmpGame          *game)
{
  if (history->game == game)
    return;
  set_active (history, FALSE);
  g_set_object (&history->game, game);
  update_actions (history);
}

gboolean
_gmp_window_history_get_active (GmpWindowHistory *history)
{
  return history != NULL && history->active;
}

GmpHistoryView *
_gmp_window_history_get_view (GmpWindowHistory *history)
{
  return history->view;
}

GmpGame *
_gmp_window_history_get_shown_game (GmpWindowHistory *history)
{
  return history->past;
}
