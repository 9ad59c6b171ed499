/* gmp-map-view-draw.c: the map view's size and frames: sharp, or the last one scaled during a zoom
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include "gmp-focus-ring.h"
#include "gmp-map-view-private.h"

void
_gmp_map_view_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);
  double aspect = 0.8;

  if (self->game != NULL)
    {
      GmpBoard *board = gmp_game_get_board (self->game);

      if (board->width > 0 && board->height > 0)
        aspect = board->height / board->width;
    }

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 240;
      *natural = 900;
    }
  else
    {
      *minimum = 180;
      *natural = (int) ceil (900 * aspect);
    }
}

void
_gmp_map_view_size_allocate (GtkWidget *widget,
                            int        width,
                            int        height,
                            int        baseline)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);

  /* The viewport fits the map again at each size until the user zooms or
   * pans: the first allocations may be provisional sizes. */
  gmp_viewport_set_size (self->viewport, width, height);
}

static void
on_cache_updated (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GmpMapView) self = user_data;
  g_autoptr(GError) error = NULL;

  /* Disposed meanwhile, or a newer update under way */
  if (self->cache == NULL
      || !gmp_render_cache_update_finish (self->cache, result, &error))
    return;
  /* The map moved under a still pointer */
  _gmp_map_view_update_pointed_city (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The zoom (or pan, or resize) has stopped: the sharp board, drawn in a
 * worker thread so that no frame waits for it (issue 17) */
static gboolean
on_settle_timeout (gpointer user_data)
{
  GmpMapView *self = user_data;
  GmpRenderOptions options;

  self->settle_source = 0;
  if (self->game == NULL)
    return G_SOURCE_REMOVE;
  _gmp_map_view_fill_render_options (self, &options);
  gmp_render_cache_update_async (self->cache, gmp_game_get_board (self->game),
                                 gmp_game_get_state (self->game), &options,
                                 gtk_widget_get_width (GTK_WIDGET (self)),
                                 gtk_widget_get_height (GTK_WIDGET (self)),
                                 gtk_widget_get_scale_factor (GTK_WIDGET (self)),
                                 NULL, on_cache_updated, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

/* When idle after a change: the frame a zoom would scale, made now so that
 * the zoom's first frame need not */
static gboolean
on_prepare_idle (gpointer user_data)
{
  GmpMapView *self = user_data;
  GmpRenderOptions options;

  self->prepare_source = 0;
  if (self->game == NULL)
    return G_SOURCE_REMOVE;
  _gmp_map_view_fill_render_options (self, &options);
  gmp_render_cache_prepare (self->cache, gmp_game_get_board (self->game),
                            gmp_game_get_state (self->game), &options);
  return G_SOURCE_REMOVE;
}

/* Each frame of a zoom puts the sharp drawing off until the frames stop */
static void
settle_later (GmpMapView *self)
{
  g_clear_handle_id (&self->settle_source, g_source_remove);
  self->settle_source = g_timeout_add (SETTLE_MS, on_settle_timeout, self);
}

/* The picked units on their way: a line from their city to the pointer */
static void
draw_dragged_units (GmpMapView *self,
                    cairo_t    *cr)
{
  const GmpCity *from = &gmp_game_get_board (self->game)->cities[self->drag_city];
  double x, y;

  gmp_viewport_map_to_widget (self->viewport, from->x, from->y, &x, &y);
  cairo_save (cr);
  cairo_set_line_width (cr, 4);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_dash (cr, (double[]) { 8, 8 }, 2, 0);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.7);
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, self->drag_start_x + self->drag_last_x, self->drag_start_y + self->drag_last_y);
  cairo_stroke (cr);
  cairo_arc (cr, self->drag_start_x + self->drag_last_x, self->drag_start_y + self->drag_last_y,
             10, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
_gmp_map_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int pixel_scale = gtk_widget_get_scale_factor (widget);
  GmpRenderOptions options;
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  _gmp_map_view_fill_render_options (self, &options);

  /* The snapshot gives a surface at the monitor's scale: sharp on HiDPI. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  self->sharp = gmp_render_cache_draw (self->cache, cr, gmp_game_get_board (self->game),
                                       gmp_game_get_state (self->game), &options, width, height,
                                       pixel_scale);
  if (!self->sharp)
    settle_later (self);
  else if (self->prepare_source == 0)
    self->prepare_source = g_idle_add_full (G_PRIORITY_LOW, on_prepare_idle, self, NULL);
  /* What a sharp frame shows: the next change that shows the same need
   * not draw (_gmp_map_view_queue_draw_content()) */
  self->drawn = self->sharp;
  self->drawn_content = gmp_render_content_hash (gmp_game_get_state (self->game), &options);
  self->drawn_board = gmp_game_get_board (self->game);
  _gmp_map_view_draw_advice (self, cr);
  if (self->dragging_units)
    draw_dragged_units (self, cr);
  cairo_destroy (cr);
  gmp_focus_ring_snapshot (widget, snapshot);
}
