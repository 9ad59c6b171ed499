/* gmp-render-sheet.c: a scenario as a printable A4 sheet, and exports
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The sheet flows from top to bottom: the title block, the map scaled to
 * the page's width, then the setup in two columns, a block per city and a
 * block per thing off the map, continuing on further pages. Text goes
 * through PangoCairo, so wrapping and accents are Pango's, and names are
 * the board's in the user's language.
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>

#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "core/gmp-describe.h"
#include "core/gmp-title.h"
#include "gmp-render-private.h"
#include "gmp-render-sheet.h"

#define FONT_FAMILY "Cantarell, DejaVu Sans, Sans"

/* A4 in points, and the margins of a printed page (15 mm). */
#define PAGE_SHORT  595.276
#define PAGE_LONG   841.890
#define MARGIN      42.5
#define GUTTER      20.0

/* Font sizes in points */
#define SIZE_TITLE    20.0
#define SIZE_AUTHOR   11.0
#define SIZE_TEXT     10.0
#define SIZE_HEADING  13.0
#define SIZE_SETUP     9.0
#define SIZE_FOOTER    7.5

#define SPACE_BLOCK    7.0   /* between blocks of the setup */
#define SPACE_SECTION 14.0   /* around the map and before a heading */

typedef struct {
  cairo_t    *cr;
  const char *title;        /* on every page's foot */
  double      page_width;
  double      page_height;
  guint       page;         /* 1 for the first */
  guint       n_pages;      /* 0 while not known */

  /* The flow: where the next block goes, and how wide it may be. */
  double      x;
  double      y;
  double      width;
  double      top;          /* of the current column */
  gboolean    columns;      /* two columns, else the full width */
  guint       column;
} Sheet;

/* Text ------------------------------------------------------------------- */

typedef enum {
  STYLE_PLAIN,
  STYLE_BOLD,
  STYLE_ITALIC,
} Style;

static PangoLayout *
new_layout (cairo_t    *cr,
            const char *text,
            gboolean    markup,
            double      size,
            Style       style,
            double      width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (FONT_FAMILY);

  /* Absolute: points on the page, whatever resolution Pango assumes. */
  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  if (style == STYLE_BOLD)
    pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
  else if (style == STYLE_ITALIC)
    pango_font_description_set_style (desc, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  if (markup)
    pango_layout_set_markup (layout, text, -1);
  else
    pango_layout_set_text (layout, text, -1);
  return layout;
}

static double
layout_height (PangoLayout *layout)
{
  int height;

  pango_layout_get_size (layout, NULL, &height);
  return (double) height / PANGO_SCALE;
}

/* Pages and the flow ----------------------------------------------------- */

static double
content_width (const Sheet *sheet)
{
  return sheet->page_width - 2 * MARGIN;
}

static double
bottom (const Sheet *sheet)
{
  return sheet->page_height - MARGIN;
}

static void
draw_footer (Sheet *sheet)
{
  cairo_t *cr = sheet->cr;
  g_autofree char *number = NULL;
  g_autoptr(PangoLayout) left = NULL;
  g_autoptr(PangoLayout) right = NULL;
  double y = sheet->page_height - MARGIN / 2 - SIZE_FOOTER;

  /* TRANSLATORS: at the foot of each page of a printed scenario sheet */
  number = g_strdup_printf (_("Page %u of %u"), sheet->page, sheet->n_pages);
  left = new_layout (cr, sheet->title, FALSE, SIZE_FOOTER, STYLE_PLAIN,
                     content_width (sheet) * 0.75);
  pango_layout_set_ellipsize (left, PANGO_ELLIPSIZE_END);
  right = new_layout (cr, number, FALSE, SIZE_FOOTER, STYLE_PLAIN, content_width (sheet));
  pango_layout_set_alignment (right, PANGO_ALIGN_RIGHT);

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0.45, 0.45, 0.45);
  cairo_move_to (cr, MARGIN, y);
  pango_cairo_show_layout (cr, left);
  cairo_move_to (cr, MARGIN, y);
  pango_cairo_show_layout (cr, right);
  cairo_restore (cr);
}

