/* gmp-question-box.c: the game's pending question with a control per answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include <string.h>

#include "core/gmp-i18n.h"

#include "model/gmp-dice-entry.h"
#include "model/gmp-hit-picker.h"
#include "model/gmp-turn-info.h"

#include "gmp-accessible.h"
#include "gmp-dice-slots-row.h"
#include "gmp-focus-group.h"
#include "gmp-focus-hold.h"
#include "gmp-question-box.h"
#include "gmp-rules-window.h"
#include "gmp-tell.h"
#include "gmp-wrapped-label.h"

struct _GmpQuestionBox
{
  GtkBox          parent_instance;

  /* Built in code */
  GtkLabel       *question_label;
  GtkWidget      *dice_box;
  GtkWidget      *dice_slots;          /* a row per counter, its dice as typed */
  GtkEntry       *dice_entry;
  GtkLabel       *dice_count;
  GtkWidget      *dice_apply;
  GtkWidget      *allocation_list;
  GtkLabel       *hits_placed;
  GtkWidget      *take_hits;           /* enabled when the Hits placed are an allocation */
  GtkWidget      *answers;
  GtkWidget      *extra_row;           /* the extra's own row, above the answers */
  GtkWidget      *so_far_box;          /* what the combat did so far, under the answers */
  GtkLabel       *so_far_label;

  /* Owned references */
  GmpGame        *game;
  GmpQuestion    *question;
  GmpHitPicker   *hit_picker;          /* the Hits given so far (Rules note 12) */
  GPtrArray      *hit_buttons;         /* GtkButton per unit of the picker, by index */
  GPtrArray      *hit_marks;           /* GtkBox per unit: a button per Hit placed */
  GmpDiceEntry   *dice;                /* what was typed, checked (NULL: no dice asked) */
  GtkWidget      *extra;               /* in the answers' Tab stop (issue 21) */
};

G_DEFINE_FINAL_TYPE (GmpQuestionBox, gmp_question_box, GTK_TYPE_BOX)

enum {
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
remove_children (GtkWidget *widget)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    {
      if (GTK_IS_BOX (widget))
        gtk_box_remove (GTK_BOX (widget), child);
      else if (GTK_IS_FLOW_BOX (widget))
        gtk_flow_box_remove (GTK_FLOW_BOX (widget), child);
      else if (GTK_IS_LIST_BOX (widget))
        gtk_list_box_remove (GTK_LIST_BOX (widget), child);
      else
        gtk_widget_unparent (child);
    }
}

static gboolean
report (GmpQuestionBox *self,
        gboolean        ok,
        const GError   *error)
{
  if (!ok && error != NULL)
    gmp_tell_toast (GTK_WIDGET (self), error->message);
  return ok;
}

static gboolean
answer_question (GmpQuestionBox *self,
                 int             answer,
                 const char     *dice_text)
{
  g_autoptr(GError) error = NULL;
  gboolean ok;

  if (self->game == NULL)
    return FALSE;
  /* Two statements: in one call's arguments, error might be read before
   * gmp_game_answer() sets it, and the refusal would go untold */
  ok = gmp_game_answer (self->game, answer, dice_text, &error);
  return report (self, ok, error);
}

static void
on_answer_clicked (GmpQuestionBox *self,
                   GtkButton      *button)
{
  int answer = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gmp-answer"));

  answer_question (self, answer, NULL);
}

static void
remove_children (GtkWidget *widget);

/* The players' dice, checked at every key: each die in its slot, what is
 * wrong or missing said at once, the button enabled exactly when the
 * entry is complete (issue 16) */
