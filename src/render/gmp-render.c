/* gmp-render.c: the public drawing API, the palette and the text helpers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <math.h>
#include <string.h>

#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "core/gmp-file.h"
#include "gmp-render-private.h"

#define FONT_FAMILY "Cantarell, DejaVu Sans, Sans"
/* A picture larger than this is a mistake, not a request (and gigabytes of memory). */
#define MAX_FILE_WIDTH 16384

#define RGB(hex) \
  { ((hex) >> 16 & 0xff) / 255.0, ((hex) >> 8 & 0xff) / 255.0, ((hex) & 0xff) / 255.0 }

/* A muted paper map; the Swarm's counters are white and the Humans' blue, as
 * the rules print them. */
const GmpRgb _gmp_render_colors[GMP_N_COLORS] = {
  [GMP_COLOR_SEA]             = RGB (0xa9c3cc),
  [GMP_COLOR_LAND]            = RGB (0xece5d3),
  [GMP_COLOR_LAND_EDGE]       = RGB (0xc4b797),
  [GMP_COLOR_ROAD]            = RGB (0x8a7a64),
  [GMP_COLOR_FENCE]           = RGB (0x8e24aa),
  [GMP_COLOR_FENCE_GLOW]      = RGB (0xe1a6ee),
  [GMP_COLOR_FENCE_HOLE]      = RGB (0xd32f2f),
  [GMP_COLOR_CITY]            = RGB (0x37474f),
  [GMP_COLOR_CITY_EDGE]       = RGB (0xfbfaf5),
  [GMP_COLOR_TEXT]            = RGB (0x1f1f1f),
  [GMP_COLOR_TEXT_HALO]       = RGB (0xf6f2e7),
  [GMP_COLOR_KEY]             = RGB (0xe0a000),
  [GMP_COLOR_FORT]            = RGB (0x7a7268),
  [GMP_COLOR_FORT_EDGE]       = RGB (0x2f2b27),
  [GMP_COLOR_FORT_DESTROYED]  = RGB (0xbdb5aa),
  [GMP_COLOR_DESTROYED_MARK]  = RGB (0xc62828),
  [GMP_COLOR_HIVE]            = RGB (0xd9a43b),
  [GMP_COLOR_HIVE_EDGE]       = RGB (0x8a6410),
  [GMP_COLOR_FLAG]            = RGB (0xb71c1c),
  [GMP_COLOR_FLAG_TEXT]       = RGB (0xffffff),
  [GMP_COLOR_SWARM]           = RGB (0xfdfdf8),
  [GMP_COLOR_SWARM_TEXT]      = RGB (0x26323a),
  [GMP_COLOR_HUMANS]          = RGB (0x1f5fae),
  [GMP_COLOR_HUMANS_TEXT]     = RGB (0xffffff),
  [GMP_COLOR_COUNTER_EDGE]    = RGB (0x161616),
  [GMP_COLOR_REDUCED_BAND]    = RGB (0xd84315),
  [GMP_COLOR_SELECTED]        = RGB (0x00c8f0),
  [GMP_COLOR_HIGHLIGHT]       = RGB (0x2e7d32),
  [GMP_COLOR_HIGHLIGHT_TEXT]  = RGB (0xffffff),
  [GMP_COLOR_CAPTION]         = RGB (0xfffdf6),
  [GMP_COLOR_PROBLEM]         = RGB (0xe01b24),
  [GMP_COLOR_ADVICE]          = RGB (0xc2185b),
};

void
_gmp_render_set_color (cairo_t  *cr,
                       GmpColor  color,
                       double    alpha)
{
  const GmpRgb *rgb = &_gmp_render_colors[color];

  if (alpha >= 1.0)
    cairo_set_source_rgb (cr, rgb->red, rgb->green, rgb->blue);
  else
    cairo_set_source_rgba (cr, rgb->red, rgb->green, rgb->blue, alpha);
}

