/* gmp-turn-panel.c: the side panel: what happens now and where the game stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"

#include "core/gmp-fx.h"
#include "model/gmp-turn-info.h"

#include "gmp-accessible.h"
#include "gmp-combat-view.h"
#include "gmp-cup-view.h"
#include "gmp-destination-info.h"
#include "gmp-focus-hold.h"
#include "gmp-focus-group.h"
#include "gmp-log-view.h"
#include "gmp-outcome-view.h"
#include "gmp-referee-tools.h"
#include "gmp-sized-bin.h"
#include "gmp-suggest-view.h"
#include "gmp-track-rows.h"
#include "gmp-turn-panel.h"
#include "gmp-turn-panel-keys.h"
#include "gmp-tell.h"
#include "gmp-wrapped-label.h"

struct _GmpTurnPanel
{
  GtkBox          parent_instance;

  /* Built in code */
  GmpQuestionBox *question_box;
  GmpCombatView  *combat_view;
  GmpOutcomeView *outcome_view;
  GmpSuggestView *suggest_view;     /* the computer player's advice, when asked (issue 21) */
  GtkWidget      *content;          /* every section under the pinned outcome, scrolled */
  GtkWidget      *content_scroller;
  GtkWidget      *stack_group;
  GtkLabel       *stack_title;
  GtkWidget      *stack_units;
  GmpDestinationInfo *destination;   /* the city under the pointer or the keyboard (issue 17) */
  GtkWidget      *phases;
  GtkWidget      *cup;
  GtkWidget      *tracks;
  GtkWidget      *fx;
  GmpLogView     *log_view;

  /* Owned references */
  GmpGame        *game;
  GmpMapView     *map_view;

  /* What each section shows: rebuilt only when it changed (issue 16) */
  char           *phases_key;
  char           *cup_key;
  char           *tracks_key;
  char           *fx_key;
  GmpQuestionKind question_kind;    /* the question shown: a new one is scrolled to */
  int             question_subject;
  GmpSide         question_side;    /* one side's Hits, then the other's: two questions */
  guint           n_done;           /* actions done when it was asked: a draw after a draw */
};

G_DEFINE_FINAL_TYPE (GmpTurnPanel, gmp_turn_panel, GTK_TYPE_BOX)

/* The panel's width when the window gives it what it asks for: its
 * sections wrap their words to it (and to less, in a narrow window) */
#define PANEL_WIDTH 340

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* Wrapped text must not widen the side panel; a label of the panel has
 * its line to itself unless said otherwise (new_label_beside()) */
static GtkWidget *
new_label (const char *text,
           const char *css_class)
{
  return gmp_wrapped_label_own_line (gmp_wrapped_label_new (text, css_class, GMP_PANEL_CHARS));
}

/* A wrapped label with another widget beside it in a row */
static GtkWidget *
new_label_beside (const char *text,
                  const char *css_class)
{
  return gmp_wrapped_label_new (text, css_class, GMP_PANEL_CHARS);
}

/* A titled section of the panel; its content box is returned */
static GtkWidget *
add_section (GmpTurnPanel *self,
             const char   *title)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  gtk_box_append (GTK_BOX (self->content), new_label (title, "heading"));
  gtk_box_append (GTK_BOX (self->content), box);
  return box;
}

/* "We drew this one": a click on a chit in the cup answers the draw,
 * whoever draws (issue 16) */
static void
on_cup_chit_clicked (GmpTurnPanel *self,
                     guint         chit)
{
  /* The next question is where the players look now: the focus goes to
   * it, and the panel scrolls up to it, not down to the cup */
  if (gmp_question_box_answer (self->question_box, (int) chit))
    gmp_turn_panel_focus_question (self);
}

/* A phase's row: its mark as an icon, its name, the mark in words */
static GtkWidget *
new_phase_row (GmpPhase phase)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *name = new_label_beside (gmp_phase_get_name (phase), NULL);

  gtk_box_append (GTK_BOX (row), gmp_accessible_new_decoration (NULL));
  gtk_widget_set_hexpand (name, TRUE);
  gtk_box_append (GTK_BOX (row), name);
  gtk_box_append (GTK_BOX (row), new_label_beside (NULL, "dim-label"));
  gtk_widget_add_css_class (row, "phase");
  return row;
}

