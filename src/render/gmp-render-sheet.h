/* gmp-render-sheet.h: a scenario as a printable sheet, and exported pictures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What players send to a forum or print for the table: the map with its
 * counters as a PNG or SVG picture, or an A4 PDF with the title, the author,
 * the description, the map and the setup listed city by city, in the
 * user's language.
 */

#pragma once

#include "gmp-render.h"

G_BEGIN_DECLS

/* Writes an A4 PDF sheet of @scenario to @path, atomically
 * (gmp_file_replace_contents(): the old file is kept whole on error and
 * keeps its permissions). Portrait or landscape, whichever shows the map
 * larger. @scenario NULL: the bare @board, with its title and no setup;
 * else @board is the scenario's board. Hidden Guard values stay hidden. */
gboolean gmp_render_sheet_pdf (const GmpScenario  *scenario,
                               const GmpBoard     *board,
                               const char         *path,
                               GError            **error);

/* Exports @scenario (or the bare @board when NULL) in @format: a PNG or SVG
 * picture of the map @width pixels or points wide, or the PDF sheet of
 * gmp_render_sheet_pdf() (which has its own page size: @width is ignored). */
gboolean gmp_render_export    (const GmpScenario  *scenario,
                               const GmpBoard     *board,
                               const char         *path,
                               GmpRenderFormat     format,
                               int                 width,
                               GError            **error);

G_END_DECLS
