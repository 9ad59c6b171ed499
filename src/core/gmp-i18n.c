/* gmp-i18n.c: the project's translations, chosen explicitly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The C library's gettext translates only under a locale of the language:
 * under C, and from glibc 2.41 under C.UTF-8 too, it ignores LANGUAGE, and a
 * machine (a container, a minimal install, CI) may have no other locale.
 * So the project reads its own catalogue, ginormopod.mo, from the folder
 * bound with bindtextdomain(), in the language chosen by
 * gmp_i18n_set_language() (the app's language setting) or else by the
 * environment as GLib reads it (g_get_language_names(): LANGUAGE, LC_ALL,
 * LC_MESSAGES, LANG), the same choice the rules notes and the shipped
 * scenarios make. Numbers follow, since their decimal mark is a translated
 * string (gmp-format.c). Other domains go to the C library as before.
 */

#define G_LOG_DOMAIN "Gmp-Core"

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"

#define MO_MAGIC         0x950412deU
#define MO_MAGIC_SWAPPED 0xde120495U

typedef struct {
  GBytes     *bytes;
  GHashTable *messages;  /* msgid (with "context\004") → GBytes slice: the msgstr(s) */
  char       *plural;    /* the Plural-Forms expression, or NULL: n != 1 */
  guint       n_plurals;
} Catalogue;

G_LOCK_DEFINE_STATIC (catalogues);
static GHashTable *catalogues;  /* "dir\nlanguage" → Catalogue *, or a NULL value: none */
static char *chosen_language;   /* NULL: the environment's */

static guint32
read_u32 (const guint8 *data,
          gsize         offset,
          gboolean      swapped)
{
  guint32 value;

  memcpy (&value, data + offset, sizeof value);
  return swapped ? GUINT32_SWAP_LE_BE (value) : value;
}

/* The header's "Plural-Forms: nplurals=N; plural=EXPR;" */
static void
read_plural_forms (Catalogue  *catalogue,
                   const char *header)
{
  const char *line = strstr (header, "Plural-Forms:");
  const char *nplurals, *plural, *end;

  if (line == NULL)
    return;
  nplurals = strstr (line, "nplurals=");
  plural = strstr (line, "plural=");
  if (plural != NULL && plural > line && plural[-1] == 'n')
    plural = strstr (plural + 1, "plural=");
  if (nplurals == NULL || plural == NULL)
    return;
  catalogue->n_plurals = (guint) g_ascii_strtoull (nplurals + strlen ("nplurals="), NULL, 10);
  plural += strlen ("plural=");
  end = strpbrk (plural, ";\n");
  catalogue->plural = end != NULL ? g_strndup (plural, end - plural) : g_strdup (plural);
}

static void
catalogue_free (gpointer data)
{
  Catalogue *catalogue = data;

  if (catalogue == NULL)
    return;
  g_hash_table_unref (catalogue->messages);
  g_bytes_unref (catalogue->bytes);
  g_free (catalogue->plural);
  g_free (catalogue);
}

