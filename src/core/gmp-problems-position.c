/* gmp-problems-position.c: the problems of the position as a whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Flow of Play (the Action Phase's chits and activation),
 * Movement (stacking, the Fusion Fence, National Guard), Preparation (the
 * hives, the counter mix), Allied Reinforcements. Rules notes 1, 4, 9, 10,
 * 23, 36. The checks of one piece at a time are in gmp-problems.c.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-movement.h"
#include "gmp-problems-private.h"
#include "gmp-turn-step.h"

/* The turn's bookkeeping */

static void
check_activation (const GmpState *state,
                  GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (state->ends_drawn > board->rules.ends_per_turn)
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 1,
                      _("%u “…The End???” chits drawn, but the Action Phase ends at %u "
                        "(Rules note 1)"),
                      state->ends_drawn, board->rules.ends_per_turn);

  if (state->active_formation != GMP_NONE
      && (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations))
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 0, "%s",
                      _("The active Formation is not a Formation of the board"));

  if (board->n_formations < 32 && (state->activated >> board->n_formations) != 0)
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 0, "%s",
                      _("A Formation activated this turn is not a Formation of the board"));

  if (state->allied_nation != GMP_NONE
      && (state->allied_nation < 0 || (guint) state->allied_nation >= board->n_formations
          || !board->formations[state->allied_nation].allied))
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 23, "%s",
                      _("The Allied nation that came is not an Allied Formation (Rules note 23)"));
}

/* A move that waits for Guard values (Rules note 9) */
static void
check_pending_move (const GmpState *state,
                    GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  guint cur = state->move_pending_city;

  if (!state->move_pending)
    return;

  if (state->move_pending_city >= board->n_cities
      || (state->move_pending_to != GMP_NONE && !_gmp_problems_is_city (board, state->move_pending_to)))
    {
      _gmp_problem_add (problems, GMP_PROBLEM_PENDING_MOVE, 9, "%s",
                        _("The move waiting for Guard values is in a city the board "
                          "does not have (Rules note 9)"));
      return;
    }
  if (state->move_pending_path->len == 0)
    return;

  /* The rest of the path: roads from city to city, ending at move_pending_to */
  for (guint i = 0; i < state->move_pending_path->len; i++)
    {
      guint next = g_array_index (state->move_pending_path, guint, i);

      if (next >= board->n_cities || !gmp_board_adjacent (board, cur, next))
        {
          _gmp_problem_add (problems, GMP_PROBLEM_PENDING_MOVE, 9, "%s",
                            _("The rest of the path of the move waiting for Guard "
                              "values does not follow the roads (Rules note 9)"))->city = cur;
          return;
        }
      cur = next;
    }
  if ((int) cur != state->move_pending_to)
    _gmp_problem_add (problems, GMP_PROBLEM_PENDING_MOVE, 9, "%s",
                      _("The rest of the path of the move waiting for Guard values "
                        "does not end where the move goes (Rules note 9)"))->city = cur;
}

/* A combat being resolved: its FX, the Fort's options, its dice and decisions */
static gboolean
combat_under_way (const GmpState *state)
{
  return state->combat_city != GMP_NONE
         || ((state->phase == GMP_PHASE_ACTION || state->phase == GMP_PHASE_FADE_IN)
             && (state->step == GMP_STEP_COMBAT_FX || state->step == GMP_STEP_FORT_OPTION
                 || state->step == GMP_STEP_COMBAT_RESOLVE));
}

/* The units of a move that waits for Guard values (Rules note 9): some wait,
 * all of them in its city, and no combat is under way beside it (a combat
 * starts once the moves are done). Without such a move, no unit waits. */
