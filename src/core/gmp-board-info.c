/* gmp-board-info.c: a board's values listed for people, with their marks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Only describes what the board holds: every number and name comes from the
 * GmpBoard, none from here. A row that sums up several marked values (the
 * cities, a formation's hives) is "reconstructed" as soon as one of them is,
 * so nothing reconstructed is ever shown as coming from the rules.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-board-info.h"

typedef struct {
  GPtrArray            *entries;
  GmpBoardInfoCategory  category;
} Builder;

static void add (Builder     *builder,
                 GmpSource    source,
                 char        *name,
                 const char  *format,
                 ...) G_GNUC_PRINTF (4, 5);

/* Takes @name. */
static void
add (Builder     *builder,
     GmpSource    source,
     char        *name,
     const char  *format,
     ...)
{
  GmpBoardInfoEntry *entry = g_new0 (GmpBoardInfoEntry, 1);
  va_list args;

  va_start (args, format);
  entry->value = g_strdup_vprintf (format, args);
  va_end (args);
  entry->category = builder->category;
  entry->name = name;
  entry->source = source;
  g_ptr_array_add (builder->entries, entry);
}

static GmpSource
combine (GmpSource a,
         GmpSource b)
{
  return a == GMP_SOURCE_RECONSTRUCTED || b == GMP_SOURCE_RECONSTRUCTED
         ? GMP_SOURCE_RECONSTRUCTED : GMP_SOURCE_RULES;
}

/* ", " between names; the separator is translatable for languages that
 * list otherwise. */
static void
append_item (GString    *list,
             const char *item)
{
  if (list->len > 0)
    /* Translators: between the items of a list: "Toronto, Ottawa" */
    g_string_append (list, _(", "));
  g_string_append (list, item);
}

/* "4+ 5+": each die hits on that result or more. */
static char *
format_dice (const guint8 *dice,
             guint         n_dice)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < n_dice; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      /* Translators: one die that hits on this result or more: "4+" */
      g_string_append_printf (text, _("%u+"), (guint) dice[i]);
    }
  return g_string_free (text, FALSE);
}

/* Map */

static void
list_map (Builder        *builder,
          const GmpBoard *board)
{
  g_autoptr(GString) fence = g_string_new (NULL);
  GmpSource cities_source = GMP_SOURCE_RULES;
  GmpSource roads_source = GMP_SOURCE_RULES;
  GmpSource key_source = GMP_SOURCE_RULES;
  g_autoptr(GString) keys = g_string_new (NULL);
  guint n_region[3] = { 0, 0, 0 };

  builder->category = GMP_BOARD_INFO_MAP;

  add (builder, board->map_source, g_strdup (_("Map sheet")),
       /* Translators: the size of the map in map units: "900 × 720 map units" */
       _("%g × %g map units; the cities’ places on it"), board->width, board->height);

  for (guint i = 0; i < board->n_cities; i++)
    {
      const GmpCity *city = &board->cities[i];

      cities_source = combine (cities_source, city->source);
      n_region[city->region]++;
      if (city->key)
        {
          key_source = combine (key_source, city->key_source);
          append_item (keys, city->name);
        }
    }
  add (builder, cities_source, g_strdup (_("Cities")),
       _("%u cities: %u west of the Fusion Fence, %u on it, %u east of it"),
       board->n_cities, n_region[GMP_REGION_WEST], n_region[GMP_REGION_FENCE],
       n_region[GMP_REGION_EAST]);

  for (guint i = 0; i < board->n_roads; i++)
    roads_source = combine (roads_source, board->roads[i].source);
  add (builder, roads_source, g_strdup (_("Roads")),
       g_dngettext (GETTEXT_PACKAGE, "%u two-way road", "%u two-way roads", board->n_roads),
       board->n_roads);

  /* Rules note 10 */
  for (guint i = 0; i < board->n_fence; i++)
    {
      if (i > 0)
        /* Translators: between the fence forts, in their order along the fence */
        g_string_append (fence, _(" – "));
      g_string_append (fence, board->cities[board->fence[i]].name);
    }
  add (builder, board->fence_source, g_strdup (_("Fusion Fence")), "%s", fence->str);

  /* Rules note 22 */
  if (keys->len > 0)
    add (builder, key_source, g_strdup (_("Key cities")), "%s", keys->str);

  for (guint f = 0; f < board->n_formations; f++)
    {
      const GmpFormation *formation = &board->formations[f];
      g_autoptr(GString) hives = g_string_new (NULL);
      g_autoptr(GString) flags = g_string_new (NULL);
      GmpSource hive_source = GMP_SOURCE_RULES;
      GmpSource flag_source = GMP_SOURCE_RULES;

      for (guint i = 0; i < board->n_cities; i++)
        {
          const GmpCity *city = &board->cities[i];

          if (city->hive == (int) f)
            {
              hive_source = combine (hive_source, city->hive_source);
              append_item (hives, city->name);
            }
          if (city->flag == (int) f)
            {
              flag_source = combine (flag_source, city->flag_source);
              append_item (flags, city->name);
            }
        }
      if (hives->len > 0)
        /* Translators: %s is a Swarm formation: "Swarm 1 hives" */
        add (builder, hive_source, g_strdup_printf (_("%s hives"), formation->name),
             "%s", hives->str);
      /* Rules note 23 */
      if (flags->len > 0)
        /* Translators: %s is an Allied nation: "French flags" */
        add (builder, flag_source, g_strdup_printf (_("%s flags"), formation->name),
             "%s", flags->str);
    }
}