static void
update_dice_entry (GmpQuestionBox *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  g_autofree char *complete = NULL;

  g_clear_pointer (&self->dice, gmp_dice_entry_free);
  remove_children (self->dice_slots);
  if (self->game != NULL && self->question != NULL)
    self->dice = gmp_dice_entry_new (gmp_game_get_state (self->game), self->question, text);
  gtk_widget_set_sensitive (self->dice_apply, self->dice != NULL && self->dice->complete);
  if (self->dice == NULL)
    {
      gtk_label_set_text (self->dice_count, "");
      return;
    }
  for (guint r = 0; r < self->dice->rows->len; r++)
    gtk_box_append (GTK_BOX (self->dice_slots), gmp_dice_slots_row_new (g_ptr_array_index (self->dice->rows, r)));
  /* TRANSLATORS: every die the roll takes is typed */
  complete = g_strdup_printf (ngettext ("All %u die typed", "All %u dice typed", self->dice->needed),
                              self->dice->needed);
  gtk_label_set_text (self->dice_count, self->dice->problem != NULL ? self->dice->problem : complete);
  if (self->dice->refused)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->dice_count), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->dice_count), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->dice_count), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->dice_count), "dim-label");
    }
}

static void
on_die_face_clicked (GmpQuestionBox *self,
                     GtkButton      *button)
{
  int face = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gmp-face"));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  g_autofree char *more = g_strdup_printf ("%s%d", text, face);

  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), more);
  gtk_editable_set_position (GTK_EDITABLE (self->dice_entry), -1);
}

static void
on_dice_backspace_clicked (GmpQuestionBox *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->dice_entry));
  g_autofree char *less = g_strdup (text);
  gsize len = strlen (less);

  while (len > 0 && (less[len - 1] < '1' || less[len - 1] > '6'))
    less[--len] = '\0';
  if (len > 0)
    less[len - 1] = '\0';
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), less);
}

static GtkWidget *
new_die_face_button (GmpQuestionBox *self,
                     int             face)
{
  GtkWidget *button = gtk_button_new_with_label (gmp_die_face (face));
  g_autofree char *tooltip = g_strdup_printf (_("Add a %d"), face);

  gtk_widget_add_css_class (button, "die-face");
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
  g_object_set_data (G_OBJECT (button), "gmp-face", GINT_TO_POINTER (face));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_die_face_clicked), self);
  return button;
}

