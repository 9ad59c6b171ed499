/* gmp-window-solo.c: a game against the computer from the window (issue 21)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * New ▸ Against the Computer… asks who plays each side (the people at the
 * table, or the computer at a level) and the pace of the computer's
 * actions, then sets up a new game as New does with a GmpSolo on it
 * (model/gmp-solo.h). While the computer decides, the question's answers
 * and the map's units are not the people's to touch; undo and redo go by
 * the people's decisions; editing the position or looking back at the
 * history pauses it.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-alert.h"
#include "gmp-save-changes.h"
#include "gmp-window-private.h"

/* The choices of each side's row: the people, then each level */
#define PEOPLE_ROW 0

/* The paces offered, in milliseconds */
static const guint paces[] = { 300, GMP_SOLO_DEFAULT_PACE_MS, 2500 };

typedef struct {
  gboolean       computer[GMP_N_SIDES];
  GmpPlayerLevel level[GMP_N_SIDES];
  guint          pace_ms;
} SoloOptions;

static void
on_solo_failed (GmpWindow  *self,
                const char *message)
{
  g_autofree char *text = NULL;

  /* TRANSLATORS: the computer player's decision was refused; %s says why */
  text = g_strdup_printf (_("The computer player stopped: %s"), message);
  gmp_window_add_toast (self, text);
}

static void
on_computer_turn (GmpWindow *self)
{
  _gmp_window_update_actions (self);
}

void
_gmp_window_set_solo (GmpWindow *self,
                      GmpSolo   *solo)
{
  g_return_if_fail (GMP_IS_WINDOW (self));
  g_return_if_fail (solo == NULL || GMP_IS_SOLO (solo));

  if (self->solo == solo)
    return;
  if (self->solo != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->solo, self);
      gmp_solo_set_paused (self->solo, TRUE);
    }
  g_set_object (&self->solo, solo);
  if (solo != NULL)
    {
      g_signal_connect_swapped (solo, "failed", G_CALLBACK (on_solo_failed), self);
      g_signal_connect_swapped (solo, "notify::computer-turn", G_CALLBACK (on_computer_turn), self);
    }
  _gmp_window_update_actions (self);
}

GmpSolo *
_gmp_window_get_solo (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), NULL);

  return self->solo;
}

void
_gmp_window_sync_solo (GmpWindow *self,
                       gboolean   looking_back)
{
  gboolean computer_turn, editing;

  /* Another game took this one's place: the computer does not play it */
  if (self->solo != NULL && gmp_solo_get_game (self->solo) != self->game)
    _gmp_window_set_solo (self, NULL);
  if (self->solo == NULL)
    {
      /* The people's again, as after the history (which makes the map
       * read-only while it looks back) */
      if (!looking_back)
        {
          gtk_widget_set_sensitive (GTK_WIDGET (gmp_turn_panel_get_question_box (self->turn_panel)),
                                    TRUE);
          gmp_map_view_set_read_only (self->map_view, FALSE);
        }
      return;
    }
  editing = _gmp_window_editor_get_active (self->editor);
  gmp_solo_set_paused (self->solo, looking_back || editing);
  /* Its answers are not the people's to give, nor its units to move; the
   * referee's override (the editor) still is */
  computer_turn = gmp_solo_get_computer_turn (self->solo) && !editing;
  gtk_widget_set_sensitive (GTK_WIDGET (gmp_turn_panel_get_question_box (self->turn_panel)),
                            !computer_turn);
  if (!looking_back)
    gmp_map_view_set_read_only (self->map_view, computer_turn);
  /* Said under the title, where the turn and phase are */
  if (!looking_back && self->game != NULL)
    {
      g_autofree char *status = gmp_game_dup_status (self->game);
      g_autofree char *playing = NULL;

      if (computer_turn)
        /* TRANSLATORS: the window's subtitle while the computer decides:
         * "Turn 3 · Action · The computer is playing" */
        playing = g_strdup_printf (_("%s · The computer is playing"), status);
      adw_window_title_set_subtitle (self->window_title, playing != NULL ? playing : status);
    }
}

static void
start_solo (GmpWindow *self,
            gpointer   data)
{
  const SoloOptions *options = data;
  g_autoptr(GmpSolo) solo = gmp_solo_new (self->game);
  g_autoptr(GString) text = g_string_new (NULL);

  gmp_solo_set_pace (solo, options->pace_ms);
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      gmp_solo_set_computer (solo, side, options->computer[side], options->level[side]);
      if (!options->computer[side])
        continue;
      if (text->len > 0)
        g_string_append (text, " ");
      /* TRANSLATORS: who the computer plays in a new game: "Swarm: the
       * computer plays this side (Strong)." */
      g_string_append_printf (text, _("%s: the computer plays this side (%s)."),
                              gmp_side_get_name (side),
                              gmp_player_level_get_name (options->level[side]));
    }
  _gmp_window_set_solo (self, solo);
  gmp_window_add_toast (self, text->str);
}

