/* gmp-log-text.c: the log's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every log entry is numbers (gmp-log.c keeps them, checks them and writes
 * them to files); these are the sentences people read, one function per part
 * of the rules the entries come from, in the language of whoever reads the
 * log. Rulebook: every part (../shared/rules/, 1. Fade In, 2. Action,
 * 3. Fade Out); each sentence names its rules note. A translation fix
 * touches this file alone, never a rule.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-describe.h"
#include "gmp-log.h"

/* Names that survive a log whose indices do not fit the board (a log
 * edited by hand): "?" rather than a crash. */
static const char *
chit_name (const GmpBoard *board,
           int             chit)
{
  return chit >= 0 && (guint) chit < board->n_chits ? board->chits[chit].name : "?";
}

static const char *
city_name (const GmpBoard *board,
           int             city)
{
  return city >= 0 && (guint) city < board->n_cities ? board->cities[city].name : "?";
}

static const char *
formation_name (const GmpBoard *board,
                int             formation)
{
  return formation >= 0 && (guint) formation < board->n_formations
         ? board->formations[formation].name : "?";
}

/* A unit as its counter names it ("Ant 1", "National Guard"): players see
 * no numbers of the app's own on the map (issue 16) */
static char *
unit_name (const GmpBoard *board,
           int             type,
           int             formation)
{
  return gmp_describe_counter (board, type, formation);
}

/* A unit of an entry that keeps its type and formation + 1 (0 in an older
 * log: the number alone). */
static char *
logged_unit_name (const GmpBoard *board,
                  int             unit,
                  int             type_plus_1,
                  int             formation_plus_1)
{
  if (type_plus_1 <= 0)
    /* Translators: a unit known by its number alone (an older saved log) */
    return g_strdup_printf (_("Unit #%d"), unit);
  return unit_name (board, type_plus_1 - 1, formation_plus_1 - 1);
}

/* A National Guard: the board's Guard unit type (rules note 9). */
static char *
guard_name (const GmpBoard *board,
            int             unit)
{
  for (guint t = 0; t < board->n_unit_types; t++)
    if (board->unit_types[t].guard)
      return unit_name (board, t, GMP_NONE);
  return logged_unit_name (board, unit, 0, 0);
}

static char *
combat_outcome (const int *p)
{
  gboolean swarm = p[3] == GMP_SIDE_SWARM;

  /* One sentence per side and reason: the words around a side's name agree
   * with it in other languages (pt_BR: o Enxame recua, os Humanos recuam). */
  switch (p[4])
    {
    case GMP_COMBAT_OUTCOME_MORE_HITS_FORT:
      if (swarm)
        return g_strdup (_("The Swarm retreats: it took more Hits, and the Humans’ Fort still "
                           "stands, which counts as Units left (Rules notes 13, 18)."));
      G_GNUC_FALLTHROUGH;
    case GMP_COMBAT_OUTCOME_MORE_HITS:
      if (swarm)
        return g_strdup (_("The Swarm retreats: it took more Hits (Rules note 13)."));
      if (p[3] == GMP_SIDE_HUMANS)
        return g_strdup (_("The Humans retreat: they took more Hits (Rules note 13)."));
      break;
    case GMP_COMBAT_OUTCOME_TIE_FORT:
      if (swarm)
        return g_strdup (_("A tie: the acting side, the Swarm, retreats; the Humans’ Fort still "
                           "stands, which counts as Units left (Rules notes 13, 18)."));
      G_GNUC_FALLTHROUGH;
    case GMP_COMBAT_OUTCOME_TIE:
      if (swarm)
        return g_strdup (_("A tie: the acting side, the Swarm, retreats (Rules note 13)."));
      if (p[3] == GMP_SIDE_HUMANS)
        return g_strdup (_("A tie: the acting side, the Humans, retreat (Rules note 13)."));
      break;
    case GMP_COMBAT_OUTCOME_SWARM_GONE:
      return g_strdup (_("Nobody retreats: the Swarm has no units left (Rules note 13)."));
    case GMP_COMBAT_OUTCOME_HUMANS_GONE:
      return g_strdup (_("Nobody retreats: the Humans have no units left (Rules note 13)."));
    case GMP_COMBAT_OUTCOME_FORT_DESTROYED:
      return g_strdup (_("Nobody retreats: the Humans have no units left and their Fort was "
                         "destroyed (Rules notes 13, 18)."));
    case GMP_COMBAT_OUTCOME_BARRAGE_NO_HITS:
      return g_strdup (_("Nobody retreats: nobody took a Hit in the Barrage (Rules note 18)."));
    default:
      break;
    }
  /* A log that kept no reason, or one that does not fit its side */
  if (swarm)
    return g_strdup (_("The Swarm retreats."));
  if (p[3] == GMP_SIDE_HUMANS)
    return g_strdup (_("The Humans retreat."));
  return g_strdup (_("Nobody retreats."));
}

