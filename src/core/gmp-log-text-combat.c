/* gmp-log-text-combat.c: a combat in the log, in words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The entries a combat writes (its FX, a Fort's option, the Hits each side
 * takes and on whom, the combat's dice and result, Fort damage) and those
 * of what follows it (retreats, displacements, a Sortie's return, an
 * overrun's advance), as players say them. Rulebook: Combat, Fort Combat,
 * Retreat; each sentence names its rules note (12-16, 18-20).
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-log-text-private.h"

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
        return g_strdup (_("The Swarm Retreats: it took more Hits, and the Humans’ Fort still "
                           "stands, which counts as Units left (Rules notes 13, 18)."));
      G_GNUC_FALLTHROUGH;
    case GMP_COMBAT_OUTCOME_MORE_HITS:
      if (swarm)
        return g_strdup (_("The Swarm Retreats: it took more Hits (Rules note 13)."));
      if (p[3] == GMP_SIDE_HUMANS)
        return g_strdup (_("The Humans Retreat: they took more Hits (Rules note 13)."));
      break;
    case GMP_COMBAT_OUTCOME_TIE_FORT:
      if (swarm)
        return g_strdup (_("A tie: the acting side, the Swarm, Retreats; the Humans’ Fort still "
                           "stands, which counts as Units left (Rules notes 13, 18)."));
      G_GNUC_FALLTHROUGH;
    case GMP_COMBAT_OUTCOME_TIE:
      if (swarm)
        return g_strdup (_("A tie: the acting side, the Swarm, Retreats (Rules note 13)."));
      if (p[3] == GMP_SIDE_HUMANS)
        return g_strdup (_("A tie: the acting side, the Humans, Retreat (Rules note 13)."));
      break;
    case GMP_COMBAT_OUTCOME_SWARM_GONE:
      return g_strdup (_("Nobody Retreats: the Swarm has no units left (Rules note 13)."));
    case GMP_COMBAT_OUTCOME_HUMANS_GONE:
      return g_strdup (_("Nobody Retreats: the Humans have no units left (Rules note 13)."));
    case GMP_COMBAT_OUTCOME_FORT_DESTROYED:
      return g_strdup (_("Nobody Retreats: the Humans have no units left and their Fort was "
                         "destroyed (Rules notes 13, 18)."));
    case GMP_COMBAT_OUTCOME_BARRAGE_NO_HITS:
      return g_strdup (_("Nobody Retreats: nobody took a Hit in the Barrage (Rules note 18)."));
    default:
      break;
    }
  /* A log that kept no reason, or one that does not fit its side */
  if (swarm)
    return g_strdup (_("The Swarm Retreats."));
  if (p[3] == GMP_SIDE_HUMANS)
    return g_strdup (_("The Humans Retreat."));
  return g_strdup (_("Nobody Retreats."));
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
                                  _gmp_log_text_city (board, p[0]));
        outcome = combat_outcome (p);
        /* Translators: Hits each side took (suffered); the last %s is the
         * retreat ruling: "The Swarm Retreats: it took more Hits (Rules note 13)." */
        return g_strdup_printf (ngettext ("Combat in %s (%d die). Hits taken: the Swarm %d, the "
                                          "Humans %d. %s",
                                          "Combat in %s (%d dice). Hits taken: the Swarm %d, the "
                                          "Humans %d. %s", p[5]),
                                _gmp_log_text_city (board, p[0]), p[5], p[1], p[2], outcome);
      }
    case GMP_LOG_FX_PLAYED:
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup_printf (_("The Swarm plays %s in %s (Rules note 20)."),
                                _gmp_log_text_chit (board, p[1]), _gmp_log_text_city (board, p[2]));
      return g_strdup_printf (_("The Humans play %s in %s (Rules note 20)."),
                              _gmp_log_text_chit (board, p[1]), _gmp_log_text_city (board, p[2]));
    case GMP_LOG_FORT_OPTION:
      switch (p[1])
        {
        case 1:
          return g_strdup_printf (_("The Fort in %s makes a Full Attack (Rules note 18)."),
                                  _gmp_log_text_city (board, p[0]));
        case 2:
          return g_strdup_printf (_("The Fort in %s fires a Barrage (Rules note 18)."),
                                  _gmp_log_text_city (board, p[0]));
        case 4:
          return g_strdup_printf (_("The Human units in the Fort in %s may withdraw (Rules note 18)."),
                                  _gmp_log_text_city (board, p[0]));
        case 8:
          return g_strdup_printf (_("The Human units in the Fort in %s Sortie against %s (Rules note 18)."),
                                  _gmp_log_text_city (board, p[0]), _gmp_log_text_city (board, p[2]));
        default:
          return g_strdup_printf (_("The Fort in %s takes no option (Rules note 18)."),
                                  _gmp_log_text_city (board, p[0]));
        }
    case GMP_LOG_ALLOCATION:
      if (p[4])
        {
          if (p[0] == GMP_SIDE_SWARM)
            return g_strdup_printf (_("The Swarm takes its Hits in %s keeping the most units "
                                      "(Rules note 12)."), _gmp_log_text_city (board, p[1]));
          return g_strdup_printf (_("The Humans take their Hits in %s keeping the most units "
                                    "(Rules note 12)."), _gmp_log_text_city (board, p[1]));
        }
      /* Without the entries that follow it (an entry alone, an older log):
       * whose choice it was, never the choice's place in a list the players
       * never see (issue 16); _gmp_log_text_allocation() names the units */
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup_printf (_("The Swarm takes its Hits in %s on the units it chose "
                                  "(Rules note 12)."), _gmp_log_text_city (board, p[1]));
      return g_strdup_printf (_("The Humans take their Hits in %s on the units they chose "
                                "(Rules note 12)."), _gmp_log_text_city (board, p[1]));
    case GMP_LOG_UNIT_HIT:
      {
        g_autofree char *name = _gmp_log_text_unit (board, p[0], p[4], p[5]);

        /* "Tank (A) #3 in Chicago: reduced …": who, where, what became of it */
        if (!p[3])
          return g_strdup_printf (_("%s in %s: reduced by a Hit (Rules note 12)."),
                                  name, _gmp_log_text_city (board, p[1]));
        if (p[2] == 0)
          return g_strdup_printf (_("%s in %s: eliminated without a Hit (Rules note 16)."),
                                  name, _gmp_log_text_city (board, p[1]));
        return g_strdup_printf (ngettext ("%s in %s: eliminated by %d Hit (Rules notes 12, 16).",
                                          "%s in %s: eliminated by %d Hits (Rules notes 12, 16).",
                                          p[2]),
                                name, _gmp_log_text_city (board, p[1]), p[2]);
      }
    case GMP_LOG_FORT_DAMAGED:
      if (p[2] == 0)
        return g_strdup_printf (_("The Fort in %s goes from strength %d to 0: it is destroyed for "
                                  "the rest of the game (Rules note 19)."),
                                _gmp_log_text_city (board, p[0]), p[1]);
      return g_strdup_printf (_("The Fort in %s goes from strength %d to %d."),
                              _gmp_log_text_city (board, p[0]), p[1], p[2]);
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
      return g_strdup_printf (_("The Humans ignore the Retreat and stay in the Fort in %s "
                                "(Rules note 18)."), _gmp_log_text_city (board, p[0]));
    case GMP_LOG_RETREAT:
      {
        g_autofree char *name = _gmp_log_text_unit (board, p[0], p[4], p[5]);

        if (p[1] < 0)
          return g_strdup_printf (_("%s cannot Retreat from %s and is eliminated (Rules note 14)."),
                                  name, _gmp_log_text_city (board, p[3]));
        if (p[2] > 0)
          return g_strdup_printf (ngettext ("%s Retreats from %s to %s through enemy cities, "
                                            "taking %d more Hit (Rules note 14).",
                                            "%s Retreats from %s to %s through enemy cities, "
                                            "taking %d more Hits (Rules note 14).", p[2]),
                                  name, _gmp_log_text_city (board, p[3]), _gmp_log_text_city (board, p[1]), p[2]);
        return g_strdup_printf (_("%s Retreats from %s to %s (Rules note 14)."),
                                name, _gmp_log_text_city (board, p[3]), _gmp_log_text_city (board, p[1]));
      }
    case GMP_LOG_DISPLACED:
      {
        g_autofree char *name = _gmp_log_text_unit (board, p[0], p[3], p[4]);

        if (p[2] < 0)
          return g_strdup_printf (_("%s is over the stacking limit in %s, has nowhere to go and "
                                    "is eliminated (Rules note 14)."), name, _gmp_log_text_city (board, p[1]));
        return g_strdup_printf (_("%s moves from over-stacked %s to %s (Rules note 14)."),
                                name, _gmp_log_text_city (board, p[1]), _gmp_log_text_city (board, p[2]));
      }
    case GMP_LOG_SORTIE_RETURN:
      if (p[1])
        return g_strdup_printf (_("The Sortie units return from %s to their Fort (Rules note 18)."),
                                _gmp_log_text_city (board, p[0]));
      return g_strdup_printf (_("The Sortie units stay in %s (Rules note 18)."), _gmp_log_text_city (board, p[0]));
    case GMP_LOG_ADVANCE:
      if (p[1] < 0)
        return g_strdup_printf (_("The overrunning units in %s do not advance (Rules note 15)."),
                                _gmp_log_text_city (board, p[0]));
      return g_strdup_printf (ngettext ("%d overrunning unit advances from %s to %s (Rules note 15).",
                                        "%d overrunning units advance together from %s to %s "
                                        "(Rules note 15).", p[2]),
                              p[2], _gmp_log_text_city (board, p[0]), _gmp_log_text_city (board, p[1]));
    default:
      break;
    }
  return g_strdup ("?");
}

