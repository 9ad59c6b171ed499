/* gmp-cli-show.c: ginormopod-cli show SCENARIO
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-describe.h"
#include "core/gmp-title.h"
#include "gmp-cli.h"

typedef struct {
  const GmpState *state;
  gboolean        reveal;   /* print the hidden sides of face-down Guards */
} Show;

/* Guards ----------------------------------------------------------------- */

static const char *
guard_value_id (int value)
{
  if (value == GMP_GUARD_UNKNOWN)
    return "unknown";
  if (value == GMP_GUARD_DRAW)
    return "draw";
  return NULL;
}

/* "2 × Ant 1, National Guard (face down)"; the referee's view with --reveal */
static char *
describe_units (const Show  *show,
                const guint *ids,
                guint        n)
{
  return gmp_describe_units (show->state, ids, n,
                             show->reveal ? GMP_DESCRIBE_HIDDEN_SIDES : GMP_DESCRIBE_DEFAULT);
}

static void
json_unit (JsonBuilder   *builder,
           const Show    *show,
           guint          id)
{
  const GmpState *state = show->state;
  const GmpBoard *board = state->board;
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, id);
  json_builder_set_member_name (builder, "side");
  json_builder_add_string_value (builder, gmp_side_to_string (type->side));
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type->id);
  json_builder_set_member_name (builder, "formation");
  if (unit->formation != GMP_NONE)
    json_builder_add_string_value (builder, board->formations[unit->formation].id);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "place");
  json_builder_add_string_value (builder, gmp_place_to_string (unit->place));
  if (unit->place == GMP_PLACE_MAP)
    {
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[unit->city].id);
    }
  if (unit->place == GMP_PLACE_TIME_TRACK)
    {
      json_builder_set_member_name (builder, "turn");
      json_builder_add_int_value (builder, unit->turn);
    }
  if (type->guard)
    {
      json_builder_set_member_name (builder, "revealed");
      json_builder_add_boolean_value (builder, unit->revealed);
      if (unit->revealed || show->reveal)
        {
          const char *special = guard_value_id (unit->guard_value);

          json_builder_set_member_name (builder, "value");
          if (special != NULL)
            json_builder_add_string_value (builder, special);
          else
            json_builder_add_int_value (builder, unit->guard_value);
        }
    }
  else
    {
      json_builder_set_member_name (builder, "reduced");
      json_builder_add_boolean_value (builder, unit->reduced);
    }
  json_builder_end_object (builder);
}

/* Chits ------------------------------------------------------------------ */

static void
json_chits (JsonBuilder    *builder,
            const GmpState *state,
            const char     *member,
            GmpChitPlace    place,
            int             owner)
{
  const GmpBoard *board = state->board;

  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < board->n_chits; i++)
    {
      if (!gmp_describe_chit_is_at (state, i, place, owner))
        continue;
      if (place == GMP_CHIT_ON_TIME_TRACK)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "chit");
          json_builder_add_string_value (builder, board->chits[i].id);
          json_builder_set_member_name (builder, "turn");
          json_builder_add_int_value (builder, state->chits[i].turn);
          json_builder_end_object (builder);
        }
      else
        json_builder_add_string_value (builder, board->chits[i].id);
    }
  json_builder_end_array (builder);
}

/* Text ------------------------------------------------------------------- */

static void
print_units_by_place (const Show *show,
                      GmpPlace    place,
                      const char *heading)
{
  const GmpState *state = show->state;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *text = NULL;

  for (guint i = 0; i < state->units->len; i++)
    if (g_array_index (state->units, GmpUnit, i).place == place)
      g_array_append_val (ids, i);
  if (ids->len == 0)
    return;
  text = describe_units (show, (const guint *) ids->data, ids->len);
  g_print ("%s: %s\n", heading, text);
}