/* A corrected unit and where it stood: "Ant 1 in Omaha", or its name
 * alone off the map */
static char *
unit_in_city (const GmpBoard *board,
              const int      *p)
{
  g_autofree char *name = logged_unit_name (board, p[1], p[4], p[5]);

  if (p[2] < 0)
    return g_steal_pointer (&name);
  /* Translators: a unit and the city it stands in, "Ant 1 in Omaha" */
  return g_strdup_printf (_("%s in %s"), name, city_name (board, p[2]));
}

static char *
chit_correction (const GmpBoard *board,
                 const int      *p)
{
  const char *chit = chit_name (board, p[1]);

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
      unit = logged_unit_name (board, p[1], p[3], p[4]);
      return g_strdup_printf (_("%s placed in %s"), unit, city_name (board, p[2]));
    case GMP_CORRECTION_UNIT_REMOVED:
      unit = logged_unit_name (board, p[1], p[3], p[4]);
      if (p[2] < 0)
        return g_strdup_printf (_("%s removed"), unit);
      return g_strdup_printf (_("%s removed from %s"), unit, city_name (board, p[2]));
    case GMP_CORRECTION_UNIT_MOVED:
      unit = logged_unit_name (board, p[1], p[4], p[5]);
      if (p[2] < 0)
        return g_strdup_printf (_("%s put on the map in %s"), unit, city_name (board, p[3]));
      return g_strdup_printf (_("%s moved from %s to %s"), unit,
                              city_name (board, p[2]), city_name (board, p[3]));
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
        g_autofree char *guard = guard_name (board, p[1]);
        g_autofree char *value = NULL;

        unit = p[2] < 0 ? g_steal_pointer (&guard)
                        : g_strdup_printf (_("%s in %s"), guard, city_name (board, p[2]));
        if (!p[3])
          return g_strdup_printf (_("%s turned face down"), unit);
        value = gmp_describe_guard_value (p[4]);
        return g_strdup_printf (_("%s turned face up, showing %s"), unit, value);
      }
    case GMP_CORRECTION_FORT_SET:
      {
        const char *city = (guint) p[1] < board->n_forts
                           ? city_name (board, (int) board->forts[p[1]].city) : "?";

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
/* The turn's sequence (rulebook 1-3; rules notes 1, 4) */
static char *
sequence_text (const GmpLogEntry *entry,
              const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_TURN_BEGINS:
      return g_strdup_printf (_("Turn %d begins."), p[0]);
    case GMP_LOG_PHASE_BEGINS:
      return g_strdup_printf (_("%s Phase."),
                              (guint) p[0] <= GMP_PHASE_GAME_OVER ? gmp_phase_get_name (p[0]) : "?");
    case GMP_LOG_ACTIVATED:
      if (p[2])
        return g_strdup_printf (_("Formation %s activates with its held chit (Rules note 5)."),
                                formation_name (board, p[0]));
      return g_strdup_printf (_("Formation %s activates: its units move, then fight (Rules note 4)."),
                              formation_name (board, p[0]));
    case GMP_LOG_MOVEMENT_DONE:
      return g_strdup_printf (_("Formation %s has finished moving."), formation_name (board, p[0]));
    case GMP_LOG_ACTIVATION_ENDS:
      return g_strdup_printf (_("The activation of formation %s is over."),
                              formation_name (board, p[0]));
    default:
      break;
    }
  return g_strdup ("?");
}

