/* gmp-map-view.c: the map, drawn by src/render/, with zoom, pan and selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "render/gmp-render.h"

#include "gmp-map-view.h"

#define ZOOM_STEP       1.25   /* keyboard, buttons, double click */
#define WHEEL_ZOOM_STEP 1.15   /* one notch of a mouse wheel */
#define PAN_STEP        64.0   /* arrow keys, widget pixels */

struct _GmpMapView
{
  GtkWidget           parent_instance;

  /* Owned references */
  GmpGame            *game;
  GmpViewport        *viewport;
  GSimpleActionGroup *actions;
  gulong              changed_handler;

  int                 selected_city;

  /* Pointer and gesture tracking */
  double              pointer_x;
  double              pointer_y;
  double              drag_last_x;
  double              drag_last_y;
  double              pinch_start_zoom;

  guint               pointer_inside : 1;
};

G_DEFINE_FINAL_TYPE (GmpMapView, gmp_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SELECTED_CITY,
  PROP_VIEWPORT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
fill_render_options (GmpMapView       *self,
                     GmpRenderOptions *options)
{
  gmp_render_options_init (options);
  options->scale = gmp_viewport_get_scale (self->viewport);
  gmp_viewport_get_offset (self->viewport, &options->offset_x, &options->offset_y);
  options->selected_city = self->selected_city;
}

static void
update_actions (GmpMapView *self)
{
  double zoom = gmp_viewport_get_zoom (self->viewport);
  gboolean has_game = self->game != NULL;
  GAction *action;

  action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "zoom-in");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               has_game && zoom < gmp_viewport_get_max_zoom (self->viewport));
  action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "zoom-out");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               has_game && zoom > gmp_viewport_get_min_zoom (self->viewport));
  action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "fit");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), has_game);
  action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "pan");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), has_game);
}

static void
update_accessible (GmpMapView *self)
{
  GmpBoard *board;

  if (self->game == NULL || self->selected_city == GMP_NONE)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  board = gmp_game_get_board (self->game);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  board->cities[self->selected_city].name,
                                  -1);
}

/* Keyboard and button zoom goes around the pointer when it is over the map. */
static void
zoom_by (GmpMapView *self,
         double      factor)
{
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (self->pointer_inside)
    {
      x = self->pointer_x;
      y = self->pointer_y;
    }
  gmp_viewport_zoom_at (self->viewport, factor, x, y);
}

