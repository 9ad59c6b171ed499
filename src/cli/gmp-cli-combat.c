/* gmp-cli-combat.c: ginormopod-cli combat SCENARIO CITY --dice "…" [--out FILE]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Resolves the combat in a city with the dice the players rolled: prints the
 * Hits, the losses (default allocation: keep the most units, rules note 24),
 * the retreat ruling, then carries out the retreats (--retreat UNIT=CITY where
 * the owner chooses, --ignore-retreat after a Fort combat) and the
 * displacements they make (rules notes 13, 14, 18), and says where each unit
 * went and the rule note behind it. Without dice, or with wrong ones, prints
 * the dice it needs, in order, and exits 1.
 */

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-combat-mode.h"
#include "core/gmp-retreat.h"
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

/* Rules note 18, decided by the core: usage errors exit 2, rules errors 1 */
static gboolean
fort_mode_allowed (const GmpCliCommand *command,
                   const GmpState      *state,
                   guint                city,
                   const char          *attacker_arg,
                   GmpSide             *acting,
                   GmpCombatMode        mode,
                   int                 *exit_code)
{
  g_autoptr(GError) error = NULL;

  if (gmp_combat_mode_allowed (state, city, mode, attacker_arg != NULL, acting, &error))
    return TRUE;
  if (g_error_matches (error, GMP_ERROR, GMP_ERROR_USAGE))
    *exit_code = gmp_cli_usage_error (command, "%s", error->message);
  else
    *exit_code = gmp_cli_fail (error);
  return FALSE;
}

static gboolean
open_scenario (const GmpCliCommand  *command,
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
  guint found;

  loaded = gmp_cli_load_playable_game (argv[1], &error);
  if (loaded == NULL)
    {
      *exit_code = gmp_cli_fail (error);
      return FALSE;
    }
  state = loaded->state;

  if (!gmp_cli_parse_city (command, state->board, argv[2], &found, exit_code))
    return FALSE;
  if (!gmp_cli_combat_parse_side (state, attacker_arg, acting))
    *exit_code = gmp_cli_usage_error (command, _("The attacker is “swarm” or “humans”, not “%s”"),
                                      gmp_cli_quote (attacker_arg));
  else if (!gmp_cli_combat_parse_mode (mode_arg, mode))
    *exit_code = gmp_cli_usage_error (command, _("There is no Combat mode “%s”"),
                                      gmp_cli_quote (mode_arg));
  else if (fort_mode_allowed (command, state, found, attacker_arg, acting, *mode, exit_code))
    {
      *city = found;
      *scenario = g_steal_pointer (&loaded);
      return TRUE;
    }
  return FALSE;
}

gboolean
gmp_cli_combat_open (const GmpCliCommand  *command,
                     const GOptionEntry   *entries,
                     gboolean             *json,
                     int                  *argc,
                     char               ***argv,
                     char *const          *attacker_arg,
                     char *const          *mode_arg,
                     GmpScenario         **scenario,
                     guint                *city,
                     GmpSide              *acting,
                     GmpCombatMode        *mode,
                     int                  *exit_code)
{
  return gmp_cli_parse (command, entries, json, argc, argv, 2, 2, exit_code)
         && open_scenario (command, *argv, *attacker_arg, *mode_arg, scenario, city, acting, mode,
                           exit_code);
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

  g_printerr (ngettext ("This Combat needs %u die, in this order:",
                        "This Combat needs %u dice, in this order:", total), total);
  g_printerr ("\n");
  for (guint i = 0; i < requests->len; i++)
    {
      const GmpDieRequest *r = g_ptr_array_index (requests, i);
      g_printerr ("  %u. %s\n", i + 1, r->label);
    }
}

/* Where a unit went after the combat: its city before and after. */
typedef struct {
  guint id;
  int   from;
  int   to;       /* GMP_NONE: eliminated */
} Whereabouts;

/* The retreats the combat calls for (rules notes 13, 14, 18), then the
 * displacements they make (note 14); each leaves its ruling in the combat.
 * choices: "UNIT=CITY" for units whose owner chooses; others take the first
 * city they may. */
