/* gmp-hit-picker.c: Hits given to units one click at a time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-describe.h"

#include "gmp-hit-picker.h"
#include "gmp-turn-info.h"

struct _GmpHitPicker
{
  GmpState  *state;
  GmpCombat *combat;        /* with the dice rolled: the Hits each side suffers */
  GPtrArray *allocations;   /* what the question's answers index */
  GmpSide    side;
  guint      n_units;
  guint      units[GMP_COMBAT_MAX_UNITS];
  guint      capacity[GMP_COMBAT_MAX_UNITS];
  guint      hits[GMP_COMBAT_MAX_UNITS];
  guint      needed;
};

/* The side's units as the combat lists them, as the core's allocations do */
static void
collect_units (GmpHitPicker *picker)
{
  guint total = 0;

  for (guint i = 0; i < picker->combat->combatants->len; i++)
    {
      const GmpCombatant *who = &g_array_index (picker->combat->combatants, GmpCombatant, i);

      if (who->kind != GMP_COMBATANT_UNIT || who->side != picker->side
          || picker->n_units == GMP_COMBAT_MAX_UNITS)
        continue;
      picker->units[picker->n_units] = who->unit;
      picker->capacity[picker->n_units] = who->capacity;
      total += who->capacity;
      picker->n_units++;
    }
  /* Rules note 12: the units take every Hit they can absorb */
  picker->needed = MIN (picker->combat->suffered[picker->side], total);
}

GmpHitPicker *
gmp_hit_picker_new (const GmpState    *state,
                    const GmpQuestion *question)
{
  g_autoptr(GmpHitPicker) picker = NULL;

  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  if (question->kind != GMP_QUESTION_ALLOCATION)
    return NULL;
  picker = g_new0 (GmpHitPicker, 1);
  picker->side = question->side;
  picker->state = gmp_state_copy (state);
  picker->combat = gmp_turn_info_combat_new (state);
  picker->allocations = gmp_turn_get_allocations (state);
  if (picker->combat == NULL || picker->allocations == NULL
      || !gmp_combat_set_dice (picker->combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, NULL))
    return NULL;
  collect_units (picker);
  /* The default keeps the most units in play (Rules notes 12, 24) */
  gmp_hit_picker_set_allocation (picker, question->suggested);
  return g_steal_pointer (&picker);
}

void
gmp_hit_picker_free (GmpHitPicker *picker)
{
  if (picker == NULL)
    return;
  g_clear_pointer (&picker->allocations, g_ptr_array_unref);
  g_clear_pointer (&picker->combat, gmp_combat_free);
  g_clear_pointer (&picker->state, gmp_state_free);
  g_free (picker);
}

GmpSide
gmp_hit_picker_get_side (const GmpHitPicker *picker)
{
  g_return_val_if_fail (picker != NULL, GMP_N_SIDES);

  return picker->side;
}

guint
gmp_hit_picker_get_n_units (const GmpHitPicker *picker)
{
  g_return_val_if_fail (picker != NULL, 0);

  return picker->n_units;
}

guint
gmp_hit_picker_get_unit (const GmpHitPicker *picker,
                         guint               i)
{
  g_return_val_if_fail (picker != NULL && i < picker->n_units, 0);

  return picker->units[i];
}

guint
gmp_hit_picker_get_hits (const GmpHitPicker *picker,
                         guint               i)
{
  g_return_val_if_fail (picker != NULL && i < picker->n_units, 0);

  return picker->hits[i];
}

guint
gmp_hit_picker_get_capacity (const GmpHitPicker *picker,
                             guint               i)
{
  g_return_val_if_fail (picker != NULL && i < picker->n_units, 0);

  return picker->capacity[i];
}

guint
gmp_hit_picker_get_needed (const GmpHitPicker *picker)
{
  g_return_val_if_fail (picker != NULL, 0);

  return picker->needed;
}

