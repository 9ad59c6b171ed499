/* gmp-window-editor-private.h: the main window's editor mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The window's part that builds and checks scenarios: the editor mode (the
 * editor panel in the turn panel's place beside the same map, the map's
 * clicks and drops placing counters), the New menu's scenarios, "Play This
 * Scenario", "Edit as Scenario", and the question before saving a position
 * with problems. gmp-window.c owns it and calls these hooks.
 */

#pragma once

#include "gmp-editor-panel.h"
#include "gmp-window.h"

G_BEGIN_DECLS

typedef struct _GmpWindowEditor GmpWindowEditor;

/* Adds the editor's actions to window (win.new-empty, win.new-scenario,
 * win.play-scenario, win.edit-as-scenario) and wires the map. side_stack
 * holds the turn panel ("turn") and panel ("editor"); shipped_section of
 * the New menu gets the shipped scenarios. */
GmpWindowEditor *_gmp_window_editor_new          (GmpWindow       *window,
                                                  GmpMapView      *map_view,
                                                  GmpEditorPanel  *panel,
                                                  GtkStack        *side_stack,
                                                  GMenu           *shipped_section);
void             _gmp_window_editor_free         (GmpWindowEditor *editor);
void             _gmp_window_editor_set_game     (GmpWindowEditor *editor,
                                                  GmpGame         *game);
/* Editor mode: the editor panel and the map's edit mode, or the turn panel. */
void             _gmp_window_editor_set_active   (GmpWindowEditor *editor,
                                                  gboolean         active);
gboolean         _gmp_window_editor_get_active   (GmpWindowEditor *editor);
void             _gmp_window_editor_update_actions (GmpWindowEditor *editor);
/* What a drop of text at the map's point (x, y) does: a counter from the
 * palette placed in the city there. */
gboolean         _gmp_window_editor_drop         (GmpWindowEditor *editor,
                                                  const char      *text,
                                                  double           x,
                                                  double           y);
/* Before saving to file: TRUE to save now; FALSE when the position has
 * problems that block play and the player is asked first (the dialog saves
 * it as a draft, or not). */
gboolean         _gmp_window_editor_confirm_save (GmpWindowEditor *editor,
                                                  GFile           *file);
/* The question asked before saving a position with problems, or NULL when
 * it has none; shown. */
GtkWidget        *_gmp_window_editor_get_save_question (GmpWindowEditor *editor);
/* The question _gmp_window_editor_confirm_save() asked, while it is on
 * screen, or NULL */
GtkWidget        *_gmp_window_editor_get_shown_save_question (GmpWindowEditor *editor);

G_END_DECLS
