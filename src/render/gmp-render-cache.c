/* gmp-render-cache.c: the board layer kept, scaled while a zoom is under way
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * See gmp-render-cache.h. The board's image covers the view and a margin
 * of a quarter of it on each side (within the map), so a pan of that much
 * or a zoom out of a fifth shows no bare edge before the sharp image comes.
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "gmp-render-cache.h"
#include "gmp-render-private.h"

#define MARGIN 0.15

typedef struct {
  cairo_surface_t *surface;
  double           scale;        /* the options it was drawn for */
  double           offset_x;
  double           offset_y;
  double           pixel_scale;
  GBytes          *open;         /* each fence segment open when drawn (Rules note 10) */
  int              x, y;         /* its corner in those options' device units */
  int              width;        /* device units it covers */
  int              height;
} Image;

struct _GmpRenderCache
{
  Image         board;
  /* The last sharp frame (board and state), scaled during a zoom; made at
   * the zoom's first frame, for the state it had then */
  Image         frame;
  guint         frame_content;
  gboolean      has_frame;
  GCancellable *update;          /* the update under way, if any */
  /* The counters' and names' images, and the layout, at the board's
   * image's scale: an update makes them anew with the image, so the
   * first sharp frame after a zoom only copies them */
  GmpRenderSprites *sprites;
};

static void
image_clear (Image *image)
{
  g_clear_pointer (&image->surface, cairo_surface_destroy);
  g_clear_pointer (&image->open, g_bytes_unref);
}

GmpRenderCache *
gmp_render_cache_new (void)
{
  GmpRenderCache *cache = g_new0 (GmpRenderCache, 1);

  cache->sprites = gmp_render_sprites_new ();
  return cache;
}

void
gmp_render_cache_clear (GmpRenderCache *cache)
{
  g_return_if_fail (cache != NULL);

  image_clear (&cache->board);
  image_clear (&cache->frame);
  cache->has_frame = FALSE;
  if (cache->update != NULL)
    g_cancellable_cancel (cache->update);
  g_clear_object (&cache->update);
}

void
gmp_render_cache_free (GmpRenderCache *cache)
{
  if (cache == NULL)
    return;
  gmp_render_cache_clear (cache);
  gmp_render_sprites_free (cache->sprites);
  g_free (cache);
}

/* All the board layer shows of a game: which fence segments are open
 * (Rules note 10); the Forts' damage is drawn with the state */
static GBytes *
fence_open (const GmpBoard *board,
            const GmpState *state)
{
  guint n = board->n_fence > 1 ? board->n_fence - 1 : 0;
  guint8 *open = g_new0 (guint8, MAX (n, 1));

  for (guint i = 0; state != NULL && i < n; i++)
    open[i] = _gmp_render_fence_open (state, i);
  return g_bytes_new_take (open, n);
}

static gboolean
same_fence (const Image    *image,
            const GmpBoard *board,
            const GmpState *state)
{
  g_autoptr(GBytes) open = fence_open (board, state);

  return image->open != NULL && g_bytes_equal (image->open, open);
}

static guint
hash_content (const GmpState         *state,
              const GmpRenderOptions *options)
{
  return _gmp_render_content_hash (state, options);
}

/* The view and a margin round it, within the map, in device units */
static void
covered_area (const GmpBoard         *board,
              const GmpRenderOptions *options,
              int                     width,
              int                     height,
              int                    *x,
              int                    *y,
              int                    *w,
              int                    *h)
{
  double mx = width * MARGIN, my = height * MARGIN;
  double left = MAX (-mx, options->offset_x);
  double top = MAX (-my, options->offset_y);
  double right = MIN (width + mx, options->offset_x + board->width * options->scale);
  double bottom = MIN (height + my, options->offset_y + board->height * options->scale);

  *x = (int) floor (left);
  *y = (int) floor (top);
  *w = MAX (1, (int) ceil (right) - *x);
  *h = MAX (1, (int) ceil (bottom) - *y);
}

