/* gmp-xml-read.c: reading a file from a stranger, bounded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only a regular file is read, and only up to GMP_XML_MAX_SIZE: a FIFO, a
 * folder, a device or a huge file is refused before anything is read.
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/stat.h>

#include "gmp-i18n.h"
#include <glib/gstdio.h>

#include "gmp-error.h"
#include "gmp-xml.h"

/* The file at path opened for reading, or -1 with error: a regular file no
 * larger than GMP_XML_MAX_SIZE, whose size is left in *st. */
static int
open_checked (const char   *path,
              const char   *display,
              struct stat  *st,
              GError      **error)
{
  int fd;

  /* O_NONBLOCK: opening a FIFO must not hang; a directory or a device is
   * refused below before anything is read. */
  fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY, 0);
  if (fd < 0)
    {
      int saved_errno = errno;

      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot open “%s”: %s"), display, g_strerror (saved_errno));
      return -1;
    }

  if (fstat (fd, st) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: %s"), display, g_strerror (saved_errno));
      close (fd);
      return -1;
    }

  if (S_ISDIR (st->st_mode))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: it is a folder, not a file"), display);
      close (fd);
      return -1;
    }

  if (!S_ISREG (st->st_mode))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: it is not a regular file"), display);
      close (fd);
      return -1;
    }

  /* Checked before reading anything, so a huge file costs nothing. */
  if (st->st_size > GMP_XML_MAX_SIZE)
    {
      g_autofree char *size_text = g_format_size_full ((guint64) st->st_size,
                                                       G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *limit_text = g_format_size_full (GMP_XML_MAX_SIZE,
                                                        G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, GMP_ERROR, GMP_ERROR_TOO_LARGE,
                   _("“%s” is too large (%s; at most %s are allowed)"),
                   display, size_text, limit_text);
      close (fd);
      return -1;
    }

  return fd;
}

/* The size bytes of fd, which it closes; NULL with error when it cannot be
 * read or holds more than size. */
static GBytes *
read_all (int          fd,
          gsize        size,
          const char  *display,
          GError     **error)
{
  g_autofree char *buffer = NULL;
  gsize length = 0;

  /* One byte more than allowed, in case the file grows while we read it. */
  buffer = g_malloc (size + 1);
  for (;;)
    {
      gsize want = size + 1 - length;
      gssize n;

      if (want == 0)
        break;

      n = read (fd, buffer + length, want);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int saved_errno = errno;

          g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                       _("Cannot read “%s”: %s"), display, g_strerror (saved_errno));
          close (fd);
          return NULL;
        }
      if (n == 0)
        break;
      length += (gsize) n;
    }
  close (fd);

  if (length > size)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                   _("Cannot read “%s”: it changed while being read"), display);
      return NULL;
    }

  return g_bytes_new_take (g_steal_pointer (&buffer), length);
}

GBytes *
gmp_xml_read_file (const char  *path,
                   GError     **error)
{
  g_autofree char *display = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  display = g_filename_display_name (path);
  if (*path == '\0')
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_IO, _("Cannot open “%s”: %s"), display,
                   _("The file name is empty"));
      return NULL;
    }

  fd = open_checked (path, display, &st, error);
  if (fd < 0)
    return NULL;
  return read_all (fd, (gsize) st.st_size, display, error);
}
