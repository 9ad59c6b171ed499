/* gmp-combat-words.c: a combat's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat, Fort Combat; rules notes 12, 13, 16. The names of the
 * units and dice a combat asks about, the rulings that explain who retreats
 * and where an eliminated unit went, and the messages of a refused
 * allocation: the sentences apart from the rules that decide them.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat-private.h"
#include "gmp-describe.h"
#include "gmp-error.h"

char *
gmp_combat_unit_label (const GmpState *state,
                       guint           id)
{
  const GmpUnit *unit;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  unit = &g_array_index (state->units, GmpUnit, id);
  /* As its counter names it, as the narration does: "Ant 1"; the app's own
   * number is for commands that type it, never for players (issue 16) */
  return gmp_describe_counter (state->board, (int) unit->type, unit->formation);
}

/* One part of a side's Hits in words: "Ant 1 is reduced", or n identical
 * units that fare alike, "2 × Infantry B are reduced" */
static void
append_unit_hits (GString    *text,
                  const char *name,
                  gboolean    eliminated,
                  guint       n)
{
  if (text->len > 0)
    g_string_append (text, ", ");
  /* A statement, in the history's sentences too: pt_BR "é eliminada",
   * where the command line's list says "eliminar" */
  if (n == 1 && eliminated)
    g_string_append_printf (text, C_("hits taken", "%s is eliminated"), name);
  else if (n == 1)
    g_string_append_printf (text, C_("hits taken", "%s is reduced"), name);
  else if (eliminated)
    /* TRANSLATORS: identical units eliminated alike, "2 × Infantry B are eliminated" */
    g_string_append_printf (text, ngettext ("%u × %s is eliminated", "%u × %s are eliminated", n),
                            n, name);
  else
    /* TRANSLATORS: identical units reduced alike, "2 × Infantry B are reduced" */
    g_string_append_printf (text, ngettext ("%u × %s is reduced", "%u × %s are reduced", n),
                            n, name);
}

