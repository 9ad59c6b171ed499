/* gmp-combat-view.c: the combat under way, its dice and odds, in the panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-combat.h"
#include "core/gmp-format.h"
#include "core/gmp-odds.h"
#include "model/gmp-turn-info.h"

#include "gmp-combat-view.h"
#include "gmp-rules-window.h"

struct _GmpCombatView
{
  GtkBox          parent_instance;

  /* Built in code */
  GtkLabel       *title;
  GtkWidget      *sides_heading;
  GtkWidget      *sides;
  GtkWidget      *odds_heading;
  GtkWidget      *odds;

  /* Owned references */
  GmpGame        *game;
};

G_DEFINE_FINAL_TYPE (GmpCombatView, gmp_combat_view, GTK_TYPE_BOX)

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
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  /* Wrapped text must not widen the side panel */
  gtk_label_set_max_width_chars (GTK_LABEL (label), 30);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/* "Tank A: 4+ 4+ (paired)", "Fort: 5+ 5+ 5+" */
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
update_sides (GmpCombatView   *self,
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
  /* A side certain to be "wiped out" has no unit in the combat (a Barrage's
   * Humans: the Fort fires alone, Rules note 18): nothing to say of it */
  if (odds->p_wiped[GMP_SIDE_HUMANS] >= 1.0)
    /* TRANSLATORS: exact odds of a combat the Humans' units take no part in
     * (a Barrage): which FX, then percentages already formatted ("12.5%") */
    return g_strdup_printf (_("%s: the Swarm Retreats %s, nobody Retreats %s; "
                              "the Swarm is wiped out %s"),
                            fx->len > 0 ? fx->str : _("Without FX"),
                            swarm_retreats, nobody, swarm_wiped);
  /* TRANSLATORS: exact odds of a combat: which FX, then percentages already
   * formatted ("12.5%") (Rules notes 13, 24) */
  return g_strdup_printf (_("%s: the Swarm Retreats %s, the Humans Retreat %s, "
                            "nobody Retreats %s; the Swarm is wiped out %s, "
                            "the Humans %s"),
                          fx->len > 0 ? fx->str : _("Without FX"),
                          swarm_retreats, humans_retreat, nobody, swarm_wiped, humans_wiped);
}

/* Rules note 24: exact odds, before the dice, with and without each FX a
 * side still to choose may play; an FX chosen is in every line (note 20) */
static void
update_odds (GmpCombatView   *self,
             const GmpState  *state,
             const GmpCombat *combat)
{
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GError) error = NULL;
  gboolean decided[GMP_N_SIDES];
  int fx[GMP_N_SIDES];

  clear_box (self->odds);
  if (state->combat_rolled)
    {
      gtk_box_append (GTK_BOX (self->odds),
                      new_label (_("The dice are rolled: the Hits are known."), "dim-label"));
      return;
    }
  for (GmpSide side = 0; side < GMP_N_SIDES; side++)
    {
      /* GMP_NONE: not asked yet; a chit, or a pass (no FX) */
      decided[side] = state->combat_fx[side] != GMP_NONE;
      fx[side] = state->combat_fx[side] >= 0 ? state->combat_fx[side] : GMP_NONE;
    }
  all = gmp_odds_compute_fx_left (state, combat->city, combat->acting, combat->mode, decided, fx,
                                  &error);
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
show_fort_options (GmpCombatView     *self,
                   const GmpState    *state,
                   const GmpQuestion *question)
{
  g_autoptr(GPtrArray) variants = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  int shown = GMP_NONE;

  /* TRANSLATORS: the combat view's title while the Humans choose a Fort option */
  title = g_strdup_printf (_("Fort Options in %s"), state->board->cities[question->subject].name);
  gtk_label_set_text (self->title, title);
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

      /* Only the options the question offers (a Withdrawal or a Sortie
       * the Fort cannot make is not one, Rules note 18) */
      if (!gmp_question_allows (question, answer))
        continue;
      if (answer != shown)
        {
          g_autofree char *name = gmp_turn_info_answer_label (state, question, answer);

          gtk_box_append (GTK_BOX (self->odds), new_label (name, "heading"));
          shown = answer;
        }
      text = variant->odds != NULL
             ? describe_odds (state, variant->odds)
             : g_strdup (_("No Combat: the Humans leave the Fort’s city (Rules note 18)"));
      gtk_box_append (GTK_BOX (self->odds), new_label (text, NULL));
    }
}

static void
rebuild (GmpCombatView *self)
{
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpCombat) combat = NULL;
  const GmpState *state;
  g_autofree char *title = NULL;

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  gtk_label_set_text (self->title, "");
  if (self->game == NULL)
    return;
  state = gmp_game_get_state (self->game);
  question = gmp_session_get_question (gmp_game_get_session (self->game));
  if (gmp_turn_info_fort_options_pending (state, question))
    {
      show_fort_options (self, state, question);
      gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
      return;
    }
  /* No combat: its result is told at the panel's top and in the log */
  if (!gmp_turn_info_combat_under_way (state, question))
    return;
  combat = gmp_turn_info_combat_new (state);
  if (combat == NULL)
    return;
  /* TRANSLATORS: the combat view's title */
  title = g_strdup_printf (_("Combat in %s"), state->board->cities[combat->city].name);
  gtk_label_set_text (self->title, title);
  gtk_widget_set_visible (self->sides_heading, TRUE);
  gtk_widget_set_visible (self->sides, TRUE);
  gmp_rules_window_set_label_text (GTK_LABEL (self->odds_heading), _("Exact odds (Rules note 24)"));
  update_sides (self, state, combat);
  update_odds (self, state, combat);
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
}

static void
gmp_combat_view_dispose (GObject *object)
{
  GmpCombatView *self = GMP_COMBAT_VIEW (object);

  gmp_combat_view_set_game (self, NULL);

  G_OBJECT_CLASS (gmp_combat_view_parent_class)->dispose (object);
}

static void
gmp_combat_view_class_init (GmpCombatViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_combat_view_dispose;

  gtk_widget_class_set_css_name (widget_class, "combat-view");
}

static void
gmp_combat_view_init (GmpCombatView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 8);

  self->title = GTK_LABEL (new_label (NULL, "title-4"));
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->title));

  self->sides = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->sides_heading = new_label (_("Dice in counter order (Rules note 27)"), "heading");
  gtk_box_append (GTK_BOX (self), self->sides_heading);
  gtk_box_append (GTK_BOX (self), self->sides);

  self->odds = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->odds_heading = new_label (_("Exact odds (Rules note 24)"), "heading");
  gtk_box_append (GTK_BOX (self), self->odds_heading);
  gtk_box_append (GTK_BOX (self), self->odds);

  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
gmp_combat_view_new (void)
{
  return g_object_new (GMP_TYPE_COMBAT_VIEW, NULL);
}

void
gmp_combat_view_set_game (GmpCombatView *self,
                          GmpGame       *game)
{
  g_return_if_fail (GMP_IS_COMBAT_VIEW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (rebuild), self);
  rebuild (self);
}

const char *
gmp_combat_view_get_title (GmpCombatView *self)
{
  g_return_val_if_fail (GMP_IS_COMBAT_VIEW (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self)) ? gtk_label_get_text (self->title) : NULL;
}
