/* gtk-test-setup.h: gtk_test_init() with the one warning GTK gives of itself
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

/* gtk_test_init() makes every warning and critical fatal, as the UI tests
 * want. GTK 4.24's X11 backend, on an X server without a compositor
 * (Xvfb), marks one frame as submitted twice and warns about itself once
 * a process: "gdk_frame_timings_submitted() called on submitted frame"
 * (Debian testing; it comes after a popover or a dialog, whatever the
 * app does, and the app never touches frame timings). That message alone,
 * from that domain and from GTK 4.24 on, is let through, printed but not
 * fatal; everything else stays fatal. */
static inline gboolean
gtk_test_setup_is_benign (const char *log_domain,
                          const char *message)
{
  return g_strcmp0 (log_domain, "Gdk") == 0
         && g_strcmp0 (message, "gdk_frame_timings_submitted() called on submitted frame.") == 0
         && gtk_get_major_version () == 4 && gtk_get_minor_version () >= 24;
}

/* GTK logs through the structured API, which the test framework's fatal
 * handler does not see: its warnings are told apart in the writer */
static GLogWriterOutput
gtk_test_setup_writer (GLogLevelFlags   log_level,
                       const GLogField *fields,
                       gsize            n_fields,
                       gpointer         user_data)
{
  const char *domain = NULL, *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    {
      if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0 && fields[i].length < 0)
        domain = fields[i].value;
      else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0 && fields[i].length < 0)
        message = fields[i].value;
    }
  if ((log_level & G_LOG_LEVEL_WARNING) != 0 && gtk_test_setup_is_benign (domain, message))
    return g_log_writer_standard_streams (log_level, fields, n_fields, user_data);
  return g_log_writer_default (log_level, fields, n_fields, user_data);
}

/* The same for a message logged through the old API (g_log) */
static gboolean
gtk_test_setup_is_fatal (const char     *log_domain,
                         GLogLevelFlags  log_level,
                         const char     *message,
                         gpointer        user_data)
{
  (void) user_data;
  return !((log_level & G_LOG_LEVEL_WARNING) != 0
           && gtk_test_setup_is_benign (log_domain, message));
}

static inline void
gtk_test_setup (int    *argc,
                char ***argv)
{
  gtk_test_init (argc, argv, NULL);
  g_log_set_writer_func (gtk_test_setup_writer, NULL, NULL);
  g_test_log_set_fatal_handler (gtk_test_setup_is_fatal, NULL);
}
