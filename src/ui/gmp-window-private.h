/* gmp-window-private.h: window internals shared with the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-editor-panel.h"
#include "gmp-window-editor-private.h"
#include "gmp-window-history-private.h"
#include "gmp-window.h"

G_BEGIN_DECLS

/* The dialog explaining why file could not be loaded, not yet shown. */
GtkWidget        *_gmp_window_new_load_error_dialog (GmpWindow    *self,
                                                     GFile        *file,
                                                     const GError *error);
/* The text the header shows under the title: "Turn 1 · Setup". */
const char       *_gmp_window_get_subtitle          (GmpWindow    *self);
/* The title the header shows: "• Title" with unsaved changes. */
const char       *_gmp_window_get_shown_title       (GmpWindow    *self);
/* The toast on screen (its title, markup-escaped), or NULL. */
const char       *_gmp_window_get_toast_text        (GmpWindow    *self);
/* What win.narrate was told last, or NULL. */
const char       *_gmp_window_get_narration         (GmpWindow    *self);

/* The editor mode's panel and its part of the window (gmp-window-editor.c) */
GmpEditorPanel   *_gmp_window_get_editor_panel      (GmpWindow    *self);
GmpWindowEditor  *_gmp_window_get_editor            (GmpWindow    *self);
/* The side panel: "turn" or "editor" */
GtkStack         *_gmp_window_get_side_stack        (GmpWindow    *self);

/* The history mode (gmp-window-history.c) */
GmpWindowHistory *_gmp_window_get_history           (GmpWindow    *self);
/* Which of the window's actions can be used now, again */
void              _gmp_window_update_actions        (GmpWindow    *self);

G_END_DECLS
