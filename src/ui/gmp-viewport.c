/* gmp-viewport.c: zoom, pan and the map <-> widget transform
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include "gmp-viewport.h"

#define DEFAULT_MIN_ZOOM 0.5
#define DEFAULT_MAX_ZOOM 8.0
/* The fitted map keeps this many widget pixels from each edge, or a twentieth
 * of the widget's smaller side in a small one: its edges stay in sight. */
#define FIT_MARGIN 16.0
#define FIT_MARGIN_FRACTION 0.05

struct _GmpViewport
{
  GObject parent_instance;

  double  map_width;
  double  map_height;
  double  width;
  double  height;

  double  zoom;
  double  min_zoom;
  double  max_zoom;
  double  center_x;
  double  center_y;

  /* A pinch under way: the zoom it began at, the map point under its centre */
  double  pinch_zoom;
  double  pinch_map_x;
  double  pinch_map_y;

  /* Shows the fit until the user zooms or pans: a window's first allocations
   * may be provisional sizes, and each new size fits the map again. */
  guint   fitting : 1;
};

G_DEFINE_FINAL_TYPE (GmpViewport, gmp_viewport, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_CENTER_X,
  PROP_CENTER_Y,
  PROP_FITTING,
  PROP_MAX_ZOOM,
  PROP_MIN_ZOOM,
  PROP_ZOOM,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static double
fit_margin (GmpViewport *self)
{
  return MIN (FIT_MARGIN, MIN (self->width, self->height) * FIT_MARGIN_FRACTION);
}

static double
fit_scale (GmpViewport *self)
{
  double margin;

  if (self->map_width <= 0 || self->map_height <= 0 || self->width <= 0 || self->height <= 0)
    return 1.0;

  margin = fit_margin (self);
  return MIN ((self->width - 2 * margin) / self->map_width,
              (self->height - 2 * margin) / self->map_height);
}

static void
set_zoom_internal (GmpViewport *self,
                   double       zoom)
{
  zoom = CLAMP (zoom, self->min_zoom, self->max_zoom);
  if (zoom == self->zoom)
    return;

  self->zoom = zoom;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static void
set_center_internal (GmpViewport *self,
                     double       x,
                     double       y)
{
  x = CLAMP (x, 0.0, MAX (self->map_width, 0.0));
  y = CLAMP (y, 0.0, MAX (self->map_height, 0.0));

  if (x != self->center_x)
    {
      self->center_x = x;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_X]);
    }
  if (y != self->center_y)
    {
      self->center_y = y;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CENTER_Y]);
    }
}

