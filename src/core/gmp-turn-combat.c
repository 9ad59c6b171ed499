/* gmp-turn-combat.c: the combat inside the turn: chosen, rolled, continued, committed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Combat", "Fort Combat". Rules note 4 (the acting player chooses
 * the next combat), note 12 (the dice, in the order the combat takes them),
 * note 20 (the FX asked before the dice); automatic play of a whole combat.
 */

#include "config.h"

#include "gmp-combat.h"
#include "gmp-question-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn-cache-private.h"
#include "gmp-turn-combat-private.h"

/* The combat is over: the replayed copy becomes the state (work gets the
 * state's old arrays), its log entries go to log. */
static void
combat_commit (GmpState     *state,
               GmpState     *work,
               const GmpLog *entries,
               GmpLog       *log)
{
  guint city = state->combat_city;
  GmpState tmp;

  tmp = *state;
  *state = *work;
  *work = tmp;
  for (guint i = 0; log != NULL && i < gmp_log_get_n_entries (entries); i++)
    gmp_log_append (log, gmp_log_get_entry (entries, i));
  _gmp_turn_mark_combat_done (state, city);
  _gmp_turn_clear_combat (state);
  state->step = GMP_STEP_COMBAT;
}

/* Replays the pending combat: a question is pending, or the combat is over
 * and its result becomes the state, with its log entries. built: the pending
 * combat built for state, or NULL (taken). */
gboolean
_gmp_turn_combat_continue (GmpState      *state,
                           GmpLog        *log,
                           GmpTurnCache  *cache,
                           GmpCombat     *built,
                           GError       **error)
{
  const GmpQuestion *ask = NULL;
  const GmpLog *entries = NULL;
  GmpState *work = _gmp_turn_cached_replay (cache, state, built, &ask,
                                            log != NULL ? &entries : NULL, error);

  if (work == NULL)
    return FALSE;
  if (ask->kind != GMP_QUESTION_NONE)
    {
      state->step = GMP_STEP_COMBAT_RESOLVE;
      return TRUE;
    }
  combat_commit (state, work, entries, log);
  _gmp_turn_cache_forget (cache);
  return TRUE;
}

/* Rolls the pending combat's dice from the source, in the order of
 * gmp_combat_get_dice_requests(), and records them. Returns the combat it
 * rolled for, as built before the dice (NULL on error). */
static GmpCombat *
combat_roll (GmpState      *state,
             GmpDice       *dice,
             GmpTurnCache  *cache,
             GError       **error)
{
  g_autoptr(GmpCombat) combat = NULL;
  guint8 values[GMP_COMBAT_MAX_ROLLED];
  guint n;

  /* Built when the dice were asked for (_gmp_turn_combat_replay) */
  _gmp_turn_cache_sync (cache, state);
  combat = g_steal_pointer (&cache->unrolled);
  if (combat == NULL)
    combat = _gmp_turn_pending_combat_new (state, error);
  if (combat == NULL)
    return NULL;
  if (!gmp_combat_roll_values (combat, dice, values, &n, error))
    return NULL;
  g_array_set_size (state->combat_dice, 0);
  g_array_append_vals (state->combat_dice, values, n);
  state->combat_rolled = TRUE;
  return g_steal_pointer (&combat);
}

/* Resolves the pending combat once no side has an FX decision left. */
static gboolean
resolve_pending_combat (GmpState      *state,
                        GmpLog        *log,
                        GmpTurnCache  *cache,
                        GError       **error)
{
  if (_gmp_turn_cached_fx_side (cache, state, NULL) != GMP_N_SIDES)
    {
      state->step = GMP_STEP_COMBAT_FX;
      return TRUE;
    }
  return _gmp_turn_combat_continue (state, log, cache, NULL, error);
}

/* Rules note 4: the acting player chose the combat in city: it waits for
 * its FX (note 20), or resolves at once when nobody has one to play. */
gboolean
_gmp_turn_choose_combat (GmpState      *state,
                         GmpLog        *log,
                         GmpTurnCache  *cache,
                         int            city,
                         GError       **error)
{
  _gmp_turn_clear_combat (state);
  state->combat_city = city;
  if (!resolve_pending_combat (state, log, cache, error))
    {
      _gmp_turn_clear_combat (state);
      return FALSE;
    }
  return TRUE;
}