static void
check_pending_units (const GmpState *state,
                     GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  g_autofree char *city = NULL;
  guint n_waiting = 0;

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);
      g_autofree char *name = NULL;

      if (!unit->pending_move)
        continue;
      n_waiting++;
      if (state->move_pending && unit->place == GMP_PLACE_MAP
          && unit->city == (int) state->move_pending_city)
        continue;
      name = _gmp_problems_describe_unit (state, id);
      _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_PENDING_MOVE, 9,
                            _("%s waits to go on with a move, but no move waits for Guard "
                              "values where it stands (Rules note 9)"), name),
               state, id);
    }

  if (!state->move_pending || !_gmp_problems_is_city (board, state->move_pending_city))
    return;

  city = _gmp_problems_describe_city (board, state->move_pending_city);
  if (combat_under_way (state))
    _gmp_problem_add (problems, GMP_PROBLEM_PENDING_MOVE, 9,
                      _("A move waits for Guard values in %s beside a Combat under way, but a "
                        "Combat is resolved only once the moves are done (Rules note 9)"),
                      city)->city = state->move_pending_city;
  if (n_waiting == 0)
    _gmp_problem_add (problems, GMP_PROBLEM_PENDING_MOVE, 9,
                      _("A move waits for Guard values in %s, but no unit waits to go on with it "
                        "(Rules note 9)"), city)->city = state->move_pending_city;
}

/* Rules note 23: an Allied formation comes in the Fade Out of the turn its
 * chit is drawn, bringing its other chits into the cup; until then its
 * units wait off the map and it is never activated. */
static gboolean
ally_has_come (const GmpState *state,
               int             formation)
{
  const GmpBoard *board = state->board;

  if (formation != state->allied_nation)
    return FALSE;
  for (guint i = 0; i < board->n_chits; i++)
    {
      if (board->chits[i].formation == formation && state->chits[i].place == GMP_CHIT_WITH_ALLY)
        return FALSE;
    }
  return TRUE;
}

static void
check_allies (const GmpState *state,
              GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  g_autofree gboolean *absent = g_new0 (gboolean, MAX (board->n_formations, 1));

  for (guint f = 0; f < board->n_formations; f++)
    {
      gboolean activated = (f < 32 && (state->activated & (1u << f)) != 0)
                           || state->active_formation == (int) f;

      absent[f] = board->formations[f].allied && !ally_has_come (state, f);
      if (absent[f] && activated)
        _gmp_problem_add (problems, GMP_PROBLEM_GAME, 23,
                          _("The Allied Formation %s is activated, but it has not arrived "
                            "(Rules note 23)"), board->formations[f].name);
    }

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);
      g_autofree char *name = NULL;

      if (unit->place != GMP_PLACE_MAP || unit->formation < 0
          || (guint) unit->formation >= board->n_formations || !absent[unit->formation])
        continue;
      name = _gmp_problems_describe_unit (state, id);
      _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 23,
                            _("%s is on the map, but its Allied Formation has not arrived "
                              "(Rules note 23)"), name),
               state, id);
    }
}

static void
check_result (const GmpState *state,
              GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (state->fx_mp > 0
      && (state->fx_mp_formation < 0 || (guint) state->fx_mp_formation >= board->n_formations))
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 0, "%s",
                      _("The extra MP of an FX go to a Formation the board does not have"));

  if ((guint) state->winner > GMP_WINNER_HUMANS || (guint) state->end_reason > GMP_END_DANGER
      || (state->phase == GMP_PHASE_GAME_OVER) != (state->winner != GMP_WINNER_NONE)
      || (state->winner == GMP_WINNER_NONE) != (state->end_reason == GMP_END_NONE))
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 0, "%s",
                      _("A game that is over needs a winner and a reason, "
                        "and only a game that is over has them"));
}

/* How the pieces sit together */

/* A board whose setup places no unit (a test or sandbox board) lists no
 * counter mix; its Guards still come from the pool. */
static gboolean
board_lists_counters (const GmpBoard *board)
{
  return board->n_setup_units > 0 || board->n_hive_garrison > 0;
}

/* Every unit is a counter of the board: no more units of a type and
 * formation, wherever they are (eliminated ones too), than the board has. */
