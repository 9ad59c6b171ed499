/* gmp-suggest-view.c: the computer player's advice for the question the game waits for
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-describe.h"
#include "core/gmp-i18n.h"

#include "core/gmp-player.h"
#include "model/gmp-turn-info.h"

#include "gmp-accessible.h"
#include "gmp-focus-group.h"
#include "gmp-suggest-view.h"
#include "gmp-tell.h"
#include "gmp-wrapped-label.h"

/* As many as `next --suggest` gives */
#define MAX_SUGGESTIONS 3

struct _GmpSuggestView
{
  GtkBox          parent_instance;

  /* Built in code */
  GtkWidget      *button;          /* shown with the question's answers */
  GtkWidget      *heading;
  GtkWidget      *list;

  /* Owned references */
  GmpGame        *game;
  GmpMapView     *map_view;
  GmpQuestionBox *question_box;
  GmpPlayer      *player;
  GPtrArray      *suggestions;     /* of GmpSuggestion, shown; NULL: none asked */
  GPtrArray      *titles;          /* of char *, one per suggestion */
};

G_DEFINE_FINAL_TYPE (GmpSuggestView, gmp_suggest_view, GTK_TYPE_BOX)

/* What taking it does, in the words of the answers' buttons */
static char *
suggestion_title (const GmpState      *asked,
                  const GmpQuestion   *question,
                  const GmpSuggestion *s)
{
  const GmpBoard *board = asked->board;

  switch (s->kind)
    {
    case GMP_SUGGESTION_MOVE:
      {
        /* Which units, not how many: two suggestions may move two
         * different pairs of one stack ("2 units" twice read alike) */
        g_autofree char *units = gmp_describe_units (asked, (const guint *) s->units->data,
                                                     s->units->len, GMP_DESCRIBE_DEFAULT);

        /* TRANSLATORS: a suggested move: which units ("Ant 1, Spider 1",
         * "2 × Tank A"), from which city to which */
        return g_strdup_printf (_("Move %s from %s to %s"), units, board->cities[s->from].name,
                                board->cities[s->to].name);
      }
    case GMP_SUGGESTION_FX:
      /* TRANSLATORS: a suggested FX used outside a combat, and on which city */
      return g_strdup_printf (_("Play %s on %s"), board->chits[s->chit].name,
                              board->cities[s->to].name);
    case GMP_SUGGESTION_ANSWER:
    default:
      return gmp_turn_info_answer_label (asked, question, s->answer);
    }
}

/* Where it shows on the map: a move's way, a battle's or an FX's city */
static GArray *
suggestion_path (const GmpSuggestion *s)
{
  GArray *path = g_array_new (FALSE, FALSE, sizeof (guint));
  guint city;

  if (s->kind == GMP_SUGGESTION_MOVE)
    {
      city = (guint) s->from;
      g_array_append_val (path, city);
      g_array_append_vals (path, s->path->data, s->path->len);
    }
  else if (s->kind == GMP_SUGGESTION_FX || s->odds_city >= 0)
    {
      city = (guint) (s->kind == GMP_SUGGESTION_FX ? s->to : s->odds_city);
      g_array_append_val (path, city);
    }
  return path;
}

static void
clear_box (GtkWidget *box)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);
}

/* The advice was for the question asked then: gone with any change */
static void
clear_advice (GmpSuggestView *self)
{
  g_clear_pointer (&self->suggestions, g_ptr_array_unref);
  g_clear_pointer (&self->titles, g_ptr_array_unref);
  clear_box (self->list);
  gtk_widget_set_visible (self->heading, FALSE);
  if (self->map_view != NULL)
    gmp_map_view_set_advice (self->map_view, NULL, 0);
}

static void
update_button (GmpSuggestView *self)
{
  g_autoptr(GmpQuestion) question = NULL;

  if (self->game != NULL)
    question = gmp_session_get_question (gmp_game_get_session (self->game));
  gtk_widget_set_visible (self->button, question != NULL && question->kind != GMP_QUESTION_NONE);
}

static void
on_game_changed (GmpSuggestView *self)
{
  clear_advice (self);
  update_button (self);
}

static void
on_suggestion_clicked (GmpSuggestView *self,
                       GtkButton      *button)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "gmp-suggestion"));

  gmp_suggest_view_take (self, index);
}

