/* gmp-focus-ring.c: the keyboard's focus, drawn over a custom widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#define G_LOG_DOMAIN "Gmp-Ui"

#include "config.h"

#include "gmp-focus-ring.h"

#define RING_WIDTH 3.0
#define LINE_WIDTH 2.0

void
gmp_focus_ring_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  const float ring[4] = { RING_WIDTH, RING_WIDTH, RING_WIDTH, RING_WIDTH };
  const float line[4] = { LINE_WIDTH, LINE_WIDTH, LINE_WIDTH, LINE_WIDTH };
  const GdkRGBA white = { 1, 1, 1, 0.85f };
  GdkRGBA color, colors[4], whites[4];
  GskRoundedRect outer, inner;
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  /* The window's focus, shown: in a window not active too, where the
   * ring says where the keys will go back to */
  root = gtk_widget_get_root (widget);
  if (!GTK_IS_WINDOW (root) || gtk_root_get_focus (root) != widget
      || !gtk_window_get_focus_visible (GTK_WINDOW (root))
      || width <= 2 * RING_WIDTH || height <= 2 * RING_WIDTH)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  for (guint i = 0; i < 4; i++)
    {
      colors[i] = color;
      whites[i] = white;
    }
  gsk_rounded_rect_init_from_rect (&outer, &GRAPHENE_RECT_INIT (0, 0, width, height), 0);
  gsk_rounded_rect_init_from_rect (&inner, &GRAPHENE_RECT_INIT (RING_WIDTH, RING_WIDTH,
                                                                width - 2 * RING_WIDTH,
                                                                height - 2 * RING_WIDTH), 0);
  gtk_snapshot_append_border (snapshot, &outer, ring, colors);
  gtk_snapshot_append_border (snapshot, &inner, line, whites);
}

void
gmp_focus_ring_watch (GtkWidget *widget)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_return_if_fail (GTK_IS_WIDGET (widget));

  g_signal_connect_swapped (focus, "enter", G_CALLBACK (gtk_widget_queue_draw), widget);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (gtk_widget_queue_draw), widget);
  gtk_widget_add_controller (widget, focus);
}
