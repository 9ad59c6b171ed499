/* gmp-map-view.c: the map, drawn by src/render/, with zoom, pan and selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"
#include "render/gmp-render.h"
#include "render/gmp-render-cache.h"

#include "gmp-city-description.h"
#include "gmp-focus-ring.h"
#include "gmp-map-view.h"
#include "gmp-move-odds.h"
#include "gmp-tell.h"

#define ZOOM_STEP       1.25   /* keyboard, buttons, double click */
#define WHEEL_ZOOM_STEP 1.15   /* one notch of a mouse wheel */
#define PAN_STEP        64.0   /* arrow keys, widget pixels */
#define SETTLE_MS       120    /* a zoom with no frame for this long has settled */

struct _GmpMapView
{
  GtkWidget           parent_instance;

  /* Owned references */
  GmpGame            *game;
  GmpViewport        *viewport;
  GSimpleActionGroup *actions;
  gulong              changed_handler;

  int                 selected_city;
  int                 focus_city;
  GArray             *picked;          /* of guint: units picked in the selected stack */
  GmpMoveOptions     *moves;           /* their legal destinations, or NULL */
  GArray             *highlight_cities;/* of guint, from moves */
  GArray             *highlight_costs; /* of guint */
  GPtrArray          *highlight_odds;  /* of char *: a battle's chance there, or NULL */
  int                 pointed_city;    /* under the pointer, else the keyboard's */
  GArray             *combat_cities;   /* of guint: combats to resolve (Rules note 4) */
  GArray             *problem_cities;  /* of guint: the editor's problems, marked */

  /* The board layer, kept per scale, scaled while a zoom is under way */
  GmpRenderCache     *cache;
  guint               settle_source;   /* a zoom's last frame, then a sharp one */
  guint               prepare_source;  /* when idle: the frame a zoom would scale */

  /* Pointer and gesture tracking */
  double              pointer_x;
  double              pointer_y;
  double              drag_last_x;
  double              drag_last_y;
  double              drag_start_x;
  double              drag_start_y;
  int                 drag_city;       /* the stack a drag of units starts from, or GMP_NONE */
  GtkGesture         *drag_gesture;    /* borrowed: a pinch cancels its drag */
  double              press_x;
  double              press_y;

  guint               pointer_inside : 1;
  guint               pinched : 1;     /* since the last press: its release is no tap */
  guint               sharp : 1;       /* the last frame drew the board sharp */
  guint               dragging_units : 1;
  guint               edit_mode : 1;
  guint               move_armed : 1;      /* the editor's keyboard move: Enter puts them there */
  guint               read_only : 1;   /* a position looked back at: nothing moves */
};

G_DEFINE_FINAL_TYPE (GmpMapView, gmp_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_SELECTED_CITY,
  PROP_VIEWPORT,
  PROP_EDIT_MODE,
  PROP_POINTED_CITY,
  N_PROPS
};

