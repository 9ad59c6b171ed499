/* gmp-outcome-view.c: what just happened, at the top of the side panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-describe.h"
#include "model/gmp-turn-info.h"

#include "gmp-dice-slots-row.h"
#include "gmp-outcome-view.h"
#include "gmp-rules-window.h"
#include "gmp-tell.h"
#include "gmp-wrapped-label.h"

struct _GmpOutcomeView
{
  GtkBox      parent_instance;

  /* Built in code */
  GtkWidget  *lines;

  /* Owned references */
  GmpGame    *game;
  char       *text;

  /* What was shown: rebuilt only when one of these moved */
  guint       n_done;
  guint       n_actions;
  guint       n_log;
  gboolean    rolled;
  guint       n_updates;
  gboolean    shown;
};

G_DEFINE_FINAL_TYPE (GmpOutcomeView, gmp_outcome_view, GTK_TYPE_BOX)

static GtkWidget *
new_line (const char *text,
          const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  /* Wrapped text must not widen the side panel */
  gtk_label_set_max_width_chars (GTK_LABEL (label), GMP_PANEL_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gmp_wrapped_label_own_line (label);
  gmp_rules_window_set_label_text (GTK_LABEL (label), text);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* Dice as faces; with thresholds, a hit in bold, a miss dimmed */
static GtkWidget *
new_dice_line (const char   *said,
               const guint8 *dice,
               guint         n_dice,
               const guint8 *thresholds)
{
  g_autoptr(GString) markup = g_string_new (NULL);
  GtkWidget *label = gtk_label_new (NULL);

  /* What the dice did, then the dice, on one line: a combat of many
   * counters stays short above the question (issue 16) */
  if (said != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (said, -1);

      g_string_append_printf (markup, "%s  <span size='x-large'>", escaped);
    }

  for (guint i = 0; i < n_dice; i++)
    {
      const char *face = gmp_die_face (dice[i]);

      if (i > 0)
        g_string_append_c (markup, ' ');
      if (thresholds == NULL || thresholds[i] >= GMP_DIE_NEVER)
        g_string_append (markup, face);
      else if (dice[i] >= thresholds[i])
        g_string_append_printf (markup, "<span weight='bold' underline='single'>%s</span>", face);
      else
        g_string_append_printf (markup, "<span alpha='45%%'>%s</span>", face);
    }
  if (said != NULL)
    g_string_append (markup, "</span>");
  gtk_label_set_markup (GTK_LABEL (label), markup->str);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), GMP_PANEL_CHARS);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gmp_wrapped_label_own_line (label);
  /* Tests find the dice by this class, on a line of their own or not */
  gtk_widget_add_css_class (label, "outcome-dice");
  if (said != NULL)
    gtk_widget_add_css_class (label, "outcome-dice-said");
  return label;
}

static void
add_line (GmpOutcomeView *self,
          GString        *text,
          GtkWidget      *widget,
          const char     *said)
{
  gtk_box_append (GTK_BOX (self->lines), widget);
  if (said != NULL)
    {
      if (text->len > 0)
        g_string_append_c (text, '\n');
      g_string_append (text, said);
    }
}

/* The accessible name of a counter's dice line: what it did, then each
 * die in words, a Hit or not (the faces alone read as "die face-6", their
 * bold or dimming not at all) */
static char *
dice_in_words (const char   *said,
               const guint8 *dice,
               guint         n_dice,
               const guint8 *thresholds)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < n_dice; i++)
    {
      if (i > 0)
        g_string_append (list, ", ");
      if (thresholds[i] >= GMP_DIE_NEVER)
        g_string_append_printf (list, "%u", dice[i]);
      else if (dice[i] >= thresholds[i])
        /* TRANSLATORS: a die of a counter's roll that scored a Hit */
        g_string_append_printf (list, _("%u (Hit)"), dice[i]);
      else
        /* TRANSLATORS: a die of a counter's roll that scored no Hit */
        g_string_append_printf (list, _("%u (no Hit)"), dice[i]);
    }
  /* TRANSLATORS: a counter's Hits ("Ant 1: 1 Hit"), then its dice, as a
   * screen reader reads them: "Ant 1: 1 Hit. Dice: 6 (Hit), 1 (no Hit)." */
  return g_strdup_printf (_("%s. Dice: %s."), said, list->str);
}

/* Rules note 27: each counter's dice in the order it shows them, its hits
 * marked; state is the combat's, before its dice were applied */
