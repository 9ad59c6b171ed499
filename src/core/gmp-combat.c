/* gmp-combat.c: combat in a city, hit allocation, overrun and Fort options
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"
#include <stdarg.h>
#include <string.h>

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-fx.h"

void
gmp_die_request_free (GmpDieRequest *request)
{
  if (request == NULL)
    return;
  g_free (request->label);
  g_free (request);
}

/* Helpers */

static GmpSide
other_side (GmpSide side)
{
  return side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
}

static const GmpUnitType *
unit_type_of (const GmpState *state,
              const GmpUnit  *unit)
{
  return &state->board->unit_types[unit->type];
}

static gboolean
unit_participates (const GmpState *state,
                   const GmpUnit  *unit,
                   guint           city)
{
  /* Rules note 11: units that retreated in this activation take no part. */
  return unit->place == GMP_PLACE_MAP && unit->city == (int) city && !unit->retreated_in;
}

static char *
format_unit_label (const GmpBoard *board,
                   guint           type,
                   int             formation,
                   guint           id)
{
  const char *name = board->unit_types[type].name;

  if (formation >= 0 && (guint) formation < board->n_formations)
    /* Translators: a unit: its type, its formation and its number, e.g. "Tank (A) #3" */
    return g_strdup_printf (_("%s (%s) #%u"), name, board->formations[formation].id, id);
  /* Translators: a unit without a formation (a Guard) and its number */
  return g_strdup_printf (_("%s #%u"), name, id);
}

char *
gmp_combat_unit_label (const GmpState *state,
                       guint           id)
{
  const GmpUnit *unit;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  unit = &g_array_index (state->units, GmpUnit, id);
  return format_unit_label (state->board, unit->type, unit->formation, id);
}

static gboolean
combat_is_fort_combat (const GmpCombat *combat)
{
  return combat->fort != GMP_NONE;
}

/* The FX effect of `kind` in side's played chit, or NULL. */
static const GmpFxEffect *
side_effect (const GmpCombat *combat,
             GmpSide          side,
             GmpFxEffectKind  kind)
{
  return gmp_fx_find_effect (combat->board, combat->fx[side], kind);
}

static gboolean
side_rolls (const GmpCombat *combat,
            GmpSide          side)
{
  if (combat->mode != GMP_COMBAT_BARRAGE)
    return TRUE;
  /* Rules notes 18, 40: in a Barrage only the Fort rolls, unless the Swarm
   * plays an FX that fires back (Wasp): then every Swarm unit rolls as in a
   * normal combat, and the FX's own extra die too. */
  if (side == GMP_SIDE_SWARM)
    return side_effect (combat, side, GMP_FX_BARRAGE_RETURN_FIRE) != NULL;
  return FALSE;
}

guint8
gmp_combat_die_threshold (const GmpCombat *combat,
                          GmpSide          side,
                          guint            threshold)
{
  const GmpFxEffect *mod;
  int t = threshold;

  g_return_val_if_fail (combat != NULL, GMP_DIE_NEVER);

  /* An FX hit modifier (the Drone in the default board): never below its value.
   * The Fort's dice are Human dice and take it too (Rules note 30). */
  mod = side_effect (combat, side, GMP_FX_HIT_MODIFIER);
  if (mod != NULL && t > mod->value)
    t = MAX (t - mod->count, mod->value);
  return (guint8) CLAMP (t, 1, GMP_DIE_NEVER);
}

/* Sets every combatant's dice from its counter side, the Fort's strength,
 * the mode and the FX played. */
static void
setup_dice (GmpCombat *combat)
{
  const GmpBoard *board = combat->board;

  for (guint i = 0; i < combat->combatants->len; i++)
    {
      GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      guint8 base[GMP_COMBAT_MAX_DICE];
      guint n = 0;

      c->paired = FALSE;
      switch (c->kind)
        {
        case GMP_COMBATANT_UNIT:
          if (!side_rolls (combat, c->side))
            break;
          if (c->guard)
            {
              /* A Guard rolls one die at its revealed value; a blank never fights. */
              const GmpUnitType *type = &board->unit_types[c->type];
              guint dice = MAX (type->n_fresh_dice, 1);
              if (c->blank || c->index <= 0)
                break;
              for (n = 0; n < dice && n < GMP_COMBAT_MAX_DICE; n++)
                base[n] = (guint8) c->index;   /* the Guard's value, kept in index */
            }
          else
            {
              const GmpUnitType *type = &board->unit_types[c->type];
              gboolean fresh = c->capacity == 2 || !type->has_reduced;
              const guint8 *dice = fresh ? type->fresh_dice : type->reduced_dice;
              guint count = fresh ? type->n_fresh_dice : type->n_reduced_dice;
              for (n = 0; n < count && n < GMP_COMBAT_MAX_DICE; n++)
                base[n] = dice[n];
              /* The Fresh Tank rule works on a pair of dice. */
              c->paired = fresh && type->paired_dice && count == 2;
            }
          break;

        case GMP_COMBATANT_FORT:
          {
            const GmpFxEffect *extra = side_effect (combat, c->side, GMP_FX_FORT_EXTRA_DICE);
            guint dice = combat->fort_strength + (extra != NULL ? MAX (extra->count, 0) : 0);
            /* Rules note 17: one die per strength point at the board's Fort hit. */
            for (n = 0; n < dice && n < GMP_COMBAT_MAX_DICE; n++)
              base[n] = (guint8) board->rules.fort_hit;
          }
          break;

        case GMP_COMBATANT_FX:
          {
            const GmpFxEffect *extra = side_effect (combat, c->side, GMP_FX_EXTRA_DICE);
            if (extra == NULL || !side_rolls (combat, c->side))
              break;
            for (n = 0; n < (guint) MAX (extra->count, 0) && n < GMP_COMBAT_MAX_DICE; n++)
              base[n] = (guint8) CLAMP (extra->value, 1, GMP_DIE_NEVER);
          }
          break;

        default:
          g_assert_not_reached ();
        }

      c->n_dice = n;
      for (guint d = 0; d < n; d++)
        c->thresholds[d] = gmp_combat_die_threshold (combat, c->side, base[d]);
    }
}

static int
combatant_order (const GmpCombatant *a,
                 const GmpCombatant *b,
                 GmpSide             acting)
{
  if (a->side != b->side)
    return a->side == acting ? -1 : 1;
  if (a->kind != b->kind)
    return (int) a->kind - (int) b->kind;
  if (a->kind == GMP_COMBATANT_UNIT)
    return a->unit < b->unit ? -1 : a->unit > b->unit;
  return a->index - b->index;
}

static void
sort_combatants (GmpCombat *combat)
{
  GArray *array = combat->combatants;

  /* Insertion sort: a handful of entries, and it keeps no global state. */
  for (guint i = 1; i < array->len; i++)
    for (guint j = i; j > 0; j--)
      {
        GmpCombatant *a = &g_array_index (array, GmpCombatant, j - 1);
        GmpCombatant *b = &g_array_index (array, GmpCombatant, j);
        GmpCombatant tmp;
        if (combatant_order (a, b, combat->acting) <= 0)
          break;
        tmp = *a;
        *a = *b;
        *b = tmp;
      }
}

gboolean
gmp_combat_needed (const GmpState *state,
                   guint           city)
{
  guint count[GMP_N_SIDES] = { 0, 0 };

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (city < state->board->n_cities, FALSE);

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      if (unit_participates (state, unit, city))
        count[state->board->unit_types[unit->type].side]++;
    }
  if (count[GMP_SIDE_SWARM] == 0)
    return FALSE;
  return count[GMP_SIDE_HUMANS] > 0 || gmp_state_has_fort (state, city);
}

