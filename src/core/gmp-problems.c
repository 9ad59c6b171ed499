/* gmp-problems.c: every problem of a game state, not just the first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The checks run in the order gmp_state_check() has always reported them in
 * (the game, the units, the Forts, stacking, the chits, the Danger marker,
 * the turn's bookkeeping), then the checks of how the pieces sit together
 * (the counter mix, the Guard pool, the fence, the Guards, the hives).
 * A check that reads a unit's type runs only when every type is the
 * board's, so no check reads past the board's arrays. The checks of the
 * turn's bookkeeping and of how the pieces sit together are in
 * gmp-problems-position.c; the turn under way (gmp_turn_check()) is added by
 * gmp-problems-game.c, above the turn.
 */

#include "config.h"

#include <stdarg.h>
#include "gmp-i18n.h"

#include "gmp-combat.h"
#include "gmp-error.h"
#include "gmp-problems-private.h"

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

/* Appends a problem that is nowhere in particular; callers say where. */
GmpProblem *
_gmp_problem_add (GPtrArray      *problems,
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

gboolean
_gmp_problems_is_city (const GmpBoard *board,
                       int             city)
{
  return city >= 0 && (guint) city < board->n_cities;
}

const GmpUnit *
_gmp_problems_unit_at (const GmpState *state,
                       guint           id)
{
  return &g_array_index (state->units, GmpUnit, id);
}

/* The problem is about unit id, and about its city when it names one. */
void
_gmp_problem_at_unit (GmpProblem     *problem,
                      const GmpState *state,
                      guint           id)
{
  int city = _gmp_problems_unit_at (state, id)->city;

  problem->unit = id;
  if (_gmp_problems_is_city (state->board, city))
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

char *
_gmp_problems_describe_city (const GmpBoard *board,
                             int             city)
{
  if (!_gmp_problems_is_city (board, city))
    return g_strdup_printf ("#%d", city);

  /* Translators: a city's name and its id, e.g. "Chicago (CHI)" */
  return g_strdup_printf (_("%s (%s)"), board->cities[city].name, board->cities[city].id);
}

char *
_gmp_problems_describe_unit (const GmpState *state,
                             guint           id)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = _gmp_problems_unit_at (state, id);
  const char *type_name = unit->type < board->n_unit_types
                          ? board->unit_types[unit->type].name : "?";

  if (unit->formation >= 0 && (guint) unit->formation < board->n_formations)
    {
      /* Translators: unit number, its type and its formation, e.g. "unit 3 (Ant, formation 1)" */
      return g_strdup_printf (_("unit %u (%s, Formation %s)"), id + 1, type_name,
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
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 0,
                      _("Turn %u is not a turn of the game (1 to %u)"),
                      state->turn, board->rules.turns);

  if ((guint) state->phase > GMP_PHASE_GAME_OVER)
    _gmp_problem_add (problems, GMP_PROBLEM_GAME, 0, "%s", _("The phase is not valid"));
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
    name->text = _gmp_problems_describe_unit (name->state, name->id);
  return name->text;
}

static void
check_unit_formation (const GmpState *state,
                      guint           id,
                      UnitName       *name,
                      GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = _gmp_problems_unit_at (state, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  if (type->guard)
    {
      if (unit->formation != GMP_NONE)
        _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                              _("%s: National Guards belong to no Formation"), unit_name (name)),
                 state, id);
    }
  else if (unit->formation < 0 || (guint) unit->formation >= board->n_formations)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s has no Formation of the board"), unit_name (name)),
             state, id);
  /* Whole sentences per side: other languages inflect the side's name */
  else if (board->formations[unit->formation].side != type->side && type->side == GMP_SIDE_SWARM)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s: a Swarm unit cannot belong to a Human Formation"),
                          unit_name (name)),
             state, id);
  else if (board->formations[unit->formation].side != type->side)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s: a Human unit cannot belong to a Swarm Formation"),
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
  const GmpUnit *unit = _gmp_problems_unit_at (state, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  if (unit->place == GMP_PLACE_MAP && !_gmp_problems_is_city (board, unit->city))
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s is on the map but in no city of the board"), unit_name (name)),
             state, id);
  else if (unit->place != GMP_PLACE_MAP && unit->city != GMP_NONE)
    /* The reserve, the Time Track and the eliminated units are off the map */
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s is off the map (%s) but has a city"), unit_name (name),
                          gmp_place_to_string (unit->place)),
             state, id);

  if ((unit->place == GMP_PLACE_TIME_TRACK || unit->place == GMP_PLACE_RETURNING)
      && type->side != GMP_SIDE_SWARM)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 16,
                          _("%s is on the Time Track, but only Swarm units go there "
                            "(Rules note 16)"), unit_name (name)),
             state, id);

  if (unit->place == GMP_PLACE_TIME_TRACK
      && (unit->turn <= state->turn || unit->turn > board->rules.turns))
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 16,
                          _("%s waits on the Time Track for turn %u, but it must be a later "
                            "turn than turn %u and at most turn %u (Rules note 16)"),
                          unit_name (name), unit->turn, state->turn, board->rules.turns),
             state, id);
  else if (unit->place != GMP_PLACE_TIME_TRACK && unit->turn != 0)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s has a turn but is not on the Time Track"), unit_name (name)),
             state, id);

  /* Guards never move or retreat (the rules' Guard counters): on the map or gone */
  if (type->guard && unit->place != GMP_PLACE_MAP && unit->place != GMP_PLACE_ELIMINATED)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 0,
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
  const GmpUnit *unit = _gmp_problems_unit_at (state, id);
  const GmpUnitType *type = &board->unit_types[unit->type];

  if (unit->reduced && !type->has_reduced)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s is reduced, but a %s has no reduced side"),
                          unit_name (name), type->name),
             state, id);

  if (!type->guard)
    {
      if (unit->guard_value != GMP_GUARD_BLANK || unit->revealed)
        _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                              _("%s is not a National Guard, so it has no Guard value"),
                              unit_name (name)),
                 state, id);
      return;
    }

  if (unit->guard_value < GMP_GUARD_DRAW || unit->guard_value > 6)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s has the Guard value %d, which is not a die result (1 to 6), "
                            "blank, unknown or to be drawn"), unit_name (name), unit->guard_value),
             state, id);
  else if (unit->revealed && unit->guard_value < 0)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                          _("%s is revealed, so its value must be known"), unit_name (name)),
             state, id);
}

