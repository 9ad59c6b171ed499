/* cli-runner.h: runs the built ginormopod-cli from a test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For tests built with -DCLI_PATH (the cli_tests in tests/meson.build).
 */

#pragma once

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

typedef struct {
  int   status;
  char *out;
  char *err;
} CliRun;

static inline void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Runs ginormopod-cli with the arguments (NULL-terminated); asserts it exited. */
static inline void
cli_run (CliRun     *run,
         const char *first,
         ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list ap;

  cli_run_clear (run);
  g_ptr_array_add (args, (char *) CLI_PATH);
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  process = g_subprocess_newv ((const char * const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

/* The parsed JSON document in text; free with json_node_unref(). */
static inline JsonNode *
cli_parse_json (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

/* Writes contents to name in dir; returns the path. */
static inline char *
cli_write_file (const char *dir,
                const char *name,
                const char *contents)
{
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, name, NULL);

  g_file_set_contents (path, contents, -1, &error);
  g_assert_no_error (error);
  return path;
}

/* Removes a test's temporary folder with whatever files it still holds, and
 * frees its path. */
static inline void
cli_tmp_dir_remove (char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
  g_free (dir);
}
