/* test-cli-draft.c: drafts on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * `validate` says a file is a draft and lists its problems; the commands
 * that play (play, next, move, combat, moves) refuse a draft whose problems
 * block play, with the session's list; the others read it as it is.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-core.h"

#include "cli-runner.h"
#include "test-util.h"

static void
place (GmpSession *session,
       const char *type,
       const char *formation,
       const char *city)
{
  GmpBoard *board = gmp_session_get_board (session);
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_PLACE_UNIT);
  g_autoptr(GError) error = NULL;

  action->type = gmp_board_find_unit_type (board, type);
  action->formation = gmp_board_find_formation (board, formation);
  action->city = gmp_board_find_city (board, city);
  g_assert_true (gmp_session_apply (session, action, &error));
  g_assert_no_error (error);
}

/* A setup the rules can play: one unit a side */
static GmpSession *
clean_setup (void)
{
  g_autoptr(GmpBoard) board = test_default_board ();
  g_autoptr(GError) error = NULL;
  GmpSession *session = gmp_session_new_empty (board, &error);

  g_assert_no_error (error);
  place (session, "infantry", "C", "ATL");
  place (session, "tank", "A", "WAS");
  place (session, "ant", "1", "MSP");
  place (session, "ant", "2", "MKC");
  g_assert_true (gmp_session_check_playable (session, NULL));
  return session;
}

/* Seven Human units in Des Moines (note 7) and a spider east of the
 * intact fence (note 10), saved as a draft */
static char *
write_draft (const char *dir)
{
  g_autoptr(GmpSession) session = clean_setup ();
  g_autoptr(GError) error = NULL;
  char *path = g_build_filename (dir, "draft.gmpscenario", NULL);

  for (guint i = 0; i < 7; i++)
    place (session, "infantry", i < 4 ? "B" : "C", "DSM");
  place (session, "spider", "2", "IND");
  g_assert_true (gmp_session_is_draft (session));
  g_assert_true (gmp_session_save_file (session, path, &error));
  g_assert_no_error (error);
  return path;
}

static void
test_validate_draft (void)
{
  char *dir = g_dir_make_tmp ("gmp-cli-draft-XXXXXX", NULL);
  g_autofree char *path = write_draft (dir);
  g_auto(CliRun) run = { 0, };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *object;
  JsonArray *problems;

  cli_run (&run, "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.out, "a draft: saved with its problems on purpose"));
  g_assert_nonnull (strstr (run.out, ": Des Moines: "));
  g_assert_nonnull (strstr (run.out, "Rules note 7"));
  g_assert_nonnull (strstr (run.out, ": Indianapolis: "));
  g_assert_nonnull (strstr (run.out, "Rules note 10"));

  cli_run (&run, "validate", path, "--json", NULL);
  g_assert_cmpint (run.status, ==, 1);
  root = cli_parse_json (run.out);
  object = json_node_get_object (root);
  g_assert_true (json_object_get_boolean_member (object, "draft"));
  g_assert_false (json_object_get_boolean_member (object, "valid"));
  problems = json_object_get_array_member (object, "problems");
  g_assert_cmpuint (json_array_get_length (problems), >=, 2);

  /* In Brazilian Portuguese */
  cli_run_in (&run, "pt_BR", "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 1);
  g_assert_null (strstr (run.out, "a draft"));
  g_assert_nonnull (strstr (run.out, "rascunho"));

  cli_tmp_dir_remove (dir);
}

/* Every command that plays refuses it, with the list of what blocks play */
static void
test_play_refused (void)
{
  char *dir = g_dir_make_tmp ("gmp-cli-draft-XXXXXX", NULL);
  g_autofree char *path = write_draft (dir);
  g_autofree char *out = g_build_filename (dir, "out.gmpscenario", NULL);
  g_autofree char *out_arg = g_strconcat ("--out=", out, NULL);
  const char *commands[][7] = {
    { "play", path, "--seed=1", out_arg, NULL },
    { "next", path, out_arg, NULL },
    { "move", path, "MSP", "DSM", "--units=2", out_arg },
    { "combat", path, "DSM", "--dice=1", NULL },
    { "moves", path, "MSP", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      g_auto(CliRun) run = { 0, };

      cli_run (&run, commands[i][0], commands[i][1], commands[i][2], commands[i][3],
               commands[i][4], commands[i][5], NULL);
      g_test_message ("%s: %s", commands[i][0], run.err);
      g_assert_cmpint (run.status, ==, 1);
      g_assert_nonnull (strstr (run.err, "This scenario cannot be played: it has 2 problems "
                                         "that block play"));
      g_assert_nonnull (strstr (run.err, "Rules note 7"));
      g_assert_nonnull (strstr (run.err, "Rules note 10"));
      g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
    }

  /* Reading it is fine */
  {
    g_auto(CliRun) run = { 0, };

    cli_run (&run, "show", path, NULL);
    g_assert_cmpint (run.status, ==, 0);
    cli_run (&run, "undo", path, out_arg, NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_true (g_file_test (out, G_FILE_TEST_EXISTS));
  }

  cli_tmp_dir_remove (dir);
}

/* A draft without problems (mended by hand) says so, and plays */
static void
test_mended_draft (void)
{
  char *dir = g_dir_make_tmp ("gmp-cli-draft-XXXXXX", NULL);
  g_autoptr(GmpSession) session = clean_setup ();
  g_autoptr(GBytes) bytes = gmp_session_to_bytes (session);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_auto(GStrv) parts = g_strsplit (text, "board=\"ginormopod-2050\"", 2);
  g_autofree char *draft = g_strjoinv ("board=\"ginormopod-2050\" draft=\"true\"", parts);
  g_autofree char *path = cli_write_file (dir, "mended.gmpscenario", draft);
  g_autofree char *out = g_build_filename (dir, "out.gmpscenario", NULL);
  g_autofree char *out_arg = g_strconcat ("--out=", out, NULL);
  g_auto(CliRun) run = { 0, };

  g_assert_null (strstr (text, "draft="));
  cli_run (&run, "validate", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "a draft"));
  g_assert_nonnull (strstr (run.out, ": valid"));

  cli_run (&run, "play", path, "--seed=3", "--turns=1", out_arg, NULL);
  g_assert_cmpint (run.status, ==, 0);
  /* Saved again: no longer a draft */
  cli_run (&run, "validate", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_null (strstr (run.out, "a draft"));

  cli_tmp_dir_remove (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/draft/validate", test_validate_draft);
  g_test_add_func ("/cli/draft/play-refused", test_play_refused);
  g_test_add_func ("/cli/draft/mended", test_mended_draft);

  return g_test_run ();
}
