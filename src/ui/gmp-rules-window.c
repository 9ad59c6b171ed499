/* gmp-rules-window.c: the rules notes, in the user's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Every reading the app follows (docs/rules-notes.md, or its translation),
 * so that a ruling's "Note N" can be read where it is cited. Opened from the
 * main menu, at a note from the log's note tags (win.rules-note), and from
 * the "Rules note N" links of rulings in any window
 * (gmp_rules_window_set_label_text()).
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "model/gmp-rules-notes.h"

#include "gmp-accessible.h"
#include "gmp-rules-window.h"

#define RULES_NOTES_RESOURCE_DIR RESOURCE_PREFIX "/rules-notes"

struct _GmpRulesWindow
{
  AdwWindow          parent_instance;

  GtkScrolledWindow *scroller;
  GtkWidget         *notes_box;
  GHashTable        *rows;          /* note number => its row (borrowed) */
  GtkWidget         *current_row;   /* the note last shown, or NULL */
  guint              pending_note;  /* to scroll to once laid out, or 0 */
  guint              scroll_tick;
};

G_DEFINE_FINAL_TYPE (GmpRulesWindow, gmp_rules_window, ADW_TYPE_WINDOW)

/* One window for the app: a second "Note N" shows it again at that note */
static GmpRulesWindow *shared_window;

static GtkWidget *
new_text_label (const char *markup,
                const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_markup (GTK_LABEL (label), markup);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_note_row (const GmpRulesNote *note)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *heading = NULL;

  gtk_widget_add_css_class (row, "rules-note");
  if (note->title != NULL)
    {
      /* TRANSLATORS: a rules note's heading: its number and its title */
      heading = g_strdup_printf (_("%u. %s"), note->number, note->title);
      gtk_box_append (GTK_BOX (row), new_text_label (heading, "heading"));
    }
  gtk_box_append (GTK_BOX (row), new_text_label (note->markup, NULL));
  return row;
}

static GPtrArray *
load_notes (void)
{
  g_autofree char *path = gmp_rules_notes_resource_for_language (RULES_NOTES_RESOURCE_DIR);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  bytes = g_resources_lookup_data (path, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes == NULL)
    {
      g_critical ("The rules notes are not in the resources: %s", error->message);
      return g_ptr_array_new ();
    }
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  return gmp_rules_notes_parse (text);
}

static void
fill_notes (GmpRulesWindow *self)
{
  g_autoptr(GPtrArray) notes = load_notes ();
  const char *section = NULL;

  for (guint i = 0; i < notes->len; i++)
    {
      const GmpRulesNote *note = g_ptr_array_index (notes, i);
      GtkWidget *row;

      if (note->section != NULL && g_strcmp0 (note->section, section) != 0)
        {
          g_autofree char *escaped = g_markup_escape_text (note->section, -1);

          section = note->section;
          gtk_box_append (GTK_BOX (self->notes_box), new_text_label (escaped, "title-3"));
        }
      row = new_note_row (note);
      gtk_box_append (GTK_BOX (self->notes_box), row);
      if (note->number > 0)
        g_hash_table_insert (self->rows, GUINT_TO_POINTER (note->number), row);
    }
}

/* Scrolls the pending note to the top once the notes have their sizes */
static gboolean
scroll_to_pending_note (GtkWidget     *widget,
                        GdkFrameClock *clock,
                        gpointer       user_data)
{
  GmpRulesWindow *self = GMP_RULES_WINDOW (widget);
  GtkWidget *row = g_hash_table_lookup (self->rows, GUINT_TO_POINTER (self->pending_note));
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  double x, y;

  if (row == NULL || gtk_widget_get_height (row) <= 0
      || !gtk_widget_translate_coordinates (row, self->notes_box, 0, 0, &x, &y))
    return G_SOURCE_CONTINUE;

  gtk_adjustment_set_value (adjustment, MAX (0.0, y - 12.0));
  self->pending_note = 0;
  self->scroll_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
gmp_rules_window_dispose (GObject *object)
{
  GmpRulesWindow *self = GMP_RULES_WINDOW (object);

  if (self->scroll_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->scroll_tick);
  self->scroll_tick = 0;
  g_clear_pointer (&self->rows, g_hash_table_unref);
  self->current_row = NULL;

  G_OBJECT_CLASS (gmp_rules_window_parent_class)->dispose (object);
}

static void
gmp_rules_window_class_init (GmpRulesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_rules_window_dispose;
  gtk_widget_class_set_css_name (widget_class, "rules-window");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
gmp_rules_window_init (GmpRulesWindow *self)
{
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *clamp = adw_clamp_new ();

  self->rows = g_hash_table_new (NULL, NULL);
  self->notes_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (self->notes_box, 12);
  gtk_widget_set_margin_bottom (self->notes_box, 24);
  gtk_widget_set_margin_start (self->notes_box, 12);
  gtk_widget_set_margin_end (self->notes_box, 12);
  fill_notes (self);

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 720);
  adw_clamp_set_child (ADW_CLAMP (clamp), self->notes_box);
  self->scroller = GTK_SCROLLED_WINDOW (gtk_scrolled_window_new ());
  gtk_scrolled_window_set_policy (self->scroller, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (self->scroller, clamp);
  gtk_widget_set_vexpand (GTK_WIDGET (self->scroller), TRUE);

  gtk_box_append (GTK_BOX (content), adw_header_bar_new ());
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->scroller));
  adw_window_set_content (ADW_WINDOW (self), content);
  gtk_window_set_title (GTK_WINDOW (self), _("Rules Notes"));
  gtk_window_set_default_size (GTK_WINDOW (self), 640, 720);
}

