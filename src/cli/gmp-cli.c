/* gmp-cli.c: option parsing, errors, JSON and file loading for the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <libxml/xmlreader.h>

#include "core/gmp-file.h"
#include "core/gmp-xml.h"
#include "gmp-cli.h"

/* The file this command read, links resolved, and what it held: writing
 * the game back to it (--out the same file) refuses if another program
 * saved over it meanwhile (issue 11). One command runs per process. */
static struct {
  char         *path;
  GmpFileStamp  stamp;
} loaded;

/* The excerpts gmp_cli_quote() made, freed with the process */
static GPtrArray *quoted;

static const char *
keep_quoted (char *text)
{
  if (quoted == NULL)
    quoted = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (quoted, text);
  return text;
}

const char *
gmp_cli_quote (const char *text)
{
  return keep_quoted (gmp_quote_excerpt (text));
}

/* A message of GLib's that repeats an argument ("Unknown option --frobnicate…"),
 * cut as gmp_cli_quote() cuts, with room for GLib's own words */
static const char *
gmp_cli_quote_message (const char *message)
{
  g_autofree char *start = NULL;

  if (g_utf8_strlen (message, -1) <= 2 * GMP_QUOTE_MAX_CHARS)
    return message;
  start = g_utf8_substring (message, 0, 2 * GMP_QUOTE_MAX_CHARS);
  return keep_quoted (g_strconcat (start, "…", NULL));
}

gboolean
gmp_cli_parse_number (const GmpCliCommand *command,
                      const char          *option,
                      const char          *text,
                      guint64              min,
                      guint64              max,
                      guint64             *value,
                      int                 *status)
{
  g_autofree char *from = NULL;
  g_autofree char *to = NULL;

  /* g_ascii_string_to_unsigned() refuses signs and spaces */
  if (g_ascii_string_to_unsigned (text, 10, min, max, value, NULL))
    return TRUE;
  from = g_strdup_printf ("%" G_GUINT64_FORMAT, min);
  to = g_strdup_printf ("%" G_GUINT64_FORMAT, max);
  /* TRANSLATORS: "--step wants a whole number from 0 to 4294967295, not “-5”" */
  *status = gmp_cli_usage_error (command, _("%s wants a whole number from %s to %s, not “%s”"),
                                 option, from, to, gmp_cli_quote (text));
  return FALSE;
}

void
gmp_cli_printerr (const char *format,
                  ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("%s: %s\n", g_get_prgname (), message);
}

int
gmp_cli_fail (const GError *error)
{
  gmp_cli_printerr ("%s", error->message);
  if (error->domain == GMP_ERROR && error->code == GMP_ERROR_USAGE)
    return GMP_CLI_EXIT_USAGE;
  return GMP_CLI_EXIT_ERROR;
}

int
gmp_cli_usage_error (const GmpCliCommand *command,
                     const char          *format,
                     ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("%s %s: %s\n", g_get_prgname (), command->name, message);
  g_printerr (_("Try “%s %s --help” for more information."), g_get_prgname (), command->name);
  g_printerr ("\n");
  return GMP_CLI_EXIT_USAGE;
}

static const char *
translate_option (const char *text,
                  gpointer    user_data)
{
  return gmp_i18n_dgettext (GETTEXT_PACKAGE, text);
}

/* The name --help gives the positional argument at index (from 0), in the
 * user's language: "SCENARIO" of "SCENARIO CITY" */
static char *
parameter_name (const GmpCliCommand *command,
                int                  index)
{
  g_auto(GStrv) words = g_strsplit (_(command->parameters), " ", -1);

  if (index < (int) g_strv_length (words))
    return g_strdup (words[index]);
  /* TRANSLATORS: an argument by its position, when it has no name: "number 2" */
  return g_strdup_printf (_("number %d"), index + 1);
}

