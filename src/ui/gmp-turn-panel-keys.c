/* gmp-turn-panel-keys.c: what each section of the side panel shows, as a key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-turn-panel-keys.h"

static void
append_chits (GString        *key,
              const GmpState *state)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    g_string_append_printf (key, "%d.%u,", state->chits[i].place, state->chits[i].turn);
}

char *
_gmp_turn_panel_key_phases (const GmpState *asked)
{
  return g_strdup_printf ("%u/%d", asked->turn, asked->phase);
}

char *
_gmp_turn_panel_key_cup (const GmpState    *state,
                         const GmpQuestion *question,
                         gboolean           players_cup)
{
  g_autoptr(GString) key = g_string_new (NULL);

  /* The cup's chits are buttons while a draw is asked, or listed under the
   * question when the players draw */
  g_string_append_printf (key, "%d/%d:", question->kind == GMP_QUESTION_DRAW_CHIT, players_cup);
  append_chits (key, state);
  return g_string_free (g_steal_pointer (&key), FALSE);
}

char *
_gmp_turn_panel_key_tracks (const GmpState *state)
{
  g_autoptr(GString) key = g_string_new (NULL);

  g_string_append_printf (key, "%u/%u/%u/%d:", state->turn, state->ends_drawn,
                          state->danger_space, state->danger_face);
  /* What waits on the Time Track: chits and units (Rules notes 2, 6, 16) */
  append_chits (key, state);
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place == GMP_PLACE_TIME_TRACK)
        g_string_append_printf (key, "u%u.%u,", i, unit->turn);
    }
  return g_string_free (g_steal_pointer (&key), FALSE);
}

char *
_gmp_turn_panel_key_fx (const GmpState    *state,
                        const GmpQuestion *question)
{
  g_autoptr(GString) key = g_string_new (NULL);

  /* Whether each FX can be used depends on the question and the phase */
  g_string_append_printf (key, "%d/%d/%d/%d/%d/%d/%d:", question->kind, question->side,
                          question->subject, state->phase, (int) state->step,
                          state->active_formation, state->combat_city);
  append_chits (key, state);
  return g_string_free (g_steal_pointer (&key), FALSE);
}

gboolean
_gmp_turn_panel_key_update (char **key,
                            char  *new_key)
{
  gboolean changed = g_strcmp0 (*key, new_key) != 0;

  g_free (*key);
  *key = new_key;
  return changed;
}