/* The chit cup, FX in hand and holding (rules notes 1, 5, 20) */
static char *
cup_text (const GmpLogEntry *entry,
         const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_CHIT_DRAWN:
      if (p[1])
        return g_strdup_printf (_("Drew %s from the cup."), chit_name (board, p[0]));
      return g_strdup_printf (_("The players drew %s from the cup."), chit_name (board, p[0]));
    case GMP_LOG_FX_TO_HAND:
      return g_strdup_printf (_("%s goes to its owner for this turn (Rules note 20)."),
                              chit_name (board, p[0]));
    case GMP_LOG_END_DRAWN:
      return g_strdup_printf (_("“…The End???” %d of %d goes on the turn end track (Rules note 1)."),
                              p[1], p[2]);
    case GMP_LOG_HOLD:
      /* Separate sentences per side: the verb agrees differently in other
       * languages (pt_BR: o Enxame guarda, os Humanos guardam) */
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup_printf (_("The Swarm holds %s for the next turn (Rules note 5)."),
                                chit_name (board, p[1]));
      return g_strdup_printf (_("The Humans hold %s for the next turn (Rules note 5)."),
                              chit_name (board, p[1]));
    case GMP_LOG_NO_HOLD:
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup (_("The Swarm holds no chit."));
      return g_strdup (_("The Humans hold no chit."));
    case GMP_LOG_NOTHING_ACTIVATED:
      return g_strdup (_("No formation was activated this turn: no chit may be held (Rules note 5)."));
    case GMP_LOG_CHITS_TO_CUP:
      return g_strdup_printf (ngettext ("%d chit goes back into the cup.",
                                        "%d chits go back into the cup.", p[0]), p[0]);
    case GMP_LOG_CHIT_ENTERS_CUP:
      return g_strdup_printf (_("%s enters the cup (Rules notes 2, 23)."), chit_name (board, p[0]));
    default:
      break;
    }
  return g_strdup ("?");
}

/* Units that come onto the map: returning Swarm units (rules note 6), Allied nations (note 23) */
static char *
arrival_text (const GmpLogEntry *entry,
             const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_ALLY_CHOSEN:
      return g_strdup_printf (_("%s is the first Allied chit drawn: %s come to the rescue in this "
                                "turn’s Fade Out (Rules note 23)."),
                              chit_name (board, p[1]), formation_name (board, p[0]));
    case GMP_LOG_ALLY_REMOVED:
      return g_strdup_printf (_("%s is removed from the game: another nation came (Rules note 23)."),
                              chit_name (board, p[0]));
    case GMP_LOG_UNITS_OFF_TRACK:
      return g_strdup_printf (ngettext ("%d Swarm unit comes off the Time Track for turn %d (Rules note 6).",
                                        "%d Swarm units come off the Time Track for turn %d (Rules note 6).",
                                        p[0]),
                              p[0], p[1]);
    case GMP_LOG_UNIT_RETURNED:
      {
        g_autofree char *name = unit_name (board, p[2], p[3]);
        return g_strdup_printf (_("%s returns to its hive in %s (Rules note 6)."),
                                name, city_name (board, p[1]));
      }
    case GMP_LOG_UNIT_DELAYED:
      {
        g_autofree char *name = unit_name (board, p[2], p[3]);
        if (p[1] == 0)
          return g_strdup_printf (_("%s finds no free hive and leaves the game (Rules note 6)."), name);
        return g_strdup_printf (_("%s finds no free hive and waits for turn %d (Rules note 6)."),
                                name, p[1]);
      }
    case GMP_LOG_ALLY_PLACED:
      {
        g_autofree char *name = unit_name (board, p[2], p[3]);
        return g_strdup_printf (_("%s arrives in %s (Rules note 23)."), name, city_name (board, p[1]));
      }
    case GMP_LOG_ALLY_WAITS:
      return g_strdup_printf (ngettext ("%d unit of %s finds no room and waits for a later Fade Out "
                                        "(Rules note 23).",
                                        "%d units of %s find no room and wait for a later Fade Out "
                                        "(Rules note 23).", p[1]),
                              p[1], formation_name (board, p[0]));
    default:
      break;
    }
  return g_strdup ("?");
}

