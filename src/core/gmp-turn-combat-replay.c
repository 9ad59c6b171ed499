/* gmp-turn-combat-replay.c: the combat replayed inside the turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: "Combat", "Fort Combat". A combat's decisions are recorded and
 * replayed on a copy of the state to find the next question (see the comment
 * above _gmp_turn_combat_replay). Rules notes 12 (allocating Hits), 13 and 14
 * (retreats, displacements), 15 (overrun and advance), 16, 18 (ignoring a
 * retreat, a Sortie's return), 19 (Fort damage), 21 (Danger FX), 26, 28.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-combat-private.h"
#include "gmp-error.h"
#include "gmp-movement.h"
#include "gmp-movement-log.h"
#include "gmp-retreat.h"
#include "gmp-retreat-private.h"
#include "gmp-state-private.h"
#include "gmp-question-private.h"
#include "gmp-turn-common-private.h"
#include "gmp-turn-forts-private.h"
#include "gmp-turn-combat-fx-private.h"
#include "gmp-turn-combat-replay-private.h"
#include "gmp-turn-danger-private.h"

/* The combat being resolved (rules notes 12-15, 18)
 *
 * The state does not change while the players take a combat's decisions: they
 * are recorded (GmpState.combat_dice, .combat_answers) and replayed on a copy
 * to find the next question. The last decision commits the copy. So a game
 * saved in the middle of a combat holds everything it needs, and an answer
 * that turns out illegal leaves nothing half done. */

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
default_allocation_index (const GmpCombat     *combat,
                          GmpSide              side,
                          const GmpAllocation *allocations,
                          guint                n)
{
  GmpAllocation def;

  gmp_combat_default_allocation (combat, side, &def);
  for (guint i = 0; i < n; i++)
    if (same_allocation (&allocations[i], &def))
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
  _gmp_question_settle (replay->ask);
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
      _gmp_question_add_answer (replay->ask, GMP_ANSWER_YES);
      _gmp_question_add_answer (replay->ask, GMP_ANSWER_NO);
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
               _("A decision recorded for the Combat in %s is not legal"),
               state->board->cities[state->combat_city].name);
  return FALSE;
}

/* Whether any city holds more of a side than the stacking limit (rules
 * note 7), from the state's index: most combats leave none */
static gboolean
any_overstacked (const GmpState *work)
{
  const GmpCityUnits *cities = _gmp_state_index_cities (_gmp_state_index_get (work));
  guint limit = work->board->rules.stacking_limit;

  for (guint city = 0; city < work->board->n_cities; city++)
    if (_gmp_state_stack_at (work, cities, city, GMP_SIDE_SWARM) > limit
        || _gmp_state_stack_at (work, cities, city, GMP_SIDE_HUMANS) > limit)
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
  const guint *counts = _gmp_turn_stack_counts_scratch (work, small, G_N_ELEMENTS (small), &big);
  g_autofree guint8 *takes = NULL;   /* per neighbour: a unit may be displaced there */
  /* Every city and side, city by city as the counts lie: with the limit in
   * a local, testing them all is a short loop (nearly all are within it) */
  guint limit = board->rules.stacking_limit;
  guint n_counts = board->n_cities * GMP_N_SIDES;

  *asked = FALSE;
  for (guint at = 0; at < n_counts; at++)
    {
      guint city = at / GMP_N_SIDES;
      GmpSide side = at % GMP_N_SIDES;

      if (counts[at] <= limit)
        continue;
      while (gmp_retreat_overstacked (work, city, side) > 0)
        {
          guint ids[64];
          guint n = gmp_state_units_in_city (work, city, side, ids, G_N_ELEMENTS (ids));
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (int));
          gboolean asked_cities = FALSE;
          int answer;

          if (n == 0)
            break;  /* only the Fort's strength: nothing can move */
          n = MIN (n, G_N_ELEMENTS (ids));
          takes = g_renew (guint8, takes, MAX (board->cities[city].n_neighbours, 1));
          /* The units share their city and side, so where one may go
           * each may, but a Guard, which goes nowhere: the cities are
           * asked once (the same answers as asking for every unit) */
          for (guint u = 0; u < n; u++)
            {
              gboolean guard = board->unit_types[g_array_index (work->units, GmpUnit,
                                                                ids[u]).type].guard;

              for (guint k = 0; !guard && k < board->cities[city].n_neighbours; k++)
                {
                  guint to = board->cities[city].neighbours[k];

                  if (!asked_cities)
                    takes[k] = gmp_retreat_may_displace (work, ids[u], to, work->enemy_at_start);
                  if (takes[k])
                    {
                      int a = GMP_ANSWER_DISPLACE (ids[u], to, board->n_cities);
                      g_array_append_val (moves, a);
                    }
                }
              asked_cities |= !guard;
            }
          if (moves->len == 0)
            {
              /* Nowhere to go: the last unit is eliminated */
              _gmp_turn_log_unit (log, work, GMP_LOG_DISPLACED, ids[n - 1], city, -1, 0);
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
          if (!_gmp_turn_int_in (moves, answer))
            return refuse_recorded (replay->state, error);
          if (!gmp_retreat_displace (work, answer / board->n_cities, answer % board->n_cities,
                                     work->enemy_at_start, NULL, error))
            return FALSE;
          _gmp_turn_log_unit (log, work, GMP_LOG_DISPLACED, answer / board->n_cities, city,
                              answer % board->n_cities, 0);
        }
    }
  return TRUE;
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
      _gmp_turn_log_add (log, work, GMP_LOG_GUARD_REVEALED, c->unit,
                         _gmp_turn_unit_at (work, c->unit)->guard_value, combat->city, 0);
      if (c->blank)
        _gmp_turn_log_add (log, work, GMP_LOG_GUARD_REMOVED, c->unit, combat->city, 0, 0);
    }
  for (guint i = 0; i < overrun; i++)
    _gmp_turn_log_unit_hit (log, work, overrun_ids[i], combat->city, 0);
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
          _gmp_turn_log_unit_hit (log, work, a->units[u], combat->city, a->hits[u]);
    }
  if (combat->fort != GMP_NONE)
    _gmp_turn_log_fort_damage (log, work, combat->city, combat->fort_strength);
}