static void
add_unit_combatant (GmpCombat      *combat,
                    const GmpState *state,
                    guint           id)
{
  const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
  const GmpUnitType *type = unit_type_of (state, unit);
  GmpCombatant c = { 0, };

  c.kind = GMP_COMBATANT_UNIT;
  c.side = type->side;
  c.unit = id;
  c.type = unit->type;
  c.formation = unit->formation;
  c.index = GMP_NONE;
  c.guard = type->guard;
  if (type->guard)
    {
      c.guard_hidden = !unit->revealed;
      c.blank = unit->guard_value == GMP_GUARD_BLANK;
      c.index = unit->guard_value;
      c.capacity = c.blank ? 0 : 1;
    }
  else
    c.capacity = (type->has_reduced && !unit->reduced) ? 2 : 1;
  g_array_append_val (combat->combatants, c);
}

void
gmp_combat_set_explain (GmpCombat *combat,
                        gboolean   explain)
{
  g_return_if_fail (combat != NULL);

  if (!explain)
    g_clear_pointer (&combat->rulings, g_ptr_array_unref);
  else if (combat->rulings == NULL)
    combat->rulings = gmp_rulings_new ();
}

static GmpCombat *
combat_new (const GmpState  *state,
            guint            city,
            GmpSide          acting,
            GmpCombatMode    mode,
            gboolean         explain,
            GError         **error)
{
  g_autoptr(GmpCombat) combat = NULL;
  const GmpBoard *board;
  guint n_units[GMP_N_SIDES] = { 0, 0 };
  guint n_enemy_all = 0;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (acting < GMP_N_SIDES, NULL);
  board = state->board;

  if (city >= board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no city number %u."), city);
      return NULL;
    }

  combat = g_new0 (GmpCombat, 1);
  combat->board = gmp_board_ref (state->board);
  combat->city = city;
  combat->acting = acting;
  combat->mode = mode;
  combat->fort = GMP_NONE;
  combat->fx[0] = combat->fx[1] = GMP_NONE;
  /* Room for both sides, a Fort and FX dice: no reallocation on the hot path */
  combat->combatants = g_array_sized_new (FALSE, TRUE, sizeof (GmpCombatant),
                                          2 * GMP_COMBAT_MAX_UNITS + 4);
  combat->retreat = GMP_N_SIDES;
  combat->winner = GMP_N_SIDES;
  combat->rulings = explain ? gmp_rulings_new () : NULL;

  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      GmpSide side;

      if (unit->place != GMP_PLACE_MAP || unit->city != (int) city)
        continue;
      side = unit_type_of (state, unit)->side;
      if (side != acting)
        n_enemy_all++;
      if (unit->retreated_in)
        {
          if (combat->rulings != NULL)
            {
              g_autofree char *label = gmp_combat_unit_label (state, i);
              gmp_rulings_add (combat->rulings, 11,
                               _("%s retreated into %s during this activation and takes no part "
                                 "in the combat."),
                               label, board->cities[city].name);
            }
          continue;
        }
      n_units[side]++;
      if (n_units[side] > GMP_COMBAT_MAX_UNITS)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Too many units in %s for one combat."), board->cities[city].name);
          return NULL;
        }
      add_unit_combatant (combat, state, i);
    }

  if (mode == GMP_COMBAT_FULL_ATTACK || mode == GMP_COMBAT_BARRAGE)
    {
      if (!gmp_state_has_fort (state, city) || n_units[GMP_SIDE_SWARM] == 0
          || acting != GMP_SIDE_HUMANS)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("A Full Attack or a Barrage needs an undestroyed Fort with Swarm units in it, "
                         "during a Human activation (Rules note 18)."));
          return NULL;
        }
    }
  if (mode == GMP_COMBAT_SORTIE && acting != GMP_SIDE_HUMANS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Only Human units in a Fort may sortie (Rules note 18)."));
      return NULL;
    }

  /* Rules note 17: the Fort fights when Swarm units are in its city. */
  if (gmp_state_has_fort (state, city) && n_units[GMP_SIDE_SWARM] > 0)
    {
      GmpCombatant c = { 0, };
      combat->fort = gmp_board_fort_at (board, city);
      combat->fort_strength = state->fort_strength[combat->fort];
      /* Compared without a sum, which a strength near 2^32 would wrap */
      if (combat->fort_strength > GMP_COMBAT_MAX_FORT_STRENGTH)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The Fort in %s is too strong for this program."), board->cities[city].name);
          return NULL;
        }
      c.kind = GMP_COMBATANT_FORT;
      c.side = GMP_SIDE_HUMANS;
      c.index = combat->fort;
      g_array_append_val (combat->combatants, c);
      gmp_rulings_add (combat->rulings, 17,
                       _("The Fort in %s rolls one die per strength point (%u), hitting on %u+."),
                       board->cities[city].name, combat->fort_strength, board->rules.fort_hit);
    }

  if (mode == GMP_COMBAT_BARRAGE)
    gmp_rulings_add (combat->rulings, 18,
                     _("Barrage: only the Fort rolls, unless the Swarm plays an FX that fires back."));

  if (n_units[GMP_SIDE_SWARM] == 0 || (n_units[GMP_SIDE_HUMANS] == 0 && combat->fort == GMP_NONE))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("There is no combat in %s: it needs units of both sides, or Swarm units "
                     "and an undestroyed Fort (Rules notes 11 and 17)."),
                   board->cities[city].name);
      return NULL;
    }

  /* Rules note 15: an overrun is counted per city at combat time, the acting
   * side against all enemy units there; a Fort prevents it. */
  if (n_units[acting] >= board->rules.overrun_attackers
      && n_enemy_all >= 1 && n_enemy_all <= board->rules.overrun_defenders
      && combat->fort == GMP_NONE && mode != GMP_COMBAT_BARRAGE)
    {
      combat->overrun = TRUE;
      gmp_rulings_add (combat->rulings, 15,
                       /* Translators: the plural follows the enemy count; the
                        * acting count is always the board's overrun minimum or more */
                       ngettext ("Overrun: %u acting units against %u enemy unit and no Fort; "
                                 "the enemy is eliminated, the acting units suffer no Hits.",
                                 "Overrun: %u acting units against %u enemy units and no Fort; "
                                 "the enemy is eliminated, the acting units suffer no Hits.",
                                 n_enemy_all),
                       n_units[acting], n_enemy_all);
    }

  sort_combatants (combat);
  setup_dice (combat);
  return g_steal_pointer (&combat);
}

GmpCombat *
gmp_combat_new (const GmpState  *state,
                guint            city,
                GmpSide          acting,
                GmpCombatMode    mode,
                GError         **error)
{
  return combat_new (state, city, acting, mode, TRUE, error);
}

GmpCombat *
gmp_combat_new_unexplained (const GmpState  *state,
                            guint            city,
                            GmpSide          acting,
                            GmpCombatMode    mode,
                            GError         **error)
{
  return combat_new (state, city, acting, mode, FALSE, error);
}

void
gmp_combat_free (GmpCombat *combat)
{
  if (combat == NULL)
    return;
  g_clear_pointer (&combat->board, gmp_board_unref);
  g_clear_pointer (&combat->combatants, g_array_unref);
  g_clear_pointer (&combat->rulings, g_ptr_array_unref);
  g_free (combat);
}

/* FX */

static gboolean
effect_applies (const GmpCombat   *combat,
                GmpSide            side,
                const GmpFxEffect *effect)
{
  switch (effect->kind)
    {
    case GMP_FX_EXTRA_DICE:
    case GMP_FX_CANCEL_HITS:
    case GMP_FX_HIT_MODIFIER:
    case GMP_FX_REROLL_MISSES:
      return TRUE;
    case GMP_FX_FORT_EXTRA_DICE:
      return combat_is_fort_combat (combat) && side == GMP_SIDE_HUMANS;
    case GMP_FX_BARRAGE_RETURN_FIRE:
      return combat->mode == GMP_COMBAT_BARRAGE && side == GMP_SIDE_SWARM;
    case GMP_FX_EXTRA_MP:
    case GMP_FX_FORT_DAMAGE:
    case GMP_FX_ELIMINATE_CITY:
    default:
      return FALSE;
    }
}