static GtkWidget *
new_suggestion_row (GmpSuggestView      *self,
                    guint                index,
                    const char          *title,
                    const GmpSuggestion *s)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  /* TRANSLATORS: a suggestion's rank and what it does: "1. Move 3 units…" */
  g_autofree char *ranked = g_strdup_printf (_("%u. %s"), index + 1, title);
  g_autofree char *accessible = g_strdup_printf ("%s. %s", ranked, s->why);

  gtk_box_append (GTK_BOX (box), gmp_wrapped_label_new (ranked, "heading", GMP_PANEL_CHARS));
  gtk_box_append (GTK_BOX (box), gmp_wrapped_label_new (s->why, "caption", GMP_PANEL_CHARS));
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "suggestion");
  gtk_widget_set_tooltip_text (button, _("Answer with this suggestion"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible, -1);
  g_object_set_data (G_OBJECT (button), "gmp-suggestion", GUINT_TO_POINTER (index));
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (on_suggestion_clicked), self);
  return button;
}

static void
show_suggestions (GmpSuggestView *self,
                  GPtrArray      *suggestions)
{
  GmpSession *session = gmp_game_get_session (self->game);
  g_autoptr(GmpQuestion) question = gmp_session_get_question (session);
  g_autoptr(GmpState) asked = gmp_turn_info_state_asked (gmp_game_get_state (self->game));
  g_autoptr(GPtrArray) paths = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);

  clear_advice (self);
  self->suggestions = g_ptr_array_ref (suggestions);
  self->titles = g_ptr_array_new_with_free_func (g_free);
  gtk_widget_set_visible (self->heading, TRUE);
  /* A movement's suggestions are one plan, its moves in order, then Done */
  if (suggestions->len == 0)
    gtk_label_set_text (GTK_LABEL (self->heading), _("No advice: nobody chooses here."));
  else if (question->kind == GMP_QUESTION_MOVEMENT)
    gtk_label_set_text (GTK_LABEL (self->heading),
                        _("The strong computer player would move, in this order:"));
  else
    gtk_label_set_text (GTK_LABEL (self->heading), _("The strong computer player suggests:"));
  for (guint i = 0; i < suggestions->len; i++)
    {
      const GmpSuggestion *s = g_ptr_array_index (suggestions, i);
      char *title = suggestion_title (asked, question, s);

      g_ptr_array_add (self->titles, title);
      gtk_box_append (GTK_BOX (self->list), new_suggestion_row (self, i, title, s));
      g_ptr_array_add (paths, suggestion_path (s));
    }
  if (self->map_view != NULL)
    gmp_map_view_set_advice (self->map_view, (const GArray **) paths->pdata, paths->len);
}

static void
on_suggest_clicked (GmpSuggestView *self)
{
  g_autoptr(GError) error = NULL;

  if (!gmp_suggest_view_suggest (self, &error))
    {
      gmp_tell_toast (GTK_WIDGET (self), error->message);
      return;
    }
  /* The players look at the advice now */
  if (gtk_widget_get_first_child (self->list) != NULL)
    gtk_widget_grab_focus (gtk_widget_get_first_child (self->list));
}

static void
gmp_suggest_view_dispose (GObject *object)
{
  GmpSuggestView *self = GMP_SUGGEST_VIEW (object);

  gmp_suggest_view_set_game (self, NULL);
  gmp_suggest_view_set_map_view (self, NULL);
  if (self->question_box != NULL)
    gmp_question_box_set_extra (self->question_box, NULL);
  g_clear_object (&self->question_box);
  g_clear_pointer (&self->player, gmp_player_free);

  G_OBJECT_CLASS (gmp_suggest_view_parent_class)->dispose (object);
}

static void
gmp_suggest_view_class_init (GmpSuggestViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_suggest_view_dispose;

  gtk_widget_class_set_css_name (widget_class, "suggest-view");
}

static void
gmp_suggest_view_init (GmpSuggestView *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);

  self->button = gtk_button_new_with_mnemonic (_("S_uggest"));
  gmp_accessible_name_mnemonic_button (self->button);
  gtk_widget_add_css_class (self->button, "suggest-button");
  gtk_widget_set_tooltip_text (self->button,
                               _("The computer player’s best answers to this question"));
  g_signal_connect_swapped (self->button, "clicked", G_CALLBACK (on_suggest_clicked), self);

  self->heading = gmp_wrapped_label_new (NULL, "dim-label", GMP_PANEL_CHARS);
  gtk_widget_set_visible (self->heading, FALSE);
  gtk_box_append (GTK_BOX (self), self->heading);
  self->list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  /* The suggestions are one Tab stop, the arrows among them (issue 17) */
  gmp_focus_group_install (self->list);
  gtk_box_append (GTK_BOX (self), self->list);

  self->player = gmp_player_new (GMP_PLAYER_STRONG);
  gtk_widget_set_visible (self->button, FALSE);
}