/* Counters */

static void
list_formations (Builder        *builder,
                 const GmpBoard *board,
                 GmpSide         side,
                 gboolean        allied,
                 const char     *title)
{
  g_autoptr(GString) names = g_string_new (NULL);
  GmpSource source = GMP_SOURCE_RULES;

  for (guint f = 0; f < board->n_formations; f++)
    {
      const GmpFormation *formation = &board->formations[f];

      if (formation->side != side || !formation->allied != !allied)
        continue;
      source = combine (source, formation->source);
      append_item (names, formation->name);
    }
  if (names->len > 0)
    add (builder, source, g_strdup (title), "%s", names->str);
}

static void
list_unit_type (Builder           *builder,
                const GmpBoard    *board,
                const GmpUnitType *type)
{
  g_autofree char *fresh = NULL;
  g_autofree char *fresh_text = NULL;
  g_autofree char *reduced_text = NULL;

  if (type->guard)
    {
      /* Rules note 3: its die is on its hidden side, from the pool. */
      add (builder, type->source, g_strdup (type->name), "%s",
           _("Never moves or Retreats; one Hit eliminates it; rolls one die at the "
             "value revealed on its hidden side (see National Guard)"));
      return;
    }

  /* Translators: %s is a unit type: "Spider: movement" */
  add (builder, type->source, g_strdup_printf (_("%s: movement"), type->name),
       g_dngettext (GETTEXT_PACKAGE, "%u MP", "%u MP", type->mp), type->mp);

  fresh = format_dice (type->fresh_dice, type->n_fresh_dice);
  if (type->paired_dice)
    /* Translators: the Tank rule; %s is its two dice: "4+ 4+" */
    fresh_text = g_strdup_printf (_("Fresh %s, paired: one Hit if one or both dice hit, "
                                    "two Hits on hitting doubles"), fresh);
  else
    /* Translators: %s is dice: "4+ 5+" */
    fresh_text = g_strdup_printf (_("Fresh %s"), fresh);

  if (type->has_reduced)
    {
      g_autofree char *reduced = format_dice (type->reduced_dice, type->n_reduced_dice);

      /* Translators: %s is dice: "5+" */
      reduced_text = g_strdup_printf (_("Reduced %s"), reduced);
    }
  else
    {
      reduced_text = g_strdup (_("no Reduced side: one Hit eliminates it"));
    }

  /* Translators: %s is a unit type: "Spider: dice" */
  add (builder,
       combine (type->fresh_source, type->has_reduced ? type->reduced_source : type->fresh_source),
       g_strdup_printf (_("%s: dice"), type->name),
       /* Translators: the Fresh and the Reduced side's dice */
       _("%s · %s"), fresh_text, reduced_text);
}

