/* gmp-quote.h: what a user typed, quoted back in a message
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* At most this many characters of a user's text go into a message (issue 19) */
#define GMP_QUOTE_MAX_CHARS 80

/* text as a message may show it: valid UTF-8, control characters and
 * noncharacters written as their code point ("U+0007"), and cut after GMP_QUOTE_MAX_CHARS
 * characters with "…". Never NULL. */
char *gmp_quote_excerpt (const char *text);

G_END_DECLS
