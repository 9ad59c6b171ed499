/* gmp-unsaved-games.c: the unsaved games offered back, at start and in the menu
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-recovery.h"

#include "gmp-alert.h"
#include "gmp-game-holder.h"
#include "gmp-save-changes.h"
#include "gmp-tell.h"
#include "gmp-unsaved-games.h"

static GQuark
menu_quark (void)
{
  return g_quark_from_static_string ("gmp-unsaved-games-menu");
}

/* "Our Game — 2026-12-01 21:05": the title, and when it was last written */
static char *
dup_label (const GmpRecoveryEntry *entry)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (entry->written);
  g_autofree char *when = g_date_time_format (local, "%Y-%m-%d %H:%M");

  /* TRANSLATORS: an unsaved game: its title, then when it was last autosaved */
  return g_strdup_printf (_("%s — %s"), entry->title, when);
}

void
gmp_unsaved_games_update (GtkWindow *window)
{
  GMenu *section;
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GMenu) games = NULL;
  g_autoptr(GMenuItem) submenu = NULL;

  g_return_if_fail (GMP_IS_GAME_HOLDER (window));

  section = gmp_unsaved_games_get_menu (window);
  if (section == NULL)
    return;
  entries = gmp_recovery_list ();
  g_menu_remove_all (section);
  if (entries->len == 0)
    return;
  games = g_menu_new ();
  for (guint i = 0; i < entries->len; i++)
    {
      const GmpRecoveryEntry *entry = g_ptr_array_index (entries, i);
      g_autofree char *label = dup_label (entry);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target (item, "win.restore-unsaved", "s", entry->path);
      g_menu_append_item (games, item);
    }
  submenu = g_menu_item_new_submenu (_("_Unsaved Games"), G_MENU_MODEL (games));
  g_menu_append_item (section, submenu);
}

GMenu *
gmp_unsaved_games_get_menu (GtkWindow *window)
{
  g_return_val_if_fail (GMP_IS_GAME_HOLDER (window), NULL);

  return g_object_get_qdata (G_OBJECT (window), menu_quark ());
}

static void
on_restored (GtkWindow *window,
             gpointer   user_data)
{
  gmp_tell_toast (GTK_WIDGET (window), _("The game is restored as it was after its last action"));
  gmp_unsaved_games_update (window);
}

/* In window, in the place of its game once that may go */
static void
restore_into (GtkWindow  *window,
              const char *path)
{
  g_autoptr(GmpGame) game = NULL;
  g_autoptr(GError) error = NULL;

  game = gmp_recovery_restore (path, &error);
  if (game == NULL)
    {
      gmp_tell_toast (GTK_WIDGET (window), error->message);
      return;
    }
  gmp_save_changes_replace_game (window, game, on_restored, NULL, NULL);
}

static void
restore_unsaved_activated (GSimpleAction *action,
                           GVariant      *param,
                           gpointer       user_data)
{
  restore_into (GTK_WINDOW (user_data), g_variant_get_string (param, NULL));
}

static void
on_active_changed (GtkWindow *window)
{
  /* Another window may have restored or discarded one meanwhile */
  if (gtk_window_is_active (window))
    gmp_unsaved_games_update (window);
}

void
gmp_unsaved_games_attach (GtkWindow *window,
                          GMenu     *section)
{
  static const GActionEntry entries[] = {
    { "restore-unsaved", restore_unsaved_activated, "s" },
  };

  g_return_if_fail (GMP_IS_GAME_HOLDER (window));
  g_return_if_fail (G_IS_ACTION_MAP (window));
  g_return_if_fail (G_IS_MENU (section));

  g_object_set_qdata_full (G_OBJECT (window), menu_quark (), g_object_ref (section),
                           g_object_unref);
  g_action_map_add_action_entries (G_ACTION_MAP (window), entries, G_N_ELEMENTS (entries),
                                   window);
  g_signal_connect (window, "notify::is-active", G_CALLBACK (on_active_changed), NULL);
  gmp_unsaved_games_update (window);
}

/* At start -------------------------------------------------------------- */

static void
on_offer_response (GtkWidget        *dialog,
                   const char       *response,
                   GtkWindow        *window)
{
  g_autoptr(GPtrArray) entries = gmp_recovery_list ();

  if (g_strcmp0 (response, "discard") == 0)
    /* Thrown away on purpose */
    gmp_recovery_discard_unheld ();
  else if (g_strcmp0 (response, "restore") == 0 && entries->len > 0)
    {
      restore_into (window, ((GmpRecoveryEntry *) g_ptr_array_index (entries, 0))->path);
      for (guint i = 1; i < entries->len; i++)
        {
          const GmpRecoveryEntry *entry = g_ptr_array_index (entries, i);
          g_autoptr(GmpGame) game = NULL;
          g_autoptr(GError) error = NULL;

          game = gmp_recovery_restore (entry->path, &error);
          if (game == NULL)
            gmp_tell_toast (GTK_WIDGET (window), error->message);
          else
            gtk_window_present (gmp_game_holder_new_window (GMP_GAME_HOLDER (window), game));
        }
    }
  gmp_unsaved_games_update (window);
}

GtkWidget *
gmp_unsaved_games_offer (GtkWindow *window)
{
  g_autoptr(GPtrArray) entries = NULL;
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  GtkWidget *dialog;
  guint n;

  g_return_val_if_fail (GMP_IS_GAME_HOLDER (window), NULL);

  entries = gmp_recovery_list ();
  n = entries->len;
  if (n == 0)
    return NULL;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = dup_label (g_ptr_array_index (entries, i));

      g_string_append_printf (list, "%s%s", i > 0 ? "\n" : "", label);
    }
  heading = n == 1 ? g_strdup (_("Restore the Unsaved Game?"))
                   : g_strdup_printf (ngettext ("Restore the %u Unsaved Game?",
                                                "Restore the %u Unsaved Games?", n), n);
  /* TRANSLATORS: %s lists the games, one a line */
  body = g_strdup_printf (ngettext ("This game was not saved when the app last stopped. It was "
                                    "kept as it was after its last action, and stays under "
                                    "Unsaved Games in the main menu until it is saved or "
                                    "discarded.\n\n%s",
                                    "These games were not saved when the app last stopped. "
                                    "Each was kept as it was after its last action, and stays "
                                    "under Unsaved Games in the main menu until it is saved or "
                                    "discarded.\n\n%s", n),
                          list->str);
  dialog = gmp_alert_new (window, heading, body);
  gmp_alert_add_responses (dialog,
                           "later", _("_Not Now"),
                           "discard", n == 1 ? _("_Discard") : _("_Discard All"),
                           "restore", n == 1 ? _("_Restore") : _("_Restore All"),
                           NULL);
  gmp_alert_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  gmp_alert_set_response_appearance (dialog, "restore", ADW_RESPONSE_SUGGESTED);
  gmp_alert_set_default_response (dialog, "restore");
  /* Escape loses nothing: they stay in the menu */
  gmp_alert_set_close_response (dialog, "later");
  g_signal_connect (dialog, "response", G_CALLBACK (on_offer_response), window);
  gmp_alert_present (dialog);
  return dialog;
}
