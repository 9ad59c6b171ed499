/* gmp-cli-move.c: ginormopod-cli move SCENARIO FROM TO --units LIST --out FILE
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Applies one move of a unit or a group by the cheapest legal path and writes
 * the new game file, or refuses it with the rule that forbids it (exit 1).
 * Face-down Guards whose value nobody knows yet are answered with
 * --guard ID=VALUE (Rules note 9).
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "gmp-cli.h"

typedef struct {
  guint id;
  int   value;
} GuardAnswer;

/* "12=blank", "12=em branco", "12=5": the blank side in either language,
 * as the answers to the turn's questions read it (gmp_answer_from_string) */
static gboolean
parse_guard (const char   *text,
             GuardAnswer  *answer,
             GError      **error)
{
  static const char * const blank_words[] = { "em branco", "branco", NULL };
  g_auto(GStrv) parts = g_strsplit (text, "=", 2);
  guint64 id;
  gint64 value;

  if (parts[0] == NULL || parts[1] == NULL
      || !g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXINT, &id, NULL))
    goto bad;
  if (gmp_name_match (parts[1], "blank", blank_words) == GMP_NAME_EXACT)
    value = GMP_GUARD_BLANK;
  else if (!g_ascii_string_to_signed (parts[1], 10, 1, 6, &value, NULL))
    goto bad;
  answer->id = (guint) id;
  answer->value = (int) value;
  return TRUE;

bad:
  g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
               _("--guard wants ID=VALUE, where VALUE is “blank” or a die value: not “%s”"),
               gmp_cli_quote (text));
  return FALSE;
}

