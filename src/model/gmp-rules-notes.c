/* gmp-rules-notes.c: the rules notes (docs/rules-notes*.md) for the app
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The notes are written once, as Markdown, for people reading the project
 * and for the app: docs/rules-notes.md and its translations
 * docs/rules-notes.LANG.md, compiled into the app as resources. Only what
 * those files use is read: "## " headings, paragraphs, a note opening with
 * "**N. Title.**", and inline **bold**, *italics*, `code` and [links](…).
 */

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"

#include "gmp-rules-notes.h"

/* Note numbers have at most this many digits */
#define MAX_NOTE_DIGITS 3

void
gmp_rules_note_free (GmpRulesNote *note)
{
  if (note == NULL)
    return;
  g_free (note->section);
  g_free (note->title);
  g_free (note->markup);
  g_free (note);
}

/* Where the span opened by marker at text ends, or NULL */
static const char *
find_closing (const char *text,
              const char *marker)
{
  const char *end = strstr (text, marker);

  return end != NULL && end > text ? end : NULL;
}

/* Appends the text of a link, "[text](target)", and returns what follows it;
 * NULL when text is not a link. */
static const char *
append_link_text (GString    *out,
                  const char *text)
{
  const char *close = strstr (text, "](");
  const char *end;

  if (close == NULL || memchr (text, '\n', (gsize) (close - text)) != NULL)
    return NULL;
  end = strchr (close, ')');
  if (end == NULL)
    return NULL;
  g_string_append_len (out, text + 1, close - text - 1);
  return end + 1;
}

/* The Markdown inline spans of text as Pango markup; text escaped first,
 * which leaves the Markdown markers alone. */
char *
gmp_rules_notes_inline_markup (const char *text)
{
  static const struct { const char *marker; const char *open; const char *close; } spans[] = {
    { "**", "<b>", "</b>" },
    { "*", "<i>", "</i>" },
    { "`", "<tt>", "</tt>" },
  };
  g_autofree char *escaped = NULL;
  GString *out;
  const char *p;

  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_markup_escape_text (text, -1);
  out = g_string_sized_new (strlen (escaped));
  for (p = escaped; *p != '\0';)
    {
      gboolean matched = FALSE;

      if (*p == '[')
        {
          const char *after = append_link_text (out, p);

          if (after != NULL)
            {
              p = after;
              continue;
            }
        }
      for (guint i = 0; i < G_N_ELEMENTS (spans) && !matched; i++)
        {
          gsize length = strlen (spans[i].marker);
          const char *end;

          if (strncmp (p, spans[i].marker, length) != 0)
            continue;
          end = find_closing (p + length, spans[i].marker);
          if (end == NULL)
            continue;
          g_string_append (out, spans[i].open);
          g_string_append_len (out, p + length, end - p - length);
          g_string_append (out, spans[i].close);
          p = end + length;
          matched = TRUE;
        }
      if (!matched)
        g_string_append_c (out, *p++);
    }
  return g_string_free (out, FALSE);
}

/* A note's first words, "**12. Taking Hits.** ...": its number, its title
 * (without the full stop) and where the rest begins; FALSE for any other
 * paragraph. */
static gboolean
split_note_opening (const char  *paragraph,
                    guint       *number,
                    char       **title,
                    const char **rest)
{
  const char *p = paragraph + 2;
  const char *end;
  guint64 value;
  char *digits_end;

  if (!g_str_has_prefix (paragraph, "**") || !g_ascii_isdigit (*p))
    return FALSE;
  value = g_ascii_strtoull (p, &digits_end, 10);
  if (value == 0 || value > G_MAXUINT || !g_str_has_prefix (digits_end, ". "))
    return FALSE;
  end = strstr (digits_end, "**");
  if (end == NULL)
    return FALSE;

  *number = (guint) value;
  *title = g_strndup (digits_end + 2, end - digits_end - 2);
  g_strchomp (*title);
  if (g_str_has_suffix (*title, "."))
    (*title)[strlen (*title) - 1] = '\0';
  *rest = end + 2;
  while (**rest == ' ')
    (*rest)++;
  return TRUE;
}

