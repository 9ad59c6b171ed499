/* gmp-odds-what-if.c: the odds of combats that have not begun
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Rulebook: Combat, Fort Combat, Movement (National Guard); rules notes 18,
 * 24. The odds of a move before it is made (the Guards it may reveal) and of
 * each answer to a Fort's question. These replay the turn's Fort question
 * (gmp-turn-private.h), so they sit above the turn; the exact odds of one
 * combat (gmp-odds.c) sit under it, with the rules.
 */

#include "config.h"

#include "gmp-i18n.h"
#include <string.h>

#include "gmp-error.h"
#include "gmp-movement.h"
#include "gmp-odds-private.h"
#include "gmp-state-private.h"
#include "gmp-turn-forts-private.h"
#include "gmp-turn-private.h"

/* What-ifs: combats that have not begun (rules note 24) */

void
gmp_odds_variant_free (GmpOddsVariant *variant)
{
  if (variant == NULL)
    return;
  gmp_odds_free (variant->odds);
  g_free (variant);
}

static GmpOddsVariant *
variant_new (GmpFortOptions option,
             guint          city,
             GmpSide        acting,
             GmpCombatMode  mode,
             GmpOdds       *odds)
{
  GmpOddsVariant *variant = g_new0 (GmpOddsVariant, 1);

  variant->option = option;
  variant->city = city;
  variant->acting = acting;
  variant->formation = GMP_NONE;
  variant->mode = mode;
  variant->odds = odds;
  return variant;
}

/* Adds the odds of the combat in city, without FX and with each usable FX in
 * hand, one variant each. */
static gboolean
add_combat_variants (GPtrArray      *out,
                     const GmpState *state,
                     GmpFortOptions  option,
                     guint           city,
                     GmpSide         acting,
                     GmpCombatMode   mode,
                     GError        **error)
{
  g_autoptr(GPtrArray) all = gmp_odds_compute_all_fx (state, city, acting, mode, error);

  if (all == NULL)
    return FALSE;
  /* The array frees what it still holds: take each one out. */
  g_ptr_array_set_free_func (all, NULL);
  for (guint i = 0; i < all->len; i++)
    g_ptr_array_add (out, variant_new (option, city, acting, mode, g_ptr_array_index (all, i)));
  return TRUE;
}

static void
set_formation (GPtrArray *variants,
               int        formation)
{
  for (guint i = 0; i < variants->len; i++)
    ((GmpOddsVariant *) g_ptr_array_index (variants, i))->formation = formation;
}

/* Makes *array at least n long, the new entries zero. */
static void
grow_doubles (double **array,
              guint   *len,
              guint    n)
{
  if (n <= *len)
    return;
  *array = g_renew (double, *array, n);
  memset (*array + *len, 0, (n - *len) * sizeof (double));
  *len = n;
}

/* Adds part, weighted by p, to a mixture of combats. */
static void
mix_in (GmpOdds       *mix,
        const GmpOdds *part,
        double         p)
{
  guint n_loss = mix->fort_loss != NULL ? mix->fort_strength + 1 : 0;

  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      grow_doubles (&mix->hits[s], &mix->n_hits[s], part->n_hits[s]);
      for (guint k = 0; k < part->n_hits[s]; k++)
        mix->hits[s][k] += p * part->hits[s][k];
      mix->p_retreat[s] += p * part->p_retreat[s];
      mix->p_wiped[s] += p * part->p_wiped[s];
    }
  mix->p_no_retreat += p * part->p_no_retreat;
  mix->p_overrun += p * part->p_overrun;
  mix->p_no_combat += p * part->p_no_combat;
  if (part->fort_strength > 0)
    {
      grow_doubles (&mix->fort_loss, &n_loss, part->fort_strength + 1);
      mix->fort_strength = MAX (mix->fort_strength, part->fort_strength);
      for (guint k = 0; k <= part->fort_strength; k++)
        mix->fort_loss[k] += p * part->fort_loss[k];
      mix->p_fort_falls += p * part->p_fort_falls;
    }
}

/* Rules note 9: every Guard turned out blank and nothing Human is left there:
 * no combat, no dice, nobody retreats. */
static void
mix_in_no_combat (GmpOdds *mix,
                  double   p)
{
  for (int s = 0; s < GMP_N_SIDES; s++)
    {
      grow_doubles (&mix->hits[s], &mix->n_hits[s], 1);
      mix->hits[s][0] += p;
    }
  mix->p_wiped[GMP_SIDE_HUMANS] += p;
  mix->p_no_retreat += p;
  mix->p_no_combat += p;
}