static void
new_page (Sheet *sheet)
{
  draw_footer (sheet);
  cairo_show_page (sheet->cr);
  sheet->page++;
  sheet->x = MARGIN;
  sheet->y = MARGIN;
  sheet->top = MARGIN;
  sheet->column = 0;
  sheet->width = sheet->columns ? (content_width (sheet) - GUTTER) / 2 : content_width (sheet);
}

/* The next column, or the next page after the last one. */
static void
next_column (Sheet *sheet)
{
  if (sheet->columns && sheet->column == 0)
    {
      sheet->column = 1;
      sheet->x = MARGIN + sheet->width + GUTTER;
      sheet->y = sheet->top;
    }
  else
    new_page (sheet);
}

/* Room for a heading and a few lines: less than this left under the map
 * and the columns start on the next page. */
#define MIN_COLUMNS_ROOM (SIZE_HEADING + 5 * SIZE_SETUP * 1.3)

static void flow_layout (Sheet       *sheet,
                         PangoLayout *layout,
                         double       space_after);

/* A heading across the page, then two columns under it. */
static void
start_columns (Sheet      *sheet,
               const char *heading)
{
  g_autoptr(PangoLayout) layout = new_layout (sheet->cr, heading, FALSE, SIZE_HEADING,
                                              STYLE_BOLD, content_width (sheet));

  if (sheet->y + MIN_COLUMNS_ROOM > bottom (sheet))
    new_page (sheet);
  flow_layout (sheet, layout, 4);
  sheet->columns = TRUE;
  sheet->column = 0;
  sheet->top = sheet->y;
  sheet->x = MARGIN;
  sheet->width = (content_width (sheet) - GUTTER) / 2;
}

/* Draws @layout at the flow's place, line by line across column and page
 * breaks; a block that fits in a fresh column is not split. */
static void
flow_layout (Sheet       *sheet,
             PangoLayout *layout,
             double       space_after)
{
  cairo_t *cr = sheet->cr;
  PangoLayoutIter *iter;
  double height = layout_height (layout);
  double origin, shift = 0;

  if (sheet->y + height > bottom (sheet) && sheet->y > sheet->top
      && height <= bottom (sheet) - MARGIN)
    next_column (sheet);

  origin = sheet->y;
  iter = pango_layout_get_iter (layout);
  do
    {
      PangoRectangle logical;
      double top, line_bottom, baseline;

      pango_layout_iter_get_line_extents (iter, NULL, &logical);
      top = (double) logical.y / PANGO_SCALE;
      line_bottom = (double) (logical.y + logical.height) / PANGO_SCALE;
      baseline = (double) pango_layout_iter_get_baseline (iter) / PANGO_SCALE;
      if (origin + line_bottom - shift > bottom (sheet) && top > shift)
        {
          next_column (sheet);
          origin = sheet->y;
          shift = top;
        }
      cairo_move_to (cr, sheet->x + (double) logical.x / PANGO_SCALE, origin + baseline - shift);
      pango_cairo_show_layout_line (cr, pango_layout_iter_get_line_readonly (iter));
      sheet->y = origin + line_bottom - shift;
    }
  while (pango_layout_iter_next_line (iter));
  pango_layout_iter_free (iter);

  sheet->y += space_after;
}

static void
flow_text (Sheet      *sheet,
           const char *text,
           gboolean    markup,
           double      size,
           Style       style,
           double      space_after)
{
  g_autoptr(PangoLayout) layout = new_layout (sheet->cr, text, markup, size, style,
                                              sheet->width);

  flow_layout (sheet, layout, space_after);
}

/* The sheet's parts ------------------------------------------------------ */

/* "<b>Label:</b> text", escaped. */
static void
append_line (GString    *markup,
             const char *label,
             const char *text)
{
  g_autofree char *line = NULL;

  if (markup->len > 0)
    g_string_append_c (markup, '\n');
  /* TRANSLATORS: a line of a printed scenario sheet: "Swarm: Ant 1 (fresh)" */
  line = g_markup_printf_escaped (_("<b>%s:</b> %s"), label, text);
  g_string_append (markup, line);
}

