/* gmp-action.c: one thing the players, the referee or the editor did
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-action.h"
#include "gmp-combat.h"

static const char *const kind_names[GMP_N_ACTIONS] = {
  [GMP_ACTION_ANSWER] = "answer",
  [GMP_ACTION_MOVE] = "move",
  [GMP_ACTION_REVEAL_GUARD] = "reveal-guard",
  [GMP_ACTION_USE_FX] = "use-fx",
  [GMP_ACTION_PLACE_UNIT] = "place-unit",
  [GMP_ACTION_REMOVE_UNIT] = "remove-unit",
  [GMP_ACTION_SET_UNIT] = "set-unit",
  [GMP_ACTION_SET_GUARD] = "set-guard",
  [GMP_ACTION_SET_FORT] = "set-fort",
  [GMP_ACTION_SET_CHIT] = "set-chit",
  [GMP_ACTION_SET_DANGER] = "set-danger",
  [GMP_ACTION_SET_TURN] = "set-turn",
  [GMP_ACTION_SET_METADATA] = "set-metadata",
  [GMP_ACTION_SET_GUARD_RULE] = "set-guard-rule",
  [GMP_ACTION_START] = "start",
};

gboolean
gmp_edit_is_edit (GmpActionKind kind)
{
  return kind >= GMP_ACTION_PLACE_UNIT && kind <= GMP_ACTION_SET_GUARD_RULE;
}

GmpAction *
gmp_action_new (GmpActionKind kind)
{
  GmpAction *action = g_new0 (GmpAction, 1);

  g_return_val_if_fail (kind < GMP_N_ACTIONS, NULL);

  action->kind = kind;
  action->unit = GMP_NONE;
  action->city = GMP_NONE;
  action->fort = GMP_NONE;
  action->chit = GMP_NONE;
  action->type = GMP_NONE;
  action->formation = GMP_NONE;
  return action;
}

static GArray *
copy_array (const GArray *array)
{
  GArray *copy;

  if (array == NULL)
    return NULL;
  copy = g_array_sized_new (FALSE, FALSE, g_array_get_element_size ((GArray *) array),
                            array->len);
  g_array_append_vals (copy, array->data, array->len);
  return copy;
}

GmpAction *
gmp_action_copy (const GmpAction *action)
{
  GmpAction *copy;

  g_return_val_if_fail (action != NULL, NULL);

  copy = g_memdup2 (action, sizeof *action);
  copy->units = copy_array (action->units);
  copy->path = copy_array (action->path);
  copy->record = copy_array (action->record);
  copy->text = g_strdup (action->text);
  copy->text2 = g_strdup (action->text2);
  copy->text3 = g_strdup (action->text3);
  copy->text4 = g_strdup (action->text4);
  return copy;
}

void
gmp_action_free (GmpAction *action)
{
  if (action == NULL)
    return;

  g_clear_pointer (&action->units, g_array_unref);
  g_clear_pointer (&action->path, g_array_unref);
  g_clear_pointer (&action->record, g_array_unref);
  g_free (action->text);
  g_free (action->text2);
  g_free (action->text3);
  g_free (action->text4);
  g_free (action);
}

static gboolean
arrays_equal (const GArray *a,
              const GArray *b)
{
  guint len_a = a != NULL ? a->len : 0;
  guint len_b = b != NULL ? b->len : 0;

  if (len_a != len_b)
    return FALSE;
  if (len_a == 0)
    return TRUE;
  return g_array_get_element_size ((GArray *) a) == g_array_get_element_size ((GArray *) b)
         && memcmp (a->data, b->data, len_a * g_array_get_element_size ((GArray *) a)) == 0;
}

gboolean
gmp_action_equal (const GmpAction *a,
                  const GmpAction *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  return a->kind == b->kind && a->value == b->value && a->unit == b->unit
         && a->city == b->city && a->fort == b->fort && a->chit == b->chit
         && a->type == b->type && a->formation == b->formation && a->place == b->place
         && a->turn == b->turn && !a->flag == !b->flag
         && arrays_equal (a->units, b->units) && arrays_equal (a->path, b->path)
         && arrays_equal (a->record, b->record)
         && g_strcmp0 (a->text, b->text) == 0 && g_strcmp0 (a->text2, b->text2) == 0
         && g_strcmp0 (a->text3, b->text3) == 0 && g_strcmp0 (a->text4, b->text4) == 0;
}

GmpAction *
gmp_action_new_answer (int answer)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_ANSWER);

  action->value = answer;
  return action;
}

GmpAction *
gmp_action_new_move (const guint *units,
                     guint        n_units,
                     const guint *path,
                     guint        n_path,
                     int          destination)
{
  GmpAction *action = gmp_action_new (GMP_ACTION_MOVE);

  action->units = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_units);
  g_array_append_vals (action->units, units, n_units);
  action->path = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_path);
  if (n_path > 0)
    g_array_append_vals (action->path, path, n_path);
  action->city = n_path > 0 ? (int) path[n_path - 1] : destination;
  return action;
}

const char *
gmp_action_kind_to_string (GmpActionKind kind)
{
  g_return_val_if_fail (kind < GMP_N_ACTIONS, NULL);

  return kind_names[kind];
}

gboolean
gmp_action_kind_from_string (const char    *string,
                             GmpActionKind *kind)
{
  for (guint i = 0; i < GMP_N_ACTIONS; i++)
    if (g_strcmp0 (string, kind_names[i]) == 0)
      {
        *kind = (GmpActionKind) i;
        return TRUE;
      }
  return FALSE;
}

static const char *
city_name (const GmpState *state,
           int             city)
{
  if (city < 0 || (guint) city >= state->board->n_cities)
    return "?";
  return state->board->cities[city].name;
}

static char *
unit_name (const GmpState *state,
           int             unit)
{
  if (unit < 0 || (guint) unit >= gmp_state_n_units (state))
    return g_strdup ("?");
  return gmp_combat_unit_label (state, (guint) unit);
}

/* Says what the action does in the state it is applied to: for the undo
 * and redo toasts and the history list ("Undone: Move 2 units to Chicago"). */