/* One draw of the Guards a move reveals: its probability, and the odds of
 * the combat that follows (without FX, then each FX), or NULL for none. */
typedef struct {
  double     p;
  GPtrArray *all;
} GuardDraw;

static void
guard_draw_clear (GuardDraw *draw)
{
  g_clear_pointer (&draw->all, g_ptr_array_unref);
}

typedef struct {
  const GmpState *moved;      /* the move made, waiting for the Guards' values */
  const guint    *guards;     /* the Guards it waits for */
  guint           city;
  GmpSide         acting;
  GArray         *draws;      /* of GuardDraw */
  GError         *error;
} MoveDraws;

/* The move goes on with the Guards showing one draw's values (rules note 9):
 * they flip, blank ones leave the game; then the combat there, if any. */
static void
odds_after_draw (const GuardPool *pool,
                 const guint     *taken,
                 double           p,
                 gpointer         data)
{
  MoveDraws *d = data;
  g_autoptr(GmpState) revealed = NULL;
  GuardDraw draw = { p, NULL };
  guint next = 0;

  if (d->error != NULL)
    return;
  revealed = gmp_state_copy (d->moved);
  for (guint v = 0; v < pool->n_values; v++)
    for (guint k = 0; k < taken[v]; k++)
      if (gmp_movement_reveal_guard (revealed, d->guards[next++], pool->values[v], &d->error)
          == GMP_MOVE_FAILED)
        return;
  if (gmp_combat_needed (revealed, d->city))
    {
      draw.all = gmp_odds_compute_all_fx (revealed, d->city, d->acting, GMP_COMBAT_NORMAL,
                                          &d->error);
      if (draw.all == NULL)
        return;
    }
  g_array_append_val (d->draws, draw);
}

/* An FX pairing as one number: GMP_NONE for no FX, else Swarm FX before
 * Human FX, each by chit, the order gmp_odds_compute_all_fx() lists them. */
static int
fx_key (const GmpBoard *board,
        const GmpOdds  *odds)
{
  if (odds->fx[GMP_SIDE_SWARM] != GMP_NONE)
    return odds->fx[GMP_SIDE_SWARM];
  if (odds->fx[GMP_SIDE_HUMANS] != GMP_NONE)
    return (int) board->n_chits + odds->fx[GMP_SIDE_HUMANS];
  return GMP_NONE;
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  return *(const int *) a - *(const int *) b;
}

/* Every FX pairing some draw lists, GMP_NONE first. */
static GArray *
fx_keys_of_draws (const GmpBoard *board,
                  GArray         *draws)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint d = 0; d < draws->len; d++)
    {
      const GuardDraw *draw = &g_array_index (draws, GuardDraw, d);

      for (guint i = 0; draw->all != NULL && i < draw->all->len; i++)
        {
          int key = fx_key (board, g_ptr_array_index (draw->all, i));
          gboolean known = FALSE;

          for (guint j = 0; j < keys->len && !known; j++)
            known = g_array_index (keys, int, j) == key;
          if (!known)
            g_array_append_val (keys, key);
        }
    }
  g_array_sort (keys, compare_ints);
  return keys;
}

/* The odds of one FX pairing over every draw. A draw in which the FX cannot
 * be played (an overrun rolls no dice, rules note 37) counts without it. */
static GmpOdds *
mix_draws (const GmpBoard *board,
           GArray         *draws,
           int             key)
{
  GmpOdds *mix = g_new0 (GmpOdds, 1);
  gboolean every_overrun = TRUE;

  mix->fx[0] = mix->fx[1] = GMP_NONE;
  for (guint d = 0; d < draws->len; d++)
    {
      const GuardDraw *draw = &g_array_index (draws, GuardDraw, d);
      const GmpOdds *part;

      if (draw->all == NULL)
        {
          mix_in_no_combat (mix, draw->p);
          every_overrun = FALSE;
          continue;
        }
      part = g_ptr_array_index (draw->all, 0);
      for (guint i = 1; i < draw->all->len; i++)
        if (fx_key (board, g_ptr_array_index (draw->all, i)) == key)
          {
            part = g_ptr_array_index (draw->all, i);
            mix->fx[0] = part->fx[0];
            mix->fx[1] = part->fx[1];
          }
      mix_in (mix, part, draw->p);
      every_overrun &= part->overrun;
    }
  mix->overrun = every_overrun && draws->len > 0;
  return mix;
}

