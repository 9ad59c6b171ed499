/* test-i18n.c: what the core writes for people, in their language:
 * numbers, the titles the programs make, the XML files' errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "core/gmp-format.h"
#include "core/gmp-title.h"

/* Switches the messages' language; LC_NUMERIC stays the C locale's, as on a
 * machine without the Portuguese locale installed. */
static void
use_language (const char *language)
{
  g_setenv ("LANGUAGE", language, TRUE);
  setlocale (LC_ALL, "");
}

static void
assert_percent (double      probability,
                guint       decimals,
                const char *expected)
{
  g_autofree char *text = gmp_format_percent (probability, decimals);

  g_assert_cmpstr (text, ==, expected);
}

static void
test_percent_english (void)
{
  use_language ("");
  assert_percent (0.007, 1, "0.7%");
  assert_percent (0.125, 1, "12.5%");
  assert_percent (1.0, 0, "100%");
  assert_percent (0.0, 1, "0.0%");
  /* Rounding noise below zero is not a negative probability */
  assert_percent (-1e-12, 1, "0.0%");
  assert_percent (0.123456, 2, "12.35%");
}

static void
test_percent_portuguese (void)
{
  use_language ("pt_BR");
  assert_percent (0.007, 1, "0,7 %");
  assert_percent (0.125, 1, "12,5 %");
  assert_percent (1.0, 0, "100 %");
  assert_percent (0.994, 0, "99 %");
  use_language ("");
}

/* The decimal mark follows the language of the text, whatever LC_NUMERIC says */
static void
test_decimal_independent_of_numeric_locale (void)
{
  g_autofree char *english = NULL;
  g_autofree char *portuguese = NULL;

  use_language ("");
  english = gmp_format_decimal (2.5, 1);
  use_language ("pt_BR");
  portuguese = gmp_format_decimal (2.5, 1);
  use_language ("");

  g_assert_cmpstr (english, ==, "2.5");
  g_assert_cmpstr (portuguese, ==, "2,5");
}

static void
assert_display_title (const char *title,
                      const char *expected)
{
  g_autofree char *shown = gmp_title_for_display (title);

  g_assert_cmpstr (shown, ==, expected);
}

/* The file holds the English pattern; each reader sees their language */
static void
test_made_title (void)
{
  g_autofree char *seeded = NULL;
  g_autofree char *dice = NULL;

  use_language ("pt_BR");
  seeded = gmp_title_new_game_seed (7);
  dice = gmp_title_new_game_dice ();
  g_assert_cmpstr (seeded, ==, "New game (seed 7)");
  g_assert_cmpstr (dice, ==, "New game (the players’ dice)");

  assert_display_title (seeded, "Novo jogo (semente 7)");
  assert_display_title (dice, "Novo jogo (os dados dos jogadores)");
  /* Written by an older version at a Portuguese table */
  assert_display_title ("Novo jogo (semente 12)", "Novo jogo (semente 12)");

  use_language ("");
  assert_display_title (seeded, "New game (seed 7)");
  assert_display_title (dice, "New game (the players’ dice)");
}

/* The players' own words are never touched */
static void
test_own_title (void)
{
  use_language ("pt_BR");
  assert_display_title ("New game (seed seven)", "New game (seed seven)");
  assert_display_title ("New game (seed )", "New game (seed )");
  assert_display_title ("Our New game (seed 7)", "Our New game (seed 7)");
  assert_display_title ("Batalha de Chicago", "Batalha de Chicago");
  g_assert_null (gmp_title_for_display (NULL));
  use_language ("");
}

int
main (int   argc,
      char *argv[])
{
  const char *localedir = g_getenv ("GINORMOPOD_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/format/percent/english", test_percent_english);
  g_test_add_func ("/format/percent/pt-BR", test_percent_portuguese);
  g_test_add_func ("/format/decimal/not-lc-numeric", test_decimal_independent_of_numeric_locale);

  g_test_add_func ("/title/made", test_made_title);
  g_test_add_func ("/title/own", test_own_title);

  return g_test_run ();
}
