/* gmp-turn.c: the flow of play (Fade In, Action, Fade Out) as questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-movement.h"
#include "gmp-quote.h"
#include "gmp-retreat.h"
#include "gmp-state-private.h"
#include "gmp-turn-private.h"

/* Allocations offered per side; big stacks have many (gmp-combat.h) */
#define MAX_ALLOCATIONS 64

static const char * const question_ids[] = {
  [GMP_QUESTION_NONE] = "none",
  [GMP_QUESTION_DRAW_CHIT] = "draw-chit",
  [GMP_QUESTION_GUARD_VALUE] = "guard-value",
  [GMP_QUESTION_MOVEMENT] = "movement",
  [GMP_QUESTION_COMBAT] = "combat",
  [GMP_QUESTION_HOLD] = "hold",
  [GMP_QUESTION_RETURN_UNIT] = "return-unit",
  [GMP_QUESTION_DANGER] = "danger",
  [GMP_QUESTION_PLACE_ALLY] = "place-ally",
  [GMP_QUESTION_COMBAT_FX] = "combat-fx",
  [GMP_QUESTION_FORT_OPTION] = "fort-option",
  [GMP_QUESTION_COMBAT_DICE] = "combat-dice",
  [GMP_QUESTION_ALLOCATION] = "allocation",
  [GMP_QUESTION_IGNORE_RETREAT] = "ignore-retreat",
  [GMP_QUESTION_RETREAT] = "retreat",
  [GMP_QUESTION_DISPLACE] = "displace",
  [GMP_QUESTION_SORTIE_RETURN] = "sortie-return",
  [GMP_QUESTION_ADVANCE] = "advance",
};

G_STATIC_ASSERT (G_N_ELEMENTS (question_ids) == GMP_N_QUESTIONS);

/* Automatic play, and a single gmp_turn_answer(), ask the same things about
 * one state several times: advancing, asking and answering would each replay
 * the combat under way, list the pending combats or find the side asked about
 * an FX. A GmpTurnCache keeps them for the state they were worked out for,
 * compared byte for byte (_gmp_state_identical), so a state changed in any
 * way, by anyone, is worked out afresh: the cache changes how fast a game is
 * played, never how. It lives beside the state: nothing of it is saved,
 * copied or compared. */
struct _GmpTurnCache {
  GmpState    *seen;          /* a copy of the state the entries are for, or NULL */
  gboolean     seen_valid;

  /* combat_replay() */
  GmpState    *replayed;      /* NULL: not worked out */
  GmpQuestion *replay_ask;
  GmpLog      *replay_log;    /* its log entries; NULL when nobody wanted them */
  GmpState    *spare;         /* arrays the next replay's copy reuses */
  GmpCombat   *unrolled;      /* the pending combat, built, waiting for its dice */

  gboolean     combats_known;
  GArray      *combats;       /* pending_combats() */
  gboolean     fx_known;
  GmpSide      fx_side;       /* combat_fx_side() */
  GArray      *fx_chits;      /* and the FX that side may play */

  /* Reused by _gmp_turn_play_combat() */
  GmpQuestion *play_ask;
  GmpLog      *play_log;
};

/* Helpers */

static void add_answer (GmpQuestion *question,
                        int          answer);

static const GmpUnit *
unit_at (const GmpState *state,
         guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

static void
log_add (GmpLog         *log,
         const GmpState *state,
         GmpLogKind      kind,
         int             p0,
         int             p1,
         int             p2,
         int             p3)
{
  int params[4] = { p0, p1, p2, p3 };

  /* Automatic play runs without a log: nothing to build */
  if (log == NULL)
    return;
  gmp_log_add (log, state, kind, G_N_ELEMENTS (params), params);
}

/* An entry about a unit: its type and formation go with it, so the log can
 * name it as the combat does ("Ant (1) #4") */
static void
log_unit (GmpLog         *log,
          const GmpState *state,
          GmpLogKind      kind,
          guint           unit,
          int             p1,
          int             p2,
          int             p3)
{
  const GmpUnit *u = unit_at (state, unit);
  int params[GMP_LOG_MAX_PARAMS] = { unit, p1, p2, p3 };
  guint n = kind == GMP_LOG_DISPLACED ? 3 : 4;

  if (log == NULL)
    return;
  params[n] = GMP_LOG_UNIT_TYPE (u->type);
  params[n + 1] = GMP_LOG_UNIT_FORMATION (u->formation);
  gmp_log_add (log, state, kind, n + 2, params);
}

/* Rules notes 12, 15, 16: a unit a combat or an FX hit, or eliminated
 * without a Hit (hits 0), and whether it is still on the map, Reduced. */
static void
log_unit_hit (GmpLog         *log,
              const GmpState *state,
              guint           unit,
              guint           city,
              guint           hits)
{
  const GmpUnit *u = unit_at (state, unit);
  int params[GMP_LOG_MAX_PARAMS] = {
    unit, city, hits, u->place != GMP_PLACE_MAP,
    GMP_LOG_UNIT_TYPE (u->type), GMP_LOG_UNIT_FORMATION (u->formation)
  };

  gmp_log_add (log, state, GMP_LOG_UNIT_HIT, G_N_ELEMENTS (params), params);
}

/* Rules note 19: a Fort's strength before and after, once it changed */
static void
log_fort_damage (GmpLog         *log,
                 const GmpState *state,
                 guint           city,
                 guint           before)
{
  int fort = gmp_board_fort_at (state->board, city);

  if (fort != GMP_NONE && state->fort_strength[fort] != before)
    log_add (log, state, GMP_LOG_FORT_DAMAGED, city, before, state->fort_strength[fort], 0);
}

/* Rules note 21: the Danger marker moves one space right for each Danger FX
 * used (as gmp_fx_advance_danger() moves it), never past the last space.
 * Returns the space it is on after this FX. */
static guint
log_danger_move (GmpLog         *log,
                 const GmpState *state,
                 int             chit,
                 guint           from)
{
  guint to = from + 1 < state->board->n_danger ? from + 1 : from;

  if (chit == GMP_NONE || !state->board->chits[chit].danger)
    return from;
  log_add (log, state, GMP_LOG_DANGER_MOVED, chit, from, to, 0);
  return to;
}

static void
set_phase (GmpState *state,
           GmpLog   *log,
           GmpPhase  phase)
{
  state->phase = phase;
  state->step = GMP_STEP_BEGIN;
  log_add (log, state, GMP_LOG_PHASE_BEGINS, phase, 0, 0, 0);
}

static gboolean
combat_done (const GmpState *state,
             guint           city)
{
  return city < state->board->n_cities && state->combat_done[city] != 0;
}

static void
mark_combat_done (GmpState *state,
                  guint     city)
{
  if (city < state->board->n_cities)
    state->combat_done[city] = 1;
}

static void
clear_combat (GmpState *state)
{
  state->combat_city = GMP_NONE;
  state->combat_fx[GMP_SIDE_SWARM] = state->combat_fx[GMP_SIDE_HUMANS] = GMP_NONE;
  state->combat_rolled = FALSE;
  g_array_set_size (state->combat_dice, 0);
  g_array_set_size (state->combat_answers, 0);
}

/* What lasts one activation: combats done, the Fort options, the snapshot of
 * enemy cities (rules note 14) */
static void
clear_activation (GmpState *state)
{
  memset (state->combat_done, 0, MAX (state->board->n_cities, 1));
  memset (state->fort_choice, 0, sizeof (int) * MAX (state->board->n_forts, 1));
  g_clear_pointer (&state->enemy_at_start, g_free);
  clear_combat (state);
}

/* A chit of an Allied nation that has not come (rules note 23). */
static gboolean
chit_of_absent_ally (const GmpState *state,
                     guint           chit)
{
  const GmpChit *c = &state->board->chits[chit];

  return c->formation != GMP_NONE
         && state->board->formations[c->formation].allied
         && c->formation != state->allied_nation;
}

static void
end_game (GmpState     *state,
          GmpLog       *log,
          GmpWinner     winner,
          GmpEndReason  reason)
{
  state->winner = winner;
  state->end_reason = reason;
  state->active_formation = GMP_NONE;
  state->phase = GMP_PHASE_GAME_OVER;
  state->step = GMP_STEP_BEGIN;
  log_add (log, state, GMP_LOG_GAME_OVER, winner, reason,
           (int) gmp_state_destroyed_key_cities (state), 0);
}

/* Activations (rules note 4) */

static void
begin_activation (GmpState *state,
                  GmpLog   *log,
                  guint     chit,
                  gboolean  held)
{
  int formation = state->board->chits[chit].formation;

  state->active_formation = formation;
  if (formation >= 0 && formation < 32)
    state->activated |= 1u << formation;
  clear_activation (state);
  gmp_movement_reset_activation (state);
  /* Rules note 14: contested cities are judged as they were now */
  state->enemy_at_start = gmp_retreat_snapshot (state);
  state->step = GMP_STEP_FORT_OPTION;
  log_add (log, state, GMP_LOG_ACTIVATED, formation, (int) chit, held ? 1 : 0, 0);
}

/* Per-city scratch bytes, zeroed: in small (of size n_small) for boards of the
 * usual size, else allocated into *big. The turn asks per city on every step. */
static guint8 *
city_scratch (const GmpBoard  *board,
              guint            per_city,
              guint8          *small,
              gsize            n_small,
              guint8         **big)
{
  gsize n = (gsize) per_city * MAX (board->n_cities, 1);
  guint8 *bytes = n <= n_small ? small : (*big = g_malloc (n));

  memset (bytes, 0, n);
  return bytes;
}

/* gmp_state_stack_counts() of state, in small (n_small counts) for boards of
 * the usual size, else allocated into *big */
static guint *
stack_counts_scratch (const GmpState  *state,
                      guint           *small,
                      gsize            n_small,
                      guint          **big)
{
  gsize n = (gsize) GMP_N_SIDES * MAX (state->board->n_cities, 1);
  guint *counts = n <= n_small ? small : (*big = g_new (guint, n));

  _gmp_state_stack_counts_into (state, counts);
  return counts;
}

/* Rules note 4: every combat in a city holding acting units, once each:
 * their cities, into cities (emptied first). */
static void
pending_combats_into (const GmpState *state,
                      GArray         *cities)
{
  const GmpBoard *board = state->board;
  guint n_cities = board->n_cities;
  guint8 small[256];
  g_autofree guint8 *big = NULL;
  guint8 *acting = city_scratch (board, 2, small, sizeof small, &big);
  guint8 *sides = acting + MAX (n_cities, 1);
  const GmpUnit *units = (const GmpUnit *) (gpointer) state->units->data;
  const GmpUnitType *types = board->unit_types;
  guint n_units = state->units->len;
  int formation = state->active_formation;

  g_array_set_size (cities, 0);
  /* One pass over the units: the cities that hold acting units, and the
   * sides each city holds (the bytes written could alias anything, for the
   * compiler: what the loop reads is read before it) */
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = &units[i];

      if (unit->place != GMP_PLACE_MAP || unit->city < 0 || (guint) unit->city >= n_cities)
        continue;
      sides[unit->city] |= 1 << types[unit->type].side;
      if (unit->formation == formation && !unit->retreated_in)
        acting[unit->city] = 1;
    }

  /* Rules note 18: a Full Attack or a Barrage the Humans chose, and a Sortie's target */
  for (guint fort = 0; fort < state->board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if (choice == GMP_FORT_OPTION_FULL_ATTACK || choice == GMP_FORT_OPTION_BARRAGE)
        acting[state->board->forts[fort].city] = 1;
      else if (choice >= GMP_FORT_CHOICE_SORTIE_BASE
               && (guint) (choice - GMP_FORT_CHOICE_SORTIE_BASE) < n_cities)
        acting[choice - GMP_FORT_CHOICE_SORTIE_BASE] = 1;
    }

  for (guint city = 0; city < n_cities; city++)
    {
      /* A combat needs Swarm units in the city, and Human units or a Fort
       * (gmp_combat_needed(), rules notes 11 and 17): it rules on no other */
      if (acting[city] && !combat_done (state, city)
          && (sides[city] & (1 << GMP_SIDE_SWARM)) != 0
          && ((sides[city] & (1 << GMP_SIDE_HUMANS)) != 0 || gmp_state_has_fort (state, city))
          && gmp_combat_needed (state, city))
        {
          int c = city;
          g_array_append_val (cities, c);
        }
    }
}

static GArray *
pending_combats (const GmpState *state)
{
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (int));

  pending_combats_into (state, cities);
  return cities;
}

static void cache_sync (GmpTurnCache   *cache,
                        const GmpState *state);

/* pending_combats() of state, worked out once; the array is the cache's. */
static const GArray *
cached_combats (GmpTurnCache   *cache,
                const GmpState *state)
{
  cache_sync (cache, state);
  if (!cache->combats_known)
    {
      if (cache->combats == NULL)
        cache->combats = g_array_new (FALSE, FALSE, sizeof (int));
      pending_combats_into (state, cache->combats);
      cache->combats_known = TRUE;
    }
  return cache->combats;
}

static void
end_activation (GmpState *state,
                GmpLog   *log)
{
  GmpSide side = state->board->formations[state->active_formation].side;

  log_add (log, state, GMP_LOG_ACTIVATION_ENDS, state->active_formation, 0, 0, 0);
  state->active_formation = GMP_NONE;
  clear_activation (state);
  gmp_movement_reset_activation (state);

  if (state->phase == GMP_PHASE_FADE_IN)
    {
      /* Rules note 5: the Swarm's held chit first, then the Humans' */
      if (side == GMP_SIDE_SWARM)
        state->step = GMP_STEP_HELD_HUMANS;
      else
        set_phase (state, log, GMP_PHASE_ACTION);
    }
  else
    state->step = GMP_STEP_BEGIN;
}

/* The combat being resolved (rules notes 12-15, 18)
 *
 * The state does not change while the players take a combat's decisions: they
 * are recorded (GmpState.combat_dice, .combat_answers) and replayed on a copy
 * to find the next question. The last decision commits the copy. So a game
 * saved in the middle of a combat holds everything it needs, and an answer
 * that turns out illegal leaves nothing half done. */

/* The mode of the combat in city: a Fort option the Humans chose (note 18). */
static GmpCombatMode
combat_mode (const GmpState *state,
             guint           city)
{
  const GmpBoard *board = state->board;

  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if (board->forts[fort].city == city && choice == GMP_FORT_OPTION_FULL_ATTACK)
        return GMP_COMBAT_FULL_ATTACK;
      if (board->forts[fort].city == city && choice == GMP_FORT_OPTION_BARRAGE)
        return GMP_COMBAT_BARRAGE;
      if (choice == GMP_ANSWER_SORTIE (city))
        return GMP_COMBAT_SORTIE;
    }
  return GMP_COMBAT_NORMAL;
}

/* The combat in the pending combat's city, before any FX is played. */
static GmpCombat *
pending_combat_build (const GmpState  *state,
                      GError         **error)
{
  GmpSide acting = state->board->formations[state->active_formation].side;

  /* The turn logs its own structured entries (gmp-log.h); the combat's
   * sentences would be formatted on every replay for nothing. */
  return gmp_combat_new_unexplained (state, state->combat_city, acting,
                                     combat_mode (state, state->combat_city), error);
}