/* Rules notes 9, 24, 34: the Guards the move waits for are weighted by the
 * values the unseen pool can still show. */
static gboolean
add_guard_draw_variants (GPtrArray      *out,
                         const GmpState *state,
                         const GmpState *moved,
                         guint           city,
                         GmpSide         acting,
                         GError        **error)
{
  g_autoptr(GArray) draws = g_array_new (FALSE, FALSE, sizeof (GuardDraw));
  g_autoptr(GArray) keys = NULL;
  guint guards[GMP_COMBAT_MAX_UNITS];
  GuardPool pool;
  MoveDraws d = { moved, guards, city, acting, draws, NULL };
  guint n;

  g_array_set_clear_func (draws, (GDestroyNotify) guard_draw_clear);
  n = gmp_movement_pending_guards (moved, guards, G_N_ELEMENTS (guards));
  /* From the state before the move: the players' knowledge, not the copy's */
  _gmp_odds_unseen_pool (&pool, state, n);
  if (n > G_N_ELEMENTS (guards) || n > pool.total)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("More National Guards are face down in %s than the Guard pool holds "
                     "(Rules note 36)."),
                   state->board->cities[city].name);
      return FALSE;
    }
  _gmp_odds_for_each_draw (&pool, n, odds_after_draw, &d);
  if (d.error != NULL)
    {
      g_propagate_error (error, d.error);
      return FALSE;
    }
  keys = fx_keys_of_draws (state->board, draws);
  for (guint i = 0; i < keys->len; i++)
    {
      GmpOddsVariant *variant = variant_new (0, city, acting, GMP_COMBAT_NORMAL,
                                             mix_draws (state->board, draws,
                                                        g_array_index (keys, int, i)));
      variant->hidden_guards = n;
      g_ptr_array_add (out, variant);
    }
  return TRUE;
}

/* Rules note 34: a what-if never peeks. Every face-down Guard's value becomes
 * unknown on the copy, so a move that reveals some waits for their values. */
static void
hide_guard_values (GmpState *state)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (state->board->unit_types[unit->type].guard && !unit->revealed)
        _gmp_state_unit_set_guard_value (state, i, GMP_GUARD_UNKNOWN);
    }
}

static gboolean
check_movers (const GmpState *state,
              const guint    *units,
              guint           n_units,
              guint           from,
              GError        **error)
{
  for (guint i = 0; i < n_units; i++)
    {
      const GmpUnit *unit;

      if (units[i] >= state->units->len)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("No such unit: %u."), units[i]);
          return FALSE;
        }
      unit = &g_array_index (state->units, GmpUnit, units[i]);
      if (unit->place != GMP_PLACE_MAP || unit->city != (int) from)
        {
          g_set_error (error, GMP_ERROR, GMP_ERROR_USAGE, _("Unit %u is not in %s."),
                       units[i], state->board->cities[from].name);
          return FALSE;
        }
    }
  return TRUE;
}

GPtrArray *
gmp_odds_what_if_move (const GmpState  *state,
                       const guint     *units,
                       guint            n_units,
                       guint            from,
                       guint            to,
                       GError         **error)
{
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(GmpState) moved = NULL;
  GmpMoveStatus status;
  GmpSide acting;
  guint city;

  g_return_val_if_fail (state != NULL, NULL);
  g_return_val_if_fail (units != NULL && n_units > 0, NULL);
  g_return_val_if_fail (from < state->board->n_cities && to < state->board->n_cities, NULL);

  if (!check_movers (state, units, n_units, from, error))
    return NULL;
  moved = gmp_state_copy (state);
  hide_guard_values (moved);
  status = gmp_movement_move_to (moved, units, n_units, to, error);
  if (status == GMP_MOVE_FAILED)
    return NULL;

  acting = gmp_state_unit_side (state, units[0]);
  city = (guint) g_array_index (moved->units, GmpUnit, units[0]).city;
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_variant_free);
  if (status == GMP_MOVE_NEEDS_GUARD_VALUES)
    {
      if (!add_guard_draw_variants (out, state, moved, city, acting, error))
        return NULL;
    }
  else if (!add_combat_variants (out, moved, 0, city, acting, GMP_COMBAT_NORMAL, error))
    return NULL;
  set_formation (out, g_array_index (moved->units, GmpUnit, units[0]).formation);
  return g_steal_pointer (&out);
}

