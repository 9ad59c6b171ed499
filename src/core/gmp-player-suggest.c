/* gmp-player-suggest.c: the computer player's advice for the pending question
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * For a question, the answers the strong player rates best, each with the
 * exact odds of the battle that follows (the odds the session's own what-if
 * gives: gmp_odds_compute(), gmp_odds_what_if_fort(), gmp_odds_what_if_move())
 * and one line on why. For the movement, the player plans the activation on
 * a copy of the game and each stack it would move is a suggestion; the
 * plan stops at a move that reveals Guards, so no advice depends on what a
 * face-down Guard hides (rules notes 9, 24).
 */

#include "config.h"

#include "gmp-i18n.h"
#include "gmp-player-private.h"

void
gmp_suggestion_free (GmpSuggestion *suggestion)
{
  if (suggestion == NULL)
    return;
  g_clear_pointer (&suggestion->units, g_array_unref);
  g_clear_pointer (&suggestion->path, g_array_unref);
  g_clear_pointer (&suggestion->odds, gmp_odds_free);
  g_free (suggestion->why);
  g_free (suggestion);
}

static GmpSuggestion *
suggestion_new (GmpSuggestionKind kind)
{
  GmpSuggestion *s = g_new0 (GmpSuggestion, 1);

  s->kind = kind;
  s->answer = GMP_NONE;
  s->chit = GMP_NONE;
  s->from = GMP_NONE;
  s->to = GMP_NONE;
  s->odds_city = GMP_NONE;
  return s;
}

static double
expected_hits (const GmpOdds *odds,
               GmpSide        side)
{
  double e = 0.0;

  for (guint k = 0; k < odds->n_hits[side]; k++)
    e += k * odds->hits[side][k];
  return e;
}

/* "Chicago: the Swarm scores 2.1 Hits on average, the Humans 1.4; the
 * Humans retreat 35 %, the Swarm 40 %; the Fort falls 12 %" */
static char *
odds_words (const GmpState *state,
            guint           city,
            const GmpOdds  *odds)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (odds->overrun)
    return g_strdup_printf (_("%s: an overrun, no dice (Rules note 15)"),
                            state->board->cities[city].name);
  g_string_append_printf (text, _("%s: the Swarm scores %.1f Hits on average, the Humans %.1f; "
                                  "the Humans Retreat %.0f %%, the Swarm %.0f %%"),
                          state->board->cities[city].name, expected_hits (odds, GMP_SIDE_SWARM),
                          expected_hits (odds, GMP_SIDE_HUMANS),
                          100 * odds->p_retreat[GMP_SIDE_HUMANS],
                          100 * odds->p_retreat[GMP_SIDE_SWARM]);
  if (odds->fort_strength > 0)
    g_string_append_printf (text, _("; the Fort falls %.0f %%"), 100 * odds->p_fort_falls);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GmpSide
acting_side (const GmpState *state)
{
  if (state->active_formation < 0 || (guint) state->active_formation >= state->board->n_formations)
    return GMP_SIDE_SWARM;
  return state->board->formations[state->active_formation].side;
}

/* The battle an answer leads to, if any: its city and exact odds */
static GmpOdds *
answer_odds (const GmpState    *state,
             const GmpQuestion *question,
             int                answer,
             int               *city)
{
  *city = GMP_NONE;
  switch (question->kind)
    {
    case GMP_QUESTION_COMBAT:
      *city = answer;
      return gmp_odds_compute (state, (guint) answer, acting_side (state),
                               _gmp_turn_combat_mode (state, (guint) answer),
                               GMP_NONE, GMP_NONE, NULL, 0, NULL);
    case GMP_QUESTION_COMBAT_FX:
      {
        GmpSide other = question->side == GMP_SIDE_SWARM ? GMP_SIDE_HUMANS : GMP_SIDE_SWARM;
        int other_fx = state->combat_fx[other] >= 0 ? state->combat_fx[other] : GMP_NONE;
        int mine = answer >= 0 ? answer : GMP_NONE;

        *city = state->combat_city;
        return gmp_odds_compute (state, (guint) state->combat_city, acting_side (state),
                                 _gmp_turn_combat_mode (state, (guint) state->combat_city),
                                 question->side == GMP_SIDE_SWARM ? mine : other_fx,
                                 question->side == GMP_SIDE_SWARM ? other_fx : mine,
                                 NULL, 0, NULL);
      }
    case GMP_QUESTION_FORT_OPTION:
      {
        g_autoptr(GPtrArray) variants = NULL;

        if (answer == GMP_ANSWER_PASS || answer == GMP_FORT_OPTION_WITHDRAWAL)
          return NULL;
        variants = gmp_odds_what_if_fort (state, (guint) question->subject, GMP_NONE, NULL);
        for (guint k = 0; variants != NULL && k < variants->len; k++)
          {
            GmpOddsVariant *variant = g_ptr_array_index (variants, k);
            gboolean match = answer >= GMP_FORT_CHOICE_SORTIE_BASE
                             ? variant->option == GMP_FORT_OPTION_SORTIE
                               && variant->city == (guint) (answer - GMP_FORT_CHOICE_SORTIE_BASE)
                             : variant->option == (GmpFortOptions) answer;

            if (match && variant->odds != NULL && variant->odds->fx[0] == GMP_NONE
                && variant->odds->fx[1] == GMP_NONE)
              {
                *city = (int) variant->city;
                return g_steal_pointer (&variant->odds);
              }
          }
        return NULL;
      }
    case GMP_QUESTION_NONE:
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
    case GMP_N_QUESTIONS:
    default:
      return NULL;
    }
}

