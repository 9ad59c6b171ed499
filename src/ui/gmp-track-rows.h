/* gmp-track-rows.h: the Time Track and the Danger Track as rows of spaces
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "core/gmp-state.h"

G_BEGIN_DECLS

/* Each space a keyboard stop that names itself for the screen reader */
GtkWidget *gmp_track_rows_new_time   (const GmpState *state);
GtkWidget *gmp_track_rows_new_danger (const GmpState *state);

G_END_DECLS