static void
set_layout_text (GmpRenderContext *ctx,
                 const char       *text,
                 double            size,
                 gboolean          bold)
{
  g_autoptr(PangoFontDescription) desc = pango_font_description_from_string (FONT_FAMILY);

  pango_font_description_set_absolute_size (desc, size * PANGO_SCALE);
  pango_font_description_set_weight (desc, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (ctx->layout, desc);
  pango_layout_set_text (ctx->layout, text, -1);
}

/* Text extents kept, in map units: unhinted (_gmp_render_create_layout())
 * they depend on the text, its size and weight and the scale alone (the
 * scale within a 1024th of a unit), and a map's layout measures every
 * city's name again each time the state changes (issue 16). The view's
 * thread and its worker share them. */
typedef struct {
  double width;
  double height;
} Extents;

#define EXTENTS_KEPT_MAX 4096

static GMutex      extents_lock;
static GHashTable *extents_kept;

void
_gmp_render_text_extents (GmpRenderContext *ctx,
                          const char       *text,
                          double            size,
                          gboolean          bold,
                          double           *width,
                          double           *height)
{
  g_autofree char *key = g_strdup_printf ("%d %.17g %.17g %s", bold, size, ctx->px, text);
  PangoRectangle logical;
  Extents extents;
  const Extents *kept;

  g_mutex_lock (&extents_lock);
  if (extents_kept == NULL)
    extents_kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  kept = g_hash_table_lookup (extents_kept, key);
  if (kept != NULL)
    extents = *kept;
  g_mutex_unlock (&extents_lock);
  if (kept == NULL)
    {
      set_layout_text (ctx, text, size, bold);
      pango_layout_get_extents (ctx->layout, NULL, &logical);
      extents.width = (double) logical.width / PANGO_SCALE;
      extents.height = (double) logical.height / PANGO_SCALE;
      g_mutex_lock (&extents_lock);
      /* Texts that come and go (odds, costs) do not pile up */
      if (g_hash_table_size (extents_kept) >= EXTENTS_KEPT_MAX)
        g_hash_table_remove_all (extents_kept);
      g_hash_table_replace (extents_kept, g_steal_pointer (&key), g_memdup2 (&extents, sizeof extents));
      g_mutex_unlock (&extents_lock);
    }
  *width = extents.width;
  *height = extents.height;
}

void
_gmp_render_fill_and_edge (GmpRenderContext *ctx,
                           GmpColor          fill,
                           double            fill_alpha,
                           GmpColor          edge,
                           double            edge_width)
{
  cairo_t *cr = ctx->cr;

  _gmp_render_set_color (cr, fill, fill_alpha);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, edge, 1.0);
  cairo_set_line_width (cr, edge_width);
  cairo_stroke (cr);
}

double
_gmp_render_text (GmpRenderContext *ctx,
                  const char       *text,
                  double            x,
                  double            y,
                  double            size,
                  gboolean          bold,
                  GmpColor          color,
                  gboolean          halo)
{
  cairo_t *cr = ctx->cr;
  PangoRectangle ink, logical;
  double left, top;

  set_layout_text (ctx, text, size, bold);
  pango_layout_get_extents (ctx->layout, &ink, &logical);
  /* Centre horizontally on the logical box, vertically on the ink, so short
   * labels ("1", "NG") sit in the middle of their counter. */
  left = x - (double) logical.width / PANGO_SCALE / 2.0;
  top = y - ((double) ink.y + ink.height / 2.0) / PANGO_SCALE;

  cairo_save (cr);
  cairo_move_to (cr, left, top);
  if (halo)
    {
      pango_cairo_layout_path (cr, ctx->layout);
      _gmp_render_set_color (cr, GMP_COLOR_TEXT_HALO, 0.9);
      cairo_set_line_width (cr, MAX (size * 0.28, 2.0 * ctx->px));
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_stroke (cr);
      cairo_move_to (cr, left, top);
    }
  _gmp_render_set_color (cr, color, 1.0);
  pango_cairo_show_layout (cr, ctx->layout);
  /* The path is not part of the saved state: drop the current point so the
   * next arc does not start with a line from here. */
  cairo_new_path (cr);
  cairo_restore (cr);

  return (double) logical.width / PANGO_SCALE;
}