static void
build_dice_box (GmpQuestionBox *self)
{
  GtkWidget *faces = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *apply, *back;

  self->dice_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  self->dice_slots = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

  self->dice_entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (self->dice_entry, _("Dice we rolled, e.g. 3 5 6"));
  gtk_entry_set_input_purpose (self->dice_entry, GTK_INPUT_PURPOSE_DIGITS);
  gtk_widget_set_hexpand (GTK_WIDGET (self->dice_entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->dice_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Dice we rolled"), -1);
  /* Ctrl+Z is the game's undo, even with the focus here (issue 16) */
  gtk_editable_set_enable_undo (GTK_EDITABLE (self->dice_entry), FALSE);
  g_signal_connect_swapped (self->dice_entry, "changed", G_CALLBACK (update_dice_entry), self);
  g_signal_connect_swapped (self->dice_entry, "activate", G_CALLBACK (gmp_question_box_apply_dice), self);
  apply = gtk_button_new_with_mnemonic (_("_Enter the Dice We Rolled"));
  gmp_accessible_name_mnemonic_button (apply);
  self->dice_apply = apply;
  gtk_widget_add_css_class (apply, "suggested-action");
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (gmp_question_box_apply_dice), self);
  gtk_box_append (GTK_BOX (row), GTK_WIDGET (self->dice_entry));
  gtk_box_append (GTK_BOX (self->dice_box), row);

  gtk_widget_add_css_class (faces, "linked");
  for (int face = 1; face <= 6; face++)
    gtk_box_append (GTK_BOX (faces), new_die_face_button (self, face));
  back = gtk_button_new_from_icon_name ("edit-clear-symbolic");
  gtk_widget_set_tooltip_text (back, _("Remove the Last Die"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (back), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove the Last Die"), -1);
  g_signal_connect_swapped (back, "clicked", G_CALLBACK (on_dice_backspace_clicked), self);
  gtk_box_append (GTK_BOX (faces), back);
  gtk_box_append (GTK_BOX (self->dice_box), faces);

  self->dice_count = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->dice_count, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->dice_count), "dim-label");
  gtk_box_append (GTK_BOX (self->dice_box), GTK_WIDGET (self->dice_count));
  gtk_box_append (GTK_BOX (self->dice_box), apply);
  /* Each counter's slots under the button: a combat of many counters makes
   * a long list, and the entry and its button stay in sight above it in a
   * window of 1024×600 (issue 16) */
  gtk_box_append (GTK_BOX (self->dice_box), self->dice_slots);
  gtk_box_append (GTK_BOX (self), self->dice_box);
}

static void
add_answer_button (GmpQuestionBox *self,
                   const GmpState *state,
                   int             answer)
{
  g_autofree char *label = gmp_turn_info_answer_label (state, self->question, answer);
  g_autofree char *details = gmp_turn_info_answer_details (state, self->question, answer);
  GtkWidget *button = gtk_button_new_with_label (label);
  GtkWidget *words = gtk_button_get_child (GTK_BUTTON (button));
  gboolean chit = self->question->kind == GMP_QUESTION_DRAW_CHIT && answer >= 0;
  g_autofree char *tooltip = NULL;

  /* A chit's long name ("Tectonic Telekinesis") is cut short, not let
   * widen its cell: the cup's chits share two columns or more whatever
   * their names (issue 16); the full name in the tooltip, and read */
  if (chit && GTK_IS_LABEL (words))
    {
      gtk_label_set_ellipsize (GTK_LABEL (words), PANGO_ELLIPSIZE_END);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      tooltip = details != NULL ? g_strdup_printf ("%s\n%s", label, details) : g_strdup (label);
    }
  /* What an FX does, for those who do not know it by name; read by a
   * screen reader too */
  gtk_widget_set_tooltip_text (button, tooltip != NULL ? tooltip : details);
  if (details != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    details, -1);

  if (answer == self->question->suggested || answer == GMP_ANSWER_DONE)
    gtk_widget_add_css_class (button, "suggested-action");
  g_object_set_data (G_OBJECT (button), "gmp-answer", GINT_TO_POINTER (answer));
  /* The players' draw lists the cup here, and only here: each chit is the
   * cup's, marked as the side panel's cup chits are (index plus one) */
  if (chit)
    {
      gtk_widget_add_css_class (button, "cup-chit");
      g_object_set_data (G_OBJECT (button), "gmp-cup-chit", GINT_TO_POINTER (answer + 1));
    }
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_answer_clicked), self);
  gtk_flow_box_append (GTK_FLOW_BOX (self->answers), button);
  /* One Tab stop, the button's: the flow box's cell passes the focus on,
   * and reads the answer, not its class name */
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
  gmp_accessible_name_cell (button, label);
}

/* A unit's button says its Hits; its style says what they do to it */
static void
update_hit_button (GmpQuestionBox *self,
                   guint           i)
{
  GtkWidget *button = g_ptr_array_index (self->hit_buttons, i);
  guint hits = gmp_hit_picker_get_hits (self->hit_picker, i);
  guint capacity = gmp_hit_picker_get_capacity (self->hit_picker, i);
  g_autofree char *text = gmp_hit_picker_describe_unit (self->hit_picker, i);

  gtk_button_set_label (GTK_BUTTON (button), text);
  gtk_widget_set_sensitive (button, capacity > 0);
  if (hits > 0 && hits < capacity)
    gtk_widget_add_css_class (button, "hit-flipped");
  else
    gtk_widget_remove_css_class (button, "hit-flipped");
  if (hits > 0 && hits == capacity)
    gtk_widget_add_css_class (button, "destructive-action");
  else
    gtk_widget_remove_css_class (button, "destructive-action");
}

static void update_hits (GmpQuestionBox *self);

static void
on_hit_mark_clicked (GmpQuestionBox *self,
                     GtkButton      *button)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "gmp-hit-index"));

  gboolean held = gmp_focus_hold (self->allocation_list);

  gmp_hit_picker_take_back (self->hit_picker, i);
  update_hits (self);
  gmp_focus_release (self->allocation_list, held);
}