/* What one stage of the replay did */
typedef enum {
  REPLAY_ON,      /* done: the next stage follows */
  REPLAY_ASKED,   /* a decision is still to be taken: replay->ask is filled in */
  REPLAY_FAILED,  /* a recorded decision is not legal, or a rule refused (error set) */
} ReplayStep;

/* Rules note 12: the dice rolled, then each owner allocates its Hits, the
 * acting side first. The allocations chosen go to chosen and have. */
static ReplayStep
replay_allocations (Replay         *replay,
                    GmpState       *work,
                    GmpCombat      *combat,
                    GmpLog         *log,
                    GmpAllocation  *chosen,
                    gboolean       *have,
                    GError        **error)
{
  const GmpState *state = replay->state;
  guint city = state->combat_city;
  int params[5];
  int answer;

  if (!gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                            state->combat_dice->len, error))
    return REPLAY_FAILED;

  for (guint k = 0; k < GMP_N_SIDES; k++)
    {
      GmpSide side = k == 0 ? combat->acting : 1 - combat->acting;
      GmpAllocation list[MAX_ALLOCATIONS];
      guint def, n;

      if (combat->suffered[side] == 0)
        continue;
      n = _gmp_combat_distinct_allocations_into (combat, work, side, list, MAX_ALLOCATIONS);
      if (n <= 1)
        continue;
      def = default_allocation_index (combat, side, list, n);
      if (!replay_take (replay, GMP_QUESTION_ALLOCATION, side, city, def, &answer))
        {
          for (guint i = 0; i < n; i++)
            _gmp_question_add_answer (replay->ask, i);
          if (!replay_settle (replay, &answer))
            return REPLAY_ASKED;
        }
      if (answer < 0 || (guint) answer >= n)
        return refuse_recorded (state, error), REPLAY_FAILED;
      chosen[side] = list[answer];
      have[side] = TRUE;
      params[0] = side;
      params[1] = city;
      params[2] = answer;
      params[3] = n;
      params[4] = (guint) answer == def;
      gmp_log_add (log, work, GMP_LOG_ALLOCATION, 5, params);
    }
  return REPLAY_ON;
}

/* The combat applied (rules notes 12, 13, 15, 16, 19, 21), and logged: its
 * FX, the Danger marker they moved, the combat itself with its dice, and
 * what it did to whom. */