/* National Guards and movement (rules notes 3, 9) */
static char *
guard_text (const GmpLogEntry *entry,
           const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_GUARD_REVEALED:
      {
        g_autofree char *name = guard_name (board, p[0]);

        if (p[1] == GMP_GUARD_BLANK)
          return g_strdup_printf (_("%s in %s is blank (Rules note 9)."),
                                  name, city_name (board, p[2]));
        return g_strdup_printf (_("%s in %s shows %d (Rules note 9)."),
                                name, city_name (board, p[2]), p[1]);
      }
    case GMP_LOG_GUARD_PLACED:
      {
        g_autofree char *name = guard_name (board, p[0]);

        return g_strdup_printf (_("%s is placed in %s by the National Guard table "
                                  "(Rules note 3)."), name, city_name (board, p[1]));
      }
    case GMP_LOG_GUARDS_DRAWN:
      /* The values themselves stay out of the log: they are hidden (Rules note 3) */
      if (p[1])
        return g_strdup_printf (ngettext ("%d National Guard is face down: only its counter "
                                          "knows its hidden side (Rules note 3).",
                                          "%d National Guards are face down: only their "
                                          "counters know their hidden sides (Rules note 3).",
                                          p[0]), p[0]);
      return g_strdup_printf (ngettext ("The hidden side of %d National Guard is drawn face "
                                        "down from the pool (Rules note 3).",
                                        "The hidden sides of %d National Guards are drawn face "
                                        "down from the pool (Rules note 3).", p[0]), p[0]);
    case GMP_LOG_GUARD_ROLL:
      /* The dice follow, as for every entry that rolled (Rules note 3) */
      if (p[1] < 0)
        return g_strdup_printf (_("National Guard table: rolled %d, which names no city: "
                                  "rolled again (Rules note 3)."), p[0]);
      if (p[2])
        return g_strdup_printf (_("National Guard table: rolled %d for %s, which is full: "
                                  "rolled again (Rules note 3)."), p[0], city_name (board, p[1]));
      return g_strdup_printf (_("National Guard table: rolled %d for %s (Rules note 3)."),
                              p[0], city_name (board, p[1]));
    case GMP_LOG_GUARD_REMOVED:
      {
        g_autofree char *name = guard_name (board, p[0]);

        return g_strdup_printf (_("%s is blank and is removed from %s (Rules note 9)."),
                                name, city_name (board, p[1]));
      }
    case GMP_LOG_UNIT_MOVED:
      {
        g_autofree char *name = logged_unit_name (board, p[0], p[4], p[5]);

        if (p[3] == 0)
          /* An overrun advance (Rules note 15) or a sortie's return (note 18) */
          return g_strdup_printf (_("%s moves from %s to %s without spending MP."),
                                  name, city_name (board, p[1]), city_name (board, p[2]));
        return g_strdup_printf (ngettext ("%s moves from %s to %s, spending %d MP.",
                                          "%s moves from %s to %s, spending %d MP.", p[3]),
                                name, city_name (board, p[1]), city_name (board, p[2]), p[3]);
      }
    default:
      break;
    }
  return g_strdup ("?");
}