static void
list_counters (Builder        *builder,
               const GmpBoard *board)
{
  builder->category = GMP_BOARD_INFO_COUNTERS;

  list_formations (builder, board, GMP_SIDE_SWARM, FALSE, _("Swarm Formations"));
  list_formations (builder, board, GMP_SIDE_HUMANS, FALSE, _("Human Formations"));
  /* Rules note 23 */
  list_formations (builder, board, GMP_SIDE_HUMANS, TRUE, _("Allied Formations"));

  for (guint i = 0; i < board->n_unit_types; i++)
    list_unit_type (builder, board, &board->unit_types[i]);
}

/* Forts: rules note 17 */

static void
list_forts (Builder        *builder,
            const GmpBoard *board)
{
  builder->category = GMP_BOARD_INFO_FORTS;

  for (guint i = 0; i < board->n_forts; i++)
    {
      const GmpFort *fort = &board->forts[i];

      /* Translators: a Fort's formation and starting strength: "Human A, strength 2" */
      add (builder, fort->source, g_strdup (board->cities[fort->city].name),
           _("%s, strength %u"), board->formations[fort->formation].name, fort->strength);
    }
}

/* Chits and FX */

static char *
describe_effect (const GmpFxEffect *effect)
{
  guint count = (guint) MAX (effect->count, 0);

  switch (effect->kind)
    {
    case GMP_FX_EXTRA_DICE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "In one Combat, roll %u extra die hitting on %d+",
                                           "In one Combat, roll %u extra dice hitting on %d+",
                                           count),
                              count, effect->value);
    case GMP_FX_CANCEL_HITS:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "In one Combat, cancel %u Hit against your side",
                                           "In one Combat, cancel the first %u Hits against your "
                                           "side",
                                           count),
                              count);
    case GMP_FX_HIT_MODIFIER:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "In one Combat, your dice hit on %u pip less "
                                           "(never below %d)",
                                           "In one Combat, your dice hit on %u pips less "
                                           "(never below %d)",
                                           count),
                              count, effect->value);
    case GMP_FX_FORT_EXTRA_DICE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "In one Fort Combat, the Fort rolls %u extra die",
                                           "In one Fort Combat, the Fort rolls %u extra dice",
                                           count),
                              count);
    case GMP_FX_REROLL_MISSES:
      /* Rules note 43 */
      return g_strdup (_("In one Combat, re-roll the missed dice of the side’s units once "
                         "(Guards too, never a Fort’s: Rules note 43)"));
    case GMP_FX_BARRAGE_RETURN_FIRE:
      /* Rules note 18 */
      return g_strdup (_("The Swarm fires back during a Fort Barrage"));
    case GMP_FX_EXTRA_MP:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "One Formation’s units get %u more MP this Activation",
                                           "One Formation’s units get %u more MP this Activation",
                                           count),
                              count);
    case GMP_FX_FORT_DAMAGE:
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Reduce one undestroyed Fort’s strength by %u, "
                                           "without Combat",
                                           "Reduce one undestroyed Fort’s strength by %u, "
                                           "without Combat",
                                           count),
                              count);
    case GMP_FX_ELIMINATE_CITY:
      return g_strdup (_("Eliminate every unit, of both sides, in one city without a Fort"));
    default:
      g_return_val_if_reached (NULL);
    }
}