static gboolean
chit_usable (const GmpCombat  *combat,
             GmpSide           side,
             int               chit_index,
             GError          **error)
{
  const GmpChit *chit = &combat->board->chits[chit_index];
  gboolean any = FALSE;

  if (chit->kind != GMP_CHIT_FX || chit->owner != side)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   side == GMP_SIDE_SWARM ? _("%s is not an FX of the Swarm.")
                                          : _("%s is not an FX of the Humans."),
                   chit->name);
      return FALSE;
    }
  /* Rules notes 15, 37: an overrun rolls no dice, so no FX can act in it. */
  if (combat->overrun)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s cannot be played in an overrun: no dice are rolled and the enemy is "
                     "simply eliminated (Rules note 15)."),
                   chit->name);
      return FALSE;
    }
  if (chit->fort_only && !combat_is_fort_combat (combat))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s can only be used in a Fort combat."), chit->name);
      return FALSE;
    }
  for (guint i = 0; i < chit->n_effects; i++)
    any |= effect_applies (combat, side, &chit->effects[i]);
  if (!any)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s has no effect in this combat."), chit->name);
      return FALSE;
    }
  return TRUE;
}

gboolean
gmp_combat_set_fx (GmpCombat       *combat,
                   const GmpState  *state,
                   GmpSide          side,
                   int              chit,
                   gboolean         check_hand,
                   GError         **error)
{
  g_return_val_if_fail (combat != NULL, FALSE);
  g_return_val_if_fail (side < GMP_N_SIDES, FALSE);

  if (chit < 0 || (guint) chit >= combat->board->n_chits)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("There is no chit number %d."), chit);
      return FALSE;
    }
  if (combat->stage != GMP_COMBAT_STAGE_DICE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("FX must be played before the dice are rolled."));
      return FALSE;
    }
  if (combat->fx[side] != GMP_NONE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   side == GMP_SIDE_SWARM
                   ? _("The Swarm already plays %s in this combat: each side may use only one FX "
                       "in a combat (Rules note 20).")
                   : _("The Humans already play %s in this combat: each side may use only one FX "
                       "in a combat (Rules note 20)."),
                   combat->board->chits[combat->fx[side]].name);
      return FALSE;
    }
  if (!chit_usable (combat, side, chit, error))
    return FALSE;
  if (check_hand && (state == NULL || state->chits[chit].place != GMP_CHIT_IN_HAND))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   side == GMP_SIDE_SWARM
                   ? _("%s is not in the Swarm’s hand: an FX may be used once per game turn, "
                       "after it was drawn (Rules note 20).")
                   : _("%s is not in the Humans’ hand: an FX may be used once per game turn, "
                       "after it was drawn (Rules note 20)."),
                   combat->board->chits[chit].name);
      return FALSE;
    }

  combat->fx[side] = chit;
  if (side_effect (combat, side, GMP_FX_EXTRA_DICE) != NULL)
    {
      GmpCombatant c = { 0, };
      c.kind = GMP_COMBATANT_FX;
      c.side = side;
      c.index = chit;
      g_array_append_val (combat->combatants, c);
      sort_combatants (combat);
    }
  setup_dice (combat);
  gmp_rulings_add (combat->rulings, 20,
                   side == GMP_SIDE_SWARM ? _("The Swarm plays %s in this combat.")
                                          : _("The Humans play %s in this combat."),
                   combat->board->chits[chit].name);
  if (combat->mode == GMP_COMBAT_BARRAGE && side_effect (combat, side, GMP_FX_BARRAGE_RETURN_FIRE))
    gmp_rulings_add (combat->rulings, 40,
                     _("%s fires back in the Barrage: every Swarm unit in the city rolls as in a "
                       "normal combat, and %s’s own effect applies too."),
                     combat->board->chits[chit].name, combat->board->chits[chit].name);
  return TRUE;
}

GArray *
gmp_combat_usable_fx (const GmpCombat *combat,
                      const GmpState  *state,
                      GmpSide          side)
{
  GArray *out = g_array_new (FALSE, FALSE, sizeof (int));

  g_return_val_if_fail (combat != NULL, out);
  for (guint i = 0; i < combat->board->n_chits; i++)
    {
      int chit = i;
      if (state != NULL && state->chits[i].place != GMP_CHIT_IN_HAND)
        continue;
      if (combat->board->chits[i].kind != GMP_CHIT_FX || combat->board->chits[i].owner != side)
        continue;
      if (chit_usable (combat, side, chit, NULL))
        g_array_append_val (out, chit);
    }
  return out;
}

/* Dice */

/* Rules note 43: the Canadian Kingdom FX re-rolls the missed dice of the
 * side's units, Guards included, once; a Fort is not a unit, and an FX's
 * own dice are the FX's. */
static gboolean
combatant_rerolls (const GmpCombat    *combat,
                   const GmpCombatant *c)
{
  return c->kind == GMP_COMBATANT_UNIT
         && side_effect (combat, c->side, GMP_FX_REROLL_MISSES) != NULL;
}

static guint
first_phase_dice (const GmpCombat *combat)
{
  guint n = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    n += g_array_index (combat->combatants, GmpCombatant, i).n_dice;
  return n;
}

static guint
count_misses (const GmpCombatant *c,
              const guint8       *dice)
{
  guint misses = 0;
  for (guint d = 0; d < c->n_dice; d++)
    if (dice[d] < c->thresholds[d])
      misses++;
  return misses;
}

guint
gmp_combat_count_dice (const GmpCombat *combat,
                       const guint8    *dice,
                       gsize            n_dice)
{
  guint n = 0, pos = 0;

  g_return_val_if_fail (combat != NULL, 0);
  if (combat->overrun)
    return 0;
  n = first_phase_dice (combat);
  if (dice == NULL || n_dice < n)
    return n;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (combatant_rerolls (combat, c))
        n += count_misses (c, dice + pos);
      pos += c->n_dice;
    }
  return n;
}

static char *
thresholds_text (const guint8 *thresholds,
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

static char *
combatant_label (const GmpCombat    *combat,
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
      return format_unit_label (board, c->type, c->formation, c->unit);
    }
}

static GmpDieRequest *
make_request (const GmpCombat    *combat,
              const GmpCombatant *c,
              guint               index,
              guint               n,
              const guint8       *thresholds,
              gboolean            reroll,
              gboolean            count_known)
{
  GmpDieRequest *r = g_new0 (GmpDieRequest, 1);
  g_autofree char *who = combatant_label (combat, c);
  g_autofree char *hits = thresholds_text (thresholds, n);

  r->side = c->side;
  r->combatant = index;
  r->n_dice = n;
  memcpy (r->thresholds, thresholds, n);
  r->reroll = reroll;
  r->count_known = count_known;
  r->kind = c->kind;
  r->unit = c->unit;
  r->index = c->index;
  r->paired = c->paired;
  if (reroll && !count_known)
    /* Translators: %s is a unit, %s the hit numbers, e.g. "4+" */
    r->label = g_strdup_printf (_("%s: re-roll each missed die, hits on %s"), who, hits);
  else if (reroll)
    r->label = g_strdup_printf (ngettext ("%s: re-roll %u missed die, hits on %s",
                                          "%s: re-roll %u missed dice, hits on %s", n),
                                who, n, hits);
  else if (c->paired)
    r->label = g_strdup_printf (_("%s: %u dice, hits on %s (Fresh Tank: doubles that hit score two Hits)"),
                                who, n, hits);
  else
    /* Translators: "Tank (A) #3: 2 dice, hits on 4+" */
    r->label = g_strdup_printf (ngettext ("%s: %u die, hits on %s", "%s: %u dice, hits on %s", n),
                                who, n, hits);
  return r;
}

