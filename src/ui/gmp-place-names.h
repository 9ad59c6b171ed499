/* gmp-place-names.h: where a chit or a unit can be, in words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "core/gmp-state.h"

G_BEGIN_DECLS

/* The state editor's choices of place, citing the rules note that allows each */
const char *gmp_place_name_of_chit (GmpChitPlace place);
const char *gmp_place_name_of_unit (GmpPlace     place);

G_END_DECLS