/* state: the state the question is asked in (gmp_turn_info_state_asked()),
 * not the one the position rests in before its automatic steps. The rows
 * stay; a phase whose mark changed changes its icon and words in place */
static void
update_phases (GmpTurnPanel   *self,
               const GmpState *state)
{
  const GmpPhase *phases = _gmp_turn_panel_phases;
  GtkWidget *row;

  if (gtk_widget_get_first_child (self->phases) == NULL)
    for (guint i = 0; i < GMP_TURN_PANEL_N_PHASES; i++)
      gtk_box_append (GTK_BOX (self->phases), new_phase_row (phases[i]));
  row = gtk_widget_get_first_child (self->phases);
  for (guint i = 0; i < GMP_TURN_PANEL_N_PHASES; i++, row = gtk_widget_get_next_sibling (row))
    {
      GmpPhaseMark mark = gmp_turn_info_phase_mark (state, phases[i]);
      GtkWidget *icon = gtk_widget_get_first_child (row);
      GtkWidget *name = gtk_widget_get_next_sibling (icon);
      const char *icon_name, *status;
      g_autofree char *accessible = NULL;

      /* The mark shown, plus one: a new row shows none */
      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "gmp-phase-mark")) == (int) mark + 1)
        continue;
      g_object_set_data (G_OBJECT (row), "gmp-phase-mark", GINT_TO_POINTER ((int) mark + 1));
      if (mark == GMP_PHASE_MARK_DONE)
        {
          icon_name = "object-select-symbolic";
          status = _("done");
        }
      else if (mark == GMP_PHASE_MARK_NOW)
        {
          icon_name = "media-playback-start-symbolic";
          status = _("now");
        }
      else
        {
          icon_name = "radio-symbolic";
          status = _("next");
        }
      gtk_image_set_from_icon_name (GTK_IMAGE (icon), icon_name);
      if (mark == GMP_PHASE_MARK_NOW)
        gtk_widget_add_css_class (name, "accent");
      else
        gtk_widget_remove_css_class (name, "accent");
      gtk_label_set_text (GTK_LABEL (gtk_widget_get_next_sibling (name)), status);
      /* The row's name says the mark in words */
      /* TRANSLATORS: a phase of the turn and where it stands: "Action: now" */
      accessible = g_strdup_printf (_("%s: %s"), gmp_phase_get_name (phases[i]), status);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible, -1);
    }
}

/* The players drawing from their own cup are asked which chit it was with
 * every chit in the cup as an answer: the cup is listed there, once */
static gboolean
cup_in_question (GmpTurnPanel      *self,
                 const GmpQuestion *question)
{
  return question != NULL && question->kind == GMP_QUESTION_DRAW_CHIT
         && self->game != NULL && gmp_game_get_players_dice (self->game);
}

/* A label given the text it already shows would be measured again */
static void
set_label_text (GtkWidget  *label,
                const char *text)
{
  if (g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), text) != 0)
    gtk_label_set_label (GTK_LABEL (label), text);
}

/* A track's row put in place of the one before it (or appended), with
 * what it shows as its key */
static void
replace_track_row (GtkWidget  *box,
                   GtkWidget  *after,
                   GtkWidget  *old,
                   GtkWidget  *row,
                   char       *key)
{
  if (old != NULL)
    gtk_box_remove (GTK_BOX (box), old);
  g_object_set_data_full (G_OBJECT (row), "gmp-track-key", key, g_free);
  gtk_box_insert_child_after (GTK_BOX (box), row, after);
}

/* The Time Track, the Turn End Track and the Danger Track: each track's
 * row is built again only when what it shows changed; a draw of "…The
 * End???" changes one line of words (issue 16) */
