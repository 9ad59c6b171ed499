/* gmp-map-view-input.c: what hands and keys do on the map: pointer, wheel, touch, keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include "gmp-map-view-private.h"

static void
on_motion_enter (GtkEventControllerMotion *motion,
                 double                    x,
                 double                    y,
                 GmpMapView               *self)
{
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  _gmp_map_view_update_pointed_city (self);
}

static void
on_motion_motion (GtkEventControllerMotion *motion,
                  double                    x,
                  double                    y,
                  GmpMapView               *self)
{
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  _gmp_map_view_update_pointed_city (self);
}

static void
on_motion_leave (GtkEventControllerMotion *motion,
                 GmpMapView               *self)
{
  self->pointer_inside = FALSE;
  _gmp_map_view_update_pointed_city (self);
}

static gboolean
on_scroll_scroll (GtkEventControllerScroll *scroll,
                  double                    dx,
                  double                    dy,
                  GmpMapView               *self)
{
  GdkModifierType state;
  double factor;

  if (self->game == NULL)
    return FALSE;

  state = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (scroll));

  /* Touchpads scroll in pixels: two fingers pan, as in Maps; pinch or
   * ctrl zooms. Mouse wheels zoom. */
  if (gtk_event_controller_scroll_get_unit (scroll) == GDK_SCROLL_UNIT_SURFACE)
    {
      if (!(state & GDK_CONTROL_MASK))
        {
          gmp_viewport_pan (self->viewport, -dx, -dy);
          return TRUE;
        }
      factor = pow (1.01, -dy);
    }
  else
    {
      if (dy == 0)
        return FALSE;
      factor = pow (WHEEL_ZOOM_STEP, -dy);
    }

  gmp_viewport_zoom_at (self->viewport, factor, self->pointer_x, self->pointer_y);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture       *gesture,
               GdkEventSequence *sequence,
               GmpMapView       *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (gesture, &x, &y))
    return;
  /* Two fingers: a pinch, not a one-finger pan or a drag of units */
  gtk_event_controller_reset (GTK_EVENT_CONTROLLER (self->drag_gesture));
  self->pinched = TRUE;
  gmp_viewport_pinch_begin (self->viewport, x, y);
}

/* Each move of the fingers, whether their distance changed (a zoom) or
 * only their centre (a two-finger pan) */
static void
on_zoom_update (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                GmpMapView       *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (gesture, &x, &y))
    return;
  gmp_viewport_pinch_update (self->viewport,
                             gtk_gesture_zoom_get_scale_delta (GTK_GESTURE_ZOOM (gesture)), x, y);
}

/* A stack whose units can move now (or anything in edit mode): a drag that
 * starts there carries the picked units, not the map */
static gboolean
city_has_movable_units (GmpMapView *self,
                        int         city)
{
  const GmpState *state;
  guint ids[64];
  guint n;

  if (self->game == NULL || city == GMP_NONE)
    return FALSE;
  if (city == self->selected_city)
    return self->picked->len > 0;
  state = gmp_game_get_state (self->game);
  n = gmp_state_units_in_city (state, (guint) city, GMP_N_SIDES, ids, G_N_ELEMENTS (ids));
  for (guint i = 0; i < n; i++)
    if (_gmp_map_view_unit_can_be_picked (self, ids[i]))
      return TRUE;
  return FALSE;
}

int
_gmp_map_view_city_at (GmpMapView *self,
         double      x,
         double      y)
{
  GmpRenderOptions options;

  if (self->game == NULL)
    return GMP_NONE;
  _gmp_map_view_fill_render_options (self, &options);
  /* The city's dot, name, counters or badge (issue 17) */
  return gmp_render_cache_city_at (self->cache, gmp_game_get_board (self->game),
                                   gmp_game_get_state (self->game), &options, x, y);
}

static void
on_drag_drag_begin (GtkGestureDrag *drag,
                    double          x,
                    double          y,
                    GmpMapView     *self)
{
  int city = _gmp_map_view_city_at (self, x, y);

  self->drag_last_x = 0;
  self->drag_last_y = 0;
  self->drag_start_x = x;
  self->drag_start_y = y;
  self->dragging_units = FALSE;
  self->drag_city = city_has_movable_units (self, city) ? city : GMP_NONE;
}

/* Past the threshold, a drag from a movable stack picks it up: its units
 * picked by default (Rules note 4), or those picked in the panel */
