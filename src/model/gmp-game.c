/* gmp-game.c: the GObject wrapping one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"

#include "core/gmp-file.h"
#include "core/gmp-title.h"
#include "core/gmp-xml.h"

#include "gmp-game.h"
#include "gmp-turn-info.h"

struct _GmpGame
{
  GObject      parent_instance;

  GmpSession  *session;
  GFile       *file;
  char        *fallback_title;
  /* The scenario's title as shown, and the title it was made from */
  char        *display_title;
  char        *display_title_source;
  /* What the file held when it was opened or last saved (a local file only),
   * so that a save never drops another program's save of it (issue 11) */
  GmpFileStamp stamp;

  guint        modified : 1;
  guint        players_dice : 1;
  guint        has_stamp : 1;
};

G_DEFINE_FINAL_TYPE (GmpGame, gmp_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_PLAYERS_DICE,
  N_PROPS
};

enum {
  CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
gmp_game_set_modified (GmpGame  *self,
                       gboolean  modified)
{
  modified = !!modified;
  if (self->modified == modified)
    return;
  self->modified = modified;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

/* The title shown when the scenario has none: the file's name, or "New Game". */
static void
gmp_game_set_file (GmpGame *self,
                   GFile   *file)
{
  if (!g_set_object (&self->file, file))
    return;

  g_clear_pointer (&self->fallback_title, g_free);
  if (file != NULL)
    {
      g_autofree char *basename = g_file_get_basename (file);

      if (basename != NULL && g_str_has_suffix (basename, GMP_SCENARIO_EXTENSION))
        basename[strlen (basename) - strlen (GMP_SCENARIO_EXTENSION)] = '\0';
      self->fallback_title = g_steal_pointer (&basename);
    }

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

static void
gmp_game_finalize (GObject *object)
{
  GmpGame *self = GMP_GAME (object);

  g_clear_pointer (&self->session, gmp_session_free);
  g_clear_object (&self->file);
  g_clear_pointer (&self->fallback_title, g_free);
  g_clear_pointer (&self->display_title, g_free);
  g_clear_pointer (&self->display_title_source, g_free);

  G_OBJECT_CLASS (gmp_game_parent_class)->finalize (object);
}

static void
gmp_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  GmpGame *self = GMP_GAME (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, gmp_game_get_file (self));
      break;

    case PROP_MODIFIED:
      g_value_set_boolean (value, gmp_game_get_modified (self));
      break;

    case PROP_TITLE:
      g_value_set_string (value, gmp_game_get_title (self));
      break;

    case PROP_CAN_UNDO:
      g_value_set_boolean (value, gmp_game_can_undo (self));
      break;

    case PROP_CAN_REDO:
      g_value_set_boolean (value, gmp_game_can_redo (self));
      break;

    case PROP_PLAYERS_DICE:
      g_value_set_boolean (value, gmp_game_get_players_dice (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_game_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  GmpGame *self = GMP_GAME (object);

  switch (prop_id)
    {
    case PROP_TITLE:
      gmp_game_set_title (self, g_value_get_string (value));
      break;

    case PROP_PLAYERS_DICE:
      gmp_game_set_players_dice (self, g_value_get_boolean (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_game_class_init (GmpGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = gmp_game_finalize;
  object_class->get_property = gmp_game_get_property;
  object_class->set_property = gmp_game_set_property;

  properties[PROP_FILE] =
    g_param_spec_object ("file", NULL, NULL,
                         G_TYPE_FILE,
                         (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_MODIFIED] =
    g_param_spec_boolean ("modified", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_TITLE] =
    g_param_spec_string ("title", NULL, NULL,
                         NULL,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_CAN_REDO] =
    g_param_spec_boolean ("can-redo", NULL, NULL,
                          FALSE,
                          (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  properties[PROP_PLAYERS_DICE] =
    g_param_spec_boolean ("players-dice", NULL, NULL,
                          FALSE,
                          (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmpGame::changed:
   *
   * The game changed (an action, an undo or a redo): turn, phase, units,
   * anything may differ.
   */
  signals[CHANGED] =
    g_signal_new ("changed",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
gmp_game_init (GmpGame *self)
{
}

/* A game whose Guards keep unknown sides is played with the players' own
 * dice and cup (Rules note 9) */
static gboolean
has_unknown_guards (const GmpState *state)
{
  for (guint i = 0; i < state->units->len; i++)
    {
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, i);

      if (state->board->unit_types[unit->type].guard && unit->guard_value == GMP_GUARD_UNKNOWN)
        return TRUE;
    }
  return FALSE;
}

GmpGame *
gmp_game_new (GmpScenario *scenario)
{
  GmpGame *self;

  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (scenario->state != NULL, NULL);

  self = g_object_new (GMP_TYPE_GAME, NULL);
  self->session = gmp_session_new (scenario);
  self->players_dice = has_unknown_guards (gmp_session_get_state (self->session));

  return self;
}

GmpGame *
gmp_game_new_from_session (GmpSession *session)
{
  GmpGame *self;

  g_return_val_if_fail (session != NULL, NULL);

  self = g_object_new (GMP_TYPE_GAME, NULL);
  self->session = session;
  self->players_dice = has_unknown_guards (gmp_session_get_state (session));
  return self;
}

GmpGame *
gmp_game_new_default (GmpDice  *dice,
                      GError  **error)
{
  return gmp_game_new_for_table (FALSE, dice, error);
}

GmpGame *
gmp_game_new_for_table (gboolean   players_dice,
                        GmpDice   *dice,
                        GError   **error)
{
  g_autoptr(GmpBoard) board = NULL;
  GmpSession *session;
  GmpGame *self;

  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, error);
  if (board == NULL)
    return NULL;

  /* The session's dice: these, or the app's own from the clock. Face to
   * face, the Guards keep their hidden sides until flipped (Rules note 9). */
  session = gmp_session_new_game (board, dice != NULL ? gmp_dice_copy (dice) : NULL,
                                  players_dice ? GMP_SETUP_GUARDS_UNKNOWN : GMP_SETUP_DEFAULT,
                                  error);
  if (session == NULL)
    return NULL;
  self = g_object_new (GMP_TYPE_GAME, NULL);
  self->session = session;
  self->players_dice = !!players_dice;
  return self;
}

GmpGame *
gmp_game_new_with_setup_dice (const char  *setup_dice,
                              GError     **error)
{
  g_autoptr(GmpDice) dice = NULL;
  g_autoptr(GmpGame) self = NULL;
  GmpDice *used;
  gsize extra;

  g_return_val_if_fail (setup_dice != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  dice = gmp_dice_new_from_string (setup_dice, error);
  if (dice == NULL)
    return NULL;
  self = gmp_game_new_for_table (TRUE, dice, error);
  if (self == NULL)
    return NULL;
  used = gmp_session_get_dice (self->session);
  extra = gmp_dice_remaining (used);
  if (extra > 0)
    {
      g_set_error (error, GMP_ERROR, GMP_ERROR_DICE,
                   ngettext ("%zu die more than the National Guard table needed was given "
                             "(Rules note 3).",
                             "%zu dice more than the National Guard table needed were given "
                             "(Rules note 3).", extra),
                   extra);
      return NULL;
    }
  /* The setup's dice are spent: what the app rolls later comes from the clock */
  gmp_session_set_dice (self->session, gmp_dice_new_seeded ((guint64) g_get_real_time ()));
  return g_steal_pointer (&self);
}

GmpGame *
gmp_game_new_from_file (GFile   *file,
                        GError **error)
{
  g_autoptr(GmpSession) session = NULL;
  GmpFileStamp stamp;
  gboolean has_stamp = FALSE;
  gboolean started = FALSE;
  GmpGame *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_file_peek_path (file) != NULL)
    {
      g_autoptr(GBytes) bytes = gmp_xml_read_file (g_file_peek_path (file), error);
      g_autofree char *name = NULL;

      if (bytes == NULL)
        return NULL;
      /* The stamp is of the bytes the game is made from, however the file
       * changes after they were read */
      gmp_file_stamp_init (&stamp, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
      has_stamp = TRUE;
      name = g_filename_display_name (g_file_peek_path (file));
      session = gmp_session_load_bytes (bytes, name, error);
    }
  else
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *name = g_file_get_parse_name (file);

      bytes = g_file_load_bytes (file, NULL, NULL, error);
      if (bytes == NULL)
        return NULL;
      session = gmp_session_load_bytes (bytes, name, error);
    }
  if (session == NULL)
    return NULL;

  self = g_object_new (GMP_TYPE_GAME, NULL);
  self->session = g_steal_pointer (&session);
  self->players_dice = has_unknown_guards (gmp_session_get_state (self->session));
  gmp_game_set_file (self, file);
  self->stamp = stamp;
  self->has_stamp = has_stamp;

  /* The scenario's setup rules, if the game has not begun (Rules note 3):
   * an action like any other, so it can be undone. The file no longer
   * holds this game: saving it is worth asking. A draft whose problems
   * block play opens as it is, for the editor to mend: it starts when it
   * is played. */
  if (gmp_session_check_playable (self->session, NULL)
      && !gmp_session_start (self->session, GMP_SETUP_DEFAULT, &started, error))
    {
      g_object_unref (self);
      return NULL;
    }
  if (started)
    gmp_game_set_modified (self, TRUE);
  return self;
}

/* Replaces the local file with bytes; the stamp of the game's own file is
 * what it must still hold (issue 11). A save to another file ("Save As")
 * expects nothing of it. */
static gboolean
save_local (GmpGame  *self,
            GFile    *file,
            GBytes   *bytes,
            GError  **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean own_file = self->has_stamp && self->file != NULL && g_file_equal (file, self->file);
  GmpFileStamp written;

  if (!gmp_file_replace_contents_checked (g_file_peek_path (file), g_bytes_get_data (bytes, NULL),
                                          g_bytes_get_size (bytes),
                                          own_file ? &self->stamp : NULL, &written, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      if (g_error_matches (local_error, GMP_ERROR, GMP_ERROR_CHANGED))
        g_set_error (error, GMP_ERROR, GMP_ERROR_CHANGED,
                     _("“%s” was changed by another program since it was opened; "
                       "save it under another name, or open it again"), name);
      else
        g_set_error (error, GMP_ERROR, GMP_ERROR_IO,
                     _("Cannot save “%s”: %s"), name, local_error->message);
      return FALSE;
    }
  self->stamp = written;
  self->has_stamp = TRUE;
  return TRUE;
}

gboolean
gmp_game_save (GmpGame  *self,
               GFile    *file,
               GError  **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The game with its history: undo goes on working after opening it. A
   * position with problems that block play is written as a draft, which
   * loads back with them (gmp_session_to_bytes() sets the flag) */
  bytes = gmp_session_to_bytes (self->session);
  /* A file that could not be loaded back is never written */
  if (!gmp_scenario_check_saveable (gmp_session_get_scenario (self->session), &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Cannot save “%s”: %s"), name, local_error->message);
      return FALSE;
    }
  /* A local file is replaced as the core saves (gmp-file.h): its
   * permissions kept (a game with hidden Guard values may be 0600), links
   * followed, nothing left behind, and refused if another program saved
   * over the file since it was opened. Elsewhere GIO replaces it through a
   * temporary file, which keeps the old save if writing fails. */
  if (g_file_peek_path (file) != NULL)
    {
      if (!save_local (self, file, bytes, error))
        return FALSE;
    }
  else if (!g_file_replace_contents (file,
                                     g_bytes_get_data (bytes, NULL),
                                     g_bytes_get_size (bytes),
                                     NULL, FALSE,
                                     G_FILE_CREATE_REPLACE_DESTINATION,
                                     NULL, NULL, error))
    return FALSE;
  else
    self->has_stamp = FALSE;

  gmp_game_set_file (self, file);
  gmp_game_set_modified (self, FALSE);
  return TRUE;
}

const GmpScenario *
gmp_game_get_scenario (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return gmp_session_get_scenario (self->session);
}

const GmpState *
gmp_game_get_state (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return gmp_session_get_state (self->session);
}

GmpBoard *
gmp_game_get_board (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return gmp_session_get_board (self->session);
}

GmpSession *
gmp_game_get_session (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return self->session;
}

/* After anything that changed the game */
static void
changed (GmpGame  *self,
         gboolean  title_before_differs)
{
  gmp_game_set_modified (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REDO]);
  if (title_before_differs)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
  g_signal_emit (self, signals[CHANGED], 0);
}

static char *
dup_scenario_title (GmpGame *self)
{
  return g_strdup (gmp_session_get_scenario (self->session)->title);
}

gboolean
gmp_game_apply (GmpGame          *self,
                const GmpAction  *action,
                GError          **error)
{
  g_autofree char *title = NULL;

  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  title = dup_scenario_title (self);
  if (!gmp_session_apply (self->session, action, error))
    return FALSE;
  changed (self, g_strcmp0 (title, gmp_session_get_scenario (self->session)->title) != 0);
  return TRUE;
}

gboolean
gmp_game_start (GmpGame  *self,
                gboolean *started,
                GError  **error)
{
  gboolean done = FALSE;

  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  /* Face to face the Guards stay face down and unknown (Rules note 9) */
  if (!gmp_session_start (self->session,
                          self->players_dice ? GMP_SETUP_GUARDS_UNKNOWN : GMP_SETUP_DEFAULT,
                          &done, error))
    return FALSE;
  if (started != NULL)
    *started = done;
  if (done)
    changed (self, FALSE);
  return TRUE;
}

/* Applies the answer with the players' dice as the source, then gives the
 * session its own dice back */
static gboolean
answer_with_dice (GmpGame     *self,
                  int          answer,
                  const char  *dice_text,
                  GError     **error)
{
  g_autoptr(GmpDice) previous = gmp_dice_copy (gmp_session_get_dice (self->session));
  g_autoptr(GmpAction) action = gmp_action_new_answer (answer);
  GmpDice *entered;
  gboolean ok;

  entered = gmp_dice_new_from_string (dice_text, error);
  if (entered == NULL)
    return FALSE;
  gmp_session_set_dice (self->session, entered);
  ok = gmp_game_apply (self, action, error);
  if (ok && gmp_dice_remaining (entered) > 0)
    g_debug ("%" G_GSIZE_FORMAT " dice entered were not needed", gmp_dice_remaining (entered));
  gmp_session_set_dice (self->session, g_steal_pointer (&previous));
  return ok;
}

gboolean
gmp_game_answer (GmpGame     *self,
                 int          answer,
                 const char  *dice_text,
                 GError     **error)
{
  g_autoptr(GmpAction) action = NULL;

  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (dice_text != NULL)
    return answer_with_dice (self, answer, dice_text, error);
  action = gmp_action_new_answer (answer);
  return gmp_game_apply (self, action, error);
}

gboolean
gmp_game_get_players_dice (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  return self->players_dice;
}

void
gmp_game_set_players_dice (GmpGame  *self,
                           gboolean  players_dice)
{
  g_return_if_fail (GMP_IS_GAME (self));

  players_dice = !!players_dice;
  if (self->players_dice == players_dice)
    return;
  self->players_dice = players_dice;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYERS_DICE]);
}

gboolean
gmp_game_can_undo (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  return gmp_session_can_undo (self->session);
}

gboolean
gmp_game_can_redo (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  return gmp_session_can_redo (self->session);
}

/* Undoes (or redoes) one action; *what, when not NULL, says which (for the
 * toast: "Undone: Drew Swarm 1"): the session's own description of the
 * step, the same undone and redone and in the History view, never the
 * kind of action ("Answer the question", issue 16). */
static gboolean
step_history (GmpGame   *self,
              gboolean   undo,
              char     **what,
              GError   **error)
{
  g_autofree char *title = dup_scenario_title (self);
  /* An undone step's log entries are gone after the undo: said before it */
  g_autofree char *said = undo && what != NULL ? gmp_session_describe_undo (self->session) : NULL;

  if (!(undo ? gmp_session_undo (self->session, error)
             : gmp_session_redo (self->session, error)))
    return FALSE;
  if (!undo && what != NULL)
    said = gmp_session_describe_action (self->session, gmp_session_get_n_done (self->session) - 1);
  if (what != NULL)
    *what = g_steal_pointer (&said);
  changed (self, g_strcmp0 (title, gmp_session_get_scenario (self->session)->title) != 0);
  return TRUE;
}

char *
gmp_game_describe_action (GmpGame *self,
                          guint    index)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);
  g_return_val_if_fail (index < gmp_session_get_n_actions (self->session), NULL);

  return gmp_session_describe_action (self->session, index);
}

gboolean
gmp_game_undo (GmpGame  *self,
               char    **what,
               GError  **error)
{
  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  return step_history (self, TRUE, what, error);
}

gboolean
gmp_game_redo (GmpGame  *self,
               char    **what,
               GError  **error)
{
  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  return step_history (self, FALSE, what, error);
}

gboolean
gmp_game_go_to (GmpGame  *self,
                guint     step,
                char    **what,
                GError  **error)
{
  g_autofree char *title = NULL;
  GmpSession *session;
  guint n_done;

  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  session = self->session;
  n_done = gmp_session_get_n_done (session);
  if (step == n_done)
    {
      g_set_error_literal (error, GMP_ERROR, GMP_ERROR_ILLEGAL,
                           _("The game already stands at that step"));
      return FALSE;
    }
  title = dup_scenario_title (self);
  if (!gmp_session_go_to (session, step, error))
    return FALSE;
  if (what != NULL)
    {
      /* What the last action done now did; the start has none */
      g_autofree char *last = step > 0 ? gmp_session_describe_action (session, step - 1) : NULL;
      guint n = step < n_done ? n_done - step : step - n_done;

      if (step < n_done && last != NULL)
        /* TRANSLATORS: after Undo to Here: how many actions were undone,
         * then what the last action still done did */
        *what = g_strdup_printf (ngettext ("%u action undone, back to after: %s",
                                           "%u actions undone, back to after: %s", n), n, last);
      else if (step < n_done)
        *what = g_strdup_printf (ngettext ("%u action undone, back to the start",
                                           "%u actions undone, back to the start", n), n);
      else
        /* TRANSLATORS: after Redo to Here: how many actions were redone,
         * then what the last of them did */
        *what = g_strdup_printf (ngettext ("%u action redone, up to: %s",
                                           "%u actions redone, up to: %s", n), n, last);
    }
  changed (self, g_strcmp0 (title, gmp_session_get_scenario (session)->title) != 0);
  return TRUE;
}

const char *
gmp_game_get_title (GmpGame *self)
{
  const GmpScenario *scenario;

  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  scenario = gmp_session_get_scenario (self->session);
  if (scenario->title != NULL && scenario->title[0] != '\0')
    {
      /* A title the CLI made is shown in the reader's language */
      if (g_strcmp0 (self->display_title_source, scenario->title) != 0)
        {
          g_free (self->display_title);
          self->display_title = gmp_title_for_display (scenario->title);
          g_free (self->display_title_source);
          self->display_title_source = g_strdup (scenario->title);
        }
      return self->display_title;
    }
  if (self->fallback_title != NULL)
    return self->fallback_title;
  return _("New Game");
}

void
gmp_game_set_title (GmpGame    *self,
                    const char *title)
{
  const GmpScenario *scenario;
  g_autoptr(GmpAction) action = NULL;

  g_return_if_fail (GMP_IS_GAME (self));

  scenario = gmp_session_get_scenario (self->session);
  if (title != NULL && title[0] == '\0')
    title = NULL;
  if (g_strcmp0 (scenario->title, title) == 0)
    return;

  /* The title is the scenario's metadata: an edit like any other */
  action = gmp_action_new (GMP_ACTION_SET_METADATA);
  action->text = g_strdup (title);
  action->text2 = g_strdup (scenario->author);
  action->text3 = g_strdup (scenario->description);
  action->text4 = g_strdup (scenario->language);
  gmp_game_apply (self, action, NULL);
}
GFile *
gmp_game_get_file (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return self->file;
}

void
gmp_game_mark_modified (GmpGame *self)
{
  g_return_if_fail (GMP_IS_GAME (self));

  gmp_game_set_modified (self, TRUE);
}

gboolean
gmp_game_get_modified (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), FALSE);

  return self->modified;
}

char *
gmp_game_dup_status (GmpGame *self)
{
  g_autoptr(GmpState) asked = NULL;
  const GmpState *state;

  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  /* The phase the question is asked in (a scenario just begun rests in
   * Fade In while its first question is the Action's draw) */
  state = asked = gmp_turn_info_state_asked (gmp_session_get_state (self->session));
  if (state->phase == GMP_PHASE_GAME_OVER)
    return g_strdup (gmp_phase_get_name (state->phase));

  /* Translators: the turn number and the phase, e.g. "Turn 3 · Action" */
  return g_strdup_printf (_("Turn %u · %s"), state->turn, gmp_phase_get_name (state->phase));
}
