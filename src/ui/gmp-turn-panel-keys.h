/* gmp-turn-panel-keys.h: what each section of the side panel shows, as a key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The panel rebuilds a section only when its key changed (issue 16: an
 * answer's outcome on screen within a frame): a short string of exactly
 * the values the section shows, cheap to make and compare.
 */

#pragma once

#include "core/gmp-core.h"
#include "model/gmp-turn-info.h"

G_BEGIN_DECLS

/* The phases the checklist lists, in order. */
#define GMP_TURN_PANEL_N_PHASES 3
extern const GmpPhase _gmp_turn_panel_phases[GMP_TURN_PANEL_N_PHASES];

/* The phase checklist: each phase done, now or next where the question is
 * asked. */
char *_gmp_turn_panel_key_phases (const GmpState    *asked);
/* The cup, the chits drawn and held, and which chits in the cup answer
 * the draw (players_cup: the cup is listed under the question instead). */
char *_gmp_turn_panel_key_cup    (const GmpState    *state,
                                  const GmpQuestion *question,
                                  gboolean           players_cup);
/* The Time Track as its spaces' tooltips say it, the Turn End Track and
 * the Danger Track. */
char *_gmp_turn_panel_key_tracks (const GmpState    *state);
/* The Time Track alone: the turn, and each space as its tooltip says it. */
char *_gmp_turn_panel_key_time_track (const GmpState *state);
/* The FX in hand as their rows show them: fx from
 * gmp_turn_info_fx_in_hand() for question. */
char *_gmp_turn_panel_key_fx     (const GArray      *fx,
                                  const GmpQuestion *question);
/* Whether a chit in the cup is a button that answers the draw. */
gboolean _gmp_turn_panel_cup_chit_drawable (const GmpQuestion *question,
                                            guint              chit);
/* Whether an FX's row has a Use button (Rules notes 20, 45). */
gboolean _gmp_turn_panel_fx_has_use (const GmpFxStatus *status,
                                     const GmpQuestion *question);
/* Replaces *key with new_key (taken); TRUE when it differs. */
gboolean _gmp_turn_panel_key_update (char **key,
                                     char  *new_key);

G_END_DECLS