static char *
answer_why (GmpPlayer         *player,
            const GmpState    *state,
            const GmpQuestion *question,
            int                answer,
            guint              rank,
            double             lead,
            const GmpOdds     *odds,
            int                odds_city)
{
  const GmpBoard *board = state->board;

  if (odds != NULL && odds_city >= 0)
    {
      g_autofree char *words = odds_words (state, (guint) odds_city, odds);

      if (question->kind == GMP_QUESTION_COMBAT_FX && answer >= 0)
        return g_strdup_printf (_("With %s. %s"), board->chits[answer].name, words);
      if (question->kind == GMP_QUESTION_COMBAT_FX)
        return g_strdup_printf (_("No FX here: it changes this battle too little. %s"), words);
      return g_steal_pointer (&words);
    }
  switch (question->kind)
    {
    case GMP_QUESTION_FORT_OPTION:
      if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        return g_strdup (_("Gives the Fort’s city up to the Swarm (Rules note 18)"));
      return g_strdup (_("No option: the city’s Combat, if any, is fought as it stands "
                         "(Rules note 18)"));
    case GMP_QUESTION_ALLOCATION:
      if (rank == 0)
        return g_strdup (_("Costs the side the least of its strength (Rules note 12)"));
      return g_strdup_printf (_("Costs the side %.2f more of its strength, in expected Hits a "
                                "roll (Rules note 12)"), lead);
    case GMP_QUESTION_HOLD:
      if (answer >= 0 && (guint) answer < board->n_chits && board->chits[answer].formation >= 0)
        return g_strdup_printf (_("Keeps %s ready: it activates first next turn (Rules note 5)"),
                                board->formations[board->chits[answer].formation].name);
      return g_strdup (_("Holds nothing back (Rules note 5)"));
    case GMP_QUESTION_NONE:
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_COMBAT_FX:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
    case GMP_N_QUESTIONS:
    default:
      break;
    }
  (void) player;
  if (rank == 0)
    return g_strdup (_("Leaves the best position of the answers offered: Forts and key cities "
                       "held or threatened, units left, the way to the objective"));
  return g_strdup_printf (_("Leaves a position %.0f points worse than the best answer"), lead);
}

static gboolean
is_chance (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_DRAW_CHIT || kind == GMP_QUESTION_DANGER
         || kind == GMP_QUESTION_COMBAT_DICE || kind == GMP_QUESTION_GUARD_VALUE;
}

static void
suggest_answers (GmpPlayer         *player,
                 const GmpState    *state,
                 const GmpQuestion *question,
                 guint              max,
                 GPtrArray         *out)
{
  g_autofree double *scores = _gmp_player_score_answers (player, state, question);
  g_autofree guint *order = g_new (guint, MAX (question->answers->len, 1));
  guint n = question->answers->len;

  for (guint i = 0; i < n; i++)
    order[i] = i;
  /* Best first; the question's own order breaks ties */
  for (guint i = 1; scores != NULL && i < n; i++)
    for (guint k = i; k > 0 && scores[order[k]] > scores[order[k - 1]]; k--)
      {
        guint t = order[k];

        order[k] = order[k - 1];
        order[k - 1] = t;
      }
  for (guint r = 0; r < MIN (n, max); r++)
    {
      int answer = g_array_index (question->answers, int, order[r]);
      GmpSuggestion *s = suggestion_new (GMP_SUGGESTION_ANSWER);
      double lead = scores != NULL ? scores[order[0]] - scores[order[r]] : 0.0;

      s->answer = answer;
      s->score = scores != NULL ? scores[order[r]] : 0.0;
      s->odds = answer_odds (state, question, answer, &s->odds_city);
      s->why = answer_why (player, state, question, answer, r, lead, s->odds, s->odds_city);
      g_ptr_array_add (out, s);
    }
}