/* Rules note 20: side plays chit in the pending combat, or passes */
gboolean
_gmp_turn_choose_combat_fx (GmpState      *state,
                            GmpLog        *log,
                            GmpTurnCache  *cache,
                            GmpSide        side,
                            int            chit,
                            GError       **error)
{
  state->combat_fx[side] = chit;
  if (!resolve_pending_combat (state, log, cache, error))
    {
      state->combat_fx[side] = GMP_NONE;
      return FALSE;
    }
  return TRUE;
}

/* Rules note 12: the pending combat's dice, from the source; the combat
 * goes on with them. */
gboolean
_gmp_turn_roll_combat (GmpState      *state,
                       GmpLog        *log,
                       GmpDice       *dice,
                       GmpTurnCache  *cache,
                       GError       **error)
{
  GmpCombat *rolled = combat_roll (state, dice, cache, error);

  if (rolled == NULL)
    return FALSE;
  /* The combat built before its dice is the one they are for: nothing
   * else changed (_gmp_turn_combat_replay() takes it) */
  if (!_gmp_turn_combat_continue (state, log, cache, rolled, error))
    {
      /* Dice the combat cannot take: the players may roll again */
      state->combat_rolled = FALSE;
      g_array_set_size (state->combat_dice, 0);
      return FALSE;
    }
  return TRUE;
}

/* A decision taken after the dice (rules notes 12-15, 18): recorded, and
 * the combat replayed with it; an illegal one leaves nothing recorded. */
gboolean
_gmp_turn_take_combat_decision (GmpState      *state,
                                GmpLog        *log,
                                GmpTurnCache  *cache,
                                int            answer,
                                GError       **error)
{
  g_array_append_val (state->combat_answers, answer);
  if (!_gmp_turn_combat_continue (state, log, cache, NULL, error))
    {
      g_array_set_size (state->combat_answers, state->combat_answers->len - 1);
      return FALSE;
    }
  return TRUE;
}

gboolean
_gmp_turn_resolve_combat (GmpState      *state,
                       GmpLog        *log,
                       GmpDice       *dice,
                       GmpTurnCache  *cache,
                       int            city,
                       GError       **error)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpQuestion *ask;
  GmpLog *entries = NULL;
  GmpState *work;

  if (cache->play_ask == NULL)
    cache->play_ask = _gmp_question_new ();
  ask = cache->play_ask;
  if (log != NULL)
    {
      if (cache->play_log == NULL)
        cache->play_log = gmp_log_new ();
      entries = cache->play_log;
      gmp_log_clear (entries);
    }
  _gmp_turn_clear_combat (state);
  state->combat_city = city;

  /* Built once: which FX a side may play depends on the combat, not on the
   * FX chosen already, and the FX chosen then make it the pending combat */
  combat = _gmp_turn_pending_combat_build (state, error);
  if (combat == NULL)
    {
      _gmp_turn_clear_combat (state);
      return FALSE;
    }

  /* Rules note 20: each side that may play an FX plays one or passes,
   * acting side first, as gmp_turn_get_question() would ask them */
  for (;;)
    {
      g_autoptr(GArray) chits = NULL;
      GmpSide side = _gmp_turn_combat_fx_side (state, combat, &chits);

      if (side == GMP_N_SIDES)
        break;
      _gmp_question_reset (ask);
      ask->suggested = GMP_NONE;
      _gmp_turn_set_fx_question (ask, state, side, chits);
      _gmp_question_settle (ask);
      state->combat_fx[side] = gmp_turn_auto_answer (ask, dice);
    }

  /* The dice, in the order the combat takes them (its dice question is always
   * answered "random"); an overrun takes none (rules note 15) */
  _gmp_question_reset (ask);
  if (!_gmp_turn_pending_combat_play_fx (combat, state, error))
    {
      _gmp_turn_clear_combat (state);
      return FALSE;
    }
  if (!combat->overrun)
    {
      guint8 values[GMP_COMBAT_MAX_ROLLED];
      guint n;

      if (!gmp_combat_roll_values (combat, dice, values, &n, error))
        {
          _gmp_turn_clear_combat (state);
          return FALSE;
        }
      g_array_append_vals (state->combat_dice, values, n);
      state->combat_rolled = TRUE;
    }

  /* One replay takes every decision as it comes (replay_settle()) */
  work = _gmp_turn_combat_replay (state, g_steal_pointer (&cache->spare), &combat, dice, entries,
                                  ask, error);
  if (work == NULL)
    {
      _gmp_turn_clear_combat (state);
      return FALSE;
    }
  g_assert (ask->kind == GMP_QUESTION_NONE);
  combat_commit (state, work, entries, log);
  cache->spare = work;
  return TRUE;
}