GtkWidget *
gmp_suggest_view_new (GmpQuestionBox *question_box)
{
  GmpSuggestView *self;

  g_return_val_if_fail (GMP_IS_QUESTION_BOX (question_box), NULL);

  self = g_object_new (GMP_TYPE_SUGGEST_VIEW, NULL);
  self->question_box = g_object_ref (question_box);
  /* Where the players look for what to answer, in the answers' Tab stop */
  gmp_question_box_set_extra (question_box, self->button);
  return GTK_WIDGET (self);
}

void
gmp_suggest_view_set_game (GmpSuggestView *self,
                           GmpGame        *game)
{
  g_return_if_fail (GMP_IS_SUGGEST_VIEW (self));
  g_return_if_fail (game == NULL || GMP_IS_GAME (game));

  if (self->game == game)
    return;
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_set_object (&self->game, game);
  if (game != NULL)
    g_signal_connect_swapped (game, "changed", G_CALLBACK (on_game_changed), self);
  on_game_changed (self);
}

void
gmp_suggest_view_set_map_view (GmpSuggestView *self,
                               GmpMapView     *map_view)
{
  g_return_if_fail (GMP_IS_SUGGEST_VIEW (self));
  g_return_if_fail (map_view == NULL || GMP_IS_MAP_VIEW (map_view));

  if (self->map_view == map_view)
    return;
  if (self->map_view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->map_view, self);
      gmp_map_view_set_advice (self->map_view, NULL, 0);
    }
  g_set_object (&self->map_view, map_view);
  /* Editing the position answers no question: the advice goes, as it
   * does with any change of the game (its arrows stayed on the map) */
  if (map_view != NULL)
    g_signal_connect_swapped (map_view, "notify::edit-mode", G_CALLBACK (clear_advice), self);
}

gboolean
gmp_suggest_view_suggest (GmpSuggestView *self,
                          GError        **error)
{
  g_autoptr(GPtrArray) suggestions = NULL;

  g_return_val_if_fail (GMP_IS_SUGGEST_VIEW (self), FALSE);

  if (self->game == NULL)
    return TRUE;
  suggestions = gmp_player_suggest (self->player, gmp_game_get_session (self->game),
                                    MAX_SUGGESTIONS, error);
  if (suggestions == NULL)
    return FALSE;
  show_suggestions (self, suggestions);
  return TRUE;
}

guint
gmp_suggest_view_get_n_shown (GmpSuggestView *self)
{
  g_return_val_if_fail (GMP_IS_SUGGEST_VIEW (self), 0);

  return self->suggestions != NULL ? self->suggestions->len : 0;
}

const char *
gmp_suggest_view_get_title (GmpSuggestView *self,
                            guint           index)
{
  g_return_val_if_fail (GMP_IS_SUGGEST_VIEW (self), NULL);
  g_return_val_if_fail (index < gmp_suggest_view_get_n_shown (self), NULL);

  return g_ptr_array_index (self->titles, index);
}

gboolean
gmp_suggest_view_take (GmpSuggestView *self,
                       guint           index)
{
  g_autoptr(GPtrArray) suggestions = NULL;
  g_autoptr(GmpAction) action = NULL;
  g_autoptr(GError) error = NULL;
  const GmpSuggestion *s;

  g_return_val_if_fail (GMP_IS_SUGGEST_VIEW (self), FALSE);
  g_return_val_if_fail (index < gmp_suggest_view_get_n_shown (self), FALSE);

  /* Taking it changes the game, which clears the advice: kept till done */
  suggestions = g_ptr_array_ref (self->suggestions);
  s = g_ptr_array_index (suggestions, index);
  if (s->kind == GMP_SUGGESTION_ANSWER)
    return gmp_question_box_answer (self->question_box, s->answer);

  if (s->kind == GMP_SUGGESTION_MOVE)
    action = gmp_action_new_move ((const guint *) s->units->data, s->units->len,
                                  (const guint *) s->path->data, s->path->len, s->to);
  else
    {
      /* Rules note 45: an FX that needs no combat, on its city */
      action = gmp_action_new (GMP_ACTION_USE_FX);
      action->chit = s->chit;
      action->city = s->to;
    }
  if (!gmp_game_apply (self->game, action, &error))
    {
      gmp_tell_toast (GTK_WIDGET (self), error->message);
      return FALSE;
    }
  /* The stack that moved, where it arrived, as after a move on the map */
  if (s->kind == GMP_SUGGESTION_MOVE && self->map_view != NULL)
    gmp_map_view_set_selected_city (self->map_view, s->to);
  return TRUE;
}
