/* gmp-window-history-private.h: the main window's history mode
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
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

#pragma once

#include "gmp-history-view.h"
#include "gmp-window.h"

G_BEGIN_DECLS

typedef struct _GmpWindowHistory GmpWindowHistory;

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
