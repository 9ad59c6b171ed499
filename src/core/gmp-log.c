/* gmp-log.c: the game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-describe.h"
#include "gmp-error.h"
#include "gmp-log.h"

struct _GmpLog
{
  GArray *entries;   /* of GmpLogEntry */
};

static const char * const kind_ids[] = {
  [GMP_LOG_TURN_BEGINS] = "turn-begins",
  [GMP_LOG_PHASE_BEGINS] = "phase-begins",
  [GMP_LOG_CHIT_DRAWN] = "chit-drawn",
  [GMP_LOG_ACTIVATED] = "activated",
  [GMP_LOG_FX_TO_HAND] = "fx-to-hand",
  [GMP_LOG_END_DRAWN] = "end-drawn",
  [GMP_LOG_ALLY_CHOSEN] = "ally-chosen",
  [GMP_LOG_ALLY_REMOVED] = "ally-removed",
  [GMP_LOG_MOVEMENT_DONE] = "movement-done",
  [GMP_LOG_GUARD_REVEALED] = "guard-revealed",
  [GMP_LOG_COMBAT] = "combat",
  [GMP_LOG_ACTIVATION_ENDS] = "activation-ends",
  [GMP_LOG_HOLD] = "hold",
  [GMP_LOG_NO_HOLD] = "no-hold",
  [GMP_LOG_NOTHING_ACTIVATED] = "nothing-activated",
  [GMP_LOG_CHITS_TO_CUP] = "chits-to-cup",
  [GMP_LOG_DANGER_ROLL] = "danger-roll",
  [GMP_LOG_NO_DANGER] = "no-danger",
  [GMP_LOG_GAME_OVER] = "game-over",
  [GMP_LOG_UNITS_OFF_TRACK] = "units-off-track",
  [GMP_LOG_UNIT_RETURNED] = "unit-returned",
  [GMP_LOG_UNIT_DELAYED] = "unit-delayed",
  [GMP_LOG_CHIT_ENTERS_CUP] = "chit-enters-cup",
  [GMP_LOG_ALLY_PLACED] = "ally-placed",
  [GMP_LOG_ALLY_WAITS] = "ally-waits",
  [GMP_LOG_FX_PLAYED] = "fx-played",
  [GMP_LOG_FORT_OPTION] = "fort-option",
  [GMP_LOG_ALLOCATION] = "allocation",
  [GMP_LOG_IGNORE_RETREAT] = "ignore-retreat",
  [GMP_LOG_RETREAT] = "retreat",
  [GMP_LOG_DISPLACED] = "displaced",
  [GMP_LOG_SORTIE_RETURN] = "sortie-return",
  [GMP_LOG_ADVANCE] = "advance",
  [GMP_LOG_GUARD_PLACED] = "guard-placed",
  [GMP_LOG_GUARDS_DRAWN] = "guards-drawn",
  [GMP_LOG_UNIT_MOVED] = "unit-moved",
  [GMP_LOG_GUARD_ROLL] = "guard-roll",
  [GMP_LOG_UNIT_HIT] = "unit-hit",
  [GMP_LOG_FORT_DAMAGED] = "fort-damaged",
  [GMP_LOG_DANGER_MOVED] = "danger-moved",
  [GMP_LOG_GUARD_REMOVED] = "guard-removed",
  [GMP_LOG_VICTORY_CHECK] = "victory-check",
  [GMP_LOG_CORRECTION] = "correction",
};

/* What each parameter is, one row per kind: for checking a log read from a
 * file, and for naming board items by id in files (param_types below).
 * c chit, y city, Y city or -1, u unit, f formation, s side, S side or -1,
 * p phase, t unit type, r Fort (files name it by its city), n a count (>= 0),
 * b 0 or 1, o a GmpCombatOutcome, w a GmpWinner, T unit type + 1 or 0,
 * F formation + 1 or 0, k a GmpLogCorrection (files name it),
 * - anything. A kind without a row takes any numbers. A correction's row
 * depends on what it corrected: correction_params below. */
