/* gmp-pace-row.h: the computer player's pace, as a row to choose it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "model/gmp-solo.h"

G_BEGIN_DECLS

/* A combo row of the paces (gmp-solo.h), named "pace-row". With settings
 * (may be NULL: not installed) its choice is the "computer-pace" key's,
 * bound as flags say: Preferences writes each change, New ▸ Against the
 * Computer… only reads it and writes what is chosen at Start. */
GtkWidget   *gmp_pace_row_new       (GSettings          *settings,
                                     GSettingsBindFlags  flags);
GmpSoloPace  gmp_pace_row_get_pace  (GtkWidget          *row);

G_END_DECLS
