/* gmp-cli-question.c: the pending question in words and as data, for next
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * What `next` prints about a question besides its answers: an allocation
 * of Hits in words, the dice a combat takes in the order --dice reads them
 * (rules note 27), what each unit can absorb (rules note 12), and the
 * whole question as JSON (`next --json`).
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-turn.h"
#include "gmp-cli.h"
#include "gmp-cli-question.h"

/* An allocation of Hits in words (rules note 12): "Tank A #3 is reduced,
 * Infantry B #7 is eliminated, the Fort loses 1 strength point". */
char *
gmp_cli_allocation_words (const GmpState      *state,
                          const GmpAllocation *allocation)
{
  /* The app's words, each unit with the id --hits takes */
  return gmp_combat_allocation_words (state, allocation, gmp_cli_unit_label);
}

/* Counts of dice as players say them: "enter three dice". */
static const char *
count_in_words (guint n,
                char  buffer[16])
{
  switch (n)
    {
    case 1: return C_("number of dice", "one");
    case 2: return C_("number of dice", "two");
    case 3: return C_("number of dice", "three");
    case 4: return C_("number of dice", "four");
    case 5: return C_("number of dice", "five");
    case 6: return C_("number of dice", "six");
    case 7: return C_("number of dice", "seven");
    case 8: return C_("number of dice", "eight");
    default:
      g_snprintf (buffer, 16, "%u", n);
      return buffer;
    }
}

/* Who rolls a die request: "Worm 1 #5", "Fort Chicago", an FX's name. */
static char *
die_request_roller (const GmpState      *state,
                    const GmpDieRequest *request)
{
  const GmpBoard *board = state->board;

  switch (request->kind)
    {
    case GMP_COMBATANT_FORT:
      /* Translators: the Fort of a city, e.g. "Fort Chicago" */
      return g_strdup_printf (_("Fort %s"), board->cities[board->forts[request->index].city].name);
    case GMP_COMBATANT_FX:
      return g_strdup (board->chits[request->index].name);
    case GMP_COMBATANT_UNIT:
    default:
      return gmp_cli_unit_label (state, request->unit);
    }
}

/* Rules note 27: one line per counter, its die symbols in the order it
 * shows them, which is the order its dice are read:
 * "Worm 1 #5: 3+, 4+, 5+: enter three dice in this order". */
static char *
die_request_prompt (const GmpState      *state,
                    const GmpDieRequest *request)
{
  g_autoptr(GString) symbols = g_string_new (NULL);
  g_autofree char *roller = die_request_roller (state, request);
  g_autofree char *who = NULL;
  g_autofree char *enter = NULL;
  g_autofree char *line = NULL;
  char buffer[16];

  if (!request->count_known)
    /* TRANSLATORS: a re-roll whose number of dice depends on the first ones */
    return g_strdup_printf (_("%s (as many dice as missed)"), request->label);

  for (guint d = 0; d < request->n_dice; d++)
    {
      if (d > 0)
        g_string_append (symbols, ", ");
      if (request->thresholds[d] >= GMP_DIE_NEVER)
        g_string_append (symbols, _("never"));
      else
        g_string_append_printf (symbols, "%u+", request->thresholds[d]);
    }
  if (request->reroll)
    /* TRANSLATORS: a counter re-rolling its missed dice with an FX */
    who = g_strdup_printf (_("%s, re-rolling its missed dice"), roller);
  else
    who = g_steal_pointer (&roller);
  enter = g_strdup_printf (ngettext ("enter %s die", "enter %s dice in this order",
                                     request->n_dice),
                           count_in_words (request->n_dice, buffer));
  /* TRANSLATORS: Rules note 27: who rolls, its die symbols in order, and
   * what to enter: "Worm 1 #5: 3+, 4+, 5+: enter three dice in this order" */
  line = g_strdup_printf (_("%s: %s: %s"), who, symbols->str, enter);
  if (!request->paired)
    return g_steal_pointer (&line);
  return g_strdup_printf (_("%s (Fresh Tank: doubles that hit score two Hits)"), line);
}