gboolean
gmp_cli_parse (const GmpCliCommand  *command,
               const GOptionEntry   *entries,
               gboolean             *json,
               int                  *argc,
               char               ***argv,
               int                   min_args,
               int                   max_args,
               int                  *exit_code)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *parameters = NULL;
  gboolean help = FALSE;
  int n_args;
  /* GLib's own --help would exit() from inside the parser; ours returns. */
  const GOptionEntry common[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, json, N_("Print JSON for programs"), NULL },
    { "help", 'h', 0, G_OPTION_ARG_NONE, &help, N_("Show help options"), NULL },
    { NULL }
  };

  parameters = g_strdup_printf ("%s %s", command->name, _(command->parameters));
  context = g_option_context_new (parameters);
  /* The options' help in the project's language, not the C library's
   * (gmp-i18n.c): here and for the main group below. */
  g_option_context_set_translate_func (context, translate_option, NULL, NULL);
  g_option_context_set_summary (context, _(command->summary));
  g_option_context_set_help_enabled (context, FALSE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  g_option_context_add_main_entries (context, json != NULL ? common : common + 1,
                                     GETTEXT_PACKAGE);
  g_option_group_set_translate_func (g_option_context_get_main_group (context),
                                     translate_option, NULL, NULL);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      /* GLib's message quotes the option as typed, whatever its length */
      *exit_code = gmp_cli_usage_error (command, "%s", gmp_cli_quote_message (error->message));
      return FALSE;
    }

  /* "--" ends the options, and GLib leaves it among the arguments: what
   * follows is a name even when it begins with "-" (issue 19) */
  for (int i = 1; i < *argc; i++)
    if (strcmp ((*argv)[i], "--") == 0)
      {
        memmove (*argv + i, *argv + i + 1, (gsize) (*argc - i) * sizeof (char *));
        (*argc)--;
        break;
      }

  /* An empty file name would be taken for the current folder */
  for (const GOptionEntry *entry = entries; entry != NULL && entry->long_name != NULL; entry++)
    if (entry->arg == G_OPTION_ARG_FILENAME && *(char **) entry->arg_data != NULL
        && **(char **) entry->arg_data == '\0')
      {
        /* TRANSLATORS: "--out names no file: the name is empty" */
        *exit_code = gmp_cli_usage_error (command, _("--%s names no file: the name is empty"),
                                          entry->long_name);
        return FALSE;
      }

  if (help)
    {
      g_autofree char *text = g_option_context_get_help (context, TRUE, NULL);

      g_print ("%s", text);
      *exit_code = GMP_CLI_EXIT_OK;
      return FALSE;
    }

  n_args = *argc - 1;
  if (n_args < min_args)
    {
      *exit_code = gmp_cli_usage_error (command, _("Missing arguments: %s"),
                                        _(command->parameters));
      return FALSE;
    }
  if (n_args > max_args)
    {
      *exit_code = gmp_cli_usage_error (command, _("Unexpected argument “%s”"),
                                        gmp_cli_quote ((*argv)[1 + max_args]));
      return FALSE;
    }

  /* An empty argument names no file, city or anything else: the user's
   * slip, said as such, not a file that cannot be opened (issue 19) */
  for (int i = 1; i <= n_args; i++)
    if ((*argv)[i][0] == '\0')
      {
        g_autofree char *parameter = parameter_name (command, i - 1);

        /* TRANSLATORS: %s is the argument's name in the command's help,
         * "SCENARIO", "OUT" */
        *exit_code = gmp_cli_usage_error (command, _("The argument %s is empty: it names "
                                                     "nothing"), parameter);
        return FALSE;
      }

  *exit_code = GMP_CLI_EXIT_OK;
  return TRUE;
}

void
gmp_cli_add_end_json (JsonBuilder    *builder,
                      const GmpState *state)
{
  static const char *end_reasons[] = { "none", "key-cities", "last-turn", "danger" };
  g_autofree char *end = gmp_describe_end (state);
  gboolean over = state->phase == GMP_PHASE_GAME_OVER;

  json_builder_set_member_name (builder, "end_reason");
  json_builder_add_string_value (builder, over && state->end_reason < G_N_ELEMENTS (end_reasons)
                                          ? end_reasons[state->end_reason] : "none");
  json_builder_set_member_name (builder, "end_turn");
  if (over)
    json_builder_add_int_value (builder, state->turn);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "end_text");
  if (end != NULL)
    json_builder_add_string_value (builder, end);
  else
    json_builder_add_null_value (builder);
}

