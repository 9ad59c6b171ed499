/* gmp-fx.c: using FX, the Danger marker, FX without a combat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "gmp-i18n.h"

#include "gmp-eliminate.h"
#include "gmp-error.h"
#include "gmp-fx.h"
#include "gmp-ruling.h"

const GmpFxEffect *
gmp_fx_find_effect (const GmpBoard  *board,
                    int              chit,
                    GmpFxEffectKind  kind)
{
  const GmpChit *c;

  g_return_val_if_fail (board != NULL, NULL);

  if (chit < 0 || (guint) chit >= board->n_chits)
    return NULL;
  c = &board->chits[chit];
  for (guint i = 0; i < c->n_effects; i++)
    if (c->effects[i].kind == kind)
      return &c->effects[i];
  return NULL;
}

gboolean
gmp_fx_acts_in_combat (const GmpChit *chit)
{
  g_return_val_if_fail (chit != NULL, FALSE);

  for (guint i = 0; i < chit->n_effects; i++)
    switch (chit->effects[i].kind)
      {
      case GMP_FX_EXTRA_DICE:
      case GMP_FX_CANCEL_HITS:
      case GMP_FX_HIT_MODIFIER:
      case GMP_FX_FORT_EXTRA_DICE:
      case GMP_FX_REROLL_MISSES:
      case GMP_FX_BARRAGE_RETURN_FIRE:
        return TRUE;
      case GMP_FX_EXTRA_MP:
      case GMP_FX_FORT_DAMAGE:
      case GMP_FX_ELIMINATE_CITY:
      default:
        break;
      }
  return FALSE;
}

gboolean
gmp_fx_in_hand (const GmpState *state,
                int             chit,
                GmpSide         side)
{
  g_return_val_if_fail (state != NULL, FALSE);

  if (chit < 0 || (guint) chit >= state->board->n_chits)
    return FALSE;
  return state->board->chits[chit].kind == GMP_CHIT_FX
         && state->board->chits[chit].owner == side
         && state->chits[chit].place == GMP_CHIT_IN_HAND;
}

void
gmp_fx_advance_danger (GmpState *state,
                       int       chit)
{
  g_return_if_fail (state != NULL);

  state->danger_face = chit;
  if (state->board->n_danger > 0 && state->danger_space + 1 < state->board->n_danger)
    state->danger_space++;
}

void
gmp_fx_use (GmpState  *state,
            int        chit,
            GPtrArray *rulings)
{
  const GmpChit *c;

  g_return_if_fail (state != NULL);
  g_return_if_fail (chit >= 0 && (guint) chit < state->board->n_chits);

  c = &state->board->chits[chit];
  /* Rules note 20: once per game turn. */
  state->chits[chit].place = GMP_CHIT_USED;
  gmp_rulings_add (rulings, 20, _("%s is used and cannot be used again this game turn."), c->name);
  if (c->danger)
    {
      gmp_fx_advance_danger (state, chit);
      gmp_rulings_add (rulings, 21,
                       _("%s moves the Danger marker to space %u, showing its side."),
                       c->name, state->danger_space);
    }
}

static gboolean
check_fx (const GmpState   *state,
          int               chit,
          guint             city,
          GmpFxEffectKind   kind,
          GError          **error)
{
  if (chit < 0 || (guint) chit >= state->board->n_chits || city >= state->board->n_cities)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such chit or city."));
      return FALSE;
    }
  if (state->board->chits[chit].kind != GMP_CHIT_FX
      || gmp_fx_find_effect (state->board, chit, kind) == NULL)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL, _("%s does not have this effect."),
                   state->board->chits[chit].name);
      return FALSE;
    }
  if (state->chits[chit].place != GMP_CHIT_IN_HAND)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s is not in its owner's hand: an FX may be used once per game turn, "
                     "after it was drawn (Rules note 20)."),
                   state->board->chits[chit].name);
      return FALSE;
    }
  return TRUE;
}

gboolean
gmp_fx_fort_damage (GmpState   *state,
                    int         chit,
                    guint       city,
                    GPtrArray  *rulings,
                    GError    **error)
{
  const GmpFxEffect *effect;
  int fort;
  guint loss;
  const char *name;

  g_return_val_if_fail (state != NULL, FALSE);

  if (!check_fx (state, chit, city, GMP_FX_FORT_DAMAGE, error))
    return FALSE;
  name = state->board->cities[city].name;
  if (!gmp_state_has_fort (state, city))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL, _("There is no undestroyed Fort in %s."), name);
      return FALSE;
    }
  effect = gmp_fx_find_effect (state->board, chit, GMP_FX_FORT_DAMAGE);
  fort = gmp_board_fort_at (state->board, city);
  loss = MIN ((guint) MAX (effect->count, 0), state->fort_strength[fort]);
  state->fort_strength[fort] -= loss;
  gmp_rulings_add (rulings, 0, _("%s: the Fort in %s loses %u strength without a Combat."),
                   state->board->chits[chit].name, name, loss);
  if (state->fort_strength[fort] == 0)
    gmp_rulings_add (rulings, 19, _("The Fort in %s is destroyed for the rest of the game."), name);
  gmp_fx_use (state, chit, rulings);
  return TRUE;
}

gboolean
gmp_fx_eliminate_city (GmpState   *state,
                       int         chit,
                       guint       city,
                       GPtrArray  *rulings,
                       GError    **error)
{
  guint n = 0, n_track = 0, track_turn = 0;

  g_return_val_if_fail (state != NULL, FALSE);

  if (!check_fx (state, chit, city, GMP_FX_ELIMINATE_CITY, error))
    return FALSE;
  /* Rules note 31: only an undestroyed Fort protects its city */
  if (gmp_state_has_fort (state, city))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s cannot be used on %s: it holds an undestroyed Fort."),
                   state->board->chits[chit].name, state->board->cities[city].name);
      return FALSE;
    }
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);
      if (unit->place == GMP_PLACE_MAP && unit->city == (int) city)
        {
          gmp_combat_eliminate_unit (state, i);
          n++;
          if (unit->place == GMP_PLACE_TIME_TRACK)
            {
              n_track++;
              track_turn = unit->turn;
            }
        }
    }
  gmp_rulings_add (rulings, 0,
                   ngettext ("%s eliminates %u unit in %s.",
                             "%s eliminates %u units in %s.", n),
                   state->board->chits[chit].name, n, state->board->cities[city].name);
  /* Rules note 16: where the eliminated units go depends on the turn. */
  if (n_track > 0)
    gmp_rulings_add (rulings, 16,
                     ngettext ("%u eliminated Swarm unit goes on the Time Track, turn %u.",
                               "%u eliminated Swarm units go on the Time Track, turn %u.", n_track),
                     n_track, track_turn);
  if (n > n_track)
    gmp_rulings_add (rulings, 16,
                     ngettext ("%u eliminated unit leaves the game.",
                               "%u eliminated units leave the game.", n - n_track),
                     n - n_track);
  gmp_fx_use (state, chit, rulings);
  return TRUE;
}
