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

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "gmp-error.h"
#include "gmp-file.h"

/* Linux's own limit on a chain of symbolic links. */
#define MAX_LINKS 40
/* Room for ".", ".saving" and the rest of a 255-byte file name. */
#define MAX_BASE_IN_TEMP 200
#define LOCK_POLL_MS 10

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

/* With the folder locked, writes and renames. */
static gboolean
replace_locked (int          dir_fd,
                gboolean     locked,
                const char  *base,
                const void  *data,
                gsize        length,
                GError     **error)
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

gboolean
gmp_file_replace_contents (const char  *path,
                           const void  *data,
                           gsize        length,
                           GError     **error)
{
  g_autofree char *target = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  gboolean locked;
  gboolean done;
  int dir_fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;
  dir = g_path_get_dirname (target);
  base = g_path_get_basename (target);

  dir_fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd < 0)
    return fail_errno (error, errno);

  done = lock_folder (dir_fd, &locked, error)
         && replace_locked (dir_fd, locked, base, data != NULL ? data : "", length, error);

  /* Closing the folder releases its lock. */
  close (dir_fd);
  return done;
}