/* A combat, its FX and its Hits (rules notes 12, 13, 15, 16, 18-20) */
static char *
combat_text (const GmpLogEntry *entry,
            const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_COMBAT:
      {
        g_autofree char *outcome = NULL;

        if (p[4] == GMP_COMBAT_OUTCOME_OVERRUN)
          return g_strdup_printf (_("Overrun in %s: the enemy unit is eliminated (Rules note 15)."),
                                  city_name (board, p[0]));
        outcome = combat_outcome (p);
        /* Translators: Hits each side took (suffered); the last %s is the
         * retreat ruling: "The Swarm retreats: it took more Hits (Rules note 13)." */
        return g_strdup_printf (ngettext ("Combat in %s (%d die). Hits taken: the Swarm %d, the "
                                          "Humans %d. %s",
                                          "Combat in %s (%d dice). Hits taken: the Swarm %d, the "
                                          "Humans %d. %s", p[5]),
                                city_name (board, p[0]), p[5], p[1], p[2], outcome);
      }
    case GMP_LOG_FX_PLAYED:
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup_printf (_("The Swarm plays %s in %s (Rules note 20)."),
                                chit_name (board, p[1]), city_name (board, p[2]));
      return g_strdup_printf (_("The Humans play %s in %s (Rules note 20)."),
                              chit_name (board, p[1]), city_name (board, p[2]));
    case GMP_LOG_FORT_OPTION:
      switch (p[1])
        {
        case 1:
          return g_strdup_printf (_("The Fort in %s makes a Full Attack (Rules note 18)."),
                                  city_name (board, p[0]));
        case 2:
          return g_strdup_printf (_("The Fort in %s fires a Barrage (Rules note 18)."),
                                  city_name (board, p[0]));
        case 4:
          return g_strdup_printf (_("The Human units in the Fort in %s may withdraw (Rules note 18)."),
                                  city_name (board, p[0]));
        case 8:
          return g_strdup_printf (_("The Human units in the Fort in %s sortie against %s (Rules note 18)."),
                                  city_name (board, p[0]), city_name (board, p[2]));
        default:
          return g_strdup_printf (_("The Fort in %s takes no option (Rules note 18)."),
                                  city_name (board, p[0]));
        }
    case GMP_LOG_ALLOCATION:
      if (p[4])
        {
          if (p[0] == GMP_SIDE_SWARM)
            return g_strdup_printf (_("The Swarm takes its Hits in %s keeping the most units "
                                      "(Rules note 12)."), city_name (board, p[1]));
          return g_strdup_printf (_("The Humans take their Hits in %s keeping the most units "
                                    "(Rules note 12)."), city_name (board, p[1]));
        }
      if (p[0] == GMP_SIDE_SWARM)
        /* TRANSLATORS: Hits placed by the players on units of their choosing;
         * the number is that choice's place in the list the command line shows */
        return g_strdup_printf (_("The Swarm takes its Hits in %s on the units the players "
                                  "chose, not keeping the most units (as allocation %d of %d "
                                  "listed, Rules note 12)."), city_name (board, p[1]), p[2] + 1, p[3]);
      return g_strdup_printf (_("The Humans take their Hits in %s on the units the players "
                                "chose, not keeping the most units (as allocation %d of %d "
                                "listed, Rules note 12)."), city_name (board, p[1]), p[2] + 1, p[3]);
    case GMP_LOG_UNIT_HIT:
      {
        g_autofree char *name = logged_unit_name (board, p[0], p[4], p[5]);

        /* "Tank (A) #3 in Chicago: reduced …": who, where, what became of it */
        if (!p[3])
          return g_strdup_printf (_("%s in %s: reduced by a Hit (Rules note 12)."),
                                  name, city_name (board, p[1]));
        if (p[2] == 0)
          return g_strdup_printf (_("%s in %s: eliminated without a Hit (Rules note 16)."),
                                  name, city_name (board, p[1]));
        return g_strdup_printf (ngettext ("%s in %s: eliminated by %d Hit (Rules notes 12, 16).",
                                          "%s in %s: eliminated by %d Hits (Rules notes 12, 16).",
                                          p[2]),
                                name, city_name (board, p[1]), p[2]);
      }
    case GMP_LOG_FORT_DAMAGED:
      if (p[2] == 0)
        return g_strdup_printf (_("The Fort in %s goes from strength %d to 0: it is destroyed for "
                                  "the rest of the game (Rules note 19)."),
                                city_name (board, p[0]), p[1]);
      return g_strdup_printf (_("The Fort in %s goes from strength %d to %d."),
                              city_name (board, p[0]), p[1], p[2]);
    default:
      break;
    }
  return g_strdup ("?");
}

