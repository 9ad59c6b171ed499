/* gmp-problems.c: every problem of a game state, not just the first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks run in the order gmp_state_check() has always reported them in
 * (the game, the units, the Forts, stacking, the chits, the Danger marker,
 * the turn's bookkeeping), then the checks of how the pieces sit together
 * (the counter mix, the Guard pool, the fence, the Guards, the hives).
 * A check that reads a unit's type runs only when every type is the
 * board's, so no check reads past the board's arrays.
 */

#include "config.h"

#include <stdarg.h>
#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-movement.h"
#include "gmp-problems.h"
#include "gmp-turn.h"

static const char * const kind_ids[] = {
  [GMP_PROBLEM_GAME] = "game",
  [GMP_PROBLEM_UNIT] = "unit",
  [GMP_PROBLEM_UNIT_PLACE] = "unit-place",
  [GMP_PROBLEM_COUNTER_MIX] = "counter-mix",
  [GMP_PROBLEM_STACKING] = "stacking",
  [GMP_PROBLEM_FENCE] = "fence",
  [GMP_PROBLEM_UNREVEALED_GUARDS] = "unrevealed-guards",
  [GMP_PROBLEM_HIVE_AT_START] = "hive-at-start",
  [GMP_PROBLEM_FORT_STRENGTH] = "fort-strength",
  [GMP_PROBLEM_GUARD_VALUE] = "guard-value",
  [GMP_PROBLEM_CHIT_PLACE] = "chit-place",
  [GMP_PROBLEM_DANGER] = "danger",
  [GMP_PROBLEM_PENDING_MOVE] = "pending-move",
  [GMP_PROBLEM_TURN] = "turn",
};

G_STATIC_ASSERT (G_N_ELEMENTS (kind_ids) == GMP_N_PROBLEM_KINDS);

void
gmp_problem_free (GmpProblem *problem)
{
  if (problem == NULL)
    return;

  g_free (problem->message);
  g_free (problem);
}

const char *
gmp_problem_kind_to_string (GmpProblemKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kind_ids), NULL);

  return kind_ids[kind];
}

gboolean
gmp_problem_blocks_play (const GmpProblem *problem)
{
  g_return_val_if_fail (problem != NULL, TRUE);

  return problem->kind != GMP_PROBLEM_COUNTER_MIX && problem->kind != GMP_PROBLEM_HIVE_AT_START;
}

/* Adding problems */

static GmpProblem *add_problem (GPtrArray      *problems,
                                GmpProblemKind  kind,
                                guint           note,
                                const char     *format,
                                ...) G_GNUC_PRINTF (4, 5);

/* Appends a problem that is nowhere in particular; callers say where. */
static GmpProblem *
add_problem (GPtrArray      *problems,
             GmpProblemKind  kind,
             guint           note,
             const char     *format,
             ...)
{
  GmpProblem *problem = g_new0 (GmpProblem, 1);
  va_list args;

  va_start (args, format);
  problem->message = g_strdup_vprintf (format, args);
  va_end (args);

  problem->kind = kind;
  problem->note = note;
  problem->city = GMP_NONE;
  problem->unit = GMP_NONE;
  problem->fort = GMP_NONE;
  problem->chit = GMP_NONE;
  g_ptr_array_add (problems, problem);

  return problem;
}

static gboolean
is_city (const GmpBoard *board,
         int             city)
{
  return city >= 0 && (guint) city < board->n_cities;
}

