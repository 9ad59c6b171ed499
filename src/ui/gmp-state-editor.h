/* gmp-state-editor.h: the scenario editor's page for everything off the map
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The starting turn and phase, the Danger marker, the National Guard setup
 * rule, where every chit is (the cup, the Time Track, a side's hand, …), the
 * units off the map (the Time Track, the reserve) and the FX each side
 * holds. Sized for a side panel. Every change is one action through
 * gmp_game_apply(), so the session's undo and redo take it back.
 */

#pragma once

#include <adwaita.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_STATE_EDITOR (gmp_state_editor_get_type ())

G_DECLARE_FINAL_TYPE (GmpStateEditor, gmp_state_editor, GMP, STATE_EDITOR, GtkWidget)

GtkWidget *gmp_state_editor_new      (void);
GmpGame   *gmp_state_editor_get_game (GmpStateEditor *self);
/* Follows game's "changed" signal; NULL empties the editor. */
void       gmp_state_editor_set_game (GmpStateEditor *self,
                                      GmpGame        *game);

G_END_DECLS
