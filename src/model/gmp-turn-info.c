/* gmp-turn-info.c: what the turn panel and the map say, without widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-board-info.h"
#include "core/gmp-combat.h"
#include "core/gmp-describe.h"
#include "core/gmp-fx.h"

#include "gmp-turn-info.h"

GmpPhaseMark
gmp_turn_info_phase_mark (const GmpState *state,
                          GmpPhase        phase)
{
  g_return_val_if_fail (state != NULL, GMP_PHASE_MARK_NEXT);

  if (state->phase == GMP_PHASE_GAME_OVER)
    return GMP_PHASE_MARK_DONE;
  if (state->phase == GMP_PHASE_SETUP)
    return GMP_PHASE_MARK_NEXT;
  if (state->phase == phase)
    return GMP_PHASE_MARK_NOW;
  /* Fade In, Action, Fade Out: the enum keeps the rules' order */
  return phase < state->phase ? GMP_PHASE_MARK_DONE : GMP_PHASE_MARK_NEXT;
}

GmpState *
gmp_turn_info_state_asked (const GmpState *state)
{
  g_autoptr(GmpState) ahead = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  /* As gmp_session_get_question() does: the question of a state resting
   * between steps is the one its automatic steps lead to */
  ahead = gmp_state_copy (state);
  if (!gmp_turn_advance (ahead, NULL, NULL))
    return gmp_state_copy (state);
  return g_steal_pointer (&ahead);
}

GArray *
gmp_turn_info_chits (const GmpState *state,
                     GmpChitPlace    place)
{
  GArray *chits = g_array_new (FALSE, FALSE, sizeof (guint));

  g_return_val_if_fail (state != NULL, chits);

  for (guint i = 0; i < state->board->n_chits; i++)
    if (state->chits[i].place == place)
      g_array_append_val (chits, i);
  return chits;
}

char *
gmp_turn_info_describe_turn_space (const GmpState *state,
                                   guint           turn)
{
  g_autoptr(GString) text = g_string_new (NULL);
  guint n_units = 0;

  g_return_val_if_fail (state != NULL, NULL);

  /* Rules note 2: chits that enter the cup on this turn */
  for (guint i = 0; i < state->board->n_chits; i++)
    if (state->chits[i].place == GMP_CHIT_ON_TIME_TRACK && state->chits[i].turn == turn)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        g_string_append (text, state->board->chits[i].name);
      }

  /* Rules note 16: eliminated Swarm units waiting for this turn */
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place == GMP_PLACE_TIME_TRACK && unit->turn == turn)
        n_units++;
    }
  if (n_units > 0)
    {
      if (text->len > 0)
        g_string_append (text, "; ");
      g_string_append_printf (text, ngettext ("%u Swarm unit", "%u Swarm units", n_units), n_units);
    }

  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Effects that act outside a combat, while a formation moves */
static gboolean
acts_while_moving (const GmpChit *chit)
{
  for (guint i = 0; i < chit->n_effects; i++)
    if (chit->effects[i].kind == GMP_FX_FORT_DAMAGE
        || chit->effects[i].kind == GMP_FX_ELIMINATE_CITY
        || chit->effects[i].kind == GMP_FX_EXTRA_MP)
      return TRUE;
  return FALSE;
}

static gboolean
is_extra_mp (const GmpChit *chit)
{
  for (guint i = 0; i < chit->n_effects; i++)
    if (chit->effects[i].kind == GMP_FX_EXTRA_MP)
      return TRUE;
  return FALSE;
}

/* Tectonic Telekinesis, Nuclear: an FX played on a city, not in a combat */
static gboolean
acts_on_city (const GmpChit *chit)
{
  for (guint i = 0; i < chit->n_effects; i++)
    if (chit->effects[i].kind == GMP_FX_FORT_DAMAGE || chit->effects[i].kind == GMP_FX_ELIMINATE_CITY)
      return TRUE;
  return FALSE;
}