double
_gmp_render_city_radius (const GmpRenderContext *ctx,
                         guint                   city)
{
  if (ctx->board->cities[city].fort != GMP_NONE)
    return _gmp_render_size (ctx, GMP_RENDER_FORT_RADIUS, 9.0);
  return _gmp_render_size (ctx, GMP_RENDER_CITY_RADIUS, 4.0);
}

void
gmp_render_options_init (GmpRenderOptions *options)
{
  g_return_if_fail (options != NULL);

  memset (options, 0, sizeof *options);
  options->scale = 1.0;
  options->selected_city = GMP_NONE;
  options->focus_city = GMP_NONE;
}

void
gmp_render_fit (const GmpBoard   *board,
                double            width,
                double            height,
                GmpRenderOptions *options)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL);
  g_return_if_fail (board->width > 0 && board->height > 0);

  options->scale = MIN (width / board->width, height / board->height);
  if (options->scale <= 0)
    options->scale = 1.0;
  options->offset_x = (width - board->width * options->scale) / 2.0;
  options->offset_y = (height - board->height * options->scale) / 2.0;
}

int
gmp_render_city_at (const GmpBoard         *board,
                    const GmpRenderOptions *options,
                    double                  x,
                    double                  y)
{
  double map_x, map_y, radius, best = G_MAXDOUBLE;
  int found = GMP_NONE;

  g_return_val_if_fail (board != NULL, GMP_NONE);
  g_return_val_if_fail (options != NULL && options->scale > 0, GMP_NONE);

  map_x = (x - options->offset_x) / options->scale;
  map_y = (y - options->offset_y) / options->scale;
  /* The same clamp as the markers: a small map is still clickable. */
  radius = MAX (GMP_RENDER_HIT_RADIUS, 10.0 / options->scale);

  for (guint i = 0; i < board->n_cities; i++)
    {
      double d = hypot (board->cities[i].x - map_x, board->cities[i].y - map_y);

      if (d <= radius && d < best)
        {
          best = d;
          found = (int) i;
        }
    }

  return found;
}

/* A picture shared on its own says what it shows: the board, turn and phase. */
static void
draw_caption (GmpRenderContext *ctx)
{
  const GmpState *state = ctx->state;
  cairo_t *cr = ctx->cr;
  g_autofree char *text = NULL;
  double size = _gmp_render_size (ctx, 9.0, 9.0);
  double pad = size * 0.6;
  double w, h;

  /* TRANSLATORS: caption of a map picture: board title, turn, turns, phase */
  text = g_strdup_printf (_("%s — Turn %u of %u, %s"), ctx->board->title, state->turn,
                          ctx->board->rules.turns, gmp_phase_get_name (state->phase));
  _gmp_render_text_extents (ctx, text, size, TRUE, &w, &h);
  cairo_rectangle (cr, pad, ctx->board->height - pad - h - pad, w + 2 * pad, h + pad);
  _gmp_render_set_color (cr, GMP_COLOR_CAPTION, 0.9);
  cairo_fill_preserve (cr);
  _gmp_render_set_color (cr, GMP_COLOR_LAND_EDGE, 1.0);
  cairo_set_line_width (cr, _gmp_render_size (ctx, 0.8, 1.0));
  cairo_stroke (cr);
  _gmp_render_text (ctx, text, 2 * pad + w / 2, ctx->board->height - pad - (h + pad) / 2,
                    size, TRUE, GMP_COLOR_TEXT, FALSE);
}