/* A Hit placed is a mark beside its unit; a click on it takes it back */
static void
update_hit_marks (GmpQuestionBox *self,
                  guint           i)
{
  GtkWidget *marks = g_ptr_array_index (self->hit_marks, i);
  guint hits = gmp_hit_picker_get_hits (self->hit_picker, i);

  remove_children (marks);
  for (guint h = 0; h < hits; h++)
    {
      GtkWidget *mark = gtk_button_new_with_label ("✕");
      const char *tooltip = _("Take This Hit Back");

      gtk_widget_add_css_class (mark, "hit-mark");
      gtk_widget_add_css_class (mark, "circular");
      gtk_widget_set_valign (mark, GTK_ALIGN_CENTER);
      gtk_widget_set_tooltip_text (mark, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      tooltip, -1);
      g_object_set_data (G_OBJECT (mark), "gmp-hit-index", GUINT_TO_POINTER (i));
      g_signal_connect_swapped (mark, "clicked", G_CALLBACK (on_hit_mark_clicked), self);
      gtk_box_append (GTK_BOX (marks), mark);
    }
}

static void
update_hits (GmpQuestionBox *self)
{
  g_autofree char *placed = gmp_hit_picker_describe_placed (self->hit_picker);

  for (guint i = 0; i < self->hit_buttons->len; i++)
    {
      update_hit_button (self, i);
      update_hit_marks (self, i);
    }
  gtk_label_set_text (self->hits_placed, placed);
  /* As the dice's button: enabled exactly when the Hits placed are complete
   * and legal; the count above says what is missing (Rules note 12) */
  if (self->take_hits != NULL)
    gtk_widget_set_sensitive (self->take_hits,
                              gmp_hit_picker_get_answer (self->hit_picker, NULL, NULL));
}

static void
on_hit_unit_clicked (GmpQuestionBox *self,
                     GtkButton      *button)
{
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "gmp-hit-index"));

  gmp_hit_picker_click (self->hit_picker, i);
  update_hits (self);
}

static void
on_clear_hits_clicked (GmpQuestionBox *self)
{
  gmp_hit_picker_clear (self->hit_picker);
  update_hits (self);
}

static void
on_default_hits_clicked (GmpQuestionBox *self)
{
  gmp_question_box_set_allocation (self, self->question->suggested);
}

static GtkWidget *
new_hit_unit_button (GmpQuestionBox *self,
                     guint           i)
{
  GtkWidget *button = gtk_button_new_with_label ("");
  GtkWidget *text = gtk_button_get_child (GTK_BUTTON (button));

  /* Long unit names wrap inside the panel */
  if (GTK_IS_LABEL (text))
    {
      gtk_label_set_wrap (GTK_LABEL (text), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (text), 30);
      gtk_label_set_xalign (GTK_LABEL (text), 0);
    }
  gtk_widget_add_css_class (button, "hit-unit");
  gtk_widget_set_tooltip_text (button, _("Click to give this unit a Hit; a click on a Hit’s ✕ "
                                         "takes it back (Rules note 12)"));
  g_object_set_data (G_OBJECT (button), "gmp-hit-index", GUINT_TO_POINTER (i));
  /* The unit's id plus one, so unit 0 is not NULL (tests find a unit's button by it) */
  g_object_set_data (G_OBJECT (button), "gmp-unit",
                     GUINT_TO_POINTER (gmp_hit_picker_get_unit (self->hit_picker, i) + 1));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_hit_unit_clicked), self);
  return button;
}

static GtkWidget *
new_text_button (GmpQuestionBox *self,
                 const char     *mnemonic,
                 GCallback       callback)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (mnemonic);

  gmp_accessible_name_mnemonic_button (button);
  g_signal_connect_swapped (button, "clicked", callback, self);
  return button;
}

/* Hit allocation by clicking units, the one that keeps the most units
 * pre-selected (Rules note 12) */
