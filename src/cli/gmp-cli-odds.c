/* gmp-cli-odds.c: ginormopod-cli odds SCENARIO CITY [--fx NAME] [--attacker SIDE]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The exact odds of the battle in a city (rules note 24): without FX and
 * with each FX in hand, or with the one FX named. What-ifs, for a combat
 * that has not begun: --from CITY --units LIST, the odds if those units
 * moved into CITY; --fort-options, the odds of each option the Fort in CITY
 * could choose (rules note 18).
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-format.h"
#include "core/gmp-odds.h"
#include "gmp-cli.h"
#include "gmp-cli-combat-common.h"

/* One "k: p%" pair of a distribution: k Hits (or strength points lost). */
static void
print_outcome (guint  count,
               double probability)
{
  g_autofree char *percent = gmp_format_percent (probability, 1);

  g_print ("  %u: %s", count, percent);
}

static void
print_odds_text (const GmpState *state,
                 const GmpOdds  *odds)
{
  const GmpBoard *board = state->board;
  g_autofree char *fx = NULL;
  g_autofree char *no_retreat = gmp_format_percent (odds->p_no_retreat, 1);

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
          print_outcome (k, odds->hits[s][k]);
      g_print ("\n");
    }
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      g_autofree char *retreat = gmp_format_percent (odds->p_retreat[s], 1);
      g_autofree char *wiped = gmp_format_percent (odds->p_wiped[s], 1);

      /* TRANSLATORS: %s are percentages, already formatted ("12.5%") */
      g_print (s == GMP_SIDE_SWARM ? _("  The Swarm Retreats: %s; is wiped out: %s")
                                   : _("  The Humans Retreat: %s; are wiped out: %s"),
               retreat, wiped);
      g_print ("\n");
    }
  /* TRANSLATORS: %s is a percentage, already formatted ("12.5%") */
  g_print (_("  Nobody Retreats: %s"), no_retreat);
  g_print ("\n");
  if (odds->fort_strength > 0)
    {
      g_autofree char *falls = gmp_format_percent (odds->p_fort_falls, 1);

      g_print ("%s", _("  The Fort loses:"));
      for (guint k = 0; k <= odds->fort_strength; k++)
        print_outcome (k, odds->fort_loss[k]);
      g_print ("\n");
      /* TRANSLATORS: %s is a percentage, already formatted ("12.5%") */
      g_print (_("  The Fort falls: %s"), falls);
      g_print ("\n");
    }
}

/* What only a what-if's odds can hold: a combat that depends on the Guards
 * a move reveals (rules notes 9, 15). */
static void
print_what_if_text (const GmpOdds *odds)
{
  if (odds->p_overrun > 0.0 && !odds->overrun)
    {
      g_autofree char *overrun = gmp_format_percent (odds->p_overrun, 1);

      /* TRANSLATORS: %s is a percentage, already formatted ("12.5%") */
      g_print (_("  Overrun: %s (Rules note 15)"), overrun);
      g_print ("\n");
    }
  if (odds->p_no_combat > 0.0)
    {
      g_autofree char *no_combat = gmp_format_percent (odds->p_no_combat, 1);

      /* TRANSLATORS: %s is a percentage, already formatted ("12.5%") */
      g_print (_("  No Combat: %s (every Guard blank and nothing Human left there, "
                 "Rules note 9)"), no_combat);
      g_print ("\n");
    }
}

void
gmp_cli_add_odds_json (JsonBuilder    *builder,
               const GmpState *state,
               const GmpOdds  *odds,
               gboolean        what_if)
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
  if (what_if)
    {
      json_builder_set_member_name (builder, "overrun_chance");
      json_builder_add_double_value (builder, odds->p_overrun);
      json_builder_set_member_name (builder, "no_combat");
      json_builder_add_double_value (builder, odds->p_no_combat);
    }
  json_builder_end_object (builder);
}

