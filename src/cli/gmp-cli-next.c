/* gmp-cli-next.c: ginormopod-cli next SCENARIO [--answer A] [--dice D] [--chit C] --out FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints the pending question of the turn sequence with its legal answers;
 * with an answer, applies it and writes the game on. A whole game can be
 * adjudicated this way, one question at a time. --fx CHIT --city CITY plays
 * an FX that needs no combat while a formation moves. A combat's dice
 * question lists the dice it takes in order, for --dice; an allocation
 * question lists each allocation in words.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "core/gmp-combat.h"
#include "core/gmp-turn.h"
#include "gmp-cli.h"

/* An allocation of Hits in words (rules note 12): "Tank (A) #3 is reduced,
 * Infantry (B) #7 is eliminated, the Fort loses 1 strength point". */
static char *
allocation_to_words (const GmpState      *state,
                     const GmpAllocation *allocation)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < allocation->n_units; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, allocation->units[i]);
      g_autofree char *label = NULL;
      guint capacity;

      if (allocation->hits[i] == 0)
        continue;
      label = gmp_combat_unit_label (state, allocation->units[i]);
      capacity = unit->reduced || state->board->unit_types[unit->type].guard ? 1 : 2;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (allocation->hits[i] >= capacity)
        /* TRANSLATORS: a unit taking its Hits (Rules note 12) */
        g_string_append_printf (text, _("%s is eliminated"), label);
      else
        g_string_append_printf (text, _("%s is reduced"), label);
    }
  if (allocation->fort_hits > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, ngettext ("the Fort loses %u strength point",
                                              "the Fort loses %u strength points",
                                              allocation->fort_hits),
                              allocation->fort_hits);
    }
  if (allocation->lost > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, ngettext ("%u Hit nothing can take",
                                              "%u Hits nothing can take",
                                              allocation->lost),
                              allocation->lost);
    }
  if (text->len == 0)
    g_string_append (text, _("no Hits"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What a combat-dice or an allocation question needs besides its answers:
 * the dice in the order --dice reads them, or each allocation in words. */
static GPtrArray *
question_details (const GmpState    *state,
                  const GmpQuestion *question)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);

  if (question->kind == GMP_QUESTION_COMBAT_DICE)
    {
      g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests (state);

      for (guint i = 0; requests != NULL && i < requests->len; i++)
        {
          const GmpDieRequest *request = g_ptr_array_index (requests, i);

          if (request->count_known)
            g_ptr_array_add (lines, g_strdup (request->label));
          else
            /* TRANSLATORS: a re-roll whose number of dice depends on the first ones */
            g_ptr_array_add (lines, g_strdup_printf (_("%s (as many dice as missed)"),
                                                     request->label));
        }
    }
  else if (question->kind == GMP_QUESTION_ALLOCATION)
    {
      g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);

      for (guint i = 0; allocations != NULL && i < allocations->len; i++)
        g_ptr_array_add (lines, allocation_to_words (state, g_ptr_array_index (allocations, i)));
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

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "label");
  json_builder_add_string_value (builder, request->label);
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

static void
add_question_json (JsonBuilder       *builder,
                   const GmpState    *state,
                   const GmpQuestion *question)
{
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
      g_autoptr(GPtrArray) details = question_details (state, question);

      /* In the order of "answers": allocation "1" is the first */
      json_builder_set_member_name (builder, "allocations");
      json_builder_begin_array (builder);
      for (guint i = 0; i < details->len; i++)
        json_builder_add_string_value (builder, g_ptr_array_index (details, i));
      json_builder_end_array (builder);
    }
  json_builder_end_object (builder);
}

