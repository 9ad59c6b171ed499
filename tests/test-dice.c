/* test-dice.c: seeded and scripted dice
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <math.h>
#include <string.h>

#include "core/gmp-core.h"

static void
test_seeded_reproducible (void)
{
  g_autoptr(GmpDice) a = gmp_dice_new_seeded (42);
  g_autoptr(GmpDice) b = gmp_dice_new_seeded (42);
  g_autoptr(GmpDice) c = gmp_dice_new_seeded (43);
  guint8 ra[64], rb[64], rc[64];

  g_assert_false (gmp_dice_is_scripted (a));
  g_assert_cmpuint (gmp_dice_remaining (a), ==, G_MAXSIZE);

  g_assert_true (gmp_dice_roll (a, 64, ra, NULL));
  g_assert_true (gmp_dice_roll (b, 64, rb, NULL));
  g_assert_true (gmp_dice_roll (c, 64, rc, NULL));
  g_assert_cmpmem (ra, sizeof ra, rb, sizeof rb);
  g_assert_true (memcmp (ra, rc, sizeof ra) != 0);

  for (guint i = 0; i < 64; i++)
    {
      g_assert_cmpuint (ra[i], >=, 1);
      g_assert_cmpuint (ra[i], <=, 6);
    }
}

/* The generator is ours, so these values never change between platforms or
 * GLib versions: a seed is a game. The expected values come from an
 * independent implementation of splitmix64 + xoshiro256** (Python). */
static void
test_seeded_stable (void)
{
  g_autoptr(GmpDice) a = gmp_dice_new_seeded (0);
  g_autoptr(GmpDice) b = gmp_dice_new_seeded (0);
  g_autoptr(GmpDice) c = gmp_dice_new_seeded (2050);
  const guint8 expected[16] = { 3, 3, 5, 5, 4, 3, 3, 2, 2, 2, 5, 4, 5, 6, 3, 5 };
  const guint expected_choices[4] = { 887, 728, 301, 754 };
  guint8 first[16], again[16];

  g_assert_true (gmp_dice_roll (a, 16, first, NULL));
  g_assert_cmpmem (first, 16, expected, 16);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpuint (gmp_dice_choose (c, 1000), ==, expected_choices[i]);

  for (guint i = 0; i < 16; i++)
    g_assert_true (gmp_dice_roll (b, 1, &again[i], NULL));
  /* One roll of 16 dice is 16 rolls of one die */
  g_assert_cmpmem (first, 16, again, 16);
}

static void
test_seeded_uniform (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (2050);
  guint counts[7] = { 0 };
  const guint n = 60000;
  double chi2 = 0;

  for (guint i = 0; i < n; i++)
    {
      guint8 d;

      g_assert_true (gmp_dice_roll (dice, 1, &d, NULL));
      counts[d]++;
    }

  for (guint f = 1; f <= 6; f++)
    {
      double expected = n / 6.0;

      chi2 += (counts[f] - expected) * (counts[f] - expected) / expected;
    }
  /* 5 degrees of freedom: 20.5 is the 0.999 quantile */
  g_assert_cmpfloat (chi2, <, 20.5);
}

static void
test_choose (void)
{
  g_autoptr(GmpDice) dice = gmp_dice_new_seeded (7);
  guint counts[13] = { 0 };
  const guint n = 39000;
  double chi2 = 0;

  for (guint i = 0; i < 100; i++)
    g_assert_cmpuint (gmp_dice_choose (dice, 1), ==, 0);

  for (guint i = 0; i < n; i++)
    {
      guint c = gmp_dice_choose (dice, 13);

      g_assert_cmpuint (c, <, 13);
      counts[c]++;
    }

  for (guint k = 0; k < 13; k++)
    {
      double expected = n / 13.0;

      chi2 += (counts[k] - expected) * (counts[k] - expected) / expected;
    }
  /* 12 degrees of freedom: 32.9 is the 0.999 quantile */
  g_assert_cmpfloat (chi2, <, 32.9);

  /* A range that does not divide 2^64 still stays in range */
  for (guint i = 0; i < 1000; i++)
    g_assert_cmpuint (gmp_dice_choose (dice, G_MAXUINT), <, G_MAXUINT);
}

