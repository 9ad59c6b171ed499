/* gmp-window-private.h: window internals shared with the tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-window.h"

G_BEGIN_DECLS

/* The dialog explaining why file could not be loaded, not yet shown. */
AdwMessageDialog *_gmp_window_new_load_error_dialog (GmpWindow    *self,
                                                     GFile        *file,
                                                     const GError *error);
/* The text the header shows under the title: "Turn 1 · Setup". */
const char       *_gmp_window_get_subtitle          (GmpWindow    *self);
/* The title the header shows: "• Title" with unsaved changes. */
const char       *_gmp_window_get_shown_title       (GmpWindow    *self);
/* The dialog asking to save before closing, not yet shown. */
AdwMessageDialog *_gmp_window_ask_to_save           (GmpWindow    *self);

G_END_DECLS