static void
add_paragraph (GPtrArray  *notes,
               const char *section,
               const char *paragraph)
{
  GmpRulesNote *note = g_new0 (GmpRulesNote, 1);
  g_autofree char *title = NULL;
  const char *rest = paragraph;

  if (split_note_opening (paragraph, &note->number, &title, &rest))
    note->title = gmp_rules_notes_inline_markup (title);
  note->section = g_strdup (section);
  note->markup = gmp_rules_notes_inline_markup (rest);
  g_ptr_array_add (notes, note);
}

/* The paragraphs of markdown in order; a line opening with "**" inside a
 * paragraph ("**Reads:**") starts a new line of it. */
GPtrArray *
gmp_rules_notes_parse (const char *markdown)
{
  g_autoptr(GPtrArray) notes = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_rules_note_free);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) paragraph = g_string_new (NULL);
  g_autofree char *section = NULL;

  g_return_val_if_fail (markdown != NULL, NULL);

  lines = g_strsplit (markdown, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *line = g_strchomp (lines[i]);

      if (line[0] != '\0')
        {
          if (paragraph->len > 0)
            g_string_append_c (paragraph, g_str_has_prefix (line, "**") ? '\n' : ' ');
          g_string_append (paragraph, line);
          if (lines[i + 1] != NULL)
            continue;
        }
      if (paragraph->len == 0)
        continue;
      if (g_str_has_prefix (paragraph->str, "## "))
        {
          g_free (section);
          section = g_strdup (paragraph->str + 3);
        }
      else if (!g_str_has_prefix (paragraph->str, "# "))
        add_paragraph (notes, section, paragraph->str);
      g_string_truncate (paragraph, 0);
    }
  return g_steal_pointer (&notes);
}

const GmpRulesNote *
gmp_rules_notes_find (GPtrArray *notes,
                      guint      number)
{
  g_return_val_if_fail (notes != NULL, NULL);

  for (guint i = 0; i < notes->len; i++)
    {
      const GmpRulesNote *note = g_ptr_array_index (notes, i);

      if (note->number == number && number > 0)
        return note;
    }
  return NULL;
}

/* The resource path of the notes in the user's language: the first of
 * resource_dir/rules-notes.LANG.md for the languages gettext would use
 * (LANGUAGE first), else the English resource_dir/rules-notes.md. */
