/* gmp-dice.c: where dice and random choices come from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The generator is xoshiro256** seeded through splitmix64 (Blackman and
 * Vigna): small, fast, and ours, so a seed gives the same game everywhere.
 */

#include "config.h"

#include <string.h>
#include "gmp-i18n.h"

#include "gmp-dice.h"
#include "gmp-error.h"
#include "gmp-quote.h"

struct _GmpDice
{
  guint64  s[4];        /* xoshiro256** state */

  /* Scripted sources only */
  gboolean scripted;
  guint8  *values;
  gsize    n_values;
  gsize    position;

  /* Recording (gmp_dice_set_record), not owned */
  GArray  *record;

  /* Replay sources only */
  gboolean     replay;
  GmpDiceDraw *draws;
  gsize        n_draws;
  gsize        draw_position;
  gboolean     mismatch;
};

static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static inline guint64
rotl (guint64 x,
      int     k)
{
  return (x << k) | (x >> (64 - k));
}

static guint64
next (GmpDice *dice)
{
  guint64 *s = dice->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);

  return result;
}

static void
seed (GmpDice *dice,
      guint64  value)
{
  for (guint i = 0; i < 4; i++)
    dice->s[i] = splitmix64 (&value);
}

/* Uniform in [0, n) without modulo bias: reject the few values at the top
 * of the range that would favour the small results. */
static guint64
uniform (GmpDice *dice,
         guint64  n)
{
  guint64 threshold = (G_GUINT64_CONSTANT (0) - n) % n;
  guint64 r;

  do
    r = next (dice);
  while (r < threshold);

  return r % n;
}

GmpDice *
gmp_dice_new_seeded (guint64 value)
{
  GmpDice *dice = g_new0 (GmpDice, 1);

  seed (dice, value);

  return dice;
}

GmpDice *
gmp_dice_new_scripted (const guint8 *values,
                       gsize         n_values)
{
  GmpDice *dice;
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  g_return_val_if_fail (values != NULL || n_values == 0, NULL);

  dice = g_new0 (GmpDice, 1);
  dice->scripted = TRUE;
  dice->values = n_values > 0 ? g_memdup2 (values, n_values) : NULL;
  dice->n_values = n_values;

  /* Random choices (chits, Guard counters) come from a generator seeded by
   * the script itself (FNV-1a), so a replay makes the same choices. */
  for (gsize i = 0; i < n_values; i++)
    {
      hash ^= values[i];
      hash *= G_GUINT64_CONSTANT (0x100000001b3);
    }
  seed (dice, hash);

  return dice;
}

static gboolean
is_separator (char c)
{
  return g_ascii_isspace (c) || c == ',' || c == ';';
}

GByteArray *
gmp_dice_parse (const char  *text,
                GError     **error)
{
  GByteArray *values = g_byte_array_new ();
  const char *p;

  g_return_val_if_fail (text != NULL, values);
  g_return_val_if_fail (error == NULL || *error == NULL, values);

  p = text;
  while (*p != '\0')
    {
      const char *start;
      gsize len;
      gboolean ok = TRUE;

      if (is_separator (*p))
        {
          p++;
          continue;
        }

      start = p;
      while (*p != '\0' && !is_separator (*p))
        p++;
      len = p - start;

      /* "356" is three dice; anything but digits 1..6 is refused whole */
      for (gsize i = 0; i < len; i++)
        {
          if (start[i] < '1' || start[i] > '6')
            ok = FALSE;
        }

      if (!ok)
        {
          g_autofree char *typed = g_strndup (start, len);
          g_autofree char *token = gmp_quote_excerpt (typed);

          g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                       _("“%s” is not a die result (1 to 6)"), token);
          return values;
        }

      for (gsize i = 0; i < len; i++)
        {
          guint8 v = start[i] - '0';

          g_byte_array_append (values, &v, 1);
        }
    }
  return values;
}

GmpDice *
gmp_dice_new_from_string (const char  *text,
                          GError     **error)
{
  g_autoptr(GByteArray) values = NULL;
  GError *local = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  values = gmp_dice_parse (text, &local);
  if (local != NULL)
    {
      g_propagate_error (error, local);
      return NULL;
    }
  return gmp_dice_new_scripted (values->data, values->len);
}

GmpDice *
gmp_dice_copy (const GmpDice *dice)
{
  GmpDice *copy;

  g_return_val_if_fail (dice != NULL, NULL);

  copy = g_memdup2 (dice, sizeof *dice);
  copy->values = dice->n_values > 0 ? g_memdup2 (dice->values, dice->n_values) : NULL;
  copy->draws = dice->n_draws > 0 ? g_memdup2 (dice->draws, dice->n_draws * sizeof *dice->draws)
                                  : NULL;
  copy->record = NULL;

  return copy;
}

void
gmp_dice_free (GmpDice *dice)
{
  if (dice == NULL)
    return;

  g_free (dice->values);
  g_free (dice->draws);
  g_free (dice);
}