static gboolean
carry_out_retreats (GmpCombat       *combat,
                    GmpState        *state,
                    const GmpState  *before,
                    const guint8    *enemy_at_start,
                    char         **choices,
                    gboolean       ignore,
                    GArray        *moved,
                    GError       **error)
{
  g_autoptr(GArray) units = NULL;
  g_autofree gboolean *used = NULL;
  guint n_choices = choices != NULL ? g_strv_length (choices) : 0;

  if (ignore && !gmp_retreat_ignore (combat, error))
    return FALSE;

  used = g_new0 (gboolean, MAX (n_choices, 1));
  units = gmp_retreat_units (combat, state);
  for (guint i = 0; i < units->len; i++)
    {
      guint id = g_array_index (units, guint, i);
      GmpRetreatKind kind;
      g_autoptr(GArray) options = gmp_retreat_options (combat, state, id, enemy_at_start, &kind);
      int city = options->len > 0 ? (int) g_array_index (options, GmpRetreatOption, 0).city : GMP_NONE;

      for (guint c = 0; c < n_choices; c++)
        {
          g_auto(GStrv) parts = g_strsplit (choices[c], "=", 2);
          guint64 unit;

          if (g_strv_length (parts) != 2
              || !g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXUINT, &unit, NULL))
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                           _("A Retreat is given as UNIT=CITY, e.g. 12=MEM, not “%s”"),
                           gmp_cli_quote (choices[c]));
              return FALSE;
            }
          if (unit != id)
            continue;
          city = gmp_board_find_city_by_name (state->board, parts[1], error);
          if (city == GMP_NONE)
            return FALSE;
          used[c] = TRUE;
        }
      if (!gmp_retreat_unit (combat, state, id, city, enemy_at_start, error))
        {
          g_autoptr(GString) cities = g_string_new (NULL);

          for (guint o = 0; error != NULL && o < options->len; o++)
            g_string_append_printf (cities, o > 0 ? ", %s" : "%s",
                                    state->board->cities[g_array_index (options, GmpRetreatOption,
                                                                        o).city].id);
          if (cities->len > 0)
            {
              /* TRANSLATORS: after the reason a retreat was refused */
              g_autofree char *more = g_strdup_printf (_("It may Retreat to: %s."), cities->str);
              g_autofree char *message = g_strdup_printf ("%s %s", (*error)->message, more);

              g_free ((*error)->message);
              (*error)->message = g_steal_pointer (&message);
            }
          return FALSE;
        }
    }
  for (guint c = 0; c < n_choices; c++)
    if (!used[c])
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("“%s”: that unit does not Retreat from this Combat (Rules note 13)"),
                     gmp_cli_quote (choices[c]));
        return FALSE;
      }

  if (!gmp_retreat_displace_all_default (state, enemy_at_start, combat->rulings, error))
    return FALSE;

  /* Where each unit of the combat, or retreating from it, ended (before:
   * the state before the combat) */
  for (guint i = 0; i < before->units->len; i++)
    {
      const GmpUnit *was = &g_array_index (before->units, GmpUnit, i);
      const GmpUnit *now = &g_array_index (state->units, GmpUnit, i);
      Whereabouts w = { i, was->city, GMP_NONE };

      if (was->place != GMP_PLACE_MAP)
        continue;
      if (now->place == GMP_PLACE_MAP)
        w.to = now->city;
      if (w.to != w.from)
        g_array_append_val (moved, w);
    }
  return TRUE;
}

