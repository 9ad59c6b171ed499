/* gmp-language.h: the app's own language, chosen in its preferences
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The values of the "language" setting: "" follows the desktop */
#define GMP_LANGUAGE_SYSTEM    ""
#define GMP_LANGUAGE_ENGLISH   "en"
#define GMP_LANGUAGE_PORTUGUESE "pt_BR"

gboolean    gmp_language_is_known       (const char *language);
const char *gmp_language_get_preference (void);
void        gmp_language_apply          (const char *language);
void        gmp_language_apply_preference (void);

G_END_DECLS
