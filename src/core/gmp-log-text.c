/* gmp-log-text.c: the log's words for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every log entry is numbers (gmp-log.c keeps them, checks them and writes
 * them to files); these are the sentences people read, one function per part
 * of the rules the entries come from, in the language of whoever reads the
 * log. Rulebook: every part (../shared/rules/, 1. Fade In, 2. Action,
 * 3. Fade Out); each sentence names its rules note. A translation fix
 * touches these files alone, never a rule: this one holds the turn's
 * sequence, the cup, arrivals, Guards and moves, the end, and the entry
 * point; a combat's entries are in gmp-log-text-combat.c, a referee's
 * correction in gmp-log-text-correction.c.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-describe.h"
#include "gmp-log-text-private.h"

const char *
_gmp_log_text_chit (const GmpBoard *board,
                    int             chit)
{
  return chit >= 0 && (guint) chit < board->n_chits ? board->chits[chit].name : "?";
}

const char *
_gmp_log_text_city (const GmpBoard *board,
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

char *
_gmp_log_text_unit (const GmpBoard *board,
                    int             unit,
                    int             type_plus_1,
                    int             formation_plus_1)
{
  if (type_plus_1 <= 0)
    /* Translators: a unit known by its number alone (an older saved log) */
    return g_strdup_printf (_("Unit #%d"), unit);
  return unit_name (board, type_plus_1 - 1, formation_plus_1 - 1);
}

char *
_gmp_log_text_guard (const GmpBoard *board,
                     int             unit)
{
  for (guint t = 0; t < board->n_unit_types; t++)
    if (board->unit_types[t].guard)
      return unit_name (board, t, GMP_NONE);
  return _gmp_log_text_unit (board, unit, 0, 0);
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
      return g_strdup_printf (_("The Activation of Formation %s is over."),
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
        return g_strdup_printf (_("Drew %s from the cup."), _gmp_log_text_chit (board, p[0]));
      return g_strdup_printf (_("The players drew %s from the cup."), _gmp_log_text_chit (board, p[0]));
    case GMP_LOG_FX_TO_HAND:
      /* Whose it is, by name: new players do not know every FX's side */
      if (p[0] >= 0 && (guint) p[0] < board->n_chits && board->chits[p[0]].owner == GMP_SIDE_SWARM)
        return g_strdup_printf (_("%s goes to the Swarm’s hand for this turn (Rules note 20)."),
                                _gmp_log_text_chit (board, p[0]));
      if (p[0] >= 0 && (guint) p[0] < board->n_chits && board->chits[p[0]].owner == GMP_SIDE_HUMANS)
        return g_strdup_printf (_("%s goes to the Humans’ hand for this turn (Rules note 20)."),
                                _gmp_log_text_chit (board, p[0]));
      return g_strdup_printf (_("%s goes to its owner for this turn (Rules note 20)."),
                              _gmp_log_text_chit (board, p[0]));
    case GMP_LOG_END_DRAWN:
      /* The rulebook's words: three "…The End???" on the Turn End Track
       * end the Action Phase */
      return g_strdup_printf (_("“…The End???” goes on the Turn End Track: %d of the %d that end "
                                "the Action Phase (Rules note 1)."), p[1], p[2]);
    case GMP_LOG_HOLD:
      /* Separate sentences per side: the verb agrees differently in other
       * languages (pt_BR: o Enxame guarda, os Humanos guardam) */
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup_printf (_("The Swarm holds %s for the next turn (Rules note 5)."),
                                _gmp_log_text_chit (board, p[1]));
      return g_strdup_printf (_("The Humans hold %s for the next turn (Rules note 5)."),
                              _gmp_log_text_chit (board, p[1]));
    case GMP_LOG_NO_HOLD:
      if (p[0] == GMP_SIDE_SWARM)
        return g_strdup (_("The Swarm holds no chit."));
      return g_strdup (_("The Humans hold no chit."));
    case GMP_LOG_NOTHING_ACTIVATED:
      return g_strdup (_("No Formation was activated this turn: no chit may be held (Rules note 5)."));
    case GMP_LOG_CHITS_TO_CUP:
      return g_strdup_printf (ngettext ("%d chit goes back into the cup.",
                                        "%d chits go back into the cup.", p[0]), p[0]);
    case GMP_LOG_CHIT_ENTERS_CUP:
      return g_strdup_printf (_("%s enters the cup (Rules notes 2, 23)."), _gmp_log_text_chit (board, p[0]));
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
                              _gmp_log_text_chit (board, p[1]), formation_name (board, p[0]));
    case GMP_LOG_ALLY_REMOVED:
      return g_strdup_printf (_("%s is removed from the game: another nation came (Rules note 23)."),
                              _gmp_log_text_chit (board, p[0]));
    case GMP_LOG_UNITS_OFF_TRACK:
      return g_strdup_printf (ngettext ("%d Swarm unit comes off the Time Track for turn %d (Rules note 6).",
                                        "%d Swarm units come off the Time Track for turn %d (Rules note 6).",
                                        p[0]),
                              p[0], p[1]);
    case GMP_LOG_UNIT_RETURNED:
      {
        g_autofree char *name = unit_name (board, p[2], p[3]);
        return g_strdup_printf (_("%s returns to its hive in %s (Rules note 6)."),
                                name, _gmp_log_text_city (board, p[1]));
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
        return g_strdup_printf (_("%s arrives in %s (Rules note 23)."), name, _gmp_log_text_city (board, p[1]));
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
        g_autofree char *name = _gmp_log_text_guard (board, p[0]);

        if (p[1] == GMP_GUARD_BLANK)
          return g_strdup_printf (_("%s in %s is blank (Rules note 9)."),
                                  name, _gmp_log_text_city (board, p[2]));
        return g_strdup_printf (_("%s in %s shows %d (Rules note 9)."),
                                name, _gmp_log_text_city (board, p[2]), p[1]);
      }
    case GMP_LOG_GUARD_PLACED:
      {
        g_autofree char *name = _gmp_log_text_guard (board, p[0]);

        return g_strdup_printf (_("%s is placed in %s by the National Guard table "
                                  "(Rules note 3)."), name, _gmp_log_text_city (board, p[1]));
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
                                  "rolled again (Rules note 3)."), p[0], _gmp_log_text_city (board, p[1]));
      return g_strdup_printf (_("National Guard table: rolled %d for %s (Rules note 3)."),
                              p[0], _gmp_log_text_city (board, p[1]));
    case GMP_LOG_GUARD_REMOVED:
      {
        g_autofree char *name = _gmp_log_text_guard (board, p[0]);

        return g_strdup_printf (_("%s is blank and is removed from %s (Rules note 9)."),
                                name, _gmp_log_text_city (board, p[1]));
      }
    case GMP_LOG_UNIT_MOVED:
      {
        g_autofree char *name = _gmp_log_text_unit (board, p[0], p[4], p[5]);

        if (p[3] == 0)
          /* An overrun advance (Rules note 15) or a sortie's return (note 18) */
          return g_strdup_printf (_("%s moves from %s to %s without spending MP."),
                                  name, _gmp_log_text_city (board, p[1]), _gmp_log_text_city (board, p[2]));
        return g_strdup_printf (ngettext ("%s moves from %s to %s, spending %d MP.",
                                          "%s moves from %s to %s, spending %d MP.", p[3]),
                                name, _gmp_log_text_city (board, p[1]), _gmp_log_text_city (board, p[2]), p[3]);
      }
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
                                  "(Rules note 21)."), _gmp_log_text_chit (board, p[0]), p[2]);
      return g_strdup_printf (_("%s moves the Danger marker from space %d to space %d, turned "
                                "to its side (Rules note 21)."),
                              _gmp_log_text_chit (board, p[0]), p[1], p[2]);
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
    case GMP_LOG_IGNORE_RETREAT:
    case GMP_LOG_RETREAT:
    case GMP_LOG_DISPLACED:
    case GMP_LOG_SORTIE_RETURN:
    case GMP_LOG_ADVANCE:
      return _gmp_log_text_combat (entry, board);
    case GMP_LOG_DANGER_ROLL:
    case GMP_LOG_NO_DANGER:
    case GMP_LOG_DANGER_MOVED:
    case GMP_LOG_GAME_OVER:
    case GMP_LOG_VICTORY_CHECK:
      return end_text (entry, board);
    case GMP_LOG_CORRECTION:
      return _gmp_log_text_correction (entry, board);
    case GMP_LOG_N_KINDS:
    default:
      break;
    }
  return g_strdup ("?");
}

