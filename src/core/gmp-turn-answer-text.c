/* gmp-turn-answer-text.c: answers as typed and as written: stable names, English and Portuguese
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Words only: the stable name of each answer (files, the command line) and
 * the parsing of what players type, in either language of the table (the
 * Portuguese rules text is the glossary). Rules note 12 (Hits named unit by
 * unit), note 18 (the Fort options' names).
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-quote.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn.h"

char *
gmp_answer_to_string (const GmpState    *state,
                      const GmpQuestion *question,
                      int                answer)
{
  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      return g_strdup ("random");
    case GMP_ANSWER_DONE:
      return g_strdup ("done");
    case GMP_ANSWER_PASS:
      return g_strdup ("pass");
    case GMP_ANSWER_YES:
      return g_strdup ("yes");
    case GMP_ANSWER_NO:
      return g_strdup ("no");
    default:
      break;
    }

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup (state->board->chits[answer].id);
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      return g_strdup (state->board->cities[answer].id);
    case GMP_QUESTION_FORT_OPTION:
      if (answer == GMP_FORT_OPTION_FULL_ATTACK)
        return g_strdup ("full-attack");
      if (answer == GMP_FORT_OPTION_BARRAGE)
        return g_strdup ("barrage");
      if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        return g_strdup ("withdrawal");
      return g_strdup_printf ("sortie:%s",
                              state->board->cities[answer - GMP_FORT_CHOICE_SORTIE_BASE].id);
    case GMP_QUESTION_DISPLACE:
      /* "unit:city": unit 12 to Memphis */
      return g_strdup_printf ("%d:%s", answer / (int) state->board->n_cities,
                              state->board->cities[answer % state->board->n_cities].id);
    case GMP_QUESTION_ALLOCATION:
      /* Numbered from 1, as the log numbers them ("allocation 2 of 5") */
      return g_strdup_printf ("%d", answer + 1);
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup_printf ("%d", answer);
    }
}

/* What players may type besides the answers' own tokens, in the app's two
 * languages, accepted whatever the locale: the table speaks both. Matched
 * as gmp_name_fold() folds them ("nao" is "não"). */
static const char * const random_words[] = { "aleatório", "sortear", NULL };

static const char * const done_words[] = { "feito", "pronto", NULL };

static const char * const pass_words[] = { "passar", "passo", NULL };

static const char * const yes_words[] = { "sim", NULL };

static const char * const no_words[] = { "não", NULL };

static const char * const blank_words[] = { "blank", "em branco", "branco", NULL };

static const char * const full_attack_words[] = { "full attack", "ataque total", NULL };

static const char * const barrage_words[] = { "barragem", NULL };

static const char * const withdrawal_words[] = { "retirada", NULL };

static const char * const sortie_words[] = { "sortie", "surtida", NULL };

static const char * const *
special_answer_words (int answer)
{
  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      return random_words;
    case GMP_ANSWER_DONE:
      return done_words;
    case GMP_ANSWER_PASS:
      return pass_words;
    case GMP_ANSWER_YES:
      return yes_words;
    case GMP_ANSWER_NO:
      return no_words;
    default:
      return NULL;
    }
}

/* "sortie:Chicago", "12:memphis": the first part one of words (exactly),
 * the second a city. */
static GmpNameMatch
pair_match (const GmpBoard     *board,
            const char         *text,
            const char         *first,
            const char * const *words,
            guint               city)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", 2);

  if (parts[0] == NULL || parts[1] == NULL
      || gmp_name_match (parts[0], first, words) != GMP_NAME_EXACT)
    return GMP_NAME_NO_MATCH;
  return gmp_name_match (parts[1], board->cities[city].id,
                         (const char * const *) board->cities[city].names);
}

/* How text names a legal answer: by its token, or by what the table calls
 * it: a chit's or a city's name in either language, the words above. */
static GmpNameMatch
answer_match (const GmpState    *state,
              const GmpQuestion *question,
              int                answer,
              const char        *text)
{
  const GmpBoard *board = state->board;
  g_autofree char *token = gmp_answer_to_string (state, question, answer);

  if (special_answer_words (answer) != NULL)
    return gmp_name_match (text, token, special_answer_words (answer));

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      return gmp_name_match (text, token, (const char * const *) board->chits[answer].names);
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      return gmp_name_match (text, token, (const char * const *) board->cities[answer].names);
    case GMP_QUESTION_FORT_OPTION:
      if (answer == GMP_FORT_OPTION_FULL_ATTACK)
        return gmp_name_match (text, token, full_attack_words);
      if (answer == GMP_FORT_OPTION_BARRAGE)
        return gmp_name_match (text, token, barrage_words);
      if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        return gmp_name_match (text, token, withdrawal_words);
      return pair_match (board, text, "sortie", sortie_words,
                         (guint) (answer - GMP_FORT_CHOICE_SORTIE_BASE));
    case GMP_QUESTION_DISPLACE:
      {
        g_autofree char *unit = g_strdup_printf ("%d", answer / (int) board->n_cities);

        return pair_match (board, text, unit, NULL, (guint) answer % board->n_cities);
      }
    case GMP_QUESTION_GUARD_VALUE:
      return gmp_name_match (text, token, answer == GMP_GUARD_BLANK ? blank_words : NULL);
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return gmp_name_match (text, token, NULL);
    }
}

