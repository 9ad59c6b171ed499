/* gmp-turn-answer-words.c: an answer given, in a sentence as players say it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Words only: what the history (undo and redo toasts, the History view,
 * `ginormopod-cli replay`) says an answer did, apart from the rules that
 * carry it out. An answer the log tells in a sentence of its own is said in
 * that sentence, made from the answer (gmp-log-text.c keeps the words once);
 * the others (an FX passed, a combat chosen, its dice, the Hits taken) in
 * sentences of their own here. Rules notes 1, 4, 5, 6, 9, 12, 14, 15, 18,
 * 20, 21, 23. Issue 16: never "Answer the question", never the question
 * read back with its answer after a colon.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-turn.h"

/* The sentence the log would write for an entry of kind with params */
static char *
as_logged (const GmpState *state,
           GmpLogKind      kind,
           int             p0,
           int             p1,
           int             p2,
           int             p3,
           int             p4,
           int             p5)
{
  GmpLogEntry entry = { .turn = state->turn, .phase = state->phase, .kind = kind,
                        .params = { p0, p1, p2, p3, p4, p5 } };

  return gmp_log_entry_to_string (&entry, state->board);
}

static const char *
city_name (const GmpState *state,
           int             city)
{
  return city >= 0 && (guint) city < state->board->n_cities ? state->board->cities[city].name : "?";
}

static const GmpUnit *
unit_of (const GmpState *state,
         int             id)
{
  return id >= 0 && (guint) id < state->units->len
         ? &g_array_index (state->units, GmpUnit, id) : NULL;
}

/* A unit's sentence from the log: the entries name a unit by its type and
 * formation, as its counter does */
static char *
unit_logged (const GmpState *state,
             GmpLogKind      kind,
             int             id,
             int             city,
             int             to)
{
  const GmpUnit *unit = unit_of (state, id);

  if (unit == NULL)
    return NULL;
  switch (kind)
    {
    case GMP_LOG_RETREAT:
      return as_logged (state, kind, id, to, 0, city, GMP_LOG_UNIT_TYPE (unit->type),
                        GMP_LOG_UNIT_FORMATION (unit->formation));
    case GMP_LOG_DISPLACED:
      return as_logged (state, kind, id, city, to, GMP_LOG_UNIT_TYPE (unit->type),
                        GMP_LOG_UNIT_FORMATION (unit->formation), 0);
    default:
      /* A Swarm unit back at a hive, an Allied unit arriving: raw type and formation */
      return as_logged (state, kind, id, to, (int) unit->type, unit->formation, 0, 0);
    }
}

/* The Hits a side takes, unit by unit: "The Humans take their Hits in
 * Chicago: Infantry A is reduced (Rules note 12)." */
static char *
allocation_words (const GmpState    *state,
                  const GmpQuestion *question,
                  int                answer)
{
  g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);
  g_autofree char *hits = NULL;
  const char *city = city_name (state, question->subject);

  if (allocations == NULL || answer < 0 || (guint) answer >= allocations->len)
    return NULL;
  hits = gmp_combat_allocation_words (state, g_ptr_array_index (allocations, answer), NULL);
  /* As the log says it: the Hits placed as the app suggests keep the most units */
  return gmp_combat_hits_taken_sentence (question->side, city, hits, answer == question->suggested);
}

/* The answers that move units about after a combat (rules notes 14, 15, 18) */
static char *
after_combat_words (const GmpState    *state,
                    const GmpQuestion *question,
                    int                answer)
{
  const GmpUnit *unit;
  guint n_cities = state->board->n_cities;

  switch (question->kind)
    {
    case GMP_QUESTION_IGNORE_RETREAT:
      if (answer == GMP_ANSWER_YES)
        return as_logged (state, GMP_LOG_IGNORE_RETREAT, question->subject, 0, 0, 0, 0, 0);
      return g_strdup_printf (_("The Humans leave the Fort in %s and Retreat (Rules note 18)."),
                              city_name (state, question->subject));
    case GMP_QUESTION_RETREAT:
      unit = unit_of (state, question->subject);
      return unit_logged (state, GMP_LOG_RETREAT, question->subject,
                          unit != NULL ? unit->city : GMP_NONE, answer);
    case GMP_QUESTION_DISPLACE:
      return unit_logged (state, GMP_LOG_DISPLACED, answer / (int) n_cities, question->subject,
                          answer % (int) n_cities);
    case GMP_QUESTION_SORTIE_RETURN:
      return as_logged (state, GMP_LOG_SORTIE_RETURN, question->subject,
                        answer == GMP_ANSWER_YES, 0, 0, 0, 0);
    case GMP_QUESTION_ADVANCE:
      return as_logged (state, GMP_LOG_ADVANCE, question->subject,
                        answer == GMP_ANSWER_PASS ? -1 : answer,
                        (int) gmp_state_units_in_city (state, (guint) question->subject,
                                                       question->side, NULL, 0), 0, 0, 0);
    default:
      return NULL;
    }
}