static void
fx_status (const GmpState    *state,
           const GmpQuestion *question,
           GmpFxStatus       *status)
{
  const GmpChit *chit = &state->board->chits[status->chit];
  int active = state->active_formation;

  status->owner = chit->owner;
  if (question->kind == GMP_QUESTION_COMBAT_FX && gmp_question_allows (question, status->chit))
    {
      status->usable = TRUE;
      status->why = _("Can be played in this Combat (Rules note 20)");
      return;
    }
  /* Rules note 45: before a draw of the Action phase, or while one of the
   * owner's own formations moves */
  if (acts_on_city (chit))
    {
      status->usable = (question->kind == GMP_QUESTION_DRAW_CHIT
                        && state->phase == GMP_PHASE_ACTION)
                       || (question->kind == GMP_QUESTION_MOVEMENT && active >= 0
                           && (guint) active < state->board->n_formations
                           && state->board->formations[active].side == chit->owner);
      status->why = status->usable
                    ? _("Can be used now, on the city selected on the map (Rules note 45)")
                    : _("Used before a chit is drawn, or while one of its owner’s Formations "
                        "moves (Rules note 45)");
      return;
    }
  if (question->kind == GMP_QUESTION_MOVEMENT && acts_while_moving (chit))
    {
      /* Rules note 35: a movement FX helps the formation activated now only */
      if (is_extra_mp (chit) && (active < 0 || state->board->formations[active].side != chit->owner))
        {
          status->why = _("Helps only its own side’s Formation while it moves (Rules note 35)");
          return;
        }
      status->usable = TRUE;
      status->why = _("Can be used now, while the Formation moves (Rules note 20)");
      return;
    }
  if (gmp_fx_acts_in_combat (chit))
    status->why = _("Played in a Combat, when the Combat asks for FX (Rules note 20)");
  else
    status->why = _("Used while a Formation moves (Rules note 20)");
}

GArray *
gmp_turn_info_fx_in_hand (const GmpState    *state,
                          const GmpQuestion *question)
{
  GArray *list = g_array_new (FALSE, TRUE, sizeof (GmpFxStatus));

  g_return_val_if_fail (state != NULL && question != NULL, list);

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      GmpFxStatus status = { i, 0, FALSE, NULL };

      if (state->chits[i].place != GMP_CHIT_IN_HAND)
        continue;
      fx_status (state, question, &status);
      g_array_append_val (list, status);
    }
  return list;
}

static char *
allocation_answer_label (const GmpState *state,
                         int             answer)
{
  g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);

  if (allocations == NULL || answer < 0 || (guint) answer >= allocations->len)
    return g_strdup_printf ("%d", answer + 1);
  return gmp_combat_allocation_words (state, g_ptr_array_index (allocations, answer), NULL);
}

static char *
random_label (const GmpQuestion *question)
{
  if (question->kind == GMP_QUESTION_DRAW_CHIT)
    return g_strdup (_("Draw for Us"));
  return g_strdup (_("Roll for Us"));
}

char *
gmp_turn_info_answer_details (const GmpState    *state,
                              const GmpQuestion *question,
                              int                answer)
{
  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  /* Rules note 20: an FX played in a combat, by what it does */
  if (question->kind == GMP_QUESTION_COMBAT_FX && answer >= 0)
    return gmp_board_info_describe_fx (state->board, (guint) answer);
  return NULL;
}

char *
gmp_turn_info_answer_label (const GmpState    *state,
                            const GmpQuestion *question,
                            int                answer)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  board = state->board;
  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      return random_label (question);
    case GMP_ANSWER_DONE:
      return g_strdup (_("Done Moving"));
    case GMP_ANSWER_PASS:
      return g_strdup (_("Pass"));
    case GMP_ANSWER_YES:
      return g_strdup (_("Yes"));
    case GMP_ANSWER_NO:
      return g_strdup (_("No"));
    default:
      break;
    }

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup (board->chits[answer].name);
    case GMP_QUESTION_ADVANCE:
      /* TRANSLATORS: the overrun advance (Rules note 15) */
      return g_strdup_printf (_("Advance to %s"), board->cities[answer].name);
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
      return g_strdup (board->cities[answer].name);
    case GMP_QUESTION_FORT_OPTION:
      if (answer == GMP_FORT_OPTION_FULL_ATTACK)
        return g_strdup (_("Full Attack"));
      if (answer == GMP_FORT_OPTION_BARRAGE)
        return g_strdup (_("Barrage"));
      if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        return g_strdup (_("Withdrawal"));
      return g_strdup_printf (_("Sortie against %s"),
                              board->cities[answer - GMP_FORT_CHOICE_SORTIE_BASE].name);
    case GMP_QUESTION_DISPLACE:
      {
        g_autofree char *unit = gmp_combat_unit_label (state, answer / (int) board->n_cities);

        /* TRANSLATORS: a unit displaced from an over-stacked city (Rules note 14) */
        return g_strdup_printf (_("%s to %s"), unit, board->cities[answer % board->n_cities].name);
      }
    case GMP_QUESTION_ALLOCATION:
      return allocation_answer_label (state, answer);
    case GMP_QUESTION_GUARD_VALUE:
      if (answer == GMP_GUARD_BLANK)
        return g_strdup (_("Blank"));
      /* TRANSLATORS: a Guard's die symbol: hits on this or more */
      return g_strdup_printf (_("%d+"), answer);
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup_printf ("%d", answer);
    }
}

