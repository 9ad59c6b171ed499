/* gmp-render-cache.h: the map for a view that zooms and pans at 60 frames a second
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The board layer (land, roads, fence, cities, Forts) costs tens of
 * milliseconds at 1920×1080; the state layer above it a couple. A view
 * keeps the board layer in an image made for one scale and place: a frame
 * at that scale paints it (moved by whole pixels if the view panned) and
 * draws the state layer on top. While a zoom is under way the last whole
 * frame is scaled instead, which costs a few milliseconds whatever the
 * map holds, and the view asks for a sharp image once the zoom settles,
 * drawn in a worker thread so no frame waits for it (issue 17).
 */

#pragma once

#include <gio/gio.h>

#include "gmp-render.h"

G_BEGIN_DECLS

typedef struct _GmpRenderCache GmpRenderCache;

GmpRenderCache *gmp_render_cache_new   (void);
void            gmp_render_cache_free  (GmpRenderCache         *cache);

/* Draws the map for options onto cr, whose device units are the view's
 * (width × height of them, pixel_scale pixels each). Returns TRUE when the
 * frame is sharp: the board came from an image made for this scale.
 * FALSE: a zoom (or a pan past the image) is under way and the last whole
 * frame was scaled; call gmp_render_cache_update_async() when it settles.
 * With no image yet, or a hole opened in the fence at this scale (Rules
 * note 10), it draws one first. A view showing another board clears it
 * (gmp_render_cache_clear()). */
gboolean        gmp_render_cache_draw  (GmpRenderCache         *cache,
                                        cairo_t                *cr,
                                        const GmpBoard         *board,
                                        const GmpState         *state,
                                        const GmpRenderOptions *options,
                                        int                     width,
                                        int                     height,
                                        double                  pixel_scale);
/* Makes the frame a zoom scales, for what the state layer shows now, unless
 * it is made already: for a view to call when idle after a change, so that
 * a zoom's first frame need not. TRUE if it made one. */
gboolean        gmp_render_cache_prepare (GmpRenderCache         *cache,
                                          const GmpBoard         *board,
                                          const GmpState         *state,
                                          const GmpRenderOptions *options);
/* TRUE when a frame for these options would be sharp */
gboolean        gmp_render_cache_is_sharp (GmpRenderCache         *cache,
                                           const GmpBoard         *board,
                                           const GmpState         *state,
                                           const GmpRenderOptions *options,
                                           int                     width,
                                           int                     height,
                                           double                  pixel_scale);
/* Makes the board's image for options now */
void            gmp_render_cache_update (GmpRenderCache         *cache,
                                         const GmpBoard         *board,
                                         const GmpState         *state,
                                         const GmpRenderOptions *options,
                                         int                     width,
                                         int                     height,
                                         double                  pixel_scale);
/* The same in a worker thread (board and state are copied first); the
 * image replaces the kept one when the task finishes, in the caller's
 * main context. A newer call cancels an older one that has not finished. */
void            gmp_render_cache_update_async  (GmpRenderCache         *cache,
                                                const GmpBoard         *board,
                                                const GmpState         *state,
                                                const GmpRenderOptions *options,
                                                int                     width,
                                                int                     height,
                                                double                  pixel_scale,
                                                GCancellable           *cancellable,
                                                GAsyncReadyCallback     callback,
                                                gpointer                user_data);
gboolean        gmp_render_cache_update_finish (GmpRenderCache         *cache,
                                                GAsyncResult           *result,
                                                GError                **error);
/* gmp_render_stack_at() with the layout the last frame drew, when it was
 * drawn for these options: a hover costs no placing of labels */
int             gmp_render_cache_city_at (GmpRenderCache         *cache,
                                          const GmpBoard         *board,
                                          const GmpState         *state,
                                          const GmpRenderOptions *options,
                                          double                  x,
                                          double                  y);
/* Forgets every image (a new board, say) */
void            gmp_render_cache_clear (GmpRenderCache         *cache);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRenderCache, gmp_render_cache_free)

G_END_DECLS