GPtrArray *
gmp_combat_get_dice_requests (const GmpCombat *combat,
                              const guint8    *dice,
                              gsize            n_dice)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_die_request_free);
  guint n1, pos = 0;
  gboolean known;

  g_return_val_if_fail (combat != NULL, out);
  if (combat->overrun)
    return out;

  n1 = first_phase_dice (combat);
  known = dice != NULL && n_dice >= n1;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->n_dice > 0)
        g_ptr_array_add (out, make_request (combat, c, i, c->n_dice, c->thresholds, FALSE, TRUE));
    }
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      guint8 missed[GMP_COMBAT_MAX_DICE];
      guint m = 0;

      if (c->n_dice == 0 || !combatant_rerolls (combat, c))
        {
          pos += c->n_dice;
          continue;
        }
      for (guint d = 0; d < c->n_dice; d++)
        if (!known || dice[pos + d] < c->thresholds[d])
          missed[m++] = c->thresholds[d];
      pos += c->n_dice;
      if (m > 0)
        g_ptr_array_add (out, make_request (combat, c, i, m, missed, TRUE, known));
    }
  return out;
}

/* Hits of one combatant from its final dice (re-rolls replace misses). */
static guint
combatant_hits (const GmpCombatant *c)
{
  guint8 f[GMP_COMBAT_MAX_DICE];
  guint hits = 0;

  for (guint d = 0; d < c->n_dice; d++)
    f[d] = c->rerolls[d] != 0 ? c->rerolls[d] : c->dice[d];

  if (c->paired)
    {
      gboolean a = f[0] >= c->thresholds[0], b = f[1] >= c->thresholds[1];
      /* The Fresh Tank rule: one Hit if one or both dice reach the threshold,
       * two on doubles that reach it. */
      if (a && b && f[0] == f[1])
        return 2;
      return (a || b) ? 1 : 0;
    }
  for (guint d = 0; d < c->n_dice; d++)
    if (f[d] >= c->thresholds[d])
      hits++;
  return hits;
}

static void
score (GmpCombat *combat)
{
  combat->scored[0] = combat->scored[1] = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      c->hits = combatant_hits (c);
      combat->scored[c->side] += c->hits;
    }
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      const GmpFxEffect *cancel = side_effect (combat, s, GMP_FX_CANCEL_HITS);
      guint against = combat->scored[other_side (s)];
      guint n = cancel != NULL ? (guint) MAX (cancel->count, 0) : 0;
      combat->cancelled[s] = MIN (n, against);
      combat->suffered[s] = against - combat->cancelled[s];
    }
  combat->stage = GMP_COMBAT_STAGE_ALLOCATE;
}

static gboolean
check_hidden_guards (const GmpCombat  *combat,
                     GError          **error)
{
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->guard && c->index < 0)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("Guard #%u has not been revealed: flip it and tell its value first "
                         "(Rules note 9)."), c->unit);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
gmp_combat_set_dice (GmpCombat     *combat,
                     const guint8  *dice,
                     gsize          n_dice,
                     GError       **error)
{
  guint need, pos = 0;

  g_return_val_if_fail (combat != NULL, FALSE);

  if (combat->stage == GMP_COMBAT_STAGE_DONE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL, _("This combat is already resolved."));
      return FALSE;
    }
  if (!check_hidden_guards (combat, error))
    return FALSE;

  for (gsize i = 0; i < n_dice; i++)
    if (dice[i] < 1 || dice[i] > 6)
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                     _("Die %u shows %u: a die shows 1 to 6."), (guint) i + 1, dice[i]);
        return FALSE;
      }

  need = gmp_combat_count_dice (combat, dice, n_dice);
  if (n_dice != need)
    {
      g_autoptr(GPtrArray) requests = gmp_combat_get_dice_requests (combat, dice, n_dice);
      guint at = 0;
      const char *next = "";

      /* Name the request the first missing die belongs to. */
      for (guint r = 0; r < requests->len; r++)
        {
          GmpDieRequest *req = g_ptr_array_index (requests, r);
          if (n_dice < at + req->n_dice)
            {
              next = req->label;
              break;
            }
          at += req->n_dice;
        }
      if (n_dice < need)
        g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                     ngettext ("This combat needs %u die, %u given; next: %s",
                               "This combat needs %u dice, %u given; next: %s", need),
                     need, (guint) n_dice, next);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                     ngettext ("This combat needs %u die, %u given.",
                               "This combat needs %u dice, %u given.", need),
                     need, (guint) n_dice);
      return FALSE;
    }

  if (combat->overrun)
    {
      combat->scored[0] = combat->scored[1] = 0;
      combat->suffered[0] = combat->suffered[1] = 0;
      combat->stage = GMP_COMBAT_STAGE_ALLOCATE;
      return TRUE;
    }

  for (guint i = 0; i < combat->combatants->len; i++)
    {
      GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      memcpy (c->dice, dice + pos, c->n_dice);
      memset (c->rerolls, 0, sizeof c->rerolls);
      pos += c->n_dice;
    }
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (!combatant_rerolls (combat, c))
        continue;
      for (guint d = 0; d < c->n_dice; d++)
        if (c->dice[d] < c->thresholds[d])
          c->rerolls[d] = dice[pos++];
    }
  g_assert (pos == n_dice);
  score (combat);
  return TRUE;
}

gboolean
gmp_combat_roll_values (const GmpCombat  *combat,
                        GmpDice          *dice,
                        guint8           *values,
                        guint            *n_values,
                        GError          **error)
{
  guint n1, n;

  g_return_val_if_fail (combat != NULL, FALSE);
  g_return_val_if_fail (values != NULL, FALSE);
  g_return_val_if_fail (n_values != NULL, FALSE);

  n1 = gmp_combat_count_dice (combat, NULL, 0);
  g_assert (n1 <= GMP_COMBAT_MAX_ROLLED / 2);
  if (n1 > 0 && !gmp_dice_roll (dice, n1, values, error))
    return FALSE;
  /* Re-rolls of misses (rules note 20) follow the first dice */
  n = gmp_combat_count_dice (combat, values, n1);
  if (n > n1 && !gmp_dice_roll (dice, n - n1, values + n1, error))
    return FALSE;
  *n_values = n;
  return TRUE;
}

gboolean
gmp_combat_roll (GmpCombat  *combat,
                 GmpDice    *dice,
                 GError    **error)
{
  guint8 values[GMP_COMBAT_MAX_ROLLED];
  guint n;

  g_return_val_if_fail (combat != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);

  if (!check_hidden_guards (combat, error))
    return FALSE;
  if (!gmp_combat_roll_values (combat, dice, values, &n, error))
    return FALSE;
  return gmp_combat_set_dice (combat, values, n, error);
}

/* Allocation (rules note 12) */

static guint
side_capacity (const GmpCombat *combat,
               GmpSide          side)
{
  guint cap = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        cap += c->capacity;
    }
  return cap;
}

static void
allocation_init (const GmpCombat *combat,
                 GmpSide          side,
                 GmpAllocation   *a,
                 guint           *caps)
{
  memset (a, 0, sizeof *a);
  a->side = side;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        {
          if (caps != NULL)
            caps[a->n_units] = c->capacity;
          a->units[a->n_units++] = c->unit;
        }
    }
}

/* Hits left for the Fort and lost, once the units took theirs. */
static void
allocation_finish (const GmpCombat *combat,
                   GmpAllocation   *a,
                   guint            absorbed)
{
  guint rest = combat->suffered[a->side] - absorbed;
  guint fort = 0;

  /* Rules note 12: the Fort absorbs only when no friendly unit is left. */
  if (a->side == GMP_SIDE_HUMANS && combat->fort != GMP_NONE)
    fort = MIN (rest, combat->fort_strength);
  a->fort_hits = fort;
  a->lost = rest - fort;
}