gboolean
gmp_turn_info_answer_rolls (const GmpQuestion *question,
                            int                answer)
{
  g_return_val_if_fail (question != NULL, FALSE);

  return answer == GMP_ANSWER_RANDOM
         && (question->kind == GMP_QUESTION_DRAW_CHIT
             || question->kind == GMP_QUESTION_COMBAT_DICE
             || question->kind == GMP_QUESTION_DANGER);
}

guint
gmp_turn_info_dice_needed (const GmpState    *state,
                           const GmpQuestion *question)
{
  g_autoptr(GPtrArray) requests = NULL;
  guint n = 0;

  g_return_val_if_fail (state != NULL && question != NULL, 0);

  if (question->kind == GMP_QUESTION_DANGER)
    return state->board->rules.danger_dice;   /* Rules note 21 */
  if (question->kind != GMP_QUESTION_COMBAT_DICE)
    return 0;

  /* Rules note 27: in the order the counters show them */
  requests = gmp_turn_get_dice_requests (state);
  for (guint i = 0; requests != NULL && i < requests->len; i++)
    {
      const GmpDieRequest *request = g_ptr_array_index (requests, i);

      if (request->count_known)
        n += request->n_dice;
    }
  return n;
}

guint
gmp_turn_info_log_note (const GmpLogEntry *entry)
{
  g_return_val_if_fail (entry != NULL, 0);

  switch (entry->kind)
    {
    case GMP_LOG_CHIT_DRAWN:
    case GMP_LOG_END_DRAWN:
      return 1;
    case GMP_LOG_CHIT_ENTERS_CUP:
      return 2;
    case GMP_LOG_GUARD_PLACED:
    case GMP_LOG_GUARDS_DRAWN:
    case GMP_LOG_GUARD_ROLL:
      return 3;
    case GMP_LOG_ACTIVATED:
      return entry->params[2] ? 5 : 4;
    case GMP_LOG_MOVEMENT_DONE:
    case GMP_LOG_ACTIVATION_ENDS:
      return 4;
    case GMP_LOG_HOLD:
    case GMP_LOG_NO_HOLD:
    case GMP_LOG_NOTHING_ACTIVATED:
    case GMP_LOG_CHITS_TO_CUP:
      return 5;
    case GMP_LOG_UNITS_OFF_TRACK:
    case GMP_LOG_UNIT_RETURNED:
    case GMP_LOG_UNIT_DELAYED:
      return 6;
    case GMP_LOG_GUARD_REVEALED:
      return 9;
    case GMP_LOG_ALLOCATION:
      return 12;
    case GMP_LOG_COMBAT:
      return entry->params[4] == GMP_COMBAT_OUTCOME_OVERRUN ? 15 : 13;
    case GMP_LOG_RETREAT:
    case GMP_LOG_DISPLACED:
      return 14;
    case GMP_LOG_ADVANCE:
      return 15;
    case GMP_LOG_FORT_OPTION:
    case GMP_LOG_IGNORE_RETREAT:
    case GMP_LOG_SORTIE_RETURN:
      return 18;
    case GMP_LOG_FX_TO_HAND:
    case GMP_LOG_FX_PLAYED:
      return 20;
    case GMP_LOG_DANGER_ROLL:
    case GMP_LOG_NO_DANGER:
      return 21;
    case GMP_LOG_GAME_OVER:
      return entry->params[1] == GMP_END_DANGER ? 21 : 22;
    case GMP_LOG_ALLY_CHOSEN:
    case GMP_LOG_ALLY_REMOVED:
    case GMP_LOG_ALLY_PLACED:
    case GMP_LOG_ALLY_WAITS:
      return 23;
    case GMP_LOG_TURN_BEGINS:
    case GMP_LOG_PHASE_BEGINS:
    case GMP_LOG_UNIT_MOVED:
    case GMP_LOG_CORRECTION:   /* the referee's, not a rule's */
    case GMP_LOG_N_KINDS:
    default:
      return 0;
    }
}