/* "Worm 1 #3: Fresh, absorbs two Hits" (rules note 12) */
char *
gmp_cli_unit_capacity_text (const GmpState *state,
                    guint           unit)
{
  g_autofree char *label = gmp_cli_unit_label (state, unit);
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);

  switch (gmp_combat_unit_capacity (state, unit))
    {
    case 0:
      return g_strdup_printf (_("%s: a blank Guard, absorbs no Hit"), label);
    case 1:
      if (state->board->unit_types[u->type].guard)
        return g_strdup_printf (_("%s: a Guard, one Hit eliminates it"), label);
      return g_strdup_printf (_("%s: Reduced, one Hit eliminates it"), label);
    default:
      return g_strdup_printf (_("%s: Fresh, absorbs two Hits (the first flips it)"), label);
    }
}

/* The Hits an allocation gives units, one unit id per Hit: "3,3,17". */
char *
gmp_cli_allocation_hit_ids (const GmpAllocation *allocation)
{
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < allocation->n_units; i++)
    for (guint h = 0; h < allocation->hits[i]; h++)
      g_string_append_printf (ids, ids->len > 0 ? ",%u" : "%u", allocation->units[i]);
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

guint
gmp_cli_allocation_unit_hits (const GmpAllocation *allocation)
{
  guint n = 0;

  for (guint i = 0; i < allocation->n_units; i++)
    n += allocation->hits[i];
  return n;
}

/* What a combat-dice or an allocation question needs besides its answers:
 * the dice in the order --dice reads them, or each allocation in words. */
GPtrArray *
gmp_cli_question_details (const GmpState    *state,
                  const GmpQuestion *question)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  if (question->kind == GMP_QUESTION_COMBAT_DICE)
    {
      g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests (state);

      for (guint i = 0; requests != NULL && i < requests->len; i++)
        {
          g_ptr_array_add (lines, die_request_prompt (state, g_ptr_array_index (requests, i)));
        }
    }
  else if (question->kind == GMP_QUESTION_ALLOCATION)
    {
      g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);

      for (guint i = 0; allocations != NULL && i < allocations->len; i++)
        g_ptr_array_add (lines, gmp_cli_allocation_words (state, g_ptr_array_index (allocations, i)));
    }
  return lines;
}

/* One die request as data (rules notes 12, 17, 20): who rolls, how many
 * dice, the number each must reach, whether it re-rolls misses. */
static void
add_die_request_json (JsonBuilder         *builder,
                      const GmpState      *state,
                      const GmpDieRequest *request)
{
  static const char * const kinds[] = { "unit", "fort", "fx" };

  g_autofree char *prompt = die_request_prompt (state, request);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "label");
  json_builder_add_string_value (builder, request->label);
  /* Rules note 27: the line that asks for this counter's dice */
  json_builder_set_member_name (builder, "prompt");
  json_builder_add_string_value (builder, prompt);
  json_builder_set_member_name (builder, "side");
  json_builder_add_string_value (builder, gmp_side_to_string (request->side));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, kinds[request->kind]);
  json_builder_set_member_name (builder, "unit");
  if (request->kind == GMP_COMBATANT_UNIT)
    json_builder_add_int_value (builder, request->unit);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "fort");
  if (request->kind == GMP_COMBATANT_FORT && request->index >= 0)
    json_builder_add_string_value (builder,
                                   state->board->cities[state->board->forts[request->index].city].id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "fx");
  if (request->kind == GMP_COMBATANT_FX && request->index >= 0)
    json_builder_add_string_value (builder, state->board->chits[request->index].id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "dice");
  if (request->count_known)
    json_builder_add_int_value (builder, request->n_dice);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "thresholds");
  json_builder_begin_array (builder);
  for (guint d = 0; d < request->n_dice; d++)
    json_builder_add_int_value (builder, request->thresholds[d]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "reroll");
  json_builder_add_boolean_value (builder, request->reroll);
  json_builder_set_member_name (builder, "count_known");
  json_builder_add_boolean_value (builder, request->count_known);
  json_builder_set_member_name (builder, "fresh_tank");
  json_builder_add_boolean_value (builder, request->paired);
  json_builder_end_object (builder);
}

