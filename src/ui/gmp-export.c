/* gmp-export.c: export the map with the setup as PNG, SVG or a PDF sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>
#include "core/gmp-i18n.h"

#include "gmp-alert.h"
#include "gmp-export.h"

/* What one open dialog needs when it answers. */
typedef struct {
  GtkWindow            *parent;   /* owned */
  GmpGame              *game;     /* owned */
  GtkFileChooserNative *chooser;  /* owned */
  GmpExportDone         done;
  gpointer              data;
} Request;

static const char *const extensions[] = {
  [GMP_RENDER_FORMAT_PNG] = ".png",
  [GMP_RENDER_FORMAT_SVG] = ".svg",
  [GMP_RENDER_FORMAT_PDF] = ".pdf",
};

static gboolean
release_chooser (gpointer data)
{
  return G_SOURCE_REMOVE;
}

static void
request_free (Request *request)
{
  g_clear_object (&request->parent);
  g_clear_object (&request->game);
  /* Freed from its own "response" handler: the dialog goes once that
   * emission is over */
  if (request->chooser != NULL)
    g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, release_chooser,
                     g_steal_pointer (&request->chooser), g_object_unref);
  g_free (request);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Request, request_free)

static GtkFileFilter *
new_filter (GmpRenderFormat format)
{
  GtkFileFilter *filter = gtk_file_filter_new ();
  g_autofree char *pattern = g_strconcat ("*", extensions[format], NULL);

  switch (format)
    {
    case GMP_RENDER_FORMAT_PNG:
      gtk_file_filter_set_name (filter, _("PNG Picture of the Map"));
      gtk_file_filter_add_mime_type (filter, "image/png");
      break;
    case GMP_RENDER_FORMAT_SVG:
      gtk_file_filter_set_name (filter, _("SVG Drawing of the Map"));
      gtk_file_filter_add_mime_type (filter, "image/svg+xml");
      break;
    case GMP_RENDER_FORMAT_PDF:
    default:
      gtk_file_filter_set_name (filter, _("PDF Sheet: Map and Setup"));
      gtk_file_filter_add_mime_type (filter, "application/pdf");
      break;
    }
  gtk_file_filter_add_pattern (filter, pattern);
  g_object_set_data (G_OBJECT (filter), "gmp-export-format", GINT_TO_POINTER (format));
  return filter;
}

static void
show_error (GtkWindow    *parent,
            const GError *error)
{
  GtkWidget *dialog = gmp_alert_new (parent, _("Could Not Export"), error->message);

  gmp_alert_add_responses (dialog, "close", _("_Close"), NULL);
  gmp_alert_present (dialog);
}

static void
on_chooser_response (GtkNativeDialog *dialog,
                     int              response,
                     gpointer         user_data)
{
  g_autoptr(Request) request = user_data;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  GtkFileFilter *filter;
  GmpRenderFormat format = GMP_RENDER_FORMAT_PNG;

  if (response != GTK_RESPONSE_ACCEPT)
    return;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  if (file == NULL)
    return;

  filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
  if (filter != NULL)
    format = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (filter), "gmp-export-format"));
  format = gmp_export_file_format (file, format);

  if (!gmp_export_write (request->game, file, format, &error))
    show_error (request->parent, error);
  else if (request->done != NULL)
    request->done (request->parent, file, request->data);
}

void
gmp_export_present (GtkWindow     *parent,
                    GmpGame       *game,
                    GmpExportDone  done,
                    gpointer       data)
{
  Request *request;
  GtkFileChooser *chooser;
  g_autofree char *name = NULL;
  GFile *game_file;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (GMP_IS_GAME (game));

  request = g_new0 (Request, 1);
  request->parent = g_object_ref (parent);
  request->game = g_object_ref (game);
  request->done = done;
  request->data = data;
  request->chooser = gtk_file_chooser_native_new (_("Export Map"), parent,
                                                  GTK_FILE_CHOOSER_ACTION_SAVE,
                                                  _("_Export"), _("_Cancel"));
  chooser = GTK_FILE_CHOOSER (request->chooser);

  for (GmpRenderFormat format = GMP_RENDER_FORMAT_PNG; format <= GMP_RENDER_FORMAT_PDF; format++)
    {
      g_autoptr(GtkFileFilter) filter = new_filter (format);

      gtk_file_chooser_add_filter (chooser, filter);
      /* A picture for a forum is the common case */
      if (format == GMP_RENDER_FORMAT_PNG)
        gtk_file_chooser_set_filter (chooser, filter);
    }

  /* Beside the game's own file, where the player keeps it */
  game_file = gmp_game_get_file (game);
  if (game_file != NULL)
    {
      g_autoptr(GFile) folder = g_file_get_parent (game_file);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    }
  name = gmp_export_default_name (game, GMP_RENDER_FORMAT_PNG);
  gtk_file_chooser_set_current_name (chooser, name);

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (request->chooser), TRUE);
  g_signal_connect (request->chooser, "response", G_CALLBACK (on_chooser_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (request->chooser));
}

gboolean
gmp_export_write (GmpGame          *game,
                  GFile            *file,
                  GmpRenderFormat   format,
                  GError          **error)
{
  g_autofree char *path = NULL;

  g_return_val_if_fail (GMP_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (format <= GMP_RENDER_FORMAT_PDF, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  path = g_file_get_path (file);
  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      /* gmp_file_replace_contents() writes local files: a remote location
       * cannot be replaced atomically. */
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot export to “%s”: only files on this computer can be written"),
                   uri);
      return FALSE;
    }
  return gmp_render_export (gmp_game_get_scenario (game), gmp_game_get_board (game), path,
                            format, GMP_EXPORT_WIDTH, error);
}

GmpRenderFormat
gmp_export_file_format (GFile           *file,
                        GmpRenderFormat  fallback)
{
  g_autofree char *name = NULL;
  GmpRenderFormat format;

  g_return_val_if_fail (G_IS_FILE (file), fallback);

  name = g_file_get_basename (file);
  if (name != NULL && gmp_render_format_from_path (name, &format))
    return format;
  return fallback;
}

char *
gmp_export_default_name (GmpGame         *game,
                         GmpRenderFormat  format)
{
  g_autoptr(GString) name = NULL;
  const char *title;

  g_return_val_if_fail (GMP_IS_GAME (game), NULL);
  g_return_val_if_fail (format <= GMP_RENDER_FORMAT_PDF, NULL);

  title = gmp_game_get_title (game);
  name = g_string_new (title != NULL ? title : "");
  /* A title is free text: no folders, no hidden files, no control characters */
  for (gsize i = 0; i < name->len; i++)
    if (name->str[i] == G_DIR_SEPARATOR || (guchar) name->str[i] < 0x20)
      name->str[i] = '-';
  while (name->len > 0 && (name->str[0] == '.' || name->str[0] == ' '))
    g_string_erase (name, 0, 1);
  if (name->len == 0)
    /* TRANSLATORS: the file name an export proposes when the game has no title */
    g_string_assign (name, _("map"));
  g_string_append (name, extensions[format]);
  return g_string_free (g_steal_pointer (&name), FALSE);
}

char *
gmp_export_done_message (GFile *file)
{
  g_autofree char *name = NULL;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  name = g_file_get_basename (file);
  /* TRANSLATORS: a toast after Export: "Exported “Last Stand.pdf”" */
  return g_strdup_printf (_("Exported “%s”"), name);
}