static void
build_allocations (GmpQuestionBox *self,
                   const GmpState *state)
{
  GtkWidget *hint, *buttons, *take;

  g_ptr_array_set_size (self->hit_buttons, 0);
  g_ptr_array_set_size (self->hit_marks, 0);
  self->hit_picker = gmp_hit_picker_new (state, self->question);
  if (self->hit_picker == NULL)
    return;

  hint = gtk_label_new (NULL);
  gmp_rules_window_set_label_text (GTK_LABEL (hint),
                                   _("Click the units that take the Hits (Rules note 12)."));
  gtk_label_set_wrap (GTK_LABEL (hint), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (hint), 30);
  gtk_label_set_xalign (GTK_LABEL (hint), 0);
  gtk_widget_add_css_class (hint, "caption");
  gtk_box_append (GTK_BOX (self->allocation_list), hint);

  self->hits_placed = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->hits_placed, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->hits_placed), "dim-label");
  gtk_box_append (GTK_BOX (self->allocation_list), GTK_WIDGET (self->hits_placed));

  buttons = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (buttons), 6);
  gtk_flow_box_append (GTK_FLOW_BOX (buttons),
                       new_text_button (self, _("_Clear the Hits"),
                                        G_CALLBACK (on_clear_hits_clicked)));
  gtk_flow_box_append (GTK_FLOW_BOX (buttons),
                       new_text_button (self, _("_Keep the Most Units"),
                                        G_CALLBACK (on_default_hits_clicked)));
  take = new_text_button (self, _("_Take These Hits"),
                          G_CALLBACK (gmp_question_box_apply_allocation));
  gtk_widget_add_css_class (take, "suggested-action");
  gtk_flow_box_append (GTK_FLOW_BOX (buttons), take);
  self->take_hits = take;
  /* The buttons are the Tab stops, not the flow box's cells, which read
   * their button's words, not their class name */
  for (GtkWidget *cell = gtk_widget_get_first_child (buttons); cell != NULL;
       cell = gtk_widget_get_next_sibling (cell))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell));
      GtkWidget *words = gtk_button_get_child (GTK_BUTTON (button));

      gtk_widget_set_focusable (cell, FALSE);
      gmp_accessible_set_name (cell, gtk_label_get_text (GTK_LABEL (words)));
    }
  gmp_accessible_set_name (buttons, _("Answers"));
  gtk_box_append (GTK_BOX (self->allocation_list), buttons);

  /* The units last: a combat of many units makes a long list, and the
   * buttons above stay in sight next to their question (issue 16) */
  for (guint i = 0; i < gmp_hit_picker_get_n_units (self->hit_picker); i++)
    {
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *button = new_hit_unit_button (self, i);
      GtkWidget *marks = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

      gtk_widget_set_hexpand (button, TRUE);
      g_ptr_array_add (self->hit_buttons, button);
      g_ptr_array_add (self->hit_marks, marks);
      gtk_box_append (GTK_BOX (row), button);
      gtk_box_append (GTK_BOX (row), marks);
      gtk_box_append (GTK_BOX (self->allocation_list), row);
    }
  update_hits (self);
}

/* In the app's game the app draws and rolls; in the players' game they pick
 * the chit they drew and type their dice. Either may still use the other. */
static gboolean
answer_shown (GmpQuestionBox *self,
              int             answer)
{
  gboolean players = gmp_game_get_players_dice (self->game);

  if (self->question->kind == GMP_QUESTION_DRAW_CHIT)
    return players ? answer != GMP_ANSWER_RANDOM : answer == GMP_ANSWER_RANDOM;
  return TRUE;
}

/* Whether the answers' row shows the question's answers as they are, in
 * their order, with the other widget's control last */
static gboolean
answers_shown (GmpQuestionBox *self,
               const GmpState *state)
{
  GtkWidget *cell = gtk_widget_get_first_child (self->answers);

  if (self->question->kind == GMP_QUESTION_ALLOCATION)
    return FALSE;
  for (guint i = 0; i < self->question->answers->len; i++)
    {
      int answer = g_array_index (self->question->answers, int, i);
      gboolean suggested = answer == self->question->suggested || answer == GMP_ANSWER_DONE;
      gboolean cup = self->question->kind == GMP_QUESTION_DRAW_CHIT && answer >= 0;
      g_autofree char *label = NULL;
      GtkWidget *button;

      if (!answer_shown (self, answer))
        continue;
      if (cell == NULL)
        return FALSE;
      button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (cell));
      if (!GTK_IS_BUTTON (button)
          || GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "gmp-answer")) != answer
          || gtk_widget_has_css_class (button, "suggested-action") != suggested
          || (g_object_get_data (G_OBJECT (button), "gmp-cup-chit") != NULL) != cup)
        return FALSE;
      label = gmp_turn_info_answer_label (state, self->question, answer);
      if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) != 0)
        return FALSE;
      cell = gtk_widget_get_next_sibling (cell);
    }
  return cell == NULL;
}

