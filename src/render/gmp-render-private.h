/* gmp-render-private.h: what the drawing files share (and the tests peek at)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Drawing happens in map units: gmp_render_map() sets the cairo matrix to
 * device = map * scale + offset once, and every size below is in map units,
 * clamped so that lines and text never shrink under a few device pixels.
 */

#pragma once

#include <pango/pangocairo.h>

#include "gmp-render.h"

G_BEGIN_DECLS

/* The one palette. Every colour the map uses is an entry here, defined once
 * in gmp-render.c. */
typedef enum {
  GMP_COLOR_SEA,
  GMP_COLOR_LAND,
  GMP_COLOR_LAND_EDGE,
  GMP_COLOR_ROAD,
  GMP_COLOR_FENCE,
  GMP_COLOR_FENCE_GLOW,
  GMP_COLOR_FENCE_HOLE,
  GMP_COLOR_CITY,
  GMP_COLOR_CITY_EDGE,
  GMP_COLOR_TEXT,
  GMP_COLOR_TEXT_HALO,
  GMP_COLOR_KEY,
  GMP_COLOR_FORT,
  GMP_COLOR_FORT_EDGE,
  GMP_COLOR_FORT_DESTROYED,
  GMP_COLOR_DESTROYED_MARK,
  GMP_COLOR_HIVE,
  GMP_COLOR_HIVE_EDGE,
  GMP_COLOR_FLAG,
  GMP_COLOR_FLAG_TEXT,
  GMP_COLOR_SWARM,
  GMP_COLOR_SWARM_TEXT,
  GMP_COLOR_HUMANS,
  GMP_COLOR_HUMANS_TEXT,
  GMP_COLOR_COUNTER_EDGE,
  GMP_COLOR_REDUCED_BAND,
  GMP_COLOR_SELECTED,
  GMP_COLOR_HIGHLIGHT,
  GMP_COLOR_HIGHLIGHT_TEXT,
  GMP_COLOR_CAPTION,
  GMP_COLOR_PROBLEM,
  GMP_COLOR_ADVICE,          /* the computer player's suggestions (gmp-render-advice.c) */
  GMP_N_COLORS
} GmpColor;

typedef struct {
  double red, green, blue;
} GmpRgb;

extern const GmpRgb _gmp_render_colors[GMP_N_COLORS];

/* Sizes in map units (before clamping). */
#define GMP_RENDER_CITY_RADIUS    4.5
#define GMP_RENDER_FORT_RADIUS    9.0
#define GMP_RENDER_HIT_RADIUS    11.0
#define GMP_RENDER_COUNTER_SIZE  18.0
/* The smallest a counter gets, in device pixels, for its text to be read */
#define GMP_RENDER_COUNTER_MIN_PX 19.0

/* What one drawn counter shows: identical units (type, formation, side
 * up, Guard face) in a city are one counter with a pile behind it */
typedef struct {
  guint    type;
  int      formation;
  gboolean reduced;
  int      guard;     /* Guards: the face shown, see gmp-render-layout.c */
  guint    count;
  guint    picked;    /* how many of them are picked to move */
} GmpRenderGroup;

enum {
  GMP_RENDER_GUARD_NOT_A_GUARD = -100,
  GMP_RENDER_GUARD_FACE_DOWN   = -101,
};

/* One counter where the layout put it: a square of side s at (x, y) */
typedef struct {
  GmpRenderGroup group;
  GmpSide        side;
  guint          city;
  double         x, y, s;
} GmpRenderCounter;

/* A lit destination's badge: its cost, and a battle's chance beside it */
typedef struct {
  guint        city;
  guint        cost;
  char        *odds;     /* a copy of the options' label, or NULL: a
                          * layout is kept past the options' frame */
  double       x, y, width, height;
} GmpRenderBadge;

struct _GmpRenderLayout
{
  GArray  *items;         /* GmpMapItem */
  GArray  *counters;      /* GmpRenderCounter, in drawing order */
  GArray  *badges;        /* GmpRenderBadge */
  GArray  *fence;         /* squares along the Fusion Fence, kept clear */
  double  *name_x;        /* each city's name, centred there */
  double  *name_y;
  double  *mark_xy;       /* each city's combat mark centre, then its problem
                           * badge's: 4 per city, placed off the rest */
  guint    n_cities;
  double   name_size;
};