enum {
  SELECTION_CHANGED,
  COMBAT_ACTIVATED,
  EDIT_ACTIVATED,
  MOVES_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static int city_at (GmpMapView *self,
                    double      x,
                    double      y);

static void
fill_render_options (GmpMapView       *self,
                     GmpRenderOptions *options)
{
  gmp_render_options_init (options);
  options->scale = gmp_viewport_get_scale (self->viewport);
  gmp_viewport_get_offset (self->viewport, &options->offset_x, &options->offset_y);
  options->selected_city = self->selected_city;
  options->focus_city = self->focus_city;
  options->highlight_cities = (const guint *) self->highlight_cities->data;
  options->highlight_costs = (const guint *) self->highlight_costs->data;
  options->n_highlight = self->highlight_cities->len;
  options->highlight_labels = (const char *const *) self->highlight_odds->pdata;
  options->combat_cities = (const guint *) self->combat_cities->data;
  options->n_combat = self->combat_cities->len;
  options->problem_cities = (const guint *) self->problem_cities->data;
  options->n_problem = self->problem_cities->len;
  options->picked_units = (const guint *) self->picked->data;
  options->n_picked = self->picked->len;
}

static GmpQuestion *
dup_question (GmpMapView *self)
{
  return gmp_session_get_question (gmp_game_get_session (self->game));
}

static void update_accessible (GmpMapView *self);

/* Legal destinations of the picked units light up with their cost, while
 * their formation moves (Rules notes 4, 7, 8) */
static void
update_moves (GmpMapView *self)
{
  g_autoptr(GmpQuestion) question = NULL;

  g_clear_pointer (&self->moves, gmp_move_options_free);
  g_array_set_size (self->highlight_cities, 0);
  g_array_set_size (self->highlight_costs, 0);
  g_ptr_array_set_size (self->highlight_odds, 0);

  if (self->game != NULL && self->picked->len > 0 && !self->edit_mode)
    {
      question = dup_question (self);
      if (question->kind == GMP_QUESTION_MOVEMENT)
        self->moves = gmp_movement_query (gmp_game_get_state (self->game),
                                          (const guint *) self->picked->data, self->picked->len);
    }
  for (guint i = 0; self->moves != NULL && i < self->moves->n_targets; i++)
    {
      const GmpMoveTarget *target = &self->moves->targets[i];

      g_array_append_val (self->highlight_cities, target->city);
      g_array_append_val (self->highlight_costs, target->cost);
      /* A battle's chance on the map itself, beside its cost (issue 17;
       * the session's what-if odds, Rules note 24) */
      g_ptr_array_add (self->highlight_odds,
                       target->stops
                       ? gmp_move_odds_describe_chance (gmp_game_get_state (self->game),
                                                        (const guint *) self->picked->data,
                                                        self->picked->len, target->city)
                       : NULL);
    }
  /* The focused city's description says whether it is one of them */
  update_accessible (self);
  g_signal_emit (self, signals[MOVES_CHANGED], 0);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The city the pointer is on, else the keyboard's: the one the side
 * panel's destination info describes */
static void
update_pointed_city (GmpMapView *self)
{
  int city = self->pointer_inside ? city_at (self, self->pointer_x, self->pointer_y) : GMP_NONE;

  if (city == GMP_NONE)
    city = self->focus_city;
  if (city == self->pointed_city)
    return;
  self->pointed_city = city;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTED_CITY]);
}

/* Cities whose combat the acting player may choose now, or the one under way */
static void
update_combats (GmpMapView *self)
{
  g_autoptr(GmpQuestion) question = NULL;
  const GmpState *state;

  g_array_set_size (self->combat_cities, 0);
  if (self->game == NULL || self->read_only)
    return;
  state = gmp_game_get_state (self->game);
  question = dup_question (self);
  if (question->kind == GMP_QUESTION_COMBAT)
    {
      for (guint i = 0; i < question->answers->len; i++)
        {
          int city = g_array_index (question->answers, int, i);

          if (city >= 0)
            g_array_append_val (self->combat_cities, city);
        }
    }
  else if (gmp_turn_info_combat_under_way (state, question))
    {
      guint city = (guint) state->combat_city;

      g_array_append_val (self->combat_cities, city);
    }
}

static gboolean
unit_can_be_picked (GmpMapView *self,
                    guint       unit)
{
  const GmpState *state = gmp_game_get_state (self->game);
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);
  g_autoptr(GmpQuestion) question = NULL;

  if (self->read_only)
    return FALSE;
  if (self->edit_mode)
    return TRUE;
  if (state->board->unit_types[u->type].guard)
    return FALSE;   /* National Guards never move */
  question = dup_question (self);
  return question->kind == GMP_QUESTION_MOVEMENT && u->formation == state->active_formation;
}

