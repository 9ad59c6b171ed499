/* gmp-turn-auto.c: a simple legal policy for automatic play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Its moves, its FX and whole games; the answer it gives a question is
 * gmp_turn_auto_answer() in gmp-question.c.
 */

#include "config.h"

#include "gmp-movement-private.h"
#include "gmp-turn-private.h"

/* Now and then the moving side plays an FX that needs no combat on a city it
 * would choose: Tectonic on a Fort, Nuclear on Swarm units (rules note 21
 * makes that a gamble with the Danger Track). */
static void
auto_use_fx (const GmpAutoPlayer *player,
             GmpDice             *dice)
{
  const GmpState *state = player->get_state (player->data);
  const GmpBoard *board = state->board;
  GmpSide side = board->formations[state->active_formation].side;

  for (guint chit = 0; chit < board->n_chits; chit++)
    {
      const GmpChit *c = &board->chits[chit];
      guint city;

      if (state->chits[chit].place != GMP_CHIT_IN_HAND || c->owner != side || c->n_effects == 0
          || (c->effects[0].kind != GMP_FX_FORT_DAMAGE && c->effects[0].kind != GMP_FX_ELIMINATE_CITY))
        continue;
      if (gmp_dice_choose (dice, 3) != 0)
        continue;

      city = gmp_dice_choose (dice, board->n_cities);
      if (c->effects[0].kind == GMP_FX_FORT_DAMAGE ? !gmp_state_has_fort (state, city)
          : gmp_state_units_in_city (state, city, GMP_SIDE_SWARM, NULL, 0) == 0)
        continue;
      /* A refusal leaves the state unchanged */
      player->use_fx (player->data, chit, city);
      state = player->get_state (player->data);
    }
}

/* The policy's own moves and FX, on the state itself */
static const GmpState *
state_get_state (gpointer data)
{
  return ((GmpAutoPlay *) data)->state;
}

static gboolean
state_move (gpointer     data,
            guint        unit,
            const guint *path,
            guint        n_path)
{
  GmpAutoPlay *play = data;
  GmpState *state = play->state;
  const GmpUnit *u = &g_array_index (state->units, GmpUnit, unit);
  int from = u->city;
  guint mp_before = u->mp_used;

  if (gmp_movement_move_path_logged (state, play->log, &unit, 1, path, n_path, NULL)
      == GMP_MOVE_FAILED)
    return FALSE;
  /* The units array may have moved: read the unit again. A move that waits
   * for Guards (Rules note 9) logs the way to them now and the rest once
   * they are revealed. */
  u = &g_array_index (state->units, GmpUnit, unit);
  if (play->log != NULL)
    gmp_log_add_unit_move (play->log, state, unit, from, u->mp_used - mp_before);
  return TRUE;
}

static void
state_use_fx (gpointer data,
              guint    chit,
              guint    city)
{
  GmpAutoPlay *play = data;

  gmp_turn_use_fx (play->state, play->log, (int) chit, city, NULL);
}

void
gmp_turn_auto_move (GmpState *state,
                    GmpLog   *log,
                    GmpDice  *dice)
{
  GmpAutoPlay play = { state, log };
  GmpAutoPlayer player = { state_get_state, state_move, state_use_fx, &play };

  g_return_if_fail (state != NULL);
  g_return_if_fail (dice != NULL);

  gmp_turn_auto_move_with (&player, dice);
}

/* The units of the active formation, ids ascending: a unit's formation
 * never changes while it moves, its place and flags may (read as it comes) */
static guint
formation_units (const GmpState *state,
                 guint          *ids)
{
  const GmpUnit *units = (const GmpUnit *) (gpointer) state->units->data;
  guint n = 0;

  for (guint id = 0; id < state->units->len; id++)
    if (units[id].formation == state->active_formation)
      ids[n++] = id;
  return n;
}

/* The player moves unit id to target, one of options' */
static void
move_to (const GmpAutoPlayer  *player,
         const GmpMoveOptions *options,
         guint                 id,
         const GmpMoveTarget  *target)
{
  guint small[32];
  g_autofree guint *big = NULL;
  guint *path = target->cost <= G_N_ELEMENTS (small) ? small : (big = g_new (guint, target->cost));

  _gmp_move_options_path (options, target, path);
  player->move (player->data, id, path, target->cost);
}

