/* gmp-board.c: the immutable game board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Loading lives in gmp-board-load.c, finding a board by its id in
 * gmp-board-lookup.c; this file holds lookups and lifetime.
 */

#include "config.h"

#include <stdlib.h>

#include "gmp-i18n.h"

#include "gmp-board.h"
#include "gmp-error.h"
#include "gmp-quote.h"

GmpBoard *
gmp_board_ref (GmpBoard *board)
{
  g_return_val_if_fail (board != NULL, NULL);
  g_return_val_if_fail (board->ref_count > 0, NULL);

  g_atomic_int_inc (&board->ref_count);
  return board;
}

static void
gmp_board_free (GmpBoard *board)
{
  guint i;

  for (i = 0; i < board->n_formations; i++)
    {
      g_free (board->formations[i].id);
      g_free (board->formations[i].name);
    }
  g_free (board->formations);

  for (i = 0; i < board->n_unit_types; i++)
    {
      g_free (board->unit_types[i].id);
      g_free (board->unit_types[i].name);
      g_free (board->unit_types[i].short_name);
    }
  g_free (board->unit_types);

  for (i = 0; i < board->n_cities; i++)
    {
      g_free (board->cities[i].id);
      g_free (board->cities[i].name);
      g_free (board->cities[i].neighbours);
      g_strfreev (board->cities[i].names);
    }
  g_free (board->cities);

  for (i = 0; i < board->n_chits; i++)
    {
      g_free (board->chits[i].id);
      g_free (board->chits[i].name);
      g_strfreev (board->chits[i].names);
    }
  g_free (board->chits);

  g_free (board->roads);
  g_free (board->forts);
  g_free (board->fence);
  g_free (board->guard_pool);
  g_free (board->danger);
  g_free (board->hive_garrison);
  g_free (board->setup_units);
  g_clear_pointer (&board->city_ids, g_hash_table_unref);
  g_clear_pointer (&board->formation_ids, g_hash_table_unref);
  g_clear_pointer (&board->unit_type_ids, g_hash_table_unref);
  g_clear_pointer (&board->chit_ids, g_hash_table_unref);
  g_free (board->fence_positions);
  g_free (board->id);
  g_free (board->title);
  g_free (board->description);
  g_free (board->path);
  g_free (board);
}

void
gmp_board_unref (GmpBoard *board)
{
  g_return_if_fail (board != NULL);
  g_return_if_fail (board->ref_count > 0);

  if (g_atomic_int_dec_and_test (&board->ref_count))
    gmp_board_free (board);
}

/* The loader fills the tables as it reads the ids: a board of thousands of
 * cities is looked up as fast as a small one (docs/reliability.md). */
static int
find_id (GHashTable *ids,
         const char *id)
{
  gpointer index_plus_one;

  if (id == NULL || ids == NULL)
    return GMP_NONE;
  index_plus_one = g_hash_table_lookup (ids, id);
  return index_plus_one != NULL ? GPOINTER_TO_INT (index_plus_one) - 1 : GMP_NONE;
}

int
gmp_board_find_city (const GmpBoard *board,
                     const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->city_ids, id);
}

char *
gmp_name_fold (const char *text)
{
  g_autofree char *valid = NULL;
  g_autofree char *decomposed = NULL;
  GString *folded;
  gboolean space = FALSE;

  g_return_val_if_fail (text != NULL, NULL);

  valid = g_utf8_make_valid (text, -1);
  /* NFD puts accents apart as marks, which are then dropped: "São" is "sao" */
  decomposed = g_utf8_normalize (valid, -1, G_NORMALIZE_NFD);
  folded = g_string_new (NULL);
  for (const char *p = decomposed; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_ismark (c))
        continue;
      if (g_unichar_isspace (c) || c == '-' || c == '_')
        {
          space = folded->len > 0;
          continue;
        }
      /* ':' and ',' separate the parts of some answers ("sortie:MSP") */
      if (g_unichar_ispunct (c) && c != ':' && c != ',')
        continue;
      if (space)
        g_string_append_c (folded, ' ');
      space = FALSE;
      g_string_append_unichar (folded, g_unichar_tolower (c));
    }
  return g_string_free (folded, FALSE);
}

