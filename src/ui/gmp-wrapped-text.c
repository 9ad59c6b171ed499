/* gmp-wrapped-text.c: a paragraph of plain text, wrapped, measured once a width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-wrapped-text.h"
#include "gmp-wrapped-label.h"

/* The heights known, by width: a list asks for a row's height at its
 * column's width more than once a frame, and a box around it may ask at
 * another width in between */
#define N_HEIGHTS 3

typedef struct {
  int width;   /* pixels */
  int height;
} KnownHeight;

struct _GmpWrappedText
{
  GtkWidget    parent_instance;

  char        *text;
  /* Laid out at layout_width (pixels, -1 for none yet) */
  PangoLayout *layout;
  int          layout_width;
  /* What was measured holds while the widget's font is the one it was
   * measured with: its pango context's serial then */
  guint        serial;
  int          char_width;  /* pixels, 0 before it is known */
  KnownHeight  heights[N_HEIGHTS];
  guint        n_heights;
  guint        next_height;
};

G_DEFINE_FINAL_TYPE (GmpWrappedText, gmp_wrapped_text, GTK_TYPE_WIDGET)

/* Forgets every size measured when the font changed since */
static void
check_font (GmpWrappedText *self)
{
  guint serial = pango_context_get_serial (gtk_widget_get_pango_context (GTK_WIDGET (self)));

  if (serial == self->serial)
    return;
  self->serial = serial;
  self->char_width = 0;
  self->n_heights = 0;
  self->layout_width = -1;
  g_clear_object (&self->layout);
}

/* The last font's character width: every row of a list has the same font,
 * and pango looks its metrics up anew each time (widgets of the UI's
 * thread alone read it) */
static PangoFontDescription *last_font;
static PangoLanguage        *last_language;
static int                   last_char_width;

/* As GtkLabel counts a character: the wider of the font's approximate
 * character and digit, in pixels */
static int
char_width (GmpWrappedText *self)
{
  PangoContext *context;
  const PangoFontDescription *font;
  PangoFontMetrics *metrics;

  if (self->char_width > 0)
    return self->char_width;
  context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  font = pango_context_get_font_description (context);
  if (last_font == NULL || last_language != pango_context_get_language (context)
      || !pango_font_description_equal (last_font, font))
    {
      metrics = pango_context_get_metrics (context, NULL, NULL);
      last_char_width = PANGO_PIXELS_CEIL (MAX (pango_font_metrics_get_approximate_char_width (metrics),
                                                pango_font_metrics_get_approximate_digit_width (metrics)));
      pango_font_metrics_unref (metrics);
      g_clear_pointer (&last_font, pango_font_description_free);
      last_font = pango_font_description_copy (font);
      last_language = pango_context_get_language (context);
    }
  self->char_width = last_char_width;
  return self->char_width;
}

/* The layout at width pixels: the one kept when it is at that width */
static PangoLayout *
layout_at (GmpWrappedText *self,
           int             width)
{
  if (self->layout == NULL)
    {
      self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), self->text);
      pango_layout_set_wrap (self->layout, PANGO_WRAP_WORD_CHAR);
      self->layout_width = -1;
    }
  if (self->layout_width != width)
    {
      pango_layout_set_width (self->layout, width * PANGO_SCALE);
      self->layout_width = width;
    }
  return self->layout;
}

static int
height_at (GmpWrappedText *self,
           int             width)
{
  int height;

  for (guint i = 0; i < self->n_heights; i++)
    if (self->heights[i].width == width)
      return self->heights[i].height;
  pango_layout_get_pixel_size (layout_at (self, width), NULL, &height); if (g_getenv ("XP_TRACE")) g_printerr ("shape %p w=%d h=%d %.20s\n", self, width, height, self->text);
  self->heights[self->next_height] = (KnownHeight) { width, height };
  self->next_height = (self->next_height + 1) % N_HEIGHTS;
  self->n_heights = MIN (self->n_heights + 1, N_HEIGHTS);
  return height;
}

static GtkSizeRequestMode
gmp_wrapped_text_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
gmp_wrapped_text_measure (GtkWidget      *widget,
                          GtkOrientation  orientation,
                          int             for_size,
                          int            *minimum,
                          int            *natural,
                          int            *minimum_baseline,
                          int            *natural_baseline)
{
  GmpWrappedText *self = GMP_WRAPPED_TEXT (widget);

  check_font (self);
  if (self->text == NULL || self->text[0] == '\0')
    {
      *minimum = *natural = 0;
      return;
    }
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Never wider than the side panel wants, whatever the text: a
       * list's column takes the width it is given anyway */
      *minimum = GMP_OWN_LINE_CHARS * char_width (self);
      *natural = GMP_PANEL_CHARS * char_width (self);
      return;
    }
  /* With no width given: the height at the natural width */
  *minimum = *natural = height_at (self, for_size >= 0 ? for_size : GMP_PANEL_CHARS * char_width (self));
}

static void
gmp_wrapped_text_snapshot (GtkWidget   *widget,
                           GtkSnapshot *snapshot)
{
  GmpWrappedText *self = GMP_WRAPPED_TEXT (widget);
  GdkRGBA color;

  if (self->text == NULL || self->text[0] == '\0')
    return;
  check_font (self);
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  gtk_snapshot_append_layout (snapshot, layout_at (self, gtk_widget_get_width (widget)), &color);
}

static void
gmp_wrapped_text_finalize (GObject *object)
{
  GmpWrappedText *self = GMP_WRAPPED_TEXT (object);

  g_clear_object (&self->layout);
  g_free (self->text);
  G_OBJECT_CLASS (gmp_wrapped_text_parent_class)->finalize (object);
}

static void
gmp_wrapped_text_class_init (GmpWrappedTextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = gmp_wrapped_text_finalize;
  widget_class->get_request_mode = gmp_wrapped_text_get_request_mode;
  widget_class->measure = gmp_wrapped_text_measure;
  widget_class->snapshot = gmp_wrapped_text_snapshot;
  /* Styled as a label is */
  gtk_widget_class_set_css_name (widget_class, "label");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void
gmp_wrapped_text_init (GmpWrappedText *self)
{
  self->layout_width = -1;
}

GtkWidget *
gmp_wrapped_text_new (void)
{
  return g_object_new (GMP_TYPE_WRAPPED_TEXT, NULL);
}

void
gmp_wrapped_text_set_text (GmpWrappedText *self,
                           const char     *text)
{
  g_return_if_fail (GMP_IS_WRAPPED_TEXT (self));

  if (g_strcmp0 (self->text, text) == 0)
    return;
  g_free (self->text);
  self->text = g_strdup (text);
  g_clear_object (&self->layout);
  self->layout_width = -1;
  self->n_heights = 0;
  /* Read as a label reads: its text */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  text != NULL ? text : "", -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

const char *
gmp_wrapped_text_get_text (GmpWrappedText *self)
{
  g_return_val_if_fail (GMP_IS_WRAPPED_TEXT (self), NULL);

  return self->text;
}