/* The board layer for options, in an image of its own */
static void
draw_board_image (Image                  *image,
                  const GmpBoard         *board,
                  const GmpState         *state,
                  const GmpRenderOptions *options,
                  int                     width,
                  int                     height,
                  double                  pixel_scale)
{
  GmpRenderOptions shifted = *options;
  cairo_t *cr;

  image_clear (image);
  covered_area (board, options, width, height, &image->x, &image->y, &image->width,
                &image->height);
  image->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                               (int) ceil (image->width * pixel_scale),
                                               (int) ceil (image->height * pixel_scale));
  cairo_surface_set_device_scale (image->surface, pixel_scale, pixel_scale);
  shifted.offset_x -= image->x;
  shifted.offset_y -= image->y;
  cr = cairo_create (image->surface);
  gmp_render_board_layer (cr, board, state, &shifted);
  cairo_destroy (cr);
  cairo_surface_flush (image->surface);
  image->scale = options->scale;
  image->offset_x = options->offset_x;
  image->offset_y = options->offset_y;
  image->pixel_scale = pixel_scale;
  image->open = fence_open (board, state);
}

/* The fence segments opened or closed since the image was drawn, drawn
 * again alone: the board layer clipped to their boxes, aligned to whole
 * pixels, a fraction of the whole layer's cost (issue 16) */