/* Rules note 20: one FX per side, chosen before the dice */
static gboolean
pending_combat_play_fx (GmpCombat       *combat,
                        const GmpState  *state,
                        GError         **error)
{
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (state->combat_fx[side] >= 0
          && !gmp_combat_set_fx (combat, state, side, state->combat_fx[side], TRUE, error))
        return FALSE;
    }
  return TRUE;
}

static GmpCombat *
pending_combat_new (const GmpState  *state,
                    GError         **error)
{
  g_autoptr(GmpCombat) combat = pending_combat_build (state, error);

  if (combat == NULL || !pending_combat_play_fx (combat, state, error))
    return NULL;
  return g_steal_pointer (&combat);
}

static gboolean
same_allocation (const GmpAllocation *a,
                 const GmpAllocation *b)
{
  if (a->n_units != b->n_units || a->fort_hits != b->fort_hits || a->lost != b->lost)
    return FALSE;
  for (guint i = 0; i < a->n_units; i++)
    if (a->units[i] != b->units[i] || a->hits[i] != b->hits[i])
      return FALSE;
  return TRUE;
}

/* The index of the allocation that keeps the most units (notes 12, 24). */
static guint
default_allocation_index (const GmpCombat *combat,
                          GmpSide          side,
                          GPtrArray       *allocations)
{
  GmpAllocation def;

  gmp_combat_default_allocation (combat, side, &def);
  for (guint i = 0; i < allocations->len; i++)
    if (same_allocation (g_ptr_array_index (allocations, i), &def))
      return i;
  return 0;
}

typedef struct {
  const GmpState *state;    /* the recorded decisions */
  guint           next;     /* the next of them to read */
  GmpQuestion    *ask;      /* filled with the next question, or NONE when done */
  GmpDice        *dice;     /* automatic play: decisions not recorded are taken
                               now (gmp_turn_auto_answer), or NULL: asked */
  guint           taken;    /* decisions taken so, in automatic play */
} Replay;

/* The next recorded decision, or FALSE when it is still to be asked: then
 * the question is filled in. */
static gboolean
replay_take (Replay          *replay,
             GmpQuestionKind  kind,
             GmpSide          side,
             int              subject,
             int              suggested,
             int             *answer)
{
  if (replay->next < replay->state->combat_answers->len)
    {
      *answer = g_array_index (replay->state->combat_answers, int, replay->next++);
      return TRUE;
    }
  replay->ask->kind = kind;
  replay->ask->side = side;
  replay->ask->subject = subject;
  replay->ask->suggested = suggested;
  return FALSE;
}

static void question_settle (GmpQuestion *question);

/* After replay_take() set a question up and its caller listed the answers:
 * in automatic play the decision is taken now, as gmp_turn_auto_answer()
 * takes it when the question is asked (TRUE, *answer); otherwise the
 * question stands (FALSE). */
static gboolean
replay_settle (Replay *replay,
               int    *answer)
{
  if (replay->dice == NULL)
    return FALSE;
  question_settle (replay->ask);
  *answer = gmp_turn_auto_answer (replay->ask, replay->dice);
  replay->next++;
  replay->taken++;
  replay->ask->kind = GMP_QUESTION_NONE;
  g_array_set_size (replay->ask->answers, 0);
  return TRUE;
}

/* A yes-or-no decision of the combat (ignore a retreat, go back after a
 * Sortie), suggested "no". */
typedef enum {
  YES_NO_DECIDED,   /* recorded: *yes holds it */
  YES_NO_ASKED,     /* still to be asked: the question is filled in */
  YES_NO_BAD,       /* the recorded answer is neither */
} YesNo;

static YesNo
replay_yes_no (Replay          *replay,
               GmpQuestionKind  kind,
               GmpSide          side,
               int              subject,
               gboolean        *yes)
{
  int answer;

  if (!replay_take (replay, kind, side, subject, GMP_ANSWER_NO, &answer))
    {
      add_answer (replay->ask, GMP_ANSWER_YES);
      add_answer (replay->ask, GMP_ANSWER_NO);
      if (!replay_settle (replay, &answer))
        return YES_NO_ASKED;
    }
  if (answer != GMP_ANSWER_YES && answer != GMP_ANSWER_NO)
    return YES_NO_BAD;
  *yes = answer == GMP_ANSWER_YES;
  return YES_NO_DECIDED;
}

static gboolean
refuse_recorded (const GmpState  *state,
                 GError         **error)
{
  g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
               _("A decision recorded for the combat in %s is not legal"),
               state->board->cities[state->combat_city].name);
  return FALSE;
}

static int
int_in (GArray *answers,
        int     answer)
{
  for (guint i = 0; i < answers->len; i++)
    if (g_array_index (answers, int, i) == answer)
      return TRUE;
  return FALSE;
}

/* Rules note 14: the owner moves units out of a city a retreat over-stacked.
 * Returns FALSE with the question filled when a choice is pending. */
static gboolean
replay_displacements (Replay    *replay,
                      GmpState  *work,
                      GmpLog    *log,
                      gboolean  *asked,
                      GError   **error)
{
  const GmpBoard *board = work->board;

  /* A displacement only moves units into cities with room, so a city that
   * is not over-stacked now never becomes so here: count once. */
  guint small[256];
  g_autofree guint *big = NULL;
  const guint *counts = stack_counts_scratch (work, small, G_N_ELEMENTS (small), &big);
  /* Where each displacement is tried first, its arrays reused */
  g_autoptr(GmpState) trial = NULL;

  *asked = FALSE;
  for (guint city = 0; city < board->n_cities; city++)
    {
      for (GmpSide side = 0; side < GMP_N_SIDES; side++)
        {
          if (counts[city * GMP_N_SIDES + side] <= board->rules.stacking_limit)
            continue;
          while (gmp_retreat_overstacked (work, city, side) > 0)
            {
              guint ids[64];
              guint n = gmp_state_units_in_city (work, city, side, ids, G_N_ELEMENTS (ids));
              g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (int));
              int answer;

              if (n == 0)
                break;  /* only the Fort's strength: nothing can move */
              n = MIN (n, G_N_ELEMENTS (ids));
              for (guint u = 0; u < n; u++)
                for (guint k = 0; k < board->cities[city].n_neighbours; k++)
                  {
                    guint to = board->cities[city].neighbours[k];

                    if (trial == NULL)
                      trial = gmp_state_copy (work);
                    else
                      _gmp_state_copy_into (trial, work);
                    if (gmp_retreat_displace (trial, ids[u], to, work->enemy_at_start, NULL, NULL))
                      {
                        int a = GMP_ANSWER_DISPLACE (ids[u], to, board->n_cities);
                        g_array_append_val (moves, a);
                      }
                  }
              if (moves->len == 0)
                {
                  /* Nowhere to go: the last unit is eliminated */
                  log_unit (log, work, GMP_LOG_DISPLACED, ids[n - 1], city, -1, 0);
                  gmp_combat_eliminate_unit (work, ids[n - 1]);
                  continue;
                }
              if (moves->len == 1)
                answer = g_array_index (moves, int, 0);
              else if (!replay_take (replay, GMP_QUESTION_DISPLACE, side, city,
                                     g_array_index (moves, int, 0), &answer))
                {
                  g_array_append_vals (replay->ask->answers, moves->data, moves->len);
                  if (!replay_settle (replay, &answer))
                    {
                      *asked = TRUE;
                      return TRUE;
                    }
                }
              if (!int_in (moves, answer))
                return refuse_recorded (replay->state, error);
              if (!gmp_retreat_displace (work, answer / board->n_cities, answer % board->n_cities,
                                         work->enemy_at_start, NULL, error))
                return FALSE;
              log_unit (log, work, GMP_LOG_DISPLACED, answer / board->n_cities, city,
                        answer % board->n_cities, 0);
            }
        }
    }
  return TRUE;
}

/* The Fort city a Sortie into city came from (rules note 18), or GMP_NONE. */
static int
sortie_origin (const GmpState *state,
               guint           city)
{
  for (guint fort = 0; fort < state->board->n_forts; fort++)
    if (state->fort_choice[fort] == GMP_ANSWER_SORTIE (city))
      return state->board->forts[fort].city;
  return GMP_NONE;
}

/* The units that went out on the Sortie into the combat's city and are still
 * there: they left the Fort without spending MP (begin_sortie) and cannot
 * have moved since, so units of the formation that walked in are not among
 * them. Returns how many, ids in ids (at most GMP_COMBAT_MAX_UNITS). */
static guint
sortie_units_left (const GmpState  *state,
                   const GmpCombat *combat,
                   guint           *ids)
{
  int from = sortie_origin (state, combat->city);
  guint n = 0;

  if (from == GMP_NONE)
    return 0;
  for (guint i = 0; i < combat->combatants->len && n < GMP_COMBAT_MAX_UNITS; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnit *unit;

      if (c->kind != GMP_COMBATANT_UNIT || c->side != GMP_SIDE_HUMANS)
        continue;
      unit = unit_at (state, c->unit);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) combat->city
          && unit->moved_from == from && unit->mp_used == 0)
        ids[n++] = c->unit;
    }
  return n;
}

/* Rules notes 7, 18: the return is offered only to a Fort still standing,
 * free of Swarm units, with room for every returning unit. */
static gboolean
sortie_may_return (const GmpState  *state,
                   const GmpCombat *combat)
{
  guint ids[GMP_COMBAT_MAX_UNITS];
  guint n = sortie_units_left (state, combat, ids);
  int from = sortie_origin (state, combat->city);

  return n > 0 && gmp_state_has_fort (state, from)
         && gmp_state_units_in_city (state, from, GMP_SIDE_SWARM, NULL, 0) == 0
         && gmp_state_stack_count (state, from, GMP_SIDE_HUMANS) + n
            <= state->board->rules.stacking_limit;
}

static void
sortie_return (GmpState        *state,
               const GmpCombat *combat)
{
  guint ids[GMP_COMBAT_MAX_UNITS];
  guint n = sortie_units_left (state, combat, ids);
  int from = sortie_origin (state, combat->city);

  for (guint i = 0; i < n; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, ids[i]);

      unit->city = from;
      unit->moved_from = combat->city;
    }
}

/* What the combat did to whom, once applied (log not NULL): the Guards it
 * flipped (rules note 9; an overrun flips none), each unit hit, acting side
 * first (notes 12, 16), the units an overrun eliminated (note 15, `overrun`
 * of them, ids in `overrun_ids`), the Fort's lost strength (note 19). */
static void
log_combat_effects (GmpLog              *log,
                    const GmpState      *work,
                    const GmpCombat     *combat,
                    const GmpAllocation *chosen,
                    const gboolean      *have,
                    const guint         *overrun_ids,
                    guint                overrun)
{
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);

      if (combat->overrun || c->kind != GMP_COMBATANT_UNIT || !c->guard || !c->guard_hidden)
        continue;
      log_add (log, work, GMP_LOG_GUARD_REVEALED, c->unit, unit_at (work, c->unit)->guard_value,
               combat->city, 0);
      if (c->blank)
        log_add (log, work, GMP_LOG_GUARD_REMOVED, c->unit, combat->city, 0, 0);
    }
  for (guint i = 0; i < overrun; i++)
    log_unit_hit (log, work, overrun_ids[i], combat->city, 0);
  for (guint k = 0; !combat->overrun && k < GMP_N_SIDES; k++)
    {
      GmpSide side = k == 0 ? combat->acting : 1 - combat->acting;
      GmpAllocation def;
      const GmpAllocation *a = &chosen[side];

      /* The allocation gmp_combat_apply() made when none was chosen */
      if (!have[side])
        {
          gmp_combat_default_allocation (combat, side, &def);
          a = &def;
        }
      for (guint u = 0; u < a->n_units; u++)
        if (a->hits[u] > 0)
          log_unit_hit (log, work, a->units[u], combat->city, a->hits[u]);
    }
  if (combat->fort != GMP_NONE)
    log_fort_damage (log, work, combat->city, combat->fort_strength);
}

/* Replays the pending combat on a copy of state with the decisions recorded
 * so far. Returns the copy (NULL on error): finished when ask->kind is
 * GMP_QUESTION_NONE, else ask is the next question. Log entries of the
 * decisions go to log. The copy reuses the arrays of reuse (taken; may be
 * NULL). With pending, *pending is the combat pending_combat_new() built for
 * state, or NULL; it is taken, and handed back while the combat waits for its
 * dice, untouched. With dice (automatic play), the decisions not recorded
 * are taken as they come (replay_settle()) instead of asked. */
