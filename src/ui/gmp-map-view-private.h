/* gmp-map-view-private.h: what the map view's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The map view is one class in four files, split by concern around this
 * struct, as GNOME Text Editor splits its window: gmp-map-view.c (the
 * object, its state and API), gmp-map-view-input.c (pointer, wheel, touch
 * and keys), gmp-map-view-draw.c (size and frames), gmp-map-view-moves.c
 * (moving the picked units, the editor's keyboard move, what a city tells),
 * gmp-map-view-advice.c (the computer player's advice laid over the map).
 */

#pragma once

#include "render/gmp-render.h"
#include "render/gmp-render-advice.h"
#include "render/gmp-render-cache.h"

#include "gmp-map-view.h"

G_BEGIN_DECLS

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
  GArray             *advice;          /* of GmpRenderAdvice, paths owned; NULL: none
                                        * (gmp-map-view-advice.c) */

  /* The board layer, kept per scale, scaled while a zoom is under way */
  GmpRenderCache     *cache;
  guint               settle_source;   /* a zoom's last frame, then a sharp one */
  guint               prepare_source;  /* when idle: the frame a zoom would scale */
  /* What the last sharp frame showed (gmp_render_content_hash()), on
   * which board: a change that shows the same draws nothing */
  guint               drawn_content;
  const GmpBoard     *drawn_board;

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
  guint               drawn : 1;       /* drawn_content is what the map shows */
};

/* gmp-map-view.c */
void     _gmp_map_view_fill_render_options (GmpMapView       *self,
                                            GmpRenderOptions *options);
void     _gmp_map_view_update_pointed_city (GmpMapView       *self);
void     _gmp_map_view_queue_draw_content  (GmpMapView       *self);
void     _gmp_map_view_update_accessible   (GmpMapView       *self);
GmpQuestion *_gmp_map_view_dup_question  (GmpMapView       *self);
/* Legal destinations of the picked units, lit while their formation moves */
void     _gmp_map_view_update_moves        (GmpMapView       *self);

/* gmp-map-view-picks.c */
gboolean _gmp_map_view_unit_can_be_picked  (GmpMapView       *self,
                                            guint             unit);
/* All the units that can move in the selected city (Rules note 4) */
void     _gmp_map_view_pick_default_units  (GmpMapView       *self);
/* What a click or Enter on city does: move there, open its combat, or select it */
void     _gmp_map_view_activate_city       (GmpMapView       *self,
                                            int               city);
void     _gmp_map_view_emit_selection_changed (GmpMapView    *self);

/* gmp-map-view-input.c */
/* The city whose dot, name, counters or badge is at (x, y), or GMP_NONE */
int      _gmp_map_view_city_at             (GmpMapView       *self,
                                            double            x,
                                            double            y);
void     _gmp_map_view_add_input_controllers (GmpMapView     *self);
void     _gmp_map_view_class_add_key_bindings (GtkWidgetClass *widget_class);

/* gmp-map-view-draw.c */
void     _gmp_map_view_measure             (GtkWidget        *widget,
                                            GtkOrientation    orientation,
                                            int               for_size,
                                            int              *minimum,
                                            int              *natural,
                                            int              *minimum_baseline,
                                            int              *natural_baseline);
void     _gmp_map_view_size_allocate       (GtkWidget        *widget,
                                            int               width,
                                            int               height,
                                            int               baseline);
void     _gmp_map_view_snapshot            (GtkWidget        *widget,
                                            GtkSnapshot      *snapshot);

/* gmp-map-view-advice.c: draws the advice, if any, over the frame */
void     _gmp_map_view_draw_advice         (GmpMapView       *self,
                                            cairo_t          *cr);

G_END_DECLS
