/* test-words.c: GmpWords reads lists and numbers as GLib does (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * gmp-words.c reads a file's lists and numbers without the cost of
 * g_strsplit_set() and g_ascii_string_to_signed(); it must give what they
 * give: the same words, the same verdict and value on every text tried
 * here (plain numbers, signs, spaces, other bases, long numbers, bounds)
 * and on random texts of those characters.
 */

#include "config.h"

#include <string.h>

#include "core/gmp-words.h"

static const char *const numbers[] = {
  "", "0", "1", "6", "7", "-0", "-1", "+1", " 1", "1 ", "01", "007", "-007", "1e3", "0x10",
  "x", "-", "+", "--1", "1-", "255", "256", "-1000000", "-1000001", "2147483647",
  "2147483648", "4294967295", "4294967296", "999999999999999999", "9999999999999999999",
  "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
  "\t5", "5\n", "1.0", "٣",
};

static void
check_number (const char *text)
{
  static const gint64 signed_bounds[][2] = {
    { -1000000, G_MAXINT32 }, { G_MININT, G_MAXINT }, { 0, 6 }, { 1, 6 }, { G_MININT64, G_MAXINT64 },
  };
  static const guint64 unsigned_bounds[][2] = {
    { 0, G_MAXUINT }, { 1, 6 }, { 0, 254 }, { 0, G_MAXINT }, { 0, G_MAXUINT64 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (signed_bounds); i++)
    {
      gint64 ours = -42, theirs = -42;
      gboolean a = gmp_words_to_signed (text, signed_bounds[i][0], signed_bounds[i][1], &ours);
      gboolean b = g_ascii_string_to_signed (text, 10, signed_bounds[i][0], signed_bounds[i][1],
                                             &theirs, NULL);

      if (a != b || (a && ours != theirs))
        g_error ("signed “%s” in bounds %u: %d %" G_GINT64_FORMAT ", GLib %d %" G_GINT64_FORMAT,
                 text, i, a, ours, b, theirs);
    }
  for (guint i = 0; i < G_N_ELEMENTS (unsigned_bounds); i++)
    {
      guint64 ours = 42, theirs = 42;
      gboolean a = gmp_words_to_unsigned (text, unsigned_bounds[i][0], unsigned_bounds[i][1],
                                          &ours);
      gboolean b = g_ascii_string_to_unsigned (text, 10, unsigned_bounds[i][0],
                                               unsigned_bounds[i][1], &theirs, NULL);

      if (a != b || (a && ours != theirs))
        g_error ("unsigned “%s” in bounds %u: %d %" G_GUINT64_FORMAT ", GLib %d %" G_GUINT64_FORMAT,
                 text, i, a, ours, b, theirs);
    }
}

static void
check_words (const char *text)
{
  g_auto(GStrv) split = g_strsplit_set (text, " \t\n", -1);
  g_auto(GmpWords) words = { 0, };
  const char *word;
  guint i = 0;

  gmp_words_init (&words, text, " \t\n");
  while ((word = gmp_words_next (&words)) != NULL)
    {
      while (split[i] != NULL && split[i][0] == '\0')
        i++;
      if (split[i] == NULL)
        g_error ("“%s”: the word “%s” more than g_strsplit_set()", text, word);
      g_assert_cmpstr (word, ==, split[i]);
      i++;
    }
  while (split[i] != NULL && split[i][0] == '\0')
    i++;
  g_assert_null (split[i]);
}

/* Random texts of digits, signs, spaces and letters */
static char *
random_text (GRand *rand,
             guint  max_length)
{
  static const char alphabet[] = "0123456789-+ \t\nx.ed";
  guint length = (guint) g_rand_int_range (rand, 0, (gint32) max_length + 1);
  char *text = g_malloc (length + 1);

  for (guint i = 0; i < length; i++)
    text[i] = alphabet[g_rand_int_range (rand, 0, sizeof alphabet - 1)];
  text[length] = '\0';
  return text;
}

static void
test_numbers (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    check_number (numbers[i]);
  for (guint i = 0; i < 20000; i++)
    {
      g_autofree char *text = random_text (rand, i % 2 ? 4 : 22);

      check_number (text);
    }
}

static void
test_words (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autofree char *long_word = g_strnfill (200, 'w');
  g_autofree char *sixty_three = g_strnfill (63, 'a');
  g_autofree char *sixty_four = g_strnfill (64, 'b');
  const char *texts[] = { "", " ", "4 JAX", "  d3\tc2/6\n", "31 32", "a  b", long_word,
                          sixty_three, sixty_four };

  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    check_words (texts[i]);
  {
    g_autofree char *mixed = g_strdup_printf ("%s %s\t%s x", sixty_three, sixty_four, long_word);

    check_words (mixed);
  }
  for (guint i = 0; i < 20000; i++)
    {
      g_autofree char *text = random_text (rand, i % 2 ? 12 : 150);

      check_words (text);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/words/numbers", test_numbers);
  g_test_add_func ("/core/words/words", test_words);

  return g_test_run ();
}