static void
update_tracks (GmpTurnPanel   *self,
               const GmpState *state)
{
  g_autofree char *ends = NULL;
  g_autofree char *face = NULL;
  g_autofree char *time_key = _gmp_turn_panel_key_time_track (state);
  g_autofree char *danger_key = g_strdup_printf ("%u/%d", state->danger_space, state->danger_face);
  GtkWidget *time_title, *time_row, *ends_label, *danger_title, *danger_row;

  if (gtk_widget_get_first_child (self->tracks) == NULL)
    {
      gtk_box_append (GTK_BOX (self->tracks), new_label (_("Time Track (Rules notes 2, 16)"), "dim-label"));
      gtk_box_append (GTK_BOX (self->tracks), new_label (NULL, NULL));
      gtk_box_append (GTK_BOX (self->tracks), new_label (NULL, "dim-label"));
    }
  /* Titles and words in place, each track's row after its title */
  time_title = gtk_widget_get_first_child (self->tracks);
  time_row = gtk_widget_get_next_sibling (time_title);
  if (GTK_IS_LABEL (time_row))
    time_row = NULL;
  ends_label = time_row != NULL ? gtk_widget_get_next_sibling (time_row)
                                : gtk_widget_get_next_sibling (time_title);
  danger_title = gtk_widget_get_next_sibling (ends_label);
  danger_row = gtk_widget_get_next_sibling (danger_title);

  if (time_row == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (time_row), "gmp-track-key"), time_key) != 0)
    replace_track_row (self->tracks, time_title, time_row, gmp_track_rows_new_time (state),
                       g_steal_pointer (&time_key));

  /* TRANSLATORS: the Turn End Track: "…The End???" chits drawn (Rules note 1) */
  ends = g_strdup_printf (_("Turn End Track: %u of %u “…The End???” drawn (Rules note 1)"),
                          state->ends_drawn, state->board->rules.ends_per_turn);
  set_label_text (ends_label, ends);

  if (state->danger_face >= 0)
    face = g_strdup_printf (_("Danger Track, showing %s (Rules note 21)"),
                            state->board->chits[state->danger_face].name);
  else
    face = g_strdup (_("Danger Track (Rules note 21)"));
  set_label_text (danger_title, face);
  if (danger_row == NULL || g_strcmp0 (g_object_get_data (G_OBJECT (danger_row), "gmp-track-key"), danger_key) != 0)
    replace_track_row (self->tracks, danger_title, danger_row, gmp_track_rows_new_danger (state),
                       g_steal_pointer (&danger_key));
}

/* An FX used outside a combat acts on the city selected on the map, or
 * gives its MP to the formation that moves (Rules notes 20, 35) */
static void
on_use_fx_clicked (GmpTurnPanel *self,
                   GtkButton    *button)
{
  guint chit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "gmp-chit"));
  const GmpState *state = gmp_game_get_state (self->game);
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_USE_FX);
  g_autoptr(GError) error = NULL;

  action->chit = (int) chit;
  if (gmp_fx_find_effect (state->board, (int) chit, GMP_FX_EXTRA_MP) != NULL)
    action->formation = state->active_formation;
  else if (self->map_view != NULL)
    action->city = gmp_map_view_get_selected_city (self->map_view);
  if (action->formation == GMP_NONE && action->city == GMP_NONE)
    {
      gmp_tell_toast (GTK_WIDGET (self), _("Select the city on the map first"));
      return;
    }
  if (!gmp_game_apply (self->game, action, &error))
    gmp_tell_toast (GTK_WIDGET (self), error->message);
}

/* One FX in hand: its name and owner, why it can be used or not, and its
 * Use button under them, shown only when it can be used now. A column, not
 * the button beside the text: GTK 4.8 measures a wrapped label beside
 * another widget in a horizontal box at many widths, a binary search each
 * time (issue 16) */
static GtkWidget *
new_fx_row (GmpTurnPanel *self,
            guint         chit)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *use = gtk_button_new_with_label (_("Use"));

  gtk_box_append (GTK_BOX (row), new_label (NULL, NULL));
  gtk_box_append (GTK_BOX (row), new_label (NULL, "caption"));
  g_object_set_data (G_OBJECT (use), "gmp-chit", GUINT_TO_POINTER (chit));
  g_signal_connect_swapped (use, "clicked", G_CALLBACK (on_use_fx_clicked), self);
  gtk_widget_set_halign (use, GTK_ALIGN_START);
  gtk_widget_set_margin_top (use, 4);
  gtk_box_append (GTK_BOX (row), use);
  /* The chit plus one, so chit 0 is not NULL */
  g_object_set_data (G_OBJECT (row), "gmp-fx-chit", GUINT_TO_POINTER (chit + 1));
  return row;
}


