/* gmp-render.h: draws a board and a game state onto any cairo_t
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The same drawing serves the map view, the CLI's PNG/SVG/PDF pictures and
 * the tests. Map units (GmpBoard.width × height) map to device units by
 * device = map * scale + offset.
 */

#pragma once

#include <cairo.h>

#include "core/gmp-core.h"

G_BEGIN_DECLS

typedef struct _GmpRenderSprites GmpRenderSprites;

typedef struct {
  double        scale;
  double        offset_x;
  double        offset_y;
  int           selected_city;       /* GMP_NONE for none */
  const guint  *highlight_cities;    /* e.g. legal destinations */
  const guint  *highlight_costs;     /* MP cost shown beside each, may be NULL */
  guint         n_highlight;
  gboolean      reveal_guards;       /* draw hidden Guard values (editor) */
  GmpRenderSprites *sprites;         /* counters drawn once per face and scale
                                      * and then copied (a view), or NULL to
                                      * draw each one (files, tests) */
  int           focus_city;          /* the keyboard's city, GMP_NONE for none */
  const guint  *combat_cities;       /* cities with a combat to resolve (Rules note 4) */
  guint         n_combat;
} GmpRenderOptions;

void      gmp_render_options_init (GmpRenderOptions       *options);
/* Sets scale and offsets so the whole map fits width × height, centred. */
void      gmp_render_fit          (const GmpBoard         *board,
                                   double                  width,
                                   double                  height,
                                   GmpRenderOptions       *options);
/* state may be NULL: the bare board. */
void      gmp_render_map          (cairo_t                *cr,
                                   const GmpBoard         *board,
                                   const GmpState         *state,
                                   const GmpRenderOptions *options);
/* The map in two layers, for a view that keeps the first in a surface:
 * the board (land, roads, the Fusion Fence, cities, Forts and names), which
 * changes only with the scale, the size or a Fort's strength (Rules notes
 * 10, 19), then the counters and the highlights. Together they draw what
 * gmp_render_map() draws. */
void      gmp_render_board_layer  (cairo_t                *cr,
                                   const GmpBoard         *board,
                                   const GmpState         *state,
                                   const GmpRenderOptions *options);
void      gmp_render_state_layer  (cairo_t                *cr,
                                   const GmpBoard         *board,
                                   const GmpState         *state,
                                   const GmpRenderOptions *options);
/* The city under the device point, or GMP_NONE. */
int       gmp_render_city_at      (const GmpBoard         *board,
                                   const GmpRenderOptions *options,
                                   double                  x,
                                   double                  y);
/* Writes a PNG, SVG or PDF (by the file's extension) width pixels/points wide. */
gboolean  gmp_render_to_file      (const GmpBoard         *board,
                                   const GmpState         *state,
                                   const char             *path,
                                   int                     width,
                                   GError                **error);

/* Counters drawn once per face and scale into small images, painted at
 * each frame in place of the vector drawing (issue 9): for a view that
 * redraws often. Each image is placed on the device's pixel grid, so a
 * counter may sit up to half a pixel off where gmp_render_map() puts it;
 * pictures for files draw without. pixel_scale: device pixels per device
 * unit (the widget's scale factor), 1 for an image surface. */
GmpRenderSprites *gmp_render_sprites_new             (void);
void              gmp_render_sprites_free            (GmpRenderSprites *sprites);
void              gmp_render_sprites_set_pixel_scale (GmpRenderSprites *sprites,
                                                      double            pixel_scale);
/* How many counter images are kept (for the tests): one per face and
 * quarter pixel it falls on */
guint             gmp_render_sprites_get_n_faces     (GmpRenderSprites *sprites);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRenderSprites, gmp_render_sprites_free)

G_END_DECLS