char *
gmp_board_info_describe_fx (const GmpBoard *board,
                            guint           chit)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (board != NULL, NULL);

  if (chit >= board->n_chits || board->chits[chit].n_effects == 0)
    return NULL;
  for (guint e = 0; e < board->chits[chit].n_effects; e++)
    {
      g_autofree char *effect = describe_effect (&board->chits[chit].effects[e]);

      /* One sentence each: the effects are listed as phrases */
      if (text->len > 0)
        g_string_append_c (text, ' ');
      /* TRANSLATORS: an FX's effect as a sentence of its own: "In one combat, …." */
      g_string_append_printf (text, _("%s."), effect);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
describe_chit (const GmpBoard *board,
               const GmpChit  *chit)
{
  g_autoptr(GString) text = g_string_new (NULL);

  switch (chit->kind)
    {
    case GMP_CHIT_ACTIVATION:
      /* Translators: %s is a formation: "Activation chit of Swarm 1" */
      g_string_append_printf (text, _("Activation Chit of %s"),
                              board->formations[chit->formation].name);
      break;
    case GMP_CHIT_FX:
      /* Translators: %s is the side that owns it: "FX chit (Swarm)" */
      g_string_append_printf (text, _("FX chit (%s)"), gmp_side_get_name (chit->owner));
      break;
    case GMP_CHIT_END:
    default:
      /* Rules note 1 */
      g_string_append (text, _("Ends the Action Phase when enough of them are drawn"));
      break;
    }

  /* Translators: between the parts of a chit's description */
  g_string_append (text, _("; "));
  switch (chit->start)
    {
    case GMP_CHIT_START_TIME_TRACK:
      /* Rules note 2 */
      g_string_append_printf (text, _("enters the cup on turn %u"), chit->start_turn);
      break;
    case GMP_CHIT_START_WITH_ALLY:
      /* Rules note 23. Translators: %s is an Allied nation */
      g_string_append_printf (text, _("enters the cup with %s"),
                              board->formations[chit->formation].name);
      break;
    case GMP_CHIT_START_CUP:
    default:
      g_string_append (text, _("starts in the cup"));
      break;
    }

  if (chit->fort_only)
    {
      g_string_append (text, _("; "));
      g_string_append (text, _("only in a Fort Combat"));
    }
  if (chit->danger)
    {
      /* Rules note 21 */
      g_string_append (text, _("; "));
      g_string_append (text, _("using it advances the Danger marker"));
    }

  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
list_chits (Builder        *builder,
            const GmpBoard *board)
{
  builder->category = GMP_BOARD_INFO_CHITS;

  for (guint i = 0; i < board->n_chits; i++)
    {
      const GmpChit *chit = &board->chits[i];
      g_autofree char *description = describe_chit (board, chit);

      add (builder, chit->source, g_strdup (chit->name), "%s", description);
      for (guint e = 0; e < chit->n_effects; e++)
        {
          g_autofree char *effect = describe_effect (&chit->effects[e]);

          /* Translators: %s is an FX chit: "Wasp: effect" */
          add (builder, chit->effects[e].source, g_strdup_printf (_("%s: effect"), chit->name),
               "%s", effect);
        }
    }
}

/* National Guard: rules note 3 */

static void
list_guard (Builder        *builder,
            const GmpBoard *board)
{
  g_autoptr(GString) pool = g_string_new (NULL);
  guint counts[7] = { 0 };

  builder->category = GMP_BOARD_INFO_GUARD;

  for (guint sum = 2; sum < G_N_ELEMENTS (board->guard_table); sum++)
    if (board->guard_table[sum] != GMP_NONE)
      /* Translators: %u is a roll of two dice, from 2 to 12: "Roll 7" */
      add (builder, board->guard_table_source, g_strdup_printf (_("Roll %u"), sum),
           "%s", board->cities[board->guard_table[sum]].name);

  for (guint i = 0; i < board->n_guard_pool; i++)
    if (board->guard_pool[i] < G_N_ELEMENTS (counts))
      counts[board->guard_pool[i]]++;
  for (guint value = 0; value < G_N_ELEMENTS (counts); value++)
    {
      g_autofree char *item = NULL;

      if (counts[value] == 0)
        continue;
      if (value == 0)
        item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u blank", "%u blank",
                                             counts[value]),
                                counts[value]);
      else
        /* Translators: counters whose hidden side is a die hitting on that value */
        item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u at %u+", "%u at %u+",
                                             counts[value]),
                                counts[value], value);
      append_item (pool, item);
    }
  add (builder, board->guard_pool_source, g_strdup (_("Face-down counters")),
       g_dngettext (GETTEXT_PACKAGE, "%u counter: %s", "%u counters: %s", board->n_guard_pool),
       board->n_guard_pool, pool->str);
}

/* Danger Track: rules note 21 */

static void
list_danger (Builder        *builder,
             const GmpBoard *board)
{
  builder->category = GMP_BOARD_INFO_DANGER;

  for (guint i = 0; i < board->n_danger; i++)
    {
      /* Translators: a space of the Danger Track, counted from 0 */
      char *name = i == 0 ? g_strdup (_("Start space"))
                          : g_strdup_printf (_("Space %u"), i);

      if (board->danger[i] == 0)
        add (builder, board->danger_source, name, "%s", _("No die symbols: no Danger roll"));
      else
        add (builder, board->danger_source, name,
             /* Translators: "Lose on a roll of 11 or more with 2 dice" */
             g_dngettext (GETTEXT_PACKAGE,
                          "Lose on a roll of %u or more with %u die",
                          "Lose on a roll of %u or more with %u dice",
                          board->rules.danger_dice),
             board->danger[i], board->rules.danger_dice);
    }
}

