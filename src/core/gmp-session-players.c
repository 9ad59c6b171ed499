/* gmp-session-players.c: who plays each side, and whose each action was
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Solo play (issue 21) keeps in the game which sides the computer plays,
 * and tells its actions from the people's by the question each answered:
 * a file holds the history, not who took it, so that is worked out again
 * when a saved solo game is opened.
 */

#include "config.h"

#include "gmp-session-private.h"

void
gmp_session_set_computer (GmpSession     *session,
                          GmpSide         side,
                          gboolean        computer,
                          GmpPlayerLevel  level)
{
  g_return_if_fail (session != NULL);
  g_return_if_fail (side < GMP_N_SIDES);
  g_return_if_fail (level < GMP_N_PLAYER_LEVELS);

  session->scenario->computer[side] = !!computer;
  session->scenario->computer_level[side] = computer ? level : GMP_PLAYER_SIMPLE;
}

GArray *
gmp_session_dup_asked (GmpSession *session)
{
  g_autoptr(GmpScenario) work = NULL;
  GArray *asked;
  gboolean checked;
  g_auto(GmpSessionScratch) scratch = { 0, };

  g_return_val_if_fail (session != NULL, NULL);

  asked = g_array_sized_new (FALSE, TRUE, sizeof (GmpAsked), session->actions->len);
  work = gmp_scenario_copy (session->start);
  checked = g_array_index (session->playable, gboolean, 0);
  for (guint i = 0; i < session->actions->len; i++)
    {
      const GmpAction *action = g_ptr_array_index (session->actions, i);
      GmpAsked item = { GMP_QUESTION_NONE, GMP_N_SIDES, gmp_edit_is_edit (action->kind) };

      if (!item.edit)
        {
          /* As gmp_session_get_question() asks it: from the step the
           * position rests on */
          g_autoptr(GmpState) ahead = gmp_state_copy (work->state);
          g_autoptr(GmpQuestion) question = NULL;

          question = gmp_turn_advance (ahead, NULL, NULL) ? gmp_turn_get_question (ahead)
                                                          : gmp_turn_get_question (work->state);
          item.kind = question->kind;
          item.side = question->side;
        }
      if (!_gmp_session_perform_recorded (work, action, &checked, &scratch, NULL))
        break;
      g_array_append_val (asked, item);
    }
  return asked;
}