/* What follows a combat: retreats, displacements, a Sortie's return, an overrun's advance (rules notes 14, 15, 18) */
static char *
after_combat_text (const GmpLogEntry *entry,
                  const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_IGNORE_RETREAT:
      return g_strdup_printf (_("The Humans ignore the retreat and stay in the Fort in %s "
                                "(Rules note 18)."), city_name (board, p[0]));
    case GMP_LOG_RETREAT:
      {
        g_autofree char *name = logged_unit_name (board, p[0], p[4], p[5]);

        if (p[1] < 0)
          return g_strdup_printf (_("%s cannot retreat from %s and is eliminated (Rules note 14)."),
                                  name, city_name (board, p[3]));
        if (p[2] > 0)
          return g_strdup_printf (ngettext ("%s retreats from %s to %s through enemy cities, "
                                            "taking %d more Hit (Rules note 14).",
                                            "%s retreats from %s to %s through enemy cities, "
                                            "taking %d more Hits (Rules note 14).", p[2]),
                                  name, city_name (board, p[3]), city_name (board, p[1]), p[2]);
        return g_strdup_printf (_("%s retreats from %s to %s (Rules note 14)."),
                                name, city_name (board, p[3]), city_name (board, p[1]));
      }
    case GMP_LOG_DISPLACED:
      {
        g_autofree char *name = logged_unit_name (board, p[0], p[3], p[4]);

        if (p[2] < 0)
          return g_strdup_printf (_("%s is over the stacking limit in %s, has nowhere to go and "
                                    "is eliminated (Rules note 14)."), name, city_name (board, p[1]));
        return g_strdup_printf (_("%s moves from over-stacked %s to %s (Rules note 14)."),
                                name, city_name (board, p[1]), city_name (board, p[2]));
      }
    case GMP_LOG_SORTIE_RETURN:
      if (p[1])
        return g_strdup_printf (_("The sortie units return from %s to their Fort (Rules note 18)."),
                                city_name (board, p[0]));
      return g_strdup_printf (_("The sortie units stay in %s (Rules note 18)."), city_name (board, p[0]));
    case GMP_LOG_ADVANCE:
      if (p[1] < 0)
        return g_strdup_printf (_("The overrunning units in %s do not advance (Rules note 15)."),
                                city_name (board, p[0]));
      return g_strdup_printf (ngettext ("%d overrunning unit advances from %s to %s (Rules note 15).",
                                        "%d overrunning units advance together from %s to %s "
                                        "(Rules note 15).", p[2]),
                              p[2], city_name (board, p[0]), city_name (board, p[1]));
    default:
      break;
    }
  return g_strdup ("?");
}