static void
test_scripted (void)
{
  const guint8 values[] = { 3, 5, 6, 1 };
  g_autoptr(GmpDice) dice = gmp_dice_new_scripted (values, G_N_ELEMENTS (values));
  g_autoptr(GError) error = NULL;
  guint8 out[4];

  g_assert_true (gmp_dice_is_scripted (dice));
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 4);

  g_assert_true (gmp_dice_roll (dice, 2, out, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (out[0], ==, 3);
  g_assert_cmpuint (out[1], ==, 5);
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 2);

  /* Asking for more than is left fails and consumes nothing */
  g_assert_false (gmp_dice_roll (dice, 3, out, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, "ran out"));
  g_assert_nonnull (strstr (error->message, "1 more"));
  g_clear_error (&error);
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 2);

  g_assert_true (gmp_dice_roll (dice, 2, out, &error));
  g_assert_cmpuint (out[0], ==, 6);
  g_assert_cmpuint (out[1], ==, 1);
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 0);

  g_assert_false (gmp_dice_roll (dice, 1, out, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
}

static void
test_scripted_bad_value (void)
{
  const guint8 values[] = { 2, 7 };
  g_autoptr(GmpDice) dice = gmp_dice_new_scripted (values, G_N_ELEMENTS (values));
  g_autoptr(GError) error = NULL;
  guint8 out[2];

  g_assert_false (gmp_dice_roll (dice, 2, out, &error));
  g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
  g_assert_nonnull (strstr (error->message, "7"));
  g_assert_nonnull (strstr (error->message, "not a die result"));
  g_assert_cmpuint (gmp_dice_remaining (dice), ==, 2);
}

static void
test_from_string (void)
{
  const char *good[] = { "3 5 6", "3,5,6", "356", " 3, 56 ", "3;5\t6\n" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpDice) dice = gmp_dice_new_from_string (good[i], &error);
      guint8 out[3];

      g_assert_no_error (error);
      g_assert_cmpuint (gmp_dice_remaining (dice), ==, 3);
      g_assert_true (gmp_dice_roll (dice, 3, out, NULL));
      g_assert_cmpuint (out[0], ==, 3);
      g_assert_cmpuint (out[1], ==, 5);
      g_assert_cmpuint (out[2], ==, 6);
    }
}

static void
test_from_string_bad (void)
{
  struct { const char *text; const char *token; } bad[] = {
    { "7", "7" },
    { "3 7 1", "7" },
    { "3,0", "0" },
    { "12 x", "x" },
    { "3 -1", "-1" },
    { "3 10", "10" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GmpDice) dice = gmp_dice_new_from_string (bad[i].text, &error);
      g_autofree char *quoted = g_strdup_printf ("“%s”", bad[i].token);

      g_assert_null (dice);
      g_assert_error (error, GMP_ERROR, GMP_ERROR_DICE);
      g_assert_nonnull (strstr (error->message, quoted));
      g_assert_nonnull (strstr (error->message, "1 to 6"));
    }
}

static void
test_copy (void)
{
  const guint8 values[] = { 1, 2, 3, 4, 5, 6 };
  g_autoptr(GmpDice) dice = gmp_dice_new_scripted (values, G_N_ELEMENTS (values));
  g_autoptr(GmpDice) copy = NULL;
  g_autoptr(GmpDice) seeded = gmp_dice_new_seeded (99);
  g_autoptr(GmpDice) seeded_copy = NULL;
  guint8 a[4], b[4];

  g_assert_true (gmp_dice_roll (dice, 2, a, NULL));
  (void) gmp_dice_choose (dice, 5);
  copy = gmp_dice_copy (dice);
  g_assert_cmpuint (gmp_dice_remaining (copy), ==, 4);
  g_assert_true (gmp_dice_roll (dice, 4, a, NULL));
  g_assert_true (gmp_dice_roll (copy, 4, b, NULL));
  g_assert_cmpmem (a, 4, b, 4);
  g_assert_cmpuint (gmp_dice_choose (dice, 1000), ==, gmp_dice_choose (copy, 1000));

  g_assert_true (gmp_dice_roll (seeded, 3, a, NULL));
  seeded_copy = gmp_dice_copy (seeded);
  g_assert_true (gmp_dice_roll (seeded, 4, a, NULL));
  g_assert_true (gmp_dice_roll (seeded_copy, 4, b, NULL));
  g_assert_cmpmem (a, 4, b, 4);
}

/* Choices of a scripted source replay: the same script makes the same choices */
static void
test_scripted_choose_replays (void)
{
  g_autoptr(GmpDice) a = gmp_dice_new_from_string ("1 2 3", NULL);
  g_autoptr(GmpDice) b = gmp_dice_new_from_string ("123", NULL);
  guint same = 0;

  for (guint i = 0; i < 32; i++)
    same += gmp_dice_choose (a, 1000000) == gmp_dice_choose (b, 1000000);
  g_assert_cmpuint (same, ==, 32);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/core/dice/seeded/reproducible", test_seeded_reproducible);
  g_test_add_func ("/core/dice/seeded/stable", test_seeded_stable);
  g_test_add_func ("/core/dice/seeded/uniform", test_seeded_uniform);
  g_test_add_func ("/core/dice/choose", test_choose);
  g_test_add_func ("/core/dice/scripted/basic", test_scripted);
  g_test_add_func ("/core/dice/scripted/bad-value", test_scripted_bad_value);
  g_test_add_func ("/core/dice/scripted/choose-replays", test_scripted_choose_replays);
  g_test_add_func ("/core/dice/from-string/good", test_from_string);
  g_test_add_func ("/core/dice/from-string/bad", test_from_string_bad);
  g_test_add_func ("/core/dice/copy", test_copy);

  return g_test_run ();
}
