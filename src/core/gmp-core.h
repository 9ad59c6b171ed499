/* gmp-core.h: the rules core, all of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-action.h"
#include "gmp-board.h"
#include "gmp-correction.h"
#include "gmp-describe.h"
#include "gmp-describe-end.h"
#include "gmp-dice.h"
#include "gmp-edit.h"
#include "gmp-error.h"
#include "gmp-log.h"
#include "gmp-movement.h"
#include "gmp-player.h"
#include "gmp-problems.h"
#include "gmp-problems-game.h"
#include "gmp-quote.h"
#include "gmp-scenario.h"
#include "gmp-session.h"
#include "gmp-setup.h"
#include "gmp-shipped.h"
#include "gmp-state.h"
#include "gmp-turn.h"