static void
add_combatant_dice (GmpOutcomeView  *self,
                    const GmpState  *state,
                    const GmpCombat *combat,
                    GString         *text)
{
  for (guint i = 0; i < combat->combatants->len; i++)
    {
      const GmpCombatant *who = &g_array_index (combat->combatants, GmpCombatant, i);
      g_autofree char *name = NULL;
      g_autofree char *line = NULL;
      g_autofree char *words = NULL;
      guint8 final[GMP_COMBAT_MAX_DICE];
      GtkWidget *dice_line;

      if (who->n_dice == 0)
        continue;
      if (who->kind == GMP_COMBATANT_UNIT)
        name = gmp_describe_unit (state, who->unit, GMP_DESCRIBE_DEFAULT);
      else if (who->kind == GMP_COMBATANT_FORT)
        name = g_strdup (_("Fort"));
      else
        name = g_strdup (state->board->chits[who->index].name);
      /* TRANSLATORS: a counter's roll in a combat and the Hits it scored */
      line = g_strdup_printf (ngettext ("%s: %u Hit", "%s: %u Hits", who->hits), name, who->hits);
      /* A re-rolled miss shows its new die (Rules note 17) */
      for (guint d = 0; d < who->n_dice; d++)
        final[d] = who->rerolls[d] != 0 ? who->rerolls[d] : who->dice[d];
      dice_line = new_dice_line (line, final, who->n_dice, who->thresholds);
      gtk_widget_add_css_class (dice_line, who->side == GMP_SIDE_SWARM ? "outcome-swarm"
                                                                       : "outcome-humans");
      words = dice_in_words (line, final, who->n_dice, who->thresholds);
      gtk_accessible_update_property (GTK_ACCESSIBLE (dice_line), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      words, -1);
      add_line (self, text, dice_line, line);
    }
}

/* While the combat's dice are on the table */
static void
add_combat_dice (GmpOutcomeView *self,
                 const GmpState *state,
                 GString        *text)
{
  g_autoptr(GmpCombat) combat = gmp_turn_info_combat_new (state);

  if (combat == NULL || state->combat_dice == NULL
      || !gmp_combat_set_dice (combat, (const guint8 *) state->combat_dice->data,
                               state->combat_dice->len, NULL))
    return;
  add_combatant_dice (self, state, combat, text);
}

/* A combat the newest action ended, as it was while its dice were on the
 * table (issue 16): the position before that action still holds the
 * combat and its counters as they stood, and the entry holds every die
 * rolled. NULL when that cannot be worked out (a roll longer than the
 * entry keeps, GMP_LOG_MAX_DICE). Asked once per new history step: the
 * view rebuilds only when the history moved */
static GmpCombat *
ended_combat_new (GmpSession         *session,
                  guint               n_done,
                  const GmpLogEntry  *entry,
                  GmpScenario       **before)
{
  g_autoptr(GmpScenario) scenario = NULL;
  g_autoptr(GmpCombat) combat = NULL;

  if (entry->kind != GMP_LOG_COMBAT || entry->n_dice == 0
      || entry->n_dice != (guint) entry->params[5] || n_done == 0)
    return NULL;
  scenario = gmp_session_scenario_at (session, n_done - 1, NULL);
  if (scenario == NULL || scenario->state->combat_city != entry->params[0])
    return NULL;
  combat = gmp_turn_info_combat_new (scenario->state);
  if (combat == NULL || !gmp_combat_set_dice (combat, entry->dice, entry->n_dice, NULL))
    return NULL;
  *before = g_steal_pointer (&scenario);
  return g_steal_pointer (&combat);
}

