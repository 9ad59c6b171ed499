/* gmp-cli-suggest.h: next --suggest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "gmp-cli.h"

G_BEGIN_DECLS

/* The computer player's advice for the pending question of session (shown:
 * its state with the automatic steps done; question: its question): printed
 * as text naming what to type, path being the game file, or, with builder,
 * as a "suggestions" member of the object being built. */
gboolean gmp_cli_suggest (GmpSession        *session,
                          const GmpState    *shown,
                          const GmpQuestion *question,
                          const char        *path,
                          JsonBuilder       *builder,
                          GError           **error);

G_END_DECLS
