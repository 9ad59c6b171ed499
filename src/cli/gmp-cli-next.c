/* gmp-cli-next.c: ginormopod-cli next SCENARIO [--answer A] [--dice D] [--chit C] --out FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Prints the pending question of the turn sequence with its legal answers;
 * with an answer, applies it and writes the game on. A whole game can be
 * adjudicated this way, one question at a time. --fx CHIT --city CITY plays
 * an FX that needs no combat while a formation moves. A combat's dice
 * question lists the dice it takes in order, for --dice; an allocation
 * question lists each allocation in words. --suggest adds the strong computer
 * player's advice (gmp-cli-suggest.c). The question's words and JSON are in
 * gmp-cli-question.c.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-turn.h"
#include "gmp-cli-question.h"
#include "gmp-cli-suggest.h"
#include "gmp-cli.h"

/* Rules note 12, at the table: "--hits 3,3,17" gives each Hit to a unit by
 * its id; the units that may take them and what each absorbs. */
static void
print_hits_by_unit (const GmpState    *state,
                    const GmpQuestion *question)
{
  g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);
  const GmpAllocation *example;
  g_autofree char *ids = NULL;
  guint hits;

  if (allocations == NULL || allocations->len == 0)
    return;
  example = g_ptr_array_index (allocations, question->suggested >= 0
                                            && (guint) question->suggested < allocations->len
                                            ? (guint) question->suggested : 0);
  ids = gmp_cli_allocation_hit_ids (example);
  hits = gmp_cli_allocation_unit_hits (example);
  g_print (ngettext ("Or give the unit that takes the Hit by its id: --hits %s "
                     "(%u Hit to take, Rules note 12). The units:",
                     "Or give the unit that takes each Hit by its id, one id per Hit, in any "
                     "order: --hits %s (%u Hits to take, Rules note 12). The units:", hits),
           ids, hits);
  g_print ("\n");
  for (guint i = 0; i < example->n_units; i++)
    {
      g_autofree char *line = gmp_cli_unit_capacity_text (state, example->units[i]);

      g_print ("  %s\n", line);
    }
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
      g_autoptr(GPtrArray) details = gmp_cli_question_details (state, question);

      /* TRANSLATORS: followed by one line per counter, in order */
      g_print ("%s\n", _("Dice to roll, in the order --dice takes them: counter by counter, "
                         "each counter’s dice in the order of its die symbols (Rules note 27):"));
      for (guint i = 0; i < details->len; i++)
        g_print ("  %u. %s\n", i + 1, (const char *) g_ptr_array_index (details, i));
    }
  else if (question->kind == GMP_QUESTION_ALLOCATION)
    {
      g_autoptr(GPtrArray) details = gmp_cli_question_details (state, question);

      /* TRANSLATORS: followed by one line per allocation, "  2: Tank A #3 is reduced" */
      g_print ("%s\n", _("Allocations (answer with the number):"));
      for (guint i = 0; i < details->len && i < question->answers->len; i++)
        {
          int a = g_array_index (question->answers, int, i);
          g_autofree char *number = gmp_answer_to_string (state, question, a);

          g_print ("  %s: %s%s\n", number, (const char *) g_ptr_array_index (details, i),
                   a == question->suggested ? _(" (suggested: keeps the most units, Rules note 12)") : "");
        }
      print_hits_by_unit (state, question);
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

/* The allocation an answer picks, in words, for saying what was done:
 * Hits given by unit may land on an identical counter (gmp-combat.h). */
static char *
chosen_allocation_words (const GmpState *state,
                         int             answer)
{
  g_autoptr(GPtrArray) allocations = gmp_turn_get_allocations (state);

  if (allocations == NULL || answer < 0 || (guint) answer >= allocations->len)
    return NULL;
  return gmp_cli_allocation_words (state, g_ptr_array_index (allocations, answer));
}

static guint
log_length (GmpSession *session)
{
  const GmpLog *log = gmp_session_get_log (session);

  return log != NULL ? gmp_log_get_n_entries (log) : 0;
}

/* The game as the question sees it: the automatic steps done (a scenario
 * may rest between steps), on a copy, since looking changes nothing. */
static GmpState *
advanced_state (GmpSession  *session,
                GError     **error)
{
  g_autoptr(GmpState) state = gmp_state_copy (gmp_session_get_state (session));

  if (!gmp_turn_advance (state, NULL, error))
    return NULL;
  return g_steal_pointer (&state);
}

static int
run_next (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GmpState) shown = NULL;
  const GmpLog *log;
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
  g_autofree char *hits_text = NULL;
  g_autofree char *taken = NULL;
  gboolean json = FALSE;
  gboolean suggest = FALSE;
  gboolean answering;
  int status, answer = GMP_ANSWER_RANDOM;
  guint64 seed;
  const GOptionEntry entries[] = {
    { "answer", 'a', 0, G_OPTION_ARG_STRING, &answer_text,
      N_("The answer to the pending question, one of those it lists. While a Formation "
         "moves, move its units with “ginormopod-cli move”, then answer done"), N_("A") },
    { "dice", 'd', 0, G_OPTION_ARG_STRING, &dice_text,
      N_("The dice the players rolled, in order, e.g. \"3 5 6\""), N_("D") },
    { "chit", 'c', 0, G_OPTION_ARG_STRING, &chit_text,
      N_("The chit the players drew from the cup"), N_("C") },
    { "hits", 0, 0, G_OPTION_ARG_STRING, &hits_text,
      N_("How the Hits are taken: one unit id per Hit, in any order, e.g. \"3,3,17\" "
         "(Rules note 12)"), N_("IDS") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed for dice and draws the app makes (default: from the clock)"), N_("N") },
    { "fx", 0, 0, G_OPTION_ARG_STRING, &fx_text,
      N_("Play this FX chit on --city before a draw, or while one of its owner’s Formations "
         "moves (Tectonic, Nuclear; Rules note 45)"), N_("CHIT") },
    { "city", 0, 0, G_OPTION_ARG_STRING, &city_text,
      N_("The city an FX is played on"), N_("CITY") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out,
      N_("Where to write the game after the answer"), N_("FILE") },
    { "suggest", 0, 0, G_OPTION_ARG_NONE, &suggest,
      N_("Also give the strong computer player’s best answers, up to three, with their odds"),
      NULL },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;

  if (hits_text != NULL && (answer_text != NULL || chit_text != NULL))
    return gmp_cli_usage_error (command, _("Give --hits, --answer or --chit, only one"));
  if (hits_text != NULL)
    /* The same answer as --answer units:IDS */
    answer_text = g_strdup_printf ("units:%s", hits_text);
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

  session = gmp_cli_load_playable_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);

  /* A game that starts here gets its setup rules first: the Guard table
   * rolled, "draw" Guards drawn (Rules note 3) */
  start = log_length (session);
  gmp_session_set_dice (session, gmp_dice_new_seeded (seed));
  if (!gmp_session_start (session, GMP_SETUP_DEFAULT, NULL, &error))
    return gmp_cli_fail (error);
  shown = advanced_state (session, &error);
  if (shown == NULL)
    return gmp_cli_fail (error);
  question = gmp_turn_get_question (shown);

  if (answering)
    {
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
          g_autoptr(GmpAction) use = gmp_action_new (GMP_ACTION_USE_FX);
          int chit = gmp_board_find_chit_by_name (shown->board, fx_text, &error);
          guint city;

          if (chit == GMP_NONE)
            return gmp_cli_usage_error (command, "%s", error->message);
          if (!gmp_cli_parse_city (command, shown->board, city_text, &city, &status))
            return status;
          use->chit = chit;
          use->city = (int) city;
          if (!gmp_session_apply (session, use, &error))
            return gmp_cli_fail (error);
        }
      else
        {
          if (answer_text != NULL || chit_text != NULL)
            {
              if (!gmp_answer_from_string (shown, question,
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
          gmp_session_set_dice (session, g_steal_pointer (&dice));

          if (question->kind == GMP_QUESTION_ALLOCATION)
            taken = chosen_allocation_words (shown, answer);
          if (!gmp_session_answer (session, answer, &error))
            return gmp_cli_fail (error);
          if (!gmp_cli_check_dice_used (gmp_session_get_dice (session)))
            return GMP_CLI_EXIT_ERROR;
        }
      if (!gmp_cli_save_session (session, out, &error))
        return gmp_cli_fail (error);

      g_clear_pointer (&question, gmp_question_free);
      g_clear_pointer (&shown, gmp_state_free);
      shown = advanced_state (session, &error);
      if (shown == NULL)
        return gmp_cli_fail (error);
      question = gmp_turn_get_question (shown);

      if (!json && taken != NULL)
        {
          /* TRANSLATORS: the allocation just chosen, in words (Rules note 12) */
          g_print (_("The Hits are taken as allocation %d: %s."), answer + 1, taken);
          g_print ("\n");
        }
      log = gmp_session_get_log (session);
      if (!json)
        for (guint i = start; log != NULL && i < gmp_log_get_n_entries (log); i++)
          {
            g_autofree char *line = gmp_log_entry_to_string_at (log, i, shown->board);
            g_print ("%s\n", line);
          }
    }
  else if (out != NULL && !gmp_cli_save_session (session, out, &error))
    return gmp_cli_fail (error);

  log = gmp_session_get_log (session);
  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "log");
      json_builder_begin_array (builder);
      for (guint i = start; log != NULL && i < gmp_log_get_n_entries (log); i++)
        {
          const GmpLogEntry *entry = gmp_log_get_entry (log, i);
          g_autofree char *line = gmp_log_entry_to_string_at (log, i, shown->board);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "kind");
          json_builder_add_string_value (builder, gmp_log_kind_to_string (entry->kind));
          json_builder_set_member_name (builder, "text");
          json_builder_add_string_value (builder, line);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "question");
      gmp_cli_add_question_json (builder, shown, question);
      if (suggest && !gmp_cli_suggest (session, shown, question, out != NULL ? out : argv[1],
                                       builder, &error))
        return gmp_cli_fail (error);
      if (shown->winner != GMP_WINNER_NONE)
        {
          json_builder_set_member_name (builder, "winner");
          json_builder_add_string_value (builder, shown->winner == GMP_WINNER_SWARM
                                                  ? "swarm" : "humans");
          gmp_cli_add_end_json (builder, shown);
        }
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  else
    {
      print_question (shown, question, out != NULL ? out : argv[1]);
      if (suggest && !gmp_cli_suggest (session, shown, question, out != NULL ? out : argv[1],
                                       NULL, &error))
        return gmp_cli_fail (error);
    }

  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_next = {
  .name = "next",
  .parameters = N_("SCENARIO"),
  .summary = N_("Show the question the game waits for, or answer it and write the game on"),
  .run = run_next,
};
