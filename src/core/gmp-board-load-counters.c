/* gmp-board-load-counters.c: a board's counters
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Formations, unit types and their dice, the National Guard table and pool
 * (Rules note 3), the Danger Track (Rules note 21), the chits and their FX.
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-board-loader.h"

gboolean
_gmp_board_load_formations (GmpBoardLoader  *loader,
                            xmlNode         *node,
                            GError         **error)
{
  GmpBoard *board = loader->board;
  guint n;

  if (!_gmp_board_count_at_most (loader, node, "formation", GMP_BOARD_MAX_FORMATIONS, &n, error))
    return FALSE;
  board->formations = g_new0 (GmpFormation, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "formation")
    {
      GmpFormation *formation = &board->formations[board->n_formations];

      if (!_gmp_board_claim_id (loader, child, board->formation_ids, _("Formation"),
                                &formation->id, &board->n_formations, error))
        return FALSE;

      formation->side = _gmp_board_get_side (child, "side");
      formation->allied = _gmp_board_get_boolean (child, "allied");
      formation->source = _gmp_board_get_source (child);
      if (!_gmp_board_get_name (loader, child, "name", &formation->name, error))
        return FALSE;
    }

  return TRUE;
}

gboolean
_gmp_board_load_unit_types (GmpBoardLoader  *loader,
                            xmlNode         *node,
                            GError         **error)
{
  GmpBoard *board = loader->board;
  guint n;

  if (!_gmp_board_count_at_most (loader, node, "unit-type", GMP_BOARD_MAX_ITEMS, &n, error))
    return FALSE;
  board->unit_types = g_new0 (GmpUnitType, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "unit-type")
    {
      GmpUnitType *type = &board->unit_types[board->n_unit_types];
      xmlNode *fresh = first_element (child, "fresh");
      xmlNode *reduced = first_element (child, "reduced");

      if (!_gmp_board_claim_id (loader, child, board->unit_type_ids, _("unit type"),
                                &type->id, &board->n_unit_types, error))
        return FALSE;

      type->side = _gmp_board_get_side (child, "side");
      type->guard = _gmp_board_get_boolean (child, "guard");
      type->source = _gmp_board_get_source (child);
      if (!_gmp_board_require_uint (loader, child, "mp", 0, GMP_BOARD_MAX_MP, &type->mp, error))
        return FALSE;
      if (!_gmp_board_get_name (loader, child, "name", &type->name, error))
        return FALSE;
      /* The map draws the board's own short names; C makes up none. */
      if (first_element (child, "short") == NULL)
        type->short_name = g_strdup (type->name);
      else if (!_gmp_board_get_name (loader, child, "short", &type->short_name, error))
        return FALSE;

      if (type->guard)
        {
          /* A Guard rolls one die at its revealed value (the pool). */
          if (fresh != NULL)
            return _gmp_board_fail (loader, fresh, error,
                                    _("A guard unit type takes its dice from the National Guard "
                                      "pool, not from <fresh>"));
        }
      else
        {
          if (fresh == NULL)
            return _gmp_board_fail (loader, child, error,
                                    _("The unit type “%s” needs <fresh> dice"),
                                    type->id);
          if (!_gmp_board_parse_dice (loader, fresh, type->fresh_dice, &type->n_fresh_dice, error))
            return FALSE;
          type->fresh_source = _gmp_board_get_source (fresh);
          type->paired_dice = _gmp_board_get_boolean (fresh, "paired");
          if (type->paired_dice && type->n_fresh_dice != 2)
            return _gmp_board_fail (loader, fresh, error,
                                    _("paired=\"true\" needs exactly two dice"));
          if (reduced != NULL)
            {
              if (!_gmp_board_parse_dice (loader, reduced, type->reduced_dice,
                                          &type->n_reduced_dice, error))
                return FALSE;
              type->reduced_source = _gmp_board_get_source (reduced);
              type->has_reduced = TRUE;
            }
        }
    }

  return TRUE;
}