static const char * const kind_params[] = {
  [GMP_LOG_TURN_BEGINS] = "n",
  [GMP_LOG_PHASE_BEGINS] = "p",
  [GMP_LOG_CHIT_DRAWN] = "cb",
  [GMP_LOG_ACTIVATED] = "fcb",
  [GMP_LOG_FX_TO_HAND] = "c",
  [GMP_LOG_END_DRAWN] = "cnn",
  [GMP_LOG_ALLY_CHOSEN] = "fc",
  [GMP_LOG_ALLY_REMOVED] = "c",
  [GMP_LOG_MOVEMENT_DONE] = "f",
  [GMP_LOG_GUARD_REVEALED] = "uny",
  [GMP_LOG_COMBAT] = "ynnSon",
  [GMP_LOG_ACTIVATION_ENDS] = "f",
  [GMP_LOG_HOLD] = "sc",
  [GMP_LOG_NO_HOLD] = "s",
  [GMP_LOG_NOTHING_ACTIVATED] = "",
  [GMP_LOG_CHITS_TO_CUP] = "n",
  [GMP_LOG_DANGER_ROLL] = "snnb",
  [GMP_LOG_NO_DANGER] = "",
  [GMP_LOG_GAME_OVER] = "nnn",
  [GMP_LOG_UNITS_OFF_TRACK] = "nn",
  [GMP_LOG_UNIT_RETURNED] = "uytf",
  [GMP_LOG_UNIT_DELAYED] = "untf",
  [GMP_LOG_CHIT_ENTERS_CUP] = "c",
  [GMP_LOG_ALLY_PLACED] = "uytf",
  [GMP_LOG_ALLY_WAITS] = "fn",
  [GMP_LOG_FX_PLAYED] = "scy",
  [GMP_LOG_FORT_OPTION] = "y-Y",
  [GMP_LOG_ALLOCATION] = "synnb",
  [GMP_LOG_IGNORE_RETREAT] = "y",
  [GMP_LOG_RETREAT] = "uYnyTF",
  [GMP_LOG_DISPLACED] = "uyYTF",
  [GMP_LOG_SORTIE_RETURN] = "yb",
  [GMP_LOG_ADVANCE] = "yYn",
  [GMP_LOG_GUARD_PLACED] = "uy",
  [GMP_LOG_GUARDS_DRAWN] = "nb",
  [GMP_LOG_UNIT_MOVED] = "uyynTF",
  [GMP_LOG_GUARD_ROLL] = "nYb",
  [GMP_LOG_UNIT_HIT] = "uynbTF",
  [GMP_LOG_FORT_DAMAGED] = "ynn",
  [GMP_LOG_DANGER_MOVED] = "cnn",
  [GMP_LOG_GUARD_REMOVED] = "uy",
  [GMP_LOG_VICTORY_CHECK] = "nnw",
  [GMP_LOG_CORRECTION] = "k",
};

/* A correction's stable names for files and its rows, p0 included */
static const char * const correction_ids[] = {
  [GMP_CORRECTION_UNIT_PLACED] = "unit-placed",
  [GMP_CORRECTION_UNIT_REMOVED] = "unit-removed",
  [GMP_CORRECTION_UNIT_MOVED] = "unit-moved",
  [GMP_CORRECTION_UNIT_OFF_MAP] = "unit-off-map",
  [GMP_CORRECTION_UNIT_DELAYED] = "unit-delayed",
  [GMP_CORRECTION_UNIT_FLIPPED] = "unit-flipped",
  [GMP_CORRECTION_GUARD_SET] = "guard-set",
  [GMP_CORRECTION_FORT_SET] = "fort-set",
  [GMP_CORRECTION_CHIT_SET] = "chit-set",
  [GMP_CORRECTION_DANGER_SET] = "danger-set",
  [GMP_CORRECTION_TURN_SET] = "turn-set",
  [GMP_CORRECTION_GUARD_RULE_SET] = "guard-rule-set",
};

static const char * const correction_params[] = {
  [GMP_CORRECTION_UNIT_PLACED] = "kuyTF",
  [GMP_CORRECTION_UNIT_REMOVED] = "kuYTF",
  [GMP_CORRECTION_UNIT_MOVED] = "kuYyTF",
  [GMP_CORRECTION_UNIT_OFF_MAP] = "kuYnTF",
  [GMP_CORRECTION_UNIT_DELAYED] = "kuYnTF",
  [GMP_CORRECTION_UNIT_FLIPPED] = "kuYbTF",
  [GMP_CORRECTION_GUARD_SET] = "kuYbn",
  [GMP_CORRECTION_FORT_SET] = "krnn",
  [GMP_CORRECTION_CHIT_SET] = "kcnn",
  [GMP_CORRECTION_DANGER_SET] = "knn",
  [GMP_CORRECTION_TURN_SET] = "knp",
  [GMP_CORRECTION_GUARD_RULE_SET] = "kb",
};

G_STATIC_ASSERT (G_N_ELEMENTS (correction_ids) == GMP_CORRECTION_N);
G_STATIC_ASSERT (G_N_ELEMENTS (correction_params) == GMP_CORRECTION_N);