static const GmpUnit *
unit_at (const GmpState *state,
         guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

/* The problem is about unit id, and about its city when it names one. */
static void
at_unit (GmpProblem     *problem,
         const GmpState *state,
         guint           id)
{
  int city = unit_at (state, id)->city;

  problem->unit = id;
  if (is_city (state->board, city))
    problem->city = city;
}

static void
at_fort (GmpProblem     *problem,
         const GmpBoard *board,
         guint           fort)
{
  problem->fort = fort;
  problem->city = board->forts[fort].city;
}

static char *
describe_city (const GmpBoard *board,
               int             city)
{
  if (!is_city (board, city))
    return g_strdup_printf ("#%d", city);

  /* Translators: a city's name and its id, e.g. "Chicago (CHI)" */
  return g_strdup_printf (_("%s (%s)"), board->cities[city].name, board->cities[city].id);
}

static char *
describe_unit (const GmpState *state,
               guint           id)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = unit_at (state, id);
  const char *type_name = unit->type < board->n_unit_types
                          ? board->unit_types[unit->type].name : "?";

  if (unit->formation >= 0 && (guint) unit->formation < board->n_formations)
    {
      /* Translators: unit number, its type and its formation, e.g. "unit 3 (Ant, formation 1)" */
      return g_strdup_printf (_("unit %u (%s, formation %s)"), id + 1, type_name,
                              board->formations[unit->formation].id);
    }

  /* Translators: unit number and its type, e.g. "unit 40 (National Guard)" */
  return g_strdup_printf (_("unit %u (%s)"), id + 1, type_name);
}

/* The game */

static void
check_turn_and_phase (const GmpState *state,
                      GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (state->turn < 1 || state->turn > board->rules.turns)
    add_problem (problems, GMP_PROBLEM_GAME, 0,
                 _("Turn %u is not a turn of the game (1 to %u)"),
                 state->turn, board->rules.turns);

  if ((guint) state->phase > GMP_PHASE_GAME_OVER)
    add_problem (problems, GMP_PROBLEM_GAME, 0, "%s", _("The phase is not valid"));
}

/* The units, one at a time */

/* A unit's name, made the first time a message needs it: most units have
 * no problem, and the property tests check states by the million. */
typedef struct {
  const GmpState *state;
  guint           id;
  char           *text;
} UnitName;

static const char *
unit_name (UnitName *name)
{
  if (name->text == NULL)
    name->text = describe_unit (name->state, name->id);
  return name->text;
}

static void
check_unit_formation (const GmpState *state,
                      guint           id,
                      UnitName       *name,
                      GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = unit_at (state, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  if (type->guard)
    {
      if (unit->formation != GMP_NONE)
        at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                              _("%s: National Guards belong to no formation"), unit_name (name)),
                 state, id);
    }
  else if (unit->formation < 0 || (guint) unit->formation >= board->n_formations)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s has no formation of the board"), unit_name (name)),
             state, id);
  /* Whole sentences per side: other languages inflect the side's name */
  else if (board->formations[unit->formation].side != type->side && type->side == GMP_SIDE_SWARM)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s: a Swarm unit cannot belong to a Human formation"),
                          unit_name (name)),
             state, id);
  else if (board->formations[unit->formation].side != type->side)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s: a Human unit cannot belong to a Swarm formation"),
                          unit_name (name)),
             state, id);
}

/* A place that makes sense: on the map in a city, off the map in none; only
 * Swarm units on the Time Track, for a later turn of the game (Rules note 16). */