/* A GNU .mo file; NULL when it is missing or not one. */
static Catalogue *
catalogue_load (const char *path)
{
  g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, NULL);
  Catalogue *catalogue;
  const guint8 *data;
  gsize size;
  guint32 magic, n, originals, translations;
  gboolean swapped;

  if (file == NULL)
    return NULL;
  size = g_mapped_file_get_length (file);
  data = (const guint8 *) g_mapped_file_get_contents (file);
  if (size < 28)
    return NULL;
  memcpy (&magic, data, sizeof magic);
  if (magic != MO_MAGIC && magic != MO_MAGIC_SWAPPED)
    return NULL;
  swapped = magic == MO_MAGIC_SWAPPED;
  n = read_u32 (data, 8, swapped);
  originals = read_u32 (data, 12, swapped);
  translations = read_u32 (data, 16, swapped);
  if (originals > size || translations > size
      || n > (size - originals) / 8 || n > (size - translations) / 8)
    return NULL;

  catalogue = g_new0 (Catalogue, 1);
  catalogue->bytes = g_mapped_file_get_bytes (file);
  catalogue->messages = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                               (GDestroyNotify) g_bytes_unref);
  catalogue->n_plurals = 2;
  for (guint32 i = 0; i < n; i++)
    {
      guint32 o_len = read_u32 (data, originals + 8 * i, swapped);
      guint32 o_off = read_u32 (data, originals + 8 * i + 4, swapped);
      guint32 t_len = read_u32 (data, translations + 8 * i, swapped);
      guint32 t_off = read_u32 (data, translations + 8 * i + 4, swapped);

      /* Each string is followed by a NUL the length leaves out. */
      if (o_off >= size || o_len >= size - o_off || data[o_off + o_len] != '\0'
          || t_off >= size || t_len >= size - t_off || data[t_off + t_len] != '\0')
        {
          g_debug ("%s: entry %u is out of the file: not a catalogue", path, i);
          catalogue_free (catalogue);
          return NULL;
        }
      if (o_len == 0)
        read_plural_forms (catalogue, (const char *) data + t_off);
      else
        g_hash_table_insert (catalogue->messages, (gpointer) (data + o_off),
                             g_bytes_new_from_bytes (catalogue->bytes, t_off, t_len + 1));
    }
  return catalogue;
}

/* The catalogue of one language (as "pt_BR", "pt"), loaded once. */
static Catalogue *
catalogue_for (const char *language)
{
  const char *dir = bindtextdomain (GETTEXT_PACKAGE, NULL);
  g_autofree char *key = g_strconcat (dir != NULL ? dir : "", "\n", language, NULL);
  Catalogue *catalogue;
  gpointer value;

  G_LOCK (catalogues);
  if (catalogues == NULL)
    catalogues = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, catalogue_free);
  if (g_hash_table_lookup_extended (catalogues, key, NULL, &value))
    catalogue = value;
  else
    {
      g_autofree char *path = g_build_filename (dir != NULL ? dir : "", language,
                                                "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      catalogue = catalogue_load (path);
      g_hash_table_insert (catalogues, g_steal_pointer (&key), catalogue);
    }
  G_UNLOCK (catalogues);
  return catalogue;
}

/* The first language asked for that has a catalogue; NULL for English
 * (the msgids), reached at "C" or when none has one. */
static Catalogue *
current_catalogue (void)
{
  g_auto(GStrv) variants = NULL;
  const char * const *languages;

  G_LOCK (catalogues);
  if (chosen_language != NULL)
    variants = g_get_locale_variants (chosen_language);
  G_UNLOCK (catalogues);
  languages = variants != NULL ? (const char * const *) variants : g_get_language_names ();

  for (guint i = 0; languages[i] != NULL; i++)
    {
      Catalogue *catalogue;

      if (g_str_equal (languages[i], "C") || g_str_equal (languages[i], "POSIX")
          || g_str_has_prefix (languages[i], "C."))
        return NULL;
      catalogue = catalogue_for (languages[i]);
      if (catalogue != NULL)
        return catalogue;
    }
  return NULL;
}

static const char *
lookup (const char *msgid,
        gsize      *length)
{
  Catalogue *catalogue = current_catalogue ();
  GBytes *found;

  if (catalogue == NULL)
    return NULL;
  found = g_hash_table_lookup (catalogue->messages, msgid);
  if (found == NULL)
    return NULL;
  return g_bytes_get_data (found, length);
}

/* The plural expression (C syntax: n, numbers, ! * / % + - < > <= >= == !=
 * && || ?:), evaluated by recursive descent as it is read. */
typedef struct {
  const char *p;
  gulong      n;
  gboolean    bad;
} PluralReader;

static gulong read_ternary (PluralReader *r);

