/* gmp-solo.c: solo play, the computer taking one side of the game or both
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <time.h>

#include "core/gmp-i18n.h"

#include "gmp-solo.h"

struct _GmpSolo
{
  GObject     parent_instance;

  /* Owned references */
  GmpGame    *game;
  GmpPlayer  *players[GMP_N_SIDES];   /* NULL: the people play that side */
  GArray     *by_computer;            /* of gboolean, one per action of the history */

  guint       pace_ms;
  guint       timer;
  guint       queued;                 /* actions of its decision still to show (redo) */
  guint       last_n_done;
  guint       busy : 1;               /* its own change of the game is under way */
  guint       paused : 1;
  guint       stuck : 1;              /* a decision failed: wait for the game to change */
  guint       computer_turn : 1;
};

G_DEFINE_FINAL_TYPE (GmpSolo, gmp_solo, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_COMPUTER_TURN,
  PROP_PACE,
  N_PROPS
};

enum {
  FAILED,
  N_SIGNALS
};

static const struct {
  const char *id;
  guint       ms;
} paces[GMP_SOLO_N_PACES] = {
  [GMP_SOLO_PACE_QUICK] = { "quick", 300 },
  [GMP_SOLO_PACE_STEADY] = { "steady", GMP_SOLO_DEFAULT_PACE_MS },
  [GMP_SOLO_PACE_SLOW] = { "slow", 2500 },
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void schedule (GmpSolo *self);

static gboolean
is_chance (GmpQuestionKind kind)
{
  return kind == GMP_QUESTION_DRAW_CHIT || kind == GMP_QUESTION_DANGER
         || kind == GMP_QUESTION_COMBAT_DICE || kind == GMP_QUESTION_GUARD_VALUE;
}

/* The player whose decision a question of kind for side is, or NULL: the
 * people's */
static GmpPlayer *
player_for (GmpSolo         *self,
            GmpQuestionKind  kind,
            GmpSide          side)
{
  GmpPlayer *side_player = side < GMP_N_SIDES ? self->players[side] : NULL;

  if (kind == GMP_QUESTION_NONE)
    return NULL;
  if (is_chance (kind))
    {
      /* With their own dice the people roll for the computer too, and
       * only they know what a flipped Guard shows (rules note 9) */
      if (gmp_game_get_players_dice (self->game) || kind == GMP_QUESTION_GUARD_VALUE)
        return NULL;
      /* The cup is nobody's side: the computer draws in a game it plays */
      if (kind == GMP_QUESTION_DRAW_CHIT && side_player == NULL)
        return self->players[GMP_SIDE_SWARM] != NULL ? self->players[GMP_SIDE_SWARM]
                                                     : self->players[GMP_SIDE_HUMANS];
    }
  return side_player;
}

static GmpPlayer *
pending_player (GmpSolo *self)
{
  g_autoptr(GmpQuestion) question = gmp_session_get_question (gmp_game_get_session (self->game));

  return player_for (self, question->kind, question->side);
}

static void
set_computer_turn (GmpSolo  *self,
                   gboolean  computer_turn)
{
  computer_turn = !!computer_turn;
  if (self->computer_turn == computer_turn)
    return;
  self->computer_turn = computer_turn;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_TURN]);
}

/* Who did each action: kept as long as the history keeps it. A new action
 * that is not the computer's (its own are marked after it, while busy)
 * is the people's */
static void
on_game_changed (GmpSolo *self)
{
  GmpSession *session = gmp_game_get_session (self->game);
  guint n_done = gmp_session_get_n_done (session);
  guint n_actions = gmp_session_get_n_actions (session);

  g_array_set_size (self->by_computer, n_actions);
  if (!self->busy)
    {
      if (n_done == self->last_n_done + 1 && n_actions == n_done)
        g_array_index (self->by_computer, gboolean, n_done - 1) = FALSE;
      /* Someone else changed the game: what was left of the decision goes */
      self->queued = 0;
      self->stuck = FALSE;
    }
  self->last_n_done = n_done;
  set_computer_turn (self, self->queued > 0 || pending_player (self) != NULL);
  if (!self->busy)
    schedule (self);
}