static void
gmp_viewport_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GmpViewport *self = GMP_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_CENTER_X:
      g_value_set_double (value, self->center_x);
      break;

    case PROP_CENTER_Y:
      g_value_set_double (value, self->center_y);
      break;

    case PROP_FITTING:
      g_value_set_boolean (value, gmp_viewport_get_fitting (self));
      break;

    case PROP_MAX_ZOOM:
      g_value_set_double (value, gmp_viewport_get_max_zoom (self));
      break;

    case PROP_MIN_ZOOM:
      g_value_set_double (value, gmp_viewport_get_min_zoom (self));
      break;

    case PROP_ZOOM:
      g_value_set_double (value, gmp_viewport_get_zoom (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_viewport_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GmpViewport *self = GMP_VIEWPORT (object);

  switch (prop_id)
    {
    case PROP_CENTER_X:
      gmp_viewport_set_center (self, g_value_get_double (value), self->center_y);
      break;

    case PROP_CENTER_Y:
      gmp_viewport_set_center (self, self->center_x, g_value_get_double (value));
      break;

    case PROP_ZOOM:
      gmp_viewport_set_zoom (self, g_value_get_double (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_viewport_class_init (GmpViewportClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = gmp_viewport_get_property;
  object_class->set_property = gmp_viewport_set_property;

  properties[PROP_CENTER_X] =
    g_param_spec_double ("center-x", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CENTER_Y] =
    g_param_spec_double ("center-y", NULL, NULL,
                         -G_MAXDOUBLE, G_MAXDOUBLE, 0.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_FITTING] =
    g_param_spec_boolean ("fitting", NULL, NULL,
                          TRUE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_MAX_ZOOM] =
    g_param_spec_double ("max-zoom", NULL, NULL,
                         0.0, G_MAXDOUBLE, DEFAULT_MAX_ZOOM,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_MIN_ZOOM] =
    g_param_spec_double ("min-zoom", NULL, NULL,
                         0.0, G_MAXDOUBLE, DEFAULT_MIN_ZOOM,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL,
                         0.0, G_MAXDOUBLE, 1.0,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
gmp_viewport_init (GmpViewport *self)
{
  self->zoom = 1.0;
  self->min_zoom = DEFAULT_MIN_ZOOM;
  self->max_zoom = DEFAULT_MAX_ZOOM;
  self->fitting = TRUE;
}

static void
set_fitting (GmpViewport *self,
             gboolean     fitting)
{
  fitting = !!fitting;
  if (fitting == self->fitting)
    return;

  self->fitting = fitting;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FITTING]);
}

/* The user moved the view: a new size no longer fits the map again. */
static void
stop_fitting (GmpViewport *self,
              double       old_zoom,
              double       old_center_x,
              double       old_center_y)
{
  if (self->zoom != old_zoom || self->center_x != old_center_x
      || self->center_y != old_center_y)
    set_fitting (self, FALSE);
}

GmpViewport *
gmp_viewport_new (void)
{
  return g_object_new (GMP_TYPE_VIEWPORT, NULL);
}

/* A new map is shown whole. */
void
gmp_viewport_set_map_size (GmpViewport *self,
                           double       width,
                           double       height)
{
  g_return_if_fail (GMP_IS_VIEWPORT (self));
  g_return_if_fail (width >= 0 && height >= 0);

  self->map_width = width;
  self->map_height = height;
  gmp_viewport_fit (self);
}

/* The centre and the zoom stay: a bigger window shows the same map, bigger.
 * Until the user zooms or pans the map is fitted again. */
void
gmp_viewport_set_size (GmpViewport *self,
                       double       width,
                       double       height)
{
  g_return_if_fail (GMP_IS_VIEWPORT (self));
  g_return_if_fail (width >= 0 && height >= 0);

  self->width = width;
  self->height = height;
  if (self->fitting)
    gmp_viewport_fit (self);
}

double
gmp_viewport_get_zoom (GmpViewport *self)
{
  g_return_val_if_fail (GMP_IS_VIEWPORT (self), 1.0);

  return self->zoom;
}

void
gmp_viewport_set_zoom (GmpViewport *self,
                       double       zoom)
{
  double old_zoom;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  if (isnan (zoom))
    return;
  old_zoom = self->zoom;
  g_object_freeze_notify (G_OBJECT (self));
  set_zoom_internal (self, zoom);
  stop_fitting (self, old_zoom, self->center_x, self->center_y);
  g_object_thaw_notify (G_OBJECT (self));
}

double
gmp_viewport_get_min_zoom (GmpViewport *self)
{
  g_return_val_if_fail (GMP_IS_VIEWPORT (self), DEFAULT_MIN_ZOOM);

  return self->min_zoom;
}

double
gmp_viewport_get_max_zoom (GmpViewport *self)
{
  g_return_val_if_fail (GMP_IS_VIEWPORT (self), DEFAULT_MAX_ZOOM);

  return self->max_zoom;
}

void
gmp_viewport_set_zoom_range (GmpViewport *self,
                             double       min_zoom,
                             double       max_zoom)
{
  g_return_if_fail (GMP_IS_VIEWPORT (self));
  g_return_if_fail (min_zoom > 0 && min_zoom <= max_zoom);

  g_object_freeze_notify (G_OBJECT (self));
  if (min_zoom != self->min_zoom)
    {
      self->min_zoom = min_zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_ZOOM]);
    }
  if (max_zoom != self->max_zoom)
    {
      self->max_zoom = max_zoom;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MAX_ZOOM]);
    }
  set_zoom_internal (self, self->zoom);
  g_object_thaw_notify (G_OBJECT (self));
}

void
gmp_viewport_get_center (GmpViewport *self,
                         double      *x,
                         double      *y)
{
  g_return_if_fail (GMP_IS_VIEWPORT (self));

  if (x != NULL)
    *x = self->center_x;
  if (y != NULL)
    *y = self->center_y;
}

void
gmp_viewport_set_center (GmpViewport *self,
                         double       x,
                         double       y)
{
  double old_x, old_y;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  if (isnan (x) || isnan (y))
    return;

  old_x = self->center_x;
  old_y = self->center_y;
  g_object_freeze_notify (G_OBJECT (self));
  set_center_internal (self, x, y);
  stop_fitting (self, self->zoom, old_x, old_y);
  g_object_thaw_notify (G_OBJECT (self));
}

double
gmp_viewport_get_scale (GmpViewport *self)
{
  g_return_val_if_fail (GMP_IS_VIEWPORT (self), 1.0);

  return fit_scale (self) * self->zoom;
}

void
gmp_viewport_get_offset (GmpViewport *self,
                         double      *x,
                         double      *y)
{
  double scale;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  scale = gmp_viewport_get_scale (self);
  if (x != NULL)
    *x = self->width / 2.0 - self->center_x * scale;
  if (y != NULL)
    *y = self->height / 2.0 - self->center_y * scale;
}

void
gmp_viewport_fit (GmpViewport *self)
{
  g_return_if_fail (GMP_IS_VIEWPORT (self));

  g_object_freeze_notify (G_OBJECT (self));
  set_zoom_internal (self, 1.0);
  set_center_internal (self, self->map_width / 2.0, self->map_height / 2.0);
  set_fitting (self, TRUE);
  g_object_thaw_notify (G_OBJECT (self));
}

void
gmp_viewport_zoom_at (GmpViewport *self,
                      double       factor,
                      double       x,
                      double       y)
{
  double map_x, map_y;
  double scale;
  double old_zoom, old_x, old_y;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  if (!(factor > 0) || isinf (factor))
    return;

  gmp_viewport_widget_to_map (self, x, y, &map_x, &map_y);

  old_zoom = self->zoom;
  old_x = self->center_x;
  old_y = self->center_y;
  g_object_freeze_notify (G_OBJECT (self));
  set_zoom_internal (self, self->zoom * factor);
  scale = gmp_viewport_get_scale (self);
  /* Solve (map - center) * scale + size / 2 = widget for the new centre. */
  set_center_internal (self,
                       map_x - (x - self->width / 2.0) / scale,
                       map_y - (y - self->height / 2.0) / scale);
  stop_fitting (self, old_zoom, old_x, old_y);
  g_object_thaw_notify (G_OBJECT (self));
}

void
gmp_viewport_pan (GmpViewport *self,
                  double       dx,
                  double       dy)
{
  double scale;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  scale = gmp_viewport_get_scale (self);
  gmp_viewport_set_center (self, self->center_x - dx / scale, self->center_y - dy / scale);
}

void
gmp_viewport_widget_to_map (GmpViewport *self,
                            double       x,
                            double       y,
                            double      *map_x,
                            double      *map_y)
{
  double scale, offset_x, offset_y;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  /* The inverse of gmp_viewport_map_to_widget(). */
  scale = gmp_viewport_get_scale (self);
  gmp_viewport_get_offset (self, &offset_x, &offset_y);
  if (map_x != NULL)
    *map_x = (x - offset_x) / scale;
  if (map_y != NULL)
    *map_y = (y - offset_y) / scale;
}

void
gmp_viewport_map_to_widget (GmpViewport *self,
                            double       map_x,
                            double       map_y,
                            double      *x,
                            double      *y)
{
  double scale, offset_x, offset_y;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  /* The same transform the map is drawn with: scale, then offset. */
  scale = gmp_viewport_get_scale (self);
  gmp_viewport_get_offset (self, &offset_x, &offset_y);
  if (x != NULL)
    *x = map_x * scale + offset_x;
  if (y != NULL)
    *y = map_y * scale + offset_y;
}

/* Whether the view shows the fit and follows the widget's size: TRUE after
 * gmp_viewport_fit() (and at first), FALSE once a zoom or pan moved it. */
gboolean
gmp_viewport_get_fitting (GmpViewport *self)
{
  g_return_val_if_fail (GMP_IS_VIEWPORT (self), FALSE);

  return self->fitting;
}

void
gmp_viewport_pinch_begin (GmpViewport *self,
                          double       x,
                          double       y)
{
  g_return_if_fail (GMP_IS_VIEWPORT (self));

  self->pinch_zoom = self->zoom;
  gmp_viewport_widget_to_map (self, x, y, &self->pinch_map_x, &self->pinch_map_y);
}

void
gmp_viewport_pinch_update (GmpViewport *self,
                           double       scale,
                           double       x,
                           double       y)
{
  double old_zoom, old_x, old_y, map_scale;

  g_return_if_fail (GMP_IS_VIEWPORT (self));

  if (!(scale > 0) || isinf (scale) || self->pinch_zoom <= 0)
    return;
  old_zoom = self->zoom;
  old_x = self->center_x;
  old_y = self->center_y;
  g_object_freeze_notify (G_OBJECT (self));
  set_zoom_internal (self, self->pinch_zoom * scale);
  map_scale = gmp_viewport_get_scale (self);
  /* The map point the fingers began on follows their centre: a zoom and a
   * two-finger pan at once */
  set_center_internal (self,
                       self->pinch_map_x - (x - self->width / 2.0) / map_scale,
                       self->pinch_map_y - (y - self->height / 2.0) / map_scale);
  stop_fitting (self, old_zoom, old_x, old_y);
  g_object_thaw_notify (G_OBJECT (self));
}
