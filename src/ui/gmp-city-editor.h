/* gmp-city-editor.h: the editor's page for one city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What stands in the selected city, each change an edit of the session
 * (gmp-edit.h) through gmp_game_apply(), so undo, redo and autosave see it:
 * its units as rows (Fresh or Reduced, removed), its Fort's strength or
 * destroyed, and each Guard's hidden side ("drawn from the pool at start",
 * "unknown until flipped", blank or a die of the pool) and whether it is
 * face up.
 */

#pragma once

#include <gtk/gtk.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_CITY_EDITOR (gmp_city_editor_get_type ())

G_DECLARE_FINAL_TYPE (GmpCityEditor, gmp_city_editor, GMP, CITY_EDITOR, GtkWidget)

GtkWidget *gmp_city_editor_new         (void);
void       gmp_city_editor_set_game    (GmpCityEditor *self,
                                        GmpGame       *game);
/* The city shown, or GMP_NONE */
int        gmp_city_editor_get_city    (GmpCityEditor *self);
void       gmp_city_editor_set_city    (GmpCityEditor *self,
                                        int            city);
/* The rows' controls, for the tests: "move" (a GtkButton: map.move-unit),
 * "reduced" (a GtkToggleButton),
 * "remove" (a GtkButton), "guard-value" (a GtkDropDown), "revealed" (a
 * GtkCheckButton) of unit; "fort" (a GtkSpinButton) and "destroyed" (a
 * GtkCheckButton) with unit GMP_NONE. NULL when the city shows none. */
GtkWidget *gmp_city_editor_get_control (GmpCityEditor *self,
                                        const char    *kind,
                                        int            unit);
/* The Guard values the "guard-value" drop-down offers, in its order
 * (GMP_GUARD_DRAW, GMP_GUARD_UNKNOWN, GMP_GUARD_BLANK, then the pool's dice). */
const int *gmp_city_editor_get_guard_values (GmpCityEditor *self,
                                             guint         *n_values);

G_END_DECLS