/* The main thread's CPU time, in ms: a busy machine's waits left out */
static double
thread_cpu_ms (void)
{
  struct timespec t;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static gboolean
on_timer (gpointer user_data)
{
  GmpSolo *self = user_data;
  g_autoptr(GError) error = NULL;
  gboolean acted;

  gint64 start = g_get_monotonic_time ();
  double cpu = thread_cpu_ms ();

  self->timer = 0;
  if (!gmp_solo_step (self, &acted, &error))
    {
      g_signal_emit (self, signals[FAILED], 0, error->message);
      return G_SOURCE_REMOVE;
    }
  /* What the people wait for: the decision and the app's telling of it
   * (the game's "changed" handlers run inside); docs/performance.md */
  g_debug ("The computer's action took %.1f ms (%.1f ms CPU)",
           (g_get_monotonic_time () - start) / 1e3, thread_cpu_ms () - cpu);
  schedule (self);
  return G_SOURCE_REMOVE;
}

static void
schedule (GmpSolo *self)
{
  if (self->timer != 0 || self->paused || self->stuck || self->game == NULL)
    return;
  if (self->queued == 0 && pending_player (self) == NULL)
    return;
  self->timer = g_timeout_add (self->pace_ms, on_timer, self);
}

/* One action of the decision: the next redo, marked as the computer's */
static gboolean
show_next (GmpSolo  *self,
           GError  **error)
{
  GmpSession *session = gmp_game_get_session (self->game);
  gboolean ok;

  self->busy = TRUE;
  ok = gmp_game_redo (self->game, NULL, error);
  self->busy = FALSE;
  if (!ok)
    {
      self->queued = 0;
      return FALSE;
    }
  self->queued--;
  g_array_set_size (self->by_computer, gmp_session_get_n_actions (session));
  g_array_index (self->by_computer, gboolean, gmp_session_get_n_done (session) - 1) = TRUE;
  on_game_changed (self);
  return TRUE;
}

/* The decision through the session, all its actions, then taken back to
 * be shown one by one: the game is the same as if it had been played at
 * once (a redo does again what was done), and each action is told */
static gboolean
decide (GmpSolo    *self,
        GmpPlayer  *player,
        GError    **error)
{
  GmpSession *session = gmp_game_get_session (self->game);
  guint before = gmp_session_get_n_done (session);
  g_autoptr(GError) local = NULL;
  gboolean over = FALSE;

  if (!gmp_player_play_step (player, session, &over, &local))
    {
      /* Nothing of a refused decision stays */
      if (gmp_session_get_n_done (session) != before)
        gmp_session_go_to (session, before, NULL);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  self->queued = gmp_session_get_n_done (session) - before;
  if (self->queued == 0)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("The computer player found nothing to do here"));
      return FALSE;
    }
  return gmp_session_go_to (session, before, error);
}

/* Whose each action of the game's history was, by the question it
 * answered: the file keeps the history, not who took it. An edit is the
 * referee's, so the people's. */
static void
mark_computer_actions (GmpSolo *self)
{
  GmpSession *session = gmp_game_get_session (self->game);
  g_autoptr(GArray) asked = gmp_session_dup_asked (session);

  g_array_set_size (self->by_computer, gmp_session_get_n_actions (session));
  for (guint i = 0; i < asked->len && i < self->by_computer->len; i++)
    {
      const GmpAsked *item = &g_array_index (asked, GmpAsked, i);

      g_array_index (self->by_computer, gboolean, i) =
        !item->edit && player_for (self, item->kind, item->side) != NULL;
    }
}

static void
gmp_solo_dispose (GObject *object)
{
  GmpSolo *self = GMP_SOLO (object);

  g_clear_handle_id (&self->timer, g_source_remove);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gmp_solo_parent_class)->dispose (object);
}

static void
gmp_solo_finalize (GObject *object)
{
  GmpSolo *self = GMP_SOLO (object);

  for (guint s = 0; s < GMP_N_SIDES; s++)
    g_clear_pointer (&self->players[s], gmp_player_free);
  g_clear_pointer (&self->by_computer, g_array_unref);

  G_OBJECT_CLASS (gmp_solo_parent_class)->finalize (object);
}