static void
check_unit_place (const GmpState *state,
                  guint           id,
                  UnitName       *name,
                  GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = unit_at (state, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  if (unit->place == GMP_PLACE_MAP && !is_city (board, unit->city))
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s is on the map but in no city of the board"), unit_name (name)),
             state, id);
  else if (unit->place != GMP_PLACE_MAP && unit->city != GMP_NONE)
    /* The reserve, the Time Track and the eliminated units are off the map */
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s is off the map (%s) but has a city"), unit_name (name),
                          gmp_place_to_string (unit->place)),
             state, id);

  if ((unit->place == GMP_PLACE_TIME_TRACK || unit->place == GMP_PLACE_RETURNING)
      && type->side != GMP_SIDE_SWARM)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 16,
                          _("%s is on the Time Track, but only Swarm units go there "
                            "(Rules note 16)"), unit_name (name)),
             state, id);

  if (unit->place == GMP_PLACE_TIME_TRACK
      && (unit->turn <= state->turn || unit->turn > board->rules.turns))
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 16,
                          _("%s waits on the Time Track for turn %u, but it must be a later "
                            "turn than turn %u and at most turn %u (Rules note 16)"),
                          unit_name (name), unit->turn, state->turn, board->rules.turns),
             state, id);
  else if (unit->place != GMP_PLACE_TIME_TRACK && unit->turn != 0)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s has a turn but is not on the Time Track"), unit_name (name)),
             state, id);

  /* Guards never move or retreat (the rules' Guard counters): on the map or gone */
  if (type->guard && unit->place != GMP_PLACE_MAP && unit->place != GMP_PLACE_ELIMINATED)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s is a National Guard, so it is on the map or eliminated, "
                            "not in the place “%s”"),
                          unit_name (name), gmp_place_to_string (unit->place)),
             state, id);
}

static void
check_unit_sides (const GmpState *state,
                  guint           id,
                  UnitName       *name,
                  GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = unit_at (state, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  if (unit->reduced && !type->has_reduced)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s is reduced, but a %s has no reduced side"),
                          unit_name (name), type->name),
             state, id);

  if (!type->guard)
    {
      if (unit->guard_value != GMP_GUARD_BLANK || unit->revealed)
        at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                              _("%s is not a National Guard, so it has no Guard value"),
                              unit_name (name)),
                 state, id);
      return;
    }

  if (unit->guard_value < GMP_GUARD_DRAW || unit->guard_value > 6)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s has the Guard value %d, which is not a die result (1 to 6), "
                            "blank, unknown or to be drawn"), unit_name (name), unit->guard_value),
             state, id);
  else if (unit->revealed && unit->guard_value < 0)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s is revealed, so its value must be known"), unit_name (name)),
             state, id);
}

static void
check_unit (const GmpState *state,
            guint           id,
            GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = unit_at (state, id);
  UnitName name = { state, id, NULL };

  if (unit->type >= board->n_unit_types)
    {
      at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                            _("Unit %u has a unit type the board does not have"), id + 1),
               state, id);
      return;
    }

  check_unit_formation (state, id, &name, problems);

  if ((guint) unit->place > GMP_PLACE_ELIMINATED)
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s has no valid place"), unit_name (&name)),
             state, id);
  else
    check_unit_place (state, id, &name, problems);

  check_unit_sides (state, id, &name, problems);

  if (unit->moved_from != GMP_NONE && !is_city (board, unit->moved_from))
    at_unit (add_problem (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s moved from a city the board does not have"), unit_name (&name)),
             state, id);
  g_free (name.text);
}

/* Whether every unit's type is the board's: the checks below read them. */
static gboolean
unit_types_known (const GmpState *state)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      if (unit_at (state, i)->type >= state->board->n_unit_types)
        return FALSE;
    }
  return TRUE;
}

/* Forts and stacking */

/* Rules note 19: from 0 (destroyed) up to the Fort's starting strength. What
 * stacking allows is checked with the units in the city (check_stacking):
 * a board never starts a Fort above the stacking limit. */
static void
check_forts (const GmpState *state,
             GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  for (guint i = 0; i < board->n_forts; i++)
    {
      g_autofree char *city = NULL;

      if (state->fort_strength[i] <= board->forts[i].strength
          && state->fort_strength[i] <= GMP_COMBAT_MAX_FORT_STRENGTH)
        continue;
      city = describe_city (board, board->forts[i].city);
      if (state->fort_strength[i] > board->forts[i].strength)
        at_fort (add_problem (problems, GMP_PROBLEM_FORT_STRENGTH, 19,
                              _("The Fort in %s has strength %u, but its largest strength "
                                "is %u (Rules note 19)"),
                              city, state->fort_strength[i], board->forts[i].strength),
                 board, i);
      else
        /* What loads must play: a combat rolls one die per strength point */
        at_fort (add_problem (problems, GMP_PROBLEM_FORT_STRENGTH, 17,
                              _("The Fort in %s has strength %u, but a Fort fights with at "
                                "most %u, one die per strength point (Rules note 17)"),
                              city, state->fort_strength[i], GMP_COMBAT_MAX_FORT_STRENGTH),
                 board, i);
    }
}

