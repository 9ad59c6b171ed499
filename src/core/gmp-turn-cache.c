/* gmp-turn-cache.c: what the turn worked out about a state, kept while it stays the same
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * No rule lives here: the cache changes how fast a game is played, never how
 * (see GmpTurnCache in gmp-turn-cache-private.h). It keeps the combat
 * replayed (gmp-turn-combat-replay.c) and the side asked about an FX (note
 * 20); the pending combats (note 4) it only lists, into its own array.
 */

#include "config.h"

#include "gmp-state-private.h"
#include "gmp-question-private.h"
#include "gmp-turn-activation-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn-cache-private.h"

/* _gmp_turn_pending_combats() of state; the array is the cache's. Worked
 * out afresh at every call: from the state's index of units by city that
 * costs less than comparing the state with the cache's copy and copying it
 * when it changed, which the turn asks after nearly every step. */
const GArray *
_gmp_turn_cached_combats (GmpTurnCache   *cache,
                          const GmpState *state)
{
  if (cache->combats == NULL)
    cache->combats = g_array_new (FALSE, FALSE, sizeof (int));
  _gmp_turn_pending_combats_into (state, cache->combats);
  return cache->combats;
}

GmpTurnCache *
_gmp_turn_cache_new (void)
{
  return g_new0 (GmpTurnCache, 1);
}

/* Forgets what was worked out; the buffers stay for the next state. */
void
_gmp_turn_cache_forget (GmpTurnCache *cache)
{
  cache->seen_valid = FALSE;
  if (cache->replayed != NULL)
    {
      g_clear_pointer (&cache->spare, gmp_state_free);
      cache->spare = g_steal_pointer (&cache->replayed);
    }
  g_clear_pointer (&cache->replay_ask, gmp_question_free);
  g_clear_pointer (&cache->replay_log, gmp_log_free);
  g_clear_pointer (&cache->unrolled, gmp_combat_free);
  cache->fx_known = FALSE;
  g_clear_pointer (&cache->fx_chits, g_array_unref);
}

/* Frees what the cache holds; a cache on the stack (the public calls keep
 * theirs there: most questions never use it) ends with this. */
void
_gmp_turn_cache_clear (GmpTurnCache *cache)
{
  /* Everything it holds hangs off these: a cache nobody used holds nothing */
  if (cache->seen == NULL && cache->spare == NULL && cache->play_ask == NULL
      && cache->combats == NULL)
    return;
  _gmp_turn_cache_forget (cache);
  g_clear_pointer (&cache->seen, gmp_state_free);
  g_clear_pointer (&cache->spare, gmp_state_free);
  g_clear_pointer (&cache->combats, g_array_unref);
  g_clear_pointer (&cache->play_ask, gmp_question_free);
  g_clear_pointer (&cache->play_log, gmp_log_free);
}

void
_gmp_turn_cache_free (GmpTurnCache *cache)
{
  if (cache == NULL)
    return;
  _gmp_turn_cache_clear (cache);
  g_free (cache);
}

/* Makes the cache about state: what it held about any other state goes. */
void
_gmp_turn_cache_sync (GmpTurnCache   *cache,
                      const GmpState *state)
{
  /* Nothing the cache keeps depends on the step, which the turn sequence
   * moves on around these calls: it is left out of the comparison */
  if (cache->seen_valid)
    {
      cache->seen->step = state->step;
      if (_gmp_state_identical (cache->seen, state))
        return;
    }
  _gmp_turn_cache_forget (cache);
  if (cache->seen == NULL)
    cache->seen = gmp_state_copy (state);
  else
    _gmp_state_copy_game_into (cache->seen, state);
  cache->seen_valid = TRUE;
}

/* _gmp_turn_combat_replay() of state, worked out once: the replayed state (the
 * cache's), its question in *ask and, with entries, its log entries (the
 * cache's); NULL on error. built: the pending combat built for state, or
 * NULL (taken). */
GmpState *
_gmp_turn_cached_replay (GmpTurnCache       *cache,
                         const GmpState     *state,
                         GmpCombat          *built,
                         const GmpQuestion **ask,
                         const GmpLog      **entries,
                         GError            **error)
{
  g_autoptr(GmpCombat) pending = built;

  _gmp_turn_cache_sync (cache, state);
  if (cache->replayed == NULL || (entries != NULL && cache->replay_log == NULL))
    {
      g_autoptr(GmpQuestion) question = _gmp_question_new ();
      g_autoptr(GmpLog) log = entries != NULL ? gmp_log_new () : NULL;
      GmpState *work;

      if (cache->replayed != NULL)
        {
          g_clear_pointer (&cache->spare, gmp_state_free);
          cache->spare = g_steal_pointer (&cache->replayed);
        }
      work = _gmp_turn_combat_replay (state, g_steal_pointer (&cache->spare), &pending, NULL, log,
                                      question, error);
      if (work == NULL)
        return NULL;
      cache->replayed = work;
      g_clear_pointer (&cache->unrolled, gmp_combat_free);
      cache->unrolled = g_steal_pointer (&pending);
      g_clear_pointer (&cache->replay_ask, gmp_question_free);
      cache->replay_ask = g_steal_pointer (&question);
      g_clear_pointer (&cache->replay_log, gmp_log_free);
      cache->replay_log = g_steal_pointer (&log);
    }
  *ask = cache->replay_ask;
  if (entries != NULL)
    *entries = cache->replay_log;
  return cache->replayed;
}

/* _gmp_turn_combat_fx_side() of state, worked out once; *usable is the cache's. */
GmpSide
_gmp_turn_cached_fx_side (GmpTurnCache    *cache,
                          const GmpState  *state,
                          const GArray   **usable)
{
  _gmp_turn_cache_sync (cache, state);
  if (!cache->fx_known)
    {
      cache->fx_side = _gmp_turn_combat_fx_side (state, NULL, &cache->fx_chits);
      cache->fx_known = TRUE;
    }
  if (usable != NULL)
    *usable = cache->fx_chits;
  return cache->fx_side;
}