static void
on_viewport_notify (GmpMapView *self)
{
  update_actions (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_game_changed (GmpMapView *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_zoom_in_activate (GSimpleAction *action,
                     GVariant      *param,
                     gpointer       user_data)
{
  zoom_by (GMP_MAP_VIEW (user_data), ZOOM_STEP);
}

static void
on_zoom_out_activate (GSimpleAction *action,
                      GVariant      *param,
                      gpointer       user_data)
{
  zoom_by (GMP_MAP_VIEW (user_data), 1.0 / ZOOM_STEP);
}

static void
on_fit_activate (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  gmp_viewport_fit (GMP_MAP_VIEW (user_data)->viewport);
}

static void
on_pan_activate (GSimpleAction *action,
                 GVariant      *param,
                 gpointer       user_data)
{
  double dx, dy;

  g_variant_get (param, "(dd)", &dx, &dy);
  gmp_viewport_pan (GMP_MAP_VIEW (user_data)->viewport, dx, dy);
}

static void
on_motion_enter (GtkEventControllerMotion *motion,
                 double                    x,
                 double                    y,
                 GmpMapView               *self)
{
  self->pointer_inside = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
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
}

static void
on_motion_leave (GtkEventControllerMotion *motion,
                 GmpMapView               *self)
{
  self->pointer_inside = FALSE;
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
  self->pinch_start_zoom = gmp_viewport_get_zoom (self->viewport);
}

static void
on_zoom_scale_changed (GtkGestureZoom *gesture,
                       double          scale,
                       GmpMapView     *self)
{
  double x, y;

  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y))
    return;

  gmp_viewport_zoom_at (self->viewport,
                        self->pinch_start_zoom * scale / gmp_viewport_get_zoom (self->viewport),
                        x, y);
}

static void
on_drag_drag_begin (GtkGestureDrag *drag,
                    double          x,
                    double          y,
                    GmpMapView     *self)
{
  self->drag_last_x = 0;
  self->drag_last_y = 0;
}

static void
on_drag_drag_update (GtkGestureDrag *drag,
                     double          offset_x,
                     double          offset_y,
                     GmpMapView     *self)
{
  if (gtk_drag_check_threshold (GTK_WIDGET (self), 0, 0, (int) offset_x, (int) offset_y))
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
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static void
on_click_pressed (GtkGestureClick *click,
                  int              n_press,
                  double           x,
                  double           y,
                  GmpMapView      *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
on_click_released (GtkGestureClick *click,
                   int              n_press,
                   double           x,
                   double           y,
                   GmpMapView      *self)
{
  if (n_press == 1)
    gmp_map_view_select_at (self, x, y);
  else if (n_press == 2)
    gmp_viewport_zoom_at (self->viewport, ZOOM_STEP, x, y);
}

static gboolean
clear_selection (GtkWidget *widget,
                 GVariant  *args,
                 gpointer   user_data)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);

  if (self->selected_city == GMP_NONE)
    return FALSE;
  gmp_map_view_set_selected_city (self, GMP_NONE);
  return TRUE;
}

static gboolean
gmp_map_view_query_tooltip (GtkWidget  *widget,
                            int         x,
                            int         y,
                            gboolean    keyboard_mode,
                            GtkTooltip *tooltip)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);
  GmpRenderOptions options;
  GmpBoard *board;
  int city;

  if (self->game == NULL)
    return FALSE;

  board = gmp_game_get_board (self->game);
  if (keyboard_mode)
    {
      city = self->selected_city;
    }
  else
    {
      fill_render_options (self, &options);
      city = gmp_render_city_at (board, &options, x, y);
    }
  if (city == GMP_NONE)
    return FALSE;

  gtk_tooltip_set_text (tooltip, board->cities[city].name);
  return TRUE;
}