static void
gmp_solo_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  GmpSolo *self = GMP_SOLO (object);

  switch (prop_id)
    {
    case PROP_COMPUTER_TURN:
      g_value_set_boolean (value, gmp_solo_get_computer_turn (self));
      break;
    case PROP_PACE:
      g_value_set_uint (value, gmp_solo_get_pace (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_solo_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  GmpSolo *self = GMP_SOLO (object);

  switch (prop_id)
    {
    case PROP_PACE:
      gmp_solo_set_pace (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_solo_class_init (GmpSoloClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = gmp_solo_dispose;
  object_class->finalize = gmp_solo_finalize;
  object_class->get_property = gmp_solo_get_property;
  object_class->set_property = gmp_solo_set_property;

  properties[PROP_COMPUTER_TURN] =
    g_param_spec_boolean ("computer-turn", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACE] =
    g_param_spec_uint ("pace", NULL, NULL, 0, 60000, GMP_SOLO_DEFAULT_PACE_MS,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmpSolo::failed:
   *
   * A decision of the computer was refused (the message says why); it
   * waits until the game changes.
   */
  signals[FAILED] =
    g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
gmp_solo_init (GmpSolo *self)
{
  self->pace_ms = GMP_SOLO_DEFAULT_PACE_MS;
  self->by_computer = g_array_new (FALSE, TRUE, sizeof (gboolean));
}

GmpSolo *
gmp_solo_new (GmpGame *game)
{
  GmpSolo *self;
  GmpSession *session;
  const GmpScenario *scenario;

  g_return_val_if_fail (GMP_IS_GAME (game), NULL);

  self = g_object_new (GMP_TYPE_SOLO, NULL);
  self->game = g_object_ref (game);
  session = gmp_game_get_session (game);
  self->last_n_done = gmp_session_get_n_done (session);
  /* A solo game opened again: the same sides at the same levels */
  scenario = gmp_session_get_scenario (session);
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    if (scenario->computer[side])
      self->players[side] = gmp_player_new (scenario->computer_level[side]);
  mark_computer_actions (self);
  g_signal_connect_swapped (game, "changed", G_CALLBACK (on_game_changed), self);
  /* Who rolls decides who answers chance */
  g_signal_connect_swapped (game, "notify::players-dice", G_CALLBACK (on_game_changed), self);
  return self;
}

GmpGame *
gmp_solo_get_game (GmpSolo *self)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), NULL);

  return self->game;
}

void
gmp_solo_set_computer (GmpSolo        *self,
                       GmpSide         side,
                       gboolean        computer,
                       GmpPlayerLevel  level)
{
  g_return_if_fail (GMP_IS_SOLO (self));
  g_return_if_fail (side < GMP_N_SIDES);
  g_return_if_fail (level < GMP_N_PLAYER_LEVELS);

  g_clear_pointer (&self->players[side], gmp_player_free);
  if (computer)
    self->players[side] = gmp_player_new (level);
  /* Saved with the game: opened again, it goes on the same */
  gmp_session_set_computer (gmp_game_get_session (self->game), side, computer, level);
  self->stuck = FALSE;
  on_game_changed (self);
}

gboolean
gmp_solo_get_computer (GmpSolo        *self,
                       GmpSide         side,
                       GmpPlayerLevel *level)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);
  g_return_val_if_fail (side < GMP_N_SIDES, FALSE);

  if (self->players[side] == NULL)
    return FALSE;
  if (level != NULL)
    *level = gmp_player_get_level (self->players[side]);
  return TRUE;
}

void
gmp_solo_set_pace (GmpSolo *self,
                   guint    pace_ms)
{
  g_return_if_fail (GMP_IS_SOLO (self));

  if (self->pace_ms == pace_ms)
    return;
  self->pace_ms = pace_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

guint
gmp_solo_get_pace (GmpSolo *self)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), 0);

  return self->pace_ms;
}

void
gmp_solo_set_paused (GmpSolo  *self,
                     gboolean  paused)
{
  g_return_if_fail (GMP_IS_SOLO (self));

  self->paused = !!paused;
  if (self->paused)
    g_clear_handle_id (&self->timer, g_source_remove);
  else
    schedule (self);
}

gboolean
gmp_solo_get_computer_turn (GmpSolo *self)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  return self->computer_turn;
}

gboolean
gmp_solo_get_table_turn (GmpSolo         *self,
                         GmpQuestionKind *kind)
{
  g_autoptr(GmpQuestion) question = NULL;
  gboolean computers;

  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  question = gmp_session_get_question (gmp_game_get_session (self->game));
  if (kind != NULL)
    *kind = question->kind;
  if (!is_chance (question->kind) || player_for (self, question->kind, question->side) != NULL)
    return FALSE;
  /* Chance the computer would take were the app rolling: its side's, or
   * the cup in a game it plays */
  computers = self->players[GMP_SIDE_SWARM] != NULL || self->players[GMP_SIDE_HUMANS] != NULL;
  if (question->kind == GMP_QUESTION_DRAW_CHIT)
    return computers;
  return question->side < GMP_N_SIDES && self->players[question->side] != NULL;
}

gboolean
gmp_solo_step (GmpSolo   *self,
               gboolean  *acted,
               GError   **error)
{
  GmpSession *session;
  GmpPlayer *player;

  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);
  g_return_val_if_fail (acted != NULL, FALSE);

  *acted = FALSE;
  session = gmp_game_get_session (self->game);
  player = pending_player (self);
  /* What is left of a decision, while the question is still its own (the
   * players say what a Guard its move flipped shows) */
  if (self->queued > 0 && player != NULL && gmp_session_can_redo (session))
    {
      *acted = TRUE;
      return show_next (self, error);
    }
  self->queued = 0;
  if (player == NULL)
    return TRUE;
  if (!decide (self, player, error))
    {
      self->queued = 0;
      self->stuck = TRUE;
      return FALSE;
    }
  *acted = TRUE;
  return show_next (self, error);
}