/* Several answers match, but all are the same thing to the players: the
 * "…The End???" chits in the cup. */
static gboolean
all_alike (const GmpState    *state,
           const GmpQuestion *question,
           GArray            *answers)
{
  const GmpBoard *board = state->board;
  int first = g_array_index (answers, int, 0);

  if (question->kind != GMP_QUESTION_DRAW_CHIT || first < 0)
    return FALSE;
  for (guint i = 1; i < answers->len; i++)
    {
      int other = g_array_index (answers, int, i);

      if (other < 0 || g_strcmp0 (board->chits[first].name, board->chits[other].name) != 0)
        return FALSE;
    }
  return TRUE;
}

#define MAX_LISTED_ANSWERS 12

/* "MSP, CHI, DSM" */
static char *
list_answers (const GmpState    *state,
              const GmpQuestion *question,
              GArray            *answers)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < answers->len && i < MAX_LISTED_ANSWERS; i++)
    {
      g_autofree char *token = gmp_answer_to_string (state, question,
                                                     g_array_index (answers, int, i));

      if (i > 0)
        /* Translators: between the items of a list: "Toronto, Ottawa" */
        g_string_append (list, _(", "));
      g_string_append (list, token);
    }
  if (answers->len > MAX_LISTED_ANSWERS)
    g_string_append (list, _(", …"));
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static gboolean
is_number (const char *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (*stripped == '\0')
    return FALSE;
  for (const char *p = stripped; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* "3,3,17" or "3 3 17": one unit id per Hit. */
static GArray *
parse_unit_ids (const char  *text,
                GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 id;

      if (*parts[i] == '\0')
        continue;
      /* Digits only: "-13" is no unit, nor "1-3" units 1 and 3 (issue 19) */
      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, G_MAXUINT, &id, NULL))
        {
          g_autofree char *quoted = gmp_quote_excerpt (parts[i]);

          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("“%s” is not a unit id: name one unit per Hit, e.g. units:3,3,17 "
                         "(Rules note 12)"), quoted);
          return NULL;
        }
      g_array_append_vals (ids, &(guint) { (guint) id }, 1);
    }
  return g_steal_pointer (&ids);
}

/* "units:3,3,17" answers an allocation question (rules note 12). */
static gboolean
allocation_from_units (const GmpState    *state,
                       const GmpQuestion *question,
                       const char        *ids_text,
                       int               *answer,
                       GError           **error)
{
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GPtrArray) allocations = NULL;
  guint index;

  /* What is not a list of ids is a usage error, whatever the game asks */
  ids = parse_unit_ids (ids_text, error);
  if (ids == NULL)
    return FALSE;
  if (question->kind != GMP_QUESTION_ALLOCATION)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("Hits by unit answer how Hits are taken, and the game does not "
                             "ask that now"));
      return FALSE;
    }
  /* The list the question indexes, as gmp_turn_get_allocations() makes it */
  combat = _gmp_turn_pending_combat_new (state, error);
  if (combat == NULL
      || !gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, error))
    return FALSE;
  allocations = gmp_combat_list_distinct_allocations (combat, state, question->side,
                                                      MAX_ALLOCATIONS);
  if (!gmp_allocation_find_by_units (combat, state, question->side, allocations,
                                     (const guint *) ids->data, ids->len, &index, error))
    return FALSE;
  if (answer != NULL)
    *answer = (int) index;
  return TRUE;
}

gboolean
gmp_answer_from_string (const GmpState    *state,
                        const GmpQuestion *question,
                        const char        *text,
                        int               *answer,
                        GError           **error)
{
  g_autoptr(GArray) exact = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) prefix = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *folded = NULL;
  g_autofree char *list = NULL;
  g_autofree char *quoted = NULL;
  GArray *matches;

  g_return_val_if_fail (state != NULL && question != NULL && text != NULL, FALSE);

  folded = gmp_name_fold (text);
  /* The ids as typed: folding drops the '-' of "-13" and "1-3" */
  if ((g_str_has_prefix (folded, "units:") || g_str_has_prefix (folded, "unidades:"))
      && strchr (text, ':') != NULL)
    return allocation_from_units (state, question, strchr (text, ':') + 1, answer, error);

  for (guint i = 0; i < question->answers->len; i++)
    {
      int a = g_array_index (question->answers, int, i);
      GmpNameMatch match = answer_match (state, question, a, text);

      if (match == GMP_NAME_EXACT)
        g_array_append_val (exact, a);
      else if (match == GMP_NAME_PREFIX)
        g_array_append_val (prefix, a);
    }
  /* A number names one answer exactly: "1" never begins "12" */
  matches = exact->len > 0 || is_number (text) ? exact : prefix;
  if (matches->len == 1 || (matches->len > 1 && all_alike (state, question, matches)))
    {
      if (answer != NULL)
        *answer = g_array_index (matches, int, 0);
      return TRUE;
    }
  quoted = gmp_quote_excerpt (text);
  if (matches->len > 1)
    {
      list = list_answers (state, question, matches);
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("“%s” could be several answers: %s. Give more of it"), quoted, list);
      return FALSE;
    }
  list = list_answers (state, question, question->answers);
  if (question->answers->len == 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("“%s” is not a legal answer to this question"), quoted);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("“%s” is not a legal answer to this question. The legal answers: %s"),
                 quoted, list);
  return FALSE;
}
