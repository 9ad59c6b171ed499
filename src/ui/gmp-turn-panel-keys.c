/* gmp-turn-panel-keys.c: what each section of the side panel shows, as a key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "model/gmp-turn-info.h"

#include "gmp-turn-panel-keys.h"

const GmpPhase _gmp_turn_panel_phases[GMP_TURN_PANEL_N_PHASES] = {
  GMP_PHASE_FADE_IN, GMP_PHASE_ACTION, GMP_PHASE_FADE_OUT
};

char *
_gmp_turn_panel_key_phases (const GmpState *asked)
{
  GString *key = g_string_new (NULL);

  /* Each phase done, now or next: a new turn's Action Phase shows as the
   * last one's did */
  for (guint i = 0; i < GMP_TURN_PANEL_N_PHASES; i++)
    g_string_append_printf (key, "%d,", gmp_turn_info_phase_mark (asked, _gmp_turn_panel_phases[i]));
  return g_string_free (key, FALSE);
}

gboolean
_gmp_turn_panel_cup_chit_drawable (const GmpQuestion *question,
                                   guint              chit)
{
  return question != NULL && question->kind == GMP_QUESTION_DRAW_CHIT
         && gmp_question_allows (question, (int) chit);
}

/* The chits the section lists are those in these places; the others (on
 * the Time Track, with an ally, removed) are not shown there */
static gboolean
listed_in_cup_section (GmpChitPlace place,
                       gboolean     players_cup)
{
  switch (place)
    {
    case GMP_CHIT_IN_CUP:
      return !players_cup;
    case GMP_CHIT_DRAWN:
    case GMP_CHIT_IN_HAND:
    case GMP_CHIT_USED:
    case GMP_CHIT_HELD:
      return TRUE;
    case GMP_CHIT_ON_TIME_TRACK:
    case GMP_CHIT_WITH_ALLY:
    case GMP_CHIT_REMOVED:
    default:
      return FALSE;
    }
}

char *
_gmp_turn_panel_key_cup (const GmpState    *state,
                         const GmpQuestion *question,
                         gboolean           players_cup)
{
  g_autoptr(GString) key = g_string_new (NULL);

  /* Where each listed chit is and, in the cup, whether it is a button that
   * answers the draw; the players' own cup is listed under the question */
  g_string_append_printf (key, "%d:", players_cup);
  for (guint i = 0; i < state->board->n_chits; i++)
    {
      GmpChitPlace place = state->chits[i].place;

      if (!listed_in_cup_section (place, players_cup))
        continue;
      g_string_append_printf (key, "%u.%d%s,", i, place,
                              _gmp_turn_panel_cup_chit_drawable (question, i) ? "d" : "");
    }
  return g_string_free (g_steal_pointer (&key), FALSE);
}

char *
_gmp_turn_panel_key_time_track (const GmpState *state)
{
  g_autoptr(GString) key = g_string_new (NULL);

  g_string_append_printf (key, "%u:", state->turn);
  /* What waits on each space of the Time Track, as its tooltip says it:
   * chits and units (Rules notes 2, 6, 16); a draw does not change it */
  for (guint turn = 1; turn <= state->board->rules.turns; turn++)
    {
      g_autofree char *contents = gmp_turn_info_describe_turn_space (state, turn);

      g_string_append_printf (key, "%s|", contents != NULL ? contents : "");
    }
  return g_string_free (g_steal_pointer (&key), FALSE);
}

char *
_gmp_turn_panel_key_tracks (const GmpState *state)
{
  g_autofree char *time_track = _gmp_turn_panel_key_time_track (state);

  return g_strdup_printf ("%u/%u/%d:%s", state->ends_drawn, state->danger_space,
                          state->danger_face, time_track);
}

gboolean
_gmp_turn_panel_fx_has_use (const GmpFxStatus *status,
                            const GmpQuestion *question)
{
  /* Rules note 45: Tectonic and Nuclear also before a draw */
  return status->usable && (question->kind == GMP_QUESTION_MOVEMENT
                            || question->kind == GMP_QUESTION_DRAW_CHIT);
}

char *
_gmp_turn_panel_key_fx (const GArray      *fx,
                        const GmpQuestion *question)
{
  g_autoptr(GString) key = g_string_new (NULL);

  /* What each row shows: the chit, its owner, why it can be used or not,
   * and its Use button; the question alone changes none of them */
  for (guint i = 0; i < fx->len; i++)
    {
      const GmpFxStatus *status = &g_array_index (fx, GmpFxStatus, i);

      g_string_append_printf (key, "%u.%d.%d.%d.%s|", status->chit, status->owner,
                              status->usable, _gmp_turn_panel_fx_has_use (status, question),
                              status->why);
    }
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
