/* gmp-combat-dialog.c: the combat under way, with its odds and questions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <glib/gi18n.h>

#include "core/gmp-combat.h"
#include "core/gmp-format.h"
#include "core/gmp-odds.h"
#include "model/gmp-turn-info.h"

#include "gmp-combat-dialog.h"
#include "gmp-rules-window.h"

struct _GmpCombatDialog
{
  AdwWindow       parent_instance;

  /* Built in code */
  AdwWindowTitle *title;
  GtkWidget      *sides_heading;
  GtkWidget      *sides;
  GtkWidget      *odds_heading;
  GtkWidget      *odds;
  GmpQuestionBox *question_box;

  /* Owned references */
  GmpGame        *game;
};

G_DEFINE_FINAL_TYPE (GmpCombatDialog, gmp_combat_dialog, ADW_TYPE_WINDOW)

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* A ruling's "Rules note N" is a link to the note (issue 12) */
static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gmp_rules_window_set_label_text (GTK_LABEL (label), text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* "Tank (A) #3: 4+ 4+ (paired)", "Fort: 5+ 5+ 5+" */
static char *
describe_combatant (const GmpState     *state,
                    const GmpCombatant *who)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (who->kind == GMP_COMBATANT_UNIT)
    {
      g_autofree char *label = gmp_combat_unit_label (state, who->unit);

      g_string_append (text, label);
      if (who->guard_hidden)
        g_string_append_printf (text, " (%s)", _("face down"));
    }
  else if (who->kind == GMP_COMBATANT_FORT)
    g_string_append (text, _("Fort"));
  else
    g_string_append (text, state->board->chits[who->index].name);

  g_string_append (text, ":");
  if (who->n_dice == 0)
    g_string_append_printf (text, " %s", _("does not roll"));
  for (guint i = 0; i < who->n_dice; i++)
    {
      if (who->thresholds[i] >= GMP_DIE_NEVER)
        g_string_append (text, " –");
      else
        g_string_append_printf (text, " %u+", who->thresholds[i]);
    }
  if (who->paired)
    g_string_append_printf (text, " (%s)", _("doubles score two Hits"));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_sides (GmpCombatDialog *self,
              const GmpState  *state,
              const GmpCombat *combat)
{
  clear_box (self->sides);
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      g_autofree char *heading = NULL;

      heading = side == combat->acting
                /* TRANSLATORS: a side in a combat, and that it acts (Rules note 4) */
                ? g_strdup_printf (_("%s (acting)"), gmp_side_get_name (side))
                : g_strdup (gmp_side_get_name (side));
      gtk_box_append (GTK_BOX (column), new_label (heading, "heading"));
      for (guint i = 0; i < combat->combatants->len; i++)
        {
          const GmpCombatant *who = &g_array_index (combat->combatants, GmpCombatant, i);
          g_autofree char *text = NULL;

          if (who->side != side)
            continue;
          text = describe_combatant (state, who);
          gtk_box_append (GTK_BOX (column), new_label (text, NULL));
        }
      gtk_widget_set_hexpand (column, TRUE);
      gtk_widget_add_css_class (column, "card");
      gtk_widget_add_css_class (column, side == GMP_SIDE_SWARM ? "side-swarm" : "side-humans");
      gtk_box_append (GTK_BOX (self->sides), column);
    }
}