static void
start_dragging_units (GmpMapView *self)
{
  self->dragging_units = TRUE;
  if (self->selected_city != self->drag_city)
    gmp_map_view_set_selected_city (self, self->drag_city);
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
on_drag_drag_update (GtkGestureDrag *drag,
                     double          offset_x,
                     double          offset_y,
                     GmpMapView     *self)
{
  gboolean past = gtk_drag_check_threshold (GTK_WIDGET (self), 0, 0, (int) offset_x, (int) offset_y);

  if (self->drag_city != GMP_NONE)
    {
      if (past && !self->dragging_units)
        start_dragging_units (self);
      self->drag_last_x = offset_x;
      self->drag_last_y = offset_y;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (past)
    gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");

  gmp_viewport_pan (self->viewport, offset_x - self->drag_last_x, offset_y - self->drag_last_y);
  self->drag_last_x = offset_x;
  self->drag_last_y = offset_y;
}

static void
on_drag_drag_end (GtkGestureDrag *drag,
                  double          offset_x,
                  double          offset_y,
                  GmpMapView     *self)
{
  gboolean was_dragging = self->dragging_units;
  int from = self->drag_city;
  int to;

  self->dragging_units = FALSE;
  self->drag_city = GMP_NONE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  if (!was_dragging)
    return;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* Dropped on another city: a move there, or the core's refusal naming the rule */
  to = _gmp_map_view_city_at (self, self->drag_start_x + offset_x, self->drag_start_y + offset_y);
  if (to != GMP_NONE && to != from)
    {
      self->focus_city = to;
      gmp_map_view_move_to (self, (guint) to);
    }
}

static void
on_click_pressed (GtkGestureClick *click,
                  int              n_press,
                  double           x,
                  double           y,
                  GmpMapView      *self)
{
  self->press_x = x;
  self->press_y = y;
  if (n_press == 1)
    self->pinched = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick *click,
                   int              n_press,
                   double           x,
                   double           y,
                   GmpMapView      *self)
{
  /* The end of a drag (a pan, or units dropped on a city) or of a pinch
   * is no click; a tap is (touch: tap selects, tap on a lit city moves) */
  if (self->pinched)
    return;
  if (gtk_drag_check_threshold (GTK_WIDGET (self), (int) self->press_x, (int) self->press_y,
                                (int) x, (int) y))
    return;
  if (n_press == 1)
    gmp_map_view_click_at (self, x, y);
  else if (n_press == 2)
    gmp_viewport_zoom_at (self->viewport, ZOOM_STEP, x, y);
}

static gboolean
clear_selection (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);

  if (self->move_armed)
    {
      self->move_armed = FALSE;
      _gmp_map_view_update_accessible (self);
      return TRUE;
    }
  if (self->selected_city == GMP_NONE)
    return FALSE;
  gmp_map_view_set_selected_city (self, GMP_NONE);
  return TRUE;
}

static gboolean
move_focus_binding (GtkWidget *widget,
                    GVariant  *args,
                    gpointer   user_data)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);
  int dx, dy;

  if (self->game == NULL)
    return FALSE;
  g_variant_get (args, "(ii)", &dx, &dy);
  gmp_map_view_move_focus (self, dx, dy);
  return TRUE;
}

static gboolean
activate_focus_binding (GtkWidget *widget,
                        GVariant  *args,
                        gpointer   user_data)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);

  if (self->game == NULL || self->focus_city == GMP_NONE)
    return FALSE;
  gmp_map_view_activate_focus (self);
  return TRUE;
}

/* The nearest city within 60 degrees of the direction, weighing the
 * sideways distance double, so the arrows follow the map's layout */
void
gmp_map_view_move_focus (GmpMapView *self,
                         int         dx,
                         int         dy)
{
  const GmpBoard *board;
  const GmpCity *from;
  double best = G_MAXDOUBLE;
  int found = GMP_NONE;

  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (self->game == NULL)
    return;
  board = gmp_game_get_board (self->game);
  if (self->focus_city == GMP_NONE)
    {
      gmp_map_view_set_focus_city (self, self->selected_city != GMP_NONE ? self->selected_city : 0);
      return;
    }
  from = &board->cities[self->focus_city];
  for (guint i = 0; i < board->n_cities; i++)
    {
      double vx = board->cities[i].x - from->x;
      double vy = board->cities[i].y - from->y;
      double along = vx * dx + vy * dy;
      double across = fabs (vx * dy - vy * dx);
      double score;

      if ((int) i == self->focus_city || along <= 0 || across > along * 1.732)
        continue;
      score = along + 2.0 * across;
      if (score < best)
        {
          best = score;
          found = (int) i;
        }
    }
  if (found != GMP_NONE)
    gmp_map_view_set_focus_city (self, found);
}

void
gmp_map_view_activate_focus (GmpMapView *self)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (self->focus_city == GMP_NONE)
    return;
  _gmp_map_view_activate_city (self, self->focus_city);
}

void
_gmp_map_view_add_input_controllers (GmpMapView *self)
{
  GtkEventController *controller;
  GtkGesture *gesture;

  controller = gtk_event_controller_motion_new ();
  g_signal_connect (controller, "enter", G_CALLBACK (on_motion_enter), self);
  g_signal_connect (controller, "motion", G_CALLBACK (on_motion_motion), self);
  g_signal_connect (controller, "leave", G_CALLBACK (on_motion_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  controller = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (controller, "scroll", G_CALLBACK (on_scroll_scroll), self);
  gtk_widget_add_controller (GTK_WIDGET (self), controller);

  gesture = gtk_gesture_zoom_new ();
  g_signal_connect (gesture, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (gesture, "update", G_CALLBACK (on_zoom_update), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
  self->drag_gesture = gesture;
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (gesture, "drag-begin", G_CALLBACK (on_drag_drag_begin), self);
  g_signal_connect (gesture, "drag-update", G_CALLBACK (on_drag_drag_update), self);
  g_signal_connect (gesture, "drag-end", G_CALLBACK (on_drag_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (gesture), GDK_BUTTON_PRIMARY);
  g_signal_connect (gesture, "pressed", G_CALLBACK (on_click_pressed), self);
  g_signal_connect (gesture, "released", G_CALLBACK (on_click_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));
}

void
_gmp_map_view_class_add_key_bindings (GtkWidgetClass *widget_class)
{
  /* Arrows move the keyboard's city; with Ctrl they move the view (the map
   * slides the other way). */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, move_focus_binding, "(ii)", -1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, move_focus_binding, "(ii)", 1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, 0, move_focus_binding, "(ii)", 0, -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, 0, move_focus_binding, "(ii)", 0, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_focus_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_focus_binding, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_focus_binding, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_CONTROL_MASK, "map.pan", "(dd)", PAN_STEP, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, GDK_CONTROL_MASK, "map.pan", "(dd)", -PAN_STEP, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_CONTROL_MASK, "map.pan", "(dd)", 0.0, PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_CONTROL_MASK, "map.pan", "(dd)", 0.0, -PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "map.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "map.zoom-out", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, clear_selection, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, 0, "map.move-unit", "i", -1);
}
