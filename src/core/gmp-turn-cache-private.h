/* gmp-turn-cache-private.h: what gmp-turn-cache.c offers the turn's other files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-turn-cache.c: What the turn worked out about a state, kept while it stays the same.
 */

#pragma once

#include "gmp-log.h"
#include "gmp-question.h"

G_BEGIN_DECLS

/* Automatic play, and a single gmp_turn_answer(), ask the same things about
 * one state several times: advancing, asking and answering would each replay
 * the combat under way or find the side asked about an FX. A GmpTurnCache
 * keeps them for the state they were worked out for,
 * compared byte for byte (_gmp_state_identical), so a state changed in any
 * way, by anyone, is worked out afresh: the cache changes how fast a game is
 * played, never how. It lives beside the state: nothing of it is saved,
 * copied or compared. */
/* What the turn sequence worked out about a state, kept while the state
 * stays the same. A game played by one owner passes the same cache to
 * every call that takes one (gmp-turn-private.h); the public calls use one
 * of their own. */
typedef struct _GmpTurnCache GmpTurnCache;

GmpTurnCache *_gmp_turn_cache_new   (void);
void          _gmp_turn_cache_free  (GmpTurnCache      *cache);

struct _GmpTurnCache {
  GmpState    *seen;          /* a copy of the state the entries are for, or NULL */
  gboolean     seen_valid;

  /* _gmp_turn_combat_replay() */
  GmpState    *replayed;      /* NULL: not worked out */
  GmpQuestion *replay_ask;
  GmpLog      *replay_log;    /* its log entries; NULL when nobody wanted them */
  GmpState    *spare;         /* arrays the next replay's copy reuses */
  GmpCombat   *unrolled;      /* the pending combat, built, waiting for its dice */

  GArray      *combats;       /* _gmp_turn_pending_combats(), listed afresh each time */
  gboolean     fx_known;
  GmpSide      fx_side;       /* _gmp_turn_combat_fx_side() */
  GArray      *fx_chits;      /* and the FX that side may play */

  /* Reused by _gmp_turn_play_combat() */
  GmpQuestion *play_ask;
  GmpLog      *play_log;
};

const GArray *_gmp_turn_cached_combats (GmpTurnCache   *cache,
                                        const GmpState *state);

void _gmp_turn_cache_forget (GmpTurnCache *cache);

void _gmp_turn_cache_clear (GmpTurnCache *cache);

void _gmp_turn_cache_sync (GmpTurnCache   *cache,
                           const GmpState *state);

GmpState *_gmp_turn_cached_replay (GmpTurnCache       *cache,
                                   const GmpState     *state,
                                   GmpCombat          *built,
                                   const GmpQuestion **ask,
                                   const GmpLog      **entries,
                                   GError            **error);

GmpSide _gmp_turn_cached_fx_side (GmpTurnCache    *cache,
                                  const GmpState  *state,
                                  const GArray   **usable);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (GmpTurnCache, _gmp_turn_cache_free)
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GmpTurnCache, _gmp_turn_cache_clear)

G_END_DECLS