static char *
title_text (const GmpScenario *scenario,
            const GmpBoard    *board)
{
  g_autofree char *title = scenario != NULL ? gmp_title_for_display (scenario->title) : NULL;

  if (title != NULL && *title != '\0')
    return g_steal_pointer (&title);
  return g_strdup (board->title);
}

/* The title block: the title, "By author", the description and a line
 * saying which board, turn and phase. */
typedef struct {
  PangoLayout *title;
  PangoLayout *author;       /* NULL: none */
  PangoLayout *description;  /* NULL: none */
  PangoLayout *info;
} Header;

static void
header_clear (Header *header)
{
  g_clear_object (&header->title);
  g_clear_object (&header->author);
  g_clear_object (&header->description);
  g_clear_object (&header->info);
}

static void
header_init (Header            *header,
             cairo_t           *cr,
             const GmpScenario *scenario,
             const GmpBoard    *board,
             const char        *title,
             double             width)
{
  g_autofree char *board_text = g_strdup_printf (_("Board: %s"), board->title);
  g_autofree char *info = NULL;

  header->title = new_layout (cr, title, FALSE, SIZE_TITLE, STYLE_BOLD, width);
  header->author = NULL;
  header->description = NULL;
  if (scenario != NULL && scenario->author != NULL && *scenario->author != '\0')
    {
      /* TRANSLATORS: under the title of a printed scenario: its author */
      g_autofree char *by = g_strdup_printf (_("By %s"), scenario->author);

      header->author = new_layout (cr, by, FALSE, SIZE_AUTHOR, STYLE_ITALIC, width);
    }
  if (scenario != NULL && scenario->description != NULL && *scenario->description != '\0')
    header->description = new_layout (cr, scenario->description, FALSE, SIZE_TEXT,
                                      STYLE_PLAIN, width);
  if (scenario != NULL)
    {
      const GmpState *state = scenario->state;
      g_autofree char *turn = g_strdup_printf (_("Turn %u of %u, %s"), state->turn,
                                               board->rules.turns,
                                               gmp_phase_get_name (state->phase));

      info = g_strdup_printf ("%s · %s", board_text, turn);
    }
  else
    info = g_steal_pointer (&board_text);
  header->info = new_layout (cr, info, FALSE, SIZE_TEXT * 0.9, STYLE_PLAIN, width);
}

static double
header_height (const Header *header)
{
  double height = layout_height (header->title) + 4;

  if (header->author != NULL)
    height += layout_height (header->author) + 6;
  if (header->description != NULL)
    height += layout_height (header->description) + 6;
  return height + layout_height (header->info);
}

/* The map's scale on a page of this size under this header: the page's
 * width, or less so that it still fits under the header. A header longer
 * than half the page pushes the map to the next page. */
static double
map_scale (const GmpBoard *board,
           const Header   *header,
           double          page_width,
           double          page_height)
{
  double width = page_width - 2 * MARGIN;
  double height = page_height - 2 * MARGIN;
  double room = height - header_height (header) - SPACE_SECTION;

  if (room < height / 2)
    room = height;
  return MIN (width / board->width, room / board->height);
}

static void
draw_header (Sheet        *sheet,
             const Header *header)
{
  flow_layout (sheet, header->title, 4);
  if (header->author != NULL)
    flow_layout (sheet, header->author, 6);
  if (header->description != NULL)
    flow_layout (sheet, header->description, 6);
  cairo_save (sheet->cr);
  cairo_set_source_rgb (sheet->cr, 0.3, 0.3, 0.3);
  flow_layout (sheet, header->info, SPACE_SECTION);
  cairo_restore (sheet->cr);
}