void
gmp_cli_print_json (JsonBuilder *builder)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autoptr(JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

/* The name of the document's root element, read without DTDs, entities or
 * network; NULL when it is not XML at all. */
static char *
root_element (GBytes *bytes)
{
  gsize size;
  const char *data = g_bytes_get_data (bytes, &size);
  xmlTextReaderPtr reader;
  char *name = NULL;

  if (size > G_MAXINT)
    return NULL;
  reader = xmlReaderForMemory (data, (int) size, NULL, NULL,
                               XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (reader == NULL)
    return NULL;
  while (xmlTextReaderRead (reader) == 1)
    if (xmlTextReaderNodeType (reader) == XML_READER_TYPE_ELEMENT)
      {
        name = g_strdup ((const char *) xmlTextReaderConstLocalName (reader));
        break;
      }
  xmlFreeTextReader (reader);
  return name;
}

static void
remember_loaded (const char *path,
                 GBytes     *bytes)
{
  g_clear_pointer (&loaded.path, g_free);
  loaded.path = realpath (path, NULL);
  gmp_file_stamp_init (&loaded.stamp, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* What out must still hold: the stamp of the file this command read, when
 * out is that file; NULL for any other file. */
static GmpFileStamp *
expected_stamp (const char *out)
{
  g_autofree char *real = NULL;

  if (loaded.path == NULL)
    return NULL;
  real = realpath (out, NULL);
  return real != NULL && strcmp (real, loaded.path) == 0 ? &loaded.stamp : NULL;
}

/* Writes bytes, the game scenario, over the file this command read, unless
 * another program saved over it since (issue 11). */
static gboolean
save_over_loaded (const GmpScenario  *scenario,
                  GBytes             *bytes,
                  const char         *out,
                  GmpFileStamp       *expected,
                  GError            **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *display_name = g_filename_display_name (out);

  /* A file that could not be loaded back is never written */
  if (!gmp_scenario_check_saveable (scenario, &local_error))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Cannot save “%s”: %s"), display_name, local_error->message);
      return FALSE;
    }
  /* Saved, what was written is what a later save expects */
  if (gmp_file_replace_contents_checked (out, g_bytes_get_data (bytes, NULL),
                                         g_bytes_get_size (bytes), expected, expected,
                                         &local_error))
    return TRUE;
  if (g_error_matches (local_error, GMP_ERROR, GMP_ERROR_CHANGED))
    g_set_error (error, GMP_ERROR, GMP_ERROR_CHANGED,
                 _("“%s” was changed by another program since this command read it; "
                   "nothing was written: run the command again, or write to another "
                   "file with --out"), display_name);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                 _("Cannot save “%s”: %s"), display_name, local_error->message);
  return FALSE;
}

gboolean
gmp_cli_save_session (GmpSession  *session,
                      const char  *out,
                      GError     **error)
{
  GmpFileStamp *expected = expected_stamp (out);
  g_autoptr(GBytes) bytes = NULL;

  if (expected == NULL)
    return gmp_session_save_file (session, out, error);
  bytes = gmp_session_to_bytes (session);
  return save_over_loaded (gmp_session_get_scenario (session), bytes, out, expected, error);
}

gboolean
gmp_cli_save_scenario (const GmpScenario  *scenario,
                       const char         *out,
                       GError            **error)
{
  GmpFileStamp *expected = expected_stamp (out);
  g_autoptr(GBytes) bytes = NULL;

  if (expected == NULL)
    return gmp_scenario_save_file (scenario, out, error);
  bytes = gmp_scenario_to_bytes (scenario);
  return save_over_loaded (scenario, bytes, out, expected, error);
}

static gboolean
load_file (const char   *path,
           gboolean      rules_unchecked,
           GmpBoard    **board,
           GmpScenario **scenario,
           GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *root = NULL;
  gboolean is_board;

  *board = NULL;
  *scenario = NULL;

  bytes = gmp_xml_read_file (path, error);
  if (bytes == NULL)
    return FALSE;
  remember_loaded (path, bytes);
  /* Before root_element(): its parser would read the root's attributes in
   * quadratic time too. */
  if (!gmp_xml_check_attributes (bytes, path, error))
    return FALSE;

  /* A .gmpscenario is a scenario; otherwise the root element decides, and a
   * file too broken to tell is judged as what its extension says. */
  if (g_str_has_suffix (path, GMP_SCENARIO_EXTENSION))
    is_board = FALSE;
  else if ((root = root_element (bytes)) != NULL)
    is_board = g_str_equal (root, "board");
  else
    is_board = g_str_has_suffix (path, ".xml");

  if (is_board)
    *board = gmp_board_load_bytes (bytes, path, &local_error);
  else if (rules_unchecked)
    *scenario = gmp_scenario_load_bytes_unchecked (bytes, path, &local_error);
  else
    *scenario = gmp_scenario_load_bytes (bytes, path, &local_error);

  if (local_error == NULL)
    return TRUE;
  /* Whatever is wrong with a file is the file's fault, never a usage error:
   * it exits 1 (issue 11), even should a loader pass on a core code. */
  if (g_error_matches (local_error, GMP_ERROR, GMP_ERROR_USAGE))
    local_error->code = GMP_ERROR_INVALID;
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

gboolean
gmp_cli_load (const char   *path,
              GmpBoard    **board,
              GmpScenario **scenario,
              GError      **error)
{
  return load_file (path, FALSE, board, scenario, error);
}

gboolean
gmp_cli_load_unchecked (const char   *path,
                        GmpBoard    **board,
                        GmpScenario **scenario,
                        GError      **error)
{
  return load_file (path, TRUE, board, scenario, error);
}

GmpScenario *
gmp_cli_load_game (const char  *path,
                   GError     **error)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpScenario) scenario = NULL;

  if (!gmp_cli_load (path, &board, &scenario, error))
    return NULL;
  if (scenario == NULL)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, _("%s is a board, not a game"), path);
      return NULL;
    }
  return g_steal_pointer (&scenario);
}