static void
print_text (const Show        *show,
            const GmpScenario *scenario)
{
  const GmpState *state = show->state;
  const GmpBoard *board = state->board;
  g_autofree guint *ids = g_new (guint, MAX (state->units->len, 1));
  g_autofree char *cup = gmp_describe_chits (state, GMP_CHIT_IN_CUP, GMP_NONE);
  g_autofree char *track = gmp_describe_chits (state, GMP_CHIT_ON_TIME_TRACK, GMP_NONE);
  g_autofree char *held = gmp_describe_chits (state, GMP_CHIT_HELD, GMP_NONE);
  g_autofree char *title = gmp_title_for_display (scenario->title);
  guint n_cup = 0;

  if (title != NULL && *title != '\0')
    g_print ("%s\n", title);
  g_print (_("Board: %s"), board->title);
  g_print ("\n");
  g_print (_("Turn %u of %u, %s"), state->turn, board->rules.turns,
           gmp_phase_get_name (state->phase));
  g_print ("\n");
  /* A solo game: who the computer plays, as the app goes on with it */
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    if (scenario->computer[side])
      {
        /* TRANSLATORS: a side of a game against the computer: "Swarm: played by the
         * computer (Strong)" */
        g_print (_("%s: played by the computer (%s)"), gmp_side_get_name (side),
                 gmp_player_level_get_name (scenario->computer_level[side]));
        g_print ("\n");
      }
  if (state->winner != GMP_WINNER_NONE)
    {
      g_autofree char *why = gmp_describe_end (state);

      g_print (_("Winner: %s"), gmp_side_get_name (state->winner == GMP_WINNER_SWARM
                                                    ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS));
      g_print ("\n");
      /* TRANSLATORS: why the game ended: "The Humans win: they held out … (Rules note 22)." */
      g_print (_("Why: %s"), why);
      g_print ("\n");
    }

  g_print ("\n%s\n", _("Cities:"));
  for (guint c = 0; c < board->n_cities; c++)
    {
      gboolean any = FALSE;

      for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
        {
          guint n = gmp_state_units_in_city (state, c, side, ids, state->units->len);
          g_autofree char *text = NULL;

          if (n == 0)
            continue;
          if (!any)
            g_print ("  %s (%s)\n", board->cities[c].name, board->cities[c].id);
          any = TRUE;
          text = describe_units (show, ids, n);
          g_print ("    %s: %s\n", gmp_side_get_name (side), text);
        }
    }

  g_print ("\n%s\n", _("Forts:"));
  for (guint f = 0; f < board->n_forts; f++)
    {
      const GmpFort *fort = &board->forts[f];

      g_print ("  %s (%s): ", board->cities[fort->city].name,
               board->formations[fort->formation].id);
      if (state->fort_strength[f] == 0)
        g_print ("%s", _("destroyed"));
      else
        g_print (_("strength %u of %u"), state->fort_strength[f], fort->strength);
      g_print ("\n");
    }

  g_print ("\n");
  print_units_by_place (show, GMP_PLACE_RESERVE, _("Reserve"));
  print_units_by_place (show, GMP_PLACE_TIME_TRACK, _("Units on the Time Track"));
  print_units_by_place (show, GMP_PLACE_RETURNING, _("Units returning"));

  for (guint i = 0; i < board->n_chits; i++)
    n_cup += state->chits[i].place == GMP_CHIT_IN_CUP;
  g_print (_("Cup (%u): %s"), n_cup, cup);
  g_print ("\n");
  g_print (_("Time Track: %s"), track);
  g_print ("\n");
  g_print (_("Held: %s"), held);
  g_print ("\n");
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      g_autofree char *fx = gmp_describe_chits (state, GMP_CHIT_IN_HAND, side);

      /* TRANSLATORS: FX chits a side holds, e.g. "FX in hand (Swarm): Wasp" */
      g_print (_("FX in hand (%s): %s"), gmp_side_get_name (side), fx);
      g_print ("\n");
    }

  if (state->danger_space < board->n_danger && board->danger[state->danger_space] > 0)
    /* TRANSLATORS: the Danger marker's space, and the 2d6 sum that loses there (note 21) */
    g_print (_("Danger: space %u of %u, loses on %u or more"), state->danger_space,
             MAX (board->n_danger, 1) - 1, board->danger[state->danger_space]);
  else
    g_print (_("Danger: space %u of %u"), state->danger_space, MAX (board->n_danger, 1) - 1);
  g_print ("\n");
}

/* JSON ------------------------------------------------------------------- */

