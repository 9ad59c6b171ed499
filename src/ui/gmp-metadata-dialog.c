/* gmp-metadata-dialog.c: a scenario's title, author, description and language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fields are applied together when the user says so, so that a whole
 * change of the details is one step of undo, not one per key pressed.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-accessible.h"
#include "gmp-metadata-dialog.h"

struct _GmpMetadataDialog
{
  AdwWindow        parent_instance;

  /* Built in code */
  AdwToastOverlay *toasts;
  AdwEntryRow     *title_row;
  AdwEntryRow     *author_row;
  GtkTextView     *description_view;
  AdwComboRow     *language_row;
  GPtrArray       *language_tags;   /* per item of language_row: a tag, or NULL for unsaid */

  /* Owned references */
  GmpGame         *game;
};

G_DEFINE_FINAL_TYPE (GmpMetadataDialog, gmp_metadata_dialog, ADW_TYPE_WINDOW)

/* The languages the app itself speaks, named in their own words */
static const struct {
  const char *tag;
  const char *name;
} languages[] = {
  { "en", "English" },
  { "pt-BR", "Português (Brasil)" },
};

/* Empty and missing are the same to a scenario (gmp-edit.c stores NULL) */
static gboolean
same_text (const char *a,
           const char *b)
{
  return g_strcmp0 (a != NULL ? a : "", b != NULL ? b : "") == 0;
}

static char *
dup_description (GmpMetadataDialog *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->description_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

static const char *
selected_language (GmpMetadataDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->language_row);

  if (selected >= self->language_tags->len)
    return NULL;
  return g_ptr_array_index (self->language_tags, selected);
}

/* Unsaid, the app's languages, and a tag of another language a file holds,
 * kept as it is */
static GtkWidget *
new_language_row (GmpMetadataDialog *self,
                  const char        *language)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  AdwComboRow *row = ADW_COMBO_ROW (adw_combo_row_new ());
  guint selected = 0;

  self->language_tags = g_ptr_array_new_with_free_func (g_free);
  /* Translators: the language of a scenario's text, when its author did not say */
  gtk_string_list_append (names, _("Not said"));
  g_ptr_array_add (self->language_tags, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      gtk_string_list_append (names, languages[i].name);
      g_ptr_array_add (self->language_tags, g_strdup (languages[i].tag));
      if (g_strcmp0 (language, languages[i].tag) == 0)
        selected = i + 1;
    }
  if (language != NULL && selected == 0)
    {
      gtk_string_list_append (names, language);
      g_ptr_array_add (self->language_tags, g_strdup (language));
      selected = self->language_tags->len - 1;
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Language of the text"));
  adw_combo_row_set_model (row, G_LIST_MODEL (names));
  adw_combo_row_set_selected (row, selected);
  gtk_widget_set_name (GTK_WIDGET (row), "language-row");
  self->language_row = row;
  return GTK_WIDGET (row);
}

static void
on_apply_clicked (GmpMetadataDialog *self)
{
  const GmpScenario *scenario = gmp_game_get_scenario (self->game);
  g_autoptr(GmpAction) action = gmp_action_new (GMP_ACTION_SET_METADATA);
  g_autoptr(GError) error = NULL;

  action->text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->title_row))));
  action->text2 = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->author_row))));
  action->text3 = dup_description (self);
  action->text4 = g_strdup (selected_language (self));

  /* Nothing changed: no empty step in the history */
  if (same_text (action->text, scenario->title) && same_text (action->text2, scenario->author)
      && same_text (action->text3, scenario->description)
      && same_text (action->text4, scenario->language))
    {
      gtk_window_close (GTK_WINDOW (self));
      return;
    }
  if (!gmp_game_apply (self->game, action, &error))
    {
      adw_toast_overlay_add_toast (self->toasts, adw_toast_new (error->message));
      return;
    }
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
new_entry_row (const char *title,
               const char *text,
               const char *name)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  gtk_widget_set_name (row, name);
  return row;
}