/* "Infantry A", "French Infantry": a formation as the counters name it */
static const char *
formation_label (const GmpBoard *board,
                 int             formation)
{
  if (formation < 0)
    return NULL;
  return board->formations[formation].allied ? board->formations[formation].name
                                             : board->formations[formation].id;
}

char *
gmp_turn_info_describe_city (const GmpState *state,
                             guint           city)
{
  const GmpBoard *board;
  g_autoptr(GString) text = NULL;
  gboolean listed = FALSE;
  int fort;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (city < state->board->n_cities, NULL);

  board = state->board;
  text = g_string_new (board->cities[city].name);
  fort = board->cities[city].fort;
  if (fort != GMP_NONE)
    {
      const char *formation = formation_label (board, board->forts[fort].formation);

      if (gmp_state_fort_destroyed (state, fort))
        /* TRANSLATORS: a Fort and its formation (Rules note 19) */
        g_string_append_printf (text, _(": Fort %s, destroyed"), formation);
      else
        g_string_append_printf (text, _(": Fort %s, strength %u"), formation,
                                state->fort_strength[fort]);
    }

  /* Each side's units as the narration and the log name them, identical
   * counters counted once: "2 × Ant 1, Spider 1" (gmp_describe_units()) */
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autofree char *units = NULL;

      for (guint i = 0; i < state->units->len; i++)
        {
          const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

          if (unit->place == GMP_PLACE_MAP && unit->city == (int) city
              && gmp_state_unit_side (state, i) == side)
            g_array_append_val (ids, i);
        }
      if (ids->len == 0)
        continue;
      units = gmp_describe_units (state, (const guint *) ids->data, ids->len, GMP_DESCRIBE_DEFAULT);
      g_string_append (text, listed ? ", " : fort != GMP_NONE ? "; " : ": ");
      g_string_append (text, units);
      listed = TRUE;
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Rules note 18: the option the Humans chose for the Fort fighting in city */
static GmpCombatMode
combat_mode (const GmpState *state,
             guint           city)
{
  const GmpBoard *board = state->board;

  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if (board->forts[fort].city == city && choice == GMP_FORT_OPTION_FULL_ATTACK)
        return GMP_COMBAT_FULL_ATTACK;
      if (board->forts[fort].city == city && choice == GMP_FORT_OPTION_BARRAGE)
        return GMP_COMBAT_BARRAGE;
      if (choice == GMP_ANSWER_SORTIE (city))
        return GMP_COMBAT_SORTIE;
    }
  return GMP_COMBAT_NORMAL;
}

GmpCombat *
gmp_turn_info_combat_new (const GmpState *state)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide acting;

  g_return_val_if_fail (state != NULL, NULL);

  if (state->combat_city < 0 || state->active_formation < 0)
    return NULL;
  acting = state->board->formations[state->active_formation].side;
  combat = gmp_combat_new (state, (guint) state->combat_city, acting,
                           combat_mode (state, (guint) state->combat_city), NULL);
  if (combat == NULL)
    return NULL;
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    if (state->combat_fx[side] >= 0)
      gmp_combat_set_fx (combat, state, side, state->combat_fx[side], FALSE, NULL);
  return g_steal_pointer (&combat);
}

gboolean
gmp_turn_info_combat_under_way (const GmpState    *state,
                                const GmpQuestion *question)
{
  g_return_val_if_fail (state != NULL && question != NULL, FALSE);

  return gmp_turn_info_is_combat_question (question->kind) && state->combat_city >= 0;
}

gboolean
gmp_turn_info_fort_options_pending (const GmpState    *state,
                                    const GmpQuestion *question)
{
  g_return_val_if_fail (state != NULL && question != NULL, FALSE);

  return question->kind == GMP_QUESTION_FORT_OPTION && question->subject >= 0
         && (guint) question->subject < state->board->n_cities && question->answers->len > 0;
}

int
gmp_turn_info_fort_variant_answer (const GmpOddsVariant *variant)
{
  g_return_val_if_fail (variant != NULL, GMP_NONE);

  if (variant->option == GMP_FORT_OPTION_SORTIE)
    return GMP_ANSWER_SORTIE (variant->city);
  return (int) variant->option;
}

gboolean
gmp_turn_info_is_combat_question (GmpQuestionKind kind)
{
  switch (kind)
    {
    case GMP_QUESTION_COMBAT_FX:
    case GMP_QUESTION_FORT_OPTION:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      return TRUE;
    default:
      return FALSE;
    }
}
