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
#include "gmp-pace-row.h"
#include "gmp-save-changes.h"
#include "gmp-window-private.h"

/* The choices of each side's row: the people, then each level */
#define PEOPLE_ROW 0

/* The choices of the dice row */
enum {
  APP_ROLLS_ROW,
  WE_ROLL_ROW
};

typedef struct {
  gboolean       players_dice;
  gboolean       computer[GMP_N_SIDES];
  GmpPlayerLevel level[GMP_N_SIDES];
  GmpSoloPace    pace;
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

/* "Swarm: the computer plays this side (Strong).", for a toast */
static GString *
describe_sides (GmpSolo *solo)
{
  GString *text = g_string_new (NULL);

  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      GmpPlayerLevel level;

      if (!gmp_solo_get_computer (solo, side, &level))
        continue;
      if (text->len > 0)
        g_string_append (text, " ");
      /* TRANSLATORS: who the computer plays in a new game: "Swarm: the
       * computer plays this side (Strong)." */
      g_string_append_printf (text, _("%s: the computer plays this side (%s)."),
                              gmp_side_get_name (side), gmp_player_level_get_name (level));
    }
  return text;
}

static void
on_computer_turn (GmpWindow *self)
{
  _gmp_window_update_actions (self);
}

/* Preferences changed the pace: the game under way takes it at once */
static void
on_pace_setting (GmpWindow *self)
{
  g_autofree char *pace = g_settings_get_string (self->settings, "computer-pace");

  if (self->solo != NULL)
    gmp_solo_set_pace (self->solo, gmp_solo_pace_get_ms (gmp_solo_pace_from_string (pace)));
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
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_func (self->settings, on_pace_setting, self);
  g_set_object (&self->solo, solo);
  if (solo != NULL)
    {
      g_signal_connect_swapped (solo, "failed", G_CALLBACK (on_solo_failed), self);
      g_signal_connect_swapped (solo, "notify::computer-turn", G_CALLBACK (on_computer_turn), self);
      if (self->settings != NULL)
        g_signal_connect_swapped (self->settings, "changed::computer-pace",
                                  G_CALLBACK (on_pace_setting), self);
    }
  _gmp_window_update_actions (self);
}

void
_gmp_window_resume_solo (GmpWindow *self)
{
  const GmpScenario *scenario;
  g_autoptr(GmpSolo) solo = NULL;
  g_autoptr(GString) text = NULL;

  g_return_if_fail (GMP_IS_WINDOW (self));

  if (self->game == NULL)
    return;
  scenario = gmp_session_get_scenario (gmp_game_get_session (self->game));
  if (!scenario->computer[GMP_SIDE_SWARM] && !scenario->computer[GMP_SIDE_HUMANS])
    return;
  solo = gmp_solo_new (self->game);
  _gmp_window_set_solo (self, solo);
  if (self->settings != NULL)
    on_pace_setting (self);
  text = describe_sides (solo);
  gmp_window_add_toast (self, text->str);
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
  /* Why undo is off before the people's first decision */
  gtk_widget_set_tooltip_text (self->undo_button,
                               self->solo != NULL && gmp_solo_get_only_computer_done (self->solo)
                               ? _("Nothing of yours to undo yet: undo takes back your last "
                                   "decision and the computer’s actions after it")
                               : _("Undo"));
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
      GmpQuestionKind kind;

      if (computer_turn)
        /* TRANSLATORS: the window's subtitle while the computer decides:
         * "Turn 3 · Action · The computer is playing" */
        playing = g_strdup_printf (_("%s · The computer is playing"), status);
      else if (!editing && gmp_solo_get_table_turn (self->solo, &kind))
        /* With their own dice the people roll and draw for it too: said,
         * so that no one waits for the computer to roll */
        playing = g_strdup_printf (kind == GMP_QUESTION_DRAW_CHIT
                                   /* TRANSLATORS: the window's subtitle: "Turn 3 · Action ·
                                    * The computer waits for your draw" */
                                   ? _("%s · The computer waits for your draw")
                                   : kind == GMP_QUESTION_GUARD_VALUE
                                   /* TRANSLATORS: the window's subtitle: a Guard was flipped */
                                   ? _("%s · The computer waits for the Guard’s value")
                                   /* TRANSLATORS: the window's subtitle: "Turn 3 · Action ·
                                    * The computer waits for your dice" */
                                   : _("%s · The computer waits for your dice"), status);
      adw_window_title_set_subtitle (self->window_title, playing != NULL ? playing : status);
    }
}

