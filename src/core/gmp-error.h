/* gmp-error.h: the rules core's error domain
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define GMP_ERROR (gmp_error_quark ())

typedef enum {
  GMP_ERROR_IO,            /* the file cannot be read or written */
  GMP_ERROR_TOO_LARGE,     /* over the size a board or scenario may have */
  GMP_ERROR_PARSE,         /* not well-formed XML, or forbidden XML (DTDs, entities) */
  GMP_ERROR_SCHEMA,        /* does not follow the RELAX NG schema */
  GMP_ERROR_INVALID,       /* well-formed but breaks the board or the rules */
  GMP_ERROR_UNKNOWN_BOARD, /* names a board that cannot be found */
  GMP_ERROR_ILLEGAL,       /* an action the rules forbid */
  GMP_ERROR_DICE,          /* missing or impossible dice */
  GMP_ERROR_USAGE,         /* a request the core cannot make sense of */
  GMP_ERROR_CHANGED,       /* a save refused: the file changed since it was read */
} GmpError;

GQuark gmp_error_quark (void);

G_END_DECLS