/* The answers of a combat before its Hits (rules notes 4, 18, 20) */
static char *
combat_words (const GmpState    *state,
              const GmpQuestion *question,
              int                answer)
{
  switch (question->kind)
    {
    case GMP_QUESTION_COMBAT:
      /* TRANSLATORS: a combat chosen, as the news and the undo toast say it */
      return g_strdup_printf (_("The Combat in %s is resolved next (Rules note 4)."),
                              city_name (state, answer));
    case GMP_QUESTION_FORT_OPTION:
      if (answer >= GMP_FORT_CHOICE_SORTIE_BASE)
        return as_logged (state, GMP_LOG_FORT_OPTION, question->subject, GMP_FORT_OPTION_SORTIE,
                          answer - GMP_FORT_CHOICE_SORTIE_BASE, 0, 0, 0);
      return as_logged (state, GMP_LOG_FORT_OPTION, question->subject,
                        answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer, -1, 0, 0, 0);
    case GMP_QUESTION_COMBAT_FX:
      if (answer != GMP_ANSWER_PASS)
        return as_logged (state, GMP_LOG_FX_PLAYED, question->side, answer, question->subject,
                          0, 0, 0);
      if (question->side == GMP_SIDE_SWARM)
        /* TRANSLATORS: the Swarm plays no FX in this combat */
        return g_strdup_printf (_("The Swarm passes on FX in the Combat in %s (Rules note 20)."),
                                city_name (state, question->subject));
      return g_strdup_printf (_("The Humans pass on FX in the Combat in %s (Rules note 20)."),
                              city_name (state, question->subject));
    case GMP_QUESTION_COMBAT_DICE:
      /* TRANSLATORS: a combat's dice rolled, as the news and the undo toast say it */
      return g_strdup_printf (_("The dice for the Combat in %s are rolled."),
                              city_name (state, question->subject));
    case GMP_QUESTION_ALLOCATION:
      return allocation_words (state, question, answer);
    default:
      return after_combat_words (state, question, answer);
    }
}

char *
gmp_answer_describe (const GmpState    *state,
                     const GmpQuestion *question,
                     int                answer)
{
  const GmpUnit *unit;

  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      if (answer == GMP_ANSWER_RANDOM)
        return g_strdup (_("A chit is drawn from the cup (Rules note 1)."));
      return as_logged (state, GMP_LOG_CHIT_DRAWN, answer, 0, 0, 0, 0, 0);
    case GMP_QUESTION_MOVEMENT:
      return as_logged (state, GMP_LOG_MOVEMENT_DONE, question->subject, 0, 0, 0, 0, 0);
    case GMP_QUESTION_HOLD:
      if (answer == GMP_ANSWER_PASS)
        return as_logged (state, GMP_LOG_NO_HOLD, question->side, 0, 0, 0, 0, 0);
      return as_logged (state, GMP_LOG_HOLD, question->side, answer, 0, 0, 0, 0);
    case GMP_QUESTION_GUARD_VALUE:
      unit = unit_of (state, question->subject);
      return as_logged (state, GMP_LOG_GUARD_REVEALED, question->subject, answer,
                        unit != NULL ? unit->city : GMP_NONE, 0, 0, 0);
    case GMP_QUESTION_RETURN_UNIT:
      return unit_logged (state, GMP_LOG_UNIT_RETURNED, question->subject, GMP_NONE, answer);
    case GMP_QUESTION_PLACE_ALLY:
      return unit_logged (state, GMP_LOG_ALLY_PLACED, question->subject, GMP_NONE, answer);
    case GMP_QUESTION_DANGER:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup (_("The Swarm rolls For Danger (Rules note 21)."));
      return g_strdup (_("The Humans roll For Danger (Rules note 21)."));
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
      return NULL;
    default:
      return combat_words (state, question, answer);
    }
}