static GmpNameMatch
folded_match (const char *folded_text,
              const char *name)
{
  g_autofree char *folded = NULL;

  if (name == NULL)
    return GMP_NAME_NO_MATCH;
  folded = gmp_name_fold (name);
  if (g_str_equal (folded, folded_text))
    return GMP_NAME_EXACT;
  if (g_str_has_prefix (folded, folded_text))
    return GMP_NAME_PREFIX;
  return GMP_NAME_NO_MATCH;
}

GmpNameMatch
gmp_name_match (const char         *text,
                const char         *id,
                const char * const *names)
{
  g_autofree char *folded_text = NULL;
  GmpNameMatch best;

  g_return_val_if_fail (text != NULL, GMP_NAME_NO_MATCH);

  folded_text = gmp_name_fold (text);
  if (*folded_text == '\0')
    return GMP_NAME_NO_MATCH;
  best = folded_match (folded_text, id);
  for (guint i = 0; names != NULL && names[i] != NULL && best != GMP_NAME_EXACT; i++)
    best = MAX (best, folded_match (folded_text, names[i]));
  return best;
}

/* Lookups by name: one code for cities and chits. */
typedef struct {
  const char         *id;
  const char         *name;    /* in the user's language, for messages */
  const char * const *names;
} Named;

typedef Named (*NamedFunc) (const GmpBoard *board,
                            guint           index);

static Named
city_named (const GmpBoard *board,
            guint           index)
{
  const GmpCity *city = &board->cities[index];

  return (Named) { city->id, city->name, (const char * const *) city->names };
}

static Named
chit_named (const GmpBoard *board,
            guint           index)
{
  const GmpChit *chit = &board->chits[index];

  return (Named) { chit->id, chit->name, (const char * const *) chit->names };
}

/* Levenshtein distance between two strings, by characters. */
static guint
edit_distance (const char *a,
               const char *b)
{
  glong n, m;
  g_autofree gunichar *s = g_utf8_to_ucs4_fast (a, -1, &n);
  g_autofree gunichar *t = g_utf8_to_ucs4_fast (b, -1, &m);
  g_autofree guint *row = g_new (guint, m + 1);

  for (glong j = 0; j <= m; j++)
    row[j] = (guint) j;
  for (glong i = 1; i <= n; i++)
    {
      guint diagonal = row[0];

      row[0] = (guint) i;
      for (glong j = 1; j <= m; j++)
        {
          guint above = row[j];

          row[j] = MIN (MIN (row[j] + 1, row[j - 1] + 1),
                        diagonal + (s[i - 1] == t[j - 1] ? 0 : 1));
          diagonal = above;
        }
    }
  return row[m];
}

/* How far the text is from the item's id and names; G_MAXUINT when too far
 * to suggest (about one typing slip in three letters). */
static guint
closeness (const char  *folded_text,
           const Named *item)
{
  guint limit = MAX (1, (guint) g_utf8_strlen (folded_text, -1) / 3);
  g_autofree char *folded_id = gmp_name_fold (item->id);
  guint best = edit_distance (folded_text, folded_id);

  for (guint i = 0; item->names != NULL && item->names[i] != NULL; i++)
    {
      g_autofree char *folded = gmp_name_fold (item->names[i]);

      best = MIN (best, edit_distance (folded_text, folded));
    }
  return best <= limit ? best : G_MAXUINT;
}

#define MAX_SUGGESTIONS 6

/* "Chicago (CHI), Cincinnati (CVG)" */
static char *
list_named (const GmpBoard *board,
            NamedFunc       get,
            GArray         *indices)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < indices->len && i < MAX_SUGGESTIONS; i++)
    {
      Named item = get (board, g_array_index (indices, guint, i));

      if (i > 0)
        /* Translators: between the items of a list: "Toronto, Ottawa" */
        g_string_append (list, _(", "));
      /* Translators: a city or a chit and its code: "Chicago (CHI)" */
      g_string_append_printf (list, _("%s (%s)"), item.name, item.id);
    }
  if (indices->len > MAX_SUGGESTIONS)
    g_string_append (list, _(", …"));
  return g_string_free (g_steal_pointer (&list), FALSE);
}