static void
check_unit (const GmpState *state,
            guint           id,
            GPtrArray      *problems)
{
  const GmpBoard *board = state->board;
  const GmpUnit *unit = _gmp_problems_unit_at (state, id);
  UnitName name = { state, id, NULL };

  if (unit->type >= board->n_unit_types)
    {
      _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
                            _("Unit %u has a unit type the board does not have"), id + 1),
               state, id);
      return;
    }

  check_unit_formation (state, id, &name, problems);

  if ((guint) unit->place > GMP_PLACE_ELIMINATED)
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT_PLACE, 0,
                          _("%s has no valid place"), unit_name (&name)),
             state, id);
  else
    check_unit_place (state, id, &name, problems);

  check_unit_sides (state, id, &name, problems);

  if (unit->moved_from != GMP_NONE && !_gmp_problems_is_city (board, unit->moved_from))
    _gmp_problem_at_unit (_gmp_problem_add (problems, GMP_PROBLEM_UNIT, 0,
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
      if (_gmp_problems_unit_at (state, i)->type >= state->board->n_unit_types)
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
      city = _gmp_problems_describe_city (board, board->forts[i].city);
      if (state->fort_strength[i] > board->forts[i].strength)
        at_fort (_gmp_problem_add (problems, GMP_PROBLEM_FORT_STRENGTH, 19,
                                   _("The Fort in %s has strength %u, but its largest strength "
                                     "is %u (Rules note 19)"),
                                   city, state->fort_strength[i], board->forts[i].strength),
                 board, i);
      else
        /* What loads must play: a combat rolls one die per strength point */
        at_fort (_gmp_problem_add (problems, GMP_PROBLEM_FORT_STRENGTH, 17,
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
      const GmpUnit *unit = _gmp_problems_unit_at (state, id);

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

          city = _gmp_problems_describe_city (board, c);
          if (side == GMP_SIDE_HUMANS && strength > 0)
            {
              problem = _gmp_problem_add (problems, GMP_PROBLEM_STACKING, 7,
                                          _("Too many Human units in %s: %u counting the Fort’s "
                                            "strength of %u, at most %u (Rules note 7)"),
                                          city, n, strength, board->rules.stacking_limit);
              problem->fort = fort;
            }
          else
            problem = _gmp_problem_add (problems, GMP_PROBLEM_STACKING, 7,
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
      _gmp_problem_add (problems, GMP_PROBLEM_CHIT_PLACE, 0,
                        _("The chit “%s” has no valid place"), chit->name)->chit = i;
      return;
    }

  /* Rules note 2: it enters the cup when the Game Turn Marker reaches its space */
  if (cs->place == GMP_CHIT_ON_TIME_TRACK
      && (cs->turn <= state->turn || cs->turn > board->rules.turns))
    _gmp_problem_add (problems, GMP_PROBLEM_CHIT_PLACE, 2,
                      _("The chit “%s” waits on the Time Track for turn %u, but it must be "
                        "a later turn than turn %u and at most turn %u (Rules note 2)"),
                      chit->name, cs->turn, state->turn, board->rules.turns)->chit = i;

  if (!chit_may_be (board, i, cs->place) && note != 0)
    _gmp_problem_add (problems, GMP_PROBLEM_CHIT_PLACE, note,
                      _("The chit “%s” cannot be in the place “%s” (Rules note %u)"),
                      chit->name, gmp_chit_place_to_string (cs->place), note)->chit = i;
  else if (!chit_may_be (board, i, cs->place))
    _gmp_problem_add (problems, GMP_PROBLEM_CHIT_PLACE, 0,
                      _("The chit “%s” cannot be in the place “%s”"),
                      chit->name, gmp_chit_place_to_string (cs->place))->chit = i;

  if (cs->place != GMP_CHIT_ON_TIME_TRACK && cs->turn != 0)
    _gmp_problem_add (problems, GMP_PROBLEM_CHIT_PLACE, 0,
                      _("The chit “%s” has a turn but is not on the Time Track"),
                      chit->name)->chit = i;
}

static void
check_danger (const GmpState *state,
              GPtrArray      *problems)
{
  const GmpBoard *board = state->board;

  if (board->n_danger > 0 && state->danger_space >= board->n_danger)
    _gmp_problem_add (problems, GMP_PROBLEM_DANGER, 0,
                      _("The Danger marker is on space %u, but the Danger Track has %u spaces"),
                      state->danger_space, board->n_danger);

  if (state->danger_face != GMP_NONE
      && (state->danger_face < 0 || (guint) state->danger_face >= board->n_chits
          || !board->chits[state->danger_face].danger))
    _gmp_problem_add (problems, GMP_PROBLEM_DANGER, 21, "%s",
                      _("The Danger marker shows a chit that does not advance it (Rules note 21)"));
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
  _gmp_problems_check_turn (state, problems);

  if (unit_types_known (state))
    _gmp_problems_check_position (state, problems);

  return problems;
}

gboolean
gmp_state_check (const GmpState  *state,
                 GError         **error)
{
  g_autoptr(GPtrArray) problems = NULL;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  problems = gmp_state_validate (state);
  for (guint i = 0; i < problems->len; i++)
    {
      const GmpProblem *problem = g_ptr_array_index (problems, i);

      if (gmp_problem_blocks_play (problem))
        {
          g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID, problem->message);
          return FALSE;
        }
    }
  return TRUE;
}