/* All the units that can move in the selected city, by default (Rules note 4) */
static void
pick_default_units (GmpMapView *self)
{
  const GmpState *state;
  guint ids[64];
  guint n;

  g_array_set_size (self->picked, 0);
  if (self->game == NULL || self->selected_city == GMP_NONE)
    return;
  state = gmp_game_get_state (self->game);
  n = gmp_state_units_in_city (state, (guint) self->selected_city, GMP_N_SIDES, ids, G_N_ELEMENTS (ids));
  for (guint i = 0; i < n; i++)
    if (unit_can_be_picked (self, ids[i]))
      g_array_append_val (self->picked, ids[i]);
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
  action = g_action_map_lookup_action (G_ACTION_MAP (self->actions), "move-unit");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), has_game && self->edit_mode);
}

/* The city the keyboard or the pointer chose, what stands there and,
 * while a stack is picked, whether it can go there, at what cost and odds
 * (gmp-city-description.c) */
static void
update_accessible (GmpMapView *self)
{
  g_autofree char *description = NULL;
  int city = self->focus_city != GMP_NONE ? self->focus_city : self->selected_city;

  if (self->game == NULL || city == GMP_NONE)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  description = gmp_city_description_for_map (self, (guint) city);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
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
  /* Units may have moved, been eliminated or been added: pick again */
  pick_default_units (self);
  update_combats (self);
  update_moves (self);
  update_accessible (self);
  update_pointed_city (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
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

/* The editor's move by keyboard (issue 17): map.move-unit picks a unit
 * (-1: the selected stack), then the arrows and Enter choose where it goes */
static void
on_move_unit_activate (GSimpleAction *action,
                       GVariant      *param,
                       gpointer       user_data)
{
  GmpMapView *self = GMP_MAP_VIEW (user_data);

  gmp_map_view_begin_move (self, g_variant_get_int32 (param));
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
  update_pointed_city (self);
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
  update_pointed_city (self);
}

static void
on_motion_leave (GtkEventControllerMotion *motion,
                 GmpMapView               *self)
{
  self->pointer_inside = FALSE;
  update_pointed_city (self);
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
    if (unit_can_be_picked (self, ids[i]))
      return TRUE;
  return FALSE;
}

static int
city_at (GmpMapView *self,
         double      x,
         double      y)
{
  GmpRenderOptions options;

  if (self->game == NULL)
    return GMP_NONE;
  fill_render_options (self, &options);
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
  int city = city_at (self, x, y);

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
  to = city_at (self, self->drag_start_x + offset_x, self->drag_start_y + offset_y);
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
      update_accessible (self);
      return TRUE;
    }
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
  int city;

  if (self->game == NULL)
    return FALSE;

  if (keyboard_mode)
    city = self->focus_city != GMP_NONE ? self->focus_city : self->selected_city;
  else
    city = city_at (self, x, y);
  if (city == GMP_NONE)
    return FALSE;

  {
    g_autofree char *text = gmp_map_view_dup_city_tooltip (self, (guint) city);

    gtk_tooltip_set_text (tooltip, text);
  }
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
  update_pointed_city (self);
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
  fill_render_options (self, &options);
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
  fill_render_options (self, &options);
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

static void
gmp_map_view_snapshot (GtkWidget   *widget,
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

  fill_render_options (self, &options);

  /* The snapshot gives a surface at the monitor's scale: sharp on HiDPI. */
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  self->sharp = gmp_render_cache_draw (self->cache, cr, gmp_game_get_board (self->game),
                                       gmp_game_get_state (self->game), &options, width, height,
                                       pixel_scale);
  if (!self->sharp)
    settle_later (self);
  else if (self->prepare_source == 0)
    self->prepare_source = g_idle_add_full (G_PRIORITY_LOW, on_prepare_idle, self, NULL);
  if (self->dragging_units)
    draw_dragged_units (self, cr);
  cairo_destroy (cr);
  gmp_focus_ring_snapshot (widget, snapshot);
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
  g_clear_pointer (&self->moves, gmp_move_options_free);
  g_clear_handle_id (&self->settle_source, g_source_remove);
  g_clear_handle_id (&self->prepare_source, g_source_remove);
  g_clear_pointer (&self->cache, gmp_render_cache_free);

  G_OBJECT_CLASS (gmp_map_view_parent_class)->dispose (object);
}

static void
gmp_map_view_finalize (GObject *object)
{
  GmpMapView *self = GMP_MAP_VIEW (object);

  g_clear_pointer (&self->picked, g_array_unref);
  g_clear_pointer (&self->highlight_cities, g_array_unref);
  g_clear_pointer (&self->highlight_costs, g_array_unref);
  g_clear_pointer (&self->highlight_odds, g_ptr_array_unref);
  g_clear_pointer (&self->combat_cities, g_array_unref);
  g_clear_pointer (&self->problem_cities, g_array_unref);

  G_OBJECT_CLASS (gmp_map_view_parent_class)->finalize (object);
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

    case PROP_EDIT_MODE:
      g_value_set_boolean (value, gmp_map_view_get_edit_mode (self));
      break;

    case PROP_POINTED_CITY:
      g_value_set_int (value, gmp_map_view_get_pointed_city (self));
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

    case PROP_EDIT_MODE:
      gmp_map_view_set_edit_mode (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void activate_city (GmpMapView *self,
                           int         city);

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

static void
gmp_map_view_class_init (GmpMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_map_view_dispose;
  object_class->finalize = gmp_map_view_finalize;
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

  properties[PROP_EDIT_MODE] =
    g_param_spec_boolean ("edit-mode", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_POINTED_CITY] =
    g_param_spec_int ("pointed-city", NULL, NULL,
                      GMP_NONE, G_MAXINT, GMP_NONE,
                      (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmpMapView::selection-changed:
   *
   * Another city was selected, or the game changed under the selection.
   */
  signals[SELECTION_CHANGED] =
    g_signal_new ("selection-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

  /**
   * GmpMapView::combat-activated:
   * @city: the combat's city
   *
   * A city marked with a combat was clicked: the window opens the combat.
   */
  signals[COMBAT_ACTIVATED] =
    g_signal_new ("combat-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);

  /**
   * GmpMapView::edit-activated:
   * @city: the city clicked or entered, or GMP_NONE
   *
   * In edit mode, a click or Enter on the map. A handler returning %TRUE
   * decides what it does; otherwise picked units move there.
   */
  signals[EDIT_ACTIVATED] =
    g_signal_new ("edit-activated",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 1, G_TYPE_INT);

  /**
   * GmpMapView::moves-changed:
   *
   * The picked units' legal destinations (and their odds) were worked out
   * again: another pick, a move, a new question.
   */
  signals[MOVES_CHANGED] =
    g_signal_new ("moves-changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);

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
    { "move-unit", on_move_unit_activate, "i" },
  };
  GtkEventController *controller;
  GtkGesture *gesture;

  self->selected_city = GMP_NONE;
  self->focus_city = GMP_NONE;
  self->cache = gmp_render_cache_new ();
  self->drag_city = GMP_NONE;
  self->picked = g_array_new (FALSE, FALSE, sizeof (guint));
  self->highlight_cities = g_array_new (FALSE, FALSE, sizeof (guint));
  self->highlight_costs = g_array_new (FALSE, FALSE, sizeof (guint));
  self->highlight_odds = g_ptr_array_new_with_free_func (g_free);
  self->pointed_city = GMP_NONE;
  self->combat_cities = g_array_new (FALSE, FALSE, sizeof (guint));
  self->problem_cities = g_array_new (FALSE, FALSE, sizeof (guint));

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

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gmp_focus_ring_watch (GTK_WIDGET (self));
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

  gmp_render_cache_clear (self->cache);
  self->focus_city = GMP_NONE;
  gmp_map_view_set_selected_city (self, GMP_NONE);
  update_combats (self);
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
  self->move_armed = FALSE;
  pick_default_units (self);
  update_moves (self);
  update_accessible (self);
  update_pointed_city (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_CITY]);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

int
gmp_map_view_select_at (GmpMapView *self,
                        double      x,
                        double      y)
{
  int city;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  if (self->game == NULL)
    return GMP_NONE;

  city = city_at (self, x, y);
  gmp_map_view_set_selected_city (self, city);

  return city;
}

void
gmp_map_view_click_at (GmpMapView *self,
                       double      x,
                       double      y)
{
  int city;

  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (self->game == NULL)
    return;
  city = city_at (self, x, y);
  if (city != GMP_NONE)
    self->focus_city = city;
  activate_city (self, city);
}

/* What a click or Enter on city does: move there, open its combat, or select it */
static void
activate_city (GmpMapView *self,
               int         city)
{
  gboolean handled = FALSE;

  /* The editor's keyboard move, armed: Enter on another city puts them there */
  if (self->edit_mode && self->move_armed && city != GMP_NONE && city != self->selected_city)
    {
      self->move_armed = FALSE;
      gmp_map_view_move_to (self, (guint) city);
      return;
    }
  /* The editor decides what a click does there (place a counter, select) */
  if (self->edit_mode)
    g_signal_emit (self, signals[EDIT_ACTIVATED], 0, city, &handled);
  if (handled)
    return;
  if (city != GMP_NONE && city != self->selected_city && self->picked->len > 0
      && (self->edit_mode || (self->moves != NULL
                              && gmp_move_options_find (self->moves, (guint) city) != NULL)))
    {
      gmp_map_view_move_to (self, (guint) city);
      return;
    }
  for (guint i = 0; city != GMP_NONE && i < self->combat_cities->len; i++)
    if (g_array_index (self->combat_cities, guint, i) == (guint) city)
      {
        g_signal_emit (self, signals[COMBAT_ACTIVATED], 0, city);
        return;
      }
  gmp_map_view_set_selected_city (self, city);
}

const guint *
gmp_map_view_get_picked_units (GmpMapView *self,
                               guint      *n_units)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  if (n_units != NULL)
    *n_units = self->picked->len;
  return (const guint *) self->picked->data;
}

gboolean
gmp_map_view_is_unit_picked (GmpMapView *self,
                             guint       unit)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  for (guint i = 0; i < self->picked->len; i++)
    if (g_array_index (self->picked, guint, i) == unit)
      return TRUE;
  return FALSE;
}

gboolean
gmp_map_view_can_pick_unit (GmpMapView *self,
                            guint       unit)
{
  const GmpState *state;
  const GmpUnit *u;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  if (self->game == NULL || self->selected_city == GMP_NONE)
    return FALSE;
  state = gmp_game_get_state (self->game);
  if (unit >= state->units->len)
    return FALSE;
  u = &g_array_index (state->units, GmpUnit, unit);
  return u->place == GMP_PLACE_MAP && u->city == self->selected_city
         && unit_can_be_picked (self, unit);
}

void
gmp_map_view_set_unit_picked (GmpMapView *self,
                              guint       unit,
                              gboolean    picked)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (picked == gmp_map_view_is_unit_picked (self, unit))
    return;
  if (picked)
    {
      if (!gmp_map_view_can_pick_unit (self, unit))
        return;
      g_array_append_val (self->picked, unit);
    }
  else
    {
      for (guint i = 0; i < self->picked->len; i++)
        if (g_array_index (self->picked, guint, i) == unit)
          {
            g_array_remove_index (self->picked, i);
            break;
          }
    }
  update_moves (self);
}

const GmpMoveOptions *
gmp_map_view_get_move_options (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  return self->moves;
}

/* The referee's correction: each picked unit to city, an edit the history
 * keeps like any action */
static gboolean
edit_move_to (GmpMapView  *self,
              guint        city,
              GError     **error)
{
  g_autoptr(GArray) units = g_array_copy (self->picked);
  const GmpState *state = gmp_game_get_state (self->game);

  for (guint i = 0; i < units->len; i++)
    {
      guint unit = g_array_index (units, guint, i);
      g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_UNIT);

      action->unit = (int) unit;
      action->city = (int) city;
      action->place = GMP_PLACE_MAP;
      action->value = g_array_index (state->units, GmpUnit, unit).reduced;
      if (!gmp_game_apply (self->game, action, error))
        return FALSE;
      state = gmp_game_get_state (self->game);
    }
  return TRUE;
}

gboolean
gmp_map_view_move_to (GmpMapView *self,
                      guint       city)
{
  g_autoptr(GError) error = NULL;
  const GmpMoveTarget *target;
  g_autoptr(GmpAction) action = NULL;
  gboolean ok;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  if (self->game == NULL || self->picked->len == 0 || self->read_only)
    return FALSE;
  if (self->edit_mode)
    ok = edit_move_to (self, city, &error);
  else
    {
      target = self->moves != NULL ? gmp_move_options_find (self->moves, city) : NULL;
      /* The path the map showed; a city it did not light up gets the
       * core's refusal, which names the rule */
      action = gmp_action_new_move ((const guint *) self->picked->data, self->picked->len,
                                    target != NULL ? target->path : NULL,
                                    target != NULL ? target->cost : 0, (int) city);
      ok = gmp_game_apply (self->game, action, &error);
    }
  if (!ok)
    {
      gmp_tell_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  /* The stack that moved stays selected where it arrived */
  gmp_map_view_set_selected_city (self, (int) city);
  return TRUE;
}

static const GmpMoveBlocked *
find_blocked (const GmpMoveOptions *moves,
              guint                 city)
{
  for (guint i = 0; moves != NULL && i < moves->n_blocked; i++)
    if (moves->blocked[i].city == city)
      return &moves->blocked[i];
  return NULL;
}

char *
gmp_map_view_dup_city_tooltip (GmpMapView *self,
                               guint       city)
{
  const GmpState *state;
  const GmpMoveTarget *target;
  const GmpMoveBlocked *blocked;
  g_autofree char *description = NULL;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  if (self->game == NULL)
    return NULL;
  state = gmp_game_get_state (self->game);
  g_return_val_if_fail (city < state->board->n_cities, NULL);

  description = gmp_turn_info_describe_city (state, city);
  target = self->moves != NULL ? gmp_move_options_find (self->moves, city) : NULL;
  if (target != NULL)
    {
      g_autofree char *odds = gmp_move_odds_describe (state, (const guint *) self->picked->data,
                                                      self->picked->len, city);
      g_autofree char *cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u MP to move here",
                                                            "%u MP to move here", target->cost),
                                               target->cost);

      if (odds != NULL)
        return g_strdup_printf ("%s\n%s\n%s", description, cost, odds);
      return g_strdup_printf ("%s\n%s", description, cost);
    }
  blocked = find_blocked (self->moves, city);
  if (blocked != NULL)
    return g_strdup_printf ("%s\n%s", description, gmp_move_reason_explain (blocked->reason));
  return g_steal_pointer (&description);
}

int
gmp_map_view_get_focus_city (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  return self->focus_city;
}

void
gmp_map_view_set_focus_city (GmpMapView *self,
                             int         city)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (self->game == NULL || city < 0 || (guint) city >= gmp_game_get_board (self->game)->n_cities)
    city = GMP_NONE;
  if (self->focus_city == city)
    return;
  self->focus_city = city;
  update_accessible (self);
  update_pointed_city (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
gmp_map_view_get_pointed_city (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  return self->pointed_city;
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
  activate_city (self, self->focus_city);
}

gboolean
gmp_map_view_get_edit_mode (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  return self->edit_mode;
}

void
gmp_map_view_set_edit_mode (GmpMapView *self,
                            gboolean    edit_mode)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  edit_mode = !!edit_mode;
  if (self->edit_mode == edit_mode)
    return;
  self->edit_mode = edit_mode;
  self->move_armed = FALSE;
  update_actions (self);
  pick_default_units (self);
  update_moves (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EDIT_MODE]);
}

gboolean
gmp_map_view_get_read_only (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  return self->read_only;
}

void
gmp_map_view_set_read_only (GmpMapView *self,
                            gboolean    read_only)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  read_only = !!read_only;
  if (self->read_only == read_only)
    return;
  self->read_only = read_only;
  pick_default_units (self);
  update_combats (self);
  update_moves (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

int
gmp_map_view_city_at (GmpMapView *self,
                      double      x,
                      double      y)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  return city_at (self, x, y);
}

void
gmp_map_view_set_problem_cities (GmpMapView  *self,
                                 const guint *cities,
                                 guint        n_cities)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));
  g_return_if_fail (cities != NULL || n_cities == 0);

  g_array_set_size (self->problem_cities, 0);
  if (n_cities > 0)
    g_array_append_vals (self->problem_cities, cities, n_cities);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const guint *
