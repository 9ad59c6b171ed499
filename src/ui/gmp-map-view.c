/* gmp-map-view.c: the map, drawn by src/render/, with zoom, pan and selection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <math.h>

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"

#include "gmp-city-description.h"
#include "gmp-focus-ring.h"
#include "gmp-map-view-private.h"
#include "gmp-move-odds.h"
#include "gmp-tell.h"

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

void
_gmp_map_view_emit_selection_changed (GmpMapView *self)
{
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}


void
_gmp_map_view_fill_render_options (GmpMapView       *self,
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

GmpQuestion *
_gmp_map_view_dup_question (GmpMapView *self)
{
  return gmp_session_get_question (gmp_game_get_session (self->game));
}

/* Legal destinations of the picked units light up with their cost, while
 * their formation moves (Rules notes 4, 7, 8) */
void
_gmp_map_view_update_moves (GmpMapView *self)
{
  g_autoptr(GmpQuestion) question = NULL;

  g_clear_pointer (&self->moves, gmp_move_options_free);
  g_array_set_size (self->highlight_cities, 0);
  g_array_set_size (self->highlight_costs, 0);
  g_ptr_array_set_size (self->highlight_odds, 0);

  if (self->game != NULL && self->picked->len > 0 && !self->edit_mode)
    {
      question = _gmp_map_view_dup_question (self);
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
  _gmp_map_view_update_accessible (self);
  g_signal_emit (self, signals[MOVES_CHANGED], 0);
  _gmp_map_view_queue_draw_content (self);
}

/* The game or the picked units changed: the map is drawn again only when
 * it would show something else. An answer that moves, flips or marks
 * nothing (a chit drawn, a question passed) leaves the map's last frame as
 * it was, and its frame paints only what changed in the side panel (issue
 * 16). The scale, offset, focus ring and advice draw on their own. */
void
_gmp_map_view_queue_draw_content (GmpMapView *self)
{
  GmpRenderOptions options;

  if (self->drawn && self->game != NULL && self->drawn_board == gmp_game_get_board (self->game))
    {
      _gmp_map_view_fill_render_options (self, &options);
      if (gmp_render_content_hash (gmp_game_get_state (self->game), &options) == self->drawn_content)
        return;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The city the pointer is on, else the keyboard's: the one the side
 * panel's destination info describes */
void
_gmp_map_view_update_pointed_city (GmpMapView *self)
{
  int city = self->pointer_inside ? _gmp_map_view_city_at (self, self->pointer_x, self->pointer_y) : GMP_NONE;

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
  question = _gmp_map_view_dup_question (self);
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
void
_gmp_map_view_update_accessible (GmpMapView *self)
{
  g_autofree char *description = NULL;
  int city = self->focus_city != GMP_NONE ? self->focus_city : self->selected_city;
  GmpMapFocus focus;

  if (self->game == NULL || city == GMP_NONE)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }

  focus = (GmpMapFocus) { self->game, self->selected_city, (const guint *) self->picked->data,
                          self->picked->len, self->moves, self->edit_mode, self->move_armed };
  description = gmp_city_description_for_map (&focus, (guint) city);
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
  _gmp_map_view_pick_default_units (self);
  update_combats (self);
  _gmp_map_view_update_moves (self);
  _gmp_map_view_update_accessible (self);
  _gmp_map_view_update_pointed_city (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
  _gmp_map_view_queue_draw_content (self);
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
    city = _gmp_map_view_city_at (self, x, y);
  if (city == GMP_NONE)
    return FALSE;

  {
    g_autofree char *text = gmp_map_view_dup_city_tooltip (self, (guint) city);

    gtk_tooltip_set_text (tooltip, text);
  }
  return TRUE;
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
  g_clear_pointer (&self->advice, g_array_unref);

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

static void
gmp_map_view_class_init (GmpMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_map_view_dispose;
  object_class->finalize = gmp_map_view_finalize;
  object_class->get_property = gmp_map_view_get_property;
  object_class->set_property = gmp_map_view_set_property;

  widget_class->measure = _gmp_map_view_measure;
  widget_class->size_allocate = _gmp_map_view_size_allocate;
  widget_class->snapshot = _gmp_map_view_snapshot;
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

  _gmp_map_view_class_add_key_bindings (widget_class);

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

  _gmp_map_view_add_input_controllers (self);

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
    {
      g_clear_signal_handler (&self->changed_handler, self->game);
      /* Another game on the same board keeps the board's image: its
       * Forts' damage is drawn with the state (issue 16) */
      if (game == NULL || gmp_game_get_board (self->game) != gmp_game_get_board (game))
        gmp_render_cache_clear (self->cache);
    }
  g_set_object (&self->game, game);
  /* Another game is drawn whatever it shows */
  self->drawn = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));

  if (game != NULL)
    {
      GmpBoard *board = gmp_game_get_board (game);

      self->changed_handler = g_signal_connect_swapped (game, "changed",
                                                        G_CALLBACK (on_game_changed), self);
      gmp_viewport_set_map_size (self->viewport, board->width, board->height);
    }

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
  _gmp_map_view_pick_default_units (self);
  _gmp_map_view_update_moves (self);
  _gmp_map_view_update_accessible (self);
  _gmp_map_view_update_pointed_city (self);
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

  city = _gmp_map_view_city_at (self, x, y);
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
  city = _gmp_map_view_city_at (self, x, y);
  if (city != GMP_NONE)
    self->focus_city = city;
  _gmp_map_view_activate_city (self, city);
}

/* What a click or Enter on city does: move there, open its combat, or select it */
void
_gmp_map_view_activate_city (GmpMapView *self,
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

const GmpMoveOptions *
gmp_map_view_get_move_options (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  return self->moves;
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
  _gmp_map_view_update_accessible (self);
  _gmp_map_view_update_pointed_city (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
gmp_map_view_get_pointed_city (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  return self->pointed_city;
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
  _gmp_map_view_pick_default_units (self);
  _gmp_map_view_update_moves (self);
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
  _gmp_map_view_pick_default_units (self);
  update_combats (self);
  _gmp_map_view_update_moves (self);
  g_signal_emit (self, signals[SELECTION_CHANGED], 0);
}

int
gmp_map_view_city_at (GmpMapView *self,
                      double      x,
                      double      y)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), GMP_NONE);

  return _gmp_map_view_city_at (self, x, y);
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