/* The unit of side listed last in city, the one that breaks the limit when
 * the units are placed in order; GMP_NONE when only a Fort is there. */
static int
last_unit_in_city (const GmpState *state,
                   guint           city,
                   GmpSide         side)
{
  for (guint id = state->units->len; id-- > 0;)
    {
      const GmpUnit *unit = unit_at (state, id);

      if (unit->place == GMP_PLACE_MAP && unit->city == (int) city
          && state->board->unit_types[unit->type].side == side)
        return id;
    }
  return GMP_NONE;
}

/* Rules note 7: at most stacking_limit units per side in a city, counting an
 * undestroyed Fort's strength as Human units. */
static void
check_stacking (const GmpState *state,
                GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  g_autofree guint *counts = gmp_state_stack_counts (state);

  for (guint c = 0; c < board->n_cities; c++)
    {
      int fort = board->cities[c].fort;
      guint strength = fort != GMP_NONE ? state->fort_strength[fort] : 0;

      for (GmpSide side = 0; side < GMP_N_SIDES; side++)
        {
          guint n = counts[c * GMP_N_SIDES + side];
          g_autofree char *city = NULL;
          GmpProblem *problem;

          if (n <= board->rules.stacking_limit)
            continue;

          city = describe_city (board, c);
          if (side == GMP_SIDE_HUMANS && strength > 0)
            {
              problem = add_problem (problems, GMP_PROBLEM_STACKING, 7,
                                     _("Too many Human units in %s: %u counting the Fort’s "
                                       "strength of %u, at most %u (Rules note 7)"),
                                     city, n, strength, board->rules.stacking_limit);
              problem->fort = fort;
            }
          else
            problem = add_problem (problems, GMP_PROBLEM_STACKING, 7,
                                   _("Too many %s units in %s: %u, at most %u (Rules note 7)"),
                                   gmp_side_get_name (side), city, n,
                                   board->rules.stacking_limit);
          problem->city = c;
          problem->unit = last_unit_in_city (state, c, side);
        }
    }
}

/* The chits */

/* The rules note that says where a chit may be, for a place that needs one. */
static guint
chit_place_note (GmpChitPlace place)
{
  switch (place)
    {
    case GMP_CHIT_ON_TIME_TRACK:
      return 2;
    case GMP_CHIT_WITH_ALLY:
      return 23;
    case GMP_CHIT_IN_HAND:
    case GMP_CHIT_USED:
      return 20;
    case GMP_CHIT_HELD:
      return 5;
    case GMP_CHIT_IN_CUP:
    case GMP_CHIT_DRAWN:
    case GMP_CHIT_REMOVED:
    default:
      return 0;
    }
}

static gboolean
chit_may_be (const GmpBoard *board,
             guint           i,
             GmpChitPlace    place)
{
  const GmpChit *chit = &board->chits[i];

  switch (place)
    {
    case GMP_CHIT_ON_TIME_TRACK:
      return chit->kind != GMP_CHIT_END;
    case GMP_CHIT_WITH_ALLY:
      /* Rules note 23: only an Allied nation's chits wait for it */
      return chit->kind != GMP_CHIT_END
             && chit->formation != GMP_NONE
             && board->formations[chit->formation].allied;
    case GMP_CHIT_IN_HAND:
    case GMP_CHIT_USED:
      /* Rules note 20 */
      return chit->kind == GMP_CHIT_FX;
    case GMP_CHIT_HELD:
      /* Rules note 5 */
      return chit->kind == GMP_CHIT_ACTIVATION;
    case GMP_CHIT_IN_CUP:
    case GMP_CHIT_DRAWN:
    case GMP_CHIT_REMOVED:
    default:
      return TRUE;
    }
}

