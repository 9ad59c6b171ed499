/* gmp-turn-question-text.c: the question's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Words only: what gmp_question_describe() says about the pending question,
 * and what its combat did so far. Each sentence names its rules note (notes 1,
 * 4-6, 9, 12-15, 18, 20, 21, 23, 28). Which question is asked, and its legal
 * answers, is gmp-turn-question.c: a translation fix touches this file alone.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-retreat.h"
#include "gmp-question-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn.h"

static gboolean
logged_combat (const GmpLog *entries)
{
  for (guint i = 0; i < gmp_log_get_n_entries (entries); i++)
    if (gmp_log_get_entry (entries, i)->kind == GMP_LOG_COMBAT)
      return TRUE;
  return FALSE;
}

/* A side's Hits chosen while the combat still waits on the other side's:
 * the log names the units an allocation hit only once the combat is
 * applied (gmp_log_entry_to_string_at()), so they are read from the list
 * it was chosen from, as the replay listed it (issue 16: never "the units
 * they chose" without naming them). NULL when the entry does not fit. */
static char *
hits_chosen (const GmpState    *state,
             const GmpLogEntry *entry)
{
  g_autoptr(GmpCombat) combat = _gmp_turn_pending_combat_new (state, NULL);
  g_autoptr(GPtrArray) list = NULL;
  g_autofree char *words = NULL;
  const int *p = entry->params;

  if (combat == NULL || (p[0] != GMP_SIDE_SWARM && p[0] != GMP_SIDE_HUMANS)
      || !gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, NULL))
    return NULL;
  list = gmp_combat_list_distinct_allocations (combat, state, p[0], MAX_ALLOCATIONS);
  if (p[2] < 0 || (guint) p[2] >= list->len)
    return NULL;
  words = gmp_combat_allocation_words (state, g_ptr_array_index (list, p[2]), NULL);
  return gmp_combat_hits_taken_sentence (p[0], state->board->cities[state->combat_city].name,
                                         words, p[4] != 0);
}

/* What the combat being resolved has done so far, for the questions asked
 * after its dice: each roll, the Hits (rules note 12), then the decisions and
 * rulings already made in the log's words, such as who retreats and why
 * (rules note 13). NULL outside a combat. */