static double
combatant_strength (const GmpCombat    *combat,
                    const GmpCombatant *c)
{
  double e = 0.0;
  for (guint d = 0; d < c->n_dice; d++)
    e += (7 - MIN (c->thresholds[d], 7)) / 6.0;
  return e + (c->capacity == 2 ? 10.0 : 0.0);
}

void
gmp_combat_default_allocation (const GmpCombat *combat,
                               GmpSide          side,
                               GmpAllocation   *out)
{
  guint caps[GMP_COMBAT_MAX_UNITS];
  double strength[GMP_COMBAT_MAX_UNITS];
  guint order[GMP_COMBAT_MAX_UNITS];
  guint left, absorbed = 0;

  g_return_if_fail (combat != NULL && out != NULL);

  allocation_init (combat, side, out, caps);
  for (guint u = 0, k = 0; k < combat->combatants->len; k++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, k);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        strength[u++] = combatant_strength (combat, c);
    }
  /* Weakest first, then by id: a stable, explainable order. */
  for (guint i = 0; i < out->n_units; i++)
    order[i] = i;
  for (guint i = 1; i < out->n_units; i++)
    for (guint j = i; j > 0 && strength[order[j - 1]] > strength[order[j]]; j--)
      {
        guint t = order[j];
        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  left = combat->suffered[side];
  /* Rules note 24: keep the most units in play: flip Fresh units first... */
  for (guint i = 0; i < out->n_units && left > 0; i++)
    if (caps[order[i]] == 2)
      {
        out->hits[order[i]] = 1;
        left--;
      }
  /* ...then eliminate units showing one Hit of life, weakest first... */
  for (guint i = 0; i < out->n_units && left > 0; i++)
    if (caps[order[i]] == 1)
      {
        out->hits[order[i]] = 1;
        left--;
      }
  /* ...then the flipped ones. */
  for (guint i = 0; i < out->n_units && left > 0; i++)
    if (caps[order[i]] == 2)
      {
        out->hits[order[i]] = 2;
        left--;
      }
  for (guint i = 0; i < out->n_units; i++)
    absorbed += out->hits[i];
  allocation_finish (combat, out, absorbed);
}

static void
enumerate (const GmpCombat *combat,
           GmpAllocation   *a,
           const guint     *caps,
           const int       *same,
           guint            i,
           guint            left,
           guint            cap_after,
           guint            absorb,
           GPtrArray       *out,
           guint            max)
{
  if (max > 0 && out->len >= max)
    return;
  if (i == a->n_units)
    {
      if (left == 0)
        {
          GmpAllocation *copy = g_memdup2 (a, sizeof *a);
          allocation_finish (combat, copy, absorb);
          g_ptr_array_add (out, copy);
        }
      return;
    }
  for (guint h = 0; h <= caps[i] && h <= left; h++)
    {
      /* The remaining units must be able to take the rest. */
      if (left - h > cap_after - caps[i])
        continue;
      /* One allocation per swap of identical units: never more Hits than
       * the identical unit before it took */
      if (same != NULL && same[i] >= 0 && h > a->hits[same[i]])
        continue;
      a->hits[i] = h;
      enumerate (combat, a, caps, same, i + 1, left - h, cap_after - caps[i], absorb, out, max);
    }
  a->hits[i] = 0;
}

GPtrArray *
gmp_combat_list_allocations (const GmpCombat *combat,
                             GmpSide          side,
                             guint            max)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  GmpAllocation a;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint cap, absorb;

  g_return_val_if_fail (combat != NULL, out);

  allocation_init (combat, side, &a, caps);
  cap = side_capacity (combat, side);
  /* Rules note 12: every Hit the units can take must be taken by them. */
  absorb = MIN (combat->suffered[side], cap);
  enumerate (combat, &a, caps, NULL, 0, absorb, cap, absorb, out, max);
  return out;
}

/* Whether two participants of one side are interchangeable in an allocation:
 * the same counter showing the same side, and for the acting side the same
 * retreat (an acting unit that moved in goes back where it came from, note 14). */
static gboolean
identical_units (const GmpCombat    *combat,
                 const GmpState     *state,
                 const GmpCombatant *a,
                 const GmpCombatant *b)
{
  const GmpUnit *ua = &g_array_index (state->units, GmpUnit, a->unit);
  const GmpUnit *ub = &g_array_index (state->units, GmpUnit, b->unit);

  if (a->type != b->type || a->formation != b->formation || a->capacity != b->capacity
      || a->guard != b->guard || a->blank != b->blank || a->guard_hidden != b->guard_hidden
      || a->n_dice != b->n_dice || a->paired != b->paired
      || memcmp (a->thresholds, b->thresholds, a->n_dice) != 0)
    return FALSE;
  if (ua->reduced != ub->reduced || ua->guard_value != ub->guard_value
      || ua->revealed != ub->revealed || ua->advanced != ub->advanced)
    return FALSE;
  if (a->side == combat->acting
      && (ua->moved != ub->moved || ua->moved_from != ub->moved_from))
    return FALSE;
  return TRUE;
}

GPtrArray *
gmp_combat_list_distinct_allocations (const GmpCombat *combat,
                                      const GmpState  *state,
                                      GmpSide          side,
                                      guint            max)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  const GmpCombatant *who[GMP_COMBAT_MAX_UNITS];
  int same[GMP_COMBAT_MAX_UNITS];
  GmpAllocation a;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint cap, absorb, n = 0;

  g_return_val_if_fail (combat != NULL && state != NULL, out);

  allocation_init (combat, side, &a, caps);
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);

      if (c->kind == GMP_COMBATANT_UNIT && c->side == side)
        who[n++] = c;
    }
  g_assert (n == a.n_units);
  /* same[i]: the last unit before i identical to it, or -1 */
  for (guint i = 0; i < n; i++)
    {
      same[i] = -1;
      for (guint j = i; j-- > 0;)
        if (identical_units (combat, state, who[j], who[i]))
          {
            same[i] = (int) j;
            break;
          }
    }
  cap = side_capacity (combat, side);
  /* Rules note 12: every Hit the units can take must be taken by them. */
  absorb = MIN (combat->suffered[side], cap);
  enumerate (combat, &a, caps, same, 0, absorb, cap, absorb, out, max);
  return out;
}

gboolean
gmp_combat_check_allocation (const GmpCombat     *combat,
                             const GmpAllocation *allocation,
                             GError             **error)
{
  GmpAllocation ref;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint sum = 0, cap, need;

  g_return_val_if_fail (combat != NULL && allocation != NULL, FALSE);

  allocation_init (combat, allocation->side, &ref, caps);
  if (allocation->n_units != ref.n_units
      || memcmp (allocation->units, ref.units, ref.n_units * sizeof (guint)) != 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The allocation does not list the units in this combat."));
      return FALSE;
    }
  for (guint i = 0; i < ref.n_units; i++)
    {
      if (allocation->hits[i] > caps[i])
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       /* Translators: the plural follows the second number, the Hits */
                       ngettext ("Unit #%u cannot take %u Hit: a Fresh unit takes two, a Reduced "
                                 "unit or a Guard one, a blank Guard none (Rules note 12).",
                                 "Unit #%u cannot take %u Hits: a Fresh unit takes two, a Reduced "
                                 "unit or a Guard one, a blank Guard none (Rules note 12).",
                                 allocation->hits[i]),
                       ref.units[i], allocation->hits[i]);
          return FALSE;
        }
      sum += allocation->hits[i];
    }
  cap = side_capacity (combat, allocation->side);
  need = MIN (combat->suffered[allocation->side], cap);
  if (sum != need)
    {
      /* Translators: the plural follows the first number */
      if (allocation->side == GMP_SIDE_SWARM)
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     ngettext ("The Swarm must allocate %u Hit to its units, not %u (Rules note 12).",
                               "The Swarm must allocate %u Hits to its units, not %u (Rules note 12).",
                               need),
                     need, sum);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     ngettext ("The Humans must allocate %u Hit to their units, not %u (Rules note 12).",
                               "The Humans must allocate %u Hits to their units, not %u (Rules note 12).",
                               need),
                     need, sum);
      return FALSE;
    }
  allocation_finish (combat, &ref, sum);
  if (allocation->fort_hits != ref.fort_hits || allocation->lost != ref.lost)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The Fort loses strength only when no unit is left to absorb a Hit; "
                     "Hits nothing can absorb are lost (Rules note 12)."));
      return FALSE;
    }
  return TRUE;
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