static void
gmp_map_view_measure (GtkWidget      *widget,
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

static void
gmp_map_view_size_allocate (GtkWidget *widget,
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
gmp_map_view_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GmpMapView *self = GMP_MAP_VIEW (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GmpRenderOptions options;
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  fill_render_options (self, &options);

  /* The snapshot gives a surface at the monitor's scale: sharp on HiDPI. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gmp_render_map (cr, gmp_game_get_board (self->game), gmp_game_get_state (self->game), &options);
  cairo_destroy (cr);
}

static void
gmp_map_view_dispose (GObject *object)
{
  GmpMapView *self = GMP_MAP_VIEW (object);

  gmp_map_view_set_game (self, NULL);
  if (self->viewport != NULL)
    g_signal_handlers_disconnect_by_data (self->viewport, self);
  g_clear_object (&self->viewport);
  g_clear_object (&self->actions);

  G_OBJECT_CLASS (gmp_map_view_parent_class)->dispose (object);
}

static void
gmp_map_view_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  GmpMapView *self = GMP_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, gmp_map_view_get_game (self));
      break;

    case PROP_SELECTED_CITY:
      g_value_set_int (value, gmp_map_view_get_selected_city (self));
      break;

    case PROP_VIEWPORT:
      g_value_set_object (value, gmp_map_view_get_viewport (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_map_view_set_property (GObject      *object,
                           guint         prop_id,
                           const GValue *value,
                           GParamSpec   *pspec)
{
  GmpMapView *self = GMP_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmp_map_view_set_game (self, g_value_get_object (value));
      break;

    case PROP_SELECTED_CITY:
      gmp_map_view_set_selected_city (self, g_value_get_int (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_map_view_class_init (GmpMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_map_view_dispose;
  object_class->get_property = gmp_map_view_get_property;
  object_class->set_property = gmp_map_view_set_property;

  widget_class->measure = gmp_map_view_measure;
  widget_class->size_allocate = gmp_map_view_size_allocate;
  widget_class->snapshot = gmp_map_view_snapshot;
  widget_class->query_tooltip = gmp_map_view_query_tooltip;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         GMP_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_SELECTED_CITY] =
    g_param_spec_int ("selected-city", NULL, NULL,
                      GMP_NONE, G_MAXINT, GMP_NONE,
                      (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL,
                         GMP_TYPE_VIEWPORT,
                         (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Arrows move the view: the map slides the other way. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, 0, "map.pan", "(dd)", PAN_STEP, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Right, 0, "map.pan", "(dd)", -PAN_STEP, 0.0);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, 0, "map.pan", "(dd)", 0.0, PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, 0, "map.pan", "(dd)", 0.0, -PAN_STEP);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, 0, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, 0, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, 0, "map.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, 0, "map.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, 0, "map.zoom-out", NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, clear_selection, NULL);

  gtk_widget_class_set_css_name (widget_class, "map-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
gmp_map_view_init (GmpMapView *self)
{
  static const GActionEntry entries[] = {
    { "zoom-in", on_zoom_in_activate },
    { "zoom-out", on_zoom_out_activate },
    { "fit", on_fit_activate },
    { "pan", on_pan_activate, "(dd)" },
  };
  GtkEventController *controller;
  GtkGesture *gesture;

  self->selected_city = GMP_NONE;

  self->viewport = gmp_viewport_new ();
  g_signal_connect_swapped (self->viewport, "notify", G_CALLBACK (on_viewport_notify), self);

  self->actions = g_simple_action_group_new ();
  g_action_map_add_action_entries (G_ACTION_MAP (self->actions), entries, G_N_ELEMENTS (entries), self);
  gtk_widget_insert_action_group (GTK_WIDGET (self), "map", G_ACTION_GROUP (self->actions));
  update_actions (self);

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
  g_signal_connect (gesture, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (gesture));

  gesture = gtk_gesture_drag_new ();
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

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Map"),
                                  -1);
}

GtkWidget *
gmp_map_view_new (void)
{
  return g_object_new (GMP_TYPE_MAP_VIEW, NULL);
}

GmpGame *
gmp_map_view_get_game (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  return self->game;
}

void
gmp_map_view_set_game (GmpMapView *self,
                       GmpGame    *game)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_handler, self->game);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      GmpBoard *board = gmp_game_get_board (game);

      self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                        G_CALLBACK (on_game_changed), self);
      gmp_viewport_set_map_size (self->viewport, board->width, board->height);
    }

  gmp_map_view_set_selected_city (self, GMP_NONE);
  update_actions (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

GmpViewport *
gmp_map_view_get_viewport (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  return self->viewport;
}

GActionGroup *
gmp_map_view_get_actions (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  return G_ACTION_GROUP (self->actions);
}

int
gmp_map_view_get_selected_city (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  return self->selected_city;
}

void
gmp_map_view_set_selected_city (GmpMapView *self,
                                int         city)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (self->game == NULL || city < 0 || (guint) city >= gmp_game_get_board (self->game)->n_cities)
    city = GMP_NONE;
  if (self->selected_city == city)
    return;

  self->selected_city = city;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_CITY]);
}

int
gmp_map_view_select_at (GmpMapView *self,
                        double      x,
                        double      y)
{
  GmpRenderOptions options;
  int city;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  if (self->game == NULL)
    return GMP_NONE;

  fill_render_options (self, &options);
  city = gmp_render_city_at (gmp_game_get_board (self->game), &options, x, y);
  gmp_map_view_set_selected_city (self, city);

  return city;
}
