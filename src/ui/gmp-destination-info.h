/* gmp-destination-info.h: what a move to the city under the pointer or the keyboard would do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A self-contained widget that follows a map view: the city it points at
 * (gmp_map_view_get_pointed_city()), what stands there, and while a stack
 * is selected the move's cost and its battle's exact odds, or why the
 * picked units cannot go there. Hidden while no city is pointed at.
 */

#pragma once

#include <gtk/gtk.h>

#include "gmp-map-view.h"

G_BEGIN_DECLS

#define GMP_TYPE_DESTINATION_INFO (gmp_destination_info_get_type ())

G_DECLARE_FINAL_TYPE (GmpDestinationInfo, gmp_destination_info, GMP, DESTINATION_INFO, GtkBox)

GtkWidget *gmp_destination_info_new          (void);
void       gmp_destination_info_set_map_view (GmpDestinationInfo *self,
                                              GmpMapView         *map_view);
/* The city it describes, or GMP_NONE */
int        gmp_destination_info_get_city     (GmpDestinationInfo *self);
/* Everything it shows, one line per part (for tests and readers) */
char      *gmp_destination_info_dup_text     (GmpDestinationInfo *self);

G_END_DECLS
