/* gmp-title.c: titles the programs give the games they make
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A title the program made ("New game (seed 7)") is not the players' words:
 * it is written to the file in English, as a pattern, and shown to each
 * reader in their own language, so that a game made at a Portuguese table
 * reads right to an English one and back. A title in the reader's language
 * made before this (files written by older versions) is recognised too.
 * Any other title is the players' own and shown as it is.
 */

#include "config.h"

#include <string.h>

#include "gmp-i18n.h"

#include "gmp-title.h"

/* TRANSLATORS: the title of a game made by "ginormopod-cli new"; %s is its seed */
#define NEW_GAME_SEED N_("New game (seed %s)")
/* TRANSLATORS: the title of a game made by "ginormopod-cli new --dice" */
#define NEW_GAME_DICE N_("New game (the players’ dice)")

char *
gmp_title_new_game_seed (guint64 seed)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);

  return g_strdup_printf (NEW_GAME_SEED, digits);
}

char *
gmp_title_new_game_dice (void)
{
  return g_strdup (NEW_GAME_DICE);
}

/* The digits that stand for the one "%s" of pattern in title, or NULL when
 * title is not pattern with a number in it. */
static char *
match_number (const char *title,
              const char *pattern)
{
  const char *hole = strstr (pattern, "%s");
  gsize before, after, length = strlen (title);

  if (hole == NULL)
    return NULL;
  before = (gsize) (hole - pattern);
  after = strlen (hole + 2);
  if (length <= before + after
      || strncmp (title, pattern, before) != 0
      || strcmp (title + length - after, hole + 2) != 0)
    return NULL;
  for (gsize i = before; i < length - after; i++)
    if (!g_ascii_isdigit (title[i]))
      return NULL;
  return g_strndup (title + before, length - after - before);
}

/* The title to show for title in the user's language: a made title
 * translated, anything else as it is; NULL for NULL. */
char *
gmp_title_for_display (const char *title)
{
  const char *seed_patterns[] = { NEW_GAME_SEED, _(NEW_GAME_SEED) };

  if (title == NULL)
    return NULL;
  if (g_str_equal (title, NEW_GAME_DICE) || g_str_equal (title, _(NEW_GAME_DICE)))
    return g_strdup (_(NEW_GAME_DICE));
  for (guint i = 0; i < G_N_ELEMENTS (seed_patterns); i++)
    {
      g_autofree char *seed = match_number (title, seed_patterns[i]);

      if (seed != NULL)
        return g_strdup_printf (_(NEW_GAME_SEED), seed);
    }
  return g_strdup (title);
}
