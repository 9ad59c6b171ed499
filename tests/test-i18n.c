/* test-i18n.c: what the core writes for people, in their language:
 * numbers, the titles the programs make, the XML files' errors
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <string.h>
#include "core/gmp-i18n.h"

#include "core/gmp-format.h"
#include "core/gmp-title.h"
#include "core/gmp-xml.h"
#include "test-util.h"

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

/* A broken file's error in the user's language, with the names it found
 * and without libxml2's English */
typedef struct {
  const char *contents;
  const char *english;
  const char *portuguese;
  const char *libxml2_words;   /* must not be shown */
} BrokenFile;

#define SCENARIO_HEAD "<scenario version=\"2\" board=\"ginormopod-2050\"><title>t</title>" \
                      "<setup roll-guards=\"false\"/>"

static const BrokenFile broken_files[] = {
  { "<scenario><title>x</titl></scenario>",
    "Not well-formed XML: the element <title> is closed by </titl>",
    "Não é um XML bem formado: o elemento <title> é fechado por </titl>",
    "Opening and ending tag mismatch" },
  { "<scenario><units>",
    "the file ends before the element <units> is closed",
    "o arquivo termina antes de o elemento <units> ser fechado",
    "Premature end" },
  { "<scenario version=\"1\" version=\"2\"/>",
    "the attribute “version” appears twice",
    "o atributo “version” aparece duas vezes",
    "redefined" },
  { "<scenario>&foo;</scenario>",
    "the entity “&foo;” is not defined",
    "a entidade “&foo;” não está definida",
    "not defined\n" },
  { "<scenario/><scenario/>",
    "there is more after the end of the document",
    "há mais coisas depois do fim do documento",
    "Extra content" },
  { "<scenario>\xff</scenario>",
    "Not valid UTF-8 text",
    "Não é um texto UTF-8 válido",
    "proper UTF-8" },
  { SCENARIO_HEAD "<turn number=\"x\" phase=\"action\" step=\"0\"/></scenario>",
    "Does not follow the file format: the value “x” is not allowed there",
    "Não segue o formato de arquivo: o valor “x” não é permitido ali",
    "doesn't allow" },
  { SCENARIO_HEAD "<turn number=\"1\" phase=\"action\" step=\"0\" colour=\"red\"/></scenario>",
    "the attribute “colour” is not allowed on the element <turn>",
    "o atributo “colour” não é permitido no elemento <turn>",
    "Invalid attribute" },
  { "<scenarioo/>",
    "the element <scenario> was expected, not <scenarioo>",
    "era esperado o elemento <scenario>, não <scenarioo>",
    "Expecting element" },
};

static char *
broken_file_error (const BrokenFile *file)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static (file->contents, strlen (file->contents));
  g_autoptr(GError) error = NULL;
  xmlDoc *doc = gmp_xml_parse (bytes, "broken.gmpscenario", "scenario.rng", &error);

  g_assert_null (doc);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "broken.gmpscenario:1: "));
  return g_strdup (error->message);
}

static void
test_xml_errors (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken_files); i++)
    {
      g_autofree char *english = NULL;
      g_autofree char *portuguese = NULL;

      use_language ("");
      english = broken_file_error (&broken_files[i]);
      use_language ("pt_BR");
      portuguese = broken_file_error (&broken_files[i]);
      use_language ("");

      g_test_message ("%s | %s", english, portuguese);
      g_assert_nonnull (strstr (english, broken_files[i].english));
      g_assert_nonnull (strstr (portuguese, broken_files[i].portuguese));
      g_assert_null (strstr (english, broken_files[i].libxml2_words));
      g_assert_null (strstr (portuguese, broken_files[i].libxml2_words));
    }
}

int
main (int   argc,
      char *argv[])
{
  test_bind_translations ();
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/format/percent/english", test_percent_english);
  g_test_add_func ("/format/percent/pt-BR", test_percent_portuguese);
  g_test_add_func ("/format/decimal/not-lc-numeric", test_decimal_independent_of_numeric_locale);

  g_test_add_func ("/title/made", test_made_title);
  g_test_add_func ("/xml/errors-in-words", test_xml_errors);
  g_test_add_func ("/title/own", test_own_title);

  return g_test_run ();
}
