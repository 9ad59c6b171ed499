/* gmp-game.c: the GObject wrapping one game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Model"

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "gmp-game.h"

struct _GmpGame
{
  GObject      parent_instance;

  GmpScenario *scenario;
  GFile       *file;
  char        *fallback_title;

  guint        modified : 1;
};

G_DEFINE_FINAL_TYPE (GmpGame, gmp_game, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_FILE,
  PROP_MODIFIED,
  PROP_TITLE,
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

  g_clear_pointer (&self->scenario, gmp_scenario_free);
  g_clear_object (&self->file);
  g_clear_pointer (&self->fallback_title, g_free);

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

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * GmpGame::changed:
   *
   * The state was replaced: turn, phase, units, anything may differ.
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

GmpGame *
gmp_game_new (GmpScenario *scenario)
{
  GmpGame *self;

  g_return_val_if_fail (scenario != NULL, NULL);
  g_return_val_if_fail (scenario->state != NULL, NULL);

  self = g_object_new (GMP_TYPE_GAME, NULL);
  self->scenario = scenario;

  return self;
}

GmpGame *
gmp_game_new_default (GmpDice  *dice,
                      GError  **error)
{
  g_autoptr(GmpBoard) board = NULL;
  g_autoptr(GmpDice) own_dice = NULL;
  g_autoptr(GmpScenario) scenario = NULL;
  GmpState *state;

  board = gmp_board_lookup (GMP_DEFAULT_BOARD_ID, error);
  if (board == NULL)
    return NULL;

  if (dice == NULL)
    dice = own_dice = gmp_dice_new_seeded ((guint64) g_get_real_time ());

  state = gmp_setup_new_game (board, dice, GMP_SETUP_DEFAULT, error);
  if (state == NULL)
    return NULL;

  /* A fresh game has its Guards already; this keeps every game starting
   * the same way (Rules note 3) */
  scenario = gmp_scenario_new (state);
  if (!gmp_scenario_start (scenario, dice, GMP_SETUP_DEFAULT, error))
    return NULL;

  return gmp_game_new (g_steal_pointer (&scenario));
}

GmpGame *
gmp_game_new_from_file (GFile   *file,
                        GError **error)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpState) before = NULL;
  g_autoptr(GmpDice) dice = NULL;
  gboolean rule_before;
  GmpGame *self;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_file_peek_path (file) != NULL)
    {
      scenario = gmp_scenario_load_file (g_file_peek_path (file), error);
    }
  else
    {
      g_autoptr(GBytes) bytes = NULL;
      g_autofree char *name = g_file_get_parse_name (file);

      bytes = g_file_load_bytes (file, NULL, NULL, error);
      if (bytes == NULL)
        return NULL;
      scenario = gmp_scenario_load_bytes (bytes, name, error);
    }

  if (scenario == NULL)
    return NULL;

  /* The scenario's setup rules, if the game has not begun (Rules note 3) */
  before = gmp_state_copy (scenario->state);
  rule_before = scenario->roll_guards_at_start;
  dice = gmp_dice_new_seeded ((guint64) g_get_real_time ());
  if (!gmp_scenario_start (scenario, dice, GMP_SETUP_DEFAULT, error))
    return NULL;

  self = gmp_game_new (g_steal_pointer (&scenario));
  gmp_game_set_file (self, file);
  /* The file no longer holds this game: saving it is worth asking */
  if (!gmp_state_equal (before, self->scenario->state)
      || rule_before != self->scenario->roll_guards_at_start)
    gmp_game_set_modified (self, TRUE);

  return self;
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

  /* A file that could not be loaded back is never written */
  if (!gmp_scenario_check_saveable (self->scenario, &local_error))
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, GMP_ERROR, GMP_ERROR_INVALID,
                   _("Cannot save “%s”: %s"), name, local_error->message);
      return FALSE;
    }

  bytes = gmp_scenario_to_bytes (self->scenario);

  /* Replacing through a temporary file keeps the old save if writing fails. */
  if (!g_file_replace_contents (file,
                                g_bytes_get_data (bytes, NULL),
                                g_bytes_get_size (bytes),
                                NULL, FALSE,
                                G_FILE_CREATE_REPLACE_DESTINATION,
                                NULL, NULL, error))
    return FALSE;

  gmp_game_set_file (self, file);
  gmp_game_set_modified (self, FALSE);

  return TRUE;
}

const GmpScenario *
gmp_game_get_scenario (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return self->scenario;
}

const GmpState *
gmp_game_get_state (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return self->scenario->state;
}

GmpBoard *
gmp_game_get_board (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return self->scenario->state->board;
}

void
gmp_game_replace_state (GmpGame  *self,
                        GmpState *state)
{
  g_return_if_fail (GMP_IS_GAME (self));
  g_return_if_fail (state != NULL);
  g_return_if_fail (state->board == self->scenario->state->board);

  g_clear_pointer (&self->scenario->state, gmp_state_free);
  self->scenario->state = state;

  gmp_game_set_modified (self, TRUE);
  g_signal_emit (self, signals[CHANGED], 0);
}

const char *
gmp_game_get_title (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  if (self->scenario->title != NULL && self->scenario->title[0] != '\0')
    return self->scenario->title;
  if (self->fallback_title != NULL)
    return self->fallback_title;
  return _("New Game");
}

void
gmp_game_set_title (GmpGame    *self,
                    const char *title)
{
  g_return_if_fail (GMP_IS_GAME (self));

  if (title != NULL && title[0] == '\0')
    title = NULL;
  if (g_strcmp0 (self->scenario->title, title) == 0)
    return;

  g_free (self->scenario->title);
  self->scenario->title = g_strdup (title);

  gmp_game_set_modified (self, TRUE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

GFile *
gmp_game_get_file (GmpGame *self)
{
  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  return self->file;
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
  const GmpState *state;

  g_return_val_if_fail (GMP_IS_GAME (self), NULL);

  state = self->scenario->state;
  if (state->phase == GMP_PHASE_GAME_OVER)
    return g_strdup (gmp_phase_get_name (state->phase));

  /* Translators: the turn number and the phase, e.g. "Turn 3 · Action" */
  return g_strdup_printf (_("Turn %u · %s"), state->turn, gmp_phase_get_name (state->phase));
}