static void
skip_space (PluralReader *r)
{
  while (g_ascii_isspace (*r->p))
    r->p++;
}

static gboolean
accept (PluralReader *r,
        const char   *token)
{
  gsize len = strlen (token);

  skip_space (r);
  if (strncmp (r->p, token, len) != 0)
    return FALSE;
  /* "<" is not the start of "<=", nor "!" of "!=" */
  if (len == 1 && strchr ("<>!=", token[0]) != NULL && r->p[1] == '=')
    return FALSE;
  if (len == 1 && (token[0] == '&' || token[0] == '|'))
    return FALSE;
  r->p += len;
  return TRUE;
}

static gulong
read_primary (PluralReader *r)
{
  skip_space (r);
  if (accept (r, "!"))
    return !read_primary (r);
  if (accept (r, "("))
    {
      gulong value = read_ternary (r);

      if (!accept (r, ")"))
        r->bad = TRUE;
      return value;
    }
  if (*r->p == 'n')
    {
      r->p++;
      return r->n;
    }
  if (g_ascii_isdigit (*r->p))
    {
      char *end;
      gulong value = (gulong) g_ascii_strtoull (r->p, &end, 10);

      r->p = end;
      return value;
    }
  r->bad = TRUE;
  return 0;
}

static gulong
read_product (PluralReader *r)
{
  gulong value = read_primary (r);

  for (;;)
    {
      if (accept (r, "*"))
        value *= read_primary (r);
      else if (accept (r, "/") || accept (r, "%"))
        {
          char op = r->p[-1];
          gulong divisor = read_primary (r);

          if (divisor == 0)
            {
              r->bad = TRUE;
              return 0;
            }
          value = op == '/' ? value / divisor : value % divisor;
        }
      else
        return value;
    }
}

static gulong
read_sum (PluralReader *r)
{
  gulong value = read_product (r);

  for (;;)
    if (accept (r, "+"))
      value += read_product (r);
    else if (accept (r, "-"))
      value -= read_product (r);
    else
      return value;
}

static gulong
read_comparison (PluralReader *r)
{
  gulong value = read_sum (r);

  for (;;)
    if (accept (r, "<="))
      value = value <= read_sum (r);
    else if (accept (r, ">="))
      value = value >= read_sum (r);
    else if (accept (r, "<"))
      value = value < read_sum (r);
    else if (accept (r, ">"))
      value = value > read_sum (r);
    else
      return value;
}

static gulong
read_equality (PluralReader *r)
{
  gulong value = read_comparison (r);

  for (;;)
    if (accept (r, "=="))
      value = value == read_comparison (r);
    else if (accept (r, "!="))
      value = value != read_comparison (r);
    else
      return value;
}

static gulong
read_and (PluralReader *r)
{
  gulong value = read_equality (r);

  while (accept (r, "&&"))
    {
      gulong right = read_equality (r);
      value = value && right;
    }
  return value;
}

static gulong
read_or (PluralReader *r)
{
  gulong value = read_and (r);

  while (accept (r, "||"))
    {
      gulong right = read_and (r);
      value = value || right;
    }
  return value;
}

static gulong
read_ternary (PluralReader *r)
{
  gulong condition = read_or (r);

  if (accept (r, "?"))
    {
      gulong yes = read_ternary (r), no;

      if (!accept (r, ":"))
        r->bad = TRUE;
      no = read_ternary (r);
      return condition ? yes : no;
    }
  return condition;
}

static guint
plural_index (const Catalogue *catalogue,
              gulong           n)
{
  PluralReader reader = { catalogue->plural, n, FALSE };
  gulong index;

  if (catalogue->plural == NULL)
    return n != 1;
  index = read_ternary (&reader);
  skip_space (&reader);
  if (reader.bad || *reader.p != '\0' || index >= catalogue->n_plurals)
    return n != 1;
  return (guint) index;
}