static gboolean
replay_apply (Replay               *replay,
              GmpState             *work,
              GmpCombat            *combat,
              GmpLog               *log,
              const GmpAllocation  *chosen,
              const gboolean       *have,
              GError              **error)
{
  const GmpState *state = replay->state;
  guint city = state->combat_city;
  guint overrun_ids[64];
  guint n_overrun = 0;
  guint danger;
  int params[6];

  /* Who an overrun eliminates, for the log (Rules note 15) */
  if (combat->overrun && log != NULL)
    n_overrun = gmp_state_units_in_city (work, city, 1 - combat->acting, overrun_ids,
                                         G_N_ELEMENTS (overrun_ids));
  n_overrun = MIN (n_overrun, G_N_ELEMENTS (overrun_ids));
  danger = work->danger_space;
  if (!gmp_combat_apply (combat, work, have[GMP_SIDE_SWARM] ? &chosen[GMP_SIDE_SWARM] : NULL,
                         have[GMP_SIDE_HUMANS] ? &chosen[GMP_SIDE_HUMANS] : NULL, error))
    return FALSE;
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      if (combat->fx[side] != GMP_NONE)
        _gmp_turn_log_add (log, work, GMP_LOG_FX_PLAYED, side, combat->fx[side], city, 0);
      /* In the order gmp_combat_apply() used them */
      danger = _gmp_turn_log_danger_move (log, work, combat->fx[side], danger);
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
  return TRUE;
}

/* Rules note 18: after a Fort combat the Humans may stay */
static ReplayStep
replay_ignore_retreat (Replay     *replay,
                       GmpState   *work,
                       GmpCombat  *combat,
                       GmpLog     *log,
                       GError    **error)
{
  guint city = replay->state->combat_city;
  gboolean ignore = FALSE;

  if (!combat->may_ignore_retreat)
    return REPLAY_ON;
  switch (replay_yes_no (replay, GMP_QUESTION_IGNORE_RETREAT, GMP_SIDE_HUMANS, city, &ignore))
    {
    case YES_NO_ASKED:
      return REPLAY_ASKED;
    case YES_NO_BAD:
      return refuse_recorded (replay->state, error), REPLAY_FAILED;
    case YES_NO_DECIDED:
    default:
      break;
    }
  if (ignore)
    {
      if (!gmp_retreat_ignore (combat, error))
        return REPLAY_FAILED;
      _gmp_turn_log_add (log, work, GMP_LOG_IGNORE_RETREAT, city, 0, 0, 0);
    }
  return REPLAY_ON;
}

/* Rules notes 14, 28: a retreating unit goes where its owner says, among
 * the cities it may reach (*to), and the extra Hits on its way (*extra).
 * options and kind: gmp_retreat_options() of work, for the retreat itself. */
static ReplayStep
replay_retreat_to (Replay          *replay,
                   GmpState        *work,
                   GmpCombat       *combat,
                   guint            id,
                   const GArray    *options,
                   GmpRetreatKind   kind,
                   int             *to,
                   guint           *extra,
                   GError         **error)
{
  int answer;

  if (kind == GMP_RETREAT_ELIMINATED || options->len == 0)
    return REPLAY_ON;
  *to = g_array_index (options, GmpRetreatOption, 0).city;
  if ((kind == GMP_RETREAT_CHOOSE || kind == GMP_RETREAT_PAST_ORIGIN) && options->len > 1)
    {
      if (!replay_take (replay, GMP_QUESTION_RETREAT, gmp_state_unit_side (work, id), id, *to,
                        &answer))
        {
          for (guint o = 0; o < options->len; o++)
            _gmp_question_add_answer (replay->ask,
                                      g_array_index (options, GmpRetreatOption, o).city);
          if (!replay_settle (replay, &answer))
            return REPLAY_ASKED;
        }
      *to = GMP_NONE;
      for (guint o = 0; o < options->len; o++)
        if ((int) g_array_index (options, GmpRetreatOption, o).city == answer)
          *to = answer;
      if (*to == GMP_NONE)
        return refuse_recorded (replay->state, error), REPLAY_FAILED;
    }
  for (guint o = 0; o < options->len; o++)
    if ((int) g_array_index (options, GmpRetreatOption, o).city == *to)
      *extra = g_array_index (options, GmpRetreatOption, o).extra_hits;
  return REPLAY_ON;
}