static char *
combat_so_far (const GmpState *state,
               gboolean        with_dice)
{
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GmpLog) entries = NULL;
  g_autoptr(GmpQuestion) ask = NULL;
  g_autoptr(GmpState) work = NULL;
  g_autoptr(GString) text = NULL;

  if (state->step != GMP_STEP_COMBAT_RESOLVE || state->active_formation < 0
      || state->combat_city < 0 || (guint) state->combat_city >= state->board->n_cities)
    return NULL;
  combat = _gmp_turn_pending_combat_new (state, NULL);
  if (combat == NULL)
    return NULL;
  text = g_string_new (NULL);
  if (with_dice && !combat->overrun && state->combat_rolled
      && gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                              state->combat_dice->len, NULL))
    {
      const guint8 *dice = (const guint8 *) state->combat_dice->data;
      g_autoptr(GPtrArray) requests = gmp_combat_get_dice_requests (combat, dice,
                                                                     state->combat_dice->len);
      guint pos = 0;

      for (guint i = 0; i < requests->len; i++)
        {
          const GmpDieRequest *request = g_ptr_array_index (requests, i);
          g_autoptr(GString) rolled = g_string_new (NULL);

          for (guint d = 0; d < request->n_dice && pos < state->combat_dice->len; d++)
            g_string_append_printf (rolled, d > 0 ? " %u" : "%u", dice[pos++]);
          /* TRANSLATORS: a die request and the dice rolled for it:
           * "Tank A: 2 dice, hits on 4+: rolled 6 1" */
          g_string_append_printf (text, _("%s: rolled %s"), request->label, rolled->str);
          g_string_append_c (text, '\n');
        }
      /* TRANSLATORS: Hits scored, then the Hits each side must take (after FX) */
      g_string_append_printf (text, _("Hits scored: the Swarm %u, the Humans %u. Hits to take: "
                                      "the Swarm %u, the Humans %u (Rules note 12)."),
                              combat->scored[GMP_SIDE_SWARM], combat->scored[GMP_SIDE_HUMANS],
                              combat->suffered[GMP_SIDE_SWARM], combat->suffered[GMP_SIDE_HUMANS]);
    }
  entries = gmp_log_new ();
  ask = _gmp_question_new ();
  work = _gmp_turn_combat_replay (state, NULL, NULL, NULL, entries, ask, NULL);
  for (guint i = 0; work != NULL && i < gmp_log_get_n_entries (entries); i++)
    {
      const GmpLogEntry *entry = gmp_log_get_entry (entries, i);
      g_autofree char *line = NULL;

      /* Before the combat's own entry, its allocations name no unit yet */
      if (entry->kind == GMP_LOG_ALLOCATION && !logged_combat (entries))
        line = hits_chosen (state, entry);
      if (line == NULL)
        line = gmp_log_entry_to_string_at (entries, i, state->board);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* For a retreat question: the enemy cities the unit must cross, each one
 * Hit more, or 0 (rules note 14); *past_origin when the first of them is
 * the city it came from (note 28). */
static guint
retreat_extra_hits (const GmpState    *state,
                    const GmpQuestion *question,
                    gboolean          *past_origin)
{
  g_autoptr(GmpCombat) combat = _gmp_turn_pending_combat_new (state, NULL);
  g_autoptr(GmpState) work = gmp_turn_preview (state);
  g_autoptr(GArray) options = NULL;
  GmpRetreatKind kind;
  guint extra = 0;

  *past_origin = FALSE;
  if (combat == NULL || question->subject < 0 || (guint) question->subject >= work->units->len)
    return 0;
  options = gmp_retreat_options (combat, work, question->subject, work->enemy_at_start, &kind);
  *past_origin = kind == GMP_RETREAT_PAST_ORIGIN;
  /* The options all lie at the same depth (gmp_retreat_options) */
  for (guint i = 0; i < options->len; i++)
    extra = MAX (extra, g_array_index (options, GmpRetreatOption, i).extra_hits);
  return extra;
}

static char *question_text (const GmpState    *state,
                            const GmpQuestion *question);

/* The question in words; what its combat did so far goes into *so_far_out
 * when not NULL, else after the question, headed */
static char *
describe_question (const GmpState    *state,
                   const GmpQuestion *question,
                   gboolean           with_dice,
                   char             **so_far_out)
{
  g_autofree char *text = NULL;
  g_autofree char *so_far = NULL;

  text = question_text (state, question);
  switch (question->kind)
    {
    case GMP_QUESTION_RETREAT:
      {
        gboolean past_origin;
        guint extra = retreat_extra_hits (state, question, &past_origin);

        if (extra > 0)
          {
            g_autofree char *with = NULL;
            g_autofree char *more = NULL;

            if (past_origin)
              more = g_strdup_printf (ngettext ("The city it came from has become an enemy city: "
                                                "it takes a Hit there and keeps Retreating; the "
                                                "Retreat costs it %u more Hit (Rules note 28).",
                                                "The city it came from has become an enemy city: "
                                                "it takes a Hit there and keeps Retreating; the "
                                                "Retreat costs it %u more Hits (Rules note 28).",
                                                extra), extra);
            else
              more = g_strdup_printf (ngettext ("Every city it may reach lies beyond an enemy city: "
                                                "the Retreat costs it %u more Hit (Rules note 14).",
                                                "Every city it may reach lies beyond enemy cities: "
                                                "the Retreat costs it %u more Hits (Rules note 14).",
                                                extra), extra);

            with = g_strdup_printf ("%s %s", text, more);
            g_free (text);
            text = g_steal_pointer (&with);
          }
      }
      G_GNUC_FALLTHROUGH;
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      so_far = combat_so_far (state, with_dice);
      break;
    default:
      break;
    }
  if (so_far_out != NULL)
    {
      *so_far_out = g_steal_pointer (&so_far);
      return g_steal_pointer (&text);
    }
  if (so_far == NULL)
    return g_steal_pointer (&text);
  /* TRANSLATORS: the question, then what its combat did so far, one line each */
  return g_strdup_printf (_("%s\nSo far in this Combat:\n%s"), text, so_far);
}

char *
gmp_question_describe (const GmpState    *state,
                       const GmpQuestion *question)
{
  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  return describe_question (state, question, TRUE, NULL);
}

char *
gmp_question_describe_without_dice (const GmpState    *state,
                                    const GmpQuestion *question)
{
  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  return describe_question (state, question, FALSE, NULL);
}

char *
gmp_question_describe_apart (const GmpState    *state,
                             const GmpQuestion *question,
                             char             **so_far)
{
  g_return_val_if_fail (state != NULL && question != NULL && so_far != NULL, NULL);

  return describe_question (state, question, FALSE, so_far);
}

/* Rules note 18: the options this Fort has now */
static char *
fort_option_text (const GmpState    *state,
                  const GmpQuestion *question)
{
  const GmpBoard *board = state->board;

  /* Rules note 18: only the options this Fort has now (issue 16: a
   * Withdrawal or a Sortie it cannot make is not named) */
  g_autoptr(GString) offered = g_string_new (NULL);
  gboolean sortie = FALSE;
  const struct { int answer; const char *name; } options[] = {
    { GMP_FORT_OPTION_FULL_ATTACK, _("Full Attack") },
    { GMP_FORT_OPTION_BARRAGE, _("Barrage") },
    { GMP_FORT_OPTION_WITHDRAWAL, _("Withdrawal") },
  };

  for (guint i = 0; i < question->answers->len; i++)
    sortie |= g_array_index (question->answers, int, i) >= GMP_FORT_CHOICE_SORTIE_BASE;
  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    if (gmp_question_allows (question, options[o].answer))
      {
        if (offered->len > 0)
          g_string_append (offered, ", ");
        g_string_append (offered, options[o].name);
      }
  if (sortie)
    {
      if (offered->len > 0)
        g_string_append (offered, ", ");
      g_string_append (offered, _("Sortie"));
    }
  /* A Sortie the Fort's units could make if the city they attack had
   * room: only the pass is left, and why (issue 16: never ": , or pass") */
  if (offered->len == 0)
    /* TRANSLATORS: the Fort's city; the Humans can only pass */
    return g_strdup_printf (_("Humans: the Fort in %s has no option now: its units cannot make "
                              "a Sortie without going over the stacking limit where they "
                              "attack (a Fort’s strength points count as units there, Rules "
                              "notes 7, 18); pass"),
                            board->cities[question->subject].name);
  /* TRANSLATORS: the Fort's city, then the options it has, as a list
   * ("Barrage, Sortie") */
  return g_strdup_printf (_("Humans: choose the option of the Fort in %s: %s, or pass "
                            "(Rules note 18)"),
                          board->cities[question->subject].name, offered->str);
}

/* Rules note 12: the dice the combat takes, in the order listed */
static char *
combat_dice_text (const GmpState    *state,
                  const GmpQuestion *question)
{
  const GmpBoard *board = state->board;
  g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests (state);
  guint n = 0;

  for (guint i = 0; requests != NULL && i < requests->len; i++)
    n += ((GmpDieRequest *) g_ptr_array_index (requests, i))->n_dice;
  /* Rules note 27: each counter's dice in the order of its die symbols */
  return g_strdup_printf (ngettext ("Roll the die for the Combat in %s: %u die, in the order "
                                    "listed (Rules note 27)",
                                    "Roll the dice for the Combat in %s: %u dice, in the order "
                                    "listed (Rules note 27)", n),
                          board->cities[question->subject].name, n);
}

/* The decisions of a combat after its dice (rules notes 12, 14, 15, 18) */
static char *
combat_decision_text (const GmpState    *state,
                      const GmpQuestion *question)
{
  const GmpBoard *board = state->board;

  switch (question->kind)
    {
    case GMP_QUESTION_ALLOCATION:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup_printf (_("Swarm: choose how to take the Hits in %s (Rules note 12)"),
                                board->cities[question->subject].name);
      return g_strdup_printf (_("Humans: choose how to take the Hits in %s (Rules note 12)"),
                              board->cities[question->subject].name);
    case GMP_QUESTION_IGNORE_RETREAT:
      return g_strdup_printf (_("Humans: ignore the Retreat and stay in the Fort in %s? "
                                "(Rules note 18)"), board->cities[question->subject].name);
    case GMP_QUESTION_RETREAT:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        if (question->side == GMP_SIDE_SWARM)
          return g_strdup_printf (_("Swarm: choose where %s Retreats to (Rules note 14)"), label);
        return g_strdup_printf (_("Humans: choose where %s Retreats to (Rules note 14)"), label);
      }
    case GMP_QUESTION_DISPLACE:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup_printf (_("Swarm: %s is over the stacking limit: choose a unit and where it "
                                  "goes (Rules note 14)"), board->cities[question->subject].name);
      return g_strdup_printf (_("Humans: %s is over the stacking limit: choose a unit and where it "
                                "goes (Rules note 14)"), board->cities[question->subject].name);
    case GMP_QUESTION_SORTIE_RETURN:
      return g_strdup_printf (_("Humans: the Sortie into %s won: go back to the Fort? (Rules note 18)"),
                              board->cities[question->subject].name);
    case GMP_QUESTION_ADVANCE:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup_printf (_("Swarm: the overrunning units in %s may advance one space together, "
                                  "or pass (Rules note 15)"), board->cities[question->subject].name);
      return g_strdup_printf (_("Humans: the overrunning units in %s may advance one space together, "
                                "or pass (Rules note 15)"), board->cities[question->subject].name);
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}

static char *
question_text (const GmpState    *state,
               const GmpQuestion *question)
{
  const GmpBoard *board = state->board;

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      return g_strdup (_("Draw a chit from the cup (Rules note 1)"));
    case GMP_QUESTION_GUARD_VALUE:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        const GmpUnit *unit = _gmp_turn_unit_at (state, question->subject);

        return g_strdup_printf (_("Flip %s in %s: what does it show? (Rules note 9)"), label,
                                board->cities[unit->city].name);
      }
    case GMP_QUESTION_MOVEMENT:
      /* The only answer is "done": the moves themselves come before it
       * (gmp-turn.h). How to make them is the front end's to say: the app
       * on the map, the command line with its "move" command. */
      return g_strdup_printf (_("Move the units of Formation %s, then end its movement "
                                "(Rules note 4)"),
                              board->formations[question->subject].name);
    case GMP_QUESTION_COMBAT:
      return g_strdup_printf (_("%s: choose the Combat of Formation %s to resolve next (Rules note 4)"),
                              gmp_side_get_name (question->side),
                              board->formations[question->subject].name);
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup_printf (_("%s: play an FX in the Combat in %s, or pass (Rules note 20)"),
                              gmp_side_get_name (question->side),
                              board->cities[question->subject].name);
    case GMP_QUESTION_HOLD:
      return g_strdup_printf (_("%s: hold one Activation Chit for the next turn, or pass (Rules note 5)"),
                              gmp_side_get_name (question->side));
    case GMP_QUESTION_RETURN_UNIT:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        return g_strdup_printf (_("Swarm: choose the hive %s returns to (Rules note 6)"), label);
      }
    case GMP_QUESTION_DANGER:
      return g_strdup_printf (_("%s: Roll For Danger, %u or more loses (Rules note 21)"),
                              gmp_side_get_name (question->side),
                              board->danger[state->danger_space]);
    case GMP_QUESTION_PLACE_ALLY:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        return g_strdup_printf (_("Humans: choose the city with its flag where %s arrives "
                                  "(Rules note 23)"), label);
      }
    case GMP_QUESTION_FORT_OPTION:
      return fort_option_text (state, question);
    case GMP_QUESTION_COMBAT_DICE:
      return combat_dice_text (state, question);
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      return combat_decision_text (state, question);
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup (_("The game is over"));
    }
}
