/* gmp-scenario-format.c: what reading and writing a .gmpscenario share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The names the format gives values that are no board item (a winner, an
 * answer such as "pass"), a combat decision as a token, and the checks a
 * file passes both when it is loaded and before it is saved.
 */

#include "config.h"

#include "gmp-error.h"
#include "gmp-problems.h"
#include "gmp-scenario-format.h"
#include "gmp-words.h"

const char * const _gmp_scenario_winner_ids[GMP_WINNER_HUMANS + 1] = {
  [GMP_WINNER_NONE] = NULL,
  [GMP_WINNER_SWARM] = "swarm",
  [GMP_WINNER_HUMANS] = "humans",
};

const char * const _gmp_scenario_end_reason_ids[GMP_END_DANGER + 1] = {
  [GMP_END_NONE] = NULL,
  [GMP_END_KEY_CITIES] = "key-cities",
  [GMP_END_LAST_TURN] = "last-turn",
  [GMP_END_DANGER] = "danger",
};

/* Answers that are no board item, by name: in combat decisions and in
 * answer actions */
static const struct {
  int         answer;
  const char *name;
} special_answers[] = {
  { GMP_ANSWER_RANDOM, "random" },
  { GMP_ANSWER_DONE, "done" },
  { GMP_ANSWER_PASS, "pass" },
  { GMP_ANSWER_YES, "yes" },
  { GMP_ANSWER_NO, "no" },
};

const char *
_gmp_scenario_special_answer_name (int answer)
{
  for (guint i = 0; i < G_N_ELEMENTS (special_answers); i++)
    if (special_answers[i].answer == answer)
      return special_answers[i].name;
  return NULL;
}

gboolean
_gmp_scenario_special_answer_from_name (const char *name,
                                        int        *answer)
{
  for (guint i = 0; i < G_N_ELEMENTS (special_answers); i++)
    if (g_strcmp0 (special_answers[i].name, name) == 0)
      {
        *answer = special_answers[i].answer;
        return TRUE;
      }
  return FALSE;
}

/* The combat decisions a state records in combat_answers */
gboolean
_gmp_scenario_is_combat_decision (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_ALLOCATION || kind == GMP_QUESTION_IGNORE_RETREAT
         || kind == GMP_QUESTION_RETREAT || kind == GMP_QUESTION_DISPLACE
         || kind == GMP_QUESTION_SORTIE_RETURN || kind == GMP_QUESTION_ADVANCE;
}

/* A combat decision as version 2 writes it, by the question it answers:
 * "yes", "pass", a city id, "12:MEM" (unit 12 to Memphis), an allocation's
 * index */
char *
_gmp_scenario_combat_answer_to_token (const GmpBoard  *board,
                                      GmpQuestionKind  kind,
                                      int              answer)
{
  const char *special = _gmp_scenario_special_answer_name (answer);

  if (special != NULL)
    return g_strdup (special);
  switch (kind)
    {
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      if (answer >= 0 && (guint) answer < board->n_cities)
        return g_strdup (board->cities[answer].id);
      break;
    case GMP_QUESTION_DISPLACE:
      /* GMP_ANSWER_DISPLACE() counts the board's cities: written apart */
      if (answer >= 0 && board->n_cities > 0)
        return g_strdup_printf ("%u:%s", (guint) answer / board->n_cities,
                                board->cities[(guint) answer % board->n_cities].id);
      break;
    default:
      break;
    }
  return g_strdup_printf ("%d", answer);
}

gboolean
_gmp_scenario_combat_answer_from_token (const GmpBoard  *board,
                                        GmpQuestionKind  kind,
                                        const char      *token,
                                        int             *answer)
{
  guint64 number;
  int city;

  if (_gmp_scenario_special_answer_from_name (token, answer))
    return TRUE;
  switch (kind)
    {
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      *answer = gmp_board_find_city (board, token);
      return *answer != GMP_NONE;
    case GMP_QUESTION_DISPLACE:
      {
        g_auto(GStrv) parts = g_strsplit (token, ":", 2);

        if (parts[0] == NULL || parts[1] == NULL || board->n_cities == 0
            || !gmp_words_to_unsigned (parts[0], 0, G_MAXINT / board->n_cities - 1, &number))
          return FALSE;
        city = gmp_board_find_city (board, parts[1]);
        if (city == GMP_NONE)
          return FALSE;
        *answer = GMP_ANSWER_DISPLACE (number, city, board->n_cities);
        return TRUE;
      }
    case GMP_QUESTION_ALLOCATION:
      if (!gmp_words_to_unsigned (token, 0, G_MAXINT, &number))
        return FALSE;
      *answer = (int) number;
      return TRUE;
    default:
      return FALSE;
    }
}

const char * const _gmp_scenario_snapshot_attributes[GMP_N_SIDES] = {
  [GMP_SIDE_SWARM] = "enemy-to-swarm",
  [GMP_SIDE_HUMANS] = "enemy-to-humans",
};

/* The rules every file keeps: each problem that blocks play, and Human
 * units in a hive before the game begins, which C code builds on purpose
 * (gmp_problem_blocks_play()) but no game played by the rules reaches. The
 * counter mix is left free for what-if setups. */
gboolean
_gmp_scenario_check_rules (const GmpState  *state,
                           GError         **error)
{
  g_autoptr(GPtrArray) problems = gmp_state_validate (state);

  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (gmp_problem_blocks_play (problem) || problem->kind == GMP_PROBLEM_HIVE_AT_START)
        {
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, problem->message);
          return FALSE;
        }
    }
  return TRUE;
}

/* A log that loads back: its entries name what the board has */
gboolean
_gmp_scenario_check_log (const GmpLog    *log,
                         const GmpBoard  *board,
                         GError         **error)
{
  for (guint i = 0; log != NULL && i < gmp_log_get_n_entries (log); i++)
    if (!gmp_log_entry_check (gmp_log_get_entry (log, i), board, error))
      return FALSE;
  return TRUE;
}
