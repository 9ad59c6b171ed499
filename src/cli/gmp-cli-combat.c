/* gmp-cli-combat.c: ginormopod-cli combat SCENARIO CITY --dice "…" [--out FILE]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Resolves the combat in a city with the dice the players rolled: prints the
 * Hits, the losses (default allocation: keep the most units, rules note 24),
 * the retreat ruling and every rule note behind them. Without dice, or with
 * wrong ones, prints the dice it needs, in order, and exits 1.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "core/gmp-combat.h"
#include "gmp-cli.h"
#include "gmp-cli-combat-common.h"

gboolean
gmp_cli_combat_parse_side (const GmpState *state,
                           const char     *text,
                           GmpSide        *side)
{
  if (text == NULL)
    {
      *side = GMP_SIDE_SWARM;
      if (state->active_formation != GMP_NONE)
        *side = state->board->formations[state->active_formation].side;
      return TRUE;
    }
  if (g_str_equal (text, "swarm"))
    *side = GMP_SIDE_SWARM;
  else if (g_str_equal (text, "humans"))
    *side = GMP_SIDE_HUMANS;
  else
    return FALSE;
  return TRUE;
}

gboolean
gmp_cli_combat_parse_mode (const char    *text,
                           GmpCombatMode *mode)
{
  static const struct { const char *name; GmpCombatMode mode; } modes[] = {
    { "normal", GMP_COMBAT_NORMAL },
    { "full-attack", GMP_COMBAT_FULL_ATTACK },
    { "barrage", GMP_COMBAT_BARRAGE },
    { "sortie", GMP_COMBAT_SORTIE },
  };

  *mode = GMP_COMBAT_NORMAL;
  if (text == NULL)
    return TRUE;
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    if (g_str_equal (text, modes[i].name))
      {
        *mode = modes[i].mode;
        return TRUE;
      }
  return FALSE;
}

gboolean
gmp_cli_combat_open (const GmpCliCommand  *command,
                     char                **argv,
                     const char           *attacker_arg,
                     const char           *mode_arg,
                     GmpScenario         **scenario,
                     guint                *city,
                     GmpSide              *acting,
                     GmpCombatMode        *mode,
                     int                  *exit_code)
{
  g_autoptr(GmpScenario) loaded = NULL;
  g_autoptr(GError) error = NULL;
  const GmpState *state;
  int found;

  loaded = gmp_scenario_load_file (argv[1], &error);
  if (loaded == NULL)
    {
      *exit_code = gmp_cli_fail (error);
      return FALSE;
    }
  state = loaded->state;

  found = gmp_board_find_city (state->board, argv[2]);
  if (found == GMP_NONE)
    *exit_code = gmp_cli_usage_error (command, _("There is no city “%s” on the board"), argv[2]);
  else if (!gmp_cli_combat_parse_side (state, attacker_arg, acting))
    *exit_code = gmp_cli_usage_error (command, _("The attacker is “swarm” or “humans”, not “%s”"),
                                      attacker_arg);
  else if (!gmp_cli_combat_parse_mode (mode_arg, mode))
    *exit_code = gmp_cli_usage_error (command, _("There is no combat mode “%s”"), mode_arg);
  else
    {
      *city = (guint) found;
      *scenario = g_steal_pointer (&loaded);
      return TRUE;
    }
  return FALSE;
}

/* "3 5 6", "3,5,6" or "356"; any digit is kept so the core can name a wrong one. */
static gboolean
parse_dice (const char  *text,
            GArray      *out)
{
  for (const char *p = text; *p != '\0'; p++)
    {
      guint8 v;

      if (*p == ' ' || *p == ',' || *p == '\t')
        continue;
      if (*p < '0' || *p > '9')
        return FALSE;
      v = *p - '0';
      g_array_append_val (out, v);
    }
  return TRUE;
}

static void
print_requests (const GmpCombat *combat,
                const guint8    *dice,
                gsize            n_dice)
{
  g_autoptr(GPtrArray) requests = gmp_combat_get_dice_requests (combat, dice, n_dice);
  guint total = gmp_combat_count_dice (combat, dice, n_dice);

  g_printerr (ngettext ("This combat needs %u die, in this order:",
                        "This combat needs %u dice, in this order:", total), total);
  g_printerr ("\n");
  for (guint i = 0; i < requests->len; i++)
    {
      const GmpDieRequest *r = g_ptr_array_index (requests, i);
      g_printerr ("  %u. %s\n", i + 1, r->label);
    }
}

static void
add_json (JsonBuilder     *builder,
          const GmpCombat *combat)
{
  const GmpBoard *board = combat->board;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "city");
  json_builder_add_string_value (builder, board->cities[combat->city].id);
  json_builder_set_member_name (builder, "acting");
  json_builder_add_string_value (builder, gmp_side_to_string (combat->acting));
  json_builder_set_member_name (builder, "overrun");
  json_builder_add_boolean_value (builder, combat->overrun);
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_autofree char *scored = g_strdup_printf ("%s_scored", gmp_side_to_string (s));
      g_autofree char *suffered = g_strdup_printf ("%s_suffered", gmp_side_to_string (s));
      g_autofree char *survivors = g_strdup_printf ("%s_survivors", gmp_side_to_string (s));
      g_autofree char *eliminated = g_strdup_printf ("%s_eliminated", gmp_side_to_string (s));

      json_builder_set_member_name (builder, scored);
      json_builder_add_int_value (builder, combat->scored[s]);
      json_builder_set_member_name (builder, suffered);
      json_builder_add_int_value (builder, combat->suffered[s]);
      json_builder_set_member_name (builder, survivors);
      json_builder_add_int_value (builder, combat->survivors[s]);
      json_builder_set_member_name (builder, eliminated);
      json_builder_add_int_value (builder, combat->eliminated[s]);
    }
  json_builder_set_member_name (builder, "retreat");
  if (combat->retreat != GMP_N_SIDES)
    json_builder_add_string_value (builder, gmp_side_to_string (combat->retreat));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "may_ignore_retreat");
  json_builder_add_boolean_value (builder, combat->may_ignore_retreat);
  json_builder_set_member_name (builder, "fort_destroyed");
  json_builder_add_boolean_value (builder, combat->fort_destroyed);
  json_builder_set_member_name (builder, "rulings");
  json_builder_begin_array (builder);
  for (guint i = 0; i < combat->rulings->len; i++)
    {
      const GmpRuling *r = g_ptr_array_index (combat->rulings, i);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "note");
      json_builder_add_int_value (builder, r->note);
      json_builder_set_member_name (builder, "text");
      json_builder_add_string_value (builder, r->text);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static int
