/* gmp-cli-moves.c: ginormopod-cli moves SCENARIO CITY [--unit N]… [--formation F]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The legal destinations of the units in a city, with their MP cost and path,
 * and why each other neighbour is out of reach. Several --unit options ask
 * about a group that moves together.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "gmp-cli.h"

static char *
units_label (const GmpState       *state,
             const GmpMoveOptions *options)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < options->n_units; i++)
    {
      g_autofree char *label = gmp_cli_unit_label (state, options->units[i]);

      if (i > 0)
        g_string_append (out, ", ");
      g_string_append (out, label);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* "STL → SDF → BNA": the cities a target's path enters */
static char *
path_text (const GmpBoard      *board,
           const GmpMoveTarget *target)
{
  g_autoptr(GString) path = g_string_new (NULL);

  for (guint k = 0; k < target->cost; k++)
    {
      if (k > 0)
        g_string_append (path, " → ");
      g_string_append (path, board->cities[target->path[k]].id);
    }
  return g_string_free (g_steal_pointer (&path), FALSE);
}

static void
add_path_json (JsonBuilder         *builder,
               const GmpBoard      *board,
               const GmpMoveTarget *target)
{
  json_builder_begin_array (builder);
  for (guint k = 0; k < target->cost; k++)
    json_builder_add_string_value (builder, board->cities[target->path[k]].id);
  json_builder_end_array (builder);
}