static void
check_chit (const GmpState *state,
            guint           i,
            GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpChit *chit = &board->chits[i];
  const GmpChitState *cs = &state->chits[i];
  guint note = chit_place_note (cs->place);

  if ((guint) cs->place > GMP_CHIT_REMOVED)
    {
      add_problem (problems, GMP_PROBLEM_CHIT_PLACE, 0,
                   _("The chit “%s” has no valid place"), chit->name)->chit = i;
      return;
    }

  /* Rules note 2: it enters the cup when the Game Turn Marker reaches its space */
  if (cs->place == GMP_CHIT_ON_TIME_TRACK
      && (cs->turn <= state->turn || cs->turn > board->rules.turns))
    add_problem (problems, GMP_PROBLEM_CHIT_PLACE, 2,
                 _("The chit “%s” waits on the Time Track for turn %u, but it must be "
                   "a later turn than turn %u and at most turn %u (Rules note 2)"),
                 chit->name, cs->turn, state->turn, board->rules.turns)->chit = i;

  if (!chit_may_be (board, i, cs->place) && note != 0)
    add_problem (problems, GMP_PROBLEM_CHIT_PLACE, note,
                 _("The chit “%s” cannot be in the place “%s” (Rules note %u)"),
                 chit->name, gmp_chit_place_to_string (cs->place), note)->chit = i;
  else if (!chit_may_be (board, i, cs->place))
    add_problem (problems, GMP_PROBLEM_CHIT_PLACE, 0,
                 _("The chit “%s” cannot be in the place “%s”"),
                 chit->name, gmp_chit_place_to_string (cs->place))->chit = i;

  if (cs->place != GMP_CHIT_ON_TIME_TRACK && cs->turn != 0)
    add_problem (problems, GMP_PROBLEM_CHIT_PLACE, 0,
                 _("The chit “%s” has a turn but is not on the Time Track"),
                 chit->name)->chit = i;
}

static void
check_danger (const GmpState *state,
              GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (board->n_danger > 0 && state->danger_space >= board->n_danger)
    add_problem (problems, GMP_PROBLEM_DANGER, 0,
                 _("The Danger marker is on space %u, but the Danger Track has %u spaces"),
                 state->danger_space, board->n_danger);

  if (state->danger_face != GMP_NONE
      && (state->danger_face < 0 || (guint) state->danger_face >= board->n_chits
          || !board->chits[state->danger_face].danger))
    add_problem (problems, GMP_PROBLEM_DANGER, 21, "%s",
                 _("The Danger marker shows a chit that does not advance it (Rules note 21)"));
}

/* The turn's bookkeeping */