/* Questions as data (for programs that must never parse prose): what
 * each question is about, and each legal answer with what it names. */

static void
add_city_json (JsonBuilder    *builder,
               const GmpBoard *board,
               int             city)
{
  if (city < 0 || (guint) city >= board->n_cities)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, board->cities[city].id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, board->cities[city].name);
  json_builder_end_object (builder);
}

static void
add_unit_json (JsonBuilder    *builder,
               const GmpState *state,
               guint           id)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  g_autofree char *label = gmp_combat_unit_label (state, id);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, id);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, board->unit_types[unit->type].id);
  json_builder_set_member_name (builder, "formation");
  if (unit->formation != GMP_NONE)
    json_builder_add_string_value (builder, board->formations[unit->formation].id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, label);
  json_builder_end_object (builder);
}

static void
add_chit_json (JsonBuilder    *builder,
               const GmpBoard *board,
               int             chit)
{
  static const char * const kinds[] = { "activation", "fx", "end" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, board->chits[chit].id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, board->chits[chit].name);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, kinds[board->chits[chit].kind]);
  json_builder_end_object (builder);
}

static void
add_fort_json (JsonBuilder    *builder,
               const GmpState *state,
               int             fort)
{
  const GmpBoard *board = state->board;

  if (fort < 0)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "city");
  json_builder_add_string_value (builder, board->cities[board->forts[fort].city].id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, board->cities[board->forts[fort].city].name);
  json_builder_set_member_name (builder, "formation");
  json_builder_add_string_value (builder, board->formations[board->forts[fort].formation].id);
  json_builder_set_member_name (builder, "strength");
  json_builder_add_int_value (builder, state->fort_strength[fort]);
  json_builder_end_object (builder);
}

/* What the question's subject is (gmp-turn.h, GmpQuestionKind) */
static gboolean
subject_is_unit (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_GUARD_VALUE || kind == GMP_QUESTION_RETURN_UNIT
         || kind == GMP_QUESTION_PLACE_ALLY || kind == GMP_QUESTION_RETREAT;
}

static gboolean
subject_is_formation (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_MOVEMENT || kind == GMP_QUESTION_COMBAT;
}

static gboolean
subject_is_combat_city (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_COMBAT_FX || kind == GMP_QUESTION_FORT_OPTION
         || kind == GMP_QUESTION_COMBAT_DICE || kind == GMP_QUESTION_ALLOCATION
         || kind == GMP_QUESTION_IGNORE_RETREAT || kind == GMP_QUESTION_DISPLACE
         || kind == GMP_QUESTION_SORTIE_RETURN || kind == GMP_QUESTION_ADVANCE;
}

/* "unit", "formation", "city", "fort" and "fx": what the question concerns,
 * each null when it concerns none. */
static void
add_subject_json (JsonBuilder       *builder,
                  const GmpState    *state,
                  const GmpQuestion *question)
{
  const GmpBoard *board = state->board;
  gboolean has_subject = question->subject >= 0;
  int city = GMP_NONE;
  int fort = GMP_NONE;

  json_builder_set_member_name (builder, "unit");
  if (has_subject && subject_is_unit (question->kind))
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

      add_unit_json (builder, state, (guint) question->subject);
      if (unit->place == GMP_PLACE_MAP)
        city = unit->city;
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "formation");
  if (has_subject && subject_is_formation (question->kind))
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_string_value (builder, board->formations[question->subject].id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, board->formations[question->subject].name);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);

  if (has_subject && subject_is_combat_city (question->kind))
    {
      city = question->subject;
      fort = gmp_board_fort_at (board, (guint) city);
    }
  json_builder_set_member_name (builder, "city");
  add_city_json (builder, board, city);
  json_builder_set_member_name (builder, "fort");
  add_fort_json (builder, state, fort);

  /* The FX chits played in the combat the question belongs to (note 20) */
  json_builder_set_member_name (builder, "fx");
  json_builder_begin_array (builder);
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    if (state->combat_city >= 0 && state->combat_fx[side] >= 0)
      add_chit_json (builder, board, state->combat_fx[side]);
  json_builder_end_array (builder);
}