static void
set_fx_row (GtkWidget         *row,
            const GmpState    *state,
            const GmpQuestion *question,
            const GmpFxStatus *status)
{
  GtkWidget *name = gtk_widget_get_first_child (row);
  g_autofree char *title = g_strdup_printf ("%s · %s", state->board->chits[status->chit].name,
                                            gmp_side_get_name (status->owner));

  set_label_text (name, title);
  if (status->usable)
    gtk_widget_add_css_class (name, "accent");
  else
    gtk_widget_remove_css_class (name, "accent");
  set_label_text (gtk_widget_get_next_sibling (name), status->why);
  gtk_widget_set_visible (gtk_widget_get_last_child (row), _gmp_turn_panel_fx_has_use (status, question));
}

/* The same FX in hand keep their rows, changed in place: an answer that
 * makes one FX usable measures that row's text again, not every row's
 * (issue 16: the panel updates only what changed) */
static void
update_fx (GmpTurnPanel      *self,
           const GmpState    *state,
           const GmpQuestion *question,
           const GArray      *fx)
{
  GtkWidget *row = gtk_widget_get_first_child (self->fx);
  gboolean same = fx->len > 0;

  /* The same chits in the same order, and no row left over */
  for (guint i = 0; i < fx->len && same; i++)
    {
      same = row != NULL && GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "gmp-fx-chit"))
                            == g_array_index (fx, GmpFxStatus, i).chit + 1;
      if (row != NULL)
        row = gtk_widget_get_next_sibling (row);
    }
  if (!same || row != NULL)
    {
      clear_box (self->fx);
      if (fx->len == 0)
        gtk_box_append (GTK_BOX (self->fx), new_label (_("No FX in hand."), "dim-label"));
      for (guint i = 0; i < fx->len; i++)
        gtk_box_append (GTK_BOX (self->fx), new_fx_row (self, g_array_index (fx, GmpFxStatus, i).chit));
    }
  row = gtk_widget_get_first_child (self->fx);
  for (guint i = 0; i < fx->len; i++, row = gtk_widget_get_next_sibling (row))
    set_fx_row (row, state, question, &g_array_index (fx, GmpFxStatus, i));
}

static void
on_unit_toggled (GmpTurnPanel   *self,
                 GtkCheckButton *check)
{
  guint unit = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (check), "gmp-unit"));

  if (self->map_view != NULL)
    gmp_map_view_set_unit_picked (self->map_view, unit, gtk_check_button_get_active (check));
}

/* The units of the stack selected on the map, to pick the ones that move */
static void
update_stack (GmpTurnPanel *self)
{
  const GmpState *state;
  int city;
  guint ids[64];
  guint n;
  g_autofree char *title = NULL;

  clear_box (self->stack_units);
  city = self->map_view != NULL && self->game != NULL
         ? gmp_map_view_get_selected_city (self->map_view) : GMP_NONE;
  gtk_widget_set_visible (self->stack_group, city != GMP_NONE);
  if (city == GMP_NONE)
    return;

  state = gmp_game_get_state (self->game);
  title = gmp_turn_info_describe_city (state, (guint) city);
  gtk_label_set_text (self->stack_title, title);
  n = gmp_state_units_in_city (state, (guint) city, GMP_N_SIDES, ids, G_N_ELEMENTS (ids));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = gmp_combat_unit_label (state, ids[i]);
      const GmpUnit *unit = &g_array_index (state->units, GmpUnit, ids[i]);
      GtkWidget *check;

      if (unit->reduced)
        {
          g_autofree char *reduced = g_strdup_printf (_("%s, reduced"), label);
          g_free (label);
          label = g_steal_pointer (&reduced);
        }
      check = gtk_check_button_new_with_label (label);
      gtk_check_button_set_active (GTK_CHECK_BUTTON (check),
                                   gmp_map_view_is_unit_picked (self->map_view, ids[i]));
      gtk_widget_set_sensitive (check, gmp_map_view_can_pick_unit (self->map_view, ids[i]));
      g_object_set_data (G_OBJECT (check), "gmp-unit", GUINT_TO_POINTER (ids[i]));
      g_signal_connect_swapped (check, "toggled", G_CALLBACK (on_unit_toggled), self);
      if (gmp_map_view_get_edit_mode (self->map_view))
        gtk_box_append (GTK_BOX (self->stack_units),
                        gmp_referee_unit_row (self->game, check, ids[i]));
      else
        gtk_box_append (GTK_BOX (self->stack_units), check);
    }
  if (gmp_map_view_get_edit_mode (self->map_view))
    {
      gmp_referee_add_city_tools (self->game, GTK_BOX (self->stack_units), state, (guint) city);
      gtk_box_append (GTK_BOX (self->stack_units),
                      new_label (_("Click another city to move the picked units there."),
                                 "dim-label"));
    }
}

