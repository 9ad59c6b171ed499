/* gmp-combat-dice.c: a combat's dice and the Hits they score
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat (every unit rolls its die symbols), Fort Combat (5+);
 * rules notes 11, 17, 27, 43 (re-rolls) and 24 (hidden Guards are revealed
 * before the dice count).
 */

#include "config.h"

#include "gmp-i18n.h"
#include <string.h>

#include "gmp-combat-private.h"
#include "gmp-error.h"

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
  g_autofree char *who = _gmp_combat_combatant_label (combat, c);
  g_autofree char *hits = _gmp_combat_thresholds_text (thresholds, n);

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
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL, _("This Combat is already resolved."));
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
                     ngettext ("This Combat needs %u die, %u given; next: %s",
                               "This Combat needs %u dice, %u given; next: %s", need),
                     need, (guint) n_dice, next);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                     ngettext ("This Combat needs %u die, %u given.",
                               "This Combat needs %u dice, %u given.", need),
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
