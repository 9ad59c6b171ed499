/* gmp-cli-odds.c: ginormopod-cli odds SCENARIO CITY [--fx NAME] [--attacker SIDE]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The exact odds of the battle in a city (rules note 24): without FX and
 * with each FX in hand, or with the one FX named.
 */

#include "config.h"

#include <glib/gi18n.h>

#include "core/gmp-odds.h"
#include "gmp-cli.h"
#include "gmp-cli-combat-common.h"

static void
print_odds_text (const GmpState *state,
                 const GmpOdds  *odds)
{
  const GmpBoard *board = state->board;
  g_autofree char *fx = NULL;

  if (odds->fx[0] == GMP_NONE && odds->fx[1] == GMP_NONE)
    {
      /* TRANSLATORS: a heading: the odds when no FX is played */
      g_print ("%s\n", _("Without FX:"));
    }
  else
    {
      if (odds->fx[0] != GMP_NONE && odds->fx[1] != GMP_NONE)
        fx = g_strdup_printf ("%s, %s", board->chits[odds->fx[0]].name, board->chits[odds->fx[1]].name);
      else
        fx = g_strdup (board->chits[odds->fx[odds->fx[0] != GMP_NONE ? 0 : 1]].name);
      /* TRANSLATORS: a heading: the odds with the FX named ("With Wasp:") */
      g_print (_("With %s:"), fx);
      g_print ("\n");
    }
  if (odds->overrun)
    {
      g_print ("  %s\n", _("Overrun: the enemy is eliminated and the acting units suffer no Hits (Rules note 15)."));
      return;
    }
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      /* TRANSLATORS: followed by "k: p%" pairs */
      g_print ("%s", s == GMP_SIDE_SWARM ? _("  Hits scored by the Swarm:")
                                         : _("  Hits scored by the Humans:"));
      for (guint k = 0; k < odds->n_hits[s]; k++)
        if (odds->hits[s][k] >= 0.00005)
          g_print ("  %u: %.1f%%", k, 100.0 * odds->hits[s][k]);
      g_print ("\n");
    }
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_print (s == GMP_SIDE_SWARM ? _("  The Swarm retreats: %.1f%%; is wiped out: %.1f%%")
                                   : _("  The Humans retreat: %.1f%%; are wiped out: %.1f%%"),
               100.0 * odds->p_retreat[s], 100.0 * odds->p_wiped[s]);
      g_print ("\n");
    }
  g_print (_("  Nobody retreats: %.1f%%"), 100.0 * odds->p_no_retreat);
  g_print ("\n");
  if (odds->fort_strength > 0)
    {
      g_print ("%s", _("  The Fort loses:"));
      for (guint k = 0; k <= odds->fort_strength; k++)
        g_print ("  %u: %.1f%%", k, 100.0 * odds->fort_loss[k]);
      g_print ("\n");
      g_print (_("  The Fort falls: %.1f%%"), 100.0 * odds->p_fort_falls);
      g_print ("\n");
    }
}

static void
add_odds_json (JsonBuilder    *builder,
               const GmpState *state,
               const GmpOdds  *odds)
{
  const GmpBoard *board = state->board;

  json_builder_begin_object (builder);
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_autofree char *fx = g_strdup_printf ("%s_fx", gmp_side_to_string (s));
      g_autofree char *hits = g_strdup_printf ("%s_hits", gmp_side_to_string (s));
      g_autofree char *retreat = g_strdup_printf ("%s_retreats", gmp_side_to_string (s));
      g_autofree char *wiped = g_strdup_printf ("%s_wiped_out", gmp_side_to_string (s));

      json_builder_set_member_name (builder, fx);
      if (odds->fx[s] != GMP_NONE)
        json_builder_add_string_value (builder, board->chits[odds->fx[s]].id);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, hits);
      json_builder_begin_array (builder);
      for (guint k = 0; k < odds->n_hits[s]; k++)
        json_builder_add_double_value (builder, odds->hits[s][k]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, retreat);
      json_builder_add_double_value (builder, odds->p_retreat[s]);
      json_builder_set_member_name (builder, wiped);
      json_builder_add_double_value (builder, odds->p_wiped[s]);
    }
  json_builder_set_member_name (builder, "overrun");
  json_builder_add_boolean_value (builder, odds->overrun);
  json_builder_set_member_name (builder, "nobody_retreats");
  json_builder_add_double_value (builder, odds->p_no_retreat);
  if (odds->fort_strength > 0)
    {
      json_builder_set_member_name (builder, "fort_loss");
      json_builder_begin_array (builder);
      for (guint k = 0; k <= odds->fort_strength; k++)
        json_builder_add_double_value (builder, odds->fort_loss[k]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "fort_falls");
      json_builder_add_double_value (builder, odds->p_fort_falls);
    }
  json_builder_end_object (builder);
}