gmp_map_view_get_problem_cities (GmpMapView *self,
                                 guint      *n_cities)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  if (n_cities != NULL)
    *n_cities = self->problem_cities->len;
  return (const guint *) self->problem_cities->data;
}

void
gmp_map_view_show_city (GmpMapView *self,
                        guint       city)
{
  const GmpBoard *board;
  double x, y;

  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (self->game == NULL || city >= gmp_game_get_board (self->game)->n_cities)
    return;
  board = gmp_game_get_board (self->game);
  /* Only a city out of sight moves the view: a fitted map stays fitted */
  gmp_viewport_map_to_widget (self->viewport, board->cities[city].x, board->cities[city].y, &x, &y);
  if (x < 0 || y < 0 || x > gtk_widget_get_width (GTK_WIDGET (self))
      || y > gtk_widget_get_height (GTK_WIDGET (self)))
    gmp_viewport_set_center (self->viewport, board->cities[city].x, board->cities[city].y);
  self->focus_city = (int) city;
  gmp_map_view_set_selected_city (self, (int) city);
}

gboolean
gmp_map_view_get_sharp (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  return self->sharp;
}

gboolean
gmp_map_view_begin_move (GmpMapView *self,
                         int         unit)
{
  const GmpState *state;
  GtkRoot *root;
  int city = GMP_NONE;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  if (self->game == NULL || !self->edit_mode)
    return FALSE;
  state = gmp_game_get_state (self->game);
  if (unit >= 0 && (guint) unit < state->units->len)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);

      if (u->place == GMP_PLACE_MAP)
        city = u->city;
    }
  else if (unit < 0)
    city = self->selected_city;
  if (city == GMP_NONE)
    return FALSE;

  gmp_map_view_set_selected_city (self, city);
  if (unit >= 0)
    {
      g_array_set_size (self->picked, 0);
      g_array_append_val (self->picked, unit);
      g_signal_emit (self, signals[SELECTION_CHANGED], 0);
    }
  if (self->picked->len == 0)
    return FALSE;
  self->move_armed = TRUE;
  self->focus_city = city;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gmp_tell_toast (GTK_WIDGET (self), _("Choose where they go with the arrow keys, then press "
                                       "Enter; Escape keeps them here"));
  return TRUE;
}

gboolean
gmp_map_view_get_move_armed (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  return self->move_armed;
}

const char *
gmp_map_view_get_highlight_odds (GmpMapView *self,
                                 guint       city)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  for (guint i = 0; i < self->highlight_cities->len; i++)
    if (g_array_index (self->highlight_cities, guint, i) == city)
      return g_ptr_array_index (self->highlight_odds, i);
  return NULL;
}