/* Rules note 3 */
gboolean
_gmp_board_load_national_guard (GmpBoardLoader  *loader,
                                xmlNode         *node,
                                GError         **error)
{
  GmpBoard *board = loader->board;
  xmlNode *table = first_element (node, "table");
  xmlNode *pool = first_element (node, "pool");
  g_autoptr(GHashTable) table_cities = g_hash_table_new (NULL, NULL);
  int type;
  guint n_pool = 0;

  if (!lookup_unit_type (loader, node, "unit-type", &type, error))
    return FALSE;
  if (!board->unit_types[type].guard)
    return _gmp_board_fail (loader, node, error, _("The unit type “%s” is not a guard"),
                            board->unit_types[type].id);
  board->guard_type = (guint) type;

  for (guint i = 0; i < G_N_ELEMENTS (board->guard_table); i++)
    board->guard_table[i] = GMP_NONE;
  board->guard_table_source = _gmp_board_get_source (table);

  FOR_EACH_ELEMENT (roll, table, "roll")
    {
      g_autofree char *text = gmp_xml_get_string (roll, "sum");
      guint64 sum;
      int city;

      if (!g_ascii_string_to_unsigned (text != NULL ? text : "", 10, 0, 99, &sum, NULL)
          || sum < 2 || sum > 12)
        return _gmp_board_fail (loader, roll, error,
                                _("A roll of two dice is between 2 and 12, not %s"),
                                text != NULL ? text : "");
      if (board->guard_table[sum] != GMP_NONE)
        return _gmp_board_fail (loader, roll, error, _("The roll %u is listed twice"), (guint) sum);
      if (!lookup_city (loader, roll, "city", &city, error))
        return FALSE;
      board->guard_table[sum] = city;
      g_hash_table_add (table_cities, GINT_TO_POINTER (city + 1));
    }

  for (guint sum = 2; sum <= 12; sum++)
    if (board->guard_table[sum] == GMP_NONE)
      return _gmp_board_fail (loader, table, error,
                              _("The National Guard table has no city for %u"), sum);

  /* Otherwise re-rolling full cities at setup could never end. */
  if (board->rules.guard_rolls
      > board->rules.guard_max_per_city * g_hash_table_size (table_cities))
    return _gmp_board_fail (loader, table, error,
                            _("%u Guards do not fit in the table's cities at %u per city"),
                            board->rules.guard_rolls, board->rules.guard_max_per_city);

  board->guard_pool_source = _gmp_board_get_source (pool);
  FOR_EACH_ELEMENT (counters, pool, "counters")
    {
      guint count;

      if (!_gmp_board_require_uint (loader, counters, "count", 0, GMP_BOARD_MAX_GUARD_POOL,
                                    &count, error))
        return FALSE;
      if (n_pool + count > GMP_BOARD_MAX_GUARD_POOL)
        return _gmp_board_fail (loader, counters, error, _("The National Guard pool is too large"));
      n_pool += count;
    }
  if (n_pool < board->rules.guard_rolls)
    return _gmp_board_fail (loader, pool, error,
                            _("Too few National Guard counters: the setup draws %u, the pool holds "
                              "%u"),
                            board->rules.guard_rolls, n_pool);

  board->guard_pool = g_new0 (guint8, MAX (n_pool, 1));
  FOR_EACH_ELEMENT (counters, pool, "counters")
    {
      g_autofree char *die = gmp_xml_get_string (counters, "die");
      guint count = 0;
      guint64 value = 0;

      gmp_xml_get_uint (counters, "count", &count);
      if (g_strcmp0 (die, "blank") != 0
          && (!g_ascii_string_to_unsigned (die != NULL ? die : "", 10, 0, 99, &value, NULL)
              || value < 2 || value > 6))
        return _gmp_board_fail (loader, counters, error,
                                _("A Guard's die is “blank” or a number from 2 to 6, not “%s”"),
                                die != NULL ? die : "");
      for (guint i = 0; i < count; i++)
        board->guard_pool[board->n_guard_pool++] = (guint8) value;
    }

  return TRUE;
}