gboolean
gmp_dice_is_scripted (const GmpDice *dice)
{
  g_return_val_if_fail (dice != NULL, FALSE);

  return dice->scripted;
}

gsize
gmp_dice_remaining (const GmpDice *dice)
{
  g_return_val_if_fail (dice != NULL, 0);

  if (!dice->scripted)
    return G_MAXSIZE;

  return dice->n_values - dice->position;
}

static void
record_dice (GmpDice      *dice,
             guint         n,
             const guint8 *values)
{
  if (dice->record == NULL)
    return;
  for (guint i = 0; i < n; i++)
    {
      GmpDiceDraw draw = { values[i], 0 };

      g_array_append_val (dice->record, draw);
    }
}

static gboolean
replay_dice (GmpDice  *dice,
             guint     n,
             guint8   *out,
             GError  **error)
{
  if (dice->n_draws - dice->draw_position < n)
    dice->mismatch = TRUE;
  for (guint i = 0; i < n && !dice->mismatch; i++)
    {
      const GmpDiceDraw *draw = &dice->draws[dice->draw_position + i];

      if (draw->of != 0 || draw->value < 1 || draw->value > 6)
        dice->mismatch = TRUE;
      else
        out[i] = draw->value;
    }
  if (dice->mismatch)
    return gmp_dice_replay_check (dice, error);
  dice->draw_position += n;
  return TRUE;
}

static guint
replay_choice (GmpDice *dice,
               guint    n)
{
  const GmpDiceDraw *draw;

  if (dice->mismatch || dice->draw_position >= dice->n_draws)
    {
      dice->mismatch = TRUE;
      return 0;
    }
  draw = &dice->draws[dice->draw_position];
  if (draw->of != MIN (n, 255) || draw->value >= n)
    {
      dice->mismatch = TRUE;
      return 0;
    }
  dice->draw_position++;
  return draw->value;
}

/* All n dice or none: a failed roll leaves the script where it was, so the
 * players can add the missing dice and try again. */
gboolean
gmp_dice_roll (GmpDice  *dice,
               guint     n,
               guint8   *out,
               GError  **error)
{
  g_return_val_if_fail (dice != NULL, FALSE);
  g_return_val_if_fail (out != NULL || n == 0, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (dice->replay)
    {
      if (!replay_dice (dice, n, out, error))
        return FALSE;
      record_dice (dice, n, out);
      return TRUE;
    }

  if (!dice->scripted)
    {
      for (guint i = 0; i < n; i++)
        out[i] = 1 + uniform (dice, 6);
      record_dice (dice, n, out);
      return TRUE;
    }

  if (dice->n_values - dice->position < n)
    {
      /* At most n missing, and n is a guint. */
      guint missing = (guint) (n - (dice->n_values - dice->position));

      g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The dice ran out: %u more die needed",
                                "The dice ran out: %u more dice needed",
                                missing),
                   missing);
      return FALSE;
    }

  for (guint i = 0; i < n; i++)
    {
      guint8 v = dice->values[dice->position + i];

      if (v < 1 || v > 6)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GSIZE_FORMAT, dice->position + i + 1);

          g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                       /* TRANSLATORS: the first %s is the die's position in the players' list */
                       _("Die number %s of the script shows %u, "
                         "which is not a die result (1 to 6)"),
                       number, (guint) v);
          return FALSE;
        }
    }

  memcpy (out, dice->values + dice->position, n);
  dice->position += n;
  record_dice (dice, n, out);

  return TRUE;
}

guint
gmp_dice_choose (GmpDice *dice,
                 guint    n)
{
  guint choice;

  g_return_val_if_fail (dice != NULL, 0);
  g_return_val_if_fail (n > 0, 0);

  if (dice->replay)
    choice = replay_choice (dice, n);
  else
    choice = (guint) uniform (dice, n);

  if (dice->record != NULL)
    {
      /* Choices are among counters of one board (a cup, a pool): never
       * more than a byte holds; a larger one is recorded as a mismatch. */
      GmpDiceDraw draw = { (guint8) MIN (choice, 255), (guint8) MIN (n, 255) };

      g_array_append_val (dice->record, draw);
    }
  return choice;
}

void
gmp_dice_set_record (GmpDice *dice,
                     GArray  *record)
{
  g_return_if_fail (dice != NULL);

  dice->record = record;
}

GmpDice *
gmp_dice_new_replay (const GmpDiceDraw *draws,
                     gsize              n_draws)
{
  GmpDice *dice = gmp_dice_new_seeded (0);

  dice->replay = TRUE;
  dice->draws = n_draws > 0 ? g_memdup2 (draws, n_draws * sizeof *draws) : NULL;
  dice->n_draws = n_draws;
  return dice;
}

gboolean
gmp_dice_replay_check (const GmpDice  *dice,
                       GError        **error)
{
  g_return_val_if_fail (dice != NULL, FALSE);

  if (dice->mismatch || dice->draw_position != dice->n_draws)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_DICE,
                           _("The recorded dice and draws do not fit this game: it did not "
                             "go the way it was recorded"));
      return FALSE;
    }
  return TRUE;
}
