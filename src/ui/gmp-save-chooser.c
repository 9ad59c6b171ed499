/* gmp-save-chooser.c: the file chooser that asks where to save a game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-save-chooser.h"

GtkFileChooserNative *
gmp_save_chooser_new (GtkWindow *parent,
                      GmpGame   *game)
{
  g_autoptr(GtkFileFilter) scenarios = gtk_file_filter_new ();
  g_autofree char *name = NULL;
  GtkFileChooserNative *chooser;
  GFile *file;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GMP_IS_GAME (game), NULL);

  gtk_file_filter_set_name (scenarios, _("Ginormopod Scenarios"));
  gtk_file_filter_add_mime_type (scenarios, GMP_SCENARIO_MIME_TYPE);
  gtk_file_filter_add_pattern (scenarios, "*" GMP_SCENARIO_EXTENSION);

  chooser = gtk_file_chooser_native_new (_("Save Game"), parent, GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), scenarios);
  file = gmp_game_get_file (game);
  if (file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }
  name = g_strconcat (gmp_game_get_title (game), GMP_SCENARIO_EXTENSION, NULL);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  return chooser;
}