char *
_gmp_log_text_combat (const GmpLogEntry *entry,
                      const GmpBoard    *board)
{
  switch (entry->kind)
    {
    case GMP_LOG_IGNORE_RETREAT:
    case GMP_LOG_RETREAT:
    case GMP_LOG_DISPLACED:
    case GMP_LOG_SORTIE_RETURN:
    case GMP_LOG_ADVANCE:
      return after_combat_text (entry, board);
    default:
      return combat_text (entry, board);
    }
}

/* Who took a side's Hits in a combat, from the entries after its combat
 * entry: each unit hit by name and fate, the Fort's lost strength, and the
 * Hits nobody could take (those the combat entry counts, less those placed) */
typedef struct {
  GPtrArray *names;
  gboolean   eliminated[GMP_COMBAT_MAX_UNITS];
  guint      placed;
  guint      fort_hits;
  int        suffered;   /* -1: no combat entry met yet */
} HitsTaken;

typedef enum {
  GATHER_ON,     /* the entry is of the combat: read on */
  GATHER_DONE,   /* the combat's entries are over */
  GATHER_FAILED, /* the entries do not tell it (an older or hand-edited log) */
} Gather;

/* The allocation entry opens a combat's entries, in the order
 * gmp-turn-combat-replay.c logs them: the other side's allocation, the FX
 * played and the Danger marker they moved, the combat itself, then its
 * effects: Guards revealed, Hits, Fort damage. Anything else ends them. */
