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

#include <glib/gi18n.h>

#include "core/gmp-combat.h"
#include "gmp-cli.h"

typedef struct {
  guint id;
  int   value;
} GuardAnswer;

/* "3,4,5" or "3 4 5" */
static gboolean
parse_units (const char  *text,
             guint        n_units,
             GArray      *ids,
             GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (*parts[i] == '\0')
        continue;
      if (n_units == 0
          || !g_ascii_string_to_unsigned (parts[i], 10, 0, n_units - 1, &value, NULL))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no unit “%s”"), parts[i]);
          return FALSE;
        }
      g_array_append_vals (ids, &(guint) { value }, 1);
    }
  if (ids->len == 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("--units lists no unit"));
      return FALSE;
    }
  return TRUE;
}

/* "12=blank", "12=5" */
static gboolean
parse_guard (const char   *text,
             GuardAnswer  *answer,
             GError      **error)
{
  g_auto(GStrv) parts = g_strsplit (text, "=", 2);
  guint64 id;
  gint64 value;

  if (parts[0] == NULL || parts[1] == NULL
      || !g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXINT, &id, NULL))
    goto bad;
  if (g_strcmp0 (parts[1], "blank") == 0)
    value = GMP_GUARD_BLANK;
  else if (!g_ascii_string_to_signed (parts[1], 10, 1, 6, &value, NULL))
    goto bad;
  answer->id = (guint) id;
  answer->value = (int) value;
  return TRUE;

bad:
  g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
               _("--guard wants ID=VALUE, where VALUE is “blank” or a die value: not “%s”"),
               text);
  return FALSE;
}

static int
run_move (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *units_arg = NULL;
  g_autofree char *out = NULL;
  g_auto(GStrv) guard_args = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) answers = g_array_new (FALSE, FALSE, sizeof (GuardAnswer));
  g_autofree guint *mp_before = NULL;
  GmpMoveStatus move_status;
  GmpState *state;
  const GmpBoard *board;
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

  scenario = gmp_scenario_load_file (argv[1], &error);
  if (scenario == NULL)
    return gmp_cli_fail (error);
  state = scenario->state;
  board = state->board;

  from = gmp_board_find_city (board, argv[2]);
  if (from == GMP_NONE)
    return gmp_cli_usage_error (command, _("There is no city “%s” on the board"), argv[2]);
  to = gmp_board_find_city (board, argv[3]);
  if (to == GMP_NONE)
    return gmp_cli_usage_error (command, _("There is no city “%s” on the board"), argv[3]);
  if (!parse_units (units_arg, gmp_state_n_units (state), ids, &error))
    return gmp_cli_usage_error (command, "%s", error->message);
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      const GmpUnit *unit = gmp_state_get_unit (state, id);

      if (unit->place != GMP_PLACE_MAP || unit->city != from)
        {
          gmp_cli_printerr (_("Unit %u is not in %s."), id, board->cities[from].name);
          return GMP_CLI_EXIT_ERROR;
        }
    }

  /* The move goes on in the game's log; a game without one gets one */
  if (scenario->log == NULL)
    scenario->log = gmp_log_new ();
  mp_before = g_new (guint, ids->len);
  for (guint i = 0; i < ids->len; i++)
    mp_before[i] = gmp_state_get_unit (state, g_array_index (ids, guint, i))->mp_used;

  /* The Guards the move flips go to the log as they flip (Rules note 9) */
  move_status = gmp_movement_move_to_logged (state, scenario->log, (const guint *) ids->data,
                                             ids->len, to, &error);
  /* Rules note 9: face-down Guards with unknown values are answered from --guard. */
  while (move_status == GMP_MOVE_NEEDS_GUARD_VALUES)
    {
      guint pending[16];
      guint n = gmp_movement_pending_guards (state, pending, G_N_ELEMENTS (pending));
      gboolean answered = FALSE;

      for (guint a = 0; a < answers->len && !answered; a++)
        {
          GuardAnswer *answer = &g_array_index (answers, GuardAnswer, a);

          for (guint p = 0; p < MIN (n, G_N_ELEMENTS (pending)); p++)
            if (pending[p] == answer->id)
              {
                move_status = gmp_movement_reveal_guard_logged (state, scenario->log, answer->id,
                                                                answer->value, &error);
                answered = TRUE;
                break;
              }
        }
      if (move_status == GMP_MOVE_FAILED)
        break;
      if (!answered)
        {
          g_autoptr(GString) list = g_string_new (NULL);

          for (guint p = 0; p < MIN (n, G_N_ELEMENTS (pending)); p++)
            g_string_append_printf (list, p > 0 ? ", %u" : "%u", pending[p]);
          gmp_cli_printerr (_("Rules note 9: the move reveals face-down Guards in %s whose "
                              "values nobody has told the app (units %s). Flip them at the "
                              "table and give each with --guard ID=VALUE."),
                            board->cities[state->move_pending_city].name, list->str);
          return GMP_CLI_EXIT_ERROR;
        }
    }
  if (move_status == GMP_MOVE_FAILED)
    return gmp_cli_fail (error);
  for (guint i = 0; i < ids->len; i++)
    {
      guint id = g_array_index (ids, guint, i);
      const GmpUnit *unit = gmp_state_get_unit (state, id);

      if (unit->place == GMP_PLACE_MAP && unit->city != from)
        gmp_log_add_unit_move (scenario->log, state, id, from, unit->mp_used - mp_before[i]);
    }

  if (!gmp_state_check (state, &error))
    return gmp_cli_fail (error);
  if (!gmp_scenario_save_file (scenario, out, &error))
    return gmp_cli_fail (error);

  {
    const GmpUnit *first = gmp_state_get_unit (state, g_array_index (ids, guint, 0));
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
        g_autofree char *label = gmp_combat_unit_label (state, id);

        /* TRANSLATORS: a moved unit and its movement points left: "Ant (1) #3: 1 MP left" */
        g_print (ngettext ("  %s: %u MP left", "  %s: %u MP left", mp), label, mp);
        if (gmp_state_get_unit (state, id)->stopped)
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