char *
gmp_action_describe (const GmpAction *action,
                     const GmpState  *state)
{
  g_autofree char *unit = NULL;

  g_return_val_if_fail (action != NULL && state != NULL, NULL);


  switch (action->kind)
    {
    case GMP_ACTION_ANSWER:
      return g_strdup (_("Answer the question"));
    case GMP_ACTION_MOVE:
      {
        guint n = action->units != NULL ? action->units->len : 0;

        /* TRANSLATORS: "Move 2 units to Chicago" */
        return g_strdup_printf (ngettext ("Move %u unit to %s", "Move %u units to %s", n), n,
                                city_name (state, action->city));
      }
    case GMP_ACTION_REVEAL_GUARD:
      return g_strdup_printf (_("Reveal a Guard in %s"),
                              city_name (state, action->city));
    case GMP_ACTION_USE_FX:
      return g_strdup_printf (_("Use the FX %s"),
                              action->chit >= 0
                              && (guint) action->chit < state->board->n_chits
                              ? state->board->chits[action->chit].name
                              : "?");
    case GMP_ACTION_PLACE_UNIT:
      /* TRANSLATORS: "Place Tank in Chicago" */
      return g_strdup_printf (_("Place %s in %s"),
                              action->type >= 0
                              && (guint) action->type < state->board->n_unit_types
                              ? state->board->unit_types[action->type].name : "?",
                              city_name (state, action->city));
    case GMP_ACTION_REMOVE_UNIT:
      unit = unit_name (state, action->unit);
      return g_strdup_printf (_("Remove %s"), unit);
    case GMP_ACTION_SET_UNIT:
      unit = unit_name (state, action->unit);
      return g_strdup_printf (_("Change %s"), unit);
    case GMP_ACTION_SET_GUARD:
      return g_strdup (_("Change a Guard"));
    case GMP_ACTION_SET_FORT:
      return g_strdup (_("Change a Fort’s strength"));
    case GMP_ACTION_SET_CHIT:
      return g_strdup_printf (_("Move the chit %s"),
                              action->chit >= 0
                              && (guint) action->chit < state->board->n_chits
                              ? state->board->chits[action->chit].name
                              : "?");
    case GMP_ACTION_SET_DANGER:
      return g_strdup (_("Move the Danger marker"));
    case GMP_ACTION_SET_TURN:
      return g_strdup (_("Change the turn and phase"));
    case GMP_ACTION_SET_METADATA:
      return g_strdup (_("Change the title, author, description or language"));
    case GMP_ACTION_SET_GUARD_RULE:
      return g_strdup (_("Change the National Guard setup rule"));
    case GMP_ACTION_START:
      return g_strdup (_("Start the game"));
    case GMP_N_ACTIONS:
    default:
      break;
    }
  g_return_val_if_reached (NULL);
}
