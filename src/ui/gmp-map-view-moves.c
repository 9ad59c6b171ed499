/* gmp-map-view-moves.c: the picked units moved, by play or by the editor, and what a city tells of it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"

#include "gmp-map-view-private.h"
#include "gmp-move-odds.h"
#include "gmp-tell.h"

/* The referee's correction: each picked unit to city, an edit the history
 * keeps like any action */
static gboolean
edit_move_to (GmpMapView  *self,
              guint        city,
              GError     **error)
{
  g_autoptr(GArray) units = g_array_copy (self->picked);
  const GmpState *state = gmp_game_get_state (self->game);

  for (guint i = 0; i < units->len; i++)
    {
      guint unit = g_array_index (units, guint, i);
      g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_UNIT);

      action->unit = (int) unit;
      action->city = (int) city;
      action->place = GMP_PLACE_MAP;
      action->value = g_array_index (state->units, GmpUnit, unit).reduced;
      if (!gmp_game_apply (self->game, action, error))
        return FALSE;
      state = gmp_game_get_state (self->game);
    }
  return TRUE;
}

gboolean
gmp_map_view_move_to (GmpMapView *self,
                      guint       city)
{
  g_autoptr(GError) error = NULL;
  const GmpMoveTarget *target;
  g_autoptr(GmpAction) action = NULL;
  gboolean ok;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  if (self->game == NULL || self->picked->len == 0 || self->read_only)
    return FALSE;
  if (self->edit_mode)
    ok = edit_move_to (self, city, &error);
  else
    {
      target = self->moves != NULL ? gmp_move_options_find (self->moves, city) : NULL;
      /* The path the map showed; a city it did not light up gets the
       * core's refusal, which names the rule */
      action = gmp_action_new_move ((const guint *) self->picked->data, self->picked->len,
                                    target != NULL ? target->path : NULL,
                                    target != NULL ? target->cost : 0, (int) city);
      ok = gmp_game_apply (self->game, action, &error);
    }
  if (!ok)
    {
      gmp_tell_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  /* The stack that moved stays selected where it arrived */
  gmp_map_view_set_selected_city (self, (int) city);
  return TRUE;
}

static const GmpMoveBlocked *
find_blocked (const GmpMoveOptions *moves,
              guint                 city)
{
  for (guint i = 0; moves != NULL && i < moves->n_blocked; i++)
    if (moves->blocked[i].city == city)
      return &moves->blocked[i];
  return NULL;
}

char *
gmp_map_view_dup_city_tooltip (GmpMapView *self,
                               guint       city)
{
  const GmpState *state;
  const GmpMoveTarget *target;
  const GmpMoveBlocked *blocked;
  g_autofree char *description = NULL;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), NULL);

  if (self->game == NULL)
    return NULL;
  state = gmp_game_get_state (self->game);
  g_return_val_if_fail (city < state->board->n_cities, NULL);

  description = gmp_turn_info_describe_city (state, city);
  target = self->moves != NULL ? gmp_move_options_find (self->moves, city) : NULL;
  if (target != NULL)
    {
      g_autofree char *odds = gmp_move_odds_describe (state, (const guint *) self->picked->data,
                                                      self->picked->len, city);
      g_autofree char *cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u MP to move here",
                                                            "%u MP to move here", target->cost),
                                               target->cost);

      if (odds != NULL)
        return g_strdup_printf ("%s\n%s\n%s", description, cost, odds);
      return g_strdup_printf ("%s\n%s", description, cost);
    }
  blocked = find_blocked (self->moves, city);
  if (blocked != NULL)
    return g_strdup_printf ("%s\n%s", description, gmp_move_reason_explain (blocked->reason));
  return g_steal_pointer (&description);
}

gboolean
gmp_map_view_begin_move (GmpMapView *self,
                         int         unit)
{
  const GmpState *state;
  GtkRoot *root;
  int city = GMP_NONE;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  if (self->game == NULL || !self->edit_mode)
    return FALSE;
  state = gmp_game_get_state (self->game);
  if (unit >= 0 && (guint) unit < state->units->len)
    {
      const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);

      if (u->place == GMP_PLACE_MAP)
        city = u->city;
    }
  else if (unit < 0)
    city = self->selected_city;
  if (city == GMP_NONE)
    return FALSE;

  gmp_map_view_set_selected_city (self, city);
  if (unit >= 0)
    {
      g_array_set_size (self->picked, 0);
      g_array_append_val (self->picked, unit);
      _gmp_map_view_emit_selection_changed (self);
    }
  if (self->picked->len == 0)
    return FALSE;
  self->move_armed = TRUE;
  self->focus_city = city;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  root = gtk_widget_get_root (GTK_WIDGET (self));
  if (GTK_IS_WINDOW (root))
    gtk_window_set_focus_visible (GTK_WINDOW (root), TRUE);
  _gmp_map_view_update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  gmp_tell_toast (GTK_WIDGET (self), _("Choose where they go with the arrow keys, then press "
                                       "Enter; Escape keeps them here"));
  return TRUE;
}

gboolean
gmp_map_view_get_move_armed (GmpMapView *self)
{
  g_return_val_if_fail (GMP_IS_MAP_VIEW (self), FALSE);

  return self->move_armed;
}