static void
draw_map (Sheet             *sheet,
          const GmpScenario *scenario,
          const GmpBoard    *board,
          double             scale)
{
  cairo_t *cr = sheet->cr;
  GmpRenderOptions options;
  double width = board->width * scale;
  double height = board->height * scale;
  double x = MARGIN + (content_width (sheet) - width) / 2;

  /* map_scale() sized it to fit exactly: allow for rounding */
  if (sheet->y + height > bottom (sheet) + 0.5 && sheet->y > MARGIN)
    new_page (sheet);

  gmp_render_options_init (&options);
  options.scale = scale;
  options.offset_x = x;
  options.offset_y = sheet->y;

  cairo_save (cr);
  cairo_rectangle (cr, x, sheet->y, width, height);
  cairo_clip (cr);
  _gmp_render_set_color (cr, GMP_COLOR_SEA, 1.0);
  cairo_paint (cr);
  gmp_render_map (cr, board, scenario != NULL ? scenario->state : NULL, &options);
  cairo_restore (cr);

  cairo_save (cr);
  cairo_rectangle (cr, x, sheet->y, width, height);
  cairo_set_line_width (cr, 0.75);
  _gmp_render_set_color (cr, GMP_COLOR_TEXT, 1.0);
  cairo_stroke (cr);
  cairo_restore (cr);

  sheet->y += height + SPACE_SECTION;
}

/* A heading, kept with the start of what follows it. */
static void
draw_heading (Sheet      *sheet,
              const char *text)
{
  g_autoptr(PangoLayout) layout = new_layout (sheet->cr, text, FALSE, SIZE_HEADING, STYLE_BOLD,
                                              sheet->width);

  if (sheet->y + layout_height (layout) + 4 * SIZE_SETUP > bottom (sheet))
    next_column (sheet);
  flow_layout (sheet, layout, 4);
}

static void
draw_cities (Sheet          *sheet,
             const GmpState *state)
{
  const GmpBoard *board = state->board;
  g_autofree guint *ids = g_new (guint, MAX (state->units->len, 1));

  for (guint c = 0; c < board->n_cities; c++)
    {
      const GmpCity *city = &board->cities[c];
      g_autoptr(GString) markup = g_string_new (NULL);
      g_autofree char *name = g_markup_printf_escaped ("<b>%s</b> (%s)", city->name, city->id);
      gboolean any = FALSE;

      g_string_append (markup, name);
      if (city->fort != GMP_NONE)
        {
          const GmpFort *fort = &board->forts[city->fort];
          guint strength = state->fort_strength[city->fort];
          g_autofree char *text = NULL;
          g_autofree char *label = NULL;

          if (strength == 0)
            text = g_strdup (_("destroyed"));
          else
            text = g_strdup_printf (_("strength %u of %u"), strength, fort->strength);
          /* TRANSLATORS: a city's Fort on a printed sheet, with its formation:
           * "Fort (A): strength 2 of 3" */
          label = g_strdup_printf (_("Fort (%s)"), board->formations[fort->formation].id);
          append_line (markup, label, text);
          any = TRUE;
        }
      for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
        {
          guint n = gmp_state_units_in_city (state, c, side, ids, state->units->len);
          g_autofree char *text = NULL;

          if (n == 0)
            continue;
          text = gmp_describe_units (state, ids, n, GMP_DESCRIBE_FRESH);
          append_line (markup, gmp_side_get_name (side), text);
          any = TRUE;
        }
      if (any)
        flow_text (sheet, markup->str, TRUE, SIZE_SETUP, STYLE_PLAIN, SPACE_BLOCK);
    }
}

/* One "Label: text" paragraph of the setup. */
static void
draw_line (Sheet      *sheet,
           const char *label,
           const char *text)
{
  g_autoptr(GString) markup = g_string_new (NULL);

  append_line (markup, label, text);
  flow_text (sheet, markup->str, TRUE, SIZE_SETUP, STYLE_PLAIN, SPACE_BLOCK);
}