/* Rules numbers */

static void
list_rules (Builder        *builder,
            const GmpBoard *board)
{
  const GmpRules *rules = &board->rules;
  const GmpSource *sources = board->rules_sources;

  builder->category = GMP_BOARD_INFO_RULES;

  /* Rules note 7 */
  add (builder, sources[GMP_RULE_STACKING_LIMIT], g_strdup (_("Stacking limit")),
       g_dngettext (GETTEXT_PACKAGE, "%u unit per side per city; a Fort counts its strength",
                    "%u units per side per city; a Fort counts its strength",
                    rules->stacking_limit),
       rules->stacking_limit);
  /* Rules note 22 */
  add (builder, sources[GMP_RULE_TURNS], g_strdup (_("Game length")),
       g_dngettext (GETTEXT_PACKAGE, "%u turn", "%u turns", rules->turns), rules->turns);
  /* Rules note 1 */
  add (builder, sources[GMP_RULE_ENDS_PER_TURN], g_strdup (_("End of the Action Phase")),
       g_dngettext (GETTEXT_PACKAGE, "When %u “…The End???” chit is drawn",
                    "When %u “…The End???” chits are drawn", rules->ends_per_turn),
       rules->ends_per_turn);
  /* Rules note 16 */
  add (builder, sources[GMP_RULE_TIME_TRACK_DELAY], g_strdup (_("Time Track")),
       g_dngettext (GETTEXT_PACKAGE, "Eliminated Swarm units return %u turn later",
                    "Eliminated Swarm units return %u turns later", rules->time_track_delay),
       rules->time_track_delay);
  add (builder, sources[GMP_RULE_TIME_TRACK_LAST_TURN], g_strdup (_("Time Track, late turns")),
       _("From turn %u on, eliminated Swarm units leave the game"),
       rules->time_track_last_turn);
  /* Rules note 15 */
  add (builder, sources[GMP_RULE_OVERRUN_ATTACKERS], g_strdup (_("Overrun, acting units")),
       g_dngettext (GETTEXT_PACKAGE, "At least %u unit", "At least %u units",
                    rules->overrun_attackers),
       rules->overrun_attackers);
  add (builder, sources[GMP_RULE_OVERRUN_DEFENDERS], g_strdup (_("Overrun, enemy units")),
       g_dngettext (GETTEXT_PACKAGE, "At most %u unit", "At most %u units",
                    rules->overrun_defenders),
       rules->overrun_defenders);
  /* Rules note 17 */
  add (builder, sources[GMP_RULE_FORT_HIT], g_strdup (_("Fort dice")),
       _("One die per strength point, hitting on %u+"), rules->fort_hit);
  /* Rules note 3 */
  add (builder, sources[GMP_RULE_GUARD_ROLLS], g_strdup (_("National Guard rolls")),
       g_dngettext (GETTEXT_PACKAGE, "%u roll on the table at setup",
                    "%u rolls on the table at setup", rules->guard_rolls),
       rules->guard_rolls);
  add (builder, sources[GMP_RULE_GUARD_MAX_PER_CITY], g_strdup (_("Guards per city")),
       g_dngettext (GETTEXT_PACKAGE, "At most %u; a roll past it is rolled again",
                    "At most %u; a roll past it is rolled again", rules->guard_max_per_city),
       rules->guard_max_per_city);
  /* Rules note 21 */
  add (builder, sources[GMP_RULE_DANGER_DICE], g_strdup (_("Danger dice")),
       g_dngettext (GETTEXT_PACKAGE, "%u die rolled For Danger", "%u dice rolled For Danger",
                    rules->danger_dice),
       rules->danger_dice);
  /* Rules note 22 */
  add (builder, sources[GMP_RULE_VICTORY_KEY_CITIES], g_strdup (_("Swarm victory")),
       g_dngettext (GETTEXT_PACKAGE, "%u key city destroyed", "%u key cities destroyed",
                    rules->victory_key_cities),
       rules->victory_key_cities);
}

/* Setup */