gboolean
gmp_solo_is_computer_action (GmpSolo *self,
                             guint    index)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  return index < self->by_computer->len && g_array_index (self->by_computer, gboolean, index);
}

/* Where undo goes: before the computer's actions since the players' last
 * decision, and before that decision (has_people_decision() says there is
 * one) */
static guint
undo_target (GmpSolo *self)
{
  guint step = gmp_session_get_n_done (gmp_game_get_session (self->game));

  while (step > 0 && gmp_solo_is_computer_action (self, step - 1))
    step--;
  return step > 0 ? step - 1 : 0;
}

/* The people have decided something undo can take back: before their
 * first decision there is nothing of theirs, and taking the computer's
 * opening back would only have it play again, its draws and dice anew */
static gboolean
has_people_decision (GmpSolo *self)
{
  guint step = gmp_session_get_n_done (gmp_game_get_session (self->game));

  while (step > 0 && gmp_solo_is_computer_action (self, step - 1))
    step--;
  return step > 0;
}

gboolean
gmp_solo_can_undo (GmpSolo *self)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  return has_people_decision (self);
}

gboolean
gmp_solo_get_only_computer_done (GmpSolo *self)
{
  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  return !has_people_decision (self)
         && gmp_session_get_n_done (gmp_game_get_session (self->game)) > 0;
}

static gboolean
go_to (GmpSolo  *self,
       guint     step,
       char    **what,
       GError  **error)
{
  gboolean ok;

  g_clear_handle_id (&self->timer, g_source_remove);
  self->queued = 0;
  self->stuck = FALSE;
  self->busy = TRUE;
  ok = gmp_game_go_to (self->game, step, what, error);
  self->busy = FALSE;
  on_game_changed (self);
  return ok;
}

gboolean
gmp_solo_undo (GmpSolo  *self,
               char    **what,
               GError  **error)
{
  GmpSession *session;
  guint step;

  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  session = gmp_game_get_session (self->game);
  if (!has_people_decision (self))
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("Nothing of yours to undo yet: undo takes back your last decision "
                             "and the computer’s actions after it"));
      return FALSE;
    }
  step = undo_target (self);
  /* Only the players' own: nothing of the computer's is between */
  if (step + 1 == gmp_session_get_n_done (session))
    {
      gboolean ok;

      g_clear_handle_id (&self->timer, g_source_remove);
      self->queued = 0;
      self->busy = TRUE;
      ok = gmp_game_undo (self->game, what, error);
      self->busy = FALSE;
      on_game_changed (self);
      return ok;
    }
  return go_to (self, step, what, error);
}

gboolean
gmp_solo_redo (GmpSolo  *self,
               char    **what,
               GError  **error)
{
  GmpSession *session;
  guint step, n_actions;

  g_return_val_if_fail (GMP_IS_SOLO (self), FALSE);

  session = gmp_game_get_session (self->game);
  n_actions = gmp_session_get_n_actions (session);
  step = gmp_session_get_n_done (session) + 1;
  while (step < n_actions && gmp_solo_is_computer_action (self, step))
    step++;
  if (step > n_actions)
    return gmp_game_redo (self->game, what, error);
  if (step == gmp_session_get_n_done (session) + 1)
    {
      gboolean ok;

      self->busy = TRUE;
      ok = gmp_game_redo (self->game, what, error);
      self->busy = FALSE;
      on_game_changed (self);
      return ok;
    }
  return go_to (self, step, what, error);
}

guint
gmp_solo_pace_get_ms (GmpSoloPace pace)
{
  g_return_val_if_fail (pace < GMP_SOLO_N_PACES, GMP_SOLO_DEFAULT_PACE_MS);

  return paces[pace].ms;
}

const char *
gmp_solo_pace_to_string (GmpSoloPace pace)
{
  g_return_val_if_fail (pace < GMP_SOLO_N_PACES, NULL);

  return paces[pace].id;
}

GmpSoloPace
gmp_solo_pace_from_string (const char *text)
{
  for (GmpSoloPace pace = 0; pace < GMP_SOLO_N_PACES; pace++)
    if (g_strcmp0 (text, paces[pace].id) == 0)
      return pace;
  return GMP_SOLO_PACE_STEADY;
}

const char *
gmp_solo_pace_get_name (GmpSoloPace pace)
{
  g_return_val_if_fail (pace < GMP_SOLO_N_PACES, NULL);

  switch (pace)
    {
    case GMP_SOLO_PACE_QUICK:
      /* TRANSLATORS: the computer player's pace */
      return _("Quick");
    case GMP_SOLO_PACE_STEADY:
      /* TRANSLATORS: the computer player's pace */
      return _("Steady");
    case GMP_SOLO_PACE_SLOW:
    case GMP_SOLO_N_PACES:
    default:
      /* TRANSLATORS: the computer player's pace */
      return _("Slow");
    }
}
