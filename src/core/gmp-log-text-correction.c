/* gmp-log-text-correction.c: a referee's correction in the log, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A GMP_LOG_CORRECTION entry says what the referee changed in a game under
 * way (an edit, gmp-edit.h): a unit placed, moved, flipped or removed, a
 * Guard turned, a Fort's strength, a chit, the Danger marker, the turn.
 * Words only, apart from the edits that make them (rules notes 3, 6, 19).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-describe.h"
#include "gmp-log-text-private.h"

/* A corrected unit and where it stood: "Ant 1 in Omaha", or its name
 * alone off the map */
static char *
unit_in_city (const GmpBoard *board,
              const int      *p)
{
  g_autofree char *name = _gmp_log_text_unit (board, p[1], p[4], p[5]);

  if (p[2] < 0)
    return g_steal_pointer (&name);
  /* Translators: a unit and the city it stands in, "Ant 1 in Omaha" */
  return g_strdup_printf (_("%s in %s"), name, _gmp_log_text_city (board, p[2]));
}

static char *
chit_correction (const GmpBoard *board,
                 const int      *p)
{
  const char *chit = _gmp_log_text_chit (board, p[1]);

  switch (p[2])
    {
    case GMP_CHIT_IN_CUP:
      return g_strdup_printf (_("%s put in the cup"), chit);
    case GMP_CHIT_ON_TIME_TRACK:
      return g_strdup_printf (_("%s put on the Time Track, turn %d"), chit, p[3]);
    case GMP_CHIT_WITH_ALLY:
      return g_strdup_printf (_("%s set aside until its Allied nation arrives"), chit);
    case GMP_CHIT_DRAWN:
      return g_strdup_printf (_("%s set as drawn this turn"), chit);
    case GMP_CHIT_IN_HAND:
      return g_strdup_printf (_("%s put in its owner’s hand"), chit);
    case GMP_CHIT_USED:
      return g_strdup_printf (_("%s set as used this turn"), chit);
    case GMP_CHIT_HELD:
      return g_strdup_printf (_("%s set as held for the next turn"), chit);
    case GMP_CHIT_REMOVED:
      return g_strdup_printf (_("%s removed from the game"), chit);
    default:
      return g_strdup_printf (_("%s moved"), chit);
    }
}

/* What a GMP_LOG_CORRECTION says was changed, without the "Referee’s
 * correction" around it */
static char *
correction_body (const GmpBoard *board,
                 const int      *p)
{
  /* Units: p1 the unit, p2 its city, p4 and p5 its type and formation + 1 */
  g_autofree char *unit = NULL;

  switch (p[0])
    {
    case GMP_CORRECTION_UNIT_PLACED:
      unit = _gmp_log_text_unit (board, p[1], p[3], p[4]);
      return g_strdup_printf (_("%s placed in %s"), unit, _gmp_log_text_city (board, p[2]));
    case GMP_CORRECTION_UNIT_REMOVED:
      unit = _gmp_log_text_unit (board, p[1], p[3], p[4]);
      if (p[2] < 0)
        return g_strdup_printf (_("%s removed"), unit);
      return g_strdup_printf (_("%s removed from %s"), unit, _gmp_log_text_city (board, p[2]));
    case GMP_CORRECTION_UNIT_MOVED:
      unit = _gmp_log_text_unit (board, p[1], p[4], p[5]);
      if (p[2] < 0)
        return g_strdup_printf (_("%s put on the map in %s"), unit, _gmp_log_text_city (board, p[3]));
      return g_strdup_printf (_("%s moved from %s to %s"), unit,
                              _gmp_log_text_city (board, p[2]), _gmp_log_text_city (board, p[3]));
    case GMP_CORRECTION_UNIT_OFF_MAP:
      unit = unit_in_city (board, p);
      switch (p[3])
        {
        case GMP_PLACE_RESERVE:
          return g_strdup_printf (_("%s put in reserve"), unit);
        case GMP_PLACE_RETURNING:
          return g_strdup_printf (_("%s set to return in the next Fade In (Rules note 6)"), unit);
        case GMP_PLACE_ELIMINATED:
        default:
          return g_strdup_printf (_("%s eliminated"), unit);
        }
    case GMP_CORRECTION_UNIT_DELAYED:
      unit = unit_in_city (board, p);
      return g_strdup_printf (_("%s put on the Time Track, turn %d"), unit, p[3]);
    case GMP_CORRECTION_UNIT_FLIPPED:
      unit = unit_in_city (board, p);
      if (p[3])
        return g_strdup_printf (_("%s flipped to its Reduced side"), unit);
      return g_strdup_printf (_("%s flipped to its Fresh side"), unit);
    case GMP_CORRECTION_GUARD_SET:
      {
        g_autofree char *guard = _gmp_log_text_guard (board, p[1]);
        g_autofree char *value = NULL;

        unit = p[2] < 0 ? g_steal_pointer (&guard)
                        : g_strdup_printf (_("%s in %s"), guard, _gmp_log_text_city (board, p[2]));
        if (!p[3])
          return g_strdup_printf (_("%s turned face down"), unit);
        value = gmp_describe_guard_value (p[4]);
        return g_strdup_printf (_("%s turned face up, showing %s"), unit, value);
      }
    case GMP_CORRECTION_FORT_SET:
      {
        const char *city = (guint) p[1] < board->n_forts
                           ? _gmp_log_text_city (board, (int) board->forts[p[1]].city) : "?";

        if (p[3] == 0)
          return g_strdup_printf (_("%s’s Fort set to strength 0: destroyed (Rules note 19)"),
                                  city);
        return g_strdup_printf (_("%s’s Fort set to strength %d"), city, p[3]);
      }
    case GMP_CORRECTION_CHIT_SET:
      return chit_correction (board, p);
    case GMP_CORRECTION_DANGER_SET:
      /* Spaces counted from 1, as the editor shows them */
      return g_strdup_printf (_("the Danger marker set to space %d"), p[2] + 1);
    case GMP_CORRECTION_TURN_SET:
      /* Translators: the turn and phase the referee set, "turn 4, Action" */
      return g_strdup_printf (_("turn %d, %s"), p[1],
                              (guint) p[2] <= GMP_PHASE_GAME_OVER ? gmp_phase_get_name (p[2]) : "?");
    case GMP_CORRECTION_GUARD_RULE_SET:
      if (p[1])
        return g_strdup (_("the National Guard table is rolled at the start (Rules note 3)"));
      return g_strdup (_("the National Guard table is not rolled at the start (Rules note 3)"));
    default:
      return g_strdup ("?");
    }
}

/* A referee's correction (GMP_LOG_CORRECTION) */
char *
_gmp_log_text_correction (const GmpLogEntry *entry,
                          const GmpBoard    *board)
{
  g_autofree char *body = correction_body (board, entry->params);

  /* Translators: what the referee changed in a game under way, "Referee’s
   * correction: Tank (A) #3 moved from Chicago to Detroit." */
  return g_strdup_printf (_("Referee’s correction: %s."), body);
}
