/* gmp-movement-words.c: movement's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Movement; rules notes 4, 7, 8, 9, 10, 15. Why a unit cannot go
 * somewhere, as a stable name and as a sentence citing its note, and the
 * messages of a refused move: the sentences apart from the rules that
 * decide them (gmp-movement.c).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-movement-private.h"

static const char *reason_names[GMP_MOVE_N_REASONS] = {
  "ok",
  "not-activated",
  "guard",
  "not-on-map",
  "not-together",
  "stopped",
  "no-mp",
  "not-adjacent",
  "must-stop",
  "fence",
  "stacking",
  "pending",
  "advanced",
  "unreachable",
};

static const char *reason_explanations[GMP_MOVE_N_REASONS] = {
  N_("The move is legal."),
  N_("Rules note 4: only the units of the activated Formation may move."),
  N_("The rules: National Guards never move."),
  N_("The unit is not on the map."),
  N_("Units that move together must start in the same city."),
  N_("Rules note 8: its move has ended: it entered a city with enemy units or a Fort."),
  N_("The rules: each city entered costs one movement point, and no MP is left."),
  N_("The rules: units move along roads, from a city to an adjacent city."),
  N_("Rules note 8: entering a city with enemy units or a Fort ends the move there."),
  N_("Rules note 10: the Fusion Fence is closed here: Swarm units cannot enter cities east "
     "of the fence until two adjacent fence Forts are destroyed."),
  N_("Rules note 7: the move would end with more units of the side in the city than "
     "stacking allows (a Fort’s strength counts as Human units); passing through is allowed."),
  N_("Rules note 9: a move waits for the players to reveal the Guards it met."),
  N_("Rules note 15: a unit may advance after an overrun only once per game turn."),
  N_("The rules: no legal path reaches it with the movement points left."),
};

const char *
_gmp_movement_formation_name (const GmpState *state,
                              int             formation)
{
  if (formation < 0 || (guint) formation >= state->board->n_formations)
    return "?";
  return state->board->formations[formation].name;
}

static const char *
type_name (const GmpState *state,
           guint           id)
{
  return unit_type (state, unit_at (state, id))->name;
}

/* The error for a reason, naming the units and cities it is about. */
void
_gmp_movement_set_reason_error (GError        **error,
                                const GmpState *state,
                                GmpMoveReason   reason,
                                int             unit,
                                int             from,
                                int             to)
{
  switch (reason)
    {
    case GMP_MOVE_NOT_ACTIVATED:
      if (state->active_formation == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Rules note 4: no Formation is activated now; units move only "
                       "when their Formation’s chit is drawn."));
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                     _("Rules note 4: unit %d (%s) belongs to %s, but only %s is "
                       "activated now; only the activated Formation’s units move."),
                     unit, type_name (state, unit),
                     _gmp_movement_formation_name (state, unit_at (state, unit)->formation),
                     _gmp_movement_formation_name (state, state->active_formation));
      return;
    case GMP_MOVE_GUARD:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The rules: unit %d is a National Guard, and National Guards never move."),
                   unit);
      return;
    case GMP_MOVE_NOT_ON_MAP:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Unit %d (%s) is not on the map."), unit, type_name (state, unit));
      return;
    case GMP_MOVE_NOT_TOGETHER:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Unit %d is not with the others: units that move together must "
                     "start in the same city, and each unit is listed once."), unit);
      return;
    case GMP_MOVE_STOPPED:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 8: unit %d (%s) cannot move again: its move ended when "
                     "it entered a city with enemy units or a Fort, for the rest of the game "
                     "turn (Rules note 44)."),
                   unit, type_name (state, unit));
      return;
    case GMP_MOVE_PENDING:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 9: a move waits for the values of the Guards revealed "
                     "in %s; say what they show first."),
                   city_name (state, state->move_pending_city));
      return;
    case GMP_MOVE_ADVANCED:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 15: unit %d (%s) already advanced after an overrun this "
                     "turn; a unit may do so only once per game turn."),
                   unit, type_name (state, unit));
      return;
    case GMP_MOVE_NOT_ADJACENT:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The rules: no road joins %s and %s, and units move along roads from "
                     "a city to an adjacent city."),
                   city_name (state, from), city_name (state, to));
      return;
    case GMP_MOVE_MUST_STOP:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 8: entering %s ends the move (it holds enemy units or a "
                     "Fort), so the path cannot go on from there."),
                   city_name (state, to));
      return;
    case GMP_MOVE_FENCE:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("Rules note 10: the Fusion Fence is closed between %s and %s: Swarm "
                     "units cannot enter cities east of the fence until two adjacent fence "
                     "Forts are destroyed."),
                   city_name (state, from), city_name (state, to));
      return;
    case GMP_MOVE_UNREACHABLE:
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The rules: no legal path reaches %s from %s with the movement points "
                     "left."),
                   city_name (state, to), city_name (state, from));
      return;
    case GMP_MOVE_NO_MP:
    case GMP_MOVE_STACKING:
    case GMP_MOVE_OK:
    case GMP_MOVE_N_REASONS:
    default:
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           gmp_move_reason_explain (reason));
      return;
    }
}

