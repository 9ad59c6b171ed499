/* gmp-alert.c: a message or a question over a window, on every libadwaita
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-accessible.h"
#include "gmp-alert.h"

/* The libadwaita 1.5 symbols are declared unavailable while
 * ADW_VERSION_MAX_ALLOWED keeps the rest of the app at 1.2 (G_UNAVAILABLE
 * is a deprecation attribute): used here alone, behind
 * GMP_ALERT_IS_ADW_DIALOG, with that warning off. AdwMessageDialog is not
 * deprecated before 1.6, above ADW_VERSION_MIN_REQUIRED, so its path is
 * quiet anyway. Both classes name their API alike. */
#if GMP_ALERT_IS_ADW_DIALOG
# define DIALOG(alert)   ADW_ALERT_DIALOG (alert)
# define IS_DIALOG(obj)  ADW_IS_ALERT_DIALOG (obj)
# define DIALOG_API(fn)  adw_alert_dialog_##fn
#else
# define DIALOG(alert)   ADW_MESSAGE_DIALOG (alert)
# define IS_DIALOG(obj)  ADW_IS_MESSAGE_DIALOG (obj)
# define DIALOG_API(fn)  adw_message_dialog_##fn
#endif

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

/* Alerts shown and not answered yet, first shown first; each holds a weak
 * reference on its parent */
static GList *shown;

static GQuark
parent_quark (void)
{
  return g_quark_from_static_string ("gmp-alert-parent");
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static GtkWindow *
dup_parent (GtkWidget *alert)
{
  GWeakRef *ref = g_object_get_qdata (G_OBJECT (alert), parent_quark ());

  return ref != NULL ? g_weak_ref_get (ref) : NULL;
}

static void
forget (gpointer  data,
        GObject  *where_the_object_was)
{
  shown = g_list_remove (shown, where_the_object_was);
}

/* Answered or closing: no longer counted as shown, even while
 * AdwDialog's closing animation runs */
static void
stop_showing (GtkWidget *alert)
{
  if (g_list_find (shown, alert) == NULL)
    return;
  shown = g_list_remove (shown, alert);
  g_object_weak_unref (G_OBJECT (alert), forget, NULL);
}

static void
on_response (GtkWidget  *alert,
             const char *response,
             gpointer    user_data)
{
  stop_showing (alert);
}

static void
wrap_labels (GtkWidget  *widget,
             const char *text)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (child)), text) == 0)
        {
          gtk_label_set_wrap (GTK_LABEL (child), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (child), PANGO_WRAP_WORD_CHAR);
        }
      wrap_labels (child, text);
    }
}

/* libadwaita 1.7 holds the heading twice: large on one line, and small
 * and wrapped, shown when the large one's natural width does not fit. It
 * measures the large one's height for the dialog's width even when it is
 * wider, which GTK 4.18 warns about ("Trying to measure GtkLabel for width
 * of 324, but it needs at least 408", fatal in the tests); later releases
 * measure it for its own width. Letting every label showing text wrap
 * (between characters, where a file name is one long word) makes that
 * measure valid and changes nothing shown: the choice goes by natural
 * width, which wrapping keeps.
 *
 * From libadwaita 1.8 on the opposite holds for the heading: 1.10 asks
 * the large heading's width for the small one's height, which a wrapped
 * label refuses under GTK 4.24 ("Trying to measure GtkLabel for height
 * of 21, but it needs at least 22"). So the heading wraps only on 1.7,
 * told at run time: the library a Flatpak runtime or a distribution
 * brings can be newer than the one built against. */
static gboolean
heading_needs_wrap (void)
{
  return adw_get_major_version () == 1 && adw_get_minor_version () == 7;
}

static void
wrap_within_words (GtkWidget  *alert,
                   const char *text)
{
  GtkWidget *contents = alert;

  if (text == NULL || *text == '\0')
    return;
#if GMP_ALERT_IS_ADW_DIALOG
  /* An AdwDialog holds its contents apart until it is presented */
  contents = adw_dialog_get_child (ADW_DIALOG (alert));
#endif
  if (contents != NULL)
    wrap_labels (contents, text);
}

GtkWidget *
gmp_alert_new (GtkWindow  *parent,
               const char *heading,
               const char *body)
{
  GtkWidget *alert;
  GWeakRef *ref;

  g_return_val_if_fail (GTK_IS_WINDOW (parent), NULL);

#if GMP_ALERT_IS_ADW_DIALOG
  alert = GTK_WIDGET (adw_alert_dialog_new (heading, body));
#else
  alert = adw_message_dialog_new (parent, heading, body);
#endif
  ref = g_new0 (GWeakRef, 1);
  g_weak_ref_init (ref, parent);
  g_object_set_qdata_full (G_OBJECT (alert), parent_quark (), ref, weak_ref_free);
  g_signal_connect (alert, "response", G_CALLBACK (on_response), NULL);
  if (heading_needs_wrap ())
    wrap_within_words (alert, heading);
  wrap_within_words (alert, body);
  return alert;
}

gboolean
gmp_alert_is_alert (gpointer widget)
{
  return IS_DIALOG (widget);
}

void
gmp_alert_add_responses (GtkWidget  *alert,
                         const char *first_id,
                         ...)
{
  va_list args;

  g_return_if_fail (IS_DIALOG (alert));

  va_start (args, first_id);
  for (const char *id = first_id; id != NULL; id = va_arg (args, const char *))
    DIALOG_API (add_response) (DIALOG (alert), id, va_arg (args, const char *));
  va_end (args);
}

