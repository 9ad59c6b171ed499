/* gmp-map-view-picks.c: which units of the selected stack are picked to
 * move, and which may be (Rules note 4)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-map-view-private.h"

gboolean
_gmp_map_view_unit_can_be_picked (GmpMapView *self,
                                  guint       unit)
{
  const GmpState *state = gmp_game_get_state (self->game);
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);
  g_autoptr(GmpQuestion) question = NULL;

  if (self->read_only)
    return FALSE;
  if (self->edit_mode)
    return TRUE;
  if (state->board->unit_types[u->type].guard)
    return FALSE;   /* National Guards never move */
  question = _gmp_map_view_dup_question (self);
  return question->kind == GMP_QUESTION_MOVEMENT && u->formation == state->active_formation;
}

/* All the units that can move in the selected city, by default (Rules note 4) */
void
_gmp_map_view_pick_default_units (GmpMapView *self)
{
  const GmpState *state;
  guint ids[64];
  guint n;

  g_array_set_size (self->picked, 0);
  if (self->game == NULL || self->selected_city == GMP_NONE)
    return;
  state = gmp_game_get_state (self->game);
  n = gmp_state_units_in_city (state, (guint) self->selected_city, GMP_N_SIDES, ids, G_N_ELEMENTS (ids));
  for (guint i = 0; i < n; i++)
    if (_gmp_map_view_unit_can_be_picked (self, ids[i]))
      g_array_append_val (self->picked, ids[i]);
}

const guint *
gmp_map_view_get_picked_units (GmpMapView *self,
                               guint      *n_units)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  if (n_units != NULL)
    *n_units = self->picked->len;
  return (const guint *) self->picked->data;
}

gboolean
gmp_map_view_is_unit_picked (GmpMapView *self,
                             guint       unit)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  for (guint i = 0; i < self->picked->len; i++)
    if (g_array_index (self->picked, guint, i) == unit)
      return TRUE;
  return FALSE;
}

gboolean
gmp_map_view_can_pick_unit (GmpMapView *self,
                            guint       unit)
{
  const GmpState *state;
  const GmpUnit *u;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  if (self->game == NULL || self->selected_city == GMP_NONE)
    return FALSE;
  state = gmp_game_get_state (self->game);
  if (unit >= state->units->len)
    return FALSE;
  u = &g_array_index (state->units, GmpUnit, unit);
  return u->place == GMP_PLACE_MAP && u->city == self->selected_city
         && _gmp_map_view_unit_can_be_picked (self, unit);
}

void
gmp_map_view_set_unit_picked (GmpMapView *self,
                              guint       unit,
                              gboolean    picked)
{
  g_return_if_fail (GMP_IS_MAP_VIEW (self));

  if (picked == gmp_map_view_is_unit_picked (self, unit))
    return;
  if (picked)
    {
      if (!gmp_map_view_can_pick_unit (self, unit))
        return;
      g_array_append_val (self->picked, unit);
    }
  else
    {
      for (guint i = 0; i < self->picked->len; i++)
        if (g_array_index (self->picked, guint, i) == unit)
          {
            g_array_remove_index (self->picked, i);
            break;
          }
    }
  _gmp_map_view_update_moves (self);
}