run_combat (const GmpCliCommand  *command,
            int                   argc,
            char                **argv)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) dice = g_array_new (FALSE, FALSE, sizeof (guint8));
  g_autofree char *dice_arg = NULL;
  g_autofree char *out_arg = NULL;
  g_autofree char *attacker_arg = NULL;
  g_autofree char *mode_arg = NULL;
  g_auto(GStrv) fx_args = NULL;
  gboolean json = FALSE;
  GmpState *state;
  GmpSide acting;
  GmpCombatMode mode;
  guint city;
  int status;
  const GOptionEntry entries[] = {
    { "dice", 0, 0, G_OPTION_ARG_STRING, &dice_arg,
      N_("The dice rolled, in the order the command asks for"), N_("DICE") },
    { "fx", 0, 0, G_OPTION_ARG_STRING_ARRAY, &fx_args,
      N_("Play this FX chit from its owner’s hand (once per side)"), N_("NAME") },
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &attacker_arg,
      N_("The acting side: swarm or humans"), N_("SIDE") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_arg,
      N_("normal, full-attack, barrage or sortie (Rules note 18)"), N_("MODE") },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out_arg,
      N_("Write the game after the combat to FILE"), N_("FILE") },
    { NULL }
  };

  if (!gmp_cli_parse (command, entries, &json, &argc, &argv, 2, 2, &status))
    return status;

  if (!gmp_cli_combat_open (command, argv, attacker_arg, mode_arg, &scenario, &city, &acting, &mode,
                            &status))
    return status;
  state = scenario->state;

  /* Rules note 4: a combat of the activation under way is the turn
   * sequence's: resolved here, its retreats, decisions and log would be
   * missing and "next" would ask for it again. Shown, it is only a preview. */
  if (out_arg != NULL && gmp_turn_combat_pending (state, city))
    {
      gmp_cli_printerr (_("Rules note 4: the combat in %s belongs to the activation of %s that "
                          "the game is playing. Resolve it with “ginormopod-cli next %s”, so that "
                          "its retreats, decisions and log follow the turn; without --out, "
                          "“combat” only shows what these dice would do."),
                        state->board->cities[city].name,
                        state->board->formations[state->active_formation].name, argv[1]);
      return GMP_CLI_EXIT_ERROR;
    }

  combat = gmp_combat_new (state, city, acting, mode, &error);
  if (combat == NULL)
    return gmp_cli_fail (error);
  for (guint i = 0; fx_args != NULL && fx_args[i] != NULL; i++)
    {
      int chit = gmp_board_find_chit (state->board, fx_args[i]);

      if (chit == GMP_NONE)
        return gmp_cli_usage_error (command, _("There is no FX chit “%s” on the board"), fx_args[i]);
      if (!gmp_combat_set_fx (combat, state, state->board->chits[chit].owner, chit, TRUE, &error))
        return gmp_cli_fail (error);
    }

  if (dice_arg == NULL && !combat->overrun)
    {
      gmp_cli_printerr ("%s", _("No dice given (--dice)."));
      print_requests (combat, NULL, 0);
      return GMP_CLI_EXIT_ERROR;
    }
  if (dice_arg != NULL && !parse_dice (dice_arg, dice))
    {
      gmp_cli_printerr (_("“%s” is not a list of dice"), dice_arg);
      print_requests (combat, NULL, 0);
      return GMP_CLI_EXIT_ERROR;
    }
  if (!gmp_combat_set_dice (combat, (const guint8 *) dice->data, dice->len, &error))
    {
      gmp_cli_printerr ("%s", error->message);
      print_requests (combat, (const guint8 *) dice->data, dice->len);
      return GMP_CLI_EXIT_ERROR;
    }
  if (!gmp_combat_apply (combat, state, NULL, NULL, &error))
    return gmp_cli_fail (error);

  if (out_arg != NULL && !gmp_scenario_save_file (scenario, out_arg, &error))
    return gmp_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      add_json (builder, combat);
      gmp_cli_print_json (builder);
      return GMP_CLI_EXIT_OK;
    }

  /* TRANSLATORS: "Combat in Chicago (CHI). Hits scored: the Swarm 3, the Humans 1." */
  g_print (_("Combat in %s (%s). Hits scored: the Swarm %u, the Humans %u."),
           state->board->cities[city].name, state->board->cities[city].id,
           combat->scored[GMP_SIDE_SWARM], combat->scored[GMP_SIDE_HUMANS]);
  g_print ("\n");
  for (guint i = 0; i < combat->rulings->len; i++)
    {
      g_autofree char *line = gmp_ruling_to_string (g_ptr_array_index (combat->rulings, i));
      g_print ("  %s\n", line);
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_combat = {
  .name = "combat",
  .parameters = N_("SCENARIO CITY"),
  .summary = N_("Resolve the combat in a city with the dice rolled; explain every ruling"),
  .run = run_combat,
};