static GmpState *
combat_replay (const GmpState  *state,
               GmpState        *reuse,
               GmpCombat      **pending,
               GmpDice         *dice,
               GmpLog          *log,
               GmpQuestion     *ask,
               GError         **error)
{
  g_autoptr(GmpState) work = reuse;
  g_autoptr(GmpCombat) combat = pending != NULL ? g_steal_pointer (pending) : NULL;
  g_autoptr(GArray) retreating = NULL;
  Replay replay = { state, 0, ask, dice, 0 };
  GmpAllocation chosen[GMP_N_SIDES];
  gboolean have[GMP_N_SIDES] = { FALSE, FALSE };
  guint city = state->combat_city;
  guint overrun_ids[64];
  guint n_overrun = 0;
  guint danger;
  int params[6];
  int answer;
  gboolean asked;

  if (work == NULL)
    work = gmp_state_copy (state);
  else
    _gmp_state_copy_into (work, state);
  ask->kind = GMP_QUESTION_NONE;
  if (combat == NULL)
    combat = pending_combat_new (work, error);
  if (combat == NULL)
    return NULL;

  if (!combat->overrun)
    {
      if (!state->combat_rolled)
        {
          ask->kind = GMP_QUESTION_COMBAT_DICE;
          ask->side = combat->acting;
          ask->subject = city;
          ask->suggested = GMP_ANSWER_RANDOM;
          add_answer (ask, GMP_ANSWER_RANDOM);
          if (pending != NULL)
            *pending = g_steal_pointer (&combat);
          return g_steal_pointer (&work);
        }
      if (!gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                                state->combat_dice->len, error))
        return NULL;

      /* Rules note 12: each owner allocates its Hits, the acting side first */
      for (guint k = 0; k < GMP_N_SIDES; k++)
        {
          GmpSide side = k == 0 ? combat->acting : 1 - combat->acting;
          g_autoptr(GPtrArray) list = NULL;
          guint def;

          if (combat->suffered[side] == 0)
            continue;
          list = gmp_combat_list_distinct_allocations (combat, work, side, MAX_ALLOCATIONS);
          if (list->len <= 1)
            continue;
          def = default_allocation_index (combat, side, list);
          if (!replay_take (&replay, GMP_QUESTION_ALLOCATION, side, city, def, &answer))
            {
              for (guint i = 0; i < list->len; i++)
                add_answer (ask, i);
              if (!replay_settle (&replay, &answer))
                return g_steal_pointer (&work);
            }
          if (answer < 0 || (guint) answer >= list->len)
            return refuse_recorded (state, error), NULL;
          chosen[side] = *(GmpAllocation *) g_ptr_array_index (list, answer);
          have[side] = TRUE;
          params[0] = side;
          params[1] = city;
          params[2] = answer;
          params[3] = list->len;
          params[4] = (guint) answer == def;
          gmp_log_add (log, work, GMP_LOG_ALLOCATION, 5, params);
        }
    }

  /* Who an overrun eliminates, for the log (Rules note 15) */
  if (combat->overrun && log != NULL)
    n_overrun = gmp_state_units_in_city (work, city, 1 - combat->acting, overrun_ids,
                                         G_N_ELEMENTS (overrun_ids));
  n_overrun = MIN (n_overrun, G_N_ELEMENTS (overrun_ids));
  danger = work->danger_space;
  if (!gmp_combat_apply (combat, work, have[GMP_SIDE_SWARM] ? &chosen[GMP_SIDE_SWARM] : NULL,
                         have[GMP_SIDE_HUMANS] ? &chosen[GMP_SIDE_HUMANS] : NULL, error))
    return NULL;
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (combat->fx[side] != GMP_NONE)
        log_add (log, work, GMP_LOG_FX_PLAYED, side, combat->fx[side], city, 0);
      /* In the order gmp_combat_apply() used them */
      danger = log_danger_move (log, work, combat->fx[side], danger);
    }
  params[0] = city;
  params[1] = combat->suffered[GMP_SIDE_SWARM];
  params[2] = combat->suffered[GMP_SIDE_HUMANS];
  params[3] = combat->retreat < GMP_N_SIDES ? (int) combat->retreat : -1;
  params[4] = combat->outcome;
  params[5] = state->combat_dice->len;
  /* The values too: a saved game can be replayed roll by roll */
  gmp_log_add_dice (log, work, GMP_LOG_COMBAT, G_N_ELEMENTS (params), params,
                    state->combat_dice->len, (const guint8 *) state->combat_dice->data);
  if (log != NULL)
    log_combat_effects (log, work, combat, chosen, have, overrun_ids, n_overrun);

  /* Rules note 18: after a Fort combat the Humans may stay */
  if (combat->may_ignore_retreat)
    {
      gboolean ignore = FALSE;

      switch (replay_yes_no (&replay, GMP_QUESTION_IGNORE_RETREAT, GMP_SIDE_HUMANS, city, &ignore))
        {
        case YES_NO_ASKED:
          return g_steal_pointer (&work);
        case YES_NO_BAD:
          return refuse_recorded (state, error), NULL;
        case YES_NO_DECIDED:
        default:
          break;
        }
      if (ignore)
        {
          if (!gmp_retreat_ignore (combat, error))
            return NULL;
          log_add (log, work, GMP_LOG_IGNORE_RETREAT, city, 0, 0, 0);
        }
    }

  /* Rules note 14: each retreating unit, where its owner says */
  retreating = gmp_retreat_units (combat, work);
  for (guint i = 0; i < retreating->len; i++)
    {
      guint id = g_array_index (retreating, guint, i);
      const GmpUnit *unit = unit_at (work, id);
      g_autoptr(GArray) options = NULL;
      GmpRetreatKind kind;
      int to = GMP_NONE;
      guint extra = 0;

      if (unit->place != GMP_PLACE_MAP || unit->city != (int) city)
        continue;
      options = gmp_retreat_options (combat, work, id, work->enemy_at_start, &kind);
      if (kind != GMP_RETREAT_ELIMINATED && options->len > 0)
        {
          to = g_array_index (options, GmpRetreatOption, 0).city;
          if ((kind == GMP_RETREAT_CHOOSE || kind == GMP_RETREAT_PAST_ORIGIN)
              && options->len > 1)
            {
              if (!replay_take (&replay, GMP_QUESTION_RETREAT, gmp_state_unit_side (work, id),
                                id, to, &answer))
                {
                  for (guint o = 0; o < options->len; o++)
                    add_answer (ask, g_array_index (options, GmpRetreatOption, o).city);
                  if (!replay_settle (&replay, &answer))
                    return g_steal_pointer (&work);
                }
              to = GMP_NONE;
              for (guint o = 0; o < options->len; o++)
                if ((int) g_array_index (options, GmpRetreatOption, o).city == answer)
                  to = answer;
              if (to == GMP_NONE)
                return refuse_recorded (state, error), NULL;
            }
          for (guint o = 0; o < options->len; o++)
            if ((int) g_array_index (options, GmpRetreatOption, o).city == to)
              extra = g_array_index (options, GmpRetreatOption, o).extra_hits;
        }
      if (!gmp_retreat_unit (combat, work, id, to, work->enemy_at_start, error))
        return NULL;
      unit = unit_at (work, id);
      log_unit (log, work, GMP_LOG_RETREAT, id,
                unit->place == GMP_PLACE_MAP ? unit->city : GMP_NONE, extra, city);
    }

  /* Rules note 18: Humans who won a Sortie stay or go back to their Fort,
   * when they fit there (note 7: the Fort may have filled up meanwhile) */
  if (combat->mode == GMP_COMBAT_SORTIE && combat->winner == GMP_SIDE_HUMANS
      && sortie_may_return (work, combat))
    {
      /* Which units go back (Rules note 18) */
      guint back[GMP_COMBAT_MAX_UNITS];
      guint n_back = 0;
      gboolean go_back = FALSE;

      switch (replay_yes_no (&replay, GMP_QUESTION_SORTIE_RETURN, GMP_SIDE_HUMANS, city, &go_back))
        {
        case YES_NO_ASKED:
          return g_steal_pointer (&work);
        case YES_NO_BAD:
          return refuse_recorded (state, error), NULL;
        case YES_NO_DECIDED:
        default:
          break;
        }
      if (go_back)
        {
          n_back = sortie_units_left (work, combat, back);
          sortie_return (work, combat);
        }
      log_add (log, work, GMP_LOG_SORTIE_RETURN, city, go_back, 0, 0);
      for (guint i = 0; i < n_back; i++)
        gmp_log_add_unit_move (log, work, back[i], city, 0);
    }

  /* Rules note 14: what a retreat or a return over-stacked */
  if (!replay_displacements (&replay, work, log, &asked, error))
    return NULL;
  if (asked)
    return g_steal_pointer (&work);

  /* Rules note 15: the overrunning units may advance one space together;
   * note 26: those that already advanced this game turn stay, the others go */
  if (combat->overrun)
    {
      guint units[GMP_COMBAT_MAX_UNITS];
      guint n = 0;
      g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (int));

      for (guint i = 0; i < combat->combatants->len && n < G_N_ELEMENTS (units); i++)
        {
          const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
          const GmpUnit *unit;

          if (c->kind != GMP_COMBATANT_UNIT || c->side != combat->acting)
            continue;
          unit = unit_at (work, c->unit);
          if (unit->place == GMP_PLACE_MAP && unit->city == (int) city && !unit->advanced)
            units[n++] = c->unit;
        }
      for (guint k = 0; n > 0 && k < work->board->cities[city].n_neighbours; k++)
        {
          int next = work->board->cities[city].neighbours[k];

          if (gmp_movement_can_advance (work, units, n, next, NULL))
            g_array_append_val (to, next);
        }
      if (to->len > 0)
        {
          if (!replay_take (&replay, GMP_QUESTION_ADVANCE, combat->acting, city, GMP_ANSWER_PASS,
                            &answer))
            {
              add_answer (ask, GMP_ANSWER_PASS);
              g_array_append_vals (ask->answers, to->data, to->len);
              if (!replay_settle (&replay, &answer))
                return g_steal_pointer (&work);
            }
          if (answer != GMP_ANSWER_PASS && !int_in (to, answer))
            return refuse_recorded (state, error), NULL;
          log_add (log, work, GMP_LOG_ADVANCE, city, answer == GMP_ANSWER_PASS ? -1 : answer, n, 0);
          /* Rules note 9: the Guards it flips go to the log too */
          if (answer != GMP_ANSWER_PASS
              && gmp_movement_advance_logged (work, log, units, n, answer, error) == GMP_MOVE_FAILED)
            return NULL;
          /* Which units went: one space regardless of MP (Rules note 15) */
          for (guint i = 0; answer != GMP_ANSWER_PASS && i < n; i++)
            gmp_log_add_unit_move (log, work, units[i], city, 0);
        }
    }

  if (replay.next != state->combat_answers->len + replay.taken)
    return refuse_recorded (state, error), NULL;
  ask->kind = GMP_QUESTION_NONE;
  return g_steal_pointer (&work);
}

static GmpQuestion *
question_new (void)
{
  GmpQuestion *question = g_new0 (GmpQuestion, 1);

  question->kind = GMP_QUESTION_NONE;
  question->side = GMP_SIDE_SWARM;
  question->subject = GMP_NONE;
  question->answers = g_array_new (FALSE, FALSE, sizeof (int));
  return question;
}

/* A question as question_new() makes it, its array kept */
static void
question_reset (GmpQuestion *question)
{
  question->kind = GMP_QUESTION_NONE;
  question->side = GMP_SIDE_SWARM;
  question->subject = GMP_NONE;
  question->suggested = 0;
  g_array_set_size (question->answers, 0);
}

/* The cache (see GmpTurnCache) */

GmpTurnCache *
_gmp_turn_cache_new (void)
{
  return g_new0 (GmpTurnCache, 1);
}

/* Forgets what was worked out; the buffers stay for the next state. */
static void
cache_forget (GmpTurnCache *cache)
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
  cache->combats_known = FALSE;
  cache->fx_known = FALSE;
  g_clear_pointer (&cache->fx_chits, g_array_unref);
}

/* Frees what the cache holds; a cache on the stack (the public calls keep
 * theirs there: most questions never use it) ends with this. */
static void
cache_clear (GmpTurnCache *cache)
{
  /* Everything it holds hangs off these: a cache nobody used holds nothing */
  if (cache->seen == NULL && cache->spare == NULL && cache->play_ask == NULL)
    return;
  cache_forget (cache);
  g_clear_pointer (&cache->seen, gmp_state_free);
  g_clear_pointer (&cache->spare, gmp_state_free);
  g_clear_pointer (&cache->combats, g_array_unref);
  g_clear_pointer (&cache->play_ask, gmp_question_free);
  g_clear_pointer (&cache->play_log, gmp_log_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GmpTurnCache, cache_clear)

void
_gmp_turn_cache_free (GmpTurnCache *cache)
{
  if (cache == NULL)
    return;
  cache_clear (cache);
  g_free (cache);
}

/* Makes the cache about state: what it held about any other state goes. */
static void
cache_sync (GmpTurnCache   *cache,
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
  cache_forget (cache);
  if (cache->seen == NULL)
    cache->seen = gmp_state_copy (state);
  else
    _gmp_state_copy_into (cache->seen, state);
  cache->seen_valid = TRUE;
}

/* combat_replay() of state, worked out once: the replayed state (the
 * cache's), its question in *ask and, with entries, its log entries (the
 * cache's); NULL on error. built: the pending combat built for state, or
 * NULL (taken). */
static GmpState *
cached_replay (GmpTurnCache       *cache,
               const GmpState     *state,
               GmpCombat          *built,
               const GmpQuestion **ask,
               const GmpLog      **entries,
               GError            **error)
{
  g_autoptr(GmpCombat) pending = built;

  cache_sync (cache, state);
  if (cache->replayed == NULL || (entries != NULL && cache->replay_log == NULL))
    {
      g_autoptr(GmpQuestion) question = question_new ();
      g_autoptr(GmpLog) log = entries != NULL ? gmp_log_new () : NULL;
      GmpState *work;

      if (cache->replayed != NULL)
        {
          g_clear_pointer (&cache->spare, gmp_state_free);
          cache->spare = g_steal_pointer (&cache->replayed);
        }
      work = combat_replay (state, g_steal_pointer (&cache->spare), &pending, NULL, log, question,
                            error);
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
  mark_combat_done (state, city);
  clear_combat (state);
  state->step = GMP_STEP_COMBAT;
}

/* Replays the pending combat: a question is pending, or the combat is over
 * and its result becomes the state, with its log entries. built: the pending
 * combat built for state, or NULL (taken). */
static gboolean
combat_continue (GmpState      *state,
                 GmpLog        *log,
                 GmpTurnCache  *cache,
                 GmpCombat     *built,
                 GError       **error)
{
  const GmpQuestion *ask = NULL;
  const GmpLog *entries = NULL;
  GmpState *work = cached_replay (cache, state, built, &ask, log != NULL ? &entries : NULL, error);

  if (work == NULL)
    return FALSE;
  if (ask->kind != GMP_QUESTION_NONE)
    {
      state->step = GMP_STEP_COMBAT_RESOLVE;
      return TRUE;
    }
  combat_commit (state, work, entries, log);
  cache_forget (cache);
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

  /* Built when the dice were asked for (combat_replay) */
  cache_sync (cache, state);
  combat = g_steal_pointer (&cache->unrolled);
  if (combat == NULL)
    combat = pending_combat_new (state, error);
  if (combat == NULL)
    return NULL;
  if (!gmp_combat_roll_values (combat, dice, values, &n, error))
    return NULL;
  g_array_set_size (state->combat_dice, 0);
  g_array_append_vals (state->combat_dice, values, n);
  state->combat_rolled = TRUE;
  return g_steal_pointer (&combat);
}

/* The FX chits side may play in the combat in city (rules note 20); built:
 * that combat as pending_combat_build() builds it, or NULL. */
static GArray *
usable_combat_fx (const GmpState  *state,
                  guint            city,
                  GmpSide          side,
                  const GmpCombat *built)
{
  GmpSide acting = state->board->formations[state->active_formation].side;
  g_autoptr(GmpCombat) own = NULL;
  const GmpCombat *combat = built;

  if (combat == NULL)
    combat = own = gmp_combat_new_unexplained (state, city, acting, combat_mode (state, city),
                                               NULL);
  /* Rules note 37: no FX in an overrun */
  if (combat == NULL || combat->overrun)
    return g_array_new (FALSE, FALSE, sizeof (int));
  return gmp_combat_usable_fx (combat, state, side);
}

/* Whether the side holds an FX that could act in a combat at all: the cheap
 * test before building the combat to ask which ones fit this one. */
static gboolean
side_holds_fx (const GmpState *state,
               GmpSide         side)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    if (state->chits[i].place == GMP_CHIT_IN_HAND && state->board->chits[i].owner == side
        && state->board->chits[i].kind == GMP_CHIT_FX
        && gmp_fx_acts_in_combat (&state->board->chits[i]))
      return TRUE;
  return FALSE;
}

/* The side asked next about an FX for the pending combat, acting side first,
 * or GMP_N_SIDES when both have answered or have nothing to play; with
 * usable, the FX that side may play go there (else NULL). built: the
 * combat as pending_combat_build() builds it, or NULL. */
static GmpSide
combat_fx_side (const GmpState   *state,
                const GmpCombat  *built,
                GArray          **usable)
{
  GmpSide acting = state->board->formations[state->active_formation].side;

  for (guint k = 0; k < GMP_N_SIDES; k++)
    {
      GmpSide side = k == 0 ? acting : 1 - acting;
      g_autoptr(GArray) chits = NULL;

      if (state->combat_fx[side] != GMP_NONE || !side_holds_fx (state, side))
        continue;
      chits = usable_combat_fx (state, state->combat_city, side, built);
      if (chits->len > 0)
        {
          if (usable != NULL)
            *usable = g_steal_pointer (&chits);
          return side;
        }
    }
  if (usable != NULL)
    *usable = NULL;
  return GMP_N_SIDES;
}

/* combat_fx_side() of state, worked out once; *usable is the cache's. */
static GmpSide
cached_fx_side (GmpTurnCache    *cache,
                const GmpState  *state,
                const GArray   **usable)
{
  cache_sync (cache, state);
  if (!cache->fx_known)
    {
      cache->fx_side = combat_fx_side (state, NULL, &cache->fx_chits);
      cache->fx_known = TRUE;
    }
  if (usable != NULL)
    *usable = cache->fx_chits;
  return cache->fx_side;
}

/* Resolves the pending combat once no side has an FX decision left. */
static gboolean
resolve_pending_combat (GmpState      *state,
                        GmpLog        *log,
                        GmpTurnCache  *cache,
                        GError       **error)
{
  if (cached_fx_side (cache, state, NULL) != GMP_N_SIDES)
    {
      state->step = GMP_STEP_COMBAT_FX;
      return TRUE;
    }
  return combat_continue (state, log, cache, NULL, error);
}

/* Fort options (rules note 18) */

/* The next Fort whose option the Humans choose in this activation, or GMP_NONE. */
static int
fort_to_ask (const GmpState *state)
{
  const GmpBoard *board = state->board;
  guint n_cities = board->n_cities;
  guint8 small[128];
  g_autofree guint8 *big = NULL;
  guint8 *acting_in = city_scratch (board, 1, small, sizeof small, &big);
  const GmpUnit *units = (const GmpUnit *) (gpointer) state->units->data;
  guint n_units = state->units->len;
  int formation = state->active_formation;

  /* Rules note 18: options are offered for the Fort of the activated
   * formation, or one its units are in; one pass over the units finds those
   * cities, and gmp_fort_options() rules on them alone. */
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit = &units[i];

      if (unit->place == GMP_PLACE_MAP && unit->formation == formation
          && unit->city >= 0 && (guint) unit->city < n_cities)
        acting_in[unit->city] = 1;
    }
  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      guint city = board->forts[fort].city;

      if (state->fort_choice[fort] == GMP_FORT_CHOICE_NONE
          && (board->forts[fort].formation == state->active_formation || acting_in[city])
          && gmp_fort_options (state, city, state->active_formation) != 0)
        return fort;
    }
  return GMP_NONE;
}

