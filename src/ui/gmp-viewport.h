/* gmp-viewport.h: zoom, pan and the map <-> widget transform
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Like libshumate's ShumateViewport: the map view asks it where things are
 * and tells it what the user did; it knows nothing about drawing.
 * The zoom is relative to "fit": at zoom 1 the whole map fits the widget,
 * centred, with a margin. widget = (map - center) * scale + size / 2.
 * Until the user zooms or pans, a new widget size fits the map again.
 */

#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define GMP_TYPE_VIEWPORT (gmp_viewport_get_type ())

G_DECLARE_FINAL_TYPE (GmpViewport, gmp_viewport, GMP, VIEWPORT, GObject)

GmpViewport *gmp_viewport_new              (void);

void         gmp_viewport_set_map_size     (GmpViewport *self,
                                            double       width,
                                            double       height);
void         gmp_viewport_set_size         (GmpViewport *self,
                                            double       width,
                                            double       height);

double       gmp_viewport_get_zoom         (GmpViewport *self);
void         gmp_viewport_set_zoom         (GmpViewport *self,
                                            double       zoom);
double       gmp_viewport_get_min_zoom     (GmpViewport *self);
double       gmp_viewport_get_max_zoom     (GmpViewport *self);
void         gmp_viewport_set_zoom_range   (GmpViewport *self,
                                            double       min_zoom,
                                            double       max_zoom);

void         gmp_viewport_get_center       (GmpViewport *self,
                                            double      *x,
                                            double      *y);
/* In map units; kept on the map so the map cannot be lost off screen. */
void         gmp_viewport_set_center       (GmpViewport *self,
                                            double       x,
                                            double       y);

/* Widget pixels per map unit. */
double       gmp_viewport_get_scale        (GmpViewport *self);
/* widget = map * scale + offset */
void         gmp_viewport_get_offset       (GmpViewport *self,
                                            double      *x,
                                            double      *y);

void         gmp_viewport_fit              (GmpViewport *self);
/* TRUE after gmp_viewport_fit() until a zoom or pan moves the view. */
gboolean     gmp_viewport_get_fitting      (GmpViewport *self);
/* Multiplies the zoom by factor, keeping the map point under the widget
 * point (x, y) where it is (as far as the zoom range and the map allow). */
void         gmp_viewport_zoom_at          (GmpViewport *self,
                                            double       factor,
                                            double       x,
                                            double       y);
/* Two fingers on the map: a pinch begins with its centre at (x, y); each
 * update zooms by scale (the fingers' distance over the first) and keeps
 * the map point first under the centre under its new place (x, y), so the
 * same gesture zooms and pans. */
void         gmp_viewport_pinch_begin      (GmpViewport *self,
                                            double       x,
                                            double       y);
void         gmp_viewport_pinch_update     (GmpViewport *self,
                                            double       scale,
                                            double       x,
                                            double       y);
/* Moves the map by (dx, dy) widget pixels, as a drag does. */
void         gmp_viewport_pan              (GmpViewport *self,
                                            double       dx,
                                            double       dy);

void         gmp_viewport_widget_to_map    (GmpViewport *self,
                                            double       x,
                                            double       y,
                                            double      *map_x,
                                            double      *map_y);
void         gmp_viewport_map_to_widget    (GmpViewport *self,
                                            double       map_x,
                                            double       map_y,
                                            double      *x,
                                            double      *y);

G_END_DECLS