G_STATIC_ASSERT (G_N_ELEMENTS (kind_params) == GMP_LOG_N_KINDS);

G_STATIC_ASSERT (G_N_ELEMENTS (kind_ids) == GMP_LOG_N_KINDS);

/* The kind's row of kind_params, or NULL: any numbers. A correction's row
 * is chosen by its p0 (what it corrected); one whose p0 is unknown has
 * only its p0, which gmp_log_entry_check() refuses. */
static const char *
kind_param_types (GmpLogKind kind,
                  int        p0)
{
  if (kind == GMP_LOG_CORRECTION && p0 >= 0 && p0 < GMP_CORRECTION_N)
    return correction_params[p0];
  return (guint) kind < G_N_ELEMENTS (kind_params) ? kind_params[kind] : NULL;
}

/* How a parameter type names a board item in a version 2 file: by id (a
 * Fort by its city's id), sides and phases by name, "-" for none. The value
 * kept is the item's index plus `shift`; `none` is the value "-" stands for.
 * Other types are numbers. */
typedef enum {
  ITEM_CHIT,
  ITEM_CITY,
  ITEM_FORMATION,
  ITEM_UNIT_TYPE,
  ITEM_FORT,
  ITEM_SIDE,
  ITEM_PHASE,
  ITEM_CORRECTION,
} ItemKind;

typedef struct {
  char      letter;
  ItemKind  item;
  int       shift;
  gboolean  has_none;
  int       none;
} ParamType;

static const ParamType param_types[] = {
  { 'c', ITEM_CHIT, 0, FALSE, 0 },
  { 'y', ITEM_CITY, 0, FALSE, 0 },
  { 'Y', ITEM_CITY, 0, TRUE, -1 },
  { 'f', ITEM_FORMATION, 0, FALSE, 0 },
  { 'F', ITEM_FORMATION, 1, TRUE, 0 },
  { 't', ITEM_UNIT_TYPE, 0, FALSE, 0 },
  { 'T', ITEM_UNIT_TYPE, 1, TRUE, 0 },
  { 'r', ITEM_FORT, 0, FALSE, 0 },
  { 's', ITEM_SIDE, 0, FALSE, 0 },
  { 'S', ITEM_SIDE, 0, TRUE, -1 },
  { 'p', ITEM_PHASE, 0, FALSE, 0 },
  { 'k', ITEM_CORRECTION, 0, FALSE, 0 },
};

/* NULL: a number */
static const ParamType *
find_param_type (const char *types,
                 guint       index)
{
  if (types == NULL || index >= strlen (types))
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (param_types); i++)
    if (param_types[i].letter == types[index])
      return &param_types[i];
  return NULL;
}

GmpLog *
gmp_log_new (void)
{
  GmpLog *log = g_new0 (GmpLog, 1);

  log->entries = g_array_new (FALSE, TRUE, sizeof (GmpLogEntry));
  return log;
}

GmpLog *
gmp_log_copy (const GmpLog *log)
{
  GmpLog *copy;

  g_return_val_if_fail (log != NULL, NULL);

  copy = gmp_log_new ();
  g_array_append_vals (copy->entries, log->entries->data, log->entries->len);
  return copy;
}

void
gmp_log_free (GmpLog *log)
{
  if (log == NULL)
    return;
  g_array_unref (log->entries);
  g_free (log);
}

guint
gmp_log_get_n_entries (const GmpLog *log)
{
  g_return_val_if_fail (log != NULL, 0);
  return log->entries->len;
}

const GmpLogEntry *
gmp_log_get_entry (const GmpLog *log,
                   guint         index)
{
  g_return_val_if_fail (log != NULL, NULL);
  g_return_val_if_fail (index < log->entries->len, NULL);
  return &g_array_index (log->entries, GmpLogEntry, index);
}

void
gmp_log_append (GmpLog            *log,
                const GmpLogEntry *entry)
{
  g_return_if_fail (log != NULL);
  g_return_if_fail (entry != NULL);
  g_array_append_vals (log->entries, entry, 1);
}