/* Rules note 18: the units that go out on a Sortie from the Fort in city:
 * every Human unit there but the National Guards, who never move. */
static gboolean
sortie_unit (const GmpState *state,
             guint           id,
             guint           city)
{
  const GmpUnit *unit = unit_at (state, id);

  return unit->place == GMP_PLACE_MAP && unit->city == (int) city
         && gmp_state_unit_side (state, id) == GMP_SIDE_HUMANS
         && !state->board->unit_types[unit->type].guard;
}

static guint
sortie_size (const GmpState *state,
             guint           city)
{
  guint n = 0;

  for (guint i = 0; i < state->units->len; i++)
    n += sortie_unit (state, i, city);
  return n;
}

static void
add_fort_answers (GmpQuestion    *question,
                  const GmpState *state,
                  guint           fort)
{
  const GmpBoard *board = state->board;
  guint city = board->forts[fort].city;
  GmpFortOptions options = gmp_fort_options (state, city, state->active_formation);

  add_answer (question, GMP_ANSWER_PASS);
  if (options & GMP_FORT_OPTION_FULL_ATTACK)
    add_answer (question, GMP_FORT_OPTION_FULL_ATTACK);
  if (options & GMP_FORT_OPTION_BARRAGE)
    add_answer (question, GMP_FORT_OPTION_BARRAGE);
  if (options & GMP_FORT_OPTION_WITHDRAWAL)
    add_answer (question, GMP_FORT_OPTION_WITHDRAWAL);
  if (options & GMP_FORT_OPTION_SORTIE)
    {
      /* The same units go out whatever the target: counted once, if asked */
      int going = -1;

      for (guint k = 0; k < board->cities[city].n_neighbours; k++)
        {
          guint next = board->cities[city].neighbours[k];

          if (gmp_state_units_in_city (state, next, GMP_SIDE_SWARM, NULL, 0) == 0)
            continue;
          if (going < 0)
            going = sortie_size (state, city);
          /* Rules note 7: the sortie units must fit in the city they attack */
          if (gmp_state_stack_count (state, next, GMP_SIDE_HUMANS) + going
              <= board->rules.stacking_limit)
            add_answer (question, GMP_ANSWER_SORTIE (next));
        }
    }
}

/* Rules note 18: the Human units in the Fort go out together to fight in
 * the adjacent Swarm city; from there they may go back after winning. */
static void
begin_sortie (GmpState *state,
              guint     fort,
              guint     target)
{
  guint from = state->board->forts[fort].city;

  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (!sortie_unit (state, i, from))
        continue;
      unit->city = target;
      unit->moved_from = from;
      unit->moved = TRUE;
      unit->stopped = TRUE;
    }
}

GArray *
_gmp_turn_fort_answers (const GmpState *state,
                        guint           fort)
{
  g_autoptr(GmpQuestion) question = question_new ();

  g_return_val_if_fail (state != NULL && fort < state->board->n_forts, NULL);

  add_fort_answers (question, state, fort);
  return g_array_ref (question->answers);
}

void
_gmp_turn_begin_sortie (GmpState *state,
                        guint     fort,
                        guint     target)
{
  g_return_if_fail (state != NULL && fort < state->board->n_forts);
  g_return_if_fail (target < state->board->n_cities);

  begin_sortie (state, fort, target);
}

/* Fade In (rules notes 5, 6) */

static int
first_unit_in (const GmpState *state,
               GmpPlace        place,
               int             formation)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = unit_at (state, i);

      if (unit->place == place && (formation == GMP_NONE || unit->formation == formation))
        return i;
    }
  return GMP_NONE;
}

/* counts: gmp_state_stack_counts() of state */
typedef gboolean (*CityAccepts) (const GmpState *state,
                                 const guint    *counts,
                                 guint           city,
                                 int             formation);

/* Rules note 6: a hive of its formation holding no enemy unit, within stacking */
static gboolean
hive_accepts (const GmpState *state,
              const guint    *counts,
              guint           city,
              int             formation)
{
  const GmpBoard *board = state->board;

  return board->cities[city].hive == formation
         && counts[city * GMP_N_SIDES + GMP_SIDE_HUMANS] == 0
         && counts[city * GMP_N_SIDES + GMP_SIDE_SWARM] < board->rules.stacking_limit;
}

/* Rules note 23: a city with its flag, never Swarm-occupied, within stacking
 * (the Swarm's count is of units alone) */
static gboolean
flag_city_accepts (const GmpState *state,
                   const guint    *counts,
                   guint           city,
                   int             formation)
{
  const GmpBoard *board = state->board;

  return board->cities[city].flag == formation
         && counts[city * GMP_N_SIDES + GMP_SIDE_SWARM] == 0
         && counts[city * GMP_N_SIDES + GMP_SIDE_HUMANS] < board->rules.stacking_limit;
}

/* The cities that accept unit id, by its formation; none without one. */
static GArray *
cities_accepting (const GmpState *state,
                  guint           id,
                  CityAccepts     accepts)
{
  const GmpUnit *unit = unit_at (state, id);
  GArray *cities = g_array_new (FALSE, FALSE, sizeof (guint));
  guint small[256];
  g_autofree guint *big = NULL;
  const guint *counts;

  if (unit->formation == GMP_NONE)
    return cities;
  /* Every city's stacking from one pass over the units */
  counts = stack_counts_scratch (state, small, G_N_ELEMENTS (small), &big);
  for (guint city = 0; city < state->board->n_cities; city++)
    {
      if (accepts (state, counts, city, unit->formation))
        g_array_append_val (cities, city);
    }
  return cities;
}

GArray *
gmp_turn_legal_hives (const GmpState *state,
                      guint           id)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  return cities_accepting (state, id, hive_accepts);
}

GArray *
gmp_turn_legal_flag_cities (const GmpState *state,
                            guint           id)
{
  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (id < state->units->len, NULL);

  return cities_accepting (state, id, flag_city_accepts);
}

static int
held_chit (const GmpState *state,
           GmpSide         side)
{
  for (guint i = 0; i < state->board->n_chits; i++)
    {
      const GmpChit *chit = &state->board->chits[i];

      if (state->chits[i].place == GMP_CHIT_HELD && chit->kind == GMP_CHIT_ACTIVATION
          && chit->owner == side)
        return i;
    }
  return GMP_NONE;
}

/* Fade Out (rules notes 5, 20–23) */

/* Rules note 5: one of the side's own activation chits whose formation was
 * not activated this turn (they are the ones still in the cup). */
static GArray *
holdable_chits (const GmpState *state,
                GmpSide         side)
{
  GArray *chits = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      const GmpChit *chit = &state->board->chits[i];
      int c = i;

      /* Rules note 42: an arriving ally's chit is drawn, not in the cup, and
       * its FX chit still with it: neither is held in the arrival turn */
      if (chit->kind != GMP_CHIT_ACTIVATION || chit->owner != side
          || state->chits[i].place != GMP_CHIT_IN_CUP || chit_of_absent_ally (state, i))
        continue;
      if (chit->formation >= 0 && chit->formation < 32
          && (state->activated & (1u << chit->formation)) != 0)
        continue;
      g_array_append_val (chits, c);
    }
  return chits;
}

static void
return_chits (GmpState *state,
              GmpLog   *log)
{
  const GmpBoard *board = state->board;
  int n = 0;

  /* Rules notes 5, 20: everything drawn, in hand or used goes back */
  for (guint i = 0; i < board->n_chits; i++)
    {
      switch (state->chits[i].place)
        {
        case GMP_CHIT_DRAWN:
        case GMP_CHIT_IN_HAND:
        case GMP_CHIT_USED:
          state->chits[i].place = GMP_CHIT_IN_CUP;
          n++;
          break;
        case GMP_CHIT_IN_CUP:
        case GMP_CHIT_ON_TIME_TRACK:
        case GMP_CHIT_WITH_ALLY:
        case GMP_CHIT_HELD:
        case GMP_CHIT_REMOVED:
        default:
          break;
        }
    }
  log_add (log, state, GMP_LOG_CHITS_TO_CUP, n, 0, 0, 0);

  /* Rules notes 23, 42: the nation that came brings its FX chit, after the
   * holding step */
  if (state->allied_nation == GMP_NONE)
    return;
  for (guint i = 0; i < board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_WITH_ALLY
          && board->chits[i].formation == state->allied_nation)
        {
          state->chits[i].place = GMP_CHIT_IN_CUP;
          log_add (log, state, GMP_LOG_CHIT_ENTERS_CUP, i, 0, 0, 0);
        }
    }
}

static gboolean
danger_applies (const GmpState *state)
{
  const GmpBoard *board = state->board;

  return state->danger_face != GMP_NONE
         && (guint) state->danger_face < board->n_chits
         && state->danger_space < board->n_danger
         && board->danger[state->danger_space] > 0;
}

static gboolean
roll_for_danger (GmpState  *state,
                 GmpLog    *log,
                 GmpDice   *dice,
                 GError   **error)
{
  const GmpBoard *board = state->board;
  GmpSide side = board->chits[state->danger_face].owner;
  guint8 values[GMP_MAX_DICE];
  guint n = MIN (board->rules.danger_dice, GMP_MAX_DICE);
  guint sum = 0;
  guint needed = board->danger[state->danger_space];
  gboolean lost;

  if (!gmp_dice_roll (dice, n, values, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    sum += values[i];

  /* Rules note 21: the sum reaching the symbols' value loses at once */
  lost = sum >= needed;
  gmp_log_add_dice (log, state, GMP_LOG_DANGER_ROLL, 4,
                    (const int[]) { side, (int) sum, (int) needed, lost }, n, values);
  if (lost)
    end_game (state, log, side == GMP_SIDE_SWARM ? GMP_WINNER_HUMANS : GMP_WINNER_SWARM,
              GMP_END_DANGER);
  else
    state->step = GMP_STEP_VICTORY;
  return TRUE;
}

/* The Game Turn Marker moves on (rules notes 2, 6). */
static void
advance_turn (GmpState *state,
              GmpLog   *log)
{
  const GmpBoard *board = state->board;
  int off_track = 0;

  state->turn++;
  state->ends_drawn = 0;
  state->activated = 0;
  state->active_formation = GMP_NONE;
  gmp_movement_reset_turn (state);
  /* What comes off the Time Track is logged in the new turn */
  state->phase = GMP_PHASE_FADE_IN;
  state->step = GMP_STEP_BEGIN;
  log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);

  for (guint i = 0; i < state->units->len; i++)
    {
      GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (unit->place == GMP_PLACE_TIME_TRACK && unit->turn <= state->turn)
        {
          unit->place = GMP_PLACE_RETURNING;
          unit->city = GMP_NONE;
          unit->turn = 0;
          off_track++;
        }
    }
  if (off_track > 0)
    log_add (log, state, GMP_LOG_UNITS_OFF_TRACK, off_track, state->turn, 0, 0);

  for (guint i = 0; i < board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_ON_TIME_TRACK && state->chits[i].turn <= state->turn)
        {
          state->chits[i].place = GMP_CHIT_IN_CUP;
          state->chits[i].turn = 0;
          log_add (log, state, GMP_LOG_CHIT_ENTERS_CUP, i, 0, 0, 0);
        }
    }

  set_phase (state, log, GMP_PHASE_FADE_IN);
}

/* The cup */

static guint
count_cup (const GmpState *state,
           int            *chits)
{
  guint n = 0;

  for (guint i = 0; i < state->board->n_chits; i++)
    {
      if (state->chits[i].place == GMP_CHIT_IN_CUP)
        {
          if (chits != NULL)
            chits[n] = i;
          n++;
        }
    }
  return n;
}

static void
draw_chit (GmpState *state,
           GmpLog   *log,
           guint     chit,
           gboolean  random)
{
  const GmpBoard *board = state->board;
  const GmpChit *c = &board->chits[chit];

  log_add (log, state, GMP_LOG_CHIT_DRAWN, chit, random ? 1 : 0, 0, 0);

  switch (c->kind)
    {
    case GMP_CHIT_END:
      /* Rules note 1: the phase ends the moment the last End is drawn */
      state->chits[chit].place = GMP_CHIT_DRAWN;
      state->ends_drawn++;
      log_add (log, state, GMP_LOG_END_DRAWN, chit, state->ends_drawn,
               board->rules.ends_per_turn, 0);
      break;

    case GMP_CHIT_FX:
      /* Rules notes 4, 20 */
      state->chits[chit].place = GMP_CHIT_IN_HAND;
      log_add (log, state, GMP_LOG_FX_TO_HAND, chit, 0, 0, 0);
      break;

    case GMP_CHIT_ACTIVATION:
    default:
      state->chits[chit].place = GMP_CHIT_DRAWN;
      if (c->formation != GMP_NONE && board->formations[c->formation].allied)
        {
          /* Rules note 23 */
          if (state->allied_nation == GMP_NONE)
            {
              state->allied_nation = c->formation;
              log_add (log, state, GMP_LOG_ALLY_CHOSEN, c->formation, chit, 0, 0);
              break;
            }
          if (state->allied_nation != c->formation)
            {
              state->chits[chit].place = GMP_CHIT_REMOVED;
              log_add (log, state, GMP_LOG_ALLY_REMOVED, chit, 0, 0, 0);
              break;
            }
        }
      begin_activation (state, log, chit, FALSE);
      break;
    }
}

