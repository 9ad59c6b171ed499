/* gmp-player-balance.c: many games of one scenario, over every core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>

#include "gmp-error.h"
#include "gmp-i18n.h"
#include "gmp-player-balance.h"
#include "gmp-setup.h"

/* Games a worker takes at a time: few enough to share the work evenly */
#define CHUNK 8

struct _GmpBalance {
  GmpBoard        *board;
  GmpScenario     *scenario;     /* NULL: the board's own setup */
  GmpPlayerLevel   levels[GMP_N_SIDES];
  guint            games;
  guint64          seed;

  GMutex           lock;         /* guards report and error */
  GmpBalanceReport report;
  GError          *error;
  GCancellable    *cancellable;
  gint             done;         /* atomic */
};

static void
report_init (GmpBalanceReport *report,
             const GmpBoard   *board)
{
  memset (report, 0, sizeof *report);
  report->n_turns = board->rules.turns;
  report->ends = g_new0 (guint, (GMP_END_DANGER + 1) * (report->n_turns + 1));
  report->n_cities = board->n_cities;
  report->destroyed = g_new0 (guint, board->n_cities);
}

static void
report_clear (GmpBalanceReport *report)
{
  g_clear_pointer (&report->ends, g_free);
  g_clear_pointer (&report->destroyed, g_free);
}

static void
report_add_game (GmpBalanceReport *report,
                 const GmpState   *state)
{
  const GmpBoard *board = state->board;
  guint turn = MIN (state->turn, report->n_turns);
  guint reason = MIN ((guint) state->end_reason, (guint) GMP_END_DANGER);

  report->games++;
  if (state->winner == GMP_WINNER_SWARM)
    report->wins[GMP_SIDE_SWARM]++;
  else if (state->winner == GMP_WINNER_HUMANS)
    report->wins[GMP_SIDE_HUMANS]++;
  report->ends[reason * (report->n_turns + 1) + turn]++;
  for (guint f = 0; f < board->n_forts; f++)
    if (state->fort_strength[f] == 0)
      report->destroyed[board->forts[f].city]++;
}

static void
report_merge (GmpBalanceReport       *into,
              const GmpBalanceReport *from)
{
  into->games += from->games;
  for (guint s = 0; s < GMP_N_SIDES; s++)
    into->wins[s] += from->wins[s];
  for (guint i = 0; i < (GMP_END_DANGER + 1) * (into->n_turns + 1); i++)
    into->ends[i] += from->ends[i];
  for (guint c = 0; c < into->n_cities; c++)
    into->destroyed[c] += from->destroyed[c];
}

guint
gmp_balance_report_count_ends (const GmpBalanceReport *report,
                               GmpEndReason            reason)
{
  guint n = 0;

  g_return_val_if_fail (report != NULL, 0);
  if ((guint) reason > GMP_END_DANGER)
    return 0;
  for (guint turn = 0; turn <= report->n_turns; turn++)
    n += report->ends[reason * (report->n_turns + 1) + turn];
  return n;
}

guint
gmp_balance_report_rank_destroyed (const GmpBalanceReport *report,
                                   guint                  *order)
{
  guint n = 0;

  g_return_val_if_fail (report != NULL && order != NULL, 0);

  /* Insertion by count: a board has tens of cities */
  for (guint c = 0; c < report->n_cities; c++)
    {
      guint k = n;

      if (report->destroyed[c] == 0)
        continue;
      while (k > 0 && report->destroyed[order[k - 1]] < report->destroyed[c])
        {
          order[k] = order[k - 1];
          k--;
        }
      order[k] = c;
      n++;
    }
  return n;
}

const char *
gmp_balance_end_name (GmpEndReason reason)
{
  switch (reason)
    {
    case GMP_END_KEY_CITIES:
      return _("Key cities destroyed (Rules note 22)");
    case GMP_END_LAST_TURN:
      return _("The Humans held to the last turn (Rules note 22)");
    case GMP_END_DANGER:
      return _("For Danger: the Earth destroyed (Rules note 21)");
    case GMP_END_NONE:
    default:
      return _("Not over");
    }
}

void
gmp_balance_rate (guint   wins,
                  guint   games,
                  double *rate,
                  double *low,
                  double *high)
{
  /* Wilson's interval: sound near 0 and 1, where the normal one is not */
  const double z = 1.959964;
  double n = games, p, centre, half;

  if (games == 0)
    {
      *rate = *low = *high = 0.0;
      return;
    }
  p = wins / n;
  centre = (p + z * z / (2 * n)) / (1 + z * z / n);
  half = z * sqrt (p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n);
  *rate = p;
  *low = MAX (0.0, centre - half);
  *high = MIN (1.0, centre + half);
}

