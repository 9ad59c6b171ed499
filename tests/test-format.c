/* test-format.c: numbers written for people, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <glib/gi18n-lib.h>

#include "core/gmp-format.h"

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

  return g_test_run ();
}
