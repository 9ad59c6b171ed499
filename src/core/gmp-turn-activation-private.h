/* gmp-turn-activation-private.h: what gmp-turn-activation.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-activation.c: An activation: a formation moves, then fights.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"
#include "gmp-turn-step.h"

G_BEGIN_DECLS

void _gmp_turn_begin_activation (GmpState *state,
                                 GmpLog   *log,
                                 guint     chit,
                                 gboolean  held);

void _gmp_turn_pending_combats_into (const GmpState *state,
                                     GArray         *cities);

GArray *_gmp_turn_pending_combats (const GmpState *state);

void _gmp_turn_end_activation (GmpState *state,
                               GmpLog   *log);

G_END_DECLS