static void
rebuild (GmpTurnPanel *self)
{
  g_autoptr(GmpQuestion) question = NULL;
  g_autoptr(GmpState) asked = NULL;
  g_autoptr(GArray) fx = NULL;
  const GmpState *state;
  guint n_done;

  if (self->game == NULL)
    return;

  state = gmp_game_get_state (self->game);
  question = gmp_session_get_question (gmp_game_get_session (self->game));
  asked = gmp_turn_info_state_asked (state);
  /* Only the sections whose contents changed are built again */
  if (_gmp_turn_panel_key_update (&self->phases_key, _gmp_turn_panel_key_phases (asked)))
    update_phases (self, asked);
  if (_gmp_turn_panel_key_update (&self->cup_key,
                                  _gmp_turn_panel_key_cup (state, question,
                                                           cup_in_question (self, question))))
    {
      /* The chit clicked in the cup goes with the draw (gmp-focus-hold.h) */
      gboolean held = gmp_focus_hold (self->cup);

      gmp_cup_view_update (GMP_CUP_VIEW (self->cup), state, question,
                           cup_in_question (self, question));
      gmp_focus_release (self->cup, held);
    }
  if (_gmp_turn_panel_key_update (&self->tracks_key, _gmp_turn_panel_key_tracks (state)))
    update_tracks (self, state);
  fx = gmp_turn_info_fx_in_hand (state, question);
  if (_gmp_turn_panel_key_update (&self->fx_key, _gmp_turn_panel_key_fx (fx, question)))
    update_fx (self, state, question, fx);
  update_stack (self);
  /* A new question: "Now", the first section, comes into sight with its
   * answers, wherever the panel was scrolled (issue 16) */
  n_done = gmp_session_get_n_done (gmp_game_get_session (self->game));
  if (question->kind != self->question_kind || question->subject != self->question_subject
      || question->side != self->question_side
      /* The same question again after an answer (a draw after a draw, an
       * undo) is a new one too; not a move after a move, while the players
       * work on the map */
      || (n_done != self->n_done && question->kind != GMP_QUESTION_MOVEMENT))
    {
      self->question_kind = question->kind;
      self->question_subject = question->subject;
      self->question_side = question->side;
      self->n_done = n_done;
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->content_scroller)), 0);
    }
}

static void
gmp_turn_panel_dispose (GObject *object)
{
  GmpTurnPanel *self = GMP_TURN_PANEL (object);

  gmp_turn_panel_set_game (self, NULL);
  gmp_turn_panel_set_map_view (self, NULL);
  g_clear_pointer (&self->phases_key, g_free);
  g_clear_pointer (&self->cup_key, g_free);
  g_clear_pointer (&self->tracks_key, g_free);
  g_clear_pointer (&self->fx_key, g_free);

  G_OBJECT_CLASS (gmp_turn_panel_parent_class)->dispose (object);
}

static void
gmp_turn_panel_class_init (GmpTurnPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_turn_panel_dispose;

  gtk_widget_class_set_css_name (widget_class, "turn-panel");
}

/* The outcome above the scrolled sections: a long one (a combat's dice for
 * every counter) scrolls on its own within a third of a small window, and
 * the place is gone while nothing has happened yet */
static GtkWidget *
new_pinned_outcome (GmpOutcomeView *outcome)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *bin = gmp_sized_bin_new (PANEL_WIDTH, -1);

  gmp_sized_bin_set_child (GMP_SIZED_BIN (bin), GTK_WIDGET (outcome));
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 200);
  /* Asked for its height at the width it gets, not for its width */
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), bin);
  gtk_widget_set_margin_start (scroller, 12);
  gtk_widget_set_margin_end (scroller, 12);
  gtk_widget_set_margin_top (scroller, 12);
  gtk_widget_add_css_class (scroller, "pinned-outcome");
  g_object_bind_property (outcome, "visible", scroller, "visible", G_BINDING_SYNC_CREATE);
  return scroller;
}