/* Rules note 14: each retreating unit, where its owner says */
static ReplayStep
replay_retreats (Replay     *replay,
                 GmpState   *work,
                 GmpCombat  *combat,
                 GmpLog     *log,
                 GError    **error)
{
  guint city = replay->state->combat_city;
  guint retreating[GMP_COMBAT_MAX_UNITS];
  guint n = _gmp_retreat_units_into (combat, work, retreating);
  /* One array for every unit's options: made only when someone retreats */
  g_autoptr(GArray) options = NULL;

  for (guint i = 0; i < n; i++)
    {
      guint id = retreating[i];
      const GmpUnit *unit = _gmp_turn_unit_at (work, id);
      GmpRetreatKind kind;
      int to = GMP_NONE;
      guint extra = 0;
      ReplayStep step;

      /* Still in the battle, so it must retreat (gmp_retreat_units()) */
      if (unit->place != GMP_PLACE_MAP || unit->city != (int) city)
        continue;
      if (options == NULL)
        options = g_array_new (FALSE, FALSE, sizeof (GmpRetreatOption));
      _gmp_retreat_options_into (combat, work, id, work->enemy_at_start, &kind, options);
      step = replay_retreat_to (replay, work, combat, id, options, kind, &to, &extra, error);
      if (step != REPLAY_ON)
        return step;
      if (!_gmp_retreat_unit_among (combat, work, id, to, options, kind, error))
        return REPLAY_FAILED;
      unit = _gmp_turn_unit_at (work, id);
      _gmp_turn_log_unit (log, work, GMP_LOG_RETREAT, id,
                          unit->place == GMP_PLACE_MAP ? unit->city : GMP_NONE, extra, city);
    }
  return REPLAY_ON;
}

/* Rules note 18: Humans who won a Sortie stay or go back to their Fort,
 * when they fit there (note 7: the Fort may have filled up meanwhile) */
static ReplayStep
replay_sortie_return (Replay     *replay,
                      GmpState   *work,
                      GmpCombat  *combat,
                      GmpLog     *log,
                      GError    **error)
{
  guint city = replay->state->combat_city;
  /* Which units go back (Rules note 18) */
  guint back[GMP_COMBAT_MAX_UNITS];
  guint n_back = 0;
  gboolean go_back = FALSE;

  if (combat->mode != GMP_COMBAT_SORTIE || combat->winner != GMP_SIDE_HUMANS
      || !_gmp_turn_sortie_may_return (work, combat))
    return REPLAY_ON;
  switch (replay_yes_no (replay, GMP_QUESTION_SORTIE_RETURN, GMP_SIDE_HUMANS, city, &go_back))
    {
    case YES_NO_ASKED:
      return REPLAY_ASKED;
    case YES_NO_BAD:
      return refuse_recorded (replay->state, error), REPLAY_FAILED;
    case YES_NO_DECIDED:
    default:
      break;
    }
  if (go_back)
    {
      n_back = _gmp_turn_sortie_units_left (work, combat, back);
      _gmp_turn_sortie_return (work, combat);
    }
  _gmp_turn_log_add (log, work, GMP_LOG_SORTIE_RETURN, city, go_back, 0, 0);
  for (guint i = 0; i < n_back; i++)
    gmp_log_add_unit_move (log, work, back[i], city, 0);
  return REPLAY_ON;
}

/* Rules note 15: the overrunning units may advance one space together;
 * note 26: those that already advanced this game turn stay, the others go */
static ReplayStep
replay_advance (Replay     *replay,
                GmpState   *work,
                GmpCombat  *combat,
                GmpLog     *log,
                GError    **error)
{
  guint city = replay->state->combat_city;
  guint units[GMP_COMBAT_MAX_UNITS];
  guint n = 0;
  g_autoptr(GArray) to = NULL;
  int answer;

  if (!combat->overrun)
    return REPLAY_ON;
  to = g_array_new (FALSE, FALSE, sizeof (int));
  for (guint i = 0; i < combat->combatants->len && n < G_N_ELEMENTS (units); i++)
    {
      const GmpCombatant *c = &g_array_index (combat->combatants, GmpCombatant, i);
      const GmpUnit *unit;

      if (c->kind != GMP_COMBATANT_UNIT || c->side != combat->acting)
        continue;
      unit = _gmp_turn_unit_at (work, c->unit);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) city && !unit->advanced)
        units[n++] = c->unit;
    }
  for (guint k = 0; n > 0 && k < work->board->cities[city].n_neighbours; k++)
    {
      int next = work->board->cities[city].neighbours[k];

      if (gmp_movement_can_advance (work, units, n, next, NULL))
        g_array_append_val (to, next);
    }
  if (to->len == 0)
    return REPLAY_ON;
  if (!replay_take (replay, GMP_QUESTION_ADVANCE, combat->acting, city, GMP_ANSWER_PASS, &answer))
    {
      _gmp_question_add_answer (replay->ask, GMP_ANSWER_PASS);
      g_array_append_vals (replay->ask->answers, to->data, to->len);
      if (!replay_settle (replay, &answer))
        return REPLAY_ASKED;
    }
  if (answer != GMP_ANSWER_PASS && !_gmp_turn_int_in (to, answer))
    return refuse_recorded (replay->state, error), REPLAY_FAILED;
  _gmp_turn_log_add (log, work, GMP_LOG_ADVANCE, city, answer == GMP_ANSWER_PASS ? -1 : answer,
                     n, 0);
  /* Rules note 9: the Guards it flips go to the log too */
  if (answer != GMP_ANSWER_PASS
      && gmp_movement_advance_logged (work, log, units, n, answer, error) == GMP_MOVE_FAILED)
    return REPLAY_FAILED;
  /* Which units went: one space regardless of MP (Rules note 15) */
  for (guint i = 0; answer != GMP_ANSWER_PASS && i < n; i++)
    gmp_log_add_unit_move (log, work, units[i], city, 0);
  return REPLAY_ON;
}