static int
run_odds (const GmpCliCommand  *command,
          int                   argc,
          char                **argv)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autofree char *fx_arg = NULL;
  g_autofree char *attacker_arg = NULL;
  g_autofree char *mode_arg = NULL;
  gboolean json = FALSE;
  GmpState *state;
  GmpSide acting;
  GmpCombatMode mode;
  guint city;
  int status;
  const GOptionEntry entries[] = {
    { "fx", 0, 0, G_OPTION_ARG_STRING, &fx_arg,
      N_("Only the odds with this FX chit played by its owner"), N_("NAME") },
    { "attacker", 0, 0, G_OPTION_ARG_STRING, &attacker_arg,
      N_("The acting side: swarm or humans (default: the activated formation’s side, else swarm)"),
      N_("SIDE") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_arg,
      N_("normal, full-attack, barrage or sortie (Rules note 18)"), N_("MODE") },
    { NULL }
  };

  if (!gmp_cli_combat_open (command, entries, &json, &argc, &argv, &attacker_arg, &mode_arg,
                            &scenario, &city, &acting, &mode, &status))
    return status;
  state = scenario->state;

  if (fx_arg != NULL)
    {
      int chit = gmp_board_find_chit_by_name (state->board, fx_arg, NULL);
      GmpOdds *odds;

      if (chit == GMP_NONE || state->board->chits[chit].kind != GMP_CHIT_FX)
        return gmp_cli_usage_error (command, _("There is no FX chit “%s” on the board"), fx_arg);
      odds = gmp_odds_compute (state, city, acting, mode,
                               state->board->chits[chit].owner == GMP_SIDE_SWARM ? chit : GMP_NONE,
                               state->board->chits[chit].owner == GMP_SIDE_HUMANS ? chit : GMP_NONE,
                               NULL, 0, &error);
      if (odds == NULL)
        return gmp_cli_fail (error);
      all = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_free);
      g_ptr_array_add (all, odds);
    }
  else
    {
      all = gmp_odds_compute_all_fx (state, city, acting, mode, &error);
      if (all == NULL)
        return gmp_cli_fail (error);
    }

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, state->board->cities[city].id);
      json_builder_set_member_name (builder, "acting");
      json_builder_add_string_value (builder, gmp_side_to_string (acting));
      json_builder_set_member_name (builder, "odds");
      json_builder_begin_array (builder);
      for (guint i = 0; i < all->len; i++)
        add_odds_json (builder, state, g_ptr_array_index (all, i));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
      return GMP_CLI_EXIT_OK;
    }

  /* TRANSLATORS: "Battle in Chicago (CHI), the Swarm acting: exact odds (Rules note 24)" */
  g_print (acting == GMP_SIDE_SWARM
           ? _("Battle in %s (%s), the Swarm acting: exact odds (Rules note 24)")
           : _("Battle in %s (%s), the Humans acting: exact odds (Rules note 24)"),
           state->board->cities[city].name, state->board->cities[city].id);
  g_print ("\n");
  for (guint i = 0; i < all->len; i++)
    print_odds_text (state, g_ptr_array_index (all, i));
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_odds = {
  .name = "odds",
  .parameters = N_("SCENARIO CITY"),
  .summary = N_("Exact combat odds for the battle in a city, with and without FX"),
  .run = run_odds,
};
