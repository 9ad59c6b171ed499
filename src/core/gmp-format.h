/* gmp-format.h: numbers written for people, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

char *gmp_format_decimal (double value,
                          guint  decimals);
char *gmp_format_percent (double probability,
                          guint  decimals);

G_END_DECLS