static GtkWidget *
new_description (GmpMetadataDialog *self,
                 const char        *text)
{
  GtkWidget *frame = gtk_frame_new (NULL);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *view = gtk_text_view_new ();

  gtk_text_view_set_wrap_mode (GTK_TEXT_VIEW (view), GTK_WRAP_WORD_CHAR);
  gtk_text_view_set_accepts_tab (GTK_TEXT_VIEW (view), FALSE);
  gtk_text_view_set_top_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_bottom_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_left_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_view_set_right_margin (GTK_TEXT_VIEW (view), 8);
  gtk_text_buffer_set_text (gtk_text_view_get_buffer (GTK_TEXT_VIEW (view)),
                            text != NULL ? text : "", -1);
  gtk_widget_set_name (view, "description-view");
  gtk_accessible_update_property (GTK_ACCESSIBLE (view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Description"), -1);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 140);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  gtk_frame_set_child (GTK_FRAME (frame), scroller);
  gtk_widget_add_css_class (frame, "view");
  self->description_view = GTK_TEXT_VIEW (view);
  return frame;
}

static void
build (GmpMetadataDialog *self)
{
  const GmpScenario *scenario = gmp_game_get_scenario (self->game);
  const GmpBoard *board = scenario->state->board;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));
  GtkWidget *apply = gtk_button_new_with_mnemonic (_("_Apply"));
  AdwPreferencesPage *page = ADW_PREFERENCES_PAGE (adw_preferences_page_new ());
  AdwPreferencesGroup *details = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *description = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  AdwPreferencesGroup *board_group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  GtkWidget *board_row = adw_action_row_new ();

  gtk_window_set_title (GTK_WINDOW (self), _("Scenario Details"));
  adw_header_bar_set_show_start_title_buttons (ADW_HEADER_BAR (header), FALSE);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_widget_set_name (cancel, "cancel-button");
  gtk_widget_set_name (apply, "apply-button");
  gmp_accessible_name_mnemonic_button (cancel);
  gmp_accessible_name_mnemonic_button (apply);
  gtk_widget_add_css_class (apply, "suggested-action");
  g_signal_connect_swapped (cancel, "clicked", G_CALLBACK (gtk_window_close), self);
  g_signal_connect_swapped (apply, "clicked", G_CALLBACK (on_apply_clicked), self);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), apply);
  gtk_window_set_default_widget (GTK_WINDOW (self), apply);

  self->title_row = ADW_ENTRY_ROW (new_entry_row (_("Title"), scenario->title, "title-row"));
  self->author_row = ADW_ENTRY_ROW (new_entry_row (_("Author"), scenario->author, "author-row"));
  adw_preferences_group_add (details, GTK_WIDGET (self->title_row));
  adw_preferences_group_add (details, GTK_WIDGET (self->author_row));
  adw_preferences_group_add (details, new_language_row (self, scenario->language));
  adw_preferences_page_add (page, details);

  adw_preferences_group_set_title (description, _("Description"));
  adw_preferences_group_set_description (description,
                                         _("What makes this scenario interesting to play"));
  adw_preferences_group_add (description, new_description (self, scenario->description));
  adw_preferences_page_add (page, description);

  /* The board is chosen when the scenario is made: shown here, not changed */
  adw_preferences_group_set_title (board_group, _("Board"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (board_row),
                                 board->title != NULL ? board->title : board->id);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (board_row), board->id);
  gtk_widget_set_name (board_row, "board-row");
  adw_preferences_group_add (board_group, board_row);
  adw_preferences_page_add (page, board_group);

  self->toasts = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toasts, GTK_WIDGET (page));
  gtk_widget_set_vexpand (GTK_WIDGET (self->toasts), TRUE);
  gtk_box_append (GTK_BOX (box), header);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->toasts));
  adw_window_set_content (ADW_WINDOW (self), box);
}

static void
gmp_metadata_dialog_dispose (GObject *object)
{
  GmpMetadataDialog *self = GMP_METADATA_DIALOG (object);

  g_clear_object (&self->game);
  g_clear_pointer (&self->language_tags, g_ptr_array_unref);

  G_OBJECT_CLASS (gmp_metadata_dialog_parent_class)->dispose (object);
}

static void
gmp_metadata_dialog_class_init (GmpMetadataDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_metadata_dialog_dispose;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gmp_metadata_dialog_init (GmpMetadataDialog *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self), 480, 580);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);
  gtk_window_set_hide_on_close (GTK_WINDOW (self), FALSE);
}

void
gmp_metadata_dialog_present (GtkWindow *parent,
                             GmpGame   *game)
{
  GmpMetadataDialog *self;

  g_return_if_fail (parent == NULL || GTK_IS_WINDOW (parent));
  g_return_if_fail (GMP_IS_GAME (game));

  self = g_object_new (GMP_TYPE_METADATA_DIALOG, "transient-for", parent, NULL);
  self->game = g_object_ref (game);
  build (self);
  gtk_window_present (GTK_WINDOW (self));
}