static void rebuild_controls (GmpQuestionBox *self);

/* The answer clicked goes with the question it answered: the focus is
 * held meanwhile (gmp-focus-hold.h) */
static void
rebuild (GmpQuestionBox *self)
{
  gboolean held = gmp_focus_hold (GTK_WIDGET (self));

  rebuild_controls (self);
  gmp_focus_release (GTK_WIDGET (self), held);
}

static void
rebuild_controls (GmpQuestionBox *self)
{
  const GmpState *state;
  g_autofree char *text = NULL;
  g_autofree char *so_far = NULL;
  gboolean rolls = FALSE;
  gboolean kept;

  g_clear_pointer (&self->question, gmp_question_free);
  remove_children (self->allocation_list);
  g_ptr_array_set_size (self->hit_buttons, 0);
  g_ptr_array_set_size (self->hit_marks, 0);
  g_clear_pointer (&self->hit_picker, gmp_hit_picker_free);
  self->hits_placed = NULL;
  self->take_hits = NULL;
  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), "");

  if (self->game == NULL)
    {
      remove_children (self->answers);
      gtk_label_set_text (self->question_label, "");
      gtk_widget_set_visible (self->dice_box, FALSE);
      gtk_widget_set_visible (self->so_far_box, FALSE);
      return;
    }

  state = gmp_game_get_state (self->game);
  self->question = gmp_session_get_question (gmp_game_get_session (self->game));
  /* The same answers keep their buttons: a draw after a draw, a combat
   * after a combat (issue 16: the panel updates only what changed) */
  kept = answers_shown (self, state);
  if (!kept)
    {
      gboolean cup = self->question->kind == GMP_QUESTION_DRAW_CHIT
                     && gmp_game_get_players_dice (self->game);

      remove_children (self->answers);
      /* The players' draw lists the whole cup: in a grid of two columns or
       * more, in sight, not one long column (issue 16) */
      gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (self->answers), cup ? 2 : 1);
      gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->answers), cup);
    }
  /* What Just Happened, pinned above, shows the combat's dice as die faces,
   * hits marked, and the Hits each counter scored: not repeated in words */
  text = gmp_question_describe_apart (state, self->question, &so_far);
  /* The core's question is the command line's too: how to move is ours to say */
  if (self->question->kind == GMP_QUESTION_MOVEMENT)
    {
      g_autofree char *question_text = g_steal_pointer (&text);

      text = g_strdup_printf ("%s\n%s", question_text,
                              _("Click a stack on the map, then a lit city to move it "
                                "there, or drag it there."));
    }
  /* The ruling's notes are links, in the side panel and in the combat dialog */
  gmp_rules_window_set_label_text (self->question_label, text);
  /* The combat's story grows with each retreat: under the answers, which
   * stay next to their question (issue 16) */
  gtk_widget_set_visible (self->so_far_box, so_far != NULL);
  gmp_rules_window_set_label_text (self->so_far_label, so_far != NULL ? so_far : "");

  if (self->question->kind == GMP_QUESTION_ALLOCATION)
    build_allocations (self, state);
  else
    for (guint i = 0; i < self->question->answers->len; i++)
      {
        int answer = g_array_index (self->question->answers, int, i);

        rolls |= gmp_turn_info_answer_rolls (self->question, answer)
                 && self->question->kind != GMP_QUESTION_DRAW_CHIT;
        if (!kept && answer_shown (self, answer))
          add_answer_button (self, state, answer);
      }

  gtk_widget_set_visible (self->allocation_list, self->question->kind == GMP_QUESTION_ALLOCATION);
  gtk_widget_set_visible (self->dice_box, rolls && gmp_game_get_players_dice (self->game));
  update_dice_entry (self);
}