static const GmpUnit *
unit_of (const GmpState *state,
         guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

static int
run_move (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpSession) session = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *units_arg = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) guard_args = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) answers = g_array_new (FALSE, FALSE, sizeof (GuardAnswer));
  GmpMoveStatus move_status;
  const GmpState *state;
  const GmpBoard *board;
  guint from_city, to_city;
  int from, to, status;
  const GOptionEntry entries[] = {
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_arg,
      N_("The units that move together, by id (as “show --json” lists them)"), N_("LIST") },
    { "out", 0, 0, G_OPTION_ARG_FILENAME, &out,
      N_("Where to write the game after the move"), N_("FILE") },
    { "guard", 0, 0, G_OPTION_ARG_STRING_ARRAY, &guard_args,
      N_("What a face-down Guard shows when the move reveals it (blank, or a die value)"),
      N_("ID=VALUE") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, NULL, &argc, &argv, 3, 3, &status))
    return status;
  if (units_arg == NULL)
    return gmp_cli_usage_error (command, _("--units is required"));
  if (out == NULL)
    return gmp_cli_usage_error (command, _("--out is required"));
  for (guint i = 0; guard_args != NULL && guard_args[i] != NULL; i++)
    {
      GuardAnswer answer;

      if (!parse_guard (guard_args[i], &answer, &error))
        return gmp_cli_usage_error (command, "%s", error->message);
      g_array_append_val (answers, answer);
    }

  session = gmp_cli_load_playable_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);
  state = gmp_session_get_state (session);
  board = state->board;

  if (!gmp_cli_parse_city (command, board, argv[2], &from_city, &status)
      || !gmp_cli_parse_city (command, board, argv[3], &to_city, &status))
    return status;
  from = (int) from_city;
  to = (int) to_city;
  if (!gmp_cli_parse_units (units_arg, gmp_state_n_units (state), ids, &error))
    return gmp_cli_usage_error (command, "%s", error->message);
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      const GmpUnit *unit = unit_of (state, id);

      if (unit->place != GMP_PLACE_MAP || unit->city != from)
        {
          gmp_cli_printerr (_("Unit %u is not in %s."), id, board->cities[from].name);
          return GMP_CLI_EXIT_ERROR;
        }
    }

  /* The move and each Guard it reveals are actions of the game's history */
  move_status = gmp_session_move (session, (const guint *) ids->data, ids->len, NULL, 0, to,
                                  &error);
  /* Rules note 9: face-down Guards with unknown values are answered from
   * --guard, in the order the game asks for them. */
  while (move_status == GMP_MOVE_NEEDS_GUARD_VALUES)
    {
      g_autoptr(GmpQuestion) question = gmp_session_get_question (session);
      g_autoptr(GmpAction) reveal = NULL;
      const GuardAnswer *given = NULL;

      for (guint a = 0; a < answers->len && question->kind == GMP_QUESTION_GUARD_VALUE; a++)
        if (g_array_index (answers, GuardAnswer, a).id == (guint) question->subject)
          given = &g_array_index (answers, GuardAnswer, a);
      if (given == NULL)
        {
          guint pending[16];
          guint n = gmp_movement_pending_guards (gmp_session_get_state (session), pending,
                                                 G_N_ELEMENTS (pending));
          g_autoptr(GString) list = g_string_new (NULL);

          for (guint p = 0; p < MIN (n, G_N_ELEMENTS (pending)); p++)
            g_string_append_printf (list, p > 0 ? ", %u" : "%u", pending[p]);
          gmp_cli_printerr (_("Rules note 9: the move reveals face-down Guards in %s whose "
                              "values nobody has told the app (units %s). Flip them at the "
                              "table and give each with --guard ID=VALUE."),
                            board->cities[gmp_session_get_state (session)->move_pending_city].name,
                            list->str);
          return GMP_CLI_EXIT_ERROR;
        }
      reveal = gmp_action_new (GMP_ACTION_REVEAL_GUARD);
      reveal->unit = question->subject;
      reveal->value = given->value;
      if (!gmp_session_apply (session, reveal, &error))
        return gmp_cli_fail (error);
      move_status = gmp_session_get_state (session)->move_pending ? GMP_MOVE_NEEDS_GUARD_VALUES
                                                                   : GMP_MOVE_DONE;
    }
  if (move_status == GMP_MOVE_FAILED)
    return gmp_cli_fail (error);

  state = gmp_session_get_state (session);
  if (!gmp_state_check (state, &error))
    return gmp_cli_fail (error);
  if (!gmp_cli_save_session (session, out, &error))
    return gmp_cli_fail (error);

  {
    const GmpUnit *first = unit_of (state, g_array_index (ids, guint, 0));
    const GmpCity *city = &board->cities[first->city];

    if (ids->len == 1)
      {
        guint mp = gmp_movement_mp_left (state, g_array_index (ids, guint, 0));

        /* TRANSLATORS: "Moved 1 unit to St. Louis (STL)"; "; 1 MP left" follows */
        g_print (_("Moved 1 unit to %s (%s)"), city->name, city->id);
        g_print ("; ");
        /* TRANSLATORS: movement points a unit has left after its move */
        g_print (ngettext ("%u MP left", "%u MP left", mp), mp);
        if (first->stopped)
          g_print ("; %s", _("its move has ended (Rules note 8)"));
        g_print ("\n");
        return GMP_CLI_EXIT_OK;
      }

    /* Units of a group may have had different MP before the move: each one's */
    /* TRANSLATORS: "Moved 3 units to St. Louis (STL):", then one line per unit */
    g_print (ngettext ("Moved %u unit to %s (%s):", "Moved %u units to %s (%s):", ids->len),
             ids->len, city->name, city->id);
    g_print ("\n");
    for (guint i = 0; i < ids->len; i++)
      {
        guint id = g_array_index (ids, guint, i);
        guint mp = gmp_movement_mp_left (state, id);
        g_autofree char *label = gmp_cli_unit_label (state, id);

        /* TRANSLATORS: a moved unit and its movement points left: "Ant 1 #3: 1 MP left" */
        g_print (ngettext ("  %s: %u MP left", "  %s: %u MP left", mp), label, mp);
        if (unit_of (state, id)->stopped)
          g_print ("; %s", _("its move has ended (Rules note 8)"));
        g_print ("\n");
      }
  }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_move = {
  .name = "move",
  .parameters = N_("SCENARIO FROM TO"),
  .summary = N_("Move units by the cheapest legal path and write the new game, or say which "
                "rule forbids it"),
  .run = run_move,
};
