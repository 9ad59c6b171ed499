/* gmp-state-editor-private.h: the state editor's insides, shared by its files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * GmpStateEditor in two files, as GNOME Text Editor splits a class:
 * gmp-state-editor.c (the turn, Danger, the Guards, the chits, the Time
 * Track) and gmp-state-editor-units.c (the units off the map).
 */

#pragma once

#include <adwaita.h>

#include "gmp-state-editor.h"

G_BEGIN_DECLS

/* Where a chit or a unit off the map is, and the turn it comes back */
typedef struct {
  AdwExpanderRow *expander;
  AdwComboRow    *place_row;
  AdwActionRow   *turn_row;
  GtkSpinButton  *turn_spin;
} PlaceRows;

/* The places a chit can be put, in the order its list shows them */
#define MAX_CHIT_PLACES 8

typedef struct {
  PlaceRows       where;
  GtkSwitch      *fx_switch;    /* FX only: in its owner's hand */
  GmpChitPlace    places[MAX_CHIT_PLACES];
  guint           n_places;
} ChitRows;

struct _GmpStateEditor
{
  GtkWidget             parent_instance;

  /* Owned references */
  GmpGame              *game;
  GmpBoard             *board;          /* the board the rows were built for */
  gulong                changed_id;

  /* Built in code, per board */
  AdwPreferencesPage   *page;
  GtkSpinButton        *turn_spin;
  AdwComboRow          *phase_row;
  AdwActionRow         *danger_row;
  GtkSpinButton        *danger_spin;
  AdwActionRow         *danger_face_row;
  GtkSwitch            *guard_switch;
  AdwPreferencesGroup  *cup_group;
  ChitRows             *chits;          /* per board chit */
  AdwPreferencesGroup  *time_track_group;
  GPtrArray            *time_track_rows;
  AdwPreferencesGroup  *units_group;
  GArray               *unit_ids;       /* of guint: the units the unit rows show */
  GArray               *units;          /* of PlaceRows, parallel to unit_ids */
  GtkWidget            *no_units_row;
  AdwExpanderRow       *hand_rows[GMP_N_SIDES];

  guint                 updating : 1;   /* setting the widgets from the game */
};

static inline const GmpState *
_gmp_state_editor_current_state (GmpStateEditor *self)
{
  return gmp_game_get_state (self->game);
}

/* The index a row's widget was built for */
static inline guint
_gmp_state_editor_widget_index (gpointer widget)
{
  return GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (widget), "gmp-index"));
}

/* Applies one edit; a refused one is said in a toast and the widgets go
 * back to what the game holds. */
void                 _gmp_state_editor_apply          (GmpStateEditor  *self,
                                                       GmpAction       *action);
/* A spin button for a row, named for the tests and for screen readers */
GtkWidget           *_gmp_state_editor_new_spin       (guint            lower,
                                                       guint            upper,
                                                       const char      *name,
                                                       const char      *accessible_label);
/* Shows where a chit or a unit is in its rows */
void                 _gmp_state_editor_show_place     (GmpStateEditor  *self,
                                                       const PlaceRows *rows,
                                                       guint            selected,
                                                       const char      *place_name,
                                                       gboolean         on_track,
                                                       guint            turn);

/* The units off the map (gmp-state-editor-units.c) */
AdwPreferencesGroup *_gmp_state_editor_new_units_group (GmpStateEditor *self);
void                 _gmp_state_editor_refresh_units   (GmpStateEditor *self,
                                                        const GmpState *state);

G_END_DECLS
