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
  int           focus_city;          /* the keyboard's city, GMP_NONE for none */
  const guint  *combat_cities;       /* cities with a combat to resolve (Rules note 4) */
  guint         n_combat;
  const guint  *problem_cities;      /* cities with a problem of the position (the editor) */
  guint         n_problem;
  GmpRenderSprites *sprites;         /* counters drawn once per face and scale
                                      * and then copied (a view), or NULL to
                                      * draw each one (files, tests) */
  const guint  *picked_units;        /* units picked in the selected stack: their
                                      * counters are framed, a pile says how many */
  guint         n_picked;
  const char *const *highlight_labels; /* beside each highlight's cost, a battle's
                                      * chance ("56 %"), NULL entries for none;
                                      * the array may be NULL */
} GmpRenderOptions;

/* What the map draws, each in a rectangle of map units: the label placer
 * keeps these apart, the hit test finds a city by any of them. */
typedef enum {
  GMP_MAP_ITEM_MARKER,     /* a city's dot, Fort, hive and key ring */
  GMP_MAP_ITEM_RINGS,      /* round the marker, where the selection, a lit
                            * destination's and the focus ring are drawn
                            * (a neighbour's may overlap it) */
  GMP_MAP_ITEM_FORT,       /* a Fort's strength boxes, or "Destroyed" */
  GMP_MAP_ITEM_FLAG,       /* an Allied flag */
  GMP_MAP_ITEM_NAME,       /* the city's name */
  GMP_MAP_ITEM_COUNTER,    /* one counter, or a pile of identical ones */
  GMP_MAP_ITEM_BADGE,      /* a lit destination's MP cost (and battle odds) */
  GMP_MAP_ITEM_MARK,       /* a combat's mark or a problem's "!" at the city's
                            * upper corner, half over its rings */
} GmpMapItemKind;

typedef struct {
  GmpMapItemKind kind;
  guint          city;
  double         x, y, width, height;
} GmpMapItem;

typedef struct _GmpRenderLayout GmpRenderLayout;

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
 * the board (land, roads, the Fusion Fence, cities and Forts as they
 * stand at the start), which changes only with the scale, the size or a
 * hole in the fence (Rules note 10), then the Forts' damage (Rules note
 * 19), the names, counters and highlights, which the label placer keeps
 * apart (so a name moves aside for a stack). Together they draw what
 * gmp_render_map() draws. */
void      gmp_render_board_layer  (cairo_t                *cr,
                                   const GmpBoard         *board,
                                   const GmpState         *state,
                                   const GmpRenderOptions *options);
void      gmp_render_state_layer  (cairo_t                *cr,
                                   const GmpBoard         *board,
                                   const GmpState         *state,
                                   const GmpRenderOptions *options);
/* What the two layers draw from state and options (units, Forts and the
 * Fusion Fence they open, selection, highlights, marks), as a number: a
 * view that drew the same board with the same number, at the same scale
 * and offset, shows it already. */
guint     gmp_render_content_hash (const GmpState         *state,
                                   const GmpRenderOptions *options);
/* The city under the device point, or GMP_NONE. */
int       gmp_render_city_at      (const GmpBoard         *board,
                                   const GmpRenderOptions *options,
                                   double                  x,
                                   double                  y);
/* The city whose dot, name, counters or badge is under the device point
 * (state may be NULL: the bare board), or GMP_NONE. */
int       gmp_render_stack_at     (const GmpBoard         *board,
                                   const GmpState         *state,
                                   const GmpRenderOptions *options,
                                   double                  x,
                                   double                  y);

/* Where everything is drawn for these options (gmp-render-layout.c) */
GmpRenderLayout  *gmp_render_layout_new       (const GmpBoard         *board,
                                               const GmpState         *state,
                                               const GmpRenderOptions *options);
void              gmp_render_layout_free      (GmpRenderLayout        *layout);
const GmpMapItem *gmp_render_layout_get_items (GmpRenderLayout        *layout,
                                               guint                  *n_items);
/* The city of the item under the map point, or GMP_NONE */
int               gmp_render_layout_city_at   (GmpRenderLayout        *layout,
                                               double                  map_x,
                                               double                  map_y);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRenderLayout, gmp_render_layout_free)
/* One counter as the map draws it, size device units square with its top
 * left corner at (x, y), for palettes and lists: a unit of `type` in
 * `formation` (GMP_NONE for Guards), on its reduced side or not; a Guard
 * shows guard_value (GMP_GUARD_* or a die) unless face_down. */
void      gmp_render_counter      (cairo_t                *cr,
                                   const GmpBoard         *board,
                                   guint                   type,
                                   int                     formation,
                                   gboolean                reduced,
                                   gboolean                face_down,
                                   int                     guard_value,
                                   double                  x,
                                   double                  y,
                                   double                  size);
typedef enum {
  GMP_RENDER_FORMAT_PNG,
  GMP_RENDER_FORMAT_SVG,
  GMP_RENDER_FORMAT_PDF,
} GmpRenderFormat;

/* The format a file name's extension (.png, .svg, .pdf, any case) names. */
gboolean  gmp_render_format_from_path (const char         *path,
                                       GmpRenderFormat    *format);
/* Writes a PNG, SVG or PDF (by the file's extension) width pixels/points wide,
 * atomically (gmp_file_replace_contents()). */
gboolean  gmp_render_to_file      (const GmpBoard         *board,
                                   const GmpState         *state,
                                   const char             *path,
                                   int                     width,
                                   GError                **error);
/* As gmp_render_to_file(), in @format whatever the file's name. */
gboolean  gmp_render_to_file_format (const GmpBoard       *board,
                                     const GmpState       *state,
                                     const char           *path,
                                     GmpRenderFormat       format,
                                     int                   width,
                                     GError              **error);

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