void
gmp_log_add_dice (GmpLog         *log,
                  const GmpState *state,
                  GmpLogKind      kind,
                  guint           n_params,
                  const int      *params,
                  guint           n_dice,
                  const guint8   *dice)
{
  GmpLogEntry entry = { 0, };

  g_return_if_fail (state != NULL);
  g_return_if_fail (n_params <= GMP_LOG_MAX_PARAMS);
  g_return_if_fail (n_dice == 0 || dice != NULL);

  /* The core may run without a log (benchmarks, odds look-ahead) */
  if (log == NULL)
    return;

  entry.turn = state->turn;
  entry.phase = state->phase;
  entry.kind = kind;
  if (n_params > 0)
    memcpy (entry.params, params, n_params * sizeof (int));
  entry.n_dice = MIN (n_dice, GMP_LOG_MAX_DICE);
  if (entry.n_dice > 0)
    memcpy (entry.dice, dice, entry.n_dice);
  g_array_append_vals (log->entries, &entry, 1);
}

void
gmp_log_add (GmpLog         *log,
             const GmpState *state,
             GmpLogKind      kind,
             guint           n_params,
             const int      *params)
{
  gmp_log_add_dice (log, state, kind, n_params, params, 0, NULL);
}

void
gmp_log_add_unit_move (GmpLog         *log,
                       const GmpState *state,
                       guint           unit,
                       int             from,
                       guint           mp)
{
  const GmpUnit *u;
  int params[GMP_LOG_MAX_PARAMS];

  g_return_if_fail (state != NULL);
  g_return_if_fail (unit < state->units->len);

  u = &g_array_index (state->units, GmpUnit, unit);
  params[0] = (int) unit;
  params[1] = from;
  params[2] = u->city;
  params[3] = (int) mp;
  params[4] = GMP_LOG_UNIT_TYPE (u->type);
  params[5] = GMP_LOG_UNIT_FORMATION (u->formation);
  gmp_log_add (log, state, GMP_LOG_UNIT_MOVED, G_N_ELEMENTS (params), params);
}

void
gmp_log_clear (GmpLog *log)
{
  g_return_if_fail (log != NULL);
  g_array_set_size (log->entries, 0);
}

void
gmp_log_truncate (GmpLog *log,
                  guint   n_entries)
{
  g_return_if_fail (log != NULL);
  g_return_if_fail (n_entries <= log->entries->len);
  g_array_set_size (log->entries, n_entries);
}

gboolean
gmp_log_entry_equal (const GmpLogEntry *x,
                     const GmpLogEntry *y)
{
  g_return_val_if_fail (x != NULL && y != NULL, FALSE);

  return x->turn == y->turn && x->phase == y->phase && x->kind == y->kind
         && memcmp (x->params, y->params, sizeof x->params) == 0
         && x->n_dice == y->n_dice
         && (x->n_dice == 0 || memcmp (x->dice, y->dice, MIN (x->n_dice, GMP_LOG_MAX_DICE)) == 0);
}

gboolean
gmp_log_equal (const GmpLog *a,
               const GmpLog *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->entries->len != b->entries->len)
    return FALSE;
  for (guint i = 0; i < a->entries->len; i++)
    if (!gmp_log_entry_equal (&g_array_index (a->entries, GmpLogEntry, i),
                              &g_array_index (b->entries, GmpLogEntry, i)))
      return FALSE;
  return TRUE;
}

gboolean
gmp_log_entry_check (const GmpLogEntry *entry,
                     const GmpBoard    *board,
                     GError           **error)
{
  const char *types;

  g_return_val_if_fail (entry != NULL && board != NULL, FALSE);

  if ((guint) entry->kind >= GMP_LOG_N_KINDS || (guint) entry->phase > GMP_PHASE_GAME_OVER)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_INVALID,
                           _("A log entry has no valid kind or phase"));
      return FALSE;
    }
  if (entry->n_dice > GMP_LOG_MAX_DICE)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Log entry “%s” keeps %u dice; at most %d fit"),
                   kind_ids[entry->kind], entry->n_dice, GMP_LOG_MAX_DICE);
      return FALSE;
    }
  for (guint i = 0; i < entry->n_dice; i++)
    {
      if (entry->dice[i] < 1 || entry->dice[i] > 6)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Log entry “%s”: die %u (%d) is not a die value from 1 to 6"),
                       kind_ids[entry->kind], i + 1, entry->dice[i]);
          return FALSE;
        }
    }
  types = kind_param_types (entry->kind, entry->params[0]);
  for (guint i = 0; i < GMP_LOG_MAX_PARAMS; i++)
    {
      int v = entry->params[i];
      gboolean ok;

      switch (types == NULL ? '-' : i < strlen (types) ? types[i] : '0')
        {
        case 'c': ok = v >= 0 && (guint) v < board->n_chits; break;
        case 'y': ok = v >= 0 && (guint) v < board->n_cities; break;
        case 'Y': ok = v == -1 || (v >= 0 && (guint) v < board->n_cities); break;
        case 'f': ok = v >= 0 && (guint) v < board->n_formations; break;
        case 's': ok = v >= 0 && v < GMP_N_SIDES; break;
        case 'S': ok = v >= -1 && v < GMP_N_SIDES; break;
        case 'p': ok = v >= 0 && v <= GMP_PHASE_GAME_OVER; break;
        case 'k': ok = v >= 0 && v < GMP_CORRECTION_N; break;
        case 't': ok = v >= 0 && (guint) v < board->n_unit_types; break;
        case 'r': ok = v >= 0 && (guint) v < board->n_forts; break;
        case 'u':
        case 'n': ok = v >= 0; break;
        case 'b': ok = v == 0 || v == 1; break;
        case 'o': ok = v >= 0 && v < GMP_COMBAT_OUTCOME_N_OUTCOMES; break;
        case 'w': ok = v >= GMP_WINNER_NONE && v <= GMP_WINNER_HUMANS; break;
        case 'T': ok = v >= 0 && (guint) v <= board->n_unit_types; break;
        case 'F': ok = v >= 0 && (guint) v <= board->n_formations; break;
        case '0': ok = v == 0; break;
        default: ok = TRUE; break;
        }
      if (!ok)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Log entry “%s”: parameter %u (%d) is out of range"),
                       kind_ids[entry->kind], i + 1, v);
          return FALSE;
        }
    }
  return TRUE;
}