static void
check_counter_mix (const GmpState *state,
                   GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  guint n_groups = board->n_unit_types * (board->n_formations + 1);
  g_autofree guint *seen = g_new0 (guint, MAX (n_groups, 1));
  /* Each group's counters on the board, plus one; 0 until asked: the
   * board is counted once per group, not once per unit */
  g_autofree guint *limits = g_new0 (guint, MAX (n_groups, 1));

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);
      const GmpUnitType *type = &board->unit_types[unit->type];
      int formation = type->guard ? GMP_NONE : unit->formation;
      g_autofree char *name = NULL;
      guint limit, group;

      /* A unit of no formation of the board is a problem of its own */
      if (formation < GMP_NONE || formation >= (int) board->n_formations
          || (formation == GMP_NONE && !type->guard))
        continue;
      if (!type->guard && !board_lists_counters (board))
        continue;

      group = unit->type * (board->n_formations + 1) + (guint) (formation + 1);
      if (limits[group] == 0)
        limits[group] = gmp_board_count_counters (board, unit->type, formation) + 1;
      limit = limits[group] - 1;
      if (++seen[group] <= limit)
        continue;

      name = _gmp_problems_describe_unit (state, id);
      if (type->guard)
        _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_COUNTER_MIX, 0,
                              g_dngettext (GETTEXT_PACKAGE,
                                                "%s is one unit too many: the board’s pool has "
                                                "only %u counter of type “%s”",
                                                "%s is one unit too many: the board’s pool has "
                                                "only %u counters of type “%s”", limit),
                              name, limit, type->name),
                 state, id);
      else
        _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_COUNTER_MIX, 0,
                              g_dngettext (GETTEXT_PACKAGE,
                                                "%s is one unit too many: the board has only %u "
                                                "counter of type “%s” in Formation %s",
                                                "%s is one unit too many: the board has only %u "
                                                "counters of type “%s” in Formation %s", limit),
                              name, limit, type->name, board->formations[formation].id),
                 state, id);
    }
}

static char *
guard_value_text (int value)
{
  if (value == GMP_GUARD_BLANK)
    /* Translators: a Guard's hidden side with no die symbol */
    return g_strdup (C_("guard", "blank"));
  return g_strdup_printf ("%d", value);
}

/* Rules note 36: a Guard's known value is a counter of the pool, and no more
 * Guards show a value than the pool has counters of it. */
static void
check_guard_values (const GmpState *state,
                    GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  guint in_pool[GMP_GUARD_N_VALUES], known[GMP_GUARD_N_VALUES];
  guint showing[GMP_GUARD_N_VALUES] = { 0 };

  gmp_state_guard_counts (state, in_pool, known);
  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);
      g_autofree char *name = NULL;
      g_autofree char *value = NULL;
      int v = unit->guard_value;

      /* Unknown or to be drawn: no counter chosen yet; out of range: check_unit */
      if (!board->unit_types[unit->type].guard || v < 0 || v >= GMP_GUARD_N_VALUES)
        continue;
      if (++showing[v] <= in_pool[v])
        continue;

      name = _gmp_problems_describe_unit (state, id);
      value = guard_value_text (v);
      if (in_pool[v] == 0)
        _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_GUARD_VALUE, 36,
                              _("%s shows the Guard value %s, but the board’s National Guard "
                                "pool has no such counter (Rules note 36)"), name, value),
                 state, id);
      else
        _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_GUARD_VALUE, 36,
                              g_dngettext (GETTEXT_PACKAGE,
                                                "%s shows the Guard value %s, but the board’s "
                                                "National Guard pool has only %u counter with that "
                                                "value, and an earlier Guard shows it already "
                                                "(Rules note 36)",
                                                "%s shows the Guard value %s, but the board’s "
                                                "National Guard pool has only %u counters with that "
                                                "value, and earlier Guards show them all already "
                                                "(Rules note 36)", in_pool[v]),
                              name, value, in_pool[v]),
                 state, id);
    }
}

/* Rules note 10: the Swarm enters the east only through a hole in the fence. */
static void
check_fence (const GmpState *state,
             GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  g_autofree guint8 *open = gmp_movement_fence_open_east (state);

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);
      g_autofree char *name = NULL;
      g_autofree char *city = NULL;

      if (unit->place != GMP_PLACE_MAP || !_gmp_problems_is_city (board, unit->city)
          || board->unit_types[unit->type].side != GMP_SIDE_SWARM
          || board->cities[unit->city].region != GMP_REGION_EAST || open[unit->city])
        continue;

      name = _gmp_problems_describe_unit (state, id);
      city = _gmp_problems_describe_city (board, unit->city);
      _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_FENCE, 10,
                            _("%s stands in %s, east of the Fusion Fence, but no hole in the "
                              "fence leads there (Rules note 10)"), name, city),
               state, id);
    }
}

/* Per city: the first Swarm unit and the unrevealed Guards there. */
typedef struct {
  int   swarm;
  int   guard;
  guint hidden;
} GuardCity;