gboolean
gmp_cli_parse_city (const GmpCliCommand *command,
                    const GmpBoard      *board,
                    const char          *text,
                    guint               *city,
                    int                 *status)
{
  g_autoptr(GError) error = NULL;
  int found = gmp_board_find_city_by_name (board, text, &error);

  if (found == GMP_NONE)
    {
      *status = gmp_cli_usage_error (command, "%s", error->message);
      return FALSE;
    }
  *city = (guint) found;
  return TRUE;
}

gboolean
gmp_cli_parse_units (const char  *text,
                     guint        n_units,
                     GArray      *ids,
                     GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (*parts[i] == '\0')
        continue;
      if (n_units == 0
          || !g_ascii_string_to_unsigned (parts[i], 10, 0, n_units - 1, &value, NULL))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no unit “%s”"),
                       gmp_cli_quote (parts[i]));
          return FALSE;
        }
      g_array_append_vals (ids, &(guint) { value }, 1);
    }
  if (ids->len == 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("--units lists no unit"));
      return FALSE;
    }
  return TRUE;
}

GmpSession *
gmp_cli_load_session (const char  *path,
                      GError     **error)
{
  GmpScenario *scenario = gmp_cli_load_game (path, error);
  GmpSession *session;
  const GError *history_error;

  if (scenario == NULL)
    return NULL;
  /* A history that does not replay is dropped, and said (issue 19): what
   * the command writes starts from the game as saved */
  session = gmp_session_new_named (scenario, path);
  history_error = gmp_session_get_history_error (session);
  if (history_error != NULL)
    gmp_cli_printerr ("%s", history_error->message);
  return session;
}

/* A draft loads with its problems (gmp-scenario.h): what plays it asks the
 * session first. Any other file was refused on load if it had them. */
GmpSession *
gmp_cli_load_playable_session (const char  *path,
                               GError     **error)
{
  g_autoptr(GmpSession) session = gmp_cli_load_session (path, error);

  if (session == NULL)
    return NULL;
  if (gmp_scenario_is_draft (gmp_session_get_scenario (session))
      && !gmp_session_check_playable (session, error))
    return NULL;
  return g_steal_pointer (&session);
}

GmpScenario *
gmp_cli_load_playable_game (const char  *path,
                            GError     **error)
{
  g_autoptr(GmpScenario) scenario = gmp_cli_load_game (path, error);
  g_autoptr(GmpSession) session = NULL;

  if (scenario == NULL || !scenario->draft)
    return g_steal_pointer (&scenario);
  session = gmp_session_new (gmp_scenario_copy (scenario));
  if (!gmp_session_check_playable (session, error))
    return NULL;
  return g_steal_pointer (&scenario);
}

gboolean
gmp_cli_parse_seed (const GmpCliCommand *command,
                    const char          *seed_text,
                    guint64             *seed,
                    int                 *status)
{
  if (seed_text == NULL)
    {
      *seed = (guint64) g_get_real_time () ^ ((guint64) getpid () << 32);
      return TRUE;
    }
  return gmp_cli_parse_number (command, "--seed", seed_text, 0, G_MAXUINT64, seed, status);
}

gboolean
gmp_cli_check_dice_used (const GmpDice *dice)
{
  gsize extra = gmp_dice_remaining (dice);

  if (!gmp_dice_is_scripted (dice) || extra == 0)
    return TRUE;
  gmp_cli_printerr (ngettext ("%zu die more than needed was given: the game "
                              "was not written",
                              "%zu dice more than needed were given: the game "
                              "was not written",
                              extra),
                    extra);
  return FALSE;
}

char *
gmp_cli_unit_label (const GmpState *state,
                    guint           id)
{
  g_autofree char *name = gmp_combat_unit_label (state, id);

  /* Translators: a unit as its counter names it and the number the command
   * line takes for it: "Tank A #3", "National Guard #31" */
  return g_strdup_printf (_("%s #%u"), name, id);
}
