/* gmp-cli-moves.c: ginormopod-cli moves SCENARIO CITY [--unit N]… [--formation F]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The legal destinations of the units in a city, with their MP cost and path,
 * and why each other neighbour is out of reach. Several --unit options ask
 * about a group that moves together.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "core/gmp-combat.h"
#include "gmp-cli.h"

static char *
units_label (const GmpState       *state,
             const GmpMoveOptions *options)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < options->n_units; i++)
    {
      g_autofree char *label = gmp_combat_unit_label (state, options->units[i]);

      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, label);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static void
print_text (const GmpState       *state,
            const GmpMoveOptions *options)
{
  const GmpBoard *board = state->board;
  g_autofree char *who = units_label (state, options);

  if (options->reason != GMP_MOVE_OK)
    {
      /* TRANSLATORS: "Ant (1) #3 cannot move: Rules note 4: ..." */
      g_print (_("%s cannot move: %s"), who, gmp_move_reason_explain (options->reason));
      g_print ("\n");
      return;
    }

  if (options->n_units > 1)
    /* TRANSLATORS: a group and its movement points: those of its unit with the fewest */
    g_print (ngettext ("%s: %u MP left as a group (its unit with the fewest MP)",
                       "%s: %u MP left as a group (its unit with the fewest MP)",
                       options->mp_left), who, options->mp_left);
  else
    /* TRANSLATORS: a unit and its movement points left */
    g_print (ngettext ("%s: %u MP left", "%s: %u MP left", options->mp_left), who,
             options->mp_left);
  g_print ("\n");
  if (options->n_targets == 0)
    g_print ("  %s\n", _("No legal destination."));
  for (guint t = 0; t < options->n_targets; t++)
    {
      const GmpMoveTarget *target = &options->targets[t];
      g_autoptr(GString) path = g_string_new (NULL);

      for (guint k = 0; k < target->cost; k++)
        {
          if (k > 0)
            g_string_append (path, " → ");
          g_string_append (path, board->cities[target->path[k]].id);
        }
      /* TRANSLATORS: a destination, its cost and its path: "Des Moines (DSM): 1 MP, DSM" */
      g_print (_("  %s (%s): %u MP, %s"), board->cities[target->city].name,
               board->cities[target->city].id, target->cost, path->str);
      if (target->stops)
        g_print ("; %s", _("the move ends there (Rules note 8)"));
      else if (target->reveals)
        g_print ("; %s", _("face-down Guards there are revealed (Rules note 9)"));
      g_print ("\n");
    }
  for (guint b = 0; b < options->n_blocked; b++)
    {
      const GmpMoveBlocked *blocked = &options->blocked[b];

      /* TRANSLATORS: a neighbour out of reach and why: "Detroit (DTW): not here: Rules note 10: ..." */
      g_print (_("  %s (%s): out of reach: %s"), board->cities[blocked->city].name,
               board->cities[blocked->city].id, gmp_move_reason_explain (blocked->reason));
      g_print ("\n");
    }
}

static void
add_json (JsonBuilder          *builder,
          const GmpState       *state,
          const GmpMoveOptions *options)
{
  const GmpBoard *board = state->board;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < options->n_units; i++)
    json_builder_add_int_value (builder, options->units[i]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "mp_left");
  json_builder_add_int_value (builder, options->mp_left);
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, gmp_move_reason_to_string (options->reason));
  if (options->reason != GMP_MOVE_OK)
    {
      json_builder_set_member_name (builder, "explanation");
      json_builder_add_string_value (builder, gmp_move_reason_explain (options->reason));
    }

  json_builder_set_member_name (builder, "targets");
  json_builder_begin_array (builder);
  for (guint t = 0; t < options->n_targets; t++)
    {
      const GmpMoveTarget *target = &options->targets[t];

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[target->city].id);
      json_builder_set_member_name (builder, "cost");
      json_builder_add_int_value (builder, target->cost);
      json_builder_set_member_name (builder, "path");
      json_builder_begin_array (builder);
      for (guint k = 0; k < target->cost; k++)
        json_builder_add_string_value (builder, board->cities[target->path[k]].id);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "stops");
      json_builder_add_boolean_value (builder, target->stops);
      json_builder_set_member_name (builder, "reveals");
      json_builder_add_boolean_value (builder, target->reveals);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "blocked");
  json_builder_begin_array (builder);
  for (guint b = 0; b < options->n_blocked; b++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[options->blocked[b].city].id);
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder,
                                     gmp_move_reason_to_string (options->blocked[b].reason));
      json_builder_set_member_name (builder, "explanation");
      json_builder_add_string_value (builder,
                                     gmp_move_reason_explain (options->blocked[b].reason));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static gboolean
