/* gmp-board-info.h: a board's values listed for people, with their marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BOARD.md: the app says plainly which values come from the rules and which
 * are reconstructions an owner of the printed game should check. The desktop
 * app's Board Information window and the command line share this list.
 */

#pragma once

#include "gmp-board.h"

G_BEGIN_DECLS

typedef enum {
  GMP_BOARD_INFO_MAP,
  GMP_BOARD_INFO_COUNTERS,
  GMP_BOARD_INFO_FORTS,
  GMP_BOARD_INFO_CHITS,
  GMP_BOARD_INFO_GUARD,
  GMP_BOARD_INFO_DANGER,
  GMP_BOARD_INFO_RULES,
  GMP_BOARD_INFO_SETUP,
  GMP_N_BOARD_INFO_CATEGORIES
} GmpBoardInfoCategory;

typedef struct {
  GmpBoardInfoCategory  category;
  char                 *name;     /* translated: "Spider: dice", "Chicago" */
  char                 *value;    /* translated: "Fresh 4+ 5+ · Reduced 5+" */
  GmpSource             source;
} GmpBoardInfoEntry;

/* Every value of @board, grouped by category in the order of the enum.
 * Returns: (element-type GmpBoardInfoEntry) (transfer full) */
GPtrArray    *gmp_board_info_list                (const GmpBoard        *board);
void          gmp_board_info_entry_free          (GmpBoardInfoEntry     *entry);

/* What an FX chit does, in the Board Information's words: "In one combat,
 * roll 1 extra die hitting on 4+." (one sentence an effect); NULL for
 * a chit without effects. For players who do not know every FX (issue 16). */
char         *gmp_board_info_describe_fx         (const GmpBoard        *board,
                                                  guint                  chit);

/* Translated, for people: "Map", "Chits and FX". */
const char   *gmp_board_info_category_get_name   (GmpBoardInfoCategory   category);
/* Translated, for people: "From the rules", "Reconstructed". */
const char   *gmp_source_get_label               (GmpSource              source);

G_END_DECLS
