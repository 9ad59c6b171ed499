/* gmp-cli-render.c: ginormopod-cli render SCENARIO OUT.{png,svg,pdf} [--width W] [--sheet]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>

#include "render/gmp-render-sheet.h"
#include "gmp-cli.h"

#define DEFAULT_WIDTH 1600

static int
run_render (const GmpCliCommand  *command,
            int                   argc,
            char                **argv)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  const GmpBoard *drawn;
  GmpRenderFormat format;
  /* G_MININT: not given, so that --sheet can refuse a width */
  int width = G_MININT;
  gboolean sheet = FALSE;
  int status;
  const GOptionEntry entries[] = {
    { "width", 'w', 0, G_OPTION_ARG_INT, &width,
      N_("Width in pixels (PNG) or points (SVG, PDF); default 1600"), N_("W") },
    { "sheet", 's', 0, G_OPTION_ARG_NONE, &sheet,
      N_("Write an A4 PDF sheet: the title, author, description, map and setup by city"),
      NULL },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, NULL, &argc, &argv, 2, 2, &status))
    return status;
  if (sheet)
    {
      if (width != G_MININT)
        return gmp_cli_usage_error (command, _("A sheet is A4: --width does not apply to it"));
      if (!gmp_render_format_from_path (argv[2], &format) || format != GMP_RENDER_FORMAT_PDF)
        return gmp_cli_usage_error (command, _("A sheet is a PDF: its file name must end in .pdf"));
    }
  if (width == G_MININT)
    width = DEFAULT_WIDTH;
  if (width < 1)
    return gmp_cli_usage_error (command, _("The width must be a positive number"));

  /* A board file draws the bare board. */
  if (!gmp_cli_load (argv[1], &board, &scenario, &error))
    return gmp_cli_fail (error);

  drawn = scenario != NULL ? scenario->state->board : board;
  if (sheet)
    {
      if (!gmp_render_sheet_pdf (scenario, drawn, argv[2], &error))
        return gmp_cli_fail (error);
      /* TRANSLATORS: after "ginormopod-cli render --sheet": the PDF it wrote */
      g_print (_("Wrote %s (A4 sheet)"), argv[2]);
      g_print ("\n");
      return GMP_CLI_EXIT_OK;
    }
  if (!gmp_render_to_file (drawn, scenario != NULL ? scenario->state : NULL, argv[2], width,
                           &error))
    return gmp_cli_fail (error);

  /* TRANSLATORS: after "ginormopod-cli render": the file and its size, in pixels
   * (PNG) or points (SVG, PDF): "Wrote map.png (1800 × 1440)" */
  g_print (_("Wrote %s (%d × %d)"), argv[2], width,
           /* as gmp_render_to_file() keeps the board's proportions */
           (int) MAX (1.0, round (width * drawn->height / drawn->width)));
  g_print ("\n");
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_render = {
  .name = "render",
  .parameters = N_("SCENARIO OUT.{png,svg,pdf}"),
  .summary = N_("Draw the map and its counters as a PNG, SVG or PDF picture, or a PDF sheet"),
  .run = run_render,
};
