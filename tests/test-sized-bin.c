/* test-sized-bin.c: GmpSizedBin gives its child the width it is told, but
 * never less than the child's own minimum
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <adwaita.h>

#include "gmp-sized-bin.h"
#include "gtk-test-setup.h"

/* A row of buttons whose minimum width is at least @width */
static GtkWidget *
new_wide_row (int width)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  for (int i = 0; i < 4; i++)
    {
      GtkWidget *button = gtk_button_new_with_label ("⚀");

      gtk_widget_set_size_request (button, width / 4 + 1, -1);
      gtk_box_append (GTK_BOX (row), button);
    }
  return row;
}

/* The width asked for, when the child fits in it */
static void
test_given_width (void)
{
  GtkWidget *bin = gmp_sized_bin_new (320, -1);
  GtkWidget *child = new_wide_row (200);
  int minimum, natural;

  g_object_ref_sink (bin);
  gmp_sized_bin_set_child (GMP_SIZED_BIN (bin), child);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, >=, 200);
  g_assert_cmpint (minimum, <=, 320);
  g_assert_cmpint (natural, ==, 320);
  gtk_widget_allocate (bin, 320, 40, -1, NULL);
  g_assert_cmpint (gtk_widget_get_width (child), ==, 320);
  g_object_unref (bin);
}

/* A child that needs more than the width given (a theme's wider buttons,
 * large text: 352 px in a 320 px panel on GTK 4.18) gets its minimum, and
 * GTK is never asked its height at less (a warning, fatal here) */
static void
test_child_minimum (void)
{
  GtkWidget *bin = gmp_sized_bin_new (320, -1);
  GtkWidget *child = new_wide_row (352);
  int child_minimum, minimum, natural, height;

  g_object_ref_sink (bin);
  gmp_sized_bin_set_child (GMP_SIZED_BIN (bin), child);
  gmp_sized_bin_set_max_child_width (GMP_SIZED_BIN (bin), 320);
  gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL, NULL, NULL);
  g_assert_cmpint (child_minimum, >, 352);
  gtk_widget_measure (bin, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  g_assert_cmpint (minimum, ==, child_minimum);
  g_assert_cmpint (natural, ==, child_minimum);
  gtk_widget_measure (bin, GTK_ORIENTATION_VERTICAL, child_minimum, NULL, &height, NULL, NULL);
  g_assert_cmpint (height, >, 0);
  gtk_widget_allocate (bin, child_minimum, 40, -1, NULL);
  g_assert_cmpint (gtk_widget_get_width (child), ==, child_minimum);
  g_object_unref (bin);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_setup (&argc, &argv);
  g_test_add_func ("/ui/sized-bin/given-width", test_given_width);
  g_test_add_func ("/ui/sized-bin/child-minimum", test_child_minimum);
  return g_test_run ();
}