static void
rebuild (GmpOutcomeView *self)
{
  GmpSession *session;
  const GmpState *state;
  const GmpLog *log;
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  GtkWidget *child;
  guint n_done, n_actions, n_log, first, end;
  gboolean rolled, found;

  if (self->game == NULL)
    return;
  session = gmp_game_get_session (self->game);
  state = gmp_game_get_state (self->game);
  log = gmp_session_get_log (session);
  n_done = gmp_session_get_n_done (session);
  n_actions = gmp_session_get_n_actions (session);
  n_log = log != NULL ? gmp_log_get_n_entries (log) : 0;
  question = gmp_session_get_question (session);
  rolled = state->combat_rolled && gmp_turn_info_combat_under_way (state, question);
  /* Only what changed: the history, or the dice on the table */
  if (self->shown && n_done == self->n_done && n_actions == self->n_actions
      && n_log == self->n_log && rolled == self->rolled)
    return;
  self->shown = TRUE;
  self->n_done = n_done;
  self->n_actions = n_actions;
  self->n_log = n_log;
  self->rolled = rolled;
  self->n_updates++;

  while ((child = gtk_widget_get_first_child (self->lines)) != NULL)
    gtk_box_remove (GTK_BOX (self->lines), child);
  g_clear_pointer (&self->text, g_free);

  if (n_done == 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
      return;
    }
  /* Shown before it is filled: labels given text while hidden kept the
   * height they measured then (their last lines ran over the next section) */
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  /* The newest action's log entries; one that made none (a combat chosen,
   * an FX passed, a combat's dice: logged when the combat ends) is told by
   * the session's own description of it, as its undo toast and history row
   * are (issue 16: every action's outcome is told). Asking may replay a
   * history read from a file, which replaces the log and the state: read
   * them after */
  found = gmp_session_get_action_log (session, n_done - 1, &first, &end) && first < end;
  state = gmp_game_get_state (self->game);
  log = gmp_session_get_log (session);
  if (found)
    {
      guint n_moves = 0;
      /* Units moved together: one line, not one a unit */
      g_autofree char *moves = gmp_log_describe_moves (log, first, end, state->board, &n_moves);

      if (moves != NULL)
        add_line (self, text, new_line (moves, NULL), moves);
      first += n_moves;
    }
  if (found)
    for (guint i = first; i < end; i++)
      {
        const GmpLogEntry *entry = gmp_log_get_entry (log, i);
        g_autofree char *line = gmp_log_entry_to_string_at (log, i, state->board);

        /* The turn's and phase's beginnings are in the header; the rest is news */
        if (entry->kind == GMP_LOG_PHASE_BEGINS && end - first > 1)
          continue;
        if (entry->kind == GMP_LOG_COMBAT && !rolled)
          {
            g_autoptr(GmpScenario) before = NULL;
            g_autoptr(GmpCombat) combat = ended_combat_new (session, n_done, entry, &before);

            if (combat != NULL)
              {
                /* Its dice counter by counter, not once more as a list */
                GmpLogEntry bare = *entry;
                g_autofree char *told = NULL;

                bare.n_dice = 0;
                told = gmp_log_entry_to_string (&bare, state->board);
                add_line (self, text, new_line (told, NULL), told);
                add_combatant_dice (self, before->state, combat, text);
                continue;
              }
          }
        add_line (self, text, new_line (line, NULL), line);
        if (entry->n_dice > 0)
          add_line (self, text, new_dice_line (NULL, entry->dice,
                                               MIN (entry->n_dice, GMP_LOG_MAX_DICE), NULL), NULL);
      }
  else
    {
      g_autofree char *line = gmp_game_describe_action (self->game, n_done - 1);

      state = gmp_game_get_state (self->game);
      add_line (self, text, new_line (line, NULL), line);
    }
  if (rolled)
    add_combat_dice (self, state, text);

  self->text = g_string_free (g_steal_pointer (&text), FALSE);
  gmp_tell_narrate (GTK_WIDGET (self), self->text);
}

static void
gmp_outcome_view_dispose (GObject *object)
{
  GmpOutcomeView *self = GMP_OUTCOME_VIEW (object);

  gmp_outcome_view_set_game (self, NULL);
  g_clear_pointer (&self->text, g_free);

  G_OBJECT_CLASS (gmp_outcome_view_parent_class)->dispose (object);
}

static void
gmp_outcome_view_class_init (GmpOutcomeViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_outcome_view_dispose;

  gtk_widget_class_set_css_name (widget_class, "outcome-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_outcome_view_init (GmpOutcomeView *self)
{
  GtkWidget *heading = new_line (_("What Just Happened"), "heading");

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_box_append (GTK_BOX (self), heading);
  self->lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_box_append (GTK_BOX (self), self->lines);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What Just Happened"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gmp_outcome_view_new (void)
{
  return g_object_new (GMP_TYPE_OUTCOME_VIEW, NULL);
}

void
gmp_outcome_view_set_game (GmpOutcomeView *self,
                           GmpGame        *game)
{
  g_return_if_fail (GMP_IS_OUTCOME_VIEW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  self->shown = FALSE;
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (rebuild), self);
  else
    gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  rebuild (self);
}

const char *
gmp_outcome_view_get_text (GmpOutcomeView *self)
{
  g_return_val_if_fail (GMP_IS_OUTCOME_VIEW (self), NULL);

  return self->text;
}

guint
gmp_outcome_view_get_n_updates (GmpOutcomeView *self)
{
  g_return_val_if_fail (GMP_IS_OUTCOME_VIEW (self), 0);

  return self->n_updates;
}
