/* test-cli-game-end.c: the end of a game is part of the game (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Whatever ends a game (two key cities destroyed, the last turn over, the
 * Earth destroyed For Danger: Rules notes 21, 22), the file written says who
 * won, why and when, and show, play --json and next --json say so: through
 * the command line and through the session. A game a file left resting
 * before the automatic steps that end it (a Fade Out, as an earlier version
 * or the editor wrote it) opens ended.
 */

#include "config.h"

#include <string.h>

#include "cli-runner.h"
#include "core/gmp-core.h"

static char *tmp_dir;
static char *base_game;   /* "new --seed 7": turn 1, Action, nothing drawn */

static char *
tmp_path (const char *name)
{
  return g_build_filename (tmp_dir, name, NULL);
}

static char *
file_contents (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* The new game with each `from` replaced by its `to` (pairs, NULL-ended),
 * each of which must be there, written as name */
static char *
variant (const char *name,
         ...)
{
  g_autoptr(GString) text = g_string_new (base_game);
  const char *from;
  va_list ap;

  va_start (ap, name);
  while ((from = va_arg (ap, const char *)) != NULL)
    {
      const char *to = va_arg (ap, const char *);

      g_assert_nonnull (strstr (text->str, from));
      g_string_replace (text, from, to, 0);
    }
  va_end (ap);
  return cli_write_file (tmp_dir, name, text->str);
}

#define ACTION_TURN_1    "<turn number=\"1\" phase=\"action\" step=\"0\"/>"
#define FADE_OUT_TURN_1  "<turn number=\"1\" phase=\"fade-out\" step=\"0\"/>"
#define ACTION_TURN_10   "<turn number=\"10\" phase=\"action\" step=\"0\"/>"
#define FADE_OUT_TURN_10 "<turn number=\"10\" phase=\"fade-out\" step=\"0\"/>"
#define NYC_STANDS       "<fort city=\"NYC\" strength=\"3\"/>"
#define NYC_DESTROYED    "<fort city=\"NYC\" strength=\"0\"/>"
#define WAS_STANDS       "<fort city=\"WAS\" strength=\"3\"/>"
#define WAS_DESTROYED    "<fort city=\"WAS\" strength=\"0\"/>"

/* Two key cities destroyed (Rules note 22), the game at `turn` */
static char *
key_cities_game (const char *name,
                 const char *turn)
{
  return variant (name, ACTION_TURN_1, turn, NYC_STANDS, NYC_DESTROYED,
                  WAS_STANDS, WAS_DESTROYED, NULL);
}

/* Turn 10: the chits of the Time Track are in the cup by then (Rules note 2) */
static char *
last_turn_game (const char *name,
                const char *turn)
{
  return variant (name, ACTION_TURN_1, turn,
                  "place=\"time-track\" turn=\"2\"", "place=\"cup\"",
                  "place=\"time-track\" turn=\"6\"", "place=\"cup\"", NULL);
}

/* The Danger marker on its third space (12 or more loses) showing Nuclear,
 * the Humans' FX (Rules note 21), in turn 1's Fade Out */
static char *
danger_game (const char *name)
{
  return variant (name, ACTION_TURN_1, FADE_OUT_TURN_1,
                  "<danger space=\"0\"/>", "<danger space=\"2\" face=\"nuclear\"/>", NULL);
}

/* Runs ginormopod-cli in English with the arguments and --json when json */
static void
run_args (CliRun     *run,
          gboolean    json,
          const char *first,
          va_list     ap)
{
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (args, (char *) CLI_PATH);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  if (json)
    g_ptr_array_add (args, (char *) "--json");
  g_ptr_array_add (args, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE
                                        | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LANGUAGE", "", TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) args->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  g_assert_cmpstr (run->err, ==, "");
  g_assert_cmpint (run->status, ==, 0);
}

/* The JSON a command prints; it must succeed */
static JsonNode *
run_json (const char *first,
          ...)
{
  g_auto(CliRun) run = { 0 };
  va_list ap;

  va_start (ap, first);
  run_args (&run, TRUE, first, ap);
  va_end (ap);
  return cli_parse_json (run.out);
}

static void
run_ok (const char *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  va_list ap;

  va_start (ap, first);
  run_args (&run, FALSE, first, ap);
  va_end (ap);
}

/* Who won, why and when: in show --json and in show */
static void
assert_shown_ended (const char *path,
                    const char *winner,
                    const char *reason,
                    guint       turn,
                    const char *why)
{
  g_autoptr(JsonNode) shown = run_json ("show", path, NULL);
  JsonObject *object = json_node_get_object (shown);
  g_auto(CliRun) text = { 0 };

  g_assert_cmpstr (json_object_get_string_member (object, "phase"), ==, "game-over");
  g_assert_cmpstr (json_object_get_string_member (object, "winner"), ==, winner);
  g_assert_cmpstr (json_object_get_string_member (object, "end_reason"), ==, reason);
  g_assert_cmpint (json_object_get_int_member (object, "end_turn"), ==, turn);
  g_assert_cmpstr (json_object_get_string_member (object, "end_text"), ==, why);

  cli_run_in (&text, "", "show", path, NULL);
  g_assert_cmpint (text.status, ==, 0);
  g_assert_nonnull (strstr (text.out, "Game over"));
  g_assert_nonnull (strstr (text.out, why));
}

/* Who won, why and when: in the file, and as show says it */
static void
assert_file_ended (const char *path,
                   const char *winner,
                   const char *reason,
                   guint       turn,
                   const char *why)
{
  g_autofree char *contents = file_contents (path);
  g_autofree char *result = g_strdup_printf ("<result winner=\"%s\" reason=\"%s\"/>",
                                             winner, reason);
  g_autofree char *at = g_strdup_printf ("<turn number=\"%u\" phase=\"game-over\"", turn);

  g_assert_nonnull (strstr (contents, result));
  g_assert_nonnull (strstr (contents, at));
  assert_shown_ended (path, winner, reason, turn, why);
}

/* play --json and next --json say it as show does */
static void
assert_json_ended (JsonNode   *root,
                   const char *winner,
                   const char *reason,
                   guint       turn)
{
  JsonObject *object = json_node_get_object (root);

  g_assert_cmpstr (json_object_get_string_member (object, "winner"), ==, winner);
  g_assert_cmpstr (json_object_get_string_member (object, "end_reason"), ==, reason);
  g_assert_cmpint (json_object_get_int_member (object, "end_turn"), ==, turn);
  g_assert_nonnull (json_object_get_string_member (object, "end_text"));
}

#define KEY_CITIES_WHY "The Swarm wins: 2 key cities are destroyed (Rules note 22)."
#define LAST_TURN_WHY  "The Humans win: they held out to the end of the last turn (Rules note 22)."
#define DANGER_WHY     "The Swarm wins: the Humans destroyed the Earth (Rules note 21)."

/* The game issue 19 found: resting in the Fade Out whose victory check ends
 * it. play printed "winner": "none" and wrote it in the Fade Out. */
static void
test_key_cities_fade_out (void)
{
  g_autofree char *game = key_cities_game ("key-fade-out.gmpscenario", FADE_OUT_TURN_1);
  g_autofree char *played = tmp_path ("key-played.gmpscenario");
  g_autofree char *written = tmp_path ("key-written.gmpscenario");
  g_autoptr(JsonNode) play = run_json ("play", game, "--seed", "1", "--out", played, NULL);
  g_autoptr(JsonNode) next = NULL;

  assert_json_ended (play, "swarm", "key-cities", 1);
  assert_file_ended (played, "swarm", "key-cities", 1, KEY_CITIES_WHY);
  /* Opened, the file is the game over: show says so, next writes it so */
  assert_shown_ended (game, "swarm", "key-cities", 1, KEY_CITIES_WHY);
  run_ok ("next", game, "--out", written, NULL);
  assert_file_ended (written, "swarm", "key-cities", 1, KEY_CITIES_WHY);
  next = run_json ("next", game, NULL);
  assert_json_ended (next, "swarm", "key-cities", 1);
}

/* The same end reached by the draws: the third "…The End???" (Rules note 1) */
static void
test_key_cities_drawn (void)
{
  g_autofree char *game = key_cities_game ("key-action.gmpscenario", ACTION_TURN_1);
  g_autofree char *step = tmp_path ("key-step.gmpscenario");
  g_autoptr(JsonNode) last = NULL;
  g_autofree char *before = NULL;

  run_ok ("next", game, "--chit", "end-1", "--out", step, NULL);
  run_ok ("next", step, "--chit", "end-2", "--out", step, NULL);
  /* Nothing ended yet: the file rests where the draw left it */
  before = file_contents (step);
  g_assert_null (strstr (before, "<result"));
  g_assert_nonnull (strstr (before, "phase=\"action\""));
  last = run_json ("next", step, "--chit", "end-3", "--out", step, NULL);
  assert_json_ended (last, "swarm", "key-cities", 1);
  assert_file_ended (step, "swarm", "key-cities", 1, KEY_CITIES_WHY);
}

static void
test_last_turn (void)
{
  g_autofree char *resting = last_turn_game ("last-fade-out.gmpscenario", FADE_OUT_TURN_10);
  g_autofree char *game = last_turn_game ("last-action.gmpscenario", ACTION_TURN_10);
  g_autofree char *played = tmp_path ("last-played.gmpscenario");
  g_autofree char *step = tmp_path ("last-step.gmpscenario");
  g_autoptr(JsonNode) play = run_json ("play", resting, "--seed", "1", "--out", played, NULL);

  assert_json_ended (play, "humans", "last-turn", 10);
  assert_file_ended (played, "humans", "last-turn", 10, LAST_TURN_WHY);

  run_ok ("next", game, "--chit", "end-1", "--out", step, NULL);
  run_ok ("next", step, "--chit", "end-2", "--out", step, NULL);
  run_ok ("next", step, "--chit", "end-3", "--out", step, NULL);
  assert_file_ended (step, "humans", "last-turn", 10, LAST_TURN_WHY);
}

/* Rules note 21: the Humans roll 12 For Danger under their own Nuclear */
static void
test_danger (void)
{
  g_autofree char *game = danger_game ("danger.gmpscenario");
  g_autofree char *lost = tmp_path ("danger-lost.gmpscenario");
  g_autofree char *survived = tmp_path ("danger-survived.gmpscenario");
  g_autoptr(JsonNode) roll = run_json ("next", game, "--dice", "6 6", "--out", lost, NULL);
  g_autofree char *contents = NULL;

  assert_json_ended (roll, "swarm", "danger", 1);
  assert_file_ended (lost, "swarm", "danger", 1, DANGER_WHY);

  /* Survived, the game goes on: no result in the file */
  run_ok ("next", game, "--dice", "1 1", "--out", survived, NULL);
  contents = file_contents (survived);
  g_assert_null (strstr (contents, "<result"));
  g_assert_null (strstr (contents, "game-over"));
}

/* The session: the end is a state of the game, undone and redone with the
 * action that led to it, kept through a file and its history */
static void
test_session (void)
{
  g_autofree char *path = key_cities_game ("key-session.gmpscenario", ACTION_TURN_1);
  g_autofree char *resting = key_cities_game ("key-session-rest.gmpscenario", FADE_OUT_TURN_1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GmpSession) session = gmp_session_load_file (path, &error);
  g_autoptr(GmpSession) reopened = NULL;
  g_autoptr(GmpSession) rest = NULL;
  g_autoptr(GBytes) bytes = NULL;
  const char *draws[] = { "end-1", "end-2", "end-3" };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (draws); i++)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (session);
      int answer;

      g_assert_cmpint (gmp_session_get_state (session)->phase, ==, GMP_PHASE_ACTION);
      g_assert_true (gmp_answer_from_string (gmp_session_get_state (session), question, draws[i],
                                             &answer, &error));
      g_assert_no_error (error);
      g_assert_true (gmp_session_answer (session, answer, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (gmp_session_get_state (session)->phase, ==, GMP_PHASE_GAME_OVER);
  g_assert_cmpint (gmp_session_get_state (session)->winner, ==, GMP_WINNER_SWARM);
  g_assert_cmpint (gmp_session_get_state (session)->end_reason, ==, GMP_END_KEY_CITIES);

  g_assert_true (gmp_session_undo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmp_session_get_state (session)->phase, ==, GMP_PHASE_ACTION);
  g_assert_cmpint (gmp_session_get_state (session)->winner, ==, GMP_WINNER_NONE);
  g_assert_true (gmp_session_redo (session, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmp_session_get_state (session)->phase, ==, GMP_PHASE_GAME_OVER);

  /* Saved and opened again, its history replays to the same end */
  bytes = gmp_session_to_bytes (session);
  g_assert_nonnull (strstr (g_bytes_get_data (bytes, NULL),
                            "<result winner=\"swarm\" reason=\"key-cities\"/>"));
  reopened = gmp_session_load_bytes (bytes, "reopened.gmpscenario", &error);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_session_get_state (reopened)->phase, ==, GMP_PHASE_GAME_OVER);
  g_assert_true (gmp_session_undo (reopened, &error));
  g_assert_no_error (error);
  g_assert_cmpint (gmp_session_get_state (reopened)->phase, ==, GMP_PHASE_ACTION);

  /* A file resting before the end opens ended, the end in its log */
  rest = gmp_session_load_file (resting, &error);
  g_assert_no_error (error);
  g_assert_cmpint (gmp_session_get_state (rest)->phase, ==, GMP_PHASE_GAME_OVER);
  g_assert_cmpint (gmp_session_get_state (rest)->end_reason, ==, GMP_END_KEY_CITIES);
  g_assert_nonnull (gmp_session_get_log (rest));
  {
    const GmpLog *log = gmp_session_get_log (rest);
    guint n = gmp_log_get_n_entries (log);

    g_assert_cmpuint (n, >, 0);
    g_assert_cmpint (gmp_log_get_entry (log, n - 1)->kind, ==, GMP_LOG_GAME_OVER);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *path = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  int status;

  g_test_init (&argc, &argv, NULL);

  tmp_dir = g_dir_make_tmp ("gmp-game-end-XXXXXX", &error);
  g_assert_no_error (error);
  path = tmp_path ("new.gmpscenario");
  cli_run (&run, "new", "--seed", "7", path, NULL);
  g_assert_cmpint (run.status, ==, 0);
  base_game = file_contents (path);

  g_test_add_func ("/cli/game-end/key-cities/fade-out", test_key_cities_fade_out);
  g_test_add_func ("/cli/game-end/key-cities/drawn", test_key_cities_drawn);
  g_test_add_func ("/cli/game-end/last-turn", test_last_turn);
  g_test_add_func ("/cli/game-end/danger", test_danger);
  g_test_add_func ("/cli/game-end/session", test_session);

  status = g_test_run ();
  cli_tmp_dir_remove (tmp_dir);
  g_free (base_game);
  return status;
}