static void
add_variants_json (JsonBuilder    *builder,
                   const GmpState *state,
                   GPtrArray      *variants,
                   guint           first,
                   guint           end)
{
  json_builder_begin_array (builder);
  for (guint i = first; i < end; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);

      if (variant->odds != NULL)
        gmp_cli_add_odds_json (builder, state, variant->odds, TRUE);
    }
  json_builder_end_array (builder);
}

/* --from CITY --units LIST: the odds if the units moved into city */
static int
run_what_if_move (const GmpCliCommand *command,
                  const GmpState      *state,
                  guint                city,
                  const char          *from_arg,
                  const char          *units_arg,
                  gboolean             json)
{
  const GmpBoard *board = state->board;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;
  const GmpOddsVariant *first;
  int from;

  from = gmp_board_find_city (board, from_arg);
  if (from == GMP_NONE)
    return gmp_cli_usage_error (command, _("There is no city “%s” on the board"),
                                gmp_cli_quote (from_arg));
  if (!gmp_cli_parse_units (units_arg, gmp_state_n_units (state), ids, &error))
    return gmp_cli_usage_error (command, "%s", error->message);

  variants = gmp_odds_what_if_move (state, (const guint *) ids->data, ids->len, from, city,
                                    &error);
  if (variants == NULL)
    {
      if (g_error_matches (error, GMP_ERROR, GMP_ERROR_ILLEGAL))
        {
          gmp_cli_printerr (_("This move cannot be made, so it has no odds: %s"), error->message);
          return GMP_CLI_EXIT_ERROR;
        }
      return gmp_cli_fail (error);
    }
  first = g_ptr_array_index (variants, 0);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[first->city].id);
      json_builder_set_member_name (builder, "from");
      json_builder_add_string_value (builder, board->cities[from].id);
      json_builder_set_member_name (builder, "units");
      json_builder_begin_array (builder);
      for (guint i = 0; i < ids->len; i++)
        json_builder_add_int_value (builder, g_array_index (ids, guint, i));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "acting");
      json_builder_add_string_value (builder, gmp_side_to_string (first->acting));
      json_builder_set_member_name (builder, "hidden_guards");
      json_builder_add_int_value (builder, first->hidden_guards);
      json_builder_set_member_name (builder, "odds");
      add_variants_json (builder, state, variants, 0, variants->len);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
      return GMP_CLI_EXIT_OK;
    }

  /* TRANSLATORS: "If 4 units move from Minneapolis (MSP) into Chicago (CHI), the Swarm
   * acting: exact odds (Rules note 24)" */
  if (first->acting == GMP_SIDE_SWARM)
    g_print (ngettext ("If %u unit moves from %s (%s) into %s (%s), the Swarm acting: exact odds "
                       "(Rules note 24)",
                       "If %u units move from %s (%s) into %s (%s), the Swarm acting: exact odds "
                       "(Rules note 24)", ids->len),
             ids->len, board->cities[from].name, board->cities[from].id,
             board->cities[first->city].name, board->cities[first->city].id);
  else
    g_print (ngettext ("If %u unit moves from %s (%s) into %s (%s), the Humans acting: exact odds "
                       "(Rules note 24)",
                       "If %u units move from %s (%s) into %s (%s), the Humans acting: exact odds "
                       "(Rules note 24)", ids->len),
             ids->len, board->cities[from].name, board->cities[from].id,
             board->cities[first->city].name, board->cities[first->city].id);
  g_print ("\n");
  if (first->hidden_guards > 0)
    {
      g_print (ngettext ("The move reveals %u face-down National Guard there: the odds weigh "
                         "every value the Guard pool can still show, without looking at its "
                         "own (Rules notes 9, 24 and 34).",
                         "The move reveals %u face-down National Guards there: the odds weigh "
                         "every value the Guard pool can still show, without looking at "
                         "theirs (Rules notes 9, 24 and 34).", first->hidden_guards),
               first->hidden_guards);
      g_print ("\n");
    }
  for (guint i = 0; i < variants->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);

      print_odds_text (state, variant->odds);
      print_what_if_text (variant->odds);
    }
  return GMP_CLI_EXIT_OK;
}