/* The sections under the outcome; each gets its natural height: at its
 * minimum a wrapped label is given the lines it would need at its widest,
 * and runs over the next section */
static GtkWidget *
new_content_scroller (GtkWidget *content)
{
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *viewport = gtk_viewport_new (NULL, NULL);
  /* At most PANEL_WIDTH wide, centred in a wider panel; the sections are
   * asked for their height at the width they get, not for their width
   * (gmp-sized-bin.h) */
  GtkWidget *sized = gmp_sized_bin_new (PANEL_WIDTH, -1);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_width (GTK_SCROLLED_WINDOW (scroller), 364);
  gtk_widget_set_margin_start (content, 12);
  gtk_widget_set_margin_end (content, 12);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 12);
  gtk_scrollable_set_vscroll_policy (GTK_SCROLLABLE (viewport), GTK_SCROLL_NATURAL);
  gmp_sized_bin_set_max_child_width (GMP_SIZED_BIN (sized), PANEL_WIDTH);
  gmp_sized_bin_set_child (GMP_SIZED_BIN (sized), content);
  gtk_viewport_set_child (GTK_VIEWPORT (viewport), sized);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), viewport);
  gtk_widget_add_css_class (scroller, "turn-panel-scroller");
  return scroller;
}

static void
gmp_turn_panel_init (GmpTurnPanel *self)
{
  GtkWidget *now, *bin, *column;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);

  /* The panel's size does not follow what it shows: it scrolls, and its
   * words wrap to its width. A section changed by an answer is measured
   * once, at that width, not again for the whole window's size before the
   * frame (issue 16: gmp-sized-bin.h) */
  bin = gmp_sized_bin_new (PANEL_WIDTH, 0);
  column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gmp_sized_bin_set_child (GMP_SIZED_BIN (bin), column);
  gtk_box_append (GTK_BOX (self), bin);

  /* What just happened, first and pinned: it stays in sight however far the
   * sections under it are scrolled, so an outcome is seen the frame it is
   * told (issue 16) */
  self->outcome_view = GMP_OUTCOME_VIEW (gmp_outcome_view_new ());
  gtk_box_append (GTK_BOX (column), new_pinned_outcome (self->outcome_view));

  self->content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_add_css_class (self->content, "turn-panel-content");
  self->content_scroller = new_content_scroller (self->content);
  gtk_box_append (GTK_BOX (column), self->content_scroller);
  self->question_kind = GMP_QUESTION_NONE;
  self->question_subject = GMP_NONE;
  self->question_side = GMP_N_SIDES;

  now = add_section (self, _("Now"));
  self->question_box = GMP_QUESTION_BOX (gmp_question_box_new ());
  gtk_box_append (GTK_BOX (now), GTK_WIDGET (self->question_box));
  /* The combat's dice and odds under its question, in the same place */
  self->combat_view = GMP_COMBAT_VIEW (gmp_combat_view_new ());
  gtk_box_append (GTK_BOX (now), GTK_WIDGET (self->combat_view));
  self->suggest_view = GMP_SUGGEST_VIEW (gmp_suggest_view_new (self->question_box));
  gtk_box_append (GTK_BOX (now), GTK_WIDGET (self->suggest_view));

  self->stack_group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->stack_title = GTK_LABEL (new_label (NULL, "heading"));
  self->stack_units = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_box_append (GTK_BOX (self->stack_group), GTK_WIDGET (self->stack_title));
  gtk_box_append (GTK_BOX (self->stack_group), self->stack_units);
  gtk_widget_set_visible (self->stack_group, FALSE);
  gtk_box_append (GTK_BOX (self->content), self->stack_group);
  self->destination = GMP_DESTINATION_INFO (gmp_destination_info_new ());
  gtk_box_append (GTK_BOX (self->content), GTK_WIDGET (self->destination));

  self->phases = add_section (self, _("Turn"));
  self->cup = gmp_cup_view_new ();
  gtk_box_append (GTK_BOX (self->content), new_label (_("Chits"), "heading"));
  gtk_box_append (GTK_BOX (self->content), self->cup);
  g_signal_connect_swapped (self->cup, "chit-clicked", G_CALLBACK (on_cup_chit_clicked), self);
  self->tracks = add_section (self, _("Tracks"));
  self->fx = add_section (self, _("FX in Hand (Rules note 20)"));
  /* Its own widget: a list that builds only the rows in sight, one Tab
   * stop with the arrows inside */
  self->log_view = GMP_LOG_VIEW (gmp_log_view_new ());
  gtk_box_append (GTK_BOX (add_section (self, _("Log, Newest First"))),
                  GTK_WIDGET (self->log_view));

  /* Each one Tab stop, with the arrows inside (issue 17) */
  gmp_focus_group_install (self->stack_units);
  gmp_focus_group_install (self->cup);
  gmp_focus_group_install (self->tracks);
}