static void
print_question (const GmpState    *state,
                const GmpQuestion *question,
                const char        *path)
{
  g_autofree char *text = gmp_question_describe (state, question);

  /* TRANSLATORS: "Turn 3, Action: Draw a chit from the cup" */
  g_print (_("Turn %u, %s: %s"), state->turn, gmp_phase_get_name (state->phase), text);
  g_print ("\n");
  if (question->answers->len == 0)
    return;
  g_print ("%s", _("Answers:"));
  for (guint i = 0; i < question->answers->len; i++)
    {
      g_autofree char *answer = gmp_answer_to_string (state, question,
                                                      g_array_index (question->answers, int, i));
      g_print (" %s", answer);
    }
  g_print ("\n");

  if (question->kind == GMP_QUESTION_COMBAT_DICE)
    {
      g_autoptr(GPtrArray) details = question_details (state, question);

      /* TRANSLATORS: followed by one line per die request, in order */
      g_print ("%s\n", _("Dice to roll, in the order --dice takes them:"));
      for (guint i = 0; i < details->len; i++)
        g_print ("  %u. %s\n", i + 1, (const char *) g_ptr_array_index (details, i));
    }
  else if (question->kind == GMP_QUESTION_ALLOCATION)
    {
      g_autoptr(GPtrArray) details = question_details (state, question);

      /* TRANSLATORS: followed by one line per allocation, "  2: Tank (A) #3 is reduced" */
      g_print ("%s\n", _("Allocations (answer with the number):"));
      for (guint i = 0; i < details->len && i < question->answers->len; i++)
        {
          int a = g_array_index (question->answers, int, i);
          g_autofree char *number = gmp_answer_to_string (state, question, a);

          g_print ("  %s: %s%s\n", number, (const char *) g_ptr_array_index (details, i),
                   a == question->suggested ? _(" (suggested: keeps the most units, Rules note 12)") : "");
        }
    }
  else if (question->kind == GMP_QUESTION_MOVEMENT)
    {
      /* Rules note 4: "done" ends the movement; the moves come first */
      g_print (_("Move each unit or group with “ginormopod-cli move %s FROM TO --units IDS "
                 "--out %s” (the legal moves: “ginormopod-cli moves %s CITY”), then answer "
                 "“ginormopod-cli next %s --answer done --out FILE”."),
               path, path, path, path);
      g_print ("\n");
    }
}