void
_gmp_movement_set_stacking_error (GError        **error,
                                  const GmpState *state,
                                  guint           city,
                                  GmpSide         side,
                                  guint           count)
{
  if (side == GMP_SIDE_SWARM)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 ngettext ("Rules note 7: the move would leave %u Swarm unit in %s, and at most %u "
                           "may be there when a move ends. Passing through is allowed.",
                           "Rules note 7: the move would leave %u Swarm units in %s, and at most %u "
                           "may be there when a move ends. Passing through is allowed.", count),
                 count, city_name (state, city), state->board->rules.stacking_limit);
  else
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 ngettext ("Rules note 7: the move would leave %u Human unit in %s, and at most %u "
                           "may be there when a move ends (a Fort’s strength counts as Human units). "
                           "Passing through is allowed.",
                           "Rules note 7: the move would leave %u Human units in %s, and at most %u "
                           "may be there when a move ends (a Fort’s strength counts as Human units). "
                           "Passing through is allowed.", count),
                 count, city_name (state, city), state->board->rules.stacking_limit);
}

/* Sets the error for the first step of path (from origin) that breaks the
 * rule a relaxed search dropped; FALSE if none does. */
static gboolean
set_broken_rule_error (GError        **error,
                       const GmpState *state,
                       const Search   *search,
                       GmpSide         side,
                       SearchFlags     dropped,
                       guint           origin,
                       const guint    *path,
                       guint           n_path)
{
  guint cur = origin;

  for (guint k = 0; k < n_path; cur = path[k++])
    {
      guint next = path[k];
      gboolean passes = k + 1 < n_path;

      if ((dropped & SEARCH_NO_FENCE) && side == GMP_SIDE_SWARM
          && !gmp_movement_fence_allows (state, cur, next))
        {
          _gmp_movement_set_reason_error (error, state, GMP_MOVE_FENCE, GMP_NONE, cur, next);
          return TRUE;
        }
      if ((dropped & SEARCH_NO_STOPS) && passes
          && _gmp_movement_ends_move_after_reveal (state, _gmp_movement_search_info (search, next),
                                                   next, side))
        {
          _gmp_movement_set_reason_error (error, state, GMP_MOVE_MUST_STOP, GMP_NONE, cur, next);
          return TRUE;
        }
      if ((dropped & SEARCH_NO_STOPS) && passes && side == GMP_SIDE_SWARM
          && _gmp_movement_search_info (search, next)->hidden > 0)
        {
          /* Rules notes 9, 34: they may stop it, and the query does not peek */
          g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                       _("Rules note 9: the way to %s leads through %s, where unrevealed "
                         "National Guards may end the move; move to %s first, and go on "
                         "if they all turn out blank."),
                       city_name (state, path[n_path - 1]), city_name (state, next),
                       city_name (state, next));
          return TRUE;
        }
    }
  return FALSE;
}

/* The error for a destination the group cannot reach from origin: the rule
 * that keeps it out, found by searching again with that rule dropped. */
void
_gmp_movement_set_unreachable_error (GError        **error,
                                     const GmpState *state,
                                     const guint    *units,
                                     guint           n_units,
                                     guint           origin,
                                     guint           destination)
{
  static const SearchFlags relaxed[] = { SEARCH_NO_FENCE, SEARCH_NO_STOPS };
  g_autofree guint *path = g_new (guint, state->board->n_cities);
  g_auto(Search) search = { 0 };
  GmpSide side = side_of (state, units[0]);
  guint mp = _gmp_movement_group_mp (state, units, n_units);

  _gmp_movement_search_init (&search, state);
  _gmp_movement_search_run (&search, state, origin, side, mp, SEARCH_RULES);
  if (_gmp_movement_search_dist (&search, destination) >= 0)
    {
      /* Rules note 7: reachable, but it would hold too many */
      const CityInfo *info = _gmp_movement_search_info (&search, destination);

      _gmp_movement_set_stacking_error (error, state, destination, side,
                                        _gmp_movement_stack_count (state, info, destination, side)
                                        + n_units);
      return;
    }

  for (guint r = 0; r < G_N_ELEMENTS (relaxed); r++)
    {
      _gmp_movement_search_run (&search, state, origin, side, mp, relaxed[r]);
      if (_gmp_movement_search_dist (&search, destination) >= 0
          && set_broken_rule_error (error, state, &search, side, relaxed[r], origin, path,
                                    _gmp_movement_search_path (&search, destination, path)))
        return;
    }

  _gmp_movement_search_run (&search, state, origin, side, mp, SEARCH_ANY_MP);
  if (_gmp_movement_search_dist (&search, destination) >= 0)
    g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                 _("The rules: each city entered costs one movement point; reaching %s "
                   "costs at least %d MP, but the units have %u MP left (a group has the MP "
                   "of its slowest unit)."),
                 city_name (state, destination), _gmp_movement_search_dist (&search, destination),
                 mp);
  else
    _gmp_movement_set_reason_error (error, state, GMP_MOVE_UNREACHABLE, GMP_NONE, origin,
                                    destination);
}

const char *
gmp_move_reason_to_string (GmpMoveReason reason)
{
  g_return_val_if_fail (reason < GMP_MOVE_N_REASONS, NULL);
  return reason_names[reason];
}

const char *
gmp_move_reason_explain (GmpMoveReason reason)
{
  g_return_val_if_fail (reason < GMP_MOVE_N_REASONS, NULL);
  return _(reason_explanations[reason]);
}
