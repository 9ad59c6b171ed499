/* gmp-window-private.h: the window's insides, shared by its files and the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One class in several files, as GNOME Text Editor's editor-window-*.c:
 * gmp-window.c, its files (gmp-window-files.c), its new game
 * (gmp-window-new-game.c), its editor mode (gmp-window-editor.c) and its
 * history mode (gmp-window-history.c) all include this header, and
 * gmp-window.c includes no header of theirs, so that the window's files
 * form no circle (docs/architecture.md).
 */

#pragma once

#include "model/gmp-solo.h"
#include "gmp-editor-panel.h"
#include "gmp-game-holder.h"
#include "gmp-history-view.h"
#include "gmp-turn-panel.h"
#include "gmp-window.h"

G_BEGIN_DECLS

/* The editor mode (gmp-window-editor.c) and the history mode
 * (gmp-window-history.c), declared below */
typedef struct _GmpWindowEditor GmpWindowEditor;
typedef struct _GmpWindowHistory GmpWindowHistory;

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
  GtkWidget            *undo_button;     /* its tooltip says why, in a solo game */
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
/* The game just set is a solo game (opened again, or recovered): the
 * computer goes on playing its sides, at the pace of the settings */
void              _gmp_window_resume_solo           (GmpWindow    *self);
void              _gmp_window_sync_solo             (GmpWindow    *self,
                                                     gboolean      looking_back);

/* The header's title and subtitle, again */
void              _gmp_window_update_title          (GmpWindow    *self);

/* The window's files (gmp-window-files.c) */
void              _gmp_window_class_add_file_actions (GtkWidgetClass *widget_class);
void              _gmp_window_add_drop_target       (GmpWindow    *self);
void              _gmp_window_update_recent_menu    (GmpWindow    *self);
void              _gmp_window_remember_file         (GmpWindow    *self,
                                                     GFile        *file);
/* A file opened in the window's place (a GmpSaveChangesDone) */
void              _gmp_window_remember_opened_file  (GtkWindow    *window,
                                                     gpointer      file);
void              _gmp_window_open_recent_activated (GSimpleAction *action,
                                                     GVariant      *param,
                                                     gpointer       user_data);
/* The window as a GmpGameHolder: how the save question and the unsaved
 * games reach its game */
void              _gmp_window_game_holder_init      (GmpGameHolderInterface *iface);

/* The editor mode (gmp-window-editor.c) ------------------------------------
 *
 * The window's part that builds and checks scenarios: the editor mode (the
 * editor panel in the turn panel's place beside the same map, the map's
 * clicks and drops placing counters), the New menu's scenarios, "Play This
 * Scenario", "Edit as Scenario", and the question before saving a position
 * with problems. gmp-window.c owns it and calls these hooks.
 */

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

/* The history mode (gmp-window-history.c) ----------------------------------
 *
 * Walking back through the game (VASSAL's log stepping, TripleA's history
 * tree): the history view (gmp-history-view.h) in the side panel's place,
 * and the map showing the position as it stood after the selected action,
 * read-only and marked so, from a copy of the session replayed there
 * (gmp_session_go_to(), docs/session.md). *Return to Now* (win.history off,
 * Escape) shows the game again; *Undo to Here* (win.undo-to-here) takes
 * the game back to the selected step in one go, and redo still works.
 * While the history is open nothing can change the game: the window's
 * undo, redo, combat and edit actions are off, and the map moves nothing.
 * gmp-window.c owns it and calls these hooks.
 */

/* Adds win.history (a toggle) and win.undo-to-here to window, the history
 * view to side_stack (as "history") and the banner that marks a past
 * position over the map. */
GmpWindowHistory *_gmp_window_history_new        (GmpWindow        *window,
                                                  GmpMapView       *map_view,
                                                  GtkStack         *side_stack);
void              _gmp_window_history_free       (GmpWindowHistory *history);
/* A new game closes the history of the one before. */
void              _gmp_window_history_set_game   (GmpWindowHistory *history,
                                                  GmpGame          *game);
gboolean          _gmp_window_history_get_active (GmpWindowHistory *history);
GmpHistoryView   *_gmp_window_history_get_view   (GmpWindowHistory *history);
/* The game the map shows while looking back (a copy), or NULL. */
GmpGame          *_gmp_window_history_get_shown_game (GmpWindowHistory *history);

G_END_DECLS