static Gather
gather_hits (HitsTaken         *taken,
             const GmpLogEntry *entry,
             const GmpBoard    *board,
             GmpSide            side,
             int                city)
{
  const int *p = entry->params;
  gboolean after = taken->suffered >= 0;

  switch (entry->kind)
    {
    case GMP_LOG_ALLOCATION:
    case GMP_LOG_FX_PLAYED:
    case GMP_LOG_DANGER_MOVED:
      /* After the combat entry: the next combat's */
      return after ? GATHER_DONE : GATHER_ON;
    case GMP_LOG_COMBAT:
      if (after)
        return GATHER_DONE;
      if (p[0] != city)
        return GATHER_FAILED;
      taken->suffered = side == GMP_SIDE_SWARM ? p[1] : p[2];
      return GATHER_ON;
    case GMP_LOG_GUARD_REVEALED:
    case GMP_LOG_GUARD_REMOVED:
      return after ? GATHER_ON : GATHER_FAILED;
    case GMP_LOG_UNIT_HIT:
      if (!after)
        return GATHER_FAILED;
      /* Hits placed: an overrun's or an FX's eliminations take none (p2 0) */
      if (p[1] != city || p[2] <= 0)
        return GATHER_ON;
      /* An older log kept no type: the side cannot be told */
      if (p[4] <= 0 || (guint) p[4] > board->n_unit_types)
        return GATHER_FAILED;
      if (board->unit_types[p[4] - 1].side != side)
        return GATHER_ON;
      if (taken->names->len >= G_N_ELEMENTS (taken->eliminated))
        return GATHER_FAILED;
      taken->eliminated[taken->names->len] = p[3] != 0;
      g_ptr_array_add (taken->names, _gmp_log_text_unit (board, p[0], p[4], p[5]));
      taken->placed += (guint) p[2];
      return GATHER_ON;
    case GMP_LOG_FORT_DAMAGED:
      if (!after)
        return GATHER_FAILED;
      if (p[0] == city && side == GMP_SIDE_HUMANS && p[1] > p[2])
        {
          taken->fort_hits = (guint) (p[1] - p[2]);
          taken->placed += taken->fort_hits;
        }
      return GATHER_ON;
    default:
      return after ? GATHER_DONE : GATHER_FAILED;
    }
}

char *
_gmp_log_text_allocation (const GmpLog   *log,
                          guint           index,
                          const GmpBoard *board)
{
  const GmpLogEntry *entry = gmp_log_get_entry (log, index);
  guint n = gmp_log_get_n_entries (log);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  HitsTaken taken = { names, { FALSE }, 0, 0, -1 };
  g_autofree char *hits = NULL;
  Gather step = GATHER_ON;
  GmpSide side;

  if (entry->kind != GMP_LOG_ALLOCATION
      || (entry->params[0] != GMP_SIDE_SWARM && entry->params[0] != GMP_SIDE_HUMANS))
    return NULL;
  side = entry->params[0];
  for (guint i = index + 1; i < n && step == GATHER_ON; i++)
    step = gather_hits (&taken, gmp_log_get_entry (log, i), board, side, entry->params[1]);
  if (step == GATHER_FAILED || taken.suffered < 0)
    return NULL;
  hits = gmp_combat_hits_words ((const char *const *) names->pdata, taken.eliminated, names->len,
                                taken.fort_hits,
                                (guint) taken.suffered > taken.placed
                                ? (guint) taken.suffered - taken.placed : 0);
  return gmp_combat_hits_taken_sentence (side, _gmp_log_text_city (board, entry->params[1]), hits,
                                         entry->params[4] != 0);
}