/* Danger and victory (rules notes 21, 22) */
static char *
end_text (const GmpLogEntry *entry,
         const GmpBoard    *board)
{
  const int *p = entry->params;

  switch (entry->kind)
    {
    case GMP_LOG_DANGER_ROLL:
      if (p[0] == GMP_SIDE_SWARM)
        {
          if (p[3])
            return g_strdup_printf (_("The Swarm rolls For Danger: %d, at least %d: the Earth is "
                                      "destroyed and the Swarm loses (Rules note 21)."), p[1], p[2]);
          return g_strdup_printf (_("The Swarm rolls For Danger: %d, under %d: the Earth survives "
                                    "(Rules note 21)."), p[1], p[2]);
        }
      if (p[3])
        return g_strdup_printf (_("The Humans roll For Danger: %d, at least %d: the Earth is "
                                  "destroyed and the Humans lose (Rules note 21)."), p[1], p[2]);
      return g_strdup_printf (_("The Humans roll For Danger: %d, under %d: the Earth survives "
                                "(Rules note 21)."), p[1], p[2]);
    case GMP_LOG_NO_DANGER:
      return g_strdup (_("The Danger marker is on a space without die symbols: no roll (Rules note 21)."));
    case GMP_LOG_DANGER_MOVED:
      if (p[1] == p[2])
        return g_strdup_printf (_("%s turns the Danger marker to its side on space %d, the last "
                                  "(Rules note 21)."), chit_name (board, p[0]), p[2]);
      return g_strdup_printf (_("%s moves the Danger marker from space %d to space %d, turned "
                                "to its side (Rules note 21)."),
                              chit_name (board, p[0]), p[1], p[2]);
    case GMP_LOG_GAME_OVER:
      switch (p[1])
        {
        case GMP_END_KEY_CITIES:
          return g_strdup_printf (_("The Swarm wins: %d key cities are destroyed (Rules note 22)."), p[2]);
        case GMP_END_LAST_TURN:
          return g_strdup (_("The Humans win: they held out to the end of the last turn (Rules note 22)."));
        case GMP_END_DANGER:
          if (p[0] == GMP_WINNER_SWARM)
            return g_strdup (_("The Swarm wins: the Humans destroyed the Earth (Rules note 21)."));
          return g_strdup (_("The Humans win: the Swarm destroyed the Earth (Rules note 21)."));
        default:
          return g_strdup (_("The game is over."));
        }
    case GMP_LOG_VICTORY_CHECK:
      switch (p[2])
        {
        case GMP_WINNER_SWARM:
          return g_strdup_printf (ngettext ("Victory check: %d key city destroyed, %d needed: the "
                                            "Swarm wins (Rules note 22).",
                                            "Victory check: %d key cities destroyed, %d needed: the "
                                            "Swarm wins (Rules note 22).", p[0]), p[0], p[1]);
        case GMP_WINNER_HUMANS:
          return g_strdup_printf (ngettext ("Victory check: %d key city destroyed, %d needed, and the "
                                            "last turn is over: the Humans win (Rules note 22).",
                                            "Victory check: %d key cities destroyed, %d needed, and "
                                            "the last turn is over: the Humans win (Rules note 22).",
                                            p[0]), p[0], p[1]);
        default:
          return g_strdup_printf (ngettext ("Victory check: %d key city destroyed, %d needed: the "
                                            "game goes on (Rules note 22).",
                                            "Victory check: %d key cities destroyed, %d needed: the "
                                            "game goes on (Rules note 22).", p[0]), p[0], p[1]);
        }
    default:
      break;
    }
  return g_strdup ("?");
}

/* A referee's correction (GMP_LOG_CORRECTION) */
static char *
correction_text (const GmpLogEntry *entry,
                 const GmpBoard    *board)
{
  g_autofree char *body = correction_body (board, entry->params);

  /* Translators: what the referee changed in a game under way, "Referee’s
   * correction: Tank (A) #3 moved from Chicago to Detroit." */
  return g_strdup_printf (_("Referee’s correction: %s."), body);
}

/* Each kind's words, by the part of the rules it belongs to */
static char *
entry_text (const GmpLogEntry *entry,
            const GmpBoard    *board)
{
  switch (entry->kind)
    {
    case GMP_LOG_TURN_BEGINS:
    case GMP_LOG_PHASE_BEGINS:
    case GMP_LOG_ACTIVATED:
    case GMP_LOG_MOVEMENT_DONE:
    case GMP_LOG_ACTIVATION_ENDS:
      return sequence_text (entry, board);
    case GMP_LOG_CHIT_DRAWN:
    case GMP_LOG_FX_TO_HAND:
    case GMP_LOG_END_DRAWN:
    case GMP_LOG_HOLD:
    case GMP_LOG_NO_HOLD:
    case GMP_LOG_NOTHING_ACTIVATED:
    case GMP_LOG_CHITS_TO_CUP:
    case GMP_LOG_CHIT_ENTERS_CUP:
      return cup_text (entry, board);
    case GMP_LOG_ALLY_CHOSEN:
    case GMP_LOG_ALLY_REMOVED:
    case GMP_LOG_UNITS_OFF_TRACK:
    case GMP_LOG_UNIT_RETURNED:
    case GMP_LOG_UNIT_DELAYED:
    case GMP_LOG_ALLY_PLACED:
    case GMP_LOG_ALLY_WAITS:
      return arrival_text (entry, board);
    case GMP_LOG_GUARD_REVEALED:
    case GMP_LOG_GUARD_PLACED:
    case GMP_LOG_GUARDS_DRAWN:
    case GMP_LOG_GUARD_ROLL:
    case GMP_LOG_GUARD_REMOVED:
    case GMP_LOG_UNIT_MOVED:
      return guard_text (entry, board);
    case GMP_LOG_COMBAT:
    case GMP_LOG_FX_PLAYED:
    case GMP_LOG_FORT_OPTION:
    case GMP_LOG_ALLOCATION:
    case GMP_LOG_UNIT_HIT:
    case GMP_LOG_FORT_DAMAGED:
      return combat_text (entry, board);
    case GMP_LOG_IGNORE_RETREAT:
    case GMP_LOG_RETREAT:
    case GMP_LOG_DISPLACED:
    case GMP_LOG_SORTIE_RETURN:
    case GMP_LOG_ADVANCE:
      return after_combat_text (entry, board);
    case GMP_LOG_DANGER_ROLL:
    case GMP_LOG_NO_DANGER:
    case GMP_LOG_DANGER_MOVED:
    case GMP_LOG_GAME_OVER:
    case GMP_LOG_VICTORY_CHECK:
      return end_text (entry, board);
    case GMP_LOG_CORRECTION:
      return correction_text (entry, board);
    case GMP_LOG_N_KINDS:
    default:
      break;
    }
  return g_strdup ("?");
}