/* Rules note 13: "if the side that suffered fewer Hits has no Units left,
 * the other side does not Retreat". Rules note 25: an undestroyed Fort counts
 * as Units left for the Humans: the rules' Fort Combat paragraph has a Swarm forced to
 * retreat from a Fort (rules note 18), which a Fort standing alone could
 * not do otherwise. A Fort destroyed in this combat does not count. */
static gboolean
side_holds_city (const GmpCombat *combat,
                 GmpSide          side)
{
  if (combat->survivors[side] > 0)
    return TRUE;
  return side == GMP_SIDE_HUMANS && combat->fort != GMP_NONE && !combat->fort_destroyed;
}

/* The ruling when the side that did better has nothing left (rules note 13). */
static void
rule_winner_gone (GmpCombat *combat,
                  GmpSide    side,
                  gboolean   tie)
{
  const char *city = combat->board->cities[combat->city].name;

  /* Rules note 41: on a tie the non-acting side counts as the one that
   * suffered fewer Hits, so its being wiped out keeps the acting side in */
  int note = tie ? 41 : 13;

  combat->outcome = side == GMP_SIDE_SWARM ? GMP_COMBAT_OUTCOME_SWARM_GONE
                    : combat->fort != GMP_NONE ? GMP_COMBAT_OUTCOME_FORT_DESTROYED
                    : GMP_COMBAT_OUTCOME_HUMANS_GONE;
  if (side == GMP_SIDE_SWARM)
    gmp_rulings_add (combat->rulings, note,
                     tie ? _("The Swarm has no units left in %s: nobody retreats.")
                         : _("The Swarm suffered fewer Hits but has no units left in %s: nobody retreats."),
                     city);
  else if (combat->fort != GMP_NONE)
    gmp_rulings_add (combat->rulings, note,
                     tie ? _("The Humans have no units left in %s and their Fort was destroyed, "
                             "so it does not count as Units left: nobody retreats.")
                         : _("The Humans suffered fewer Hits but have no units left in %s and their "
                             "Fort was destroyed, so it does not count as Units left: nobody retreats."),
                     city);
  else
    gmp_rulings_add (combat->rulings, note,
                     tie ? _("The Humans have no units left in %s: nobody retreats.")
                         : _("The Humans suffered fewer Hits but have no units left in %s: nobody retreats."),
                     city);
}

/* The ruling when `loser` must retreat (rules note 13). */
static void
rule_loser (GmpCombat *combat,
            GmpSide    loser)
{
  guint mine = combat->suffered[loser], theirs = combat->suffered[other_side (loser)];

  if (mine == theirs && loser == GMP_SIDE_SWARM)
    gmp_rulings_add (combat->rulings, 13,
                     ngettext ("Both sides suffered %u Hit: the acting side, the Swarm, must retreat.",
                               "Both sides suffered %u Hits: the acting side, the Swarm, must retreat.",
                               mine), mine);
  else if (mine == theirs)
    gmp_rulings_add (combat->rulings, 13,
                     ngettext ("Both sides suffered %u Hit: the acting side, the Humans, must retreat.",
                               "Both sides suffered %u Hits: the acting side, the Humans, must retreat.",
                               mine), mine);
  else
    gmp_rulings_add (combat->rulings, 13,
                     /* Translators: "(3 against 1)": Hits suffered by each side */
                     loser == GMP_SIDE_SWARM
                     ? _("The Swarm suffered more Hits (%u against %u) and must retreat.")
                     : _("The Humans suffered more Hits (%u against %u) and must retreat."),
                     mine, theirs);
}

static void
rule_retreat (GmpCombat *combat)
{
  GmpSide loser, winner;
  gboolean tie = combat->suffered[GMP_SIDE_SWARM] == combat->suffered[GMP_SIDE_HUMANS];
  const char *city = combat->board->cities[combat->city].name;

  loser = tie ? combat->acting
              : combat->suffered[GMP_SIDE_SWARM] > combat->suffered[GMP_SIDE_HUMANS]
                ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
  winner = other_side (loser);
  combat->retreat = GMP_N_SIDES;

  if (combat->mode == GMP_COMBAT_BARRAGE && tie && combat->suffered[loser] == 0)
    {
      /* Rules note 38: the tie would send back the acting Humans, whom a Fort
       * combat lets ignore a retreat, while the Swarm suffered nothing: no retreat. */
      combat->outcome = GMP_COMBAT_OUTCOME_BARRAGE_NO_HITS;
      gmp_rulings_add (combat->rulings, 18,
                       _("Nobody suffered a Hit in the Barrage, so nobody retreats: the tie would "
                         "make the acting Humans retreat (Rules note 13), but after a Fort combat "
                         "they may ignore that retreat."));
    }
  else if (!side_holds_city (combat, winner))
    rule_winner_gone (combat, winner, tie);
  else if (combat->survivors[loser] == 0)
    {
      combat->outcome = loser == GMP_SIDE_SWARM ? GMP_COMBAT_OUTCOME_SWARM_GONE
                        : combat->fort != GMP_NONE && combat->fort_destroyed
                          ? GMP_COMBAT_OUTCOME_FORT_DESTROYED : GMP_COMBAT_OUTCOME_HUMANS_GONE;
      gmp_rulings_add (combat->rulings, 13,
                       loser == GMP_SIDE_SWARM
                       ? _("The Swarm has no units left in %s: nobody retreats.")
                       : _("The Humans have no units left in %s: nobody retreats."),
                       city);
    }
  else
    {
      /* Rules notes 13, 25: an undestroyed Fort alone counts as Units left */
      gboolean fort_only = combat->survivors[winner] == 0;

      combat->outcome = tie ? (fort_only ? GMP_COMBAT_OUTCOME_TIE_FORT : GMP_COMBAT_OUTCOME_TIE)
                            : (fort_only ? GMP_COMBAT_OUTCOME_MORE_HITS_FORT
                                         : GMP_COMBAT_OUTCOME_MORE_HITS);
      combat->retreat = loser;
      rule_loser (combat, loser);
      if (fort_only)
        /* Only the Fort is left: Rules note 25, reading notes 13 and 18. */
        gmp_rulings_add (combat->rulings, 13,
                         _("The Humans have no units left in %s, but their Fort still stands: an "
                           "undestroyed Fort counts as Units left, so the Swarm must retreat, as "
                           "the rules’ Fort Combat paragraph and Rules note 18 expect; a Fort "
                           "destroyed in the combat would not count."),
                         city);
      /* Rules note 18: after a Fort combat the Humans may ignore a retreat. */
      if (loser == GMP_SIDE_HUMANS && combat->fort != GMP_NONE)
        {
          combat->may_ignore_retreat = TRUE;
          gmp_rulings_add (combat->rulings, 18,
                           _("After a Fort combat the Humans may choose to ignore the retreat."));
        }
    }

  if (combat->retreat != GMP_N_SIDES)
    combat->winner = other_side (combat->retreat);
  else if (combat->survivors[GMP_SIDE_SWARM] > 0 && combat->survivors[GMP_SIDE_HUMANS] == 0)
    combat->winner = (combat->fort != GMP_NONE && !combat->fort_destroyed)
                     ? GMP_N_SIDES : GMP_SIDE_SWARM;
  else if (combat->survivors[GMP_SIDE_HUMANS] > 0 && combat->survivors[GMP_SIDE_SWARM] == 0)
    combat->winner = GMP_SIDE_HUMANS;
}

