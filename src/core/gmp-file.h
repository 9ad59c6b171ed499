/* gmp-file.h: replacing a file so that it is always whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Saved games and pictures are written beside their target and renamed over
 * it, so a crash, a kill or a full disk leaves the old file or the new one,
 * never a mixture and never an empty file. See docs/reliability.md.
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* How long a save waits for another save in the same folder to finish. */
#define GMP_FILE_LOCK_TIMEOUT_MS 1000

/* Replaces the contents of @path with @length bytes of @data, atomically:
 *
 * - the old file keeps its permissions (a 0600 game stays 0600) and, where
 *   the process may, its owner; a new file gets 0666 minus the umask;
 * - a symbolic link is followed (a chain of them too) and its target is
 *   replaced; the link stays a link;
 * - on any error the old file is untouched and no temporary file is left;
 * - saves lock the target's folder (flock(2) on the folder itself, so no
 *   lock file is ever left behind): a second process saving there waits up
 *   to GMP_FILE_LOCK_TIMEOUT_MS for the first, then gives up with an error
 *   that says so, instead of interleaving with it. On a file system
 *   without flock the save goes on unlocked.
 *
 * The new data is written to an unnamed file (O_TMPFILE) where the file
 * system has them, else to ".NAME.saving"; it gets that name only for the
 * instant between linking it and renaming it over NAME. A process killed
 * in that instant leaves a complete ".NAME.saving", which the next save
 * removes.
 *
 * Errors are GMP_ERROR_IO. Their message says what went wrong but not which
 * file: callers add it (“Cannot save “%s”: %s”). */
gboolean gmp_file_replace_contents (const char  *path,
                                    const void  *data,
                                    gsize        length,
                                    GError     **error);

/* What a file held when it was read, or last written by us: its size and
 * a SHA-256 of its bytes. Two programs that open the same game and save it
 * one after the other must not silently lose the first one's answers; the
 * contents, not the inode or the times, decide, so a program that rewrote
 * the file with the same bytes changed nothing, and a change within one
 * tick of the clock is still seen. Compare with gmp_file_stamp_equal(). */
typedef struct {
  /*< private >*/
  guint64 size;
  guint8  sha256[32];
} GmpFileStamp;

/* The stamp of @length bytes of @data: of the bytes a loader parsed, so
 * that the stamp is of what the game came from even if the file changes
 * while it is read. */
void     gmp_file_stamp_init       (GmpFileStamp       *stamp,
                                    const void         *data,
                                    gsize               length);
gboolean gmp_file_stamp_equal      (const GmpFileStamp *a,
                                    const GmpFileStamp *b);

/* gmp_file_replace_contents(), refusing when the file on disk is no longer
 * the one @expected describes: read again under the folder's lock, so that
 * of two saves of the same game only the first one written gets through,
 * and the second one fails with GMP_ERROR_CHANGED, writing nothing.
 *
 * @expected NULL (a new file, or a game with no file yet) saves as
 * gmp_file_replace_contents() does; so does a file that no longer exists
 * (nothing is lost by writing it again). On success @out_new, if not NULL,
 * is the stamp of what was written: the next save of the same game
 * expects it. A program that does not take the folder's lock (an editor)
 * can still change the file between the check and the rename; that
 * instant is a few system calls long. */
gboolean gmp_file_replace_contents_checked (const char          *path,
                                            const void          *data,
                                            gsize                length,
                                            const GmpFileStamp  *expected,
                                            GmpFileStamp        *out_new,
                                            GError             **error);

G_END_DECLS