typedef enum {
  FOUND,
  UNKNOWN,       /* candidates: close matches, nearest first, maybe none */
  AMBIGUOUS,     /* candidates: every item the text could be */
} FindResult;

static gint
compare_closeness (gconstpointer a,
                   gconstpointer b,
                   gpointer      user_data)
{
  const guint *distance = user_data;
  guint x = *(const guint *) a, y = *(const guint *) b;

  if (distance[x] != distance[y])
    return distance[x] < distance[y] ? -1 : 1;
  return x < y ? -1 : x > y;
}

/* Among the items (all of the same kind), those the text names exactly, else
 * those it begins; one of them, or several whose names read the same (the
 * "…The End???" chits), is found. */
static FindResult
find_by_name (const GmpBoard *board,
              guint           n_items,
              NamedFunc       get,
              const char     *text,
              int            *found,
              GArray         *candidates)
{
  g_autoptr(GArray) exact = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) prefix = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree guint *distance = NULL;
  g_autofree char *folded_text = gmp_name_fold (text);
  GArray *matches;

  for (guint i = 0; i < n_items; i++)
    {
      Named item = get (board, i);
      GmpNameMatch match = gmp_name_match (text, item.id, item.names);

      if (match == GMP_NAME_EXACT)
        g_array_append_val (exact, i);
      else if (match == GMP_NAME_PREFIX)
        g_array_append_val (prefix, i);
    }

  matches = exact->len > 0 ? exact : prefix;
  if (matches->len > 0)
    {
      gboolean same = TRUE;
      guint first = g_array_index (matches, guint, 0);

      for (guint i = 1; i < matches->len; i++)
        same &= g_strcmp0 (get (board, first).name,
                           get (board, g_array_index (matches, guint, i)).name) == 0;
      if (same)
        {
          *found = (int) first;
          return FOUND;
        }
      g_array_append_vals (candidates, matches->data, matches->len);
      return AMBIGUOUS;
    }

  distance = g_new (guint, MAX (n_items, 1));
  for (guint i = 0; i < n_items; i++)
    {
      Named item = get (board, i);

      distance[i] = *folded_text != '\0' ? closeness (folded_text, &item) : G_MAXUINT;
      if (distance[i] != G_MAXUINT)
        g_array_append_val (candidates, i);
    }
  g_array_sort_with_data (candidates, compare_closeness, distance);
  return UNKNOWN;
}

int
gmp_board_find_city_by_name (const GmpBoard *board,
                             const char     *text,
                             GError        **error)
{
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *list = NULL;
  g_autofree char *quoted = NULL;
  int found = GMP_NONE;

  g_return_val_if_fail (board != NULL, GMP_NONE);
  g_return_val_if_fail (text != NULL, GMP_NONE);

  switch (find_by_name (board, board->n_cities, city_named, text, &found, candidates))
    {
    case FOUND:
      return found;
    case AMBIGUOUS:
      quoted = gmp_quote_excerpt (text);
      list = list_named (board, city_named, candidates);
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("“%s” could be several cities: %s. Give more of the name, or the code"),
                   quoted, list);
      return GMP_NONE;
    case UNKNOWN:
    default:
      quoted = gmp_quote_excerpt (text);
      if (candidates->len == 0)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("There is no city “%s” on the board"), quoted);
          return GMP_NONE;
        }
      list = list_named (board, city_named, candidates);
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("There is no city “%s” on the board. Close matches: %s"), quoted, list);
      return GMP_NONE;
    }
}

