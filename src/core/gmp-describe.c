/* gmp-describe.c: the pieces of a state in words, for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-describe.h"

char *
gmp_describe_guard_value (int value)
{
  if (value == GMP_GUARD_BLANK)
    return g_strdup (C_("guard", "blank"));
  if (value == GMP_GUARD_UNKNOWN)
    return g_strdup (C_("guard", "unknown"));
  if (value == GMP_GUARD_DRAW)
    return g_strdup (C_("guard", "drawn at start"));
  /* TRANSLATORS: a Guard's die: it hits on this number or more */
  return g_strdup_printf (C_("guard", "%d+"), value);
}

char *
gmp_describe_counter (const GmpBoard *board,
                      int             type,
                      int             formation)
{
  const char *name;

  g_return_val_if_fail (board != NULL, NULL);

  name = type >= 0 && (guint) type < board->n_unit_types ? board->unit_types[type].name : "?";
  if (formation >= 0 && (guint) formation < board->n_formations)
    /* What the counter itself shows: its type and its formation, "Ant 1" */
    return g_strdup_printf ("%s %s", name, board->formations[formation].id);
  return g_strdup (name);
}

static char *
describe_unit_side (const GmpState   *state,
                    const GmpUnit    *unit,
                    GmpDescribeFlags  flags)
{
  const GmpBoard *board = state->board;
  const GmpUnitType *type = &board->unit_types[unit->type];
  g_autofree char *name = NULL;

  if (type->guard)
    {
      g_autofree char *value = gmp_describe_guard_value (unit->guard_value);

      if (unit->revealed)
        /* TRANSLATORS: a Guard and its revealed value: "National Guard (revealed: 5+)" */
        return g_strdup_printf (_("%s (revealed: %s)"), type->name, value);
      if (flags & GMP_DESCRIBE_HIDDEN_SIDES)
        return g_strdup_printf (_("%s (face down: %s)"), type->name, value);
      return g_strdup_printf (_("%s (face down)"), type->name);
    }

  name = gmp_describe_counter (board, unit->type, unit->formation);
  if (unit->reduced)
    return g_strdup_printf (_("%s (reduced)"), name);
  if (flags & GMP_DESCRIBE_FRESH)
    /* TRANSLATORS: a unit showing its Fresh side, on a printed sheet: "Ant 1 (fresh)" */
    return g_strdup_printf (_("%s (fresh)"), name);
  return g_steal_pointer (&name);
}

char *
gmp_describe_unit (const GmpState   *state,
                   guint             id,
                   GmpDescribeFlags  flags)
{
  const GmpUnit *unit;
  char *text;
  char *on_turn;

  g_return_val_if_fail (state != NULL && id < state->units->len, NULL);

  unit = &g_array_index (state->units, GmpUnit, id);
  text = describe_unit_side (state, unit, flags);
  if (unit->place != GMP_PLACE_TIME_TRACK)
    return text;
  /* TRANSLATORS: a unit or chit waiting on the Time Track, e.g. "Ant 1 (turn 4)" */
  on_turn = g_strdup_printf (_("%s (turn %u)"), text, unit->turn);
  g_free (text);
  return on_turn;
}

char *
gmp_describe_names_counted (const char *const *names,
                            guint              n)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (n == 0 || names != NULL, NULL);

  /* Each name once, where it first comes, with how many bear it */
  for (guint i = 0; i < n; i++)
    {
      guint count = 1;
      gboolean told = FALSE;

      for (guint j = 0; j < i && !told; j++)
        told = g_strcmp0 (names[j], names[i]) == 0;
      if (told)
        continue;
      for (guint j = i + 1; j < n; j++)
        count += g_strcmp0 (names[j], names[i]) == 0;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (count > 1)
        g_string_append_printf (out, "%u × ", count);
      g_string_append (out, names[i]);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

char *
gmp_describe_units (const GmpState   *state,
                    const guint      *ids,
                    guint             n,
                    GmpDescribeFlags  flags)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (state != NULL, NULL);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (texts, gmp_describe_unit (state, ids[i], flags));
  return gmp_describe_names_counted ((const char *const *) texts->pdata, texts->len);
}

gboolean
gmp_describe_chit_is_at (const GmpState *state,
                         guint           i,
                         GmpChitPlace    place,
                         int             owner)
{
  const GmpChit *chit;

  g_return_val_if_fail (state != NULL && i < state->board->n_chits, FALSE);

  chit = &state->board->chits[i];
  if (state->chits[i].place != place)
    return FALSE;
  return owner == GMP_NONE || (chit->kind != GMP_CHIT_END && (int) chit->owner == owner);
}

char *
gmp_describe_chits (const GmpState *state,
                    GmpChitPlace    place,
                    int             owner)
{
  const GmpBoard *board;
  g_autoptr(GString) out = g_string_new (NULL);

  g_return_val_if_fail (state != NULL, NULL);

  board = state->board;
  for (guint i = 0; i < board->n_chits; i++)
    {
      if (!gmp_describe_chit_is_at (state, i, place, owner))
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (place == GMP_CHIT_ON_TIME_TRACK)
        g_string_append_printf (out, _("%s (turn %u)"), board->chits[i].name,
                                state->chits[i].turn);
      else
        g_string_append (out, board->chits[i].name);
    }
  if (out->len == 0)
    g_string_append (out, C_("chits", "none"));
  return g_string_free (g_steal_pointer (&out), FALSE);
}