static void
print_json (const Show        *show,
            const GmpScenario *scenario)
{
  const GmpState *state = show->state;
  const GmpBoard *board = state->board;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  static const char *winners[] = { "none", "swarm", "humans" };
  /* As the scenario file names them */
  static const char *end_reasons[] = { "none", "key-cities", "last-turn", "danger" };

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "title");
  if (scenario->title != NULL)
    json_builder_add_string_value (builder, scenario->title);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "board");
  json_builder_add_string_value (builder, board->id);
  /* Each side's computer level as the file names it, or null: the people's */
  json_builder_set_member_name (builder, "computer");
  json_builder_begin_object (builder);
  for (GmpSide side = GMP_SIDE_SWARM; side < GMP_N_SIDES; side++)
    {
      json_builder_set_member_name (builder, gmp_side_to_string (side));
      if (scenario->computer[side])
        json_builder_add_string_value (builder,
                                       gmp_player_level_to_string (scenario->computer_level[side]));
      else
        json_builder_add_null_value (builder);
    }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "turn");
  json_builder_add_int_value (builder, state->turn);
  json_builder_set_member_name (builder, "turns");
  json_builder_add_int_value (builder, board->rules.turns);
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, gmp_phase_to_string (state->phase));
  json_builder_set_member_name (builder, "winner");
  json_builder_add_string_value (builder, winners[state->winner]);
  json_builder_set_member_name (builder, "end_reason");
  json_builder_add_string_value (builder, end_reasons[state->end_reason]);
  json_builder_set_member_name (builder, "end_text");
  if (state->winner != GMP_WINNER_NONE)
    {
      g_autofree char *why = gmp_describe_end (state);

      json_builder_add_string_value (builder, why);
    }
  else
    json_builder_add_null_value (builder);
  /* When it ended: the turn the file stands at (issue 19) */
  json_builder_set_member_name (builder, "end_turn");
  if (state->phase == GMP_PHASE_GAME_OVER)
    json_builder_add_int_value (builder, state->turn);
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "units");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->units->len; i++)
    if (g_array_index (state->units, GmpUnit, i).place != GMP_PLACE_ELIMINATED)
      json_unit (builder, show, i);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "forts");
  json_builder_begin_array (builder);
  for (guint f = 0; f < board->n_forts; f++)
    {
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[board->forts[f].city].id);
      json_builder_set_member_name (builder, "formation");
      json_builder_add_string_value (builder, board->formations[board->forts[f].formation].id);
      json_builder_set_member_name (builder, "strength");
      json_builder_add_int_value (builder, state->fort_strength[f]);
      json_builder_set_member_name (builder, "max_strength");
      json_builder_add_int_value (builder, board->forts[f].strength);
      json_builder_set_member_name (builder, "destroyed");
      json_builder_add_boolean_value (builder, state->fort_strength[f] == 0);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_chits (builder, state, "cup", GMP_CHIT_IN_CUP, GMP_NONE);
  json_chits (builder, state, "time_track", GMP_CHIT_ON_TIME_TRACK, GMP_NONE);
  json_chits (builder, state, "held", GMP_CHIT_HELD, GMP_NONE);
  json_builder_set_member_name (builder, "fx_in_hand");
  json_builder_begin_object (builder);
  json_chits (builder, state, "swarm", GMP_CHIT_IN_HAND, GMP_SIDE_SWARM);
  json_chits (builder, state, "humans", GMP_CHIT_IN_HAND, GMP_SIDE_HUMANS);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "danger");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "space");
  json_builder_add_int_value (builder, state->danger_space);
  json_builder_set_member_name (builder, "spaces");
  json_builder_add_int_value (builder, board->n_danger);
  json_builder_set_member_name (builder, "loses_on");
  json_builder_add_int_value (builder, state->danger_space < board->n_danger
                                       ? board->danger[state->danger_space] : 0);
  json_builder_end_object (builder);

  json_builder_end_object (builder);
  gmp_cli_print_json (builder);
}

static int
run_show (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpSession) session = NULL;
  const GmpScenario *scenario;
  g_autoptr(GError) error = NULL;
  gboolean json = FALSE, reveal = FALSE;
  Show show;
  int status;
  const GOptionEntry entries[] = {
    { "reveal-guards", 0, 0, G_OPTION_ARG_NONE, &reveal,
      N_("Also print the hidden sides of face-down Guards"), NULL },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 1, 1, &status))
    return status;

  /* Through the session: a game a file left resting before the steps that
   * end it is shown ended, as the next command would write it (issue 19) */
  session = gmp_cli_load_session (argv[1], &error);
  if (session == NULL)
    return gmp_cli_fail (error);
  scenario = gmp_session_get_scenario (session);

  show.state = scenario->state;
  show.reveal = reveal;
  if (json)
    print_json (&show, scenario);
  else
    print_text (&show, scenario);
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_show = {
  .name = "show",
  .parameters = N_("SCENARIO"),
  .summary = N_("Summarize a game: turn, units, Forts, chits and danger"),
  .run = run_show,
};