/* Rules note 21 */
gboolean
_gmp_board_load_danger (GmpBoardLoader  *loader,
                        xmlNode         *node,
                        GError         **error)
{
  GmpBoard *board = loader->board;
  guint lowest = board->rules.danger_dice;
  guint highest = board->rules.danger_dice * 6;
  guint n;

  board->danger_source = _gmp_board_get_source (node);
  if (!_gmp_board_count_at_most (loader, node, "space", GMP_BOARD_MAX_DANGER_SPACES, &n, error))
    return FALSE;
  board->danger = g_new0 (guint, MAX (n, 1));

  FOR_EACH_ELEMENT (space, node, "space")
    {
      guint value;

      if (!_gmp_board_optional_uint (loader, space, "lose-on", lowest, highest, &value, error))
        return FALSE;
      board->danger[board->n_danger++] = value;
    }

  return TRUE;
}

static const struct {
  const char      *name;
  GmpFxEffectKind  kind;
  gboolean         needs_count;
  gboolean         needs_value;
} effect_kinds[] = {
  { "extra-dice", GMP_FX_EXTRA_DICE, TRUE, TRUE },
  { "cancel-hits", GMP_FX_CANCEL_HITS, TRUE, FALSE },
  { "hit-modifier", GMP_FX_HIT_MODIFIER, TRUE, TRUE },
  { "fort-extra-dice", GMP_FX_FORT_EXTRA_DICE, TRUE, FALSE },
  { "reroll-misses", GMP_FX_REROLL_MISSES, FALSE, FALSE },
  { "barrage-return-fire", GMP_FX_BARRAGE_RETURN_FIRE, FALSE, FALSE },
  { "extra-mp", GMP_FX_EXTRA_MP, TRUE, FALSE },
  { "fort-damage", GMP_FX_FORT_DAMAGE, TRUE, FALSE },
  { "eliminate-city", GMP_FX_ELIMINATE_CITY, FALSE, FALSE },
};

/* 0 when absent, G_MAXUINT when not a whole number. */
static guint
effect_number (xmlNode    *node,
               const char *attribute)
{
  g_autofree char *text = gmp_xml_get_string (node, attribute);
  guint number;

  if (text == NULL)
    return 0;
  return gmp_xml_get_uint (node, attribute, &number) ? number : G_MAXUINT;
}

static gboolean
load_effect (GmpBoardLoader  *loader,
             xmlNode         *node,
             GmpFxEffect     *effect,
             GError         **error)
{
  g_autofree char *kind = gmp_xml_get_string (node, "kind");
  guint count, value;
  guint i;

  for (i = 0; i < G_N_ELEMENTS (effect_kinds); i++)
    if (g_strcmp0 (kind, effect_kinds[i].name) == 0)
      break;
  if (i == G_N_ELEMENTS (effect_kinds))
    return _gmp_board_fail (loader, node, error,
                            _("There is no effect “%s”"), kind != NULL ? kind : "");

  /* Checked even where the kind ignores them, since they are stored: a
   * number given is in range, and one that is not a number is out of it. */
  count = effect_number (node, "count");
  value = effect_number (node, "value");

  if ((effect_kinds[i].needs_count || count != 0) && (count < 1 || count > GMP_MAX_DICE))
    return _gmp_board_fail (loader, node, error, _("The effect “%s” needs a count from 1 to %d"),
                            kind, GMP_MAX_DICE);
  if ((effect_kinds[i].needs_value || value != 0) && (value < 2 || value > 6))
    return _gmp_board_fail (loader, node, error,
                            _("The effect “%s” needs a value from 2 to 6"), kind);

  effect->kind = effect_kinds[i].kind;
  effect->count = (int) count;
  effect->value = (int) value;
  effect->source = _gmp_board_get_source (node);
  return TRUE;
}

