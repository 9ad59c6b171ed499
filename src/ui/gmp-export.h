/* gmp-export.h: export the map with the setup as PNG, SVG or a PDF sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For forums and print: a save dialog with a filter per format, writing
 * through src/render/ (gmp_render_export()). The window wires it to an
 * action and shows a toast when it is done.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"
#include "render/gmp-render-sheet.h"

G_BEGIN_DECLS

/* The width of exported PNG and SVG pictures, in pixels or points. */
#define GMP_EXPORT_WIDTH 1600

/* Called after a file was written. */
typedef void (*GmpExportDone) (GtkWindow *parent,
                               GFile     *file,
                               gpointer   data);

/* Asks where to export @game, writes it, and calls @done (may be NULL) on
 * success; an error is shown in a dialog over @parent. The dialog keeps
 * @parent and @game alive while it is open. */
void            gmp_export_present      (GtkWindow        *parent,
                                         GmpGame          *game,
                                         GmpExportDone     done,
                                         gpointer          data);

/* Writes @game to @file in @format, atomically: PNG and SVG are the map
 * with its counters GMP_EXPORT_WIDTH wide, PDF the A4 sheet. The error
 * names the file. */
gboolean        gmp_export_write        (GmpGame          *game,
                                         GFile            *file,
                                         GmpRenderFormat   format,
                                         GError          **error);

/* The format of @file: its extension's, else @fallback (the dialog's
 * filter). */
GmpRenderFormat gmp_export_file_format  (GFile            *file,
                                         GmpRenderFormat   fallback);

/* The file name the dialog proposes: the game's title, made safe for a
 * file name, with @format's extension. */
char           *gmp_export_default_name (GmpGame          *game,
                                         GmpRenderFormat   format);

/* What the window's toast says after @file was written. */
char           *gmp_export_done_message (GFile            *file);

G_END_DECLS