static void
draw_units_by_place (Sheet          *sheet,
                     const GmpState *state,
                     GmpPlace        place,
                     const char     *label)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *text = NULL;

  for (guint i = 0; i < state->units->len; i++)
    if (g_array_index (state->units, GmpUnit, i).place == place)
      g_array_append_val (ids, i);
  if (ids->len == 0)
    return;
  text = gmp_describe_units (state, (const guint *) ids->data, ids->len, GMP_DESCRIBE_FRESH);
  draw_line (sheet, label, text);
}

/* Off the map: units waiting, the chits, the Danger marker and the turn. */
static void
draw_off_map (Sheet          *sheet,
              const GmpState *state)
{
  const GmpBoard *board = state->board;
  g_autofree char *cup = gmp_describe_chits (state, GMP_CHIT_IN_CUP, GMP_NONE);
  g_autofree char *track = gmp_describe_chits (state, GMP_CHIT_ON_TIME_TRACK, GMP_NONE);
  g_autofree char *held = gmp_describe_chits (state, GMP_CHIT_HELD, GMP_NONE);
  g_autofree char *cup_label = NULL;
  g_autofree char *danger = NULL;
  g_autofree char *turn = NULL;
  guint n_cup = 0;

  draw_heading (sheet, _("Off the map"));
  draw_units_by_place (sheet, state, GMP_PLACE_RESERVE, _("Reserve"));
  draw_units_by_place (sheet, state, GMP_PLACE_TIME_TRACK, _("Units on the Time Track"));
  draw_units_by_place (sheet, state, GMP_PLACE_RETURNING, _("Units returning"));

  for (guint i = 0; i < board->n_chits; i++)
    n_cup += state->chits[i].place == GMP_CHIT_IN_CUP;
  /* TRANSLATORS: the chits in the cup on a printed sheet, and how many */
  cup_label = g_strdup_printf (_("Cup (%u)"), n_cup);
  draw_line (sheet, cup_label, cup);
  draw_line (sheet, _("Time Track"), track);
  draw_line (sheet, _("Held"), held);
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      g_autofree char *fx = gmp_describe_chits (state, GMP_CHIT_IN_HAND, side);
      /* TRANSLATORS: FX chits a side holds, on a printed sheet: "FX in hand (Swarm)" */
      g_autofree char *label = g_strdup_printf (_("FX in hand (%s)"), gmp_side_get_name (side));

      draw_line (sheet, label, fx);
    }

  if (state->danger_space < board->n_danger && board->danger[state->danger_space] > 0)
    /* TRANSLATORS: the Danger marker's space, and the 2d6 sum that loses there (note 21) */
    danger = g_strdup_printf (_("space %u of %u, loses on %u or more"), state->danger_space,
                              MAX (board->n_danger, 1) - 1, board->danger[state->danger_space]);
  else
    danger = g_strdup_printf (_("space %u of %u"), state->danger_space,
                              MAX (board->n_danger, 1) - 1);
  draw_line (sheet, _("Danger"), danger);

  /* TRANSLATORS: the turn and the phase on a printed sheet: "4 of 10, Action" */
  turn = g_strdup_printf (_("%u of %u, %s"), state->turn, board->rules.turns,
                          gmp_phase_get_name (state->phase));
  draw_line (sheet, _("Turn"), turn);
}

/* Returns the number of pages drawn. */
static guint
draw_sheet (cairo_t           *cr,
            const GmpScenario *scenario,
            const GmpBoard    *board,
            const char        *title,
            const Header      *header,
            double             page_width,
            double             page_height,
            double             scale,
            guint              n_pages)
{
  Sheet sheet = { 0 };

  sheet.cr = cr;
  sheet.title = title;
  sheet.page_width = page_width;
  sheet.page_height = page_height;
  sheet.page = 1;
  sheet.n_pages = n_pages;
  sheet.x = MARGIN;
  sheet.y = MARGIN;
  sheet.top = MARGIN;
  sheet.width = content_width (&sheet);

  _gmp_render_set_color (cr, GMP_COLOR_TEXT, 1.0);
  draw_header (&sheet, header);
  draw_map (&sheet, scenario, board, scale);

  if (scenario != NULL)
    {
      start_columns (&sheet, _("Setup"));
      draw_cities (&sheet, scenario->state);
      sheet.y += SPACE_SECTION - SPACE_BLOCK;
      draw_off_map (&sheet, scenario->state);
    }
  draw_footer (&sheet);
  return sheet.page;
}