static gboolean
load_chit (GmpBoardLoader  *loader,
           xmlNode         *node,
           GmpChit         *chit,
           GError         **error)
{
  GmpBoard *board = loader->board;
  g_autofree char *kind = gmp_xml_get_string (node, "kind");
  g_autofree char *start = gmp_xml_get_string (node, "start");
  g_autofree char *owner = gmp_xml_get_string (node, "owner");
  g_autofree char *formation = gmp_xml_get_string (node, "formation");

  if (g_strcmp0 (kind, "activation") == 0)
    chit->kind = GMP_CHIT_ACTIVATION;
  else if (g_strcmp0 (kind, "fx") == 0)
    chit->kind = GMP_CHIT_FX;
  else
    chit->kind = GMP_CHIT_END;

  if (chit->kind != GMP_CHIT_END && owner == NULL)
    return _gmp_board_fail (loader, node, error, _("The chit needs an owner"));
  chit->owner = _gmp_board_get_side (node, "owner");

  chit->formation = GMP_NONE;
  if (formation != NULL)
    {
      if (!lookup_formation (loader, node, "formation", &chit->formation, error))
        return FALSE;
      if (board->formations[chit->formation].side != chit->owner)
        return _gmp_board_fail (loader, node, error,
                                _("The Formation “%s” is not on the chit owner’s side"),
                                formation);
    }
  if (chit->kind == GMP_CHIT_ACTIVATION && chit->formation == GMP_NONE)
    return _gmp_board_fail (loader, node, error, _("An Activation Chit needs a Formation"));

  if (g_strcmp0 (start, "time-track") == 0)
    {
      chit->start = GMP_CHIT_START_TIME_TRACK;
      /* Rules note 2: it enters when the marker advances onto its space,
       * which it never does onto turn 1. */
      if (!_gmp_board_require_uint (loader, node, "turn", 2, board->rules.turns,
                                    &chit->start_turn, error))
        return FALSE;
    }
  else if (g_strcmp0 (start, "with-ally") == 0)
    {
      chit->start = GMP_CHIT_START_WITH_ALLY;
      if (chit->formation == GMP_NONE || !board->formations[chit->formation].allied)
        return _gmp_board_fail (loader, node, error,
                                _("A chit that enters with its ally needs an Allied Formation"));
    }
  else
    {
      chit->start = GMP_CHIT_START_CUP;
    }

  chit->danger = _gmp_board_get_boolean (node, "danger");
  chit->fort_only = _gmp_board_get_boolean (node, "fort-only");
  chit->source = _gmp_board_get_source (node);

  if (chit->kind != GMP_CHIT_FX)
    {
      if (first_element (node, "effect") != NULL)
        return _gmp_board_fail (loader, first_element (node, "effect"), error,
                                _("Only FX chits have effects"));
      if (chit->danger || chit->fort_only)
        return _gmp_board_fail (loader, node, error, _("danger and fort-only are for FX chits"));
    }
  else
    {
      if (first_element (node, "effect") == NULL)
        return _gmp_board_fail (loader, node, error, _("An FX chit needs an <effect>"));
      FOR_EACH_ELEMENT (effect, node, "effect")
        {
          if (chit->n_effects == GMP_MAX_FX_EFFECTS)
            return _gmp_board_fail (loader, effect, error, _("At most %d effects are allowed"),
                                    GMP_MAX_FX_EFFECTS);
          if (!load_effect (loader, effect, &chit->effects[chit->n_effects], error))
            return FALSE;
          chit->n_effects++;
        }
    }

  chit->names = gmp_xml_get_all (node, "name");
  return _gmp_board_get_name (loader, node, "name", &chit->name, error);
}

gboolean
_gmp_board_load_chits (GmpBoardLoader  *loader,
                       xmlNode         *node,
                       GError         **error)
{
  GmpBoard *board = loader->board;
  guint n_end = 0;
  guint n;

  if (!_gmp_board_count_at_most (loader, node, "chit", GMP_BOARD_MAX_ITEMS, &n, error))
    return FALSE;
  board->chits = g_new0 (GmpChit, MAX (n, 1));

  FOR_EACH_ELEMENT (child, node, "chit")
    {
      GmpChit *chit = &board->chits[board->n_chits];

      if (!_gmp_board_claim_id (loader, child, board->chit_ids, _("chit"),
                                &chit->id, &board->n_chits, error))
        return FALSE;
      if (!load_chit (loader, child, chit, error))
        return FALSE;
      if (chit->kind == GMP_CHIT_END)
        n_end++;
    }

  /* Rules note 1 */
  if (n_end < board->rules.ends_per_turn)
    return _gmp_board_fail (loader, node, error,
                            _("The Action Phase ends after %u “…The End???” chits but the board "
                              "has %u"),
                            board->rules.ends_per_turn, n_end);

  return TRUE;
}