PangoLayout *
_gmp_render_create_layout (cairo_t *cr)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  cairo_font_options_t *font_options;

  /* Text is laid out in map units and scaled: unhinted metrics keep its size
   * proportional at every zoom level. */
  font_options = cairo_font_options_create ();
  cairo_font_options_set_hint_metrics (font_options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style (font_options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options (pango_layout_get_context (layout), font_options);
  cairo_font_options_destroy (font_options);
  pango_layout_context_changed (layout);
  return layout;
}

typedef enum {
  LAYER_BOARD = 1 << 0,
  LAYER_STATE = 1 << 1,
  LAYER_CAPTION = 1 << 2,
} Layers;

static void
render (cairo_t                *cr,
        const GmpBoard         *board,
        const GmpState         *state,
        const GmpRenderOptions *options,
        Layers                  layers)
{
  GmpRenderContext ctx = { 0 };
  g_autoptr(PangoLayout) layout = NULL;

  cairo_save (cr);
  cairo_translate (cr, options->offset_x, options->offset_y);
  cairo_scale (cr, options->scale, options->scale);

  layout = _gmp_render_create_layout (cr);

  ctx.cr = cr;
  ctx.board = board;
  ctx.state = state;
  ctx.options = options;
  ctx.layout = layout;
  ctx.px = 1.0 / options->scale;

  if (layers & LAYER_BOARD)
    {
      _gmp_render_background (&ctx);
      _gmp_render_roads (&ctx);
      _gmp_render_fence (&ctx);
      _gmp_render_cities (&ctx);
    }
  if (layers & LAYER_STATE)
    {
      /* The names stand aside from the counters: they are placed with
       * them, once per content and scale for a view that keeps images */
      guint content = options->sprites != NULL ? _gmp_render_content_hash (state, options) : 0;

      if (options->sprites != NULL)
        ctx.placed = _gmp_render_sprites_get_layout (options->sprites, options->scale, content);
      if (ctx.placed == NULL)
        _gmp_render_layout_compute (&ctx);
      _gmp_render_forts (&ctx);
      _gmp_render_selection_under (&ctx);
      _gmp_render_city_names (&ctx);
      _gmp_render_stacks (&ctx);
      _gmp_render_highlights (&ctx);
      if (options->sprites != NULL)
        _gmp_render_sprites_keep_layout (options->sprites, options->scale, content, ctx.placed);
      else
        g_clear_pointer (&ctx.placed, gmp_render_layout_free);
    }
  if ((layers & LAYER_CAPTION) && state != NULL)
    draw_caption (&ctx);

  cairo_restore (cr);
}

void
gmp_render_map (cairo_t                *cr,
                const GmpBoard         *board,
                const GmpState         *state,
                const GmpRenderOptions *options)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL && options->scale > 0);
  g_return_if_fail (state == NULL || state->board == board);

  render (cr, board, state, options, LAYER_BOARD | LAYER_STATE);
}

void
gmp_render_board_layer (cairo_t                *cr,
                        const GmpBoard         *board,
                        const GmpState         *state,
                        const GmpRenderOptions *options)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL && options->scale > 0);
  g_return_if_fail (state == NULL || state->board == board);

  render (cr, board, state, options, LAYER_BOARD);
}

guint
gmp_render_content_hash (const GmpState         *state,
                         const GmpRenderOptions *options)
{
  g_return_val_if_fail (options != NULL, 0);

  return _gmp_render_content_hash (state, options);
}

void
gmp_render_state_layer (cairo_t                *cr,
                        const GmpBoard         *board,
                        const GmpState         *state,
                        const GmpRenderOptions *options)
{
  g_return_if_fail (cr != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL && options->scale > 0);
  g_return_if_fail (state == NULL || state->board == board);

  render (cr, board, state, options, LAYER_STATE);
}

/* Files ------------------------------------------------------------------ */

gboolean
gmp_render_format_from_path (const char      *path,
                             GmpRenderFormat *format)
{
  const char *dot;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (format != NULL, FALSE);

  dot = strrchr (path, '.');
  if (dot == NULL || strchr (dot, G_DIR_SEPARATOR) != NULL)
    return FALSE;
  if (g_ascii_strcasecmp (dot, ".png") == 0)
    *format = GMP_RENDER_FORMAT_PNG;
  else if (g_ascii_strcasecmp (dot, ".svg") == 0)
    *format = GMP_RENDER_FORMAT_SVG;
  else if (g_ascii_strcasecmp (dot, ".pdf") == 0)
    *format = GMP_RENDER_FORMAT_PDF;
  else
    return FALSE;
  return TRUE;
}