/* "full-attack", "barrage", "withdrawal", "sortie": stable names for --json */
static const char *
fort_option_to_string (GmpFortOptions option)
{
  switch (option)
    {
    case GMP_FORT_OPTION_FULL_ATTACK:
      return "full-attack";
    case GMP_FORT_OPTION_BARRAGE:
      return "barrage";
    case GMP_FORT_OPTION_WITHDRAWAL:
      return "withdrawal";
    case GMP_FORT_OPTION_SORTIE:
    default:
      return "sortie";
    }
}

/* The heading of one Fort option, translated. */
static void
print_fort_option_heading (const GmpBoard       *board,
                           const GmpOddsVariant *variant)
{
  switch (variant->option)
    {
    case GMP_FORT_OPTION_FULL_ATTACK:
      /* TRANSLATORS: a Fort option (Rules note 18), then its odds */
      g_print ("%s\n", _("Full Attack, the Humans acting:"));
      break;
    case GMP_FORT_OPTION_BARRAGE:
      /* TRANSLATORS: a Fort option (Rules note 18), then its odds */
      g_print ("%s\n", _("Barrage, the Humans acting (only the Fort rolls, unless the Swarm "
                         "plays an FX that fires back):"));
      break;
    case GMP_FORT_OPTION_WITHDRAWAL:
      g_print ("%s\n", _("Withdrawal: no Combat; the Human units in the Fort may leave it."));
      break;
    case GMP_FORT_OPTION_SORTIE:
    default:
      /* TRANSLATORS: "Sortie against Minneapolis (MSP), the Humans acting:", then its odds */
      g_print (_("Sortie against %s (%s), the Humans acting:"),
               board->cities[variant->city].name, board->cities[variant->city].id);
      g_print ("\n");
      break;
    }
}

/* Variants first..end-1 are one option (and one Sortie target) */
static guint
option_end (GPtrArray *variants,
            guint      first)
{
  const GmpOddsVariant *a = g_ptr_array_index (variants, first);
  guint end = first + 1;

  while (end < variants->len)
    {
      const GmpOddsVariant *b = g_ptr_array_index (variants, end);

      if (b->option != a->option || b->city != a->city)
        break;
      end++;
    }
  return end;
}

