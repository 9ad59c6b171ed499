/* gmp-map-view.h: the map, drawn by src/render/, with zoom, pan, selection and moves
 *
 * A click or Enter on a legal destination moves the picked units there; so
 * does dragging them from their stack and dropping them on it. A drag that
 * starts where nothing can move pans the map.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"
#include "gmp-viewport.h"

G_BEGIN_DECLS

#define GMP_TYPE_MAP_VIEW (gmp_map_view_get_type ())

G_DECLARE_FINAL_TYPE (GmpMapView, gmp_map_view, GMP, MAP_VIEW, GtkWidget)

GtkWidget    *gmp_map_view_new               (void);
GmpGame      *gmp_map_view_get_game          (GmpMapView *self);
void          gmp_map_view_set_game          (GmpMapView *self,
                                              GmpGame    *game);
GmpViewport  *gmp_map_view_get_viewport      (GmpMapView *self);
/* The "map" actions (zoom-in, zoom-out, fit, pan): the window inserts them
 * too, so menus and shortcuts reach them wherever the focus is. */
GActionGroup *gmp_map_view_get_actions       (GmpMapView *self);
int           gmp_map_view_get_selected_city (GmpMapView *self);
void          gmp_map_view_set_selected_city (GmpMapView *self,
                                              int         city);
/* Selects the city under the widget point, or clears the selection. */
int           gmp_map_view_select_at         (GmpMapView *self,
                                              double      x,
                                              double      y);
/* A click at the widget point, as the pointer does: moves the picked units
 * to a legal destination there, opens the combat of a marked city, or
 * selects the city. */
void          gmp_map_view_click_at          (GmpMapView *self,
                                              double      x,
                                              double      y);

/* The units picked in the selected stack: when a formation moves, all its
 * units there by default (Rules note 4); in edit mode, every unit there. */
const guint  *gmp_map_view_get_picked_units  (GmpMapView *self,
                                              guint      *n_units);
gboolean      gmp_map_view_is_unit_picked    (GmpMapView *self,
                                              guint       unit);
gboolean      gmp_map_view_can_pick_unit     (GmpMapView *self,
                                              guint       unit);
void          gmp_map_view_set_unit_picked   (GmpMapView *self,
                                              guint       unit,
                                              gboolean    picked);
/* The legal destinations of the picked units, or NULL (gmp-movement.h). */
const GmpMoveOptions *gmp_map_view_get_move_options (GmpMapView *self);
/* Moves the picked units to city: a GMP_ACTION_MOVE along the cheapest
 * legal path, or in edit mode a referee's correction. */
gboolean      gmp_map_view_move_to           (GmpMapView *self,
                                              guint       city);
/* What hovering city shows: its MP cost and the odds of the battle the
 * move would start, why it is illegal, or what stands there. */
char         *gmp_map_view_dup_city_tooltip  (GmpMapView *self,
                                              guint       city);

/* The keyboard's city (arrow keys move it, Enter selects or moves there). */
int           gmp_map_view_get_focus_city    (GmpMapView *self);
/* The city under the pointer, else the keyboard's city, or GMP_NONE: what
 * the side panel's destination info describes ("pointed-city") */
int           gmp_map_view_get_pointed_city  (GmpMapView *self);
void          gmp_map_view_set_focus_city    (GmpMapView *self,
                                              int         city);
/* Moves the focus to the nearest city in the direction (dx, dy). */
void          gmp_map_view_move_focus        (GmpMapView *self,
                                              int         dx,
                                              int         dy);
/* Enter: moves the picked units to the focus city when it is a legal
 * destination, else selects it. */
void          gmp_map_view_activate_focus    (GmpMapView *self);

/* The editor's move by keyboard: picks unit (-1: every unit of the
 * selected stack), puts the focus on the map, and the next Enter on
 * another city moves them there; Escape lets go. Also map.move-unit and
 * the M key. FALSE when there is nothing to move. */
gboolean      gmp_map_view_begin_move        (GmpMapView *self,
                                              int         unit);
gboolean      gmp_map_view_get_move_armed    (GmpMapView *self);

/* The referee's override: every unit can be picked and put anywhere. */
gboolean      gmp_map_view_get_edit_mode     (GmpMapView *self);
void          gmp_map_view_set_edit_mode     (GmpMapView *self,
                                              gboolean    edit_mode);

/* A position only to look at (the history view's): no unit can be picked,
 * moved or fought with; cities can still be selected. */
gboolean      gmp_map_view_get_read_only     (GmpMapView *self);
void          gmp_map_view_set_read_only     (GmpMapView *self,
                                              gboolean    read_only);

/* The city under the widget point, or GMP_NONE (a drop's target). */
int           gmp_map_view_city_at           (GmpMapView *self,
                                              double      x,
                                              double      y);
/* Cities marked with a problem of the position (the editor's validation). */
void          gmp_map_view_set_problem_cities (GmpMapView  *self,
                                               const guint *cities,
                                               guint        n_cities);
const guint  *gmp_map_view_get_problem_cities (GmpMapView  *self,
                                               guint       *n_cities);
/* Selects city and brings it into view when it is outside it. */
void          gmp_map_view_show_city         (GmpMapView *self,
                                              guint       city);

/* The chance to win shown on the map beside a lit destination's cost
 * ("56 %"), or NULL where a move starts no battle (issue 17) */
const char   *gmp_map_view_get_highlight_odds (GmpMapView *self,
                                               guint       city);
/* TRUE when the last frame drew the board sharp; FALSE while a zoom is
 * under way and the last sharp frame is scaled (issue 17) */
gboolean      gmp_map_view_get_sharp         (GmpMapView *self);

/* The computer player's advice over the map (issue 21): for each suggestion
 * the path its stack would take (its city first, then each city entered),
 * or one city where the battle it chooses is fought, ranked 1, 2, 3… in
 * the order given; a NULL path: that suggestion has no place on the map.
 * n_paths 0 clears it. The view keeps copies. */
void          gmp_map_view_set_advice        (GmpMapView        *self,
                                              const GArray     **paths,
                                              guint              n_paths);
/* How many paths the map shows, and the index'th one's (tests) */
guint         gmp_map_view_get_n_advice      (GmpMapView        *self);
const guint  *gmp_map_view_get_advice_path   (GmpMapView        *self,
                                              guint              index,
                                              guint             *n_path);

G_END_DECLS
