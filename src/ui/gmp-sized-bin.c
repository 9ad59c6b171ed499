/* gmp-sized-bin.c: a bin whose width is given, not measured from its child
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-sized-bin.h"

struct _GmpSizedBin
{
  GtkWidget  parent_instance;

  GtkWidget *child;
  int        natural_width;
  int        natural_height;   /* -1: the child's */
  int        max_child_width;  /* -1: none */
  int        width;            /* as allocated, -1 before */
  int        answered_width;   /* the width a height was given for without one, -1: none */
};

G_DEFINE_FINAL_TYPE (GmpSizedBin, gmp_sized_bin, GTK_TYPE_WIDGET)

/* The child's own minimum width; 0 without a child to lay out */
static int
child_minimum_width (GmpSizedBin *self)
{
  int minimum = 0;

  if (self->child != NULL && gtk_widget_should_layout (self->child))
    gtk_widget_measure (self->child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  return minimum;
}

/* The width the child gets in a bin width wide: at most its maximum, at
 * least its own minimum */
static int
child_width (GmpSizedBin *self,
             int          width)
{
  int inner = self->max_child_width >= 0 ? MIN (width, self->max_child_width) : width;

  return MAX (inner, child_minimum_width (self));
}

static GtkSizeRequestMode
gmp_sized_bin_get_request_mode (GtkWidget *widget)
{
  GmpSizedBin *self = GMP_SIZED_BIN (widget);

  return self->natural_height < 0 ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

/* The width given, whatever the child holds; its height at a width, when
 * the bin's height is its child's */
static void
gmp_sized_bin_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  GmpSizedBin *self = GMP_SIZED_BIN (widget);

  *minimum = *natural = 0;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Never narrower than the child can be: a theme's wider buttons or
       * large text (GTK 4.18 measured 352 px in a 320 px panel) get their
       * room, as a clamp gives it. GTK measures this minimum anyway before
       * it measures a height for a width, so it is cached. */
      *minimum = child_minimum_width (self);
      *natural = MAX (self->natural_width, *minimum);
    }
  else if (self->natural_height >= 0)
    *natural = self->natural_height;
  else if (self->child != NULL && gtk_widget_should_layout (self->child))
    {
      /* Asked without a width (a scrolled window is, for its natural
       * height): the height at the width the bin has, which its allocation
       * asks for anyway, rather than the child laid out at another */
      if (for_size < 0)
        for_size = self->answered_width = self->width >= 0 ? self->width : self->natural_width;
      gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, child_width (self, for_size),
                          minimum, natural, NULL, NULL);
    }
}

/* The child is measured here, for the size it is given */
static void
gmp_sized_bin_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  GmpSizedBin *self = GMP_SIZED_BIN (widget);
  int inner = child_width (self, width);
  int minimum;

  /* A height given for another width is asked again at this one */
  self->width = width;
  if (self->answered_width >= 0 && self->answered_width != width)
    {
      self->answered_width = -1;
      gtk_widget_queue_resize (widget);
    }
  if (self->child == NULL || !gtk_widget_should_layout (self->child))
    return;
  /* A widget is measured before it is allocated; its height for this
   * width is what its own allocation measures first, and keeps */
  gtk_widget_measure (self->child, GTK_ORIENTATION_VERTICAL, inner, &minimum, NULL, NULL, NULL);
  gtk_widget_allocate (self->child, inner, height, baseline,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT ((width - inner) / 2, 0)));
}

/* The bin takes extra room when its child would (GTK's default is never) */
static void
gmp_sized_bin_compute_expand (GtkWidget *widget,
                              gboolean  *hexpand,
                              gboolean  *vexpand)
{
  GmpSizedBin *self = GMP_SIZED_BIN (widget);

  *hexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = self->child != NULL && gtk_widget_compute_expand (self->child, GTK_ORIENTATION_VERTICAL);
}

static void
gmp_sized_bin_dispose (GObject *object)
{
  GmpSizedBin *self = GMP_SIZED_BIN (object);

  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (gmp_sized_bin_parent_class)->dispose (object);
}

static void
gmp_sized_bin_class_init (GmpSizedBinClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = gmp_sized_bin_dispose;
  widget_class->get_request_mode = gmp_sized_bin_get_request_mode;
  widget_class->measure = gmp_sized_bin_measure;
  widget_class->size_allocate = gmp_sized_bin_size_allocate;
  widget_class->compute_expand = gmp_sized_bin_compute_expand;
  gtk_widget_class_set_css_name (widget_class, "sized-bin");
  /* A group as a box is: not read by its class name */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
gmp_sized_bin_init (GmpSizedBin *self)
{
  self->max_child_width = -1;
  self->width = -1;
  self->answered_width = -1;
}

GtkWidget *
gmp_sized_bin_new (int natural_width,
                   int natural_height)
{
  GmpSizedBin *self = g_object_new (GMP_TYPE_SIZED_BIN, NULL);

  self->natural_width = MAX (natural_width, 0);
  self->natural_height = MAX (natural_height, -1);
  return GTK_WIDGET (self);
}

void
gmp_sized_bin_set_child (GmpSizedBin *self,
                         GtkWidget   *child)
{
  g_return_if_fail (GMP_IS_SIZED_BIN (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
}

GtkWidget *
gmp_sized_bin_get_child (GmpSizedBin *self)
{
  g_return_val_if_fail (GMP_IS_SIZED_BIN (self), NULL);

  return self->child;
}

void
gmp_sized_bin_set_max_child_width (GmpSizedBin *self,
                                   int          max_width)
{
  g_return_if_fail (GMP_IS_SIZED_BIN (self));

  self->max_child_width = MAX (max_width, -1);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