guint
gmp_hit_picker_get_placed (const GmpHitPicker *picker)
{
  guint placed = 0;

  g_return_val_if_fail (picker != NULL, 0);

  for (guint i = 0; i < picker->n_units; i++)
    placed += picker->hits[i];
  return placed;
}

void
gmp_hit_picker_click (GmpHitPicker *picker,
                      guint         i)
{
  g_return_if_fail (picker != NULL && i < picker->n_units);

  if (picker->hits[i] < picker->capacity[i]
      && gmp_hit_picker_get_placed (picker) < picker->needed)
    picker->hits[i]++;
  else
    picker->hits[i] = 0;
}

void
gmp_hit_picker_take_back (GmpHitPicker *picker,
                          guint         i)
{
  g_return_if_fail (picker != NULL && i < picker->n_units);

  if (picker->hits[i] > 0)
    picker->hits[i]--;
}

void
gmp_hit_picker_clear (GmpHitPicker *picker)
{
  g_return_if_fail (picker != NULL);

  for (guint i = 0; i < picker->n_units; i++)
    picker->hits[i] = 0;
}

gboolean
gmp_hit_picker_set_allocation (GmpHitPicker *picker,
                               int           allocation)
{
  const GmpAllocation *listed;

  g_return_val_if_fail (picker != NULL, FALSE);

  if (allocation < 0 || (guint) allocation >= picker->allocations->len)
    return FALSE;
  listed = g_ptr_array_index (picker->allocations, allocation);
  gmp_hit_picker_clear (picker);
  for (guint k = 0; k < listed->n_units; k++)
    for (guint i = 0; i < picker->n_units; i++)
      if (picker->units[i] == listed->units[k])
        picker->hits[i] = listed->hits[k];
  return TRUE;
}

gboolean
gmp_hit_picker_get_answer (const GmpHitPicker *picker,
                           int                *answer,
                           GError            **error)
{
  guint ids[GMP_COMBAT_MAX_UNITS * 2];
  guint n_ids = 0;
  guint index;

  g_return_val_if_fail (picker != NULL, FALSE);

  /* One unit id per Hit, as the players would name them */
  for (guint i = 0; i < picker->n_units; i++)
    for (guint h = 0; h < picker->hits[i]; h++)
      ids[n_ids++] = picker->units[i];
  if (!gmp_allocation_find_by_units (picker->combat, picker->state, picker->side,
                                     picker->allocations, ids, n_ids, &index, error))
    return FALSE;
  if (answer != NULL)
    *answer = (int) index;
  return TRUE;
}

char *
gmp_hit_picker_describe_unit (const GmpHitPicker *picker,
                              guint               i)
{
  g_autofree char *label = NULL;

  g_return_val_if_fail (picker != NULL && i < picker->n_units, NULL);

  label = gmp_describe_unit (picker->state, picker->units[i], GMP_DESCRIBE_DEFAULT);
  if (picker->capacity[i] == 0)
    /* TRANSLATORS: a unit in the Hit allocation (Rules note 12) */
    return g_strdup_printf (_("%s: a blank Guard, takes no Hit"), label);
  if (picker->hits[i] == 0)
    /* TRANSLATORS: a unit in the Hit allocation (Rules note 12) */
    return g_strdup_printf (_("%s: no Hit"), label);
  if (picker->hits[i] < picker->capacity[i])
    /* TRANSLATORS: a Fresh unit given one Hit is flipped (Rules note 12) */
    return g_strdup_printf (_("%s: flipped (1 Hit)"), label);
  return g_strdup_printf (ngettext ("%s: eliminated (%u Hit)", "%s: eliminated (%u Hits)",
                                    picker->hits[i]),
                          label, picker->hits[i]);
}

char *
gmp_hit_picker_describe_placed (const GmpHitPicker *picker)
{
  g_return_val_if_fail (picker != NULL, NULL);

  /* TRANSLATORS: Hits the player has given to units so far, of those to give */
  return g_strdup_printf (ngettext ("%u of %u Hit placed", "%u of %u Hits placed",
                                    picker->needed),
                          gmp_hit_picker_get_placed (picker), picker->needed);
}
