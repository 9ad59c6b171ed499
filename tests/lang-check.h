/* lang-check.h: finding English in a widget shown in Brazilian Portuguese
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Shared by the UI tests that run in pt_BR (test-lang-ui.c,
 * test-state-editor.c): every visible text of a widget is searched for
 * words of English, leaving out the game terms the Portuguese rules keep.
 */

#pragma once

#include <gtk/gtk.h>

#include "gmp-note-tag.h"
#include "gmp-wrapped-text.h"

/* Game terms the Portuguese rules keep in English (rules/ginormopod-rules.pt_BR.txt),
 * and names that are the same in both languages: taken out before looking
 * for English words. */
static const char * const kept_in_english[] = {
  "…The End???", "Ginormopod 2050 A.D.", "Ginormopod", "Tectonic Telekinesis",
  "Canadian Kingdom", "Latin Coalition", "Laser Tower", "Pill bug", "Roly Poly",
  "National Guard", "Full Attack", "Fusion Fence", "Time Track", "Turn End Track",
  "Danger Track", "Danger Marker", "Game Turn Marker", "Game Turn", "Turn Track", "Turn 2",
  "Turn 6", "Fade In", "Fade Out",
  "Roll For Danger", "Check For Victory",
  /* Code, quoted as it is written in the sources (the rules notes' introduction) */
  "/* Rules note 7 */",
};

/* Words of English that no Portuguese sentence of the app uses */
static const char * const english_words[] = {
  "the", "and", "of", "to", "is", "are", "with", "from", "in", "on", "by", "this",
  "that", "your", "not", "turn", "moving", "done", "game", "new",
  "open", "save", "odds", "battle", "retreats", "humans", "players", "dice", "roll",
  "held", "cup", "note", "rules", "log", "undo", "redo", "zoom", "map", "fit", "without",
  "nobody", "wiped", "side", "answer", "pass", "yes", "draw", "drew", "drawn",
  "setup", "next", "units", "city", "cities", "hand", "track", "strength", "allocate",
  "choose", "apply", "close", "cancel", "none", "scored", "each", "who", "what",
  "why", "where", "when", "enter", "entered", "main", "panel", "selected",
};

static gboolean
is_english_word (const char *word)
{
  for (guint i = 0; i < G_N_ELEMENTS (english_words); i++)
    if (g_ascii_strcasecmp (word, english_words[i]) == 0)
      return TRUE;
  return FALSE;
}

/* The first English word of text, or NULL; a number written the English way
 * ("12.5%") counts as English too */
static char *
find_english (const char *text)
{
  g_autoptr(GString) rest = g_string_new (text);
  g_autoptr(GRegex) number = g_regex_new ("[0-9]\\.[0-9]+ ?%", 0, 0, NULL);
  g_auto(GStrv) words = NULL;

  if (g_regex_match (number, text, 0, NULL))
    return g_strdup (text);
  /* Commands are typed as they are (“ginormopod-cli move”), and the rules
   * notes quote the Portuguese rules as they are written ("…uma enemy City") */
  {
    g_autoptr(GRegex) quoted = g_regex_new ("“ginormopod-cli[^”]*”|\"[^\"]*\"", 0, 0, NULL);
    g_autofree char *without = g_regex_replace_literal (quoted, rest->str, -1, 0, " ", 0, NULL);

    g_string_assign (rest, without);
  }
  for (guint i = 0; i < G_N_ELEMENTS (kept_in_english); i++)
    g_string_replace (rest, kept_in_english[i], " ", 0);
  words = g_regex_split_simple ("[^[:alpha:]]+", rest->str, 0, 0);
  for (guint i = 0; words[i] != NULL; i++)
    if (is_english_word (words[i]))
      return g_strdup (words[i]);
  return NULL;
}

/* Every visible text of widget and its children: labels, button labels,
 * tooltips, the log's texts and note tags (gmp-wrapped-text.h,
 * gmp-note-tag.h) */
static void
collect_texts (GtkWidget *widget,
               GPtrArray *texts)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  if (!gtk_widget_get_visible (widget))
    return;
  if (GTK_IS_LABEL (widget))
    g_ptr_array_add (texts, g_strdup (gtk_label_get_text (GTK_LABEL (widget))));
  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    g_ptr_array_add (texts, g_strdup (gtk_button_get_label (GTK_BUTTON (widget))));
  if (GMP_IS_WRAPPED_TEXT (widget) && gmp_wrapped_text_get_text (GMP_WRAPPED_TEXT (widget)) != NULL)
    g_ptr_array_add (texts, g_strdup (gmp_wrapped_text_get_text (GMP_WRAPPED_TEXT (widget))));
  if (GMP_IS_NOTE_TAG (widget))
    g_ptr_array_add (texts, g_strdup (gmp_note_tag_get_label (GMP_NOTE_TAG (widget))));
  if (tooltip != NULL)
    g_ptr_array_add (texts, g_strdup (tooltip));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_texts (child, texts);
}

/* Asserts that no text of widget is English; returns how many it read */
static guint
assert_no_english (GtkWidget *widget)
{
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);

  collect_texts (widget, texts);
  for (guint i = 0; i < texts->len; i++)
    {
      const char *text = g_ptr_array_index (texts, i);
      g_autofree char *english = find_english (text);

      if (english != NULL)
        g_error ("English in %s: “%s” in “%s”", G_OBJECT_TYPE_NAME (widget), english, text);
    }
  return texts->len;
}