/* One drawing pass. */
typedef struct {
  cairo_t                *cr;
  const GmpBoard         *board;
  const GmpState         *state;
  const GmpRenderOptions *options;
  PangoLayout            *layout;
  double                  px;        /* one device pixel in map units */
  GmpRenderLayout        *placed;    /* the state layer's, or NULL */
} GmpRenderContext;

/* A size in map units, never under min_px device pixels. */
static inline double
_gmp_render_size (const GmpRenderContext *ctx,
                  double                  map_units,
                  double                  min_px)
{
  return MAX (map_units, min_px * ctx->px);
}

void   _gmp_render_set_color      (cairo_t                *cr,
                                   GmpColor                color,
                                   double                  alpha);
/* Text centred on (x, y) in map units, size in map units; a halo keeps it
 * readable over roads and the fence. Returns the text's width. */
double _gmp_render_text           (GmpRenderContext       *ctx,
                                   const char             *text,
                                   double                  x,
                                   double                  y,
                                   double                  size,
                                   gboolean                bold,
                                   GmpColor                color,
                                   gboolean                halo);
void   _gmp_render_text_extents   (GmpRenderContext       *ctx,
                                   const char             *text,
                                   double                  size,
                                   gboolean                bold,
                                   double                 *width,
                                   double                 *height);
/* Fills the current path, then outlines it; the path is consumed. */
void   _gmp_render_fill_and_edge  (GmpRenderContext       *ctx,
                                   GmpColor                fill,
                                   double                  fill_alpha,
                                   GmpColor                edge,
                                   double                  edge_width);
/* The city's marker radius in map units at this scale. */
double _gmp_render_city_radius    (const GmpRenderContext *ctx,
                                   guint                   city);

/* A PangoLayout for drawing in map units on cr (unhinted metrics). */
PangoLayout *_gmp_render_create_layout (cairo_t           *cr);
/* Files (gmp-render.c): pictures are drawn into memory, then written at once. */
cairo_status_t _gmp_render_append_to_bytes (void                *closure,
                                            const unsigned char *data,
                                            unsigned int         length);
/* Finishes and frees @surface; returns @status, or the surface's own when
 * @status is a success (a stream's write error shows only there). */
cairo_status_t _gmp_render_finish_surface  (cairo_surface_t     *surface,
                                            cairo_status_t       status);
/* Sets @error ("Cannot draw “path”: …") unless @status is a success. */
gboolean       _gmp_render_cairo_failed    (cairo_status_t       status,
                                            const char          *path,
                                            GError             **error);
/* gmp_file_replace_contents(), its error saying which picture failed. */
gboolean       _gmp_render_write_bytes     (const char          *path,
                                            GByteArray          *bytes,
                                            GError             **error);

/* gmp-render-board.c */
void   _gmp_render_background     (GmpRenderContext       *ctx);
void   _gmp_render_roads          (GmpRenderContext       *ctx);
void   _gmp_render_fence          (GmpRenderContext       *ctx);
void   _gmp_render_cities         (GmpRenderContext       *ctx);
/* The Forts' strength boxes, or a destroyed one's cross (Rules note 19):
 * the state layer's, drawn over the board layer's standing Forts */
void   _gmp_render_forts          (GmpRenderContext       *ctx);
/* All the board layer shows of a game: whether fence segment (between
 * fence[segment] and the next) is open (Rules note 10), and the box in
 * map units that its drawing reaches, at options' scale */
gboolean _gmp_render_fence_open   (const GmpState         *state,
                                   guint                   segment);
void   _gmp_render_fence_segment_box (const GmpBoard         *board,
                                      const GmpRenderOptions *options,
                                      guint                   segment,
                                      double                 *x0,
                                      double                 *y0,
                                      double                 *x1,
                                      double                 *y1);