char *
gmp_combat_hits_words (const char *const *names,
                       const gboolean    *eliminated,
                       guint              n_units,
                       guint              fort_hits,
                       guint              lost)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (n_units == 0 || (names != NULL && eliminated != NULL), NULL);

  /* Units of one name and fate said once, in the order first met: the
   * players cannot tell two "Infantry B" counters apart either */
  for (guint i = 0; i < n_units; i++)
    {
      guint same = 1;
      gboolean told = FALSE;

      for (guint j = 0; j < i && !told; j++)
        told = eliminated[j] == eliminated[i] && g_strcmp0 (names[j], names[i]) == 0;
      if (told)
        continue;
      for (guint j = i + 1; j < n_units; j++)
        same += eliminated[j] == eliminated[i] && g_strcmp0 (names[j], names[i]) == 0;
      append_unit_hits (text, names[i], eliminated[i], same);
    }
  if (fort_hits > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, ngettext ("the Fort loses %u strength point",
                                              "the Fort loses %u strength points",
                                              fort_hits),
                              fort_hits);
    }
  if (lost > 0)
    {
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append_printf (text, ngettext ("%u Hit nothing can take",
                                              "%u Hits nothing can take",
                                              lost),
                              lost);
    }
  if (text->len == 0)
    g_string_append (text, _("no Hits"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

char *
gmp_combat_allocation_words (const GmpState      *state,
                             const GmpAllocation *allocation,
                             GmpUnitLabelFunc     unit_label)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  gboolean eliminated[G_N_ELEMENTS (allocation->units)];
  guint n = 0;

  g_return_val_if_fail (state != NULL && allocation != NULL, NULL);

  if (unit_label == NULL)
    unit_label = gmp_combat_unit_label;
  for (guint i = 0; i < allocation->n_units && n < G_N_ELEMENTS (eliminated); i++)
    {
      if (allocation->hits[i] == 0)
        continue;
      g_ptr_array_add (names, unit_label (state, allocation->units[i]));
      eliminated[n++] = allocation->hits[i] >= gmp_combat_unit_capacity (state, allocation->units[i]);
    }
  return gmp_combat_hits_words ((const char *const *) names->pdata, eliminated, n,
                                allocation->fort_hits, allocation->lost);
}

char *
gmp_combat_hits_taken_sentence (GmpSide     side,
                                const char *city,
                                const char *hits,
                                gboolean    most_units)
{
  g_return_val_if_fail (city != NULL && hits != NULL, NULL);

  if (most_units && side == GMP_SIDE_SWARM)
    /* TRANSLATORS: the Hits the Swarm took, placed to keep the most units in
     * play, unit by unit: "…in St. Louis keeping the most units: Ant 1 is reduced…" */
    return g_strdup_printf (_("The Swarm takes its Hits in %s keeping the most units: %s "
                              "(Rules note 12)."), city, hits);
  if (most_units)
    return g_strdup_printf (_("The Humans take their Hits in %s keeping the most units: %s "
                              "(Rules note 12)."), city, hits);
  if (side == GMP_SIDE_SWARM)
    /* TRANSLATORS: the Hits the Swarm took, unit by unit: "…in St. Louis: Ant 1 is reduced…" */
    return g_strdup_printf (_("The Swarm takes its Hits in %s: %s (Rules note 12)."), city, hits);
  /* TRANSLATORS: the Hits the Humans took, unit by unit: "…in Chicago: Infantry A is eliminated…" */
  return g_strdup_printf (_("The Humans take their Hits in %s: %s (Rules note 12)."), city, hits);
}

char *
_gmp_combat_thresholds_text (const guint8 *thresholds,
                             guint         n)
{
  GString *s = g_string_new (NULL);
  gboolean same = TRUE;

  for (guint i = 1; i < n; i++)
    same &= thresholds[i] == thresholds[0];
  for (guint i = 0; i < (same ? MIN (n, 1) : n); i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      if (thresholds[i] >= GMP_DIE_NEVER)
        g_string_append (s, _("never"));
      else
        g_string_append_printf (s, "%u+", thresholds[i]);
    }
  return g_string_free (s, FALSE);
}

char *
_gmp_combat_combatant_label (const GmpCombat    *combat,
                             const GmpCombatant *c)
{
  const GmpBoard *board = combat->board;

  switch (c->kind)
    {
    case GMP_COMBATANT_FORT:
      /* Translators: the Fort of a city, e.g. "Fort Chicago" */
      return g_strdup_printf (_("Fort %s"), board->cities[board->forts[c->index].city].name);
    case GMP_COMBATANT_FX:
      return g_strdup (board->chits[c->index].name);
    case GMP_COMBATANT_UNIT:
    default:
      return gmp_describe_counter (board, (int) c->type, c->formation);
    }
}

void
gmp_combat_rule_elimination (GPtrArray      *rulings,
                             const GmpState *state,
                             guint           id)
{
  const GmpUnit *unit;
  g_autofree char *label = NULL;

  g_return_if_fail (state != NULL && id < state->units->len);

  if (rulings == NULL)
    return;
  unit = &g_array_index (state->units, GmpUnit, id);
  label = gmp_combat_unit_label (state, id);
  if (unit->place == GMP_PLACE_TIME_TRACK)
    gmp_rulings_add (rulings, 16,
                     _("%s is eliminated and goes on the Time Track, turn %u."), label, unit->turn);
  else
    gmp_rulings_add (rulings, 16, _("%s is eliminated and leaves the game."), label);
}

/* The ruling when `loser` must retreat (rules note 13). */
void
_gmp_combat_rule_loser (GmpCombat *combat,
                        GmpSide    loser)
{
  guint mine = combat->suffered[loser], theirs = combat->suffered[other_side (loser)];

  if (mine == theirs && loser == GMP_SIDE_SWARM)
    gmp_rulings_add (combat->rulings, 13,
                     ngettext ("Both sides suffered %u Hit: the acting side, the Swarm, must Retreat.",
                               "Both sides suffered %u Hits: the acting side, the Swarm, must Retreat.",
                               mine), mine);
  else if (mine == theirs)
    gmp_rulings_add (combat->rulings, 13,
                     ngettext ("Both sides suffered %u Hit: the acting side, the Humans, must Retreat.",
                               "Both sides suffered %u Hits: the acting side, the Humans, must Retreat.",
                               mine), mine);
  else
    gmp_rulings_add (combat->rulings, 13,
                     /* Translators: "(3 against 1)": Hits suffered by each side */
                     loser == GMP_SIDE_SWARM
                     ? _("The Swarm suffered more Hits (%u against %u) and must Retreat.")
                     : _("The Humans suffered more Hits (%u against %u) and must Retreat."),
                     mine, theirs);
}

/* Why a Hit named a unit that is not one of side's units in the combat
 * (rules notes 11, 12). */
void
_gmp_combat_set_not_in_combat_error (const GmpCombat  *combat,
                                     const GmpState   *state,
                                     GmpSide           side,
                                     guint             hit,
                                     guint             id,
                                     GError          **error)
{
  g_autofree char *label = NULL;
  const GmpUnit *unit;

  if (id >= state->units->len)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Hit %u names unit #%u, and there is no such unit (Rules note 12)."), hit, id);
      return;
    }
  label = gmp_combat_unit_label (state, id);
  unit = &g_array_index (state->units, GmpUnit, id);
  if (unit_type_of (state, unit)->side != side)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("Hit %u names %s, a unit of the other side: each side takes the Hits "
                   "it suffers on its own units (Rules note 12)."), hit, label);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("Hit %u names %s, which takes no part in the Combat in %s "
                   "(Rules notes 11, 12)."), hit, label, combat->board->cities[combat->city].name);
}

/* A Hit on a unit that has already taken all it can absorb (rules note 12). */
void
_gmp_combat_set_too_many_on_unit_error (const GmpState  *state,
                                        guint            hit,
                                        guint            id,
                                        guint            capacity,
                                        GError         **error)
{
  g_autofree char *label = gmp_combat_unit_label (state, id);

  if (capacity == 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("Hit %u is illegal: %s is a blank Guard and absorbs no Hit (Rules note 12)."),
                 hit, label);
  else if (capacity == 1)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("Hit %u is illegal: %s is Reduced or a Guard, and one Hit eliminates it "
                   "(Rules note 12)."), hit, label);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("Hit %u is illegal: %s is Fresh and absorbs two Hits at most: the first "
                   "flips it, the second eliminates it (Rules note 12)."), hit, label);
}