char *
gmp_log_entry_to_string (const GmpLogEntry *entry,
                         const GmpBoard    *board)
{
  g_autofree char *text = NULL;
  g_autofree char *dice = NULL;

  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (board != NULL, NULL);

  text = entry_text (entry, board);
  if (entry->n_dice == 0)
    return g_steal_pointer (&text);
  dice = gmp_log_entry_dice_to_string (entry);
  /* Translators: a log line, then the dice it rolled: "… Dice: 4 6 1." */
  return g_strdup_printf (_("%s Dice: %s."), text, dice);
}

/* Whether entry i is a unit's move like the first's: same from, to and MP */
static gboolean
same_move (const GmpLogEntry *entry,
           const GmpLogEntry *first)
{
  return entry->kind == GMP_LOG_UNIT_MOVED && entry->params[1] == first->params[1]
         && entry->params[2] == first->params[2] && entry->params[3] == first->params[3];
}

char *
gmp_log_describe_moves (const GmpLog   *log,
                        guint           first,
                        guint           end,
                        const GmpBoard *board,
                        guint          *n_told)
{
  const GmpLogEntry *head;
  g_autoptr(GString) names = g_string_new (NULL);
  guint n = 0;

  g_return_val_if_fail (log != NULL && board != NULL, NULL);

  if (first >= end || end > gmp_log_get_n_entries (log))
    return NULL;
  head = gmp_log_get_entry (log, first);
  if (head->kind != GMP_LOG_UNIT_MOVED)
    return NULL;
  for (guint i = first; i < end && same_move (gmp_log_get_entry (log, i), head); i++, n++)
    {
      const int *p = gmp_log_get_entry (log, i)->params;
      g_autofree char *name = logged_unit_name (board, p[0], p[4], p[5]);

      if (n > 0)
        g_string_append (names, ", ");
      g_string_append (names, name);
    }
  if (n < 2)
    return NULL;
  if (n_told != NULL)
    *n_told = n;
  if (head->params[3] == 0)
    /* TRANSLATORS: several units' overrun advance or return, "Ant 1, Worm 1 move
     * from Minneapolis to Chicago without spending MP." */
    return g_strdup_printf (_("%s move from %s to %s without spending MP."), names->str,
                            city_name (board, head->params[1]), city_name (board, head->params[2]));
  /* TRANSLATORS: several units moved together, "Ant 1, Worm 1 move from
   * Minneapolis to Chicago, spending 1 MP each." */
  return g_strdup_printf (ngettext ("%s move from %s to %s, spending %d MP each.",
                                    "%s move from %s to %s, spending %d MP each.", head->params[3]),
                          names->str, city_name (board, head->params[1]),
                          city_name (board, head->params[2]), head->params[3]);
}
