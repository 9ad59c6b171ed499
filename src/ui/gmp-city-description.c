/* gmp-city-description.c: what a screen reader hears of the map's focused city
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-turn-info.h"

#include "gmp-city-description.h"
#include "gmp-move-odds.h"

static const GmpMoveBlocked *
find_blocked (const GmpMoveOptions *moves,
              guint                 city)
{
  for (guint i = 0; moves != NULL && i < moves->n_blocked; i++)
    if (moves->blocked[i].city == city)
      return &moves->blocked[i];
  return NULL;
}

/* Where the picked units could go, seen from city (Rules notes 7, 8, 24) */
static void
append_destination (GString    *text,
                    GmpMapView *map_view,
                    guint       city)
{
  const GmpState *state = gmp_game_get_state (gmp_map_view_get_game (map_view));
  const GmpMoveOptions *moves = gmp_map_view_get_move_options (map_view);
  const GmpMoveTarget *target = moves != NULL ? gmp_move_options_find (moves, city) : NULL;
  const GmpMoveBlocked *blocked;
  guint n_picked;
  const guint *picked = gmp_map_view_get_picked_units (map_view, &n_picked);

  if (gmp_map_view_get_edit_mode (map_view))
    {
      if (gmp_map_view_get_move_armed (map_view))
        g_string_append_printf (text, ". %s", _("Enter puts the picked units here."));
      return;
    }
  if (target != NULL)
    {
      g_autofree char *odds = gmp_move_odds_describe (state, picked, n_picked, city);

      g_string_append (text, ". ");
      /* TRANSLATORS: the map's focused city, while a stack is picked */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE,
                                                 "A legal destination, %u MP.",
                                                 "A legal destination, %u MP.", target->cost),
                              target->cost);
      if (odds != NULL)
        g_string_append_printf (text, " %s", odds);
      return;
    }
  blocked = find_blocked (moves, city);
  g_string_append (text, ". ");
  if (blocked != NULL)
    /* TRANSLATORS: the map's focused city, and the rule that keeps the
     * picked units out of it */
    g_string_append_printf (text, _("Not a legal destination: %s"),
                            gmp_move_reason_explain (blocked->reason));
  else
    g_string_append (text, _("Not a legal destination."));
}

char *
gmp_city_description_for_map (GmpMapView *map_view,
                              guint       city)
{
  GmpGame *game;
  g_autoptr(GString) text = NULL;
  g_autofree char *stands = NULL;
  guint n_picked;
  int selected;

  g_return_val_if_fail (GMP_IS_MAP_VIEW (map_view), NULL);

  game = gmp_map_view_get_game (map_view);
  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (city < gmp_game_get_board (game)->n_cities, NULL);

  stands = gmp_turn_info_describe_city (gmp_game_get_state (game), city);
  /* Alone, it reads as the tooltip and the panel's heading do */
  text = g_string_new (stands);
  selected = gmp_map_view_get_selected_city (map_view);
  gmp_map_view_get_picked_units (map_view, &n_picked);
  if (selected == (int) city && n_picked > 0)
    {
      g_string_append (text, ". ");
      /* TRANSLATORS: the map's focused city is the selected stack */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Selected, %u unit picked.",
                                                 "Selected, %u units picked.", n_picked),
                              n_picked);
    }
  else if (selected != GMP_NONE && n_picked > 0)
    append_destination (text, map_view, city);
  return g_string_free (g_steal_pointer (&text), FALSE);
}