static char *
describe_odds (const GmpState *state,
               const GmpOdds  *odds)
{
  g_autoptr(GString) fx = g_string_new (NULL);
  g_autofree char *swarm_retreats = gmp_format_percent (odds->p_retreat[GMP_SIDE_SWARM], 1);
  g_autofree char *humans_retreat = gmp_format_percent (odds->p_retreat[GMP_SIDE_HUMANS], 1);
  g_autofree char *nobody = gmp_format_percent (odds->p_no_retreat, 1);
  g_autofree char *swarm_wiped = gmp_format_percent (odds->p_wiped[GMP_SIDE_SWARM], 1);
  g_autofree char *humans_wiped = gmp_format_percent (odds->p_wiped[GMP_SIDE_HUMANS], 1);

  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    if (odds->fx[side] >= 0)
      {
        if (fx->len > 0)
          g_string_append (fx, ", ");
        g_string_append (fx, state->board->chits[odds->fx[side]].name);
      }
  if (odds->overrun)
    return g_strdup (_("An overrun: the enemy unit is eliminated (Rules note 15)"));
  /* TRANSLATORS: exact odds of a combat: which FX, then percentages already
   * formatted ("12.5%") (Rules notes 13, 24) */
  return g_strdup_printf (_("%s: the Swarm retreats %s, the Humans retreat %s, "
                            "nobody retreats %s; the Swarm is wiped out %s, "
                            "the Humans %s"),
                          fx->len > 0 ? fx->str : _("Without FX"),
                          swarm_retreats, humans_retreat, nobody, swarm_wiped, humans_wiped);
}

/* Rules note 24: exact odds, before the dice, with and without each FX */
static void
update_odds (GmpCombatDialog *self,
             const GmpState  *state,
             const GmpCombat *combat)
{
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;

  clear_box (self->odds);
  if (state->combat_rolled)
    {
      gtk_box_append (GTK_BOX (self->odds),
                      new_label (_("The dice are rolled: the Hits are known."), "dim-label"));
      return;
    }
  all = gmp_odds_compute_all_fx (state, combat->city, combat->acting, combat->mode, &error);
  if (all == NULL)
    {
      gtk_box_append (GTK_BOX (self->odds), new_label (error->message, "error"));
      return;
    }
  for (guint i = 0; i < all->len; i++)
    {
      g_autofree char *text = describe_odds (state, g_ptr_array_index (all, i));

      gtk_box_append (GTK_BOX (self->odds), new_label (text, NULL));
    }
}

/* Rules notes 18, 24: each option the Fort may choose, with the exact odds
 * of the combat it leads to, without FX and with each usable FX */