/* The machine */

gboolean
gmp_turn_check (const GmpState  *state,
                GError         **error)
{
  const GmpBoard *board;
  gboolean in_activation, in_combat;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board = state->board;
  if (state->step >= GMP_N_STEPS)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Step %u is not a step of the turn"), state->step);
      return FALSE;
    }
  in_activation = (state->phase == GMP_PHASE_FADE_IN || state->phase == GMP_PHASE_ACTION)
                  && (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
                      || state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
                      || state->step == GMP_STEP_COMBAT_RESOLVE);
  in_combat = in_activation && (state->step == GMP_STEP_COMBAT_FX
                                || state->step == GMP_STEP_COMBAT_RESOLVE);
  if (in_activation
      && (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for an activation, but no formation is activated"));
      return FALSE;
    }

  /* Rules note 18: a Sortie goes from a Fort to an adjacent city */
  for (guint fort = 0; fort < board->n_forts; fort++)
    {
      int choice = state->fort_choice[fort];

      if (choice >= GMP_FORT_CHOICE_SORTIE_BASE
          && ((guint) (choice - GMP_FORT_CHOICE_SORTIE_BASE) >= board->n_cities
              || !gmp_board_adjacent (board, board->forts[fort].city,
                                      choice - GMP_FORT_CHOICE_SORTIE_BASE)))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The Sortie from the Fort in %s goes to a city that is not adjacent "
                         "(Rules note 18)"), board->cities[board->forts[fort].city].name);
          return FALSE;
        }
    }

  if (!in_combat)
    {
      if (state->combat_city != GMP_NONE || state->combat_rolled
          || state->combat_answers->len > 0 || state->combat_dice->len > 0)
        {
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                               _("A combat is recorded as under way, but the game is not "
                                 "resolving a combat"));
          return FALSE;
        }
      return TRUE;
    }

  if (state->combat_city < 0 || (guint) state->combat_city >= board->n_cities)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for a combat, but no combat city is chosen"));
      return FALSE;
    }
  if (combat_done (state, state->combat_city) || !gmp_combat_needed (state, state->combat_city))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("There is no combat to resolve in %s (Rules notes 4 and 11)"),
                   board->cities[state->combat_city].name);
      return FALSE;
    }

  /* Rules note 20: an FX a side holds and may play in this combat */
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      int fx = state->combat_fx[side];
      g_autoptr(GArray) usable = NULL;

      if (fx == GMP_NONE || fx == GMP_ANSWER_PASS)
        continue;
      usable = usable_combat_fx (state, state->combat_city, side, NULL);
      if (fx < 0 || !int_in (usable, fx))
        {
          /* One sentence per side: the words around a side's name agree with it */
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       side == GMP_SIDE_SWARM
                       ? _("The FX chit played by the Swarm in the combat in %s cannot be played "
                           "there (Rules note 20)")
                       : _("The FX chit played by the Humans in the combat in %s cannot be "
                           "played there (Rules note 20)"),
                       board->cities[state->combat_city].name);
          return FALSE;
        }
    }
  if (state->step == GMP_STEP_COMBAT_FX)
    {
      if (state->combat_rolled || state->combat_answers->len > 0)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("The combat in %s records dice or decisions before its FX are "
                         "chosen (Rules note 20)"), board->cities[state->combat_city].name);
          return FALSE;
        }
      return TRUE;
    }
  if (combat_fx_side (state, NULL, NULL) != GMP_N_SIDES)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("The combat in %s is resolved before a side chose its FX (Rules note 20)"),
                   board->cities[state->combat_city].name);
      return FALSE;
    }

  /* Its dice: exactly the number the combat takes */
  {
    g_autoptr(GmpCombat) combat = pending_combat_new (state, error);
    g_autoptr(GmpQuestion) ask = question_new ();
    g_autoptr(GmpState) work = NULL;

    if (combat == NULL)
      return FALSE;
    /* An overrun takes no dice (rules note 15); its advance is a decision */
    if (!state->combat_rolled
        && (state->combat_dice->len > 0 || (state->combat_answers->len > 0 && !combat->overrun)))
      {
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("The combat in %s records dice or decisions but was not rolled"),
                     board->cities[state->combat_city].name);
        return FALSE;
      }
    if (state->combat_rolled && !combat->overrun
        && gmp_combat_count_dice (combat, (const guint8 *) state->combat_dice->data,
                                  state->combat_dice->len) != state->combat_dice->len)
      {
        guint needed = gmp_combat_count_dice (combat, (const guint8 *) state->combat_dice->data,
                                              state->combat_dice->len);
        guint recorded = state->combat_dice->len;
        g_autofree char *takes = NULL;
        g_autofree char *has = NULL;

        takes = g_strdup_printf (ngettext ("The combat in %s takes %u die",
                                           "The combat in %s takes %u dice", needed),
                                 board->cities[state->combat_city].name, needed);
        has = g_strdup_printf (ngettext ("%u is recorded", "%u are recorded", recorded),
                               recorded);
        /* TRANSLATORS: "The combat in Chicago takes 4 dice" and "3 are recorded" */
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, _("%s; %s"), takes, has);
        return FALSE;
      }

    /* Its decisions: each one legal where it was taken */
    work = combat_replay (state, NULL, NULL, NULL, NULL, ask, error);
    if (work == NULL)
      return FALSE;
  }
  return TRUE;
}

gboolean
gmp_turn_combat_pending (const GmpState *state,
                         guint           city)
{
  g_autoptr(GArray) cities = NULL;

  g_return_val_if_fail (state != NULL, FALSE);

  if ((state->phase != GMP_PHASE_FADE_IN && state->phase != GMP_PHASE_ACTION)
      || state->active_formation < 0
      || (guint) state->active_formation >= state->board->n_formations
      || city >= state->board->n_cities)
    return FALSE;
  switch (state->step)
    {
    case GMP_STEP_COMBAT_FX:
    case GMP_STEP_COMBAT_RESOLVE:
      if (state->combat_city == (int) city)
        return TRUE;
      break;
    case GMP_STEP_MOVE:
    case GMP_STEP_COMBAT:
    case GMP_STEP_FORT_OPTION:
      break;
    default:
      return FALSE;
    }
  cities = pending_combats (state);
  return int_in (cities, (int) city);
}

gboolean
gmp_turn_is_over (const GmpState *state)
{
  g_return_val_if_fail (state != NULL, TRUE);
  return state->phase == GMP_PHASE_GAME_OVER;
}

gboolean
gmp_turn_advance (GmpState  *state,
                  GmpLog    *log,
                  GError   **error)
{
  g_auto(GmpTurnCache) cache = { 0, };

  return _gmp_turn_advance (state, log, &cache, error);
}

gboolean
_gmp_turn_advance (GmpState      *state,
                   GmpLog        *log,
                   GmpTurnCache  *cache,
                   GError       **error)
{
  const GmpBoard *board;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (cache != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  board = state->board;

  /* A log that begins here says where the game stands */
  if (log != NULL && gmp_log_get_n_entries (log) == 0 && state->phase != GMP_PHASE_SETUP
      && state->phase != GMP_PHASE_GAME_OVER)
    log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);

  for (;;)
    {
      /* An activation in progress waits for its movement and combats */
      if ((state->phase == GMP_PHASE_FADE_IN || state->phase == GMP_PHASE_ACTION)
          && (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT
              || state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
              || state->step == GMP_STEP_COMBAT_RESOLVE))
        {
          if (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for an activation, but no formation is activated"));
              return FALSE;
            }
          if (state->step == GMP_STEP_FORT_OPTION)
            {
              if (fort_to_ask (state) != GMP_NONE)
                return TRUE;
              state->step = GMP_STEP_MOVE;
              continue;
            }
          if ((state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_COMBAT_RESOLVE)
              && (state->combat_city < 0 || (guint) state->combat_city >= board->n_cities))
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("The game waits for a combat, but no combat city is chosen"));
              return FALSE;
            }
          if (state->step == GMP_STEP_COMBAT_FX
              && cached_fx_side (cache, state, NULL) == GMP_N_SIDES)
            {
              state->step = GMP_STEP_COMBAT_RESOLVE;
              continue;
            }
          if (state->step == GMP_STEP_COMBAT_RESOLVE)
            {
              if (!combat_continue (state, log, cache, NULL, error))
                return FALSE;
              if (state->step == GMP_STEP_COMBAT_RESOLVE)
                return TRUE;
              continue;
            }
          /* An overrun advance may wait for Guard values (note 9) */
          if (state->step == GMP_STEP_MOVE || state->step == GMP_STEP_COMBAT_FX
              || state->move_pending)
            return TRUE;
          if (cached_combats (cache, state)->len > 0)
            return TRUE;
          end_activation (state, log);
          continue;
        }

      switch (state->phase)
        {
        case GMP_PHASE_SETUP:
          state->turn = MAX (state->turn, 1);
          log_add (log, state, GMP_LOG_TURN_BEGINS, state->turn, 0, 0, 0);
          set_phase (state, log, state->turn == 1 ? GMP_PHASE_ACTION : GMP_PHASE_FADE_IN);
          break;

        case GMP_PHASE_GAME_OVER:
          return TRUE;

        case GMP_PHASE_FADE_IN:
          switch (state->step)
            {
            case GMP_STEP_BEGIN:
              /* The rules: this phase is skipped on Turn 1 */
              if (state->turn <= 1)
                set_phase (state, log, GMP_PHASE_ACTION);
              else
                state->step = GMP_STEP_RETURN_UNITS;
              break;

            case GMP_STEP_RETURN_UNITS:
              {
                int id = first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);
                g_autoptr(GArray) hives = NULL;
                GmpUnit *unit;

                if (id == GMP_NONE)
                  {
                    state->step = GMP_STEP_HELD_SWARM;
                    break;
                  }
                hives = gmp_turn_legal_hives (state, id);
                if (hives->len > 0)
                  return TRUE;

                /* Rules note 6: no legal hive, it waits for the next turn's space */
                unit = &g_array_index (state->units, GmpUnit, id);
                if (state->turn < board->rules.turns)
                  {
                    unit->place = GMP_PLACE_TIME_TRACK;
                    unit->turn = state->turn + 1;
                  }
                else
                  unit->place = GMP_PLACE_ELIMINATED;
                log_add (log, state, GMP_LOG_UNIT_DELAYED, id,
                         unit->place == GMP_PLACE_TIME_TRACK ? (int) unit->turn : 0,
                         unit->type, unit->formation);
              }
              break;

            case GMP_STEP_HELD_SWARM:
            case GMP_STEP_HELD_HUMANS:
              {
                GmpSide side = state->step == GMP_STEP_HELD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
                int chit = held_chit (state, side);

                if (chit != GMP_NONE)
                  {
                    /* Rules note 5: out of the cup until this turn's Fade Out */
                    state->chits[chit].place = GMP_CHIT_DRAWN;
                    begin_activation (state, log, chit, TRUE);
                  }
                else if (side == GMP_SIDE_SWARM)
                  state->step = GMP_STEP_HELD_HUMANS;
                else
                  set_phase (state, log, GMP_PHASE_ACTION);
              }
              break;

            default:
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Fade In Phase"), state->step);
              return FALSE;
            }
          break;

        case GMP_PHASE_ACTION:
          if (state->step != GMP_STEP_BEGIN)
            {
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Action Phase"), state->step);
              return FALSE;
            }
          /* Rules note 1 */
          if (state->ends_drawn >= board->rules.ends_per_turn || count_cup (state, NULL) == 0)
            {
              set_phase (state, log, GMP_PHASE_FADE_OUT);
              break;
            }
          return TRUE;

        case GMP_PHASE_FADE_OUT:
          switch (state->step)
            {
            case GMP_STEP_BEGIN:
              /* Rules note 5: holding only if something was activated */
              if (state->activated == 0)
                {
                  log_add (log, state, GMP_LOG_NOTHING_ACTIVATED, 0, 0, 0, 0);
                  state->step = GMP_STEP_RETURN_CHITS;
                }
              else
                state->step = GMP_STEP_HOLD_SWARM;
              break;

            case GMP_STEP_HOLD_SWARM:
            case GMP_STEP_HOLD_HUMANS:
              {
                GmpSide side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
                g_autoptr(GArray) chits = holdable_chits (state, side);

                if (chits->len > 0)
                  return TRUE;
                state->step++;
              }
              break;

            case GMP_STEP_RETURN_CHITS:
              return_chits (state, log);
              state->step = GMP_STEP_DANGER;
              break;

            case GMP_STEP_DANGER:
              /* Rules note 21: before victory */
              if (danger_applies (state))
                return TRUE;
              log_add (log, state, GMP_LOG_NO_DANGER, 0, 0, 0, 0);
              state->step = GMP_STEP_VICTORY;
              break;

            case GMP_STEP_VICTORY:
              {
                /* Rules note 22 */
                guint destroyed = gmp_state_destroyed_key_cities (state);
                GmpWinner winner = destroyed >= board->rules.victory_key_cities ? GMP_WINNER_SWARM
                                   : state->turn >= board->rules.turns ? GMP_WINNER_HUMANS
                                   : GMP_WINNER_NONE;

                log_add (log, state, GMP_LOG_VICTORY_CHECK, destroyed,
                         board->rules.victory_key_cities, winner, 0);
                if (winner == GMP_WINNER_SWARM)
                  end_game (state, log, GMP_WINNER_SWARM, GMP_END_KEY_CITIES);
                else if (winner == GMP_WINNER_HUMANS)
                  end_game (state, log, GMP_WINNER_HUMANS, GMP_END_LAST_TURN);
                else
                  state->step = GMP_STEP_PLACE_ALLIES;
              }
              break;

            case GMP_STEP_PLACE_ALLIES:
              {
                int waiting = 0;

                /* Rules note 23: the first unit that fits is asked about */
                if (state->allied_nation != GMP_NONE)
                  {
                    for (guint i = 0; i < state->units->len; i++)
                      {
                        const GmpUnit *unit = unit_at (state, i);
                        g_autoptr(GArray) cities = NULL;

                        if (unit->place != GMP_PLACE_RESERVE
                            || unit->formation != state->allied_nation)
                          continue;
                        cities = gmp_turn_legal_flag_cities (state, i);
                        if (cities->len > 0)
                          return TRUE;
                        waiting++;
                      }
                  }
                if (waiting > 0)
                  log_add (log, state, GMP_LOG_ALLY_WAITS, state->allied_nation, waiting, 0, 0);
                state->step = GMP_STEP_ADVANCE;
              }
              break;

            case GMP_STEP_ADVANCE:
              advance_turn (state, log);
              break;

            default:
              g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("Step %u is not a step of the Fade Out Phase"), state->step);
              return FALSE;
            }
          break;

        default:
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, _("The phase is not valid"));
          return FALSE;
        }
    }
}