GmpBalance *
gmp_balance_new (GmpBoard          *board,
                 const GmpScenario *scenario,
                 GmpPlayerLevel     swarm,
                 GmpPlayerLevel     humans,
                 guint              games,
                 guint64            seed)
{
  GmpBalance *balance;

  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (swarm < GMP_N_PLAYER_LEVELS && humans < GMP_N_PLAYER_LEVELS, NULL);

  balance = g_new0 (GmpBalance, 1);
  balance->board = gmp_board_ref (board);
  balance->scenario = scenario != NULL ? gmp_scenario_copy (scenario) : NULL;
  balance->levels[GMP_SIDE_SWARM] = swarm;
  balance->levels[GMP_SIDE_HUMANS] = humans;
  balance->games = games;
  balance->seed = seed;
  g_mutex_init (&balance->lock);
  report_init (&balance->report, board);
  return balance;
}

void
gmp_balance_free (GmpBalance *balance)
{
  if (balance == NULL)
    return;
  gmp_board_unref (balance->board);
  g_clear_pointer (&balance->scenario, gmp_scenario_free);
  report_clear (&balance->report);
  g_clear_error (&balance->error);
  g_mutex_clear (&balance->lock);
  g_free (balance);
}

/* One game, start to end, seeded with seed + index */
static gboolean
play_one (GmpBalance  *balance,
          GmpPlayer   *players[GMP_N_SIDES],
          guint        index,
          GmpBalanceReport *report,
          GError     **error)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (balance->seed + index);
  g_autoptr(GmpState) state = NULL;

  if (balance->scenario == NULL)
    state = gmp_setup_new_game (balance->board, dice, GMP_SETUP_DEFAULT, error);
  else
    {
      g_autoptr(GmpScenario) game = gmp_scenario_copy (balance->scenario);

      /* Rules note 3: each game's own Guards, when the scenario rolls them */
      if (!gmp_scenario_start (game, dice, GMP_SETUP_DEFAULT, error))
        return FALSE;
      state = gmp_state_copy (game->state);
    }
  if (state == NULL)
    return FALSE;
  if (!gmp_player_play_state (state, NULL, dice, players, 0, error))
    return FALSE;
  report_add_game (report, state);
  return TRUE;
}

static void
play_chunk (gpointer data,
            gpointer user_data)
{
  GmpBalance *balance = user_data;
  guint first = GPOINTER_TO_UINT (data) - 1;
  g_autoptr(GmpPlayer) swarm = gmp_player_new (balance->levels[GMP_SIDE_SWARM]);
  g_autoptr(GmpPlayer) humans = gmp_player_new (balance->levels[GMP_SIDE_HUMANS]);
  GmpPlayer *players[GMP_N_SIDES] = { swarm, humans };
  GmpBalanceReport local;
  g_autoptr(GError) error = NULL;

  report_init (&local, balance->board);
  for (guint i = first; i < MIN (first + CHUNK, balance->games); i++)
    {
      if (g_cancellable_is_cancelled (balance->cancellable))
        break;
      g_mutex_lock (&balance->lock);
      if (balance->error != NULL)
        {
          g_mutex_unlock (&balance->lock);
          break;
        }
      g_mutex_unlock (&balance->lock);
      if (!play_one (balance, players, i, &local, &error))
        break;
      g_atomic_int_inc (&balance->done);
    }

  g_mutex_lock (&balance->lock);
  report_merge (&balance->report, &local);
  if (error != NULL && balance->error == NULL)
    balance->error = g_steal_pointer (&error);
  g_mutex_unlock (&balance->lock);
  report_clear (&local);
}

gboolean
gmp_balance_run (GmpBalance    *balance,
                 guint          threads,
                 GCancellable  *cancellable,
                 GError       **error)
{
  g_return_val_if_fail (balance != NULL, FALSE);

  if (threads == 0)
    threads = MAX (1u, g_get_num_processors ());
  balance->cancellable = cancellable;
  if (threads == 1)
    {
      for (guint first = 0; first < balance->games; first += CHUNK)
        play_chunk (GUINT_TO_POINTER (first + 1), balance);
    }
  else
    {
      GThreadPool *pool = g_thread_pool_new (play_chunk, balance, (int) threads, TRUE, NULL);

      for (guint first = 0; first < balance->games; first += CHUNK)
        g_thread_pool_push (pool, GUINT_TO_POINTER (first + 1), NULL);
      /* Waits for every chunk pushed */
      g_thread_pool_free (pool, FALSE, TRUE);
    }
  balance->cancellable = NULL;

  if (balance->error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&balance->error));
      return FALSE;
    }
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  return TRUE;
}

guint
gmp_balance_get_done (GmpBalance *balance)
{
  g_return_val_if_fail (balance != NULL, 0);
  return (guint) g_atomic_int_get (&balance->done);
}

guint
gmp_balance_get_games (GmpBalance *balance)
{
  g_return_val_if_fail (balance != NULL, 0);
  return balance->games;
}

const GmpBalanceReport *
gmp_balance_get_report (GmpBalance *balance)
{
  g_return_val_if_fail (balance != NULL, NULL);
  return &balance->report;
}