/* The answer the policy's queries fill, kept per thread between
 * activations: a game asks about 170 times in some 45 activations */
static GPrivate auto_options = G_PRIVATE_INIT ((GDestroyNotify) gmp_move_options_free);

void
gmp_turn_auto_move_with (const GmpAutoPlayer *player,
                         GmpDice             *dice)
{
  const GmpState *state;
  GmpMoveOptions *options;
  guint small[128];
  g_autofree guint *big = NULL;
  guint *ids, n_ids;

  g_return_if_fail (player != NULL);
  g_return_if_fail (dice != NULL);

  state = player->get_state (player->data);
  if (state->active_formation < 0)
    return;
  /* Taken from the thread while in use: a player's move may play again */
  options = g_private_get (&auto_options);
  if (options != NULL)
    g_private_set (&auto_options, NULL);
  else
    options = gmp_move_options_new ();

  auto_use_fx (player, dice);
  state = player->get_state (player->data);
  ids = state->units->len <= G_N_ELEMENTS (small) ? small
        : (big = g_new (guint, state->units->len));
  n_ids = formation_units (state, ids);

  for (guint i = 0; i < n_ids && !state->move_pending; i++)
    {
      guint id = ids[i];
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, id);
      guint pick;

      if (unit->place != GMP_PLACE_MAP || unit->stopped || unit->moved)
        continue;

      /* Some units stay: a stack that never moves tests the rules too */
      if (gmp_dice_choose (dice, 4) == 0)
        continue;

      /* Only the targets, and the path of the one taken: the blocked
       * neighbours and the other paths are for people */
      _gmp_movement_query_targets_into (options, state, id);
      if (options->reason != GMP_MOVE_OK || options->n_targets == 0)
        continue;

      pick = gmp_dice_choose (dice, options->n_targets);
      /* Half the time, an attack if there is one: games reach their ends */
      if (gmp_dice_choose (dice, 2) == 0)
        {
          guint n_attacks = 0;

          for (guint t = 0; t < options->n_targets; t++)
            n_attacks += options->targets[t].stops;
          if (n_attacks > 0)
            {
              guint k = gmp_dice_choose (dice, n_attacks);

              for (pick = 0; pick < options->n_targets; pick++)
                if (options->targets[pick].stops && k-- == 0)
                  break;
            }
        }
      /* A refused move leaves the state unchanged: the policy only tries */
      move_to (player, options, id, &options->targets[pick]);
      state = player->get_state (player->data);
    }
  g_private_replace (&auto_options, options);
}

gboolean
gmp_turn_play_auto (GmpState  *state,
                    GmpLog    *log,
                    GmpDice   *dice,
                    guint      last_turn,
                    GError   **error)
{
  g_autoptr(GmpTurnCache) cache = NULL;
  g_autoptr(GmpQuestion) question = NULL;
  gboolean ok;
  int answer;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (dice != NULL, FALSE);

  /* Asking, answering and advancing share what they work out (gmp-turn-cache.c) */
  cache = _gmp_turn_cache_new ();
  if (!_gmp_turn_advance (state, log, cache, error))
    return FALSE;

  while (!gmp_turn_is_over (state) && (last_turn == 0 || state->turn <= last_turn))
    {
      /* One question, filled again at each step */
      question = _gmp_turn_get_question (state, cache, g_steal_pointer (&question));

      if (question->kind == GMP_QUESTION_MOVEMENT)
        gmp_turn_auto_move (state, log, dice);

      /* Moving may have raised a Guard question */
      if (state->move_pending)
        question = _gmp_turn_get_question (state, cache, g_steal_pointer (&question));

      if (question->kind == GMP_QUESTION_NONE)
        break;
      answer = gmp_turn_auto_answer (question, dice);
      /* A combat chosen is played to its end at once: its questions come
       * and are answered the same, without a replay for each */
      if (question->kind == GMP_QUESTION_COMBAT)
        ok = _gmp_turn_play_combat (state, log, dice, cache, answer, error);
      else
        /* The question is the pending one and the auto answer one it allows. */
        ok = _gmp_turn_apply_answer (state, log, dice, cache, question, answer, error);
      if (!ok)
        return FALSE;
    }
  return TRUE;
}