void   _gmp_render_city_names     (GmpRenderContext       *ctx);
void   _gmp_render_selection_under (GmpRenderContext      *ctx);
void   _gmp_render_highlights     (GmpRenderContext       *ctx);
/* How far past its marker the rings round a city reach (a key city's gold
 * ring, the selection, a lit destination's, a combat's, the keyboard's
 * focus): the layout keeps names and counters out of it, so a ring drawn
 * there hides nothing */
double _gmp_render_ring_extent    (const GmpRenderContext *ctx,
                                   guint                   city);
/* A combat's mark and a problem's "!" badge at a city's upper corners:
 * the centre and the radius its drawing reaches, edge included (the
 * layout keeps names and counters off it) */
void   _gmp_render_combat_mark_geometry  (const GmpRenderContext *ctx,
                                          guint                   city,
                                          double                 *x,
                                          double                 *y,
                                          double                 *radius);
void   _gmp_render_problem_mark_geometry (const GmpRenderContext *ctx,
                                          guint                   city,
                                          double                 *x,
                                          double                 *y,
                                          double                 *radius);
/* The radius a key city's gold ring reaches past its marker */
double _gmp_render_key_ring_extent (const GmpRenderContext *ctx);
/* A Fort's row of strength boxes: the first box's corner, its size, the gap */
void   _gmp_render_fort_row       (GmpRenderContext       *ctx,
                                   guint                   city,
                                   double                 *x,
                                   double                 *y,
                                   double                 *box,
                                   double                 *gap);
/* An Allied flag's pennant (its pole runs down from its left edge) */
void   _gmp_render_flag_geometry  (GmpRenderContext       *ctx,
                                   guint                   city,
                                   double                 *left,
                                   double                 *top,
                                   double                 *width,
                                   double                 *height);
/* The hive's hexagon's radius and its formation tag's */
double _gmp_render_hive_radius    (const GmpRenderContext *ctx);
double _gmp_render_hive_tag       (const GmpRenderContext *ctx);

/* gmp-render-sprites.c: draws what draw(ctx, data, x, y, s) would draw in
 * the square (x - margin, y - margin, s + 2 margin) from the image kept
 * under key, drawing it first if none is kept at this scale */
typedef void (*GmpRenderSpriteFunc) (GmpRenderContext *ctx,
                                     gconstpointer     data,
                                     double            x,
                                     double            y,
                                     double            w,
                                     double            h);
void   _gmp_render_sprite         (GmpRenderContext       *ctx,
                                   const char             *key,
                                   double                  x,
                                   double                  y,
                                   double                  w,
                                   double                  h,
                                   double                  margin,
                                   GmpRenderSpriteFunc     draw,
                                   gconstpointer           data);

/* gmp-render-counters.c */
void   _gmp_render_stacks         (GmpRenderContext       *ctx);

/* gmp-render-layout.c: where the state layer draws names, counters and
 * badges, placed apart from each other and from the board's markers */
GmpRenderLayout *_gmp_render_layout_compute (GmpRenderContext *ctx);
double _gmp_render_counter_size   (const GmpRenderContext *ctx);
/* Numbers that change with the Forts' strengths, and with everything the
 * state layer shows but the scale */
guint  _gmp_render_forts_hash     (const GmpState         *state);
guint  _gmp_render_content_hash   (const GmpState         *state,
                                   const GmpRenderOptions *options);
/* gmp-render-sprites.c: the layout kept with the images, for one content
 * hash at the images' scale (NULL when none is kept); the sprites own it */
GmpRenderLayout *_gmp_render_sprites_get_layout  (GmpRenderSprites *sprites,
                                                  double            scale,
                                                  guint             content);
void             _gmp_render_sprites_keep_layout (GmpRenderSprites *sprites,
                                                  double            scale,
                                                  guint             content,
                                                  GmpRenderLayout  *layout);
double _gmp_render_name_size      (const GmpRenderContext *ctx);
/* The text of a lit destination's badge: "2 MP", or "2 MP · 56 %" */
char  *_gmp_render_badge_text     (guint                   cost,
                                   const char             *odds);
double _gmp_render_badge_font     (const GmpRenderContext *ctx);

G_END_DECLS