static void
patch_board_image (Image          *image,
                   const GmpBoard *board,
                   const GmpState *state,
                   const GmpRenderOptions *options)
{
  g_autoptr(GBytes) open = fence_open (board, state);
  const guint8 *now = g_bytes_get_data (open, NULL);
  const guint8 *then = g_bytes_get_data (image->open, NULL);
  GmpRenderOptions at = *options;
  double k = image->pixel_scale;
  cairo_t *cr;

  at.scale = image->scale;
  at.offset_x = image->offset_x - image->x;
  at.offset_y = image->offset_y - image->y;
  cr = cairo_create (image->surface);
  for (gsize i = 0; i < g_bytes_get_size (open); i++)
    {
      double x0, y0, x1, y1;

      if (now[i] == then[i])
        continue;
      _gmp_render_fence_segment_box (board, &at, (guint) i, &x0, &y0, &x1, &y1);
      x0 = floor ((x0 * at.scale + at.offset_x) * k) / k;
      y0 = floor ((y0 * at.scale + at.offset_y) * k) / k;
      x1 = ceil ((x1 * at.scale + at.offset_x) * k) / k;
      y1 = ceil ((y1 * at.scale + at.offset_y) * k) / k;
      cairo_rectangle (cr, x0, y0, x1 - x0, y1 - y0);
    }
  cairo_clip (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  gmp_render_board_layer (cr, board, state, &at);
  cairo_destroy (cr);
  cairo_surface_flush (image->surface);
  g_clear_pointer (&image->open, g_bytes_unref);
  image->open = g_steal_pointer (&open);
}

/* How far the image must move, in device units, to lie where options put
 * the map at its own scale; FALSE when that is not a whole number of
 * pixels or the image would not cover what of the map shows in the view */
static gboolean
whole_pixel_move (const Image            *image,
                  const GmpBoard         *board,
                  const GmpRenderOptions *options,
                  int                     width,
                  int                     height,
                  double                 *dx,
                  double                 *dy)
{
  double px = (options->offset_x - image->offset_x) * image->pixel_scale;
  double py = (options->offset_y - image->offset_y) * image->pixel_scale;
  double left, top, right, bottom;

  if (fabs (px - round (px)) > 1e-6 || fabs (py - round (py)) > 1e-6)
    return FALSE;
  *dx = round (px) / image->pixel_scale;
  *dy = round (py) / image->pixel_scale;
  left = MAX (0, options->offset_x);
  top = MAX (0, options->offset_y);
  right = MIN (width, options->offset_x + board->width * options->scale);
  bottom = MIN (height, options->offset_y + board->height * options->scale);
  return right <= left || bottom <= top
         || (left >= image->x + *dx - 1e-6 && top >= image->y + *dy - 1e-6
             && right <= image->x + *dx + image->width + 1e-6
             && bottom <= image->y + *dy + image->height + 1e-6);
}

static gboolean
same_scale (const Image            *image,
            const GmpRenderOptions *options,
            double                  pixel_scale)
{
  return image->surface != NULL && image->scale == options->scale
         && image->pixel_scale == pixel_scale;
}

gboolean
gmp_render_cache_is_sharp (GmpRenderCache         *cache,
                           const GmpBoard         *board,
                           const GmpState         *state,
                           const GmpRenderOptions *options,
                           int                     width,
                           int                     height,
                           double                  pixel_scale)
{
  double dx, dy;

  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  return same_scale (&cache->board, options, pixel_scale)
         && same_fence (&cache->board, board, state)
         && whole_pixel_move (&cache->board, board, options, width, height, &dx, &dy);
}

/* The last sharp frame, made for the board's image's options with what
 * the state layer shows now */
static void
make_frame (GmpRenderCache         *cache,
            const GmpBoard         *board,
            const GmpState         *state,
            const GmpRenderOptions *options)
{
  const Image *board_image = &cache->board;
  Image *frame = &cache->frame;
  GmpRenderOptions then = *options;
  cairo_t *cr;

  image_clear (frame);
  *frame = *board_image;
  frame->open = NULL;
  frame->surface = cairo_surface_create_similar_image (board_image->surface, CAIRO_FORMAT_ARGB32,
                                                       cairo_image_surface_get_width (board_image->surface),
                                                       cairo_image_surface_get_height (board_image->surface));
  cairo_surface_set_device_scale (frame->surface, board_image->pixel_scale,
                                  board_image->pixel_scale);
  then.sprites = cache->sprites;
  then.scale = board_image->scale;
  then.offset_x = board_image->offset_x - board_image->x;
  then.offset_y = board_image->offset_y - board_image->y;
  cr = cairo_create (frame->surface);
  cairo_set_source_surface (cr, board_image->surface, 0, 0);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  if (state != NULL)
    gmp_render_state_layer (cr, board, state, &then);
  cairo_destroy (cr);
  cairo_surface_flush (frame->surface);
  cache->frame_content = hash_content (state, options);
  cache->has_frame = TRUE;
}

/* The frame scaled and moved to where options put the map: a point at
 * device p then is at (p - offset then) × k + offset now */
static void
paint_scaled (const Image            *image,
              cairo_t                *cr,
              const GmpRenderOptions *options)
{
  double k = options->scale / image->scale;
  cairo_pattern_t *pattern;

  cairo_save (cr);
  cairo_translate (cr, options->offset_x - image->offset_x * k,
                   options->offset_y - image->offset_y * k);
  cairo_scale (cr, k, k);
  cairo_set_source_surface (cr, image->surface, image->x, image->y);
  pattern = cairo_get_source (cr);
  /* Bilinear: a box filter for shrinking costs several times as much,
   * and the sharp image follows within a fraction of a second */
  cairo_pattern_set_filter (pattern, CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (pattern, CAIRO_EXTEND_NONE);
  cairo_paint (cr);
  cairo_restore (cr);
}

gboolean
gmp_render_cache_draw (GmpRenderCache         *cache,
                       cairo_t                *cr,
                       const GmpBoard         *board,
                       const GmpState         *state,
                       const GmpRenderOptions *options,
                       int                     width,
                       int                     height,
                       double                  pixel_scale)
{
  Image *image;

  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (cr != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (options != NULL && options->scale > 0, FALSE);
  g_return_val_if_fail (pixel_scale > 0, FALSE);

  image = &cache->board;
  gmp_render_sprites_set_pixel_scale (cache->sprites, pixel_scale);
  /* The first frame: drawn now; a fence segment opened at this scale:
   * drawn again where it is */
  if (image->surface == NULL)
    draw_board_image (image, board, state, options, width, height, pixel_scale);
  else if (same_scale (image, options, pixel_scale) && !same_fence (image, board, state))
    patch_board_image (image, board, state, options);

  if (gmp_render_cache_is_sharp (cache, board, state, options, width, height, pixel_scale))
    {
      GmpRenderOptions with_sprites = *options;
      double dx, dy;

      whole_pixel_move (image, board, options, width, height, &dx, &dy);
      cairo_set_source_surface (cr, image->surface, image->x + dx, image->y + dy);
      cairo_paint (cr);
      with_sprites.sprites = cache->sprites;
      gmp_render_state_layer (cr, board, state, &with_sprites);
      /* The frame kept for a zoom stays while the state shows the same */
      return TRUE;
    }

  /* A zoom under way: the last sharp frame, scaled */
  gmp_render_cache_prepare (cache, board, state, options);
  paint_scaled (&cache->frame, cr, options);
  return FALSE;
}

gboolean
gmp_render_cache_prepare (GmpRenderCache         *cache,
                          const GmpBoard         *board,
                          const GmpState         *state,
                          const GmpRenderOptions *options)
{
  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (board != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);

  if (cache->board.surface == NULL
      || (cache->has_frame && cache->frame_content == hash_content (state, options)))
    return FALSE;
  make_frame (cache, board, state, options);
  return TRUE;
}

/* The worker's copy of what it draws */
typedef struct {
  GmpBoard         *board;
  GmpState         *state;
  GmpRenderOptions  options;
  int               width;
  int               height;
  double            pixel_scale;
  Image             image;
  GmpRenderSprites *sprites;
  /* The options' arrays, copied */
  guint            *arrays;
  GPtrArray        *labels;        /* of char *, NULL entries for no battle */
} Update;

static void
update_free (gpointer data)
{
  Update *update = data;

  image_clear (&update->image);
  g_clear_pointer (&update->sprites, gmp_render_sprites_free);
  g_free (update->arrays);
  g_clear_pointer (&update->labels, g_ptr_array_unref);
  g_clear_pointer (&update->state, gmp_state_free);
  g_clear_pointer (&update->board, gmp_board_unref);
  g_free (update);
}

/* The board's image, then the state layer once into a throwaway image:
 * the counters' and names' images and the layout are made here, not in a
 * frame */
static void
update_run (Update *update)
{
  draw_board_image (&update->image, update->board, update->state, &update->options,
                    update->width, update->height, update->pixel_scale);
  {
    cairo_surface_t *scratch = cairo_surface_create_similar_image (update->image.surface,
                                                                   CAIRO_FORMAT_ARGB32,
                                                                   cairo_image_surface_get_width (update->image.surface),
                                                                   cairo_image_surface_get_height (update->image.surface));
    GmpRenderOptions options = update->options;
    cairo_t *cr;

    cairo_surface_set_device_scale (scratch, update->pixel_scale, update->pixel_scale);
    cr = cairo_create (scratch);
    /* Where the view draws: the image's corner is (x, y) there */
    cairo_translate (cr, -update->image.x, -update->image.y);
    options.sprites = update->sprites;
    gmp_render_state_layer (cr, update->board, update->state, &options);
    cairo_destroy (cr);
    cairo_surface_destroy (scratch);
  }
}

static void
update_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  if (g_task_return_error_if_cancelled (task))
    return;
  update_run (task_data);
  g_task_return_boolean (task, TRUE);
}

/* What the update draws, copied: nothing is shared across threads but the
 * board, which does not change */
static Update *
update_new (const GmpBoard         *board,
            const GmpState         *state,
            const GmpRenderOptions *options,
            int                     width,
            int                     height,
            double                  pixel_scale)
{
  Update *update;

  update = g_new0 (Update, 1);
  update->board = gmp_board_ref ((GmpBoard *) board);
  update->state = state != NULL ? gmp_state_copy (state) : NULL;
  update->options = *options;
  {
    guint n = 2 * options->n_highlight + options->n_combat + options->n_problem + options->n_picked;
    guint *arrays = update->arrays = g_new0 (guint, MAX (n, 1));

#define COPY(field, count) \
    if (options->field != NULL && (count) > 0) \
      { \
        memcpy (arrays, options->field, (count) * sizeof (guint)); \
        update->options.field = arrays; \
        arrays += (count); \
      } \
    else \
      update->options.field = NULL;
    COPY (highlight_cities, options->n_highlight)
    COPY (highlight_costs, options->n_highlight)
    COPY (combat_cities, options->n_combat)
    COPY (problem_cities, options->n_problem)
    COPY (picked_units, options->n_picked)
#undef COPY
    update->options.highlight_labels = NULL;
    if (options->highlight_labels != NULL && options->n_highlight > 0)
      {
        update->labels = g_ptr_array_new_with_free_func (g_free);
        for (guint i = 0; i < options->n_highlight; i++)
          g_ptr_array_add (update->labels, g_strdup (options->highlight_labels[i]));
        update->options.highlight_labels = (const char *const *) update->labels->pdata;
      }
  }
  update->sprites = gmp_render_sprites_new ();
  gmp_render_sprites_set_pixel_scale (update->sprites, pixel_scale);
  update->width = width;
  update->height = height;
  update->pixel_scale = pixel_scale;

  return update;
}

/* The update's image and images in the cache's place */
static void
update_install (GmpRenderCache *cache,
                Update         *update)
{
  image_clear (&cache->board);
  cache->board = update->image;
  update->image.surface = NULL;
  update->image.open = NULL;
  gmp_render_sprites_free (cache->sprites);
  cache->sprites = g_steal_pointer (&update->sprites);
  cache->has_frame = FALSE;
}

void
gmp_render_cache_update (GmpRenderCache         *cache,
                         const GmpBoard         *board,
                         const GmpState         *state,
                         const GmpRenderOptions *options,
                         int                     width,
                         int                     height,
                         double                  pixel_scale)
{
  Update *update;

  g_return_if_fail (cache != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL && options->scale > 0);

  update = update_new (board, state, options, width, height, pixel_scale);
  update_run (update);
  update_install (cache, update);
  update_free (update);
}

void
gmp_render_cache_update_async (GmpRenderCache         *cache,
                               const GmpBoard         *board,
                               const GmpState         *state,
                               const GmpRenderOptions *options,
                               int                     width,
                               int                     height,
                               double                  pixel_scale,
                               GCancellable           *cancellable,
                               GAsyncReadyCallback     callback,
                               gpointer                user_data)
{
  g_autoptr(GTask) task = NULL;
  Update *update;

  g_return_if_fail (cache != NULL);
  g_return_if_fail (board != NULL);
  g_return_if_fail (options != NULL && options->scale > 0);

  if (cache->update != NULL)
    g_cancellable_cancel (cache->update);
  g_clear_object (&cache->update);
  cache->update = cancellable != NULL ? g_object_ref (cancellable) : g_cancellable_new ();

  update = update_new (board, state, options, width, height, pixel_scale);
  task = g_task_new (NULL, cache->update, callback, user_data);
  g_task_set_source_tag (task, gmp_render_cache_update_async);
  g_task_set_task_data (task, update, update_free);
  g_task_run_in_thread (task, update_thread);
}

gboolean
gmp_render_cache_update_finish (GmpRenderCache  *cache,
                                GAsyncResult    *result,
                                GError         **error)
{
  GTask *task = G_TASK (result);
  Update *update;

  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);

  if (!g_task_propagate_boolean (task, error))
    return FALSE;
  /* Cancelled after the drawing: a newer update is on its way */
  if (g_cancellable_set_error_if_cancelled (g_task_get_cancellable (task), error))
    return FALSE;
  update = g_task_get_task_data (task);
  update_install (cache, update);
  if (cache->update == g_task_get_cancellable (task))
    g_clear_object (&cache->update);
  return TRUE;
}

int
gmp_render_cache_city_at (GmpRenderCache         *cache,
                          const GmpBoard         *board,
                          const GmpState         *state,
                          const GmpRenderOptions *options,
                          double                  x,
                          double                  y)
{
  GmpRenderLayout *layout;
  int city;

  g_return_val_if_fail (cache != NULL, GMP_NONE);
  g_return_val_if_fail (board != NULL, GMP_NONE);
  g_return_val_if_fail (options != NULL && options->scale > 0, GMP_NONE);

  city = gmp_render_city_at (board, options, x, y);
  if (city != GMP_NONE)
    return city;
  /* The layout the last frame drew, when it is the one for these options */
  layout = _gmp_render_sprites_get_layout (cache->sprites, options->scale,
                                           hash_content (state, options));
  if (layout == NULL)
    {
      /* Made for the next frame too, which draws with the layout of the
       * same scale and content (a pointer resting on the map asks this
       * before the first frame of a game just opened) */
      layout = gmp_render_layout_new (board, state, options);
      _gmp_render_sprites_keep_layout (cache->sprites, options->scale,
                                       hash_content (state, options), layout);
    }
  return gmp_render_layout_city_at (layout, (x - options->offset_x) / options->scale,
                                    (y - options->offset_y) / options->scale);
}