/* Replays the pending combat on a copy of state with the decisions recorded
 * so far. Returns the copy (NULL on error): finished when ask->kind is
 * GMP_QUESTION_NONE, else ask is the next question. Log entries of the
 * decisions go to log. The copy reuses the arrays of reuse (taken; may be
 * NULL). With pending, *pending is the combat _gmp_turn_pending_combat_new() built for
 * state, or NULL; it is taken, and handed back while the combat waits for its
 * dice, untouched. With dice (automatic play), the decisions not recorded
 * are taken as they come (replay_settle()) instead of asked.
 *
 * The stages follow the rulebook's Combat: the dice and the Hits allocated
 * (rules note 12), the combat applied, a Fort's retreat ignored (note 18),
 * the retreats (note 14), a Sortie's return (note 18), the displacements
 * (note 14), an overrun's advance (note 15). */
GmpState *
_gmp_turn_combat_replay (const GmpState  *state,
                         GmpState        *reuse,
                         GmpCombat      **pending,
                         GmpDice         *dice,
                         GmpLog          *log,
                         GmpQuestion     *ask,
                         GError         **error)
{
  g_autoptr(GmpState) work = reuse;
  g_autoptr(GmpCombat) combat = pending != NULL ? g_steal_pointer (pending) : NULL;
  Replay replay = { state, 0, ask, dice, 0 };
  GmpAllocation chosen[GMP_N_SIDES];
  gboolean have[GMP_N_SIDES] = { FALSE, FALSE };
  ReplayStep step = REPLAY_ON;
  gboolean asked;

  if (work == NULL)
    work = gmp_state_copy (state);
  else
    _gmp_state_copy_into (work, state);
  ask->kind = GMP_QUESTION_NONE;
  if (combat == NULL)
    combat = _gmp_turn_pending_combat_new (work, error);
  if (combat == NULL)
    return NULL;

  if (!combat->overrun && !state->combat_rolled)
    {
      ask->kind = GMP_QUESTION_COMBAT_DICE;
      ask->side = combat->acting;
      ask->subject = state->combat_city;
      ask->suggested = GMP_ANSWER_RANDOM;
      _gmp_question_add_answer (ask, GMP_ANSWER_RANDOM);
      if (pending != NULL)
        *pending = g_steal_pointer (&combat);
      return g_steal_pointer (&work);
    }
  if (!combat->overrun)
    step = replay_allocations (&replay, work, combat, log, chosen, have, error);
  if (step == REPLAY_ON && !replay_apply (&replay, work, combat, log, chosen, have, error))
    step = REPLAY_FAILED;
  if (step == REPLAY_ON)
    step = replay_ignore_retreat (&replay, work, combat, log, error);
  if (step == REPLAY_ON)
    step = replay_retreats (&replay, work, combat, log, error);
  if (step == REPLAY_ON)
    step = replay_sortie_return (&replay, work, combat, log, error);
  /* Rules note 14: what a retreat or a return over-stacked, if anything */
  if (step == REPLAY_ON && any_overstacked (work))
    {
      if (!replay_displacements (&replay, work, log, &asked, error))
        step = REPLAY_FAILED;
      else if (asked)
        step = REPLAY_ASKED;
    }
  if (step == REPLAY_ON)
    step = replay_advance (&replay, work, combat, log, error);
  if (step == REPLAY_FAILED)
    return NULL;
  if (step == REPLAY_ASKED)
    return g_steal_pointer (&work);

  if (replay.next != state->combat_answers->len + replay.taken)
    return refuse_recorded (state, error), NULL;
  ask->kind = GMP_QUESTION_NONE;
  return g_steal_pointer (&work);
}