int
gmp_board_find_chit_by_name (const GmpBoard *board,
                             const char     *text,
                             GError        **error)
{
  g_autoptr(GArray) candidates = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *list = NULL;
  g_autofree char *quoted = NULL;
  int found = GMP_NONE;

  g_return_val_if_fail (board != NULL, GMP_NONE);
  g_return_val_if_fail (text != NULL, GMP_NONE);

  switch (find_by_name (board, board->n_chits, chit_named, text, &found, candidates))
    {
    case FOUND:
      return found;
    case AMBIGUOUS:
      quoted = gmp_quote_excerpt (text);
      list = list_named (board, chit_named, candidates);
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("“%s” could be several chits: %s. Give more of the name, or the code"),
                   quoted, list);
      return GMP_NONE;
    case UNKNOWN:
    default:
      quoted = gmp_quote_excerpt (text);
      if (candidates->len == 0)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                       _("There is no chit “%s” on the board"), quoted);
          return GMP_NONE;
        }
      list = list_named (board, chit_named, candidates);
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE,
                   _("There is no chit “%s” on the board. Close matches: %s"), quoted, list);
      return GMP_NONE;
    }
}

int
gmp_board_find_formation (const GmpBoard *board,
                          const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->formation_ids, id);
}

int
gmp_board_find_unit_type (const GmpBoard *board,
                          const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->unit_type_ids, id);
}

int
gmp_board_find_chit (const GmpBoard *board,
                     const char     *id)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  return find_id (board->chit_ids, id);
}

int
gmp_board_fort_at (const GmpBoard *board,
                   guint           city)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  if (city >= board->n_cities)
    return GMP_NONE;
  return board->cities[city].fort;
}

static int
compare_uints (const void *a,
               const void *b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

guint
gmp_board_count_counters (const GmpBoard *board,
                          guint           type,
                          int             formation)
{
  guint n = 0;

  g_return_val_if_fail (board != NULL && type < board->n_unit_types, 0);

  if (board->unit_types[type].guard)
    return board->n_guard_pool;
  for (guint i = 0; i < board->n_setup_units; i++)
    if (board->setup_units[i].type == type && board->setup_units[i].formation == formation)
      n += board->setup_units[i].count;
  for (guint c = 0; c < board->n_cities; c++)
    {
      if (board->cities[c].hive != formation)
        continue;
      for (guint i = 0; i < board->n_hive_garrison; i++)
        if (board->hive_garrison[i].type == type)
          n += board->hive_garrison[i].count;
    }
  return n;
}

gboolean
gmp_board_adjacent (const GmpBoard *board,
                    guint           a,
                    guint           b)
{
  g_return_val_if_fail (board != NULL, FALSE);

  if (a >= board->n_cities || b >= board->n_cities)
    return FALSE;
  /* Neighbours are sorted: a binary search, with no n × n matrix behind it. */
  return bsearch (&b, board->cities[a].neighbours, board->cities[a].n_neighbours,
                  sizeof (guint), compare_uints) != NULL;
}

int
gmp_board_fence_position (const GmpBoard *board,
                          guint           city)
{
  g_return_val_if_fail (board != NULL, GMP_NONE);

  if (city >= board->n_cities || board->fence_positions == NULL)
    return GMP_NONE;
  return board->fence_positions[city];
}

const char *
gmp_source_to_string (GmpSource source)
{
  switch (source)
    {
    case GMP_SOURCE_RULES:
      return "rules";
    case GMP_SOURCE_RECONSTRUCTED:
      return "reconstructed";
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_side_to_string (GmpSide side)
{
  switch (side)
    {
    case GMP_SIDE_SWARM:
      return "swarm";
    case GMP_SIDE_HUMANS:
      return "humans";
    case GMP_N_SIDES:
    default:
      g_return_val_if_reached (NULL);
    }
}

const char *
gmp_side_get_name (GmpSide side)
{
  switch (side)
    {
    case GMP_SIDE_SWARM:
      return _("Swarm");
    case GMP_SIDE_HUMANS:
      return _("Humans");
    case GMP_N_SIDES:
    default:
      g_return_val_if_reached (NULL);
    }
}