/* Questions */

void
gmp_question_free (GmpQuestion *question)
{
  if (question == NULL)
    return;
  g_clear_pointer (&question->answers, g_array_unref);
  g_free (question);
}

gboolean
gmp_question_allows (const GmpQuestion *question,
                     int                answer)
{
  g_return_val_if_fail (question != NULL, FALSE);

  for (guint i = 0; i < question->answers->len; i++)
    if (g_array_index (question->answers, int, i) == answer)
      return TRUE;
  return FALSE;
}

const char *
gmp_question_kind_to_string (GmpQuestionKind kind)
{
  g_return_val_if_fail ((guint) kind < GMP_N_QUESTIONS, NULL);
  return question_ids[kind];
}

static void
add_answer (GmpQuestion *question,
            int          answer)
{
  g_array_append_val (question->answers, answer);
}

/* The last touch to a question worked out: what it says when nothing can
 * answer it, and the answer suggested. */
static void
question_settle (GmpQuestion *question)
{
  /* A state resting between steps (not advanced) has no legal answer */
  if (question->kind != GMP_QUESTION_NONE && question->answers->len == 0)
    question->kind = GMP_QUESTION_NONE;
  if (question->answers->len > 0 && !gmp_question_allows (question, question->suggested))
    question->suggested = g_array_index (question->answers, int, 0);
}

/* The FX question of the pending combat, for side, which may play chits
 * (rules note 20). */
static void
set_fx_question (GmpQuestion    *question,
                 const GmpState *state,
                 GmpSide         side,
                 const GArray   *chits)
{
  question->kind = GMP_QUESTION_COMBAT_FX;
  question->subject = state->combat_city;
  if (side != GMP_N_SIDES)
    {
      question->side = side;
      add_answer (question, GMP_ANSWER_PASS);
      g_array_append_vals (question->answers, chits->data, chits->len);
    }
}

static void
add_uint_answers (GmpQuestion *question,
                  GArray      *values)
{
  for (guint i = 0; i < values->len; i++)
    add_answer (question, g_array_index (values, guint, i));
}

/* The Guard values the pool can show: blank and each die value, once. */
static void
add_guard_values (GmpQuestion    *question,
                  const GmpState *state)
{
  /* Rules note 36: only values a counter is left in the pool for */
  for (int v = GMP_GUARD_BLANK; v < GMP_GUARD_N_VALUES; v++)
    if (gmp_state_guard_value_left (state, v))
      add_answer (question, v);
}

GmpQuestion *
gmp_turn_get_question (const GmpState *state)
{
  g_auto(GmpTurnCache) cache = { 0, };

  return _gmp_turn_get_question (state, &cache, NULL);
}

GmpQuestion *
_gmp_turn_get_question (const GmpState *state,
                        GmpTurnCache   *cache,
                        GmpQuestion    *reuse)
{
  GmpQuestion *question = reuse;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (cache != NULL, NULL);

  if (question == NULL)
    question = question_new ();
  else
    question_reset (question);
  question->suggested = GMP_NONE;

  switch (state->phase)
    {
    case GMP_PHASE_ACTION:
    case GMP_PHASE_FADE_IN:
      if (state->step == GMP_STEP_COMBAT && state->active_formation >= 0 && state->move_pending
          && gmp_movement_pending_guards (state, NULL, 0) > 0)
        {
          guint guards[1];

          /* Rules notes 9, 15: an overrun advance revealed Guards */
          gmp_movement_pending_guards (state, guards, 1);
          question->kind = GMP_QUESTION_GUARD_VALUE;
          question->side = GMP_SIDE_HUMANS;
          question->subject = guards[0];
          add_guard_values (question, state);
        }
      else if (state->step == GMP_STEP_FORT_OPTION && state->active_formation >= 0)
        {
          int fort = fort_to_ask (state);

          question->kind = GMP_QUESTION_FORT_OPTION;
          question->side = GMP_SIDE_HUMANS;
          if (fort != GMP_NONE)
            {
              question->subject = state->board->forts[fort].city;
              add_fort_answers (question, state, fort);
            }
        }
      else if (state->step == GMP_STEP_COMBAT_RESOLVE && state->active_formation >= 0
               && state->combat_city >= 0 && (guint) state->combat_city < state->board->n_cities)
        {
          const GmpQuestion *ask = NULL;

          if (cached_replay (cache, state, NULL, &ask, NULL, NULL) != NULL
              && ask->kind != GMP_QUESTION_NONE)
            {
              question->kind = ask->kind;
              question->side = ask->side;
              question->subject = ask->subject;
              question->suggested = ask->suggested;
              g_array_append_vals (question->answers, ask->answers->data, ask->answers->len);
            }
        }
      else if (state->step == GMP_STEP_MOVE && state->active_formation >= 0)
        {
          question->side = state->board->formations[state->active_formation].side;
          question->subject = state->active_formation;
          if (state->move_pending)
            {
              guint guards[1];

              /* Rules note 9: the players say what the flipped Guard shows */
              if (gmp_movement_pending_guards (state, guards, 1) > 0)
                {
                  question->kind = GMP_QUESTION_GUARD_VALUE;
                  question->side = GMP_SIDE_HUMANS;
                  question->subject = guards[0];
                  add_guard_values (question, state);
                  break;
                }
            }
          question->kind = GMP_QUESTION_MOVEMENT;
          add_answer (question, GMP_ANSWER_DONE);
        }
      else if (state->step == GMP_STEP_COMBAT_FX && state->active_formation >= 0)
        {
          const GArray *chits = NULL;
          GmpSide side = cached_fx_side (cache, state, &chits);

          set_fx_question (question, state, side, chits);
        }
      else if (state->step == GMP_STEP_COMBAT && state->active_formation >= 0)
        {
          const GArray *combats = cached_combats (cache, state);

          question->kind = GMP_QUESTION_COMBAT;
          question->side = state->board->formations[state->active_formation].side;
          question->subject = state->active_formation;
          g_array_append_vals (question->answers, combats->data, combats->len);
        }
      else if (state->phase == GMP_PHASE_ACTION && state->step == GMP_STEP_BEGIN)
        {
          int chits[256];
          guint n = count_cup (state, NULL);

          question->kind = GMP_QUESTION_DRAW_CHIT;
          if (n > 0 && n <= G_N_ELEMENTS (chits))
            {
              count_cup (state, chits);
              add_answer (question, GMP_ANSWER_RANDOM);
              g_array_append_vals (question->answers, chits, n);
            }
        }
      else if (state->phase == GMP_PHASE_FADE_IN && state->step == GMP_STEP_RETURN_UNITS)
        {
          int id = first_unit_in (state, GMP_PLACE_RETURNING, GMP_NONE);

          question->kind = GMP_QUESTION_RETURN_UNIT;
          question->subject = id;
          if (id != GMP_NONE)
            {
              g_autoptr(GArray) hives = gmp_turn_legal_hives (state, id);
              add_uint_answers (question, hives);
            }
        }
      break;

    case GMP_PHASE_FADE_OUT:
      switch (state->step)
        {
        case GMP_STEP_HOLD_SWARM:
        case GMP_STEP_HOLD_HUMANS:
          {
            g_autoptr(GArray) chits = NULL;

            question->kind = GMP_QUESTION_HOLD;
            question->side = state->step == GMP_STEP_HOLD_SWARM ? GMP_SIDE_SWARM : GMP_SIDE_HUMANS;
            chits = holdable_chits (state, question->side);
            add_answer (question, GMP_ANSWER_PASS);
            g_array_append_vals (question->answers, chits->data, chits->len);
          }
          break;

        case GMP_STEP_DANGER:
          question->kind = GMP_QUESTION_DANGER;
          if (danger_applies (state))
            {
              question->side = state->board->chits[state->danger_face].owner;
              add_answer (question, GMP_ANSWER_RANDOM);
            }
          break;

        case GMP_STEP_PLACE_ALLIES:
          question->kind = GMP_QUESTION_PLACE_ALLY;
          question->side = GMP_SIDE_HUMANS;
          for (guint i = 0; i < state->units->len && state->allied_nation != GMP_NONE; i++)
            {
              const GmpUnit *unit = unit_at (state, i);
              g_autoptr(GArray) cities = NULL;

              if (unit->place != GMP_PLACE_RESERVE || unit->formation != state->allied_nation)
                continue;
              cities = gmp_turn_legal_flag_cities (state, i);
              if (cities->len > 0)
                {
                  question->subject = i;
                  add_uint_answers (question, cities);
                  break;
                }
            }
          break;

        default:
          break;
        }
      break;

    case GMP_PHASE_SETUP:
    case GMP_PHASE_GAME_OVER:
    default:
      break;
    }

  question_settle (question);
  return question;
}

gboolean
gmp_turn_answer (GmpState  *state,
                 GmpLog    *log,
                 GmpDice   *dice,
                 int        answer,
                 GError   **error)
{
  g_auto(GmpTurnCache) cache = { 0, };
  g_autoptr(GmpQuestion) question = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* One cache for the three: the question advancing worked out is the one
   * asked and answered */
  if (!_gmp_turn_advance (state, log, &cache, error))
    return FALSE;

  question = _gmp_turn_get_question (state, &cache, NULL);
  if (question->kind == GMP_QUESTION_NONE)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("The game is over: there is nothing to answer"));
      return FALSE;
    }
  if (!gmp_question_allows (question, answer))
    {
      g_autofree char *what = gmp_question_describe (state, question);
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("That is not a legal answer to “%s”"), what);
      return FALSE;
    }
  if (dice == NULL && answer == GMP_ANSWER_RANDOM)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_DICE,
                           _("This answer needs dice, and none were given"));
      return FALSE;
    }

  return _gmp_turn_apply_answer (state, log, dice, &cache, question, answer, error);
}

/* Applies an answer the question allows, then advances. */
gboolean
_gmp_turn_apply_answer (GmpState          *state,
                        GmpLog            *log,
                        GmpDice           *dice,
                        GmpTurnCache      *cache,
                        const GmpQuestion *question,
                        int                answer,
                        GError           **error)
{
  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      if (answer == GMP_ANSWER_RANDOM)
        {
          /* Answers after RANDOM are the chits in the cup, in board order */
          guint n = question->answers->len - 1;
          guint pick = gmp_dice_choose (dice, n);
          draw_chit (state, log, g_array_index (question->answers, int, pick + 1), TRUE);
        }
      else
        draw_chit (state, log, answer, FALSE);
      break;

    case GMP_QUESTION_GUARD_VALUE:
      {
        int city = unit_at (state, question->subject)->city;
        g_autofree guint *mp_before = g_new (guint, state->units->len);
        g_autofree guint8 *waiting = g_new0 (guint8, state->units->len);

        /* The units whose move waits for the Guards may go on (Rules note 9) */
        for (guint u = 0; u < state->units->len; u++)
          {
            waiting[u] = unit_at (state, u)->pending_move;
            mp_before[u] = unit_at (state, u)->mp_used;
          }
        /* The Guards are logged when they flip: with the last value given */
        if (gmp_movement_reveal_guard_logged (state, log, question->subject, answer, error)
            == GMP_MOVE_FAILED)
          return FALSE;
        for (guint u = 0; u < state->units->len; u++)
          if (waiting[u] && unit_at (state, u)->place == GMP_PLACE_MAP
              && unit_at (state, u)->city != city)
            gmp_log_add_unit_move (log, state, u, city, unit_at (state, u)->mp_used - mp_before[u]);
      }
      break;

    case GMP_QUESTION_MOVEMENT:
      log_add (log, state, GMP_LOG_MOVEMENT_DONE, state->active_formation, 0, 0, 0);
      state->step = GMP_STEP_COMBAT;
      break;

    case GMP_QUESTION_COMBAT:
      clear_combat (state);
      state->combat_city = answer;
      if (!resolve_pending_combat (state, log, cache, error))
        {
          clear_combat (state);
          return FALSE;
        }
      break;

    case GMP_QUESTION_COMBAT_FX:
      state->combat_fx[question->side] = answer;
      if (!resolve_pending_combat (state, log, cache, error))
        {
          state->combat_fx[question->side] = GMP_NONE;
          return FALSE;
        }
      break;

    case GMP_QUESTION_FORT_OPTION:
      {
        int fort = gmp_board_fort_at (state->board, question->subject);
        int target = answer >= GMP_FORT_CHOICE_SORTIE_BASE ? answer - GMP_FORT_CHOICE_SORTIE_BASE : -1;

        /* Rules note 18 */
        state->fort_choice[fort] = answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer;
        if (target >= 0)
          begin_sortie (state, fort, target);
        log_add (log, state, GMP_LOG_FORT_OPTION, question->subject,
                 target >= 0 ? GMP_FORT_OPTION_SORTIE
                 : answer == GMP_ANSWER_PASS ? GMP_FORT_CHOICE_PASS : answer, target, 0);
      }
      break;

    case GMP_QUESTION_COMBAT_DICE:
      {
        GmpCombat *rolled = combat_roll (state, dice, cache, error);

        if (rolled == NULL)
          return FALSE;
        /* The combat built before its dice is the one they are for: nothing
         * else changed (combat_replay() takes it) */
        if (!combat_continue (state, log, cache, rolled, error))
          {
            /* Dice the combat cannot take: the players may roll again */
            state->combat_rolled = FALSE;
            g_array_set_size (state->combat_dice, 0);
            return FALSE;
          }
      }
      break;

    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      g_array_append_val (state->combat_answers, answer);
      if (!combat_continue (state, log, cache, NULL, error))
        {
          g_array_set_size (state->combat_answers, state->combat_answers->len - 1);
          return FALSE;
        }
      break;

    case GMP_QUESTION_HOLD:
      if (answer == GMP_ANSWER_PASS)
        log_add (log, state, GMP_LOG_NO_HOLD, question->side, 0, 0, 0);
      else
        {
          /* Rules note 5 */
          state->chits[answer].place = GMP_CHIT_HELD;
          log_add (log, state, GMP_LOG_HOLD, question->side, answer, 0, 0);
        }
      state->step++;
      break;

    case GMP_QUESTION_RETURN_UNIT:
      {
        GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

        /* Rules notes 6, 32: back on the map, Fresh */
        unit->place = GMP_PLACE_MAP;
        unit->city = answer;
        unit->turn = 0;
        unit->reduced = FALSE;
        log_add (log, state, GMP_LOG_UNIT_RETURNED, question->subject, answer,
                 unit->type, unit->formation);
      }
      break;

    case GMP_QUESTION_DANGER:
      if (!roll_for_danger (state, log, dice, error))
        return FALSE;
      break;

    case GMP_QUESTION_PLACE_ALLY:
      {
        GmpUnit *unit = &g_array_index (state->units, GmpUnit, question->subject);

        /* Rules note 23 */
        unit->place = GMP_PLACE_MAP;
        unit->city = answer;
        log_add (log, state, GMP_LOG_ALLY_PLACED, question->subject, answer,
                 unit->type, unit->formation);
      }
      break;

    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      g_assert_not_reached ();
    }

  return _gmp_turn_advance (state, log, cache, error);
}