/* --fort-options: the odds of each option of the Fort in city (rules note 18) */
static int
run_what_if_fort (const GmpCliCommand *command,
                  const GmpState      *state,
                  guint                city,
                  const char          *formation_arg,
                  gboolean             json)
{
  const GmpBoard *board = state->board;
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;
  int formation = GMP_NONE;

  if (formation_arg != NULL)
    {
      formation = gmp_board_find_formation (board, formation_arg);
      if (formation == GMP_NONE || board->formations[formation].side != GMP_SIDE_HUMANS)
        return gmp_cli_usage_error (command, _("There is no Human Formation “%s” on the board"),
                                    gmp_cli_quote (formation_arg));
    }
  variants = gmp_odds_what_if_fort (state, city, formation, &error);
  if (variants == NULL)
    return gmp_cli_fail (error);
  formation = ((const GmpOddsVariant *) g_ptr_array_index (variants, 0))->formation;

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "city");
      json_builder_add_string_value (builder, board->cities[city].id);
      json_builder_set_member_name (builder, "formation");
      json_builder_add_string_value (builder, board->formations[formation].id);
      json_builder_set_member_name (builder, "options");
      json_builder_begin_array (builder);
      for (guint i = 0, end; i < variants->len; i = end)
        {
          const GmpOddsVariant *variant = g_ptr_array_index (variants, i);

          end = option_end (variants, i);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "option");
          json_builder_add_string_value (builder, fort_option_to_string (variant->option));
          json_builder_set_member_name (builder, "target");
          if (variant->option == GMP_FORT_OPTION_SORTIE)
            json_builder_add_string_value (builder, board->cities[variant->city].id);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "combat");
          json_builder_add_boolean_value (builder, variant->odds != NULL);
          json_builder_set_member_name (builder, "odds");
          add_variants_json (builder, state, variants, i, end);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      gmp_cli_print_json (builder);
      return GMP_CLI_EXIT_OK;
    }

  /* TRANSLATORS: "Options of the Fort in Chicago (CHI) for Formation A: exact odds ..." */
  g_print (_("Options of the Fort in %s (%s) for %s: exact odds (Rules notes 18 and 24)"),
           board->cities[city].name, board->cities[city].id, board->formations[formation].name);
  g_print ("\n");
  for (guint i = 0, end; i < variants->len; i = end)
    {
      end = option_end (variants, i);
      print_fort_option_heading (board, g_ptr_array_index (variants, i));
      for (guint k = i; k < end; k++)
        {
          const GmpOddsVariant *variant = g_ptr_array_index (variants, k);

          if (variant->odds != NULL)
            print_odds_text (state, variant->odds);
        }
    }
  return GMP_CLI_EXIT_OK;
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
  g_autofree char *from_arg = NULL;
  g_autofree char *units_arg = NULL;
  g_autofree char *formation_arg = NULL;
  gboolean fort_options = FALSE;
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
      N_("The acting side: swarm or humans (default: the activated Formation’s side, else swarm)"),
      N_("SIDE") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_arg,
      N_("“normal”, “full-attack”, “barrage” or “sortie” (Rules note 18)"), N_("MODE") },
    { "from", 0, 0, G_OPTION_ARG_STRING, &from_arg,
      N_("What if the --units moved from this city into CITY: the odds of the Combat there"),
      N_("CITY") },
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_arg,
      N_("The units that would move together, by id (as “show --json” lists them)"),
      N_("LIST") },
    { "fort-options", 0, 0, G_OPTION_ARG_NONE, &fort_options,
      N_("The odds of each option the Fort in CITY could choose, a Sortie against each city "
         "it may attack included (Rules note 18)"), NULL },
    { "formation", 0, 0, G_OPTION_ARG_STRING, &formation_arg,
      N_("With --fort-options: the Human Formation activated (default: the activated one, "
         "else the Fort’s)"), N_("ID") },
    { NULL }
  };

  if (!gmp_cli_combat_open (command, entries, &json, &argc, &argv, &attacker_arg, &mode_arg,
                            &scenario, &city, &acting, &mode, &status))
    return status;
  state = scenario->state;

  /* The what-ifs choose the acting side, the mode and the FX themselves */
  if ((from_arg != NULL || units_arg != NULL || fort_options)
      && (fx_arg != NULL || attacker_arg != NULL || mode_arg != NULL))
    return gmp_cli_usage_error (command, _("--from, --units and --fort-options do not go with "
                                           "--fx, --attacker or --mode: they list the odds with "
                                           "and without each FX in hand"));
  if (fort_options && (from_arg != NULL || units_arg != NULL))
    return gmp_cli_usage_error (command, _("--fort-options does not go with --from and --units"));
  if (formation_arg != NULL && !fort_options)
    return gmp_cli_usage_error (command, _("--formation goes with --fort-options"));
  if ((from_arg != NULL) != (units_arg != NULL))
    return gmp_cli_usage_error (command, _("--from and --units go together"));
  if (from_arg != NULL)
    return run_what_if_move (command, state, city, from_arg, units_arg, json);
  if (fort_options)
    return run_what_if_fort (command, state, city, formation_arg, json);

  if (fx_arg != NULL)
    {
      int chit = gmp_board_find_chit_by_name (state->board, fx_arg, NULL);
      GmpOdds *odds;

      if (chit == GMP_NONE || state->board->chits[chit].kind != GMP_CHIT_FX)
        return gmp_cli_usage_error (command, _("There is no FX chit “%s” on the board"),
                                    gmp_cli_quote (fx_arg));
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
        gmp_cli_add_odds_json (builder, state, g_ptr_array_index (all, i), FALSE);
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
  .summary = N_("Exact Combat odds for the battle in a city, with and without FX"),
  .run = run_odds,
};
