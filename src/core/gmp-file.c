/* gmp-file.c: replacing a file so that it is always whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* O_TMPFILE and AT_EMPTY_PATH are Linux's own */
#define _GNU_SOURCE

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include <sys/file.h>
#include <sys/stat.h>

#include "gmp-i18n.h"
#include <glib/gstdio.h>

#include "gmp-error.h"
#include "gmp-file.h"

/* Linux's own limit on a chain of symbolic links. */
#define MAX_LINKS 40
/* Room for ".", ".saving" and the rest of a 255-byte file name. */
#define MAX_BASE_IN_TEMP 200
#define LOCK_POLL_MS 10
#define READ_CHUNK 16384

static gboolean
fail_errno (GError **error,
            int      saved_errno)
{
  g_set_error_literal (error, GMP_ERROR, GMP_ERROR_IO, g_strerror (saved_errno));
  return FALSE;
}

/* The file that @path names after following symbolic links, which need not
 * exist yet (a new file, or a dangling link's target). */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *current = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *target = NULL;
      g_autofree char *dir = NULL;
      GStatBuf st;

      if (g_lstat (current, &st) != 0 || !S_ISLNK (st.st_mode))
        return g_steal_pointer (&current);

      target = g_file_read_link (current, NULL);
      if (target == NULL)
        return g_steal_pointer (&current);
      if (g_path_is_absolute (target))
        {
          g_free (current);
          current = g_steal_pointer (&target);
          continue;
        }
      /* A relative link is relative to the folder the link is in. */
      dir = g_path_get_dirname (current);
      g_free (current);
      current = g_build_filename (dir, target, NULL);
    }

  fail_errno (error, ELOOP);
  return NULL;
}

/* Waits for the folder's lock; FALSE only when another save holds it for
 * longer than GMP_FILE_LOCK_TIMEOUT_MS. A file system without flock(2)
 * (some network ones) saves unlocked: *locked says which. */
static gboolean
lock_folder (int        dir_fd,
             gboolean  *locked,
             GError   **error)
{
  gint64 deadline = g_get_monotonic_time () + GMP_FILE_LOCK_TIMEOUT_MS * G_TIME_SPAN_MILLISECOND;

  *locked = FALSE;
  for (;;)
    {
      if (flock (dir_fd, LOCK_EX | LOCK_NB) == 0)
        {
          *locked = TRUE;
          return TRUE;
        }
      if (errno == EINTR)
        continue;
      if (errno != EWOULDBLOCK)
        return TRUE;
      if (g_get_monotonic_time () >= deadline)
        {
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_IO,
                               _("Another program is saving in the same folder; "
                                 "nothing was written, try again"));
          return FALSE;
        }
      g_usleep (LOCK_POLL_MS * G_TIME_SPAN_MILLISECOND);
    }
}

static gboolean
write_all (int          fd,
           const void  *data,
           gsize        length,
           GError     **error)
{
  const char *p = data;

  while (length > 0)
    {
      gssize n = write (fd, p, MIN (length, (gsize) G_MAXSSIZE));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return fail_errno (error, errno);
      p += n;
      length -= (gsize) n;
    }
  return TRUE;
}

/* The new file gets the old one's owner (where the process may give it) and
 * permissions, then the data, then reaches the disk before any rename. */
static gboolean
fill (int              fd,
      const struct stat *original,
      const void      *data,
      gsize            length,
      GError         **error)
{
  if (original != NULL)
    {
      /* Only root may give a file away; others keep their own, and the
       * group when they belong to it. chown() comes first, as it clears
       * set-id bits. */
      if ((original->st_uid != geteuid () || original->st_gid != getegid ())
          && fchown (fd, original->st_uid, original->st_gid) != 0)
        {
          if (errno != EPERM)
            return fail_errno (error, errno);
          if (fchown (fd, (uid_t) -1, original->st_gid) != 0)
            {
              /* Not a member: the file is the saver's, group included. */
            }
        }
      if (fchmod (fd, original->st_mode & 07777) != 0)
        return fail_errno (error, errno);
    }
  if (!write_all (fd, data, length, error))
    return FALSE;
  if (fsync (fd) != 0)
    return fail_errno (error, errno);
  return TRUE;
}