int
gmp_log_entry_get_unit (const GmpLogEntry *entry)
{
  g_return_val_if_fail (entry != NULL, GMP_NONE);

  switch (entry->kind)
    {
    case GMP_LOG_GUARD_REVEALED:
    case GMP_LOG_UNIT_RETURNED:
    case GMP_LOG_UNIT_DELAYED:
    case GMP_LOG_ALLY_PLACED:
    case GMP_LOG_RETREAT:
    case GMP_LOG_DISPLACED:
    case GMP_LOG_GUARD_PLACED:
    case GMP_LOG_UNIT_MOVED:
    case GMP_LOG_UNIT_HIT:
    case GMP_LOG_GUARD_REMOVED:
      return entry->params[0];
    case GMP_LOG_CORRECTION:
      {
        const char *types = kind_param_types (entry->kind, entry->params[0]);

        return types != NULL && types[0] == 'k' && types[1] == 'u' ? entry->params[1] : GMP_NONE;
      }
    default:
      return GMP_NONE;
    }
}

const char *
gmp_log_kind_to_string (GmpLogKind kind)
{
  g_return_val_if_fail ((guint) kind < GMP_LOG_N_KINDS, NULL);
  return kind_ids[kind];
}

gboolean
gmp_log_kind_from_string (const char *string,
                          GmpLogKind *kind)
{
  g_return_val_if_fail (string != NULL, FALSE);

  for (guint i = 0; i < GMP_LOG_N_KINDS; i++)
    {
      if (g_strcmp0 (kind_ids[i], string) == 0)
        {
          if (kind != NULL)
            *kind = i;
          return TRUE;
        }
    }
  return FALSE;
}

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

static char *
unit_name (const GmpBoard *board,
           int             unit,
           int             type,
           int             formation)
{
  const char *type_name = type >= 0 && (guint) type < board->n_unit_types
                          ? board->unit_types[type].name : "?";

  if (formation < 0)
    /* Translators: a unit: type name and unit number, "National Guard #31" */
    return g_strdup_printf (_("%s #%d"), type_name, unit);
  /* Translators: a unit: type name, formation and unit number, "Ant (1) #4" */
  return g_strdup_printf (_("%s (%s) #%d"), type_name,
                          (guint) formation < board->n_formations
                          ? board->formations[formation].id : "?", unit);
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
  return unit_name (board, unit, type_plus_1 - 1, formation_plus_1 - 1);
}