static void
gmp_question_box_dispose (GObject *object)
{
  GmpQuestionBox *self = GMP_QUESTION_BOX (object);

  gmp_question_box_set_game (self, NULL);
  g_clear_pointer (&self->question, gmp_question_free);
  g_clear_pointer (&self->hit_picker, gmp_hit_picker_free);
  g_clear_pointer (&self->hit_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->hit_marks, g_ptr_array_unref);
  g_clear_pointer (&self->dice, gmp_dice_entry_free);
  g_clear_object (&self->extra);

  G_OBJECT_CLASS (gmp_question_box_parent_class)->dispose (object);
}

static void
gmp_question_box_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  GmpQuestionBox *self = GMP_QUESTION_BOX (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, gmp_question_box_get_game (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_question_box_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  GmpQuestionBox *self = GMP_QUESTION_BOX (object);

  switch (prop_id)
    {
    case PROP_GAME:
      gmp_question_box_set_game (self, g_value_get_object (value));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
gmp_question_box_class_init (GmpQuestionBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_question_box_dispose;
  object_class->get_property = gmp_question_box_get_property;
  object_class->set_property = gmp_question_box_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL,
                         GMP_TYPE_GAME,
                         (G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS));

  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "question-box");
}

static void
gmp_question_box_init (GmpQuestionBox *self)
{
  GtkWidget *so_far_heading, *answers_group;

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 12);

  self->hit_buttons = g_ptr_array_new ();
  self->hit_marks = g_ptr_array_new ();

  self->question_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->question_label, TRUE);
  /* Wrapped text must not widen the side panel */
  gtk_label_set_max_width_chars (self->question_label, 30);
  gtk_label_set_xalign (self->question_label, 0);
  gtk_label_set_selectable (self->question_label, FALSE);
  gtk_widget_add_css_class (GTK_WIDGET (self->question_label), "question");
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->question_label));

  self->allocation_list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (self), self->allocation_list);

  build_dice_box (self);

  /* Another widget's control (Suggest) in its own row, under the question
   * and above the answers: in sight however many chits the cup holds, and
   * not taken for one more of them (issue 16) */
  self->extra_row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  answers_group = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_visible (self->extra_row, FALSE);
  gtk_box_append (GTK_BOX (answers_group), self->extra_row);
  self->answers = gtk_flow_box_new ();
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->answers), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->answers), 3);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->answers), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->answers), 6);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (self->answers), FALSE);
  /* Read by its name, not its class ("GtkFlowBox") */
  gmp_accessible_set_name (self->answers, _("Answers"));
  /* The players' cup makes a button of every chit: one Tab stop with the
   * extra (issue 17's limit), the arrows among them */
  gtk_box_append (GTK_BOX (answers_group), self->answers);
  gmp_focus_group_install (answers_group);
  gtk_box_append (GTK_BOX (self), answers_group);

  self->so_far_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  so_far_heading = gtk_label_new (_("So far in this Combat"));
  gtk_label_set_xalign (GTK_LABEL (so_far_heading), 0);
  gtk_widget_add_css_class (so_far_heading, "heading");
  gtk_box_append (GTK_BOX (self->so_far_box), so_far_heading);
  self->so_far_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->so_far_label, TRUE);
  gtk_label_set_max_width_chars (self->so_far_label, 30);
  gtk_label_set_xalign (self->so_far_label, 0);
  gtk_box_append (GTK_BOX (self->so_far_box), GTK_WIDGET (self->so_far_label));
  gtk_widget_set_visible (self->so_far_box, FALSE);
  gtk_box_append (GTK_BOX (self), self->so_far_box);

  rebuild (self);
}

GtkWidget *
gmp_question_box_new (void)
{
  return g_object_new (GMP_TYPE_QUESTION_BOX, NULL);
}