/* The movement planned on a copy: each move recorded */
typedef struct {
  GmpState  *state;
  GmpDice   *dice;
  GPtrArray *moves;       /* of GmpSuggestion* */
  gboolean   stop;        /* a move revealed Guards: what follows could depend on them */
} DryRun;

static const GmpState *
dry_get_state (gpointer data)
{
  return ((DryRun *) data)->state;
}

static GmpQuestion *
dry_get_question (gpointer data)
{
  return gmp_turn_get_question (((DryRun *) data)->state);
}

static gboolean
dry_answer (gpointer           data,
            const GmpQuestion *question,
            int                answer,
            GError           **error)
{
  (void) question;
  return gmp_turn_answer (((DryRun *) data)->state, NULL, ((DryRun *) data)->dice, answer, error);
}

static GmpMoveStatus
dry_move (gpointer     data,
          const guint *units,
          guint        n_units,
          const guint *path,
          guint        n_path,
          GError     **error)
{
  DryRun *dry = data;
  GmpSuggestion *last = dry->moves->len > 0 ? g_ptr_array_index (dry->moves, dry->moves->len - 1)
                                            : NULL;
  const GmpUnit *u;
  int from;
  GmpMoveStatus status;
  gboolean reveals = FALSE;

  if (dry->stop || n_units == 0 || n_path == 0)
    return GMP_MOVE_DONE;
  u = &g_array_index (dry->state->units, GmpUnit, units[0]);
  from = u->city;
  for (guint i = 0; i < n_path; i++)
    for (guint k = 0; k < dry->state->units->len; k++)
      {
        const GmpUnit *g = &g_array_index (dry->state->units, GmpUnit, k);

        reveals |= g->place == GMP_PLACE_MAP && g->city == (int) path[i] && !g->revealed
                   && dry->state->board->unit_types[g->type].guard;
      }

  /* Units going the same way from the same city are one stack: by the same
   * path, or the stack would take one unit's road for all (a Worm's single
   * step is not a Tank's way round) */
  if (last == NULL || last->kind != GMP_SUGGESTION_MOVE || last->from != from
      || last->path->len != n_path
      || memcmp (last->path->data, path, n_path * sizeof (guint)) != 0)
    {
      last = suggestion_new (GMP_SUGGESTION_MOVE);
      last->from = from;
      last->to = (int) path[n_path - 1];
      last->units = g_array_new (FALSE, FALSE, sizeof (guint));
      last->path = g_array_new (FALSE, FALSE, sizeof (guint));
      g_array_append_vals (last->path, path, n_path);
      g_ptr_array_add (dry->moves, last);
    }
  g_array_append_vals (last->units, units, n_units);
  if (reveals)
    {
      /* The move is advice; what it reveals is not known to the advice */
      dry->stop = TRUE;
      return GMP_MOVE_DONE;
    }
  status = gmp_turn_move (dry->state, NULL, units, n_units, path, n_path, GMP_NONE, error);
  return status;
}

static gboolean
dry_use_fx (gpointer data,
            guint    chit,
            guint    city,
            GError **error)
{
  DryRun *dry = data;
  GmpSuggestion *s;

  if (dry->stop)
    return TRUE;
  s = suggestion_new (GMP_SUGGESTION_FX);
  s->chit = (int) chit;
  s->to = (int) city;
  g_ptr_array_add (dry->moves, s);
  return gmp_turn_use_fx (dry->state, NULL, (int) chit, city, error);
}

static char *
move_why (GmpPlayer           *player,
          const GmpState      *state,
          const GmpSuggestion *s)
{
  const GmpBoard *board = state->board;
  GmpSide side = acting_side (state);

  if (s->odds != NULL)
    {
      g_autofree char *words = odds_words (state, (guint) s->to, s->odds);

      return g_strdup_printf (_("Attacks. %s"), words);
    }
  if (side == GMP_SIDE_SWARM)
    {
      int objective = GMP_NONE;
      guint steps = _gmp_player_swarm_distance (player, state, (guint) s->to, &objective);

      if (objective >= 0)
        return g_strdup_printf (ngettext ("Toward %s, the Swarm’s objective: %u step left",
                                          "Toward %s, the Swarm’s objective: %u steps left",
                                          steps),
                                board->cities[objective].name, steps);
    }
  else if (gmp_state_has_fort (state, (guint) s->to))
    return g_strdup_printf (_("Holds %s’s Fort against the Swarm around it"),
                            board->cities[s->to].name);
  return g_strdup_printf (_("Toward the Fort that needs it most, by way of %s"),
                          board->cities[s->to].name);
}