/* A National Guard: the board's Guard unit type (rules note 9). */
static char *
guard_name (const GmpBoard *board,
            int             unit)
{
  for (guint t = 0; t < board->n_unit_types; t++)
    if (board->unit_types[t].guard)
      return unit_name (board, unit, t, -1);
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

/* A corrected unit and where it stood: "Ant (1) #4 in Omaha", or its name
 * alone off the map */
static char *
unit_in_city (const GmpBoard *board,
              const int      *p)
{
  g_autofree char *name = logged_unit_name (board, p[1], p[4], p[5]);

  if (p[2] < 0)
    return g_steal_pointer (&name);
  /* Translators: a unit and the city it stands in, "Ant (1) #4 in Omaha" */
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

static char *
entry_text (const GmpLogEntry *entry,
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
    case GMP_LOG_CHIT_DRAWN:
      if (p[1])
        return g_strdup_printf (_("Drew %s from the cup."), chit_name (board, p[0]));
      return g_strdup_printf (_("The players drew %s from the cup."), chit_name (board, p[0]));
    case GMP_LOG_ACTIVATED:
      if (p[2])
        return g_strdup_printf (_("Formation %s activates with its held chit (Rules note 5)."),
                                formation_name (board, p[0]));
      return g_strdup_printf (_("Formation %s activates: its units move, then fight (Rules note 4)."),
                              formation_name (board, p[0]));
    case GMP_LOG_FX_TO_HAND:
      return g_strdup_printf (_("%s goes to its owner for this turn (Rules note 20)."),
                              chit_name (board, p[0]));
    case GMP_LOG_END_DRAWN:
      return g_strdup_printf (_("“…The End???” %d of %d goes on the turn end track (Rules note 1)."),
                              p[1], p[2]);
    case GMP_LOG_ALLY_CHOSEN:
      return g_strdup_printf (_("%s is the first Allied chit drawn: %s come to the rescue in this "
                                "turn’s Fade Out (Rules note 23)."),
                              chit_name (board, p[1]), formation_name (board, p[0]));
    case GMP_LOG_ALLY_REMOVED:
      return g_strdup_printf (_("%s is removed from the game: another nation came (Rules note 23)."),
                              chit_name (board, p[0]));
    case GMP_LOG_MOVEMENT_DONE:
      return g_strdup_printf (_("Formation %s has finished moving."), formation_name (board, p[0]));
    case GMP_LOG_GUARD_REVEALED:
      {
        g_autofree char *name = guard_name (board, p[0]);

        if (p[1] == GMP_GUARD_BLANK)
          return g_strdup_printf (_("%s in %s is blank (Rules note 9)."),
                                  name, city_name (board, p[2]));
        return g_strdup_printf (_("%s in %s shows %d (Rules note 9)."),
                                name, city_name (board, p[2]), p[1]);
      }
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
    case GMP_LOG_ACTIVATION_ENDS:
      return g_strdup_printf (_("The activation of formation %s is over."),
                              formation_name (board, p[0]));
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
    case GMP_LOG_UNITS_OFF_TRACK:
      return g_strdup_printf (ngettext ("%d Swarm unit comes off the Time Track for turn %d (Rules note 6).",
                                        "%d Swarm units come off the Time Track for turn %d (Rules note 6).",
                                        p[0]),
                              p[0], p[1]);
    case GMP_LOG_UNIT_RETURNED:
      {
        g_autofree char *name = unit_name (board, p[0], p[2], p[3]);
        return g_strdup_printf (_("%s returns to its hive in %s (Rules note 6)."),
                                name, city_name (board, p[1]));
      }
    case GMP_LOG_UNIT_DELAYED:
      {
        g_autofree char *name = unit_name (board, p[0], p[2], p[3]);
        if (p[1] == 0)
          return g_strdup_printf (_("%s finds no free hive and leaves the game (Rules note 6)."), name);
        return g_strdup_printf (_("%s finds no free hive and waits for turn %d (Rules note 6)."),
                                name, p[1]);
      }
    case GMP_LOG_CHIT_ENTERS_CUP:
      return g_strdup_printf (_("%s enters the cup (Rules notes 2, 23)."), chit_name (board, p[0]));
    case GMP_LOG_ALLY_PLACED:
      {
        g_autofree char *name = unit_name (board, p[0], p[2], p[3]);
        return g_strdup_printf (_("%s arrives in %s (Rules note 23)."), name, city_name (board, p[1]));
      }
    case GMP_LOG_ALLY_WAITS:
      return g_strdup_printf (ngettext ("%d unit of %s finds no room and waits for a later Fade Out "
                                        "(Rules note 23).",
                                        "%d units of %s find no room and wait for a later Fade Out "
                                        "(Rules note 23).", p[1]),
                              p[1], formation_name (board, p[0]));
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
        return g_strdup_printf (_("The Swarm takes its Hits in %s as allocation %d of %d "
                                  "(Rules note 12)."), city_name (board, p[1]), p[2] + 1, p[3]);
      return g_strdup_printf (_("The Humans take their Hits in %s as allocation %d of %d "
                                "(Rules note 12)."), city_name (board, p[1]), p[2] + 1, p[3]);
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
    case GMP_LOG_DANGER_MOVED:
      if (p[1] == p[2])
        return g_strdup_printf (_("%s turns the Danger marker to its side on space %d, the last "
                                  "(Rules note 21)."), chit_name (board, p[0]), p[2]);
      return g_strdup_printf (_("%s moves the Danger marker from space %d to space %d, turned "
                                "to its side (Rules note 21)."),
                              chit_name (board, p[0]), p[1], p[2]);
    case GMP_LOG_GUARD_REMOVED:
      {
        g_autofree char *name = guard_name (board, p[0]);

        return g_strdup_printf (_("%s is blank and is removed from %s (Rules note 9)."),
                                name, city_name (board, p[1]));
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
    case GMP_LOG_CORRECTION:
      {
        g_autofree char *body = correction_body (board, p);

        /* Translators: what the referee changed in a game under way, "Referee’s
         * correction: Tank (A) #3 moved from Chicago to Detroit." */
        return g_strdup_printf (_("Referee’s correction: %s."), body);
      }
    case GMP_LOG_N_KINDS:
    default:
      break;
    }
  return g_strdup ("?");
}

/* "4 6 1": an entry's dice, as a file and the command line write them */
char *
gmp_log_entry_dice_to_string (const GmpLogEntry *entry)
{
  GString *text;

  g_return_val_if_fail (entry != NULL, NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < MIN (entry->n_dice, GMP_LOG_MAX_DICE); i++)
    g_string_append_printf (text, i > 0 ? " %u" : "%u", entry->dice[i]);
  return g_string_free (text, FALSE);
}

/* Files (version 2) name board items by id */

/* The name a file gives item `index`, or NULL when there is no such item */
static const char *
item_name (const GmpBoard *board,
           ItemKind        item,
           int             index)
{
  if (index < 0)
    return NULL;
  switch (item)
    {
    case ITEM_CHIT:
      return (guint) index < board->n_chits ? board->chits[index].id : NULL;
    case ITEM_CITY:
      return (guint) index < board->n_cities ? board->cities[index].id : NULL;
    case ITEM_FORMATION:
      return (guint) index < board->n_formations ? board->formations[index].id : NULL;
    case ITEM_UNIT_TYPE:
      return (guint) index < board->n_unit_types ? board->unit_types[index].id : NULL;
    case ITEM_FORT:
      return (guint) index < board->n_forts ? board->cities[board->forts[index].city].id : NULL;
    case ITEM_SIDE:
      return index < GMP_N_SIDES ? gmp_side_to_string (index) : NULL;
    case ITEM_PHASE:
      return index <= GMP_PHASE_GAME_OVER ? gmp_phase_to_string (index) : NULL;
    case ITEM_CORRECTION:
      return index < GMP_CORRECTION_N ? correction_ids[index] : NULL;
    default:
      return NULL;
    }
}

/* The item a file names, or GMP_NONE with error set */
static int
item_index (const GmpBoard  *board,
            ItemKind         item,
            const char      *name,
            GError         **error)
{
  int index = GMP_NONE;
  GmpPhase phase;

  switch (item)
    {
    case ITEM_CHIT:
      index = gmp_board_find_chit (board, name);
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Unknown chit “%s”: the board “%s” has no such chit"), name, board->id);
      break;
    case ITEM_CITY:
      index = gmp_board_find_city (board, name);
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Unknown city “%s”: the board “%s” has no such city"), name, board->id);
      break;
    case ITEM_FORMATION:
      index = gmp_board_find_formation (board, name);
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Unknown formation “%s”: the board “%s” has no such formation"),
                     name, board->id);
      break;
    case ITEM_UNIT_TYPE:
      index = gmp_board_find_unit_type (board, name);
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Unknown unit type “%s”: the board “%s” has no such unit type"),
                     name, board->id);
      break;
    case ITEM_FORT:
      index = gmp_board_find_city (board, name);
      index = index != GMP_NONE ? gmp_board_fort_at (board, index) : GMP_NONE;
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("No Fort “%s”: the board “%s” has no Fort in a city of that id"),
                     name, board->id);
      break;
    case ITEM_SIDE:
      for (GmpSide side = 0; side < GMP_N_SIDES; side++)
        if (g_strcmp0 (name, gmp_side_to_string (side)) == 0)
          index = side;
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Unknown side “%s” (swarm or humans)"), name);
      break;
    case ITEM_PHASE:
      if (gmp_phase_from_string (name, &phase))
        index = phase;
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, _("Unknown phase “%s”"), name);
      break;
    case ITEM_CORRECTION:
      for (guint i = 0; i < GMP_CORRECTION_N; i++)
        if (g_strcmp0 (name, correction_ids[i]) == 0)
          index = (int) i;
      if (index == GMP_NONE)
        g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                     _("Unknown correction “%s”: a correction names what the referee "
                       "changed (unit-moved, fort-set, …)"), name);
      break;
    default:
      g_assert_not_reached ();
    }
  return index;
}

