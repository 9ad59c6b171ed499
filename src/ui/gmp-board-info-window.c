/* gmp-board-info-window.c: the board's values and where each comes from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * BOARD.md: the app says plainly which values come from the rules and which
 * are reconstructions an owner of the printed game should check and may
 * correct. One group per category of gmp_board_info_list(), one row per
 * value, each with a tag naming its source.
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "core/gmp-board-info.h"
#include "gmp-board-info-window.h"
#include "gmp-template.h"

struct _GmpBoardInfoWindow
{
  AdwPreferencesWindow  parent_instance;

  /* Template widgets */
  GtkLabel             *correction_label;
  GtkLabel             *explanation_label;
  AdwPreferencesPage   *page;

  /* Owned references */
  GmpBoard             *board;
};

G_DEFINE_FINAL_TYPE (GmpBoardInfoWindow, gmp_board_info_window, ADW_TYPE_PREFERENCES_WINDOW)

static GtkWidget *
new_source_tag (GmpSource source)
{
  GtkWidget *tag = gtk_label_new (gmp_source_get_label (source));

  gtk_widget_set_valign (tag, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (tag, "source-tag");
  gtk_widget_add_css_class (tag, "caption");
  if (source == GMP_SOURCE_RECONSTRUCTED)
    {
      /* To check against the printed game: it must stand out. */
      gtk_widget_add_css_class (tag, "reconstructed");
      gtk_widget_add_css_class (tag, "warning");
    }
  else
    {
      gtk_widget_add_css_class (tag, "rules");
      gtk_widget_add_css_class (tag, "dim-label");
    }
  return tag;
}

static GtkWidget *
new_row (const GmpBoardInfoEntry *entry)
{
  GtkWidget *row = adw_action_row_new ();

  /* Names and values come from the board file: never markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), entry->name);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), entry->value);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), new_source_tag (entry->source));
  return row;
}

static char *
dup_board_place (GmpBoard *board)
{
  if (board->path == NULL || g_str_has_prefix (board->path, "resource://"))
    return g_strdup (_("This board is the one built into the app."));
  /* Translators: %s is the file the board was loaded from */
  return g_strdup_printf (_("This board was loaded from %s."), board->path);
}

static void
fill (GmpBoardInfoWindow *self)
{
  g_autoptr(GPtrArray) entries = gmp_board_info_list (self->board);
  g_autofree char *user_file = NULL;
  g_autofree char *place = NULL;
  g_autofree char *counts = NULL;
  g_autofree char *explanation = NULL;
  g_autofree char *correction = NULL;
  g_autofree char *title = NULL;
  AdwPreferencesGroup *group = NULL;
  GmpBoardInfoCategory category = GMP_N_BOARD_INFO_CATEGORIES;
  guint n_reconstructed = 0;

  /* Translators: %s is the board's title: "Board Information: Ginormopod 2050 A.D." */
  title = g_strdup_printf (_("Board Information: %s"), self->board->title);
  gtk_window_set_title (GTK_WINDOW (self), title);

  for (guint i = 0; i < entries->len; i++)
    {
      const GmpBoardInfoEntry *entry = g_ptr_array_index (entries, i);

      if (group == NULL || entry->category != category)
        {
          category = entry->category;
          group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
          adw_preferences_group_set_title (group, gmp_board_info_category_get_name (category));
          adw_preferences_page_add (self->page, group);
        }
      adw_preferences_group_add (group, new_row (entry));
      n_reconstructed += entry->source == GMP_SOURCE_RECONSTRUCTED;
    }

  counts = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Of the %u values below, %u is reconstructed.",
                                         "Of the %u values below, %u are reconstructed.",
                                         n_reconstructed),
                            entries->len, n_reconstructed);
  explanation = g_strdup_printf ("%s %s",
                                 _("Values marked “From the rules” are stated by the rules "
                                   "text. Values marked “Reconstructed” come from a "
                                   "reconstruction of the printed game, because the rules do "
                                   "not give its map, counters or FX texts: check them against "
                                   "your copy."),
                                 counts);
  gtk_label_set_text (self->explanation_label, explanation);

  user_file = g_build_filename (g_get_user_data_dir (), "ginormopod", "boards",
                                self->board->id, NULL);
  place = dup_board_place (self->board);
  /* Translators: %s is a file name: ~/.local/share/ginormopod/boards/<id>.xml;
   * docs/board-format.md and the command are not translated */
  correction = g_strdup_printf (_("To correct a value, edit a copy of the board file and save it "
                                  "as %s.xml: the app then uses it instead. The file format is "
                                  "described in docs/board-format.md; “ginormopod-cli validate "
                                  "FILE” checks an edited copy. %s"),
                                user_file, place);
  gtk_label_set_text (self->correction_label, correction);
}

static void
gmp_board_info_window_dispose (GObject *object)
{
  GmpBoardInfoWindow *self = GMP_BOARD_INFO_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), GMP_TYPE_BOARD_INFO_WINDOW);
  g_clear_pointer (&self->board, gmp_board_unref);

  G_OBJECT_CLASS (gmp_board_info_window_parent_class)->dispose (object);
}

static void
gmp_board_info_window_class_init (GmpBoardInfoWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_board_info_window_dispose;

  gmp_widget_class_set_template (widget_class, RESOURCE_PREFIX "/gmp-board-info-window.ui");
  gtk_widget_class_bind_template_child (widget_class, GmpBoardInfoWindow, correction_label);
  gtk_widget_class_bind_template_child (widget_class, GmpBoardInfoWindow, explanation_label);
  gtk_widget_class_bind_template_child (widget_class, GmpBoardInfoWindow, page);
}

static void
gmp_board_info_window_init (GmpBoardInfoWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GmpBoardInfoWindow *
gmp_board_info_window_new (GtkWindow *parent,
                           GmpBoard  *board)
{
  GmpBoardInfoWindow *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (board != NULL, NULL);

  self = g_object_new (GMP_TYPE_BOARD_INFO_WINDOW,
                       "transient-for", parent,
                       NULL);
  self->board = gmp_board_ref (board);
  fill (self);
  return self;
}

GmpBoard *
gmp_board_info_window_get_board (GmpBoardInfoWindow *self)
{
  g_return_val_if_fail (GMP_IS_BOARD_INFO_WINDOW (self), NULL);

  return self->board;
}