parse_unit_id (const char *text,
               guint       n_units,
               guint      *id)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, n_units > 0 ? n_units - 1 : 0, &value, NULL)
      || n_units == 0)
    return FALSE;
  *id = (guint) value;
  return TRUE;
}

static int
run_moves (const GmpCliCommand  *command,
           int                   argc,
           char                **argv)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) unit_args = NULL;
  g_autofree char *formation_arg = NULL;
  g_autofree guint *ids = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  gboolean json = FALSE;
  GmpState *state;
  guint n_ids = 0;
  int city, status;
  const GOptionEntry entries[] = {
    { "unit", 0, 0, G_OPTION_ARG_STRING_ARRAY, &unit_args,
      N_("Only this unit; give it more than once for a group that moves together"), N_("N") },
    { "formation", 0, 0, G_OPTION_ARG_STRING, &formation_arg,
      N_("Only the units of formation F, as if it were the activated formation"), N_("F") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 2, 2, &status))
    return status;

  scenario = gmp_scenario_load_file (argv[1], &error);
  if (scenario == NULL)
    return gmp_cli_fail (error);
  state = scenario->state;

  city = gmp_board_find_city (state->board, argv[2]);
  if (city == GMP_NONE)
    return gmp_cli_usage_error (command, _("There is no city “%s” on the board"), argv[2]);
  if (formation_arg != NULL)
    {
      int formation = gmp_board_find_formation (state->board, formation_arg);

      if (formation == GMP_NONE)
        return gmp_cli_usage_error (command, _("There is no formation “%s” on the board"),
                                    formation_arg);
      /* Rules note 4: asking about a formation looks at it as the activated one. */
      if (formation != state->active_formation)
        {
          state->active_formation = formation;
          state->fx_mp = 0;
        }
    }

  ids = g_new (guint, MAX (gmp_state_n_units (state), 1));
  if (unit_args != NULL)
    {
      for (guint i = 0; unit_args[i] != NULL; i++)
        {
          guint id;
          const GmpUnit *unit;

          if (!parse_unit_id (unit_args[i], gmp_state_n_units (state), &id))
            return gmp_cli_usage_error (command, _("There is no unit “%s”"), unit_args[i]);
          unit = gmp_state_get_unit (state, id);
          if (unit->place != GMP_PLACE_MAP || unit->city != city)
            return gmp_cli_usage_error (command, _("Unit %u is not in %s"), id,
                                        state->board->cities[city].name);
          ids[n_ids++] = id;
        }
    }
  else
    {
      n_ids = gmp_state_units_in_city (state, city, GMP_N_SIDES, ids, gmp_state_n_units (state));
      if (formation_arg != NULL)
        {
          guint kept = 0;

          for (guint i = 0; i < n_ids; i++)
            if (gmp_state_get_unit (state, ids[i])->formation == state->active_formation)
              ids[kept++] = ids[i];
          n_ids = kept;
        }
    }

  if (json)
    {
      builder = json_builder_new ();
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, state->board->cities[city].id);
      json_builder_set_member_name (builder, "active_formation");
      if (state->active_formation != GMP_NONE)
        json_builder_add_string_value (builder,
                                       state->board->formations[state->active_formation].id);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "moves");
      json_builder_begin_array (builder);
    }
  else
    {
      g_print ("%s (%s)", state->board->cities[city].name, state->board->cities[city].id);
      if (state->active_formation != GMP_NONE)
        /* TRANSLATORS: which formation is activated: "Kansas City (MKC), Swarm 2 activated" */
        g_print (_(", %s activated"), state->board->formations[state->active_formation].name);
      else
        g_print (_(", no formation activated"));
      g_print ("\n");
      if (n_ids == 0)
        g_print ("  %s\n", _("No units here."));
    }

  /* One query per unit, or one for the group given with --unit */
  for (guint i = 0; i < n_ids; i++)
    {
      g_autoptr(GmpMoveOptions) options = NULL;
      gboolean group = unit_args != NULL;

      options = gmp_movement_query (state, group ? ids : &ids[i], group ? n_ids : 1);
      if (json)
        add_json (builder, state, options);
      else
        print_text (state, options);
      if (group)
        break;
    }

  if (json)
    {
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_moves = {
  .name = "moves",
  .parameters = N_("SCENARIO CITY"),
  .summary = N_("List the legal moves of the units in a city, and why others are illegal"),
  .run = run_moves,
};