/* The value a parameter left out of a file has, or FALSE when it names a
 * board item and must be written */
static gboolean
param_default (const ParamType *type,
               int             *value)
{
  if (type != NULL && !type->has_none)
    return FALSE;
  *value = type != NULL ? type->none : 0;
  return TRUE;
}

static void
append_param (GString         *text,
              const GmpBoard  *board,
              const ParamType *type,
              int              value)
{
  const char *name;

  if (type != NULL && type->has_none && value == type->none)
    {
      g_string_append_c (text, '-');
      return;
    }
  name = type != NULL ? item_name (board, type->item, value - type->shift) : NULL;
  /* A number where no item fits: a log that does not fit its board, which
   * loading refuses rather than read as another item */
  if (name != NULL)
    g_string_append (text, name);
  else
    g_string_append_printf (text, "%d", value);
}

char *
gmp_log_entry_params_to_string (const GmpLogEntry *entry,
                                const GmpBoard    *board)
{
  const char *types;
  GString *text;
  guint n = GMP_LOG_MAX_PARAMS;

  g_return_val_if_fail (entry != NULL && board != NULL, NULL);

  types = kind_param_types (entry->kind, entry->params[0]);
  /* Trailing parameters at their default are left out: a shorter, still
   * exact file */
  while (n > 0)
    {
      int fallback;

      if (!param_default (find_param_type (types, n - 1), &fallback)
          || entry->params[n - 1] != fallback)
        break;
      n--;
    }

  text = g_string_new (NULL);
  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append_c (text, ' ');
      append_param (text, board, find_param_type (types, i), entry->params[i]);
    }
  return g_string_free (text, FALSE);
}

