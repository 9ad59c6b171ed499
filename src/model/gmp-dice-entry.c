/* gmp-dice-entry.c: the dice the players type, checked as they type them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-dice.h"
#include "core/gmp-turn.h"

#include "gmp-dice-entry.h"

static void
slots_free (GmpDiceSlots *slots)
{
  g_free (slots->label);
  g_free (slots);
}

static GmpDiceSlots *
slots_new (const char   *label,
           guint         n_dice,
           const guint8 *thresholds)
{
  GmpDiceSlots *slots = g_new0 (GmpDiceSlots, 1);

  slots->label = g_strdup (label);
  slots->n_dice = MIN (n_dice, GMP_DICE_ENTRY_MAX_SLOTS);
  for (guint i = 0; i < slots->n_dice; i++)
    slots->thresholds[i] = thresholds != NULL ? thresholds[i] : GMP_DIE_NEVER;
  return slots;
}

/* Rules note 27: the slots in the order the counters show them; a re-roll
 * of misses (Rules note 17) is known once the first dice are typed */
static void
add_combat_rows (GmpDiceEntry   *entry,
                 const GmpState *state,
                 GByteArray     *values)
{
  g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests_for (state, values->data,
                                                                  values->len);

  for (guint i = 0; requests != NULL && i < requests->len; i++)
    {
      const GmpDieRequest *request = g_ptr_array_index (requests, i);
      g_autofree char *label = NULL;

      if (!request->count_known)
        {
          /* TRANSLATORS: a re-roll whose dice are counted once the first dice are in */
          label = g_strdup_printf (_("%s (as many dice as missed)"), request->label);
          g_ptr_array_add (entry->rows, slots_new (label, 0, NULL));
          continue;
        }
      g_ptr_array_add (entry->rows, slots_new (request->label, request->n_dice,
                                               request->thresholds));
      entry->needed += request->n_dice;
    }
}

GmpDiceEntry *
gmp_dice_entry_new (const GmpState    *state,
                    const GmpQuestion *question,
                    const char        *text)
{
  g_autoptr(GmpDiceEntry) entry = NULL;
  g_autoptr(GByteArray) values = NULL;
  g_autoptr(GError) error = NULL;
  guint next = 0;

  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  if (question->kind != GMP_QUESTION_COMBAT_DICE && question->kind != GMP_QUESTION_DANGER)
    return NULL;

  entry = g_new0 (GmpDiceEntry, 1);
  entry->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) slots_free);
  values = gmp_dice_parse (text != NULL ? text : "", &error);
  entry->typed = values->len;

  if (question->kind == GMP_QUESTION_DANGER)
    {
      /* Rules note 21: two dice, no threshold of their own to mark */
      entry->needed = state->board->rules.danger_dice;
      g_ptr_array_add (entry->rows, slots_new (_("Roll For Danger"), entry->needed, NULL));
    }
  else
    add_combat_rows (entry, state, values);

  /* Each die typed in its counter's slot, in order */
  for (guint r = 0; r < entry->rows->len; r++)
    {
      GmpDiceSlots *slots = g_ptr_array_index (entry->rows, r);

      /* n_dice is at most the array's size (slots_new()); saying so
       * again keeps gcc -O3 from warning that it cannot see it */
      for (guint d = 0;
           d < slots->n_dice && d < G_N_ELEMENTS (slots->values) && next < values->len;
           d++)
        slots->values[d] = values->data[next++];
    }

  if (error != NULL)
    {
      entry->problem = g_strdup (error->message);
      entry->refused = TRUE;
    }
  else if (entry->typed > entry->needed)
    {
      guint extra = entry->typed - entry->needed;

      /* TRANSLATORS: more dice typed than the question takes */
      entry->problem = g_strdup_printf (ngettext ("%u die too many: this roll takes %u",
                                                  "%u dice too many: this roll takes %u", extra),
                                        extra, entry->needed);
      entry->refused = TRUE;
    }
  else if (entry->typed < entry->needed)
    {
      guint missing = entry->needed - entry->typed;

      /* TRANSLATORS: dice typed so far, and how many the roll takes */
      entry->problem = g_strdup_printf (ngettext ("%u of %u dice: %u more to type",
                                                  "%u of %u dice: %u more to type", missing),
                                        entry->typed, entry->needed, missing);
    }
  else
    entry->complete = entry->needed > 0;
  return g_steal_pointer (&entry);
}

void
gmp_dice_entry_free (GmpDiceEntry *entry)
{
  if (entry == NULL)
    return;
  g_clear_pointer (&entry->rows, g_ptr_array_unref);
  g_free (entry->problem);
  g_free (entry);
}
