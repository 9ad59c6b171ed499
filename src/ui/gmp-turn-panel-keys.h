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

G_BEGIN_DECLS

/* The phase checklist: the turn and the phase the question is asked in. */
char *_gmp_turn_panel_key_phases (const GmpState    *asked);
/* The cup, the chits drawn and held, and whether the draw is asked. */
char *_gmp_turn_panel_key_cup    (const GmpState    *state,
                                  const GmpQuestion *question,
                                  gboolean           players_cup);
/* The Time Track, the Turn End Track and the Danger Track. */
char *_gmp_turn_panel_key_tracks (const GmpState    *state);
/* The FX in hand and the question that decides whether each is usable. */
char *_gmp_turn_panel_key_fx     (const GmpState    *state,
                                  const GmpQuestion *question);
/* Replaces *key with new_key (taken); TRUE when it differs. */
gboolean _gmp_turn_panel_key_update (char **key,
                                     char  *new_key);

G_END_DECLS
