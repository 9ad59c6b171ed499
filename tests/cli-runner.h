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

/* Runs ginormopod-cli with the arguments; language: NULL for the test's
 * own environment, "pt_BR", or "" for the untranslated English. Asserts it
 * exited. */
static inline void
cli_run_valist (CliRun     *run,
                const char *language,
                const char *first,
                va_list     ap)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  cli_run_clear (run);
  g_ptr_array_add (args, (char *) CLI_PATH);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  g_ptr_array_add (args, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  if (language != NULL)
    g_subprocess_launcher_setenv (launcher, "LANGUAGE", language, TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

/* Runs ginormopod-cli with the arguments (NULL-terminated); asserts it exited. */
static inline void
cli_run (CliRun     *run,
         const char *first,
         ...)
{
  va_list ap;

  va_start (ap, first);
  cli_run_valist (run, NULL, first, ap);
  va_end (ap);
}

/* As cli_run(), in a language: "pt_BR", or "" for the untranslated English */
static inline void
cli_run_in (CliRun     *run,
            const char *language,
            const char *first,
            ...)
{
  va_list ap;

  va_start (ap, first);
  cli_run_valist (run, language, first, ap);
  va_end (ap);
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