/* The Human formation whose Fort options a what-if shows (rules note 18). */
static int
fort_formation (const GmpState *state,
                guint           fort,
                int             formation)
{
  int active = state->active_formation;

  if (formation != GMP_NONE)
    return formation;
  if (active >= 0 && state->board->formations[active].side == GMP_SIDE_HUMANS)
    return active;
  return state->board->forts[fort].formation;
}

/* The variants of one answer to the Fort's question (rules note 18). */
static gboolean
add_fort_answer_variants (GPtrArray      *out,
                          const GmpState *state,
                          guint           fort,
                          int             answer,
                          GError        **error)
{
  guint city = state->board->forts[fort].city;
  g_autoptr(GmpState) sortie = NULL;
  guint target;

  switch (answer)
    {
    case GMP_FORT_OPTION_FULL_ATTACK:
      return add_combat_variants (out, state, GMP_FORT_OPTION_FULL_ATTACK, city,
                                  GMP_SIDE_HUMANS, GMP_COMBAT_FULL_ATTACK, error);
    case GMP_FORT_OPTION_BARRAGE:
      return add_combat_variants (out, state, GMP_FORT_OPTION_BARRAGE, city,
                                  GMP_SIDE_HUMANS, GMP_COMBAT_BARRAGE, error);
    case GMP_FORT_OPTION_WITHDRAWAL:
      g_ptr_array_add (out, variant_new (GMP_FORT_OPTION_WITHDRAWAL, city, GMP_SIDE_HUMANS,
                                         GMP_COMBAT_NORMAL, NULL));
      return TRUE;
    default:
      break;
    }
  if (answer < GMP_FORT_CHOICE_SORTIE_BASE)
    return TRUE;   /* a pass: the Fort does nothing */
  target = answer - GMP_FORT_CHOICE_SORTIE_BASE;
  sortie = gmp_state_copy (state);
  _gmp_turn_begin_sortie (sortie, fort, target);
  /* Guards never go out (rules note 18): a Fort holding only Guards fights no Sortie */
  if (!gmp_combat_needed (sortie, target))
    return TRUE;
  return add_combat_variants (out, sortie, GMP_FORT_OPTION_SORTIE, target, GMP_SIDE_HUMANS,
                              GMP_COMBAT_SORTIE, error);
}

GPtrArray *
gmp_odds_what_if_fort (const GmpState  *state,
                       guint            city,
                       int              formation,
                       GError         **error)
{
  const GmpBoard *board;
  g_autoptr(GPtrArray) out = NULL;
  g_autoptr(GmpState) asked = NULL;
  g_autoptr(GArray) answers = NULL;
  int fort;

  g_return_val_if_fail (state != NULL, NULL);
  board = state->board;
  g_return_val_if_fail (city < board->n_cities, NULL);
  g_return_val_if_fail (formation == GMP_NONE || (guint) formation < board->n_formations, NULL);

  fort = gmp_board_fort_at (board, city);
  if (fort == GMP_NONE || gmp_state_fort_destroyed (state, fort))
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("%s has no undestroyed Fort: only an undestroyed Fort has options "
                     "(Rules notes 18 and 19)."),
                   board->cities[city].name);
      return NULL;
    }

  /* The question as the turn sequence would ask it of that formation */
  asked = gmp_state_copy (state);
  asked->active_formation = fort_formation (state, fort, formation);
  answers = _gmp_turn_fort_answers (asked, fort);
  out = g_ptr_array_new_with_free_func ((GDestroyNotify) gmp_odds_variant_free);
  for (guint i = 0; i < answers->len; i++)
    if (!add_fort_answer_variants (out, asked, fort, g_array_index (answers, int, i), error))
      return NULL;
  if (out->len == 0 && answers->len == 1
      && (gmp_fort_options (asked, city, asked->active_formation) & GMP_FORT_OPTION_SORTIE))
    {
      /* A Sortie with no room where it would attack (rules note 7) */
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The Fort in %s has no option for %s now: its units cannot make a Sortie "
                     "without going over the stacking limit where they attack (a Fort’s "
                     "strength points count as units there, Rules notes 7, 18)."),
                   board->cities[city].name,
                   board->formations[asked->active_formation].name);
      return NULL;
    }
  if (out->len == 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                   _("The Fort in %s has no option for %s now: its options need Swarm units "
                     "in its city, or next to it for a Sortie, and belong to the Fort’s "
                     "Formation or the Human units inside it (Rules note 18)."),
                   board->cities[city].name,
                   board->formations[asked->active_formation].name);
      return NULL;
    }
  set_formation (out, asked->active_formation);
  return g_steal_pointer (&out);
}
