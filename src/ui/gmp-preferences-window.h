/* gmp-preferences-window.h: the app's preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GMP_TYPE_PREFERENCES_WINDOW (gmp_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (GmpPreferencesWindow, gmp_preferences_window, GMP, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

GtkWidget *gmp_preferences_window_new (GtkWindow *parent);

G_END_DECLS
