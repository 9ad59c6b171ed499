/* gmp-correction.c: the referee's corrections in the game's log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-correction.h"
#include "gmp-log.h"

gboolean
gmp_correction_is_logged (const GmpScenario *scenario,
                          const GmpAction   *action)
{
  g_return_val_if_fail (scenario != NULL && action != NULL, FALSE);

  /* A scenario not started is being set up, not corrected; its title and
   * description are no part of the position */
  return scenario->log != NULL && scenario->state->phase != GMP_PHASE_SETUP
         && gmp_edit_is_edit (action->kind) && action->kind != GMP_ACTION_SET_METADATA;
}

/* The city a unit stands in, or GMP_NONE off the map */
static int
unit_city (const GmpUnit *unit)
{
  return unit->place == GMP_PLACE_MAP ? unit->city : GMP_NONE;
}

/* p1 unit, p2 ... as a unit's correction keeps them, type and formation
 * in p4 and p5 */
static void
unit_params (int           *p,
             GmpLogCorrection what,
             guint          id,
             const GmpUnit *unit,
             int            where,
             int            detail)
{
  p[0] = what;
  p[1] = (int) id;
  p[2] = where;
  p[3] = detail;
  p[4] = GMP_LOG_UNIT_TYPE (unit->type);
  p[5] = GMP_LOG_UNIT_FORMATION (unit->formation);
}

/* A unit's new place, or its new side when it stayed where it was. An edit
 * that does both is logged as the move, the larger change. */
static void
set_unit_params (int            *p,
                 guint           id,
                 const GmpUnit  *was,
                 const GmpUnit  *now)
{
  gboolean moved = was->place != now->place || unit_city (was) != unit_city (now)
                   || (now->place == GMP_PLACE_TIME_TRACK && was->turn != now->turn);

  if (!moved && was->reduced != now->reduced)
    unit_params (p, GMP_CORRECTION_UNIT_FLIPPED, id, now, unit_city (now), now->reduced);
  else if (now->place == GMP_PLACE_MAP)
    unit_params (p, GMP_CORRECTION_UNIT_MOVED, id, now, unit_city (was), now->city);
  else if (now->place == GMP_PLACE_TIME_TRACK)
    unit_params (p, GMP_CORRECTION_UNIT_DELAYED, id, now, unit_city (was), (int) now->turn);
  else
    unit_params (p, GMP_CORRECTION_UNIT_OFF_MAP, id, now, unit_city (was), now->place);
}

void
gmp_correction_log (GmpScenario     *scenario,
                    const GmpAction *action,
                    const GmpState  *before)
{
  const GmpState *state;
  int p[GMP_LOG_MAX_PARAMS] = { 0, };
  const GmpUnit *unit;
  guint id;

  g_return_if_fail (scenario != NULL && action != NULL && before != NULL);
  g_return_if_fail (scenario->log != NULL);

  state = scenario->state;
  switch (action->kind)
    {
    case GMP_ACTION_PLACE_UNIT:
    case GMP_ACTION_REMOVE_UNIT:
      /* A new unit is the last; a removed one is as it was. Their rows have
       * no p3 detail: type and formation come one earlier. */
      id = action->kind == GMP_ACTION_PLACE_UNIT ? state->units->len - 1 : (guint) action->unit;
      unit = action->kind == GMP_ACTION_PLACE_UNIT ? &g_array_index (state->units, GmpUnit, id)
                                                   : &g_array_index (before->units, GmpUnit, id);
      p[0] = action->kind == GMP_ACTION_PLACE_UNIT ? GMP_CORRECTION_UNIT_PLACED
                                                   : GMP_CORRECTION_UNIT_REMOVED;
      p[1] = (int) id;
      p[2] = unit_city (unit);
      p[3] = GMP_LOG_UNIT_TYPE (unit->type);
      p[4] = GMP_LOG_UNIT_FORMATION (unit->formation);
      break;
    case GMP_ACTION_SET_UNIT:
      id = (guint) action->unit;
      set_unit_params (p, id, &g_array_index (before->units, GmpUnit, id),
                       &g_array_index (state->units, GmpUnit, id));
      break;
    case GMP_ACTION_SET_GUARD:
      id = (guint) action->unit;
      unit = &g_array_index (state->units, GmpUnit, id);
      p[0] = GMP_CORRECTION_GUARD_SET;
      p[1] = (int) id;
      p[2] = unit_city (unit);
      p[3] = unit->revealed;
      /* A hidden side stays out of the log the players read (Rules note 3) */
      p[4] = unit->revealed ? unit->guard_value : 0;
      break;
    case GMP_ACTION_SET_FORT:
      p[0] = GMP_CORRECTION_FORT_SET;
      p[1] = action->fort;
      p[2] = (int) before->fort_strength[action->fort];
      p[3] = (int) state->fort_strength[action->fort];
      break;
    case GMP_ACTION_SET_CHIT:
      p[0] = GMP_CORRECTION_CHIT_SET;
      p[1] = action->chit;
      p[2] = state->chits[action->chit].place;
      p[3] = (int) state->chits[action->chit].turn;
      break;
    case GMP_ACTION_SET_DANGER:
      p[0] = GMP_CORRECTION_DANGER_SET;
      p[1] = (int) before->danger_space;
      p[2] = (int) state->danger_space;
      break;
    case GMP_ACTION_SET_TURN:
      p[0] = GMP_CORRECTION_TURN_SET;
      p[1] = (int) state->turn;
      p[2] = state->phase;
      break;
    case GMP_ACTION_SET_GUARD_RULE:
      p[0] = GMP_CORRECTION_GUARD_RULE_SET;
      p[1] = scenario->roll_guards_at_start ? 1 : 0;
      break;
    case GMP_ACTION_SET_METADATA:
    case GMP_ACTION_ANSWER:
    case GMP_ACTION_MOVE:
    case GMP_ACTION_REVEAL_GUARD:
    case GMP_ACTION_USE_FX:
    case GMP_ACTION_START:
    case GMP_N_ACTIONS:
    default:
      g_return_if_reached ();
    }
  /* Logged at the turn and phase the edit leaves: a turn set back keeps
   * its own entry within the game (gmp-scenario-load-log.c checks that) */
  gmp_log_add (scenario->log, state, GMP_LOG_CORRECTION, G_N_ELEMENTS (p), p);
}
