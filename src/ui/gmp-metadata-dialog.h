/* gmp-metadata-dialog.h: a scenario's title, author, description and language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Apply changes them as one GMP_ACTION_SET_METADATA (one undo step);
 * Cancel, Escape or closing the window changes nothing. The board the
 * scenario uses is shown, not edited.
 */

#pragma once

#include <adwaita.h>

#include "model/gmp-game.h"

G_BEGIN_DECLS

#define GMP_TYPE_METADATA_DIALOG (gmp_metadata_dialog_get_type ())

G_DECLARE_FINAL_TYPE (GmpMetadataDialog, gmp_metadata_dialog, GMP, METADATA_DIALOG, AdwWindow)

/* Shows a dialog, modal for parent (may be NULL), for game's metadata. */
void gmp_metadata_dialog_present (GtkWindow *parent,
                                  GmpGame   *game);

G_END_DECLS