/* An unnamed file in the folder: killed before it is linked, the process
 * leaves nothing behind. -1 where the file system has no O_TMPFILE. */
static int
open_unnamed (int dir_fd)
{
#ifdef O_TMPFILE
  return openat (dir_fd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
#else
  return -1;
#endif
}

/* Links the unnamed file @fd in as @name. Through /proc first, which needs
 * no privilege; AT_EMPTY_PATH needs CAP_DAC_READ_SEARCH on older kernels. */
static gboolean
give_name (int         fd,
           int         dir_fd,
           const char *name)
{
  g_autofree char *proc = g_strdup_printf ("/proc/self/fd/%d", fd);

  if (linkat (AT_FDCWD, proc, dir_fd, name, AT_SYMLINK_FOLLOW) == 0)
    return TRUE;
#ifdef AT_EMPTY_PATH
  if (linkat (fd, "", dir_fd, name, AT_EMPTY_PATH) == 0)
    return TRUE;
#endif
  return FALSE;
}

/* The data in a file named @temp in the folder, by way of an unnamed file
 * where possible. On failure nothing is left under @temp. */
static gboolean
write_temp (int              dir_fd,
            const char      *temp,
            const struct stat *original,
            const void      *data,
            gsize            length,
            GError         **error)
{
  int fd = open_unnamed (dir_fd);

  if (fd >= 0)
    {
      gboolean named;

      if (!fill (fd, original, data, length, error))
        {
          close (fd);
          return FALSE;
        }
      named = give_name (fd, dir_fd, temp);
      close (fd);
      if (named)
        return TRUE;
      /* It could not be named: write it again under the name. */
    }

  fd = openat (dir_fd, temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0666);
  if (fd < 0)
    return fail_errno (error, errno);
  if (!fill (fd, original, data, length, error))
    {
      close (fd);
      unlinkat (dir_fd, temp, 0);
      return FALSE;
    }
  if (close (fd) != 0)
    {
      int saved_errno = errno;

      unlinkat (dir_fd, temp, 0);
      return fail_errno (error, saved_errno);
    }
  return TRUE;
}

static void
stamp_finish (GmpFileStamp *stamp,
              GChecksum    *checksum,
              guint64       size)
{
  gsize digest_length = sizeof stamp->sha256;

  stamp->size = size;
  g_checksum_get_digest (checksum, stamp->sha256, &digest_length);
  g_assert (digest_length == sizeof stamp->sha256);
}

/* The stamp of the file @base in the folder as it is now, @size bytes long
 * by its status: read to its end, as it may still be growing. */
static gboolean
stamp_of_file (int            dir_fd,
               const char    *base,
               GmpFileStamp  *stamp,
               GError       **error)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);
  guint8 buffer[READ_CHUNK];
  guint64 size = 0;
  int fd;

  fd = openat (dir_fd, base, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
  if (fd < 0)
    return fail_errno (error, errno);
  for (;;)
    {
      gssize n = read (fd, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          close (fd);
          return fail_errno (error, saved_errno);
        }
      if (n == 0)
        break;
      g_checksum_update (checksum, buffer, n);
      size += (guint64) n;
    }
  close (fd);
  stamp_finish (stamp, checksum, size);
  return TRUE;
}

/* Under the lock: the file, @original by its status, still holds what
 * @expected says, or another program saved over it since we read it. */
static gboolean
check_unchanged (int                 dir_fd,
                 const char         *base,
                 const struct stat  *original,
                 const GmpFileStamp *expected,
                 GError            **error)
{
  GmpFileStamp now;

  /* A different size needs no reading */
  if ((guint64) original->st_size == expected->size)
    {
      if (!stamp_of_file (dir_fd, base, &now, error))
        return FALSE;
      if (gmp_file_stamp_equal (&now, expected))
        return TRUE;
    }
  g_set_error_literal (error, GMP_ERROR, GMP_ERROR_CHANGED,
                       _("It was changed by another program since it was read; "
                         "nothing was written"));
  return FALSE;
}