gboolean
_gmp_turn_play_combat (GmpState      *state,
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
    cache->play_ask = question_new ();
  ask = cache->play_ask;
  if (log != NULL)
    {
      if (cache->play_log == NULL)
        cache->play_log = gmp_log_new ();
      entries = cache->play_log;
      gmp_log_clear (entries);
    }
  clear_combat (state);
  state->combat_city = city;

  /* Built once: which FX a side may play depends on the combat, not on the
   * FX chosen already, and the FX chosen then make it the pending combat */
  combat = pending_combat_build (state, error);
  if (combat == NULL)
    {
      clear_combat (state);
      return FALSE;
    }

  /* Rules note 20: each side that may play an FX plays one or passes,
   * acting side first, as gmp_turn_get_question() would ask them */
  for (;;)
    {
      g_autoptr(GArray) chits = NULL;
      GmpSide side = combat_fx_side (state, combat, &chits);

      if (side == GMP_N_SIDES)
        break;
      question_reset (ask);
      ask->suggested = GMP_NONE;
      set_fx_question (ask, state, side, chits);
      question_settle (ask);
      state->combat_fx[side] = gmp_turn_auto_answer (ask, dice);
    }

  /* The dice, in the order the combat takes them (its dice question is always
   * answered "random"); an overrun takes none (rules note 15) */
  question_reset (ask);
  if (!pending_combat_play_fx (combat, state, error))
    {
      clear_combat (state);
      return FALSE;
    }
  if (!combat->overrun)
    {
      guint8 values[GMP_COMBAT_MAX_ROLLED];
      guint n;

      if (!gmp_combat_roll_values (combat, dice, values, &n, error))
        {
          clear_combat (state);
          return FALSE;
        }
      g_array_append_vals (state->combat_dice, values, n);
      state->combat_rolled = TRUE;
    }

  /* One replay takes every decision as it comes (replay_settle()) */
  work = combat_replay (state, g_steal_pointer (&cache->spare), &combat, dice, entries, ask,
                        error);
  if (work == NULL)
    {
      clear_combat (state);
      return FALSE;
    }
  g_assert (ask->kind == GMP_QUESTION_NONE);
  combat_commit (state, work, entries, log);
  cache->spare = work;
  return _gmp_turn_advance (state, log, cache, error);
}

/* Words for people and for files */

/* What the combat being resolved has done so far, for the questions asked
 * after its dice: each roll, the Hits (rules note 12), then the decisions and
 * rulings already made in the log's words, such as who retreats and why
 * (rules note 13). NULL outside a combat. */
static char *
combat_so_far (const GmpState *state)
{
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GmpLog) entries = NULL;
  g_autoptr(GmpQuestion) ask = NULL;
  g_autoptr(GmpState) work = NULL;
  g_autoptr(GString) text = NULL;

  if (state->step != GMP_STEP_COMBAT_RESOLVE || state->active_formation < 0
      || state->combat_city < 0 || (guint) state->combat_city >= state->board->n_cities)
    return NULL;
  combat = pending_combat_new (state, NULL);
  if (combat == NULL)
    return NULL;
  text = g_string_new (NULL);
  if (!combat->overrun && state->combat_rolled
      && gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                              state->combat_dice->len, NULL))
    {
      const guint8 *dice = (const guint8 *) state->combat_dice->data;
      g_autoptr(GPtrArray) requests = gmp_combat_get_dice_requests (combat, dice,
                                                                     state->combat_dice->len);
      guint pos = 0;

      for (guint i = 0; i < requests->len; i++)
        {
          const GmpDieRequest *request = g_ptr_array_index (requests, i);
          g_autoptr(GString) rolled = g_string_new (NULL);

          for (guint d = 0; d < request->n_dice && pos < state->combat_dice->len; d++)
            g_string_append_printf (rolled, d > 0 ? " %u" : "%u", dice[pos++]);
          /* TRANSLATORS: a die request and the dice rolled for it:
           * "Tank (A) #3: 2 dice, hits on 4+: rolled 6 1" */
          g_string_append_printf (text, _("%s: rolled %s"), request->label, rolled->str);
          g_string_append_c (text, '\n');
        }
      /* TRANSLATORS: Hits scored, then the Hits each side must take (after FX) */
      g_string_append_printf (text, _("Hits scored: the Swarm %u, the Humans %u. Hits to take: "
                                      "the Swarm %u, the Humans %u (Rules note 12)."),
                              combat->scored[GMP_SIDE_SWARM], combat->scored[GMP_SIDE_HUMANS],
                              combat->suffered[GMP_SIDE_SWARM], combat->suffered[GMP_SIDE_HUMANS]);
    }
  entries = gmp_log_new ();
  ask = question_new ();
  work = combat_replay (state, NULL, NULL, NULL, entries, ask, NULL);
  for (guint i = 0; work != NULL && i < gmp_log_get_n_entries (entries); i++)
    {
      g_autofree char *line = gmp_log_entry_to_string (gmp_log_get_entry (entries, i), state->board);

      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, line);
    }
  if (text->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* For a retreat question: the enemy cities the unit must cross, each one
 * Hit more, or 0 (rules note 14); *past_origin when the first of them is
 * the city it came from (note 28). */
static guint
retreat_extra_hits (const GmpState    *state,
                    const GmpQuestion *question,
                    gboolean          *past_origin)
{
  g_autoptr(GmpCombat) combat = pending_combat_new (state, NULL);
  g_autoptr(GmpState) work = gmp_turn_preview (state);
  g_autoptr(GArray) options = NULL;
  GmpRetreatKind kind;
  guint extra = 0;

  *past_origin = FALSE;
  if (combat == NULL || question->subject < 0 || (guint) question->subject >= work->units->len)
    return 0;
  options = gmp_retreat_options (combat, work, question->subject, work->enemy_at_start, &kind);
  *past_origin = kind == GMP_RETREAT_PAST_ORIGIN;
  /* The options all lie at the same depth (gmp_retreat_options) */
  for (guint i = 0; i < options->len; i++)
    extra = MAX (extra, g_array_index (options, GmpRetreatOption, i).extra_hits);
  return extra;
}

static char *question_text (const GmpState    *state,
                            const GmpQuestion *question);

char *
gmp_question_describe (const GmpState    *state,
                       const GmpQuestion *question)
{
  g_autofree char *text = NULL;
  g_autofree char *so_far = NULL;

  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  text = question_text (state, question);
  switch (question->kind)
    {
    case GMP_QUESTION_RETREAT:
      {
        gboolean past_origin;
        guint extra = retreat_extra_hits (state, question, &past_origin);

        if (extra > 0)
          {
            g_autofree char *with = NULL;
            g_autofree char *more = NULL;

            if (past_origin)
              more = g_strdup_printf (ngettext ("The city it came from has become an enemy city: "
                                                "it takes a Hit there and keeps retreating; the "
                                                "retreat costs it %u more Hit (Rules note 28).",
                                                "The city it came from has become an enemy city: "
                                                "it takes a Hit there and keeps retreating; the "
                                                "retreat costs it %u more Hits (Rules note 28).",
                                                extra), extra);
            else
              more = g_strdup_printf (ngettext ("Every city it may reach lies beyond an enemy city: "
                                                "the retreat costs it %u more Hit (Rules note 14).",
                                                "Every city it may reach lies beyond enemy cities: "
                                                "the retreat costs it %u more Hits (Rules note 14).",
                                                extra), extra);

            with = g_strdup_printf ("%s %s", text, more);
            g_free (text);
            text = g_steal_pointer (&with);
          }
      }
      G_GNUC_FALLTHROUGH;
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_DISPLACE:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_ADVANCE:
      so_far = combat_so_far (state);
      break;
    default:
      break;
    }
  if (so_far == NULL)
    return g_steal_pointer (&text);
  /* TRANSLATORS: the question, then what its combat did so far, one line each */
  return g_strdup_printf (_("%s\nSo far in this combat:\n%s"), text, so_far);
}

static char *
question_text (const GmpState    *state,
               const GmpQuestion *question)
{
  const GmpBoard *board = state->board;

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
      return g_strdup (_("Draw a chit from the cup (Rules note 1)"));
    case GMP_QUESTION_GUARD_VALUE:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);

        return g_strdup_printf (_("Flip %s in %s: what does it show? (Rules note 9)"), label,
                                board->cities[unit_at (state, question->subject)->city].name);
      }
    case GMP_QUESTION_MOVEMENT:
      /* The only answer is "done": the moves themselves come before it
       * (gmp-turn.h). How to make them is the front end's to say: the app
       * on the map, the command line with its "move" command. */
      return g_strdup_printf (_("Move the units of formation %s, then end its movement "
                                "(Rules note 4)"),
                              board->formations[question->subject].name);
    case GMP_QUESTION_COMBAT:
      return g_strdup_printf (_("%s: choose the combat of formation %s to resolve next (Rules note 4)"),
                              gmp_side_get_name (question->side),
                              board->formations[question->subject].name);
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup_printf (_("%s: play an FX in the combat in %s, or pass (Rules note 20)"),
                              gmp_side_get_name (question->side),
                              board->cities[question->subject].name);
    case GMP_QUESTION_HOLD:
      return g_strdup_printf (_("%s: hold one activation chit for the next turn, or pass (Rules note 5)"),
                              gmp_side_get_name (question->side));
    case GMP_QUESTION_RETURN_UNIT:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        return g_strdup_printf (_("Swarm: choose the hive %s returns to (Rules note 6)"), label);
      }
    case GMP_QUESTION_DANGER:
      return g_strdup_printf (_("%s: Roll For Danger, %u or more loses (Rules note 21)"),
                              gmp_side_get_name (question->side),
                              board->danger[state->danger_space]);
    case GMP_QUESTION_PLACE_ALLY:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        return g_strdup_printf (_("Humans: choose the city with its flag where %s arrives "
                                  "(Rules note 23)"), label);
      }
    case GMP_QUESTION_FORT_OPTION:
      {
        /* Rules note 18: only the options this Fort has now (issue 16: a
         * Withdrawal or a Sortie it cannot make is not named) */
        g_autoptr(GString) offered = g_string_new (NULL);
        gboolean sortie = FALSE;
        const struct { int answer; const char *name; } options[] = {
          { GMP_FORT_OPTION_FULL_ATTACK, _("Full Attack") },
          { GMP_FORT_OPTION_BARRAGE, _("Barrage") },
          { GMP_FORT_OPTION_WITHDRAWAL, _("Withdrawal") },
        };

        for (guint i = 0; i < question->answers->len; i++)
          sortie |= g_array_index (question->answers, int, i) >= GMP_FORT_CHOICE_SORTIE_BASE;
        for (guint o = 0; o < G_N_ELEMENTS (options); o++)
          if (gmp_question_allows (question, options[o].answer))
            {
              if (offered->len > 0)
                g_string_append (offered, ", ");
              g_string_append (offered, options[o].name);
            }
        if (sortie)
          {
            if (offered->len > 0)
              g_string_append (offered, ", ");
            g_string_append (offered, _("Sortie"));
          }
        /* TRANSLATORS: the Fort's city, then the options it has, as a list
         * ("Barrage, Sortie") */
        return g_strdup_printf (_("Humans: choose the option of the Fort in %s: %s, or pass "
                                  "(Rules note 18)"),
                                board->cities[question->subject].name, offered->str);
      }
    case GMP_QUESTION_COMBAT_DICE:
      {
        g_autoptr(GPtrArray) requests = gmp_turn_get_dice_requests (state);
        guint n = 0;

        for (guint i = 0; requests != NULL && i < requests->len; i++)
          n += ((GmpDieRequest *) g_ptr_array_index (requests, i))->n_dice;
        return g_strdup_printf (ngettext ("Roll the die for the combat in %s: %u die, in the order "
                                          "listed (Rules note 12)",
                                          "Roll the dice for the combat in %s: %u dice, in the order "
                                          "listed (Rules note 12)", n),
                                board->cities[question->subject].name, n);
      }
    case GMP_QUESTION_ALLOCATION:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup_printf (_("Swarm: choose how to take the Hits in %s (Rules note 12)"),
                                board->cities[question->subject].name);
      return g_strdup_printf (_("Humans: choose how to take the Hits in %s (Rules note 12)"),
                              board->cities[question->subject].name);
    case GMP_QUESTION_IGNORE_RETREAT:
      return g_strdup_printf (_("Humans: ignore the retreat and stay in the Fort in %s? "
                                "(Rules note 18)"), board->cities[question->subject].name);
    case GMP_QUESTION_RETREAT:
      {
        g_autofree char *label = gmp_combat_unit_label (state, question->subject);
        if (question->side == GMP_SIDE_SWARM)
          return g_strdup_printf (_("Swarm: choose where %s retreats to (Rules note 14)"), label);
        return g_strdup_printf (_("Humans: choose where %s retreats to (Rules note 14)"), label);
      }
    case GMP_QUESTION_DISPLACE:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup_printf (_("Swarm: %s is over the stacking limit: choose a unit and where it "
                                  "goes (Rules note 14)"), board->cities[question->subject].name);
      return g_strdup_printf (_("Humans: %s is over the stacking limit: choose a unit and where it "
                                "goes (Rules note 14)"), board->cities[question->subject].name);
    case GMP_QUESTION_SORTIE_RETURN:
      return g_strdup_printf (_("Humans: the Sortie into %s won: go back to the Fort? (Rules note 18)"),
                              board->cities[question->subject].name);
    case GMP_QUESTION_ADVANCE:
      if (question->side == GMP_SIDE_SWARM)
        return g_strdup_printf (_("Swarm: the overrunning units in %s may advance one space together, "
                                  "or pass (Rules note 15)"), board->cities[question->subject].name);
      return g_strdup_printf (_("Humans: the overrunning units in %s may advance one space together, "
                                "or pass (Rules note 15)"), board->cities[question->subject].name);
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup (_("The game is over"));
    }
}

/* The pending combat while the question asked is of this kind (and its side),
 * or NULL. */
static GmpCombat *
combat_asked (const GmpState  *state,
              GmpQuestionKind  kind,
              GmpSide         *side)
{
  g_autoptr(GmpQuestion) question = gmp_turn_get_question (state);

  if (question->kind != kind)
    return NULL;
  *side = question->side;
  return pending_combat_new (state, NULL);
}

GPtrArray *
gmp_turn_get_dice_requests (const GmpState *state)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide side;

  g_return_val_if_fail (state != NULL, NULL);

  combat = combat_asked (state, GMP_QUESTION_COMBAT_DICE, &side);
  if (combat == NULL)
    return NULL;
  return gmp_combat_get_dice_requests (combat, NULL, 0);
}

GPtrArray *
gmp_turn_get_dice_requests_for (const GmpState *state,
                                const guint8   *dice,
                                gsize           n_dice)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide side;

  g_return_val_if_fail (state != NULL, NULL);

  combat = combat_asked (state, GMP_QUESTION_COMBAT_DICE, &side);
  if (combat == NULL)
    return NULL;
  return gmp_combat_get_dice_requests (combat, dice, n_dice);
}