/* The text with the entry's dice after it, if it rolled any */
static char *
with_dice (const GmpLogEntry *entry,
           char              *text)
{
  g_autofree char *owned = text;
  g_autofree char *dice = NULL;

  if (entry->n_dice == 0)
    return g_steal_pointer (&owned);
  dice = gmp_log_entry_dice_to_string (entry);
  /* Translators: a log line, then the dice it rolled: "… Dice: 4 6 1." */
  return g_strdup_printf (_("%s Dice: %s."), owned, dice);
}

char *
gmp_log_entry_to_string (const GmpLogEntry *entry,
                         const GmpBoard    *board)
{
  g_return_val_if_fail (entry != NULL, NULL);
  g_return_val_if_fail (board != NULL, NULL);

  return with_dice (entry, entry_text (entry, board));
}

char *
gmp_log_entry_to_string_at (const GmpLog   *log,
                            guint           index,
                            const GmpBoard *board)
{
  const GmpLogEntry *entry;
  char *text = NULL;

  g_return_val_if_fail (log != NULL && board != NULL, NULL);
  g_return_val_if_fail (index < gmp_log_get_n_entries (log), NULL);

  entry = gmp_log_get_entry (log, index);
  /* The Hits taken, unit by unit, are in the entries that follow */
  if (entry->kind == GMP_LOG_ALLOCATION)
    text = _gmp_log_text_allocation (log, index, board);
  if (text == NULL)
    text = entry_text (entry, board);
  return with_dice (entry, text);
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
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *names = NULL;
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

      g_ptr_array_add (units, _gmp_log_text_unit (board, p[0], p[4], p[5]));
    }
  if (n < 2)
    return NULL;
  if (n_told != NULL)
    *n_told = n;
  /* "2 × Ant 1, Worm 1", as the city's units are listed */
  names = gmp_describe_names_counted ((const char *const *) units->pdata, units->len);
  if (head->params[3] == 0)
    /* TRANSLATORS: several units' overrun advance or return, "Ant 1, Worm 1 move
     * from Minneapolis to Chicago without spending MP." */
    return g_strdup_printf (_("%s move from %s to %s without spending MP."), names,
                            _gmp_log_text_city (board, head->params[1]), _gmp_log_text_city (board, head->params[2]));
  /* TRANSLATORS: several units moved together, "Ant 1, Worm 1 move from
   * Minneapolis to Chicago, spending 1 MP each." */
  return g_strdup_printf (ngettext ("%s move from %s to %s, spending %d MP each.",
                                    "%s move from %s to %s, spending %d MP each.", head->params[3]),
                          names, _gmp_log_text_city (board, head->params[1]),
                          _gmp_log_text_city (board, head->params[2]), head->params[3]);
}
