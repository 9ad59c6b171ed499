/* gmp-data-dirs.h: boards and scenarios that people and packages add
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Beside the data built into the program, boards are read from
 * ginormopod/boards/ID.xml and scenarios from ginormopod/scenarios/NAME.gmpscenario
 * under $XDG_DATA_HOME (the user's own) and each of $XDG_DATA_DIRS (the
 * installed ones, share/ginormopod/ of `meson install`), in that order:
 * the first of a name wins, as gmp_board_lookup() finds it.
 */

#pragma once

#include "gmp-board.h"
#include "gmp-scenario.h"

G_BEGIN_DECLS

typedef struct {
  char *id;     /* a board's id; a scenario's file name without .gmpscenario */
  char *title;  /* as the file gives it */
  char *path;   /* the file; NULL for a board built into the program */
} GmpDataEntry;

/* The folders searched for KIND ("boards", "scenarios"), first one first:
 * $GINORMOPOD_BOARD_PATH (boards only), the user's, the system's. */
GPtrArray *gmp_data_dirs            (const char *kind);

/* Every board gmp_board_lookup() can find, the default one first, each
 * loaded and checked; a file that does not load is left out and its error
 * (translated, naming the file) added to problems when given. */
GPtrArray *gmp_data_list_boards     (GPtrArray  *problems);
/* The scenarios of the data folders (not those that come with the app,
 * gmp-shipped.h, nor the installed copies of them), each loaded and
 * checked as gmp_data_list_boards() does. */
GPtrArray *gmp_data_list_scenarios  (GPtrArray  *problems);

void       gmp_data_entry_free      (GmpDataEntry *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpDataEntry, gmp_data_entry_free)

G_END_DECLS
