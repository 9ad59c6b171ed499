/* gmp-recovery.h: every unsaved game kept, each in its own file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * After every action the app writes the game with its history to a file
 * of its own in g_get_user_data_dir()/ginormopod/unsaved/, atomically (a
 * temporary file renamed over the old one), so a crash or a kill loses at
 * most the action in flight, whatever number of games are open. The file
 * is made at the game's first write and kept until the game is saved or
 * its changes are discarded on purpose (gmp-save-changes.h): closing or
 * replacing a game never removes it unasked. The games whose files no game
 * of this process holds are the unsaved games the app offers back. A
 * restored game goes on writing to the file it came from.
 *
 * The application is unique: one process at a time owns these files, so
 * a temporary file left in the folder is never a write still under way.
 */

#pragma once

#include "gmp-game.h"

G_BEGIN_DECLS

typedef struct
{
  char      *path;
  char      *title;     /* the game's, or the file's name when it does not load */
  GDateTime *written;   /* when it was last written */
} GmpRecoveryEntry;

void        gmp_recovery_entry_free (GmpRecoveryEntry *entry);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpRecoveryEntry, gmp_recovery_entry_free)

/* g_get_user_data_dir()/ginormopod/unsaved */
char       *gmp_recovery_dup_dir    (void);
/* The file game is kept in, or NULL before its first write (and after it
 * was discarded) */
const char *gmp_recovery_get_path   (GmpGame     *game);
/* Writes game to its own file, atomically, making it at the first write. */
gboolean    gmp_recovery_write      (GmpGame     *game,
                                     GError     **error);
/* Removes game's file: it was saved, or its changes thrown away on purpose.
 * Its next write makes a new one. */
void        gmp_recovery_discard    (GmpGame     *game);
/* The unsaved games whose files no game of this process holds, the newest
 * first (GmpRecoveryEntry). The file of an older version of the app
 * (ginormopod/autosave.gmpscenario) joins them. */
GPtrArray  *gmp_recovery_list       (void);
/* The game the file at path keeps: modified, tied to no file (saving it
 * asks where), writing on to path. */
GmpGame    *gmp_recovery_restore    (const char  *path,
                                     GError     **error);
/* Removes the file at path of a game no one holds: discarded on purpose. */
void        gmp_recovery_discard_path (const char *path);
/* Removes the files of every game no one holds (those gmp_recovery_list()
 * gives): discarded on purpose. */
void        gmp_recovery_discard_unheld (void);

G_END_DECLS