static void
check_activation (const GmpState *state,
                  GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (state->ends_drawn > board->rules.ends_per_turn)
    add_problem (problems, GMP_PROBLEM_GAME, 1,
                 _("%u “…The End???” chits drawn, but the Action Phase ends at %u "
                   "(Rules note 1)"),
                 state->ends_drawn, board->rules.ends_per_turn);

  if (state->active_formation != GMP_NONE
      && (state->active_formation < 0 || (guint) state->active_formation >= board->n_formations))
    add_problem (problems, GMP_PROBLEM_GAME, 0, "%s",
                 _("The active formation is not a formation of the board"));

  if (board->n_formations < 32 && (state->activated >> board->n_formations) != 0)
    add_problem (problems, GMP_PROBLEM_GAME, 0, "%s",
                 _("A formation activated this turn is not a formation of the board"));

  if (state->allied_nation != GMP_NONE
      && (state->allied_nation < 0 || (guint) state->allied_nation >= board->n_formations
          || !board->formations[state->allied_nation].allied))
    add_problem (problems, GMP_PROBLEM_GAME, 23, "%s",
                 _("The Allied nation that came is not an Allied formation (Rules note 23)"));
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
      || (state->move_pending_to != GMP_NONE && !is_city (board, state->move_pending_to)))
    {
      add_problem (problems, GMP_PROBLEM_PENDING_MOVE, 9, "%s",
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
          add_problem (problems, GMP_PROBLEM_PENDING_MOVE, 9, "%s",
                       _("The rest of the path of the move waiting for Guard "
                         "values does not follow the roads (Rules note 9)"))->city = cur;
          return;
        }
      cur = next;
    }
  if ((int) cur != state->move_pending_to)
    add_problem (problems, GMP_PROBLEM_PENDING_MOVE, 9, "%s",
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
      const GmpUnit *unit = unit_at (state, id);
      g_autofree char *name = NULL;

      if (!unit->pending_move)
        continue;
      n_waiting++;
      if (state->move_pending && unit->place == GMP_PLACE_MAP
          && unit->city == (int) state->move_pending_city)
        continue;
      name = describe_unit (state, id);
      at_unit (add_problem (problems, GMP_PROBLEM_PENDING_MOVE, 9,
                            _("%s waits to go on with a move, but no move waits for Guard "
                              "values where it stands (Rules note 9)"), name),
               state, id);
    }

  if (!state->move_pending || !is_city (board, state->move_pending_city))
    return;

  city = describe_city (board, state->move_pending_city);
  if (combat_under_way (state))
    add_problem (problems, GMP_PROBLEM_PENDING_MOVE, 9,
                 _("A move waits for Guard values in %s beside a combat under way, but a "
                   "combat is resolved only once the moves are done (Rules note 9)"),
                 city)->city = state->move_pending_city;
  if (n_waiting == 0)
    add_problem (problems, GMP_PROBLEM_PENDING_MOVE, 9,
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
        add_problem (problems, GMP_PROBLEM_GAME, 23,
                     _("The Allied formation %s is activated, but it has not arrived "
                       "(Rules note 23)"), board->formations[f].name);
    }

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = unit_at (state, id);
      g_autofree char *name = NULL;

      if (unit->place != GMP_PLACE_MAP || unit->formation < 0
          || (guint) unit->formation >= board->n_formations || !absent[unit->formation])
        continue;
      name = describe_unit (state, id);
      at_unit (add_problem (problems, GMP_PROBLEM_UNIT_PLACE, 23,
                            _("%s is on the map, but its Allied formation has not arrived "
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
    add_problem (problems, GMP_PROBLEM_GAME, 0, "%s",
                 _("The extra MP of an FX go to a formation the board does not have"));

  if ((guint) state->winner > GMP_WINNER_HUMANS || (guint) state->end_reason > GMP_END_DANGER
      || (state->phase == GMP_PHASE_GAME_OVER) != (state->winner != GMP_WINNER_NONE)
      || (state->winner == GMP_WINNER_NONE) != (state->end_reason == GMP_END_NONE))
    add_problem (problems, GMP_PROBLEM_GAME, 0, "%s",
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

  for (guint id = 0; id < state->units->len; id++)
    {
      const GmpUnit *unit = unit_at (state, id);
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
      limit = gmp_board_count_counters (board, unit->type, formation);
      if (++seen[group] <= limit)
        continue;

      name = describe_unit (state, id);
      if (type->guard)
        at_unit (add_problem (problems, GMP_PROBLEM_COUNTER_MIX, 0,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%s is one unit too many: the board’s pool has "
                                           "only %u counter of type “%s”",
                                           "%s is one unit too many: the board’s pool has "
                                           "only %u counters of type “%s”", limit),
                              name, limit, type->name),
                 state, id);
      else
        at_unit (add_problem (problems, GMP_PROBLEM_COUNTER_MIX, 0,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "%s is one unit too many: the board has only %u "
                                           "counter of type “%s” in formation %s",
                                           "%s is one unit too many: the board has only %u "
                                           "counters of type “%s” in formation %s", limit),
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
      const GmpUnit *unit = unit_at (state, id);
      g_autofree char *name = NULL;
      g_autofree char *value = NULL;
      int v = unit->guard_value;

      /* Unknown or to be drawn: no counter chosen yet; out of range: check_unit */
      if (!board->unit_types[unit->type].guard || v < 0 || v >= GMP_GUARD_N_VALUES)
        continue;
      if (++showing[v] <= in_pool[v])
        continue;

      name = describe_unit (state, id);
      value = guard_value_text (v);
      if (in_pool[v] == 0)
        at_unit (add_problem (problems, GMP_PROBLEM_GUARD_VALUE, 36,
                              _("%s shows the Guard value %s, but the board’s National Guard "
                                "pool has no such counter (Rules note 36)"), name, value),
                 state, id);
      else
        at_unit (add_problem (problems, GMP_PROBLEM_GUARD_VALUE, 36,
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
      const GmpUnit *unit = unit_at (state, id);
      g_autofree char *name = NULL;
      g_autofree char *city = NULL;

      if (unit->place != GMP_PLACE_MAP || !is_city (board, unit->city)
          || board->unit_types[unit->type].side != GMP_SIDE_SWARM
          || board->cities[unit->city].region != GMP_REGION_EAST || open[unit->city])
        continue;

      name = describe_unit (state, id);
      city = describe_city (board, unit->city);
      at_unit (add_problem (problems, GMP_PROBLEM_FENCE, 10,
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
      const GmpUnit *unit = unit_at (state, id);
      const GmpUnitType *type = &board->unit_types[unit->type];
      GuardCity *here;

      if (unit->place != GMP_PLACE_MAP || !is_city (board, unit->city))
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

      city = describe_city (board, c);
      at_unit (add_problem (problems, GMP_PROBLEM_UNREVEALED_GUARDS, 9,
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

      city = describe_city (board, c);
      name = describe_unit (state, first);
      at_unit (add_problem (problems, GMP_PROBLEM_HIVE_AT_START, 0,
                            _("%s is in %s, a hive of the Swarm, before the game has begun: "
                              "the rules’ Preparation fills the hives with Swarm units and "
                              "places the Humans elsewhere"), name, city),
               state, first);
    }
}

/* Public API */

GPtrArray *
gmp_state_validate (const GmpState *state)
{
  GPtrArray *problems;

  g_return_val_if_fail (state != NULL, NULL);

  problems = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_problem_free);

  check_turn_and_phase (state, problems);
  for (guint i = 0; i < state->units->len; i++)
    check_unit (state, i, problems);
  check_forts (state, problems);
  if (unit_types_known (state))
    check_stacking (state, problems);
  for (guint i = 0; i < state->board->n_chits; i++)
    check_chit (state, i, problems);
  check_danger (state, problems);
  check_activation (state, problems);
  check_pending_move (state, problems);
  check_result (state, problems);

  if (unit_types_known (state))
    {
      check_counter_mix (state, problems);
      check_guard_values (state, problems);
      check_fence (state, problems);
      check_unrevealed_guards (state, problems);
      check_hives_at_start (state, problems);
      check_pending_units (state, problems);
      check_allies (state, problems);
    }

  return problems;
}

GPtrArray *
gmp_state_validate_game (const GmpState *state)
{
  GPtrArray *problems;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (state != NULL, NULL);

  problems = gmp_state_validate (state);
  /* The turn's checks replay a combat under way: they need a sound state */
  if (problems->len == 0 && !gmp_turn_check (state, &error))
    add_problem (problems, GMP_PROBLEM_TURN, 0, "%s", error->message);

  return problems;
}