static void
start_solo (GmpWindow *self,
            gpointer   data)
{
  const SoloOptions *options = data;
  g_autoptr(GmpSolo) solo = gmp_solo_new (self->game);
  g_autoptr(GString) text = NULL;

  gmp_solo_set_pace (solo, gmp_solo_pace_get_ms (options->pace));
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    gmp_solo_set_computer (solo, side, options->computer[side], options->level[side]);
  _gmp_window_set_solo (self, solo);
  text = describe_sides (solo);
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

/* Who rolls and draws, said where the sides are chosen (issue 21): with
 * their own dice the people roll and draw everything at the table, the
 * computer's share too, since a combat's dice are one roll of both sides
 * in the listed order (rules note 27), there is one cup, and the Guards'
 * hidden values are on counters only the table sees (rules note 9) */
static GtkWidget *
new_dice_row (gboolean players_dice)
{
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  g_autoptr(GtkStringList) choices = gtk_string_list_new (NULL);

  gtk_string_list_append (choices, _("The App Rolls and Draws"));
  gtk_string_list_append (choices, _("We Roll and Draw, for the Computer Too"));
  adw_combo_row_set_model (row, G_LIST_MODEL (choices));
  adw_combo_row_set_selected (row, players_dice ? WE_ROLL_ROW : APP_ROLLS_ROW);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Dice and Cup"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("With your own dice you roll every Combat whole and draw "
                                 "every chit, and the app asks for them"));
  gtk_widget_set_name (GTK_WIDGET (row), "dice-row");
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
  options->pace = pace < GMP_SOLO_N_PACES ? pace : GMP_SOLO_PACE_STEADY;
  /* Remembered: the next game against the computer starts from it */
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "computer-pace",
                           gmp_solo_pace_to_string (options->pace));

  options->players_dice = row_choice (group, "dice-row") == WE_ROLL_ROW;
  game = gmp_game_new_for_table (options->players_dice, NULL, &error);
  if (game == NULL)
    {
      gmp_window_add_toast (self, error->message);
      g_free (options);
      return;
    }
  /* The changed game was asked about before these options (new_solo_action) */
  gmp_save_changes_put_game (GTK_WINDOW (self), game);
  start_solo (self, options);
  g_free (options);
}

/* The changed game saved or discarded: now who plays the new one */
static void
ask_solo_options (GtkWindow *window,
                  gpointer   user_data)
{
  GmpWindow *self = GMP_WINDOW (window);
  GtkWidget *dialog = gmp_alert_new (GTK_WINDOW (self), _("New Game Against the Computer"),
                                     _("Give either side to the computer, or both to watch it "
                                       "play. It plays its decisions in turn, each told in the "
                                       "side panel; undo takes back to your last decision."));
  GtkWidget *group = adw_preferences_group_new ();

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_side_row (GMP_SIDE_SWARM, TRUE));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), new_side_row (GMP_SIDE_HUMANS, FALSE));
  /* Who rolls carries over from the game, as for New, but is said */
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             new_dice_row (self->game != NULL
                                           && gmp_game_get_players_dice (self->game)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             gmp_pace_row_new (self->settings, G_SETTINGS_BIND_GET
                                                               | G_SETTINGS_BIND_GET_NO_CHANGES));
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

/* The changed game is asked about first, before anything about the new
 * one (issue 16) */
static void
new_solo_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  gmp_save_changes_ask_then (GTK_WINDOW (widget), ask_solo_options, NULL, NULL);
}

void
_gmp_window_class_add_solo_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-solo", NULL, new_solo_action);
}