void
gmp_alert_set_response_appearance (GtkWidget             *alert,
                                   const char            *id,
                                   AdwResponseAppearance  appearance)
{
  g_return_if_fail (IS_DIALOG (alert));

  DIALOG_API (set_response_appearance) (DIALOG (alert), id, appearance);
}

void
gmp_alert_set_default_response (GtkWidget  *alert,
                                const char *id)
{
  g_return_if_fail (IS_DIALOG (alert));

  DIALOG_API (set_default_response) (DIALOG (alert), id);
}

void
gmp_alert_set_close_response (GtkWidget  *alert,
                              const char *id)
{
  g_return_if_fail (IS_DIALOG (alert));

  DIALOG_API (set_close_response) (DIALOG (alert), id);
}

void
gmp_alert_set_extra_child (GtkWidget *alert,
                           GtkWidget *child)
{
  g_return_if_fail (IS_DIALOG (alert));

  DIALOG_API (set_extra_child) (DIALOG (alert), child);
}

GtkWidget *
gmp_alert_get_extra_child (GtkWidget *alert)
{
  g_return_val_if_fail (IS_DIALOG (alert), NULL);

  return DIALOG_API (get_extra_child) (DIALOG (alert));
}

void
gmp_alert_present (GtkWidget *alert)
{
  g_autoptr(GtkWindow) parent = NULL;

  g_return_if_fail (IS_DIALOG (alert));

  parent = dup_parent (alert);
  if (g_list_find (shown, alert) != NULL)
    {
      /* Shown already: the window it is in comes forward */
      gtk_window_present (GTK_WINDOW (gtk_widget_get_root (alert)));
      return;
    }
  shown = g_list_append (shown, alert);
  g_object_weak_ref (G_OBJECT (alert), forget, NULL);
#if GMP_ALERT_IS_ADW_DIALOG
  adw_dialog_present (ADW_DIALOG (alert), GTK_WIDGET (parent));
#else
  gtk_window_present (GTK_WINDOW (alert));
#endif
  /* Each response read as "Save As…", not "_Save As… Save As…" (GTK
   * 4.8); an AdwDialog holds its buttons only once presented */
  gmp_accessible_name_mnemonic_buttons (alert);
}

const char *
gmp_alert_get_heading (GtkWidget *alert)
{
  g_return_val_if_fail (IS_DIALOG (alert), NULL);

  return DIALOG_API (get_heading) (DIALOG (alert));
}

const char *
gmp_alert_get_body (GtkWidget *alert)
{
  g_return_val_if_fail (IS_DIALOG (alert), NULL);

  return DIALOG_API (get_body) (DIALOG (alert));
}

gboolean
gmp_alert_has_response (GtkWidget  *alert,
                        const char *id)
{
  g_return_val_if_fail (IS_DIALOG (alert), FALSE);

  return DIALOG_API (has_response) (DIALOG (alert), id);
}

const char *
gmp_alert_get_response_label (GtkWidget  *alert,
                              const char *id)
{
  g_return_val_if_fail (IS_DIALOG (alert), NULL);

  return DIALOG_API (get_response_label) (DIALOG (alert), id);
}

AdwResponseAppearance
gmp_alert_get_response_appearance (GtkWidget  *alert,
                                   const char *id)
{
  g_return_val_if_fail (IS_DIALOG (alert), ADW_RESPONSE_DEFAULT);

  return DIALOG_API (get_response_appearance) (DIALOG (alert), id);
}

const char *
gmp_alert_get_close_response (GtkWidget *alert)
{
  g_return_val_if_fail (IS_DIALOG (alert), NULL);

  return DIALOG_API (get_close_response) (DIALOG (alert));
}

#if GMP_ALERT_IS_ADW_DIALOG
/* The response's button under widget: AdwAlertDialog makes a mnemonic
 * button of each label and answers (closing first) when it is clicked */
static GtkWidget *
find_button (GtkWidget  *widget,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      found = find_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}
#endif

void
gmp_alert_respond (GtkWidget  *alert,
                   const char *id)
{
  g_return_if_fail (IS_DIALOG (alert));
  g_return_if_fail (gmp_alert_has_response (alert, id));

#if GMP_ALERT_IS_ADW_DIALOG
  {
    GtkWidget *button = find_button (alert, gmp_alert_get_response_label (alert, id));

    g_return_if_fail (button != NULL);
    g_signal_emit_by_name (button, "clicked");
  }
#else
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (alert), id);
#endif
}

void
gmp_alert_close (GtkWidget *alert)
{
  g_return_if_fail (IS_DIALOG (alert));

  stop_showing (alert);
#if GMP_ALERT_IS_ADW_DIALOG
  adw_dialog_close (ADW_DIALOG (alert));
#else
  gtk_window_close (GTK_WINDOW (alert));
#endif
}

GtkWindow *
gmp_alert_get_parent (GtkWidget *alert)
{
  g_autoptr(GtkWindow) parent = NULL;

  g_return_val_if_fail (IS_DIALOG (alert), NULL);

  /* Not owned: the parent outlives its alerts, which it holds */
  parent = dup_parent (alert);
  return parent;
}

GList *
gmp_alert_list_shown (GtkWindow *parent)
{
  GList *list = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);

  for (GList *l = shown; l != NULL; l = l->next)
    {
      g_autoptr(GtkWindow) over = dup_parent (l->data);

      if (parent == NULL || over == parent)
        list = g_list_prepend (list, l->data);
    }
  return g_list_reverse (list);
}

G_GNUC_END_IGNORE_DEPRECATIONS