const char *
gmp_i18n_dgettext (const char *domain,
                   const char *msgid)
{
  const char *found;

  g_return_val_if_fail (msgid != NULL, NULL);

  if (domain != NULL && !g_str_equal (domain, GETTEXT_PACKAGE))
    return (g_dgettext) (domain, msgid);
  if (msgid[0] == '\0')
    return msgid;
  found = lookup (msgid, NULL);
  return found != NULL && found[0] != '\0' ? found : msgid;
}

const char *
gmp_i18n_dngettext (const char *domain,
                    const char *msgid,
                    const char *msgid_plural,
                    gulong      n)
{
  Catalogue *catalogue;
  GBytes *found;
  const char *form;
  gsize length;
  guint index;

  g_return_val_if_fail (msgid != NULL && msgid_plural != NULL, NULL);

  if (domain != NULL && !g_str_equal (domain, GETTEXT_PACKAGE))
    return (g_dngettext) (domain, msgid, msgid_plural, n);
  catalogue = current_catalogue ();
  found = catalogue != NULL ? g_hash_table_lookup (catalogue->messages, msgid) : NULL;
  if (found == NULL)
    return n == 1 ? msgid : msgid_plural;

  /* The forms one after another, each ended by a NUL */
  form = g_bytes_get_data (found, &length);
  index = plural_index (catalogue, n);
  for (guint i = 0; i < index; i++)
    {
      const char *next = memchr (form, '\0', length);

      if (next == NULL || (gsize) (next + 1 - form) >= length)
        return n == 1 ? msgid : msgid_plural;
      length -= next + 1 - form;
      form = next + 1;
    }
  return form[0] != '\0' ? form : (n == 1 ? msgid : msgid_plural);
}

const char *
gmp_i18n_dpgettext (const char *domain,
                    const char *msgctxtid,
                    gsize       msgidoffset)
{
  const char *found, *sep;

  g_return_val_if_fail (msgctxtid != NULL, NULL);

  if (domain != NULL && !g_str_equal (domain, GETTEXT_PACKAGE))
    return (g_dpgettext) (domain, msgctxtid, msgidoffset);
  found = lookup (msgctxtid, NULL);
  if (found != NULL && found[0] != '\0')
    return found;
  /* Untranslated: the message without its context, as g_dpgettext() */
  if (msgidoffset > 0)
    return msgctxtid + msgidoffset;
  sep = strchr (msgctxtid, '|');
  if (sep == NULL)
    sep = strchr (msgctxtid, '\004');
  return sep != NULL ? sep + 1 : msgctxtid;
}

const char *
gmp_i18n_dpgettext2 (const char *domain,
                     const char *context,
                     const char *msgid)
{
  g_autofree char *key = NULL;
  const char *found;

  g_return_val_if_fail (context != NULL && msgid != NULL, NULL);

  if (domain != NULL && !g_str_equal (domain, GETTEXT_PACKAGE))
    return (g_dpgettext2) (domain, context, msgid);
  key = g_strconcat (context, "\004", msgid, NULL);
  found = lookup (key, NULL);
  return found != NULL && found[0] != '\0' ? found : msgid;
}

/* Chooses the language of every message from now on, whatever the
 * environment and the locale say ("pt_BR", "en"); NULL goes back to the
 * environment's. A language without a catalogue gives the English msgids. */
void
gmp_i18n_set_language (const char *language)
{
  G_LOCK (catalogues);
  g_free (chosen_language);
  chosen_language = language != NULL && language[0] != '\0' ? g_strdup (language) : NULL;
  G_UNLOCK (catalogues);
}

/* The language chosen with gmp_i18n_set_language(), or NULL. */
const char *
gmp_i18n_get_language (void)
{
  return chosen_language;
}

/* Whether the project has a catalogue for language where it is bound. */
gboolean
gmp_i18n_has_catalogue (const char *language)
{
  g_return_val_if_fail (language != NULL, FALSE);
  return catalogue_for (language) != NULL;
}
