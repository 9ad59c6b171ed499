/* gmp-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-error.h"

G_DEFINE_QUARK (gmp-error-quark, gmp_error)