GtkWidget *
gmp_rules_window_new (void)
{
  return g_object_new (GMP_TYPE_RULES_WINDOW, NULL);
}

/* Shows the app's rules window (made if need be) at note number, or at
 * the top for 0. */
GmpRulesWindow *
gmp_rules_window_present (GtkWindow *parent,
                          guint      number)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  if (shared_window == NULL)
    {
      shared_window = GMP_RULES_WINDOW (gmp_rules_window_new ());
      g_object_add_weak_pointer (G_OBJECT (shared_window), (gpointer *) &shared_window);
      if (parent != NULL)
        {
          GtkApplication *app = gtk_window_get_application (parent);

          gtk_window_set_transient_for (GTK_WINDOW (shared_window), parent);
          if (app != NULL)
            gtk_window_set_application (GTK_WINDOW (shared_window), app);
        }
    }
  if (number > 0)
    gmp_rules_window_show_note (shared_window, number);
  gtk_window_present (GTK_WINDOW (shared_window));
  return shared_window;
}

/* Scrolls to note number and marks it; an unknown number is ignored. */
void
gmp_rules_window_show_note (GmpRulesWindow *self,
                            guint           number)
{
  GtkWidget *row;

  g_return_if_fail (GMP_IS_RULES_WINDOW (self));

  row = g_hash_table_lookup (self->rows, GUINT_TO_POINTER (number));
  if (row == NULL)
    {
      g_debug ("No rules note %u", number);
      return;
    }
  if (self->current_row != NULL)
    gtk_widget_remove_css_class (self->current_row, "current-note");
  self->current_row = row;
  gtk_widget_add_css_class (row, "current-note");

  self->pending_note = number;
  if (self->scroll_tick == 0)
    self->scroll_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), scroll_to_pending_note,
                                                      NULL, NULL);
}

GtkWidget *
gmp_rules_window_get_note_row (GmpRulesWindow *self,
                               guint           number)
{
  g_return_val_if_fail (GMP_IS_RULES_WINDOW (self), NULL);

  return g_hash_table_lookup (self->rows, GUINT_TO_POINTER (number));
}

guint
gmp_rules_window_get_n_notes (GmpRulesWindow *self)
{
  g_return_val_if_fail (GMP_IS_RULES_WINDOW (self), 0);

  return g_hash_table_size (self->rows);
}

/* The window a link's note opens over: the main window rather than a
 * dialog, which may close first (the combat dialog closes itself) */
static GtkWindow *
main_window_of (GtkWidget *widget)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWindow *window = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;

  while (window != NULL && gtk_window_get_transient_for (window) != NULL)
    window = gtk_window_get_transient_for (window);
  return window;
}

static gboolean
on_note_link_activated (GtkLabel   *label,
                        const char *uri,
                        gpointer    user_data)
{
  guint number = gmp_rules_notes_link_number (uri);

  if (number == 0)
    return FALSE;
  gmp_rules_window_present (main_window_of (GTK_WIDGET (label)), number);
  return TRUE;
}

/* Sets text on label with every "Rules note N" in it a link that opens
 * this window at the note, from whatever window the label is in (issue
 * 12: a dialog has no win.rules-note action). */
void
gmp_rules_window_set_label_text (GtkLabel   *label,
                                 const char *text)
{
  g_autofree char *markup = NULL;

  g_return_if_fail (GTK_IS_LABEL (label));

  markup = gmp_rules_notes_link_citations (text != NULL ? text : "");
  /* The same words again are not laid out again */
  if (!gtk_label_get_use_markup (label) || g_strcmp0 (gtk_label_get_label (label), markup) != 0)
    gtk_label_set_markup (label, markup);
  gmp_accessible_prepare_links (label);
  if (g_signal_handler_find (label, G_SIGNAL_MATCH_FUNC, 0, 0, NULL,
                             on_note_link_activated, NULL) == 0)
    g_signal_connect (label, "activate-link", G_CALLBACK (on_note_link_activated), NULL);
}