static int
run_next (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpScenario) scenario = NULL;
  GmpLog *log;
  guint start;
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpDice) dice = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *answer_text = NULL;
  g_autofree char *dice_text = NULL;
  g_autofree char *chit_text = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *out = NULL;
  g_autofree char *fx_text = NULL;
  g_autofree char *city_text = NULL;
  gboolean json = FALSE;
  gboolean answering;
  int status, answer = GMP_ANSWER_RANDOM;
  guint64 seed;
  const GOptionEntry entries[] = {
    { "answer", 'a', 0, G_OPTION_ARG_STRING, &answer_text,
      N_("The answer to the pending question, one of those it lists. While a formation "
         "moves, move its units with “ginormopod-cli move”, then answer done"), N_("A") },
    { "dice", 'd', 0, G_OPTION_ARG_STRING, &dice_text,
      N_("The dice the players rolled, in order, e.g. \"3 5 6\""), N_("D") },
    { "chit", 'c', 0, G_OPTION_ARG_STRING, &chit_text,
      N_("The chit the players drew from the cup"), N_("C") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed for dice and draws the app makes (default: from the clock)"), N_("N") },
    { "fx", 0, 0, G_OPTION_ARG_STRING, &fx_text,
      N_("Play this FX chit on --city while a formation moves (Tectonic, Nuclear)"), N_("CHIT") },
    { "city", 0, 0, G_OPTION_ARG_STRING, &city_text,
      N_("The city an FX is played on"), N_("CITY") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Where to write the game after the answer"), N_("FILE") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;

  answering = answer_text != NULL || dice_text != NULL || chit_text != NULL || fx_text != NULL;
  if ((fx_text != NULL) != (city_text != NULL))
    return gmp_cli_usage_error (command, _("--fx and --city go together"));
  if (fx_text != NULL && (answer_text != NULL || chit_text != NULL || dice_text != NULL))
    return gmp_cli_usage_error (command, _("--fx is an action of its own: give no answer with it"));
  if (answering && out == NULL)
    return gmp_cli_usage_error (command, _("An answer needs --out FILE to write the game to"));
  if (answer_text != NULL && chit_text != NULL)
    return gmp_cli_usage_error (command, _("Give --answer or --chit, not both"));

  if (!gmp_cli_parse_seed (command, seed_text, &seed, &status))
    return status;

  scenario = gmp_cli_load_game (argv[1], &error);
  if (scenario == NULL)
    return gmp_cli_fail (error);

  /* The game's log goes on in the file; this run shows its own entries */
  if (scenario->log == NULL)
    scenario->log = gmp_log_new ();
  log = scenario->log;
  start = gmp_log_get_n_entries (log);
  {
    /* A game that starts here gets its setup rules first: the Guard table
     * rolled, "draw" Guards drawn (Rules note 3) */
    g_autoptr(GmpDice) setup_dice = gmp_dice_new_seeded (seed);

    if (!gmp_scenario_start (scenario, setup_dice, GMP_SETUP_DEFAULT, &error))
      return gmp_cli_fail (error);
  }
  if (!gmp_turn_advance (scenario->state, log, &error))
    return gmp_cli_fail (error);
  question = gmp_turn_get_question (scenario->state);

  if (answering)
    {
      guint first = gmp_log_get_n_entries (log);

      if (question->kind == GMP_QUESTION_NONE)
        {
          gmp_cli_printerr (_("The game is over: there is nothing to answer"));
          return GMP_CLI_EXIT_ERROR;
        }
      if (chit_text != NULL && question->kind != GMP_QUESTION_DRAW_CHIT)
        return gmp_cli_usage_error (command, _("--chit answers a draw from the cup, "
                                               "and the game does not wait for one"));
      if (fx_text != NULL)
        {
          int chit = gmp_board_find_chit (scenario->state->board, fx_text);
          int city = gmp_board_find_city (scenario->state->board, city_text);

          if (chit == GMP_NONE)
            return gmp_cli_usage_error (command, _("No chit “%s” on this board"), fx_text);
          if (city == GMP_NONE)
            return gmp_cli_usage_error (command, _("No city “%s” on this board"), city_text);
          if (!gmp_turn_use_fx (scenario->state, log, chit, city, &error))
            return gmp_cli_fail (error);
        }
      else
        {
          if (answer_text != NULL || chit_text != NULL)
            {
              if (!gmp_answer_from_string (scenario->state, question,
                                           answer_text != NULL ? answer_text : chit_text,
                                           &answer, &error))
                return gmp_cli_fail (error);
            }
          else if (question->kind != GMP_QUESTION_DANGER && question->kind != GMP_QUESTION_DRAW_CHIT
                   && question->kind != GMP_QUESTION_COMBAT_DICE)
            return gmp_cli_usage_error (command, _("This question needs --answer"));

          if (dice_text != NULL)
            dice = gmp_dice_new_from_string (dice_text, &error);
          else
            dice = gmp_dice_new_seeded (seed);
          if (dice == NULL)
            return gmp_cli_fail (error);

          if (!gmp_turn_answer (scenario->state, log, dice, answer, &error))
            return gmp_cli_fail (error);
          if (!gmp_cli_check_dice_used (dice))
            return GMP_CLI_EXIT_ERROR;
        }
      if (!gmp_scenario_save_file (scenario, out, &error))
        return gmp_cli_fail (error);

      g_clear_pointer (&question, gmp_question_free);
      question = gmp_turn_get_question (scenario->state);

      if (!json)
        for (guint i = first; i < gmp_log_get_n_entries (log); i++)
          {
            g_autofree char *line = gmp_log_entry_to_string (gmp_log_get_entry (log, i),
                                                             scenario->state->board);
            g_print ("%s\n", line);
          }
    }
  else if (out != NULL && !gmp_scenario_save_file (scenario, out, &error))
    return gmp_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "log");
      json_builder_begin_array (builder);
      for (guint i = start; i < gmp_log_get_n_entries (log); i++)
        {
          const GmpLogEntry *entry = gmp_log_get_entry (log, i);
          g_autofree char *line = gmp_log_entry_to_string (entry, scenario->state->board);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, gmp_log_kind_to_string (entry->kind));
          json_builder_set_member_name (builder, "text");
          json_builder_add_string_value (builder, line);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "question");
      add_question_json (builder, scenario->state, question);
      if (scenario->state->winner != GMP_WINNER_NONE)
        {
          json_builder_set_member_name (builder, "winner");
          json_builder_add_string_value (builder, scenario->state->winner == GMP_WINNER_SWARM
                                                  ? "swarm" : "humans");
        }
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  else
    print_question (scenario->state, question, out != NULL ? out : argv[1]);

  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_next = {
  .name = "next",
  .parameters = N_("SCENARIO"),
  .summary = N_("Show the question the game waits for, or answer it and write the game on"),
  .run = run_next,
};
