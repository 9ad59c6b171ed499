/* gmp-template.h: widget templates and builder files in the chosen language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

GBytes     *gmp_template_translate          (GBytes         *ui,
                                             GError        **error);
void        gmp_widget_class_set_template   (GtkWidgetClass *widget_class,
                                             const char     *resource_path);
GtkBuilder *gmp_builder_new_from_resource   (const char     *resource_path);
void        gmp_window_set_help_overlay_from_resource (GtkApplicationWindow *window,
                                                       const char           *resource_path);

G_END_DECLS