char *
gmp_rules_notes_resource_for_language (const char *resource_dir)
{
  const char * const *languages = g_get_language_names ();

  g_return_val_if_fail (resource_dir != NULL, NULL);

  for (guint i = 0; languages[i] != NULL; i++)
    {
      g_autofree char *path = NULL;

      if (g_str_equal (languages[i], "C") || strchr (languages[i], '.') != NULL
          || strchr (languages[i], '@') != NULL)
        continue;
      /* English is the original */
      if (g_str_equal (languages[i], "en") || g_str_has_prefix (languages[i], "en_"))
        break;
      path = g_strdup_printf ("%s/rules-notes.%s.md", resource_dir, languages[i]);
      if (g_resources_get_info (path, G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
        return g_steal_pointer (&path);
    }
  return g_strdup_printf ("%s/rules-notes.md", resource_dir);
}

/* Citing notes: "(Rules note 14)", "(Rules notes 18, 24)" */

static gboolean
at_word_start (const char *text,
               const char *p)
{
  return p == text || !g_ascii_isalnum (p[-1]);
}

/* The length of the words that cite notes at p, followed by a space and a
 * number, or 0. Messages are written in the user's language; English too,
 * should one not be translated. */
static gsize
citation_words (const char *p,
                gboolean   *plural)
{
  /* The plural first: in English the singular is its beginning */
  const char *words[] = {
    /* TRANSLATORS: the words before the numbers in every message that cites
     * several rules notes: "(Rules notes 18, 24)". Write them as those
     * messages do: the app finds them there and makes the numbers links. */
    _("Rules notes"), "Rules notes",
    /* TRANSLATORS: the words before the number in every message that cites
     * one rules note: "(Rules note 14)". Write them as those messages do:
     * the app finds them there and makes the citation a link. */
    _("Rules note"), "Rules note",
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      gsize length = strlen (words[i]);

      if (length > 0 && g_ascii_strncasecmp (p, words[i], length) == 0
          && p[length] == ' ' && g_ascii_isdigit (p[length + 1]))
        {
          *plural = i < 2;
          return length;
        }
    }
  return 0;
}

static const char *
skip_number (const char *p)
{
  for (guint i = 0; i < MAX_NOTE_DIGITS && g_ascii_isdigit (*p); i++)
    p++;
  return p;
}

/* The length of what joins two numbers of a list at p, ", " or " and ",
 * when a number follows; else 0. */
static gsize
list_separator (const char *p)
{
  /* TRANSLATORS: what joins the last two numbers of "Rules notes 3 and 7" */
  const char *ands[] = { _("and"), "and" };
  gsize length = 0;

  if (g_str_has_prefix (p, ", "))
    length = 2;
  for (guint i = 0; i < G_N_ELEMENTS (ands) && length == 0; i++)
    {
      gsize and_length = strlen (ands[i]);

      if (p[0] == ' ' && and_length > 0 && strncmp (p + 1, ands[i], and_length) == 0
          && p[1 + and_length] == ' ')
        length = and_length + 2;
    }
  return length > 0 && g_ascii_isdigit (p[length]) ? length : 0;
}

static void
append_escaped (GString    *out,
                const char *text,
                gsize       length)
{
  g_autofree char *escaped = g_markup_escape_text (text, (gssize) length);

  g_string_append (out, escaped);
}

/* text, length bytes of it, as a link to the note whose number starts at
 * number */
static void
append_link (GString    *out,
             const char *text,
             gsize       length,
             const char *number)
{
  g_string_append_printf (out, "<a href=\"" GMP_RULES_NOTE_LINK "%u\">",
                          (guint) g_ascii_strtoull (number, NULL, 10));
  append_escaped (out, text, length);
  g_string_append (out, "</a>");
}

/* Appends the citation at p, its words n_words long; returns its end. One
 * note is linked words and all, "Rules note 14"; in a list each number is. */
static const char *
append_citation (GString    *out,
                 const char *p,
                 gsize       n_words,
                 gboolean    plural)
{
  const char *number = p + n_words + 1;
  const char *end = skip_number (number);
  gsize separator;

  if (!plural)
    {
      append_link (out, p, (gsize) (end - p), number);
      return end;
    }
  append_escaped (out, p, (gsize) (number - p));
  for (;;)
    {
      append_link (out, number, (gsize) (end - number), number);
      separator = list_separator (end);
      if (separator == 0)
        return end;
      append_escaped (out, end, separator);
      number = end + separator;
      end = skip_number (number);
    }
}

char *
gmp_rules_notes_link_citations (const char *text)
{
  GString *out;
  const char *plain;
  const char *p;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_sized_new (strlen (text));
  plain = p = text;
  while (*p != '\0')
    {
      gboolean plural = FALSE;
      gsize n_words = at_word_start (text, p) ? citation_words (p, &plural) : 0;

      if (n_words == 0)
        {
          p++;
          continue;
        }
      append_escaped (out, plain, (gsize) (p - plain));
      p = plain = append_citation (out, p, n_words, plural);
    }
  append_escaped (out, plain, (gsize) (p - plain));
  return g_string_free (out, FALSE);
}

guint
gmp_rules_notes_link_number (const char *uri)
{
  guint64 number;

  g_return_val_if_fail (uri != NULL, 0);

  if (!g_str_has_prefix (uri, GMP_RULES_NOTE_LINK)
      || !g_ascii_string_to_unsigned (uri + strlen (GMP_RULES_NOTE_LINK), 10, 1, G_MAXUINT,
                                      &number, NULL))
    return 0;
  return (guint) number;
}