static gboolean
suggest_moves (GmpPlayer       *player,
               const GmpState  *state,
               guint            max,
               GPtrArray       *out,
               GError         **error)
{
  g_autoptr(GmpState) copy = gmp_state_copy (state);
  g_autoptr(GPtrArray) moves = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_suggestion_free);
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (0);
  DryRun dry = { copy, dice, moves, FALSE };
  GmpPlayerHands hands = { dry_get_state, dry_get_question, dry_answer, dry_move, dry_use_fx,
                           dice, &dry };

  if (!_gmp_player_move (player, &hands, error))
    return FALSE;

  for (guint i = 0; i < moves->len && out->len < max; i++)
    {
      GmpSuggestion *s = g_ptr_array_index (moves, i);

      if (s->kind == GMP_SUGGESTION_MOVE)
        {
          g_autoptr(GmpState) trial = gmp_state_copy (state);
          g_autoptr(GPtrArray) variants = NULL;

          /* Each piece of advice is a move to make now: one that only the
           * moves before it in the plan make legal (room they left under the
           * stacking limit, rules note 7) is not offered */
          if (gmp_turn_move (trial, NULL, (const guint *) s->units->data, s->units->len,
                             (const guint *) s->path->data, s->path->len, GMP_NONE, NULL)
              == GMP_MOVE_FAILED)
            continue;
          variants = gmp_odds_what_if_move (state, (const guint *) s->units->data,
                                        s->units->len, (guint) s->from, (guint) s->to, NULL);

          /* The odds `odds --from` gives: the first variant, without FX */
          if (variants != NULL && variants->len > 0
              && ((GmpOddsVariant *) g_ptr_array_index (variants, 0))->odds != NULL)
            {
              GmpOddsVariant *first = g_ptr_array_index (variants, 0);

              s->odds = g_steal_pointer (&first->odds);
              s->odds_city = s->to;
            }
          s->why = move_why (player, state, s);
        }
      else
        s->why = g_strdup_printf (_("Plays %s on %s: the position gains more than the Danger "
                                    "it costs (Rules note 21)"),
                                  state->board->chits[s->chit].name,
                                  state->board->cities[s->to].name);
      g_ptr_array_add (out, g_ptr_array_steal_index (moves, i));
      i--;
    }
  if (out->len < max)
    {
      GmpSuggestion *done = suggestion_new (GMP_SUGGESTION_ANSWER);

      done->answer = GMP_ANSWER_DONE;
      done->why = g_strdup (out->len == 0 ? _("No move is worth making now: end the movement")
                                          : _("Then end the movement"));
      g_ptr_array_add (out, done);
    }
  return TRUE;
}

GPtrArray *
gmp_player_suggest (GmpPlayer   *player,
                    GmpSession  *session,
                    guint        max,
                    GError     **error)
{
  g_autoptr(GPtrArray) out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_suggestion_free);
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpState) state = NULL;

  g_return_val_if_fail (player != NULL && session != NULL, NULL);

  if (!gmp_session_check_playable (session, error))
    return NULL;
  /* As the question sees it: the automatic steps done, on a copy */
  state = gmp_state_copy (gmp_session_get_state (session));
  if (!gmp_turn_advance (state, NULL, error))
    return NULL;
  question = gmp_turn_get_question (state);
  _gmp_player_prepare (player, state->board);
  if (max == 0 || question->kind == GMP_QUESTION_NONE)
    return g_steal_pointer (&out);

  if (question->kind == GMP_QUESTION_MOVEMENT)
    {
      if (!suggest_moves (player, state, max, out, error))
        return NULL;
    }
  else if (is_chance (question->kind))
    {
      /* Chance is nobody's choice: the dice or the counter decide */
      if (gmp_question_allows (question, GMP_ANSWER_RANDOM))
        {
          GmpSuggestion *s = suggestion_new (GMP_SUGGESTION_ANSWER);

          s->answer = GMP_ANSWER_RANDOM;
          s->why = g_strdup (_("Chance decides: let the app draw or roll, or give what you "
                               "drew or rolled"));
          g_ptr_array_add (out, s);
        }
    }
  else
    suggest_answers (player, state, question, max, out);
  return g_steal_pointer (&out);
}