static GtkWidget *
new_side_row (GmpSide side,
              gboolean computer)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("People at the Table"));
  for (guint level = 0; level < GMP_N_PLAYER_LEVELS; level++)
    {
      /* TRANSLATORS: a side played by the computer at a level: "Computer, Strong" */
      g_autofree char *name = g_strdup_printf (_("Computer, %s"), gmp_player_level_get_name (level));

      gtk_string_list_append (choices, name);
    }
  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  adw_combo_row_set_selected (row, computer ? PEOPLE_ROW + 1 + GMP_PLAYER_STRONG : PEOPLE_ROW);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), gmp_side_get_name (side));
  gtk_widget_set_name (GTK_WIDGET (row), side == GMP_SIDE_SWARM ? "swarm-row" : "humans-row");
  return GTK_WIDGET (row);
}

static GtkWidget *
new_pace_row (void)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("Quick"));
  gtk_string_list_append (choices, _("Steady"));
  gtk_string_list_append (choices, _("Slow"));
  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  adw_combo_row_set_selected (row, 1);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Pace"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("How long each of the computer’s actions stays in view"));
  gtk_widget_set_name (GTK_WIDGET (row), "pace-row");
  return GTK_WIDGET (row);
}

static guint
row_choice (GtkWidget  *group,
            const char *name)
{
  for (GtkWidget *w = gtk_widget_get_first_child (group); w != NULL;
       w = gtk_widget_get_next_sibling (w))
    {
      guint choice;

      if (ADW_IS_COMBO_ROW (w) && g_strcmp0 (gtk_widget_get_name (w), name) == 0)
        return adw_combo_row_get_selected (ADW_COMBO_ROW (w));
      choice = row_choice (w, name);
      if (choice != GTK_INVALID_LIST_POSITION)
        return choice;
    }
  return GTK_INVALID_LIST_POSITION;
}

/* Once the game is replaced, not before: Cancel keeps the old one */
static void
start_solo_when_replaced (GtkWindow *window,
                          gpointer   data)
{
  start_solo (GMP_WINDOW (window), data);
}

static void
on_new_solo_response (GtkWidget  *dialog,
                      const char *response,
                      GmpWindow  *self)
{
  GtkWidget *group = gmp_alert_get_extra_child (dialog);
  SoloOptions *options;
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;
  guint pace;

  if (g_strcmp0 (response, "start") != 0)
    return;
  options = g_new0 (SoloOptions, 1);
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      guint choice = row_choice (group, side == GMP_SIDE_SWARM ? "swarm-row" : "humans-row");

      options->computer[side] = choice != PEOPLE_ROW && choice != GTK_INVALID_LIST_POSITION;
      options->level[side] = options->computer[side] ? choice - PEOPLE_ROW - 1 : GMP_PLAYER_STRONG;
    }
  pace = row_choice (group, "pace-row");
  options->pace_ms = paces[pace < G_N_ELEMENTS (paces) ? pace : 1];

  /* Who rolls carries over, as for New */
  game = gmp_game_new_for_table (self->game != NULL && gmp_game_get_players_dice (self->game),
                                 NULL, &error);
  if (game == NULL)
    {
      gmp_window_add_toast (self, error->message);
      g_free (options);
      return;
    }
  gmp_save_changes_replace_game (GTK_WINDOW (self), game, start_solo_when_replaced, options, g_free);
}

static void
new_solo_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);
  GtkWidget *dialog = gmp_alert_new (GTK_WINDOW (self), _("New Game Against the Computer"),
                                     _("Give either side to the computer, or both to watch it "
                                       "play. It plays its decisions in turn, each told in the "
                                       "side panel; undo takes back to your last decision."));
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_side_row (GMP_SIDE_SWARM, TRUE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_side_row (GMP_SIDE_HUMANS, FALSE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_pace_row ());
  gmp_alert_set_extra_child (dialog, group);
  gmp_alert_add_responses (dialog,
                           "cancel", _("_Cancel"),
                           "start", _("_Start"),
                           NULL);
  gmp_alert_set_response_appearance (dialog, "start", ADW_RESPONSE_SUGGESTED);
  gmp_alert_set_default_response (dialog, "start");
  gmp_alert_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_new_solo_response), self);
  gmp_alert_present (dialog);
}

void
_gmp_window_class_add_solo_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-solo", NULL, new_solo_action);
}
