/* gmp-application.h: the application: windows, app actions, shortcuts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define GMP_TYPE_APPLICATION (gmp_application_get_type ())

G_DECLARE_FINAL_TYPE (GmpApplication, gmp_application, GMP, APPLICATION, AdwApplication)

GmpApplication *gmp_application_new (void);
/* What the process sets before GTK starts (main() and the start-up
 * benchmark call it first). */
void            gmp_application_prepare_environment (void);

G_END_DECLS