GPtrArray *
gmp_turn_get_allocations (const GmpState *state)
{
  g_autoptr(GmpCombat) combat = NULL;
  GmpSide side;

  g_return_val_if_fail (state != NULL, NULL);

  combat = combat_asked (state, GMP_QUESTION_ALLOCATION, &side);
  if (combat == NULL
      || !gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, NULL))
    return NULL;
  return gmp_combat_list_distinct_allocations (combat, state, side, MAX_ALLOCATIONS);
}

GmpState *
gmp_turn_preview (const GmpState *state)
{
  g_autoptr(GmpQuestion) ask = question_new ();
  GmpState *work = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  if (state->step == GMP_STEP_COMBAT_RESOLVE && state->active_formation >= 0
      && state->combat_city >= 0 && (guint) state->combat_city < state->board->n_cities)
    work = combat_replay (state, NULL, NULL, NULL, NULL, ask, NULL);
  return work != NULL ? work : gmp_state_copy (state);
}

char *
gmp_answer_to_string (const GmpState    *state,
                      const GmpQuestion *question,
                      int                answer)
{
  g_return_val_if_fail (state != NULL && question != NULL, NULL);

  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      return g_strdup ("random");
    case GMP_ANSWER_DONE:
      return g_strdup ("done");
    case GMP_ANSWER_PASS:
      return g_strdup ("pass");
    case GMP_ANSWER_YES:
      return g_strdup ("yes");
    case GMP_ANSWER_NO:
      return g_strdup ("no");
    default:
      break;
    }

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      return g_strdup (state->board->chits[answer].id);
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      return g_strdup (state->board->cities[answer].id);
    case GMP_QUESTION_FORT_OPTION:
      if (answer == GMP_FORT_OPTION_FULL_ATTACK)
        return g_strdup ("full-attack");
      if (answer == GMP_FORT_OPTION_BARRAGE)
        return g_strdup ("barrage");
      if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        return g_strdup ("withdrawal");
      return g_strdup_printf ("sortie:%s",
                              state->board->cities[answer - GMP_FORT_CHOICE_SORTIE_BASE].id);
    case GMP_QUESTION_DISPLACE:
      /* "unit:city": unit 12 to Memphis */
      return g_strdup_printf ("%d:%s", answer / (int) state->board->n_cities,
                              state->board->cities[answer % state->board->n_cities].id);
    case GMP_QUESTION_ALLOCATION:
      /* Numbered from 1, as the log numbers them ("allocation 2 of 5") */
      return g_strdup_printf ("%d", answer + 1);
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_GUARD_VALUE:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return g_strdup_printf ("%d", answer);
    }
}

/* What players may type besides the answers' own tokens, in the app's two
 * languages, accepted whatever the locale: the table speaks both. Matched
 * as gmp_name_fold() folds them ("nao" is "não"). */
static const char * const random_words[] = { "aleatório", "sortear", NULL };
static const char * const done_words[] = { "feito", "pronto", NULL };
static const char * const pass_words[] = { "passar", "passo", NULL };
static const char * const yes_words[] = { "sim", NULL };
static const char * const no_words[] = { "não", NULL };
static const char * const blank_words[] = { "blank", "em branco", "branco", NULL };
static const char * const full_attack_words[] = { "full attack", "ataque total", NULL };
static const char * const barrage_words[] = { "barragem", NULL };
static const char * const withdrawal_words[] = { "retirada", NULL };
static const char * const sortie_words[] = { "sortie", "surtida", NULL };

static const char * const *
special_answer_words (int answer)
{
  switch (answer)
    {
    case GMP_ANSWER_RANDOM:
      return random_words;
    case GMP_ANSWER_DONE:
      return done_words;
    case GMP_ANSWER_PASS:
      return pass_words;
    case GMP_ANSWER_YES:
      return yes_words;
    case GMP_ANSWER_NO:
      return no_words;
    default:
      return NULL;
    }
}

/* "sortie:Chicago", "12:memphis": the first part one of words (exactly),
 * the second a city. */
static GmpNameMatch
pair_match (const GmpBoard     *board,
            const char         *text,
            const char         *first,
            const char * const *words,
            guint               city)
{
  g_auto(GStrv) parts = g_strsplit (text, ":", 2);

  if (parts[0] == NULL || parts[1] == NULL
      || gmp_name_match (parts[0], first, words) != GMP_NAME_EXACT)
    return GMP_NAME_NO_MATCH;
  return gmp_name_match (parts[1], board->cities[city].id,
                         (const char * const *) board->cities[city].names);
}

/* How text names a legal answer: by its token, or by what the table calls
 * it: a chit's or a city's name in either language, the words above. */
static GmpNameMatch
answer_match (const GmpState    *state,
              const GmpQuestion *question,
              int                answer,
              const char        *text)
{
  const GmpBoard *board = state->board;
  g_autofree char *token = gmp_answer_to_string (state, question, answer);

  if (special_answer_words (answer) != NULL)
    return gmp_name_match (text, token, special_answer_words (answer));

  switch (question->kind)
    {
    case GMP_QUESTION_DRAW_CHIT:
    case GMP_QUESTION_HOLD:
    case GMP_QUESTION_COMBAT_FX:
      return gmp_name_match (text, token, (const char * const *) board->chits[answer].names);
    case GMP_QUESTION_COMBAT:
    case GMP_QUESTION_RETURN_UNIT:
    case GMP_QUESTION_PLACE_ALLY:
    case GMP_QUESTION_RETREAT:
    case GMP_QUESTION_ADVANCE:
      return gmp_name_match (text, token, (const char * const *) board->cities[answer].names);
    case GMP_QUESTION_FORT_OPTION:
      if (answer == GMP_FORT_OPTION_FULL_ATTACK)
        return gmp_name_match (text, token, full_attack_words);
      if (answer == GMP_FORT_OPTION_BARRAGE)
        return gmp_name_match (text, token, barrage_words);
      if (answer == GMP_FORT_OPTION_WITHDRAWAL)
        return gmp_name_match (text, token, withdrawal_words);
      return pair_match (board, text, "sortie", sortie_words,
                         (guint) (answer - GMP_FORT_CHOICE_SORTIE_BASE));
    case GMP_QUESTION_DISPLACE:
      {
        g_autofree char *unit = g_strdup_printf ("%d", answer / (int) board->n_cities);

        return pair_match (board, text, unit, NULL, (guint) answer % board->n_cities);
      }
    case GMP_QUESTION_GUARD_VALUE:
      return gmp_name_match (text, token, answer == GMP_GUARD_BLANK ? blank_words : NULL);
    case GMP_QUESTION_ALLOCATION:
    case GMP_QUESTION_COMBAT_DICE:
    case GMP_QUESTION_IGNORE_RETREAT:
    case GMP_QUESTION_SORTIE_RETURN:
    case GMP_QUESTION_MOVEMENT:
    case GMP_QUESTION_DANGER:
    case GMP_QUESTION_NONE:
    case GMP_N_QUESTIONS:
    default:
      return gmp_name_match (text, token, NULL);
    }
}

/* Several answers match, but all are the same thing to the players: the
 * "…The End???" chits in the cup. */
static gboolean
all_alike (const GmpState    *state,
           const GmpQuestion *question,
           GArray            *answers)
{
  const GmpBoard *board = state->board;
  int first = g_array_index (answers, int, 0);

  if (question->kind != GMP_QUESTION_DRAW_CHIT || first < 0)
    return FALSE;
  for (guint i = 1; i < answers->len; i++)
    {
      int other = g_array_index (answers, int, i);

      if (other < 0 || g_strcmp0 (board->chits[first].name, board->chits[other].name) != 0)
        return FALSE;
    }
  return TRUE;
}

#define MAX_LISTED_ANSWERS 12

/* "MSP, CHI, DSM" */
static char *
list_answers (const GmpState    *state,
              const GmpQuestion *question,
              GArray            *answers)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < answers->len && i < MAX_LISTED_ANSWERS; i++)
    {
      g_autofree char *token = gmp_answer_to_string (state, question,
                                                     g_array_index (answers, int, i));

      if (i > 0)
        /* Translators: between the items of a list: "Toronto, Ottawa" */
        g_string_append (list, _(", "));
      g_string_append (list, token);
    }
  if (answers->len > MAX_LISTED_ANSWERS)
    g_string_append (list, _(", …"));
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static gboolean
is_number (const char *text)
{
  g_autofree char *stripped = g_strstrip (g_strdup (text));

  if (*stripped == '\0')
    return FALSE;
  for (const char *p = stripped; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return TRUE;
}

/* "3,3,17" or "3 3 17": one unit id per Hit. */
static GArray *
parse_unit_ids (const char  *text,
                GError     **error)
{
  g_auto(GStrv) parts = g_strsplit_set (text, ", ", -1);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 id;

      if (*parts[i] == '\0')
        continue;
      /* Digits only: "-13" is no unit, nor "1-3" units 1 and 3 (issue 19) */
      if (!g_ascii_string_to_unsigned (parts[i], 10, 0, G_MAXUINT, &id, NULL))
        {
          g_autofree char *quoted = gmp_quote_excerpt (parts[i]);

          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("“%s” is not a unit id: name one unit per Hit, e.g. units:3,3,17 "
                         "(Rules note 12)"), quoted);
          return NULL;
        }
      g_array_append_vals (ids, &(guint) { (guint) id }, 1);
    }
  return g_steal_pointer (&ids);
}

/* "units:3,3,17" answers an allocation question (rules note 12). */
static gboolean
allocation_from_units (const GmpState    *state,
                       const GmpQuestion *question,
                       const char        *ids_text,
                       int               *answer,
                       GError           **error)
{
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  g_autoptr(GPtrArray) allocations = NULL;
  guint index;

  /* What is not a list of ids is a usage error, whatever the game asks */
  ids = parse_unit_ids (ids_text, error);
  if (ids == NULL)
    return FALSE;
  if (question->kind != GMP_QUESTION_ALLOCATION)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("Hits by unit answer how Hits are taken, and the game does not "
                             "ask that now"));
      return FALSE;
    }
  /* The list the question indexes, as gmp_turn_get_allocations() makes it */
  combat = pending_combat_new (state, error);
  if (combat == NULL
      || !gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, error))
    return FALSE;
  allocations = gmp_combat_list_distinct_allocations (combat, state, question->side,
                                                      MAX_ALLOCATIONS);
  if (!gmp_allocation_find_by_units (combat, state, question->side, allocations,
                                     (const guint *) ids->data, ids->len, &index, error))
    return FALSE;
  if (answer != NULL)
    *answer = (int) index;
  return TRUE;
}

gboolean
gmp_answer_from_string (const GmpState    *state,
                        const GmpQuestion *question,
                        const char        *text,
                        int               *answer,
                        GError           **error)
{
  g_autoptr(GArray) exact = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) prefix = g_array_new (FALSE, FALSE, sizeof (int));
  g_autofree char *folded = NULL;
  g_autofree char *list = NULL;
  g_autofree char *quoted = NULL;
  GArray *matches;

  g_return_val_if_fail (state != NULL && question != NULL && text != NULL, FALSE);

  folded = gmp_name_fold (text);
  /* The ids as typed: folding drops the '-' of "-13" and "1-3" */
  if ((g_str_has_prefix (folded, "units:") || g_str_has_prefix (folded, "unidades:"))
      && strchr (text, ':') != NULL)
    return allocation_from_units (state, question, strchr (text, ':') + 1, answer, error);

  for (guint i = 0; i < question->answers->len; i++)
    {
      int a = g_array_index (question->answers, int, i);
      GmpNameMatch match = answer_match (state, question, a, text);

      if (match == GMP_NAME_EXACT)
        g_array_append_val (exact, a);
      else if (match == GMP_NAME_PREFIX)
        g_array_append_val (prefix, a);
    }
  /* A number names one answer exactly: "1" never begins "12" */
  matches = exact->len > 0 || is_number (text) ? exact : prefix;
  if (matches->len == 1 || (matches->len > 1 && all_alike (state, question, matches)))
    {
      if (answer != NULL)
        *answer = g_array_index (matches, int, 0);
      return TRUE;
    }
  quoted = gmp_quote_excerpt (text);
  if (matches->len > 1)
    {
      list = list_answers (state, question, matches);
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("“%s” could be several answers: %s. Give more of it"), quoted, list);
      return FALSE;
    }
  list = list_answers (state, question, question->answers);
  if (question->answers->len == 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("“%s” is not a legal answer to this question"), quoted);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("“%s” is not a legal answer to this question. The legal answers: %s"),
                 quoted, list);
  return FALSE;
}

gboolean
gmp_turn_use_fx (GmpState  *state,
                 GmpLog    *log,
                 int        chit,
                 guint      city,
                 GError   **error)
{
  g_autoptr(GmpQuestion) question = NULL;
  const GmpChit *c;
  gboolean ok = FALSE;
  GmpSide owner;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (chit < 0 || (guint) chit >= state->board->n_chits || city >= state->board->n_cities)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such chit or city"));
      return FALSE;
    }
  c = &state->board->chits[chit];
  owner = c->owner;
  question = gmp_turn_get_question (state);
  if (!gmp_fx_in_hand (state, chit, owner))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s is not in its owner’s hand this turn (Rules note 20)"), c->name);
      return FALSE;
    }
  /* Rules note 45: not a combat FX. In the Action phase before a draw, or
   * while one of its owner's own formations moves; never in the other
   * side's movement nor inside a combat. */
  if (!(question->kind == GMP_QUESTION_DRAW_CHIT && state->phase == GMP_PHASE_ACTION)
      && !(question->kind == GMP_QUESTION_MOVEMENT && state->active_formation >= 0
           && (guint) state->active_formation < state->board->n_formations
           && state->board->formations[state->active_formation].side == owner))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s may be used in the Action phase before a chit is drawn, or while one "
                     "of its owner’s own formations moves; never in the other side’s movement "
                     "nor in a combat (Rules note 45)"), c->name);
      return FALSE;
    }

  for (guint i = 0; i < c->n_effects; i++)
    {
      guint danger = state->danger_space;
      int fort = gmp_board_fort_at (state->board, city);
      guint strength = fort != GMP_NONE ? state->fort_strength[fort] : 0;
      guint ids[64];
      guint n = 0;

      if (c->effects[i].kind == GMP_FX_FORT_DAMAGE)
        ok = gmp_fx_fort_damage (state, chit, city, NULL, error);
      else if (c->effects[i].kind == GMP_FX_ELIMINATE_CITY)
        {
          n = MIN (gmp_state_units_in_city (state, city, GMP_N_SIDES, ids, G_N_ELEMENTS (ids)),
                   G_N_ELEMENTS (ids));
          ok = gmp_fx_eliminate_city (state, chit, city, NULL, error);
        }
      else
        continue;
      if (!ok)
        return FALSE;
      log_add (log, state, GMP_LOG_FX_PLAYED, owner, chit, city, 0);
      /* What it did to whom (Rules notes 16, 19, 21) */
      log_fort_damage (log, state, city, strength);
      for (guint k = 0; k < n; k++)
        log_unit_hit (log, state, ids[k], city, 0);
      log_danger_move (log, state, chit, danger);
      return TRUE;
    }

  g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
               _("%s is played in a combat, not on its own"), c->name);
  return FALSE;
}
