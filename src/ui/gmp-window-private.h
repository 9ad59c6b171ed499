/* gmp-window-private.h: window internals shared with the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "model/gmp-solo.h"
#include "gmp-editor-panel.h"
#include "gmp-turn-panel.h"
#include "gmp-window-editor-private.h"
#include "gmp-window-history-private.h"
#include "gmp-window.h"

G_BEGIN_DECLS

/* Recent games in the primary menu */
#define MAX_RECENT 6

struct _GmpWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  GtkToggleButton      *dice_mode_button;
  GmpEditorPanel       *editor_panel;
  GmpMapView           *map_view;
  GtkWidget            *open_button;
  GMenu                *recent_section;
  GMenu                *shipped_section;
  GtkStack             *side_stack;
  AdwToastOverlay      *toast_overlay;
  GmpTurnPanel         *turn_panel;
  GMenu                *unsaved_section;
  AdwWindowTitle       *window_title;
  GtkWidget            *zoom_box;

  /* Owned references */
  GmpGame              *game;
  GSettings            *settings;
  GtkFileChooserNative *chooser;
  GtkFileChooserNative *save_chooser;
  GmpWindowEditor      *editor;          /* the editor mode (gmp-window-editor.c) */
  AdwToast             *toast;           /* the one on screen */
  char                 *narration;       /* what win.narrate told last */
  GmpWindowHistory     *history;         /* the history mode (gmp-window-history.c) */
  GmpSolo              *solo;            /* the computer's sides, or NULL (gmp-window-solo.c) */

  guint                 autosave : 1;
  guint                 announced_end : 1;
  guint                 closing : 1;
  guint                 in_combat : 1;   /* a combat's question is asked */
};


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

/* win.new-game (gmp-window-new-game.c) */
void              _gmp_window_class_add_new_game_action (GtkWidgetClass *widget_class);

/* A game against the computer (gmp-window-solo.c): win.new-solo; the solo
 * on the window's game, or NULL; kept in step with the window's modes by
 * update_actions (paused while editing or looking back) */
void              _gmp_window_class_add_solo_action (GtkWidgetClass *widget_class);
void              _gmp_window_set_solo              (GmpWindow    *self,
                                                     GmpSolo      *solo);
GmpSolo          *_gmp_window_get_solo              (GmpWindow    *self);
void              _gmp_window_sync_solo             (GmpWindow    *self,
                                                     gboolean      looking_back);

/* The window's files (gmp-window-files.c) */
void              _gmp_window_class_add_file_actions (GtkWidgetClass *widget_class);
void              _gmp_window_update_recent_menu    (GmpWindow    *self);
void              _gmp_window_remember_file         (GmpWindow    *self,
                                                     GFile        *file);
void              _gmp_window_remember_opened_file  (GmpWindow    *self,
                                                     gpointer      file);
void              _gmp_window_open_recent_activated (GSimpleAction *action,
                                                     GVariant      *param,
                                                     gpointer       user_data);

G_END_DECLS