/* With the folder locked, checks, writes and renames. */
static gboolean
replace_locked (int                  dir_fd,
                gboolean             locked,
                const char          *base,
                const void          *data,
                gsize                length,
                const GmpFileStamp  *expected,
                GError             **error)
{
  g_autofree char *temp = g_strdup_printf (".%.*s.saving", MAX_BASE_IN_TEMP, base);
  struct stat original;
  gboolean exists;

  /* Read again under the lock: another save may have replaced the file. */
  exists = fstatat (dir_fd, base, &original, AT_SYMLINK_NOFOLLOW) == 0;
  if (!exists && errno != ENOENT)
    return fail_errno (error, errno);
  if (exists && !S_ISREG (original.st_mode))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_IO,
                           S_ISDIR (original.st_mode) ? _("It is a folder, not a file")
                                                      : _("It is not a regular file"));
      return FALSE;
    }
  if (exists && expected != NULL && !check_unchanged (dir_fd, base, &original, expected, error))
    return FALSE;

  /* A save killed in the instant between naming its file and renaming it
   * left this, complete but unused; only a locked save may tell it is not
   * another save's. */
  if (locked)
    unlinkat (dir_fd, temp, 0);

  if (!write_temp (dir_fd, temp, exists ? &original : NULL, data, length, error))
    return FALSE;

  if (renameat (dir_fd, temp, dir_fd, base) != 0)
    {
      int saved_errno = errno;

      unlinkat (dir_fd, temp, 0);
      return fail_errno (error, saved_errno);
    }

  /* The rename itself reaches the disk; a failure here no longer loses
   * anything, so it is not reported. */
  fsync (dir_fd);
  return TRUE;
}

/* Follows @path's links, locks the target's folder and replaces it. */
static gboolean
replace (const char          *path,
         const void          *data,
         gsize                length,
         const GmpFileStamp  *expected,
         GError             **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  gboolean locked;
  gboolean done;
  int dir_fd;

  /* "" would resolve to the current folder: "It is a folder" says the wrong thing */
  if (*path == '\0')
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_IO, _("The file name is empty"));
      return FALSE;
    }
  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);

  dir_fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd < 0)
    return fail_errno (error, errno);

  done = lock_folder (dir_fd, &locked, error)
         && replace_locked (dir_fd, locked, base, data != NULL ? data : "", length, expected,
                            error);

  /* Closing the folder releases its lock. */
  close (dir_fd);
  return done;
}

gboolean
gmp_file_replace_contents (const char  *path,
                           const void  *data,
                           gsize        length,
                           GError     **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return replace (path, data, length, NULL, error);
}

void
gmp_file_stamp_init (GmpFileStamp *stamp,
                     const void   *data,
                     gsize         length)
{
  g_autoptr(GChecksum) checksum = g_checksum_new (G_CHECKSUM_SHA256);

  g_return_if_fail (stamp != NULL);
  g_return_if_fail (data != NULL || length == 0);

  /* g_checksum_update() takes a gssize: feed a huge buffer in parts */
  for (gsize done = 0; done < length;)
    {
      gsize part = MIN (length - done, (gsize) G_MAXSSIZE);

      g_checksum_update (checksum, (const guchar *) data + done, (gssize) part);
      done += part;
    }
  stamp_finish (stamp, checksum, length);
}

gboolean
gmp_file_stamp_equal (const GmpFileStamp *a,
                      const GmpFileStamp *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->size == b->size && memcmp (a->sha256, b->sha256, sizeof a->sha256) == 0;
}

gboolean
gmp_file_replace_contents_checked (const char          *path,
                                   const void          *data,
                                   gsize                length,
                                   const GmpFileStamp  *expected,
                                   GmpFileStamp        *out_new,
                                   GError             **error)
{
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!replace (path, data, length, expected, error))
    return FALSE;
  if (out_new != NULL)
    gmp_file_stamp_init (out_new, data, length);
  return TRUE;
}
