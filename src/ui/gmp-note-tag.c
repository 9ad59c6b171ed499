/* gmp-note-tag.c: a log entry's rules note tag ("Note 12"), a flat button that opens the note
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "core/gmp-i18n.h"

#include "gmp-note-tag.h"

struct _GmpNoteTag
{
  GtkWidget    parent_instance;

  guint        note;
  char        *label;
  /* label laid out in the font it was laid out with (its pango
   * context's serial then) */
  PangoLayout *layout;
  guint        serial;
};

G_DEFINE_FINAL_TYPE (GmpNoteTag, gmp_note_tag, GTK_TYPE_WIDGET)

enum {
  ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static PangoLayout *
layout (GmpNoteTag *self)
{
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (GTK_WIDGET (self)));

  if (self->layout != NULL && serial != self->serial)
    g_clear_object (&self->layout);
  if (self->layout == NULL)
    {
      self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->label);
      self->serial = serial;
    }
  return self->layout;
}

static void
gmp_note_tag_measure (GtkWidget      *widget,
                      GtkOrientation  orientation,
                      int             for_size,
                      int            *minimum,
                      int            *natural,
                      int            *minimum_baseline,
                      int            *natural_baseline)
{
  int width, height;

  pango_layout_get_pixel_size (layout (GMP_NOTE_TAG (widget)), &width, &height);
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? width : height;
}

static void
gmp_note_tag_snapshot (GtkWidget   *widget,
                       GtkSnapshot *snapshot)
{
  GdkRGBA color;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  gtk_snapshot_append_layout (snapshot, layout (GMP_NOTE_TAG (widget)), &color);
}

/* "Rules note 12", when the pointer rests on the tag */
static gboolean
gmp_note_tag_query_tooltip (GtkWidget  *widget,
                            int         x,
                            int         y,
                            gboolean    keyboard,
                            GtkTooltip *tooltip)
{
  g_autofree char *text = g_strdup_printf (_("Rules note %u"), GMP_NOTE_TAG (widget)->note);

  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

static void
gmp_note_tag_activate (GmpNoteTag *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.rules-note", "u", self->note);
}

/* Pressed as a button is (its :active style), clicked when released on it */
static void
on_pressed (GtkGestureClick *gesture,
            int              n_press,
            double           x,
            double           y,
            GmpNoteTag      *self)
{
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  gtk_widget_set_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_ACTIVE, FALSE);
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             GmpNoteTag      *self)
{
  gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_ACTIVE);
  if (n_press == 1 && gtk_widget_contains (GTK_WIDGET (self), x, y))
    g_signal_emit (self, signals[ACTIVATE], 0);
}

static void
on_stopped (GtkGestureClick *gesture,
            GmpNoteTag      *self)
{
  gtk_widget_unset_state_flags (GTK_WIDGET (self), GTK_STATE_FLAG_ACTIVE);
}

static void
gmp_note_tag_finalize (GObject *object)
{
  GmpNoteTag *self = GMP_NOTE_TAG (object);

  g_clear_object (&self->layout);
  g_free (self->label);
  G_OBJECT_CLASS (gmp_note_tag_parent_class)->finalize (object);
}

static void
gmp_note_tag_class_init (GmpNoteTagClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gmp_note_tag_finalize;
  widget_class->measure = gmp_note_tag_measure;
  widget_class->snapshot = gmp_note_tag_snapshot;
  widget_class->query_tooltip = gmp_note_tag_query_tooltip;

  /* A click, or gtk_widget_activate(): the note opens */
  signals[ACTIVATE] = g_signal_new_class_handler ("activate", G_TYPE_FROM_CLASS (klass),
                                                  G_SIGNAL_RUN_FIRST | G_SIGNAL_ACTION,
                                                  G_CALLBACK (gmp_note_tag_activate),
                                                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  /* The flat button's look: its CSS node's name */
  gtk_widget_class_set_css_name (widget_class, "button");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
gmp_note_tag_init (GmpNoteTag *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  g_signal_connect (click, "stopped", G_CALLBACK (on_stopped), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_add_css_class (GTK_WIDGET (self), "flat");
  gtk_widget_add_css_class (GTK_WIDGET (self), "note-tag");
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  self->label = g_strdup ("");
}

GtkWidget *
gmp_note_tag_new (void)
{
  return g_object_new (GMP_TYPE_NOTE_TAG, NULL);
}

void
gmp_note_tag_set_note (GmpNoteTag *self,
                       guint       note)
{
  g_return_if_fail (GMP_IS_NOTE_TAG (self));
  g_return_if_fail (note > 0);

  if (note == self->note)
    return;
  self->note = note;
  g_free (self->label);
  /* TRANSLATORS: a log entry's tag: the rules note it cites, short */
  self->label = g_strdup_printf (_("Note %u"), note);
  g_clear_object (&self->layout);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  self->label, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
gmp_note_tag_get_note (GmpNoteTag *self)
{
  g_return_val_if_fail (GMP_IS_NOTE_TAG (self), 0);

  return self->note;
}

const char *
gmp_note_tag_get_label (GmpNoteTag *self)
{
  g_return_val_if_fail (GMP_IS_NOTE_TAG (self), NULL);

  return self->label;
}
