/* test-viewport.c: zoom, pan and the map <-> widget transform, without drawing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gmp-viewport.h"

#define EPS 1e-9

/* A 900 × 720 map in an 800 × 400 widget: the height limits the fit. */
static GmpViewport *
new_viewport (void)
{
  GmpViewport *viewport = gmp_viewport_new ();

  gmp_viewport_set_size (viewport, 800, 400);
  gmp_viewport_set_map_size (viewport, 900, 720);
  return viewport;
}

/* The map rectangle lies inside the widget, with a margin of at least
 * min_margin on every side, centred, and fills the limiting side but for the
 * margins (at most a twentieth of it on each side). */
static void
assert_fits (GmpViewport *viewport,
             double       width,
             double       height,
             double       min_margin)
{
  double left, top, right, bottom;

  gmp_viewport_map_to_widget (viewport, 0, 0, &left, &top);
  gmp_viewport_map_to_widget (viewport, 900, 720, &right, &bottom);
  g_assert_cmpfloat (left, >=, min_margin);
  g_assert_cmpfloat (top, >=, min_margin);
  g_assert_cmpfloat (right, <=, width - min_margin);
  g_assert_cmpfloat (bottom, <=, height - min_margin);
  g_assert_cmpfloat_with_epsilon (left, width - right, 1e-6);
  g_assert_cmpfloat_with_epsilon (top, height - bottom, 1e-6);
  g_assert_true (left <= 0.05 * MIN (width, height) + 1e-6
                 || top <= 0.05 * MIN (width, height) + 1e-6);
}

static void
test_fit (void)
{
  g_autoptr(GmpViewport) viewport = new_viewport ();

  gmp_viewport_zoom_at (viewport, 3.0, 100, 100);
  gmp_viewport_pan (viewport, 50, -20);
  gmp_viewport_fit (viewport);

  g_assert_cmpfloat_with_epsilon (gmp_viewport_get_zoom (viewport), 1.0, EPS);
  /* The height limits: the map's top and bottom edges sit a margin inside. */
  assert_fits (viewport, 800, 400, 4.0);
  g_assert_cmpfloat (gmp_viewport_get_scale (viewport), <, 400.0 / 720.0);
  g_assert_cmpfloat (gmp_viewport_get_scale (viewport), >=, 0.9 * 400.0 / 720.0 - EPS);

  /* A wide map in a tall widget: the width limits. */
  gmp_viewport_set_size (viewport, 300, 1000);
  gmp_viewport_fit (viewport);
  assert_fits (viewport, 300, 1000, 4.0);
  g_assert_cmpfloat (gmp_viewport_get_scale (viewport), <, 300.0 / 900.0);
  g_assert_cmpfloat (gmp_viewport_get_scale (viewport), >=, 0.9 * 300.0 / 900.0 - EPS);
}

/* The fitted view contains the whole map at any size, and follows the
 * widget's size (provisional first allocations) until the user moves it. */
static void
test_fit_contains_map (void)
{
  g_autoptr(GmpViewport) viewport = gmp_viewport_new ();
  const double sizes[][2] = {
    { 1600, 1000 }, { 1088, 723 }, { 900, 720 }, { 800, 400 }, { 300, 1000 },
    { 320, 240 }, { 120, 90 }, { 40, 30 },
  };
  double cx, cy;

  gmp_viewport_set_map_size (viewport, 900, 720);
  g_assert_true (gmp_viewport_get_fitting (viewport));
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      /* No gmp_viewport_fit(): the new size alone fits it again. */
      gmp_viewport_set_size (viewport, sizes[i][0], sizes[i][1]);
      g_assert_true (gmp_viewport_get_fitting (viewport));
      g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 1.0);
      assert_fits (viewport, sizes[i][0], sizes[i][1],
                   MIN (sizes[i][0], sizes[i][1]) < 200 ? 1.0 : 8.0);
    }

  /* A provisional size, then the real size: fitted to the real one */
  gmp_viewport_set_size (viewport, 200, 2000);
  gmp_viewport_set_size (viewport, 1088, 723);
  assert_fits (viewport, 1088, 723, 8.0);

  /* Once the user pans, a new size keeps the centre and the zoom */
  gmp_viewport_pan (viewport, 40, 30);
  g_assert_false (gmp_viewport_get_fitting (viewport));
  gmp_viewport_set_size (viewport, 1600, 1000);
  gmp_viewport_get_center (viewport, &cx, &cy);
  g_assert_cmpfloat (cx, !=, 450.0);
  g_assert_cmpfloat (cy, !=, 360.0);

  /* Fit again: it follows the size once more */
  gmp_viewport_fit (viewport);
  g_assert_true (gmp_viewport_get_fitting (viewport));
  gmp_viewport_zoom_at (viewport, 2.0, 100, 100);
  g_assert_false (gmp_viewport_get_fitting (viewport));
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 2.0);
  gmp_viewport_set_size (viewport, 800, 400);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 2.0);
  gmp_viewport_fit (viewport);
  gmp_viewport_set_size (viewport, 320, 240);
  assert_fits (viewport, 320, 240, 8.0);
}