/* A legal answer in the user's language, as the players would say it. */
static char *
answer_label (const GmpState      *state,
              const GmpQuestion   *question,
              int                  answer,
              const GmpAllocation *allocation)
{
  const GmpBoard *board = state->board;

  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      if (question->kind == GMP_QUESTION_DRAW_CHIT)
        return g_strdup (_("Draw a chit at random"));
      return g_strdup (_("Roll the dice with the app"));
    case GMP_ANSWER_DONE:
      return g_strdup (_("Done moving"));
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
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
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
        g_autofree char *unit = gmp_cli_unit_label (state, (guint) answer / board->n_cities);

        /* TRANSLATORS: a unit displaced to a city (Rules note 14) */
        return g_strdup_printf (_("%s goes to %s"), unit,
                                board->cities[(guint) answer % board->n_cities].name);
      }
    case GMP_QUESTION_ALLOCATION:
      if (allocation != NULL)
        return gmp_cli_allocation_words (state, allocation);
      break;
    case GMP_QUESTION_GUARD_VALUE:
      if (answer == GMP_GUARD_BLANK)
        return g_strdup (C_("guard", "blank"));
      break;
    default:
      break;
    }
  return g_strdup_printf ("%d", answer);
}

/* An allocation as data: one unit id per Hit, and what is left over. */
static void
add_allocation_members (JsonBuilder         *builder,
                        const GmpAllocation *allocation)
{
  json_builder_set_member_name (builder, "hits");
  json_builder_begin_array (builder);
  for (guint i = 0; i < allocation->n_units; i++)
    for (guint h = 0; h < allocation->hits[i]; h++)
      json_builder_add_int_value (builder, allocation->units[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "fort_hits");
  json_builder_add_int_value (builder, allocation->fort_hits);
  json_builder_set_member_name (builder, "lost");
  json_builder_add_int_value (builder, allocation->lost);
}

/* {token, label, and the ids it names} */
static void
add_choice_json (JsonBuilder         *builder,
                 const GmpState      *state,
                 const GmpQuestion   *question,
                 int                  answer,
                 const GmpAllocation *allocation)
{
  const GmpBoard *board = state->board;
  g_autofree char *token = gmp_answer_to_string (state, question, answer);
  g_autofree char *label = answer_label (state, question, answer, allocation);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "token");
  json_builder_add_string_value (builder, token);
  json_builder_set_member_name (builder, "label");
  json_builder_add_string_value (builder, label);
  if (answer < 0)
    {
      json_builder_end_object (builder);
      return;
    }
  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      json_builder_set_member_name (builder, "chit");
      add_chit_json (builder, board, answer);
      break;
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      json_builder_set_member_name (builder, "city");
      add_city_json (builder, board, answer);
      break;
    case GMP_QUESTION_FORT_OPTION:
      {
        static const char * const options[] = { "full-attack", "barrage", "withdrawal" };
        guint bit = answer == GMP_FORT_OPTION_FULL_ATTACK ? 0
                    : answer == GMP_FORT_OPTION_BARRAGE ? 1 : 2;
        gboolean sortie = answer >= GMP_FORT_CHOICE_SORTIE_BASE;

        json_builder_set_member_name (builder, "fort_option");
        json_builder_add_string_value (builder, sortie ? "sortie" : options[bit]);
        if (sortie)
          {
            json_builder_set_member_name (builder, "city");
            add_city_json (builder, board, answer - GMP_FORT_CHOICE_SORTIE_BASE);
          }
      }
      break;
    case GMP_QUESTION_DISPLACE:
      json_builder_set_member_name (builder, "unit");
      add_unit_json (builder, state, (guint) answer / board->n_cities);
      json_builder_set_member_name (builder, "city");
      add_city_json (builder, board, (int) ((guint) answer % board->n_cities));
      break;
    case GMP_QUESTION_ALLOCATION:
      if (allocation != NULL)
        add_allocation_members (builder, allocation);
      break;
    case GMP_QUESTION_GUARD_VALUE:
      json_builder_set_member_name (builder, "value");
      if (answer == GMP_GUARD_BLANK)
        json_builder_add_string_value (builder, "blank");
      else
        json_builder_add_int_value (builder, answer);
      break;
    default:
      break;
    }
  json_builder_end_object (builder);
}