GtkWidget *
gmp_turn_panel_new (void)
{
  return g_object_new (GMP_TYPE_TURN_PANEL, NULL);
}

GmpGame *
gmp_turn_panel_get_game (GmpTurnPanel *self)
{
  g_return_val_if_fail (GMP_IS_TURN_PANEL (self), NULL);

  return self->game;
}

void
gmp_turn_panel_set_game (GmpTurnPanel *self,
                         GmpGame      *game)
{
  g_return_if_fail (GMP_IS_TURN_PANEL (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  gmp_question_box_set_game (self->question_box, game);
  gmp_combat_view_set_game (self->combat_view, game);
  gmp_outcome_view_set_game (self->outcome_view, game);
  gmp_suggest_view_set_game (self->suggest_view, game);
  /* Another game: every section is built again */
  g_clear_pointer (&self->phases_key, g_free);
  g_clear_pointer (&self->cup_key, g_free);
  g_clear_pointer (&self->tracks_key, g_free);
  g_clear_pointer (&self->fx_key, g_free);
  gmp_log_view_set_game (self->log_view, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "changed", G_CALLBACK (rebuild), self);
      /* Who draws decides where the cup is listed */
      g_signal_connect_swapped (game, "notify::players-dice", G_CALLBACK (rebuild), self);
    }
  rebuild (self);
}

void
gmp_turn_panel_set_map_view (GmpTurnPanel *self,
                             GmpMapView   *map_view)
{
  g_return_if_fail (GMP_IS_TURN_PANEL (self));
  g_return_if_fail (map_view == NULL || GMP_IS_MAP_VIEW (map_view));

  if (self->map_view == map_view)
    return;
  if (self->map_view != NULL)
    g_signal_handlers_disconnect_by_data (self->map_view, self);
  g_set_object (&self->map_view, map_view);
  gmp_destination_info_set_map_view (self->destination, map_view);
  gmp_suggest_view_set_map_view (self->suggest_view, map_view);
  if (map_view != NULL)
    g_signal_connect_swapped (map_view, "selection-changed", G_CALLBACK (update_stack), self);
  update_stack (self);
}

GmpQuestionBox *
gmp_turn_panel_get_question_box (GmpTurnPanel *self)
{
  g_return_val_if_fail (GMP_IS_TURN_PANEL (self), NULL);

  return self->question_box;
}

GmpOutcomeView *
gmp_turn_panel_get_outcome_view (GmpTurnPanel *self)
{
  g_return_val_if_fail (GMP_IS_TURN_PANEL (self), NULL);

  return self->outcome_view;
}

GmpCombatView *
gmp_turn_panel_get_combat_view (GmpTurnPanel *self)
{
  g_return_val_if_fail (GMP_IS_TURN_PANEL (self), NULL);

  return self->combat_view;
}

void
gmp_turn_panel_focus_question (GmpTurnPanel *self)
{
  g_return_if_fail (GMP_IS_TURN_PANEL (self));

  gtk_widget_child_focus (GTK_WIDGET (self->question_box), GTK_DIR_TAB_FORWARD);
}

GmpSuggestView *
gmp_turn_panel_get_suggest_view (GmpTurnPanel *self)
{
  g_return_val_if_fail (GMP_IS_TURN_PANEL (self), NULL);

  return self->suggest_view;
}

GmpLogView *
gmp_turn_panel_get_log_view (GmpTurnPanel *self)
{
  g_return_val_if_fail (GMP_IS_TURN_PANEL (self), NULL);

  return self->log_view;
}