cairo_status_t
_gmp_render_append_to_bytes (void                *closure,
                             const unsigned char *data,
                             unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static void
draw_page (cairo_t        *cr,
           const GmpBoard *board,
           const GmpState *state,
           double          width,
           double          height)
{
  GmpRenderOptions options;

  gmp_render_options_init (&options);
  gmp_render_fit (board, width, height, &options);
  /* The sea around a map that does not fill the page exactly. */
  _gmp_render_set_color (cr, GMP_COLOR_SEA, 1.0);
  cairo_paint (cr);
  render (cr, board, state, &options, LAYER_BOARD | LAYER_STATE | LAYER_CAPTION);
}

cairo_status_t
_gmp_render_finish_surface (cairo_surface_t *surface,
                            cairo_status_t   status)
{
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  return status;
}

gboolean
_gmp_render_cairo_failed (cairo_status_t   status,
                          const char      *path,
                          GError         **error)
{
  if (status == CAIRO_STATUS_SUCCESS)
    return FALSE;
  /* The width was checked: the height comes from the board's map, so a
   * picture too large is the file's doing, not the caller's. */
  if (status == CAIRO_STATUS_NO_MEMORY || status == CAIRO_STATUS_INVALID_SIZE)
    g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE,
                 _("Cannot draw “%s”: the picture is too large"), path);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                 _("Cannot draw “%s”: %s"), path, cairo_status_to_string (status));
  return TRUE;
}

gboolean
_gmp_render_write_bytes (const char  *path,
                         GByteArray  *bytes,
                         GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  /* A full disk or a kill leaves the old picture whole (docs/reliability.md). */
  if (!gmp_file_replace_contents (path, bytes->data, bytes->len, &local_error))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot draw “%s”: %s"), path, local_error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
gmp_render_to_file (const GmpBoard  *board,
                    const GmpState  *state,
                    const char      *path,
                    int              width,
                    GError         **error)
{
  GmpRenderFormat format;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!gmp_render_format_from_path (path, &format))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("Cannot draw “%s”: the file name must end in .png, .svg or .pdf"), path);
      return FALSE;
    }
  return gmp_render_to_file_format (board, state, path, format, width, error);
}

gboolean
gmp_render_to_file_format (const GmpBoard   *board,
                           const GmpState   *state,
                           const char       *path,
                           GmpRenderFormat   format,
                           int               width,
                           GError          **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  cairo_surface_t *surface;
  cairo_status_t status;
  double height;
  cairo_t *cr;

  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (format <= GMP_RENDER_FORMAT_PDF, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (width < 1 || width > MAX_FILE_WIDTH)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("Cannot draw “%s”: the width must be between 1 and %d"),
                   path, MAX_FILE_WIDTH);
      return FALSE;
    }

  height = MAX (1.0, round (width * board->height / board->width));
  bytes = g_byte_array_new ();

  /* Drawn into memory, then written in one go by gmp_file_replace_contents(). */
  if (format == GMP_RENDER_FORMAT_PNG)
    surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, (int) height);
  else if (format == GMP_RENDER_FORMAT_SVG)
    surface = cairo_svg_surface_create_for_stream (_gmp_render_append_to_bytes, bytes,
                                                   width, height);
  else
    surface = cairo_pdf_surface_create_for_stream (_gmp_render_append_to_bytes, bytes,
                                                   width, height);

  if (_gmp_render_cairo_failed (cairo_surface_status (surface), path, error))
    {
      cairo_surface_destroy (surface);
      return FALSE;
    }

  cr = cairo_create (surface);
  draw_page (cr, board, state, width, height);
  status = cairo_status (cr);
  cairo_destroy (cr);

  if (status == CAIRO_STATUS_SUCCESS && format == GMP_RENDER_FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, _gmp_render_append_to_bytes, bytes);
  status = _gmp_render_finish_surface (surface, status);

  if (_gmp_render_cairo_failed (status, path, error))
    return FALSE;
  return _gmp_render_write_bytes (path, bytes, error);
}