static void
test_zoom_keeps_point (void)
{
  g_autoptr(GmpViewport) viewport = new_viewport ();
  const double points[][2] = { { 400, 200 }, { 123, 45 }, { 700, 390 }, { 250.5, 333.25 } };

  for (guint i = 0; i < G_N_ELEMENTS (points); i++)
    {
      double before_x, before_y, after_x, after_y, wx, wy;
      double zoom = gmp_viewport_get_zoom (viewport);

      gmp_viewport_widget_to_map (viewport, points[i][0], points[i][1], &before_x, &before_y);
      gmp_viewport_zoom_at (viewport, 1.5, points[i][0], points[i][1]);
      g_assert_cmpfloat_with_epsilon (gmp_viewport_get_zoom (viewport), zoom * 1.5, EPS);

      gmp_viewport_widget_to_map (viewport, points[i][0], points[i][1], &after_x, &after_y);
      g_assert_cmpfloat_with_epsilon (after_x, before_x, 1e-6);
      g_assert_cmpfloat_with_epsilon (after_y, before_y, 1e-6);

      gmp_viewport_map_to_widget (viewport, before_x, before_y, &wx, &wy);
      g_assert_cmpfloat_with_epsilon (wx, points[i][0], 1e-6);
      g_assert_cmpfloat_with_epsilon (wy, points[i][1], 1e-6);
    }

  /* Zooming back out around the same point returns to where we were. */
  {
    double cx, cy, cx2, cy2;

    gmp_viewport_fit (viewport);
    gmp_viewport_pan (viewport, 37, -21);
    gmp_viewport_get_center (viewport, &cx, &cy);
    gmp_viewport_zoom_at (viewport, 2.0, 300, 150);
    gmp_viewport_zoom_at (viewport, 0.5, 300, 150);
    gmp_viewport_get_center (viewport, &cx2, &cy2);
    g_assert_cmpfloat_with_epsilon (cx2, cx, 1e-6);
    g_assert_cmpfloat_with_epsilon (cy2, cy, 1e-6);
  }
}

static void
test_clamp (void)
{
  g_autoptr(GmpViewport) viewport = new_viewport ();
  double x, y;

  g_assert_cmpfloat (gmp_viewport_get_min_zoom (viewport), <, 1.0);
  g_assert_cmpfloat (gmp_viewport_get_max_zoom (viewport), >, 1.0);

  gmp_viewport_set_zoom (viewport, 1000);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, gmp_viewport_get_max_zoom (viewport));
  gmp_viewport_zoom_at (viewport, 2.0, 10, 10);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, gmp_viewport_get_max_zoom (viewport));

  gmp_viewport_set_zoom (viewport, 0.0001);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, gmp_viewport_get_min_zoom (viewport));

  gmp_viewport_set_zoom_range (viewport, 2.0, 4.0);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 2.0);
  gmp_viewport_set_zoom (viewport, 3.0);
  gmp_viewport_set_zoom_range (viewport, 1.0, 2.5);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 2.5);

  /* Nonsense factors change nothing. */
  gmp_viewport_zoom_at (viewport, 0.0, 10, 10);
  gmp_viewport_zoom_at (viewport, -2.0, 10, 10);
  gmp_viewport_zoom_at (viewport, NAN, 10, 10);
  g_assert_cmpfloat (gmp_viewport_get_zoom (viewport), ==, 2.5);

  /* The centre stays on the map however far it is dragged. */
  gmp_viewport_pan (viewport, 1e6, -1e6);
  gmp_viewport_get_center (viewport, &x, &y);
  g_assert_cmpfloat (x, ==, 0.0);
  g_assert_cmpfloat (y, ==, 720.0);
  gmp_viewport_set_center (viewport, 5000, -3);
  gmp_viewport_get_center (viewport, &x, &y);
  g_assert_cmpfloat (x, ==, 900.0);
  g_assert_cmpfloat (y, ==, 0.0);
}