static void
print_text (const GmpState       *state,
            const GmpMoveOptions *options)
{
  const GmpBoard *board = state->board;
  g_autofree char *who = units_label (state, options);

  if (options->reason != GMP_MOVE_OK)
    {
      /* TRANSLATORS: "Ant 1 #3 cannot move: Rules note 4: ..." */
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
      g_autofree char *path = path_text (board, target);

      /* TRANSLATORS: a destination, its cost and its path: "Des Moines (DSM): 1 MP, DSM" */
      g_print (_("  %s (%s): %u MP, %s"), board->cities[target->city].name,
               board->cities[target->city].id, target->cost, path);
      if (target->stops)
        g_print ("; %s", _("the move ends there (Rules note 8)"));
      else if (target->reveals)
        g_print ("; %s", _("face-down Guards there are revealed (Rules note 9)"));
      g_print ("\n");
    }
  for (guint b = 0; b < options->n_blocked; b++)
    {
      const GmpMoveBlocked *blocked = &options->blocked[b];
      const GmpMoveTarget *detour = gmp_move_options_find (options, blocked->city);

      if (detour != NULL)
        {
          g_autofree char *path = path_text (board, detour);

          /* The road is closed (e.g. the fence, Rules note 10), yet another path
           * gets there: the player must not read the city as out of reach. */
          /* TRANSLATORS: a neighbour the direct road does not reach, why, and the
           * detour: "Nashville (BNA): not by this road: Rules note 10: ... Reachable
           * another way: 3 MP, STL → SDF → BNA (listed above)." */
          g_print (_("  %s (%s): not by this road: %s Reachable another way: %u MP, %s "
                     "(listed above)."), board->cities[blocked->city].name,
                   board->cities[blocked->city].id, gmp_move_reason_explain (blocked->reason),
                   detour->cost, path);
        }
      else
        /* TRANSLATORS: a neighbour out of reach and why: "Detroit (DTW): out of
         * reach: Rules note 10: ..." */
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
      add_path_json (builder, board, target);
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
      const GmpMoveTarget *detour = gmp_move_options_find (options, options->blocked[b].city);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[options->blocked[b].city].id);
      json_builder_set_member_name (builder, "reason");
      json_builder_add_string_value (builder,
                                     gmp_move_reason_to_string (options->blocked[b].reason));
      json_builder_set_member_name (builder, "explanation");
      json_builder_add_string_value (builder,
                                     gmp_move_reason_explain (options->blocked[b].reason));
      /* Only the direct road is blocked: another path reaches it (a target too) */
      json_builder_set_member_name (builder, "reachable");
      json_builder_add_boolean_value (builder, detour != NULL);
      if (detour != NULL)
        {
          json_builder_set_member_name (builder, "cost");
          json_builder_add_int_value (builder, detour->cost);
          json_builder_set_member_name (builder, "path");
          add_path_json (builder, board, detour);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Why a city lists no unit for the asked formation, for text and --json: its
 * stable name ("no-units", "guards-only", "other-formations"), a sentence for
 * people, and how many units of each formation stand there (index
 * n_formations: the Guards, who have none). */
typedef struct {
  const char *reason;
  char       *explanation;
  guint      *counts;
} NoUnits;

static void
no_units_clear (NoUnits *none)
{
  g_clear_pointer (&none->explanation, g_free);
  g_clear_pointer (&none->counts, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (NoUnits, no_units_clear)

static void
explain_no_units (NoUnits        *none,
                  const GmpState *state,
                  guint           city)
{
  const GmpBoard *board = state->board;
  const char *city_name = board->cities[city].name;
  guint n_guards, total = 0;
  g_autofree guint *ids = g_new (guint, MAX (gmp_state_n_units (state), 1));
  guint n = gmp_state_units_in_city (state, city, GMP_N_SIDES, ids, gmp_state_n_units (state));
  g_autoptr(GString) list = NULL;
  const char *asked;

  none->counts = g_new0 (guint, board->n_formations + 1);
  for (guint i = 0; i < n; i++)
    {
      const GmpUnit *unit = gmp_state_get_unit ((GmpState *) state, ids[i]);

      if (unit->formation != GMP_NONE && (guint) unit->formation < board->n_formations)
        none->counts[unit->formation]++;
      else
        none->counts[board->n_formations]++;
      total++;
    }
  n_guards = none->counts[board->n_formations];

  if (total == 0)
    {
      none->reason = "no-units";
      none->explanation = g_strdup (_("No units here."));
      return;
    }

  asked = state->active_formation != GMP_NONE
          ? board->formations[state->active_formation].name : "";
  if (n_guards == total)
    {
      none->reason = "guards-only";
      /* TRANSLATORS: "No units of Human A here: Indianapolis holds only National
       * Guards. The rules: National Guards never move." */
      none->explanation = g_strdup_printf (_("No units of %s here: %s holds only National "
                                             "Guards. %s"), asked, city_name,
                                           gmp_move_reason_explain (GMP_MOVE_GUARD));
      return;
    }

  list = g_string_new (NULL);
  for (guint f = 0; f <= board->n_formations; f++)
    {
      guint count = none->counts[f];

      if (count == 0)
        continue;
      if (list->len > 0)
        g_string_append (list, ", ");
      if (f < board->n_formations)
        /* TRANSLATORS: part of a list: "4 units of Swarm 1" */
        g_string_append_printf (list, ngettext ("%u unit of %s", "%u units of %s", count),
                                count, board->formations[f].name);
      else
        /* TRANSLATORS: part of a list of units in a city */
        g_string_append_printf (list, ngettext ("%u National Guard, who never moves",
                                                "%u National Guards, who never move", count),
                                count);
    }
  none->reason = "other-formations";
  /* TRANSLATORS: "No units of Swarm 2 here: Minneapolis holds 4 units of Swarm 1." */
  none->explanation = g_strdup_printf (_("No units of %s here: %s holds %s."), asked,
                                       city_name, list->str);
}

static void
add_no_units_json (JsonBuilder    *builder,
                   const GmpState *state,
                   const NoUnits  *none)
{
  const GmpBoard *board = state->board;

  json_builder_set_member_name (builder, "no_units");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "reason");
  json_builder_add_string_value (builder, none->reason);
  json_builder_set_member_name (builder, "explanation");
  json_builder_add_string_value (builder, none->explanation);
  json_builder_set_member_name (builder, "units_here");
  json_builder_begin_array (builder);
  for (guint f = 0; f <= board->n_formations; f++)
    {
      if (none->counts[f] == 0)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "formation");
      if (f < board->n_formations)
        json_builder_add_string_value (builder, board->formations[f].id);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "guards");
      json_builder_add_boolean_value (builder, f == board->n_formations);
      json_builder_set_member_name (builder, "count");
      json_builder_add_int_value (builder, none->counts[f]);
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
  g_auto(NoUnits) none = { 0 };
  gboolean json = FALSE;
  GmpState *state;
  guint n_ids = 0, named;
  int city, status;
  const GOptionEntry entries[] = {
    { "unit", 0, 0, G_OPTION_ARG_STRING_ARRAY, &unit_args,
      N_("Only this unit; give it more than once for a group that moves together"), N_("N") },
    { "formation", 0, 0, G_OPTION_ARG_STRING, &formation_arg,
      N_("Only the units of Formation F, as if it were the activated Formation"), N_("F") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 2, 2, &status))
    return status;

  scenario = gmp_cli_load_playable_game (argv[1], &error);
  if (scenario == NULL)
    return gmp_cli_fail (error);
  state = scenario->state;

  if (!gmp_cli_parse_city (command, state->board, argv[2], &named, &status))
    return status;
  city = (int) named;
  if (formation_arg != NULL)
    {
      int formation = gmp_board_find_formation (state->board, formation_arg);

      if (formation == GMP_NONE)
        return gmp_cli_usage_error (command, _("There is no Formation “%s” on the board"),
                                    gmp_cli_quote (formation_arg));
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
            return gmp_cli_usage_error (command, _("There is no unit “%s”"),
                                        gmp_cli_quote (unit_args[i]));
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

  /* Say what stands there and why none of it answers (the review found a bare
   * "No units here." misleading when other formations or Guards are there). */
  if (n_ids == 0)
    explain_no_units (&none, state, city);

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
      if (n_ids == 0)
        add_no_units_json (builder, state, &none);
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
        g_print (_(", no Formation activated"));
      g_print ("\n");
      if (n_ids == 0)
        g_print ("  %s\n", none.explanation);
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