static gboolean
parse_param (const GmpBoard   *board,
             const ParamType  *type,
             const char       *token,
             int              *value,
             GError          **error)
{
  gint64 number;
  int index;

  if (type == NULL)
    {
      if (!g_ascii_string_to_signed (token, 10, -1000000, G_MAXINT32, &number, NULL))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID, _("“%s” is not a number"), token);
          return FALSE;
        }
      *value = (int) number;
      return TRUE;
    }
  if (type->has_none && strcmp (token, "-") == 0)
    {
      *value = type->none;
      return TRUE;
    }
  index = item_index (board, type->item, token, error);
  if (index == GMP_NONE)
    return FALSE;
  *value = index + type->shift;
  return TRUE;
}

gboolean
gmp_log_entry_params_from_string (GmpLogEntry     *entry,
                                  const GmpBoard  *board,
                                  const char      *text,
                                  GError         **error)
{
  g_auto(GStrv) tokens = NULL;
  const char *types;
  guint n = 0;

  g_return_val_if_fail (entry != NULL && board != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  tokens = g_strsplit_set (text != NULL ? text : "", " \t\n", -1);
  memset (entry->params, 0, sizeof entry->params);
  for (guint t = 0; tokens[t] != NULL; t++)
    {
      if (*tokens[t] == '\0')
        continue;
      if (n == GMP_LOG_MAX_PARAMS)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Log entry “%s” has more than %d parameters"),
                       gmp_log_kind_to_string (entry->kind), GMP_LOG_MAX_PARAMS);
          return FALSE;
        }
      /* A correction's p0 chooses the row of the rest */
      types = kind_param_types (entry->kind, entry->params[0]);
      if (!parse_param (board, find_param_type (types, n), tokens[t], &entry->params[n], error))
        {
          g_prefix_error (error, _("Log entry “%s”, parameter %u: "),
                          gmp_log_kind_to_string (entry->kind), n + 1);
          return FALSE;
        }
      n++;
    }

  /* Parameters left out take their default (0, or none), but a board item
   * must be named: a position would mean another item on another board */
  types = kind_param_types (entry->kind, entry->params[0]);
  for (; n < GMP_LOG_MAX_PARAMS; n++)
    {
      if (!param_default (find_param_type (types, n), &entry->params[n]))
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Log entry “%s” leaves out parameter %u, which names a board item"),
                       gmp_log_kind_to_string (entry->kind), n + 1);
          return FALSE;
        }
    }
  return TRUE;
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