static void
test_pan (void)
{
  g_autoptr(GmpViewport) viewport = new_viewport ();
  double before_x, before_y, after_x, after_y, cx, cy;

  gmp_viewport_set_zoom (viewport, 2.0);
  gmp_viewport_map_to_widget (viewport, 450, 360, &before_x, &before_y);
  gmp_viewport_pan (viewport, 30, -12.5);
  gmp_viewport_map_to_widget (viewport, 450, 360, &after_x, &after_y);

  /* The map moves with the pointer, pixel for pixel. */
  g_assert_cmpfloat_with_epsilon (after_x - before_x, 30, 1e-9);
  g_assert_cmpfloat_with_epsilon (after_y - before_y, -12.5, 1e-9);

  gmp_viewport_get_center (viewport, &cx, &cy);
  g_assert_cmpfloat_with_epsilon (cx, 450 - 30 / gmp_viewport_get_scale (viewport), 1e-9);
  g_assert_cmpfloat_with_epsilon (cy, 360 + 12.5 / gmp_viewport_get_scale (viewport), 1e-9);
}

static void
test_transform_round_trip (void)
{
  g_autoptr(GmpViewport) viewport = new_viewport ();
  double offset_x, offset_y;

  gmp_viewport_zoom_at (viewport, 2.7, 613, 77);
  gmp_viewport_pan (viewport, -41, 19);
  gmp_viewport_get_offset (viewport, &offset_x, &offset_y);

  for (double mx = -100; mx <= 1000; mx += 137.5)
    for (double my = -50; my <= 800; my += 91.25)
      {
        double wx, wy, bx, by;

        gmp_viewport_map_to_widget (viewport, mx, my, &wx, &wy);
        /* The render options' form of the same transform agrees. */
        g_assert_cmpfloat_with_epsilon (wx, mx * gmp_viewport_get_scale (viewport) + offset_x, 1e-6);
        g_assert_cmpfloat_with_epsilon (wy, my * gmp_viewport_get_scale (viewport) + offset_y, 1e-6);
        gmp_viewport_widget_to_map (viewport, wx, wy, &bx, &by);
        g_assert_cmpfloat_with_epsilon (bx, mx, 1e-6);
        g_assert_cmpfloat_with_epsilon (by, my, 1e-6);
      }
}

static void
count_notify (GObject    *object,
              GParamSpec *pspec,
              guint      *count)
{
  (*count)++;
}

static void
test_notify (void)
{
  g_autoptr(GmpViewport) viewport = new_viewport ();
  guint zoom_notifies = 0;

  g_signal_connect (viewport, "notify::zoom", G_CALLBACK (count_notify), &zoom_notifies);
  gmp_viewport_set_zoom (viewport, 2.0);
  g_assert_cmpuint (zoom_notifies, ==, 1);
  gmp_viewport_set_zoom (viewport, 2.0);
  g_assert_cmpuint (zoom_notifies, ==, 1);
  g_object_set (viewport, "zoom", 3.0, NULL);
  g_assert_cmpuint (zoom_notifies, ==, 2);
  gmp_viewport_fit (viewport);
  g_assert_cmpuint (zoom_notifies, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/viewport/fit", test_fit);
  g_test_add_func ("/ui/viewport/fit-contains-map", test_fit_contains_map);
  g_test_add_func ("/ui/viewport/zoom-keeps-point", test_zoom_keeps_point);
  g_test_add_func ("/ui/viewport/clamp", test_clamp);
  g_test_add_func ("/ui/viewport/pan", test_pan);
  g_test_add_func ("/ui/viewport/transform-round-trip", test_transform_round_trip);
  g_test_add_func ("/ui/viewport/notify", test_notify);

  return g_test_run ();
}