static gboolean
apply_overrun (GmpCombat  *combat,
               GmpState   *state)
{
  GmpSide enemy = other_side (combat->acting);
  guint ids[64];
  guint n = gmp_state_units_in_city (state, combat->city, enemy, ids, G_N_ELEMENTS (ids));

  for (guint i = 0; i < n; i++)
    {
      gmp_combat_eliminate_unit (state, ids[i]);
      gmp_combat_rule_elimination (combat->rulings, state, ids[i]);
      combat->eliminated[enemy]++;
    }
  combat->survivors[enemy] = 0;
  combat->survivors[combat->acting] = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      if (c->kind == GMP_COMBATANT_UNIT && c->side == combat->acting)
        combat->survivors[combat->acting]++;
    }
  combat->winner = combat->acting;
  combat->outcome = GMP_COMBAT_OUTCOME_OVERRUN;
  gmp_rulings_add (combat->rulings, 15,
                   _("The acting units may advance one more space together, each once per game turn."));
  combat->stage = GMP_COMBAT_STAGE_DONE;
  return TRUE;
}

/* Hidden Guards are flipped now; a blank one is removed (rules note 9). */
static void
reveal_guards (GmpCombat *combat,
               GmpState  *state)
{
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      GmpUnit *unit;
      if (c->kind != GMP_COMBATANT_UNIT || !c->guard)
        continue;
      unit = gmp_state_get_unit (state, c->unit);
      unit->revealed = TRUE;
      if (c->blank)
        {
          g_autofree char *label = combat->rulings ? gmp_combat_unit_label (state, c->unit) : NULL;
          gmp_combat_eliminate_unit (state, c->unit);
          gmp_rulings_add (combat->rulings, 9, _("%s is blank and is removed."), label);
        }
    }
}

/* One side's Hits on its units, then on its Fort (rules notes 12, 19). */
static void
apply_allocation (GmpCombat           *combat,
                  GmpState            *state,
                  const GmpAllocation *a)
{
  const char *city = combat->board->cities[combat->city].name;

  for (guint i = 0; i < a->n_units; i++)
    {
      GmpUnit *unit = gmp_state_get_unit (state, a->units[i]);
      gboolean guard = state->board->unit_types[unit->type].guard;
      if (a->hits[i] == 0)
        continue;
      if (a->hits[i] == 1 && !unit->reduced && !guard)
        {
          g_autofree char *label = combat->rulings ? gmp_combat_unit_label (state, a->units[i])
                                                   : NULL;
          unit->reduced = TRUE;
          gmp_rulings_add (combat->rulings, 12, _("%s takes a Hit and is flipped to its Reduced side."),
                           label);
          continue;
        }
      gmp_combat_eliminate_unit (state, a->units[i]);
      if (guard)
        gmp_rulings_add (combat->rulings, 12,
                         _("Guards have no Reduced side: one Hit eliminates them."));
      gmp_combat_rule_elimination (combat->rulings, state, a->units[i]);
      combat->eliminated[a->side]++;
    }
  if (a->fort_hits > 0)
    {
      state->fort_strength[combat->fort] -= MIN (a->fort_hits, state->fort_strength[combat->fort]);
      gmp_rulings_add (combat->rulings, 12,
                       ngettext ("No Human unit is left to absorb it: the Fort in %s loses %u strength.",
                                 "No Human unit is left to absorb them: the Fort in %s loses %u strength.",
                                 a->fort_hits),
                       city, a->fort_hits);
      if (state->fort_strength[combat->fort] == 0)
        {
          combat->fort_destroyed = TRUE;
          gmp_rulings_add (combat->rulings, 19,
                           _("The Fort in %s is destroyed for the rest of the game."), city);
        }
    }
  if (a->lost > 0 && a->side == GMP_SIDE_SWARM)
    gmp_rulings_add (combat->rulings, 12,
                     ngettext ("%u Hit against the Swarm cannot be absorbed and is lost.",
                               "%u Hits against the Swarm cannot be absorbed and are lost.", a->lost),
                     a->lost);
  else if (a->lost > 0)
    gmp_rulings_add (combat->rulings, 12,
                     ngettext ("%u Hit against the Humans cannot be absorbed and is lost.",
                               "%u Hits against the Humans cannot be absorbed and are lost.", a->lost),
                     a->lost);
}

static void
count_survivors (GmpCombat      *combat,
                 const GmpState *state)
{
  combat->survivors[0] = combat->survivors[1] = 0;
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnit *unit;
      if (c->kind != GMP_COMBATANT_UNIT)
        continue;
      unit = &g_array_index (state->units, GmpUnit, c->unit);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) combat->city)
        combat->survivors[c->side]++;
    }
}

gboolean
gmp_combat_apply (GmpCombat           *combat,
                  GmpState            *state,
                  const GmpAllocation *swarm,
                  const GmpAllocation *humans,
                  GError             **error)
{
  GmpAllocation defaults[GMP_N_SIDES];
  const GmpAllocation *alloc[GMP_N_SIDES] = { swarm, humans };

  g_return_val_if_fail (combat != NULL && state != NULL, FALSE);
  g_return_val_if_fail (state->board == combat->board, FALSE);

  if (combat->overrun && combat->stage != GMP_COMBAT_STAGE_DONE)
    return apply_overrun (combat, state);
  if (combat->stage != GMP_COMBAT_STAGE_ALLOCATE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   combat->stage == GMP_COMBAT_STAGE_DICE
                   ? _("Roll the dice before applying the Hits.")
                   : _("This combat is already resolved."));
      return FALSE;
    }

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      if (alloc[s] == NULL)
        {
          gmp_combat_default_allocation (combat, s, &defaults[s]);
          alloc[s] = &defaults[s];
        }
      else if (alloc[s]->side != (GmpSide) s)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("The allocation is for the wrong side."));
          return FALSE;
        }
      if (!gmp_combat_check_allocation (combat, alloc[s], error))
        return FALSE;
    }

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      guint n = combat->cancelled[s];
      const char *fx = n > 0 ? combat->board->chits[combat->fx[s]].name : NULL;
      if (n > 0 && s == GMP_SIDE_SWARM)
        gmp_rulings_add (combat->rulings, 20,
                         ngettext ("%s cancels %u Hit against the Swarm.",
                                   "%s cancels %u Hits against the Swarm.", n), fx, n);
      else if (n > 0)
        gmp_rulings_add (combat->rulings, 20,
                         ngettext ("%s cancels %u Hit against the Humans.",
                                   "%s cancels %u Hits against the Humans.", n), fx, n);
    }
  gmp_rulings_add (combat->rulings, 12,
                   _("Hits scored: the Swarm %u, the Humans %u; they are applied at the same time."),
                   combat->scored[GMP_SIDE_SWARM], combat->scored[GMP_SIDE_HUMANS]);

  reveal_guards (combat, state);
  for (int s = 0; s < GMP_N_SIDES; s++)
    apply_allocation (combat, state, alloc[s]);
  for (int s = 0; s < GMP_N_SIDES; s++)
    if (combat->fx[s] != GMP_NONE)
      gmp_fx_use (state, combat->fx[s], combat->rulings);

  count_survivors (combat, state);
  rule_retreat (combat);
  combat->stage = GMP_COMBAT_STAGE_DONE;
  return TRUE;
}

/* Forts (rules notes 17-19) */