static void
add_json (JsonBuilder     *builder,
          const GmpCombat *combat,
          const GmpState  *state,
          GArray          *moved)
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
  json_builder_set_member_name (builder, "moves");
  json_builder_begin_array (builder);
  for (guint i = 0; i < moved->len; i++)
    {
      const Whereabouts *w = &g_array_index (moved, Whereabouts, i);
      g_autofree char *label = gmp_combat_unit_label (state, w->id);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "unit");
      json_builder_add_int_value (builder, w->id);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "from");
      json_builder_add_string_value (builder, board->cities[w->from].id);
      json_builder_set_member_name (builder, "to");
      if (w->to != GMP_NONE)
        json_builder_add_string_value (builder, board->cities[w->to].id);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
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
  g_auto(GStrv) retreat_args = NULL;
  g_autofree guint8 *enemy_at_start = NULL;
  g_autoptr(GmpState) before = NULL;
  g_autoptr(GArray) moved = g_array_new (FALSE, FALSE, sizeof (Whereabouts));
  gboolean ignore_retreat = FALSE;
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
      N_("“normal”, “full-attack”, “barrage” or “sortie” (Rules note 18)"), N_("MODE") },
    { "retreat", 0, 0, G_OPTION_ARG_STRING_ARRAY, &retreat_args,
      N_("Where a Retreating unit goes, when its owner chooses (default: the first city it may; "
         "Rules note 14)"), N_("UNIT=CITY") },
    { "ignore-retreat", 0, 0, G_OPTION_ARG_NONE, &ignore_retreat,
      N_("After a Fort Combat, the Humans stay instead of Retreating (Rules note 18)"), NULL },
    { "out", 'o', 0, G_OPTION_ARG_FILENAME, &out_arg,
      N_("Write the game after the Combat, Retreats and displacements done, to FILE"), N_("FILE") },
    { NULL }
  };

  if (!gmp_cli_combat_open (command, entries, &json, &argc, &argv, &attacker_arg, &mode_arg,
                            &scenario, &city, &acting, &mode, &status))
    return status;
  state = scenario->state;

  /* Rules note 4: a combat of the activation under way is the turn
   * sequence's: resolved here, its retreats, decisions and log would be
   * missing and "next" would ask for it again. Shown, it is only a preview. */
  if (out_arg != NULL && gmp_turn_combat_pending (state, city))
    {
      gmp_cli_printerr (_("Rules note 4: the Combat in %s belongs to the Activation of %s that "
                          "the game is playing. Resolve it with “ginormopod-cli next %s”, so that "
                          "its Retreats, decisions and log follow the turn; without --out, "
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
        return gmp_cli_usage_error (command, _("There is no FX chit “%s” on the board"),
                                    gmp_cli_quote (fx_args[i]));
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
      gmp_cli_printerr (_("“%s” is not a list of dice"), gmp_cli_quote (dice_arg));
      print_requests (combat, NULL, 0);
      return GMP_CLI_EXIT_ERROR;
    }
  if (!gmp_combat_set_dice (combat, (const guint8 *) dice->data, dice->len, &error))
    {
      gmp_cli_printerr ("%s", error->message);
      print_requests (combat, (const guint8 *) dice->data, dice->len);
      return GMP_CLI_EXIT_ERROR;
    }
  /* Rules note 14: contested cities count as enemy if they were at the start
   * of the activation; with none under way, before this combat. */
  enemy_at_start = state->enemy_at_start != NULL
                   ? g_memdup2 (state->enemy_at_start, state->board->n_cities)
                   : gmp_retreat_snapshot (state);
  before = gmp_state_copy (state);
  if (!gmp_combat_apply (combat, state, NULL, NULL, &error))
    return gmp_cli_fail (error);
  if (!carry_out_retreats (combat, state, before, enemy_at_start, retreat_args, ignore_retreat, moved,
                           &error))
    return gmp_cli_fail (error);

  /* A combat resolved outside the turn (a position the players set up) is
   * not an action of the game: its history cannot lead here, so the file
   * written starts a new history from this position. */
  g_clear_pointer (&scenario->start, gmp_scenario_free);
  g_clear_pointer (&scenario->actions, g_ptr_array_unref);
  scenario->n_done = 0;
  if (out_arg != NULL && !gmp_cli_save_scenario (scenario, out_arg, &error))
    return gmp_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      add_json (builder, combat, state, moved);
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
  if (moved->len > 0)
    {
      g_print ("%s\n", _("Where the units went:"));
      for (guint i = 0; i < moved->len; i++)
        {
          const Whereabouts *w = &g_array_index (moved, Whereabouts, i);
          g_autofree char *label = gmp_cli_unit_label (state, w->id);

          if (w->to == GMP_NONE)
            /* TRANSLATORS: a unit that left the map in the combat or its retreat (Rules note 16) */
            g_print (_("  %s: eliminated in %s (Rules note 16)"), label,
                     state->board->cities[w->from].name);
          else
            /* TRANSLATORS: "Tank A #3: Chicago → Milwaukee (Rules note 14)" */
            g_print (_("  %s: %s → %s (Rules note 14)"), label,
                     state->board->cities[w->from].name, state->board->cities[w->to].name);
          g_print ("\n");
        }
    }
  if (combat->may_ignore_retreat)
    {
      g_print ("%s\n", _("The Humans could have stayed after this Fort Combat: "
                          "--ignore-retreat (Rules note 18)."));
    }
  return GMP_CLI_EXIT_OK;
}

const GmpCliCommand gmp_cli_command_combat = {
  .name = "combat",
  .parameters = N_("SCENARIO CITY"),
  .summary = N_("Resolve the Combat in a city with the dice rolled; explain every ruling"),
  .run = run_combat,
};