GmpGame *
gmp_question_box_get_game (GmpQuestionBox *self)
{
  g_return_val_if_fail (GMP_IS_QUESTION_BOX (self), NULL);

  return self->game;
}

void
gmp_question_box_set_game (GmpQuestionBox *self,
                           GmpGame        *game)
{
  g_return_if_fail (GMP_IS_QUESTION_BOX (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    {
      g_signal_connect_swapped (game, "changed", G_CALLBACK (rebuild), self);
      g_signal_connect_swapped (game, "notify::players-dice", G_CALLBACK (rebuild), self);
    }
  if (self->answers != NULL)
    rebuild (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
gmp_question_box_answer (GmpQuestionBox *self,
                         int             answer)
{
  g_return_val_if_fail (GMP_IS_QUESTION_BOX (self), FALSE);

  return answer_question (self, answer, NULL);
}

void
gmp_question_box_set_dice_text (GmpQuestionBox *self,
                                const char     *text)
{
  g_return_if_fail (GMP_IS_QUESTION_BOX (self));

  gtk_editable_set_text (GTK_EDITABLE (self->dice_entry), text != NULL ? text : "");
}

gboolean
gmp_question_box_apply_dice (GmpQuestionBox *self)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (GMP_IS_QUESTION_BOX (self), FALSE);

  if (self->question == NULL)
    return FALSE;
  text = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->dice_entry)));
  update_dice_entry (self);
  /* An entry that is not the roll asked is refused with what is wrong,
   * never taken for some other count of dice */
  if (self->dice == NULL || !self->dice->complete)
    {
      if (self->dice != NULL && self->dice->problem != NULL)
        gmp_tell_toast (GTK_WIDGET (self), self->dice->problem);
      return FALSE;
    }
  /* The dice answer is the one that rolls: the players' values replace the app's dice */
  return answer_question (self, GMP_ANSWER_RANDOM, text);
}

int
gmp_question_box_get_allocation (GmpQuestionBox *self)
{
  int answer;

  g_return_val_if_fail (GMP_IS_QUESTION_BOX (self), GMP_NONE);

  if (self->hit_picker == NULL || !gmp_hit_picker_get_answer (self->hit_picker, &answer, NULL))
    return GMP_NONE;
  return answer;
}

void
gmp_question_box_set_allocation (GmpQuestionBox *self,
                                 int             allocation)
{
  g_return_if_fail (GMP_IS_QUESTION_BOX (self));

  if (self->hit_picker != NULL && gmp_hit_picker_set_allocation (self->hit_picker, allocation))
    update_hits (self);
}

gboolean
gmp_question_box_apply_allocation (GmpQuestionBox *self)
{
  g_autoptr(GError) error = NULL;
  int allocation;

  g_return_val_if_fail (GMP_IS_QUESTION_BOX (self), FALSE);

  if (self->hit_picker == NULL)
    return FALSE;
  /* Hits that make no legal allocation say why (Rules note 12) */
  if (!gmp_hit_picker_get_answer (self->hit_picker, &allocation, &error))
    return report (self, FALSE, error);
  return answer_question (self, allocation, NULL);
}

void
gmp_question_box_set_extra (GmpQuestionBox *self,
                            GtkWidget      *extra)
{
  g_return_if_fail (GMP_IS_QUESTION_BOX (self));
  g_return_if_fail (extra == NULL || GTK_IS_WIDGET (extra));

  if (self->extra == extra)
    return;
  if (self->extra != NULL && gtk_widget_get_parent (self->extra) == self->extra_row)
    gtk_box_remove (GTK_BOX (self->extra_row), self->extra);
  g_clear_object (&self->extra);
  if (extra != NULL)
    {
      self->extra = g_object_ref_sink (extra);
      gtk_widget_set_halign (extra, GTK_ALIGN_START);
      gtk_box_append (GTK_BOX (self->extra_row), extra);
      /* No gap above the answers while the extra is hidden */
      g_object_bind_property (extra, "visible", self->extra_row, "visible", G_BINDING_SYNC_CREATE);
    }
  else
    gtk_widget_set_visible (self->extra_row, FALSE);
  rebuild (self);
}