/* Draws the sheet on a PDF surface made A4 portrait; returns the number of
 * pages, @n_pages being what the feet say (0 while not known). */
static guint
draw_document (cairo_surface_t   *surface,
               const GmpScenario *scenario,
               const GmpBoard    *board,
               const char        *title,
               guint              n_pages,
               cairo_status_t    *status)
{
  cairo_t *cr = cairo_create (surface);
  Header portrait = { 0 }, landscape = { 0 };
  double portrait_scale, landscape_scale;
  guint pages;

  /* Whichever orientation shows the map larger; portrait when it is about
   * the same, as the setup's columns read better there. */
  header_init (&portrait, cr, scenario, board, title, PAGE_SHORT - 2 * MARGIN);
  header_init (&landscape, cr, scenario, board, title, PAGE_LONG - 2 * MARGIN);
  portrait_scale = map_scale (board, &portrait, PAGE_SHORT, PAGE_LONG);
  landscape_scale = map_scale (board, &landscape, PAGE_LONG, PAGE_SHORT);
  if (landscape_scale > portrait_scale * 1.05)
    {
      cairo_pdf_surface_set_size (surface, PAGE_LONG, PAGE_SHORT);
      pages = draw_sheet (cr, scenario, board, title, &landscape, PAGE_LONG, PAGE_SHORT,
                          landscape_scale, n_pages);
    }
  else
    pages = draw_sheet (cr, scenario, board, title, &portrait, PAGE_SHORT, PAGE_LONG,
                        portrait_scale, n_pages);
  header_clear (&portrait);
  header_clear (&landscape);

  *status = cairo_status (cr);
  cairo_destroy (cr);
  return pages;
}

static cairo_status_t
discard (void                *closure,
         const unsigned char *data,
         unsigned int         length)
{
  return CAIRO_STATUS_SUCCESS;
}

/* Public API ------------------------------------------------------------- */

gboolean
gmp_render_sheet_pdf (const GmpScenario  *scenario,
                      const GmpBoard     *board,
                      const char         *path,
                      GError            **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree char *title = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  guint n_pages;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (scenario == NULL || scenario->state->board == board, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  title = title_text (scenario, board);

  /* Drawn twice: first to count the pages the feet name ("Page 1 of 3") */
  surface = cairo_pdf_surface_create_for_stream (discard, NULL, PAGE_SHORT, PAGE_LONG);
  n_pages = draw_document (surface, scenario, board, title, 0, &status);
  status = _gmp_render_finish_surface (surface, status);
  if (_gmp_render_cairo_failed (status, path, error))
    return FALSE;

  bytes = g_byte_array_new ();
  surface = cairo_pdf_surface_create_for_stream (_gmp_render_append_to_bytes, bytes,
                                                 PAGE_SHORT, PAGE_LONG);
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE, title);
  if (scenario != NULL && scenario->author != NULL && *scenario->author != '\0')
    cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_AUTHOR, scenario->author);
  draw_document (surface, scenario, board, title, n_pages, &status);
  status = _gmp_render_finish_surface (surface, status);

  if (_gmp_render_cairo_failed (status, path, error))
    return FALSE;
  return _gmp_render_write_bytes (path, bytes, error);
}

gboolean
gmp_render_export (const GmpScenario  *scenario,
                   const GmpBoard     *board,
                   const char         *path,
                   GmpRenderFormat     format,
                   int                 width,
                   GError            **error)
{
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (scenario == NULL || scenario->state->board == board, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (format == GMP_RENDER_FORMAT_PDF)
    return gmp_render_sheet_pdf (scenario, board, path, error);
  return gmp_render_to_file_format (board, scenario != NULL ? scenario->state : NULL,
                                    path, format, width, error);
}