GmpFortOptions
gmp_fort_options (const GmpState *state,
                  guint           city,
                  int             formation)
{
  const GmpBoard *board;
  int fort;
  guint humans[64];
  guint n_humans, n_swarm;
  gboolean inside = FALSE, adjacent_swarm = FALSE;
  GmpFortOptions options = 0;

  g_return_val_if_fail (state != NULL, 0);
  board = state->board;
  g_return_val_if_fail (city < board->n_cities, 0);

  fort = gmp_board_fort_at (board, city);
  if (fort == GMP_NONE || gmp_state_fort_destroyed (state, fort))
    return 0;

  n_humans = gmp_state_units_in_city (state, city, GMP_SIDE_HUMANS, humans, G_N_ELEMENTS (humans));
  n_humans = MIN (n_humans, G_N_ELEMENTS (humans));
  for (guint i = 0; i < n_humans; i++)
    if (g_array_index (state->units, GmpUnit, humans[i]).formation == formation)
      inside = TRUE;
  /* Rules note 18: offered when the Fort's formation is activated, or Human
   * units inside it. */
  if (board->forts[fort].formation != formation && !inside)
    return 0;

  n_swarm = gmp_state_units_in_city (state, city, GMP_SIDE_SWARM, NULL, 0);
  if (n_swarm > 0)
    {
      options |= GMP_FORT_OPTION_FULL_ATTACK | GMP_FORT_OPTION_BARRAGE;
      if (n_humans > 0)
        options |= GMP_FORT_OPTION_WITHDRAWAL;
      return options;
    }
  for (guint i = 0; n_humans > 0 && !adjacent_swarm && i < board->cities[city].n_neighbours; i++)
    if (gmp_state_units_in_city (state, board->cities[city].neighbours[i], GMP_SIDE_SWARM, NULL, 0) > 0)
      adjacent_swarm = TRUE;
  if (adjacent_swarm)
    options |= GMP_FORT_OPTION_SORTIE;
  return options;
}

gboolean
gmp_combat_sortie_return (GmpCombat  *combat,
                          GmpState   *state,
                          gboolean    go_back,
                          GError    **error)
{
  g_return_val_if_fail (combat != NULL && state != NULL, FALSE);

  if (combat->mode != GMP_COMBAT_SORTIE || combat->stage != GMP_COMBAT_STAGE_DONE
      || combat->winner != GMP_SIDE_HUMANS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Only Humans who won a Sortie may choose to return to their Fort (Rules note 18)."));
      return FALSE;
    }
  if (!go_back)
    {
      gmp_rulings_add (combat->rulings, 18, _("The sortie units remain in %s."),
                       combat->board->cities[combat->city].name);
      return TRUE;
    }
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      GmpUnit *unit;
      if (c->kind != GMP_COMBATANT_UNIT || c->side != GMP_SIDE_HUMANS)
        continue;
      unit = gmp_state_get_unit (state, c->unit);
      if (unit->place != GMP_PLACE_MAP || unit->city != (int) combat->city
          || unit->moved_from == GMP_NONE || !gmp_state_has_fort (state, unit->moved_from))
        continue;
      unit->city = unit->moved_from;
      unit->moved_from = (int) combat->city;
    }
  gmp_rulings_add (combat->rulings, 18, _("The sortie units return to their Fort."));
  return TRUE;
}

guint
gmp_combat_unit_capacity (const GmpState *state,
                          guint           id)
{
  const GmpUnit *unit;
  const GmpUnitType *type;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (id < state->units->len, 0);

  unit = &g_array_index (state->units, GmpUnit, id);
  type = unit_type_of (state, unit);
  /* Rules note 12, as add_unit_combatant counts it */
  if (type->guard)
    return unit->guard_value == GMP_GUARD_BLANK ? 0 : 1;
  return type->has_reduced && !unit->reduced ? 2 : 1;
}

/* Why a Hit named a unit that is not one of side's units in the combat
 * (rules notes 11, 12). */
static void
set_not_in_combat_error (const GmpCombat  *combat,
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
                 _("Hit %u names %s, which takes no part in the combat in %s "
                   "(Rules notes 11, 12)."), hit, label, combat->board->cities[combat->city].name);
}

/* A Hit on a unit that has already taken all it can absorb (rules note 12). */
static void
set_too_many_on_unit_error (const GmpState  *state,
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

/* Gives each run of identical units (as the distinct list groups them) its
 * Hits in the order that list uses: lower ids take at least as many. */
static void
order_identical_hits (const GmpCombat *combat,
                      const GmpState  *state,
                      GmpAllocation   *allocation)
{
  const GmpCombatant *who[GMP_COMBAT_MAX_UNITS];
  guint n = 0;

  for (guint i = 0; i < combat->combatants->len && n < allocation->n_units; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);

      if (c->kind == GMP_COMBATANT_UNIT && c->side == allocation->side)
        who[n++] = c;
    }
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (identical_units (combat, state, who[i], who[j])
          && allocation->hits[j] > allocation->hits[i])
        {
          guint8 hits = allocation->hits[i];

          allocation->hits[i] = allocation->hits[j];
          allocation->hits[j] = hits;
        }
}

gboolean
gmp_allocation_find_by_units (const GmpCombat *combat,
                              const GmpState  *state,
                              GmpSide          side,
                              const GPtrArray *allocations,
                              const guint     *unit_ids,
                              guint            n_ids,
                              guint           *index,
                              GError         **error)
{
  GmpAllocation wanted;
  guint caps[GMP_COMBAT_MAX_UNITS];
  guint need;

  g_return_val_if_fail (combat != NULL && state != NULL && allocations != NULL, FALSE);
  g_return_val_if_fail (unit_ids != NULL || n_ids == 0, FALSE);

  allocation_init (combat, side, &wanted, caps);
  /* Rules note 12: every Hit the units can take must be taken by them */
  need = MIN (combat->suffered[side], side_capacity (combat, side));
  for (guint k = 0; k < n_ids; k++)
    {
      guint i;

      for (i = 0; i < wanted.n_units && wanted.units[i] != unit_ids[k]; i++)
        ;
      if (i == wanted.n_units)
        {
          set_not_in_combat_error (combat, state, side, k + 1, unit_ids[k], error);
          return FALSE;
        }
      if (wanted.hits[i] >= caps[i])
        {
          set_too_many_on_unit_error (state, k + 1, unit_ids[k], caps[i], error);
          return FALSE;
        }
      if (k >= need)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       ngettext ("Hit %u is one too many: the units here take %u Hit in all; "
                                 "a Fort absorbs Hits only when no unit is left, and Hits "
                                 "nothing can absorb are lost (Rules note 12).",
                                 "Hit %u is one too many: the units here take %u Hits in all; "
                                 "a Fort absorbs Hits only when no unit is left, and Hits "
                                 "nothing can absorb are lost (Rules note 12).", need),
                       k + 1, need);
          return FALSE;
        }
      wanted.hits[i]++;
    }
  if (n_ids < need)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   ngettext ("%u Hit given, but the units here must take %u: every Hit they "
                             "can absorb is theirs (Rules note 12).",
                             "%u Hits given, but the units here must take %u: every Hit they "
                             "can absorb is theirs (Rules note 12).", n_ids),
                   n_ids, need);
      return FALSE;
    }
  allocation_finish (combat, &wanted, need);
  order_identical_hits (combat, state, &wanted);

  for (guint a = 0; a < allocations->len; a++)
    {
      const GmpAllocation *listed = g_ptr_array_index ((GPtrArray *) allocations, a);

      if (listed->side == wanted.side && listed->n_units == wanted.n_units
          && memcmp (listed->units, wanted.units, wanted.n_units * sizeof (guint)) == 0
          && memcmp (listed->hits, wanted.hits, wanted.n_units) == 0)
        {
          *index = a;
          return TRUE;
        }
    }
  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("These Hits are legal, but beyond the %u allocations the app lists: "
                 "answer with one of those (Rules note 12)."), allocations->len);
  return FALSE;
}
