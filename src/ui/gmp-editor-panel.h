/* gmp-editor-panel.h: the side panel of the window's editor mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * In editor mode this panel takes the turn panel's place beside the same
 * map. Its pages are a stack: "city" (the palette of counters and the
 * selected city's page) and whatever else is added with
 * gmp_editor_panel_add_page() (the state of the game: cup, tracks, turn).
 * Under them, always in sight, the problems of the position
 * (gmp_session_dup_problems()): each row its message, clicking one selects
 * its city on the map, and in editor mode each city with a problem is
 * marked on the map. Both follow every change of the game.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"
#include "gmp-city-editor.h"
#include "gmp-editor-palette.h"
#include "gmp-map-view.h"

G_BEGIN_DECLS

#define GMP_TYPE_EDITOR_PANEL (gmp_editor_panel_get_type ())

G_DECLARE_FINAL_TYPE (GmpEditorPanel, gmp_editor_panel, GMP, EDITOR_PANEL, GtkWidget)

GtkWidget        *gmp_editor_panel_new              (void);
void              gmp_editor_panel_set_game         (GmpEditorPanel *self,
                                                     GmpGame        *game);
/* The map whose selected city the panel edits and marks. */
void              gmp_editor_panel_set_map_view     (GmpEditorPanel *self,
                                                     GmpMapView     *map_view);
/* Editor mode on: the problems are marked on the map; off: the marks go. */
void              gmp_editor_panel_set_active       (GmpEditorPanel *self,
                                                     gboolean        active);
/* Adds a page to the panel's stack beside "city", with a switcher shown
 * once there are two pages. icon_name may be NULL. */
void              gmp_editor_panel_add_page         (GmpEditorPanel *self,
                                                     GtkWidget      *page,
                                                     const char     *name,
                                                     const char     *title,
                                                     const char     *icon_name);
/* Shows the page called name ("city", or one added). */
void              gmp_editor_panel_show_page        (GmpEditorPanel *self,
                                                     const char     *name);

GmpEditorPalette *gmp_editor_panel_get_palette      (GmpEditorPanel *self);
GmpCityEditor    *gmp_editor_panel_get_city_editor  (GmpEditorPanel *self);

/* Places a new unit of type and formation in city (GMP_ACTION_PLACE_UNIT):
 * a Guard face down, drawn from the pool at start in a scenario not yet
 * begun, unknown until flipped in a game under way. Selects the city. */
gboolean          gmp_editor_panel_place            (GmpEditorPanel *self,
                                                     int             type,
                                                     int             formation,
                                                     int             city,
                                                     GError        **error);

/* The problems listed, and their rows (activating one selects its city). */
guint             gmp_editor_panel_get_n_problems   (GmpEditorPanel *self);
const char       *gmp_editor_panel_get_problem_text (GmpEditorPanel *self,
                                                     guint           index);
GtkListBoxRow    *gmp_editor_panel_get_problem_row  (GmpEditorPanel *self,
                                                     guint           index);
/* The city a problem is about, or GMP_NONE */
int               gmp_editor_problem_city           (const GmpProblem *problem,
                                                     const GmpState   *state);

G_END_DECLS