/* For an allocation: the side's units that take the Hits, with what each
 * can absorb, and how many Hits they take (rules note 12). */
static void
add_allocation_units_json (JsonBuilder    *builder,
                           const GmpState *state,
                           GPtrArray      *allocations)
{
  const GmpAllocation *first = allocations->len > 0 ? g_ptr_array_index (allocations, 0) : NULL;

  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; first != NULL && i < first->n_units; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, first->units[i]);
      g_autofree char *label = gmp_combat_unit_label (state, first->units[i]);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "id");
      json_builder_add_int_value (builder, first->units[i]);
      json_builder_set_member_name (builder, "type");
      json_builder_add_string_value (builder, state->board->unit_types[unit->type].id);
      json_builder_set_member_name (builder, "formation");
      if (unit->formation != GMP_NONE)
        json_builder_add_string_value (builder, state->board->formations[unit->formation].id);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "capacity");
      json_builder_add_int_value (builder, gmp_combat_unit_capacity (state, first->units[i]));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "hits_to_take");
  json_builder_add_int_value (builder, first != NULL ? gmp_cli_allocation_unit_hits (first) : 0);
}

void
gmp_cli_add_question_json (JsonBuilder       *builder,
                   const GmpState    *state,
                   const GmpQuestion *question)
{
  g_autoptr(GPtrArray) allocations = question->kind == GMP_QUESTION_ALLOCATION
                                     ? gmp_turn_get_allocations (state) : NULL;
  g_autofree char *text = gmp_question_describe (state, question);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, gmp_question_kind_to_string (question->kind));
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, text);
  json_builder_set_member_name (builder, "side");
  json_builder_add_string_value (builder, gmp_side_to_string (question->side));
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, state->turn);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, gmp_phase_to_string (state->phase));
  json_builder_set_member_name (builder, "answers");
  json_builder_begin_array (builder);
  for (guint i = 0; i < question->answers->len; i++)
    {
      g_autofree char *answer = gmp_answer_to_string (state, question,
                                                      g_array_index (question->answers, int, i));
      json_builder_add_string_value (builder, answer);
    }
  json_builder_end_array (builder);
  if (question->answers->len > 0)
    {
      g_autofree char *suggested = gmp_answer_to_string (state, question, question->suggested);

      json_builder_set_member_name (builder, "suggested");
      json_builder_add_string_value (builder, suggested);
    }
  add_subject_json (builder, state, question);
  /* "answers" as objects: in the same order */
  json_builder_set_member_name (builder, "choices");
  json_builder_begin_array (builder);
  for (guint i = 0; i < question->answers->len; i++)
    {
      int answer = g_array_index (question->answers, int, i);
      const GmpAllocation *allocation = NULL;

      if (allocations != NULL && answer >= 0 && (guint) answer < allocations->len)
        allocation = g_ptr_array_index (allocations, answer);
      add_choice_json (builder, state, question, answer, allocation);
    }
  json_builder_end_array (builder);
  if (allocations != NULL)
    add_allocation_units_json (builder, state, allocations);
  if (question->kind == GMP_QUESTION_COMBAT_DICE)
    {
      g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests (state);

      json_builder_set_member_name (builder, "dice");
      json_builder_begin_array (builder);
      for (guint i = 0; requests != NULL && i < requests->len; i++)
        add_die_request_json (builder, state, g_ptr_array_index (requests, i));
      json_builder_end_array (builder);
    }
  else if (question->kind == GMP_QUESTION_ALLOCATION)
    {
      g_autoptr(GPtrArray) details = gmp_cli_question_details (state, question);

      /* In the order of "answers": allocation "1" is the first */
      json_builder_set_member_name (builder, "allocations");
      json_builder_begin_array (builder);
      for (guint i = 0; i < details->len; i++)
        json_builder_add_string_value (builder, g_ptr_array_index (details, i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}