/* Rules note 9: a Swarm unit entering a city reveals every Guard there, so
 * Swarm units never share a city with unrevealed Guards, except while a move
 * waits for the players to reveal them. */
static void
check_unrevealed_guards (const GmpState *state,
                         GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  g_autofree GuardCity *cities = g_new (GuardCity, MAX (board->n_cities, 1));

  for (guint c = 0; c < board->n_cities; c++)
    cities[c] = (GuardCity) { GMP_NONE, GMP_NONE, 0 };

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);
      const GmpUnitType *type = &board->unit_types[unit->type];
      GuardCity *here;

      if (unit->place != GMP_PLACE_MAP || !_gmp_problems_is_city (board, unit->city))
        continue;
      here = &cities[unit->city];
      if (type->side == GMP_SIDE_SWARM && here->swarm == GMP_NONE)
        here->swarm = id;
      if (type->guard && !unit->revealed && here->hidden++ == 0)
        here->guard = id;
    }

  for (guint c = 0; c < board->n_cities; c++)
    {
      g_autofree char *city = NULL;

      if (cities[c].swarm == GMP_NONE || cities[c].hidden == 0
          || (state->move_pending && state->move_pending_city == c))
        continue;

      city = _gmp_problems_describe_city (board, c);
      _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNREVEALED_GUARDS, 9,
                            g_dngettext (GETTEXT_PACKAGE,
                                              "Swarm units share %s with %u unrevealed National "
                                              "Guard, but a Swarm unit entering a city reveals every "
                                              "Guard there (Rules note 9)",
                                              "Swarm units share %s with %u unrevealed National "
                                              "Guards, but a Swarm unit entering a city reveals every "
                                              "Guard there (Rules note 9)", cities[c].hidden),
                            city, cities[c].hidden),
               state, cities[c].guard);
    }
}

/* Turn 1 before anything was drawn: the setup as the rules' Preparation
 * leaves it (gmp_scenario_start() reads "not begun" the same way). */
static gboolean
game_not_begun (const GmpState *state)
{
  if (state->phase == GMP_PHASE_SETUP)
    return TRUE;
  if (state->turn != 1 || state->phase != GMP_PHASE_ACTION || state->step != 0
      || state->activated != 0 || state->ends_drawn != 0 || state->active_formation != GMP_NONE)
    return FALSE;
  for (guint i = 0; i < state->board->n_chits; i++)
    {
      GmpChitPlace place = state->chits[i].place;

      if (place == GMP_CHIT_DRAWN || place == GMP_CHIT_IN_HAND || place == GMP_CHIT_USED
          || place == GMP_CHIT_HELD)
        return FALSE;
    }
  return TRUE;
}

/* The Preparation fills the hives with the Swarm and places the Humans
 * elsewhere: no Human unit stands in a hive before the game begins. */
static void
check_hives_at_start (const GmpState *state,
                      GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (!game_not_begun (state))
    return;

  for (guint c = 0; c < board->n_cities; c++)
    {
      guint first;
      g_autofree char *city = NULL;
      g_autofree char *name = NULL;

      if (board->cities[c].hive == GMP_NONE
          || gmp_state_units_in_city (state, c, GMP_SIDE_HUMANS, &first, 1) == 0)
        continue;

      city = _gmp_problems_describe_city (board, c);
      name = _gmp_problems_describe_unit (state, first);
      _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_HIVE_AT_START, 0,
                            _("%s is in %s, a hive of the Swarm, before the game has begun: "
                              "the rules’ Preparation fills the hives with Swarm units and "
                              "places the Humans elsewhere"), name, city),
               state, first);
    }
}


/* The turn's bookkeeping, in the order gmp_state_validate() reports it. */
void
_gmp_problems_check_turn (const GmpState *state,
                          GPtrArray      *problems)
{
  check_activation (state, problems);
  check_pending_move (state, problems);
  check_result (state, problems);
}

/* How the pieces sit together, in the order gmp_state_validate() reports it. */
void
_gmp_problems_check_position (const GmpState *state,
                              GPtrArray      *problems)
{
  check_counter_mix (state, problems);
  check_guard_values (state, problems);
  check_fence (state, problems);
  check_unrevealed_guards (state, problems);
  check_hives_at_start (state, problems);
  check_pending_units (state, problems);
  check_allies (state, problems);
}