/* "2 Infantry, 1 Tank" for the units of @units that pass the filter. */
static char *
describe_units (const GmpBoard     *board,
                const GmpSetupUnit *units,
                guint               n_units,
                int                 city,
                int                 formation)
{
  GString *text = g_string_new (NULL);
  int last_formation = GMP_NONE;

  for (guint i = 0; i < n_units; i++)
    {
      g_autofree char *item = NULL;

      if (units[i].city != city || (formation != GMP_NONE && units[i].formation != formation))
        continue;
      /* A city's units listed with their formation: "2 Infantry, 1 Tank (Human A)" */
      if (formation == GMP_NONE && units[i].formation != GMP_NONE
          && units[i].formation != last_formation)
        {
          if (last_formation != GMP_NONE)
            g_string_append_printf (text, " (%s)", board->formations[last_formation].name);
          last_formation = units[i].formation;
        }
      /* TRANSLATORS: a count of units of one type the setup places: "2 Infantry".
       * The unit's name is the board's, as the Portuguese rules keep it ("duas
       * unidades de Infantry"): say what frames it in your language */
      item = g_strdup_printf (ngettext ("%u %s", "%u %s", units[i].count), units[i].count,
                              board->unit_types[units[i].type].name);
      append_item (text, item);
    }
  if (last_formation != GMP_NONE)
    g_string_append_printf (text, " (%s)", board->formations[last_formation].name);
  return g_string_free (text, FALSE);
}

static void
list_setup (Builder        *builder,
            const GmpBoard *board)
{
  g_autofree char *garrison = describe_units (board, board->hive_garrison,
                                              board->n_hive_garrison, GMP_NONE, GMP_NONE);

  builder->category = GMP_BOARD_INFO_SETUP;

  if (*garrison != '\0')
    add (builder, board->hive_garrison_source, g_strdup (_("Each hive")),
         /* Translators: %s is units: "2 Ant, 1 Spider, 1 Worm" */
         _("%s of the hive’s Formation"), garrison);

  for (guint c = 0; c < board->n_cities; c++)
    {
      g_autofree char *units = describe_units (board, board->setup_units,
                                               board->n_setup_units, (int) c, GMP_NONE);

      if (*units != '\0')
        add (builder, board->placement_source, g_strdup (board->cities[c].name), "%s", units);
    }

  /* Rules note 23 */
  for (guint f = 0; f < board->n_formations; f++)
    {
      g_autofree char *units = describe_units (board, board->setup_units,
                                               board->n_setup_units, GMP_NONE, (int) f);

      if (*units != '\0')
        /* Translators: %s is an Allied nation: "Set aside: French" */
        add (builder, board->reserve_source,
             g_strdup_printf (_("Set aside: %s"), board->formations[f].name), "%s", units);
    }
}

GPtrArray *
gmp_board_info_list (const GmpBoard *board)
{
  Builder builder;

  g_return_val_if_fail (board != NULL, NULL);

  builder.entries = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_board_info_entry_free);
  list_map (&builder, board);
  list_counters (&builder, board);
  list_forts (&builder, board);
  list_chits (&builder, board);
  list_guard (&builder, board);
  list_danger (&builder, board);
  list_rules (&builder, board);
  list_setup (&builder, board);
  return builder.entries;
}

void
gmp_board_info_entry_free (GmpBoardInfoEntry *entry)
{
  if (entry == NULL)
    return;
  g_free (entry->name);
  g_free (entry->value);
  g_free (entry);
}

const char *
gmp_board_info_category_get_name (GmpBoardInfoCategory category)
{
  switch (category)
    {
    case GMP_BOARD_INFO_MAP:
      return _("Map");
    case GMP_BOARD_INFO_COUNTERS:
      return _("Counters");
    case GMP_BOARD_INFO_FORTS:
      return _("Forts");
    case GMP_BOARD_INFO_CHITS:
      return _("Chits and FX");
    case GMP_BOARD_INFO_GUARD:
      return _("National Guard");
    case GMP_BOARD_INFO_DANGER:
      return _("Danger Track");
    case GMP_BOARD_INFO_RULES:
      return _("Rules Numbers");
    case GMP_BOARD_INFO_SETUP:
      return _("Setup");
    case GMP_N_BOARD_INFO_CATEGORIES:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_source_get_label (GmpSource source)
{
  return source == GMP_SOURCE_RULES ? _("From the rules") : _("Reconstructed");
}
