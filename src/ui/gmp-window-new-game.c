/* gmp-window-new-game.c: a new game from the window, the setup's dice asked first when the players roll
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-alert.h"
#include "gmp-save-changes.h"
#include "gmp-window-private.h"

static void ask_setup_dice (GmpWindow  *self,
                            const char *text);
static gboolean new_game_then_toast (GmpWindow  *self,
                                     const char *toast,
                                     gboolean    asked);

/* Told once the game is replaced, not before: Cancel keeps the old one */
static void
toast_when_replaced (GtkWindow *window,
                     gpointer   text)
{
  gmp_window_add_toast (GMP_WINDOW (window), text);
}

/* In the place of the window's game. asked: the save question was asked
 * already, before the setup's (gmp_save_changes_ask_then()) */
static void
put_game (GmpWindow  *self,
          GmpGame    *game,
          const char *toast,
          gboolean    asked)
{
  if (asked)
    {
      gmp_save_changes_put_game (GTK_WINDOW (self), game);
      if (toast != NULL)
        gmp_window_add_toast (self, toast);
    }
  else if (toast != NULL)
    gmp_save_changes_replace_game (GTK_WINDOW (self), game, toast_when_replaced, g_strdup (toast), g_free);
  else
    gmp_save_changes_replace_game (GTK_WINDOW (self), game, NULL, NULL, NULL);
}

static void
on_setup_dice_response (GtkWidget        *dialog,
                        const char       *response,
                        GmpWindow        *self)
{
  GtkEditable *entry = GTK_EDITABLE (gmp_alert_get_extra_child (dialog));
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "app") == 0)
    {
      new_game_then_toast (self, _("New game set up"), TRUE);
      return;
    }
  if (g_strcmp0 (response, "dice") != 0)
    return;
  game = gmp_game_new_with_setup_dice (gtk_editable_get_text (entry), &error);
  if (game == NULL)
    {
      /* Asked again with what was typed, and why it was refused */
      gmp_window_add_toast (self, error->message);
      ask_setup_dice (self, gtk_editable_get_text (entry));
      return;
    }
  put_game (self, game, _("New game set up with your dice"), TRUE);
}

/* Rules note 3: with their own dice the players roll the National Guard
 * table too, or let the app roll the setup */
static void
ask_setup_dice (GmpWindow  *self,
                const char *text)
{
  guint rolls = self->game != NULL ? gmp_game_get_board (self->game)->rules.guard_rolls : 0;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  GtkWidget *entry = gtk_entry_new ();

  body = g_strdup_printf (ngettext ("Roll two dice %u time on the National Guard table and "
                                    "enter the dice in order. A roll that would put a third "
                                    "Guard in a city is rolled again: enter those dice too "
                                    "(Rules note 3).",
                                    "Roll two dice %u times on the National Guard table and "
                                    "enter the dice in order. A roll that would put a third "
                                    "Guard in a city is rolled again: enter those dice too "
                                    "(Rules note 3).", rolls),
                          rolls);
  dialog = gmp_alert_new (GTK_WINDOW (self), _("The National Guard Setup"), body);
  gtk_editable_set_text (GTK_EDITABLE (entry), text != NULL ? text : "");
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), _("Dice we rolled, e.g. 3 5 6"));
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gmp_alert_set_extra_child (dialog, entry);
  gmp_alert_add_responses (dialog,
                           "cancel", _("_Cancel"),
                           "app", _("The _App Rolls the Setup"),
                           "dice", _("_Set Up With Our Dice"),
                           NULL);
  gmp_alert_set_response_appearance (dialog, "dice", ADW_RESPONSE_SUGGESTED);
  gmp_alert_set_default_response (dialog, "dice");
  gmp_alert_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_setup_dice_response), self);
  gmp_alert_present (dialog);
}

/* The changed game saved or discarded: now the new game's setup */
static void
ask_setup_dice_when_allowed (GtkWindow *window,
                             gpointer   user_data)
{
  ask_setup_dice (GMP_WINDOW (window), NULL);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *param)
{
  GmpWindow *self = GMP_WINDOW (widget);

  /* Who rolls carries over to the new game (see docs/session.md). The
   * changed game is asked about first, before anything about the new one
   * (issue 16) */
  if (self->game != NULL && gmp_game_get_players_dice (self->game))
    {
      gmp_save_changes_ask_then (GTK_WINDOW (self), ask_setup_dice_when_allowed, NULL, NULL);
      return;
    }
  new_game_then_toast (self, _("New game set up"), FALSE);
}

/* The toast, when not NULL, is shown once the new game is in place;
 * asked: as put_game() */
static gboolean
new_game_then_toast (GmpWindow  *self,
                     const char *toast,
                     gboolean    asked)
{
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  /* Who rolls carries over to the next game (Rules note 9: face to face,
   * the Guards stay face down and unknown) */
  game = gmp_game_new_for_table (self->game != NULL && gmp_game_get_players_dice (self->game),
                                 NULL, &error);
  if (game == NULL)
    {
      GtkWidget *dialog = gmp_alert_new (GTK_WINDOW (self),
                                         _("Could Not Set Up a New Game"),
                                         error->message);

      gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
      gmp_alert_present (dialog);
      return FALSE;
    }

  put_game (self, game, toast, asked);
  return TRUE;
}

gboolean
gmp_window_new_game (GmpWindow *self)
{
  g_return_val_if_fail (GMP_IS_WINDOW (self), FALSE);

  return new_game_then_toast (self, NULL, FALSE);
}

/* win.new-game */
void
_gmp_window_class_add_new_game_action (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
}
