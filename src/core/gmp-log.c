/* gmp-log.c: the game log
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The entries as numbers: kept, checked, compared and named by id in files.
 * Their sentences for people are in gmp-log-text.c.
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-error.h"
#include "gmp-log.h"
#include "gmp-words.h"

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
  if (types == NULL)
    return NULL;
  /* index past the end of types: a number (types are a few letters, read
   * here rather than measured with strlen() for every parameter) */
  for (guint i = 0; i <= index; i++)
    if (types[i] == '\0')
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
  gsize n_types;

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
  n_types = types != NULL ? strlen (types) : 0;
  for (guint i = 0; i < GMP_LOG_MAX_PARAMS; i++)
    {
      int v = entry->params[i];
      gboolean ok;

      switch (types == NULL ? '-' : i < n_types ? types[i] : '0')
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

  /* The first letter first: a finished game's log looks up ~900 kinds */
  for (guint i = 0; i < GMP_LOG_N_KINDS; i++)
    {
      if (kind_ids[i][0] == string[0] && strcmp (kind_ids[i], string) == 0)
        {
          if (kind != NULL)
            *kind = i;
          return TRUE;
        }
    }
  return FALSE;
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
                     _("Unknown Formation “%s”: the board “%s” has no such Formation"),
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
      if (!gmp_words_to_signed (token, -1000000, G_MAXINT32, &number))
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
  g_auto(GmpWords) words = { 0, };
  const char *token;
  const char *types;
  guint n = 0;
  gsize n_types;

  g_return_val_if_fail (entry != NULL && board != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  gmp_words_init (&words, text, " \t\n");
  memset (entry->params, 0, sizeof entry->params);
  while ((token = gmp_words_next (&words)) != NULL)
    {
      if (n == GMP_LOG_MAX_PARAMS)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                       _("Log entry “%s” has more than %d parameters"),
                       gmp_log_kind_to_string (entry->kind), GMP_LOG_MAX_PARAMS);
          return FALSE;
        }
      /* A correction's p0 chooses the row of the rest */
      types = kind_param_types (entry->kind, entry->params[0]);
      if (!parse_param (board, find_param_type (types, n), token, &entry->params[n], error))
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
  /* Past the kind's types all are numbers, whose default 0 the memset()
   * above left */
  n_types = types != NULL ? MIN (strlen (types), GMP_LOG_MAX_PARAMS) : 0;
  for (; n < n_types; n++)
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
