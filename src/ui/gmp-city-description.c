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
append_destination (GString           *text,
                    const GmpMapFocus *focus,
                    guint              city)
{
  const GmpState *state = gmp_game_get_state (focus->game);
  const GmpMoveOptions *moves = focus->moves;
  const GmpMoveTarget *target = moves != NULL ? gmp_move_options_find (moves, city) : NULL;
  const GmpMoveBlocked *blocked;

  if (focus->edit_mode)
    {
      if (focus->move_armed)
        g_string_append_printf (text, ". %s", _("Enter puts the picked units here."));
      return;
    }
  if (target != NULL)
    {
      g_autofree char *odds = gmp_move_odds_describe (state, focus->picked_units,
                                                      focus->n_picked, city);

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
gmp_city_description_for_map (const GmpMapFocus *focus,
                              guint              city)
{
  g_autoptr(GString) text = NULL;
  g_autofree char *stands = NULL;

  g_return_val_if_fail (focus != NULL && GMP_IS_GAME (focus->game), NULL);
  g_return_val_if_fail (city < gmp_game_get_board (focus->game)->n_cities, NULL);

  stands = gmp_turn_info_describe_city (gmp_game_get_state (focus->game), city);
  /* Alone, it reads as the tooltip and the panel's heading do */
  text = g_string_new (stands);
  if (focus->selected_city == (int) city && focus->n_picked > 0)
    {
      g_string_append (text, ". ");
      /* TRANSLATORS: the map's focused city is the selected stack */
      g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "Selected, %u unit picked.",
                                                 "Selected, %u units picked.", focus->n_picked),
                              focus->n_picked);
    }
  else if (focus->selected_city != GMP_NONE && focus->n_picked > 0)
    append_destination (text, focus, city);
  return g_string_free (g_steal_pointer (&text), FALSE);
}