static void
show_fort_options (GmpCombatDialog   *self,
                   const GmpState    *state,
                   const GmpQuestion *question)
{
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  int shown = GMP_NONE;

  /* TRANSLATORS: the combat dialog's title while the Humans choose a Fort option */
  title = g_strdup_printf (_("Fort Options in %s"), state->board->cities[question->subject].name);
  adw_window_title_set_title (self->title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_widget_set_visible (self->sides_heading, FALSE);
  gtk_widget_set_visible (self->sides, FALSE);
  gmp_rules_window_set_label_text (GTK_LABEL (self->odds_heading),
                                   _("Exact odds of each Fort option (Rules notes 18, 24)"));
  clear_box (self->odds);

  variants = gmp_odds_what_if_fort (state, (guint) question->subject, GMP_NONE, &error);
  if (variants == NULL)
    {
      gtk_box_append (GTK_BOX (self->odds), new_label (error->message, "error"));
      return;
    }
  for (guint i = 0; i < variants->len; i++)
    {
      const GmpOddsVariant *variant = g_ptr_array_index (variants, i);
      int answer = gmp_turn_info_fort_variant_answer (variant);
      g_autofree char *text = NULL;

      if (answer != shown)
        {
          g_autofree char *name = gmp_turn_info_answer_label (state, question, answer);

          gtk_box_append (GTK_BOX (self->odds), new_label (name, "heading"));
          shown = answer;
        }
      text = variant->odds != NULL
             ? describe_odds (state, variant->odds)
             : g_strdup (_("No combat: the Humans leave the Fort’s city (Rules note 18)"));
      gtk_box_append (GTK_BOX (self->odds), new_label (text, NULL));
    }
}

static void
rebuild (GmpCombatDialog *self)
{
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  const GmpState *state;
  g_autofree char *title = NULL;

  if (self->game == NULL)
    return;
  state = gmp_game_get_state (self->game);
  question = gmp_session_get_question (gmp_game_get_session (self->game));
  if (gmp_turn_info_fort_options_pending (state, question))
    {
      show_fort_options (self, state, question);
      return;
    }
  if (!gmp_turn_info_combat_under_way (state, question))
    {
      /* The combat is over: its result is in the log */
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  combat = gmp_turn_info_combat_new (state);
  if (combat == NULL)
    return;
  /* TRANSLATORS: the combat dialog's title */
  title = g_strdup_printf (_("Combat in %s"), state->board->cities[combat->city].name);
  adw_window_title_set_title (self->title, title);
  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_widget_set_visible (self->sides_heading, TRUE);
  gtk_widget_set_visible (self->sides, TRUE);
  gmp_rules_window_set_label_text (GTK_LABEL (self->odds_heading), _("Exact odds (Rules note 24)"));
  update_sides (self, state, combat);
  update_odds (self, state, combat);
}

static void
gmp_combat_dialog_dispose (GObject *object)
{
  GmpCombatDialog *self = GMP_COMBAT_DIALOG (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (gmp_combat_dialog_parent_class)->dispose (object);
}

static void
gmp_combat_dialog_class_init (GmpCombatDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_combat_dialog_dispose;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gmp_combat_dialog_init (GmpCombatDialog *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);

  self->title = ADW_WINDOW_TITLE (adw_window_title_new (_("Combat"), NULL));
  adw_header_bar_set_title_widget (ADW_HEADER_BAR (header), GTK_WIDGET (self->title));
  gtk_box_append (GTK_BOX (content), header);

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 18);

  self->sides = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  gtk_box_set_homogeneous (GTK_BOX (self->sides), TRUE);
  self->sides_heading = new_label (_("Dice in counter order (Rules note 27)"), "heading");
  gtk_box_append (GTK_BOX (box), self->sides_heading);
  gtk_box_append (GTK_BOX (box), self->sides);

  self->odds = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->odds_heading = new_label (_("Exact odds (Rules note 24)"), "heading");
  gtk_box_append (GTK_BOX (box), self->odds_heading);
  gtk_box_append (GTK_BOX (box), self->odds);

  self->question_box = GMP_QUESTION_BOX (gmp_question_box_new ());
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->question_box));

  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), box);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_widget_set_vexpand (scrolled, TRUE);
  gtk_box_append (GTK_BOX (content), scrolled);
  adw_window_set_content (ADW_WINDOW (self), content);

  /* Fits a 1024×600 screen with room for the top bar; the content scrolls */
  gtk_window_set_default_size (GTK_WINDOW (self), 720, 540);
  gtk_widget_add_css_class (GTK_WIDGET (self), "combat-dialog");
}

GmpCombatDialog *
gmp_combat_dialog_new (GtkWindow *parent,
                       GmpGame   *game)
{
  GmpCombatDialog *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (GMP_IS_GAME (game), NULL);

  self = g_object_new (GMP_TYPE_COMBAT_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       "destroy-with-parent", TRUE,
                       NULL);
  /* The question box's refusals go to the game window's win.toast */
  if (G_IS_ACTION_GROUP (parent))
    gtk_widget_insert_action_group (GTK_WIDGET (self), "win", G_ACTION_GROUP (parent));
  self->game = g_object_ref (game);
  gmp_question_box_set_game (self->question_box, game);
  /* After the question box: it rebuilds first, then this closes when done */
  g_signal_connect_swapped (game, "changed", G_CALLBACK (rebuild), self);
  rebuild (self);
  return self;
}

GmpQuestionBox *
gmp_combat_dialog_get_question_box (GmpCombatDialog *self)
{
  g_return_val_if_fail (GMP_IS_COMBAT_DIALOG (self), NULL);

  return self->question_box;
}
